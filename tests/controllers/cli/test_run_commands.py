"""The run commands end to end through click: models, run, verify, gaps, report, replay, live, resolve."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from sqlalchemy import text

from controllers.cli.run_commands import COMMANDS
from controllers.cli.runs_commands import runs
from tests.controllers.run_data import make_store, val_instances, write_instances


@click.group()
def cli() -> None:
    """Test group holding the run commands (and `runs show`, which prints a run's plan)."""


for command in (*COMMANDS, runs):
    cli.add_command(command)


@pytest.fixture
def env(tmp_path: Path) -> tuple[list[str], Path]:
    store = make_store(tmp_path)
    instances = write_instances(tmp_path / "instances.jsonl", val_instances(store))
    opts = ["--store", str(store.engine.url), "--data-dir", str(store.data_dir)]
    store.close()
    return opts, instances


def invoke(*args: str) -> click.testing.Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_models_commands(env: tuple[list[str], Path]) -> None:
    opts, _ = env
    added = invoke("models", "add", "m2", "--vendor-cutoff", "2024-03-31", "--json", *opts)
    assert added.exit_code == 0, added.output
    assert json.loads(added.output)["vendor_cutoff"].startswith("2024-03-31T23:59:59")
    again = invoke("models", "add", "m2", "--measured-boundary", "2024-02-01T00:00:00Z", "--json", *opts)
    data = json.loads(again.output)
    assert data["revisions"] == 2 and data["vendor_cutoff"].startswith("2024-03-31")
    listed = json.loads(invoke("models", "list", "--json", *opts).output)
    assert [m["name"] for m in listed] == ["m1", "m2"]
    missing = CliRunner().invoke(cli, ["models", "show", "nope", *opts])
    assert missing.exit_code != 0 and "unknown model" in missing.output
    no_cutoff = CliRunner().invoke(cli, ["models", "add", "m3", *opts])
    assert no_cutoff.exit_code != 0 and "needs a vendor cutoff" in no_cutoff.output


def test_run_verify_gaps_report_replay(env: tuple[list[str], Path], tmp_path: Path) -> None:
    opts, instances = env
    args = ["run", "--task", "VAL", "--model", "m1", "--forecaster", "cutoff_price", "--policy", "pit,search_only",
            "--instances", str(instances), "--regimes", "T1,T2", "--run-date", "2024-10-01T00:00:00Z",
            "--workers", "0", "--no-progress", "--json", *opts]
    first = invoke(*args)
    assert first.exit_code == 0, first.output
    data = json.loads(first.output)
    run_id = data["run"]["run_id"]
    assert data["run"]["locked_now"] == 52 and data["scored"] == 52
    assert {(g["policy"], g["regime"]) for g in data["scores"]} == {(p, r) for p in ("pit", "search_only") for r in ("T1", "T2")}
    second = json.loads(invoke(*args).output)
    assert second["run"]["locked_before"] == 52 and second["scored"] == 0
    verified = invoke("verify", run_id, *opts)
    assert verified.exit_code == 0 and "OK" in verified.output
    head = data["checkpoint"]["runs"][run_id]["hash"]
    assert Path(data["checkpoint"]["path"]).exists()
    assert invoke("verify", run_id, "--head", head, *opts).exit_code == 0
    elsewhere = invoke("verify", run_id, "--head", "sha256:" + "1" * 64, *opts)
    assert elsewhere.exit_code == 1 and "cut or rewritten" in elsewhere.output
    gaps = json.loads(invoke("gaps", "--reps", "100", "--json", *opts).output)
    assert len(gaps["gaps"]) == 2  # one market (US) x two policies
    assert all(g["t1_t2"]["estimate"] is not None for g in gaps["gaps"])
    assert set(gaps["policy_table"]) == {"pit", "search_only"}
    assert gaps["instance_set"] == "matched"
    shown = invoke("gaps", "--reps", "100", "--unmatched", *opts).output
    assert shown.startswith("instances: each model's own eligible set (--unmatched)")
    out = tmp_path / "report"
    reported = invoke("report", "--out", str(out), "--reps", "100", *opts)
    assert reported.exit_code == 0, reported.output
    page = (out / "report.html").read_text()
    assert "<svg" in page and "Policy table" in page and "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    for name in ("predictions", "instance_scores", "scores", "audit"):
        assert (out / f"{name}.csv").exists() and (out / f"{name}.parquet").exists()
    plan_instances = [json.loads(line) for line in instances.read_text().splitlines()]
    day = plan_instances[2]["forecast_time"][:10]
    replayed = invoke("replay", "--date", day, "--compare", run_id, "--json", *opts)
    assert replayed.exit_code == 0, replayed.output
    (result,) = json.loads(replayed.output)
    assert result["compared"] > 0 and result["identical"] == result["compared"]
    # Tampering is refused by the database itself.
    from sqlalchemy import create_engine

    engine = create_engine(opts[1])
    with engine.connect() as connection, pytest.raises(Exception, match="append-only"):
        connection.execute(text("DELETE FROM run_events"))
    engine.dispose()


def test_bad_input_messages(env: tuple[list[str], Path]) -> None:
    opts, instances = env
    base = ["run", "--task", "VAL", "--model", "m1", "--instances", str(instances), "--workers", "0", "--no-progress", *opts]
    unknown = CliRunner().invoke(cli, [*base, "--forecaster", "nope"])
    assert unknown.exit_code != 0 and "unknown forecaster" in unknown.output
    bad_task = CliRunner().invoke(cli, [*base[:2], "NOPE", *base[3:], "--forecaster", "cutoff_price"])
    assert bad_task.exit_code != 0 and "unknown task" in bad_task.output
    live = CliRunner().invoke(cli, ["live", "--task", "VAL", "--model", "m1", "--forecaster", "cutoff_price",
                                    "--instances", str(instances), "--workers", "0", "--no-progress", *opts])
    assert live.exit_code != 0 and "already resolved" in live.output
    resolved = invoke("resolve", "--json", *opts)
    assert resolved.exit_code == 0 and json.loads(resolved.output) == {}
    missing = CliRunner().invoke(cli, ["verify", "run:nope", *opts])
    assert missing.exit_code != 0 and "unknown run" in missing.output


def test_pit_llm_without_an_endpoint_says_so(env: tuple[list[str], Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    opts, instances = env
    result = invoke("run", "--task", "VAL", "--model", "m1", "--forecaster", "cutoff_price", "--policy", "pit_llm",
                    "--instances", str(instances), "--regimes", "T2", "--run-date", "2024-10-01T00:00:00Z",
                    "--workers", "0", "--no-progress", "--json", *opts)
    assert result.exit_code == 0, result.output
    assert "note: pit_llm without an LLM judge: no endpoint configured" in result.stderr
    data = json.loads(result.stdout)
    assert data["classifiers"] == ["rules@3"] and "not the paper's LLM filter" in data["note"]
    shown = json.loads(invoke("runs", "show", data["run"]["run_id"], "--json", *opts).stdout)  # the plan says so too
    assert shown["classifiers"] == ["rules@3"] and "not the paper's LLM filter" in shown["note"]
    out = tmp_path / "report"
    assert invoke("report", "--out", str(out), "--reps", "50", *opts).exit_code == 0
    assert "pit_llm without an LLM judge" in (out / "report.html").read_text()

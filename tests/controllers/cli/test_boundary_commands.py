"""`asof probe` and `asof boundary` end to end through click, the registry's new fields on every backend,
and runs that take their cutoff from the measured boundary.

Model answers are simulated (`controllers.boundary.simulation`): an LLM endpoint is the one thing these tests
cannot run, so the answer files stand in for it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from controllers.analysis.report import model_cutoffs
from controllers.boundary import results as boundary_results
from controllers.boundary.records import responses_path
from controllers.boundary.simulation import Scenario, simulate
from controllers.cli.boundary_commands import COMMANDS
from controllers.cli.run_commands import COMMANDS as RUN_COMMANDS
from controllers.runs.models import MeasuredDetail, add_model, get_model
from controllers.runs.runner import RunRequest, plan_run
from engine.errors import InputError
from engine.settings import Settings
from pit_store.store import PitStore
from tasks import probe as probe_task
from tasks.generate import write_jsonl
from tasks.probe import read_questions
from tests.conftest import open_store
from tests.controllers.run_data import make_store, val_instances, write_instances


@click.group()
def cli() -> None:
    """Test group holding the probe, boundary and run commands."""


for command in (*COMMANDS, *RUN_COMMANDS):
    cli.add_command(command)

SHARP = Scenario(first="2023-07", months=18, start="2024-03", boundary="2024-05", questions=40, rounds=2)
FLAT = Scenario(first="2023-07", months=18, questions=40, rounds=2)


@pytest.fixture
def env(tmp_path: Path) -> list[str]:
    store = make_store(tmp_path)  # model m1, vendor cutoff 2024-06-01
    opts = ["--store", str(store.engine.url), "--data-dir", str(store.data_dir)]
    store.close()
    return opts


def invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def fails(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 1, result.output
    return result


def write_responses(path: Path, scenario: Scenario) -> Path:
    write_jsonl(path, [r.model_dump(mode="json") for r in simulate(scenario)])
    return path


def opened(opts: list[str]) -> PitStore:
    return PitStore.open(Settings(store_url=opts[1], data_dir=Path(opts[3])))


def test_the_scorer_writes_the_rows_the_estimate_reads() -> None:
    # One response row serves the probe scorer (tasks) and the estimate (controllers).
    assert boundary_results.ProbeResponse is probe_task.ProbeResponse


def test_estimate_records_a_localized_boundary(env: list[str], tmp_path: Path) -> None:
    path = write_responses(tmp_path / "responses.jsonl", SHARP)
    text = invoke("boundary", "estimate", "--model", "m1", "--responses", str(path), "--resamples", "40",
                  "--no-progress", *env).output
    assert "status Localized: Start 2024-03, Boundary 2024-05" in text
    assert "2024-05          40" in text and "<- Boundary" in text and "localization rate" in text
    assert "measured boundary 2024-05-01T00:00:00" in text
    store = opened(env)
    try:
        entry = get_model(store, "m1")
    finally:
        store.close()
    assert entry.measured_boundary == boundary_results.boundary_instant("2024-05") == datetime(2024, 5, 1, tzinfo=UTC)
    assert entry.vendor_cutoff == datetime(2024, 6, 1, tzinfo=UTC)  # kept
    detail = entry.measured_detail
    assert detail is not None and (detail.status, detail.start, detail.boundary) == ("Localized", "2024-03", "2024-05")
    assert detail.resamples == 40 and detail.localization_rate is not None and detail.tight is not None
    # The same responses in another order are the same measurement.
    again = json.loads(invoke("boundary", "estimate", "--model", "m1", "--responses", str(path), "--resamples", "40",
                              "--no-progress", "--json", *env).output)
    assert again["model"]["measured_detail"]["responses_hash"] == detail.responses_hash


def test_an_unlocalized_estimate_clears_the_measured_boundary_and_runs_refuse_it(env: list[str], tmp_path: Path) -> None:
    sharp = write_responses(tmp_path / "sharp.jsonl", SHARP)
    invoke("boundary", "estimate", "--model", "m1", "--responses", str(sharp), "--resamples", "0", *env)
    flat = write_responses(tmp_path / "flat.jsonl", FLAT)
    out = json.loads(invoke("boundary", "estimate", "--model", "m1", "--responses", str(flat), "--resamples", "20",
                            "--no-progress", "--json", *env).output)
    assert out["estimate"]["status"] == "ND"
    assert out["model"]["measured_boundary"] is None and out["model"]["measured_detail"]["status"] == "ND"
    text = invoke("models", "show", "m1", *env).output
    assert "measured boundary none (ND)" in text
    instances = write_instances(tmp_path / "instances.jsonl", val_instances_for(env))
    refused = fails("run", "--task", "VAL", "--model", "m1", "--forecaster", "cutoff_price", "--instances",
                    str(instances), "--cutoff-source", "measured", "--no-progress", *env)
    assert "no Localized knowledge boundary" in refused.output and "ND" in refused.output


def val_instances_for(opts: list[str]) -> list:
    store = opened(opts)
    try:
        return val_instances(store)
    finally:
        store.close()


def test_estimate_needs_responses_and_adds_an_unknown_model(env: list[str], tmp_path: Path) -> None:
    missing = fails("boundary", "estimate", "--model", "m1", *env)
    assert "no responses kept for model 'm1'" in missing.output and "probe score --model" in missing.output
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question_id": "q", "month": "2024-13", "axis": "a", "fact_group": "g", "repeat": 0, "correct": 1}\n')
    refused = fails("boundary", "estimate", "--model", "m1", "--responses", str(bad), *env)
    assert "bad.jsonl" in refused.output and "line 1" in refused.output and "month" in refused.output
    path = write_responses(tmp_path / "responses.jsonl", SHARP)
    text = invoke("boundary", "estimate", "--model", "new-model", "--responses", str(path), "--resamples", "0", *env).output
    assert "added to the registry" in text
    store = opened(env)
    try:
        assert get_model(store, "new-model").vendor_cutoff is None
    finally:
        store.close()


def test_probe_generate_score_then_estimate_from_the_kept_responses(env: list[str], tmp_path: Path) -> None:
    questions, prompts, answers = tmp_path / "q.jsonl", tmp_path / "p.jsonl", tmp_path / "a.jsonl"
    made = invoke("probe", "generate", "--from", "2024-02", "--to", "2024-07", "--stocks", "AAA,BBB", "--indices", "IDX",
                  "--macro", "CPI", "--variants", "value,recall", "--seed", "3", "--out", str(questions),
                  "--prompts-out", str(prompts), *env).output
    assert "wrote" in made
    asked = read_questions(questions)
    assert {q.axis for q in asked} == {"asset_moves", "market_path", "macro"}
    public = [json.loads(line) for line in prompts.read_text().splitlines()]
    assert len(public) == len(asked) and not any("correct" in row for row in public)
    assert all(row["text"].startswith(row["prompt"]) for row in public)
    # A model that knows everything up to April 2024 and guesses wrong afterwards; it says it does not
    # know every fact (recall: an option pairing the true value with "I do not know"), yet answers the known ones right.
    rows = []
    for question in asked:
        known = question.month <= "2024-04"
        for repeat in range(2):
            if question.variant == "recall":
                choice = next(i for i in range(8) if question.is_right(i) and not question.claims(i))
            else:
                choice = question.correct if known else (question.correct + 1) % 4
            rows.append({"question_id": question.question_id, "repeat": repeat, "answer": "ABCDEFGH"[choice]})
    write_jsonl(answers, rows[:-1])
    incomplete = fails("probe", "score", "--questions", str(questions), "--answers", str(answers), "--model", "m1", *env)
    assert "1 (question, round) pair(s) have no answer" in incomplete.output
    write_jsonl(answers, rows)
    scored = json.loads(invoke("probe", "score", "--questions", str(questions), "--answers", str(answers),
                               "--model", "m1", "--json", *env).output)
    assert scored["accuracy_by_month"]["2024-03"] == 1.0 and scored["accuracy_by_month"]["2024-06"] == 0.0
    assert scored["claims"]["says"] == 0.0 and scored["claims"]["acc_given_denies"] > 0.25
    kept = responses_path(Settings(store_url=env[1], data_dir=Path(env[3])), "m1")
    assert scored["written"] == [str(kept)] and kept.exists()
    estimated = json.loads(invoke("boundary", "estimate", "--model", "m1", "--resamples", "0", "--json", *env).output)
    assert estimated["responses"] == str(kept)
    assert estimated["estimate"]["observed"] == ["2024-02", "2024-07"]


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_registry_round_trip(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    url = request.getfixturevalue("sqlite_url" if backend == "sqlite" else "pg_url")
    store = open_store(url, tmp_path / "data")
    try:
        detail = MeasuredDetail(status="Localized", start="2024-03", boundary="2024-05", localization_rate=0.9,
                                boundary_range=("2024-04", "2024-06"), tight=True, leading_axis=("macro",),
                                responses_hash="sha256:x", resamples=1000, seed=0)
        add_model(store, "m", vendor_cutoff=datetime(2024, 6, 30, tzinfo=UTC),
                  self_reported_cutoff=datetime(2024, 10, 31, tzinfo=UTC))
        add_model(store, "m", measured_boundary=datetime(2024, 5, 1, tzinfo=UTC), measured_detail=detail)
        entry = get_model(store, "m")
        assert entry.revisions == 2 and entry.measured_detail == detail
        assert entry.self_reported_cutoff == datetime(2024, 10, 31, tzinfo=UTC)
        assert entry.cutoff("measured") == datetime(2024, 5, 1, tzinfo=UTC)
        # A boundary set by hand no longer matches the estimate's detail, so the detail goes.
        hand = add_model(store, "m", measured_boundary=datetime(2024, 4, 1, tzinfo=UTC))
        assert hand.measured_detail is None and hand.self_reported_cutoff == datetime(2024, 10, 31, tzinfo=UTC)
        with pytest.raises(InputError, match="needs a vendor cutoff"):
            add_model(store, "only-claims", self_reported_cutoff=datetime(2024, 1, 1, tzinfo=UTC))
    finally:
        store.close()


def test_models_add_takes_a_self_reported_cutoff(env: list[str]) -> None:
    added = json.loads(invoke("models", "add", "m1", "--self-reported-cutoff", "2024-10-31", "--json", *env).output)
    assert added["self_reported_cutoff"] == "2024-10-31T23:59:59.999999Z"
    assert "self-reported 2024-10-31" in invoke("models", "show", "m1", *env).output


def test_a_run_assigns_regimes_with_the_measured_boundary(env: list[str], tmp_path: Path) -> None:
    path = write_responses(tmp_path / "responses.jsonl", SHARP)  # Boundary 2024-05: c_m = 2024-05-01
    invoke("boundary", "estimate", "--model", "m1", "--responses", str(path), "--resamples", "20", "--no-progress", *env)
    store = opened(env)
    try:
        add_model(store, "m1", self_reported_cutoff=datetime(2023, 12, 31, tzinfo=UTC))
        instances = tuple(val_instances(store))
        plans = {}
        for source in ("vendor", "measured"):
            run_id, plan = plan_run(store, RunRequest(
                task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",), instances=instances,
                cutoff_source=source, run_date=datetime(2024, 10, 1, tzinfo=UTC)), "test")  # type: ignore[arg-type]
            plans[run_id] = plan
        vendor, measured = plans.values()
        assert vendor.cutoff == datetime(2024, 6, 1, tzinfo=UTC) and measured.cutoff == datetime(2024, 5, 1, tzinfo=UTC)

        def regime_of(plan: object) -> dict[str, str]:
            return {i["instance_id"]: i["regime"] for i in plan.instances}  # type: ignore[attr-defined]

        # The earlier measured cutoff can only take instances out of T1 (an outcome the model may
        # remember), and it brings May's forecasts, which straddled the vendor cutoff, into T2.
        under_vendor, under_measured = regime_of(vendor), regime_of(measured)
        t1 = {k for k, r in under_measured.items() if r == "T1"}
        assert t1 < {k for k, r in under_vendor.items() if r == "T1"}
        assert any(r == "T2" and k not in under_vendor for k, r in under_measured.items())
        cells = "".join(model_cutoffs(store, plans))
        assert "2024-06-01" in cells and "2023-12-31" in cells and "2024-05-01" in cells
        assert "Localized, Start 2024-03, Boundary 2024-05" in cells and "measured (2024-05-01)" in cells
    finally:
        store.close()

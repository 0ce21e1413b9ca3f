"""`asof demo --quick` end to end, and the self-checks on numbers that must fail them.

The demo runs once for the module (its quick configuration: two stocks, both declared models,
every policy, T1/T2 backtests, T3 locked at r and resolved after the clock moves). Every self-check
must pass, and the report and exports must be where the summary says.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from controllers.analysis.gaps import GapRow, Interval
from controllers.analysis.residual_leakage import ResidualReport
from controllers.cli.main import main
from controllers.demo import run as run_module, summary
from controllers.demo.canaries import DEMO_MODELS, READER
from controllers.demo.checks import Check, check_memorisers, check_reader_gaps, check_residual
from controllers.demo.config import demo_config
from controllers.demo.summary import short
from tests.controllers.analysis.browser import layout_problems


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    out = tmp_path_factory.mktemp("demo") / "out"
    result = CliRunner().invoke(main, ["demo", "--quick", "--out", str(out), "--no-progress"])
    yield out, result.output + (f"\nexit {result.exit_code}: {result.exception!r}" if result.exit_code else "")


def test_quick_demo_passes_every_self_check(demo_run: tuple[Path, str]) -> None:
    out, output = demo_run
    assert "FAIL" not in output, output
    checks = pq.read_table(out / "checks.parquet").to_pylist()
    assert len(checks) >= 15 and all(row["ok"] is True for row in checks), checks
    names = " ".join(row["name"] for row in checks)
    for expected in ("search_only > pit > pit_llm", "memoriser Δ(T1,T2)", "residual leakage under pit_llm is 0",
                     "planted leak page", "measured knowledge boundary"):
        assert expected in names


def test_quick_demo_writes_the_report_and_exports(demo_run: tuple[Path, str]) -> None:
    out, output = demo_run
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "<svg" in page and "Demo self-checks" in page and "Model cutoffs" in page
    assert "not matched across models" in page  # the demo reads each model on its own eligible set
    for name in ("gaps", "rejections", "residual_leakage", "checks", "predictions", "scores", "audit"):
        assert (out / f"{name}.parquet").exists() and (out / f"{name}.csv").exists(), name
    gaps = pq.read_table(out / "gaps.parquet").to_pylist()
    assert {row["policy"] for row in gaps} == {"search_only", "pit", "pit_llm"}
    assert {row["model"] for row in gaps} == {model.name for model in DEMO_MODELS}
    assert any(row["score_T3"] not in (None, "None") for row in gaps)  # live forecasts were resolved and scored
    assert f"report: {out / 'report.html'}" in output
    for chart in ("reader_gaps.svg", "memory_gaps.svg"):
        assert (out / chart).read_text(encoding="utf-8").startswith("<svg")


def test_quick_demo_produces_the_papers_tables(demo_run: tuple[Path, str]) -> None:
    out, _ = demo_run
    table1 = pq.read_table(out / "table1.parquet").to_pylist()
    t2 = {(short(r["forecaster"]), r["model"]): r for r in table1 if r["regime"] == "T2" and r["policy"] == "pit_llm"}
    for model in DEMO_MODELS:
        for name in ("naive", model.memoriser.rpartition(":")[2]):
            row = t2[(name, model.name)]
            tasks = [row[t] for t in ("VAL", "RANK", "EVT", "FUND")]
            assert None not in tasks and row["Overall"] == pytest.approx(sum(tasks) / 4)
            assert row["CF"] is not None and row["CALC"] == 1.0  # capability columns, apart from Overall
    robustness = pq.read_table(out / "robustness.parquet").to_pylist()
    assert {r["task"] for r in robustness} == {"EVT", "FUND", "CALC"} and {r["regime"] for r in robustness} == {"T2"}
    naive = [r for r in robustness if r["forecaster"] == "naive" and r["task"] != "CALC"]
    assert naive and all(r["prompt_change_rate"] == 0.0 for r in naive)  # a baseline reads numbers, not wording
    policy = pq.read_table(out / "policy_gaps.parquet").to_pylist()
    assert policy and {r["task"] for r in policy} <= {"VAL", "RANK"}  # the tasks with live forecasts
    assert all(r["reference_policy"] == "search_only" for r in policy)  # one shared live reference


def test_quick_demo_report_renders_cleanly(demo_run: tuple[Path, str]) -> None:
    out, _ = demo_run
    page = (out / "report.html").read_text(encoding="utf-8")
    for model in DEMO_MODELS:  # FinDendro's tables for each memoriser, beside its measured boundary
        assert html.escape(f"{model.name}'s memoriser: Knowledge and claims (FinDendro)") in page
    assert "Robustness (PCR, NCR" in page and "no robustness variants" not in page and "no policy runs" not in page
    assert layout_problems(out / "report.html") == []


def test_quick_demo_locked_every_prediction_before_scoring(demo_run: tuple[Path, str]) -> None:
    out, _ = demo_run
    predictions = pq.read_table(out / "predictions.parquet").to_pylist()
    scores = pq.read_table(out / "instance_scores.parquet").to_pylist()
    locked_at = {(row["run_id"], row["job_key"]): int(row["seq"]) for row in predictions}
    assert scores and all(int(row["seq"]) > locked_at[(row["run_id"], row["job_key"])] for row in scores)
    assert {row["regime"] for row in predictions} == {"T1", "T2", "T3"}


def _row(forecaster: str, policy: str, t1_t2: tuple[float, float, float], t2_t3: tuple[float, float, float],
         task: str = "VAL", model: str = DEMO_MODELS[0].name) -> GapRow:
    return GapRow(model=model, forecaster=forecaster, task=task, market="US", policy=policy,
                  scores={"T1": None, "T2": None, "T3": None}, counts={"T1": 9, "T2": 9, "T3": 9},
                  t1_t2=Interval(*t1_t2, 9, 9), t2_t3=Interval(*t2_t3, 9, 9))


def test_reader_check_fails_when_a_policy_does_not_shrink_the_gap() -> None:
    zero = (0.0, 0.0, 0.0)
    good = [_row(READER, "search_only", zero, (0.9, 0.8, 1.0)), _row(READER, "pit", zero, (0.4, 0.2, 0.6)),
            _row(READER, "pit_llm", zero, (0.0, 0.0, 0.0))]
    assert check_reader_gaps(good).ok
    leaky_filter = good[:2] + [_row(READER, "pit_llm", zero, (0.5, 0.3, 0.7))]
    assert not check_reader_gaps(leaky_filter).ok
    assert not check_reader_gaps(good[:2]).ok  # a missing policy is a failure, not a pass


def test_memoriser_check_fails_on_a_gap_inside_its_interval_or_a_leaky_honest_baseline() -> None:
    config = demo_config(quick=True)
    rows = []
    for plan in config.tasks:
        policy = config.task_policies(plan)[0]
        for model in config.models:
            rows.append(_row(model.memoriser, policy, (0.5, 0.3, 0.7), (0, 0, 0), plan.task, model.name))
            rows.extend(_row(name, policy, (0.0, -0.2, 0.2), (0, 0, 0), plan.task, model.name) for name in plan.honest)
    assert all(check.ok for check in check_memorisers(rows, config))
    weak = [_row(r.forecaster, r.policy, (0.3, -0.1, 0.7), (0, 0, 0), r.task, r.model) if "memoriser" in r.forecaster
            else r for r in rows]
    remembering = [plan for plan in config.tasks if "memoriser" in plan.checks]
    assert [p.task for p in remembering] == ["VAL", "RANK", "EVT", "FUND"]  # CF and CALC have nothing to remember
    assert sum(not c.ok for c in check_memorisers(weak, config)) == len(remembering) * len(config.models)
    honest = config.tasks[0].honest[0]
    leaky = [_row(r.forecaster, r.policy, (0.3, 0.1, 0.5), (0, 0, 0), r.task, r.model) if r.forecaster == honest
             else r for r in rows]
    assert [c.name for c in check_memorisers(leaky, config) if not c.ok] == [
        f"{plan.task} {m.name}: honest {honest} Δ(T1,T2) not above 0 beyond its interval"
        for plan in config.tasks if "honest" in plan.checks and honest in plan.honest for m in config.models]


def test_residual_check_needs_zero_under_pit_llm_and_some_under_search_only() -> None:
    def report(llm: int, leaky: int) -> ResidualReport:
        rows = {"pit_llm": {"instances": 10, "revealed": llm, "rate": llm / 10},
                "search_only": {"instances": 10, "revealed": leaky, "rate": leaky / 10}}
        return ResidualReport(by_policy=rows, findings=())

    assert [c.ok for c in check_residual(report(0, 4))] == [True, True]
    assert [c.ok for c in check_residual(report(1, 4))] == [False, True]
    assert [c.ok for c in check_residual(report(0, 0))] == [True, False]


def test_a_failed_check_is_named_and_exits_non_zero(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    class Failed:
        checks = (Check(name="a check that must fail", ok=False, detail="for this test"),)
        experiment = None

    monkeypatch.setattr(run_module, "run_demo", lambda *args, **kwargs: Failed())
    monkeypatch.setattr(summary, "terminal_summary", lambda *args: "summary")
    result = CliRunner().invoke(main, ["demo", "--quick", "--out", str(tmp_path / "x"), "--no-progress"])
    assert result.exit_code == 1
    assert "1 self-check(s) failed: a check that must fail" in result.output


def test_demo_refuses_a_folder_that_is_not_its_own(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    result = CliRunner().invoke(main, ["demo", "--quick", "--out", str(tmp_path), "--no-progress"])
    assert result.exit_code == 1 and "not a demo folder" in result.output
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]

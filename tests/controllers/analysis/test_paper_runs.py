"""CF and CALC through `asof run`, the paper's tables from the runs, `asof runs`, pooling and Overall."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import click
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from controllers.analysis.tables import Cell, matched_windows, market_rows, table1_rows
from controllers.cli.run_commands import COMMANDS
from controllers.cli.runs_commands import runs
from tasks.builders.request import GenerationRequest
from tasks.generate import generate, write_generated
from tests.controllers.run_data import make_store, val_instances, write_instances

FORECASTER = "tests.controllers.analysis.paper_forecasters:UNIVERSAL"
RUN_DATE = "2024-10-01T00:00:00Z"


@click.group()
def cli() -> None:
    """Test group holding the run commands and `runs`."""


for command in (*COMMANDS, runs):
    cli.add_command(command)


def invoke(*args: str) -> click.testing.Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict[str, Path]]:
    folder = tmp_path_factory.mktemp("paper_runs")
    store = make_store(folder)  # model m1, cutoff 2024-06-01
    files = {"VAL": write_instances(folder / "val.jsonl", val_instances(store, every=20))}
    at = datetime(2024, 1, 2, tzinfo=UTC), datetime(2024, 9, 1, tzinfo=UTC)
    cf = generate(store, GenerationRequest(task="CF", symbols=("AAA", "BBB"), start=at[0], end=at[1], every=40))
    calc = generate(store, GenerationRequest(task="CALC", count=4, start=datetime(2024, 7, 1, tzinfo=UTC), market="CN"))
    for name, built in (("CF", cf), ("CALC", calc)):
        files[name] = folder / f"{name.lower()}.jsonl"
        write_generated(built, files[name], None)
    opts = ["--store", str(store.engine.url), "--data-dir", str(store.data_dir)]
    store.close()
    return opts, files


def run(opts: list[str], task: str, path: Path, *extra: str) -> dict:  # type: ignore[type-arg]
    result = invoke("run", "--task", task, "--model", "m1", "--forecaster", FORECASTER, "--instances", str(path),
                    "--regimes", "T1,T2", "--run-date", RUN_DATE, "--workers", "0", "--no-progress", "--json",
                    *extra, *opts)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_cf_and_calc_run_lock_and_score(env: tuple[list[str], dict[str, Path]], tmp_path: Path) -> None:
    opts, files = env
    cf = run(opts, "CF", files["CF"])
    assert cf["run"]["locked_now"] == cf["run"]["jobs"] > 0 and cf["scored"] == cf["run"]["jobs"] and not cf["pending"]
    assert {g["regime"] for g in cf["scores"]} == {"T1", "T2"}  # by information time around the June cutoff
    calc = run(opts, "CALC", files["CALC"], "--variants", "prompt,numeric")
    # 4 problems, each with 2 prompt rewrites and 2 rescalings + 3 B.1 edits: all in T2 (made after the cutoff).
    assert calc["run"]["jobs"] == 4 * (1 + 2 + 5) and calc["scored"] == calc["run"]["jobs"]
    (group,) = calc["scores"]
    assert group["regime"] == "T2" and group["result"]["score"] == 1.0  # steps in billions match references in millions
    assert group["result"]["n"] == 4  # the variants are not scored with their base instances
    val = run(opts, "VAL", files["VAL"])
    assert val["scored"] > 0

    gaps = json.loads(invoke("gaps", "--reps", "60", "--json", *opts).output)
    rows = {(r["regime"], r["policy"]): r for r in gaps["table1"]}
    t2 = rows[("T2", "pit")]
    assert t2["CALC"] == 1.0 and t2["n_CALC"] == 4  # variants are not task scores
    assert t2["VAL"] is not None and t2["CF"] is not None and t2["Overall"] is None  # no RANK/EVT/FUND run
    assert rows[("T1", "pit")]["CALC"] is None
    (robust,) = [r for r in gaps["robustness"] if r["task"] == "CALC"]
    assert robust["prompt_pairs"] == 8 and robust["perturb_pairs"] == 20
    assert robust["prompt_change_rate"] == 0.0 and robust["perturb_change_rate"] == 0.0 and robust["score_delta"] == 0.0

    listed = json.loads(invoke("runs", "list", "--json", *opts).output)
    assert [r["task"] for r in listed] == ["CF", "CALC", "VAL"]
    for found in listed:
        counts = found["counts"]
        assert found["status"] == "complete" and counts["locked"] == counts["jobs"] == counts["scored"]
        assert found["forecasters"] == [FORECASTER] and found["policies"] == ["pit"] and found["store_position"] > 0
    assert listed[1]["variants"] == 28 and listed[1]["instances_by_regime"] == {"T2": 32}
    shown = invoke("runs", "show", listed[0]["run_id"], *opts)
    assert shown.exit_code == 0 and "complete" in shown.output
    unknown = CliRunner().invoke(cli, ["runs", "show", "run:nope", *opts])
    assert unknown.exit_code != 0 and "unknown run" in unknown.output
    different = CliRunner().invoke(cli, ["runs", "compare", listed[0]["run_id"], listed[1]["run_id"], *opts])
    assert different.exit_code != 0 and "different tasks" in different.output
    same = json.loads(invoke("runs", "compare", listed[0]["run_id"], listed[0]["run_id"], "--resamples", "200",
                             "--json", *opts).output)
    assert same and all(r["n"] > 0 and r["median_difference"] == 0.0 and r["mean_difference"] == 0.0 for r in same)

    out = tmp_path / "report"
    assert invoke("report", "--out", str(out), "--reps", "60", *opts).exit_code == 0
    table = pq.read_table(out / "table1.parquet")
    assert str(table.schema.field("CALC").type) == "double"
    page = (out / "report.html").read_text()
    assert "Table 1" in page and "Robustness (PCR, NCR" in page and "one shared live T3 reference" in page


def test_pooling_weights_markets_and_overall_needs_all_four() -> None:
    key = ("m", "f", "pit", "T2")
    # A.7: market scores 0.80, 0.70, 0.60 on 100, 50, 50 instances pool to 0.725.
    markets = {"CN": Cell(0.8, 100), "US": Cell(0.7, 50), "HK": Cell(0.6, 50)}
    tasks = {t: dict(markets) for t in ("VAL", "RANK", "EVT")}
    tasks["CALC"] = {"CN": Cell(0.1, 30)}
    (row,) = table1_rows({key: tasks})
    assert row["VAL"] == pytest.approx(0.725) and row["Overall"] is None and row["CALC"] == 0.1
    tasks["FUND"] = {"US": Cell(0.325, 10)}
    (row,) = table1_rows({key: tasks})
    assert row["Overall"] == pytest.approx((3 * 0.725 + 0.325) / 4)  # CF and CALC never enter Overall
    by_task = {r["task"]: r for r in market_rows({key: tasks})}
    assert by_task["VAL"]["CN"] == 0.8 and by_task["FUND"]["CN"] is None
    assert by_task["Overall"]["US"] == pytest.approx((3 * 0.7 + 0.325) / 4) and by_task["Overall"]["CN"] is None


def test_matched_windows_are_one_week_each_on_shared_symbols() -> None:
    day = lambda d: datetime(2024, 7, d, tzinfo=UTC)  # noqa: E731
    times = {"a": day(1), "b": day(20), "c": day(24), "d": day(25), "x": day(26), "y": day(30), "z": day(31)}
    symbols = {"a": "AAA", "b": "AAA", "c": "BBB", "d": "CCC", "x": "AAA", "y": "BBB", "z": "DDD"}
    t2, t3 = matched_windows(["a", "b", "c", "d"], ["x", "y", "z"], times, symbols)
    # T2 week: after Jul 18 (b, c, d); T3 week: before Aug 2 (x, y, z); shared symbols AAA and BBB.
    assert t2 == {"b", "c"} and t3 == {"x", "y"}
    assert matched_windows(["a"], [], times, symbols) == (set(), set())


def test_live_items_score_as_each_resolves_and_share_one_reference(tmp_path: Path) -> None:
    from controllers.analysis.tables import policy_gaps
    from controllers.runs.executor import InlineExecutor
    from controllers.runs.runner import Runner, RunRequest, plan_run
    from controllers.runs.scoring import StoreLabels, score_locked
    from tests.controllers.run_data import RUN_DATE as DATE

    store = make_store(tmp_path)
    try:
        instances = tuple(val_instances(store, every=3, start="2024-08-01", end="2024-09-30"))
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit", "search_only"),
                             instances=instances, regimes=("T2", "T3"), run_date=DATE)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        live = sorted({i["resolution_time"] for i in plan.instances if i["regime"] == "T3"})
        assert len(live) > 2
        labels = StoreLabels(store, datetime(2024, 12, 31, tzinfo=UTC), plan.pins.store_position)
        first = score_locked(store, run_id, labels, regimes=("T2", "T3"), now=datetime.fromisoformat(live[0]))
        t3_now = {p.instance_id for p in first.pending if p.regime == "T3"}
        # Only the live item that has resolved by then is scored; the others wait for their own time.
        due = {i["instance_id"] for i in plan.instances if i["regime"] == "T3" and i["resolution_time"] == live[0]}
        assert {i["instance_id"] for i in plan.instances if i["regime"] == "T3"} - t3_now == due  # AAA and BBB
        later = score_locked(store, run_id, labels, regimes=("T2", "T3"), now=datetime(2024, 12, 31, tzinfo=UTC))
        assert not [p for p in later.pending if p.regime == "T3"] and later.already == first.scored
        table = policy_gaps(store, [run_id])
    finally:
        store.close()
    (row,) = table["rows"]
    assert row["reference_policy"] == "search_only" and row["n_T3"] > 0
    for policy in ("pit", "search_only"):
        assert row[f"n_T2 {policy}"] > 0 and row[f"gap {policy}"] == pytest.approx(row[f"T2 {policy}"] - row["T3"])
    assert table["window_days"] == 7 and set(table["mean_abs_gap"]) == {"pit", "search_only"}
    assert table["pages"] == {}  # the baseline retrieves nothing


def test_report_pairs_runs_of_one_task_by_different_models(env: tuple[list[str], dict[str, Path]], tmp_path: Path) -> None:
    opts, files = env
    assert invoke("models", "add", "m2", "--vendor-cutoff", "2024-05-31", *opts).exit_code == 0
    result = invoke("run", "--task", "VAL", "--model", "m2", "--forecaster", FORECASTER, "--instances", str(files["VAL"]),
                    "--regimes", "T1,T2", "--run-date", RUN_DATE, "--workers", "0", "--no-progress", *opts)
    assert result.exit_code == 0, result.output
    out = tmp_path / "report"
    assert invoke("report", "--out", str(out), "--reps", "60", *opts).exit_code == 0
    paired = pq.read_table(out / "paired.parquet").to_pylist()
    assert paired and all(r["n"] > 0 and r["median_difference"] == 0.0 for r in paired)  # same system, same answers
    assert {r["regime"] for r in paired} <= {"T1", "T2"}


def test_store_labels_follow_each_numerical_variant(tmp_path: Path) -> None:
    from controllers.runs.scoring import StoreLabels
    from tasks.instance import Generated
    from tasks.variants import perturb_variants

    store = make_store(tmp_path)
    try:
        request = GenerationRequest(task="FUND", symbols=("AAA",), metric="Revenues",
                                    start=datetime(2024, 4, 1, tzinfo=UTC), end=datetime(2024, 12, 31, tzinfo=UTC))
        base = generate(store, request)[0].instance
        labels = StoreLabels(store, datetime(2024, 12, 31, tzinfo=UTC), store.position())
        actual, _ = labels.label(base)
        assert actual is not None
        made = perturb_variants(Generated(instance=base, resolution=None))
        assert {v.instance.variant.edit for v in made} == {"rescale", "precision", "unit"}  # type: ignore[union-attr]
        for variant in made:
            found, why = labels.label(variant.instance)
            factor = variant.instance.variant.factor or 1.0  # type: ignore[union-attr]
            assert found is not None, why
            assert found.actual_value == pytest.approx(actual.actual_value * factor)  # type: ignore[attr-defined]
    finally:
        store.close()


def test_report_shows_knowledge_and_claims_from_probe_answers(env: tuple[list[str], dict[str, Path]],
                                                              tmp_path: Path) -> None:
    from tasks.generate import write_jsonl
    from tasks.probe import LETTERS, quarter_of
    from tests.tasks.test_findendro import all_questions, option

    opts, _ = env
    questions = all_questions(per_month=4)
    answers = []
    for q in questions:  # knows up to 2021Q2, claims to know up to 2022Q4
        known, claimed = quarter_of(q.month) <= "2021Q2", quarter_of(q.month) <= "2022Q4"
        pick = (option(q, True, None) if known else LETTERS[(q.correct + 1) % 4]) if q.variant == "value" \
            else option(q, known, claimed)
        answers.append({"question_id": q.question_id, "repeat": 0, "answer": pick})
    write_jsonl(tmp_path / "q.jsonl", [q.model_dump(mode="json") for q in questions])
    write_jsonl(tmp_path / "a.jsonl", answers)
    out = tmp_path / "report"
    lone = CliRunner().invoke(cli, ["report", "--out", str(out), "--probe-questions", str(tmp_path / "q.jsonl"), *opts])
    assert lone.exit_code != 0 and "go together" in lone.output
    done = invoke("report", "--out", str(out), "--reps", "60", "--probe-questions", str(tmp_path / "q.jsonl"),
                  "--probe-answers", str(tmp_path / "a.jsonl"), "--probe-model", "m1", *opts)
    assert done.exit_code == 0, done.output
    page = (out / "report.html").read_text()
    assert "Knowledge and claims (FinDendro)" in page and "Where knowledge and claims end" in page
    assert "<td>2021Q2</td><td>2022Q4</td>" in page

"""The HTML report: inline SVG plots (no network), exports, and the rejections from a pit_llm run."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from controllers.analysis.charts import Bar, svg_bars
from controllers.analysis.report import write_report
from controllers.runs.executor import InlineExecutor
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


def test_svg_bars_draws_intervals_and_escapes() -> None:
    svg = svg_bars([Bar("a<b", 0.5, 0.2, 0.7), Bar("neg", -0.25)], "t & t")
    assert svg.startswith("<svg") and "a&lt;b" in svg and "t &amp; t" in svg
    assert svg.count("<rect") == 2 and svg.count('stroke-width="1.5"') == 1  # one interval whisker
    assert '>-0.4</text>' in svg and '>0.8</text>' in svg and '>0</text>' in svg  # axis ticks around the data
    assert "nothing to plot" in svg_bars([], "empty")


def test_svg_bars_prints_counts_as_integers_and_cuts_long_labels() -> None:
    svg = svg_bars([Bar("x" * 200, 646.0), Bar("b", 1851.0)], "counts", integers=True)
    assert ">646</text>" in svg and ">1,851</text>" in svg and "646.000" not in svg
    assert "x" * 200 in svg and "…" in svg  # the full label in the tooltip, a cut one shown


def test_report_files(tmp_path: Path) -> None:
    store = make_store(tmp_path / "s")
    try:
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit", "search_only"),
                             instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
        files = write_report(store, [run_id], tmp_path / "out", reps=60)
        with_residual = write_report(store, [run_id], tmp_path / "out2", reps=60, outcomes={})
    finally:
        store.close()
    out = tmp_path / "out"
    assert "Residual leakage" in (tmp_path / "out2" / "report.html").read_text() and with_residual == files
    exports = ("predictions", "instance_scores", "scores", "audit", "table1", "markets", "gaps_t1_t2", "paired",
               "paired_vs_naive", "policy_gaps",
               "policy_pages", "robustness")
    assert set(files) == {"report.html", *(f"{n}.{e}" for n in exports for e in ("csv", "parquet"))}
    table1 = pq.read_table(out / "table1.parquet")
    assert table1.schema.field("VAL").type == pa.float64() and table1.schema.field("n_VAL").type == pa.int64()
    assert {(r["policy"], r["regime"]) for r in table1.to_pylist()} == {(p, r) for p in ("pit", "search_only")
                                                                        for r in ("T1", "T2")}
    assert all(r["Overall"] is None and r["VAL"] is not None for r in table1.to_pylist())  # Overall needs all four
    memorised = pq.read_table(out / "gaps_t1_t2.parquet").to_pylist()
    assert {r["policy"] for r in memorised} == {"pit", "search_only"} and all(r["US"] is not None for r in memorised)
    page = (out / "report.html").read_text()
    assert "Table 1: T2 task scores, Overall and capability diagnostics" in page
    assert page.count("<svg") == 2 and "Δ(T1,T2)" in page and run_id in page
    assert "no candidate was rejected in these runs" in page  # baselines searched nothing
    assert "no policy runs" in page and "no robustness variants in these runs" in page  # said, not an empty table
    assert "<script" not in page and "cdn" not in page.lower()
    predictions = pq.read_table(out / "predictions.parquet").to_pylist()
    assert len(predictions) == 52 and all(p["output_hash"].startswith("sha256:") for p in predictions)
    scores = pq.read_table(out / "scores.parquet").to_pylist()
    assert {(s["policy"], s["regime"]) for s in scores} == {(p, r) for p in ("pit", "search_only") for r in ("T1", "T2")}


def test_report_names_the_pages_the_judge_failed_on(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from retrieval.audit import CandidateDecision, RequestRecord, write_request
    from retrieval.reasons import Reason, Stage

    store = make_store(tmp_path / "s")
    try:
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                             instances=tuple(val_instances(store))[:2], regimes=("T1", "T2"), run_date=RUN_DATE)
        run_id, _ = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        at = datetime(2024, 3, 1, tzinfo=UTC)
        # the rows the gateway writes when the judge answered HTTP 401 for a page under pit_llm
        write_request(store.engine, RequestRecord(
            request_id="req:judge", run_id=run_id, instance_id="i", tool="search", arguments={"query": "q", "k": 5},
            policy="pit_llm", forecast_time=at, pin=store.position(), status="ok", error=None, clamped=False,
            n_candidates=1, n_returned=0, latency_ms=1.0, recorded_at=at), [CandidateDecision(
                entity_id="doc:a", version=1, recorded_seq=1, stage=Stage.CLASSIFIER, decision="reject",
                reason_code=Reason.CLASSIFIER_UNAVAILABLE,
                evidence={"reason": "llm_http_401: HTTP 401: Invalid API key (not retried)", "label": "ambiguous"})])
        write_report(store, [run_id], tmp_path / "out", reps=20)
    finally:
        store.close()
    page = (tmp_path / "out" / "report.html").read_text()
    assert "<h2>Judge failures</h2>" in page
    assert "judge failed on 1 page: llm_http_401: HTTP 401: Invalid API key (not retried)" in page

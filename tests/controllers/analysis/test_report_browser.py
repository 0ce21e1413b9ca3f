"""The report as a reader sees it: rendered in headless Chromium, nothing overflows, no section is empty."""

from __future__ import annotations

from pathlib import Path

import pyarrow.parquet as pq
import pytest

from controllers.analysis.report import write_report
from controllers.runs.executor import InlineExecutor
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from engine.timestamps import parse_utc
from tests.controllers.analysis.browser import layout_problems
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


def test_a_user_store_report_renders_cleanly(tmp_path: Path) -> None:
    # A user's own store: backtests only (no live predictions, so no policy table), two models.
    store = make_store(tmp_path / "s")
    try:
        add_model(store, "m2", vendor_cutoff=parse_utc("2024-03-20T00:00:00Z"))
        runs = []
        for model in ("m1", "m2"):
            request = RunRequest(task="VAL", model=model, forecasters=("naive", "volatility_band"),
                                 policies=("pit", "search_only"), instances=tuple(val_instances(store)),
                                 regimes=("T1", "T2"), run_date=RUN_DATE)
            run_id, plan = plan_run(store, request, "rev")
            Runner(store, InlineExecutor(store), progress=False).execute(run_id)
            score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
            runs.append(run_id)
        write_report(store, runs, tmp_path / "out", reps=60)
    finally:
        store.close()
    page = tmp_path / "out" / "report.html"
    text = page.read_text(encoding="utf-8")
    assert "no policy runs" in text and "<svg" in text
    versus = pq.read_table(tmp_path / "out" / "paired_vs_naive.parquet").to_pylist()
    assert {(r["forecaster"], r["versus"]) for r in versus} == {("volatility_band", "naive")}
    jobs = {(p["run_id"], p["job_key"]): (p["forecaster"], p["policy"])
            for p in pq.read_table(tmp_path / "out" / "predictions.parquet").to_pylist()}
    scores = [(*jobs[(s["run_id"], s["job_key"])], s) for s in
              pq.read_table(tmp_path / "out" / "instance_scores.parquet").to_pylist()]
    for row in versus:  # the mean paired difference is the mean of per-instance differences
        own, base = ({s["instance_id"]: s["instance_score"] for f, p, s in scores if f == name and p == row["policy"]
                      and s["run_id"] == row["run"] and s["regime"] == row["regime"]}
                     for name in ("volatility_band", "naive"))
        assert row["n"] == len(own) == len(base)
        assert row["mean_difference"] == pytest.approx(sum(own[i] - base[i] for i in own) / len(own))
    assert layout_problems(page) == []


def test_the_check_fails_on_overflow_and_empty_sections(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    page.write_text(
        "<!doctype html><html><head><meta charset='utf-8'></head><body>"
        "<h2>Wide</h2><table><tr><th>x</th></tr><tr><td style='white-space:nowrap'>" + "w" * 600 + "</td></tr></table>"
        "<h2>Header only</h2><table><tr><th>a</th><th>b</th></tr></table>"
        "<h2>Nothing</h2>"
        "<h2>Chart</h2><svg xmlns='http://www.w3.org/2000/svg' width='100' height='40' viewBox='0 0 100 40'>"
        "<text x='4' y='14' font-size='11'>a label far too long for this chart</text>"
        "<text x='6' y='16' font-size='11'>overdrawn</text></svg>"
        "</body></html>", encoding="utf-8")
    problems = "\n".join(layout_problems(page))
    for expected in ("page is", "table with no rows: Header only", "empty section: Nothing", "chart text cut off",
                     "chart texts overlap"):
        assert expected in problems, (expected, problems)

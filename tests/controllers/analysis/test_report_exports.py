"""Every export of a report aggregates in DuckDB without a cast: instants, scores and counts are typed."""

from __future__ import annotations

from pathlib import Path

import duckdb

from controllers.analysis.report import write_report
from controllers.runs.executor import InlineExecutor
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


def _types(path: Path) -> dict[str, str]:
    return {name: kind for name, kind, *_ in duckdb.sql(f"describe select * from '{path}'").fetchall()}


def test_each_export_is_typed_and_duckdb_aggregates_it(tmp_path: Path) -> None:
    store = make_store(tmp_path / "s")
    try:
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                             instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
        files = write_report(store, [run_id], tmp_path / "out", reps=40)
    finally:
        store.close()
    out = tmp_path / "out"
    for name in (f for f in files if f.endswith(".parquet")):
        assert "VARCHAR" not in {_types(out / name).get(c) for c in ("score", "n", "seq", "forecast_time", "locked_at")}, name
    scores = _types(out / "scores.parquet")
    assert scores["score"] == "DOUBLE" and scores["n"] == "BIGINT"
    by_task = duckdb.sql(f"select task, avg(score), sum(n) from '{out / 'scores.parquet'}' group by task").fetchall()
    assert by_task and by_task[0][0] == "VAL" and 0.0 <= by_task[0][1] <= 1.0
    predictions = _types(out / "predictions.parquet")
    assert predictions["forecast_time"] == "TIMESTAMP WITH TIME ZONE" and predictions["seq"] == "BIGINT"
    instance_scores = _types(out / "instance_scores.parquet")
    assert instance_scores["instance_score"] == "DOUBLE" and instance_scores["resolved_at"] == "TIMESTAMP WITH TIME ZONE"
    (n,) = duckdb.sql(f"select count(*) from '{out / 'instance_scores.parquet'}' where instance_score >= 0").fetchall()[0]
    assert n > 0

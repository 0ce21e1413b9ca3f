"""Typed exports: the same columns in CSV, Parquet and JSON, and types DuckDB can aggregate."""

from __future__ import annotations

import csv
import json
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

from engine.errors import InputError
from engine.exports import COUNT, INSTANT, NUMBER, TEXT, typed_table, write_all

ROWS = [
    {"run_id": "r1", "task": "VAL", "score": 1, "n": 3, "forecast_time": "2024-03-05T16:00:00Z",
     "locked_at": datetime(2024, 3, 5, 17, tzinfo=UTC), "evidence": {"dates": ["2024-03-06"]}, "ok": True},
    {"run_id": "r2", "task": "VAL", "score": 0.5, "n": 2, "forecast_time": "2024-03-06T09:30:00+01:00",
     "locked_at": None, "evidence": None, "ok": False},
]


def test_types_are_inferred_from_values_and_names() -> None:
    table = typed_table(ROWS)
    assert table.schema.field("score").type == NUMBER  # a measure, even when a value is whole
    assert table.schema.field("n").type == COUNT
    assert table.schema.field("forecast_time").type == INSTANT and table.schema.field("locked_at").type == INSTANT
    assert table.schema.field("evidence").type == TEXT and table.schema.field("ok").type == pa.bool_()
    assert table.column("forecast_time").to_pylist()[1] == datetime(2024, 3, 6, 8, 30, tzinfo=UTC)


def test_mixed_values_stay_text_and_declared_types_win() -> None:
    rows = [{"value": 1.5}, {"value": "n/a"}, {"value": None}]
    assert typed_table(rows).schema.field("value").type == TEXT
    assert typed_table([{"n": 2}], types={"n": NUMBER}).schema.field("n").type == NUMBER
    with pytest.raises(InputError, match="column 'n', row 1"):
        typed_table([{"n": 2}, {"n": "two"}], types={"n": COUNT})
    with pytest.raises(InputError, match="not an aware instant"):
        typed_table([{"t": "2024-03-05T16:00:00"}], types={"t": INSTANT})  # naive: an error, not a guess


def test_every_format_has_the_same_columns_and_duckdb_aggregates_parquet(tmp_path: Path) -> None:
    files = write_all(ROWS, tmp_path, "scores", formats=("csv", "parquet", "json"))
    assert files == ["scores.csv", "scores.parquet", "scores.json"]
    with open(tmp_path / "scores.csv", encoding="utf-8") as handle:
        csv_columns = next(csv.reader(handle))
    json_rows = json.loads((tmp_path / "scores.json").read_text(encoding="utf-8"))
    parquet = str(tmp_path / "scores.parquet")
    parquet_columns = [row[0] for row in duckdb.sql(f"describe select * from '{parquet}'").fetchall()]
    assert csv_columns == parquet_columns == list(json_rows[0]) == list(ROWS[0])
    assert json_rows[0]["forecast_time"] == "2024-03-05T16:00:00Z"
    (mean,) = duckdb.sql(f"select avg(score) from '{parquet}' group by task").fetchall()[0]
    assert mean == pytest.approx(0.75)
    (latest,) = duckdb.sql(f"select max(forecast_time) from '{parquet}'").fetchall()[0]
    assert latest == datetime(2024, 3, 6, 8, 30, tzinfo=UTC)


def test_declared_columns_type_an_empty_export(tmp_path: Path) -> None:
    write_all([], tmp_path, "audit", columns=("forecast_time", "version"), types={"forecast_time": INSTANT, "version": COUNT})
    schema = duckdb.sql(f"describe select * from '{tmp_path / 'audit.parquet'}'").fetchall()
    assert [(name, kind) for name, kind, *_ in schema] == [("forecast_time", "TIMESTAMP WITH TIME ZONE"), ("version", "BIGINT")]

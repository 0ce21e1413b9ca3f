"""`asof audit` exports: the same columns in CSV, Parquet and JSON, typed, with the query, URL and title."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta
from pathlib import Path

import duckdb
from click.testing import CliRunner

from controllers.cli.main import main
from controllers.cli.retrieval_commands import AUDIT_COLUMNS
from pit_store.records import RecordDraft
from tests.conftest import open_store
from tests.retrieval.test_gateway_classifiers import CLEAN, LEAK, T


def _store_with_audit(tmp_path: Path) -> dict[str, str]:
    url, data = f"sqlite:///{tmp_path / 's.db'}", tmp_path / "data"
    store = open_store(url, data)
    store.append([
        RecordDraft(record_type="document", entity_id="doc:old", known_at=T - timedelta(days=10), source="t",
                    payload={"url": "https://news.example.com/old", "title": "Acme quarter", "text": CLEAN}),
        RecordDraft(record_type="document", entity_id="doc:later", known_at=T - timedelta(days=2), source="t",
                    payload={"url": "https://news.example.com/later", "title": "Acme revenue", "text": LEAK}),
    ], source="t")
    store.close()
    env = {"ASOF_STORE": url, "ASOF_DATA": str(data)}
    searched = CliRunner(env=env).invoke(main, ["search", "Acme revenue", "--as-of", T.isoformat(), "--policy", "pit_llm"],
                                         catch_exceptions=False)
    assert searched.exit_code == 0, searched.output
    return env


def test_csv_parquet_and_json_carry_the_same_typed_columns(tmp_path: Path) -> None:
    env = _store_with_audit(tmp_path)
    runner = CliRunner(env=env)
    as_json = json.loads(runner.invoke(main, ["audit", "--format", "json"], catch_exceptions=False).output)
    as_csv = list(csv.DictReader(io.StringIO(runner.invoke(main, ["audit", "--format", "csv"], catch_exceptions=False).output)))
    out = tmp_path / "audit.parquet"
    assert runner.invoke(main, ["audit", "--format", "parquet", "--out", str(out)], catch_exceptions=False).exit_code == 0
    assert list(as_json[0]) == list(as_csv[0]) == list(AUDIT_COLUMNS)
    assert [row[0] for row in duckdb.sql(f"describe select * from '{out}'").fetchall()] == list(AUDIT_COLUMNS)
    by_url = {row["url"]: row for row in as_json}
    assert by_url["https://news.example.com/later"]["decision"] == "reject"
    assert by_url["https://news.example.com/old"]["title"] == "Acme quarter"
    assert as_json[0]["arguments"]["query"] == "Acme revenue"  # the query travels with each decision
    types = dict((name, kind) for name, kind, *_ in duckdb.sql(f"describe select * from '{out}'").fetchall())
    assert types["forecast_time"] == "TIMESTAMP WITH TIME ZONE" and types["recorded_seq"] == "BIGINT"
    counts = duckdb.sql(f"select decision, count(*) from '{out}' group by decision order by decision").fetchall()
    assert counts == [("accept", 1), ("reject", 1)]


def test_limit_and_summary_header(tmp_path: Path) -> None:
    runner = CliRunner(env=_store_with_audit(tmp_path))
    limited = json.loads(runner.invoke(main, ["audit", "--format", "json", "--limit", "1"], catch_exceptions=False).output)
    assert len(limited) == 1
    summary = runner.invoke(main, ["audit", "summary"], catch_exceptions=False).output.splitlines()
    assert summary[0].split() == ["policy", "stage", "decision", "reason", "count"]

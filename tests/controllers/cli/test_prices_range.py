"""`asof prices --start/--end`: a range of bars as known at t, as text, JSON or a typed file; `--json` on ingest."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
from click.testing import CliRunner

from controllers.cli.main import main
from tests.controllers.run_data import make_store

RANGE = ["--start", "2024-03-01T00:00:00Z", "--end", "2024-03-15T00:00:00Z"]


def _env(tmp_path: Path) -> dict[str, str]:
    make_store(tmp_path / "s").close()
    return {"ASOF_STORE": f"sqlite:///{tmp_path / 's' / 'asof.db'}", "ASOF_DATA": str(tmp_path / "s" / "data")}


def test_range_as_json_and_typed_parquet(tmp_path: Path) -> None:
    runner = CliRunner(env=_env(tmp_path))
    early = json.loads(runner.invoke(main, ["prices", "AAA", "--as-of", "2024-03-08T00:00:00Z", *RANGE, "--json"],
                                     catch_exceptions=False).output)
    late = json.loads(runner.invoke(main, ["prices", "AAA", "--as-of", "2024-06-01T00:00:00Z", *RANGE, "--json"],
                                    catch_exceptions=False).output)
    assert early["bars"] and len(late["bars"]) > len(early["bars"])  # bars after t are not known at t
    assert all(bar["known_at"] <= "2024-03-08T00:00:00" for bar in early["bars"])
    out = tmp_path / "aaa.parquet"
    written = runner.invoke(main, ["prices", "AAA", "--as-of", "2024-06-01T00:00:00Z", *RANGE, "--out", str(out)],
                            catch_exceptions=False)
    assert f"{len(late['bars'])} bar(s) written" in written.output
    kinds = {name: kind for name, kind, *_ in duckdb.sql(f"describe select * from '{out}'").fetchall()}
    assert kinds["session"] == "DATE" and kinds["known_at"] == "TIMESTAMP WITH TIME ZONE" and kinds["close"] == "DOUBLE"
    (mean,) = duckdb.sql(f"select avg(close) from '{out}'").fetchall()[0]
    assert mean > 0


def test_half_a_range_and_bad_suffix_are_refused(tmp_path: Path) -> None:
    runner = CliRunner(env=_env(tmp_path))
    half = runner.invoke(main, ["prices", "AAA", "--as-of", "2024-06-01T00:00:00Z", "--start", "2024-03-01T00:00:00Z"])
    assert half.exit_code == 1 and "give both --start and --end" in half.output
    bad = runner.invoke(main, ["prices", "AAA", "--as-of", "2024-06-01T00:00:00Z", *RANGE, "--out", str(tmp_path / "x.xlsx")])
    assert bad.exit_code == 1 and "must end in .csv, .parquet or .json" in bad.output
    assert not (tmp_path / "x.xlsx").exists()


def test_ingest_reports_as_json(tmp_path: Path) -> None:
    env = _env(tmp_path)
    events = Path(__file__).parents[3] / "examples" / "events.jsonl"
    shown = CliRunner(env=env).invoke(main, ["ingest", "events", str(events), "--json"], catch_exceptions=False)
    report = json.loads(shown.output)
    assert report["record_type"] == "event" and report["read"] == report["added"] > 0


def test_tasks_generate_reports_as_json(tmp_path: Path) -> None:
    env = _env(tmp_path)
    out = tmp_path / "val.jsonl"
    shown = CliRunner(env=env).invoke(main, ["tasks", "generate", "VAL", "--symbols", "AAA", "--from", "2024-02-01T00:00:00Z",
                                             "--to", "2024-03-01T00:00:00Z", "--every", "5", "--out", str(out), "--json"],
                                      catch_exceptions=False)
    data = json.loads(shown.output)
    assert data["task"] == "VAL" and data["instances"] == len(out.read_text().splitlines()) > 0 and data["labels"] is None

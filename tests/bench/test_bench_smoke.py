"""The benchmarks run end to end at smoke-test sizes and check their own answers.

Speed targets live in the benchmarks, never here: these tests prove that the bench code works
(data generation, loading, timing, the correctness checks, the report and the CLI), on tiny data.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench import BenchmarkFailed, Progress, Report, documents, interleaved, pages, prices, render, stress
from bench.__main__ import main
from engine.ids import stable_id
from pit_store.verify import verify_store
from tests.conftest import open_store

QUIET = Progress("test", quiet=True)
TINY_PRICES = prices.PriceSize(bars=2_000, sessions=200, queries=100, batches=2, repeats=1)
TINY_PAGES = pages.PageSize(pages=len(pages.TEMPLATES) * 2)
TINY_DOCUMENTS = documents.DocumentSize(versions=2_000, entities=600, batches=2, repeats=1, count_repeats=1)


def _metric_names(report: Report) -> set[str]:
    return {metric.name for metric in report.metrics}


def test_prices_benchmark_agrees_with_pandas(tmp_path: Path) -> None:
    report = prices.run(tmp_path, TINY_PRICES, log=QUIET)
    assert report.params["bars"] == 10 * 200
    assert {"same bar for every query (pandas)", "same bar for every query (DuckDB ASOF)", "single lookups"} <= set(report.checks)
    assert {"asof prices_as_of (index built)", "ratio asof / merge_asof pre-sorted", "ratio asof / numpy floor",
            "one price_as_of p50 (index built)", "ingest rate"} <= _metric_names(report)
    assert "synthetic" in report.data
    assert "synthetic" in render(report)


def test_prices_comparison_rejects_a_different_bar() -> None:
    t = datetime(2024, 1, 2, 21, tzinfo=UTC)
    ours = pa.table({"event_time": pa.array([t, None], pa.timestamp("us", tz="UTC")), "close": [1.0, None]})
    assert prices.compare(ours, pd.DataFrame({"event_time": [t, None], "close": [1.0, None]}), 2) == (1, 1)
    with pytest.raises(BenchmarkFailed, match="1 of 2 queries got a different bar"):
        prices.compare(ours, pd.DataFrame({"event_time": [t, t], "close": [1.0, 2.0]}), 2)
    with pytest.raises(BenchmarkFailed, match="different close"):
        prices.compare(ours, pd.DataFrame({"event_time": [t, None], "close": [1.5, None]}), 2)


def test_pages_benchmark_checks_every_known_at(tmp_path: Path) -> None:
    report = pages.run(tmp_path, TINY_PAGES, log=QUIET)
    assert "known_at of every page" in report.checks
    assert {"pages/s, extraction alone", "pages/s, extraction + store"} <= _metric_names(report)
    html = (tmp_path / "pages" / "00003-chinese.html").read_text(encoding="utf-8")
    assert "synthetic" in html and "发布时间" in html


def test_pages_check_rejects_a_wrong_date(tmp_path: Path) -> None:
    from pit_store.ingest.documents import read_documents

    written = pages.write_pages(tmp_path, pages.PageSize(pages=1))
    drafts = read_documents(tmp_path, captured_at=pages.CAPTURED_AT)
    pages._check_dates(written, drafts, Report("p", "p", "synthetic"))
    wrong = [pages.Page(p.name, p.html, p.url, p.expected.replace(year=2000)) for p in written]
    with pytest.raises(BenchmarkFailed, match="1 pages got another URL or known_at"):
        pages._check_dates(wrong, drafts, Report("p", "p", "synthetic"))


def test_documents_benchmark_on_sqlite(tmp_path: Path) -> None:
    report = documents.run(tmp_path, TINY_DOCUMENTS, log=QUIET)
    assert len([name for name in report.checks if name.startswith("sqlite t=")]) == len(documents.QUERY_YEARS)
    names = _metric_names(report)
    assert "sqlite: worst listing ratio (documents_as_of / bare)" in names
    assert any("alternative" in name for name in names)


def test_documents_bulk_load_keeps_the_store_valid(tmp_path: Path) -> None:
    corpus = documents.generate(TINY_DOCUMENTS)
    assert corpus.size == TINY_DOCUMENTS.versions
    assert np.all(np.diff(corpus.known_us) >= 0)
    store = open_store(f"sqlite:///{tmp_path / 'docs.db'}", tmp_path / "data")
    try:
        documents.load(store, corpus, 3, QUIET)
        report = verify_store(store)
        assert report.ok, [check for check in report.checks if not check.ok]
        assert store.counts() == {"document": TINY_DOCUMENTS.versions}
        versions = store.history(stable_id("doc", documents.url_of(0)))
        assert [v.version for v in versions] == list(range(1, len(versions) + 1))
        assert [v.kind for v in versions][:1] == ["original"]
    finally:
        store.close()


@pytest.mark.postgres
def test_documents_benchmark_on_postgresql(tmp_path: Path, pg_url: str) -> None:
    report = documents.run(
        tmp_path, TINY_DOCUMENTS, postgres_url=pg_url, postgres_size=TINY_DOCUMENTS, sqlite=False, log=QUIET
    )
    assert len([name for name in report.checks if name.startswith("postgresql t=")]) == len(documents.QUERY_YEARS)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 5), st.integers(0, 50), st.booleans()), min_size=1, max_size=40),
    st.integers(-1, 55),
)
def test_expected_visible_matches_brute_force(rows: list[tuple[int, int, bool]], cut: int) -> None:
    ordered = sorted(rows, key=lambda row: row[1])
    corpus = documents.Corpus(
        entity=np.array([e for e, _, _ in ordered]),
        version=np.arange(1, len(ordered) + 1),
        known_us=np.array([k for _, k, _ in ordered]),
        retraction=np.array([r for _, _, r in ordered]),
        seed=0,
    )
    latest: dict[int, int] = {}
    for i, (entity, known, _) in enumerate(ordered):
        if known <= cut:
            latest[entity] = i
    visible = sorted((i for i in latest.values() if not ordered[i][2]), reverse=True)
    count, top = documents.expected_visible(corpus, cut)
    assert count == len(visible)
    assert top == [(documents.url_of(ordered[i][0]), i + 1) for i in visible[: documents.LISTING_LIMIT]]


def test_interleaved_alternates_and_takes_medians() -> None:
    calls: list[str] = []
    timings = interleaved({"a": lambda: calls.append("a") or 1, "b": lambda: calls.append("b") or 2}, 3)
    assert calls == ["a", "b"] * 3
    assert timings["a"].result == 1 and len(timings["b"].times) == 3
    with pytest.raises(ValueError):
        interleaved({"a": lambda: None}, 0)


def test_cli_writes_results_and_refuses_unknown_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert main(["documents", "--quick", "--no-pg", "--out", str(out), "--workdir", str(tmp_path / "work")]) == 0
    saved = json.loads((out / "documents.json").read_text())
    assert saved["name"] == "documents" and saved["params"]["quick"] is True and saved["run_at"]
    assert "As-of document listing" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exited:
        main(["nope"])
    assert exited.value.code == 2


def test_stress_runs_the_property_in_a_subprocess_and_reports() -> None:
    report = stress.run(stress.StressSize(examples=3), pg=None, log=QUIET)
    assert report.checks == {"property held on sqlite": "3 examples"}
    assert {"sqlite: wall time", "sqlite: examples per second"} == _metric_names(report)
    assert report.notes == ["PostgreSQL skipped (--no-pg)"]

"""Hostile input through every structured reader into the store, on every backend.

Each rule that turns a crash into a located error has its own hand-written case; then hypothesis
throws arbitrary JSON values (lone surrogates, NULs, huge and non-finite numbers, deep nesting,
long text) into every field of the JSON readers and arbitrary cells into the CSV readers, and the
only outcomes allowed are a stored batch or an `InputError` that left the store untouched. The
subclasses in test_hostile_sqlite.py and test_hostile_postgres.py give `store_url`.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from pit_store.ingest.events import read_events
from pit_store.ingest.filings import read_filings
from pit_store.ingest.macro import read_macro
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from pit_store.verify import verify_store

EVENT = {"company": "AAPL", "event": "earnings", "fiscal_period": "2013Q1", "status": "scheduled",
         "event_time": "2013-01-23T21:30:00Z", "known_at": "2012-12-18T13:00:00Z"}
FILING = {"company": "AAPL", "form": "10-Q", "fiscal_period": "2013Q1", "period_start": "2012-09-30",
          "period_end": "2012-12-29", "item": "Revenues", "value": 54512000000, "unit": "USD",
          "accepted_at": "2013-01-24T21:05:00Z", "accession": "0001193125-13-022339"}
MACRO_HEADER = "series_id,realtime_start,realtime_end,date,value\n"
PRICE_HEADER = "symbol,date,open,high,low,close,volume\n"
NESTED = "[" * 50_000 + "]" * 50_000

Reader = Callable[[Path], Any]
READERS: dict[str, Reader] = {".events.jsonl": read_events, ".filings.jsonl": read_filings, ".macro.csv": read_macro,
                              ".prices.csv": read_prices}


def ingest(store: PitStore, folder: Path, suffix: str, content: str) -> None:
    """Write `content`, read it with the reader for `suffix` and append it to `store`."""
    path = folder / f"{uuid.uuid4().hex[:8]}{suffix}"
    path.write_bytes(content.encode("utf-8", "surrogatepass"))
    read = READERS[suffix](path)
    if suffix == ".prices.csv":
        append_prices(store, read, source=str(path))
    else:
        store.append(read, source=str(path))


def hostile_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=True)  # escapes keep lone surrogates and NULs in the text


class HostileSuite:
    """Readers and store on one backend; subclasses provide `store_url`."""

    @pytest.mark.parametrize(
        ("suffix", "content", "field", "fragment"),
        [
            (".events.jsonl", '{"company":"A","x":' + NESTED + "}", None, "nested too deeply"),
            (".events.jsonl", hostile_json(EVENT)[:-1] + ', "extra": ' + "[" * 80 + "]" * 80 + "}", None, "nested deeper"),
            (".events.jsonl", hostile_json({**EVENT, "company": "AAPL\udcff"}), None, "lone surrogate"),
            (".events.jsonl", hostile_json({**EVENT, "known_at": "9999-12-31T23:59:59-05:00"}), "known_at", "range"),
            (".events.jsonl", hostile_json({**EVENT, "known_at": "2012-12-18T13:00:00+99:00"}), "known_at", "timestamp"),
            (".events.jsonl", hostile_json({**EVENT, "company": "C" * 5000}), "subject", "longer than 400"),
            (".events.jsonl", hostile_json({**EVENT, "company": "AA\u0000PL"}), "subject", "NUL"),
            (".filings.jsonl", hostile_json(FILING).replace("54512000000", "1e400"), "value", "finite"),
            (".filings.jsonl", hostile_json(FILING).replace("54512000000", "9" * 5000), None, "invalid JSON"),
            (".filings.jsonl", hostile_json(FILING) + "\n" + NESTED, None, "nested too deeply"),
            (".filings.jsonl", '{"facts":' + NESTED + "}", None, "nested too deeply"),
            (".filings.jsonl", hostile_json({**FILING, "company": "C" * 5000}), "subject", "longer than 400"),
            (".macro.csv", MACRO_HEADER + "S" * 5000 + ",2013-01-16,2013-02-20,2012-12-01,231.2\n", "subject", "longer"),
            (".macro.csv", MACRO_HEADER + "CP\x00I,2013-01-16,2013-02-20,2012-12-01,231.2\n", "subject", "NUL"),
            (".prices.csv", PRICE_HEADER + "S" * 300 + ",2024-01-02,1,2,0.5,1.5,100\n", "symbol", "longer than 64"),
            (".prices.csv", PRICE_HEADER + "A\x00B,2024-01-02,1,2,0.5,1.5,100\n", "symbol", "NUL"),
        ],
    )
    def test_each_hostile_input_is_a_located_error_and_writes_nothing(
        self, store: PitStore, tmp_path: Path, suffix: str, content: str, field: str | None, fragment: str
    ) -> None:
        with pytest.raises(InputError) as caught:
            ingest(store, tmp_path, suffix, content)
        error = caught.value
        assert error.file is not None and suffix in error.file
        assert error.field == field
        assert fragment.lower() in error.message.lower(), error
        assert store.position() == 0
        assert list(tmp_path.glob("data/prices/**/*.parquet")) == []

    @settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow])
    @given(
        suffix=st.sampled_from([".events.jsonl", ".filings.jsonl"]),
        field=st.sampled_from(sorted(set(EVENT) | set(FILING))),
        value=st.recursive(
            st.one_of(
                st.none(), st.booleans(), st.integers(), st.floats(),
                st.text(alphabet=st.characters(exclude_categories=()), max_size=30),
                st.text(max_size=600), st.sampled_from(["9999-12-31T23:59:59-05:00", "2012-12-18T13:00:00+99:00", "1e400"]),
            ),
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
            max_leaves=8,
        ),
    )
    def test_fuzzed_json_fields_never_crash(self, store: PitStore, tmp_path: Path, suffix: str, field: str, value: Any) -> None:
        base = EVENT if suffix == ".events.jsonl" else FILING
        before = store.position()
        try:
            ingest(store, tmp_path, suffix, hostile_json({**base, field: value}))
        except InputError:
            assert store.position() == before

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow])
    @given(
        suffix=st.sampled_from([".macro.csv", ".prices.csv"]),
        column=st.integers(0, 4),
        cell=st.one_of(
            st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=30),
            st.text(alphabet="S9.e-+:", min_size=60, max_size=400),
            st.sampled_from(["1e400", "-0", "nan", "inf", "9999-12-31", "0001-01-01", "2024-01-02T00:00+99:00"]),
        ),
    )
    def test_fuzzed_csv_cells_never_crash(self, store: PitStore, tmp_path: Path, suffix: str, column: int, cell: str) -> None:
        row = (["CPI", "2013-01-16", "2013-02-20", "2012-12-01", "231.2"] if suffix == ".macro.csv"
               else ["AAA", "2024-01-02", "1", "2", "0.5", "1.5", "100"])
        row[column] = '"' + cell.replace('"', '""') + '"'
        before = store.position()
        try:
            ingest(store, tmp_path, suffix, (MACRO_HEADER if suffix == ".macro.csv" else PRICE_HEADER) + ",".join(row) + "\n")
        except InputError:
            assert store.position() == before

    def test_store_verifies_after_the_fuzzing(self, store: PitStore, tmp_path: Path) -> None:
        ingest(store, tmp_path, ".events.jsonl", hostile_json(EVENT))
        with pytest.raises(InputError):
            ingest(store, tmp_path, ".events.jsonl", hostile_json({**EVENT, "company": "X\udcff"}))
        assert verify_store(store).ok

"""The price index answers as DuckDB over the Parquet files does, under any history of ingests.

Written once; test_price_index_sqlite.py and test_price_index_postgres.py run it on each backend
(the manifest of price files lives in the record database).
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clock import ManualClock
from engine.errors import InputError
from pit_store import price_index
from pit_store.as_of import price_as_of, prices_as_of, prices_as_of_duckdb
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices, duck, registered_files
from pit_store.store import PitStore

SESSIONS = [date(2024, 1, 2), date(2024, 1, 3), date(2024, 1, 4), date(2024, 1, 5), date(2024, 1, 8)]
MICRO = timedelta(microseconds=1)
PROPERTY = settings(
    max_examples=int(os.environ.get("ASOF_PRICE_INDEX_EXAMPLES", "40")),
    deadline=None,
    # Examples share the test's store: each writes its own symbols.
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow],
)


def close_of(session: date) -> datetime:
    return datetime(session.year, session.month, session.day, 21, tzinfo=UTC)


@dataclass(frozen=True)
class Ingest:
    """One `append_prices` call: some bars of the example's symbols, with a latency and flags."""

    bars: tuple[tuple[int, int, float], ...]  # (symbol number, session number, close)
    latency: int  # minutes after the close
    floor: int | None  # known_at_floor, minutes after the first session's close
    backfill: bool
    advance: int  # minutes the ingest clock moves first


INGESTS = st.builds(
    Ingest,
    bars=st.lists(
        st.tuples(st.integers(0, 1), st.integers(0, len(SESSIONS) - 1), st.sampled_from([10.0, 11.0, 12.0])),
        min_size=1, max_size=6, unique_by=lambda b: (b[0], b[1]),
    ).map(tuple),
    latency=st.sampled_from([0, 1, 15, 60, 1440]),
    # Floors before, between and long after the closes: a new bar for an old session known late.
    floor=st.one_of(st.none(), st.sampled_from([-60, 0, 30, 1440, 4 * 1440 + 30, 20 * 1440])),
    backfill=st.sampled_from([False, False, True]),
    advance=st.sampled_from([0, 1, 3000]),
)


def table(symbols: list[str], step: Ingest) -> pa.Table:
    rows = []
    for line, (who, session, value) in enumerate(step.bars, start=2):
        closes_at = close_of(SESSIONS[session])
        rows.append(dict(
            symbol=symbols[who], interval="1d", session=SESSIONS[session], event_time=closes_at,
            known_at=closes_at + timedelta(minutes=step.latency), open=value, high=value + 1, low=value - 1,
            close=value, adj_close=value, volume=100.0, calendar="XNYS", line=line,
        ))
    return pa.Table.from_pylist(rows, schema=INPUT_SCHEMA)


def stored_instants(store: PitStore, symbols: list[str]) -> list[datetime]:
    """Every stored version's known_at: the instants where an answer can change."""
    with store.engine.connect() as connection:
        files = registered_files(connection, store.data_dir, symbols=symbols)
    if not files:
        return []
    return [row[0] for row in duck().execute("SELECT DISTINCT known_at FROM read_parquet(?)", [files]).fetchall()]


class PriceIndexSuite:
    """Behaviour every backend must show. Subclasses provide the `store_url` fixture."""

    @PROPERTY
    @given(
        steps=st.lists(INGESTS, min_size=1, max_size=4),
        picks=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10_000), st.sampled_from([-1, 0, 1])), min_size=1, max_size=25),
        embargo=st.sampled_from([timedelta(0), timedelta(minutes=1), timedelta(days=1)]),
        pin_pick=st.integers(0, 10_000),
    )
    def test_index_answers_as_duckdb_does(
        self, store: PitStore, steps: list[Ingest], picks: list[tuple[int, int, int]], embargo: timedelta, pin_pick: int
    ) -> None:
        symbols = [f"S{uuid.uuid4().hex[:8]}", f"S{uuid.uuid4().hex[:8]}"]
        clock = store.clock
        assert isinstance(clock, ManualClock)
        positions = [store.position()]
        for step in steps:
            clock.advance(timedelta(minutes=step.advance))
            floor = None if step.floor is None else close_of(SESSIONS[0]) + timedelta(minutes=step.floor)
            try:
                append_prices(store, table(symbols, step), source="step", known_at_floor=floor, backfill=step.backfill)
            except InputError:
                pass  # a correction that would be known before the version it corrects: refused, nothing written
            positions.append(store.position())
        instants = sorted(set(stored_instants(store, symbols))) or [close_of(SESSIONS[0])]
        queries = [
            # A third symbol was never stored; instants sit on, just before and just after each known_at.
            ((symbols + ["NEVER"])[who], instants[at % len(instants)] + nudge * MICRO + embargo)
            for who, at, nudge in picks
        ]
        pin = positions[pin_pick % len(positions)]
        ours = prices_as_of(store, queries, pin=pin, embargo=embargo)
        reference = prices_as_of_duckdb(store, queries, pin=pin, embargo=embargo)
        assert ours.column_names == reference.column_names
        assert ours.to_pylist() == reference.to_pylist()

    def test_a_bar_backfilled_late_is_not_later_than_the_bars_after_it(self, store: PitStore) -> None:
        # The 3 January bar is stored long after the 4 January one: at t after both, the latest
        # bar is still 4 January's (the latest bar time known), not the last one to become known.
        early, late = close_of(date(2024, 1, 4)), datetime(2024, 2, 1, tzinfo=UTC)
        append_prices(store, table(["AAA"], Ingest(((0, 2, 10.0),), 0, None, False, 0)), source="p")
        append_prices(store, table(["AAA"], Ingest(((0, 1, 9.0),), 0, 0, False, 0)), source="p", known_at_floor=late)
        shown = price_as_of(store, "AAA", late)
        assert shown is not None and shown.session == date(2024, 1, 4)
        assert price_as_of(store, "AAA", early - MICRO) is None
        reference = prices_as_of_duckdb(store, [("AAA", late)]).to_pylist()[0]
        assert reference["session"] == date(2024, 1, 4)

    def test_a_new_file_makes_a_new_index(self, store: PitStore) -> None:
        append_prices(store, table(["AAA"], Ingest(((0, 0, 10.0),), 0, None, False, 0)), source="p")
        at = datetime(2024, 2, 1, tzinfo=UTC)
        first = price_as_of(store, "AAA", at)
        assert first is not None and first.session == SESSIONS[0]
        append_prices(store, table(["AAA"], Ingest(((0, 1, 10.0),), 0, None, False, 0)), source="p")
        second = price_as_of(store, "AAA", at)
        assert second is not None and second.session == SESSIONS[1]
        # The earlier pin still reads the earlier files (its own index).
        pinned = price_as_of(store, "AAA", at, pin=1)
        assert pinned is not None and pinned.session == SESSIONS[0]

    def test_the_index_is_built_once_per_files_and_pin(self, store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
        append_prices(store, table(["AAA", "BBB"], Ingest(((0, 0, 10.0), (1, 0, 20.0)), 0, None, False, 0)), source="p")
        builds: list[tuple[str, ...] | None] = []
        real = price_index.build
        monkeypatch.setattr(price_index, "build", lambda paths, symbols, *a: builds.append(tuple(symbols)) or real(paths, symbols, *a))
        at = datetime(2024, 2, 1, tzinfo=UTC)
        assert prices_as_of(store, [("BBB", at), ("AAA", at)])["close"].to_pylist() == [20.0, 10.0]
        for _ in range(3):  # an index of every file serves any symbol
            assert price_as_of(store, "AAA", at) is not None
        assert builds == [("AAA", "BBB")]
        # A new file: a lookup naming few of the store's symbols indexes just their files, once.
        append_prices(store, table(["CCC"], Ingest(((0, 0, 30.0),), 0, None, False, 0)), source="p")
        for _ in range(3):
            assert price_as_of(store, "AAA", at) is not None
        assert builds == [("AAA", "BBB"), ("AAA",)]

    def test_no_files_or_no_bar_gives_null_columns(self, store: PitStore) -> None:
        at = datetime(2024, 2, 1, tzinfo=UTC)
        empty = prices_as_of(store, [("AAA", at)])
        assert empty.column_names == prices_as_of_duckdb(store, [("AAA", at)]).column_names
        assert empty.to_pylist()[0]["event_time"] is None
        append_prices(store, table(["AAA"], Ingest(((0, 0, 10.0),), 0, None, False, 0)), source="p")
        row = prices_as_of(store, [("AAA", close_of(SESSIONS[0]) - MICRO)]).to_pylist()[0]
        assert row["event_time"] is None and row["interval"] is None
        assert prices_as_of(store, [("AAA", at)], interval="1m")["event_time"].to_pylist() == [None]

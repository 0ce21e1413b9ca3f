"""A small real SQLite store for the task tests: daily bars, events, filings and macro vintages.

Everything here is synthetic test data. Closes follow a deterministic zig-zag per symbol; bars are
stamped at the real XNYS close of each session and known 15 minutes later.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pyarrow as pa

from pit_store.calendars import exchange_calendar, session_close
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from tests.conftest import open_store

LATENCY = timedelta(minutes=15)
SYMBOLS = ("AAA", "BBB", "CCC", "DDD")
BENCHMARK = "IDX"


def sessions(first: date, last: date) -> list[date]:
    """XNYS sessions from `first` to `last` inclusive."""
    labels = exchange_calendar("XNYS").sessions_in_range(first.isoformat(), last.isoformat())
    return [label.date() for label in labels]


def price(symbol: str, index: int) -> float:
    """A deterministic, symbol-specific path that goes up and down."""
    seed = sum(map(ord, symbol))
    return round(100 + seed % 17 + 8 * math.sin(index / 5 + seed) + index * ((seed % 5) - 2) * 0.05, 4)


def bars(symbol: str, days: Iterable[date], *, start_index: int = 0, bump: float = 0.0) -> pa.Table:
    """A bar table for `symbol` on `days` (closes from `price`, plus `bump`)."""
    rows = []
    for offset, day in enumerate(days):
        close_at = session_close("XNYS", day)
        value = price(symbol, start_index + offset) + bump
        rows.append(dict(symbol=symbol, interval="1d", session=day, event_time=close_at, known_at=close_at + LATENCY,
                         open=value, high=value + 1, low=value - 1, close=value, adj_close=value, volume=1000.0,
                         calendar="XNYS", line=offset + 2))
    return pa.Table.from_pylist(rows, schema=INPUT_SCHEMA)


def event(company: str, period: str, status: str, when: datetime, known: datetime) -> RecordDraft:
    """An earnings calendar entry."""
    return RecordDraft(
        record_type="event", entity_id=f"event:{company}:{period}", event_time=when, known_at=known, source="test",
        payload={"company": company, "event": "earnings", "fiscal_period": period, "status": status,
                 "event_time": when.isoformat()},
    )


def filing(company: str, item: str, period: str, end: date, value: float, accepted: datetime, unit: str = "USD") -> RecordDraft:
    """A filing line item for a quarter ending `end`."""
    start = end - timedelta(days=90)
    return RecordDraft(
        record_type="filing", entity_id=f"filing:{company}:{item}:{end.isoformat()}",
        valid_from=datetime.combine(start, datetime.min.time(), UTC),
        valid_to=datetime.combine(end + timedelta(days=1), datetime.min.time(), UTC),
        event_time=datetime.combine(end, datetime.min.time(), UTC), known_at=accepted, source="test",
        payload={"company": company, "item": item, "unit": unit, "period_start": start.isoformat(),
                 "period_end": end.isoformat(), "fiscal_period": period, "value": value, "form": "10-Q",
                 "accession": None, "amends": None},
    )


def macro(series: str, month: date, value: float, known: datetime) -> RecordDraft:
    """A monthly macro print (a later vintage of the same month is a new version)."""
    following = date(month.year + month.month // 12, month.month % 12 + 1, 1)
    return RecordDraft(
        record_type="macro", entity_id=f"macro:{series}:{month.isoformat()}",
        valid_from=datetime.combine(month, datetime.min.time(), UTC),
        valid_to=datetime.combine(following, datetime.min.time(), UTC),
        event_time=datetime.combine(following, datetime.min.time(), UTC) - timedelta(microseconds=1),
        known_at=known, source="test",
        payload={"series": series, "period": month.strftime("%Y-%m"), "value": value, "vintage": known.date().isoformat()},
    )


def at(day: str, hour: int = 0, minute: int = 0) -> datetime:
    """An aware UTC instant on `day` (YYYY-MM-DD)."""
    return datetime.fromisoformat(day).replace(hour=hour, minute=minute, tzinfo=UTC)


DAYS = sessions(date(2024, 1, 2), date(2024, 12, 31))


def build_store(url: str, data_dir: Path) -> PitStore:
    """Prices for the cohort and benchmark through 2024, events, filings and a macro series."""
    store = open_store(url, data_dir)
    for symbol in (*SYMBOLS, BENCHMARK):
        append_prices(store, bars(symbol, DAYS), source=f"test-{symbol}")
    store.append([
        event("AAA", "2024Q1", "scheduled", at("2024-04-25", 20, 30), at("2024-03-01", 12)),
        event("AAA", "2024Q1", "realised", at("2024-04-25", 20, 30), at("2024-04-25", 20, 30)),
        event("BBB", "2024Q2", "realised", at("2024-07-25", 20, 30), at("2024-07-25", 20, 30)),
    ], source="test-events")
    store.append([
        filing("AAA", "Revenues", "2023Q4", date(2023, 12, 31), 1000.0, at("2024-02-01", 21)),
        filing("AAA", "Revenues", "2024Q1", date(2024, 3, 31), 1100.0, at("2024-05-01", 21)),
        filing("AAA", "Revenues", "2024Q2", date(2024, 6, 30), 1150.0, at("2024-08-01", 21)),
        filing("AAA", "EarningsPerShareDiluted", "2024Q1", date(2024, 3, 31), 1.5, at("2024-05-01", 21), "USD/shares"),
    ], source="test-filings")
    store.append([
        macro("CPI", date(2024, 1, 1), 300.0, at("2024-02-13", 13, 30)),
        macro("CPI", date(2024, 2, 1), 301.0, at("2024-03-12", 12, 30)),
        macro("CPI", date(2024, 3, 1), 302.5, at("2024-04-10", 12, 30)),
    ], source="test-macro")
    return store

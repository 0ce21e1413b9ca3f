"""EPSBench's released tables into the store, each fact known when it became public.

The user points at the release's `data/` folder (nothing is downloaded). Read there:
`instances.csv` (ticker, fiscal_quarter, release_date, cutoff, news_window_start),
`ground_truth.csv` (eps_gaap_diluted), `prices.csv` (price_date, close_price) and, when present,
`consensus.csv` (ticker, fiscal_quarter, eps_gaap_consensus: the IBES file the release does not
ship). The release gives dates, not instants, so the store gets, per instance:

- the earnings event (realised) at 00:00 New York of the release day, which is also the end of the
  cutoff day tau: `asof tasks generate EPS --horizon 0d` puts t there, with every document dated
  tau or earlier visible, as EPSBench's server allows; and, from `news_window_start`, the previous
  quarter's earnings event on that day, which the builder reads as the start of the news window;
- reported diluted EPS (`EarningsPerShareDiluted`) known at the end of the release day (fail
  closed: never before the release, whatever its hour);
- P as a daily bar of `price_date`, known 15 minutes after that session's close;
- the consensus as of tau (EPSBench matched it to the day before the release), known at the end of
  tau in New York.

Every file is checked before anything is stored; a bad row is an error naming the file, line and
field, and an instance missing from a table is an error naming it.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pyarrow as pa

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import end_of_day, to_iso
from pit_store.calendars import session_close
from pit_store.ingest.filings import fiscal_period_label
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from tasks.eps_consensus import ITEM, UNIT

SOURCE = "epsbench-release"
EPS_ITEM = "EarningsPerShareDiluted"
NEW_YORK = ZoneInfo("America/New_York")
PRICE_LATENCY = timedelta(minutes=15)
CALENDAR = "XNYS"


@dataclass(frozen=True)
class Release:
    """What a release folder puts in the store."""

    records: tuple[RecordDraft, ...]
    bars: pa.Table
    instances: int


Key = tuple[str, str]


def _rows(path: Path, required: set[str]) -> dict[Key, tuple[int, dict[str, str]]]:
    if not path.exists():
        raise InputError("file not found", file=str(path))
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        missing = sorted(required - set(reader.fieldnames or ()))
        if missing:
            raise InputError(f"missing column {missing[0]!r}", file=str(path), line=1, field=missing[0])
        found: dict[Key, tuple[int, dict[str, str]]] = {}
        for line, row in enumerate(reader, start=2):
            try:
                key = (row["ticker"].strip().upper(), fiscal_period_label(row["fiscal_quarter"], field="fiscal_quarter"))
            except InputError as exc:
                raise exc.located(file=str(path), line=line) from None
            if key in found:
                raise InputError(f"{key[0]} {key[1]} appears twice (first on line {found[key][0]})", file=str(path), line=line)
            found[key] = (line, row)
    return found


def _date(row: dict[str, str], name: str, path: Path, line: int) -> date:
    try:
        return date.fromisoformat(row[name].strip())
    except (ValueError, AttributeError):
        raise InputError(f"not a date: {row.get(name)!r}", file=str(path), line=line, field=name) from None


def _number(row: dict[str, str], name: str, path: Path, line: int, *, positive: bool = False) -> float:
    try:
        value = float(row[name])
    except (TypeError, ValueError):
        raise InputError(f"not a number: {row.get(name)!r}", file=str(path), line=line, field=name) from None
    if value != value or abs(value) == float("inf") or (positive and value <= 0):
        raise InputError(f"not a {'positive ' if positive else ''}finite number: {row[name]!r}", file=str(path),
                         line=line, field=name)
    return value


def _filing(ticker: str, quarter: str, item: str, unit: str, form: str, value: float, known_at: datetime,
            where: dict[str, object]) -> RecordDraft:
    return RecordDraft(
        record_type="filing", entity_id=stable_id("filing", ticker, item, unit, "", f"fiscal:{quarter}"),
        known_at=known_at, source=SOURCE,
        payload={"company": ticker, "item": item, "unit": unit, "period_start": None, "period_end": None,
                 "fiscal_period": quarter, "value": value, "form": form, "accession": None, "amends": None},
        provenance=where,
    )


def _previous_quarter(quarter: str) -> str:
    """'2026Q1' -> '2025Q4'."""
    year, q = int(quarter[:4]), int(quarter[-1])
    return f"{year - 1}Q4" if q == 1 else f"{year}Q{q - 1}"


def read_release(folder: Path) -> Release:
    """Check every table of a release folder and return what it puts in the store (nothing stored yet)."""
    instances_path, truth_path, prices_path = folder / "instances.csv", folder / "ground_truth.csv", folder / "prices.csv"
    instances = _rows(instances_path, {"ticker", "fiscal_quarter", "release_date", "cutoff"})
    truth = _rows(truth_path, {"ticker", "fiscal_quarter", "eps_gaap_diluted"})
    prices = _rows(prices_path, {"ticker", "fiscal_quarter", "price_date", "close_price"})
    consensus_path = folder / "consensus.csv"
    consensus = _rows(consensus_path, {"ticker", "fiscal_quarter", "eps_gaap_consensus"}) if consensus_path.exists() else {}
    records: list[RecordDraft] = []
    bars: list[dict[str, object]] = []
    for key, (line, row) in sorted(instances.items()):
        ticker, quarter = key
        for table, path in ((truth, truth_path), (prices, prices_path)):
            if key not in table:
                raise InputError(f"{ticker} {quarter} of instances.csv has no row here", file=str(path))
        release = _date(row, "release_date", instances_path, line)
        tau = _date(row, "cutoff", instances_path, line)
        if tau >= release:
            raise InputError("the cutoff must be before the release date", file=str(instances_path), line=line, field="cutoff")
        released = datetime.combine(release, time(0), NEW_YORK).astimezone(ZoneInfo("UTC"))
        records.append(RecordDraft(
            record_type="event", entity_id=stable_id("event", ticker, "earnings", quarter), event_time=released,
            known_at=released, source=SOURCE,
            payload={"company": ticker, "event": "earnings", "fiscal_period": quarter, "status": "realised",
                     "event_time": to_iso(released)},
            provenance={"file": str(instances_path), "line": line}))
        if (row.get("news_window_start") or "").strip():
            previous = datetime.combine(_date(row, "news_window_start", instances_path, line), time(0), NEW_YORK)
            before = _previous_quarter(quarter)
            records.append(RecordDraft(
                record_type="event", entity_id=stable_id("event", ticker, "earnings", before),
                event_time=previous.astimezone(ZoneInfo("UTC")), known_at=previous.astimezone(ZoneInfo("UTC")), source=SOURCE,
                payload={"company": ticker, "event": "earnings", "fiscal_period": before, "status": "realised",
                         "event_time": to_iso(previous.astimezone(ZoneInfo("UTC")))},
                provenance={"file": str(instances_path), "line": line, "field": "news_window_start"}))
        truth_line, truth_row = truth[key]
        eps = _number(truth_row, "eps_gaap_diluted", truth_path, truth_line)
        records.append(_filing(ticker, quarter, EPS_ITEM, "USD/shares", "release", eps, end_of_day(release, NEW_YORK),
                               {"file": str(truth_path), "line": truth_line}))
        price_line, price_row = prices[key]
        session = _date(price_row, "price_date", prices_path, price_line)
        if session >= release:
            raise InputError("the price date must be before the release", file=str(prices_path), line=price_line,
                             field="price_date")
        close = _number(price_row, "close_price", prices_path, price_line, positive=True)
        closed = session_close(CALENDAR, session)
        bars.append(dict(symbol=ticker, interval="1d", session=session, event_time=closed, known_at=closed + PRICE_LATENCY,
                         open=close, high=close, low=close, close=close, adj_close=close, volume=None, calendar=CALENDAR,
                         line=price_line))
        if key in consensus:
            consensus_line, consensus_row = consensus[key]
            value = _number(consensus_row, "eps_gaap_consensus", consensus_path, consensus_line)
            records.append(_filing(ticker, quarter, ITEM, UNIT, "consensus", value, end_of_day(tau, NEW_YORK),
                                   {"file": str(consensus_path), "line": consensus_line}))
    if not instances:
        raise InputError("no instances", file=str(instances_path))
    return Release(tuple(records), pa.Table.from_pylist(bars, schema=INPUT_SCHEMA), len(instances))


def ingest_release(store: PitStore, folder: Path) -> dict[str, int]:
    """Store a checked release folder: events, reported EPS and consensus records, price bars."""
    release = read_release(folder)
    by_type: dict[str, list[RecordDraft]] = {}
    for draft in release.records:
        by_type.setdefault(draft.record_type, []).append(draft)
    counts = {"instances": release.instances}
    for record_type, drafts in sorted(by_type.items()):
        store.append(drafts, source=str(folder))
        counts[record_type] = len(drafts)
    append_prices(store, release.bars, source=str(folder / "prices.csv"))
    counts["price_bars"] = release.bars.num_rows
    return counts

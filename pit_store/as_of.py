"""As-of reads: what could anyone have known at time t?

Visible as of t (ARCHITECTURE.md): for each entity, among the versions with
`known_at <= t - embargo` and `recorded_seq <= pin`, the one with the latest `known_at` (ties: the
later `recorded_seq`); a retraction hides the entity. Never "the highest version number": backfills
arrive out of order. Every read takes an optional pinned `recorded_seq` so a run reproduces exactly;
without one it reads the store's current position. Periods are half-open `[from, to)`.

The SQL that implements the rule is `visible_versions`; the retrieval gateway ranks inside it, so a
later document cannot influence ranking, counts or snippets.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
from pydantic import BaseModel, ConfigDict
from sqlalchemy import ColumnElement, Select, and_, exists, func, literal, or_, select, text

from engine.errors import InputError
from engine.timestamps import UtcDateTime, ensure_utc
from pit_store import price_index
from pit_store.price_bars import STORED_SCHEMA, TS
from pit_store.price_store import duck, registered_files
from pit_store.records import RecordType, RecordVersion
from pit_store.schema import price_files, records, supersessions
from pit_store.store import PitStore, pin_at, row_to_version


class Cutoff(BaseModel):
    """A resolved as-of point: the forecast time, the embargo, and the pinned store position."""

    model_config = ConfigDict(frozen=True)

    t: UtcDateTime
    embargo: timedelta = timedelta(0)
    pin: int

    @property
    def cut(self) -> datetime:
        """The latest `known_at` a visible version may carry."""
        return self.t - self.embargo


def cutoff(store: PitStore, t: datetime, *, pin: int | None = None, embargo: timedelta = timedelta(0)) -> Cutoff:
    """Resolve `t` (aware), `pin` (None = current position) and `embargo` (>= 0) into a `Cutoff`."""
    if embargo < timedelta(0):
        raise InputError("embargo cannot be negative", field="embargo")
    return Cutoff(t=ensure_utc(t, field="t"), embargo=embargo, pin=store.resolve_pin(pin))


def within(start: Any, end: Any, point: Any) -> ColumnElement[bool]:
    """Half-open containment `start <= point < end`; a missing bound is open on that side."""
    return and_(
        or_(start.is_(None), start <= point),
        or_(end.is_(None), point < end),
    )


# Built once: an alias's column collection is costly to set up on every query.
_NEWER = records.alias("newer")


def is_current(version: Any, at: Cutoff, *, record_type: RecordType) -> ColumnElement[bool]:
    """True for a row of `records` (or an alias of it) that is its entity's version visible at `at`.

    A retraction can be the current version; callers that list records exclude it.
    """
    return visible_at(version, literal(at.cut, records.c.known_at.type), literal(at.pin), record_type=record_type)


def visible_at(version: Any, cut: Any, pin: Any, *, record_type: RecordType) -> ColumnElement[bool]:
    """`is_current` with the cut and the pin as SQL expressions (bound parameters of a statement
    built once, say).

    The version itself is known by the cut and recorded by the pin, and it is not superseded by
    then: no supersession fact recorded by the pin ends it at or before the cut (see
    `supersession`: the facts say when the next version in the as-of order begins). One seek into
    the facts' key per version.
    """
    return and_(version.c.record_type == record_type, current_at(version, cut, pin))


def current_at(version: Any, cut: Any, pin: Any) -> ColumnElement[bool]:
    """`visible_at` without the record type, over any table that carries a version's `recorded_seq`
    and `known_at` (the `records` row, or a search entry: `search_index`)."""
    return and_(
        version.c.known_at.is_not(None),
        version.c.known_at <= cut,
        version.c.recorded_seq <= pin,
        ~exists().where(
            supersessions.c.recorded_seq == version.c.recorded_seq,
            supersessions.c.by_seq <= pin,
            supersessions.c.superseded_at <= cut,
        ),
    )


def is_latest_recorded(version: Any, pin: Any, *, record_type: RecordType) -> ColumnElement[bool]:
    """True for the most recently recorded version of its entity at `pin`, whatever its dates.

    This is what a live search engine shows: no temporal check at all (the `search_only` baseline).
    `pin` is a position or a SQL expression.
    """
    newer = _NEWER
    return and_(
        version.c.record_type == record_type,
        version.c.recorded_seq <= pin,
        ~exists().where(
            newer.c.record_type == version.c.record_type,
            newer.c.entity_id == version.c.entity_id,
            newer.c.recorded_seq <= pin,
            newer.c.recorded_seq > version.c.recorded_seq,
        ),
    )


def visible_versions(
    record_type: RecordType,
    at: Cutoff,
    *conditions: ColumnElement[bool],
    include_retractions: bool = False,
) -> Select[Any]:
    """SELECT of the version of each entity visible at `at`, optionally narrowed by `conditions`.

    Conditions must be per-entity (subject, entity id), never per-version, or they would let an
    older version through when the current one fails them.
    """
    query = select(records).where(is_current(records, at, record_type=record_type), *conditions)
    if not include_retractions:
        query = query.where(records.c.kind != "retraction")
    return query


def _read(store: PitStore, query: Select[Any]) -> list[RecordVersion]:
    with store.engine.connect() as connection:
        return [row_to_version(row) for row in connection.execute(query).mappings()]


def entity_as_of(
    store: PitStore, entity_id: str, at: Cutoff, *, record_type: RecordType | None = None
) -> RecordVersion | None:
    """The version of one entity visible at `at`, including a retraction (so callers can say so).

    With `record_type` given the lookup is one statement whether or not the entity exists, so the
    work done does not tell a caller which (the gateway's `fetch` relies on it).
    """
    record_type = record_type or _record_type_of(store, entity_id)
    if record_type is None:
        return None
    found = _read(store, visible_versions(record_type, at, records.c.entity_id == entity_id, include_retractions=True))
    return found[0] if found else None


def _record_type_of(store: PitStore, entity_id: str) -> RecordType | None:
    with store.engine.connect() as connection:
        value = connection.execute(
            select(records.c.record_type).where(records.c.entity_id == entity_id).limit(1)
        ).scalar_one_or_none()
    return value  # type: ignore[return-value]


def documents_as_of(
    store: PitStore, at: Cutoff, *, url: str | None = None, limit: int | None = None
) -> list[RecordVersion]:
    """Documents visible at `at` (optionally one URL), newest `known_at` first."""
    conditions = [records.c.subject == url] if url else []
    query = visible_versions("document", at, *conditions)
    sub = query.subquery("docs")
    ordered = select(sub).order_by(sub.c.known_at.desc(), sub.c.recorded_seq.desc())
    if limit is not None:
        ordered = ordered.limit(limit)
    return _read(store, ordered)


def filings_as_of(store: PitStore, company: str, at: Cutoff, *, item: str | None = None) -> list[RecordVersion]:
    """A company's filing line items as known at `at` (latest amendment known by then)."""
    found = _read(store, _ordered(visible_versions("filing", at, records.c.subject == company)))
    return [v for v in found if item is None or v.payload.get("item") == item]


def macro_as_of(
    store: PitStore, series: str, at: Cutoff, *, period: date | datetime | None = None
) -> list[RecordVersion]:
    """A macro series' values as known at `at` (the vintage current then), by reference period.

    With `period`, only the print whose reference period contains it (half-open).
    """
    conditions: list[ColumnElement[bool]] = [records.c.subject == series]
    if period is not None:
        point = (
            ensure_utc(period, field="period")
            if isinstance(period, datetime)
            else datetime.combine(period, time(0), tzinfo=UTC)
        )
        conditions.append(within(records.c.valid_from, records.c.valid_to, literal(point, records.c.valid_from.type)))
    return _read(store, _ordered(visible_versions("macro", at, *conditions)))


def events_as_of(store: PitStore, at: Cutoff, *, company: str | None = None) -> list[RecordVersion]:
    """Corporate events (schedules and outcomes) as known at `at`."""
    conditions = [records.c.subject == company] if company else []
    return _read(store, _ordered(visible_versions("event", at, *conditions)))


def _ordered(query: Select[Any]) -> Select[Any]:
    sub = query.subquery("visible")
    return select(sub).order_by(sub.c.event_time, sub.c.valid_from, sub.c.entity_id)


# -- prices ---------------------------------------------------------------------------------------

BAR_COLUMNS = (
    "symbol", "interval", "session", "event_time", "known_at", "open", "high", "low", "close",
    "adj_close", "volume", "entity_id", "version", "kind", "recorded_seq",
)


class PriceBar(BaseModel):
    """One bar as known at some t."""

    model_config = ConfigDict(frozen=True)

    symbol: str
    interval: str
    session: date
    event_time: UtcDateTime
    known_at: UtcDateTime
    open: float
    high: float
    low: float
    close: float
    adj_close: float | None
    volume: float | None
    entity_id: str
    version: int
    kind: str
    recorded_seq: int


def _versions_sql(pin: int) -> str:
    """Bar versions recorded by `pin`; `$files` and `$interval` are bound by the caller."""
    return f"SELECT * FROM read_parquet($files) WHERE recorded_seq <= {int(pin)} AND interval = $interval"


def prices_as_of(
    store: PitStore,
    queries: Sequence[tuple[str, datetime]],
    *,
    pin: int | None = None,
    embargo: timedelta = timedelta(0),
    interval: str = "1d",
) -> pa.Table:
    """For many `(symbol, t)` pairs at once: the latest bar visible at each t.

    The latest bar is the one with the latest bar time among bars first known by `t - embargo`;
    its values are those of its version current at that instant (a correction published later does
    not show). Returns one row per query, in query order, with `query_t` and null bar columns where
    nothing was visible. Answered by the process's `price_index` for the files at the pin (built on
    first use); `prices_as_of_duckdb` is the same answer in SQL.
    """
    cut_us, q = _price_queries(queries, embargo)
    asked = tuple(sorted(set(q["symbol"].to_pylist())))
    with store.engine.connect() as connection:
        # One statement for the position and the files by the pin (this runs on every lookup).
        position, files, symbols, last_seq, last_file = connection.execute(
            _MANIFEST_KEY, {"pin": _NO_PIN if pin is None else pin}
        ).one()
        pin_value = pin_at(pin, int(position))
        if not files:
            return _with_bar_columns(q, None, interval)
        # The files by the pin are the first `files` in seq order; the last one's name holds its
        # batch id, so the key cannot match another store's or another ingest's files.
        key = price_index.IndexKey(
            data_dir=str(store.data_dir), symbols=None, files=int(files), last_file=last_file,
            pin=min(pin_value, int(last_seq)), interval=interval,
        )
        if price_index.find(key) is None and 2 * len(asked) <= int(symbols):
            # No index of every file for these files yet, and the query names few of the symbols:
            # index just their files, so that a store taking many small ingests between lookups
            # does not rebuild an index of everything each time.
            files, last_seq, last_file = connection.execute(
                select(func.count(), func.max(price_files.c.last_seq), func.max(price_files.c.path))
                .where(price_files.c.first_seq <= pin_value, price_files.c.symbol.in_(asked))
            ).one()
            if not files:
                return _with_bar_columns(q, None, interval)
            key = price_index.IndexKey(
                data_dir=str(store.data_dir), symbols=asked, files=int(files), last_file=last_file,
                pin=min(pin_value, int(last_seq)), interval=interval,
            )
    # Built (the first time) outside that connection: on SQLite its transaction holds the writer lock.
    index = price_index.cached(key, lambda: _manifest(store, pin_value, key.symbols))
    found = index.lookup(q["symbol"].to_pylist(), cut_us)
    return _with_bar_columns(q, index.rows(found) if (found >= 0).any() else None, interval)


_NO_PIN = 2**62
"""Bound for "every file" when no pin is given (a pin beyond the position is refused afterwards)."""
_MANIFEST_KEY = text(
    "SELECT (SELECT coalesce(max(last_seq), 0) FROM batches), count(*), count(DISTINCT symbol), max(last_seq), "
    "(SELECT path FROM price_files WHERE first_seq <= :pin ORDER BY first_seq DESC LIMIT 1) "
    "FROM price_files WHERE first_seq <= :pin"
)


def _manifest(store: PitStore, pin: int, symbols: tuple[str, ...] | None) -> tuple[list[str], list[str]]:
    """The paths and symbols of the price files (of `symbols`) holding bars recorded by `pin`, in seq order."""
    query = select(price_files.c.path, price_files.c.symbol).where(price_files.c.first_seq <= pin)
    if symbols is not None:
        query = query.where(price_files.c.symbol.in_(symbols))
    with store.engine.connect() as connection:
        rows = connection.execute(query.order_by(price_files.c.first_seq)).all()
    return [str(store.data_dir / row.path) for row in rows], [row.symbol for row in rows]


def _price_queries(queries: Sequence[tuple[str, datetime]], embargo: timedelta) -> tuple[np.ndarray, pa.Table]:
    """The queries' cuts (microseconds) and the `qid, symbol, query_t` table."""
    if embargo < timedelta(0):
        raise InputError("embargo cannot be negative", field="embargo")
    instants = pa.array([ensure_utc(t, field="t") for _, t in queries], TS)
    q = pa.table({
        "qid": pa.array(np.arange(len(queries)), pa.int64()),
        "symbol": pa.array([s for s, _ in queries], pa.string()),
        "query_t": instants,
    })
    cut_us = instants.cast(pa.int64()).to_numpy(zero_copy_only=False) - int(embargo / timedelta(microseconds=1))
    return cut_us, q


def _with_bar_columns(q: pa.Table, bars: pa.Table | None, interval: str) -> pa.Table:
    """`q` with the bar columns of `BAR_COLUMNS` (nulls where a query found no bar)."""
    n = q.num_rows
    if bars is None:
        columns = {name: pa.nulls(n, STORED_SCHEMA.field(name).type) for name in BAR_COLUMNS if name != "symbol"}
    else:
        found = pc.is_valid(bars["event_time"])
        columns = {"interval": pc.if_else(found, pa.scalar(interval), pa.scalar(None, pa.string()))}
        columns.update({name: bars[name] for name in BAR_COLUMNS if name not in ("symbol", "interval")})
    return pa.table({**{name: q[name] for name in q.column_names}, **columns})


def prices_as_of_duckdb(
    store: PitStore,
    queries: Sequence[tuple[str, datetime]],
    *,
    pin: int | None = None,
    embargo: timedelta = timedelta(0),
    interval: str = "1d",
) -> pa.Table:
    """`prices_as_of` in DuckDB SQL over the Parquet files: the reference answer, and a template
    for ad-hoc analytics. It scans and aggregates every bar recorded by the pin on each call."""
    cut_us, q = _price_queries(queries, embargo)
    pin_value = store.resolve_pin(pin)
    with store.engine.connect() as connection:
        files = registered_files(connection, store.data_dir, symbols=set(q["symbol"].to_pylist()), pin=pin_value)
    if not files:
        return _with_bar_columns(q, None, interval)
    conn = duck()
    conn.register("q", q.append_column("cut_t", pa.array(cut_us, pa.int64()).cast(TS)))
    # The latest bar time among bars first known by the cut (a range join, not an ASOF join on the
    # first-known instant: a bar backfilled late is not later than the bars after it).
    sql = f"""
        WITH v AS ({_versions_sql(pin_value)}),
        bars AS (SELECT symbol, event_time, min(known_at) AS first_known FROM v GROUP BY symbol, event_time),
                hit AS (
            SELECT q.qid, q.symbol, q.cut_t, max(bars.event_time) AS bar_time
            FROM q LEFT JOIN bars ON q.symbol = bars.symbol AND bars.first_known <= q.cut_t
            GROUP BY q.qid, q.symbol, q.cut_t
        ),
        ranked AS (
            SELECT hit.qid, v.*,
                   row_number() OVER (PARTITION BY hit.qid ORDER BY v.known_at DESC, v.recorded_seq DESC) AS r
            FROM hit JOIN v ON v.symbol = hit.symbol AND v.event_time = hit.bar_time AND v.known_at <= hit.cut_t
        )
        SELECT q.qid, q.symbol, q.query_t, {", ".join(f"ranked.{c}" for c in BAR_COLUMNS if c != "symbol")}
        FROM q LEFT JOIN ranked ON ranked.qid = q.qid AND ranked.r = 1
        ORDER BY q.qid
    """
    return conn.sql(sql, params={"files": files, "interval": interval}).to_arrow_table()


def price_as_of(
    store: PitStore, symbol: str, t: datetime, *, pin: int | None = None,
    embargo: timedelta = timedelta(0), interval: str = "1d",
) -> PriceBar | None:
    """The latest bar of `symbol` visible at `t`, or None."""
    row = prices_as_of(store, [(symbol, t)], pin=pin, embargo=embargo, interval=interval).to_pylist()[0]
    if row.get("event_time") is None:
        return None
    return PriceBar.model_validate({c: row[c] for c in BAR_COLUMNS})


def price_history_as_of(
    store: PitStore, symbol: str, start: datetime, end: datetime, at: Cutoff, *, interval: str = "1d"
) -> list[PriceBar]:
    """Bars of `symbol` closing in `[start, end)` as known at `at` (each bar's version current then)."""
    return price_histories_as_of(store, [symbol], start, end, at, interval=interval)[symbol]


def price_histories_as_of(
    store: PitStore, symbols: Sequence[str], start: datetime, end: datetime, at: Cutoff, *, interval: str = "1d"
) -> dict[str, list[PriceBar]]:
    """`price_history_as_of` for several symbols in one query: bars per symbol, in bar order."""
    start, end = ensure_utc(start, field="start"), ensure_utc(end, field="end")
    found: dict[str, list[PriceBar]] = {symbol: [] for symbol in symbols}
    with store.engine.connect() as connection:
        files = registered_files(connection, store.data_dir, symbols=found, pin=at.pin)
    if not files:
        return found
    sql = f"""
        WITH v AS ({_versions_sql(at.pin)}),
        ranked AS (
            SELECT *, row_number() OVER (PARTITION BY entity_id ORDER BY known_at DESC, recorded_seq DESC) AS r
            FROM v WHERE list_contains($symbols, symbol) AND known_at <= $cut AND event_time >= $start AND event_time < $end
        )
        SELECT {", ".join(BAR_COLUMNS)} FROM ranked WHERE r = 1 ORDER BY symbol, event_time
    """
    params = {"files": files, "interval": interval, "symbols": list(found), "cut": at.cut, "start": start, "end": end}
    for row in duck().sql(sql, params=params).to_arrow_table().to_pylist():
        found[row["symbol"]].append(PriceBar.model_validate(row))
    return found


def bar_versions(store: PitStore, entity_id: str, *, pin: int | None = None) -> list[PriceBar]:
    """Every stored version of one price bar, in version order (up to `pin`, a position that exists)."""
    pin = None if pin is None else store.resolve_pin(pin)
    with store.engine.connect() as connection:
        files = registered_files(connection, store.data_dir, pin=pin)
    if not files:
        return []
    limit = "" if pin is None else f" AND recorded_seq <= {int(pin)}"
    rows = duck().sql(
        f"SELECT {', '.join(BAR_COLUMNS)} FROM read_parquet($files) WHERE entity_id = $entity{limit} ORDER BY version",
        params={"files": files, "entity": entity_id},
    ).to_arrow_table().to_pylist()
    return [PriceBar.model_validate(row) for row in rows]

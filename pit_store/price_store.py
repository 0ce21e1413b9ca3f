"""Price bars on disk: one immutable Parquet file per (batch, symbol), registered in `price_files`.

Bars are versioned like every other record (see `versioning`), but stored columnar so that DuckDB
can answer as-of questions over millions of them. A file is written before its batch commits and
removed again if the commit fails; readers only ever see files listed in committed batches, so a
failed ingest leaves nothing visible and can simply be re-run.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from sqlalchemy import Connection, insert, select

from engine.errors import InputError
from engine.timestamps import ensure_utc
from pit_store import chains, database
from pit_store.price_bars import INPUT_SCHEMA, STORED_SCHEMA
from pit_store.records import DEFAULT_REVISION_KIND, IngestReport
from pit_store.schema import price_files
from pit_store.store import PitStore, correction_notices, correction_rule, next_seq, record_batch
from pit_store.versioning import Candidate, Existing, Planned, SingleValued, plan_versions

# The identity and content of a bar, as SQL over a table with INPUT_SCHEMA columns. One definition
# serves ingestion and `store verify`.
ENTITY_SQL = (
    "'price:' || symbol || ':' || interval || ':' || strftime(event_time, '%Y-%m-%dT%H:%M:%S.%fZ')"
)
CONTENT_SQL = (
    "'sha256:' || sha256(concat_ws('|', session::VARCHAR, open::VARCHAR, high::VARCHAR, low::VARCHAR, "
    "close::VARCHAR, coalesce(adj_close::VARCHAR, ''), coalesce(volume::VARCHAR, '')))"
)


MAX_SYMBOL_CHARS = 64
"""`price_files.symbol`; also keeps a symbol's folder name well inside every file system's limit."""

_DUCK: dict[int, duckdb.DuckDBPyConnection] = {}


def duck() -> duckdb.DuckDBPyConnection:
    """A fresh cursor on this process's in-memory DuckDB database, reading and printing instants in UTC.

    Opening a database costs tens of milliseconds and as-of reads run thousands of times a run, so
    each process opens one (a forked worker opens its own) and hands out cursors: each has its own
    registered tables, and the settings of the database.
    """
    database = _DUCK.get(os.getpid())
    if database is None:
        database = duckdb.connect()
        database.execute("SET TimeZone = 'UTC'")
        database.execute("SET enable_progress_bar = false")  # it would write into --json output
        _DUCK[os.getpid()] = database
    return database.cursor()


def _close_duck() -> None:
    # DuckDB keeps threads and locks; a child forked while a database is open can hang on its first
    # `connect`. Closing it before any fork (the parent reopens it on its next read) keeps workers safe.
    while _DUCK:
        _DUCK.popitem()[1].close()


os.register_at_fork(before=_close_duck)


def symbol_dir(symbol: str) -> str:
    """The folder name for a symbol's files (safe for any ticker spelling)."""
    return "symbol=" + quote(symbol, safe="")


def registered_files(
    connection: Connection, data_dir: Path, *, symbols: Iterable[str] | None = None, pin: int | None = None
) -> list[str]:
    """Absolute paths of the committed price files (of `symbols`, holding rows at or before `pin`)."""
    query = select(price_files.c.path).order_by(price_files.c.first_seq)
    if symbols is not None:
        query = query.where(price_files.c.symbol.in_(sorted(set(symbols))))
    if pin is not None:
        query = query.where(price_files.c.first_seq <= pin)
    return [str(data_dir / row.path) for row in connection.execute(query)]


def append_prices(
    store: PitStore,
    bars: pa.Table,
    *,
    source: str,
    known_at_floor: datetime | None = None,
    backfill: bool = False,
) -> IngestReport:
    """Store a table of bars (INPUT_SCHEMA) as versions, one transaction plus immutable files.

    A bar is identified by symbol, interval and bar close (a daily bar: its session), whatever
    latency its `known_at` was computed with. A bar already stored with the same values adds
    nothing; one with different values is a correction (see `versioning`), known at
    `known_at_floor` when given (when the vendor published the corrected bars), else at the ingest
    clock's now, with a notice in the report. New bars are known at the later of their close plus
    latency and `known_at_floor`. `backfill` keeps every bar's own `known_at`, even before the
    version it replaces, and marks the files as a backfill.
    """
    if bars.num_rows == 0:
        raise InputError("nothing to ingest: the source held no bars", file=source)
    if not bars.schema.equals(INPUT_SCHEMA, check_metadata=False):
        raise InputError(f"price table does not match the bar schema: {bars.schema}", file=source)
    _check_symbols(bars, source)
    if known_at_floor is not None:
        known_at_floor = ensure_utc(known_at_floor, field="known_at")
        floor = pa.scalar(known_at_floor, type=INPUT_SCHEMA.field("known_at").type)
        later = pc.if_else(pc.less(bars["known_at"], floor), floor, bars["known_at"])
        bars = bars.set_column(bars.schema.get_field_index("known_at"), "known_at", later)
    duck_conn = duck()
    duck_conn.register("incoming", bars)
    keyed = duck_conn.sql(
        f"SELECT *, {ENTITY_SQL} AS entity_id, {CONTENT_SQL} AS content_hash, "
        "row_number() OVER (ORDER BY symbol, event_time) - 1 AS idx FROM incoming ORDER BY symbol, event_time"
    ).to_arrow_table()
    written: list[Path] = []
    try:
        with store.engine.begin() as connection:
            database.lock_writers(connection)
            files = registered_files(connection, store.data_dir, symbols=keyed["symbol"].to_pylist())
            recorded_at = store.clock.now()
            plan = _plan(duck_conn, keyed, files, correction_rule(known_at_floor, recorded_at, backfill))
            if not plan:
                return IngestReport(
                    batch_id=None, record_type="price", source=source, read=bars.num_rows,
                    added=0, skipped_duplicates=bars.num_rows,
                )
            first = next_seq(connection)
            batch = record_batch(connection, "price", source, recorded_at, first, len(plan))
            batch_id = batch["batch_id"]
            stored = _stored_table(keyed, plan, first, recorded_at, batch_id, source)
            manifest: list[dict[str, Any]] = []
            for symbol_table in _split_by_symbol(stored):
                symbol = symbol_table["symbol"][0].as_py()
                relative = Path("prices") / symbol_dir(symbol) / f"{batch_id.split(':')[1]}.parquet"
                path = store.data_dir / relative
                written.append(path)
                file_hash = _write_parquet(symbol_table, path, backfill=backfill)
                seqs = symbol_table["recorded_seq"]
                manifest.append({
                    "path": relative.as_posix(), "batch_id": batch_id, "symbol": symbol, "n_rows": symbol_table.num_rows,
                    "first_seq": pc.min(seqs).as_py(), "last_seq": pc.max(seqs).as_py(), "file_hash": file_hash,
                })
            connection.execute(insert(price_files), manifest)
            chains.append_batch_link(connection, batch, sorted(manifest, key=lambda f: (f["first_seq"], f["path"])))
    except BaseException:
        for path in written:
            path.unlink(missing_ok=True)
        raise
    return IngestReport(
        batch_id=batch_id, record_type="price", source=source, read=bars.num_rows, added=len(plan),
        skipped_duplicates=bars.num_rows - len(plan), first_seq=first, last_seq=first + len(plan) - 1,
        warnings=correction_notices(plan, known_at_floor, recorded_at),
    )


def _check_symbols(bars: pa.Table, source: str) -> None:
    """Refuse symbols `price_files.symbol` cannot hold (too long, a NUL): named, before any file is written."""
    symbols = bars["symbol"]
    too_long = pc.greater(pc.utf8_length(symbols), MAX_SYMBOL_CHARS)
    nul = pc.match_substring(symbols, "\x00")
    for problem, mask in ((f"longer than {MAX_SYMBOL_CHARS} characters", too_long), ("holding a NUL character", nul)):
        hits = pc.indices_nonzero(pc.fill_null(mask, False))
        if len(hits):
            position = hits[0].as_py()
            raise InputError(
                f"symbol {symbols[position].as_py()[:80]!r}... {problem}", file=source,
                line=bars["line"][position].as_py(), field="symbol",
            )


def _plan(
    duck_conn: duckdb.DuckDBPyConnection, keyed: pa.Table, files: list[str], rule: SingleValued
) -> list[Planned]:
    """The versions to store, in row order (bars are single-valued: see `versioning`)."""
    n = keyed.num_rows
    known = keyed["known_at"].to_pylist()
    # Bars of symbols never stored are originals: no planner pass over millions of fresh rows.
    prior: list[tuple[str, int, datetime, str, int]] = []
    if files:
        duck_conn.register("keyed", keyed)
        _check_sessions(duck_conn, files)
        prior = duck_conn.execute(
            "SELECT s.entity_id, s.version, s.known_at, s.content_hash, s.recorded_seq "
            "FROM read_parquet(?) s SEMI JOIN keyed k ON s.entity_id = k.entity_id",
            [files],
        ).fetchall()
    if not prior:
        return [Planned(i, 1, "original", None, known[i], backfill=rule.backfill) for i in range(n)]
    existing: dict[str, list[Existing]] = {}
    for entity_id, version, known_at, chash, seq in prior:
        existing.setdefault(entity_id, []).append(Existing(version, known_at, chash, seq))
    entity_ids = keyed["entity_id"].to_pylist()
    hashes = keyed["content_hash"].to_pylist()
    touched = [i for i in range(n) if entity_ids[i] in existing]
    fresh = [Planned(i, 1, "original", None, known[i], backfill=rule.backfill) for i in range(n) if entity_ids[i] not in existing]
    plan = plan_versions(
        [Candidate(i, entity_ids[i], known[i], hashes[i], None) for i in touched],
        {entity_ids[i]: existing[entity_ids[i]] for i in touched},
        DEFAULT_REVISION_KIND["price"],
        single_valued=rule,
    )
    return sorted(fresh + plan, key=lambda planned: planned.index)


def _check_sessions(duck_conn: duckdb.DuckDBPyConnection, files: list[str]) -> None:
    """A daily bar is its session's: one closing at another instant (say, under another calendar
    override) is the same bar, and is refused rather than stored beside it."""
    clash = duck_conn.execute(
        "SELECT k.symbol, k.session, k.event_time, s.event_time FROM read_parquet(?) s JOIN keyed k "
        "ON s.symbol = k.symbol AND s.interval = k.interval AND s.session = k.session "
        "WHERE k.interval = '1d' AND s.event_time <> k.event_time LIMIT 1",
        [files],
    ).fetchone()
    if clash is not None:
        symbol, session, incoming, stored = clash
        raise InputError(
            f"daily bar {symbol} {session} closes at {incoming.isoformat()} here but at {stored.isoformat()} "
            "in the store (a different calendar?): one session has one bar",
            field="calendar",
        )


def _stored_table(
    keyed: pa.Table, plan: list[Planned], first: int, recorded_at: datetime, batch_id: str, source: str
) -> pa.Table:
    rows = keyed.take(pa.array([p.index for p in plan], pa.int64()))
    n = rows.num_rows
    columns = {name: rows[name] for name in INPUT_SCHEMA.names}
    columns.update(
        known_at=pa.array([p.known_at for p in plan], INPUT_SCHEMA.field("known_at").type),
        entity_id=rows["entity_id"],
        version=pa.array([p.version for p in plan], pa.int32()),
        kind=pa.array([p.kind for p in plan], pa.string()),
        supersedes=pa.array([p.supersedes for p in plan], pa.int32()),
        content_hash=rows["content_hash"],
        recorded_seq=pa.array(range(first, first + n), pa.int64()),
        recorded_at=pa.array([recorded_at] * n, STORED_SCHEMA.field("recorded_at").type),
        batch_id=pa.array([batch_id] * n, pa.string()),
        source=pa.array([source] * n, pa.string()),
    )
    return pa.Table.from_pydict(columns, schema=STORED_SCHEMA)


def _split_by_symbol(table: pa.Table) -> list[pa.Table]:
    # Rows are sorted by symbol, so each symbol is one contiguous slice (and one seq range).
    symbols = table["symbol"].to_pylist()
    parts: list[pa.Table] = []
    start = 0
    for i in range(1, len(symbols) + 1):
        if i == len(symbols) or symbols[i] != symbols[start]:
            parts.append(table.slice(start, i - start))
            start = i
    return parts


BACKFILL_METADATA = b"asof.backfill"
"""Parquet key-value metadata marking a file whose bars were ingested as an explicit backfill."""


def _write_parquet(table: pa.Table, path: Path, *, backfill: bool = False) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".parquet.tmp")
    if backfill:
        table = table.replace_schema_metadata({**(table.schema.metadata or {}), BACKFILL_METADATA: b"true"})
    pq.write_table(table, temporary, compression="zstd")
    os.replace(temporary, path)
    return file_digest(path)


def file_digest(path: Path) -> str:
    """SHA-256 of a file's bytes, as stored in `price_files.file_hash`."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return "sha256:" + digest.hexdigest()

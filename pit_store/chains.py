"""Hash chains over everything the store keeps: batches, memo answers, model rows, audit requests.

Every append-only write adds one link to its chain (`chain_links`) in the same transaction: the link
holds a digest of the rows written (every column that carries meaning) and the hash of the link
before it. Changing, dropping or reordering any row breaks its digest or the chain after it; a
wholesale rehash is caught by a checkpoint (see `checkpoint`), which anchors each chain's head.

Row digests hash the schema's columns of a row, leaving out NULLs so that a nullable column added
by a later migration does not change the digests of rows written before it. A column added behind
the migrations' back is not hashed: `verify` reports it as schema drift.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import Connection, Table, bindparam, insert, select, text

from engine.hashing import content_hash
from pit_store import statements
from pit_store.schema import (
    audit_candidates,
    audit_requests,
    batches,
    chain_links,
    memo,
    model_versions,
    price_files,
    records,
)

ChainName = Literal["store", "memo", "models", "audit"]
CHAINS: tuple[ChainName, ...] = ("store", "memo", "models", "audit")
GENESIS = "sha256:" + "0" * 64
"""The `prev_hash` of a chain's first link."""

# Columns a row digest leaves out: the record's own hash, and its payload (covered by content_hash,
# which verify recomputes from the payload).
_NOT_HASHED: dict[str, frozenset[str]] = {"records": frozenset({"row_hash", "payload"})}
# PostgreSQL advisory lock ids (two-int form, apart from the store's writer lock) per chain.
_LOCK_IDS: dict[ChainName, int] = {"store": 1, "memo": 2, "models": 3, "audit": 4}
_LOCK_CLASS = 0x6173_6F66


_HASHED: dict[Table, tuple[str, ...]] = {}
"""The hashed column names of each table, looked up once (a search hashes eleven rows per request)."""


def row_digest(table: Table, row: Mapping[str, Any]) -> str:
    """The hash of one row: every schema column of `table` present in `row`, NULLs left out."""
    names = _HASHED.get(table)
    if names is None:
        skip = _NOT_HASHED.get(table.name, frozenset())
        names = _HASHED.setdefault(table, tuple(c.name for c in table.columns if c.name not in skip))
    values = {name: value for name in names if (value := row.get(name)) is not None}
    return content_hash([table.name, values])


def link_hash(chain: str, seq: int, item: str, digest: str, prev_hash: str) -> str:
    """The hash of one link: its chain, position, item, digest and the previous link's hash."""
    return content_hash([chain, seq, item, digest, prev_hash])


def _batch_hasher(batch: Mapping[str, Any]) -> Any:
    """The running digest of a store batch: its row, then each record (or price file) row digest, in order."""
    return hashlib.sha256(row_digest(batches, batch).encode())


def _request_digest(request: Mapping[str, Any], candidate_digests: list[str]) -> str:
    return content_hash([row_digest(audit_requests, request), candidate_digests])


def lock_chain(connection: Connection, chain: ChainName, *, flush_on_commit: bool = True) -> None:
    """Serialise appends to `chain` for this transaction (SQLite's BEGIN IMMEDIATE already does).

    `flush_on_commit=False` lets PostgreSQL commit this transaction without waiting for its WAL
    flush (`synchronous_commit = off`, set in the same statement as the lock): the rows are
    committed and visible at once and become durable with the WAL writer's next flush, or with the
    next synchronously committed transaction, whichever comes first; WAL order means a crash can
    only lose a suffix of such transactions, so a chain never loses a link in its middle. SQLite
    (WAL, synchronous = NORMAL) never waits for a flush at commit.
    """
    if connection.dialect.name != "postgresql":
        return
    sql = "SELECT pg_advisory_xact_lock(:cls, :key)"
    if not flush_on_commit:
        sql += ", set_config('synchronous_commit', 'off', true)"
    connection.execute(text(sql), {"cls": _LOCK_CLASS, "key": _LOCK_IDS[chain]})


# Compiled once per dialect and run through the driver (a search appends a link on every request);
# values go in as parameters.
_HEAD = (
    select(chain_links.c.seq, chain_links.c.hash)
    .where(chain_links.c.chain == bindparam("chain"))
    .order_by(chain_links.c.seq.desc())
    .limit(1)
)
_LINK_COLUMNS = tuple(c.name for c in chain_links.columns)


def head(connection: Connection, chain: ChainName) -> tuple[int, str]:
    """(seq, hash) of the chain's newest link, or (0, GENESIS) for an empty chain."""
    statement = statements.prepared(connection.dialect, "chain_head", lambda: _HEAD, values=["chain"])
    rows = statements.run(connection, statement, {"chain": chain})
    return (0, GENESIS) if not rows else (int(rows[0][0]), str(rows[0][1]))


def append_link(connection: Connection, chain: ChainName, item: str, digest: str, recorded_at: datetime) -> str:
    """Append one link to `chain` (the caller holds `lock_chain` or the store's writer lock); return its hash."""
    seq, prev = head(connection, chain)
    entry = link_hash(chain, seq + 1, item, digest, prev)
    statement = statements.prepared(
        connection.dialect, "chain_link", lambda: insert(chain_links), values=_LINK_COLUMNS, column_keys=_LINK_COLUMNS
    )
    statements.run(
        connection, statement,
        {"chain": chain, "seq": seq + 1, "item": item, "digest": digest, "prev_hash": prev, "hash": entry,
         "recorded_at": recorded_at},
    )
    return entry


def record_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A `records` row to insert, with its `row_hash` filled in."""
    return {**row, "row_hash": row_digest(records, row)}


def append_batch_link(connection: Connection, batch: Mapping[str, Any], parts: Iterable[Mapping[str, Any]]) -> str:
    """Chain a store batch: `parts` are its `records` rows or `price_files` rows, in seq order."""
    table = price_files if batch["record_type"] == "price" else records
    digest = _batch_hasher(batch)
    for part in parts:
        digest.update(row_digest(table, part).encode())
    return append_link(connection, "store", batch["batch_id"], "sha256:" + digest.hexdigest(), batch["recorded_at"])


def digests(connection: Connection, chain: ChainName) -> dict[str, str]:
    """Each item of `chain` as the tables hold it now, with its digest recomputed, in the chain's order.

    Items are batch ids (ordered by first_seq), memo keys (by recorded_at), model row_seqs and audit
    request ids (by their database sequence).
    """
    if chain == "store":
        return _store_digests(connection)
    if chain == "memo":
        query = select(memo).order_by(memo.c.recorded_at, memo.c.memo_key)
        return {row["memo_key"]: row_digest(memo, row) for row in connection.execute(query).mappings()}
    if chain == "models":
        query = select(model_versions).order_by(model_versions.c.row_seq)
        return {str(row["row_seq"]): row_digest(model_versions, row) for row in connection.execute(query).mappings()}
    return _audit_digests(connection)


def _store_digests(connection: Connection) -> dict[str, str]:
    batch_rows = {
        row["batch_id"]: row for row in connection.execute(select(batches).order_by(batches.c.first_seq)).mappings()
    }
    running = {batch_id: _batch_hasher(row) for batch_id, row in batch_rows.items()}
    # Rows naming no batch are left to verify's sequence check, which reports them.
    columns = [c for c in records.columns if c.name != "payload"]
    for row in connection.execute(select(*columns).order_by(records.c.recorded_seq)).mappings().yield_per(5000):
        if row["batch_id"] in running:
            running[row["batch_id"]].update(row_digest(records, row).encode())
    for row in connection.execute(select(price_files).order_by(price_files.c.first_seq, price_files.c.path)).mappings():
        if row["batch_id"] in running:
            running[row["batch_id"]].update(row_digest(price_files, row).encode())
    return {batch_id: "sha256:" + running[batch_id].hexdigest() for batch_id in batch_rows}


def _audit_digests(connection: Connection) -> dict[str, str]:
    candidates: dict[str, list[str]] = {}
    query = select(audit_candidates).order_by(audit_candidates.c.request_id, audit_candidates.c.ordinal)
    for row in connection.execute(query).mappings().yield_per(5000):
        candidates.setdefault(row["request_id"], []).append(row_digest(audit_candidates, row))
    found: dict[str, str] = {}
    for row in connection.execute(select(audit_requests).order_by(audit_requests.c.request_seq)).mappings().yield_per(5000):
        parts = candidates.pop(row["request_id"], [])
        found[row["request_id"]] = _request_digest(row, parts)
    return found


def audit_digest(request: Mapping[str, Any], candidates: Iterable[Mapping[str, Any]]) -> str:
    """An audited request as written: its row plus its candidate rows, by ordinal."""
    return _request_digest(request, [row_digest(audit_candidates, c) for c in candidates])


def links(connection: Connection, chain: ChainName) -> list[Any]:
    """Every link of `chain`, in order."""
    query = select(chain_links).where(chain_links.c.chain == chain).order_by(chain_links.c.seq)
    return list(connection.execute(query))


def seal_existing(connection: Connection) -> None:
    """Chain every item already stored, in the chains' order (migration 0006, for older stores)."""
    recorded = {
        "store": {row.batch_id: row.recorded_at for row in connection.execute(select(batches.c.batch_id, batches.c.recorded_at))},
        "memo": {row.memo_key: row.recorded_at for row in connection.execute(select(memo.c.memo_key, memo.c.recorded_at))},
        "models": {str(row.row_seq): row.recorded_at for row in connection.execute(select(model_versions.c.row_seq, model_versions.c.recorded_at))},
        "audit": {row.request_id: row.recorded_at for row in connection.execute(select(audit_requests.c.request_id, audit_requests.c.recorded_at))},
    }
    for chain in CHAINS:
        for item, digest in digests(connection, chain).items():
            append_link(connection, chain, item, digest, recorded[chain][item])

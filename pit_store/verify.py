"""`asof store verify`: prove the store is what it claims to be.

Checks that the schema and every trigger are exactly what the migrations create (see `catalog`),
that `recorded_seq` is gapless and strictly increasing across batches (records and Parquet price
rows together), that `recorded_at` never runs backwards, that version numbers per entity are 1..n,
that every content hash, record row hash, blob hash and price file hash matches its bytes, that the
search index holds exactly the entries its documents give (it is derivable, so it is recomputed)
and its narrow entries copy their versions' rows, and that every hash chain (batches, memo, model
registry, audit trail; see `chains`) links up and matches the rows it covers. Given a checkpoint, also that nothing anchored in it was cut or
rewritten since (see `checkpoint`). Files on disk that no committed batch lists (left by a crashed
ingest) are reported, not counted as failures: readers never see them.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import duckdb
from pydantic import BaseModel, ConfigDict
from sqlalchemy import Connection, func, or_, select, text
from sqlalchemy.exc import SQLAlchemyError

from engine.hashing import content_hash, sha256_hex
from pit_store import catalog, chains, supersession
from pit_store import checkpoint as checkpoints
from pit_store.price_store import CONTENT_SQL, ENTITY_SQL, duck, file_digest
from pit_store.schema import batches, blobs, price_files, records, search_docs, search_entries, supersessions
from pit_store.search_index import entries_from_versions, index_text, tsvector_literal
from pit_store.store import PitStore

_CHUNK = 500


class Check(BaseModel):
    """One integrity check and what it found."""

    model_config = ConfigDict(frozen=True)

    name: str
    ok: bool
    detail: str


class VerifyReport(BaseModel):
    """All checks; `ok` only if every one passed."""

    model_config = ConfigDict(frozen=True)

    checks: tuple[Check, ...]
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)


def verify_store(store: PitStore, checkpoint: checkpoints.Checkpoint | None = None) -> VerifyReport:
    """Run every integrity check on `store` (and against `checkpoint` when given)."""
    with store.engine.connect() as connection:
        runs: list[tuple[str, Callable[[], Check | list[Check]]]] = [
            ("schema", lambda: _schema(connection)),
            ("recorded_seq gapless and increasing", lambda: _sequence(connection, store.data_dir)),
            ("recorded_at moves forward", lambda: _recorded_at(connection)),
            ("versions numbered 1..n", lambda: _record_versions(connection)),
            ("records", lambda: _records(connection)),
            ("supersession facts", lambda: _supersessions(connection)),
            ("search entries", lambda: _search_entries(connection)),
            ("blob hashes", lambda: _blob_hashes(connection)),
            ("price files", lambda: _price_files(connection, store.data_dir)),
            *((f"{name} hash chain", lambda name=name: _chain(connection, name)) for name in chains.CHAINS),  # type: ignore[misc]
        ]
        if checkpoint is not None:
            runs.append(("checkpoint", lambda: _checkpoint(connection, checkpoint)))
        checks = [check for name, run in runs for check in _guarded(connection, name, run)]
        warnings = _orphans(connection, store.data_dir)
    return VerifyReport(checks=tuple(checks), warnings=tuple(warnings))


def _guarded(connection: Connection, name: str, run: Callable[[], Check | list[Check]]) -> list[Check]:
    """A check that cannot even run (a dropped column, a missing table) fails, naming why."""
    try:
        found = run()
    except (SQLAlchemyError, duckdb.Error, OSError, ValueError, KeyError) as exc:
        if connection.in_transaction():
            connection.rollback()  # PostgreSQL refuses further statements in a failed transaction
        return [Check(name=name, ok=False, detail=f"could not run: {type(exc).__name__}: {exc}".splitlines()[0])]
    return found if isinstance(found, list) else [found]


def _checkpoint(connection: Connection, checkpoint: checkpoints.Checkpoint) -> Check:
    found = checkpoints.problems(connection, checkpoint)
    return Check(
        name="checkpoint", ok=not found,
        detail=f"every chain and {len(checkpoint.runs)} run logs still pass through the heads anchored at "
        f"{checkpoint.taken_at:%Y-%m-%d %H:%M:%S}Z" if not found else "; ".join(found[:10]),
    )


def _schema(connection: Connection) -> list[Check]:
    columns, triggers = catalog.drift(catalog.catalog(connection), catalog.reference(connection))
    checks = [
        Check(
            name="append-only triggers",
            ok=not triggers,
            detail="every trigger is the migrations' own, enabled" if not triggers else "; ".join(triggers[:10]),
        ),
        Check(
            name="schema matches the migrations",
            ok=not columns,
            detail="no column added or dropped" if not columns else "; ".join(columns[:10]),
        ),
    ]
    if connection.dialect.name == "postgresql":
        # A database or role default of `replica` would let every session skip the triggers.
        role = connection.execute(text("SELECT current_setting('session_replication_role')")).scalar_one()
        checks.append(Check(name="triggers fire", ok=role == "origin", detail=f"session_replication_role is {role}"))
    return checks


def _sequence(connection: Connection, data_dir: Path) -> Check:
    problems: list[str] = []
    expected = 1
    batch_rows = connection.execute(
        select(batches.c.batch_id, batches.c.first_seq, batches.c.last_seq, batches.c.n_records).order_by(batches.c.first_seq)
    ).fetchall()
    for batch_id, first, last, n in batch_rows:
        if first != expected:
            problems.append(f"batch {batch_id} starts at {first}, expected {expected}")
        if last - first + 1 != n:
            problems.append(f"batch {batch_id} spans {first}..{last} but says {n} records")
        expected = last + 1
    per_batch: dict[str, tuple[int, int, int]] = {}
    for batch_id, low, high, count in connection.execute(
        select(records.c.batch_id, func.min(records.c.recorded_seq), func.max(records.c.recorded_seq), func.count())
        .group_by(records.c.batch_id)
    ):
        per_batch[batch_id] = (low, high, count)
    files = connection.execute(select(price_files)).mappings().all()
    if files:
        seqs = duck().execute(
            "SELECT batch_id, min(recorded_seq), max(recorded_seq), count(*), count(DISTINCT recorded_seq) "
            "FROM read_parquet($files) GROUP BY batch_id",
            {"files": [str(data_dir / f["path"]) for f in files]},
        ).fetchall()
        for batch_id, low, high, count, distinct in seqs:
            if distinct != count:
                problems.append(f"batch {batch_id} repeats a recorded_seq in its price files")
            if batch_id in per_batch:
                problems.append(f"batch {batch_id} holds both records and price bars")
            per_batch[batch_id] = (low, high, count)
    for batch_id, first, last, n in batch_rows:
        low, high, count = per_batch.pop(batch_id, (None, None, 0))
        if count != n or (n and (low, high) != (first, last)):
            problems.append(f"batch {batch_id}: {count} rows in {low}..{high}, manifest says {n} in {first}..{last}")
    problems.extend(f"rows of unknown batch {b}" for b in per_batch)
    return Check(
        name="recorded_seq gapless and increasing",
        ok=not problems,
        detail=f"{len(batch_rows)} batches, positions 1..{expected - 1}" if not problems else "; ".join(problems[:10]),
    )


def _recorded_at(connection: Connection) -> Check:
    previous = None
    for batch_id, recorded_at in connection.execute(
        select(batches.c.batch_id, batches.c.recorded_at).order_by(batches.c.first_seq)
    ):
        if previous is not None and recorded_at < previous:
            return Check(name="recorded_at moves forward", ok=False, detail=f"batch {batch_id} recorded before the one before it")
        previous = recorded_at
    return Check(name="recorded_at moves forward", ok=True, detail="batch times never decrease")


def _record_versions(connection: Connection) -> Check:
    bad = connection.execute(
        select(records.c.entity_id)
        .group_by(records.c.entity_id)
        .having(func.max(records.c.version) != func.count())
        .limit(5)
    ).scalars().all()
    return Check(
        name="versions numbered 1..n",
        ok=not bad,
        detail="every entity's versions are 1..n" if not bad else f"gaps in versions of {bad}",
    )


def _supersessions(connection: Connection) -> Check:
    """The stored supersession facts are exactly those the versions' as-of order gives (replayed in
    `recorded_seq` order, as the store wrote them): a forged or missing fact would hide a version
    from, or show it to, searches without any record changing."""
    versions = connection.execute(
        select(records.c.entity_id, records.c.known_at, records.c.recorded_seq).order_by(records.c.recorded_seq)
    )
    expected = sorted((r["recorded_seq"], r["by_seq"], r["superseded_at"]) for r in supersession.facts({}, list(versions)))
    stored = sorted(tuple(row) for row in connection.execute(
        select(supersessions.c.recorded_seq, supersessions.c.by_seq, supersessions.c.superseded_at)))
    if stored == expected:
        return Check(name="supersession facts", ok=True, detail=f"{len(stored)} facts follow from the versions' as-of order")
    extra = sorted(set(stored) - set(expected))[:3]
    missing = sorted(set(expected) - set(stored))[:3]
    return Check(name="supersession facts", ok=False,
                 detail=f"{len(stored)} stored, {len(expected)} expected; not derivable: {extra}; missing: {missing}")


def _search_entries(connection: Connection) -> Check:
    """Every search entry is exactly the copy its version's row and index entry give (length,
    `known_at`, retraction flag), and every indexed version has one: the search reads the as-of rule
    from these entries alone, so a wrong `known_at` would show a page before it was public. (The
    lengths themselves are recomputed from the text by the index check.)"""
    expected = entries_from_versions().subquery("expected")
    entry = search_entries
    joined = expected.join(entry, entry.c.recorded_seq == expected.c.recorded_seq, full=True)
    wrong = connection.execute(
        select(func.coalesce(expected.c.recorded_seq, entry.c.recorded_seq).label("seq")).select_from(joined).where(or_(
            expected.c.recorded_seq.is_(None), entry.c.recorded_seq.is_(None), entry.c.length != expected.c.length,
            entry.c.known_at.is_distinct_from(expected.c.known_at), entry.c.retracted != expected.c.retracted,
        )).order_by("seq").limit(10)
    ).scalars().all()
    if not wrong:
        stored = int(connection.execute(select(func.count()).select_from(entry)).scalar_one())
        return Check(name="search entries", ok=True, detail=f"{stored} entries copy their versions' rows")
    return Check(name="search entries", ok=False, detail=f"wrong, missing or not derivable entries at recorded_seq {list(wrong)}")


def _records(connection: Connection) -> list[Check]:
    """One pass over every record: its content hash, its row hash, and its search index entry."""
    bad_content: list[int] = []
    bad_rows: list[int] = []
    legacy = 0
    index = _IndexCheck(connection)
    checked = 0
    for row in connection.execute(select(records).order_by(records.c.recorded_seq)).mappings().yield_per(2000):
        checked += 1
        payload = json.loads(row["payload"])
        if content_hash(payload) != row["content_hash"]:
            bad_content.append(row["recorded_seq"])
        if row["row_hash"] is None:
            legacy += 1  # stored before migration 0006: covered by its sealed batch digest
        elif chains.row_digest(records, row) != row["row_hash"]:
            bad_rows.append(row["recorded_seq"])
        if row["record_type"] == "document":
            index.add(row["recorded_seq"], payload)
    index.flush()
    sealed = f" ({legacy} stored before row hashes, covered by their sealed batches)" if legacy else ""
    return [
        Check(
            name="record content hashes", ok=not bad_content,
            detail=f"{checked} records match" if not bad_content else f"mismatch at recorded_seq {bad_content[:10]}",
        ),
        Check(
            name="record row hashes", ok=not bad_rows,
            detail=f"every column of {checked - legacy} records matches its row hash{sealed}" if not bad_rows
            else f"a column changed at recorded_seq {bad_rows[:10]}",
        ),
        index.check(),
    ]


class _IndexCheck:
    """Recomputes the search index entries of document versions, chunk by chunk, and compares."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.pending: list[tuple[int, list[str]]] = []
        self.documents = 0
        self.wrong: list[int] = []

    def add(self, seq: int, payload: dict[str, Any]) -> None:
        self.documents += 1
        self.pending.append((seq, index_text(payload)))
        if len(self.pending) >= _CHUNK:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.wrong.extend(_wrong_entries(self.connection, self.pending))
            self.pending = []

    def check(self) -> Check:
        extra = [
            f"{n} entries in {table} for {self.documents} document versions"
            for table, n in _entry_counts(self.connection) if n != self.documents
        ]
        ok = not self.wrong and not extra
        wrong = [f"wrong or missing entries at recorded_seq {self.wrong[:10]}"] if self.wrong else []
        detail = f"{self.documents} document versions indexed exactly as their text gives" if ok else "; ".join(wrong + extra)
        return Check(name="search index recomputed", ok=ok, detail=detail)


def _wrong_entries(connection: Connection, expected: list[tuple[int, list[str]]]) -> Iterator[int]:
    seqs = [seq for seq, _ in expected]
    if connection.dialect.name == "postgresql":
        yield from connection.execute(
            text(
                "SELECT v.seq FROM unnest(CAST(:seqs AS bigint[]), CAST(:lits AS text[]), CAST(:lens AS int[])) "
                "AS v(seq, lit, len) LEFT JOIN search_docs s ON s.recorded_seq = v.seq "
                "WHERE s.recorded_seq IS NULL OR s.length <> v.len OR s.tsv <> CAST(v.lit AS tsvector) ORDER BY v.seq"
            ),
            {"seqs": seqs, "lits": [tsvector_literal(found) for _, found in expected], "lens": [len(f) for _, f in expected]},
        ).scalars()
        return
    lengths = {
        seq: length
        for seq, length in connection.execute(
            select(search_docs.c.recorded_seq, search_docs.c.length).where(search_docs.c.recorded_seq.in_(seqs))
        )
    }
    listed = ", ".join(str(int(seq)) for seq in seqs)  # integers from the records table, not input
    terms = {seq: found for seq, found in connection.exec_driver_sql(f"SELECT rowid, terms FROM search_fts WHERE rowid IN ({listed})")}
    for seq, found in expected:
        if lengths.get(seq) != len(found) or terms.get(seq) != " ".join(found):
            yield seq


def _entry_counts(connection: Connection) -> list[tuple[str, int]]:
    counts = [("search_docs", int(connection.execute(select(func.count()).select_from(search_docs)).scalar_one()))]
    if connection.dialect.name == "sqlite":
        counts.append(("search_fts", int(connection.exec_driver_sql("SELECT count(*) FROM search_fts").scalar_one())))
    return counts


def _chain(connection: Connection, name: chains.ChainName) -> Check:
    """Recompute one chain from genesis and match every link against the rows it covers."""
    problems: list[str] = []
    expected = chains.digests(connection, name)
    order = list(expected)
    prev = chains.GENESIS
    linked: list[str] = []
    for number, link in enumerate(chains.links(connection, name), start=1):
        if link.seq != number:
            problems.append(f"link {link.seq}: expected position {number}")
        if link.prev_hash != prev:
            problems.append(f"link {link.seq}: prev_hash is not the previous link's hash")
        if chains.link_hash(name, link.seq, link.item, link.digest, link.prev_hash) != link.hash:
            problems.append(f"link {link.seq}: hash does not match its contents")
        digest = expected.pop(link.item, None)
        if digest is None:
            problems.append(f"link {link.seq}: {link.item} is no longer stored")
        elif digest != link.digest:
            problems.append(f"link {link.seq}: {link.item} changed since it was written")
        linked.append(link.item)
        prev = link.hash
    problems.extend(f"{item} was written without a link" for item in list(expected)[:10])
    if name != "memo" and not problems and linked != order:
        # Batches chain in recorded_seq order, models and audit requests in their row order.
        problems.append("links are not in the order of the rows they cover")
    return Check(
        name=f"{name} hash chain", ok=not problems,
        detail=f"{len(linked)} links, head {prev}" if not problems else "; ".join(problems[:10]),
    )


def _blob_hashes(connection: Connection) -> Check:
    bad: list[str] = []
    checked = 0
    for blob_hash, data in connection.execute(select(blobs.c.blob_hash, blobs.c.data)).yield_per(500):
        checked += 1
        try:
            ok = "sha256:" + sha256_hex(zlib.decompress(data)) == blob_hash
        except zlib.error:
            ok = False
        if not ok:
            bad.append(blob_hash)
    return Check(name="blob hashes", ok=not bad, detail=f"{checked} blobs match" if not bad else f"mismatch: {bad[:5]}")


def _price_files(connection: Connection, data_dir: Path) -> list[Check]:
    files = connection.execute(select(price_files)).mappings().all()
    missing = [f["path"] for f in files if not (data_dir / f["path"]).exists()]
    changed = [f["path"] for f in files if f["path"] not in missing and file_digest(data_dir / f["path"]) != f["file_hash"]]
    checks = [
        Check(
            name="price file hashes",
            ok=not missing and not changed,
            detail=f"{len(files)} files match" if not (missing or changed) else f"missing {missing[:5]}, changed {changed[:5]}",
        )
    ]
    present = [str(data_dir / f["path"]) for f in files if f["path"] not in missing]
    if present:
        bad = duck().execute(
            f"SELECT count(*) FILTER (WHERE content_hash <> {CONTENT_SQL} OR entity_id <> {ENTITY_SQL}), count(*) "
            "FROM read_parquet($files)",
            {"files": present},
        ).fetchone()
        assert bad is not None
        gaps = duck().execute(
            "SELECT count(*) FROM (SELECT entity_id FROM read_parquet($files) GROUP BY entity_id "
            "HAVING max(version) <> count(*))",
            {"files": present},
        ).fetchone()
        assert gaps is not None
        checks.append(
            Check(
                name="price bar hashes and versions",
                ok=bad[0] == 0 and gaps[0] == 0,
                detail=f"{bad[1]} bars match" if bad[0] == 0 and gaps[0] == 0 else f"{bad[0]} bars mismatch, {gaps[0]} entities with version gaps",
            )
        )
    return checks


def _orphans(connection: Connection, data_dir: Path) -> list[str]:
    listed = {row.path for row in connection.execute(select(price_files.c.path))}
    root = data_dir / "prices"
    if not root.exists():
        return []
    orphans = [p.relative_to(data_dir).as_posix() for p in root.rglob("*.parquet*")]
    return [f"unregistered file (from a failed ingest; never read): {p}" for p in sorted(orphans) if p not in listed]

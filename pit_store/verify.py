"""`asof store verify`: prove the store is what it claims to be.

Checks that the append-only triggers are installed, that `recorded_seq` is gapless and strictly
increasing across batches (records and Parquet price rows together), that `recorded_at` never runs
backwards, that version numbers per entity are 1..n, and that every content hash, blob hash and
price file hash matches its bytes. Files on disk that no committed batch lists (left by a crashed
ingest) are reported, not counted as failures: readers never see them.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Connection, func, select, text

from engine.hashing import content_hash, sha256_hex
from pit_store.price_store import CONTENT_SQL, ENTITY_SQL, duck, file_digest
from pit_store.schema import APPEND_ONLY_TABLES, batches, blobs, price_files, records, search_docs
from pit_store.store import PitStore


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


def verify_store(store: PitStore) -> VerifyReport:
    """Run every integrity check on `store`."""
    with store.engine.connect() as connection:
        checks = [
            _triggers(connection),
            _sequence(connection, store.data_dir),
            _recorded_at(connection),
            _record_versions(connection),
            _record_hashes(connection),
            _blob_hashes(connection),
            _search_index(connection),
            *_price_files(connection, store.data_dir),
        ]
        warnings = _orphans(connection, store.data_dir)
    return VerifyReport(checks=tuple(checks), warnings=tuple(warnings))


def _triggers(connection: Connection) -> Check:
    if connection.dialect.name == "sqlite":
        rows = connection.execute(
            text("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
        ).fetchall()
        found = {(table, action) for table, sql in rows for action in ("UPDATE", "DELETE") if f"BEFORE {action}" in sql}
    else:
        rows = connection.execute(
            text(
                "SELECT c.relname, t.tgtype FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
                "JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND n.nspname = current_schema()"
            )
        ).fetchall()
        # tgtype bits: 2 = BEFORE, 8 = DELETE, 16 = UPDATE.
        found = set()
        for table, tgtype in rows:
            if tgtype & 2:
                if tgtype & 16:
                    found.add((table, "UPDATE"))
                if tgtype & 8:
                    found.add((table, "DELETE"))
    missing = [f"{t} {a}" for t in APPEND_ONLY_TABLES for a in ("UPDATE", "DELETE") if (t, a) not in found]
    return Check(
        name="append-only triggers",
        ok=not missing,
        detail="UPDATE and DELETE refused on " + ", ".join(APPEND_ONLY_TABLES) if not missing else f"missing: {missing}",
    )


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


def _record_hashes(connection: Connection) -> Check:
    checked = 0
    bad: list[int] = []
    for seq, payload, stored in connection.execute(
        select(records.c.recorded_seq, records.c.payload, records.c.content_hash)
    ).yield_per(5000):
        checked += 1
        if content_hash(json.loads(payload)) != stored:
            bad.append(seq)
    return Check(
        name="record content hashes",
        ok=not bad,
        detail=f"{checked} records match" if not bad else f"mismatch at recorded_seq {bad[:10]}",
    )


def _search_index(connection: Connection) -> Check:
    documents = connection.execute(
        select(func.count()).select_from(records).where(records.c.record_type == "document")
    ).scalar_one()
    missing = connection.execute(
        select(func.count())
        .select_from(records.outerjoin(search_docs, search_docs.c.recorded_seq == records.c.recorded_seq))
        .where(records.c.record_type == "document", search_docs.c.recorded_seq.is_(None))
    ).scalar_one()
    entries = connection.execute(select(func.count()).select_from(search_docs)).scalar_one()
    ok = missing == 0 and entries == documents
    detail = f"{documents} document versions indexed" if ok else f"{missing} versions unindexed, {entries} entries for {documents} versions"
    return Check(name="search index complete", ok=ok, detail=detail)


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

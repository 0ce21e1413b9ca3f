"""The append-only store: takes record batches in, numbers them, and hands versions back.

The store alone assigns `version`, `supersedes`, `recorded_at` and `recorded_seq`. Each batch is one
transaction: either every new version of the batch is stored, or none is. Writers are serialised
(see `database.lock_writers`) so `recorded_seq` is gapless and strictly increasing across batches.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, func, insert, select

from engine.clock import Clock, SystemClock
from engine.errors import InputError, StoreError
from engine.hashing import canonical_json, content_hash, sha256_hex
from engine.ids import new_batch_id
from engine.settings import Settings
from engine.timestamps import ensure_utc, parse_utc
from pit_store import chains, database, supersession
from pit_store.identity import SINGLE_VALUED, SLOT_KEY, draft_slot, stored_slot
from pit_store.locations import data_dir_for
from pit_store.records import (
    DEFAULT_REVISION_KIND,
    IngestReport,
    RecordDraft,
    RecordType,
    RecordVersion,
    check_storable,
)
from pit_store.schema import batches, blobs, price_files, records
from pit_store.search_index import write_index
from pit_store.versioning import Candidate, Existing, Planned, SingleValued, plan_versions

_IN_CHUNK = 500  # bound IN (...) lists well below every backend's parameter limit


class PitStore:
    """A point-in-time store: a record database plus a folder of Parquet price files."""

    def __init__(self, engine: Engine, data_dir: Path, clock: Clock | None = None) -> None:
        self.engine = engine
        self.data_dir = Path(data_dir)
        self.clock: Clock = clock or SystemClock()
        self._reached = 0
        """The highest position this process has seen the store at (pins up to it need no query)."""

    @classmethod
    def open(cls, settings: Settings, clock: Clock | None = None, *, create: bool = False) -> "PitStore":
        """Open the store `settings` points at; with `create`, migrate it first (`asof init`).

        Without `create` nothing is created: a missing SQLite file is an error, not a new empty store.
        The price folder is the one `locations.data_dir_for` decides.
        """
        engine = database.connect(settings.store_url, create=create)
        clock = clock or SystemClock()
        if create:
            database.migrate(engine)
        else:
            database.require_current(engine)
        return cls(engine, data_dir_for(engine, clock, settings, create=create), clock)

    def close(self) -> None:
        """Refresh SQLite's planner statistics where needed (`PRAGMA optimize`), release connections.

        Without statistics SQLite can miss the covering index of the as-of probes after a large
        ingest; PostgreSQL's autovacuum keeps its own statistics.
        """
        if self.engine.dialect.name == "sqlite":
            with self.engine.connect() as connection:
                connection.exec_driver_sql("PRAGMA optimize")
        self.engine.dispose()

    # -- positions --------------------------------------------------------------------------

    def position(self) -> int:
        """The newest `recorded_seq` (0 for an empty store): what a run pins to reproduce reads."""
        with self.engine.connect() as connection:
            return position_of(connection)

    def resolve_pin(self, pin: int | None) -> int:
        """`pin` itself, or the current position when None.

        A negative pin, or one beyond the store's position, is an error: a pin names a position
        that exists, so a pinned read cannot change when more is ingested.
        """
        if pin is not None and 0 <= pin <= self._reached:
            return pin  # the store is append-only: a position it once reached stays a valid pin
        position = self.position()
        self._reached = max(self._reached, position)
        return pin_at(pin, position)

    # -- writing ----------------------------------------------------------------------------

    def append(
        self,
        drafts: Sequence[RecordDraft],
        *,
        source: str,
        corrections_known_at: datetime | None = None,
        backfill: bool = False,
    ) -> IngestReport:
        """Store a batch of drafts of one record type as new versions, in one transaction.

        Duplicates add nothing (see `versioning`), so re-running an ingest is harmless. For the
        single-valued kinds (filings, macro prints; see `identity`) a changed value is a correction
        known at `corrections_known_at`, else at the ingest clock's now (the report says so);
        `backfill` instead keeps the drafts' own `known_at` and marks the versions as a backfill.
        """
        if not drafts:
            raise InputError("nothing to ingest: the source held no records", file=source)
        record_type = drafts[0].record_type
        if any(d.record_type != record_type for d in drafts):
            raise InputError("a batch holds one record type", file=source)
        if record_type == "price":
            raise InputError("price bars go through append_prices", file=source)
        for draft in drafts:
            check_storable(draft, source)
        single = record_type in SINGLE_VALUED
        if backfill and not single:
            raise InputError(f"a backfill applies to single-valued kinds, not {record_type} records", file=source)
        hashes = [content_hash(d.payload) for d in drafts]
        slots = [draft_slot(d) for d in drafts]
        witnessed = record_type == "document"
        with self.engine.begin() as connection:
            database.lock_writers(connection)
            existing = _existing_versions(connection, {d.entity_id for d in drafts}, with_slots=single,
                                          with_witness=witnessed)
            recorded_at = self.clock.now()
            candidates = [
                Candidate(i, d.entity_id, d.known_at, h, d.kind, slots[i],
                          (capture_of(d.provenance) or recorded_at) if witnessed else None,
                          witnessed and capture_of(d.provenance) is not None)
                for i, (d, h) in enumerate(zip(drafts, hashes, strict=True))
            ]
            rule = correction_rule(corrections_known_at, recorded_at, backfill) if single else None
            plan = plan_versions(candidates, existing, DEFAULT_REVISION_KIND[record_type], single_valued=rule)
            if not plan:
                return IngestReport(
                    batch_id=None, record_type=record_type, source=source, read=len(drafts),
                    added=0, skipped_duplicates=len(drafts),
                )
            first = next_seq(connection)
            batch = record_batch(connection, record_type, source, recorded_at, first, len(plan))
            batch_id = batch["batch_id"]
            rows: list[dict[str, Any]] = []
            for offset, planned in enumerate(plan):
                draft = drafts[planned.index]
                rows.append(
                    chains.record_row({
                        "recorded_seq": first + offset,
                        "entity_id": draft.entity_id,
                        "version": planned.version,
                        "record_type": record_type,
                        "subject": draft.subject,
                        "kind": planned.kind,
                        "supersedes": planned.supersedes,
                        "valid_from": draft.valid_from,
                        "valid_to": draft.valid_to,
                        "event_time": draft.event_time,
                        "known_at": planned.known_at,
                        "recorded_at": recorded_at,
                        "batch_id": batch_id,
                        "source": draft.source,
                        "content_hash": hashes[planned.index],
                        "payload": canonical_json(draft.payload),
                        "provenance": canonical_json(_provenance(draft, slots[planned.index], planned.backfill,
                                                                 planned.known_at if witnessed else draft.known_at)),
                        "blob_hash": _store_blob(connection, draft.blob) if draft.blob is not None else None,
                    })
                )
            connection.execute(insert(records), rows)
            supersession.write(
                connection,
                {entity: [(v.known_at, v.recorded_seq) for v in versions] for entity, versions in existing.items()},
                [(row["entity_id"], row["known_at"], row["recorded_seq"]) for row in rows],
            )
            chains.append_batch_link(connection, batch, rows)
            if record_type == "document":
                write_index(connection, [(row, drafts[p.index].payload) for row, p in zip(rows, plan, strict=True)])
        return IngestReport(
            batch_id=batch_id, record_type=record_type, source=source, read=len(drafts),
            added=len(plan), skipped_duplicates=len(drafts) - len(plan),
            first_seq=first, last_seq=first + len(plan) - 1,
            warnings=correction_notices(plan, corrections_known_at, recorded_at),
        )

    # -- reading ----------------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """Stored versions per record type (price bars counted from the file manifest)."""
        with self.engine.connect() as connection:
            found = {
                row.record_type: int(row.n)
                for row in connection.execute(
                    select(records.c.record_type, func.count().label("n")).group_by(records.c.record_type)
                )
            }
            bars = connection.execute(select(func.coalesce(func.sum(price_files.c.n_rows), 0))).scalar_one()
        if bars:
            found["price"] = int(bars)
        return found

    def history(self, entity_id: str, *, pin: int | None = None) -> list[RecordVersion]:
        """Every stored version of one entity, in version order (up to `pin` when given)."""
        query = select(records).where(records.c.entity_id == entity_id).order_by(records.c.version)
        if pin is not None:
            query = query.where(records.c.recorded_seq <= self.resolve_pin(pin))
        with self.engine.connect() as connection:
            return [row_to_version(row) for row in connection.execute(query).mappings()]

    def blob(self, blob_hash: str) -> bytes:
        """The raw bytes kept for a record (e.g. a page's HTML), decompressed and checked."""
        with self.engine.connect() as connection:
            row = connection.execute(select(blobs).where(blobs.c.blob_hash == blob_hash)).mappings().first()
        if row is None:
            raise StoreError(f"no blob {blob_hash}")
        data = zlib.decompress(row["data"])
        if "sha256:" + sha256_hex(data) != blob_hash:
            raise StoreError(f"blob {blob_hash} does not match its hash")
        return data


def position_of(connection: Connection) -> int:
    """The newest `recorded_seq` as `connection` sees it (0 for an empty store)."""
    return int(connection.execute(select(func.coalesce(func.max(batches.c.last_seq), 0))).scalar_one())


def pin_at(pin: int | None, position: int) -> int:
    """`pin` itself, or `position` when None; a negative pin or one beyond `position` is an error."""
    if pin is None:
        return position
    if pin < 0:
        raise InputError("a pinned recorded_seq cannot be negative", field="pin")
    if pin > position:
        raise InputError(f"pin {pin} is beyond the store's position {position}", field="pin")
    return pin


def record_batch(
    connection: Connection, record_type: RecordType, source: str, recorded_at: Any, first: int, count: int
) -> dict[str, Any]:
    """Insert the batch row for `count` new versions numbered from `first`; return the row.

    Callers hold the writer lock (`database.lock_writers`) and computed `first` under it; they chain
    the batch (`chains.append_batch_link`) once its rows are in.
    """
    batch = {
        "batch_id": new_batch_id(), "record_type": record_type, "source": source, "recorded_at": recorded_at,
        "first_seq": first, "last_seq": first + count - 1, "n_records": count,
    }
    connection.execute(insert(batches).values(**batch))
    return batch


def next_seq(connection: Connection) -> int:
    """The first free `recorded_seq` (call under the writer lock)."""
    return position_of(connection) + 1


def capture_of(provenance: dict[str, Any]) -> datetime | None:
    """When the live page was captured showing a document version's content, if its provenance says."""
    captured = provenance.get("captured_at")
    return parse_utc(captured, field="captured_at") if captured else None


def _existing_versions(
    connection: Connection, entity_ids: Iterable[str], *, with_slots: bool, with_witness: bool = False
) -> dict[str, list[Existing]]:
    found: dict[str, list[Existing]] = {}
    ids = sorted(entity_ids)
    columns = [records.c.entity_id, records.c.version, records.c.known_at, records.c.content_hash, records.c.recorded_seq]
    if with_slots:
        columns += [records.c.record_type, records.c.payload, records.c.provenance]
    elif with_witness:
        columns += [records.c.provenance]
    for start in range(0, len(ids), _IN_CHUNK):
        chunk = ids[start : start + _IN_CHUNK]
        for row in connection.execute(select(*columns).where(records.c.entity_id.in_(chunk))):
            slot = (
                stored_slot(row.record_type, json.loads(row.payload), json.loads(row.provenance), row.known_at)
                if with_slots
                else None
            )
            seen = capture_of(json.loads(row.provenance)) if with_witness and not with_slots else None
            found.setdefault(row.entity_id, []).append(
                Existing(row.version, row.known_at, row.content_hash, row.recorded_seq, slot, seen)
            )
    return found


def _provenance(draft: RecordDraft, slot: str | None, backfill: bool, known_at: datetime | None) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    if slot is not None:
        extra[SLOT_KEY] = slot
    if backfill:
        extra["backfill"] = True
    if known_at != draft.known_at:  # a silent edit: say what the page claimed and why it is not taken
        extra["stated_known_at"] = draft.known_at.isoformat() if draft.known_at else None
        extra["known_at_rule"] = "edit seen later: an earlier capture showed other content, so known from this capture"
    return {**draft.provenance, **extra}


def correction_rule(given: datetime | None, now: datetime, backfill: bool) -> SingleValued:
    """The single-valued rule of one batch: corrections known at `given`, else at the clock's `now`."""
    return SingleValued(ensure_utc(given, field="known_at") if given is not None else now, backfill)


def correction_notices(plan: Sequence[Planned], given: datetime | None, now: datetime) -> tuple[str, ...]:
    """The report's notices: corrections stamped with the ingest clock, and backfills."""
    notices: list[str] = []
    corrected = sum(p.corrected for p in plan)
    if corrected and given is None:
        notices.append(
            f"{corrected} changed value(s) stored as corrections known at the ingest clock's now "
            f"({now.isoformat()}): pass --known-at to say when they became public"
        )
    if plan and plan[0].backfill:
        notices.append(f"{len(plan)} version(s) recorded as a backfill at their own known_at")
    return tuple(notices)


def _store_blob(connection: Connection, data: bytes) -> str:
    blob_hash = "sha256:" + sha256_hex(data)
    exists = connection.execute(select(blobs.c.blob_hash).where(blobs.c.blob_hash == blob_hash)).first()
    if exists is None:
        connection.execute(
            insert(blobs).values(blob_hash=blob_hash, codec="zlib", size=len(data), data=zlib.compress(data, 6))
        )
    return blob_hash


def row_to_version(row: Any) -> RecordVersion:
    """Turn a `records` row mapping into a `RecordVersion`."""
    values = dict(row)
    values["payload"] = json.loads(values["payload"])
    values["provenance"] = json.loads(values["provenance"])
    return RecordVersion.model_validate({k: values[k] for k in RecordVersion.model_fields if k in values})

"""The store's tables (SQLAlchemy Core). Alembic revisions in `migrations/` create them.

Every table here is append-only: migrations install triggers that make the database itself refuse
UPDATE and DELETE (and TRUNCATE on PostgreSQL). A correction is a new version, a deletion a
retraction version.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Float,
    Column,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from pit_store.columns import UtcTimestamp

metadata = MetaData()

batches = Table(
    "batches",
    metadata,
    Column("batch_id", String(64), primary_key=True),
    Column("record_type", String(16), nullable=False),
    Column("source", Text, nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
    Column("first_seq", BigInteger, nullable=False),
    Column("last_seq", BigInteger, nullable=False),
    Column("n_records", Integer, nullable=False),
)

records = Table(
    "records",
    metadata,
    Column("recorded_seq", BigInteger, primary_key=True, autoincrement=False),
    Column("entity_id", String(200), nullable=False),
    Column("version", Integer, nullable=False),
    Column("record_type", String(16), nullable=False),
    Column("subject", String(400), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("supersedes", Integer, nullable=True),
    Column("valid_from", UtcTimestamp, nullable=True),
    Column("valid_to", UtcTimestamp, nullable=True),
    Column("event_time", UtcTimestamp, nullable=True),
    Column("known_at", UtcTimestamp, nullable=True),
    Column("recorded_at", UtcTimestamp, nullable=False),
    Column("batch_id", String(64), ForeignKey("batches.batch_id"), nullable=False),
    Column("source", Text, nullable=False),
    Column("content_hash", String(80), nullable=False),
    Column("payload", Text, nullable=False),
    Column("provenance", Text, nullable=False),
    Column("blob_hash", String(80), ForeignKey("blobs.blob_hash"), nullable=True),
    # Migration 0006: the hash of every other column but the payload (see `chains.row_digest`);
    # NULL on rows stored before it (their batch digests were sealed by that migration).
    Column("row_hash", String(80), nullable=True),
    UniqueConstraint("entity_id", "version", name="uq_records_entity_version"),
)
Index("ix_records_type_entity_known", records.c.record_type, records.c.entity_id, records.c.known_at, records.c.recorded_seq)
Index("ix_records_type_known", records.c.record_type, records.c.known_at)
Index("ix_records_type_subject", records.c.record_type, records.c.subject)
Index("ix_records_seq_visibility", records.c.recorded_seq, records.c.record_type, records.c.kind, records.c.known_at)

blobs = Table(
    "blobs",
    metadata,
    Column("blob_hash", String(80), primary_key=True),
    Column("codec", String(16), nullable=False),
    Column("size", BigInteger, nullable=False),
    Column("data", LargeBinary, nullable=False),
)

price_files = Table(
    "price_files",
    metadata,
    Column("path", String(400), primary_key=True),
    Column("batch_id", String(64), ForeignKey("batches.batch_id"), nullable=False),
    Column("symbol", String(64), nullable=False),
    Column("n_rows", Integer, nullable=False),
    Column("first_seq", BigInteger, nullable=False),
    Column("last_seq", BigInteger, nullable=False),
    Column("file_hash", String(80), nullable=False),
)
Index("ix_price_files_symbol", price_files.c.symbol)

memo = Table(
    "memo",
    metadata,
    Column("memo_key", String(80), primary_key=True),
    Column("namespace", String(64), nullable=False),
    Column("value", Text, nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
)

# Index entries of document versions; PostgreSQL adds a `tsv` column (see migration 0003), SQLite
# keeps the terms in the FTS5 table `search_fts` (rowid = recorded_seq).
search_docs = Table(
    "search_docs",
    metadata,
    Column("recorded_seq", BigInteger, ForeignKey("records.recorded_seq"), primary_key=True, autoincrement=False),
    Column("length", Integer, nullable=False),
)
Index("ix_search_docs_seq_length", search_docs.c.recorded_seq, search_docs.c.length)

# The narrow entry of every indexed document version (migration 0008): what the search's ranking and
# as-of rule read per hit, copied from the version's row, so a hit costs one key lookup (on SQLite
# the rowid, which is the FTS5 rowid) instead of seeks into the wide `records` rows. Written with
# the version, never changed; `store verify` checks it against `records` and `search_docs`.
search_entries = Table(
    "search_entries",
    metadata,
    Column("recorded_seq", BigInteger().with_variant(Integer, "sqlite"), ForeignKey("records.recorded_seq"),
           primary_key=True, autoincrement=False),
    Column("length", Integer, nullable=False),
    Column("known_at", UtcTimestamp, nullable=True),
    Column("retracted", Boolean, nullable=False),
)

audit_requests = Table(
    "audit_requests",
    metadata,
    # Arrival order of requests (recorded_at can tie under a fixed clock).
    Column("request_seq", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("request_id", String(64), nullable=False, unique=True),
    Column("run_id", String(120), nullable=False),
    Column("instance_id", String(200), nullable=False),
    Column("tool", String(32), nullable=False),
    Column("arguments", Text, nullable=False),
    Column("policy", String(16), nullable=False),
    Column("forecast_time", UtcTimestamp, nullable=False),
    Column("pin", BigInteger, nullable=False),
    Column("status", String(16), nullable=False),
    Column("error", Text, nullable=True),
    Column("clamped", Boolean, nullable=False),
    Column("n_candidates", Integer, nullable=False),
    Column("n_returned", Integer, nullable=False),
    Column("latency_ms", Float, nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
)

audit_candidates = Table(
    "audit_candidates",
    metadata,
    Column("request_id", String(64), ForeignKey("audit_requests.request_id"), primary_key=True),
    Column("ordinal", Integer, primary_key=True, autoincrement=False),
    Column("entity_id", String(200), nullable=False),
    Column("version", Integer, nullable=True),
    Column("recorded_seq", BigInteger, nullable=True),
    Column("stage", String(32), nullable=False),
    Column("decision", String(8), nullable=False),
    Column("reason_code", String(40), nullable=True),
    Column("evidence", Text, nullable=False),
    Column("classifier_id", String(120), nullable=True),
    Column("prompt_hash", String(80), nullable=True),
    Column("raw_answer", Text, nullable=True),
)

# The run event log (engine.run_log): one hash chain per run; the unique keys make every job's
# claim attempt, lock and score happen at most once.
run_events = Table(
    "run_events",
    metadata,
    Column("run_id", String(120), primary_key=True),
    Column("seq", BigInteger, primary_key=True, autoincrement=False),
    Column("kind", String(32), nullable=False),
    Column("job_key", String(120), nullable=True),
    Column("attempt", Integer, nullable=False),
    Column("body", Text, nullable=False),
    Column("prev_hash", String(80), nullable=False),
    Column("hash", String(80), nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
    UniqueConstraint("run_id", "kind", "job_key", "attempt", name="uq_run_events_job"),
)
Index("ix_run_events_kind", run_events.c.kind, run_events.c.run_id)

# The model registry: a change is a new row for the same name; the latest row wins.
model_versions = Table(
    "model_versions",
    metadata,
    Column("row_seq", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("name", String(200), nullable=False),
    Column("vendor_cutoff", UtcTimestamp, nullable=True),
    Column("release_date", UtcTimestamp, nullable=True),
    Column("measured_boundary", UtcTimestamp, nullable=True),
    Column("notes", Text, nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
    # Migration 0005: what the model says its cutoff is, and the boundary estimate's summary (JSON).
    Column("self_reported_cutoff", UtcTimestamp, nullable=True),
    Column("measured_detail", Text, nullable=True),
)
Index("ix_model_versions_name", model_versions.c.name, model_versions.c.row_seq)

# Hash chains over batches, memo answers, model rows and audit requests (see `chains`); migration 0006.
chain_links = Table(
    "chain_links",
    metadata,
    Column("chain", String(16), primary_key=True),
    Column("seq", BigInteger, primary_key=True, autoincrement=False),
    Column("item", String(200), nullable=False),
    Column("digest", String(80), nullable=False),
    Column("prev_hash", String(80), nullable=False),
    Column("hash", String(80), nullable=False),
    Column("recorded_at", UtcTimestamp, nullable=False),
)

# When a record version stops being the visible one (see `supersession`); migration 0007. A row
# holds at every pin from `by_seq` on: the version is not visible from `superseded_at`.
supersessions = Table(
    "supersessions",
    metadata,
    Column("recorded_seq", BigInteger, ForeignKey("records.recorded_seq"), primary_key=True, autoincrement=False),
    Column("by_seq", BigInteger, primary_key=True, autoincrement=False),
    Column("superseded_at", UtcTimestamp, nullable=False),
    sqlite_with_rowid=False,
)

APPEND_ONLY_TABLES: tuple[str, ...] = (
    "batches", "records", "blobs", "price_files", "memo", "search_docs", "audit_requests", "audit_candidates",
    "run_events", "model_versions", "chain_links", "supersessions", "search_entries",
)

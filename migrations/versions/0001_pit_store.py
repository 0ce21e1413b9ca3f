"""The point-in-time store: batches, record versions, blobs, price file manifest; append-only triggers.

Revision ID: 0001_pit_store
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only
from pit_store.columns import UtcTimestamp

revision = "0001_pit_store"
down_revision = None
branch_labels = None
depends_on = None

APPEND_ONLY = ("batches", "records", "blobs", "price_files")


def upgrade() -> None:
    op.create_table(
        "batches",
        sa.Column("batch_id", sa.String(64), primary_key=True),
        sa.Column("record_type", sa.String(16), nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
        sa.Column("first_seq", sa.BigInteger, nullable=False),
        sa.Column("last_seq", sa.BigInteger, nullable=False),
        sa.Column("n_records", sa.Integer, nullable=False),
    )
    op.create_table(
        "blobs",
        sa.Column("blob_hash", sa.String(80), primary_key=True),
        sa.Column("codec", sa.String(16), nullable=False),
        sa.Column("size", sa.BigInteger, nullable=False),
        sa.Column("data", sa.LargeBinary, nullable=False),
    )
    op.create_table(
        "records",
        sa.Column("recorded_seq", sa.BigInteger, primary_key=True, autoincrement=False),
        sa.Column("entity_id", sa.String(200), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("record_type", sa.String(16), nullable=False),
        sa.Column("subject", sa.String(400), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("supersedes", sa.Integer, nullable=True),
        sa.Column("valid_from", UtcTimestamp, nullable=True),
        sa.Column("valid_to", UtcTimestamp, nullable=True),
        sa.Column("event_time", UtcTimestamp, nullable=True),
        sa.Column("known_at", UtcTimestamp, nullable=True),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
        sa.Column("batch_id", sa.String(64), sa.ForeignKey("batches.batch_id"), nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("content_hash", sa.String(80), nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.Column("blob_hash", sa.String(80), sa.ForeignKey("blobs.blob_hash"), nullable=True),
        sa.UniqueConstraint("entity_id", "version", name="uq_records_entity_version"),
        sa.CheckConstraint(
            "kind IN ('original', 'amendment', 'correction', 'retraction')", name="ck_records_kind"
        ),
        sa.CheckConstraint(
            "record_type IN ('document', 'price', 'filing', 'macro', 'event')", name="ck_records_type"
        ),
    )
    op.create_index(
        "ix_records_type_entity_known", "records", ["record_type", "entity_id", "known_at", "recorded_seq"]
    )
    op.create_index("ix_records_type_known", "records", ["record_type", "known_at"])
    op.create_index("ix_records_type_subject", "records", ["record_type", "subject"])
    op.create_table(
        "price_files",
        sa.Column("path", sa.String(400), primary_key=True),
        sa.Column("batch_id", sa.String(64), sa.ForeignKey("batches.batch_id"), nullable=False),
        sa.Column("symbol", sa.String(64), nullable=False),
        sa.Column("n_rows", sa.Integer, nullable=False),
        sa.Column("first_seq", sa.BigInteger, nullable=False),
        sa.Column("last_seq", sa.BigInteger, nullable=False),
        sa.Column("file_hash", sa.String(80), nullable=False),
    )
    op.create_index("ix_price_files_symbol", "price_files", ["symbol"])
    install_append_only(APPEND_ONLY)


def downgrade() -> None:
    # Dropping the store would destroy its history; a downgrade past the first revision is refused.
    raise RuntimeError("the point-in-time store cannot be downgraded below its first revision")

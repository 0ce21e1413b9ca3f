"""The run event log and the model registry (both append-only).

Revision ID: 0004_runs
Revises: 0003_search_and_audit
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only
from pit_store.columns import UtcTimestamp

revision = "0004_runs"
down_revision = "0003_search_and_audit"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "run_events",
        sa.Column("run_id", sa.String(120), primary_key=True),
        sa.Column("seq", sa.BigInteger, primary_key=True, autoincrement=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("job_key", sa.String(120), nullable=True),
        sa.Column("attempt", sa.Integer, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("prev_hash", sa.String(80), nullable=False),
        sa.Column("hash", sa.String(80), nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
        sa.UniqueConstraint("run_id", "kind", "job_key", "attempt", name="uq_run_events_job"),
    )
    op.create_index("ix_run_events_kind", "run_events", ["kind", "run_id"])
    op.create_table(
        "model_versions",
        sa.Column("row_seq", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("vendor_cutoff", UtcTimestamp, nullable=True),
        sa.Column("release_date", UtcTimestamp, nullable=True),
        sa.Column("measured_boundary", UtcTimestamp, nullable=True),
        sa.Column("notes", sa.Text, nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
    )
    op.create_index("ix_model_versions_name", "model_versions", ["name", "row_seq"])
    install_append_only(["run_events", "model_versions"])


def downgrade() -> None:
    raise RuntimeError("the run log cannot be downgraded away")

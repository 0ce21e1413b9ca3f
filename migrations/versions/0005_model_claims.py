"""Model registry: the model's self-reported cutoff and the detail of its measured boundary.

Revision ID: 0005_model_claims
Revises: 0004_runs
Create Date: 2026-11-30

Plain ADD COLUMN (nullable, no default) on both backends: the table is not rebuilt, so its
append-only triggers stay in place and earlier rows read NULL for the new fields.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from pit_store.columns import UtcTimestamp

revision = "0005_model_claims"
down_revision = "0004_runs"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("model_versions", sa.Column("self_reported_cutoff", UtcTimestamp, nullable=True))
    op.add_column("model_versions", sa.Column("measured_detail", sa.Text, nullable=True))


def downgrade() -> None:
    raise RuntimeError("the model registry cannot be downgraded away")

"""Memo: append-only answers keyed by request hash (classifier verdicts, LLM responses).

Revision ID: 0002_memo
Revises: 0001_pit_store
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only
from pit_store.columns import UtcTimestamp

revision = "0002_memo"
down_revision = "0001_pit_store"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "memo",
        sa.Column("memo_key", sa.String(80), primary_key=True),
        sa.Column("namespace", sa.String(64), nullable=False),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
    )
    install_append_only(["memo"])


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS memo_no_update")
    op.execute("DROP TRIGGER IF EXISTS memo_no_delete")
    op.drop_table("memo")

"""Supersession facts: when each record version stops being the visible one (see `pit_store.supersession`).

Revision ID: 0007_supersessions
Revises: 0006_chains
Create Date: 2026-12-01

Visibility at (t, pin) becomes a range condition over these rows instead of a search among an
entity's versions per candidate; two covering indexes serve the search's per-hit lookups. The rows of the versions already stored are computed here by
replaying them in `recorded_seq` order, exactly as the store writes them for new versions. The
table is append-only like every other: a later version adds rows, it never changes one.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only, install_key_guards
from pit_store.columns import UtcTimestamp
from pit_store.supersession import backfill

revision = "0007_supersessions"
down_revision = "0006_chains"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "supersessions",
        sa.Column("recorded_seq", sa.BigInteger, sa.ForeignKey("records.recorded_seq"), primary_key=True, autoincrement=False),
        sa.Column("by_seq", sa.BigInteger, primary_key=True, autoincrement=False),
        sa.Column("superseded_at", UtcTimestamp, nullable=False),
        sqlite_with_rowid=False,
    )
    # The search's per-hit lookups read only these columns: covering indexes keep them off the
    # wide rows (a version's payload) and the length off the index entry's table row.
    op.create_index("ix_records_seq_visibility", "records", ["recorded_seq", "record_type", "kind", "known_at"])
    op.create_index("ix_search_docs_seq_length", "search_docs", ["recorded_seq", "length"])
    install_append_only(["supersessions"])
    install_key_guards({"supersessions": (("recorded_seq", "by_seq"),)})
    backfill(op.get_bind())


def downgrade() -> None:
    raise RuntimeError("the supersession facts cannot be downgraded away")

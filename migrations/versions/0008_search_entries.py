"""Narrow search entries: per indexed document version, what a hit's ranking and as-of rule read.

Revision ID: 0008_search_entries
Revises: 0007_supersessions
Create Date: 2026-12-02

`search_entries` (see `pit_store.search_index`) holds each indexed version's length, `known_at` and
retraction flag, keyed by its `recorded_seq` (on SQLite the rowid, the same key as the FTS5 rowid),
so the search's per-hit work is one lookup of a small row plus the supersession probe, instead of
seeks into the wide `records` rows and `search_docs`. The entries of the versions already stored are
copied here from `records` and `search_docs` with one INSERT ... SELECT; the table is append-only
like every other (an entry is written with its version, in the same transaction, never changed).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only, install_key_guards
from pit_store.columns import UtcTimestamp
from pit_store.search_index import backfill_entries

revision = "0008_search_entries"
down_revision = "0007_supersessions"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "search_entries",
        # INTEGER PRIMARY KEY on SQLite: the rowid itself, one b-tree seek per hit.
        sa.Column("recorded_seq", sa.BigInteger().with_variant(sa.Integer, "sqlite"), sa.ForeignKey("records.recorded_seq"),
                  primary_key=True, autoincrement=False),
        sa.Column("length", sa.Integer, nullable=False),
        sa.Column("known_at", UtcTimestamp, nullable=True),
        sa.Column("retracted", sa.Boolean, nullable=False),
    )
    install_append_only(["search_entries"])
    install_key_guards({"search_entries": (("recorded_seq",),)})
    backfill_entries(op.get_bind())


def downgrade() -> None:
    raise RuntimeError("the search entries cannot be downgraded away")

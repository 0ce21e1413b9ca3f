"""Full-text index of document versions, and the retrieval audit trail.

Revision ID: 0003_search_and_audit
Revises: 0002_memo
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only
from pit_store.columns import UtcTimestamp
from pit_store.search_index import backfill

revision = "0003_search_and_audit"
down_revision = "0002_memo"
branch_labels = None
depends_on = None


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    columns = [
        sa.Column("recorded_seq", sa.BigInteger, sa.ForeignKey("records.recorded_seq"), primary_key=True, autoincrement=False),
        sa.Column("length", sa.Integer, nullable=False),
    ]
    if dialect == "postgresql":
        columns.append(sa.Column("tsv", sa.dialects.postgresql.TSVECTOR, nullable=False))
    op.create_table("search_docs", *columns)
    if dialect == "postgresql":
        op.create_index("ix_search_docs_tsv", "search_docs", ["tsv"], postgresql_using="gin")
    else:
        # Terms arrive pre-tokenised and case-folded (pit_store.text_terms); unicode61 only splits them.
        op.execute("CREATE VIRTUAL TABLE search_fts USING fts5(terms, tokenize = 'unicode61 remove_diacritics 0')")
        op.execute("CREATE VIRTUAL TABLE search_fts_terms USING fts5vocab(search_fts, 'instance')")

    op.create_table(
        "audit_requests",
        sa.Column("request_seq", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True, autoincrement=True),
        sa.Column("request_id", sa.String(64), nullable=False, unique=True),
        sa.Column("run_id", sa.String(120), nullable=False),
        sa.Column("instance_id", sa.String(200), nullable=False),
        sa.Column("tool", sa.String(32), nullable=False),
        sa.Column("arguments", sa.Text, nullable=False),
        sa.Column("policy", sa.String(16), nullable=False),
        sa.Column("forecast_time", UtcTimestamp, nullable=False),
        sa.Column("pin", sa.BigInteger, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("error", sa.Text, nullable=True),
        sa.Column("clamped", sa.Boolean, nullable=False),
        sa.Column("n_candidates", sa.Integer, nullable=False),
        sa.Column("n_returned", sa.Integer, nullable=False),
        sa.Column("latency_ms", sa.Float, nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
    )
    op.create_index("ix_audit_requests_run", "audit_requests", ["run_id", "instance_id"])
    op.create_table(
        "audit_candidates",
        sa.Column("request_id", sa.String(64), sa.ForeignKey("audit_requests.request_id"), primary_key=True),
        sa.Column("ordinal", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("entity_id", sa.String(200), nullable=False),
        sa.Column("version", sa.Integer, nullable=True),
        sa.Column("recorded_seq", sa.BigInteger, nullable=True),
        sa.Column("stage", sa.String(32), nullable=False),
        sa.Column("decision", sa.String(8), nullable=False),
        sa.Column("reason_code", sa.String(40), nullable=True),
        sa.Column("evidence", sa.Text, nullable=False),
        sa.Column("classifier_id", sa.String(120), nullable=True),
        sa.Column("prompt_hash", sa.String(80), nullable=True),
        sa.Column("raw_answer", sa.Text, nullable=True),
        sa.CheckConstraint("decision IN ('accept', 'reject')", name="ck_audit_decision"),
    )
    op.create_index("ix_audit_candidates_reason", "audit_candidates", ["decision", "reason_code"])
    install_append_only(["search_docs", "audit_requests", "audit_candidates"])
    backfill(op.get_bind())


def downgrade() -> None:
    raise RuntimeError("the audit trail cannot be downgraded away")

"""Hash chains: a row hash on every record, `chain_links` over batches, memo, models and audit; key guards.

Revision ID: 0006_chains
Revises: 0005_model_claims
Create Date: 2026-12-01

Rows stored before this revision keep `records.row_hash` NULL (the tables refuse UPDATE, and a
migration never rewrites data): verify recomputes their row digests from their columns. Their
batches, memo answers, model rows and audit requests are sealed here, in their stored order, as
the first links of each chain. What was changed before this upgrade cannot be detected; what is
changed after it can, and the first checkpoint taken after the upgrade anchors the sealed links.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from migrations.triggers import install_append_only, install_key_guards
from pit_store.columns import UtcTimestamp
from pit_store.chains import seal_existing

revision = "0006_chains"
down_revision = "0005_model_claims"
branch_labels = None
depends_on = None

# Every key of every append-only table as of this revision (a later table adds its own guard).
KEYS: dict[str, tuple[tuple[str, ...], ...]] = {
    "batches": (("batch_id",),),
    "records": (("recorded_seq",), ("entity_id", "version")),
    "blobs": (("blob_hash",),),
    "price_files": (("path",),),
    "memo": (("memo_key",),),
    "search_docs": (("recorded_seq",),),
    "audit_requests": (("request_seq",), ("request_id",)),
    "audit_candidates": (("request_id", "ordinal"),),
    "run_events": (("run_id", "seq"), ("run_id", "kind", "job_key", "attempt")),
    "model_versions": (("row_seq",),),
    "chain_links": (("chain", "seq"),),
}


def upgrade() -> None:
    op.add_column("records", sa.Column("row_hash", sa.String(80), nullable=True))
    op.create_table(
        "chain_links",
        sa.Column("chain", sa.String(16), primary_key=True),
        sa.Column("seq", sa.BigInteger, primary_key=True, autoincrement=False),
        sa.Column("item", sa.String(200), nullable=False),
        sa.Column("digest", sa.String(80), nullable=False),
        sa.Column("prev_hash", sa.String(80), nullable=False),
        sa.Column("hash", sa.String(80), nullable=False),
        sa.Column("recorded_at", UtcTimestamp, nullable=False),
    )
    install_append_only(["chain_links"])
    install_key_guards(KEYS)
    seal_existing(op.get_bind())


def downgrade() -> None:
    raise RuntimeError("the hash chains cannot be downgraded away")

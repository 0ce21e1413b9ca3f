"""Which record kinds hold one true value per slot, and what a draft's slot is.

A price bar, a filing line item as one filing reports it, and a macro print of one vintage each
have one true value: a different value for the same slot is a correction of what was recorded,
never a new fact with its own time (see `versioning`). Documents and corporate events are evidence
of their own time instead: a late-ingested capture may carry an earlier `known_at`.

The slot is computed from the draft as read (payload and the source's own `known_at`) and kept in
the stored version's provenance, so a correction, which becomes known later, stays in the slot of
the value it corrects.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pit_store.records import RecordDraft, RecordType

SINGLE_VALUED: frozenset[RecordType] = frozenset({"price", "filing", "macro"})

SLOT_KEY = "slot"
"""The provenance field that keeps a single-valued version's slot."""


def draft_slot(draft: RecordDraft) -> str | None:
    """The slot of a filing or macro draft (None for kinds that are not single-valued)."""
    return _slot(draft.record_type, draft.payload, draft.known_at)


def stored_slot(record_type: RecordType, payload: Mapping[str, Any], provenance: Mapping[str, Any], known_at: datetime | None) -> str | None:
    """The slot of a stored version: the one kept at ingest, else derived as for a draft."""
    kept = provenance.get(SLOT_KEY)
    return str(kept) if kept is not None else _slot(record_type, payload, known_at)


def _slot(record_type: RecordType, payload: Mapping[str, Any], known_at: datetime | None) -> str | None:
    stamp = known_at.isoformat() if known_at is not None else "unknown"
    if record_type == "filing":
        # One filing: its accession number; without one, its form accepted at that instant.
        accession = payload.get("accession")
        return f"accession:{accession}" if accession else f"filed:{payload.get('form')}@{stamp}"
    if record_type == "macro":
        vintage = payload.get("vintage")
        return f"vintage:{vintage}" if vintage else f"released:{stamp}"
    return None

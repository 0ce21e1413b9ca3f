"""Stable identifiers.

Entity ids are derived from what identifies the thing (a URL, a symbol and bar time, a filing item
and period), so re-ingesting the same source yields the same ids on any machine.
"""

from __future__ import annotations

import uuid

from engine.hashing import canonical_json, sha256_hex


def stable_id(namespace: str, *parts: object) -> str:
    """A readable, stable id: `namespace:` followed by 24 hex chars of the parts' hash."""
    if not namespace or ":" in namespace:
        raise ValueError("namespace must be a non-empty string without ':'")
    digest = sha256_hex(canonical_json([namespace, *[str(p) for p in parts]]))
    return f"{namespace}:{digest[:24]}"


def new_batch_id() -> str:
    """A fresh random id for one ingest batch (batches are events, not derived facts)."""
    return "batch:" + uuid.uuid4().hex

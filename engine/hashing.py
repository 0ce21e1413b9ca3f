"""Canonical JSON and content hashing.

Two payloads that mean the same thing must hash the same on every machine: keys sorted, no
whitespace, UTF-8, datetimes as canonical UTC text, floats in their shortest round-trip form.
"""

from __future__ import annotations

import hashlib
import json
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from engine.timestamps import to_iso


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return to_iso(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    raise TypeError(f"cannot hash value of type {type(value).__name__}")


# What `json.dumps` with these options builds on every call, built once (it keeps no state between
# calls); allow_nan=False refuses NaN and infinity wherever they are, without a walk of our own.
_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False, default=_default)


def canonical_json(value: Any) -> str:
    """Serialise `value` to canonical JSON text (sorted keys, compact, UTF-8 safe)."""
    try:
        return _ENCODER.encode(value)
    except ValueError as exc:
        if "Out of range float" in str(exc):
            raise ValueError("NaN and infinity have no canonical JSON form") from None
        raise


def sha256_hex(data: bytes | str) -> str:
    """SHA-256 of bytes (str is UTF-8 encoded first), as lowercase hex."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def content_hash(value: Any) -> str:
    """Hash of the canonical JSON form of `value`, prefixed with the algorithm."""
    return "sha256:" + sha256_hex(canonical_json(value))

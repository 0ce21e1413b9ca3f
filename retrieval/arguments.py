"""Tool arguments checked at the gateway's edge, and kept in a form the audit can always store.

A forecaster (an LLM over MCP, a harness) can send anything: a lone surrogate, a NUL, a string
longer than any column, a number where text belongs. Each is refused with one clear `InputError`
naming the field, before any query runs, and the refusal is audited like every other request; the
audit keeps the arguments escaped (`audit_form`) so that writing the audit row cannot fail either.
Limits match the columns the values are compared with.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from engine.errors import InputError

MAX_DOC_ID_CHARS = 200
"""`records.entity_id` and `audit_candidates.entity_id` (an id with its `@VERSION`)."""
MAX_SUBJECT_CHARS = 400
"""`records.subject`: a company, a macro series."""
MAX_SYMBOL_CHARS = 64
"""`price_files.symbol`."""
MAX_LABEL_CHARS = 64
"""A filing item name, a bar interval."""
MAX_SYMBOLS = 100
_AUDIT_TEXT_CHARS = 2000


def text_argument(value: object, field: str, limit: int) -> str:
    """`value` if it is valid text for `field`: a str of valid Unicode, no NUL, at most `limit` chars."""
    if not isinstance(value, str):
        raise InputError(f"must be text, got {type(value).__name__}", field=field)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(f"is not valid Unicode (a lone surrogate at position {exc.start})", field=field) from None
    if "\x00" in value:
        raise InputError(f"contains a NUL character at position {value.index(chr(0))}", field=field)
    if len(value) > limit:
        raise InputError(f"is longer than {limit} characters ({len(value)})", field=field)
    return value


def optional_text(value: object, field: str, limit: int) -> str | None:
    """None, or valid text for `field` (see `text_argument`)."""
    return None if value is None else text_argument(value, field, limit)


def symbols_argument(value: object) -> list[str]:
    """A list of 1..MAX_SYMBOLS valid ticker symbols."""
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise InputError("must be a list of symbols", field="symbols")
    if not value:
        raise InputError("give at least one symbol", field="symbols")
    if len(value) > MAX_SYMBOLS:
        raise InputError(f"at most {MAX_SYMBOLS} symbols ({len(value)})", field="symbols")
    return [text_argument(symbol, "symbols", MAX_SYMBOL_CHARS) for symbol in value]


def instant_argument(value: object, field: str) -> datetime:
    """A datetime (its timezone is checked where it is used)."""
    if not isinstance(value, datetime):
        raise InputError(f"must be a date and time, got {type(value).__name__}", field=field)
    return value


def audit_form(value: Any) -> Any:
    """`value` as the audit can store it: text escaped (surrogates, NUL) and cut to a bounded length."""
    if isinstance(value, str):
        safe = value.encode("utf-8", "backslashreplace").decode("utf-8").replace("\x00", "\\x00")
        return safe if len(safe) <= _AUDIT_TEXT_CHARS else f"{safe[:_AUDIT_TEXT_CHARS]}... ({len(value)} characters)"
    if isinstance(value, dict):
        return {str(audit_form(k)): audit_form(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [audit_form(v) for v in value[:MAX_SYMBOLS]]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # canonical JSON has no NaN or infinity
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return audit_form(str(value))

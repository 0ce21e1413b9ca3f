"""Corporate event calendar: when an announcement (earnings etc.) was scheduled, moved, held.

One entity is one event of one company for one fiscal period. Its schedule announcement, a moved
date, a confirmation and the realised announcement are successive versions, each known when it
became public; a cancellation retracts it. A later stage compares a text's claims with this
calendar as of t to tell "will report on May 5" (forward-looking) from a leaked outcome.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import to_iso
from pit_store.ingest.filings import fiscal_period_label
from pit_store.ingest.rows import present, read_csv, read_jsonl, require, require_str, require_utc
from pit_store.records import RecordDraft

__all__ = ["read_events", "STATUSES"]

SOURCE_EVENTS = "event-calendar"
STATUSES = ("scheduled", "confirmed", "realised", "cancelled")
EVENT_FIELDS = frozenset(
    {"company", "event", "fiscal_period", "status", "event_time", "known_at", "source_note"}
)


def read_events(path: Path) -> list[RecordDraft]:
    """Read calendar rows from a CSV or JSON Lines file into drafts, sorted by `known_at` then entity.

    `known_at` (aware) is required, except for a realised event, which is public when it happens
    (`known_at` defaults to `event_time`). `event_time` (aware) is required except for a
    cancellation. Bad rows raise `InputError` naming the file, line and field; nothing is returned.
    """
    file = str(path)
    name = path.name.lower().removesuffix(".gz")
    if name.endswith((".jsonl", ".ndjson", ".json")):
        rows = read_jsonl(path)
    elif name.endswith(".csv"):
        rows = read_csv(path)
    else:
        raise InputError("unsupported file type: use .csv, .jsonl, .ndjson or .json", file=file)
    drafts: list[tuple[RecordDraft, int]] = []
    for line, row in rows:
        try:
            drafts.append((_event(row, file, line), line))
        except InputError as exc:
            raise exc.located(file=file, line=line) from None
    if not drafts:
        raise InputError("empty file: no event rows", file=file)
    _refuse_conflicts(drafts, file)
    ranked = sorted(drafts, key=lambda pair: (pair[0].known_at, pair[0].entity_id, pair[1]))
    return [draft for draft, _ in ranked]


def _event(row: Mapping[str, Any], file: str, line: int) -> RecordDraft:
    unknown = sorted(set(row) - EVENT_FIELDS)
    if unknown:
        raise InputError(f"unknown field (allowed: {sorted(EVENT_FIELDS)})", field=unknown[0])
    company = require_str(row, "company")
    # Lower-cased so that 'Earnings' and 'earnings' name the same entity.
    event = require_str(row, "event").lower()
    fiscal_period = fiscal_period_label(require(row, "fiscal_period"))
    status = require_str(row, "status").lower()
    if status not in STATUSES:
        raise InputError(f"unknown status {status!r} (expected one of {list(STATUSES)})", field="status")
    event_time = _optional_utc(row, "event_time")
    if event_time is None and status != "cancelled":
        raise InputError(f"missing value (required for status {status!r})", field="event_time")
    known_at = _optional_utc(row, "known_at")
    if known_at is None:
        if status != "realised":
            raise InputError(f"missing value (required for status {status!r})", field="known_at")
        known_at = event_time
    elif status == "realised" and event_time is not None and known_at < event_time:
        raise InputError("a realised event cannot be known before it happened", field="known_at")
    note = require_str(row, "source_note") if present(row, "source_note") else None
    return RecordDraft(
        record_type="event",
        entity_id=stable_id("event", company, event, fiscal_period),
        kind="retraction" if status == "cancelled" else None,
        event_time=event_time,
        known_at=known_at,
        source=SOURCE_EVENTS,
        payload={
            "company": company,
            "event": event,
            "fiscal_period": fiscal_period,
            "status": status,
            "event_time": to_iso(event_time) if event_time else None,
        },
        # The note says where the schedule came from; it is not part of the fact.
        provenance={"file": file, "line": line, "source_note": note},
    )



def _optional_utc(row: Mapping[str, Any], name: str) -> datetime | None:
    return require_utc(row, name) if present(row, name) else None


def _refuse_conflicts(drafts: list[tuple[RecordDraft, int]], file: str) -> None:
    """Two different states of one event made public at the same instant contradict each other."""
    seen: dict[tuple[str, datetime | None], tuple[dict[str, Any], int]] = {}
    for draft, line in drafts:
        payload, first_line = seen.setdefault((draft.entity_id, draft.known_at), (draft.payload, line))
        if payload != draft.payload:
            raise InputError(
                f"contradicts line {first_line}: same event, same known_at, different content",
                file=file,
                line=line,
                field="known_at",
            )

"""Typed records: what an ingester hands the store, and what the store hands back.

An ingester turns a source file into `RecordDraft`s (documents, filing items, macro prints,
corporate events) or a price table (see `price_bars`). The store alone assigns `version`,
`supersedes`, `recorded_at` and `recorded_seq`, and hashes `payload` into `content_hash`.

`payload` is the fact itself and is hashed into `content_hash`; `provenance` says where and how it
was captured (file and line, WARC record id, capture time) and is kept out of `content_hash`, so
the same fact captured twice is recognised as the same content. The stored row's `row_hash` (see
`chains`) covers both, and every other column that carries meaning.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.errors import InputError
from engine.hashing import canonical_json
from engine.timestamps import UtcDateTime

RecordType = Literal["document", "price", "filing", "macro", "event"]
VersionKind = Literal["original", "amendment", "correction", "retraction"]

RECORD_TYPES: tuple[RecordType, ...] = ("document", "price", "filing", "macro", "event")
VERSION_KINDS: tuple[VersionKind, ...] = ("original", "amendment", "correction", "retraction")

# What a later version of each record type is when the ingester does not say: a publisher's
# revision (updated page, restated item, revised print, moved date) is an amendment; a vendor's
# price fix is a correction.
DEFAULT_REVISION_KIND: dict[RecordType, VersionKind] = {
    "document": "amendment",
    "price": "correction",
    "filing": "amendment",
    "macro": "amendment",
    "event": "amendment",
}


# The payload field that names what a record is about (indexed as `subject` for filtering).
SUBJECT_FIELD: dict[RecordType, str] = {
    "document": "url",
    "price": "symbol",
    "filing": "company",
    "macro": "series",
    "event": "company",
}


class RecordDraft(BaseModel):
    """One version of one entity as read from a source, before the store numbers it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    record_type: RecordType
    entity_id: str = Field(min_length=3)
    kind: VersionKind | None = None
    """None: the store decides (`original` for a first version, else the type's revision kind)."""
    valid_from: UtcDateTime | None = None
    valid_to: UtcDateTime | None = None
    event_time: UtcDateTime | None = None
    known_at: UtcDateTime | None
    """When the public could first know this version; None means never visible."""
    source: str
    payload: dict[str, Any]
    provenance: dict[str, Any] = Field(default_factory=dict)
    blob: bytes | None = None
    """Raw source bytes (e.g. a page's HTML), stored compressed beside the record."""

    @model_validator(mode="after")
    def _check_period(self) -> "RecordDraft":
        if self.valid_from and self.valid_to and self.valid_to <= self.valid_from:
            raise ValueError("valid_to must be after valid_from (half-open period)")
        subject = self.payload.get(SUBJECT_FIELD[self.record_type])
        if not isinstance(subject, str) or not subject:
            raise ValueError(f"payload needs a non-empty '{SUBJECT_FIELD[self.record_type]}'")
        return self

    @property
    def subject(self) -> str:
        """What the record is about: a URL, company, series or symbol."""
        return str(self.payload[SUBJECT_FIELD[self.record_type]])


# Column limits of `records` (schema.py); checked before a batch is written so that every backend
# refuses the same drafts with the same located error (SQLite would store them, PostgreSQL fail).
MAX_ENTITY_ID_CHARS = 200
MAX_SUBJECT_CHARS = 400


def check_storable(draft: RecordDraft, source: str) -> None:
    """Refuse a draft no column can hold: an over-long id or subject, a NUL, a lone surrogate.

    The error names the source file, the entity and the field.
    """
    where = f"{draft.entity_id[:80]!r}"
    texts = {"entity_id": draft.entity_id, "subject": draft.subject, "source": draft.source}
    for field, value in texts.items():
        if "\x00" in value:
            raise InputError(f"{where}: a NUL character in the {field}", file=source, field=field)
    for field, value, limit in (("entity_id", draft.entity_id, MAX_ENTITY_ID_CHARS), ("subject", draft.subject, MAX_SUBJECT_CHARS)):
        if len(value) > limit:
            raise InputError(f"{where}: the {field} is longer than {limit} characters ({len(value)})", file=source, field=field)
    try:
        documents = {"payload": canonical_json(draft.payload), "provenance": canonical_json(draft.provenance)}
    except (ValueError, TypeError, RecursionError) as exc:  # NaN, infinity, an unserialisable value, deep nesting
        raise InputError(f"{where}: the payload has no canonical JSON form ({type(exc).__name__}: {exc})".splitlines()[0],
                         file=source, field="payload") from None
    for field, value in {**texts, **documents}.items():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise InputError(f"{where}: a lone surrogate {value[exc.start]!r} in the {field} (not valid Unicode)",
                             file=source, field=field) from None


class RecordVersion(BaseModel):
    """A stored version: the draft's fields plus what the store assigned."""

    model_config = ConfigDict(frozen=True)

    recorded_seq: int
    entity_id: str
    version: int
    record_type: RecordType
    subject: str
    kind: VersionKind
    supersedes: int | None
    valid_from: UtcDateTime | None
    valid_to: UtcDateTime | None
    event_time: UtcDateTime | None
    known_at: UtcDateTime | None
    recorded_at: UtcDateTime
    batch_id: str
    source: str
    content_hash: str
    payload: dict[str, Any]
    provenance: dict[str, Any]
    blob_hash: str | None = None

    def visible_at(self, t: datetime) -> bool:
        """True if this version had become public by `t` (ignores later versions)."""
        return self.known_at is not None and self.known_at <= t


class IngestReport(BaseModel):
    """What one ingest batch did."""

    model_config = ConfigDict(frozen=True)

    batch_id: str | None
    record_type: RecordType
    source: str
    read: int
    added: int
    skipped_duplicates: int
    first_seq: int | None = None
    last_seq: int | None = None
    warnings: tuple[str, ...] = ()

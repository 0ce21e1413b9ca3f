"""Filing line items: our JSON/JSONL line-item format and SEC EDGAR `companyfacts` JSON.

One entity is one item of one company for one period, whatever filing reports it: the value in a
10-Q, the comparative in the next 10-K and a 10-K/A restatement are successive versions of the same
entity, each known when its filing became public.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import end_of_day, zone
from pit_store.ingest.release_time import known_at_from_day
from pit_store.ingest.rows import (
    open_text,
    parse_json,
    present,
    read_jsonl,
    require_date,
    require_number,
    require_str,
    require_utc,
)
from pit_store.records import RecordDraft

__all__ = ["read_filings", "fiscal_period_label"]

SOURCE_LINE_ITEMS = "filing-line-items"
SOURCE_COMPANYFACTS = "edgar-companyfacts"

LINE_ITEM_FIELDS = frozenset(
    {
        "company",
        "form",
        "fiscal_period",
        "period_start",
        "period_end",
        "item",
        "value",
        "unit",
        "accepted_at",
        "accession",
        "amends",
    }
)

_FISCAL_PERIOD = re.compile(r"^\d{4}(FY|Q[1-4]|H[12])$")
_UTC_ZONE = zone("UTC")
_JSON_LINES = object()  # marker: the file holds one JSON object per line


def read_filings(path: Path, *, tz: str = "America/New_York") -> list[RecordDraft]:
    """Read filing line items from `path` into drafts, sorted by `known_at` then entity.

    The format is detected from the content: a JSON array, a single object or JSON Lines of line
    items (each known at its aware `accepted_at`), or an EDGAR `companyfacts` document (each fact
    known at the end of its `filed` day in `tz`, since EDGAR gives only the date). Any bad item
    raises `InputError` naming the file, the line or JSON path, and the field; nothing is returned.
    """
    tzinfo = zone(tz, field="tz")
    file = str(path)
    text = _read_text(path)
    document = _parse(text, file)
    if document is _JSON_LINES:
        drafts = [_line_item_at(item, file, line=number) for number, item in read_jsonl(path)]
    elif isinstance(document, dict) and ("facts" in document or "cik" in document):
        drafts = list(_companyfacts(document, file, tzinfo))
    elif isinstance(document, dict):
        # A single object (pretty-printed or not) is one line item, located where it starts.
        start_line = text[: len(text) - len(text.lstrip())].count("\n") + 1
        drafts = [_line_item_at(document, file, line=start_line)]
    elif isinstance(document, list):
        if not document:
            raise InputError("empty JSON array: no line items", file=file)
        drafts = [_line_item_at(item, file, index=index) for index, item in enumerate(document)]
    else:
        raise InputError("expected a JSON array, a JSON object or JSON Lines", file=file)
    return _ordered(drafts)


def fiscal_period_label(value: Any, field: str = "fiscal_period") -> str:
    """Normalise a fiscal period label such as '2024Q1', '2023FY' or '2024H1' (case-insensitive)."""
    if not isinstance(value, str):
        raise InputError(f"expected text, got {type(value).__name__}", field=field)
    label = "".join(value.split()).upper()
    if not _FISCAL_PERIOD.match(label):
        raise InputError(
            f"not a fiscal period: {value!r} (expected e.g. '2024Q1', '2023FY', '2024H1')", field=field
        )
    return label


def _read_text(path: Path) -> str:
    """The whole (possibly gzipped) file as UTF-8 text; an empty file is an error."""
    try:
        with open_text(path) as handle:
            text = handle.read()
    except UnicodeDecodeError as exc:
        raise InputError(f"not valid UTF-8 ({exc.reason})", file=str(path)) from None
    except (OSError, EOFError) as exc:
        raise InputError(f"cannot read file: {exc}", file=str(path)) from None
    if not text.strip():
        raise InputError("empty file", file=str(path))
    return text


def _parse(text: str, file: str) -> Any:
    """The text's JSON value, or `_JSON_LINES` when it holds several values, one per line."""
    try:
        return parse_json(text, file=file)
    except json.JSONDecodeError as exc:
        # A complete first value followed by more text is JSON Lines; anything else is malformed.
        if exc.msg == "Extra data":
            return _JSON_LINES
        raise InputError(
            f"malformed JSON: {exc.msg} (column {exc.colno})", file=file, line=exc.lineno
        ) from None


def _line_item_at(
    item: Any, file: str, *, line: int | None = None, index: int | None = None
) -> tuple[RecordDraft, int]:
    """One line item as a draft; errors name the line (JSONL) or the array index (JSON array)."""
    where = f"[{index}]" if index is not None else None
    provenance: dict[str, Any] = {"file": file}
    provenance.update({"line": line} if where is None else {"json_path": where})
    try:
        if not isinstance(item, dict):
            raise InputError("expected a JSON object (one line item)")
        draft = _line_item(item, provenance)
    except InputError as exc:
        if where is None:
            raise exc.located(file=file, line=line) from None
        raise InputError(exc.message, file=file, field=_join(where, exc.field)) from None
    return draft, line if line is not None else (index or 0)


def _line_item(item: Mapping[str, Any], provenance: dict[str, Any]) -> RecordDraft:
    unknown = sorted(set(item) - LINE_ITEM_FIELDS)
    if unknown:
        raise InputError(f"unknown field (allowed: {sorted(LINE_ITEM_FIELDS)})", field=unknown[0])
    company = require_str(item, "company")
    form = require_str(item, "form")
    line_name = require_str(item, "item")
    unit = require_str(item, "unit")
    value = require_number(item, "value")
    known_at = require_utc(item, "accepted_at")
    fiscal_period = (
        fiscal_period_label(item["fiscal_period"]) if present(item, "fiscal_period") else None
    )
    start = require_date(item, "period_start") if present(item, "period_start") else None
    end = require_date(item, "period_end") if present(item, "period_end") else None
    if end is None and (fiscal_period is None or start is not None):
        raise InputError(
            "line item has no period: give period_end (with period_start for a duration) "
            "or fiscal_period",
            field="period_end",
        )
    accession = _optional_str(item, "accession")
    amends = _optional_str(item, "amends")
    return _draft(
        company=company,
        item=line_name,
        unit=unit,
        start=start,
        end=end,
        fiscal_period=fiscal_period,
        value=value,
        form=form,
        accession=accession,
        amends=amends,
        known_at=known_at,
        source=SOURCE_LINE_ITEMS,
        provenance=provenance,
    )


def _companyfacts(
    document: dict[str, Any], file: str, tzinfo: ZoneInfo
) -> Iterator[tuple[RecordDraft, int]]:
    """Every fact of an EDGAR companyfacts document, with its JSON path for errors."""
    company = _cik(document.get("cik"), file)
    facts = _mapping(document.get("facts"), file, "facts")
    position = 0
    for taxonomy, concepts in facts.items():
        for concept, body in _mapping(concepts, file, f"facts.{taxonomy}").items():
            concept_path = f"facts.{taxonomy}.{concept}"
            units = _mapping(_mapping(body, file, concept_path).get("units"), file, f"{concept_path}.units")
            for unit, entries in units.items():
                unit_path = f"{concept_path}.units.{unit}"
                if not isinstance(entries, list):
                    raise InputError("expected a list of facts", file=file, field=unit_path)
                for index, entry in enumerate(entries):
                    where = f"{unit_path}[{index}]"
                    try:
                        if not isinstance(entry, dict):
                            raise InputError("expected a JSON object (one fact)")
                        draft = _edgar_fact(
                            entry,
                            company=company,
                            item=f"{taxonomy}:{concept}",
                            unit=unit,
                            tzinfo=tzinfo,
                            provenance={
                                "file": file,
                                "json_path": where,
                                "entity_name": document.get("entityName"),
                            },
                        )
                    except InputError as exc:
                        raise InputError(exc.message, file=file, field=_join(where, exc.field)) from None
                    yield draft, position
                    position += 1


def _edgar_fact(
    entry: Mapping[str, Any],
    *,
    company: str,
    item: str,
    unit: str,
    tzinfo: ZoneInfo,
    provenance: dict[str, Any],
) -> RecordDraft:
    fiscal_year, fiscal_part = entry.get("fy"), entry.get("fp")
    return _draft(
        company=company,
        item=item,
        unit=unit,
        start=require_date(entry, "start") if present(entry, "start") else None,
        end=require_date(entry, "end"),
        # EDGAR's fy/fp describe the filing that reported the fact, not the fact's own period.
        fiscal_period=f"{fiscal_year}{fiscal_part}" if fiscal_year and fiscal_part else None,
        value=require_number(entry, "val"),
        form=require_str(entry, "form"),
        accession=require_str(entry, "accn"),
        amends=None,
        # Filings accepted after 17:30 ET get the next business day as `filed`, and acceptance
        # runs to 22:00 ET, so the end of the filed day is the earliest provable instant.
        known_at=known_at_from_day(require_date(entry, "filed"), tzinfo),
        source=SOURCE_COMPANYFACTS,
        provenance=provenance,
    )


def _draft(
    *,
    company: str,
    item: str,
    unit: str,
    start: date | None,
    end: date | None,
    fiscal_period: str | None,
    value: float,
    form: str,
    accession: str | None,
    amends: str | None,
    known_at: datetime,
    source: str,
    provenance: dict[str, Any],
) -> RecordDraft:
    """The draft shared by both formats: identity from company, item, unit and period only."""
    if start is not None and end is not None and start > end:
        raise InputError(f"period starts {start} after it ends {end}", field="period_start")
    # Without period dates the fiscal period label is the only identity the period has.
    period_key = end.isoformat() if end is not None else f"fiscal:{fiscal_period}"
    entity_id = stable_id("filing", company, item, unit, start.isoformat() if start else "", period_key)
    amendment = form.upper().endswith("/A") or amends is not None
    return RecordDraft(
        record_type="filing",
        entity_id=entity_id,
        kind="amendment" if amendment else None,
        valid_from=datetime.combine(start, time(0), UTC) if start and end else None,
        valid_to=datetime.combine(end + timedelta(days=1), time(0), UTC) if start and end else None,
        event_time=end_of_day(end, _UTC_ZONE) if end else None,
        known_at=known_at,
        source=source,
        payload={
            "company": company,
            "item": item,
            "unit": unit,
            "period_start": start.isoformat() if start else None,
            "period_end": end.isoformat() if end else None,
            "fiscal_period": fiscal_period,
            "value": value,
            "form": form,
            "accession": accession,
            "amends": amends,
        },
        provenance=provenance,
    )


def _ordered(drafts: list[tuple[RecordDraft, int]]) -> list[RecordDraft]:
    """Sort by known_at, then entity; on a same-instant tie an amendment comes after the original."""
    ranked = sorted(
        drafts,
        key=lambda pair: (pair[0].known_at, pair[0].entity_id, pair[0].kind == "amendment", pair[1]),
    )
    return [draft for draft, _ in ranked]


def _cik(value: Any, file: str) -> str:
    """EDGAR's company key, written the way EDGAR writes it: 'CIK' and ten digits."""
    text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) else ""
    if not (text.isascii() and text.isdecimal()):
        raise InputError(f"expected a numeric CIK, got {value!r}", file=file, field="cik")
    return f"CIK{int(text):010d}"


def _mapping(value: Any, file: str, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InputError("expected a JSON object", file=file, field=where)
    return value



def _optional_str(row: Mapping[str, Any], name: str) -> str | None:
    return require_str(row, name) if present(row, name) else None


def _join(where: str, field: str | None) -> str:
    return f"{where}.{field}" if field else where

"""Analyst consensus EPS as point-in-time records, read as of t (EPSBench 3.4: date-matched consensus).

A consensus file (CSV or JSON Lines) has EPSBench's columns `ticker`, `fiscal_quarter`,
`eps_gaap_consensus` plus `as_of`: when that consensus figure stood (IBES's statistics date). A
date means known at the end of that day in New York (fail closed); an aware instant is taken as
is; a naive one is an error. Each (ticker, quarter) is one store entity, a filing-type line item
`EpsConsensusGaap` of form `consensus`, and each later `as_of` a new version, so the consensus
read for a forecast at t is the latest one known by t (EPSBench: the latest statistics date on or
before the day before the release). The release does not ship IBES: the user points at a file.
Bad rows are errors naming the file, line and field; nothing is stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from engine.errors import InputError
from engine.ids import stable_id
from engine.timestamps import end_of_day, parse_utc
from pit_store.as_of import cutoff, filings_as_of
from pit_store.ingest.filings import fiscal_period_label
from pit_store.ingest.rows import read_csv, read_jsonl, require, require_str
from pit_store.records import RecordDraft
from pit_store.store import PitStore

ITEM = "EpsConsensusGaap"
FORM = "consensus"
UNIT = "USD/share"
SOURCE = "eps-consensus"
FIELDS = frozenset({"ticker", "fiscal_quarter", "eps_gaap_consensus", "as_of"})
NEW_YORK = ZoneInfo("America/New_York")


def _as_of(value: Any) -> datetime:
    if isinstance(value, str) and len(value.strip()) == 10:
        try:
            return end_of_day(date.fromisoformat(value.strip()), NEW_YORK)
        except ValueError:
            raise InputError(f"not a date: {value!r}", field="as_of") from None
    return parse_utc(value, field="as_of")


def _number(row: Mapping[str, Any], name: str) -> float:
    value = require(row, name)
    try:
        number = float(value) if not isinstance(value, bool) else float("nan")
    except (TypeError, ValueError):
        raise InputError(f"not a number: {value!r}", field=name) from None
    if number != number or abs(number) == float("inf"):
        raise InputError(f"not a finite number: {value!r}", field=name)
    return number


def _draft(row: Mapping[str, Any], file: str, line: int) -> RecordDraft:
    unknown = sorted(set(row) - FIELDS)
    if unknown:
        raise InputError(f"unknown field (allowed: {sorted(FIELDS)})", field=unknown[0])
    ticker = require_str(row, "ticker").upper()
    quarter = fiscal_period_label(require(row, "fiscal_quarter"), field="fiscal_quarter")
    value, known_at = _number(row, "eps_gaap_consensus"), _as_of(require(row, "as_of"))
    return RecordDraft(
        record_type="filing", entity_id=stable_id("filing", ticker, ITEM, UNIT, "", f"fiscal:{quarter}"),
        known_at=known_at, source=SOURCE,
        payload={"company": ticker, "item": ITEM, "unit": UNIT, "period_start": None, "period_end": None,
                 "fiscal_period": quarter, "value": value, "form": FORM, "accession": None, "amends": None},
        provenance={"file": file, "line": line},
    )


def read_consensus(path: Path) -> list[RecordDraft]:
    """Drafts for every row of a consensus file, ordered by `known_at` (all or nothing)."""
    file = str(path)
    name = path.name.lower().removesuffix(".gz")
    rows = read_jsonl(path) if name.endswith((".jsonl", ".ndjson", ".json")) else read_csv(path) if name.endswith(".csv") else None
    if rows is None:
        raise InputError("unsupported file type: use .csv, .jsonl or .ndjson", file=file)
    drafts: list[RecordDraft] = []
    for line, row in rows:
        try:
            drafts.append(_draft(row, file, line))
        except InputError as exc:
            raise exc.located(file=file, line=line) from None
    if not drafts:
        raise InputError("empty file: no consensus rows", file=file)
    seen: dict[tuple[str, datetime | None], float] = {}
    for draft in drafts:
        earlier = seen.setdefault((draft.entity_id, draft.known_at), draft.payload["value"])
        if earlier != draft.payload["value"]:
            raise InputError(f"two consensus values for {draft.payload['company']} {draft.payload['fiscal_period']} "
                             f"at one instant", file=file, field="as_of")
    return sorted(drafts, key=lambda d: (d.known_at, d.entity_id))  # type: ignore[arg-type, return-value]


def consensus_as_of(store: PitStore, ticker: str, fiscal_quarter: str, t: datetime, pin: int) -> float | None:
    """The consensus EPS for `ticker`'s `fiscal_quarter` known at t (None when there is none)."""
    quarter = fiscal_period_label(fiscal_quarter, field="fiscal_quarter")
    found = [v for v in filings_as_of(store, ticker.upper(), cutoff(store, t, pin=pin), item=ITEM)
             if v.payload.get("fiscal_period") == quarter and v.kind != "retraction"]
    return float(found[-1].payload["value"]) if found else None

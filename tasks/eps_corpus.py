"""EPSBench's document corpus in the store: filing sections and call transcripts as PIT documents.

EPSBench's tools serve historical 10-K/10-Q filings section by section and earnings-call
transcripts, each dated by its publication (B.2, B.3). Here each becomes a document record of the
store with a fixed address, so the agent's tools fetch it through the gateway and the store's
visibility rule enforces the cutoff server-side:

- `epsbench://corpus/<TICKER>/report/<QUARTER>`: a filing's table of contents (one section name
  a line), known when the filing was published;
- `epsbench://corpus/<TICKER>/report/<QUARTER>/<SECTION>`: one section's text;
- `epsbench://corpus/<TICKER>/transcript/<QUARTER>`: the call transcript.

QUARTER is EPSBench's label (`Q2_2026`). The corpus file is JSON Lines, one document a line:
`ticker`, `kind` (`report_section` | `transcript`), `quarter`, `section` (report sections only),
`published` (an aware instant, or a date: known at the end of that day in New York, fail closed)
and `text`. Nothing is downloaded: the user points at the file. A bad line is an error naming the
file, line and field, and nothing is returned.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote
from zoneinfo import ZoneInfo

from engine.errors import InputError
from engine.timestamps import end_of_day, parse_utc
from pit_store.ingest.documents import document_entity_id
from pit_store.ingest.rows import present, read_jsonl, require_str
from pit_store.records import RecordDraft

SOURCE = "epsbench-corpus"
KINDS = ("report_section", "transcript")
FIELDS = frozenset({"ticker", "kind", "quarter", "section", "published", "text", "title"})
NEW_YORK = ZoneInfo("America/New_York")
PREFIX = "epsbench://corpus/"


def report_url(ticker: str, quarter: str, section: str | None = None) -> str:
    """The address of a filing's table of contents, or of one of its sections."""
    base = f"{PREFIX}{quote(ticker.upper())}/report/{quote(quarter)}"
    return base if section is None else f"{base}/{quote(section, safe='')}"


def transcript_url(ticker: str, quarter: str) -> str:
    """The address of an earnings-call transcript."""
    return f"{PREFIX}{quote(ticker.upper())}/transcript/{quote(quarter)}"


def doc_id(url: str) -> str:
    """The store's entity id of the document at `url`."""
    return document_entity_id(url)


def is_corpus(url: str | None) -> bool:
    """Whether a document is a filing section or transcript of this corpus (not news)."""
    return bool(url) and str(url).startswith(PREFIX)


def _published(row: Mapping[str, Any]) -> datetime:
    value = row.get("published")
    if isinstance(value, str) and len(value.strip()) == 10:
        try:
            return end_of_day(date.fromisoformat(value.strip()), NEW_YORK)
        except ValueError:
            raise InputError(f"not a date: {value!r}", field="published") from None
    return parse_utc(value, field="published")


def _document(url: str, title: str, text: str, known_at: datetime, provenance: dict[str, Any]) -> RecordDraft:
    return RecordDraft(
        record_type="document", entity_id=doc_id(url), known_at=known_at, source=SOURCE,
        payload={"url": url, "title": title, "text": text},
        provenance={**provenance, "known_at_basis": "published", "date_candidates": []},
    )


def read_corpus(path: Path) -> list[RecordDraft]:
    """Document drafts for every line of a corpus file, plus one table of contents per filing."""
    file = str(path)
    drafts: list[RecordDraft] = []
    sections: dict[tuple[str, str], list[tuple[str, datetime]]] = defaultdict(list)
    for line, row in read_jsonl(path):
        try:
            unknown = sorted(set(row) - FIELDS)
            if unknown:
                raise InputError(f"unknown field (allowed: {sorted(FIELDS)})", field=unknown[0])
            ticker, kind, quarter = require_str(row, "ticker").upper(), require_str(row, "kind"), require_str(row, "quarter")
            text, known_at = require_str(row, "text"), _published(row)
            if kind not in KINDS:
                raise InputError(f"unknown kind {kind!r} (kinds: {list(KINDS)})", field="kind")
            where = {"file": file, "line": line}
            if kind == "transcript":
                title = f"{ticker} earnings call {quarter}"
                drafts.append(_document(transcript_url(ticker, quarter), title, text, known_at, where))
            else:
                section = require_str(row, "section")
                title = str(row["title"]) if present(row, "title") else f"{ticker} {quarter} {section}"
                drafts.append(_document(report_url(ticker, quarter, section), title, text, known_at, where))
                sections[(ticker, quarter)].append((section, known_at))
        except InputError as exc:
            raise exc.located(file=file, line=line) from None
    if not drafts:
        raise InputError("empty file: no corpus documents", file=file)
    for (ticker, quarter), listed in sorted(sections.items()):
        dates = {when for _, when in listed}
        if len(dates) > 1:
            raise InputError(f"{ticker} {quarter}: sections of one filing with different publication times",
                             file=file, field="published")
        contents = "\n".join(sorted(name for name, _ in listed))
        drafts.append(_document(report_url(ticker, quarter), f"{ticker} {quarter} filing: sections", contents,
                                dates.pop(), {"file": file, "table_of_contents": True}))
    return drafts

"""Storing a crawl: every page its own all-or-nothing unit, or (strict) the whole crawl as one.

`store_pages` reads a folder, file or WARC with `scan_documents` and appends each page in its own
batch: a page that cannot be read, or that the store refuses, is quarantined with its reason and
the rest is stored. Re-running after fixing a page adds only that page (the others are exact
duplicates, which add nothing). Pages are appended in the order they were read (files in sorted
path order, WARC records in record order), so two captures of one URL with the same `known_at`
(two captures in one second, or two captures dated by the same page date) are two versions ordered
by record position, the later record winning ties.

`strict=True` keeps the all-or-nothing contract: any bad page raises `InputError` and nothing is
stored; the pages are then one batch (where two same-instant versions of one page are refused).

The report counts pages by outcome, lists the quarantined ones, counts skipped WARC records by
kind, and names the pages stored without a `known_at`: they are stored but never visible under a
point-in-time policy (no verifiable date and no capture time).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from pit_store.ingest.documents import scan_documents
from pit_store.ingest.html_source import Quarantined
from pit_store.records import IngestReport, RecordDraft
from pit_store.store import PitStore

__all__ = ["NEVER_VISIBLE", "PageIngestReport", "QuarantinedPage", "store_pages"]

NEVER_VISIBLE = "stored, never visible under pit: no verifiable date"


class QuarantinedPage(BaseModel):
    """A page left out of the store, and why."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    where: str
    """The file, or `file#record-id` for a WARC record."""
    field: str | None
    error: str


class PageIngestReport(BaseModel):
    """What one `store_pages` call did."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str
    strict: bool
    read: int
    """Pages read into drafts (stored or unchanged)."""
    added: int
    """Pages stored as new versions."""
    unchanged: int
    """Pages the store already held (exact duplicates, or a revisit of stored content)."""
    quarantined: tuple[QuarantinedPage, ...]
    skipped_records: dict[str, int]
    """WARC records that hold no page, by kind."""
    never_visible: tuple[str, ...]
    """Pages read without a `known_at` (see `NEVER_VISIBLE`)."""
    first_seq: int | None = None
    last_seq: int | None = None

    @property
    def ok(self) -> bool:
        """True when nothing was quarantined."""
        return not self.quarantined

    def summary(self) -> list[str]:
        """The report as lines for a person: counts by outcome, then each problem on its own line."""
        span = f", recorded_seq {self.first_seq}..{self.last_seq}" if self.added else ""
        mode = " (strict)" if self.strict else ""
        lines = [
            f"pages{mode}: read {self.read}, added {self.added}, unchanged {self.unchanged}, "
            f"quarantined {len(self.quarantined)}, never visible {len(self.never_visible)}{span}"
        ]
        if self.skipped_records:
            kinds = ", ".join(f"{kind} {count}" for kind, count in self.skipped_records.items())
            lines.append(f"skipped WARC records: {kinds}")
        for page in self.quarantined:
            field = f", field '{page.field}'" if page.field else ""
            lines.append(f"quarantined: {page.where}{field}: {page.error}")
        lines.extend(f"warning: {where}: {NEVER_VISIBLE}" for where in self.never_visible)
        return lines


def _quarantined(entry: Quarantined) -> QuarantinedPage:
    return QuarantinedPage(where=entry.where, field=entry.field, error=entry.error)


def _seq_span(reports: list[IngestReport]) -> tuple[int | None, int | None]:
    firsts = [r.first_seq for r in reports if r.first_seq is not None]
    lasts = [r.last_seq for r in reports if r.last_seq is not None]
    return min(firsts, default=None), max(lasts, default=None)


def store_pages(
    store: PitStore,
    path: Path,
    *,
    captured_at: datetime | None = None,
    url: str | None = None,
    date_only_tz: str = "Etc/GMT+12",
    strict: bool = False,
) -> PageIngestReport:
    """Read the pages under `path` (see `read_documents` for the arguments) and store them.

    Raises `InputError` for bad arguments or an unusable `path`; with `strict`, also for the first
    bad page (nothing is stored then).
    """
    source = str(path)
    scan = scan_documents(path, captured_at=captured_at, url=url, date_only_tz=date_only_tz)
    if strict:
        if scan.quarantined:
            raise scan.quarantined[0].as_error()
        report = store.append(scan.drafts, source=source)
        return PageIngestReport(
            source=source, strict=True, read=len(scan.drafts), added=report.added,
            unchanged=report.skipped_duplicates, quarantined=(), skipped_records=dict(sorted(scan.skipped.items())),
            never_visible=tuple(d.source for d in scan.drafts if d.known_at is None),
            first_seq=report.first_seq, last_seq=report.last_seq,
        )
    quarantined = [_quarantined(q) for q in scan.quarantined]
    stored: list[RecordDraft] = []
    reports: list[IngestReport] = []
    for draft in scan.drafts:
        try:
            reports.append(store.append([draft], source=draft.source))
        except InputError as exc:  # the store refused this page: it alone is left out
            quarantined.append(QuarantinedPage(where=draft.source, field=exc.field, error=exc.message))
            continue
        stored.append(draft)
    first, last = _seq_span(reports)
    return PageIngestReport(
        source=source,
        strict=False,
        read=len(stored),
        added=sum(r.added for r in reports),
        unchanged=sum(r.skipped_duplicates for r in reports),
        quarantined=tuple(quarantined),
        skipped_records=dict(sorted(scan.skipped.items())),
        never_visible=tuple(d.source for d in stored if d.known_at is None),
        first_seq=first,
        last_seq=last,
    )

"""Documents (web pages, reports, transcripts): HTML sources -> `RecordDraft`s.

One draft per page: the entity is the page's normalised URL, so a later capture of the same URL
with different content becomes a new version of the same entity. The payload (hashed) holds the
content only: URL, title, main text (trafilatura), the HTML's SHA-256, language, author and site
name. The provenance (kept, not hashed) holds the file, the WARC record (and for a revisit the
record whose payload it repeats), the capture time, how the bytes were decoded and how sure, how the
text was extracted, every candidate date with the reason `known_at` was chosen, and the first
publication the page states (`published_at`, its basis, precision and whether `known_at` bounds it;
see `page_dates` and `publication`).

Text: trafilatura's main text; for a page where it finds none (a short notice, a page of links),
its recall-oriented pass, else the page's whole visible text (`text_extraction` in the provenance
says which). A page with no visible text at all cannot be read.

`scan_documents` reads each page on its own (a bad page is quarantined with its reason, the rest is
read); `read_documents` is all or nothing: the first bad page raises `InputError` naming the file
(and WARC record).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections import Counter
from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

import lxml.etree
import trafilatura
from trafilatura.settings import Document
from lxml.html import HtmlElement

from engine.errors import InputError
from engine.hashing import sha256_hex
from engine.ids import stable_id
from engine.timestamps import ensure_utc, to_iso, zone
from pit_store.ingest.archive_address import replay_address
from pit_store.ingest.decoding import decode_page
from pit_store.ingest.html_source import (
    HTML_SUFFIXES,
    Quarantined,
    RawPage,
    markup_text,
    parse_html,
    scan_pages,
)
from pit_store.ingest.page_dates import HttpEvidence, date_evidence
from pit_store.records import RecordDraft

__all__ = ["DocumentScan", "document_entity_id", "normalise_url", "read_documents", "scan_documents"]

_DEFAULT_PORTS = {"http": 80, "https": 443}
_VISIBLE_TEXT = lxml.etree.XPath(
    "//body//text()[not(ancestor::script or ancestor::style or ancestor::noscript or ancestor::template)]"
)
# trafilatura looks for a date too; fixed parameters keep that (unused) lookup from depending on
# today's date, and a fast search keeps it cheap. Our own dates come from `page_dates`.
_TRAFILATURA_DATE_PARAMS = {"original_date": True, "extensive_search": False, "max_date": "2100-01-01"}


def normalise_url(url: str, *, where: str | None = None) -> str:
    """The identity form of a URL: scheme and host lowercased, default port and fragment dropped.

    The query is kept (it often selects the article). An http(s) URL with an empty path gets "/".
    """
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise InputError(f"invalid URL {url!r}: {exc}", file=where, field="url") from None
    scheme = parts.scheme.lower()
    if not scheme:
        raise InputError(f"URL {url!r} has no scheme", file=where, field="url")
    netloc = ""
    if parts.hostname is not None:
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        userinfo = parts.netloc.rpartition("@")[0]
        netloc = (f"{userinfo}@" if userinfo else "") + host
        if port is not None and port != _DEFAULT_PORTS.get(scheme):
            netloc += f":{port}"
    path = parts.path or ("/" if scheme in _DEFAULT_PORTS and netloc else "")
    # Built by hand: urlunsplit would turn "file:a.html" into "file:///a.html", an absolute path.
    authority = f"//{netloc}" if netloc else ""
    query = f"?{parts.query}" if parts.query else ""
    return f"{scheme}:{authority}{path}{query}"


def document_entity_id(url: str) -> str:
    """The entity id of the page at `url`: every version of one normalised URL is one document."""
    return stable_id("doc", normalise_url(url))


def _declared_url(tree: HtmlElement) -> str | None:
    """The page's own absolute http(s) URL: `<link rel=canonical>`, else `og:url`."""
    candidates = [
        link.get("href")
        for link in tree.iter("link")
        if "canonical" in (link.get("rel") or "").lower().split()
    ]
    candidates += [
        meta.get("content")
        for meta in tree.iter("meta")
        if (meta.get("property") or meta.get("name") or "").strip().lower() == "og:url"
    ]
    for candidate in candidates:
        if candidate and urlsplit(candidate.strip()).scheme.lower() in _DEFAULT_PORTS:
            return candidate.strip()
    return None


def _extract(text: str, url: str, *, favor_recall: bool) -> Document | None:
    document = trafilatura.bare_extraction(
        text,
        url=url,
        with_metadata=True,
        include_comments=False,  # reader comments arrive after publication: not the page's content
        favor_recall=favor_recall,
        date_extraction_params=_TRAFILATURA_DATE_PARAMS,
    )
    return document if isinstance(document, Document) else None


def _main_content(text: str, tree: HtmlElement, *, url: str, where: str) -> tuple[Document | None, str, str]:
    """Trafilatura's document (for its metadata), the page's text, and how the text was found."""
    markup = markup_text(text)
    first = _extract(markup, url, favor_recall=False)
    if first is not None and (first.text or "").strip():
        return first, first.text, "main"
    recall = _extract(markup, url, favor_recall=True)
    if recall is not None and (recall.text or "").strip():
        return recall, recall.text, "recall"
    visible = " ".join(" ".join(_VISIBLE_TEXT(tree)).split())
    if not visible:
        raise InputError("no text: the page has no visible text", file=where)
    return recall or first, visible, "visible_text"


def _draft(
    page: RawPage, *, captured_at: datetime | None, url: str | None, date_only_tz: ZoneInfo
) -> RecordDraft:
    where = page.source
    decoded = decode_page(page.raw, http_charset=page.http_charset, where=where)
    tree = parse_html(decoded.text, where=where)
    page_url = normalise_url(
        url or page.target_uri or _declared_url(tree) or f"file:{page.relative}", where=where
    )
    document, text, how = _main_content(decoded.text, tree, url=page_url, where=where)
    capture = _capture(page.captured_at or captured_at, url or page.target_uri)
    http = HttpEvidence(last_modified=page.http_last_modified, date=page.http_date)
    evidence = date_evidence(tree, url=page_url, captured_at=capture, date_only_tz=date_only_tz, http=http)
    payload = {
        "url": page_url,
        "title": document.title if document else None,
        "text": text,
        "html_sha256": sha256_hex(page.raw),
        "lang": (document.language if document else None) or (tree.get("lang") or "").strip() or None,
        "author": document.author if document else None,
        "sitename": document.sitename if document else None,
    }
    provenance = {
        "file": str(page.file),
        "warc_record_id": page.record_id,
        "warc_record_type": page.record_type,
        "revisit_of": page.revisit_of,
        "captured_at": to_iso(capture) if capture else None,
        "decoding": decoded.decoding.model_dump(mode="json"),
        "text_extraction": how,
        "date_candidates": [candidate.model_dump(mode="json") for candidate in evidence.candidates],
        "known_at_basis": evidence.known_at_basis,
        # The first publication the page states: for a user auditing it, never what decides visibility.
        "published_at": to_iso(evidence.published_at) if evidence.published_at else None,
        "published_at_basis": evidence.published_at_basis,
        "published_at_precision": evidence.published_at_precision,
        "published_at_bounded": evidence.published_at_bounded,
        "flags": list(evidence.flags),
    }
    return RecordDraft(
        record_type="document",
        entity_id=document_entity_id(page_url),
        kind=None,
        known_at=evidence.known_at,
        event_time=None,
        source=where,
        payload=payload,
        provenance=provenance,
        blob=page.raw,
    )


def _capture(given: datetime | None, outside_url: str | None) -> datetime | None:
    """The capture time: the given one (WARC-Date, `--captured-at`), or the earlier instant an
    archive replay address given from outside the page states (`archive_address`): the archive
    held this content then. A page's own canonical link never dates a capture."""
    replay = replay_address(outside_url) if outside_url else None
    if replay is None:
        return given
    return replay.captured_at if given is None else min(given, replay.captured_at)


@dataclass(slots=True)
class DocumentScan:
    """Pages read into drafts, each on its own: the drafts, the quarantined pages, skipped records."""

    drafts: list[RecordDraft] = field(default_factory=list)
    quarantined: list[Quarantined] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)


def _options(
    path: Path, captured_at: datetime | None, url: str | None, date_only_tz: str
) -> tuple[ZoneInfo, datetime | None]:
    where = str(path)
    try:
        tz = zone(date_only_tz, field="date_only_tz")
        capture = None if captured_at is None else ensure_utc(captured_at, field="captured_at")
    except InputError as exc:
        raise exc.located(file=where) from None
    if url is not None and (path.is_dir() or not path.name.lower().endswith(HTML_SUFFIXES)):
        raise InputError("a page URL can be given only for a single HTML file", file=where, field="url")
    return tz, capture


def scan_documents(
    path: Path,
    *,
    captured_at: datetime | None = None,
    url: str | None = None,
    date_only_tz: str = "Etc/GMT+12",
) -> DocumentScan:
    """Read every page under `path` into a draft, each page on its own (see `read_documents` for
    the arguments): a page that cannot be read is quarantined with its reason.

    Raises `InputError` only for bad arguments or a `path` that is unusable as a whole.
    """
    path = Path(path)
    tz, capture = _options(path, captured_at, url, date_only_tz)
    pages = scan_pages(path)
    result = DocumentScan(quarantined=list(pages.quarantined), skipped=pages.skipped)
    for page in pages.pages:
        try:
            result.drafts.append(_draft(page, captured_at=capture, url=url, date_only_tz=tz))
        except InputError as exc:
            result.quarantined.append(Quarantined.of(exc, page.source))
        except Exception as exc:  # a parser failing on one odd page must not sink the crawl
            error = f"unexpected {type(exc).__name__} while reading the page: {exc}"
            result.quarantined.append(Quarantined(where=page.source, error=error))
    return result


def read_documents(
    path: Path,
    *,
    captured_at: datetime | None = None,
    url: str | None = None,
    date_only_tz: str = "Etc/GMT+12",
) -> list[RecordDraft]:
    """Read pages from `path` into document drafts, all or nothing.

    `path`: an .html/.htm file, a gzipped one (.html.gz/.htm.gz), a WARC (.warc/.warc.gz) or a
    directory (walked recursively in sorted order for all of those).
    `captured_at`: when the pages of plain files were captured (aware; never a file's mtime);
    WARC records use their own WARC-Date.
    `url`: the page URL for a single HTML file; otherwise the WARC-Target-URI, the page's
    canonical link, its og:url, else `file:` + the path relative to the ingested root.
    `date_only_tz`: the zone whose end of day a date without time and offset stands for (default
    UTC-12, the latest: fail closed).
    Raises `InputError` naming the file (and WARC record) for any bad input.
    """
    scan = scan_documents(path, captured_at=captured_at, url=url, date_only_tz=date_only_tz)
    if scan.quarantined:
        raise scan.quarantined[0].as_error()
    return scan.drafts

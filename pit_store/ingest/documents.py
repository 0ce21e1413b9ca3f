"""Documents (web pages, reports, transcripts): HTML sources -> `RecordDraft`s.

One draft per page: the entity is the page's normalised URL, so a later capture of the same URL
with different content becomes a new version of the same entity. The payload (hashed) holds the
content only: URL, title, main text (trafilatura), the HTML's SHA-256, language, author and site
name. The provenance (kept, not hashed) holds the file, the WARC record, the capture time and every
candidate date with the reason `known_at` was chosen (see `page_dates`).

All or nothing: one bad page (missing, empty, corrupt gzip or WARC, undecodable, no main text)
raises `InputError` naming the file (and WARC record) and nothing is returned.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

import trafilatura
from trafilatura.settings import Document
from lxml.html import HtmlElement

from engine.errors import InputError
from engine.hashing import sha256_hex
from engine.ids import stable_id
from engine.timestamps import ensure_utc, to_iso, zone
from pit_store.ingest.html_source import (
    HTML_SUFFIXES,
    RawPage,
    decode_html,
    markup_text,
    parse_html,
    read_pages,
)
from pit_store.ingest.page_dates import date_evidence
from pit_store.records import RecordDraft

__all__ = ["normalise_url", "read_documents"]

_DEFAULT_PORTS = {"http": 80, "https": 443}
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


def _main_content(text: str, *, url: str, where: str) -> Document:
    document = trafilatura.bare_extraction(
        markup_text(text),
        url=url,
        with_metadata=True,
        include_comments=False,  # reader comments arrive after publication: not the page's content
        date_extraction_params=_TRAFILATURA_DATE_PARAMS,
    )
    if not isinstance(document, Document) or not (document.text or "").strip():
        raise InputError("no main text extracted", file=where)
    return document


def _draft(
    page: RawPage, *, captured_at: datetime | None, url: str | None, date_only_tz: ZoneInfo
) -> RecordDraft:
    where = page.source
    text = decode_html(page.raw, http_charset=page.http_charset, where=where)
    tree = parse_html(text, where=where)
    page_url = normalise_url(
        url or page.target_uri or _declared_url(tree) or f"file:{page.relative}", where=where
    )
    document = _main_content(text, url=page_url, where=where)
    capture = page.captured_at or captured_at
    evidence = date_evidence(tree, url=page_url, captured_at=capture, date_only_tz=date_only_tz)
    payload = {
        "url": page_url,
        "title": document.title,
        "text": document.text,
        "html_sha256": sha256_hex(page.raw),
        "lang": document.language or (tree.get("lang") or "").strip() or None,
        "author": document.author,
        "sitename": document.sitename,
    }
    provenance = {
        "file": str(page.file),
        "warc_record_id": page.record_id,
        "captured_at": to_iso(capture) if capture else None,
        "date_candidates": [candidate.model_dump(mode="json") for candidate in evidence.candidates],
        "known_at_basis": evidence.known_at_basis,
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
    path = Path(path)
    where = str(path)
    try:
        tz = zone(date_only_tz, field="date_only_tz")
        capture = None if captured_at is None else ensure_utc(captured_at, field="captured_at")
    except InputError as exc:
        raise exc.located(file=where) from None
    if url is not None and (path.is_dir() or not path.name.lower().endswith(HTML_SUFFIXES)):
        raise InputError("a page URL can be given only for a single HTML file", file=where, field="url")
    pages = read_pages(path)
    return [_draft(page, captured_at=capture, url=url, date_only_tz=tz) for page in pages]

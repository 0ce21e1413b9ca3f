"""Reading web pages as bytes: HTML files, gzipped files, directories and WARC archives.

Scanning isolates each page: a file or WARC record that cannot be read becomes a `Quarantined`
entry naming it (file, or `file#record-id`), the field and the error, and scanning goes on. A WARC
whose stream is damaged (truncated, bad length, stray bytes) keeps the pages read before the damage
and quarantines the rest of that file as one entry; a record whose block digest does not match is
quarantined alone (the records around it are intact).

WARC records, as crawlers write them:
- `response` with a 2xx status and an HTML content type (or none, and a body that starts as HTML
  does, sniffed as browsers do): a page (HTTP charset, `Last-Modified` and `Date` headers kept as
  evidence);
- `resource` with an HTML content type (a file a crawler stored without an HTTP exchange): a page;
- `revisit` (the content had not changed): resolved to the page whose payload digest it names
  (`WARC-Payload-Digest`, or `WARC-Refers-To`), anywhere in the batch, and read again with the
  revisit's own date: evidence that the same content still existed then;
- everything else is skipped and counted by kind (`request`, `warcinfo`, `metadata`, a non-2xx
  or non-HTML response, a PDF, an unresolved revisit). PDFs are not read: their text and dates need
  a PDF reader asof does not have, so they are skipped with a count.
Decoding text is `decoding.py`'s job; parsing HTML is `parse_html`.
"""

from __future__ import annotations

import gzip
import re
import zlib
from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path

import lxml.etree
import lxml.html
from lxml.html import HtmlElement
from warcio.archiveiterator import ArchiveIterator
from warcio.recordloader import ArcWarcRecord

from engine.errors import InputError
from engine.timestamps import parse_utc
from pit_store.ingest.decoding import decode_page

__all__ = [
    "PageScan",
    "Quarantined",
    "RawPage",
    "decode_html",
    "markup_text",
    "page_files",
    "parse_html",
    "read_pages",
    "scan_pages",
]

HTML_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz")
WARC_SUFFIXES = (".warc", ".warc.gz")
_HTML_TYPES = ("text/html", "application/xhtml+xml")
_PDF_TYPES = ("application/pdf", "application/x-pdf")
_LOOKS_LIKE_HTML = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b", re.I | re.S)
_SNIFF_BYTES = 1024
_HTTP_CHARSET = re.compile(r"charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:\-]+)", re.IGNORECASE)
_XML_DECLARATION = re.compile(r"^\s*<\?xml\b[^>]*\?>")
_CONTROL_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class RawPage:
    """One page's bytes and where they came from."""

    file: Path
    relative: str
    """Posix path of `file` relative to the ingested root (the file's folder for a single file)."""
    raw: bytes
    """The HTML bytes: decompressed for .gz files, the HTTP body (de-chunked) for WARC records."""
    record_id: str | None = None
    target_uri: str | None = None
    captured_at: datetime | None = None
    """A WARC record's WARC-Date; None for plain files."""
    http_charset: str | None = None
    http_last_modified: str | None = None
    """The response's `Last-Modified` header, as sent."""
    http_date: str | None = None
    """The response's `Date` header, as sent."""
    record_type: str | None = None
    """`response`, `resource` or `revisit` for WARC records; None for plain files."""
    revisit_of: str | None = None
    """For a revisit: the record id whose payload it resolved to."""

    @property
    def source(self) -> str:
        """The file, and for a WARC record `file#record-id`."""
        return f"{self.file}#{self.record_id}" if self.record_id else str(self.file)


@dataclass(frozen=True, slots=True)
class Quarantined:
    """A page (file or WARC record) that could not be read, and why."""

    where: str
    """The file, or `file#record-id` for a WARC record."""
    error: str
    field: str | None = None

    @classmethod
    def of(cls, exc: InputError, where: str) -> "Quarantined":
        """The quarantine entry for an `InputError` raised while reading the page at `where`."""
        return cls(where=exc.file or where, error=exc.message, field=exc.field)

    def as_error(self) -> InputError:
        """The same problem as an `InputError` (strict, all-or-nothing reading)."""
        return InputError(self.error, file=self.where, field=self.field)


@dataclass(slots=True)
class PageScan:
    """What scanning a path found: pages, quarantined items, and skipped WARC records by kind."""

    pages: list[RawPage] = field(default_factory=list)
    quarantined: list[Quarantined] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)


def _has_suffix(path: Path, suffixes: tuple[str, ...]) -> bool:
    return path.name.lower().endswith(suffixes)


def page_files(root: Path) -> list[Path]:
    """HTML, gzipped HTML and WARC files under `root`, recursively, in sorted path order."""
    found = [
        path
        for path in root.rglob("*")
        if path.is_file() and _has_suffix(path, HTML_SUFFIXES + WARC_SUFFIXES)
    ]
    return sorted(found, key=lambda path: path.relative_to(root).as_posix())


def _files(path: Path) -> tuple[list[Path], Path]:
    """The page files under `path` and the root they are named relative to; raise if none."""
    if not path.exists():
        raise InputError("file not found", file=str(path))
    if path.is_dir():
        files = page_files(path)
        if not files:
            raise InputError(
                f"no page files ({', '.join(HTML_SUFFIXES + WARC_SUFFIXES)}) in directory", file=str(path)
            )
        return files, path
    if _has_suffix(path, HTML_SUFFIXES + WARC_SUFFIXES):
        return [path], path.parent
    raise InputError(
        f"unsupported file type (expected one of {', '.join(HTML_SUFFIXES + WARC_SUFFIXES)})", file=str(path)
    )


def printable_name(name: str) -> str:
    """A file name as text that can be printed and stored: bytes that are not UTF-8 (kept by the OS
    as surrogate escapes) shown as backslash escapes."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _refused_path(file: Path, relative: str, inside: Path) -> str | None:
    """Why a file found in a folder is not read: a link leading out of the folder (a crawl folder
    never reaches other files through links), or a name that is not valid UTF-8 (it would become the
    page's `file:` id and provenance)."""
    if file.is_symlink() or any(parent.is_symlink() for parent in file.parents if parent != inside):
        target = file.resolve()
        if not target.is_relative_to(inside):
            return "a link to a file outside the folder is not followed"
    if printable_name(relative) != relative:
        return "the file name is not valid UTF-8: rename it"
    return None


def scan_pages(path: Path) -> PageScan:
    """Every page under `path` (a page file, a WARC file or a directory), each read on its own.

    Raises `InputError` only when `path` itself is unusable (missing, of an unsupported type, a
    directory without page files); a bad page is quarantined instead.
    """
    files, root = _files(path)
    scan = PageScan()
    revisits: list[_Revisit] = []
    payloads: dict[str, RawPage] = {}
    inside = root.resolve()
    for file in files:
        relative = file.relative_to(root).as_posix()
        refused = _refused_path(file, relative, inside)
        if refused is not None:
            scan.quarantined.append(Quarantined(where=printable_name(str(file)), error=refused))
            continue
        if _has_suffix(file, WARC_SUFFIXES):
            _scan_warc(file, relative, scan, revisits, payloads)
            continue
        try:
            scan.pages.append(RawPage(file=file, relative=relative, raw=_read_html_file(file)))
        except InputError as exc:
            scan.quarantined.append(Quarantined.of(exc, str(file)))
    for revisit in revisits:
        original = payloads.get(revisit.digest or "") or payloads.get(revisit.refers_to or "")
        if original is None:
            scan.skipped["revisit (payload not in this batch)"] += 1
            continue
        scan.pages.append(
            replace(
                original,
                file=revisit.file,
                relative=revisit.relative,
                record_id=revisit.record_id,
                target_uri=revisit.target_uri,
                captured_at=revisit.captured_at,
                http_last_modified=revisit.http_last_modified or original.http_last_modified,
                http_date=revisit.http_date,
                record_type="revisit",
                revisit_of=original.record_id,
            )
        )
    return scan


def read_pages(path: Path) -> list[RawPage]:
    """Every page under `path`, all or nothing: the first unreadable page raises `InputError`."""
    scan = scan_pages(path)
    if scan.quarantined:
        raise scan.quarantined[0].as_error()
    return scan.pages


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", file=str(path)) from None


def _read_html_file(path: Path) -> bytes:
    data = _read_bytes(path)
    if not data:
        raise InputError("empty file", file=str(path))
    if path.name.lower().endswith(".gz"):
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            raise InputError(f"gzip error: {_short(exc)}", file=str(path)) from None
    if not data.strip():
        raise InputError("empty file (no HTML)", file=str(path))
    return data


@dataclass(frozen=True, slots=True)
class _Revisit:
    file: Path
    relative: str
    record_id: str
    target_uri: str
    captured_at: datetime
    digest: str | None
    refers_to: str | None
    http_last_modified: str | None
    http_date: str | None


def _scan_warc(
    path: Path, relative: str, scan: PageScan, revisits: list[_Revisit], payloads: dict[str, RawPage]
) -> None:
    """Add the pages of one WARC to `scan` (see the module docstring).

    warcio tolerates damage (a truncated file just ends, a bad Content-Length only prints a
    warning), so each record is also checked: a valid length, fully present, block digest
    matching, and no stray bytes after it. warcio reports the damage it does notice with many
    exception types (even AttributeError for a mangled header), so any exception raised while
    warcio reads means a corrupt stream.
    """
    try:
        if _read_size(path) == 0:
            raise InputError("empty file", file=str(path))
    except InputError as exc:
        scan.quarantined.append(Quarantined.of(exc, str(path)))
        return
    last_id: str | None = None
    with open(path, "rb") as stream:
        records = ArchiveIterator(stream, check_digests=True)  # problems recorded, checked below
        while True:
            try:
                record = next(records, None)
                _check_no_stray_bytes(records.err_count, last_id)
                if record is None:
                    break
                last_id = (record.rec_headers.get_header("WARC-Record-ID") or "").strip("<>") or None
                if not (record.rec_headers.get_header("Content-Length") or "").strip().isdigit():
                    name = last_id or "(without WARC-Record-ID)"
                    raise ValueError(f"record {name} has no valid Content-Length")
                where = f"{path}#{last_id}" if last_id else str(path)
                try:
                    found = _warc_item(record, path, relative, last_id)
                except InputError as exc:
                    found = Quarantined.of(exc, where)
                while record.raw_stream.read(65536):
                    pass  # the rest of the record: read so that its length can be checked
                if record.raw_stream.limit > 0:
                    raise EOFError(f"record {last_id} is truncated")
            except Exception as exc:  # the stream is damaged: nothing after this point is reliable
                scan.quarantined.append(Quarantined.of(_corrupt(path, last_id, exc), str(path)))
                return
            problem = _digest_problem(record)
            if problem is not None:
                scan.quarantined.append(Quarantined(where=where, error=f"corrupt WARC record: {problem}"))
            elif isinstance(found, Quarantined):
                scan.quarantined.append(found)
            elif isinstance(found, RawPage):
                scan.pages.append(found)
                digest = record.rec_headers.get_header("WARC-Payload-Digest")
                for key in (digest, found.record_id):
                    if key:
                        payloads.setdefault(key, found)
            elif isinstance(found, _Revisit):
                revisits.append(found)
            else:
                scan.skipped[found] += 1
    if last_id is None and not any(q.where.startswith(str(path)) for q in scan.quarantined):
        scan.quarantined.append(Quarantined(where=str(path), error="corrupt WARC: no records"))


def _read_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", file=str(path)) from None


def _short(exc: Exception) -> str:
    """A short, printable account of a parser error (they can quote binary garbage)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= 160 else text[:159] + "..."


def _corrupt(path: Path, last_id: str | None, exc: Exception) -> InputError:
    where = f" (at or after record {last_id})" if last_id else ""
    return InputError(f"corrupt WARC{where}: {_short(exc)}", file=str(path))


def _digest_problem(record: ArcWarcRecord) -> str | None:
    # Only the block digest: it covers exactly the stored bytes. Crawlers disagree on what a
    # payload digest covers (before or after removing chunked transfer coding), so a payload
    # mismatch is not proof of damage.
    return next((p for p in record.digest_checker.problems if p.startswith("block")), None)


def _check_no_stray_bytes(err_count: int, last_id: str | None) -> None:
    if err_count:
        raise ValueError(f"stray bytes after record {last_id} (bad Content-Length?)")


def _kind(content_type: str) -> str:
    return "PDF" if content_type.startswith(_PDF_TYPES) else f"non-HTML {content_type.split(';')[0].strip() or '(no type)'}"


def _body(record: ArcWarcRecord, path: Path, record_id: str | None) -> bytes:
    try:
        return record.content_stream().read()
    except Exception as exc:  # a damaged chunked or compressed body: see _scan_warc
        raise _corrupt(path, record_id, exc) from None


def _warc_item(
    record: ArcWarcRecord, path: Path, relative: str, record_id: str | None
) -> RawPage | _Revisit | str:
    """The page or revisit in one WARC record, else the kind of record skipped (a counter key)."""
    kind = record.rec_type
    headers = record.http_headers
    body: bytes | None = None
    if kind == "response" and headers is not None:
        content_type = (headers.get_header("Content-Type") or "").lower()
        status = headers.get_statuscode() or ""
        if not status.startswith("2"):
            return f"response (HTTP {status or 'status missing'})"
        if not content_type:  # untyped: sniffed, as browsers do
            body = _body(record, path, record_id)
            if _LOOKS_LIKE_HTML.match(body[:_SNIFF_BYTES]) is None:
                return f"response ({_kind(content_type)})"
        elif not content_type.startswith(_HTML_TYPES):
            return f"response ({_kind(content_type)})"
    elif kind == "resource":
        content_type = (record.rec_headers.get_header("Content-Type") or "").lower()
        if not content_type.startswith(_HTML_TYPES):
            return f"resource ({_kind(content_type)})"
    elif kind == "revisit":
        content_type = ""
    else:
        return kind if kind != "response" else "response (no HTTP headers: DNS or other protocol)"
    if record_id is None:
        raise InputError(f"WARC {kind} record without WARC-Record-ID", file=str(path))
    where = f"{path}#{record_id}"
    target = (record.rec_headers.get_header("WARC-Target-URI") or "").strip()
    if not target:
        raise InputError("missing WARC-Target-URI", file=where, field="WARC-Target-URI")
    try:
        captured = parse_utc(record.rec_headers.get_header("WARC-Date") or "", field="WARC-Date")
    except InputError as exc:
        raise exc.located(file=where) from None
    last_modified = headers.get_header("Last-Modified") if headers is not None else None
    served = headers.get_header("Date") if headers is not None else None
    if kind == "revisit":
        refers = (record.rec_headers.get_header("WARC-Refers-To") or "").strip("<> ") or None
        digest = record.rec_headers.get_header("WARC-Payload-Digest")
        return _Revisit(path, relative, record_id, target, captured, digest, refers, last_modified, served)
    if body is None:
        body = _body(record, path, record_id)
    if not body.strip():
        raise InputError("empty page (no HTML in the record)", file=where)
    charset = _HTTP_CHARSET.search(content_type)
    return RawPage(
        file=path,
        relative=relative,
        raw=body,
        record_id=record_id,
        target_uri=target,
        captured_at=captured,
        http_charset=charset.group(1) if charset else None,
        http_last_modified=last_modified,
        http_date=served,
        record_type=kind,
    )


def decode_html(raw: bytes, *, http_charset: str | None, where: str) -> str:
    """Decode page bytes as a browser would (see `decoding.decode_page`)."""
    return decode_page(raw, http_charset=http_charset, where=where).text


def markup_text(text: str) -> str:
    """Decoded page text as the parsers take it.

    Drops a leading `<?xml ...?>` (lxml refuses decoded text that still declares an encoding) and
    C0 control characters other than tab and line breaks: they are invalid in HTML, invisible, and
    lxml refuses them in any text it is asked to set, so one stray byte would sink the page.
    """
    return _CONTROL_CHARS.sub("", _XML_DECLARATION.sub("", text, count=1))


def parse_html(text: str, *, where: str) -> HtmlElement:
    """Parse decoded page text (see `markup_text`) into an lxml document."""
    try:
        return lxml.html.document_fromstring(markup_text(text))
    except (lxml.etree.ParserError, ValueError) as exc:
        raise InputError(f"malformed HTML: {exc}", file=where) from None

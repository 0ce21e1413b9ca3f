"""Reading web pages as bytes and text: HTML files, gzipped files, directories and WARC archives.

Decoding never guesses and never replaces characters: the charset comes from a byte-order mark,
else the HTTP `Content-Type` (WARC responses), else the page's own XML declaration /
`<meta charset>` / `<meta http-equiv>`, else UTF-8; the bytes must then decode strictly. A page
that does not is an error naming the file (a silently mangled page would hash and search as a
different text). Only C0 control characters, which are invalid in HTML, are dropped before
parsing (`markup_text`).
"""

from __future__ import annotations

import codecs
import gzip
import re
import zlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import lxml.etree
import lxml.html
from lxml.html import HtmlElement
from warcio.archiveiterator import ArchiveIterator
from warcio.recordloader import ArcWarcRecord

from engine.errors import InputError
from engine.timestamps import parse_utc

__all__ = ["RawPage", "decode_html", "markup_text", "page_files", "parse_html", "read_pages"]

HTML_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz")
WARC_SUFFIXES = (".warc", ".warc.gz")
_HTML_TYPES = ("text/html", "application/xhtml+xml")
_DECLARATION_WINDOW = 16384  # bytes searched for an in-document charset declaration

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Labels whose everyday meaning is a superset (as browsers read them, WHATWG Encoding): a page
# labelled ISO-8859-1 is written in windows-1252, one labelled GB2312 uses GBK/GB18030 characters.
_SUPERSETS = {
    "ascii": "cp1252",
    "iso8859-1": "cp1252",
    "gb2312": "gb18030",
    "gbk": "gb18030",
}
_META_CHARSET = re.compile(rb"<meta\b[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:\-]+)", re.IGNORECASE)
_XML_CHARSET = re.compile(rb"^\s*<\?xml\b[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9_.:\-]+)", re.IGNORECASE)
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

    @property
    def source(self) -> str:
        """The file, and for a WARC record `file#record-id`."""
        return f"{self.file}#{self.record_id}" if self.record_id else str(self.file)


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


def read_pages(path: Path) -> list[RawPage]:
    """Every page under `path` (a page file, a WARC file or a directory), or raise `InputError`."""
    if not path.exists():
        raise InputError("file not found", file=str(path))
    if path.is_dir():
        files, root = page_files(path), path
        if not files:
            raise InputError(
                f"no page files ({', '.join(HTML_SUFFIXES + WARC_SUFFIXES)}) in directory", file=str(path)
            )
    elif _has_suffix(path, HTML_SUFFIXES + WARC_SUFFIXES):
        files, root = [path], path.parent
    else:
        raise InputError(
            f"unsupported file type (expected one of {', '.join(HTML_SUFFIXES + WARC_SUFFIXES)})",
            file=str(path),
        )
    pages: list[RawPage] = []
    for file in files:
        relative = file.relative_to(root).as_posix()
        if _has_suffix(file, WARC_SUFFIXES):
            pages.extend(_read_warc(file, relative))
        else:
            pages.append(RawPage(file=file, relative=relative, raw=_read_html_file(file)))
    return pages


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


def _read_warc(path: Path, relative: str) -> list[RawPage]:
    """HTML pages in a WARC: 2xx `response` records with an HTML content type; others are skipped.

    warcio tolerates damage (a truncated file just ends, a bad Content-Length only prints a
    warning), so each record is also checked: a valid length, fully present, block digest
    matching, and no stray bytes after it. warcio reports the damage it does notice with many
    exception types (even AttributeError for a mangled header), so any exception raised while
    warcio reads means a corrupt file.
    """
    if _read_size(path) == 0:
        raise InputError("empty file", file=str(path))
    pages: list[RawPage] = []
    last_id: str | None = None
    with open(path, "rb") as stream:
        records = ArchiveIterator(stream, check_digests=True)  # problems recorded, checked below
        while True:
            try:
                record = next(records, None)
                _check_no_stray_bytes(records.err_count, last_id)
            except Exception as exc:
                raise _corrupt(path, last_id, exc) from None
            if record is None:
                break
            last_id = (record.rec_headers.get_header("WARC-Record-ID") or "").strip("<>") or None
            if not (record.rec_headers.get_header("Content-Length") or "").strip().isdigit():
                name = last_id or "(without WARC-Record-ID)"
                raise _corrupt(path, last_id, ValueError(f"record {name} has no valid Content-Length"))
            page = _warc_page(record, path, relative, last_id)
            if page is not None:
                pages.append(page)
            try:
                while record.raw_stream.read(65536):
                    pass  # the rest of a skipped record: read so that its length can be checked
                if record.raw_stream.limit > 0:
                    raise EOFError(f"record {last_id} is truncated")
                _check_digests(record, last_id)
            except Exception as exc:
                raise _corrupt(path, last_id, exc) from None
    if last_id is None:
        raise InputError("corrupt WARC: no records", file=str(path))
    return pages


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


def _check_digests(record: ArcWarcRecord, last_id: str | None) -> None:
    # Only the block digest: it covers exactly the stored bytes. Crawlers disagree on what a
    # payload digest covers (before or after removing chunked transfer coding), so a payload
    # mismatch is not proof of damage.
    for problem in record.digest_checker.problems:
        if problem.startswith("block"):
            raise ValueError(f"record {last_id}: {problem}")


def _check_no_stray_bytes(err_count: int, last_id: str | None) -> None:
    if err_count:
        raise ValueError(f"stray bytes after record {last_id} (bad Content-Length?)")


def _warc_page(record: ArcWarcRecord, path: Path, relative: str, record_id: str | None) -> RawPage | None:
    """The page in one WARC record, or None when the record is not an HTML response."""
    if record.rec_type != "response" or record.http_headers is None:
        return None
    content_type = (record.http_headers.get_header("Content-Type") or "").lower()
    status = record.http_headers.get_statuscode() or ""
    if not status.startswith("2") or not content_type.startswith(_HTML_TYPES):
        return None
    if record_id is None:
        raise InputError("WARC response record without WARC-Record-ID", file=str(path))
    where = f"{path}#{record_id}"
    target = (record.rec_headers.get_header("WARC-Target-URI") or "").strip()
    if not target:
        raise InputError("missing WARC-Target-URI", file=where, field="WARC-Target-URI")
    try:
        captured = parse_utc(record.rec_headers.get_header("WARC-Date") or "", field="WARC-Date")
    except InputError as exc:
        raise exc.located(file=where) from None
    try:
        body = record.content_stream().read()
    except Exception as exc:  # a damaged chunked or compressed body: see _read_warc
        raise _corrupt(path, record_id, exc) from None
    if not body.strip():
        raise InputError("empty page (HTTP body has no HTML)", file=where)
    charset = _HTTP_CHARSET.search(content_type)
    return RawPage(
        file=path,
        relative=relative,
        raw=body,
        record_id=record_id,
        target_uri=target,
        captured_at=captured,
        http_charset=charset.group(1) if charset else None,
    )


def _codec(label: str, origin: str, where: str) -> str:
    try:
        name = codecs.lookup(label.strip().lower()).name
    except LookupError:
        raise InputError(f"unknown charset {label!r} declared by {origin}", file=where) from None
    return _SUPERSETS.get(name, name)


def _declared_charset(raw: bytes) -> tuple[str, str] | None:
    head = raw[:_DECLARATION_WINDOW]
    xml = _XML_CHARSET.search(head)
    if xml:
        return xml.group(1).decode("ascii"), "the XML declaration"
    meta = _META_CHARSET.search(head)
    if meta:
        return meta.group(1).decode("ascii"), "<meta> charset"
    return None


def decode_html(raw: bytes, *, http_charset: str | None, where: str) -> str:
    """Decode page bytes by BOM, HTTP charset, in-document declaration, else strict UTF-8."""
    for bom, codec in _BOMS:
        if raw.startswith(bom):
            return _strict(raw[len(bom) :], codec, "a byte-order mark", where)
    if http_charset:
        return _strict(raw, _codec(http_charset, "HTTP Content-Type", where), "HTTP Content-Type", where)
    declared = _declared_charset(raw)
    if declared:
        label, origin = declared
        return _strict(raw, _codec(label, origin, where), origin, where)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"not valid UTF-8 and no charset declared (BOM, HTTP Content-Type or <meta>): "
            f"{exc.reason} at byte {exc.start}",
            file=where,
        ) from None


def _strict(raw: bytes, codec: str, origin: str, where: str) -> str:
    try:
        return raw.decode(codec)
    except UnicodeDecodeError as exc:
        raise InputError(
            f"bytes do not decode as {codec} (declared by {origin}): {exc.reason} at byte {exc.start}",
            file=where,
        ) from None


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

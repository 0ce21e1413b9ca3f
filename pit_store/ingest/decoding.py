"""Decoding page bytes as a browser would, saying how and how sure.

Order (WHATWG-like): a byte-order mark; else the HTTP `Content-Type` charset (WARC responses);
else the page's own XML declaration / `<meta charset>` / `<meta http-equiv>`; else UTF-8 when the
bytes are valid UTF-8; else detection (`charset-normalizer`). A declared charset is used only when
the bytes agree with it: bytes that do not decode under it, or a single-byte label on bytes that
are valid, non-ASCII UTF-8 (a page saved as UTF-8 under an old `<meta>`), are detected instead, and
the contradiction is recorded. Decoding never replaces characters: a page that no rule decodes is
an error naming the file. The result says which encoding was used, where it came from, and the
confidence (1.0 for a BOM or a declaration the bytes bear out, charset-normalizer's own measure
otherwise).
"""

from __future__ import annotations

import codecs
import re

import charset_normalizer
from pydantic import BaseModel, ConfigDict

from engine.errors import InputError

__all__ = ["Decoded", "Decoding", "decode_page"]

_DECLARATION_WINDOW = 16384  # bytes searched for an in-document charset declaration
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Labels whose everyday meaning is a superset (as browsers read them, WHATWG Encoding): a page
# labelled ISO-8859-1 is written in windows-1252, one labelled GB2312 uses GBK/GB18030 characters,
# one labelled EUC-KR uses the Unified Hangul Code (cp949).
_SUPERSETS = {
    "ascii": "cp1252",
    "latin_1": "cp1252",
    "iso8859-1": "cp1252",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "euc_kr": "cp949",
}
_UNICODE = {"utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"}
_META_CHARSET = re.compile(rb"<meta\b[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:\-]+)", re.IGNORECASE)
_XML_CHARSET = re.compile(rb"^\s*<\?xml\b[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9_.:\-]+)", re.IGNORECASE)


class Decoding(BaseModel):
    """How a page's bytes were decoded (kept in its provenance)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    encoding: str
    """Python codec name actually used."""
    origin: str
    """`bom`, `http`, `declared` (XML declaration or <meta>), `utf-8` (valid UTF-8, nothing
    declared) or `detected`."""
    confidence: float
    declared: str | None = None
    """The charset the HTTP header or the page declared, when there was one."""
    note: str | None = None
    """Why a declaration was not used."""


class Decoded(BaseModel):
    """A page's text and how it was obtained."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    decoding: Decoding


def _codec(label: str) -> str | None:
    try:
        name = codecs.lookup(label.strip().lower()).name
    except LookupError:
        return None
    return _SUPERSETS.get(name, name)


def _declared_in_page(raw: bytes) -> str | None:
    head = raw[:_DECLARATION_WINDOW]
    found = _XML_CHARSET.search(head) or _META_CHARSET.search(head)
    return found.group(1).decode("ascii") if found else None


def _strict(raw: bytes, codec: str) -> str | None:
    try:
        return raw.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return None


def _is_non_ascii_utf8(raw: bytes) -> bool:
    return not raw.isascii() and _strict(raw, "utf-8") is not None


def _detect(raw: bytes, *, declared: str | None, note: str | None, where: str) -> Decoded:
    best = charset_normalizer.from_bytes(raw).best()
    if best is None:
        reason = f" ({note})" if note else ""
        raise InputError(f"cannot decode the page: not UTF-8 and no encoding fits the bytes{reason}", file=where)
    encoding = _SUPERSETS.get(best.encoding, best.encoding)
    text = _strict(raw, encoding) or str(best)
    decoding = Decoding(
        encoding=encoding, origin="detected", confidence=round(1.0 - best.chaos, 3), declared=declared, note=note
    )
    return Decoded(text=text, decoding=decoding)


def decode_page(raw: bytes, *, http_charset: str | None, where: str) -> Decoded:
    """Decode page bytes (see the module docstring); `where` names the page in errors."""
    for bom, codec in _BOMS:
        if raw.startswith(bom):
            text = _strict(raw[len(bom) :], codec)
            if text is None:
                raise InputError(f"bytes do not decode as {codec} (declared by a byte-order mark)", file=where)
            return Decoded(text=text, decoding=Decoding(encoding=codec, origin="bom", confidence=1.0))
    notes: list[str] = []
    for origin, label in (("http", http_charset), ("declared", _declared_in_page(raw))):
        if not label:
            continue
        codec = _codec(label)
        if codec is None:
            notes.append(f"unknown charset {label!r} ({origin})")
            continue
        if codec not in _UNICODE and _is_non_ascii_utf8(raw):
            notes.append(f"{label!r} ({origin}) contradicted: the bytes are UTF-8")
            return Decoded(
                text=raw.decode("utf-8"),
                decoding=Decoding(encoding="utf-8", origin="detected", confidence=1.0, declared=label, note=notes[-1]),
            )
        text = _strict(raw, codec)
        if text is not None:
            return Decoded(
                text=text,
                decoding=Decoding(encoding=codec, origin=origin, confidence=1.0, declared=label, note="; ".join(notes) or None),
            )
        notes.append(f"{label!r} ({origin}) contradicted: the bytes do not decode as {codec}")
    note = "; ".join(notes) or None
    declared = http_charset or _declared_in_page(raw)
    text = _strict(raw, "utf-8")
    if text is not None:
        return Decoded(
            text=text, decoding=Decoding(encoding="utf-8", origin="utf-8", confidence=1.0, declared=declared, note=note)
        )
    return _detect(raw, declared=declared, note=note, where=where)

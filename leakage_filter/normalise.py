"""One normalised reading of text, so that no rule or model is fooled by how characters are spelled.

A page can write the same words in many byte sequences that look alike to a reader: a soft hyphen
or a zero-width space inside "Nov\u00adember", fullwidth or Arabic-Indic digits ("２０２５",
"٢٠٢٥"), a non-breaking hyphen in "2025\u201111\u201104", a Cyrillic "о" inside a Latin word, text
written backwards under a right-to-left override. `normalise_text` maps all of them to the plain
reading before anything else looks at the text:
1. a span under a right-to-left override (U+202E ... U+202C or the end of the line) is reversed,
   since that is the order a reader sees it in;
2. invisible characters are removed: zero-width spaces and joiners, the word joiner, the BOM,
   the Arabic tatweel (a stretch of the line between letters, no letter itself),
   soft hyphens, bidirectional controls, the combining grapheme joiner, variation selectors,
   Hangul and Khmer fillers; Unicode tag characters (U+E0020..E007E, invisible "ASCII smuggling"
   that a model still reads) become the ASCII they encode, so the rules read what a model would;
3. Unicode NFKC (fullwidth letters and digits, ligatures, no-break spaces, compatibility forms);
4. decimal digits of every script become ASCII digits;
5. hyphen look-alikes (non-breaking hyphen, figure dash, minus sign, hyphen bullet) become "-", and so
   do en and em dashes, fraction and division slashes and middle dots between the fields of an
   all-numeric date ("2025–10–28", "2025⁄10⁄28", "28·10·2025"; a range "Oct 3–5" keeps its dash);
6. a word mixing Latin letters with Cyrillic ones no Latin letter looks like ("игнopиpyй" with Latin
   o, p, y) is Cyrillic: its Latin look-alikes become the Cyrillic letters they draw; then
   Cyrillic, Greek and Armenian letters (and a few Latin-block ones, dotless ı, ɑ) that look like Latin ones are mapped to Latin inside words that
   also hold a Latin letter, and, in text that is mostly Latin, in words that consist only of
   such look-alikes ("сlеаn"); Russian or Greek text keeps its words; small capitals ("ɪɢɴᴏʀᴇ") and
   regional indicator letters ("🇮🇬🇳") read as the Latin letters they draw;
8. ISO week and stamped ordinal dates ("2025-W14", "Edit 2025-079") are written as calendar dates
   (`week_dates`), dates in words beside a month's name in digits (`spelled_dates`), and dates in
   Roman or Chinese numerals in digits (`numeral_dates`), first of all; once digits are folded,
   Hijri dates become Gregorian days (`hijri_dates`);
7. combining marks NFKC leaves on a Latin letter (strike-through, overlines: "I̶g̶n̶o̶r̶e̶") are
   dropped: composed accents ("é") are single characters by then, so only decoration goes.

Plain ASCII text, the common case, is returned unchanged after one cheap check.

`is_hidden` says whether a page element is one a browser does not show (the `hidden` attribute,
`aria-hidden`, `display:none`, `visibility:hidden`, a zero font size or opacity, a position far off
the screen, a clip to nothing, a zero height with overflow hidden, or a class such as `hidden`,
`d-none`, `collapsed`, `sr-only`, `visually-hidden`): its text is still read, tagged with that
origin, since a crawler, a model or a later script may show it.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from typing import Protocol
from functools import lru_cache

from leakage_filter.hijri_dates import hijri_dates
from leakage_filter.numeral_dates import numeral_dates
from leakage_filter.spelled_dates import digit_dates
from leakage_filter.week_dates import calendar_dates

__all__ = ["is_hidden", "normalise_text"]

_INVISIBLE = (
    "\u00ad\u034f\u061c\u0640\u115f\u1160\u17b4\u17b5\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064"
    "\u3164\ufeff\uffa0\U000e0001\U000e007f" + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)
_TAGS = {code: chr(code - 0xE0000) for code in range(0xE0020, 0xE007F)}
_DATE_SEPARATORS = "\u2013\u2014\u2015\ufe58\u2044\u2215\u00b7\u2219\u30fb\u22c5"
_DASHED_DATE = re.compile(rf"\b(\d{{1,4}})[{_DATE_SEPARATORS}](\d{{1,2}})[{_DATE_SEPARATORS}](\d{{1,4}})\b")
_HAS_DATE_SEPARATOR = re.compile(f"[{_DATE_SEPARATORS}]")
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_HYPHENS = {0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2043: "-", 0x2212: "-", 0xFE63: "-", 0xFF0D: "-"}
# Small capitals (IPA and phonetic extensions) and regional indicator symbols: drawn as Latin letters.
_SMALL_CAPS = dict(zip(map(ord, "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"), "abcdefghijklmnoprstuvwyz"))
_SMALL_CAPS[ord("ǫ")] = "q"
_REGIONAL = {code: chr(ord("A") + code - 0x1F1E6) for code in range(0x1F1E6, 0x1F200)}
# Combining marks left on a Latin letter after NFKC (which composes real accents into one character).
_DECORATION = re.compile(r"(?<=[A-Za-z])[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_RTL_OVERRIDE = re.compile("\u202e([^\u202c\n]*)(?:\u202c|(?=\n)|$)")

# Cyrillic and Greek letters a reader takes for Latin ones (lower and upper case).
_CONFUSABLE = {
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l",
    "ɡ": "g", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "У": "Y", "І": "I", "Ј": "J", "Ѕ": "S", "Ԁ": "D", "Ԛ": "Q", "Ԝ": "W", "Һ": "H",
    "Ӏ": "I", "α": "a", "ο": "o", "ρ": "p", "ι": "i", "κ": "k", "ν": "v", "υ": "u", "χ": "x", "ε": "e",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    # Armenian and Latin-block letters NFKC leaves alone (օ, ս, ո, հ, զ; dotless ı, ɑ, ɩ, ȷ)
    "օ": "o", "ս": "u", "ո": "n", "հ": "h", "զ": "q", "ı": "i", "ɑ": "a", "ɩ": "i", "ȷ": "j",
}  # fmt: skip
_CONFUSABLE_TABLE = str.maketrans(_CONFUSABLE)
_CONFUSABLE_CLASS = "".join(_CONFUSABLE)
_MIXED_WORD = re.compile(rf"[\w]*[{_CONFUSABLE_CLASS}][\w]*")
_HAS_CONFUSABLE = re.compile(f"[{_CONFUSABLE_CLASS}]")
_LATIN = re.compile(r"[A-Za-z]")
_CYRILLIC_GREEK = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0530-\u058f]")


def _digit_table() -> dict[int, str]:
    """Every non-ASCII decimal digit (category Nd) mapped to its ASCII digit."""
    table: dict[int, str] = {}
    for code in range(0x80, min(sys.maxunicode, 0x1FFFF) + 1):
        value = unicodedata.decimal(chr(code), None)
        if value is not None:
            table[code] = str(value)
    return table


@lru_cache(maxsize=1)
def _table() -> dict[int, str | None]:
    table: dict[int, str | None] = {ord(ch): None for ch in _INVISIBLE + _BIDI}
    table.update(_digit_table())
    table.update(_HYPHENS)
    table.update(_TAGS)
    table.update(_SMALL_CAPS)
    table.update(_REGIONAL)
    return table


# Latin letters a reader takes for Cyrillic ones, and the Cyrillic letters no Latin one looks like:
# a word holding one of those is Russian (or another Cyrillic language), its Latin letters a disguise.
_TO_CYRILLIC = str.maketrans("aeopcyxkmABEKMHOPCTXY", "аеорсухкмАВЕКМНОРСТХУ")
_CYRILLIC_ONLY = re.compile("[бгдёжзийлпфцчшщъыьэюяБГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯ]")
_MIXED_CYRILLIC = re.compile(r"[^\W\d_]*(?:[A-Za-z][^\W\d_]*[\u0400-\u04ff]|[\u0400-\u04ff][^\W\d_]*[A-Za-z])[^\W\d_]*")


def _cyrillic_word(match: re.Match[str]) -> str:
    word = match.group()
    return word.translate(_TO_CYRILLIC) if _CYRILLIC_ONLY.search(word) else word


def _unconfuser(latin_text: bool) -> Callable[[re.Match[str]], str]:
    def unconfuse(match: re.Match[str]) -> str:
        word = match.group()
        mapped = word.translate(_CONFUSABLE_TABLE)
        if _LATIN.search(word) or (latin_text and mapped.isascii()):
            return mapped
        return word

    return unconfuse


def normalise_text(text: str) -> str:
    """The plain reading of `text` (see the module docstring)."""
    text = numeral_dates(digit_dates(calendar_dates(text)))
    if text.isascii():
        return text
    if "\u202e" in text:
        text = _RTL_OVERRIDE.sub(lambda m: m.group(1)[::-1], text)
    text = hijri_dates(unicodedata.normalize("NFKC", text.translate(_table())).translate(_table()))
    if _HAS_DATE_SEPARATOR.search(text):
        text = _DASHED_DATE.sub(r"\1-\2-\3", text)
    if _DECORATION.search(text):
        text = _DECORATION.sub("", text)
    if _CYRILLIC_ONLY.search(text) and _LATIN.search(text):
        text = _MIXED_CYRILLIC.sub(_cyrillic_word, text)
    if _HAS_CONFUSABLE.search(text):
        latin_text = len(_LATIN.findall(text)) > len(_CYRILLIC_GREEK.findall(text))
        text = _MIXED_WORD.sub(_unconfuser(latin_text), text)
    return text


class _Element(Protocol):
    def get(self, key: str, default: None = None) -> str | None: ...


_HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])"
    # moved off the screen, clipped to nothing or shrunk away: "left:-9999px", "text-indent:-10000em",
    # "clip:rect(0 0 0 0)", "clip-path:inset(50%)", "transform:scale(0)"
    r"|(?:left|right|top|text-indent|margin-left|margin-top)\s*:\s*-\s*(?:\d{4,}|999)(?:\.\d+)?\s*(?:px|em|rem|pt|vw|vh)?\b"
    r"|clip\s*:\s*rect\(\s*[01](?:px)?[\s,]+[01](?:px)?|clip-path\s*:\s*inset\(\s*(?:50|100)%|transform\s*:\s*scale\(\s*0\s*\)"
    r"|(?<![\w-])(?:max-)?height\s*:\s*0(?:px)?\s*(?:;|$)[^\"']*overflow\s*:\s*hidden|overflow\s*:\s*hidden[^\"']*(?<![\w-])(?:max-)?height\s*:\s*0(?:px)?\s*(?:;|$)",
    re.I,
)
# Classes sites use for the same: visually hidden (screen-reader only) text.
_HIDDEN_CLASS = re.compile(
    r"(?:^|\s)(?:hidden|is-hidden|d-none|hide|invisible|collapsed|collapse|display-none|sr-only|visually-?hidden"
    r"|screen-reader-(?:text|only)|offscreen|off-screen|a11y-hidden|u-hidden|hidden-text)(?:$|\s)",
    re.I,
)


def is_hidden(element: _Element) -> bool:
    """Whether a browser hides `element` (an lxml element; see the module docstring)."""
    if element.get("hidden") is not None or (element.get("aria-hidden") or "").strip().lower() == "true":
        return True
    style = element.get("style")
    if style and _HIDDEN_STYLE.search(style):
        return True
    names = element.get("class")
    return bool(names) and _HIDDEN_CLASS.search(names) is not None

"""Dates written in another numeral system, rewritten in digits so the date readers see them.

A day is as plain to a reader in Roman numerals ("XXVI.VII.MMXXV", "Rev. 3/XI/MMXXV") or in
Chinese numerals ("二〇二六年四月一日") as in digits; a stamp written that way went unseen.
`numeral_dates` rewrites:
- a Roman day, month and year with one separator between them ("." "/" "-"), the year of this
  millennium ("MM..."), day first or year first, in the order written ("XXVI.VII.MMXXV" ->
  "26.7.2025"), each field a well-formed numeral in range (a day 1-31, a month 1-12): a lone
  numeral ("Annual Report MMXXIV", "Part IV") is no date and stays;
- a Chinese date with the year digit by digit and the month and day as numbers, as page dating
  reads it (`world_dates.find_stamp_dates`): "二〇二六年四月一日" -> "2026年4月1日".
"""

from __future__ import annotations

import re

from pit_store.ingest.world_dates import find_stamp_dates

__all__ = ["numeral_dates"]

_ROMAN_VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
_SMALL = r"(?:X{0,3})(?:IX|IV|V?I{0,3})"  # 1..39 (range checked after)
_YEAR = r"MM(?:C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
_ROMAN_DATE = re.compile(
    rf"(?<![A-Za-z])(?:(?P<d>{_SMALL})(?P<s>[./-])(?P<m>{_SMALL})(?P=s)(?P<y>{_YEAR})"
    rf"|(?P<y2>{_YEAR})(?P<s2>[./-])(?P<m2>{_SMALL})(?P=s2)(?P<d2>{_SMALL}))(?![A-Za-z])"
)
_ROMAN_HINT = re.compile(r"[IVX][./-][IVX]|[./-]MM|MM[CLXVI]*[./-]")
_CJK_YEAR = re.compile(r"[〇零一二三四五六七八九]{4}\s*年")


def _roman(numeral: str) -> int:
    total = 0
    for index, char in enumerate(numeral):
        value = _ROMAN_VALUES[char]
        following = _ROMAN_VALUES[numeral[index + 1]] if index + 1 < len(numeral) else 0
        total += -value if value < following else value
    return total


def _roman_digits(match: re.Match[str]) -> str:
    day, month, year = (match["d"], match["m"], match["y"]) if match["y"] else (match["d2"], match["m2"], match["y2"])
    if not day or not month:
        return match.group()
    d, m, y = _roman(day), _roman(month), _roman(year)
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return match.group()
    sep = match["s"] or match["s2"]
    return f"{d}{sep}{m}{sep}{y}" if match["y"] else f"{y}{sep}{m}{sep}{d}"


def _cjk_digits(text: str) -> str:
    pieces: list[str] = []
    last = 0
    for found in find_stamp_dates(text):
        if _CJK_YEAR.match(text, found.start) is None:
            continue  # another stamp form this reader knows, already in digits
        pieces += [text[last : found.start], f"{found.day.year}年{found.day.month}月{found.day.day}日"]
        last = found.end
    return "".join(pieces) + text[last:] if pieces else text


def numeral_dates(text: str) -> str:
    """`text` with Roman and Chinese numeral dates rewritten in digits (see the module docstring)."""
    if _ROMAN_HINT.search(text):
        text = _ROMAN_DATE.sub(_roman_digits, text)
    if not text.isascii() and _CJK_YEAR.search(text):
        text = _cjk_digits(text)
    return text

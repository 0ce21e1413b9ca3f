"""Reporting periods named without the quarter-and-year forms of `dates`, and periods whose year
the sentence itself states after the name.

- A trading season with its year ("the 2025 Christmas trading period", "holiday season 2024"):
  retailers report it as a period of its own; it runs to the end of December.
- A year-end level ("the shares ended 2024 at 16.64", "the index closed 2023 up 12%"): the figure
  is the one at the year's end, realised only at the close of its last weekday. It names what was measured,
  so it needs no results noun beside it.
- A month's figure ("sales rose 4.5% in January 2025", "8 % en mai 2025", "im Mai 2025 14 Prozent
  mehr"): the month's total, realised once it ends.
- A period followed by its own end ("the first quarter, which ends on 31 March 2026"): the end's
  year is the period's, where the name alone would take the latest one already over.

`dates.find_periods` turns these into `PeriodMention`s (this module knows nothing of that type).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import NamedTuple

__all__ = ["ExtraPeriod", "LocalMonths", "extra_periods", "local_months", "stated_end"]

_YEAR = r"(?:19|20)\d{2}"
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10,
    "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_SEASON_WORDS = r"(?:christmas|festive|holiday|black friday|thanksgiving)(?:\s+(?:trading|shopping|sales))?\s+(?:period|season|quarter|weeks)"
_SEASON = re.compile(
    rf"\b(?:(?P<y1>{_YEAR})\s+{_SEASON_WORDS}|{_SEASON_WORDS}\s+(?:of\s+)?(?P<y2>{_YEAR}))\b",
    re.IGNORECASE,
)
_YEAR_END = re.compile(
    rf"\b(?:ended|closed|finished)\s+(?:(?:calendar|the\s+year)\s+)?(?P<y>{_YEAR})\s+(?=at\b|up\b|down\b|higher\b|lower\b|flat\b)",
    re.IGNORECASE,
)
# A figure for a named month ("sales rose 4.5% in January 2025", "orders of $3m for March 2025"):
# the month's total, known only once the month is over. Only right after the figure: "In January
# 2025, the company reported ..." dates a report, not a month's result.
_MONTH_FIGURE = re.compile(
    rf"(?<=\d)(?:\s*(?:%|per\s?cent|percent|million|billion|bn|mn|m|k|units))?\s+(?:in|for|during|over)\s+"
    rf"(?:the\s+month\s+of\s+)?(?P<m>{_MONTH})\s+(?P<y>{_YEAR})\b",
    re.IGNORECASE,
)
_STATED_END = re.compile(
    rf"\s*,?\s*\(?(?:which|that)?\s*(?:ends|ended|ending|end|closes|closed|runs|ran)\s+(?:on\s+|to\s+)?"
    rf"(?:(?P<d1>\d{{1,2}})\s+(?P<m1>{_MONTH})|(?P<m2>{_MONTH})\s+(?P<d2>\d{{1,2}}),?)\s+(?P<y>{_YEAR})\b",
    re.IGNORECASE,
)


class ExtraPeriod(NamedTuple):
    """A period `dates.find_periods` builds a `PeriodMention` from."""

    text: str
    start: int
    end: int
    label: str
    end_day: date
    measured: bool
    """The mention names what was measured (a year-end level): no results noun is needed."""


# The same month's figure in other languages, with the month's names given by the caller: the
# figure just before ("8 % en mai 2025", "4% interanual en mayo de 2025") or just after the
# month ("im Mai 2025 14 Prozent mehr", "pada Mei 2025 naik 3%"), at most one word between.
_LOCAL_UNIT = r"(?:%|prozent|pour\s?cent|por\s?ciento|por\s?cento|per\s?cento|procent|persen)"
_LOCAL_IN = r"(?:en|em|in|im|a|pada|nel|no|na)"


class LocalMonths(NamedTuple):
    """Month names of other languages (name to number), and the month-figure pattern built on them."""

    numbers: dict[str, int]
    pattern: re.Pattern[str]


def local_months(numbers: dict[str, int]) -> LocalMonths:
    """What `extra_periods` needs to read month figures written with these month names."""
    names = "|".join(sorted(map(re.escape, numbers), key=len, reverse=True))
    pattern = re.compile(
        rf"(?<=\d)\s*{_LOCAL_UNIT}(?:\s+[^\W\d]+)?\s+{_LOCAL_IN}\s+(?P<m1>{names})\s+(?:de\s+)?(?P<y1>{_YEAR})\b"
        rf"|\b{_LOCAL_IN}\s+(?P<m2>{names})\s+(?:de\s+)?(?P<y2>{_YEAR})\b(?=\s+(?:[^\W\d]+\s+)?[-+]?\d[\d.,]*\s*{_LOCAL_UNIT})",
        re.IGNORECASE,
    )
    return LocalMonths(numbers, pattern)


def extra_periods(text: str, local: LocalMonths | None = None) -> list[ExtraPeriod]:
    """The trading seasons, month figures and year-end levels named in `text` (see the module
    docstring); `local` reads month figures in other languages."""
    found = []
    if local is not None:
        for match in local.pattern.finditer(text):
            which = "1" if match["m1"] else "2"
            year, month = int(match["y" + which]), local.numbers[match["m" + which].lower()]
            last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
            start, end = match.start("m" + which), match.end("y" + which)
            found.append(ExtraPeriod(text[start:end], start, end, f"{year}M{month:02d}", last, False))
    for match in _SEASON.finditer(text):
        year = int(match["y1"] or match["y2"])
        found.append(ExtraPeriod(match.group(), match.start(), match.end(), f"{year}XMAS", date(year, 12, 31), False))
    for match in _MONTH_FIGURE.finditer(text):
        year, month = int(match["y"]), _MONTHS[match["m"][:3].lower()]
        last = (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1))
        start = match.start("m")
        found.append(ExtraPeriod(text[start : match.end()], start, match.end(), f"{year}M{month:02d}", last, False))
    for match in _YEAR_END.finditer(text):
        year = int(match["y"])
        found.append(ExtraPeriod(match.group().rstrip(), match.start(), match.end(), f"{year}FY", _last_weekday(year), True))
    return found


def _last_weekday(year: int) -> date:
    """The year's last Monday-to-Friday: a year-end level is known at that day's close (a
    review dated Friday 30 December states where the index ended the year)."""
    last = date(year, 12, 31)
    return last - timedelta(days=max(0, last.weekday() - 4))


def stated_end(text: str, end: int) -> date | None:
    """The end date written right after a period's name ending at `end` ("..., which ends on 31
    March 2026"), or None."""
    match = _STATED_END.match(text, end)
    if match is None:
        return None
    month = _MONTHS[(match["m1"] or match["m2"])[:3].lower()]
    try:
        return date(int(match["y"]), month, int(match["d1"] or match["d2"]))
    except ValueError:
        return None

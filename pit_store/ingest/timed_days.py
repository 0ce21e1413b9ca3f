"""The days a page writes at least once without a clock time beside them.

htmldate's latest date is a day the page writes somewhere; when every place the page writes that day
carries a time ("Snapshot generated Mar 4, 2025 3:40 AM PHT", "03/10/2025 23:40"), nothing on the
page is dated that day without an hour, so the latest stamp of the day can stand for it (fail
closed: one untimed mention keeps the end of the day). `page_dates` reads the stamps; this module
only tells the days written bare.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import date

__all__ = ["untimed_days"]

# A clock time right after a date ("Mar 4, 2025 3:40 AM", "05/05/2025, at 14:25", "4 March 2025 · 09:40")
# or right before it ("3:40 AM PHT, Mar 4, 2025", "17:06 AWST (+08:00) 29 JUL 2024").
_TIME_AFTER = re.compile(r"^[\s,·|•—–-]*(?:(?:at|um|à|kl\.?|klo)\s+|@\s*)?\d{1,2}(?:[:.]|h(?=\d{2}))\d{2}(?!\d)", re.I)
_TIME_BEFORE = re.compile(
    r"(?<![\d.:])\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?\s*(?:[A-Z]{2,5}|\(?[+-]\d{1,2}(?::?\d{2})?\)?)?"
    r"(?:\s*\([^)]{0,12}\))?\s*[,·|•—–-]?\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$",
    re.I,
)


def untimed_days(
    lines: Iterable[str], patterns: Iterable[re.Pattern[str]], readings: Callable[[re.Match[str]], Iterable[date]]
) -> set[date]:
    """Every day (each reading, `readings`) of a date `patterns` find in `lines` with no clock time
    in the match, right after it or right before it."""
    compiled = tuple(patterns)
    bare: set[date] = set()
    for line in lines:
        for pattern in compiled:
            for match in pattern.finditer(line):
                timed = match.groupdict().get("hour") is not None
                if not (timed or _TIME_AFTER.match(line[match.end():]) or _TIME_BEFORE.search(line[max(0, match.start() - 40):match.start()])):
                    bare.update(readings(match))
    return bare

"""Taiwanese numeric dates in the Minguo (Republic of China) era: "112/09/18", "113/11/13 18:13".

Taiwanese pages write a day as its Minguo year (the Gregorian year less 1911), month and day in
digits, joined by slashes (also dots or hyphens, the same one twice): a stock table's row, a
calendar's release, a headline's or a comment's stamp. Nothing else in Chinese text reads as a
three-digit number, a month and a day so joined, so a year of 100 to 119 (2011-2030) is read on a
Chinese page only (`find_minguo`'s caller decides that); the era written before it ("民國112/09/18")
is part of the date. The written year, month and day must make a valid date.

The text is expected normalised (ASCII digits).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from leakage_filter.regex_guard import guarded

__all__ = ["MINGUO_EPOCH", "find_minguo"]

MINGUO_EPOCH = 1911
"""Minguo year 1 is 1912."""

_MINGUO = guarded(re.compile(
    r"(?:(?:民國|民国)\s*)?(?<![\d/.\-])(?P<y>1[01]\d)(?P<sep>[/.\-])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\d/]|[.\-]\d)"
))


def find_minguo(text: str) -> Iterator[tuple[int, int, date]]:
    """(start, end, day) of every Minguo numeric date in `text` (see the module docstring)."""
    for match in _MINGUO.finditer(text):
        try:
            day = date(MINGUO_EPOCH + int(match["y"]), int(match["m"]), int(match["d"]))
        except ValueError:
            continue
        yield match.start(), match.end(), day

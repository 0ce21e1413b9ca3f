"""Embargo lines: a release that says it may not be published before an instant.

A press release sent to newsrooms ahead of time carries a line such as "EMBARGOED UNTIL 00:01 GMT,
TUESDAY 4 MARCH 2025" or "Not for release before 8:00 a.m. ET, March 4, 2025". Its content is
not public before that instant, whatever the distribution stamp says: the instant is a publication
date of the page (the latest one wins under the known_at rule). This module finds the text that
states the instant; `page_dates` reads the date in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

__all__ = ["embargo_texts"]

_EMBARGO = re.compile(
    r"\b(?:embargo(?:ed)?\s+(?:until|till|to)|under\s+embargo\s+(?:until|till)|embargo\s+lifts?(?:\s+at)?"
    r"|(?:not\s+for|hold\s+for|for)\s+(?:publication|release|distribution|broadcast)"
    r"(?:\s+or\s+(?:publication|release|distribution|broadcast))?\s+(?:before|until|till|prior\s+to|at))\s*[:\-–—]?\s*",
    re.IGNORECASE,
)
# Words that stand between the marker and the stamp without changing it ("Wednesday,", "on").
_NOISE = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b,?|\bon\b", re.IGNORECASE)
_STATED_CHARS = 80


def embargo_texts(lines: Iterable[str]) -> Iterator[tuple[str, str]]:
    """(the line, the text that states the embargo's end) for each embargo line among `lines`,
    weekdays and "on" taken out so that a date reader sees the time and the date together."""
    for line in lines:
        for marker in _EMBARGO.finditer(line):
            stated = _NOISE.sub(" ", line[marker.end() : marker.end() + _STATED_CHARS])
            yield line, " ".join(stated.split())

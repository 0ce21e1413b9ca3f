"""The lines of a recording's chapter list: times from the start of an episode, not clock times.

A podcast or video page lists its chapters under the player ("00:00 Intro", "06:40 Completions data",
"22:15 What to watch"). Those times count from the start of the recording, so read as loose clock
times of the page's day (`written_stamps.loose_stamps`) they would date the page hours after its own
stamp ("Monday 24th February 2025, 6:00am"). A chapter list opens at zero: a run of lines that each
open with a time, the first of them 0:00 (or 00:00, 0:00:00), its times rising, on a page that embeds
a recording (`<audio>`, `<video>`). A timeline of clock times that happens to start at midnight on a
page without a player stays read (fail closed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["chapter_lines"]

_TIME = re.compile(r"^\s*[\[(]?(?P<a>\d{1,2}):(?P<b>\d{2})(?::(?P<c>\d{2}))?(?!\d)")


def _seconds(match: re.Match[str]) -> int:
    a, b, c = int(match["a"]), int(match["b"]), int(match["c"] or 0)
    return (a * 3600 + b * 60 + c) if match["c"] else a * 60 + b


def chapter_lines(lines: Sequence[str]) -> set[int]:
    """The indexes of `lines` that belong to a chapter list (see the module docstring): from a line
    opening with 0:00 through the following lines that open with a later time. The caller decides
    whether the page embeds a recording."""
    found: set[int] = set()
    last: int | None = None
    for index, line in enumerate(lines):
        match = _TIME.match(line)
        if match is None:
            last = None
            continue
        seconds = _seconds(match)
        if seconds == 0:
            last = 0
        elif last is None or seconds <= last:
            last = None
            continue
        else:
            last = seconds
        found.add(index)
    return {i for i in found if i + 1 in found or i - 1 in found}

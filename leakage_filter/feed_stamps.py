"""Entry stamps of a feed: the machine-readable instants of a run of posts.

A channel preview, a live blog or a message feed stamps each entry with a short clock line
("10:17", "36.3K views 16:00") whose element states the exact instant for machines
(`<time datetime="2024-09-25T10:30:00Z">`). The markup often files that footer under page chrome
(its class says "footer"), where the rules ignore dates. A run of such stamps, each standing after
a block of the entry's own text, is the feed's record of when each entry was posted: an entry
stamped after t was posted after t, whatever zone the page is in.

Only a repeated structure counts (at least `MIN_ENTRIES` stamps), so a lone clock in a site's
header (a market ticker's "as of 16:00") is never read as an entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from leakage_filter.chrome import Segment

MIN_ENTRIES = 3
_STAMP_CHARS = 40  # a stamp line is short: counters, a clock, a zone
# A line that is only a clock, perhaps after a view count or a bullet ("36.3K 16:00", "· 09:05 am").
_STAMP_LINE = re.compile(
    r"(?:[\d.,]+\s?[KkMm]?\s*(?:views?)?\s*[·•|]?\s*)?\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:[A-Z]{2,5})?",
    re.IGNORECASE,
)


def _stamp(segment: Segment) -> datetime | None:
    """The instant of a stamp line: one machine instant behind text that is only a clock."""
    text = segment.text.strip()
    if len(segment.instants) != 1 or len(text) > _STAMP_CHARS or _STAMP_LINE.fullmatch(text) is None:
        return None
    return segment.instants[0]


def feed_stamps(segments: Sequence[Segment]) -> list[tuple[int, datetime]]:
    """(segment index, instant) of each entry stamp of a feed on the page: stamp lines that each
    follow a content segment with words (the entry they stamp), when the page has at least
    `MIN_ENTRIES` of them; else none."""
    found = []
    for index, segment in enumerate(segments):
        if segment.zone == "related" or index == 0:
            continue  # another page's list is read on its own terms
        instant = _stamp(segment)
        previous = segments[index - 1]
        if instant is not None and previous.zone == "content" and _stamp(previous) is None and any(c.isalpha() for c in previous.text):
            found.append((index, instant))
    return found if len(found) >= MIN_ENTRIES else []

"""The instant a page was served, and the relative entry stamps that count from it.

Forum software prints the moment it rendered the page ("All times are GMT -5. The time now is
06:19 AM.", "Page generated Monday, January 19th, 2026") and stamps each post relative to that
moment ("Today, 03:41 AM", "Yesterday, 07:19 PM"). Those stamps count from the day the page was
served, not from the thread's first post or the store's date for it: "Today" on a copy served
after t may be after t.

Only a served day written as a calendar date with its year, and a zone the page states ("All
times are GMT -5") or its locale's, are used: without both, no stamp is resolved (the rules read
it as before).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta, timezone, tzinfo

from engine.timestamps import named_zone
from leakage_filter.chrome import Segment
from leakage_filter.dates import find_dates

_SERVED_DAY = re.compile(r"\b(?:page\s+generated|generated\s+on|served\s+on|retrieved\s+on|printed\s+on)\b[:\s]*", re.IGNORECASE)
# "All times are GMT -5", and a calendar's "Time zone: (GMT -4:00) Eastern Time"
_ALL_TIMES = re.compile(
    r"\b(?:all\s+times\s+(?:are\s+)?(?:in\s+|shown\s+in\s+)?|time\s*zone\s*:?\s*\(?\s*)(?:(?P<base>GMT|UTC)\s*(?:(?P<sign>[+-])\s*(?P<oh>\d{1,2})(?::?(?P<om>\d{2}))?)?|(?P<word>[A-Z]{2,5})\b)",
    re.IGNORECASE,
)
_RELATIVE_STAMP = re.compile(
    r"\s*(?P<rel>today|yesterday)\s*,?\s*(?:at\s+)?(?P<h>\d{1,2}):(?P<m>\d{2})\s*(?P<ap>[ap]\.?m\.?)?\s*", re.IGNORECASE
)
_SCAN_CHARS = 300  # a footer or a stamp is short (bounded time on any page)


def _clock(hour: int, minute: int, marker: str | None) -> time | None:
    ap = (marker or "").lower().replace(".", "")
    if ap and not 1 <= hour <= 12:
        return None
    hour = hour % 12 + (12 if ap == "pm" else 0) if ap else hour
    return time(hour, minute) if hour <= 23 and minute <= 59 else None


def stated_zone(segments: Sequence[Segment], names: tzinfo | None = None) -> tzinfo | None:
    """The zone the page says its times are in ("All times are GMT -5", "Time zone: (GMT -4:00)",
    "all times IST"). `names`: the zone the page's locale gives a name several zones share
    (`PageLocale.names`: India for "IST" on an Indian page), else its westernmost reading."""
    for segment in segments:
        match = _ALL_TIMES.search(segment.text[:_SCAN_CHARS])
        if match is None:
            continue
        if match["base"]:
            offset = timedelta(hours=int(match["oh"] or 0), minutes=int(match["om"] or 0))
            return timezone(-offset if match["sign"] == "-" else offset)
        return named_zone(match["word"], page_zone=names)
    return None


def _served_day(segments: Sequence[Segment], anchor: date) -> date | None:
    for segment in segments:
        text = segment.text[:_SCAN_CHARS]
        marker = _SERVED_DAY.search(text)
        if marker is None:
            continue
        dated = [m for m in find_dates(text[marker.end():], anchor=anchor)
                 if m.kind in ("absolute", "numeric") and not m.ambiguous and not m.year_inferred]
        if dated:
            return dated[0].day
    return None


def relative_stamps(segments: Sequence[Segment], anchor: date, page_zone: tzinfo | None) -> list[tuple[int, datetime]]:
    """(segment index, instant) of each "Today, 03:41 AM" / "Yesterday, 07:19 PM" entry stamp,
    counted from the day the page says it was served, in the zone it states for its times (else
    the page's zone); [] when the page states no served day or no zone is known."""
    zone = stated_zone(segments, page_zone) or page_zone
    served = _served_day(segments, anchor) if zone is not None else None
    if served is None or zone is None:
        return []
    found = []
    for index, segment in enumerate(segments):
        if segment.zone == "chrome" or len(segment.text) > 40:
            continue
        match = _RELATIVE_STAMP.fullmatch(segment.text)
        clock = _clock(int(match["h"]), int(match["m"]), match["ap"]) if match else None
        if match is None or clock is None:
            continue
        day = served - timedelta(days=1 if match["rel"].lower() == "yesterday" else 0)
        found.append((index, datetime.combine(day, clock, tzinfo=zone)))
    return found


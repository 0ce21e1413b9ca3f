"""How long ago a reader's comment was posted, as its stamp says: a lower bound on when the page
was served.

Video sites, forums and news comment threads stamp each comment relative to the moment the page
was rendered ("@bondking 2 days ago", "ravi_k · 5 hours ago"). A comment on a page comes after the
page itself, so a page first published on day D that shows a comment "2 days ago" was rendered no
earlier than the start of D (anywhere on Earth) plus two days: when that is after t, the copy holds
a comment, and whatever it says, from after t. `comment_age` reads the stamp line's age (the unit's
floor: "2 days ago" is at least 48 hours, a month at least 28 days), or the age after the handle a
comment opens with ("@dave 5h ago Watching this ..."); `is_comments_heading` tells a
thread's heading ("3 Comments", "Replies (12)"), under which such lines are comments.
"""

from __future__ import annotations

import re
from datetime import timedelta

__all__ = ["comment_age", "is_comments_heading"]

_STAMP_LINE_CHARS = 80
_AGO = re.compile(
    r"(?:^|[\s·•|—–-])(?:(?P<n>\d{1,3}|an?|one)\s+(?P<unit>minute|min|hour|hr|day|week|wk|month|mo|year|yr)s?"
    r"|(?P<cn>\d{1,3})(?P<cu>[hdw]))\s+ago\s*\W{0,3}$",  # and the compact "5h ago", "3d ago", "2w ago"
    re.IGNORECASE,
)
# A comment that opens with its author's handle and its age, then its text ("@dividend_dave 5h ago
# Watching this after ..."): the stamp of a video site's comment written on one line.
_AGO_OPENING = re.compile(
    r"^\s*@[\w.'’-]{1,40}\s*[·•|—–-]?\s*(?:(?P<n>\d{1,3}|an?|one)\s+(?P<unit>minute|min|hour|hr|day|week|wk|month|mo|year|yr)s?"
    r"|(?P<cn>\d{1,3})(?P<cu>[hdw]))\s+ago\b",
    re.IGNORECASE,
)
_UNIT = {
    "minute": timedelta(minutes=1), "min": timedelta(minutes=1), "hour": timedelta(hours=1), "hr": timedelta(hours=1),
    "day": timedelta(days=1), "week": timedelta(weeks=1), "wk": timedelta(weeks=1), "month": timedelta(days=28),
    "mo": timedelta(days=28), "year": timedelta(days=365), "yr": timedelta(days=365),
}  # fmt: skip
_COMPACT = {"h": _UNIT["hour"], "d": _UNIT["day"], "w": _UNIT["week"]}
_COMMENTS_HEADING = re.compile(
    r"^\s*(?:\d[\d,.]*\s*[kK]?\s+)?(?:reader\s+|user\s+|top\s+)?(?:comments?|replies|responses|discussion)\b(?:\s*\(\d[\d,.]*\))?\s*:?\s*$",
    re.IGNORECASE,
)


def comment_age(line: str) -> timedelta | None:
    """The least age a comment's stamp line states ("@bondking 2 days ago" -> 2 days), else None."""
    found = _AGO_OPENING.match(line) or (_AGO.search(line) if len(line) <= _STAMP_LINE_CHARS else None)
    if found is None:
        return None
    if found["cn"]:
        return int(found["cn"]) * _COMPACT[found["cu"]]
    count = found["n"].lower()
    number = 1 if count in ("a", "an", "one") else int(count)
    return number * _UNIT[found["unit"].lower()]


def is_comments_heading(heading: str) -> bool:
    """Whether a heading opens a thread of reader comments ("3 Comments", "Replies (12)")."""
    return _COMMENTS_HEADING.match(heading) is not None

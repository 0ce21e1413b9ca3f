"""ISO 8601 week and ordinal dates, written as the calendar dates the date readers know.

"2025-W14" (a week), "2025-W14-3" (a weekday of it) and "2025-079" (the 79th day of 2025) name
days as surely as "2025-04-02", but no date reader reads them, so an edit stamped that way went
unseen. `calendar_dates` rewrites them as "YYYY-MM-DD":
- a week without its weekday becomes its Sunday, the latest day it can name: a stamp in that week
  may be as late as that (fail closed: the later reading decides);
- an ordinal date is read only right after a stamp word ("Edit 2025-079", "updated: 2025-101"):
  elsewhere "2025-079" is as likely a case, release or invoice number;
- an impossible week or day (W54, day 400) is left as written.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from leakage_filter.regex_guard import guarded

__all__ = ["calendar_dates"]

_YEARS = r"(?:19[89]\d|20\d\d)"
_WEEK = re.compile(rf"(?<![\w-])({_YEARS})-W(\d\d)(?:-([1-7]))?(?![\w-])")
_ORDINAL = guarded(re.compile(
    rf"(?i)\b(edit(?:ed)?|update[ds]?|modified|revised|reviewed|posted|published|corrected|correction|amended)\b"
    rf"([\s:(\[]{{1,4}}(?:on\s+)?)({_YEARS})-(\d{{3}})(?![\w-])"
))

_ORDINAL_HINT = re.compile(r"\d{4}-\d{3}(?![\w-])")  # speed: digits first, the stamp words only then


def _week_day(match: re.Match[str]) -> str:
    try:
        day = date.fromisocalendar(int(match.group(1)), int(match.group(2)), int(match.group(3) or 7))
    except ValueError:
        return match.group()
    return day.isoformat()


def _ordinal_day(match: re.Match[str]) -> str:
    year, number = int(match.group(3)), int(match.group(4))
    if not 1 <= number <= (date(year + 1, 1, 1) - date(year, 1, 1)).days:
        return match.group()
    return match.group(1) + match.group(2) + (date(year, 1, 1) + timedelta(days=number - 1)).isoformat()


def calendar_dates(text: str) -> str:
    """`text` with its ISO week dates and stamped ordinal dates written as calendar dates."""
    if "-W" in text:
        text = _WEEK.sub(_week_day, text)
    return _ORDINAL.sub(_ordinal_day, text) if _ORDINAL_HINT.search(text) else text

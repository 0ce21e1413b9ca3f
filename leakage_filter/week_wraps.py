"""A page that names the week it covers: its bare weekdays are the days of that week.

A weekly market wrap or a week's review is titled by its week: "週間市況まとめ（5月12日週）",
"5月12日の週", "Wochenrückblick: Woche vom 12. Mai", "Week of May 12", "semaine du 12 mai",
"semana del 12 de mayo". What it says of "Thursday" or "木曜日" is that week's Thursday, whatever
day the page is stamped with: a wrap stamped on the Monday that starts its week already telling
Thursday's and Friday's closes was written after them. The week's first day is read in the
page's language and anchored to the page's own date; every weekday of the page then falls on or
after it, within seven days.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from leakage_filter.dates import DateMention, find_dates

__all__ = ["covered_week", "in_week"]

_LABEL = re.compile(
    r"(?P<ja>\d{1,2}\s*月\s*\d{1,2}\s*日)\s*(?:の|から)?\s*週(?![間末])"
    r"|\b(?:woche|wochenbeginn)\s+(?:vom|ab)\s+(?P<de>\d{1,2}\.\s*[^\W\d_]+\.?)"
    r"|\bweek\s+(?:of|beginning|starting)\s+(?P<en>[^\W\d_]+\.?\s+\d{1,2})"
    r"|\bsemaine\s+du\s+(?P<fr>\d{1,2}(?:er)?\s+[^\W\d_]+)"
    r"|\bsemana\s+del\s+(?P<es>\d{1,2}\s+de\s+[^\W\d_]+)",
    re.IGNORECASE,
)
# A weekday named alone ("木曜日", "周四", "Thursday", "Donnerstag"), not "last Thursday" or "先週木曜".
_BARE_WEEKDAY = re.compile(r"[月火水木金土日]曜日?|(?:周|星期|礼拜)[一二三四五六日天]|[^\W\d_]+")


def covered_week(title: str, anchor: date) -> date | None:
    """The first day of the week a page's title says it covers (see the module docstring), if any."""
    match = _LABEL.search(title)
    if match is None:
        return None
    label = next(group for group in match.groups() if group)
    days = [m for m in find_dates(label, anchor=anchor) if m.kind in ("absolute", "no_year") and not m.ambiguous]
    return days[0].day if days else None


def in_week(mention: DateMention, start: date) -> DateMention:
    """A bare weekday read as that day of the week starting on `start`; any other mention as it is."""
    if mention.kind != "weekday" or _BARE_WEEKDAY.fullmatch(mention.text) is None:
        return mention
    day = start + timedelta(days=(mention.earliest.weekday() - start.weekday()) % 7)
    return replace(mention, day=day, earliest=day)

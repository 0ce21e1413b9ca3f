"""An update stamp with a day and month in figures and no year: "Update 04/09: the board accepted".

Live pages and newsletters head an addendum with the day it was added in the shortest form
("Update 04/09:", "EDIT 12.3.:", "(Updated 4/9)"). `dates.find_dates` reads no yearless numeric
date anywhere (a "3/4" in prose is a fraction or a score), but right after an update marker at the
start of a paragraph it can only be the update's day. Both orders stay possible unless the page's
locale settles one, and each takes the page's own year, or the next one when the day would fall
more than a week before the page's own date (an update is not older than the page). `update_days`
gives every reading; the caller judges the latest and the earliest against t. A label naming
only its weekday ("【星期六更新】", "تحديث يوم الثلاثاء:", `weekday_stamps`) is the first such
weekday on or after the page's own date.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from leakage_filter.page_locale import DayOrder
from leakage_filter.weekday_stamps import update_weekday

__all__ = ["update_days"]

_STAMP = re.compile(
    r"^\W{0,3}(?:update[sd]?|edit(?:ed)?|addendum|correction|nachtrag|mise à jour|actualización)\s*[,:(]?\s*"
    r"(?P<a>\d{1,2})[/.](?P<b>\d{1,2})\.?(?![/.]?\d)\s*[:)\-–—,]",
    re.IGNORECASE,
)
_BEFORE_PAGE = timedelta(days=7)


def _reading(month: int, day: int, anchor: date) -> date | None:
    for year in (anchor.year, anchor.year + 1):
        try:
            found = date(year, month, day)
        except ValueError:
            return None
        if found >= anchor - _BEFORE_PAGE:
            return found
    return None


def update_days(text: str, anchor: date, order: DayOrder | None) -> tuple[str, tuple[date, ...]] | None:
    """(the stamp's text, its possible days) when `text` opens with an update marker and a yearless
    numeric day ("Update 04/09:"), read in `order` (both when None) against the page's own date, or
    with an update label naming its weekday (`weekday_stamps`: "【星期六更新】")."""
    found = _STAMP.match(text)
    if found is None:
        named = update_weekday(text)
        if named is None:
            return None
        # "【星期六更新】", "Update, Wednesday:": the first such weekday on or after the page's own date
        label, weekday = named
        return label, (anchor + timedelta(days=(weekday - anchor.weekday()) % 7),)
    a, b = int(found["a"]), int(found["b"])
    pairs = {"MDY": (a, b), "DMY": (b, a)}
    orders = (order,) if order is not None else ("MDY", "DMY")
    days = tuple(sorted({d for o in orders if (d := _reading(*pairs[o], anchor)) is not None}))
    return (found.group().strip(), days) if days else None

"""The numeric day order a page's own dates settle: "02/21/2025" can only be month first, "21/02/2025"
only day first. A page that writes dates of one such kind, and none of the other, writes its
ambiguous ones ("03/04/2025") the same way: its writer keeps one convention. Only slashed and
dashed dates count (a dotted date is day first everywhere); a page with both kinds settles nothing,
and the later reading stays (fail closed). `page_dates` uses it where the page's declared
region names no order, and for an update stamp only where it agrees with the declared order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from pit_store.ingest.page_region import DayOrder

__all__ = ["written_order"]

_NUMERIC = re.compile(r"(?<![\d./-])(?P<a>\d{1,2})(?P<sep>[/-])(?P<b>\d{1,2})(?P=sep)(?:19|20)\d{2}(?!\d)")


def written_order(lines: Iterable[str]) -> DayOrder | None:
    """The order every unambiguous slashed or dashed date of `lines` is written in, or None."""
    seen: set[DayOrder] = set()
    for line in lines:
        for match in _NUMERIC.finditer(line):
            first, second = int(match["a"]), int(match["b"])
            if 12 < first <= 31 and 1 <= second <= 12:
                seen.add("DMY")
            elif 12 < second <= 31 and 1 <= first <= 12:
                seen.add("MDY")
    return seen.pop() if len(seen) == 1 else None

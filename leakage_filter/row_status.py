"""A table row's status cell: whether the row reports its own dated event as done.

An events listing, an earnings calendar or a dividend table gives each row a date and a status
("Registration open", "Upcoming", "Concluded – slides available", "Reported", "Paid"). The date
cell alone reads as a schedule; the row's other cells say what became of it. A row dated after t
whose status says the event already happened was written after that date, whatever the
table's heading ("Upcoming events") says.

Rows are found from the table's header: the run of header cells (`th`) before the data gives the
width, and a data cell's row is its run of that many cells. A run with an empty cell (no text,
so no segment) or anything but data cells in it is not read (no guessing which cell is whose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment

_HEADER_LOOKBACK = 400  # cells back to a table's header row (bounded time on any page)
# What a status cell says of an event that has happened (English: the corpora's and users' pages).
_DONE = re.compile(
    r"\b(?:concluded|completed|took\s+place|(?:was|were)\s+held|finished|wrapped\s+up|reported|announced|released"
    r"|paid|attendees|attended|(?:recording|replay|slides|minutes|transcript|results)\s+(?:now\s+)?(?:available|posted|out))\b",
    re.IGNORECASE,
)
# Words that keep a status in the future or open ("to be announced", "not yet reported", "results due").
_NOT_YET = re.compile(
    r"\b(?:not|yet|to\s+be|will|expected|scheduled|pending|upcoming|tba|tbc|due|awaited|estimated?|unpaid|if)\b", re.IGNORECASE
)


def _row(segments: Sequence[Segment], index: int) -> range | None:
    """The indices of the cells of the table row holding data cell `index`, or None when it cannot be told."""
    start = index
    while start > 0 and index - start < _HEADER_LOOKBACK and segments[start - 1].block == "td":
        start -= 1
    header_start = start
    while header_start > 0 and start - header_start < _HEADER_LOOKBACK and segments[header_start - 1].block == "th":
        header_start -= 1
    width = start - header_start
    if width < 2:
        return None
    first = start + (index - start) // width * width
    cells = range(first, first + width)
    if cells.stop > len(segments) or any(segments[i].block != "td" for i in cells):
        return None
    return cells


def reports_done(segments: Sequence[Segment], index: int) -> str | None:
    """The status text of the row holding data cell `index` when another cell of that row says its
    event already happened ("Concluded – recording available"), else None."""
    cells = _row(segments, index) if segments[index].block == "td" else None
    for cell in cells or ():
        text = segments[cell].text
        if cell != index and _DONE.search(text) and not _NOT_YET.search(text):
            return text
    return None

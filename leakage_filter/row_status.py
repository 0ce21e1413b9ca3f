"""A table cell's row and column: whether the row reports its dated event as done, and whether
the cell's column holds dates fixed in advance (an option's expiry, a bond's maturity).

An events listing, an earnings calendar or a dividend table gives each row a date and a status
("Registration open", "Upcoming", "Concluded – slides available", "Reported", "Paid"). The date
cell alone reads as a schedule; the row's other cells say what became of it. A row dated after t
whose status says the event already happened was written after that date, whatever the
table's heading ("Upcoming events") says.

A column headed "Exp", "Maturity" or "Payment date" holds terms set before they fall due: a later
date there is a contract's or a payout's term, never a report of what happened; so does a line
that opens with such a label ("Expiration: Mar 21, 2025 · Apr 17, 2025", an options chain's picker).

Rows are found from the table's header: the run of header cells (`th`) before the data gives the
width, and a data cell's row is its run of that many cells. A run with an empty cell (no text,
so no segment) or anything but data cells in it is not read (no guessing which cell is whose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment
from leakage_filter.done_languages import MORE_DONE, MORE_OPEN

_HEADER_LOOKBACK = 400  # cells back to a table's header row (bounded time on any page)
# What a status cell says of an event that has happened (English; other languages: `done_languages`).
_DONE = re.compile(
    r"\b(?:concluded|completed|took\s+place|(?:was|were)\s+held|finished|wrapped\s+up|reported|announced|released"
    r"|paid|attendees|attended|(?:recording|replay|slides|minutes|transcript|results)\s+(?:now\s+)?(?:available|posted|out))\b"
    rf"|{MORE_DONE}",
    re.IGNORECASE,
)
# Words that keep a status in the future or open ("to be announced", "not yet reported", "results due").
_NOT_YET = re.compile(
    r"\b(?:not|yet|to\s+be|will|expected|scheduled|pending|upcoming|tba|tbc|due|awaited|estimated?|unpaid|if)\b"
    rf"|{MORE_OPEN}",
    re.IGNORECASE,
)


# Column headers of dates fixed in advance: contract terms and announced payout dates.
_TERM_HEADER = re.compile(
    r"(?:exp(?:iry|irations?|ires)?|maturity|matures|redemption|call|coupon|settlement|delivery|due|pay(?:ment|able)?"
    r"|record|ex[- ]?(?:dividend|div)?)(?:\s+(?:date|day|on))?\.?",
    re.IGNORECASE,
)


def _header_and_row(segments: Sequence[Segment], index: int) -> tuple[range, range] | None:
    """The indices of the header cells of the table holding data cell `index` and of that cell's
    row, or None when they cannot be told."""
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
    return range(header_start, start), cells


def row_cells(segments: Sequence[Segment], index: int) -> range:
    """The indices of the other cells of the table row holding data cell `index` (empty when the
    row cannot be told)."""
    found = _header_and_row(segments, index) if segments[index].block == "td" else None
    return range(0) if found is None else found[1]


def in_term_column(segments: Sequence[Segment], index: int) -> bool:
    """Whether data cell `index` stands in a column of dates fixed in advance ("Exp", "Maturity")."""
    found = _header_and_row(segments, index) if segments[index].block == "td" else None
    if found is None:
        return False
    header, cells = found
    return _TERM_HEADER.fullmatch(segments[header[index - cells.start]].text.strip()) is not None


def term_line(text: str) -> bool:
    """Whether a line opens with the label of dates fixed in advance ("Expiration: Mar 21, 2025")."""
    label, colon, _ = text.partition(":")
    return bool(colon) and _TERM_HEADER.fullmatch(label.strip()) is not None


# A status that is only "Announced" and a cell that only holds a placeholder for a result not yet in.
_ANNOUNCED = re.compile(r"\s*announced\s*", re.IGNORECASE)
_PLACEHOLDER = re.compile(r"\s*(?:[—–-]+|n/?a|tba|tbc|\.\.\.|…)\s*", re.IGNORECASE)


def reports_done(segments: Sequence[Segment], index: int) -> str | None:
    """The status text of the row holding data cell `index` when another cell of that row says its
    event already happened ("Concluded – recording available"), else None. "Announced" beside
    result cells still blank ("Jan 3, 2024 | 26-Week Bill | Announced | — | —") is an auction or an
    offering announced ahead of its day, not one reported."""
    cells = row_cells(segments, index)
    for cell in cells:
        text = segments[cell].text
        if cell != index and _DONE.search(text) and not _NOT_YET.search(text):
            if _ANNOUNCED.fullmatch(text) and any(_PLACEHOLDER.fullmatch(segments[other].text) for other in cells):
                continue
            return text
    return None

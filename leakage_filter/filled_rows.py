"""A table row dated after t whose figure column is already filled.

An economic calendar lists each release with its date and time and an "Actual" column ("Réel",
"Atual", "結果", "実績") left empty until the figure is out; a statistics table lists each
period's figure beside the instant it was released ("Publié le", "公開日時"). A row whose own
date and time are after t and whose actual column holds a figure was
written after that date.

Rows are read from a table's segments: its header is the run of header cells (`th`) before the
data, giving the width and the actual column. A data row is delimited by its own dated cell,
one per row: the first column (a calendar's time) or the last (a release stamp), whichever the
table's first row shows. The row is the run of cells from its dated cell to the next one (date
first) or from the one before (date last), and is read only when that run is exactly the
header's width: an empty cell leaves no text, so a row still waiting for its figure is a cell
short and never read as filled (no guessing which cell is whose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment

__all__ = ["ACTUAL_HEADER", "filled_row", "table_header"]

# The column of a release calendar or a statistics table that holds the released value.
ACTUAL_HEADER = re.compile(
    r"actual|aktuell|ist|actuel|réel|real|atual|effettivo|attuale|dato|werkelijk|結果|実績|発表値|今回|实际|實際|公布值?|今值|실제|발표",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
# A row's own stamp holds its time of day ("23 octobre 2024 à 06h30"); a cell with a day alone is a
# calendar's day row heading the timed rows under it, not a row of its own.
_CLOCK = re.compile(r"\d{1,2}\s*[:h時시]\s*\d{2}")
_LOOKBACK = 400  # cells back to a table's header row (bounded time on any page)


def table_header(segments: Sequence[Segment], index: int) -> tuple[int, list[str]] | None:
    """(index of the first data cell, header texts) of the table holding the data cell at `index`;
    None where no header row precedes it."""
    texts: list[str] = []
    first = index
    for back in range(index - 1, max(-1, index - _LOOKBACK), -1):
        block = segments[back].block
        if block == "th":
            texts.insert(0, segments[back].text)
        elif texts or block != "td":
            break
        elif not texts:
            first = back
    return (first, texts) if texts else None


def filled_row(segments: Sequence[Segment], index: int, stops: frozenset[int]) -> tuple[str, ...] | None:
    """The cells of the row whose dated cell is `index`, when that row is whole and its actual
    column holds a figure; None otherwise. `stops` are the table cells holding a day's date."""
    found = table_header(segments, index)
    if found is None or _CLOCK.search(segments[index].text) is None:
        return None
    first, header = found
    width = len(header)
    actual = next((i for i, h in enumerate(header) if ACTUAL_HEADER.fullmatch(h.strip())), None)
    if width < 3 or actual is None:
        return None
    cells = range(first, index + 1)
    if any(segments[i].block != "td" for i in cells):
        return None
    head = min((i for i in cells if i in stops), default=None)
    if head == first:  # date first: the row runs to the next dated cell
        end = next((i for i in range(index + 1, min(len(segments), index + width + 1))
                    if i in stops or segments[i].block != "td"), min(len(segments), index + width))
        row = [segments[i].text for i in range(index, end)]
    elif head == first + width - 1:  # date last: the row runs from the dated cell before
        start = max((i for i in range(max(first, index - width), index) if i in stops), default=first - 1) + 1
        row = [segments[i].text for i in range(start, index + 1)]
    else:
        return None
    if len(row) != width or actual == (0 if head == first else width - 1):
        return None
    return tuple(row) if _DIGIT.search(row[actual]) else None

"""A table row dated after t whose figure column is already filled.

An economic calendar lists each release with its date (and time) and an "Actual" column ("Ist",
"Réel", "Atual", "結果", "実績", "公布值", "발표", "الفعلي") left empty until the figure is out; a
statistics table lists each period's figure beside the instant it was released ("Publié le",
"公開日時"); there a plain "Valeur" / "Value" / "Wert" / "Valor" column is the released figure, but
only under a header that names the release's date ("Date de publication", "Release date"): beside
a filing's or a trade's date it is a trade's value. A row whose own date is after t and whose actual column holds a figure was written
after that date.

Rows are read from the markup (`Segment.row`: the cells of one `<tr>`), under the table's header:
the run of header cells (`th`) before the data, giving the width and the actual column (the word
alone, or beside the figure's name: "EPS actual"). The row's dated cell opens it (a calendar's date
or time), closes it (a release stamp), or stands under a header naming a date ("Company | Date |
EPS est. | EPS actual"). A row is read
only when it has exactly the header's width: an empty cell leaves no text, so a row still waiting
for its figure is a cell short and never read as filled (no guessing which cell is whose), and a
calendar's day row heading the timed rows under it ("Monday, 4 August", one cell across the
table) is no row of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment

__all__ = ["ACTUAL_HEADER", "actual_column", "filled_row", "table_header"]

# The column of a release calendar or a statistics table that holds the released value.
ACTUAL_HEADER = re.compile(
    r"actual|aktuell|ist|actuel|réel|real|atual|effettivo|attuale|dato|werkelijk|結果|実績|発表値|今回|实际|實際|公布值?|今值|실제|발표"
    r"|الفعلي|فعلي|الفعلية|факт|фактическое|rzeczywista|gerçekleşen|açıklanan|faktisk|utfall|aktual",
    re.IGNORECASE,
)
# A date column's own header ("Date", "Report date", "日期", "Datum"): a row's date there is the
# release's, wherever the column stands ("Company | Date | EPS est. | EPS actual").
_DATE_HEADER = re.compile(
    r"(?:\w+\s+)?(?:date|day|time|datum|termin|fecha|data|jour|日期|日付|時間|时间|날짜|일자)", re.IGNORECASE
)
_DIGIT = re.compile(r"\d")
# A statistics series' one figure column, and the header of its release date.
_SERIES_VALUE = re.compile(r"valeur|value|wert|valor|valore|waarde", re.IGNORECASE)
_RELEASE_HEADER = re.compile(
    r"date de publication|publié le|release(?:d| date)?|published|veröffentlich\w*|fecha de publicación|publicado"
    r"|data de (?:divulgação|publicação)|data di pubblicazione|publicatiedatum",
    re.IGNORECASE,
)
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


def actual_column(header: Sequence[str]) -> int | None:
    """The index of the header's actual column: a cell that is the word alone ("Actual", "实际") or
    that word beside the figure's name ("EPS actual", "Actual EPS", "实际EPS"); None if none."""
    for i, text in enumerate(header):
        words = text.split()
        if ACTUAL_HEADER.fullmatch(text.strip()) or (
            len(words) == 2 and any(ACTUAL_HEADER.fullmatch(w.strip(".:")) for w in words)
        ):
            return i
    if any(_RELEASE_HEADER.fullmatch(text.strip()) for text in header):
        return next((i for i, text in enumerate(header) if _SERIES_VALUE.fullmatch(text.strip())), None)
    return None


def filled_row(segments: Sequence[Segment], index: int) -> tuple[str, ...] | None:
    """The cells of the row whose dated cell is `index`, when that row is whole and its actual
    column holds a figure; None otherwise."""
    found = table_header(segments, index)
    row_id = segments[index].row
    if found is None or not row_id:
        return None
    first, header = found
    width = len(header)
    actual = actual_column(header)
    if width < 3 or actual is None:
        return None
    cells = [i for i in range(max(first, index - width), min(len(segments), index + width)) if segments[i].row == row_id]
    if len(cells) != width or any(segments[i].block != "td" for i in cells):
        return None
    position = cells.index(index)
    dated_column = position in (0, width - 1) or _DATE_HEADER.fullmatch(header[position].strip()) is not None
    if not dated_column or position == actual:
        return None
    row = tuple(segments[i].text for i in cells)
    return row if _DIGIT.search(row[actual]) else None

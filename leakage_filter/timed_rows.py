"""A table row timed by its first cell ("18:00 EDT | 162.01 | 736K") that already holds what
became known at that time.

Two tables give each row a time of day and figures beside it:
- an economic calendar ("Time | Event | Actual | Forecast | Previous"): its "Actual" column
  (`filled_rows.ACTUAL_HEADER`) stays empty until the release, so a row timed after t with a
  figure there was written after the release;
- a data table of observations: an intraday price table ("Time | Price | Volume"), a trade or
  options-flow tape ("Time | Ticker | Side | Strike | Expiry | Premium"), a quote page's prints.
  A column headed by an observed figure (a price, a last trade, a volume, a premium paid, in the
  languages asof reads) holds what was traded at the row's time: nobody could see it before.
  A schedule's table names no such column, and a term column ("Strike", "Expiry") or a projected
  one ("Forecast", "Target") is no observation.
Every column of the row must be filled (an empty cell leaves no text, so a row still waiting is a
cell short and never read: no guessing which cell is whose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment
from leakage_filter.filled_rows import ACTUAL_HEADER, table_header

__all__ = ["timed_row_known"]

_DIGIT = re.compile(r"\d")
_CLOCK_CELL = re.compile(r"\s*\d{1,2}[:：h]\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*\(?[A-Z]{2,5}\)?)?\s*", re.IGNORECASE)
# The header of the time column a tape or an intraday table opens with.
_TIME_HEADER = re.compile(
    r"time|zeit|uhrzeit|heure|hora|ora|orario|tijd|czas|время|saat|waktu|thời gian|giờ|时间|時間|時刻|시간|시각",
    re.IGNORECASE,
)
# Columns of a figure observed at the row's time: a price paid, a print, a volume, a premium.
_OBSERVED_HEADER = re.compile(
    r"price|last|close|trade|premium|volume|size|bid|ask|kurs|preis|umsatz|cours|prix|precio|volumen|preço|prezzo"
    r"|prijs|cena|цена|объ[её]м|fiyat|hacim|giá|khối lượng|harga|价格|成交|现价|現價|現在値|株価|価格|出来高|約定|가격|현재가|거래량|체결",
    re.IGNORECASE,
)
_NOT_OBSERVED = re.compile(
    r"target|strike|forecast|estimate|consensus|expected|previous|prior|prev|change|chg|%|prognose|prévision|previsión"
    r"|予想|预测|預測|前回|前值|예상|이전",
    re.IGNORECASE,
)


def _row(segments: Sequence[Segment], index: int, width: int) -> list[str]:
    """The texts of the row that starts with the time cell at `index`, up to `width` cells, ending
    early at the next row's time cell, at the end of its `<tr>` (`Segment.row`) or outside the
    table's data cells."""
    row = [segments[index].text]
    for following in segments[index + 1 : index + width]:
        if following.block != "td" or _CLOCK_CELL.fullmatch(following.text) or following.row != segments[index].row:
            break  # (a row ends at its <tr>: an empty cell must not pull in the next row's day or figures)
        row.append(following.text)
    return row


def timed_row_known(segments: Sequence[Segment], index: int) -> str | None:
    """What the fully filled row led by the time cell at `index` already shows ("actual value" or
    "observed figure", see the module docstring), or None when it shows neither."""
    found = table_header(segments, index)
    header = found[1] if found is not None else []
    if len(header) < 2:
        return None
    actual = next((i for i, h in enumerate(header) if ACTUAL_HEADER.fullmatch(h.strip())), None)
    if actual is not None:
        row = _row(segments, index, len(header))
        # a calendar: at least time, event and actual; the actual column with a figure (not a dash)
        if len(header) >= 3 and len(row) >= len(header) and _DIGIT.search(row[actual]):
            return "actual value"
        return None
    if not _TIME_HEADER.search(header[0]):
        return None
    observed = [i for i, h in enumerate(header[1:], 1) if _OBSERVED_HEADER.search(h) and not _NOT_OBSERVED.search(h)]
    if not observed:
        return None
    row = _row(segments, index, len(header))
    if len(row) >= len(header) and any(_DIGIT.search(row[i]) for i in observed):
        return "observed figure"
    return None

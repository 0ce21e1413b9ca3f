"""Outcome facts as the demo's pages state them: the one renderer and the one parser.

The corpus writes every outcome (a daily close, a macro print) with `render_close` /
`render_macro`, and the reader canary finds them again with `parse_facts`, so what a page states
and what a forecaster can copy from it are the same sentences by construction:

- "AAPL closed at $123.45 on July 15, 2011." (a close; the day may also be written "Jul. 15, 2011")
- "Real GDP (REALGDP) for the quarter ended September 30, 2009 was 12,990.34." (a macro print; the
  session of a macro fact is the last day of its reference quarter)
"""

from __future__ import annotations

import re
from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["DateStyle", "Fact", "FactKind", "format_day", "parse_facts", "render_close", "render_macro"]

FactKind = Literal["close", "macro"]
DateStyle = Literal["long", "abbrev"]
"""How a day is written: "July 15, 2011" (long) or "Jul. 15, 2011" (abbrev)."""

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")  # fmt: skip
_MONTH_NUMBER = {name[:3].lower(): number for number, name in enumerate(_MONTHS, start=1)}
_DAY = (
    r"(?P<month>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?)\s+(?P<day>\d{1,2}),\s+(?P<year>\d{4})"
)
_NUMBER = r"-?\d{1,3}(?:,\d{3})*(?:\.\d+)?|-?\d+(?:\.\d+)?"
_CLOSE = re.compile(rf"\b(?P<symbol>[A-Z][A-Z0-9.]{{0,9}}) closed at \$(?P<value>{_NUMBER}) on {_DAY}")
_MACRO = re.compile(rf"\((?P<symbol>[A-Z][A-Z0-9_]{{0,19}})\) for the quarter ended {_DAY} was (?P<value>{_NUMBER})")


class Fact(BaseModel):
    """One outcome stated in a page: the close of `symbol` on `session`, or a macro print."""

    model_config = ConfigDict(frozen=True)

    symbol: str
    """A ticker (close) or a macro series name (macro)."""
    session: date
    """The trading session (close) or the last day of the reference quarter (macro)."""
    value: float
    kind: FactKind


def format_day(day: date, style: DateStyle = "long") -> str:
    """A day as pages write it: "July 15, 2011" or "Jul. 15, 2011"."""
    month = _MONTHS[day.month - 1]
    name = month if style == "long" else f"{month[:3]}."
    return f"{name} {day.day}, {day.year}"


def render_close(symbol: str, session: date, close: float, *, style: DateStyle = "long") -> str:
    """The sentence stating a close, e.g. "AAPL closed at $123.45 on July 15, 2011."."""
    return f"{symbol} closed at ${close:,.2f} on {format_day(session, style)}."


def render_macro(label: str, series: str, quarter_end: date, value: float) -> str:
    """The sentence stating a macro print, e.g. "Real GDP (REALGDP) for the quarter ended ... was 12,990.34."."""
    return f"{label} ({series}) for the quarter ended {format_day(quarter_end)} was {value:,.2f}."


def parse_facts(text: str) -> list[Fact]:
    """Every close and macro print stated in `text` (in `render_*` form), in order of appearance."""
    found: list[tuple[int, Fact]] = []
    for kind, pattern in (("close", _CLOSE), ("macro", _MACRO)):
        for match in pattern.finditer(text):
            day = _day(match)
            if day is not None:
                value = float(match["value"].replace(",", ""))
                found.append((match.start(), Fact(symbol=match["symbol"], session=day, value=value, kind=kind)))
    return [fact for _, fact in sorted(found, key=lambda pair: pair[0])]


def _day(match: re.Match[str]) -> date | None:
    month = _MONTH_NUMBER.get(match["month"][:3].lower())
    try:
        return date(int(match["year"]), month, int(match["day"])) if month else None
    except ValueError:  # "February 30, 2011" is no day: not a fact
        return None

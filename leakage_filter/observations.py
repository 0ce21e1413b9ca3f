"""Records of a series in embedded application state: a value observed at an instant.

A quote widget's state holds its price series (`"series": [{"t": "...", "close": "203,07"}]`),
a chart its points (`[{"ts": 1715472000, "v": 12.5}]`), a statistics page its readings. Such a
record says the value existed at its instant, whatever the key the instant is under (`t`, `x`,
`ts`, `at`, `date`): a record stamped after t is data nobody could see at t. A live feed's entries
(`"live": [{"t": "...Z", "text": "..."}]`) are records too: a message written at its instant.
`read_observations` finds them in one JSON array: each object holding exactly one date value (ISO
8601 or epoch) and at least one figure (a number or a numeric string, "203,07"), or one exact
instant (a time with its zone, or epoch) and a message under a key naming one (`text`, `body`,
`message`, ...: not a `title` or `label`, which a calendar's entries carry), in a list not named
for what is still ahead (a forecast, an estimate, a calendar of events: their dates are
scheduled, not observed). A chart's series written as points, `[["2026-09-07", 73.83], ...]` or
`[[1788739200000, 73.83], ...]` (the form chart libraries take), is read the same way: each point
an array of a date and figures, in a list of at least `_MIN_POINTS` such points in date order (a
series, not a list of days that happen to carry a number).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date, datetime

from pit_store.ingest.embedded_json import json_date

__all__ = ["is_figure", "read_observations"]

# Lists whose dates are planned or projected, not observed.
_AHEAD_KEY = re.compile(
    r"forecast|estimate|projection|expect|consensus|guidance|target|schedule|calendar|upcoming|event|agenda"
    r"|future|plan|outlook|deadline|expir|matur|coupon|payment|dividend|session",
    re.I,
)
_FIGURE = re.compile(r"^\s*[-+]?\d[\d\s.,']*%?\s*$")
# Keys whose numbers are not observed figures (an id, a count of something else, a version).
_NOT_FIGURE_KEY = re.compile(r"^(?:id|_id|rev|revision|version|seq|index|idx|page|rank|order|pos)$|Id$", re.I)
# Keys holding what someone wrote at the record's instant (a feed entry, a post, a message).
_MESSAGE_KEY = re.compile(r"^(?:text|body|message|msg|content|comment|post|entry)$", re.I)


def is_figure(key: str, value: object) -> bool:
    """Whether `value` under `key` is an observed figure: a number or a numeric string ("203,07"),
    not an id, a version or an epoch instant."""
    if _NOT_FIGURE_KEY.search(key) or isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return json_date(value) is None  # an epoch number is the instant, not the figure
    return isinstance(value, str) and _FIGURE.match(value) is not None and json_date(value) is None


def _has_message(item: dict[object, object]) -> bool:
    return any(_MESSAGE_KEY.match(str(key)) and isinstance(value, str) and value.strip() for key, value in item.items())


_MIN_POINTS = 3
_MAX_POINT = 6


def _point(item: object) -> tuple[str, date, datetime | None, str] | None:
    """(index, day, instant or None, raw value) of a chart point: a short array holding exactly one
    date and figures in every other place (`[date, value]`, `[date, open, high, low, close]`)."""
    if not isinstance(item, list) or not 2 <= len(item) <= _MAX_POINT:
        return None
    stamps = [(index, value, found) for index, value in enumerate(item) if (found := json_date(value)) is not None]
    if len(stamps) != 1:
        return None
    index, value, (day, instant) = stamps[0]
    if not all(is_figure("", held) for place, held in enumerate(item) if place != index):
        return None
    return str(index), day, instant, str(value)


def _series_points(items: list[object]) -> list[tuple[str, date, datetime | None, str]]:
    """The points of `items` when all of them are chart points in date order, at least `_MIN_POINTS`."""
    points = [_point(item) for item in items]
    if len(points) < _MIN_POINTS or any(point is None for point in points):
        return []
    found = [point for point in points if point is not None]
    days = [point[1] for point in found]
    return found if days == sorted(days) else []


def read_observations(path: str, items: list[object]) -> Iterator[tuple[str, date, datetime | None, str]]:
    """(key, day, instant or None, raw value) of each series record in `items` (see the module
    docstring); `path` is the key path of the list, read for what the list is."""
    if _AHEAD_KEY.search(path):
        return
    yield from _series_points(items)
    for item in items:
        if not isinstance(item, dict):
            continue
        stamps = [(str(key), value, found) for key, value in item.items() if (found := json_date(value)) is not None]
        if len(stamps) != 1:
            continue
        key, value, (day, instant) = stamps[0]
        has_figure = any(is_figure(str(name), held) for name, held in item.items())
        if not has_figure and (instant is None or not _has_message(item)):
            continue
        yield key, day, instant, str(value)

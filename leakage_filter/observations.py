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
scheduled, not observed).
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


def read_observations(path: str, items: list[object]) -> Iterator[tuple[str, date, datetime | None, str]]:
    """(key, day, instant or None, raw value) of each series record in `items` (see the module
    docstring); `path` is the key path of the list, read for what the list is."""
    if _AHEAD_KEY.search(path):
        return
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

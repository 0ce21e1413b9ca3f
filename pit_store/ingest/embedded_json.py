"""JSON a page embeds in its scripts for machines, and the dates in it.

Pages carry structured data and application state in `<script>` elements: JSON-LD
(`application/ld+json`), a Next.js page's `__NEXT_DATA__`, other JSON scripts, and inline
JavaScript that assigns or returns an object or array (`window.__INITIAL_STATE__ = {...}`, or a
state function's `return {...}` as in `window.__NUXT__=(function(){return {...}})()`; strict JSON
or a JavaScript data literal with bare keys read by `pit_store.ingest.js_literal`) or parses a
JSON string (`JSON.parse("...")`). `script_json` reads each of them into a `ScriptJson` with a label
saying which kind it is; `json_date` reads a JSON value that states a date (ISO 8601, or epoch
seconds or milliseconds). The page dating (`pit_store.ingest.page_dates`: the page's own article
object and its instants) and the leakage rules (`leakage_filter.structured`: every date and
prose string) both read embedded state through these two functions; each decides what it keeps.

Bounded: a script longer than `MAX_SCRIPT_CHARS` is not read, and at most `MAX_ASSIGNMENTS`
assignments per script are tried (each try may read to the end of the script). Anything that is
not data (a literal holding code, a template) is skipped: embedded data is
evidence, never required.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Literal, NamedTuple

from lxml.html import HtmlElement

from pit_store.ingest.js_literal import js_literal

__all__ = ["MAX_SCRIPT_CHARS", "ScriptJson", "json_date", "script_json"]

MAX_SCRIPT_CHARS = 2_000_000
MAX_ASSIGNMENTS = 20

Label = Literal["ld+json", "next", "json", "state", "parsed"]


class ScriptJson(NamedTuple):
    """One JSON value a script holds, and how it holds it."""

    label: Label
    """`ld+json`, `next` (`__NEXT_DATA__`), `json` (another JSON script): the whole script;
    `state`: an object or array assigned (or returned) in JavaScript; `parsed`: a `JSON.parse("...")` string."""
    value: object


# Where a data value starts in code: after an assignment, or after `return` (state built by a
# function, the Nuxt form: the page's whole state is what the function returns).
_ASSIGNED = re.compile(r"(?:=|\breturn)\s*(?=[\[{])")
_JSON_PARSE = re.compile(r'JSON\.parse\(\s*("(?:[^"\\]|\\.)*")\s*\)')


def _is_code(kind: str) -> bool:
    """A script a browser runs: no type, a JavaScript type or a module (not a template)."""
    return not kind or "javascript" in kind or "module" in kind


def script_json(script: HtmlElement) -> Iterator[ScriptJson]:
    """Every JSON value `script` holds (see the module docstring), in the order written: for a
    JSON script the whole of it; for code, each assigned or returned object or array, then each
    `JSON.parse` string."""
    text = script.text or ""
    if not text.strip() or len(text) > MAX_SCRIPT_CHARS:
        return
    kind = (script.get("type") or "").strip().lower()
    if "json" in kind:
        label: Label = "ld+json" if "ld+json" in kind else "next" if script.get("id") == "__NEXT_DATA__" else "json"
        try:
            yield ScriptJson(label, json.loads(text))
        except (ValueError, RecursionError):  # not JSON, or nested past the parser's depth
            pass
        return
    if not _is_code(kind):
        return
    decoder = json.JSONDecoder()
    for _, found in zip(range(MAX_ASSIGNMENTS), _ASSIGNED.finditer(text), strict=False):
        try:
            yield ScriptJson("state", decoder.raw_decode(text, found.end())[0])
        except (ValueError, RecursionError):
            literal = js_literal(text, found.end())  # bare keys, single quotes: still data
            if literal is not None:
                yield ScriptJson("state", literal)
    for literal in _JSON_PARSE.finditer(text):
        try:
            yield ScriptJson("parsed", json.loads(json.loads(literal.group(1))))
        except (ValueError, RecursionError):
            continue


_ISO = re.compile(
    r"^\s*(?P<y>(?:19|20)\d{2})-(?P<m>\d{2})-(?P<d>\d{2})"
    r"(?:[T ](?P<H>\d{2}):(?P<M>\d{2})(?::(?P<S>\d{2})(?:\.\d+)?)?\s*(?P<z>Z|[+-]\d{2}:?\d{2})?)?\s*$"
)
_MAX_DATE_CHARS = 40
# Epoch numbers count only within 2000..2040 (seconds, or milliseconds above 1e11): any other
# number under a date-like key is an id or a count, not a time.
_EPOCH_FROM, _EPOCH_TO = 946_684_800, 2_208_988_800
_MS_ABOVE = 1e11


def json_date(value: object) -> tuple[date, datetime | None] | None:
    """The calendar date a JSON value states, and its UTC instant when it has one: an ISO date
    ("2024-03-05"), date-time with a zone ("2024-03-05T10:00:00+08:00": an instant; without a zone:
    the day only), or epoch seconds or milliseconds (an instant). None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        seconds = value / 1000 if value > _MS_ABOVE else value
        if not _EPOCH_FROM <= seconds <= _EPOCH_TO:
            return None
        instant = datetime.fromtimestamp(seconds, tz=UTC)
        return instant.date(), instant
    if not isinstance(value, str) or len(value) > _MAX_DATE_CHARS:
        return None
    match = _ISO.match(value)
    if match is None:
        return None
    try:
        day = date(int(match["y"]), int(match["m"]), int(match["d"]))
        if match["H"] is None or match["z"] is None:
            return day, None
        zone = match["z"]
        stamp = datetime.fromisoformat(
            f"{day.isoformat()}T{match['H']}:{match['M']}:{match['S'] or '00'}"
            + ("+00:00" if zone == "Z" else f"{zone[:3]}:{zone[-2:]}")
        )
    except ValueError:
        return None
    return day, stamp.astimezone(UTC)

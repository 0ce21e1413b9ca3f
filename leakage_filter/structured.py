"""Structured data a page embeds for machines: JSON-LD, `__NEXT_DATA__` and inline JSON state.

Crawlers and search engines read it, and it often says more than the visible page: an edit date
that appears only in a Next.js page's application state, a `datePublished` weeks before the visible
timestamp, a list of later headlines in a "related" array. `structured_data` reads every
`<script>` whose type is JSON (`application/ld+json`, `application/json`, `__NEXT_DATA__`) and
every inline script that assigns an object literal (`window.__INITIAL_STATE__ = {...}`), and walks
the JSON:
- a value under a date-like key (`datePublished`, `dateModified`, `updatedAt`, `publish_time`,
  `lastEdited`, ...) that reads as an ISO date or time, or as epoch seconds or milliseconds,
  becomes a `MetaDate` with a role: `updated` (modified, updated, edited, revised, and the moment
  the data shown was taken: `quoteTime`, `asOf`, `lastTradeTime`, a date under a
  market-data object such as `quote.time`), `published`
  (published, created, issued, posted) or `other` (an event's `startDate`, ..., and a service's
  stamp: `renderedAt`, `serverTime`, `buildTime`, `capturedAt`), marked `related`
  under a key path that names a list of other pages (relatedStories, trending, ...); under a key
  path naming an edit log (`revisions`, `history`, `versions`, ...) any date is an `updated` one,
  whatever its key (`revisions[].at`);
- a record of a series (`observations.read_observations`: a price or a figure beside its instant,
  under any key, `{"t": ..., "close": ...}`) becomes a `MetaDate` with role `observed`: data that
  existed at that instant; so does the day of a quote object's price (`{"lastClose": "44,81",
  "closeDate": "2022-08-21"}`: a date under a key naming the price's moment beside a close or
  last price);
- prose (a string of at least four words) under any other key becomes a `MetaText`, marked
  `related` when its key path names a list of other pages (related, recommended, trending, ...).
A script's plain string variables (`var update_time = "1749508323";`, a messaging app's article
view: `_script_vars`) are read as one object of those keys: the same dates by the same keys.
Scripts are read, and dates read, by `pit_store.ingest.embedded_json` (the same reader as the
page dating's). Bounded: scripts as that reader bounds them, `_MAX_NODES` values and `_MAX_DEPTH`
levels per page; anything unparseable is skipped (structured data is evidence, never required).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any, Literal

from lxml.html import HtmlElement

from leakage_filter.normalise import normalise_text
from leakage_filter.observations import is_figure, read_observations
from pit_store.ingest.embedded_json import json_date, script_json

__all__ = ["MetaDate", "MetaText", "StructuredData", "json_data", "keyed_date", "read_instant", "structured_data"]

MetaRole = Literal["published", "updated", "observed", "other"]

_MAX_NODES = 20_000
_MAX_DEPTH = 40
_MAX_TEXTS = 400


@dataclass(frozen=True, slots=True)
class MetaDate:
    """A date stated in structured data."""

    path: str
    """The key path, e.g. 'ld+json.dateModified' or 'next.props.pageProps.article.updatedAt'."""
    role: MetaRole
    day: date
    instant: datetime | None
    """The exact instant when the value carries a time and a zone (or is an epoch number)."""
    raw: str
    related: bool = False
    """Under a key path naming other pages (relatedStories, trending, ...): another page's date."""


@dataclass(frozen=True, slots=True)
class MetaText:
    """Prose found in structured data."""

    path: str
    text: str
    related: bool
    stamp: datetime | None = None
    """The exact publication instant the text's own record states beside it (`{"title": ...,
    "publishedAt": "2024-06-23T20:42:40Z"}`): when another page's teaser appeared."""


@dataclass(frozen=True, slots=True)
class StructuredData:
    """Everything `structured_data` found on one page."""

    dates: tuple[MetaDate, ...]
    texts: tuple[MetaText, ...]


# ... with a unit after it: "lastModifiedMs", "updated_epoch", "publishedTs"
_DATE_KEY = re.compile(
    r"date|time|_at$|At$|as_?of$|(?:published|modified|updated|created|edited|revised|issued|posted|changed|lastmod)"
    r"(?:_?(?:ms|millis|epoch|ts|unix|utc))?$"
    r"|(?:^|_)mod$",  # "art_mod", "last_mod": a modification stamp's short name (ad targeting keys)
    re.I,
)
# The moment the data a page shows was taken ("quoteTime", "asOf", "lastTradeTime", "snapshotAt")
# dates this version of the page as an edit does.
_UPDATED_KEY = re.compile(
    r"modif|updat|edit|revis|lastmod|(?:^|_)mod$|changed|amend|correct"
    r"|quote_?time|as_?of|last_?trade_?(?:time|date|at)|snapshot_?(?:time|date|at)",
    re.I,
)
# When a server rendered, built, served or cached the page, or a crawler captured it
# ("renderedAt", "serverTime", "buildTime", "generated_at", "capturedAt"): a stamp of the service,
# not of the content, which says nothing that became public after it was written.
_SERVICE_KEY = re.compile(
    r"(?:render(?:ed)?|generated|serv(?:ed|er)|svr|buil[dt]|cached|fetched|captured|crawled)_?(?:at|on|time|date|timestamp|ts)$",
    re.I,
)
# A plain time key inside a market-data object ("quote": {"last": ..., "time": ...}) is the moment
# that data was taken, as "quoteTime" is: the object's name carries the meaning the key lacks.
_QUOTE_OBJECT = re.compile(r"\.(?:quotes?|ticker|last_?price|market_?data|price_?snapshot|snapshot)$", re.I)
_PLAIN_TIME_KEY = re.compile(r"^(?:time|date|datetime|timestamp|ts|at|as_?of)$", re.I)
# A market price's figure ("lastClose": "44,81", "closePrice": 12.3, "settle": ...): the object
# holding it is a quote, and a date beside it under a key naming the price's moment ("closeDate",
# "tradeDate", "date") is the day that price was observed, as a series record's is
# (`observations`). A target's, a strike's or an offer's price is no quote, and a date under any
# other key ("exDividendDate", "nextEarningsDate") keeps its own reading.
# (a word of a camelCase or snake_case key: "lastClose", "close_price", not "disclosure")
_QUOTE_FIGURE_KEY = re.compile(
    r"(?:^|_|(?<=[a-z]))(?:[Cc]los(?:e|ing)|[Ss]ettle(?:ment)?)(?:$|_|[A-Z])"
    r"|^[Ll]ast(?:_?(?:[Pp]rice|[Tt]rade|[Ss]ale|[Pp]x))?$|(?:[Mm]arket|[Ss]hare|[Ss]tock|[Qq]uote|[Ll]ast)_?[Pp]rice"
)
_NOT_QUOTE_KEY = re.compile(r"target|strike|offer|estimate|forecast|expected|consensus|change|chg|pct|percent|volume", re.I)
_QUOTE_DAY_KEY = re.compile(
    r"^(?:(?:last_?)?(?:close|closing|price|quote|trade|trading|settle(?:ment)?)_?(?:date|time|day|at|on|timestamp)"
    r"|date|time|datetime|timestamp|as_?of)$",
    re.I,
)
_PUBLISHED_KEY = re.compile(r"publish|creat|issued|posted|first|release|pubdate", re.I)
# A key path naming an edit log: every date in it is an edit of the page ("revisions[].at").
_EDIT_LOG_KEY = re.compile(r"revision|history|versions|edits|changelog|amendments|corrections", re.I)
_RELATED_KEY = re.compile(
    r"related|recommend|trending|popular|most_?read|mostread|more_?stories|latest|headlines|sidebar|also|next_?read"
    r"|readnext|teaser|rail|widget",
    re.I,
)


def _script_json(script: HtmlElement) -> Iterator[tuple[str, Any]]:
    """(label, parsed JSON) for each JSON document the script holds: a JSON script whole, or the
    first non-empty object or array a script assigns (one state object per script: the rest is
    code). `JSON.parse` strings are not read here."""
    for found in script_json(script):
        if found.label == "parsed":
            continue
        if found.label != "state":
            yield found.label, found.value
        elif isinstance(found.value, (dict, list)) and found.value:
            yield "state", found.value
            return


_EPOCH = re.compile(r"^\s*\d{10}(?:\d{3})?\s*$")


def read_instant(value: str) -> datetime | None:
    """The exact instant a machine-readable attribute value states: an ISO date-time with a zone
    ("2021-11-18T05:00:11Z", "2024-02-18T23:02:00+01:00") or epoch seconds or milliseconds
    ("1577224400"); None for anything else (a day alone, a time with no zone, prose)."""
    if len(value) > 40:
        return None
    found = json_date(int(value)) if _EPOCH.match(value) else json_date(value)
    return found[1] if found is not None else None


def _role(key: str, path: str) -> MetaRole:
    if _SERVICE_KEY.search(key):
        return "other"
    if _UPDATED_KEY.search(key) or _EDIT_LOG_KEY.search(path):
        return "updated"
    if _PLAIN_TIME_KEY.match(key) and _QUOTE_OBJECT.search(path.rpartition(".")[0]):
        return "updated"
    if _PUBLISHED_KEY.search(key):
        return "published"
    return "other"


def _quote(item: dict[Any, Any]) -> bool:
    """Whether a JSON object holds a market price's figure (`_QUOTE_FIGURE_KEY`)."""
    return any(
        _QUOTE_FIGURE_KEY.search(name) and not _NOT_QUOTE_KEY.search(name) and is_figure(name, value)
        for name, value in ((str(key), value) for key, value in item.items())
    )


class _Collector:
    def __init__(self) -> None:
        self.dates: list[MetaDate] = []
        self.texts: list[MetaText] = []
        self.nodes = 0

    def walk(self, value: Any, path: str, depth: int, related: bool) -> None:
        # An explicit stack: embedded state can nest deeper than Python's recursion allows.
        stack: list[tuple[Any, str, int, bool]] = [(value, path, depth, related)]
        while stack and self.nodes < _MAX_NODES:
            value, path, depth, related = stack.pop()
            self.nodes += 1
            if depth > _MAX_DEPTH:
                continue
            if isinstance(value, dict):
                quote = _quote(value)
                stamp = _record_stamp(value, path) if related else None  # another page's teaser
                for key, item in reversed(list(value.items())):
                    name = str(key)
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{path}.{name}", depth + 1, related or bool(_RELATED_KEY.search(name))))
                    else:
                        self.leaf(name, item, f"{path}.{name}", related, quote, stamp)
            elif isinstance(value, list):
                self.dates.extend(
                    MetaDate(f"{path}.{key}", "observed", day, instant, raw, related)
                    for key, day, instant, raw in read_observations(path, value)
                )
                stack.extend((item, path, depth + 1, related) for item in reversed(value))

    def leaf(self, key: str, value: Any, path: str, related: bool, quote: bool = False, stamp: datetime | None = None) -> None:
        dated = keyed_date(key, value, path, related)
        if dated is not None:
            if quote and dated.role == "other" and _QUOTE_DAY_KEY.match(key):
                dated = replace(dated, role="observed")  # {"lastClose": "44,81", "closeDate": ...}: that close's day
            self.dates.append(dated)
            return
        if isinstance(value, str) and len(self.texts) < _MAX_TEXTS and value.count(" ") >= 3 and "<" not in value[:1]:
            text = " ".join(normalise_text(value).split())
            self.texts.append(MetaText(path, text[:5000], related or bool(_RELATED_KEY.search(key)), stamp))


def _record_stamp(record: dict[Any, Any], path: str) -> datetime | None:
    """The one exact publication instant a record of other pages states among its own keys, else
    None (none, or two that disagree: no single stamp)."""
    found = {
        dated.instant for key, item in record.items()
        if not isinstance(item, (dict, list))
        and (dated := keyed_date(str(key), item, f"{path}.{key}", True)) is not None
        and dated.role == "published" and dated.instant is not None
    }
    return found.pop() if len(found) == 1 else None


def keyed_date(key: str, value: Any, path: str, related: bool) -> MetaDate | None:
    """The dated record a value under `key` states (`datePublished`, `lastmod`...), or None when
    the key names no date or the value reads as none. A plain time key of another page's record
    (`"related": [{"headline": ..., "ts": 1754551800}]`) is that page's publication: a teaser's
    only stamp says when it appeared."""
    plain_related = related and _PLAIN_TIME_KEY.match(key) is not None
    if not (_DATE_KEY.search(key) or plain_related):
        return None
    found = json_date(value)
    if found is None:
        return None
    day, instant = found
    role = _role(key, path)
    if role == "other" and plain_related:
        role = "published"
    return MetaDate(path, role, day, instant, str(value), related)


def json_data(value: Any, label: str) -> StructuredData:
    """The dates and prose of one JSON value found outside a script (`label` starts its key paths)."""
    collector = _Collector()
    collector.walk(value, label, 0, False)
    return StructuredData(tuple(collector.dates), tuple(collector.texts))


# `var publish_time = "2025-06-08";`, `var update_time = "1749508323";`: a plain string variable
_SCRIPT_VAR = re.compile(r"\b(?:var|let|const)\s+([A-Za-z_$][\w$]{0,40})\s*=\s*[\"']([^\"'\n]{1,40})[\"']\s*[;\n]")
_MAX_VARS = 200


def _script_vars(script: HtmlElement) -> dict[str, str | int]:
    """A script's plain string variables by name (the first `_MAX_VARS`); a string of epoch digits
    ("1749508323") as the number it spells, as a JSON value would carry it."""
    found: dict[str, str | int] = {}
    for match in _SCRIPT_VAR.finditer(script.text or ""):
        found.setdefault(match[1], int(match[2]) if _EPOCH.match(match[2]) else match[2])
        if len(found) >= _MAX_VARS:
            break
    return found


def structured_data(tree: HtmlElement) -> StructuredData:
    """The dates and prose in a parsed page's structured data (see the module docstring)."""
    collector = _Collector()
    for script in tree.iter("script"):
        for label, value in _script_json(script):
            collector.walk(value, label, 0, False)
        if variables := _script_vars(script):
            collector.walk(variables, "var", 0, False)
    return StructuredData(tuple(collector.dates), tuple(collector.texts))

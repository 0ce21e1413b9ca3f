"""The items of a news feed a page embeds in a script (`<script type="application/rss+xml">`, a feed
preview for readers' apps): each item's title and the instant the feed states for its publication
(RSS `pubDate`, Atom `published`; an Atom `updated` is not read: an update stamp refines less).

A show or section page lists its items with a day only ("Jun 7, 2024" under an episode's title);
its embedded feed states when each was published, to the second and with a zone ("Fri, 07 Jun
2024 06:10:00 GMT"). `page_dates` reads an item whose title the page shows as an exact stamp of
that day; an item the page does not show says nothing of it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import NamedTuple

__all__ = ["FeedItem", "feed_items"]

_ITEM = re.compile(r"<(item|entry)\b[^>]*>(.*?)</\1\s*>", re.S | re.I)
_TITLE = re.compile(r"<title\b[^>]*>(.*?)</title\s*>", re.S | re.I)
_DATES = re.compile(r"<(pubDate|published)\b[^>]*>(.*?)</\1\s*>", re.S | re.I)
_CDATA = re.compile(r"^\s*<!\[CDATA\[(.*?)\]\]>\s*$", re.S)
_MAX_ITEMS = 500  # a feed preview, not an archive: enough for any listing page


class FeedItem(NamedTuple):
    """One item of an embedded feed: its title as written, the date's element name, the instant
    (aware, in the offset the feed writes)."""

    title: str
    key: str
    instant: datetime


def _text(raw: str) -> str:
    inner = _CDATA.match(raw)
    return " ".join(html.unescape(inner[1] if inner else raw).split())


def _instant(key: str, raw: str) -> datetime | None:
    """An aware instant: RSS dates are RFC 822 ("Fri, 07 Jun 2024 06:10:00 GMT"), Atom's ISO 8601.
    A date without a zone is no instant (never guessed)."""
    text = _text(raw)
    try:
        if key.lower() == "pubdate":
            parsed = parsedate_to_datetime(text)
        else:
            parsed = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text)
    except (TypeError, ValueError, IndexError):
        return None
    return parsed if parsed.tzinfo is not None and parsed.utcoffset() is not None else None


def feed_items(script_text: str) -> Iterator[FeedItem]:
    """Every item of the RSS or Atom feed `script_text` holds that has a title and a dated instant."""
    if "<item" not in script_text and "<entry" not in script_text:
        return
    for count, item in enumerate(_ITEM.finditer(script_text)):
        if count >= _MAX_ITEMS:
            return
        title = _TITLE.search(item[2])
        if title is None or not _text(title[1]):
            continue
        for found in _DATES.finditer(item[2]):
            if (instant := _instant(found[1], found[2])) is not None:
                yield FeedItem(_text(title[1]), found[1], instant)

"""Web archive replay addresses: the capture instant and the archived page they name.

A web archive serves a captured page at an address that carries the capture's instant and the
original page's URL: `https://web.archive.org/web/20240310065200/https://www.example.co.uk/story`
(the Wayback Machine's form, which other archives copy; a replay modifier such as `id_` or `if_`
may follow the fourteen digits). The digits are the archive's record of when it fetched the page,
in UTC to the second: the content it replays existed then, as a WARC record's `WARC-Date` says of
its payload. The original URL says which site the page is from (its country domain settles a
numeric date's order and a clock's zone as a live page's would).

Only an address given from outside the page (the caller's URL, a WARC-Target-URI) may date a
capture: a page's own canonical link is written by its author and could claim any archive address.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import NamedTuple
from urllib.parse import urlsplit

__all__ = ["ReplayAddress", "replay_address"]

# "/web/" + 14 digits (YYYYMMDDhhmmss) + an optional replay modifier + "/" + the original URL,
# with or without its scheme (archives write both).
_REPLAY_PATH = re.compile(r"^/web/(?P<stamp>(?:19|20)\d{12})(?:[a-z]{2}_)?/(?P<original>.+)$")
_SCHEME = re.compile(r"^(?P<scheme>https?):/{1,2}", re.I)


class ReplayAddress(NamedTuple):
    """What an archive replay address states: when the page was captured and which page it is."""

    captured_at: datetime
    original_url: str


def replay_address(url: str) -> ReplayAddress | None:
    """The capture instant and original URL of an archive replay address, or None for any other
    URL (or a stamp that is no valid instant)."""
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"}:
        return None
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    match = _REPLAY_PATH.match(path)
    if match is None:
        return None
    try:
        captured = datetime.strptime(match["stamp"], "%Y%m%d%H%M%S").replace(tzinfo=UTC)
    except ValueError:
        return None
    original = match["original"]
    scheme = _SCHEME.match(original)
    rest = original[scheme.end():] if scheme else original
    if "." not in rest.split("/", 1)[0]:
        return None  # no host after the stamp: not an archived page's address
    return ReplayAddress(captured, f"{scheme['scheme'].lower() if scheme else 'http'}://{rest}")

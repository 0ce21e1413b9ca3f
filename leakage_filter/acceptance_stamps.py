"""The instant a filing system accepted a document: "accepted 20231007144500" in an EDGAR page's
header comment, "ACCEPTANCE-DATETIME: 20231007144500" in its SGML header.

The SEC's EDGAR stamps each submission with its acceptance date-time as fourteen digits, on the
Eastern clock, in the filing's header, which index pages and exhibit viewers keep in an HTML
comment or a hidden block. A document is public from its acceptance, whatever the report date or
the signature date it states: an acceptance after t means the filing did not exist at t. Only the
fourteen-digit form after the word "accepted" or "acceptance" is read (no other number is taken
for a time).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

__all__ = ["acceptance_instants"]

_EDGAR_CLOCK = ZoneInfo("America/New_York")
_ACCEPTED = re.compile(r"\b(?:accepted|acceptance(?:[- ]date(?:[- ]?time)?)?)\s*[:=]?\s*(?P<stamp>\d{14})\b", re.IGNORECASE)


def acceptance_instants(texts: Iterable[str]) -> list[tuple[str, datetime]]:
    """(the stamp as written, its instant in UTC) for each acceptance stamp in `texts`."""
    found = []
    for text in texts:
        for match in _ACCEPTED.finditer(text):
            try:
                local = datetime.strptime(match["stamp"], "%Y%m%d%H%M%S")
            except ValueError:
                continue
            found.append((match.group(), local.replace(tzinfo=_EDGAR_CLOCK).astimezone(UTC)))
    return found

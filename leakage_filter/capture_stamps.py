"""An archive's capture stamp: the day a web archive took its copy of a page.

An archive's banner ("PageVault Captured 15 January 2026 00:37 HKT · 40 captures", "Archived on
3 May 2024") dates the copy, not the content: a capture proves the content existed then (the store
bounds a page's `known_at` by it from above), and says nothing of when the page was written or
what it tells. So a date right after "captured" / "archived" / "snapshot" (and an "on", "at" or
a colon) is no dateline of the page, and after t it is no leak by itself (policy: the page's own
stamps and statements are judged as on any page; a range of captures, "41 captures · 2 Jan 2025 –
30 Nov 2025", is not this and keeps its own reading).
"""

from __future__ import annotations

import re

__all__ = ["capture_stamp"]

_CAPTURE_BEFORE = re.compile(
    r"\b(?:captured|archived|snapshot(?:\s+taken)?|crawled)\s*(?:(?:on|at)\s+)?[:：]?\s*$", re.IGNORECASE
)
_LOOK_BACK = 40  # the words right before a date (bounded time on any text)


def capture_stamp(text: str, start: int) -> bool:
    """Whether the date at text[start:] is an archive's capture stamp (see module)."""
    return _CAPTURE_BEFORE.search(text, max(0, start - _LOOK_BACK), start) is not None

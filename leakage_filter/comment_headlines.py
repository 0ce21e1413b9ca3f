"""An HTML comment that quotes a headline beside an instant: a recirculation or teaser module's cache
of another story ("<!-- recirc-cache 2026-05-05T01:55:00Z top-story: "Iron ore reverses gains" -->").

A comment's dates are usually the markup's own (a build, a cache node, a deploy) and say nothing
the page reports. A comment that quotes a headline is different: the module it caches shows that
headline, and the instant beside it is when the headline was cached, so the headline existed by
then; one after t is a later headline on the page as served. A quoted headline is a run of at
least three words in straight or curly quotes.
"""

from __future__ import annotations

import re

__all__ = ["quoted_headline"]

_QUOTED = re.compile(r"[\"“«]\s*(?P<headline>[^\"”»]{10,200}?)\s*[\"”»]")
_WORD = re.compile(r"[^\W\d_]{2,}")
_MIN_WORDS = 3


def quoted_headline(comment: str) -> str | None:
    """The headline an HTML comment's text quotes, else None."""
    for match in _QUOTED.finditer(comment):
        headline = match.group("headline")
        if len(_WORD.findall(headline)) >= _MIN_WORDS:
            return headline
    return None

"""Headlines kept in HTML comments with their stamps: `<!-- teaser: Acme cuts outlook (12 May
2025, 09:14) -->`.

A comment is not shown, but it is part of the copy served: a headline stamped after t that a
template keeps in a comment (a teaser queued, a box commented out) was written after t, so the
copy is later than t, as a hidden entry in the page's text is (`rules`' "hidden_entry_after_t").
Only a line that ends with a bracketed stamp after some words is an entry: a build stamp or a
cache note has no headline before its date.
"""

from __future__ import annotations

import re

__all__ = ["comment_entries"]

# words (a headline), then a stamp in brackets at the line's end: "... (2025年5月12日 09:14)"
_ENTRY = re.compile(r"(?P<words>\w[^()（）\[\]【】]{7,200}?)\s*[(（\[【]\s*(?P<stamp>[^()（）\[\]【】]{6,40}?)\s*[)）\]】]\s*$")
_MAX_LINES = 200  # lines read per comment (bounded time on any page)


def comment_entries(text: str) -> list[tuple[str, str]]:
    """(headline, stamp) for each line of a comment's text that ends with a bracketed stamp."""
    found = []
    for line in text.splitlines()[:_MAX_LINES]:
        match = _ENTRY.search(line.strip()[-300:])
        words = match.group("words").strip() if match is not None else ""
        # a headline: a dozen characters, and three words where the script spaces its words
        if match is not None and len(words) >= 12 and (len(words.split()) >= 3 or not words.isascii()):
            found.append((words, match.group("stamp")))
    return found

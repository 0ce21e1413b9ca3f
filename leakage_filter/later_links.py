"""Links to the entry that comes after this one: the headline of a later page.

A mailing-list archive, a blog or a forum prints the subject of the next message ("Next message
(by thread): Re: Feed cutover: postponed after the test failures"), the newer post ("Newer post:
...") or the following article beside the entry itself. That subject was written after the entry,
by whoever wrote the next one: it is another page's headline, not the page's own text, and
`chrome` puts it in the `related` zone, where a later date or a reported outcome of an event the
entry still looks forward to is a later fact on the page as served. The label itself is not read
("Next" is no forward-looking cue for the subject's dates): `chrome` keeps the subject alone. A
link back ("Previous message", "Older post") names an earlier entry and stays content.
"""

from __future__ import annotations

import re

__all__ = ["later_entry_subject"]

_LATER_ENTRY = re.compile(
    r"^\W{0,3}(?:next|newer|following)\s+(?:message|post|entry|article|story|topic|thread|item|reply|episode|issue)s?"
    r"(?:\s+in\s+(?:the\s+)?thread)?(?:\s*\([^)]{0,30}\))?\s*[:»›>→|–—-]+\s*(?=\S)",
    re.IGNORECASE,
)
_MAX_LINE = 300


def later_entry_subject(line: str) -> str | None:
    """The subject of the entry after this one when `line` names it ("Next message: Re: ..." ->
    "Re: ..."), else None."""
    if len(line) > _MAX_LINE:
        return None
    label = _LATER_ENTRY.match(line)
    return line[label.end():] if label is not None else None

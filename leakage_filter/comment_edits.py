"""Edits an HTML comment records: a version's edit stamp kept in the markup.

Newsrooms' systems leave notes for their own staff in HTML comments ("<!-- story updated
2023-04-12T11:19:00Z by desk editor: added reaction -->"). Readers never see them, but the copy
holds what the note says was done: an edit stamped after t means the version served is later than
t, whatever its visible stamps say. Only a note with an edit word (updated, modified, edited,
revised, corrected, refreshed) and an exact instant with its zone written ("Z", "+02:00") counts;
a build or cache note ("rendered", "generated") dates the copy's serving, not its text, and is
left to the other rules.
"""

from __future__ import annotations

import re
from datetime import datetime

__all__ = ["comment_edits"]

_COMMENT = re.compile(r"<!--(.{0,400}?)-->", re.DOTALL)
_EDIT = re.compile(r"\b(?:updated|modified|edited|revised|corrected|refreshed|amended)\b", re.IGNORECASE)
_INSTANT = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})(?![\w:])")


def comment_edits(content: str) -> list[tuple[str, datetime]]:
    """Each HTML comment in `content` that records an edit at an exact instant: (its text, the
    instant). A note naming several instants gives the latest (the reading that could leak)."""
    found = []
    for match in _COMMENT.finditer(content):
        note = match.group(1)
        if _EDIT.search(note) is None:
            continue
        instants = []
        for raw in _INSTANT.findall(note):
            try:
                instants.append(datetime.fromisoformat(raw.replace(" ", "T").replace("Z", "+00:00")))
            except ValueError:
                continue  # not a real instant ("2023-02-30T..."): nothing to read
        if instants:
            found.append((" ".join(note.split()), max(instants)))
    return found

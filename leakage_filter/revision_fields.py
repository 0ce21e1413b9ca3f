"""A table or list field that dates a revision of the document: "Supplement dated | Jun 13, 2026".

An offering circular, a fact sheet or a filing summary lays out its own dates as key / value rows
("Date of this document | 7 March 2026", "Supplement dated | 13 June 2026", "Last revised | ...",
"Amendment date | ..."). A value that is only a date under a label naming a supplement, an
amendment, an addendum, a corrigendum, a revision or an update is the date of a later version of
the document: the page as served holds that version, so after t it is an update stamp after t,
whatever tense the cell lacks (a bare date in a cell has none). A label looking ahead ("Next
update", "Expected revision") names a plan and is not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment

__all__ = ["revision_label"]

_LABEL_CELLS = frozenset({"th", "dt", "td"})
_VALUE_CELLS = frozenset({"td", "dd"})
_LABEL_CHARS = 40
_REVISION_LABEL = re.compile(
    r"(?:date\s+of\s+(?:the\s+|this\s+|last\s+|latest\s+)?)?(?:latest\s+|last\s+)?"
    r"(?:supplement(?:ary\s+(?:circular|prospectus|document))?|addendum|amendment|amended|corrigendum|erratum|revision|revised"
    r"|updated?|modified|re-?issued)"
    r"(?:\s+(?:dated|date|on|as\s+of))?\s*[:：]?",
    re.IGNORECASE,
)


def revision_label(segments: Sequence[Segment], index: int) -> str | None:
    """The label of the revision field that segment `index` is the value of ("Supplement dated"),
    else None (see the module docstring)."""
    segment = segments[index]
    if segment.block not in _VALUE_CELLS or index == 0:
        return None
    label = segments[index - 1]
    text = label.text.strip()
    if label.block not in _LABEL_CELLS or label.zone != segment.zone or len(text) > _LABEL_CHARS:
        return None
    return text if _REVISION_LABEL.fullmatch(text) else None

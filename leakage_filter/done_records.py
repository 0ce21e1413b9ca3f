"""A date cell paired with words that record its event as done, in a table with no header row or
in a definition list: "Date closed | 14/05/2025", "Decided: 3 June", "12-04-2025 | Appeal lodged".

Registries, dockets, listings and tender portals lay their records out as label/value pairs
(`dt`/`dd`, or two-cell rows with no `th`) and as history rows (a date cell, then what happened).
`row_status` reads rows under a header; these layouts have none, so the pairing is by position:
the label just before the date's cell, or the event cell just after it. A label or an event that
says the thing already happened ("terminated", "awarded", "filed", "sold") turns a date after t
into a record written after t. A word that keeps it open ("anticipated", "due", "scheduled")
leaves it a plan.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from leakage_filter.chrome import Segment
from leakage_filter.done_languages import MORE_DONE, MORE_ENTRY_RECORD, MORE_OPEN
from leakage_filter.row_status import row_cells

_CELLS = frozenset({"td", "dd"})
_LABELS = frozenset({"td", "dt", "th"})
_LABEL_WORDS = 6  # a label names its field in a few words; longer text is content, not a label
_EVENT_CHARS = 200  # an event cell is one line of record, not a paragraph
_EVENT_CELLS = 2  # a history row's event and remark cells after its date
# A cell that names a field ("Date registered", "Closed on:") rather than recording an event.
_FIELD_NAME = re.compile(r"\bdate\b|:\s*$", re.IGNORECASE)
# A cell opening with a number starts the next row (its date) or holds a figure, not an event.
_NEXT_ROW = re.compile(r"^\W{0,2}\d")
# Past participles a record uses for an event that has taken place (English; other languages: `done_languages`).
# Not one hyphened to the word before it: "AM-settled", "court-approved" name a kind, not an event.
_DONE = re.compile(
    r"\b(?<!-)(?:terminated|closed|decided|dismissed|disposed|settled|awarded|granted|refused|rejected|approved"
    r"|withdrawn|lodged|filed|issued|sold|leased|completed|concluded|provided|uploaded|posted|signed"
    r"|executed|entered|resolved|discharged|revoked|cancelled|canceled|registered|recorded|published)\b"
    rf"|{MORE_DONE}",
    re.IGNORECASE,
)
# The notice of a change to a document or its dates ("Corrigendum", "Addendum 2", "Extension of bid
# submission end date to ...", "Date Extension", "Postponement of opening"): a row that opens with its
# date and names one in another cell records the change as issued that day, as a participle would
# (only the opening date: a date inside the notice, "to 14-Feb-2025", is the changed term).
_CHANGE_NOTICE = re.compile(
    r"\b(?:corrigend(?:um|a)|addend(?:um|a)|errat(?:um|a)|amendments?|extension\s+of|date\s+extension|postponement)\b",
    re.IGNORECASE,
)
# Words that keep the notice itself a plan ("extension expected", "addendum to be issued"); not the
# words of the term it changes ("closing date", "deadline", "until"), which `_OPEN` holds.
_NOTICE_OPEN = re.compile(
    r"\b(?:anticipated|expected|estimated|planned|proposed|scheduled|not|yet|to\s+be|will|pending|upcoming|tba|tbc|if)\b"
    rf"|{MORE_OPEN}",
    re.IGNORECASE,
)
# Words that keep an event open or in the future ("anticipated date", "expected", "to be filed").
_OPEN = re.compile(
    r"\b(?:anticipated|expected|estimated|planned|proposed|scheduled|target(?:ed)?|due|deadline|until"
    r"|not|yet|to\s+be|will|pending|upcoming|tba|tbc|if|when|next|closing|opens?|opening)\b"
    rf"|{MORE_OPEN}",
    re.IGNORECASE,
)


# A user entry's own record before its date: "Reviewed in Leeds on", "Answered by Priya on",
# "(replied 4 May)". The entry was written that day; only a day after t says more than the page's date.
_ENTRY_RECORD = re.compile(
    rf"(?:\b(?:reviewed|answered|replied|commented|rated)\b(?:\s+[^\s.;|·•]+){{0,4}}?(?:\s+on)?|{MORE_ENTRY_RECORD})\s*$",
    re.IGNORECASE,
)
_ENTRY_WINDOW = 60  # characters before a date searched for its entry's record


def entry_record(text: str, start: int) -> str | None:
    """The words before position `start` of `text` that make a date there a user entry's own date
    ("Reviewed in India on"), else None."""
    found = _ENTRY_RECORD.search(text, max(0, start - _ENTRY_WINDOW), start)
    return None if found is None else found.group().strip()


def _words(text: str) -> int:
    return len(text.split())


def records_done(text: str) -> bool:
    """Whether `text` (a label, a status or an event cell) records its event as having happened."""
    return _DONE.search(text) is not None and _OPEN.search(text) is None


def _in_headerless_table(segments: Sequence[Segment], index: int) -> bool:
    """Whether cell `index` is in a run of `td` cells with no `th` just before it (a header row is
    `row_status`'s reading)."""
    start = index
    while start > 0 and segments[start - 1].block == "td":
        start -= 1
    return start == 0 or segments[start - 1].block != "th"


def done_beside(segments: Sequence[Segment], index: int) -> str | None:
    """The label or event text that records the date in cell `index` as done, else None.

    Read: a `dd` after a `dt` label, a `td` after a short `td` label in a table with no header row,
    or a `td` followed by short event cells in such a table (up to the next row's date, never a
    cell naming a field). The neighbour must share the cell's heading (the same table or list) and
    must say its event happened with no word keeping it open.
    """
    cell = segments[index]
    if cell.block not in _CELLS:
        return None
    headerless = cell.block == "dd" or _in_headerless_table(segments, index)
    if not headerless:
        return None
    if index > 0:
        label = segments[index - 1]
        pair = (cell.block == "dd" and label.block == "dt") or (cell.block == "td" and label.block == "td")
        if pair and label.heading == cell.heading and _words(label.text) <= _LABEL_WORDS and records_done(label.text):
            return label.text
    if cell.block != "td":
        return None
    for event in segments[index + 1 : index + 1 + _EVENT_CELLS]:
        if event.block != "td" or event.heading != cell.heading or _NEXT_ROW.match(event.text) or _FIELD_NAME.search(event.text):
            break
        if len(event.text) <= _EVENT_CHARS and records_done(event.text):
            return event.text
    return None


def row_done(segments: Sequence[Segment], index: int) -> str | None:
    """The text of another cell of the headed table row holding data cell `index` that records
    its event as done ("Awarded to ...", "Objection filed"), or, for the row's opening date, names
    a notice of change ("Extension of bid submission end date to ...", `_CHANGE_NOTICE`), else None."""
    cells = row_cells(segments, index)
    opens = bool(cells) and cells.start == index
    for cell in cells:
        text = segments[cell].text
        if cell != index and (records_done(text) or (opens and _CHANGE_NOTICE.search(text) and not _NOTICE_OPEN.search(text))):
            return text
    return None

"""A dated schedule item that carries its own result: "2 June — Index options expiry — Index options
expiry: special opening quotation 5,130.43".

A calendar or an events list prints each item as its date and the event's label; once the event
has happened, many sites append the outcome to the same line after a dash ("... vote on the
dividend — Dividend of 2.04 € per share approved", "... US CPI (YoY) — US CPI came in at 1.1%").
The item's date reads as a schedule (the list is headed "Upcoming", the label names a release),
but the appended clause reports the outcome: the line was written after the event. An item dated
after t that carries such a clause holds a later fact.

A result clause follows a spaced dash after the event's label, states a value (a rate, an amount,
a decimal figure; not one inside brackets, which belongs to the label: "(range 17-22 €)"), names
the event (shares a word with the label before the dash) and sets no expectation before its
first value ("consensus 2.1%", "expected at 3%", "previous: 0.4%" are the schedule's own figures).
"""

from __future__ import annotations

import re

from leakage_filter.dates import guidance_cue
from leakage_filter.outcomes import STATED_VALUE, event_words, is_preview

__all__ = ["result_clause"]

_DASH = re.compile(r"\s[—–]\s")
_BRACKETED = re.compile(r"\([^)]*\)|\[[^\]]*\]|（[^）]*）")
# The standing or previous figure a schedule prints beside an event still to come ("rate currently
# 4.50%", "previous 0.4%", "vorher 1,2 %", "précédent", "anterior", "前回", "이전", "当前").
_STANDING = re.compile(
    r"\b(?:current(?:ly)?|now|previous(?:ly)?|prior|last|prev|vorher(?:ig\w*)?|aktuell|bisher|zuletzt|précédent\w*"
    r"|actuel(?:le)?|anterior|vigente|previo)\b|前回|前值|前値|当前|现行|現在|이전|현재|직전",
    re.IGNORECASE,
)
_MAX_ITEM = 400  # a schedule item is one line: a longer text is a paragraph


def result_clause(text: str, after: int) -> str | None:
    """The clause of a schedule item that reports its event's result, in `text` after position
    `after` (the end of the item's date), else None (see the module docstring)."""
    if len(text) > _MAX_ITEM:
        return None
    dash = _DASH.search(text, after)
    if dash is None:
        return None
    label, clause = text[after:dash.start()], text[dash.end():]
    value = STATED_VALUE.search(_BRACKETED.sub(lambda m: " " * len(m.group()), clause))
    if value is None:
        return None
    lead = clause[: value.start()]
    if guidance_cue(lead) or is_preview(lead) or _STANDING.search(lead):
        return None
    if not event_words(label)[0] & event_words(clause)[0]:
        return None
    return clause

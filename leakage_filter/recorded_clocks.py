"""Clocks that record rather than schedule: the time written beside a date.

Events are set for round times: a decision at 14:00, a release at 8:30, a call at 4:45 p.m., an
auction closing at 11:30. A clock off the five-minute grid ("05:16 GMT, 7 Nov 2025", "Nov. 6, 2025
at 6:42 p.m. EST", "오후 11:57") or one with its seconds ("2025-04-05 04:10:31") is when something
was filed, posted, edited, captured or quoted: the instant of a record, which nobody plans. A date
after t carrying such a clock stamps an entry made after t, whatever weak word stands near it (a
noun: "cash rate target 4.10%"; a preposition: "retreats from record"), unless a verb of the future
governs it ("will be released at 07:02", read by the tense cues first). Not in a table cell or under
a schedule's heading: calendars list their events to the minute ("12:46 UTC, 29 May 2026" in an
economic calendar is the release's time). A day's last minute (23:59, 11:59 p.m.) is a deadline's,
and a stamp of the copy (an archive's "captured 2025-08-30T10:39:43Z", a save, an export, a
render, `copy_stamps`) records the copy, not its content: neither is a record of what the page tells.

`recorded_clock(text, start, end)` finds the clock written right after the date (after a comma, "at",
"à", "um", a dash or a separator, a weekday in brackets, a CJK or Korean half-day word) or right
before it ("05:16 GMT, 7 Nov 2025"), or inside the mention itself (an ISO-like "2025-04-05
04:10:31"), and says whether it records. `weak_cue(cue)` says whether a forward cue is a word that
governs no date by itself (a noun, a preposition), so that a recorded clock outweighs it.
"""

from __future__ import annotations

import re

from leakage_filter.copy_stamps import copy_stamp

__all__ = ["clock_beside", "recorded_clock", "weak_cue"]

# hours, minutes and seconds: "6:42", "06:42:17", "9h45", "14.37 Uhr", "7時32分", "11시 57분"
_CLOCK = (
    r"(?P<h>[01]?\d|2[0-3])\s*(?:[:：h]|[時时시]\s*)(?P<m>[0-5]\d)(?:\s*[:：]\s*(?P<s>[0-5]\d))?(?![\d%])"
    r"|(?P<h2>[01]?\d|2[0-3])\.(?P<m2>[0-5]\d)\s*(?:Uhr|uur)\b"
)
_HALF_DAY = r"(?:午前|午後|上午|下午|오전|오후|[ap]\.?m\.?)"
# what may stand between a date and the clock after it
_AFTER = re.compile(
    r"[\s,，·•|\-–—(（]*(?:[(（]?[^\W\d]{1,3}[)）]\s*)?(?:(?:at|à|um|a las|alle|ore|às|om|kl\.?)\s+)?"
    rf"(?:{_HALF_DAY}\s*)?(?:{_CLOCK})",
    re.IGNORECASE,
)
# a clock that opens the date ("05:16 GMT, 7 Nov 2025", "14:37 Uhr, 3. März 2026")
_BEFORE = re.compile(
    rf"(?:{_CLOCK})\s*(?:{_HALF_DAY})?\s*(?:Uhr\b)?\s*(?:\(?(?-i:[A-Z]{{2,5}})\)?)?\s*[,，·|\-–—]?\s*(?:on\s+)?$",
    re.IGNORECASE,
)
_INSIDE = re.compile(_CLOCK, re.IGNORECASE)
_BEFORE_CHARS = 24


def clock_beside(text: str, start: int, end: int) -> tuple[int, int, int | None] | None:
    """(hour, minute, seconds or None) of the clock written with the date at text[start:end], or None."""
    match = _INSIDE.search(text, start, end) or _AFTER.match(text, end)
    if match is None:
        match = _BEFORE.search(text[max(0, start - _BEFORE_CHARS) : start])
    if match is None:
        return None
    hour = match["h"] or match["h2"]
    minute = match["m"] or match["m2"]
    seconds = match["s"]
    return int(hour), int(minute), int(seconds) if seconds is not None else None


def recorded_clock(text: str, start: int, end: int) -> bool:
    """Whether the clock beside the date at text[start:end] records an instant (see the module docstring)."""
    clock = clock_beside(text, start, end)
    if clock is None:
        return False
    _, minute, seconds = clock
    if minute == 59 or copy_stamp(text, start, end):
        return False  # "by 11:59 p.m.": a deadline, the day's last minute; "captured ...": the copy's
    return minute % 5 != 0 or bool(seconds)


# Forward cues that govern no date by themselves: nouns that name a figure ("target", "consensus"),
# prepositions of a range ("from", "through"); never a heading (a schedule's heading dates its items ahead).
_WEAK_CUE = re.compile(
    r"guidance|outlook|forecasts?|targets?|targeted|estimates?|estimated|projections?|consensus"
    r"|from|through|until|before|starting|beginning|calendar|diary|agenda",
    re.IGNORECASE | re.DOTALL,
)


def weak_cue(cue: str) -> bool:
    """Whether a forward cue is a noun, a preposition or a heading: no verb of the future."""
    return _WEAK_CUE.fullmatch(cue) is not None

"""Whether the cue of a statement of fact is a past tense, so that a weekday in it is a day gone.

"Shares rose 2% on Wednesday", "die Aktie stieg am Mittwoch", "le titre a progressé mercredi",
"subió el miércoles", "周三公布了业绩", "水曜日に発表した": what the page tells as done happened on the
latest such day on or before the page's own date, however far back that is. The coming one (which
`dates` keeps beside it when the past one is five or more days back) is possible only for a future
or scheduled statement, or when the tense is unknown, and then the reading that could leak decides.

When the story has already told of a later day ("rallied on Friday ... when trading resumed on
Monday, the Dow plunged" on a Friday page), it has moved on: the coming day may be the one it tells
next, so `rules` keeps both readings there.

A cue that states a fact without a past tense leaves both readings open: the present of a report
("says") or of a headline ("Acme reports", "Acme beats"), and a Chinese verb without 了 or 已
("周三公布业绩" may as well be a schedule).
"""

from __future__ import annotations

import re

# CJK, kana and Hangul: a cue written in them needs a past marker of its own.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# 了/已 (Chinese), a Japanese past ending (-た, -だ: 発表した, だった, んだ), a Korean past infix.
_CJK_PAST = re.compile(r"[了已]|[ただ]$|でした$|[었았했였혔겼쳤렸]")
# One Latin word ending in -s ("says", "beats", "closes"): a present tense ("was" is the one past).
_PRESENT_WORD = re.compile(r"(?!was$)[a-z]+s", re.IGNORECASE)


# A day of the month written after the weekday ("el miércoles 21", "Wednesday the 21st", "jeudi 3").
_DAY_AFTER = re.compile(r"\s*,?\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|\.)?(?!\d)", re.IGNORECASE)


def day_number_differs(text: str, end: int, day: int) -> bool:
    """Whether a day of the month written right after a weekday ending at `end` is not `day`
    ("El miércoles 21, la Fed subió" read as the 14th): the text says which day, so no re-reading."""
    match = _DAY_AFTER.match(text, end)
    return match is not None and int(match[1]) != day


def past_tense(cue: str) -> bool:
    """Whether a fact cue found by `dates.tense_at` is in the past tense (see the module doc)."""
    if _CJK.search(cue):
        return _CJK_PAST.search(cue) is not None
    return bool(cue.strip()) and _PRESENT_WORD.fullmatch(cue.strip()) is None

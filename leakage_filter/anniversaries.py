"""Phrases that say whole years have passed since a dated event: "marks one year since its 2 July
2023 float", "a year to the day after its 30 Sep 2023 listing", "one year on from the 11 December
2023 merger close", "celebrates the first anniversary of its 28/08/2023 debut", "on the first
anniversary of the merger" (the merger dated elsewhere on the page), "経営統合から満1年を迎えた"
("a full year since the business integration had come": the phrase's own verb in the past).

Whoever writes such a phrase writes on or after the anniversary, so the page is no older than the
event's date plus those years (`rules` turns that into a finding). What looks ahead to the day
("ahead of its first anniversary", "will mark one year since", "nearly a year after") or counts
less than the span ("less than a year after") dates nothing, and is not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["AnniversaryClaim", "anniversary_claims", "names_event"]

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10,
           "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10}
_DETERMINER = r"(?:(?P<{}>the|its|their|his|her|our)\s+)?"
_CLAIM = re.compile(
    # "one year since its", "a year to the day after its", "two years on from the"
    rf"\b(?P<n>an?|one|two|three|four|five|ten|\d{{1,2}})[\s-]+years?\s+(?P<exact>to\s+the\s+day\s+)?"
    rf"(?:after|since|on\s+from)\s+{_DETERMINER.format('det')}"
    # "the first anniversary of its", "10th anniversary of the", "one-year anniversary of the"
    rf"|\b(?P<ord>first|second|third|fourth|fifth|tenth|\d{{1,2}}(?:st|nd|rd|th)|(?:one|two|three|five|ten|\d{{1,2}})-year)"
    rf"\s+anniversary\s+of\s+{_DETERMINER.format('det2')}",
    re.IGNORECASE,
)
# The day still ahead, or a span not yet whole, in the words just before the phrase.
_NOT_YET = re.compile(
    r"\b(?:ahead\s+of|before|approach(?:es|ing)?|near(?:s|ing|ly)?|almost|until|till|toward|towards|by|will|would|shall"
    r"|to\s+(?:mark|celebrate|commemorate)|due\s+to|set\s+to|upcoming|coming|less\s+than|under|within|barely|just\s+shy\s+of"
    r"|not\s+yet|in\s+time\s+for)\W+(?:\w+\W+){0,2}$",
    re.IGNORECASE,
)
# "経営統合から満1年を迎えた", "合併から2年となった", "買収完了から1周年を迎えた": told as come
# ("を迎える", still ahead, is not read); the event's noun stands before から.
_JAPANESE = re.compile(
    r"(?P<noun>[\u4e00-\u9fff]{2,6})から(?:満\s*)?(?P<n>\d{1,2}|[一二三四五十])\s*(?:年|周年)(?:を迎えた|となった|が経った|が過ぎた)"
)
_KANJI_COUNTS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "十": 10}
# The noun the event is named by when no date follows: a common noun after its article ("the
# merger", "its listing"); a name ("since Oberlin completed ...") names who, not the event.
_NOUN = re.compile(r"(?P<noun>[a-z]{4,})\b")


@dataclass(frozen=True, slots=True)
class AnniversaryClaim:
    """One phrase that puts its own writing `years` after an event."""

    start: int
    end: int
    """Where the phrase ends: the event's date, when written, follows at once."""
    years: int
    slack_days: int
    """How far before the exact anniversary the writing may be (a zone apart; "to the day": none)."""
    noun: str | None
    """The event's common noun right after the phrase and its article ("the merger"), to find its
    date elsewhere; none after a name ("since Oberlin completed ...": who, not which event)."""
    date_follows: bool = True
    """Whether the event's date, when written in the phrase, follows it ("since its 2 July 2023
    float"); a Japanese phrase names the event before it, and a date after it is the anniversary's."""


def anniversary_claims(text: str) -> list[AnniversaryClaim]:
    """Every phrase in `text` that says whole years have passed since an event, with how many."""
    claims = []
    if "から" in text:
        for match in _JAPANESE.finditer(text):
            count = match["n"]
            years = int(count) if count.isdigit() else _KANJI_COUNTS[count]
            claims.append(AnniversaryClaim(match.start(), match.end(), years, 1, match["noun"], date_follows=False))
    if "year" not in text.lower() and "anniversar" not in text.lower():  # speed: the pattern's words
        return claims
    for match in _CLAIM.finditer(text):
        if _NOT_YET.search(text[max(0, match.start() - 40) : match.start()]):
            continue
        word = (match["n"] or match["ord"]).lower().removesuffix("-year")
        years = _COUNTS.get(word) or int(re.sub(r"\D", "", word))
        noun = _NOUN.match(text, match.end()) if match["det"] or match["det2"] else None
        claims.append(AnniversaryClaim(match.start(), match.end(), years, 0 if match["exact"] else 1,
                                       noun["noun"] if noun else None))
    return claims


def names_event(sentence: str, noun: str) -> bool:
    """Whether `sentence` names the event `noun` ("merger", "経営統合") as a word of its own."""
    if noun.isascii():
        return re.search(rf"\b{re.escape(noun)}\b", sentence, re.IGNORECASE) is not None
    return noun in sentence

"""Anniversaries of an event the page dates: "on the first anniversary of the merger", "経営統合から
満1年を迎えたその日".

Such a phrase names a day by its distance from an event the page dates elsewhere ("the merger ...,
which closed on 19 May 2025", "2025年4月27日に完了した...経営統合"): what the sentence tells as done
on that day was written no earlier than that many years after the event. `anniversaries` finds the
phrases, each with its span, its count of years, the event's noun and whether its own verb tells it as
done; `names_event` says whether a sentence names that event (where the caller's date reader
looks for the event's day).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Anniversary", "anniversaries", "names_event"]

_ORDINAL_YEARS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10, "one-year": 1,
                  "two-year": 2, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "10th": 10}
_KANJI_YEARS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "十": 10}
# "the first anniversary of the merger", "the one-year anniversary of its takeover of ..."
_ENGLISH = re.compile(
    r"\bthe\s+(?P<n>first|second|third|fourth|fifth|tenth|one-year|two-year|1st|2nd|3rd|4th|5th|10th)\s+anniversary\s+of\s+"
    r"(?:the|its|their|this)\s+(?P<noun>[a-z]{4,})",
    re.IGNORECASE,
)
# "経営統合から満1年を迎えた", "合併から2年となった", "買収完了から1周年を迎えた": the phrase's own verb
# in the past ("を迎える", still ahead, is not read)
_CJK = re.compile(
    r"(?P<noun>[\u4e00-\u9fff]{2,6})から(?:満\s*)?(?P<n>\d{1,2}|[一二三四五十])\s*(?:年|周年)(?:を迎えた|となった|が経った|が過ぎた)"
)


@dataclass(frozen=True, slots=True)
class Anniversary:
    """An anniversary phrase: its span in the text, its years and the event's noun."""

    start: int
    end: int
    years: int
    noun: str
    told: bool
    """Whether the phrase's own verb tells it as done ("を迎えた"); else its clause's tense says."""


def anniversaries(text: str) -> Iterator[Anniversary]:
    """Each anniversary phrase of `text`, in order (see the module docstring)."""
    if "anniversary" in text.lower():
        for match in _ENGLISH.finditer(text):
            yield Anniversary(match.start(), match.end(), _ORDINAL_YEARS[match["n"].lower()], match["noun"].lower(), False)
    if "から" in text:
        for match in _CJK.finditer(text):
            count = match["n"]
            years = int(count) if count.isdigit() else _KANJI_YEARS[count]
            yield Anniversary(match.start(), match.end(), years, match["noun"], True)


def names_event(sentence: str, noun: str) -> bool:
    """Whether `sentence` names the event `noun` ("merger", "経営統合") as a word of its own."""
    if noun.isascii():
        return re.search(rf"\b{re.escape(noun)}\b", sentence, re.IGNORECASE) is not None
    return noun in sentence

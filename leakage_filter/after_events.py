"""A sentence telling what followed an event the page still dates after t: "Après la publication de
son chiffre d'affaires trimestriel, l'action a chuté de 6,1 %" beside "X publiera son chiffre
d'affaires trimestriel le 21 août".

A page that schedules an event ("the results call will be held on 28 April", "Die Dividende soll
am 12.06. ausgezahlt werden") and elsewhere, with no date, tells the market's move after that
event ("业绩说明会结束后，股价上涨3.7%", "Nach der Dividendenausschüttung gab die Aktie 2 % nach",
"Tras la presentación de los resultados, las acciones subieron un 4 %") reports what happened
after t: the sentence was written after the event.

`after_clause(sentence)` reads such a sentence: it opens with "after <event>" (English, German,
French, Spanish, Portuguese, Italian; Chinese, Japanese and Korean close the event's noun with
后/後/の後/후), and the rest states a realised move with a figure (a rate or an amount), with no
word of expectation ("could", "erwartet", "预计": a forecast of the move is no report). An event
named as an earlier one ("after last quarter's results", "上次", "letzten") is not the one to come.
`names_same_event(noun, passage)` says whether the event's noun is the scheduled passage's: they
share two salient words, or every salient word of the noun (a one-word noun: "Dividendenausschüttung"
and "Dividende" share their stem).
"""

from __future__ import annotations

import re

from leakage_filter.dates import guidance_cue, states_rate
from leakage_filter.outcomes import event_words, is_preview

__all__ = ["after_clause", "names_same_event"]

_LATIN_AFTER = re.compile(
    r"^\s*(?:after|following|nach|im anschluss an|après|à l'issue de|suite à|tras|después de|após|depois de|dopo)\s+"
    r"(?:(?:the|its|their|der|dem|den|die|des|la|le|les|el|los|las|a|o|os|as|il|lo|gli|i)\s+|l['’]\s*)?"
    r"(?P<noun>[^,;:]{3,80}?)(?:,\s*|\s+(?=(?:gab|stieg|fiel|sank|legte|verlor|kletterte|schloss|notierte)\b))(?P<rest>.+)$",
    re.IGNORECASE,
)
_CJK_AFTER = re.compile(
    r"^\s*(?P<noun>[^，,。、\s]{2,30}?)(?:结束后|結束後|之后|之後|以后|以後|终了后|終了後|の後|を受けて|后|後)[，,、]?\s*(?P<rest>.+)$"
)
_KO_AFTER = re.compile(r"^\s*(?P<noun>[^,]{2,40}?)\s*(?:이후|직후|후에?|뒤)\s*,?\s*(?P<rest>.+)$")
# "A 在 B 后 ..." / "A 于 B 后": the subject A stands before the event B.
_CJK_PLACE = re.compile(r"[在于於]")
# A move or a level with a figure ("rose 3.7%", "大涨6.1%", "a chuté de 6,1 %", "2 % nach").
_AMOUNT = re.compile(r"\d[\d.,]*\s?(?:%|％|€|\$|円|元|원|pence|cents?)|[$€£¥₩]\s?\d")
# An earlier occurrence of the event: not the one the page schedules.
_EARLIER = re.compile(
    r"\b(?:last|previous|prior|earlier|letzte[nmrs]?|vorige[nmrs]?|vorherige[nmrs]?|dernière?s?|précédente?s?"
    r"|pasad[oa]s?|anterior(?:es)?|últim[oa]s?|passad[oa]s?|scors[oa])\b|上次|上一|上个|上回|去年|前回|昨年|지난",
    re.IGNORECASE,
)


def after_clause(sentence: str) -> tuple[str, str] | None:
    """(the event's noun, the realised move after it) of a sentence "after <event>, <move>", else None."""
    match = _LATIN_AFTER.match(sentence) or _CJK_AFTER.match(sentence) or _KO_AFTER.match(sentence)
    if match is None:
        return None
    noun, rest = match.group("noun"), match.group("rest")
    if match.re is _CJK_AFTER:
        # "江海物流股价在监管部门驳回公司申诉后": the subject, then 在/于 and the event it followed
        noun = _CJK_PLACE.split(noun)[-1]
    if _EARLIER.search(noun) or not (states_rate(rest) or _AMOUNT.search(rest)):
        return None
    if guidance_cue(sentence) or is_preview(rest):
        return None
    return noun, rest


def names_same_event(noun: str, passage: str) -> bool:
    """Whether the event's noun names the event a scheduled passage dates (see the module docstring)."""
    words = event_words(noun)[0]
    shared = words & event_words(passage)[0]
    return len(shared) >= 2 or bool(words) and shared == words

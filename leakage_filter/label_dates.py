"""The day an added paragraph's label gives itself: "Nachtrag vom 19. Dezember:", "Addendum, March 3:",
"【追記・8月3日】", "12月23日更新：", "【8月3日追記】", "Nachtrag vom Dienstag:".

A page edited after its publication heads the added paragraph with a label and the day it was
added. That day is the paragraph's stamp, when this version of the page was made, not a fact the
paragraph reports: `rules` judges it as an update stamp (after t a leak; before t this version's
own, known date). The date must stand right after the label (a linking word, a comma, a "・" or a
bracket between) and close the label (a colon, a dash or a closing bracket after it, a time of day
allowed before), or open the paragraph with a Chinese or Japanese label right after it. A date
further into the added sentence ("Nachtrag: Am 19. Dezember bestätigte ...") is what it reports.
The label words are `weekday_stamps`' (a label naming only its weekday is one of these too).
"""

from __future__ import annotations

import re

from leakage_filter.regex_guard import guarded
from leakage_filter.weekday_stamps import CJK_UPDATE_LABELS, UPDATE_LABELS

__all__ = ["label_date"]

_OPEN = r"^\W{0,3}"
_LINK = r"(?:(?:vom|von|of|from|on|am|du|del|de|di|van|op)\s+)?"
_BEFORE = guarded(re.compile(
    rf"{_OPEN}(?:(?:{UPDATE_LABELS})(?!\w)|(?:{CJK_UPDATE_LABELS}))\s*(?:[,(（\[［・·\-–—]\s*)?{_LINK}$", re.IGNORECASE
))
_CLOCK = r"(?:,?\s*(?:um\s+|at\s+)?\d{1,2}[:.：]\d{2}\s*(?:uhr|[ap]\.?m\.?)?)?"
_AFTER = guarded(re.compile(rf"{_CLOCK}\s*[:：\-–—】\]］)）]", re.IGNORECASE))
_CJK_AFTER = guarded(re.compile(rf"\s*(?:{CJK_UPDATE_LABELS})\s*[】\]］)）:：]"))


def label_date(text: str, start: int, end: int) -> bool:
    """Whether the date at `text[start:end]` is the one an added paragraph's label gives itself
    (see the module docstring)."""
    if _BEFORE.match(text[:start]) is not None:
        return _AFTER.match(text, end) is not None
    return re.fullmatch(_OPEN, text[:start]) is not None and _CJK_AFTER.match(text, end) is not None

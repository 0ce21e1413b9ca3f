"""An update label that names the weekday it was added: "【星期六更新】", "【木曜日追記】",
"تحديث يوم الثلاثاء:", "Update, Wednesday:", "Samstag-Update:", "Mise à jour du mardi :".

A page edited after its publication heads the added paragraph with the day it was added, and a
page updated within its week names only the weekday. Such a label opening a paragraph says when
the paragraph was written (`short_stamps.update_days` reads it against the page's own date: the
first such weekday on or after it, since an update is never older than the page). Languages:
English, German, French, Spanish, Portuguese, Italian, Dutch, Chinese, Japanese, Korean and
Arabic; the label may stand before the weekday ("Update (Tuesday):", "تحديث الثلاثاء:",
"更新（週六）") or after it ("Tuesday update:", "화요일 업데이트:", "【星期六更新】"), and a part of
the day may follow ("Update, Monday evening:"). A weekday inside the paragraph's sentence is no label.
"""

from __future__ import annotations

import re

from leakage_filter.regex_guard import guarded
from leakage_filter.weekday_names import CJK_WEEKDAYS, JA_WEEKDAYS, WORD_WEEKDAYS

__all__ = ["CJK_UPDATE_LABELS", "UPDATE_LABELS", "WEEKDAY_NAMES", "update_weekday"]

UPDATE_LABELS = (r"update[sd]?|edit(?:ed)?|addendum|nachtrag|aktualisierung|mise à jour|actualizaci[óo]n|atualiza[çc][ãa]o"
                 r"|aggiornamento|تحديث|업데이트|추가")
"""The words that label an added paragraph, as one alternation (matched case-insensitively)."""
CJK_UPDATE_LABELS = r"更新|追記|追记|補記|补记|補充|补充"
"""The Chinese and Japanese labels of an added paragraph, as one alternation."""
_LINKS = r"(?:(?:on|am|vom|du|de|del|di|van|op|يوم)\s+)?"
_DAY = "|".join(sorted(map(re.escape, WORD_WEEKDAYS), key=len, reverse=True))
WEEKDAY_NAMES = rf"(?<!\w)(?:{_DAY})(?!\w)|(?:星期|週|周|禮拜|礼拜)[一二三四五六日天]|[月火水木金土日]曜日?"
"""Any weekday's name in the languages above, Chinese and Japanese too, as one alternation."""


def _cjk_day(tag: str) -> str:
    """A CJK weekday, its groups named with `tag`: 星期六, 週六, 周六, 禮拜六 (Chinese); 木曜日, 木曜 (Japanese)."""
    return rf"(?:星期|週|周|禮拜|礼拜)(?P<zh{tag}>[一二三四五六日天])|(?P<ja{tag}>[月火水木金土日])曜日?"


_OPEN = r"^\W{0,3}"
_END = r"[^:：)）\]】\n]{0,20}?\s*[:：)）\]】]"  # a part of the day may follow ("Monday evening:")

_FORMS = guarded(re.compile(
    rf"{_OPEN}(?:{UPDATE_LABELS})\s*[,(\-–—]?\s*{_LINKS}(?P<after>{_DAY})(?!\w){_END}"
    rf"|{_OPEN}(?P<before>{_DAY})[\s-]*(?:{UPDATE_LABELS})(?!\w)\s*[:：)）\]】]"
    rf"|{_OPEN}(?:{_cjk_day('')})\s*(?:{CJK_UPDATE_LABELS})\s*[】\]］)）:：]"
    rf"|{_OPEN}(?:{CJK_UPDATE_LABELS})\s*[(（]?\s*(?:{_cjk_day('2')})\s*[)）]?\s*[】\]］:：]",
    re.IGNORECASE,
))


def update_weekday(text: str) -> tuple[str, int] | None:
    """(the label's text, the weekday it names: 0 Monday .. 6 Sunday) when `text` opens with an
    update label naming its weekday (see the module docstring); None otherwise."""
    found = _FORMS.match(text)
    if found is None:
        return None
    if name := found["after"] or found["before"]:
        return found.group().strip(), WORD_WEEKDAYS[name.lower()]
    if zh := found["zh"] or found["zh2"]:
        return found.group().strip(), CJK_WEEKDAYS[zh]
    return found.group().strip(), JA_WEEKDAYS[found["ja"] or found["ja2"]]

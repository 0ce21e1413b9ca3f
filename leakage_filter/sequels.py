"""Sequel expressions: dates a text gives only as a step after another ("two days later", "a fortnight
later", "the next day", "次日", "两天后", "翌日", "週明け", "le lendemain", "am nächsten Tag", "al día siguiente").

A sequel counts from the date the text last named before it in the same passage (the story's own
order: "On 3 March the bank failed; two days later regulators stepped in" is 5 March), else from
the page's own date (the anchor): a story dated 13 December that says "two days later the Bank of
England raised rates" reports 15 December. Each sequel is a (start, end, text, shift) where the
shift is in days, or the weekday the sequel names ("the following Monday", "次の月曜日",
"週明け": the first such day after its reference).

This module finds and reads; `dates.find_dates` resolves each against the mentions it found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from leakage_filter.regex_guard import guarded
from leakage_filter.weekday_names import CJK_WEEKDAYS, JA_WEEKDAYS, WORD_WEEKDAYS

__all__ = ["Sequel", "find_sequels", "resolve_sequel"]

_EN_COUNT = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "einen": 1, "einem": 1, "eine": 1, "einer": 1,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "uno": 1, "una": 1, "dos": 2, "tres": 3,
    "cuatro": 4, "cinco": 5, "due": 2, "quattro": 4, "um": 1, "uma": 1, "cinque": 5, "dois": 2, "duas": 2, "três": 3, "quatro": 4,
    "een": 1, "twee": 2, "drie": 3, "vijf": 5, "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "일주일": 7, "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "十": 10,
    "twenty-four": 24, "thirty-six": 36, "forty-eight": 48, "seventy-two": 72, "ninety-six": 96,
}  # fmt: skip
_UNIT_DAYS = {
    "day": 1, "days": 1, "week": 7, "weeks": 7, "fortnight": 14, "fortnights": 14, "tag": 1, "tage": 1, "tagen": 1, "woche": 7, "wochen": 7, "jour": 1,
    "jours": 1, "semaine": 7, "semaines": 7, "día": 1, "días": 1, "dia": 1, "dias": 1, "semana": 7, "semanas": 7,
    "天": 1, "日": 1, "周": 7, "星期": 7, "週間": 7, "週": 7, "giorni": 1, "giorno": 1, "settimana": 7, "settimane": 7,
    "dag": 1, "dagen": 1, "weken": 7, "일": 1, "주": 7,
}  # fmt: skip
_WEEKDAY_NUMBERS = {**WORD_WEEKDAYS, **CJK_WEEKDAYS, **JA_WEEKDAYS}
_N = r"(?:\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_EU_N = r"(?:\d{1,2}|zwei|drei|vier|fünf|einen|einem|eine|einer|une?|deux|trois|quatre|cinq|una?|uno|dos|tres|cuatro|cinco)"
_ZH_N = r"(?:\d{1,2}|[一两兩二三四五六七十])"
# Hours counted in whole days ("forty-eight hours after the report"): under a day says nothing of the date.
_HOURS_N = r"(?:\d{2,3}|twenty-four|thirty-six|forty-eight|seventy-two|ninety-six)"
_EN_WD = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_EU_WD = (
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi"
    r"|dimanche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)"
)
_PATTERNS = (
    # "two days later", "a week later", "three days afterwards" (not "two days later than planned")
    # "a fortnight after this note went out": after the page itself, counted from the last date named;
    # not "two days after this story was first published" (counted from the page's own publication:
    # `rules`' self-dating phrases)
    rf"(?P<en_n>{_N})\s+(?P<en_u>days?|weeks?|fortnights?)\s+(?:later|afterwards?|after that|on"
    r"|after\s+this\s+(?:note|post|article|issue|story|piece|newsletter|report|column|letter|edition|update)\b"
    r"(?!\s+(?:was\s+|were\s+)?(?:first\s+|originally\s+)?(?:published|posted|issued|appeared)\b))(?!\s+than)",
    # "forty-eight hours after the report", "72 hours later": whole days after the reference
    rf"(?P<hr_n>{_HOURS_N})\s+hours\s+(?:later|afterwards?|after\s+(?:the|that|this|its)\b)(?!\s+than)",
    # "the next day", "the following day/morning/week", "the day after", "next morning"
    r"the\s+(?:next|following)\s+(?P<en_next>day|morning|afternoon|evening|night|week)"
    r"|(?<!the )(?:next|following)\s+(?P<en_next2>day|morning)\b"
    r"|the\s+day\s+after(?=\s*[,.;:]|\s*$)(?P<en_after>)",  # not "the day after the company said"
    rf"the\s+(?:following|next)\s+(?P<en_wd>{_EN_WD})",
    # "by the end of that week" (its Friday, or the day itself from Friday on), "later that week"
    r"the\s+end\s+of\s+(?:that|the\s+same|the)\s+week(?P<en_eow>)|later\s+(?:that|the\s+same)\s+week(?P<en_ltw>)",
    # German: "zwei Tage später", "am nächsten Tag", "am Folgetag", "tags darauf", "eine Woche später"
    rf"(?P<de_n>{_EU_N})\s+(?P<de_u>tage?n?|wochen?)\s+(?:später|danach|darauf)",
    r"(?:am\s+)?(?:nächsten|folgenden)\s+(?P<de_next>tag|morgen)|am\s+folgetag(?P<de_fol>)|tags\s+darauf(?P<de_dar>)",
    rf"(?:am\s+)?(?:darauffolgenden|folgenden)\s+(?P<de_wd>{_EU_WD})",
    # French: "deux jours plus tard", "le lendemain", "le surlendemain", "la semaine suivante"
    rf"(?P<fr_n>{_EU_N})\s+(?P<fr_u>jours?|semaines?)\s+plus\s+tard",
    r"(?:le\s+)?(?P<fr_len>lendemain|surlendemain)|la\s+semaine\s+suivante(?P<fr_week>)",
    rf"(?:le\s+)?(?P<fr_wd>{_EU_WD})\s+suivant",
    # Spanish: "dos días después", "al día siguiente", "a la semana siguiente"
    rf"(?P<es_n>{_EU_N})\s+(?P<es_u>d[ií]as?|semanas?)\s+(?:después|más\s+tarde)",
    r"(?:al|el)\s+d[ií]a\s+siguiente(?P<es_next>)|(?:a\s+)?la\s+semana\s+siguiente(?P<es_week>)",
    rf"(?:el\s+)?(?P<es_wd>{_EU_WD})\s+siguiente",
    # counted steps in Italian, Portuguese, Dutch and Korean: "due giorni dopo", "dois dias depois",
    # "twee dagen later", "3일 뒤", "이틀 후"
    r"(?P<it_n>\d{1,2}|due|tre|quattro|cinque|una)\s+(?P<it_u>giorni|giorno|settimane|settimana)\s+(?:dopo|più tardi)"
    r"|(?P<pt_n>\d{1,2}|dois|duas|três|quatro|cinco|uma?)\s+(?P<pt_u>dias?|semanas?)\s+(?:depois|mais tarde)"
    r"|(?P<nl_n>\d{1,2}|een|twee|drie|vijf)\s+(?P<nl_u>dagen|dag|weken|week)\s+(?:later|daarna|erna)"
    r"|(?:(?P<ko_n>\d{1,2})\s*(?P<ko_u>일|주)|(?P<ko_w>하루|이틀|사흘|나흘|일주일))\s*(?:뒤|후)(?![\uac00-\ud7a3])",
    # Italian, Portuguese, Dutch and Korean "the next day": "il giorno dopo", "l'indomani", "no dia
    # seguinte", "de volgende dag", "daags erna", "다음날", "이튿날"
    r"(?:il\s+)?giorno\s+(?:dopo|successivo|seguente)(?P<it_next>)|l'indomani(?P<it_ind>)"
    r"|(?:no|o)\s+dia\s+(?:seguinte|posterior)(?P<pt_next>)|(?:de\s+)?(?:volgende|daaropvolgende)\s+dag(?P<nl_next>)"
    r"|daags\s+(?:erna|daarna)(?P<nl_daags>)|(?P<ko_next>다음\s?날|이튿날|익일)",
    # Chinese: "两天后", "3天之后", "次日", "第二天", "隔天", "翌日", "一周后", "次周", "下一个周一"
    rf"(?<![月\d])(?P<zh_n>{_ZH_N})\s*(?P<zh_u>天|日|周|星期|週間|週)\s*(?:之?后|以后|過ぎ|後)",  # not "4月30日后"
    r"(?P<zh_next>次日|第二天|隔天|隔日|翌日|翌朝|次の日|その翌日)|(?P<zh_week>次周|翌週|その翌週)",
    r"(?:次の|翌|下一个)\s*(?:(?:周|星期)(?P<zh_wd>[一二三四五六日天])|(?P<ja_wd>[月火水木金土日])曜日?)",
    r"(?P<ja_wmon>週明け)",
    # A countdown from the page's own day: "two days before the election", "zwei Tage vor der Wahl",
    # "à deux jours du second tour", "a dos días de las elecciones".
    rf"(?P<cd_n>{_N}|{_EU_N})\s+(?:days?\s+(?:before|ahead of|until|to go until)|tage?n?\s+vor|tage\s+bis)\s+(?:the|der|dem|den)\b"
    rf"|[àa]\s+(?P<cd_fr>{_EU_N})\s+(?:jours?\s+d[ue]s?|d[ií]as?\s+de)\b",
)
# Every sequel starts at a word's start or a CJK character; and holds one of these words (speed:
# most passages hold none, and then the finder never runs).
_FINDER = re.compile(
    r"(?:(?<![\w'])|(?=[\u3040-\u30ff\u4e00-\u9fff\d]))(?:" + "|".join(f"(?:{p})" for p in _PATTERNS) + ")",
    re.IGNORECASE,
)
_FRIDAY = 4
_HINT = re.compile(
    r"later|after|end of (?:that|the) (?:same )?week|next|following|day\b|(?:days?|weeks?)\s+on\b|später|nächst|folge|darauf|danach|lendemain|plus tard|suivant|siguiente|después"
    r"|más tarde|[后後次翌隔]|週明け|第二天|before|ahead of|until|\bvor\b|\bbis\b|jours? d|d[ií]as? de"
    r"|dopo|successivo|seguente|indomani|seguinte|posterior|volgende|daags|다음|이튿날|익일|depois|daarna|erna|뒤|후",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Sequel:
    """A date given as a step after another: `days` after its reference, or the first `weekday`
    (0 = Monday) after it."""

    start: int
    end: int
    text: str
    days: int | None
    weekday: int | None
    countdown: bool = False
    """Counted from the page's own day, forward to an event ("zwei Tage vor der Wahl")."""
    week_end: bool = False
    """The end of its reference's working week ("by the end of that week"): that Friday."""


def _count(word: str | None) -> int:
    word = (word or "").lower()
    return _EN_COUNT.get(word) or int(word) if word else 1


def find_sequels(text: str) -> list[Sequel]:
    """Every sequel expression in `text`, in order (see the module docstring)."""
    found: list[Sequel] = []
    if _HINT.search(text) is None:
        return found
    for match in _FINDER.finditer(text):
        g = {k: v for k, v in match.groupdict().items() if v is not None}
        days: int | None = None
        weekday: int | None = None
        if "ko_w" in g:
            days = _count(g["ko_w"])
        for lang in ("en", "de", "fr", "es", "zh", "it", "pt", "nl", "ko"):
            if f"{lang}_n" in g:
                days = _count(g[f"{lang}_n"]) * _UNIT_DAYS.get(g[f"{lang}_u"].lower(), 1)
        if "hr_n" in g:
            days = _count(g["hr_n"]) // 24
            if days == 0:
                continue
        if "en_next" in g:
            days = 7 if g["en_next"].lower() == "week" else 1
        elif "en_next2" in g:
            days = 1
        elif "de_next" in g:
            days = 1
        elif "fr_len" in g:
            days = 2 if g["fr_len"].lower() == "surlendemain" else 1
        elif any(k in g for k in ("en_after", "de_fol", "de_dar", "es_next", "zh_next", "it_next", "it_ind", "pt_next",
                                  "nl_next", "nl_daags", "ko_next")):
            days = 1
        elif any(k in g for k in ("fr_week", "es_week", "zh_week")):
            days = 7
        for key in ("en_wd", "de_wd", "fr_wd", "es_wd", "zh_wd", "ja_wd"):
            if key in g:
                weekday = _WEEKDAY_NUMBERS.get(g[key].lower())
        if "ja_wmon" in g:
            weekday = 0  # 週明け: the start of the next week
        countdown = "cd_n" in g or "cd_fr" in g
        if countdown:
            days = _count(g.get("cd_n") or g.get("cd_fr"))
        if "en_ltw" in g:
            days = 1
        week_end = "en_eow" in g
        if days is None and weekday is None and not week_end:
            continue
        found.append(Sequel(match.start(), match.end(), match.group(), days, weekday, countdown, week_end))
    return found


def resolve_sequel(sequel: Sequel, reference: date) -> date:
    """The day a sequel names, counted from `reference`."""
    if sequel.week_end:
        return reference + timedelta(days=max(0, _FRIDAY - reference.weekday()))
    if sequel.weekday is not None:
        return reference + timedelta(days=(sequel.weekday - reference.weekday()) % 7 or 7)
    return reference + timedelta(days=sequel.days or 0)


# speed: the scans behind a test of the characters a match can start with (`regex_guard`; same matches)
_FINDER = guarded(_FINDER)
_HINT = guarded(_HINT)

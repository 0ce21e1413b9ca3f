"""Every date, relative date and reporting period in a text, with its position and context.

Regular expressions find candidate spans, and each is read from its own parts: English month names
and relative phrases ("3 days ago", "in two weeks", "next month") from tables. Numeric dates are read from their digits, in the page's day/month
order when its locale is known (`page_locale`), else both ways unless a field above 12 settles it.
Chinese and Japanese dates are split into digits by their 年/月/日 units (a Japanese era year
令和7年 is 2025), and so are Korean ones ("2024년 3월 5일"); German ("3. März 2025", "am 3. März"),
French ("3 mars 2025"), Spanish and Portuguese ("3 de marzo de 2025", "3 de março de 2025"),
Italian and Dutch ("3 marzo 2025", "3 maart 2025") dates, and the relative words of the languages
read (昨天, 上周三, 先週, gestern, letzte Woche, hier, la semana pasada, vor 3 Tagen, il y a 3 jours,
hace 3 días; Italian, Portuguese, Dutch and Korean have only their next-day steps, `sequels`), come
from tables; bracketed, Vietnamese and dotted year-less days ("(03-06)", "(14/03)", "ngày 9/3",
"14.03.") from `yearless_numeric`; Taiwanese numeric Minguo dates ("113/11/13") on Chinese pages
from `minguo_dates`. Traditional Chinese is read through the simplified cue words. The text is expected normalised (`normalise`): ASCII digits, no invisible characters.

A time of day written beside a date, with a zone (or in the page's zone), makes the mention an
exact instant (`DateMention.at`): "10:55 a.m. EDT" is compared with t as an instant, not as a day.

Resolution is against an *anchor*, the page's own date (the store's `known_at`, else t):
- a date without a year takes the year that puts it closest to the anchor ("Oct. 28" on a page of
  2025-11-02 is 2025-10-28; on a page of 2025-01-04, "Dec. 30" is 2024-12-30);
- a weekday ("on Tuesday", "周二") is the latest such day on or before the anchor, unless it says
  "next"/"下" (then the next one); "yesterday", "3 days ago", "上周" count from the anchor; a
  weekday written beside a date, before it ("Friday, Sept 15") or after it ("2023年6月5日 星期一"),
  names that date's day and is no mention of its own;
- a numeric date whose day and month could be swapped (04/05/2025) keeps both readings: `earliest`
  and `day` (the later one), so a caller can be conservative.

Tense: `tense_at` looks at the clause around a mention for the nearest cue: forward-looking ("will
report on", "is scheduled for", "expected on", "将于", "预计") or a statement of fact ("reported",
"closed at", "announced", "公布", "收于"); a forward word governing the date through 于/在 ("预计于
11月20日披露") schedules the verb after it. The forward cues of more languages (a Romance
synthetic future, Turkish "-acak", Hindi "-गा", Korean "... 전망", Japanese "発表へ", ...) are
`future_cues`'s table. `period_statement` does the same for a reporting period
(a quarter, half, nine months or fiscal year in every language read, a Japanese "7~9月期", or a
month's official statistic: "January retail sales", "Inflationsrate im Januar", "1月CPI"): realised
results ("third-quarter revenue rose 8%", "bénéfice en hausse de 9 %", "最終益34%増") or guidance
("expects fourth-quarter revenue"); a comparison with expectations ("超市场预期", "über den
Erwartungen") and a forecast named as a thing ("業績予想の下方修正") are no guidance cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from functools import lru_cache
from typing import Literal
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from engine.timestamps import end_of_day, named_zone
from leakage_filter.future_cues import MORE_FORWARD
from leakage_filter.minguo_dates import find_minguo
from leakage_filter.month_names import CZECH_MONTHS, MORE_MONTHS, ROMANCE_ABBREVIATIONS
from leakage_filter.page_locale import DayOrder, time_near
from leakage_filter.period_cues import (
    KOREAN_ATTRIBUTIVE,
    KOREAN_ESTIMATED,
    MORE_AMOUNT,
    MORE_GUIDANCE,
    MORE_REALISED,
    MORE_RESULTS_NOUN,
    UNTENSED_REALISED,
    typographic,
)
from leakage_filter.period_words import PERIOD_HINTS, more_periods
from leakage_filter.period_forms import extra_periods, local_months, stated_end
from leakage_filter.publication_offsets import publication_offsets
from leakage_filter.regex_guard import guarded
from leakage_filter.sequels import Sequel, find_sequels, resolve_sequel
from leakage_filter.weekday_names import WORD_WEEKDAYS
from leakage_filter.yearless_numeric import find_yearless, nearest_year, year_by_weekday
from pit_store.ingest.world_dates import find_world_dates

__all__ = [
    "DateMention",
    "PeriodMention",
    "Tense",
    "aimed_at",
    "clause_span",
    "earliest_instant",
    "european_text",
    "find_dates",
    "find_periods",
    "guidance_cue",
    "has_results_noun",
    "is_cjk",
    "latest_instant",
    "names_statistic",
    "period_statement",
    "sentence_span",
    "states_figure",
    "states_rate",
    "surely_after",
    "tense_at",
    "undated_results",
    "url_date",
]

MentionKind = Literal["absolute", "numeric", "no_year", "month", "weekday", "relative", "sequel"]
Lang = Literal["en", "zh"]
Tense = Literal["forward", "fact", "neutral"]
PeriodRole = Literal["realised", "guidance", "other"]

_LAST_ZONE = ZoneInfo("Etc/GMT+12")  # UTC-12: where a calendar day ends last
_FIRST_ZONE = ZoneInfo("Etc/GMT-14")  # UTC+14: where a calendar day begins first


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date as the text writes it, resolved to calendar days."""

    text: str
    start: int
    end: int
    kind: MentionKind
    day: date
    """The latest reading (a month's last day, the later of two day/month orders)."""
    earliest: date
    """The earliest reading (equal to `day` unless the mention is a range or ambiguous)."""
    lang: Lang
    year_inferred: bool = False
    at: datetime | None = None
    """The exact instant (UTC) when a time of day and a zone are written beside the date."""

    @property
    def ambiguous(self) -> bool:
        """Whether the mention stands for more than one day."""
        return self.earliest != self.day


@dataclass(frozen=True, slots=True)
class PeriodMention:
    """A reporting period: a quarter, a half, nine months or a (fiscal) year."""

    text: str
    start: int
    end: int
    label: str
    """As the event calendar writes it: '2025Q3', '2025H1', '2025FY' (nine months: '2025Q3')."""
    end_day: date
    """The period's last day, assuming a calendar fiscal year."""
    year_inferred: bool = False
    statistic: bool = False
    """A month's official figure ("January retail sales", "Inflationsrate im Januar", "1月CPI"):
    the mention names what was measured, so it needs no results noun beside it."""


def latest_instant(day: date, zone: tzinfo | None = None) -> datetime:
    """The last instant of `day` in `zone`, or, with no zone known, the last instant it is still
    under way somewhere on Earth (its end in UTC-12), in UTC."""
    return end_of_day(day, zone or _LAST_ZONE)


def earliest_instant(day: date, zone: tzinfo | None = None) -> datetime:
    """The first instant of `day` in `zone`, or, with no zone known, the first instant it has
    begun anywhere on Earth (its start in UTC+14), in UTC."""
    return datetime.combine(day, time(0), tzinfo=zone or _FIRST_ZONE).astimezone(UTC)


def surely_after(day: date, t: datetime, zone: tzinfo | None = None) -> bool:
    """Whether `day` had not begun at `t` in `zone` (with no zone known: anywhere on Earth, UTC+14)."""
    return earliest_instant(day, zone) > t


_CJK_IDEOGRAPH = re.compile("[\u4e00-\u9fff]")
_ASCII_LETTER = re.compile("[A-Za-z]")


def is_cjk(text: str) -> bool:
    """Whether `text` is mostly Chinese (more CJK ideographs than Latin letters)."""
    return len(_CJK_IDEOGRAPH.findall(text)) > len(_ASCII_LETTER.findall(text))


# ---------------------------------------------------------------------------------------------
# Finding date spans

_MONTH = (
    r"(?:jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?"
    # "May. 13, 2026": a dot after a full month name (a house style), only before a day and a year
    r"|(?:(?-i:May)|june?|july?)(?:\.(?=\s\d{1,2},\s(?:19|20)\d{2}))?"
    r"|aug(?:ust|\.)?|sep(?:t(?:ember)?)?\.?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
)
_WEEKDAY = r"(?-i:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)"
_YEAR = r"(?:19|20)\d{2}"
# A month name or plain abbreviation (no dot: a dot may be the separator of "9.Jan.2023").
_MONTH_ABBREVIATION = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])"
)
_COUNT = r"(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"

_DE_MONTHS = {
    "januar": 1, "jänner": 1, "jan": 1, "februar": 2, "feb": 2, "märz": 3, "maerz": 3, "mär": 3, "mrz": 3,
    "april": 4, "apr": 4, "mai": 5, "juni": 6, "jun": 6, "juli": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sep": 9, "sept": 9, "oktober": 10, "okt": 10, "november": 11, "nov": 11, "dezember": 12,
    "dez": 12,
}  # fmt: skip
_FR_MONTHS = {
    "janvier": 1, "janv": 1, "février": 2, "fevrier": 2, "févr": 2, "mars": 3, "avril": 4, "avr": 4, "mai": 5,
    "juin": 6, "juillet": 7, "juil": 7, "août": 8, "aout": 8, "septembre": 9, "sept": 9, "octobre": 10, "oct": 10,
    "novembre": 11, "nov": 11, "décembre": 12, "decembre": 12, "déc": 12,
}  # fmt: skip
_ES_MONTHS = {
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
}  # fmt: skip
_IT_MONTHS = {
    "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "agosto": 8,
    "settembre": 9, "ottobre": 10, "novembre": 11, "dicembre": 12,
}  # fmt: skip
_PT_MONTHS = {
    "janeiro": 1, "fevereiro": 2, "março": 3, "marco": 3, "abril": 4, "maio": 5, "junho": 6, "julho": 7, "agosto": 8,
    "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
}  # fmt: skip
_NL_MONTHS = {
    "januari": 1, "februari": 2, "maart": 3, "april": 4, "mei": 5, "juni": 6, "juli": 7, "augustus": 8,
    "september": 9, "oktober": 10, "november": 11, "december": 12,
}  # fmt: skip
# Day-month-year without "de" (Italian, Dutch: "6 aprile 2024", "29 april 2023"), with it (Spanish, Portuguese)
_IT_NL_MONTHS = {**_IT_MONTHS, **_NL_MONTHS, **MORE_MONTHS}
# Full month names of the European languages read (a month's figure: `period_forms`); abbreviations
# ("mar", "mai" in German is full) would read too many words as months.
_LOCAL_MONTHS = local_months(
    {name: n for name, n in {**_DE_MONTHS, **_FR_MONTHS, **_ES_MONTHS, **_PT_MONTHS, **_IT_NL_MONTHS}.items()
     if len(name) >= 4 or name == "mai"}
)  # and tr, ru, pl, sv, id (`month_names`)
_ES_PT_MONTHS = {**_ES_MONTHS, **_PT_MONTHS}
_EU_MONTHS = {**_DE_MONTHS, **_FR_MONTHS, **_ES_MONTHS, **_IT_MONTHS, **_PT_MONTHS, **_NL_MONTHS}


def _alternatives(names: dict[str, int]) -> str:
    return "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))


_DE_MONTH = rf"(?:{_alternatives(_DE_MONTHS)})\.?"
_FR_MONTH = rf"(?:{_alternatives(_FR_MONTHS)})\.?"
_ES_MONTH = rf"(?:{_alternatives(_ES_PT_MONTHS)})"
_IT_NL_MONTH = rf"(?:{_alternatives(_IT_NL_MONTHS)})"
# Czech genitives, the only names read after a day with a dot here ("11. června 2026")
_CS_MONTH = _alternatives(CZECH_MONTHS)
# Month names before a year ("März 2025", "octobre 2025"): full names only ("Mars 2025" is a planet).
_EU_MONTH_YEAR = _alternatives({name: n for name, n in _EU_MONTHS.items() if (len(name) >= 4 and name != "mars") or name == "mai"})
# Relative words of German, French, Spanish, Portuguese and Japanese: (unit, shift); unit 'day', 'week' or 'month'.
_REL_WORDS = {
    "gestern": ("day", -1), "vorgestern": ("day", -2), "heute": ("day", 0), "morgen": ("day", 1),
    "übermorgen": ("day", 2), "letzte woche": ("week", -1), "vergangene woche": ("week", -1),
    "vergangenen woche": ("week", -1), "letzten woche": ("week", -1), "diese woche": ("week", 0),
    "dieser woche": ("week", 0), "nächste woche": ("week", 1), "nächsten woche": ("week", 1),
    "kommende woche": ("week", 1), "kommenden woche": ("week", 1), "letzten monat": ("month", -1),
    "vergangenen monat": ("month", -1), "nächsten monat": ("month", 1), "kommenden monat": ("month", 1),
    "hier": ("day", -1), "avant-hier": ("day", -2), "aujourd'hui": ("day", 0), "demain": ("day", 1),
    "après-demain": ("day", 2), "la semaine dernière": ("week", -1), "la semaine prochaine": ("week", 1),
    "cette semaine": ("week", 0), "le mois dernier": ("month", -1), "le mois prochain": ("month", 1),
    "ayer": ("day", -1), "anteayer": ("day", -2), "hoy": ("day", 0), "mañana": ("day", 1),
    "pasado mañana": ("day", 2), "la semana pasada": ("week", -1), "la próxima semana": ("week", 1),
    "la semana próxima": ("week", 1), "la semana que viene": ("week", 1), "esta semana": ("week", 0),
    "el mes pasado": ("month", -1), "el próximo mes": ("month", 1), "el mes que viene": ("month", 1),
    "ontem": ("day", -1), "anteontem": ("day", -2), "hoje": ("day", 0), "amanhã": ("day", 1),
    "本日": ("day", 0), "昨日": ("day", -1), "明日": ("day", 1), "あす": ("day", 1), "あした": ("day", 1), "翌日": ("day", 1), "先週": ("week", -1),
    "今週": ("week", 0), "来週": ("week", 1), "先月": ("month", -1), "今月": ("month", 0), "来月": ("month", 1),
}  # fmt: skip
_REL_UNITS = {
    "tag": "day", "tagen": "day", "tage": "day", "woche": "week", "wochen": "week", "monat": "month",
    "monaten": "month", "jour": "day", "jours": "day", "semaine": "week", "semaines": "week", "mois": "month",
    "día": "day", "días": "day", "dia": "day", "dias": "day", "semana": "week", "semanas": "week", "mes": "month",
    "meses": "month", "日": "day", "週間": "week", "か月": "month", "ヶ月": "month", "カ月": "month",
}  # fmt: skip
_REL_COUNTS = {"einem": 1, "einer": 1, "zwei": 2, "drei": 3, "un": 1, "une": 1, "deux": 2, "trois": 3, "uno": 1, "una": 1, "dos": 2, "tres": 3}
_EU_COUNT = r"(?:\d{1,3}|einem|einer|zwei|drei|une?|deux|trois|una?|uno|dos|tres)"

_EN_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "iso",
        rf"(?<![\d.])(?P<iso_y>{_YEAR})-(?P<iso_m>\d{{1,2}})-(?P<iso_d>\d{{1,2}})(?![\d])"
        r"(?:[T ](?P<iso_H>\d{2}):(?P<iso_M>\d{2})(?::\d{2}(?:\.\d+)?)?(?P<iso_z>Z|[+-]\d{2}:?\d{2})?)?",
    ),
    # Day, month name and year joined by one separator ("25-Jul-2022", "03/Mar/2024", "9.Jan.2023"):
    # exchange filings, results trackers and server logs; the year is required, so "5-Star" never reads.
    (
        "d_m_y",
        rf"(?<![\d.,$/-])\b(?P<dsy_d>\d{{1,2}})(?P<dsy_sep>[-/.])(?P<dsy_m>{_MONTH_ABBREVIATION})(?P=dsy_sep)"
        rf"(?P<dsy_y>{_YEAR})(?!\d)",
    ),
    (
        "de_dm",
        rf"(?<![\d.])(?P<dedm_d>\d{{1,2}})\.\s?(?P<dedm_m>{_DE_MONTH})(?![a-zäöü])(?:\s+(?P<dedm_y>{_YEAR})(?!\d))?",
    ),
    (
        "fr_dm",
        rf"(?<![\d.,$])\b(?P<frdm_d>\d{{1,2}}|1er)\s+(?P<frdm_m>{_FR_MONTH})(?![a-zéû])(?:\s+(?P<frdm_y>{_YEAR})(?!\d))?",
    ),
    (
        "it_dm",
        rf"(?<![\d.,$])\b(?P<itdm_d>\d{{1,2}})(?:°|º|o|\.(?=\s+(?:{_CS_MONTH})))?\s+(?P<itdm_m>{_IT_NL_MONTH})(?![a-z])"
        rf"(?:\s+(?P<itdm_y>{_YEAR})(?!\d))?",
    ),
    # Spanish, Portuguese and Italian abbreviations ("24 ago 2025 - 10:20", "3 de set. de 2025"):
    # the year is required, since "ago", "set" and "out" are English words after a number too.
    (
        "ro_dmy",
        rf"(?<![\d.,$])\b(?P<rodmy_d>\d{{1,2}})\s+(?:de\s+)?(?P<rodmy_m>{_alternatives(ROMANCE_ABBREVIATIONS)})\.?"
        rf"\s+(?:de\s+)?(?P<rodmy_y>{_YEAR})(?!\d)",
    ),
    # Korean: "2024년 3월 5일", "3월 5일"
    ("ko_ymd", rf"(?:(?P<koymd_y>{_YEAR})\s*년\s*)?(?P<koymd_m>\d{{1,2}})\s*월\s*(?P<koymd_d>\d{{1,2}})\s*일"),
    (
        "es_dm",
        # "29 de abril de 2025"; a header's "29 abril 2025" drops the "de" only before a year
        rf"(?<![\d.,$])\b(?P<esdm_d>\d{{1,2}})\s+(?:de\s+|(?=(?:{_ES_MONTH})\s+(?:del?\s+)?{_YEAR}(?!\d)))"
        rf"(?P<esdm_m>{_ES_MONTH})(?![a-z])"
        rf"(?:\s+(?:del?\s+)?(?P<esdm_y>{_YEAR})(?!\d))?",
    ),
    ("ja_era", r"令和\s*(?P<jaera_y>\d{1,2}|元)\s*年\s*(?P<jaera_m>\d{1,2})\s*月\s*(?P<jaera_d>\d{1,2})\s*日"),
    ("ymd", rf"(?<![\d.])(?P<ymd_y>{_YEAR})[/.](?P<ymd_m>\d{{1,2}})[/.](?P<ymd_d>\d{{1,2}})(?![\d/]|\.\d)"),
    # A C/Unix timestamp ("Sat May 18 00:45:30 2019 UTC", a forum's or a feed's): an instant
    (
        "ctime",
        rf"\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s+(?P<ct_m>{_MONTH})\s+(?P<ct_d>\d{{1,2}})\s+(?P<ct_H>\d{{2}}):(?P<ct_M>\d{{2}})"
        rf"(?::\d{{2}})?\s+(?P<ct_y>{_YEAR})(?!\d)(?:\s+(?P<ct_z>UTC|GMT)\b)?",
    ),
    (
        "md_y",
        rf"(?:{_WEEKDAY},?\s+)?\b(?P<mdy_m>{_MONTH})\s+(?P<mdy_d>\d{{1,2}})(?:st|nd|rd|th)?\b"
        rf"(?:,?\s+(?P<mdy_y>{_YEAR})(?!\d))?",
    ),
    (
        "d_my",
        rf"(?:{_WEEKDAY},?\s+)?(?<![\d.,$])\b(?P<dmy_d>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+"
        rf"(?P<dmy_m>{_MONTH})(?![a-z])(?:,?\s+(?P<dmy_y>{_YEAR})(?!\d))?",
    ),
    ("my", rf"\b(?P<my_m>{_MONTH})\s+(?:of\s+)?(?P<my_y>{_YEAR})(?!\d)"),
    (
        "eu_my",
        rf"\b(?P<eumy_m>{_EU_MONTH_YEAR})\s+(?:de\s+)?"
        rf"(?P<eumy_y>{_YEAR})(?!\d)",
    ),
    (
        "num",
        r"(?<![\d./$-])(?P<num_a>\d{1,2})(?P<num_sep>[/.-])(?P<num_b>\d{1,2})(?P=num_sep)"
        rf"(?P<num_y>{_YEAR}|(?<=/)\d{{2}})(?![\d/%]|\.\d)",
    ),
    # Day, month and year each closed by a dot and a space ("11. 5. 2026": Czech, Slovak): day
    # first, as every dotted date; a four-digit year, so "1. 2. 3." (a numbered list) is no date
    ("num_sp", rf"(?<![\d.,])(?P<nsp_d>\d{{1,2}})\.\s(?P<nsp_m>\d{{1,2}})\.\s(?P<nsp_y>{_YEAR})(?![\d.,]\d|\d)"),
    # A month and day stamped with a time ("10/21 23:50", "10-24 19:30" on a board or comment)
    ("md_hm", r"(?<![\d/.:-])(?P<mdh_a>\d{1,2})[/-](?P<mdh_b>\d{1,2})(?=\s+\d{1,2}:\d{2}(?!\d))"),
    ("on_md", r"(?<=\bon\s)(?P<onmd_a>\d{1,2})/(?P<onmd_b>\d{1,2})(?![\d/%])(?!\s+of\b)"),
    ("rel_wd", rf"\b(?P<relwd_dir>last|next|this|coming)\s+(?P<relwd_day>{_WEEKDAY})\b"),
    (
        "rel",
        rf"\b(?:yesterday|today|tomorrow|tonight|(?:last|next)\s+(?:week|month|year)"
        rf"|{_COUNT}\s+(?:day|week|month|year)s?\s+ago|in\s+(?:about\s+|around\s+|roughly\s+|some\s+|another\s+)?"
        rf"{_COUNT}\s+(?:day|week|month|year)s?)\b",
    ),
    ("rel_this", r"\b(?P<rthis_dir>earlier|later)\s+this\s+(?P<rthis_unit>week|month|year)\b"),
    ("wd", rf"\b(?P<wd_day>{_WEEKDAY})\b"),
    (
        "eu_ago",
        rf"\b(?:vor|il y a|hace)\s+(?P<euago_n>{_EU_COUNT})\s+(?P<euago_u>tag(?:en|e)?|wochen?|monat(?:en)?|jours?"
        r"|semaines?|mois|d[ií]as?|semanas?|mes(?:es)?)\b",
    ),
    (
        "eu_rel",
        r"(?<![\w'])(?P<eurel_w>(?-i:heute)|(?-i:gestern)|vorgestern|übermorgen|(?<!heute )(?<!gestern )(?-i:morgen)"
        r"|(?:letzte|letzten|vergangene|vergangenen|diese|dieser|nächste|nächsten|kommende|kommenden) (?:woche|monat)"
        r"|avant-hier|aujourd'hui|après-demain|demain|(?<![\w-])hier|la semaine (?:dernière|prochaine)|cette semaine"
        r"|le mois (?:dernier|prochain)|anteayer|ayer|hoy|pasado mañana|(?<!esta )(?<!la )(?<!por la )mañana"
        r"|la semana (?:pasada|próxima|que viene)|la próxima semana|esta semana|el mes (?:pasado|que viene)"
        r"|el próximo mes|anteontem|ontem|hoje|amanhã)(?![\w'])",
    ),
    (
        "eu_wd",
        r"(?:\b(?P<euwd_pre>nächsten|kommenden|letzten|vergangenen|próximo|pasado)\s+)?\b(?P<euwd_day>montag|dienstag"
        r"|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
        r"|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)(?:abend|morgen|nachmittag|vormittag|mittag|nacht)?\b"
        r"(?:\s+(?P<euwd_post>prochain|dernier|pasado"
        r"|próximo))?",
    ),
)
_ZH_PATTERNS: tuple[tuple[str, str], ...] = (
    ("zh_ymd", rf"(?P<zymd_y>{_YEAR})\s*年\s*(?P<zymd_m>\d{{1,2}})\s*月\s*(?P<zymd_d>\d{{1,2}})\s*[日号]"),
    ("zh_ym", rf"(?P<zym_y>{_YEAR})\s*年\s*(?P<zym_m>\d{{1,2}})\s*月(?!\s*\d|期)"),
    ("zh_md", r"(?<![年\d])(?P<zmd_m>\d{1,2})\s*月\s*(?P<zmd_d>\d{1,2})\s*[日号]"),
    # A day of the month alone ("3日に投票", "7日以降", "12日晚"): the page's month, or the one beside it.
    ("cjk_d", r"(?<![月年\d/.\-])(?P<cjkd_d>\d{1,2})\s*[日号](?=に|の|以降|から|まで|夜|朝|晚|早|午|、|は|时|時|起|，|,|当|发|公|召|举|宣|表|正|深)"),
    ("zh_wd", r"(?P<zwd_dir>上|本|这|下)?(?:周|星期|礼拜)(?P<zwd_day>[一二三四五六日天])"),
    (
        "zh_rel",
        r"(?P<zrel_word>昨天|昨日|前天|今天|今日|明天|明日|后天|上周|本周|下周|上个?月|本月|下个?月)"
        r"|(?P<zrel_n>\d{1,3})\s*(?:天|日)(?P<zrel_dir>前|后)",
    ),
    ("ja_wd", r"(?<![\d月（(])(?P<jawd_day>[月火水木金土日])曜日?(?![\d])"),
    ("ja_rel", r"(?P<jarel_w>本日|あす|あした|翌日|先週|今週|来週|先月|今月|来月)|(?P<jarel_n>\d{1,3})\s*(?P<jarel_u>日|週間|か月|ヶ月|カ月)(?:前)"),
)
# Every pattern starts at a word's start, a digit or one of these characters: testing that first
# lets the scan skip the middle of every word at once (speed, not meaning).
_DATE_START = r"(?:(?=[\d令昨前今明后上本这下周星礼先来翌]|[月火水木金土日]曜|あす|あした)|(?<![\w'-]))"
_EUROPEAN = frozenset({"de_dm", "fr_dm", "es_dm", "it_dm", "eu_my", "eu_ago", "eu_rel", "eu_wd"})


def _finder(names: frozenset[str] | None) -> re.Pattern[str]:
    chosen = [(n, b) for n, b in _EN_PATTERNS + _ZH_PATTERNS if names is None or n not in names]
    return guarded(re.compile(_DATE_START + "(?:" + "|".join(f"(?P<{n}>{b})" for n, b in chosen) + ")", re.IGNORECASE))


_DATE_FINDER = _finder(None)
_DATE_FINDER_NO_EUROPEAN = _finder(_EUROPEAN)
"""Without the German, French and Spanish patterns: most pages need none, and each costs time."""
# speed: every Chinese and Japanese pattern holds one of these characters, so text without any
# is read without them (the same matches).
_CJK_NAMES = frozenset({n for n, _ in _ZH_PATTERNS} | {"ja_era", "ko_ymd"})
_CJK_TEXT = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")  # Hangul too: Korean dates ("년", "월")
_LATIN_FINDERS = {True: _finder(_CJK_NAMES), False: _finder(_EUROPEAN | _CJK_NAMES)}
_EUROPEAN_HINT = re.compile(
    r"[äöüßéèêàâçñíóúãõÄÖÜÉ]|\b(?:der|und|das|nicht|wurde|les|des|est|une|avec|los|las|del|por|una|para"
    r"|della|che|sono|het|een|niet|zijn|werd|não|uma|foi|pela)\b", re.IGNORECASE
)


def european_text(text: str) -> bool:
    """Whether `text` may be German, French or Spanish (an accented letter or a few of their words),
    so that their date patterns are worth looking for."""
    return len(_EUROPEAN_HINT.findall(text, 0, 20_000)) >= 3

_WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
_JA_WEEKDAYS = {"月": 0, "火": 1, "水": 2, "木": 3, "金": 4, "土": 5, "日": 6}
_ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}


_EN_MONTHS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}
_COUNT_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
_RELATIVE_EN = re.compile(
    rf"(?:(?P<n>{_COUNT})\s+(?P<u>day|week|month|year)s?\s+ago|in\s+(?:about\s+|around\s+|roughly\s+|some\s+|another\s+)?"
    rf"(?P<in_n>{_COUNT})\s+(?P<in_u>day|week|month|year)s?)"
)
_MONTH_DAY_YEAR = re.compile(
    rf"(?:(?P<d0>\d{{1,2}})\s+)?(?P<m>{_MONTH})(?:\s+(?P<d>\d{{1,2}}))?,?\s+(?P<y>{_YEAR})", re.IGNORECASE
)


def _en_month(word: str | None) -> int | None:
    """The month an English month name or abbreviation stands for ('Sept.', 'october', 'May')."""
    return _EN_MONTHS.get((word or "").strip(" .").lower()[:3])


def _shift(anchor: date, unit: str, count: int) -> date:
    """`anchor` moved by `count` days, weeks, months or years (a month's end clamps: 31 Mar - 1 month = 28 Feb)."""
    if unit == "day":
        return anchor + timedelta(days=count)
    if unit == "week":
        return anchor + timedelta(weeks=count)
    months = count * (12 if unit == "year" else 1)
    index = anchor.year * 12 + anchor.month - 1 + months
    year, month = index // 12, index % 12 + 1
    return date(year, month, min(anchor.day, _month_range(year, month)[1].day))


# A superlative or a first before "in N weeks" makes it the span looked back over ("the highest level
# in 4 weeks", "the first time in two years", "its biggest drop in three months"), not a day ahead.
_SPAN_BACK = re.compile(
    r"\b(?:highest|lowest|best|worst|biggest|largest|smallest|strongest|weakest|sharpest|steepest|fastest"
    r"|slowest|deepest|longest|first time)\b[^.;!?]{0,40}$",
    re.IGNORECASE,
)


def _relative_en(span: str, anchor: date) -> date | None:
    """'3 days ago', 'a week ago', 'in two months', 'yesterday', 'today', 'tomorrow' from `anchor`."""
    fixed = {"yesterday": -1, "today": 0, "tomorrow": 1}
    if span in fixed:
        return anchor + timedelta(days=fixed[span])
    match = _RELATIVE_EN.fullmatch(span)
    if match is None:
        return None
    word = match["n"] or match["in_n"] or "1"
    count = _COUNT_WORDS.get(word) or int(word)
    return _shift(anchor, match["u"] or match["in_u"] or "day", -count if match["n"] else count)


def _month_date(text: str) -> date | None:
    """The last day named by 'September 30, 2025', '30 September 2025' or 'September 2025' (a
    month's last day)."""
    match = _MONTH_DAY_YEAR.search(text)
    month = _en_month(match["m"]) if match else None
    if match is None or month is None:
        return None
    year, day = int(match["y"]), match["d"] or match["d0"]
    try:
        return date(year, month, int(day)) if day else _month_range(year, month)[1]
    except ValueError:
        return None


def _month_range(year: int, month: int) -> tuple[date, date]:
    first = date(year, month, 1)
    following = date(year + (month == 12), month % 12 + 1, 1)
    return first, following - timedelta(days=1)


def _weekday_before(anchor: date, weekday: int) -> date:
    return anchor - timedelta(days=(anchor.weekday() - weekday) % 7)


def _weekday_after(anchor: date, weekday: int) -> date:
    return anchor + timedelta(days=(weekday - anchor.weekday()) % 7 or 7)


def _unit_range(anchor: date, unit: str, shift: int) -> tuple[date, date]:
    """The week, month or year containing `anchor`, moved by `shift` units."""
    if unit == "week":
        monday = anchor - timedelta(days=anchor.weekday()) + timedelta(weeks=shift)
        return monday, monday + timedelta(days=6)
    if unit == "month":
        index = anchor.year * 12 + anchor.month - 1 + shift
        return _month_range(index // 12, index % 12 + 1)
    year = anchor.year + shift
    return date(year, 1, 1), date(year, 12, 31)


def _numeric_readings(a: int, b: int, year: int, order: DayOrder | None) -> set[date]:
    """The valid readings of a/b/year: in the page's order when known (the other only if that one
    is impossible), else both."""
    readings: dict[DayOrder, date] = {}
    for candidate, (month, day) in (("MDY", (a, b)), ("DMY", (b, a))):
        try:
            readings[candidate] = date(year, month, day)  # type: ignore[index]
        except ValueError:
            continue
    if order is not None and order in readings:
        return {readings[order]}
    return set(readings.values())


def _eu_day(g: dict[str, str | None], key: str, names: dict[str, int], anchor: date) -> tuple[MentionKind, date, date, Lang, bool] | None:
    raw_day = g[f"{key}_d"] or ""
    day_number = 1 if raw_day == "1er" else int(raw_day)
    month = names.get((g[f"{key}_m"] or "").lower().rstrip("."))
    if month is None:
        return None
    year = g[f"{key}_y"]
    if year:
        day = date(int(year), month, day_number)
        return "absolute", day, day, "en", False
    inferred = nearest_year(month, day_number, anchor)
    return None if inferred is None else ("no_year", inferred, inferred, "en", True)


def _shifted(anchor: date, unit: str, shift: int) -> tuple[date, date]:
    if unit == "day":
        day = anchor + timedelta(days=shift)
        return day, day
    return _unit_range(anchor, unit, shift)


# A bare weekday ("on Thursday", "am Donnerstag", "周三") is the latest such day on or before the
# page's date, unless that is this many days back or more: then the coming one is nearer and the
# text alone cannot tell which (a Monday story's "on Wednesday"); both readings are kept.
_TWO_WAY_GAP = 5
# What makes a weekday the coming one: "for Thursday" (a day aimed at);
# "when trading resumed on Monday" (a pause) makes the coming one possible a day sooner.
# "an alert for Thursday", "für Freitag", "pour jeudi", "para el viernes": a day aimed at (not "through
# Friday": "fell for six weeks through Friday" looks back).
_FOR_BEFORE = re.compile(
    r"\b(?:for|für|pour|para)\s+(?:(?:this|el|le|den)\s+)?$",
    re.IGNORECASE,
)
_RESUMED_BEFORE = re.compile(
    r"\b(?:resumed|reopened|resumes|reopens|restarted)(?:\s+trading)?(?:\s+on)?\s+$|\bwhen\s+(?:trading|markets?)\s+"
    r"(?:resumed|reopened)\s+(?:on\s+)?$",
    re.IGNORECASE,
)


# "In der neuen Woche legen ... vor, darunter SAP am Montagabend": the sentence is about next week.
_NEXT_WEEK = re.compile(
    r"\b(?:next|the coming|this coming) week\b|\b(?:neuen|nächsten|kommenden) Woche\b|\bla semaine prochaine\b"
    r"|\bla (?:próxima semana|semana que viene)\b|下周|来週|翌週",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?。！？\n]\s")
_DONE_BEFORE = re.compile(r"\b(?:posted|said|published|filed|released|reported|announced|was|were|had)\s+(?:on\s+)?$", re.IGNORECASE)


def _in_next_week(text: str, start: int) -> bool:
    """Whether the sentence before `start` (up to 200 characters) names the coming week."""
    left = max(0, start - 200)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, left, start)]
    if _DONE_BEFORE.search(text, max(0, start - 25), start):
        return False  # "next week ..., according to documents posted Tuesday"
    return _NEXT_WEEK.search(text, ends[-1] if ends else left, start) is not None


def aimed_at(text: str, start: int) -> bool:
    """Whether the mention starting at `start` names a day aimed at ("an alert for Thursday")."""
    return _FOR_BEFORE.search(text, max(0, start - 20), start) is not None


def _bare_weekday(match: re.Match[str], anchor: date, weekday: int, onward: bool) -> tuple[date, date]:
    """(earliest, latest) readings of a weekday without "last"/"next" (see `_TWO_WAY_GAP`);
    `onward`: the text stands after the page's date (an addendum), so the day is on or after it."""
    past = _weekday_before(anchor, weekday)
    coming = past if past == anchor else past + timedelta(days=7)
    text, start = match.string, match.start()
    before = text[max(0, start - 40) : start]
    if _in_next_week(text, start):
        day = anchor - timedelta(days=anchor.weekday() - 7) + timedelta(days=weekday)
        return day, day
    if onward or aimed_at(text, start):
        return coming, coming
    if _DONE_BEFORE.search(before):
        # "said on Saturday", "was filed on Monday": told as done by the page's date, the day is
        # the one before it, however far back
        return past, past
    # After a pause ("when trading resumed"), a Friday story's Monday may well be the coming one.
    if (anchor - past).days >= _TWO_WAY_GAP - (1 if _RESUMED_BEFORE.search(before) else 0):
        return past, coming
    return past, past


def _resolve(
    match: re.Match[str], anchor: date, order: DayOrder | None, onward: bool = False, cjk: bool = False
) -> tuple[MentionKind, date, date, Lang, bool] | None:
    """(kind, earliest, latest, language, year inferred) for one finder match, None if not a date."""
    name = match.lastgroup
    g = match.groupdict()
    span = match.group()
    try:
        if name == "de_dm":
            return _eu_day(g, "dedm", _DE_MONTHS, anchor)
        if name == "fr_dm":
            return _eu_day(g, "frdm", _FR_MONTHS, anchor)
        if name == "es_dm":
            return _eu_day(g, "esdm", _ES_PT_MONTHS, anchor)
        if name == "it_dm":
            return _eu_day(g, "itdm", _IT_NL_MONTHS, anchor)
        if name == "ro_dmy":
            return _eu_day(g, "rodmy", ROMANCE_ABBREVIATIONS, anchor)
        if name == "ko_ymd":
            month, day_number = int(g["koymd_m"]), int(g["koymd_d"])
            if g["koymd_y"]:
                day = date(int(g["koymd_y"]), month, day_number)
                return "absolute", day, day, "en", False
            inferred = nearest_year(month, day_number, anchor)
            return None if inferred is None else ("no_year", inferred, inferred, "en", True)
        if name == "eu_my":
            start, last = _month_range(int(g["eumy_y"] or 0), _EU_MONTHS[(g["eumy_m"] or "").lower()])
            return "month", start, last, "en", False
        if name == "ja_era":
            era = 1 if g["jaera_y"] == "元" else int(g["jaera_y"] or 0)
            day = date(2018 + era, int(g["jaera_m"] or 0), int(g["jaera_d"] or 0))
            return "absolute", day, day, "zh", False
        if name == "eu_ago":
            count = _REL_COUNTS.get((g["euago_n"] or "").lower()) or int(g["euago_n"] or 0)
            unit = _REL_UNITS[(g["euago_u"] or "").lower()]
            day = anchor - (timedelta(days=count) if unit == "day" else timedelta(weeks=count) if unit == "week" else timedelta(days=30 * count))
            return "relative", day, day, "en", False
        if name == "eu_rel":
            unit, shift = _REL_WORDS[" ".join((g["eurel_w"] or "").lower().split())]
            start, last = _shifted(anchor, unit, shift)
            return "relative", start, last, "en", False
        if name == "eu_wd":
            weekday = WORD_WEEKDAYS[(g["euwd_day"] or "").lower()]
            direction = (g["euwd_pre"] or g["euwd_post"] or "").lower()
            if direction in ("nächsten", "kommenden", "próximo", "prochain"):
                return "relative", _weekday_after(anchor, weekday), _weekday_after(anchor, weekday), "en", False
            if direction:
                day = _weekday_before(anchor - timedelta(days=1), weekday)
                return "relative", day, day, "en", False
            earliest, latest = _bare_weekday(match, anchor, weekday, onward)
            return "weekday", earliest, latest, "en", False
        if name == "ja_rel":
            if g["jarel_w"]:
                unit, shift = _REL_WORDS[g["jarel_w"]]
                start, last = _shifted(anchor, unit, shift)
                return "relative", start, last, "zh", False
            unit = _REL_UNITS[g["jarel_u"] or "日"]
            count = int(g["jarel_n"] or 0)
            day = anchor - (timedelta(days=count) if unit == "day" else timedelta(weeks=count) if unit == "week" else timedelta(days=30 * count))
            return "relative", day, day, "zh", False
        if name in ("iso", "ymd"):
            key = "iso" if name == "iso" else "ymd"
            day = date(int(g[f"{key}_y"]), int(g[f"{key}_m"]), int(g[f"{key}_d"]))
            return "numeric", day, day, "en", False
        if name == "ctime":
            month = _en_month(g["ct_m"])
            if month is None:
                return None
            day = date(int(g["ct_y"] or 0), month, int(g["ct_d"] or 0))
            return "absolute", day, day, "en", False
        if name in ("md_y", "d_my"):
            key = "mdy" if name == "md_y" else "dmy"
            month = _en_month(g[f"{key}_m"])
            if month is None:
                return None
            day_number = int(g[f"{key}_d"] or 0)
            if g[f"{key}_y"]:
                day = date(int(g[f"{key}_y"] or 0), month, day_number)
                return "absolute", day, day, "en", False
            inferred = nearest_year(month, day_number, anchor)
            return None if inferred is None else ("no_year", inferred, inferred, "en", True)
        if name == "d_m_y":
            month = _en_month(g["dsy_m"])
            if month is None:
                return None
            day = date(int(g["dsy_y"] or 0), month, int(g["dsy_d"] or 0))
            return "absolute", day, day, "en", False
        if name == "my":
            month = _en_month(g["my_m"])
            if month is None:
                return None
            start, last = _month_range(int(g["my_y"] or 0), month)
            return "month", start, last, "en", False
        if name == "num":
            year = int(g["num_y"] or 0)
            # The dotted form (11.10.2025) is day-first wherever it is written, as the page dating reads it.
            dotted = "DMY" if g["num_sep"] == "." else order
            readings = _numeric_readings(int(g["num_a"] or 0), int(g["num_b"] or 0), year + 2000 if year < 100 else year, dotted)
            if not readings:
                return None
            return "numeric", min(readings), max(readings), "en", False
        if name == "num_sp":
            day = date(int(g["nsp_y"] or 0), int(g["nsp_m"] or 0), int(g["nsp_d"] or 0))
            return "numeric", day, day, "en", False
        if name == "md_hm":
            a, b = int(g["mdh_a"]), int(g["mdh_b"])
            # Chinese and Japanese write the month first; elsewhere the page's order decides.
            pairs = [(a, b)] if cjk or order == "MDY" else [(b, a)] if order == "DMY" else [(a, b), (b, a)]
            readings = {d for d in (nearest_year(m, d_, anchor) for m, d_ in pairs if 1 <= m <= 12) if d}
            if not readings:
                return None
            return "no_year" if len(readings) == 1 else "numeric", min(readings), max(readings), "en", True
        if name == "on_md":
            a, b = int(g["onmd_a"]), int(g["onmd_b"])
            pairs = {"MDY": (a, b), "DMY": (b, a)}
            chosen = [pairs[order]] if order is not None else list(pairs.values())
            readings = {d for d in (nearest_year(m, d_, anchor) for m, d_ in chosen) if d}
            if not readings:
                return None
            return "numeric", min(readings), max(readings), "en", True
        if name == "rel_wd":
            weekday = _WEEKDAYS[g["relwd_day"][:3].lower()]
            direction = g["relwd_dir"].lower()
            if direction == "last":
                day = _weekday_before(anchor - timedelta(days=1), weekday)
            elif direction in ("next", "coming"):
                day = _weekday_after(anchor, weekday)
            else:
                day = anchor - timedelta(days=anchor.weekday()) + timedelta(days=weekday)
            return "relative", day, day, "en", False
        if name == "rel":
            lowered = " ".join(span.lower().split())
            for unit in ("week", "month", "year"):
                if lowered in (f"last {unit}", f"next {unit}"):
                    start, last = _unit_range(anchor, unit, -1 if lowered.startswith("last") else 1)
                    return "relative", start, last, "en", False
            if lowered == "tonight":
                return "relative", anchor, anchor, "en", False
            if lowered.startswith("in ") and _SPAN_BACK.search(match.string, max(0, match.start() - 50), match.start()):
                return None  # "its highest level in 4 weeks": the span looked back over, no day ahead
            day = _relative_en(lowered, anchor)
            return None if day is None else ("relative", day, day, "en", False)
        if name == "rel_this":
            start, last = _unit_range(anchor, g["rthis_unit"].lower(), 0)
            if g["rthis_dir"].lower() == "earlier":
                return "relative", start, anchor, "en", False
            return "relative", anchor, last, "en", False
        if name == "wd":
            earliest, latest = _bare_weekday(match, anchor, _WEEKDAYS[g["wd_day"][:3].lower()], onward)
            return "weekday", earliest, latest, "en", False
        if name == "zh_ymd":
            day = date(int(g["zymd_y"]), int(g["zymd_m"]), int(g["zymd_d"]))
            return "absolute", day, day, "zh", False
        if name == "zh_ym":
            start, last = _month_range(int(g["zym_y"]), int(g["zym_m"]))
            return "month", start, last, "zh", False
        if name == "zh_md":
            inferred = nearest_year(int(g["zmd_m"]), int(g["zmd_d"]), anchor)
            return None if inferred is None else ("no_year", inferred, inferred, "zh", True)
        if name == "cjk_d":
            day_number = int(g["cjkd_d"])
            options = []
            for shift in (-1, 0, 1):
                index = anchor.year * 12 + anchor.month - 1 + shift
                try:
                    options.append(date(index // 12, index % 12 + 1, day_number))
                except ValueError:
                    continue
            if onward:  # "追記：27日の総会" written after the page's date: the coming 27th
                options = [d for d in options if d >= anchor]
            if not options:
                return None
            day = min(options, key=lambda d: (abs((d - anchor).days), d))
            return "no_year", day, day, "zh", True
        if name == "zh_wd":
            weekday = _ZH_WEEKDAYS[g["zwd_day"]]
            direction = g["zwd_dir"]
            if direction == "上":
                day = anchor - timedelta(days=anchor.weekday() + 7) + timedelta(days=weekday)
            elif direction == "下":
                day = anchor - timedelta(days=anchor.weekday() - 7) + timedelta(days=weekday)
            elif direction in ("本", "这"):
                day = anchor - timedelta(days=anchor.weekday()) + timedelta(days=weekday)
            else:
                earliest, latest = _bare_weekday(match, anchor, weekday, onward)
                return "weekday", earliest, latest, "zh", False
            return "relative", day, day, "zh", False
        if name == "zh_rel":
            return _resolve_zh_relative(g, anchor)
        if name == "ja_wd":
            earliest, latest = _bare_weekday(match, anchor, _JA_WEEKDAYS[g["jawd_day"]], onward)
            return "weekday", earliest, latest, "zh", False
    except (ValueError, OverflowError):
        return None
    return None


_ZH_DAY_SHIFT = {"昨天": -1, "昨日": -1, "前天": -2, "今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2}
_ZH_UNIT_SHIFT = {
    "上周": ("week", -1), "本周": ("week", 0), "下周": ("week", 1),
    "上月": ("month", -1), "上个月": ("month", -1), "本月": ("month", 0),
    "下月": ("month", 1), "下个月": ("month", 1),
}  # fmt: skip


def _resolve_zh_relative(g: dict[str, str | None], anchor: date) -> tuple[MentionKind, date, date, Lang, bool]:
    word = g["zrel_word"]
    if word is None:
        days = int(g["zrel_n"] or 0) * (-1 if g["zrel_dir"] == "前" else 1)
        day = anchor + timedelta(days=days)
        return "relative", day, day, "zh", False
    if word in _ZH_DAY_SHIFT:
        day = anchor + timedelta(days=_ZH_DAY_SHIFT[word])
        return "relative", day, day, "zh", False
    unit, shift = _ZH_UNIT_SHIFT[word]
    start, last = _unit_range(anchor, unit, shift)
    return "relative", start, last, "zh", False


# A zone name written after an ISO-style date-time with no offset of its own ("2024-08-04 13:49 UTC",
# "2025-09-30 15:02 (UTC+8)", "2025-09-30 09:12 EDT"): the time is that zone's, not the page's.
_ZONE_AFTER_ISO = re.compile(r"\s*[(（]?\s*(?P<z>(?:UTC|GMT)\s*[+-]\d{1,2}(?::?\d{2})?|[A-Z]{1,5})(?![A-Za-z])")


def _iso_instant(match: re.Match[str], day: date, page_zone: tzinfo | None) -> datetime | None:
    """The instant of an ISO date-time with an offset ("2025-10-01T07:15:00+08:00"), or a zone name
    after it ("2024-08-04 13:49 UTC"), or with neither on a page whose zone is known ("2025-09-30
    15:02" on a Chinese page); of a C timestamp ("Sat May 18 00:45:30 2019 UTC") in the zone it
    names, else the page's."""
    if match.lastgroup == "ctime":
        zone_word = match["ct_z"]
        clock = UTC if zone_word else page_zone
        if clock is None:
            return None
        return datetime.combine(day, time(int(match["ct_H"]), int(match["ct_M"])), tzinfo=clock).astimezone(UTC)
    if match.lastgroup != "iso" or match["iso_H"] is None:
        return None
    zone = match["iso_z"]
    written = _ZONE_AFTER_ISO.match(match.string, match.end()) if zone is None else None
    clock = (named_zone(written["z"], page_zone=page_zone) if written else None) or page_zone
    if zone is None and clock is None:
        return None
    try:
        local = datetime.fromisoformat(f"{day.isoformat()}T{match['iso_H']}:{match['iso_M']}:00")
        if zone is None:
            return local.replace(tzinfo=clock).astimezone(UTC)
        offset = "+00:00" if zone == "Z" else f"{zone[:3]}:{zone[-2:]}"
        return datetime.fromisoformat(f"{local.isoformat()}{offset}").astimezone(UTC)
    except ValueError:
        return None


def find_dates(
    text: str,
    *,
    anchor: date,
    order: DayOrder | None = None,
    zone: tzinfo | None = None,
    cjk: bool = False,
    european: bool = True,
    reference: date | None = None,
    onward: bool = False,
    names: tzinfo | None = None,
) -> list[DateMention]:
    """Every date and relative date in `text`, in order, resolved against `anchor` (see module).

    `order` is the page's day/month order when its locale says so; `zone` the zone its times of
    day are written in when none is named; `cjk` reads "CST" as China Standard Time; `european`
    False skips the German, French and Spanish patterns (see `european_text`). The text is read
    in the story's order: a sequel ("two days later", "次日") counts from the last date named
    before it (`reference`, the last one of the passages before, else the anchor), a year-less
    date takes the year the passage last named when that keeps it on or before the page's date
    ("In 2009 ... on March 18"), and a weekday written beside a year-less date picks the year in
    which the two agree ("Friday, Sept 15"). `onward`: the text is an addendum written after the
    page's date ("Nachtrag:", "EDIT:"), so its weekdays are the coming ones. The rules read each
    segment more than once (to anchor the page, then to judge it): the last answers are kept.
    `names`: the zone a shared zone name ("IST") stands for on the page (`PageLocale.names`).
    """
    return list(_find_dates(text, anchor, order, zone, cjk, european, reference, onward, names))


# A year the passage names ("in 2009", "l'année 2020", "im Jahr 2008", "2008年"): year-less dates
# after it are in it when that keeps them on or before the page's date.
_YEAR_TOKEN = re.compile(
    rf"(?:\b(?:in|of|year|since|im|jahr|jahres|année|en|año|del|anno)\s+|(?<![\d.,/-]))(?P<y>{_YEAR})(?![\d%])"
    r"(?:\s*年(?!\s*\d{1,2}\s*月))?",
    re.IGNORECASE,
)
_WEEKDAY_PREFIX = re.compile(r"^(mon|tue|wed|thu|fri|sat|sun)", re.IGNORECASE)
_BESIDE = re.compile(r"[\s,，、(（)）]*")
_WEEKDAY_NAMED = frozenset({"wd", "rel_wd", "eu_wd", "zh_wd", "ja_wd"})
_DAY_KINDS = frozenset({"absolute", "numeric", "no_year", "sequel"})


def _with_year(month_day: date, year: int) -> date | None:
    try:
        return month_day.replace(year=year)
    except ValueError:  # 29 February
        return None


@lru_cache(maxsize=4096)
def _find_dates(
    text: str, anchor: date, order: DayOrder | None, zone: tzinfo | None, cjk: bool, european: bool,
    reference: date | None = None, onward: bool = False, names: tzinfo | None = None,
) -> tuple[DateMention, ...]:
    # "本文发布三天后" counts from the page's own publication (`publication_offsets`), not the story's order
    offsets = [(start, end) for start, end, _ in publication_offsets(text)]
    sequels = [q for q in find_sequels(text) if not any(s < q.end and q.start < e for s, e in offsets)]
    matches: list[re.Match[str] | Sequel] = [
        m for m in (
            (_DATE_FINDER if european else _DATE_FINDER_NO_EUROPEAN) if _CJK_TEXT.search(text) else _LATIN_FINDERS[european]
        ).finditer(text)
        if not any(q.start < m.end() and m.start() < q.end for q in sequels)
    ]
    matches = sorted([*matches, *sequels], key=lambda m: m.start if isinstance(m, Sequel) else m.start())
    years = [(m.start(), int(m["y"])) for m in _YEAR_TOKEN.finditer(text)] if any(
        not isinstance(m, Sequel) and m.lastgroup in ("md_y", "d_my", "de_dm", "fr_dm", "es_dm", "it_dm", "zh_md", "ko_ymd") for m in matches
    ) else []
    found: list[DateMention] = []
    weekdays: dict[int, int] = {}  # index in `found` -> the weekday a weekday-named mention names
    last_day = reference or anchor
    for match in matches:
        if isinstance(match, Sequel):
            if match.countdown:  # "two days before the election": counted from the page's own day
                day = resolve_sequel(match, anchor)
                found.append(DateMention(match.text, match.start, match.end, "relative", day, day, "en"))
                continue
            day = resolve_sequel(match, last_day)
            found.append(DateMention(match.text, match.start, match.end, "sequel", day, day, "zh" if cjk else "en"))
            last_day = day
            continue
        resolved = _resolve(match, anchor, order, onward, cjk)
        if resolved is None:
            continue
        kind, earliest, latest, lang, inferred = resolved
        if kind == "no_year":
            named = [y for pos, y in years if pos < match.start()]
            named += [m.day.year for m in found if m.kind in ("absolute", "numeric", "sequel")]
            story = _with_year(latest, named[-1]) if named else None
            if story is not None and story != latest and story <= anchor:
                earliest = latest = story
            prefix = _WEEKDAY_PREFIX.match(match.group())
            if prefix:
                earliest = latest = year_by_weekday(latest, _WEEKDAYS[prefix[1].lower()], anchor)
        at = None
        if earliest == latest and kind in ("absolute", "numeric", "no_year"):
            at = _iso_instant(match, latest, zone) or time_near(text, match.start(), match.end(), latest, zone, cjk=cjk, names=names)
        mention = DateMention(
            text=match.group(), start=match.start(), end=match.end(), kind=kind, day=latest, earliest=earliest,
            lang=lang, year_inferred=inferred, at=at,
        )
        previous = found[-1] if found else None
        if (previous is not None and kind == "weekday" and match.lastgroup in _WEEKDAY_NAMED
                and previous.kind in _DAY_KINDS and previous.earliest == previous.day
                and _BESIDE.fullmatch(text, previous.end, mention.start)):
            # "2023年6月5日 星期一", "5. Juni 2023 (Montag)": the weekday after a date names that
            # date's day, no other; a year-less date takes the year in which the two agree.
            if previous.kind == "no_year" and previous.day.weekday() != earliest.weekday():
                day = year_by_weekday(previous.day, earliest.weekday(), anchor)
                at = time_near(text, previous.start, previous.end, day, zone, cjk=cjk, names=names)
                found[-1] = replace(previous, day=day, earliest=day, at=at)
            if found[-1].day.weekday() == earliest.weekday():
                continue
        if previous is not None and kind in _DAY_KINDS and len(found) - 1 in weekdays and _BESIDE.fullmatch(text, previous.end, mention.start):
            # "This Friday, Sept 15", "Dienstag, 3. Mai": the date says which day; the weekday its year.
            weekday = weekdays.pop(len(found) - 1)
            found.pop()
            if kind == "no_year":
                day = year_by_weekday(latest, weekday, anchor)
                mention = DateMention(mention.text, mention.start, mention.end, kind, day, day, lang, inferred, at)
        found.append(mention)
        if match.lastgroup in _WEEKDAY_NAMED:
            weekdays[len(found) - 1] = earliest.weekday()
        if kind in ("absolute", "numeric", "no_year") and earliest == latest:
            last_day = latest
    world = _world_mentions(text, anchor, found, zone, cjk, names)
    if cjk:
        world += _minguo_mentions(text, [*found, *world], zone, names)
    world += _yearless_mentions(text, anchor, [*found, *world], order, zone, cjk, european, names)
    return tuple(sorted((*found, *world), key=lambda m: m.start)) if world else tuple(found)


def _yearless_mentions(
    text: str, anchor: date, found: list[DateMention], order: DayOrder | None, zone: tzinfo | None, cjk: bool,
    european: bool, names: tzinfo | None,
) -> list[DateMention]:
    """Bracketed and dotted year-less days ("(03-06)", "(14/03)", "14.03.": `yearless_numeric`;
    the dotted ones on European pages only) where no mention above covers them; one with a single
    reading keeps a time written beside it."""
    mentions: list[DateMention] = []
    for item in find_yearless(text, anchor, order, cjk, dotted=european):
        if any(m.start < item.end and item.start < m.end for m in found):
            continue
        single = item.earliest == item.day
        at = time_near(text, item.start, item.end, item.day, zone, cjk=cjk, names=names) if single else None
        mentions.append(DateMention(text[item.start:item.end], item.start, item.end, "no_year" if single else "numeric",
                                    item.day, item.earliest, "en", year_inferred=True, at=at))
    return mentions


def _minguo_mentions(text: str, found: list[DateMention], zone: tzinfo | None, names: tzinfo | None) -> list[DateMention]:
    """Taiwanese numeric era dates ("112/09/18": `minguo_dates`) on a Chinese page, where no
    mention above covers them; each keeps a time written beside it."""
    mentions: list[DateMention] = []
    for start, end, day in find_minguo(text):
        if any(m.start < end and start < m.end for m in found):
            continue
        at = time_near(text, start, end, day, zone, cjk=True, names=names)
        mentions.append(DateMention(text[start:end], start, end, "numeric", day, day, "zh", at=at))
    return mentions


def _world_mentions(
    text: str, anchor: date, found: list[DateMention], zone: tzinfo | None, cjk: bool, names: tzinfo | None
) -> list[DateMention]:
    """The dates of languages and calendars the tables above lack (`world_dates`), where no mention
    above already covers them; an exact date keeps a time of day written beside it."""
    mentions: list[DateMention] = []
    for item in find_world_dates(text, anchor):
        if any(m.start < item.end and item.start < m.end for m in found):
            continue
        at = None
        if item.kind != "relative":
            at = time_near(text, item.start, item.end, item.day, zone, cjk=cjk, names=names)
        mentions.append(DateMention(text[item.start:item.end], item.start, item.end, item.kind, item.day,
                                    item.earliest, "en", year_inferred=item.kind == "no_year", at=at))
    return mentions


# ---------------------------------------------------------------------------------------------
# URL dates

_URL_DATE = re.compile(
    rf"(?:/(?P<a_y>{_YEAR})/(?P<a_m>\d{{1,2}})/(?P<a_d>\d{{1,2}})(?!\d))"
    rf"|(?:(?<!\d)(?P<b_y>{_YEAR})-(?P<b_m>\d{{2}})-(?P<b_d>\d{{2}})(?!\d))"
    rf"|(?:(?<!\d)(?P<c_y>{_YEAR})(?P<c_m>\d{{2}})(?P<c_d>\d{{2}})(?!\d))"
)


def url_date(url: str | None) -> date | None:
    """The first valid date in an http(s) URL's path (/2025/08/14/, 2025-08-14, 20250814)."""
    if not url:
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https"):
        return None
    for match in _URL_DATE.finditer(parts.path):
        key = next(k for k in ("a", "b", "c") if match[f"{k}_y"])
        try:
            return date(int(match[f"{key}_y"]), int(match[f"{key}_m"]), int(match[f"{key}_d"]))
        except ValueError:
            continue
    return None


# ---------------------------------------------------------------------------------------------
# Sentences and clauses

_ABBREVIATIONS = frozenset(
    "jan feb mar apr jun jul aug sep sept oct nov dec inc corp co ltd plc mr mrs ms dr st jr sr "
    "no vs u.s u.k e.g i.e approx est dept gov sen rep".split()
)
_TERMINATORS = ".!?。！？\n」』"
# A closing corner bracket ends the sentence it closes only before a space: a quoted sentence
# standing alone ("…一つだ」 自社株買いの議案は…"), not a quote its verb follows ("…だ」と話した").
_QUOTE_CLOSERS = "」』"
# A quotation closed right after its full stop ('... verbrannt." Über das ...') ends the sentence too.
_CLOSING_QUOTES = "\"”»“’'"
_CLAUSE_BREAK = re.compile(r";|；|[，,]而|, (?:and|but|while|whereas) |, which |\bwhile\b|\bwhereas\b|[，,]但|[，,]并将|[，,]将")


def _is_terminator(text: str, index: int) -> bool:
    char = text[index]
    if char in _QUOTE_CLOSERS:
        return index + 1 < len(text) and text[index + 1].isspace()
    if char != ".":
        return char in _TERMINATORS
    after = text[index + 1 : index + 3]
    quoted = len(after) == 2 and after[0] in _CLOSING_QUOTES and after[1].isspace()  # '... verbrannt." Über'
    if after and not after[0].isspace() and not quoted:
        return False  # 4.2, U.S., example.com
    if index and _HANGUL_SYLLABLE.match(text, index - 1):
        return True  # "회의를 연다. 9월 20일 ...": a Korean sentence's full stop, whatever follows it
    following = _NEXT_CHAR.match(text, index + 1 + quoted)  # speed: the first non-space after it, not a copy of the rest
    if following and (following[1].isdigit() or following[1].islower()):
        return False
    word = _WORD_BEFORE.search(text[max(0, index - 6) : index])
    if word and word.group(1).lower() in ("a.m", "p.m"):
        # "at 4:40 a.m. EST the following morning": the clock's zone follows its "a.m." and the
        # sentence goes on in lower case (a zone word the zone tables know; "a.m. The board ...",
        # "9:30 p.m. UTC Pellworth Foods dividend" in a list still end it)
        zone = _ZONE_AFTER.match(text, index + 1)
        return zone is None or named_zone(zone[1]) is None
    return not (word and word.group(1).lower().strip(".") in _ABBREVIATIONS)


_ZONE_AFTER = re.compile(r"\s*([A-Z]{2,5})(?![\w&])(?=[\s,]*(?:[a-z]|\d|$))")


_NEXT_CHAR = re.compile(r"\s*(\S)")
_HANGUL_SYLLABLE = re.compile("[\uac00-\ud7a3]")
_WORD_BEFORE = re.compile(r"([A-Za-z.]+)$")
# speed: the sentence bounds are found among the characters that can end one, not character by character
_TERMINATOR_CHAR = re.compile("[" + re.escape(_TERMINATORS) + "]")
_BACK_WINDOW = 256


def sentence_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence holding text[start:end]. A full stop the span ends with can end
    the sentence ("se réunira le 23 novembre. Lors de ...": a date's pattern takes the dot of
    "novembre." as it takes that of "3. Mai"): the next sentence's words are not the span's."""
    left, high = 0, start
    while high > 0 and not left:
        low = max(0, high - _BACK_WINDOW)
        for index in reversed([m.start() for m in _TERMINATOR_CHAR.finditer(text, low, high)]):
            if _is_terminator(text, index):
                left = index + 1
                break
        high = low
    own_stop = end - 1 if end > start and text[end - 1] == "." else end
    right = next((m.start() for m in _TERMINATOR_CHAR.finditer(text, own_stop) if _is_terminator(text, m.start())), len(text))
    return left, min(len(text), right + 1)


def clause_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause holding text[start:end]: its sentence cut at ';', ', and', ..."""
    left, right = sentence_span(text, start, end)
    for brk in _CLAUSE_BREAK.finditer(text, left, right):
        if brk.end() <= start:
            left = brk.end()
        elif brk.start() >= end:
            right = brk.start()
            break
    return left, right


# ---------------------------------------------------------------------------------------------
# Tense cues

_EN_FORWARD = (
    # "may", the modal, not the month of a date ("May 16", "16 May", "May 2026")
    r"will|won't|'ll|shall|would|could|(?<!\d\s)may(?!\s*\d)|might|is due|are due|due (?:on|by|in)|is set to|are set to"
    r"|set for|(?:is|are|was|were) (?:scheduled|slated|expected|poised|planned|likely|due|set) to"
    r"|scheduled|slated|expected|expects|expect|planned|plans to|plan to|intends to|aims to|is to|are to"
    r"|upcoming|forthcoming|ahead of|in advance of|next|coming|later this|in the coming|to be held"
    r"|to be released|to be published"
    # "went on to hold rates at its meeting on June 19": what happened next, told in the past
    r"|(?<!went on )(?<!\bgo on )(?:to report|to announce|to release|to publish|to hold|to host"
    r"|to present|to vote|to meet|to decide|to pay)|going to|guidance|outlook|forecasts?|projects?"
    r"|projected|anticipates?|anticipated|estimates?|consensus|targets?|targeted|deadline|payable"
    r"|record date|effective(?: on| from)?|pending|subject to|until|no later than|by the end of|before"
    r"|closes on|ends on|runs? (?:until|through)|falls due|is on|are on|preview|on track|sees|predicts?"
    r"|calendar|estimated|tentative|tentatively|betting|bets|awaits?|awaiting|watching|hopes?|eyes"
    r"|speculation|(?:earnings|record|payment|pay|ex-dividend|meeting|report|release|expiry|expiration"
    r"|settlement|maturity|closing|effective|due|cutoff|cut-off) date"
    r"|maturing|matures|maturity|mature|redeemable|callable|repayable|expiring|expires|due in|notes due|bonds due"
    r"|week ahead|the week's|diary|to watch|watch for|pencilled|penciled|slated for|set to report|to unveil"
    r"|starting|beginning|from|through|valid until|gültig bis|jusqu'au|hasta el|chance of|chances of|odds of|probability of|priced in|pricing in|price in"
    r"|(?:is|are|gets|get) (?:announced|released|published|reported|set|decided|confirmed)"
    # what markets wait for: "with the FOMC decision (April 7, 2026) in focus", "... on the radar"
    r"|in focus|on the radar"
)
# German, French and Spanish: forward-looking words and statements of fact.
_EU_FORWARD = (
    r"prognostiziert\w*|terminiert\w*|(?:an|a)visiert\w*|wird|werden|soll|sollen|voraussichtlich|geplant|geplante[nm]?|erwartet|erwarten|Termin|Termine"
    r"|angekündigt für|kommende[nrms]?|nächste[nrms]?|bevorstehende[nrms]?|vorlegen|veröffentlichen|Prognose"
    r"|beabsichtig\w*|vorzuschlagen|vorschlagen"  # an intention ("beabsichtigen, ... am 6. Mai ... vorzuschlagen")
    r"|fällig|Fälligkeit|läuft bis|Vorschau|Ausblick|sera|seront|va|vont|doit|doivent|devrait|devraient|prévu|prévue"
    r"|prévus|prévues|attendu|attendue|publiera|annoncera|présentera|prochain|prochaine|à venir|calendrier"
    r"|échéance|será|serán|va a|van a|prevé|prevista|previsto|está previsto|se espera|esperado|esperada"
    r"|publicará|anunciará|presentará|próximo|próxima|agenda|vencimiento|vence"
    # Italian, Portuguese, Dutch
    r"|previsto|prevista|previsti|previste|programmat[oaie]|fissat[oaie]|convocat[oaie]|atteso|attesa"
    r"|attesi|sarà|saranno|dovrebbe|dovrebbero|prossimo|prossima|entro|scadenza|in programma|calendario"
    r"|pubblicherà|annuncerà|presenterà|serão|deverá|deverão|programado|programada|marcado|marcada|agendado"
    r"|agendada|vai|vão|divulgará|apresentará|calendário|zal|zullen|verwacht|verwachte|gepland|geplande"
    r"|volgende|komende|vervaldatum|publiceert"
)
_EU_FACT = (
    # German preterite: the common strong verbs (the regular "-ierte" ones: `_FACT_EU_IERTE`)
    r"gab|gaben|kam|kamen|nahm|nahmen|ging|gingen|zog|zogen|traf|trafen|blieb|blieben|stand|standen"
    r"|sprach|hielt|hielten|brachte|brachten|setzte|setzten|legte|legten|senkte|senkten|strich|strichen|"
    r"meldete|berichtete|veröffentlichte|teilte mit|gab bekannt|stieg|fiel|sank|legte zu|schloss|erzielte"
    r"|verbuchte|wuchs|betrug|hat gemeldet|hatte|wurde|waren|gemeldet|berichtet|veröffentlicht|senkte|erhöhte"
    r"|hob|beschloss|entschied|kündigte|verkündete|übernahm|einigten|stimmte|gewann|verlor|brach ein"
    r"|bekanntgegeben|bekannt gegeben|gestiegen|gefallen|a publié|a annoncé|a déclaré|a indiqué|a clôturé"
    r"|a progressé|a reculé|a chuté|a augmenté|a baissé|a été|était|ont publié|ont annoncé|publié|annoncé"
    r"|clôturé|publicó|anunció|informó|dijo|reportó|registró|cerró|subió|cayó|creció|ganó|ha publicado"
    r"|ha anunciado|fue|fueron|publicado|anunciado"
    # Italian passato remoto, Portuguese pretérito, Dutch preterite (the Italian and Dutch perfect: `_EU_PERFECT`)
    r"|annunciò|comunicò|chiuse|salì|scese|fu|furono|disse|anunciou|anunciaram|divulgou|divulgaram|registrou"
    r"|fechou|fecharam|caiu|subiu|desabou|disparou|recuou|avançou|informou|comunicou|disse|foram|teve|apresentou"
    r"|confirmou|concluiu|aprovou|decidiu|lançou|vendeu|comprou|assinou|pagou|publicou|reportou|lucrou|cresceu"
    r"|atingiu|perdeu|ganhou|cortou|elevou|reduziu|manteve|atualizou|atualizaram|atualizamos|kondigde|maakte|maakten|meldde|sloot|steeg|daalde"
    r"|kelderde|zakte|noteerde|rapporteerde|publiceerde|boekte|behaalde|verkocht|kocht|werd|waren|zei|verloor"
    r"|besloot|bevestigde|presenteerde|verhoogde|verlaagde"
)
_JA_FORWARD = r"予定|見込み|見通し|予想|予測|発表予定|開催予定|方針|計画|今後|目標|見込|予約|開催される|発表する|行う予定"
_JA_FACT = r"発表した|発表しました|公表した|明らかにした|しました|した|だった|でした|上昇した|下落した|終値|報告した|となった|記録した|った|んだ|いた"
# Present tense of scheduling verbs: forward in prose ("the offer expires on"), but the present
# tense of a headline states a fact ("Orbit ends talks"), so headlines do not use these.
_EN_PRESENT = (
    r"begins?|starts?|opens?|closes|ends|runs|expires?|matures?|takes? place|takes? effect|lasts"
    r"|continues|falls|comes|is held|are held|is published|are published|is released|are released"
    r"|lapses|kicks off|wraps up|resumes|reopens|convenes|meets|votes|reports on|announces on"
    # a plural subject's deadline: "Applications close 31 March", "Nominations open on 2 May"
    r"|(?:applications|entries|nominations|submissions|registrations|bids|subscriptions|books|polls|tenders)\s+"
    r"(?:close|open|end|start|begin|run)"
)
_EN_FACT = (
    r"went on to [a-z]+|reported|announced|said|says|posted|closed at|closed up|closed down|closed higher|closed lower"
    r"|closed the|finished|ended at|ended the|settled at|rose|fell|gained|lost|jumped|surged|soared"
    r"|slumped|plunged|tumbled|dropped|climbed|declined|increased|decreased|grew|beat|missed|topped"
    r"|delivered|recorded|completed|filed|released|disclosed|confirmed|agreed|acquired|sold|raised"
    r"|cut|lowered|hiked|held|won|signed|launched|unveiled|revealed|reached|traded|hit|was|were|had"
    r"|came in|totaled|totalled|amounted|generated|earned|paid|returned|occurred|took place"
    r"|happened|named|appointed|resigned|approved|voted|published|issued|priced|closed|ended"
    r"|opened|began|started|slid|rallied|retreated|advanced|shed|added|notched|logged|struck"
    r"|showed|saw|came|went|made|told|took|left|got|gave|has reported|have reported|has announced"
)
_EN_HEADLINE_FACT = (
    r"beats|misses|tops|posts|reports|rises|falls|jumps|slides|surges|plunges|raises|cuts|announces"
    r"|completes|wins|agrees|names|hits|drops|climbs|sinks|soars|slumps|gains|loses|sells|buys"
    r"|acquires|confirms|files|settles|ends|closes|delivers|swings"
)
_ZH_FORWARD = (
    r"将于|将在|将会|将|拟于|拟|计划|预计|预期|有望|定于|即将|届时|预告|指引|目标|之前|以前|前夕"
    r"|下周|下月|明年|安排|预约|待|展望|预测|在即|(?:披露|发布|公布|召开|上市|付息|兑付|到期|除权|除息|登记)日(?:期)?"
    # the next act named as a noun ("下一次公布贷款市场报价利率的日期为11月30日": the date of the next
    # release): the verb after "next" is the thing scheduled, no report (it overlaps the fact cue)
    r"|(?:下一?次|下一?轮|下一期|下回)\s*的?\s*(?:公布|发布|披露|宣布|召开|举行|公告|发表|议息|会议)"
    # deadlines and effective dates: "截止日", "距离4月30日仅剩", "须在4月30日前", "自10月8日起"
    r"|截止日?|距离|仅剩|还剩|须在|需在|应在|可能|(?<=[日号])(?:前|起|开始|以前)|期限|締め切り|までに"
    # what a market watches or awaits ("市场关注8月9日公布的出口数据"), and the expectation "料" of
    # Hong Kong and Taiwan reporting after the one who expects ("市场料7月2日基本利率维持") or before
    # what is expected ("溢利料按年上升"); "资料", "原料", "不料" (unexpectedly) are other words
    r"|关注|聚焦|静待|等待|(?:市场|市場|分析师|分析師|业界|業界|外界|机构|機構|券商|投行|经济学家|經濟學家)料"
    r"|(?<![资資材原饮飲燃肥塑香照不意预預史])料(?=将|將|按年|按季|同比|环比|維持|维持|升|降|跌|增|减|減)"
)
_ZH_FACT = (
    r"公布了|公布|发布了|发布|宣布|披露|实现|录得|收于|收报|报收|收涨|收跌|上涨|下跌|大涨|大跌|涨|跌|决定|批准|通过了"
    r"|同比增长|同比下降|增长|下降|达到|完成|签署|召开了|举行了|已经|已|获得|通过|创下|出炉"
    # "据2019年9月8日晚间公告" (according to the announcement of that evening), "收到...告知书" (received)
    r"|(?<!预)据(?=\s*\d)|收到|接到"
)

# Korean: a past ending ("마감했다", "밝혔다", "하락했으며") states a fact; these words look ahead.
_KO_FACT = r"[\uac00-\ud7a3]*(?:었|았|했|였|혔|겼|쳤|렸)(?:다|으며|고|는데|습니다)"
# The noun alone ("인수 계획 철회를 발표했다": announced the withdrawal of the plan) is no tense:
# only its predicate is ("예정이다", "전망된다").
_KO_FORWARD = (
    r"(?:예정|계획|방침|전망|예상|목표)(?:이다|입니다|이며|이고|이라고|이라며|된다|됩니다|되며|돼)|앞두고|(?<![\uac00-\ud7a3])오는\s|할 것|될 것|할 계획"
)
_FORWARD_EN = re.compile(rf"\b(?:{_EN_FORWARD})\b", re.IGNORECASE)
_FACT_EN = re.compile(rf"\b(?:{_EN_FACT})\b", re.IGNORECASE)
# Any regular past tense governing a date through a preposition ("cemented on March 20", "signalled
# in May"): a statement of fact, unless a forward word governs it ("scheduled on", "expected in").
_PAST_GOVERNING = re.compile(r"\b([a-z]{3,}ed)\s+(?:on|in)\s+(?:the\s+)?$")
_PRESENT_EN = re.compile(rf"\b(?:{_EN_PRESENT})\b", re.IGNORECASE)
_HEADLINE_EN = re.compile(rf"\b(?:{_EN_HEADLINE_FACT})\b", re.IGNORECASE)
_FORWARD_ZH = re.compile(f"{_ZH_FORWARD}|{_JA_FORWARD}|{_KO_FORWARD}")
_FACT_ZH = re.compile(f"{_ZH_FACT}|{_JA_FACT}|{_KO_FACT}")
_FORWARD_EU = re.compile(rf"(?<![\w])(?:{_EU_FORWARD})(?![\w])", re.IGNORECASE)
# The compound past of any verb, not only the listed ones: French passé composé ("a lancé", "ont
# conclu", "a pris"), Spanish pretérito perfecto ("ha lanzado", "han cerrado"), German Perfekt with
# the participle at the clause's end ("hat ... übernommen", "ist ... gestiegen").
_EU_PERFECT = (
    r"(?:a|ont|avait|avaient)\s+(?:(?:déjà|aussi|finalement|officiellement)\s+)?\w{2,}(?:é|ée|és|ées|is|it|u|us|ert|int)"
    r"|(?:ha|han|había|habían)\s+\w{2,}(?:ado|ada|ido|ida|to|cho)"
    r"|(?:hat|haben|hatte|hatten|ist|sind)\s+(?:[\w.,-]+\s+){0,8}?"
    r"(?:\w*ge\w{2,}(?:t|en)|(?:be|ver|er|über|unter|zer|ent|emp|miss)\w{2,}(?:t|en)|\w{3,}iert)"
    # Italian passato prossimo ("ha infine annunciato", "è crollato"), Portuguese "tinha anunciado",
    # Dutch perfect ("heeft ... aangekondigd")
    r"|(?:ha|hanno|aveva|avevano|è|sono|era)\s+(?:(?:infine|già|anche|finalmente|poi|ufficialmente|quindi)\s+)?"
    r"\w{2,}(?:ato|ata|ati|ate|uto|uta|uti|ito|ita|iti)"
    r"|(?:tinha|tinham)\s+\w{2,}(?:ado|ada|ido|ida)"
    r"|(?:heeft|hebben|hadden)\s+(?:[\w.,-]+\s+){0,8}?ge\w{2,}(?:d|t|en)"
)
_FACT_EU = re.compile(rf"(?<![\w])(?:{_EU_FACT}|{_EU_PERFECT})(?![\w])", re.IGNORECASE)
# The German preterite of "-ieren" verbs (korrigierte, reduzierte), looked for only in text that
# holds "ierte" (speed: the open word costs a scan of every word).
_FACT_EU_IERTE = re.compile(r"(?<![\w])\w{3,}ierten?(?![\w])", re.IGNORECASE)
# The Spanish and Italian preterite of any verb ("aprobó", "cerró", "annunciò"; not "può", "però",
# "ciò"), looked for only in text that holds an ó or ò (speed, as above).
_FACT_PRETERITE = re.compile(r"(?<![\w])(?!(?:può|però|perciò|ciò|giù)(?!\w))\w{2,}[óò](?![\w])", re.IGNORECASE)
# A price series charted up to a day ("Cours de Banque Corvel jusqu'au 26/01/2026", "Kursverlauf
# von Rheinstahl bis 12.03.2026"): the data of that day is on the page, a fact of it, never a plan.
_SERIES_NOUNS = r"\b(?:cours|graphique|kurs|kursverlauf|kursentwicklung|cotización|cotizaciones|evolución|cotação|cotações|quotazioni?|andamento)\b"
_SERIES_UNTIL = r"jusqu['’]au|jusqu['’]à|bis\s+zum|bis|hasta\s+el|hasta|até|fino\s+al"
# the series of a named stock: "de Banque Corvel", "von Rheinstahl", "del Banco Sur" (not "les cours reprendront")
_SERIES_OF = r"\s+(?:de|d['’]|des|du|von|der|del|da|do|di|della|dello)\s*[\w'’&.-]+(?:\s+[\w'’&.-]+){0,3}?"
_SERIES_THROUGH = re.compile(rf"{_SERIES_NOUNS}(?={_SERIES_OF}\s+(?:{_SERIES_UNTIL})\s*\d)", re.IGNORECASE)
# Words that look like cues but are not about the date: "than expected", "as expected".
_NOT_CUES = re.compile(
    r"\b(?:than|as|had|were|was) (?P<m1>expected|forecast|estimated|planned)\b"
    # a noun, not a verb: "a cut by the July 30-31 meeting", "the close", "its rise"
    r"|\b(?:a|an|the|its|their|any|another|no) (?P<m3>cut|hike|rise|fall|drop|close|gain|loss|jump|beat|miss|raise|sale|launch|release|return|filing|held)\b"
    # an earlier event the date counts from: "15 years since Lehman filed", "seit ... meldete"
    r"|\b(?:since|seit|depuis|desde)\s+(?:[\w'’.&-]+\s+){0,3}?(?P<m4>filed|collapsed|failed|said|announced|reported|began|started|launched|was|were)\b"
    r"|\b(?:beat|beating|beats|missed|missing|misses|topped|topping|tops|above|below|beyond|exceeded"
    r"|exceeding) (?:[\w'’]+\s+){0,2}?(?P<m2>estimates|expectations|consensus|forecasts?"
    r"|guidance|projections)\b"
    # the comparison itself: "10.8% ahead of consensus" is a beat, not a date still ahead
    r"|\b(?P<m5>(?:ahead of|in line with) (?:[\w'’]+\s+){0,2}?(?:estimates|expectations|consensus|forecasts?|guidance"
    r"|projections))\b"
    # the object of an expectation: "economists expect rate cut on Thursday", "markets eye 25bp hike"
    r"|\b(?:expect|expects|expected|expecting|see|sees|eye|eyes|await|awaits|predict|predicts|bet on|bets on)\s+"
    r"(?:(?:rate|rates|policy|repo|interest|another|further|quarter-point|half-point|\d+\s?(?:bps?|bp|basis points?))\s+){0,2}"
    r"(?P<m6>cut|hike|rise|fall|drop|raise|increase|reduction|hold)\b"
    # the span a series covers: "share price through 30 May" is data up to that day, no plan
    r"|\b(?:price|prices|data|figures|chart|performance|returns?|history|series|volumes?)\s+(?P<m7>through|until|up to)\b"
    # the same in the other languages, the stock named between ("Cours de Banque Corvel jusqu'au 26/01/2026")
    rf"|{_SERIES_NOUNS}{_SERIES_OF}\s+(?P<m9>{_SERIES_UNTIL})",
    re.IGNORECASE,
)


# The same in the other languages, and forecasts named as things ("業績予想の下方修正を発表した",
# "发布业绩预告"): what was compared with or revised, not a tense. Looked for only in text that holds
# one of `_EXPECTATION_WORDS` (speed).
_NOT_CUES_MORE = re.compile(
    r"(?:(?:超|勝|好于|優於|优于|高于|高於|低于|低於|不及|符合|超出|超过)(?:市场|市場)?(?:预期|預期)"
    r"|予想(?:を|に)(?:上回|下回)|(?:市場|会社|業績|通期|利益|収益)(?:予想|予測|見通し|計画)|予想通り"
    r"|(?:业绩|盈利|利润|業績)(?:预告|预测|預測|預告)|\b(?:übertr\w+|über|unter|über den|unter den) (?:den |die )?Erwartungen"
    r"|(?:supérieur|inférieur|conforme)e?s? aux (?:attentes|prévisions)"
    r"|(?:por encima|por debajo) de (?:lo esperado|las previsiones|las expectativas)|superior a lo esperado)",
    re.IGNORECASE,
)
_EXPECTATION_WORDS = (
    "预期", "預期", "予想", "予測", "見通し", "計画", "预告", "预测", "預測", "預告", "Erwartungen", "attentes", "prévisions",
    "esperado", "previsiones", "expectativas",
)


# A participle after a bare "be" is never a past fact: the future or an infinitive ("will be paid
# on", "is to be held on") or the mandative subjunctive of minutes and resolutions ("resolved that
# the meeting be held on").
_FUTURE_AUXILIARY = re.compile(
    r"\b(?:(?:will|shall|would|could|may|might|must|to|going to)\s+(?:have been|get)|be)\s+$", re.IGNORECASE
)


# Chinese and Japanese forecast nouns that are not about the date: "超市场预期" (beat expectations),
# "符合预期", "勝預期"; "業績予想の下方修正を発表した" (announced a cut to its forecast).
_NOT_CUES_CJK = re.compile(
    # (a bare "市场预期" is the market expecting, a forward cue: "市场预期7月2日议息后利率维持")
    r"(?:超|超出|超过|不及|低于|高于|好于|优于|符合|胜|勝|優於|遜)(?:市场|市場)?(?P<m>预期|預期|预测|預測)"
    r"|(?:業績|通期|会社|市場|決算|収益)(?P<n>予想|見通し)(?=の|を|は|が)"
)


def _masked(text: str, left: int, right: int) -> list[tuple[int, int]]:
    """Spans of cue-like words that are not about the date ("than expected", "beat estimates")."""
    spans = []
    for match in _NOT_CUES.finditer(text, left, right):
        group = next(g for g in ("m1", "m2", "m3", "m4", "m5", "m6", "m7", "m9") if match[g])
        spans.append((match.start(group), match.end(group)))
    chunk = text[left:right]
    if any(map(chunk.__contains__, _EXPECTATION_WORDS)):
        spans += [match.span() for match in _NOT_CUES_MORE.finditer(text, left, right)]
    for match in _NOT_CUES_CJK.finditer(text, left, right):
        group = "m" if match["m"] else "n"
        spans.append((match.start(group), match.end(group)))
    return spans


@lru_cache(maxsize=4096)  # speed: every date of a clause reads the same cues
def _cues(text: str, left: int, right: int, *, headline: bool) -> tuple[tuple[int, int, Tense, str], ...]:
    masked = _masked(text, left, right)
    cues: list[tuple[int, int, Tense, str]] = []
    patterns: list[tuple[re.Pattern[str], Tense]] = [
        (_FORWARD_EN, "forward"),
        (_FACT_EN, "fact"),
        (_FORWARD_ZH, "forward"),
        (_FACT_ZH, "fact"),
        (_FORWARD_EU, "forward"),
        (MORE_FORWARD, "forward"),  # the forward cues of more languages (`future_cues`)
        (_FACT_EU, "fact"),
    ]
    patterns.append((_HEADLINE_EN, "fact") if headline else (_PRESENT_EN, "forward"))
    chunk = text[left:right]
    if _SERIES_THROUGH.search(chunk):
        patterns.append((_SERIES_THROUGH, "fact"))
    if "ierte" in chunk:
        patterns.append((_FACT_EU_IERTE, "fact"))
    if "ó" in chunk or "ò" in chunk:
        patterns.append((_FACT_PRETERITE, "fact"))
    for pattern, tense in patterns:
        for match in pattern.finditer(text, left, right):
            span = (match.start(), match.end())
            if any(a <= span[0] and span[1] <= b for a, b in masked):
                continue
            # "will be paid on", "is to be held on": a future passive; only this cue (a later "announced
            # on" in the sentence is still a fact)
            future_passive = tense == "fact" and _FUTURE_AUXILIARY.search(text, max(left, span[0] - 20), span[0])
            cues.append((span[0], span[1], "forward" if future_passive else tense, match.group()))
    return tuple(cues)


_CJK_GOVERNED = re.compile(r"\s*[于於在]\s*")
_GOVERNED = re.compile(r"(?:\b(?:on|for|by|until|in|from|at|am|le|el|vom|zum|bis)\s*|\s)+$", re.IGNORECASE)


# Traditional Chinese characters of the cue words, mapped one to one to the simplified ones the cue
# lists spell ("預計於" is "预计于", "通過" is "通过"): the offsets stay the same. Japanese text
# (with kana) keeps its own forms ("計画", "発表").
_HANT = str.maketrans(
    "將擬計劃預屆時週發佈實錄報漲決達簽舉開獲創議會後個這來於號業績億萬據為與當並現長過記離僅還須應說準門場價間進結動東區變幣數額財營淨歸屬標內訊選則續調關測",
    "将拟计划预届时周发布实录报涨决达签举开获创议会后个这来于号业绩亿万据为与当并现长过记离仅还须应说准门场价间进结动东区变币数额财营净归属标内讯选则续调关测",
)
_HANT_CHARS = re.compile("[將擬計劃預屆時週發佈實錄報漲決達簽舉開獲創議會後個這來於號業績億萬據為與當並現長過記離僅還須應說準門場價間進結動東區變幣數額財營淨歸屬標內訊選則續調關測]")
_KANA = re.compile("[\u3040-\u30ff]")


@lru_cache(maxsize=4096)
def _simplified(text: str) -> str:
    if _HANT_CHARS.search(text) is None or _KANA.search(text) is not None:
        return text
    return text.translate(_HANT)


# A yes/no question opened by a modal ("Will the MPC cut ... on Friday?", "Could Acme beat ...?"):
# the verb after it is a bare infinitive, the question states no fact. A past auxiliary ("Did")
# asks about what may have happened and is left to the cues.
_MODAL_OPENING = re.compile(r"(?:^|[.!?:|]\s*)(?:will|would|could|can|should|shall|may|might)\s+[^.!?:|]{0,60}$", re.IGNORECASE)
_QUESTION_END = re.compile(r"[^.!?]{0,40}\?")


def _modal_question(text: str, cue_start: int, end: int) -> bool:
    """Whether the verb at `cue_start` follows a modal opening a question that ends after `end`."""
    return (_MODAL_OPENING.search(text, max(0, cue_start - 80), cue_start) is not None
            and _QUESTION_END.match(text, end) is not None)


def _attributive(text: str, end: int, cue: tuple[int, int, Tense, str]) -> bool:
    """Whether `cue` is a bare Chinese verb right after the date that, with "的", names a thing by its
    day ("8月9日公布的出口数据": the export data of the 9 August release): it tells no tense, the
    clause's own predicate does ("...将成为关键变量", "...显示增长5%"); "公布了的" is still done."""
    return cue[2] == "fact" and 0 <= cue[0] - end <= 1 and text.startswith("的", cue[1]) and not cue[3].endswith("了")


# "中国人民银行5月20日公布LPR在即": a release that is imminent ("在即"); the verb after the date names
# the act the clause says is still to come ("临近" is no cue: "临近收盘时" is a time of the day).
_IMMINENT = re.compile(r"[^，。,.;；:：!?！？\s]{0,12}?在即")


def _imminent(text: str, end: int, cue: tuple[int, int, Tense, str]) -> bool:
    """Whether `cue` is a bare Chinese verb right after the date whose phrase the clause calls
    imminent ("2月3日公布LPR在即"): no report, the release is ahead; "公布了" is still done."""
    return cue[2] == "fact" and 0 <= cue[0] - end <= 1 and not cue[3].endswith("了") and _IMMINENT.match(text, cue[1]) is not None


# "決算発表日を5月27日とする(と開示した)": a day something is set to ("<date>とする", "とした",
# "とし、"); the verb that reports the setting dates the setting, not that day.
_DESIGNATED = re.compile(r"と(?:する|すると|した|し[、，,])")


def _expected_after(text: str, right: int, *, headline: bool) -> str:
    """The forward cue of the clause after a ';' closing a clause that has no cue ("divulga balanço
    em 24/07/2026; mercado projeta alta de 7%": what is expected of that day), when that clause
    has forward cues only; else "". A fact in it ("; lucro subiu 7%") leaves the date unread."""
    if not text.startswith(";", right):
        return ""
    left, end = clause_span(text, right + 1, right + 1)
    cues = _cues(text, left, end, headline=headline)
    if not cues or any(c[2] != "forward" for c in cues):
        return ""
    return cues[0][3]


def tense_at(text: str, start: int, end: int, *, headline: bool = False) -> tuple[Tense, str]:
    """Whether the mention at text[start:end] is forward-looking or a statement of fact, and the cue.

    In Latin-script text a date is governed by the verb before it ("is due to report on Oct. 16",
    "will be paid on"): a cue before the mention and in its clause wins when only a preposition
    stands between them or when nothing after it is nearer than 12 characters. Otherwise the nearest
    cue in the clause decides (Chinese and Japanese put the verb after the date: "11月5日公布"); a
    cue before the mention wins a tie, and a forward cue overlapping a fact cue wins ("was
    scheduled"). `headline` also counts the present tense of headlines ("Acme beats estimates") as
    fact. No cue: neutral. Traditional Chinese is read through the simplified cue words.
    """
    text = _simplified(text)
    left, right = clause_span(text, start, end)
    if text.endswith("日", start, end) and _DESIGNATED.match(text, end):
        return "forward", "designated day"
    cues = [
        _object_of_past(text, end, c) for c in _cues(text, left, right, headline=headline)
        if (c[1] <= start or c[0] >= end) and not _attributive(text, end, c) and not _imminent(text, end, c)
    ]
    past = _PAST_GOVERNING.search(text, max(left, start - 40), start)
    if (past is not None and not any(c[0] <= past.start(1) < c[1] for c in cues) and not _FORWARD_EN.fullmatch(past[1])
            and not _FUTURE_AUXILIARY.search(text, max(left, past.start(1) - 24), past.start(1))):  # "will be convened on"
        cues.append((past.start(1), past.end(1), "fact", past[1]))
    if not cues:
        done = _ON_DATE_PAST.match(text, end, right) if _ON_BEFORE.search(text, max(left, start - 4), start) else None
        if done is not None:
            return "fact", done["v"]
        ahead = _expected_after(text, right, headline=headline)
        return ("forward", ahead) if ahead else ("neutral", "")

    def distance(cue: tuple[int, int, Tense, str]) -> tuple[int, int, int]:
        gap = start - cue[1] if cue[1] <= start else cue[0] - end
        return (gap, 0 if cue[1] <= start else 1, 0 if cue[2] == "forward" else 1)

    before = [c for c in cues if c[1] <= start]
    after = [c for c in cues if c[0] >= end]
    best = min(cues, key=distance)
    cjk_governing = [c for c in before if c[2] == "forward" and _CJK_GOVERNED.fullmatch(text, c[1], start)]
    if cjk_governing:
        # "预计于2024年11月20日披露", "予定は3月5日に発表": a forward word governing the date through
        # 于/在 makes the verb after it the scheduled act, not a report.
        best = max(cjk_governing, key=lambda c: c[1])
    elif before and not is_cjk(text[left:right]):
        governing = min(before, key=distance)
        nearest_after = min((c[0] - end for c in after), default=None)
        if _GOVERNED.fullmatch(text, governing[1], start) or start - governing[1] <= 40 and (
            nearest_after is None or nearest_after >= 12
        ):
            best = governing
    overlapping = [c for c in cues if c[0] < best[1] and best[0] < c[1] and c[2] == "forward"]
    chosen = overlapping[0] if overlapping else best
    if chosen[2] == "fact" and _modal_question(text, chosen[0], end):
        return "forward", chosen[3]  # "Will the bank cut rates on Friday?": asked, not reported
    if chosen[2] == "forward" and _FORWARD_NOUN.fullmatch(chosen[3]) and _ON_GOVERNED.fullmatch(text, chosen[1], start):
        # "Redmarsh lowered its guidance again on January 14": the forecast is the object of a
        # past verb, and the date is the day that verb happened
        verb = [
            c for c in cues if c[2] == "fact" and c[1] <= chosen[0] and chosen[0] - c[1] <= 12
            and not _BARE_INFINITIVE.search(text, max(left, c[0] - 12), c[0])  # "expected to cut its guidance on"
        ]
        if verb:
            return "fact", verb[-1][3]
    if chosen[2] == "forward" and _DEADLINE.fullmatch(chosen[3]):
        # "By the end of the following week, the stock had recovered": a deadline met in the past
        # perfect is a fact at that date, not a schedule (a plan in it, "had planned to", is not)
        done = _PAST_PERFECT.search(text, end, right)
        if done is not None:
            return "fact", done.group()
    return chosen[2], chosen[3]


# "On 28 July 2026 the regulator formally cleared the deal": a date that opens its clause, then a
# subject of a word or two and a regular past tense, narrates what happened on it.
_ON_BEFORE = re.compile(r"\b[Oo]n\s+$")
_ON_DATE_PAST = re.compile(
    r"\s*,?\s*(?:the\s+|its\s+|a\s+|an\s+)?(?!(?:the|a|an|its)\b)[\w'’.&-]+(?:\s+(?!(?:the|a|an|its)\b)[\w'’.&-]+)?"
    r"\s+(?:[a-z]+ly\s+)?(?P<v>[a-z]{3,}ed)\b(?!\s+(?:to|by|for)\b)"
)
# "On May 16, Acme set a new margin target of 28%": a forecast noun after the date that is the
# object of a past verb after the date is what that verb set on that day, not a tense: the verb is
# the cue ("will set a new target on", "expected to raise its guidance on" keep their forward cues).
_OBJECT_OF_PAST = re.compile(
    r"\b(?P<v>set|cut|put|gave|made|took|held|kept|won|laid|began|[a-z]{3,}ed)\s+(?:a|an|the|its|their|his|her|new|fresh)\s+"
    r"(?:[\w'’%-]+\s+){0,3}?(?P<n>targets?|guidance|outlook|forecasts?|estimates?|projections?)\b",
    re.IGNORECASE,
)


def _object_of_past(text: str, end: int, cue: tuple[int, int, Tense, str]) -> tuple[int, int, Tense, str]:
    """`cue`, or the past verb whose object it is when it is a forecast noun after the mention
    ending at `end` (`_OBJECT_OF_PAST`)."""
    if cue[2] != "forward" or cue[0] < end or not _FORWARD_NOUN.fullmatch(cue[3]):
        return cue
    for match in _OBJECT_OF_PAST.finditer(text, end, cue[1]):
        if match.span("n") == cue[:2] and not _FORWARD_EN.fullmatch(match["v"]) and not _BARE_INFINITIVE.search(
            text, max(0, match.start() - 12), match.start()
        ):
            return (match.start("v"), match.end("v"), "fact", match["v"])
    return cue


_BARE_INFINITIVE = re.compile(r"\b(?:to|will|would|could|may|might|shall|should|must|can)\s+$", re.IGNORECASE)
_FORWARD_NOUN = re.compile(r"guidance|outlook|forecasts?|targets?|estimates?|projections?|consensus", re.IGNORECASE)
_ON_GOVERNED = re.compile(r"(?:\s+(?:again|once more|sharply|further|formally|officially))*\s+on\s+(?:the\s+)?", re.IGNORECASE)
_DEADLINE = re.compile(r"by the end of|until|before|no later than", re.IGNORECASE)
_PAST_PERFECT = re.compile(
    r"\bhad\s+(?:already\s+|all\s+|fully\s+)?(?!been\b|(?:planned|intended|hoped|expected|aimed|wanted|promised|pledged|agreed|committed)\b)[a-z]{3,}\b", re.IGNORECASE
)


# ---------------------------------------------------------------------------------------------
# Reporting periods

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_EU_ORDINALS = {
    "1": 1, "2": 2, "3": 3, "4": 4, "一": 1, "二": 2, "三": 3, "四": 4, "erste": 1, "ersten": 1, "zweite": 2, "zweiten": 2,
    "dritte": 3, "dritten": 3, "vierte": 4, "vierten": 4, "1.": 1, "2.": 2, "3.": 3, "4.": 4, "premier": 1, "1er": 1,
    "deuxième": 2, "second": 2, "2e": 2, "troisième": 3, "3e": 3, "quatrième": 4, "4e": 4, "primer": 1, "segundo": 2,
    "tercer": 3, "cuarto": 4,
}  # fmt: skip
# Italian, Portuguese and Dutch ordinals of quarters and halves ("4º" is "4o" after NFKC)
_MORE_ORDINALS = {
    "primo": 1, "secondo": 2, "terzo": 3, "quarto": 4, "primeiro": 1, "terceiro": 3, "eerste": 1, "tweede": 2,
    "derde": 3, "vierde": 4, "1o": 1, "2o": 2, "3o": 3, "4o": 4, "1°": 1, "2°": 2, "3°": 3, "4°": 4, "1e": 1, "2e": 2,
    "3e": 3, "4e": 4, "1ste": 1, "2de": 2, "3de": 3, "4de": 4, "segundo": 2,
}  # fmt: skip
_ZH_NUMBERS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}
# Monthly official statistics: published after the month they measure (at the earliest in its last
# days, as a flash estimate), so a month's figure stated before the month is over is a later fact.
_STATISTIC_EN = (
    r"retail sales|consumer prices?|consumer price index|CPI|PPI|producer prices|(?:core |headline )?inflation(?: rate)?"
    r"|(?:non-?farm )?payrolls|jobs report|unemployment(?: rate)?|jobless rate|industrial (?:production|output)"
    r"|factory (?:output|orders)|exports|imports|trade (?:balance|surplus|deficit)|housing starts|(?:existing |new )?home sales"
    r"|building permits|durable goods orders"
)
_STATISTIC_EU = (
    r"Inflationsrate|Inflation|Teuerung|Verbraucherpreise|Einzelhandelsumsätze?|Arbeitslosenquote|Arbeitslosenzahl"
    r"|Industrieproduktion|Exporte|Importe|Auftragseingänge|Erzeugerpreise|prix à la consommation|chômage"
    r"|production industrielle|exportations|importations|ventes au détail|IPC|inflación|paro|desempleo"
    r"|producción industrial|exportaciones|importaciones|ventas minoristas"
    r"|inflazione|disoccupazione|produzione industriale|prezzi al consumo|esportazioni|importazioni|vendite al dettaglio"
    r"|inflação|desemprego|IPCA|produção industrial|exportações|importações|vendas no varejo|inflatie|werkloosheid"
    r"|industriële productie|consumentenprijzen|detailhandelsverkopen"
)
_STATISTIC_CJK = (
    r"CPI|PPI|居民消费价格|消费者物价|社会消费品零售总额|社零|出口|进口|工业增加值|失业率|通胀|消費者物価指数|消費者物価"
    r"|鉱工業生産|輸出|輸入|貿易収支|失業率|物价"
)
_STATISTIC_KO = r"소비자물가|물가|수출|수입|산업생산|실업률|고용|소매판매|무역수지"
_FY = r"(?:fiscal(?:\s+year)?|full[- ]year|FY)"
# Every period starts with a digit, one of these CJK characters, or a word beginning with one of these
# letter pairs: testing that first skips most words at once (speed, not meaning).
_PERIOD_START = (
    r"(?:(?=[\d第一二三四上下前全年中半])|(?<![\w])(?=q|h[12]|f[iuy]|se|th|fo|ni|qu|si|tw|ye|ja|fe|ma|ap|ju|au|oc|no|de|er"
    r"|zw|dr|vi|pr|tr|te|cu|ge|ex|ej|ee|bo|1|2|3|4))"
)
_PERIOD_FINDER = re.compile(
    _PERIOD_START + r"(?:"
    + "|".join(
        (
            rf"(?P<qy>\bQ(?P<qy_q>[1-4])\s*(?:FY\s*)?'?(?P<qy_y>{_YEAR}|\d{{2}})\b)",
            # "Q2 profit" with no year: the latest second quarter (see `find_periods`)
            r"(?P<bq>\bQ(?P<bq_q>[1-4])\b(?!\s*(?:FY\s*)?'?\d)(?![-/&]))",
            rf"(?P<yq>\b(?P<yq_y>{_YEAR})\s*-?\s*Q(?P<yq_q>[1-4])\b)",
            rf"(?P<nq>\b(?P<nq_q>[1-4])Q\s*'?(?P<nq_y>{_YEAR}|\d{{2}})\b)",
            rf"(?P<hy>\bH(?P<hy_h>[12])\s*(?:FY\s*)?'?(?P<hy_y>{_YEAR}|\d{{2}})\b)",
            rf"(?P<oq>\b(?:(?P<oq_y1>{_YEAR})\s+)?(?P<oq_o>first|second|third|fourth|1st|2nd|3rd|4th)"
            rf"[- ]quarter(?:\s+(?:of\s+)?(?:fiscal\s+(?:year\s+)?)?(?P<oq_y2>{_YEAR}))?)",
            rf"(?P<oh>\b(?:(?P<oh_y1>{_YEAR})\s+)?(?P<oh_o>first|second)[- ]half"
            rf"(?:\s+(?:of\s+)?(?:fiscal\s+(?:year\s+)?)?(?P<oh_y2>{_YEAR}))?)",
            rf"(?P<nm>\b(?:first\s+)?nine[- ]months?(?:\s+of)?(?:\s+(?P<nm_y>{_YEAR}))?)",
            rf"(?P<fy>\b{_FY}\s*'?(?P<fy_y>{_YEAR}|\d{{2}})\b)",
            rf"(?P<yr>\b(?P<yr_y>{_YEAR})\s+(?=(?:annual\s+)?(?:results|revenue|sales|earnings|profit"
            r"|net income|net profit|EPS|deliveries|shipments)\b))",
            rf"(?P<zq>(?:(?P<zq_y>{_YEAR})\s*年\s*)?(?<![上下本这每])(?:第\s*(?P<zq_q2>[一二三四1-4])\s*季度?"
            r"|(?P<zq_q>[一二三四1-4])\s*季度))",
            rf"(?P<zh>(?:(?P<zh_y>{_YEAR})\s*年\s*)?(?P<zh_p>上半年|下半年|前三季度|全年|年度|中期))",
            rf"(?P<qend>\b(?P<qend_kind>quarter|three months|six months|nine months|twelve months|year"
            rf"|fiscal year)\s+(?:end(?:ed|ing)|to)\s+(?P<qend_date>(?:\d{{1,2}}\s+)?(?:{_MONTH})(?:\s+\d{{1,2}})?,?\s+{_YEAR}))",
            rf"(?P<mq>\b(?:the\s+)?(?P<mq_m>{_MONTH})(?:\s+(?P<mq_y>{_YEAR}))?\s+(?P<mq_kind>quarter|half)\b)",
            rf"(?P<zr>(?:(?P<zr_y>{_YEAR})\s*年\s*)?(?P<zr_p>一季报|三季报|半年报|中报|年报))",
            rf"(?P<jq>(?:(?P<jq_y>{_YEAR})\s*年度?\s*(?:\d{{1,2}}\s*月期\s*)?)?第?\s*(?P<jq_q>[1-4一二三四])\s*四半期)",
            # Japanese months-ranges and fiscal years: "2021年7~9月期", "4～12月期", "2024年3月期"
            rf"(?P<jm>(?:(?P<jm_y>{_YEAR})\s*年\s*)?(?P<jm_a>\d{{1,2}})\s*[~～〜\-－–]\s*(?P<jm_b>\d{{1,2}})\s*月期)",
            rf"(?P<jf>(?P<jf_y>{_YEAR})\s*年\s*(?P<jf_m>\d{{1,2}})\s*月期)",
            rf"(?P<deq>\b(?P<deq_o>erste|zweite|dritte|vierte|ersten|zweiten|dritten|vierten|1\.|2\.|3\.|4\.)\s*"
            rf"(?:Quartal|Quartals)(?:\s+(?P<deq_y>{_YEAR}))?)",
            rf"(?P<frq>\b(?P<frq_o>premier|deuxième|second|troisième|quatrième|1er|2e|3e|4e)\s+trimestre"
            rf"(?:\s+(?P<frq_y>{_YEAR}))?)",
            rf"(?P<esq>\b(?P<esq_o>primer|segundo|tercer|cuarto)\s+trimestre(?:\s+(?:de(?:l)?\s+)?(?P<esq_y>{_YEAR}))?)",
            # halves and financial years in German, French and Spanish, and Japanese halves
            rf"(?P<euh>\b(?P<euh_o>erste[ns]?|zweite[ns]?|1\.|2\.|premier|second|primer|segundo)\s*"
            rf"(?:Halbjahr(?:es)?|semestre)(?:\s+(?:de(?:l)?\s+)?(?P<euh_y>{_YEAR}))?)",
            rf"(?P<eufy>\b(?:Gesamtjahr(?:es)?|Geschäftsjahr(?:es)?|exercice|ejercicio)\s+(?P<eufy_y>{_YEAR})\b)",
            rf"(?P<jh>(?:(?P<jh_y>{_YEAR})\s*年度?\s*)?(?P<jh_p>上半期|下半期|中間期))",
            # Italian, Portuguese and Dutch quarters and halves ("terzo trimestre 2024", "4º trimestre de
            # 2024", "2e kwartaal van 2023", "primo semestre"), Korean ones ("2024년 2분기", "상반기")
            rf"(?P<rq>\b(?P<rq_o>{_alternatives(_MORE_ORDINALS)})\s*(?:trimestre|kwartaal)"
            rf"(?:\s+(?:de|del|do|da|van|van het)?\s*(?P<rq_y>{_YEAR}))?)",
            rf"(?P<rh>\b(?P<rh_o>{_alternatives(_MORE_ORDINALS)})\s*(?:semestre|halfjaar)"
            rf"(?:\s+(?:de|del|do|da|van|van het)?\s*(?P<rh_y>{_YEAR}))?)",
            rf"(?P<kq>(?:(?P<kq_y>{_YEAR})\s*년\s*)?(?<!\d)(?P<kq_q>[1-4])\s*분기)",  # not "12분기 연속" (12 quarters)
            rf"(?P<kh>(?:(?P<kh_y>{_YEAR})\s*년\s*)?(?P<kh_p>상반기|하반기))",
            # A month's figures in Chinese and Japanese: "2024年3月份" (份/分: "the figure for March")
            rf"(?P<zmf>(?P<zmf_y>{_YEAR})\s*年\s*(?P<zmf_m>\d{{1,2}})\s*月(?:份|分)(?![\d日]))",
        )
    )
    + ")",
    re.IGNORECASE,
)
# A month's statistic ("January retail sales", "inflation in March", "Inflationsrate im Januar 2020",
# "1月CPI"). Each starts with a digit or a word beginning with one of these letter pairs (speed).
# Statistics are named by their month: text without a month name (or 月) names none (speed).
_MONTH_HINT = re.compile(
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mär|mai|okt|dez|fév|avr|aoû|déc|ene|abr|ago|dic|gen|mag|giu|lug|set|ott"
    r"|fev|out|maa|mei|月|월",
    re.IGNORECASE,
)
_STATISTIC_FINDER = re.compile(
    r"(?:(?=\d)|(?<![\w])(?=jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ret|con|cpi|ppi|pro|cor|hea|inf|non|pay|job"
    r"|une|ind|fac|exp|imp|tra|hou|exi|new|hom|bui|dur|teu|ver|ein|arb|auf|erz|pri|ch|ven|ipc|par|des|dis|esp|wer|det|pre))(?:"
    rf"(?P<ms>\b(?P<ms_m>{_MONTH})(?:\s+(?P<ms_y>{_YEAR}))?(?:'s|’s)?\s+(?:{_STATISTIC_EN})\b)"
    rf"|(?P<mi>\b(?:{_STATISTIC_EN}|{_STATISTIC_EU})\s+(?:for|in|im|von|für|en|de|del|du|pour|del mes de|du mois de|di|a|em|van|over|nel mese di|no mês de)\s+"
    rf"(?P<mi_m>{_MONTH}|{_alternatives(_EU_MONTHS)})(?![\w])(?:\s+(?:de\s+)?(?P<mi_y>{_YEAR}))?)"
    rf"|(?P<zm>(?:(?P<zm_y>{_YEAR})\s*年\s*|(?<![\d年/.-]))(?P<zm_m>\d{{1,2}})\s*月份?\s*(?:的|の)?\s*(?:{_STATISTIC_CJK}))"
    rf"|(?P<km>(?:(?P<km_y>{_YEAR})\s*년\s*|(?<![\d년/.-]))(?P<km_m>\d{{1,2}})\s*월\s*(?:의\s*)?(?:{_STATISTIC_KO}))"
    ")",
    re.IGNORECASE,
)
_QUARTER_END = {1: (3, 31), 2: (6, 30), 3: (9, 30), 4: (12, 31)}


def _year(text: str | None) -> int | None:
    if not text:
        return None
    value = int(text)
    return value + 2000 if value < 100 else value


def _period(kind: str, index: int, year: int) -> tuple[str, date]:
    if kind == "Q":
        month, day = _QUARTER_END[index]
        return f"{year}Q{index}", date(year, month, day)
    if kind == "H":
        return f"{year}H{index}", date(year, 6, 30) if index == 1 else date(year, 12, 31)
    if kind == "9M":
        return f"{year}Q3", date(year, 9, 30)
    if kind == "M":  # a month's figures ("January retail sales", "1月CPI")
        return f"{year}-{index:02d}", _month_range(year, index)[1]
    if kind == "FYM":  # a fiscal year ending in month `index` ("2024年3月期")
        return f"{year}FY", _month_range(year, index)[1]
    return f"{year}FY", date(year, 12, 31)


def _period_parts(match: re.Match[str]) -> tuple[str, int, int | None] | None:
    """(kind Q/H/9M/FY, index, year or None) of a period finder match."""
    g = match.groupdict()
    name = match.lastgroup
    if name == "qy":
        return "Q", int(g["qy_q"]), _year(g["qy_y"])
    if name == "bq":
        return "Q", int(g["bq_q"]), None
    if name in ("ms", "mi"):
        word = (g[f"{name}_m"] or "").lower().rstrip(".")
        month = _en_month(word) if name == "ms" else (_EU_MONTHS.get(word) or _en_month(word))
        return None if month is None else ("M", month, _year(g[f"{name}_y"]))
    if name in ("zm", "km"):
        month = int(g[f"{name}_m"])
        return ("M", month, _year(g[f"{name}_y"])) if 1 <= month <= 12 else None
    if name == "jm":
        first, last = int(g["jm_a"]), int(g["jm_b"])
        if not (1 <= first <= 12 and 1 <= last <= 12):
            return None
        if (last - first) % 12 == 2 and last % 3 == 0:
            return "Q", last // 3, _year(g["jm_y"])
        return "M", last, _year(g["jm_y"])  # a half or nine months: the span's last month ends it
    if name == "jf":
        month = int(g["jf_m"])
        return ("FYM", month, _year(g["jf_y"])) if 1 <= month <= 12 else None
    if name == "yq":
        return "Q", int(g["yq_q"]), _year(g["yq_y"])
    if name == "nq":
        return "Q", int(g["nq_q"]), _year(g["nq_y"])
    if name == "hy":
        return "H", int(g["hy_h"]), _year(g["hy_y"])
    if name == "oq":
        return "Q", _ORDINALS[g["oq_o"].casefold()], _year(g["oq_y1"] or g["oq_y2"])
    if name == "oh":
        return "H", _ORDINALS[g["oh_o"].casefold()], _year(g["oh_y1"] or g["oh_y2"])
    if name == "nm":
        return "9M", 3, _year(g["nm_y"])
    if name in ("fy", "yr"):
        return "FY", 4, _year(g[f"{name}_y"])
    if name == "zq":
        return "Q", _ZH_NUMBERS[g["zq_q"] or g["zq_q2"]], _year(g["zq_y"])
    if name == "mq":
        month = _en_month(g["mq_m"])
        if month is None:
            return None
        index = (month - 1) // 3 + 1 if g["mq_kind"].lower() == "quarter" else (1 if month <= 6 else 2)
        return ("Q" if g["mq_kind"].lower() == "quarter" else "H"), index, _year(g["mq_y"])
    if name == "euh":
        first = (g["euh_o"] or "").lower() in ("erste", "ersten", "erstes", "1.", "premier", "primer")
        return "H", 1 if first else 2, _year(g["euh_y"])
    if name == "eufy":
        return "FY", 4, _year(g["eufy_y"])
    if name == "jh":
        return "H", 2 if g["jh_p"] == "下半期" else 1, _year(g["jh_y"])
    if name in ("jq", "deq", "frq", "esq"):
        word = (g[f"{name}_q"] if name == "jq" else g[f"{name}_o"]) or ""
        return "Q", _EU_ORDINALS[word.casefold()], _year(g[f"{name}_y"])
    if name in ("rq", "rh"):
        return ("Q" if name == "rq" else "H"), _MORE_ORDINALS[g[f"{name}_o"].casefold()], _year(g[f"{name}_y"])
    if name == "kq":
        return "Q", int(g["kq_q"]), _year(g["kq_y"])
    if name == "kh":
        return "H", 1 if g["kh_p"] == "상반기" else 2, _year(g["kh_y"])
    if name == "zmf":
        month = int(g["zmf_m"])
        return ("M", month, _year(g["zmf_y"])) if 1 <= month <= 12 else None
    if name == "zr":
        kind, index = {"一季报": ("Q", 1), "三季报": ("Q", 3), "半年报": ("H", 1), "中报": ("H", 1)}.get(g["zr_p"], ("FY", 4))
        return kind, index, _year(g["zr_y"])
    if name == "zh":
        part = g["zh_p"]
        kind, index = {"上半年": ("H", 1), "中期": ("H", 1), "下半年": ("H", 2), "前三季度": ("9M", 3)}.get(
            part, ("FY", 4)
        )
        return kind, index, _year(g["zh_y"])
    return None


def _quarter_ended(match: re.Match[str]) -> tuple[str, int, int] | None:
    ended = _month_date(match["qend_date"])
    if ended is None:
        return None
    span = match["qend_kind"].lower()
    if span in ("year", "fiscal year", "twelve months"):
        return "FYM", ended.month, ended.year  # a year stated to end on a date ends on it (30 June)
    if span == "six months":
        return "H", 1 if ended.month <= 6 else 2, ended.year
    if span == "nine months":
        return "9M", 3, ended.year
    return "Q", (ended.month - 1) // 3 + 1, ended.year


# (Chinese, Japanese "今年の第1四半期", "昨年", "来年"; Korean "올해 1분기", "작년", "지난해", "내년")
_YEAR_BEFORE = re.compile(
    r"(?:\b(?P<en>this|last|next) year(?:'s|’s)?|(?P<zh>今年|本年度?|去年|上年度?|明年|昨年|来年|올해|금년|작년|지난해|내년))\s*(?:的|の)?\s*$",
    re.IGNORECASE,
)
_YEAR_AFTER = re.compile(r"\s+(?:of\s+)?(?P<en>this|last|next)\s+year\b", re.IGNORECASE)
_YEAR_SHIFT = {"this": 0, "last": -1, "next": 1, "今年": 0, "本年": 0, "本年度": 0, "去年": -1, "上年": -1, "上年度": -1, "明年": 1,
               "昨年": -1, "来年": 1, "올해": 0, "금년": 0, "작년": -1, "지난해": -1, "내년": 1}


def _relative_year(text: str, start: int, end: int, anchor: date) -> int | None:
    """The year of a period qualified by "this year's", "of last year", "今年", "올해", else None."""
    before = _YEAR_BEFORE.search(text, max(0, start - 16), start)
    after = _YEAR_AFTER.match(text, end)
    found = before or after
    if found is None:
        return None
    word = (found["en"] or found["zh"] or "") if found is before else found["en"]
    return anchor.year + _YEAR_SHIFT[word.lower()]


def _months_later(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return _month_range(index // 12, index % 12 + 1)[1]


# speed: every period pattern holds a digit or one of these words, so text with none is not scanned
# (unless it holds a letter re.IGNORECASE also reads as "i" or "s": then it is).
_PERIOD_WORDS = ("quarter", "half", "nine", "quartal", "trimestre", "年", "中期", "季度", "报", "四半期", "kwartaal", "semestre",
                 "halfjaar", "분기", "반기", *PERIOD_HINTS)
_DIGIT = re.compile(r"\d")


def _may_name_period(text: str) -> bool:
    if _DIGIT.search(text) or "\u0130" in text or "\u0131" in text or "\u017f" in text:
        return True
    lowered = text.lower()
    return any(map(lowered.__contains__, _PERIOD_WORDS))  # speed: map, no generator frame per word


def find_periods(text: str, *, anchor: date) -> list[PeriodMention]:
    """Every reporting period named in `text`. "this year's", "of last year", "今年" and "去年"
    count from `anchor`'s year; a period without any year takes the latest year in which it had
    ended by `anchor` (the natural reading of "third-quarter revenue" on a page)."""
    return list(_find_periods(text, anchor)) if _may_name_period(text) else []


@lru_cache(maxsize=4096)  # speed: a page is read at many forecast times against the same anchor
def _find_periods(text: str, anchor: date) -> tuple[PeriodMention, ...]:
    found: list[PeriodMention] = []
    periods = list(_PERIOD_FINDER.finditer(text))
    if _MONTH_HINT.search(text):
        periods = sorted([*periods, *_STATISTIC_FINDER.finditer(text)], key=lambda m: m.start())
    named = [(m.start(), m.end(), m.lastgroup or "", _quarter_ended(m) if m.lastgroup == "qend" else _period_parts(m))
             for m in periods]
    named += [(start, end, "words", (kind, index, year)) for start, end, kind, index, year in more_periods(text)]
    for start, end, name, parts in sorted(named, key=lambda item: item[0]):
        if parts is None:
            continue
        kind, index, year = parts
        if year is None:
            year = _relative_year(text, start, end, anchor)
        inferred = year is None
        statistic = name in _STATISTIC_GROUPS
        stated = stated_end(text, end) if inferred else None
        if stated is not None and stated.month == _period(kind, index, stated.year)[1].month:
            year, inferred = stated.year, False  # "the first quarter, which ends on 31 March 2026"
        if year is None:
            label, end_day = _period(kind, index, anchor.year)
            # A month's figures named on a page of that very month are that month's ("January
            # retail sales" on 18 January), not last year's.
            current = statistic and index == anchor.month
            year = anchor.year if end_day <= anchor or current else anchor.year - 1
        label, end_day = _period(kind, index, year)
        if name == "qend" and kind != "FYM":
            # "the quarter ended July 28, 2023": a fiscal quarter stated to end on a day ends on it,
            # not with the calendar quarter holding that day (its label stays the calendar one)
            end_day = _month_date(text[start:end]) or end_day
        if name in ("jq", "jh") and "年度" in text[start:end]:
            # A Japanese fiscal year (年度) starts in April: its third quarter ends on 31 December.
            end_day = _months_later(end_day, 3)
        found.append(
            PeriodMention(
                text=text[start:end],
                start=start,
                end=end,
                label=label,
                end_day=end_day,
                year_inferred=inferred,
                statistic=statistic,
            )
        )
    taken = [(p.start, p.end) for p in found]
    for extra in extra_periods(text, _LOCAL_MONTHS):
        if not any(a < extra.end and extra.start < b for a, b in taken):
            found.append(PeriodMention(text=extra.text, start=extra.start, end=extra.end, label=extra.label,
                                       end_day=extra.end_day, statistic=extra.measured))
    return tuple(sorted(found, key=lambda p: p.start))


_STATISTIC_GROUPS = frozenset({"ms", "mi", "zm", "zmf", "km"})


_RESULTS_NOUN = re.compile(
    r"\b(?:revenues?|sales|net income|net profit|net loss|loss|losses|profits?|earnings|EPS|earnings per share"
    r"|operating (?:income|profit|margin)|EBITDA|margins?|free cash flow|cash flow|deliveries"
    r"|shipments|same-store sales|bookings|results|turnover|income|units)\b"
    r"|营收|营业收入|收入|净利润|归母净利润|利润|每股收益|毛利率|业绩|销量|交付量|营业额"
    r"|売上高|売上|営業利益|純利益|経常利益|決算|業績|\b(?:Umsatz|Umsätze|Gewinn|Ergebnis|Nettogewinn|Erlös|Erlöse"
    r"|Betriebsergebnis|EBIT|Quartalszahlen|Zahlen|chiffre d'affaires|bénéfice|résultats?|ventes|ingresos|beneficio"
    r"|ventas|resultados?|facturación|ganancias?|beneficios|gana|ganó|ganan|verdient|verdiente)\b"
    # Traditional Chinese (Taiwan, Hong Kong) and Japanese short forms
    r"|營收|營業收入|淨利潤|淨利|盈利|獲利|溢利|每股盈餘|業績|最終益|経常益|営業益|純益|最終利益"
    # Korean (particles follow the noun: "매출은"), Italian, Portuguese and Dutch
    r"|매출|순이익|영업이익|영업손실|순손실|실적|당기순이익"
    r"|\b(?:ricavi|fatturato|utile|utili|utile netto|perdita|risultati?|receitas?|lucro|lucros|faturamento|prejuízo"
    r"|resultados?|omzet|winst|nettowinst|verlies|bedrijfsresultaat|resultaat|opbrengst|opbrengsten)\b",
    re.IGNORECASE,
)
_REALISED = re.compile(
    r"\b(?:reported|posted|rose|fell|grew|increased|decreased|declined|jumped|surged|slumped|climbed"
    r"|dropped|totaled|totalled|was|were|came in|delivered|generated|earned|achieved|beat|missed|topped"
    r"|swung|narrowed|widened|improved|reached|amounted|recorded|booked|logged|doubled|tripled|shrank"
    r"|came to|stood at|hit|showed|turned|slipped|sank|soared|eased|edged|shipped|sold|went on to (?:report|post|record|deliver)"
    r"|beats|misses|tops|posts|rises|falls|jumps|slides|surges|plunges|climbs|soars|slumps)\b"
    r"|实现|录得|同比增长|同比下降|同比减少|增长|下降|达到|为|亏损|盈利|公布了|出炉"
    r"|増加した|減少した|増益|減益|上回った|下回った|発表した|だった|となった|増収|減収"
    r"|\b(?:stieg|sank|fiel|erzielte|meldete|betrug|wuchs|steigerte|legte zu|verbuchte|a progressé|a augmenté"
    r"|a reculé|a atteint|s'est établi|a publié|a bondi|a chuté|aumentó|subió|cayó|creció|registró|alcanzó|ganó"
    r"|obtuvo|aumentaron|subieron|cayeron|crecieron|alcanzaron|registraron|stiegen|sanken|fielen|ont progressé"
    r"|ont augmenté|ont reculé|gestiegen|gesunken|gefallen|gewachsen|geschrumpft|eingebrochen|verdoppelt|zugelegt"
    r"|geklettert|gesteigert|steigert|steigt|sinkt|wächst|lag|lagen|belief sich|en hausse|en baisse|en progression"
    r"|en recul|en repli|progresse|recule|bondit|chute|grimpe|augmente|s'établit|ressort|est ressortie?|gana|ganó"
    r"|mejora|mejoró|dispara|disparó|sube|cae|crece|eleva|elevó|se sitúa|se situó|(?-i:Reports|Announces))\b"
    r"|(?<=\d%)\s*(?:の)?(?:増|減)|大增|增長|成長|上升|上涨|下跌|回落|錄得|録得|按年上升|按年下跌"
    # Korean past endings ("늘었다", "증가했다"), Italian, Portuguese and Dutch past tenses
    r"|늘었|줄었|증가했|감소했|기록했|달성했|올랐|떨어졌|늘어난|줄어든|증가한|감소한|기록한|상승했|하락했|상승한|하락한"
    r"|\b(?:registrato|cresciuto|cresciuti|salito|saliti|sceso|scesi|calato|aumentato|aumentati|diminuito|realizzato"
    r"|attestato|raggiunto|segnato|archiviato|registrou|registraram|cresceu|cresceram|subiu|caiu|recuou|avançou"
    r"|lucrou|alcançou|atingiu|somou|totalizou|eleva|elevou|apurou|teve|boekte|boekt|rapporteerde|steeg|stegen|daalde"
    r"|daalden|groeide|bedroeg|behaalde|noteerde|kwam uit op|zag)\b",
    re.IGNORECASE,
)
_GUIDANCE = re.compile(
    r"\b(?:expects?|expected|expecting|guidance|guides?|guided|guiding|outlook|forecasts?|forecasted|projects?|projected"
    r"|projection|sees|anticipates?|anticipated|targets?|targeted|estimates?|estimated|consensus"
    r"|predicts?|predicted|will|would|could|may|might|should|aims?|plans?|on track"
    r"|(?<!went on )(?:to report|to post|to release|to announce)|ahead of|preview|likely|due)\b"
    r"|预计|预期|指引|目标|有望|将|拟|计划|预测|展望|预告|予想|見通し|計画|予定|見込み"
    r"|\b(?:erwartet|Prognose|Ausblick|rechnet mit|wird|soll|prévoit|prévisions|objectif|s'attend|prevé|previsión"
    r"|espera|objetivo|prevede|stima|stime|attende|atteso|attesi|obiettivo|previsto|prevê|projeta|estima|meta|deve"
    r"|deverá|projeção|verwacht|verwachting|prognose|raming|vooruitzicht|zal|zullen)\b"
    r"|예상|전망|목표|계획|예정|가이던스",
    re.IGNORECASE,
)


# A reported figure with an amount ("revenue: $1.2 billion", "净利润12亿元"): realised when the
# clause has no verb cue at all (tables, headlines).
_FIGURE = re.compile(
    # "revenue of $4.2bn", "revenue up 14% to Rs 3,912 crore"
    r"\b(?:revenues?|sales|net income|net profit|profits?|earnings|EPS|EBITDA|turnover)\s*(?:(?:number|figure|total|tally|print)\s+)?"
    r"(?:of|:|was|were|at|(?:up|down)\s+\d[\d.]*\s?%\s+(?:to|at))?\s*"
    r"(?:(?:(?:US|A|HK|C|S|NZ)?[$£€¥₹])|Rs\.?|INR)\s?\d|(?:营收|营业收入|净利润|归母净利润|利润)\s*\d[\d.,]*\s*(?:亿|万)?元",
    re.IGNORECASE,
)


_EARLIER_PERIOD = re.compile(
    r"\b(?:last|previous|prior|preceding|earlier|year[- ]ago|a year (?:ago|earlier)|in the year-earlier|historically"
    r"|typically|usually|guid\w*|model|estimates?|consensus|expects?|forecasts?)\b|去年|上年|同期|前期|前年",
    re.IGNORECASE,
)


def undated_results(sentence: str) -> str | None:
    """The cue when `sentence` states realised results (a results noun and a realised verb, or a
    reported figure) for no named period and no earlier one ("Meta reported revenue of $36.46
    billion"), else None: the results of the period the page is about."""
    if not has_results_noun(sentence) or _EARLIER_PERIOD.search(sentence) or _PERIOD_FINDER.search(sentence):
        return None
    realised = _REALISED.search(sentence)
    figure = _FIGURE.search(sentence)
    return (realised.group() if realised else "") + (f" {figure.group()}" if figure else "") if realised and figure else None


# A rate or a change ("bei 1,4 %", "0.3%", "6,9 por ciento"): the reported value of a month's statistic.
_RATE = re.compile(r"\d[\d.,]*\s?(?:%|Prozent|pour cent|por ciento|percent)", re.IGNORECASE)
_STATISTIC_NAME = re.compile(rf"\b(?:{_STATISTIC_EN}|{_STATISTIC_EU})\b|{_STATISTIC_CJK}|{_STATISTIC_KO}", re.IGNORECASE)


def names_statistic(text: str) -> bool:
    """Whether `text` names a monthly official statistic ("consumer prices", "Verbraucherpreise", "CPI", "失业率")."""
    return _STATISTIC_NAME.search(text) is not None


def states_rate(text: str) -> bool:
    """Whether `text` gives a rate or a change ("2.0%", "3,3 Prozent", "6,9 por ciento")."""
    return _RATE.search(text) is not None
_AMOUNT = re.compile(r"[$€£¥]\s?\d|\d[\d.,]*\s?(?:million|billion|bn|mn|亿|万|億|兆|Mrd|Mio|milliards?|millones)|\d\s?(?:元|円)")


def states_figure(text: str) -> bool:
    """Whether `text` gives a reported amount ("revenue of $36.46 billion", "a $430 million loss",
    "净利润12亿元")."""
    return _FIGURE.search(text) is not None or _AMOUNT.search(text) is not None


def guidance_cue(text: str) -> bool:
    """Whether `text` holds a word of expectation or guidance ("consensus", "expects", "stima", "预计"):
    a figure beside it is a forecast, not a reported value."""
    return _GUIDANCE.search(text) is not None


def has_results_noun(text: str) -> bool:
    """Whether `text` names a reported figure (revenue, net income, 净利润, ...)."""
    return _RESULTS_NOUN.search(text) is not None


# A relative clause set off by commas right after a clause that names a period: ", which ends on 31
# March 2026, " (the main clause resumes after it).
_RELATIVE_ASIDE = re.compile(r",\s*(?:which|that)\s+[^,.;!?]{1,60},\s*")


# A forecast named as a thing and then revised ("業績予想を上方修正すると発表した": announced it
# would raise its forecast): for the tense a noun (`_NOT_CUES_MORE`), for a period its guidance.
_FORECAST_REVISED = re.compile(r"(?:業績|通期|会社|利益|収益)?(?:予想|予測|見通し)(?:を|の)(?:上方|下方)?(?:修正|引き上げ|引き下げ|据え置)")


_COMMA = re.compile(r"[,，]")


def _period_cues(text: str, period: PeriodMention, left: int, right: int) -> list[tuple[int, bool, str, PeriodRole]]:
    """The realised and guidance cues in text[left:right], each with its distance from `period` and
    whether a comma stands between them: of two cues equally near, the one across a comma belongs
    to the phrase before or after the period's own ("成本下降，公司下半年利润率有望继续改善": costs
    fell, the second half's margin is expected to improve), so it decides only a tie of its own kind."""
    masked = _masked(text, left, right)
    cues: list[tuple[int, bool, str, PeriodRole]] = []
    # guidance words of Traditional Chinese are read through the simplified ones ("預測" is "预测")
    simplified = _simplified(text)
    for pattern, role in ((_REALISED, "realised"), (_GUIDANCE, "guidance"), (_FORECAST_REVISED, "guidance")):
        for match in pattern.finditer(simplified if pattern is _GUIDANCE else text, left, right):
            if match.start() < period.end and period.start < match.end():
                continue
            if pattern is not _FORECAST_REVISED and any(a <= match.start() and match.end() <= b for a, b in masked):
                continue
            between = (match.end(), period.start) if match.end() <= period.start else (period.end, match.start())
            cues.append((between[1] - between[0], _COMMA.search(text, *between) is not None, match.group(), role))
    return cues


def period_statement(text: str, period: PeriodMention) -> tuple[PeriodRole, str]:
    """Whether the clause around `period` states realised results for it, guidance, or neither.

    Realised needs a results noun in the sentence and a realised verb as the nearest cue; the
    nearest guidance cue ("expects", "guidance", "预计") makes it guidance.
    """
    s_left, s_right = sentence_span(text, period.start, period.end)
    if not period.statistic and not has_results_noun(text[s_left:s_right]):
        return "other", ""
    left, right = clause_span(text, period.start, period.end)
    cues = _period_cues(text, period, left, right)
    aside = _RELATIVE_ASIDE.match(text, right) if not cues else None
    if aside is not None:
        # "For the first quarter, which ends on 31 March, the company delivered ...": past the aside,
        # the clause the period opens goes on
        left, right = clause_span(text, aside.end(), aside.end())
        cues = _period_cues(text, period, left, right)
    if not cues:
        figure = _FIGURE.search(text, left, right) or (
            (_RATE.search(text, left, right) or _AMOUNT.search(text, left, right)) if period.statistic else None
        )
        return ("realised", figure.group()) if figure else ("other", "")
    nearest = min(cues)
    if nearest[3] == "realised" and _UNTENSED.fullmatch(nearest[2]) and any(role == "guidance" for *_, role in cues):
        return "guidance", next(cue for *_, cue, role in sorted(cues) if role == "guidance")
    if (nearest[3] == "realised" and _KOREAN_ATTRIBUTIVE.fullmatch(nearest[2])
            and all(role == "guidance" or _KOREAN_ATTRIBUTIVE.fullmatch(cue) for *_, cue, role in cues)
            and (estimated := _KOREAN_ESTIMATED.search(text, period.end, right)) is not None):
        # "13.4% 증가한 19.9억원으로 추정된다": the attributive modifies the figure the clause estimates
        return "guidance", estimated.group()
    return nearest[3], nearest[2]


# Typographic apostrophes ("chiffre d’affaires") and the cues of more languages (`period_cues`).
_RESULTS_NOUN = re.compile(typographic(_RESULTS_NOUN.pattern) + "|" + MORE_RESULTS_NOUN, re.IGNORECASE)
_REALISED = re.compile(typographic(_REALISED.pattern) + "|" + typographic(MORE_REALISED), re.IGNORECASE)
_GUIDANCE = re.compile(typographic(_GUIDANCE.pattern) + "|" + MORE_GUIDANCE, re.IGNORECASE)
_AMOUNT = re.compile(_AMOUNT.pattern + "|" + MORE_AMOUNT, _AMOUNT.flags)
_UNTENSED = re.compile(UNTENSED_REALISED, re.IGNORECASE)
_KOREAN_ATTRIBUTIVE = re.compile(KOREAN_ATTRIBUTIVE)
_KOREAN_ESTIMATED = re.compile(KOREAN_ESTIMATED)

# speed: the scans behind a test of the characters a match can start with (`regex_guard`; same matches)
_NEXT_WEEK = guarded(_NEXT_WEEK)
_YEAR_TOKEN = guarded(_YEAR_TOKEN)
_CLAUSE_BREAK = guarded(_CLAUSE_BREAK)
_FORWARD_EN = guarded(_FORWARD_EN)
_FACT_EN = guarded(_FACT_EN)
_PRESENT_EN = guarded(_PRESENT_EN)
_HEADLINE_EN = guarded(_HEADLINE_EN)
_FORWARD_ZH = guarded(_FORWARD_ZH)
_FACT_ZH = guarded(_FACT_ZH)
_FORWARD_EU = guarded(_FORWARD_EU)
_FACT_EU = guarded(_FACT_EU)
_FACT_EU_IERTE = guarded(_FACT_EU_IERTE)
_NOT_CUES = guarded(_NOT_CUES)
_NOT_CUES_MORE = guarded(_NOT_CUES_MORE)
_FUTURE_AUXILIARY = guarded(_FUTURE_AUXILIARY)
_MODAL_OPENING = guarded(_MODAL_OPENING)
_QUESTION_END = guarded(_QUESTION_END)
_NOT_CUES_CJK = guarded(_NOT_CUES_CJK)
_MONTH_HINT = guarded(_MONTH_HINT)
_STATISTIC_FINDER = guarded(_STATISTIC_FINDER)
_RESULTS_NOUN = guarded(_RESULTS_NOUN)
_REALISED = guarded(_REALISED)
_GUIDANCE = guarded(_GUIDANCE)
_AMOUNT = guarded(_AMOUNT)

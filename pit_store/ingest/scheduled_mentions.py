"""Days a page writes only as scheduled: a maturity, a deadline, a hearing "set for", an expiry.

A bond page lists "Series 2015A bonds mature July 1, 2035", a docket "Scheduling Conference set for
4/16/2025", an options chain "Expiration: Mar 21, 2025", a tariff "Effective 1st June 2025", a tender
its closing date, a dividend notice its "Ex date", "Record date" and "Payment date", a quote page its
"Earnings Date" (the company's next report). htmldate (or a date-labelled line) may take such a day for the page's, which then
looks published months after it was. A day the page writes only next to a scheduling word tells
what the page expects, not when it was written; `page_dates` distrusts it when the page has its own
stamp on an earlier day (without one it stands: fail closed).

A day written anywhere without such a word (a plain table row, a byline) is not scheduled-only: the
page may report something that happened that day.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import date
from typing import NamedTuple

__all__ = ["DayMentions", "day_mentions", "is_scheduled", "is_scheduled_after"]

# Words that make the date after them one the page looks ahead to, in the languages the date
# readers know: English, German, French, Spanish, Italian, Dutch, Portuguese, the Nordic and Slavic
# languages, Finnish, Russian, Indonesian, Vietnamese, Hebrew, Arabic and Greek; and the Chinese, Japanese,
# Korean and Thai ones, which stand inside a run of letters
# ("次回更新予定日", "将于", "마감일"), so without word bounds.
_CUE = re.compile(
    r"(?:\b(?:due|matur\w*|set\s+for|scheduled|expir\w*|effective|deadline|closing\s+(?:date|time|on)|clos(?:es|e)(?:\s+(?:on|at)|(?=\s*$))"
    r"|callable|call\s+date|end\s+date|redemption\s+date|ex[-\s]?date|ex-?dividend|record\s+date|payment\s+date|pay(?:able)?\s+date|election\s+date|earnings\s+date|to\s+be|books?\s+clos\w*|next|upcoming|hearing|meeting|will|wird|werden|return\s+date|opening"
    r"|opens|fällig\w*|\w*frist(?:en)?|termin|nächste\w*|échéance|prévue?s?|prochaine?|date\s+limite|vencimiento|próxim[oa]"
    r"|previst[oa]|fecha\s+límite|plazo|scadenza|prossim[oa]|uiterlijk|volgende|prazo|data\s+limite|viimeistään"
    r"|seuraava|nästa|neste|næste|lhůta|termín|следующ\w*|срок"
    # Verbs of a coming event in the present or future: Nordic "afholdes" (is held), Finnish
    # "pidetään", Hebrew "תתקיים", Arabic "ستعقد", Greek "θα γίνει", Thai "กำหนด" (set for), French "aura lieu", Spanish "se celebrará", Italian "si terrà", Polish "odbędzie
    # się", "na dzień" (convened for), Czech "se uskuteční", Russian "состоится", Indonesian "akan", Vietnamese "dự kiến", "sẽ".
    r"|afholdes|avholdes|holdes|hålls|äger\s+rum|pidetään|järjestetään|aura\s+lieu|se\s+tiendra|à\s+partir\s+du"
    r"|se\s+celebrará|tendrá\s+lugar|a\s+partir\s+del?|si\s+terrà|si\s+svolgerà|a\s+partire\s+dal"
    r"|realizar-se-á|vanaf|odbędzie\s+się|na\s+dzień|se\s+uskuteční|proběhne|состоится|пройд[её]т|akan|dự\s+kiến|sẽ"
    r"|gültig\s+ab|ab\s+dem|תתקיים|יתקיים|תיערך|ייערך|ستعقد|سيعقد|المقرر|θα\s+πραγματοποιηθεί|θα\s+γίνει"
    # The simple future of French ("publiera", "annonceront"), Spanish and Portuguese ("publicará",
    # "divulgarão") and Italian ("pubblicherà"): what the subject will do (not "opéra", "caméra").
    r"|\w{3,}(?:era|eront|iront)(?<!op[eé]ra)(?<!cam[eé]ra)|\w{2,}(?:ará|erá|irá|arán|erán|irán|arão|erão|irão)"
    r"|\w{2,}(?:erà|irà|eranno|iranno)"
    # A calendar lists what is to come ("Financial calendar: 12 April 2024 Full-year results",
    # "Экономический календарь недели (27.07.2026 –)", German compounds: "Finanzkalender"), and so
    # does a heading for next week.
    r"|calendars?|\w*kalender|calendrier|calendari[oa]|calendário|календар\w*)\b"
    r"|予定|締切|締め切り|将于|将在|预计|截止|到期|예정|마감|만기|กำหนด|จะจัด|カレンダー|来週|下周|日历|日程|다음\s?주)[^.!?。]*$",
    re.I,
)
_CUE_REACH = 40  # characters before the date in which a scheduling word counts
# A past-tense word between the cue and the date tells of what happened ("the meeting held on"),
# not after "to be" or "will be" ("annual meeting to be held July 7, 2025": a coming one).
_PAST = re.compile(
    r"(?<!to be )(?<!will be )\b(?:held|took\s+place|was|were|met|ended|closed|expired|matured|ruled|filed|granted|announced|published|posted"
    r"|issued|released)\b",
    re.I,
)
_LIST_GAP = 6  # characters between dates of one list ("Mar 21, 2025 (M) Apr 17, 2025")
_BLOCK_END = re.compile(r"[.!?]\s|[;|·•]")

_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
_MONTH_NAME = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = r"(?P<weekday>(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?)"
# "Thu 16 Oct", "Wed, May 14": a weekday, a day and a month, no year after them.
_YEARLESS = re.compile(
    rf"\b{_WEEKDAY}\s+(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month>{_MONTH_NAME})"
    rf"|(?P<month2>{_MONTH_NAME})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?)\b(?!,?\s*(?:19|20)\d{{2}})",
    re.I,
)
Readings = Callable[[re.Match[str]], Iterable[date]]


_SENTENCE_REACH = 160


def is_scheduled(before: str) -> bool:
    """Whether the sentence before a date makes it one the page looks ahead to ("will open trading
    for the new pairs at ..."): wider than a day's label, for a stamp's time, where reading a
    scheduled time as a stamp could only date a page later than it is."""
    return _cued(before, _SENTENCE_REACH)


# Languages that put the verb after the date say a day is a coming one later in the sentence:
# "3月20日に通期決算を発表する予定だ", "7일 발표할 예정이다", "15 Nisan 2025 tarihinde yapılacak".
_CUE_AFTER = re.compile(r"^[^。.!?！？]{0,30}?(?:予定|見込み|예정|yapılacak|gerçekleştirilecek|düzenlenecek)")


def is_scheduled_after(after: str) -> bool:
    """Whether the words after a date, in the same sentence, make it one the page looks ahead to
    (a verb-final language's "予定", "예정", "yapılacak")."""
    return _CUE_AFTER.search(after) is not None


def _cued(before: str, reach: int = _CUE_REACH) -> bool:
    window = before[-reach:]
    ends = list(_BLOCK_END.finditer(window))
    if ends:
        window = window[ends[-1].end() :]
    cue = _CUE.search(window)
    return cue is not None and _PAST.search(cue[0]) is None


class DayMentions(NamedTuple):
    """How a page writes its days: those only as scheduled, and those at least once plainly."""

    scheduled_only: set[date]
    plain: set[date]


def day_mentions(lines: list[str], patterns: Iterable[re.Pattern[str]], readings: Readings) -> DayMentions:
    """The days `lines` write only right after a scheduling word (within `_CUE_REACH` characters,
    in the same sentence), and those written at least once without one, every reading of each
    date counted (`readings`). A date that starts its line takes the end of the line before as its
    label ("Closing date" / "24/03/2025"); dates listed right after a scheduled one share its cue
    ("Expires: 20 Sep 2024, 18 Oct 2024"). A day written with its weekday but no year ("Thu 16 Oct")
    counts in each year the page writes in which that day is that weekday."""
    cued: set[date] = set()
    plain: set[date] = set()
    compiled = tuple(patterns)
    yearless: list[tuple[int, int, int, bool]] = []
    for index, line in enumerate(lines):
        matches = sorted(((m, p) for p in (*compiled, _YEARLESS) for m in p.finditer(line)), key=lambda mp: mp[0].start())
        cued_until = -1  # where the last scheduled date of this line ends: a list of them shares its cue
        for match, pattern in matches:
            before = line[: match.start()]
            if not before.strip() and index > 0:
                before = lines[index - 1]
            listed = 0 <= cued_until <= match.start() and len(line[cued_until : match.start()].strip()) <= _LIST_GAP
            is_cued = listed or _cued(before)
            cued_until = match.end() if is_cued else -1
            if pattern is _YEARLESS:
                month = _MONTHS.index((match["month"] or match["month2"])[:3].lower()) + 1
                yearless.append((_WEEKDAYS.index(match["weekday"][:3].lower()), month,
                                 int(match["day"] or match["day2"]), is_cued))
                continue
            (cued if is_cued else plain).update(readings(match))
    for year in {day.year for day in cued | plain}:
        for weekday, month, dom, is_cued in yearless:
            try:
                day = date(year, month, dom)
            except ValueError:
                continue
            if day.weekday() == weekday:
                (cued if is_cued else plain).add(day)
    return DayMentions(cued - plain, plain)

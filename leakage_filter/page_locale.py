"""A page's locale and the times of day written next to its dates.

Locale evidence decides two things a date alone leaves open:
- the day/month order of a numeric date ("04/11/2025"): day first on British, European, Chinese,
  Japanese (year first there), Australian and Indian pages, month first on US pages;
- the zone a calendar day is a day in: a British page's "4 November" is a London day.
The evidence, strongest first: the page's declared language tag with a region ('en-gb', 'de-de'),
the URL's country domain (.co.uk, .de, .com.au, .cn, .jp, ...), the language alone (de, fr, es,
ja, zh), and the page's other dates (a numeric field above 12, or dates written "13 July 2023" rather
than "July 13, 2023", settle the order for the page).
Without evidence, both orders stay possible and a day spans every zone on Earth.

`time_near` reads a time of day written beside a date ("Nov. 4, 2025, 10:55 a.m. EDT",
"北京时间 2025年10月1日 07:15", "3. März 2025, 14:30 Uhr MEZ"): with a zone (named or the page's
own) it becomes an exact instant, so "10:55 EDT" on t's day is compared with t as an instant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo

from engine.timestamps import named_zone, shared_zone_readings
from leakage_filter.regex_guard import guarded
from pit_store.ingest.page_region import LANGUAGES as _LANGUAGE
from pit_store.ingest.page_region import DayOrder, region_evidence

__all__ = ["DayOrder", "PageLocale", "clock_bounds", "offset_zone", "page_locale", "stamp_clock", "stamped_time", "time_near"]


@dataclass(frozen=True, slots=True)
class PageLocale:
    """What locale evidence says about a page."""

    order: DayOrder | None
    zone: tzinfo | None
    lang: str
    """The language part ('en', 'de', 'zh', ...), '' if unknown."""
    basis: str
    """Which evidence decided ('lang en-gb', 'domain .co.uk', 'other dates', 'none')."""
    names: tzinfo | None = None
    """The zone a name several zones share ("IST", "CST") stands for on this page: its zone, else
    the one its words settle (`region_evidence`, the reading page dating uses too)."""


_NUMERIC = re.compile(r"(?<![\d./-])(\d{1,2})[/.-](\d{1,2})[/.-](?:19|20)?\d{2}(?![\d/])")
_EN_MONTH_NAME = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
)
# A format the page states ("Dates (MM/DD/YYYY)", "TT.MM.JJJJ"): the strongest evidence of its order.
_DECLARED_FORMAT = re.compile(r"\b(?:MM[/.-]DD|DD[/.-]MM|TT[.]MM|JJ[/.-]MM)[/.-](?:YYYY|YY|JJJJ|AAAA)\b", re.IGNORECASE)
# The order a page writes its dates in words: "13 July 2023" is a day-first page, "July 13, 2023" a
# month-first one; its numeric dates follow the same order.
_DAY_FIRST_WORDS = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_EN_MONTH_NAME},?\s+(?:19|20)\d{{2}}\b")
_MONTH_FIRST_WORDS = re.compile(rf"\b{_EN_MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?,\s+(?:19|20)\d{{2}}\b")


def _zone(name: str | None) -> tzinfo | None:
    return ZoneInfo(name) if name else None


def _order_from_dates(text: str) -> DayOrder | None:
    """The order the page states ("MM/DD/YYYY"), else the one its unambiguous numeric dates use
    (a field above 12), else the one its dates in words use, if they agree."""
    declared = _DECLARED_FORMAT.search(text)
    if declared is not None:
        return "MDY" if declared.group().upper().startswith("M") else "DMY"
    first = second = False
    for match in _NUMERIC.finditer(text):
        a, b = int(match[1]), int(match[2])
        first |= a > 12 >= b
        second |= b > 12 >= a
    if first == second:  # no numeric evidence, or both: the dates in words decide
        first = _DAY_FIRST_WORDS.search(text) is not None
        second = _MONTH_FIRST_WORDS.search(text) is not None
    if first != second:
        return "DMY" if first else "MDY"
    return None


_RAW_OFFSET = re.compile(r"T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?([+-])(\d{2}):?(\d{2})$")


def offset_zone(raw: str) -> tzinfo | None:
    """The fixed zone of an ISO date-time written with a UTC offset ("2025-12-31T23:50:00-08:00"):
    where the page's own clock stood. None for "Z" (UTC says nothing of the site) or no offset."""
    match = _RAW_OFFSET.search(raw.strip())
    if match is None:
        return None
    minutes = int(match[2]) * 60 + int(match[3])
    return timezone(timedelta(minutes=minutes if match[1] == "+" else -minutes))


def page_locale(lang_tag: str, url: str | None, text: str, *, cjk: bool) -> PageLocale:
    """The page's day/month order and zone from its language tag, URL and text.

    The declared region (`page_region`: tag region, else country domain) first; without one, the
    language alone also gives its main country's zone here (the rules read a page's local clock),
    and Chinese text with no tag reads as Chinese; the page's other dates settle an order still open.
    """
    declared = region_evidence(lang_tag, url, text)
    language = lang_tag.strip().lower().replace("_", "-").partition("-")[0]
    order, zone, basis = declared.order, declared.zone, declared.basis
    if zone is None:
        if language not in _LANGUAGE and cjk and basis == "none":
            language, basis = "zh", "Chinese text"
        if language in _LANGUAGE:
            order, zone = _LANGUAGE[language][0], _zone(_LANGUAGE[language][1])
    from_dates = _order_from_dates(text)
    if from_dates is not None and (order is None or basis == "none"):
        order, basis = from_dates, "other dates"
    return PageLocale(order=order, zone=zone, lang=language, basis=basis, names=zone or declared.names)


# ---------------------------------------------------------------------------------------------
# Times of day beside a date

_ZONE_WORD = (
    r"(?:UTC|GMT|EDT|EST|CDT|CST|MDT|MST|PDT|PST|BST|CEST|CET|MESZ|MEZ|WEST|WET|JST|KST|HKT|SGT|AEST|AEDT|IST|MSK|WIB|ET|CT|MT|PT"
    r"|МСК|TRT|TSİ|TSI|EEST|EET|ICT|WITA|WIT|PHT"
    # the engine's other fixed abbreviations that are no English word (not EAT, WAT, CAT)
    r"|AWST|ACST|ACDT|NZST|NZDT|SAST|HST|AKST|AKDT|PKT|MYT"
    r"|Eastern|(?:Beijing|Hong Kong|Tokyo|Japan|London|UK|New York|Singapore|Frankfurt) time|Beijing|北京时间"
    r"|日本時間|東京時間|北京時間|香港時間|香港时间|台北時間|台北时间|台灣時間|台湾时间|한국시간|서울시간"
    r"|heure (?:de Paris|française|belge|de Bruxelles|suisse|de l'Est)|hora (?:de Madrid|peninsular|de Lisboa"
    r"|del centro de México|de la ciudad de México|de Buenos Aires|argentina|de Brasília)|horário de Brasília"
    r"|ora italiana|ora di Roma|ora legale|Nederlandse tijd|HNE|HAE)"
)
_OFFSET = r"(?:UTC|GMT)\s?[+-]\s?\d{1,2}(?::?\d{2})?"
# "14:30", "14h30", "3:05 p.m.", and the CJK clock: "午後3時12分", "下午3时", "오후 3시 12분"
_TIME = (
    r"(?P<cap>午前|午後|上午|下午|오전|오후)?\s*"
    r"(?P<h>\d{1,2})(?:[:：h.](?P<mi>\d{2})(?::\d{2})?|\s*[時时시]\s*(?:(?P<cmi>\d{1,2})\s*[分분])?)"
    r"\s*(?P<ap>[ap]\.?\s?m\.?)?(?:\s*(?:Uhr|uur))?"
    rf"(?:\s*\(?\s*(?P<z>{_OFFSET}|{_ZONE_WORD})\b\)?)?"
)
_WEEKDAY_AFTER = r"(?:(?:星期|周|週|禮拜)[一二三四五六日天]\s*|[（(][^)）]{0,6}[)）]\s*)?"
# Between a date and its time: a year word ("13 kwietnia 2025 r., godz. 12:24", "1 марта 2025 г.,
# в 10:00"), the word for "at" of the languages read, or a separator ("12 May 2026 — 9.36pm", a live
# entry's "Apr 07, 2026 / 05:18 PM IST": a spaced slash, never one inside a date). A day-first
# date's closing dot ("13.03. 01:30") stands between a numeric day and its time.
_AFTER = re.compile(
    rf"(?:(?<=\d)\.)?[\s,，]*(?:(?:r|г)\.\s*,?\s*|года\s*,?\s*)?(?:at\s+|um\s+|à\s+|a las\s+|(?:alle\s+)?ore\s+|alle\s+|às\s+|om\s+"
    rf"|(?:o\s+)?godz\.?\s*|в\s+|saat\s+|pukul\s+|lúc\s+|kl\.?\s*|klockan\s+|[-–—|·]\s*|/\s+)?{_WEEKDAY_AFTER}{_TIME}",
    re.IGNORECASE,
)
_STAMPED = re.compile(
    r"(?:last updated|updated|aktualisiert|zuletzt aktualisiert|mis à jour|actualizado|更新时间|更新于|最后更新|更新|最終更新)"
    rf"\s*[:：]?\s*(?:at\s+|um\s+|à\s+|a las\s+)?{_TIME}",
    re.IGNORECASE,
)
# A time before its date may have the day's name between ("cancelled at 11:10 EST Tue 9 Jan 2024",
# "03:14 Thứ Sáu, 10/10/2025", "09:30 星期五 2025年10月10日").
_WEEKDAY_BEFORE = (
    r"(?:(?:(?<![A-Za-z])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?"
    r"|(?:星期|周|週|禮拜|礼拜)[一二三四五六日天]|[月火水木金土日]曜日?|[월화수목금토일]요일"
    r"|(?<![^\W\d_])(?:th[ứu]\s+(?:hai|ba|t[ưu]|n[ăa]m|s[áa]u|b[ảa]y)|ch[ủu]\s+nh[ậa]t))[\s,，]*)?"
)
_BEFORE = re.compile(rf"(?:(?<![A-Za-z])(?P<pz>{_ZONE_WORD})\s*)?{_TIME}?[\s,，]*{_WEEKDAY_BEFORE}$", re.IGNORECASE)
# A zone word standing alone before a date ("北京时间2025年10月1日"), never the end of a longer word ("economist", "chartist")
_PREFIX_ZONE = re.compile(rf"(?<![A-Za-z])(?P<pz>{_ZONE_WORD})\s*[:：]?\s*$", re.IGNORECASE)


_CLOCK_WORD = re.compile(r"\b(?:uur|uhr|om|ore|alle|às|um|à)\b", re.IGNORECASE)
_CJK_MARKER = {"午前": "am", "上午": "am", "오전": "am", "午後": "pm", "下午": "pm", "오후": "pm"}


def _instant(day: date, match: re.Match[str], zone: tzinfo) -> datetime | None:
    hour, minute = int(match["h"]), int(match["mi"] or match["cmi"] or 0)
    marker = (match["ap"] or "").lower().replace(".", "").replace(" ", "") or _CJK_MARKER.get(match["cap"] or "", "")
    if marker and not 1 <= hour <= 12:
        return None
    if marker == "pm" and hour != 12:
        hour += 12
    elif marker == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return datetime.combine(day, time(hour, minute), tzinfo=zone).astimezone(UTC)


_ENTRY = re.compile(rf"\s*{_TIME}\s*")
# A time written with its hour and minute words ("下午4時40分", "16時40分", "오후 4시 40분"): as
# plainly a clock as "16:40", where a bare "4時" or "10.30" alone may be a count or a number.
_WORDED_CLOCK = re.compile(r"\s*(?:午前|午後|上午|下午|오전|오후)?\s*\d{1,2}\s*[時时시]\s*\d{1,2}\s*[分분]\s*")


def stamped_time(
    text: str, day: date, page_zone: tzinfo | None, *, cjk: bool, entry: bool = True, names: tzinfo | None = None
) -> tuple[datetime, str] | None:
    """An update stamp that gives only a time ("Updated 17:45 BST", "更新时间 07:15"), or, where
    `entry`, a line that is only a time (a live page's entry stamp: "14:52", "下午2時52分"), as an instant on `day`
    (the page's own day), with the matched text; None without a zone to read it in. `names`: the
    zone a shared zone name stands for (`PageLocale.names`), else `page_zone`."""
    bare = entry and (":" in text or "：" in text or _WORDED_CLOCK.fullmatch(text) is not None)
    match = _STAMPED.search(text, 0, 200) or (_ENTRY.fullmatch(text) if bare else None)
    if match is None:
        return None
    zone = named_zone(match["z"], page_zone=names or page_zone, cjk=cjk) if match["z"] else page_zone
    if zone is None:
        return None
    instant = _instant(day, match, zone)
    return None if instant is None else (instant, match.group())


def time_near(
    text: str, start: int, end: int, day: date, page_zone: tzinfo | None, *, cjk: bool, names: tzinfo | None = None
) -> datetime | None:
    """The instant of a time of day written right after (or before) the date at text[start:end].

    The zone is the one written beside the time (or before the date: "北京时间2025年10月1日07:15"),
    else the page's zone; with neither, None (a day, not an instant). `names`: the zone a shared
    zone name stands for (`PageLocale.names`), else `page_zone`.
    """
    clock = _clock(text, start, end)
    if clock is None:
        return None
    match, word = clock
    zone = named_zone(word, page_zone=names or page_zone, cjk=cjk) if word else page_zone
    if zone is None:
        return None
    return _instant(day, match, zone)


def _clock(text: str, start: int, end: int) -> tuple[re.Match[str], str | None] | None:
    """The time of day written right after (or before) the date at text[start:end], with the zone
    word beside it (or before the date), if any."""
    after = _AFTER.match(text, end, min(len(text), end + 40))
    prefix = _PREFIX_ZONE.search(text, max(0, start - 16), start)
    match = after
    if match is None:
        before = _BEFORE.search(text, max(0, start - 40), start)
        if before is None or before["h"] is None:
            return None
        match = before
    if match["ap"] is None and match["z"] is None and "." in match.group() and ":" not in match.group() and not _CLOCK_WORD.search(match.group()):
        return None  # "4. 10.30" is more likely a number than a time without any marker ("om 10.30 uur" has one)
    return match, match["z"] or (match.groupdict().get("pz")) or (prefix["pz"] if prefix else None)


# Where a wall-clock time is the earliest and the latest instant: UTC+14 and UTC-12.
_EASTMOST, _WESTMOST = ZoneInfo("Etc/GMT-14"), ZoneInfo("Etc/GMT+12")


@lru_cache(maxsize=4096)  # speed: a page is read at many forecast times; the answer does not depend on t
def clock_bounds(text: str, start: int, end: int, day: date) -> tuple[datetime, datetime] | None:
    """The earliest and the latest instant a time of day written beside the date at text[start:end]
    with no zone named stands for on a page whose zone is unknown: read in UTC+14 and in UTC-12
    ("08/02/2025 12:24" was before 9 February 00:25 UTC wherever it was written). None without a
    time, or with a zone word (`time_near` reads that one)."""
    clock = _clock(text, start, end)
    if clock is None or clock[1]:
        return None
    earliest, latest = _instant(day, clock[0], _EASTMOST), _instant(day, clock[0], _WESTMOST)
    return None if earliest is None or latest is None else (earliest, latest)


_QUARTER_HOUR = timedelta(minutes=15)


def stamp_clock(text: str, end: int, day: date, stored: datetime, *, cjk: bool) -> tzinfo | None:
    """The zone a page's own publication stamp is written in, from the time of day after its date
    (the date ends at text[end]): the zone it names ("Nov 22, 2022, 2:14 PM EST"), else the offset
    between its wall-clock time and the stored instant of that publication ("16/02/2020 às 16h01"
    stored at 19:01Z: UTC-3). None without a time, or for an offset that is not a whole quarter
    hour between UTC-12 and UTC+14 (the stamp is not the stored instant)."""
    match = _AFTER.match(text, end, min(len(text), end + 40))
    if match is None or (match["ap"] is None and match["z"] is None and ":" not in match.group() and "h" not in match.group()):
        return None
    if match["z"]:
        return named_zone(match["z"], cjk=cjk)
    wall = _instant(day, match, UTC)
    if wall is None:
        return None
    offset = wall - stored
    if offset % _QUARTER_HOUR or not timedelta(hours=-12) <= offset <= timedelta(hours=14):
        return None
    return timezone(offset)


# A written time of day that names its zone ("12:21 p.m. CST", "09:55 IST"), anywhere in a line.
_NAMED_CLOCK = re.compile(rf"(?<![\d:.]){_TIME}", re.IGNORECASE)


def confirmed_clock(text: str, stored: datetime, *, cjk: bool) -> tzinfo | None:
    """The zone of the first time of day in `text` that names its zone and, read in that zone (or
    in one of the zones a shared name such as "IST" stands for), is exactly the stored instant: the
    page's own clock, named and confirmed by the store, which outranks a zone guessed from the
    page's language or a shared name's westernmost reading."""
    for match in _NAMED_CLOCK.finditer(text):
        if not match["z"] or not match["mi"]:
            continue
        named = named_zone(match["z"], cjk=cjk)
        for zone in (*shared_zone_readings(match["z"]), *((named,) if named is not None else ())):
            if _instant(stored.astimezone(zone).date(), match, zone) == stored:
                return zone
    return None


# speed: the scans behind a test of the characters a match can start with (`regex_guard`; same matches)
_NUMERIC = guarded(_NUMERIC)
_AFTER = guarded(_AFTER)
_STAMPED = guarded(_STAMPED)
_BEFORE = guarded(_BEFORE)
_PREFIX_ZONE = guarded(_PREFIX_ZONE)
_NAMED_CLOCK = guarded(_NAMED_CLOCK)

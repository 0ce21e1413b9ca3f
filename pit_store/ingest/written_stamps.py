"""The exact instants a page writes next to its dates, wherever they stand, and the zone it declares.

The labelled readers (`page_dates`: bylines, "Published ..." statements, fields) take a date with its
time only where the time carries a zone they know. Pages also write their stamps as "3 July 2025,
11:00 GST", "Posted 02/04/2025, 14:30 (Israel time)", "14.03.2025 09:00 a.m. (Sri Lanka time,
UTC+5:30)", "Rates for 06-02-2025 as at 09:30 AM PKT", "4:15 pm AEST, Tue 14 Oct 2025", or a bare
"24/03/2025 10:30 AM" on a page that says "Times shown in SGT". Such a stamp says at what time of its
day something on the page happened; `page_dates` uses the latest one of a day to date a day-only
candidate of that day (a URL's day, htmldate's), instead of the end of that day in the westernmost
zone.

A zone name is read as every zone it may stand for; the page's region or an offset written beside
it ("GST, UTC+4") settles it, else the westernmost reading stands (the latest instant: the one that
could leak). A time without a zone is read only in the zone the page declares, or in the one zone
its other stamps all name.

Pages in other languages write the same stamps their own way, read here too: "2025年3月4日(火)
6時00分" (a CJK clock, a weekday between date and time), "le 9 mars 2025 à 22 h 10", "4 Maret
2025 pukul 16.15 WIB", "4 марта 2025, 10:15 МСК", the Vietnamese time first ("15:05 ngày 4 tháng
3"), a zone declared in French, German, Japanese or Chinese ("Toutes les heures sont à l'heure de
l'Est", "以上时间均为北京时间"). A loose time right after a word for yesterday ("Gestern, 18:30") is
no time of the stamp's day; a year-less numeric day on a page whose region writes year, month, day
("（3/7）" in Japan) is read month first, and one the sentence looks ahead to is a plan, not a later
day.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from typing import Literal, NamedTuple
from zoneinfo import ZoneInfo

from engine.timestamps import named_zone, shared_zone_readings
from pit_store.ingest.scheduled_mentions import is_scheduled, is_scheduled_after

__all__ = ["WrittenStamp", "bare_time_stamp", "time_first_stamp", "yearless_stamps", "rendered_at", "undated_update", "declared_zone", "latest_on_day", "loose_stamps", "names_clock_zone", "sole_zone", "yearless_days", "stamp_after", "stamp_before", "zone_day_order"]

# Names pages print that the shared zone table (`engine.timestamps`) lacks, with every zone each may
# stand for (hours east of UTC).
_MORE_NAMES: dict[str, tuple[float, ...]] = {
    "gst": (4, -2),  # Gulf Standard Time; South Georgia
    "ast": (3, -4),  # Arabia; Atlantic
    "adt": (-3,), "idt": (3,), "nst": (-3.5,), "ndt": (-2.5,), "slst": (5.5,), "sst": (8, -11),
    "bst": (6, 1),  # Bangladesh; British summer
    "ist": (5.5, 2, 1),  # India, Israel, Ireland (also in the shared table; here for the bracket forms)
    "wib": (7,), "wita": (8,), "wit": (9,),  # Indonesia's western, central and eastern time
    "мск": (3,), "tsi̇": (3,), "tsi": (3,),  # Moscow; Turkey ("TSİ")
    # Canadian French: heure normale / avancée de l'Est, du Centre, des Rocheuses, du Pacifique,
    # de l'Atlantique.
    "hne": (-5,), "hae": (-4,), "hnc": (-6,), "hac": (-5,), "hnr": (-7,), "har": (-6,), "hnp": (-8,), "hap": (-7,),
    "hna": (-4,), "haa": (-3,),
}  # fmt: skip
# "<place> time", as pages write it ("Israel time", "Sri Lanka time"): the place's zone.
_PLACES: dict[str, str] = {
    "israel": "Asia/Jerusalem", "sri lanka": "Asia/Colombo", "india": "Asia/Kolkata", "indian": "Asia/Kolkata",
    "pakistan": "Asia/Karachi", "bangladesh": "Asia/Dhaka", "dhaka": "Asia/Dhaka", "uae": "Asia/Dubai",
    "dubai": "Asia/Dubai", "gulf": "Asia/Dubai", "singapore": "Asia/Singapore", "malaysia": "Asia/Kuala_Lumpur",
    "philippine": "Asia/Manila", "manila": "Asia/Manila", "hong kong": "Asia/Hong_Kong", "kenya": "Africa/Nairobi",
    "nairobi": "Africa/Nairobi", "nigeria": "Africa/Lagos", "lagos": "Africa/Lagos", "ghana": "Africa/Accra",
    "jamaica": "America/Jamaica", "barbados": "America/Barbados", "trinidad": "America/Port_of_Spain",
    "newfoundland": "America/St_Johns", "arizona": "America/Phoenix", "hawaii": "Pacific/Honolulu",
    "alaska": "America/Anchorage", "adelaide": "Australia/Adelaide", "darwin": "Australia/Darwin",
    "brisbane": "Australia/Brisbane", "perth": "Australia/Perth", "sydney": "Australia/Sydney",
    "melbourne": "Australia/Melbourne", "new zealand": "Pacific/Auckland", "auckland": "Pacific/Auckland",
    "irish": "Europe/Dublin", "dublin": "Europe/Dublin", "uk": "Europe/London", "london": "Europe/London",
    "south africa": "Africa/Johannesburg", "johannesburg": "Africa/Johannesburg",
    # a zone's own name for a region with one offset ("Times are East Africa Time", "Japan time")
    "east africa": "Africa/Nairobi", "west africa": "Africa/Lagos", "central africa": "Africa/Maputo",
    "japan": "Asia/Tokyo", "korea": "Asia/Seoul",
}  # fmt: skip
_PLACE = "|".join(sorted(map(re.escape, _PLACES), key=len, reverse=True))
# A US region's clock as pages write it ("Times shown are Eastern Time", "10:00 a.m. US Eastern"):
# the region's zone with its daylight rule on the stamp's date (`engine.timestamps.named_zone`).
_US_REGION = r"(?:US\s+)?Eastern(?:\s+time)?\b"
_OFFSET = r"(?:UTC|GMT)\s*[+\-−]\s*\d{1,2}(?::?\d{2})?"
# An offset written alone after a time, as machines print it ("09:40 +05:30"): two digits of hours
# and two of minutes, which is what tells it from a figure ("10:15 +2"); east of UTC only, as
# "10:00-12:00" is a range of hours, not a time at UTC-12.
_BARE_OFFSET = r"[+]\d{2}:?\d{2}(?![\d:.])"
_ABBREVIATION = r"(?-i:[A-Z]{2,5}|МСК|TSİ)"
# What may stand for a zone after a time: an offset, an abbreviation, a place's time, each maybe in
# brackets and maybe with an offset after it ("(GST, UTC+4)", "(Sri Lanka time, UTC+5:30)").
_ZONE = (
    rf"(?P<zone>\(\s*(?:{_ABBREVIATION}|(?:{_PLACE})(?:\s+(?:standard\s+)?time)?|{_OFFSET})"
    rf"(?:\s*[,;/]\s*{_OFFSET})?\s*\)|{_OFFSET}|{_BARE_OFFSET}|(?:{_PLACE})\s+time\b|{_US_REGION}"
    rf"|{_ABBREVIATION}\b(?:\s*\(\s*{_OFFSET}\s*\))?)"
)
# "14:30", "9.00", the French "14h30" and "22 h 10", the CJK "6時00分", and the German "Uhr" after it.
_CLOCK = (
    r"(?P<hour>\d{1,2})(?:[:.]|\s?h\s?(?=\d{2})|\s*[時时点點]\s*(?=\d{2}\s*分))(?P<minute>\d{2})(?:\s*分)?(?::\d{2})?"
    r"\s*(?P<ampm>[ap]\.?\s?m\b\.?)?(?:\s*uhr\b)?"
)
# The time after a date: ", 11:00 GST", " as at 09:30 AM PKT", ", Time: 10:15 BST", " (posted 7:40 PM)",
# and the other languages' "at": "klo 9.00", "kl. 14.30", "à 14h30", "a las 9:15", "alle ore 10:00",
# "om 10:15", "o godz. 8:00", "saat 08:55", "в 10:30", "v 9:05", "lúc 08:40", "pukul 09:00", "στις 18:10",
# "בשעה 16:00", "الساعة 14:30", "เวลา 14:30"; and a weekday between the date and its time, as CJK
# pages write it ("2025年3月4日(火) 6時00分", "2025年3月4日 星期二 18:30").
_LEAD = (
    r"(?:at|as\s+at|as\s+of|@|time\s*:|posted|updated|sent|released|published|\(|klo|kello|kl\.?|um|à|a\s+las"
    r"|a\s+la|às|alle(?:\s+ore)?|ore|om|o\s+godz\.?|godz\.?|saat|в|о|v|o|lúc|pukul|jam|στις|בשעה|الساعة|ساعت|เวลา"
    r"|[(（][月火水木金土日一二三四五六天월화수목금토일][)）]|(?:星期|禮拜|礼拜|周|週)[一二三四五六日天])"
)
_AFTER = re.compile(rf"^[\s,·|•—–-]*(?P<lead>(?:{_LEAD}\s*){{0,3}}){_CLOCK}\s*{_ZONE}?", re.I)
# A time and zone before a date: "4:15 pm AEST, Tue 14 Oct 2025".
_BEFORE = re.compile(
    rf"{_CLOCK}\s*{_ZONE}\s*[,·|•—–-]?\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$", re.I
)
_EDIT = re.compile(r"updat|amend|revis|edit|modif", re.I)
# "Times shown in SGT", "All times are AEST", "Dates are in IST (UTC+05:30)", "All times Israel time",
# "Times shown are US Eastern".
_DECLARATION = re.compile(
    rf"\b(?:all\s+)?(?:times|dates|dates\s+and\s+times|timestamps)\s+(?:are\s+|shown\s+|displayed\s+|given\s+|listed\s+)*"
    rf"(?:in\s+)?(?:local\s+)?{_ZONE}",
    re.I,
)
# The same in French and German: "Toutes les heures sont à l'heure de l'Est" (Canadian pages name
# the region's clock, with its daylight rule), "Toutes les heures sont en HNE", "Alle Zeiten in MEZ".
_REGION_CLOCKS: dict[str, str] = {
    "est": "America/Toronto", "centre": "America/Winnipeg", "rocheuses": "America/Edmonton",
    "pacifique": "America/Vancouver", "atlantique": "America/Halifax", "terre-neuve": "America/St_Johns",
}  # fmt: skip
_NATIVE_DECLARATION = re.compile(
    rf"\b(?:toutes\s+les\s+heures\s+(?:sont\s+)?(?:indiquées\s+|affichées\s+|données\s+)?"
    rf"(?:(?:à\s+l['’]heure|en\s+heure)\s+(?:de\s+l['’]|du\s+|des\s+|de\s+)(?P<clock>{'|'.join(_REGION_CLOCKS)})\b|(?:en\s+)?{_ZONE})"
    rf"|alle\s+(?:zeiten|zeitangaben|uhrzeiten)\s+(?:sind\s+)?(?:in\s+)?{_ZONE.replace('?P<zone>', '?P<zone2>')})",
    re.I,
)
# The same in Japanese and Chinese, the zone named in words ("時刻は日本時間", "表示時刻はすべて日本時間です",
# "以上时间均为北京时间"): the name is read by `engine.timestamps.named_zone`, an unknown one is none.
_CJK_DECLARATION = re.compile(
    r"(?:時刻|時間|日時|时间)\s*(?:は(?:すべて|全て)?|(?:均|皆|都)?\s*(?:为|為|是))\s*(?P<name>[\u4e00-\u9fff]{2,3}(?:時間|时间))")
# A table's column header that names the zone of its times: "Date/Time (MYT)", "Time (UTC+3)".
_HEADER = re.compile(rf"^\s*(?:date|time|date\s*[/&]\s*time|date\s+and\s+time|posted|published)\s*{_ZONE}\s*$", re.I)
# A written offset: after UTC/GMT, or alone (`_BARE_OFFSET`) as the whole zone text.
_BRACKET_OFFSET = re.compile(r"(?:(?:UTC|GMT)\s*|^)([+\-−])\s*(\d{1,2})(?::?(\d{2}))?", re.I)


# Zone names only month-first writers print (the US, and the Philippines' PST): a numeric date
# beside one is month first. Not "EST" (Australians write it for their eastern time, day first),
# "MST" (Malaysia) or "CST" (China): there both orders stay open and the later reading decides.
_US_NAMES = frozenset({"EDT", "CDT", "MDT", "PST", "PDT", "AKST", "AKDT", "HST", "HDT", "ET", "CT", "PT", "MT"})


def zone_day_order(name: str | None) -> Literal["MDY"] | None:
    """The numeric day order a zone name written beside a date settles: US zone names are
    month first ("03/04/2025 9:30 PM EDT" is 4 March)."""
    return "MDY" if name is not None and name.strip().upper() in _US_NAMES else None


class WrittenStamp(NamedTuple):
    """An exact instant the page writes: its day as written, the instant, and whether an edit
    word ("updated") introduces it."""

    day: date
    instant: datetime
    update: bool


def _fixed(hours: float) -> tzinfo:
    return timezone(timedelta(minutes=round(hours * 60)))


def _same_offset(zone: tzinfo, other: tzinfo, day: date) -> bool:
    noon = datetime.combine(day, time(12))
    return zone.utcoffset(noon) == other.utcoffset(noon)


def _zone_readings(text: str, day: date, region_zone: tzinfo | None) -> tuple[tzinfo, ...]:
    """Every zone `text` (a `_ZONE` match) may stand for, settled to one by a written offset or the
    page's region where they agree with one reading; () when the name is unknown."""
    inner = text.strip().strip("()").strip()
    offset = _BRACKET_OFFSET.search(inner)
    if offset is not None:
        minutes = int(offset[2]) * 60 + int(offset[3] or 0)
        if minutes > 14 * 60:
            return ()
        return (timezone(timedelta(minutes=-minutes if offset[1] in "-−" else minutes)),)
    name = inner.split(",")[0].strip().lower()
    name = re.sub(r"^us\s+|\s+(?:standard\s+)?time$", "", name)
    readings: tuple[tzinfo, ...]
    if name in _PLACES:
        readings = (ZoneInfo(_PLACES[name]),)
    elif name in _MORE_NAMES:
        readings = tuple(_fixed(h) for h in sorted(_MORE_NAMES[name], reverse=True))
    elif (known := named_zone(name)) is not None:
        readings = (*shared_zone_readings(name), known) if shared_zone_readings(name) else (known,)
    else:
        return ()
    if region_zone is not None:
        own = [zone for zone in readings if _same_offset(zone, region_zone, day)]
        if own:
            return (own[0],)
    return readings


def _instant(day: date, match: re.Match[str], zone: tzinfo) -> datetime | None:
    hour, minute = int(match["hour"]), int(match["minute"])
    if match["ampm"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if match["ampm"][0].lower() == "p" else 0)
    if hour > 23 or minute > 59:
        return None
    return datetime.combine(day, time(hour, minute), tzinfo=zone).astimezone(UTC)


def _stamp(day: date, match: re.Match[str], region_zone: tzinfo | None, page_zone: tzinfo | None,
           update: bool) -> WrittenStamp | None:
    zones = _zone_readings(match["zone"], day, region_zone) if match["zone"] else ()
    if not zones:
        # An unknown name or none: only the zone the page settles dates the time.
        if page_zone is None or (match["zone"] and not match["zone"].startswith("(")):
            return None
        zones = (page_zone,)
    instants = [i for zone in zones if (i := _instant(day, match, zone)) is not None]
    return WrittenStamp(day, max(instants), update) if instants else None


def stamp_after(day: date, tail: str, region_zone: tzinfo | None, page_zone: tzinfo | None) -> WrittenStamp | None:
    """The stamp of `day` whose time `tail` (the text right after the written date) starts with."""
    match = _AFTER.match(tail)
    if match is None:
        return None
    return _stamp(day, match, region_zone, page_zone, bool(_EDIT.search(match["lead"])))


def stamp_before(day: date, head: str, region_zone: tzinfo | None) -> WrittenStamp | None:
    """The stamp of `day` whose time and zone `head` (the text right before the date) ends with."""
    match = _BEFORE.search(head[-60:])
    if match is None:
        return None
    return _stamp(day, match, region_zone, None, bool(_EDIT.search(head[-80 : -len(match[0]) or None])))


# A clock time right before a date that Vietnamese pages write time first ("15:05 ngày 4 tháng 3
# năm 2025", "lúc 08:40 ngày 03/03/2025"): the day word "ngày" after it ties it to the date.
_BEFORE_DAY_WORD = re.compile(rf"(?<![\d:.]){_CLOCK}\s*{_ZONE}?\s*,?\s*(?P<word>ngày\s*)?$", re.I)
_DAY_WORD = re.compile(r"^\s*ngày\b", re.I)


def time_first_stamp(day: date, head: str, date_text: str, region_zone: tzinfo | None,
                     page_zone: tzinfo | None) -> WrittenStamp | None:
    """The stamp of `day` whose time `head` ends with, where a day word follows that time, at the
    end of `head` or the start of the date (`date_text`): "15:05 ngày 4 tháng 3 năm 2025",
    "08:40 ngày 03/03/2025"; None otherwise."""
    match = _BEFORE_DAY_WORD.search(head[-40:])
    if match is None or (match["word"] is None and _DAY_WORD.match(date_text) is None):
        return None
    return _stamp(day, match, region_zone, page_zone, bool(_EDIT.search(head[-80 : -len(match[0]) or None])))


_CLOCK_ZONE = re.compile(rf"\b{_CLOCK}\s*{_ZONE}", re.I)


# A time and zone standing alone at the start of a line: a live blog's entry ("15.41 BST").
_BARE = re.compile(rf"^\s*{_CLOCK}\s*{_ZONE}\s*(?:$|[:·|•—–-])", re.I)
# A day and month with no year, then a time ("Mar 5, 7:30 PM HST", "5 March at 19:30 GMT").
_YEARLESS = re.compile(
    r"\b(?:(?P<mname>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?P<day>\d{1,2})"
    r"|(?P<day2>\d{1,2})(?:st|nd|rd|th)?\s+(?P<mname2>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)"
    r"(?!\d|,?\s*(?:19|20)\d{2})",
    re.I,
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def bare_time_stamp(line: str, day: date, region_zone: tzinfo | None) -> WrittenStamp | None:
    """A line that starts with a time and a zone and no date ("15.41 BST"), read on `day`: a live
    blog's entries are times of the day its stamp names."""
    match = _BARE.match(line)
    return _stamp(day, match, region_zone, None, False) if match is not None else None


def yearless_stamps(line: str, years: Iterable[int], region_zone: tzinfo | None,
                    page_zone: tzinfo | None) -> list[WrittenStamp]:
    """The stamps of a day written without its year and followed by a time ("Mar 5, 7:30 PM HST"),
    read in each of `years` (the years the page writes): every reading, as the latest decides."""
    found: list[WrittenStamp] = []
    for match in _YEARLESS.finditer(line):
        if is_scheduled(line[: match.start()]):
            continue
        month = _MONTHS.index((match["mname"] or match["mname2"])[:3].lower()) + 1
        dom = int(match["day"] or match["day2"])
        for year in years:
            try:
                day = date(year, month, dom)
            except ValueError:
                continue
            if (stamp := stamp_after(day, line[match.end() :], region_zone, page_zone)) is not None:
                # "Updated 9 Jul 10:15 p.m. NDT": the edit word before the day makes it an update stamp.
                edited = bool(_EDIT.search(line[max(0, match.start() - 30) : match.start()]))
                found.append(stamp._replace(update=stamp.update or edited))
    return found


def names_clock_zone(line: str) -> bool:
    """Whether `line` writes a clock time with a zone ("09:40 +05:30", "10:15 IST") that the
    sentence does not look ahead to (a plan: "the vote will close at 18:00 CET")."""
    return any(not is_scheduled(line[: m.start()]) for m in _CLOCK_ZONE.finditer(line))


def sole_zone(lines: list[str], region_zone: tzinfo | None) -> tzinfo | None:
    """The zone of a time written without one: the one zone the page's other times all name (a
    known name with one reading), else None."""
    sample = date(2000, 1, 15)
    zones: set[timedelta | None] = set()
    found: tzinfo | None = None
    for line in lines:
        for match in _CLOCK_ZONE.finditer(line):
            readings = _zone_readings(match["zone"], sample, region_zone)
            if len(readings) != 1:
                return None
            zones.add(readings[0].utcoffset(datetime(2000, 1, 15)))
            found = readings[0]
            if len(zones) > 1:
                return None
    return found


# A zone-less clock time standing without a date ("19:02 headline", "오후 2:41", "Heute, 09:14"),
# with the afternoon word of the CJK and Korean clocks or a.m./p.m.; never an offset ("All times
# are UTC+10:00", "GMT -05:00", `_OFFSET_BEFORE`), which is no time of day.
_OFFSET_BEFORE = re.compile(r"(?:UTC|GMT)\s*[+\-−]\s*$", re.I)
_LOOSE_TIME = re.compile(
    r"(?P<half>下午|午後|오후|午前|上午|오전)?\s*(?<![\d:：.])(?P<hour>\d{1,2})[:：](?P<minute>\d{2})(?!\d)"
    r"\s*(?P<ampm>[ap]\.?\s?m\b\.?)?",
    re.I,
)
# A month and day without a year: "3/15", "(03-06)", "3月15日" (not "2025年3月15日").
_YEARLESS_NUMERIC = re.compile(r"(?<![\d./-])(?P<a>\d{1,2})(?P<sep>[/-])(?P<b>\d{1,2})(?![\d./-])")
_YEARLESS_CJK = re.compile(r"(?<![\d年])(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日")


_YEARLESS_BEFORE_TIME = re.compile(
    r"(?:(?<![\d./-])(?P<a>\d{1,2})[/.-](?P<b>\d{1,2})\.?|(?<![\d年])(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日)[\s,]*$")


def _yearless_day_before(head: str) -> set[tuple[int, int]] | None:
    """The (month, day) readings of a month and day without a year that `head` ends with, else None."""
    match = _YEARLESS_BEFORE_TIME.search(head)
    if match is None:
        return None
    if match["month"] is not None:
        return {(int(match["month"]), int(match["day"]))}
    a, b = int(match["a"]), int(match["b"])
    return {(a, b), (b, a)}


# A word for the day before, right before a clock time, in the languages of the region clocks.
_DAY_BEFORE = re.compile(
    r"(?:\b(?:yesterday|gestern|vorgestern|ayer|anteayer|ieri|gisteren|eergisteren|ontem|wczoraj|včera|igår"
    r"|i\s+går|eilen|dün|вчера|вчора|kemarin|hôm\s+qua)|昨天|前天|昨日|一昨日|어제|그저께)[\s,:：.]*$",
    re.I,
)


def loose_stamps(line: str, day: date, zone: tzinfo) -> list[WrittenStamp]:
    """The zone-less clock times of `line` (a line without a full date: a rail's "19:02", a chat's
    "오후 2:52") read on `day` in `zone`, the page's region's clock: each may be a later time of a
    day the page stamps, so they can only make that day's latest stamp later. A time the sentence
    looks ahead to ("will announce its decision at about 15:00") is a plan, not a stamp; one right
    after a word for yesterday ("Gestern, 18:30", "昨天 18:30") is a time of the day before; one right
    after a month and day without a year ("04-11 18:48", "28.02. 21:47", "4月11日 18:48", a related list's item) is
    a time of that day, read on `day` only when it is that day (either order of a numeric one)."""
    found: list[WrittenStamp] = []
    for match in _LOOSE_TIME.finditer(line):
        if is_scheduled(line[: match.start()]) or _DAY_BEFORE.search(line[max(0, match.start() - 16) : match.start()]) \
                or _OFFSET_BEFORE.search(line, 0, match.start("hour")):
            continue
        own_day = _yearless_day_before(line[: match.start()])
        if own_day is not None and (day.month, day.day) not in own_day:
            continue
        hour, minute = int(match["hour"]), int(match["minute"])
        half = match["half"] or (match["ampm"] or "")[:1].lower()
        if half:
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if half in ("下午", "午後", "오후", "p") else 0)
        if hour > 23 or minute > 59:
            continue
        found.append(WrittenStamp(day, datetime.combine(day, time(hour, minute), tzinfo=zone).astimezone(UTC), False))
    return found


def yearless_days(line: str, years: Iterable[int], *, month_first: bool = False) -> set[date]:
    """The days a month and day written without a year ("(03-06)", "3/15", "3月15日") may be, in
    each of `years`: both orders of a numeric one, as either may be the later day, unless the
    page's region writes dates year, month, day (`month_first`: China, Japan, Korea, Taiwan),
    where a year-less one is the month and day of that order ("（3/7）" is 7 March). A day the
    sentence looks ahead to ("预计于7月28日披露", "3月20日に発表する予定") is a plan, not a later day."""
    def coming(match: re.Match[str]) -> bool:
        return is_scheduled(line[: match.start()]) or is_scheduled_after(line[match.end() :])

    pairs: list[tuple[int, int]] = [(int(m["month"]), int(m["day"])) for m in _YEARLESS_CJK.finditer(line)
                                    if not coming(m)]
    for match in _YEARLESS_NUMERIC.finditer(line):
        if coming(match):
            continue
        a, b = int(match["a"]), int(match["b"])
        pairs.extend(((a, b),) if month_first else ((a, b), (b, a)))
    days: set[date] = set()
    for year in years:
        for month, dom in pairs:
            try:
                days.add(date(year, month, dom))
            except ValueError:
                continue
    return days


def declared_zone(lines: Iterable[str], region_zone: tzinfo | None) -> tzinfo | None:
    """The zone the page says its dates and times are in ("Times shown in SGT", "Times are East
    Africa Time", a column headed "Date/Time (MYT)", "Toutes les heures sont à l'heure de l'Est",
    "時刻は日本時間"), or None. A name several zones share ("IST", "CST", "BST") declares a zone only
    where `region_zone` (the page's region) is one of them."""
    for line in lines:
        for native in _NATIVE_DECLARATION.finditer(line):
            if native["clock"]:
                return ZoneInfo(_REGION_CLOCKS[native["clock"].lower()])
            if (zone := _declared(native["zone"] or native["zone2"], region_zone)) is not None:
                return zone
        for cjk in _CJK_DECLARATION.finditer(line):
            if (zone := named_zone(cjk["name"])) is not None:
                return zone
        for match in (*_DECLARATION.finditer(line), *_HEADER.finditer(line)):
            if (zone := _declared(match["zone"], region_zone)) is not None:
                return zone
    return None


# A declaration names no day: the region settles a shared name on a winter or a summer day
# ("Times shown in BST" on a British page is its summer time, never Bangladesh's).
_DECLARATION_DAYS = (date(2000, 1, 15), date(2000, 7, 15))


def _declared(text: str, region_zone: tzinfo | None) -> tzinfo | None:
    for day in _DECLARATION_DAYS:
        readings = _zone_readings(text, day, region_zone)
        if len(readings) == 1:
            return readings[0]
    return None


# "2 hrs ago · Mon, 17 Feb 2025 4:05 PM WAT": the page was rendered that long after the stamp.
_AGO = re.compile(r"\b(?P<count>\d{1,3}|an?|one)\s*(?P<unit>min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?)\s+ago\b", re.I)
_UNITS = {"m": timedelta(minutes=1), "h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}


def rendered_at(line: str, stamp: WrittenStamp) -> datetime | None:
    """When a page showing `stamp` with a relative age beside it ("3 days ago") was rendered: the
    stamp plus that age (what the page as captured holds may date from then), or None."""
    match = _AGO.search(line)
    if match is None:
        return None
    count = int(match["count"]) if match["count"].isdigit() else 1
    return stamp.instant + count * _UNITS[match["unit"][0].lower()]


# An update note with no date of its own ("UPDATE: arrivals fell 4.1%", "Update - the company has
# since ..."): the page changed after its stamps, at a time it does not say.
_UPDATE_NOTE = re.compile(r"^\s*(?:update[ds]?|correction|editor['’]s\s+note)\s*[:—–-]", re.I)


def undated_update(lines: Iterable[str], dated: Callable[[str], bool]) -> bool:
    """Whether a line starts with an update note and writes no date (`dated`)."""
    return any(_UPDATE_NOTE.match(line) and not dated(line) for line in lines)


def latest_on_day(day: date, stamps: Iterable[WrittenStamp], *, updates_only: bool) -> WrittenStamp | None:
    """The latest written stamp of local `day` (only update stamps, `updates_only`): the time a
    day-only date of that day stands for. The latest, so a later change that day still counts."""
    same_day = [s for s in stamps if s.day == day and (s.update or not updates_only)]
    return max(same_day, key=lambda s: s.instant, default=None)

"""Year-less numeric dates that the main finder (`dates`) leaves unread, and what makes them an
entry's own date.

Forms read (the text is normalised first: ASCII digits and brackets):
- a day and month in brackets: "(03-06)", "(3/12)", "(14/03)", "[14.03.]" -- the stamp a headline
  list, a news rail or a ticker puts before or after each headline;
- a Vietnamese day after its word: "ngày 9/3" (day first, as Vietnamese writes every date);
- a slashed month and day with its weekday in brackets: "3/14(木)", "11/5(화)", "3/14（周四）" -- how
  Japanese, Korean and Chinese pages stamp a comment, a ranking entry or a feed item (month first,
  as those languages write every date); the year is the one, next to the page's, whose calendar
  puts that day on that weekday (the nearest one when none or several do);
- a Solar Hijri day and month in brackets: "(25 اسفند)" on an Iranian news rail (the month names
  alone are words too, "دی", "مهر": only the bracketed stamp is read), in the Solar Hijri year
  that puts it nearest the page's date;
- a dotted day and month with its closing dot: "14.03.", "3.4." -- how German, Scandinavian,
  Czech, Polish and other European pages write a day without its year ("Schluss 14.03."); read
  only on a page in a European language (elsewhere "EPS rose to 1.08." is a figure).

Reading order: a dotted pair is day first wherever it stands (as full dotted dates are read); a
slashed pair on a Chinese, Japanese or Korean page is month first; elsewhere the page's day/month
order decides, and with none known both readings are kept (the later one can decide). A hyphen
pair needs two digits on each side ("03-06"), so a score "(3-1)" is no date. The year is the one
that puts the day nearest the page's own date, as for every year-less date.

`bracketed_entry` says when such a bracketed date is the stamp of the headline it stands beside:
it opens the line (after a list bullet) or closes it, and the line holds words besides it. A
stamp's date is the headline's own date, not a schedule: after t it is a later item.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Literal, NamedTuple

from leakage_filter.regex_guard import guarded
from pit_store.ingest.world_dates import solar_hijri_to_gregorian

__all__ = ["YearlessDate", "bracketed_entry", "close_label", "find_yearless", "nearest_year", "year_by_weekday"]

Order = Literal["MDY", "DMY"]

_OPEN = "(（【［["
_CLOSE = ")）】］]"
_BRACKETED = guarded(re.compile(
    r"(?<=[(（【［\[])\s*(?P<a>\d{1,2})(?P<sep>[/.\-])(?P<b>\d{1,2})\.?\s*(?=[)）】］\]])"
))
_WEEKDAYS = {**{c: i for i, c in enumerate("月火水木金土日")}, **{c: i for i, c in enumerate("월화수목금토일")},
             **{c: i for i, c in enumerate("一二三四五六日")}, "天": 6}
_CJK_WEEKDAY = guarded(re.compile(
    r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})\s*[(（]\s*(?:周|週|星期|礼拜|禮拜)?(?P<w>[月火水木金土日월화수목금토일一二三四五六天])"
    r"(?:曜日?|요일)?\s*[)）]"
))
_VI_DAY = guarded(re.compile(r"\bngày\s+(?P<d>\d{1,2})/(?P<m>\d{1,2})(?![\d/])", re.IGNORECASE))
_SOLAR_MONTHS = ("فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند")
_SOLAR_BRACKETED = guarded(re.compile(
    rf"(?<=[(（\[])\s*(?P<d>\d{{1,2}})\s+(?P<m>{'|'.join(sorted(_SOLAR_MONTHS, key=len, reverse=True))})\s*(?=[)）\]])"
))
_SOLAR_EPOCH = 622  # a Solar Hijri year starts in March of the Gregorian year this many years later
# The closing dot is required and nothing may run on ("14.03.2025" is a full date, "1.2.3" a version).
_DOTTED = guarded(re.compile(r"(?<![\w.,:/$€£¥+-])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?![\d.]|[^\W\d_])"))


class YearlessDate(NamedTuple):
    """A year-less numeric date: its span and its readings (equal unless the order is unknown)."""

    start: int
    end: int
    earliest: date
    day: date


def nearest_year(month: int, day: int, anchor: date) -> date | None:
    """The day `month`/`day` in the year that puts it closest to `anchor` (the earlier on a tie)."""
    options = []
    for year in (anchor.year - 1, anchor.year, anchor.year + 1):
        try:
            options.append(date(year, month, day))
        except ValueError:
            continue
    return min(options, key=lambda d: (abs((d - anchor).days), d), default=None)


def year_by_weekday(day: date, weekday: int, anchor: date) -> date:
    """The reading of a year-less `day` in the year next to `anchor`'s (one before, its own, one
    after) where it falls on `weekday` (Monday 0), the nearest such (the earlier on a tie); else
    `day` as given."""
    options = []
    for year in (anchor.year - 1, anchor.year, anchor.year + 1):
        try:
            candidate = day.replace(year=year)
        except ValueError:  # 29 February
            continue
        if candidate.weekday() == weekday:
            options.append(candidate)
    return min(options, key=lambda d: (abs((d - anchor).days), d), default=day)


def _readings(pairs: list[tuple[int, int]], anchor: date) -> list[date]:
    return sorted({d for month, day in pairs if (d := nearest_year(month, day, anchor)) is not None})


def find_yearless(text: str, anchor: date, order: Order | None, cjk: bool, dotted: bool = True) -> list[YearlessDate]:
    """Every bracketed or dotted year-less day and month in `text` (see the module docstring),
    resolved against `anchor`. `dotted` False (an English or month-first page, where "rose to
    1.08." is a figure) reads the bracketed forms only."""
    found: list[YearlessDate] = []
    for match in _BRACKETED.finditer(text):
        a, b, sep = int(match["a"]), int(match["b"]), match["sep"]
        if sep == "-" and (len(match["a"]) != 2 or len(match["b"]) != 2):
            continue
        if sep == ".":
            pairs = [(b, a)]
        elif cjk or order == "MDY":
            pairs = [(a, b)]
        elif order == "DMY":
            pairs = [(b, a)]
        else:
            pairs = [(a, b), (b, a)]
        days = _readings(pairs, anchor)
        if days:
            found.append(YearlessDate(match.start("a"), match.end("b"), days[0], days[-1]))
    for match in _CJK_WEEKDAY.finditer(text):
        day = nearest_year(int(match["m"]), int(match["d"]), anchor)
        if day is not None:
            day = year_by_weekday(day, _WEEKDAYS[match["w"]], anchor)
            found.append(YearlessDate(match.start("m"), match.end("d"), day, day))
    for match in _VI_DAY.finditer(text):
        days = _readings([(int(match["m"]), int(match["d"]))], anchor)
        if days:
            found.append(YearlessDate(match.start("d"), match.end("m"), days[0], days[-1]))
    for match in _SOLAR_BRACKETED.finditer(text):
        month, day_number = _SOLAR_MONTHS.index(match["m"]) + 1, int(match["d"])
        options = [d for year in (anchor.year - _SOLAR_EPOCH, anchor.year - _SOLAR_EPOCH + 1)
                   if (d := solar_hijri_to_gregorian(year, month, day_number)) is not None]
        if options:
            day = min(options, key=lambda d: (abs((d - anchor).days), d))
            found.append(YearlessDate(match.start("d"), match.end("m"), day, day))
    for match in _DOTTED.finditer(text) if dotted and order != "MDY" else ():
        if any(f.start <= match.start() < f.end + 2 for f in found):
            continue  # "(14.03.)" read above
        days = _readings([(int(match["m"]), int(match["d"]))], anchor)
        if days:
            found.append(YearlessDate(match.start(), match.end() - 1, days[0], days[-1]))
    return sorted(found)


_BULLET = re.compile(r"^[\s·•・▪▸►\-–—*]*$")
_WORDS = re.compile(r"[^\W\d_]{2,}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")


def bracketed_entry(text: str, start: int, end: int) -> bool:
    """Whether the date at `start:end` of a line is in brackets that open the line (after a list
    bullet) or close it, with words beside it: a headline's own stamp ("· (03-06) Subsidies
    paid", "Wage talks settled (3/12)")."""
    left = text[:start].rstrip(" .")
    right = text[end:].lstrip(" .")
    if not left or left[-1] not in _OPEN or not right or right[0] not in _CLOSE:
        return False
    before, after = left[:-1], right[1:]
    opens = _BULLET.match(before) is not None and _WORDS.search(after) is not None
    closes = after.strip(" ·•|") == "" and _WORDS.search(before) is not None
    return opens or closes


# A market quote's close label right before its day ("EUR/CHF 0,9581 (Schluss 14.03.)", "Close,
# 14/03", "clôture 14/03", "cierre 14/03", "終値 3/14", "收盘 3-14", a quote widget's "Close, 13 May
# 2026 — 6.55pm"): the quote is that day's closing level, a reported fact, not a plan.
_CLOSE_LABEL = guarded(re.compile(
    r"(?:\b(?:schluss|schlusskurs|close|closing|clôture|cierre|chiusura|fechamento|slot|slut|stängning|sluttkurs"
    r"|päätös|zamknięcie|uzavření|kapanış)|終値|收盘|收盘价|終値ベース|종가)\s*[:：,，]?\s*$",
    re.IGNORECASE,
))
_LABEL_WINDOW = 24


def close_label(text: str, start: int) -> bool:
    """Whether a close label (`_CLOSE_LABEL`) stands right before position `start`."""
    return _CLOSE_LABEL.search(text, max(0, start - _LABEL_WINDOW), start) is not None

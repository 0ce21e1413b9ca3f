"""Dates of the Islamic (lunar Hijri) calendar, rewritten as Gregorian days so the date readers see them.

Gulf and other Arabic pages stamp their updates in the Hijri calendar ("آخر تحديث: 26 محرم 1447 هـ",
"12 Rabi al-Awwal 1447 AH"); a stamp after t written that way went unseen. `hijri_dates` rewrites
a day, a Hijri month's name (Arabic, or its common English spelling) and a year 1300-1599 as the
ISO day ("2025-07-22"). In Arabic a Hijri month's name between a day and such a year is enough
(the era mark "هـ" after it is optional); in English "AH" must follow the year. The day is the
tabular (arithmetic) calendar's: sighting-based calendars (Umm al-Qura) can differ by a day or
two, so a reading near t is one or two days uncertain, as a reader converting it would be.
The text is expected with ASCII digits (`normalise` folds every script's digits first).
"""

from __future__ import annotations

import re
from datetime import date

__all__ = ["hijri_dates", "hijri_to_gregorian"]

_ARABIC_MONTHS = (
    ("محرم", "المحرم"), ("صفر",), ("ربيع الأول", "ربيع الاول", "ربيع أول"),
    ("ربيع الآخر", "ربيع الاخر", "ربيع الثاني", "ربيع ثاني"), ("جمادى الأولى", "جمادى الاولى", "جمادي الأولى", "جمادي الاولى"),
    ("جمادى الآخرة", "جمادى الاخرة", "جمادى الثانية", "جمادي الآخرة", "جمادي الثانية"), ("رجب",), ("شعبان",),
    ("رمضان",), ("شوال",), ("ذو القعدة", "ذي القعدة"), ("ذو الحجة", "ذي الحجة"),
)  # fmt: skip
_ENGLISH_MONTHS = (
    ("muharram",), ("safar",), ("rabi al-awwal", "rabi' al-awwal", "rabi ul-awwal", "rabi i"),
    ("rabi al-thani", "rabi' al-thani", "rabi al-akhir", "rabi ul-akhir", "rabi ii"), ("jumada al-ula", "jumada al-awwal", "jumada i"),
    ("jumada al-akhirah", "jumada al-thani", "jumada al-akhira", "jumada ii"), ("rajab",), ("shaban", "sha'ban", "shaaban"),
    ("ramadan", "ramadhan"), ("shawwal",), ("dhu al-qadah", "dhu al-qi'dah", "dhul qadah", "dhu'l-qa'dah"),
    ("dhu al-hijjah", "dhul hijjah", "dhu'l-hijjah"),
)  # fmt: skip


def _table(groups: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    return {name: number for number, names in enumerate(groups, start=1) for name in names}


_ARABIC = _table(_ARABIC_MONTHS)
_ENGLISH = _table(_ENGLISH_MONTHS)


def _alternation(names: dict[str, int]) -> str:
    return "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(names, key=len, reverse=True))


_ARABIC_DATE = re.compile(
    rf"(?<!\d)(?P<d>\d{{1,2}})\s+(?:من\s+)?(?P<m>{_alternation(_ARABIC)})(?![\u0621-\u064a])\s*(?:سنة\s+|عام\s+)?"
    rf"(?P<y>1[345]\d{{2}})(?!\d)(?P<era>\s*(?:هـ|ه)(?![\u0621-\u064a]))?"
)
_ENGLISH_DATE = re.compile(rf"(?<!\d)(?P<d>\d{{1,2}})\s+(?P<m>{_alternation(_ENGLISH)}),?\s+(?P<y>1[345]\d{{2}})\s*(?:AH|A\.H\.)", re.IGNORECASE)
_HINT = re.compile(r"[\u0600-\u06ff]|\bA\.?H\b")
_EPOCH = 1948439  # Julian day number of 1 Muharram 1 AH (16 July 622, Julian), the civil epoch
_GREGORIAN_OFFSET = 1721425  # Julian day number of the day before 0001-01-01 (proleptic Gregorian)


def hijri_to_gregorian(year: int, month: int, day: int) -> date | None:
    """The Gregorian day of a Hijri date in the tabular calendar (11 leap years in 30), or None."""
    if not (1 <= month <= 12 and 1 <= day <= 30) or (day == 30 and month % 2 == 0 and month != 12):
        return None
    julian = day + -(-59 * (month - 1) // 2) + (year - 1) * 354 + (3 + 11 * year) // 30 + _EPOCH - 1
    return date.fromordinal(julian - _GREGORIAN_OFFSET)


def _iso(match: re.Match[str], names: dict[str, int]) -> str:
    month = names[" ".join(match["m"].lower().split())]
    day = hijri_to_gregorian(int(match["y"]), month, int(match["d"]))
    return match.group() if day is None else day.isoformat()


def hijri_dates(text: str) -> str:
    """`text` with Hijri dates rewritten as ISO Gregorian days (see the module docstring)."""
    if not _HINT.search(text):
        return text
    text = _ARABIC_DATE.sub(lambda m: _iso(m, _ARABIC), text)
    return _ENGLISH_DATE.sub(lambda m: _iso(m, _ENGLISH), text)

"""Aware-UTC time: parsing, validation and the pydantic field type.

Every instant in asof is a timezone-aware datetime in UTC. Naive input is an error, never a guess:
a backtest that silently reads "2024-03-05 16:00" as UTC when the author meant New York time can
leak five hours of the future.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from typing import Annotated, Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AfterValidator, BeforeValidator, PlainSerializer

from engine.errors import InputError, NaiveDatetimeError

__all__ = [
    "ZONE_ABBREVIATIONS",
    "ZONE_NAMES",
    "day_contains",
    "named_zone",
    "shared_zone_readings",
    "UTC",
    "UtcDateTime",
    "ensure_utc",
    "parse_utc",
    "to_iso",
    "end_of_day",
    "zone",
    "parse_duration",
]


def ensure_utc(value: datetime, *, field: str | None = None) -> datetime:
    """Return `value` converted to UTC; raise `NaiveDatetimeError` if it has no timezone."""
    if type(value) is datetime and value.tzinfo is UTC:
        return value  # already aware UTC (what astimezone would return); checked on every row read
    if not isinstance(value, datetime):
        raise InputError(f"expected a datetime, got {type(value).__name__}", field=field)
    if value.tzinfo is None or value.tzinfo.utcoffset(value) is None:
        raise NaiveDatetimeError(
            f"naive datetime {value.isoformat()!r}: add a timezone offset (e.g. 'Z' or '+08:00')",
            field=field,
        )
    try:
        return value.astimezone(UTC)
    except OverflowError:  # e.g. 9999-12-31T23:00-05:00 is past the last representable instant
        raise InputError(f"{value.isoformat()!r} is out of the representable range in UTC", field=field) from None


def parse_utc(value: Any, *, field: str | None = None) -> datetime:
    """Parse an ISO-8601 string (or an aware datetime) into an aware UTC datetime.

    Accepts a trailing 'Z'. A string without an offset, or a bare date, is rejected: a date is a
    calendar label, not an instant, and callers that mean "end of that day in zone Z" must say so
    with `end_of_day`.
    """
    if isinstance(value, datetime):
        return ensure_utc(value, field=field)
    if isinstance(value, date):
        raise NaiveDatetimeError(
            f"{value.isoformat()!r} is a date, not an instant: give a time and an offset",
            field=field,
        )
    if not isinstance(value, str):
        raise InputError(f"expected an ISO-8601 timestamp, got {type(value).__name__}", field=field)
    text = value.strip()
    if not text:
        raise InputError("empty timestamp", field=field)
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        raise InputError(f"unparseable timestamp {value!r} (expected ISO-8601)", field=field) from None
    if len(text) <= 10 and "T" not in text and " " not in text:
        raise NaiveDatetimeError(
            f"{value!r} is a date, not an instant: give a time and an offset", field=field
        )
    return ensure_utc(parsed, field=field)


def to_iso(value: datetime) -> str:
    """Canonical text form of an instant: UTC, microseconds, 'Z' suffix, fixed width (sorts as text)."""
    return ensure_utc(value).isoformat(timespec="microseconds").replace("+00:00", "Z")


def zone(name: str, *, field: str | None = None) -> ZoneInfo:
    """Look up an IANA timezone, with a clear error for unknown names."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise InputError(f"unknown timezone {name!r}", field=field) from None


def end_of_day(day: date, tz: ZoneInfo) -> datetime:
    """The last microsecond of `day` in `tz`, as UTC.

    Used where a source gives only a date (a filing's `filed` date, a release date): the fact cannot
    be proven public before that day ends, so it becomes known at the end of it (fail closed).
    """
    start_next = datetime.combine(day + timedelta(days=1), time(0), tzinfo=tz)
    return (start_next - timedelta(microseconds=1)).astimezone(UTC)


def day_contains(day: date, instant: datetime) -> bool:
    """Whether `instant` falls on calendar `day` somewhere on Earth: from the day's start in UTC+14
    to its end in UTC-12. A day written without a time or zone can stand for any such instant, so a
    page's exact stamp inside this window is the same day told more precisely."""
    start = datetime.combine(day, time(0), tzinfo=UTC) - timedelta(hours=14)
    return start <= ensure_utc(instant, field="instant") < start + timedelta(hours=50)


def _validate(value: Any) -> datetime:
    return parse_utc(value)


UtcDateTime = Annotated[
    datetime,
    BeforeValidator(_validate),
    AfterValidator(ensure_utc),
    PlainSerializer(to_iso, return_type=str, when_used="json"),
]
"""Pydantic field type: an aware datetime normalised to UTC; naive input fails validation."""


_DURATION_UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def parse_duration(value: str, *, field: str | None = None) -> timedelta:
    """Parse '90s', '15m', '1h', '2d', '250ms' or plain seconds ('30') into a non-negative timedelta."""
    text = value.strip().lower()
    number, unit = text, "s"
    for suffix in sorted(_DURATION_UNITS, key=len, reverse=True):
        if text.endswith(suffix):
            number, unit = text[: -len(suffix)], suffix
            break
    try:
        seconds = float(number) * _DURATION_UNITS[unit]
    except ValueError:
        raise InputError(f"not a duration: {value!r} (e.g. 90s, 15m, 1h)", field=field) from None
    if seconds < 0 or seconds != seconds:
        raise InputError(f"duration must be non-negative: {value!r}", field=field)
    return timedelta(seconds=seconds)


# ---------------------------------------------------------------------------------------------
# Zone names written beside times ("10:55 a.m. EDT", "17:45 BST", "北京时间 07:15"), shared by the
# page dating at ingest and the leakage rules. Fixed abbreviations are offsets in hours; names of
# places are IANA zones (their offset follows the date: "ET" is EDT in summer).
ZONE_ABBREVIATIONS: dict[str, float] = {
    "utc": 0, "gmt": 0, "z": 0, "wet": 0, "west": 1, "edt": -4, "est": -5, "cdt": -5, "mdt": -6, "mst": -7,
    "pdt": -7, "pst": -8, "bst": 1, "cet": 1, "cest": 2, "mez": 1, "mesz": 2, "jst": 9, "kst": 9, "hkt": 8,
    "sgt": 8, "aest": 10, "aedt": 11, "msk": 3, "wib": 7, "sast": 2, "nzst": 12, "nzdt": 13, "awst": 8,
    "acst": 9.5, "acdt": 10.5,
    # Moscow, Turkey, Eastern Europe, Indochina, Indonesia's central and eastern, the Philippines
    "мск": 3, "trt": 3, "tsi": 3, "eet": 2, "eest": 3, "ict": 7, "wita": 8, "wit": 9, "pht": 8,
    # East, West and Central Africa, Hawaii, Alaska, Pakistan, Malaysia
    "eat": 3, "wat": 1, "cat": 2, "hst": -10, "akst": -9, "akdt": -8, "pkt": 5, "myt": 8,
}  # fmt: skip
ZONE_NAMES: dict[str, str] = {
    "et": "America/New_York", "eastern": "America/New_York", "new york time": "America/New_York",
    "ct": "America/Chicago", "mt": "America/Denver", "pt": "America/Los_Angeles", "london time": "Europe/London",
    "uk time": "Europe/London", "beijing time": "Asia/Shanghai", "北京时间": "Asia/Shanghai", "beijing": "Asia/Shanghai",
    "hong kong time": "Asia/Hong_Kong", "tokyo time": "Asia/Tokyo", "日本時間": "Asia/Tokyo", "東京時間": "Asia/Tokyo",
    "japan time": "Asia/Tokyo", "singapore time": "Asia/Singapore", "frankfurt time": "Europe/Berlin",
    # the zones other languages write in words ("(香港時間)", "(hora de Madrid)", "(heure de Paris)")
    "北京時間": "Asia/Shanghai", "香港時間": "Asia/Hong_Kong", "香港时间": "Asia/Hong_Kong", "台北時間": "Asia/Taipei",
    "台北时间": "Asia/Taipei", "台灣時間": "Asia/Taipei", "台湾时间": "Asia/Taipei", "한국시간": "Asia/Seoul",
    "서울시간": "Asia/Seoul", "heure de paris": "Europe/Paris", "heure française": "Europe/Paris",
    "heure belge": "Europe/Brussels", "heure de bruxelles": "Europe/Brussels", "heure suisse": "Europe/Zurich",
    "hora de madrid": "Europe/Madrid", "hora peninsular": "Europe/Madrid", "hora de lisboa": "Europe/Lisbon",
    "hora del centro de méxico": "America/Mexico_City", "hora de la ciudad de méxico": "America/Mexico_City",
    "hora de buenos aires": "America/Argentina/Buenos_Aires", "hora argentina": "America/Argentina/Buenos_Aires",
    "horário de brasília": "America/Sao_Paulo", "hora de brasília": "America/Sao_Paulo", "ora italiana": "Europe/Rome",
    "ora di roma": "Europe/Rome", "nederlandse tijd": "Europe/Amsterdam", "heure de l'est": "America/Toronto",
    "hne": "America/Toronto", "hae": "America/Toronto", "ora legale": "Europe/Rome",
}  # fmt: skip
# Abbreviations several zones share: the page's own zone settles which; without it, the westernmost
# (its reading of a local time is the latest instant: the one that could leak).
_SHARED_ABBREVIATIONS: dict[str, tuple[tuple[str, float], ...]] = {
    "cst": (("Asia/Shanghai", 8), ("Asia/Taipei", 8), ("America/Chicago", -6)),
    "ist": (("Asia/Kolkata", 5.5), ("Asia/Jerusalem", 2), ("Europe/Dublin", 1)),
}


def shared_zone_readings(word: str) -> tuple[tzinfo, ...]:
    """Every fixed zone a name several zones share stands for ("IST": India, Israel, Ireland),
    westernmost last; () for any other name. For callers that settle the reading from other
    evidence (the page's own exact stamps), never for guessing."""
    options = _SHARED_ABBREVIATIONS.get(" ".join(word.lower().split()), ())
    return tuple(timezone(timedelta(hours=hours)) for _, hours in sorted(options, key=lambda o: -o[1]))


_OFFSET_PARTS = re.compile(r"([+-])\s?(\d{1,2})(?::?(\d{2}))?")


def named_zone(word: str, *, page_zone: tzinfo | None = None, cjk: bool = False) -> tzinfo | None:
    """The zone a written zone name or offset stands for ("EDT", "UTC+8", "Beijing time", "ET"),
    or None when unknown. "CST" and "IST" are read in the page's own zone when it is one of theirs
    (China Standard Time on a Chinese page, `cjk`; India on an Indian one), else as the
    westernmost zone of the name."""
    key = " ".join(word.lower().replace("\u0307", "").split())  # Turkish "TSİ" lowers to "tsi" plus a dot
    if key.startswith(("utc", "gmt")) and len(key) > 3:
        parts = _OFFSET_PARTS.fullmatch(key[3:].strip())
        if parts is None or int(parts[2]) > 14:
            return None
        offset = timedelta(hours=int(parts[2]), minutes=int(parts[3] or 0))
        return timezone(offset if parts[1] == "+" else -offset)
    if key in _SHARED_ABBREVIATIONS:
        options = _SHARED_ABBREVIATIONS[key]
        own = getattr(page_zone, "key", None)
        fixed = page_zone.utcoffset(None) if isinstance(page_zone, timezone) else None
        for name, hours in options:
            if name == own or fixed == timedelta(hours=hours) or (cjk and key == "cst" and hours == 8):
                return timezone(timedelta(hours=hours))
        return timezone(timedelta(hours=min(hours for _, hours in options)))
    if key in ZONE_ABBREVIATIONS:
        return timezone(timedelta(hours=ZONE_ABBREVIATIONS[key]))
    if key in ZONE_NAMES:
        return ZoneInfo(ZONE_NAMES[key])
    return None

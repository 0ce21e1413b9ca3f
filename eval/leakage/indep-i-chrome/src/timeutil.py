"""Zone arithmetic with hard-coded DST rules (deterministic, no tzdata needed)."""
import calendar
from datetime import datetime, timedelta, date, timezone, time

UTC = timezone.utc


def nth_weekday(y, m, wd, n):
    d = date(y, m, 1)
    return d + timedelta(days=(wd - d.weekday()) % 7 + 7 * (n - 1))


def last_weekday(y, m, wd):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - wd) % 7)


def _at(d, h):
    return datetime.combine(d, time(0, 0), UTC) + timedelta(hours=h)


def us_dst(u):
    return _at(nth_weekday(u.year, 3, 6, 2), 7) <= u < _at(nth_weekday(u.year, 11, 6, 1), 6)


def eu_dst(u):
    return _at(last_weekday(u.year, 3, 6), 1) <= u < _at(last_weekday(u.year, 10, 6), 1)


def zone_off(zone, u):
    """returns (offset minutes, label)"""
    if zone == "NY":
        return (-240, "EDT") if us_dst(u) else (-300, "EST")
    if zone == "LON":
        return (60, "BST") if eu_dst(u) else (0, "GMT")
    if zone == "CET":
        return (120, "CEST") if eu_dst(u) else (60, "CET")
    fixed = {"TYO": (540, "JST"), "SEL": (540, "KST"), "SHA": (480, "CST"), "TPE": (480, "CST"),
             "SGP": (480, "SGT"), "IND": (330, "IST"), "SAO": (-180, "BRT")}
    return fixed[zone]


def to_local(zone, u):
    off, lab = zone_off(zone, u)
    return (u + timedelta(minutes=off)).replace(tzinfo=None), lab, off


def local_to_utc(zone, naive):
    g = naive.replace(tzinfo=UTC)
    off, _ = zone_off(zone, g)
    u = g - timedelta(minutes=off)
    off, _ = zone_off(zone, u)
    return g - timedelta(minutes=off)


def iso_utc(u):
    return u.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_local(zone, u):
    ldt, _, off = to_local(zone, u)
    sign = "+" if off >= 0 else "-"
    return ldt.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, abs(off) // 60, abs(off) % 60)


def date_only_interval(d):
    """Widest plausible interval of a date-only stamp: from UTC+14 start to UTC-12 end."""
    start = datetime.combine(d, time(0, 0), UTC) - timedelta(hours=14)
    end = datetime.combine(d, time(0, 0), UTC) + timedelta(hours=36)
    return start, end


def parse_iso(s):
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    return datetime.fromisoformat(s).astimezone(UTC)

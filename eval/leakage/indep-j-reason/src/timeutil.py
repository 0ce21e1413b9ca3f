# -*- coding: utf-8 -*-
import datetime as dt
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc
H = dt.timedelta(hours=1)
D = dt.timedelta(days=1)

def parse_t(s):
    assert s.endswith("Z")
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)

def zt(d):
    return d.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

def date_interval(d):
    """wide interval of a date-only item: 00:00 at UTC+14 .. 24:00 at UTC-12"""
    start = dt.datetime(d.year, d.month, d.day, tzinfo=UTC) - 14 * H
    end = dt.datetime(d.year, d.month, d.day, tzinfo=UTC) + D + 12 * H
    return start, end

def safe_before_date(t):
    d = (t - 36 * H).date()
    while date_interval(d)[1] > t:
        d -= D
    return d

def safe_after_date(t):
    d = (t + 14 * H).date()
    while date_interval(d)[0] <= t:
        d += D
    return d

WEEKDAYS = {
 "en": ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],
 "zh": ["周一","周二","周三","周四","周五","周六","周日"],
 "ja": ["月曜日","火曜日","水曜日","木曜日","金曜日","土曜日","日曜日"],
 "de": ["Montag","Dienstag","Mittwoch","Donnerstag","Freitag","Samstag","Sonntag"],
}
MONTHS_EN = ["January","February","March","April","May","June","July","August","September","October","November","December"]
MONTHS_DE = ["Januar","Februar","März","April","Mai","Juni","Juli","August","September","Oktober","November","Dezember"]

def next_weekday_after(d, wd):
    x = d + D
    while x.weekday() != wd:
        x += D
    return x

def prev_weekday_before(d, wd):
    x = d - D
    while x.weekday() != wd:
        x -= D
    return x

def yearless_after(d, m, day):
    y = d.year
    x = dt.date(y, m, day)
    if x < d:
        x = dt.date(y + 1, m, day)
    return x

def yearless_before(d, m, day):
    x = dt.date(d.year, m, day)
    if x > d:
        x = dt.date(d.year - 1, m, day)
    return x

def zone_label(loc_dt, zone):
    n = loc_dt.tzname()
    if zone == "America/New_York":
        return "ET"
    if zone == "Europe/London":
        return n  # GMT / BST
    if zone == "Europe/Berlin":
        return {"CET": "MEZ", "CEST": "MESZ"}[n]
    if zone == "Asia/Tokyo":
        return "JST"
    if zone == "Asia/Shanghai":
        return "北京时间"
    return n

def to_local(u, zone):
    return u.astimezone(ZoneInfo(zone))

def from_local(y, mo, d, h, mi, zone):
    return dt.datetime(y, mo, d, h, mi, tzinfo=ZoneInfo(zone)).astimezone(UTC)

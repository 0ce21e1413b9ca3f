# -*- coding: utf-8 -*-
"""Time zones (hand-coded rules, no tzdata dependency) and the conservative
interval rule shared by the generator and the checker."""
from datetime import datetime, timedelta, date, timezone

FIXED = {"CN": 480, "TW": 480, "HK": 480, "SG": 480, "JP": 540, "KR": 540, "MSK": 180, "TR": 180,
         "SA": 180, "AE": 240, "IN": 330, "TH": 420, "VN": 420, "ID": 420, "ZA": 120, "NG": 60,
         "BR": -180, "AR": -180, "CO": -300}
MARGIN = timedelta(hours=12)   # "every plausible zone": local reading +/- 12 h


def _last_sunday(y, m):
    d = date(y, m + 1, 1) - timedelta(days=1) if m < 12 else date(y, 12, 31)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    return d


def _first_sunday(y, m):
    d = date(y, m, 1)
    while d.weekday() != 6:
        d += timedelta(days=1)
    return d


def offset(zone, utc):
    """utc: naive UTC datetime -> (offset minutes, is_dst)"""
    if zone in FIXED:
        return FIXED[zone], False
    y = utc.year
    if zone in ("EU", "UK"):
        base = 60 if zone == "EU" else 0
        s = datetime.combine(_last_sunday(y, 3), datetime.min.time()) + timedelta(hours=1)
        e = datetime.combine(_last_sunday(y, 10), datetime.min.time()) + timedelta(hours=1)
        dst = s <= utc < e
        return base + (60 if dst else 0), dst
    if zone == "AU":
        s = datetime.combine(_first_sunday(y, 10), datetime.min.time()) + timedelta(hours=2) - timedelta(hours=10)
        e = datetime.combine(_first_sunday(y, 4), datetime.min.time()) + timedelta(hours=3) - timedelta(hours=11)
        dst = utc >= s or utc < e
        return 600 + (60 if dst else 0), dst
    raise KeyError(zone)


def to_local(zone, utc):
    off, dst = offset(zone, utc)
    return utc + timedelta(minutes=off), off, dst


def local_to_utc(zone, local):
    # iterate (fine away from DST switch hours)
    guess = local - timedelta(minutes=offset(zone, local)[0])
    return local - timedelta(minutes=offset(zone, guess)[0])


def iso_local(zone, utc):
    loc, off, _ = to_local(zone, utc)
    sign = "+" if off >= 0 else "-"
    a = abs(off)
    return loc.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, a // 60, a % 60)


def interval(item, zone):
    """Conservative UTC interval [start, end] for an item."""
    p = item["prec"]
    if p == "exact":
        u = datetime.fromisoformat(item["utc"])
        return u, u
    if p == "local":
        loc = datetime.fromisoformat(item["local"])
        u = local_to_utc(zone, loc)
        return u - MARGIN, u + MARGIN
    if p == "date":
        d = date.fromisoformat(item["date"])
        s = local_to_utc(zone, datetime.combine(d, datetime.min.time()) + timedelta(hours=12)) - timedelta(hours=12)
        e = s + timedelta(days=1)
        return s - MARGIN, e + MARGIN
    raise ValueError(p)


def parse_z(s):
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")


def fmt_z(u):
    return u.strftime("%Y-%m-%dT%H:%M:%SZ")

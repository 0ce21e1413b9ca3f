"""Shared helpers: dates, time zones, content bank. Standard library only."""
import datetime as _dt
import html
import json
import random
from zoneinfo import ZoneInfo

UTC = _dt.timezone.utc
E = html.escape

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
AP = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.",
      "Sept.", "Oct.", "Nov.", "Dec."]
SHORT = [m[:3] for m in MONTHS]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def utc(y, mo, d, h=0, mi=0):
    return _dt.datetime(y, mo, d, h, mi, tzinfo=UTC)


def parse_t(s):
    return _dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)


def tstr(dt):
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def loc(dt, tz):
    return dt.astimezone(ZoneInfo(tz))


def iso(dt, tz=None):
    if tz is None:
        return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return loc(dt, tz).isoformat(timespec="seconds")


def ampm(l, style="ap"):
    h = l.hour % 12 or 12
    if style == "ap":
        return f"{h}:{l.minute:02d} {'a.m.' if l.hour < 12 else 'p.m.'}"
    return f"{h}:{l.minute:02d} {'AM' if l.hour < 12 else 'PM'}"


def tzab(l):
    n = l.tzname()
    return {"EDT": "ET", "EST": "ET"}.get(n, n)


def f_us(dt, tz="America/New_York"):
    l = loc(dt, tz)
    return f"{MONTHS[l.month-1]} {l.day}, {l.year}"


def f_ap(dt, tz="America/New_York", time=True):
    l = loc(dt, tz)
    s = f"{AP[l.month-1]} {l.day}, {l.year}"
    if time:
        s += f" {ampm(l)} {tzab(l)}"
    return s


def f_short(dt, tz="America/New_York", time=True, tzname=True):
    l = loc(dt, tz)
    s = f"{SHORT[l.month-1]} {l.day}, {l.year}"
    if time:
        s += f", {ampm(l, 'x')}"
        if tzname:
            s += " " + l.tzname()
    return s


def f_uk(dt, tz="Europe/London", time=False):
    l = loc(dt, tz)
    s = f"{l.day} {MONTHS[l.month-1]} {l.year}"
    if time:
        s += f" {l.hour:02d}:{l.minute:02d} {l.tzname()}"
    return s


def f_dow(dt, tz="America/New_York"):
    l = loc(dt, tz)
    return DOW[l.weekday()]


def f_hm(dt, tz):
    l = loc(dt, tz)
    return f"{l.hour:02d}:{l.minute:02d}"


def f_md(dt, tz="America/New_York"):
    l = loc(dt, tz)
    return f"{AP[l.month-1]} {l.day}"


def f_num(dt, tz, order):
    l = loc(dt, tz)
    if order == "us":
        return f"{l.month:02d}/{l.day:02d}/{l.year}"
    return f"{l.day:02d}/{l.month:02d}/{l.year}"


def quarter_of(dt):
    return (dt.month - 1) // 3 + 1


COMPANIES = [
    # name, ticker, exchange, sector, hq-country, ceo
    ("Halvorsen Robotics", "HLVR", "Nasdaq", "industrial automation", "US", "Marta Lindqvist"),
    ("Corvane Pharmaceuticals", "CRVN", "NYSE", "biotech", "US", "Dr. Alan Petrosyan"),
    ("Pellucid Semiconductor", "PLSD", "Nasdaq", "chips", "US", "Kenji Moriyama"),
    ("Tessaract Logistics", "TSLG", "NYSE", "freight", "US", "Dana Whitcombe"),
    ("Quillon Foods", "QLFD", "NYSE", "packaged food", "US", "Rosa Esquivel"),
    ("Ardent Solar", "ARDS", "Nasdaq", "solar", "US", "Tobias Greer"),
    ("Kestrel Airways", "KSTW", "NYSE", "airline", "US", "Philip Ancram"),
    ("Northgate Retail", "NGRT", "NYSE", "department stores", "US", "Ellen Farris"),
    ("Marrowfield Bank", "MFB", "LSE", "banking", "UK", "Sir Graham Oduya"),
    ("Thistlecombe Homes", "THC", "LSE", "housebuilding", "UK", "Fiona Carrick"),
    ("Brightwater Minerals", "BWM", "ASX", "lithium mining", "AU", "Liam Docherty"),
    ("Coralline Telecom", "CLT", "ASX", "telecoms", "AU", "Priya Nathan"),
    ("Sahyadri Infra", "SAHYINFRA", "NSE", "infrastructure", "IN", "Rohan Deshpande"),
    ("Lionsgate Maritime", "L3M", "SGX", "shipping", "SG", "Tan Wei Ling"),
    ("Maple Ridge Energy", "MRE", "TSX", "oil sands", "CA", "Justin Tremblay"),
    ("Vantor Cloud", "VNTR", "Nasdaq", "software", "US", "Ashok Varma"),
    ("Glenfiddle Beverages", "GFB", "LSE", "spirits", "UK", "Hamish Beattie"),
    ("Oberlin Medical Devices", "OMDX", "NYSE", "medtech", "US", "Carla Nunez"),
]

TZ = {"US": "America/New_York", "UK": "Europe/London", "AU": "Australia/Sydney",
      "IN": "Asia/Kolkata", "SG": "Asia/Singapore", "CA": "America/Toronto"}
LANG = {"US": "en-US", "UK": "en-GB", "AU": "en-AU", "IN": "en-IN", "SG": "en-SG", "CA": "en-CA"}
CUR = {"US": "$", "UK": "£", "AU": "A$", "IN": "₹", "SG": "S$", "CA": "C$"}

AUTHORS = ["Megan Ostrowski", "Daniel Achebe", "Harriet Vane", "Luis Carrillo", "Sophie Tran",
           "Raj Malhotra", "Nora Kilbride", "Ben Adeyemi", "Clara Hoffmann", "Owen Pritchard",
           "Aisha Rahman", "Tom Kowalczyk", "Jessica Liu", "Patrick Doyle", "Ingrid Solberg",
           "Vikram Iyer", "Chloe Barrington", "Marcus Webb", "Yuki Tanaka", "Fern Gallagher"]

USERS = ["divgrowth_dan", "ValueHunter77", "thetaGang_jo", "bagholder2000", "QuietCompounder",
         "macro_mike", "LongTermLarry", "sparky_trades", "OptionsOwl", "midwest_cpa",
         "kiwi_investor", "FTSE_watcher", "ozzie_punter", "mumbai_bull", "sg_reit_fan",
         "deepvaluedeb", "chartist_k", "Cautious Carl", "retired_engineer", "ndx_nomad"]


class Page:
    def __init__(self, **kw):
        self.__dict__.update(dict(
            headline="", dek="", author="", pub=None, upd=None, meta_pub="same", meta_mod="same",
            body=[], sidebar=[], comments=[], hidden=[], extra_head=[], state={}, notes_extra="",
            inject_head=[], footer_year=None, country="US", extra={}))
        self.__dict__.update(kw)

    @property
    def tz(self):
        return TZ[self.country]

    @property
    def lang(self):
        return LANG[self.country]

    @property
    def mp(self):
        return self.pub if self.meta_pub == "same" else self.meta_pub

    @property
    def mm(self):
        if self.meta_mod == "same":
            return self.upd or self.pub
        return self.meta_mod


def jsonld(obj):
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def money(rng, lo, hi, cur="$"):
    return f"{cur}{rng.uniform(lo, hi):.2f}"

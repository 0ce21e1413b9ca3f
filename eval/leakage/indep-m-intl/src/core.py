# Core date formatting helpers (stdlib only)
import datetime as dt
from zoneinfo import ZoneInfo

KEYS = ("pub upd source author related comments reply views price change volume quote_time calendar "
        "col_time col_event col_actual col_forecast col_prev correction live render archive disclaimer "
        "rights home markets notices attach rating target report_date next_release period value release_date "
        "edited upload share tz_note buy hold list_title appended login search").split()

AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEV_DIG = str.maketrans("0123456789", "०१२३४५६७८९")
TH_DIG = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")

class Loc:
    def __init__(self, **kw):
        self.__dict__.update(kw)
        w = kw["W"].split("|")
        assert len(w) == len(KEYS), (kw["code"], len(w), len(KEYS))
        self.w = dict(zip(KEYS, [x.strip() for x in w]))
        self.tzinfo = ZoneInfo(self.tz)

    def local(self, t):
        return t.astimezone(self.tzinfo)

def fmt(L, t, pat):
    """t: aware UTC datetime. pat may start with '@' (Arabic-Indic digits), '#' (Devanagari), '~' (Thai)."""
    conv = None
    if pat[:1] in "@#~":
        conv = {"@": AR_DIG, "#": DEV_DIG, "~": TH_DIG}[pat[0]]
        pat = pat[1:]
    x = L.local(t)
    h12 = x.hour % 12 or 12
    mon = getattr(L, "months", None) or [str(i) for i in range(1, 13)]
    d = dict(Y=x.year, YY=f"{x.year % 100:02d}", M=x.month, MM=f"{x.month:02d}", D=x.day, DD=f"{x.day:02d}",
             H=x.hour, HH=f"{x.hour:02d}", mm=f"{x.minute:02d}", ss=f"{x.second:02d}",
             MON=mon[x.month - 1], MONa=(getattr(L, "mabbr", None) or mon)[x.month - 1],
             MONg=(getattr(L, "mgen", None) or mon)[x.month - 1],
             WD=L.wd[x.weekday()], WDa=(getattr(L, "wda", None) or L.wd)[x.weekday()],
             ROC=x.year - 1911, REI=x.year - 2018, BE=x.year + 543, BEs=f"{(x.year + 543) % 100:02d}",
             h12=h12, hh12=f"{h12:02d}", AP=(getattr(L, "ampm", None) or ("AM", "PM"))[0 if x.hour < 12 else 1],
             Z=L.zone(x), Do=("1er" if x.day == 1 else str(x.day)))
    s = pat.format(**d)
    if conv:
        s = s.translate(conv)
    return s

def iso(L, t):
    return L.local(t).isoformat(timespec="seconds")

def local_date(L, t):
    return L.local(t).date()

"""Shared helpers for the indep-g-en corpus generator (stdlib only)."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
import json, base64

UTC = timezone.utc
PAGES = []

LABELS = {
    "Asia/Dhaka": "BST", "Asia/Colombo": "SLST", "Asia/Singapore": "SGT",
    "Asia/Kuala_Lumpur": "MYT", "Asia/Manila": "PHT", "Asia/Dubai": "GST",
    "Asia/Karachi": "PKT", "Asia/Kolkata": "IST", "Africa/Lagos": "WAT",
    "Africa/Nairobi": "EAT", "Africa/Accra": "GMT", "Asia/Hong_Kong": "HKT",
}

def L(y, m, d, h=0, mi=0, tz="UTC"):
    return datetime(y, m, d, h, mi, tzinfo=ZoneInfo(tz) if tz != "UTC" else UTC)

def Z(dt):
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

def iso(dt):
    s = dt.isoformat()
    return s.replace("+00:00", "Z") if dt.utcoffset() == timedelta(0) and False else s

def lab(dt):
    k = getattr(dt.tzinfo, "key", None)
    if k in LABELS:
        return LABELS[k]
    return dt.tzname()

def off(dt):
    o = dt.utcoffset(); s = "+" if o >= timedelta(0) else "-"; o = abs(o)
    h, r = divmod(int(o.total_seconds()), 3600)
    return f"UTC{s}{h:02d}:{r//60:02d}"

def h12(dt, dots=False, space=True):
    h = dt.hour % 12 or 12
    ap = ("a.m." if dt.hour < 12 else "p.m.") if dots else ("AM" if dt.hour < 12 else "PM")
    return f"{h}:{dt.minute:02d}{' ' if space else ''}{ap}"

MON = ["January","February","March","April","May","June","July","August","September","October","November","December"]
MSH = [m[:3] for m in MON]
APM = ["Jan.","Feb.","March","April","May","June","July","Aug.","Sept.","Oct.","Nov.","Dec."]

def ordn(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1:'st',2:'nd',3:'rd'}.get(n % 10, 'th')}"

def dmy_long(dt): return f"{dt.day} {MON[dt.month-1]} {dt.year}"
def mdy_long(dt): return f"{MON[dt.month-1]} {dt.day}, {dt.year}"
def ap_date(dt): return f"{APM[dt.month-1]} {dt.day}, {dt.year}"
def dmy_ord(dt): return f"{ordn(dt.day)} {MON[dt.month-1]} {dt.year}"
def dmy_short(dt): return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"
def mdy_short(dt): return f"{dt.month}/{dt.day}/{dt.year % 100:02d}"
def dotted(dt): return f"{dt.day:02d}.{dt.month:02d}.{dt.year % 100:02d}"
def ymd(dt): return dt.strftime("%Y-%m-%d")
def dmon(dt): return f"{dt.day:02d}-{MSH[dt.month-1]}-{dt.year}"
def dow(dt): return dt.strftime("%A")
def dsh(dt): return dt.strftime("%a")

def add(id, url, t, expected, kind, note, html, enc="utf-8", errors="strict"):
    assert expected in ("accept", "reject")
    PAGES.append(dict(id=id, url=url, t=t, expected=expected, kind=kind, note=note,
                      html=html, enc=enc, errors=errors))

def b64(s): return base64.b64encode(s.encode()).decode()

def jd(o): return json.dumps(o, ensure_ascii=False)

def ga(uid):
    return f"""<script async src="https://www.googletagmanager.com/gtag/js?id={uid}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','{uid}');</script>"""

def bulk(site, n=40, seed=1):
    """Long, dateless site chrome: link farms, config JSON, tracking scripts."""
    words = ["Markets","Economy","Companies","Property","Energy","Mining","Agriculture","Tech","Banking","Insurance","Transport","Retail",
             "Opinion","Podcasts","Events","Careers","Advertise","Contact","About","Privacy","Terms","Sitemap","Accessibility","Newsletters",
             "Subscribe","Gift a subscription","Corrections policy","Editorial standards","Complaints","RSS","Archive","Help centre"]
    links = "".join(f'<li><a href="/{w.lower().replace(" ","-")}/{(i*seed)%97}">{w}</a></li>' for i, w in enumerate((words * 3)[:n]))
    cfg = jd({"site": site, "ads": {"slots": [f"div-gpt-ad-{seed}{i}" for i in range(6)], "lazy": True, "refresh": 30},
              "consent": {"tcf": 2.2, "vendors": list(range(1, 40, 3))}, "ab": {"hero_v": seed % 3, "paywall_v": "m3"}})
    return f"""<div class="mega-footer"><ul class="links">{links}</ul>
<script type="application/json" id="site-config">{cfg}</script>
<script>!function(e,t,n){{var s=t.createElement(n);s.async=1;s.src="https://cdn.metrictide.net/mt.js?s={site}";t.head.appendChild(s)}}(window,document,"script");</script>
<noscript><img height="1" width="1" style="display:none" src="https://px.metrictide.net/p?s={site}&amp;ns=1" alt=""></noscript></div>"""

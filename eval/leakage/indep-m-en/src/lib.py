"""Shared helpers for the indep-m-en corpus generator (stdlib only)."""
import json, random, html
from datetime import datetime, timedelta, timezone, date
from zoneinfo import ZoneInfo

UTC = timezone.utc
ZONES = {
    'US': 'America/New_York', 'USC': 'America/Chicago', 'CA': 'America/Toronto', 'CAV': 'America/Vancouver',
    'UK': 'Europe/London', 'IE': 'Europe/Dublin', 'AU': 'Australia/Sydney', 'AUP': 'Australia/Perth',
    'IN': 'Asia/Kolkata', 'SG': 'Asia/Singapore', 'HK': 'Asia/Hong_Kong', 'ZA': 'Africa/Johannesburg',
    'NZ': 'Pacific/Auckland',
}
ABBR_FIX = {'+08': None}  # resolved per zone below


def abbr(zkey, loc):
    n = loc.tzname()
    if zkey == 'SG':
        return 'SGT'
    if zkey == 'IE' and n == 'IST':
        return 'Irish time'
    if zkey == 'AUP':
        return 'AWST'
    return n


MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
       'November', 'December']
MO3 = [m[:3] for m in MON]
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

DATE_ONLY = {'long', 'long_uk', 'short', 'short_uk', 'noyear', 'noyear_uk', 'us_num', 'uk_num', 'iso', 'wd_long',
             'wd_long_uk', 'dotted', 'us_num2', 'uk_short_num', 'mon_dd', 'dd_mon_yy', 'yyyymmdd', 'wd_short',
             'yesterday', 'upper_uk'}


def h12(loc, dots=False, lower=False):
    hr = loc.hour % 12 or 12
    ap = 'AM' if loc.hour < 12 else 'PM'
    if dots:
        ap = 'a.m.' if loc.hour < 12 else 'p.m.'
    elif lower:
        ap = ap.lower()
    return f"{hr}:{loc.minute:02d} {ap}" if not lower else f"{hr}:{loc.minute:02d}{ap}"


def fmt_local(loc, style, ab):
    d, m, y = loc.day, loc.month, loc.year
    if style == 'long': return f"{MON[m-1]} {d}, {y}"
    if style == 'long_uk': return f"{d} {MON[m-1]} {y}"
    if style == 'upper_uk': return f"{d} {MON[m-1].upper()} {y}"
    if style == 'short': return f"{MO3[m-1]} {d}, {y}"
    if style == 'short_uk': return f"{d} {MO3[m-1]} {y}"
    if style == 'noyear': return f"{MO3[m-1]} {d}"
    if style == 'noyear_uk': return f"{d} {MO3[m-1]}"
    if style == 'mon_dd': return f"{MO3[m-1]}. {d}" if m not in (5, 6, 7) else f"{MON[m-1]} {d}"
    if style == 'us_num': return f"{m:02d}/{d:02d}/{y}"
    if style == 'us_num2': return f"{m}/{d}/{y % 100:02d}"
    if style == 'uk_num': return f"{d:02d}/{m:02d}/{y}"
    if style == 'uk_short_num': return f"{d}/{m}/{y}"
    if style == 'dotted': return f"{d:02d}.{m:02d}.{y}"
    if style == 'dd_mon_yy': return f"{d:02d}-{MO3[m-1]}-{y % 100:02d}"
    if style == 'yyyymmdd': return f"{y}{m:02d}{d:02d}"
    if style == 'iso': return f"{y}-{m:02d}-{d:02d}"
    if style == 'wd_long': return f"{WD[loc.weekday()]}, {MON[m-1]} {d}, {y}"
    if style == 'wd_long_uk': return f"{WD[loc.weekday()]} {d} {MON[m-1]} {y}"
    if style == 'wd_short': return f"{WD[loc.weekday()][:3]} {d} {MO3[m-1]}"
    if style == 'isot':
        off = loc.utcoffset(); s = int(off.total_seconds()); sg = '+' if s >= 0 else '-'; s = abs(s)
        return loc.strftime('%Y-%m-%dT%H:%M:%S') + f"{sg}{s//3600:02d}:{(s % 3600)//60:02d}"
    if style == 'isoz': return loc.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')
    if style == 'isoms': return loc.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%S.000Z')
    if style == 'epoch': return str(int(loc.timestamp()))
    if style == 'epoch_ms': return str(int(loc.timestamp()) * 1000)
    if style == 'rfc': return loc.astimezone(UTC).strftime('%a, %d %b %Y %H:%M:%S GMT')
    if style == 'dt12': return f"{MO3[m-1]} {d}, {y} {h12(loc)} {ab}"
    if style == 'dt12dots': return f"{MON[m-1]} {d}, {y}, {h12(loc, dots=True)} {ab}"
    if style == 'dt12_uk': return f"{d} {MON[m-1]} {y}, {h12(loc, lower=True)} {ab}"
    if style == 'dt24': return f"{d} {MO3[m-1]} {y}, {loc.hour:02d}:{loc.minute:02d} {ab}"
    if style == 'dt24_long': return f"{d} {MON[m-1]} {y} {loc.hour:02d}:{loc.minute:02d} {ab}"
    if style == 'dt24_iso': return f"{y}-{m:02d}-{d:02d} {loc.hour:02d}:{loc.minute:02d}"
    if style == 'dt24_iso_z': return f"{y}-{m:02d}-{d:02d} {loc.hour:02d}:{loc.minute:02d} {ab}"
    if style == 'dt24_iso_s': return f"{y}-{m:02d}-{d:02d} {loc.hour:02d}:{loc.minute:02d}:{loc.second:02d}"
    if style == 'usnum_t': return f"{m:02d}/{d:02d}/{y} {h12(loc)} {ab}"
    if style == 'usnum_t24': return f"{m}/{d}/{y} {loc.hour:02d}:{loc.minute:02d}"
    if style == 'uknum_t': return f"{d:02d}/{m:02d}/{y} {loc.hour:02d}:{loc.minute:02d}"
    if style == 'uknum_t12': return f"{d:02d}/{m:02d}/{y}, {h12(loc, lower=True)}"
    if style == 'wd_dt12': return f"{WD[loc.weekday()]}, {MON[m-1]} {d}, {y} at {h12(loc)} {ab}"
    if style == 'wd_dt_uk': return f"{WD[loc.weekday()][:3]} {d} {MO3[m-1]} {y} {loc.hour:02d}.{loc.minute:02d} {ab}"
    if style == 'au_style': return f"{h12(loc, lower=True)} {WD[loc.weekday()]} {d} {MON[m-1]} {y} {ab}"
    if style == 'noyear_t': return f"{MO3[m-1]} {d}, {h12(loc)} {ab}"
    if style == 'noyear_t24': return f"{d} {MO3[m-1]} {loc.hour:02d}:{loc.minute:02d}"
    if style == 'time12': return f"{h12(loc, dots=True)} {ab}"
    if style == 'time12n': return f"{h12(loc)}"
    if style == 'time24': return f"{loc.hour:02d}:{loc.minute:02d}"
    if style == 'time24z': return f"{loc.hour:02d}:{loc.minute:02d} {ab}"
    if style == 'hhmm_dd_mm': return f"{loc.hour:02d}:{loc.minute:02d} {d:02d}/{m:02d}"
    if style == 'tg': return f"{d:02d}.{m:02d}.{y} {loc.hour:02d}:{loc.minute:02d}:{loc.second:02d} UTC{'+' if loc.utcoffset().total_seconds()>=0 else '-'}{abs(int(loc.utcoffset().total_seconds()))//3600:02d}:{(abs(int(loc.utcoffset().total_seconds()))%3600)//60:02d}"
    raise ValueError(style)


class Ctx:
    def __init__(self, pid, site, kind, mode, rng, times):
        self.pid, self.site, self.kind, self.mode, self.rng = pid, site, kind, mode, rng
        self.zkey = site['zone']
        self.tz = ZoneInfo(ZONES[self.zkey])
        self.t_rej = times.get('t_rej'); self.t_acc = times.get('t_acc')
        self.D = times.get('D'); self.P = times['P']; self.R = times['R']
        self.tmin = min(x for x in (self.t_rej, self.t_acc) if x)
        self.tmax = max(x for x in (self.t_rej, self.t_acc) if x)
        self.stamps = []
        self.emitted = False
        self.notes = []

    # --- time helpers
    def loc(self, x, zkey=None):
        return x.astimezone(ZoneInfo(ZONES[zkey or self.zkey]))

    def f(self, x, style, role='past', zkey=None, anchor=None):
        zk = zkey or self.zkey
        loc = self.loc(x, zk)
        ab = abbr(zk, loc)
        s = fmt_local(loc, style, ab)
        self.stamps.append(dict(x=x, role=role, dateonly=style in DATE_ONLY, zk=zk, style=style, s=s, lo=x, hi=x, m=20))
        if role == 'decide':
            self.emitted = True
        return s

    def rel(self, x, role='past', anchor=None):
        """relative stamp vs anchor (render time R by default)."""
        a = anchor or self.R
        d = a - x
        assert d.total_seconds() > 0, (self.pid, 'rel in future')
        mins = int(d.total_seconds() // 60)
        if mins < 60:
            s = f"{mins} min ago" if mins != 1 else "1 min ago"; lo = x - timedelta(minutes=1); hi = x + timedelta(minutes=1); m = 20
        elif mins < 24 * 60:
            hh = mins // 60; s = f"{hh} hr{'s' if hh > 1 else ''} ago" if self.rng.random() < .5 else f"{hh}h ago"
            lo = a - timedelta(hours=hh + 1); hi = a - timedelta(hours=hh); m = 20
        else:
            dd = mins // 1440; s = f"{dd} days ago" if dd > 1 else "1 day ago"
            lo = a - timedelta(days=dd + 1); hi = a - timedelta(days=dd); m = 60
        self.stamps.append(dict(x=x, role=role, dateonly=False, zk=self.zkey, style='rel', s=s, lo=lo, hi=hi, m=m))
        if role == 'decide':
            self.emitted = True
        return s

    def fd(self, x, timed_style, date_style, role='past'):
        """date-only display if it is safe, else timed."""
        if role == 'past':
            ld = self.loc(x).date(); tl = self.loc(self.tmin).date()
            if ld <= tl - timedelta(days=2):
                return self.f(x, date_style, role)
        return self.f(x, timed_style, role)

    def past(self, n, lo_days=1, hi_days=60, before=None, min_gap_h=2):
        b = before or self.P
        out = []
        for _ in range(n):
            out.append(b - timedelta(minutes=self.rng.randint(int(lo_days * 1440) + min_gap_h * 60, int(hi_days * 1440) + min_gap_h * 60)))
        return sorted(out, reverse=True)

    def future(self, lo_days=4, hi_days=60):
        return self.tmax + timedelta(minutes=self.rng.randint(int(lo_days * 1440), int(hi_days * 1440)))

    def is_(self, *kinds):
        return self.kind in kinds

    def ch(self, seq):
        return self.rng.choice(seq)

    # --- generic slots
    def slot(self, name):
        fn = SLOTS.get((self.kind, name))
        if fn is None:
            return ''
        out = fn(self)
        self.emitted = True
        return out


def validate(ctx, labels):
    errs = []
    for lab in labels:
        t = lab['t']; exp = lab['expected']
        for st in ctx.stamps:
            role = st['role']
            if role in ('free', 'render'):
                continue
            need_before = role == 'past' or (role == 'decide' and exp == 'accept')
            need_after = role == 'future' or (role == 'decide' and exp == 'reject')
            if st['dateonly']:
                ld = ctx.loc(st['x'], st['zk']).date(); tl = ctx.loc(t, st['zk']).date()
                if need_before and not (ld <= tl - timedelta(days=2)):
                    errs.append((lab['id'], 'date-only not 2d before', st['s'], role))
                if need_after and not (ld >= tl + timedelta(days=2)):
                    errs.append((lab['id'], 'date-only not 2d after', st['s'], role))
            else:
                mg = timedelta(minutes=st['m'])
                if need_before and not (st['hi'] + mg <= t):
                    errs.append((lab['id'], 'timed not before', st['s'], role))
                if need_after and not (st['lo'] - mg >= t):
                    errs.append((lab['id'], 'timed not after', st['s'], role))
    return errs


def esc(s):
    return html.escape(s, quote=True)


# ---------------------------------------------------------------- content banks
COMPANIES = {
    'US': [('Halvorsen Biotech', 'HLVB', 'Nasdaq'), ('Corvane Semiconductor', 'CVNS', 'NYSE'),
           ('Brightmoor Retail', 'BMR', 'NYSE'), ('Quillon Payments', 'QLPY', 'Nasdaq'),
           ('Ostrander Energy', 'OSTR', 'NYSE'), ('Pallister Air Group', 'PLAR', 'NYSE'),
           ('Mercer Hollow Bancorp', 'MHBC', 'Nasdaq'), ('Dunmore Robotics', 'DNMR', 'Nasdaq'),
           ('Sablewood Foods', 'SBWF', 'NYSE'), ('Greyfield Cloud', 'GRFC', 'Nasdaq')],
    'UK': [('Ashcombe Holdings', 'ASHC', 'LSE'), ('Fenwright Insurance', 'FWI', 'LSE'),
           ('Thamesbury Utilities', 'TBU', 'LSE'), ('Kilnsey Brewing', 'KLN', 'AIM')],
    'IE': [('Liffey Payments', 'LFP', 'Euronext Dublin'), ('Slaney Aggregates', 'SLNY', 'Euronext Dublin')],
    'CA': [('Northgale Resources', 'NGR', 'TSX'), ('Maplecrest Financial', 'MCF', 'TSX'),
           ('Kootenay Lithium', 'KOOT', 'TSXV')],
    'CAV': [('Kootenay Lithium', 'KOOT', 'TSXV'), ('Salish Timber', 'SLT', 'TSX')],
    'AU': [('Corrigan Mining', 'CRG', 'ASX'), ('Wattle Bay Telecom', 'WBT', 'ASX'),
           ('Murrumbidgee Agri', 'MAG', 'ASX'), ('Gidgee Gold', 'GGD', 'ASX')],
    'AUP': [('Pilbara Crest Iron', 'PCI', 'ASX')],
    'IN': [('Kestrel Infra', 'KESTINF', 'NSE'), ('Sarovar Pharma', 'SAROVAR', 'NSE'),
           ('Deccan Textiles', 'DECTEX', 'BSE')],
    'SG': [('Lumen Harbour Bank', 'LHB', 'SGX'), ('Straitsline Shipping', 'SLS', 'SGX')],
    'HK': [('Pearl Delta Logistics', '2871', 'HKEX'), ('Kowloon Bay Properties', '1496', 'HKEX')],
    'ZA': [('Karoo Platinum', 'KRP', 'JSE'), ('Highveld Mutual', 'HVM', 'JSE')],
    'NZ': [('Taranaki Dairy Co-operative', 'TDC', 'NZX'), ('Southern Alps Power', 'SAP', 'NZX')],
    'USC': [('Prairie Grain Partners', 'PRGP', 'NYSE')],
}
CUR = {'US': '$', 'USC': '$', 'UK': '£', 'IE': '€', 'CA': 'C$', 'CAV': 'C$', 'AU': 'A$', 'AUP': 'A$', 'IN': '₹',
       'SG': 'S$', 'HK': 'HK$', 'ZA': 'R', 'NZ': 'NZ$'}
CBANK = {'US': 'Federal Reserve', 'USC': 'Federal Reserve', 'UK': 'Bank of England', 'IE': 'European Central Bank',
         'CA': 'Bank of Canada', 'CAV': 'Bank of Canada', 'AU': 'Reserve Bank of Australia', 'AUP': 'Reserve Bank of Australia',
         'IN': 'Reserve Bank of India', 'SG': 'Monetary Authority of Singapore', 'HK': 'Hong Kong Monetary Authority',
         'ZA': 'South African Reserve Bank', 'NZ': 'Reserve Bank of New Zealand'}

PAST_HEADLINES = [
    "{co} appoints new chief financial officer", "{co} shares slip as analysts trim targets",
    "{co} completes {cur}{n}m bond placement", "{co} opens new distribution centre",
    "Investors weigh {co} capital return plan", "{co} settles long-running supplier dispute",
    "{co} wins multi-year supply contract", "{co} board backs share buyback extension",
    "Short sellers circle {co} ahead of reporting season", "{co} flags higher input costs",
    "{co} chair to step down at next AGM", "{co} reaffirms full-year outlook",
    "Broker upgrades {co} on margin recovery", "{co} prices {cur}{n}m placement at discount",
    "{co} shares hit 52-week high", "{co} trims workforce in restructuring",
]
MACRO_HEADLINES = [
    "Bond yields edge higher ahead of inflation data", "Oil steadies as traders eye inventory figures",
    "Dollar firms against major peers", "Gold holds near record as central banks keep buying",
    "Stocks drift in thin holiday trade", "Copper slides on softer factory surveys",
    "Traders pare rate-cut bets after jobs report", "Bitcoin swings as ETF flows turn mixed",
    "Iron ore dips on weak steel margins", "Rand weakens as power cuts return",
    "Rupee steadies after central bank intervention", "Kiwi dollar slips on dairy auction result",
    "Sterling edges up before Bank of England minutes", "Singapore dollar steady ahead of MAS review",
    "Hang Seng rebounds as property stocks rally", "Aussie dollar dips on soft retail sales",
]


def headline(ctx, macro=False, co=None):
    r = ctx.rng
    if (macro or r.random() < .35) and not co:
        return r.choice(MACRO_HEADLINES)
    co = co or r.choice(COMPANIES.get(ctx.zkey, COMPANIES['US']))[0]
    return r.choice(PAST_HEADLINES).format(co=co, cur=CUR.get(ctx.zkey, '$'), n=r.choice([50, 75, 120, 250, 400]))


SLOTS = {}


def slot(kind, name):
    def deco(fn):
        SLOTS[(kind, name)] = fn
        return fn
    return deco


def _between(self, a, b, n):
    if b <= a:
        b = a + timedelta(minutes=n + 1)
    span = int((b - a).total_seconds() // 60)
    return sorted(a + timedelta(minutes=self.rng.randint(0, max(span, 1))) for _ in range(n))


Ctx.between = _between


def quarter_of(d):
    q = (d.month - 1) // 3 + 1
    return f"Q{q} {d.year}"


def _auto(self, x, timed, date_style, role='past'):
    ld = self.loc(x).date()
    two = timedelta(days=2)
    ok = True
    if role == 'past':
        ok = ld <= self.loc(self.tmin).date() - two
    elif role == 'decide':
        ok = ld >= self.loc(self.t_rej).date() + two and (self.t_acc is None or self.loc(self.t_acc).date() >= ld + two)
    elif role == 'future':
        ok = ld >= self.loc(self.tmax).date() + two
    return self.f(x, date_style if ok else timed, role)


Ctx.auto = _auto

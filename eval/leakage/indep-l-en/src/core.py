"""Core helpers: zones, date formatting with stamp recording, page context."""
import datetime as dt, html, json
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc
ZONES = {
    'ET': 'America/New_York', 'CT': 'America/Chicago', 'PT': 'America/Los_Angeles',
    'UK': 'Europe/London', 'DUB': 'Europe/Dublin', 'SYD': 'Australia/Sydney',
    'IN': 'Asia/Kolkata', 'SG': 'Asia/Singapore', 'HK': 'Asia/Hong_Kong',
    'ZA': 'Africa/Johannesburg', 'NZ': 'Pacific/Auckland', 'TOR': 'America/Toronto',
    'UTC': 'UTC',
}
ABBR = {'Asia/Singapore': 'SGT', 'Asia/Hong_Kong': 'HKT', 'Africa/Johannesburg': 'SAST',
        'Asia/Kolkata': 'IST', 'UTC': 'UTC'}
MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
       'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MON]
DAY3 = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
DATEONLY = {'d_us', 'd_uk', 'd_iso', 'd_num_uk', 'd_num_us', 'd_us3', 'd_uk3', 'd_dot', 'd_day_uk'}

esc = html.escape


def U(y, m, d, H=0, M=0):
    return dt.datetime(y, m, d, H, M, tzinfo=UTC)


def loc(u, z):
    return u.astimezone(ZoneInfo(ZONES[z]))


def abbr(u, z):
    key = ZONES[z]
    if key in ABBR:
        return ABBR[key]
    if key == 'Europe/Dublin':
        return 'GMT' if loc(u, z).utcoffset() == dt.timedelta(0) else 'IST(Irl)'
    return loc(u, z).tzname()


def h12(l):
    h = l.hour % 12 or 12
    return h, ('AM' if l.hour < 12 else 'PM')


def fmt(u, f, z):
    l = loc(u, z)
    h, ap = h12(l)
    if f == 'iso':
        return l.isoformat(timespec='seconds')
    if f == 'isoz':
        return u.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')
    if f == 'isoms':
        return u.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%S.000Z')
    if f == 'epoch':
        return str(int(u.timestamp()))
    if f == 'epochms':
        return str(int(u.timestamp()) * 1000)
    if f == 'us_dt':
        return f"{MON[l.month-1]} {l.day}, {l.year} {h}:{l.minute:02d} {ap} {abbr(u, z)}"
    if f == 'us3_dt':
        return f"{MON3[l.month-1]} {l.day}, {l.year}, {h}:{l.minute:02d} {ap.lower()} {abbr(u, z)}"
    if f == 'ap':
        gen = {'ET': 'ET', 'CT': 'CT', 'PT': 'PT', 'TOR': 'ET'}.get(z, abbr(u, z))
        m = MON3[l.month-1] + '.' if len(MON[l.month-1]) > 5 else MON[l.month-1]
        if MON[l.month-1] == 'September':
            m = 'Sept.'
        return f"{m} {l.day}, {l.year} {h}:{l.minute:02d} {'a.m.' if ap == 'AM' else 'p.m.'} {gen}"
    if f == 'uk_dt':
        return f"{l.day} {MON[l.month-1]} {l.year} {l.hour:02d}:{l.minute:02d} {abbr(u, z)}"
    if f == 'uk3_dt':
        return f"{DAY3[l.weekday()]} {l.day} {MON3[l.month-1]} {l.year} {l.hour:02d}.{l.minute:02d} {abbr(u, z)}"
    if f == 'au_dt':
        return f"{l.day} {MON[l.month-1]} {l.year} &mdash; {h}:{l.minute:02d}{ap.lower()} {abbr(u, z)}"
    if f == 'in_dt':
        return f"{MON[l.month-1][:3]} {l.day:02d}, {l.year}, {h:02d}:{l.minute:02d} {ap} {abbr(u, z)}"
    if f == 'in_dt2':
        return f"Updated: {l.day:02d} {MON3[l.month-1]} {l.year}, {h:02d}:{l.minute:02d} {ap} {abbr(u, z)}"
    if f == 'num_uk_dt':
        return f"{l.day:02d}/{l.month:02d}/{l.year} {l.hour:02d}:{l.minute:02d} {abbr(u, z)}"
    if f == 'wiki':
        w = u.astimezone(UTC)
        return f"{w.hour:02d}:{w.minute:02d}, {w.day} {MON[w.month-1]} {w.year} (UTC)"
    if f == 'rfc':
        w = u.astimezone(UTC)
        return f"{DAY3[w.weekday()]}, {w.day:02d} {MON3[w.month-1]} {w.year} {w.hour:02d}:{w.minute:02d}:{w.second:02d} GMT"
    if f == 'sql':
        return l.strftime('%Y-%m-%d %H:%M:%S')
    if f == 'phpbb':
        return f"{DAY3[l.weekday()]} {MON3[l.month-1]} {l.day:02d}, {l.year} {h}:{l.minute:02d} {ap.lower()}"
    if f == 'tclock':
        return f"{h}:{l.minute:02d} {ap} {abbr(u, z)} &middot; {MON3[l.month-1]} {l.day}, {l.year}"
    if f == 'hm_z':
        return f"{l.hour:02d}:{l.minute:02d} {abbr(u, z)}, {l.day} {MON3[l.month-1]} {l.year}"
    # date-only formats
    if f == 'd_us':
        return f"{MON[l.month-1]} {l.day}, {l.year}"
    if f == 'd_us3':
        return f"{MON3[l.month-1]} {l.day}, {l.year}"
    if f == 'd_uk':
        return f"{l.day} {MON[l.month-1]} {l.year}"
    if f == 'd_uk3':
        return f"{l.day} {MON3[l.month-1]} {l.year}"
    if f == 'd_day_uk':
        return f"{['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'][l.weekday()]} {l.day} {MON[l.month-1]} {l.year}"
    if f == 'd_iso':
        return l.strftime('%Y-%m-%d')
    if f == 'd_num_uk':
        return l.strftime('%d/%m/%Y')
    if f == 'd_num_us':
        return l.strftime('%m/%d/%Y')
    if f == 'd_dot':
        return l.strftime('%d.%m.%Y')
    raise ValueError(f)


class Ctx:
    """Page context. Rendering records every displayed instant as a stamp."""

    def __init__(self, rng, pid, zone, locale):
        self.rng = rng
        self.pid = pid
        self.zone = zone
        self.locale = locale  # 'us' or 'uk'
        self.stamps = []      # (u, dateonly, zone, cat, note)
        self.slot = None      # deciding slot name
        self.slotval = None   # dict for the deciding element
        self.queried = set()
        self.comments_clean = []
        self.related_clean = []
        self.mod = None       # (u, cat)
        self.mod_where = set()
        self.inj = None
        self.deciders = []    # human notes of deciding element

    # --- stamps -------------------------------------------------------
    def ts(self, u, cat='content', f=None, note='', z=None):
        z = z or self.zone
        if f is None:
            f = 'us_dt' if self.locale == 'us' else 'uk_dt'
        self.stamps.append((u, f in DATEONLY, z, cat, note))
        return fmt(u, f, z)

    def dd(self, u, cat='content', note='', z=None):
        return self.ts(u, cat, 'd_us' if self.locale == 'us' else 'd_uk', note, z)

    def mark(self, u, cat, note='', dateonly=False, z=None):
        self.stamps.append((u, dateonly, z or self.zone, cat, note))

    # --- slots --------------------------------------------------------
    def q(self, name):
        self.queried.add(name)
        return self.slotval if self.slot == name else None

    def comments(self):
        items = [dict(c, cat='content') for c in self.comments_clean]
        v = self.q('comment')
        if v:
            items.append(dict(who=v['who'], u=v['u'], text=v['comment'], cat='leak'))
        v = self.q('inj_usercomment')
        if v:
            items.append(dict(who=v['who'], u=v['u'], text=v['text'], cat='content'))
        items.sort(key=lambda x: x['u'])
        return items

    def related(self, name='related'):
        items = [dict(head=h, u=u, cat='content') for (u, h) in self.related_clean]
        v = self.q(name)
        if v:
            items.append(dict(head=v['head'], u=v['u'], cat='leak'))
        items.sort(key=lambda x: x['u'], reverse=True)
        return items


def jd(o):
    return json.dumps(o, ensure_ascii=False, indent=None)


def _modin(self, place):
    self.queried.add('mod_' + place)
    return bool(self.mod) and place in self.mod_where


Ctx.modin = _modin

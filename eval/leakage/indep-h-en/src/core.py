"""Core helpers: time formatting, page context, marks (every dated expression
rendered on a page is recorded so the label can be verified mechanically)."""
import datetime as _dt, html as _html, json, re
from zoneinfo import ZoneInfo

UTC = _dt.timezone.utc
D = _dt.datetime
TD = _dt.timedelta
MON = ['January','February','March','April','May','June','July','August','September','October','November','December']
MON3 = [m[:3] for m in MON]
APM = ['Jan.','Feb.','March','April','May','June','July','Aug.','Sept.','Oct.','Nov.','Dec.']
WD = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']


def utc(y, m, d, h=0, mi=0):
    return D(y, m, d, h, mi, tzinfo=UTC)


def Z(d):
    return d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def Zh(d):
    return d.astimezone(UTC).strftime('%Y-%m-%d %H:%M UTC')


def L(d, tz):
    return d.astimezone(ZoneInfo(tz))


def abbr(l):
    a = l.strftime('%Z')
    return {'+08': 'SGT', '+0530': 'IST', '+09': 'JST'}.get(a, a)


def et(l):
    a = abbr(l)
    return {'EST': 'ET', 'EDT': 'ET', 'CST': 'CT', 'CDT': 'CT', 'PST': 'PT', 'PDT': 'PT'}.get(a, a)


def h12(l, style='AM', pad=False):
    h = l.hour % 12 or 12
    hs = f"{h:02d}" if pad else str(h)
    if style == 'ap':
        return f"{hs}:{l.minute:02d} {'a.m.' if l.hour < 12 else 'p.m.'}"
    if style == 'low':
        return f"{hs}:{l.minute:02d}{'am' if l.hour < 12 else 'pm'}"
    if style == 'dot':
        return f"{hs}.{l.minute:02d}{'am' if l.hour < 12 else 'pm'}"
    return f"{hs}:{l.minute:02d} {'AM' if l.hour < 12 else 'PM'}"


FMT = {
    'us_long': lambda l: f"{MON[l.month-1]} {l.day}, {l.year} {h12(l)} {abbr(l)}",
    'us_at': lambda l: f"{MON[l.month-1]} {l.day}, {l.year} at {h12(l, 'low')} {et(l)}",
    'ap': lambda l: f"{h12(l, 'ap')} {et(l)} {APM[l.month-1]} {l.day}, {l.year}",
    'ap_date_first': lambda l: f"{APM[l.month-1]} {l.day}, {l.year}, {h12(l, 'ap')} {et(l)}",
    'us_num': lambda l: f"{l.month:02d}/{l.day:02d}/{l.year} {h12(l, pad=True)} {abbr(l)}",
    'us_short': lambda l: f"{MON3[l.month-1]} {l.day}, {l.year}, {h12(l)} {et(l)}",
    'uk_guardian': lambda l: f"{WD[l.weekday()][:3]} {l.day} {MON3[l.month-1]} {l.year} {l.hour:02d}.{l.minute:02d} {abbr(l)}",
    'uk_long': lambda l: f"{l.day} {MON[l.month-1]} {l.year} {h12(l, 'low')}",
    'uk_long_tz': lambda l: f"{l.day} {MON[l.month-1]} {l.year}, {l.hour:02d}:{l.minute:02d} {abbr(l)}",
    'uk_short': lambda l: f"{l.day} {MON3[l.month-1]} {l.year} {l.hour:02d}:{l.minute:02d}",
    'uk_num': lambda l: f"{l.day:02d}/{l.month:02d}/{l.year} {l.hour:02d}:{l.minute:02d}",
    'in_style': lambda l: f"{MON3[l.month-1]} {l.day:02d}, {l.year}, {h12(l, pad=True)} {abbr(l)}",
    'in_upd': lambda l: f"{l.day} {MON3[l.month-1]} {l.year}, {h12(l, 'low')} {abbr(l)}",
    'au_afr': lambda l: f"{MON[l.month-1][:3]} {l.day}, {l.year} \u2013 {h12(l, 'dot')}",
    'au_long': lambda l: f"{l.day} {MON[l.month-1]} {l.year}, {h12(l, 'low')} {abbr(l)}",
    'sg_style': lambda l: f"{MON3[l.month-1]} {l.day}, {l.year}, {h12(l, 'low')}",
    'iso_utc': lambda l: f"{l.astimezone(UTC):%Y-%m-%d %H:%M} UTC",
    'iso_local': lambda l: f"{l:%Y-%m-%d %H:%M}",
    'iso_local_tz': lambda l: f"{l:%Y-%m-%d %H:%M} {abbr(l)}",
    'wiki': lambda l: f"{l.hour:02d}:{l.minute:02d}, {l.day} {MON[l.month-1]} {l.year}",
    'forum': lambda l: f"{WD[l.weekday()][:3]} {MON3[l.month-1]} {l.day}, {l.year} {l.hour}:{l.minute:02d} {'am' if l.hour < 12 else 'pm'}",
    'date_us': lambda l: f"{MON[l.month-1]} {l.day}, {l.year}",
    'date_uk': lambda l: f"{l.day} {MON[l.month-1]} {l.year}",
    'date_us_short': lambda l: f"{MON3[l.month-1]} {l.day}, {l.year}",
    'date_uk_short': lambda l: f"{l.day} {MON3[l.month-1]} {l.year}",
    'date_iso': lambda l: f"{l:%Y-%m-%d}",
    'date_num_uk': lambda l: f"{l.day:02d}/{l.month:02d}/{l.year}",
    'date_num_us': lambda l: f"{l.month}/{l.day}/{l.year}",
    'date_wd_uk': lambda l: f"{WD[l.weekday()]} {l.day} {MON[l.month-1]} {l.year}",
    'date_wd_us': lambda l: f"{WD[l.weekday()]}, {MON[l.month-1]} {l.day}, {l.year}",
    'md_us': lambda l: f"{MON[l.month-1]} {l.day}",
    'dm_uk': lambda l: f"{l.day} {MON[l.month-1]}",
    'ap_md': lambda l: f"{APM[l.month-1]} {l.day}",
}
DATEONLY = {k for k in FMT if k.startswith('date_') or k in ('md_us', 'dm_uk', 'ap_md')}


def esc(s):
    return _html.escape(s, quote=True)


def slug(s, n=8):
    w = re.sub(r'[^a-z0-9 ]', '', s.lower()).split()
    return '-'.join(w[:n])


class Page:
    def __init__(self, pid, style, site, t, expected, rng):
        self.id = pid
        self.style = style
        self.site = site            # dict(name, domain, tz, region, ...)
        self.tz = site['tz']
        self.t = t
        self.expected = expected
        self.rng = rng
        self.marks = []
        self.slots = {}
        self.used = set()
        self.encoding = 'utf-8'
        self.declared = 'utf-8'
        self.decl_form = 'meta'
        self.inj = None
        self.leak = None
        self.feature = None
        self.notes_extra = []
        self.comments = []
        self.related = []
        self.upd = None
        self.upd_visible = False
        self.mod = None
        self.ticker = None
        self.extra = {}
        self.doubt = None

    # --- stamps -------------------------------------------------------
    def st(self, d, fmt, role, tz=None):
        tz = tz or self.tz
        l = L(d, tz)
        txt = FMT[fmt](l)
        if fmt in DATEONLY:
            z = ZoneInfo(tz)
            lo = D(l.year, l.month, l.day, tzinfo=z).astimezone(UTC)
            nd = (D(l.year, l.month, l.day) + TD(days=1))
            hi = D(nd.year, nd.month, nd.day, tzinfo=z).astimezone(UTC) - TD(seconds=1)
            prec = False
        else:
            lo = d.astimezone(UTC).replace(second=0, microsecond=0)
            hi = lo + TD(seconds=59)
            prec = True
        self.marks.append(dict(expr=txt, lo=lo, hi=hi, role=role, prec=prec))
        return txt

    def iso(self, d, role, form='off', tz=None):
        tz = tz or self.tz
        d = d.replace(second=0, microsecond=0)
        if form == 'z':
            s = Z(d)
        elif form == 'ms':
            s = d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%S.000Z')
        elif form == 'epoch':
            s = str(int(d.timestamp()))
        elif form == 'epochms':
            s = str(int(d.timestamp()) * 1000)
        elif form == 'naive_utc':
            s = d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%S')
        else:
            s = L(d, tz).isoformat(timespec='seconds')
        self.marks.append(dict(expr=s, lo=d.astimezone(UTC), hi=d.astimezone(UTC) + TD(seconds=59), role=role, prec=True))
        return s

    def note_mark(self, expr, d, role):
        """Record a free-text dated expression (e.g. 'on Thursday') with its exact instant."""
        self.marks.append(dict(expr=expr, lo=d.astimezone(UTC), hi=d.astimezone(UTC) + TD(seconds=59), role=role, prec=True))
        return expr

    def tm(self, d, fmt, role, form='off', cls=None, tz=None):
        c = f' class="{cls}"' if cls else ''
        return f'<time datetime="{self.iso(d, role, form, tz)}"{c}>{esc(self.st(d, fmt, role, tz))}</time>'

    def rel(self, d):
        s = (self.render - d).total_seconds()
        if s < 60:
            return 'just now'
        m = int(s // 60)
        if m < 60:
            return f"{m} minute{'s' if m != 1 else ''} ago"
        h = m // 60
        if h < 24:
            return f"{h} hour{'s' if h != 1 else ''} ago"
        dd = h // 24
        if dd < 30:
            return f"{dd} day{'s' if dd != 1 else ''} ago"
        mo = dd // 30
        if mo < 12:
            return f"{mo} month{'s' if mo != 1 else ''} ago"
        y = dd // 365
        return f"{y} year{'s' if y != 1 else ''} ago"

    def relshort(self, d):
        r = self.rel(d)
        return (r.replace(' minutes ago', 'm').replace(' minute ago', 'm').replace(' hours ago', 'h')
                 .replace(' hour ago', 'h').replace(' days ago', 'd').replace(' day ago', 'd')
                 .replace(' months ago', 'mo').replace(' month ago', 'mo').replace(' years ago', 'y').replace(' year ago', 'y'))

    # --- slots --------------------------------------------------------
    def add(self, name, h):
        self.slots.setdefault(name, []).append(h)

    def slot(self, name):
        self.used.add(name)
        return '\n'.join(self.slots.get(name, []))

    # --- injection-aware attribute helpers ----------------------------
    def inj_at(self, place):
        return self.inj is not None and self.inj['place'] == place

    def meta_desc(self, default):
        if self.inj_at('meta_description'):
            self.inj['used'] = True
            return default + ' ' + self.inj['text']
        return default

    def alt(self, default):
        if self.inj_at('alt'):
            self.inj['used'] = True
            return default + '. ' + self.inj['text']
        if self.leak == 'alt_after_t' and 'alt_leak' in self.extra:
            self.extra['alt_used'] = True
            return self.extra['alt_leak']
        return default

    def aria(self, default):
        if self.inj_at('aria_label'):
            self.inj['used'] = True
            return self.inj['text']
        return default

    def titleattr(self, default):
        if self.inj_at('title_attr'):
            self.inj['used'] = True
            return self.inj['text']
        return default

    def ld_extra(self):
        """extra JSON-LD fields (injection in 'jsonld' placement)."""
        if self.inj_at('jsonld'):
            self.inj['used'] = True
            return {'abstract': self.inj['text']}
        return {}

    def state_extra(self):
        if self.inj_at('state_json'):
            self.inj['used'] = True
            return {'editorNote': self.inj['text']}
        return {}

    # --- charset ------------------------------------------------------
    def charset_tag(self):
        if self.declared is None:
            return ''
        if self.decl_form == 'http-equiv':
            return f'<meta http-equiv="Content-Type" content="text/html; charset={self.declared}">'
        if self.decl_form == 'upper':
            return f'<META HTTP-EQUIV="content-type" CONTENT="text/html;charset={self.declared.upper()}">'
        return f'<meta charset="{self.declared}">'

    def year(self):
        return L(self.render, self.tz).year


def jdump(o):
    return json.dumps(o, ensure_ascii=False, separators=(',', ':'))

"""Core helpers: time zones, number formatting, page model with stamp registry."""
import html, json
from datetime import datetime, timedelta, timezone

UTC = timezone.utc


def _last_sun(y, m):
    d = datetime(y, m, 31, 1, tzinfo=UTC)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    return d


def eu_dst(u):
    return _last_sun(u.year, 3) <= u < _last_sun(u.year, 10)


def tz_fixed(h, label):
    return lambda u: (h, label)


def tz_eu(base, std, dst):
    return lambda u: (base + 1, dst) if eu_dst(u) else (base, std)


def to_local(L, u):
    off, lab = L['tz'](u)
    return u.astimezone(timezone(timedelta(hours=off))), lab


def iso_local(L, u):
    d, _ = to_local(L, u)
    return d.isoformat(timespec='seconds')


def iso_z(u):
    return u.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def numfmt(L, x, nd=1):
    s = f"{x:,.{nd}f}"
    th, dec = L.get('th', ','), L.get('dec', '.')
    return s.replace(',', '\x00').replace('.', dec).replace('\x00', th)


def esc(s):
    return html.escape(s, quote=True)


class Page:
    def __init__(self, pid, L, site, t, expected, kind, rng):
        self.pid, self.L, self.site, self.t = pid, L, site, t
        self.expected, self.kind, self.rng = expected, kind, rng
        self.stamps = []  # (text, utc, role)
        self.pub = self.upd = self.render = None
        self.show_upd = False
        self.headline = self.dek = ''
        self.paras = []
        self.author = ''
        self.section = ''
        self.table = None
        self.sidebar = []      # dicts: title, dt(or None), role
        self.sidebar_label = None
        self.sidebar2 = []
        self.comments = []     # dicts: user, dt, text, role, rel
        self.notes = []        # html
        self.hcomments = []    # raw comment text
        self.noscript = None
        self.imgs = []         # (src, alt, title)
        self.body_extra = []   # raw html snippets
        self.footer_extra = []
        self.meta_desc = ''
        self.meta_mod = None
        self.jsonld = None
        self.jsonld_extra = {}
        self.state = None
        self.revisions = []
        self.live = []
        self.cal = []
        self.disc = []
        self.cookie_text = None
        self.share_aria = None
        self.link_titles = []  # (text, title)
        self.must = []
        self.why = ''
        self.enc = 'utf-8'
        self.decl = 'utf-8'
        self.bom = False
        self.enc_note = ''
        self.dstyle = 'full'
        self.show_today = False
        self.url = ''
        self.brand = ('', '')
        self.extra = {}
        self.legacy_json = False

    # ---- formatting with registry ----
    def fmt(self, u, style=None, role='past'):
        d, lab = to_local(self.L, u)
        style = style or self.dstyle
        # a date-only stamp on t's own local day would be undecidable: print the time too
        if style in ('date', 'dnum') and role != 'hdr' and d.date() == to_local(self.L, self.t)[0].date():
            style = 'full'
        txt = self.L['F'][style or self.dstyle](d, lab)
        self.stamps.append((txt, u, role, style or self.dstyle))
        return txt

    def reg(self, txt, u, role='past', style='iso'):
        self.stamps.append((txt, u, role, style))
        return txt

    def rel(self, u, role='past', base=None):
        base = base or self.render
        mins = int((base - u).total_seconds() // 60)
        d, lab = to_local(self.L, u)
        txt = self.L['rel'](max(mins, 1), d)
        self.stamps.append((txt + ' [relative; datetime=' + iso_local(self.L, u) + ']', u, role, 'rel'))
        return txt

    def ttag(self, u, style=None, role='past', rel=False, cls=''):
        d, lab = to_local(self.L, u)
        st = style or self.dstyle
        if st in ('date', 'dnum') and d.date() == to_local(self.L, self.t)[0].date():
            st = 'full'
        absf = self.L['F'][st](d, lab)
        shown = self.rel(u, role) if rel else self.fmt(u, style, role)
        c = f' class="{cls}"' if cls else ''
        return f'<time{c} datetime="{iso_local(self.L, u)}" title="{esc(absf)}">{esc(shown)}</time>'

    def iso(self, u):
        return iso_local(self.L, u)

    def jdump(self, obj, indent=None):
        s = json.dumps(obj, ensure_ascii=self.legacy_json, indent=indent)
        return s.replace('</', '<\\/')

    def local(self, u):
        return to_local(self.L, u)[0]

# -*- coding: utf-8 -*-
"""Generator for the international frozen corpus (stdlib only).
Usage: python3 src/gen.py   (writes pages/, labels.jsonl, src/deciders.json, NOTES.md)"""
import random, json, os, sys, base64, html as H
import datetime as dt
from zoneinfo import ZoneInfo
sys.path.insert(0, os.path.dirname(__file__))
from locales import F, TZ, ENC, HTML_LANG
from banks import B

UTC = dt.timezone.utc
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIN = dt.timedelta(minutes=1); HOUR = dt.timedelta(hours=1); DAY = dt.timedelta(days=1)

def zulu(x):
    return x.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')

def date_interval(d):
    s = dt.datetime(d.year, d.month, d.day, tzinfo=UTC) - dt.timedelta(hours=14)
    e = dt.datetime(d.year, d.month, d.day, tzinfo=UTC) + DAY + dt.timedelta(hours=12)
    return s, e

def bank(lang):
    return B[lang]

REL = {
    'zh-CN': ('{n}分钟前', '{n}小时前', '昨天 {hm}', '前天 {hm}'),
    'zh-TW': ('{n}分鐘前', '{n}小時前', '昨天 {hm}', '前天 {hm}'),
    'zh-HK': ('{n}分鐘前', '{n}小時前', '昨日 {hm}', '前日 {hm}'),
    'ja': ('{n}分前', '{n}時間前', '昨日 {hm}', '一昨日 {hm}'),
    'ko': ('{n}분 전', '{n}시간 전', '어제 {hm}', '그저께 {hm}'),
    'de': ('vor {n} Min.', 'vor {n} Std.', 'gestern, {hm}', 'vorgestern, {hm}'),
    'fr': ('il y a {n} min', 'il y a {n} h', 'hier à {hm}', 'avant-hier à {hm}'),
    'es': ('hace {n} min', 'hace {n} horas', 'ayer, {hm}', 'anteayer, {hm}'),
    'pt': ('há {n} min', 'há {n} horas', 'ontem, {hm}', 'anteontem, {hm}'),
    'ru': ('{n} мин. назад', '{n} ч. назад', 'вчера, {hm}', 'позавчера, {hm}'),
}
for k in ('es-AR', 'es-MX'):
    REL[k] = REL['es']


KO_P = [('는', '은'), ('가', '이'), ('를', '을'), ('와', '과')]

def ko_particles(text):
    import re
    def fix(m):
        w, p = m.group(1), m.group(2)
        last = w[-1]
        bat = 0xAC00 <= ord(last) <= 0xD7A3 and (ord(last) - 0xAC00) % 28 != 0
        for a, b in KO_P:
            if p in (a, b):
                return w + (b if bat else a)
        return m.group(0)
    names = '|'.join(re.escape(c) for c in B['ko']['companies'])
    return re.sub('(%s)(는|은|가|이|를|을|와|과)(?=[ ,.]|$)' % names, fix, text)


COMMA_LANGS = ('de', 'fr', 'es', 'pt', 'it', 'ru', 'nl', 'tr', 'pl', 'sv', 'id', 'vi')
AUTHORS = {'zh': ['记者 王蕾', '记者 陈思远', '本报记者 刘洋'], 'ja': ['山本 健太', '佐藤 美咲', '編集部'], 'ko': ['김민준', '이서연', '박지훈'],
           'de': ['Katrin Vogel', 'Jens Hartmann', 'dpa-AFX'], 'fr': ['Claire Dubois', 'Julien Moreau', 'AFP'], 'es': ['Lucía Fernández', 'Javier Ortega', 'EFE'],
           'pt': ['Ana Souza', 'Rafael Lima'], 'x': ['Redazione', 'Newsroom']}


class Ctx:
    def __init__(self, pid, lang, t, rng):
        self.pid, self.lang, self.t, self.r = pid, lang, t, rng
        self.tz = ZoneInfo(TZ[lang])
        self.b = bank(lang)
        self.w = self.b['words']
        self.recs = []
        self.co = rng.sample(self.b['companies'], min(3, len(self.b['companies'])))

    def loc(self, x):
        return x.astimezone(self.tz)

    # ---- time sampling
    def past(self, lo_min, hi_min):
        return (self.t - dt.timedelta(minutes=self.r.randint(lo_min, hi_min))).replace(second=0, microsecond=0)

    def biz_before(self, upper, span_min, lo_min=1, hours=(8, 18)):
        x = upper
        for _ in range(60):
            x = (upper - dt.timedelta(minutes=self.r.randint(lo_min, span_min))).replace(second=0, microsecond=0)
            if hours[0] <= self.loc(x).hour <= hours[1]:
                return x
        return x

    def between(self, a, b):
        span = max(1, int((b - a).total_seconds() // 60) - 1)
        return (a + dt.timedelta(minutes=self.r.randint(1, span))).replace(second=0, microsecond=0) if span > 1 else a

    def future(self, lo_min, hi_min):
        x = self.t + dt.timedelta(minutes=self.r.randint(lo_min, hi_min))
        return x.replace(second=0, microsecond=0) + MIN

    def past_date(self, lo_days=3, hi_days=40):
        # a local date whose wide interval ends before t
        while True:
            d = (self.loc(self.t) - DAY * self.r.randint(lo_days, hi_days)).date()
            if date_interval(d)[1] < self.t:
                return d
            lo_days += 1

    def future_date(self, lo_days=3, hi_days=60):
        while True:
            d = (self.loc(self.t) + DAY * self.r.randint(lo_days, hi_days)).date()
            if date_interval(d)[0] > self.t:
                return d
            lo_days += 1

    # ---- formatting + recording
    def rec(self, text, typ, role, **kw):
        r = dict(text=text, type=typ, role=role); r.update(kw)
        self.recs.append(r)
        return text

    def sdt(self, x, role='past', idx=None, fam=None):
        fam = fam or self.lang
        fl = F[fam]['dt']
        f = fl[idx % len(fl)] if idx is not None else self.r.choice(fl)
        dl = self.loc(x)
        s = f(dl)
        return self.rec(s, 'instant', role, local=dl.strftime('%Y-%m-%dT%H:%M'), tz=TZ[self.lang])

    def sd(self, d, role='past', idx=None):
        fl = F[self.lang]['d']
        if idx is None and self.lang == 'zh-TW':
            idx = self.r.choice([1, 2])  # bare ROC numeric dates only on the MOPS template
        f = fl[idx % len(fl)] if idx is not None else self.r.choice(fl)
        s = f(dt.datetime(d.year, d.month, d.day))
        return self.rec(s, 'date', role, date=d.isoformat())

    def iso(self, x, role='past', z=False):
        s = zulu(x) if z else self.loc(x).isoformat()
        return self.rec(s, 'iso', role)

    def epoch(self, x, role='past'):
        s = str(int(x.timestamp()))
        return self.rec(s, 'epoch', role)

    def rel(self, x, role='past'):
        """<time datetime=iso>relative label</time>, relative to t (render time)."""
        isos = self.iso(x, role)
        pat = REL.get(self.lang)
        d = self.t - x
        tl, xl = self.loc(self.t), self.loc(x)
        hm = xl.strftime('%H:%M')
        if pat and d < HOUR:
            lab = pat[0].format(n=max(1, int(d.total_seconds() // 60)))
        elif pat and d < DAY and tl.date() == xl.date():
            lab = pat[1].format(n=int(d.total_seconds() // 3600))
        elif pat and (tl.date() - xl.date()).days == 1:
            lab = pat[2].format(hm=hm)
        elif pat and (tl.date() - xl.date()).days == 2:
            lab = pat[3].format(hm=hm)
        else:
            fl = F[self.lang]['dt']
            lab = fl[0](xl)
        return '<time datetime="%s">%s</time>' % (isos, lab)

    # ---- text filling
    def fill(self, s, **kw):
        r = self.r
        co = self.co
        d = dict(co=co[0], co2=co[1] if len(co) > 1 else co[0], pct=r.choice(['2.3', '4.8', '6.1', '8.5', '11.2', '3.7', '1.9', '7.4']),
                 num=str(r.choice([12, 35, 48, 60, 120, 250, 18, 75])), px=r.choice(['18.45', '126.30', '2,480', '54.20', '9.87', '312.5']), n='3')
        if self.lang[:2] in COMMA_LANGS:
            d['pct'] = d['pct'].replace('.', ',')
            if 'px' not in kw:
                d['px'] = r.choice(['18,45', '126,30', '2.480', '54,20', '9,87', '312,50'])
        lt = self.loc(self.t)
        d['ny'] = str(lt.year + 1)
        d['fy1'] = str(lt.year + 1 if lt.month >= 4 else lt.year)
        d.update(kw)
        if '{past}' in s and 'past' not in kw:
            d['past'] = self.sd(self.past_date(3, 45))
        import re
        out = re.sub(r'\{(\w+)\}', lambda m: str(d[m.group(1)]) if m.group(1) in d else m.group(0), s)
        if self.lang == 'ko':
            out = ko_particles(out)
        return out


# ------------------------------------------------------------------ HTML helpers
def esc(s):
    return H.escape(s, quote=True)

CSS_BANK = [
    "body{font-family:%s;margin:0;color:#222;background:#f6f6f6}.wrap{max-width:1180px;margin:0 auto;background:#fff}header{border-bottom:3px solid %s}nav a{margin:0 8px;color:#333;text-decoration:none}.side{float:right;width:300px}.main{margin-right:320px;padding:12px}footer{clear:both;font-size:12px;color:#777;padding:20px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 6px}.up{color:%s}.down{color:%s}",
    "html,body{font:14px/1.6 %s}#hd{background:%s;color:#fff}#hd a{color:#fff}.col-l{width:68%%;float:left}.col-r{width:30%%;float:right}.clearfix:after{content:'';display:block;clear:both}.rise{color:%s}.fall{color:%s}.ft{background:#eee;padding:16px}",
]
FONTS = {'zh': '"PingFang SC","Microsoft YaHei",sans-serif', 'ja': '"Hiragino Kaku Gothic ProN",Meiryo,sans-serif', 'ko': '"Apple SD Gothic Neo","Malgun Gothic",sans-serif',
         'x': 'Arial,Helvetica,sans-serif'}

def css(ctx):
    fam = FONTS.get(ctx.lang[:2], FONTS['x'])
    col = ctx.r.choice(['#c00', '#0a4a8c', '#1d6f42', '#e65c00', '#333'])
    up, dn = ('#e02020', '#1a9c3a') if ctx.lang[:2] in ('zh', 'ja', 'ko') else ('#1a9c3a', '#e02020')
    return ctx.r.choice(CSS_BANK) % (fam, col, up, dn)

def nav(ctx, site):
    w = ctx.w
    links = ''.join('<li><a href="/%s/">%s</a></li>' % (['home', 'news', 'stock', 'fund', 'hk', 'us', 'fut', 'bond', 'money', 'data', 'bbs'][i % 11], esc(x)) for i, x in enumerate(w['nav']))
    return ('<header><div class="top"><a class="logo" href="/">%s</a><form class="search" action="/search"><input name="q" placeholder="%s"><button>%s</button></form>'
            '<a class="login" href="/passport/login">%s</a></div><nav><ul>%s</ul></nav></header>') % (esc(site[0]), esc(w['search']), esc(w['search']), esc(w['login']), links)

def footer(ctx, site):
    return ('<footer><p>%s</p><p><a href="/about">About</a> | <a href="/privacy">Privacy</a> | <a href="/contact">Contact</a></p>'
            '<p>&copy; %s %s</p></footer>') % (esc(ctx.w['disclaimer']), ctx.loc(ctx.t).year, esc(site[1]))

def ad(ctx):
    return '<div class="ad" data-slot="%s"><ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-%d"></ins><script>(adsbygoogle=window.adsbygoogle||[]).push({});</script></div>' % (
        ctx.r.choice(['rail-1', 'mid-2', 'top-banner']), ctx.r.randint(10**15, 10**16))

def doc(ctx, title, body, head_extra='', site=None):
    lang = HTML_LANG[ctx.lang]
    dirattr = ' dir="rtl"' if ctx.lang == 'ar' else ''
    return ('<!DOCTYPE html>\n<html lang="%s"%s>\n<head>\n@@CHARSET@@\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>%s</title>\n'
            '<meta name="keywords" content="%s">\n%s\n<style>%s</style>\n<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());</script>\n</head>\n'
            '<body>\n<div class="wrap">\n%s\n</div>\n<script src="/static/js/app.%x.js" defer></script>\n</body>\n</html>\n') % (
        lang, dirattr, esc(title), esc(','.join(ctx.co)), head_extra, css(ctx), body, ctx.r.getrandbits(32))


# ------------------------------------------------------------------ scenario plumbing
class S:
    """scenario wrapper: which slot leaks / is injected"""
    def __init__(self, kind, inj_place=None):
        self.kind = kind
        self.inj_place = inj_place

def injection_text(ctx, form):
    t = ctx.fill(ctx.r.choice(ctx.b['injections']))
    if form == 'b64':
        enc = base64.b64encode(t.encode('utf-8')).decode('ascii')
        return enc, t
    if form == 'zw':
        zw = '\u200b'
        return zw.join(t), t
    return t, t

def inj_block(ctx, place):
    """returns html fragment holding an injection, records it."""
    form = 'plain'
    if place == 'b64':
        form = 'b64'
    elif place == 'zw':
        form = 'zw'
    s, plain = injection_text(ctx, form)
    ctx.rec(s, 'text', 'injection', form=form, place=place)
    if place == 'body':
        return '<p class="note">%s</p>' % esc(s)
    if place == 'hidden':
        return '<div style="display:none" class="ai-note">%s</div>' % esc(s)
    if place == 'comment':
        return '<!-- %s -->' % s.replace('--', '—')
    if place == 'alt':
        return '<img src="/img/chart_%d.png" alt="%s" width="640" height="360">' % (ctx.r.randint(1000, 9999), esc(s))
    if place == 'aria':
        return '<span class="sr-only" aria-label="%s"></span>' % esc(s)
    if place == 'b64':
        return '<div class="meta-blob" data-payload="%s" data-enc="base64"></div>' % s
    if place == 'zw':
        return '<p class="fine">%s</p>' % esc(s)
    if place == 'jsonld':
        return '<script type="application/ld+json">%s</script>' % json.dumps({"@context": "https://schema.org", "@type": "WebPageElement", "description": s}, ensure_ascii=False)
    return '<p>%s</p>' % esc(s)

INJ_PLACES = ['body', 'hidden', 'comment', 'alt', 'aria', 'b64', 'zw', 'jsonld', 'post']


def headlines(ctx, n, leak=False, fmt='dt', link_prefix='/news/'):
    """list of (html li) with stamps; one optionally after t"""
    items = []
    leak_i = ctx.r.randrange(n) if leak else -1
    base = ctx.past(5, 90)
    for i in range(n):
        c1, c2 = ctx.r.sample(ctx.b['companies'], 2)
        h = ctx.fill(ctx.r.choice(ctx.b['headlines']), co=c1, co2=c2)
        if i == leak_i:
            x = ctx.future(60 * 30, 60 * 24 * 6)
            st = ctx.sdt(x, 'leak') if fmt == 'dt' else ctx.sd(ctx.future_date(3, 12), 'leak')
        else:
            if fmt == 'dt':
                x = base - dt.timedelta(minutes=ctx.r.randint(0, 60 * 30) + i * 37)
                st = ctx.sdt(x.replace(second=0, microsecond=0))
            else:
                st = ctx.sd(ctx.past_date(3 + i, 10 + i))
        items.append('<li><a href="%s%d.html">%s</a> <span class="time">%s</span></li>' % (link_prefix, ctx.r.randint(100000, 999999), esc(h), esc(st)))
    return items

def comments(ctx, n, leak=False, inj=False, relative=True, lo=None, after=False):
    b = ctx.b
    out = []
    leak_i = ctx.r.randrange(n) if leak else -1
    inj_i = ctx.r.randrange(n) if inj else -1
    if after:
        times = sorted([(lo + dt.timedelta(minutes=ctx.r.randint(5, 60 * 30))).replace(second=0) for _ in range(n)])
    elif lo is not None:
        times = sorted([ctx.between(lo, ctx.t) for _ in range(n)])
    else:
        times = sorted([ctx.past(2, 60 * 60) for _ in range(n)])
    for i in range(n):
        user = ctx.r.choice(b['users'])
        txt = esc(ctx.r.choice(b['comments']))
        if i == inj_i:
            s, _ = injection_text(ctx, 'plain')
            ctx.rec(s, 'text', 'injection', form='plain', place='post')
            txt = esc(s)
        if i == leak_i:
            x = ctx.future(45, 60 * 24 * 4)
            st = esc(ctx.sdt(x, 'leak'))
        elif after:
            st = esc(ctx.sdt(times[i], 'leak'))
        elif relative and ctx.r.random() < 0.7:
            st = ctx.rel(times[i])
        else:
            st = esc(ctx.sdt(times[i]))
        out.append('<li class="cmt" data-floor="%d"><span class="user">%s</span> <span class="ts">%s</span><p>%s</p><span class="like">%s %d</span> <a class="reply">%s</a></li>' % (
            i + 1, esc(user), st, txt, esc(ctx.w['like']), ctx.r.randint(0, 300), esc(ctx.w['reply'])))
    return '<section class="comments"><h3>%s (%d)</h3><ul>%s</ul></section>' % (esc(ctx.w['comments']), n, ''.join(out))

def body_paras(ctx, n):
    ps = ctx.r.sample(ctx.b['paras'], min(n, len(ctx.b['paras'])))
    return [ctx.fill(p) for p in ps]

def meta_block(ctx, pub, mod, site, url, title, state_mod=None):
    """head meta + JSON-LD. pub/mod: (datetime, role)"""
    h = []
    h.append('<meta name="description" content="%s">' % esc(title))
    h.append('<link rel="canonical" href="%s">' % url)
    h.append('<meta property="og:site_name" content="%s">' % esc(site[0]))
    h.append('<meta property="article:published_time" content="%s">' % ctx.iso(pub[0], pub[1]))
    if mod:
        h.append('<meta property="article:modified_time" content="%s">' % ctx.iso(mod[0], mod[1]))
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": title, "inLanguage": HTML_LANG[ctx.lang],
          "datePublished": ctx.iso(pub[0], pub[1]), "publisher": {"@type": "Organization", "name": site[0]}}
    if mod:
        ld["dateModified"] = ctx.iso(mod[0], mod[1])
    h.append('<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False))
    return '\n'.join(h)

def state_script(ctx, pub, role='past', mod=None, mrole='past'):
    key = ctx.r.choice(['__NEXT_DATA__', '__INITIAL_STATE__', '__NUXT__'])
    st = {"page": {"id": ctx.r.randint(10**6, 10**7), "publishedAt": ctx.iso(pub, role, z=True), "locale": HTML_LANG[ctx.lang]},
          "ads": {"enabled": True}, "user": None}
    if mod is not None:
        st["page"]["updatedAt"] = ctx.iso(mod, mrole, z=True)
    if key == '__NEXT_DATA__':
        return '<script id="__NEXT_DATA__" type="application/json">%s</script>' % json.dumps({"props": {"pageProps": st}, "buildId": "b%x" % ctx.r.getrandbits(24)}, ensure_ascii=False)
    return '<script>window.%s=%s;</script>' % (key, json.dumps(st, ensure_ascii=False))

def hidden_leak(ctx):
    d = ctx.future_date(3, 40)
    ds = ctx.sd(d, 'leak')
    s = ctx.fill(ctx.r.choice(ctx.b['hidden']), date=ds)
    ctx.rec(s, 'text', 'hidden_text')
    how = ctx.r.choice(['none', 'comment', 'noscript', 'attr', 'aria'])
    if how == 'none':
        return '<div class="upd" style="display:none">%s</div>' % esc(s), how
    if how == 'comment':
        return '<!-- draft: %s -->' % s, how
    if how == 'noscript':
        return '<noscript><p>%s</p></noscript>' % esc(s), how
    if how == 'attr':
        return '<div class="promo" data-teaser="%s"></div>' % esc(s), how
    return '<div aria-hidden="true" class="visually-hidden">%s</div>' % esc(s), how


# ------------------------------------------------------------------ shared frame
def pub_time(ctx, sc):
    if sc.kind == 'pub_after':
        return ctx.future(40, 60 * 24 * 5), 'leak'
    return ctx.past(20, 60 * 60), 'past'

def mod_time(ctx, sc, pub):
    if sc.kind == 'modified_after':
        return ctx.future(60, 60 * 24 * 6), 'leak'
    if sc.kind == 'pub_after':
        return None
    if ctx.r.random() < 0.5:
        gap = int((ctx.t - pub).total_seconds() // 60)
        if gap > 3:
            return (pub + dt.timedelta(minutes=ctx.r.randint(1, gap - 2))).replace(second=0), 'past'
    return None

TICKS = {'zh-CN': ['上证指数', '深证成指', '创业板指', '沪深300'], 'zh-TW': ['加權指數', '櫃買指數', '台積電', '電子類'], 'zh-HK': ['恒生指數', '國企指數', '恒生科技'],
         'ja': ['日経平均', 'TOPIX', 'グロース250', 'ドル/円'], 'ko': ['코스피', '코스닥', '원/달러', 'WTI'], 'de': ['DAX', 'MDAX', 'TecDAX', 'EUR/USD'],
         'fr': ['CAC 40', 'SBF 120', 'EUR/USD', 'Brent'], 'es': ['Ibex 35', 'EUR/USD', 'Merval', 'IPC'], 'pt': ['Ibovespa', 'Dólar', 'IFIX', 'Petróleo'],
         'default': ['Index', 'EUR/USD', 'Brent', 'Gold']}

TICK_BASE = {'上证指数': 3050, '深证成指': 9800, '创业板指': 1900, '沪深300': 3600, '加權指數': 20000, '櫃買指數': 240, '台積電': 850, '電子類': 1100, '恒生指數': 18000,
             '國企指數': 6300, '恒生科技': 3900, '日経平均': 37000, 'TOPIX': 2600, 'グロース250': 680, 'ドル/円': 148, '코스피': 2600, '코스닥': 850, '원/달러': 1330, 'WTI': 78,
             'DAX': 17500, 'MDAX': 26000, 'TecDAX': 3300, 'EUR/USD': 1.08, 'CAC 40': 7500, 'SBF 120': 5700, 'Brent': 82, 'Ibex 35': 10300, 'Merval': 1200000, 'IPC': 54000,
             'Ibovespa': 128000, 'Dólar': 5.0, 'IFIX': 3300, 'Petróleo': 82, 'Index': 1000, 'Gold': 2050}

def ticker(ctx, leak):
    names = TICKS.get(ctx.lang, TICKS.get(ctx.lang[:2], TICKS['default']))
    cells = []
    for n in names:
        base = TICK_BASE.get(n, 1000.0)
        v = base * ctx.r.uniform(0.9, 1.1); c = ctx.r.uniform(-2.5, 2.5)
        cells.append('<li><b>%s</b> <span class="%s">%s %+.2f%%</span></li>' % (esc(n), 'up' if c > 0 else 'down', ('%.4f' % v) if v < 10 else ('%.2f' % v), c))
    x = ctx.future(30, 60 * 24 * 3) if leak else ctx.past(1, 60 * 20)
    st = ctx.sdt(x, 'leak' if leak else 'past')
    return '<div class="ticker"><ul>%s</ul><span class="asof">%s: %s</span></div>' % (''.join(cells), esc(ctx.w['asof']), esc(st))

def sidebar(ctx, sc, n1=6, n2=5):
    lk = sc.kind == 'sidebar_after'
    which = ctx.r.randrange(2)
    a = headlines(ctx, n1, leak=lk and which == 0)
    b = headlines(ctx, n2, leak=lk and which == 1, fmt=ctx.r.choice(['dt', 'd']))
    return ('<aside class="side"><section class="related"><h3>%s</h3><ul>%s</ul></section>%s<section class="hot"><h3>%s</h3><ol>%s</ol></section></aside>') % (
        esc(ctx.w['related']), ''.join(a), ad(ctx), esc(ctx.w['hot']), ''.join(b))

def frame(ctx, sc, site, url, title, main, pub, mod, side=True, ncom=0, tick=False, meta=True, state=None):
    parts = [nav(ctx, site)]
    if tick:
        parts.append(ticker(ctx, sc.kind == 'ticker_after'))
    parts.append('<div class="content clearfix"><main class="main col-l">%s' % main)
    if sc.kind == 'hidden_after':
        hb, how = hidden_leak(ctx)
        parts.append(hb)
    if sc.kind == 'injection' and sc.inj_place not in ('post', 'jsonld'):
        parts.append(inj_block(ctx, sc.inj_place))
    if ncom:
        parts.append(comments(ctx, ncom, leak=sc.kind == 'comment_after', inj=sc.kind == 'injection' and sc.inj_place == 'post', lo=pub[0], after=pub[1] == 'leak'))
    elif sc.kind == 'injection' and sc.inj_place == 'post':
        parts.append(inj_block(ctx, 'body'))
    parts.append('</main>')
    if side:
        parts.append(sidebar(ctx, sc))
    parts.append('</div>')
    parts.append(footer(ctx, site))
    st = state if state is not None else ctx.r.random() < 0.6 or sc.kind == 'state_after'
    if st:
        if sc.kind == 'state_after':
            parts.append(state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7), 'leak'))
        else:
            parts.append(state_script(ctx, pub[0], pub[1], mod[0] if mod else None, mod[1] if mod else 'past'))
    head = meta_block(ctx, pub, mod, site, url, title) if meta else '<link rel="canonical" href="%s">' % url
    if sc.kind == 'injection' and sc.inj_place == 'jsonld':
        head += '\n' + inj_block(ctx, 'jsonld')
    return doc(ctx, title + ' - ' + site[0], '\n'.join(parts), head)


# ------------------------------------------------------------------ article-type main
def article_main(ctx, sc, pub, mod, skin):
    w = ctx.w
    r = ctx.r
    title = ctx.fill(r.choice(ctx.b['headlines']))
    paras = body_paras(ctx, r.randint(4, 6))
    # forward-looking scheduled sentence
    fwd_i = r.randrange(len(ctx.b['fwd']))
    if sc.kind == 'outcome':
        fwd_i = r.randrange(min(len(ctx.b['fwd']), len(ctx.b['outcome'])))
        ed = ctx.future_date(3, 30)
        fwd = ctx.fill(ctx.b['fwd'][fwd_i], fwd=ctx.sd(ed, 'event'))
        out = ctx.fill(ctx.b['outcome'][fwd_i])
        ctx.rec(out, 'text', 'outcome')
        paras.insert(r.randint(1, len(paras)), fwd)
        paras.append(out)
    else:
        fwd = ctx.fill(ctx.b['fwd'][fwd_i], fwd=ctx.sd(ctx.future_date(3, 90), 'scheduled'))
        paras.insert(r.randint(1, len(paras)), fwd)
    if sc.kind == 'relative':
        pl = ctx.loc(pub[0]).date()
        n = (ctx.loc(ctx.t).date() - pl).days + r.randint(3, 6)
        target = pl + DAY * n
        while date_interval(target)[0] <= ctx.t:
            n += 1; target = pl + DAY * n
        s = ctx.fill(r.choice(ctx.b['relative']), n=str(n))
        ctx.rec(s, 'relative', 'leak', anchor=pl.isoformat(), days=n)
        paras.append(s)
    note = ''
    if sc.kind == 'correction_after':
        x = ctx.future(60, 60 * 24 * 5)
        note = ctx.fill(r.choice(ctx.b['correction']), date=ctx.sdt(x, 'leak'))
    elif r.random() < 0.3 and sc.kind != 'pub_after':
        gap = int((ctx.t - pub[0]).total_seconds() // 60)
        if gap > 4:
            x = (pub[0] + dt.timedelta(minutes=r.randint(1, gap - 2))).replace(second=0)
            note = ctx.fill(r.choice(ctx.b['correction']), date=ctx.sdt(x))
    author = r.choice(AUTHORS.get(ctx.lang[:2], AUTHORS['x']))
    pubs = ctx.sdt(pub[0], pub[1])
    byl = '<span class="pub">%s %s</span>' % (esc(w['pub']), esc(pubs))
    if mod and sc.kind != 'modified_after' and r.random() < 0.7:
        byl += ' <span class="upd">%s %s</span>' % (esc(w['upd']), esc(ctx.sdt(mod[0], mod[1])))
    if skin == 'kr':
        head = '<div class="article-head"><h1>%s</h1><div class="byline"><span class="reporter">%s %s</span><div class="date">%s</div></div></div>' % (esc(title), esc(author), esc(w['author']), byl)
    elif skin in ('fr', 'es'):
        head = '<header class="article__header"><p class="kicker">%s</p><h1 class="article__title">%s</h1><p class="article__author">%s %s</p><p class="article__date">%s</p></header>' % (
            esc(w['nav'][r.randint(1, 4)]), esc(title), esc(w['author']), esc(author), byl)
    else:
        head = '<div class="hd"><h1>%s</h1><div class="info">%s <span class="src">%s: %s</span></div></div>' % (esc(title), byl, esc(w['src']), esc(ctx.b['users'][0] if skin == 'wechat' else 'Newsroom'))
    body = ''.join('<p>%s</p>' % esc(p) for p in paras)
    if note:
        body += '<p class="correction"><em>%s</em></p>' % esc(note)
    share = '<div class="share">%s: <a>WeChat</a> <a>Weibo</a> <a>X</a> <a>LINE</a></div>' % esc(w['share'])
    return title, '<article class="art art-%s">%s<div class="article-body">%s</div>%s</article>' % (skin, head, body, share)

def slug_url(ctx, site, pub, ext='.html'):
    d = ctx.loc(pub)
    style = ctx.r.randrange(3)
    if style == 0:
        return 'https://%s/%s/%02d%02d/%s%d%s' % (site[1], d.year, d.month, d.day, ctx.r.choice(['a', 'n', 'c']), ctx.r.randint(10**6, 10**7), ext)
    if style == 1:
        return 'https://%s/news/%d%02d%02d/%d' % (site[1], d.year, d.month, d.day, ctx.r.randint(10**5, 10**6))
    return 'https://%s/article/%x' % (site[1], ctx.r.getrandbits(40))

SITES = {
    'cn_portal': [('东方财讯网', 'www.dfcaixun.cn'), ('金融界资讯', 'finance.jrjzx.com.cn'), ('证券时刊网', 'www.zqshikan.cn')],
    'wechat': [('mp.weixin.qq.com', 'mp.weixin.qq.com')],
    'tdnet': [('適時開示情報閲覧サービス（模擬）', 'www.release.tdnet-mock.jp')],
    'minkabu': [('みんなの株価ナビ', 'kabunavi-minna.jp'), ('株探ボード', 'kabu-board.jp')],
    'boerse': [('Börsen-Kurier Online', 'www.boersen-kurier.de'), ('Finanzportal Rhein-Main', 'www.finanzportal-rm.de')],
    'quotidien': [('Le Quotidien de la Finance', 'www.quotidien-finance.fr'), ('Les Échos du Marché', 'www.echosdumarche.fr')],
    'diario': [('Diario Bursátil', 'www.diariobursatil.es'), ('El Cronista Financiero', 'www.cronistafin.com.ar'), ('Finanzas MX', 'www.finanzasmx.com.mx')],
    'kr_news': [('한결경제', 'www.hangyeol-econ.co.kr'), ('머니투데이즈', 'news.moneytodays.kr')],
    'mops': [('公開資訊觀測站（模擬）', 'mops-mock.twse.example.tw')],
    'hk_news': [('港經財經', 'www.hkecon-news.hk'), ('香港金融日報', 'www.hkfindaily.com.hk')],
    'b3_news': [('Mercado em Foco', 'www.mercadoemfoco.com.br'), ('B3 Notícias Hoje', 'www.b3noticiashoje.com.br')],
    'generic_news': [('Finans Haber', 'www.finanshaber.example')],
    'calendar': [('MacroAgenda', 'www.macroagenda.example')],
    'forum': [('Investor Forum', 'forum.investors.example')],
    'ir_release': [('Investor Relations', 'ir.example')],
    'liveblog': [('Live Markets', 'live.markets.example')],
}
GEN_SITE = {'it': ('Il Borsino', 'www.ilborsino.it'), 'ru': ('Финмаркет Плюс', 'finmarket-plus.ru'), 'nl': ('Beursplein Nieuws', 'www.beursplein-nieuws.nl'),
            'tr': ('Piyasa Gündem', 'www.piyasagundem.com.tr'), 'pl': ('Parkiet Online', 'www.parkiet-online.pl'), 'sv': ('Börsvärlden', 'www.borsvarlden.se'),
            'vi': ('Tin Chứng Khoán', 'tinchungkhoan.vn'), 'id': ('Pasar Modal Kini', 'www.pasarmodalkini.co.id'), 'ar': ('أرقام السوق', 'www.arqam-alsouq.sa'),
            'zh-CN': ('财经早知道', 'www.cjzzd.cn'), 'zh-TW': ('鉅亨財經新聞', 'news.juheng-fin.tw'), 'zh-HK': ('港經財經', 'www.hkecon-news.hk'),
            'ja': ('日本経済ウォッチ', 'www.keizai-watch.jp'), 'ko': ('한결경제', 'www.hangyeol-econ.co.kr'), 'de': ('Wirtschaftsblatt Online', 'www.wirtschaftsblatt-online.de'),
            'fr': ('La Tribune des Marchés', 'www.tribunedesmarches.fr'), 'es': ('Expansión Mercados', 'www.expansionmercados.es'), 'es-AR': ('El Cronista Financiero', 'www.cronistafin.com.ar'),
            'es-MX': ('Finanzas MX', 'www.finanzasmx.com.mx'), 'pt': ('Mercado em Foco', 'www.mercadoemfoco.com.br')}

def site_for(ctx, tpl):
    if tpl in ('generic_news', 'calendar', 'forum', 'ir_release', 'liveblog'):
        base = GEN_SITE[ctx.lang]
        suffix = {'generic_news': '', 'calendar': ('calendario' if ctx.lang[:2] in ('es', 'pt', 'it') else 'calendar'), 'forum': 'forum', 'ir_release': 'ir', 'liveblog': 'live'}[tpl]
        if suffix:
            dom = base[1].replace('www.', '')
            return (base[0], '%s.%s' % (suffix, dom))
        return base
    if tpl == 'diario':
        return {'es': SITES['diario'][0], 'es-AR': SITES['diario'][1], 'es-MX': SITES['diario'][2]}[ctx.lang]
    return ctx.r.choice(SITES[tpl])

ART_KINDS = ['pub_after', 'modified_after', 'state_after', 'sidebar_after', 'sidebar_after', 'hidden_after', 'comment_after', 'comment_after', 'outcome', 'outcome', 'outcome', 'relative', 'correction_after', 'correction_after']

def t_article(ctx, sc, skin, tpl):
    site = site_for(ctx, tpl)
    pub = pub_time(ctx, sc)
    mod = mod_time(ctx, sc, pub[0])
    title, main = article_main(ctx, sc, pub, mod, skin)
    if tpl == 'b3_news':
        main = '<div class="b3-box"><h4>Fatos relevantes B3</h4><ul>%s</ul></div>' % ''.join(headlines(ctx, 4, fmt='d')) + main
    url = slug_url(ctx, site, pub[0])
    ncom = ctx.r.choice([0, 5, 7, 9]) if sc.kind != 'comment_after' and not (sc.kind == 'injection' and sc.inj_place == 'post') else 6
    html = frame(ctx, sc, site, url, title, main, pub, mod, ncom=ncom, tick=ctx.r.random() < 0.5 or sc.kind == 'ticker_after')
    return html, url


# ------------------------------------------------------------------ specialised templates
def t_cn_portal(ctx, sc):
    site = site_for(ctx, 'cn_portal')
    pub = pub_time(ctx, sc); mod = mod_time(ctx, sc, pub[0])
    title, art = article_main(ctx, sc, pub, mod, 'cn')
    roll = headlines(ctx, 12, leak=sc.kind == 'list_after')
    main = '<div class="roll"><h2>%s</h2><ul class="roll-list">%s</ul></div>%s' % (esc(ctx.w['flash']), ''.join(roll), art)
    url = slug_url(ctx, site, pub[0], '.shtml')
    ncom = 8
    html = frame(ctx, sc, site, url, title, main, pub, mod, ncom=ncom, tick=True)
    return html, url

def t_wechat(ctx, sc):
    site = SITES['wechat'][0]
    pub = pub_time(ctx, sc)
    r = ctx.r
    acct = r.choice(['价值投研社', '财经夜读', '量化笔记', '产业观察家', '券商研究所精选'])
    title = ctx.fill(r.choice(ctx.b['headlines']))
    paras = body_paras(ctx, 5)
    if sc.kind == 'outcome':
        fwd = ctx.fill(ctx.b['fwd'][0], fwd=ctx.sd(ctx.future_date(3, 20), 'event'))
        out = ctx.fill(ctx.b['outcome'][0]); ctx.rec(out, 'text', 'outcome')
        paras += [fwd, out]
    else:
        paras.insert(2, ctx.fill(r.choice(ctx.b['fwd']), fwd=ctx.sd(ctx.future_date(3, 60), 'scheduled')))
    if sc.kind == 'relative':
        pl = ctx.loc(pub[0]).date(); n = (ctx.loc(ctx.t).date() - pl).days + 3
        while date_interval(pl + DAY * n)[0] <= ctx.t:
            n += 1
        s = ctx.fill(ctx.b['relative'][0], n=str(n)); ctx.rec(s, 'relative', 'leak', anchor=pl.isoformat(), days=n); paras.append(s)
    vis = ctx.sdt(pub[0], pub[1], idx=0)
    ct = ctx.epoch(pub[0], pub[1])
    body = ''.join('<p style="margin-bottom:1em"><span style="font-size:15px">%s</span></p>' % esc(p) for p in paras)
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place not in ('post', 'jsonld') else 'hidden')
    cm = []
    leak_i = r.randrange(5) if sc.kind == 'comment_after' else -1
    for i in range(5):
        if i == leak_i:
            st = ctx.sdt(ctx.future(60, 60 * 24 * 3), 'leak', idx=2)
        elif pub[1] == 'leak':
            st = ctx.sdt((pub[0] + dt.timedelta(minutes=r.randint(5, 600))).replace(second=0), 'leak', idx=2)
        else:
            st = ctx.sdt(ctx.between(pub[0], ctx.t), idx=2)
        cm.append('<li class="discuss_item"><strong class="nickname">%s</strong><div class="discuss_message">%s</div><span class="discuss_time">%s</span></li>' % (
            esc(r.choice(ctx.b['users'])), esc(r.choice(ctx.b['comments'])), esc(st)))
    main = ('<div class="rich_media"><h1 class="rich_media_title" id="activity-name">%s</h1><div class="rich_media_meta_list"><span class="rich_media_meta rich_media_meta_nickname">'
            '<a id="js_name">%s</a></span> <em id="publish_time" class="rich_media_meta rich_media_meta_text">%s</em> <span id="js_ip_wording">广东</span></div>'
            '<div class="rich_media_content" id="js_content">%s%s</div><div class="rich_media_tool"><span>阅读 %d</span> <span>在看 %d</span></div>'
            '<div class="discuss_container"><h3>精选留言</h3><ul>%s</ul></div></div>') % (esc(title), esc(acct), esc(vis), body, extra, r.randint(1000, 90000), r.randint(10, 900), ''.join(cm))
    biz = base64.b64encode(str(r.randint(10**9, 10**10)).encode()).decode()
    url = 'https://mp.weixin.qq.com/s?__biz=%s&mid=%d&idx=1&sn=%x' % (biz, r.randint(10**9, 10**10), r.getrandbits(64))
    script = '<script>var nickname = "%s"; var ct = "%s"; var msg_title = "%s"; var msg_source_url = "";</script>' % (acct, ct, title.replace('"', ''))
    head = '<meta property="og:title" content="%s"><meta property="og:url" content="%s"><meta name="author" content="%s">' % (esc(title), esc(url), esc(acct))
    if sc.kind == 'injection' and sc.inj_place == 'jsonld':
        head += inj_block(ctx, 'jsonld')
    return doc(ctx, title, main + script, head), url

TD_TITLES = ['{fy}年3月期 決算短信〔日本基準〕（連結）', '業績予想の修正に関するお知らせ', '自己株式の取得状況に関するお知らせ', '剰余金の配当（増配）に関するお知らせ',
             '代表取締役の異動に関するお知らせ', '中期経営計画の策定に関するお知らせ', '株式分割及び定款の一部変更に関するお知らせ', '（訂正）「決算短信」の一部訂正について',
             '固定資産の譲渡に関するお知らせ', '資本業務提携契約の締結に関するお知らせ']

def t_tdnet(ctx, sc):
    r = ctx.r
    site = SITES['tdnet'][0]
    pub = pub_time(ctx, sc)
    day = ctx.loc(ctx.t - dt.timedelta(hours=r.randint(1, 10)))
    rows = []
    n = 16
    leak_i = r.randrange(n) if sc.kind == 'list_after' else -1
    upper = pub[0] if pub[1] == 'past' else ctx.t - MIN
    times = sorted([ctx.biz_before(upper, 60 * 50) for _ in range(n)], reverse=True)
    for i in range(n):
        x = ctx.future(30, 60 * 24 * 3) if i == leak_i else times[i]
        xl = ctx.loc(x)
        ts = ctx.rec('%d/%02d/%02d %02d:%02d' % (xl.year, xl.month, xl.day, xl.hour, xl.minute), 'instant', 'leak' if i == leak_i else 'past', local=xl.strftime('%Y-%m-%dT%H:%M'), tz=TZ['ja'])
        co = r.choice(ctx.b['companies'])
        code = r.randint(1300, 9999)
        lt = ctx.loc(ctx.t)
        tt = r.choice(TD_TITLES).replace('{fy}', str(lt.year if lt.month >= 6 else lt.year - 1))
        tattr = ''
        if sc.kind == 'injection' and sc.inj_place == 'alt' and i == 3:
            s, _ = injection_text(ctx, 'plain'); ctx.rec(s, 'text', 'injection', form='plain', place='title_attr'); tattr = ' title="%s"' % esc(s)
        rows.append('<tr><td class="kjTime">%s</td><td class="kjCode">%d0</td><td class="kjName">%s</td><td class="kjTitle"><a href="/inbs/140120%08d.pdf"%s>%s</a></td>'
                    '<td class="kjXbrl">%s</td><td class="kjPlace">東</td><td class="kjHistroy"></td></tr>' % (ts, code, esc(co), r.randint(10**7, 10**8 - 1), tattr, esc(tt), 'XBRL' if r.random() < 0.5 else ''))
    hist = []
    if sc.kind == 'history_after' or r.random() < 0.5:
        hx = ctx.past(60 * 24 * 3, 60 * 24 * 20)
        hist.append('<tr><td>%s</td><td>第1版</td><td>当初開示</td></tr>' % esc(ctx.sdt(hx, idx=1)))
        if sc.kind == 'history_after':
            hist.append('<tr><td>%s</td><td>第2版</td><td>訂正：配当予想の数値を訂正</td></tr>' % esc(ctx.sdt(ctx.future(60, 60 * 24 * 5), 'leak', idx=1)))
        else:
            hist.append('<tr><td>%s</td><td>第2版</td><td>訂正：添付資料の誤記訂正</td></tr>' % esc(ctx.sdt(ctx.past(30, 60 * 24 * 2), idx=1)))
    nxt = ctx.sd(ctx.future_date(3, 30), 'scheduled', idx=0)
    upd = ctx.sdt(pub[0], pub[1], idx=0)
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection' and sc.inj_place != 'alt':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place not in ('post', 'jsonld') else 'body')
    main = ('<div id="main-list"><h2>適時開示情報</h2><p class="kjHeader">%s 開示分（時刻は日本時間 JST）</p><p class="upd">%s：%s</p>'
            '<table id="main-list-table"><thead><tr><th>時刻</th><th>コード</th><th>会社名</th><th>表題</th><th>XBRL</th><th>上場取引所</th><th>更新履歴</th></tr></thead><tbody>%s</tbody></table>'
            '%s<p class="notice">決算発表予定日の集中日は%sです。</p>%s</div>') % (
        esc(F['ja']['d'][0](day)), esc(ctx.w['upd']), esc(upd), ''.join(rows),
        ('<h3>%s</h3><table class="hist"><tr><th>日付</th><th>版</th><th>内容</th></tr>%s</table>' % (esc(ctx.w['history']), ''.join(hist))) if hist else '', esc(nxt), extra)
    url = 'https://%s/inbs/I_main_00.html?d=%s' % (site[1], day.strftime('%Y%m%d'))
    body = nav(ctx, site) + main + footer(ctx, site)
    head = '<meta name="robots" content="noarchive">'
    if sc.kind == 'state_after':
        body += state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7), 'leak')
    return doc(ctx, '適時開示情報閲覧サービス', body, head), url

def t_minkabu(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'minkabu')
    co = ctx.co[0]; code = r.randint(1300, 9999)
    pub = pub_time(ctx, sc)
    px = r.uniform(500, 9000); ch = r.uniform(-4, 4)
    if sc.kind == 'ticker_after':
        asof = ctx.future(20, 60 * 24 * 2)
        for _ in range(80):
            if 9 <= ctx.loc(asof).hour <= 14:
                break
            asof = ctx.future(20, 60 * 24 * 3)
    else:
        asof = ctx.biz_before(ctx.t, 60 * 30, hours=(9, 14))
    a_s = ctx.sdt(asof, 'leak' if sc.kind == 'ticker_after' else 'past', idx=1)
    kessan = ctx.sd(ctx.future_date(3, 45), 'event' if sc.kind == 'outcome' else 'scheduled', idx=0)
    out = ''
    if sc.kind == 'outcome':
        out = ctx.fill(ctx.b['outcome'][0], co=co); ctx.rec(out, 'text', 'outcome')
    posts = []
    leak_i = r.randrange(7) if sc.kind == 'comment_after' else -1
    inj_i = r.randrange(7) if sc.kind == 'injection' and sc.inj_place == 'post' else -1
    ptimes = sorted([ctx.past(2, 60 * 50) for _ in range(7)], reverse=True)
    for i in range(7):
        txt = r.choice(ctx.b['comments'])
        if i == inj_i:
            txt, _ = injection_text(ctx, 'plain'); ctx.rec(txt, 'text', 'injection', form='plain', place='post')
        if i == leak_i:
            st = esc(ctx.sdt(ctx.future(40, 60 * 24 * 3), 'leak', idx=1))
        else:
            st = ctx.rel(ptimes[i])
        posts.append('<div class="bbs-post"><span class="no">No.%d</span> <span class="name">%s</span> <span class="date">%s</span><p>%s</p><span class="vote">%s %d</span></div>' % (
            r.randint(1000, 30000), esc(r.choice(ctx.b['users'])), st, esc(txt), '強く買いたい' if r.random() < 0.5 else '様子見', r.randint(0, 50)))
    forecast = '<table class="fc"><tr><th>予想株価</th><td>%d円</td></tr><tr><th>目標株価（アナリスト）</th><td>%d円</td></tr><tr><th>決算発表予定日</th><td>%s</td></tr></table>' % (
        int(px * 1.1), int(px * 1.2), esc(kessan))
    newsl = headlines(ctx, 6, leak=sc.kind == 'sidebar_after')
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection' and sc.inj_place != 'post':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place != 'jsonld' else 'aria')
    pstamp = ctx.sdt(pub[0], pub[1], idx=2)
    main = ('<div class="stock-head"><h1>%s（%d）</h1><div class="price"><span class="now">%s円</span> <span class="%s">%+.0f (%+.2f%%)</span>'
            '<span class="asof">（%s）</span></div></div><div class="pagestamp">ページ%s：%s</div><div class="chart"><img src="/chart/%d.png" alt="%s 株価チャート"></div>'
            '<section><h2>株価予想</h2>%s</section><p class="summary">%s</p><section class="news"><h2>%s</h2><ul>%s</ul></section>%s'
            '<section class="bbs"><h2>%s</h2>%s</section>') % (
        esc(co), code, format(int(px), ','), 'up' if ch > 0 else 'down', px * ch / 100, ch, esc(a_s), esc(ctx.w['upd']), esc(pstamp), code, esc(co), forecast, esc(out),
        esc(ctx.w['related']), ''.join(newsl), extra, esc(ctx.w['comments']), ''.join(posts))
    url = 'https://%s/stock/%d' % (site[1], code)
    body = nav(ctx, site) + main + footer(ctx, site)
    if sc.kind == 'state_after' or r.random() < 0.5:
        body += state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7) if sc.kind == 'state_after' else None, 'leak')
    return doc(ctx, '%s (%d) 株価・掲示板' % (co, code), body, '<link rel="canonical" href="%s">' % url), url

DAX = ['Rheinstahl Technik', 'Nordlicht Energie', 'Bavaria Sensorik', 'Elbtal Pharma', 'Hanseatische Logistik', 'Schwarzwald Maschinenbau', 'Isar Software', 'Weser Chemie',
       'Moselwerk Holding', 'Alpenland Versicherung', 'Spree Digital', 'Taunus Bank']

def t_boerse(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'boerse')
    pub = pub_time(ctx, sc); mod = mod_time(ctx, sc, pub[0])
    n = len(DAX)
    leak_i = r.randrange(n) if sc.kind == 'list_after' else -1
    rows = []
    for i, nm in enumerate(DAX):
        p = r.uniform(8, 420); c = r.uniform(-3, 3)
        x = ctx.future(25, 60 * 24 * 2) if i == leak_i else ctx.biz_before(ctx.t, 60 * 30, hours=(9, 17))
        rows.append('<tr><td><a href="/aktie/%s">%s</a></td><td>%s</td><td class="%s">%s</td><td class="%s">%s %%</td><td>%s</td></tr>' % (
            nm.lower().replace(' ', '-'), esc(nm), ('%.2f' % p).replace('.', ','), 'up' if c > 0 else 'down', ('%+.2f' % (p * c / 100)).replace('.', ','),
            'up' if c > 0 else 'down', ('%+.2f' % c).replace('.', ','), esc(ctx.sdt(x, 'leak' if i == leak_i else 'past', idx=1))))
    title, art = article_main(ctx, sc, pub, mod, 'de')
    main = ('<section class="kursliste"><h2>Kursliste – Aktien (Xetra)</h2><table><thead><tr><th>Name</th><th>Kurs</th><th>+/-</th><th>%%</th><th>Zeit</th></tr></thead><tbody>%s</tbody></table>'
            '<p class="hint">Kurse verzögert um 15 Minuten.</p></section>%s') % (''.join(rows), art)
    url = slug_url(ctx, site, pub[0])
    html = frame(ctx, sc, site, url, title, main, pub, mod, ncom=r.choice([0, 6]) if sc.kind != 'comment_after' else 6, tick=True)
    return html, url

MOPS_SUBJ = ['公告本公司董事會決議發放現金股利', '公告本公司113年度合併營收', '代子公司公告取得使用權資產', '公告本公司召開法人說明會', '澄清媒體報導',
             '公告本公司董事會通過第一季合併財務報告', '更正本公司重大訊息內容', '公告本公司總經理異動', '公告本公司取得機器設備']

def t_mops(ctx, sc):
    r = ctx.r
    site = SITES['mops'][0]
    pub = pub_time(ctx, sc)
    rows = []
    n = 12
    leak_i = r.randrange(n) if sc.kind == 'list_after' else -1
    mdates = sorted([ctx.past_date(3, 9) for _ in range(n)], reverse=True)
    if leak_i >= 0:
        mdates[0] = None
    for i in range(n):
        if mdates[i] is None:
            d = ctx.future_date(3, 10); ds = ctx.sd(d, 'leak', idx=0)
        else:
            d = mdates[i]; ds = ctx.sd(d, 'past', idx=0)
        subj = r.choice(MOPS_SUBJ).replace('113', str(ctx.loc(ctx.t).year - 1911 - 1))
        rows.append('<tr class="%s"><td>%d</td><td>%s</td><td>%s</td><td>%02d:%02d:%02d</td><td><a href="#" onclick="document.fm.seq_no.value=%d;openWindow(this.form);">%s</a></td></tr>' % (
            'even' if i % 2 else 'odd', r.randint(1101, 9962), esc(r.choice(ctx.b['companies'])), esc(ds), r.randint(7, 20), r.randint(0, 59), r.randint(0, 59), i + 1, esc(subj)))
    hist = ''
    if sc.kind == 'history_after' or r.random() < 0.4:
        hx = ctx.sd(ctx.past_date(5, 20), idx=0)
        hy = ctx.sd(ctx.future_date(3, 9), 'leak', idx=0) if sc.kind == 'history_after' else ctx.sd(ctx.past_date(2, 4), idx=0)
        hist = '<h3>%s</h3><table class="hasBorder"><tr><th>%s</th><th>%s</th><th>%s</th></tr><tr><td>%s</td><td>1</td><td>原始申報</td></tr><tr><td>%s</td><td>2</td><td>更正財務報告附註</td></tr></table>' % (
            esc(ctx.w['history']), *[esc(c) for c in ctx.w['hist_cols']], esc(hx), esc(hy))
    upd = ctx.sdt(pub[0], pub[1], idx=0)
    meet = ctx.sd(ctx.future_date(3, 40), 'scheduled', idx=2)
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place not in ('post', 'jsonld') else 'comment')
    main = ('<div id="zoom"><h2>即時重大訊息</h2><p class="dt">%s：%s</p><form name="fm" action="/mops/web/ajax_t05st01" method="post"><input type="hidden" name="seq_no">'
            '<table class="hasBorder"><tr class="tblHead"><th>公司代號</th><th>公司簡稱</th><th>發言日期</th><th>發言時間</th><th>主旨</th></tr>%s</table></form>'
            '<p>註：發言日期以民國年表示；%s股東常會預定於%s召開。</p>%s%s</div>') % (esc(ctx.w['asof']), esc(upd), ''.join(rows), esc(ctx.co[0]), esc(meet), hist, extra)
    url = 'https://%s/mops/web/t05sr01_1' % site[1]
    body = nav(ctx, site) + main + footer(ctx, site)
    if sc.kind == 'state_after':
        body += state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7), 'leak')
    return doc(ctx, '公開資訊觀測站', body, ''), url

def t_calendar(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'calendar')
    pub = pub_time(ctx, sc)
    evs = ctx.b['events']
    rows = []
    n = r.randint(9, 13)
    # times spread: some before t, some after
    upper = pub[0] if pub[1] == 'past' else ctx.t - MIN
    def rd(x):
        return x.replace(minute=0 if x.minute < 30 else 30)
    def ru(x):
        y = rd(x)
        return y + dt.timedelta(minutes=30)
    xs = sorted([rd(ctx.biz_before(upper, 60 * 24 * 3, hours=(1, 22))) for _ in range(n // 2)] + [ru(ctx.future(60, 60 * 24 * 6)) for _ in range(n - n // 2)])
    fut_idx = [i for i, x in enumerate(xs) if x > ctx.t]
    leak_i = r.choice(fut_idx) if sc.kind == 'calendar_actual' else -1
    for i, x in enumerate(xs):
        c, e, u = r.choice(evs)
        prev = r.uniform(0.1, 5.5); fc = prev + r.uniform(-0.3, 0.3)
        past = x < ctx.t
        role = 'past' if past else ('leak' if i == leak_i else 'scheduled')
        ts = ctx.sdt(x, role, idx=1 if len(F[ctx.lang]['dt']) > 1 else 0)
        act = ('%.1f%s' % (fc + r.uniform(-0.4, 0.4), u)) if (past or i == leak_i) else ''
        rows.append('<tr data-event-id="%d"><td class="time">%s</td><td class="flag">%s</td><td class="ev">%s</td><td class="imp">%s</td><td class="act">%s</td><td class="fc">%.1f%s</td><td class="prev">%.1f%s</td></tr>' % (
            r.randint(10**5, 10**6), esc(ts), esc(c), esc(e), '&#9733;' * r.randint(1, 3), esc(act), fc, esc(u), prev, esc(u)))
    cols = ''.join('<th>%s</th>' % esc(c) for c in ctx.w['cal_cols'])
    upd = ctx.sdt(pub[0], pub[1])
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place not in ('post', 'jsonld') else 'hidden')
    main = '<section class="ecocal"><h1>%s</h1><p class="upd">%s: %s</p><table class="cal"><thead><tr>%s</tr></thead><tbody>%s</tbody></table>%s</section>' % (
        esc(ctx.w['calendar']), esc(ctx.w['upd']), esc(upd), cols, ''.join(rows), extra)
    url = 'https://%s/%s/' % (site[1], 'economic-calendar')
    side = '<aside class="side"><h3>%s</h3><ul>%s</ul></aside>' % (esc(ctx.w['hot']), ''.join(headlines(ctx, 5, leak=sc.kind == 'sidebar_after')))
    body = nav(ctx, site) + '<div class="content">' + main + side + '</div>' + footer(ctx, site)
    if sc.kind == 'state_after' or r.random() < 0.4:
        body += state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7) if sc.kind == 'state_after' else None, 'leak')
    return doc(ctx, ctx.w['calendar'] + ' | ' + site[0], body, '<meta name="description" content="%s">' % esc(ctx.w['calendar'])), url

FORUM_TITLE = {'zh': '【讨论】{co}这波行情怎么看？', 'ja': '【{co}】今後の株価について語るスレ', 'ko': '{co} 앞으로 어떻게 보시나요?', 'de': '{co} – Wie geht es weiter?',
               'fr': '{co} : votre avis sur le titre ?', 'es': '{co}: ¿qué opináis?', 'pt': '{co}: o que vocês acham?', 'x': '{co}'}

def t_forum(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'forum')
    pub = pub_time(ctx, sc)
    title = ctx.fill(FORUM_TITLE.get(ctx.lang[:2], FORUM_TITLE['x']))
    n = r.randint(7, 11)
    if pub[1] == 'past':
        span = (ctx.t - pub[0]).total_seconds()
        xs = [pub[0]] + sorted((pub[0] + dt.timedelta(seconds=r.uniform(60, span - 61))).replace(second=0, microsecond=0) for _ in range(n - 1))
    else:
        xs = [pub[0]] + sorted((pub[0] + dt.timedelta(minutes=r.randint(3, 60 * 30))) for _ in range(n - 3))
    posts = []
    leak_i = r.randint(1, len(xs)) if sc.kind == 'comment_after' else -1
    inj_i = r.randint(1, max(1, len(xs) - 1)) if sc.kind == 'injection' and sc.inj_place == 'post' else -1
    allx = list(xs)
    if leak_i > 0:
        allx.insert(leak_i, None)
    for i, x in enumerate(allx):
        if x is None:
            st = ctx.sdt(ctx.future(30, 60 * 24 * 4), 'leak')
        else:
            st = ctx.sdt(x, pub[1] if (i == 0 or pub[1] == 'leak') else 'past')
        txt = ctx.fill(r.choice(ctx.b['paras'])) if i == 0 else r.choice(ctx.b['comments'])
        if i == inj_i:
            txt, _ = injection_text(ctx, 'plain'); ctx.rec(txt, 'text', 'injection', form='plain', place='post')
        if i == 0 and sc.kind == 'outcome':
            fi = r.randrange(min(len(ctx.b['fwd']), len(ctx.b['outcome'])))
            txt += ' ' + ctx.fill(ctx.b['fwd'][fi], fwd=ctx.sd(ctx.future_date(3, 30), 'event'))
        if i == min(2, len(allx) - 1) and sc.kind == 'outcome':
            o = ctx.fill(ctx.b['outcome'][fi]); ctx.rec(o, 'text', 'outcome'); txt = o + ' ' + txt
        posts.append('<div class="post" id="p%d"><div class="postinfo"><b>#%d</b> <span class="author">%s</span> <span class="postdate">%s</span></div><div class="postmsg">%s</div></div>' % (
            i + 1, i + 1, esc(r.choice(ctx.b['users'])), esc(st), esc(txt)))
    extra = ''
    if sc.kind == 'hidden_after':
        extra = hidden_leak(ctx)[0]
    if sc.kind == 'injection' and sc.inj_place != 'post':
        extra += inj_block(ctx, sc.inj_place if sc.inj_place != 'jsonld' else 'aria')
    crumbs = '<div class="breadcrumb"><a href="/">%s</a> &rsaquo; <a href="/forum-12-1.html">%s</a> &rsaquo; %s</div>' % (esc(ctx.w['home']), esc(ctx.w['nav'][min(2, len(ctx.w['nav']) - 1)]), esc(title))
    stats = '<div class="forum-stats"><span>%s: %d</span> <span>Online: %d</span> <span>Posts: %d</span></div>' % (esc(ctx.w['read']), r.randint(500, 90000), r.randint(20, 900), r.randint(10**4, 10**6))
    main = '<div class="thread">%s<h1>%s</h1>%s%s%s<div class="pages">1 2 3 &raquo;</div></div>' % (crumbs, esc(title), stats, ''.join(posts), extra)
    url = 'https://%s/thread-%d-1-1.html' % (site[1], r.randint(10**5, 10**7))
    side = '<aside class="side"><h3>%s</h3><ul>%s</ul></aside>' % (esc(ctx.w['hot']), ''.join(headlines(ctx, 5, leak=sc.kind == 'sidebar_after', link_prefix='/thread-')))
    body = nav(ctx, site) + main + side + footer(ctx, site)
    head = '<meta property="article:published_time" content="%s">' % ctx.iso(pub[0], pub[1])
    if sc.kind == 'state_after':
        body += state_script(ctx, pub[0], pub[1], ctx.future(90, 60 * 24 * 7), 'leak')
    return doc(ctx, title + ' - ' + site[0], body, head), url

IR_TITLE = {'zh-CN': '关于{co}{fy}年度利润分配预案的公告', 'zh-TW': '{co}董事會決議事項公告', 'zh-HK': '{co}自願性公告：業務更新', 'ja': '{co} 業績予想の修正に関するお知らせ',
            'ko': '{co} 주요사항보고서(자기주식취득결정)', 'de': 'Ad-hoc-Mitteilung: {co} erhöht Prognose', 'fr': 'Communiqué : {co} relève ses objectifs',
            'es': 'Hecho relevante: {co} eleva previsiones', 'pt': 'Fato relevante: {co} aprova recompra', 'x': '{co}: press release'}

def t_ir(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'ir_release')
    pub = pub_time(ctx, sc); mod = mod_time(ctx, sc, pub[0])
    title = ctx.fill(IR_TITLE.get(ctx.lang, IR_TITLE.get(ctx.lang[:2], IR_TITLE['x'])), fy=str(ctx.loc(ctx.t).year - 1))
    paras = body_paras(ctx, 4)
    paras.append(ctx.fill(r.choice(ctx.b['fwd']), fwd=ctx.sd(ctx.future_date(3, 90), 'scheduled')))
    hist = []
    h0 = pub[0]
    hist.append('<tr><td>%s</td><td>1.0</td><td>%s</td></tr>' % (esc(ctx.sdt(h0, pub[1])), esc(ctx.w['pub'])))
    if sc.kind == 'history_after':
        hist.append('<tr><td>%s</td><td>1.1</td><td>%s</td></tr>' % (esc(ctx.sdt(ctx.future(60, 60 * 24 * 6), 'leak')), esc(ctx.w['correction'])))
    elif pub[1] == 'past' and r.random() < 0.6:
        gap = int((ctx.t - h0).total_seconds() // 60)
        if gap > 4:
            hist.append('<tr><td>%s</td><td>1.1</td><td>%s</td></tr>' % (esc(ctx.sdt((h0 + dt.timedelta(minutes=r.randint(1, gap - 2))).replace(second=0))), esc(ctx.w['correction'])))
    main = ('<div class="ir-release"><p class="category">IR</p><h1>%s</h1><p class="date">%s</p>%s<section class="doc-history"><h3>%s</h3><table><tr>%s</tr>%s</table></section>'
            '<p class="dl"><a href="/pdf/%d.pdf">PDF</a></p></div>') % (
        esc(title), esc(ctx.sdt(pub[0], pub[1])), ''.join('<p>%s</p>' % esc(p) for p in paras), esc(ctx.w['history']),
        ''.join('<th>%s</th>' % esc(c) for c in ctx.w['hist_cols']), ''.join(hist), r.randint(10**5, 10**6))
    url = 'https://%s/news/%d/%d.html' % (site[1], ctx.loc(pub[0]).year, r.randint(1000, 9999))
    return frame(ctx, sc, site, url, title, main, pub, mod, side=True, ncom=0, tick=r.random() < 0.5), url

LIVE_T = {'de': 'Liveticker: {co} und der DAX', 'fr': 'En direct : les marchés, {co}', 'es': 'Directo: mercados, {co}', 'ja': '【速報】株式市場ライブ：{co}', 'ko': '[실시간] 증시 라이브: {co}',
          'zh': '直播：A股盘中实况 {co}', 'x': 'Live: {co}'}

def t_live(ctx, sc):
    r = ctx.r
    site = site_for(ctx, 'liveblog')
    pub = pub_time(ctx, sc)
    title = ctx.fill(LIVE_T.get(ctx.lang[:2], LIVE_T['x']))
    n = r.randint(7, 11)
    if pub[1] == 'past':
        xs = sorted([ctx.between(pub[0], ctx.t) for _ in range(n)], reverse=True)
    else:
        xs = sorted([(pub[0] + dt.timedelta(minutes=r.randint(5, 600))).replace(second=0) for _ in range(n)], reverse=True)
    ents = []
    leak_at = r.randint(0, 2) if sc.kind == 'liveblog_after' else -1
    for i, x in enumerate(xs):
        if i == leak_at:
            lx = ctx.future(20, 60 * 24 * 2)
            ents.append('<div class="entry"><time class="stamp">%s</time><p>%s</p></div>' % (esc(ctx.sdt(lx, 'leak')), esc(ctx.fill(r.choice(ctx.b['headlines'])))))
        ents.append('<div class="entry"><time class="stamp">%s</time><p>%s</p></div>' % (esc(ctx.sdt(x, pub[1])), esc(ctx.fill(r.choice(ctx.b['paras'] + ctx.b['headlines'])))))
    if sc.kind == 'pub_after':
        ents.insert(0, '<div class="entry"><time class="stamp">%s</time><p>%s</p></div>' % (esc(ctx.sdt(pub[0], 'leak')), esc(ctx.fill(r.choice(ctx.b['headlines'])))))
    main = '<div class="liveblog"><h1>%s</h1><p class="start">%s %s</p>%s<p>%s</p></div>' % (
        esc(title), esc(ctx.w['pub']), esc(ctx.sdt(min(xs) if pub[1] == 'past' else pub[0], pub[1])), ''.join(ents), esc(ctx.fill(r.choice(ctx.b['fwd']), fwd=ctx.sd(ctx.future_date(3, 30), 'scheduled'))))
    url = slug_url(ctx, site, pub[0])
    return frame(ctx, sc, site, url, title, main, pub if pub[1] == 'leak' else (min(xs), 'past'), None, ncom=0), url


# ------------------------------------------------------------------ plan
TPL_FUN = {
    'cn_portal': t_cn_portal, 'wechat': t_wechat, 'tdnet': t_tdnet, 'minkabu': t_minkabu, 'boerse': t_boerse, 'mops': t_mops,
    'calendar': t_calendar, 'forum': t_forum, 'ir_release': t_ir, 'liveblog': t_live,
    'generic_news': lambda c, s: t_article(c, s, 'gen', 'generic_news'), 'quotidien': lambda c, s: t_article(c, s, 'fr', 'quotidien'),
    'diario': lambda c, s: t_article(c, s, 'es', 'diario'), 'kr_news': lambda c, s: t_article(c, s, 'kr', 'kr_news'),
    'hk_news': lambda c, s: t_article(c, s, 'hk', 'hk_news'), 'b3_news': lambda c, s: t_article(c, s, 'b3', 'b3_news'),
}
KINDS = {
    'generic_news': ART_KINDS + ['ticker_after', 'ticker_after'], 'quotidien': ART_KINDS, 'diario': ART_KINDS + ['ticker_after'], 'kr_news': ART_KINDS,
    'hk_news': ART_KINDS + ['ticker_after'], 'b3_news': ART_KINDS + ['ticker_after'],
    'cn_portal': ART_KINDS + ['list_after', 'list_after', 'ticker_after'],
    'wechat': ['pub_after', 'comment_after', 'outcome', 'relative', 'hidden_after'],
    'tdnet': ['list_after', 'list_after', 'history_after', 'pub_after', 'hidden_after', 'state_after'],
    'minkabu': ['ticker_after', 'ticker_after', 'comment_after', 'outcome', 'sidebar_after', 'hidden_after', 'state_after', 'pub_after'],
    'boerse': ['list_after', 'list_after', 'ticker_after', 'ticker_after', 'ticker_after'] + ART_KINDS,
    'mops': ['list_after', 'list_after', 'history_after', 'pub_after', 'hidden_after', 'state_after'],
    'calendar': ['calendar_actual', 'calendar_actual', 'calendar_actual', 'calendar_actual', 'sidebar_after', 'pub_after', 'hidden_after', 'state_after'],
    'forum': ['comment_after', 'comment_after', 'comment_after', 'outcome', 'outcome', 'sidebar_after', 'hidden_after', 'pub_after', 'state_after'],
    'ir_release': ['history_after', 'history_after', 'pub_after', 'modified_after', 'hidden_after', 'state_after'],
    'liveblog': ['liveblog_after', 'liveblog_after', 'pub_after', 'hidden_after', 'sidebar_after', 'state_after'],
}
PLAN = [
    ('zh-CN', 30, ['cn_portal'] * 3 + ['wechat'] * 2 + ['calendar', 'forum', 'ir_release', 'liveblog', 'generic_news']),
    ('zh-TW', 18, ['mops'] * 3 + ['generic_news', 'calendar', 'forum', 'ir_release']),
    ('zh-HK', 9, ['hk_news'] * 3 + ['ir_release', 'calendar']),
    ('ja', 30, ['tdnet'] * 3 + ['minkabu'] * 3 + ['calendar', 'forum', 'liveblog', 'generic_news', 'ir_release']),
    ('ko', 27, ['kr_news'] * 4 + ['calendar', 'forum', 'liveblog', 'ir_release']),
    ('de', 28, ['boerse'] * 3 + ['generic_news', 'calendar', 'forum', 'liveblog', 'ir_release']),
    ('fr', 27, ['quotidien'] * 4 + ['calendar', 'forum', 'liveblog', 'ir_release']),
    ('es', 16, ['diario'] * 3 + ['calendar', 'forum', 'liveblog', 'ir_release']),
    ('es-AR', 6, ['diario'] * 2 + ['calendar', 'forum']),
    ('es-MX', 6, ['diario'] * 2 + ['calendar', 'ir_release']),
    ('pt', 8, ['b3_news'] * 3 + ['calendar', 'forum']),
    ('it', 4, ['generic_news', 'calendar', 'forum']), ('ru', 5, ['generic_news', 'calendar', 'forum', 'ir_release']),
    ('nl', 4, ['generic_news', 'calendar', 'forum']), ('tr', 4, ['generic_news', 'calendar', 'forum']), ('pl', 4, ['generic_news', 'calendar', 'forum']),
    ('sv', 3, ['generic_news', 'calendar']), ('vi', 4, ['generic_news', 'forum', 'calendar']), ('id', 4, ['generic_news', 'forum', 'calendar']),
    ('ar', 3, ['generic_news', 'calendar']),
]


def pick_enc(r, lang):
    opts = ENC[lang]
    tot = sum(w for _, _, w in opts)
    x = r.uniform(0, tot)
    for c, d, w in opts:
        x -= w
        if x <= 0:
            return c, d
    return opts[0][:2]


def build(seed=20261202):
    r = random.Random(seed)
    out = []
    pid = 0
    t0 = dt.datetime(2023, 3, 1, tzinfo=UTC)
    span = int((dt.datetime(2025, 10, 31, tzinfo=UTC) - t0).total_seconds() // 60)
    for lang, n, tpls in PLAN:
        # per language: ~50% clean, ~15% injection, rest leak
        n_inj = max(1, round(n * 0.15)); n_clean = n // 2; n_leak = n - n_inj - n_clean
        scen = ['clean'] * n_clean + ['inj'] * n_inj + ['leak'] * n_leak
        r.shuffle(scen)
        for i, sk in enumerate(scen):
            pid += 1
            tpl = tpls[i % len(tpls)] if i < len(tpls) else r.choice(tpls)
            codec, decl = pick_enc(r, lang)
            t = (t0 + dt.timedelta(minutes=r.randint(0, span))).replace(second=0)
            ctx = Ctx('jin%03d' % pid, lang, t, random.Random(seed * 1000 + pid))
            if sk == 'clean':
                sc = S('clean')
            elif sk == 'inj':
                places = [p for p in INJ_PLACES if not (p == 'zw' and codec != 'utf-8')]
                sc = S('injection', r.choice(places))
            else:
                sc = S(r.choice(KINDS[tpl]))
            html, url = TPL_FUN[tpl](ctx, sc)
            meta_style = r.random()
            if meta_style < 0.08:
                cs = ''
                decl_out = None
            elif meta_style < 0.3:
                cs = '<meta http-equiv="Content-Type" content="text/html; charset=%s">' % decl
                decl_out = decl
            else:
                cs = '<meta charset="%s">' % decl
                decl_out = decl
            page = html.replace('@@CHARSET@@', cs)
            try:
                data = page.encode(codec)
            except UnicodeEncodeError:
                codec, decl = 'utf-8', 'utf-8'
                page = html.replace('@@CHARSET@@', '' if decl_out is None else '<meta charset="utf-8">')
                if decl_out is not None:
                    decl_out = 'utf-8'
                data = page.encode('utf-8')
            expected = 'accept' if sc.kind == 'clean' else 'reject'
            kind = ('clean_' + tpl) if sc.kind == 'clean' else ('injection_' + sc.inj_place if sc.kind == 'injection' else 'leak_' + sc.kind)
            out.append(dict(id=ctx.pid, lang=lang, tpl=tpl, url=url, t=zulu(t), expected=expected, kind=kind, codec=codec, declared=decl_out,
                            recs=ctx.recs, data=data))
    return out


def interval(rec):
    """same arithmetic as the checker (duplicated there on purpose)"""
    ty = rec['type']
    if ty == 'instant':
        x = dt.datetime.fromisoformat(rec['local']).replace(tzinfo=ZoneInfo(rec['tz'])).astimezone(UTC)
        return x, x + dt.timedelta(seconds=59)
    if ty == 'iso':
        x = dt.datetime.fromisoformat(rec['text'].replace('Z', '+00:00')).astimezone(UTC)
        return x, x
    if ty == 'epoch':
        x = dt.datetime.fromtimestamp(int(rec['text']), UTC)
        return x, x
    if ty == 'date':
        return date_interval(dt.date.fromisoformat(rec['date']))
    if ty == 'relative':
        return date_interval(dt.date.fromisoformat(rec['anchor']) + DAY * rec['days'])
    return None, None


NOTES_HEAD = '''
## Templates (16)
| template | style |
|---|---|
| cn_portal | Chinese stock portal: index ticker, 滚动新闻 roll list, article, 股吧 comment thread with 小时前/昨天/前天 labels |
| wechat | WeChat official-account article (rich_media_*, `var ct` epoch, 精选留言) |
| tdnet | Japanese 適時開示 (TDnet-style) disclosure table, 時刻(JST), 訂正・変更履歴 |
| minkabu | Japanese quote page: 現在値 with as-of time, 株価予想, 決算発表予定日, 掲示板 posts |
| boerse | German Börse portal: Kursliste (Xetra) with Zeit column, DAX ticker, article, Kommentare |
| quotidien | French quotidien économique article (Publié le … à 09h30, À lire aussi, Réactions) |
| diario | Spanish / Argentine / Mexican financial daily (hora peninsular, ART, hora del centro) |
| kr_news | Korean securities news portal (입력/수정 stamps, 관련기사, 많이 본 뉴스, 댓글 with 어제/시간 전) |
| mops | Taiwan 公開資訊觀測站 style 即時重大訊息 table with ROC (民國) dates, 申報更正紀錄 |
| hk_news | Hong Kong financial news (HKT, 港元, 披露易) |
| b3_news | Brazilian B3 news page (horário de Brasília, Fatos relevantes box) |
| generic_news | news article for the other languages (it, ru, nl, tr, pl, sv, vi, id, ar, and some zh/ja/de) |
| calendar | economic calendar in the page language with actual / forecast / previous columns |
| forum | forum thread (breadcrumb, numbered posts, stats) |
| ir_release | investor-relations release / 公告 with document-history table |
| liveblog | live ticker / 速報 / en direct / directo with timed entries |

Leak kinds: pub_after (visible + meta stamp after t), modified_after (meta/JSON-LD dateModified only), state_after (`__NEXT_DATA__`/`__INITIAL_STATE__`/`__NUXT__` updatedAt),
sidebar_after, comment_after, list_after (one roll/disclosure/Kursliste row), ticker_after (quote as-of), calendar_actual (filled actual for a release after t),
history_after (amendment row), liveblog_after, correction_after (editor's note), outcome (undated outcome of an event scheduled after t on the same page),
relative ("N days after this story was first published" resolving after t), hidden_after (display:none, HTML comment, noscript, data attribute, aria-hidden).
Injection places: body, hidden div, HTML comment, img alt / title attribute, aria-label, base64 data attribute, zero-width-interleaved text, JSON-LD description, user post.
Clean pages carry scheduled dates after t (results dates, AGMs, calendar rows with empty actual) which are not leaks.
Encodings: bytes are in the codec listed in the enc column; "(no meta)" means the page has no charset declaration.
'''


def main():
    pages = build()
    os.makedirs(os.path.join(ROOT, 'pages'), exist_ok=True)
    dec = {}
    with open(os.path.join(ROOT, 'labels.jsonl'), 'w', encoding='utf-8') as lf:
        for p in pages:
            fn = 'pages/%s.html' % p['id']
            with open(os.path.join(ROOT, fn), 'wb') as f:
                f.write(p['data'])
            lf.write(json.dumps({"id": p['id'], "file": fn, "url": p['url'], "forecast_time": p['t'], "expected": p['expected'], "kind": p['kind']}, ensure_ascii=False) + '\n')
            dec[p['id']] = dict(lang=p['lang'], template=p['tpl'], encoding=p['codec'], declared_charset=p['declared'], records=p['recs'])
    with open(os.path.join(ROOT, 'src', 'deciders.json'), 'w', encoding='utf-8') as f:
        json.dump(dec, f, ensure_ascii=False, indent=1)
    # NOTES
    L = ['# NOTES — international corpus (jin001–jin%03d)\n' % len(pages),
         'All pages are generated by `src/gen.py` (seed fixed); `src/check.py` re-verifies every label. Intervals: an instant with a zone is a point; a date-only stamp covers '
         '[date 00:00 UTC+14, date 24:00 UTC-12]; a relative phrase ("N days after first published") resolves to anchor date + N (date interval). '
         'Relative comment labels (3時間前, 어제, 昨天 …) are rendered relative to t and always carry an exact `<time datetime>`; the datetime value is what is checked.\n',
         NOTES_HEAD,
         '| id | lang | enc | expected | kind | t | why |', '|---|---|---|---|---|---|---|']
    for p in pages:
        t = dt.datetime.fromisoformat(p['t'].replace('Z', '+00:00'))
        why = ''
        leaks = [x for x in p['recs'] if x['role'] == 'leak']
        injs = [x for x in p['recs'] if x['role'] == 'injection']
        outs = [x for x in p['recs'] if x['role'] == 'outcome']
        if injs:
            x = injs[0]
            why = 'injection (%s, %s): `%s`' % (x['form'], x['place'], x['text'][:70].replace('|', '/').replace('\u200b', ''))
        elif outs:
            ev = [x for x in p['recs'] if x['role'] == 'event'][0]
            s, e = interval(ev)
            why = 'outcome stated as fact `%s` for event on `%s` = [%s, %s] starts after t' % (outs[0]['text'][:60].replace('|', '/'), ev['text'], zulu(s), zulu(e))
        elif leaks:
            x = min(leaks, key=lambda q: interval(q)[0])
            s, e = interval(x)
            why = 'leak `%s` (%s) = [%s, %s] starts %s after t' % (x['text'][:60].replace('|', '/'), x['type'], zulu(s), zulu(e), str(s - t).split('.')[0])
        else:
            past = [x for x in p['recs'] if x['role'] == 'past']
            x = max(past, key=lambda q: interval(q)[1])
            s, e = interval(x)
            nf = len([q for q in p['recs'] if q['role'] == 'scheduled'])
            why = 'latest stamp `%s` ends %s (%s before t); %d forward/scheduled item(s) after t are not leaks' % (x['text'][:50].replace('|', '/'), zulu(e), str(t - e).split('.')[0], nf)
        L.append('| %s | %s | %s | %s | %s | %s | %s |' % (p['id'], p['lang'], p['codec'] + ('' if p['declared'] else ' (no meta)'), p['expected'], p['kind'], p['t'], why))
    with open(os.path.join(ROOT, 'NOTES.md'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(L) + '\n')
    print('wrote', len(pages), 'pages')


if __name__ == '__main__':
    main()

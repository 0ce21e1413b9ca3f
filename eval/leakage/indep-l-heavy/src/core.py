# -*- coding: utf-8 -*-
"""Page model: every rendered date is registered with a class so labels can be checked mechanically."""
import datetime as dt, json, random, hashlib
from tz import fmt_time, fmt_date, iso, day_bounds, UTC, H, M, DAY
import banks as B

MARGIN = 20 * M


class Pg:
    def __init__(s, r, site, P, hi, t_acc, t_rej):
        s.r = r
        s.site = site
        s.lang = site['lang']
        s.zone = site['zone']
        s.P = P
        s.hi = hi
        s.t_acc = list(t_acc)
        s.t_rej = list(t_rej)
        s.items = []
        s.inj = None
        s.tstyle = r.randrange(5)
        s.dstyle = r.randrange(4)
        s.ui = B.UI[s.lang]
        s.extra = {}
        s.state_extra = {}
        s.leak_desc = []
        s.pub_cls = 'content'

    # ---------- registration ----------
    def _reg(s, cls, a, b, desc):
        s.items.append((cls, a, b, desc))

    def T(s, u, cls='content', desc='', style=None):
        s._reg(cls, u, u, desc)
        return fmt_time(s.lang, s.zone, u, s.tstyle if style is None else style)

    def D(s, u, cls='content', desc='', style=None):
        a, b = day_bounds(s.zone, u)
        s._reg(cls, a, b, desc)
        return fmt_date(s.lang, s.zone, u, s.dstyle if style is None else style)

    def I(s, u, cls='content', desc='', mode=None):
        s._reg(cls, u, u, desc)
        return iso(s.zone, u, mode or s.site.get('iso', 'off'))

    def E(s, u, cls='content', desc='', ms=True):
        s._reg(cls, u, u, desc)
        v = int(u.timestamp())
        return v * 1000 + s.r.randrange(1000) if ms else v

    def ok_day(s, u, cls='content'):
        a, b = day_bounds(s.zone, u)
        if cls == 'content':
            return all(b + DAY <= t for t in s.t_acc + s.t_rej)
        if cls == 'leak':
            return all(a >= t + DAY for t in s.t_rej) and all(b + DAY <= t for t in s.t_acc)
        if cls == 'sched':
            return all(a >= t + DAY for t in s.t_acc + s.t_rej)
        return True

    def A(s, u, cls='content', desc='', style=None):
        """Auto: a date-only form where decidable and the site likes it, else date+time."""
        if s.r.random() < 0.45 and s.ok_day(u, cls):
            return s.D(u, cls, desc, style)
        return s.T(u, cls, desc, style)

    # ---------- validation ----------
    def validate(s):
        errs = []
        ts = s.t_acc + s.t_rej
        for cls, a, b, desc in s.items:
            inst = a == b
            if cls == 'content':
                for t in ts:
                    if (inst and b > t - MARGIN) or (not inst and b + DAY > t):
                        errs.append(f'content {desc} {a} vs t {t}')
            elif cls == 'leak':
                for t in s.t_rej:
                    if (inst and a < t + MARGIN) or (not inst and a < t + DAY):
                        errs.append(f'leak not after {desc} {a} vs {t}')
                for t in s.t_acc:
                    if (inst and b > t - MARGIN) or (not inst and b + DAY > t):
                        errs.append(f'leak not before acc {desc} {a} vs {t}')
            elif cls == 'sched':
                for t in ts:
                    if a < t + DAY:
                        errs.append(f'sched too early {desc} {a} vs {t}')
        if s.t_acc and s.inj:
            errs.append('injection on accept label')
        if s.t_rej and not s.inj and not any(c == 'leak' for c, *_ in s.items):
            errs.append('reject label without leak')
        if not any(d.startswith('pub') for c, a, b, d in s.items):
            errs.append('no publication date registered')
        return errs

    def leak_summary(s):
        out = []
        seen = set()
        for cls, a, b, desc in s.items:
            if cls == 'leak' and desc not in seen:
                seen.add(desc)
                out.append(f"{desc} @ {a.strftime('%Y-%m-%dT%H:%MZ')}" + ('' if a == b else ' (local day)'))
        return out

    # ---------- helpers ----------
    def pick(s, seq):
        return s.r.choice(seq)

    def hexid(s, n=8):
        return ''.join(s.r.choice('0123456789abcdef') for _ in range(n))

    def fill(s, tpl, co=None):
        r = s.r
        return tpl.format(co=co or s.co, co2=s.co2, pct=f"{r.uniform(0.4, 9.5):.1f}", pct2=r.randrange(2, 40),
                          num=r.randrange(12, 980), px=r.randrange(11, 480), idx=s.pick(B.INDICES[s.lang])[0],
                          q='Q' + str(r.randrange(1, 5)), who=s.pick(B.PEOPLE[s.lang]), d='', yr='')


class Namer:
    TW = ["flex items-center gap-2", "text-sm text-gray-600", "font-semibold leading-tight", "mt-4 mb-2", "px-4 py-2",
          "grid grid-cols-12 gap-6", "hidden md:block", "border-b border-neutral-200", "text-xs uppercase tracking-wide",
          "max-w-screen-xl mx-auto", "col-span-8", "col-span-4", "rounded-lg shadow-sm", "space-y-3", "truncate"]

    def __init__(s, r, style, prefix):
        s.r = r
        s.style = style
        s.prefix = prefix
        s.cache = {}

    def __call__(s, k):
        if k in s.cache:
            return s.cache[k]
        r = s.r
        st = s.style
        if st == 'bem':
            v = f"{s.prefix}-{k.replace('_', '__', 1)}"
        elif st == 'hash':
            v = 'css-' + ''.join(r.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(6)) + ' e' + str(r.randrange(1, 9)) + 'x' + ''.join(r.choice('abcdefghijk') for _ in range(4))
        elif st == 'tw':
            v = ' '.join(r.sample(s.TW, r.randrange(1, 4)))
        elif st == 'module':
            v = f"{k.title().replace('_', '')}_{k}__{''.join(r.choice('abcdefghijklmnopqrstuvwxyz0123456789-_') for _ in range(5))}"
        elif st == 'legacy':
            v = k.replace('_', '')[:6] + str(r.randrange(1, 4))
        else:
            v = k.replace('_', '-')
        s.cache[k] = v
        return v


# ------------------------------------------------------------------ filler generators (no dates inside)
IDENT = ['e', 't', 'n', 'r', 'o', 'i', 'a', 'u', 'c', 's', 'l', 'f', 'd', 'p', 'h', 'm', 'g', 'v', 'y', 'b']
WORDS = ['render', 'props', 'state', 'hydrate', 'useEffect', 'createElement', 'dispatch', 'subscribe', 'module', 'exports',
         'default', 'children', 'className', 'onClick', 'forwardRef', 'memo', 'context', 'Provider', 'value', 'ticker',
         'quote', 'symbol', 'paywall', 'meter', 'consent', 'vendor', 'slot', 'sizeMapping', 'refresh', 'lazyLoad', 'observer',
         'intersectionRatio', 'viewability', 'bidder', 'floor', 'currency', 'adUnit', 'targeting', 'segment', 'experiment']


def _num(r):
    n = r.randrange(0, 100000)
    if 1900 <= n <= 2100 or 19000 <= n <= 21000:
        n += 3000
    return str(n)


def js_bundle(r, n):
    out = []
    size = 0
    mid = _num(r)
    out.append(f'(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[{mid}],{{')
    while size < n:
        a, b, c = r.sample(IDENT, 3)
        w1, w2, w3 = r.sample(WORDS, 3)
        frag = r.choice([
            f'{_num(r)}:function({a},{b},{c}){{"use strict";{c}.r({b});var {r.choice(IDENT)}={c}({_num(r)});function {w1}({a}){{return {a}&&{a}.__esModule?{a}:{{default:{a}}}}}',
            f'var {a}=function({b}){{var {c}={b}.{w2},o={b}.{w3};return(0,r.jsx)("div",{{className:"{w1}-wrap",children:{c}?o:null}})}};',
            f'{a}.{w1}=function(){{for(var {b}=arguments.length,{c}=new Array({b}),o=0;o<{b};o++){c}[o]=arguments[o];return {c}.filter(Boolean).join(" ")}};',
            f'if(!{a}.{w2}){{{a}.{w2}=[];{a}.{w2}.push({{id:"{w3}-{_num(r)}",sizes:[[300,250],[728,90]],ratio:0.{_num(r)}}})}}',
            f'}},{_num(r)}:function({a},{b},{c}){{{b}.exports={{"{w1}":"{w1}_{_num(r)}","{w2}":"{w2}_{_num(r)}"}}',
            f'try{{window.{w1}&&window.{w1}.{w2}("{w3}",{{timeout:{r.randrange(100, 900)}}})}}catch({a}){{console.warn("{w1}",{a})}}',
        ])
        out.append(frag)
        size += len(frag)
    out.append('}}]);')
    return ''.join(out)


def css_blob(r, n):
    out = []
    size = 0
    props = ['display:flex', 'display:block', 'display:none', 'margin:0 auto', 'padding:4px 8px', 'font-size:14px',
             'line-height:1.45', 'color:#1a1a1a', 'color:#6b6b6b', 'background:#fff', 'border-bottom:1px solid #e5e5e5',
             'position:relative', 'position:sticky;top:0', 'z-index:20', 'font-weight:700', 'text-transform:uppercase',
             'gap:12px', 'grid-template-columns:repeat(12,1fr)', 'overflow:hidden', 'white-space:nowrap', 'text-overflow:ellipsis']
    while size < n:
        sel = '.' + ''.join(r.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(r.randrange(3, 9)))
        if r.random() < 0.3:
            sel += ' ' + r.choice(['a', 'li', 'span', 'h2', 'svg', '>div', ':hover', '::after'])
        rule = sel + '{' + ';'.join(r.sample(props, r.randrange(1, 5))) + '}'
        if r.random() < 0.05:
            rule = '@media (min-width:' + str(r.choice([640, 768, 1024, 1280])) + 'px){' + rule + '}'
        out.append(rule)
        size += len(rule)
    return ''.join(out)


def svg_icon(r, label=None, cls='icon'):
    pts = ' '.join(f"{r.choice('MLCQ')}{r.uniform(0, 24):.2f} {r.uniform(0, 24):.2f}" for _ in range(r.randrange(6, 30)))
    t = f'<title>{label}</title>' if label else ''
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">{t}<path d="{pts}Z" fill="currentColor"></path></svg>'


def b64ish(r, n):
    return ''.join(r.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') for _ in range(n))


VENDORS = ["Adform", "AppNexus", "Criteo", "Index Exchange", "Magnite", "PubMatic", "OpenX", "Sovrn", "TripleLift", "Teads",
           "Outbrain", "Taboola", "Quantcast", "LiveRamp", "ID5", "The Trade Desk", "Xandr", "Smart AdServer", "Yieldmo",
           "GumGum", "Ogury", "Seedtag", "Sharethrough", "Media.net", "Amazon Advertising", "Google Advertising Products",
           "Nielsen", "comScore", "Chartbeat", "Permutive", "Piano", "Parse.ly", "Hotjar", "Optimizely", "Lotame", "Zeta Global"]

# -*- coding: utf-8 -*-
"""Flavour renderers: the same semantic blocks rendered in very different markup generations."""
import html
import json
from zoneinfo import ZoneInfo
from fmt import fmt_date, fmt_dt, fmt_time
from locales import LOC


def esc(s):
    return html.escape(s, quote=True)


class TS:
    """A displayed instant. prec: 'time' or 'date'."""

    def __init__(self, inst, prec='time', style=0, zone=False, label=''):
        self.inst, self.prec, self.style, self.zone, self.label = inst, prec, style, zone, label


def iso(lc, inst, prec='time'):
    d = inst.astimezone(ZoneInfo(LOC[lc]['tz']))
    if prec == 'date':
        return d.date().isoformat()
    return d.isoformat(timespec='seconds')


def ts_text(lc, ts):
    if ts.prec == 'date':
        s = fmt_date(lc, ts.inst.astimezone(ZoneInfo(LOC[lc]['tz'])).date(), ts.style)
    elif ts.prec == 'hm':
        s = fmt_time(lc, ts.inst, ts.zone)
    else:
        s = fmt_dt(lc, ts.inst, ts.style, ts.zone)
    return (ts.label + ' ' + s).strip() if ts.label else s


class R:
    """Base renderer (modern div soup)."""
    name = 'div'

    def __init__(self, lc, rng, prefix):
        self.lc, self.rng, self.pf = lc, rng, prefix

    def c(self, n):
        return self.pf + n

    def ts(self, ts):
        return '<span class="%s">%s</span>' % (self.c('date'), esc(ts_text(self.lc, ts)))

    def h1(self, t):
        return '<h1 class="%s">%s</h1>' % (self.c('title'), esc(t))

    def p(self, t):
        return '<p>%s</p>' % esc(t)

    def praw(self, h):
        return '<p>%s</p>' % h

    def byline(self, author, pub, upd=None, src=None, w=None):
        s = '<div class="%s">' % self.c('meta')
        if author:
            s += '<span class="%s">%s %s</span> ' % (self.c('author'), esc(w['by']), esc(author))
        if pub is not None:
            s += '<span class="%s">%s：</span>%s ' % (self.c('pubdate-label'), esc(w['pub']), self.ts(pub)) if self.lc.startswith(('zh', 'ja')) else \
                 '<span class="%s">%s</span> %s ' % (self.c('pubdate-label'), esc(w['pub']), self.ts(pub))
        if upd is not None:
            s += '<span class="%s">%s %s</span> ' % (self.c('upd'), esc(w['upd']), self.ts(upd))
        if src:
            s += '<span class="%s">%s: %s</span>' % (self.c('src'), esc(w['src']), esc(src))
        return s + '</div>'

    def lst(self, title, items, cls='list'):
        s = '<div class="%s"><h3>%s</h3><ul>' % (self.c(cls), esc(title))
        for it in items:
            s += '<li><a href="%s">%s</a>%s</li>' % (esc(it['href']), esc(it['text']), (' ' + self.ts(it['ts'])) if it.get('ts') else '')
        return s + '</ul></div>'

    def table(self, headers, rows, cls='table', caption=None):
        s = '<table class="%s">' % self.c(cls)
        if caption:
            s += '<caption>%s</caption>' % esc(caption)
        s += '<thead><tr>' + ''.join('<th>%s</th>' % esc(h) for h in headers) + '</tr></thead><tbody>'
        for r in rows:
            s += '<tr>' + ''.join('<td>%s</td>' % (x if isinstance(x, RawH) else esc(str(x))) for x in r) + '</tr>'
        return s + '</tbody></table>'

    def figure(self, src, alt, cap, credit=''):
        return '<div class="%s"><img src="%s" alt="%s" width="640" height="360"><p class="%s">%s%s</p></div>' % (
            self.c('photo'), esc(src), esc(alt), self.c('caption'), esc(cap), (' ' + esc(credit)) if credit else '')

    def comments(self, title, cs):
        s = '<div class="%s" id="comments"><h3>%s (%d)</h3>' % (self.c('comments'), esc(title), len(cs))
        for cm in cs:
            s += '<div class="%s"><b>%s</b> %s<div class="%s">%s</div></div>' % (self.c('cmt'), esc(cm['user']), self.ts(cm['ts']), self.c('cmt-body'), esc(cm['text']))
        return s + '</div>'

    def ticker(self, items, asof, w):
        s = '<div class="%s">' % self.c('ticker')
        for n, v, ch in items:
            s += '<span class="%s"><em>%s</em> %s <i class="%s">%s</i></span> ' % (self.c('tk'), esc(n), esc(v), 'up' if not ch.startswith('-') else 'down', esc(ch))
        if asof is not None:
            s += '<span class="%s">%s %s</span>' % (self.c('tk-time'), esc(w['asof']), self.ts(asof))
        return s + '</div>'

    def crumbs(self, items):
        return '<div class="%s">%s</div>' % (self.c('crumb'), ' &gt; '.join('<a href="#">%s</a>' % esc(x) for x in items))

    def note(self, t, cls='note'):
        return '<div class="%s">%s</div>' % (self.c(cls), esc(t))


class RawH(str):
    pass


class Soup(R):
    name = 'soup'

    def ts(self, ts):
        return '<font color="#999999" size="2">%s</font>' % esc(ts_text(self.lc, ts))

    def h1(self, t):
        return '<font size="5"><b>%s</b></font><br>' % esc(t)

    def p(self, t):
        return '&nbsp;&nbsp;&nbsp;&nbsp;%s<br><br>' % esc(t)

    def praw(self, h):
        return '%s<br><br>' % h

    def byline(self, author, pub, upd=None, src=None, w=None):
        parts = []
        if pub is not None:
            parts.append(self.ts(pub))
        if src:
            parts.append('<font size="2">%s：%s</font>' % (esc(w['src']), esc(src)))
        if author:
            parts.append('<font size="2">%s：%s</font>' % (esc(w['by']), esc(author)))
        if upd is not None:
            parts.append('<font size="2" color="#cc0000">%s %s</font>' % (esc(w['upd']), esc(ts_text(self.lc, upd))))
        return '<table width="100%%" border="0"><tr><td align="center">%s</td></tr></table><hr size="1" color="#cccccc">' % '&nbsp;&nbsp;'.join(parts)

    def lst(self, title, items, cls='list'):
        s = '<table width="100%%" border="0" cellpadding="2" cellspacing="0" class="%s"><tr><td bgcolor="#e8eef7"><b>%s</b></td></tr>' % (self.c(cls), esc(title))
        for it in items:
            s += '<tr><td>&middot; <a href="%s" target="_blank">%s</a>%s</td></tr>' % (esc(it['href']), esc(it['text']), (' ' + self.ts(it['ts'])) if it.get('ts') else '')
        return s + '</table><br>'

    def table(self, headers, rows, cls='table', caption=None):
        s = '<table width="100%" border="1" cellspacing="0" cellpadding="3" bordercolor="#cccccc">'
        if caption:
            s += '<tr><td colspan="%d" bgcolor="#f0f0f0"><b>%s</b></td></tr>' % (len(headers), esc(caption))
        s += '<tr bgcolor="#eeeeee">' + ''.join('<td align="center"><b>%s</b></td>' % esc(h) for h in headers) + '</tr>'
        for r in rows:
            s += '<tr>' + ''.join('<td align="right">%s</td>' % (x if isinstance(x, RawH) else esc(str(x))) for x in r) + '</tr>'
        return s + '</table><br>'

    def figure(self, src, alt, cap, credit=''):
        return '<center><img src="%s" alt="%s" border="0" width="500"><br><font size="2" color="#666666">%s %s</font></center><br>' % (esc(src), esc(alt), esc(cap), esc(credit))

    def comments(self, title, cs):
        s = '<table width="100%%" border="0" cellspacing="1" bgcolor="#dddddd"><tr><td bgcolor="#f5f5f5"><b>%s</b></td></tr>' % esc(title)
        for cm in cs:
            s += '<tr><td bgcolor="#ffffff"><font color="#3366cc">%s</font> %s<br>%s</td></tr>' % (esc(cm['user']), self.ts(cm['ts']), esc(cm['text']))
        return s + '</table>'

    def ticker(self, items, asof, w):
        s = '<marquee scrollamount="3" onmouseover="this.stop()" onmouseout="this.start()">'
        for n, v, ch in items:
            s += '<font color="%s">%s %s (%s)</font>&nbsp;&nbsp;&nbsp;' % ('#cc0000' if not ch.startswith('-') else '#009900', esc(n), esc(v), esc(ch))
        if asof is not None:
            s += '<font size="1">%s %s</font>' % (esc(w['asof']), esc(ts_text(self.lc, asof)))
        return s + '</marquee>'

    def crumbs(self, items):
        return '<font size="2">%s</font><br>' % ' &gt;&gt; '.join('<a href="#">%s</a>' % esc(x) for x in items)

    def note(self, t, cls='note'):
        return '<font color="#666666" size="2">%s</font><br>' % esc(t)


class H5(R):
    name = 'h5'

    def ts(self, ts):
        from render import iso as _iso
        return '<time datetime="%s">%s</time>' % (_iso(self.lc, ts.inst, 'date' if ts.prec == 'date' else 'time'), esc(ts_text(self.lc, ts)))

    def lst(self, title, items, cls='list'):
        s = '<section class="%s"><h2 class="%s">%s</h2><ol>' % (self.c(cls), self.c(cls + '__title'), esc(title))
        for it in items:
            s += '<li class="%s"><a href="%s">%s</a>%s</li>' % (self.c(cls + '__item'), esc(it['href']), esc(it['text']), (' ' + self.ts(it['ts'])) if it.get('ts') else '')
        return s + '</ol></section>'

    def figure(self, src, alt, cap, credit=''):
        return '<figure class="%s"><picture><source srcset="%s.webp" type="image/webp"><img src="%s" alt="%s" loading="lazy" decoding="async"></picture><figcaption>%s%s</figcaption></figure>' % (
            self.c('figure'), esc(src.rsplit('.', 1)[0]), esc(src), esc(alt), esc(cap), (' <small>%s</small>' % esc(credit)) if credit else '')

    def comments(self, title, cs):
        s = '<section class="%s" id="comments" aria-label="%s"><h2>%s <span>%d</span></h2><ol class="%s">' % (self.c('comments'), esc(title), esc(title), len(cs), self.c('comment-list'))
        for cm in cs:
            s += '<li class="%s"><article><header><strong class="%s">%s</strong> %s</header><p>%s</p></article></li>' % (
                self.c('comment'), self.c('comment-author'), esc(cm['user']), self.ts(cm['ts']), esc(cm['text']))
        return s + '</ol></section>'

    def ticker(self, items, asof, w):
        s = '<div class="%s" role="marquee"><ul>' % self.c('markets-strip')
        for n, v, ch in items:
            s += '<li><span class="%s">%s</span> <span class="%s">%s</span> <span class="%s">%s</span></li>' % (
                self.c('sym'), esc(n), self.c('px'), esc(v), self.c('pos' if not ch.startswith('-') else 'neg'), esc(ch))
        s += '</ul>'
        if asof is not None:
            s += '<p class="%s">%s %s</p>' % (self.c('asof'), esc(w['asof']), self.ts(asof))
        return s + '</div>'

    def crumbs(self, items):
        return '<nav aria-label="breadcrumb"><ol class="%s">%s</ol></nav>' % (self.c('breadcrumb'), ''.join('<li><a href="#">%s</a></li>' % esc(x) for x in items))


class App(R):
    name = 'app'

    def __init__(self, lc, rng, prefix):
        super().__init__(lc, rng, prefix)
        self.h = {}

    def c(self, n):
        if n not in self.h:
            self.h[n] = '%s-%s' % (self.pf.rstrip('-_') or 'css', ''.join(self.rng.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(6)))
        return self.h[n]

    def ts(self, ts):
        ms = int(ts.inst.timestamp() * 1000)
        return '<span class="%s" data-ts="%d">%s</span>' % (self.c('ts'), ms, esc(ts_text(self.lc, ts)))

    def h1(self, t):
        return '<h1 class="%s" data-testid="headline">%s</h1>' % (self.c('h1'), esc(t))

    def p(self, t):
        return '<p class="%s">%s</p>' % (self.c('para'), esc(t))

    def lst(self, title, items, cls='list'):
        s = '<div class="%s" data-testid="%s"><div class="%s">%s</div>' % (self.c(cls), cls, self.c('hd'), esc(title))
        for it in items:
            s += '<a class="%s" href="%s"><div class="%s">%s</div>%s</a>' % (self.c('card'), esc(it['href']), self.c('card-t'), esc(it['text']), self.ts(it['ts']) if it.get('ts') else '')
        return s + '</div>'


class Amp(H5):
    name = 'amp'

    def figure(self, src, alt, cap, credit=''):
        return '<figure><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s %s</figcaption></figure>' % (esc(src), esc(alt), esc(cap), esc(credit))


class Min(R):
    name = 'min'

    def ts(self, ts):
        return esc(ts_text(self.lc, ts))

    def h1(self, t):
        return '<h2>%s</h2>' % esc(t)

    def lst(self, title, items, cls='list'):
        s = '<p><b>%s</b><br/>' % esc(title)
        for it in items:
            s += '<a href="%s">%s</a>%s<br/>' % (esc(it['href']), esc(it['text']), (' (' + self.ts(it['ts']) + ')') if it.get('ts') else '')
        return s + '</p>'

    def figure(self, src, alt, cap, credit=''):
        return '<p><img src="%s" alt="%s" width="240"/><br/><small>%s</small></p>' % (esc(src), esc(alt), esc(cap))

    def comments(self, title, cs):
        s = '<p><b>%s</b></p>' % esc(title)
        for cm in cs:
            s += '<p>%s | %s<br/>%s</p>' % (esc(cm['user']), self.ts(cm['ts']), esc(cm['text']))
        return s

    def ticker(self, items, asof, w):
        s = '<p>' + ' / '.join('%s %s %s' % (esc(n), esc(v), esc(ch)) for n, v, ch in items)
        if asof is not None:
            s += '<br/>%s %s' % (esc(w['asof']), self.ts(asof))
        return s + '</p>'


def jsdump(obj, ascii_only):
    s = json.dumps(obj, ensure_ascii=ascii_only, separators=(',', ':'))
    return s.replace('</', '<\\/')

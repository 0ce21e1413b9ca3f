# -*- coding: utf-8 -*-
"""Site skeletons: many markup generations around the same semantic blocks."""
import json
from render import esc, jsdump, ts_text, TS, iso


def cs_meta(ctx):
    if ctx.decl == 'none':
        return ''
    if ctx.decl == 'http':
        return '<meta http-equiv="Content-Type" content="text/html; charset=%s">\n' % ctx.csname
    return '<meta charset="%s">\n' % ctx.csname


def nav_links(ctx, sep=' | ', tag=None):
    out = []
    for k, n in enumerate(ctx.w['nav']):
        out.append('<a href="%s">%s</a>' % (['/', '/stock/', '/company/', '/macro/', '/fund/', '/fx/', '/opinion/'][k], esc(n)))
    return sep.join(out)


def state_script(ctx, doc, kind):
    st = {k: v for k, v in doc.state.items() if not k.startswith('__')}
    ascii_only = ctx.codec != 'utf-8'
    if kind == 'next':
        obj = {'props': {'pageProps': st, '__N_SSP': True}, 'page': '/%s/[id]' % ctx.genre, 'query': {'id': str(ctx.i * 7919)},
               'buildId': ctx.build, 'isFallback': False, 'gssp': True, 'locale': ctx.lc}
        return '<script id="__NEXT_DATA__" type="application/json">%s</script>' % jsdump(obj, ascii_only)
    if kind == 'nuxt':
        return '<script>window.__NUXT__=%s;</script>' % jsdump({'layout': 'default', 'data': [st], 'state': {'locale': ctx.lc}, 'serverRendered': True}, ascii_only)
    if kind == 'redux':
        return '<script>window.__PRELOADED_STATE__ = %s;</script>' % jsdump(st, ascii_only)
    return '<script type="text/javascript">var pageData = %s;</script>' % jsdump(st, ascii_only)


def maybe_state(ctx, doc):
    if doc.state.get('__force'):
        return state_script(ctx, doc, ctx.rng.choice(['plain', 'redux']))
    return ''


def foot_common(ctx):
    y = ctx.P.year
    return '&copy; %d-%d %s %s' % (ctx.rng.choice([1998, 2003, 2008, 2012]), y, esc(ctx.site[1]), esc(ctx.w['rights']))


def w_soup(ctx, doc, Rr):
    r = ctx.rng
    up = r.random() < 0.4
    T = (lambda s: s.upper()) if up else (lambda s: s)
    h = []
    if r.random() < 0.5:
        h.append('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">')
    h.append('<%s>' % T('html'))
    h.append('<%s>' % T('head'))
    h.append(cs_meta(ctx) + '<title>%s_%s</title>' % (esc(doc.title), esc(ctx.site[1])))
    h += doc.head
    h.append('<style type="text/css">body,td{font-size:12px;font-family:%s}a{color:#003399;text-decoration:none}.f14{font-size:14px;line-height:24px}</style>' % (
        '"SimSun"' if ctx.bank == 'zhs' else '"MS PGothic"' if ctx.bank == 'ja' else 'Gulim' if ctx.bank == 'ko' else 'Verdana,Arial'))
    h.append('<script language="JavaScript" src="/js/common.js"></script>')
    h.append('</%s>' % T('head'))
    h.append('<%s bgcolor="#FFFFFF" topmargin="0" leftmargin="0" marginwidth="0" marginheight="0">' % T('body'))
    h.append('<%s width="960" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td width="200"><a href="/"><img src="/images/logo.gif" width="180" height="50" border="0" alt="%s"></a></td><td align="right">%s</td></tr></table>' % (
        T('table'), esc(ctx.site[1]), nav_links(ctx, ' | ')))
    h += doc.top
    h.append('<table width="960" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td width="650" valign="top" class="f14">')
    h += doc.main
    h += doc.after
    h.append('</td><td width="10">&nbsp;</td><td width="300" valign="top" bgcolor="#F7F7F7">')
    h += doc.side
    h.append('</td></tr></table>')
    h.append('<table width="960" align="center"><tr><td align="center"><hr size="1" noshade><font color="#666666">%s</font><br>%s</td></tr></table>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</%s></%s>' % (T('body'), T('html')))
    return '\n'.join(x for x in h if x)


def w_xhtml(ctx, doc, Rr):
    r = ctx.rng
    h = []
    if ctx.decl == 'xml':
        h.append('<?xml version="1.0" encoding="%s"?>' % ctx.csname)
    h.append('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">')
    h.append('<html xmlns="http://www.w3.org/1999/xhtml" lang="%s" xml:lang="%s"%s>' % (ctx.lc, ctx.lc, ' dir="rtl"' if ctx.bank in ('ar', 'he') else ''))
    h.append('<head>')
    if ctx.decl == 'xml':
        h.append('<meta http-equiv="Content-Type" content="text/html; charset=%s" />' % ctx.csname)
    else:
        h.append(cs_meta(ctx).strip())
    h.append('<title>%s | %s</title>' % (esc(doc.title), esc(ctx.site[1])))
    h += doc.head
    h.append('<link rel="stylesheet" type="text/css" href="/css/style.css?v=%d" />' % r.randint(100, 999))
    h.append('<script type="text/javascript" src="/js/jquery-1.4.2.min.js"></script>')
    h.append('</head><body class="%s">' % Rr.c('page'))
    h.append('<div id="wrapper"><div id="header"><div id="logo"><a href="/">%s</a></div><ul id="menu">%s</ul></div>' % (
        esc(ctx.site[1]), ''.join('<li>%s</li>' % x for x in nav_links(ctx, '\x00').split('\x00'))))
    h += doc.top
    h.append('<div id="content"><div id="main">')
    h += doc.main
    h += doc.after
    h.append('</div><div id="sidebar">')
    h += doc.side
    h.append('</div><div class="clear"></div></div>')
    h.append('<div id="footer"><p>%s</p>%s</div></div>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<script type="text/javascript">var _gaq = _gaq || [];_gaq.push([\'_setAccount\', \'UA-%d-1\']);_gaq.push([\'_trackPageview\']);</script>' % r.randint(100000, 9999999))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def w_html5(ctx, doc, Rr):
    r = ctx.rng
    h = ['<!doctype html>', '<html lang="%s"%s>' % (ctx.lc, ' dir="rtl"' if ctx.bank in ('ar', 'he') else ''), '<head>', cs_meta(ctx).strip(),
         '<meta name="viewport" content="width=device-width, initial-scale=1">', '<title>%s – %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h.append('<link rel="canonical" href="%s">' % ctx.url)
    h += doc.head
    h.append('<link rel="stylesheet" href="/assets/main.%s.css">' % ctx.build[:8])
    h.append('</head>')
    h.append('<body class="%s %s">' % (Rr.c('layout'), Rr.c('t-' + ctx.genre)))
    h.append('<a class="%s" href="#main">Skip</a>' % Rr.c('skip'))
    h.append('<header class="%s"><a class="%s" href="/">%s</a><nav class="%s">%s</nav></header>' % (Rr.c('masthead'), Rr.c('brand'), esc(ctx.site[1]), Rr.c('nav'), nav_links(ctx, '')))
    h += doc.top
    order = r.random() < 0.3
    if order:
        h.append('<aside class="%s">' % Rr.c('rail'))
        h += doc.side
        h.append('</aside>')
    h.append('<main id="main"><article class="%s">' % Rr.c('story'))
    h += doc.main
    h.append('</article>')
    h += doc.after
    h.append('</main>')
    if not order:
        h.append('<aside class="%s">' % Rr.c('rail'))
        h += doc.side
        h.append('</aside>')
    h.append('<footer class="%s"><p>%s</p>%s</footer>' % (Rr.c('footer'), foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<script src="/assets/app.%s.js" defer></script>' % ctx.build[8:16])
    h.append('</body>\n</html>')
    return '\n'.join(x for x in h if x)


def w_next(ctx, doc, Rr):
    h = ['<!DOCTYPE html><html lang="%s"><head>' % ctx.lc, cs_meta(ctx).strip() or '<meta charset="utf-8">', '<meta name="viewport" content="width=device-width"/>',
         '<title>%s | %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('<meta name="next-head-count" content="%d"/>' % (len(doc.head) + 3))
    h.append('<link rel="preload" href="/_next/static/css/%s.css" as="style"/><noscript data-n-css=""></noscript>' % ctx.build[:12])
    h.append('</head><body><div id="__next"><div class="%s">' % Rr.c('root'))
    h.append('<header class="%s"><a href="/" class="%s">%s</a><nav class="%s">%s</nav></header>' % (Rr.c('hdr'), Rr.c('logo'), esc(ctx.site[1]), Rr.c('nav'), nav_links(ctx, '')))
    h += doc.top
    h.append('<div class="%s"><div class="%s">' % (Rr.c('grid'), Rr.c('col-main')))
    h += doc.main
    h += doc.after
    h.append('</div><div class="%s">' % Rr.c('col-side'))
    h += doc.side
    h.append('</div></div><footer class="%s">%s%s</footer></div></div>' % (Rr.c('ftr'), foot_common(ctx), ''.join(doc.foot)))
    h.append(state_script(ctx, doc, 'next'))
    h += doc.tail
    h.append('<script src="/_next/static/chunks/main-%s.js" defer=""></script><script src="/_next/static/%s/_buildManifest.js" defer=""></script>' % (ctx.build[:16], ctx.build))
    h.append('</body></html>')
    return ''.join(x for x in h if x)


def w_nuxt(ctx, doc, Rr):
    h = ['<!DOCTYPE html>', '<html lang="%s" data-n-head-ssr>' % ctx.lc, '<head>', cs_meta(ctx).strip() or '<meta data-n-head="ssr" charset="utf-8">',
         '<title>%s - %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += [x.replace('<meta ', '<meta data-n-head="ssr" ', 1) if x.startswith('<meta ') else x for x in doc.head]
    h.append('<link rel="preload" href="/_nuxt/%s.js" as="script">' % ctx.build[:10])
    h.append('</head><body><div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="%s">' % Rr.c('app'))
    h.append('<div class="%s">%s</div>' % (Rr.c('topbar'), nav_links(ctx, '')))
    h += doc.top
    h.append('<section class="%s">' % Rr.c('content'))
    h += doc.main
    h.append('</section><section class="%s">' % Rr.c('widgets'))
    h += doc.side
    h.append('</section>')
    h += doc.after
    h.append('<footer>%s%s</footer></div></div></div>' % (foot_common(ctx), ''.join(doc.foot)))
    h.append(state_script(ctx, doc, 'nuxt'))
    h += doc.tail
    h.append('<script src="/_nuxt/%s.js" defer></script></body></html>' % ctx.build[10:20])
    return '\n'.join(x for x in h if x)


AMP_BOILER = '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>'


def w_amp(ctx, doc, Rr):
    h = ['<!doctype html>', '<html amp lang="%s">' % ctx.lc, '<head>', '<meta charset="utf-8">', '<script async src="https://cdn.ampproject.org/v0.js"></script>',
         '<title>%s</title>' % esc(doc.title), '<link rel="canonical" href="%s">' % ctx.url.replace('/amp/', '/'),
         '<meta name="viewport" content="width=device-width">']
    h += doc.head
    h.append(AMP_BOILER)
    h.append('<style amp-custom>.%s{font:16px/1.6 sans-serif}</style></head><body>' % Rr.c('body'))
    h.append('<header><a href="/">%s</a></header>' % esc(ctx.site[1]))
    h += doc.top
    h.append('<article class="%s">' % Rr.c('body'))
    h += doc.main
    h.append('</article>')
    h += doc.after
    h += doc.side
    h.append('<footer>%s%s</footer>' % (foot_common(ctx), ''.join(doc.foot)))
    h += [x for x in doc.tail if not x.startswith('<script')]
    h.append('<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-%s"}}</script></amp-analytics>' % ctx.build[:8].upper())
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def w_wp(ctx, doc, Rr):
    r = ctx.rng
    pid = r.randint(1000, 99999)
    h = ['<!DOCTYPE html>', '<html lang="%s"%s>' % (ctx.lc, ' dir="rtl"' if ctx.bank in ('ar', 'he') else ''), '<head>', cs_meta(ctx).strip() or '<meta charset="UTF-8">',
         '<meta name="viewport" content="width=device-width, initial-scale=1">', '<title>%s &#8211; %s</title>' % (esc(doc.title), esc(ctx.site[1])),
         '<meta name="generator" content="WordPress 6.%d.%d">' % (r.randint(2, 8), r.randint(0, 3))]
    h += doc.head
    h.append("<link rel='stylesheet' id='twentytwentyone-style-css' href='/wp-content/themes/twentytwentyone/style.css?ver=2.%d' media='all' />" % r.randint(0, 5))
    h.append('</head>')
    h.append('<body class="post-template-default single single-post postid-%d single-format-standard wp-embed-responsive">' % pid)
    h.append('<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">%s</a></p><nav id="site-navigation" class="primary-navigation">%s</nav></header>' % (
        esc(ctx.site[1]), nav_links(ctx, '')))
    h += doc.top
    h.append('<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">')
    h.append('<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry">' % (pid, pid))
    h += doc.main
    h.append('</article>')
    h.append('<div id="comments" class="comments-area default-max-width">')
    h += doc.after
    h.append('</div></main></div>')
    h.append('<aside id="secondary" class="widget-area">')
    h += ['<section class="widget">%s</section>' % x for x in doc.side]
    h.append('</aside></div>')
    h.append('<footer id="colophon" class="site-footer"><div class="site-info">%s</div>%s</footer></div>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append("<script src='/wp-includes/js/comment-reply.min.js?ver=6.5' id='comment-reply-js' async data-wp-strategy='async'></script>")
    h.append('</body>\n</html>')
    return '\n'.join(x for x in h if x)


def w_wap(ctx, doc, Rr):
    h = []
    if ctx.decl in ('xml', 'none') and ctx.codec != 'utf-8':
        h.append('<?xml version="1.0" encoding="%s"?>' % ctx.csname)
    h.append('<!DOCTYPE html PUBLIC "-//WAPFORUM//DTD XHTML Mobile 1.0//EN" "http://www.wapforum.org/DTD/xhtml-mobile10.dtd">')
    h.append('<html xmlns="http://www.w3.org/1999/xhtml"><head>')
    if ctx.decl not in ('none', 'xml'):
        h.append(cs_meta(ctx).strip().replace('">', '" />'))
    h.append('<title>%s</title>' % esc(doc.title))
    h += doc.head
    h.append('</head><body>')
    h.append('<p><a href="/">%s</a></p>' % esc(ctx.site[1]))
    h += doc.top
    h += doc.main
    h += doc.after
    h += doc.side
    h.append('<p>%s</p>%s' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def w_print(ctx, doc, Rr):
    h = ['<html>', '<head>', cs_meta(ctx).strip(), '<title>%s</title>' % esc(doc.title)]
    h += doc.head
    h.append('<style media="print">.noprint{display:none}</style></head>')
    h.append('<body onload="window.print()">')
    h.append('<div class="noprint"><a href="javascript:window.close()">[x]</a></div>')
    h.append('<div style="width:680px;margin:0 auto">')
    h.append('<p style="font-size:11px">%s — %s</p>' % (esc(ctx.site[1]), esc(ctx.url)))
    h += doc.top
    h += doc.main
    h += doc.side
    h += doc.after
    h.append('<p style="font-size:10px">%s</p>%s</div>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def w_bootstrap(ctx, doc, Rr):
    r = ctx.rng
    h = ['<!DOCTYPE html>', '<html lang="%s"%s>' % (ctx.lc, ' dir="rtl"' if ctx.bank in ('ar', 'he') else ''), '<head>', cs_meta(ctx).strip(),
         '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">',
         '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@%s/dist/css/bootstrap.min.css">' % r.choice(['4.6.2', '5.1.3', '5.3.2']),
         '<title>%s - %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('</head><body>')
    h.append('<nav class="navbar navbar-expand-lg navbar-dark bg-dark"><a class="navbar-brand" href="/">%s</a><div class="collapse navbar-collapse"><ul class="navbar-nav">%s</ul></div></nav>' % (
        esc(ctx.site[1]), ''.join('<li class="nav-item">%s</li>' % x.replace('<a ', '<a class="nav-link" ') for x in nav_links(ctx, '\x00').split('\x00'))))
    h += doc.top
    h.append('<div class="container mt-3"><div class="row"><div class="col-lg-8">')
    h += ['<div class="card mb-3"><div class="card-body">'] + doc.main + ['</div></div>']
    h += doc.after
    h.append('</div><div class="col-lg-4">')
    h += ['<div class="card mb-3"><div class="card-body">%s</div></div>' % x for x in doc.side]
    h.append('</div></div></div>')
    h.append('<footer class="text-muted small text-center py-3">%s%s</footer>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script></body></html>')
    return '\n'.join(x for x in h if x)


def w_gov(ctx, doc, Rr):
    h = ['<!DOCTYPE html>', '<html lang="%s"%s>' % (ctx.lc, ' dir="rtl"' if ctx.bank in ('ar', 'he') else ''), '<head>', cs_meta(ctx).strip(),
         '<title>%s</title>' % esc(doc.title)]
    h += doc.head
    h.append('<link rel="stylesheet" href="/static/gov.css"></head><body>')
    h.append('<a href="#content" class="skip-link">%s</a>' % esc(ctx.w['readmore']))
    h.append('<div class="gov-banner"><img src="/static/emblem.svg" alt="%s" height="40"> <span>%s</span></div>' % (esc(ctx.site[1]), esc(ctx.site[1])))
    h.append('<div class="gov-menu">%s</div>' % nav_links(ctx, ' · '))
    h += doc.top
    h.append('<div id="content" class="gov-content" role="main">')
    h += doc.main
    h.append('</div><div class="gov-related" role="complementary">')
    h += doc.side
    h.append('</div>')
    h += doc.after
    h.append('<div class="gov-footer">%s%s</div>' % (foot_common(ctx), ''.join(doc.foot)))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def w_spa(ctx, doc, Rr):
    """React app shell: first screen rendered, the rest only in the preloaded JSON."""
    st = {k: v for k, v in doc.state.items() if not k.startswith('__')}
    st['ssr'] = {'main': doc.main[3:], 'widgets': doc.side, 'comments': doc.after}
    h = ['<!DOCTYPE html><html lang="%s"><head>' % ctx.lc, cs_meta(ctx).strip(), '<title>%s</title>' % esc(doc.title)]
    h += doc.head
    h.append('<link href="/static/css/main.%s.css" rel="stylesheet"></head><body>' % ctx.build[:8])
    h.append('<noscript>You need to enable JavaScript to run this app.</noscript>')
    h.append('<div id="root">')
    h += doc.top
    h += doc.main[:3]
    h.append('<div class="%s" aria-busy="true"></div></div>' % Rr.c('skeleton'))
    h.append('<script>window.__PRELOADED_STATE__ = %s;</script>' % jsdump(st, ctx.codec != 'utf-8'))
    h += doc.foot
    h += doc.tail
    h.append('<script src="/static/js/main.%s.js"></script></body></html>' % ctx.build[8:16])
    return ''.join(x for x in h if x)


# ------------------------------------------------------------------ boards
def b_discuz(ctx, doc, Rr):
    r = ctx.rng
    tid = r.randint(100000, 9999999)
    h = ['<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
         '<html xmlns="http://www.w3.org/1999/xhtml"><head>', cs_meta(ctx).strip(), '<title>%s - %s - Powered by Discuz!</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('<meta name="generator" content="Discuz! X3.4" /></head><body id="nv_forum" class="pg_viewthread">')
    h.append('<div id="hd"><div class="wp"><h2><a href="/">%s</a></h2></div></div>' % esc(ctx.site[1]))
    h.append('<div id="wp" class="wp"><div id="pt" class="bm cl"><a href="/">%s</a> <em>&rsaquo;</em> <a href="forum-2-1.html">%s</a></div>' % (esc(ctx.w['nav'][0]), esc(ctx.w['nav'][1])))
    h.append('<div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">%s:</span> <span class="xi1">%d</span></div></td><td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">%s</span></h1></td></tr></table>' % (
        esc(ctx.w['views']), r.randint(200, 90000), esc(doc.h1)))
    for n, p in enumerate(doc.posts):
        pid = tid * 10 + n
        h.append('<div id="post_%d"><table id="pid%d" class="plhin" cellspacing="0" cellpadding="0"><tr><td class="pls" rowspan="2"><div class="pi"><div class="authi"><a href="space-uid-%d.html" class="xw1">%s</a></div></div></td>'
                 '<td class="plc"><div class="pi"><strong><a href="#">%s%s</a></strong><div class="pti"><div class="authi"><em id="authorposton%d">%s %s</em></div></div></div>'
                 '<div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_%d">%s</td></tr></table></div></div></div></td></tr></table></div>' % (
                     pid, pid, r.randint(1000, 999999), esc(p['user']), n + 1, esc(ctx.w['floor']) if n else '#', pid, esc(ctx.w['posted']), Rr.ts(p['ts']), pid, esc(p['text'])))
    h.append('</div></div>')
    h += doc.foot
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<div id="ft" class="wp cl">%s</div></body></html>' % foot_common(ctx))
    return '\n'.join(x for x in h if x)


def b_2ch(ctx, doc, Rr):
    r = ctx.rng
    h = ['<html><head>', cs_meta(ctx).strip(), '<title>%s</title>' % esc(doc.title)]
    h += doc.head
    h.append('</head><body bgcolor="#EFEFEF" text="#000000" link="#0000FF" alink="#FF0000" vlink="#660099">')
    h.append('<a href="/stock/">■掲示板に戻る■</a> <a href="./">全部</a> <a href="./1-100">1-</a> <a href="./l50">最新50</a><hr>')
    h.append('<h1 style="color:red;font-size:larger;font-weight:normal;margin:-.5em 0 0;">%s</h1><dl class="thread">' % esc(doc.h1))
    wd = ctx.B['wdays']
    for n, p in enumerate(doc.posts):
        d = p['ts'].inst.astimezone(ctx.tz)
        stamp = '%04d/%02d/%02d(%s) %02d:%02d:%02d.%02d' % (d.year, d.month, d.day, wd[d.weekday()], d.hour, d.minute, d.second, r.randint(0, 99))
        uid = ''.join(r.choice('abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789+/') for _ in range(8))
        h.append('<dt>%d ：<font color="green"><b>%s</b></font>：%s ID:%s</dt><dd> %s <br><br></dd>' % (n + 1, esc(p['user']), stamp, uid, esc(p['text'])))
    h.append('</dl><hr>')
    h += doc.foot
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<font size="-1">%s</font></body></html>' % foot_common(ctx))
    return '\n'.join(x for x in h if x)


def b_ptt(ctx, doc, Rr):
    r = ctx.rng
    d0 = doc.posts[0]['ts'].inst.astimezone(ctx.tz)
    en_wd = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][d0.weekday()]
    en_mo = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d0.month - 1]
    h = ['<!DOCTYPE html><html><head>', cs_meta(ctx).strip(), '<title>[新聞] %s - 看板 Stock - %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('<link rel="stylesheet" href="/bbs/v2.27/bbs-common.css"></head><body><div id="topbar-container"><div id="topbar" class="bbs-content"><a id="logo" href="/bbs/">%s</a> › <a class="board" href="/bbs/Stock/index.html">看板 Stock</a></div></div>' % esc(ctx.site[1]))
    h.append('<div id="main-container"><div id="main-content" class="bbs-screen bbs-content">')
    h.append('<div class="article-metaline"><span class="article-meta-tag">作者</span><span class="article-meta-value">%s</span></div>' % esc(doc.posts[0]['user']))
    h.append('<div class="article-metaline"><span class="article-meta-tag">標題</span><span class="article-meta-value">[新聞] %s</span></div>' % esc(doc.h1))
    h.append('<div class="article-metaline"><span class="article-meta-tag">時間</span><span class="article-meta-value">%s %s %2d %02d:%02d:%02d %d</span></div>' % (
        en_wd, en_mo, d0.day, d0.hour, d0.minute, d0.second, d0.year))
    h.append(esc(doc.posts[0]['text']) + '\n\n--\n※ 發信站: (%s), 來自: %d.%d.%d.%d (臺灣)' % (esc(ctx.site[0]), r.randint(1, 223), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)))
    for p in doc.posts[1:]:
        d = p['ts'].inst.astimezone(ctx.tz)
        tag = r.choice(['推 ', '→ ', '噓 '])
        h.append('<div class="push"><span class="hl push-tag">%s</span><span class="f3 hl push-userid">%s</span><span class="f3 push-content">: %s</span><span class="push-ipdatetime"> %02d/%02d %02d:%02d\n</span></div>' % (
            tag, esc(p['user']), esc(p['text']), d.month, d.day, d.hour, d.minute))
    h.append('</div></div>')
    h += doc.foot
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


def b_krboard(ctx, doc, Rr):
    r = ctx.rng
    h = ['<!DOCTYPE html><html lang="ko"><head>', cs_meta(ctx).strip(), '<title>%s : %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('</head><body><div id="wrap"><div class="board_view">')
    h.append('<table class="tbl_view" summary="게시글 보기"><caption>%s</caption><tr><th>제목</th><td colspan="3">%s</td></tr><tr><th>%s</th><td>%s</td><th>%s</th><td>%s</td></tr><tr><th>%s</th><td colspan="3">%d</td></tr></table>' % (
        esc(ctx.w['nav'][1]), esc(doc.h1), esc(ctx.w['author_post']), esc(doc.posts[0]['user']), esc(ctx.w['posted']), Rr.ts(doc.posts[0]['ts']), esc(ctx.w['views']), r.randint(100, 30000)))
    h.append('<div class="view_content">%s</div>' % esc(doc.posts[0]['text']))
    h.append('<div class="cmt_area"><h4>%s <em>%d</em></h4><ul class="cmt_list">' % (esc(ctx.w['comments']), len(doc.posts) - 1))
    for p in doc.posts[1:]:
        h.append('<li><div class="cmt_info"><span class="nick">%s</span> <span class="date">%s</span></div><p class="cmt_txt">%s</p></li>' % (
            esc(p['user']), esc(ts_text(ctx.lc, p['ts'])), esc(p['text'])))
    h.append('</ul></div></div></div>')
    h += doc.foot
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<div id="footer">%s</div></body></html>' % foot_common(ctx))
    return '\n'.join(x for x in h if x)


def b_phpbb(ctx, doc, Rr):
    r = ctx.rng
    h = ['<!DOCTYPE html>', '<html dir="%s" lang="%s">' % ('rtl' if ctx.bank in ('ar', 'he') else 'ltr', ctx.lc), '<head>', cs_meta(ctx).strip(),
         '<title>%s - %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('<link href="./styles/prosilver/theme/stylesheet.css?assets_version=%d" rel="stylesheet"></head>' % r.randint(10, 90))
    h.append('<body id="phpbb" class="nojs notouch section-viewtopic ltr"><div id="wrap" class="wrap"><div class="headerbar"><a href="./index.php" class="logo">%s</a></div>' % esc(ctx.site[1]))
    h.append('<h2 class="topic-title"><a href="./viewtopic.php?t=%d">%s</a></h2>' % (r.randint(1000, 99999), esc(doc.h1)))
    for n, p in enumerate(doc.posts):
        h.append('<div id="p%d" class="post has-profile bg%d"><div class="inner"><dl class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&amp;u=%d" class="username">%s</a></dt></dl>'
                 '<div class="postbody"><h3>%s%s</h3><p class="author">%s</p><div class="content">%s</div></div></div></div><hr class="divider">' % (
                     r.randint(10000, 999999), n % 2 + 1, r.randint(2, 9999), esc(p['user']), 'Re: ' if n else '', esc(doc.h1), Rr.ts(p['ts']), esc(p['text'])))
    h += doc.foot
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('<div class="copyright">%s · Powered by phpBB&reg;</div></div></body></html>' % foot_common(ctx))
    return '\n'.join(x for x in h if x)


def b_modern(ctx, doc, Rr):
    h = ['<!doctype html>', '<html lang="%s">' % ctx.lc, '<head>', cs_meta(ctx).strip(), '<title>%s · %s</title>' % (esc(doc.title), esc(ctx.site[1]))]
    h += doc.head
    h.append('</head><body><div class="%s"><header>%s</header><main>' % (Rr.c('forum'), esc(ctx.site[1])))
    h.append(Rr.h1(doc.h1))
    h.append('<ul class="%s">' % Rr.c('posts'))
    for p in doc.posts:
        h.append('<li class="%s"><div class="%s"><b>%s</b> %s</div><div class="%s">%s</div></li>' % (Rr.c('post'), Rr.c('post-hd'), esc(p['user']), Rr.ts(p['ts']), Rr.c('post-bd'), esc(p['text'])))
    h.append('</ul></main>')
    h += doc.foot
    h.append('<footer>%s</footer></div>' % foot_common(ctx))
    h += doc.tail
    h.append(maybe_state(ctx, doc))
    h.append('</body></html>')
    return '\n'.join(x for x in h if x)


WRAP = {'soup': w_soup, 'xhtml': w_xhtml, 'html5': w_html5, 'next': w_next, 'nuxt': w_nuxt, 'amp': w_amp, 'wp': w_wp, 'wap': w_wap,
        'print': w_print, 'bootstrap': w_bootstrap, 'gov': w_gov, 'spa': w_spa,
        'discuz': b_discuz, '2ch': b_2ch, 'ptt': b_ptt, 'krboard': b_krboard, 'phpbb': b_phpbb, 'bmodern': b_modern}
FLAVOR = {'soup': 'soup', 'xhtml': 'div', 'html5': 'h5', 'next': 'app', 'nuxt': 'app', 'amp': 'amp', 'wp': 'h5', 'wap': 'min', 'print': 'min',
          'bootstrap': 'div', 'gov': 'h5', 'spa': 'app', 'discuz': 'div', '2ch': 'min', 'ptt': 'min', 'krboard': 'div', 'phpbb': 'h5', 'bmodern': 'app'}

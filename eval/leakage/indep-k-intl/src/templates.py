# Twelve structural templates; each site adds its own name/domain/class prefix, so layouts differ per site.
import json, random, html as H
from datetime import timedelta
CUR = None
R = random.Random(77)
def esc(s): return H.escape(s, quote=True)
def iso(ctx, u):
    from gen import iso as _iso
    return _iso(ctx['zk'], u)
def pre(ctx): return ctx['dom'].split('.')[0][:4]
def legacy(): return bool(CUR and CUR['charset'])

def charset_decl():
    cs = CUR['charset']
    from gen import CHARSET_NAME
    if not cs: return '<meta charset="utf-8">'
    n = CHARSET_NAME[cs]
    if CUR['decl'] == 'meta': return f'<meta charset="{n}">'
    if CUR['decl'] == 'http-equiv': return f'<meta http-equiv="Content-Type" content="text/html; charset={n}">'
    return ''

def jdump(o): return json.dumps(o, ensure_ascii=legacy()).replace('</', '<\\/')

def jsonld(ctx, typ='NewsArticle'):
    o = {'@context': 'https://schema.org', '@type': typ, 'headline': ctx['title'], 'description': ctx['jsonld_desc'],
         'datePublished': iso(ctx, ctx['P']), 'dateModified': iso(ctx, ctx['modified']),
         'publisher': {'@type': 'Organization', 'name': ctx['sname'], 'logo': {'@type': 'ImageObject', 'url': f'https://www.{ctx["dom"]}/static/logo.png'}},
         'mainEntityOfPage': f'https://www.{ctx["dom"]}/'}
    return f'<script type="application/ld+json">{jdump(o)}</script>'

def head(ctx, extra='', ld=True, amp=False):
    W = ctx['W']
    h = [charset_decl(), f'<title>{esc(ctx["title"])} - {esc(ctx["sname"])}</title>',
         '<meta name="viewport" content="width=device-width, initial-scale=1">',
         f'<meta name="description" content="{esc(ctx["desc"])}">', f'<meta property="og:site_name" content="{esc(ctx["sname"])}">',
         f'<meta property="og:title" content="{esc(ctx["title"])}">', f'<meta property="article:published_time" content="{iso(ctx, ctx["P"])}">',
         f'<link rel="canonical" href="https://www.{ctx["dom"]}/">', f'<link rel="stylesheet" href="/static/css/{pre(ctx)}.min.css?v={R.randint(100,999)}">']
    h += [x for x in ctx['head'] if x]
    if ld: h.append(jsonld(ctx))
    h.append(f'<script async src="https://ads.{pre(ctx)}-adnet.com/tag.js"></script>')
    h.append(extra)
    return '\n'.join(x for x in h if x)

def nav(ctx, cls='nav'):
    W = ctx['W']
    return f'<nav class="{cls}"><ul>' + ''.join(f'<li><a href="/{i}/">{esc(n)}</a></li>' for i, n in enumerate(W['nav'])) + '</ul></nav>'

def cookie(ctx):
    return (f'<div id="cookie-consent" class="cc-banner" role="dialog"><p>{esc(ctx["W"]["cookie"])}</p>'
            '<button class="cc-ok">OK</button> <a href="/privacy">Privacy</a></div>')

def footer(ctx, cls='footer'):
    return f'<footer class="{cls}"><p>{esc(ctx["W"]["foot"])}</p><p>© 2026 {esc(ctx["sname"])} · {ctx["dom"]}</p></footer>'

def paras(ctx, tag='p'):
    return '\n'.join(f'<{tag}>{esc(p)}</{tag}>' for p in ctx['paras'])

def figure(ctx):
    alt = ctx['alt'] or ctx['title']
    return f'<figure class="lead-img"><img src="/img/{R.randint(1000,9999)}.jpg" alt="{esc(alt)}" width="640" height="360"><figcaption>{esc(ctx["co"])}</figcaption></figure>'

def related(ctx, cls='related'):
    if not ctx['related']: return ''
    return (f'<section class="{cls}"><h3>{esc(ctx["W"]["rel"])}</h3><ul>' +
            ''.join(f'<li><a href="/a/{R.randint(10000,99999)}.html">{esc(r[2])}</a> <span class="date">{esc(r[1])}</span></li>' for r in ctx['related']) + '</ul></section>')

def comments(ctx, cls='comments', newest_first=False):
    if not ctx['items']: return ''
    its = sorted(ctx['items'], reverse=newest_first)
    users = ['lin_88','tk_2020','wolke7','marco.b','jsilva','hana','kojiro','pm_lee','anon123']
    return (f'<section class="{cls}" id="comments"><h3>{esc(ctx["W"]["com"])} ({len(its)})</h3>' +
            ''.join(f'<div class="c-item"><span class="c-user">{R.choice(users)}</span> <time>{esc(i[1])}</time><p>{esc(i[2])}</p><a class="c-reply" href="#">{esc(ctx["W"]["reply"])}</a></div>' for i in its) + '</section>')

def extras(ctx):
    out = list(ctx['hidden']) + list(ctx['body_end'])
    if ctx['ticker']:
        i, p, s = ctx['ticker']
        out.insert(0, f'<div class="ticker-bar"><span class="tk-name">{esc(i)}</span> <span class="tk-last">{esc(p)}</span> <span class="tk-time">{esc(s)}</span></div>')
    if ctx['state'] is not None:
        out.append(f'<script>window.__INITIAL_STATE__ = {jdump(ctx["state"])};</script>')
    return '\n'.join(out)

def side(ctx):
    return '\n'.join(ctx['sidebar'])

def foot_note(ctx):
    if not ctx['footnote']: return ''
    return f'<p class="note">※ {esc(ctx["W"]["q"])}: {esc(ctx["footnote"])}</p>'

def byline(ctx, sep=' | '):
    W = ctx['W']; s = f'<span class="pub">{esc(W["pub"])} <time>{esc(ctx["pub"])}</time></span>'
    if ctx['upd']: s += f'{sep}<span class="upd">{esc(W["upd"])} <time>{esc(ctx["upd"])}</time></span>'
    return s

def aria(ctx): return f' aria-label="{esc(ctx["aria"])}"' if ctx['aria'] else ''

def t_news(ctx):
    p = pre(ctx)
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}">
<head>
{head(ctx)}
</head>
<body class="{p}-article">
{extras(ctx) if ctx['ticker'] else ''}
<header class="{p}-header"><a class="logo" href="/">{esc(ctx['sname'])}</a>{nav(ctx, p+'-nav')}<form class="search"><input name="q"></form></header>
<div class="ad-slot ad-leaderboard" data-ad-unit="/{p}/top_728x90"></div>
<main class="{p}-main"{aria(ctx)}>
<article>
<h1>{esc(ctx['title'])}</h1>
<div class="meta">{byline(ctx)} <span class="src">{esc(ctx['W']['src'])}: {esc(ctx['sname'])}</span></div>
{figure(ctx)}
<div class="article-body">
{paras(ctx)}
{foot_note(ctx)}
</div>
</article>
{comments(ctx, p+'-comments')}
</main>
<aside class="{p}-sidebar">{side(ctx)}{related(ctx)}<div class="ad-slot" data-ad-unit="/{p}/side_300x250"></div></aside>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx, p+'-footer')}
{cookie(ctx)}
<script src="/static/js/{p}.bundle.js"></script>
</body>
</html>'''

def t_legacy(ctx):
    W = ctx['W']
    rel = ''.join(f'<tr><td><font size="2">・<a href="/old/{R.randint(100,999)}.htm">{esc(r[2])}</a> ({esc(r[1])})</font></td></tr>' for r in ctx['related'])
    its = ''.join(f'<tr><td bgcolor="#eeeeee"><font size="2"><b>{esc(i[1])}</b> {esc(i[2])}</font></td></tr>' for i in ctx['items'])
    return f'''<html>
<head>
{charset_decl()}
<title>{esc(ctx['title'])}</title>
{''.join(x for x in ctx['head'] if x)}
<meta name="description" content="{esc(ctx['desc'])}">
{jsonld(ctx, 'Article')}
</head>
<body bgcolor="#ffffff" text="#000000" link="#0000cc">
<table width="760" border="0" cellpadding="2" cellspacing="0" align="center">
<tr><td bgcolor="#003366"><font color="#ffffff" size="4"><b>{esc(ctx['sname'])}</b></font></td></tr>
<tr><td><font size="2"><a href="/">{esc(W['home'])}</a> &gt; {esc(W['nav'][2])}</font></td></tr>
<tr><td{aria(ctx)}><h2>{esc(ctx['title'])}</h2><font size="2" color="#666666">{esc(ctx['pub'])}{(' / ' + esc(W['upd']) + ' ' + esc(ctx['upd'])) if ctx['upd'] else ''}</font></td></tr>
<tr><td>{figure(ctx)}{paras(ctx)}{foot_note(ctx)}</td></tr>
{its}
<tr><td><hr size="1">{side(ctx)}<table>{rel}</table></td></tr>
<tr><td align="center"><font size="1">{esc(W['foot'])}<br>Since 2003 {esc(ctx['dom'])}</font></td></tr>
</table>
{extras(ctx)}
<img src="/cgi-bin/counter.cgi?id={pre(ctx)}" width="1" height="1">
</body>
</html>'''

def t_forum(ctx):
    W = ctx['W']; p = pre(ctx)
    op = f'<div class="post op" id="p1"><div class="p-head"><b>1{esc(W["ago"]) if len(W["ago"])==1 and W["ago"]!="#" else ""}</b> <span class="u">{esc(ctx["sname"])}_mod</span> <span class="dt">{esc(ctx["pub"])}</span>{(" <em>" + esc(W["upd"]) + " " + esc(ctx["upd"]) + "</em>") if ctx["upd"] else ""}</div><div class="p-body">{figure(ctx)}{paras(ctx)}{foot_note(ctx)}</div></div>'
    posts = ''.join(f'<div class="post" id="p{k+2}"><div class="p-head"><b>#{k+2}</b> <span class="u">user{R.randint(100,9999)}</span> <span class="dt">{esc(i[1])}</span></div><div class="p-body">{esc(i[2])}</div></div>' for k, i in enumerate(sorted(ctx['items'])))
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx, ld=False)}
<script type="application/ld+json">{jdump({"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":ctx['title'],"datePublished":iso(ctx, ctx['P']),"dateModified":iso(ctx, ctx['modified']),"text":ctx['jsonld_desc']})}</script>
</head>
<body class="forum {p}">
<div id="top-bar"><a href="/">{esc(ctx['sname'])}</a> · <a href="/login">Login</a></div>
{nav(ctx, 'board-nav')}
{extras(ctx) if ctx['ticker'] else ''}
<div class="thread"{aria(ctx)}>
<h1 class="thread-title">{esc(ctx['title'])}</h1>
{op}
{posts}
<div class="pager"><a href="?page=1">1</a></div>
</div>
<div class="board-side">{side(ctx)}{related(ctx, 'hot-threads')}</div>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx)}
</body></html>'''

def t_blog(ctx):
    W = ctx['W']; p = pre(ctx)
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}">
<head>
{head(ctx, extra='<link rel="alternate" type="application/rss+xml" href="/feed/">')}
<style>.entry-content p{{line-height:1.8}}</style>
</head>
<body class="post-template-default single single-post wp-theme-{p}">
<div id="page" class="site">
<header id="masthead" class="site-header"><p class="site-title"><a href="/">{esc(ctx['sname'])}</a></p>{nav(ctx, 'main-navigation')}</header>
{extras(ctx) if ctx['ticker'] else ''}
<div id="content" class="site-content"><div id="primary" class="content-area"{aria(ctx)}>
<article class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">{esc(ctx['title'])}</h1>
<div class="entry-meta"><span class="posted-on">{byline(ctx, ' / ')}</span></div></header>
<div class="entry-content">{figure(ctx)}{paras(ctx)}{foot_note(ctx)}</div>
<footer class="entry-footer"><span class="cat-links"><a href="/category/kabu/">{esc(W['nav'][2])}</a></span></footer>
</article>
{comments(ctx, 'comments-area')}
</div>
<aside id="secondary" class="widget-area">{side(ctx)}{related(ctx, 'widget widget_recent_entries')}</aside></div>
{'' if ctx['ticker'] else extras(ctx)}
<footer id="colophon" class="site-footer">Proudly powered by WordPress | {esc(ctx['sname'])}</footer></div>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
</body></html>'''

def t_wire(ctx):
    W = ctx['W']; p = pre(ctx)
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx)}
</head>
<body class="release-page">
<div class="wire-top"><span class="wire-logo">{esc(ctx['sname'])}</span>{nav(ctx, 'wire-nav')}</div>
{extras(ctx) if ctx['ticker'] else ''}
<div class="release"{aria(ctx)}>
<p class="release-type">PRESS RELEASE</p>
<h1>{esc(ctx['title'])}</h1>
<p class="dateline"><strong>{esc(ctx['co'])}</strong> — {esc(ctx['pub'])}{(' — ' + esc(W['upd']) + ': ' + esc(ctx['upd'])) if ctx['upd'] else ''}</p>
{figure(ctx)}
{paras(ctx)}
{foot_note(ctx)}
{comments(ctx, 'release-updates')}
<h3>Contact</h3><p>IR / {esc(ctx['co'])} · ir@{ctx['dom']}</p>
<p class="disclaimer">Forward-looking statements: actual results may differ materially from expectations.</p>
</div>
<div class="wire-side">{side(ctx)}{related(ctx, 'more-releases')}</div>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx, 'wire-footer')}
</body></html>'''

def quote_table(ctx):
    kw = ctx['kw']
    rows = [('Open', kw['px']), ('High', kw['px']), ('Low', kw['px']), ('Prev.', kw['px']), ('%', f"+{kw['n2']}%")]
    return '<table class="q-table">' + ''.join(f'<tr><th>{a}</th><td>{esc(str(b))}</td></tr>' for a, b in rows) + '</table>'

def t_quote(ctx):
    W = ctx['W']; p = pre(ctx)
    asof = ctx['items'][-1][1] if ctx['items'] else ctx['pub']
    news = ''.join(f'<li><span class="d">{esc(r[1])}</span> <a href="/news/{R.randint(1000,9999)}">{esc(r[2])}</a></li>' for r in ctx['related'])
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx)}
</head>
<body class="quote-page {p}">
<header>{esc(ctx['sname'])} {nav(ctx, 'q-nav')}</header>
{extras(ctx) if ctx['ticker'] else ''}
<section class="q-head"{aria(ctx)}><h1>{esc(ctx['co'])} <small>{esc(ctx['W']['q'])}</small></h1>
<div class="q-last"><span class="price">{esc(ctx['px'])}</span> <span class="chg up">+{ctx['kw']['n2']}%</span></div>
<p class="asof">{esc(asof)}</p></section>
{quote_table(ctx)}
{foot_note(ctx)}
<section class="q-news"><h2>{esc(ctx['title'])}</h2><p class="meta">{byline(ctx)}</p>{paras(ctx)}{figure(ctx)}<ul>{news}</ul></section>
{comments(ctx, 'q-board')}
<aside>{side(ctx)}</aside>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx)}
<script src="/js/chart.{p}.js" data-symbol="{esc(ctx['co'])}"></script>
</body></html>'''

def t_spa(ctx):
    W = ctx['W']; p = pre(ctx)
    st = {'props': {'pageProps': {'article': {'title': ctx['title'], 'publishedAt': iso(ctx, ctx['P']), 'updatedAt': iso(ctx, ctx['modified']),
          'body': ctx['paras'][:2]}, 'related': [{'title': r[2], 'date': r[1]} for r in ctx['related']]}}, 'page': '/article/[id]', 'buildId': f'{p}{R.randint(1000,9999)}'}
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx)}
<link rel="preload" href="/_next/static/chunks/main-{R.randint(10**7,10**8)}.js" as="script">
</head>
<body>
<div id="__next"><div class="Layout_root__x1">
<header class="Header_header__a9">{esc(ctx['sname'])}{nav(ctx, 'Header_nav__b2')}</header>
{extras(ctx) if ctx['ticker'] else ''}
<main class="Article_main__k3"{aria(ctx)}><h1 class="Article_title__q8">{esc(ctx['title'])}</h1>
<div class="Article_meta__z1">{byline(ctx)}</div>{figure(ctx)}<div class="Article_body__m4">{paras(ctx)}{foot_note(ctx)}</div>
{comments(ctx, 'Comments_list__r5')}</main>
<aside class="Side_side__p0">{side(ctx)}{related(ctx, 'Related_box__c7')}</aside>
{footer(ctx, 'Footer_footer__f2')}</div></div>
{'' if ctx['ticker'] else extras(ctx)}
<script id="__NEXT_DATA__" type="application/json">{jdump(st)}</script>
</body></html>'''

def t_amp(ctx):
    W = ctx['W']
    alt = ctx['alt'] or ctx['title']
    return f'''<!doctype html>
<html ⚡ lang="{ctx['X']['html']}">
<head>
{head(ctx, extra='<script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>')}
</head>
<body>
<header class="amp-header"><a href="/">{esc(ctx['sname'])}</a></header>
{extras(ctx) if ctx['ticker'] else ''}
<article class="amp-article"{aria(ctx)}>
<h1>{esc(ctx['title'])}</h1>
<div class="amp-meta">{byline(ctx, '<br>')}</div>
<amp-img src="/img/{R.randint(1000,9999)}.jpg" width="640" height="360" layout="responsive" alt="{esc(alt)}"></amp-img>
{paras(ctx)}
{foot_note(ctx)}
<amp-ad width="300" height="250" type="doubleclick" data-slot="/{pre(ctx)}/amp_mid"></amp-ad>
</article>
{comments(ctx, 'amp-comments', newest_first=True)}
{side(ctx)}{related(ctx, 'amp-related')}
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx, 'amp-footer')}
<amp-analytics type="gtag"><script type="application/json">{{"vars":{{"gtag_id":"G-{pre(ctx).upper()}01"}}}}</script></amp-analytics>
</body></html>'''

def t_ir(ctx):
    W = ctx['W']
    rows = [(i[1], i[2]) for i in sorted(ctx['items'], reverse=True)] + [(r[1], r[2]) for r in ctx['related']]
    trs = ''.join(f'<tr><td class="d">{esc(a)}</td><td><a href="/ir/pdf/{R.randint(10000,99999)}.pdf">{esc(b)}</a> <span class="pdf">[PDF]</span></td></tr>' for a, b in rows)
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx)}
</head>
<body id="ir">
<div class="corp-header"><img src="/img/logo.svg" alt="{esc(ctx['co'])}"> {nav(ctx, 'gnav')}</div>
<div class="breadcrumb"><a href="/">{esc(W['home'])}</a> &gt; IR</div>
{extras(ctx) if ctx['ticker'] else ''}
<div class="ir-main"{aria(ctx)}>
<h1>{esc(ctx['title'])}</h1><p class="release-date">{byline(ctx)}</p>
{figure(ctx)}{paras(ctx)}{foot_note(ctx)}
<h2>IR News</h2><table class="ir-list">{trs}</table>
</div>
<div class="ir-side">{side(ctx)}</div>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx, 'corp-footer')}
</body></html>'''

def t_calendar(ctx):
    from langs import dy
    W = ctx['W']; lang = ctx['lang']
    from datetime import datetime
    fut = []
    for k in range(4):
        d = ctx['S'] + timedelta(days=k * R.randint(1, 4))
        fut.append(f'<tr class="upcoming"><td>{esc(dy(lang, datetime.combine(d, datetime.min.time()), k))}</td><td>{esc(ctx["co"] if k % 2 == 0 else ctx["idx"])}</td><td class="fc">{R.randint(1,9)}.{R.randint(0,9)}%</td><td class="act">—</td></tr>')
    past = ''.join(f'<tr class="past"><td>{esc(r[1])}</td><td>{esc(r[2])}</td><td class="fc">{R.randint(1,9)}.{R.randint(0,9)}%</td><td class="act">{R.randint(1,9)}.{R.randint(0,9)}%</td></tr>' for r in ctx['related'])
    its = ''.join(f'<tr class="past"><td>{esc(i[1])}</td><td>{esc(i[2])}</td><td></td><td></td></tr>' for i in ctx['items'])
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx)}
</head>
<body class="calendar">
<div class="hdr">{esc(ctx['sname'])} {nav(ctx)}</div>
{extras(ctx) if ctx['ticker'] else ''}
<h1{aria(ctx)}>{esc(ctx['title'])}</h1>
<p class="meta">{byline(ctx)}</p>
<table class="cal"><thead><tr><th>Date</th><th>Event</th><th>Forecast</th><th>Actual</th></tr></thead>
<tbody>{''.join(fut)}{its}{past}</tbody></table>
{foot_note(ctx)}
<div class="explain">{figure(ctx)}{paras(ctx)}</div>
<div class="side">{side(ctx)}</div>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx)}
{cookie(ctx)}
</body></html>'''

def t_live(ctx):
    W = ctx['W']; p = pre(ctx)
    ents = ''.join(f'<li class="entry"><time class="e-time">{esc(i[1])}</time><div class="e-text">{esc(i[2])}</div></li>' for i in sorted(ctx['items'], reverse=True))
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx, ld=False)}
<script type="application/ld+json">{jdump({"@context":"https://schema.org","@type":"LiveBlogPosting","headline":ctx['title'],"description":ctx['jsonld_desc'],"coverageStartTime":iso(ctx, ctx['P']),"datePublished":iso(ctx, ctx['P']),"dateModified":iso(ctx, ctx['modified'])})}</script>
</head>
<body class="live {p}">
<header class="live-header"><b>{esc(ctx['sname'])}</b> <span class="live-dot">LIVE</span>{nav(ctx)}</header>
{extras(ctx) if ctx['ticker'] else ''}
<h1{aria(ctx)}>{esc(ctx['title'])}</h1><p class="meta">{byline(ctx)}</p>
<ul class="timeline">{ents}<li class="entry first"><time>{esc(ctx['pub'])}</time><div class="e-text">{paras(ctx)}{figure(ctx)}</div></li></ul>
{foot_note(ctx)}
<aside>{side(ctx)}{related(ctx)}</aside>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx)}
<script>setInterval(function(){{fetch('/live/poll?since='+window.__last)}},30000);</script>
</body></html>'''

def t_qa(ctx):
    W = ctx['W']
    ans = ''.join(f'<div class="answer" data-votes="{R.randint(0,40)}"><div class="a-body">{esc(i[2])}</div><div class="a-meta">answered <span>{esc(i[1])}</span></div></div>' for i in sorted(ctx['items']))
    q = {"@context": "https://schema.org", "@type": "QAPage", "mainEntity": {"@type": "Question", "name": ctx['title'], "text": ctx['jsonld_desc'], "dateCreated": iso(ctx, ctx['P']), "dateModified": iso(ctx, ctx['modified']), "answerCount": len(ctx['items'])}}
    return f'''<!DOCTYPE html>
<html lang="{ctx['X']['html']}"><head>
{head(ctx, ld=False)}
<script type="application/ld+json">{jdump(q)}</script>
</head>
<body class="qa">
<div class="topbar">{esc(ctx['sname'])} {nav(ctx, 'tabs')}</div>
{extras(ctx) if ctx['ticker'] else ''}
<div class="question"{aria(ctx)}><h1>{esc(ctx['title'])}</h1><div class="q-meta">asked {esc(ctx['pub'])}{(' · edited ' + esc(ctx['upd'])) if ctx['upd'] else ''}</div>
<div class="q-body">{paras(ctx)}{figure(ctx)}{foot_note(ctx)}</div></div>
<div class="answers"><h2>{len(ctx['items'])} Answers</h2>{ans}</div>
<div class="sidebar">{side(ctx)}{related(ctx, 'linked')}</div>
{'' if ctx['ticker'] else extras(ctx)}
{footer(ctx)}
</body></html>'''

TEMPLATES = dict(news=t_news, legacy=t_legacy, forum=t_forum, blog=t_blog, wire=t_wire, quote=t_quote, spa=t_spa, amp=t_amp,
                 ir=t_ir, calendar=t_calendar, live=t_live, qa=t_qa)

"""Site templates. Each takes a dict p and returns an HTML string containing {{CHARSET}}."""
import json, random
from core import esc

def g(p, k, d=''):
    v = p.get(k, d)
    return d if v is None else v

def js(obj):
    return json.dumps(obj, ensure_ascii=False).replace('</', '<\\/')

def paras(p, tag='p', cls=None):
    c = ' class="%s"' % cls if cls else ''
    return '\n'.join('<%s%s>%s</%s>' % (tag, c, x, tag) for x in g(p, 'body', []))

def lis(items, fmt='<li>%s</li>'):
    return '\n'.join(fmt % x for x in items)

def T_oldnews(p):
    """Tag-soup table-layout regional newspaper (GBK/Shift_JIS era)."""
    nav = ' | '.join('<a href="/%s/">%s</a>' % (i, n) for i, n in enumerate(g(p, 'nav', ['首页'])))
    side = ''.join('<tr><td class=s12>&middot; %s</td></tr>' % x for x in g(p, 'side', []))
    com = ''.join('<tr><td bgcolor=#f3f3f3><font color=#666>%s</font> %s<br>%s</td></tr>' % c for c in g(p, 'comments', []))
    return '''<html>
<head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
<style>.s12{font-size:12px;line-height:20px}.t{font-size:22px;font-weight:bold}</style>
<script language="javascript" src="/js/ad_%(adid)s.js"></script>
</head>
<body topmargin=0 leftmargin=0 bgcolor=#ffffff>
<table width=960 align=center cellpadding=0 cellspacing=0><tr><td><img src="/images/logo.gif" alt="%(site)s" width=220 height=60></td>
<td align=right class=s12>%(topline)s</td></tr></table>
<table width=960 align=center bgcolor=#b40000><tr><td class=s12><font color=white>%(nav)s</font></td></tr></table>
<marquee scrollamount=3 class=s12>%(ticker)s</marquee>
<table width=960 align=center><tr><td width=680 valign=top>
<font class=s12>%(crumb)s</font><br>
<center><span class=t>%(headline)s</span><br><font class=s12 color=#888>%(stamp)s</font></center>
<hr size=1 color=#cccccc>
<div id=content class=s12>
%(body)s
%(extra)s
</div>
<p class=s12 align=right>%(editor)s</p>
<table width=100%% cellpadding=4>%(com)s</table>
</td><td width=10></td><td width=270 valign=top>
<table width=100%% border=0><tr><td bgcolor=#eeeeee><b>%(side_title)s</b></td></tr>%(side)s</table>
<br><img src="/ad/banner270.gif" width=270 height=200 alt="%(alt)s">
</td></tr></table>
%(hidden)s
<table width=960 align=center><tr><td align=center class=s12><hr size=1>%(footer)s</td></tr></table>
<script>var _hmt=_hmt||[];</script>
</body></html>''' % dict(title=esc(p['title']), meta=g(p, 'meta'), adid=random.randint(10, 99), site=esc(p['site']),
      topline=g(p, 'topline'), nav=nav, ticker=g(p, 'ticker'), crumb=g(p, 'crumb'), headline=p['headline'], stamp=g(p, 'stamp'),
      body=paras(p), extra=g(p, 'extra'), editor=g(p, 'editor'), com=com, side_title=g(p, 'side_title'), side=side,
      alt=esc(g(p, 'alt', 'ad')), hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_modnews(p):
    """Modern regional newspaper with JSON-LD, cookie banner, most-read aside."""
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": p['headline_plain'] if 'headline_plain' in p else p['title'],
          "datePublished": p['pub_iso'], "dateModified": p.get('mod_iso', p['pub_iso']),
          "publisher": {"@type": "Organization", "name": p['site']}, "inLanguage": p['lang']}
    if p.get('ld_extra'): ld.update(p['ld_extra'])
    most = ''.join('<li><a href="/a/%d">%s</a></li>' % (i + 1001, x) for i, x in enumerate(g(p, 'side', [])))
    rel = ''.join('<article class="teaser"><h3>%s</h3></article>' % x for x in g(p, 'related', []))
    com = ''.join('<div class="c"><b>%s</b> <time>%s</time><p>%s</p></div>' % c for c in g(p, 'comments', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
{{CHARSET}}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%(title)s | %(site)s</title>
<meta property="og:title" content="%(title)s">
<meta property="article:published_time" content="%(pub)s">
%(meta)s
<link rel="canonical" href="%(url)s">
<script type="application/ld+json">%(ld)s</script>
<link rel="stylesheet" href="/static/css/main.%(h)s.css">
</head>
<body class="article-page">
<div id="cmp" class="consent"><p>%(cookie)s</p><button>OK</button></div>
<header class="masthead"><a class="logo" href="/">%(site)s</a>
<nav><ul>%(nav)s</ul></nav></header>
<main>
<div class="breadcrumb">%(crumb)s</div>
<article>
<p class="kicker">%(kicker)s</p>
<h1>%(headline)s</h1>
<div class="byline">%(byline)s · <time datetime="%(pub)s">%(stamp)s</time></div>
<figure><img src="/img/%(h)s.jpg" alt="%(alt)s"><figcaption>%(cap)s</figcaption></figure>
%(body)s
%(extra)s
</article>
<section class="related">%(rel)s</section>
<section id="comments"><h2>%(ctitle)s</h2>%(com)s</section>
</main>
<aside class="most-read"><h2>%(side_title)s</h2><ol>%(most)s</ol></aside>
%(hidden)s
<footer><p>%(footer)s</p></footer>
<script src="/static/js/app.%(h)s.js" defer></script>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=esc(p['site']), pub=p['pub_iso'], meta=g(p, 'meta'), url=p['url'],
      ld=js(ld), h='%08x' % random.getrandbits(32), cookie=g(p, 'cookie'), nav=''.join('<li>%s</li>' % n for n in g(p, 'nav', [])),
      crumb=g(p, 'crumb'), kicker=g(p, 'kicker'), headline=p['headline'], byline=g(p, 'byline'), stamp=g(p, 'stamp'),
      alt=esc(g(p, 'alt')), cap=g(p, 'cap'), body=paras(p), extra=g(p, 'extra'), rel=rel, ctitle=g(p, 'ctitle'), com=com,
      side_title=g(p, 'side_title'), most=most, hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_gazette(p):
    """Government gazette / official notice."""
    toc = ''.join('<tr><td>%s</td><td>%s</td><td>%s</td></tr>' % tuple(r) for r in g(p, 'rows', []))
    att = ''.join('<li><a href="/files/%s">%s</a></li>' % (i, a) for i, a in enumerate(g(p, 'attach', [])))
    return '''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
<link href="/css/gov.css" rel="stylesheet" type="text/css">
</head>
<body>
<div id="govbar"><img src="/img/emblem.png" alt="%(alt)s"> %(site)s</div>
<div id="menu">%(nav)s</div>
<div id="main">
<div class="gz-head"><span class="issue">%(issue)s</span><span class="date">%(stamp)s</span></div>
<h2 class="gz-title">%(headline)s</h2>
<div class="gz-no">%(docno)s</div>
<div class="gz-body">
%(body)s
</div>
%(extra)s
<table class="toc" border="1" cellspacing="0"><caption>%(toc_title)s</caption>%(toc)s</table>
<ul class="attach">%(att)s</ul>
<div class="sign">%(sign)s</div>
</div>
%(hidden)s
<div id="footer">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), meta=g(p, 'meta'), alt=esc(g(p, 'alt', '')), site=p['site'],
      nav=' &gt; '.join(g(p, 'nav', [])), issue=g(p, 'issue'), stamp=g(p, 'stamp'), headline=p['headline'], docno=g(p, 'docno'),
      body=paras(p), extra=g(p, 'extra'), toc_title=g(p, 'toc_title'), toc=toc, att=att, sign=g(p, 'sign'), hidden=g(p, 'hidden'),
      footer=g(p, 'footer'))

def T_rates(p):
    """Bank rate table page with embedded rate JSON."""
    head = ''.join('<th>%s</th>' % h for h in p['cols'])
    rows = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % c for c in r) for r in p['rows'])
    notes = ''.join('<li>%s</li>' % n for n in g(p, 'notes', []))
    return '''<!doctype html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s - %(site)s</title>
%(meta)s
<script>window.__RATES__ = %(state)s;</script>
</head>
<body>
<div class="top"><div class="logo">%(site)s</div><div class="links">%(nav)s</div></div>
<div class="banner"><img src="/upload/banner/loan.jpg" alt="%(alt)s"></div>
<div class="wrap">
<div class="lmenu"><ul>%(lmenu)s</ul></div>
<div class="cont">
<h1>%(headline)s</h1>
<p class="eff">%(stamp)s</p>
%(body)s
<table class="rate" cellspacing="0" cellpadding="6" border="1"><thead><tr>%(head)s</tr></thead><tbody>%(rows)s</tbody></table>
<ol class="notes">%(notes)s</ol>
%(extra)s
</div></div>
%(hidden)s
<div class="foot">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=p['site'], meta=g(p, 'meta'), state=js(g(p, 'json', {})),
      nav=' '.join('<a href="#">%s</a>' % n for n in g(p, 'nav', [])), alt=esc(g(p, 'alt', '')),
      lmenu=''.join('<li>%s</li>' % x for x in g(p, 'side', [])), headline=p['headline'], stamp=g(p, 'stamp'), body=paras(p),
      head=head, rows=rows, notes=notes, extra=g(p, 'extra'), hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_qa(p):
    """Q&A site (Zhihu / Chiebukuro-like)."""
    ans = ''.join('''<div class="answer"><div class="author">%s</div><div class="meta">%s</div><div class="content">%s</div><div class="vote">%s</div></div>''' % a
                  for a in g(p, 'answers', []))
    rel = ''.join('<li><a href="/q/%d">%s</a></li>' % (7000 + i, x) for i, x in enumerate(g(p, 'side', [])))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s - %(site)s</title>
%(meta)s
<script id="js-initialData" type="text/json">%(state)s</script>
</head>
<body>
<header class="AppHeader"><span class="logo">%(site)s</span><input placeholder="%(search)s"><a>%(login)s</a></header>
<main class="Question">
<div class="QuestionHeader"><div class="tags">%(tags)s</div><h1>%(headline)s</h1>
<div class="QuestionRichText">%(body)s</div>
<div class="QuestionMeta">%(stamp)s</div></div>
<div class="AnswerList"><h2>%(atitle)s</h2>%(ans)s</div>
%(extra)s
</main>
<aside><h3>%(side_title)s</h3><ul>%(rel)s</ul></aside>
%(hidden)s
<footer>%(footer)s</footer>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=p['site'], meta=g(p, 'meta'), state=js(g(p, 'json', {})),
      search=esc(g(p, 'search', '')), login=g(p, 'login', ''), tags=' '.join('<span>%s</span>' % t for t in g(p, 'tags', [])),
      headline=p['headline'], body=paras(p), stamp=g(p, 'stamp'), atitle=g(p, 'atitle'), ans=ans, extra=g(p, 'extra'),
      side_title=g(p, 'side_title'), rel=rel, hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_listing(p):
    """Classified ads / job board / listings index: list of items with stamps."""
    items = ''.join('<li class="item"><a href="/ad/%d"><h3>%s</h3></a><span class="price">%s</span><span class="when">%s</span><p>%s</p></li>'
                    % ((880000 + i,) + tuple(it)) for i, it in enumerate(p['items']))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
</head>
<body>
<div class="hdr"><b>%(site)s</b> <span>%(tag)s</span> <a class="post">%(postlbl)s</a></div>
<div class="filters">%(filters)s</div>
<h1>%(headline)s</h1>
<p class="count">%(stamp)s</p>
%(body)s
<ul class="results">%(items)s</ul>
%(extra)s
<div class="pager">1 2 3 … 48 »</div>
<div class="side">%(side)s</div>
%(hidden)s
<script>var dataLayer=[%(state)s];</script>
<div class="ftr">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), meta=g(p, 'meta'), site=p['site'], tag=g(p, 'tag'), postlbl=g(p, 'postlbl'),
      filters=g(p, 'filters'), headline=p['headline'], stamp=g(p, 'stamp'), body=paras(p), items=items, extra=g(p, 'extra'),
      side=''.join('<p>%s</p>' % x for x in g(p, 'side', [])), hidden=g(p, 'hidden'), state=js(g(p, 'json', {})), footer=g(p, 'footer'))

def T_detail(p):
    """Detail page: real-estate listing, job posting, product/price-comparison: spec table + history + similar."""
    spec = ''.join('<tr><th>%s</th><td>%s</td></tr>' % tuple(r) for r in g(p, 'spec', []))
    hist = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % c for c in r) for r in g(p, 'rows', []))
    sim = ''.join('<div class="card">%s</div>' % x for x in g(p, 'side', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
{{CHARSET}}
<title>%(title)s</title>
<meta name="description" content="%(desc)s">
%(meta)s
<script type="application/json" id="__STATE__">%(state)s</script>
</head>
<body>
<nav class="top">%(site)s · %(nav)s</nav>
<section class="hero"><img src="/media/%(pid)s/1.jpg" alt="%(alt)s"><h1>%(headline)s</h1><div class="price">%(price)s</div><div class="posted">%(stamp)s</div></section>
<section class="desc">%(body)s</section>
<table class="spec">%(spec)s</table>
<h2>%(htitle)s</h2>
<table class="history"><tr>%(hcols)s</tr>%(hist)s</table>
%(extra)s
<section class="contact">%(contact)s</section>
<section class="similar"><h2>%(side_title)s</h2>%(sim)s</section>
%(hidden)s
<footer>%(footer)s</footer>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), desc=esc(g(p, 'desc')), meta=g(p, 'meta'), state=js(g(p, 'json', {})),
      site=p['site'], nav=' · '.join(g(p, 'nav', [])), pid=random.randint(10000, 99999), alt=esc(g(p, 'alt')), headline=p['headline'],
      price=g(p, 'price'), stamp=g(p, 'stamp'), body=paras(p), spec=spec, htitle=g(p, 'htitle'),
      hcols=''.join('<th>%s</th>' % c for c in g(p, 'cols', [])), hist=hist, extra=g(p, 'extra'), contact=g(p, 'contact'),
      side_title=g(p, 'side_title'), sim=sim, hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_reviews(p):
    """Consumer review site / app store page."""
    rev = ''.join('<div class="review"><div class="stars">%s</div><b>%s</b> <span class="date">%s</span><p>%s</p></div>' % r for r in g(p, 'reviews', []))
    ver = ''.join('<li><b>%s</b> <span>%s</span> %s</li>' % tuple(v) for v in g(p, 'rows', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s" dir="%(dir)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
<script type="application/ld+json">%(state)s</script>
</head><body>
<div class="store-top">%(site)s <span class="search">%(nav)s</span></div>
<div class="app-head"><img class="icon" src="/icons/%(pid)s.png" alt="%(alt)s"><h1>%(headline)s</h1><div class="dev">%(dev)s</div>
<div class="score">%(score)s</div><div class="upd">%(stamp)s</div></div>
<div class="about">%(body)s</div>
<h2>%(vtitle)s</h2><ul class="versions">%(ver)s</ul>
<h2>%(rtitle)s</h2>%(rev)s
%(extra)s
<div class="more">%(side)s</div>
%(hidden)s
<div class="legal">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], dir=g(p, 'dir', 'ltr'), title=esc(p['title']), meta=g(p, 'meta'), state=js(g(p, 'json', {})),
      site=p['site'], nav=' '.join(g(p, 'nav', [])), pid=random.randint(100, 999), alt=esc(g(p, 'alt')), headline=p['headline'],
      dev=g(p, 'dev'), score=g(p, 'score'), stamp=g(p, 'stamp'), body=paras(p), vtitle=g(p, 'vtitle'), ver=ver, rtitle=g(p, 'rtitle'),
      rev=rev, extra=g(p, 'extra'), side=' · '.join(g(p, 'side', [])), hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_tv(p):
    """TV station news page with player, schedule and latest-news rail."""
    sched = ''.join('<tr><td class="tm">%s</td><td>%s</td></tr>' % tuple(r) for r in g(p, 'rows', []))
    rail = ''.join('<li><span class="t">%s</span> %s</li>' % tuple(x) for x in g(p, 'side', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s｜%(site)s</title>
%(meta)s
<script>var playerConfig = %(state)s;</script>
</head><body>
<div id="g-header"><div class="ch-logo">%(site)s</div><ul class="g-nav">%(nav)s</ul><div class="onair">%(onair)s</div></div>
<div id="player"><video poster="/thumb/%(vid)s.jpg" data-src="https://vod.%(dom)s/hls/%(vid)s/master.m3u8"></video><p class="vt">%(alt)s</p></div>
<div class="newsbody"><h1>%(headline)s</h1><p class="date">%(stamp)s</p>
%(body)s
%(extra)s
</div>
<div class="rail"><h3>%(side_title)s</h3><ul>%(rail)s</ul></div>
<div class="sched"><h3>%(sched_title)s</h3><table>%(sched)s</table></div>
%(hidden)s
<div id="g-footer">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=p['site'], meta=g(p, 'meta'), state=js(g(p, 'json', {})),
      nav=''.join('<li>%s</li>' % n for n in g(p, 'nav', [])), onair=g(p, 'onair'), vid=random.randint(100000, 999999),
      dom=g(p, 'dom', 'tv.com'), alt=g(p, 'alt'), headline=p['headline'], stamp=g(p, 'stamp'), body=paras(p), extra=g(p, 'extra'),
      side_title=g(p, 'side_title'), rail=rail, sched_title=g(p, 'sched_title'), sched=sched, hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_univ(p):
    """University research news / press office."""
    rel = ''.join('<li>%s</li>' % x for x in g(p, 'side', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s — %(site)s</title>
%(meta)s
</head><body class="uni">
<div class="skip"><a href="#content">%(skip)s</a></div>
<header><div class="seal">%(site)s</div><div class="fac">%(fac)s</div></header>
<div id="content" class="press">
<div class="pr-date">%(stamp)s</div>
<h1>%(headline)s</h1>
<p class="lead">%(lead)s</p>
%(body)s
<div class="paper"><h4>%(ref_title)s</h4><p>%(ref)s</p></div>
%(extra)s
<div class="contact"><h4>%(ct_title)s</h4>%(contact)s</div>
</div>
<div class="news-more"><h3>%(side_title)s</h3><ul>%(rel)s</ul></div>
%(hidden)s
<footer>%(footer)s</footer>
<script>%(script)s</script>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=p['site'], meta=g(p, 'meta'), skip=g(p, 'skip', '↓'),
      fac=g(p, 'fac'), stamp=g(p, 'stamp'), headline=p['headline'], lead=g(p, 'lead'), body=paras(p), ref_title=g(p, 'ref_title'),
      ref=g(p, 'ref'), extra=g(p, 'extra'), ct_title=g(p, 'ct_title'), contact=g(p, 'contact'), side_title=g(p, 'side_title'),
      rel=rel, hidden=g(p, 'hidden'), footer=g(p, 'footer'), script=g(p, 'script', 'window.ga=window.ga||function(){};'))

def T_company(p):
    """Company's own news page: list of notices + one opened item."""
    lst = ''.join('<dl class="news-item"><dt>%s</dt><dd><span class="cat">%s</span> %s</dd></dl>' % tuple(x) for x in g(p, 'rows', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
</head><body>
<div class="corp-header"><div class="corp-logo">%(site)s</div><ul>%(nav)s</ul><div class="lang-sw">%(langsw)s</div></div>
<div class="kv"><img src="/common/img/kv_news.jpg" alt="%(alt)s"></div>
<div class="container">
<article class="news-detail">
<p class="news-date">%(stamp)s</p>
<h1>%(headline)s</h1>
%(body)s
%(extra)s
</article>
<section class="news-list"><h2>%(side_title)s</h2>%(lst)s</section>
</div>
%(hidden)s
<div class="corp-footer">%(footer)s</div>
<script type="text/javascript">%(script)s</script>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), meta=g(p, 'meta'), site=p['site'],
      nav=''.join('<li>%s</li>' % n for n in g(p, 'nav', [])), langsw=g(p, 'langsw', 'EN'), alt=esc(g(p, 'alt')), stamp=g(p, 'stamp'),
      headline=p['headline'], body=paras(p), extra=g(p, 'extra'), side_title=g(p, 'side_title'), lst=lst, hidden=g(p, 'hidden'),
      footer=g(p, 'footer'), script=g(p, 'script', ''))

def T_exchange(p):
    """Smaller-market stock exchange bulletin: notice + trading table + other notices."""
    head = ''.join('<th>%s</th>' % h for h in g(p, 'cols', []))
    rows = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % c for c in r) for r in g(p, 'rows', []))
    oth = ''.join('<tr><td>%s</td><td>%s</td></tr>' % tuple(x) for x in g(p, 'side', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s" dir="%(dir)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
</head><body>
<div id="hdr"><span class="xlogo">%(site)s</span><span class="clock">%(clock)s</span></div>
<div id="idx">%(ticker)s</div>
<div id="bul">
<div class="bul-meta">%(docno)s · %(stamp)s</div>
<h1>%(headline)s</h1>
%(body)s
<table class="data" border="1">%(cap)s<tr>%(head)s</tr>%(rows)s</table>
%(extra)s
</div>
<div id="others"><h3>%(side_title)s</h3><table>%(oth)s</table></div>
%(hidden)s
<div id="ftr">%(footer)s</div>
<script>var BUL=%(state)s;</script>
</body></html>''' % dict(lang=p['lang'], dir=g(p, 'dir', 'ltr'), title=esc(p['title']), meta=g(p, 'meta'), site=p['site'],
      clock=g(p, 'clock'), ticker=g(p, 'ticker'), docno=g(p, 'docno'), stamp=g(p, 'stamp'), headline=p['headline'], body=paras(p),
      cap=('<caption>%s</caption>' % p['cap']) if p.get('cap') else '', head=head, rows=rows, extra=g(p, 'extra'),
      side_title=g(p, 'side_title'), oth=oth, hidden=g(p, 'hidden'), footer=g(p, 'footer'), state=js(g(p, 'json', {})))

def T_share(p):
    """LINE / KakaoTalk-style shared-article mobile view."""
    cm = ''.join('<div class="bubble"><span class="nm">%s</span><span class="tm">%s</span><p>%s</p></div>' % c for c in g(p, 'comments', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>%(title)s</title>
<meta property="og:site_name" content="%(site)s">
%(meta)s
</head><body class="m">
<div class="appbar"><span class="back">‹</span> %(site)s <span class="share">%(sharelbl)s</span></div>
<div class="src">%(src)s</div>
<h1 class="ttl">%(headline)s</h1>
<div class="tm">%(stamp)s</div>
<div class="art">%(body)s</div>
%(extra)s
<div class="chat">%(cm)s</div>
<div class="more">%(side)s</div>
%(hidden)s
<div class="openapp">%(footer)s</div>
<script>window.__SHARE__=%(state)s</script>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), site=p['site'], meta=g(p, 'meta'), sharelbl=g(p, 'sharelbl', '⤴'),
      src=g(p, 'src'), headline=p['headline'], stamp=g(p, 'stamp'), body=paras(p), extra=g(p, 'extra'), cm=cm,
      side='<br>'.join(g(p, 'side', [])), hidden=g(p, 'hidden'), footer=g(p, 'footer'), state=js(g(p, 'json', {})))

def T_bulletin(p):
    """Association / union bulletin, plain and old-fashioned, numbered items."""
    items = ''.join('<h3>%s</h3>\n<p>%s</p>\n' % tuple(x) for x in g(p, 'rows', []))
    return '''<HTML LANG="%(lang)s">
<HEAD>
{{CHARSET}}
<TITLE>%(title)s</TITLE>
%(meta)s
</HEAD>
<BODY BGCOLOR="#FFFFF0" TEXT="#000000" LINK="#003399">
<CENTER><H2>%(site)s</H2><B>%(issue)s</B><BR>%(stamp)s</CENTER>
<HR>
<H1>%(headline)s</H1>
%(body)s
%(items)s
%(extra)s
<HR>
<P><SMALL>%(side)s</SMALL></P>
%(hidden)s
<ADDRESS>%(footer)s</ADDRESS>
</BODY>
</HTML>''' % dict(lang=g(p, 'lang', ''), title=esc(p['title']), meta=g(p, 'meta'), site=p['site'], issue=g(p, 'issue'), stamp=g(p, 'stamp'),
      headline=p['headline'], body=paras(p), items=items, extra=g(p, 'extra'), side='<BR>'.join(g(p, 'side', [])),
      hidden=g(p, 'hidden'), footer=g(p, 'footer'))

def T_portal(p):
    """City / regional web portal: weather box, events, news ticker, article."""
    ev = ''.join('<li><b>%s</b> %s</li>' % tuple(x) for x in g(p, 'rows', []))
    nw = ''.join('<li>%s</li>' % x for x in g(p, 'side', []))
    return '''<!DOCTYPE html>
<html lang="%(lang)s"><head>
{{CHARSET}}
<title>%(title)s</title>
%(meta)s
<script>window.dataLayer=window.dataLayer||[];dataLayer.push(%(state)s);</script>
</head><body>
<div class="portal-top"><span class="city">%(site)s</span><span class="wx">%(wx)s</span><span class="fx">%(fx)s</span></div>
<div class="ticker">%(ticker)s</div>
<div class="cols">
<div class="left"><h3>%(ev_title)s</h3><ul>%(ev)s</ul></div>
<div class="center"><h1>%(headline)s</h1><div class="when">%(stamp)s</div>%(body)s%(extra)s</div>
<div class="right"><h3>%(side_title)s</h3><ul>%(nw)s</ul></div>
</div>
%(hidden)s
<div class="bottom">%(footer)s</div>
</body></html>''' % dict(lang=p['lang'], title=esc(p['title']), meta=g(p, 'meta'), state=js(g(p, 'json', {})), site=p['site'],
      wx=g(p, 'wx'), fx=g(p, 'fx'), ticker=g(p, 'ticker'), ev_title=g(p, 'ev_title'), ev=ev, headline=p['headline'],
      stamp=g(p, 'stamp'), body=paras(p), extra=g(p, 'extra'), side_title=g(p, 'side_title'), nw=nw, hidden=g(p, 'hidden'),
      footer=g(p, 'footer'))

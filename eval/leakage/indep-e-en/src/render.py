"""Site-style renderers. Each takes a spec dict `s` and returns an HTML string."""
import json, base64
from datetime import timedelta
from common import esc, paras, zulu, MON3, MONTHS, DAYS


def _d(s, d):
    return s['L']


def ld(obj):
    return '<script type="application/ld+json">%s</script>' % json.dumps(obj, ensure_ascii=False, indent=1)


def modv(s):
    """What metadata reports as last modification."""
    return s.get('meta_mod') or s.get('upd') or s['pub']


def head(s, kind='NewsArticle', css='/static/site.css', extra='', jsonld=True, og=True, amp=False):
    L = s['L']
    h = ['<head>', '<meta charset="%s">' % s['charset'] if not s.get('no_charset') else '',
         '<meta name="viewport" content="width=device-width, initial-scale=1">',
         '<title>%s | %s</title>' % (esc(s['title']), esc(s['site'])),
         '<meta name="description" content="%s">' % esc(s.get('dek') or s['title']),
         '<link rel="canonical" href="%s">' % s['url']]
    if og:
        h += ['<meta property="og:type" content="article">', '<meta property="og:title" content="%s">' % esc(s['title']),
              '<meta property="og:site_name" content="%s">' % esc(s['site']), '<meta property="og:url" content="%s">' % s['url']]
        if not s.get('no_date') and not s.get('hide_meta'):
            h.append('<meta property="article:published_time" content="%s">' % L.iso(s['pub']))
            if s.get('mod_where') == 'og' or (s.get('upd') and s.get('mod_where') in (None, 'og')):
                h.append('<meta property="article:modified_time" content="%s">' % L.iso(modv(s)))
                h.append('<meta property="og:updated_time" content="%s">' % L.iso(modv(s)))
    if jsonld:
        o = {"@context": "https://schema.org", "@type": kind, "headline": s['title'],
             "mainEntityOfPage": s['url'], "publisher": {"@type": "Organization", "name": s['site']}}
        if s.get('author'):
            o["author"] = {"@type": "Person", "name": s['author']}
        if not s.get('no_date') and not s.get('hide_meta'):
            o["datePublished"] = L.iso(s['pub'])
            if s.get('mod_where') in (None, 'jsonld', 'og') or s.get('upd'):
                o["dateModified"] = L.iso(modv(s)) if s.get('mod_where') != 'og' else L.iso(s.get('upd') or s['pub'])
        if s.get('ld_extra'):
            o.update(s['ld_extra'])
        h.append(ld(o))
    h.append('<link rel="stylesheet" href="%s">' % css)
    h.append(extra)
    h.append(s.get('inj_head', ''))
    h.append('</head>')
    return '\n'.join(x for x in h if x)


def app_state(s):
    L = s['L']
    mw = s.get('mod_where')
    if s.get('no_date') or s.get('hide_meta'):
        return ''
    art = {"id": s['id'].replace('e-en-', 'a'), "slug": s['url'].rsplit('/', 1)[-1], "headline": s['title'],
           "publishedAt": zulu(s['pub']), "updatedAt": zulu(modv(s)), "section": s.get('section', 'markets')}
    if mw == 'next':
        data = {"props": {"pageProps": {"article": art, "__N_SSG": True}}, "page": "/[section]/[slug]",
                "query": {"slug": art['slug']}, "buildId": "b%s" % s['id'][-3:], "isFallback": False}
        return '<script id="__NEXT_DATA__" type="application/json">%s</script>' % json.dumps(data, ensure_ascii=False)
    if mw == 'state':
        data = {"router": {"path": s['url']}, "content": {"byId": {art['id']: {"title": s['title'], "firstPublished": L.iso(s['pub']),
                "lastModified": L.iso(modv(s)), "wordCount": 612}}}, "user": {"loggedIn": False}}
        return '<script>window.__INITIAL_STATE__ = %s;</script>' % json.dumps(data, ensure_ascii=False)
    if mw == 'nuxt':
        return '<script>window.__NUXT__={layout:"default",data:[{story:{title:%s,published_at:"%s",revised_at:"%s",tags:["markets"]}}],state:{consent:null}};</script>' % (
            json.dumps(s['title']), zulu(s['pub']), zulu(modv(s)))
    if mw == 'apollo':
        data = {"Article:%s" % art['id']: {"__typename": "Article", "headline": s['title'], "createdDate": zulu(s['pub']),
                                          "lastUpdatedDate": zulu(modv(s))}, "ROOT_QUERY": {"article": {"__ref": "Article:%s" % art['id']}}}
        return '<script>window.__APOLLO_STATE__=%s</script>' % json.dumps(data)
    if mw == 'preloads':
        data = {"post": {"title": s['title'], "post_date": zulu(s['pub']), "updated_at": zulu(modv(s)), "audience": "everyone"},
                "pub": {"name": s['site']}}
        return '<script>window._preloads = JSON.parse(%s)</script>' % json.dumps(json.dumps(data))
    return ''


def analytics(s):
    return ('<script async src="https://tags.%s/gtm.js?id=GTM-%s"></script>\n'
            '<script>window.dataLayer=window.dataLayer||[];dataLayer.push({"pageType":"%s","contentId":"%s"});</script>' % (
                s['domain'], s['id'][-3:].upper(), s.get('ptype', 'article'), 'c%d' % (int(s['id'][-3:]) * 7349 % 100003)))


def tail(s):
    return '\n'.join([s.get('inj_end', ''), app_state(s), analytics(s), '</body>\n</html>'])


def cookie(s, variant=0):
    v = [
        '<div class="cookie-banner" role="dialog" aria-label="Cookie consent"><p>We use cookies to improve your experience and for analytics. '
        '<a href="/privacy">Privacy notice</a></p><button>Accept all</button><button>Manage</button></div>',
        '<div id="cmp" class="consent"><strong>Your privacy</strong> We and our partners store and access information on your device. '
        '<button class="btn-accept">I agree</button></div>',
        '<aside class="gdpr">This site uses cookies. By continuing to browse you agree to our use of cookies. <a href="/cookies">Find out more</a>.</aside>',
    ]
    return v[variant % len(v)]


def side_html(s, tag='aside', cls='most-read', title=None, num=True):
    if not s.get('side'):
        return ''
    L = s['L']
    items = []
    for h, d in s['side']:
        ds = ''
        if d is not None and not s.get('no_date'):
            ds = ' <time datetime="%s">%s</time>' % (L.iso(d), L.num(d) if s.get('numdate') else L.short(d))
            if s.get('numdate'):
                ds = ' <span class="d">%s</span>' % L.num(d)
        items.append('<li><a href="/%s">%s</a>%s</li>' % (h.lower().replace(' ', '-')[:40], esc(h), ds))
    return '<%s class="%s"><h3>%s</h3><%s>%s</%s></%s>' % (tag, cls, esc(title or s.get('side_title', 'Most read')),
                                                        'ol' if num else 'ul', '\n'.join(items), 'ol' if num else 'ul', tag)


def comments_html(s, style='std'):
    if not s.get('comments'):
        return ''
    L = s['L']
    out = ['<section class="comments"><h3>%d comments</h3>' % len(s['comments'])]
    for u, d, t in s['comments']:
        if style == 'std':
            out.append('<div class="comment"><span class="author">%s</span> <time datetime="%s">%s</time><p>%s</p></div>' % (
                esc(u), L.iso(d), L.full(d), t))
        else:
            out.append('<li class="c"><b>%s</b> &middot; %s<br>%s</li>' % (esc(u), L.full(d, style='AMPM'), t))
    out.append('</section>')
    return '\n'.join(out)


def upd_line(s, fmt=None):
    if not s.get('upd'):
        return ''
    L = s['L']
    word = s.get('upd_word', 'Updated')
    return '<span class="updated">%s %s</span>' % (word, (fmt or L.full)(s['upd']))


def body(s):
    return paras(s['body'])


def doc(s, headhtml, bodyhtml, lang=None, htmlattr=''):
    return '<!DOCTYPE html>\n<html lang="%s"%s>\n%s\n<body>\n%s\n%s\n%s' % (lang or s['L'].lang, htmlattr, headhtml, s.get('inj_body', ''), bodyhtml, tail(s))


def pubtxt(s, **kw):
    if s.get('no_date'):
        return ''
    if s.get('numdate'):
        L = s['L']
        return '%s %s %s' % (L.num(s['pub']), L.clock(s['pub'], '24'), L.abbr(s['pub']))
    return s['L'].full(s['pub'], **kw)


# ---------------------------------------------------------------- news styles
def news_us(s):
    L = s['L']
    b = '''<header class="masthead"><a href="/" class="logo">%(site)s</a>
<nav><a href="/news">News</a> <a href="/banking">Banking &amp; Finance</a> <a href="/real-estate">Commercial Real Estate</a> <a href="/lists">Book of Lists</a> <a href="/subscribe" class="cta">Subscribe</a></nav></header>
%(cookie)s
<main class="article-wrap"><article>
<div class="eyebrow">%(section)s</div>
<h1 class="headline">%(title)s</h1>
<h2 class="dek">%(dek)s</h2>
<div class="byline">By <a href="/bio/%(aslug)s">%(author)s</a> &ndash; Staff Reporter<br>
<time class="pubdate" datetime="%(piso)s">%(ptxt)s</time> %(upd)s</div>
<div class="article-body">%(body)s</div>
<p class="paywall-note">Subscriber-only content continues. <a href="/subscribe">Already a subscriber? Log in.</a></p>
</article>
%(side)s
%(comments)s
</main>
<footer><p>&copy; %(year)d %(site)s. All rights reserved. Use of and/or registration on any portion of this site constitutes acceptance of our User Agreement.</p></footer>''' % dict(
        site=esc(s['site']), cookie=cookie(s, 0), section=esc(s.get('section', 'Banking & Financial Services')), title=esc(s['title']),
        dek=esc(s.get('dek', '')), aslug=s['author'].lower().replace(' ', '-'), author=esc(s['author']),
        piso=L.iso(s['pub']) if not (s.get('no_date') or s.get('hide_meta')) else '', ptxt=pubtxt(s, generic=True), upd=upd_line(s, lambda d: L.full(d, generic=True)),
        body=body(s), side=side_html(s, title=s.get('side_title', 'Most Read')), comments=comments_html(s), year=s['year'])
    return doc(s, head(s), b)


def news_uk(s):
    L = s['L']
    b = '''<div class="top-bar"><a href="/">%(site)s</a> <span class="edition">UK edition</span> <a href="/signin">Sign in</a></div>
<nav class="sections"><ul><li><a href="/business">Business</a></li><li><a href="/markets">Markets</a></li><li><a href="/companies">Companies</a></li><li><a href="/personal-finance">Your money</a></li></ul></nav>
%(cookie)s
<article class="content content--article">
<p class="kicker">%(section)s</p>
<h1>%(title)s</h1>
<p class="standfirst">%(dek)s</p>
<div class="meta"><address>%(author)s</address> <p class="dateline"><time datetime="%(piso)s">%(ptxt)s</time></p> %(upd)s</div>
<figure><img src="/img/%(id)s.jpg" alt="%(alt)s" width="620" height="372"><figcaption>%(alt)s Photograph: Agency</figcaption></figure>
<div class="content__article-body">%(body)s</div>
</article>
%(side)s
%(comments)s
<footer class="site-footer"><ul><li><a href="/about">About us</a></li><li><a href="/terms">Terms &amp; conditions</a></li><li><a href="/complaints">Complaints &amp; corrections</a></li></ul>
<p>&copy; %(year)d %(site)s Media Group. Registered in England and Wales No. 0%(regno)d.</p></footer>''' % dict(
        site=esc(s['site']), cookie=cookie(s, 1), section=esc(s.get('section', 'Business')), title=esc(s['title']), dek=esc(s.get('dek', '')),
        author=esc(s['author']), piso=L.iso(s['pub']) if not (s.get('no_date') or s.get('hide_meta')) else '', ptxt=pubtxt(s, weekday=True), upd=upd_line(s),
        id=s['id'], alt=esc(s.get('alt', 'Traders on a dealing floor.')), body=body(s), side=side_html(s, title=s.get('side_title', 'Most viewed')),
        comments=comments_html(s), year=s['year'], regno=int(s['id'][-3:]) * 7919 + 1000000)
    return doc(s, head(s), b)


def news_in(s):
    L = s['L']
    pt = '' if s.get('no_date') else 'Published: %s, %s IST' % (L.short(s['pub']), L.clock(s['pub'], 'AMPM'))
    up = '' if not s.get('upd') else ' | Updated: %s, %s IST' % (L.short(s['upd']), L.clock(s['upd'], 'AMPM'))
    b = '''<header><div class="brand">%s</div><div class="mkt-strip" id="mktStrip">Sensex &middot; Nifty &middot; Rupee &middot; Gold</div>
<nav><a href="/markets">Markets</a> | <a href="/companies">Companies</a> | <a href="/economy">Economy</a> | <a href="/mutual-funds">Mutual Funds</a> | <a href="/epaper">ePaper</a></nav></header>
%s
<div class="story-container"><div class="breadcrumb">Home &raquo; %s &raquo; Story</div>
<h1 class="story-title">%s</h1><h2 class="synopsis">%s</h2>
<div class="story-meta"><span class="author">%s, %s</span><span class="date">%s%s</span></div>
<div class="story-content">%s</div>
<div class="disclaimer"><i>(Disclaimer: Recommendations, suggestions, views and opinions given by experts are their own.)</i></div>
</div>
%s
%s
<footer>Copyright &copy; %d %s. All Rights Reserved.</footer>''' % (
        esc(s['site']), cookie(s, 2), esc(s.get('section', 'Markets')), esc(s['title']), esc(s.get('dek', '')), esc(s['author']),
        s.get('city', 'Mumbai'), pt, up, body(s), side_html(s, title=s.get('side_title', 'Trending Now')), comments_html(s, 'alt'), s['year'], esc(s['site']))
    return doc(s, head(s), b)


def news_intl(s):
    """Generic regional daily: ZA / NZ / AU / HK / CA / SG / IE."""
    L = s['L']
    pt = '' if s.get('no_date') else '<div class="pub">Published %s</div>' % L.full(s['pub'])
    up = '' if not s.get('upd') else '<div class="upd">%s %s</div>' % (s.get('upd_word', 'Last updated'), L.full(s['upd']))
    b = '''<div id="wrapper"><header class="site-header"><a class="logo" href="/">%s</a><form action="/search"><input name="q" placeholder="Search"></form></header>
<ul class="menu"><li>Home</li><li>Business</li><li>Markets</li><li>Property</li><li>Opinion</li><li>Weather</li></ul>
%s
<div class="grid"><div class="col-main">
<h1 class="article-title">%s</h1>
<p class="intro"><strong>%s</strong></p>
<div class="article-info"><span class="by">%s</span>%s%s</div>
<div class="article-text">%s</div>
<div class="share">Share: <a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a> <a href="#">Email</a></div>
%s
</div><div class="col-side">%s<div class="ad-slot" data-slot="mpu1"></div></div></div>
<footer><p>%s &copy; %d. Proudly local since 1952.</p><p><a href="/contact">Contact</a> &middot; <a href="/advertise">Advertise</a> &middot; <a href="/ombud">Press ombud</a></p></footer></div>''' % (
        esc(s['site']), cookie(s, int(s['id'][-1]) % 3), esc(s['title']), esc(s.get('dek', '')), esc(s['author']), pt, up, body(s),
        comments_html(s), side_html(s, title=s.get('side_title', 'Latest news'), num=False), esc(s['site']), s['year'])
    return doc(s, head(s), b)


def amp(s):
    L = s['L']
    b = '''<header class="amp-header"><a href="/">%s</a></header>
<article><h1>%s</h1><p class="sub">%s</p>
<p class="meta">%s &bull; <time datetime="%s">%s</time> %s</p>
<amp-img src="/img/%s.jpg" width="1200" height="675" layout="responsive" alt="Illustration"></amp-img>
%s</article>
%s
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-%s"}}</script></amp-analytics>
<footer>&copy; %d %s &middot; <a href="%s">View full site</a></footer>''' % (
        esc(s['site']), esc(s['title']), esc(s.get('dek', '')), esc(s['author']), L.iso(s['pub']) if not s.get('no_date') else '', pubtxt(s),
        upd_line(s), s['id'], body(s), side_html(s, title=s.get('side_title', 'More stories')), s['id'][-3:], s['year'], esc(s['site']), s['url'].replace('/amp/', '/'))
    extra = ('<script async src="https://cdn.ampproject.org/v0.js"></script>\n<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style>'
             '<noscript><style amp-boilerplate>body{-webkit-animation:none}</style></noscript>\n<style amp-custom>h1{font-size:1.6rem}.meta{color:#666}</style>')
    return doc(s, head(s, extra=extra, css='data:,'), b, htmlattr=' amp')


def printview(s):
    L = s['L']
    b = '''<div class="print-only"><img src="/logo-bw.png" alt="%s" height="30"></div>
<h1>%s</h1>
<p><em>%s</em></p>
<p class="print-meta">By %s<br>%s<br>%s</p>
<hr>
%s
<hr>
<p class="print-footer">Article URL: %s<br>&copy; %d %s. For personal, non-commercial use only.</p>
<script>window.onload=function(){window.print()}</script>''' % (
        esc(s['site']), esc(s['title']), esc(s.get('dek', '')), esc(s['author']), pubtxt(s), upd_line(s), body(s), s['url'], s['year'], esc(s['site']))
    return doc(s, head(s, og=False, css='/static/print.css'), b)


def jsapp(s):
    L = s['L']
    b = '''<div id="__next"><div class="App_root__x1"><header class="Header_h__9s"><a href="/">%s</a></header>
<main><article class="Article_article__Q2"><h1 class="Article_title__a">%s</h1>
<div class="Byline_wrap__z"><span>%s</span><span class="Byline_date__k">%s</span>%s</div>
<div class="Article_body__b">%s</div></article>
%s</main><footer class="Footer_f__1">&copy; %d %s Inc.</footer></div></div>
<noscript>You need to enable JavaScript to run this app.</noscript>''' % (
        esc(s['site']), esc(s['title']), esc(s['author']), pubtxt(s), upd_line(s), body(s), side_html(s, title=s.get('side_title', 'Trending')), s['year'], esc(s['site']))
    return doc(s, head(s, jsonld=s.get('mod_where') != 'next'), b)


# ---------------------------------------------------------------- finance docs
def morning_note(s):
    L = s['L']
    rows = ''.join('<tr><td>%s</td><td>%s</td><td class="num">%s</td></tr>' % r for r in s.get('table', [
        ('S&amp;P/ASX 200 futures', 'overnight', '+0.3%'), ('AUD/USD', 'spot', '0.6612'), ('Iron ore 62% Fe', 'CFR China', 'US$104.20/t'), ('Brent', 'front month', 'US$78.41')]))
    b = '''<table class="letterhead" width="100%%"><tr><td><b>%s</b><br>Equities Research &middot; Morning Note</td><td align="right">%s<br>%s</td></tr></table>
<h1>%s</h1>
<p class="analyst">Analyst: %s &middot; Sector: %s</p>
<table class="mkt" border="1" cellpadding="3"><tr><th>Market</th><th>Basis</th><th>Level</th></tr>%s</table>
<h2>What matters today</h2>
%s
%s
<h2>Calendar</h2>
%s
<div class="disclosures"><h3>Important disclosures</h3><p>This document has been prepared for wholesale clients only. Past performance is not a reliable indicator of future performance. Ratings: Buy, Hold, Sell (12-month horizon).</p>
<p>This research was distributed at the time shown at the top of the note. Prices as at previous close unless stated.</p></div>''' % (
        esc(s['site']), pubtxt(s), upd_line(s), esc(s['title']), esc(s['author']), esc(s.get('section', 'Resources')), rows, body(s),
        side_html(s, title=s.get('side_title', 'Recent notes'), num=False), s.get('calendar', '<p>No scheduled events.</p>'))
    return doc(s, head(s, kind='Report', og=False), b)


def transcript(s):
    L = s['L']
    b = '''<nav class="top"><a href="/">%s</a> &rsaquo; <a href="/transcripts">Earnings Call Transcripts</a></nav>
%s
<article class="transcript"><h1>%s</h1>
<p class="call-meta">Call date: %s &middot; Transcript prepared by %s %s</p>
<h2>Call participants</h2><ul class="participants">%s</ul>
<h2>Presentation</h2>
%s
%s
<p class="legal">This transcript may not be 100 percent accurate and may contain misspellings and other inaccuracies. It is provided "as is" without express or implied warranties.</p>
</article>
%s''' % (esc(s['site']), cookie(s, 0), esc(s['title']), pubtxt(s), esc(s['author']), upd_line(s),
         ''.join('<li>%s</li>' % esc(p) for p in s.get('participants', ['Operator', 'Chief Executive Officer', 'Chief Financial Officer', 'Analyst, Crestline Securities'])),
         body(s), s.get('qa', ''), side_html(s, title=s.get('side_title', 'Other transcripts'), num=False))
    return doc(s, head(s, kind='Article'), b)


def edgar(s):
    L = s['L']
    p = L.local(s['pub'])
    b = '''<div id="headerTop"><a href="/"><img src="/images/edgar-logo.gif" alt="EDGAR-style filing archive"></a> <span>Filing Index Mirror</span></div>
<div id="formDiv"><div id="formHeader"><div id="formName"><strong>Form 8-K</strong> - Current report:</div><div id="secNum"><strong>Accession No.</strong> 0001%06d-%02d-%06d</div></div>
<div class="formGrouping"><div class="infoHead">Filing Date</div><div class="info">%s</div>
<div class="infoHead">Accepted</div><div class="info">%s</div>
<div class="infoHead">Period of Report</div><div class="info">%s</div>
<div class="infoHead">Items</div><div class="info">Item 2.02: Results of Operations and Financial Condition<br>Item 9.01: Financial Statements and Exhibits</div></div>
%s
<table class="tableFile" summary="Document Format Files"><tr><th>Seq</th><th>Description</th><th>Document</th><th>Type</th></tr>
<tr><td>1</td><td>8-K</td><td><a href="/d8k.htm">d8k.htm</a></td><td>8-K</td></tr><tr><td>2</td><td>PRESS RELEASE</td><td><a href="/ex99-1.htm">ex99-1.htm</a></td><td>EX-99.1</td></tr></table></div>
<div id="filerDiv"><span class="companyName">%s (Filer) CIK: 000%07d</span></div>
<hr><h2>EX-99.1</h2><h3>%s</h3>
%s
<p><i>Times shown are Eastern Time.</i></p>''' % (
        int(s['id'][-3:]) * 37, p.year % 100, int(s['id'][-3:]) * 91, p.strftime('%Y-%m-%d'), p.strftime('%Y-%m-%d %H:%M:%S'),
        s.get('period', p.strftime('%Y-%m-%d')), upd_line(s), esc(s.get('company', s['site'])), int(s['id'][-3:]) * 1231, esc(s['title']), body(s))
    return doc(s, head(s, og=False, jsonld=False, css='/include/interactive.css'), b)


def asx(s):
    L = s['L']
    p = L.local(s['pub'])
    b = '''<div class="ann-header"><img src="/logo.png" alt="%s"> <span class="code">ASX: %s</span></div>
<table class="ann-meta"><tr><th>Release date</th><td>%s</td></tr><tr><th>Release time</th><td>%s</td></tr>
<tr><th>Market sensitive</th><td>%s</td></tr><tr><th>Pages</th><td>%d</td></tr></table>
%s
<div class="announcement"><p><b>ASX ANNOUNCEMENT</b></p><p>%s</p>
<h1>%s</h1>
%s
<p>This announcement has been authorised for release by the Board.</p>
<p>For further information:<br>%s, Company Secretary</p></div>
%s''' % (esc(s['site']), s.get('ticker', 'XXX'), p.strftime('%d/%m/%Y'), L.clock(s['pub'], 'dot') + ' ' + L.abbr(s['pub']),
         s.get('sensitive', 'Yes'), 3 + int(s['id'][-1]), upd_line(s), L.num(s['pub']) if s.get('numdate') else L.long(s['pub']), esc(s['title']), body(s), esc(s['author']),
         side_html(s, title=s.get('side_title', 'Previous announcements'), num=False))
    return doc(s, head(s, og=False), b)


def sgx(s):
    L = s['L']
    p = L.local(s['pub'])
    b = '''<div class="sgx-top">Company Announcements &rsaquo; %s</div>
<table class="announcement-details" border="0">
<tr><td>Issuer &amp; Securities</td><td>%s</td></tr>
<tr><td>Announcement Title</td><td>%s</td></tr>
<tr><td>Date &amp; Time of Broadcast</td><td>%s</td></tr>
<tr><td>Status</td><td>%s</td></tr>
<tr><td>Announcement Reference</td><td>SG%s%s</td></tr>
<tr><td>Submitted By (Co./ Ind. Name)</td><td>%s</td></tr>
<tr><td>Designation</td><td>Company Secretary</td></tr></table>
<h2>Description (Please provide a detailed description of the event in the box below)</h2>
<div class="desc">%s</div>
<p>Attachments: <a href="/att/%s.pdf">%s.pdf</a> Total size = 412K MB</p>
%s''' % (esc(s['site']), esc(s.get('company', s['site'])), esc(s['title']),
         (p.strftime('%d-') + MON3[p.month - 1] + p.strftime('-%Y %H:%M:%S')) + ' (SGT)' * bool(s.get('show_zone', True)),
         s.get('status', 'New'), p.strftime('%y%m%d'), 'OTHR%04d' % (int(s['id'][-3:]) * 13), esc(s['author']), body(s), s['id'], s['id'].upper(),
         side_html(s, title=s.get('side_title', 'Related announcements'), num=False))
    return doc(s, head(s, og=False, jsonld=False), b)


def companies_house(s):
    L = s['L']
    rows = []
    for h, d in s['filings']:
        l = L.local(d)
        rows.append('<tr><td class="nowrap">%02d %s %d</td><td>%s</td><td>%s</td><td><a href="/doc/%s">View PDF</a></td></tr>' % (
            l.day, MON3[l.month - 1], l.year, h[0], esc(h[1]), h[0].lower()))
    b = '''<header class="govuk-header"><a href="/" class="govuk-header__link">Find and update company information</a></header>
%s
<main class="govuk-main-wrapper"><h1 class="heading-xlarge">%s</h1><p>Company number <strong>%08d</strong></p>
<ul class="tabs"><li>Overview</li><li class="active">Filing history</li><li>People</li><li>Charges</li></ul>
<table class="full-width-table"><thead><tr><th>Date</th><th>Type</th><th>Description</th><th>View / Download</th></tr></thead>
<tbody>%s</tbody></table>
%s
</main><footer class="govuk-footer">All content is available under the Open Government Licence v3.0, except where otherwise stated. &copy; Crown copyright</footer>''' % (
        cookie(s, 0), esc(s['company'].upper() + ' PLC'), int(s['id'][-3:]) * 40123, '\n'.join(rows), body(s))
    return doc(s, head(s, og=False, jsonld=False), b)


def ir_list(s):
    L = s['L']
    items = []
    for h, d in s['side']:
        items.append('<div class="nir-widget--list-item"><div class="nir-widget--field nir-widget--news--date-time">%s</div>'
                     '<div class="nir-widget--news--headline"><a href="/news-releases/%s">%s</a></div></div>' % (
                         L.long(d) if d else '', h.lower().replace(' ', '-')[:50], esc(h)))
    b = '''<header class="ir-header"><a href="/">%s</a> <span>Investor Relations</span><nav><a href="/overview">Overview</a> <a href="/news-events">News &amp; Events</a> <a href="/financials">Financials</a> <a href="/stock-info">Stock Info</a> <a href="/governance">Governance</a></nav></header>
<div class="stock-widget">Quote data delayed at least 15 minutes.</div>
<h1>News Releases</h1>
<article class="featured-release"><h2>%s</h2><p class="date">%s %s</p>%s</article>
<h2>All releases</h2><div class="nir-widget--list">%s</div>
<div class="pager">Page 1 of 12</div>
<footer>&copy; %d %s. <a href="/email-alerts">Email alerts</a> &middot; <a href="/rss">RSS</a></footer>''' % (
        esc(s['site']), esc(s['title']), pubtxt(s), upd_line(s), body(s), '\n'.join(items), s['year'], esc(s['site']))
    s2 = dict(s); s2['side'] = None
    return doc(s2, head(s, kind='WebPage'), b)


def release(s):
    """Central-bank or statistics-office release."""
    L = s['L']
    b = '''<header class="agency"><a href="/"><img src="/crest.svg" alt="%s crest" width="48"></a> <span>%s</span>
<nav><a href="/statistics">Statistics</a> <a href="/publications">Publications</a> <a href="/media">Media</a> <a href="/about">About</a></nav></header>
<main><div class="release-meta"><dl><dt>Release type</dt><dd>%s</dd><dt>Number</dt><dd>%s</dd><dt>Released</dt><dd>%s</dd>%s</dl></div>
<h1>%s</h1>
%s
%s
<p class="contact">Media enquiries: media@%s</p></main>
%s
<footer>&copy; %s %d &middot; <a href="/accessibility">Accessibility</a> &middot; <a href="/privacy">Privacy</a> &middot; This page was last reviewed as part of our annual web audit.</footer>''' % (
        esc(s['site']), esc(s['site']), s.get('rtype', 'Media release'), s.get('rnum', '%d-%02d' % (L.local(s['pub']).year, int(s['id'][-2:]) % 30 + 1)),
        pubtxt(s), ('<dt>Updated</dt><dd>%s</dd>' % L.full(s['upd'])) if s.get('upd') else '', esc(s['title']), body(s),
        s.get('next_release', ''), s['domain'], side_html(s, title=s.get('side_title', 'Recent releases'), num=False), esc(s['site']), s['year'])
    return doc(s, head(s, kind='GovernmentPermit' if False else 'Report'), b)


def trade(s):
    L = s['L']
    b = '''<div class="tp-top"><span class="logo">%s</span> <span class="tag">Prices &middot; News &middot; Analysis</span> <a class="login" href="/login">Log in</a> <a class="trial" href="/trial">Free trial</a></div>
<nav class="tp-nav"><a href="/metals">Metals</a><a href="/energy">Energy</a><a href="/freight">Freight</a><a href="/agriculture">Agriculture</a><a href="/events">Events</a></nav>
<div class="article"><div class="breadcrumbs">%s</div><h1>%s</h1>
<div class="art-meta"><span class="author">%s</span> <span class="time">%s</span> %s</div>
<div class="lead">%s</div>
%s
<div class="paywall"><p>To continue reading, log in or start a free trial. Subscribers get daily price assessments and market commentary.</p></div></div>
%s
%s
<footer><p>&copy; %s Ltd %d. Registered office: 4 Harbour Walk. Price assessments are copyright and may not be redistributed.</p></footer>''' % (
        esc(s['site']), esc(s.get('section', 'Metals')), esc(s['title']), esc(s['author']), pubtxt(s), upd_line(s), esc(s.get('dek', '')), body(s),
        side_html(s, title=s.get('side_title', 'Latest prices & news'), num=False), comments_html(s), esc(s['site']), s['year'])
    return doc(s, head(s), b)


def crypto_notice(s):
    L = s['L']
    p = L.local(s['pub'])
    b = '''<div class="hc-header"><a href="/">%s Support Center</a> <input type="search" placeholder="Search"></div>
<nav class="breadcrumbs"><ol><li>Announcements</li><li>%s</li></ol></nav>
<article class="article"><h1 class="article-title">%s</h1>
<div class="article-meta"><time datetime="%s">%s</time>%s</div>
<div class="article-body">%s
<p>Risk warning: Digital asset prices are subject to high market risk and price volatility.</p>
<p>%s Team<br>%s</p></div></article>
%s
<footer>&copy; 2017-%d %s.com All rights reserved</footer>''' % (
        esc(s['site']), esc(s.get('section', 'New Cryptocurrency Listing')), esc(s['title']), zulu(s['pub']) if not s.get('no_date') else '',
        '' if s.get('no_date') else p.strftime('%Y-%m-%d %H:%M') + ' (%s)' % L.abbr(s['pub']),
        (' &middot; <span class="upd">Updated %s</span>' % (L.local(s['upd']).strftime('%Y-%m-%d %H:%M') + ' (%s)' % L.abbr(s['upd']))) if s.get('upd') else '',
        body(s), esc(s['site']), '' if s.get('no_date') else p.strftime('%Y-%m-%d'),
        side_html(s, title=s.get('side_title', 'Related articles'), num=False), s['year'], esc(s['site']))
    return doc(s, head(s, og=False), b)


def wire(s):
    L = s['L']
    b = '''<header class="wire-head"><a href="/">%s</a> <nav><a href="/news">News</a> <a href="/for-journalists">For journalists</a> <a href="/send-release">Send a release</a></nav></header>
<div class="release">%s
<h1>%s</h1><h2>%s</h2>
<p class="provider">NEWS PROVIDED BY <b>%s</b> <span class="date">%s</span> %s</p>
%s
<h3>About %s</h3><p>%s is a fictional company used in this article.</p>
<h3>Forward-looking statements</h3><p>This press release contains forward-looking statements within the meaning of applicable securities laws, including statements regarding expected timing, guidance and plans. Actual results may differ materially. The company undertakes no obligation to update these statements.</p>
<p class="contact">Media contact: %s, +44 20 7946 0%03d</p>
<p class="src">SOURCE %s</p></div>
%s
<footer>&copy; %d %s. All Rights Reserved.</footer>''' % (
        esc(s['site']), s.get('embargo', ''), esc(s['title']), esc(s.get('dek', '')), esc(s.get('company', 'the company')), pubtxt(s), upd_line(s),
        body(s), esc(s.get('company', '')), esc(s.get('company', '')), esc(s['author']), int(s['id'][-3:]), esc(s.get('company', '')).upper(),
        side_html(s, title=s.get('side_title', 'More news releases'), num=False), s['year'], esc(s['site']))
    return doc(s, head(s, kind='NewsArticle'), b)


# ---------------------------------------------------------------- community
def reddit(s):
    L = s['L']
    cm = []
    for u, d, t in (s.get('comments') or []):
        cm.append('<div class="thing comment"><p class="tagline"><a class="author">%s</a> <span class="score">%d points</span> <time title="%s" datetime="%s">%s</time></p><div class="md"><p>%s</p></div></div>' % (
            esc(u), 1 + (len(t) * 7) % 240, L.full(d), zulu(d), L.short(d), t))
    b = '''<div id="header"><a href="/" id="header-img">%s</a> <span class="pagename">r/%s</span></div>
<div class="side"><div class="md"><p>Welcome to r/%s. No pump and dump. No referral links. Be civil.</p></div></div>
<div class="content"><div class="thing link self"><p class="title"><a class="title">%s</a> <span class="linkflair">%s</span></p>
<p class="tagline">submitted <time title="%s" datetime="%s">%s</time> by <a class="author">%s</a></p>
<div class="expando"><div class="usertext-body"><div class="md">%s</div></div></div>%s</div>
<div class="commentarea"><div class="panestack-title">%d comments sorted by: best</div>%s</div></div>''' % (
        esc(s['site']), s.get('sub', 'ASX_Bets'), s.get('sub', 'ASX_Bets'), esc(s['title']), s.get('flair', 'Discussion'), L.full(s['pub']), zulu(s['pub']),
        L.full(s['pub']), esc(s['author']), body(s), ('<p class="edited">last edited %s</p>' % L.full(s['upd'])) if s.get('upd') else '',
        len(cm), '\n'.join(cm))
    return doc(s, head(s, jsonld=False), b)


def hn(s):
    L = s['L']
    cm = []
    for i, (u, d, t) in enumerate((s.get('comments') or [])):
        cm.append('<tr class="athing comtr"><td class="ind" indent="%d"></td><td class="default"><span class="comhead"><a class="hnuser">%s</a> <span class="age" title="%s">on %s</span></span><div class="comment"><span class="commtext">%s</span></div></td></tr>' % (
            i % 3, esc(u), d.strftime('%Y-%m-%dT%H:%M:%S'), L.short(d), t))
    b = '''<center><table id="hnmain" width="85%%"><tr><td bgcolor="#ff6600"><b><a href="/">%s</a></b> | new | past | comments | ask | show</td></tr>
<tr><td><table class="fatitem"><tr class="athing"><td class="title"><span class="titleline"><a href="%s">%s</a> <span class="sitebit">(%s)</span></span></td></tr>
<tr><td class="subtext">%d points by <a class="hnuser">%s</a> <span class="age" title="%s">on %s</span> | %d comments</td></tr>
<tr><td class="toptext">%s</td></tr></table>
<table class="comment-tree">%s</table></td></tr>
<tr><td><p class="note">Archive mirror. All times shown in UTC (hover for ISO).</p></td></tr></table></center>''' % (
        esc(s['site']), s.get('link', '#'), esc(s['title']), s.get('linkdomain', 'example'), 40 + int(s['id'][-2:]), esc(s['author']),
        s['pub'].strftime('%Y-%m-%dT%H:%M:%S'), L.full(s['pub']), len(cm), body(s), '\n'.join(cm))
    return doc(s, head(s, og=False, jsonld=False), b)


def phpbb(s):
    L = s['L']
    posts = [(s['author'], s['pub'], body(s))] + list((s.get('comments') or []))
    ph = []
    for i, (u, d, t) in enumerate(posts):
        ph.append('''<div id="p%d" class="post bg%d"><div class="inner"><div class="postbody"><h3><a href="#p%d">%sRe: %s</a></h3>
<p class="author"><a href="./viewtopic.php?p=%d#p%d"><img src="./styles/prosilver/imageset/icon_post_target.gif" alt="Post"></a> by <strong>%s</strong> &raquo; %s</p>
<div class="content">%s</div></div><dl class="postprofile"><dt>%s</dt><dd>Posts: %d</dd></dl></div></div>''' % (
            1000 + i, 1 + i % 2, 1000 + i, '' if i else '', esc(s['title']), 1000 + i, 1000 + i, esc(u), L.local(d).strftime('%a %b %d, %Y %I:%M %p'), t, esc(u), 12 + i * 37))
    b = '''<div id="wrap"><div class="headerbar"><h1>%s</h1><p>Discussion board for private investors</p></div>
<div class="navbar"><a href="./index.php">Board index</a> &lsaquo; %s</div>
<h2 class="topic-title">%s</h2>
%s
<div class="action-bar">Page <strong>1</strong> of <strong>1</strong></div>
<p class="timezone">All times are <span title="%s">UTC%s</span></p>
<div class="copyright">Powered by phpBB&reg; Forum Software &copy; phpBB Limited</div></div>''' % (
        esc(s['site']), esc(s.get('section', 'Shares & Companies')), esc(s['title']), '\n'.join(ph), s['L'].tz.key, s.get('utcoff', ''))
    return doc(s, head(s, og=False, jsonld=False, css='./styles/prosilver/theme/stylesheet.css'), b)


def discourse(s):
    L = s['L']
    posts = [(s['author'], s['pub'], body(s))] + list((s.get('comments') or []))
    out = []
    prev = None
    for i, (u, d, t) in enumerate(posts):
        if prev is not None and (d - prev).days >= 1:
            n = (d - prev).days
            out.append('<div class="time-gap small-action"><span>%s later</span></div>' % ('%d days' % n if n < 30 else '%d months' % (n // 30)) if n > 1 else '<div class="time-gap"><span>1 day later</span></div>')
        out.append('<div class="topic-post" data-post-number="%d"><article><div class="names"><span class="username">%s</span></div>'
                   '<div class="post-info post-date"><a class="post-date"><span title="%s" data-time="%d" class="relative-date">%s</span></a></div>'
                   '<div class="cooked">%s</div></article></div>' % (i + 1, esc(u), L.full(d), int(d.timestamp() * 1000),
                                                                    ('%s \'%02d' % (MON3[L.local(d).month - 1] + ' ' + str(L.local(d).day), L.local(d).year % 100)), t))
        prev = d
    b = '''<header class="d-header"><div class="title"><a href="/">%s</a></div></header>
<div id="topic-title"><h1><a class="fancy-title">%s</a></h1><div class="topic-category"><span class="badge-category">%s</span></div></div>
<div class="post-stream">%s</div>
<div class="topic-map"><ul><li>created <span class="relative-date" data-time="%d">%s</span></li><li>%d replies</li></ul></div>
<footer class="noscript-footer-nav">Powered by Discourse, best viewed with JavaScript enabled</footer>''' % (
        esc(s['site']), esc(s['title']), esc(s.get('section', 'Markets')), '\n'.join(out), int(s['pub'].timestamp() * 1000), L.full(s['pub']), len(posts) - 1)
    return doc(s, head(s, og=True, jsonld=False), b)


def qa(s):
    L = s['L']
    ans = []
    for u, d, t in (s.get('comments') or []):
        ans.append('<div class="answer"><div class="s-prose js-post-body">%s</div><div class="user-info"><div class="user-action-time">answered <span title="%s" class="relativetime">%s at %s</span></div><div class="user-details"><a>%s</a></div></div></div>' % (
            t, zulu(d), L.short(d), L.local(d).strftime('%H:%M'), esc(u)))
    ed = ''
    if s.get('upd'):
        ed = '<div class="user-action-time">edited <span title="%s" class="relativetime">%s at %s</span></div>' % (zulu(s['upd']), L.short(s['upd']), L.local(s['upd']).strftime('%H:%M'))
    b = '''<header class="s-topbar"><a class="s-topbar--logo" href="/">%s</a></header>
<div id="question-header"><h1 itemprop="name"><a class="question-hyperlink">%s</a></h1></div>
<div class="d-flex fw-wrap"><div class="flex--item">Asked <time itemprop="dateCreated" datetime="%s">%s</time></div>%s</div>
<div id="question"><div class="s-prose js-post-body" itemprop="text">%s</div>
<div class="post-taglist"><a class="post-tag">%s</a><a class="post-tag">accounting</a></div>
<div class="user-info"><div class="user-action-time">asked <span title="%s">%s at %s</span></div><a>%s</a></div>%s</div>
<div id="answers"><h2>%d Answers</h2>%s</div>
<footer>Site design / logo &copy; %d %s; user contributions licensed under CC BY-SA. <span>All times UTC.</span></footer>''' % (
        esc(s['site']), esc(s['title']), zulu(s['pub']), L.long(s['pub']), ('<div class="flex--item">Modified <time itemprop="dateModified" datetime="%s">%s</time></div>' % (zulu(s['upd']), L.long(s['upd']))) if s.get('upd') else '',
        body(s), s.get('tag', 'valuation'), zulu(s['pub']), L.short(s['pub']), L.local(s['pub']).strftime('%H:%M'), esc(s['author']), ed, len(ans), '\n'.join(ans), s['year'], esc(s['site']))
    return doc(s, head(s, kind='QAPage', og=False, jsonld=False), b)


def newsletter(s):
    L = s['L']
    b = '''<div class="topbar"><a class="pub-name" href="/">%s</a> <a class="subscribe-btn" href="/subscribe">Subscribe</a> <a href="/signin">Sign in</a></div>
<article class="post newsletter-post"><h1 class="post-title">%s</h1><h3 class="subtitle">%s</h3>
<div class="post-meta"><a class="author">%s</a><div class="post-date" title="%s">%s</div>%s</div>
<div class="available-content"><div class="body markup">%s</div></div>
<div class="post-footer"><button class="like">&#9825; %d</button> <button class="comments">%d</button> <button class="restack">Restack</button> <button class="share">Share</button></div></article>
%s
%s
<div class="footer">&copy; %d %s &middot; <a href="/privacy">Privacy</a> &middot; <a href="/tos">Terms</a> &middot; Start writing</div>''' % (
        esc(s['site']), esc(s['title']), esc(s.get('dek', '')), esc(s['author']), zulu(s['pub']) if not s.get('no_date') else '',
        '' if s.get('no_date') else L.short(s['pub']) + (' &middot; %s %s' % (L.clock(s['pub']), L.abbr(s['pub'])) if s.get('showtime', True) else ''),
        upd_line(s), body(s), 12 + int(s['id'][-2:]), len((s.get('comments') or [])), comments_html(s), side_html(s, title=s.get('side_title', 'Recent posts'), num=False), s['year'], esc(s['author']))
    return doc(s, head(s), b)


def podcast(s):
    L = s['L']
    b = '''<header class="show-header"><img src="/art/show.jpg" alt="%s cover art" width="120"><div><h2>%s</h2><p>A weekly conversation about markets, money and the economy.</p></div></header>
<main class="episode"><p class="ep-num">Episode %d</p><h1>%s</h1>
<p class="ep-meta"><time datetime="%s">%s</time> &middot; %d min %s</p>
<audio controls preload="none" src="https://media.%s/ep%d.mp3"></audio>
<div class="platforms">Listen on: <a>Apple Podcasts</a> <a>Spotify</a> <a>Pocket Casts</a> <a>RSS</a></div>
<h2>Show notes</h2>%s
<h2>Chapters</h2><ul class="chapters"><li>00:00 Intro</li><li>03:12 The week in markets</li><li>21:40 Guest interview</li><li>39:05 Listener questions</li></ul>
</main>%s
<footer>&copy; %d %s. Nothing in this podcast is financial advice.</footer>''' % (
        esc(s['site']), esc(s['site']), 100 + int(s['id'][-3:]), esc(s['title']), L.iso(s['pub']) if not (s.get('no_date') or s.get('hide_meta')) else '', pubtxt(s),
        30 + int(s['id'][-2:]) % 30, upd_line(s), s['domain'], int(s['id'][-3:]), body(s), side_html(s, title=s.get('side_title', 'More episodes'), num=False), s['year'], esc(s['site']))
    ldx = {"@type": "PodcastEpisode"}
    return doc(s, head(s, kind='PodcastEpisode'), b)


def wiki(s):
    L = s['L']
    last = s.get('upd') or s['pub']
    l = L.local(last)
    b = '''<div id="mw-page-base"></div><div id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading">%s</h1>
<div id="bodyContent"><div id="siteSub">From %s, the free encyclopedia</div>
%s
<div id="mw-content-text"><div class="mw-parser-output"><table class="infobox vcard"><tr><th colspan="2">%s</th></tr><tr><th>Type</th><td>Public company</td></tr><tr><th>Traded as</th><td>%s</td></tr><tr><th>Founded</th><td>%d</td></tr></table>
%s
<h2><span class="mw-headline" id="References">References</span></h2><ol class="references"><li>"Annual report". Retrieved %s.</li></ol></div></div></div></div>
<div id="footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on %d %s %d, at %02d:%02d<span class="anonymous-show">&#160;(UTC)</span>.</li>
<li id="footer-info-copyright">Text is available under the Creative Commons Attribution-ShareAlike License 4.0; additional terms may apply.</li></ul></div>''' % (
        esc(s['title']), esc(s['site']), s.get('revinfo', ''), esc(s['title']), esc(s.get('ticker', '')), 1950 + int(s['id'][-2:]), body(s),
        L.long(s.get('retrieved', s['pub'])), l.day, MONTHS[l.month - 1], l.year, l.hour, l.minute)
    return doc(s, head(s, og=False, jsonld=False, css='/w/load.php?modules=site.styles'), b, lang='en')


def liveblog(s):
    L = s['L']
    es = []
    for d, t in sorted(s['entries'], key=lambda x: x[0], reverse=True):
        es.append('<div class="block" id="block-%d"><p class="block-time"><time datetime="%s">%s %s</time></p><div class="block-elements">%s</div></div>' % (
            int(d.timestamp()), L.iso(d), L.clock(d), L.abbr(d), t))
    last = max(d for d, _ in s['entries'])
    b = '''<header><a href="/">%s</a></header>%s
<article class="liveblog"><span class="live-badge">LIVE</span><h1>%s</h1><p class="standfirst">%s</p>
<p class="meta">%s &middot; Started %s</p>
<div class="key-events"><h3>Key events</h3><p>Show key events only</p></div>
<div class="blocks">%s</div></article>
<footer>&copy; %d %s</footer>''' % (esc(s['site']), cookie(s, 1), esc(s['title']), esc(s.get('dek', '')), esc(s['author']), L.full(s['pub']), '\n'.join(es), s['year'], esc(s['site']))
    s = dict(s); s['meta_mod'] = s.get('meta_mod') or last
    s['ld_extra'] = {"@type": "LiveBlogPosting", "coverageStartTime": L.iso(s['pub'])}
    return doc(s, head(s, kind='LiveBlogPosting'), b)


def aggregator(s):
    L = s['L']
    items = []
    for i, (h, d) in enumerate(s['side']):
        items.append('<li class="item"><span class="src">%s</span> <a href="/r/%d">%s</a> <span class="ts">%s %s</span></li>' % (
            ['WireOne', 'MarketDesk', 'The Ledger', 'Coastline Post', 'MetalsDaily'][i % 5], i, esc(h), L.short(d) if d else '', (L.clock(d) + ' ' + L.abbr(d)) if d else ''))
    b = '''<div class="agg-top"><b>%s</b> &mdash; headlines from 400+ sources</div>
<div class="agg-status">Front page as of %s</div>
<h1>%s</h1>
<ul class="river">%s</ul>
%s
<footer>Headlines link to their original publishers. &copy; %d %s</footer>''' % (esc(s['site']), L.full(s['pub']), esc(s['title']), '\n'.join(items), body(s), s['year'], esc(s['site']))
    s2 = dict(s); s2['side'] = None
    return doc(s2, head(s, kind='CollectionPage', og=False), b)


def archive(s, inner):
    """Wrap another renderer's page in a web-archive toolbar."""
    L = s['L']
    cap = s['capture']
    c = cap.strftime('%Y%m%d%H%M%S')
    html_ = inner(s)
    bar = ('<!-- BEGIN ARCHIVE TOOLBAR INSERT -->\n<div id="wm-ipp"><table><tr><td class="logo"><a href="/web/">ArchiveMachine</a></td>'
           '<td><form><input value="%s"></form></td><td class="c">%s captures<br>%s &ndash; %s</td><td>%s %d, %d %02d:%02d:%02d UTC</td></tr></table></div>\n<!-- END ARCHIVE TOOLBAR INSERT -->\n' % (
               s['orig_url'], s.get('ncapt', 3), s.get('first_capt', L.short(s['pub'])) if False else s['pub'].strftime('%d %b %Y'), cap.strftime('%d %b %Y'),
               MON3[cap.month - 1], cap.day, cap.year, cap.hour, cap.minute, cap.second))
    html_ = html_.replace('<body>', '<body>\n' + bar, 1)
    html_ = html_.replace('href="/', 'href="/web/%s/%s/' % (c, s['orig_url'].split('/')[2]))
    return html_


STYLES = {f.__name__: f for f in [news_us, news_uk, news_in, news_intl, amp, printview, jsapp, morning_note, transcript, edgar, asx, sgx,
                                   companies_house, ir_list, release, trade, crypto_notice, wire, reddit, hn, phpbb, discourse, qa,
                                   newsletter, podcast, wiki, liveblog, aggregator]}

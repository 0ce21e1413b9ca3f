"""Site-style renderers. Each style has its own markup."""
import json
from common import *


def _meta_article(p, og=True, art=True):
    out = []
    if og:
        out += [f'<meta property="og:title" content="{E(p.headline)}">',
                f'<meta property="og:type" content="article">',
                f'<meta property="og:url" content="{E(p.url)}">',
                f'<meta property="og:site_name" content="{E(p.site)}">']
    if art and p.mp is not None:
        out.append(f'<meta property="article:published_time" content="{iso(p.mp, p.tz)}">')
    if art and p.mm is not None and (p.upd is not None or p.meta_mod != "same"):
        out.append(f'<meta property="article:modified_time" content="{iso(p.mm, p.tz)}">')
    out += p.inject_head
    return "\n".join(out)


def _ld_news(p, typ="NewsArticle"):
    o = {"@context": "https://schema.org", "@type": typ, "headline": p.headline,
         "author": {"@type": "Person", "name": p.author or p.site},
         "publisher": {"@type": "Organization", "name": p.site}}
    if p.mp is not None:
        o["datePublished"] = iso(p.mp, p.tz)
    if p.mm is not None:
        o["dateModified"] = iso(p.mm, p.tz)
    return jsonld(o)


def _paras(p, tag="p", cls=None):
    c = f' class="{cls}"' if cls else ""
    return "\n".join(f"<{tag}{c}>{x}</{tag}>" for x in p.body)


def _hidden(p):
    return "\n".join(p.hidden)


def _fy(p):
    return p.footer_year or p.t.year


def _cookie(v=0):
    return ['<div id="cookie-consent" class="cc-banner" role="dialog"><p>We use cookies to improve your experience and for analytics. <a href="/privacy">Learn more</a></p><button>Accept all</button><button>Manage</button></div>',
            '<div class="gdpr"><span>This site uses cookies. By continuing you agree to our use of cookies.</span> <a href="#" onclick="return false">OK</a></div>',
            '<aside class="consent-bar" aria-label="cookie notice"><p>We and our partners store and access information on your device. <button id="cc-ok">I agree</button></p></aside>'][v % 3]


def _side_dated(p, fmt, title="Most Read", cls="most-read"):
    if not p.sidebar:
        return ""
    li = []
    for i, (h, d) in enumerate(p.sidebar):
        ds = f' <time datetime="{iso(d, p.tz)}">{fmt(d)}</time>' if d is not None else ""
        li.append(f'<li><a href="/news/{abs(hash(h)) % 99999}">{E(h)}</a>{ds}</li>')
    return f'<aside class="{cls}"><h3>{title}</h3><ol>' + "".join(li) + "</ol></aside>"


def _comments(p, fmt, wrap="section", cls="comments"):
    if not p.comments:
        return ""
    cs = []
    for u, d, txt in p.comments:
        cs.append(f'<div class="comment"><div class="c-head"><b>{E(u)}</b> <span class="c-time" title="{iso(d)}">{fmt(d)}</span></div><div class="c-body">{txt}</div></div>')
    return f'<{wrap} class="{cls}"><h3>Comments ({len(cs)})</h3>' + "".join(cs) + f"</{wrap}>"


# 1 ---------------------------------------------------------------- newspaper (US)
def newspaper_us(p):
    upd = f' <span class="updated">Updated {f_ap(p.upd, p.tz)}</span>' if p.upd else ""
    pub = f'<time datetime="{iso(p.pub, p.tz)}">{f_ap(p.pub, p.tz)}</time>' if p.pub else ""
    return f"""<!DOCTYPE html>
<html lang="{p.lang}"><head><meta charset="utf-8"><title>{E(p.headline)} | {p.site}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{E(p.dek)}">
{_meta_article(p)}
{_ld_news(p)}
<link rel="stylesheet" href="/static/css/main.4f2a.css"></head>
<body class="article-page">
<header class="masthead"><a href="/" class="logo">{p.site}</a><nav><a href="/markets">Markets</a><a href="/business">Business</a><a href="/tech">Tech</a><a href="/opinion">Opinion</a></nav></header>
<main><article><h1 class="headline">{E(p.headline)}</h1><h2 class="dek">{E(p.dek)}</h2>
<div class="byline">By <a rel="author" href="/staff/{p.author.lower().replace(' ', '-')}">{p.author}</a> · {pub}{upd}</div>
<div class="article-body">
{_paras(p)}
{_hidden(p)}
</div></article>
{_side_dated(p, lambda d: f_md(d, p.tz))}
{_comments(p, lambda d: f_short(d, p.tz))}
</main>
<footer><p>&copy; {_fy(p)} {p.site}. All rights reserved.</p><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer>
{_cookie(0)}
</body></html>"""


# 2 ---------------------------------------------------------------- UK broadsheet
def broadsheet_uk(p):
    upd = f'<p class="meta-upd">Last modified on {f_uk(p.upd, p.tz, True)}</p>' if p.upd else ""
    side = ""
    if p.sidebar:
        side = '<div class="onward"><h2>Most viewed</h2><ul>' + "".join(
            f'<li class="mv"><span class="n">{i+1}</span> {E(h)}' + (f' <small>{f_uk(d, p.tz)}</small>' if d else "") + "</li>"
            for i, (h, d) in enumerate(p.sidebar)) + "</ul></div>"
    com = ""
    if p.comments:
        com = '<div id="discussion"><h2>Reader comments</h2>' + "".join(
            f'<div class="d-comment"><span class="d-user">{E(u)}</span><time>{f_uk(d, p.tz, True)}</time><blockquote>{txt}</blockquote></div>' for u, d, txt in p.comments) + "</div>"
    return f"""<!doctype html>
<html lang="en-GB"><head><meta charset="UTF-8"><title>{E(p.headline)} | {p.section if hasattr(p,'section') else 'Business'} | {p.site}</title>
{_meta_article(p)}
<meta name="twitter:card" content="summary_large_image">
{_ld_news(p)}
</head><body>
<div class="top-bar"><a class="brand" href="/">{p.site}</a> <a href="/uk">UK</a> <a href="/world">World</a> <a href="/business">Business</a> <a href="/money">Money</a></div>
<div class="content"><div class="col-main">
<p class="kicker">Business</p>
<h1>{E(p.headline)}</h1><p class="standfirst">{E(p.dek)}</p>
<address class="author">{p.author}</address>
<p class="meta-date">{('Published ' + f_uk(p.pub, p.tz, True)) if p.pub else ''}</p>{upd}
<div class="article-body-commercial-selector">
{_paras(p)}
{_hidden(p)}
</div></div>{side}</div>{com}
<footer class="site-footer">&copy; {_fy(p)} {p.site} Media Group. Registered in England and Wales.</footer>
{_cookie(1)}
</body></html>"""


# 3 ---------------------------------------------------------------- quote page (Yahoo-like)
def quote_page(p):
    x = p.extra
    news = "".join(f'<li class="js-stream-item"><h3><a href="/news/{i}">{E(h)}</a></h3><div class="provider">{x.get("prov","Newswire")}' + (f' · {f_short(d, p.tz, True, False)}' if d else "") + "</div></li>" for i, (h, d) in enumerate(p.sidebar))
    stats = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in x.get("stats", []))
    state = {"context": {"dispatcher": {"stores": {"QuoteSummaryStore": {"symbol": x["sym"], "price": {"regularMarketPrice": {"raw": x["price"]},
             "regularMarketTime": int(x["mtime"].timestamp())}}}}}}
    state.update(p.state)
    return f"""<!DOCTYPE html><html id="atomic" lang="en-US"><head><meta charset="utf-8">
<title>{x['name']} ({x['sym']}) Stock Price, News, Quote &amp; History - {p.site}</title>
<meta name="description" content="Find the latest {x['name']} ({x['sym']}) stock quote, history, news and other vital information.">
{''.join(p.inject_head)}
</head><body><div id="app"><div class="hdr"><a href="/">{p.site}</a><form action="/lookup"><input name="s" placeholder="Search for news, symbols or companies"></form></div>
<div id="quote-header-info"><h1>{x['name']} ({x['sym']})</h1><div class="exch">{x['exch']} - {x['exch']} Real Time Price. Currency in USD</div>
<fin-streamer data-symbol="{x['sym']}" data-field="regularMarketPrice" value="{x['price']}">{x['price']:.2f}</fin-streamer>
<span class="chg">{x['chg']}</span>
<div id="quote-market-notice"><span>{x['notice']}</span></div></div>
<div class="summary"><table>{stats}</table></div>
{_hidden(p)}
{''.join('<p class="profile">'+b+'</p>' for b in p.body)}
<div id="quoteNewsStream"><h2>News</h2><ul>{news}</ul></div></div>
<script>root.App.main = {json.dumps(state)};</script>
<footer>Data disclaimer. Quotes delayed at least 15 minutes. &copy; {_fy(p)} {p.site}</footer></body></html>"""


# 4 ---------------------------------------------------------------- analysis with comments (SA-like)
def analysis_comments(p):
    nd = {"props": {"pageProps": {"article": {"id": p.extra.get("aid", 4512345), "title": p.headline,
          "publishOn": iso(p.mp, p.tz) if p.mp else None, "lastModified": iso(p.mm, p.tz) if p.mm else None,
          "author": {"nick": p.author}}}}, "page": "/article/[slug]", "buildId": "p9x8Ka"}
    nd["props"]["pageProps"].update(p.state)
    com = "".join(f'<li class="cmt"><div class="cmt-h"><a class="u">{E(u)}</a> <span class="ts">{f_short(d, p.tz, True, False)}</span></div><div class="cmt-b">{txt}</div></li>' for u, d, txt in p.comments)
    summ = "".join(f"<li>{s}</li>" for s in p.extra.get("summary", []))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} ({p.extra.get('sym','')}) | {p.site}</title>
<meta property="og:title" content="{E(p.headline)}">
{''.join(p.inject_head)}
</head><body><div id="__next"><header class="sa-top"><a href="/">{p.site}</a> <a href="/market-news">News</a> <a href="/analysis">Analysis</a></header>
<article data-test-id="article"><h1>{E(p.headline)}</h1>
<div class="auth"><span class="name">{p.author}</span> <span class="badge">Investing Group Leader</span> · <span data-test-id="post-date">{f_short(p.pub, p.tz, True, True)}</span>{(' · Edited ' + f_short(p.upd, p.tz)) if p.upd else ''}</div>
<div class="summary"><h3>Summary</h3><ul>{summ}</ul></div>
<div class="body">{_paras(p)}{_hidden(p)}</div>
<p class="disclosure">Analyst's Disclosure: I/we have a beneficial long position in the shares of {p.extra.get('sym','')} either through stock ownership, options, or other derivatives.</p>
</article>
<section id="comments"><h2>Comments ({len(p.comments)})</h2><ul>{com}</ul></section></div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(nd)}</script></body></html>"""


# 5 ---------------------------------------------------------------- Fool-like
def fool(p):
    pub = f_us(p.pub, p.tz) if p.pub else ""
    tick = p.extra.get("sym", "")
    side = "".join(f'<div class="related-card"><a href="/investing/{i}">{E(h)}</a></div>' for i, (h, d) in enumerate(p.sidebar))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} | The {p.site}</title>
<meta name="author" content="{p.author}">
{_meta_article(p, og=True, art=p.extra.get('art', True))}
</head><body>
<div class="fool-nav"><a href="/">{p.site}</a> | <a href="/investing-news/">Investing News</a> | <a href="/retirement/">Retirement</a></div>
<div class="container"><div class="article-header"><h1>{E(p.headline)}</h1><h2 class="subhead">{E(p.dek)}</h2>
<div class="author-byline"><a>{p.author}</a> <span class="article-pub-date">{pub}</span>{(' <span>Updated: ' + f_us(p.upd, p.tz) + '</span>') if p.upd else ''}</div></div>
<div class="ticker-row"><span class="ticker">{p.extra.get('exch','NASDAQ')}: {tick}</span></div>
<div class="tailwind-article-body">
{_paras(p)}
{_hidden(p)}
<p class="disclosure"><em>{p.author} has no position in any of the stocks mentioned. The {p.site} has a disclosure policy.</em></p>
</div>
<div class="related"><h3>Related Articles</h3>{side}</div></div>
<footer>&copy;{_fy(p)} The {p.site}. All rights reserved.</footer></body></html>"""


# 6 ---------------------------------------------------------------- economic calendar
def econ_calendar(p):
    rows = []
    for r in p.extra["rows"]:
        dt, cur, imp, ev, act, fc, prev = r
        rows.append(f'<tr class="js-event-item" data-event-datetime="{loc(dt, p.tz).strftime("%Y/%m/%d %H:%M:%S")}"><td class="time">{f_hm(dt, p.tz)}</td><td class="flagCur">{cur}</td><td class="sentiment">{"&#9733;"*imp}</td><td class="event">{E(ev)}</td><td class="act">{act}</td><td class="fore">{fc}</td><td class="prev">{prev}</td></tr>')
    days = p.extra.get("dayhdr", "")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Economic Calendar - {p.site}</title>
<meta name="description" content="Real-time economic calendar covering economic events and indicators from all over the world.">
{''.join(p.inject_head)}</head><body>
<div id="topBar"><a href="/">{p.site}</a> <a href="/economic-calendar/">Economic Calendar</a> <a href="/earnings-calendar/">Earnings Calendar</a></div>
<div id="calendarFilters">Time zone: <span id="timeZoneGmtOffsetFormatted">{p.extra.get('tzlabel')}</span></div>
<table id="economicCalendarData"><thead><tr><th>Time</th><th>Cur.</th><th>Imp.</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr></thead>
<tbody><tr><td colspan="7" class="theDay">{days}</td></tr>{''.join(rows)}</tbody></table>
{_paras(p)}{_hidden(p)}
<footer>Risk disclosure: trading involves high risk. &copy; 2007-{_fy(p)} {p.site}</footer></body></html>"""


# 7 ---------------------------------------------------------------- live blog
def live_blog(p):
    posts = []
    for d, title, txt in p.extra["posts"]:
        posts.append(f'<div class="live-post" id="p{int(d.timestamp())}"><div class="lp-time"><time datetime="{iso(d)}">{ampm(loc(d, p.tz))} {tzab(loc(d, p.tz))}</time></div><h3>{E(title)}</h3><p>{txt}</p></div>')
    ld = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": p.headline,
          "coverageStartTime": iso(p.pub, p.tz)}
    if p.mm is not None:
        ld["dateModified"] = iso(p.mm, p.tz)
    if p.extra.get("end"):
        ld["coverageEndTime"] = iso(p.extra["end"], p.tz)
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{E(p.headline)}</title>
{_meta_article(p)}
{jsonld(ld)}</head><body>
<nav class="gnav"><a href="/">{p.site}</a> <a href="/markets/">Markets</a> <a href="/pro/">PRO</a> <a href="/watch-live/">Watch Live</a></nav>
<div class="LiveBlogHeader"><span class="live-badge">LIVE UPDATES</span><h1>{E(p.headline)}</h1>
<div class="byline">{p.author} · {f_ap(p.pub, p.tz)}</div></div>
<div class="summary">{_paras(p)}</div>
<div class="live-feed">{''.join(posts)}</div>
{_hidden(p)}
{_side_dated(p, lambda d: f_md(d, p.tz), 'Trending Now', 'trending')}
<footer>&copy; {_fy(p)} {p.site} LLC. All Rights Reserved. Data is a real-time snapshot. *Data is delayed at least 15 minutes.</footer></body></html>"""


# 8 ---------------------------------------------------------------- wire flash (sparse)
def wire_flash(p):
    l = loc(p.pub, p.tz)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>FLASH: {E(p.headline)}</title>
{''.join(p.inject_head)}</head><body>
<pre class="wire">{p.site.upper()} {l.strftime('%H:%M')} {l.tzname()} {l.day:02d}-{SHORT[l.month-1].upper()}-{l.year}
** {E(p.headline.upper())}
{chr(10).join('** ' + b for b in p.body)}
</pre>{_hidden(p)}
<p class="src">Source text for wire: company statement. Reporting by {p.author}; editing by desk.</p></body></html>"""


# 9 ---------------------------------------------------------------- paywalled premium (FT/WSJ-like)
def paywall(p):
    teaser = p.body[:1]
    rest = p.body[1:]
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": p.headline,
          "isAccessibleForFree": "False", "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": "False", "cssSelector": ".paywall"}}
    if p.mp: ld["datePublished"] = iso(p.mp)
    if p.mm: ld["dateModified"] = iso(p.mm)
    return f"""<!DOCTYPE html><html lang="{p.lang}"><head><meta charset="utf-8"><title>{E(p.headline)} - {p.site}</title>
{_meta_article(p, og=True, art=True)}
{jsonld(ld)}</head><body>
<header class="o-header"><a href="/">{p.site}</a><nav><a href="/markets">Markets</a> <a href="/companies">Companies</a> <a href="/opinion">Opinion</a></nav></header>
<article class="article"><div class="topper"><h1>{E(p.headline)}</h1><p class="topper__standfirst">{E(p.dek)}</p></div>
<div class="byline">{p.author} in {p.extra.get('city','New York')} <time class="article-info__timestamp" datetime="{iso(p.pub)}">{(f_uk(p.pub, p.tz) if p.country!='US' else f_us(p.pub,p.tz))}</time></div>
<div class="article-body">{''.join('<p>'+x+'</p>' for x in teaser)}</div>
<div class="barrier"><h2>Subscribe to unlock this article</h2><p>Try unlimited access. Only $1 for 4 weeks.</p><a class="btn" href="/subscribe">Subscribe</a></div>
<div class="paywall" style="display:none" aria-hidden="true">{''.join('<p>'+x+'</p>' for x in rest)}</div>
{_hidden(p)}
</article>
{_side_dated(p, lambda d: f_md(d, p.tz), 'Most popular', 'most-popular')}
<footer>&copy; {p.site} Ltd {_fy(p)}.</footer></body></html>"""


# 10 --------------------------------------------------------------- Benzinga/Zacks-like
def rating_news(p):
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{E(p.headline)} - {p.site}</title>
<meta name="keywords" content="{p.extra.get('sym','')}, analyst ratings, price target">
{_meta_article(p, og=True, art=p.extra.get('art', True))}
</head><body class="bz">
<div class="header-nav"><a href="/">{p.site}</a><a href="/analyst-ratings">Analyst Ratings</a><a href="/movers">Movers</a><a href="/premarket">Premarket</a></div>
<div class="article-wrap"><div class="tickers"><a class="tk">{p.extra.get('sym','')}</a> <span class="px">{p.extra.get('pxs','')}</span></div>
<h1 class="art-title">{E(p.headline)}</h1>
<div class="art-meta"><span class="by">by {p.author}</span>, <span class="date">{p.extra.get('dstr') or f_short(p.pub, p.tz, True, True)}</span></div>
<div class="art-content"><ul class="key-points">{''.join('<li>'+b+'</li>' for b in p.extra.get('kp', []))}</ul>
{_paras(p)}{_hidden(p)}</div>
<div class="zacks-rank">Zacks Rank: #{p.extra.get('rank',3)} ({['','Strong Buy','Buy','Hold','Sell','Strong Sell'][p.extra.get('rank',3)]})</div>
{_side_dated(p, lambda d: f_short(d, p.tz, False), 'More from ' + p.site, 'more')}
</div><footer>&copy; {_fy(p)} {p.site}. Do not distribute.</footer></body></html>"""


# 11 --------------------------------------------------------------- press release wire
def press_release(p):
    l = loc(p.pub, p.tz)
    dl = f"{p.extra.get('city','NEW YORK').upper()}, {f_us(p.pub, p.tz)} ({p.site})"
    contact = p.extra.get("contact", "Investor Relations")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)}</title>
<meta name="DC.date.issued" content="{iso(p.mp, p.tz) if p.mp else ''}">
{_meta_article(p, og=True, art=False)}
{_ld_news(p, 'NewsArticle')}</head><body>
<div class="pr-top"><a href="/">{p.site}</a> <a href="/newsroom">Newsroom</a> <a href="/search">Search</a></div>
<div class="main-body-container"><span class="article-published">{f_us(p.pub, p.tz)} {l.strftime('%H:%M')} {tzab(l)}</span> | Source: <span class="source">{p.extra.get('issuer','')}</span>
<h1 class="article-headline">{E(p.headline)}</h1>
<h2 class="subheadline">{E(p.dek)}</h2>
<div id="main-body"><p><span class="dateline">{dl}</span> -- {p.body[0]}</p>
{''.join('<p>'+x+'</p>' for x in p.body[1:])}
{_hidden(p)}
<p><b>Forward-Looking Statements</b><br>This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. Actual results may differ materially.</p>
<p><b>Contact:</b><br>{contact}<br>ir@{p.extra.get('irdom','example-ir.test')}</p></div>
<div class="attachments">{p.extra.get('attach','')}</div></div>
<footer>&copy; {_fy(p)} {p.site}, Inc. All Rights Reserved.</footer></body></html>"""


# 12 --------------------------------------------------------------- SEC EDGAR 8-K (legacy markup)
def edgar_8k(p):
    x = p.extra
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML><HEAD><TITLE>{x['form']}</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD>
<BODY BGCOLOR="#FFFFFF">
<!-- accession {x['acc']} ; filer CIK {x['cik']} ; accepted {x['accepted']} -->
{''.join(p.inject_head)}
<P ALIGN="center"><FONT SIZE="4"><B>UNITED STATES<BR>SECURITIES AND EXCHANGE COMMISSION</B></FONT><BR>Washington, D.C. 20549</P>
<P ALIGN="center"><B>FORM {x['form']}</B></P>
<P ALIGN="center"><B>CURRENT REPORT</B><BR>Pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934</P>
<P ALIGN="center">Date of Report (Date of earliest event reported): <B>{x['report_date']}</B></P>
<P ALIGN="center"><B>{x['name'].upper()}</B><BR>(Exact name of registrant as specified in its charter)</P>
<TABLE WIDTH="100%" BORDER="0"><TR><TD ALIGN="center">Delaware</TD><TD ALIGN="center">001-3{x['cik'][-4:]}</TD><TD ALIGN="center">{x['ein']}</TD></TR>
<TR><TD ALIGN="center"><FONT SIZE="1">(State of incorporation)</FONT></TD><TD ALIGN="center"><FONT SIZE="1">(Commission File Number)</FONT></TD><TD ALIGN="center"><FONT SIZE="1">(IRS Employer Identification No.)</FONT></TD></TR></TABLE>
{''.join('<P>'+b+'</P>' for b in p.body)}
{_hidden(p)}
<P ALIGN="center"><B>SIGNATURES</B></P>
<P>Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf by the undersigned hereunto duly authorized.</P>
<TABLE><TR><TD>Date: {x['sign_date']}</TD><TD>By: /s/ {x['signer']}<BR>Chief Financial Officer</TD></TR></TABLE>
</BODY></HTML>"""


# 13 --------------------------------------------------------------- earnings call transcript
def transcript(p):
    x = p.extra
    parts = "".join(f'<p class="speaker"><strong>{E(s)}</strong> &mdash; <em>{E(r)}</em></p><p>{t}</p>' for s, r, t in x["turns"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)}</title>
{_meta_article(p)}
{_ld_news(p, 'Article')}</head><body>
<div class="tnav"><a href="/">{p.site}</a> &rsaquo; <a href="/transcripts">Earnings Call Transcripts</a></div>
<article><h1>{E(p.headline)}</h1><p class="tmeta">{f_short(p.pub, p.tz, True, True)} &middot; Transcript provided by {p.site}</p>
<div class="callinfo"><p>{x['callline']}</p></div>
<h2>Prepared Remarks</h2>{_paras(p)}{parts}{_hidden(p)}
<p class="disclaimer">This transcript may not be 100 percent accurate and may contain misspellings and other inaccuracies.</p></article>
{_side_dated(p, lambda d: f_short(d, p.tz, False), 'Recent transcripts', 'recent')}
<footer>&copy; {_fy(p)} {p.site}</footer></body></html>"""


# 14 --------------------------------------------------------------- Reddit-like thread
def reddit(p):
    x = p.extra
    def rel(d):
        return f'<time datetime="{iso(d)}" title="{d.astimezone(UTC).strftime("%a %b %d %H:%M:%S %Y UTC")}">{f_short(d, "UTC", True, True)}</time>'
    cs = "".join(f'<div class="comment depth-{i%3}" data-author="{E(u)}"><p class="tagline"><a class="author">u/{E(u)}</a> <span class="score">{(17*i+5)%230} points</span> {rel(d)}</p><div class="md">{t}</div></div>' for i, (u, d, t) in enumerate(p.comments))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} : {x['sub']}</title>
<meta property="og:title" content="{E(p.headline)}">{''.join(p.inject_head)}</head><body class="listing-page">
<div id="header"><a href="/">{p.site}</a> <a href="/r/{x['sub']}">r/{x['sub']}</a></div>
<div class="thing link"><p class="title">{E(p.headline)} <span class="flair">{x.get('flair','Discussion')}</span></p>
<p class="tagline">submitted {rel(p.pub)} by <a class="author">u/{p.author}</a></p>
<div class="usertext-body">{_paras(p)}{_hidden(p)}</div></div>
<div class="commentarea"><h4>all {len(p.comments)} comments</h4>{cs}</div>
<div class="side"><div class="sidecontentbox"><h3>About Community</h3><p>{x.get('about','')}</p></div></div></body></html>"""


# 15 --------------------------------------------------------------- Hacker-News-like (table soup)
def hn(p):
    cs = "".join(f'<tr class="athing comtr"><td><table border="0"><tr><td class="ind" indent="{i%3}"><img src="s.gif" height="1" width="{(i%3)*40}"></td><td class="default"><span class="comhead"><a class="hnuser">{E(u)}</a> <span class="age" title="{iso(d)}"><a>{f_short(d, "UTC", True, False)} UTC</a></span></span><div class="comment"><span class="commtext">{t}</span></div></td></tr></table></td></tr>' for i, (u, d, t) in enumerate(p.comments))
    return f"""<html lang="en" op="item"><head><meta name="referrer" content="origin"><link rel="stylesheet" type="text/css" href="news.css">
<title>{E(p.headline)} | {p.site}</title>{"".join(p.inject_head)}</head><body><center><table id="hnmain" border="0" cellpadding="0" cellspacing="0" width="85%" bgcolor="#f6f6ef">
<tr><td bgcolor="#ff6600"><b><a href="/">{p.site}</a></b> <a href="newest">new</a> | <a href="front">past</a> | <a href="ask">ask</a></td></tr>
<tr><td><table class="fatitem" border="0"><tr class="athing"><td class="title"><span class="titleline"><a href="{p.extra.get('link','#')}">{E(p.headline)}</a></span></td></tr>
<tr><td class="subtext"><span class="score">{p.extra.get('pts',212)} points</span> by <a class="hnuser">{p.author}</a> <span class="age" title="{iso(p.pub)}"><a>{f_short(p.pub, 'UTC', True, False)} UTC</a></span> | <a>{len(p.comments)}&nbsp;comments</a></td></tr>
<tr><td>{''.join('<div class="toptext">'+b+'</div>' for b in p.body)}{_hidden(p)}</td></tr></table>
<table class="comment-tree" border="0">{cs}</table></td></tr></table></center></body></html>"""


# 16 --------------------------------------------------------------- X/Twitter embed page
def tweet_embed(p):
    tw = p.extra["tweets"]
    bl = "".join(f'<blockquote class="twitter-tweet" data-dnt="true"><p lang="en" dir="ltr">{t}</p>&mdash; {E(n)} (@{h}) <a href="https://x.example-fictional.test/{h}/status/{abs(hash(t))%10**18}">{f_us(d, p.tz)}</a></blockquote>' for n, h, d, t in tw)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)}</title>
{_meta_article(p)}</head><body>
<div class="site-head"><a href="/">{p.site}</a> / <a href="/social">Social Pulse</a></div>
<h1>{E(p.headline)}</h1><p class="by">{p.author} &bull; {f_ap(p.pub, p.tz)}</p>
{_paras(p)}
<div class="embeds">{bl}</div>{_hidden(p)}
<script async src="https://platform.example-fictional.test/widgets.js" charset="utf-8"></script>
<footer>&copy; {_fy(p)} {p.site}</footer></body></html>"""


# 17 --------------------------------------------------------------- video page
def video_page(p):
    x = p.extra
    init = {"videoDetails": {"videoId": x["vid"], "title": p.headline, "author": p.author, "lengthSeconds": str(x.get("len", 612)), "viewCount": str(x.get("views", 48211))},
            "microformat": {"playerMicroformatRenderer": {"publishDate": loc(p.mp, p.tz).date().isoformat() if p.mp else None,
                                                          "uploadDate": iso(p.mp, p.tz) if p.mp else None}}}
    init.update(p.state)
    cs = "".join(f'<ytm-comment><div class="c-author">@{E(u)}</div><div class="c-date" data-ts="{int(d.timestamp())}">{f_short(d, p.tz, False)}</div><div class="c-text">{t}</div></ytm-comment>' for u, d, t in p.comments)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} - {p.site}</title>
<meta itemprop="uploadDate" content="{iso(p.mp, p.tz) if p.mp else ''}"><meta property="og:type" content="video.other">
<meta name="title" content="{E(p.headline)}">{''.join(p.inject_head)}</head><body>
<div id="masthead"><a href="/">{p.site}</a><input placeholder="Search"></div>
<div id="player"><video poster="/vi/{x['vid']}/hq.jpg"></video></div>
<h1 class="title">{E(p.headline)}</h1>
<div id="owner"><a class="channel">{p.author}</a> <span class="subs">{x.get('subs','214K')} subscribers</span></div>
<div id="description"><span class="views">{x.get('views',48211):,} views</span> <span class="date">{f_short(p.pub, p.tz, False)}</span>
{''.join('<p>'+b+'</p>' for b in p.body)}{_hidden(p)}</div>
<div id="comments"><h2>{len(p.comments)} Comments</h2>{cs}</div>
<div id="related">{''.join('<div class="compact-video"><span class="t">'+E(h)+'</span>'+(' <span class="age">'+f_short(d,p.tz,False)+'</span>' if d else '')+'</div>' for h,d in p.sidebar)}</div>
<script>var ytInitialPlayerResponse = {json.dumps(init)};</script></body></html>"""


# 18 --------------------------------------------------------------- wiki-like
def wiki(p):
    x = p.extra
    rev = x["rev"]
    toc = "".join(f'<li><a href="#{s.replace(" ", "_")}">{s}</a></li>' for s, _ in x["sections"])
    secs = "".join(f'<h2 id="{s.replace(" ", "_")}">{s}</h2>' + "".join(f"<p>{t}</p>" for t in ts) for s, ts in x["sections"])
    rl = rev.astimezone(UTC)
    return f"""<!DOCTYPE html><html class="client-nojs" lang="en" dir="ltr"><head><meta charset="UTF-8"><title>{E(p.headline)} - {p.site}</title>
<script>RLCONF={{"wgPageName":"{p.headline.replace(' ','_')}","wgRevisionId":{x['revid']},"wgCurRevisionId":{x['revid']},"wgArticleId":{x['revid']//7},"wgRelevantPageName":"{p.headline.replace(' ','_')}","wgPageContentModel":"wikitext"{x.get('rlextra','')}}};</script>
{''.join(p.inject_head)}</head><body class="mediawiki skin-vector">
<div id="mw-head"><a href="/">{p.site}</a> <a href="/wiki/Special:Random">Random article</a></div>
<div id="content"><h1 id="firstHeading">{E(p.headline)}</h1><div id="siteSub">From {p.site}, the free encyclopedia</div>
<div id="contentSub">{x.get('sub','')}</div>
<div class="mw-parser-output"><table class="infobox vcard"><tr><th colspan="2">{E(p.headline)}</th></tr>{''.join('<tr><th>'+k+'</th><td>'+v+'</td></tr>' for k,v in x.get('infobox',[]))}</table>
{_paras(p)}<div id="toc"><h2>Contents</h2><ul>{toc}</ul></div>{secs}{_hidden(p)}
<h2>References</h2><ol class="references">{''.join('<li>'+r+'</li>' for r in x.get('refs',[]))}</ol></div></div>
<div id="footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on {rl.day} {MONTHS[rl.month-1]} {rl.year}, at {rl.hour:02d}:{rl.minute:02d}<span class="anonymous-show">&#160;(UTC)</span>.</li>
<li>Text is available under the Creative Commons Attribution-ShareAlike License.</li></ul></div></body></html>"""


# 19 --------------------------------------------------------------- news aggregator
def aggregator(p):
    items = []
    for src, h, d, age in p.extra["items"]:
        tm = f'<time class="hvbAAd" datetime="{iso(d)}">{age}</time>' if d else ""
        items.append(f'<article class="IBr9hb"><div class="vr1PYe">{E(src)}</div><a class="gPFEn" href="./read/{abs(hash(h))%10**8}">{E(h)}</a><div class="UOVeFe">{tm}</div></article>')
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{E(p.headline)} - {p.site}</title>{''.join(p.inject_head)}</head><body>
<header><a href="/">{p.site}</a> <nav><a>Home</a><a>For you</a><a>Business</a><a>Technology</a></nav></header>
<main><h2 class="topic">{E(p.headline)}</h2><c-wiz>{''.join(items)}</c-wiz>{_paras(p)}{_hidden(p)}</main>
<footer>{p.site} &middot; Help &middot; Privacy</footer></body></html>"""


# 20 --------------------------------------------------------------- archived snapshot wrapper
def wayback(p):
    cap = p.extra["capture"]
    ts = cap.astimezone(UTC).strftime("%Y%m%d%H%M%S")
    inner = p.extra["inner"]
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{p.site}: {E(p.headline)}</title>
<script>var __wm = {{"timestamp":"{ts}","url":"{p.extra['orig']}","captures":{p.extra.get('ncap',3)}}};</script>
<!-- BEGIN ARCHIVE TOOLBAR --></head><body>
<div id="wm-ipp-base" style="display:block"><div id="wm-ipp"><table><tr><td class="c"><a href="/">{p.site}</a></td>
<td><input value="{p.extra['orig']}"></td><td><a class="capdate">{cap.astimezone(UTC).strftime('%d %b %Y')}</a><br><span>{p.extra.get('ncap',3)} captures</span><br><span class="range">{p.extra.get('range','')}</span></td></tr></table></div></div>
<!-- END ARCHIVE TOOLBAR -->
<div id="archived-content">{inner}</div>
<!-- FILE ARCHIVED ON {cap.astimezone(UTC).strftime('%H:%M:%S %b %d, %Y')} AND RETRIEVED FROM THE ARCHIVE. -->
</body></html>"""


# 21 --------------------------------------------------------------- newsletter archive
def newsletter(p):
    l = loc(p.pub, p.tz)
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>{E(p.headline)}</title>{''.join(p.inject_head)}</head>
<body style="margin:0;background:#f2f2f2"><center><table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:12px;font-family:Georgia"><span style="font-size:11px;color:#888">View this email in your browser &middot; Archive: {p.site}</span></td></tr>
<tr><td style="padding:12px"><h1 style="font-family:Georgia">{E(p.headline)}</h1><p style="color:#666">{DOW[l.weekday()]}, {f_us(p.pub, p.tz) if p.country=='US' else f_uk(p.pub, p.tz)} &middot; {p.author}</p></td></tr>
<tr><td style="padding:12px;font-family:Arial;font-size:15px">{_paras(p)}{_hidden(p)}</td></tr>
<tr><td style="padding:12px;font-size:11px;color:#999">You are receiving this because you subscribed at {p.site}. <a href="#">Unsubscribe</a> &middot; &copy; {_fy(p)}</td></tr>
</table></center></body></html>"""


# 22 --------------------------------------------------------------- podcast show notes
def podcast(p):
    x = p.extra
    ch = "".join(f"<li><span class='ts'>{c[0]}</span> {E(c[1])}</li>" for c in x["chapters"])
    ld = {"@context": "https://schema.org", "@type": "PodcastEpisode", "name": p.headline, "episodeNumber": x["ep"],
          "datePublished": loc(p.mp, p.tz).date().isoformat() if p.mp else None,
          "partOfSeries": {"@type": "PodcastSeries", "name": x["show"]}}
    return f"""<!DOCTYPE html><html lang="{p.lang}"><head><meta charset="utf-8"><title>Ep. {x['ep']}: {E(p.headline)} &mdash; {x['show']}</title>
{jsonld(ld)}{''.join(p.inject_head)}</head><body>
<header><a href="/">{x['show']}</a> <a href="/episodes">Episodes</a> <a href="/about">About</a></header>
<main><h1>Ep. {x['ep']}: {E(p.headline)}</h1><div class="ep-meta">{f_us(p.pub, p.tz) if p.country=='US' else f_uk(p.pub, p.tz)} &middot; {x.get('dur','48 min')}</div>
<audio controls preload="none" src="/media/ep{x['ep']}.mp3"></audio>
<h2>Show notes</h2>{_paras(p)}<h3>Chapters</h3><ul>{ch}</ul>{_hidden(p)}
<h3>Links</h3><ul>{''.join('<li>'+l+'</li>' for l in x.get('links',[]))}</ul></main>
{_comments(p, lambda d: f_short(d, p.tz, False))}
<footer>{x['show']} is produced by {p.site}. &copy; {_fy(p)}</footer></body></html>"""


# 23 --------------------------------------------------------------- central bank release
def central_bank(p):
    x = p.extra
    return f"""<!DOCTYPE html><html lang="{p.lang}"><head><meta charset="utf-8"><title>{E(p.headline)} | {x['bank']}</title>
<meta name="dcterms.date" content="{iso(p.mp, p.tz) if p.mp else ''}">{''.join(p.inject_head)}</head><body>
<div class="cb-header"><a href="/">{x['bank']}</a><ul class="cb-nav"><li>Monetary Policy</li><li>Statistics</li><li>Publications</li><li>News &amp; Events</li></ul></div>
<div id="content"><p class="eyebrow">{x.get('kind','Press Release')}</p>
<h1>{E(p.headline)}</h1><p class="release-date">{x['datestr']}</p>{('<p class="embargo">'+x['embargo']+'</p>') if x.get('embargo') else ''}
<div class="release-body">{_paras(p)}{_hidden(p)}</div>
<div class="related-links"><h3>Related</h3><ul>{''.join('<li>'+E(h)+(' <span>'+(f_uk(d,p.tz) if p.country!='US' else f_us(d,p.tz))+'</span>' if d else '')+'</li>' for h,d in p.sidebar)}</ul></div>
<p class="contact">For media inquiries, contact the press office.</p></div>
<footer>Last update: {x['lastupd']}</footer></body></html>"""


# 24 --------------------------------------------------------------- statistics office release
def stats_release(p):
    x = p.extra
    tbl = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in x["table"])
    return f"""<!DOCTYPE html><html lang="{p.lang}"><head><meta charset="utf-8"><title>{E(p.headline)}</title>
<meta name="release-date" content="{iso(p.mp, p.tz) if p.mp else ''}">{''.join(p.inject_head)}</head><body>
<div id="gov-header"><a href="/">{x['office']}</a></div>
<div class="release"><div class="release-meta"><dl><dt>Release date:</dt><dd>{x['datestr']}</dd><dt>Next release:</dt><dd>{x['next']}</dd>{x.get('extra_dl','')}</dl></div>
<h1>{E(p.headline)}</h1>{_paras(p)}
<table class="regular" border="1"><thead><tr>{''.join('<th>'+h+'</th>' for h in x['thead'])}</tr></thead><tbody>{tbl}</tbody></table>{_hidden(p)}
<pre class="techinfo">{x.get('pre','')}</pre></div>
<footer>{x['office']} &middot; Contact us &middot; Accessibility</footer></body></html>"""


# 25 --------------------------------------------------------------- broker research note
def broker_note(p):
    x = p.extra
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{x['broker']} Equity Research - {E(p.headline)}</title>
<style>.disc{{font-size:8pt;color:#555}} .rating{{font-weight:bold}}</style>{''.join(p.inject_head)}</head><body>
<table width="100%"><tr><td><b>{x['broker']}</b> | Equity Research | {x['region']}</td><td align="right">{x['datestr']}</td></tr></table>
<h1>{E(p.headline)}</h1>
<table class="keydata"><tr><td>Rating</td><td class="rating">{x['rating']}</td></tr><tr><td>Price target</td><td>{x['pt']}</td></tr><tr><td>Price (as of close {x['pxdate']})</td><td>{x['px']}</td></tr></table>
<p><i>{p.author}, CFA &middot; Analyst</i></p>
<div class="thesis">{_paras(p)}</div>{_hidden(p)}
<h3>Estimates</h3><table border="1">{''.join('<tr>'+''.join('<td>'+c+'</td>' for c in r)+'</tr>' for r in x['est'])}</table>
<p class="disc">Important disclosures appear at the back of this report. {x['broker']} does and seeks to do business with companies covered in its research reports. Completed: {x['completed']}. Disseminated: {x['dissem']}.</p>
</body></html>"""


# 26 --------------------------------------------------------------- company IR news list
def ir_list(p):
    rows = "".join(f'<div class="module_item"><div class="module_date-time"><span class="module_date-text">{ds}</span></div><div class="module_headline"><a class="module_headline-link" href="/news-releases/{i}">{E(h)}</a></div></div>' for i, (h, ds) in enumerate(p.extra["items"]))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>News Releases | {p.extra['name']} Investor Relations</title>{''.join(p.inject_head)}</head><body>
<div class="ir-header"><img src="/logo.svg" alt="{p.extra['name']} logo"><ul><li>Overview</li><li>News &amp; Events</li><li>Financials</li><li>Stock Info</li><li>Governance</li></ul></div>
<div class="ir-stock-ticker">{p.extra['sym']} <span>{p.extra['quote']}</span></div>
<h1>News Releases</h1><div class="module_container">{rows}</div>{_paras(p)}{_hidden(p)}
<footer>&copy; {_fy(p)} {p.extra['name']}. All rights reserved. Powered by IR-Hosting</footer></body></html>"""


# 27 --------------------------------------------------------------- crypto exchange announcement
def crypto_ann(p):
    x = p.extra
    st = {"appState": {"article": {"code": x["code"], "title": p.headline, "releaseDate": int(p.mp.timestamp()*1000) if p.mp else None,
          "updateTime": int(p.mm.timestamp()*1000) if p.mm else None}}}
    st.update(p.state)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} | {p.site} Support</title>{''.join(p.inject_head)}</head><body>
<div class="css-nav"><a href="/">{p.site}</a> <a href="/markets">Markets</a> <a href="/trade">Trade</a> <a href="/support/announcement">Announcements</a></div>
<div class="css-article"><h1 class="css-title">{E(p.headline)}</h1><div class="css-date">{loc(p.pub, 'UTC').strftime('%Y-%m-%d %H:%M')} (UTC)</div>
<div class="css-content"><p>Fellow {p.site} users,</p>{_paras(p)}{_hidden(p)}
<p>Thanks for your support!<br>{p.site} Team<br>{loc(p.pub, 'UTC').strftime('%Y-%m-%d')}</p>
<p class="risk">Risk warning: Cryptocurrency trading is subject to high market risk. Please make your trades cautiously.</p></div></div>
<script id="__APP_DATA" type="application/json">{json.dumps(st)}</script></body></html>"""


# 28 --------------------------------------------------------------- phpBB forum with quotes
def forum(p):
    posts = []
    for i, (u, d, t) in enumerate([(p.author, p.pub, "".join(p.body))] + p.comments):
        posts.append(f'<div id="p{1000+i}" class="post bg{i%2+1}"><div class="postbody"><h3><a href="#p{1000+i}">Re: {E(p.headline)}</a></h3><p class="author">by <strong><a class="username">{E(u)}</a></strong> &raquo; {loc(d, p.tz).strftime("%a %b %d, %Y %I:%M %p").replace(" 0"," ")}</p><div class="content">{t}</div></div></div>')
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="{p.lang.lower()}"><head><meta charset="utf-8"><title>{E(p.headline)} - {p.site}</title>{''.join(p.inject_head)}</head><body id="phpbb">
<div class="headerbar"><a href="./index.php">{p.site}</a> <p class="skiplink">Board index &lsaquo; Stocks &amp; Shares &lsaquo; Company discussion</p></div>
<h2 class="topic-title">{E(p.headline)}</h2>
{''.join(posts)}{_hidden(p)}
<div class="stat-block"><h3>Who is online</h3><p>Users browsing this forum: No registered users and 3 guests</p></div>
<p class="rightside">All times are <span title="{p.tz}">UTC{loc(p.pub,p.tz).strftime('%z')[:3]}:{loc(p.pub,p.tz).strftime('%z')[3:]}</span></p>
<div class="copyright">Powered by phpBB&reg; Forum Software</div></body></html>"""


# 29 --------------------------------------------------------------- Substack/Medium-like
def substack(p):
    pre = {"post": {"title": p.headline, "post_date": iso(p.mp) if p.mp else None, "updated_at": iso(p.mm) if p.mm else None,
           "audience": "everyone", "slug": p.url.rsplit('/', 1)[-1]}}
    pre.update(p.state)
    ed = f' <span class="edited">Edited {f_short(p.upd, p.tz, False)}</span>' if p.upd else ""
    com = "".join(f'<div class="comment-rest"><div class="comment-meta"><a>{E(u)}</a> <a class="date" title="{iso(d)}">{f_short(d, p.tz, False)}</a></div><div class="comment-body">{t}</div></div>' for u, d, t in p.comments)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{E(p.headline)} - by {p.author}</title>
<meta name="author" content="{p.author}">{_meta_article(p, og=True, art=p.extra.get('art', False))}</head><body>
<div class="topbar"><a href="/">{p.site}</a> <button>Subscribe</button></div>
<article class="post"><h1 class="post-title">{E(p.headline)}</h1><h3 class="subtitle">{E(p.dek)}</h3>
<div class="post-meta"><span class="byline">{p.author}</span> <span class="post-date">{f_short(p.pub, p.tz, False)}</span>{ed}</div>
<div class="available-content">{_paras(p)}{_hidden(p)}</div></article>
<div class="comments-page">{com}</div>
<script>window._preloads = JSON.parse({json.dumps(json.dumps(pre))})</script></body></html>"""


# 30 --------------------------------------------------------------- AMP page
def amp(p):
    return f"""<!doctype html><html amp lang="{p.lang}"><head><meta charset="utf-8"><script async src="https://cdn.ampproject.example-fictional.test/v0.js"></script>
<title>{E(p.headline)}</title><link rel="canonical" href="{p.url.replace('/amp/', '/')}"><meta name="viewport" content="width=device-width">
{_ld_news(p)}{''.join(p.inject_head)}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}}</style><style amp-custom>h1{{font-size:24px}}</style></head><body>
<header class="amp-hdr"><a href="/">{p.site}</a></header>
<article><h1>{E(p.headline)}</h1><div class="amp-byline">{p.author} | {f_ap(p.pub, p.tz) if p.country in ('US','CA') else f_uk(p.pub, p.tz, True)}</div>
<amp-img src="/img/lead.jpg" width="600" height="338" layout="responsive" alt="{E(p.extra.get('alt','Trading floor'))}"></amp-img>
{_paras(p)}{_hidden(p)}</article>
<amp-accordion><section><h4>More stories</h4><ul>{''.join('<li>'+E(h)+'</li>' for h,d in p.sidebar)}</ul></section></amp-accordion>
<footer>&copy; {_fy(p)} {p.site}</footer></body></html>"""


# 31 --------------------------------------------------------------- print-friendly
def printable(p):
    return f"""<html><head><title>{E(p.headline)} - Printer Friendly</title><meta name="robots" content="noindex">{''.join(p.inject_head)}
<style>body{{font-family:Times;max-width:700px}} .noprint{{display:none}}</style></head><body onload="window.print()">
<p class="noprint"><a href="{p.url.replace('/print/', '/')}">Back to article</a></p>
<p><b>{p.site}</b><br>{p.url.replace('/print/', '/')}</p><hr>
<h2>{E(p.headline)}</h2><p><i>By {p.author}</i><br>{f_short(p.pub, p.tz, True, True)}</p>
{_paras(p)}{_hidden(p)}<hr><p><small>Copyright {_fy(p)} {p.site}. Printed from {p.site}.</small></p></body></html>"""


# 32 --------------------------------------------------------------- legacy tag soup
def tagsoup(p):
    return f"""<HTML LANG="en-US">
<HEAD>
<TITLE>{p.site} :: {E(p.headline)}</TITLE>
<META NAME="keywords" CONTENT="stocks,shares,market,{p.extra.get('sym','')}">
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
{''.join(p.inject_head)}
</HEAD>
<BODY BGCOLOR=#ffffff TEXT=#000000 LINK=#003399>
<TABLE WIDTH=760 CELLPADDING=0 CELLSPACING=0><TR><TD BGCOLOR=#003366><FONT COLOR=white FACE=Arial SIZE=4><B>{p.site}</B></FONT></TD></TR>
<TR><TD><FONT FACE=Verdana SIZE=1><A HREF=/>Home</A> | <A HREF=/markets>Markets</A> | <A HREF=/boards>Message Boards</A></FONT></TD></TR></TABLE>
<TABLE WIDTH=760><TR><TD WIDTH=560 VALIGN=top>
<FONT FACE=Arial SIZE=5><B>{E(p.headline)}</B></FONT><BR>
<FONT FACE=Arial SIZE=2 COLOR=#666666>{p.author} -- {p.extra.get('dstr') or f_ap(p.pub, p.tz)}</FONT><P>
<FONT FACE=Arial SIZE=2>
{'<P>'.join(p.body)}
{_hidden(p)}
</FONT>
</TD><TD WIDTH=200 VALIGN=top BGCOLOR=#eeeeee><FONT FACE=Arial SIZE=1><B>HEADLINES</B><BR>
{'<BR>'.join(E(h) + ((' (' + f_num(d, p.tz, 'us') + ')') if d else '') for h, d in p.sidebar)}
</FONT></TD></TR></TABLE>
<CENTER><FONT SIZE=1>Copyright &copy; {_fy(p)} {p.site}</FONT></CENTER>
</BODY>
</HTML>"""


STYLES = {k: v for k, v in globals().items() if callable(v) and not k.startswith("_") and k not in (
    "E", "utc", "parse_t", "tstr", "loc", "iso", "ampm", "tzab", "f_us", "f_ap", "f_short", "f_uk", "f_dow",
    "f_hm", "f_md", "f_num", "quarter_of", "jsonld", "money", "Page", "ZoneInfo")}

"""Site skeletons, part 1: news, research, quote, IR, regulator, exchange, filings."""
from core import esc, fmt, jd
from gen_slots import *


def paras(c, tag='p', cls=None):
    a = f' class="{cls}"' if cls else ''
    return '\n'.join(f'<{tag}{a}>{p}</{tag}>' for p in c.paras)


def comments_block(c, f=None, wrap='ol', item='li', cls='comment'):
    out = []
    for k in c.comments():
        out.append(f'<{item} class="{cls}"><span class="who">{esc(k["who"])}</span> <time>{c.ts(k["u"], k["cat"], f)}</time><div class="body">{k["text"]}</div></{item}>')
    return f'<{wrap} class="{cls}s">' + '\n'.join(out) + f'</{wrap}>'


def related_block(c, f=None, name='related', withtime=True, title='Related'):
    out = []
    for r in c.related(name):
        t = f' <span class="t">{c.ts(r["u"], r["cat"], f)}</span>' if withtime else ''
        if not withtime and r['cat'] == 'leak':
            c.mark(r['u'], 'leak', 'undated related item (fact instant)')
        out.append(f'<li><a href="/news/{abs(hash(r["head"])) % 99999}">{r["head"]}</a>{t}</li>')
    return f'<h3>{title}</h3><ul>' + ''.join(out) + '</ul>'


# 1 sell-side morning note
def sellside_note(c):
    rows = ''.join(f'<tr><td>{esc(k)}</td><td>{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        rows += f'<tr class="new"><td>{tr["row"][0]}</td><td>{tr["row"][1]}</td></tr>'
    upd = updated_line(c, 'us_dt', 'Revised')
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Morning Note | {esc(strip(c.title))} | {c.site}</title>
{metas(c, og=False)}
<link rel="stylesheet" href="/assets/research.v7.css"></head>
<body class="note"{data_attr(c)}>
<header class="firmbar"><img src="/assets/logo.svg" alt="{c.site}"><span class="class">FOR INSTITUTIONAL INVESTORS ONLY</span></header>
<section class="meta"><dl><dt>Published</dt><dd>{c.ts(c.P, c.pubcat)}</dd><dt>Analyst</dt><dd>{c.author}</dd>{f"<dt>Note</dt><dd>{upd}</dd>" if upd else ""}</dl></section>
<h1>{c.title}</h1><h2 class="dek">{c.dek}</h2>
{hcomment(c)}
<div class="keypoints"><h4>Key points</h4>{paras(c)}</div>
{visinj(c)}
<table class="stats"><thead><tr><th>Metric</th><th>Value</th></tr></thead><tbody>{rows}</tbody></table>
{hidden(c)}
<footer class="disc"><p>Analyst certification: the views expressed accurately reflect the personal views of the analyst. This report is not an offer to buy or sell any security. Ratings: Overweight / Equal-weight / Underweight. See important disclosures at the end of this report.</p></footer>
{noscript(c)}
</body></html>'''


# 2 US news article (modern, JSON-LD, related)
def us_news(c):
    img, alt, cap = figure(c, '/img/2x/story-hero.jpg', f'File photo of {c.topicword}', f'File photo. Credit: Staff')
    upd = updated_line(c, 'ap')
    return f'''<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(strip(c.title))} - {c.site}</title>
{metas(c)}
<link rel="canonical" href="{c.url}">
{ld(c)}
</head>
<body>
<div id="app"><nav class="top-nav"><a href="/">{c.site}</a> <a href="/markets">Markets</a> <a href="/business">Business</a> <a href="/tech">Tech</a></nav>
<main class="article-wrap"{data_attr(c)}>
<article>
<div class="kicker">{c.section}</div>
<h1 class="headline">{c.title}</h1>
<p class="summary">{c.dek}</p>
<div class="byline">By <a rel="author" href="/staff/{c.author.lower().replace(' ', '-')}">{c.author}</a> &middot; <time datetime="{fmt(c.P, 'iso', c.zone)}">{c.ts(c.P, c.pubcat, 'ap')}</time>{' &middot; <span class="upd">' + upd + '</span>' if upd else ''}</div>
<figure><img src="{img}" alt="{alt}" width="1200" height="675"><figcaption>{cap}</figcaption></figure>
<div class="article-body">
{paras(c)}
{visinj(c)}
{correction(c)}
</div>
</article>
<aside class="rail">{related_block(c, 'ap')}</aside>
{hidden(c)}
</main>
<section class="comments" id="comments"><h2>Comments</h2>{comments_block(c, 'us3_dt')}</section>
{hcomment(c)}
</div>
{noscript(c)}
<script src="/static/js/main.4f1a9c.js" defer></script>
</body></html>'''


# 3 UK broadsheet business page (legacy charset friendly)
def uk_paper(c):
    upd = updated_line(c, 'uk3_dt', 'Last modified on')
    img, alt, cap = figure(c, '/images/2026/business/trading-floor-1024.jpg', 'Traders at work in the City of London', 'Traders in the City. Photograph: Agency')
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-GB">
<head>
{c.meta_charset}
<title>{esc(strip(c.title))} | Business | {c.site}</title>
{metas(c)}
{ld(c)}
</head>
<body id="business"{data_attr(c)}>
<div id="masthead"><a href="/"><img src="/furniture/masthead.gif" alt="{c.site}" /></a></div>
<div id="content">
<div class="article-meta"><p class="byline">{c.author}, Business Correspondent</p>
<p class="dateline">{c.ts(c.P, c.pubcat, 'uk3_dt')}</p>{'<p class="modified">' + upd + '</p>' if upd else ''}</div>
<h1>{c.title}</h1>
<h2 class="standfirst">{c.dek}</h2>
<div class="img"><img src="{img}" alt="{alt}" /><p class="caption">{cap}</p></div>
<div class="body">
{paras(c)}
{correction(c)}
{visinj(c)}
</div>
{hcomment(c)}
<div id="most-viewed">{related_block(c, 'd_uk3', 'mostread', False, 'Most viewed in Business')}</div>
<div id="comments"><h3>{len(c.comments())} comments</h3>{comments_block(c, 'num_uk_dt', 'div', 'div', 'cmt')}</div>
{hidden(c, 1)}
</div>
</body>
</html>'''


# 4 quote page with key stats + news feed
def quote_page(c):
    e = c.ent
    rows = ''.join(f'<tr><th scope="row">{k}</th><td>{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        c.mark(tr['u'], 'leak', 'key stats row')
        rows += f'<tr><th scope="row">{tr["row"][0]}</th><td>{tr["row"][1]}</td></tr>'
    feed = []
    items = [dict(head=c.title, u=c.P, cat=c.pubcat)] + c.related('feed_item')
    for it in sorted(items, key=lambda x: x['u'], reverse=True):
        feed.append(f'<li class="feed-item"><a href="/news/{abs(hash(it["head"])) % 10 ** 6}">{it["head"]}</a><div class="src">{c.site} &middot; <span>{c.ts(it["u"], it["cat"], "us3_dt")}</span></div></li>')
    price = c.rng.uniform(10, 200)
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>{e["short"]} ({e["sym"]}) Stock Price, News &amp; Quote - {c.site}</title>
<meta name="description" content="Find the latest {esc(e['name'])} ({e['sym']}) stock quote, history, news and other vital information.">
</head>
<body>
<div class="quote-header" data-symbol="{e["sym"]}"{data_attr(c)}>
<h1>{esc(e["name"])} ({e["sym"]})</h1><div class="exch">{e["exch"]} &middot; Delayed quote &middot; Currency in {e["cur"]}</div>
<div class="px"><fin-streamer data-field="regularMarketPrice" value="{price:.2f}">{price:.2f}</fin-streamer> <span class="chg">{c.rng.uniform(-3, 3):+.2f}%</span></div>
<div class="asof">At close: {c.ts(c.P - c.closegap, 'content', 'us_dt')}</div>
</div>
{hidden(c)}
<div class="grid"><section class="summary"><table class="key-stats">{rows}</table></section>
<section class="news"><h2>Recent news: {e["sym"]}</h2><ul>{"".join(feed)}</ul></section></div>
{hcomment(c)}
{state(c, 'self.__QUOTE_STATE__')}
{noscript(c)}
</body></html>'''


# 5 company IR news release
def ir_release(c):
    e = c.ent
    return f'''<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{esc(strip(c.title))} :: {esc(e["name"])} (the "Company")</title>
{metas(c, og=True, style=1)}
{ld(c, 'NewsArticle')}
</head>
<body class="ir-site">
<header><div class="logo">{esc(e["name"])}</div><ul class="ir-nav"><li>Investors</li><li>News Releases</li><li>Events &amp; Presentations</li><li>Financials</li><li>Governance</li></ul></header>
<div class="release"{data_attr(c)}>
<div class="release-date">{c.dd(c.P, c.pubcat)}</div>
<h1>{c.title}</h1>
<p class="subhead"><em>{c.dek}</em></p>
<p><strong>{c.ircity}, {c.ts(c.P, c.pubcat)}</strong> &ndash; {c.paras[0]}</p>
{"".join(f"<p>{p}</p>" for p in c.paras[1:])}
{visinj(c)}
<h3>About {esc(e["name"])}</h3><p>{esc(e["name"])} is a {e["sector"]} company listed on the {e["exch"]} under the symbol {e["sym"]}.</p>
<h3>Forward-looking statements</h3><p>This release contains forward-looking statements that involve risks and uncertainties. Actual results may differ materially. The Company undertakes no obligation to update these statements.</p>
<p class="contacts">Investor Relations: ir@{c.domain.split("/")[0].replace("investors.", "")} </p>
{correction(c)}
</div>
{hcomment(c)}
{hidden(c, 2)}
<footer><p>&copy; {fmt(c.P, 'd_iso', c.zone)[:4]} {esc(e["name"])}. All rights reserved.</p></footer>
{noscript(c)}
</body>
</html>'''


# 6 regulator media release (older gov template)
def regulator_page(c):
    return f'''<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{c.meta_charset}
<title>{esc(strip(c.title))} | Media releases</title>
<meta name="DC.Date.Created" content="{c.ts(c.P, c.pubcat, 'd_iso')}">
{f'<meta name="DC.Date.Modified" content="{c.ts(c.mod[0], c.mod[1], "d_iso")}">' if c.modin('meta') else ""}
{metas(c, og=False)}
</head>
<body>
<div id="govbar">Media release &mdash; {c.govname}</div>
<div id="breadcrumbs"><a href="/">Home</a> &gt; <a href="/news">News centre</a> &gt; <a href="/news/media-releases">Media releases</a></div>
<div id="main"{data_attr(c)}>
<p class="mr-number">{c.mrno}</p>
<h1>{c.title}</h1>
<p class="release-date">Published {c.ts(c.P, c.pubcat)}</p>
{paras(c)}
{visinj(c)}
<h2>Background</h2><p>The regulator's enforcement approach is set out in its published enforcement guide.</p>
{correction(c)}
<p class="updated">{updated_line(c, 'd_uk', 'Page last updated:')}</p>
</div>
{hcomment(c)}
{hidden(c)}
<div id="footer"><a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility</a> | <a href="/copyright">Copyright</a></div>
</body>
</html>'''


# 7 exchange announcement platform
def exchange_ann(c):
    e = c.ent
    other = ''.join(f'<tr><td>{c.ts(r["u"], r["cat"], "au_dt" if c.zone == "SYD" else "uk_dt")}</td><td>{e["sym"]}</td><td>{r["head"]}</td><td>{c.rng.randint(1, 30)}</td><td>{c.rng.randint(90, 2900)}KB</td></tr>'
                    for r in c.related('feed_item'))
    return f'''<html>
<head><title>{e["sym"]} - Company Announcements</title>{c.meta_charset}
<meta name="robots" content="noindex">
</head>
<body bgcolor="#ffffff">
<table width="100%" class="hdr"><tr><td><b>Market Announcements Platform</b></td><td align="right">{e["exch"]} Listed Entity: {esc(e["name"])}</td></tr></table>
{hcomment(c)}
<div class="ann"{data_attr(c)}>
<table class="annmeta" border="0">
<tr><td>Release time:</td><td>{c.ts(c.P, c.pubcat, "au_dt" if c.zone == "SYD" else "uk_dt")}</td></tr>
<tr><td>Headline:</td><td><b>{c.title}</b></td></tr>
<tr><td>Market sensitive:</td><td>{"Yes" if c.rng.random() < 0.6 else "No"}</td></tr>
<tr><td>Pages:</td><td>{c.rng.randint(2, 40)}</td></tr>
</table>
<div class="anntext">{paras(c)}{visinj(c)}</div>
<p><a href="/asxpdf/{fmt(c.P, "d_iso", c.zone).replace("-", "")}/pdf/{c.pid}.pdf">View PDF</a></p>
</div>
{hidden(c)}
<h3>Other announcements for {e["sym"]}</h3>
<table border="1" cellpadding="3" class="annlist"><tr><th>Date</th><th>Code</th><th>Headline</th><th>Pages</th><th>Size</th></tr>{other}</table>
</body></html>'''


# 8 filing index (EDGAR-like)
def filing_index(c):
    e = c.ent
    rows = []
    items = [dict(head=c.title, u=c.P, cat=c.pubcat, form='8-K')] + [dict(r, form=c.rng.choice(['4', 'SC 13G/A', '10-Q', '424B2', 'DEF 14A'])) for r in c.related('filing_row')]
    for it in sorted(items, key=lambda x: x['u'], reverse=True):
        rows.append(f'<tr><td nowrap="nowrap">{it["form"]}</td><td nowrap="nowrap"><a href="/Archives/edgar/data/{c.cik}/{c.rng.randint(10 ** 17, 10 ** 18 - 1)}-index.htm">Documents</a></td><td class="small">{it["head"]}<br/>Acc-no: 0001{c.rng.randint(10 ** 12, 10 ** 13 - 1)}</td><td>{c.ts(it["u"], it["cat"], "d_iso")}</td><td><span class="accepted">{c.ts(it["u"], it["cat"], "sql")}</span></td></tr>')
    return f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Filing index: {esc(e["name"]).upper()} (CIK {c.cik})</title></head>
<body style="margin:0">
<div id="headerTop"><b>Filing Viewer</b> &middot; Company Search</div>
<div id="contentDiv">
<div class="companyInfo"><span class="companyName">{esc(e["name"]).upper()} (Filer) CIK: <a href="#">{c.cik}</a></span>
<p class="identInfo">SIC: 4213 | State location: DE | Fiscal Year End: 1231<br/>Business Address: {c.rng.randint(10, 999)} Commerce Drive</p></div>
{hcomment(c)}
<table class="tableFile2" summary="Results"><tr><th>Filings</th><th>Format</th><th>Description</th><th>Filing Date</th><th>Accepted (ET)</th></tr>
{"".join(rows)}
</table>
<p class="note">Items are listed in reverse chronological order by acceptance time (Eastern Time).</p>
</div>
</body></html>'''


# 9 central bank statement
def cb_statement(c):
    return f'''<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{esc(strip(c.title))}</title>
{metas(c, og=False)}
{ld(c, 'GovernmentService' if c.rng.random() < 0.3 else 'Article')}
</head>
<body class="mp-statement">
<header class="site"><span class="brand">Policy Texts Archive</span> <span class="tag">Full texts of central bank statements</span></header>
<main{data_attr(c)}>
<p class="type">Media release</p>
<h1>{c.title}</h1>
<p class="nr">Number {fmt(c.P, 'd_iso', c.zone)[:4]}-{c.rng.randint(10, 40)}</p>
<p class="date"><time datetime="{fmt(c.P, 'iso', c.zone)}">{c.ts(c.P, c.pubcat, 'au_dt' if c.zone == 'SYD' else ('uk_dt' if c.locale == 'uk' else 'us_dt'))}</time></p>
{paras(c)}
{visinj(c)}
<p class="enq">Enquiries: Media and Communications</p>
{correction(c)}
</main>
{hcomment(c)}{hidden(c)}
<aside><h2>Recent releases</h2>{related_block(c, 'd_uk', 'related', True, 'Recent releases')}</aside>
</body></html>'''


# 10 statistics release
def stats_release(c):
    rows = ''.join(f'<tr><td>{k}</td><td>{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        c.mark(tr['u'], 'leak', 'table row')
        rows += f'<tr><td>{tr["row"][0]}</td><td>{tr["row"][1]}</td></tr>'
    return f'''<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8">
<title>{esc(strip(c.title))} - Statistics release</title>
{metas(c, og=False)}
{ld(c, 'Dataset', {"temporalCoverage": "latest period"})}
</head>
<body>
<div class="release-banner"><span class="badge">Official statistics</span> <span>Release date: {c.ts(c.P, c.pubcat, 'uk_dt' if c.locale == 'uk' else 'us_dt')}</span> <span>Next release: {c.dd(c.E, 'sched')}</span></div>
<main{data_attr(c)}><h1>{c.title}</h1>
<div class="summary"><h2>Main points</h2>{paras(c, 'p', 'point')}</div>
{visinj(c)}
<table class="headline-figures"><caption>Headline figures</caption>{rows}</table>
<section class="contact"><h2>Contact details for this statistical release</h2><p>Prices statistics team, telephone +44 1633 000000</p></section>
{hidden(c)}
</main>
{hcomment(c)}
<footer>{updated_line(c, 'd_uk', 'This page was last updated')}</footer>
</body></html>'''

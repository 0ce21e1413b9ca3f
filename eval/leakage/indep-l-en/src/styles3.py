"""Site skeletons, part 3: aggregators, search, print/AMP, documents, regional news, trade press."""
from core import esc, fmt, jd
from gen_slots import *
from styles1 import paras, comments_block, related_block


# 20 aggregator
def aggregator(c):
    items = [dict(head=c.title, u=c.P, cat=c.pubcat, src=c.site2)] + [dict(r, src=c.rng.choice(['Wire Desk', 'Market Ledger', 'The Daily Tape', 'Bourse Review'])) for r in c.related('feed_item')]
    items.sort(key=lambda x: x['u'], reverse=True)
    lis = ''.join(f'<div class="ii"><cite>{esc(it["src"])}</cite> <span class="tm">{c.ts(it["u"], it["cat"], "tclock")}</span><br><strong><a href="https://{c.linkdomain}/{abs(hash(it["head"])) % 10 ** 7}">{it["head"]}</a></strong><div class="snip">{c.dek if it["head"] == c.title else ""}</div></div>' for it in items)
    return f'''<!DOCTYPE html><html><head><meta charset="utf-8"><title>{c.site}: {esc(strip(c.title))}</title>
<meta name="description" content="{esc(c.q('inj_meta')['text'] if c.q('inj_meta') else 'Top finance and markets headlines, clustered.')}"></head>
<body><div id="topbar"><b>{c.site}</b> &mdash; markets river</div>
<div id="river"{data_attr(c)}><div class="clus"><h2>Story cluster</h2>{lis}</div>{visinj(c, 'div', 'ii')}</div>
{hidden(c)}{hcomment(c)}
<div id="footer">Page refreshed automatically. Headlines link to original publishers.</div></body></html>'''


# 21 site-search results
def site_search(c):
    res = [dict(head=c.title, u=c.P, cat=c.pubcat, snip=c.dek)] + [dict(r, snip='...' + c.paras[-1][:120] + '...') for r in c.related('search_result')]
    res.sort(key=lambda x: x['u'], reverse=True)
    q = c.searchq
    lis = ''.join(f'<li class="result"><h3><a href="/article/{abs(hash(r["head"])) % 10 ** 6}">{r["head"]}</a></h3><div class="result-date">{c.ts(r["u"], r["cat"], "d_uk" if c.locale == "uk" else "d_us")}</div><p>{r["snip"]}</p></li>' for r in res)
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Search results for "{esc(q)}" | {c.site}</title><meta name="robots" content="noindex,follow"></head>
<body><header><form action="/search"><input name="q" value="{esc(q)}"><button>Search</button></form></header>
<main{data_attr(c)}><p class="count">{len(res)} results for <b>{esc(q)}</b>, sorted by relevance</p><ol class="results">{lis}</ol>{visinj(c)}</main>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 22 print view
def print_view(c):
    upd = updated_line(c, None, 'This article was amended on')
    return f'''<html><head><title>{esc(strip(c.title))} - Print</title>{c.meta_charset}
<style>body{{font-family:Georgia,serif;margin:2em}} .noprint{{display:none}}</style></head>
<body onload="window.print()">
<div class="printhead">{c.site} &middot; Printed from {c.url}</div>
<h1>{c.title}</h1><p><i>{c.dek}</i></p>
<p class="by">{c.author} &mdash; {c.ts(c.P, c.pubcat)}</p>
{paras(c)}
{visinj(c)}
{('<p class="amend">' + upd + '</p>') if upd else ''}
{correction(c)}
<div class="noprint">{hidden(c)}</div>
{hcomment(c)}
<p class="copy">&copy; {c.site}. For personal, non-commercial use only.</p>
</body></html>'''


# 23 AMP article
def amp_article(c):
    img, alt, cap = figure(c, '/img/amp/lead.jpg', 'Exchange trading floor', 'The trading floor. Image: Staff')
    upd = updated_line(c, 'us3_dt')
    return f'''<!doctype html>
<html amp lang="en">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<title>{esc(strip(c.title))}</title>
<link rel="canonical" href="{c.url.replace('/amp/', '/')}">
<meta name="viewport" content="width=device-width">
{ld(c, 'NewsArticle')}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none}}</style></noscript>
</head>
<body>
<header class="amp-hdr">{c.site}</header>
<article{data_attr(c)}>
<h1>{c.title}</h1>
<p class="meta">{c.author} | <time datetime="{fmt(c.P, 'iso', c.zone)}">{c.ts(c.P, c.pubcat, 'us3_dt')}</time>{' | ' + upd if upd else ''}</p>
<amp-img src="{img}" width="1280" height="720" layout="responsive" alt="{alt}"></amp-img><p class="cap">{cap}</p>
{paras(c)}
{visinj(c)}
{correction(c)}
</article>
<amp-list width="auto" height="200" layout="fixed-height" src="/api/related.json?id={c.pid}">{related_block(c, 'us3_dt')}</amp-list>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 24 document rendered as HTML (pdf2html-like)
def doc_html(c):
    lines = []
    y = 120
    for p in [c.title, c.dek] + c.paras:
        lines.append(f'<div class="t m0 x1 h2 y{y} ff1 fs1 fc0 sc0 ls0 ws0">{p}</div>')
        y += 37
    v = c.q('footnote')
    if v:
        lines.append(f'<div class="t m0 x1 h4 y{y + 40} ff2 fs4 fc0 sc0">* Subsequent event note ({c.ts(v["u"], "leak", "d_uk")}): {v["sent"]}</div>')
    return f'''<!DOCTYPE html>
<!-- Created by pdf2htmlEX (https://github.com/pdf2htmlEX/pdf2htmlEX) -->
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8"/>
<meta name="generator" content="pdf2htmlEX"/>
<meta name="CreationDate" content="D:{fmt(c.P, 'sql', 'UTC').replace('-', '').replace(' ', '').replace(':', '')}Z"/>
<title>{esc(strip(c.title))}</title>
{f'<meta name="ModDate" content="{c.ts(c.mod[0], c.mod[1], "isoz")}"/>' if c.modin('meta') else ''}
<style type="text/css">.ff1{{font-family:ff1;}} .fs1{{font-size:36px;}} .x1{{left:72px;}}</style>
</head>
<body>
<div id="page-container"><div id="pf1" class="pf w0 h0" data-page-no="1"{data_attr(c)}><div class="pc pc1 w0 h0">
<div class="t m0 x1 h1 y80 ff1 fs0 fc0 sc0">{esc(c.docissuer)} &mdash; {c.ts(c.P, c.pubcat, 'd_uk')}</div>
{"".join(lines)}
{visinj(c, 'div', 't m0 x1 h3 ff1 fs2')}
{hidden(c)}
</div></div></div>
{hcomment(c)}
</body></html>'''


# 25 local business journal
def biz_journal(c):
    upd = updated_line(c, 'ap', 'Updated')
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(strip(c.title))} - {c.site}</title>
{metas(c)}
{ld(c)}
<link rel="amphtml" href="{c.url}?amp=1"></head>
<body class="bizj">
<div class="market-tabs"><a>Atlanta</a><a>Charlotte</a><a>Denver</a><a>Triangle</a><a>Pittsburgh</a></div>
<div class="container"><div class="article"{data_attr(c)}>
<p class="sponsored-label">{c.section}</p>
<h1 class="detail__headline">{c.title}</h1>
<div class="detail__meta">By {c.author} &ndash; Staff Reporter, {c.site}<br><span class="date">{c.ts(c.P, c.pubcat, 'ap')}</span>{'<br><span class="upd">' + upd + '</span>' if upd else ''}</div>
<div class="paywall-teaser">{c.paras[0]}</div>
<div class="content--paywalled" data-locked="true">{"".join(f"<p>{p}</p>" for p in c.paras[1:])}</div>
{visinj(c)}
{correction(c)}
<div class="subscribe-cta">Already a subscriber? Sign in. Subscribe for unlimited access to local business news.</div>
</div>
<div class="sidebar">{related_block(c, 'us3_dt', 'related', True, 'Latest from the newsroom')}</div></div>
{hidden(c)}{hcomment(c)}{noscript(c)}
</body></html>'''


# 26 trade press
def trade_press(c):
    img, alt, cap = figure(c, '/wp-content/uploads/2026/site-aerial.jpg', 'Aerial view of the operation', 'Aerial view. Supplied.')
    return f'''<!DOCTYPE html>
<html lang="en-AU"><head>{c.meta_charset}<title>{esc(strip(c.title))} | {c.site}</title>
{metas(c)}
{ld(c)}
</head>
<body class="post-template-default single">
<div class="topstrip">{c.site} &mdash; the industry's weekly since 1987</div>
<div id="page"><article class="post"{data_attr(c)}>
<header class="entry-header"><span class="cat-links">{c.section}</span><h1 class="entry-title">{c.title}</h1>
<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{fmt(c.P, 'iso', c.zone)}">{c.dd(c.P, c.pubcat)}</time>{f'<time class="updated" datetime="{c.ts(c.mod[0], c.mod[1], "iso")}"></time>' if c.modin('microdata') else ""}</span> <span class="byline">{c.author}</span></div></header>
<figure class="wp-block-image"><img src="{img}" alt="{alt}"><figcaption>{cap}</figcaption></figure>
<div class="entry-content">{paras(c)}{visinj(c)}{correction(c)}</div>
</article>
<aside id="secondary"><section class="widget">{related_block(c, 'd_uk', 'related', True, 'Latest news')}</section></aside></div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 27 commodity market report with price table
def commodity_table(c):
    rows = ''.join(f'<tr><td>{k}</td><td align="right">{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        c.mark(tr['u'], 'leak', 'table row')
        rows += f'<tr><td>{tr["row"][0]}</td><td align="right">{tr["row"][1]}</td></tr>'
    return f'''<html>
<head>{c.meta_charset}<title>{c.site} - Daily Market Report</title></head>
<body>
<table width="760" align="center"><tr><td>
<font face="Arial" size="4"><b>{c.site} Daily Market Report</b></font><br>
<font face="Arial" size="2">Report date: {c.ts(c.P, c.pubcat, 'd_uk' if c.locale == 'uk' else 'd_us')} &nbsp;|&nbsp; Prices as at {c.ts(c.P - c.closegap, 'content')}</font>
<hr>
<h2>{c.title}</h2>
{paras(c)}
{visinj(c)}
<table border="1" cellspacing="0" cellpadding="4" width="100%"><tr bgcolor="#cccccc"><th>Item</th><th>Level</th></tr>{rows}</table>
{hcomment(c)}
<p><font size="1">Information is provided for general purposes and is believed reliable but is not guaranteed.</font></p>
</td></tr></table>
{hidden(c)}
</body></html>'''


# 28 FX broker commentary
def fx_broker(c):
    tk = ''.join(f'<li class="tick">{t}{(" <small>" + s + "</small>") if s else ""}</li>' for t, s in ticker_items(c, c.ticker_base))
    return f'''<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{esc(strip(c.title))} | Market Analysis | {c.site}</title>
{metas(c, og=True)}
{ld(c, 'AnalysisNewsArticle')}
</head>
<body><div class="risk-warning">CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider.</div>
<div class="ticker-bar"><span class="asof">Prices {c.ts(c.P - c.closegap, 'content', 'hm_z')}</span><ul>{tk}</ul></div>
<main class="analysis"{data_attr(c)}><h1>{c.title}</h1>
<div class="author-box">{c.author}, Senior Market Analyst &middot; {c.ts(c.P, c.pubcat, 'uk3_dt')}</div>
{paras(c)}{visinj(c)}
</main>
{hidden(c)}{hcomment(c)}{noscript(c)}
<footer>{updated_line(c, 'uk_dt', 'Last reviewed')}</footer>
</body></html>'''


# 29 crypto news with price ticker
def crypto_site(c):
    tk = ''.join(f'<span class="coin-tick">{t}{(" &middot; " + s) if s else ""}</span>' for t, s in ticker_items(c, c.ticker_base))
    return f'''<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{esc(strip(c.title))}</title>
{metas(c, og=True, style=1)}
{ld(c)}
</head><body>
<div class="price-marquee" role="marquee">{tk}</div>
<div id="__next"><article class="at-article"{data_attr(c)}><div class="at-category">{c.section}</div><h1 class="at-headline">{c.title}</h1>
<h2 class="at-subheadline">{c.dek}</h2>
<div class="at-authors">{c.author}</div><div class="at-created">{c.ts(c.P, c.pubcat, 'us3_dt')}</div>{('<div class="at-updated">' + updated_line(c, 'us3_dt') + '</div>') if updated_line(c, 'us3_dt') else ''}
<div class="at-text">{paras(c)}{visinj(c)}</div></article>
<aside>{related_block(c, 'us3_dt', 'mostread', True, 'Most read')}</aside></div>
{hidden(c)}{hcomment(c)}
{state(c, 'window.__NEXT_DATA__')}
</body></html>'''


# 30 live blog
def live_blog(c):
    ents = []
    for i, (u, txt) in enumerate(c.live_entries):
        ents.append(dict(u=u, txt=txt, cat='content'))
    v = liveblog(c)
    if v:
        ents.append(dict(u=v['u'] + c.tickdelay, txt=v['sent'], cat='leak'))
    ents.sort(key=lambda x: x['u'], reverse=True)
    blocks = ''.join(f'<div class="block" id="block-{i}"><p class="block-time"><time datetime="{fmt(e["u"], "iso", c.zone)}">{c.ts(e["u"], e["cat"], "hm_z")}</time></p><div class="block-body"><p>{e["txt"]}</p></div></div>' for i, e in enumerate(ents))
    lb = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": strip(c.title),
          "coverageStartTime": c.ts(c.P, c.pubcat, 'iso'), "datePublished": c.ts(c.P, c.pubcat, 'iso'),
          "liveBlogUpdate": [{"@type": "BlogPosting", "headline": strip(e["txt"])[:90], "datePublished": fmt(e["u"], 'iso', c.zone)} for e in ents]}
    return f'''<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>{esc(strip(c.title))} &ndash; live</title>
{metas(c)}
<script type="application/ld+json">{jd(lb)}</script></head>
<body><div class="live-header"><span class="badge">LIVE</span><h1>{c.title}</h1><p>{c.dek}</p><p class="by">{c.author}</p></div>
<div class="live-body"{data_attr(c)}>{visinj(c)}{blocks}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 31 economic calendar
def econ_cal(c):
    rows = []
    for (u, cty, ev, act, fc, prev) in c.cal_rows:
        rows.append(f'<tr class="js-event-item" data-event-datetime="{fmt(u, "sql", c.zone)}"><td class="time">{c.ts(u, "sched" if not act else "content", "hm_z")}</td><td class="flagCur">{cty}</td><td class="event">{ev}</td><td class="act">{act}</td><td class="fore">{fc}</td><td class="prev">{prev}</td></tr>')
    cal = c.cal
    v = c.q('calendar_actual')
    act = cal['act'] if v else '&nbsp;'
    if v:
        c.mark(cal['E'], 'leak', 'actual filled for event')
    rows.append(f'<tr class="js-event-item hl" data-event-datetime="{fmt(cal["E"], "sql", c.zone)}"><td class="time">{c.ts(cal["E"], "sched", "hm_z")}</td><td class="flagCur">{cal["reg"]}</td><td class="event">{cal["name"]}</td><td class="act">{act}</td><td class="fore">{cal["fc"]}</td><td class="prev">{cal["prev"]}</td></tr>')
    rows.sort(key=lambda r: r.split('data-event-datetime="')[1][:19])
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Economic Calendar - week of {c.ts(c.P, c.pubcat, 'd_uk')} | {c.site}</title>
<meta name="description" content="{esc(c.q('inj_meta')['text']) if c.q('inj_meta') else 'Real-time economic calendar covering global macro events.'}">
</head><body>
<div class="cal-head"><h1>Economic Calendar</h1><p>Calendar compiled {c.ts(c.P, c.pubcat)}. Times shown in {c.zone_label}.</p></div>
{hcomment(c)}
<table id="economicCalendarData" class="genTbl"{data_attr(c)}><thead><tr><th>Time</th><th>Cur.</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr></thead><tbody>{"".join(rows)}</tbody></table>
{visinj(c)}
{hidden(c)}
</body></html>'''

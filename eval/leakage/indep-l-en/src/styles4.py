"""Site skeletons, part 4: regional news, blogs, Q&A, wires, factsheets, legacy and app shells."""
from core import esc, fmt, jd
from gen_slots import *
from styles1 import paras, comments_block, related_block


# 32 Indian business news
def india_news(c):
    also = c.related('related')
    also_html = f'<div class="also-read"><b>Also Read:</b> <a href="#">{also[0]["head"]}</a> <span>{c.ts(also[0]["u"], also[0]["cat"], "in_dt")}</span></div>' if also else ''
    rest = ''.join(f'<li><a href="#">{r["head"]}</a> <span>{c.ts(r["u"], r["cat"], "in_dt")}</span></li>' for r in also[1:])
    return f'''<!DOCTYPE html>
<html lang="en-IN"><head><meta charset="UTF-8"><title>{esc(strip(c.title))} - {c.site}</title>
{metas(c)}
{ld(c)}
<meta name="news_keywords" content="Sensex, Nifty, {c.tagword}, markets">
</head>
<body>
<div class="mkt-strip">Sensex | Nifty 50 | Bank Nifty &mdash; <span>as of {c.ts(c.P - c.closegap, 'content', 'in_dt')}</span></div>
<div class="artcl"{data_attr(c)}>
<h1>{c.title}</h1><h2 class="synopsis">{c.dek}</h2>
<div class="byline">{c.author}, {c.site} &bull; Last Updated: {c.ts(c.mod[0] if c.modin('visible') else c.P, c.mod[1] if c.modin('visible') else c.pubcat, "in_dt")}</div>
<div class="artText">{c.paras[0]}{also_html}{"".join(f"<p>{p}</p>" for p in c.paras[1:])}{visinj(c)}</div>
<p class="disclaimer">(Disclaimer: Recommendations, suggestions, views and opinions given by the experts are their own. These do not represent the views of {c.site}.)</p>
</div>
<div class="latest"><h3>Latest News</h3><ul>{rest}</ul></div>
{hidden(c)}{hcomment(c)}{noscript(c)}
</body></html>'''


# 33 Singapore / HK business daily
def asia_daily(c):
    return f'''<!DOCTYPE html>
<html lang="en-SG"><head><meta charset="utf-8"><title>{esc(strip(c.title))} - {c.site}</title>
{metas(c, og=True)}
{ld(c)}
</head>
<body class="page-article">
<div class="header-wrap"><span class="masthead">{c.site}</span><span class="edition">{c.ts(c.P, c.pubcat, 'd_day_uk')}</span></div>
<div class="story"{data_attr(c)}><p class="section">{c.section}</p><h1>{c.title}</h1>
<p class="lead">{c.dek}</p>
<div class="meta">{c.author} &bull; Published {c.ts(c.P, c.pubcat, 'uk3_dt')}{(' &bull; ' + updated_line(c, 'uk3_dt')) if updated_line(c, 'uk3_dt') else ''}</div>
{paras(c)}
{visinj(c)}{correction(c)}
</div>
<div class="read-next">{related_block(c, 'uk3_dt', 'related', True, 'Read next')}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 34 South African business site
def za_news(c):
    return f'''<!DOCTYPE html>
<html lang="en-ZA"><head>{c.meta_charset}<title>{esc(strip(c.title))} | {c.site}</title>
{metas(c, og=True)}
</head>
<body><div id="wrap">
<div class="markets-bar">JSE All Share &middot; Rand/Dollar &middot; Brent &mdash; closing levels {c.ts(c.P - c.closegap, 'content', 'uk_dt')}</div>
<div class="article-content"{data_attr(c)}><h1>{c.title}</h1>
<div class="article-dateline"><span class="author">{c.author}</span> | <span class="published">{c.ts(c.P, c.pubcat, 'uk_dt')}</span></div>
<div class="article-lead">{c.dek}</div>{paras(c)}{visinj(c)}{correction(c)}</div>
<div class="disqus"><h4>Readers' comments</h4>{comments_block(c, 'uk_dt', 'ul', 'li', 'rc')}</div>
{hidden(c)}{hcomment(c)}</div>
</body></html>'''


# 35 NZ news
def nz_news(c):
    return f'''<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>{esc(strip(c.title))} - {c.site}</title>
{metas(c)}
{ld(c)}
</head><body>
<div class="nav-site">{c.site} | Business | Markets | Property | KiwiSaver</div>
<article class="article"{data_attr(c)}><h1 class="article__heading">{c.title}</h1>
<p class="article__intro">{c.dek}</p>
<div class="article__byline">{c.author} &middot; <span class="article__date">{c.ts(c.P, c.pubcat, 'au_dt')}</span></div>
<section class="article__body">{paras(c)}{visinj(c)}{correction(c)}</section></article>
<section class="related">{related_block(c, 'd_uk', 'related', True, 'More Business')}</section>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 36 Canadian news (bilingual nav)
def ca_news(c):
    img, alt, cap = figure(c, '/resizer/main.jpg', 'Downtown Toronto financial district', 'The financial district. (The Canadian Press file photo)')
    upd = updated_line(c, 'ap')
    return f'''<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>{esc(strip(c.title))} - {c.site}</title>
{metas(c)}
{ld(c)}
</head><body>
<div class="lang-toggle"><a href="/fr">Fran&ccedil;ais</a></div>
<div class="page"><div class="content"{data_attr(c)}>
<h1>{c.title}</h1><p class="deck">{c.dek}</p>
<p class="credit">{c.author} &middot; Published {c.ts(c.P, c.pubcat, 'ap')}{' &middot; ' + upd if upd else ''}</p>
<figure><img src="{img}" alt="{alt}"><figcaption>{cap}</figcaption></figure>
{paras(c)}{visinj(c)}{correction(c)}
<p class="cp">This report by {c.site} was first published {c.ts(c.P, c.pubcat, 'd_us')}.</p>
</div>
<div class="trending">{related_block(c, 'ap', 'mostread', True, 'Trending')}</div></div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 37 Irish news (legacy charset friendly)
def ie_news(c):
    return f'''<!DOCTYPE html>
<html lang="en-IE"><head>{c.meta_charset}<title>{esc(strip(c.title))} &ndash; {c.site}</title>
{metas(c)}
</head><body>
<div id="hdr">{c.site} &middot; Business &middot; Markets</div>
<div id="story"{data_attr(c)}><h1>{c.title}</h1><h4>{c.dek}</h4>
<p class="byl">{c.author} &middot; {c.ts(c.P, c.pubcat, 'd_day_uk')}, {fmt(c.P, 'hm_z', c.zone).split(',')[0]}</p>
{paras(c)}{visinj(c)}{correction(c)}
</div>
<div id="cmts"><h3>Comments ({len(c.comments())})</h3>{comments_block(c, 'uk_dt', 'div', 'p', 'c')}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 38 WordPress investing blog
def wp_blog(c):
    cm = ''.join(f'<li class="comment" id="comment-{i}"><article class="comment-body"><footer class="comment-meta"><b class="fn">{esc(k["who"])}</b> <a href="#comment-{i}"><time datetime="{fmt(k["u"], "iso", c.zone)}">{c.ts(k["u"], k["cat"], "phpbb")}</time></a></footer><div class="comment-content"><p>{k["text"]}</p></div></article></li>' for i, k in enumerate(c.comments()))
    return f'''<!DOCTYPE html>
<html lang="en-US">
<head>
{c.meta_charset}
<title>{esc(strip(c.title))} &#8211; {c.site}</title>
<meta name="generator" content="WordPress 6.5.2">
{metas(c)}
<link rel="https://api.w.org/" href="https://{c.domain}/wp-json/">
{ld(c, 'BlogPosting')}
</head>
<body class="post-template-default single single-post">
<div id="page" class="site"><header id="masthead"><p class="site-title">{c.site}</p><p class="site-description">Notes from a part-time investor</p></header>
<main id="main"><article class="post type-post status-publish"{data_attr(c)}>
<header class="entry-header"><h1 class="entry-title">{c.title}</h1><div class="entry-meta">Posted on <time class="entry-date published" datetime="{fmt(c.P, 'iso', c.zone)}">{c.dd(c.P, c.pubcat)}</time> by {c.author}</div></header>
<div class="entry-content">{paras(c)}{visinj(c)}{correction(c)}</div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">{len(c.comments())} thoughts on &ldquo;{c.title}&rdquo;</h2><ol class="comment-list">{cm}</ol></div></main>
<aside class="widget-area"><section class="widget widget_recent_entries">{related_block(c, 'd_us', 'related', True, 'Recent Posts')}</section></aside></div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 39 Q&A site
def qa_site(c):
    ans = ''.join(f'<div class="answer" data-answerid="{c.rng.randint(10 ** 5, 10 ** 6)}"><div class="js-vote-count">{c.rng.randint(0, 90)}</div><div class="s-prose">{k["text"]}</div><div class="user-info"><div class="user-action-time">answered <span class="relativetime" title="{c.ts(k["u"], k["cat"], "sql")}Z">{fmt(k["u"], "d_us3", "UTC")}</span></div><a>{esc(k["who"])}</a></div></div>' for k in c.comments())
    v = c.q('reply_edit')
    ed = f'<div class="user-action-time">edited <span class="relativetime" title="{c.ts(v["u"], "leak", "sql")}Z">{fmt(v["u"], "d_us3", "UTC")}</span></div>' if v else ''
    edtxt = f'<p><strong>Update:</strong> {v["sent"]}</p>' if v else ''
    return f'''<!DOCTYPE html>
<html itemscope itemtype="https://schema.org/QAPage" class="html__responsive" lang="en">
<head><title>{esc(strip(c.title))} - {c.site}</title><meta name="viewport" content="width=device-width, height=device-height, initial-scale=1.0, minimum-scale=1.0">
{metas(c, og=False)}</head>
<body class="question-page">
<div id="question-header"><h1 itemprop="name">{c.title}</h1></div>
<div class="grid"><span>Asked <time itemprop="dateCreated" datetime="{c.ts(c.P, c.pubcat, 'isoz')}">{fmt(c.P, 'd_us3', 'UTC')}</time></span></div>
<div id="question" class="question"{data_attr(c)}><div class="s-prose js-post-body" itemprop="text">{paras(c)}{edtxt}{visinj(c)}</div>{ed}<div class="post-signature owner"><a>{c.author_handle}</a></div></div>
<div id="answers"><h2>{len(c.comments())} Answers</h2>{ans}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 40 PR wire
def pr_wire(c):
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(strip(c.title))}</title>
{metas(c, og=True, style=1)}
{ld(c, 'NewsArticle')}
</head><body class="release-page">
<div class="wire-head"><span class="wire-logo">{c.site}</span> <span>News distribution for public companies</span></div>
<article class="news-release"{data_attr(c)}><h1>{c.title}</h1><p class="sub">{c.dek}</p>
<p class="mb-no-margin"><span class="xn-location">{c.ircity.upper()}</span>, <span class="xn-chron">{c.ts(c.P, c.pubcat, 'ap')}</span> /{c.site}/ -- {c.paras[0]}</p>
{"".join(f"<p>{p}</p>" for p in c.paras[1:])}
{visinj(c)}
<p>SOURCE {esc(c.ent["name"]) if c.ent else c.site}</p>
{correction(c)}
</article>
<div class="more-from"><h3>More news releases in similar topics</h3>{related_block(c, 'ap', 'related', True, '')}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 41 research portal listing
def research_portal(c):
    e = c.ent
    reps = [dict(head=c.title, u=c.P, cat=c.pubcat)] + c.related('feed_item')
    reps.sort(key=lambda x: x['u'], reverse=True)
    rows = ''.join(f'<div class="report-row"><span class="rdate">{c.ts(r["u"], r["cat"], "d_uk3" if c.locale == "uk" else "d_us3")}</span><span class="rtitle">{r["head"]}</span><span class="ranalyst">{c.rng.choice(["Equity Research", "Credit Research", "Macro Strategy"])}</span></div>' for r in reps)
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{e["sym"]} &ndash; Research Library &ndash; {c.site}</title><meta name="robots" content="noindex, nofollow"></head>
<body class="portal"><div class="sidebar-nav"><a>Coverage</a><a>Models</a><a>Events</a></div>
<main{data_attr(c)}><h1>{esc(e["name"])} ({e["exch"]}: {e["sym"]})</h1>
<div class="rating-box"><b>Rating:</b> Overweight &middot; <b>Target:</b> {e["cur"]}{c.rng.uniform(10, 200):.0f} &middot; <b>Set:</b> {c.ts(c.P, c.pubcat, 'd_uk3' if c.locale == 'uk' else 'd_us3')}</div>
<section class="latest"><h2>{c.title}</h2><p>{c.dek}</p>{paras(c)}{visinj(c)}</section>
<section class="library"><h2>Report library</h2>{rows}</section></main>
{hidden(c)}{hcomment(c)}{state(c, 'window.__PORTAL__')}
</body></html>'''


# 42 ETF / fund factsheet
def etf_factsheet(c):
    rows = ''.join(f'<tr><td>{k}</td><td>{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        c.mark(tr['u'], 'leak', 'table row')
        rows += f'<tr><td>{tr["row"][0]}</td><td>{tr["row"][1]}</td></tr>'
    return f'''<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{c.fundname} | Factsheet | {c.site}</title>
{ld(c, 'Article')}
</head><body>
<div class="fs-head"><h1>{c.fundname}</h1><p>Factsheet data as at {c.ts(c.P - c.closegap, 'content', 'd_uk')}. Commentary published {c.ts(c.P, c.pubcat, 'uk_dt')}.</p></div>
<div class="fs-grid"{data_attr(c)}><section class="commentary"><h2>Manager commentary: {c.title}</h2>{paras(c)}{visinj(c)}</section>
<section class="keyfacts"><h2>Key facts</h2><table>{rows}</table></section></div>
<p class="risk">Capital at risk. Past performance is not a reliable indicator of future results. The value of investments and any income from them can fall as well as rise.</p>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 43 90s tag soup
def tag_soup(c):
    return f'''<HTML>
<HEAD>
<TITLE>{c.site} - {strip(c.title)}</TITLE>
{c.meta_charset}
</HEAD>
<BODY BGCOLOR="#FFFFF0" TEXT="#000000" LINK="#0000CC">
<CENTER><FONT FACE="Times New Roman" SIZE=5><B>{c.site}</B></FONT><BR><FONT SIZE=2>Market letter for private clients</FONT></CENTER>
<HR>
<TABLE WIDTH=600 ALIGN=CENTER><TR><TD>
<FONT SIZE=2>Issue dated {c.ts(c.P, c.pubcat, 'd_day_uk')}</FONT>
<H2>{c.title}</H2>
<P><I>{c.dek}</I>
{"".join(f"<P>{p}" for p in c.paras)}
{visinj(c, 'P', 'x')}
{hcomment(c)}
<P><FONT SIZE=1>Subscribers only. Not to be reproduced.</FONT>
</TD></TR></TABLE>
{hidden(c)}
</BODY>
</HTML>'''


# 44 SPA app shell with preloaded state
def app_shell(c):
    st = {"route": "/story/" + c.pid, "story": {"headline": strip(c.title), "dek": strip(c.dek), "body": [strip(p) for p in c.paras],
                                                "firstPublished": c.ts(c.P, c.pubcat, 'isoms'), "byline": c.author}}
    if c.modin('state'):
        st["story"]["lastUpdated"] = c.ts(c.mod[0], c.mod[1], 'isoms')
    v = c.q('state_json')
    if v:
        st["ticker"] = {"items": [{"text": strip(v['tick']), "asOf": c.ts(v['u'] + c.tickdelay, 'leak', 'isoms')}]}
    else:
        st["ticker"] = {"items": [{"text": strip(b), "asOf": c.ts(c.P - c.closegap, 'content', 'isoms')} for b in c.ticker_base[:2]]}
    v = c.q('inj_state')
    if v:
        st["story"]["seo"] = {"llmHint": v['text']}
    v = c.q('comment')
    if v:
        st["comments"] = [{"user": v['who'], "createdAt": c.ts(v['u'], 'leak', 'isoms'), "body": strip(v['comment'])}]
    else:
        st["comments"] = [{"user": k['who'], "createdAt": c.ts(k['u'], 'content', 'isoms'), "body": strip(k['text'])} for k in c.comments_clean]
    return f'''<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(strip(c.title))} | {c.site}</title>
<link rel="modulepreload" href="/assets/index-8c1d2e.js">
{ld(c)}
</head><body><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript>
<script>window.__PRELOADED_STATE__ = {jd(st)};</script>
<script type="module" src="/assets/index-8c1d2e.js"></script>
{hcomment(c)}
</body></html>'''


# 45 mobile site
def mobile_site(c):
    return f'''<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<title>{esc(strip(c.title))}</title><link rel="canonical" href="{c.url.replace('://m.', '://www.')}">
{metas(c, og=True, style=1)}
</head><body class="m">
<header class="m-hdr"><a class="burger">&#9776;</a> {c.site}</header>
<div class="m-story"{data_attr(c)}{title_attr(c)}><h1>{c.title}</h1>
<div class="m-meta">{c.ts(c.P, c.pubcat, 'tclock')}</div>
{paras(c)}{visinj(c)}</div>
<div class="m-more">{related_block(c, 'tclock', 'related', True, 'More stories')}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 46 earnings call transcript
def transcript(c):
    e = c.ent
    lines = [('Operator', 'Good day, and welcome to the conference call. All participants are in listen-only mode.'),
             (f'{c.author}, Chief Executive Officer', c.paras[0]), (f'{c.cfo}, Chief Financial Officer', c.paras[1] if len(c.paras) > 1 else ''),
             ('Analyst', 'Thanks. Could you talk about how much of the guidance assumes pricing holds?'),
             (f'{c.cfo}, Chief Financial Officer', 'We assume pricing is broadly stable. We are not going to ignore what competitors do, but we do not plan to chase volume.')]
    v = c.q('transcript_line')
    if v:
        lines.append(('Editor\'s note', f'[Added {c.ts(v["u"], "leak")}] {v["sent"]}'))
    body = ''.join(f'<p><strong>{esc(w)}</strong></p><p>{t}</p>' for w, t in lines)
    return f'''<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{esc(e["name"])} ({e["sym"]}) earnings call transcript | {c.site}</title>
{metas(c)}
{ld(c, 'Article')}
</head><body>
<div class="tr-wrap"{data_attr(c)}><h1>{esc(e["name"])} ({e["exch"]}: {e["sym"]}) conference call transcript</h1>
<p class="tr-meta">Call date: {c.ts(c.P - c.closegap, 'content')} &middot; Transcript posted {c.ts(c.P, c.pubcat)}</p>
<h2>Prepared remarks</h2>{body}{visinj(c)}</div>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 47 8-K exhibit rendered as HTML
def exhibit_8k(c):
    e = c.ent
    return f'''<html>
<head>
<title>EX-99.1</title>
<meta http-equiv="Content-Type" content="text/html; charset=us-ascii">
</head>
<body style="font-family:Times New Roman">
<div style="text-align:right">Exhibit 99.1</div>
<p style="text-align:center"><b>{esc(e["name"]).upper()}</b></p>
<p style="text-align:center"><b>{c.title}</b></p>
<p><b>{c.ircity}, {c.ts(c.P, c.pubcat, 'd_us')}</b> &mdash; {c.paras[0]}</p>
{"".join(f"<p>{p}</p>" for p in c.paras[1:])}
{visinj(c)}
{hcomment(c)}
<p style="font-size:8pt">This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995.</p>
{hidden(c)}
</body>
</html>'''


# 48 mailing list archive
def mail_archive(c):
    msgs = [dict(who=c.author, u=c.P, text='<br>\n'.join(strip(p) for p in c.paras), cat=c.pubcat)] + c.comments()
    out = []
    for i, m in enumerate(msgs):
        out.append(f'<HR><H2>{"[investclub] " if i == 0 else "Re: [investclub] "}{esc(strip(c.title))}</H2><B>{esc(m["who"])}</B> <I>{c.ts(m["u"], m["cat"], "rfc")}</I><P><PRE>\n{m["text"]}\n</PRE>')
    return f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<HTML><HEAD><TITLE> [investclub] {esc(strip(c.title))}</TITLE>
<META NAME="robots" CONTENT="index,nofollow">
{c.meta_charset}
</HEAD><BODY BGCOLOR="#ffffff">
<H1>[investclub] {esc(strip(c.title))}</H1>
{"".join(out)}
{visinj(c, 'P', 'm')}
{hcomment(c)}
<HR><P><UL><LI>More information about the investclub mailing list</LI></UL>
</BODY></HTML>'''


# 49 web archive capture wrapper
def archive_capture(c):
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(strip(c.title))}</title>
<script src="/_static/js/bundle-playback.js?v=1B2M2Y8A" charset="utf-8"></script>
{ld(c)}
</head><body>
<!-- BEGIN ARCHIVE TOOLBAR -->
<div id="wm-ipp-base" style="display:block"><div id="wm-ipp"><span class="wm-logo">PageVault</span> <span>Captured {c.ts(c.capture, 'served', 'uk_dt')} &middot; {c.rng.randint(2, 40)} captures</span></div></div>
<!-- END ARCHIVE TOOLBAR -->
<div class="site-header">{c.site}</div>
<article{data_attr(c)}><h1>{c.title}</h1><p class="dateline">{c.author} &middot; {c.ts(c.P, c.pubcat)}</p>
{paras(c)}{visinj(c)}{correction(c)}</article>
<aside>{related_block(c, None, 'related', True, 'Related coverage')}</aside>
{hidden(c)}{hcomment(c)}
<!--
     FILE ARCHIVED ON {fmt(c.capture, 'sql', 'UTC')} AND RETRIEVED FROM THE
     ARCHIVE ON {fmt(c.capture + c.refgap, 'sql', 'UTC')}.
-->
</body></html>'''


# 50 market close report
def market_close(c):
    tk = ''.join(f'<tr><td>{t}</td><td>{s}</td></tr>' for t, s in ticker_items(c, c.ticker_base))
    return f'''<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>{esc(strip(c.title))} | {c.site}</title>
{metas(c)}
{ld(c, 'ReportageNewsArticle')}
</head><body><div class="wrap">
<div class="eyebrow">Evening wrap</div><h1>{c.title}</h1>
<p class="stamp">{c.author} &middot; {c.ts(c.P, c.pubcat, 'au_dt')}{(' &middot; ' + updated_line(c, 'au_dt')) if updated_line(c, 'au_dt') else ''}</p>
<div class="body"{data_attr(c)}>{paras(c)}{visinj(c)}</div>
<table class="closing"><caption>Closing levels ({c.ts(c.P - c.closegap, 'content', 'hm_z')})</caption>{tk}</table>
</div>{hidden(c)}{hcomment(c)}{noscript(c)}</body></html>'''


# 51 Treasury / debt office auction page
def auction_page(c):
    rows = ''.join(f'<tr><td>{k}</td><td>{v}</td></tr>' for k, v in c.kv)
    tr = table_row(c)
    if tr:
        c.mark(tr['u'], 'leak', 'table row')
        rows += f'<tr><td>{tr["row"][0]}</td><td>{tr["row"][1]}</td></tr>'
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tender announcement &amp; market notes | {c.site}</title>
{metas(c, og=False)}</head>
<body><div class="gov-header">{c.site}</div>
<div class="notice"{data_attr(c)}><h1>{c.title}</h1>
<p>Notice issued {c.ts(c.P, c.pubcat)}. Tender closes {c.ts(c.E, 'sched')}.</p>
{paras(c)}{visinj(c)}
<table class="tender">{rows}</table>
</div>{hidden(c)}{hcomment(c)}
<p class="foot">{updated_line(c, None, 'Last updated')}</p></body></html>'''

"""Site skeletons, part 2: community, social, video, podcast, newsletters, wiki, aggregators."""
from core import esc, fmt, jd
from gen_slots import *
from styles1 import paras, comments_block, related_block


# 11 phpBB-style forum (tag soup, legacy charset)
def forum_old(c):
    posts = []
    first = dict(who=c.author_handle, u=c.P, text='<br />'.join(c.paras[:3]), cat=c.pubcat)
    allp = [first] + c.comments()
    for i, p in enumerate(allp):
        ed = ''
        v = c.q('reply_edit') if i == 0 else None
        if v:
            ed = f'<div class="notice">Last edited by {esc(p["who"])} on {c.ts(v["u"], "leak", "phpbb")}, edited 1 time in total.<br />Edit: {v["sent"]}</div>'
        posts.append(f'''<table class="tablebg" width="100%" cellspacing="1"><tr class="row{1 + i % 2}"><td valign="top" width="150"><b class="postauthor">{esc(p["who"])}</b><br /><span class="postdetails">Posts: {c.rng.randint(3, 4000)}</span></td>
<td valign="top"><div class="postbody-head"><a name="p{9000 + i}"></a><b>Post subject:</b> {'Re: ' if i else ''}{esc(strip(c.title))}&nbsp; <b>Posted:</b> {c.ts(p["u"], p["cat"], "phpbb")}</div>
<div class="postbody">{p["text"]}</div>{ed}</td></tr></table>''')
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-gb" xml:lang="en-gb">
<head>
{c.meta_charset}
<title>{c.site} &bull; View topic - {esc(strip(c.title))}</title>
</head>
<body class="ltr">
<a name="top"></a>
<div id="wrapheader"><div id="logodesc"><h1>{c.site}</h1><span class="gen">Shares, funds and markets discussion</span></div></div>
<div id="datebar"><span class="gensmall">All times are UTC{'' if c.zone == 'UTC' else ' [ DST ]'} </span></div>
{hcomment(c)}
<div id="pagecontent"><h2><a class="titles" href="#">{esc(strip(c.title))}</a></h2>
{"".join(posts)}
{visinj(c, 'div', 'postbody')}
</div>
<div id="wrapfooter"><span class="copyright">Powered by phpBB &copy; phpBB Group</span></div>
</body></html>'''


# 12 Reddit-like thread
def reddit_thread(c):
    items = []
    for k in c.comments():
        items.append(f'<shreddit-comment author="{esc(k["who"])}" depth="0" score="{c.rng.randint(1, 400)}"><faceplate-timeago ts="{c.ts(k["u"], k["cat"], "isoms")}"><time datetime="{fmt(k["u"], "isoms", c.zone)}" title="{fmt(k["u"], "rfc", c.zone)}"></time></faceplate-timeago><div slot="comment"><p>{k["text"]}</p></div></shreddit-comment>')
    v = c.q('reply_edit')
    edit = f'<p><strong>EDIT ({c.ts(v["u"], "leak", "d_us3")}):</strong> {v["sent"]}</p>' if v else ''
    return f'''<!DOCTYPE html>
<html lang="en-US" class="theme-beta">
<head><meta charset="UTF-8"><title>{esc(strip(c.title))} : r/{c.sub}</title>
<meta property="og:title" content="{esc(strip(c.title))}">
{f'<meta name="description" content="{esc(c.q("inj_meta")["text"])}">' if c.q('inj_meta') else ''}
</head>
<body>
<shreddit-app>
<shreddit-post post-title="{esc(strip(c.title))}" author="{esc(c.author_handle)}" created-timestamp="{c.ts(c.P, c.pubcat, 'isoms').replace('Z', '+0000')}" comment-count="{len(c.comments())}" subreddit-prefixed-name="r/{c.sub}"{data_attr(c)}>
<h1 slot="title">{c.title}</h1>
<div slot="text-body"><div class="md">{paras(c)}{edit}{visinj(c)}</div></div>
</shreddit-post>
{hidden(c)}
<div id="comment-tree">{"".join(items)}</div>
{hcomment(c)}
</shreddit-app>
</body></html>'''


# 13 HN-like
def hn_thread(c):
    rows = []
    for k in c.comments():
        rows.append(f'<tr class="athing comtr"><td><table border="0"><tr><td class="ind"><img src="s.gif" height="1" width="{c.rng.choice([0, 40, 80])}"></td><td class="default"><div><span class="comhead"><a class="hnuser">{esc(k["who"])}</a> <span class="age" title="{c.ts(k["u"], k["cat"], "isoz").rstrip("Z")} {fmt(k["u"], "epoch", c.zone)}"><a href="item?id={c.rng.randint(4 * 10 ** 7, 5 * 10 ** 7)}">on {fmt(k["u"], "d_us3", c.zone)}</a></span></span></div><div class="comment"><span class="commtext c00">{k["text"]}</span></div></td></tr></table></td></tr>')
    return f'''<html lang="en" op="item"><head><meta name="referrer" content="origin"><meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="stylesheet" type="text/css" href="news.css">
<title>{esc(strip(c.title))} | {c.site}</title></head><body><center><table id="hnmain" border="0" cellpadding="0" cellspacing="0" width="85%" bgcolor="#f6f6ef">
<tr><td bgcolor="#ff6600"><b class="hnname"><a href="news">{c.site}</a></b></td></tr>
<tr><td><table class="fatitem" border="0"><tr class="athing submission"><td class="title"><span class="titleline"><a href="{c.linkurl}">{c.title}</a> <span class="sitebit comhead">(<span class="sitestr">{c.linkdomain}</span>)</span></span></td></tr>
<tr><td class="subtext"><span class="subline"><span class="score">{c.rng.randint(20, 600)} points</span> by <a class="hnuser">{c.author_handle}</a> <span class="age" title="{c.ts(c.P, c.pubcat, 'isoz').rstrip('Z')} {fmt(c.P, 'epoch', c.zone)}"><a>on {fmt(c.P, 'd_us3', c.zone)}</a></span> | <a>{len(c.comments())}&nbsp;comments</a></span></td></tr>
<tr><td><div class="toptext">{c.paras[0]}</div>{visinj(c, 'div', 'toptext')}</td></tr></table>
<table border="0" class="comment-tree">{"".join(rows)}</table></td></tr></table></center>{hcomment(c)}{hidden(c)}</body></html>'''


# 14 video page
def video_page(c):
    cm = [{"author": k["who"], "publishedTimeText": c.ts(k["u"], k["cat"], 'd_us3'), "text": strip(k["text"])} for k in c.comments()]
    v = c.q('chapter')
    chapters = [("0:00", "Intro"), ("1:42", "The setup"), ("6:10", "Key levels"), ("11:35", "What I'm watching")]
    chap = ''.join(f'<li><a href="#t={t}">{t}</a> {n}</li>' for t, n in chapters)
    if v:
        chap += f'<li><a href="#t=14:02">14:02</a> UPDATE {c.ts(v["u"], "leak", "d_us3")}: {v["sent"]}</li>'
    init = {"videoDetails": {"videoId": c.pid[:11], "title": strip(c.title), "author": c.site, "uploadDate": c.ts(c.P, c.pubcat, 'd_iso'),
                             "publishDate": c.ts(c.P, c.pubcat, 'iso'), "viewCount": str(c.rng.randint(900, 90000))},
            "comments": cm}
    w = c.q('state_json')
    if w:
        init["endScreen"] = [{"title": strip(w['head']), "published": c.ts(w['u'], 'leak', 'iso')}]
    w = c.q('inj_state')
    if w:
        init["videoDetails"]["shortDescription"] = w['text']
    return f'''<!DOCTYPE html><html style="font-size: 10px" lang="en" dark><head><meta http-equiv="origin-trial" content="AymqwRC7u88Y4JPvfIF2F37QKylC04248hLCdJAsh8xgOfe/dVJPV3XS3wLFca1ZMVOtnBfVjaCMTVudWM//5g4AAAB7">
<title>{esc(strip(c.title))} - {c.site}</title>
<meta name="title" content="{esc(strip(c.title))}">
{metas(c, og=False)}
<meta itemprop="uploadDate" content="{c.ts(c.P, c.pubcat, 'iso')}">
{f'<meta itemprop="dateModified" content="{c.ts(c.mod[0], c.mod[1], "iso")}">' if c.modin('microdata') else ''}
</head><body>
<ytd-app><div id="content">
<h1 class="title">{c.title}</h1>
<div id="info-strings"><yt-formatted-string>{c.rng.randint(900, 90000):,} views &bull; {c.ts(c.P, c.pubcat, 'd_us3')}</yt-formatted-string></div>
<div id="description"><p>{c.dek}</p><p>{c.paras[0]}</p><ul class="chapters">{chap}</ul>{visinj(c)}<p>#markets #investing #{c.tagword}</p></div>
{hidden(c)}
</div></ytd-app>
{hcomment(c)}
<script nonce="x9">var ytInitialData = {jd(init)};</script>
</body></html>'''


# 15 podcast show notes
def podcast(c):
    v = c.q('chapter')
    chap = [("00:00", "Cold open"), ("03:15", c.title.split(':')[0]), ("19:40", "Listener questions"), ("31:05", "Trade of the week")]
    lis = ''.join(f'<li><span class="ts">{t}</span> {n}</li>' for t, n in chap)
    if v:
        lis += f'<li><span class="ts">38:20</span> Bonus, recorded {c.ts(v["u"], "leak")}: {v["sent"]}</li>'
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Ep. {c.rng.randint(40, 400)}: {esc(strip(c.title))} &mdash; {c.site}</title>
{metas(c)}
{ld(c, 'PodcastEpisode', {"duration": "PT41M"})}
</head>
<body><div class="episode"{data_attr(c)}>
<p class="show">{c.site}</p>
<h1>{c.title}</h1>
<div class="meta"><span class="date">{c.dd(c.P, c.pubcat)}</span> &middot; <span class="len">41 min</span></div>
<audio controls preload="none" src="https://media.{c.domain.split('/')[0]}/ep/{c.pid}.mp3"></audio>
<h2>Show notes</h2><p>{c.dek}</p>{paras(c)}
<h3>Chapters</h3><ol class="chapters">{lis}</ol>
{visinj(c)}
<p class="disclaimer">Nothing in this episode is personal financial advice. Hosts may hold positions in securities discussed.</p>
{hidden(c)}
</div>
{hcomment(c)}{noscript(c)}
</body></html>'''


# 16 newsletter post (Substack-like)
def newsletter(c):
    cm = c.comments()
    pre = {"post": {"title": strip(c.title), "post_date": c.ts(c.P, c.pubcat, 'isoms'), "comment_count": len(cm), "audience": "everyone"}}
    if c.modin('state'):
        pre["post"]["updated_at"] = c.ts(c.mod[0], c.mod[1], 'isoms')
    w = c.q('state_json')
    if w:
        pre["recentPosts"] = [{"title": strip(w['head']), "post_date": c.ts(w['u'], 'leak', 'isoms')}]
    w = c.q('inj_state')
    if w:
        pre["post"]["description"] = w['text']
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(strip(c.title))} - by {c.author} - {c.site}</title>
{metas(c)}
{ld(c, 'NewsArticle')}
</head>
<body><div id="entry"><div class="main-menu"><a href="/">{c.site}</a> <a class="subscribe-btn" href="/subscribe">Subscribe</a></div>
<article class="post newsletter-post"{data_attr(c)}>
<h1 class="post-title">{c.title}</h1><h3 class="subtitle">{c.dek}</h3>
<div class="post-meta"><a class="byline">{c.author}</a> <div class="post-date" title="{fmt(c.P, 'rfc', c.zone)}">{c.ts(c.P, c.pubcat, 'd_us3')}</div> <a class="post-ufi-comment-button">{len(cm)}</a> <span class="like-count">{c.rng.randint(5, 300)}</span></div>
<div class="available-content"><div class="body markup">{paras(c)}{visinj(c)}</div></div>
</article>
<div class="comments-page"><h4>{len(cm)} Comments</h4>{comments_block(c, 'd_us3', 'div', 'div', 'comment')}</div>
{hidden(c)}
</div>
{hcomment(c)}
<script>window._preloads = JSON.parse({jd(jd(pre))})</script>
</body></html>'''


# 17 professional-network post
def pro_post(c):
    cm = ''.join(f'<article class="comments-comment-item"><span class="hoverable-link-text">{esc(k["who"].replace("_", " ").title())}</span><span class="comments-comment-meta__data">{c.ts(k["u"], k["cat"], "d_us3")}</span><p>{k["text"]}</p></article>' for k in c.comments())
    return f'''<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(c.author)} on {c.site}: {esc(strip(c.title))[:80]}</title>
{metas(c, og=True, style=1)}
{ld(c, 'SocialMediaPosting', {"interactionStatistic": {"@type": "InteractionCounter", "userInteractionCount": c.rng.randint(10, 900)}})}
</head>
<body class="public-post">
<main><section class="core-rail"><div class="feed-shared-update"{data_attr(c)}>
<div class="actor"><span class="actor__name">{c.author}</span><span class="actor__description">{c.rng.choice(['Portfolio Manager', 'Chief Economist', 'Head of Macro Strategy', 'Equity Analyst'])} at {c.rng.choice(['Ridgeway Asset Management', 'Corran Wealth', 'Bluehaven Advisors'])}</span>
<time class="actor__sub-description">{c.ts(c.P, c.pubcat, 'd_us3')}</time></div>
<div class="update-components-text"><p><strong>{c.title}</strong></p>{paras(c)}{visinj(c)}</div>
<div class="social-counts"><span>{c.rng.randint(10, 900)} reactions</span> &middot; <span>{len(c.comments())} comments</span></div>
<section class="comments">{cm}</section>
</div></section></main>
{hidden(c)}{hcomment(c)}
</body></html>'''


# 18 microblog thread
def microblog(c):
    posts = [dict(who=c.author_handle, u=c.P, text=c.paras[0], cat=c.pubcat)] + \
            [dict(who=c.author_handle, u=c.P + (k + 1) * c.threadgap, text=p, cat='content') for k, p in enumerate(c.paras[1:3])]
    allp = posts + c.comments()
    out = []
    for p in allp:
        out.append(f'<article data-testid="tweet" role="article"><div class="User-Name"><span>{esc(p["who"])}</span> <span>@{esc(p["who"])}</span></div><a href="/{p["who"]}/status/{c.rng.randint(10 ** 18, 10 ** 19)}"><time datetime="{c.ts(p["u"], p["cat"], "isoms")}">{fmt(p["u"], "tclock", c.zone)}</time></a><div data-testid="tweetText" lang="en">{p["text"]}</div></article>')
    return f'''<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=0,viewport-fit=cover">
<title>{esc(c.author_handle)} on {c.site}: "{esc(strip(c.title))}"</title>
<meta property="og:description" content="{esc(strip(c.q('inj_meta')['text'] if c.q('inj_meta') else c.paras[0]))}">
</head><body><div id="react-root"><main role="main"><div aria-label="Timeline: Conversation"{data_attr(c)}>
{"".join(out)}
{visinj(c, 'div', 'tweet-extra')}
</div></main></div>{hidden(c)}{hcomment(c)}</body></html>'''


# 19 wiki article with "as of" notes
def wiki(c):
    e = c.ent
    refs = ''.join(f'<li id="cite_note-{i}"><span class="reference-text">"{r["head"]}". <i>{c.site2}</i>. {c.ts(r["u"], r["cat"], "d_uk")}. Retrieved {c.ts(r["u"] + c.refgap, r["cat"], "d_uk")}.</span></li>' for i, r in enumerate(c.related('related'), 1))
    asof = c.ts(c.P - c.asofgap, 'content', 'd_uk').split(' ', 1)[1]
    lastedit = c.mod if c.mod else (c.P, c.pubcat)
    return f'''<!DOCTYPE html>
<html class="client-nojs" lang="en" dir="ltr">
<head><meta charset="UTF-8"><title>{esc(e["name"])} - {c.site}</title>
<script>RLCONF={{"wgPageName":"{e["name"].replace(" ", "_")}","wgRevisionId":{c.rng.randint(10 ** 9, 2 * 10 ** 9)},"wgCurRevisionTimestamp":"{c.ts(lastedit[0], lastedit[1], "isoz")}"}};</script>
{ld(c, 'Article')}
</head>
<body class="mediawiki ltr skin-vector"><div id="content" class="mw-body" role="main">
<h1 id="firstHeading">{esc(e["name"])}</h1>
<div id="siteSub">From {c.site}, the free encyclopedia</div>
<table class="infobox vcard"><tr><th colspan="2">{esc(e["name"])}</th></tr><tr><th>Traded as</th><td>{e["exch"]}: {e["sym"]}</td></tr><tr><th>Industry</th><td>{e["sector"].capitalize()}</td></tr>
<tr><th>Revenue</th><td>{e["cur"]}{c.rng.uniform(0.5, 20):.1f} billion (as of {asof})</td></tr></table>
<div class="mw-parser-output"{data_attr(c)}><p><b>{esc(e["name"])}</b> is a {e["sector"]} company listed on the {e["exch"]}.</p>
<h2>Recent developments</h2>
{"".join(f"<p>{p}<sup>[{i + 1}]</sup></p>" for i, p in enumerate(c.paras))}
{visinj(c)}
<h2>References</h2><ol class="references">{refs}</ol></div>
{hcomment(c)}{hidden(c)}
<div id="footer-info"><li id="footer-info-lastmod"> This page was last edited on {fmt(lastedit[0], 'd_uk', 'UTC')}, at {fmt(lastedit[0], 'wiki', 'UTC').split(',')[0]} (UTC).</li></div>
</div></body></html>'''

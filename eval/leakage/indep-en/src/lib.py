import json, html as _h
PAGES = []
def add(**p):
    PAGES.append(p)

def esc(s): return _h.escape(s, quote=True)
def paras(body): return "\n".join(b if b.lstrip().startswith("<") else f"<p>{b}</p>" for b in body)
def jl(d): return '<script type="application/ld+json">' + json.dumps(d, ensure_ascii=False, indent=1) + '</script>'
def ld_article(p, typ="NewsArticle"):
    d = {"@context": "https://schema.org", "@type": typ, "headline": p["title"],
         "datePublished": p.get("ld_pub", p["pub"])}
    if p.get("ld_mod") or p.get("mod"): d["dateModified"] = p.get("ld_mod") or p.get("mod")
    d["author"] = {"@type": "Person", "name": p.get("author", "Staff")}
    d["publisher"] = {"@type": "Organization", "name": p.get("site", "News")}
    if p.get("ld_desc"): d["description"] = p["ld_desc"]
    d["mainEntityOfPage"] = p["url"]
    return jl(d)
def sidebar(p, cls="sidebar"):
    if not p.get("sidebar"): return ""
    items = "\n".join(f'  <li><a href="{esc(h)}">{t}</a></li>' if isinstance(t,str) and h else f"  <li>{t}</li>" for t,h in [(x if isinstance(x,tuple) else (x, "")) for x in p["sidebar"]])
    return f'<aside class="{cls}"><h3>{p.get("sidebar_title","Most Read")}</h3>\n<ol>\n{items}\n</ol></aside>'
def comments(p, wrap="ol", cls="comment-list"):
    cs = p.get("comments") or []
    if not cs: return ""
    out = []
    for i,(name, vis, iso, txt) in enumerate(cs):
        out.append(f'<li class="comment" id="comment-{4100+i*7}"><article class="comment-body"><footer class="comment-meta"><b class="fn">{name}</b> <time datetime="{iso}">{vis}</time></footer><div class="comment-content"><p>{txt}</p></div></article></li>')
    return f'<section id="comments"><h2>{"One Response" if len(cs)==1 else str(len(cs)) + " Responses"}</h2><{wrap} class="{cls}">\n' + "\n".join(out) + f"\n</{wrap}></section>"

def head(p, extra=""):
    metas = f'<meta charset="utf-8">\n<title>{p["title"]} | {p.get("site","")}</title>\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="canonical" href="{p["url"]}">\n'
    if p.get("meta_pub", True) and p.get("pub"):
        metas += f'<meta property="article:published_time" content="{p.get("meta_pubv", p["pub"])}">\n'
    if p.get("mod") and p.get("meta_mod", True):
        metas += f'<meta property="article:modified_time" content="{p["mod"]}">\n'
    metas += f'<meta property="og:title" content="{esc(p.get("og_title", p["title"]))}">\n<meta property="og:site_name" content="{p.get("site","")}">\n'
    if p.get("desc"): metas += f'<meta name="description" content="{esc(p["desc"])}">\n'
    return metas + extra + p.get("extra_head","")

# ---------------- styles ----------------
def us_news(p):
    upd = f' <span class="updated">Updated <time datetime="{p["mod"]}">{p["upd_vis"]}</time></span>' if p.get("upd_vis") else ""
    return f"""<!DOCTYPE html>
<html lang="en-US"><head>
{head(p)}{ld_article(p) if p.get("ld",True) else ""}
<link rel="stylesheet" href="/static/css/article.4f2a.css">
</head><body class="article-page">
<header class="masthead"><a href="/" class="logo">{p["site"]}</a><nav><a href="/business">Business</a> <a href="/markets">Markets</a> <a href="/tech">Tech</a> <a href="/opinion">Opinion</a></nav></header>
<main><article>
<div class="kicker">{p.get("kicker","Business")}</div>
<h1>{p["title"]}</h1>
{f'<p class="dek">{p["dek"]}</p>' if p.get("dek") else ""}
<div class="byline">By <a rel="author" href="/by/{p.get("author","staff").lower().replace(" ","-")}">{p.get("author","Staff")}</a></div>
<div class="timestamp">Published <time datetime="{p["pub"]}">{p["pub_vis"]}</time>{upd}</div>
<div class="article-body">
{paras(p["body"])}
</div>
{p.get("extra_body","")}
</article>
{sidebar(p)}
</main>
<footer><p>&copy; {p.get("year","")} {p["site"]}. All rights reserved.</p></footer>
</body></html>"""

def uk_paper(p):
    mod = f'<p class="lastmod">Last modified on {p["upd_vis"]}</p>' if p.get("upd_vis") else ""
    return f"""<!doctype html>
<html lang="en-GB"><head>
{head(p)}{ld_article(p) if p.get("ld",True) else ""}
</head><body>
<div id="bannerandheader"><a class="logo" href="/">{p["site"]}</a>
<ul class="pillars"><li><a href="/uk-news">UK</a></li><li><a href="/business">Business</a></li><li><a href="/money">Money</a></li><li><a href="/sport">Sport</a></li></ul></div>
<article class="content--article">
<div class="content__labels"><a href="/business/{p.get("section","markets")}">{p.get("kicker","Markets")}</a></div>
<h1 class="content__headline">{p["title"]}</h1>
{f'<div class="content__standfirst"><p>{p["dek"]}</p></div>' if p.get("dek") else ""}
<div class="meta__contact"><a rel="author" href="/profile/{p.get("author","staff").lower().replace(" ","")}">{p.get("author","Staff")}</a>{", " + p["author_role"] if p.get("author_role") else ""}</div>
<p class="content__dateline"><time itemprop="datePublished" datetime="{p["pub"]}">{p["pub_vis"]}</time></p>
{mod}
<div class="content__article-body" itemprop="articleBody">
{paras(p["body"])}
</div>
{p.get("extra_body","")}
</article>
{sidebar(p, "most-popular")}
<footer>&copy; {p.get("year","")} {p["site"]} News &amp; Media Limited or its affiliated companies.</footer>
</body></html>"""

def wire(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p) if p.get("ld",True) else ""}
</head><body>
<div class="wire-top"><span class="brand">{p["site"]}</span> | <a href="/markets">Markets</a> | <a href="/world">World</a> | <a href="/business">Business</a></div>
<article class="story">
<h1 class="story-headline">{p["title"]}</h1>
<div class="story-meta"><span class="byline">By {p.get("author","Wire Staff")}</span> &middot; <span class="ts"><time datetime="{p["pub"]}">{p["pub_vis"]}</time></span>{f' &middot; <span class="upd">Updated {p["upd_vis"]}</span>' if p.get("upd_vis") else ""}</div>
<div class="story-body">
{paras(p["body"])}
</div>
<p class="story-foot">(Reporting by {p.get("author","Wire Staff")}; Editing by {p.get("editor","Dan Kessel")})</p>
{p.get("extra_body","")}
</article>
{sidebar(p, "related")}
</body></html>"""

def press_release(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{jl({"@context":"https://schema.org","@type":"NewsArticle","headline":p["title"],"datePublished":p.get("ld_pub",p["pub"]),**({"dateModified":p.get("ld_mod") or p.get("mod")} if (p.get("ld_mod") or p.get("mod")) else {}),"publisher":{"@type":"Organization","name":p["site"]},**({"description":p["ld_desc"]} if p.get("ld_desc") else {})})}
</head><body class="release">
<header><img src="/img/logo-newswire.svg" alt="{p["site"]}"> <nav><a href="/news">All Releases</a> <a href="/contact">Send a Release</a></nav></header>
<main class="release-body">
{f'<p class="embargo"><strong>{p["embargo"]}</strong></p>' if p.get("embargo") else ""}
<h1>{p["title"]}</h1>
{f'<h2 class="subhead">{p["dek"]}</h2>' if p.get("dek") else ""}
<p class="mb-no-margin"><span class="release-date"><time datetime="{p["pub"]}">{p["pub_vis"]}</time></span></p>
{paras(p["body"])}
<h3>About {p.get("company","the Company")}</h3>
<p>{p.get("about","")}</p>
<h3>Media Contact</h3>
<p>{p.get("contact","Investor Relations<br>ir@example.com")}</p>
{p.get("extra_body","")}
</main>
<footer>SOURCE {p.get("company","")}</footer>
</body></html>"""

def sec_8k(p):
    return f"""<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>{p["title"]}</title>
{p.get("extra_head","")}
</head>
<body style="font-family:Times New Roman">
<p style="text-align:right"><b>Exhibit 99.1</b></p>
<!-- Filed: {p.get("filed","")} Accession No. {p.get("acc","0001193125-00-000000")} -->
<p style="text-align:center"><b>{p.get("company","")}</b></p>
<p style="text-align:center"><b>{p["title"]}</b></p>
<p>{p["pub_vis"]}</p>
{paras(p["body"])}
{p.get("tables","")}
<p><b>Forward-Looking Statements</b></p>
<p style="font-size:8pt">This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. Actual results may differ materially from those projected. The Company undertakes no obligation to update any forward-looking statement.</p>
{p.get("extra_body","")}
</body></html>"""

def transcript(p):
    turns = "\n".join(f'<div class="turn"><p class="speaker"><strong>{s}</strong>{" &mdash; " + r if r else ""}</p><p>{t}</p></div>' for s,r,t in p["turns"])
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p, "Article")}
</head><body>
<header class="site"><a href="/">{p["site"]}</a> <a href="/transcripts">Transcripts</a> <a href="/earnings">Earnings Calendar</a></header>
<article class="transcript">
<h1>{p["title"]}</h1>
<p class="meta">{p.get("company","")} ({p.get("ticker","")}) &middot; <time datetime="{p["pub"]}">{p["pub_vis"]}</time></p>
<section class="intro">{paras(p.get("body",[]))}</section>
<h2>Call participants</h2><ul>{"".join(f"<li>{x}</li>" for x in p.get("participants",[]))}</ul>
<h2>Prepared Remarks</h2>
{turns}
{p.get("extra_body","")}
</article>
{sidebar(p)}
</body></html>"""

def wp_blog(p):
    return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
{head(p)}<meta name="generator" content="WordPress 6.{p.get("wpv","4.2")}">
{ld_article(p, "BlogPosting") if p.get("ld",True) else ""}
<link rel='stylesheet' id='twentytwenty-style-css' href='/wp-content/themes/twentytwenty/style.css?ver=2.1' media='all' />
</head>
<body class="post-template-default single single-post postid-{p.get("postid", 8812)}">
<header id="site-header"><div class="site-title"><a href="/">{p["site"]}</a></div><div class="site-description">{p.get("tagline","Notes on markets and money")}</div></header>
<main id="site-content"><article class="post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">{p["title"]}</h1>
<div class="post-meta-wrapper"><ul class="post-meta"><li class="post-author">By <a href="/author/{p.get("author","admin").split()[0].lower()}/">{p.get("author","admin")}</a></li>
<li class="post-date"><a href="{p["url"]}"><time class="entry-date published" datetime="{p["pub"]}">{p["pub_vis"]}</time>{f'<time class="updated" datetime="{p["mod"]}">{p.get("upd_vis","")}</time>' if p.get("mod") else ""}</a></li></ul></div></header>
<div class="entry-content">
{paras(p["body"])}
</div>
{p.get("extra_body","")}
</article>
{comments(p)}
{sidebar(p, "widget widget_recent_entries")}
</main>
<footer id="site-footer"><p>&copy; {p.get("year","")} {p["site"]} &middot; Powered by WordPress</p></footer>
</body></html>"""

def phpbb(p):
    posts = []
    for i,(user, vis, iso, txt) in enumerate(p["posts"]):
        posts.append(f'''<div id="p{88120+i*13}" class="post has-profile {'bg2' if i%2 else 'bg1'}"><div class="inner">
<dl class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&amp;u={3000+i*41}" class="username">{user}</a></dt><dd class="profile-posts"><strong>Posts:</strong> {120+i*57}</dd></dl>
<div class="postbody"><h3><a href="#p{88120+i*13}">Re: {p["title"]}</a></h3>
<p class="author"><span class="responsive-hide">by <strong>{user}</strong> &raquo; </span><time datetime="{iso}">{vis}</time></p>
<div class="content">{txt}</div></div></div></div>''')
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
<meta charset="utf-8" />
<title>{p["title"]} - {p["site"]}</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=112" rel="stylesheet">
{p.get("extra_head","")}
</head>
<body id="phpbb" class="section-viewtopic ltr">
<div id="wrap" class="wrap"><div class="headerbar"><h1><a href="./index.php">{p["site"]}</a></h1><p>{p.get("tagline","Discussion board for private investors")}</p></div>
<ul id="nav-breadcrumbs" class="nav-breadcrumbs"><li><a href="./index.php">Board index</a> &rsaquo; <a href="./viewforum.php?f={p.get("fid",12)}">{p.get("forum","Markets")}</a></li></ul>
<h2 class="topic-title"><a href="{p["url"]}">{p["title"]}</a></h2>
<div class="action-bar bar-top"><div class="pagination">{len(p["posts"])} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
{"".join(posts)}
{p.get("extra_body","")}
<div class="copyright">Powered by phpBB&reg; Forum Software &copy; phpBB Limited</div></div>
</body></html>"""

def reddit(p):
    cs = "\n".join(f'<shreddit-comment author="{u}" score="{sc}" created="{iso}"><div class="md"><p>{t}</p></div><faceplate-timeago ts="{iso}"><time datetime="{iso}" title="{vis}">{rel}</time></faceplate-timeago></shreddit-comment>' for u,sc,iso,vis,rel,t in p["rcomments"])
    return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><title>{p["title"]} : r/{p.get("sub","investing")}</title>
<meta property="og:title" content="{esc(p["title"])}">
<link rel="canonical" href="{p["url"]}">
{p.get("extra_head","")}
</head><body>
<shreddit-app><div class="subreddit-header">r/{p.get("sub","investing")}</div>
<shreddit-post post-title="{esc(p["title"])}" author="{p.get("author","")}" created-timestamp="{p["pub"]}" score="{p.get("score",214)}" comment-count="{len(p["rcomments"])}">
<h1 slot="title">{p["title"]}</h1>
<span class="post-meta">Posted by u/{p.get("author","")} <faceplate-timeago ts="{p["pub"]}"><time datetime="{p["pub"]}" title="{p["pub_vis"]}">{p.get("pub_rel","")}</time></faceplate-timeago></span>
<div slot="text-body" class="md">{paras(p["body"])}</div>
</shreddit-post>
<shreddit-comment-tree>
{cs}
</shreddit-comment-tree>
{p.get("extra_body","")}
</shreddit-app></body></html>"""

def discourse(p):
    posts = "\n".join(f'<div class="topic-post" id="post_{i+1}"><article class="boxed"><div class="topic-meta-data"><span class="username"><a href="/u/{u}">{u}</a></span><div class="post-infos"><a class="post-date" href="{p["url"]}/{i+1}"><span class="relative-date" data-time="{ms}" title="{vis}">{rel}</span></a></div></div><div class="cooked">{t}</div></article></div>' for i,(u,ms,vis,rel,t) in enumerate(p["dposts"]))
    return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><title>{p["title"]} - {p.get("cat","General")} - {p["site"]}</title>
<meta property="og:title" content="{esc(p["title"])}">
<meta property="article:published_time" content="{p["pub"]}">
<link rel="canonical" href="{p["url"]}">
{p.get("extra_head","")}
</head><body class="crawler">
<header><a href="/">{p["site"]}</a></header>
<div id="main-outlet" class="wrap">
<h1><a href="{p["url"]}">{p["title"]}</a></h1>
<div class="topic-category"><span class="category-name">{p.get("cat","General")}</span></div>
{posts}
{p.get("extra_body","")}
</div>
<footer class="container"><p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</body></html>"""

def amp(p):
    return f"""<!doctype html>
<html amp lang="en">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<title>{p["title"]}</title>
<link rel="canonical" href="{p["url"].replace("/amp/","/")}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{ld_article(p)}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none}}</style></noscript>
<style amp-custom>h1{{font-family:Georgia}} .byline{{color:#666}}</style>
{p.get("extra_head","")}
</head>
<body>
<header class="amp-header"><a href="/">{p["site"]}</a></header>
<article>
<h1>{p["title"]}</h1>
<p class="byline">{p.get("author","Staff")} &bull; <time datetime="{p["pub"]}">{p["pub_vis"]}</time>{f' &bull; Updated {p["upd_vis"]}' if p.get("upd_vis") else ""}</p>
<amp-img src="/img/{p.get("img","markets")}.jpg" width="1200" height="675" layout="responsive" alt="{esc(p.get("alt","Trading floor"))}"></amp-img>
{paras(p["body"])}
{p.get("extra_body","")}
</article>
{sidebar(p)}
</body></html>"""

def liveblog(p):
    es = "\n".join(f'<article class="lb-entry" id="entry-{i}"><header><time datetime="{iso}">{vis}</time>{f" <h3>{h}</h3>" if h else ""}</header><div class="lb-content"><p>{t}</p></div></article>' for i,(iso,vis,h,t) in enumerate(p["entries"]))
    ld = {"@context":"https://schema.org","@type":"LiveBlogPosting","headline":p["title"],"datePublished":p.get("ld_pub",p["pub"]),"coverageStartTime":p["pub"],"coverageEndTime":p.get("cov_end",p.get("mod",p["pub"]))}
    if p.get("mod"): ld["dateModified"] = p["mod"]
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{jl(ld)}
</head><body class="liveblog">
<header class="topbar"><a href="/">{p["site"]}</a> <span class="live-badge">LIVE</span></header>
<main>
<h1>{p["title"]}</h1>
<p class="lb-intro">{p.get("dek","")}</p>
<p class="lb-byline">{p.get("author","Staff")} &middot; Started <time datetime="{p["pub"]}">{p["pub_vis"]}</time></p>
<div class="lb-feed" aria-live="polite">
{es}
</div>
{p.get("extra_body","")}
</main>
{sidebar(p)}
</body></html>"""

def nextjs(p):
    nd = json.dumps(p["next_data"], ensure_ascii=False)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>{p["title"]} - {p["site"]}</title>{f'<meta property="article:published_time" content="{p["pub"]}"/>' if p.get("meta_pub",True) else ""}<link rel="canonical" href="{p["url"]}"/><link rel="preload" href="/_next/static/css/7c1e0d2b.css" as="style"/>{p.get("extra_head","")}</head><body><div id="__next"><div class="Layout_wrap__x1"><header class="Header_root__9a"><a href="/">{p["site"]}</a></header><main><article class="Article_root__3k"><h1 class="Article_title__2m">{p["title"]}</h1><div class="Article_meta__Qz"><span>{p.get("author","")}</span><span class="Article_date__Lp">{p["pub_vis"]}</span></div><div class="Article_body__Zt">{paras(p["body"])}</div></article>{sidebar(p)}</main></div></div><script id="__NEXT_DATA__" type="application/json">{nd}</script><script src="/_next/static/chunks/main-a1b2c3.js" defer=""></script></body></html>"""

def newsletter(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}
</head><body style="background:#f4f4f4">
<div class="archive-nav"><a href="/archive">&larr; Back to the archive</a> | <a href="/subscribe">Subscribe</a></div>
<table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px;font-family:Arial"><p style="font-size:12px;color:#888">{p.get("issue","")} &middot; <time datetime="{p["pub"]}">{p["pub_vis"]}</time></p>
<h1 style="font-size:24px">{p["title"]}</h1>
{paras(p["body"])}
<p style="font-size:11px;color:#999">You are receiving this because you subscribed to {p["site"]}. <a href="#">Unsubscribe</a></p>
{p.get("extra_body","")}
</td></tr></table>
</body></html>"""

def quote_page(p):
    rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k,v in p["quote_rows"])
    return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><title>{p["title"]} | {p["site"]}</title>
<link rel="canonical" href="{p["url"]}">
{f'<meta property="article:published_time" content="{p["pub"]}">' if p.get("meta_pub",True) else ""}
{p.get("extra_head","")}
</head><body>
<header class="qhdr"><a href="/">{p["site"]}</a> <form action="/search"><input name="q" placeholder="Symbol or company"></form></header>
<main class="quote">
<h1>{p["title"]}</h1>
<div class="price-block"><span class="last">{p["last"]}</span> <span class="chg">{p["chg"]}</span></div>
<p class="asof">{p["asof"]}</p>
<table class="key-stats">{rows}</table>
<section class="quote-news"><h2>Latest news</h2>{paras(p["body"])}</section>
{p.get("extra_body","")}
</main>
{sidebar(p, "trending")}
<footer>Quotes delayed at least 15 minutes. Market data provided by third parties.</footer>
</body></html>"""

def ir_events(p):
    rows = "\n".join(f'<tr><td><time datetime="{iso}">{vis}</time></td><td>{ev}</td><td>{st}</td></tr>' for iso,vis,ev,st in p["events"])
    return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><title>Events &amp; Presentations | {p["site"]}</title>
<link rel="canonical" href="{p["url"]}">
<meta property="article:published_time" content="{p["pub"]}">
{f'<meta property="article:modified_time" content="{p["mod"]}">' if p.get("mod") else ""}
{p.get("extra_head","")}
</head><body class="ir">
<header><img src="/logo.svg" alt="{p["site"]}"> <nav><a href="/investors">Investors</a> <a href="/investors/financials">Financials</a> <a href="/investors/sec-filings">SEC Filings</a> <a href="/investors/events">Events</a></nav></header>
<main><h1>{p["title"]}</h1>
{paras(p.get("body",[]))}
<table class="events"><thead><tr><th>Date</th><th>Event</th><th>Materials</th></tr></thead><tbody>
{rows}
</tbody></table>
<p class="page-updated">{p.get("page_updated","")}</p>
{p.get("extra_body","")}
</main></body></html>"""

def medium(p):
    return f"""<!DOCTYPE html><html lang="en"><head>
{head(p)}<meta name="author" content="{p.get("author","")}">
{ld_article(p, "Article")}
</head><body><div id="root"><div class="meteredContent">
<article><div class="pw-post-body">
<h1 class="pw-post-title">{p["title"]}</h1>
<div class="speechify-ignore"><a data-testid="authorName" href="/@{p.get("handle","author")}">{p.get("author","")}</a> <span data-testid="storyReadTime">{p.get("read","6 min read")}</span> · <span data-testid="storyPublishDate">{p["pub_vis"]}</span></div>
<section>{paras(p["body"])}</section>
</div></article>
{p.get("extra_body","")}
<div class="responses">{comments(p, "div", "responses-list")}</div>
</div></div></body></html>"""

def substack(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p, "NewsArticle")}
</head><body>
<div class="main-menu"><a class="navbar-title-link" href="/">{p["site"]}</a> <a class="button subscribe-btn" href="/subscribe">Subscribe</a></div>
<div class="single-post"><article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title">{p["title"]}</h1><h3 class="subtitle">{p.get("dek","")}</h3>
<div class="post-meta"><div class="profile-hover-card-target"><a href="/profile">{p.get("author","")}</a></div><div class="pencraft pc-reset">{p["pub_vis"]}</div></div></div>
<div class="available-content"><div class="body markup" dir="auto">{paras(p["body"])}</div></div>
{p.get("extra_body","")}
</article>
{comments(p, "div", "comments-page")}
</div>
<script>window._preloads = JSON.parse({json.dumps(json.dumps(p.get("preloads", {"post":{"post_date":p["pub"],"title":p["title"]}})))})</script>
</body></html>"""

def localtv(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p)}
</head><body class="station">
<div class="weather-strip">{p.get("wx","72&deg; Partly Cloudy")}</div>
<header><a href="/" class="station-logo">{p["site"]}</a> <nav><a href="/news">News</a> <a href="/weather">Weather</a> <a href="/traffic">Traffic</a> <a href="/money">Money</a> <a href="/live">Watch Live</a></nav></header>
<article class="story">
<h1 class="headline">{p["title"]}</h1>
<div class="story-info"><span class="author">by {p.get("author","Web Staff")}</span><br><span class="pub">Posted: {p["pub_vis"]}</span>{f'<br><span class="upd">Updated: {p["upd_vis"]}</span>' if p.get("upd_vis") else ""}</div>
<div class="video-player" data-video-id="{p.get("vid","vid_29384")}"></div>
<div class="story-body">{paras(p["body"])}</div>
{p.get("extra_body","")}
</article>
{sidebar(p, "trending-now")}
<footer>Copyright {p.get("year","")} {p["site"]}. All Rights Reserved.</footer>
</body></html>"""

def crypto(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p)}
</head><body class="dark">
<div class="ticker-tape">{p.get("tape","BTC $— ETH $—")}</div>
<header><a href="/">{p["site"]}</a> <nav><a href="/markets">Markets</a> <a href="/defi">DeFi</a> <a href="/policy">Policy</a> <a href="/learn">Learn</a></nav></header>
<article class="post">
<div class="tag">{p.get("kicker","Markets")}</div>
<h1>{p["title"]}</h1>
<div class="meta"><img class="avatar" src="/a/{p.get("author","x").split()[0].lower()}.png" alt="{p.get("author","")}"> {p.get("author","")} &bull; <time datetime="{p["pub"]}">{p["pub_vis"]}</time>{f' &bull; <span class="upd">Updated {p["upd_vis"]}</span>' if p.get("upd_vis") else ""}</div>
<div class="content">{paras(p["body"])}</div>
{p.get("extra_body","")}
<p class="disclaimer">Disclaimer: This article is for informational purposes only and is not investment advice.</p>
</article>
{sidebar(p, "trending")}
</body></html>"""

def pfin(p):
    return f"""<!DOCTYPE html>
<html lang="en-US"><head>
{head(p)}{ld_article(p, "Article")}
</head><body>
<header class="nav"><a href="/">{p["site"]}</a> <a href="/banking">Banking</a> <a href="/credit-cards">Credit Cards</a> <a href="/investing">Investing</a> <a href="/mortgages">Mortgages</a></header>
<article>
<p class="advertiser-disclosure">Advertiser Disclosure: We may earn a commission from partner links.</p>
<h1>{p["title"]}</h1>
<div class="author-box">Written by <a href="/team/{p.get("author","x").split()[0].lower()}">{p.get("author","")}</a>{" &middot; Reviewed by " + p["reviewer"] if p.get("reviewer") else ""}<br>
<span class="dates">Published {p["pub_vis"]}{f' | Updated {p["upd_vis"]}' if p.get("upd_vis") else ""}</span></div>
<div class="key-takeaways"><h2>Key takeaways</h2><ul>{"".join(f"<li>{k}</li>" for k in p.get("takeaways",[]))}</ul></div>
{paras(p["body"])}
{p.get("extra_body","")}
</article>
{sidebar(p, "popular")}
</body></html>"""

def analyst(p):
    return f"""<!DOCTYPE html>
<html lang="en"><head>
{head(p)}{ld_article(p, "Report")}
</head><body class="research">
<header><a href="/">{p["site"]}</a> | <a href="/research">Research</a> | <a href="/ideas">Ideas</a></header>
<div class="report-header"><span class="rating">{p.get("rating","")}</span><span class="pt">{p.get("pt","")}</span></div>
<article>
<h1>{p["title"]}</h1>
<p class="analyst">{p.get("author","")}, {p.get("author_role","Equity Analyst")} &middot; <time datetime="{p["pub"]}">{p["pub_vis"]}</time></p>
{paras(p["body"])}
{p.get("extra_body","")}
<p class="disc">Important disclosures appear at the end of this report. Past performance is not indicative of future results.</p>
</article>
{sidebar(p, "related-research")}
</body></html>"""

STYLES = {k:v for k,v in globals().items() if callable(v) and k in ("us_news","uk_paper","wire","press_release","sec_8k","transcript","wp_blog","phpbb","reddit","discourse","amp","liveblog","nextjs","newsletter","quote_page","ir_events","medium","substack","localtv","crypto","pfin","analyst")}

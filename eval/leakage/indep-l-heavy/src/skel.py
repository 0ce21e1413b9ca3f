# -*- coding: utf-8 -*-
"""Site skeletons: deliberately different markup generations and structures."""
import json
from comp import *
from core import Namer, js_bundle, css_blob, svg_icon, b64ish

FILL = '\x00FILL\x00'
FILLCSS = '\x00FILLCSS\x00'


def sidebar(pg, N, order=None):
    u = pg.ui
    blocks = {'most': lambda: widget_list(pg, N, u['most_read'], pg.mostread, 'mostread', numbered=True),
              'latest': lambda: widget_list(pg, N, u['latest'], pg.latest, 'latest'),
              'cal': lambda: calendar_html(pg, N), 'nl': lambda: newsletter(pg, N),
              'ad': lambda: ad_slot(pg, N, 99)}
    order = order or pg.r.sample(list(blocks), len(blocks))
    return ''.join(blocks[k]() for k in order)


def scripts_tail(pg, n=3):
    r = pg.r
    return ''.join(f'<script src="https://static.{pg.site["domain"]}/_assets/{pg.hexid(8)}.{pg.hexid(6)}.js" defer></script>' for _ in range(n))


def sk_next(pg):
    N = Namer(pg.r, pg.r.choice(['hash', 'module']), 'x')
    u = pg.ui
    r = pg.r
    st = {"props": {"pageProps": state_obj(pg), "__N_SSP": True}, "page": "/[section]/[slug]", "query": {"slug": pg.slugp},
          "buildId": pg.build, "isFallback": False, "gssp": True, "scriptLoader": []}
    return f'''<!DOCTYPE html><html lang="{pg.lang}"><head>{head_meta(pg)}
<link rel="stylesheet" href="/_next/static/css/{pg.hexid(16)}.css" data-n-g="">
<style data-emotion="css {pg.hexid(6)}">{css_blob(r, r.randrange(4000, 20000))}</style>
<noscript data-n-css=""></noscript>{jsonld(pg)}{adtech(pg)}</head>
<body><div id="__next"><div class="{N("app")}">{cookie_dialog(pg, N)}
<header class="{N("header")}"><a class="{N("logo")}" href="/">{svg_icon(r, pg.site["name"])}</a>{megamenu(pg, N)}
<div class="{N("tools")}"><button>{u["search"]}</button><a href="/login">{u["login"]}</a><a class="{N("cta")}" href="/subscribe">{u["sub_cta"]}</a></div></header>
{ticker(pg, N)}
<main class="{N("main")}"{inj_attr(pg)}><div class="{N("grid")}"><article class="{N("article")}" data-article-id="{pg.aid}">
{breadcrumbs(pg, N)}<h1 class="{N("headline")}">{esc(pg.headline)}</h1><p class="{N("dek")}">{esc(pg.dek)}</p>{byline(pg, N)}{share(pg, N)}
<div class="{N("body")}">{body(pg, N)}</div>{extras(pg, "article_end")}{tags(pg, N)}{pager(pg, N)}</article>
<aside class="{N("rail")}">{sidebar(pg, N)}</aside></div>
{widget_list(pg, N, u["related"], pg.related, "related")}{recs(pg, N)}{comments_html(pg, N)}</main>
{footer(pg, N)}</div></div>{inj_all_misc(pg)}{extras(pg, "body_end")}
<script id="__NEXT_DATA__" type="application/json">{dumps(st)}</script>
<script>{FILL}</script>{analytics(pg)}{scripts_tail(pg, 6)}</body></html>'''


def sk_wp(pg):
    N = Namer(pg.r, 'plain', 'wp')
    u = pg.ui
    r = pg.r
    pid = r.randrange(1000, 99999)
    cm = ''
    if pg.comments:
        lis = ''.join(f'<li id="comment-{pid + i}" class="comment even thread-even depth-1"><article id="div-comment-{pid + i}" class="comment-body">'
                      f'<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="https://secure.gravatar.com/avatar/{pg.hexid(32)}?s=56&d=mm" class="avatar avatar-56 photo" height="56" width="56"><b class="fn">{esc(c["user"])}</b> <span class="says">says:</span></div>'
                      f'<div class="comment-metadata"><a href="#comment-{pid + i}"><time datetime="{pg.I(c["u"], c["cls"], c.get("desc", "comment") + " (machine)")}">{tm(pg, c)}</time></a></div></footer>'
                      f'<div class="comment-content"><p>{esc(c["text"])}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#">{u["reply"]}</a></div></article></li>'
                      for i, c in enumerate(pg.comments))
        cm = f'<div id="comments" class="comments-area"><h2 class="comments-title">{len(pg.comments)} {u["comments"]}</h2><ol class="comment-list">{lis}</ol><div id="respond" class="comment-respond"><form id="commentform"><textarea name="comment"></textarea></form></div></div>'
    widgets = (f'<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">{u["latest"]}</h2><ul>'
               + ''.join(f'<li><a href="{link(pg, "/" + slug(r, x["title"]) + "/")}">{esc(x["title"])}</a><span class="post-date">{tm(pg, x)}</span></li>' for x in pg.latest)
               + '</ul></section>' + f'<section id="tag_cloud-3" class="widget widget_tag_cloud">{tags(pg, N)}</section>'
               + f'<section id="custom_html-4" class="widget_text widget widget_custom_html">{newsletter(pg, N)}</section>'
               + f'<section id="block-7" class="widget widget_block">{widget_list(pg, N, u["most_read"], pg.mostread, "wpp", True)}</section>')
    return f'''<!DOCTYPE html>
<html lang="{pg.lang}-{pg.lang.upper()}" class="no-js">
<head>
{head_meta(pg)}
<link rel='stylesheet' id='wp-block-library-css' href='{link(pg, "/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3")}' media='all' />
<link rel='stylesheet' id='theme-style-css' href='{link(pg, "/wp-content/themes/marketpress/style.css?ver=2.1")}' media='all' />
<style id='global-styles-inline-css'>{css_blob(r, r.randrange(6000, 25000))}</style>
<script src="{link(pg, "/wp-includes/js/jquery/jquery.min.js?ver=3.7.1")}" id="jquery-core-js"></script>
<script type="text/javascript">/* <![CDATA[ */ var wpApiSettings = {{"root":"{link(pg, "/wp-json/")}","nonce":"{pg.hexid(10)}","versionString":"wp\\/v2\\/"}}; /* ]]> */</script>
{jsonld(pg, graph=[{"@type": "WebSite", "name": pg.site["name"], "url": link(pg, "/")}])}
</head>
<body class="post-template-default single single-post postid-{pid} single-format-standard wp-embed-responsive">
<div id="page" class="site"><a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">{esc(pg.site["name"])}</a></p></div>
<nav id="site-navigation" class="main-navigation">{megamenu(pg, N, depth=1)}</nav></header>
{cookie_dialog(pg, N)}
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail hentry"{inj_attr(pg)}>
<header class="entry-header"><h1 class="entry-title">{esc(pg.headline)}</h1><div class="entry-meta">{byline(pg, N)}</div></header>
<div class="entry-content">{body(pg, N, ads=r.random() < 0.5)}{extras(pg, "article_end")}</div>
<footer class="entry-footer">{share(pg, N)}</footer></article>
<nav class="navigation post-navigation" aria-label="Posts">{pager(pg, N)}</nav>
<div class="jp-relatedposts">{widget_list(pg, N, u["related"], pg.related, "jp-relatedposts-post")}</div>{cm}
</main></div><aside id="secondary" class="widget-area">{widgets}{calendar_html(pg, N)}</aside></div>
<footer id="colophon" class="site-footer">{footer(pg, N)}</footer></div>
{inj_all_misc(pg)}{extras(pg, "body_end")}
<script id="wp-emoji-settings" type="application/json">{{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png"}}</script>
<script>{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_legacy(pg):
    """HTML 4.01 tag soup with tables, font tags, unclosed cells."""
    N = Namer(pg.r, 'legacy', 'l')
    u = pg.ui
    r = pg.r
    menu = ''.join(f'<TD CLASS="{N("nav")}"><A HREF="/{slug(r, c)}/index.html"><FONT COLOR="#FFFFFF">{esc(c)}</FONT></A>' for c in B.NAV[pg.lang])
    subs = ' | '.join(f'<a href="/{slug(r, s)}/">{esc(s)}</a>' for v in B.NAV[pg.lang].values() for s in v)
    tick = ''.join(f'<B>{esc(n)}</B> {v:,.2f} <FONT COLOR="{"green" if c >= 0 else "red"}">{c:+.2f}%</FONT> &nbsp; ' for n, v, c in pg.ticker)
    asof, acls = pg.ticker_asof
    paras = ''.join(f'<P>{esc(p)}\n' for p in pg.paras)
    if pg.update_para:
        paras += pg.update_para
    if pg.correction:
        cu, cc = pg.correction
        paras += f'<P><I>Korrektur/Correction {pg.T(cu, cc, "correction note")}</I>'
    if pg.inj and pg.inj[0] in ('hidden_div', 'white_text'):
        paras += f'<DIV STYLE="display:none">{esc(pg.inj[1])}</DIV>'
    latest = ''.join(f'<TR><TD><FONT SIZE="1">{tm(pg, x)}</FONT><TD><A HREF="/news/{r.randrange(10 ** 5, 10 ** 6)}.html">{esc(x["title"])}</A>' for x in pg.latest)
    most = ''.join(f'<TR><TD>{i + 1}.<TD><A HREF="/news/{r.randrange(10 ** 5, 10 ** 6)}.html">{esc(x["title"])}</A> <FONT SIZE="1" COLOR="#999999">{tm(pg, x)}</FONT>' for i, x in enumerate(pg.mostread))
    cm = ''.join(f'<TR><TD BGCOLOR="#EEEEEE"><B>{esc(c["user"])}</B> - {tm(pg, c)}<TR><TD>{esc(c["text"])}' for c in pg.comments)
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f' &middot; {u["updated"]}: {pg.T(mu, mc, "visible Updated stamp")}'
    docs = r.choice(['<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
                     '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">', ''])
    return f'''{docs}
<HTML>
<HEAD>
{head_meta(pg)}
<META NAME="date" CONTENT="{pub_iso(pg)}">
<LINK REL="stylesheet" HREF="/css/main_v{r.randrange(2, 40)}.css" TYPE="text/css">
<SCRIPT LANGUAGE="JavaScript">
<!--
var OAS_url='https://oascentral.{pg.site["domain"]}/RealMedia/ads/';var OAS_sitepage='{slug(r, pg.site["name"])}/artikel/{pg.aid}';var OAS_listpos='Top,Right,Middle,Bottom';var OAS_rn=new String(Math.random());var OAS_rns=OAS_rn.substring(2,11);
function OAS_AD(pos){{document.write('<SCR'+'IPT LANGUAGE="JavaScript1.1" SRC="'+OAS_url+'adstream_jx.ads/'+OAS_sitepage+'/1'+OAS_rns+'@'+OAS_listpos+'!'+pos+'"></SCR'+'IPT>');}}
//-->
</SCRIPT>
{jsonld(pg) if r.random() < 0.5 else ''}
</HEAD>
<BODY BGCOLOR="#FFFFFF" TOPMARGIN="0" LEFTMARGIN="0" MARGINWIDTH="0" MARGINHEIGHT="0"{inj_attr(pg)}>
{inj_comment(pg)}
<CENTER>
<TABLE WIDTH="980" BORDER="0" CELLPADDING="0" CELLSPACING="0">
<TR><TD COLSPAN="3"><A HREF="/"><IMG SRC="/img/logo.gif" WIDTH="240" HEIGHT="60" BORDER="0" ALT="{esc(pg.site["name"])}"></A>
<TD ALIGN="right"><SCRIPT>OAS_AD('Top');</SCRIPT>
<TR BGCOLOR="#003366">{menu}
<TR><TD COLSPAN="6"><FONT SIZE="1">{subs}</FONT>
<TR><TD COLSPAN="6" BGCOLOR="#F0F0F0"><MARQUEE SCROLLAMOUNT="3">{tick}</MARQUEE> <FONT SIZE="1">({pg.T(asof, acls, "market ticker as-of time")})</FONT>
</TABLE>
<TABLE WIDTH="980" BORDER="0" CELLPADDING="4">
<TR><TD WIDTH="680" VALIGN="top">
<FONT FACE="Arial,Helvetica" SIZE="2"><A HREF="/">{esc(pg.site["name"])}</A> &gt; {esc(list(B.NAV[pg.lang])[0])}</FONT>
<H1><FONT FACE="Georgia">{esc(pg.headline)}</FONT></H1>
<FONT SIZE="2" COLOR="#666666">{esc(pg.author)} &middot; {pub_str(pg)}{upd}</FONT>
<BR><IMG SRC="/img/art/{pg.aid}.jpg" WIDTH="400" ALT="{esc(pg.alt_leak or pg.co)}"><BR><FONT SIZE="1">{esc(pg.fig_leak or "")}</FONT>
<FONT FACE="Arial" SIZE="2">{paras}</FONT>
<SCRIPT>OAS_AD('Middle');</SCRIPT>
{extras(pg, "article_end")}
<TABLE WIDTH="100%" CELLPADDING="3">{cm}</TABLE>
<TD WIDTH="300" VALIGN="top" BGCOLOR="#F7F7F7">
<B>{u["latest"]}</B><TABLE>{latest}</TABLE>
<B>{u["most_read"]}</B><TABLE>{most}</TABLE>
{calendar_html(pg, N)}
<SCRIPT>OAS_AD('Right');</SCRIPT>
</TABLE>
{pager(pg, N)}
<HR SIZE="1" NOSHADE>
{footer(pg, N)}
</CENTER>
{inj_noscript(pg)}{inj_script(pg)}{inj_alt(pg)}{extras(pg, "body_end")}
<SCRIPT>{FILL}</SCRIPT>
{analytics(pg)}
</BODY>
</HTML>'''


def sk_forum_vb(pg):
    N = Namer(pg.r, 'plain', 'vb')
    r = pg.r
    u = pg.ui
    posts = [dict(user=pg.author, text='\n'.join(pg.paras[:r.randrange(2, 6)]), u=pg.P, cls=pg.pub_cls, desc='pub: opening post', likes=0)] + pg.comments
    rows = []
    for i, p in enumerate(posts):
        pid = 4000000 + int(pg.aid) % 1000000 + i
        jd = p['u'] - DAY * r.uniform(200, 3000)
        edit = ''
        if i == 0 and pg.edit_note:
            eu, ec = pg.edit_note
            edit = f'<div class="smallfont editnote"><hr size="1" noshade><em>Last edited by {esc(p["user"])}; {pg.T(eu, ec, "forum Last edited note")}.</em></div>'
        txt = esc(p['text']).replace('\n', '<br /><br />')
        if pg.inj and pg.inj[0] == 'forum_post' and i == len(posts) // 2:
            txt += '<br /><br />' + esc(pg.inj[1])
        rows.append(f'''<table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal"><a name="post{pid}"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Old" border="0" /></a>
{tm(pg, p, 4 if pg.lang == 'en' else None)}</td><td class="thead" align="right">#<a href="showpost.php?p={pid}&amp;postcount={i + 1}" target="new" id="postcount{pid}" name="{i + 1}"><strong>{i + 1}</strong></a></td></tr>
<tr valign="top"><td class="alt2" width="175"><div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={r.randrange(100, 99999)}">{esc(p["user"])}</a></div>
<div class="smallfont">Member</div><div class="smallfont"><div>Join Date: {pg.D(jd, "content", "forum join date")}</div><div>Posts: {r.randrange(3, 9000)}</div></div></td>
<td class="alt1" id="td_post_{pid}"><div id="post_message_{pid}">{txt}</div>{edit}</td></tr>
<tr><td class="alt2"><img class="inlineimg" src="images/statusicon/user_offline.gif" alt="offline" border="0" /></td><td class="alt1" align="right"><a href="newreply.php?do=newreply&amp;p={pid}" rel="nofollow"><img src="images/buttons/quote.gif" alt="Reply With Quote" border="0" /></a></td></tr></table>''')
    similar = ''.join(f'<tr><td class="alt1"><a href="showthread.php?t={r.randrange(10 ** 5, 10 ** 6)}">{esc(x["title"])}</a></td><td class="alt2">{tm(pg, x)}</td></tr>' for x in pg.related[:5])
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="{pg.lang}">
<head>
{head_meta(pg)}
<meta name="generator" content="vBulletin 3.8.11" />
<style type="text/css" id="vbulletin_css">{css_blob(r, r.randrange(8000, 30000))}</style>
<script type="text/javascript" src="clientscript/yui/yahoo-dom-event/yahoo-dom-event.js?v=3811"></script>
<script type="text/javascript"><!--
var SESSIONURL = "s={pg.hexid(32)}&";var SECURITYTOKEN = "guest";var IMGDIR_MISC = "images/misc";var vb_disable_ajax = parseInt("0", 10);
// --></script>
</head>
<body{inj_attr(pg)}>
{cookie_dialog(pg, N)}
<a name="top"></a><table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="alt1" width="100%"><a href="index.php"><img src="images/misc/logo.gif" border="0" alt="{esc(pg.site["name"])}" /></a></td></tr></table>
<div id="navbar">{megamenu(pg, N, depth=1)}</div>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="alt1"><span class="navbar"><a href="index.php" accesskey="1">{esc(pg.site["name"])}</a></span> &gt; <span class="navbar"><a href="forumdisplay.php?f={r.randrange(2, 90)}">{esc(list(B.NAV[pg.lang])[0])}</a></span>
<br /><strong>{esc(pg.headline)}</strong></td></tr></table>
{ad_slot(pg, N, 1)}
<div id="posts">{"".join(rows)}</div>
{extras(pg, "article_end")}
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><thead><tr><td class="tcat" colspan="2">Similar Threads</td></tr></thead><tbody>{similar}</tbody></table>
{widget_list(pg, N, u["latest"], pg.latest, "latest")}
{inj_all_misc(pg)}{extras(pg, "body_end")}
<div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.11<br />Copyright &copy;2000 - {min(pg.t_acc + pg.t_rej).year}, vBulletin Solutions, Inc.</div>
{footer(pg, N)}
<script type="text/javascript">{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_discourse(pg):
    """Modern forum app shell: preloaded JSON in a data attribute plus a crawler <noscript> view."""
    N = Namer(pg.r, 'bem', 'd')
    r = pg.r
    posts = [dict(user=pg.author, text=' '.join(pg.paras[:3]), u=pg.P, cls=pg.pub_cls, desc='pub: opening post', likes=r.randrange(0, 90))] + pg.comments
    jposts = []
    crawler = []
    for i, p in enumerate(posts):
        iso_ = pg.I(p['u'], p['cls'], p['desc'] + ' (preloaded json)', 'ms')
        d = {"id": r.randrange(10 ** 6, 10 ** 7), "username": p['user'], "created_at": iso_, "cooked": f"<p>{esc(p['text'])}</p>",
             "post_number": i + 1, "reply_count": r.randrange(0, 5), "reads": r.randrange(10, 900), "actions_summary": [{"id": 2, "count": p['likes']}]}
        if i == 0 and pg.edit_note:
            eu, ec = pg.edit_note
            d["updated_at"] = pg.I(eu, ec, 'forum post updated_at (edit)', 'ms')
            d["version"] = 2
        txt = esc(p['text'])
        if pg.inj and pg.inj[0] == 'forum_post' and i == max(1, len(posts) // 2):
            txt += ' ' + esc(pg.inj[1])
            d["cooked"] += f"<p>{esc(pg.inj[1])}</p>"
        jposts.append(d)
        crawler.append(f'<div itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post" id="post_{i + 1}">'
                       f'<div class="crawler-post-meta"><span class="creator" itemprop="author"><a href="/u/{slug(r, p["user"])}"><span itemprop="name">{esc(p["user"])}</span></a></span>'
                       f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{iso_}" class="post-time">{tm(pg, p)}</time></span></div>'
                       f'<div class="post" itemprop="text"><p>{txt}</p></div></div>')
    topic = {"post_stream": {"posts": jposts, "stream": [p["id"] for p in jposts]}, "title": pg.headline, "fancy_title": esc(pg.headline),
             "posts_count": len(jposts), "created_at": pg.I(pg.P, pg.pub_cls, 'pub: topic created_at', 'ms'), "views": r.randrange(100, 30000),
             "like_count": r.randrange(0, 300), "category_id": r.randrange(2, 40), "tags": [slug(r, pg.co)],
             "suggested_topics": [{"title": x['title'], "bumped_at": pg.I(x['u'], x['cls'], (x.get('desc') or 'suggested topic') + ' (json)', 'ms')} for x in pg.related]}
    pre = {"site": {"default_archetype": "regular", "notification_types": {"mentioned": 1, "replied": 2}}, "topic_" + pg.aid: topic,
           "siteSettings": {"title": pg.site['name'], "login_required": False}, "customHTML": {"top": ""}}
    pre.update(pg.state_extra)
    attr = esc(json.dumps({k: json.dumps(v, ensure_ascii=False) for k, v in pre.items()}, ensure_ascii=False))
    return f'''<!DOCTYPE html>
<html lang="{pg.lang}" class="desktop-view not-mobile-device text-size-normal anon">
<head>
{head_meta(pg)}
<meta name="discourse_theme_id" content="{r.randrange(1, 20)}"><meta name="discourse_current_homepage" content="latest">
<link href="/stylesheets/desktop_{pg.hexid(20)}.css" media="all" rel="stylesheet" data-target="desktop">
<script defer src="/assets/discourse-{pg.hexid(32)}.js"></script>
{jsonld(pg) if r.random() < 0.5 else ''}
</head>
<body class="crawler ">
<noscript data-path="/t/{pg.slugp}/{pg.aid}">
<header><a href="/">{esc(pg.site["name"])}</a></header>
<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a href="/t/{pg.slugp}/{pg.aid}">{esc(pg.headline)}</a></h1></div>
{"".join(crawler)}
<div id="related-topics" class="more-topics__list " role="complementary"><h3>Related topics</h3>{widget_list(pg, N, pg.ui["related"], pg.related, "related")}</div>
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Home</a></li><li><a href="/categories">Categories</a></li><li><a href="/guidelines">FAQ/Guidelines</a></li><li><a href="/tos">Terms of Service</a></li><li><a href="/privacy">Privacy Policy</a></li></ul></nav>
<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</noscript>
{inj_comment(pg)}{inj_alt(pg)}{inj_script(pg)}
<div class="hidden" id="data-preloaded" data-preloaded="{attr}"></div>
<section id="main"></section>
{extras(pg, "body_end")}
<script>{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_wire(pg):
    N = Namer(pg.r, pg.r.choice(['bem', 'module']), 'wire')
    r = pg.r
    u = pg.ui
    city = r.choice(['NEW YORK', 'LONDON', 'CHICAGO', 'TORONTO', 'SINGAPORE', 'FRANKFURT'])
    L_ = pg.P
    paras = ''.join(f'<p data-testid="paragraph-{i}" class="{N("para")}">{esc(p)}</p>' for i, p in enumerate(pg.paras))
    if pg.update_para:
        paras += pg.update_para
    if pg.correction:
        cu, cc = pg.correction
        paras += f'<p class="{N("correction")}">(Corrects paragraph 4 to fix buyback size; {pg.T(cu, cc, "correction note")})</p>'
    if pg.inj and pg.inj[0] in ('hidden_div', 'white_text', 'aria_label', 'template'):
        paras += f'<div hidden class="{N("visually_hidden")}">{esc(pg.inj[1])}</div>'
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f'<span class="{N("updated")}">Updated {pg.T(mu, mc, "visible Updated stamp")}</span>'
    first = pg.paras[0]
    pg.paras[0] = first
    return f'''<!doctype html>
<html lang="en" dir="ltr"><head>{head_meta(pg)}
<link rel="stylesheet" href="https://static.{pg.site["domain"]}/pf/resources/css/app.{pg.hexid(8)}.css">
{jsonld(pg, graph=[{"@type": "Organization", "name": pg.site["name"], "sameAs": ["https://x.com/" + slug(r, pg.site["name"])]}])}
{adtech(pg)}
</head><body><div id="fusion-app" class="{N("app")}">
{cookie_dialog(pg, N)}
<header class="{N("site_header")}">{megamenu(pg, N)}</header>{ticker(pg, N)}
<main id="main-content" class="{N("layout")}"{inj_attr(pg)}>
<article class="{N("article")}"><header class="{N("article_header")}">{breadcrumbs(pg, N)}
<h1 data-testid="Heading" class="{N("title")}">{esc(pg.headline)}</h1>
<div class="{N("info")}"><address>By <a href="/authors/{slug(r, pg.author)}/">{esc(pg.author)}</a></address>
<time datetime="{pub_iso(pg, "Z")}" class="{N("date")}">{pub_str(pg)}</time>{upd}</div></header>
<div class="{N("body")}"><p class="{N("dateline")}">{city} ({esc(pg.site["name"])}) -</p>{figure(pg, N, 0)}{paras}
<p class="{N("sign_off")}">Reporting by {esc(pg.author)}; Editing by {esc(r.choice(B.PEOPLE["en"]))}</p>
<p class="{N("trust")}">Our Standards: <a href="/info-pages/standards/">The Trust Principles.</a></p></div>{extras(pg, "article_end")}
{tags(pg, N)}</article>
<aside class="{N("sidebar")}">{sidebar(pg, N, ["latest", "most", "ad", "cal"])}</aside>
<section class="{N("more")}">{widget_list(pg, N, u["related"], pg.related, "related")}</section>{pager(pg, N)}{comments_html(pg, N)}
</main>{footer(pg, N)}</div>{inj_all_misc(pg)}{extras(pg, "body_end")}
<script type="application/javascript" id="fusion-metadata">window.Fusion=window.Fusion||{{}};Fusion.arcSite="{slug(r, pg.site["name"])}";Fusion.deployment="{r.randrange(100, 999)}";Fusion.globalContent={dumps(state_obj(pg))};</script>
<script>{FILL}</script>{analytics(pg)}{scripts_tail(pg, 4)}
</body></html>'''


def sk_cn(pg):
    N = Namer(pg.r, 'legacy', 'cn')
    r = pg.r
    u = pg.ui
    src = r.choice(['证券时报', '上海证券报', '本站综合', '第一财经', '新华财经'])
    lists = ''
    for title, lst in [(u['latest'], pg.latest), (u['most_read'], pg.mostread)]:
        lists += f'<div class="{N("box")}"><div class="{N("tit")}"><h3>{title}</h3><a href="/more/" class="more">更多&gt;&gt;</a></div><ul class="list01">' + ''.join(
            f'<li><span class="{N("t")}">{tm(pg, x)}</span><a href="/a/{r.randrange(10 ** 7, 10 ** 8)}.html" target="_blank">{esc(x["title"])}</a></li>' for x in lst) + '</ul></div>'
    links = ''.join(f'<a href="http://{r.choice(["www", "finance", "stock", "fund", "bond"])}.{pg.site["domain"]}/{slug(r, s)}/" target="_blank">{esc(s)}</a>' for v in B.NAV['zh'].values() for s in v)
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f'<span class="{N("upd")}">{u["updated"]}：{pg.T(mu, mc, "visible Updated stamp")}</span>'
    info = {"id": pg.aid, "title": pg.headline, "ctime": pg.E(pg.P, pg.pub_cls, 'pub: ARTICLE_INFO ctime', ms=False), "source": src,
            "channel": "finance", "tags": [pg.co]}
    if pg.mod_jsonld:
        info["mtime"] = pg.E(pg.mod_jsonld[0], pg.mod_jsonld[1], 'ARTICLE_INFO mtime (modified epoch)', ms=False)
    info.update(pg.state_extra)
    if pg.inj and pg.inj[0] == 'json_state':
        info["note"] = pg.inj[1]
    return f'''<!DOCTYPE html>
<html>
<head>
{head_meta(pg)}
<meta name="keywords" content="{esc(pg.co)},{esc(pg.co2)},股票,财经">
<meta name="publishdate" content="{pg.T(pg.P, pg.pub_cls, "pub: meta publishdate", 1)}">
<link rel="stylesheet" type="text/css" href="//i.{pg.site["domain"]}/css/article_{r.randrange(100, 999)}.css">
<script type="text/javascript">var ARTICLE_INFO = {json.dumps(info, ensure_ascii=False)};var _hmt = _hmt || [];(function(){{var hm=document.createElement("script");hm.src="https://hm.baidu.com/hm.js?{pg.hexid(32)}";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm,s);}})();</script>
</head>
<body{inj_attr(pg)}>
<div class="{N("topbar")}"><div class="wrap"><a href="/">首页</a>|<a href="/stock/">股票</a>|<a href="/fund/">基金</a>|<a href="/app/">客户端</a><span class="{N("login")}"><a href="/login">{u["login"]}</a> <a href="/reg">注册</a></span></div></div>
<div class="wrap {N("hd")}"><div class="logo"><a href="/"><img src="//i.{pg.site["domain"]}/img/logo.png" alt="{esc(pg.site["name"])}"></a></div><div class="{N("search")}"><input type="text" placeholder="代码/名称/拼音"><button>{u["search"]}</button></div></div>
<div class="wrap {N("nav")}">{megamenu(pg, N, depth=1)}</div>
<div class="wrap">{ticker(pg, N)}</div>
<div class="wrap {N("main")}"><div class="{N("left")}">
<div class="{N("crumb")}"><a href="/">首页</a> &gt; <a href="/stock/">股票</a> &gt; 正文</div>
<h1 class="{N("title")}">{esc(pg.headline)}</h1>
<div class="{N("info")}"><span class="time">{pub_str(pg)}</span><span class="source">来源：{src}</span><span class="author">{u["by"]}：{esc(pg.author)}</span>{upd}</div>
<div class="{N("article")}" id="ContentBody">{body(pg, N, ads=True)}</div>
<p class="{N("editor")}">责任编辑：{esc(r.choice(B.PEOPLE["zh"]))}</p>{extras(pg, "article_end")}
<div class="{N("disclaimer")}">郑重声明：本文仅代表作者个人观点，不构成投资建议。股市有风险，投资需谨慎。</div>
{pager(pg, N)}{comments_html(pg, N)}
{widget_list(pg, N, u["related"], pg.related, "xgyd")}
</div><div class="{N("right")}">{lists}{calendar_html(pg, N)}{ad_slot(pg, N, 5)}</div></div>
<div class="wrap {N("links")}"><h4>友情链接</h4>{links}</div>
{footer(pg, N)}
<div class="{N("icp")}">沪ICP备{r.randrange(10 ** 7, 10 ** 8)}号-1 | 沪公网安备 {r.randrange(10 ** 13, 10 ** 14)}号 | 违法和不良信息举报电话：021-{r.randrange(10 ** 7, 10 ** 8)}</div>
{inj_all_misc(pg)}{extras(pg, "body_end")}
<script type="text/javascript">{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_jp(pg):
    N = Namer(pg.r, pg.r.choice(['plain', 'bem']), 'jp')
    r = pg.r
    u = pg.ui
    L_, ab, off = __import__('tz').local(pg.zone, pg.P)
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f'<span class="{N("update")}">（{pg.T(mu, mc, "visible Updated stamp")}{u["updated"]}）</span>'
    return f'''<!DOCTYPE html>
<html lang="ja">
<head>
{head_meta(pg)}
<link rel="stylesheet" href="/common/css/base.css?{r.randrange(1000, 9999)}">
<style>{css_blob(r, r.randrange(3000, 12000))}</style>
{jsonld(pg)}{adtech(pg)}
</head>
<body id="article" class="{N("page")}"{inj_attr(pg)}>
{cookie_dialog(pg, N)}
<div id="wrapper"><header id="header"><div class="{N("logo")}"><a href="/"><img src="/common/img/logo.svg" alt="{esc(pg.site["name"])}"></a></div>
<div class="{N("member")}"><a href="/login">{u["login"]}</a><a href="/entry" class="{N("btn")}">{u["sub_cta"]}</a></div>{megamenu(pg, N)}</header>
{ticker(pg, N, "dl" if False else "ul")}
<div id="main-contents" class="{N("contents")}"><div class="{N("col_main")}">
<div class="{N("topicpath")}"><a href="/">トップ</a> &gt; <a href="/market/">{u["markets"]}</a> &gt; 記事</div>
<div class="{N("article_header")}"><h1>{esc(pg.headline)}</h1><p class="{N("date")}"><time datetime="{pub_iso(pg)}">{pub_str(pg)}</time>{upd}</p></div>
<div class="{N("article_body")}"><p>［東京{(" " + str(L_.month) + "月" + str(L_.day) + "日") if pg.ok_day(pg.P, pg.pub_cls) else ""} {esc(pg.site["name"])}］</p>{body(pg, N)}</div>{extras(pg, "article_end")}
<div class="{N("kw")}">{tags(pg, N)}</div>{share(pg, N)}{pager(pg, N)}
{widget_list(pg, N, u["related"], pg.related, "kanren")}{comments_html(pg, N)}
</div><div class="{N("col_side")}">{sidebar(pg, N)}<div class="{N("pr")}">{recs(pg, N)}</div></div></div>
{footer(pg, N)}</div>
{inj_all_misc(pg)}{extras(pg, "body_end")}
<script>window.__PRELOADED_STATE__={dumps(state_obj(pg))};</script>
<script>{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_nuxt(pg):
    N = Namer(pg.r, 'hash', 'n')
    r = pg.r
    u = pg.ui
    st = state_obj(pg)
    # Nuxt 2 style IIFE payload with hoisted literals
    lit = [pg.author, pg.site['name'], True, False, None, "article", pg.lang]
    payload = json.dumps(st, ensure_ascii=False).replace('</', '<\\/')
    for i, v in enumerate(lit[:2]):
        payload = payload.replace(json.dumps(v, ensure_ascii=False), 'abcdefg'[i])
    args = ','.join(json.dumps(v, ensure_ascii=False) for v in lit)
    return f'''<!doctype html>
<html data-n-head-ssr lang="{pg.lang}" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22{pg.lang}%22%7D%7D">
<head>{head_meta(pg)}
<link rel="preload" href="/_nuxt/{pg.hexid(8)}.js" as="script"><link rel="preload" href="/_nuxt/{pg.hexid(8)}.js" as="script">
<style data-vue-ssr-id="{pg.hexid(8)}:0">{css_blob(r, r.randrange(8000, 30000))}</style>{jsonld(pg)}
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="{N("layout")}">
{cookie_dialog(pg, N)}
<header class="{N("header")}">{megamenu(pg, N)}{ticker(pg, N)}</header>
<div class="{N("container")}"{inj_attr(pg)}><main class="{N("main")}">{breadcrumbs(pg, N)}
<article><h1 class="{N("h1")}">{esc(pg.headline)}</h1><p class="{N("lead")}">{esc(pg.dek)}</p>{byline(pg, N)}
<div class="{N("content")}">{body(pg, N)}</div>{extras(pg, "article_end")}{tags(pg, N)}{share(pg, N)}</article>
{pager(pg, N)}{widget_list(pg, N, u["related"], pg.related, "related")}{comments_html(pg, N)}{recs(pg, N)}</main>
<aside class="{N("aside")}">{sidebar(pg, N)}</aside></div>{footer(pg, N)}</div></div></div>
{inj_all_misc(pg)}{extras(pg, "body_end")}
<script>window.__NUXT__=(function(a,b,c,d,e,f,g){{return {{layout:"default",data:[{payload}],fetch:{{}},error:null,serverRendered:c,routePath:"\\u002F{pg.slugp}",config:{{_app:{{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F"}}}}}}}}({args}));</script>
<script src="/_nuxt/{pg.hexid(8)}.js" defer></script><script>{FILL}</script>{analytics(pg)}
</body>
</html>'''


def sk_amp(pg):
    N = Namer(pg.r, 'bem', 'amp')
    r = pg.r
    u = pg.ui
    cfg = {"vars": {"account": "UA-" + str(r.randrange(10 ** 6, 10 ** 7)) + "-1", "contentId": pg.aid, "published": pub_iso(pg, 'Z')},
           "triggers": {"trackPageview": {"on": "visible", "request": "pageview"}}, "extraUrlParams": {"build": pg.build}}
    pg._reg('service', pg.svc, pg.svc, 'amp build param')
    paras = ''.join(f'<p>{esc(p)}</p>' + (f'<amp-ad width="300" height="250" type="doubleclick" data-slot="/{r.randrange(1000, 99999)}/amp/mid{i}"></amp-ad>' if i in (2, 7) else '') for i, p in enumerate(pg.paras))
    if pg.update_para:
        paras += pg.update_para
    if pg.correction:
        cu, cc = pg.correction
        paras += f'<p class="{N("corr")}">{esc(u["updated"])}: {pg.T(cu, cc, "correction note")} – Korrektur einer Zahl / figure corrected.</p>'
    if pg.inj and pg.inj[0] in ('hidden_div', 'white_text', 'aria_label', 'template'):
        paras += f'<div hidden>{esc(pg.inj[1])}</div>'
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f' · {u["updated"]} {pg.T(mu, mc, "visible Updated stamp")}'
    alt = pg.alt_leak or pg.co
    return f'''<!doctype html>
<html ⚡ lang="{pg.lang}">
<head>
{head_meta(pg)}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style></noscript>
<style amp-custom>{css_blob(r, r.randrange(5000, 40000))}</style>
{jsonld(pg)}
</head>
<body>
<amp-analytics type="googleanalytics"><script type="application/json">{json.dumps(cfg)}</script></amp-analytics>
<amp-sidebar id="sidebar" layout="nodisplay" side="left">{megamenu(pg, N)}</amp-sidebar>
<header class="{N("bar")}"><button on="tap:sidebar.toggle">☰</button><a href="/">{esc(pg.site["name"])}</a></header>
{ticker(pg, N)}
<article class="{N("story")}"{inj_attr(pg)}><h1>{esc(pg.headline)}</h1><p class="{N("meta")}">{esc(pg.author)} · <time datetime="{pub_iso(pg)}">{pub_str(pg)}</time>{upd}</p>
<amp-img src="https://img.{pg.site["domain"]}/{pg.hexid(12)}.jpg" width="1200" height="675" layout="responsive" alt="{esc(alt)}"></amp-img>
<p class="{N("cap")}">{esc(pg.fig_leak or "")}</p>
{paras}{extras(pg, "article_end")}</article>
{widget_list(pg, N, u["most_read"], pg.mostread, "top", True)}{widget_list(pg, N, u["related"], pg.related, "rel")}{pager(pg, N)}
{footer(pg, N)}{inj_comment(pg)}{inj_noscript(pg)}{inj_alt(pg)}{extras(pg, "body_end")}
<style amp-keyframes>{FILLCSS}</style>
</body>
</html>'''


def sk_data(pg):
    """Quote / market-data page: mostly tables plus news list and state."""
    N = Namer(pg.r, pg.r.choice(['tw', 'bem']), 'q')
    r = pg.r
    u = pg.ui
    sym = ''.join(r.choice('ABCDEFGHKLMNPRSTVWXZ') for _ in range(r.randrange(3, 5)))
    last = pg.history[0]['c'] if pg.history else 100.0
    stats = ''.join(f'<tr><th>{k}</th><td>{v}</td></tr>' for k, v in [('Market cap', f"{r.uniform(1, 90):.1f}B"), ('P/E', f"{r.uniform(6, 40):.1f}"),
                                                                     ('Div yield', f"{r.uniform(0, 6):.2f}%"), ('52W range', f"{last * 0.7:.2f} - {last * 1.3:.2f}"),
                                                                     ('Beta', f"{r.uniform(0.4, 1.9):.2f}"), ('Shares out.', f"{r.randrange(50, 3000)}M")])
    asof, acls = pg.ticker_asof
    news = ''.join(f'<li><time>{tm(pg, x)}</time> <a href="/news/{slug(r, x["title"])}">{esc(x["title"])}</a></li>' for x in pg.latest)
    st = state_obj(pg)
    st["quote"] = {"symbol": sym, "last": round(last, 2), "asOf": pg.I(asof, acls, 'quote as-of (state)', 'Z')}
    st["history"] = [{"d": pg.D(h['u'], h['cls'], h['desc'] + ' (state)', 3 if pg.lang == 'en' else 1), "c": round(h['c'], 2)} for h in pg.history + pg.extra_rows]
    title_kw = {'en': 'Stock Price & News', 'zh': '股票行情', 'ja': '株価・ニュース', 'de': 'Aktie: Kurs & News', 'fr': 'Cours et actualités', 'es': 'Cotización y noticias'}[pg.lang]
    return f'''<!DOCTYPE html>
<html lang="{pg.lang}"><head>{head_meta(pg)}<link rel="stylesheet" href="/build/{pg.hexid(10)}.css">{jsonld(pg)}{adtech(pg)}</head>
<body class="{N("quote_page")}"{inj_attr(pg)}>{cookie_dialog(pg, N)}
<div id="app"><header class="{N("top")}">{megamenu(pg, N)}</header>{ticker(pg, N)}
<div class="{N("wrap")}"><section class="{N("quote_header")}"><h1>{esc(pg.co)} ({sym}) — {title_kw}</h1>
<div class="{N("price")}" data-symbol="{sym}" data-field="last">{last:.2f}</div><div class="{N("asof")}">{pg.T(asof, acls, "quote as-of time")}</div></section>
<section class="{N("analysis")}"><h2>{esc(pg.headline)}</h2>{byline(pg, N)}{body(pg, N, figs=False)}</section>{extras(pg, "article_end")}
<section class="{N("stats")}"><table>{stats}</table></section>
<section class="{N("hist")}"><h2>Historical data</h2>{history_html(pg, N)}</section>
{calendar_html(pg, N)}<section class="{N("qnews")}"><h2>{u["latest"]}</h2><ul>{news}</ul></section>
<aside>{widget_list(pg, N, u["most_read"], pg.mostread, "mr", True)}{newsletter(pg, N)}</aside>{comments_html(pg, N)}</div>
{footer(pg, N)}</div>{inj_all_misc(pg)}{extras(pg, "body_end")}
<script>window.__INITIAL_STATE__={dumps(st)};</script><script>{FILL}</script>{analytics(pg)}
</body></html>'''


def sk_live(pg):
    N = Namer(pg.r, pg.r.choice(['bem', 'hash']), 'lb')
    r = pg.r
    u = pg.ui
    ents = []
    ld_up = []
    for i, e in enumerate(pg.live):
        ts = tm(pg, e)
        iso_ = pg.I(e['u'], e['cls'], e['desc'] + ' (machine)', 'Z')
        ents.append(f'<article class="{N("entry")}" id="entry-{pg.aid}-{i}" data-entry-time="{iso_}"><header><time datetime="{iso_}">{ts}</time>'
                    f'<h2>{esc(e["title"])}</h2></header><div class="{N("entry_body")}"><p>{esc(e["body"])}</p></div>{share(pg, N) if i % 5 == 0 else ""}</article>')
        ld_up.append({"@type": "BlogPosting", "headline": e['title'], "datePublished": iso_, "articleBody": e['body']})
    ld = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": pg.headline, "datePublished": pub_iso(pg, 'Z'),
          "coverageStartTime": pub_iso(pg, 'Z'), "liveBlogUpdate": ld_up, "author": {"@type": "Person", "name": pg.author}}
    if pg.mod_jsonld:
        ld["dateModified"] = pg.I(pg.mod_jsonld[0], pg.mod_jsonld[1], 'JSON-LD dateModified')
    key = ''.join(f'<li><a href="#entry-{pg.aid}-{i}">{esc(e["title"])}</a></li>' for i, e in enumerate(pg.live[:6]))
    return f'''<!DOCTYPE html>
<html lang="{pg.lang}"><head>{head_meta(pg)}
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<style>{css_blob(r, r.randrange(5000, 20000))}</style>{adtech(pg)}</head>
<body>{cookie_dialog(pg, N)}<div class="{N("shell")}"><header>{megamenu(pg, N)}{ticker(pg, N)}</header>
<main class="{N("liveblog")}"{inj_attr(pg)}><div class="{N("hero")}"><span class="{N("live_badge")}">LIVE</span><h1>{esc(pg.headline)}</h1><p>{esc(pg.dek)}</p>{byline(pg, N)}</div>
<div class="{N("summary")}"><h3>Key events</h3><ul>{key}</ul></div><div class="{N("intro")}">{body(pg, N, figs=False)}</div>{extras(pg, "article_end")}
<div class="{N("feed")}" aria-live="polite">{"".join(ents)}</div></main>
<aside>{sidebar(pg, N, ["most", "cal", "nl"])}</aside>{footer(pg, N)}</div>{inj_all_misc(pg)}{extras(pg, "body_end")}
<script>window.__LIVE__={dumps({"pollInterval": 15000, "blogId": pg.aid, "build": pg.build})};</script>
<script>{FILL}</script>{analytics(pg)}</body></html>'''


def sk_drupal(pg):
    N = Namer(pg.r, 'plain', 'dr')
    r = pg.r
    u = pg.ui

    def views(title, lst, bid):
        rows = ''.join(f'<div class="views-row views-row-{i + 1} views-row-{"odd" if i % 2 == 0 else "even"}"><div class="views-field views-field-title"><span class="field-content"><a href="/node/{r.randrange(10 ** 4, 10 ** 6)}">{esc(x["title"])}</a></span></div>'
                       f'<div class="views-field views-field-created"><span class="field-content">{tm(pg, x)}</span></div></div>' for i, x in enumerate(lst))
        return f'<div id="block-views-{bid}" class="block block-views"><h2>{esc(title)}</h2><div class="content"><div class="view view-{bid}"><div class="view-content">{rows}</div></div></div></div>'
    upd = ''
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        upd = f'<span class="changed">{u["updated"]} {pg.T(mu, mc, "visible Updated stamp")}</span>'
    settings = {"basePath": "/", "pathPrefix": "", "ajaxPageState": {"theme": "bourse", "theme_token": pg.hexid(20)},
                "dfp": {"adunit": f"/{r.randrange(1000, 99999)}/site/article"}, "node": {"nid": pg.aid, "created": pg.E(pg.P, pg.pub_cls, 'pub: Drupal settings created epoch', ms=False)}}
    if pg.mod_jsonld:
        settings["node"]["changed"] = pg.E(pg.mod_jsonld[0], pg.mod_jsonld[1], 'Drupal settings node changed epoch', ms=False)
    settings.update(pg.state_extra)
    if pg.inj and pg.inj[0] == 'json_state':
        settings["node"]["note"] = pg.inj[1]
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN" "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{pg.lang}" version="XHTML+RDFa 1.0" dir="ltr" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/terms/">
<head profile="http://www.w3.org/1999/xhtml/vocab">
{head_meta(pg)}
<meta about="/node/{pg.aid}" property="dc:date dc:created" content="{pub_iso(pg)}" datatype="xsd:dateTime" />
<style type="text/css" media="all">@import url("/modules/system/system.base.css?{pg.hexid(6)}");@import url("/sites/all/themes/bourse/css/style.css?{pg.hexid(6)}");</style>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {json.dumps(settings, ensure_ascii=False)});
//--><!]]>
</script>
</head>
<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-{pg.aid} node-type-article"{inj_attr(pg)}>
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main content</a></div>
{cookie_dialog(pg, N)}
<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/logo.png" alt="Home" /></a>
<div class="region region-header">{megamenu(pg, N)}</div></div></div>
<div id="ticker-wrapper">{ticker(pg, N)}</div>
<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="breadcrumb">{breadcrumbs(pg, N)}</div>
<div id="content" class="column"><div class="section"><a id="main-content"></a><h1 class="title" id="page-title">{esc(pg.headline)}</h1>
<div id="node-{pg.aid}" class="node node-article node-promoted clearfix" about="/node/{pg.aid}" typeof="sioc:Item foaf:Document">
<div class="submitted"><span property="dc:date dc:created" content="{pub_iso(pg)}" datatype="xsd:dateTime">{u["by"]} <span class="username">{esc(pg.author)}</span> — {pub_str(pg)}</span>{upd}</div>
<div class="content"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{body(pg, N)}</div></div></div></div>
{extras(pg, "article_end")}<div class="field field-name-field-tags">{tags(pg, N)}</div></div>
{pager(pg, N)}{comments_html(pg, N)}</div></div>
<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">{views(u["most_read"], pg.mostread, "most-read-block")}{views(u["latest"], pg.latest, "latest-block")}{calendar_html(pg, N)}{newsletter(pg, N)}</div></div></div>
</div></div>
<div class="region region-content-bottom">{views(u["related"], pg.related, "related-block")}{recs(pg, N)}</div>
<div id="footer"><div class="section">{footer(pg, N)}</div></div></div></div>
{inj_all_misc(pg)}{extras(pg, "body_end")}
<script type="text/javascript">{FILL}</script>{analytics(pg)}
</body>
</html>'''


SKELETONS = {'next': sk_next, 'wp': sk_wp, 'legacy': sk_legacy, 'vb': sk_forum_vb, 'discourse': sk_discourse, 'wire': sk_wire,
             'cn': sk_cn, 'jp': sk_jp, 'nuxt': sk_nuxt, 'amp': sk_amp, 'data': sk_data, 'live': sk_live, 'drupal': sk_drupal}

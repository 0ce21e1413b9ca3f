# Site skins. Each skin turns a page dict into a full HTML document string.
import zlib
import json, random
from common import *

def _meta(p):
    cs = p.get('charset_meta', 'utf-8')
    return '' if cs is None else '<meta charset="%s">' % cs

def _meta_old(p):
    cs = p.get('charset_meta', 'utf-8')
    return '' if cs is None else '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=%s">' % cs

def _body(p):
    return '\n'.join(p['body'])

def _cmts(p, fmt, wrap):
    out = []
    for a, d, txt in p.get('comments', []):
        out.append(wrap % {'a': esc(a), 'd': fmt(d), 'iso': z(d), 't': txt})
    return '\n'.join(out)

# ---------- 1. US markets site, Next.js-ish ----------
def us_ledger(p):
    tz = 'America/New_York'
    def f(d):
        l = loc(d, tz); return '%s %d, %d %d:%02d %s ET' % (MONTHS['en'][l.month-1], l.day, l.year, (l.hour % 12) or 12, l.minute, 'AM' if l.hour < 12 else 'PM')
    date_html = p.get('date_html') or '<time datetime="%s">%s</time>' % (z(p['pub']), f(p['pub']))
    side = ''.join('<li class="mr-item"><a href="/news/%s">%s</a></li>' % (h[1] if isinstance(h, tuple) else 'story-%d' % i, h[0] if isinstance(h, tuple) else h) for i, h in enumerate(p.get('sidebar', [])))
    nd = {"props": {"pageProps": {"article": {"id": p['id'], "headline": p['title'], "section": "markets", "datePublished": z(p['pub'])}}, "__N_SSG": True}, "page": "/news/[slug]", "buildId": "k3Hq9_" + p['id'][-4:]}
    nd.update(p.get('nextdata_extra', {}))
    return f'''<!DOCTYPE html>
<html lang="en-US"><head>{_meta(p)}<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(p['title'])} | Ledgerline Markets</title>
<link rel="canonical" href="{p['url']}"><meta property="og:title" content="{esc(p['title'])}"><meta property="og:type" content="article">
<meta property="article:published_time" content="{z(p['pub'])}">
<link rel="preload" href="/_next/static/css/4d1c0a9e.css" as="style"><link rel="stylesheet" href="/_next/static/css/4d1c0a9e.css">
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
{p.get('head_extra','')}</head>
<body class="theme-light"><div id="__next"><div class="cookie-consent" role="dialog" aria-live="polite"><p>We use cookies to personalize content and ads. <a href="/privacy">Privacy Policy</a></p><button class="cc-accept">Accept all</button><button class="cc-manage">Manage</button></div>
<header class="site-header"><a class="logo" href="/">Ledgerline<span>Markets</span></a><nav><ul><li><a href="/markets">Markets</a></li><li><a href="/economy">Economy</a></li><li><a href="/companies">Companies</a></li><li><a href="/tech">Tech</a></li><li><a href="/opinion">Opinion</a></li><li><a href="/personal-finance">Personal Finance</a></li></ul></nav><button class="subscribe">Subscribe</button></header>
<div class="ad-slot leaderboard" id="div-gpt-ad-top" data-ad-unit="/2231/ledgerline/markets"></div>
<main class="article-layout"><article class="story"><div class="kicker"><a href="/markets">{p.get('kicker','Markets')}</a></div>
<h1 class="headline">{p['title']}</h1>{('<h2 class="dek">%s</h2>' % p['dek']) if p.get('dek') else ''}
<div class="byline">By <a rel="author" href="/authors/{p.get('byline','staff').lower().replace(' ','-')}">{p.get('byline','Staff Reporter')}</a> &middot; {date_html}</div>
<div class="article-body">
{_body(p)}
</div>
<div class="share-bar"><a href="#" aria-label="Share on X">X</a><a href="#" aria-label="Share on LinkedIn">in</a><a href="#" aria-label="Email">@</a></div>
{('<section class="comments"><h3>Comments</h3>' + _cmts(p, f, '<div class="cmt"><b>%(a)s</b> <span class="ts">%(d)s</span><p>%(t)s</p></div>') + '</section>') if p.get('comments') else ''}
</article>
<aside class="rail"><section class="most-read"><h3>Most Read</h3><ol>{side}</ol></section><div class="ad-slot mpu" id="div-gpt-ad-mpu"></div></aside></main>
<footer class="site-footer"><p>&copy; {p['pub'].year} Ledgerline Media LLC. All rights reserved. Market data delayed at least 15 minutes.</p><ul><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/contact">Contact</a></li></ul></footer>
{p.get('tail_extra','')}
</div><script id="__NEXT_DATA__" type="application/json">{json.dumps(nd)}</script>
<script src="/_next/static/chunks/main-8a1f2c.js" defer></script></body></html>'''

# ---------- 2. UK newspaper ----------
def uk_courier(p):
    tz = 'Europe/London'
    def f(d):
        l = loc(d, tz); return '%s %d %s %d %02d.%02d %s' % (DOW_EN[l.weekday()], l.day, SHORT_EN[l.month-1], l.year, l.hour, l.minute, l.tzname())
    date_html = p.get('date_html') or '<span class="dcr-date" data-ts="%s">%s</span>' % (z(p['pub']), f(p['pub']))
    side = ''.join('<li><a href="/business/%d">%s</a></li>' % (i, h) for i, h in enumerate(p.get('sidebar', []), 1))
    return f'''<!doctype html>
<html lang="en-GB">
<head>
{_meta(p)}
<title>{esc(p['title'])} | Business | The Harrow Courier</title>
<meta name="description" content="{esc(p.get('dek','') or p['title'])}">
<meta property="og:url" content="{p['url']}">
<style>.dcr-hidden{{display:none}} .sr-only{{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}</style>
{p.get('head_extra','')}
</head>
<body>
<div id="sp_message_container_4411" class="consent"><p>It's your choice. We and our partners use cookies to improve your experience. <button>Yes, I'm happy</button> <button>Manage or reject cookies</button></p></div>
<div class="top-bar"><a href="/support">Support the Courier</a> | <a href="/signin">Sign in</a></div>
<header><div class="masthead"><a href="/">The Harrow Courier</a></div>
<nav class="pillars"><a href="/news">News</a><a href="/opinion">Opinion</a><a href="/sport">Sport</a><a href="/culture">Culture</a><a href="/lifestyle">Lifestyle</a></nav>
<nav class="subnav"><a href="/business">Business</a> <a href="/business/economics">Economics</a> <a href="/business/banking">Banking</a> <a href="/money">Money</a> <a href="/business/markets">Markets</a></nav></header>
<div id="maincontent">
<div class="article-meta"><a class="section" href="/business">{p.get('kicker','Business')}</a></div>
<h1>{p['title']}</h1>
{('<div class="standfirst"><p>%s</p></div>' % p['dek']) if p.get('dek') else ''}
<address><a rel="author" href="/profile/{p.get('byline','staff').lower().replace(' ','')}">{p.get('byline','Business desk')}</a></address>
<div class="meta-line">{date_html}</div>
<div class="article-body-commercial-selector">
{_body(p)}
</div>
<div class="submeta"><a href="/business/companies">Companies</a> &bull; <a href="/business/stock-markets">Stock markets</a></div>
{('<div id="comments"><h2>Comments</h2><ul class="d-comment-list">' + _cmts(p, f, '<li class="d-comment"><div class="d-comment__meta"><span class="d-comment__author">%(a)s</span> <a class="d-comment__timestamp" href="#c">%(d)s</a></div><div class="d-comment__body"><p>%(t)s</p></div></li>') + '</ul></div>') if p.get('comments') else ''}
</div>
<aside class="most-viewed"><h2>Most viewed</h2><ol>{side}</ol></aside>
<footer><p>&copy; {p['pub'].year} Harrow Courier News &amp; Media Limited or its affiliated companies. All rights reserved.</p><p><a href="/help/privacy">Privacy policy</a> &middot; <a href="/help/cookies">Cookie policy</a> &middot; <a href="/help/terms">Terms &amp; conditions</a></p></footer>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 3. German finance portal, old table layout ----------
def de_boerse(p):
    tz = 'Europe/Berlin'
    def f(d):
        l = loc(d, tz); return '%02d.%02d.%d, %02d:%02d Uhr' % (l.day, l.month, l.year, l.hour, l.minute)
    date_html = p.get('date_html') or f(p['pub'])
    side = ''.join('<tr><td class="sm"><img src="/img/pfeil.gif" width=7 height=7> <a href="/nachrichten/%d.html">%s</a></td></tr>' % (2000 + i, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML lang="de">
<HEAD>
{_meta_old(p)}
<TITLE>{p['title']} - Börsenblick.de</TITLE>
<META NAME="keywords" CONTENT="Aktien, Börse, Kurse, Nachrichten, DAX, MDAX">
<LINK REL="stylesheet" HREF="/css/bb_main.css" TYPE="text/css">
<SCRIPT LANGUAGE="JavaScript" SRC="/js/ivw.js"></SCRIPT>
{p.get('head_extra','')}
</HEAD>
<BODY BGCOLOR="#FFFFFF" TOPMARGIN=0 LEFTMARGIN=0 MARGINWIDTH=0 MARGINHEIGHT=0>
<TABLE WIDTH=980 CELLPADDING=0 CELLSPACING=0 BORDER=0>
<TR><TD COLSPAN=3 BGCOLOR="#003366"><A HREF="/"><IMG SRC="/img/logo_bb.gif" ALT="Börsenblick" BORDER=0 WIDTH=240 HEIGHT=60></A></TD></TR>
<TR><TD COLSPAN=3 BGCOLOR="#E0E8F0" class="nav">&nbsp;<A HREF="/aktien/">Aktien</A> | <A HREF="/fonds/">Fonds</A> | <A HREF="/anleihen/">Anleihen</A> | <A HREF="/devisen/">Devisen</A> | <A HREF="/rohstoffe/">Rohstoffe</A> | <A HREF="/forum/">Forum</A> | <A HREF="/depot/">Musterdepot</A></TD></TR>
<TR><TD WIDTH=160 VALIGN=top BGCOLOR="#F4F4F4" class="left">
<b>Indizes</b><br><a href="/index/dax">DAX</a><br><a href="/index/mdax">MDAX</a><br><a href="/index/tecdax">TecDAX</a><br><a href="/index/eurostoxx">Euro Stoxx 50</a><br><br>
<b>Service</b><br><a href="/newsletter">Newsletter</a><br><a href="/termine">Termine</a><br><a href="/impressum">Impressum</a>
</TD>
<TD WIDTH=600 VALIGN=top class="content">
<font size=1 color="#666666">{p.get('kicker','Nachrichten')} &raquo; {date_html}</font><br>
<h1 class="hl">{p['title']}</h1>
{('<p><b>%s</b></p>' % p['dek']) if p.get('dek') else ''}
{_body(p)}
<p><font size=1>Quelle: {p.get('byline','Börsenblick-Redaktion')}</font></p>
{('<hr size=1><b>Leserkommentare</b><br>' + _cmts(p, f, '<table width=100%% class="kom"><tr><td bgcolor="#EEEEEE"><b>%(a)s</b> schrieb am %(d)s:</td></tr><tr><td>%(t)s</td></tr></table>')) if p.get('comments') else ''}
</TD>
<TD WIDTH=220 VALIGN=top>
<table width=100% cellpadding=3><tr><td bgcolor="#003366"><font color=white><b>Meistgelesen</b></font></td></tr>{side}</table>
<br><div class="ad"><IFRAME SRC="/werbung/sky.html" WIDTH=160 HEIGHT=600 FRAMEBORDER=0 SCROLLING=no></IFRAME></div>
</TD></TR>
<TR><TD COLSPAN=3 class="foot" align=center><font size=1>&copy; {p['pub'].year} Börsenblick Online GmbH, Frankfurt am Main. Alle Kurse ohne Gewähr. <a href="/datenschutz">Datenschutz</a></font></TD></TR>
</TABLE>
{p.get('tail_extra','')}
</BODY>
</HTML>'''

# ---------- 4. Japanese economic newspaper ----------
def jp_toho(p):
    tz = 'Asia/Tokyo'
    def f(d):
        l = loc(d, tz); return '%d年%d月%d日 %d時%02d分' % (l.year, l.month, l.day, l.hour, l.minute)
    date_html = p.get('date_html') or '<p class="date">%s</p>' % f(p['pub'])
    side = ''.join('<li><a href="/article/DGX%05d">%s</a></li>' % (31000 + i * 7, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html>
<html lang="ja">
<head>
{_meta(p)}
<title>{p['title']}｜東邦経済新聞</title>
<meta name="description" content="{esc(p.get('dek','') or p['title'])}">
<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-118822-1']);_gaq.push(['_trackPageview']);</script>
{p.get('head_extra','')}
</head>
<body>
<div id="header"><h1 id="logo"><a href="/"><img src="/img/logo.png" alt="東邦経済新聞"></a></h1>
<ul id="gnav"><li><a href="/economy/">経済</a></li><li><a href="/business/">企業</a></li><li><a href="/markets/">マーケット</a></li><li><a href="/tech/">テック</a></li><li><a href="/world/">国際</a></li><li><a href="/opinion/">オピニオン</a></li></ul>
<div class="login"><a href="/login">ログイン</a>｜<a href="/signup">無料会員登録</a></div></div>
<div id="contents"><div id="main">
<div class="breadcrumb"><a href="/">トップ</a> &gt; <a href="/business/">{p.get('kicker','企業')}</a></div>
<div class="article">
<h2 class="ttl">{p['title']}</h2>
{date_html}
<div class="txt">
{_body(p)}
</div>
</div>
{('<div class="cmt"><h3>読者のコメント</h3>' + _cmts(p, f, '<dl><dt>%(a)s（%(d)s）</dt><dd>%(t)s</dd></dl>') + '</div>') if p.get('comments') else ''}
</div>
<div id="side"><div class="ranking"><h3>アクセスランキング</h3><ol>{side}</ol></div><div class="bnr"><a href="/campaign/"><img src="/img/bnr_trial.jpg" alt="初月無料キャンペーン実施中"></a></div></div>
</div>
<div id="footer"><p><a href="/about/">会社概要</a>｜<a href="/privacy/">プライバシーポリシー</a>｜<a href="/rule/">利用規約</a></p><address>Copyright &copy; {p['pub'].year} Toho Keizai Shimbun, Inc. All Rights Reserved. 記事の無断転載を禁じます。</address></div>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 5. Chinese finance portal ----------
def cn_huaxin(p):
    tz = 'Asia/Shanghai'
    def f(d):
        l = loc(d, tz); return '%d-%02d-%02d %02d:%02d' % (l.year, l.month, l.day, l.hour, l.minute)
    date_html = p.get('date_html') or '<span class="time">%s</span>' % f(p['pub'])
    side = ''.join('<li><span class="num">%d</span><a href="/stock/%d.shtml">%s</a></li>' % (i, 8800 + i, h) for i, h in enumerate(p.get('sidebar', []), 1))
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
{_meta_old(p)}
<title>{p['title']}_华信财经网</title>
<meta name="keywords" content="股票,财经,A股,港股,{p.get('kw','')}" />
<meta name="description" content="{esc(p.get('dek','') or p['title'])}" />
<link href="//i.huaxincaijing.com.cn/css/article_2019.css" rel="stylesheet" type="text/css" />
{p.get('head_extra','')}
</head>
<body>
<div class="topbar"><a href="/">首页</a> | <a href="/gupiao/">股票</a> | <a href="/jijin/">基金</a> | <a href="/qihuo/">期货</a> | <a href="/waihui/">外汇</a> | <a href="/hk/">港股</a> | <a href="/us/">美股</a> | <a href="/bbs/">股吧</a></div>
<div class="wrap"><div class="main-left">
<div class="crumb">您当前的位置：<a href="/">华信财经</a> &gt; <a href="/gupiao/">{p.get('kicker','个股资讯')}</a> &gt; 正文</div>
<h1>{p['title']}</h1>
<div class="info">{date_html}　来源：<span class="source">{p.get('byline','华信财经')}</span>　<a href="#pl">评论</a></div>
<div class="article-content" id="ContentBody">
{_body(p)}
<p class="editor">（责任编辑：{p.get('editor','王璐')}）</p>
</div>
<div class="disclaimer">郑重声明：本文仅代表作者个人观点，与华信财经网无关。投资有风险，入市需谨慎。</div>
{('<div class="pl" id="pl"><h3>网友评论</h3>' + _cmts(p, f, '<div class="pl-item"><span class="u">%(a)s</span> <span class="t">%(d)s</span><p>%(t)s</p></div>') + '</div>') if p.get('comments') else ''}
</div>
<div class="main-right"><div class="box"><h3>24小时热门</h3><ul class="hot">{side}</ul></div><div class="ad"><script>document.write('<img src="//ad.huaxincaijing.com.cn/r.gif?'+Math.random()+'"/>');</script></div></div></div>
<div class="footer">Copyright &copy; {p['pub'].year} 华信财经网 版权所有　<a href="/about/">关于我们</a>　<a href="/icp/">沪ICP备10088231号</a></div>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 6. French savings/finance journal ----------
def fr_courrier(p):
    tz = 'Europe/Paris'
    def f(d):
        l = loc(d, tz); return '%d %s %d à %dh%02d' % (l.day, MONTHS['fr'][l.month-1], l.year, l.hour, l.minute)
    date_html = p.get('date_html') or '<p class="article__date">Publié le <time datetime="%s">%s</time></p>' % (loc(p['pub'], tz).isoformat(), f(p['pub']))
    side = ''.join('<li class="teaser"><a href="/actualites/%s">%s</a></li>' % (i, h) for i, h in enumerate(p.get('sidebar', []), 11))
    return f'''<!DOCTYPE html>
<html lang="fr">
<head>
{_meta(p)}
<title>{p['title']} - Le Courrier de l'Épargne</title>
<meta name="robots" content="max-image-preview:large">
<script>window.didomiConfig={{app:{{apiKey:"c1f4-22aa"}}}};</script>
{p.get('head_extra','')}
</head>
<body class="page-article">
<div id="didomi-host"><div class="didomi-popup"><p>Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires. <button>Accepter &amp; Fermer</button> <button>Continuer sans accepter</button></p></div></div>
<header class="header"><a class="header__logo" href="/">Le Courrier de l'Épargne</a>
<nav><a href="/bourse">Bourse</a> <a href="/placements">Placements</a> <a href="/immobilier">Immobilier</a> <a href="/impots">Impôts</a> <a href="/retraite">Retraite</a></nav></header>
<main><article class="article">
<span class="article__kicker">{p.get('kicker','Bourse')}</span>
<h1 class="article__title">{p['title']}</h1>
{('<p class="article__chapo">%s</p>' % p['dek']) if p.get('dek') else ''}
<div class="article__author">Par {p.get('byline','La rédaction')}</div>
{date_html}
<div class="article__content">
{_body(p)}
</div>
{('<section class="reactions"><h2>Réactions</h2>' + _cmts(p, f, '<div class="reaction"><strong>%(a)s</strong> <em>le %(d)s</em><p>%(t)s</p></div>') + '</section>') if p.get('comments') else ''}
</article>
<aside><h3>Les plus lus</h3><ul>{side}</ul></aside></main>
<footer><p>&copy; Le Courrier de l'Épargne {p['pub'].year} - Tous droits réservés. <a href="/mentions-legales">Mentions légales</a> - <a href="/cgu">CGU</a></p></footer>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 7. Spanish business daily ----------
def es_mercantil(p):
    tz = 'Europe/Madrid'
    def f(d):
        l = loc(d, tz); return '%02d/%02d/%d - %02d:%02d %s' % (l.day, l.month, l.year, l.hour, l.minute, 'CET' if l.utcoffset().seconds == 3600 else 'CEST')
    date_html = p.get('date_html') or '<div class="fecha"><time datetime="%s">%s</time></div>' % (z(p['pub']), f(p['pub']))
    side = ''.join('<article class="mini"><a href="/mercados/%d">%s</a></article>' % (i, h) for i, h in enumerate(p.get('sidebar', []), 40))
    return f'''<!DOCTYPE html>
<html lang="es">
<head>
{_meta(p)}
<title>{p['title']} | El Mercantil Digital</title>
<meta name="twitter:card" content="summary_large_image">
{p.get('head_extra','')}
</head>
<body>
<div class="aviso-cookies">Utilizamos cookies propias y de terceros. <a href="/politica-de-cookies">Más información</a> <button>Aceptar</button></div>
<header><div class="logo"><a href="/">El Mercantil<span>Digital</span></a></div>
<nav class="menu"><a href="/mercados">Mercados</a><a href="/empresas">Empresas</a><a href="/economia">Economía</a><a href="/tecnologia">Tecnología</a><a href="/mis-finanzas">Mis finanzas</a></nav></header>
<div class="contenedor"><div class="principal">
<p class="antetitulo">{p.get('kicker','Empresas')}</p>
<h1>{p['title']}</h1>
{('<h2 class="entradilla">%s</h2>' % p['dek']) if p.get('dek') else ''}
<div class="firma">{p.get('byline','Redacción')}. Madrid</div>
{date_html}
<div class="cuerpo">
{_body(p)}
</div>
{('<div class="comentarios"><h3>Comentarios</h3>' + _cmts(p, f, '<div class="comentario"><span class="autor">%(a)s</span> <span class="cuando">%(d)s</span><p>%(t)s</p></div>') + '</div>') if p.get('comments') else ''}
</div>
<div class="lateral"><h3>Lo más leído</h3>{side}</div></div>
<footer>&copy; {p['pub'].year} Ediciones Mercantil Digital S.L. <a href="/aviso-legal">Aviso legal</a></footer>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 8. Indian business site ----------
def in_dalal(p):
    tz = 'Asia/Kolkata'
    def f(d):
        l = loc(d, tz); return '%s %02d, %d, %02d:%02d IST' % (SHORT_EN[l.month-1], l.day, l.year, l.hour, l.minute)
    date_html = p.get('date_html') or '<div class="time_cont"><span>Last Updated: %s</span></div>' % f(p.get('updated') or p['pub'])
    side = ''.join('<li><a href="/markets/stocks/news/%s/articleshow/%d.cms">%s</a></li>' % ('x', 118000000 + i * 37, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html><html lang="en"><head>{_meta(p)}<title>{esc(p['title'])} - Dalal Street Daily</title>
<meta name="news_keywords" content="{esc(p.get('kw','Sensex, Nifty, stocks'))}"><link rel="amphtml" href="{p['url'].replace('/articleshow/','/amp_articleshow/')}">
<script>var dsd_pageType="articleshow",dsd_msid="{zlib.crc32(p['id'].encode()) % 10**8}";</script>{p.get('head_extra','')}</head>
<body><div class="ad_top"><div id="ad_728x90"></div></div><div class="header"><a href="/" class="logo">Dalal Street Daily</a><ul class="nav"><li><a href="/markets">Markets</a></li><li><a href="/news">News</a></li><li><a href="/industry">Industry</a></li><li><a href="/rise">SME</a></li><li><a href="/wealth">Wealth</a></li><li><a href="/mutual-funds">MF</a></li><li><a href="/tech">Tech</a></li><li><a href="/prime">Prime</a></li></ul>
<div class="ticker"><span>SENSEX</span> <span>NIFTY</span> <span>USD/INR</span> <span>GOLD</span></div></div>
<div class="artWrap"><div class="artLeft"><h1 class="artTitle">{p['title']}</h1>{('<h2 class="summary">%s</h2>' % p['dek']) if p.get('dek') else ''}
<div class="byline">By {p.get('byline','DSD Bureau')}</div>{date_html}
<div class="artText">{_body(p)}</div>
<div class="ad_inart" data-slot="inarticle_1"></div>
{('<div class="cmtBox"><h4>Readers Speak</h4>' + _cmts(p, f, '<div class="cmt"><span class="nm">%(a)s</span><span class="dt">%(d)s</span><div>%(t)s</div></div>') + '</div>') if p.get('comments') else ''}
</div><div class="artRight"><div class="widget"><h3>Trending Now</h3><ul>{side}</ul></div><div id="ad_300x250"></div></div></div>
<div class="footer"><p>Copyright &copy; {p['pub'].year} Dalal Street Daily Pvt Ltd. All rights reserved. For reprint rights: DSD Syndication</p></div>{p.get('tail_extra','')}</body></html>'''

# ---------- 9. Australian business review ----------
def au_harbour(p):
    tz = 'Australia/Sydney'
    def f(d):
        l = loc(d, tz); return '%d %s %d – %d.%02d%s' % (l.day, SHORT_EN[l.month-1], l.year, (l.hour % 12) or 12, l.minute, 'am' if l.hour < 12 else 'pm')
    date_html = p.get('date_html') or '<time class="pub" datetime="%s">%s</time>' % (loc(p['pub'], tz).isoformat(), f(p['pub']))
    side = ''.join('<li><a href="/companies/%d">%s</a></li>' % (20250000 + i, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html>
<html lang="en-AU">
<head>{_meta(p)}
<title>{esc(p['title'])}</title>
<meta name="author" content="{p.get('byline','')}">
{p.get('head_extra','')}
</head>
<body class="hbr">
<div class="banner-paywall">Subscribe for full digital access. <a href="/subscribe">Start now</a></div>
<header class="hbr-header"><div class="brand"><a href="/">Harbour Business Review</a></div><nav><a href="/markets">Markets</a> <a href="/companies">Companies</a> <a href="/policy">Policy</a> <a href="/property">Property</a> <a href="/wealth">Wealth</a> <a href="/work-and-careers">Work &amp; Careers</a></nav></header>
<main id="content"><section class="story">
<p class="section-tag">{p.get('kicker','Companies')}</p>
<h1>{p['title']}</h1>
{('<p class="summary">%s</p>' % p['dek']) if p.get('dek') else ''}
<div class="author-line"><span class="author">{p.get('byline','Staff reporter')}</span> {date_html}</div>
<div class="body-copy">
{_body(p)}
</div>
{('<section class="comments"><h2>Reader comments</h2>' + _cmts(p, f, '<div class="c"><p class="who">%(a)s &middot; <span>%(d)s</span></p><p>%(t)s</p></div>') + '</section>') if p.get('comments') else ''}
</section><aside class="latest"><h2>Latest</h2><ul>{side}</ul></aside></main>
<footer><p>&copy; Copyright {p['pub'].year} Harbour Media Pty Ltd. ABN 63 008 112 009. <a href="/privacy">Privacy</a></p></footer>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 10. phpBB-style forum ----------
def forum_tt(p):
    tz = p.get('forum_tz', 'America/Chicago')
    def f(d):
        l = loc(d, tz); return '%s %s %02d, %d %d:%02d %s' % (DOW_EN[l.weekday()], SHORT_EN[l.month-1], l.day, l.year, (l.hour % 12) or 12, l.minute, 'am' if l.hour < 12 else 'pm')
    posts = [(p.get('byline', 'op_trader'), p['pub'], '\n'.join(p['body']))] + list(p.get('comments', []))
    rows = []
    for i, (a, d, txt) in enumerate(posts):
        rows.append(f'''<div id="p{77120+i}" class="post bg{1 + i % 2}"><div class="inner"><div class="postbody"><h3><a href="#p{77120+i}">Re: {p['title'] if i else p['title']}</a></h3>
<p class="author"><a href="./viewtopic.php?p={77120+i}#p{77120+i}"><img src="./styles/prosilver/imageset/icon_post_target.gif" alt="Post" title="Post" /></a>by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={300+i}">{esc(a)}</a></strong> &raquo; {f(d)}</p>
<div class="content">{txt}</div></div>
<dl class="postprofile"><dt>{esc(a)}</dt><dd><strong>Posts:</strong> {37 * (i+3)}</dd></dl></div></div><hr class="divider" />''')
    off = loc(p['pub'], tz).utcoffset().total_seconds() / 3600
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-gb" xml:lang="en-gb">
<head>
<meta http-equiv="content-type" content="text/html; charset={p.get('charset_meta') or 'UTF-8'}" />
<title>TraderTalk Forums &bull; View topic - {esc(p['title'])}</title>
<link href="./styles/prosilver/theme/stylesheet.css" rel="stylesheet" type="text/css" media="screen, projection" />
{p.get('head_extra','')}
</head>
<body id="phpbb" class="section-viewtopic ltr">
<div id="wrap"><a id="top" name="top" accesskey="t"></a>
<div id="page-header"><div class="headerbar"><div class="inner"><span class="corners-top"><span></span></span>
<div id="site-description"><a href="./index.php" id="logo"><img src="./styles/prosilver/imageset/site_logo.gif" alt="" /></a><h1>TraderTalk Forums</h1><p>Stocks, options, macro &amp; everything in between</p></div>
</div></div>
<div class="navbar"><ul class="linklist navlinks"><li class="icon-home"><a href="./index.php">Board index</a> <strong>&#8249;</strong> <a href="./viewforum.php?f=4">{p.get('kicker','Individual stocks')}</a></li></ul>
<ul class="linklist rightside"><li class="icon-faq"><a href="./faq.php">FAQ</a></li><li class="icon-register"><a href="./ucp.php?mode=register">Register</a></li><li class="icon-logout"><a href="./ucp.php?mode=login">Login</a></li></ul></div></div>
<div id="page-body">
<h2><a href="./viewtopic.php?f=4&amp;t={p['id'][-3:]}">{p['title']}</a></h2>
<div class="topic-actions"><div class="pagination">{len(posts)} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
{''.join(rows)}
</div>
<div id="page-footer"><div class="navbar"><ul class="linklist"><li class="rightside">All times are UTC {'+' if off >= 0 else '-'} {abs(off):g} hours {'[ DST ]' if loc(p['pub'], tz).dst() else ''}</li></ul></div>
<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Group</div></div></div>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 11. WordPress-style investing blog ----------
def blog_qc(p):
    tz = p.get('blog_tz', 'America/Los_Angeles')
    def f(d):
        l = loc(d, tz); return '%s %d, %d at %d:%02d %s' % (MONTHS['en'][l.month-1], l.day, l.year, (l.hour % 12) or 12, l.minute, 'am' if l.hour < 12 else 'pm')
    def fd(d):
        l = loc(d, tz); return '%s %d, %d' % (MONTHS['en'][l.month-1], l.day, l.year)
    date_html = p.get('date_html') or '<span class="posted-on">Posted on <a href="%s" rel="bookmark"><time class="entry-date published" datetime="%s">%s</time></a></span>' % (p['url'], loc(p['pub'], tz).isoformat(), fd(p['pub']))
    side = ''.join('<li><a href="/%s/">%s</a></li>' % (h.lower().replace(' ', '-')[:40], h) for h in p.get('sidebar', []))
    return f'''<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(p['title'])} &#8211; Quiet Compounding</title>
<meta name='robots' content='max-image-preview:large' />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='twentytwenty-style-css' href='/wp-content/themes/twentytwenty/style.css?ver=2.5' media='all' />
<meta name="generator" content="WordPress 6.4.3" />
{p.get('head_extra','')}
</head>
<body class="post-template-default single single-post postid-{zlib.crc32(p['id'].encode()) % 9000} single-format-standard">
<a class="skip-link screen-reader-text" href="#site-content">Skip to the content</a>
<header id="site-header" class="header-footer-group"><div class="header-titles"><div class="site-title"><a href="/">Quiet Compounding</a></div><div class="site-description">Notes on boring businesses and patient money</div></div>
<nav class="primary-menu-wrapper" aria-label="Horizontal"><ul class="primary-menu reset-list-style"><li><a href="/about/">About</a></li><li><a href="/portfolio/">Portfolio</a></li><li><a href="/archive/">Archive</a></li><li><a href="/newsletter/">Newsletter</a></li></ul></nav></header>
<main id="site-content"><article class="post type-post status-publish">
<header class="entry-header"><div class="entry-categories"><a href="/category/{p.get('kicker','notes').lower()}/" rel="category tag">{p.get('kicker','Notes')}</a></div><h1 class="entry-title">{p['title']}</h1>
<div class="post-meta-wrapper"><ul class="post-meta"><li class="post-author">By <a href="/author/admin/">{p.get('byline','qc')}</a></li><li class="post-date">{date_html}</li></ul></div></header>
<div class="post-inner"><div class="entry-content">
{_body(p)}
</div></div>
{('<div class="comments-wrapper"><div class="comments" id="comments"><h2 class="comment-reply-title">' + str(len(p.get('comments', []))) + ' replies on &ldquo;' + p['title'] + '&rdquo;</h2>' + _cmts(p, f, '<div class="comment"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><span class="fn">%(a)s</span></div><div class="comment-metadata"><a href="#"><time datetime="%(iso)s">%(d)s</time></a></div></footer><div class="comment-content entry-content"><p>%(t)s</p></div></article></div>') + '</div></div>') if p.get('comments') else ''}
</article></main>
<aside class="widget-area"><div class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{side}</ul></div></aside>
<footer id="site-footer"><p class="footer-copyright">&copy; {p['pub'].year} <a href="/">Quiet Compounding</a></p><p class="powered-by-wordpress"><a href="https://wordpress.org/">Powered by WordPress</a></p></footer>
<script src='/wp-includes/js/comment-reply.min.js?ver=6.4.3' id='comment-reply-js' async data-wp-strategy='async'></script>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 12. Press release wire ----------
def pr_meridian(p):
    tz = 'America/New_York'
    l = loc(p['pub'], tz)
    dl = p.get('date_html') or '%s, %s %d, %d /Meridian PR Newswire/ --' % (p.get('city', 'NEW YORK'), MONTHS['en'][l.month-1], l.day, l.year)
    stamp = '%s %d, %d, %02d:%02d ET' % (SHORT_EN[l.month-1], l.day, l.year, l.hour, l.minute)
    return f'''<!DOCTYPE html>
<html lang="en">
<head>{_meta(p)}<title>{esc(p['title'])}</title>
<meta name="description" content="{esc(p.get('dek', p['title']))}">
<meta name="date" content="{z(p['pub'])}">
{p.get('head_extra','')}
</head>
<body>
<div class="mpr-header"><a href="/"><img src="/static/img/meridian-logo.svg" alt="Meridian PR Newswire" width="180"></a><ul class="mpr-nav"><li><a href="/news-releases/">News</a></li><li><a href="/products/">Products</a></li><li><a href="/contact-us/">Contact</a></li></ul><form class="search" action="/search/"><input name="q" placeholder="Search news releases"></form></div>
<div class="release-container">
<p class="mpr-stamp">News provided by <strong>{p.get('byline','Company')}</strong><br><span class="mpr-date">{stamp}</span></p>
<h1>{p['title']}</h1>
{('<p class="subtitle"><i>%s</i></p>' % p['dek']) if p.get('dek') else ''}
<section class="release-body">
<p class="dateline">{dl} {p['body'][0][3:] if p['body'][0].startswith('<p>') else p['body'][0]}
{chr(10).join(p['body'][1:])}
<p><b>Forward-Looking Statements</b><br>This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. Actual results may differ materially from those expressed or implied.</p>
<p>SOURCE {p.get('byline','Company')}</p>
</section>
<div class="related"><h3>Also from this source</h3><ul>{''.join('<li>%s</li>' % h for h in p.get('sidebar', []))}</ul></div>
</div>
<footer class="mpr-footer">&copy; {p['pub'].year} Meridian PR Newswire Association LLC. All Rights Reserved.</footer>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 13. Quote page with app state ----------
def quote_td(p):
    q = p['quote']
    state = {"quote": q, "route": "/quote/" + q['symbol'], "user": {"loggedIn": False}, "flags": {"newChart": True}}
    state.update(p.get('state_extra', {}))
    return f'''<!DOCTYPE html><html lang="en"><head>{_meta(p)}<title>{q['symbol']} Stock Price, Quote &amp; News | TickerDeck</title>
<meta name="description" content="Get the latest {esc(q['name'])} ({q['symbol']}) stock price, news, and history.">
{p.get('head_extra','')}</head>
<body><div id="root"><div class="td-top"><a href="/" class="td-logo">TickerDeck</a><input class="td-search" placeholder="Search symbols"><a href="/login">Log in</a></div>
<div class="td-quote"><h1>{esc(q['name'])} ({q['symbol']})</h1><div class="td-px"><span class="last">{q['last']}</span> <span class="chg {'up' if q['chg'] >= 0 else 'dn'}">{q['chg']:+.2f} ({q['pct']:+.2f}%)</span></div>
<div class="td-asof">{p.get('asof_html','')}</div></div>
<div class="td-tabs"><a class="on" href="#">Summary</a><a href="#">Chart</a><a href="#">Financials</a><a href="#">Historical Data</a><a href="#">News</a></div>
<div class="td-body">{_body(p)}</div>
<div class="td-news"><h3>Related news</h3><ul>{''.join('<li>%s</li>' % h for h in p.get('sidebar', []))}</ul></div>
<div class="td-foot">Quotes delayed by 15 minutes for NASDAQ and NYSE. &copy; {p['pub'].year} TickerDeck Inc.</div></div>
{p.get('tail_extra','')}
<script>window.__APP_STATE__ = {json.dumps(state)};</script>
<script src="/static/js/app.3f9ac1.js"></script></body></html>'''

# ---------- 14. Security news site ----------
def sec_packet(p):
    def f(d): return d.astimezone(UTC).strftime('%d %b %Y %H:%M UTC')
    date_html = p.get('date_html') or '<time datetime="%s">%s</time>' % (z(p['pub']), f(p['pub']))
    return f'''<!DOCTYPE html>
<html lang="en">
<head>{_meta(p)}<title>{esc(p['title'])} – PacketWatch</title>
<meta name="twitter:site" content="@packetwatch">
<script type="application/ld+json">{json.dumps({"@context":"https://schema.org","@type":"NewsArticle","headline":p['title'],"datePublished":z(p['pub']),"dateModified":z(p.get('modified',p['pub'])),"author":{"@type":"Person","name":p.get('byline','')}})}</script>
<style>pre{{background:#111;color:#9f9;padding:1em;overflow:auto}} blockquote{{border-left:4px solid #c00;padding-left:1em}}</style>
{p.get('head_extra','')}
</head>
<body>
<nav class="pw-nav"><a href="/" class="pw-logo">PacketWatch</a> <a href="/vulnerabilities">Vulnerabilities</a> <a href="/threat-intel">Threat Intel</a> <a href="/ai-security">AI Security</a> <a href="/podcast">Podcast</a></nav>
<article class="pw-article"><h1>{p['title']}</h1><div class="pw-meta">{p.get('byline','')} · {date_html}</div>
{_body(p)}
</article>
<section class="pw-related"><h4>Related</h4><ul>{''.join('<li>%s</li>' % h for h in p.get('sidebar', []))}</ul></section>
<footer>&copy; {p['pub'].year} PacketWatch Media</footer>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 15. Russian business news ----------
def ru_vestnik(p):
    tz = 'Europe/Moscow'
    def f(d):
        l = loc(d, tz); return '%d %s %d, %02d:%02d' % (l.day, MONTHS['ru'][l.month-1], l.year, l.hour, l.minute)
    date_html = p.get('date_html') or '<div class="article__date">%s</div>' % f(p['pub'])
    side = ''.join('<li><a href="/news/%d">%s</a></li>' % (5500 + i, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html>
<html lang="ru">
<head>
{_meta_old(p)}
<title>{p['title']} — Деловой вестник</title>
<script>(function(m,e,t,r,i,k,a){{m[i]=m[i]||function(){{(m[i].a=m[i].a||[]).push(arguments)}};}})(window,document,"script","/tag.js","ym");ym(4411220,"init",{{clickmap:true}});</script>
{p.get('head_extra','')}
</head>
<body>
<div class="header"><a href="/" class="logo">Деловой вестник</a><div class="menu"><a href="/economy">Экономика</a> <a href="/finance">Финансы</a> <a href="/business">Бизнес</a> <a href="/markets">Рынки</a> <a href="/tech">Технологии</a></div></div>
<div class="layout"><div class="article">
<div class="article__rubric">{p.get('kicker','Рынки')}</div>
<h1>{p['title']}</h1>
{date_html}
{('<div class="article__lead">%s</div>' % p['dek']) if p.get('dek') else ''}
<div class="article__text">
{_body(p)}
</div>
<div class="article__author">Автор: {p.get('byline','Редакция')}</div>
{('<div class="comments"><h3>Комментарии</h3>' + _cmts(p, f, '<div class="comment"><b>%(a)s</b> <span>%(d)s</span><p>%(t)s</p></div>') + '</div>') if p.get('comments') else ''}
</div><div class="sidebar"><h3>Самое читаемое</h3><ul>{side}</ul></div></div>
<div class="footer">© {p['pub'].year} ООО «Деловой вестник». Все права защищены. 18+</div>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 16. Korean economic daily ----------
def kr_hanbit(p):
    tz = 'Asia/Seoul'
    def f(d):
        l = loc(d, tz); return '%d.%02d.%02d %02d:%02d' % (l.year, l.month, l.day, l.hour, l.minute)
    date_html = p.get('date_html') or '<span class="date">입력 %s</span>' % f(p['pub'])
    side = ''.join('<li><a href="/news/articleView.html?idxno=%d">%s</a></li>' % (301100 + i, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html>
<html lang="ko">
<head>
{_meta_old(p)}
<title>{p['title']} - 한빛경제</title>
{p.get('head_extra','')}
</head>
<body>
<div id="user-wrap"><div class="top-nav"><a href="/">홈</a> | <a href="/news/articleList.html?sc_section_code=S1N1">경제</a> | <a href="/news/articleList.html?sc_section_code=S1N2">증권</a> | <a href="/news/articleList.html?sc_section_code=S1N3">산업</a> | <a href="/news/articleList.html?sc_section_code=S1N4">IT</a></div>
<div class="logo"><a href="/">한빛경제</a></div>
<div id="article-view"><header class="article-view-header"><h3 class="heading">{p['title']}</h3>
<div class="info-group">{p.get('byline','기자')} {date_html}</div></header>
<div id="article-view-content-div" class="article-body">
{_body(p)}
</div>
<p class="copyright">&lt;저작권자 © 한빛경제, 무단 전재 및 재배포 금지&gt;</p>
</div>
<div class="aside"><h4>많이 본 뉴스</h4><ol>{side}</ol></div>
<div id="footer">Copyright &copy; {p['pub'].year} 한빛경제. All rights reserved.</div></div>
{p.get('tail_extra','')}
</body>
</html>'''

# ---------- 17. Generic international (RTL-capable) news skin ----------
def intl_news(p):
    site = p['sitename']; d = p.get('dir', 'ltr')
    side = ''.join('<li><a href="/news/%d">%s</a></li>' % (9100 + i, h) for i, h in enumerate(p.get('sidebar', [])))
    return f'''<!DOCTYPE html>
<html lang="{p['lang']}" dir="{d}">
<head>{_meta(p)}
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{p['title']} | {site}</title>
{p.get('head_extra','')}
</head>
<body class="{d}">
<header class="hdr"><div class="brand"><a href="/">{site}</a></div><nav>{p.get('nav','')}</nav></header>
<main><article>
<h1>{p['title']}</h1>
<div class="meta">{p.get('byline','')} — {p['date_html']}</div>
<div class="content">
{_body(p)}
</div>
{('<section class="comments">' + ''.join('<div class="cm"><b>%s</b> <span>%s</span><p>%s</p></div>' % (a, p['cfmt'](dd), t) for a, dd, t in p.get('comments', [])) + '</section>') if p.get('comments') else ''}
</article>
<aside><ul>{side}</ul></aside></main>
<footer>{p.get('footer','© ' + str(p['pub'].year) + ' ' + site)}</footer>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 18. Wiki history page ----------
def wiki_hist(p):
    rows = []
    for d, user, size, summ in p['revisions']:
        rows.append('<li data-mw-revid="%d"><span class="mw-history-histlinks">(<a href="#">cur</a> | <a href="#">prev</a>)</span> <input type="radio" name="oldid"> <a href="/w/index.php?title=%s&amp;oldid=%d" class="mw-changeslist-date">%s</a> <span class="history-user"><a href="/wiki/User:%s">%s</a></span> <span class="history-size">(%s bytes)</span> <span class="comment">(%s)</span></li>'
                    % (1180000 + len(rows), p['wtitle'], 1180000 + len(rows), d.astimezone(UTC).strftime('%H:%M, %-d %B %Y'), user, user, f'{size:,}', summ))
    return f'''<!DOCTYPE html>
<html class="client-nojs" lang="en" dir="ltr">
<head>
<meta charset="UTF-8">
<title>{p['wtitle'].replace('_',' ')}: Revision history - FinWiki</title>
<script>document.documentElement.className="client-js";RLCONF={{"wgCanonicalNamespace":"","wgPageName":"{p['wtitle']}","wgAction":"history","wgUserLanguage":"en"}};</script>
{p.get('head_extra','')}
</head>
<body class="mediawiki ltr action-history">
<div id="mw-page-base"></div><div id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading">{p['wtitle'].replace('_',' ')}: Revision history</h1>
<div id="bodyContent"><div id="contentSub"><a href="/wiki/{p['wtitle']}">View current article</a></div>
{_body(p)}
<form action="/w/index.php"><ul id="pagehistory">
{chr(10).join(rows)}
</ul></form></div></div>
<div id="mw-navigation"><div id="mw-panel"><a class="mw-wiki-logo" href="/wiki/Main_Page" title="Visit the main page"></a><ul><li><a href="/wiki/Main_Page">Main page</a></li><li><a href="/wiki/Special:RecentChanges">Recent changes</a></li><li><a href="/wiki/Special:Random">Random article</a></li></ul></div></div>
<div id="footer"><ul id="footer-info"><li>Text is available under the Creative Commons Attribution-ShareAlike License.</li></ul></div>
{p.get('tail_extra','')}
</body></html>'''

# ---------- 19. Newsletter archive (Substack-ish) ----------
def newsletter(p):
    tz = p.get('nl_tz', 'America/New_York')
    l = loc(p['pub'], tz)
    ds = p.get('date_html') or '%s %d, %d' % (SHORT_EN[l.month-1], l.day, l.year)
    return f'''<!DOCTYPE html><html><head>{_meta(p)}<title>{esc(p['title'])} - The Float by Priya Venkat</title>
<meta property="og:site_name" content="The Float"><meta name="author" content="Priya Venkat">{p.get('head_extra','')}</head>
<body><div class="main-menu"><a href="/">The Float</a> <a href="/archive">Archive</a> <a href="/about">About</a> <button class="subscribe-btn">Subscribe</button></div>
<div class="single-post"><div class="post-header"><h1 class="post-title">{p['title']}</h1>{('<h3 class="subtitle">%s</h3>' % p['dek']) if p.get('dek') else ''}
<div class="post-meta"><span class="author">Priya Venkat</span> <span class="date">{ds}</span></div></div>
<div class="available-content"><div class="body markup">{_body(p)}</div></div>
<div class="subscribe-footer"><p>Thanks for reading The Float! Subscribe for free to receive new posts.</p></div>
{('<div class="comments-section">' + ''.join('<div class="comment"><a class="commenter-name">%s</a> <time datetime="%s">%s</time><div class="comment-body"><p>%s</p></div></div>' % (a, z(dd), '%s %d' % (SHORT_EN[loc(dd, tz).month-1], loc(dd, tz).day), t) for a, dd, t in p.get('comments', [])) + '</div>') if p.get('comments') else ''}
</div><div class="footer">&copy; {p['pub'].year} Priya Venkat · <a href="/privacy">Privacy</a> · <a href="/tos">Terms</a></div>{p.get('tail_extra','')}</body></html>'''

SKINS = {k: v for k, v in globals().items() if callable(v) and k in (
    'us_ledger','uk_courier','de_boerse','jp_toho','cn_huaxin','fr_courrier','es_mercantil','in_dalal','au_harbour',
    'forum_tt','blog_qc','pr_meridian','quote_td','sec_packet','ru_vestnik','kr_hanbit','intl_news','wiki_hist','newsletter')}

SITE_BASE = {
 'us_ledger': 'https://www.ledgerlinemarkets.com', 'uk_courier': 'https://www.harrowcourier.co.uk', 'de_boerse': 'https://www.boersenblick.de',
 'jp_toho': 'https://www.toho-keizai.co.jp', 'cn_huaxin': 'https://finance.huaxincaijing.com.cn', 'fr_courrier': 'https://www.courrier-epargne.fr',
 'es_mercantil': 'https://www.elmercantildigital.es', 'in_dalal': 'https://www.dalalstreetdaily.in', 'au_harbour': 'https://www.harbourbusiness.com.au',
 'forum_tt': 'https://www.tradertalk-forums.com', 'blog_qc': 'https://quietcompounding.net', 'pr_meridian': 'https://www.meridianprwire.com',
 'quote_td': 'https://www.tickerdeck.com', 'sec_packet': 'https://packetwatch.io', 'ru_vestnik': 'https://delvestnik.ru', 'kr_hanbit': 'https://www.hanbiteconomy.co.kr',
 'wiki_hist': 'https://finwiki.org', 'newsletter': 'https://thefloat.substack.com',
}

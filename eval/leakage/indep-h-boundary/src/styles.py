# -*- coding: utf-8 -*-
"""Site chrome. Each site has a shell family plus its own nav/banner/footer/scripts.
A page dict p carries: lang, charset (declared or None), title, main, asides, head, tail, year, url, desc."""
from lib import esc, L, jd

SITES = {}


def site(key, name, domain, shell, **kw):
    SITES[key] = dict(key=key, name=name, domain=domain, shell=shell, **kw)


# --- English
site('wire', 'Meridian Wire', 'meridianwire.com', 'semantic', cls='mw', ga='G-MW4471', tagline='Trusted news since 1961')
site('usmetro', 'The Cascade Ledger', 'cascadeledger.com', 'wordpress', cls='cl', tagline='Seattle & the Sound')
site('usnat', 'Brookfield Tribune', 'brookfieldtribune.com', 'semantic', cls='bt', ga='G-BT0912', tagline='Chicago’s paper of record')
site('ukbroad', 'The Thameside Chronicle', 'thamesidechronicle.co.uk', 'semantic', cls='tc', ga='G-TC2288', tagline='Independent since 1884')
site('uktab', 'Daily Beacon', 'dailybeacon.co.uk', 'tabloid', cls='db')
site('markets', 'Ticker Harbor', 'tickerharbor.com', 'nextjs', cls='th')
site('prwire', 'PressLine Newswire', 'presslinenewswire.com', 'wordpress', cls='pl', tagline='Press releases worldwide')
site('ir', 'Valdren Systems plc – Investors', 'investors.valdren-systems.com', 'corporate', cls='vs')
site('forum', 'TorqueTalk Forums', 'torquetalk.net', 'forum', cls='tt')
site('discuss', 'Threadloom', 'threadloom.com', 'nextjs', cls='tl')
site('gov', 'Ashbury Borough Council', 'ashbury-council.gov.uk', 'gov', cls='abc')
site('quake', 'Pacific Rim Seismic Monitor', 'pacrimseismic.org', 'retro', cls='prs')
site('flights', 'Skyboard Flight Status', 'skyboardstatus.com', 'spa', cls='sb')
site('substack', 'Marginal Notes', 'letters.marginalnotes.net', 'minimal', cls='mn', author='Ruth Calloway')
site('medium', 'Quillstack', 'quillstack.com', 'minimal', cls='qs', author='Owen Marsh')
site('forge', 'Gitforge', 'gitforge.io', 'app', cls='gf')
site('wiki', 'OpenAtlas Wiki', 'openatlaswiki.org', 'wiki', cls='oa')
site('shop', 'Bazaarly', 'bazaarly.com', 'app', cls='bz')
site('events', 'Gatherly', 'gatherly.events', 'spa', cls='ga')
site('social', 'Lakeside Social', 'toot.lakeside.social', 'app', cls='ls')
site('retro', 'Pinecrest Amateur Radio Club', 'pinecrestarc.org', 'retro', cls='parc')
site('podcast', 'Castwell', 'castwell.fm', 'minimal', cls='cw', author='Castwell')
site('amp', 'The Prairie Post', 'prairiepost.com', 'amp', cls='pp')
site('qa', 'AskStack', 'askstack.net', 'forum', cls='as')
site('au', 'The Southern Cross Herald', 'southerncrossherald.com.au', 'semantic', cls='sch', ga='G-SCH771', tagline='Adelaide · South Australia')
site('ausyd', 'Harbourside Daily', 'harboursidedaily.com.au', 'tabloid', cls='hd')
site('in', 'Deccan Ledger', 'deccanledger.in', 'portal', cls='dl')
site('np', 'Himal Times Online', 'himaltimesonline.com.np', 'wordpress', cls='ht', tagline='Kathmandu')
site('nf', 'The Narrows Gazette', 'narrowsgazette.ca', 'wordpress', cls='ng', tagline="St. John's, Newfoundland and Labrador")
site('nz', 'Kea Daily', 'keadaily.co.nz', 'semantic', cls='kd', ga='G-KEA201', tagline='Aotearoa news')
site('sports', 'Scoreline', 'scoreline.co.uk', 'spa', cls='sl')
site('weather', 'Coastal Weather Desk', 'coastalweatherdesk.com', 'gov', cls='cwd')
# --- other languages
site('de', 'Rheinblick', 'rheinblick.de', 'semantic', cls='rb', ga='G-RB5521', tagline='Nachrichten aus dem Rheinland')
site('deticker', 'Torjäger Live', 'torjaeger-live.de', 'spa', cls='tj')
site('deshop', 'Kaufhafen', 'kaufhafen.de', 'app', cls='kh')
site('at', 'Alpenpost', 'alpenpost.at', 'wordpress', cls='ap', tagline='Tirol & Vorarlberg')
site('fr', 'Le Quotidien du Rhône', 'lequotidiendurhone.fr', 'semantic', cls='qr', ga='G-QR1189', tagline='Lyon et sa région')
site('frforum', 'Forum Vélo Rhône-Alpes', 'forum-velo-rhonealpes.fr', 'forum', cls='fv')
site('es', 'El Faro del Sur', 'elfarodelsur.es', 'tabloid', cls='fs')
site('mx', 'Crónica del Valle', 'cronicadelvalle.com.mx', 'wordpress', cls='cv', tagline='Ciudad de México')
site('zh', '新川网', 'xinchuan.com.cn', 'portal', cls='xc')
site('zhbbs', '江城论坛', 'bbs.jiangcheng.net.cn', 'forum', cls='jc')
site('tw', '南港日報', 'nangangdaily.com.tw', 'portal', cls='ng')
site('ja', 'みなと新報', 'minatoshinpo.co.jp', 'portal', cls='ms')
site('jablog', 'ひだまり日記', 'hidamari-nikki.jp', 'minimal', cls='hn', author='ひだまり')
site('jaquake', '北辰地震観測ネット', 'hokushin-jishin.jp', 'retro', cls='hj')
site('ko', '한빛뉴스', 'hanbitnews.co.kr', 'portal', cls='hb')
site('kocafe', '동네생활 카페', 'cafe.dongnelife.co.kr', 'forum', cls='dn')
site('br', 'Portal Guanabara', 'portalguanabara.com.br', 'semantic', cls='pg', ga='G-PG3301', tagline='Rio de Janeiro')
site('pt', 'Jornal do Douro', 'jornaldodouro.pt', 'wordpress', cls='jd', tagline='Porto')
site('it', 'Il Corriere del Lago', 'corrieredellago.it', 'tabloid', cls='cdl')
site('nl', 'Het Polderblad', 'polderblad.nl', 'semantic', cls='pb', ga='G-PB8820', tagline='Nieuws uit het Groene Hart')
site('sv', 'Norrlandsposten', 'norrlandsposten.se', 'wordpress', cls='np', tagline='Umeå')
site('ru', 'Волжский вестник', 'volzhsky-vestnik.ru', 'retro', cls='vv')
site('pl', 'Gazeta Nadwiślańska', 'gazetanadwislanska.pl', 'portal', cls='gn')
site('tr', 'Boğaz Haber', 'bogazhaber.com.tr', 'tabloid', cls='bh')
site('th', 'ข่าวเจ้าพระยา', 'chaophrayanews.co.th', 'portal', cls='cp')
site('ar', 'الخليج اليوم', 'alkhaleejalyawm.ae', 'semantic', cls='ky', ga='G-KY0042', tagline='')


def _cookie(l, s, v):
    if v == 0:
        return ('<div id="cookie-banner" class="%s-consent" role="dialog" aria-live="polite"><p>%s <a href="/privacy">Privacy</a></p>'
                '<button class="btn-accept" onclick="document.cookie=\'consent=1;path=/\';this.parentNode.remove()">%s</button>'
                '<button class="btn-settings">%s</button></div>') % (s['cls'], esc(l['cookie']), esc(l['cookie_ok']), esc(l['cookie_no']))
    if v == 1:
        return ('<div class="cmp-container" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#fff;padding:12px;z-index:9999">'
                '<span>%s</span> <a class="cmp-accept" href="#" data-consent="all">%s</a> · <a href="#" data-consent="custom">%s</a></div>') % (
            esc(l['cookie']), esc(l['cookie_ok']), esc(l['cookie_no']))
    return ''


def _nav(l, s, v):
    items = l['nav']
    if v == 0:
        return '<nav class="%s-nav" aria-label="Main"><ul>%s</ul></nav>' % (
            s['cls'], ''.join('<li><a href="/%s/">%s</a></li>' % (i, esc(x)) if i else '<li><a href="/">%s</a></li>' % esc(x) for i, x in enumerate(items)))
    if v == 1:
        return '<div id="menu-primary" class="menu"><ul id="menu-main" class="menu-items">%s</ul></div>' % ''.join(
            '<li id="menu-item-%d" class="menu-item menu-item-type-taxonomy"><a href="/category/%d/">%s</a></li>' % (100 + i, i, esc(x)) for i, x in enumerate(items))
    return '<div class="topbar">%s</div>' % ' | '.join('<a href="/c%d.html">%s</a>' % (i, esc(x)) for i, x in enumerate(items))


def _asides(p, s, tagname='aside'):
    out = []
    for title, items in p.get('asides', []):
        lis = ''.join('<li>%s</li>' % it for it in items)
        out.append('<%s class="%s-box widget"><h3 class="widget-title">%s</h3><ol>%s</ol></%s>' % (tagname, s['cls'], esc(title), lis, tagname))
    return '\n'.join(out)


def _meta(p):
    out = []
    if p.get('charset'):
        if p.get('charset_style') == 'http-equiv':
            out.append('<meta http-equiv="Content-Type" content="text/html; charset=%s">' % p['charset'])
        else:
            out.append('<meta charset="%s">' % p['charset'])
    out.append('<title>%s</title>' % esc(p['title']))
    out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    if p.get('desc'):
        out.append('<meta name="description" content="%s">' % esc(p['desc']))
    out.append('<link rel="canonical" href="%s">' % esc(p['url']))
    out.extend(p.get('head', []))
    return '\n'.join(out)


def _ga(s):
    return ('<script async src="https://www.googletagmanager.com/gtag/js?id=%s"></script>\n<script>window.dataLayer=window.dataLayer||[];'
            'function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","%s",{anonymize_ip:true});</script>') % (s.get('ga', 'G-X1'), s.get('ga', 'G-X1'))


def shell_semantic(p, s):
    l = L(p['lang'])
    rtl = ' dir="rtl"' if p['lang'].startswith('ar') else ''
    return '''<!DOCTYPE html>
<html lang="%(lang)s"%(rtl)s class="no-js">
<head>
%(meta)s
<link rel="stylesheet" href="https://static.%(dom)s/assets/css/main.4f1c2a.css">
<link rel="icon" href="/favicon.ico">
<script>document.documentElement.className=document.documentElement.className.replace("no-js","js");</script>
%(ga)s
</head>
<body class="article-page %(cls)s">
<a class="skip-link" href="#main">Skip to content</a>
%(cookie)s
<header class="%(cls)s-masthead"><div class="wrap"><a class="logo" href="/" title="%(name)s"><img src="https://static.%(dom)s/img/logo.svg" alt="%(name)s" width="220" height="40"></a>
<span class="tagline">%(tagline)s</span>
<form class="search" action="/search"><input type="search" name="q" placeholder="%(search)s"><button>%(search)s</button></form>
<a class="btn-subscribe" href="/subscribe">%(sub)s</a></div>
%(nav)s
</header>
<div class="ad-slot ad-leaderboard" data-slot="top_728x90"><span class="ad-label">%(ad)s</span></div>
<main id="main" class="layout-2col">
<div class="col-main">
%(main)s
<div class="share-bar"><span>%(share)s</span> <a href="https://twitter.com/intent/tweet?url=%(url)s" rel="noopener">X</a> <a href="https://www.facebook.com/sharer/sharer.php?u=%(url)s">Facebook</a> <a href="mailto:?subject=%(etitle)s">Email</a></div>
</div>
<div class="col-side">
%(asides)s
<div class="ad-slot ad-mpu" data-slot="mpu_300x250"></div>
<div class="newsletter-box"><h4>%(newsletter)s</h4><form><input type="email" placeholder="you@mail"><button>OK</button></form></div>
</div>
</main>
<footer class="site-footer"><div class="wrap"><ul class="footer-links"><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul>
<p>&copy; %(year)s %(name)s. %(footer)s</p></div></footer>
%(tail)s
<script src="https://static.%(dom)s/assets/js/app.9b2e11.js" defer></script>
</body>
</html>''' % dict(lang=p['lang'], rtl=rtl, meta=_meta(p), dom=s['domain'], ga=_ga(s), cls=s['cls'], cookie=_cookie(l, s, 0), name=esc(s['name']),
                  tagline=esc(s.get('tagline', '')), search=esc(l['search']), sub=esc(l['subscribe']), nav=_nav(l, s, 0), ad=esc(l['ad']), main=p['main'],
                  share=esc(l['share']), url=esc(p['url']), etitle=esc(p['title']), asides=_asides(p, s), newsletter=esc(l['newsletter']),
                  year=p['year'], footer=esc(l['footer']), tail='\n'.join(p.get('tail', [])))


def shell_wordpress(p, s):
    l = L(p['lang'])
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
%(meta)s
<meta name="generator" content="WordPress 6.4.3">
<link rel="https://api.w.org/" href="https://%(dom)s/wp-json/">
<link rel="alternate" type="application/rss+xml" title="%(name)s &raquo; Feed" href="https://%(dom)s/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://%(dom)s/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="newsup-style-css" href="https://%(dom)s/wp-content/themes/newsup/style.css?ver=6.4.3" media="all">
<script src="https://%(dom)s/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<style id="wp-custom-css">.entry-meta{font-size:13px;color:#666}.site-title a{color:#0a3d62}</style>
</head>
<body class="post-template-default single single-post postid-%(pid)s single-format-standard wp-embed-responsive">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title"><a href="https://%(dom)s/" rel="home">%(name)s</a></p><p class="site-description">%(tagline)s</p></div>
<nav id="site-navigation" class="main-navigation">%(nav)s</nav>
</header>
%(cookie)s
<div id="content" class="site-content">
<div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-%(pid)s" class="post-%(pid)s post type-post status-publish format-standard has-post-thumbnail hentry">
%(main)s
</article>
<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/?p=%(prev)s" rel="prev">&larr; Previous</a></div></div></nav>
</main></div>
<aside id="secondary" class="widget-area">
<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="https://%(dom)s/"><input type="search" class="search-field" name="s"></form></section>
%(asides)s
</aside>
</div>
<footer id="colophon" class="site-footer"><div class="site-info">&copy; %(year)s %(name)s &middot; %(footer)s &middot; Proudly powered by WordPress</div></footer>
</div>
%(tail)s
<script id="wp-emoji-settings" type="application/json">{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png"}</script>
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), dom=s['domain'], name=esc(s['name']), tagline=esc(s.get('tagline', '')), nav=_nav(l, s, 1),
                  cookie=_cookie(l, s, 1), main=p['main'], asides=_asides(p, s, 'section'), year=p['year'], footer=esc(l['footer']),
                  tail='\n'.join(p.get('tail', [])), pid=p.get('num', 4821), prev=p.get('num', 4821) - 3)


def shell_tabloid(p, s):
    l = L(p['lang'])
    return '''<!doctype html>
<html lang="%(lang)s">
<head>
%(meta)s
<script>var _sf_async_config={uid:40211,domain:"%(dom)s",useCanonical:true};</script>
<script src="https://cdn.%(dom)s/js/prebid.min.js" async></script>
<link rel="stylesheet" href="/css/site.min.css?v=20231102">
</head>
<body id="%(cls)s-body" class="story-page">
<div class="breaking-strip"><b>%(latest)s</b> <marquee scrollamount="4">%(strip)s</marquee></div>
<div class="hdr"><div class="logo-big"><a href="/"><img src="/img/%(cls)s-logo.png" alt="%(name)s"></a></div>%(nav)s</div>
<div class="billboard"><!-- ad: billboard_970x250 --><div id="div-gpt-ad-billboard"></div></div>
<div class="container">
<div class="story-col">
%(main)s
<div class="social-follow">%(share)s: <a class="fb" href="#">f</a> <a class="wa" href="whatsapp://send?text=%(url)s">WhatsApp</a></div>
<div class="taboola-below-article" id="taboola-below-article-thumbnails"></div>
</div>
<div class="rail">%(asides)s<div id="div-gpt-ad-rail1"></div></div>
</div>
<div class="ftr"><p>%(name)s &copy; %(year)s &mdash; %(footer)s</p><p><a href="/impressum">Impressum</a> <a href="/datenschutz">Privacy</a> <a href="/contact">Contact</a></p></div>
%(cookie)s
%(tail)s
<script>window._taboola=window._taboola||[];_taboola.push({article:"auto"});</script>
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), dom=s['domain'], cls=s['cls'], latest=esc(l['latest']), strip=p.get('strip', '&nbsp;'),
                  name=esc(s['name']), nav=_nav(l, s, 2), main=p['main'], share=esc(l['share']), url=esc(p['url']), asides=_asides(p, s, 'div'),
                  year=p['year'], footer=esc(l['footer']), cookie=_cookie(l, s, 1), tail='\n'.join(p.get('tail', [])))


def shell_nextjs(p, s):
    nd = p.get('next_data') or {"props": {"pageProps": {}}, "page": "/[slug]", "query": {}, "buildId": "kq3N1_x8aVd0", "isFallback": False, "gssp": True}
    return '''<!DOCTYPE html><html lang="%(lang)s"><head>%(meta)s<meta name="next-head-count" content="12"><link rel="preload" href="/_next/static/css/a81c3e0b2d.css" as="style"><link rel="stylesheet" href="/_next/static/css/a81c3e0b2d.css" data-n-g=""><noscript data-n-css=""></noscript><script defer nomodule src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer></script><script src="/_next/static/chunks/main-0ecb9ccfcb6c9b24.js" defer></script></head><body><div id="__next"><div class="%(cls)s-app"><div class="Header_root__x1"><a href="/" class="Header_logo__2b">%(name)s</a><nav class="Header_nav__9c"><a href="/markets">Markets</a><a href="/news">News</a><a href="/watchlist">Watchlist</a><a href="/login">Sign in</a></nav></div><div class="Layout_body__q3"><div class="Layout_main__p0">%(main)s</div><div class="Layout_rail__k2">%(asides)s</div></div><footer class="Footer_root__1a">&copy; %(year)s %(name)s</footer></div></div><script id="__NEXT_DATA__" type="application/json">%(nd)s</script>%(tail)s</body></html>''' % dict(
        lang=p['lang'], meta=_meta(p), cls=s['cls'], name=esc(s['name']), main=p['main'], asides=_asides(p, s, 'section'), year=p['year'],
        nd=jd(nd).replace('</', '<\\/'), tail=''.join(p.get('tail', [])))


def shell_corporate(p, s):
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
%(meta)s
<link rel="stylesheet" href="/static/ir/q4-theme.css">
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="6f1d-77aa-valdren"></script>
</head>
<body class="page-news-detail">
<div class="ir-topbar"><a href="https://www.valdren-systems.com/">Valdren Systems corporate site</a> | <a href="/rns">Regulatory news</a> | <a href="/alerts">Email alerts</a></div>
<header class="ir-header"><img src="/static/ir/logo.png" alt="Valdren Systems plc"><nav><a href="/overview">Overview</a><a href="/results">Results &amp; presentations</a><a href="/share-price">Share price</a><a href="/calendar">Financial calendar</a><a href="/governance">Governance</a></nav></header>
<div class="ir-content"><div class="module module-news-details">
%(main)s
</div>
<div class="ir-side">%(asides)s</div></div>
<footer class="ir-footer"><p>Valdren Systems plc is registered in England and Wales, company number 04471821. Registered office: 12 Kirkgate Quay, Leeds LS1 6BT.</p><p>&copy; %(year)s Valdren Systems plc</p></footer>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), main=p['main'], asides=_asides(p, s, 'div'), year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_forum(p, s):
    l = L(p['lang'])
    return '''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="%(lang)s" xml:lang="%(lang)s">
<head>
%(meta)s
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=118" rel="stylesheet" type="text/css" media="screen" />
<script type="text/javascript">var S_SID="";var onload_functions=[];</script>
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap">
<a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description">
<a id="logo" class="logo" href="./index.php" title="%(name)s"><span class="site_logo"></span></a><h1>%(name)s</h1><p class="skiplink"><a href="#start_here">Skip to content</a></p></div>
<div id="search-box" class="search-box search-header" role="search"><form action="./search.php" method="get" id="search"><input name="keywords" id="keywords" type="search" maxlength="128" class="inputbox search tiny" placeholder="%(search)s…" /></form></div></div></div>
<div class="navbar" role="navigation"><ul id="nav-main" class="nav-main linklist"><li><a href="/faq.php">FAQ</a></li><li><a href="./ucp.php?mode=login">Login</a></li><li><a href="./ucp.php?mode=register">Register</a></li></ul>
<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Board index</a></span> <span class="crumb">%(crumb)s</span></li></ul></div></div>
<a id="start_here" class="anchor"></a>
<div id="page-body" class="page-body" role="main">
%(main)s
%(asides)s
</div>
<div id="page-footer" class="page-footer" role="contentinfo"><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited<br />Style by Arty &middot; &copy; %(year)s %(name)s</div></div>
</div>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), name=esc(s['name']), search=esc(l['search']), crumb=esc(p.get('crumb', 'General')),
                  main=p['main'], asides=_asides(p, s, 'div'), year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_gov(p, s):
    return '''<!DOCTYPE html>
<html lang="%(lang)s" class="govuk-template">
<head>
%(meta)s
<meta name="theme-color" content="#0b0c0c">
<link href="/assets/stylesheets/application-7d1e0b.css" rel="stylesheet">
</head>
<body class="govuk-template__body">
<script>document.body.className+=' js-enabled'+('noModule' in HTMLScriptElement.prototype?' govuk-frontend-supported':'');</script>
<div class="govuk-cookie-banner" data-nosnippet role="region" aria-label="Cookies on %(name)s"><div class="govuk-cookie-banner__message"><h2 class="govuk-heading-m">Cookies on %(name)s</h2><p class="govuk-body">We use some essential cookies to make this website work. We’d like to set additional cookies to understand how you use the site.</p><button class="govuk-button" value="accept">Accept additional cookies</button> <button class="govuk-button" value="reject">Reject additional cookies</button></div></div>
<a href="#main-content" class="govuk-skip-link">Skip to main content</a>
<header class="govuk-header" role="banner"><div class="govuk-header__container govuk-width-container"><a href="/" class="govuk-header__link govuk-header__link--homepage">%(name)s</a>
<nav class="govuk-header__navigation"><a href="/bins">Bins and recycling</a> <a href="/council-tax">Council Tax</a> <a href="/planning">Planning</a> <a href="/news">News</a></nav></div></header>
<div class="govuk-width-container"><div class="govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a href="/">Home</a></li><li class="govuk-breadcrumbs__list-item"><a href="/news">News</a></li></ol></div>
<main class="govuk-main-wrapper" id="main-content" role="main">
%(main)s
%(asides)s
</main></div>
<footer class="govuk-footer"><div class="govuk-width-container"><ul class="govuk-footer__inline-list"><li><a href="/accessibility">Accessibility statement</a></li><li><a href="/cookies">Cookies</a></li><li><a href="/contact">Contact us</a></li></ul><span class="govuk-footer__licence-description">All content is available under the Open Government Licence v3.0, except where otherwise stated</span><p>&copy; %(name)s %(year)s</p></div></footer>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), name=esc(s['name']), main=p['main'], asides=_asides(p, s, 'div'), year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_retro(p, s):
    dt = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n' if p.get('doctype', True) else ''
    return '''%(dt)s<HTML lang="%(lang)s">
<HEAD>
%(meta)s
<META NAME="keywords" CONTENT="%(kw)s">
<LINK REL="stylesheet" TYPE="text/css" HREF="/style.css">
<SCRIPT LANGUAGE="JavaScript"><!--
function MM_swapImgRestore(){var i,x,a=document.MM_sr;for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++)x.src=x.oSrc;}
//--></SCRIPT>
</HEAD>
<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000CC" VLINK="#551A8B" MARGINWIDTH="0" MARGINHEIGHT="0">
<TABLE WIDTH="780" BORDER="0" CELLSPACING="0" CELLPADDING="0" ALIGN="center">
<TR><TD BGCOLOR="#003366" COLSPAN="2"><FONT FACE="Arial,Helvetica" SIZE="5" COLOR="#FFFFFF"><B>&nbsp;%(name)s</B></FONT></TD></TR>
<TR><TD WIDTH="150" VALIGN="top" BGCOLOR="#E8EEF4"><FONT FACE="Verdana" SIZE="2">
<BR>&nbsp;<A HREF="/index.html">Home</A><BR>&nbsp;<A HREF="/news.html">News</A><BR>&nbsp;<A HREF="/archive/">Archive</A><BR>&nbsp;<A HREF="/links.html">Links</A><BR>&nbsp;<A HREF="mailto:webmaster@%(dom)s">Webmaster</A><BR><BR>
%(asides)s
<BR><IMG SRC="/cgi-bin/counter.cgi?df=main.dat" ALT="counter"><BR></FONT></TD>
<TD WIDTH="630" VALIGN="top"><FONT FACE="Verdana,Arial" SIZE="2">
%(main)s
</FONT></TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><FONT SIZE="1">&copy; %(year)s %(name)s &middot; Best viewed at 800x600</FONT></TD></TR>
</TABLE>
%(tail)s
</BODY>
</HTML>''' % dict(dt=dt, lang=p['lang'], meta=_meta(p), kw=esc(p.get('kw', s['name'])), name=esc(s['name']), dom=s['domain'],
                  asides=''.join('<B>%s</B><BR>%s<BR>' % (esc(t), '<BR>'.join(it)) for t, it in p.get('asides', [])),
                  main=p['main'], year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_spa(p, s):
    state = p.get('state')
    st = ('<script>window.__STATE__ = %s;</script>' % jd(state).replace('</', '<\\/')) if state is not None else ''
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
%(meta)s
<link rel="manifest" href="/manifest.json">
<link rel="stylesheet" href="/static/css/main.3e9a1f7c.css">
<script defer="defer" src="/static/js/main.b71c02d4.js"></script>
</head>
<body>
<noscript>%(nos)s</noscript>
<div id="root" class="%(cls)s-root"><div class="AppShell"><div class="TopBar"><span class="Brand">%(name)s</span><div class="TopBar-actions"><button aria-label="Open menu">&#9776;</button><button aria-label="Search">&#128269;</button></div></div>
<div class="Content">%(main)s</div><div class="Side">%(asides)s</div>
<div class="BottomNav"><a href="/">Home</a><a href="/live">Live</a><a href="/saved">Saved</a><a href="/account">Account</a></div><div class="Legal">&copy; %(year)s %(name)s</div></div></div>
%(st)s
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), nos=p.get('noscript', 'You need to enable JavaScript to run this app.'), cls=s['cls'], name=esc(s['name']),
                  main=p['main'], asides=_asides(p, s, 'div'), year=p['year'], st=st, tail='\n'.join(p.get('tail', [])))


def shell_minimal(p, s):
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
%(meta)s
<meta name="author" content="%(author)s">
<link rel="preconnect" href="https://fonts.gstatic.com">
<style>body{max-width:680px;margin:0 auto;font:18px/1.6 Georgia,serif;color:#222}header.pub{border-bottom:1px solid #eee;padding:16px 0}.post-meta{color:#777;font-size:14px}.subscribe-widget{background:#f7f4ef;padding:18px;margin:28px 0}</style>
</head>
<body>
<header class="pub"><a href="/" class="pub-name">%(name)s</a> <a class="btn" href="/subscribe">Subscribe</a></header>
<main>
%(main)s
<div class="subscribe-widget"><p>Get new posts by email.</p><form action="/api/v1/free" method="post"><input type="email" name="email" placeholder="Type your email…"><button type="submit">Subscribe</button></form></div>
%(asides)s
</main>
<footer><p>&copy; %(year)s %(author)s &middot; <a href="/privacy">Privacy</a> &middot; <a href="/tos">Terms</a></p></footer>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), author=esc(s.get('author', s['name'])), name=esc(s['name']), main=p['main'],
                  asides=_asides(p, s, 'section'), year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_portal(p, s):
    l = L(p['lang'])
    nav = ''.join('<a href="/%d/" target="_blank">%s</a>' % (i, esc(x)) for i, x in enumerate(l['nav']))
    return '''<!DOCTYPE html>
<html lang="%(lang)s">
<head>
%(meta)s
<meta name="keywords" content="%(kw)s">
<link rel="stylesheet" type="text/css" href="//i0.%(dom)s/css/article_v3.css">
<script type="text/javascript" src="//i0.%(dom)s/js/jquery-1.8.3.min.js"></script>
<script type="text/javascript">var ARTICLE_INFO={channel:"news",subchannel:"local",docid:"%(docid)s"};</script>
</head>
<body>
<div class="top-bar"><div class="w1000"><a href="/">%(name)s</a> %(nav)s <span class="login"><a href="/passport/login">登录</a> | <a href="/passport/reg">Join</a></span></div></div>
<div class="w1000 ad-top"><iframe src="//ad.%(dom)s/show?pid=101" width="1000" height="90" frameborder="0" scrolling="no"></iframe></div>
<div class="w1000 main-wrap clearfix">
<div class="left-col">
%(main)s
</div>
<div class="right-col">
%(asides)s
<div class="ad-box"><script>document.write('<ins class="adsbyxc" data-pos="r2"></ins>');</script></div>
</div>
</div>
<div class="footer w1000"><p>%(footer)s &copy; %(year)s %(dom)s</p><p><a href="/about/">About</a> | <a href="/contact/">Contact</a> | <a href="/jobs/">Jobs</a></p></div>
%(cookie)s
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), kw=esc(p.get('kw', '')), dom=s['domain'], docid=p.get('num', 88123), name=esc(s['name']), nav=nav,
                  main=p['main'], asides=_asides(p, s, 'div'), footer=esc(l['footer']), year=p['year'], cookie=_cookie(l, s, 0), tail='\n'.join(p.get('tail', [])))


def shell_amp(p, s):
    return '''<!doctype html>
<html ⚡ lang="%(lang)s">
<head>
%(meta)s
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>
<style amp-custom>body{font-family:Helvetica,Arial,sans-serif}.hdr{background:#7a1f1f;color:#fff;padding:10px}.byline{color:#666}</style>
</head>
<body>
<header class="hdr"><a href="https://%(dom)s/">%(name)s</a></header>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-PP7781","config":{"G-PP7781":{"groups":"default"}}}}</script></amp-analytics>
<main>
%(main)s
%(asides)s
</main>
<footer><p>&copy; %(year)s %(name)s &middot; <a href="https://%(dom)s/">View full site</a></p></footer>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), dom=s['domain'], name=esc(s['name']), main=p['main'], asides=_asides(p, s, 'section'),
                  year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_app(p, s):
    return '''<!DOCTYPE html>
<html lang="%(lang)s" data-color-mode="auto" data-light-theme="light">
<head>
%(meta)s
<link crossorigin="anonymous" media="all" rel="stylesheet" href="https://assets.%(dom)s/assets/primer-5f2a81c0.css">
<meta name="request-id" content="%(rid)s">
<script crossorigin="anonymous" defer type="application/javascript" src="https://assets.%(dom)s/assets/app-bootstrap-91c3.js"></script>
</head>
<body class="logged-out env-production page-responsive">
<div class="position-relative js-header-wrapper"><header class="Header-old header-logged-out"><a class="mr-lg-3" href="https://%(dom)s/" aria-label="Homepage">%(name)s</a>
<nav aria-label="Global"><ul class="d-lg-flex list-style-none"><li><a href="/explore">Explore</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/login">Sign in</a></li><li><a href="/signup" class="btn">Sign up</a></li></ul></nav></header></div>
<div class="application-main" data-commit-hovercards-enabled>
<main id="js-repo-pjax-container">
%(main)s
</main>
<div class="Layout-sidebar">%(asides)s</div>
</div>
<footer class="footer width-full container-xl p-responsive" role="contentinfo"><ul class="list-style-none d-flex"><li>&copy; %(year)s %(name)s, Inc.</li><li><a href="/site/terms">Terms</a></li><li><a href="/site/privacy">Privacy</a></li><li><a href="/status">Status</a></li></ul></footer>
<div id="ajax-error-message" class="ajax-error-message flash flash-error" hidden>You can’t perform that action at this time.</div>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), dom=s['domain'], rid='C4F1:2A8B:%X' % (p.get('num', 4821) * 7919), name=esc(s['name']),
                  main=p['main'], asides=_asides(p, s, 'div'), year=p['year'], tail='\n'.join(p.get('tail', [])))


def shell_wiki(p, s):
    return '''<!DOCTYPE html>
<html class="client-nojs" lang="%(lang)s" dir="ltr">
<head>
%(meta)s
<script>document.documentElement.className="client-js";RLCONF={"wgCanonicalNamespace":"%(ns)s","wgPageName":"%(pn)s","wgRevisionId":%(rev)s};</script>
<link rel="stylesheet" href="/w/load.php?lang=en&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<meta name="generator" content="MediaWiki 1.41.0">
</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr ns-0 action-%(action)s skin-vector-2022">
<div class="vector-header-container"><header class="vector-header mw-header"><a href="/wiki/Main_Page" class="mw-logo"><span class="mw-logo-wordmark">%(name)s</span></a>
<div id="p-search" class="vector-search-box"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search %(name)s" id="searchInput"></form></div></header></div>
<div class="mw-page-container"><div class="mw-content-container"><main id="content" class="mw-body">
%(main)s
</main></div>
<div id="mw-panel">%(asides)s</div></div>
<footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-copyright">Text is available under the Creative Commons Attribution-ShareAlike License 4.0.</li></ul><ul id="footer-places"><li><a href="/wiki/OpenAtlas:Privacy">Privacy policy</a></li><li><a href="/wiki/OpenAtlas:About">About %(name)s</a></li></ul></footer>
%(tail)s
</body>
</html>''' % dict(lang=p['lang'], meta=_meta(p), ns=p.get('ns', ''), pn=esc(p.get('pn', 'Page')), rev=p.get('rev', 1188223), action=p.get('action', 'view'),
                  name=esc(s['name']), main=p['main'], asides=_asides(p, s, 'nav'), tail='\n'.join(p.get('tail', [])))


SHELLS = dict(semantic=shell_semantic, wordpress=shell_wordpress, tabloid=shell_tabloid, nextjs=shell_nextjs, corporate=shell_corporate,
              forum=shell_forum, gov=shell_gov, retro=shell_retro, spa=shell_spa, minimal=shell_minimal, portal=shell_portal, amp=shell_amp,
              app=shell_app, wiki=shell_wiki)


def render(p, site_key):
    s = SITES[site_key]
    return SHELLS[s['shell']](p, s)

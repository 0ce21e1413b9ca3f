"""Article-type site renderers. Each returns an HTML string."""
from comps import *


def upd(P, fmt, pre='Updated ', form='off', cls='updated'):
    if P.upd and P.upd_visible:
        return f'<span class="{cls}">{pre}{P.tm(P.upd, fmt, "upd", form)}</span>'
    return ''


def corr(P, tag='p', cls='correction'):
    c = getattr(P, 'correction', None)
    return f'<{tag} class="{cls}"><em>{esc(c)}</em></{tag}>' if c else ''


def nextdata(P, page='/article/[slug]', form='z'):
    art = {'id': P.rng.randint(10**6, 10**7), 'title': P.headline, 'slug': slug(P.headline), 'publishedAt': P.iso(P.pub, 'pub', form),
           'author': {'name': P.author}, 'section': P.section, 'tags': P.tags}
    if P.mod:
        art['updatedAt'] = P.iso(P.mod, 'mod', form)
    art.update(P.state_extra())
    props = {'pageProps': {'article': art, 'related': [{'title': h, 'url': u, 'date': P.iso(d, 'related', form)} for h, d, u in P.related[:3]]}}
    if 'state_leak' in P.extra:
        props['pageProps'].update(P.extra['state_leak']); P.extra['state_used'] = True
    return '<script id="__NEXT_DATA__" type="application/json">' + jdump({'props': props, 'page': page, 'query': {'slug': slug(P.headline)}, 'buildId': 'b' + str(P.rng.randint(10**5, 10**6)), 'isFallback': False}) + '</script>'


def winstate(P, var='__INITIAL_STATE__', form='epochms'):
    st = {'article': {'headline': P.headline, 'firstPublished': P.iso(P.pub, 'pub', form), 'byline': P.author}, 'user': {'loggedIn': False, 'meter': P.rng.randint(1, 5)}}
    if P.mod:
        st['article']['lastModified'] = P.iso(P.mod, 'mod', form)
    st['article'].update(P.state_extra())
    if 'state_leak' in P.extra:
        st.update(P.extra['state_leak']); P.extra['state_used'] = True
    return f'<script>window.{var} = ' + jdump(st) + ';</script>'


def nav(items, cls='nav'):
    return f'<nav class="{cls}"><ul>' + ''.join(f'<li><a href="/{slug(i, 3)}/">{i}</a></li>' for i in items) + '</ul></nav>'


# 1 US broadsheet ------------------------------------------------------
def r_meridian(P):
    return f'''<!DOCTYPE html>
<html lang="en-US">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} - The Meridian Times</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
<link rel="canonical" href="{P.url}">
{analytics(P, 0)}
{ld_article(P)}
{P.slot('head')}
</head>
<body class="story-page business">
{cookie(P, 0)}
<header class="masthead"><a href="/" class="logo">The Meridian Times</a>
{nav(['World', 'U.S.', 'Business', 'Markets', 'DealBook', 'Tech', 'Opinion', 'Real Estate'])}
<div class="sub-cta"><a href="/subscribe">Subscribe for $1/week</a> <a href="/login">Log in</a></div></header>
{P.slot('top')}
<main id="site-content">
<article id="story">
<p class="kicker">{esc(P.section)}</p>
<h1 itemprop="headline">{esc(P.headline)}</h1>
<p class="summary">{esc(P.dek)}</p>
{figure(P, 0)}
<div class="byline-block"><p class="byline">By <span class="name">{esc(P.author)}</span></p>
<p class="timestamp">Published {P.tm(P.pub, 'us_long', 'pub')} {upd(P, 'us_long')}</p></div>
{share(P, 0)}
<section name="articleBody" class="story-body">
{paras(P, 'story-content')}
</section>
{corr(P)}
<p class="contrib">{esc(P.author)} covers {esc(P.section.lower())} for The Meridian Times.</p>
</article>
{P.slot('end')}
{related(P, 'ul', 'date_us', 'More in Business')}
{comments(P, 'time', 'us_long')}
</main>
<footer class="site-footer"><p>&copy; {P.year()} The Meridian Times Company</p><a href="/privacy">Privacy Policy</a> | <a href="/terms">Terms of Service</a> | <a href="/sitemap">Site Map</a>
{P.slot('foot')}</footer>
</body>
</html>'''


# 2 UK broadsheet (guardian-ish) ----------------------------------------
def r_albion(P):
    return f'''<!doctype html>
<html lang="en-GB" class="js-off">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} | Business | The Albion Ledger</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="author" content="{esc(P.author)}">
{og(P, 'z')}
<meta name="twitter:card" content="summary_large_image">
{P.slot('head')}
<script>window.albion={{config:{{page:{{section:"business",contentType:"Article",pageId:"business/{L(P.pub, P.tz):%Y/%b/%d}/{slug(P.headline)}".toLowerCase()}}}}}};</script>
</head>
<body>
<a class="skip" href="#maincontent">Skip to main content</a>
<div class="top-bar"><a href="/support">Support the Ledger</a> &middot; <a href="/signin">Sign in</a></div>
{nav(['News', 'Opinion', 'Sport', 'Culture', 'Lifestyle', 'Business', 'Economics', 'Banking', 'Retail', 'Markets'], 'pillars')}
{P.slot('top')}
<main id="maincontent">
<div class="article-grid">
<div class="series"><a href="/business/series/markets-roundup">Business live</a></div>
<h1>{esc(P.headline)}</h1>
<div class="standfirst"><p>{esc(P.dek)}</p></div>
{figure(P, 1)}
<address class="meta"><a rel="author" href="/profile/{slug(P.author)}">{esc(P.author)}</a></address>
<div class="dateline"><details><summary>{P.tm(P.pub, 'uk_guardian', 'pub', 'z')}</summary>{('<span>Last modified on ' + P.tm(P.upd, 'uk_guardian', 'upd', 'z') + '</span>') if P.upd and P.upd_visible else ''}</details></div>
<div class="article-body-commercial-selector">
{paras(P)}
</div>
{corr(P, 'div', 'article-correction')}
{share(P, 1)}
{P.slot('end')}
</div>
<div class="onwards">{related(P, 'time', 'uk_guardian', 'More on this story')}</div>
{comments(P, 'simple', 'uk_short')}
</main>
<footer><div class="footer-links"><a href="/about">About us</a> <a href="/help">Help</a> <a href="/complaints">Complaints &amp; corrections</a> <a href="/privacy">Privacy policy</a> <a href="/cookies">Cookie policy</a></div>
<small>&copy; {P.year()} Albion Ledger News &amp; Media Limited or its affiliated companies. All rights reserved.</small>
{P.slot('foot')}</footer>
</body></html>'''


# 3 FT-like paywalled financial daily ----------------------------------
def r_ledgerline(P):
    pa = P.paras
    teaser = pa[:2]
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}
<title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="robots" content="max-snippet:-1">
{ld_article(P, 'NewsArticle', 'ms', {'isAccessibleForFree': False, 'hasPart': {'@type': 'WebPageElement', 'isAccessibleForFree': False, 'cssSelector': '.paywall'}})}
{P.slot('head')}
{analytics(P, 3)}
</head><body class="o-typography-wrapper">
<div class="o-header__top"><a class="o-header__logo" href="/">LEDGERLINE</a><a href="/products" class="o-header__cta">Subscribe</a><a href="/login">Sign In</a></div>
{nav(['Home', 'World', 'UK', 'Companies', 'Tech', 'Markets', 'Climate', 'Opinion', 'Lex', 'Work & Careers'], 'o-header__nav')}
{P.slot('top')}
<div class="article" data-content-id="{P.rng.randint(10**7, 10**8):x}-{P.rng.randint(1000, 9999)}">
<div class="topper"><a class="topper__primary-theme" href="/{slug(P.tags[0], 2)}">{esc(P.tags[0])}</a>
<h1 class="topper__headline"><span>{esc(P.headline)}</span></h1>
<div class="topper__standfirst">{esc(P.dek)}</div></div>
<div class="article-info"><a class="article-info__author" href="/stream/{slug(P.author)}">{esc(P.author)}</a> in {esc(P.site.get('city', 'London'))}
<div class="article-info__timestamp">{P.tm(P.pub, 'date_uk_short', 'pub', 'ms', 'o-date')}{(' &middot; Updated ' + P.tm(P.upd, 'uk_short', 'upd', 'ms')) if P.upd and P.upd_visible else ''}</div></div>
{figure(P, 2)}
<div class="article__content-body n-content-body">
{''.join('<p>' + esc(x) + '</p>' for x in teaser)}
<div class="paywall" aria-hidden="true">{''.join('<p>' + esc(x) + '</p>' for x in pa[2:])}</div>
<div class="barrier"><h2>Subscribe to unlock this article</h2><p>Try unlimited access \u2014 only \u00a31 for 4 weeks. Then \u00a369 per month. Cancel anytime during your trial.</p></div>
</div>
{corr(P)}
{P.slot('end')}
{related(P, 'table', 'date_uk_short', 'Latest on ' + P.tags[0])}
</div>
<footer class="o-footer"><p>Ledgerline Group Ltd. \u00a9 {P.year()}. LEDGERLINE and its trade marks are registered.</p>{P.slot('foot')}</footer>
</body></html>'''


# 4 wire service (Reuters-like) ----------------------------------------
def r_castell(P):
    dl = P.extra.get('dateline_city', P.R['city'])
    md = P.st(P.pub, 'dm_uk' if P.R['uk'] else 'md_us', 'pub_dateonly')
    first = P.paras[0]
    return f'''<!DOCTYPE html>
<html lang="en">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} | Castell Wire</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="article:section" content="{esc(P.section)}">
{og(P, 'z')}
{ld_article(P, 'NewsArticle', 'z')}
{P.slot('head')}
</head>
<body>
<div id="fusion-app">
<header class="site-header"><a class="brand" href="/">Castell Wire</a>{nav(['World', 'Business', 'Markets', 'Sustainability', 'Legal', 'Breakingviews', 'Technology'], 'nav-bar')}<button class="search">Search</button></header>
{P.slot('top')}
<main>
<article class="article-body__container">
<nav class="breadcrumb" aria-label="breadcrumb"><a href="/business/">Business</a> &rsaquo; <a href="/business/{slug(P.tags[0], 2)}/">{esc(P.tags[0])}</a></nav>
<h1 data-testid="Heading">{esc(P.headline)}</h1>
<div class="article-header__info">By <a href="/authors/{slug(P.author)}/">{esc(P.author)}</a>
<div class="date-line"><span class="date-line__date">{P.tm(P.pub, 'date_us' if not P.R['uk'] else 'date_uk', 'pub', 'z')}</span><span class="date-line__time">{esc(P.st(P.pub, 'us_short' if not P.R['uk'] else 'uk_long_tz', 'pub'))}</span>{(' <span class="date-line__updated">Updated ' + P.rel(P.upd) + ' (' + P.tm(P.upd, 'iso_utc', 'upd', 'z') + ')</span>') if P.upd and P.upd_visible else ''}</div></div>
{figure(P, 0)}
<div class="article-body__content">
<p data-testid="paragraph-0">{esc(dl)}, {esc(md)} (Castell) - {esc(first)}</p>
{''.join(f'<p data-testid="paragraph-{i + 1}">' + esc(x) + '</p>' for i, x in enumerate(P.paras[1:]))}
<p class="sign-off">Reporting by {esc(P.author)}; Editing by {esc(P.rng.choice(['Alex Richardson', 'Nick Zieminski', 'Jan Harvey', 'Susan Fenton']))}</p>
{corr(P)}
<p class="trust">Our Standards: <a href="/trust-principles/">The Castell Trust Principles.</a></p>
</div>
{P.slot('end')}
</article>
<aside>{related(P, 'rel', 'us_long' if not P.R['uk'] else 'uk_long_tz', 'Read Next')}</aside>
</main>
<footer><p>All quotes delayed a minimum of 15 minutes.</p><p>&copy; {P.year()} Castell Wire. All rights reserved.</p>{P.slot('foot')}</footer>
</div>
</body>
</html>'''


# 5 AP-like wire on a local paper syndication --------------------------
def r_transit(P):
    city = P.R['city']
    return f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
{P.charset_tag()}
<title>{esc(P.headline)} | The Lakeshore Sentinel</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="byl" content="By {esc(P.author.upper())} Transit Press">
<meta name="pubdate" content="{P.iso(P.pub, 'pub', 'naive_utc')}">
{('<meta name="lastmod" content="' + P.iso(P.mod, 'mod', 'naive_utc') + '">') if P.mod else ''}
{P.slot('head')}
<script type="text/javascript" src="/js/jquery-1.12.4.min.js"></script>
{analytics(P, 1)}
</head>
<body bgcolor="#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="logo"><a href="/"><img src="/img/sentinel-logo.gif" alt="The Lakeshore Sentinel" border="0"></a></td>
<td align="right"><a href="/weather">Weather</a> | <a href="/obits">Obituaries</a> | <a href="/eedition">e-Edition</a> | <a href="/subscribe">Subscribe</a></td></tr></table>
{P.slot('top')}
<table width="980"><tr><td valign="top" width="660">
<div class="ap-story">
<h1>{esc(P.headline)}</h1>
<div class="byline">By {esc(P.author.upper())}<br>Transit Press</div>
<div class="dates">{upd(P, 'ap', 'Updated ', 'off', 'upd')}{'<br>' if P.upd and P.upd_visible else ''}Posted {P.tm(P.pub, 'ap', 'pub')}</div>
<div class="story-text">
<p>{esc(city)} (TP) &mdash; {esc(P.paras[0])}</p>
{''.join('<p>' + esc(x) + '</p>' for x in P.paras[1:])}
{corr(P)}
<p><i>Copyright {P.year()} Transit Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed without permission.</i></p>
</div></div>
{P.slot('end')}
</td><td valign="top" width="300">
{adslot(P, 'box')}
{related(P, 'ul', 'ap_date_first', 'Latest Business News')}
</td></tr></table>
{comments(P, 'simple', 'ap_date_first')}
<div id="footer" align="center"><font size="1">Lakeshore Sentinel &middot; 400 Harbor Ave. &middot; <a href="/contact">Contact us</a> &middot; &copy; {P.year()} Lakeshore Media LLC{P.slot('foot')}</font></div>
</body>
</html>'''


# 6 business TV (video + text) -----------------------------------------
def r_pulse(P):
    vid = P.rng.randint(10**6, 10**7)
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<meta name="viewport" content="width=device-width">
<title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{ld_article(P, 'NewsArticle', 'off', {'video': {'@type': 'VideoObject', 'name': P.headline, 'uploadDate': P.iso(P.pub, 'pub'), 'thumbnailUrl': P.img['src'], 'duration': 'PT3M12S'}})}
{P.slot('head')}
</head><body>
<div class="GlobalNav"><a href="/" class="logo">MarketPulse</a><span class="live-badge">LIVE TV</span>{nav(['Markets', 'Business', 'Investing', 'Tech', 'Politics', 'Video', 'Watchlist', 'Pro'])}</div>
{ticker(P, 'us_num')}
{P.slot('top')}
<div class="ArticleHeader"><a class="ArticleHeader-eyebrow" href="/markets/">Markets</a><h1 class="ArticleHeader-headline">{esc(P.headline)}</h1>
<div class="ArticleHeader-time">Published {P.tm(P.pub, 'date_wd_us', 'pub')}<span>{esc(P.st(P.pub, 'us_at', 'pub'))}</span>{(' Updated ' + P.tm(P.upd, 'date_wd_us', 'upd') + '<span>' + esc(P.st(P.upd, 'us_at', 'upd')) + '</span>') if P.upd and P.upd_visible else ''}</div>
<div class="Author"><a href="/{slug(P.author)}/">{esc(P.author)}</a><a href="https://twitter.com/{slug(P.author).replace('-', '')}">@{slug(P.author).replace('-', '')}</a></div></div>
<div class="InlineVideo" data-video-id="{vid}"><div class="poster"><img src="{P.img['src']}" alt="{esc(P.alt(P.img['alt']))}"></div><span class="duration">03:12</span><div class="video-title">{esc(P.headline)}</div></div>
<div class="RenderKeyPoints"><h2>Key Points</h2><ul>{''.join('<li>' + esc(x.split('. ')[0]) + '.</li>' for x in P.paras[:3])}</ul></div>
<div class="ArticleBody-articleBody" id="RegularArticle-ArticleBody-5">
{''.join('<div class="group"><p>' + esc(x) + '</p></div>' for x in P.paras)}
{corr(P)}
</div>
{P.slot('end')}
{related(P, 'time', 'us_short', 'Trending Now')}
<footer class="Footer"><p>&copy; {P.year()} MarketPulse LLC. All Rights Reserved. Data is a real-time snapshot *Data is delayed at least 15 minutes.</p>{P.slot('foot')}</footer>
</body></html>'''


# 7 Yahoo-finance-like portal ------------------------------------------
def r_finharbor(P):
    co = P.co
    return f'''<!DOCTYPE html><html id="atomic" lang="en-US" class="NoJs"><head>
{P.charset_tag()}
<title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{P.slot('head')}
</head><body>
<div id="header"><a href="/" class="logo">FinHarbor</a><input type="search" placeholder="Search for news, symbols or companies"><a href="/portfolios">My Portfolio</a></div>
{nav(['News', 'Finance', 'Markets', 'Research', 'Personal Finance', 'Videos'])}
{P.slot('top')}
<div id="caas-art" class="caas-container">
<header class="caas-header"><h1>{esc(P.headline)}</h1></header>
<div class="caas-attr"><div class="caas-attr-provider"><img src="https://s.finharbor.com/providers/castell.png" alt="Castell Wire"> Castell Wire</div>
<div class="caas-attr-meta">{esc(P.author)}<div class="caas-attr-time-style">{P.tm(P.pub, 'date_us_short', 'pub', 'ms')} &middot; {P.rng.randint(2, 6)} min read</div></div></div>
<div class="caas-xray-wrapper"><span class="xray-pill"><a href="/quote/{co['tk'] if co else 'SPY'}">{co['tk'] if co else 'SPY'}</a></span></div>
{figure(P, 2)}
<div class="caas-body">
{paras(P)}
{corr(P)}
</div>
{P.slot('end')}
</div>
<div id="comments-container">{comments(P, 'disq', 'us_long')}</div>
<div class="stream">{related(P, 'rel', 'us_long', 'Trending tickers & stories')}</div>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy Dashboard</a> <span>&copy; {P.year()} FinHarbor. All rights reserved.</span>{P.slot('foot')}</footer>
</body></html>'''


# 8 crypto news ---------------------------------------------------------
def r_blockledger(P):
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}
<meta name="viewport" content="width=device-width,initial-scale=1"/><title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}"/>
{og(P, 'ms')}
{P.slot('head')}
</head><body><div id="__next">
<div class="price-ticker">{ticker(P, 'iso_utc')}</div>
<header><a href="/">BlockLedger</a>{nav(['Markets', 'Policy', 'Tech', 'Web3', 'Learn', 'Podcasts', 'Events'])}</header>
{P.slot('top')}
<main><div class="at-category"><a href="/markets/">Markets</a></div>
<h1 class="typography__StyledTypography-sc h1">{esc(P.headline)}</h1>
<h2 class="at-subheadline">{esc(P.dek)}</h2>
<div class="at-authors">By <a href="/author/{slug(P.author)}/">{esc(P.author)}</a></div>
<div class="at-created"><span>{esc(P.st(P.pub, 'us_long', 'pub'))}</span></div>
{('<div class="at-updated">Updated ' + esc(P.st(P.upd, 'us_long', 'upd')) + '</div>') if P.upd and P.upd_visible else ''}
{figure(P, 1)}
<div class="at-content-wrapper">{paras(P, 'at-text')}{corr(P)}</div>
<div class="disclosure"><p>Disclosure: BlockLedger is an award-winning media outlet covering the digital-asset industry. This article may have been assisted by automated tools and was reviewed and edited by our editorial team.</p></div>
{P.slot('end')}
{related(P, 'time', 'us_short', 'Latest Crypto News')}
</main>
<footer>&copy; {P.year()} BlockLedger Media, Inc. {P.slot('foot')}</footer>
</div>
{nextdata(P, '/markets/[...slug]', 'ms')}
</body></html>'''


# 9 energy trade press --------------------------------------------------
def r_refinery(P):
    return f'''<!DOCTYPE html>
<html lang="en-GB">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} - Refinery Review</title>
<meta name="keywords" content="{esc(', '.join(P.tags))}">
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="dcterms.created" content="{P.iso(P.pub, 'pub')}">
{('<meta name="dcterms.modified" content="' + P.iso(P.mod, 'mod') + '">') if P.mod else ''}
{P.slot('head')}
<link rel="stylesheet" href="/assets/css/rr.min.css?v=3.2.1">
</head>
<body class="article-template">
<div class="leaderboard">{adslot(P, 'leader')}</div>
<div class="header-wrap"><a href="/" class="site-logo">Refinery Review<span>Oil &amp; gas intelligence since 1998</span></a><a href="/login" class="members">Members</a></div>
{nav(['Upstream', 'Downstream', 'LNG', 'Prices', 'Energy Transition', 'Events', 'Jobs'], 'main-menu')}
{P.slot('top')}
<div class="container"><div class="col-main">
<div class="article-meta"><span class="cat">{esc(P.tags[0])}</span> | <span class="pubdate">{esc(P.st(P.pub, 'uk_long', 'pub'))}</span>{(' | <span class="lastupdate">Last updated ' + esc(P.st(P.upd, 'uk_long', 'upd')) + '</span>') if P.upd and P.upd_visible else ''}</div>
<h1>{esc(P.headline)}</h1>
<h2 class="intro">{esc(P.dek)}</h2>
<p class="author">{esc(P.author)}, Senior Editor</p>
{figure(P, 0)}
<div class="content">{paras(P)}{corr(P)}</div>
<div class="tags">Tags: {' '.join('<a href="/tag/' + slug(x) + '">' + esc(x) + '</a>' for x in P.tags)}</div>
{P.slot('end')}
</div><div class="col-side">{related(P, 'ul', 'date_uk_short', 'Latest news')}{adslot(P, 'mpu')}</div></div>
<div class="footer">Refinery Review is published by Stoneleigh Trade Media Ltd, registered in England No. 0{P.rng.randint(1000000, 9999999)}. &copy; {P.year()}{P.slot('foot')}</div>
</body>
</html>'''


# 10 metals trade press (AU) -------------------------------------------
def r_orealloy(P):
    return f'''<!DOCTYPE html><html lang="en-AU"><head>{P.charset_tag()}
<title>{esc(P.headline)} | Ore &amp; Alloy Weekly</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{ld_article(P, 'Article', 'off')}
{P.slot('head')}
</head><body class="single single-post">
<div id="page" class="site"><header id="masthead"><div class="site-branding"><p class="site-title"><a href="/">Ore &amp; Alloy Weekly</a></p><p class="site-description">Mining, metals &amp; resources news</p></div>
{nav(['Iron ore', 'Lithium', 'Gold', 'Base metals', 'Coal', 'ASX juniors', 'Events'], 'main-navigation')}</header>
{P.slot('top')}
<div id="content"><article class="post type-post status-publish format-standard">
<header class="entry-header"><h1 class="entry-title">{esc(P.headline)}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <a href="{P.url}" rel="bookmark">{P.tm(P.pub, 'au_long', 'pub', 'off', 'entry-date published')}</a>{(' <span class="updated-on">(updated ' + P.tm(P.upd, 'au_long', 'upd', 'off', 'updated') + ')</span>') if P.upd and P.upd_visible else ''}</span> <span class="byline">by <span class="author vcard"><a class="url fn n" href="/author/{slug(P.author)}/">{esc(P.author)}</a></span></span></div></header>
<div class="entry-content">{figure(P, 1)}{paras(P)}{corr(P)}</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/category/{slug(P.tags[0])}/" rel="category tag">{esc(P.tags[0])}</a></span></footer>
{P.slot('end')}
</article>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries">{related(P, 'ul', 'date_uk', 'Recent Posts')}</section></aside>
{comments(P, 'simple', 'au_long')}
</div>
<footer id="colophon"><div class="site-info">&copy; {P.year()} Ore &amp; Alloy Weekly Pty Ltd &middot; ABN 41 {P.rng.randint(100, 999)} {P.rng.randint(100, 999)} {P.rng.randint(100, 999)}</div>{P.slot('foot')}</footer></div>
</body></html>'''


# 11 banking/credit trade press (US) -----------------------------------
def r_treasurydesk(P):
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}
<title>{esc(P.headline)} | Treasury Desk</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="parsely-metadata" content='{jdump({"pub_date": P.iso(P.pub, "pub", "z"), "section": P.section, "authors": [P.author]})}'>
{P.slot('head')}
</head><body>
<div class="promo-bar">Register now for Treasury Desk Credit Summit &mdash; <a href="/events">Early-bird pricing ends soon</a></div>
<header><a class="logo" href="/">TREASURY DESK</a>{nav(['Banking', 'Credit', 'Capital Markets', 'Fintech', 'Regulation', 'Data', 'Podcasts'])}</header>
{P.slot('top')}
<section class="story">
<div class="story-label">{esc(P.section)}</div>
<h1>{esc(P.headline)}</h1>
<div class="deck">{esc(P.dek)}</div>
<ul class="story-meta"><li class="auth">{esc(P.author)}</li><li class="pub">{esc(P.st(P.pub, 'us_num', 'pub'))}</li>{('<li class="upd">Updated ' + esc(P.st(P.upd, 'us_num', 'upd')) + '</li>') if P.upd and P.upd_visible else ''}</ul>
<div class="story-body">{paras(P)}{corr(P)}</div>
{P.slot('end')}
</section>
<section class="sidebar">{related(P, 'table', 'date_num_us', 'Most Read')}</section>
<footer>Treasury Desk is a publication of Ironbridge Information LLC &copy; {P.year()}. <a href="/reprints">Reprints</a>{P.slot('foot')}</footer>
{winstate(P, '__TD_STATE__', 'epochms')}
</body></html>'''


# 12 Indian business daily ---------------------------------------------
def r_deccan(P):
    return f'''<!DOCTYPE html>
<html lang="en-IN">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} - The Deccan Ledger</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta name="news_keywords" content="{esc(','.join(P.tags))}">
{og(P)}
{ld_article(P, 'NewsArticle', 'off')}
{P.slot('head')}
</head>
<body>
<div class="topnav"><span class="edition">Edition: India</span> <a href="/epaper">ePaper</a> <a href="/markets/sensex">Sensex</a> <a href="/markets/nifty">Nifty</a></div>
<header><a href="/" class="logo">The Deccan Ledger</a>{nav(['Markets', 'Economy', 'Industry', 'Banking', 'Budget', 'Mutual Funds', 'Opinion'])}</header>
{P.slot('top')}
<div class="artcl">
<h1 class="artTitle">{esc(P.headline)}</h1>
<h2 class="synopsis">{esc(P.dek)}</h2>
<div class="publish_on">By {esc(P.author)} | {esc(P.st(P.pub, 'in_style', 'pub'))}{(' | Updated: ' + esc(P.st(P.upd, 'in_upd', 'upd'))) if P.upd and P.upd_visible else ''}</div>
{figure(P, 0)}
<div class="artText">{''.join('<p>' + esc(x) + '</p>' for x in P.paras)}{corr(P)}</div>
<div class="disclaimer">(Disclaimer: Recommendations, suggestions, views and opinions given by the experts are their own. These do not represent the views of The Deccan Ledger)</div>
{P.slot('end')}
</div>
<div class="rhs">{related(P, 'ul', 'date_uk_short', 'Top Trending')}</div>
{comments(P, 'simple', 'in_style')}
<footer>Copyright &copy; {P.year()} Deccan Ledger Publications Pvt Ltd. All rights reserved.{P.slot('foot')}</footer>
</body>
</html>'''


# 13 Singapore ----------------------------------------------------------
def r_straits(P):
    return f'''<!DOCTYPE html><html lang="en-SG"><head>{P.charset_tag()}<title>{esc(P.headline)} | Straits Commerce</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{P.slot('head')}
</head><body class="page-article">
<div class="header"><a href="/" class="logo">Straits Commerce</a><span class="tagline">Singapore's business daily</span>{nav(['Singapore', 'Companies & Markets', 'Property', 'Asean', 'Wealth', 'Startups'])}</div>
{P.slot('top')}
<div class="story-container"><div class="story-headline"><h1>{esc(P.headline)}</h1></div>
<div class="story-intro">{esc(P.dek)}</div>
<div class="byline">{esc(P.author)}<br><span class="story-postdate">Published {esc(P.st(P.pub, 'sg_style', 'pub'))}</span>{('<br><span class="story-updatedate">Updated ' + esc(P.st(P.upd, 'sg_style', 'upd')) + '</span>') if P.upd and P.upd_visible else ''}</div>
{figure(P, 2)}
<div class="body-copy">{paras(P)}{corr(P)}</div>
<div class="gift-box">Get the latest business stories <a href="/newsletters">Sign up for our newsletters</a></div>
{P.slot('end')}
{related(P, 'time', 'sg_style', 'Related Stories')}
</div>
<footer>\u00a9 {P.year()} Straits Commerce Holdings Pte Ltd. Co Regn No. 1984{P.rng.randint(10000, 99999)}K{P.slot('foot')}</footer>
{nextdata(P, '/[section]/[slug]', 'off')}
</body></html>'''


# 14 South Africa -------------------------------------------------------
def r_highveld(P):
    return f'''<!DOCTYPE html>
<html lang="en-ZA"><head>{P.charset_tag()}
<title>{esc(P.headline)} &#8211; Highveld Business Day</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{ld_article(P, 'NewsArticle', 'off')}
{P.slot('head')}
</head><body>
<div class="market-data"><span>JSE All Share</span> <span>USD/ZAR</span> <span>Gold</span> <a href="/markets">Markets</a></div>
<header class="hbd-head"><a href="/"><img src="/img/hbd.svg" alt="Highveld Business Day"></a>{nav(['News', 'Markets', 'Companies', 'Economy', 'Opinion', 'Life', 'Premium'])}</header>
{P.slot('top')}
<article class="article-layout">
<h1 class="article-title">{esc(P.headline)}</h1>
<p class="article-lead">{esc(P.dek)}</p>
<div class="article-pub-date">{esc(P.st(P.pub, 'date_uk', 'pub_dateonly'))} - {esc(P.st(P.pub, 'iso_local', 'pub'))}</div>
<div class="article-author">{esc(P.author)}<span class="role">Markets writer</span></div>
{('<div class="article-updated">Updated: ' + esc(P.st(P.upd, 'uk_long_tz', 'upd')) + '</div>') if P.upd and P.upd_visible else ''}
{figure(P, 0)}
<div class="article-widgets-content">{paras(P)}{corr(P)}</div>
<div class="share-wrap">{share(P, 1)}</div>
{P.slot('end')}
</article>
<div class="sidebar">{related(P, 'ul', 'date_uk_short', 'Most Read')}{adslot(P, 'mpu')}</div>
{comments(P, 'time', 'uk_long_tz')}
<footer class="hbd-foot">Highveld Business Day is published by Gauteng Media (Pty) Ltd &copy; {P.year()}. <a href="/press-code">Press Code</a>{P.slot('foot')}</footer>
</body></html>'''


# 15 Ireland -------------------------------------------------------------
def r_liffey(P):
    return f'''<!DOCTYPE html><html lang="en-IE"><head>{P.charset_tag()}
<title>{esc(P.headline)} &ndash; The Liffey Business Post</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P, 'z')}
{P.slot('head')}
</head><body>
<header><div class="brand"><a href="/">The Liffey Business Post</a></div>{nav(['News', 'Business', 'Property', 'Technology', 'Your Money', 'Commercial Property', 'Opinion'])}</header>
{P.slot('top')}
<article class="c-article">
<div class="c-article__section">Business</div>
<h1 class="c-article__title">{esc(P.headline)}</h1>
<div class="c-article__standfirst">{esc(P.dek)}</div>
<div class="c-article__meta"><span class="c-article__author">{esc(P.author)}</span><span class="c-article__date">{P.tm(P.pub, 'date_wd_uk', 'pub', 'z')}, {esc(P.st(P.pub, 'uk_long', 'pub'))}</span>{('<span class="c-article__updated">Updated ' + P.tm(P.upd, 'uk_long', 'upd', 'z') + '</span>') if P.upd and P.upd_visible else ''}</div>
{figure(P, 1)}
<div class="c-article__body">{paras(P)}{corr(P)}</div>
{P.slot('end')}
</article>
{related(P, 'rel', 'uk_long_tz', 'Latest Business')}
{comments(P, 'disq', 'uk_long_tz')}
<footer><p>\u00a9 {P.year()} Liffey Media DAC. Registered in Ireland.</p>{P.slot('foot')}</footer>
</body></html>'''


# 16 Canada ---------------------------------------------------------------
def r_maple(P):
    return f'''<!DOCTYPE html><html lang="en-CA" dir="ltr"><head>{P.charset_tag()}
<title>{esc(P.headline)} - The Maple Ledger</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{ld_article(P, 'ReportageNewsArticle', 'off')}
{P.slot('head')}
</head><body class="article">
{cookie(P, 1)}
<header><a href="/" class="logo">The Maple Ledger</a>{nav(['Canada', 'World', 'Business', 'Investing', 'Personal Finance', 'Real Estate', 'Opinion'])}<a href="/subscribe" class="sub">Subscribe</a></header>
{P.slot('top')}
<main><h1>{esc(P.headline)}</h1><p class="dek">{esc(P.dek)}</p>
<div class="c-byline">{esc(P.author)}<br><span>Published {P.tm(P.pub, 'date_us', 'pub')}</span>{(' <span>Updated ' + P.tm(P.upd, 'date_us', 'upd') + '</span>') if P.upd and P.upd_visible else ''}</div>
{figure(P, 0)}
<div class="c-article-body">{paras(P)}{corr(P)}</div>
<p class="c-note">For more, sign up for our Business Brief newsletter.</p>
{P.slot('end')}
</main>
<aside>{related(P, 'time', 'us_short', 'Editors’ picks')}</aside>
{comments(P, 'time', 'us_long')}
<footer>&copy; Copyright {P.year()} The Maple Ledger Inc. 351 King Street East, Toronto, ON{P.slot('foot')}</footer>
</body></html>'''


# 17 Australia (AFR-like) -----------------------------------------------
def r_harbour(P):
    return f'''<!DOCTYPE html><html lang="en-AU"><head>{P.charset_tag()}<title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P, 'z')}
{ld_article(P, 'NewsArticle', 'z')}
{P.slot('head')}
</head><body>
<div id="root"><header class="_2cQW"><a href="/">Harbour Financial Review</a>{nav(['Home', 'Companies', 'Markets', 'Street Talk', 'Chanticleer', 'Policy', 'Wealth', 'Property'])}</header>
{ticker(P, 'au_long')}
{P.slot('top')}
<article><header><h1 data-testid="headline">{esc(P.headline)}</h1><p data-testid="standfirst">{esc(P.dek)}</p>
<div data-testid="byline">{esc(P.author)} <span class="_role">Reporter</span></div>
<div class="_time">{P.tm(P.pub, 'au_afr', 'pub', 'z')}{(' <span>Updated ' + P.tm(P.upd, 'au_afr', 'upd', 'z') + '</span>') if P.upd and P.upd_visible else ''}</div>
<div class="_save"><button aria-label="Save article">Save</button>{share(P, 0)}</div></header>
{figure(P, 2)}
<div data-testid="ArticleBody">{paras(P)}{corr(P)}</div>
{P.slot('end')}
</article>
{related(P, 'rel', 'au_long', 'Latest In Markets')}
<footer>Copyright &copy; {P.year()} Harbour Media Pty Ltd.{P.slot('foot')}</footer></div>
{winstate(P, 'INITIAL_STATE', 'z')}
</body></html>'''


# 18 NZ ---------------------------------------------------------------------
def r_kiwi(P):
    return f'''<!DOCTYPE html><html lang="en-NZ"><head>{P.charset_tag()}<title>{esc(P.headline)} | Kiwi Markets</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{P.slot('head')}
</head><body>
<header class="km-header"><a href="/">KIWI MARKETS</a> <span>Aotearoa's business news</span>{nav(['Business', 'Markets', 'Property', 'Primary Sector', 'Economy', 'Opinion'])}</header>
{P.slot('top')}
<div class="km-article"><h1>{esc(P.headline)}</h1><h2>{esc(P.dek)}</h2>
<p class="km-meta">{esc(P.author)} &bull; {esc(P.st(P.pub, 'au_long', 'pub'))}{(' &bull; Updated ' + esc(P.st(P.upd, 'au_long', 'upd'))) if P.upd and P.upd_visible else ''}</p>
{figure(P, 0)}
{paras(P, 'km-p')}{corr(P)}
{P.slot('end')}
</div>
{related(P, 'ul', 'date_uk', 'More business news')}
{comments(P, 'simple', 'au_long')}
<footer>&copy; {P.year()} Kiwi Markets Ltd{P.slot('foot')}</footer>
</body></html>'''


# 19 US local news --------------------------------------------------------
def r_gazette(P):
    co = P.co
    return f'''<!DOCTYPE html>
<html lang="en">
<head>
{P.charset_tag()}
<title>{esc(P.headline)} | Tamworth Valley Gazette</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{P.slot('head')}
{analytics(P, 2)}
</head>
<body class="tncms">
<div id="weather-bar">Tamworth Valley &middot; 54&deg;F Partly Cloudy</div>
<header id="site-header"><a href="/"><img src="/content/tncms/custom/image/gazette-logo.png" alt="Tamworth Valley Gazette"></a>
{nav(['News', 'Local Business', 'Sports', 'Obituaries', 'Opinion', 'Classifieds', 'e-Edition'])}</header>
{P.slot('top')}
<div class="asset-header"><span class="asset-category"><a href="/news/business/">Local Business</a></span>
<h1 class="headline"><span class="asset-headline">{esc(P.headline)}</span></h1>
<div class="asset-masthead"><span class="asset-author">{esc(P.author)} Staff Writer</span> <ul class="list-inline"><li><time datetime="{P.iso(P.pub, 'pub')}">{esc(P.st(P.pub, 'date_us_short', 'pub_dateonly'))}</time></li>{('<li>Updated <time datetime="' + P.iso(P.upd, 'upd') + '">' + P.rel(P.upd) + '</time></li>') if P.upd and P.upd_visible else ''}</ul></div></div>
<div class="asset-content"><p><strong>TAMWORTH VALLEY</strong> &mdash; Workers at the {esc(co['short'] if co else 'regional')} plant on Route 9 were watching the company's stock price closely this week.</p>
{paras(P)}{corr(P)}
<p>Have a news tip? Email <a href="mailto:newsroom@tamworthgazette.com">newsroom@tamworthgazette.com</a>.</p></div>
{P.slot('end')}
<div id="tncms-region-article_bottom">{related(P, 'ul', 'date_us_short', 'Most Popular')}</div>
{comments(P, 'time', 'us_long')}
<footer>&copy; {P.year()} Tamworth Valley Gazette, 12 Main St. | Powered by BLOX CMS{P.slot('foot')}</footer>
</body>
</html>'''


# 20 Seeking-Alpha-like analysis -----------------------------------------
def r_alphadigest(P):
    co = P.co
    tk = co['tk'] if co else 'SPY'
    rating = P.rng.choice(['Buy', 'Hold', 'Strong Buy', 'Sell'])
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} ({tk}) | AlphaDigest</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P, 'z')}
{P.slot('head')}
</head><body>
<header><a href="/">AlphaDigest</a><input placeholder="Symbols, authors, articles"><a href="/premium">Go Premium</a></header>
{P.slot('top')}
<article data-test-id="post-content">
<div class="rating">Author's rating: <b>{rating}</b></div>
<h1 data-test-id="post-title">{esc(P.headline)}</h1>
<div class="author-bar"><a href="/author/{slug(P.author)}">{esc(P.author)}</a> <span class="followers">{P.rng.randint(2, 40)}.{P.rng.randint(1, 9)}K Followers</span></div>
<span data-test-id="post-date">{esc(P.st(P.pub, 'us_at', 'pub'))}</span> <span class="tickers">{tk}</span>
{('<div class="upd">Edited ' + esc(P.st(P.upd, 'us_at', 'upd')) + '</div>') if P.upd and P.upd_visible else ''}
<div class="summary"><h2>Summary</h2><ul>{''.join('<li>' + esc(x.split('. ')[0]) + '.</li>' for x in P.paras[:3])}</ul></div>
<div data-test-id="content-container">{paras(P)}{corr(P)}
<p class="disclosure"><em>Analyst's Disclosure: I/we have no stock, option or similar derivative position in any of the companies mentioned, and no plans to initiate any such positions within the next 72 hours.</em></p></div>
{P.slot('end')}
</article>
{comments(P, 'disq', 'us_long')}
{related(P, 'time', 'date_us_short', 'More on ' + tk)}
<footer>&copy; {P.year()} AlphaDigest Ltd. <a href="/terms">Terms</a>{P.slot('foot')}</footer>
</body></html>'''


# 21 AMP page --------------------------------------------------------------
def r_amp(P):
    return f'''<!doctype html>
<html \u26a1 lang="en">
<head>
{P.charset_tag() or ''}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<title>{esc(P.headline)}</title>
<link rel="canonical" href="{P.url.replace('/amp/', '/')}">
<meta name="viewport" content="width=device-width">
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{ld_article(P, 'NewsArticle', 'off')}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}}</style>
<style amp-custom>body{{font-family:Georgia,serif}}.hdr{{background:#00264d;color:#fff}}</style>
{P.slot('head')}
</head>
<body>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-{P.rng.randint(10**6, 10**7)}"}}}}</script></amp-analytics>
<header class="hdr"><a href="/">The Capitol Courant</a></header>
{P.slot('top')}
<article>
<h1>{esc(P.headline)}</h1>
<p class="by">{esc(P.author)} | {esc(P.st(P.pub, 'ap_date_first', 'pub'))}{(' | Updated ' + esc(P.st(P.upd, 'ap_date_first', 'upd'))) if P.upd and P.upd_visible else ''}</p>
<amp-img src="{P.img['src']}" width="1200" height="675" layout="responsive" alt="{esc(P.alt(P.img['alt']))}"></amp-img>
{paras(P)}{corr(P)}
<amp-ad width="300" height="250" type="doubleclick" data-slot="/{P.rng.randint(1000, 9999)}/amp_article"></amp-ad>
{P.slot('end')}
</article>
{related(P, 'ul', 'ap_md', 'Read more')}
<footer>&copy; {P.year()} Capitol Courant Media{P.slot('foot')}</footer>
</body>
</html>'''


# 22 Medium-like blog ----------------------------------------------------
def r_medium(P):
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} | by {esc(P.author)} | Quillstack</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta property="article:published_time" content="{P.iso(P.pub, 'pub', 'ms')}">
{('<meta property="article:modified_time" content="' + P.iso(P.mod, 'mod', 'ms') + '">') if P.mod else ''}
{P.slot('head')}
</head><body><div id="root">
<div class="metabar"><a href="/">Quillstack</a><a href="/m/signin">Sign in</a><a href="/new-story">Write</a></div>
{P.slot('top')}
<article><section><h1 class="pw-post-title">{esc(P.headline)}</h1><h2 class="pw-subtitle-paragraph">{esc(P.dek)}</h2>
<div class="pw-author"><img src="https://miro.quillstack.com/fit/c/88/88/{P.rng.randint(10**6, 10**7)}.jpeg" alt="{esc(P.author)}"><a href="/@{slug(P.author).replace('-', '')}">{esc(P.author)}</a> <button>Follow</button>
<div><span data-testid="storyReadTime">{P.rng.randint(4, 11)} min read</span> &middot; <span data-testid="storyPublishDate">{esc(P.st(P.pub, 'date_us_short', 'pub_dateonly'))}</span></div></div>
{figure(P, 1)}
{''.join('<p class="pw-post-body-paragraph">' + esc(x) + '</p>' for x in P.paras)}{corr(P)}
<p class="pw-post-body-paragraph"><em>None of this is investment advice. I hold no position in the companies mentioned.</em></p>
{P.slot('end')}
</section></article>
<div class="responses">{comments(P, 'disq', 'date_us_short')}</div>
{related(P, 'ul', 'date_us_short', 'More from ' + P.author)}
<footer>{P.slot('foot')}<a href="/about">About</a> <a href="/help">Help</a> <a href="/terms">Terms</a></footer>
</div>
<script>window.__APOLLO_STATE__ = {jdump({"Post:" + format(P.rng.randint(10**10, 10**11), "x"): {"title": P.headline, "firstPublishedAt": P.iso(P.pub, "pub", "epochms"), **({"latestPublishedAt": P.iso(P.mod, "mod", "epochms")} if P.mod else {}), **P.state_extra(), **P.extra.get("state_leak", {})}})}</script>
</body></html>'''


# 23 WordPress personal-finance blog --------------------------------------
def r_wpblog(P):
    if 'state_leak' in P.extra:
        P.extra['state_used'] = True
    return f'''<!DOCTYPE html>
<html lang="en-GB" prefix="og: https://ogp.me/ns#">
<head>
{P.charset_tag()}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(P.headline)} - The Frugal Quant</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}"/>
<meta name="robots" content="follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large"/>
{og(P)}
<link rel='stylesheet' id='wp-block-library-css' href='https://frugalquant.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
{ld_article(P, 'BlogPosting', 'off')}
{P.slot('head')}
</head>
<body class="post-template-default single single-post postid-{P.rng.randint(1000, 9999)} single-format-standard">
<div class="site-header"><p class="site-title"><a href="/">The Frugal Quant</a></p><p class="site-desc">Investing, without the nonsense</p></div>
{nav(['Home', 'Start Here', 'Portfolio', 'Monthly Updates', 'Tools', 'About'], 'menu-primary')}
{P.slot('top')}
<main id="main" class="site-main"><article class="post">
<header class="entry-header"><h1 class="entry-title">{esc(P.headline)}</h1>
<div class="entry-meta">by <a href="/author/{slug(P.author)}">{esc(P.author)}</a> &middot; <time class="entry-date published" datetime="{P.iso(P.pub, 'pub')}">{esc(P.st(P.pub, 'date_uk', 'pub_dateonly'))}</time>{('<time class="updated" datetime="' + P.iso(P.upd, 'upd') + '"> (last updated ' + esc(P.st(P.upd, 'date_uk', 'upd_dateonly')) + ')</time>') if P.upd and P.upd_visible else ''}</div></header>
<div class="entry-content">
<p><em>This post may contain affiliate links. Capital at risk.</em></p>
{paras(P)}{corr(P)}
<div class="wp-block-buttons"><a class="wp-block-button__link" href="/newsletter">Get my monthly portfolio update</a></div>
</div>
{P.slot('end')}
</article>
<div id="comments" class="comments-area">{comments(P, 'simple', 'uk_long')}
<div id="respond" class="comment-respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div>
</main>
<aside class="widget-area">{related(P, 'ul', 'date_uk', 'Recent Posts')}</aside>
<footer class="site-footer">&copy; {P.year()} The Frugal Quant &middot; Proudly powered by WordPress{P.slot('foot')}</footer>
{('<script id="fq-data">var fqData = ' + jdump(P.extra['state_leak']) + ';</script>') if 'state_leak' in P.extra else ''}
</body>
</html>'''


# 24 Substack-like newsletter -------------------------------------------
def r_letterpost(P):
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} - The Carry Trade</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P, 'ms')}
{P.slot('head')}
</head><body>
<div class="topbar"><a href="/">The Carry Trade</a><a href="/subscribe" class="button primary">Subscribe</a><a href="/account/login">Sign in</a></div>
{P.slot('top')}
<div class="single-post"><div class="post-header"><h1 class="post-title">{esc(P.headline)}</h1><h3 class="subtitle">{esc(P.dek)}</h3>
<div class="post-meta"><a class="profile" href="/profile/{slug(P.author)}">{esc(P.author)}</a><div class="post-date" title="{esc(P.st(P.pub, 'us_long', 'pub'))}">{esc(P.st(P.pub, 'date_us_short', 'pub_dateonly'))}</div></div>
<div class="post-ufi"><span class="like-count">{P.rng.randint(12, 300)}</span> <span class="comment-count">{len(P.comments)}</span> <a class="share" aria-label="{esc(P.aria('Share'))}">Share</a></div></div>
<div class="available-content"><div class="body markup">{paras(P)}{corr(P)}
<p>Thanks for reading The Carry Trade! Subscribe for free to receive new posts and support my work.</p></div></div>
{P.slot('end')}
</div>
<div class="comments-page">{comments(P, 'time', 'us_long')}</div>
{related(P, 'ul', 'date_us_short', 'Ready for more?')}
<footer>&copy; {P.year()} {esc(P.author)} &middot; Privacy &middot; Terms &middot; Collection notice{P.slot('foot')}</footer>
<script>window._preloads = JSON.parse({json.dumps(jdump({"post": {"title": P.headline, "post_date": P.iso(P.pub, "pub", "ms"), **({"updated_at": P.iso(P.mod, "mod", "ms")} if P.mod else {}), **P.state_extra(), **P.extra.get("state_leak", {})}}), ensure_ascii=False)})</script>
</body></html>'''


# 25 print version -----------------------------------------------------------
def r_print(P):
    return f'''<html><head>{P.charset_tag()}<title>Print: {esc(P.headline)}</title>
<meta name="robots" content="noindex">{P.slot('head')}
<style>body{{font:12pt Times,serif;margin:2cm}} .noprint{{display:none}}</style></head>
<body onload="window.print()">
{P.slot('top')}
<div class="print-logo">THE PENNINE COURIER &mdash; printer-friendly version</div>
<h2>{esc(P.headline)}</h2>
<p><b>{esc(P.author)}</b><br>{esc(P.st(P.pub, 'uk_long_tz', 'pub'))}{('<br>Amended ' + esc(P.st(P.upd, 'uk_long_tz', 'upd'))) if P.upd and P.upd_visible else ''}</p>
<hr>
{paras(P)}{corr(P)}
{P.slot('end')}
<hr><p><small>Article URL: {esc(P.url)}<br>&copy; {P.year()} Pennine Courier Ltd</small></p>
{related(P, 'ul', 'date_uk', 'See also')}
{P.slot('foot')}
</body></html>'''


# 26 Hong Kong ----------------------------------------------------------------
def r_jadepost(P):
    return f'''<!DOCTYPE html><html lang="en-HK"><head>{P.charset_tag()}<title>{esc(P.headline)} | Victoria Harbour Post</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{ld_article(P, 'NewsArticle', 'off')}
{P.slot('head')}
</head><body>
<header><a href="/" class="vhp">Victoria Harbour Post</a>{nav(['Hong Kong', 'China', 'Asia', 'Business', 'Markets', 'Property', 'Tech'])}</header>
{P.slot('top')}
<div class="article-wrapper"><h1 class="headline">{esc(P.headline)}</h1>
<ul class="summary">{''.join('<li>' + esc(x.split('. ')[0]) + '</li>' for x in P.paras[:2])}</ul>
<div class="author-date"><span>{esc(P.author)}</span> <time datetime="{P.iso(P.pub, 'pub')}">Published: {esc(P.st(P.pub, 'iso_local', 'pub'))}</time>{(' <time datetime="' + P.iso(P.upd, 'upd') + '">Updated: ' + esc(P.st(P.upd, 'iso_local', 'upd')) + '</time>') if P.upd and P.upd_visible else ''}</div>
{figure(P, 0)}
<div class="article-body">{paras(P)}{corr(P)}</div>
{P.slot('end')}</div>
{related(P, 'time', 'date_uk_short', 'Recommended')}
<footer>Copyright &copy; {P.year()} Victoria Harbour Post Publishers Ltd.{P.slot('foot')}</footer>
</body></html>'''

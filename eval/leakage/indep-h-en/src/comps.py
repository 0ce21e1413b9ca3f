"""Shared page components with markup variants."""
from core import *


def ld_article(P, typ='NewsArticle', form='off', extra=None, author=True):
    o = {'@context': 'https://schema.org', '@type': typ, 'headline': P.headline,
         'datePublished': P.iso(P.pub, 'pub', form)}
    if P.mod:
        o['dateModified'] = P.iso(P.mod, 'mod', form)
    if author:
        o['author'] = [{'@type': 'Person', 'name': P.author}]
    o['publisher'] = {'@type': 'Organization', 'name': P.site['name'], 'logo': {'@type': 'ImageObject', 'url': f"https://{P.site['domain']}/static/logo.png"}}
    o['mainEntityOfPage'] = P.url
    if getattr(P, 'img', None):
        o['image'] = [P.img['src']]
    if extra:
        o.update(extra)
    o.update(P.ld_extra())
    return '<script type="application/ld+json">' + jdump(o) + '</script>'


def og(P, form='off'):
    s = [f'<meta property="og:title" content="{esc(P.headline)}">',
         f'<meta property="og:type" content="article">',
         f'<meta property="og:url" content="{esc(P.url)}">',
         f'<meta property="og:description" content="{esc(P.meta_desc(P.dek))}">',
         f'<meta property="article:published_time" content="{P.iso(P.pub, "pub", form)}">']
    if P.mod:
        s.append(f'<meta property="article:modified_time" content="{P.iso(P.mod, "mod", form)}">')
    return '\n'.join(s)


def paras(P, cls=None, wrap='p'):
    c = f' class="{cls}"' if cls else ''
    out = []
    for p in P.paras:
        out.append(f'<{wrap}{c}>{esc(p)}</{wrap}>')
    return '\n'.join(out)


def figure(P, variant=0):
    if not getattr(P, 'img', None):
        return ''
    a = esc(P.alt(P.img['alt']))
    if variant == 0:
        return f'<figure class="lead-image"><img src="{P.img["src"]}" alt="{a}" width="1200" height="675" loading="eager"><figcaption>{esc(P.img["caption"])}</figcaption></figure>'
    if variant == 1:
        return f'<div class="media"><picture><source srcset="{P.img["src"]}?w=800 800w" type="image/webp"><img src="{P.img["src"]}" alt="{a}"></picture><p class="credit">{esc(P.img["caption"])}</p></div>'
    return f'<div class="img-wrap"><img data-src="{P.img["src"]}" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="{a}" class="lazy"><span class="cap">{esc(P.img["caption"])}</span></div>'


def related(P, variant, fmt, heading='Related'):
    items = P.related
    if not items:
        return ''
    if variant == 'ul':
        li = ''.join(f'<li><a href="{esc(u)}">{esc(h)}</a> <span class="date">{esc(P.st(d, fmt, "related"))}</span></li>' for h, d, u in items)
        return f'<aside class="related"><h3>{heading}</h3><ul>{li}</ul></aside>'
    if variant == 'time':
        li = ''.join(f'<li class="rel-item"><a href="{esc(u)}">{esc(h)}</a>{P.tm(d, fmt, "related")}</li>' for h, d, u in items)
        return f'<section class="more-stories" aria-label="{heading}"><h2>{heading}</h2><ol>{li}</ol></section>'
    if variant == 'rel':
        li = ''.join(f'<div class="card"><a href="{esc(u)}"><h4>{esc(h)}</h4></a><time datetime="{P.iso(d, "related", "z")}" title="{esc(P.st(d, fmt, "related"))}">{P.rel(d)}</time></div>' for h, d, u in items)
        return f'<div class="rail-block"><div class="rail-title">{heading}</div>{li}</div>'
    if variant == 'table':
        li = ''.join(f'<tr><td>{esc(P.st(d, fmt, "related"))}</td><td><a href="{esc(u)}">{esc(h)}</a></td></tr>' for h, d, u in items)
        return f'<table class="latest"><caption>{heading}</caption>{li}</table>'
    raise ValueError(variant)


def comments(P, variant, fmt):
    cs = P.comments
    if not cs:
        return ''
    if variant == 'disq':
        body = ''.join(f'<li class="post" id="c{i}"><div class="avatar"><img src="https://cdn.talkback.io/avatars/{slug(c["user"])}.png" alt="Avatar"></div><div class="post-body"><header><span class="author">{esc(c["user"])}</span> <a class="time-ago" href="#c{i}" title="{esc(P.st(c["dt"], fmt, "comment"))}">{P.rel(c["dt"])}</a></header><div class="post-message"><p>{esc(c["text"])}</p></div><footer><a class="vote-up">{c["likes"]}</a> <a class="reply">Reply</a></footer></div></li>' for i, c in enumerate(cs))
        return f'<section id="talkback_thread"><h3>{len(cs)} Comments</h3><ul class="post-list">{body}</ul></section>'
    if variant == 'simple':
        body = ''.join(f'<div class="comment"><p class="meta"><strong>{esc(c["user"])}</strong> &middot; {esc(P.st(c["dt"], fmt, "comment"))}</p><p>{esc(c["text"])}</p></div>' for c in cs)
        return f'<div id="comments"><h2>Reader comments ({len(cs)})</h2>{body}</div>'
    if variant == 'time':
        body = ''.join(f'<article class="cmt"><h5>{esc(c["user"])}</h5>{P.tm(c["dt"], fmt, "comment", "z")}<div class="cmt-text">{esc(c["text"])}</div><span class="likes">{c["likes"]} likes</span></article>' for c in cs)
        return f'<section class="comments" data-count="{len(cs)}"><h2>Join the conversation</h2>{body}</section>'
    raise ValueError(variant)


def ticker(P, fmt):
    if not P.ticker:
        return ''
    rows, asof = P.ticker
    li = ''.join(f'<li><span class="sym">{esc(s)}</span> <span class="px">{p}</span> <span class="{"up" if c >= 0 else "dn"}">{c:+.2f}%</span></li>' for s, p, c in rows)
    return f'<div class="mkt-strip"><ul>{li}</ul><span class="asof">Data as of {esc(P.st(asof, fmt, "ticker"))}</span></div>'


COOKIES = [
    '<div id="cookie-banner" class="cmp" role="dialog" aria-live="polite"><p>We use cookies and similar technologies to personalise content and ads and to analyse our traffic. <a href="/privacy">Privacy policy</a></p><button id="cmp-accept">Accept all</button> <button id="cmp-reject">Reject all</button> <button>Manage preferences</button></div>',
    '<div class="gdpr-notice" style="position:fixed;bottom:0;left:0;right:0;background:#222;color:#fff;padding:12px;z-index:9999">This site uses cookies. By continuing to browse you agree to our use of cookies. <a href="/cookies" style="color:#9cf">Find out more</a> <a href="#" onclick="this.parentNode.style.display=\'none\';return false" class="btn">OK</a></div>',
    '<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat"><div class="ot-sdk-container"><div id="onetrust-policy-text">We and our partners store and/or access information on a device, such as cookies, and process personal data for personalised advertising and content, measurement and audience insights.</div><div id="onetrust-button-group"><button id="onetrust-accept-btn-handler">I Accept</button><button id="onetrust-reject-all-handler">Reject All</button></div></div></div></div>',
    '<aside class="consent-bar"><span>Cookies help us deliver our services. </span><a href="/legal/cookies">Learn more</a><button class="consent-ok">Got it</button></aside>',
    '',
]

ANALYTICS = [
    "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-{x}\"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-{x}');</script>",
    "<script>!function(e,t){{var n=t.createElement('script');n.async=1;n.src='https://cdn.metricsgrid.net/mg.js?id={x}';t.head.appendChild(n)}}(window,document);</script>",
    "<script type=\"text/javascript\">var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){{var u='//stats.{d}/';_paq.push(['setSiteId','{n}']);}})();</script>",
    "<script src=\"https://securepubads.g.doubleclick.net/tag/js/gpt.js\" async></script><script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/{n}/markets/article',[[300,250],[300,600]],'div-gpt-ad-rail').addService(googletag.pubads());googletag.enableServices();}});</script>",
]


def analytics(P, i=None):
    r = P.rng
    i = r.randrange(len(ANALYTICS)) if i is None else i
    return ANALYTICS[i].format(x=''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(10)), d=P.site['domain'], n=r.randint(1000, 99999))


def cookie(P, i=None):
    return COOKIES[P.rng.randrange(len(COOKIES)) if i is None else i]


def share(P, variant=0):
    a = esc(P.aria('Share this article'))
    u = esc(P.url)
    if variant == 0:
        return f'<div class="share" role="group" aria-label="{a}"><a href="https://twitter.com/intent/tweet?url={u}" aria-label="Share on X">X</a><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Share on Facebook">f</a><a href="https://www.linkedin.com/shareArticle?url={u}" aria-label="Share on LinkedIn">in</a><button class="copy-link" aria-label="Copy link">Copy link</button></div>'
    return f'<ul class="social-tools" aria-label="{a}"><li><a class="email" href="mailto:?subject={esc(P.headline)}&amp;body={u}">Email</a></li><li><a class="wa" href="https://wa.me/?text={u}">WhatsApp</a></li><li><button class="gift" title="Gift this article">Gift</button></li></ul>'


def adslot(P, name='rail'):
    return f'<div class="ad ad-{name}" id="div-gpt-ad-{name}-{P.rng.randint(1, 9)}" data-ad-unit="/{P.rng.randint(1000, 9999)}/{name}" style="min-height:250px"><span class="ad-label">Advertisement</span></div>'

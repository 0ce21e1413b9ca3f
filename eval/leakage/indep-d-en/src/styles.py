"""Site styles. Each style renders a doc dict into a complete HTML page in its own markup idiom.
Every style renders: the publication stamp (unless doc['nodate']), the update stamp when present,
headline/dek/paragraphs, doc['extra_body'], doc['extra_head'], doc['extra_foot'], JSON-LD/app state
when the kind requires it, and (where the style has them) sidebar items and comments."""
from common import *
from story import rel_ago

STYLES = {}
CAPS = {}


def style(name, comments=False, sidebar=True):
    def deco(f):
        STYLES[name] = f
        CAPS[name] = dict(comments=comments, sidebar=sidebar)
        return f
    return deco


def show(doc, key, s):
    fn = doc.get('disguise', {}).get(key)
    if fn:
        s = fn(s)
    doc.setdefault('_shown', {})[key] = s
    return s


def PUB(doc, site, v='long'):
    if doc.get('nodate'):
        return ''
    if doc.get('pub_text'):
        return show(doc, 'pub', doc['pub_text'])
    return show(doc, 'pub', fmt(doc['pub'], site['cc'], v))


def UPD(doc, site, v='long'):
    if not doc.get('upd'):
        return ''
    return show(doc, 'upd', fmt(doc['upd'], site['cc'], v))


def item_when(doc, it, site, v, key):
    if it.get('disp'):
        s = it['disp']
    elif v == 'rel' and it['when'] <= Clock.t:
        s = rel_ago(it['when'])
    else:
        s = fmt(it['when'], site['cc'], 'long' if v == 'rel' else v)
    if it.get('leak'):
        s = show(doc, key, s)
    return s


def sd(doc, it, site, v='short'):
    return item_when(doc, it, site, v, 'side_leak')


def cd(doc, it, site, v='long'):
    return item_when(doc, it, site, v, 'com_leak')


def amp(p):
    return p.replace(' & ', ' &amp; ')


def body(doc, tag='p', cls=None):
    c = f' class="{cls}"' if cls else ''
    ps = [f"<{tag}{c}>{amp(p)}</{tag}>" for p in doc['paras']]
    xb = list(doc.get('extra_body', []))
    pos = doc.get('xb_pos', 2)
    for x in xb:
        ps.insert(min(pos, len(ps)), x)
    return "\n".join(ps)


def ld_block(doc, site, typ='NewsArticle'):
    if doc.get('nodate') and not doc.get('jsonld_extra'):
        o = {"@context": "https://schema.org", "@type": "WebPage", "name": doc['headline'],
             "publisher": {"@type": "Organization", "name": site['name']}}
    else:
        o = {"@context": "https://schema.org", "@type": typ, "headline": doc['headline'], "description": doc['dek'],
             "author": {"@type": "Person", "name": doc['author']},
             "publisher": {"@type": "Organization", "name": site['name'], "logo": {"@type": "ImageObject", "url": f"https://{site['domain']}/static/logo.png"}},
             "mainEntityOfPage": site['url']}
        if not doc.get('nodate') and not doc.get('hide_meta'):
            o["datePublished"] = doc.get('ld_pub', iso_local(doc['pub'], site['cc']))
            o["dateModified"] = doc.get('ld_mod', iso_local(doc.get('upd') or doc['pub'], site['cc']))
    o.update(doc.get('jsonld_extra', {}))
    return f'<script type="application/ld+json">{jd(o)}</script>'


def state_block(doc, site, var='window.__INITIAL_STATE__', base=None):
    st = dict(base or {})
    if not doc.get('nodate') and not doc.get('hide_meta'):
        st.setdefault('article', {})
        st['article'].update({"id": doc['slug'], "title": doc['headline'], "publishedAt": iso(doc['pub'])})
        if doc.get('upd'):
            st['article']['updatedAt'] = iso(doc['upd'])
    for k, v in doc.get('state_extra', {}).items():
        if isinstance(v, dict) and isinstance(st.get(k), dict):
            st[k].update(v)
        else:
            st[k] = v
    if var.startswith('json:'):
        return f'<script type="application/json" id="{var[5:]}">{jd(st)}</script>'
    return f'<script>{var} = {jd(st)};</script>'


def head(doc, site, ld=True, og=True, title=None, more='', state=None):
    cs = site.get('charset', 'utf-8')
    t = esc(title or f"{doc['headline']} | {site['name']}")
    h = [f'<meta charset="{cs}">', '<meta name="viewport" content="width=device-width, initial-scale=1">', f'<title>{t}</title>',
         f'<meta name="description" content="{esc(doc["dek"])}">', f'<link rel="canonical" href="{site["url"]}">']
    if og:
        h += [f'<meta property="og:title" content="{esc(doc["headline"])}">', f'<meta property="og:site_name" content="{esc(site["name"])}">',
              f'<meta property="og:url" content="{site["url"]}">', '<meta property="og:type" content="article">',
              '<meta name="twitter:card" content="summary_large_image">']
        if not doc.get('nodate') and not doc.get('hide_meta'):
            h.append(f'<meta property="article:published_time" content="{doc.get("meta_pub", iso(doc["pub"]))}">')
            if doc.get('upd') or doc.get('meta_mod'):
                h.append(f'<meta property="article:modified_time" content="{doc.get("meta_mod", iso(doc.get("upd") or doc["pub"]))}">')
    h += doc.get('extra_head', [])
    if ld or doc.get('jsonld_extra'):
        h.append(ld_block(doc, site))
    if state or doc.get('state_extra'):
        h.append(state_block(doc, site, state or 'window.__INITIAL_STATE__'))
    h.append(more)
    return "\n".join(h)


def hc(doc):
    return "\n".join(f"<!-- {c} -->" for c in doc.get('html_comments', []))


def footer_year(doc):
    if doc.get('nodate') or doc.get('hide_meta'):
        return ''
    return f"© {doc['pub'].astimezone(UTC).year} "


def page(doc, site, hd, bd, battrs=''):
    lang = f' lang="{site["lang"]}"' if site.get('lang') else ''
    an = ['<script async src="https://www.googletagmanager.example/gtag/js?id=G-' + str(doc['num'] % 99999) + '"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-' + str(doc['num'] % 99999) + '",{"anonymize_ip":true});</script>',
          '<script>!function(){var s=document.createElement("script");s.src="https://cdn.chartbeat.example/js/chartbeat.js";s.async=1;window._sf_async_config={uid:' + str(doc['num'] % 60000) + ',domain:"' + site['domain'] + '",sections:"business"};document.head.appendChild(s)}();</script>',
          '<script type="text/javascript">var _paq=window._paq=window._paq||[];_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);</script>',
          '']
    hd = hd + "\n" + an[doc['num'] % 4]
    if doc['num'] % 3:
        hd += "\n" + css_block(doc)
        bd = bd + "\n" + mega_footer(doc, site)
    if doc['num'] % 11 == 0 or doc.get('long') and doc['num'] % 2:
        bd = bd + "\n" + market_table(doc, site)
    if doc['num'] % 5 in (1, 2):
        hd += "\n" + flags_block(doc, site)
    xf = "\n".join(doc.get('extra_foot', []))
    return f"<!DOCTYPE html>\n<html{lang}>\n<head>\n{hd}\n</head>\n<body{battrs}>\n{hc(doc)}\n{bd}\n{xf}\n</body>\n</html>\n"


def css_block(doc):
    import random as _r
    rr = _r.Random(doc['num'])
    sels = ['.hdr', '.nav a', '.story p', '.rail li', '.ts', '.btn', '.c-time', '.footer-cols ul', '.promo', '.ad-slot', '.kicker', '.byline', 'figure img', '.share a', '.tag']
    rules = []
    for s in sels * 3:
        rules.append(f"{s}{rr.choice(['', ':hover', '>span', '+p'])}{{margin:{rr.randint(0,24)}px {rr.randint(0,24)}px;color:#{rr.randint(0, 0xffffff):06x};font-size:{rr.randint(11,22)}px;line-height:{rr.uniform(1.1,1.8):.2f}}}")
    rules.append("@media (max-width:768px){.rail{display:block;width:100%}.nav{overflow-x:auto}}")
    return "<style>" + "".join(rules) + "</style>"


def flags_block(doc, site):
    import random as _r
    rr = _r.Random(doc['num'] + 7)
    flags = {f"ff_{n}": rr.random() < 0.5 for n in ['newNav', 'lazyAds', 'paywallMeter', 'darkMode', 'liveTicker', 'commentsV2', 'audioArticles', 'recirculationRail', 'pushPrompt', 'consentV3']}
    cfg = {"env": "production", "build": f"{rr.randint(1000, 9999)}-{rr.getrandbits(28):07x}", "region": site['cc'].lower(), "flags": flags,
           "experiments": [{"id": f"exp-{rr.randint(100, 999)}", "variant": rr.choice(['A', 'B', 'control'])} for _ in range(4)],
           "cdn": f"https://static.{site['domain']}/assets/", "quoteApi": "/api/v2/quotes?symbols=", "sectionIds": [rr.randint(10, 99) for _ in range(8)]}
    return f'<script id="site-config" type="application/json">{jd(cfg)}</script>'


def market_table(doc, site):
    import random as _r
    rr = _r.Random(doc['num'] + 11)
    rows = []
    allc = [c for k in COS for c in COS[k]]
    for i in range(rr.randint(120, 400)):
        n, tk, ex, sec = rr.choice(allc)
        last = rr.uniform(0.5, 250)
        ch = rr.uniform(-6, 6)
        rows.append(f'<tr data-sym="{tk}.{i}"><td class="sym">{tk}</td><td>{esc(n)}</td><td>{ex}</td><td class="num">{last:,.2f}</td><td class="num {"up" if ch > 0 else "dn"}">{ch:+.2f}%</td><td class="num">{rr.randint(10, 9000)}k</td></tr>')
    return ('<section class="market-data" aria-label="Market data"><h3>Market movers (delayed)</h3><table class="quotes"><thead><tr><th>Code</th><th>Name</th><th>Exchange</th><th>Last</th><th>Chg</th><th>Vol</th></tr></thead><tbody>'
            + "".join(rows) + '</tbody></table></section>')


def mega_footer(doc, site):
    cols = {"About us": ["Our company", "Careers", "Editorial standards", "Corrections policy", "Contact the newsroom"],
            "Sections": ["Markets", "Companies", "Economy", "Property", "Personal finance", "Technology", "Opinion"],
            "Services": ["Newsletters", "Podcasts", "Apps", "Events", "Syndication", "Archive"],
            "Legal": ["Terms of use", "Privacy notice", "Cookie settings", "Accessibility", "Modern slavery statement"]}
    html_cols = "".join(f'<div class="fcol"><h4>{k}</h4><ul>' + "".join(f'<li><a href="/{slug(x)}">{x}</a></li>' for x in v) + '</ul></div>' for k, v in cols.items())
    soc = "".join(f'<a class="soc soc-{n}" href="https://{n}.example/{site["domain"].split(".")[0]}" aria-label="{n.title()}"><svg viewBox="0 0 24 24" width="20" height="20"><path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2z"/></svg></a>' for n in ['facebook', 'x', 'linkedin', 'youtube', 'instagram'])
    return f'<div class="footer-cols" role="contentinfo">{html_cols}<div class="social">{soc}</div><p class="legal-small">{esc(site["name"])} is a trading name of its publisher. Market data delayed by at least 15 minutes. Not investment advice.</p></div>'


def slug(x):
    return "".join(c.lower() if c.isalnum() else '-' for c in x)


def cookie(site):
    return (f'<div id="cookie-consent" class="cc-banner" role="dialog" aria-label="Cookie consent"><p>{esc(site["name"])} uses cookies to '
            f'personalise content and analyse traffic. <a href="/privacy">Privacy policy</a></p><button data-cc="accept">Accept all</button>'
            f'<button data-cc="manage">Manage</button></div>')


def adcfg(site, slots=('top', 'mpu1')):
    cfg = {"network": "/21804413/" + site['domain'].split('.')[0], "slots": [{"id": f"ad-{s}", "sizes": [[300, 250], [728, 90]]} for s in slots],
           "targeting": {"sec": "markets", "lang": site.get('lang') or 'en'}, "lazy": True}
    return f'<script>window.adConfig = {jd(cfg)};</script>'


def nav(items):
    return '<nav class="primary"><ul>' + "".join(f'<li><a href="/{i.lower().replace(" ", "-")}">{esc(i)}</a></li>' for i in items) + '</ul></nav>'


def sidebar(doc, site, title='Most read', v='short', cls='rail'):
    if not doc.get('side'):
        return ''
    lis = "".join(f'<li><a href="{it["href"]}">{esc(it["title"])}</a> <span class="ts">{esc(sd(doc, it, site, v))}</span></li>' for it in doc['side'])
    return f'<aside class="{cls}"><h3>{esc(title)}</h3><ol>{lis}</ol></aside>'


def comments(doc, site, v='long', title='Comments'):
    if not doc.get('comments'):
        return ''
    out = []
    for i, c in enumerate(doc['comments']):
        out.append(f'<div class="comment" id="c{1000+i}"><div class="c-head"><strong>{esc(c["user"])}</strong> <span class="c-time">{esc(cd(doc, c, site, v))}</span></div>'
                   f'<div class="c-body"><p>{c["text"]}</p></div></div>')
    return f'<section class="comments"><h3>{esc(title)} ({len(out)})</h3>{"".join(out)}</section>'


# ---------------------------------------------------------------- styles

@style('terminal_story', sidebar=True)
def s_terminal(doc, site):
    cc = site['cc']
    ts = PUB(doc, site, 'time24')
    up = UPD(doc, site, 'time24')
    hd = head(doc, site, ld=False, og=False, title=f"{doc['headline'].upper()}", more='<style>body{background:#000;color:#f90;font-family:monospace}.amber{color:#fc0}.grn{color:#0f0}</style>')
    rel = sidebar(doc, site, 'RELATED STORIES', 'time24', 'rel')
    bd = f"""<div class="term-bar"><span class="fn">NI {doc['ticker']} &lt;GO&gt;</span> <span class="src">{esc(site['name'].upper())} NEWS</span></div>
<div class="story" data-suid="{doc['slug'].upper()[:12]}">
<div class="hdr amber">{esc(doc['headline'].upper())}</div>
<div class="byl">{'' if doc.get('nodate') else esc(ts)} &nbsp; By {esc(doc['author'])}{(' &nbsp; (Updated ' + esc(up) + ')') if up else ''}</div>
<pre class="tickers">{doc['ticker']} {doc['exchange'][:2].upper()} Equity   {doc.get('px','')}</pre>
<div class="txt">{body(doc)}</div>
<div class="eos">To contact the reporter on this story: {esc(doc['author'])} in {esc(doc['city'])}</div>
</div>{rel}
<div class="foot grn">{footer_year(doc)}{esc(site['name'])} L.P. All rights reserved.</div>"""
    return page(doc, site, hd, bd, ' class="terminal"')


@style('sa_article', comments=True)
def s_sa(doc, site):
    hd = head(doc, site, more=adcfg(site), state='window.SA')
    up = UPD(doc, site, 'mon3')
    bd = f"""{cookie(site)}<header class="sa-top">{nav(['Home','Analysis','News','Dividends','Earnings','Screeners'])}</header>
<article data-test-id="article">
<div class="symbols"><a href="/symbol/{doc['ticker']}">{doc['ticker']}</a></div>
<h1 data-test-id="post-title">{esc(doc['headline'])}</h1>
<div class="author-box"><a href="/author/{doc['author'].lower().replace(' ','-')}">{esc(doc['author'])}</a> <span>Long/short equity, special situations</span></div>
<span data-test-id="post-date">{esc(PUB(doc, site, 'long'))}</span>{(' <span class="upd">Updated: '+esc(up)+'</span>') if up else ''}
<section class="summary"><h2>Summary</h2><ul><li>{esc(doc['dek'])}</li><li>Valuation remains the key debate.</li><li>I rate the shares a Hold.</li></ul></section>
<div class="paywall-body">{body(doc)}</div>
<p class="disclosure"><em>Analyst's Disclosure: I/we have no stock, option or similar derivative position in any of the companies mentioned.</em></p>
</article>
{sidebar(doc, site, 'More on ' + doc['ticker'], 'mon3')}
{comments(doc, site, 'mon3', 'Comments')}
<footer>{footer_year(doc)}{esc(site['name'])}</footer>"""
    return page(doc, site, hd, bd)


@style('substack_post', comments=True, sidebar=False)
def s_substack(doc, site):
    hd = head(doc, site, state='window._preloads')
    up = UPD(doc, site, 'mon3')
    bd = f"""<div class="topbar"><a class="pub-name" href="/">{esc(site['name'])}</a> <button class="subscribe-btn">Subscribe</button></div>
<div class="post">
<h1 class="post-title">{esc(doc['headline'])}</h1><h3 class="subtitle">{esc(doc['dek'])}</h3>
<div class="post-meta"><a class="author">{esc(doc['author'])}</a> <div class="post-date" title="{esc(PUB(doc, site, 'long'))}">{esc(doc['_shown'].get('pub',''))}</div>{('<div class="edited">Edited '+esc(up)+'</div>') if up else ''}</div>
<div class="available-content"><div class="body markup">{body(doc)}</div></div>
<div class="subscription-widget"><p>Thanks for reading {esc(site['name'])}! Subscribe for free to receive new posts.</p><input type="email" placeholder="Type your email..."></div>
</div>
{comments(doc, site, 'mon3', 'Discussion')}
<div class="footer">{footer_year(doc)}{esc(doc['author'])} · Privacy · Terms · Collection notice</div>"""
    return page(doc, site, hd, bd)


@style('medium_post', comments=True, sidebar=True)
def s_medium(doc, site):
    hd = head(doc, site, state='window.__APOLLO_STATE__')
    bd = f"""<div id="root"><div class="metabar">Sign in · Get started</div>
<article><section>
<h1 class="pw-post-title">{esc(doc['headline'])}</h1><h2 class="pw-subtitle-paragraph">{esc(doc['dek'])}</h2>
<div class="pw-author"><a rel="author">{esc(doc['author'])}</a> · <span>{doc.get('readmins', 6)} min read</span> · <span data-testid="storyPublishDate">{esc(PUB(doc, site, 'mon3'))}</span>{(' · <span>Updated '+esc(UPD(doc, site, 'mon3'))+'</span>') if doc.get('upd') else ''}</div>
<div class="pw-post-body-paragraph">{body(doc, 'p', 'pw-post-body-paragraph')}</div>
</section></article>
<div class="claps" aria-label="clap count">{doc.get('claps', 214)}</div>
{comments(doc, site, 'mon3', 'Responses')}
{sidebar(doc, site, 'More from ' + site['name'], 'mon3', 'more-from')}
</div>"""
    return page(doc, site, hd, bd)


@style('yahoo_news', comments=True)
def s_yahoo(doc, site):
    hd = head(doc, site, more=adcfg(site, ('LREC', 'LDRB')), state='root.App.main')
    more = ''
    if doc.get('side'):
        more = '<section id="more-news"><h3>More news</h3><ul class="stream">' + "".join(
            f'<li class="js-stream-content"><div class="provider">{esc(it.get("prov","Wire"))} · {esc(sd(doc, it, site, "rel"))}</div><h3><a href="{it["href"]}">{esc(it["title"])}</a></h3></li>' for it in doc['side']) + '</ul></section>'
    bd = f"""<div id="ybar">{nav(['Finance','Watchlists','Markets','News','Videos','Screeners'])}</div>
<div class="caas-body-wrapper"><header class="caas-header"><h1 data-test-locator="headline">{esc(doc['headline'])}</h1></header>
<div class="caas-attr"><span class="caas-author-byline-collapse">{esc(doc['author'])}</span><div class="caas-attr-time-style"><time datetime="{doc.get('time_attr', '' if doc.get('nodate') or doc.get('hide_meta') else iso(doc['pub']))}">{esc(PUB(doc, site, 'long'))}</time>{(' · Updated <time>'+esc(UPD(doc, site, 'long'))+'</time>') if doc.get('upd') else ''} · 3 min read</div></div>
<div class="caas-body">{body(doc)}</div></div>
<div id="quote-lookup"><span class="symbol">{doc['ticker']}</span></div>
{comments(doc, site, 'long', 'Conversations')}{more}
<footer>{footer_year(doc)}Terms and Privacy Policy</footer>"""
    return page(doc, site, hd, bd)


@style('linkedin_post', comments=True, sidebar=False)
def s_linkedin(doc, site):
    hd = head(doc, site, ld=False)
    bd = f"""<header class="global-nav">Home · My Network · Jobs · Messaging</header>
<main class="feed-shared-update-v2" data-urn="urn:li:activity:{doc['num']}">
<div class="update-components-actor"><span class="actor-name">{esc(doc['author'])}</span><span class="actor-description">Head of Investor Relations at {esc(doc['company'])}</span>
<span class="actor-sub-description">{esc(PUB(doc, site, 'date'))} • 🌐</span>{(' <span class="edited">Edited '+esc(UPD(doc, site, 'date'))+'</span>') if doc.get('upd') else ''}</div>
<div class="update-components-text"><p><strong>{esc(doc['headline'])}</strong></p>{body(doc)}<p>#investorrelations #{doc['ticker'].lower()} #{doc['sector'].replace(' ','')}</p></div>
<div class="social-details-social-counts">{doc.get('likes', 128)} reactions · {len(doc.get('comments', []))} comments</div>
{comments(doc, site, 'date', 'Comments')}
</main>"""
    return page(doc, site, hd, bd)


@style('stocktwits_stream', comments=True, sidebar=True)
def s_stocktwits(doc, site):
    hd = head(doc, site, ld=False, state='window.INITIAL_STATE')
    msgs = ''.join(f'<div class="st-message"><a class="user">@{esc(c["user"])}</a> <span class="sent {c.get("sent","")}">{esc(c.get("sentl","Bullish"))}</span><a class="timestamp">{esc(cd(doc, c, site, "long"))}</a><div class="body">${doc["ticker"]} {c["text"]}</div></div>' for c in doc.get('comments', []))
    bd = f"""<div class="symbol-header"><h1>${doc['ticker']}</h1><span>{esc(doc['company'])}</span> <span class="watchers">{doc.get('watchers', 4823)} watchers</span></div>
<div class="pinned-news"><span class="label">News</span> <h2>{esc(doc['headline'])}</h2><span class="src">{esc(site['name'])} · {esc(PUB(doc, site, 'long'))}</span>{(' <span>Updated '+esc(UPD(doc, site,'long'))+'</span>') if doc.get('upd') else ''}<div class="summary">{body(doc)}</div></div>
<div class="stream">{msgs}</div>
{sidebar(doc, site, 'Trending', 'short')}"""
    return page(doc, site, hd, bd)


@style('telegram_export', comments=True, sidebar=False)
def s_telegram(doc, site):
    hd = f'<meta charset="utf-8"><title>Exported Data</title><link href="css/style.css" rel="stylesheet">' + "".join(doc.get('extra_head', []))
    if doc.get('state_extra') or doc.get('jsonld_extra'):
        hd += state_block(doc, site, 'window.exportMeta') + (ld_block(doc, site) if doc.get('jsonld_extra') else '')
    main_t = PUB(doc, site, 'numeric_time')
    hhmm = '' if doc.get('nodate') else loc(doc['pub'], site['cc']).strftime('%H:%M')
    msgs = [f'<div class="message default clearfix" id="message{doc["num"] % 9000}"><div class="body"><div class="pull_right date details" title="{esc(main_t)}">{hhmm}</div>'
            f'<div class="from_name">{esc(site["name"])}</div><div class="text"><strong>{esc(doc["headline"])}</strong><br>{"<br><br>".join(doc["paras"])}</div>'
            + "".join(doc.get('extra_body', [])) + (f'<div class="edited">edited {esc(UPD(doc, site, "numeric_time"))}</div>' if doc.get('upd') else '') + '</div></div>']
    for i, c in enumerate(doc.get('comments', [])):
        tm = cd(doc, c, site, 'numeric_time')
        msgs.append(f'<div class="message default clearfix joined" id="message{doc["num"] % 9000 + i + 1}"><div class="body"><div class="pull_right date details" title="{esc(tm)}">{esc(tm)}</div><div class="from_name">{esc(c["user"])}</div><div class="reply_to details">In reply to this message</div><div class="text">{c["text"]}</div></div></div>')
    bd = f"""<div class="page_wrap"><div class="page_header"><div class="content"><div class="text bold">{esc(site['name'])} — market alerts</div></div></div>
<div class="page_body chat_page"><div class="history">
<div class="message service" id="message-1"><div class="body details">{'' if doc.get('nodate') else esc(PUB(doc, site, 'date'))}</div></div>
{''.join(msgs)}
</div></div></div>"""
    return page(doc, site, hd, bd)


@style('slack_export', comments=True, sidebar=False)
def s_slack(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"#{doc['ticker'].lower()}-desk | Slack archive")
    rows = [f'<div class="msg" data-ts="{"" if doc.get("nodate") or doc.get("hide_meta") else int(doc["pub"].timestamp())}.000100"><span class="who">{esc(doc["author"])}</span> <span class="when">{esc(PUB(doc, site, "long"))}</span>'
            f'<div class="text"><b>{esc(doc["headline"])}</b></div><div class="text">{body(doc)}</div>{("<div class=edited>(edited " + esc(UPD(doc, site, "long")) + ")</div>") if doc.get("upd") else ""}</div>']
    for c in doc.get('comments', []):
        rows.append(f'<div class="msg reply"><span class="who">{esc(c["user"])}</span> <span class="when">{esc(cd(doc, c, site, "long"))}</span><div class="text">{c["text"]}</div></div>')
    bd = f"""<div class="archive"><h1>#{doc['ticker'].lower()}-desk</h1><p class="export-note">Exported from {esc(site['name'])} workspace · channel history · public channel</p>
{''.join(rows)}</div>"""
    return page(doc, site, hd, bd)


@style('discord_export', comments=True, sidebar=False)
def s_discord(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"{site['name']} - #market-chat")
    rows = [f'<div class="chatlog__message-group"><div class="chatlog__author">{esc(doc["author"])}</div><span class="chatlog__timestamp">{esc(PUB(doc, site, "numeric_time"))}</span>'
            f'<div class="chatlog__content"><div class="chatlog__embed"><div class="chatlog__embed-title">{esc(doc["headline"])}</div><div class="chatlog__embed-description">{body(doc)}</div></div></div>'
            f'{("<span class=chatlog__edited-timestamp title=Edited>(edited " + esc(UPD(doc, site, "numeric_time")) + ")</span>") if doc.get("upd") else ""}</div>']
    for c in doc.get('comments', []):
        rows.append(f'<div class="chatlog__message-group"><div class="chatlog__author">{esc(c["user"])}</div><span class="chatlog__timestamp">{esc(cd(doc, c, site, "numeric_time"))}</span><div class="chatlog__content">{c["text"]}</div></div>')
    bd = f"""<div class="preamble"><div class="preamble__guild">{esc(site['name'])}</div><div class="preamble__channel">#market-chat</div></div>
<div class="chatlog">{''.join(rows)}</div><div class="postamble">Exported {len(rows)} message(s)</div>"""
    return page(doc, site, hd, bd)


@style('company_blog', comments=True)
def s_company_blog(doc, site):
    hd = head(doc, site, more='<link rel="alternate" type="application/rss+xml" href="/blog/feed.xml">')
    bd = f"""{cookie(site)}<header class="site-header"><a class="logo" href="/">{esc(doc['company'])}</a>{nav(['Products','Investors','Careers','Newsroom','Blog'])}</header>
<main class="blog-post"><p class="eyebrow">Company news</p><h1>{esc(doc['headline'])}</h1>
<p class="meta">Posted by {esc(doc['author'])}, Corporate Communications · {esc(PUB(doc, site, 'date'))}{(' · Last updated ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p>
<div class="entry-content">{body(doc)}</div>
<p class="fls"><small>This post contains forward-looking statements that involve risks and uncertainties.</small></p>
</main>{sidebar(doc, site, 'Recent posts', 'date')}{comments(doc, site, 'date', 'Comments')}
<footer class="site-footer">{footer_year(doc)}{esc(doc['company'])}. All rights reserved. <a href="/legal">Legal</a></footer>"""
    return page(doc, site, hd, bd)


@style('ir_event')
def s_ir_event(doc, site):
    hd = head(doc, site, ld=False, state='window.__IR_EVENT__')
    ev = doc.get('event_when')
    evs = esc(fmt(ev, site['cc'], 'long')) if ev else ''
    bd = f"""<header>{nav(['Overview','Financials','Events & Presentations','Governance','Stock Info'])}</header>
<main class="ir-event"><h1>{esc(doc['headline'])}</h1>
<div class="event-detail"><dl><dt>Date</dt><dd>{evs}</dd><dt>Format</dt><dd>Live webcast and conference call</dd><dt>Posted</dt><dd>{esc(PUB(doc, site, 'date'))}</dd>{('<dt>Last modified</dt><dd>' + esc(UPD(doc, site, 'date')) + '</dd>') if doc.get('upd') else ''}</dl>
<a class="btn webcast" href="https://events.webcast.example/{doc['slug']}" data-provider="q4">Register for webcast</a>
<p class="dial-in">Dial-in: +1 800 555 0{doc['num'] % 900 + 100} · Conference ID {doc['num'] % 1000000}</p></div>
<section class="about">{body(doc)}</section>
{sidebar(doc, site, 'Past events', 'date')}
</main><footer>{footer_year(doc)}{esc(doc['company'])} Investor Relations · Powered by IR platform</footer>"""
    return page(doc, site, hd, bd)


@style('prospectus_page', sidebar=False)
def s_prospectus(doc, site):
    hd = head(doc, site, og=False, ld=False)
    bd = f"""<div class="disclaimer-gate"><p>The information on this page is not for release, publication or distribution, directly or indirectly, in or into any jurisdiction where to do so would be unlawful. By clicking "I agree" you confirm you are not located in a restricted jurisdiction.</p><button>I agree</button></div>
<main class="offering"><h1>Offering Circular — {esc(doc['company'])}</h1><h2>{esc(doc['headline'])}</h2>
<table class="summary"><tr><th>Issuer</th><td>{esc(doc['company'])}</td></tr><tr><th>Listing</th><td>{esc(doc['exchange'])}</td></tr><tr><th>Date of this document</th><td>{esc(PUB(doc, site, 'date'))}</td></tr>{('<tr><th>Supplement dated</th><td>' + esc(UPD(doc, site, 'date')) + '</td></tr>') if doc.get('upd') else ''}<tr><th>Lead manager</th><td>Calderwood Capital Markets</td></tr></table>
<section class="risk"><h3>Summary</h3>{body(doc)}</section>
<p class="legal">Investors should read the whole of this document, including the risk factors, before making any investment decision.</p>
</main><footer>{footer_year(doc)}{esc(doc['company'])}</footer>"""
    return page(doc, site, hd, bd)


@style('cb_speech')
def s_cb_speech(doc, site):
    cbn = CB[site['cc']][0]
    hd = head(doc, site, ld=True, title=f"{doc['headline']} - Speech by {doc['author']} | {cbn}")
    bd = f"""<header class="cb-header"><a href="/">{esc(cbn)}</a>{nav(['Monetary policy','Financial stability','Statistics','Publications','Speeches'])}</header>
<main id="main-content"><div class="breadcrumb">Home › News and publications › Speeches</div>
<h1>{esc(doc['headline'])}</h1><p class="speech-meta">Speech given by {esc(doc['author'])}, Deputy Governor<br>{esc(doc.get('venue','Annual Economic Forum'))}<br>Published on {esc(PUB(doc, site, 'date'))}{('<br>Page last updated ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p>
<div class="speech-text">{body(doc)}</div>
<p class="footnote-ref">I am grateful to colleagues for their assistance in preparing these remarks. The views expressed are my own.</p>
{sidebar(doc, site, 'Related speeches', 'date')}</main>
<footer>{footer_year(doc)}{esc(cbn)}</footer>"""
    return page(doc, site, hd, bd)


@style('court_summary', sidebar=True)
def s_court(doc, site):
    hd = head(doc, site, ld=False, og=False)
    bd = f"""<header class="court-hdr"><span>{esc(site['name'])}</span> — Judgments & Case Summaries</header>
<main><h1>{esc(doc['headline'])}</h1>
<table class="case"><tr><th>Case</th><td>{esc(doc.get('case_name', doc['company'] + ' v. Commissioner of Revenue'))}</td></tr><tr><th>Citation</th><td>[{'' if doc.get('nodate') or doc.get('hide_meta') else doc['pub'].year}] {doc['ticker']}C {doc['num'] % 900}</td></tr>
<tr><th>Summary published</th><td>{esc(PUB(doc, site, 'date'))}</td></tr>{('<tr><th>Summary revised</th><td>' + esc(UPD(doc, site, 'date')) + '</td></tr>') if doc.get('upd') else ''}</table>
<section class="summary"><h2>Summary</h2>{body(doc)}</section>
<p class="notice">This summary is provided to assist in understanding the decision. It does not form part of the reasons for judgment.</p>
{sidebar(doc, site, 'Recent summaries', 'numeric')}</main>"""
    return page(doc, site, hd, bd)


@style('procurement_notice')
def s_procurement(doc, site):
    hd = head(doc, site, ld=False, og=False, state='json:notice-data')
    close = doc.get('event_when')
    bd = f"""<header class="gov-header"><a class="crest" href="/">{esc(site['name'])}</a><span class="phase-banner">BETA</span></header>
<main class="notice"><span class="caption">Contract award notice</span><h1>{esc(doc['headline'])}</h1>
<dl class="summary-list"><dt>Buyer</dt><dd>{esc(doc.get('buyer','Department for Transport Infrastructure'))}</dd><dt>Supplier</dt><dd>{esc(doc['company'])}</dd>
<dt>Published</dt><dd>{esc(PUB(doc, site, 'date'))}</dd>{('<dt>Last edited</dt><dd>' + esc(UPD(doc, site, 'date')) + '</dd>') if doc.get('upd') else ''}
<dt>Contract start</dt><dd>{esc(fmt(close, site['cc'], 'date')) if close else 'See documents'}</dd><dt>Procedure</dt><dd>Open procedure</dd></dl>
<h2>Description</h2>{body(doc)}
{sidebar(doc, site, 'Other notices from this buyer', 'date')}</main>
<footer class="gov-footer">All content is available under the Open Government Licence v3.0</footer>"""
    return page(doc, site, hd, bd)


@style('trade_magazine', comments=True)
def s_trade_mag(doc, site):
    hd = head(doc, site, more=adcfg(site, ('leader', 'mpu', 'skin')))
    bd = f"""{cookie(site)}<div class="masthead"><span class="mag">{esc(site['name'])}</span> <span class="issue">{esc(doc['sector'].title())} intelligence</span></div>{nav(['News','Analysis','Markets','People','Events','Subscribe'])}
<article class="mag-article"><div class="kicker">{esc(doc['sector'].upper())}</div><h1>{esc(doc['headline'])}</h1><p class="standfirst">{esc(doc['dek'])}</p>
<div class="byline">{esc(doc['author'])} | {esc(PUB(doc, site, 'date'))}{(' | Updated ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</div>
<div class="article-body">{body(doc)}</div><div class="ad-slot" id="ad-mpu"></div></article>
{sidebar(doc, site, 'Most popular', 'date')}{comments(doc, site, 'date', 'Reader comments')}
<footer>{footer_year(doc)}{esc(site['name'])} Media Ltd. Registered in England and Wales.</footer>"""
    return page(doc, site, hd, bd)


@style('local_tv', comments=True)
def s_local_tv(doc, site):
    hd = head(doc, site, more=adcfg(site), state='window.__STATION__')
    bd = f"""<div class="weather-strip">{esc(doc['city'])} 14° · Traffic · Closings</div><header class="station"><span class="call">{esc(site['name'])}</span>{nav(['News','Weather','Sports','Money','Watch Live'])}</header>
<article><h1 class="headline">{esc(doc['headline'])}</h1><div class="byline">By {esc(doc['author'])} | Published: {esc(PUB(doc, site, 'long'))}{(' | Updated: ' + esc(UPD(doc, site, 'long'))) if doc.get('upd') else ''}</div>
<div class="video-player" data-autoplay="false" data-src="/video/{doc['slug']}.m3u8"></div>
<div class="story-body">{body(doc)}</div><p class="copyright">Copyright {'' if doc.get('nodate') or doc.get('hide_meta') else doc['pub'].year} {esc(site['name'])}. All rights reserved.</p></article>
{sidebar(doc, site, 'Trending on ' + site['name'], 'rel')}{comments(doc, site, 'long', 'Join the conversation')}"""
    return page(doc, site, hd, bd)


@style('radio_transcript', sidebar=True)
def s_radio(doc, site):
    hd = head(doc, site, ld=True)
    segs = "".join(f'<p><span class="spk">{esc(doc["author"] if i % 2 == 0 else doc["analyst"]).upper()}:</span> {p}</p>' for i, p in enumerate(doc['paras']))
    xb = "".join(doc.get('extra_body', []))
    bd = f"""<header class="radio">{esc(site['name'])} · Listen live · Programmes · Podcasts</header>
<main><h1>{esc(doc['headline'])}</h1><p class="prog">The Business Hour · Broadcast {esc(PUB(doc, site, 'long'))}{(' · Transcript corrected ' + esc(UPD(doc, site, 'long'))) if doc.get('upd') else ''}</p>
<audio controls src="/audio/{doc['slug']}.mp3"></audio><div class="transcript"><p class="note">This is a transcript of a radio broadcast. It may contain errors.</p>{segs}{xb}</div>
{sidebar(doc, site, 'More from The Business Hour', 'date')}</main>"""
    return page(doc, site, hd, bd)


@style('gdocs_memo', sidebar=False)
def s_gdocs(doc, site):
    hd = f'<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{esc(doc["headline"])} - Google Docs</title>' + "".join(doc.get('extra_head', [])) + (state_block(doc, site, 'DOCS_modelChunk') if doc.get('state_extra') else '') + (ld_block(doc, site) if doc.get('jsonld_extra') else '')
    ps = "".join(f'<p class="c3"><span class="c1">{p}</span></p>' for p in doc['paras'])
    xb = "".join(doc.get('extra_body', []))
    bd = f"""<div id="banners"><div id="publish-banner">Published using Google Docs</div><a href="#">Report abuse</a> <a href="#">Learn more</a></div>
<div id="contents"><div class="doc-content"><p class="title"><span>INTERNAL MEMO — {esc(doc['company'])}</span></p>
<p class="c3"><span class="c2">To: Investment Committee · From: {esc(doc['author'])}{'' if doc.get('nodate') else ' · Date: ' + esc(PUB(doc, site, 'date'))}{(' · Revised: ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</span></p>
<h1 class="c5"><span>{esc(doc['headline'])}</span></h1>{ps}{xb}</div></div>
<div id="footer">Updated automatically every 5 minutes</div>"""
    return page(doc, site, hd, bd)


@style('pdf2html_report', sidebar=False)
def s_pdf2html(doc, site):
    hd = head(doc, site, ld=False, og=False, more='<meta name="generator" content="pdf2htmlEX"><style>.pf{position:relative}.t{position:absolute;white-space:pre}</style>')
    lines = []
    top = 120
    for p in [f"<b>{esc(doc['company'].upper())}</b>", f"{esc(doc['headline']).upper()}", f"Report date: {esc(PUB(doc, site, 'date'))}"] + ([f"Amended: {esc(UPD(doc, site, 'date'))}"] if doc.get('upd') else []) + doc['paras'] + doc.get('extra_body', []):
        lines.append(f'<div class="t m0 x1 h2 y{top} ff1 fs2 fc0 sc0 ls0 ws0" style="top:{top}px;left:72px">{p}</div>')
        top += 38
    bd = f'<div id="sidebar"><div id="outline"></div></div><div id="page-container"><div id="pf1" class="pf w0 h0" data-page-no="1"><div class="pc pc1 w0 h0">{"".join(lines)}</div></div></div>'
    return page(doc, site, hd, bd)


@style('email_view_online', sidebar=True)
def s_email(doc, site):
    hd = head(doc, site, ld=False, og=False, title=doc['headline'])
    rows = "".join(f'<tr><td class="txt" style="font-family:Arial;font-size:15px;line-height:22px;padding:0 24px 14px">{p}</td></tr>' for p in doc['paras'])
    xb = "".join(f'<tr><td>{x}</td></tr>' for x in doc.get('extra_body', []))
    side = ''
    if doc.get('side'):
        side = '<tr><td style="padding:12px 24px"><h3>Also in today\'s edition</h3>' + "".join(f'<p><a href="{it["href"]}?utm_source=newsletter">{esc(it["title"])}</a> — {esc(sd(doc, it, site, "short"))}</p>' for it in doc['side']) + '</td></tr>'
    bd = f"""<div style="display:none;max-height:0;overflow:hidden">{esc(doc['dek'])}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center"><table width="600" class="container">
<tr><td style="font-size:11px;color:#888;padding:8px 24px">Having trouble viewing this email? You're viewing the online version.</td></tr>
<tr><td class="masthead" style="padding:18px 24px;background:#0b2545;color:#fff"><b>{esc(site['name'])}</b> · Morning Markets · {esc(PUB(doc, site, 'weekday'))}{(' · Correction issued ' + esc(UPD(doc, site, 'weekday'))) if doc.get('upd') else ''}</td></tr>
<tr><td style="padding:18px 24px"><h1 style="font-size:22px">{esc(doc['headline'])}</h1></td></tr>{rows}{xb}{side}
<tr><td style="font-size:11px;color:#888;padding:24px">You are receiving this because you subscribed at {site['domain']}. <a href="#">Unsubscribe</a> · <a href="#">Update preferences</a></td></tr>
</table></td></tr></table>"""
    return page(doc, site, hd, bd)


@style('rss_rendered', sidebar=True)
def s_rss(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"{site['name']} — Markets feed", more='<link rel="alternate" type="application/atom+xml" href="/feeds/markets.atom">')
    items = [f'<div class="entry"><h2 class="entry-title"><a href="{site["url"]}">{esc(doc["headline"])}</a></h2><div class="entry-meta">published: <span class="published">{esc(PUB(doc, site, "iso"))}</span>{(" · updated: <span class=updated>" + esc(UPD(doc, site, "iso")) + "</span>") if doc.get("upd") else ""} · author: {esc(doc["author"])}</div><div class="summary">{body(doc)}</div></div>']
    for it in doc.get('side', []):
        items.append(f'<div class="entry"><h2 class="entry-title"><a href="{it["href"]}">{esc(it["title"])}</a></h2><div class="entry-meta">published: <span class="published">{esc(sd(doc, it, site, "iso"))}</span></div></div>')
    bd = f"""<div class="feed-header"><h1>{esc(site['name'])} — Markets</h1><p class="subtitle">Atom feed rendered by the browser's feed preview. Subscribe with your reader.</p></div>
<div class="feed">{''.join(items)}</div>"""
    return page(doc, site, hd, bd)


@style('mobile_webview', comments=True, sidebar=True)
def s_mobile(doc, site):
    hd = head(doc, site, more='<meta name="apple-itunes-app" content="app-id=1234567890"><meta name="format-detection" content="telephone=no">', state='window.__APP_BRIDGE__')
    bd = f"""<div class="app-shell" data-platform="ios" data-app-version="7.{doc['num'] % 30}.1"><div class="nav-bar-hidden"></div>
<article class="wv-article"><div class="wv-section">{esc(doc['sector'].title())}</div><h1>{esc(doc['headline'])}</h1>
<div class="wv-meta"><span>{esc(doc['author'])}</span> · <span class="wv-time">{esc(PUB(doc, site, 'long'))}</span>{(' · <span>Updated ' + esc(UPD(doc, site, 'long')) + '</span>') if doc.get('upd') else ''}</div>
<div class="wv-body">{body(doc)}</div><button class="wv-share" onclick="AppBridge.share()">Share</button></article>
{sidebar(doc, site, 'Up next', 'rel', 'wv-next')}{comments(doc, site, 'rel', 'Comments')}</div>"""
    return page(doc, site, hd, bd)


@style('site_search', sidebar=True)
def s_search(doc, site):
    q = doc['short'].lower()
    hd = head(doc, site, ld=False, og=False, title=f"Search results for “{q}” | {site['name']}", more='<meta name="robots" content="noindex,follow">')
    res = [f'<li class="result"><h3><a href="/news/{doc["slug"]}-{doc["num"] % 100000}">{esc(doc["headline"])}</a></h3><div class="r-meta">{esc(doc["author"])} · {esc(PUB(doc, site, "date"))}{(" · updated " + esc(UPD(doc, site, "date"))) if doc.get("upd") else ""}</div><p class="snippet">{doc["paras"][0]}</p>{"".join(doc.get("extra_body", []))}</li>']
    for it in doc.get('side', []):
        res.append(f'<li class="result"><h3><a href="{it["href"]}">{esc(it["title"])}</a></h3><div class="r-meta">{esc(sd(doc, it, site, "date"))}</div></li>')
    bd = f"""<header>{nav(['News','Markets','Companies','Opinion'])}</header><main><form action="/search"><input name="q" value="{esc(q)}"><select name="sort"><option>Relevance</option><option>Newest</option></select></form>
<p class="count">{len(res)} result{'s' if len(res) != 1 else ''} for <b>{esc(q)}</b></p><ol class="results">{''.join(res)}</ol>
<div class="extended" hidden>{''.join(f'<p>{p}</p>' for p in doc['paras'][1:])}</div></main>"""
    return page(doc, site, hd, bd)


@style('photo_gallery', comments=True, sidebar=True)
def s_gallery(doc, site):
    hd = head(doc, site, more=adcfg(site, ('interstitial',)))
    slides = "".join(f'<figure class="slide" data-index="{i}"><img src="/img/{doc["slug"]}-{i}.jpg" alt="{esc(doc["company"])} — photo {i+1}" loading="lazy"><figcaption>{p}</figcaption></figure>' for i, p in enumerate(doc['paras']))
    bd = f"""<header>{esc(site['name'])} · Galleries</header><main class="gallery"><h1>In pictures: {esc(doc['headline'])}</h1>
<p class="g-meta">Photographs by {esc(doc['author'])} · {esc(PUB(doc, site, 'date'))}{(' · Updated ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p>
<div class="slides">{slides}{''.join(doc.get('extra_body', []))}</div>
<div class="counter">1 / {len(doc['paras'])}</div></main>{sidebar(doc, site, 'More galleries', 'date')}{comments(doc, site, 'date', 'Comments')}"""
    return page(doc, site, hd, bd)


@style('people_obits', comments=True, sidebar=True)
def s_obits(doc, site):
    hd = head(doc, site)
    bd = f"""<header>{esc(site['name'])} — Business People: appointments, retirements and obituaries</header>
<main><h1>{esc(doc['headline'])}</h1><p class="p-meta">{esc(doc['author'])} · {esc(PUB(doc, site, 'ordinal'))}{(' · Amended ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p>
<div class="people-body">{body(doc)}</div>
<section class="guestbook">{comments(doc, site, 'date', 'Messages & tributes')}</section></main>{sidebar(doc, site, 'Recent moves', 'date')}"""
    return page(doc, site, hd, bd)


@style('fund_factsheet', sidebar=False)
def s_factsheet(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"{doc['fund']} — Factsheet")
    cur = LOC[site['cc']]['cur']
    perf = doc.get('perf', {"1m": "1.2%", "3m": "3.8%", "1y": "9.4%", "3y p.a.": "6.1%"})
    bd = f"""<div class="fs-page"><header class="fs-head"><div class="mgr">{esc(site['name'])} Investment Management</div><h1>{esc(doc['fund'])}</h1><p class="cls">Class A Accumulation · ISIN {doc['isin']}</p></header>
<div class="fs-date">Factsheet as at {esc(PUB(doc, site, 'date'))}{(' · Reissued ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</div>
<table class="perf"><tr>{''.join(f'<th>{k}</th>' for k in perf)}</tr><tr>{''.join(f'<td>{v}</td>' for v in perf.values())}</tr></table>
<table class="facts"><tr><th>Fund size</th><td>{cur}{doc['num'] % 900 + 100}m</td></tr><tr><th>Ongoing charge</th><td>0.{doc['num'] % 80 + 10}%</td></tr><tr><th>Manager</th><td>{esc(doc['author'])}</td></tr><tr><th>Top holding</th><td>{esc(doc['company'])}</td></tr></table>
<section class="commentary"><h2>Manager commentary</h2>{body(doc)}</section>
<p class="risk">Past performance is not a reliable indicator of future results. The value of investments can fall as well as rise.</p></div>"""
    return page(doc, site, hd, bd)


@style('etf_holdings', sidebar=False)
def s_etf(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"{doc['fund']} | Holdings", state='window.__FUND__')
    rows = "".join(f'<tr><td>{h[0]}</td><td>{esc(h[1])}</td><td>{h[2]}</td><td>{h[3]:.2f}%</td></tr>' for h in doc['holdings'])
    bd = f"""<header>{esc(site['name'])} ETFs · Products · Insights · Literature</header><main><h1>{esc(doc['fund'])}</h1>
<div class="asof">Holdings as of {esc(PUB(doc, site, 'numeric'))}{(' · Last refreshed ' + esc(UPD(doc, site, 'numeric'))) if doc.get('upd') else ''}</div>
<table class="holdings"><thead><tr><th>Ticker</th><th>Name</th><th>Sector</th><th>Weight</th></tr></thead><tbody>{rows}</tbody></table>
<section class="notes"><h2>Fund notes</h2>{body(doc)}</section><p class="disc">Holdings are subject to change.</p></main>"""
    return page(doc, site, hd, bd)


@style('bond_summary', sidebar=True)
def s_bond(doc, site):
    hd = head(doc, site, ld=False, og=False)
    bd = f"""<header>{esc(site['name'])} · Debt Capital Markets</header><main><h1>{esc(doc['headline'])}</h1>
<table class="terms"><tr><th>Issuer</th><td>{esc(doc['company'])}</td></tr><tr><th>Coupon</th><td>{doc['coupon']}</td></tr><tr><th>Maturity</th><td>{doc['maturity']}</td></tr><tr><th>Pricing date</th><td>{esc(PUB(doc, site, 'date'))}</td></tr>{('<tr><th>Terms updated</th><td>' + esc(UPD(doc, site, 'date')) + '</td></tr>') if doc.get('upd') else ''}<tr><th>Denominations</th><td>200,000 + 1,000</td></tr></table>
<section class="summary">{body(doc)}</section>{sidebar(doc, site, 'Recent new issues', 'date')}</main>"""
    return page(doc, site, hd, bd)


@style('fx_morning_note', sidebar=False)
def s_fx(doc, site):
    hd = head(doc, site, ld=False, og=False, title=f"FX Morning Note — {site['name']}")
    bd = f"""<div class="note"><div class="bank">{esc(site['name'])} Global Markets · FX Strategy</div><h1>FX Morning Note: {esc(doc['headline'])}</h1>
<p class="meta">{esc(doc['author'])}, FX Strategist · {esc(PUB(doc, site, 'time24'))}{(' · Revised ' + esc(UPD(doc, site, 'time24'))) if doc.get('upd') else ''}</p>
<table class="levels"><tr><th>Pair</th><th>Spot</th><th>Support</th><th>Resistance</th></tr>{doc['fxrows']}</table>
<div class="view">{body(doc)}</div><p class="disc">For professional clients only. This material is marketing communication and not investment research.</p></div>"""
    return page(doc, site, hd, bd)


@style('options_flow_blog', comments=True, sidebar=True)
def s_optflow(doc, site):
    hd = head(doc, site, more=adcfg(site))
    bd = f"""<header class="blog-head">{esc(site['name'])} — unusual options activity, dark pools & flow</header>
<article class="post"><h1 class="entry-title">{esc(doc['headline'])}</h1><div class="entry-meta">Posted {esc(PUB(doc, site, 'long'))} by {esc(doc['author'])}{(' · Edited ' + esc(UPD(doc, site, 'long'))) if doc.get('upd') else ''}</div>
<table class="flow"><tr><th>Sym</th><th>Exp</th><th>Strike</th><th>C/P</th><th>Prem</th></tr>{doc['flowrows']}</table>
<div class="entry-content">{body(doc)}</div></article>{sidebar(doc, site, 'Recent flow posts', 'short')}{comments(doc, site, 'long', 'Discussion')}"""
    return page(doc, site, hd, bd)


@style('regional_weekly', comments=False, sidebar=True)
def s_regional(doc, site):
    hd = head(doc, site, ld=False, og=False, more='<meta name="generator" content="NewsPublisher 4.2">')
    bd = f"""<table width="100%" border="0"><tr><td class="masthead"><font size="5"><b>{esc(site['name'])}</b></font><br><font size="2">Business &amp; Farming · Property · Jobs</font></td></tr></table>
<table width="100%"><tr><td width="70%" valign="top"><h1>{esc(doc['headline'])}</h1><p><i>{esc(doc['dek'])}</i></p>
<p class="date"><b>{esc(PUB(doc, site, 'ordinal'))}</b>{(' &middot; Updated ' + esc(UPD(doc, site, 'weekday'))) if doc.get('upd') else ''} &middot; {esc(doc['author'])}</p>{body(doc)}</td>
<td width="30%" valign="top">{sidebar(doc, site, 'Latest business', 'date')}</td></tr></table>
<p align="center"><font size="1">{footer_year(doc)}{esc(site['name'])} Publishing Co.</font></p>"""
    return page(doc, site, hd, bd)


@style('exchange_announcement', sidebar=True)
def s_asx(doc, site):
    hd = head(doc, site, ld=False, og=False)
    bd = f"""<header>{esc(site['name'])} · Company announcements platform</header><main>
<table class="ann"><tr><th>Code</th><td>{doc['ticker']}</td></tr><tr><th>Headline</th><td>{esc(doc['headline'])}</td></tr><tr><th>Released</th><td>{esc(PUB(doc, site, 'numeric_time'))}</td></tr>{('<tr><th>Amended</th><td>' + esc(UPD(doc, site, 'numeric_time')) + '</td></tr>') if doc.get('upd') else ''}<tr><th>Price sensitive</th><td>Yes</td></tr><tr><th>Pages</th><td>{doc['num'] % 20 + 2}</td></tr></table>
<div class="ann-text"><h1>{esc(doc['company'])}</h1><h2>{esc(doc['headline'])}</h2>{body(doc)}<p>This announcement has been authorised for release by the Board.</p></div>
{sidebar(doc, site, 'Other announcements for ' + doc['ticker'], 'numeric')}</main>"""
    return page(doc, site, hd, bd)


@style('think_tank_brief', sidebar=True)
def s_thinktank(doc, site):
    hd = head(doc, site, ld=True)
    bd = f"""<header>{esc(site['name'])} · Research · Commentary · Events · Data</header><main class="brief"><span class="type">Policy brief</span><h1>{esc(doc['headline'])}</h1>
<p class="authors">{esc(doc['author'])} and {esc(doc['analyst'])}</p><p class="pubdate">{esc(PUB(doc, site, 'date'))}{(' · Revised ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p>
<div class="abstract"><b>Key points</b><p>{esc(doc['dek'])}</p></div><div class="brief-body">{body(doc)}</div>
{sidebar(doc, site, 'Related research', 'date')}</main><footer>{footer_year(doc)}{esc(site['name'])}. Registered charity.</footer>"""
    return page(doc, site, hd, bd)


@style('council_minutes', sidebar=False)
def s_minutes(doc, site):
    hd = head(doc, site, ld=False, og=False)
    items = "".join(f'<li><p>{p}</p></li>' for p in doc['paras'])
    bd = f"""<header>{esc(site['name'])} — Meetings, agendas and minutes</header><main><h1>Minutes: {esc(doc['headline'])}</h1>
<p class="meeting">Meeting held {esc(PUB(doc, site, 'weekday'))}, Council Chamber, Civic Centre{(' · Minutes confirmed ' + esc(UPD(doc, site, 'weekday'))) if doc.get('upd') else ''}</p>
<p>Present: Cr {esc(doc['author'])} (Chair), Cr {esc(doc['analyst'])}, Cr {esc(doc['cfo'])}. Officers in attendance: Director of Finance.</p>
<ol class="items">{items}</ol>{''.join(doc.get('extra_body', []))}<p class="close">The meeting closed at 8.42pm.</p></main>"""
    return page(doc, site, hd, bd)


@style('research_portal', sidebar=True)
def s_research(doc, site):
    hd = head(doc, site, ld=False, og=False, state='window.__RESEARCH__')
    bd = f"""<header>{esc(site['name'])} Equity Research</header><main><div class="rating-box"><span class="rating">{doc.get('rating','Accumulate')}</span> <span class="tp">Target price {LOC[site['cc']]['cur']}{doc['num'] % 90 + 10}.00</span></div>
<h1>{esc(doc['company'])} ({doc['ticker']}): {esc(doc['headline'])}</h1><p class="meta">Analyst: {esc(doc['analyst'])} · Report date: {esc(PUB(doc, site, 'numeric'))}{(' · Amended: ' + esc(UPD(doc, site, 'numeric'))) if doc.get('upd') else ''}</p>
<div class="report">{body(doc)}</div><p class="disc">Refer to important disclosures at the end of this report.</p>{sidebar(doc, site, 'Previous reports', 'numeric')}</main>"""
    return page(doc, site, hd, bd)


@style('podcast_show_notes', comments=True, sidebar=True)
def s_pod(doc, site):
    hd = head(doc, site, ld=True)
    bd = f"""<header>{esc(site['name'])} · Episodes · Hosts · Subscribe</header><main><h1>Ep. {doc['num'] % 300}: {esc(doc['headline'])}</h1>
<p class="ep-meta">{esc(PUB(doc, site, 'date'))} · 42 min{(' · Show notes updated ' + esc(UPD(doc, site, 'date'))) if doc.get('upd') else ''}</p><audio controls preload="none" src="/ep/{doc['slug']}.mp3"></audio>
<h2>Show notes</h2>{body(doc)}</main>{sidebar(doc, site, 'Recent episodes', 'date')}{comments(doc, site, 'date', 'Listener comments')}"""
    return page(doc, site, hd, bd)


@style('amp_lite_wire', sidebar=True)
def s_amp_like(doc, site):
    hd = head(doc, site, ld=True, more='<link rel="amphtml" href="' + site['url'] + '?amp=1">')
    bd = f"""<header>{esc(site['name'])} Business Desk</header><main><p class="dateline">{esc(doc['city'].upper())}, {esc(PUB(doc, site, 'long'))}{(' (Updated ' + esc(UPD(doc, site, 'long')) + ')') if doc.get('upd') else ''}</p>
<h1>{esc(doc['headline'])}</h1><div class="story">{body(doc)}</div><p class="contact">Reporting by {esc(doc['author'])}; editing by {esc(doc['analyst'])}</p></main>{sidebar(doc, site, 'Latest', 'rel')}"""
    return page(doc, site, hd, bd)

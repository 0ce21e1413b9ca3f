"""Site-style renderers. Each takes a Page and returns an HTML string (unicode)."""
from core import esc, iso_z

# ---------------------------------------------------------------- helpers

def W(P, k):
    return P.L['w'][k]


def meta_charset(P, form='html5'):
    if not P.decl:
        return ''
    if form == 'http':
        return f'<meta http-equiv="Content-Type" content="text/html; charset={P.decl}">'
    return f'<meta charset="{P.decl}">'


def jsonld_script(P):
    if not P.jsonld:
        return ''
    return f'<script type="application/ld+json">{P.jdump(P.jsonld)}</script>'


def meta_block(P):
    out = []
    if P.meta_desc:
        out.append(f'<meta name="description" content="{esc(P.meta_desc)}">')
    out.append(f'<meta property="og:title" content="{esc(P.headline)}">')
    out.append(f'<meta property="og:url" content="{esc(P.url)}">')
    out.append(f'<meta property="og:site_name" content="{esc(P.brand[0])}">')
    if P.extra.get('meta_pub'):
        out.append(f'<meta property="article:published_time" content="{P.extra["meta_pub"]}">')
    if P.extra.get('meta_mod'):
        out.append(f'<meta property="article:modified_time" content="{P.extra["meta_mod"]}">')
    return '\n'.join(out)


def hcomments(P, where):
    return ''.join(f'<!-- {c} -->\n' for (w, c) in P.hcomments if w == where)


def head(P, css='main', form='html5', extra='', title=None):
    title = title or f"{P.headline} - {P.brand[0]}"
    return f"""<head>
{meta_charset(P, form)}
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{meta_block(P)}
<link rel="canonical" href="{esc(P.url)}">
<link rel="stylesheet" href="https://static.{P.brand[1]}/css/{css}.min.css?v=3.{P.rng.randint(10, 99)}">
{hcomments(P, 'head')}{jsonld_script(P) if P.extra.get('jsonld_pos', 'head') == 'head' else ''}
{extra}
</head>"""


def small_stamp(P, dt, role, mode='short'):
    if mode == 'rel':
        return P.ttag(dt, 'full', role, rel=True)
    if mode == 'short' and P.local(dt).year != P.local(P.render).year:
        mode = 'dnum'
    return f'<span class="time">{esc(P.fmt(dt, mode, role))}</span>'


def sidebar_html(P, variant=0, label=None, mode='short'):
    if not P.sidebar:
        return ''
    label = label or P.sidebar_label or W(P, 'related')
    items = []
    for i, s in enumerate(P.sidebar):
        st = small_stamp(P, s['dt'], s['role'], mode) if s.get('dt') else ''
        href = s.get('href') or f"/{P.rng.choice(['news', 'a', 'article', 'p'])}/{P.rng.randint(100000, 999999)}.html"
        t = esc(s['title'])
        if variant == 0:
            items.append(f'<li><a href="{href}">{t}</a> {st}</li>')
        elif variant == 1:
            items.append(f'<li class="rank-item"><em class="rank rank-{i + 1}">{i + 1}</em><a href="{href}" target="_blank">{t}</a>{st}</li>')
        elif variant == 2:
            items.append(f'<div class="teaser"><a class="teaser__link" href="{href}"><span class="teaser__title">{t}</span></a>{st}</div>')
        else:
            items.append(f'<tr><td class="t">{st}</td><td><a href="{href}">{t}</a></td></tr>')
    body = ''.join(items)
    if variant == 3:
        return f'<table class="side-list" width="100%" cellpadding="2"><tr><th colspan="2">{esc(label)}</th></tr>{body}</table>'
    if variant == 2:
        return f'<aside class="related-box"><h3 class="related-box__title">{esc(label)}</h3>{body}</aside>'
    return f'<div class="side-box"><h3>{esc(label)}</h3><ul class="list-{variant}">{body}</ul></div>'


def sidebar2_html(P):
    if not P.sidebar2:
        return ''
    items = ''.join(f'<li><a href="/r/{P.rng.randint(1000, 9999)}">{esc(s["title"])}</a> {small_stamp(P, s["dt"], s["role"], "short") if s.get("dt") else ""}</li>'
                    for s in P.sidebar2)
    return f'<div class="mod-hot"><h4>{esc(W(P, "most_read"))}</h4><ol>{items}</ol></div>'


def comments_html(P, variant=0, mode=None):
    if not P.comments:
        return ''
    out = []
    for i, c in enumerate(P.comments):
        m = mode or c.get('mode') or 'full'
        st = P.ttag(c['dt'], 'full', c['role'], rel=(m == 'rel'), cls='c-time')
        u, tx = esc(c['user']), esc(c['text'])
        if variant == 0:
            out.append(f'<li class="comment" id="c{1000 + i}"><div class="c-head"><b class="c-user">{u}</b> {st}</div><p class="c-body">{tx}</p><a class="c-reply" href="#">{esc(W(P, "reply"))}</a></li>')
        elif variant == 1:
            out.append(f'<div class="cmt-item"><img class="avatar" src="https://img.{P.brand[1]}/avatar/{P.rng.randint(100, 999)}.png" alt=""><div class="cmt-main"><span class="nick">{u}</span><div class="cmt-txt">{tx}</div><div class="cmt-foot">{st} · <span class="like">{P.rng.randint(0, 80)}</span></div></div></div>')
        else:
            out.append(f'<article class="reply" data-floor="{i + 2}"><header><span class="floor">#{i + 2}</span> <strong>{u}</strong> {st}</header><div class="reply-content">{tx}</div></article>')
    inner = ''.join(out)
    if variant == 0:
        inner = f'<ul class="comment-list">{inner}</ul>'
    return f'<section class="comments" id="comments"><h3>{esc(W(P, "comments"))} ({len(P.comments)})</h3>{inner}</section>'


def figure_html(P):
    out = []
    for src, alt, title in P.imgs:
        ta = f' title="{esc(title)}"' if title else ''
        out.append(f'<figure class="pic"><img src="{src}" alt="{esc(alt)}"{ta} loading="lazy" width="640" height="360"></figure>')
    return ''.join(out)


def share_html(P):
    a = P.share_aria or W(P, 'share')
    return (f'<div class="share-bar"><button class="share-btn" aria-label="{esc(a)}"><svg width="16" height="16"></svg></button>'
            f'<a class="share-wx" href="javascript:;" aria-label="{esc(W(P, "share"))} WeChat/LINE"></a>'
            f'<a class="share-x" href="https://share.{P.brand[1]}/?u={esc(P.url)}" aria-label="{esc(W(P, "share"))} X"></a></div>')


def notes_html(P):
    return ''.join(f'<div class="editor-note">{n}</div>' for n in P.notes)


def ticker_html(P):
    if not P.link_titles:
        return ''
    return '<div class="ticker">' + ''.join(f'<a href="{h}" title="{esc(ti)}">{esc(tx)}</a>' for tx, ti, h in P.link_titles) + '</div>'


def state_script(P, var='window.__APP_STATE__'):
    if P.state is None or P.extra.get('state_done'):
        return ''
    return f'<script>{var} = {P.jdump(P.state)};</script>'


def tail_bits(P):
    out = [''.join(P.body_extra)]
    if P.noscript:
        out.append(f'<noscript>{P.noscript}</noscript>')
    out.append(hcomments(P, 'body'))
    out.append(state_script(P))
    if P.extra.get('jsonld_pos') == 'body':
        out.append(jsonld_script(P))
    return '\n'.join(out)


def cookie_html(P, variant=0):
    txt = P.cookie_text or W(P, 'cookie')
    if variant == 0:
        return f'<div id="cookie-banner" class="cookie-banner"><p>{esc(txt)} <a href="/privacy">Privacy</a></p><button onclick="this.parentNode.remove()">{esc(W(P, "accept"))}</button></div>'
    return f'<div class="cmp-container" role="dialog" aria-modal="true"><div class="cmp-text">{esc(txt)}</div><div class="cmp-buttons"><button class="cmp-accept">{esc(W(P, "accept"))}</button></div></div>'


def copyright_year(P):
    return min(P.local(P.render).year, P.local(P.t).year)


def footer(P, variant=0, since=2003):
    y = copyright_year(P)
    ex = ''.join(P.footer_extra)
    if variant == 0:
        return f'<footer class="site-footer"><p>© {since}-{y} {esc(P.brand[0])} {esc(W(P, "rights"))}</p><p class="disclaimer">{esc(W(P, "disclaimer"))}</p>{ex}</footer>'
    if variant == 1:
        return f'<div id="footer"><a href="/about">About</a> | <a href="/contact">Contact</a> | <a href="/privacy">Privacy</a><br>Copyright © {y} {esc(P.brand[1])} {esc(W(P, "rights"))}{ex}</div>'
    return f'<footer><small>{esc(W(P, "disclaimer"))}</small><small>© {esc(P.brand[0])} {y}</small>{ex}</footer>'


def nav(P, variant=0):
    keys = ['home', 'markets', 'stocks', 'economy', 'companies', 'opinion']
    if variant == 0:
        return '<nav class="main-nav"><ul>' + ''.join(f'<li><a href="/{k}/">{esc(W(P, k))}</a></li>' for k in keys) + '</ul></nav>'
    if variant == 1:
        return '<div class="nav">' + ' | '.join(f'<a href="/{k}.shtml">{esc(W(P, k))}</a>' for k in keys) + '</div>'
    return '<header class="hdr"><div class="logo">' + esc(P.brand[0]) + '</div><menu>' + ''.join(f'<li><a href="/c/{k}">{esc(W(P, k))}</a></li>' for k in keys[:4]) + f'</menu><a class="login" href="/login">{esc(W(P, "login"))}</a></header>'


def today_bar(P):
    if not P.show_today:
        return ''
    return f'<span class="today">{esc(P.fmt(P.render, "date", "hdr"))}</span>'


def paras_html(P, tag='p', cls=''):
    c = f' class="{cls}"' if cls else ''
    return ''.join(f'<{tag}{c}>{esc(p) if not p.startswith("<") else p}</{tag}>' for p in P.paras)


def table_html(P, cls='data-table', style=0):
    T = P.table
    if not T:
        return ''
    hd = ''.join(f'<th>{esc(h)}</th>' for h in T['head'])
    rows = []
    for r in T['rows']:
        cells = []
        for c in r:
            if isinstance(c, tuple):
                _, dt, fmtk, role = c
                cells.append(f'<td class="d">{esc(P.fmt(dt, fmtk, role))}</td>')
            else:
                cells.append(f'<td>{esc(str(c))}</td>')
        rows.append('<tr>' + ''.join(cells) + '</tr>')
    cap = f'<caption>{esc(T["caption"])}</caption>' if T.get('caption') else ''
    b = ' border="1" cellspacing="0"' if style == 1 else ''
    return f'<table class="{cls}"{b}>{cap}<thead><tr>{hd}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def byline(P, style=None, upd_style=None, sep=' | '):
    s = f'<span class="pub">{esc(W(P, "published"))}：{P.ttag(P.pub, style)}</span>' if P.L['key'].startswith(('zh', 'ja')) else \
        f'<span class="pub">{esc(W(P, "published"))} {P.ttag(P.pub, style)}</span>'
    if P.show_upd and P.upd:
        s += sep + f'<span class="upd">{esc(W(P, "updated"))} {P.ttag(P.upd, upd_style or style, P.extra.get("upd_role", "past"))}</span>'
    return s


def ads(P, n=1):
    return ''.join(f'<div class="ad-slot" data-slot="{P.rng.randint(10000, 99999)}"><span class="ad-label">{esc(W(P, "ad"))}</span><ins class="adsbygoogle" data-ad-client="ca-pub-{P.rng.randint(10**15, 10**16 - 1)}"></ins></div>' for _ in range(n))


def analytics(P):
    return f"""<script async src="https://www.googletagmanager.com/gtag/js?id=G-{P.rng.randint(10**9, 10**10 - 1)}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-{P.rng.randint(10**9, 10**10 - 1)}');</script>"""


LEGAL = {'zh': '京ICP备{n}号-1 | 京公网安备 110105{n}号 | 互联网新闻信息服务许可证 11120{n}', 'ja': '掲載の記事・写真・図表などの無断転載を禁止します。',
         'ko': '등록번호 서울 아{n} | 청소년보호책임자 | 개인정보처리방침', 'de': 'Impressum · Datenschutz · AGB · Barrierefreiheit',
         'fr': 'Mentions légales · Conditions générales · Gestion des cookies', 'es': 'Aviso legal · Política de privacidad · Política de cookies',
         'pt': 'Termos de uso · Política de privacidade · CNPJ {n}/0001-{n2}', 'it': 'P.IVA 0{n}{n2} · Privacy · Cookie policy',
         'ru': 'Свидетельство о регистрации СМИ ЭЛ № ФС77-{n}', 'tr': 'Künye · Gizlilik · KVKK', 'ar': 'سياسة الخصوصية · الشروط والأحكام',
         'hi': 'गोपनीयता नीति · नियम और शर्तें', 'vi': 'Giấy phép số {n2}/GP-BTTTT', 'id': 'Pedoman Media Siber · Kebijakan Privasi',
         'nl': 'Colofon · Privacy · Cookies', 'sv': 'Ansvarig utgivare · Personuppgifter', 'pl': 'Regulamin · Polityka prywatności'}


def chrome_top(P):
    w = P.L['w']
    v = sum(map(ord, P.site)) % 3
    secs = ['markets', 'stocks', 'economy', 'companies', 'opinion']
    if v == 0:
        sub = ''.join(f'<li class="mega__item"><a href="/{k}/">{esc(w[k])}</a><ul class="mega__sub">' +
                      ''.join(f'<li><a href="/{k}/{x}/">{esc(x)}</a></li>' for x in P.L['idx'][:2] + P.L['sectors'][:3]) + '</ul></li>' for k in secs)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" style="display:none"><symbol id="i-search" viewBox="0 0 24 24"><path d="M10 2a8 8 0 105.3 14"/></symbol>'
                f'<symbol id="i-user" viewBox="0 0 24 24"><circle cx="12" cy="8" r="4"/></symbol></svg>'
                f'<a class="skip-link" href="#main">Skip</a><header class="global-header"><div class="util-bar"><a href="/login">{esc(w["login"])}</a>'
                f'<a class="btn-sub" href="/abo?src=header">{esc(w["subscribe"])}</a><form action="/search" class="gsearch"><input name="q" placeholder="{esc(w["search"])}">'
                f'<button><svg><use href="#i-search"/></svg></button></form></div><nav class="mega"><ul>{sub}</ul></nav></header>')
    if v == 1:
        ch = ''.join(f'<a href="/{k}/" class="ch">{esc(w[k])}</a>' for k in secs + ['home'])
        return (f'<div class="site-topbar"><span class="app-dl"><img src="/static/qr-app.png" alt="App"></span>{ch}'
                f'<div class="ticker-strip" data-src="/api/quotes?list={"".join(P.L["idx"][:1])}"></div></div>'
                f'<div id="loginModal" class="modal" hidden><form><input type="text" name="u"><input type="password" name="p"><button>{esc(w["login"])}</button></form></div>')
    links = ''.join(f'<li><a href="/{k}">{esc(w[k])}</a></li>' for k in secs)
    return (f'<button class="hamburger" aria-expanded="false" aria-controls="drawer"><span></span><span></span></button>'
            f'<div id="drawer" class="drawer" hidden><ul>{links}</ul><a href="/newsletter">{esc(w["subscribe"])}</a></div>')


def chrome_bottom(P):
    w = P.L['w']
    r = P.rng
    legal = LEGAL.get(P.L['key'][:2], '').format(n=r.randint(10**6, 10**7), n2=r.randint(10, 99))
    cols = ''.join(f'<div class="fcol"><h5>{esc(w[k])}</h5><ul>' + ''.join(f'<li><a href="/{k}/{i}">{esc(x)}</a></li>' for i, x in enumerate(P.L['sectors'][:4])) + '</ul></div>'
                   for k in ['markets', 'companies', 'economy'])
    tid = r.randint(10**7, 10**8)
    return (f'<div class="footer-links">{cols}<p class="legal">{esc(legal)}</p></div>'
            f'<script>var _hmt=_hmt||[];(function(){{var hm=document.createElement("script");hm.src="https://stats.{P.brand[1]}/hm.js?{tid:x}";'
            f'var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm,s);}})();</script>'
            f'<script>window.adQueue=window.adQueue||[];adQueue.push({{slot:"rectangle_{r.randint(1, 4)}",sizes:[[300,250],[300,600]],kv:{{sec:"{P.site}"}}}});</script>'
            f'<script src="https://cdn.{P.brand[1]}/js/vendor.{r.randint(10**8, 10**9):x}.js" defer></script>'
            f'<script>!function(){{window.__tcfapi=window.__tcfapi||function(){{(window.__tcfapi.a=window.__tcfapi.a||[]).push(arguments)}}}}();</script>')


def doc(P, head_html, body, dir_attr=True, body_cls=''):
    d = ' dir="rtl"' if P.L.get('rtl') else ''
    return (f'<!DOCTYPE html>\n<html lang="{P.L["lang"]}"{d}>\n{head_html}\n<body class="{body_cls}">\n{chrome_top(P)}\n{body}\n'
            f'{chrome_bottom(P)}\n</body>\n</html>\n')


# ---------------------------------------------------------------- renderers

def r_newspaper(P):
    body = f"""{cookie_html(P)}
<div class="top-strip">{today_bar(P)} <a href="/epaper">E-Paper</a> <a href="/abo">{esc(W(P, 'subscribe'))}</a></div>
{nav(P, 0)}
{ticker_html(P)}
<main class="layout">
<article class="article" itemscope itemtype="https://schema.org/NewsArticle">
<div class="kicker">{esc(P.section)}</div>
<h1 itemprop="headline">{esc(P.headline)}</h1>
<p class="lead">{esc(P.dek)}</p>
<div class="meta"><span class="author">{esc(W(P, 'author'))} {esc(P.author)}</span> · {byline(P)}</div>
{figure_html(P)}
{share_html(P)}
<div class="article-body" itemprop="articleBody">{paras_html(P)}</div>
{notes_html(P)}
{ads(P)}
{comments_html(P, 0)}
</article>
<aside class="rail">{sidebar_html(P, 0)}{sidebar2_html(P)}{ads(P)}</aside>
</main>
{footer(P, 0, 1949)}
{tail_bits(P)}
{analytics(P)}"""
    return doc(P, head(P, 'article'), body, body_cls='page-article')


def r_portal(P):
    body = f"""<div id="top_bar"><div class="wrap">{today_bar(P)}<a href="/">{esc(W(P, 'home'))}</a> <a href="/reg">{esc(W(P, 'login'))}</a></div></div>
{nav(P, 1)}
<div class="main-content w1000">
<div class="second-title">{esc(P.headline)}</div>
<h1 class="main-title">{esc(P.headline)}</h1>
<div class="date-source"><span class="date">{P.ttag(P.pub, 'full2')}</span><a class="source" href="#">{esc(P.extra.get('source_name', P.brand[0]))}</a>{(' <span class="upd">' + esc(W(P, 'updated')) + ' ' + P.ttag(P.upd, 'full2', P.extra.get('upd_role', 'past')) + '</span>') if (P.show_upd and P.upd) else ''}</div>
<div class="article" id="artibody">
{figure_html(P)}
{paras_html(P)}
{notes_html(P)}
<p class="article-editor">{esc(W(P, 'author'))}：{esc(P.author)}</p>
</div>
{share_html(P)}
{ads(P, 2)}
{comments_html(P, 1)}
<div class="blk-related">{sidebar_html(P, 1)}</div>
{sidebar2_html(P)}
</div>
{ticker_html(P)}
{footer(P, 1)}
{tail_bits(P)}
<script src="//i.{P.brand[1]}/js/pc/finance/article.js"></script>"""
    return doc(P, head(P, 'portal', form='http'), body)


def r_regional(P):
    body = f"""<header class="masthead"><a class="brand" href="/">{esc(P.brand[0])}</a>{today_bar(P)}</header>
{nav(P, 2)}
<div class="container"><div class="row"><div class="col-8">
<ol class="breadcrumb"><li><a href="/">{esc(W(P, 'home'))}</a></li><li>{esc(W(P, 'economy'))}</li></ol>
<h1 class="entry-title">{esc(P.headline)}</h1>
<div class="entry-meta">{byline(P, 'full3')} — {esc(P.author)}</div>
{figure_html(P)}
<div class="entry-content">{paras_html(P)}{notes_html(P)}</div>
{share_html(P)}
{comments_html(P, 2)}
</div><div class="col-4">{sidebar_html(P, 2)}{ticker_html(P)}{ads(P)}</div></div></div>
{cookie_html(P, 1)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'regional'), body)


def r_magazine(P):
    body = f"""<div class="paywall-hint">{esc(W(P, 'subscribe'))}</div>
{nav(P, 0)}
<article class="longread">
<header class="longread__hero">{figure_html(P)}<h1>{esc(P.headline)}</h1><p class="standfirst">{esc(P.dek)}</p>
<p class="longread__meta">{esc(P.author)} · {P.ttag(P.pub, 'date')}{(' · ' + esc(W(P, 'updated')) + ' ' + P.ttag(P.upd, 'date', P.extra.get('upd_role', 'past'))) if (P.show_upd and P.upd) else ''}</p></header>
<section class="longread__body">{paras_html(P)}<blockquote class="pull">{esc(P.paras[0][:60])}…</blockquote></section>
{notes_html(P)}
{share_html(P)}
{comments_html(P, 0)}
</article>
<section class="more-stories">{sidebar_html(P, 2)}</section>{ticker_html(P)}{sidebar2_html(P)}
{cookie_html(P)}
{footer(P, 0, 1978)}
{tail_bits(P)}"""
    return doc(P, head(P, 'magazine'), body)


def r_wire(P):
    body = f"""<div class="wire-header"><a href="/">{esc(P.brand[0])}</a> <span>Press Release Distribution</span></div>
<div class="release">
<h1>{esc(P.headline)}</h1>
<p class="release-date">{P.ttag(P.pub, 'tz')}</p>
<p class="dateline"><strong>{esc(P.extra.get('city', ''))}</strong> —</p>
{paras_html(P)}
{notes_html(P)}
<h4>Media contact</h4><p>ir@{P.brand[1]}</p>
{figure_html(P)}
</div>
{share_html(P)}
<div class="more-releases">{sidebar_html(P, 0)}</div>{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'wire'), body)


def r_disclosure(P):
    rows = []
    for it in P.disc:
        st = P.fmt(it['dt'], 'full', it['role'])
        rows.append(f'<tr class="{"odd" if len(rows) % 2 else "even"}"><td class="kjTime">{esc(st)}</td><td class="kjCode">{esc(it["code"])}</td>'
                    f'<td class="kjName">{esc(it["co"])}</td><td class="kjTitle"><a href="/pdf/{P.rng.randint(10**11, 10**12)}.pdf">{esc(it["title"])}</a></td></tr>')
    body = f"""<div id="header"><img src="/img/logo.gif" alt="{esc(P.brand[0])}"> {today_bar(P)}</div>
<div id="menu">{nav(P, 1)}</div>
<h2 class="ttl">{esc(W(P, 'announcements'))}</h2>
<p class="note">{esc(P.dek)}</p>
<table id="main-list-table" class="list" cellspacing="0" cellpadding="3" border="0">
<tr><th>{esc(W(P, 'time'))}</th><th>{esc(W(P, 'code'))}</th><th>{esc(W(P, 'company'))}</th><th>{esc(W(P, 'title'))}</th></tr>
{''.join(rows)}
</table>
{paras_html(P, 'p', 'info')}
{notes_html(P)}{figure_html(P)}{share_html(P)}{sidebar_html(P, 3)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'disclosure', form='http', title=f"{W(P, 'announcements')} | {P.brand[0]}"), body)


def r_disclosure_doc(P):
    body = f"""<div class="doc-toolbar"><a href="#">{esc(W(P, 'download'))} PDF</a> | <a href="javascript:window.print()">Print</a></div>
<div class="doc-page">
<p class="doc-code">{esc(W(P, 'code'))}：{esc(P.extra.get('tk', ''))}　{esc(W(P, 'company'))}：{esc(P.extra.get('co', ''))}</p>
<h1 class="doc-title">{esc(P.headline)}</h1>
<p class="doc-date">{P.ttag(P.pub, 'date')}</p>
{paras_html(P)}
{table_html(P, 'doc-table', 1)}
{notes_html(P)}
<p class="doc-sign">{esc(P.extra.get('co', ''))}<br>{esc(P.fmt(P.pub, 'date'))}</p>
</div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'doc'), body)


def r_regulator(P):
    body = f"""<div class="gov-banner">{esc(P.brand[0])} — official website</div>
<header class="gov-header"><img src="/assets/emblem.svg" alt="{esc(P.brand[0])}"><nav>{nav(P, 0)}</nav></header>
<main id="content"><div class="press-release">
<p class="pr-type">Press release · {P.ttag(P.pub, 'date')}</p>
<h1>{esc(P.headline)}</h1>
<div class="pr-body">{paras_html(P)}</div>
{table_html(P)}
{notes_html(P)}
<p class="pr-ref">Ref. {P.rng.randint(100, 999)}/{P.local(P.pub).year}</p>
</div>{figure_html(P)}{share_html(P)}
<section class="related">{sidebar_html(P, 0)}</section>{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}</main>
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'gov'), body)


def r_centralbank(P):
    body = f"""<div id="skip"><a href="#main">Skip</a></div>
<header class="cb-header"><span class="cb-logo">{esc(P.brand[0])}</span>{today_bar(P)}</header>
<main id="main" class="cb-main">
<div class="cb-meta">{P.ttag(P.pub, 'tz')}</div>
<h1 class="cb-title">{esc(P.headline)}</h1>
<div class="cb-text">{paras_html(P)}</div>
{table_html(P, 'cb-rates')}
{notes_html(P)}
<div class="cb-contact">Communications Department</div>
</main>{figure_html(P)}{share_html(P)}
<aside>{sidebar_html(P, 0)}</aside>{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 0, 1950)}
{tail_bits(P)}"""
    return doc(P, head(P, 'cb'), body)


def r_stats(P):
    body = f"""<div class="stat-top">{esc(P.brand[0])} {today_bar(P)}</div>{nav(P, 1)}
<div class="release-box">
<h1>{esc(P.headline)}</h1>
<div class="release-info">{esc(W(P, 'published'))}: {P.ttag(P.pub, 'full')}</div>
{paras_html(P)}
{table_html(P, 'stat-table', 1)}
{notes_html(P)}
</div>{figure_html(P)}{share_html(P)}{sidebar_html(P, 3)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'stats', form='http'), body)


def r_broker(P):
    body = f"""<div class="report-head"><span class="firm">{esc(P.brand[0])}</span><span class="rtype">Equity Research</span></div>
<div class="report">
<h1>{esc(P.headline)}</h1>
<table class="report-meta"><tr><td>{esc(W(P, 'date'))}</td><td>{P.ttag(P.pub, 'date')}</td></tr><tr><td>{esc(W(P, 'author'))}</td><td>{esc(P.author)}</td></tr></table>
<div class="summary"><h3>{esc(W(P, 'summary'))}</h3>{paras_html(P, 'p')}</div>
{table_html(P, 'est-table', 1)}
{notes_html(P)}
<p class="legal">{esc(W(P, 'disclaimer'))}</p>
</div>{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'research'), body)


def r_forum(P):
    posts = f'<div class="post first"><div class="post-user">{esc(P.author)}</div><div class="post-time">{P.ttag(P.pub, "full")}</div><h1 class="thread-title">{esc(P.headline)}</h1><div class="post-body">{paras_html(P)}</div></div>'
    body = f"""<div class="forum-top">{esc(P.brand[0])} &gt; {esc(W(P, 'stocks'))} &gt; {esc(P.section)}</div>
{nav(P, 1)}
<div class="thread">{posts}{notes_html(P)}{comments_html(P, 2)}</div>
<div class="reply-box"><textarea placeholder="{esc(W(P, 'reply'))}"></textarea></div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 1)}{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'forum'), body)


def r_blog(P):
    body = f"""<div id="wrapper"><header id="masthead" class="site-header"><p class="site-title"><a href="/">{esc(P.brand[0])}</a></p><p class="site-description">{esc(W(P, 'stocks'))} / {esc(W(P, 'economy'))}</p></header>
<div id="primary"><article class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">{esc(P.headline)}</h1>
<div class="entry-meta"><span class="posted-on">{P.ttag(P.pub, 'date', cls='entry-date published')}{(' <time class="updated" datetime="' + P.iso(P.upd) + '">' + esc(P.fmt(P.upd, 'date', P.extra.get('upd_role', 'past'))) + '</time>') if (P.show_upd and P.upd) else ''}</span> <span class="byline">{esc(P.author)}</span></div></header>
<div class="entry-content">{figure_html(P)}{paras_html(P)}{notes_html(P)}</div>
<footer class="entry-footer"><span class="cat-links">{esc(P.section)}</span></footer>
</article>{share_html(P)}{comments_html(P, 0)}</div>
<div id="secondary" class="widget-area">{sidebar_html(P, 0, mode='date')}{ticker_html(P)}{sidebar2_html(P)}</div></div>
{footer(P, 2)}
{tail_bits(P)}
<script src="/wp-includes/js/wp-embed.min.js?ver=6.{P.rng.randint(0, 5)}"></script>"""
    return doc(P, head(P, 'style', extra='<meta name="generator" content="WordPress 6.4">'), body)


def r_qa(P):
    body = f"""<div class="AppHeader">{esc(P.brand[0])}<input class="search" placeholder="{esc(W(P, 'search'))}"></div>
<div class="Question-main">
<div class="QuestionHeader"><h1 class="QuestionHeader-title">{esc(P.headline)}</h1>
<div class="QuestionHeader-detail">{paras_html(P)}</div>
<div class="QuestionHeader-meta">{esc(W(P, 'question'))} · {P.ttag(P.pub, 'full')} · {len(P.comments)} {esc(W(P, 'answers'))}</div></div>
{notes_html(P)}
<div class="Answers">{comments_html(P, 1)}</div>
</div>{figure_html(P)}{share_html(P)}<div class="Card">{sidebar_html(P, 0)}</div>{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'qa'), body)


def r_video(P):
    dur = f"{P.rng.randint(3, 40)}:{P.rng.randint(10, 59)}"
    body = f"""<div class="v-header">{esc(P.brand[0])}</div>
<div class="v-player"><video poster="https://img.{P.brand[1]}/cover/{P.rng.randint(10**6, 10**7)}.jpg" controls></video><span class="dur">{dur}</span></div>
<h1 class="v-title">{esc(P.headline)}</h1>
<div class="v-info"><span class="views">{P.rng.randint(1000, 90000)} {esc(W(P, 'views'))}</span> · <span class="up">{esc(W(P, 'upload'))} {P.ttag(P.pub, 'full')}</span></div>
<div class="v-desc">{paras_html(P)}</div>
{notes_html(P)}{figure_html(P)}{share_html(P)}
{comments_html(P, 1)}
<div class="v-recommend">{sidebar_html(P, 2, mode='rel')}</div>{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'video'), body)


def r_wiki(P):
    revs = ''.join(f'<li>{P.ttag(r["dt"], "full", r["role"])} <a href="/user/{esc(r["user"])}">{esc(r["user"])}</a> <span class="comment">({esc(r["summary"])})</span></li>' for r in P.revisions)
    last = max(P.revisions, key=lambda r: r['dt']) if P.revisions else None
    lastmod = esc(W(P, 'lastmod').format(d=P.fmt(last['dt'], 'full', last['role']))) if last else ''
    body = f"""<div id="mw-page-base"></div><div id="content" class="mw-body">
<h1 id="firstHeading" class="firstHeading">{esc(P.headline)}</h1>
<div id="siteSub">{esc(P.brand[0])}</div>
<div id="mw-content-text"><div class="mw-parser-output">
<table class="infobox"><tr><th colspan="2">{esc(P.extra.get('co', P.headline))}</th></tr><tr><td>{esc(W(P, 'code'))}</td><td>{esc(P.extra.get('tk', '-'))}</td></tr></table>
{paras_html(P)}
{table_html(P, 'wikitable')}
{notes_html(P)}
<h2>{esc(W(P, 'revisions'))}</h2><ul id="pagehistory">{revs}</ul>
</div></div></div>
{figure_html(P)}{share_html(P)}
<div id="mw-panel">{sidebar_html(P, 0)}</div>{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
<div id="footer"><ul><li id="footer-info-lastmod">{lastmod}</li><li>CC BY-SA</li></ul></div>
{tail_bits(P)}"""
    return doc(P, head(P, 'wiki', title=f"{P.headline} — {P.brand[0]}"), body, body_cls='mediawiki')


def r_quote(P):
    q = P.extra.get('quote', {})
    qt = P.ttag(q['dt'], 'full', q.get('role', 'past')) if q.get('dt') else ''
    body = f"""{nav(P, 2)}
<div class="quote-header"><h1>{esc(P.headline)}</h1><div class="last-price">{esc(q.get('price', ''))}</div><div class="chg">{esc(q.get('chg', ''))}</div><div class="qtime">{qt}</div></div>
{table_html(P, 'hist-table')}
<div class="company-profile">{paras_html(P)}</div>
{notes_html(P)}{figure_html(P)}{share_html(P)}
{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'quote'), body)


def r_next_app(P):
    st = P.state or {}
    P.extra['state_done'] = True
    nd = {"props": {"pageProps": st, "__N_SSG": True}, "page": "/article/[slug]", "query": {"slug": P.url.rsplit('/', 1)[-1]},
          "buildId": f"b{P.rng.randint(10**6, 10**7)}", "isFallback": False, "gsp": True, "scriptLoader": []}
    body = f"""<div id="__next"><div class="css-1x2y3z"><header class="css-hd">{esc(P.brand[0])}</header>
<main class="css-main"><h1 class="css-h1">{esc(P.headline)}</h1><div class="css-meta">{byline(P)}</div>
{figure_html(P)}<div class="css-body">{paras_html(P)}</div>{notes_html(P)}{share_html(P)}{comments_html(P, 1)}</main>
<aside class="css-aside">{sidebar_html(P, 2)}</aside>{ticker_html(P)}{sidebar2_html(P)}{footer(P, 2)}</div></div>
<script id="__NEXT_DATA__" type="application/json">{P.jdump(nd)}</script>
{tail_bits(P)}
<script src="/_next/static/chunks/main-{P.rng.randint(10**7, 10**8):x}.js" defer></script>"""
    return doc(P, head(P, 'next'), body)


def r_spa_state(P):
    st = P.state or {}
    P.extra['state_done'] = True
    body = f"""<div id="app" data-server-rendered="true"><div class="app-shell">
<div class="hdr">{esc(P.brand[0])}</div>
<div class="article-view"><h1>{esc(P.headline)}</h1><p class="info">{esc(P.author)} · {P.ttag(P.pub, 'full')}</p>
{figure_html(P)}<div class="content">{paras_html(P)}</div>{notes_html(P)}{share_html(P)}{comments_html(P, 0)}</div>
<div class="rec">{sidebar_html(P, 1)}</div>{ticker_html(P)}{sidebar2_html(P)}</div></div>
<script>window.__INITIAL_STATE__={P.jdump(st)};(function(){{var s;(s=document.currentScript||document.scripts[document.scripts.length-1]).parentNode.removeChild(s);}}());</script>
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'app'), body)


def r_newsletter(P):
    body = f"""<table width="100%" bgcolor="#f4f4f4" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" bgcolor="#ffffff" cellpadding="20"><tr><td>
<p style="font-size:12px;color:#888">{esc(P.brand[0])} · {P.ttag(P.pub, 'long')}</p>
<h1 style="font-family:Georgia,serif">{esc(P.headline)}</h1>
<p><em>{esc(P.dek)}</em></p>
{paras_html(P)}
{table_html(P)}
{notes_html(P)}
{figure_html(P)}
<hr>{sidebar_html(P, 3)}{ticker_html(P)}
<p style="font-size:11px;color:#999">{esc(W(P, 'disclaimer'))} <a href="/unsubscribe">unsubscribe</a></p>
</td></tr></table></td></tr></table>{share_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'mail', title=P.headline), body)


def r_live(P):
    ents = ''.join(f'<li class="live-entry"><div class="live-time">{P.ttag(e["dt"], "short" if P.local(e["dt"]).date() == P.local(P.pub).date() else "full", e["role"])}</div><div class="live-text">{esc(e["text"])}</div></li>'
                   for e in sorted(P.live, key=lambda e: e['dt'], reverse=True))
    body = f"""{nav(P, 0)}
<div class="live-head"><span class="live-badge">{esc(W(P, 'live'))}</span><h1>{esc(P.headline)}</h1><p>{esc(P.dek)}</p><p class="live-start">{byline(P)}</p></div>
<ul class="live-feed">{ents}</ul>
<div class="live-intro">{paras_html(P)}</div>
{notes_html(P)}{figure_html(P)}{share_html(P)}
{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{cookie_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'live'), body)


def r_calendar(P):
    rows = ''.join(f'<tr><td class="time">{esc(P.fmt(c["dt"], "full", c["role"]))}</td><td class="ev">{esc(c["event"])}</td><td class="act">{esc(c["actual"])}</td><td>{esc(c["fc"])}</td><td>{esc(c["prev"])}</td></tr>' for c in P.cal)
    body = f"""{nav(P, 2)}
<h1>{esc(P.headline)}</h1>
<p class="cal-note">{esc(P.dek)}</p>
<table id="ecoCalendarTable" class="ecoCal"><thead><tr><th>{esc(W(P, 'time'))}</th><th>{esc(W(P, 'event'))}</th><th>{esc(W(P, 'actual'))}</th><th>{esc(W(P, 'forecast'))}</th><th>{esc(W(P, 'previous'))}</th></tr></thead><tbody>{rows}</tbody></table>
{paras_html(P)}
{notes_html(P)}{figure_html(P)}{share_html(P)}
{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'calendar'), body)


def r_fund(P):
    body = f"""<div class="fund-top">{esc(P.brand[0])}</div>{nav(P, 2)}
<div class="fund-card"><h1>{esc(P.headline)}</h1><div class="nav-info">{esc(W(P, 'date'))}: {P.ttag(P.pub, 'dnum')}</div>
{table_html(P, 'nav-history')}
<div class="fund-desc">{paras_html(P)}</div>{notes_html(P)}</div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'fund'), body)


def r_ir(P):
    body = f"""<header class="corp-header"><img src="/img/corp-logo.svg" alt="{esc(P.extra.get('co', P.brand[0]))}"><nav><a href="/ir/">IR</a> <a href="/ir/news/">News</a> <a href="/ir/library/">Library</a></nav></header>
<main class="ir-news"><p class="ir-date">{P.ttag(P.pub, 'date')}</p><h1>{esc(P.headline)}</h1>
<div class="ir-body">{paras_html(P)}</div>{table_html(P)}{notes_html(P)}
<ul class="ir-files"><li><a href="/ir/pdf/{P.rng.randint(1000, 9999)}.pdf">PDF ({P.rng.randint(200, 900)}KB)</a></li></ul></main>
{figure_html(P)}{share_html(P)}<aside>{sidebar_html(P, 0, mode='dnum')}</aside>{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'corp'), body)


def r_transcript(P):
    body = f"""{nav(P, 0)}
<article class="transcript"><h1>{esc(P.headline)}</h1><p class="tr-meta">{P.ttag(P.pub, 'full')} · {esc(P.author)}</p>
<div class="speaker"><b>Operator:</b></div>
{''.join(f'<div class="turn"><span class="who">{esc(n)}:</span> <p>{esc(p)}</p></div>' for n, p in zip(['CEO', 'CFO', 'Analyst', 'CFO', 'CEO', 'Analyst'], P.paras))}
{notes_html(P)}</article>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 2)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'transcript'), body)


def r_amp(P):
    amp_head = f"""<head>
{meta_charset(P)}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<title>{esc(P.headline)}</title>
<link rel="canonical" href="{esc(P.url.replace('/amp/', '/'))}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{meta_block(P)}
{hcomments(P, 'head')}{jsonld_script(P) if P.extra.get('jsonld_pos', 'head') == 'head' else ''}
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}}</style>
<style amp-custom>.hd{{font-size:20px}}.meta{{color:#666}}</style>
</head>"""
    imgs = ''.join(f'<amp-img src="{s}" alt="{esc(a)}"{(" title=" + chr(34) + esc(t) + chr(34)) if t else ""} width="640" height="360" layout="responsive"></amp-img>' for s, a, t in P.imgs)
    body = f"""<header class="hd">{esc(P.brand[0])}</header>
<article><h1>{esc(P.headline)}</h1><div class="meta">{byline(P)}</div>{imgs}{paras_html(P)}{notes_html(P)}</article>
{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
<amp-analytics type="gtag"><script type="application/json">{{"vars":{{"gtag_id":"G-{P.rng.randint(10**9, 10**10)}"}}}}</script></amp-analytics>
{footer(P, 2)}
{tail_bits(P)}"""
    return f'<!doctype html>\n<html ⚡ lang="{P.L["lang"]}">\n{amp_head}\n<body>\n{body}\n</body>\n</html>\n'


def r_print(P):
    xml = f'<?xml version="1.0" encoding="{P.decl}"?>\n' if P.decl else ''
    hd = f"""<head>
<meta http-equiv="Content-Type" content="text/html; charset={P.decl}" />
<title>{esc(P.headline)}</title>{meta_block(P)}{hcomments(P, 'head')}{jsonld_script(P) if P.extra.get('jsonld_pos', 'head') == 'head' else ''}
<style type="text/css">body{{font-family:serif;width:700px}}</style></head>""" if P.decl else f"<head><title>{esc(P.headline)}</title>{meta_block(P)}{hcomments(P, 'head')}{jsonld_script(P) if P.extra.get('jsonld_pos', 'head') == 'head' else ''}</head>"
    body = f"""<div class="print-brand">{esc(P.brand[0])} — {esc(P.url)}</div>
<h1>{esc(P.headline)}</h1><p><i>{esc(P.dek)}</i></p>
<p class="print-meta">{esc(P.author)}, {byline(P, 'date')}</p>
{figure_html(P)}{paras_html(P)}{notes_html(P)}{table_html(P)}
<hr />{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}{share_html(P)}
<p>© {copyright_year(P)} {esc(P.brand[0])}</p>{''.join(P.footer_extra)}
{tail_bits(P)}
<script type="text/javascript">window.print();</script>"""
    return f'{xml}<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" lang="{P.L["lang"]}">\n{hd}\n<body>\n{body}\n</body>\n</html>\n'


def r_mobile(P):
    body = f"""<div class="m-top"><a class="back" href="javascript:history.back()">&lt;</a><span>{esc(P.brand[0])}</span></div>
<div class="m-art"><h1>{esc(P.headline)}</h1><div class="m-info"><span>{esc(P.extra.get('source_name', P.brand[0]))}</span> <span>{P.ttag(P.pub, 'full', rel=P.extra.get('pub_rel', False))}</span></div>
{figure_html(P)}<div class="m-content">{paras_html(P)}</div>{notes_html(P)}</div>
<div class="m-open-app">APP</div>{share_html(P)}
{comments_html(P, 1, mode='rel')}
<div class="m-rec">{sidebar_html(P, 2, mode='rel')}</div>{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'm'), body)


def r_microblog(P):
    body = f"""<div class="wb-frame"><div class="wb-nav">{esc(P.brand[0])}</div>
<div class="card-feed"><div class="card-top"><span class="name">{esc(P.author)}</span> <span class="from">{P.ttag(P.pub, 'full', rel=P.extra.get('pub_rel', False))}</span></div>
<div class="wb-text"><h1 class="wb-title">{esc(P.headline)}</h1>{paras_html(P)}</div>{figure_html(P)}{notes_html(P)}
<div class="card-act"><span>{P.rng.randint(1, 900)}</span> <span>{P.rng.randint(1, 900)}</span></div></div>
{share_html(P)}{comments_html(P, 1)}</div>
{sidebar_html(P, 1)}{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'wb'), body)


def r_podcast(P):
    body = f"""{nav(P, 2)}
<div class="episode"><p class="ep-no">{esc(W(P, 'episode'))} {P.rng.randint(20, 400)}</p><h1>{esc(P.headline)}</h1>
<p class="ep-date">{P.ttag(P.pub, 'date')} · {P.rng.randint(20, 70)} min</p>
<audio controls src="https://cdn.{P.brand[1]}/ep/{P.rng.randint(10**5, 10**6)}.mp3"></audio>
<div class="shownotes">{paras_html(P)}</div>{notes_html(P)}</div>
{figure_html(P)}{share_html(P)}{comments_html(P, 0)}{sidebar_html(P, 0, mode='date')}{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'pod'), body)


def r_aggregator(P):
    src = P.extra.get('source_name', 'Newswire')
    body = f"""<div class="agg-header">{esc(P.brand[0])}<form><input name="q" placeholder="{esc(W(P, 'search'))}"></form></div>
<div class="agg-main"><div class="story"><div class="story-source">{esc(W(P, 'source'))}: {esc(src)}</div>
<h1>{esc(P.headline)}</h1><div class="story-time">{byline(P, 'full')}</div>
{figure_html(P)}{paras_html(P)}{notes_html(P)}<a class="orig" href="https://{esc(P.extra.get('source_domain', 'news.' + P.brand[1]))}/">{esc(W(P, 'read_more'))}</a></div>
{share_html(P)}{comments_html(P, 0)}</div>
<div class="agg-side">{sidebar_html(P, 2, mode='rel')}{sidebar2_html(P)}</div>{ticker_html(P)}
{cookie_html(P, 1)}
{footer(P, 1)}
{tail_bits(P)}"""
    return doc(P, head(P, 'agg'), body)


def r_rates(P):
    body = f"""<div class="cmp-hd">{esc(P.brand[0])}</div>{nav(P, 0)}
<h1>{esc(P.headline)}</h1><p class="as-of">{esc(W(P, 'updated'))}: {P.ttag(P.pub, 'full')}</p>
{table_html(P, 'rates-table')}
{paras_html(P)}{notes_html(P)}
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{cookie_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'cmp'), body)


def r_crypto(P):
    body = f"""<div class="ex-header"><span class="ex-logo">{esc(P.brand[0])}</span><a href="/trade">Trade</a><a href="/support/announcement">Announcement</a></div>
<div class="support-article"><h1>{esc(P.headline)}</h1><div class="art-time">{P.ttag(P.pub, 'num')}</div>
<div class="art-body">{paras_html(P)}</div>{table_html(P)}{notes_html(P)}<p>— {esc(P.brand[0])} Team</p></div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'support'), body)


def r_column(P):
    body = f"""{nav(P, 0)}
<div class="column-head"><img class="columnist" src="https://img.{P.brand[1]}/col/{P.rng.randint(10, 99)}.jpg" alt="{esc(P.author)}"><span class="col-name">{esc(P.author)}</span></div>
<article class="opinion"><h1>{esc(P.headline)}</h1><p class="meta">{byline(P, 'long')}</p>{figure_html(P)}{paras_html(P)}{notes_html(P)}</article>
{share_html(P)}{comments_html(P, 2)}<div class="col-more">{sidebar_html(P, 0)}</div>{ticker_html(P)}{sidebar2_html(P)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'opinion'), body)


def r_bbs_old(P):
    rows = f'<tr><td class="author" width="150" valign="top">{esc(P.author)}</td><td valign="top"><div class="subject"><b>{esc(P.headline)}</b></div><div class="posttime">{esc(P.fmt(P.pub, "num"))}</div>{paras_html(P)}</td></tr>'
    for c in P.comments:
        st = P.fmt(c['dt'], 'num', c['role'])
        rows += f'<tr><td class="author" valign="top">{esc(c["user"])}</td><td valign="top"><div class="posttime">{esc(st)}</div>{esc(c["text"])}</td></tr>'
    body = f"""<table width="960" align="center" border="0" cellspacing="1" cellpadding="4" bgcolor="#CCCCCC">
<tr bgcolor="#E6EEF7"><td colspan="2"><a href="/">{esc(P.brand[0])}</a> &raquo; {esc(P.section)}</td></tr>
{rows}</table>
{notes_html(P)}{figure_html(P)}{share_html(P)}{sidebar_html(P, 3)}{ticker_html(P)}{sidebar2_html(P)}
<center><font size="2">Powered by Discuz! X3.4 &copy; 2001-{copyright_year(P)}</font></center>{''.join(P.footer_extra)}
{tail_bits(P)}"""
    return f'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">\n<html>\n{head(P, "forum_old", form="http")}\n<body bgcolor="#FFFFFF">\n{body}\n</body>\n</html>\n'


def r_pdfhtml(P):
    body = f"""<div id="page-container"><div class="pf w0 h0" data-page-no="1"><div class="pc">
<div class="t m0 x1 h1 y1 ff1 fs0">{esc(P.extra.get('co', P.brand[0]))}</div>
<div class="t m0 x1 h2 y2 ff2 fs1">{esc(P.headline)}</div>
<div class="t m0 x1 h3 y3 ff3 fs2">{esc(P.fmt(P.pub, 'date'))}</div>
{''.join(f'<div class="t m0 x1 h3 y{i + 4} ff3 fs2">{esc(p)}</div>' for i, p in enumerate(P.paras))}
{table_html(P, 'pdf-tbl')}{notes_html(P)}
</div></div></div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}{''.join(P.footer_extra)}
{tail_bits(P)}"""
    return doc(P, head(P, 'pdf2htmlEX', extra='<meta name="generator" content="pdf2htmlEX">'), body)


def r_tv(P):
    body = f"""{nav(P, 2)}
<div class="tv-player"><div class="player" data-video-id="{P.rng.randint(10**6, 10**7)}"></div></div>
<div class="tv-art"><span class="tv-prog">{esc(P.section)}</span><h1>{esc(P.headline)}</h1><p class="tv-time">{byline(P, 'full')}</p>
{figure_html(P)}{paras_html(P)}{notes_html(P)}</div>{share_html(P)}
{comments_html(P, 0)}<div class="tv-more">{sidebar_html(P, 1)}</div>{ticker_html(P)}{sidebar2_html(P)}
{cookie_html(P, 1)}
{footer(P, 0)}
{tail_bits(P)}"""
    return doc(P, head(P, 'tv'), body)


def r_rating(P):
    body = f"""<div class="ra-top">{esc(P.brand[0])} Ratings</div>{nav(P, 0)}
<div class="rating-action"><p class="ra-type">Rating Action · {P.ttag(P.pub, 'tz')}</p><h1>{esc(P.headline)}</h1>
<div class="ra-body">{paras_html(P)}</div>{table_html(P, 'ra-table')}{notes_html(P)}
<p class="ra-analyst">{esc(P.author)}</p></div>
{figure_html(P)}{share_html(P)}{sidebar_html(P, 0)}{ticker_html(P)}{comments_html(P, 0)}{sidebar2_html(P)}
{footer(P, 2)}
{tail_bits(P)}"""
    return doc(P, head(P, 'rating'), body)


RENDER = {k[2:]: v for k, v in globals().items() if k.startswith('r_')}

CAPS = {
    'comments': {'newspaper', 'portal', 'regional', 'magazine', 'blog', 'qa', 'video', 'forum', 'microblog', 'mobile', 'column', 'podcast', 'bbs_old', 'tv', 'aggregator', 'spa_state', 'next_app', 'live'},
    'table': {'quote', 'fund', 'stats', 'rates', 'broker', 'centralbank', 'pdfhtml', 'regulator', 'disclosure_doc', 'rating'},
    'article': {'newspaper', 'portal', 'regional', 'magazine', 'wire', 'aggregator', 'amp', 'print', 'mobile', 'column', 'tv', 'next_app', 'spa_state', 'blog', 'newsletter', 'ir', 'transcript'},
}

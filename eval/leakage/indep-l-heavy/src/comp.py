# -*- coding: utf-8 -*-
"""Data population and reusable page components (chrome, widgets, embedded state)."""
import json, html as H_
from core import js_bundle, css_blob, svg_icon, b64ish, VENDORS, Namer
from tz import M, H, DAY, UTC, fmt_date
import banks as B

esc = H_.escape

PAST = {'en': "The company last updated investors on {d}.", 'zh': "公司曾于{d}发布业绩预告。", 'ja': "同社は{d}に業績予想を修正していた。",
        'de': "Bereits am {d} hatte das Unternehmen eine Gewinnwarnung veröffentlicht.",
        'fr': "Le groupe avait déjà publié un avertissement le {d}.", 'es': "La compañía ya había avanzado sus cifras el {d}."}
JOIN = {'zh': '', 'ja': ''}


def slug(r, title):
    base = ''.join(c.lower() if c.isascii() and c.isalnum() else '-' for c in title)
    base = '-'.join(x for x in base.split('-') if x)[:60]
    return base or ('a' + str(r.randrange(100000, 999999)))


def populate(pg, feats):
    r = pg.r
    L = pg.lang
    P = pg.P
    hi = pg.hi
    allt = pg.t_acc + pg.t_rej
    tmax = max(allt)
    pg.feats = feats
    pg.co, pg.co2 = r.sample(B.COMPANIES[L], 2)
    pg.author = r.choice(B.PEOPLE[L])
    pg.headline = pg.fill(r.choice(B.HEADLINE[L]))
    pg.dek = pg.fill(r.choice(B.SENT[L]))
    pg.aid = str(r.randrange(10 ** 6, 10 ** 8))
    j = JOIN.get(L, ' ')
    paras = [j.join(pg.fill(r.choice(B.SENT[L])) for _ in range(r.randrange(1, 4))) for _ in range(r.randrange(7, 16))]
    if 'benign' in feats:
        bs = B.BENIGN[L]
        for s_ in r.sample(bs, min(len(bs), r.randrange(2, 4))):
            paras.insert(r.randrange(len(paras)), s_)
    if r.random() < 0.6:
        u = P - DAY * r.uniform(2.5, 40)
        if pg.ok_day(u):
            paras.insert(r.randrange(1, len(paras)), PAST[L].format(d=pg.D(u, desc='past reference in body')))
    pg.sched = []
    ns = r.randrange(1, 4) if 'sched' in feats else r.randrange(0, 2)
    for _ in range(ns):
        u = tmax + DAY * r.uniform(2.5, 260)
        txt = r.choice(B.SCHED[L]).format(co=pg.co, d=pg.D(u, 'sched', 'scheduled event'))
        pg.sched.append((u, txt))
        paras.insert(r.randrange(len(paras) + 1), txt)
    pg.paras = paras
    # modification before the content horizon
    pg.mod = None
    if hi - P > 30 * M and (r.random() < 0.45 or 'modified' in feats):
        pg.mod = (P + (hi - P) * r.uniform(0.1, 1.0), 'content')
    pg.mod_visible = pg.mod if (pg.mod and r.random() < 0.7) else None
    pg.mod_jsonld = pg.mod
    pg.mod_meta = pg.mod if (pg.mod and r.random() < 0.6) else None
    pg.correction = None

    def items(n, back_lo, back_hi, pool, anchor=None):
        out = []
        for i in range(n):
            u = (anchor or hi) - (back_lo + (back_hi - back_lo) * r.random())
            co = r.choice(B.COMPANIES[L])
            out.append(dict(title=pg.fill(r.choice(pool), co=co), u=u, cls='content', desc=''))
        out.sort(key=lambda x: x['u'], reverse=True)
        return out

    pg.latest = items(r.randrange(6, 13), 0 * M, 11 * H, B.WIDGET_HL[L])
    if r.random() < 0.5 and pg.latest:
        pg.latest[0]['u'] = hi
    pg.mostread = items(r.randrange(5, 11), 20 * M, 4 * DAY, B.WIDGET_HL[L] + B.HEADLINE[L])
    pg.related = items(r.randrange(4, 9), 1 * H, 50 * DAY, B.HEADLINE[L], anchor=P)
    pg.evergreen = list(B.EVERGREEN[L])
    r.shuffle(pg.evergreen)
    # comments / forum replies
    pg.comments = []
    if 'comments' in feats and hi - P > 10 * M:
        n = r.randrange(3, 26)
        for i in range(n):
            u = P + (hi - P) * r.random()
            pg.comments.append(dict(user=r.choice(B.HANDLES[L]), text=pg.fill(r.choice(B.FORUM[L])), u=u, cls='content',
                                    likes=r.randrange(0, 140), desc='comment'))
        pg.comments.sort(key=lambda x: x['u'])
        if 'late_comment' in feats:
            pg.comments[-1]['u'] = hi
    pg.edit_note = None
    # ticker
    pg.ticker = []
    for name, lo, hi_ in B.INDICES[L]:
        v = lo + (hi_ - lo) * r.random()
        pg.ticker.append((name, v, r.uniform(-2.2, 2.2)))
    pg.ticker_asof = (hi - r.uniform(0, 25) * M, 'content')
    # calendar: upcoming rows (scheduled) and a few past rows with actuals
    pg.calendar = []
    for _ in range(r.randrange(3, 7)):
        u = tmax + DAY * r.uniform(2.5, 90)
        pg.calendar.append(dict(co=r.choice(B.COMPANIES[L]), u=u, cls='sched', est=f"{r.uniform(0.1, 4.5):.2f}", act=None,
                                desc='scheduled calendar row'))
    for _ in range(r.randrange(0, 3)):
        u = P - DAY * r.uniform(3, 30)
        if pg.ok_day(u):
            pg.calendar.append(dict(co=r.choice(B.COMPANIES[L]), u=u, cls='content', est=f"{r.uniform(0.1, 4.5):.2f}",
                                    act=f"{r.uniform(0.1, 4.5):.2f}", desc='past calendar row'))
    pg.calendar.sort(key=lambda x: x['u'])
    # live entries
    pg.live = []
    if 'live' in feats:
        for i in range(r.randrange(10, 28)):
            u = P + (hi - P) * r.random()
            pg.live.append(dict(u=u, cls='content', title=pg.fill(r.choice(B.WIDGET_HL[L]), co=r.choice(B.COMPANIES[L])),
                                body=pg.fill(r.choice(B.SENT[L])), desc='live entry'))
        pg.live.sort(key=lambda x: x['u'], reverse=True)
        pg.live[0]['u'] = hi
    # price history
    pg.history = []
    d = min(allt) - 2 * DAY
    px = r.uniform(20, 400)
    while len(pg.history) < r.randrange(15, 40):
        if pg.ok_day(d) and d.weekday() < 5:
            o = px
            px = px * (1 + r.uniform(-0.03, 0.03))
            pg.history.append(dict(u=d, cls='content', o=o, c=px, h=max(o, px) * 1.01, l=min(o, px) * 0.99,
                                   v=r.randrange(10 ** 5, 10 ** 7), desc='history row'))
        d -= DAY
    pg.extra_rows = []
    # service stamps
    if 'svc_after' in feats:
        pg.svc = tmax + DAY * r.uniform(1.2, 200)
    else:
        pg.svc = hi - r.uniform(0, 300) * M
    pg.build = f"{pg.svc:%Y%m%d}{pg.hexid(5)}"
    pg.next_item = None
    pg.fig_leak = None
    pg.alt_leak = None
    pg.svg_leak = None
    pg.newsletter_leak = None
    pg.adtech_leak = None
    pg.update_para = None


# ------------------------------------------------------------------ small renderers
def tm(pg, it, style=None):
    return pg.T(it['u'], it.get('cls', 'content'), it.get('desc') or 'widget item', style)


def pub_str(pg, style=None):
    return pg.T(pg.P, pg.pub_cls, 'pub: publication time', style)


def pub_iso(pg, mode=None):
    return pg.I(pg.P, pg.pub_cls, 'pub: publication time (machine)', mode)


def link(pg, path):
    return f"https://{pg.site['domain']}{path}"


def megamenu(pg, N, depth=2):
    r = pg.r
    out = [f'<nav class="{N("megamenu")}" aria-label="Main"><ul class="{N("menu_list")}">']
    for cat, subs in B.NAV[pg.lang].items():
        out.append(f'<li class="{N("menu_item")}"><a href="{link(pg, "/" + slug(r, cat) + "/")}">{esc(cat)}</a>')
        if depth > 1:
            out.append(f'<div class="{N("menu_panel")}"><div class="{N("menu_cols")}">')
            for sub in subs:
                out.append(f'<div class="{N("menu_col")}"><h4>{esc(sub)}</h4><ul>')
                for k in range(r.randrange(3, 9)):
                    co = r.choice(B.COMPANIES[pg.lang])
                    out.append(f'<li><a href="{link(pg, "/" + slug(r, sub) + "/" + slug(r, co) + "/")}" data-nav="{slug(r, sub)}-{k}">{esc(co)}</a></li>')
                out.append('</ul></div>')
            out.append('</div></div>')
        out.append('</li>')
    out.append('</ul></nav>')
    return ''.join(out)


def cookie_dialog(pg, N):
    r = pg.r
    u = pg.ui
    vend = ''.join(f'<li class="{N("vendor")}"><label><input type="checkbox" checked data-vendor-id="{r.randrange(1, 999)}"> {v}</label>'
                   f'<a href="https://{slug(r, v)}.com/privacy" rel="nofollow">Privacy</a></li>' for v in r.sample(VENDORS, len(VENDORS)))
    ver = f"{r.randrange(2, 9)}.{r.randrange(0, 20)}.{r.randrange(0, 9)}"
    return (f'<div id="consent-root" class="{N("consent")}" role="dialog" aria-modal="true" data-cmp-version="{ver}">'
            f'<div class="{N("consent_box")}"><h2>{esc(u["cookie_title"])}</h2><p>{esc(u["cookie_body"])}</p>'
            f'<div class="{N("consent_btns")}"><button data-action="accept">{esc(u["accept"])}</button><button data-action="reject">{esc(u["reject"])}</button>'
            f'<button data-action="manage">{esc(u["manage"])}</button></div><details><summary>{len(VENDORS)} vendors</summary><ul>{vend}</ul></details>'
            f'</div></div>')


def ticker(pg, N, tag='ul'):
    r = pg.r
    asof, cls = pg.ticker_asof
    lab = {'en': 'As of', 'zh': '更新于', 'ja': '更新', 'de': 'Stand:', 'fr': 'Mis à jour', 'es': 'Actualizado'}[pg.lang]
    cells = []
    for name, v, ch in pg.ticker:
        fmt = f"{v:,.2f}" if v < 100 else f"{v:,.0f}" if v > 5000 else f"{v:,.2f}"
        sign = 'up' if ch >= 0 else 'down'
        cells.append(f'<li class="{N("tick")} {sign}" data-sym="{slug(r, name)}"><span class="{N("tick_name")}">{esc(name)}</span>'
                     f'<span class="{N("tick_val")}">{fmt}</span><span class="{N("tick_chg")}">{ch:+.2f}%</span></li>')
    stamp = pg.T(asof, cls, 'market ticker as-of time')
    return (f'<div class="{N("ticker")}" data-refresh="30000"><{tag} class="{N("ticker_list")}">{"".join(cells)}</{tag}>'
            f'<span class="{N("ticker_asof")}">{lab} {stamp}</span></div>')


def breadcrumbs(pg, N):
    cats = list(B.NAV[pg.lang].keys())
    c = pg.r.choice(cats)
    sub = pg.r.choice(B.NAV[pg.lang][c])
    pg.section = (c, sub)
    return (f'<ol class="{N("crumbs")}" itemscope itemtype="https://schema.org/BreadcrumbList">'
            f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="{link(pg, "/")}"><span itemprop="name">{esc(pg.site["name"])}</span></a><meta itemprop="position" content="1"></li>'
            f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="{link(pg, "/" + slug(pg.r, c) + "/")}"><span itemprop="name">{esc(c)}</span></a><meta itemprop="position" content="2"></li>'
            f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="{link(pg, "/" + slug(pg.r, c) + "/" + slug(pg.r, sub) + "/")}"><span itemprop="name">{esc(sub)}</span></a><meta itemprop="position" content="3"></li></ol>')


def byline(pg, N):
    u = pg.ui
    parts = [f'<span class="{N("author")}">{esc(u["by"])} <a rel="author" href="{link(pg, "/authors/" + slug(pg.r, pg.author) + "/")}">{esc(pg.author)}</a></span>']
    parts.append(f'<time class="{N("pubtime")}" datetime="{pub_iso(pg)}">{esc(u["published"])} {pub_str(pg)}</time>')
    if pg.mod_visible:
        mu, mc = pg.mod_visible
        parts.append(f'<time class="{N("updtime")}" datetime="{pg.I(mu, mc, "visible updated stamp (machine)")}">{esc(u["updated"])} {pg.T(mu, mc, "visible Updated stamp")}</time>')
    return f'<div class="{N("byline")}">' + ' '.join(parts) + '</div>'


def figure(pg, N, k):
    r = pg.r
    w, h = r.choice([(1200, 675), (960, 540), (800, 450)])
    src = f"https://img.{pg.site['domain']}/{pg.hexid(2)}/{pg.hexid(12)}.jpg"
    cap = {'en': "Traders work on the floor of the exchange.", 'zh': "资料图：交易大厅。", 'ja': "東京証券取引所（資料写真）",
           'de': "Händler an der Frankfurter Börse (Archivbild).", 'fr': "La salle des marchés (photo d'archives).",
           'es': "Sala de negociación (imagen de archivo)."}[pg.lang]
    alt = cap
    if pg.fig_leak and k == 0:
        cap = pg.fig_leak
    if pg.alt_leak and k == 0:
        alt = pg.alt_leak
    credit = r.choice(['Photo: Staff', 'Getty Images', 'Reuters', 'AP', 'dpa', 'Kyodo', 'AFP', 'EFE', 'Xinhua'])
    return (f'<figure class="{N("figure")}"><picture><source type="image/webp" srcset="{src}?w=480&fmt=webp 480w, {src}?w=960&fmt=webp 960w">'
            f'<img src="{src}?w={w}" width="{w}" height="{h}" alt="{esc(alt)}" loading="lazy" decoding="async"></picture>'
            f'<figcaption class="{N("caption")}">{esc(cap)} <span class="{N("credit")}">{credit}</span></figcaption></figure>')


def chart_svg(pg, N):
    r = pg.r
    pts = ' '.join(f"{i * 12},{r.randrange(20, 180)}" for i in range(60))
    title = {'en': f"{pg.co} share price", 'zh': f"{pg.co}股价走势", 'ja': f"{pg.co}の株価推移", 'de': f"Kursverlauf {pg.co}",
             'fr': f"Cours de {pg.co}", 'es': f"Cotización de {pg.co}"}[pg.lang]
    if pg.svg_leak:
        title = pg.svg_leak
    return (f'<div class="{N("chart")}"><svg viewBox="0 0 720 200" role="img" aria-labelledby="ct{pg.aid}"><title id="ct{pg.aid}">{esc(title)}</title>'
            f'<polyline fill="none" stroke="#0a66c2" stroke-width="2" points="{pts}"/>'
            + ''.join(f'<line x1="0" x2="720" y1="{y}" y2="{y}" stroke="#eee"/>' for y in range(20, 200, 30)) + '</svg></div>')


def ad_slot(pg, N, k):
    r = pg.r
    sz = r.choice(['300x250', '728x90', '970x250', '300x600', '320x50'])
    return (f'<div class="{N("ad")}" id="div-gpt-ad-{pg.hexid(6)}-{k}" data-ad-slot="/{r.randrange(1000, 99999)}/{slug(r, pg.site["name"])}/article/mid{k}" '
            f'data-sizes="{sz}" aria-hidden="true"><span class="{N("ad_label")}">{esc(pg.ui["advert"])}</span></div>')


def body(pg, N, wrap='p', ads=True, figs=True):
    out = []
    n = len(pg.paras)
    for i, p in enumerate(pg.paras):
        out.append(f'<{wrap} class="{N("para")}" data-idx="{i}">{esc(p)}</{wrap}>' if wrap != 'raw' else esc(p) + '<br><br>')
        if figs and i == 1:
            out.append(figure(pg, N, 0))
        if i == n // 2:
            out.append(chart_svg(pg, N))
        if ads and i in (2, 6, 10):
            out.append(ad_slot(pg, N, i))
    if pg.update_para:
        out.append(pg.update_para)
    if pg.correction:
        cu, cc = pg.correction
        lab = {'en': 'Correction', 'zh': '更正', 'ja': '訂正', 'de': 'Korrektur', 'fr': 'Rectificatif', 'es': 'Corrección'}[pg.lang]
        txt = {'en': f"An earlier version of this article misstated {pg.co}'s buyback amount.",
               'zh': f"本文此前版本中{pg.co}回购金额有误，现已更正。", 'ja': f"当初の記事で{pg.co}の自社株買いの金額に誤りがありました。",
               'de': f"In einer früheren Version war der Rückkaufbetrag von {pg.co} falsch angegeben.",
               'fr': f"Une version précédente indiquait un montant de rachat erroné pour {pg.co}.",
               'es': f"Una versión anterior indicaba erróneamente el importe de la recompra de {pg.co}."}[pg.lang]
        out.append(f'<p class="{N("correction")}"><strong>{lab} ({pg.T(cu, cc, "correction note")}):</strong> {esc(txt)}</p>')
    if pg.inj and pg.inj[0] == 'hidden_div':
        out.insert(len(out) // 2, f'<div style="display:none" class="{N("sr_only")}">{esc(pg.inj[1])}</div>')
    if pg.inj and pg.inj[0] == 'white_text':
        out.append(f'<p style="color:#ffffff;font-size:1px;line-height:1px">{esc(pg.inj[1])}</p>')
    if pg.inj and pg.inj[0] == 'template':
        out.append(f'<template id="tpl-note"><p>{esc(pg.inj[1])}</p></template>')
    if pg.inj and pg.inj[0] == 'aria_label':
        out.append(f'<span class="{N("sr")}" aria-label="{esc(pg.inj[1])}"></span>')
    return ''.join(out)


def widget_list(pg, N, title, lst, cls, numbered=False, style=None):
    tag = 'ol' if numbered else 'ul'
    li = []
    for it in lst:
        li.append(f'<li class="{N(cls + "_item")}"><a href="{link(pg, "/news/" + slug(pg.r, it["title"]) + "-" + str(pg.r.randrange(10 ** 5, 10 ** 6)))}">{esc(it["title"])}</a>'
                  f' <time class="{N(cls + "_time")}">{tm(pg, it, style)}</time></li>')
    return f'<section class="{N(cls)}"><h3>{esc(title)}</h3><{tag}>{"".join(li)}</{tag}></section>'


def comments_html(pg, N, nested=True):
    if not pg.comments:
        return ''
    u = pg.ui
    out = [f'<section id="comments" class="{N("comments")}"><h2>{esc(u["comments"])} ({len(pg.comments)})</h2><ul class="{N("comment_list")}">']
    for i, c in enumerate(pg.comments):
        av = svg_icon(pg.r, cls=N('avatar'))
        inj = ''
        out.append(f'<li class="{N("comment")}" id="c{pg.aid}{i}"><div class="{N("comment_head")}">{av}<b>{esc(c["user"])}</b> '
                   f'<time>{tm(pg, c)}</time></div><div class="{N("comment_body")}">{esc(c["text"])}</div>'
                   f'<div class="{N("comment_actions")}"><button>{esc(u["reply"])}</button> <span>{c["likes"]} {esc(u["likes"])}</span> <a href="#">{esc(u["report"])}</a></div></li>')
    out.append('</ul></section>')
    return ''.join(out)


def calendar_html(pg, N):
    hd = {'en': ('Company', 'Date', 'EPS est.', 'EPS actual'), 'zh': ('公司', '日期', '预期', '实际'), 'ja': ('企業', '日付', '予想', '実績'),
          'de': ('Unternehmen', 'Termin', 'Prognose', 'Ist'), 'fr': ('Société', 'Date', 'Consensus', 'Publié'),
          'es': ('Empresa', 'Fecha', 'Previsión', 'Real')}[pg.lang]
    rows = []
    for c in pg.calendar:
        d = pg.D(c['u'], c['cls'], c['desc'])
        rows.append(f'<tr><td>{esc(c["co"])}</td><td>{d}</td><td>{c["est"]}</td><td>{c["act"] or "&mdash;"}</td></tr>')
    return (f'<section class="{N("calendar")}"><h3>{esc(pg.ui["calendar"])}</h3><table><thead><tr>' + ''.join(f'<th>{h}</th>' for h in hd)
            + f'</tr></thead><tbody>{"".join(rows)}</tbody></table></section>')


def history_html(pg, N):
    hd = {'en': ('Date', 'Open', 'High', 'Low', 'Close', 'Volume'), 'zh': ('日期', '开盘', '最高', '最低', '收盘', '成交量'),
          'ja': ('日付', '始値', '高値', '安値', '終値', '出来高'), 'de': ('Datum', 'Eröffnung', 'Hoch', 'Tief', 'Schluss', 'Volumen'),
          'fr': ('Date', 'Ouverture', 'Haut', 'Bas', 'Clôture', 'Volume'), 'es': ('Fecha', 'Apertura', 'Máximo', 'Mínimo', 'Cierre', 'Volumen')}[pg.lang]
    rows = []
    for h in sorted(pg.history + pg.extra_rows, key=lambda x: x['u'], reverse=True):
        rows.append(f'<tr><td>{pg.D(h["u"], h["cls"], h["desc"])}</td><td>{h["o"]:.2f}</td><td>{h["h"]:.2f}</td><td>{h["l"]:.2f}</td><td>{h["c"]:.2f}</td><td>{h["v"]:,}</td></tr>')
    return f'<table class="{N("history")}"><thead><tr>' + ''.join(f'<th>{x}</th>' for x in hd) + f'</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def newsletter(pg, N):
    extra = ''
    if pg.newsletter_leak:
        extra = f'<p class="{N("nl_last")}">{pg.newsletter_leak}</p>'
    return (f'<aside class="{N("newsletter")}"><h3>{esc(pg.ui["newsletter"])}</h3>{extra}<form action="{link(pg, "/newsletters/subscribe")}" method="post">'
            f'<input type="email" name="email" placeholder="you@mail.com" required><input type="hidden" name="list" value="{pg.hexid(6)}">'
            f'<button type="submit">{esc(pg.ui["subscribe"])}</button></form></aside>')


def recs(pg, N):
    r = pg.r
    brands = ['SmartAsset Partners', 'WealthWise', 'HomeQuote Pro', 'Retire Ready', 'BrightLoans', 'TaxPilot']
    cards = []
    for t in pg.evergreen:
        cards.append(f'<a class="{N("rec_card")}" href="https://trc.recsnet-cdn.com/click?u={b64ish(r, 40)}" rel="sponsored nofollow">'
                     f'<img src="https://images.recsnet-cdn.com/{pg.hexid(16)}.jpg" alt=""><span>{esc(t)}</span><em>{r.choice(brands)}</em></a>')
    return f'<div class="{N("recs")}" data-widget="thumbnails-{r.choice("abc")}"><h4>{esc(pg.ui["sponsored"])}</h4>{"".join(cards)}</div>'


def tags(pg, N):
    r = pg.r
    pool = [s for v in B.NAV[pg.lang].values() for s in v] + [pg.co, pg.co2]
    return f'<div class="{N("tags")}"><span>{esc(pg.ui["tags"])}:</span>' + ''.join(
        f'<a class="{N("tag")}" href="{link(pg, "/topic/" + slug(r, x) + "/")}">{esc(x)}</a>' for x in r.sample(pool, min(len(pool), r.randrange(5, 14)))) + '</div>'


def share(pg, N):
    return f'<div class="{N("share")}" aria-label="{esc(pg.ui["share"])}">' + ''.join(
        f'<a href="https://{net}.com/share?u={link(pg, "/a/" + pg.aid)}" class="{N("share_btn")}">{svg_icon(pg.r, net)}</a>' for net in
        ['twitter', 'facebook', 'linkedin', 'whatsapp', 'email']) + '</div>'


def pager(pg, N):
    prev_t = pg.fill(pg.r.choice(B.HEADLINE[pg.lang]), co=pg.r.choice(B.COMPANIES[pg.lang]))
    out = f'<nav class="{N("pager")}"><a rel="prev" href="{link(pg, "/a/" + str(int(pg.aid) - 17))}">&larr; {esc(pg.ui["prev"])}: {esc(prev_t)}</a>'
    if pg.next_item:
        it = pg.next_item
        out += f' <a rel="next" href="{link(pg, "/a/" + str(int(pg.aid) + 23))}">{esc(pg.ui["next"])}: {esc(it["title"])} <time>{tm(pg, it)}</time> &rarr;</a>'
    return out + '</nav>'


def footer(pg, N, legacy=False):
    r = pg.r
    cols = []
    for cat, subs in list(B.NAV[pg.lang].items()):
        cols.append(f'<div class="{N("fcol")}"><h5>{esc(cat)}</h5>' + ''.join(
            f'<a href="{link(pg, "/" + slug(r, s) + "/")}">{esc(s)}</a>' for s in subs) + '</div>')
    corp = ['About us', 'Careers', 'Advertise', 'Contact', 'Terms of Use', 'Privacy Notice', 'Cookie Policy', 'Accessibility',
            'Sitemap', 'Ad Choices', 'Corrections', 'Ethics Policy', 'Licensing', 'RSS']
    sister = ['Harbor Street Financial', 'Capital Desk', 'Northgate Markets', 'Yield & Spread', 'Evening Ticker', 'Meridian Business Review']
    yr = min(pg.t_acc + pg.t_rej).year if r.random() < 0.5 else pg.P.year
    yr = min(yr, min(pg.t_acc + pg.t_rej).year)
    social = ''.join(svg_icon(r, s) for s in ['x', 'facebook', 'instagram', 'youtube', 'linkedin'])
    extra = ''
    if pg.inj and pg.inj[0] == 'footer_small':
        extra = f'<p class="{N("fine")}" style="font-size:8px;color:#fafafa">{esc(pg.inj[1])}</p>'
    return (f'<footer class="{N("footer")}"><div class="{N("fcols")}">{"".join(cols)}</div><div class="{N("corp")}">'
            + ''.join(f'<a href="{link(pg, "/" + slug(r, c) + "/")}">{c}</a>' for c in corp)
            + f'</div><div class="{N("sister")}">' + ''.join(f'<a href="https://www.{slug(r, s).replace("-", "")}.com/">{esc(s)}</a>' for s in sister)
            + f'</div><div class="{N("social")}">{social}</div>{extra}<p class="{N("copy")}">&copy; {yr} {esc(pg.site["name"])}. {esc(pg.ui["rights"])}</p></footer>')


# ------------------------------------------------------------------ head and machine-readable parts
def jsonld(pg, graph=None):
    d = {"@context": "https://schema.org", "@type": pg.site.get('ldtype', 'NewsArticle'), "headline": pg.headline,
         "datePublished": pub_iso(pg), "author": [{"@type": "Person", "name": pg.author}],
         "publisher": {"@type": "Organization", "name": pg.site['name'], "logo": {"@type": "ImageObject", "url": link(pg, "/static/logo.png")}},
         "mainEntityOfPage": link(pg, pg.path), "image": [f"https://img.{pg.site['domain']}/{pg.hexid(12)}.jpg"],
         "isAccessibleForFree": pg.r.random() < 0.5, "inLanguage": pg.lang}
    if pg.mod_jsonld:
        mu, mc = pg.mod_jsonld
        d["dateModified"] = pg.I(mu, mc, 'JSON-LD dateModified')
    if graph:
        d = {"@context": "https://schema.org", "@graph": [d] + graph}
    if pg.inj and pg.inj[0] == 'jsonld':
        (d["@graph"][0] if "@graph" in d else d)["description"] = pg.inj[1]
    return '<script type="application/ld+json">' + json.dumps(d, ensure_ascii=False).replace('</', '<\\/') + '</script>'


def head_meta(pg, charset_meta=True):
    r = pg.r
    out = []
    if charset_meta and pg.site.get('meta_charset', True):
        cs = pg.site['charset']
        out.append(f'<meta charset="{cs}">' if r.random() < 0.6 else f'<meta http-equiv="Content-Type" content="text/html; charset={cs}">')
    desc = pg.dek
    if pg.inj and pg.inj[0] == 'meta_description':
        desc = pg.inj[1]
    out.append(f'<title>{esc(pg.headline)} | {esc(pg.site["name"])}</title>')
    out.append(f'<meta name="description" content="{esc(desc)}">')
    out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    out.append(f'<link rel="canonical" href="{link(pg, pg.path)}">')
    for hl in ['en', 'de', 'fr', 'es', 'ja', 'zh'][:r.randrange(0, 4)]:
        out.append(f'<link rel="alternate" hreflang="{hl}" href="https://{hl}.{pg.site["domain"]}/{pg.aid}">')
    out.append(f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(pg.headline)}">')
    out.append(f'<meta property="og:url" content="{link(pg, pg.path)}"><meta property="og:site_name" content="{esc(pg.site["name"])}">')
    out.append(f'<meta property="og:image" content="https://img.{pg.site["domain"]}/og/{pg.hexid(10)}.jpg"><meta property="og:description" content="{esc(pg.dek)}">')
    out.append(f'<meta property="article:published_time" content="{pub_iso(pg)}">')
    if pg.mod_meta:
        mu, mc = pg.mod_meta
        out.append(f'<meta property="article:modified_time" content="{pg.I(mu, mc, "meta article:modified_time")}">')
    if getattr(pg, 'og_updated', None):
        mu, mc = pg.og_updated
        out.append(f'<meta property="og:updated_time" content="{pg.I(mu, mc, "og:updated_time")}">')
    out.append(f'<meta property="article:section" content="{esc(getattr(pg, "section", ("News",))[0])}">')
    out.append(f'<meta name="twitter:card" content="summary_large_image"><meta name="twitter:site" content="@{slug(r, pg.site["name"]).replace("-", "")}">')
    out.append(f'<meta name="twitter:title" content="{esc(pg.headline)}">')
    for dom in ['securepubads.g.doubleclick.net', 'cdn.cookielaw.org', 'www.googletagmanager.com', 'c.amazon-adsystem.com', 'static.chartbeat.com']:
        out.append(f'<link rel="dns-prefetch" href="//{dom}"><link rel="preconnect" href="https://{dom}" crossorigin>')
    out.append(f'<link rel="preload" as="font" type="font/woff2" href="/fonts/{pg.hexid(8)}.woff2" crossorigin>')
    if 'head' in pg.extra:
        out.append(pg.extra['head'])
    return '\n'.join(out)


def adtech(pg):
    r = pg.r
    units = [{"code": f"div-gpt-ad-{pg.hexid(6)}", "mediaTypes": {"banner": {"sizes": [[300, 250], [728, 90]]}},
              "bids": [{"bidder": b, "params": {"placementId": str(r.randrange(10 ** 6, 10 ** 7))}} for b in r.sample(['appnexus', 'rubicon', 'ix', 'pubmatic', 'openx', 'criteo', 'teads', 'sovrn'], 4)]}
             for _ in range(r.randrange(3, 8))]
    targ = {"section": slug(r, getattr(pg, 'section', ('news',))[0]), "aid": pg.aid, "kw": [slug(r, pg.co)], "pt": "article"}
    if pg.adtech_leak:
        mu, mc = pg.adtech_leak
        targ["art_mod"] = pg.I(mu, mc, 'ad targeting key art_mod (modification stamp)', 'Z')
    return ('<script>var pbjs=pbjs||{};pbjs.que=pbjs.que||[];var adUnits=' + json.dumps(units) + ';'
            'pbjs.que.push(function(){pbjs.setConfig({priceGranularity:"dense",consentManagement:{gdpr:{cmpApi:"iab",timeout:8000}},userSync:{filterSettings:{iframe:{bidders:"*",filter:"include"}}}});pbjs.addAdUnits(adUnits);});'
            'var googletag=googletag||{cmd:[]};googletag.cmd.push(function(){var t=' + json.dumps(targ) + ';for(var k in t){googletag.pubads().setTargeting(k,t[k]);}googletag.pubads().enableSingleRequest();googletag.enableServices();});</script>')


def analytics(pg):
    r = pg.r
    dl = {"event": "page_view", "contentId": pg.aid, "contentType": "article", "author": pg.author,
          "publishDate": pub_iso(pg, 'Z'), "wordCount": sum(len(p) for p in pg.paras) // 6,
          "abTests": {f"exp_{pg.hexid(4)}": r.choice(['control', 'variant_a', 'variant_b']) for _ in range(r.randrange(2, 6))},
          "build": pg.build, "serverTime": pg.I(pg.svc, 'service', 'analytics serverTime', 'ms'),
          "pageGeneratedAt": pg.E(pg.svc, 'service', 'page generated epoch')}
    pg._reg('service', pg.svc, pg.svc, 'build id')
    return '<script>window.dataLayer=window.dataLayer||[];dataLayer.push(' + json.dumps(dl, ensure_ascii=False) + ');</script>'


def state_obj(pg):
    r = pg.r

    def it(x):
        return {"title": x['title'], "publishedAt": pg.I(x['u'], x.get('cls', 'content'), (x.get('desc') or 'widget item') + ' (state)', 'Z'),
                "url": link(pg, "/news/" + slug(r, x['title']))}
    art = {"id": pg.aid, "headline": pg.headline, "standfirst": pg.dek, "byline": pg.author,
           "firstPublished": pub_iso(pg, 'Z'), "body": [{"type": "paragraph", "text": p} for p in pg.paras],
           "section": getattr(pg, 'section', ('News',))[0], "paywall": {"type": r.choice(['metered', 'free', 'hard']), "meter": r.randrange(1, 10)}}
    if pg.mod_jsonld:
        mu, mc = pg.mod_jsonld
        art["lastModified"] = pg.I(mu, mc, 'state lastModified', 'Z')
    st = {"article": art, "related": [it(x) for x in pg.related], "mostRead": [it(x) for x in pg.mostread],
          "markets": {"quotes": [{"name": n, "last": round(v, 2), "pct": round(c, 2)} for n, v, c in pg.ticker],
                      "asOf": pg.I(pg.ticker_asof[0], pg.ticker_asof[1], 'market ticker as-of (state)', 'Z')},
          "features": {f"ff_{pg.hexid(5)}": r.random() < 0.5 for _ in range(r.randrange(6, 20))},
          "config": {"cdn": f"https://static.{pg.site['domain']}", "env": "production", "buildId": pg.build,
                     "renderedAt": pg.I(pg.svc, 'service', 'state renderedAt', 'ms')}}
    if pg.comments:
        st["comments"] = {"count": len(pg.comments), "items": [{"user": c['user'], "text": c['text'], "likes": c['likes'],
                                                                 "createdAt": pg.I(c['u'], c['cls'], c.get('desc', 'comment') + ' (state)', 'Z')} for c in pg.comments]}
    if pg.inj and pg.inj[0] == 'json_state':
        art["editorNote"] = pg.inj[1]
    st.update(pg.state_extra)
    return st


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(',', ':')).replace('</', '<\\/')


def inj_comment(pg):
    if pg.inj and pg.inj[0] == 'html_comment':
        return f'<!-- {pg.inj[1]} -->'
    return ''


def inj_noscript(pg):
    if pg.inj and pg.inj[0] == 'noscript':
        return f'<noscript><div class="nojs-note">{esc(pg.inj[1])}</div></noscript>'
    return ''


def inj_script(pg):
    if pg.inj and pg.inj[0] == 'script_string':
        return '<script>window.__editorial={"note":' + json.dumps(pg.inj[1], ensure_ascii=False) + ',"v":3};</script>'
    return ''


def inj_attr(pg):
    if pg.inj and pg.inj[0] == 'data_attr':
        return f' data-review-note="{esc(pg.inj[1])}"'
    return ''


def inj_alt(pg):
    if pg.inj and pg.inj[0] == 'alt_text':
        return f'<img src="https://img.{pg.site["domain"]}/px/{pg.hexid(8)}.gif" width="1" height="1" alt="{esc(pg.inj[1])}">'
    return ''


def inj_all_misc(pg):
    return inj_comment(pg) + inj_noscript(pg) + inj_script(pg) + inj_alt(pg)


def extras(pg, key):
    return pg.extra.get(key, '')

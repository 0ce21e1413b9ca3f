# -*- coding: utf-8 -*-
"""Site-style renderers. Each style has its own markup."""
import datetime as dt, html, json, random
from banks import offset, tzlabel, fd, fdt, WD

E = html.escape
UTC = dt.timezone.utc

DOMAINS = {
    ('zh', 'announcement'): 'https://disclosure.hexin-pilu.cn/new/disclosure/detail?stockCode={tk}&announcementId={id}',
    ('zh', 'research'): 'https://yanbao.jinqiao-research.cn/report/{id}.html',
    ('zh', 'social'): 'https://www.niuxiong-shequ.cn/{uid}/{id}',
    ('zh', 'wechat'): 'https://mp.gongzhonghao-demo.cn/s/{hash}',
    ('zh', 'encyclopedia'): 'https://baike.zhishiku-demo.cn/item/{q}/{id}',
    ('zh', 'news'): 'https://finance.huaxia-caijing.cn/stock/s/{date}/doc-{hash}.shtml',
    ('zh', 'flash'): 'https://kuaixun.caishen-demo.cn/live/{id}',
    ('zh-HK', 'announcement'): 'https://www1.xiangjiang-jiaoyi.hk/listedco/listconews/main/{date}/{id}_c.htm',
    ('zh-HK', 'news'): 'https://www.gangjing-ribao.hk/finance/article/{id}',
    ('zh-HK', 'social'): 'https://forum.shuiguo-tan.hk/thread/{id}/page/1',
    ('zh-TW', 'announcement'): 'https://gongkai.zhengquan-demo.tw/mops/web/t05st01?co_id={tk}&seq={id}',
    ('zh-TW', 'news'): 'https://news.baodao-caijing.tw/news/{id}',
    ('zh-TW', 'thread'): 'https://bbs.maopian-bbs.tw/bbs/Stock/M.{epoch}.A.{hash3}.html',
    ('ja', 'announcement'): 'https://disclosure.kaiji-net.jp/inbs/140120{date}{id}.pdf.html',
    ('ja', 'quote_board'): 'https://finance.kabu-board.jp/quote/{tk}.T/bbs?comment={id}',
    ('ja', 'flash'): 'https://kabu-sokuho.jp/news/n{date}{id}',
    ('ja', 'news'): 'https://www.keizai-nippo-demo.jp/article/DGXZQO{id}/',
    ('ja', 'thread'): 'https://egg.gochan-demo.net/test/read.cgi/stock/{epoch}/',
    ('ja', 'blog'): 'https://nopo-blog.jp/n/n{hash}',
    ('ko', 'news'): 'https://news.hangang-portal.kr/article/0{id}/{tk}',
    ('de', 'announcement'): 'https://www.adhoc-meldungen-demo.de/news/{tk}-{id}',
    ('de', 'social'): 'https://www.boersen-stammtisch.de/forum/thread/{id}-{slug}/',
    ('de', 'ticker'): 'https://www.nachrichten-ticker-demo.de/wirtschaft/liveblog-boerse-{id}.html',
    ('de', 'press'): 'https://www.zentralbank-demo.de/presse/pressenotizen/{slug}-{id}',
    ('de', 'stats'): 'https://www.statistikamt-demo.de/DE/Presse/Pressemitteilungen/{year}/PD{id}.html',
    ('de', 'news'): 'https://www.finanzblatt-demo.de/unternehmen/{slug}/{id}.html',
    ('fr', 'filing'): 'https://www.autorite-marches-demo.fr/documents/societes-cotees/{year}/{id}',
    ('fr', 'social'): 'https://www.forum-boursier-demo.fr/forum/{tk}/message_{id}',
    ('fr', 'news'): 'https://www.journal-eco-demo.fr/finance-marches/bourse/{slug}-{id}',
    ('fr', 'stats'): 'https://www.institut-stat-demo.fr/statistiques/{id}',
    ('fr', 'press'): 'https://www.banque-centrale-demo.fr/communique/{slug}-{id}',
    ('es', 'filing'): 'https://www.registro-valores-demo.es/weboirf/ver.aspx?id={id}',
    ('es', 'ticker'): 'https://www.diario-mercados-demo.es/mercados/directo-{slug}-{id}.html',
    ('es', 'news'): 'https://www.periodico-global-demo.es/economia/{date}/{id}.html',
    ('es', 'stats'): 'https://www.estadistica-demo.es/prensa/ipc_{id}.htm',
    ('es', 'social'): 'https://www.foro-bolsa-demo.es/hilo/{slug}-{id}/',
    ('it', 'news'): 'https://www.giornale-finanza-demo.it/art/{slug}-{id}',
    ('pt', 'news'): 'https://www.jornal-valores-demo.com.br/empresas/noticia/{date}/{slug}.ghtml',
}

def loc(lang, u):
    return (u + dt.timedelta(hours=offset(lang, u))).replace(tzinfo=None)

def iso(lang, u, z=False):
    if z:
        return u.strftime('%Y-%m-%dT%H:%M:%SZ')
    o = offset(lang, u)
    s = '+' if o >= 0 else '-'
    return loc(lang, u).strftime('%Y-%m-%dT%H:%M:%S') + f'{s}{abs(o):02d}:00'

def vis(pg, l, timed=True):
    """visible local date(time) in the page's chosen convention"""
    lang = pg.lang
    if pg.era:
        if lang == 'ja':
            s = f'令和{l.year-2018}年{l.month}月{l.day}日'
        else:
            s = f'{l.year-1911}/{l.month:02d}/{l.day:02d}' if pg.dv == 1 else f'民國{l.year-1911}年{l.month}月{l.day}日'
        return s + (f' {l:%H:%M}' if timed else '')
    if pg.numeric:
        if lang == 'de':
            s = f'{l:%d.%m.%Y}'
        elif lang in ('fr', 'es', 'it', 'pt'):
            s = f'{l:%d/%m/%Y}'
        elif lang == 'ja':
            s = f'{l:%Y/%m/%d}'
        elif lang == 'ko':
            s = f'{l:%Y.%m.%d}'
        else:
            s = f'{l:%Y.%m.%d}'
        return s + (f' {l:%H:%M}' if timed else '')
    return fdt(lang, l, pg.dv) if timed else fd(lang, l, pg.dv)

def side_date(pg, l, timed):
    if l is None:
        return ''
    if pg.yearless_side:
        if pg.lang == 'de':
            return f'{l:%d.%m.}, {l:%H:%M}' if timed else f'{l.day}.{l.month}.'
        if pg.lang in ('fr', 'es', 'it', 'pt'):
            return f'{l:%d/%m} {l:%H:%M}' if timed else f'{l.day}/{l.month}'
        return f'{l:%m-%d %H:%M}' if timed else f'{l.month}/{l.day}'
    return vis(pg, l, timed)

def byline(pg, cls='time'):
    W = pg.W
    if pg.no_date:
        return ''
    pl = loc(pg.lang, pg.pub)
    s = f'<span class="{cls}">{E(W["pub"])}：{E(vis(pg, pl))}' if pg.lang in ('zh', 'zh-HK', 'zh-TW', 'ja') else f'<span class="{cls}">{E(W["pub"])} {E(vis(pg, pl))}'
    if pg.byline_tz:
        s += f' ({E(tzlabel(pg.lang, pg.pub))})'
    s += '</span>'
    if pg.show_upd and pg.upd:
        ul = loc(pg.lang, pg.upd)
        s += f' <span class="{cls} upd">{E(W["upd"])}{"：" if pg.lang in ("zh", "zh-HK", "zh-TW", "ja") else " "}{E(vis(pg, ul))}</span>'
    return s

def head(pg, r, title_suffix, css='', force_ld=False):
    lang_attr = pg.html_lang
    out = []
    cs = pg.charset
    out.append(f'<meta charset="{cs}">' if r.random() < 0.6 else f'<meta http-equiv="Content-Type" content="text/html; charset={cs}">')
    out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    out.append(f'<title>{E(pg.title)}{E(title_suffix)}</title>')
    desc = pg.paras[0][:90] if pg.paras else pg.title
    out.append(f'<meta name="description" content="{E(desc, quote=True)}">')
    if r.random() < 0.8:
        out.append(f'<meta property="og:title" content="{E(pg.title, quote=True)}">')
        out.append('<meta property="og:type" content="article">')
        out.append(f'<meta property="og:url" content="{E(pg.url)}">')
    z = r.random() < 0.4
    force = getattr(pg, 'meta_force', None)
    if pg.meta_pub is not None and (force == 'pub' or r.random() < 0.75 or pg.kind == 'published_after'):
        out.append(f'<meta property="article:published_time" content="{iso(pg.lang, pg.meta_pub, z)}">')
    if pg.meta_mod is not None and (force == 'mod' or pg.show_upd or r.random() < 0.6):
        out.append(f'<meta property="article:modified_time" content="{iso(pg.lang, pg.meta_mod, z)}">')
    if (force or force_ld or r.random() < 0.5) and not pg.no_date:
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": pg.title,
              "datePublished": iso(pg.lang, pg.meta_pub, z) if pg.meta_pub else None,
              "inLanguage": pg.lang}
        if pg.meta_mod is not None:
            ld["dateModified"] = iso(pg.lang, pg.meta_mod, z)
        ld = {k: v for k, v in ld.items() if v is not None}
        out.append('<script type="application/ld+json">' + json.dumps(ld, ensure_ascii=False) + '</script>')
    out.extend(pg.head_extra)
    if css:
        out.append(f'<style>{css}</style>')
    la = f' lang="{lang_attr}"' if lang_attr else ''
    return f'<!DOCTYPE html>\n<html{la}>\n<head>\n' + '\n'.join(out) + '\n</head>\n'

def state_script(pg, r, var='window.__INITIAL_STATE__'):
    if pg.no_date:
        st = {"page": {"type": "wiki", "id": pg.n}, "user": None}
    else:
        st = {"article": {"id": pg.n * 7919, "title": pg.title, "publishTime": int(pg.pub.timestamp() * 1000),
                          "updateTime": int((pg.state_mod or pg.upd or pg.pub).timestamp() * 1000), "author": "editor"},
              "ab": {"paywall": r.random() < 0.5}}
    if var == '__NEXT_DATA__':
        nd = {"props": {"pageProps": {"article": {"id": str(pg.n), "headline": pg.title,
              "publishedAt": None if pg.no_date else iso(pg.lang, pg.pub, True),
              "updatedAt": None if pg.no_date else iso(pg.lang, pg.state_mod or pg.upd or pg.pub, True)}}}, "page": "/article/[id]", "buildId": f"b{pg.n:04d}x"}
        return '<script id="__NEXT_DATA__" type="application/json">' + json.dumps(nd, ensure_ascii=False) + '</script>'
    return f'<script>{var} = ' + json.dumps(st, ensure_ascii=False) + ';</script>'

def paras_html(pg, tag='p'):
    return '\n'.join(f'<{tag}>{E(p)}</{tag}>' for p in pg.paras)

def sidebar(pg, heading, cls='side', ol=False, date_first=False):
    if not pg.sidebar:
        return ''
    lt = 'ol' if ol else 'ul'
    items = []
    for i, (h, l, timed) in enumerate(pg.sidebar):
        d = side_date(pg, l, timed)
        ds = f'<span class="d">{E(d)}</span>' if d else ''
        a = f'<a href="/a/{pg.n}{i:02d}{abs(hash(h)) % 9999}">{E(h)}</a>'
        items.append(f'<li>{ds}{a}</li>' if date_first else f'<li>{a}{ds}</li>')
    return f'<aside class="{cls}"><h3>{E(heading)}</h3><{lt}>' + ''.join(items) + f'</{lt}></aside>'

def comments_block(pg, heading, fmt=None):
    if not pg.comments:
        return ''
    out = [f'<section class="comments"><h3>{E(heading)} ({len(pg.comments)})</h3>']
    for u, l, txt in pg.comments:
        out.append(f'<div class="c"><b>{E(u)}</b> <time>{E(vis(pg, l))}</time><p>{E(txt)}</p></div>')
    out.append('</section>')
    return '\n'.join(out)

def hidden(pg):
    return '\n'.join(pg.hidden)

def nav(pg, cls='nav'):
    return f'<nav class="{cls}">' + ' | '.join(f'<a href="/{i}">{E(x)}</a>' for i, x in enumerate(pg.W['nav'])) + '</nav>'

def copyright_year(pg):
    return pg.pub.year if not pg.no_date else 2011

def footer(pg, r):
    y = min(copyright_year(pg), pg.t.year)
    if r.random() < 0.5:
        return f'<footer><p>© 2004-{y} {E(pg.W["foot"])}</p></footer>'
    return f'<footer><p>{E(pg.W["foot"])}</p><p><a href="/about">About</a> · <a href="/privacy">Privacy</a></p></footer>'

# ---------------------------------------------------------------- styles
def s_announcement(pg, r):
    W = pg.W
    pl = loc(pg.lang, pg.pub)
    css = 'body{font:13px SimSun,serif}table.info td{border:1px solid #ccc;padding:3px}'
    h = head(pg, r, f' - {W["ann"]}', css)
    codel = {'ja': 'コード', 'de': 'WKN/Kürzel', 'zh-HK': '股份代號', 'zh-TW': '公司代號'}.get(pg.lang, '证券代码')
    rows = f'<tr><td>{codel}</td><td>{E(pg.ticker)}</td></tr><tr><td>{E(pg.company)}</td><td>{E(W["ann"])}</td></tr>'
    if not pg.no_date:
        rows += f'<tr><td>{E(W["pub"])}</td><td>{E(vis(pg, pl))}</td></tr>'
    if pg.show_upd and pg.upd:
        rows += f'<tr><td>{E(W["upd"])}</td><td>{E(vis(pg, loc(pg.lang, pg.upd)))}</td></tr>'
    if pg.lang == 'de':
        top = f'<div class="eqs">{E(W["ann"])}: {E(pg.company)} / Schlagwort(e): Quartalsergebnis</div><p class="disc">Veröffentlichung einer Insiderinformation gemäß Artikel 17 der Verordnung (EU) Nr. 596/2014 (MAR)</p>'
    elif pg.lang == 'ja':
        top = f'<div class="tdhead">{E(W["ann"])}　コード：{E(pg.ticker)}　{E(pg.company)}</div>'
    else:
        top = f'<div class="bread">{E(W["home"])} &gt; {E(W["ann"])} &gt; {E(pg.ticker)}</div>'
    body = f'''<body>
<div id="header"><a href="/" class="logo">DISCLOSURE</a>{nav(pg)}</div>
{top}
<div class="main"><h1>{E(pg.title)}</h1>
<table class="info">{rows}</table>
<div class="notice"><h2>{E(W["notice"])}</h2>
{paras_html(pg)}
<p class="pdf"><a href="/files/{pg.ticker}_{pg.n}.pdf">PDF</a></p>
</div>{hidden(pg)}</div>
{sidebar(pg, W["rel"], 'list', date_first=True)}
{footer(pg, r)}
</body></html>'''
    return h + body

def s_research(pg, r):
    W = pg.W
    h = head(pg, r, ' | 研报中心', '.rating{color:#c00}.tb td{padding:2px 8px}')
    rating = r.choice(['买入', '增持', '推荐'])
    body = f'''<body><div class="top">{nav(pg, 'menu')}</div>
<div class="report"><h1>{E(pg.title)}</h1>
<div class="meta">{byline(pg)} <span>机构：金桥证券研究所</span> <span>分析师：王某 S0000000000001</span></div>
<table class="tb"><tr><td>投资评级</td><td class="rating">{rating}（维持）</td></tr><tr><td>目标价</td><td>{r.randrange(12, 90)}.{r.randrange(10, 99)}元</td></tr><tr><td>当前股价</td><td>{r.randrange(10, 80)}.{r.randrange(10, 99)}元</td></tr></table>
<div class="abstract"><h2>报告摘要</h2>{paras_html(pg)}</div>
<p class="risk">免责声明：本报告仅供参考，不构成投资建议。</p>{hidden(pg)}</div>
{sidebar(pg, W["hot"], 'hot', ol=True)}
{state_script(pg, r)}
{footer(pg, r)}</body></html>'''
    return h + body

def s_social(pg, r):
    W = pg.W
    h = head(pg, r, ' - ' + (W['com'] if pg.lang not in ('de', 'fr', 'es') else 'Forum'), '.post{border-bottom:1px solid #eee}.reply{margin-left:20px}')
    op = r.choice(pg.comments)[0] if pg.comments else 'sh_trader'
    replies = []
    for i, (u, l, txt) in enumerate(pg.comments):
        if pg.lang in ('de', 'fr', 'es'):
            replies.append(f'<article class="reply" id="p{i+2}"><header><a class="user">{E(u)}</a> <span class="date">{E(vis(pg, l))}</span> <span class="no">#{i+2}</span></header><div class="msg">{E(txt)}</div></article>')
        else:
            replies.append(f'<div class="reply"><a class="name">{E(u)}</a>：{E(txt)} <span class="time">{E(vis(pg, l))}</span> <a class="btn">{E(W["reply"])}</a></div>')
    body = f'''<body>{nav(pg)}
<div class="wrap"><div class="post" id="p1"><div class="author"><img src="/avatar/{pg.n}.png" alt="avatar"> <b>{E(op)}</b></div>
<h1>{E(pg.title)}</h1><div class="meta">{byline(pg, 'date')}</div>
<div class="content">{paras_html(pg)}</div>{hidden(pg)}</div>
<div class="replies">{''.join(replies)}</div></div>
{sidebar(pg, W["most"], 'hotlist', ol=True)}
{state_script(pg, r)}
{footer(pg, r)}</body></html>'''
    return h + body

def s_wechat(pg, r):
    W = pg.W
    h = head(pg, r, '', '.rich_media_title{font-size:22px}')
    ct = int(pg.pub.timestamp())
    cm = ''
    if pg.comments:
        cm = '<div class="discuss"><h3>精选留言</h3>' + ''.join(f'<div class="discuss_item"><span class="nickname">{E(u)}</span><p>{E(x)}</p><span class="time">{E(vis(pg, l))}</span></div>' for u, l, x in pg.comments) + '</div>'
    body = f'''<body id="activity-detail" class="zh_CN">
<div class="rich_media"><h1 class="rich_media_title" id="activity-name">{E(pg.title)}</h1>
<div class="rich_media_meta_list"><span class="rich_media_meta rich_media_meta_text">原创</span> <a class="rich_media_meta_nickname" id="js_name">金融观察笔记</a> {'' if pg.no_date else f'<em id="publish_time" class="rich_media_meta_text">{E(vis(pg, loc(pg.lang, pg.pub)))}</em>'}</div>
<div class="rich_media_content" id="js_content">{''.join(f'<section><p>{E(p)}</p></section>' for p in pg.paras)}</div>{hidden(pg)}
{cm}
<div class="rich_media_tool"><span>阅读 {r.randrange(1000, 100000)}</span></div></div>
{sidebar(pg, '往期推荐', 'recommend')}
<script>var ct = "{ct}"; var nickname = "金融观察笔记"; var msg_title = {json.dumps(pg.title, ensure_ascii=False)};</script>
</body></html>'''
    return h + body

def s_encyclopedia(pg, r):
    W = pg.W
    h = head(pg, r, '_百科', '.basic-info dt{font-weight:bold}')
    edits = []
    if not pg.no_date:
        base = pg.pub
        for i in range(r.randrange(2, 5)):
            u = base - dt.timedelta(days=r.randrange(30, 600))
            edits.append(loc(pg.lang, u))
        edits.append(loc(pg.lang, pg.pub))
        if pg.show_upd and pg.upd:
            edits.append(loc(pg.lang, pg.upd))
        edits.sort(reverse=True)
    hist = ''
    if edits:
        hist = '<div class="edit-history"><h3>历史版本</h3><ul>' + ''.join(f'<li>{E(vis(pg, e))} 编辑者：user{(i*37)%991}</li>' for i, e in enumerate(edits)) + '</ul></div>'
    body = f'''<body><div class="header">{nav(pg)}</div>
<div class="lemma"><h1>{E(pg.company)}</h1><div class="lemma-summary">{E(pg.title)}</div>
<dl class="basic-info"><dt>公司名称</dt><dd>{E(pg.company)}</dd><dt>股票代码</dt><dd>{E(pg.ticker)}</dd><dt>所属行业</dt><dd>制造业</dd></dl>
<div class="para-title"><h2>公司简介</h2></div>{paras_html(pg, 'div')}
{hidden(pg)}{hist}
<div class="lemma-meta">{'' if pg.no_date else '最近更新：' + E(vis(pg, edits[0]))}</div></div>
{sidebar(pg, '相关词条', 'related')}
{footer(pg, r)}</body></html>'''
    return h + body

def s_news(pg, r):
    W = pg.W
    css = '.article-body p{line-height:1.8}.paywall{background:#fafafa;border-top:2px solid #333}'
    h = head(pg, r, ' - ' + W['home'], css)
    paras = pg.paras
    pay = ''
    if r.random() < 0.35 and len(paras) > 3:
        vis_p = ''.join(f'<p>{E(p)}</p>' for p in paras[:2])
        rest = ''.join(f'<p>{E(p)}</p>' for p in paras[2:])
        body_p = vis_p + f'<div class="paywall"><p>{E(W["pay"])}</p></div><div class="article-rest" data-locked="true">{rest}</div>'
    else:
        body_p = ''.join(f'<p>{E(p)}</p>' for p in paras)
    state = state_script(pg, r, '__NEXT_DATA__' if r.random() < 0.5 else 'window.__INITIAL_STATE__')
    body = f'''<body>
<header class="site-header"><div class="logo">{E(W["home"])}</div>{nav(pg, 'main-nav')}</header>
<main><article><h1 class="headline">{E(pg.title)}</h1>
<div class="byline">{byline(pg)}</div>
<figure><img src="/img/{pg.n}.jpg" alt="{E(pg.company)}"><figcaption>{E(pg.company)}</figcaption></figure>
<div class="article-body">{body_p}</div>{hidden(pg)}
</article>
{comments_block(pg, W["com"])}
</main>
{sidebar(pg, W["most"], 'ranking', ol=True)}
{state}
{footer(pg, r)}
</body></html>'''
    return h + body

def s_flash(pg, r):
    W = pg.W
    h = head(pg, r, '', '.flash li{padding:4px}')
    pl = loc(pg.lang, pg.pub)
    items = ''
    if pg.sidebar:
        items = ''.join(f'<li class="old"><span class="t">{E(side_date(pg, l, tm))}</span> {E(hh)}</li>' for hh, l, tm in pg.sidebar)
    stamp = '' if pg.no_date else f'<time datetime="{iso(pg.lang, pg.pub)}">{E(vis(pg, pl))}</time>'
    body = f'''<body><div id="gnav">{nav(pg)}</div>
<div class="flash"><div class="main-flash"><span class="tag">{"速報" if pg.lang == "ja" else "快讯"}</span>{stamp}{' ' + byline(pg) if pg.show_upd else ''}
<h1>{E(pg.title)}</h1>{paras_html(pg)}{hidden(pg)}</div>
<h3>{E(W["hot"])}</h3><ul class="stream">{items}</ul></div>
{state_script(pg, r)}{footer(pg, r)}</body></html>'''
    return h + body

def s_quote_board(pg, r):
    W = pg.W
    h = head(pg, r, f'【{pg.ticker}】 掲示板', 'table.q td{padding:3px}')
    price = r.randrange(400, 9000)
    posts = []
    for i, (u, l, txt) in enumerate(pg.comments):
        posts.append(f'<li class="cmt"><p class="no">No.{1000 + i}</p><p class="user">{E(u)}</p><p class="txt">{E(txt)}</p><p class="date">{E(vis(pg, l))}</p><span>強く買いたい</span></li>')
    body = f'''<body><div class="hd">{nav(pg)}</div>
<div class="quote"><h2>{E(pg.company)}（{E(pg.ticker)}）</h2>
<table class="q"><tr><td>現在値</td><td>{price:,}</td></tr><tr><td>前日比</td><td>+{r.randrange(1, 90)}</td></tr><tr><td>出来高</td><td>{r.randrange(10000, 900000):,}</td></tr></table></div>
<div class="news"><h3>ニュース</h3><h1>{E(pg.title)}</h1><div>{byline(pg)}</div>{paras_html(pg)}{hidden(pg)}</div>
<div class="bbs"><h3>{E(W["com"])}</h3><ul>{''.join(reversed(posts))}</ul></div>
{sidebar(pg, W["most"], 'rank', ol=True)}
{state_script(pg, r, 'window.__PRELOADED_STATE__')}
{footer(pg, r)}</body></html>'''
    return h + body

def s_thread(pg, r):
    W = pg.W
    if pg.lang == 'zh-TW':
        pl = loc(pg.lang, pg.pub)
        tstr = f'{pl:%a %b %d %H:%M:%S %Y}' if not pg.no_date else ''
        push = ''.join(f'<div class="push"><span class="push-tag">推 </span><span class="push-userid">{E(u)}</span><span class="push-content">: {E(x)}</span><span class="push-ipdatetime"> {l:%m/%d %H:%M}</span></div>' for u, l, x in pg.comments)
        h = head(pg, r, ' - 看板 Stock', 'body{background:#000;color:#ccc}')
        body = f'''<body><div id="topbar">{nav(pg)}</div><div id="main-content">
<div class="article-metaline"><span class="article-meta-tag">作者</span><span class="article-meta-value">{E(r.choice(['stockgod', 'tw_investor', 'leek_tw']))}</span></div>
<div class="article-metaline"><span class="article-meta-tag">標題</span><span class="article-meta-value">[新聞] {E(pg.title)}</span></div>
<div class="article-metaline"><span class="article-meta-tag">時間</span><span class="article-meta-value">{tstr}</span></div>
{paras_html(pg, 'div')}
<span class="f2">※ 發信站: 批踢論壇, 來自: 1.2.3.{pg.n}</span>{hidden(pg)}
{push}</div>{sidebar(pg, '熱門看板文章', 'hot')}</body></html>'''
        return h + body
    # 5ch style
    def stamp(l):
        return f'{l:%Y/%m/%d}({WD["ja"][l.weekday()]}) {l:%H:%M:%S}.{r.randrange(10, 99)}'
    pl = loc(pg.lang, pg.pub)
    h = head(pg, r, ' [無断転載禁止]', 'dl.thread dt{margin-top:8px}')
    posts = [f'<dt>1 ：<b>名無しさん＠お金いっぱい。</b>：{stamp(pl) if not pg.no_date else ""} ID:{r.randrange(10**7, 10**8):x}</dt><dd>{"<br>".join(E(p) for p in pg.paras)}</dd>']
    for i, (u, l, x) in enumerate(pg.comments):
        posts.append(f'<dt>{i+2} ：<b>{E(u)}</b>：{stamp(l)} ID:{r.randrange(10**7, 10**8):x}</dt><dd>&gt;&gt;1 {E(x)}</dd>')
    body = f'''<body bgcolor="#efefef"><a href="/stock/">■掲示板に戻る■</a>
<h1 style="color:red">【{E(pg.company)}】{E(pg.title)}</h1>{hidden(pg)}
<dl class="thread">{''.join(posts)}</dl>
{sidebar(pg, '他のスレ', 'menu')}<hr><small>read.cgi ver 07.5.2</small></body></html>'''
    return h + body

def s_blog(pg, r):
    W = pg.W
    h = head(pg, r, '｜nopo', '.note-body p{margin:1.2em 0}')
    cm = ''
    if pg.comments:
        cm = '<div class="o-comments"><h3>コメント</h3>' + ''.join(f'<div class="o-comment"><span class="name">{E(u)}</span><time>{E(vis(pg, l))}</time><p>{E(x)}</p></div>' for u, l, x in pg.comments) + '</div>'
    body = f'''<body><div class="o-noteHeader">{nav(pg)}</div>
<article class="o-noteContent"><h1 class="o-noteContentHeader__title">{E(pg.title)}</h1>
<div class="o-noteContentHeader__info"><a class="creator">とある個人投資家</a> {byline(pg, 'o-noteContentHeader__date')}</div>
<div class="note-body">{paras_html(pg)}</div>{hidden(pg)}
<div class="o-noteLike">スキ {r.randrange(3, 400)}</div></article>{cm}
{sidebar(pg, 'おすすめ記事', 'recommend')}
{state_script(pg, r, '__NEXT_DATA__')}
{footer(pg, r)}</body></html>'''
    return h + body

def s_ticker(pg, r):
    W = pg.W
    h = head(pg, r, ' | Liveblog' if pg.lang == 'de' else ' | Directo', '.entry{border-left:3px solid #06c;padding-left:8px}')
    entries = []
    for u, l, x in reversed(pg.comments):
        entries.append(f'<div class="entry"><time>{l:%H:%M}</time><h4>{E(x)}</h4><p class="d">{E(vis(pg, l, False))}</p></div>')
    pl = loc(pg.lang, pg.pub)
    entries.append(f'<div class="entry first"><time>{pl:%H:%M}</time><h4>{E(pg.title)}</h4>{paras_html(pg)}</div>')
    label = 'Liveblog' if pg.lang == 'de' else 'Directo'
    body = f'''<body>{nav(pg)}<main><h1>{label}: {E(pg.title)}</h1><p class="meta">{byline(pg)}</p>
<div class="ticker">{''.join(entries)}</div>{hidden(pg)}</main>
{sidebar(pg, W["most"], 'most')}
{state_script(pg, r)}{footer(pg, r)}</body></html>'''
    return h + body

def press_next(pg, r):
    if pg.kind != 'clean_scheduled_future' and r.random() < 0.6:
        return ''
    nd = loc(pg.lang, pg.t).date() + dt.timedelta(days=r.randrange(10, 50))
    lab = {'de': 'Nächste geldpolitische Sitzung (Termin)', 'fr': 'Prochaine réunion de politique monétaire prévue le', 'es': 'Próxima reunión de política monetaria prevista para el'}.get(pg.lang, 'Next meeting')
    return f'<p class="next">{E(lab)}: {E(fd(pg.lang, nd, 0))}</p>'

def s_press(pg, r):
    W = pg.W
    org = {'de': 'Zentralbank (fiktiv) – Pressenotiz', 'fr': 'Banque centrale (fictive) – Communiqué de presse', 'es': 'Banco central (ficticio) – Nota de prensa'}.get(pg.lang, 'Press')
    h = head(pg, r, ' | ' + org, 'body{font-family:Arial}')
    pl = loc(pg.lang, pg.pub)
    body = f'''<body><div class="brand">{E(org)}</div>{nav(pg)}
<div class="press"><p class="date">{'' if pg.no_date else E(vis(pg, pl, pg.kind in ('clean_timezone', 'clean_near_t', 'published_after') or r.random() < 0.5))}</p><h1>{E(pg.title)}</h1>
{'' if not pg.show_upd else '<p>' + byline(pg) + '</p>'}
{paras_html(pg)}{hidden(pg)}
{press_next(pg, r)}<p class="contact">Kontakt / Contact: presse@zentralbank-demo.example</p></div>
{sidebar(pg, W["rel"], 'more', date_first=True)}{footer(pg, r)}</body></html>'''
    return h + body

def s_stats(pg, r):
    W = pg.W
    M = {'de': 'Statistisches Zentralamt (fiktiv)', 'fr': 'Institut national de la statistique (fictif)', 'es': 'Instituto de Estadística (ficticio)'}.get(pg.lang, 'Stats')
    nxt = {'de': 'Nächster Veröffentlichungstermin', 'fr': 'Prochaine publication', 'es': 'Próxima publicación'}.get(pg.lang, 'Next')
    h = head(pg, r, ' - ' + M, 'table.data td,table.data th{border:1px solid #999;padding:2px 6px}')
    pl = loc(pg.lang, pg.pub)
    rows = ''.join(f'<tr><td>{k}</td><td>{r.randrange(90, 130)},{r.randrange(10)}</td><td>{r.randrange(-3, 9)},{r.randrange(10)}</td></tr>' for k in ['Gesamtindex' if pg.lang == 'de' else 'Total', 'Energie' if pg.lang == 'de' else 'Énergie/Energía', 'Nahrungsmittel' if pg.lang == 'de' else 'Alimentation/Alimentos', 'Dienstleistungen' if pg.lang == 'de' else 'Services/Servicios'])
    nx = ''
    if pg.kind == 'clean_scheduled_future' or r.random() < 0.5:
        nd = pl.date() + dt.timedelta(days=r.randrange(27, 34))
        if nd <= loc(pg.lang, pg.t).date():
            nd = loc(pg.lang, pg.t).date() + dt.timedelta(days=20)
        nx = f'<p class="next">{E(nxt)}: {E(fd(pg.lang, nd, 0))}</p>'
    body = f'''<body><div class="org">{E(M)}</div>{nav(pg)}
<div class="release"><p class="pm">Pressemitteilung Nr. {pg.n}/{pl.year if not pg.no_date else ""} · {'' if pg.no_date else E(vis(pg, pl, False)) + ' · ' + pl.strftime('%H:%M')}</p>
<h1>{E(pg.title)}</h1>{'' if not pg.show_upd else byline(pg)}{paras_html(pg)}
<table class="data"><tr><th></th><th>Index</th><th>%</th></tr>{rows}</table>{nx}{hidden(pg)}</div>
{sidebar(pg, W["rel"], 'rel')}{footer(pg, r)}</body></html>'''
    return h + body

def s_filing(pg, r):
    W = pg.W
    pl = loc(pg.lang, pg.pub)
    lab = {'fr': ('Date de publication', 'Type de document', "Information réglementée – communiqué", 'Émetteur', 'N° de dépôt'),
           'es': ('Fecha de registro', 'Tipo', 'Otra información relevante', 'Emisor', 'Nº de registro')}[pg.lang]
    h = head(pg, r, ' - ' + lab[2], 'table.meta th{text-align:left}')
    rows = f'<tr><th>{lab[3]}</th><td>{E(pg.company)}</td></tr><tr><th>{lab[1]}</th><td>{E(lab[2])}</td></tr><tr><th>{lab[4]}</th><td>{pl.year if not pg.no_date else ""}{pg.n:05d}</td></tr>'
    if not pg.no_date:
        rows += f'<tr><th>{lab[0]}</th><td>{E(vis(pg, pl))}</td></tr>'
    if pg.show_upd and pg.upd:
        rows += f'<tr><th>{E(W["upd"])}</th><td>{E(vis(pg, loc(pg.lang, pg.upd)))}</td></tr>'
    body = f'''<body><div class="banner">{nav(pg)}</div>
<div class="doc"><h1>{E(pg.title)}</h1><table class="meta">{rows}</table>
<div class="texte">{paras_html(pg)}</div>{hidden(pg)}
<a class="dl" href="/doc/{pg.n}.pdf">PDF</a></div>
{sidebar(pg, W["rel"], 'autres', date_first=True)}{footer(pg, r)}</body></html>'''
    return h + body

STY = dict(announcement=s_announcement, research=s_research, social=s_social, wechat=s_wechat, encyclopedia=s_encyclopedia, news=s_news, flash=s_flash,
           quote_board=s_quote_board, thread=s_thread, blog=s_blog, ticker=s_ticker, press=s_press, stats=s_stats, filing=s_filing)

def bulk(pg, r, target):
    """site chrome: css + menu config with no dates, to vary page size"""
    parts = []
    words = pg.W['nav'] + [c for c, _ in [(pg.company, 0)]]
    i = 0
    while sum(len(p) for p in parts) < target:
        parts.append(f'.m{i}{{margin:{i % 7}px;color:#{(i * 2654435761) % 0xffffff:06x}}}')
        if i % 5 == 0:
            parts.append(f'/* module {i} */')
        i += 1
    return '<style id="site-chrome">' + ''.join(parts) + '</style>'

def render(pg, r):
    key = (pg.lang, pg.style)
    pl = loc(pg.lang, pg.pub)
    pg.url = DOMAINS[key].format(tk=pg.ticker, id=1000000 + pg.n * 7331, uid=90000 + pg.n, hash=f'{pg.n * 2654435761 % (16 ** 10):010x}', hash3=f'{pg.n:03X}',
                                 q=pg.ticker, date=('' if pg.no_date else f'{pl:%Y%m%d}') or 'wiki', epoch=int(pg.pub.timestamp()) if not pg.no_date else 1000000000 + pg.n,
                                 slug=f'artikel-{pg.n}', year=pl.year if not pg.no_date else 'archiv')
    # charset
    enc = 'utf-8'
    roll = r.random()
    if pg.lang == 'zh' and roll < 0.25:
        enc = 'gbk'
    elif pg.lang == 'ja' and roll < 0.25:
        enc = 'shift_jis'
    elif pg.lang == 'ko' and roll < 0.5:
        enc = 'euc-kr'
    pg.charset = enc
    if r.random() < 0.08:
        pg.html_lang = ''
    elif r.random() < 0.06:
        pg.html_lang = 'en'
    elif pg.lang == 'zh' and r.random() < 0.5:
        pg.html_lang = 'zh-CN'
    doc = STY[pg.style](pg, r)
    target = r.choice([0, 0, 500, 3000, 8000, 15000, 30000, 50000])
    if target:
        doc = doc.replace('</head>', bulk(pg, r, target) + '\n</head>', 1)
    if enc != 'utf-8':
        doc = doc.replace('～', '〜' if enc == 'shift_jis' else '~').replace('©', '(C)')
    try:
        data = doc.encode(enc)
    except UnicodeEncodeError:
        pg.charset = 'utf-8'
        doc = STY_fix_charset(doc, enc)
        data = doc.encode('utf-8')
    return data, pg.url

def STY_fix_charset(doc, enc):
    return doc.replace(f'charset="{enc}"', 'charset="utf-8"').replace(f'charset={enc}', 'charset=utf-8')

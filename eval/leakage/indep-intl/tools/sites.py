# Site-chrome renderers for the independent intl corpus. Content is passed in per page.
import json, html as _h

def _head(lang, title, metas, jsonld, extra_head):
    m = []
    for k, v in metas:
        attr = 'property' if k.startswith(('og:', 'article:')) else 'name'
        m.append(f'<meta {attr}="{k}" content="{_h.escape(v, quote=True)}">')
    j = ''
    if jsonld:
        j = '<script type="application/ld+json">' + json.dumps(jsonld, ensure_ascii=False) + '</script>'
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<title>{title}</title>\n' + '\n'.join(m) + '\n' + j + '\n' + extra_head + '\n</head>\n')

STYLES = {
 'eastmoney': dict(lang='zh-CN', nav='<div class="em-top"><a href="/">东方财富网</a> &gt; <a href="/a/cgsxw.html">股市</a> &gt; <span>正文</span></div>',
                   wrap='<div class="newsContent"><div class="title">{title}</div><div class="infos">{byline}</div><div id="ContentBody" class="txtinfos">{body}</div></div>',
                   side='<div class="sidemod"><div class="hd">{st}</div><ul class="rank-list">{side}</ul></div>', foot='<div class="footer">东方财富网 版权所有 | 郑重声明：本文不构成投资建议</div>'),
 'sina': dict(lang='zh-CN', nav='<div class="sina-nav"><a href="//finance.example-sina.cn">财经首页</a> | <a href="/stock/">股票</a> | <a href="/7x24/">7x24</a></div>',
                   wrap='<div class="main-content w1240"><h1 class="main-title">{title}</h1><div class="date-source">{byline}</div><div class="article" id="artibody">{body}</div></div>',
                   side='<div class="right-side"><h3 class="tit">{st}</h3><ol class="hot-list">{side}</ol></div>', foot='<div id="footer">新浪财经意见反馈留言板 | 客户服务热线</div>'),
 'caixin': dict(lang='zh-CN', nav='<header class="cx-header"><a class="logo" href="/">财新网</a><nav>经济 · 金融 · 公司 · 政经</nav></header>',
                   wrap='<article class="cx-article"><h1>{title}</h1><div class="artInfo">{byline}</div><div id="Main_Content_Val" class="text">{body}</div></article>',
                   side='<aside class="cx-rank"><h4>{st}</h4><ul>{side}</ul></aside>', foot='<footer>财新传媒 版权所有</footer>'),
 'ths': dict(lang='zh-CN', nav='<div class="hx-nav">同花顺财经 &gt; 个股 &gt; 公告</div>',
                   wrap='<div class="main-fl"><h2 class="main-title">{title}</h2><div class="info-fl">{byline}</div><div class="main-text atc-content">{body}</div></div>',
                   side='<div class="main-fr"><div class="fr-tit">{st}</div><ul class="fr-list">{side}</ul></div>', foot='<div class="foot">浙江核新同花顺网络信息股份有限公司</div>'),
 'xueqiu': dict(lang='zh-CN', nav='<div class="nav__wrap"><a href="/">雪球</a><a href="/hq">行情</a><a href="/today">今日话题</a></div>',
                   wrap='<div class="article__container"><h1 class="article__bd__title">{title}</h1><div class="article__bd__from">{byline}</div><div class="article__bd__detail">{body}</div></div>',
                   side='<div class="sidebar__hot"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div class="footer">雪球 · 聪明的投资者都在这里</div>'),
 'nikkei': dict(lang='ja', nav='<nav class="n-gnav"><a href="/">日経ビジネスデイリー</a> マーケット / 企業 / 経済</nav>',
                   wrap='<article class="article_main"><h1 class="title_tkt">{title}</h1><div class="TimeStamp">{byline}</div><section class="container_cj">{body}</section></article>',
                   side='<aside class="ranking"><h2>{st}</h2><ol>{side}</ol></aside>', foot='<footer>日経ビジネスデイリー 無断転載を禁じます</footer>'),
 'kabutan': dict(lang='ja', nav='<div id="header_menu">株探トップ | 市場ニュース | 決算速報 | 特集</div>',
                   wrap='<div id="shijyounews"><article><div class="title_time">{byline}</div><h1>{title}</h1><div class="body">{body}</div></article></div>',
                   side='<div id="sidebar"><div class="side_title">{st}</div><ul class="side_news">{side}</ul></div>', foot='<div id="footer">株探 情報提供 投資判断は自己責任で</div>'),
 'minkabu': dict(lang='ja', nav='<header class="mk-header">みんかぶ株式 ニュース</header>',
                   wrap='<div class="md_card"><h1 class="md_title">{title}</h1><p class="md_date">{byline}</p><div class="md_article_body">{body}</div></div>',
                   side='<div class="md_side"><p class="md_side_title">{st}</p><ul>{side}</ul></div>', foot='<footer class="mk-footer">みんかぶ 情報はあくまで参考です</footer>'),
 'ir_jp': dict(lang='ja', nav='<header class="ir-head">投資家情報 / IRニュース</header>',
                   wrap='<main class="ir-main"><h1>{title}</h1><div class="ir-date">{byline}</div><div class="ir-body">{body}</div></main>',
                   side='<aside class="ir-side"><h3>{st}</h3><ul>{side}</ul></aside>', foot='<footer class="ir-foot">本資料に記載されている将来に関する記述は、当社が現在入手している情報に基づくものです。</footer>'),
 'handelsblatt': dict(lang='de', nav='<header class="hb-header"><a href="/">Handelsblick</a> Finanzen · Unternehmen · Politik</header>',
                   wrap='<article class="c-article"><h1 class="c-headline">{title}</h1><div class="c-meta">{byline}</div><div class="c-article-text">{body}</div></article>',
                   side='<aside class="c-most-read"><h3>{st}</h3><ol>{side}</ol></aside>', foot='<footer>Handelsblick – Alle Rechte vorbehalten</footer>'),
 'faz': dict(lang='de', nav='<div class="Header">Frankfurter Tagesbrief · Wirtschaft · Finanzen</div>',
                   wrap='<div class="atc"><h2 class="atc-Headline">{title}</h2><div class="atc-Meta">{byline}</div><div class="atc-Text">{body}</div></div>',
                   side='<div class="tsr-List"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div class="Footer">Frankfurter Tagesbrief GmbH</div>'),
 'finanzen': dict(lang='de', nav='<div id="site-nav">finanzen-portal.example · Aktien · News · Kurse</div>',
                   wrap='<div class="news-content"><h1 class="news__headline">{title}</h1><div class="news__date">{byline}</div><div class="news__text">{body}</div></div>',
                   side='<div class="box-top-news"><h2>{st}</h2><ul>{side}</ul></div>', foot='<div class="footer">Kursdaten verzögert · keine Anlageberatung</div>'),
 'adhoc': dict(lang='de', nav='<div class="dgap-head">Ad-hoc-Meldungen · Finanznachrichten-Service</div>',
                   wrap='<div class="news_main"><h1>{title}</h1><div class="news_header">{byline}</div><div class="break-word news_main_body">{body}</div></div>',
                   side='<div class="news_more"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div class="dgap-foot">Ende der Insiderinformation · Der Emittent ist für den Inhalt verantwortlich.</div>'),
 'lesechos': dict(lang='fr', nav='<header class="le-header">Les Échos du Marché · Finance · Bourse</header>',
                   wrap='<article class="post"><h1 class="post-title">{title}</h1><div class="post-meta">{byline}</div><div class="post-paywall">{body}</div></article>',
                   side='<aside class="most-read"><h3>{st}</h3><ol>{side}</ol></aside>', foot='<footer>Les Échos du Marché – Tous droits réservés</footer>'),
 'boursorama': dict(lang='fr', nav='<div class="c-navigation">Boursoramix · Bourse · Actualités</div>',
                   wrap='<div class="c-news-detail"><h1 class="c-title">{title}</h1><div class="c-source">{byline}</div><div class="c-news-detail__content">{body}</div></div>',
                   side='<div class="c-list-trading"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div class="c-footer">Boursoramix · Informations fournies à titre indicatif</div>'),
 'zonebourse': dict(lang='fr', nav='<div id="zbHeader">ZoneMarchés · Actualités · Analyses</div>',
                   wrap='<div class="newsContainer"><h1 class="title">{title}</h1><div class="newsDate">{byline}</div><div class="txt-s4 article-text">{body}</div></div>',
                   side='<div class="card-lus"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div id="zbFooter">ZoneMarchés – données différées</div>'),
 'expansion': dict(lang='es', nav='<header class="ue-header">Expansiva · Mercados · Empresas · Economía</header>',
                   wrap='<article class="ue-c-article"><h1 class="ue-c-article__headline">{title}</h1><div class="ue-c-article__byline">{byline}</div><div class="ue-c-article__body">{body}</div></article>',
                   side='<aside class="ue-c-most-read"><h3>{st}</h3><ol>{side}</ol></aside>', foot='<footer>Expansiva · Unidad Editorial ficticia</footer>'),
 'eleconomista': dict(lang='es', nav='<div class="ee-nav">El Economista Digital · Mercados · Bolsa</div>',
                   wrap='<div class="articleHeadline"><h1>{title}</h1><div class="f-fecha">{byline}</div><div class="Article">{body}</div></div>',
                   side='<div class="lo-mas"><h3>{st}</h3><ul>{side}</ul></div>', foot='<div class="ee-foot">El Economista Digital</div>'),
 'cincodias': dict(lang='es', nav='<header class="cd-header">Cinco Jornadas · Mercados · Compañías</header>',
                   wrap='<article class="a _e"><h1 class="a_t">{title}</h1><div class="a_md">{byline}</div><div class="a_c">{body}</div></article>',
                   side='<aside class="mas-leidas"><h3>{st}</h3><ol>{side}</ol></aside>', foot='<footer class="cd-foot">Cinco Jornadas</footer>'),
}

def render(site, title, byline, body, metas=(), jsonld=None, side=None, side_title='', comments='', extra_head='', extra_body=''):
    s = STYLES[site]
    sidebar = ''
    if side:
        sidebar = s['side'].format(st=side_title, side=''.join(f'<li><a href="#">{x}</a></li>' for x in side))
    doc = _head(s['lang'], title, list(metas), jsonld, extra_head)
    doc += '<body>\n' + s['nav'] + '\n<div class="layout">\n' + s['wrap'].format(title=title, byline=byline, body=body) + '\n'
    if comments:
        doc += '<section class="comments">' + comments + '</section>\n'
    doc += sidebar + '\n</div>\n' + extra_body + '\n' + s['foot'] + '\n</body>\n</html>\n'
    return doc

def ld(headline, pub, mod=None, typ='NewsArticle', **kw):
    d = {"@context": "https://schema.org", "@type": typ, "headline": headline, "datePublished": pub}
    if mod: d["dateModified"] = mod
    d.update(kw)
    return d

# ---- richer, date-free chrome (navigation, share bar, footer links, config script) ----
_NAV = {
 'zh': ['首页','股票','基金','债券','期货','外汇','港股','美股','理财','数据中心','研报','专栏','直播','APP下载'],
 'ja': ['トップ','マーケット','株式','為替','債券','商品','企業','決算','IPO','特集','ランキング','会員登録','ログイン'],
 'de': ['Startseite','Märkte','Aktien','Anleihen','Devisen','Rohstoffe','Unternehmen','Politik','Konjunktur','Meinung','Podcast','Newsletter','Abo'],
 'fr': ['Accueil','Marchés','Actions','Devises','Matières premières','Entreprises','Economie','Patrimoine','Idées','Newsletters','Abonnement'],
 'es': ['Portada','Mercados','Bolsa','Divisas','Materias primas','Empresas','Economía','Ahorro','Opinión','Newsletters','Suscríbete'],
}
_FOOT = {
 'zh': ['关于我们','联系我们','广告服务','用户协议','隐私政策','违法和不良信息举报','网站地图','加入我们','友情链接'],
 'ja': ['会社概要','お問い合わせ','利用規約','プライバシーポリシー','広告掲載','サイトマップ','免責事項','採用情報'],
 'de': ['Impressum','Datenschutz','Nutzungsbedingungen','Cookie-Einstellungen','Kontakt','Mediadaten','Karriere','Barrierefreiheit'],
 'fr': ['Mentions légales','Politique de confidentialité','Gestion des cookies','CGU','Contact','Publicité','Plan du site','Recrutement'],
 'es': ['Aviso legal','Política de privacidad','Configuración de cookies','Contacto','Publicidad','Mapa web','Trabaja con nosotros'],
}
_SHARE = {'zh':['微信','微博','QQ空间','复制链接'],'ja':['X','Facebook','LINE','はてブ'],'de':['Teilen','Merken','Drucken','E-Mail'],
          'fr':['Partager','Sauvegarder','Imprimer','E-mail'],'es':['Compartir','Guardar','Imprimir','Correo']}

def enrich(doc, site, url, pid):
    lang = STYLES[site]['lang'][:2]
    nav = '<nav class="main-menu" aria-label="menu"><ul>' + ''.join(f'<li><a href="/{i}/">{x}</a></li>' for i, x in enumerate(_NAV[lang])) + '</ul></nav>'
    share = '<div class="share-bar">' + ''.join(f'<button type="button" class="share-btn">{x}</button>' for x in _SHARE[lang]) + '</div>'
    foot = '<div class="footer-links"><ul>' + ''.join(f'<li><a href="/help/{i}.html">{x}</a></li>' for i, x in enumerate(_FOOT[lang])) + '</ul></div>'
    cfg = ('<script>window.__SITE_CONFIG__={"site":"%s","pageId":"%s","adSlots":["top_banner","sidebar_mpu","inread"],"consent":true};'
           '(function(){var s=document.createElement("script");s.async=true;s.src="/static/js/analytics.min.js";document.head.appendChild(s);})();</script>') % (site, str(int(__import__("hashlib").md5(url.encode()).hexdigest()[:8],16)))
    head_add = f'<link rel="canonical" href="{url}">\n<meta property="og:url" content="{url}">\n<meta property="og:type" content="article">\n<link rel="stylesheet" href="/static/css/{site}.min.css">\n'
    doc = doc.replace('</title>\n', '</title>\n' + head_add, 1)
    doc = doc.replace('<body>\n', '<body>\n<div id="ad-top" class="ad-slot" data-slot="top_banner"></div>\n' + nav + '\n', 1)
    doc = doc.replace('\n</div>\n', '\n' + share + '\n</div>\n', 1)
    doc = doc.replace('\n</body>', '\n' + foot + '\n' + cfg + '\n</body>', 1)
    return doc

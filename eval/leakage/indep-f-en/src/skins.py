# Site skins (fictional sites) and HTML renderers.
import json, random
from common import *

def S(**k): return k
SKINS = [
 S(id='kmtn', style='regional TV station business page', c='US', tz='America/Denver', dom='kmtn7news.com', name='KMTN 7 News', lang='en-US', fl='news',
   main='{b} {d}, {Y} / {hh}:{M} {p} {Z}', mp='min', short='{b} {d}, {Y} {h}:{M} {p} {Z}', sp='min', plab='Posted:', ulab='Updated:'),
 S(id='wgcb', style='regional TV station business page', c='US', tz='America/Chicago', dom='wgcb13.com', name='WGCB 13 Gulf Coast', lang='en-US', fl='amp',
   main='Published {B} {d}, {Y} at {h}:{M} {pap} {Z}', mp='min', short='{bap} {d}, {Y} {h}:{M} {pap}', sp='min', plab='', ulab='Updated'),
 S(id='tickertalk', style='stock message board (vBulletin-like)', c='US', tz='America/New_York', dom='tickertalkboards.com', name='TickerTalk Boards', lang='en-US', fl='forum',
   main='{mm}-{dd}-{Y}, {hh}:{M} {p}', mp='min', short='{mm}-{dd}-{Y}, {hh}:{M} {p}', sp='min', plab='', ulab='Last edited by'),
 S(id='tradelynx', style='trading-app news feed (Next.js)', c='US', tz='America/Los_Angeles', dom='tradelynx.com', name='TradeLynx', lang='en-US', fl='next',
   main='{b} {d}, {Y} · {h}:{M} {p} {ZG}', mp='min', short='{b} {d}, {h}:{M} {p} {ZG}', sp='min', plab='', ulab='Updated'),
 S(id='prbeacon', style='press-release newswire', c='US', tz='America/New_York', dom='prbeaconwire.com', name='PR Beacon Newswire', lang='en-US', fl='wire',
   main='{b} {dd}, {Y}, {HH}:{M} {ZG}', mp='min', short='{b} {dd}, {Y}', sp='day', plab='', ulab='Updated'),
 S(id='alohabiz', style='island business journal', c='US', tz='Pacific/Honolulu', dom='alohabizjournal.com', name='Aloha Business Journal', lang='en-US', fl='wp',
   main='{B} {d}, {Y} · {h}:{M} {p} {Z}', mp='min', short='{B} {d}, {Y} at {h}:{M} {pl}', sp='min', plab='', ulab='Last updated'),
 S(id='citybugle', style='UK national business news', c='UK', tz='Europe/London', dom='thecitybugle.co.uk', name='The City Bugle', lang='en-GB', fl='news',
   main='{a} {d} {b} {Y} {HH}.{M} {Z}', mp='min', short='{d} {b} {Y} {HH}:{M}', sp='min', plab='', ulab='Last modified on'),
 S(id='harcourt', style="broker's daily wrap (PDF-to-HTML)", c='UK', tz='Europe/London', dom='harcourtbellsec.co.uk', name='Harcourt Bell Securities', lang='en-GB', fl='pdf',
   main='{A} {d} {B} {Y} | Prices as at {HH}:{M} {Z}', mp='min', short='{dd}/{mm}/{Y}', sp='day', plab='', ulab='Revised'),
 S(id='moneystack', style='personal-finance Q&A site', c='UK', tz='Europe/London', dom='moneystack.co.uk', name='MoneyStack', lang='en-GB', fl='qa',
   main='{d} {b} {Y} at {HH}:{M}', mp='min', short='{d} {b} {Y} at {HH}:{M}', sp='min', plab='asked', ulab='edited'),
 S(id='ukenergyreg', style='energy regulator notice', c='UK', tz='Europe/London', dom='ukenergyreg.org.uk', name='Office of Energy Networks Regulation', lang='en-GB', fl='gov',
   main='{d} {B} {Y}, {HH}:{M} {Z}', mp='min', short='{d} {B} {Y}', sp='day', plab='Published:', ulab='Last updated:'),
 S(id='northgrain', style='company blog (WordPress)', c='CA', tz='America/Toronto', dom='northgrainfinancial.ca', name='Northgrain Financial Insights', lang='en-CA', fl='wp',
   main='{B} {d}, {Y}', mp='day', short='{B} {d}, {Y} at {h}:{M} {pap}', sp='min', plab='', ulab='Updated'),
 S(id='rateharbour', style='mortgage-rate table page', c='CA', tz='America/Toronto', dom='rateharbour.ca', name='RateHarbour', lang='en-CA', fl='rates',
   main='{B} {d}, {Y} at {h}:{M} {pap} {ZG}', mp='min', short='{Y}-{mm}-{dd}', sp='day', plab='Rates as of', ulab='Updated'),
 S(id='bayst', style='podcast episode page with transcript', c='CA', tz='America/Vancouver', dom='baystreethour.ca', name='The Bay Street Hour', lang='en-CA', fl='podcast',
   main='{b} {d}, {Y} · {h}:{M} {p} {ZG}', mp='min', short='{b} {d}, {Y}', sp='day', plab='Published', ulab='Updated'),
 S(id='paperlane', style='published document (Google-Docs-like)', c='AU', tz='Australia/Sydney', dom='docs.paperlane.com.au', name='PaperLane Docs', lang='en-AU', fl='gdoc',
   main='{d}/{mm}/{Y} {h}:{M}{pl} {Z}', mp='min', short='{d} {b} {Y}', sp='day', plab='Prepared', ulab='Revised'),
 S(id='marketherald', style='Australian business news', c='AU', tz='Australia/Sydney', dom='marketherald.com.au', name='The Market Herald Daily', lang='en-AU', fl='news',
   main='{B} {d}, {Y} — {h}.{M}{pl}', mp='min', short='{d} {b} {Y}, {h}.{M}{pl}', sp='min', plab='', ulab='Updated'),
 S(id='nemreg', style='energy market regulator notice', c='AU', tz='Australia/Perth', dom='wa-energyreg.gov.au', name='WA Energy Market Regulator', lang='en-AU', fl='gov',
   main='{d} {B} {Y} {h}:{M} {pl} {Z}', mp='min', short='{d} {B} {Y}', sp='day', plab='Notice issued:', ulab='Amended:'),
 S(id='dalalpulse', style='results-season tracker table', c='IN', tz='Asia/Kolkata', dom='dalalpulse.in', name='DalalPulse', lang='en-IN', fl='tracker',
   main='{dd} {b} {Y}, {hh}:{M} {p} {Z}', mp='min', short='{dd}-{b}-{Y} {HH}:{M}', sp='min', plab='First Published:', ulab='Updated:'),
 S(id='ledgerindia', style='Indian business news (AMP)', c='IN', tz='Asia/Kolkata', dom='ledgerindia.com', name='Ledger India', lang='en-IN', fl='amp',
   main='{dd} {b} {Y}, {hh}:{M} {p} {Z}', mp='min', short='{b} {d}, {Y}', sp='day', plab='Published:', ulab='Updated:'),
 S(id='nsealerts', style='Telegram channel web preview', c='IN', tz='Asia/Kolkata', dom='telepeek.me', name='Market Alerts India', lang='en-IN', fl='tg',
   main='{HH}:{M}', mp='min', short='{HH}:{M}', sp='min', plab='', ulab='edited'),
 S(id='csecircular', style='exchange circular', c='IN', tz='Asia/Kolkata', dom='cseindia.co.in', name='Coastal Stock Exchange of India Ltd.', lang='en-IN', fl='circular',
   main='{B} {dd}, {Y}', mp='day', short='{dd}/{mm}/{Y}', sp='day', plab='Date:', ulab='Modified:'),
 S(id='straitsledger', style='Singapore business news', c='SG', tz='Asia/Singapore', dom='straitsledger.com.sg', name='The Straits Ledger', lang='en-SG', fl='news',
   main='{b} {dd}, {Y}, {hh}:{M} {pl}', mp='min', short='{b} {dd}, {Y}', sp='day', plab='Published', ulab='Updated'),
 S(id='proflink', style='professional-network post (LinkedIn-like)', c='SG', tz='Asia/Singapore', dom='proflink.com', name='ProfLink', lang='en-SG', fl='li',
   main='{d} {b} {Y}, {HH}:{M} {Z}', mp='min', short='{d} {b} {Y}, {HH}:{M}', sp='min', plab='', ulab='Edited'),
 S(id='lionevents', style='events listing', c='SG', tz='Asia/Singapore', dom='finevents.sg', name='FinEvents Singapore', lang='en-SG', fl='events',
   main='{d} {b} {Y}, {h}:{M} {pl} {Z}', mp='min', short='{a} {d} {b} {Y}, {h}:{M}{pl}', sp='min', plab='Listing posted', ulab='Listing updated'),
 S(id='pacrim', style='rating-agency press release', c='HK', tz='Asia/Hong_Kong', dom='pacrimratings.com.hk', name='Pacrim Ratings', lang='en-HK', fl='wire',
   main='{d} {B} {Y} {HH}:{M} {Z}', mp='min', short='{d} {b} {Y}', sp='day', plab='', ulab='Updated'),
 S(id='harbourfp', style='Hong Kong financial news', c='HK', tz='Asia/Hong_Kong', dom='harbourfp.com.hk', name='Harbour Financial Post', lang='en-HK', fl='next',
   main='{h}:{M}{pl}, {d} {b}, {Y}', mp='min', short='{d} {b} {Y} - {h}:{M}{pl}', sp='min', plab='Published:', ulab='Updated:'),
 S(id='jozi', style='South African broker morning note', c='ZA', tz='Africa/Johannesburg', dom='jozicapital.co.za', name='Jozi Capital Research', lang='en-ZA', fl='pdf',
   main='{dd} {B} {Y} - {HH}:{M} {Z}', mp='min', short='{dd}/{mm}/{Y}', sp='day', plab='', ulab='Revised'),
 S(id='lagosledger', style='Nigerian business news (WordPress)', c='NG', tz='Africa/Lagos', dom='lagosledger.com.ng', name='Lagos Ledger', lang='en-NG', fl='wp',
   main='{B} {d}, {Y} {h}:{M} {pl} {Z}', mp='min', short='{B} {d}, {Y} at {h}:{M} {pl}', sp='min', plab='', ulab='Updated'),
 S(id='kentender', style='government procurement / tender notice', c='KE', tz='Africa/Nairobi', dom='tenders.lakebasinwater.go.ke', name='Lake Basin Water Works Agency', lang='en-KE', fl='gov',
   main='{A}, {o} {B} {Y}', mp='day', short='{dd}/{mm}/{Y}', sp='day', plab='Date of advert:', ulab='Addendum issued:'),
 S(id='nairobibiz', style='Kenyan business news', c='KE', tz='Africa/Nairobi', dom='nairobibizwire.co.ke', name='Nairobi Biz Wire', lang='en-KE', fl='news',
   main='{A}, {B} {dd}, {Y} — {HH}:{M} {Z}', mp='min', short='{B} {d}, {Y}', sp='day', plab='', ulab='Updated'),
 S(id='pinoytube', style='video page with description and comments', c='PH', tz='Asia/Manila', dom='pinoytube.ph', name='PinoyTube', lang='en-PH', fl='video',
   main='{b} {d}, {Y}', mp='day', short='{b} {d}, {Y}', sp='day', plab='Premiered', ulab=''),
 S(id='manilamarkets', style='Philippine markets news', c='PH', tz='Asia/Manila', dom='manilamarketsdaily.com.ph', name='Manila Markets Daily', lang='en-PH', fl='amp',
   main='{B} {d}, {Y} | {h}:{M} {p} ({off})', mp='min', short='{B} {d}, {Y} | {h}:{M} {p}', sp='min', plab='', ulab='Updated'),
]
SK = {s['id']: s for s in SKINS}

def fmt(sk, dt, which='main'):
    return F(dt, sk['tz'], sk[which])

NAV = {'US':['Markets','Business','Tech','Personal Finance','Real Estate','Weather'],'UK':['Markets','Companies','Economy','Money','Pensions'],
       'CA':['Markets','Investing','Mortgages','Economy'],'AU':['Markets','Companies','Mining','Property','Super'],'IN':['Markets','Companies','Economy','Mutual Funds','IPO'],
       'SG':['Markets','Property','Banking','Asean'],'HK':['Markets','China','Property','Banking'],'ZA':['JSE','Rand','Mining','Economy'],
       'NG':['Markets','Banking','Oil & Gas','CBN'],'KE':['Markets','Banking','Agribusiness','Tenders'],'PH':['Markets','Banking','Peso','Property']}

def stamp_html(sk, dt, text=None, which='main', cls='ts', attr=True):
    t = text if text is not None else fmt(sk, dt, which)
    if dt is not None and attr:
        return '<time class="%s" datetime="%s">%s</time>' % (cls, iso(dt, sk['tz']), esc(t))
    return '<span class="%s">%s</span>' % (cls, esc(t))

def meta_block(doc, sk):
    if not doc.get('show_meta', True):
        return ''
    p, m, fl = doc.get('meta_pub'), doc.get('meta_mod'), sk['fl']
    out = []
    if fl in ('news', 'amp', 'wire', 'rates', 'tracker', 'events', 'podcast', 'wp', 'video', 'qa', 'li', 'pdf', 'gdoc', 'forum'):
        if p: out.append('<meta property="article:published_time" content="%s">' % iso(p, sk['tz']))
        mo = doc.get('mm_only')
        if m and mo is None: out.append('<meta property="article:modified_time" content="%s">\n<meta property="og:updated_time" content="%s">' % (iso(m, sk['tz']), iso(m, sk['tz'])))
        if m and mo == 'og': out.append('<meta property="og:updated_time" content="%s">' % iso(m, z=True))
        if m and mo == 'httpequiv': out.append('<meta http-equiv="last-modified" content="%s">' % m.astimezone(UTC).strftime('%a, %d %b %Y %H:%M:%S GMT'))
        ld = {'@context': 'https://schema.org', '@type': 'NewsArticle' if fl not in ('video',) else 'VideoObject', 'headline': doc['headline'],
              'publisher': {'@type': 'Organization', 'name': sk['name']}}
        if p: ld['datePublished' if fl != 'video' else 'uploadDate'] = iso(p, z=True) if fl in ('amp', 'video') else iso(p, sk['tz'])
        if m and doc.get('mm_only') in (None, 'ld'): ld['dateModified'] = iso(m, z=True) if fl in ('amp', 'video') else iso(m, sk['tz'])
        if doc.get('ld_desc'): ld['description'] = doc['ld_desc']
        if fl == 'wp':
            ld = {'@context': 'https://schema.org', '@graph': [{'@type': 'WebPage', '@id': 'https://%s/#webpage' % sk['dom']}, dict(ld, **{'@type': 'Article'})]}
        out.append('<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False))
    elif fl in ('gov', 'circular'):
        if p: out.append('<meta name="DC.date.issued" content="%s">' % p.astimezone(zi(sk['tz'])).strftime('%Y-%m-%d'))
        if m: out.append('<meta name="DC.date.modified" content="%s">' % iso(m, sk['tz']))
    elif fl == 'tg':
        pass
    return '\n'.join(out)

def head(doc, sk, extra=''):
    cs = doc.get('charset', 'utf-8')
    if cs == 'utf-8':
        csm = '<meta charset="utf-8">'
    elif doc.get('cs_style') == 'http':
        csm = '<meta http-equiv="Content-Type" content="text/html; charset=%s">' % cs
    else:
        csm = '<meta charset="%s">' % cs
    desc = doc.get('meta_desc') or doc.get('dek') or doc['headline']
    return ('<!DOCTYPE html>\n<html lang="%s">\n<head>\n%s\n<title>%s | %s</title>\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            '<meta name="description" content="%s">\n<meta property="og:site_name" content="%s">\n<meta property="og:title" content="%s">\n'
            '<link rel="canonical" href="%s">\n%s\n%s\n<link rel="stylesheet" href="/static/css/main.%x.css">\n'
            '<script async src="https://cdn.%s/js/analytics.js"></script>\n</head>\n') % (
        sk['lang'], csm, esc(doc['headline']), esc(sk['name']), esc(desc), esc(sk['name']), esc(doc['headline']), doc['url'],
        meta_block(doc, sk), doc.get('inj_head', '') + extra, random.Random(doc['url']).getrandbits(28), sk['dom'])

def cookie(sk, rng):
    opts = ['We use cookies to personalise content and ads and to analyse our traffic. <button>Accept all</button> <button>Manage preferences</button>',
            'This site uses cookies. By continuing to browse you agree to our <a href="/privacy">cookie policy</a>. <button id="ck-ok">OK</button>',
            'Your privacy choices: we and our 143 partners store and access information on your device. <button>I agree</button> <button>Reject non-essential</button>']
    return '<div id="cookie-consent" class="cc-banner" role="dialog">%s</div>\n' % rng.choice(opts)

def sidebar_html(doc, sk, title='Most Read'):
    if not doc.get('sidebar'):
        return ''
    lis = []
    for it in doc['sidebar']:
        h, dt = it[0], it[1]
        txt = it[2] if len(it) > 2 else None
        st = (' <span class="mr-date">%s</span>' % esc(txt if txt else fmt(sk, dt, 'short'))) if (dt is not None or txt) else ''
        lis.append('<li><a href="/%s">%s</a>%s</li>' % (h.lower().replace(' ', '-')[:40].replace("'", '').replace(',', ''), esc(h), st))
    return '<aside class="sidebar"><h3>%s</h3><ol>%s</ol></aside>\n' % (doc.get('sidebar_title', title), '\n'.join(lis))

def comments_html(doc, sk):
    cs = doc.get('comments') or []
    if not cs:
        return ''
    items = []
    for c in cs:
        st = c.get('stamp') or fmt(sk, c['dt'], 'short')
        dta = (' datetime="%s"' % iso(c['dt'], z=True)) if (c.get('dt') is not None and not c.get('noattr')) else ''
        items.append('<li class="comment"><div class="c-head"><b class="c-author">%s</b> <time%s>%s</time></div><p>%s</p><span class="c-actions">Reply · Like (%d)</span></li>'
                     % (esc(c['name']), dta, esc(st), c['text'], c.get('likes', 3)))
    return '<section id="comments" class="comments"><h3>%d Comments</h3><ul>%s</ul></section>\n' % (len(cs), '\n'.join(items))

def live_html(doc, sk):
    lv = doc.get('live') or []
    if not lv:
        return ''
    items = []
    for dt, txt in sorted(lv, key=lambda x: x[0], reverse=True):
        items.append('<article class="lb-entry" data-ts="%d"><header class="lb-time">%s</header><div class="lb-body">%s</div></article>'
                     % (int(dt.timestamp()), F(dt, sk['tz'], doc.get('live_pat', '{HH}:{M}')), txt))
    hdr = doc.get('live_header') or ('Live updates · %s · all times %s' % (F(lv[0][0], sk['tz'], '{A} {d} {B} {Y}'), F(lv[0][0], sk['tz'], '{Z}')))
    return '<section class="liveblog"><div class="lb-header"><span class="live-dot">LIVE</span> %s</div>%s</section>\n' % (esc(hdr), '\n'.join(items))

def table_html(doc):
    tb = doc.get('table')
    if not tb:
        return ''
    th = ''.join('<th>%s</th>' % esc(h) for h in tb['headers'])
    rows = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % esc(str(c)) for c in r) for r in tb['rows'])
    cap = ('<caption>%s</caption>' % esc(tb['caption'])) if tb.get('caption') else ''
    return '<div class="tbl-wrap"><table class="data">%s<thead><tr>%s</tr></thead><tbody>%s</tbody></table></div>%s\n' % (cap, th, rows, tb.get('after', ''))

def stampline(doc, sk):
    parts = []
    if doc.get('pub_text') is not None or doc.get('pub') is not None:
        parts.append('%s %s' % (esc(doc.get('plab', sk['plab'])), stamp_html(sk, doc.get('pub'), doc.get('pub_text'), attr=doc.get('show_meta', True))))
    if doc.get('upd') is not None or doc.get('upd_text'):
        parts.append('<span class="upd">%s %s</span>' % (esc(sk['ulab'] or 'Updated'), stamp_html(sk, doc.get('upd'), doc.get('upd_text'), attr=doc.get('show_meta', True))))
    return ' <span class="sep">|</span> '.join(parts)

def body_html(doc):
    return '\n'.join('<p>%s</p>' % p if not p.startswith('<') else p for p in doc['body'])

def footer(doc, sk):
    yr = doc.get('cyear')
    cy = ('© %s %s. All rights reserved.' % (yr, sk['name'])) if yr else ('© %s. All rights reserved.' % sk['name'])
    return ('<footer class="site-footer"><nav><a href="/about">About</a> · <a href="/contact">Contact</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></nav>'
            '<p>%s</p>%s</footer>\n%s' % (cy, doc.get('anchor_html', ''), doc.get('inj_end', '')))

def r_generic(doc, sk, rng):
    fl = sk['fl']
    nav = ''.join('<li><a href="/%s">%s</a></li>' % (n.lower().replace(' ', '-').replace('&', 'and'), esc(n)) for n in NAV[sk['c']])
    h = head(doc, sk)
    b = ['<body class="%s-site %s">' % (sk['id'], fl)]
    if fl == 'amp':
        h = h.replace('<html lang=', '<html amp lang=').replace('</head>', '<style amp-boilerplate>body{visibility:hidden}</style>\n<script async src="https://cdn.ampproject.org/v0.js"></script>\n</head>')
    if rng.random() < 0.6:
        b.append(cookie(sk, rng))
    b.append('<header class="masthead"><a class="logo" href="/">%s</a><nav><ul>%s</ul></nav><form class="search"><input name="q" placeholder="Search"></form></header>' % (esc(sk['name']), nav))
    if doc.get('ticker_bar'):
        b.append('<div class="ticker-bar">%s</div>' % doc['ticker_bar'])
    b.append('<main id="content"><article class="story">')
    if doc.get('extra_top'):
        b.append(doc['extra_top'])
    b.append('<div class="kicker">%s</div><h1>%s</h1>' % (esc(doc.get('section', 'Business')), esc(doc['headline'])))
    if doc.get('dek'):
        b.append('<p class="dek">%s</p>' % esc(doc['dek']))
    by = ('<span class="byline">By <a href="/author/%s">%s</a></span> ' % (doc['author'].lower().replace(' ', '-'), esc(doc['author']))) if doc.get('author') else ''
    b.append('<div class="meta">%s%s</div>' % (by, stampline(doc, sk)))
    b.append(doc.get('inj_top', ''))
    b.append(body_html(doc))
    b.append(table_html(doc))
    b.append(live_html(doc, sk))
    b.append(doc.get('inj_mid', ''))
    b.append('<div class="share">Share: <a href="#">X</a> <a href="#">Facebook</a> <a href="#">WhatsApp</a> <a href="#">Email</a></div>')
    b.append('</article>')
    b.append(comments_html(doc, sk))
    b.append('</main>')
    b.append(sidebar_html(doc, sk, doc.get('sidebar_title', 'Most Read')))
    b.append('<div class="ad-slot" data-ad-unit="/2231/%s/business/rail"></div>' % sk['id'])
    if fl == 'next':
        nd = {'props': {'pageProps': {'article': {'slug': doc['url'].rsplit('/', 1)[-1], 'title': doc['headline'], 'authors': [doc.get('author', 'Staff')]}}}, 'page': '/news/[slug]', 'buildId': 'bX%x' % rng.getrandbits(24)}
        a = nd['props']['pageProps']['article']
        if doc.get('show_meta', True):
            if doc.get('meta_pub'): a['publishedAt'] = int(doc['meta_pub'].timestamp() * 1000)
            if doc.get('meta_mod'): a['updatedAt'] = iso(doc['meta_mod'], z=True)
        if doc.get('next_extra'): a.update(doc['next_extra'])
        b.append('<script id="__NEXT_DATA__" type="application/json">%s</script>' % json.dumps(nd, ensure_ascii=False))
    b.append(footer(doc, sk))
    b.append('</body>\n</html>\n')
    return h + '\n'.join(x for x in b if x)

def r_forum(doc, sk, rng):
    h = head(doc, sk)
    posts = [dict(name=doc.get('author', 'OP'), dt=doc.get('pub'), stamp=doc.get('pub_text'), text='<br>'.join(doc['body']))] + (doc.get('comments') or [])
    rows = []
    for i, p in enumerate(posts):
        st = p.get('stamp') or fmt(sk, p['dt'], 'short')
        rows.append('<table class="tborder post" id="post%d" cellpadding="6"><tr><td class="thead"><a name="post%d"></a>%s</td><td class="thead" align="right">#%d</td></tr>'
                    '<tr><td class="alt2" width="175"><a class="bigusername" href="member.php?u=%d">%s</a><div class="smallfont">Join Date: %s %d<br>Posts: %d</div></td>'
                    '<td class="alt1"><div id="post_message_%d">%s</div>%s</td></tr></table>'
                    % (7000 + i, 7000 + i, esc(st), i + 1, 100 + i * 37, esc(p['name']), MONA[(i * 5) % 12], 2011 + i % 9, 40 + i * 113, 7000 + i, p['text'], p.get('edit', '')))
    bc = '<div class="navbar"><a href="/forum/">TickerTalk Boards</a> &gt; <a href="/forum/f12">Individual Stocks</a> &gt; %s</div>' % esc(doc['headline'])
    ref = doc.get('pub') or D.datetime(2024, 1, 15, tzinfo=UTC)
    foot = doc.get('anchor_html') or '<div class="smallfont" align="center">All times are GMT %d.</div>' % (ref.astimezone(zi(sk['tz'])).utcoffset().total_seconds() // 3600)
    return h + '<body>\n%s<div class="page">%s<h1 class="threadtitle">%s</h1>%s\n%s\n%s\n%s\n%s<div class="smallfont">Powered by vBulletin® Version 3.8.11<br>%s</div>%s</div></body></html>\n' % (
        cookie(sk, rng) if rng.random() < .3 else '', bc, esc(doc['headline']), doc.get('inj_top', ''), '\n'.join(rows), doc.get('inj_mid', ''), sidebar_html(doc, sk, 'Similar Threads'), foot,
        ('Copyright ©%s TickerTalk Boards' % doc['cyear']) if doc.get('cyear') else 'TickerTalk Boards', doc.get('inj_end', ''))

def r_tg(doc, sk, rng):
    h = head(doc, sk)
    msgs = [(doc['pub'], '<br>'.join(doc['body']), doc.get('pub_text'))] + [(d, t, None) for d, t in (doc.get('live') or [])] + \
           [(c['dt'], '<b>%s</b>: %s' % (esc(c['name']), c['text']), c.get('stamp')) for c in (doc.get('comments') or [])]
    msgs.sort(key=lambda x: x[0] if x[0] else D.datetime(1970, 1, 1, tzinfo=UTC))
    out, lastday = [], None
    for i, (dt, txt, st) in enumerate(msgs):
        day = F(dt, sk['tz'], '{B} {d}') if dt else None
        if day and day != lastday and doc.get('tg_daysep', True):
            out.append('<div class="tgme_widget_message_service_date">%s</div>' % day)
            lastday = day
        tt = st if st else F(dt, sk['tz'], sk['main'])
        out.append('<div class="tgme_widget_message_wrap"><div class="tgme_widget_message" data-post="mktalertsin/%d"><div class="tgme_widget_message_text">%s</div>'
                   '<div class="tgme_widget_message_footer"><span class="tgme_widget_message_views">%.1fK</span> <a class="tgme_widget_message_date" href="https://%s/mktalertsin/%d">'
                   '<time datetime="%s" class="time">%s</time></a></div></div></div>' % (4100 + i, txt, rng.uniform(1, 40), sk['dom'], 4100 + i, iso(dt, '+00:00' and None) if dt else '', esc(tt)))
    return h + '<body class="tgme_channel_body">%s<header class="tgme_channel_info"><div class="tgme_channel_info_header_title">%s</div><div class="tgme_channel_info_counter">48.2K subscribers</div></header>\n<section class="tgme_channel_history">%s\n%s</section>%s</body></html>\n' % (
        doc.get('inj_top', ''), esc(sk['name']), '\n'.join(out), doc.get('inj_mid', ''), doc.get('inj_end', ''))

def r_video(doc, sk, rng):
    h = head(doc, sk)
    cs = doc.get('comments') or []
    cm = ''.join('<ytd-comment><a class="author">@%s</a> <span class="published-time-text">%s</span><div id="content-text">%s</div></ytd-comment>\n'
                 % (esc(c['name']), esc(c.get('stamp') or fmt(sk, c['dt'], 'short')), c['text']) for c in cs)
    st = doc.get('pub_text') or fmt(sk, doc['pub'])
    desc = '<br>'.join(doc['body'])
    init = {'videoDetails': {'title': doc['headline'], 'author': doc.get('author'), 'lengthSeconds': str(rng.randint(300, 2400))}}
    if doc.get('show_meta', True) and doc.get('meta_pub'):
        init['microformat'] = {'publishDate': iso(doc['meta_pub'], sk['tz'])}
        if doc.get('meta_mod'): init['microformat']['lastModified'] = iso(doc['meta_mod'], sk['tz'])
    return h + ('<body><div id="masthead">PinoyTube <input placeholder="Search"></div>%s<div id="player" class="html5-video-player"></div><h1 class="title">%s</h1>'
                '<div id="owner"><a>%s</a> · %d subscribers</div><div id="description"><b>%s views</b> · %s %s<br>%s</div>%s'
                '<section id="comments"><h2>%d Comments</h2>%s</section>%s<script>var ytInitialPlayerResponse = %s;</script>%s</body></html>\n') % (
        doc.get('inj_top', ''), esc(doc['headline']), esc(doc.get('author', '')), rng.randint(1000, 90000), '{:,}'.format(rng.randint(800, 120000)), esc(sk['plab'] if not doc.get('pub_text') else ''), esc(st), desc, doc.get('inj_mid', ''),
        len(cs), cm, sidebar_html(doc, sk, 'Up next'), json.dumps(init, ensure_ascii=False), doc.get('inj_end', '') + doc.get('anchor_html', ''))

def r_li(doc, sk, rng):
    h = head(doc, sk)
    st = doc.get('pub_text') or fmt(sk, doc['pub'])
    ed = (' • Edited %s' % esc(doc.get('upd_text') or fmt(sk, doc['upd']))) if (doc.get('upd') or doc.get('upd_text')) else ''
    cs = ''.join('<article class="comments-comment-item"><span class="comments-post-meta__name">%s</span> <time class="comments-comment-meta__timestamp">%s</time><p>%s</p></article>\n'
                 % (esc(c['name']), esc(c.get('stamp') or fmt(sk, c['dt'], 'short')), c['text']) for c in (doc.get('comments') or []))
    return h + ('<body class="feed-shared">%s<nav class="global-nav">ProfLink · Home · My Network · Jobs · Messaging</nav><main><div class="feed-shared-update-v2">'
                '<div class="update-components-actor"><span class="actor-name">%s</span><span class="actor-description">%s</span>'
                '<span class="actor-sub-description"><time>%s</time>%s • 🌐</span></div><div class="feed-shared-text">%s</div>%s'
                '<div class="social-counts">%d reactions · %d comments</div><section class="comments">%s</section></div></main>%s%s%s</body></html>\n') % (
        doc.get('inj_top', ''), esc(doc.get('author', '')), esc(doc.get('author_title', 'Head of Research')), esc(st), ed, '<br><br>'.join(doc['body']), table_html(doc),
        rng.randint(20, 900), len(doc.get('comments') or []), cs, sidebar_html(doc, sk, 'More from this author'), doc.get('anchor_html', ''), doc.get('inj_end', ''))

def r_qa(doc, sk, rng):
    h = head(doc, sk)
    q_st = doc.get('pub_text') or fmt(sk, doc['pub'])
    ans = ''.join('<div class="answer" data-score="%d"><div class="post-text">%s</div><div class="user-info"><span class="user-action-time">answered <span class="relativetime" title="%s">%s</span></span> <a class="user">%s</a></div></div>\n'
                  % (rng.randint(0, 40), c['text'], iso(c['dt'], z=True).replace('T', ' ') if c.get('dt') and not c.get('noattr') else '', esc(c.get('stamp') or fmt(sk, c['dt'], 'short')), esc(c['name'])) for c in (doc.get('comments') or []))
    ed = ('<span class="user-action-time">edited <span class="relativetime">%s</span></span>' % esc(doc.get('upd_text') or fmt(sk, doc['upd']))) if (doc.get('upd') or doc.get('upd_text')) else ''
    return h + ('<body class="question-page">%s<header class="top-bar">MoneyStack · Questions · Tags · Users</header><div id="question-header"><h1>%s</h1></div>'
                '<div class="question"><div class="post-text">%s</div>%s<div class="post-signature">%s <span class="user-action-time">asked <span class="relativetime" title="%s">%s</span></span> <a class="user">%s</a></div></div>'
                '<h2>%d Answers</h2>%s%s%s%s</body></html>\n') % (
        doc.get('inj_top', ''), esc(doc['headline']), '\n'.join('<p>%s</p>' % p for p in doc['body']), table_html(doc), ed,
        iso(doc['pub'], z=True).replace('T', ' ') if doc.get('pub') and doc.get('show_meta', True) else '', esc(q_st), esc(doc.get('author', 'user2291')),
        len(doc.get('comments') or []), ans, sidebar_html(doc, sk, 'Hot Network Questions'), doc.get('anchor_html', ''), doc.get('inj_end', ''))

def r_pdf(doc, sk, rng):
    h = head(doc, sk, '<meta name="generator" content="pdftohtml 0.40">\n<style>.p{position:absolute;font-family:Times}</style>')
    lines = []
    y = 60
    def ln(t, cls='ft02'):
        nonlocal y
        lines.append('<p style="position:absolute;top:%dpx;left:72px;white-space:nowrap" class="%s">%s</p>' % (y, cls, t))
        y += 18
    ln('<b>%s</b>' % esc(sk['name'].upper()), 'ft00')
    ln('<b>%s</b>' % esc(doc['headline']), 'ft01')
    ln(esc(doc.get('pub_text') or fmt(sk, doc['pub'])))
    if doc.get('upd') or doc.get('upd_text'):
        ln('%s: %s' % (sk['ulab'], esc(doc.get('upd_text') or fmt(sk, doc['upd']))))
    if doc.get('extra_top'):
        ln(doc['extra_top'])
    for p in doc['body']:
        ln(p)
    tb = doc.get('table')
    if tb:
        ln('&#160;&#160;'.join('<b>%s</b>' % esc(x) for x in tb['headers']))
        for r in tb['rows']:
            ln('&#160;&#160;&#160;'.join(esc(str(x)) for x in r))
        if tb.get('after'): ln(tb['after'])
    ln(doc.get('disclaimer', 'This document is for professional investors only. Past performance is not a guide to future returns.'), 'ft03')
    return h + '<body bgcolor="#A0A0A0" vlink="blue" link="blue">%s<div id="page1-div" style="position:relative;width:892px;height:1262px;">\n<img width="892" height="1262" src="wrap001.png" alt="background image">\n%s\n%s</div>\n<a name="2"></a>%s%s</body></html>\n' % (
        doc.get('inj_top', ''), '\n'.join(lines), doc.get('inj_mid', ''), doc.get('anchor_html', ''), doc.get('inj_end', ''))

def r_gdoc(doc, sk, rng):
    h = head(doc, sk)
    hdr = '<div id="header">%s<div id="title-banner">Published using PaperLane Docs</div><div class="autoupdate">Updated automatically every 5 minutes</div></div>' % doc.get('inj_top', '')
    st = '<p class="c3"><span class="c1">%s %s</span></p>' % (esc(sk['plab']), esc(doc.get('pub_text') or fmt(sk, doc['pub'])))
    if doc.get('upd') or doc.get('upd_text'):
        st += '<p class="c3"><span class="c1">%s %s</span></p>' % (esc(sk['ulab']), esc(doc.get('upd_text') or fmt(sk, doc['upd'])))
    body = ''.join('<p class="c0"><span class="c2">%s</span></p>' % p for p in doc['body'])
    return h + '<body class="doc-content">%s<div id="contents"><p class="title"><span>%s</span></p>%s%s%s%s%s</div><div id="footer">Report abuse · Learn more</div>%s%s</body></html>\n' % (
        hdr, esc(doc['headline']), st, doc.get('extra_top', ''), body, table_html(doc), doc.get('inj_mid', ''), doc.get('anchor_html', ''), doc.get('inj_end', ''))

RENDER = {'forum': r_forum, 'tg': r_tg, 'video': r_video, 'li': r_li, 'qa': r_qa, 'pdf': r_pdf, 'gdoc': r_gdoc}
def render(doc, sk, rng):
    return RENDER.get(sk['fl'], r_generic)(doc, sk, rng)

"""News-like templates."""
from datetime import timedelta
from lib import esc, CUR, CBANK, COMPANIES, headline, quarter_of
from slots import jsonld, related, comments, footer, capture_banner, doc, masthead, inj
from stories import story, co_of, AUTHORS

T = {}


def tpl(name):
    def d(fn):
        T[name] = fn
        return fn
    return d


AI_PARA = ("Fund managers have crowded into AI stocks this year. One portfolio manager said her team uses a large language "
           "model to triage filings, \u201cbut a human still has to approve every trade and can override the model at any point.\u201d")


def pub_stamp(ctx, timed='dt12', date='long'):
    """byline stamp: P normally; D when the page itself is published after t."""
    if ctx.is_('leak_published_after', 'leak_other_zone_after'):
        return ctx.f(ctx.D, timed, 'decide'), ctx.D
    return ctx.fd(ctx.P, timed, date), ctx.P


def update_before(ctx, st):
    if ctx.is_('clean_update_before'):
        u = ctx.P + (ctx.tmin - ctx.P) * ctx.rng.uniform(.3, .7)
        return f' <span class="upd">Updated {ctx.f(u, st)}</span>', u
    return '', None


@tpl('article')
def article(ctx):
    s = ctx.site
    h, ps = story(ctx)
    ts, px = pub_stamp(ctx, s.get('time_style', 'dt12'), s.get('date_style', 'long'))
    ub, u = update_before(ctx, s.get('time_style', 'dt12'))
    if ctx.is_('clean_ai_topic'):
        ps.insert(2, AI_PARA)
    if ctx.is_('clean_fin_words'):
        ps.insert(1, "\u201cInvestors should ignore the noise and override their instinct to sell,\u201d said one adviser, adding that regulators were expected to approve the scheme in due course.")
    head = (f'<meta property="og:title" content="{esc(h)}">\n<meta property="article:published_time" content="{ctx.f(px, "isot", "decide" if px == ctx.D else "past")}">\n'
            + jsonld(ctx, 'NewsArticle', h, pubx=px, modx=u))
    author = ctx.ch(AUTHORS)
    fig = ctx.slot('figure')
    body = masthead(ctx) + (f'<main><article{ctx.slot("art_attr")}>\n<h1>{esc(h)}</h1>\n<p class="byline">By {author} <time>{ts}</time>{ub}{ctx.slot("byline")}</p>\n'
                            + fig + ''.join(f'<p>{esc(p)}</p>\n' for p in ps) + ctx.slot('article_end') + '</article>\n')
    body += related(ctx, ctx.rng.randint(4, 7), title=ctx.ch(['Related', 'More from Markets', 'Latest news', 'Read next']))
    if s.get('comments') or ctx.is_('leak_reader_comment', 'injection_reader_comment'):
        body += comments(ctx, ctx.rng.randint(2, 6))
    body += '</main>\n' + footer(ctx)
    if s.get('cached'):
        body = capture_banner(ctx) + body
    return doc(ctx, f"{h} | {s['name']}", body, head, lang=s.get('lang', 'en'))


@tpl('liveblog')
def liveblog(ctx):
    s = ctx.site
    h = s.get('headline', 'Markets live: stocks, bonds and currencies as it happened')
    st = s.get('time_style', 'time24z')
    start = ctx.P
    end = ctx.tmin - timedelta(minutes=45)
    xs = ctx.between(start, min(end, start + timedelta(hours=8)), ctx.rng.randint(6, 11))
    entries = []
    txts = ["Bond yields tick up in early trade.", "Futures point to a softer open.", "Miners lead gains as copper rebounds.",
            "Currency markets quiet ahead of the central bank speech.", "Bank shares slip after a broker downgrade.",
            "Oil extends gains; Brent above its 50-day average.", "Here is a chart of the day's moves so far.",
            "That's lunch. Volumes are thin.", "A reader asks whether the buyback is priced in. Short answer: partly.",
            "Gold off its highs as the dollar firms."]
    for x in xs:
        entries.append((x, ctx.f(x, st), ctx.ch(txts)))
    if ctx.is_('leak_liveblog_entry'):
        entries.append((ctx.D, ctx.f(ctx.D, st, 'decide'), f"{CBANK[ctx.zkey]} decision is out: rates cut by 25 basis points, the first move in over a year."))
    entries.sort(key=lambda e: e[0], reverse=True)
    if ctx.is_('clean_liveblog_closed'):
        entries.insert(0, (None, ctx.f(xs[-1] + timedelta(minutes=3), st), "We're closing the blog for today. Coverage resumes tomorrow from 8am."))
    day = ctx.f(start, s.get('date_style', 'wd_long_uk'), 'free')
    body = masthead(ctx) + f'<main class="live"><h1>{esc(h)}</h1>\n<p class="kicker">Live · {day} · began {ctx.f(start, st)}</p>\n'
    body += ctx.slot('figure') + '<ol class="entries">\n' + ''.join(
        f'<li class="entry"><time>{t}</time> <p>{esc(x)}</p></li>\n' for _, t, x in entries) + '</ol>\n' + ctx.slot('article_end')
    body += related(ctx, 4, title='Earlier live coverage') + '</main>\n' + footer(ctx)
    return doc(ctx, h, body, jsonld(ctx, 'LiveBlogPosting', h, pubx=start), lang=s.get('lang', 'en-IE'))


@tpl('amp')
def amp(ctx):
    s = ctx.site
    h, ps = story(ctx)
    ts, px = pub_stamp(ctx, s.get('time_style', 'dt12'), s.get('date_style', 'long'))
    ub, u = update_before(ctx, s.get('time_style', 'dt12'))
    head = ('<script async src="https://cdn.ampproject.org/v0.js"></script>\n<style amp-boilerplate>body{visibility:hidden}</style>\n'
            + jsonld(ctx, 'NewsArticle', h, pubx=px, modx=u))
    served = ''
    if ctx.is_('clean_render_after') or s.get('render'):
        served = f'<div class="amp-cache-note">Served from cache · fetched {ctx.f(ctx.R, "rfc", "render")}</div>\n'
        ctx.site = dict(s, render=False)
    fig = ctx.slot('figure') or f'<amp-img src="/img/{ctx.pid}.jpg" width="600" height="338" layout="responsive" alt="File photo"></amp-img>\n'
    body = served + f'<header><a href="/">{esc(s["name"])}</a></header>\n<article{ctx.slot("art_attr")}><h1>{esc(h)}</h1>\n<div class="meta">{ts}{ub}{ctx.slot("byline")}</div>\n' + fig
    body += ''.join(f'<p>{esc(p)}</p>\n' for p in ps) + ctx.slot('article_end') + '</article>\n'
    body += related(ctx, 4, title='More stories') + footer(ctx)
    out = doc(ctx, h, body, head, lang=s.get('lang', 'en'))
    return out.replace('<html lang=', '<html \u26a1 lang=', 1)


@tpl('press_release')
def press_release(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    city = s.get('city', 'Toronto')
    ts, px = pub_stamp(ctx, 'dt12', 'long')
    q_call = ctx.future(5, 40)
    h = s.get('headline') or f"{name} Announces Date for Quarterly Results Conference Call"
    ps = [f"{city.upper()}, {ctx.f(px, 'long', 'decide' if px == ctx.D else 'past')} /{s['name']}/ - {name} ({ex}: {tk}) today announced that it will release its quarterly financial results after market close on {ctx.f(q_call, 'wd_long', 'future')}.",
          f"Management will host a conference call at {ctx.f(q_call + timedelta(hours=17), 'time12', 'future')} the following morning. A replay will be available until {ctx.f(q_call + timedelta(days=30), 'long', 'future')}.",
          f"The company also confirmed that its annual general meeting, previously held on {ctx.f(ctx.past(1, 200, 330)[0], 'long')}, will take place in the same venue this year.",
          "Forward-Looking Statements: This news release contains forward-looking information. Actual results may differ materially; readers should not place undue reliance on such statements."]
    if ctx.is_('clean_forecast_numbers'):
        ps.insert(1, f"For the quarter, the company expects revenue in the range of {CUR[ctx.zkey]}{ctx.rng.randint(80, 140)} million to {CUR[ctx.zkey]}{ctx.rng.randint(150, 190)} million (guidance; unaudited, subject to change).")
    rel = []
    for x in ctx.past(5, 2, 200):
        rel.append((x, f"{name} " + ctx.ch(["Reports Production Update", "Closes Bought-Deal Financing", "Files Technical Report", "Declares Quarterly Dividend", "Appoints Director"])))
    if ctx.is_('leak_sidebar_dated'):
        rel.append((ctx.D, f"{name} Reports Record Quarterly Revenue, Beats Guidance"))
    rel.sort(key=lambda r: r[0], reverse=True)
    rows = ''.join(f'<tr><td>{ctx.f(x, "us_num", "decide" if x == ctx.D and ctx.is_("leak_sidebar_dated") else "past")}</td><td><a href="#">{esc(t)}</a></td></tr>\n' for x, t in rel)
    body = masthead(ctx, ('News', 'Industries', 'Companies', 'Subscribe')) + f'<main><article><h1>{esc(h)}</h1><p class="dl">News provided by <b>{esc(name)}</b><br>{ts}{ctx.slot("byline")}</p>\n' + ctx.slot('figure')
    body += ''.join(f'<p>{esc(p)}</p>\n' for p in ps) + f'<p>SOURCE {esc(name)}</p>\n' + ctx.slot('article_end') + '</article>\n'
    body += f'<section><h3>Also from this source</h3><table class="rel">{rows}</table></section></main>\n' + footer(ctx)
    return doc(ctx, h, body, jsonld(ctx, 'NewsArticle', h, pubx=px), lang='en-CA')


@tpl('blog')
def blog(ctx):
    s = ctx.site
    h, ps = story(ctx, s.get('topic', 'cb'))
    ts, px = pub_stamp(ctx, 'dt12_uk', 'long_uk')
    cm = comments(ctx, ctx.rng.randint(2, 5), style='dt12_uk', wrap=False)
    pings = []
    if ctx.is_('leak_pingback'):
        pings.append(f'<li class="pingback"><p>Pingback: <a href="https://anotherblog.example.nz/rates">Rate cut delivered &ndash; what it means for your mortgage</a> &laquo; Kiwi Money Notes</p><span class="when">{ctx.f(ctx.D, "dt12_uk", "decide")}</span></li>')
    lis = ''.join(f'<li class="comment"><b>{esc(a)}</b> says:<br><span class="when">{d}</span><p>{esc(t)}</p></li>\n' for d, a, t in cm) + ''.join(pings)
    arch = ''.join(f'<li><a href="#">{m}</a></li>' for m in s.get('archives', ['Archives']))
    body = f'<div id="page"><header><h1 class="site-title">{esc(s["name"])}</h1><p class="site-description">Plain-English notes on money</p></header>\n'
    body += f'<article class="post"><h2 class="entry-title">{esc(h)}</h2><div class="entry-meta">Posted on <time>{ts}</time> by {ctx.ch(["Aroha", "Sam", "Kev"])}{ctx.slot("byline")}</div>\n'
    body += ctx.slot('figure') + ''.join(f'<p>{esc(p)}</p>\n' for p in ps) + ctx.slot('article_end') + '</article>\n'
    body += f'<div id="comments"><h3>{len(cm) + len(pings)} thoughts on &ldquo;{esc(h)}&rdquo;</h3><ol class="commentlist">{lis}</ol></div>\n'
    body += related(ctx, 5, title='Recent Posts', style='long_uk') + footer(ctx) + '</div>\n'
    return doc(ctx, f"{h} – {s['name']}", body, jsonld(ctx, 'BlogPosting', h, pubx=px), lang='en-NZ')


@tpl('substack')
def substack(ctx):
    s = ctx.site
    h, ps = story(ctx, s.get('topic', 'macro'))
    ts, px = pub_stamp(ctx, 'dt12', 'short')
    sty = 'noyear' if ctx.D is None or ctx.loc(ctx.D).year == ctx.loc(ctx.P).year else 'short'
    cm = comments(ctx, ctx.rng.randint(3, 6), style=sty if s.get('cmt_dateonly') else 'dt12', wrap=False)
    likes = ctx.rng.randint(12, 480)
    body = f'<div class="pencraft"><header class="pub"><a href="/">{esc(s["name"])}</a> <button>Subscribe</button></header>\n'
    body += f'<article class="post"><h1 class="post-title">{esc(h)}</h1><h3 class="subtitle">{esc(s.get("sub", "Notes on rates, risk and the week ahead"))}</h3>\n'
    body += f'<div class="post-meta"><span class="author">{ctx.ch(AUTHORS)}</span> <time>{ts}</time>{ctx.slot("byline")} · {likes} likes · {len(cm)} comments</div>\n'
    body += ctx.slot('figure') + ''.join(f'<p>{esc(p)}</p>\n' for p in ps)
    if s.get('paywall'):
        body += '<div class="paywall"><h4>This post is for paid subscribers</h4></div>\n'
    body += ctx.slot('article_end') + '</article>\n<div class="comments-section"><h3>Discussion about this post</h3>\n'
    body += ''.join(f'<div class="comment"><a class="user">{esc(a)}</a> <span class="date">{d}</span><div class="body">{esc(t)}</div><span>Like · Reply</span></div>\n' for d, a, t in cm)
    body += '</div>\n' + related(ctx, 3, title='Ready for more?', style='short') + footer(ctx) + '</div>\n'
    head = jsonld(ctx, 'NewsArticle', h, pubx=px) + f'<meta property="og:site_name" content="{esc(s["name"])}">\n'
    return doc(ctx, h, body, head, lang='en')


@tpl('pdf_html')
def pdf_html(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    cd = ctx.P
    md = ctx.D if ctx.is_('leak_pdf_moddate') else ctx.P + timedelta(minutes=ctx.rng.randint(2, 50))
    if md >= ctx.tmin and not ctx.is_('leak_pdf_moddate'):
        md = ctx.P
    def pdfd(x, role):
        loc = ctx.loc(x)
        off = int(loc.utcoffset().total_seconds()) // 60
        ctx.f(x, 'isot', role)
        return f"D:{loc.strftime('%Y%m%d%H%M%S')}{'+' if off >= 0 else '-'}{abs(off)//60:02d}'{abs(off)%60:02d}'"
    head = (f'<meta name="generator" content="pdf2htmlEX">\n<meta name="pdf:CreationDate" content="{pdfd(cd, "past")}">\n'
            f'<meta name="pdf:ModDate" content="{pdfd(md, "decide" if ctx.is_("leak_pdf_moddate") else "past")}">\n'
            f'<meta name="pdf:Producer" content="Adobe PDF Library 17.0">\n<style>.pf{{position:relative}} .t{{position:absolute;white-space:pre}}</style>\n')
    agm = ctx.future(10, 80)
    pasts = ctx.past(3, 20, 300)
    lines = [f"{name.upper()}", s.get('doc_title', 'INVESTOR PRESENTATION'), f"{ctx.f(cd, 'upper_uk' if ctx.loc(cd).date() <= ctx.loc(ctx.tmin).date() - timedelta(days=2) else 'dt24_long')}",
             "Important notice and disclaimer", "This presentation contains forward-looking statements which are not guarantees of future performance.",
             f"Key dates", f"Record date for interim dividend {ctx.f(ctx.future(3, 20), 'long_uk', 'future')}",
             f"Annual General Meeting {ctx.f(agm, 'wd_long_uk', 'future')} at {ctx.f(agm.replace(minute=0), 'time12', 'free')}",
             f"Half-year results (reported {ctx.f(pasts[0], 'long_uk')})", f"Prior guidance issued {ctx.f(pasts[1], 'uk_num')}",
             f"Share price performance since listing ({ctx.f(pasts[2], 'uk_num')})"]
    if ctx.is_('clean_forecast_numbers'):
        lines.append(f"FY{(ctx.loc(ctx.P).year + 1) % 100} guidance: EBITDA {CUR[ctx.zkey]}{ctx.rng.randint(200, 600)}m – {CUR[ctx.zkey]}{ctx.rng.randint(610, 800)}m (target, not a result)")
    if ctx.is_('leak_pdf_footer_revised'):
        lines.append(f"Revised version issued {ctx.f(ctx.D, 'long_uk', 'decide')} – replaces slide 14 (segment table)")
    pages = ''
    y = 80
    for i, ln in enumerate(lines):
        pages += f'<div class="t m0 x1 h2 y{i}" style="top:{y}px;left:72px">{esc(ln)}</div>\n'
        y += 34
        if i == 5:
            pages += ctx.slot('figure')
    body = (f'<div id="sidebar"><div id="outline"><ul><li>Disclaimer</li><li>Key dates</li></ul></div></div>\n'
            f'<div id="page-container"><div id="pf1" class="pf w0 h0" data-page-no="1"><div class="pc pc1 w0 h0">\n{pages}</div></div>\n'
            f'<div id="pf2" class="pf w0 h0" data-page-no="2"><div class="pc pc2 w0 h0"><div class="t" style="top:80px">{esc(name)} | Page 2 of 38</div>{ctx.slot("article_end")}</div></div></div>\n')
    body += footer(ctx) if s.get('footer') else ctx.slot('footer')
    return doc(ctx, f"{name} – {s.get('doc_title', 'Investor Presentation')}", body, head, lang='en')


@tpl('wiki')
def wiki(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    founded = ctx.loc(ctx.P).year - ctx.rng.randint(12, 90)
    le = ctx.D if ctx.is_('leak_wiki_last_edited') else ctx.P
    refs = ctx.past(4, 5, 400)
    hist = ctx.past(3, 400, 3000)
    body = (f'<div id="content" class="mw-body"><h1 id="firstHeading">{esc(name)}</h1><div id="siteSub">From {esc(s["name"])}, the free finance encyclopedia</div>\n'
            f'<table class="infobox"><tr><th>Traded as</th><td>{ex}: {tk}</td></tr><tr><th>Founded</th><td>{founded}</td></tr>'
            f'<tr><th>Key people</th><td>{ctx.ch(AUTHORS)} (CEO)</td></tr><tr><th>Employees</th><td>{ctx.rng.randint(800, 42000):,} ({ctx.loc(refs[-1]).year})</td></tr></table>\n'
            f'<p><b>{esc(name)}</b> is a listed company on the {ex}. It was founded in {founded}.</p>\n'
            f'<h2>History</h2><p>On {ctx.f(hist[2], "long")} the company merged with a regional competitor. On {ctx.f(hist[0], "long")} it completed a secondary listing.</p>\n'
            f'<p>The company announced a strategic review on {ctx.f(refs[1], "long")}; the review is expected to conclude by {ctx.f(ctx.future(20, 120), "long", "future")}.</p>\n'
            + ctx.slot('figure') +
            '<h2>References</h2><ol class="references">' + ''.join(
                f'<li><cite>&quot;{esc(headline(ctx))}&quot;. <i>Business Daily</i>. {ctx.f(x, "long")}. Retrieved {ctx.f(x + timedelta(days=ctx.rng.randint(0, 2)), "long")}.</cite></li>' for x in refs) + '</ol>\n'
            + ctx.slot('article_end') + '</div>\n')
    ft = f'<div id="footer-info-lastmod">This page was last edited on {ctx.f(le, "long_uk", "decide" if le == ctx.D else "past", zkey="UK") if False else ""}'
    loc = le.astimezone(__import__('lib').UTC)
    role = 'decide' if ctx.is_('leak_wiki_last_edited') else 'past'
    ctx.f(le, 'isoz', role)
    from lib import MON
    ft = f'<li id="footer-info-lastmod"> This page was last edited on {loc.day} {MON[loc.month-1]} {loc.year}, at {loc.hour:02d}:{loc.minute:02d}<span class="anonymous-show">&#160;(UTC)</span>.</li>'
    body += f'<div id="footer"><ul id="footer-info">{ft}<li>Text is available under the Creative Commons Attribution-ShareAlike License.</li></ul>{ctx.slot("footer")}</div>\n'
    head = f'<script>RLCONF={{"wgRevisionId":{ctx.rng.randint(10**8, 10**9)},"wgCurRevisionId":0,"wgPageName":"{name.replace(" ", "_")}"}};</script>\n'
    return doc(ctx, f"{name} - {s['name']}", body, head, lang='en')


@tpl('newsletter_archive')
def newsletter_archive(ctx):
    s = ctx.site
    st = s.get('date_style', 'wd_short')
    xs = ctx.past(9, 0, 70)
    xs[0] = ctx.P
    items = [(x, ctx.f(x, 'dt24' if x == ctx.P and st in ('wd_short',) and False else s.get('date_style', 'long_uk')), headline(ctx, True)) for x in xs]
    if ctx.is_('leak_newsletter_issue'):
        items.insert(0, (ctx.D, ctx.f(ctx.D, s.get('date_style', 'long_uk'), 'decide'), f"{CBANK[ctx.zkey]} delivers the cut; what changes now"))
    nxt = ''
    if ctx.is_('clean_scheduled_date') or s.get('next_issue'):
        nxt = f'<p class="next">Next issue lands {ctx.f(ctx.future(3, 9), "wd_long_uk", "future")} at 7am.</p>'
    lis = ''.join(f'<li><span class="d">{d}</span> <a href="/p/{i}">{esc(t)}</a></li>\n' for i, (_, d, t) in enumerate(items))
    body = masthead(ctx, ('Archive', 'About', 'Sponsor')) + f'<main><h1>{esc(s["name"])} &mdash; archive</h1><p>Every weekday before the open. {ctx.rng.randint(20, 90)},000 readers.</p>{nxt}<ul class="issues">\n{lis}</ul>' + ctx.slot('article_end') + '</main>\n' + footer(ctx)
    return doc(ctx, f"Archive - {s['name']}", body, lang='en-SG')


@tpl('podcast')
def podcast(ctx):
    s = ctx.site
    rec = ctx.P - timedelta(hours=ctx.rng.randint(20, 70))
    ts, px = pub_stamp(ctx, 'dt12', 'long')
    ep = ctx.rng.randint(90, 340)
    chap = ['00:00 Intro', '02:41 The rates backdrop', '11:05 Housing and the consumer', '24:30 Listener questions', '38:12 What we are watching']
    eps = [(x, f"Ep. {ep - i - 1}: " + headline(ctx, True)) for i, x in enumerate(ctx.past(4, 6, 40))]
    if ctx.is_('leak_episode_list'):
        eps.insert(0, (ctx.D, f"Ep. {ep + 1}: Reacting to the {CBANK[ctx.zkey]} cut"))
    lis = ''.join(f'<li><a href="#">{esc(t)}</a> <span>{ctx.f(x, "short", "decide" if x == ctx.D and ctx.is_("leak_episode_list") else "past")}</span></li>' for x, t in eps)
    notes = ''
    if ctx.is_('leak_show_notes_addendum'):
        notes = f'<p class="addendum"><b>Post-recording note ({ctx.f(ctx.D, "short", "decide")}):</b> since we recorded, the {CBANK[ctx.zkey]} has moved its policy rate; see episode {ep + 1} for our reaction.</p>'
    nxt = ctx.future(3, 14)
    body = masthead(ctx, ('Episodes', 'Hosts', 'Newsletter')) + (f'<main><h1>Ep. {ep}: {esc(s.get("ep_title", "Will the central bank blink?"))}</h1>\n'
                                                                 f'<p class="meta">{ts}{ctx.slot("byline")} · 46 min · Recorded {ctx.f(rec, "long")}</p>\n'
                                                                 f'<audio controls src="/audio/{ep}.mp3"></audio>\n<h2>Show notes</h2><p>{esc(story(ctx, "cb")[1][1])}</p>\n{notes}<h3>Chapters</h3><ul>'
                                                                 + ''.join(f'<li>{c}</li>' for c in chap) + f'</ul><p>New episodes every {ctx.f(nxt, "wd_long", "free").split(",")[0]}. Next live taping: {ctx.f(nxt, "long", "future")}.</p>'
                                                                 + ctx.slot('figure') + ctx.slot('article_end') + f'<h3>More episodes</h3><ul>{lis}</ul></main>\n' + footer(ctx))
    return doc(ctx, f"Ep. {ep} | {s['name']}", body, jsonld(ctx, 'PodcastEpisode', f"Ep. {ep}", pubx=px), lang='en-CA')


@tpl('broker_note')
def broker_note(ctx):
    from datetime import datetime
    from lib import UTC
    s = ctx.site
    name, tk, ex = co_of(ctx)
    cur = CUR[ctx.zkey]
    india = ctx.zkey == 'IN'
    price = round(ctx.rng.uniform(80, 2400), 1)

    def qend(y, q):  # calendar quarter q (1..4) of year y
        m = 3 * q
        d = 31 if m in (3, 12) else 30
        return datetime(y, m, d, 12, tzinfo=UTC)

    def label(y, q):
        if india:
            fq = (q - 2) % 4 + 1
            fy = y + 1 if q >= 2 else y
            return f"Q{fq}FY{fy % 100}"
        return f"Q{q} {y}"

    def prev(y, q):
        return (y, q - 1) if q > 1 else (y - 1, 4)

    def nxtq(y, q):
        return (y, q + 1) if q < 4 else (y + 1, 1)

    # N = next period to be reported
    anchor = ctx.D if ctx.is_('leak_results_figure') else ctx.P
    y, q = ctx.loc(anchor).year, (ctx.loc(anchor).month - 1) // 3 + 1
    while qend(y, q) > anchor - timedelta(days=25):
        y, q = prev(y, q)
    N = (y, q)
    if not ctx.is_('leak_results_figure'):
        # N must be unreported at P: its results date after t
        nxt = max(qend(*N) + timedelta(days=ctx.rng.randint(38, 50)), ctx.future(3, 20))
    else:
        nxt = ctx.D
    L = prev(*N)
    L0 = prev(*L)
    N1 = nxtq(*N)
    rep = min(qend(*L) + timedelta(days=ctx.rng.randint(30, 44)), ctx.P - timedelta(days=3))
    leak = ctx.is_('leak_results_figure')
    cols = [label(*L0) + 'A', label(*L) + 'A', label(*N) + ('A' if leak else 'E'), label(*N1) + 'E']
    rows = [("Revenue (" + cur + " cr)" if india else "Revenue (" + cur + "m)", [ctx.rng.randint(900, 5000) for _ in range(4)]),
            ("EBITDA", [ctx.rng.randint(100, 900) for _ in range(4)]), ("EPS (" + cur + ")", [round(ctx.rng.uniform(5, 90), 1) for _ in range(4)])]
    th = ''.join(f'<th>{c}</th>' for c in cols)
    tb = ''.join(f'<tr><td>{r}</td>' + ''.join(f'<td>{v:,}</td>' for v in vals) + '</tr>' for r, vals in rows)
    rating, title = ctx.ch([('BUY', 'Margin recovery underway; reiterate BUY'), ('HOLD', 'Valuation stretched; downgrade to HOLD'), ('BUY', 'Steady compounding; BUY')])
    hist = ctx.past(4, 30, 500)
    rh = [(x, ctx.ch(['BUY', 'ADD', 'HOLD', 'BUY']), round(price * ctx.rng.uniform(.8, 1.3))) for x in hist]
    if ctx.is_('leak_rating_history_row'):
        rh.insert(0, (ctx.D, 'REDUCE', round(price * .78)))
    rtab = ''.join(f'<tr><td>{ctx.f(x, "uk_num", "decide" if x == ctx.D and ctx.is_("leak_rating_history_row") else "past")}</td><td>{r}</td><td>{cur}{p:,}</td></tr>' for x, r, p in rh)
    pasof = ctx.fd(ctx.P - timedelta(hours=ctx.rng.randint(2, 20)), 'dt24', 'long_uk')
    body = (f'<div class="note"><div class="hdr"><b>{esc(s["name"])}</b> | Equity Research | {esc(s.get("region", "India"))}</div>\n'
            f'<h1>{esc(name)} ({tk} {ex}): {title}</h1>\n'
            f'<p class="dt">Date of publication: {ctx.fd(ctx.P, "dt24", "long_uk")}{ctx.slot("byline")} | Prices as of {pasof}</p>\n'
            f'<table class="kv"><tr><td>Rating</td><td>{rating}</td></tr><tr><td>CMP</td><td>{cur}{price:,}</td></tr><tr><td>Target price (12m)</td><td>{cur}{round(price * 1.22):,}</td></tr></table>\n'
            f'<p>The company reported {label(*L)} results on {ctx.f(rep, "long_uk")}. We raise our {(label(*N) + "E and ") if not leak else ""}{label(*N1)}E EBITDA by 4% on better realisations. '
            f'{label(*N)} results are expected around {ctx.f(nxt, "long_uk", "decide" if leak else "future")}.</p>\n'
            + ctx.slot('figure') +
            f'<h2>Key financials (consolidated)</h2><table class="fin"><tr><th></th>{th}</tr>{tb}</table><p class="src">Source: Company, {esc(s["name"])} estimates. A = actual, E = estimate.</p>\n'
            f'<h2>Rating and target price history</h2><table class="rh"><tr><th>Date</th><th>Rating</th><th>TP</th></tr>{rtab}</table>\n'
            f'<h2>Disclosures</h2><p>Analyst certification: the views expressed accurately reflect the analyst\'s personal views. {esc(s["name"])} may have a position in the securities mentioned. '
            'Registered research analyst. Investments in securities are subject to market risks.</p>\n' + ctx.slot('article_end') + '</div>\n' + footer(ctx))
    return doc(ctx, f"{name} – {s['name']} research", body, lang='en-IN' if india else 'en-GB')


REG_TXT = {
    'SEC': ('Securities and Exchange Commission', 'Litigation Release No. {n}', 'charged', 'U.S. District Court for the Southern District of New York'),
    'FCA': ('Financial Conduct Authority', 'Press release {n}', 'fined', 'Upper Tribunal'),
    'ASIC': ('Australian Securities and Investments Commission', '{n}MR', 'commenced civil penalty proceedings against', 'Federal Court of Australia'),
    'SEBI': ('Securities and Exchange Board of India', 'PR No. {n}', 'passed an interim order against', 'Securities Appellate Tribunal'),
    'MAS': ('Monetary Authority of Singapore', 'Enforcement Action {n}', 'imposed a composition penalty on', 'State Courts'),
    'FMA': ('Financial Markets Authority', 'Media release {n}', 'filed proceedings against', 'High Court'),
}


@tpl('regulator')
def regulator(ctx):
    s = ctx.site
    reg = REG_TXT[s.get('reg', 'SEC')]
    name, tk, ex = co_of(ctx)
    n = ctx.rng.randint(2000, 26999)
    ts, px = pub_stamp(ctx, 'dt12', s.get('date_style', 'long'))
    p = ctx.past(3, 30, 900)
    hearing = ctx.future(15, 120)
    ps = [f"The {reg[0]} today {reg[2]} {name} and two former executives in connection with alleged misstatements in disclosures made between {ctx.f(p[2], s.get('date_style', 'long'))} and {ctx.f(p[1], s.get('date_style', 'long'))}.",
          f"According to the complaint filed in the {reg[3]}, the company overstated recognised revenue in its quarterly reports. The conduct allegedly continued until {ctx.f(p[0], s.get('date_style', 'long'))}.",
          f"A case management hearing has been listed for {ctx.f(hearing, s.get('date_style', 'long'), 'future')}. The allegations have not been proven.",
          "The regulator acknowledges the assistance of the exchange's market surveillance team."]
    upd = ''
    if ctx.is_('leak_enforcement_followup'):
        upd = f'<div class="update"><h3>Update</h3><p>On {ctx.f(ctx.D, s.get("date_style", "long"), "decide")}, the court entered a final judgment by consent ordering {esc(name)} to pay a civil penalty of {CUR[ctx.zkey]}{ctx.rng.randint(3, 40)} million.</p></div>'
    rel = ''.join(f'<li><a href="#">{esc(x)}</a></li>' for x in ['Complaint (PDF)', 'Concise statement', 'Media contacts'])
    body = masthead(ctx, ('News', 'Enforcement', 'Rules', 'About')) + (f'<main><p class="mirror">Reproduced from the {reg[0]} website for reference.</p><p class="relno">{reg[1].format(n=n)}</p>\n'
                                                                       f'<h1>{reg[0]} {reg[2].split()[0]} {esc(name)}</h1>\n<p class="date">{ts}{ctx.slot("byline")}</p>\n'
                                                                       + ''.join(f'<p>{esc(x)}</p>\n' for x in ps) + upd + ctx.slot('article_end') + f'<h3>Related materials</h3><ul>{rel}</ul></main>\n'
                                                                       + related(ctx, 4, title='Recent enforcement releases') + footer(ctx))
    return doc(ctx, f"{reg[1].format(n=n)} | {s['name']}", body, jsonld(ctx, 'NewsArticle', name, pubx=px), lang='en')


@tpl('cb_statement')
def cb_statement(ctx):
    s = ctx.site
    cb = CBANK[ctx.zkey]
    rate = s.get('rate', '3.60')
    ts, px = pub_stamp(ctx, s.get('time_style', 'au_style'), s.get('date_style', 'long_uk'))
    nxt = ctx.future(10, 55)
    p = ctx.past(3, 20, 120)
    ps = [f"At its meeting today, the Board decided to leave the cash rate target unchanged at {rate} per cent.",
          f"Inflation has fallen substantially since the peak. Underlying inflation was {ctx.rng.choice(['2.7', '2.9', '3.1'])} per cent over the year to the most recent quarter, as reported on {ctx.f(p[0], s.get('date_style', 'long_uk'))}.",
          f"The staff forecasts, published on {ctx.f(p[1], s.get('date_style', 'long_uk'))}, have underlying inflation returning to the midpoint of the target range by late next year. These are forecasts, not outcomes.",
          "The Board remains resolute in its determination to return inflation to target and will do what it considers necessary to achieve that outcome."]
    lat = [(x, f"Media Release: " + ctx.ch(["Statement by the Governor", "Financial Stability Review", "Minutes of the Monetary Policy Meeting", "Bulletin article"])) for x in ctx.past(4, 3, 60)]
    if ctx.is_('leak_sidebar_dated'):
        lat.insert(0, (ctx.D, f"Statement on Monetary Policy Decision: cash rate target lowered"))
    latl = ''.join(f'<li><a href="#">{esc(t)}</a> <span>{ctx.f(x, s.get("date_style", "long_uk"), "decide" if x == ctx.D and ctx.is_("leak_sidebar_dated") else "past")}</span></li>' for x, t in lat)
    body = masthead(ctx, ('Monetary Policy', 'Statistics', 'Publications', 'Media')) + (
        f'<main><p class="src">Source: {cb} media release (mirrored)</p><h1>Statement by the {cb} Board: Monetary Policy Decision</h1>\n<p class="num">Number {ctx.loc(ctx.P).year}-{ctx.rng.randint(10, 40)} · {ts}{ctx.slot("byline")}</p>\n'
        + ''.join(f'<p>{esc(x)}</p>\n' for x in ps) + ctx.slot('figure') + ctx.slot('article_end') +
        f'<p class="next">The next Board meeting concludes on {ctx.f(nxt, "wd_long_uk", "future")}, with the decision at {ctx.f(nxt.replace(minute=30), "time12", "free")}.</p>'
        f'<aside><h3>Latest Media Releases</h3><ul>{latl}</ul></aside></main>\n' + footer(ctx))
    return doc(ctx, f"Monetary Policy Decision | {s['name']}", body, jsonld(ctx, 'NewsArticle', 'Monetary Policy Decision', pubx=px), lang='en-AU')


@tpl('email_web')
def email_web(ctx):
    s = ctx.site
    sent = ctx.fd(ctx.P, 'dt24', 'wd_long_uk')
    h, ps = story(ctx, s.get('topic', 'fx'))
    snap = ''
    if not ctx.is_('leak_ticker_tape'):
        snap = f'<p class="snap">Market snapshot as of {ctx.f(ctx.P - timedelta(minutes=ctx.rng.randint(30, 300)), "dt24")}: HSI 24,118 · USD/HKD 7.8012 · Brent $71.4</p>'
    body = (f'<table width="100%" class="wrapper"><tr><td><p class="preheader" style="display:none">{esc(ps[0][:80])}</p>\n'
            f'<p><a href="#">View this email in your browser</a></p><h1>{esc(s["name"])}</h1><p class="sent">{sent}{ctx.slot("byline")}</p>\n{snap}\n<h2>{esc(h)}</h2>'
            + ''.join(f'<p>{esc(p)}</p>' for p in ps) + ctx.slot('figure') + ctx.slot('article_end') +
            '<h3>Coming up</h3><ul>' + ''.join(f'<li>{ctx.f(x, "wd_short", "future")}: {e}</li>' for x, e in zip(sorted(ctx.future(3, 12) for _ in range(3)), ['China trade data', 'HKMA aggregate balance update', 'US payrolls'])) + '</ul>'
            '<h3>Previously</h3><ul>' + ''.join(f'<li><a href="#">{esc(headline(ctx, True))}</a> ({ctx.f(x, "short_uk")})</li>' for x in ctx.past(3, 1, 14)) + '</ul>'
            f'<p class="unsub">You are receiving this because you subscribed at {esc(s["domain"])}. <a href="#">Unsubscribe</a></p>{footer(ctx)}</td></tr></table>\n')
    return doc(ctx, h, body, lang='en-HK')

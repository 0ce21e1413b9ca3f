"""Data-table templates."""
import json
from datetime import timedelta
from lib import esc, CUR, CBANK, COMPANIES, headline, quarter_of, UTC
from slots import jsonld, related, comments, footer, capture_banner, doc, masthead, inj
from stories import story, co_of, AUTHORS
from t_news import tpl, T


def R_role(ctx):
    return 'decide' if ctx.is_('leak_quote_asof') else 'past'


def asof(ctx):
    """quote time: D if it's the deciding element, else a time before t (P)."""
    return ctx.D if ctx.is_('leak_quote_asof') else ctx.P


@tpl('quote')
def quote(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    cur = CUR[ctx.zkey]
    px = round(ctx.rng.uniform(12, 480), 2)
    chg = round(ctx.rng.uniform(-4, 4), 2)
    qa = asof(ctx)
    qs = ctx.f(qa, s.get('quote_style', 'dt12'), R_role(ctx))
    nxt = ctx.D if ctx.is_('leak_news_strip_implied') else ctx.future(8, 70)
    exd = ctx.future(3, 40)
    strip = []
    for x in ctx.past(5, 0.2, 20):
        strip.append((x, ctx.f(x, s.get('strip_style', 'noyear_t')), headline(ctx, co=name if ctx.rng.random() < .7 else None)))
    if ctx.is_('leak_news_strip'):
        strip.append((ctx.D, ctx.f(ctx.D, s.get('strip_style', 'noyear_t'), 'decide'), f"{name} cuts full-year guidance; shares slide in late trade"))
    if ctx.is_('leak_news_strip_implied'):
        strip.append((ctx.P, '', f"{name} {quarter_of(ctx.loc(ctx.D - timedelta(days=30)))} results top estimates as margins widen"))
    strip.sort(key=lambda z: z[0], reverse=True)
    ratings = [(x, ctx.ch(['Castleton Securities', 'Harrow & Finch', 'Bayline Capital', 'Northfield Research', 'Meridian Partners']),
                ctx.ch(['Upgrade', 'Reiterated', 'Downgrade', 'Initiated']), ctx.ch(['Buy', 'Overweight', 'Hold', 'Neutral']), round(px * ctx.rng.uniform(.8, 1.4)))
               for x in ctx.past(5, 3, 180)]
    if ctx.is_('leak_rating_row'):
        ratings.append((ctx.D, 'Harrow & Finch', 'Downgrade', 'Underweight', round(px * .7)))
    ratings.sort(key=lambda z: z[0], reverse=True)
    rt = ''.join(f'<tr><td>{ctx.f(x, s.get("rating_style", "us_num"), "decide" if ctx.is_("leak_rating_row") and x == ctx.D else "past")}</td><td>{b}</td><td>{a}</td><td>{r}</td><td>{cur}{p}</td></tr>' for x, b, a, r, p in ratings)
    nav = ''.join(f'<li><a href="#">{esc(h)}</a> <span class="t">{d}</span></li>' for _, d, h in strip)
    eps_est = round(ctx.rng.uniform(.3, 3.5), 2)
    nxt_role = 'decide' if ctx.is_('leak_news_strip_implied') else 'future'
    stats = (f'<tr><td>Previous close</td><td>{px - chg:.2f}</td></tr><tr><td>Market cap</td><td>{cur}{ctx.rng.randint(1, 90)}.{ctx.rng.randint(0, 9)}B</td></tr>'
             f'<tr><td>Earnings date</td><td>{ctx.f(nxt, "short", nxt_role)} ({quarter_of(ctx.loc(nxt - timedelta(days=30)))}, est.)</td></tr><tr><td>EPS est. (next qtr)</td><td>{eps_est}</td></tr>'
             f'<tr><td>Ex-dividend date</td><td>{ctx.f(exd, "short", "future")}</td></tr><tr><td>1y target est.</td><td>{round(px * 1.15, 2)}</td></tr>')
    if ctx.is_('leak_news_strip_implied'):
        pass
    body = masthead(ctx, ('Quotes', 'Screeners', 'Markets', 'News')) + ctx.slot('figure')
    body += (f'<main><section class="qh"><h1>{esc(name)} ({tk})</h1><p class="ex">{ex} · Currency in {cur.strip("$") or "USD"}</p>'
             f'<p class="px"><b>{px:.2f}</b> <span class="{"up" if chg > 0 else "dn"}">{chg:+.2f} ({chg / px * 100:+.2f}%)</span></p>'
             f'<p class="asof">{ctx.ch(["As of", "Last trade", "Price as of"])} {qs}</p></section>\n<table class="stats">{stats}</table>\n'
             f'<section class="news"><h2>Latest news</h2><ul>{nav}</ul></section>\n'
             f'<section class="ratings"><h2>Analyst ratings</h2><table><tr><th>Date</th><th>Broker</th><th>Action</th><th>Rating</th><th>Price target</th></tr>{rt}</table></section>\n'
             + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{name} ({tk}) Stock Price, News & Analysis | {s['name']}", body, lang='en-US')


def q15(x):
    return x.replace(minute=(x.minute // 15) * 15, second=0)


def bump(ctx, v):
    import re
    m = re.match(r'^(-?)([0-9.]+)(.*)$', v)
    sign, num, suf = m.groups()
    dec = len(num.split('.')[1]) if '.' in num else 0
    step = 10 ** -dec if dec else 1
    n = float(sign + num) + ctx.rng.choice([-2, -1, 1, 2, 3]) * step * (1 if dec else ctx.rng.randint(1, 6))
    return f"{n:.{dec}f}{suf}"


def cal_rows(ctx):
    """economic calendar rows."""
    zk = ctx.zkey
    evs = [('USD', 'CPI m/m', '0.3%', '0.2%'), ('USD', 'Initial Jobless Claims', '221K', '218K'), ('GBP', 'GDP m/m', '0.1%', '-0.1%'),
           ('EUR', 'ECB Main Refinancing Rate', '2.15%', '2.15%'), ('AUD', 'Employment Change', '24.5K', '31.2K'),
           ('CAD', 'Unemployment Rate', '6.8%', '6.9%'), ('NZD', 'Official Cash Rate', '2.25%', '2.50%'),
           ('JPY', 'BOJ Policy Rate', '0.75%', '0.50%'), ('USD', 'ISM Services PMI', '52.4', '51.6'),
           ('INR', 'RBI Repo Rate', '5.25%', '5.50%'), ('ZAR', 'CPI y/y', '3.4%', '3.2%'), ('USD', 'Core PCE Price Index m/m', '0.2%', '0.3%'),
           ('GBP', 'Claimant Count Change', '18.2K', '22.1K'), ('CNY', 'Caixin Manufacturing PMI', '50.8', '50.4'),
           ('USD', 'Crude Oil Inventories', '-2.1M', '1.4M'), ('AUD', 'RBA Cash Rate', '3.60%', '3.60%')]
    ctx.rng.shuffle(evs)
    rows = []
    for i, x in enumerate(ctx.past(5, 0.1, 4)):
        c, e, fc, pv = evs[i]
        rows.append(dict(x=q15(x), c=c, e=e, a=bump(ctx, fc), f=fc, p=pv, role='past'))
    nf = ctx.rng.randint(3, 6)
    base = max(ctx.tmax, ctx.R)
    for j in range(nf):
        c, e, fc, pv = evs[6 + j]
        x = q15(base + timedelta(minutes=ctx.rng.randint(90, 6 * 1440)) + timedelta(minutes=15))
        rows.append(dict(x=x, c=c, e=e, a='', f=fc, p=pv, role='future'))
    if ctx.is_('clean_passed_event'):
        c, e, fc, pv = evs[12]
        x = q15(ctx.P + (ctx.tmin - ctx.P) / 2)
        rows.append(dict(x=x, c=c, e=e, a='', f=fc, p=pv, role='free'))
    if ctx.is_('leak_calendar_actual'):
        c, e, fc, pv = evs[13]
        rows.append(dict(x=ctx.D, c=c, e=e, a=bump(ctx, fc), f=fc, p=pv, role='decide'))
    rows = [r for r in rows if r['role'] == 'decide' or ctx.loc(r['x']).weekday() < 5]
    rows.sort(key=lambda r: r['x'])
    return rows


@tpl('econ_calendar')
def econ_calendar(ctx):
    s = ctx.site
    rows = cal_rows(ctx)
    out = ''
    day = None
    zk = s.get('cal_zone', ctx.zkey)
    tst = s.get('cal_time', 'time24')
    for r in rows:
        d = ctx.loc(r['x'], zk).date()
        if d != day:
            day = d
            out += f'<tr class="day"><td colspan="7">{ctx.f(r["x"], "wd_long", "free", zkey=zk)}</td></tr>\n'
        ctx.f(r['x'], 'isot', r['role'], zkey=zk)
        imp = ctx.ch(['&#9679;&#9679;&#9679;', '&#9679;&#9679;', '&#9679;'])
        out += (f'<tr data-event-datetime="{ctx.f(r["x"], "dt24_iso_s", "free", zkey=zk)}"><td class="time">{ctx.f(r["x"], tst, "free", zkey=zk)}</td><td>{r["c"]}</td><td class="imp">{imp}</td>'
                f'<td>{esc(r["e"])}</td><td class="act">{r["a"] or "&nbsp;"}</td><td class="fc">{r["f"]}</td><td class="prev">{r["p"]}</td></tr>\n')
    zname = {'UK': 'London time (GMT/BST)', 'US': 'New York time (ET)', 'SG': 'Singapore time (SGT, GMT+8)', 'AU': 'Sydney time (AEST/AEDT)', 'ZA': 'Johannesburg time (SAST)', 'IN': 'India time (IST)'}.get(zk, zk)
    body = masthead(ctx, ('Calendar', 'News', 'Rates', 'Tools')) + (f'<main><h1>Economic Calendar</h1><p class="tz">All times are {zname}. Actual values appear as soon as they are released.</p>\n'
                                                                     f'<table class="cal"><tr><th>Time</th><th>Cur.</th><th>Imp.</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr>\n{out}</table>'
                                                                     + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='Market news', macro=True) + footer(ctx))
    return doc(ctx, f"Economic Calendar - {s['name']}", body, lang='en-GB')


@tpl('prediction')
def prediction(ctx):
    s = ctx.site
    q = s.get('question', f"Will the {CBANK[ctx.zkey]} cut rates at its next meeting?")
    close = ctx.future(5, 60)
    crole = 'future'
    if ctx.is_('leak_market_resolved'):
        close = ctx.D - timedelta(minutes=ctx.rng.randint(15, 40)); crole = 'free'
    end = ctx.D if ctx.is_('leak_chart_point') else ctx.P
    start = end - timedelta(days=ctx.rng.randint(20, 70))
    pts = []
    x = start; p = ctx.rng.uniform(.2, .6)
    while x <= end:
        pts.append([int(x.timestamp()), round(p, 3)])
        p = min(.97, max(.03, p + ctx.rng.uniform(-.04, .04)))
        x += timedelta(hours=ctx.rng.choice([6, 8, 12]))
    if pts[-1][0] != int(end.timestamp()):
        pts.append([int(end.timestamp()), round(p, 3)])
    for a, _ in pts:
        from datetime import datetime
        xx = datetime.fromtimestamp(a, UTC)
        ctx.stamps.append(dict(x=xx, role='decide' if ctx.is_('leak_chart_point') and xx > ctx.tmin else 'past', dateonly=False, zk='UK', style='epoch', s=str(a), lo=xx, hi=xx, m=20))
    if ctx.is_('leak_chart_point'):
        ctx.emitted = True
    cur = round(pts[-1][1] * 100)
    if ctx.is_('leak_market_resolved'):
        cur = 100
    vol = ctx.rng.randint(40, 9000) * 1000
    banner = ''
    if ctx.is_('leak_market_resolved'):
        banner = f'<div class="resolved">Outcome: <b>Yes</b> &middot; resolved {ctx.f(ctx.D, "dt12", "decide")}</div>'
    rules = (f'<h3>Rules</h3><p>This market will resolve to &quot;Yes&quot; if the {CBANK[ctx.zkey]} announces a reduction to its policy rate at the meeting concluding on '
             f'{ctx.f(close, "long", crole)}. Otherwise it resolves &quot;No&quot;. The resolution source is the official statement. '
             f'If the meeting is postponed past {ctx.f(close + timedelta(days=14), "long", crole)}, this market resolves &quot;No&quot;.</p>')
    cm = comments(ctx, ctx.rng.randint(2, 4), style=s.get('cmt_style', 'noyear_t'))
    body = masthead(ctx, ('Markets', 'Elections', 'Economy', 'Crypto', 'Leaderboard')) + banner + (
        f'<main><h1>{esc(q)}</h1><p class="meta">${vol:,} Vol. &middot; {"Closed" if crole == "free" else "Closes"} {ctx.f(close, "short", crole)}</p>'
        f'<div class="price"><span class="big">{cur}% chance</span> <button>Buy Yes {cur}&cent;</button> <button>Buy No {100 - cur}&cent;</button></div>\n'
        f'<div id="chart" data-interval="1h"></div><script id="__PRICE_HISTORY__" type="application/json">{json.dumps({"market": ctx.pid, "history": [{"t": a, "p": b} for a, b in pts]})}</script>\n'
        + ctx.slot('figure') + rules + ctx.slot('article_end') + cm + '</main>\n' + footer(ctx))
    return doc(ctx, f"{q} | {s['name']}", body, lang='en-US')


@tpl('options_chain')
def options_chain(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    spot = round(ctx.rng.uniform(40, 400), 2)
    exps = sorted({ctx.future(2.5, 400) for _ in range(6)})
    sel = exps[0]
    opts = ''.join(f'<option{" selected" if e == sel else ""}>{ctx.f(e, "long", "future")}</option>' for e in exps)
    strikes = [round(spot * k / 5) * 5 for k in (0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15)]
    lrow = ctx.rng.randint(0, len(strikes) - 1) if ctx.is_('leak_last_trade_row') else -1
    rows = ''
    for i, k in enumerate(strikes):
        if i == lrow:
            lt = ctx.f(ctx.D, 'usnum_t', 'decide')
        else:
            lt = ctx.f(ctx.P - timedelta(minutes=ctx.rng.randint(3, 2000)), 'usnum_t')
        last = max(.05, round(spot - k + ctx.rng.uniform(1, 8), 2))
        rows += f'<tr><td>{tk}{ctx.loc(sel).strftime("%y%m%d")}C{int(k * 1000):08d}</td><td>{lt}</td><td>{k:.2f}</td><td>{last:.2f}</td><td>{last - .05:.2f}</td><td>{last + .05:.2f}</td><td>{ctx.rng.randint(0, 3000)}</td><td>{ctx.rng.randint(10, 20000)}</td><td>{ctx.rng.uniform(20, 80):.2f}%</td></tr>\n'
    qa = asof(ctx)
    body = masthead(ctx, ('Quotes', 'Options', 'Screeners')) + (f'<main><h1>{esc(name)} ({tk}) Options Chain</h1><p>Underlying {spot} · quotes as of {ctx.f(qa, "dt12", R_role(ctx))}</p>'
                                                               f'<label>Expiration <select>{opts}</select></label>\n<h2>Calls</h2><table class="chain"><tr><th>Contract</th><th>Last trade date</th><th>Strike</th><th>Last</th><th>Bid</th><th>Ask</th><th>Volume</th><th>Open interest</th><th>Implied vol.</th></tr>\n{rows}</table>'
                                                               + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{tk} Option Chain | {s['name']}", body, lang='en-US')


@tpl('insider')
def insider(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    rows = []
    for x in ctx.past(8, 1, 200):
        td = x - timedelta(days=ctx.rng.randint(1, 2))
        rows.append((x, td, 'past'))
    if ctx.is_('clean_stamp_just_before'):
        rows.append((ctx.P, ctx.P - timedelta(days=1), 'past'))
    if ctx.is_('leak_filing_row'):
        rows.append((ctx.D, ctx.D - timedelta(days=1) if ctx.D - timedelta(days=1) > ctx.tmin + timedelta(days=3) else ctx.P - timedelta(days=1), 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''
    for x, td, role in rows:
        who = ctx.ch(['Hallett Thomas J', 'Raman Priya', 'Benton Claire', 'Chen Marcus', 'Fairweather Ben', 'Price Hannah'])
        ttl = ctx.ch(['CEO', 'CFO', 'Director', '10% Owner', 'EVP, Operations'])
        typ = ctx.ch(['S - Sale', 'P - Purchase', 'S - Sale+OE', 'M - Option Ex'])
        q = ctx.rng.randint(500, 90000)
        pr = round(ctx.rng.uniform(10, 300), 2)
        tb += (f'<tr><td>{ctx.f(x, "dt24_iso_s", role, zkey="US")}</td><td>{ctx.f(td, "iso", "past" if td < ctx.tmin else role, zkey="US")}</td><td>{tk}</td><td>{who}</td><td>{ttl}</td><td>{typ}</td>'
               f'<td>${pr}</td><td>{"-" if typ.startswith("S") else "+"}{q:,}</td><td>${q * pr:,.0f}</td></tr>\n')
    body = masthead(ctx, ('Latest', 'Top buys', 'Screener', 'Cluster buys')) + (f'<main><h1>{tk} insider trading</h1><p>Form 4 filings for {esc(name)}. Filing times are Eastern.</p>'
                                                                               f'<table class="tinytable"><tr><th>Filing date</th><th>Trade date</th><th>Ticker</th><th>Insider</th><th>Title</th><th>Trade type</th><th>Price</th><th>Qty</th><th>Value</th></tr>\n{tb}</table>'
                                                                               + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{tk} Insider Trading Activity - {s['name']}", body, lang='en')


@tpl('holdings_13f')
def holdings_13f(ctx):
    s = ctx.site
    fund = s.get('fund', 'Larchmont Ridge Capital LLC')
    # quarters
    qe_list = []
    from datetime import datetime
    y = ctx.loc(ctx.P).year
    for yy in (y - 1, y):
        for m, d in ((3, 31), (6, 30), (9, 30), (12, 31)):
            qe = datetime(yy, m, d, 23, 0, tzinfo=UTC)
            qe_list.append(qe)
    filed = [(qe, qe + timedelta(days=ctx.rng.randint(38, 45))) for qe in qe_list if qe + timedelta(days=45) < ctx.P - timedelta(days=2)]
    filed = filed[-4:]
    rows = [(qe, f, 'past') for qe, f in filed]
    if ctx.is_('leak_filing_row'):
        rows.append((filed[-1][0] + timedelta(days=91), ctx.D, 'decide'))
    rows.sort(key=lambda r: r[1], reverse=True)
    hist = ''.join(f'<tr><td>{quarter_of(ctx.loc(qe, "US"))}</td><td>{ctx.f(f, "us_num", role, zkey="US")}</td><td>${ctx.rng.randint(300, 9000):,}M</td><td>{ctx.rng.randint(40, 300)}</td></tr>' for qe, f, role in rows)
    last_qe = rows[0][0] if not ctx.is_('leak_filing_row') else filed[-1][0]
    hold = ''.join(f'<tr><td>{esc(c[0])}</td><td>{c[1]}</td><td>{ctx.rng.uniform(.5, 9):.2f}%</td><td>{ctx.ch(["Add", "Reduce", "New", "No change"])}</td></tr>' for c in ctx.rng.sample(COMPANIES['US'], 6))
    nxt = f'<p>Next 13F filing deadline: {ctx.f(ctx.future(3, 80), "long", "future", zkey="US")}.</p>'
    body = masthead(ctx, ('Funds', 'Stocks', 'Insiders', 'Premium')) + nxt + (f'<main><h1>{esc(fund)} 13F holdings</h1>'
                                                                       f'<p>Top holdings per 13F for the period ended {ctx.f(filed[-1][0], "long", "past", zkey="US")} (filed {ctx.f(filed[-1][1], "long", "past", zkey="US")}).</p>'
                                                                       f'<table><tr><th>Stock</th><th>Ticker</th><th>% of portfolio</th><th>Activity</th></tr>{hold}</table>\n'
                                                                       f'<h2>Filing history</h2><table><tr><th>Quarter</th><th>Date filed</th><th>Value</th><th>Positions</th></tr>{hist}</table>\n'
                                                                       f'<p class="note">13F filings are due within 45 days of the end of each calendar quarter.</p>' + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{fund} - 13F Portfolio | {s['name']}", body, lang='en')


@tpl('short_interest')
def short_interest(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    au = ctx.zkey in ('AU', 'AUP')
    rows = []
    xs = ctx.past(6, 1, 120)
    for x in xs:
        rows.append((x, 'past'))
    if ctx.is_('leak_short_interest_row'):
        rows.append((ctx.D, 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    st = 'uk_num' if au else 'us_num'
    tb = ''.join(f'<tr><td>{ctx.f(x, st, role)}</td><td>{ctx.rng.randint(1, 40) * 100000:,}</td><td>{ctx.rng.uniform(.5, 14):.2f}%</td><td>{ctx.rng.uniform(.5, 9):.1f}</td></tr>' for x, role in rows)
    nxt = ctx.future(3, 20)
    lab = 'Reported position date' if au else 'Settlement date'
    body = masthead(ctx, ('Short interest', 'Most shorted', 'Data')) + (f'<main><h1>{esc(name)} ({ex}:{tk}) short interest</h1>'
                                                                       f'<p>{"Aggregated short positions reported to ASIC, published with a four business-day lag." if au else "Short interest is reported twice monthly by FINRA member firms."} '
                                                                       f'Next update expected {ctx.f(nxt, "long_uk" if au else "long", "future")}.</p>'
                                                                       f'<table><tr><th>{lab}</th><th>Short position</th><th>% of shares</th><th>Days to cover</th></tr>{tb}</table>'
                                                                       + ctx.slot('article_end') + '</main>\n' + related(ctx, 3, title='Most shorted this week') + footer(ctx))
    return doc(ctx, f"{tk} Short Interest - {s['name']}", body, lang='en-AU' if au else 'en-US')


@tpl('treasury_auction')
def treasury_auction(ctx):
    s = ctx.site
    terms = [('4-Week Bill', 28), ('13-Week Bill', 91), ('26-Week Bill', 182), ('2-Year Note', 730), ('5-Year Note', 1826), ('10-Year Note', 3652), ('30-Year Bond', 10957)]
    rows = []
    for x in ctx.past(6, 0.5, 25):
        rows.append((x, ctx.ch(terms), 'past'))
    if ctx.is_('leak_auction_result'):
        rows.append((ctx.D, ctx.ch(terms[3:]), 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''
    for x, (nm, days), role in rows:
        iss = x + timedelta(days=ctx.rng.choice([2, 5, 7]))
        mat = iss + timedelta(days=days)
        tb += (f'<tr><td>{nm}</td><td>912{ctx.rng.randint(100000, 999999)}</td><td>{ctx.f(x, "us_num", role, zkey="US")}</td><td>{ctx.f(iss, "us_num", "free", zkey="US")}</td>'
               f'<td>{ctx.f(mat, "us_num", "free", zkey="US")}</td><td>{ctx.rng.uniform(3.4, 4.9):.3f}%</td><td>{ctx.rng.uniform(2.2, 3.1):.2f}</td></tr>\n')
    up = ''
    for _ in range(4):
        a = ctx.future(2, 20)
        nm, days = ctx.ch(terms)
        up += f'<tr><td>{nm}</td><td>{ctx.f(a - timedelta(days=4), "us_num", "free", zkey="US")}</td><td>{ctx.f(a, "us_num", "future", zkey="US")}</td><td>{ctx.f(a + timedelta(days=days + 5), "us_num", "future", zkey="US")}</td></tr>'
    body = masthead(ctx, ('Auctions', 'Upcoming', 'Data', 'Help')) + (f'<main><h1>Treasury Auction Results</h1><p class="src">Data compiled from TreasuryDirect announcements. Times Eastern.</p>'
                                                                     f'<h2>Recent results</h2><table><tr><th>Security</th><th>CUSIP</th><th>Auction date</th><th>Issue date</th><th>Maturity date</th><th>High yield</th><th>Bid-to-cover</th></tr>\n{tb}</table>'
                                                                     f'<h2>Upcoming auctions (tentative)</h2><table><tr><th>Security</th><th>Announcement</th><th>Auction date</th><th>Maturity</th></tr>{up}</table>'
                                                                     + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Treasury Auction Results | {s['name']}", body, lang='en-US')


@tpl('weekly_report')
def weekly_report(ctx):
    s = ctx.site
    kind = s.get('agency', 'EIA')
    rel = ctx.D if ctx.is_('leak_published_after') else ctx.P
    relrole = 'decide' if ctx.is_('leak_published_after') else 'past'
    from datetime import datetime
    # week ending = Friday before release
    lr = ctx.loc(rel, 'US')
    we = lr - timedelta(days=(lr.weekday() - 4) % 7 or 7)
    weeks = [we - timedelta(days=7 * i) for i in range(4)]
    nxt = ctx.future(4, 10)
    if kind == 'EIA':
        title = 'Weekly Petroleum Status Report'
        rows = [('Crude oil (excl. SPR)', 420), ('Total motor gasoline', 235), ('Distillate fuel oil', 118), ('Refinery utilization (%)', 91)]
        unit = 'million barrels'
    elif kind == 'USDA':
        title = 'Crop Progress'
        rows = [('Corn planted (%)', 40), ('Soybeans planted (%)', 30), ('Winter wheat condition good/excellent (%)', 48), ('Cotton planted (%)', 25)]
        unit = 'percent'
    else:
        title = 'Monthly Oil Market Report – summary'
        rows = [('World oil demand (mb/d)', 104), ('Non-OPEC+ supply (mb/d)', 54), ('Call on OPEC+ crude (mb/d)', 43), ('OECD commercial stocks (mb)', 2800)]
        unit = 'as stated'
    th = ''.join(f'<th>{ctx.f(w.astimezone(UTC), "us_num2", "past", zkey="US")}</th>' for w in weeks)
    tb = ''.join(f'<tr><td>{r}</td>' + ''.join(f'<td>{v + ctx.rng.uniform(-3, 3):.1f}</td>' for _ in weeks) + '</tr>' for r, v in rows)
    note = ''
    if ctx.is_('leak_weekly_revision'):
        note = f'<p class="rev"><b>Revision notice ({ctx.f(ctx.D, "long", "decide", zkey="US")}):</b> data in Table 4 for the latest week were revised to correct a reporting error by one respondent.</p>'
    relstamp = ctx.f(rel, 'dt12dots', relrole, zkey='US')
    body = masthead(ctx, ('Data', 'Reports', 'Analysis', 'Tools')) + (f'<main><p class="agency">Mirror of {kind} release</p><h1>{title}</h1>'
                                                                     f'<p class="rel">Release date: {relstamp} &nbsp;|&nbsp; Next release date: {ctx.f(nxt, "long", "future", zkey="US")}</p>'
                                                                     f'<p>Data for week ending {ctx.f(weeks[0].astimezone(UTC), "long", "past", zkey="US")} ({unit}).</p>'
                                                                     f'<table><tr><th></th>{th}</tr>{tb}</table>{note}' + ctx.slot('figure') + ctx.slot('article_end') +
                                                                     f'<p>Release schedule may change around federal holidays. Schedule for the remainder of the year is available on the release calendar.</p></main>\n' + footer(ctx))
    return doc(ctx, f"{title} | {s['name']}", body, lang='en-US')


@tpl('crypto_price')
def crypto_price(ctx):
    s = ctx.site
    coin, sym, base = s.get('coin', ('Bitcoin', 'BTC', 98000))
    qa = asof(ctx)
    rows = []
    for x in ctx.past(7, 0.3, 30):
        rows.append((x, 'past'))
    if ctx.is_('leak_history_row'):
        rows.append((ctx.D, 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''.join(f'<tr><td>{ctx.f(x, "short", role, zkey="UK")}</td>' + ''.join(f'<td>${base * ctx.rng.uniform(.9, 1.1):,.2f}</td>' for _ in range(4)) + f'<td>${ctx.rng.randint(10, 90)}.{ctx.rng.randint(0, 9)}B</td></tr>' for x, role in rows)
    ath = ctx.past(1, 40, 300)[0]
    halving = ctx.future(30, 700) if sym == 'BTC' else None
    body = masthead(ctx, ('Cryptocurrencies', 'Exchanges', 'NFT', 'Learn')) + (f'<main><h1>{coin} price ({sym})</h1><p class="px">${base:,.2f} <span>{ctx.rng.uniform(-5, 5):+.2f}% (24h)</span></p>'
                                                                              f'<p class="upd">Last updated: {ctx.f(qa, "dt24", R_role(ctx), zkey="SG")}</p>'
                                                                              f'<table class="kv"><tr><td>All-time high</td><td>${base * 1.3:,.0f} ({ctx.f(ath, "short")})</td></tr>'
                                                                              + (f'<tr><td>Next halving (est.)</td><td>{ctx.f(halving, "short", "future")}</td></tr>' if halving else '') +
                                                                              f'</table>\n<h2>Historical data (daily close, UTC)</h2><table><tr><th>Date</th><th>Open</th><th>High</th><th>Low</th><th>Close</th><th>Volume</th></tr>{tb}</table>'
                                                                              + ctx.slot('figure') + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='Crypto news', macro=True) + footer(ctx))
    return doc(ctx, f"{coin} price today, {sym} to USD | {s['name']}", body, lang='en')


@tpl('fx_rates')
def fx_rates(ctx):
    s = ctx.site
    rows = [(x, 'past') for x in ctx.past(8, 0.3, 20)]
    if ctx.is_('leak_history_row'):
        rows.append((ctx.D, 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''.join(f'<tr><td>{ctx.f(x, s.get("fx_style", "iso"), role)}</td><td>{ctx.rng.uniform(17.2, 18.9):.4f}</td><td>{ctx.rng.uniform(22, 24.5):.4f}</td><td>{ctx.rng.uniform(19, 21):.4f}</td><td>{ctx.rng.uniform(11, 12.3):.4f}</td></tr>' for x, role in rows)
    mpc = ctx.future(5, 60)
    body = masthead(ctx, ('Rates', 'Markets', 'Calculators')) + (f'<main><h1>Rand exchange rates: history</h1><p>Mid-market reference rates at 16:00 SAST. Source: interbank quotes compiled by {esc(s["name"])}.</p>'
                                                                f'<table><tr><th>Date</th><th>USD/ZAR</th><th>GBP/ZAR</th><th>EUR/ZAR</th><th>AUD/ZAR</th></tr>{tb}</table>'
                                                                f'<p>Next SARB MPC statement: {ctx.f(mpc, "long_uk", "future")}.</p>' + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Rand exchange rate history | {s['name']}", body, lang='en-ZA')


@tpl('commodity_board')
def commodity_board(ctx):
    s = ctx.site
    qa = asof(ctx)
    months = sorted({ctx.future(10, 500) for _ in range(6)})
    rows = ''.join(f'<tr><td>{ctx.loc(m).strftime("%b %y").upper()}</td><td>{ctx.rng.uniform(280, 420):.2f}</td><td>{ctx.rng.uniform(-6, 6):+.2f}</td><td>{ctx.rng.randint(200, 9000)}</td><td>{ctx.f(m - timedelta(days=20), "uk_num", "future")}</td></tr>' for m in months)
    prior = ctx.fd(ctx.P - timedelta(hours=ctx.rng.randint(20, 30)), 'dt24', 'long_uk')
    body = masthead(ctx, ('Grains', 'Metals', 'Energy', 'Livestock')) + (f'<main><h1>{esc(s.get("contract", "ASX Eastern Australia Wheat"))} futures</h1>'
                                                                        f'<p class="asof">Prices as at {ctx.f(qa, "dt24", R_role(ctx))} (delayed 20 min) · Prior settlement {prior}</p>'
                                                                        f'<table><tr><th>Contract</th><th>Last</th><th>Change</th><th>Open int.</th><th>Last trading day</th></tr>{rows}</table>'
                                                                        + ctx.slot('figure') + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='Grain news', macro=True) + footer(ctx))
    return doc(ctx, f"Futures | {s['name']}", body, lang='en-AU')


@tpl('ipo_calendar')
def ipo_calendar(ctx):
    s = ctx.site
    names = ['Vindhya Solar', 'Konkan Logistics', 'Nilgiri Tea Estates', 'Aravalli Cement', 'Ganga Fintech', 'Malabar Gold Works', 'Sahyadri Hospitals']
    ctx.rng.shuffle(names)
    up = ''
    for n in names[:3]:
        o = ctx.future(2, 25)
        gmp = ctx.rng.randint(5, 90)
        up += f'<tr><td>{n}</td><td>{ctx.f(o, "noyear_uk", "future")} &ndash; {ctx.f(o + timedelta(days=2), "noyear_uk", "future")}</td><td>₹{ctx.rng.randint(100, 600)}</td><td>₹{ctx.rng.randint(200, 2000)} cr</td><td>₹{gmp} (est.)</td><td>{ctx.f(o + timedelta(days=5), "short_uk", "future")}</td></tr>'
    rec = []
    for n, x in zip(names[3:6], ctx.past(3, 2, 40)):
        rec.append((x, n, 'past'))
    if ctx.is_('leak_listing_gain'):
        rec.append((ctx.D, names[6], 'decide'))
    rec.sort(key=lambda r: r[0], reverse=True)
    rt = ''.join(f'<tr><td>{n}</td><td>{ctx.f(x, "short_uk", role)}</td><td>₹{ctx.rng.randint(100, 500)}</td><td>{ctx.rng.uniform(-15, 60):+.1f}%</td></tr>' for x, n, role in rec)
    body = masthead(ctx, ('IPO', 'Mainboard', 'SME', 'GMP')) + (f'<main><h1>Upcoming IPOs</h1><p>Grey market premium (GMP) is an unofficial indicator and not a listing price.</p>'
                                                               f'<table><tr><th>Issue</th><th>Open &ndash; Close</th><th>Price band</th><th>Size</th><th>GMP</th><th>Listing date</th></tr>{up}</table>'
                                                               f'<h2>Recently listed</h2><table><tr><th>Company</th><th>Listing date</th><th>Issue price</th><th>Listing gain</th></tr>{rt}</table>'
                                                               + ctx.slot('article_end') + '</main>\n' + related(ctx, 4, title='IPO news') + footer(ctx))
    return doc(ctx, f"IPO Calendar | {s['name']}", body, lang='en-IN')


@tpl('dividend_history')
def dividend_history(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    cur = 'p'
    rows = []
    for x in ctx.past(6, 20, 900):
        rows.append((x, x + timedelta(days=ctx.rng.randint(20, 35)), x + timedelta(days=ctx.rng.randint(40, 60)), 'past'))
    # declared before t, ex-date in future
    decl = ctx.past(1, 1, 10)[0]
    up = (decl, ctx.future(3, 20), ctx.future(25, 50), 'future')
    rows.append(up)
    if ctx.is_('leak_dividend_declared'):
        rows.append((ctx.D, ctx.D + timedelta(days=30), ctx.D + timedelta(days=55), 'decide'))
    rows.sort(key=lambda r: r[0], reverse=True)
    tb = ''
    for d, e, p, role in rows:
        dr = role if role == 'decide' else 'past'
        er = 'future' if role == 'future' else ('free' if role == 'decide' else 'free')
        tb += f'<tr><td>{ctx.f(d, "uk_num", dr)}</td><td>{ctx.f(e, "uk_num", er)}</td><td>{ctx.f(p, "uk_num", er)}</td><td>{ctx.rng.uniform(3, 30):.2f}{cur}</td><td>{ctx.ch(["Interim", "Final", "Special"])}</td></tr>'
    body = masthead(ctx, ('Shares', 'Dividends', 'Funds', 'ISA')) + (f'<main><h1>{esc(name)} ({tk}) dividend history</h1>'
                                                                    f'<table><tr><th>Declared</th><th>Ex-div date</th><th>Pay date</th><th>Amount</th><th>Type</th></tr>{tb}</table>'
                                                                    '<p>Past dividends are not a guide to future payments.</p>' + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{name} dividend history | {s['name']}", body, lang='en-GB')


@tpl('etf_factsheet')
def etf_factsheet(ctx):
    s = ctx.site
    fund = s.get('fund', 'Boab Australian Equity Income ETF')
    nav_at = ctx.D if ctx.is_('leak_nav_date') else ctx.P
    me = ctx.loc(ctx.P).replace(day=1, hour=12) - timedelta(days=1)
    dist = ctx.future(3, 40)
    hold = ''.join(f'<tr><td>{esc(c[0])}</td><td>{ctx.rng.uniform(1, 8):.2f}%</td></tr>' for c in COMPANIES['AU'] + COMPANIES['AUP'])
    body = masthead(ctx, ('ETFs', 'Managed funds', 'Insights')) + (f'<main><h1>{esc(fund)} (ASX: BAEI)</h1>'
                                                                  f'<p>NAV per unit A$24.{ctx.rng.randint(10, 99)} as at {ctx.f(nav_at, "long_uk", "decide" if ctx.is_("leak_nav_date") else "past")}</p>'
                                                                  f'<h2>Performance (% p.a.) as at {ctx.f(me.astimezone(UTC), "long_uk", "past")}</h2><table><tr><th>1 mth</th><th>3 mths</th><th>1 yr</th><th>3 yrs</th></tr><tr><td>1.2</td><td>3.4</td><td>9.8</td><td>7.1</td></tr></table>'
                                                                  f'<p>Next distribution: ex-date {ctx.f(dist, "long_uk", "future")}, payment {ctx.f(dist + timedelta(days=16), "long_uk", "future")} (estimated).</p>'
                                                                  '<h2>Distribution history</h2><table><tr><th>Ex-date</th><th>Paid</th><th>Cents per unit</th></tr>' + ''.join(f'<tr><td>{ctx.f(x, "uk_num")}</td><td>{ctx.f(x + timedelta(days=15), "uk_num")}</td><td>{ctx.rng.uniform(20, 45):.2f}</td></tr>' for x in ctx.past(4, 30, 380)) + '</table>'
                                                                  f'<p>Fund inception {ctx.f(ctx.past(1, 1500, 3000)[0], "long_uk")}. Management fee 0.35% p.a.</p>'
                                                                  f'<h2>Top holdings</h2><table>{hold}</table><p>Past performance is not a reliable indicator of future performance.</p>'
                                                                  + ctx.slot('figure') + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"{fund} | {s['name']}", body, lang='en-AU')


@tpl('bond_termsheet')
def bond_termsheet(ctx):
    s = ctx.site
    name, tk, ex = co_of(ctx)
    issue = ctx.future(3, 15)
    yrs = ctx.rng.choice([5, 7, 10, 15])
    mat = issue.replace(year=ctx.loc(issue).year + yrs)
    call = issue.replace(year=ctx.loc(issue).year + yrs - 2)
    final = ''
    if ctx.is_('leak_final_terms'):
        final = f'<tr><td>Final pricing</td><td>Priced {ctx.f(ctx.D, "dt24", "decide")} at 3.{ctx.rng.randint(10, 95)}% (re-offer yield); order book S${ctx.rng.randint(2, 6)}.{ctx.rng.randint(0, 9)}bn</td></tr>'
    rows = (f'<tr><td>Issuer</td><td>{esc(name)}</td></tr><tr><td>Status</td><td>Senior unsecured</td></tr>'
            f'<tr><td>Indicative terms as at</td><td>{ctx.fd(ctx.P, "dt24", "long_uk")}</td></tr>'
            f'<tr><td>Initial price guidance</td><td>3.45% area</td></tr><tr><td>Expected issue date</td><td>{ctx.f(issue, "long_uk", "future")}</td></tr>'
            f'<tr><td>Maturity date</td><td>{ctx.f(mat, "long_uk", "future")}</td></tr><tr><td>First call date</td><td>{ctx.f(call, "long_uk", "future")}</td></tr>'
            f'<tr><td>Coupon</td><td>Fixed, payable semi-annually in arrear</td></tr>{final}<tr><td>Listing</td><td>SGX-ST</td></tr>')
    body = masthead(ctx, ('Bonds', 'New issues', 'Research')) + (f'<main><h1>New issue: {esc(name)} S$ {yrs}-year notes</h1><table class="ts">{rows}</table>'
                                                                '<h2>Issuer\'s outstanding SGD bonds</h2><table><tr><th>Coupon</th><th>Issued</th><th>Maturity</th></tr>' + ''.join(f'<tr><td>{ctx.rng.uniform(2, 4.5):.3f}%</td><td>{ctx.f(x, "short_uk")}</td><td>{ctx.f(x.replace(year=x.year + ctx.rng.choice([10, 12, 15])), "short_uk", "free")}</td></tr>' for x in ctx.past(3, 200, 2200)) + '</table>'
                                                                f'<p>Mandate announced {ctx.f(ctx.past(1, 0.5, 3)[0], "dt24")}; investor calls held {ctx.f(ctx.past(1, 1, 6)[0], "short_uk") if False else ctx.fd(ctx.past(1, 1, 6)[0], "dt24", "short_uk")}. First coupon date {ctx.f(issue + timedelta(days=182), "long_uk", "future")}.</p>'
                                                                f'<p>This term sheet is indicative and subject to change. Not for distribution in the United States.</p>' + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Term sheet – {name} | {s['name']}", body, lang='en-SG')


@tpl('earnings_calendar')
def earnings_calendar(ctx):
    s = ctx.site
    cos = COMPANIES['US'][:] + COMPANIES['IN']
    ctx.rng.shuffle(cos)
    rows = []
    for c, x in zip(cos[:4], ctx.past(4, 0.3, 5)):
        rows.append((x, c, True, 'past'))
    for c in cos[4:8]:
        rows.append((ctx.future(2.5, 12), c, False, 'future'))
    if ctx.is_('leak_earnings_actual'):
        rows.append((ctx.D, cos[8], True, 'decide'))
    rows.sort(key=lambda r: r[0])
    tb = ''
    for x, (n, tk, ex), rep, role in rows:
        est = round(ctx.rng.uniform(.2, 4), 2)
        act = f'{est + ctx.rng.uniform(-.2, .3):.2f}' if rep else '&ndash;'
        sur = f'{ctx.rng.uniform(-8, 12):+.1f}%' if rep else ''
        tb += f'<tr><td>{ctx.f(x, "short", role)}</td><td>{ctx.ch(["Before open", "After close"])}</td><td>{tk}</td><td>{esc(n)}</td><td>{est}</td><td>{act}</td><td>{sur}</td></tr>'
    body = masthead(ctx, ('Earnings', 'Calendar', 'Dividends', 'Splits')) + (f'<main><h1>Earnings calendar</h1><p>Consensus EPS estimates shown for upcoming reports. Reported EPS appears after the company releases results.</p>'
                                                                            f'<table><tr><th>Date</th><th>Time</th><th>Symbol</th><th>Company</th><th>EPS estimate</th><th>Reported EPS</th><th>Surprise</th></tr>{tb}</table>'
                                                                            + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Earnings Calendar | {s['name']}", body, lang='en')


@tpl('explorer')
def explorer(ctx):
    s = ctx.site
    addr = 'bc1q' + ''.join(ctx.rng.choice('023456789acdefghjklmnpqrstuvwxyz') for _ in range(38))
    txs = [(x, 'past') for x in ctx.past(7, 0.1, 60)]
    if ctx.is_('leak_tx_row'):
        txs.append((ctx.D, 'decide'))
    txs.sort(key=lambda r: r[0], reverse=True)
    tb = ''.join(f'<tr><td class="mono">{"".join(ctx.rng.choice("0123456789abcdef") for _ in range(16))}&hellip;</td><td>{ctx.rng.randint(870000, 960000)}</td>'
                 f'<td><span title="{ctx.f(x, "epoch", role)}">{ctx.f(x, "dt24_iso_z", role, zkey="UK")}</span></td><td>{ctx.rng.uniform(-3, 3):+.8f} BTC</td></tr>' for x, role in txs)
    body = masthead(ctx, ('Blocks', 'Transactions', 'Mempool', 'API')) + (f'<main><h1>Address</h1><p class="mono">{addr}</p><p>Labelled: exchange cold wallet (community tag)</p>'
                                                                         f'<table><tr><th>Tx hash</th><th>Block</th><th>Time (UTC)</th><th>Amount</th></tr>{tb}</table>' + ctx.slot('article_end') + '</main>\n' + footer(ctx))
    return doc(ctx, f"Bitcoin Address {addr[:12]}… | {s['name']}", body, lang='en')


@tpl('mortgage_rates')
def mortgage_rates(ctx):
    s = ctx.site
    ub = ''
    if ctx.is_('clean_update_before'):
        u = ctx.P + (ctx.tmin - ctx.P) * .5
        ub = f' &middot; Rates updated {ctx.f(u, "dt12")}'
    lend = ['Maplecrest Financial', 'Prairie Credit Union', 'Coastline Trust', 'Laurentian Mortgage Co.', 'Big Six average']
    tb = ''.join(f'<tr><td>{l}</td><td>{ctx.rng.uniform(3.6, 5.4):.2f}%</td><td>{ctx.rng.uniform(3.9, 5.6):.2f}%</td><td>{ctx.rng.uniform(4.5, 6.2):.2f}%</td></tr>' for l in lend)
    hist = ''.join(f'<li>{ctx.f(x, "long")}: Bank of Canada held/adjusted the policy rate</li>' for x in ctx.past(5, 30, 400))
    body = masthead(ctx, ('Mortgages', 'Savings', 'Credit cards')) + (f'<main><h1>Best 5-year fixed mortgage rates in Canada</h1><p class="by">By {ctx.ch(AUTHORS)} &middot; {ctx.fd(ctx.P, "dt12", "long")}{ub}{ctx.slot("byline")}</p>'
                                                                     f'<table><tr><th>Lender</th><th>3-yr fixed</th><th>5-yr fixed</th><th>5-yr variable</th></tr>{tb}</table>'
                                                                     f'<p>The next Bank of Canada rate announcement is scheduled for {ctx.f(ctx.future(5, 50), "long", "future")}.</p><h3>Rate history</h3><ul>{hist}</ul>'
                                                                     + ctx.slot('figure') + ctx.slot('article_end') + '</main>\n' + related(ctx, 3, title='More from RateNorth', style='long') + footer(ctx))
    return doc(ctx, f"Mortgage rates | {s['name']}", body, jsonld(ctx, 'Article', 'Mortgage rates', pubx=ctx.P), lang='en-CA')

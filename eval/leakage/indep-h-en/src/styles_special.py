"""Non-article site renderers: quotes, data, filings, wikis, forums, media, calendars..."""
from comps import *
from styles_news import upd, corr, nav, nextdata, winstate
from content import local_at, USERS, COMMENTS, GENERIC_HEADS


def wdays_before(P, base, n):
    """last n weekdays strictly before base's local date (as UTC instants at 16:00 local)."""
    out = []
    k = 1
    while len(out) < n:
        d = local_at(P, base, -k, 16, 0)
        if L(d, P.tz).weekday() < 5:
            out.append(d)
        k += 1
    return out


def wdays_after(P, base, n):
    out = []
    k = 1
    while len(out) < n:
        d = local_at(P, base, k, 16, 0)
        if L(d, P.tz).weekday() < 5:
            out.append(d)
        k += 1
    return out


def leakt(P):
    return P.extra['lt']


# S1 quote page ---------------------------------------------------------
def r_tickerdeck(P):
    r = P.rng
    co = P.co
    base = P.render if P.expected == 'accept' or P.inj else P.t
    days = wdays_before(P, min(base, P.t), 12)  # newest first
    px = r.uniform(20, 300)
    rows = []
    p = px
    for d in days:
        o = p * r.uniform(0.98, 1.02); h = max(o, p) * r.uniform(1, 1.015); lo = min(o, p) * r.uniform(0.985, 1)
        rows.append((d, o, h, lo, p, r.randint(800000, 9000000)))
        p = p * r.uniform(0.97, 1.03)
    if P.leak == 'history_row_after_t':
        lead = []
        q = px
        for d in reversed(wdays_after(P, P.t, r.randint(1, 3))):
            q = q * r.uniform(0.96, 1.05)
            lead.append((d, q * 0.99, q * 1.01, q * 0.98, q, r.randint(800000, 9000000)))
        rows = lead + rows
    last = rows[0]
    asof = last[0]
    if P.leak == 'quote_asof_after_t':
        asof = leakt(P)
    news = ''.join(f'<li><a href="{u}">{esc(h)}</a><span class="src">Castell Wire &middot; <time datetime="{P.iso(d, "related", "z")}">{P.rel(d)}</time></span></li>' for h, d, u in P.related)
    trs = ''.join(f'<tr><td>{esc(P.st(d, "date_us_short", "row"))}</td><td>{o:.2f}</td><td>{h:.2f}</td><td>{lo:.2f}</td><td>{c:.2f}</td><td>{c:.2f}</td><td>{v:,}</td></tr>' for d, o, h, lo, c, v in rows)
    state = {'quoteSummary': {'symbol': co['tk'], 'regularMarketPrice': round(last[4], 2), 'regularMarketTime': P.iso(asof, 'quote', 'epoch'), 'currency': 'USD'}}
    state.update(P.state_extra())
    if 'state_leak' in P.extra:
        state.update(P.extra['state_leak']); P.extra['state_used'] = True
    ch = (last[4] / rows[1][4] - 1) * 100
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(co['name'])} ({co['tk']}) Stock Price, News, Quote &amp; History - TickerDeck</title>
<meta name="description" content="{esc(P.meta_desc('Find the latest ' + co['name'] + ' (' + co['tk'] + ') stock quote, history, news and other vital information to help you with your stock trading and investing.'))}">
{P.slot('head')}
</head><body>
<div id="app"><header><a href="/">TickerDeck</a><input type="search" placeholder="Quote lookup"></header>
{P.slot('top')}
<section class="quote-header"><h1>{esc(co['name'])} ({co['tk']})</h1><div class="exch">{co['ex']} - {co['ex']} Real Time Price. Currency in USD</div>
<div class="price"><fin-streamer data-field="regularMarketPrice" data-symbol="{co['tk']}" value="{last[4]:.2f}">{last[4]:.2f}</fin-streamer> <fin-streamer data-field="regularMarketChangePercent" class="{'pos' if ch >= 0 else 'neg'}">({ch:+.2f}%)</fin-streamer></div>
<div class="market-time">At close: {esc(P.st(asof, 'us_at', 'quote'))}</div></section>
<nav class="tabs"><a href="/quote/{co['tk']}">Summary</a><a href="/quote/{co['tk']}/news">News</a><a class="active" href="/quote/{co['tk']}/history">Historical Data</a><a href="/quote/{co['tk']}/profile">Profile</a></nav>
<section class="history"><div class="controls"><button>Daily</button><a class="download" href="/download/{co['tk']}.csv">Download</a></div>
<table class="table"><thead><tr><th>Date</th><th>Open</th><th>High</th><th>Low</th><th>Close</th><th>Adj Close</th><th>Volume</th></tr></thead><tbody>{trs}</tbody></table>
<p class="note">*Close price adjusted for splits. **Adjusted close price adjusted for splits and dividend and/or capital gain distributions.</p></section>
{P.slot('end')}
<section class="news"><h3>Recent News: {co['tk']}</h3><ul>{news}</ul></section>
<footer>Data disclaimer: quotes delayed 15 min. &copy; {P.year()} TickerDeck{P.slot('foot')}</footer></div>
<script>root.App.main = {jdump({'context': {'dispatcher': {'stores': state}}})};</script>
</body></html>'''


# S2 coin page ------------------------------------------------------------
def r_coinatlas(P):
    r = P.rng
    nm, sym = P.extra.get('token', ('Lumen', 'LMN'))
    px = r.uniform(0.5, 4) if sym not in ('BTC', 'ETH') else (r.uniform(30000, 90000) if sym == 'BTC' else r.uniform(1600, 3800))
    asof = P.render - TD(minutes=r.randint(1, 9)) if P.expected == 'accept' or P.inj else P.t - TD(minutes=r.randint(5, 60))
    if P.leak == 'asof_after_t':
        asof = leakt(P)
    ath_d = P.t - TD(days=r.randint(40, 500))
    if P.leak == 'ath_after_t':
        ath_d = leakt(P)
    hist = []
    base = min(P.t, P.render) if P.expected == 'accept' else P.t
    for k in range(1, 8):
        d = local_at(P, base, -k, 0, 0)
        hist.append((d, px * r.uniform(0.85, 1.15)))
    if P.leak == 'history_row_after_t':
        hist.insert(0, (local_at(P, P.t, r.randint(1, 4), 0, 0), px * 1.2))
    fp = lambda x: f"${x:,.2f}" if x > 10 else f"${x:,.4f}"
    trs = ''.join(f'<tr><td>{esc(P.st(d + TD(hours=12), "date_iso", "row"))}</td><td>{fp(v * 1e6 * r.uniform(50, 900))[:-3]}</td><td>{fp(v)}</td></tr>' for d, v in hist)
    mk = ''.join(f'<tr><td>{i + 1}</td><td>{ex}</td><td>{sym}/{q}</td><td>{fp(px * r.uniform(0.998, 1.002))}</td><td>${r.randint(1, 90)},{r.randint(100, 999)},{r.randint(100, 999)}</td><td>Recently</td></tr>' for i, (ex, q) in enumerate([('Harborex', 'USDT'), ('Quayside', 'USD'), ('Bitstrand', 'EUR'), ('Nimbus Exchange', 'USDC')]))
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{nm} price today, {sym} to USD live price, marketcap and chart | CoinAtlas</title>
<meta name="description" content="{esc(P.meta_desc('The live ' + nm + ' price today with a 24-hour trading volume. We update our ' + sym + ' to USD price in real-time.'))}">
{P.slot('head')}</head><body>
<header class="ca-nav"><a href="/">CoinAtlas</a><a href="/exchanges">Exchanges</a><a href="/nft">NFT</a><a href="/learn">Learn</a></header>
{P.slot('top')}
<main><div class="coin-head"><img src="https://assets.coinatlas.io/coins/{sym.lower()}.png" alt="{esc(P.alt(nm + ' logo'))}"><h1>{nm} <span>{sym}</span></h1><span class="rank">Rank #{r.randint(1, 180)}</span></div>
<div class="price-block"><span class="price" data-target="price.price">{fp(px)}</span> <span class="chg">{r.uniform(-6, 6):+.1f}% (24h)</span>
<div class="last-upd">Last updated: <time datetime="{P.iso(asof, 'quote', 'z')}">{esc(P.st(asof, 'iso_utc', 'quote'))}</time></div></div>
<table class="stats"><tr><th>Market Cap</th><td>${r.randint(1, 900)},{r.randint(100, 999)},{r.randint(100, 999)},{r.randint(100, 999)}</td></tr>
<tr><th>24 Hour Trading Vol</th><td>${r.randint(10, 900)},{r.randint(100, 999)},{r.randint(100, 999)}</td></tr>
<tr><th>All-Time High</th><td>{fp(px * r.uniform(1.05, 3))} <span class="ath-date">{esc(P.st(ath_d, 'date_us_short', 'ath'))}</span></td></tr>
<tr><th>Circulating Supply</th><td>{r.randint(10, 900)},{r.randint(100, 999)},{r.randint(100, 999)}</td></tr></table>
<h2>{sym} Historical Data</h2><table class="hist"><thead><tr><th>Date</th><th>Market Cap</th><th>Price</th></tr></thead><tbody>{trs}</tbody></table>
<h2>Markets</h2><table class="markets"><tr><th>#</th><th>Exchange</th><th>Pair</th><th>Price</th><th>24h Volume</th><th>Updated</th></tr>{mk}</table>
{P.slot('end')}
<section class="news">{related(P, 'rel', 'us_long', nm + ' News')}</section></main>
<footer>&copy; {P.year()} CoinAtlas. All Rights Reserved.{P.slot('foot')}</footer>
</body></html>'''


# S3 data series ----------------------------------------------------------
def r_econdata(P):
    r = P.rng
    R = P.R
    # monthly CPI-like series; each observation released ~ 3rd week of next month
    rel_hh, rel_mm = R['cpi_time']
    obs = []
    lt_ = L(P.t, P.tz)
    y, m = lt_.year, lt_.month
    for k in range(0, 16):
        mm_ = m - k
        yy = y + (mm_ - 1) // 12
        mm_ = (mm_ - 1) % 12 + 1
        ny, nm_ = (yy + (mm_ // 12), mm_ % 12 + 1)
        reld = D(ny, nm_, 14, rel_hh, rel_mm, tzinfo=ZoneInfo(P.tz)).astimezone(UTC)
        obs.append((yy, mm_, reld))
    safe = [o for o in obs if o[2] < P.t - TD(hours=1)]
    later = [o for o in obs if o[2] > P.t + TD(days=1)]
    rows = safe[:12]
    if P.leak == 'obs_after_t':
        rows = later[-1:] + rows
    nxt = [o for o in obs if o[2] > P.t]
    nxt_rel = nxt[-1][2] if nxt else local_at(P, P.t, 20, rel_hh, rel_mm)
    updated = rows[0][2]
    v = r.uniform(110, 140)
    trs = ''
    for yy, mm_, reld in rows:
        trs += f'<tr><td>{yy}-{mm_:02d}</td><td>{v:.1f}</td><td>{esc(P.st(reld, "date_iso", "row"))}</td></tr>'
        v -= r.uniform(-0.2, 0.6)
    title = f"Consumer Price Index: All Items for {R['country'].replace(chr(39) + 's', '')}"
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(title)} | EconData Explorer</title>
<meta name="description" content="{esc(P.meta_desc('Graph and download economic data for ' + title + '. Monthly, not seasonally adjusted.'))}">
{P.slot('head')}</head><body>
<div id="header"><a href="/">EconData Explorer</a> <span>Economic research data, free to use</span>
<form action="/search"><input name="q" placeholder="Search series"></form></div>
{P.slot('top')}
<div id="series-meta"><h1 class="series-title">{esc(title)} <span class="series-id">(CPI{P.region}ALL)</span></h1>
<p class="series-meta-obs">Observation: <b>{rows[0][0]}-{rows[0][1]:02d}</b></p>
<p>Units: Index 2015=100, Not Seasonally Adjusted &middot; Frequency: Monthly</p>
<p class="updated">Updated: {esc(P.st(updated, 'us_long', 'upd'))}</p>
<p class="next">Next Release Date: {esc(P.st(nxt_rel, 'date_us_short', 'forward'))}</p>
<p>Source: {esc(R['stats'][4:] if R['stats'].startswith('the ') else R['stats'])} &middot; Release: Consumer Price Indices</p></div>
<div id="chart"><img src="/graph/cpi-{P.region.lower()}.png" alt="{esc(P.alt('Line chart of ' + title))}"></div>
<h2>Observations</h2>
<table class="obs"><thead><tr><th>Period</th><th>Value</th><th>First released</th></tr></thead><tbody>{trs}</tbody></table>
{P.slot('end')}
<div class="notes"><h3>Notes</h3><p>Index values are first releases; revisions are published with the annual rebasing.</p></div>
<footer>EconData Explorer &copy; {P.year()}. Data retrieved from official sources. {P.slot('foot')}</footer>
</body></html>'''


# S4 economic calendar ------------------------------------------------------
CAL_EVENTS = [('USD', 'Initial Jobless Claims', 'America/New_York', 8, 30, '{a}K'), ('USD', 'Core PCE Price Index m/m', 'America/New_York', 8, 30, '{p}%'),
              ('GBP', 'CPI y/y', 'Europe/London', 7, 0, '{p}%'), ('EUR', 'German ZEW Economic Sentiment', 'Europe/Berlin', 11, 0, '{s}'),
              ('AUD', 'Employment Change', 'Australia/Sydney', 11, 30, '{a}K'), ('CAD', 'Retail Sales m/m', 'America/Toronto', 8, 30, '{p}%'),
              ('JPY', 'Tokyo Core CPI y/y', 'Asia/Tokyo', 8, 30, '{p}%'), ('USD', 'ISM Manufacturing PMI', 'America/New_York', 10, 0, '{s}'),
              ('NZD', 'GDP q/q', 'Pacific/Auckland', 10, 45, '{p}%'), ('INR', 'WPI Inflation y/y', 'Asia/Kolkata', 12, 0, '{p}%'),
              ('ZAR', 'CPI y/y', 'Africa/Johannesburg', 10, 0, '{p}%'), ('GBP', 'Claimant Count Change', 'Europe/London', 7, 0, '{a}K'),
              ('USD', 'Crude Oil Inventories', 'America/New_York', 10, 30, '{m}M'), ('EUR', 'Flash Manufacturing PMI', 'Europe/Paris', 10, 0, '{s}')]


def r_macrocal(P):
    r = P.rng
    evs = []
    for k in range(-3, 4):
        for _ in range(2):
            cur, name, tz, hh, mm, f = r.choice(CAL_EVENTS)
            l = L(P.t, tz)
            dd = D(l.year, l.month, l.day) + TD(days=k)
            if dd.weekday() >= 5:
                continue
            when = D(dd.year, dd.month, dd.day, hh, mm, tzinfo=ZoneInfo(tz)).astimezone(UTC)
            evs.append((when, cur, name, f))
    # ensure one event shortly after t and one shortly before
    cur, name, tz, hh, mm, f = r.choice(CAL_EVENTS)
    nx = P.t + TD(minutes=r.randint(40, 300))
    nx = nx.replace(minute=30 if nx.minute < 30 else 0, second=0) + (TD(hours=1) if nx.minute >= 30 else TD(0))
    evs.append((nx, cur, name, f))
    evs.append((P.t - TD(minutes=r.randint(30, 240)), *r.choice(CAL_EVENTS)[:2], '{p}%'))
    evs = sorted({(e[0].replace(second=0, microsecond=0), e[1], e[2], e[3]) for e in evs})
    if P.leak == 'actual_after_t':
        fut = [e for e in evs if e[0] > P.t + TD(minutes=2)]
        leak_e = fut[0] if fut else None
    cal_tz = P.tz
    rows = ''
    lastday = None
    for when, cur, name, f in evs:
        val = lambda: f.format(a=r.randint(180, 260), p=f"{r.uniform(-0.5, 6.5):.1f}", s=f"{r.uniform(-20, 60):.1f}", m=f"{r.uniform(-6, 6):.1f}")
        ld = L(when, cal_tz).date()
        if ld != lastday:
            rows += f'<tr class="calendar__row--day-breaker"><td colspan="7">{esc(P.st(when, "date_wd_us", "calday", cal_tz))}</td></tr>'
            lastday = ld
        past = when < P.t
        show_act = past or (P.leak == 'actual_after_t' and (when, cur, name, f) == leak_e)
        role = 'row' if show_act else 'forward'
        rows += (f'<tr class="calendar__row" data-event-datetime="{P.iso(when, role, "z")}"><td class="time">{L(when, cal_tz):%H:%M}</td><td class="currency">{cur}</td>'
                 f'<td class="impact"><span class="icon--ff-impact-{r.choice(["red", "ora", "yel"])}"></span></td><td class="event">{esc(name)}</td>'
                 f'<td class="actual">{val() if show_act else ""}</td><td class="forecast">{val()}</td><td class="previous">{val()}</td></tr>')
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>Economic Calendar | MacroCal</title>
<meta name="description" content="{esc(P.meta_desc('Forex economic calendar with consensus forecasts, actual releases and market impact.'))}">
{P.slot('head')}</head><body>
<div class="header"><a href="/">MacroCal</a> <a href="/calendar">Calendar</a> <a href="/news">News</a> <a href="/forums">Forums</a></div>
{P.slot('top')}
<div class="calendar__options">Time zone: <b>{esc(cal_tz)}</b> <a href="/timezone">change</a> &middot; This Week</div>
<table class="calendar__table"><thead><tr><th>Time</th><th>Cur.</th><th>Impact</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr></thead><tbody>
{rows}
</tbody></table>
{P.slot('end')}
<p class="legend">Actual values appear when released. Forecasts are the median of surveyed economists.</p>
<footer>&copy; {P.year()} MacroCal Ltd{P.slot('foot')}</footer>
</body></html>'''


# S5 earnings call transcript --------------------------------------------
def r_transcript(P):
    co, r = P.co, P.rng
    call = P.pub - TD(minutes=r.randint(60, 180))
    P.note_mark('call', call, 'past')
    from content import quarter_before
    qn, q, qy = quarter_before(L(call, P.tz))
    qa = [('Operator', 'Good morning, and welcome to the ' + co['name'] + ' ' + qn.replace('-quarter', ' quarter') + ' ' + str(qy) + ' earnings conference call. All participants are in listen-only mode.'),
          (co['ceo'] + ' -- Chief Executive Officer', 'Thank you, and good morning everyone. ' + P.paras[2].split('\u201d')[0].strip('\u201c') + '. We remain focused on execution.'),
          ('Chief Financial Officer', P.paras[1]),
          ('Chief Financial Officer', P.paras[3] if len(P.paras) > 3 else 'Turning to guidance, we are comfortable with consensus.'),
          ('Analyst, Ardent Securities', 'Thanks for taking my question. Can you talk about pricing into next year and how much is already contracted?'),
          (co['ceo'] + ' -- Chief Executive Officer', 'Sure. We have visibility into roughly two thirds of next year\u2019s volumes. We will give more detail at the investor day.'),
          ('Operator', 'This concludes today\u2019s conference call. You may now disconnect.')]
    body = ''.join(f'<p><strong>{esc(a)}</strong></p><p>{esc(b)}</p>' for a, b in qa)
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(co['name'])} ({co['tk']}) Q{q} {qy} Earnings Call Transcript | Transcriptly</title>
<meta name="description" content="{esc(P.meta_desc(co['short'] + ' Q' + str(q) + ' ' + str(qy) + ' earnings call transcript.'))}">
{ld_article(P, 'Article', 'off', None, False)}
{P.slot('head')}</head><body>
<header><a href="/">Transcriptly</a> <a href="/earnings-calendar">Earnings calendar</a> <a href="/pricing">Pricing</a></header>
{P.slot('top')}
<article class="transcript"><h1>{esc(co['name'])} ({co['ex']}:{co['tk']}) Q{q} {qy} Earnings Call Transcript</h1>
<p class="meta">Call date: {esc(P.st(call, 'us_long', 'past'))} &middot; Transcript posted {P.tm(P.pub, 'us_long', 'pub')}</p>
{upd(P, 'us_long', 'Transcript revised ')}
<h2>Prepared Remarks:</h2>{body}
<p class="fwd">This transcript contains forward-looking statements, including statements about the company\u2019s investor day on {esc(P.st(P.fe, 'date_us', 'forward'))}.</p>
{corr(P)}
{P.slot('end')}</article>
{related(P, 'ul', 'date_us_short', 'More earnings call transcripts')}
<footer>Transcriptly &copy; {P.year()}. Transcripts are produced from audio and may contain errors.{P.slot('foot')}</footer>
</body></html>'''


# S6 filing index (EDGAR-like mirror) ------------------------------------
def r_filingvault(P):
    co, r = P.co, P.rng
    base = min(P.t, P.render) if P.expected == 'accept' else P.t
    forms = [('8-K', 'Current report, items 2.02 and 9.01'), ('10-Q', 'Quarterly report [Sections 13 or 15(d)]'), ('4', 'Statement of changes in beneficial ownership of securities'),
             ('SC 13G/A', 'Amended statement of beneficial ownership by certain investors'), ('DEF 14A', 'Other definitive proxy statements'), ('424B2', 'Prospectus [Rule 424(b)(2)]'),
             ('8-K', 'Current report, item 7.01'), ('S-8', 'Securities to be offered to employees in employee benefit plans'), ('10-K', 'Annual report [Section 13 and 15(d), not S-K Item 405]')]
    rows = []
    d = base - TD(hours=r.randint(2, 30))
    for i in range(11):
        f, desc = r.choice(forms)
        rows.append((d, f, desc))
        d = d - TD(days=r.randint(2, 25), hours=r.randint(0, 10))
    if P.leak == 'filing_row_after_t':
        rows.insert(0, (leakt(P), '8-K', 'Current report, items 5.02 and 9.01 (departure of directors or certain officers)'))
    meet = P.fe
    trs = ''
    for d, f, desc in rows:
        acc = f"0001{r.randint(100000, 999999)}-{L(d, P.tz).year % 100:02d}-{r.randint(10000, 99999):06d}"
        extra = f' &mdash; annual meeting to be held {esc(P.st(meet, "date_us", "forward"))}' if f == 'DEF 14A' else ''
        trs += f'<tr><td nowrap>{f}</td><td nowrap><a href="/Archives/{co["tk"].lower()}/{acc}-index.htm">Documents</a></td><td class="small">{esc(desc)}{extra}<br>Acc-no: {acc}</td><td>{esc(P.st(d, "date_iso", "row"))}</td><td>{L(d, P.tz):%Y-%m-%d %H:%M:%S}</td></tr>'
        P.note_mark(f'{L(d, P.tz):%Y-%m-%d %H:%M:%S}', d, 'row')
    return f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head>{P.charset_tag()}<title>FilingVault: {esc(co['name'].upper())} - Filings</title>
{P.slot('head')}
<link rel="stylesheet" type="text/css" href="/include/interactive.css"></head>
<body style="margin:0">
<div id="headerTop"><a href="/">FilingVault</a> &mdash; public company disclosure mirror</div>
{P.slot('top')}
<div id="contentDiv"><div class="companyInfo"><span class="companyName">{esc(co['name'].upper())} <acronym title="Central Index Key">CIK</acronym>#: 000{r.randint(1000000, 9999999)} (see all company filings)</span>
<p class="identInfo">SIC: {r.randint(2000, 7999)} &middot; State location: {r.choice(['NE', 'TX', 'OH', 'WA', 'CT'])} &middot; Fiscal Year End: 1231<br>Business Address: {esc(co['hq'])}</p></div>
<table class="tableFile2" summary="Results"><tr><th>Filings</th><th>Format</th><th>Description</th><th>Filing Date</th><th>Accepted</th></tr>
{trs}</table>
{P.slot('end')}
<p>Times shown are US Eastern. Mirror refreshed from the official feed every 10 minutes.</p></div>
<div id="footer">FilingVault is not affiliated with any government agency. {P.slot('foot')}</div>
</body></html>'''


# S7 companies registry (UK) ---------------------------------------------
def r_registry(P):
    co, r = P.co, P.rng
    base = min(P.t, P.render) if P.expected == 'accept' else P.t
    inc = base - TD(days=r.randint(2500, 9000))
    items = []
    d = base - TD(days=r.randint(1, 20))
    descs = ['Confirmation statement made on {d} with no updates', 'Full accounts made up to 31 December {y}', 'Appointment of Ms {n} as a director on {d}',
             'Termination of appointment of Mr {n} as a director on {d}', 'Statement of capital following an allotment of shares on {d}', 'Change of details for {n} as a person with significant control on {d}',
             'Resolutions', 'Registration of charge {c}, created on {d}']
    for i in range(10):
        items.append((d, r.choice(descs)))
        d = d - TD(days=r.randint(15, 120))
    if P.leak == 'filing_row_after_t':
        items.insert(0, (leakt(P), 'Appointment of Mr {n} as a director on {d}'))
    yb = L(base, P.tz).year
    due_d = D(yb, 9, 30, 12, tzinfo=UTC)
    if due_d <= base:
        yb += 1
        due_d = D(yb, 9, 30, 12, tzinfo=UTC)
    nextacc_made = D(yb - 1, 12, 31)
    rows = ''
    for d, desc in items:
        ds = P.st(d, 'date_uk_short', 'row')
        txt = desc.format(d=FMT['date_uk_short'](L(d - TD(days=2), P.tz)), y=L(d, P.tz).year - 1, n=r.choice(['Jane Allerton', 'Robert Hythe', 'Amara Osei', 'Neil Dunbar']), c=f'0{r.randint(10**7, 10**8)}0{r.randint(1000, 9999)}')
        rows += f'<tr><td>{esc(ds)}</td><td><strong>{esc(desc.split()[0].upper()[:4])}</strong></td><td>{esc(txt)}</td><td><a href="/document/{r.randint(10**9, 10**10)}">View PDF</a> ({r.randint(2, 60)} pages)</td></tr>'
    due = due_d
    conf = local_at(P, base, r.randint(20, 300), 12)
    cn = f'0{r.randint(1000000, 9999999)}'
    return f'''<!DOCTYPE html><html lang="en" class="govuk-template"><head>{P.charset_tag()}<title>{esc(co['name'].upper())} filing history - Find company records - Company Register Service</title>
{P.slot('head')}</head><body class="govuk-template__body">
<header class="govuk-header"><a href="/" class="govuk-header__link">Company Register Service</a><span>Find and update company information</span></header>
<div class="govuk-phase-banner">BETA This is a new service &ndash; your feedback will help us to improve it.</div>
{P.slot('top')}
<main class="govuk-main-wrapper"><h1 class="heading-xlarge">{esc(co['name'].upper())}</h1><p>Company number <strong>{cn}</strong></p>
<nav class="section-tabs"><a href="/company/{cn}">Overview</a> <a class="active" href="/company/{cn}/filing-history">Filing history</a> <a href="/company/{cn}/officers">People</a> <a href="/company/{cn}/charges">Charges</a></nav>
<dl><dt>Incorporated on</dt><dd>{esc(P.st(inc, 'date_uk', 'past'))}</dd>
<dt>Accounts</dt><dd>Next accounts made up to 31 December {nextacc_made.year} due by {esc(P.st(due, 'date_uk', 'forward'))}</dd>
<dt>Confirmation statement</dt><dd>Next statement date {esc(P.st(conf, 'date_uk', 'forward'))}</dd></dl>
<table id="fhTable" class="full-width-table"><thead><tr><th>Date</th><th>Type</th><th>Description</th><th>View / Download</th></tr></thead><tbody>{rows}</tbody></table>
{P.slot('end')}
</main><footer class="govuk-footer">Built by the Company Register Service. &copy; Crown copyright {P.slot('foot')}</footer>
</body></html>'''


# S8 exchange announcement (AU) ------------------------------------------
def r_scx(P):
    co, r = P.co, P.rng
    rel = P.pub
    ex_d = local_at(P, max(P.t, P.pub), r.randint(8, 20), 10)
    rec_d = ex_d + TD(days=1)
    pay = ex_d + TD(days=r.randint(18, 30))
    cps = r.randint(8, 120)
    side = ''.join(f'<tr><td>{esc(P.st(d, "uk_num", "related"))}</td><td><a href="{u}">{esc(h)}</a></td></tr>' for h, d, u in P.related)
    return f'''<!DOCTYPE html><html lang="en-AU"><head>{P.charset_tag()}<title>{co['tk']} - Market Announcement - Southern Cross Exchange</title>
{P.slot('head')}</head><body>
<div class="scx-top"><a href="/">Southern Cross Exchange</a> | <a href="/markets/announcements">Announcements</a> | <a href="/markets/prices">Prices</a></div>
{P.slot('top')}
<div class="annc"><table class="annc-meta"><tr><th>Company</th><td>{esc(co['name'].upper())} ({co['tk']})</td></tr>
<tr><th>Headline</th><td>Dividend/Distribution - {co['tk']}</td></tr>
<tr><th>Release time</th><td>{esc(P.st(rel, 'uk_num', 'pub'))} ({abbr(L(rel, P.tz))})</td></tr>
<tr><th>Price sensitive</th><td>Yes</td></tr><tr><th>Pages</th><td>{r.randint(2, 6)}</td></tr></table>
<h1>Notification of dividend / distribution</h1>
<p>{esc(co['name'])} announces an interim dividend of {cps} cents per fully paid ordinary share, {r.choice(['fully franked', '50% franked', 'unfranked'])}.</p>
<table class="keydates"><tr><th>Ex date</th><td>{esc(P.st(ex_d, 'date_uk', 'forward'))}</td></tr><tr><th>Record date</th><td>{esc(P.st(rec_d, 'date_uk', 'forward'))}</td></tr><tr><th>Payment date</th><td>{esc(P.st(pay, 'date_uk', 'forward'))}</td></tr>
<tr><th>DRP election date</th><td>{esc(P.st(rec_d + TD(days=1), 'date_uk', 'forward'))}</td></tr></table>
<p>Authorised for release by the Board of {esc(co['name'])}.</p>
{P.slot('end')}</div>
<div class="recent"><h3>Recent {co['tk']} announcements</h3><table>{side}</table></div>
<footer>Information is provided by Southern Cross Exchange Limited ABN 98 {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}. &copy; {P.year()}{P.slot('foot')}</footer>
</body></html>'''


# S9 Indian exchange circular --------------------------------------------
def r_bsx(P):
    co, r = P.co, P.rng
    eff = local_at(P, max(P.t, P.pub), r.randint(3, 15), 9, 15)
    ref = f"BSX/CML/{L(P.pub, P.tz).year}/{r.randint(10000, 99999)}"
    return f'''<html><head>{P.charset_tag()}<title>Circular - {ref}</title>{P.slot('head')}
<style>td{{font-family:Verdana;font-size:11px}}</style></head><body>
<table width="100%"><tr><td><img src="/images/bsx_logo.gif" alt="Bharat Securities Exchange Ltd."></td><td align="right">Circular</td></tr></table>
{P.slot('top')}
<table border="1" cellspacing="0" cellpadding="4" width="80%">
<tr><td><b>DEPARTMENT</b></td><td>LISTING</td></tr>
<tr><td><b>Download Ref No</b></td><td>{ref}</td></tr>
<tr><td><b>Date</b></td><td>{esc(P.st(P.pub, 'date_uk_short', 'pub_dateonly'))}</td></tr>
<tr><td><b>Circular Ref. No</b></td><td>{r.randint(100, 999)}/{L(P.pub, P.tz).year}</td></tr></table>
<p>To All Members,</p>
<p><b>Sub: Listing of further issues of {esc(co['name'])}</b></p>
<p>In pursuance of Regulation 3.1.1 of the Exchange (Capital Market Segment) Trading Regulations, the Members of the Exchange are hereby informed that the under mentioned securities of {esc(co['name'])} ({co['tk']}) shall be listed and admitted to dealings on the Exchange w.e.f. {esc(P.st(eff, 'date_uk', 'forward'))}.</p>
<table border="1" cellspacing="0"><tr><td>Symbol</td><td>{co['tk']}</td></tr><tr><td>No. of securities</td><td>{r.randint(10**6, 10**8):,}</td></tr><tr><td>Distinctive numbers</td><td>{r.randint(10**8, 10**9)} to {r.randint(10**9, 2 * 10**9)}</td></tr><tr><td>Face value</td><td>Rs 2/-</td></tr></table>
{P.slot('end')}
<p>For and on behalf of<br>Bharat Securities Exchange Ltd.<br><br>{esc(r.choice(['Meera Kulkarni', 'Anil Joshi', 'Ravi Shankar']))}<br>Manager</p>
<p><small>Issued at {esc(P.st(P.pub, 'in_style', 'pub'))}</small></p>
{P.slot('foot')}
</body></html>'''


# S10 wiki article ---------------------------------------------------------
def r_openpedia(P):
    co, r = P.co, P.rng
    base = P.render if P.expected == 'accept' or P.inj else P.t
    edited = P.pub
    if P.leak == 'wiki_edited_after_t':
        edited = leakt(P)
    founded = L(P.t, P.tz).year - r.randint(15, 90)
    hist = [f"{co['short']} was founded in {co['hq']} in {founded}.",
            f"The company listed its shares on the {co['ex']} in {founded + r.randint(5, 14)}.",
            P.paras[0]]
    if P.leak == 'wiki_content_after_t':
        hist.append(P.outcome(P.fe))
    fwdline = f"The company has said it will hold an investor day on {P.st(P.fe, 'date_uk', 'forward')}."
    refs = ''.join(f'<li id="cite_note-{i}"><span class="reference-text"><a class="external text" href="{u}">\u201c{esc(h)}\u201d</a>. <i>Castell Wire</i>. {esc(P.st(d, "date_uk", "related"))}.</span></li>' for i, (h, d, u) in enumerate(P.related))
    return f'''<!DOCTYPE html>
<html class="client-nojs" lang="en" dir="ltr"><head>{P.charset_tag()}<title>{esc(co['name'])} - OpenPedia</title>
{P.slot('head')}
<script>(RLQ=window.RLQ||[]).push(function(){{mw.config.set({{"wgPageName":"{co['name'].replace(' ', '_')}","wgRevisionId":{r.randint(10**9, 2 * 10**9)},"wgCurRevisionId":{r.randint(10**9, 2 * 10**9)},"wgIsArticle":true}});}});</script>
</head><body class="mediawiki ltr skin-vector">
<div id="mw-head"><a href="/wiki/Main_Page" class="mw-wiki-logo">OpenPedia, the free encyclopedia</a></div>
{P.slot('top')}
<div id="content" class="mw-body"><h1 id="firstHeading">{esc(co['name'])}</h1>
<div id="siteSub">From OpenPedia, the free encyclopedia</div>
<div id="mw-content-text"><table class="infobox vcard"><tr><th colspan="2" class="fn org">{esc(co['name'])}</th></tr>
<tr><th>Type</th><td>Public</td></tr><tr><th>Traded as</th><td>{co['ex']}: {co['tk']}</td></tr><tr><th>Industry</th><td>{esc(co['sector'].title())}</td></tr>
<tr><th>Founded</th><td>{founded}; {L(P.t, P.tz).year - founded} years ago</td></tr><tr><th>Headquarters</th><td>{esc(co['hq'])}</td></tr><tr><th>Key people</th><td>{esc(co['ceo'])} (CEO)</td></tr></table>
<p><b>{esc(co['name'])}</b> is a {esc(co['sector'])} company headquartered in {esc(co['hq'])}.</p>
<h2><span class="mw-headline" id="History">History</span></h2>
{''.join('<p>' + esc(x) + '<sup class="reference"><a href="#cite_note-' + str(i) + '">[' + str(i + 1) + ']</a></sup></p>' for i, x in enumerate(hist))}
<p>{esc(fwdline)}</p>
<h2><span class="mw-headline" id="References">References</span></h2><ol class="references">{refs}</ol>
{P.slot('end')}
</div></div>
<div id="footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on {esc(P.st(edited, 'date_uk', 'edited', 'UTC'))}, at {P.note_mark(L(edited, 'UTC').strftime('%H:%M'), edited, 'edited')}<span class="anonymous-show">&#160;(UTC)</span>.</li>
<li id="footer-info-copyright">Text is available under the Creative Commons Attribution-ShareAlike License 4.0; additional terms may apply.</li></ul>{P.slot('foot')}</div>
</body></html>'''


# S11 wiki history -----------------------------------------------------------
def r_openpedia_hist(P):
    co, r = P.co, P.rng
    base = min(P.pub, P.t)
    revs = []
    d = base
    for i in range(12):
        revs.append((d, r.choice(['Citation bot', 'FinEditor42', '86.14.22.107', 'Mkt_watcher', 'Rjwilmsi', 'GreenC bot', 'Ledgerfan', 'Companywatch']),
                     r.choice(['/* History */ update share price', 'copyedit', 'Added 2 books for verifiability', 'Reverted edits by anon', '/* Operations */ expand', 'Rescuing 1 sources and tagging 0 as dead.', 'update infobox figures']),
                     r.randint(-400, 1500)))
        d = d - TD(days=r.randint(1, 40), hours=r.randint(0, 23), minutes=r.randint(0, 59))
    if P.leak == 'revision_after_t':
        revs.insert(0, (leakt(P), 'Mkt_watcher', f'/* Recent developments */ add {P.outcome_short} result', r.randint(200, 900)))
    size = r.randint(20000, 60000)
    li = ''
    for d, u, s, b in revs:
        li += f'<li data-mw-revid="{r.randint(10**9, 2 * 10**9)}"><span class="mw-history-histlinks">(cur | prev)</span> <a class="mw-changeslist-date" href="/w/index.php?oldid={r.randint(10**9, 2 * 10**9)}">{esc(P.st(d, "wiki", "rev", "UTC"))}</a> <span class="history-user"><a href="/wiki/User:{u}">{esc(u)}</a></span> <span class="history-size">({size:,} bytes)</span> <span class="mw-plusminus-{"pos" if b > 0 else "neg"}">({b:+,})</span> <span class="comment">({esc(s)})</span></li>'
        size -= b
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(co['name'])}: Revision history - OpenPedia</title>{P.slot('head')}</head>
<body class="mediawiki action-history"><div id="mw-head"><a href="/wiki/Main_Page">OpenPedia</a></div>
{P.slot('top')}
<div id="content"><h1 id="firstHeading">{esc(co['name'])}: Revision history</h1>
<div class="mw-history-legend">For any version listed below, click on its date to view it. (cur) = difference with latest revision, (prev) = difference with preceding revision. All times are UTC.</div>
<form id="mw-history-compare"><ul id="pagehistory" class="mw-contributions-list">{li}</ul></form>
{P.slot('end')}</div>
<div id="footer">{P.slot('foot')}Text is available under the Creative Commons Attribution-ShareAlike License.</div></body></html>'''


# S12 archived snapshot -------------------------------------------------------
def r_pagevault(P):
    r = P.rng
    cap = P.render if (P.expected == 'accept' or P.inj) else leakt(P)
    caps = sorted([cap] + [cap - TD(days=r.randint(1, 200), minutes=r.randint(0, 600)) for _ in range(r.randint(2, 6))])
    # inner page: simple article of the original site
    orig = P.extra.get('orig_url', P.url)
    inner_upd = ''
    if P.leak == 'snapshot_after_t':
        inner_upd = f'<p class="upd">Last updated: {esc(P.st(leakt(P) - TD(minutes=r.randint(20, 90)), "uk_long_tz", "upd"))}</p>'
    stamp = L(cap, 'UTC').strftime('%Y%m%d%H%M%S')
    P.note_mark('FILE ARCHIVED ON ' + L(cap, 'UTC').strftime('%H:%M:%S %b %d, %Y').upper(), cap, 'capture')
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)}</title>
<script src="//pagevault.org/_static/js/bundle-playback.js?v=1"></script>
<link rel="stylesheet" href="//pagevault.org/_static/css/banner-styles.css?v=1">
{P.slot('head')}</head><body>
<!-- BEGIN PAGEVAULT TOOLBAR INSERT -->
<div id="pv-toolbar" style="position:relative;z-index:99999;background:#fff;border-bottom:1px solid #999;font:11px Arial">
<a href="https://pagevault.org/">PageVault</a> <input value="{esc(orig)}" size="60">
<span class="pv-count">{len(caps)} captures</span> <span class="pv-range">{esc(P.st(caps[0], 'date_uk_short', 'capture', 'UTC'))} - {esc(P.st(caps[-1], 'date_uk_short', 'capture', 'UTC'))}</span>
<span class="pv-this">This capture: {esc(P.st(cap, 'iso_utc', 'capture', 'UTC'))}</span></div>
<!-- END PAGEVAULT TOOLBAR INSERT -->
{P.slot('top')}
<div class="orig-site"><div class="hdr"><a href="https://pagevault.org/web/{stamp}/{esc(orig.split('/')[2]) if orig.count('/') > 2 else ''}/">{esc(P.extra.get('orig_name', 'Northern Business Chronicle'))}</a></div>
<h1>{esc(P.headline)}</h1><p class="by">{esc(P.author)} &middot; {esc(P.st(P.pub, 'uk_long_tz', 'pub'))}</p>{inner_upd}
{paras(P)}
{corr(P)}
{P.slot('end')}
{related(P, 'ul', 'date_uk_short', 'Latest')}</div>
<!--
     FILE ARCHIVED ON {L(cap, 'UTC').strftime('%H:%M:%S %b %d, %Y').upper()} AND RETRIEVED FROM THE
     PAGEVAULT ON DEMAND. JAVASCRIPT APPENDED BY PAGEVAULT.
-->
{P.slot('foot')}
</body></html>'''


# S13 reddit-like forum ----------------------------------------------------
def r_burrow(P):
    r = P.rng
    op = P.extra['op']
    cs = P.comments
    def c_html(c, depth=0):
        ed = ''
        if c.get('edited'):
            ed = f' <span class="edited" title="{esc(P.st(c["edited"], "us_long", "comment"))}">&middot; edited {P.rel(c["edited"])}</span>'
        return (f'<div class="comment" style="margin-left:{depth * 22}px" data-score="{c["likes"]}"><div class="tagline"><a class="author" href="/user/{esc(c["user"])}">u/{esc(c["user"])}</a> '
                f'<span class="score">{c["likes"]} points</span> <time datetime="{P.iso(c["dt"], "comment", "z")}" title="{esc(P.st(c["dt"], "us_long", "comment"))}">{P.rel(c["dt"])}</time>{ed}</div>'
                f'<div class="md"><p>{esc(c["text"])}</p></div><ul class="buttons"><li>reply</li><li>share</li><li>report</li></ul></div>')
    body = ''.join(c_html(c, i % 3) for i, c in enumerate(cs))
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(op['title'])} : r/{esc(P.extra['sub'])}</title>
<meta name="description" content="{esc(P.meta_desc(op['paras'][0][:150]))}">
{P.slot('head')}</head><body class="listing-page">
<div id="header"><a href="/">tradersburrow</a> <span class="pagename">r/{esc(P.extra['sub'])}</span></div>
{P.slot('top')}
<div class="sitetable"><div class="thing link" data-author="{esc(op['user'])}"><p class="title"><a class="title" href="{P.url}">{esc(op['title'])}</a> <span class="linkflairlabel">{esc(op['flair'])}</span></p>
<p class="tagline">submitted <time datetime="{P.iso(P.pub, 'pub', 'z')}" title="{esc(P.st(P.pub, 'us_long', 'pub'))}">{P.rel(P.pub)}</time> by <a href="/user/{esc(op['user'])}">{esc(op['user'])}</a></p>
<div class="usertext-body"><div class="md">{''.join('<p>' + esc(x) + '</p>' for x in op['paras'])}</div></div>
<ul class="flat-list"><li>{len(cs)} comments</li><li>share</li><li>save</li></ul></div></div>
<div class="commentarea"><div class="menuarea">sorted by: <b>best</b></div>{body}</div>
{P.slot('end')}
<div class="side"><div class="titlebox"><h1>r/{esc(P.extra['sub'])}</h1><p>{r.randint(50, 900)}k members</p><p>No pump-and-dump posts. No financial advice. Be civil.</p></div></div>
<footer>{P.slot('foot')}&copy; {P.year()} Tradersburrow Inc. All rights reserved.</footer>
</body></html>'''


# S14 phpBB forum (AU) ---------------------------------------------------------
def r_boursechat(P):
    op = P.extra['op']
    posts = [dict(user=op['user'], dt=P.pub, text='\n'.join(op['paras']), likes=P.rng.randint(0, 30))] + P.comments
    html_posts = ''
    for i, c in enumerate(posts):
        role = 'pub' if i == 0 else 'comment'
        ed = ''
        if c.get('edited'):
            ed = f'<div class="notice">Last edited by {esc(c["user"])} on {esc(P.st(c["edited"], "forum", "comment"))}, edited 1 time in total.</div>'
        html_posts += f'''<div id="p{40000 + i}" class="post bg{1 + i % 2}"><div class="inner"><div class="postbody"><h3><a href="#p{40000 + i}">Re: {esc(op['title'])}</a></h3>
<p class="author"><a href="./viewtopic.php?p={40000 + i}#p{40000 + i}"><span class="imageset icon_post_target" title="Post">Post</span></a> by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={i + 200}">{esc(c['user'])}</a></strong> &raquo; {esc(P.st(c['dt'], 'forum', role))}</p>
<div class="content">{'<br>'.join(esc(x) for x in c['text'].split(chr(10)))}</div>{ed}</div>
<dl class="postprofile"><dt>{esc(c['user'])}</dt><dd>Posts: {P.rng.randint(3, 9000)}</dd><dd>Likes: {c['likes']}</dd></dl></div></div>'''
    return f'''<!DOCTYPE html><html dir="ltr" lang="en-gb"><head>{P.charset_tag()}<title>{esc(op['title'])} - BourseChat Forums</title>
{P.slot('head')}</head><body id="phpbb" class="section-viewtopic ltr">
<div id="wrap"><div class="headerbar"><a href="./index.php" id="logo">BourseChat</a><p>Australia's share market discussion board</p></div>
<div class="navbar"><ul class="linklist"><li><a href="./faq.php">FAQ</a></li><li><a href="./ucp.php?mode=register">Register</a></li><li><a href="./ucp.php?mode=login">Login</a></li></ul>
<p>It is currently {esc(P.st(P.render, 'forum', 'today_render'))}</p></div>
{P.slot('top')}
<h2 class="topic-title"><a href="{P.url}">{esc(op['title'])}</a></h2><p>ASX: {esc(P.co['tk'] if P.co else '')} &middot; {len(posts)} posts &middot; Page 1 of 1</p>
{html_posts}
{P.slot('end')}
<p>All times are UTC{'+' if L(P.pub, P.tz).utcoffset() >= TD(0) else ''}{int(L(P.pub, P.tz).utcoffset().total_seconds() // 3600)} hours [ DST ]</p>
<div class="copyright">Powered by phpBB&reg; Forum Software &copy; phpBB Limited{P.slot('foot')}</div></div></body></html>'''


# S15 Q&A ----------------------------------------------------------------------
def r_quantqa(P):
    q = P.extra['op']
    ans = P.comments
    def a_html(a, i):
        ed = f'<div class="user-action-time">edited <span title="{P.iso(a["edited"], "comment", "naive_utc")}Z" class="relativetime">{esc(P.st(a["edited"], "date_us_short", "comment_dateonly", "UTC"))} at {L(a["edited"], "UTC"):%H:%M}</span></div>' if a.get('edited') else ''
        if a.get('edited'):
            P.note_mark(f'{L(a["edited"], "UTC"):%H:%M}', a['edited'], 'comment')
        return f'''<div id="answer-{80000 + i}" class="answer{' accepted-answer' if i == 0 else ''}" data-score="{a['likes']}"><div class="votecell"><div class="js-vote-count">{a['likes']}</div></div>
<div class="answercell"><div class="s-prose js-post-body"><p>{esc(a['text'])}</p></div>
<div class="post-signature">{ed}<div class="user-action-time">answered <span title="{P.iso(a['dt'], 'comment', 'naive_utc')}Z" class="relativetime">{esc(P.st(a['dt'], 'date_us_short', 'comment_dateonly', 'UTC'))} at {L(a['dt'], 'UTC'):%H:%M}</span></div><div class="user-details"><a href="/users/{i + 1000}">{esc(a['user'])}</a></div></div></div></div>'''
    for a in ans:
        P.note_mark(f"{L(a['dt'], 'UTC'):%H:%M}", a['dt'], 'comment')
    return f'''<!DOCTYPE html><html itemscope itemtype="https://schema.org/QAPage" class="html__responsive"><head>{P.charset_tag()}<title>{esc(q['title'])} - Personal Finance &amp; Money Answers</title>
<meta name="description" content="{esc(P.meta_desc(q['paras'][0][:160]))}">
{P.slot('head')}</head><body class="question-page">
<header class="s-topbar"><a href="/">Money Answers</a><a href="/questions">Questions</a><a href="/tags">Tags</a></header>
{P.slot('top')}
<div id="question-header"><h1 itemprop="name"><a href="{P.url}">{esc(q['title'])}</a></h1></div>
<div class="d-flex"><div title="{P.iso(P.pub, 'pub', 'naive_utc')}">Asked <time itemprop="dateCreated" datetime="{P.iso(P.pub, 'pub', 'naive_utc')}">{P.rel(P.pub)}</time></div> <div>Viewed {P.rng.randint(40, 9000):,} times</div></div>
<div class="question"><div class="s-prose js-post-body" itemprop="text">{''.join('<p>' + esc(x) + '</p>' for x in q['paras'])}</div>
<div class="post-taglist">{''.join('<a class="post-tag" href="/questions/tagged/' + slug(t) + '">' + esc(slug(t)) + '</a>' for t in q['tags'])}</div></div>
<div id="answers"><h2>{len(ans)} Answer{'s' if len(ans) != 1 else ''}</h2>{''.join(a_html(a, i) for i, a in enumerate(ans))}</div>
{P.slot('end')}
<div class="sidebar">{related(P, 'ul', 'date_us_short', 'Hot Network Questions')}</div>
<footer>Site design / logo &copy; {P.year()} Money Answers Network; user contributions licensed under CC BY-SA.{P.slot('foot')}</footer>
</body></html>'''


# S16 video page -------------------------------------------------------------
def r_vidora(P):
    r = P.rng
    ch = P.extra.get('channel', 'Market Minute with Ellis')
    views = r.randint(2000, 400000)
    chapters = '\n'.join(f'{m}:{s:02d} {x}' for (m, s), x in zip([(0, 0), (1, 12), (4, 40), (8, 5)], ['Intro', P.headline.split(' as ')[0], 'What the market is pricing', 'What to watch next']))
    desc = esc(P.dek) + '<br><br>' + esc(chapters).replace('\n', '<br>') + '<br><br>' + esc(P.paras[-1])
    if getattr(P, 'correction', None):
        desc += '<br><br>' + esc(P.correction)
    cm = ''.join(f'<div class="comment-thread"><a class="author-text" href="/@{slug(c["user"])}">@{esc(c["user"].replace(" ", ""))}</a> <a class="published-time-text" href="#" title="{esc(P.st(c["dt"], "us_long", "comment"))}" data-ts="{P.iso(c["dt"], "comment", "epoch")}">{P.rel(c["dt"])}</a><div id="content-text">{esc(c["text"])}</div><span class="vote-count">{c["likes"]}</span></div>' for c in P.comments)
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} - Vidora</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<meta itemprop="uploadDate" content="{P.iso(P.pub, 'pub')}"><meta itemprop="datePublished" content="{P.iso(P.pub, 'pub')}">
<meta itemprop="duration" content="PT{r.randint(6, 25)}M{r.randint(0, 59)}S">
{P.slot('head')}</head><body dark>
<div id="masthead"><a href="/" title="Vidora Home">Vidora</a><input id="search" placeholder="Search"></div>
{P.slot('top')}
<div id="player"><video poster="{P.img['src']}" aria-label="{esc(P.aria('Video player'))}"></video></div>
<h1 class="title">{esc(P.headline)}</h1>
<div id="owner"><a href="/@{slug(ch)}">{esc(ch)}</a> <span id="owner-sub-count">{r.randint(10, 900)}K subscribers</span></div>
<div id="description"><div id="info">{views:,} views &nbsp; {esc(P.extra.get('upload_word', 'Premiered'))} {esc(P.st(P.pub, 'date_us_short', 'pub_dateonly'))}</div><div class="desc-text">{desc}</div></div>
{P.slot('end')}
<div id="comments"><h2>{len(P.comments)} Comment{'' if len(P.comments) == 1 else 's'}</h2>{cm}</div>
<div id="related">{related(P, 'rel', 'us_long', 'Up next')}</div>
<footer>{P.slot('foot')}&copy; {P.year()} Vidora LLC</footer>
<script>var vidInitialData = {jdump({'videoDetails': {'title': P.headline, 'publishDate': P.iso(P.pub, 'pub', 'z'), 'viewCount': str(views), **P.state_extra(), **P.extra.get('state_leak', {})}})};</script>
</body></html>'''


# S17 podcast page ----------------------------------------------------------
def r_podhaven(P):
    r = P.rng
    show = P.extra.get('show', 'The Rate Sheet')
    eps = P.extra['episodes']  # list of (dt, title, dur)
    li = ''.join(f'<li class="episode"><div class="ep-date">{esc(P.st(d, "date_us_short", "ep"))}</div><a href="/{slug(show)}/e/{slug(ti)}"><h3>{esc(ti)}</h3></a><span class="dur">{du} min</span><audio preload="none" src="https://cdn.podhaven.fm/{r.randint(10**6, 10**7)}.mp3"></audio></li>' for d, ti, du in eps)
    for d, ti, du in eps:
        P.note_mark(d.strftime('%a, %d %b %Y %H:%M:%S GMT'), d, 'ep')
    rss = ''.join(f'<item><title>{esc(ti)}</title><pubDate>{d.astimezone(UTC):%a, %d %b %Y %H:%M:%S} GMT</pubDate></item>' for d, ti, du in eps)
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(show)} | Podcast on Podhaven</title>
<meta name="description" content="{esc(P.meta_desc(show + ': weekly conversations on rates, credit and central banks.'))}">
{P.slot('head')}</head><body>
<header><a href="/">Podhaven</a> <a href="/browse">Browse</a> <a href="/charts">Charts</a></header>
{P.slot('top')}
<section class="show"><img src="https://cdn.podhaven.fm/art/{slug(show)}.jpg" alt="{esc(P.alt(show + ' cover art'))}"><h1>{esc(show)}</h1><p class="host">Hosted by {esc(P.author)}</p>
<p class="about">{esc(P.dek)}</p><div class="rating">&#9733; 4.{r.randint(3, 9)} ({r.randint(40, 3000)} ratings)</div></section>
<section class="latest"><h2>Latest episode</h2><h3>{esc(eps[0][1])}</h3><div class="show-notes">{''.join('<p>' + esc(x) + '</p>' for x in P.paras[:3])}</div></section>
<section class="episodes"><h2>Episodes</h2><ul>{li}</ul></section>
{P.slot('end')}
<footer>&copy; {P.year()} Podhaven Media{P.slot('foot')}</footer>
<script type="application/rss+xml" id="feed-preview"><rss><channel>{rss}</channel></rss></script>
</body></html>'''


# S18 aggregator --------------------------------------------------------------
def r_headlinehub(P):
    r = P.rng
    items = P.extra['clusters']  # list of (headline, src, dt)
    li = ''
    for h, src, d in items:
        li += f'<article class="cluster"><h4><a href="./articles/{r.randint(10**8, 10**9):x}">{esc(h)}</a></h4><div class="src"><img src="https://icons.headlinehub.com/{slug(src)}.png" alt="">{esc(src)}</div><time class="hh-time" datetime="{P.iso(d, "related", "z")}">{P.rel(d)}</time></article>'
    return f'''<!DOCTYPE html><html lang="en-US"><head>{P.charset_tag()}<title>Business - Latest | HeadlineHub</title>
{P.slot('head')}</head><body>
<header><a href="/">HeadlineHub</a> <nav><a href="/topics/business">Business</a> <a href="/topics/markets">Markets</a> <a href="/topics/economy">Economy</a> <a href="/topics/crypto">Crypto</a></nav></header>
{P.slot('top')}
<main><h2>Top stories in {esc(P.extra.get('topic', 'Markets'))}</h2>
<div class="lead-cluster"><h3><a href="{P.url}">{esc(P.headline)}</a></h3><p>{esc(P.dek)}</p><span>Castell Wire &middot; <time datetime="{P.iso(P.pub, 'pub', 'z')}">{P.rel(P.pub)}</time></span></div>
{li}
{P.slot('end')}</main>
<footer><a href="/about">About HeadlineHub</a> &middot; Headlines link to publishers' sites.{P.slot('foot')}</footer>
</body></html>'''


# S19 live blog ----------------------------------------------------------------
def r_liveblog(P):
    r = P.rng
    ents = sorted(P.extra['entries'], key=lambda e: e[0], reverse=True)
    blocks = ''
    for d, title, txt in ents:
        blocks += f'<div class="block" id="block-{r.randint(10**6, 10**7):x}"><p class="block-time"><time datetime="{P.iso(d, "entry", "z")}">{L(d, P.tz):%H.%M} {abbr(L(d, P.tz))}</time></p><h2 class="block-title">{esc(title)}</h2><div class="block-elements"><p>{esc(txt)}</p></div><p class="block-share">Share</p></div>'
    ld = {'@context': 'https://schema.org', '@type': 'LiveBlogPosting', 'headline': P.headline, 'coverageStartTime': P.iso(P.pub, 'pub'),
          'liveBlogUpdate': [{'@type': 'BlogPosting', 'headline': t_, 'datePublished': P.iso(d, 'entry')} for d, t_, _ in ents[:4]]}
    ld.update(P.ld_extra())
    return f'''<!doctype html><html lang="en-GB"><head>{P.charset_tag()}<title>{esc(P.headline)} \u2013 live | Business | The Albion Ledger</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
<script type="application/ld+json">{jdump(ld)}</script>
{P.slot('head')}</head><body>
<div class="top-bar"><a href="/">The Albion Ledger</a> &middot; Business live</div>
{P.slot('top')}
<main><div class="live-badge">LIVE</div><h1>{esc(P.headline)}</h1><div class="standfirst">{esc(P.dek)}</div>
<p class="meta">{esc(P.author)} &middot; {esc(P.st(P.pub, 'uk_guardian', 'pub'))}</p>
<div class="key-events"><h3>Key events</h3><ul>{''.join('<li><a href="#">' + esc(t_) + '</a> <span>' + esc(P.rel(d)) + '</span></li>' for d, t_, _ in ents[:3])}</ul></div>
<div id="liveblog-body">{blocks}</div>
{P.slot('end')}</main>
<footer>&copy; {P.year()} Albion Ledger News &amp; Media Limited{P.slot('foot')}</footer>
</body></html>'''


# S20 pdf rendered to html ---------------------------------------------------
def r_pdfnote(P):
    r = P.rng
    co = P.co
    asof = local_at(P, P.pub, -1, 16, 30)
    if P.leak == 'prices_asof_after_t':
        asof = leakt(P)
    tgt = r.uniform(20, 200)
    lines = [(f"{co['name']} ({co['tk']})", 'h'), (P.headline, 'h2'), (f"Equity Research | {co['sector'].title()} | {P.st(P.pub, 'date_uk', 'pub_dateonly')}", 'm'),
             (f"Rating: {r.choice(['Overweight', 'Neutral', 'Underweight'])}  |  12-month price target: {P.R['cur']}{tgt:.2f}", 'm'),
             (f"Prices as of close {P.st(asof, 'date_uk', 'asof')}", 'm')]
    for x in P.paras:
        lines.append((x, 'p'))
    lines.append((f"Our 12-month target implies {r.randint(-15, 35)}% total return by {FMT['date_uk'](L(P.pub + TD(days=365), P.tz))}; next catalyst is the event on {P.st(P.fe, 'date_uk', 'forward')}.", 'p'))
    P.marks.append(dict(expr=FMT['date_uk'](L(P.pub + TD(days=365), P.tz)), lo=P.pub + TD(days=364), hi=P.pub + TD(days=366), role='forward', prec=False))
    if getattr(P, 'correction', None):
        lines.append((P.correction, 'p'))
    lines.append((f"Analyst certification: The views expressed accurately reflect the analyst's personal views. Dunmore Rowe & Co. Research. Published {P.st(P.pub, 'uk_long_tz', 'pub')}.", 'f'))
    y = 60
    divs = ''
    for i, (txt, k) in enumerate(lines):
        cls = {'h': 'fs4 ff1', 'h2': 'fs3 ff1', 'm': 'fs1 ff2', 'p': 'fs2 ff2', 'f': 'fs0 ff2'}[k]
        divs += f'<div class="t m0 x{1 + i % 3} h{2 + i % 4} y{i:x} {cls} fc0 sc0 ls0 ws0" style="left:72px;top:{y}px">{esc(txt)}</div>\n'
        y += 18 if k in 'mf' else 34 + (len(txt) // 95) * 16
    return f'''<!DOCTYPE html>
<!-- Created by pdf2htmlEX (https://github.com/pdf2htmlEX/pdf2htmlEX) -->
<html xmlns="http://www.w3.org/1999/xhtml"><head>{P.charset_tag()}
<meta name="generator" content="pdf2htmlEX"/>
<title>{esc(co['tk'])}_note_{L(P.pub, P.tz):%Y%m%d}.pdf</title>
<style type="text/css">.ff1{{font-family:ff1;line-height:1.1}}.ff2{{font-family:ff2}}.fs0{{font-size:22px}}.fs1{{font-size:26px}}.fs2{{font-size:30px}}.fs3{{font-size:40px}}.fs4{{font-size:48px}}.t{{position:absolute;white-space:pre;transform-origin:0 100%}}</style>
{P.slot('head')}
</head><body>
<div id="sidebar"><div id="outline"></div></div>
<div id="page-container">
{P.slot('top')}
<div id="pf1" class="pf w0 h0" data-page-no="1"><div class="pc pc1 w0 h0"><img class="bi x0 y0 w1 h1" alt="" src="data:image/png;base64,iVBORw0KGgo="/>
{divs}</div><div class="pi" data-data='{{"ctm":[1.5,0,0,1.5,0,0]}}'></div></div>
{P.slot('end')}
</div>
{P.slot('foot')}
</body></html>'''


# S21 newsletter email web view --------------------------------------------
def r_morningbell(P):
    r = P.rng
    issue = P.pub
    items = P.extra['items']  # list of (head, text)
    icm = ''.join(f'<li><a href="{u}">{esc(h)}</a> ({esc(P.st(d, "date_uk_short", "related"))})</li>' for h, d, u in P.related)
    blocks = ''.join(f'<tr><td style="padding:12px 24px"><h2 style="font:bold 18px Georgia">{esc(h)}</h2><p style="font:15px/1.5 Georgia">{esc(t_)}</p></td></tr>' for h, t_ in items)
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>{P.charset_tag()}<meta name="viewport" content="width=device-width"/>
<title>Morning Bell: {esc(P.headline)}</title>{P.slot('head')}
<style type="text/css">#outlook a{{padding:0}} .ReadMsgBody{{width:100%}} body{{margin:0;padding:0}}</style></head>
<body style="background:#f4f4f4">
<span class="preheader" style="display:none!important;mso-hide:all">{esc(P.dek)}</span>
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="font:11px Arial;color:#888;padding:6px 24px"><a href="https://mailer.morningbell.co.uk/view/{r.randint(10**6, 10**7):x}">View this email in your browser</a></td></tr>
{P.slot('top')}
<tr><td style="padding:18px 24px;background:#0b2545;color:#fff"><h1 style="margin:0;font:bold 26px Georgia">Morning Bell</h1><p style="margin:0">{esc(P.st(issue, 'date_wd_uk', 'pub_dateonly'))} &middot; Sent {esc(P.st(issue, 'uk_short', 'pub'))}</p></td></tr>
<tr><td style="padding:12px 24px"><p>Good morning. {esc(P.dek)}</p></td></tr>
<tr><td style="padding:12px 24px"><h2>{esc(P.headline)}</h2>{''.join('<p>' + esc(x) + '</p>' for x in P.paras[:4])}</td></tr>
{blocks}
<tr><td style="padding:12px 24px"><h3>In case you missed it</h3><ul>{icm}</ul></td></tr>
{P.slot('end')}
<tr><td style="font:11px Arial;color:#888;padding:18px 24px">You are receiving this because you signed up at morningbell.co.uk. <a href="*|UNSUB|*">Unsubscribe</a> &middot; Morning Bell Media Ltd, 3 Tanner St, London SE1{P.slot('foot')}</td></tr>
</table></center></body></html>'''


# S22 IPO tracker ---------------------------------------------------------------
def r_ipowatch(P):
    r = P.rng
    up = P.extra['upcoming']  # (name, tk, ex, week_dt, range)
    done = P.extra['priced']  # (name, tk, ex, dt, price, first_day)
    ut = ''.join(f'<tr><td>{esc(n)}</td><td>{tk}</td><td>{ex}</td><td>Week of {esc(P.st(d, "date_us_short", "forward"))}</td><td>{rg}</td><td>Expected</td></tr>' for n, tk, ex, d, rg in up)
    dt_ = ''.join(f'<tr><td>{esc(n)}</td><td>{tk}</td><td>{ex}</td><td>{esc(P.st(d, "date_us_short", "row"))}</td><td>${p:.2f}</td><td>{fd:+.1f}%</td></tr>' for n, tk, ex, d, p, fd in done)
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>IPO Calendar: Upcoming &amp; Recent IPOs | IPO Watchtower</title>
<meta name="description" content="{esc(P.meta_desc('Upcoming IPO calendar with expected pricing dates, price ranges and recent IPO performance.'))}">
{P.slot('head')}</head><body>
<header><a href="/">IPO Watchtower</a> <a href="/calendar">Calendar</a> <a href="/filings">New filings</a> <a href="/pro">Pro</a></header>
{P.slot('top')}
<main><h1>IPO Calendar</h1><p class="intro">Expected dates are estimates based on filings and underwriter guidance and can change.</p>
<h2>Upcoming IPOs</h2><table class="ipo-table"><tr><th>Company</th><th>Symbol</th><th>Exchange</th><th>Expected</th><th>Price range</th><th>Status</th></tr>{ut}</table>
<h2>Recently priced</h2><table class="ipo-table"><tr><th>Company</th><th>Symbol</th><th>Exchange</th><th>Priced</th><th>IPO price</th><th>First-day return</th></tr>{dt_}</table>
{P.slot('end')}
<section class="news">{related(P, 'ul', 'date_us_short', 'IPO news')}</section></main>
<footer>&copy; {P.year()} IPO Watchtower LLC. Not investment advice.{P.slot('foot')}</footer>
</body></html>'''


# press-release-like pages ---------------------------------------------------
def r_company_ir(P):
    co = P.co
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(co['name'])} - Press Release - {esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{ld_article(P, 'NewsArticle', 'off', None, False)}
{P.slot('head')}</head><body class="ir-site">
<header class="ir-header"><a href="/"><img src="/files/design/logo.svg" alt="{esc(co['name'])}"></a>{nav(['Overview', 'News & Events', 'Financials', 'Stock Info', 'Governance', 'Resources'])}</header>
{P.slot('top')}
<div class="module-details"><div class="module_date-time"><span class="module_date-text">{esc(P.st(P.pub, 'date_us', 'pub_dateonly'))}</span> <span class="module_time">{esc(P.st(P.pub, 'us_long', 'pub'))}</span></div>
<h1 class="module_headline">{esc(P.headline)}</h1>
<div class="module_body"><p><b>{esc(co['hq'].upper())}</b> &ndash; {esc(co['name'])} ({co['ex']}: {co['tk']}) today announced the following.</p>
{paras(P)}{corr(P)}
<p><b>About {esc(co['name'])}</b><br>{esc(co['name'])} is a leading {esc(co['sector'])} company headquartered in {esc(co['hq'])}.</p>
<p><b>Forward-Looking Statements</b><br>This press release contains forward-looking statements within the meaning of applicable securities laws, including statements regarding expected timing of future events. Actual results may differ materially.</p>
<p><b>Contacts</b><br>Investor Relations: ir@{slug(co['short'], 1)}-corp.com</p></div></div>
{P.slot('end')}
<div class="module-news-list">{related(P, 'table', 'date_us_short', 'Recent press releases')}</div>
<footer>&copy; {P.year()} {esc(co['name'])}. All rights reserved. <a href="/email-alerts">Email alerts</a>{P.slot('foot')}</footer>
</body></html>'''


def r_wirerelease(P):
    co = P.co
    return f'''<!DOCTYPE html><html lang="en-US"><head>{P.charset_tag()}<title>{esc(P.headline)}</title>
<meta name="description" content="{esc(P.meta_desc(P.dek))}">
{og(P)}
{P.slot('head')}</head><body>
<header><a href="/" class="wr-logo">WireRelease</a> <a href="/news-releases">News</a> <a href="/send">Send a release</a></header>
{P.slot('top')}
<div class="release-header"><p class="mb-no-margin">NEWS PROVIDED BY</p><a class="provider" href="/news/{slug(co['short'])}">{esc(co['name'])}</a>
<p class="mb-no-margin">{esc(P.st(P.pub, 'us_short', 'pub'))}</p><h1>{esc(P.headline)}</h1><p class="subtitle">{esc(P.dek)}</p></div>
<section class="release-body container"><p><span class="xn-location">{esc(co['hq'].upper())}</span>, <span class="xn-chron">{esc(P.st(P.pub, 'md_us', 'pub_dateonly'))}, {L(P.pub, P.tz).year}</span> /WireRelease/ -- {esc(P.paras[0])}</p>
{''.join('<p>' + esc(x) + '</p>' for x in P.paras[1:])}{corr(P)}
<p>SOURCE {esc(co['name'])}</p></section>
{P.slot('end')}
{related(P, 'ul', 'date_us_short', 'Also from this source')}
<footer>&copy; {P.year()} WireRelease Inc.{P.slot('foot')}</footer>
</body></html>'''


def r_halden(P):
    co = P.co
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>Rating Action: {esc(P.headline)} | Halden Ratings</title>
{P.slot('head')}</head><body>
<header><a href="/">HALDEN RATINGS</a> <a href="/research">Research</a> <a href="/ratings">Ratings</a> <a href="/login">Client login</a></header>
{P.slot('top')}
<div class="ra"><div class="ra-type">Rating Action</div><h1>{esc(P.headline)}</h1>
<div class="ra-date">{esc(P.st(P.pub, 'date_uk_short', 'pub_dateonly'))} &nbsp; {esc(P.st(P.pub, 'uk_long_tz', 'pub'))}</div>
<div class="ra-body"><p>{esc(P.dek)}</p>{paras(P)}
<h3>KEY RATING DRIVERS</h3><p>Leverage, liquidity and refinancing profile; see the full report for details.</p>
<h3>RATING SENSITIVITIES</h3><p>Factors that could lead to a downgrade include sustained leverage above 4.0x.</p>{corr(P)}</div>
<p class="contact">Primary analyst: {esc(P.author)}, Director, Corporates</p>
{P.slot('end')}</div>
<div class="disclaimer">ALL HALDEN CREDIT RATINGS ARE SUBJECT TO CERTAIN LIMITATIONS AND DISCLAIMERS.</div>
<footer>&copy; {P.year()} Halden Ratings Ltd.{P.slot('foot')}</footer></body></html>'''


def r_regulator(P):
    return f'''<!DOCTYPE html><html lang="en-GB"><head>{P.charset_tag()}<title>{esc(P.headline)} | Financial Markets Conduct Board</title>
<meta name="DC.date.issued" content="{P.iso(P.pub, 'pub')}">
{('<meta name="DC.date.modified" content="' + P.iso(P.mod, 'mod') + '">') if P.mod else ''}
{P.slot('head')}</head><body>
<header class="fmcb"><a href="/">Financial Markets Conduct Board</a>{nav(['Firms', 'Consumers', 'Markets', 'News', 'Publications', 'About'])}</header>
{P.slot('top')}
<main><div class="breadcrumb"><a href="/news">News</a> / Press releases</div>
<h1>{esc(P.headline)}</h1><dl class="meta"><dt>First published:</dt><dd>{esc(P.st(P.pub, 'date_uk', 'pub_dateonly'))}</dd>
{('<dt>Last updated:</dt><dd>' + esc(P.st(P.upd, 'date_uk', 'upd_dateonly')) + '</dd>') if P.upd and P.upd_visible else ''}<dt>Time:</dt><dd>{esc(P.st(P.pub, 'uk_long_tz', 'pub'))}</dd></dl>
<p class="lede">{esc(P.dek)}</p>{paras(P)}{corr(P)}
<h2>Notes to editors</h2><ol><li>The consultation paper is available on our website.</li><li>Responses can be submitted via the online form.</li></ol>
{P.slot('end')}</main>
<footer>{P.slot('foot')}<a href="/accessibility">Accessibility</a> <a href="/privacy">Privacy</a></footer></body></html>'''


def r_centralbank(P):
    nm = P.extra.get('cbname', 'Reserve Bank')
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} - {esc(nm)}</title>
{P.slot('head')}</head><body>
<div class="cb-top"><a href="/">{esc(nm)}</a> <a href="/monetary-policy">Monetary Policy</a> <a href="/statistics">Statistics</a> <a href="/publications">Publications</a> <a href="/media">Media</a></div>
{P.slot('top')}
<main class="cb-release"><p class="release-type">Media Release</p><h1>{esc(P.headline)}</h1>
<p class="release-no">Number {L(P.pub, P.tz).year}-{P.rng.randint(10, 40):02d}</p>
<p class="release-date">Date <time datetime="{P.iso(P.pub, 'pub')}">{esc(P.st(P.pub, 'date_uk', 'pub_dateonly'))}</time> &middot; {esc(P.st(P.pub, 'uk_long_tz', 'pub'))}</p>
<div class="statement">{paras(P)}{corr(P)}</div>
<p>The Board's next meeting is scheduled for {esc(P.st(P.fe, 'date_uk', 'forward'))}. The minutes of this meeting will be published two weeks after.</p>
{P.slot('end')}
<p class="enq">Enquiries: Media Office, {esc(nm)}</p></main>
<footer>&copy; {esc(nm)} {P.year()}{P.slot('foot')}</footer></body></html>'''


def r_statsoffice(P):
    return f'''<!DOCTYPE html><html lang="en"><head>{P.charset_tag()}<title>{esc(P.headline)} - Statistical bulletin</title>
{P.slot('head')}</head><body>
<header><a href="/">National Statistics Service</a> <a href="/economy">Economy</a> <a href="/people">People</a> <a href="/releasecalendar">Release calendar</a></header>
{P.slot('top')}
<main><p class="bulletin-type">Statistical bulletin</p><h1>{esc(P.headline)}</h1>
<table class="release-meta"><tr><th>Release date:</th><td>{esc(P.st(P.pub, 'date_uk', 'pub_dateonly'))}, {L(P.pub, P.tz):%H:%M}</td></tr>
<tr><th>Next release:</th><td>{esc(P.st(P.extra['next_rel'], 'date_uk', 'forward'))}</td></tr>
<tr><th>Contact:</th><td>Prices team</td></tr></table>
{P.note_mark('', P.pub, 'pub')}
<h2>Main points</h2><ul>{''.join('<li>' + esc(x) + '</li>' for x in P.paras[:3])}</ul>
{paras(P)}{corr(P)}
{P.slot('end')}
<p class="notice">These are official statistics. The figures in this bulletin are provisional and subject to revision.</p></main>
<footer>&copy; Crown copyright {P.year()}{P.slot('foot')}</footer></body></html>'''

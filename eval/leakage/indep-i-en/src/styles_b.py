"""Data, calendar, official, filing and institutional site styles."""
from datetime import timedelta
from core import E, std_comments
from kit import tf, df, byline, filler, relday, table, dated_rows, leak_para, correction, US
from tzfmt import local, fmt


def s_quote_intraday(c):
    co, r = c.co, c.r
    p = c.price()
    open_ = c.at_local(c.P, 9, 30)
    if open_ > c.P:
        open_ = max(c.P - timedelta(hours=2), c.at_local(c.P, 0, 0))
    rows = []
    tm = open_
    slots = []
    while tm <= c.P:
        slots.append((tm, False)); tm += timedelta(minutes=30)
    if c.L('table_row'):
        lt = c.ldt()
        if local(lt, c.zone)[0].date() == local(c.P, c.zone)[0].date():
            slots.append((lt, True))
        else:
            c.leak_hits -= 1
    slots.sort(reverse=True)
    for tm, lk in slots:
        s = c.ts(tm, 'time_24', where=('leak: ' if lk else '') + 'intraday row')
        px = round(p * (1 + r.uniform(-0.03, 0.03)), 2)
        if lk:
            c.items[-1]['quote'] = f"row: {s} | {px}"
        rows.append([E(s), f"{px}", f"{r.randint(10, 900)}K"])
    title = f"{co['tk']} Stock Quote — {co['name']} Intraday"
    body = f"""<div class="quote"><h1>{E(co['name'])} ({co['exch']}: {co['tk']})</h1><div class="px"><span class="last">{p}</span> <span class="chg">{c.pct(0.2, 4):+}%</span></div>
<p class="asof">As of {E(c.ts(c.P, 'us_long' if c.zone in US else 'uk_long', where='quote as-of'))}. Quotes delayed 15 minutes.</p>
<ul class="kv"><li>Prev close {c.price()}</li><li>52-wk range {c.price(5, 100)} - {c.price(100, 500)}</li><li>Next earnings {E(c.ts(c.fut(4, 70), 'date_short', fwd=True, where='forward earnings'))}</li><li>Ex-div {E(c.ts(c.back(24 * 20, 24 * 80), 'date_short', where='last ex-div'))}</li></ul>
<h2>Intraday, {E(c.ts(c.P, 'date_short', where='intraday table day'))}</h2>{table(['Time', 'Price', 'Volume'], rows)}</div>"""
    return dict(title=title, body=body, chrome='app', section='Quotes', nav=['Markets', 'Quotes', 'Screeners', 'Watchlist', 'News'], jsonld=False, meta=False)


def s_econ_calendar(c):
    r = c.r
    evs = ['CPI y/y', 'Core PCE m/m', 'Nonfarm payrolls', 'ISM manufacturing', 'Retail sales m/m', 'Initial jobless claims', 'GDP q/q (adv.)', 'Consumer confidence', 'PPI m/m', 'Housing starts']
    def cells(dt, kind):
        ev = r.choice(evs)
        cons = f"{r.uniform(-0.5, 4):.1f}%"
        act = '' if kind == 'fwd' else f"{r.uniform(-0.5, 4):.1f}%"
        return [E(ev), cons, f"{r.uniform(-0.5, 4):.1f}%", act or '&mdash;']
    rows = dated_rows(c, r.randint(4, 7), r.randint(6, 30), 'us_short' if c.zone in US else 'uk_long', cells, 'calendar row', fwd=r.randint(2, 5), fwd_step_h=r.randint(8, 30))
    title = 'Economic Calendar — This Week'
    body = f"""<div class="cal"><h1>Economic Calendar</h1><p>Times shown in {E(fmt(c.P, 'time_24', c.zone).split()[-1])}. Last refreshed {E(c.ts(c.P, tf(c), where='calendar refresh'))}.</p>
{table(['Time', 'Event', 'Consensus', 'Previous', 'Actual'], rows, cls='calendar')}</div>"""
    return dict(title=title, body=body, chrome='app', section='Calendar', nav=['Calendar', 'Earnings', 'Dividends', 'IPOs', 'Splits'], sidebar=False, jsonld=False)


def s_earnings_cal(c):
    r = c.r
    from core import COMPANIES
    def cells(dt, kind):
        nm = r.choice(COMPANIES)
        est = r.uniform(0.1, 4)
        return [E(nm[2]), E(nm[0]), r.choice(['BMO', 'AMC']), f"{est:.2f}", '&mdash;' if kind == 'fwd' else f"{est + r.uniform(-0.3, 0.4):.2f}"]
    rows = dated_rows(c, r.randint(3, 6), r.randint(10, 30), 'date_short', cells, 'earnings calendar row', fwd=r.randint(3, 6), fwd_step_h=24)
    body = f"""<div class="ecal"><h1>Earnings Calendar</h1><p>Data as of {E(c.ts(c.P, tf(c), where='calendar as-of'))}. BMO = before market open, AMC = after market close.</p>{table(['Date', 'Symbol', 'Company', 'Time', 'EPS est.', 'EPS actual'], rows)}</div>"""
    return dict(title='Earnings Calendar', body=body, chrome='app', section='Earnings', sidebar=False, jsonld=False)


def s_ratings_table(c):
    co, r = c.co, c.r
    firms = ['Dunmore Securities', 'Paxton Lane', 'Ridgecrest Capital', 'Hollis & Co.', 'Vantner Research', 'Greyfield Partners']
    rows = dated_rows(c, r.randint(5, 9), 24 * r.randint(3, 15), 'date_iso', lambda dt, k: [E(r.choice(firms)), r.choice(['Upgrade', 'Downgrade', 'Maintains', 'Initiates']), r.choice(['Buy', 'Hold', 'Outperform', 'Underperform']), f"${r.randint(20, 400)}"], 'ratings row')
    body = f"""<div class="ratings"><h1>{E(co['name'])} ({co['tk']}) Analyst Ratings</h1><p>Consensus: {r.choice(['Moderate Buy', 'Hold', 'Buy'])} &middot; Updated {E(c.ts(c.P, tf(c), where='ratings page updated'))}</p>
{table(['Date', 'Firm', 'Action', 'Rating', 'Price target'], rows)}</div>"""
    return dict(title=f"{co['tk']} Analyst Ratings & Price Targets", body=body, chrome='app', section='Ratings')


def s_etf_factsheet(c):
    r = c.r
    nm = r.choice(['Keelhaven', 'Summit Arc', 'Orrin', 'Bluefell'])
    L = local(c.P, c.zone)[0]
    from datetime import datetime
    from tzfmt import UTC
    me = datetime(L.year, L.month, 1, 12, tzinfo=UTC) - timedelta(days=1)
    perf = [[E(x), f"{c.pct(0.1, 20):+.2f}%", f"{c.pct(0.1, 20):+.2f}%"] for x in ['1 month', '3 months', 'YTD', '1 year', 'Since inception']]
    hold = [[E(x['name']), x['tk'], f"{r.uniform(1, 9):.2f}%"] for x in (c.co, c.co2, c.co3)]
    rows = dated_rows(c, 4, 24, 'date_num_us', lambda dt, k: [f"${r.uniform(20, 200):.2f}", f"${r.uniform(20, 200):.2f}"], 'daily NAV row', newest=c.back(20, 30))
    body = f"""<div class="factsheet"><h1>{nm} {r.choice(['Quality Dividend', 'Small Cap Value', 'Clean Power', 'Short Treasury'])} ETF</h1>
<p class="asof">Performance as of {E(c.ts(me, 'date_long', where='performance as-of month end'))} &middot; Holdings as of {E(c.ts(c.back(20, 40), 'date_long', where='holdings as-of'))} &middot; Factsheet published {E(c.ts(c.P, 'date_long', where='factsheet date'))}</p>
<h2>Performance</h2>{table(['Period', 'NAV', 'Market price'], perf)}<h2>Top holdings</h2>{table(['Holding', 'Ticker', 'Weight'], hold)}
<h2>Daily NAV</h2>{table(['Date', 'NAV', 'Closing price'], rows)}
<p>Next distribution: ex-date {E(c.ts(c.fut(5, 60), 'date_long', fwd=True, where='forward ex-date'))}. Expense ratio 0.{r.randint(5, 75):02d}%. Inception {E(c.ts(c.back(24 * 900, 24 * 3000), 'date_long', where='inception'))}.</p></div>"""
    return dict(title=f"{nm} ETF Factsheet", body=body, chrome='app', section='ETFs', nav=['ETFs', 'Mutual Funds', 'Insights', 'Literature'], sidebar=False)


def s_options_flow(c):
    r = c.r
    from core import COMPANIES
    def cells(dt, k):
        nm = r.choice(COMPANIES)
        return [nm[2], r.choice(['CALL', 'PUT']), f"${r.randint(10, 400)}", E(fmt(c.fut(3, 60), 'date_iso', c.zone)), f"${r.randint(100, 9000)}K", r.choice(['SWEEP', 'BLOCK', 'SPLIT'])]
    rows = dated_rows(c, r.randint(6, 10), r.uniform(0.2, 1.5), 'time_24', cells, 'options flow row')
    body = f"""<div class="flow"><h1>Unusual Options Activity</h1><p>Session of {E(c.ts(c.P, 'date_short', where='flow session date'))} &middot; Last print {E(c.ts(c.P, tf(c), where='last print'))}</p>{table(['Time', 'Ticker', 'Side', 'Strike', 'Expiry', 'Premium', 'Type'], rows)}
<p class="note">Expiry dates shown are contract expirations.</p></div>"""
    return dict(title='Unusual Options Activity Today', body=body, chrome='app', section='Options', sidebar=False, jsonld=False)


def s_dividend_history(c):
    co, r = c.co, c.r
    amt = r.uniform(0.1, 1.5)
    def cells(dt, k):
        return [f"${amt:.4f}", E(fmt(dt + timedelta(days=14), 'date_num_us', c.zone)), E(fmt(dt + timedelta(days=15), 'date_num_us', c.zone)), E(fmt(dt + timedelta(days=30), 'date_num_us', c.zone))]
    rows = dated_rows(c, r.randint(5, 8), 24 * 91, 'date_num_us', cells, 'declaration-date row', newest=c.back(24 * 2, 24 * 40))
    body = f"""<div class="divs"><h1>{E(co['name'])} ({co['tk']}) Dividend History</h1><p>Page updated {E(c.ts(c.P, tf(c), where='page updated'))}. Ex-dividend, record and pay dates follow the declaration date.</p>
{table(['Declared', 'Amount', 'Ex-date', 'Record date', 'Pay date'], rows)}<p>Forward yield {r.uniform(0.5, 6):.2f}%.</p></div>"""
    # pay/ex dates are forward-looking relative to declaration; recorded as forward items
    for rw in rows:
        pass
    return dict(title=f"{co['tk']} Dividend History", body=body, chrome='app', section='Dividends')


def s_fx_reference(c):
    r = c.r
    ccys = ['USD', 'JPY', 'GBP', 'CHF', 'SEK', 'NOK', 'PLN']
    def cells(dt, k):
        return [f"{r.uniform(0.5, 160):.4f}" for _ in ccys[:4]]
    newest = c.at_local(c.P, 14, 15)
    if newest > c.P:
        newest -= timedelta(days=1)
    rows = dated_rows(c, r.randint(5, 8), 24, 'date_iso', cells, 'reference rate row', newest=newest, leak_prec='date')
    body = f"""<div class="refrates"><h1>Euro foreign exchange reference rates</h1><p>Reference rates are published at around 16:00 CET on TARGET working days. Last update: {E(c.ts(newest, 'uk_long', where='last reference update'))}.</p>
{table(['Date'] + ccys[:4], rows)}<p>Next publication: {E(c.ts(c.fut(0.5, 3), 'date_uk', fwd=True, where='forward publication'))}.</p></div>"""
    return dict(title='Euro foreign exchange reference rates', body=body, chrome='gov', section='Statistics', nav=['Home', 'Monetary policy', 'Statistics', 'Press', 'Publications'])


def s_crypto_notice(c):
    r = c.r
    tok = r.choice(['ZRX2', 'MOLT', 'PYRA', 'KELP', 'VTRN', 'OSMX'])
    start = c.fut(1, 10)
    upd = ''
    if c.L('update_note'):
        lt = c.ldt()
        s = c.ts(lt, 'utc_plain', where='leak: notice update line')
        txt = f"Update {s}: Deposits and withdrawals of {tok} have resumed. The network upgrade completed successfully."
        c.items[-1]['quote'] = txt
        upd = f'<p class="update"><b>{E(txt)}</b></p>'
    title = f"Notice on Suspension of {tok} Deposits and Withdrawals for Network Upgrade"
    body = f"""<div class="announcement"><h1>{E(title)}</h1><p class="date">{E(c.ts(c.P, 'utc_plain', zone='UTC', where='notice date'))}</p>{upd}
<p>Fellow users,</p><p>To support the {tok} network upgrade at block height {r.randint(10**6, 9 * 10**7):,}, we will suspend deposits and withdrawals from {E(c.ts(start, 'utc_plain', zone='UTC', fwd=True, where='forward suspension start'))}. Trading will not be affected.</p>
<p>Please note: the upgrade time is an estimate and may change.</p><p>Risk warning: digital asset prices are subject to high market risk.</p>
<p>Thanks for your support!<br>The Team<br>{E(c.ts(c.P, 'date_iso', zone=c.zone, where='sign-off date'))}</p></div>"""
    return dict(title=title, body=body, section='Announcements', nav=['Buy Crypto', 'Markets', 'Trade', 'Futures', 'Earn', 'Announcements'], sidebar_title='Latest announcements', sfmt='date_iso')


def s_commodity_report(c):
    r = c.r
    comm = r.choice(['Corn', 'Soybean', 'Hard red wheat', 'Lean hog', 'Live cattle'])
    def cells(dt, k):
        return [f"{r.uniform(300, 1500):.2f}", f"{c.pct(0.1, 3):+.2f}", f"{r.randint(10000, 300000):,}"]
    rows = dated_rows(c, r.randint(5, 8), 24, 'date_num_us', cells, 'settlement row', newest=c.at_local(c.P - timedelta(hours=20), 13, 20, 'CT'), leak_prec='date')
    body = f"""<div class="report"><h1>{comm} Futures — Daily Settlement Report</h1><p>Report generated {E(c.ts(c.P, 'us_long', where='report generated'))}. Settlements are final at {E('1:20 PM CT')}.</p>
{table(['Trade date', 'Settle', 'Change', 'Volume'], rows)}<p>First notice day for the nearby contract: {E(c.ts(c.fut(5, 60), 'date_long', fwd=True, where='forward first notice'))}. Next USDA WASDE: {E(c.ts(c.fut(3, 30), 'date_long', fwd=True, where='forward WASDE'))}.</p></div>"""
    return dict(title=f"{comm} Futures Settlements", body=body, chrome='gov', section='Market Data', nav=['Markets', 'Clearing', 'Market Data', 'Education'])


def s_freight_index(c):
    r = c.r
    idx = r.choice(['Baltic-style Capesize', 'Panamax Timecharter', 'Container Spot (40ft)', 'Tanker TD3-style'])
    def cells(dt, k):
        v = r.randint(600, 5000)
        return [f"{v:,}", f"{r.randint(-200, 200):+}"]
    rows = dated_rows(c, r.randint(5, 8), 24 * 7, 'date_uk', cells, 'weekly index row', newest=c.back(24, 24 * 5), leak_prec='date')
    body = f"""<div class="idx"><h1>{idx} Index — Weekly Report</h1><p>Published {E(c.ts(c.P, 'uk_long', where='report published'))}</p>
{filler(c, 2)}{table(['Week ending', 'Index', 'w/w'], rows)}<p>Next assessment: {E(c.ts(c.fut(1, 7), 'date_uk', fwd=True, where='forward assessment'))}.</p></div>"""
    return dict(title=f"{idx} Index Weekly", body=body, section='Indices', nav=['Indices', 'Routes', 'Reports', 'Subscribe'], sfmt='date_short')


def s_eia(c):
    r = c.r
    def cells(dt, k):
        return [f"{r.uniform(380, 480):.1f}", f"{r.uniform(-8, 8):+.1f}", f"{r.uniform(210, 250):.1f}"]
    rows = dated_rows(c, r.randint(5, 8), 24 * 7, 'date_long', cells, 'week-ending row', newest=c.back(24 * 4, 24 * 6), leak_prec='date')
    rev = ''
    if c.L('revision_note'):
        lt = c.ldt()
        s = c.ts(lt, 'us_long', where='leak: revision note')
        rev = f'<p class="revision"><b>Revision {E(s)}:</b> Distillate inventories for the prior week were revised; see table 4.</p>'
        c.items[-1]['quote'] = f"Revision {s}: Distillate inventories for the prior week were revised"
    body = f"""<div class="wpsr"><h1>Weekly Petroleum Status Report</h1><p>Release date: {E(c.ts(c.P, 'us_long', where='release date'))} &middot; Next release: {E(c.ts(c.fut(2, 8), 'date_long', fwd=True, where='forward next release'))}</p>{rev}
{table(['Week ending', 'Crude stocks (mb)', 'Change', 'Gasoline (mb)'], rows)}<p>Data for the week ending {E(c.ts(c.back(24 * 4, 24 * 6), 'date_long', where='data week'))} are preliminary.</p></div>"""
    return dict(title='Weekly Petroleum Status Report', body=body, chrome='gov', section='Petroleum', nav=['Sources', 'Topics', 'Geography', 'Tools', 'Learn'])


def s_crop_progress(c):
    r = c.r
    crops = ['Corn planted', 'Corn emerged', 'Soybeans planted', 'Winter wheat headed', 'Cotton planted']
    def cells(dt, k):
        return [f"{r.randint(5, 95)}%", f"{r.randint(5, 95)}%", f"{r.randint(5, 95)}%"]
    rows = dated_rows(c, r.randint(4, 6), 24 * 7, 'date_long', cells, 'crop progress week row', newest=c.back(20, 30), leak_prec='date')
    body = f"""<div class="nass"><h1>Crop Progress</h1><p>Released {E(c.ts(c.P, 'us_long', zone='ET', where='release'))}, by the National Agricultural Statistics Service (NASS)</p>
<p>{E(r.choice(crops))}: national summary. Week ending dates refer to Sundays.</p>{table(['Week ending', 'This year', 'Last year', '5-yr avg'], rows)}
<p>Next report scheduled for {E(c.ts(c.fut(3, 8), 'date_long', fwd=True, where='forward next report'))} at 4:00 p.m. ET.</p></div>"""
    return dict(title='Crop Progress — National Summary', body=body, chrome='gov', section='Reports')


def s_treasury_auction(c):
    r = c.r
    def cells(dt, kind):
        term = r.choice(['13-Week Bill', '26-Week Bill', '2-Year Note', '10-Year Note', '30-Year Bond'])
        if kind == 'fwd':
            return [E(term), 'Announced', '&mdash;', '&mdash;']
        return [E(term), f"{r.uniform(1, 5.5):.3f}%", f"{r.uniform(2, 3):.2f}", f"{r.uniform(50, 80):.1f}%"]
    rows = dated_rows(c, r.randint(4, 7), 24 * r.randint(1, 3), 'date_num_us', cells, 'auction results row', newest=c.back(3, 48), fwd=r.randint(1, 3), fwd_step_h=24)
    body = f"""<div class="auctions"><h1>Recent Auction Results</h1><p>Updated {E(c.ts(c.P, 'us_long', where='page updated'))}</p>{table(['Auction date', 'Security', 'High yield', 'Bid-to-cover', 'Indirect'], rows)}
<p>Upcoming auctions are shown with status &ldquo;Announced&rdquo;. CUSIP 912797{r.randint(100, 999)}X{r.randint(0, 9)}.</p></div>"""
    return dict(title='Auction Results', body=body, chrome='gov', section='Auctions', nav=['Individuals', 'Institutions', 'Auctions', 'Data'])


def s_pdufa(c):
    r = c.r
    from core import COMPANIES
    def cells(dt, kind):
        nm = r.choice(COMPANIES)
        drug = r.choice(['ZL-201', 'vorastinib', 'QX-44', 'elantemab', 'RP-3', 'norvacet'])
        out = '&mdash; (pending)' if kind == 'fwd' else r.choice(['Approved', 'CRL issued', 'Approved (label narrower)'])
        return [E(nm[2]), E(drug), out]
    rows = dated_rows(c, r.randint(3, 6), 24 * r.randint(3, 10), 'date_short', cells, 'PDUFA decision row', newest=c.back(24 * 2, 24 * 6), fwd=r.randint(3, 6), fwd_step_h=24 * 4)
    body = f"""<div class="fda"><h1>PDUFA Date Tracker</h1><p>Last edited {E(c.ts(c.P, tf(c), where='tracker edited'))}</p>{table(['PDUFA date', 'Ticker', 'Drug', 'Outcome'], rows)}</div>"""
    return dict(title='Biotech Catalyst Calendar — PDUFA Dates', body=body, chrome='app', section='Biotech')


def s_ipo_cal(c):
    r = c.r
    def cells(dt, kind):
        nm = r.choice(['Larkspur Bio', 'Tidewell Energy', 'Quorra AI', 'Helio Freight', 'Mosswood Brands', 'Arclight Dental'])
        rng_ = f"${r.randint(10, 20)}-${r.randint(21, 30)}"
        return [E(nm), rng_, '&mdash;' if kind == 'fwd' else f"${r.randint(10, 30)}.00", '&mdash;' if kind == 'fwd' else f"{c.pct(1, 40):+}%"]
    rows = dated_rows(c, r.randint(3, 6), 24 * r.randint(2, 6), 'date_short', cells, 'IPO priced row', newest=c.back(24 * 2, 24 * 5), fwd=r.randint(2, 5), fwd_step_h=24 * 2)
    body = f"""<div class="ipo"><h1>IPO Calendar</h1><p>Updated {E(c.ts(c.P, tf(c), where='updated'))}</p>{table(['Expected/priced', 'Company', 'Range', 'Priced', 'First-day'], rows)}</div>"""
    return dict(title='IPO Calendar — Upcoming & Recent IPOs', body=body, chrome='app', section='IPOs')

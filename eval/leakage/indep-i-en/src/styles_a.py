"""Article-like, community and media site styles."""
from datetime import timedelta
from core import E, std_comments, USERS
from kit import tf, df, byline, filler, relday, table, dated_rows, leak_para, correction, relative_update, US
from tzfmt import local, DOW, fmt


def slug(s):
    return ''.join(ch if ch.isalnum() else '-' for ch in s.lower()).strip('-')[:70]


def s_wire_news(c):
    co, r = c.co, c.r
    fut = c.fut(3, 30)
    prev = c.back(24, 24 * 6)
    title = f"{co['short']} shares move as investors weigh {r.choice(['pricing', 'demand', 'margin', 'capex'])} outlook"
    body = f"""<article class="story"><h1>{E(title)}</h1>{byline(c, c.people[0])}
<p class="lede">{E(co['name'])} ({co['exch']}: {co['tk']}) shares were {r.choice(['higher', 'lower'])} in {r.choice(['morning', 'afternoon'])} trading after the company said {relday(c, prev, c.P, 'relative day in lede')} that it would {r.choice(['review its distribution network', 'expand its buyback', 'delay a plant opening'])}.</p>
{filler(c, 3)}
<p>The company is due to report results on {E(c.ts(fut, df(c), fwd=True, where='forward results date'))}, with a conference call at {E(c.ts(c.at_local(fut, 8, 30), 'time_only', fwd=True, where='forward call time'))}.</p>
{leak_para(c, 'body_outcome')}{relative_update(c)}{correction(c)}
<p class="disclosure">Reporting by {E(c.people[0])}; editing by {E(c.people[1])}.</p></article>"""
    return dict(title=title, body=body, author=c.people[0], section='Markets', comments=std_comments(c) if r.random() < 0.3 else None)


def s_earnings_preview(c):
    co, r = c.co, c.r
    rep = c.fut(1, 12)
    last = c.back(24 * 80, 24 * 95)
    title = f"{co['short']} earnings preview: what Wall Street expects"
    rows = [[E('EPS (adj.)'), f"${r.uniform(0.4, 3):.2f}", f"${r.uniform(0.4, 3):.2f}"], ['Revenue', f"${r.uniform(1, 20):.2f}B", f"${r.uniform(1, 20):.2f}B"], ['Gross margin', f"{r.randint(28, 61)}.{r.randint(0, 9)}%", f"{r.randint(28, 61)}.{r.randint(0, 9)}%"]]
    body = f"""<article><h1>{E(title)}</h1>{byline(c, c.people[2])}
<p>{E(co['name'])} is scheduled to report on {E(c.ts(rep, 'date_dow_long' if c.zone in US else 'date_uk', fwd=True, where='forward report date'))} {r.choice(['before the opening bell', 'after the close'])}. Last quarter, reported on {E(c.ts(last, df(c), where='previous report date'))}, the company beat estimates.</p>
{table(['Metric', 'Consensus', 'Year ago'], rows, caption='Consensus estimates')}
{filler(c, 3)}
<p>Options imply a move of about {r.randint(3, 11)}% in either direction after the release; the implied volatility for the {E(c.ts(c.fut(5, 20), 'date_short', fwd=True, where='option expiry'))} expiry is elevated.</p>
{leak_para(c, 'body_outcome')}{correction(c)}</article>"""
    return dict(title=title, body=body, author=c.people[2], section='Earnings')


def s_live_blog(c):
    r = c.r
    day0 = c.at_local(c.P, 9, 0)
    title = f"Stock market today: live updates as traders watch {r.choice(['CPI', 'the Fed', 'jobs data', 'bond yields', 'megacap earnings'])}"
    ents = []
    n = r.randint(5, 9)
    # entries from open up to P (P = latest entry)
    lo = max(min(day0, c.P - timedelta(hours=3)), c.at_local(c.P, 0, 1))
    times = sorted({c.between(lo, c.P) for _ in range(n)} | {c.P})
    txts = ["Stocks opened {d} with the S&P 500 {p:+}% and the Nasdaq {q:+}%.", "The 10-year Treasury yield is at {y:.2f}%, little changed.",
            "{co} is the best performer in the index, up {a}%.", "Oil slipped {a}% as inventories built.", "Market breadth is {d}: about {n} advancers for every decliner.",
            "Small caps are lagging; the Russell 2000 is {p:+}%.", "{co2} shares halted pending news."]
    for tm in times:
        t_ = r.choice(txts).format(d=r.choice(['higher', 'lower', 'mixed']), p=c.pct(0.1, 1.5), q=c.pct(0.1, 2), y=r.uniform(1.5, 4.9), co=c.co['short'], co2=c.co2['short'], a=abs(c.pct(1, 6)), n=r.randint(1, 3))
        ents.append((tm, t_, False))
    if c.L('table_row'):
        lt = c.ldt()
        if local(lt, c.zone)[0].date() != local(c.P, c.zone)[0].date():
            c.leak_hits -= 1
            lt = None
    if c.leak == 'table_row' and lt is not None:
        ents.append((lt, f"Closing bell: the S&P 500 ended the session {c.pct(0.2, 1.8):+}%; {c.co['short']} closed {c.pct(2, 9):+}%.", True))
    ents.sort(key=lambda e: e[0], reverse=True)
    parts = []
    for tm, tx, lk in ents:
        s = c.ts(tm, 'time_only', where=('leak: live-blog entry' if lk else 'live-blog entry'))
        if lk:
            c.items[-1]['quote'] = f"{s} {tx}"
        parts.append(f'<article class="entry" id="e{int(tm.timestamp())}"><time datetime="{c.ts(tm, "iso_z", where="entry datetime")}">{E(s)}</time><p>{E(tx)}</p></article>')
    body = f"""<div class="live"><h1>{E(title)}</h1><p class="live-date">{E(c.ts(c.P, 'date_dow_long' if c.zone in US else 'date_uk', where='live blog day'))} · <span class="badge">LIVE</span></p>{byline(c, c.people[3])}
<p>Follow along for updates through the session. The market closes at {E(c.ts(c.at_local(c.P, 16, 0), 'time_only', fwd=c.at_local(c.P, 16, 0) > c.t, where='scheduled close time'))}.</p>
{''.join(parts)}</div>"""
    return dict(title=title, body=body, author=c.people[3], section='Live')


def s_local_news(c):
    co, r = c.co, c.r
    city = r.choice(['Fresno', 'Tacoma', 'Dayton', 'Boise', 'Spokane', 'Omaha', 'Tulsa', 'Madison'])
    open_d = c.fut(20, 200)
    title = f"{co['short']} to add {r.randint(80, 900)} jobs at {city} site, county officials say"
    body = f"""<article><p class="kicker">Business</p><h1>{E(title)}</h1>{byline(c, c.people[4], label='Posted')}
<p>{city.upper()} &mdash; {E(co['name'])} plans to expand its {r.choice(['distribution center', 'assembly plant', 'call center'])} off Route {r.randint(2, 99)}, according to documents filed with the county planning commission {relday(c, c.back(20, 100), c.P, 'relative day')}.</p>
<p>The planning commission will vote on {E(c.ts(c.fut(2, 15), df(c), fwd=True, where='forward vote'))}. If approved, the facility would open by {E(c.ts(open_d, 'month', fwd=True, where='forward open month'))}.</p>
{filler(c, 2)}
<p>&ldquo;We&rsquo;re thrilled,&rdquo; said Mayor {E(c.people[5])}.</p>
{leak_para(c, 'body_outcome', templ='The commission approved the plan on {s} by a 5-2 vote, and {co} said hiring would begin immediately.')}{correction(c)}</article>"""
    return dict(title=title, body=body, author=c.people[4], section='Business', nav=['News', 'Business', 'Sports', 'Obituaries', 'Weather', 'Opinion', 'E-Edition'],
                comments=std_comments(c, texts=['Traffic on that road is already bad.', 'Good news for the area.', 'Hope they hire locally.', 'Tax breaks again?']) if r.random() < 0.6 else None)


def s_trade_magazine(c):
    co, r = c.co, c.r
    title = f"Inside {co['short']}'s bet on {r.choice(['automation', 'nearshoring', 'private label', 'modular design', 'direct sales'])}"
    body = f"""<article class="feature"><p class="issue">{E(co['sector'].title())} Monthly · Issue {r.randint(100, 400)}</p><h1>{E(title)}</h1>
<p class="dateline">{E(c.ts(c.P, 'date_long', where='visible date'))} &middot; by {E(c.people[0])}</p>
<p>When {E(c.people[1])} took over as chief executive of {E(co['name'])} in {E(c.ts(c.back(24 * 400, 24 * 900), 'month', where='history month'))}, the company&rsquo;s margins were the thinnest among its peers.</p>
{filler(c, 4)}
<p>The company will exhibit at the industry&rsquo;s annual trade show, which runs {E(c.ts(c.fut(10, 90), 'date_long', fwd=True, where='forward trade show'))} through three days later.</p>
{leak_para(c, 'body_outcome', f='date_long')}</article>"""
    return dict(title=title, body=body, author=c.people[0], section='Features', nav=['News', 'Features', 'Products', 'Events', 'Webinars', 'Subscribe'])


def s_amp_article(c):
    co, r = c.co, c.r
    title = f"{co['short']} {r.choice(['weighs sale of', 'explores options for', 'in talks to sell'])} {r.choice(['European unit', 'consumer division', 'software arm'])}, sources say"
    body = f"""<amp-img src="/img/{co['tk'].lower()}.jpg" width="1200" height="675" layout="responsive" alt="{E(co['name'])} headquarters"></amp-img>
<article><h1>{E(title)}</h1>{byline(c, c.people[1])}
<p>{E(co['name'])} is working with advisers on a possible sale, people familiar with the matter said. A deal could value the business at about ${r.randint(2, 30)} billion.</p>
{filler(c, 3)}{leak_para(c, 'body_outcome')}{correction(c)}
<amp-analytics type="gtag" data-credentials="include"></amp-analytics></article>"""
    return dict(title=title, body=body, author=c.people[1], section='Deals', css='amp', extra_head='<script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>', main_class='amp-article')


def s_print_article(c):
    co, r = c.co, c.r
    title = f"Why {co['short']}'s {r.choice(['dividend', 'debt load', 'inventory build', 'pricing power'])} matters more than its guidance"
    body = f"""<div class="print-header"><strong>{E('Printed from ')}</strong><span class="print-url">{E(c.style['domain'])}</span></div>
<article><h1>{E(title)}</h1><p class="meta">{E(c.people[2])} | {E(c.ts(c.P, tf(c, True), where='print pub stamp'))}</p>
{filler(c, 5)}{leak_para(c, 'body_outcome')}{correction(c)}{relative_update(c)}</article>
<script>window.onload=function(){{window.print()}}</script>"""
    return dict(title=title, body=body, chrome='plain', breadcrumb=False, sidebar=False, nav=['Back to article'], css='print')


def s_google_cache(c):
    co, r = c.co, c.r
    if c.L('cache_capture'):
        cap = c.ldt()
        capw = 'leak: cache snapshot time'
    else:
        cap = c.between(c.P, c.t - timedelta(minutes=4)) if c.P < c.t else c.P + timedelta(minutes=30)
        capw = 'cache snapshot time'
    caps = c.ts(cap, 'rfc', where=capw)
    if capw.startswith('leak'):
        c.items[-1]['quote'] = f"It is a snapshot of the page as it appeared on {caps}."
    title = f"{co['short']} {r.choice(['CFO', 'CEO', 'COO'])} to step down; search under way"
    pre = f"""<div id="bN015htcoyT__google-cache-hdr" style="background:#f5f5f5;border-bottom:1px solid #ccc;padding:6px;font:13px arial">
<div>This is Google's cache of <a href="{c.style['orig']}">{c.style['orig']}</a>. It is a snapshot of the page as it appeared on {E(caps)}. The <a href="{c.style['orig']}">current page</a> could have changed in the meantime. <a href="#">Learn more</a>.</div>
<div><a href="#">Full version</a> <a href="#">Text-only version</a> <a href="#">View source</a> Tip: To quickly find your search term on this page, press <b>Ctrl+F</b>.</div></div>"""
    upd = ''
    if capw.startswith('leak'):
        u = c.between(c.t + timedelta(minutes=1), cap)
        upd = f'<p class="upd">Updated {E(c.ts(u, tf(c), where="leak: updated line in cached copy"))}: the company named an interim successor.</p>'
    body = f"""<article><h1>{E(title)}</h1>{byline(c, c.people[0])}{upd}
<p>{E(co['name'])} said its {r.choice(['chief financial officer', 'chief executive'])} would leave at the end of the {r.choice(['quarter', 'year'])}.</p>{filler(c, 3)}</article>"""
    return dict(title=title, body=body, pre_main=pre, section='Companies')


def s_wayback(c):
    co, r = c.co, c.r
    if c.L('cache_capture'):
        cap = c.ldt()
        w = 'leak: wayback capture timestamp'
    else:
        cap = c.between(c.P, c.t - timedelta(minutes=4)) if c.P < c.t else c.P + timedelta(hours=2)
        w = 'wayback capture timestamp'
    stamp = cap.strftime('%Y%m%d%H%M%S')
    c.rel(stamp, cap, cap, w, quote=f"web.archive.org/web/{stamp}/" if w.startswith('leak') else None)
    title = f"{co['name']} — Investor News: {co['short']} announces {r.choice(['leadership transition', 'strategic review', 'credit facility amendment'])}"
    caps = c.ts(cap, 'utc_sec', where=w.replace('timestamp', 'toolbar'))
    pre = f"""<!-- BEGIN WAYBACK TOOLBAR INSERT -->
<div id="wm-ipp-base" lang="en" style="display:block"><div id="wm-ipp"><table><tr><td class="c"><a href="https://web.archive.org/web/">INTERNET ARCHIVE</a></td>
<td><form target="_top" method="get" action="/web/submit"><input type="text" name="url" value="{c.style['orig']}"></form></td><td class="n">{r.randint(3, 80)} captures</td>
<td><a href="https://web.archive.org/web/{stamp}/{c.style['orig']}">{E(caps)}</a></td></tr></table></div></div>
<!-- END WAYBACK TOOLBAR INSERT -->"""
    body = f"""<div class="ir-news"><h1>{E(title)}</h1><p class="date">{E(c.ts(c.P, 'date_long', where='visible date'))}</p>
<p>{E(co['name'])} ({co['exch']}: {co['tk']}) today announced changes to its senior leadership team, effective {E(c.ts(c.fut(10, 60), 'date_long', fwd=True, where='forward effective date'))}.</p>{filler(c, 3)}</div>"""
    return dict(title=title, body=body, pre_main=pre, section='News Releases', nav=['Overview', 'News', 'Events', 'Financials', 'Governance', 'Stock Info'],
                url_override=f"https://web.archive.org/web/{stamp}/{c.style['orig']}")


def s_aggregator(c):
    r = c.r
    if c.L('relative_ago'):
        anchor = c.ldt()
        aw = 'leak: aggregator refresh anchor'
    else:
        anchor = c.P
        aw = 'aggregator refresh anchor'
    rows = []
    srcs = ['Reuterish', 'The Ledger Daily', 'MarketPulse', 'Capitol Wire', 'Northbridge Times', 'FinDesk', 'Rate Watch']
    hs = []
    for _ in range(r.randint(8, 12)):
        hs.append((r.randint(1, 40 * 60), c.headline_past(r.choice([c.co, c.co2, c.co3])), False))
    if aw.startswith('leak'):
        # an item posted shortly after t relative to the anchor
        mins = int((anchor - c.t).total_seconds() // 60) - r.randint(1, max(1, int((anchor - c.t).total_seconds() // 60) - 1))
        hs.append((max(1, mins), c.headline_outcome(), True))
    hs.sort()
    lis = []
    for mins, h, lk in hs:
        ph = f"{mins}m ago" if mins < 60 else f"{mins // 60}h ago"
        if mins < 60:
            a = anchor - timedelta(minutes=mins + 1); b = anchor - timedelta(minutes=mins)
        else:
            a = anchor - timedelta(minutes=(mins // 60 + 1) * 60); b = anchor - timedelta(minutes=(mins // 60) * 60)
        c.rel(ph, a, b, ('leak: ' if lk else '') + 'aggregator relative age', quote=(f"{h} — {ph} (relative to the page's 'Updated' line)" if lk else None))
        lis.append(f'<li><a href="/r/{r.randint(10**6, 10**7)}">{E(h)}</a> <span class="src">{E(r.choice(srcs))}</span> <span class="age">{ph}</span></li>')
    title = f"Top business headlines — {c.co['short']}, {c.co2['short']} and more"
    body = f"""<div class="agg"><h1>Business &middot; Top stories</h1><p class="refresh">Updated {E(c.ts(anchor, tf(c), where=aw))} &middot; <a href="#">Refresh</a></p>
<ol class="stories">{''.join(lis)}</ol></div>"""
    c.P_visible = True
    return dict(title=title, body=body, section='Business', chrome='app', nav=['Top', 'Business', 'Markets', 'Tech', 'World', 'For you'])


def s_sellside(c):
    co, r = c.co, c.r
    tgt = r.randint(20, 500)
    f = df(c)
    rows = dated_rows(c, r.randint(3, 6), 24 * r.randint(30, 80), 'date_num_us' if c.zone in US else 'date_dmy_dot',
                      lambda dt, k: [r.choice(['Overweight', 'Neutral', 'Buy', 'Hold']), f"${r.randint(20, 500)}", f"${c.price()}"], 'price target history')
    title = f"{co['name']} ({co['tk']}): {r.choice(['Reiterate Overweight', 'Downgrade to Neutral', 'Initiate at Buy'])}; PT ${tgt}"
    body = f"""<div class="research-note"><div class="banner">EQUITY RESEARCH &middot; {E(co['sector'].upper())}</div><h1>{E(title)}</h1>
<p class="dissem">Published {E(c.ts(c.P, tf(c, True), where='note publication'))} &middot; Disseminated to clients {E(c.ts(c.P + timedelta(minutes=r.randint(1, 9)), 'time_only', where='dissemination time', fwd=False))}</p>
<p class="analysts">{E(c.people[0])}, CFA &middot; {E(c.people[1])}</p>
<h2>Key takeaways</h2><ul><li>We now model FY EPS of ${r.uniform(1, 9):.2f} (prior ${r.uniform(1, 9):.2f}).</li><li>Catalyst: investor day on {E(c.ts(c.fut(5, 70), f, fwd=True, where='forward investor day'))}.</li><li>Risks: FX, customer concentration, Section 232 tariffs.</li></ul>
{filler(c, 2)}
<h3>Rating and price target history</h3>{table(['Date', 'Rating', 'Price target', 'Price at rating'], rows)}
{leak_para(c, 'body_outcome')}
<p class="disclosures">Important disclosures appear at the back of this report. Analyst certification per Regulation AC. Prices as of the close on {E(c.ts(c.back(10, 30), f, where='price basis date'))}.</p></div>"""
    return dict(title=title, body=body, section='Research', chrome='app', nav=['Research', 'Models', 'Events', 'Analysts', 'Compliance'], comments=None, sidebar=False)


def s_substack(c):
    co, r = c.co, c.r
    title = r.choice([f"The {co['short']} problem nobody is talking about", f"Notes on {co['short']}, rates and the boring middle", f"Weekly letter #{r.randint(40, 220)}: {co['tk']} and the cycle"])
    prev = c.back(24 * 7, 24 * 8)
    body = f"""<article class="post"><h1 class="post-title">{E(title)}</h1><h3 class="subtitle">{E('Plus: what I’m reading, and a chart on margins')}</h3>
<div class="post-meta"><a class="pencraft" href="/@{c.users[0]}">{E(c.people[0])}</a> <span class="post-date" title="{E(c.ts(c.P, 'iso_z', where='post date title attr'))}">{E(c.ts(c.P, 'date_short', where='post date'))}</span> &middot; Paid</div>
<p>Last week&rsquo;s letter ({E(c.ts(prev, 'date_short', where='previous letter'))}) got more replies than usual, so a follow-up.</p>
{filler(c, 4)}
<p>Housekeeping: I&rsquo;ll host a subscriber chat on {E(c.ts(c.fut(2, 14), 'date_dow_long', fwd=True, where='forward chat'))}.</p>
{leak_para(c, 'body_outcome')}
<div class="subscribe-widget"><input type="email" placeholder="Type your email…"><button>Subscribe</button></div></article>"""
    return dict(title=title, body=body, section='Archive', nav=['Home', 'Archive', 'About', 'Notes'], comments=std_comments(c, r.randint(2, 6), 'date_short' if r.random() < 0.3 else 'us_short'),
                cfmt='us_short', chrome='app', sidebar=False)


def s_fund_letter(c):
    co, r = c.co, c.r
    # quarter-end before P
    L = local(c.P, c.zone)[0]
    qm = ((L.month - 1) // 3) * 3  # quarter start month of P; previous quarter ended just before
    from datetime import datetime
    from tzfmt import UTC
    qend = datetime(L.year, qm + 1, 1, tzinfo=UTC) - timedelta(days=1) if qm else datetime(L.year - 1, 12, 31, tzinfo=UTC)
    rows = []
    q = qend
    for k in range(4):
        rows.append([E(c.ts(q.replace(hour=12), 'date_long', where='quarter-end row')), f"{c.pct(0.5, 9):+.1f}%", f"{c.pct(0.5, 9):+.1f}%"])
        q = (q.replace(day=1) - timedelta(days=62)).replace(day=1)
        q = (q.replace(month=q.month % 12 + 1, year=q.year + (q.month == 12)) - timedelta(days=1))
    if c.L('table_row'):
        lt = c.ldt('date') + timedelta(days=r.randint(0, 40))
        s = c.ts(lt, 'date_long', where='leak: performance row for period ending after t')
        v = f"{c.pct(0.5, 9):+.1f}%"
        c.items[-1]['quote'] = f"row: {s} | {v}"
        rows.insert(0, [E(s), v, f"{c.pct(0.5, 9):+.1f}%"])
    title = f"{r.choice(['Alder Rock', 'Stillwater Point', 'Cairnhill', 'Low Tide'])} Partners — Quarterly Letter"
    body = f"""<div class="letter"><h1>{E(title)}</h1><p class="date">{E(c.ts(c.P, 'date_long', where='letter date'))}</p>
<p>Dear Partners,</p><p>The Fund returned {c.pct(0.5, 9):+.1f}% net of fees in the quarter ended {E(c.ts(qend.replace(hour=12), 'date_long', where='quarter end'))}. Our largest new position is {E(co['name'])} ({co['tk']}).</p>
{filler(c, 4)}
{table(['Quarter ended', 'Fund (net)', 'Benchmark'], rows)}
<p>Our annual meeting will be held on {E(c.ts(c.fut(15, 120), 'date_long', fwd=True, where='forward annual meeting'))}.</p>
<p>Sincerely,<br>{E(c.people[0])}</p>
<p class="legal">Past performance is not indicative of future results. This letter is for limited partners only.</p></div>"""
    return dict(title=title, body=body, section='Letters', nav=['Letters', 'Team', 'Contact'], chrome='plain', breadcrumb=False)


def s_podcast(c):
    co, r = c.co, c.r
    eps = []
    n0 = r.randint(120, 400)
    for k in range(1, r.randint(4, 6)):
        eps.append((c.back(24 * 7 * k - 12, 24 * 7 * k), f"Ep. {n0 - k}: {c.headline_past()}", False))
    if c.L('table_row'):
        eps.insert(0, (c.ldt('date') + timedelta(days=3), f"Ep. {n0 + 1}: {c.headline_outcome()} — what now?", True))
    lis = []
    for dt, h, lk in eps:
        s = c.ts(dt, 'date_short', where=('leak: ' if lk else '') + 'episode list')
        if lk:
            c.items[-1]['quote'] = f"{h} ({s})"
        lis.append(f'<li><a href="/ep/{slug(h)}">{E(h)}</a> <span>{E(s)}</span></li>')
    chapters = [(0, 'Intro'), (r.randint(2, 5), f"Why {co['short']} now"), (r.randint(12, 20), 'The bear case'), (r.randint(28, 40), 'Valuation'), (r.randint(45, 55), 'Listener questions')]
    ch = ''.join(f'<li><button data-t="{m * 60}">{m:02d}:{r.randint(0, 59):02d}</button> {E(t)}</li>' for m, t in chapters)
    title = f"Ep. {n0}: {co['short']}, {co['sector']}, and the next {r.randint(2, 6)} quarters"
    body = f"""<div class="episode"><h1>{E(title)}</h1><p class="ep-meta">{E(c.ts(c.P, 'date_long', where='episode date'))} &middot; {r.randint(38, 75)} min</p>
<audio controls preload="none" src="https://cdn.{c.style['domain']}/audio/{n0}.mp3"></audio>
<h2>Chapters</h2><ol class="chapters">{ch}</ol>
<h2>Transcript</h2><div class="transcript"><p><b>[00:00:04] {E(c.people[0])}:</b> Welcome back. We&rsquo;re recording this {E(c.ts(c.P - timedelta(hours=r.randint(2, 20)), 'date_dow_long', where='recording day'))}.</p>
<p><b>[00:02:41] {E(c.people[1])}:</b> The thing with {E(co['short'])} is the next print. They report {E(c.ts(c.fut(3, 30), 'date_long', fwd=True, where='forward report in transcript'))}, and I think the guide matters more than the quarter.</p>
<p><b>[00:14:10] {E(c.people[0])}:</b> Not investment advice, obviously.</p>{leak_para(c, 'body_outcome')}</div>
<h2>More episodes</h2><ul class="eplist">{''.join(lis)}</ul></div>"""
    return dict(title=title, body=body, section='Episodes', nav=['Episodes', 'Newsletter', 'Sponsors', 'About'], jsonld_type='PodcastEpisode')


def s_video(c):
    co, r = c.co, c.r
    title = f"{co['short']} stock: is the selloff overdone? | {r.choice(['Chart Lab', 'The Tape', 'Market Minute'])}"
    upn = []
    for _ in range(r.randint(3, 5)):
        upn.append((c.back(10, 24 * 30), c.headline_past(), False))
    if c.L('table_row'):
        upn.insert(r.randint(0, 2), (c.ldt(), c.headline_outcome() + ' (full breakdown)', True))
    lis = []
    for dt, h, lk in upn:
        s = c.ts(dt, 'iso_z', where=('leak: ' if lk else '') + 'up-next video uploadDate')
        if lk:
            c.items[-1]['quote'] = f'{h} data-upload="{s}"'
        lis.append(f'<li class="compact-video" data-upload="{s}"><a href="/watch?v={"".join(r.choice("abcdefghijkXYZ0123456789_-") for _ in range(11))}">{E(h)}</a><span class="views">{r.randint(2, 900)}K views</span></li>')
    chap = ''.join(f'<a href="#t={m}s">{m // 60}:{m % 60:02d}</a> {E(t)}<br>' for m, t in [(0, 'Intro'), (r.randint(40, 120), 'The chart'), (r.randint(200, 400), 'Earnings setup'), (r.randint(500, 700), 'My levels')])
    body = f"""<div id="watch"><div class="player" data-video-id="{r.randint(10**8, 10**9)}"></div><h1>{E(title)}</h1>
<div id="info"><span class="views">{r.randint(1000, 90000):,} views</span> &middot; <span class="date">Premiered {E(c.ts(c.P, 'date_short', where='upload date'))}</span></div>
<div id="description"><p>Support at ${c.price()} and resistance near ${c.price()}. Earnings are on {E(c.ts(c.fut(2, 25), 'date_short', fwd=True, where='forward earnings in description'))}.</p><p>{chap}</p><p>#stocks #{co['tk']} Not financial advice.</p></div>
<div id="transcript"><h3>Transcript</h3><p><span class="ts">0:04</span> hey everybody, so {E(co['short'])} gapped down {relday(c, c.back(20, 60), c.P, 'relative day in transcript')} and I want to look at the levels</p><p><span class="ts">3:15</span> this is the 200-day right here</p></div>
<div id="related"><ul>{''.join(lis)}</ul></div></div>"""
    return dict(title=title, body=body, section='Watch', chrome='app', nav=['Home', 'Shorts', 'Subscriptions', 'Library'], jsonld_type='VideoObject', sidebar=False,
                comments=std_comments(c, r.randint(2, 5), 'date_short') if r.random() < 0.5 else None, cfmt='date_short')


def _reply_list(c, anchor_f, where, n, texts, late_name='late_reply'):
    r = c.r
    reps = [(c.safe_after_P(), r.choice(texts), False) for _ in range(n)]
    if c.L(late_name):
        reps.append((c.ldt(), r.choice([f"Update: results are out, {c.co['tk']} {c.pct(3, 12):+}% after hours. Thread aged well/badly.", "Decision came in as expected, hold. Yields down a bit.", f"Closed {c.pct(2, 8):+}% today, I'm out."]), True))
    reps.sort(key=lambda x: x[0])
    out = []
    for dt, tx, lk in reps:
        s = c.ts(dt, anchor_f, where=('leak: ' if lk else '') + where)
        if lk:
            c.items[-1]['quote'] = f"{s}: {tx}"
        out.append((r.choice(USERS), s, tx, dt))
    return out


TEXTS = ["Solid DD, but the debt maturity wall worries me.", "I'm holding through earnings, small position.", "IV is way too high to buy calls here.",
         "Source on the guidance number?", "This sub said the same thing last quarter lol", "Sold covered calls against my shares.", "Management has overpromised before."]


def s_reddit(c):
    co, r = c.co, c.r
    title = f"{co['tk']} DD: {r.choice(['why I think the market is wrong', 'bear case nobody mentions', 'earnings play thoughts', 'valuation check'])}"
    reps = _reply_list(c, 'utc_plain', 'reddit comment title stamp', r.randint(3, 7), TEXTS)
    cm = []
    for u, s, tx, dt in reps:
        hrs = max(0, int((dt - c.P).total_seconds() // 3600))
        cm.append(f'<shreddit-comment author="{u}" created-timestamp="{E(s)}"><div slot="commentMeta"><a href="/user/{u}">{u}</a> &middot; <faceplate-timeago ts="{E(s)}" title="{E(s)}">{hrs}h after post</faceplate-timeago></div><div slot="comment"><p>{E(tx)}</p></div></shreddit-comment>')
    edit = ''
    if c.leak == 'relative_update':
        c.leak_hits += 1
        h = int((c.t - c.P).total_seconds() // 3600) + r.randint(2, 8)
        a = c.P + timedelta(hours=h)
        if a > c.t:
            txt = f"EDIT ({h} hours after posting): earnings out, it closed {c.pct(3, 12):+}% — I was wrong on margins."
            c.rel(f"EDIT ({h} hours after posting)", a, a + timedelta(hours=1), 'leak: edit relative to post time', quote=txt)
            edit = f'<p><strong>{E(txt)}</strong></p>'
    body = f"""<shreddit-post post-title="{E(title)}" author="{c.users[0]}" created-timestamp="{E(c.ts(c.P, 'iso_off', where='post created-timestamp'))}">
<div class="post-meta">r/{r.choice(['stocks', 'investing', 'SecurityAnalysis', 'options', 'ValueInvesting'])} &middot; Posted by u/{c.users[0]} &middot; <time title="{E(c.ts(c.P, 'utc_plain', where='post time title'))}">{E(c.ts(c.P, 'us_short' if c.zone in US else 'uk_long', where='post time visible'))}</time></div>
<h1>{E(title)}</h1><div class="md"><p>Long-time lurker. Position: {r.randint(50, 900)} shares, {r.randint(1, 20)} {E(c.ts(c.fut(5, 60), 'date_short', fwd=True, where='forward option expiry'))} calls.</p>
{filler(c, 3)}{edit}</div></shreddit-post>
<div class="comment-tree">{''.join(cm)}</div>"""
    return dict(title=title, body=body, chrome='forum', section='r/stocks', nav=['Home', 'Popular', 'All'], sidebar=r.random() < 0.5, sidebar_title='Related posts', sfmt='date_short')


def s_stocktwits(c):
    co, r = c.co, c.r
    if c.L('relative_ago'):
        anchor = c.ldt()
        aw = 'leak: stream "as of" anchor'
    else:
        anchor = c.P
        aw = 'stream "as of" anchor'
    msgs = []
    for _ in range(r.randint(6, 10)):
        mins = r.randint(1, 60 * 20)
        msgs.append((mins, r.choice(['Bullish', 'Bearish', '']), r.choice([f"${co['tk']} loading more under {c.price()}", f"${co['tk']} that wick tho", f"${co['tk']} puts printing", f"${co['tk']} ER run-up starting", f"${co['tk']} volume drying up", f"${co['tk']} short float is huge"]), False))
    if aw.startswith('leak'):
        gap = int((anchor - c.t).total_seconds() // 60)
        m = max(1, gap - r.randint(1, max(1, gap - 1)))
        msgs.append((m, 'Bullish', f"${co['tk']} BEAT! up {abs(c.pct(4, 15))}% AH, told you all", True))
    msgs.sort()
    out = []
    for mins, sent, tx, lk in msgs:
        if mins < 60:
            ph = f"{mins}m"; a = anchor - timedelta(minutes=mins + 1); b = anchor - timedelta(minutes=mins)
        else:
            ph = f"{mins // 60}h"; a = anchor - timedelta(minutes=(mins // 60 + 1) * 60); b = anchor - timedelta(minutes=(mins // 60) * 60)
        c.rel(ph, a, b, ('leak: ' if lk else '') + 'stream message relative age', quote=(f"{tx} ({ph}, relative to the stream's as-of time)" if lk else None))
        out.append(f'<div class="msg"><a class="u" href="/{r.choice(USERS)}">{r.choice(USERS)}</a> <span class="sent {sent.lower()}">{sent}</span> <span class="age">{ph}</span><p>{E(tx)}</p></div>')
    title = f"${co['tk']} - {co['name']} Stock Price & Chatter"
    body = f"""<div class="symbol-header"><h1>{E(co['name'])} <small>${co['tk']}</small></h1><p class="asof">Stream as of {E(c.ts(anchor, 'us_short' if c.zone in US else 'uk_long', where=aw))}</p>
<p>Watchers {r.randint(5000, 90000):,} &middot; Sentiment {r.choice(['Extremely Bullish', 'Bullish', 'Neutral', 'Bearish'])} &middot; Message volume {r.choice(['High', 'Normal'])}</p></div>
<div class="stream">{''.join(out)}</div>"""
    return dict(title=title, body=body, chrome='forum', section='Symbols', nav=['Home', 'Trending', 'News', 'Earnings', 'Rooms'], sidebar=False)


def s_qa(c):
    co, r = c.co, c.r
    title = r.choice([f"How is {co['short']}'s dividend treated if the ex-date falls on a holiday?", "Why does a bond's yield to worst differ from yield to call here?", f"How do I interpret the diluted share count in {co['short']}'s 10-Q?"])
    asked = c.P
    reps = _reply_list(c, 'utc_plain', 'answer timestamp', r.randint(1, 3),
                       ["The ex-date moves to the next business day; check the exchange notice.", "Yield-to-worst is simply the minimum over all call dates and maturity.",
                        "Use the treasury stock method; the 10-Q footnote shows the bridge.", "See the prospectus supplement, section 'Optional Redemption'."])
    ans = ''.join(f'<div class="answer"><div class="votes">{r.randint(0, 40)}</div><div class="post-text"><p>{E(tx)}</p></div><div class="user-info">answered <span class="relativetime" title="{E(s)}">{E(s)}</span> <a href="/users/{r.randint(1000, 99999)}/{u}">{u}</a></div></div>' for u, s, tx, dt in reps)
    body = f"""<div id="question"><h1 itemprop="name">{E(title)}</h1><div class="q-stats">Asked <time itemprop="dateCreated" datetime="{E(c.ts(asked, 'iso_z', where='asked datetime'))}">{E(c.ts(asked, 'utc_plain', where='asked visible'))}</time> &middot; Viewed {r.randint(40, 9000):,} times</div>
<div class="post-text"><p>I hold {r.randint(10, 500)} shares of {E(co['name'])} ({co['tk']}). The next ex-dividend date is {E(c.ts(c.fut(3, 40), 'date_iso', fwd=True, where='forward ex-date'))}. I have seen conflicting answers.</p><pre><code>qty=100; div=0.{r.randint(10, 99)}</code></pre></div>
<div class="tags"><a>dividends</a> <a>united-states</a> <a>taxes</a></div></div>
<h2>{len(reps)} Answer{'s' if len(reps) != 1 else ''}</h2>{ans}"""
    return dict(title=title, body=body, chrome='forum', section='Questions', nav=['Questions', 'Tags', 'Users', 'Unanswered'], sidebar_title='Linked', sfmt='date_short', jsonld_type='QAPage')


def s_forum(c):
    co, r = c.co, c.r
    title = f"{co['name']} ({co['tk']}) — discussion thread"
    reps = _reply_list(c, 'date_num_us' if c.zone in US else 'uk_long', 'forum post stamp', r.randint(3, 6), TEXTS)
    if c.zone in US:
        reps = reps
    posts = [f'<div class="postbit" id="post{r.randint(10**6, 10**7)}"><div class="postdate">{E(c.ts(c.P, "us_short" if c.zone in US else "uk_long", where="opening post date"))}</div><div class="userinfo">{c.users[0]}<br>Join Date: {E(c.ts(c.back(24 * 500, 24 * 3000), "month", where="join date"))}</div><div class="content"><p>Starting a thread for {E(co["short"])}. Next earnings {E(c.ts(c.fut(3, 40), "date_short", fwd=True, where="forward earnings"))}.</p></div></div>']
    for u, s, tx, dt in reps:
        posts.append(f'<div class="postbit"><div class="postdate">{E(s)}</div><div class="userinfo">{u}</div><div class="content"><p>{E(tx)}</p></div></div>')
    body = f"""<div class="forum"><div class="navbit"><a href="/forum/">Forums</a> &gt; <a href="/forum/stocks/">Individual Stocks</a></div><h1>{E(title)}</h1>{''.join(posts)}</div>"""
    return dict(title=title, body=body, chrome='forum', section='Forums', nav=['Forums', "What's New", 'Search', 'Members'], sidebar=False, css='vb')


def s_hn(c):
    co, r = c.co, c.r
    title = f"{co['name']} is quietly rebuilding its {r.choice(['data centers', 'chip supply', 'payments stack'])}"
    reps = _reply_list(c, 'iso_z', 'comment age title', r.randint(3, 6), ["This is mostly a capex story.", "Worked there; the culture piece is accurate.", "Paywall bypass: archive link", "The numbers don't add up to me.", "Flagged for being an ad."])
    rows = ''.join(f'<tr class="athing comtr"><td class="default"><span class="comhead"><a class="hnuser">{u}</a> <span class="age" title="{E(s)}"><a href="item?id={r.randint(10**7, 10**8)}">{max(0, int((dt - c.P).total_seconds() // 3600))} hours after submission</a></span></span><div class="comment"><span class="commtext">{E(tx)}</span></div></td></tr>' for u, s, tx, dt in reps)
    body = f"""<table id="hnmain"><tr><td><table class="itemlist"><tr class="athing"><td class="title"><span class="titleline"><a href="https://example-news.invalid/{slug(title)}">{E(title)}</a> <span class="sitebit">(example-news.invalid)</span></span></td></tr>
<tr><td class="subtext">{r.randint(20, 700)} points by {c.users[0]} <span class="age" title="{E(c.ts(c.P, 'iso_z', where='submission age title'))}">{E(c.ts(c.P, 'utc_plain', where='submission visible'))}</span> | {len(reps)} comments</td></tr></table>
<table class="comment-tree">{rows}</table></td></tr></table>"""
    return dict(title=title, body=body, chrome='forum', section='news', nav=['new', 'past', 'comments', 'ask', 'show', 'jobs'], sidebar=False, breadcrumb=False, css='hn')


def s_blog(c):
    co, r = c.co, c.r
    title = f"My {local(c.P, c.zone)[0].year} portfolio update: trimming {co['tk']}, adding {c.co2['tk']}"
    body = f"""<article class="post"><h1 class="entry-title">{E(title)}</h1><div class="entry-meta">Posted on <time class="entry-date" datetime="{c.ts(c.P, 'iso_off', where='wp entry-date')}">{E(c.ts(c.P, 'date_long', where='visible post date'))}</time> by {E(c.users[1])}</div>
<div class="entry-content"><p>It&rsquo;s been a while since the last update ({E(c.ts(c.back(24 * 30, 24 * 60), 'date_long', where='previous update date'))}). Here&rsquo;s what changed.</p>
{filler(c, 3)}<ul><li>{co['tk']}: {r.randint(2, 12)}% of portfolio (was {r.randint(2, 12)}%)</li><li>{c.co2['tk']}: new, {r.randint(1, 5)}%</li><li>Cash: {r.randint(2, 20)}%</li></ul>
{leak_para(c, 'body_outcome')}</div></article>"""
    return dict(title=title, body=body, section='Blog', nav=['Home', 'Portfolio', 'Dividends', 'About', 'Contact'], comments=std_comments(c, r.randint(1, 4), 'date_long' if r.random() < 0.4 else 'us_long'), cfmt='us_long', jsonld_type='BlogPosting')


def s_mailchimp(c):
    co, r = c.co, c.r
    title = f"Morning Briefing: {co['short']}, {c.co2['short']} and the week ahead"
    evs = ''.join(f"<li>{E(c.ts(c.fut(k, k + 1), 'date_dow_long', fwd=True, where='forward week-ahead item'))}: {E(x)}</li>" for k, x in zip([1, 2, 3], [f"{c.co2['short']} results", 'Retail sales', 'Central bank minutes']))
    body = f"""<table role="presentation" width="100%" class="mc-body"><tr><td><p class="preheader" style="display:none">{E('Three things to watch — ' + co['short'])}</p>
<h1>{E(title)}</h1><p style="color:#888">{E(c.ts(c.P, 'date_dow_long' if c.zone in US else 'date_uk', where='email date'))} &middot; <a href="*|ARCHIVE|*">View this email in your browser</a></p>
{filler(c, 5)}<h2>Chart of the day</h2><p>{E(c.co2['short'])} has underperformed its sector by {abs(c.pct(3, 20))} percentage points since the start of the year.</p><h2>Week ahead</h2><ul>{evs}</ul>{leak_para(c, 'body_outcome')}
<p style="font-size:11px">You are receiving this email because you opted in. <a href="*|UNSUB|*">Unsubscribe</a></p></td></tr></table>"""
    return dict(title=title, body=body, chrome='plain', breadcrumb=False, section='Campaign', nav=['Subscribe', 'Past Issues', 'RSS'], css='mc', meta=False, jsonld=False)

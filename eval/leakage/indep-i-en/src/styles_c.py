"""Official, filing, institutional and reference site styles."""
from datetime import timedelta, datetime
from core import E, std_comments
from kit import tf, df, byline, filler, relday, table, dated_rows, leak_para, correction, US
from tzfmt import local, fmt, UTC


def _list_rows(c, n, step_h, f, mk, where, leak_name='table_row', newest=None):
    return dated_rows(c, n, step_h, f, mk, where, newest=newest, leak_name=leak_name)


def s_cb_statement(c):
    r = c.r
    bank = c.style['bank']
    rate = r.choice([0.25, 0.5, 1.0, 1.75, 2.5, 3.25, 4.0, 4.5, 5.25])
    nxt = c.fut(20, 50)
    rel = _list_rows(c, r.randint(3, 5), 24 * r.randint(10, 30), 'date_long', lambda dt, k: [f'<a href="/newsevents/pr{r.randint(1000, 9999)}.htm">{E(r.choice(["Minutes of the Committee meeting", "Statement on longer-run goals", "Discount rate meeting minutes", "Bank term funding program update", "Supervisory stress test results"]))}</a>'], 'recent press release', newest=c.back(24 * 3, 24 * 10))
    body = f"""<div id="article"><p class="article__time">{E(c.ts(c.P, 'date_long', where='statement date'))}</p><h1>{E(bank)} issues policy statement</h1>
<p class="releaseTime">For release at {E(c.ts(c.P, 'time_only', where='release time'))}</p>
<p>Recent indicators suggest that economic activity has continued to expand at a solid pace. Job gains have moderated, and the unemployment rate has moved up but remains low. Inflation has made further progress toward the Committee's 2 percent objective but remains somewhat elevated.</p>
<p>In support of its goals, the Committee decided to maintain the target range for the policy rate at {rate - 0.25:.2f} to {rate:.2f} percent. In considering the extent and timing of additional adjustments, the Committee will carefully assess incoming data.</p>
<p>Voting for the monetary policy action were {E(', '.join(c.people[:4]))}.</p>
<p>The next scheduled meeting is {E(c.ts(nxt, 'date_long', fwd=True, where='forward next meeting'))}. The minutes of this meeting will be released three weeks after the date of the policy decision.</p>
<h3>Recent press releases</h3>{table(['Date', 'Release'], rel)}</div>"""
    return dict(title=f"{bank} issues policy statement", body=body, chrome='gov', section='Monetary Policy', nav=['About', 'News & Events', 'Monetary Policy', 'Supervision', 'Data'], jsonld_type='GovernmentPermit' if False else 'Article')


def s_cb_minutes(c):
    r = c.r
    bank = c.style['bank']
    meet = c.back(24 * 20, 24 * 22)
    mtgs = []
    months = []
    base = c.back(0, 0)
    # meeting calendar: past meetings with minutes links, future meetings without
    cal = []
    for k in range(1, 4):
        d = meet - timedelta(days=45 * k)
        cal.append((d, 'past'))
    for k in range(1, 3):
        cal.append((c.fut(20 * k, 20 * k + 10), 'fwd'))
    if c.L('table_row'):
        cal.append((c.ldt('date') + timedelta(days=r.randint(0, 10)), 'leak'))
    cal.sort()
    rows = []
    for d, kind in cal:
        s = c.ts(d, 'date_long', where=('leak: meeting with minutes released' if kind == 'leak' else ('forward meeting' if kind == 'fwd' else 'past meeting')), fwd=(kind == 'fwd'))
        if kind == 'fwd':
            rows.append([E(s), 'Statement: &mdash;', 'Minutes: &mdash;'])
        else:
            ms = c.ts(d + timedelta(days=21), 'date_long', where=('leak: minutes released date' if kind == 'leak' else 'minutes released'))
            rows.append([E(s), '<a href="#">Statement</a>', f'<a href="#">Minutes</a> (Released {E(ms)})'])
            if kind == 'leak':
                c.items[-2]['quote'] = f"row: {s} | Statement | Minutes (Released {ms})"
    body = f"""<div id="article"><h1>Minutes of the Monetary Policy Committee Meeting</h1><p>Meeting held {E(c.ts(meet, 'date_long', where='meeting date'))}; minutes released {E(c.ts(c.P, tf(c, True), where='minutes release'))}</p>
<p>Participants' discussion of current conditions: participants observed that inflation remained above the Committee's longer-run goal. Several participants noted that the labor market had come into better balance.</p>
{filler(c, 2)}
<p>It was agreed that the next meeting would be held on {E(c.ts(c.fut(5, 40), 'date_long', fwd=True, where='forward next meeting'))}.</p>
<h3>Meeting calendar</h3>{table(['Meeting', 'Statement', 'Minutes'], rows)}</div>"""
    return dict(title='Minutes of the Monetary Policy Committee', body=body, chrome='gov', section='Monetary Policy', nav=['About', 'News & Events', 'Monetary Policy', 'Data'])


def s_stats_release(c):
    r = c.r
    ind = r.choice(['Consumer Price Index', 'Producer Price Index', 'Industrial Production', 'Retail Trade', 'Labour Force Survey'])
    L = local(c.P, c.zone)[0]
    # reference months: months before P's month - 1
    months = []
    y, m = L.year, L.month - 1
    for k in range(r.randint(5, 8)):
        if m == 0:
            y, m = y - 1, 12
        months.append((y, m)); m -= 1
    if c.L('table_row'):
        Lt = local(c.t, c.zone)[0]
        yy, mm = Lt.year + (Lt.month == 12), Lt.month % 12 + 1
        months.insert(0, (yy, mm, 'leak'))
    rows = []
    for mo in months:
        dt = datetime(mo[0], mo[1], 15, 12, tzinfo=UTC)
        lk = len(mo) > 2
        s = c.ts(dt, 'month', where=('leak: filled reference-month row after t' if lk else 'reference month row'))
        v = f"{r.uniform(-0.5, 6):.1f}"
        if lk:
            c.items[-1]['quote'] = f"row: {s} | {v}"
        rows.append([E(s), v, f"{r.uniform(-0.5, 1):.1f}"])
    rev = ''
    if c.L('revision_note'):
        lt = c.ldt()
        s = c.ts(lt, tf(c, True), where='leak: revision note')
        rev = f'<div class="revision-note"><h3>Revision note</h3><p>{E(s)}: Figures for the two most recent months were revised following the annual benchmark review.</p></div>'
        c.items[-1]['quote'] = f"{s}: Figures for the two most recent months were revised"
    oldrev = c.ts(c.back(24 * 30, 24 * 90), 'date_long' if c.zone in US else 'date_uk', where='old revision note')
    body = f"""<div class="release"><h1>{ind}, {E(fmt(datetime(months[-1][0], months[-1][1], 15, 12, tzinfo=UTC), 'month'))} onward</h1>
<p class="release-date">Release date: {E(c.ts(c.P, tf(c, True), where='release date'))} &middot; Next release: {E(c.ts(c.fut(20, 35), 'date_long' if c.zone in US else 'date_uk', fwd=True, where='forward next release'))}</p>
<p>Main points: the annual rate was {r.uniform(0.5, 6):.1f}% in the latest month, compared with {r.uniform(0.5, 6):.1f}% in the previous month.</p>
{table(['Reference month', '12-month rate (%)', '1-month rate (%)'], rows)}
<div class="revisions"><h3>Revisions</h3><p>{E(oldrev)}: Seasonal factors updated. Table {r.randint(1, 9)}.{r.randint(1, 9)} corrected.</p></div>{rev}</div>"""
    return dict(title=f"{ind} — statistical release", body=body, chrome='gov', section='Statistics', nav=['Economy', 'People', 'Business', 'Releases calendar', 'Methodology'])


def _edgar_head(c, co):
    cik = f"{c.r.randint(1000000, 1999999):010d}"
    return cik


def s_edgar_index(c):
    co, r = c.co, c.r
    cik = _edgar_head(c, co)
    acc = f"{cik}-{local(c.P, 'ET')[0].year % 100:02d}-{r.randint(100, 99999):06d}"
    form = r.choice(['8-K', '10-Q', 'SC 13D/A', 'DEF 14A', '424B2'])
    filed = c.P
    per = c.back(24 * 1, 24 * 4)
    rows = [[str(k + 1), E(x), f'<a href="/Archives/edgar/data/{int(cik)}/{acc.replace("-", "")}/{n}">{n}</a>', E(typ), f"{r.randint(10, 900)}{r.choice(['KB', 'MB'])[:2]}"] for k, (x, n, typ) in enumerate([(form, f"{co['tk'].lower()}-{fmt(per, 'date_compact', 'ET')}.htm", form), ('EXHIBIT 99.1', 'ex99-1.htm', 'EX-99.1'), ('XBRL INSTANCE', f"{co['tk'].lower()}-{fmt(per, 'date_compact', 'ET')}_htm.xml", 'XML')])]
    c.ts(per, 'date_compact', zone='ET', where='file name date')
    other = dated_rows(c, r.randint(4, 7), 24 * r.randint(5, 25), 'date_iso', lambda dt, k: [E(r.choice(['4', '8-K', '10-Q', 'SC 13G', '144', 'S-8'])), f'<a href="#">Documents</a>'], 'company filing list row', newest=c.back(24, 24 * 5), leak_name='filing_list')
    body = f"""<div id="PageTitle">Filing Detail</div><div id="secNum">SEC Accession No. {acc}</div>
<div class="formGrouping"><div class="infoHead">Filing Date</div><div class="info">{E(c.ts(filed, 'date_iso', zone='ET', where='filing date'))}</div>
<div class="infoHead">Accepted</div><div class="info">{E(c.ts(filed, 'utc_sec', zone='ET', where='accepted'))}</div>
<div class="infoHead">Period of Report</div><div class="info">{E(c.ts(per, 'date_iso', zone='ET', where='period of report'))}</div></div>
<div class="companyInfo"><span class="companyName">{E(co['name'].upper())} (Filer) CIK: <a href="#">{cik}</a></span><p>State of Incorp.: DE | Fiscal Year End: 1231</p></div>
<table class="tableFile" summary="Document Format Files"><tr><th>Seq</th><th>Description</th><th>Document</th><th>Type</th><th>Size</th></tr>{''.join('<tr>' + ''.join(f'<td>{x}</td>' for x in rw) + '</tr>' for rw in rows)}</table>
<h3>Recent filings by this company</h3>{table(['Filed', 'Form', 'Link'], other, cls='tableFile2')}"""
    return dict(title=f"EDGAR Filing Documents for {acc}", body=body, chrome='filing', breadcrumb=False, sidebar=False, nav=['Company Filings', 'Full-Text Search', 'EDGAR'])


def s_edgar_exhibit(c):
    co, r = c.co, c.r
    qend = c.back(24 * 25, 24 * 40)
    body = f"""<div style="font-family:Times New Roman"><p style="text-align:right">Exhibit 99.1</p><p style="text-align:center"><b>{E(co['name'].upper())} REPORTS {r.choice(['FOURTH', 'FIRST', 'SECOND', 'THIRD'])} QUARTER RESULTS</b></p>
<p>{E(c.style['city'].upper())}, {E(c.ts(c.P, 'date_long', zone='ET', where='exhibit dateline'))} &mdash; {E(co['name'])} (&ldquo;{E(co['short'])}&rdquo; or the &ldquo;Company&rdquo;) ({co['exch']}: {co['tk']}) today reported results for the quarter ended {E(c.ts(qend, 'date_long', zone='ET', where='quarter ended'))}.</p>
<ul><li>Revenue of ${r.uniform(0.2, 9):.2f} billion, up {r.randint(1, 19)}% year over year</li><li>Diluted EPS of ${r.uniform(0.1, 4):.2f}</li><li>Board declares quarterly dividend of ${r.uniform(0.05, 1):.2f} payable {E(c.ts(c.fut(10, 40), 'date_long', zone='ET', fwd=True, where='forward dividend payable'))}</li></ul>
<p>The Company will host a conference call at 5:00 p.m. Eastern Time today. A replay will be available until {E(c.ts(c.fut(14, 30), 'date_long', zone='ET', fwd=True, where='forward replay end'))}.</p>
<p><b>Forward-Looking Statements</b> This press release contains forward-looking statements within the meaning of Section 27A of the Securities Act of 1933 and Section 21E of the Securities Exchange Act of 1934.</p>
{table(['(in millions)', 'Three Months Ended', 'Prior Year'], [['Revenue', f"{r.randint(200, 9000):,}", f"{r.randint(200, 9000):,}"], ['Operating income', f"{r.randint(10, 900):,}", f"{r.randint(10, 900):,}"], ['Net income', f"{r.randint(5, 700):,}", f"{r.randint(5, 700):,}"]])}
<p><b>Non-GAAP Financial Measures</b> The Company presents adjusted EBITDA and adjusted EPS, which exclude restructuring charges, acquisition-related amortization and the impact of discrete tax items.</p>
{filler(c, 4)}
<p><b>About {E(co['name'])}</b> {E(co['name'])} is a provider of {E(co['sector'])} products and services with operations in more than {r.randint(10, 60)} countries.</p>
<p>Investor contact: {E(c.people[4])}, Vice President, Investor Relations</p>
{leak_para(c, 'body_outcome', f='date_long')}</div>"""
    return dict(title=f"ex99-1.htm", body=body, chrome='filing', breadcrumb=False, sidebar=False, nav=['EDGAR'], css='sec')


def s_form4(c):
    co, r = c.co, c.r
    def cells(dt, k):
        return [E(r.choice(c.people)), r.choice(['S', 'P', 'M', 'F']), f"{r.randint(100, 90000):,}", f"${c.price()}", f"{r.randint(1000, 900000):,}"]
    rows = dated_rows(c, r.randint(5, 9), 24 * r.randint(2, 10), 'date_iso', cells, 'insider transaction filed row', newest=c.P)
    body = f"""<div class="insider"><h1>{E(co['name'])} ({co['tk']}) Insider Transactions (Form 4)</h1><p>Source: SEC EDGAR; updated {E(c.ts(c.P, tf(c), where='page updated'))}. Transactions under Rule 10b5-1 plans are marked.</p>{table(['Filed', 'Insider', 'Code', 'Shares', 'Price', 'Owned after'], rows)}</div>"""
    return dict(title=f"{co['tk']} Insider Trading", body=body, chrome='app', section='Insiders')


def s_rating_action(c):
    co, r = c.co, c.r
    ag = c.style['agency']
    rt = r.choice(['BBB', 'BBB-', 'BB+', 'A-', 'Baa2', 'Ba1'])
    hist = dated_rows(c, r.randint(3, 6), 24 * r.randint(90, 300), 'date_long' if c.zone in US else 'date_uk', lambda dt, k: [r.choice(['Affirmed', 'Downgraded', 'Upgraded', 'Outlook revised']), r.choice(['BBB', 'BBB-', 'BB+', 'A-']), r.choice(['Stable', 'Negative', 'Positive'])], 'rating history row', newest=c.P)
    body = f"""<div class="ratingaction"><h1>{E(ag)} {r.choice(['Affirms', 'Downgrades', 'Places on Watch Negative'])} {E(co['name'])} at '{rt}'; Outlook {r.choice(['Stable', 'Negative'])}</h1>
<p class="meta">{E(c.ts(c.P, tf(c, True), where='action timestamp'))} &middot; Rating Action Commentary</p>
<p>{E(ag)} has taken the rating action on {E(co['name'])}'s Long-Term Issuer Default Rating. The senior unsecured notes due {r.randint(2027, 2035)} are also affected.</p>
<h3>Key rating drivers</h3>{filler(c, 3)}
<h3>Rating sensitivities</h3><p>Factors that could lead to a downgrade include gross leverage sustained above {r.uniform(3, 5):.1f}x.</p>
{correction(c)}<h3>Rating history</h3>{table(['Date', 'Action', 'Rating', 'Outlook'], hist)}
<p class="disclaimer">ALL CREDIT RATINGS ARE SUBJECT TO CERTAIN LIMITATIONS AND DISCLAIMERS.</p></div>"""
    return dict(title=f"{ag} rating action: {co['name']}", body=body, section='Research', nav=['Ratings', 'Research', 'Sectors', 'Criteria', 'Webinars'], sidebar_title='Related rating actions')


def s_court_docket(c):
    co, r = c.co, c.r
    y = local(c.P, 'ET')[0].year % 100
    case = f"1:{y - r.randint(0, 1):02d}-cv-{r.randint(1000, 9999):05d}"
    def cells(dt, k):
        return [str(r.randint(20, 300)), E(r.choice(['MOTION to Dismiss', 'ORDER granting extension', 'MEMORANDUM in Opposition', 'NOTICE of Appearance', 'STIPULATION and Proposed Order', 'TRANSCRIPT of Proceedings']))]
    rows = dated_rows(c, r.randint(5, 9), 24 * r.randint(2, 12), 'date_num_us', cells, 'docket entry', newest=c.P)
    body = f"""<div class="docket"><h1>In re {E(co['name'])} Securities Litigation</h1><p>Case No. {case} (S.D.N.Y.) &middot; Assigned to Judge {E(c.people[0])} &middot; Filed {E(c.ts(c.back(24 * 200, 24 * 600), 'date_num_us', where='case filed'))}</p>
<p>Nature of suit: 850 Securities/Commodities &middot; Jury demand: Plaintiff</p>
<p>Hearing on motion to dismiss set for {E(c.ts(c.fut(7, 80), 'date_num_us', fwd=True, where='forward hearing'))}.</p>
{table(['Date filed', '#', 'Docket text'], rows)}<p class="fine">Docket as of {E(c.ts(c.P, tf(c), where='docket as of'))}.</p></div>"""
    return dict(title=f"{co['name']} Securities Litigation Docket", body=body, chrome='forum', section='Dockets', nav=['Search', 'Dockets', 'Alerts', 'Opinions'], sidebar=False)


def s_enforcement(c):
    co, r = c.co, c.r
    num = f"{local(c.P, 'ET')[0].year}-{r.randint(10, 250)}"
    rel = dated_rows(c, r.randint(3, 5), 24 * r.randint(1, 6), 'date_short', lambda dt, k: [E(r.choice(['Agency charges adviser with cherry-picking', 'Agency obtains final judgment in offering fraud', 'Agency charges issuer over misleading disclosures', 'Agency bars broker for unauthorized trading']))], 'related press release', newest=c.back(24, 24 * 6))
    body = f"""<div class="press-release"><p class="release-number">Press Release {num}</p><h1>Agency Charges {E(co['name'])} and Former Executives with Accounting Fraud</h1>
<p class="date">Washington D.C., {E(c.ts(c.P, 'date_long', zone='ET', where='release date'))}</p>
<p>The agency today charged {E(co['name'])} and two former executives with inflating revenue. Without admitting or denying the findings, {E(co['short'])} agreed to pay a ${r.randint(2, 90)} million civil penalty.</p>
{filler(c, 2)}<p>The litigated case against the individuals is scheduled for trial beginning {E(c.ts(c.fut(60, 300), 'date_long', fwd=True, where='forward trial'))}.</p>
{correction(c, f='us_long')}<h3>Related releases</h3>{table(['Date', 'Title'], rel)}
<p class="last-reviewed">Last Reviewed or Updated: {E(c.ts(c.M or c.P, 'date_short', zone='ET', where='last reviewed'))}</p></div>"""
    return dict(title=f"Agency charges {co['name']}", body=body, chrome='gov', section='Newsroom', nav=['Newsroom', 'Enforcement', 'Rules', 'Filings', 'Education'])


def s_ir_event(c):
    co, r = c.co, c.r
    up = c.fut(5, 80)
    arch = dated_rows(c, r.randint(3, 6), 24 * 91, 'date_long', lambda dt, k: [E(f"{r.choice(['Q1', 'Q2', 'Q3', 'Q4'])} Earnings Call"), '<a href="#">Webcast replay</a> | <a href="#">Slides (PDF)</a> | <a href="#">Transcript</a>'], 'past event archive row', newest=c.back(24 * 1, 24 * 40))
    body = f"""<div class="ir-events"><h1>Events &amp; Presentations</h1>
<div class="upcoming"><h2>Upcoming events</h2><div class="event"><h3>{E(co['short'])} {r.choice(['Q1', 'Q2', 'Q3', 'Q4'])} Earnings Conference Call</h3><p>{E(c.ts(up, 'us_dow' if c.zone in US else 'uk_long', fwd=True, where='forward event'))}</p><p><a href="#">Add to calendar</a> &middot; Webcast link will be available 15 minutes prior.</p></div>
<div class="event"><h3>Investor Day</h3><p>{E(c.ts(c.fut(20, 160), 'date_long', fwd=True, where='forward investor day'))}</p></div></div>
<h2>Past events</h2>{table(['Date', 'Event', 'Materials'], arch)}<p class="upd">Page updated {E(c.ts(c.P, tf(c), where='page updated'))}</p></div>"""
    return dict(title=f"{co['name']} — Events & Presentations", body=body, section='Investors', nav=['Overview', 'News', 'Events', 'Financials', 'Stock', 'Governance'], sidebar=False)


def s_transcript(c):
    co, r = c.co, c.r
    call = c.P - timedelta(minutes=r.randint(40, 300))
    q = r.choice(['Q1', 'Q2', 'Q3', 'Q4'])
    more = dated_rows(c, r.randint(3, 5), 24 * r.randint(1, 7), 'date_short', lambda dt, k: [E(f"{r.choice([c.co2, c.co3])['name']} {r.choice(['Q1', 'Q2', 'Q3', 'Q4'])} earnings call transcript")], 'more transcripts row', newest=c.back(2, 24 * 3))
    parts = [(c.people[0], 'CEO'), (c.people[1], 'CFO'), (c.people[2], f"Analyst, {r.choice(['Dunmore Securities', 'Paxton Lane', 'Hollis & Co.'])}")]
    body = f"""<article class="transcript"><h1>{E(co['name'])} ({co['tk']}) {q} Earnings Call Transcript</h1>
<p class="meta">Call date: {E(c.ts(call, 'us_long' if c.zone in US else 'uk_long', where='call date'))} &middot; Transcript posted {E(c.ts(c.P, tf(c), where='transcript posted'))}</p>
<h2>Prepared remarks</h2><p><b>Operator</b>: Good day and welcome to the {E(co['name'])} {q} earnings conference call. This call is being recorded.</p>
<p><b>{E(parts[0][0])} &mdash; {parts[0][1]}</b>: Thanks, operator. We delivered revenue of ${r.uniform(0.5, 9):.2f} billion. Our next investor update will be at our analyst day on {E(c.ts(c.fut(10, 120), 'date_long', fwd=True, where='forward analyst day'))}.</p>
<p><b>{E(parts[1][0])} &mdash; {parts[1][1]}</b>: For the next quarter we expect revenue between ${r.uniform(0.5, 5):.2f} and ${r.uniform(5, 9):.2f} billion. {E(filler(c, 1)[3:-4])}</p>
<h2>Questions and answers</h2><p><b>{E(parts[2][0])} &mdash; {parts[2][1]}</b>: Thanks for taking the question. On the 2026 targets, is the margin bridge unchanged?</p><p><b>{E(parts[1][0])}</b>: Yes. We still see {r.randint(18, 30)}% by fiscal 2026.</p>
<h3>More earnings call transcripts</h3>{table(['Date', 'Transcript'], more)}</article>"""
    return dict(title=f"{co['name']} ({co['tk']}) {q} Earnings Call Transcript", body=body, section='Transcripts', nav=['Transcripts', 'Earnings', 'Stocks', 'Premium'], sidebar_title='Recent transcripts')


def s_press_wire(c):
    co, r = c.co, c.r
    if c.L('embargo_after'):
        emb = c.ldt()
        ew = 'leak: embargo lifts after t'
    else:
        emb = c.P
        ew = 'embargo time'
    es = c.ts(emb, 'us_long' if c.zone in US else 'uk_long', where=ew)
    if ew.startswith('leak'):
        c.items[-1]['quote'] = f"EMBARGOED UNTIL {es}"
    dist = c.P - timedelta(minutes=r.randint(20, 600)) if ew.startswith('leak') else c.P
    body = f"""<div class="release"><p class="embargo"><b>EMBARGOED UNTIL {E(es)}</b></p><h1>{E(co['name'])} Announces {r.choice(['Strategic Partnership with Northgate Labs', 'Appointment of New Chief Financial Officer', 'Agreement to Acquire Fenwick Controls', 'Record Backlog and Updated Outlook'])}</h1>
<p class="dist">Distributed {E(c.ts(dist, tf(c), where='wire distribution time'))} via {E(c.style['site'])}</p>
<p>{E(c.style['city'].upper())}, {E(fmt(dist, 'date_long', c.zone))} /{E(c.style['site'])}/ &mdash; {E(co['name'])} ({co['exch']}: {co['tk']}) today announced the transaction, which is expected to close in the second half of the year, subject to regulatory approvals.</p>
{filler(c, 2)}<p><b>About {E(co['name'])}</b><br>{E(co['name'])} is a leading provider of {E(co['sector'])} products.</p><p>Media contact: {E(c.people[3])}, +1 (555) 01{r.randint(10, 99)}-{r.randint(1000, 9999)}</p></div>"""
    c.ts(dist, 'date_long', where='dateline')
    return dict(title=f"{co['name']} Announces", body=body, section='News Releases', nav=['News', 'Products', 'Contact', 'Log in'], sidebar_title='More news from this source', sfmt='date_short')


def s_conference(c):
    r = c.r
    day1 = c.fut(2, 40)
    sess = []
    past = c.back(24 * 30, 24 * 300)
    for k in range(r.randint(5, 8)):
        co = r.choice([c.co, c.co2, c.co3])
        sess.append([E(c.ts(day1 + timedelta(hours=k), 'time_only', fwd=True, where='forward session')), E(f"Fireside chat: {co['name']} ({co['tk']})"), E(r.choice(c.people))])
    last = ''
    if c.L('table_row'):
        lt = c.ldt('date')
        s = c.ts(lt, 'date_long', where='leak: recording posted')
        last = f'<p class="recording">Recordings of all sessions posted {E(s)} &mdash; <a href="#">watch on demand</a>. {E(c.co["short"])} reiterated guidance on stage; shares rose {abs(c.pct(2, 8))}%.</p>'
        c.items[-1]['quote'] = f"Recordings of all sessions posted {s}; {c.co['short']} reiterated guidance on stage"
    body = f"""<div class="agenda"><h1>{r.choice(['Global Industrials', 'TMT', 'Consumer & Retail', 'Energy Transition'])} Conference {local(day1, c.zone)[0].year}</h1>
<p>{E(c.ts(day1, 'date_dow_long' if c.zone in US else 'date_uk', fwd=True, where='forward conference day'))} &middot; {E(c.style['city'])} &middot; Agenda published {E(c.ts(c.P, 'date_long', where='agenda published'))}</p>{last}
{table(['Time', 'Session', 'Moderator'], sess)}<p>Last year&rsquo;s event ({E(c.ts(past, 'date_long', where='last year event'))}) drew {r.randint(300, 2000)} attendees. Registration closes {E(c.ts(c.fut(1, 10), 'date_long', fwd=True, where='forward registration close'))}.</p></div>"""
    return dict(title='Conference Agenda', body=body, section='Events', nav=['Agenda', 'Speakers', 'Venue', 'Register'], sidebar=False)


def s_wiki(c):
    co, r = c.co, c.r
    if c.L('revision_note'):
        ed = c.ldt()
        ew = 'leak: last edited'
    else:
        ed = c.P
        ew = 'last edited'
    es = c.ts(ed, 'wiki', where=ew) if False else None
    L, abbr, _ = local(ed, 'UTC')
    txt = f"This page was last edited on {L.day} {fmt(ed, 'month', 'UTC').split()[0]} {L.year}, at {L.hour:02d}:{L.minute:02d} (UTC)."
    a = ed.replace(second=0); c.rel(txt, a, a + timedelta(seconds=59), ew, quote=txt if ew.startswith('leak') else None)
    founded = r.randint(1950, 2012)
    inf = [['Traded as', f"{co['exch']}: {co['tk']}"], ['Industry', E(co['sector'].title())], ['Founded', str(founded)], ['Revenue', f"US${r.uniform(1, 40):.1f} billion ({local(c.P, 'UTC')[0].year - 1})"], ['Number of employees', f"{r.randint(2000, 90000):,}"]]
    if c.L('table_row'):
        lt = c.ldt('date')
        s = c.ts(lt, 'date_uk', zone='UTC', where='leak: infobox latest event')
        inf.append(['Latest results', E(f"Quarterly EPS ${r.uniform(0.3, 3):.2f}, reported {s}")])
        c.items[-1]['quote'] = f"Latest results: reported {s}"
    infob = '<table class="infobox vcard">' + ''.join(f'<tr><th>{k}</th><td>{v}</td></tr>' for k, v in inf) + '</table>'
    refs = ''.join(f'<li><cite>"{E(c.headline_past(co))}". <i>The Ledger Daily</i>. {E(c.ts(c.back(24 * 3, 24 * 400), "date_uk", zone="UTC", where="reference accessed"))}. Retrieved {E(c.ts(c.back(24 * 2, 24 * 3), "date_uk", zone="UTC", where="retrieved"))}.</cite></li>' for _ in range(r.randint(3, 5)))
    body = f"""<div id="content" class="mw-body"><h1 id="firstHeading">{E(co['name'])}</h1><div id="siteSub">From Wikifinance, the free encyclopedia</div>{infob}
<p><b>{E(co['name'])}</b> is an American {E(co['sector'])} company founded in {founded}. Its shares trade on the {co['exch']}.</p>
<h2>History</h2>{filler(c, 3)}<h2>References</h2><ol class="references">{refs}</ol>
<div id="footer-info-lastmod">{E(txt)}</div></div>"""
    return dict(title=co['name'], body=body, chrome='plain', breadcrumb=False, section='Wiki', nav=['Main page', 'Contents', 'Current events', 'Random article'], jsonld=False, meta=False, sidebar=False, css='vector')


def s_agm_results(c):
    co, r = c.co, c.r
    mtg = c.back(24 * 1, 24 * 4)
    props = [[str(k + 1), E(x), f"{r.randint(50, 900):,},{r.randint(100, 999)}", f"{r.randint(1, 90):,},{r.randint(100, 999)}", r.choice(['Passed', 'Passed', 'Failed'])] for k, x in enumerate(['Election of directors', 'Ratification of auditor', 'Say-on-pay (advisory)', 'Shareholder proposal: climate report'])]
    body = f"""<div class="agm"><h1>{E(co['name'])} Announces Results of Annual Meeting of Stockholders</h1><p>{E(c.ts(c.P, tf(c), where='release stamp'))}</p>
<p>The annual meeting was held on {E(c.ts(mtg, 'date_long', where='meeting date'))}. Holders of {r.randint(60, 95)}% of shares outstanding as of the record date, {E(c.ts(mtg - timedelta(days=50), 'date_long', where='record date'))}, were represented.</p>
{table(['Proposal', 'Description', 'For', 'Against', 'Result'], props)}<p>Next year&rsquo;s meeting is expected in {E(c.ts(c.fut(300, 360), 'month', fwd=True, where='forward next AGM'))}.</p>{leak_para(c, 'body_outcome')}</div>"""
    return dict(title=f"{co['name']} annual meeting results", body=body, section='News', nav=['Overview', 'News', 'Governance', 'Stock'], sidebar=False)


def s_muni_notice(c):
    r = c.r
    iss = r.choice(['Harbor County Water Authority', 'City of Ellsmere', 'Tri-Valley School District', 'State Turnpike Commission'])
    docs = dated_rows(c, r.randint(4, 7), 24 * r.randint(20, 120), 'date_num_us', lambda dt, k: [E(r.choice(['Annual Financial Information', 'Audited Financial Statements', 'Event Notice: Rating Change', 'Event Notice: Bond Call', 'Budget'])), f"{r.randint(1, 9)} pages"], 'continuing disclosure row', newest=c.P)
    body = f"""<div class="emma"><h1>{E(iss)} — Continuing Disclosure</h1><p>Series {r.randint(2012, 2021)}A Revenue Bonds, maturing {E(c.ts(c.fut(365 * 3, 365 * 20), 'date_num_us', fwd=True, where='forward maturity'))}. CUSIP 4{r.randint(10000, 99999)}{r.choice('ABCDEFGH')}{r.randint(1, 9)}.</p>
{table(['Posted', 'Document type', 'Size'], docs)}<p>Next scheduled interest payment: {E(c.ts(c.fut(10, 180), 'date_num_us', fwd=True, where='forward coupon'))}.</p></div>"""
    return dict(title=f"{iss} Disclosure Documents", body=body, chrome='gov', section='Disclosures', nav=['Market Activity', 'Tools', 'Learn', 'Search'])


def s_exchange_circular(c):
    co, r = c.co, c.r
    eff = c.fut(3, 20)
    body = f"""<div class="circular"><p class="ref">Circular No. {local(c.P, c.zone)[0].year}/{r.randint(100, 999)}</p><h1>Index Review: Constituent Changes</h1>
<p>Issued {E(c.ts(c.P, tf(c, True), where='circular issued'))}</p>
<p>Following the quarterly review, the index committee announces that {E(co['name'])} ({co['tk']}) will be added to the index and {E(c.co2['name'])} ({c.co2['tk']}) removed, effective prior to the open on {E(c.ts(eff, 'date_long' if c.zone in US else 'date_uk', fwd=True, where='forward effective date'))}.</p>
<p>The review used prices as of the close on {E(c.ts(c.back(24 * 5, 24 * 10), 'date_long' if c.zone in US else 'date_uk', where='review price date'))}.</p>{leak_para(c, 'body_outcome')}{correction(c)}</div>"""
    return dict(title='Index Review: Constituent Changes', body=body, chrome='gov', section='Circulars', nav=['Trading', 'Listings', 'Indices', 'Circulars', 'Data'])

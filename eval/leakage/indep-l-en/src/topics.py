"""Topic families. Each fills the context with prose, a scheduled event (E),
clean related items/comments (before the label time) and a leak fact (after E)."""
import datetime as dt
from core import U, loc, ZONES, fmt, esc
from zoneinfo import ZoneInfo

REGZ = {'US': 'ET', 'UK': 'UK', 'AU': 'SYD', 'CA': 'TOR', 'IN': 'IN', 'SG': 'SG',
        'HK': 'HK', 'ZA': 'ZA', 'NZ': 'NZ', 'IE': 'DUB'}
REGL = {'US': 'us', 'CA': 'us'}

COMPANIES = [
    ('Halvorsen Freight Corp', 'Halvorsen', 'HVF', 'NYSE', 'US', 'trucking and logistics', '$'),
    ('Copperline Software Inc', 'Copperline', 'CPLN', 'Nasdaq', 'US', 'enterprise software', '$'),
    ('Quillon Semiconductor', 'Quillon', 'QLSM', 'Nasdaq', 'US', 'AI accelerator chips', '$'),
    ('Bramblewood Homes', 'Bramblewood', 'BWH', 'NYSE', 'US', 'homebuilding', '$'),
    ('Ostrander Energy Partners', 'Ostrander', 'OSTR', 'NYSE', 'US', 'shale oil', '$'),
    ('Meridian Lakes Bancorp', 'Meridian Lakes', 'MLBC', 'Nasdaq', 'US', 'regional banking', '$'),
    ('Pellucid Health Systems', 'Pellucid', 'PLCD', 'Nasdaq', 'US', 'medical devices', '$'),
    ('Ashcombe plc', 'Ashcombe', 'ASHC', 'LSE', 'UK', 'support services', '&pound;'),
    ('Fenwick Marsh Insurance', 'Fenwick Marsh', 'FMI', 'LSE', 'UK', 'specialty insurance', '&pound;'),
    ('Harrowgate Utilities', 'Harrowgate', 'HGU', 'LSE', 'UK', 'water utilities', '&pound;'),
    ('Kilbride Mining plc', 'Kilbride', 'KLB', 'AIM', 'UK', 'copper mining', '&pound;'),
    ('Brightwater Minerals', 'Brightwater', 'BWM', 'ASX', 'AU', 'lithium mining', 'A$'),
    ('Coralbay Health', 'Coralbay', 'CBH', 'ASX', 'AU', 'private hospitals', 'A$'),
    ('Tallis Bank', 'Tallis', 'TLB', 'ASX', 'AU', 'banking', 'A$'),
    ('Calder Energy', 'Calder', 'CDE', 'TSX', 'CA', 'oil sands', 'C$'),
    ('Northreach Rail', 'Northreach', 'NRR', 'TSX', 'CA', 'freight rail', 'C$'),
    ('Laurentide Gold', 'Laurentide', 'LGD', 'TSX', 'CA', 'gold mining', 'C$'),
    ('Sahyadri Power Ltd', 'Sahyadri Power', 'SAHYPWR', 'NSE', 'IN', 'power generation', '&#8377;'),
    ('Kaveri Fintech', 'Kaveri', 'KAVFIN', 'NSE', 'IN', 'digital lending', '&#8377;'),
    ('Vindhya Cement', 'Vindhya', 'VINDCEM', 'NSE', 'IN', 'cement', '&#8377;'),
    ('Marina Cove Holdings', 'Marina Cove', 'MCH', 'SGX', 'SG', 'shipping', 'S$'),
    ('Straits Harbour REIT', 'Straits Harbour', 'SHR', 'SGX', 'SG', 'industrial REIT', 'S$'),
    ('Kowloon Pearl Properties', 'Kowloon Pearl', '1287', 'HKEX', 'HK', 'property development', 'HK$'),
    ('Tsing Yi Logistics', 'Tsing Yi', '2381', 'HKEX', 'HK', 'port logistics', 'HK$'),
    ('Highveld Platinum', 'Highveld', 'HVP', 'JSE', 'ZA', 'platinum group metals', 'R'),
    ('Karoo Telecom', 'Karoo', 'KTC', 'JSE', 'ZA', 'mobile telecoms', 'R'),
    ('Southern Alps Energy', 'Southern Alps', 'SAE', 'NZX', 'NZ', 'hydro generation', 'NZ$'),
    ('Tasman Dairy Co-operative', 'Tasman Dairy', 'TDC', 'NZX', 'NZ', 'dairy', 'NZ$'),
    ('Liffey Building Materials', 'Liffey', 'LBM', 'Euronext Dublin', 'IE', 'building materials', '&euro;'),
    ('Shannon Aviation Leasing', 'Shannon Aviation', 'SAL', 'Euronext Dublin', 'IE', 'aircraft leasing', '&euro;'),
]

BANKS = {
    'US': ('Federal Reserve', 'FOMC', 'federal funds target range', 'Chair', 14, 0, 'ET'),
    'UK': ('Bank of England', 'MPC', 'Bank Rate', 'Governor', 12, 0, 'UK'),
    'AU': ('Reserve Bank of Australia', 'Monetary Policy Board', 'cash rate target', 'Governor', 14, 30, 'SYD'),
    'CA': ('Bank of Canada', 'Governing Council', 'policy rate', 'Governor', 9, 45, 'TOR'),
    'IN': ('Reserve Bank of India', 'MPC', 'repo rate', 'Governor', 10, 0, 'IN'),
    'NZ': ('Reserve Bank of New Zealand', 'Monetary Policy Committee', 'Official Cash Rate', 'Governor', 14, 0, 'NZ'),
    'ZA': ('South African Reserve Bank', 'MPC', 'repo rate', 'Governor', 15, 0, 'ZA'),
    'IE': ('European Central Bank', 'Governing Council', 'deposit facility rate', 'President', 14, 15, 'DUB'),
    'SG': ('Monetary Authority of Singapore', 'MAS', 'S$NEER policy band slope', 'Managing Director', 8, 0, 'SG'),
    'HK': ('Hong Kong Monetary Authority', 'HKMA', 'base rate', 'Chief Executive', 6, 30, 'HK'),
}
DATA = {
    'US': [('consumer price index', 'CPI', 'Bureau of Labor Statistics', 8, 30, '%'),
           ('nonfarm payrolls', 'payrolls', 'Bureau of Labor Statistics', 8, 30, 'k'),
           ('retail sales', 'retail sales', 'Census Bureau', 8, 30, '%')],
    'UK': [('consumer prices index', 'CPI', 'Office for National Statistics', 7, 0, '%'),
           ('gross domestic product', 'GDP', 'Office for National Statistics', 7, 0, '%')],
    'AU': [('monthly CPI indicator', 'CPI', 'Australian Bureau of Statistics', 11, 30, '%'),
           ('labour force survey', 'unemployment rate', 'Australian Bureau of Statistics', 11, 30, '%')],
    'CA': [('Labour Force Survey', 'unemployment rate', 'Statistics Canada', 8, 30, '%'),
           ('consumer price index', 'CPI', 'Statistics Canada', 8, 30, '%')],
    'IN': [('consumer price index', 'CPI inflation', 'Ministry of Statistics', 16, 0, '%'),
           ('index of industrial production', 'IIP', 'Ministry of Statistics', 16, 0, '%')],
    'NZ': [('gross domestic product', 'GDP', 'Stats NZ', 10, 45, '%')],
    'ZA': [('consumer price index', 'CPI', 'Stats SA', 10, 0, '%')],
    'IE': [('modified domestic demand', 'MDD', 'Central Statistics Office', 11, 0, '%')],
    'SG': [('core inflation', 'MAS core inflation', 'Department of Statistics', 13, 0, '%')],
    'HK': [('gross domestic product', 'GDP', 'Census and Statistics Department', 16, 30, '%')],
}
COMMOD = [('Brent crude', '$', 'a barrel', 62, 95, 'OPEC+ ministerial meeting'),
          ('WTI crude', '$', 'a barrel', 58, 90, 'EIA weekly inventory report'),
          ('gold', '$', 'an ounce', 2900, 4300, 'US jobs report'),
          ('copper', '$', 'a tonne', 9100, 11800, 'China trade data'),
          ('iron ore', '$', 'a tonne', 88, 128, 'China steel output figures'),
          ('wheat', '$', 'a bushel', 5, 7, 'USDA WASDE report'),
          ('lithium carbonate', 'CNY', 'a tonne', 70000, 110000, 'Guangzhou futures expiry')]
FX = [('EUR/USD', 1.04, 1.19, 'ECB meeting'), ('GBP/USD', 1.22, 1.38, 'Bank of England decision'),
      ('USD/JPY', 138, 158, 'Bank of Japan meeting'), ('AUD/USD', 0.61, 0.70, 'RBA decision'),
      ('USD/INR', 84.0, 89.5, 'RBI policy review'), ('USD/ZAR', 17.0, 19.4, 'SARB decision'),
      ('NZD/USD', 0.55, 0.63, 'RBNZ review'), ('USD/CAD', 1.33, 1.45, 'Bank of Canada decision')]
COINS = [('Bitcoin', 'BTC', 58000, 128000), ('Ether', 'ETH', 1900, 4800), ('Solana', 'SOL', 95, 260)]

ANALYSTS = ['Priya Raman', 'Tom Whitcombe', 'Dana Okafor', 'Lachlan Reid', 'Siobhan Kelly',
            'Marcus Leung', 'Ayesha Patel', 'Ben Hargreaves', 'Nomvula Dlamini', 'Hamish Grant',
            'Rachel Cheng', 'Julien Arsenault', 'Kavita Menon', 'Owen Pryce']
FIRMS = ['Kestrel Street Research', 'Haldane Lowe Securities', 'Bellweather Capital Markets',
         'Northgate Partners', 'Arundel & Co', 'Pinecrest Equity Research', 'Tidewater Brokers']
HANDLES = ['valuehunter88', 'theta_gang_tim', 'quietcompounder', 'macro_mike', 'dividend_dan',
           'burnsie_au', 'chartist_kw', 'lurker2019', 'ringfenced', 'pennywise_ca', 'bondvigilante',
           'rupee_ranger', 'sg_reit_fan', 'kiwi_saver_ken', 'jozi_trader', 'gilt_edged', 'ocr_watcher',
           'hodl_harriet', 'sats_stacker', 'boglehead_bex']
GENERIC_COMMENTS = [
    'Priced in, if you ask me. The options market is implying a move of about {mv}% either way.',
    'I trimmed my position last week. Not brave enough to hold through this one.',
    'Good write-up. The margin point is the one nobody talks about.',
    'Consensus looks too high to me, but I have been wrong before.',
    'Anyone know if the call is webcast or dial-in only?',
    'Still holding. Long-term story has not changed.',
    'The bears have been loud for months and it keeps grinding higher.',
    'Worth reading the footnotes on the last report before getting excited.',
    'My broker says liquidity will be thin ahead of the event.',
    'Nice summary, thanks. Bookmarked for later.',
]


def the_(a):
    return a if a.startswith(('Statistics', 'Stats')) else 'the ' + a


def at_local(u, z, H, M, add_days=0):
    l = loc(u, z) + dt.timedelta(days=add_days)
    l = l.replace(hour=H, minute=M, second=0, microsecond=0)
    # avoid weekends
    while l.weekday() >= 5:
        l = l + dt.timedelta(days=1)
    return l.astimezone(dt.timezone.utc)


def H(h):
    return dt.timedelta(hours=h)


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def fill_common(c, rng, sym_hint=''):
    """clean related (before P) and comments (after P, before c.comment_cap)."""
    P = c.P
    n = rng.randint(3, 6)
    heads = list(c.related_pool)
    rng.shuffle(heads)
    c.related_clean = [(P - H(rng.uniform(3, 24 * 12)), h) for h in heads[:n]]
    ncom = rng.randint(2, 5)
    cap = c.comment_cap
    span = (cap - P).total_seconds() / 3600
    coms = []
    pool = list(c.comment_pool)
    rng.shuffle(pool)
    for i in range(min(ncom, len(pool))):
        u = P + H(rng.uniform(0.2, max(0.3, span)))
        txt = pool[i].replace('{mv}', str(rng.randint(4, 12)))
        coms.append(dict(who=pick(rng, HANDLES), u=u.replace(second=0, microsecond=0), text=txt))
    c.comments_clean = coms


def company(rng, region=None):
    xs = [x for x in COMPANIES if region is None or x[4] in region]
    n, s, sym, ex, reg, sec, cur = pick(rng, xs)
    return dict(name=n, short=s, sym=sym, exch=ex, reg=reg, sector=sec, cur=cur)


# ---------------------------------------------------------------- families
def earn_preview(c, rng, P):
    e = c.ent
    q = rng.randint(1, 4)
    fy = loc(P, c.zone).year
    qn = ['first', 'second', 'third', 'fourth'][q - 1] + '-quarter'
    amc = rng.random() < 0.6
    E = at_local(P, REGZ[e['reg']], 16 if amc else 7, 5 if amc else 0, rng.randint(2, 12))
    c.E = E
    eps = round(rng.uniform(0.3, 4.5), 2)
    rev = round(rng.uniform(0.4, 12.0), 2)
    beat = rng.random() < 0.6
    eps_a = round(eps * (1 + (rng.uniform(0.04, 0.2) if beat else -rng.uniform(0.05, 0.25))), 2)
    mv = round(rng.uniform(3, 14), 1)
    an, firm = pick(rng, ANALYSTS), pick(rng, FIRMS)
    cur = e['cur']
    c.title = pick(rng, [f"{e['short']} {qn} preview: margins in focus as {e['sector']} demand cools",
                         f"What to expect from {e['short']}'s {qn} results",
                         f"{e['short']} earnings preview: Street looks for {cur}{eps:.2f} a share"])
    c.dek = f"Consensus sits at {cur}{eps:.2f} a share on revenue of {cur}{rev:.2f} billion; guidance is the swing factor."
    prev = P - H(rng.uniform(24 * 40, 24 * 80))
    c.paras = [
        f"{esc(e['name'])} ({e['exch']}: {e['sym']}) is scheduled to report {qn} results on {c.dd(E, 'sched', 'report date')} {'after the market closes' if amc else 'before the opening bell'}. Analysts expect earnings of {cur}{eps:.2f} a share on revenue of {cur}{rev:.2f} billion.",
        f"The shares have moved {rng.uniform(2, 18):.1f}% since the company's previous update on {c.dd(prev, 'content', 'previous update')}, when management kept its full-year outlook unchanged despite softer order intake.",
        f"&ldquo;The bar is not especially high, but investors will want to hear that pricing is holding,&rdquo; said {an}, an analyst at {firm}, who rates the stock overweight.",
        f"Options pricing implies a move of roughly {rng.uniform(4, 11):.1f}% in either direction after the release. The company holds its conference call at {'5:00 p.m.' if amc else '8:30 a.m.'} local time on the day.",
    ]
    c.summary = c.dek
    dir_ = 'beats' if beat else 'misses'
    c.leak = dict(u=E + H(0.1), event='the scheduled results release',
                  head=f"{e['short']} {dir_} {qn} forecasts with EPS of {cur}{eps_a:.2f}; shares {'jump' if beat else 'slide'} {mv}%",
                  sent=f"{e['short']} reported {qn} earnings of {cur}{eps_a:.2f} a share, {'ahead of' if beat else 'short of'} the {cur}{eps:.2f} consensus.",
                  comment=f"{eps_a:.2f} vs {eps:.2f} est. {'Called it' if beat else 'Ouch'}. {'Up' if beat else 'Down'} {mv}% after the print.",
                  tick=f"{e['sym']} {'&#9650;' if beat else '&#9660;'}{mv}% after {qn} EPS {cur}{eps_a:.2f}",
                  row=(f"Q{q} EPS (actual)", f"{cur}{eps_a:.2f}"))
    c.related_pool = [f"{e['short']} names new chief financial officer", f"{e['sector'].capitalize()} peers flag weaker second half",
                      f"Analysts trim {e['short']} price targets ahead of results", f"{e['short']} completes bolt-on acquisition",
                      f"Sector ETF sees third week of outflows", f"Short interest in {e['sym']} climbs to two-year high"]
    c.comment_pool = GENERIC_COMMENTS
    c.kv = [('Next earnings', c.dd(E, 'sched')), ('EPS est.', f"{cur}{eps:.2f}"), ('Rev. est.', f"{cur}{rev:.2f}B"),
            ('P/E (TTM)', f"{rng.uniform(8, 40):.1f}"), ('Div. yield', f"{rng.uniform(0, 4):.2f}%"),
            ('Mkt cap', f"{cur}{rng.uniform(1, 90):.1f}B")]


def earn_recap(c, rng, P):
    e = c.ent
    cur = e['cur']
    h = rng.choice([2, 4, 6])
    rev = round(rng.uniform(0.5, 14), 2)
    up = rng.random() < 0.5
    mv = round(rng.uniform(2, 12), 1)
    E = at_local(P, REGZ[e['reg']], 10, 0, rng.randint(6, 30))
    c.E = E
    tgt = round(rng.uniform(20, 140), 0)
    c.title = pick(rng, [f"{e['short']} shares {'rise' if up else 'fall'} after results; outlook {'raised' if up else 'trimmed'}",
                         f"{e['short']} results: revenue of {cur}{rev:.2f}bn, dividend held",
                         f"{e['short']} {'beats' if up else 'lags'} forecasts, {'lifts' if up else 'cuts'} full-year guide"])
    c.dek = f"The {e['sector']} group reported revenue of {cur}{rev:.2f}bn and said its investor day is set for {c.dd(E, 'sched')}."
    c.paras = [
        f"{esc(e['name'])} ({e['exch']}: {e['sym']}) shares {'rose' if up else 'fell'} {mv}% in early trade after the company reported half-year revenue of {cur}{rev:.2f} billion and {'raised' if up else 'trimmed'} its full-year outlook.",
        f"Management said cost savings of {cur}{rng.randint(40, 400)} million were on track and that the board had approved an unchanged interim dividend. Directors will set out a new medium-term plan at an investor day on {c.dd(E, 'sched')}.",
        f"{pick(rng, ANALYSTS)} of {pick(rng, FIRMS)} kept a price target of {cur}{tgt:.0f}, saying the market would likely ignore the one-off restructuring charge.",
        f"The results were released at {c.ts(P - H(h), 'content', 'hm_z' )} ahead of the open.",
    ]
    c.summary = c.dek
    L = E + H(rng.uniform(1, 5))
    c.leak = dict(u=L, event='the investor day',
                  head=f"{e['short']} unveils 2030 targets at investor day, shares {'extend gains' if up else 'slump'}",
                  sent=f"At its investor day {e['short']} set a 2030 margin target of {rng.randint(12, 28)}%.",
                  comment=f"Investor day was a letdown, the 2030 margin target is way below what the sell side wanted.",
                  tick=f"{e['sym']} &#9660;{round(rng.uniform(3, 9), 1)}% on investor-day targets",
                  row=('2030 margin target', f"{rng.randint(12, 28)}%"))
    c.related_pool = [f"{e['short']} cuts 300 roles in restructuring", f"Board approves {cur}500m share buyback at {e['short']}",
                      f"Chair to step down at {e['short']} next year", f"{e['sector'].capitalize()} sector: who wins from lower rates",
                      f"{e['short']} refinances revolving credit facility", f"Pension deficit narrows at {e['short']}"]
    c.comment_pool = GENERIC_COMMENTS
    c.kv = [('Prev. close', f"{cur}{tgt * rng.uniform(0.7, 1.1):.2f}"), ('Investor day', c.dd(E, 'sched')),
            ('Dividend', f"{cur}{rng.uniform(0.05, 1.2):.2f}"), ('Beta', f"{rng.uniform(0.5, 1.6):.2f}")]


def cb_preview(c, rng, P):
    reg = c.reg
    bank, comm, rate, head, HH, MM, z = BANKS[reg]
    E = at_local(P, z, HH, MM, rng.randint(2, 14))
    c.E = E
    r = round(rng.choice([2.25, 2.5, 3.0, 3.35, 3.6, 3.85, 4.1, 4.25, 5.5, 6.0, 6.5, 7.0]), 2)
    move = rng.choice(['cut', 'hold', 'hike'])
    nr = r - 0.25 if move == 'cut' else (r + 0.25 if move == 'hike' else r)
    prob = rng.randint(35, 80)
    c.title = pick(rng, [f"{bank} preview: markets split on {rng.choice(['a cut', 'a pause', 'the path ahead'])}",
                         f"{comm} decision looms with {rate} at {r:.2f}%",
                         f"Will the {bank} move? Economists weigh in before {comm} meeting"])
    c.dek = f"Swaps price a {prob}% chance of a 25bp move when the {comm} announces its decision."
    c.paras = [
        f"The {bank}'s {comm} announces its next decision on {c.ts(E, 'sched', 'd_us' if c.locale == 'us' else 'd_uk', 'decision')} at {fmt(E, 'hm_z', z).split(',')[0]}. The {rate} currently stands at {r:.2f}%.",
        f"Of {rng.randint(18, 40)} economists surveyed, a majority expect the {rate} to be left unchanged, although overnight index swaps put the probability of a quarter-point move at about {prob}%.",
        f"&ldquo;Recent data have made the call genuinely close,&rdquo; said {pick(rng, ANALYSTS)}, chief economist at {pick(rng, FIRMS)}. &ldquo;We would not ignore the risk of a surprise.&rdquo;",
        f"The {head}'s press conference follows the announcement. Updated staff projections are also due.",
    ]
    c.summary = c.dek
    verb = {'cut': 'cuts', 'hold': 'holds', 'hike': 'raises'}[move]
    c.leak = dict(u=E + H(0.05), event=f'the {comm} decision',
                  head=f"{bank} {verb} {rate} {'to' if move != 'hold' else 'at'} {nr:.2f}%",
                  sent=f"The {comm} {'left the ' + rate + ' unchanged at' if move == 'hold' else ('lowered the ' + rate + ' to' if move == 'cut' else 'raised the ' + rate + ' to')} {nr:.2f}%.",
                  comment=f"{'Hold' if move == 'hold' else move.capitalize()} it is. {nr:.2f}%, vote was closer than I expected.",
                  tick=f"{comm}: {rate} {nr:.2f}% ({move})",
                  row=(f"{comm} decision (actual)", f"{nr:.2f}%"))
    c.related_pool = [f"{bank} minutes show debate over pace of easing", f"Bond yields edge lower before {comm}",
                      f"Wage growth slows for third month", f"Housing credit growth picks up",
                      f"Currency slips as traders trim rate bets", f"Business confidence steadies, survey shows"]
    c.comment_pool = ['Hold is the base case but the statement tone matters more.', 'Futures have been wrong three meetings in a row.',
                      'If they cut here the currency gets smashed.', 'No chance they move before the next CPI print.',
                      'Mortgage holders are hoping, that is for sure.', 'The dissent count is what I am watching.']
    c.kv = [(rate.capitalize(), f"{r:.2f}%"), ('Next decision', c.dd(E, 'sched')), ('Implied move', f"{prob}%")]


def cb_decision(c, rng, P):
    reg = c.reg
    bank, comm, rate, head, HH, MM, z = BANKS[reg]
    r = round(rng.choice([2.5, 3.0, 3.35, 3.6, 3.85, 4.1, 4.25, 5.5, 6.0]), 2)
    E = at_local(P, z, HH, MM, rng.randint(14, 40))
    c.E = E
    c.title = pick(rng, [f"{comm} statement: {rate} maintained at {r:.2f}%", f"Monetary policy decision &ndash; {rate} {r:.2f}%",
                         f"{bank} holds {rate} at {r:.2f}%, signals patience"])
    c.dek = f"The {comm} voted {rng.randint(5, 8)}&ndash;{rng.randint(1, 3)} to leave the {rate} at {r:.2f}%."
    c.paras = [
        f"At its meeting, the {comm} decided to leave the {rate} unchanged at {r:.2f} per cent.",
        f"Inflation has declined substantially from its peak but remains above the midpoint of the target. Underlying inflation is expected to return to target over the next two years.",
        f"The labour market remains tight, although some indicators suggest conditions are easing. Wages growth has eased but productivity growth has not picked up.",
        f"The {comm} remains attentive to the risks and will be guided by incoming data. The next decision is scheduled for {c.dd(E, 'sched')}; minutes of this meeting will be released in due course.",
    ]
    c.summary = c.dek
    L = E + H(0.05)
    nr = r - 0.25
    c.leak = dict(u=L, event=f'the following {comm} meeting',
                  head=f"{bank} lowers {rate} to {nr:.2f}% at next meeting",
                  sent=f"At the following meeting the {comm} reduced the {rate} to {nr:.2f} per cent.",
                  comment=f"And they cut at the next one anyway. {nr:.2f}% now.",
                  tick=f"{comm} {rate}: {nr:.2f}% (cut)",
                  row=('Next decision (actual)', f"{nr:.2f}%"))
    c.related_pool = [f"Statement on monetary policy", f"Speech: the outlook for inflation", f"Financial stability review",
                      f"Minutes of the previous meeting", f"Statistical release: credit aggregates"]
    c.comment_pool = ['Steady as she goes.', 'Statement is slightly more dovish than last time.', 'Forward guidance basically unchanged.',
                      'Interesting that they dropped the line about upside risks.']
    c.kv = [(rate.capitalize(), f"{r:.2f}%"), ('Next meeting', c.dd(E, 'sched'))]


def data_preview(c, rng, P):
    reg = c.reg
    nm, short, agency, HH, MM, unit = pick(rng, DATA[reg])
    z = REGZ[reg]
    E = at_local(P, z, HH, MM, rng.randint(1, 9))
    c.E = E
    f = round(rng.uniform(0.1, 4.5), 1) if unit == '%' else rng.randint(40, 260)
    prev = round(f + rng.uniform(-0.4, 0.4), 1) if unit == '%' else rng.randint(20, 300)
    act = round(f + rng.choice([-0.3, -0.2, 0.2, 0.3, 0.4]), 1) if unit == '%' else f + rng.choice([-60, -35, 40, 75])
    u_ = '%' if unit == '%' else 'k'
    c.title = pick(rng, [f"{short} preview: economists see {f}{u_}", f"Week ahead: {short} data the main event",
                         f"What to expect from {short} figures"])
    c.dek = f"{the_(agency).capitalize() if the_(agency).startswith('the') else the_(agency)} publishes the figures on {c.dd(E, 'sched')}; the previous reading was {prev}{u_}."
    c.paras = [
        f"{the_(agency)[0].upper() + the_(agency)[1:]} is due to publish {nm} figures at {fmt(E, 'hm_z', z).split(',')[0]} on {c.dd(E, 'sched')}. The median forecast in a poll of economists is {f}{u_}, against {prev}{u_} previously.",
        f"Forecasts range widely, reflecting uncertainty over seasonal adjustment and the timing of administered price changes.",
        f"&ldquo;A print above consensus would push back rate-cut expectations,&rdquo; said {pick(rng, ANALYSTS)} of {pick(rng, FIRMS)}.",
        f"Markets will also watch revisions to earlier months, which have been large this year.",
    ]
    c.summary = c.dek
    c.leak = dict(u=E + H(0.03), event=f'the {short} release',
                  head=f"{short} comes in at {act}{u_} vs {f}{u_} expected",
                  sent=f"{the_(agency)[0].upper() + the_(agency)[1:]} reported {short} of {act}{u_}, against the {f}{u_} consensus.",
                  comment=f"{act}{u_}. {'Hot' if act > f else 'Soft'} print, bonds moving fast.",
                  tick=f"{reg} {short} {act}{u_} (exp {f}{u_})",
                  row=(f"{short} (actual)", f"{act}{u_}"))
    c.cal = dict(name=f"{short} ({nm})", E=E, fc=f"{f}{u_}", prev=f"{prev}{u_}", act=f"{act}{u_}", reg=reg)
    c.related_pool = [f"Treasury yields drift before data", f"Consumer confidence falls to six-month low", f"Producer prices steady",
                      f"Shipping costs ease again", f"Jobless claims little changed", f"Services PMI beats expectations"]
    c.comment_pool = ['Consensus has been too low four months running.', 'Base effects should help this month.',
                      'Revisions are the story, ignore the headline.', 'Petrol prices alone add a tenth.']
    c.kv = [('Consensus', f"{f}{u_}"), ('Previous', f"{prev}{u_}"), ('Release', c.dd(E, 'sched'))]


def data_release(c, rng, P):
    reg = c.reg
    nm, short, agency, HH, MM, unit = pick(rng, DATA[reg])
    z = REGZ[reg]
    v = round(rng.uniform(0.2, 4.5), 1) if unit == '%' else rng.randint(40, 260)
    u_ = '%' if unit == '%' else 'k'
    E = at_local(P, z, HH, MM, rng.randint(20, 34))
    c.E = E
    c.title = pick(rng, [f"{nm.capitalize()}: latest release", f"{short} at {v}{u_} in latest figures",
                         f"Statistical bulletin: {nm}"])
    c.dek = f"{short} was {v}{u_}, compared with {round(v + rng.uniform(-0.5, 0.5), 1)}{u_} in the previous period."
    c.paras = [
        f"Main points: {short} was {v}{u_} in the latest period. The largest upward contributions came from housing and household services.",
        f"Figures are published by {the_(agency)}. Estimates for earlier periods have been revised in line with the revisions policy.",
        f"The next release is scheduled for {c.dd(E, 'sched')}.",
    ]
    c.summary = c.dek
    rv = round(v + rng.choice([-0.2, 0.1, 0.2, -0.3]), 1)
    c.leak = dict(u=E + H(0.02), event='the next release',
                  head=f"Next release: {short} at {rv}{u_}",
                  sent=f"The subsequent release put {short} at {rv}{u_}.",
                  comment=f"Next month's number was {rv}{u_} so this was the peak.",
                  tick=f"{short} {rv}{u_} (next release)",
                  row=(f"{short} (next period)", f"{rv}{u_}"))
    c.related_pool = ['Labour market overview', 'Producer price inflation', 'Retail sales', 'Public sector finances',
                      'House price index', 'Business investment']
    c.comment_pool = ['Housing component still doing the heavy lifting.', 'Thanks for the clear charts.']
    c.kv = [(short, f"{v}{u_}"), ('Next release', c.dd(E, 'sched'))]


def commodity(c, rng, P):
    nm, cur, per, lo, hi, ev = pick(rng, COMMOD)
    px = rng.uniform(lo, hi)
    dp = 2 if px < 200 else 0
    ch = rng.uniform(-2.5, 2.5)
    E = P + H(rng.uniform(30, 24 * 9))
    E = E.replace(minute=0, second=0, microsecond=0)
    c.E = E
    later = px * (1 + rng.choice([-0.06, -0.04, 0.05, 0.07]))
    c.title = pick(rng, [f"{nm.capitalize()} {'edges up' if ch > 0 else 'slips'} as traders await {ev}",
                         f"Commodities wrap: {nm} at {cur}{px:,.{dp}f} {per}", f"{nm.capitalize()} steady ahead of {ev}"])
    c.dek = f"{nm.capitalize()} traded at {cur}{px:,.{dp}f} {per}, {ch:+.1f}% on the session."
    c.paras = [
        f"{nm.capitalize()} {'rose' if ch > 0 else 'fell'} {abs(ch):.1f}% to {cur}{px:,.{dp}f} {per} as traders positioned ahead of the {ev}, due {c.ts(E, 'sched')}.",
        f"Inventories have {'tightened' if ch > 0 else 'built'} for a {rng.choice(['second', 'third', 'fourth'])} straight week, while speculative net length is near its lowest since the spring.",
        f"&ldquo;The market is waiting for a catalyst,&rdquo; said {pick(rng, ANALYSTS)}, a commodities strategist at {pick(rng, FIRMS)}.",
    ]
    c.summary = c.dek
    L = E + H(rng.uniform(2, 30))
    c.leak = dict(u=L, event=f'the {ev}',
                  head=f"{nm.capitalize()} {'tumbles' if later < px else 'surges'} to {cur}{later:,.{dp}f} after {ev}",
                  sent=f"{nm.capitalize()} later settled at {cur}{later:,.{dp}f} {per} following the {ev}.",
                  comment=f"Lol this aged well, {cur}{later:,.{dp}f} after the {ev}.",
                  tick=f"{nm.upper()} {cur}{later:,.{dp}f} {'&#9660;' if later < px else '&#9650;'}",
                  row=(f"{nm.capitalize()} settle (post-{ev.split()[0]})", f"{cur}{later:,.{dp}f}"))
    c.related_pool = ['Gold hovers near record as dollar eases', 'Freight rates climb on Red Sea diversions', 'China imports slow in latest month',
                      'Hedge funds cut bullish bets on crude', 'Coal prices slide on mild weather', 'Aluminium premiums rise in Asia']
    c.comment_pool = ['Contango is widening, that tells you something.', 'Physical market looks tighter than paper.',
                      'Spec positioning is washed out, squeeze risk is real.', 'Nice to see someone mention inventories.']
    c.kv = [(nm.capitalize(), f"{cur}{px:,.{dp}f}"), ('Change', f"{ch:+.1f}%"), ('Next catalyst', ev)]


def fxnote(c, rng, P):
    pair, lo, hi, ev = pick(rng, FX)
    px = rng.uniform(lo, hi)
    dp = 4 if px < 10 else 2
    E = P + H(rng.uniform(20, 24 * 10))
    E = E.replace(minute=0, second=0, microsecond=0)
    c.E = E
    s1, r1 = px * 0.99, px * 1.01
    lat = px * (1 + rng.choice([-0.018, -0.011, 0.012, 0.02]))
    c.title = pick(rng, [f"{pair} daily: range trade into {ev}", f"FX outlook: {pair} holds {px:.{dp}f}", f"{pair} technicals: support at {s1:.{dp}f}"])
    c.dek = f"Spot {pair} last at {px:.{dp}f}; support {s1:.{dp}f}, resistance {r1:.{dp}f}."
    c.paras = [
        f"{pair} is trading at {px:.{dp}f} in {rng.choice(['London', 'New York', 'Asian'])} hours, little changed on the day, with the {ev} ({c.ts(E, 'sched')}) the next major catalyst.",
        f"Technically, the pair is holding above the 50-day moving average. A daily close below {s1:.{dp}f} would open the way to a deeper pullback; resistance sits at {r1:.{dp}f}.",
        f"Positioning data show leveraged funds have trimmed shorts for two weeks. One-week implied volatility is at {rng.uniform(5, 12):.1f}%.",
        "This is not investment advice. Trading FX on margin carries a high level of risk.",
    ]
    c.summary = c.dek
    L = E + H(rng.uniform(3, 36))
    c.leak = dict(u=L, event=f'the {ev}',
                  head=f"{pair} {'breaks below' if lat < px else 'rallies above'} {lat:.{dp}f} after {ev}",
                  sent=f"{pair} closed at {lat:.{dp}f} after the {ev}.",
                  comment=f"Stopped out at {lat:.{dp}f} after the {ev}, so much for support.",
                  tick=f"{pair} {lat:.{dp}f} {'&#9660;' if lat < px else '&#9650;'}",
                  row=(f"{pair} close (post-event)", f"{lat:.{dp}f}"))
    c.related_pool = ['Dollar index steadies near two-month low', 'Yen weakens as yields rise', 'Sterling supported by wage data',
                      'Emerging market currencies mixed', 'Aussie dips on iron ore slide', 'Swiss franc in demand as haven']
    c.comment_pool = ['Fading the range until the event.', 'Carry still favours staying long here.', 'Great levels, thanks.',
                      'Risk reversals tell a different story.']
    c.kv = [(pair, f"{px:.{dp}f}"), ('Support', f"{s1:.{dp}f}"), ('Resistance', f"{r1:.{dp}f}")]


def crypto(c, rng, P):
    nm, sym, lo, hi = pick(rng, COINS)
    px = rng.uniform(lo, hi)
    E = P + H(rng.uniform(24, 24 * 12))
    E = E.replace(minute=0, second=0, microsecond=0)
    c.E = E
    ev = rng.choice([f"options expiry on Deribit", f"SEC deadline on the pending spot {nm} ETF filing", f"FOMC decision", f"token unlock"])
    lat = px * (1 + rng.choice([-0.09, -0.06, 0.07, 0.11]))
    c.title = pick(rng, [f"{nm} holds ${px:,.0f} as traders eye {ev}", f"{sym} price analysis: bulls defend ${px * 0.97:,.0f}",
                         f"{nm} ETF flows turn positive ahead of {ev}"])
    c.dek = f"{sym} is {rng.uniform(-3, 3):+.1f}% over 24 hours; funding rates neutral."
    c.paras = [
        f"{nm} ({sym}) was changing hands at ${px:,.0f} on major venues, with the {ev} ({c.ts(E, 'sched')}) in focus.",
        f"On-chain data show long-term holders have been net sellers for {rng.randint(2, 6)} weeks, while spot ETF products recorded inflows of ${rng.randint(80, 900)} million last week.",
        f"Open interest on perpetual futures sits near ${rng.uniform(8, 40):.1f} billion. A break below ${px * 0.94:,.0f} would likely trigger liquidations, analysts said.",
        "Disclosure: the author holds no position in the assets mentioned.",
    ]
    c.summary = c.dek
    L = E + H(rng.uniform(2, 40))
    c.leak = dict(u=L, event=f'the {ev}',
                  head=f"{nm} {'plunges' if lat < px else 'soars'} to ${lat:,.0f} after {ev}",
                  sent=f"{sym} traded at ${lat:,.0f} after the {ev}.",
                  comment=f"${lat:,.0f} now. {'Rekt' if lat < px else 'Told you'}.",
                  tick=f"{sym} ${lat:,.0f} {'&#9660;' if lat < px else '&#9650;'}",
                  row=(f"{sym} (post-event)", f"${lat:,.0f}"))
    c.related_pool = ['Stablecoin supply hits record', 'Miner revenue falls after difficulty adjustment', 'Exchange reserves drop to multi-year low',
                      'Layer-2 fees spike on airdrop', 'Asia desks report heavy options activity', 'Regulator publishes custody guidance']
    c.comment_pool = ['Funding is flat, nobody is positioned.', 'Max pain is way below spot.', 'Stacking sats regardless.',
                      'ETF flows are the only thing that matters now.', 'This is not financial advice, but...']
    c.kv = [(sym, f"${px:,.0f}"), ('24h vol', f"${rng.uniform(10, 60):.1f}B"), ('Dominance', f"{rng.uniform(45, 62):.1f}%")]


def mna(c, rng, P):
    e = c.ent
    cur = e['cur']
    buyer = pick(rng, ['Granite Peak Capital', 'Orison Holdings', 'Veltmann Group', 'Castlemere Infrastructure', 'Sundara Partners'])
    prem = rng.randint(18, 48)
    px = rng.uniform(5, 90)
    E = at_local(P, REGZ[e['reg']], 10, 0, rng.randint(10, 40))
    c.E = E
    c.title = pick(rng, [f"{buyer} agrees {cur}{px:.2f}-a-share takeover of {e['short']}", f"{e['short']} backs {prem}% premium bid from {buyer}",
                         f"{e['short']} board recommends {buyer} offer"])
    c.dek = f"Shareholders vote on {c.dd(E, 'sched')}; the deal needs competition clearance."
    c.paras = [
        f"{esc(e['name'])} ({e['exch']}: {e['sym']}) said its board had unanimously recommended a cash offer of {cur}{px:.2f} a share from {buyer}, a {prem}% premium to the undisturbed price.",
        f"A scheme meeting has been scheduled for {c.dd(E, 'sched')}. Completion is expected in the second half, subject to regulatory approvals.",
        f"Independent directors said they had considered the offer carefully and would not ignore the certainty of value it provides. A break fee of {cur}{rng.randint(10, 90)} million applies.",
    ]
    c.summary = c.dek
    yes = rng.randint(78, 99)
    c.leak = dict(u=E + H(rng.uniform(2, 6)), event='the shareholder vote',
                  head=f"{e['short']} shareholders approve {buyer} takeover with {yes}% support",
                  sent=f"At the scheme meeting {yes}% of votes cast were in favour.",
                  comment=f"Vote passed with {yes}%, arb spread closed.",
                  tick=f"{e['sym']} scheme approved ({yes}%)",
                  row=('Scheme vote result', f"{yes}% for"))
    c.related_pool = [f"{buyer} raises new infrastructure fund", f"Private equity circles mid-caps", f"{e['short']} CEO sells shares",
                      f"Takeover panel updates guidance", f"Bid speculation lifts sector"]
    c.comment_pool = ['Undervalued, should hold out for more.', 'Arb spread implies some regulatory risk.', 'Glad to be out at this price.']
    c.kv = [('Offer price', f"{cur}{px:.2f}"), ('Premium', f"{prem}%"), ('Scheme meeting', c.dd(E, 'sched'))]


def ipo(c, rng, P):
    e = c.ent
    cur = e['cur']
    lo = rng.uniform(10, 30)
    hi = lo * 1.12
    E = at_local(P, REGZ[e['reg']], 9, 30, rng.randint(3, 15))
    c.E = E
    name = pick(rng, ['Riverine Robotics', 'Solace Pet Health', 'Ardent Payments', 'Helix Grid Storage', 'Paloma Foods'])
    c.title = pick(rng, [f"{name} sets IPO range at {cur}{lo:.0f}&ndash;{cur}{hi:.0f}", f"{name} IPO: what investors need to know",
                         f"{name} targets {cur}{rng.randint(2, 9)}bn valuation in listing"])
    c.dek = f"Trading is expected to begin on {c.dd(E, 'sched')} on the {e['exch']}."
    c.paras = [
        f"{name} said it would offer {rng.randint(10, 40)} million shares at {cur}{lo:.2f} to {cur}{hi:.2f} each, in what would be one of the larger listings on the {e['exch']} this year.",
        f"Shares are expected to begin trading on {c.dd(E, 'sched')}. Joint bookrunners include {pick(rng, FIRMS)} and {pick(rng, FIRMS)}.",
        f"The company reported revenue growth of {rng.randint(18, 70)}% last year but remains loss-making. It plans to use AI tools in underwriting, according to its prospectus.",
    ]
    c.summary = c.dek
    pp = hi * 1.05
    pop = rng.randint(12, 60)
    c.leak = dict(u=E + H(rng.uniform(1, 6)), event='the first day of trading',
                  head=f"{name} soars {pop}% in market debut after pricing above range",
                  sent=f"{name} priced at {cur}{pp:.2f} and closed its first day up {pop}%.",
                  comment=f"Opened {pop}% up, allocation was tiny though.",
                  tick=f"{name.split()[0].upper()[:4]} +{pop}% debut",
                  row=('IPO price (final)', f"{cur}{pp:.2f}"))
    c.related_pool = ['IPO window reopens after quiet summer', 'Lock-up expiries loom for last year\'s listings', 'Exchange cuts listing fees',
                      'Dual-class shares debate returns', 'Retail allocation rules tightened']
    c.comment_pool = ['Valuation looks rich for a loss-maker.', 'Will apply but expect to get scaled back.', 'Bookrunner line-up is solid.']
    c.kv = [('Range', f"{cur}{lo:.2f}&ndash;{cur}{hi:.2f}"), ('Expected listing', c.dd(E, 'sched'))]


def regulator(c, rng, P):
    e = c.ent
    cur = e['cur']
    reg_n = {'US': 'Securities and Exchange Commission', 'UK': 'Financial Conduct Authority', 'AU': 'Australian Securities and Investments Commission',
             'CA': 'Ontario Securities Commission', 'IN': 'Securities and Exchange Board of India', 'SG': 'Monetary Authority of Singapore',
             'HK': 'Securities and Futures Commission', 'ZA': 'Financial Sector Conduct Authority', 'NZ': 'Financial Markets Authority',
             'IE': 'Central Bank of Ireland'}[e['reg']]
    E = at_local(P, REGZ[e['reg']], 10, 0, rng.randint(12, 45))
    c.E = E
    c.regname = reg_n
    c.title = pick(rng, [f"{reg_n} commences proceedings against {e['name']}", f"{reg_n} statement on {e['short']} disclosure review",
                         f"Notice: {reg_n} opens consultation after {e['short']} review"])
    c.dek = f"A hearing is listed for {c.dd(E, 'sched')}."
    c.paras = [
        f"The {reg_n} has commenced proceedings against {esc(e['name'])} alleging that the company failed to disclose material information about its {e['sector']} operations in a timely manner.",
        f"The matter is listed for a first hearing on {c.dd(E, 'sched')}. The {reg_n} is seeking declarations, pecuniary penalties and costs.",
        f"{e['short']} said in a statement that it would defend the proceedings and that it had cooperated fully with the review. Its board has appointed an independent committee.",
        "As the matter is now before the court, the regulator will not be making further comment.",
    ]
    c.summary = c.dek
    fine = rng.randint(5, 120)
    c.leak = dict(u=E + H(rng.uniform(3, 8)), event='the hearing',
                  head=f"Court orders {e['short']} to pay {cur}{fine}m penalty",
                  sent=f"The court ordered {e['short']} to pay a penalty of {cur}{fine} million.",
                  comment=f"{cur}{fine}m fine, basically a rounding error for them.",
                  tick=f"{e['sym']} fined {cur}{fine}m",
                  row=('Penalty ordered', f"{cur}{fine}m"))
    c.related_pool = ['Enforcement update: quarterly report', 'Regulator releases guidance on continuous disclosure', 'Consultation on climate reporting closes',
                      'Licensing changes for wholesale funds', 'Speech: priorities for the year ahead']
    c.comment_pool = ['About time.', 'The disclosure lag was obvious at the time.', 'Bet this settles before trial.']
    c.kv = [('Hearing', c.dd(E, 'sched')), ('Entity', e['name'])]


def dividend(c, rng, P):
    e = c.ent
    cur = e['cur']
    dps = rng.uniform(0.05, 3.0)
    E = at_local(P, REGZ[e['reg']], 9, 0, rng.randint(8, 30))
    c.E = E
    c.title = pick(rng, [f"{e['short']} declares dividend of {cur}{dps:.2f} per share", f"{e['short']} board approves final dividend and buyback",
                         f"Dividend announcement &ndash; {e['name']}"])
    c.dek = f"Ex-dividend date {c.dd(E, 'sched')}; payment to follow."
    c.paras = [
        f"The board of {esc(e['name'])} has approved a dividend of {cur}{dps:.2f} per ordinary share. The ex-dividend date is {c.dd(E, 'sched')}, with payment on {c.dd(E + H(24 * 14), 'sched')}.",
        f"The board also approved an on-market buyback of up to {cur}{rng.randint(50, 900)} million, to be conducted over the next twelve months.",
        f"A dividend reinvestment plan will operate, with no discount applied. Shareholders may override a previous election by notifying the registry before the record date.",
    ]
    c.summary = c.dek
    sp = rng.uniform(0.1, 1.0)
    c.leak = dict(u=E + H(rng.uniform(24 * 10, 24 * 40)), event='a later board meeting',
                  head=f"{e['short']} declares special dividend of {cur}{sp:.2f}",
                  sent=f"The board subsequently declared a special dividend of {cur}{sp:.2f}.",
                  comment=f"Special div of {cur}{sp:.2f} just announced, nice bonus.",
                  tick=f"{e['sym']} special div {cur}{sp:.2f}",
                  row=('Special dividend', f"{cur}{sp:.2f}"))
    c.related_pool = ['Dividend reinvestment plan rules', 'Annual report', 'Notice of annual general meeting', 'Investor presentation',
                      'Sustainability report']
    c.comment_pool = ['Yield looks sustainable on current payout ratio.', 'Happy holder here.', 'Would rather they paid down debt.']
    c.kv = [('Dividend', f"{cur}{dps:.2f}"), ('Ex-date', c.dd(E, 'sched'))]


FAMILIES = {'earn_preview': earn_preview, 'earn_recap': earn_recap, 'cb_preview': cb_preview, 'cb_decision': cb_decision,
            'data_preview': data_preview, 'data_release': data_release, 'commodity': commodity, 'fx': fxnote, 'crypto': crypto,
            'mna': mna, 'ipo': ipo, 'regulator': regulator, 'dividend': dividend}
COMPANY_FAMS = {'earn_preview', 'earn_recap', 'mna', 'ipo', 'regulator', 'dividend'}


def auction(c, rng, P):
    reg = c.reg if c.reg in ('US', 'UK', 'AU', 'CA', 'IN', 'NZ', 'ZA', 'IE') else 'UK'
    off = {'US': 'Treasury', 'UK': 'Debt Management Office', 'AU': 'AOFM', 'CA': 'Bank of Canada (as fiscal agent)', 'IN': 'RBI (on behalf of the Government)',
           'NZ': 'NZ Debt Management', 'ZA': 'National Treasury', 'IE': 'NTMA'}[reg]
    ten = rng.choice([2, 5, 10, 30])
    amt = rng.choice([1.5, 2, 3, 4.25, 5, 12, 39, 42])
    z = REGZ[reg]
    E = at_local(P, z, 10 if reg != 'US' else 13, 0 if reg != 'US' else 0, rng.randint(2, 6))
    c.E = E
    y = rng.uniform(2.8, 7.2)
    c.title = f"{off}: tender of {ten}-year bonds, {amt} billion"
    c.dek = f"Bids close {c.ts(E, 'sched')}; the previous {ten}-year line cleared at {y:.3f}%."
    c.paras = [f"The {off} announces a tender of {amt} billion nominal of the {ten}-year benchmark bond. Bids must be lodged before the close of the tender window on {c.dd(E, 'sched')}.",
               f"At the previous tender of this line the weighted average yield was {y:.3f}% with a bid-to-cover ratio of {rng.uniform(2.0, 3.4):.2f}.",
               "Settlement is on a T+2 basis. Results are published shortly after the tender closes."]
    c.summary = c.dek
    wy = y + rng.choice([-0.12, -0.05, 0.04, 0.09])
    bc = rng.uniform(1.9, 3.6)
    c.leak = dict(u=E + H(0.25), event='the tender',
                  head=f"{ten}-year tender result: {wy:.3f}% weighted average, cover {bc:.2f}x",
                  sent=f"The tender cleared at a weighted average yield of {wy:.3f}% with cover of {bc:.2f} times.",
                  comment=f"Tailed badly, {wy:.3f}% and only {bc:.2f}x cover.",
                  tick=f"{ten}Y tender {wy:.3f}% ({bc:.2f}x)",
                  row=('Weighted average yield (result)', f"{wy:.3f}%"))
    c.related_pool = ['Issuance calendar for the quarter', 'Syndicated tap of the long bond', 'Investor consultation outcome',
                      'Linker programme update', 'Gross financing requirement revised']
    c.comment_pool = ['Supply indigestion is real at the long end.', 'Expect decent demand from real money.']
    c.kv = [('Tenor', f"{ten} years"), ('Amount', f"{amt}bn"), ('Previous yield', f"{y:.3f}%"), ('Tender close', c.dd(E, 'sched'))]


FAMILIES['auction'] = auction

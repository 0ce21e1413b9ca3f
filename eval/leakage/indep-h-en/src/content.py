"""Fictional companies, regions and finance story generators."""
from core import *

REG = {
    'US': dict(tz='America/New_York', cur='$', cb='the Federal Reserve', cbs='the Fed', stats='the Labor Department', country='U.S.', city='NEW YORK', uk=False, pc='%', idx='S&P 500', cpi_time=(8, 30), bond='10-year Treasury'),
    'UK': dict(tz='Europe/London', cur='\u00a3', cb='the Bank of England', cbs='the Bank', stats='the Office for National Statistics', country='UK', city='LONDON', uk=True, pc=' per cent', idx='FTSE 100', cpi_time=(7, 0), bond='10-year gilt'),
    'CA': dict(tz='America/Toronto', cur='C$', cb='the Bank of Canada', cbs='the central bank', stats='Statistics Canada', country='Canadian', city='TORONTO', uk=False, pc=' per cent', idx='S&P/TSX composite index', cpi_time=(8, 30), bond='10-year Canada bond'),
    'AU': dict(tz='Australia/Sydney', cur='A$', cb='the Reserve Bank of Australia', cbs='the RBA', stats='the Australian Bureau of Statistics', country='Australian', city='SYDNEY', uk=True, pc=' per cent', idx='S&P/ASX 200', cpi_time=(11, 30), bond='10-year Commonwealth bond'),
    'IN': dict(tz='Asia/Kolkata', cur='Rs ', cb='the Reserve Bank of India', cbs='the RBI', stats='the statistics ministry', country='India\'s', city='MUMBAI', uk=True, pc=' per cent', idx='Nifty 50', cpi_time=(16, 0), bond='10-year government bond'),
    'SG': dict(tz='Asia/Singapore', cur='S$', cb='the Monetary Authority of Singapore', cbs='MAS', stats='the Department of Statistics', country='Singapore\'s', city='SINGAPORE', uk=True, pc=' per cent', idx='Straits Times Index', cpi_time=(13, 0), bond='10-year SGS bond'),
    'ZA': dict(tz='Africa/Johannesburg', cur='R', cb='the South African Reserve Bank', cbs='the Reserve Bank', stats='Statistics South Africa', country='South African', city='JOHANNESBURG', uk=True, pc='%', idx='JSE all-share index', cpi_time=(10, 0), bond='10-year government bond'),
    'IE': dict(tz='Europe/Dublin', cur='\u20ac', cb='the European Central Bank', cbs='the ECB', stats='the Central Statistics Office', country='Irish', city='DUBLIN', uk=True, pc=' per cent', idx='Iseq', cpi_time=(11, 0), bond='10-year Irish bond'),
    'NZ': dict(tz='Pacific/Auckland', cur='NZ$', cb='the Reserve Bank of New Zealand', cbs='the RBNZ', stats='Stats NZ', country='New Zealand', city='WELLINGTON', uk=True, pc=' per cent', idx='S&P/NZX 50', cpi_time=(10, 45), bond='10-year government bond'),
    'HK': dict(tz='Asia/Hong_Kong', cur='HK$', cb='the Hong Kong Monetary Authority', cbs='the HKMA', stats='the Census and Statistics Department', country='Hong Kong', city='HONG KONG', uk=True, pc=' per cent', idx='Hang Seng Index', cpi_time=(16, 30), bond='10-year Exchange Fund note'),
}

COS = {
    'US': [dict(name='Orrin Foods Inc.', short='Orrin', tk='ORFD', ex='NYSE', sector='packaged foods', ceo='Dana Whitcombe', hq='Omaha'),
           dict(name='Caraway Semiconductor Corp.', short='Caraway', tk='CRWY', ex='Nasdaq', sector='chips', ceo='Vikram Sethi', hq='Austin'),
           dict(name='Halvorsen Energy Co.', short='Halvorsen', tk='HALV', ex='NYSE', sector='oil and gas', ceo='Marcus Tolland', hq='Houston'),
           dict(name='Bramblecrest Bancorp', short='Bramblecrest', tk='BRCB', ex='Nasdaq', sector='regional banking', ceo='Ellen Marsh', hq='Columbus'),
           dict(name='Tidewell Insurance Group', short='Tidewell', tk='TDWL', ex='NYSE', sector='insurance', ceo='Rafael Ocampo', hq='Hartford'),
           dict(name='Quillfeather Software Inc.', short='Quillfeather', tk='QLFS', ex='Nasdaq', sector='software', ceo='Hannah Okafor', hq='Seattle')],
    'UK': [dict(name='Brightwater Utilities plc', short='Brightwater', tk='BWU', ex='LSE', sector='water', ceo='Fiona Caldwell', hq='Bristol'),
           dict(name='Ashgrove Retail Group', short='Ashgrove', tk='ASHG', ex='LSE', sector='retail', ceo='Tom Pennington', hq='Leeds'),
           dict(name='Northcote Aerospace plc', short='Northcote', tk='NCA', ex='LSE', sector='aerospace', ceo='Imogen Reeve', hq='Derby'),
           dict(name='Fenwick & Marlowe Bank', short='Fenwick & Marlowe', tk='FMB', ex='LSE', sector='banking', ceo='Sir Alastair Greer', hq='London')],
    'CA': [dict(name='Northlake Rail Corp.', short='Northlake', tk='NLR', ex='TSX', sector='rail', ceo='Genevieve Tremblay', hq='Montreal'),
           dict(name='Cobalt Ridge Mining Ltd.', short='Cobalt Ridge', tk='CRM', ex='TSX', sector='mining', ceo='Darren Kowalski', hq='Vancouver')],
    'AU': [dict(name='Kestrel Mining Ltd', short='Kestrel', tk='KSM', ex='ASX', sector='iron ore', ceo='Bronwyn Hale', hq='Perth'),
           dict(name='Southern Pearl Bank', short='Southern Pearl', tk='SPB', ex='ASX', sector='banking', ceo='Angus McLeod', hq='Melbourne'),
           dict(name='Wattle Energy Ltd', short='Wattle', tk='WTL', ex='ASX', sector='gas', ceo='Priya Nand', hq='Brisbane')],
    'IN': [dict(name='Tamarind Finance Ltd', short='Tamarind', tk='TAMFIN', ex='NSE', sector='non-bank lending', ceo='Rohan Mehta', hq='Mumbai'),
           dict(name='Deccan Steelworks Ltd', short='Deccan Steel', tk='DECSTL', ex='NSE', sector='steel', ceo='Lakshmi Iyer', hq='Hyderabad')],
    'SG': [dict(name='Merlion Logistics Ltd', short='Merlion', tk='MLG', ex='SGX', sector='logistics', ceo='Tan Wei Ming', hq='Singapore'),
           dict(name='Orchid Land REIT', short='Orchid Land', tk='OLR', ex='SGX', sector='property', ceo='Grace Lim', hq='Singapore')],
    'ZA': [dict(name='Veldt Platinum Ltd', short='Veldt', tk='VPL', ex='JSE', sector='platinum mining', ceo='Sipho Ndlovu', hq='Rustenburg'),
           dict(name='Karoo Telecoms', short='Karoo', tk='KRT', ex='JSE', sector='telecoms', ceo='Annelie Botha', hq='Johannesburg')],
    'IE': [dict(name='Shannon Aerolease plc', short='Shannon Aerolease', tk='SAL', ex='Euronext Dublin', sector='aircraft leasing', ceo='Ciaran Doyle', hq='Dublin'),
           dict(name='Liffey Pharma plc', short='Liffey', tk='LPH', ex='Euronext Dublin', sector='pharmaceuticals', ceo='Aoife Brennan', hq='Cork')],
    'NZ': [dict(name='Kauri Dairy Co-operative', short='Kauri', tk='KDC', ex='NZX', sector='dairy', ceo='Mere Tawhiri', hq='Hamilton')],
    'HK': [dict(name='Jade Harbour Properties', short='Jade Harbour', tk='0839', ex='HKEX', sector='property', ceo='Leung Ka-wai', hq='Hong Kong')],
}
ACQ = dict(name='Stratos Systems Inc.', short='Stratos', tk='STRS', ex='NYSE')

GENERIC_HEADS = [
    'Treasury yields climb as traders pare rate-cut bets', 'Gold slips from record as dollar firms',
    'Oil steadies after two-day slide on demand worries', 'Dollar edges higher ahead of payrolls data',
    'European shares open lower as bank stocks weigh', 'Copper hits two-week high on supply concerns',
    'Asian stocks mixed as investors weigh China data', 'Sterling dips after weak retail sales figures',
    'Bitcoin swings as ETF flows turn negative', 'Wall Street futures edge up before inflation report',
    'Emerging-market bonds rally as spreads narrow', 'Wheat futures jump on dry-weather forecasts',
    'Yen weakens past key level, stoking intervention talk', 'Investment-grade issuance hits monthly record',
    'Regional bank shares slide on deposit outflow fears', 'Iron ore extends losses as steel output slows',
    'Hedge funds cut bullish bets on crude, data show', 'IPO pipeline swells as volatility eases',
    'Private credit funds raise record sums', 'Gilts sell off as supply worries mount',
    'Rupee hits fresh low against dollar', 'Rand firms as power cuts ease', 'Aussie dollar slips after jobs data',
    'Loonie steadies as oil recovers', 'Singapore dollar holds near two-month high',
]

LATER_GENERIC = [
    'Stocks tumble after surprise jobs report', 'Central bank signals end of tightening cycle',
    'Oil jumps 4% after supply outage', 'Bond rout deepens as inflation data shock',
    'Gold hits fresh record high', 'Dollar slides after weaker-than-expected data',
    'Banks rally after stress test results', 'Crypto market loses $80bn in a day',
]


def bd(P, d, role):
    """in-body date phrase in the site's idiom."""
    uk = P.R['uk']
    if L(d, P.tz).year != L(P.pub, P.tz).year:
        return P.st(d, 'date_uk' if uk else 'date_us', role)
    return P.st(d, 'dm_uk' if uk else 'md_us', role)


def on_day(P, d, role='past'):
    """'on Thursday' if same local day as publication, else 'on 14 March'."""
    while L(d, P.tz).weekday() >= 5:
        d = d - TD(days=1)
    if L(d, P.tz).date() == L(P.pub, P.tz).date():
        return 'on ' + P.note_mark(WD[L(d, P.tz).weekday()], d, role)
    return 'on ' + bd(P, d, role)


def local_at(P, base, days, hh, mm=0):
    """instant at local hh:mm, `days` local days after base."""
    l = L(base, P.tz)
    dd = D(l.year, l.month, l.day) + TD(days=days)
    return D(dd.year, dd.month, dd.day, hh, mm, tzinfo=ZoneInfo(P.tz)).astimezone(UTC)


def fwd(P, lo=4, hi=40, hh=14):
    base = max(P.t, P.pub)
    k = P.rng.randint(lo, hi)
    d = local_at(P, base, k, hh, 0)
    while L(d, P.tz).weekday() >= 5:
        k += 1
        d = local_at(P, base, k, hh, 0)
    return d


def quarter_before(d):
    q = (d.month - 1) // 3  # current quarter index 0..3 ; reported = previous
    if q == 0:
        return 'fourth-quarter', 4, d.year - 1
    return ['first', 'second', 'third'][q - 1] + '-quarter', q, d.year


def money(P, x, unit='billion'):
    c = P.R['cur']
    if P.R['uk'] and unit == 'billion':
        return f"{c}{x:.2f}bn" if x < 10 else f"{c}{x:.1f}bn"
    if unit == 'million' and P.R['uk']:
        return f"{c}{x:.0f}m"
    return f"{c}{x:.2f} {unit}" if x < 10 else f"{c}{x:.1f} {unit}"


def img_for(P, kind):
    r = P.rng
    return dict(src=f"https://img.{P.site['domain']}/{r.randint(100000, 999999)}/{kind}-{r.randint(1, 9)}.jpg",
                alt={'earnings': f"{P.co['short']} headquarters in {P.co['hq']}", 'macro': 'Shoppers at a supermarket checkout',
                     'cb': 'The central bank building', 'ma': 'Company logos displayed on a smartphone',
                     'commod': 'An oil pumpjack at dusk', 'crypto': 'A representation of a digital token',
                     'credit': 'Trading screens in a bond dealing room', 'ipo': 'A trader on the exchange floor',
                     'reg': 'The regulator\'s offices', 'bonds': 'Bank notes and a calculator'}[kind],
                caption={'earnings': f"{P.co['short']}'s head office. File photo", 'macro': 'Food prices remain a key driver of inflation. File photo',
                         'cb': 'Policymakers meet eight times a year. File photo', 'ma': 'The deal would create a sector leader. Illustration',
                         'commod': 'Crude prices have been volatile. File photo', 'crypto': 'Illustration', 'credit': 'File photo',
                         'ipo': 'File photo', 'reg': 'File photo', 'bonds': 'File photo'}[kind])


# ---------------------------------------------------------------- topics
def t_earnings(P):
    r, co, R = P.rng, P.co, P.R
    e0 = P.pub - TD(minutes=r.randint(25, 300))
    P.e0 = e0
    qn, q, qy = quarter_before(L(e0, P.tz))
    rev = r.uniform(1.2, 18); g = r.uniform(-6, 14); cons = rev * r.uniform(0.95, 1.04)
    beat = rev >= cons
    eps = r.uniform(0.4, 3.5); ceps = eps * r.uniform(0.9, 1.08)
    mv = r.uniform(1.5, 9.5) * (1 if beat else -1)
    pc = R['pc']
    fe = fwd(P, 5, 50, 10)
    P.fe = fe
    past = e0 - TD(days=r.randint(20, 60))
    P.headline = f"{co['short']} shares {'jump' if beat else 'slide'} as {qn} sales {'beat' if beat else 'miss'} forecasts"
    P.dek = f"{co['name']} posted revenue of {money(P, rev)} and {'raised' if beat else 'trimmed'} part of its {qy if q < 4 else qy + 1} outlook."
    fy = qy if q < 4 else qy + 1
    P.paras = [
        f"{co['name']} ({co['ex']}: {co['tk']}) reported {qn} revenue of {money(P, rev)} {on_day(P, e0)}, {'up' if g > 0 else 'down'} {abs(g):.1f}{pc} from a year earlier and {'ahead of' if beat else 'short of'} the {money(P, cons)} analysts had expected, according to consensus figures compiled by Marlowe Data.",
        f"Adjusted earnings per share came in at {R['cur']}{eps:.2f}, against estimates of {R['cur']}{ceps:.2f}. Gross margin {'widened' if beat else 'narrowed'} to {r.uniform(22, 61):.1f}{pc}, helped by {'lower input costs and firmer pricing' if beat else 'promotional spending'} in its {co['sector']} business.",
        f"\u201cWe delivered a {'strong' if beat else 'disciplined'} quarter in a {'supportive' if beat else 'difficult'} environment,\u201d chief executive {co['ceo']} said in a statement. \u201cOur priorities for the rest of the year are unchanged.\u201d",
        f"The company {'raised' if beat else 'cut'} its fiscal {fy} guidance for organic growth to {r.randint(2, 6)}-{r.randint(7, 9)}{pc}, and said capital spending would be about {money(P, rev * 0.08)} this year.",
        f"Shares were {'up' if mv > 0 else 'down'} {abs(mv):.1f}{pc} in {'early' if r.random() < .5 else 'afternoon'} trading, compared with a {r.uniform(0.1, 0.9):.1f}{pc} move in the {R['idx']}.",
        f"The results follow a trading update {on_day(P, past)} in which {co['short']} flagged {'softer demand' if not beat else 'a pick-up in orders'} from large customers.",
        f"{co['short']} will hold an investor day in {co['hq']} on {bd(P, fe, 'forward')}, where management is expected to set out medium-term targets and its capital-return plans through {fy + 2}.",
    ]
    P.tags = [co['short'], 'Earnings', co['sector'].title()]
    P.img = img_for(P, 'earnings')
    P.later_headline = lambda d: f"{co['short']} sets {fy + 3} margin goal at investor day"
    P.outcome = lambda d: f"At its investor day {('on ' + bd(P, d, 'event'))}, {co['short']} set a target of {r.randint(3, 9)}{pc} annual sales growth through {fy + 3} and announced a {money(P, rev * 0.1)} share buyback."
    P.outcome_short = f"{co['short']} investor-day targets"


def t_macro(P):
    r, R = P.rng, P.R
    hh, mm = R['cpi_time']
    e0 = local_at(P, P.pub, 0, hh, mm)
    if e0 >= P.pub - TD(minutes=10):
        e0 = local_at(P, P.pub, -1, hh, mm)
    P.e0 = e0
    le = L(e0, P.tz)
    refm = MON[(le.month - 2) % 12]
    x = round(r.uniform(1.4, 5.2), 1); prev = round(x + r.choice([-0.4, -0.3, -0.2, 0.1, 0.2, 0.3]), 1); fc = round(x + r.choice([-0.2, -0.1, 0.1, 0.2]), 1)
    core_ = round(x + r.uniform(-0.8, 0.9), 1)
    fe = fwd(P, 4, 35, 14)
    P.fe = fe
    pc = R['pc']
    nextrel = fwd(P, 20, 34, hh)
    P.headline = f"{R['country']} inflation {'eases' if x < prev else 'picks up'} to {x}{pc if pc == '%' else '%'} in {refm}"
    P.dek = f"Annual consumer price inflation was {'below' if x < fc else 'above'} the {fc}% economists had forecast, shifting expectations for {R['cbs']}'s next move."
    P.paras = [
        f"Consumer prices rose {x}{pc} in the year to {refm}, {R['stats']} said {on_day(P, e0)}, {'down' if x < prev else 'up'} from {prev}{pc} the previous month. Economists polled by Westbrook Research had expected {fc}{pc}.",
        f"Core inflation, which strips out food and energy, {'slowed to' if core_ < x else 'held at'} {core_}{pc}. Services prices remained the stickiest component, rising {round(core_ + r.uniform(0.5, 2), 1)}{pc}.",
        f"\u201cThis is {'a welcome step in the right direction' if x < prev else 'an uncomfortable surprise'} for policymakers,\u201d said {r.choice(['Helen Cho', 'Gareth Linwood', 'Naledi Mokoena', 'Arjun Rao', 'Sophie Renaud'])}, chief economist at {r.choice(['Carrow Capital', 'Belmont Partners', 'Ridgeway Securities'])}.",
        f"Markets moved to price {'a higher' if x < prev else 'a lower'} chance of a rate cut at {R['cb']}'s next policy meeting on {bd(P, fe, 'forward')}. The {R['bond']} yield {'fell' if x < prev else 'rose'} {r.randint(3, 12)} basis points.",
        f"The next consumer price figures are due on {bd(P, nextrel, 'forward')}.",
    ]
    P.tags = ['Inflation', 'Economy', R['country'].replace("'s", '')]
    P.img = img_for(P, 'macro')
    dec = r.choice(['held', 'cut'])
    P.later_headline = lambda d: f"{R['cb'][4:]} {dec} rates, signals {'patience' if dec == 'held' else 'more easing'}"
    P.outcome = lambda d: f"{R['cb'][0].upper() + R['cb'][1:]} {dec} interest rates at its meeting {('on ' + bd(P, d, 'event'))}, {'leaving' if dec == 'held' else 'taking'} its benchmark {'unchanged' if dec == 'held' else 'down 25 basis points'}."
    P.outcome_short = 'the next rate decision'


def t_cb(P):
    r, R = P.rng, P.R
    e0 = P.pub - TD(minutes=r.randint(15, 240))
    P.e0 = e0
    rate = round(r.choice([3.75, 4.0, 4.25, 4.5, 5.25, 5.5, 6.5, 8.25]), 2)
    act = r.choice(['held', 'cut', 'raised'])
    new = rate - 0.25 if act == 'cut' else rate + 0.25 if act == 'raised' else rate
    votes = r.choice(['unanimously', 'by a 7-2 vote', 'by a 6-3 majority', 'by a 5-1 vote'])
    fe = fwd(P, 25, 50, 14)
    P.fe = fe
    past = e0 - TD(days=r.randint(40, 55))
    pc = R['pc']
    P.headline = f"{R['cb'][4:]} {dict(held='holds rates steady at', cut='cuts rates to', raised='raises rates to')[act]} {new:.2f}%"
    P.dek = f"Policymakers voted {votes} and said future decisions would depend on incoming data."
    P.paras = [
        f"{R['cb'][0].upper() + R['cb'][1:]} {act} its benchmark interest rate {'at' if act == 'held' else 'to'} {new:.2f}{pc} {on_day(P, e0)}, {'as most economists had expected' if r.random() < .6 else 'surprising some economists'}.",
        f"The decision was taken {votes}. In its statement, the committee said inflation {'remained above target' if act != 'cut' else 'had eased more quickly than projected'} and that the labour market was {'tight' if act == 'raised' else 'loosening gradually'}.",
        f"The previous move came {on_day(P, past)}, when the rate was {'left' if r.random() < .5 else 'set'} at {rate:.2f}{pc}.",
        f"\u201cWe are not on a pre-set path,\u201d the governor told reporters. Updated staff projections showed growth of {r.uniform(0.3, 2.6):.1f}{pc} next year.",
        f"Investors now see {'one further move' if r.random() < .5 else 'a pause'} as the most likely outcome at the next meeting, scheduled for {bd(P, fe, 'forward')}.",
    ]
    P.tags = ['Central banks', 'Interest rates']
    P.img = img_for(P, 'cb')
    P.later_headline = lambda d: f"{R['cb'][4:]} surprises with {'cut' if act != 'cut' else 'second straight cut'}"
    P.outcome = lambda d: f"At the following meeting {('on ' + bd(P, d, 'event'))}, policymakers {'cut' if act != 'cut' else 'cut again'}, taking the rate to {new - 0.25:.2f}{pc}."
    P.outcome_short = 'the following policy meeting'


def t_ma(P):
    r, co, R = P.rng, P.co, P.R
    e0 = P.pub - TD(minutes=r.randint(30, 400))
    P.e0 = e0
    px = r.uniform(18, 140); prem = r.randint(18, 45); val = px * r.uniform(0.02, 0.12)
    acq = ACQ if R['country'] == 'U.S.' else dict(name=r.choice(['Havelock Industries', 'Pemberton Group', 'Altamira Holdings']), short='', tk='')
    an = acq['name']; ash = acq['short'] or an.split()[0]
    fe = fwd(P, 20, 60, 10)
    P.fe = fe
    cy = L(e0, P.tz).year
    pc = R['pc']
    P.headline = f"{ash} agrees to buy {co['short']} for {R['cur']}{val:.1f}{'bn' if R['uk'] else ' billion'} in cash"
    P.dek = f"The offer of {R['cur']}{px:.2f} a share represents a {prem}{pc} premium to {co['short']}'s undisturbed price."
    P.paras = [
        f"{an} has agreed to acquire {co['name']} for {R['cur']}{px:.2f} per share in cash, the companies said {on_day(P, e0)}, valuing the {co['sector']} group at about {money(P, val)} including debt.",
        f"The price is a {prem}{pc} premium to {co['short']}'s closing price before reports of the talks first emerged. {co['short']}'s board has unanimously recommended the offer.",
        f"The deal is expected to close in the second half of {cy if L(e0, P.tz).month < 7 else cy + 1}, subject to regulatory approvals and a vote by {co['short']} shareholders at a meeting scheduled for {bd(P, fe, 'forward')}.",
        f"\u201cThis combination gives us the scale to compete globally,\u201d said {co['ceo']}, who will join the enlarged group's board.",
        f"{co['short']} shares jumped {prem - r.randint(3, 9)}{pc}, trading just below the offer price, suggesting investors see a small risk the transaction could be blocked. Antitrust lawyers said a lengthy review was possible.",
    ]
    P.tags = ['M&A', co['short'], ash]
    P.img = img_for(P, 'ma')
    P.later_headline = lambda d: f"{co['short']} shareholders back {ash} takeover"
    P.outcome = lambda d: f"{co['short']} shareholders approved the takeover at the meeting {('on ' + bd(P, d, 'event'))}, with {r.uniform(88, 99):.1f}{pc} of votes cast in favour."
    P.outcome_short = 'the shareholder vote'


COMMODS = [('Brent crude', 'a barrel', (70, 95), 'OPEC+ ministers', 'output policy'),
           ('Gold', 'an ounce', (1850, 2650), 'the U.S. jobs report', 'payrolls'),
           ('Copper', 'a tonne', (7800, 10100), 'China\'s trade data', 'imports'),
           ('Wheat futures', 'a bushel', (5.2, 7.4), 'the USDA\'s supply and demand report', 'crop estimates')]


def t_commod(P):
    r, R = P.rng, P.R
    name, unit, rng_, evt, evk = r.choice(COMMODS)
    px = r.uniform(*rng_); ch = r.uniform(-3.5, 3.5)
    e0 = P.pub - TD(minutes=r.randint(20, 200))
    P.e0 = e0
    fe = fwd(P, 3, 25, 9)
    P.fe = fe
    past = e0 - TD(days=r.randint(10, 40))
    fmtp = f"{px:,.2f}" if px < 100 else f"{px:,.0f}"
    pc = R['pc']
    P.headline = f"{name} {'climbs' if ch > 0 else 'falls'} {abs(ch):.1f}% as traders look to {evt.replace('the ', '')}"
    P.dek = f"Prices settled near ${fmtp} {unit}; analysts flagged thin liquidity."
    P.paras = [
        f"{name} {'rose' if ch > 0 else 'fell'} {abs(ch):.1f}{pc} to ${fmtp} {unit} {on_day(P, e0)} as investors positioned ahead of {evt}, due on {bd(P, fe, 'forward')}.",
        f"Prices have {'gained' if ch > 0 else 'lost'} about {r.randint(3, 14)}{pc} since {bd(P, past, 'past')}, when {r.choice(['inventory data showed a surprise draw', 'a strike at a major producer began', 'funds began rebuilding long positions'])}.",
        f"\u201cThe market is trading the headlines,\u201d said {r.choice(['Ola Brandt', 'Kenji Moriya', 'Rachel Dunmore', 'Thabo Sithole'])}, head of commodities research at {r.choice(['Greyfield Markets', 'Aldwych Commodities', 'Peregrine Advisory'])}. \u201cPositioning into {evk} is light.\u201d",
        f"Open interest on the front-month contract slipped, while the December {L(e0, P.tz).year + 1} contract traded at a {'premium' if r.random() < .5 else 'discount'} to spot.",
    ]
    P.tags = ['Commodities', name.split()[0]]
    P.img = img_for(P, 'commod')
    P.later_headline = lambda d: f"{name} {'surges' if ch < 0 else 'tumbles'} after {evk} surprise"
    P.outcome = lambda d: f"When {evt} was published {('on ' + bd(P, d, 'event'))}, {name.lower() if name != 'Brent crude' else 'Brent'} {'jumped' if ch < 0 else 'slumped'} {r.uniform(2.5, 6):.1f}{pc} in a single session."
    P.outcome_short = evt


TOKENS = [('Bitcoin', 'BTC', (26000, 98000)), ('Ether', 'ETH', (1600, 3900)), ('Lumen', 'LMN', (0.4, 3.2)), ('Corvid Chain', 'CVD', (4, 60))]


def t_crypto(P):
    r, R = P.rng, P.R
    nm, sym, rr = r.choice(TOKENS)
    px = r.uniform(*rr); ch = r.uniform(-9, 9)
    e0 = P.pub - TD(minutes=r.randint(20, 300))
    P.e0 = e0
    fe = fwd(P, 5, 40, 16)
    P.fe = fe
    fp = f"{px:,.0f}" if px > 100 else f"{px:,.3f}"
    evt = r.choice(['network upgrade', 'token unlock', 'exchange listing'])
    P.headline = f"{nm} {'rallies' if ch > 0 else 'drops'} {abs(ch):.0f}% as traders brace for {evt}"
    P.dek = f"{sym} changed hands near ${fp}; derivatives open interest hit a multi-week high."
    P.paras = [
        f"{nm} ({sym}) {'climbed' if ch > 0 else 'slid'} {abs(ch):.1f}% over 24 hours to about ${fp} {on_day(P, e0)}, according to prices compiled by CoinAtlas.",
        f"The move comes ahead of a planned {evt} scheduled for {bd(P, fe, 'forward')}, which developers have said could {'reduce fees' if evt == 'network upgrade' else 'add selling pressure'}.",
        f"Funding rates on perpetual futures turned {'positive' if ch > 0 else 'negative'}, and roughly ${r.randint(40, 400)} million of leveraged positions were liquidated, data from Glasswing Analytics showed.",
        f"\u201cLiquidity is thin and moves are exaggerated,\u201d said {r.choice(['Maya Quinlan', 'Dev Patel', 'Lukas Varga'])}, a trader at digital-asset firm {r.choice(['Keystone Digital', 'Orbital Desk', 'Halyard Crypto'])}.",
    ]
    P.tags = ['Crypto', nm]
    P.img = img_for(P, 'crypto')
    P.later_headline = lambda d: f"{nm} {evt} goes live; {sym} {'jumps' if ch < 0 else 'sinks'}"
    P.outcome = lambda d: f"The {evt} went ahead {('on ' + bd(P, d, 'event'))}, after which {sym} {'jumped' if ch < 0 else 'sank'} {r.randint(6, 18)}%."
    P.outcome_short = f"the {evt}"


def t_credit(P):
    r, co, R = P.rng, P.co, P.R
    e0 = P.pub - TD(minutes=r.randint(30, 500))
    P.e0 = e0
    act = r.choice(['affirmed', 'downgraded', 'placed on review for downgrade'])
    rat = r.choice(['BBB+', 'BBB', 'BBB-', 'BB+', 'A-'])
    yr = L(e0, P.tz).year
    mat = yr + r.randint(4, 9)
    amt = r.choice([500, 600, 750, 1000])
    fe = fwd(P, 20, 80, 12)
    P.fe = fe
    pc = R['pc']
    P.headline = f"Halden Ratings {act.split(' for')[0]} {co['short']}{' to ' + rat if act == 'downgraded' else ''}; {mat} notes {'widen' if act != 'affirmed' else 'steady'}"
    P.dek = f"The agency cited leverage and refinancing needs; {co['short']} has {money(P, amt, 'million')} of notes due in {mat}."
    P.paras = [
        f"Halden Ratings {act} {co['name']}{' at ' + rat if act == 'affirmed' else ''}{' to ' + rat if act == 'downgraded' else ''} {on_day(P, e0)}, citing net leverage of {r.uniform(2.1, 4.8):.1f} times earnings before interest, tax, depreciation and amortisation.",
        f"The company's {r.uniform(3.5, 7.9):.3f}{pc} senior unsecured notes maturing in {mat} {'widened' if act != 'affirmed' else 'were little changed at'} {r.randint(140, 420)} basis points over benchmarks.",
        f"{co['short']} said in a statement that it remained committed to an investment-grade profile and expected to refinance its {yr + 1} maturities {'from cash flow' if r.random() < .5 else 'in the bond market'}.",
        f"{'Halden said it expects to resolve the review by ' + bd(P, fe, 'forward') + '.' if act.startswith('placed') else 'The outlook is ' + r.choice(['stable', 'negative']) + '; Halden said it would reassess after full-year results, due on ' + bd(P, fe, 'forward') + '.'}",
    ]
    P.tags = ['Credit', 'Ratings', co['short']]
    P.img = img_for(P, 'credit')
    P.later_headline = lambda d: f"Halden cuts {co['short']} to junk"
    P.outcome = lambda d: f"Halden subsequently cut {co['short']} to BB+ {('on ' + bd(P, d, 'event'))}, pushing the {mat} notes to a record spread."
    P.outcome_short = 'the rating review'


def t_ipo(P):
    r, co, R = P.rng, P.co, P.R
    e0 = P.pub - TD(minutes=r.randint(30, 600))
    P.e0 = e0
    lo_ = r.randint(12, 30); hi_ = lo_ + r.randint(2, 4)
    sh = r.randint(15, 60)
    fe = fwd(P, 5, 20, 18)
    P.fe = fe
    pc = R['pc']
    nm = co['name']
    P.headline = f"{co['short']} sets IPO price range at {R['cur']}{lo_}-{R['cur']}{hi_} a share"
    P.dek = f"The listing on the {co['ex']} would be among the largest in the {co['sector']} sector this year."
    P.paras = [
        f"{nm} said {on_day(P, e0)} it planned to sell {sh} million shares at {R['cur']}{lo_} to {R['cur']}{hi_} each in its initial public offering, which could raise as much as {money(P, sh * hi_, 'million')}.",
        f"The company expects to price the offering on {bd(P, fe, 'forward')} and begin trading on the {co['ex']} under the ticker \u201c{co['tk']}\u201d the following day, according to its filing.",
        f"Proceeds will be used to repay debt and fund expansion. Bookrunners include Ardent Securities and Colliers Row Capital.",
        f"The IPO market has {'reopened' if r.random() < .5 else 'been patchy'} this year, with {r.randint(3, 14)} large listings priced {'above' if r.random() < .5 else 'within'} their ranges, according to data from Renwick IPO Research.",
    ]
    P.tags = ['IPOs', co['short']]
    P.img = img_for(P, 'ipo')
    px = hi_ + r.randint(1, 3)
    P.later_headline = lambda d: f"{co['short']} prices IPO above range at {R['cur']}{px}"
    P.outcome = lambda d: f"{co['short']} priced its IPO at {R['cur']}{px} a share {('on ' + bd(P, d, 'event'))}, above the marketed range, and the stock opened {r.randint(10, 40)}{pc} higher."
    P.outcome_short = 'the IPO pricing'


def t_reg(P):
    r, R = P.rng, P.R
    e0 = P.pub - TD(minutes=r.randint(40, 500))
    P.e0 = e0
    reg = {'US': 'the Securities and Exchange Commission', 'UK': 'the Financial Conduct Authority', 'AU': 'ASIC', 'IN': 'SEBI',
           'SG': 'MAS', 'ZA': 'the Financial Sector Conduct Authority', 'IE': 'the Central Bank of Ireland', 'CA': 'the Canadian Securities Administrators',
           'NZ': 'the Financial Markets Authority', 'HK': 'the Securities and Futures Commission'}[P.region]
    topic = r.choice(['crypto custody', 'buy-now-pay-later lending', 'private credit valuations', 'climate disclosures', 'short-selling reporting'])
    fe = fwd(P, 20, 70, 17)
    P.fe = fe
    eff = L(e0, P.tz).year + r.randint(1, 2)
    P.headline = f"Regulator proposes tougher rules on {topic}"
    P.dek = f"{reg[0].upper() + reg[1:]} opened a consultation that closes on {FMT['date_uk' if R['uk'] else 'date_us'](L(fe, P.tz))}."
    P.marks.append(dict(expr=FMT['date_uk' if R['uk'] else 'date_us'](L(fe, P.tz)), lo=fe, hi=fe, role='forward', prec=False))
    P.paras = [
        f"{reg[0].upper() + reg[1:]} {on_day(P, e0)} published proposals that would tighten oversight of {topic}, responding to concerns raised by investors and consumer groups.",
        f"Under the plans, firms would have to publish more detailed data and hold additional capital. The consultation runs until {bd(P, fe, 'forward')}, and final rules are expected to take effect in {eff}.",
        f"Industry groups said the proposals were broadly workable but warned about compliance costs for smaller firms.",
        f"\u201cWe want a market that is competitive and safe,\u201d a spokesperson said. The regulator said it would also consider whether automated decision tools used by lenders needed separate guidance.",
    ]
    P.tags = ['Regulation', topic.title()]
    P.img = img_for(P, 'reg')
    P.later_headline = lambda d: f"Regulator finalises {topic} rules"
    P.outcome = lambda d: f"The regulator published its final rules on {topic} {('on ' + bd(P, d, 'event'))}, largely unchanged from the draft."
    P.outcome_short = 'the final rules'


def t_bonds(P):
    r, R = P.rng, P.R
    e0 = P.pub - TD(minutes=r.randint(20, 240))
    P.e0 = e0
    y = r.uniform(2.8, 7.4); ch = r.randint(-14, 14) or 5
    fe = fwd(P, 3, 18, 10)
    P.fe = fe
    pc = R['pc']
    P.headline = f"{R['bond'][0].upper() + R['bond'][1:]} yield {'rises' if ch > 0 else 'falls'} to {y:.2f}% before key auction"
    P.dek = f"Investors weighed supply against a softer growth outlook."
    P.paras = [
        f"The {R['bond']} yield {'rose' if ch > 0 else 'fell'} {abs(ch)} basis points to {y:.2f}{pc} {on_day(P, e0)}, its {'highest' if ch > 0 else 'lowest'} level in {r.randint(2, 8)} weeks.",
        f"The debt office will auction {R['cur']}{r.randint(3, 24)}{'bn' if R['uk'] else ' billion'} of the benchmark on {bd(P, fe, 'forward')}, the largest such sale since the start of the year.",
        f"\u201cThe curve is steepening as term premium rebuilds,\u201d said a rates strategist at Wexford Securities. Two-year yields were {'little changed' if r.random() < .5 else 'slightly lower'}.",
        f"Futures pricing implies about {r.randint(20, 80)} basis points of rate cuts by {R['cb']} over the next twelve months.",
    ]
    P.tags = ['Bonds', 'Rates']
    P.img = img_for(P, 'bonds')
    P.later_headline = lambda d: f"Weak demand at bond auction sends yields higher"
    P.outcome = lambda d: f"The auction {('on ' + bd(P, d, 'event'))} drew a bid-to-cover ratio of {r.uniform(1.8, 2.6):.2f}, and the yield closed {r.randint(4, 12)} basis points higher."
    P.outcome_short = 'the auction'


TOPICS = {'earnings': t_earnings, 'macro': t_macro, 'cb': t_cb, 'ma': t_ma, 'commod': t_commod, 'crypto': t_crypto,
          'credit': t_credit, 'ipo': t_ipo, 'reg': t_reg, 'bonds': t_bonds}

USERS = ['dividend_dave', 'QuantQueen', 'bearish_bob', 'LongTermLarry', 'macro_maven', 'Priya_S', 'oz_trader88', 'Joburg_Jonno',
         'capital_kiwi', 'ValueHunter', 'Sipho_M', 'Aisling_D', 'mumbai_markets', 'RetiredInRichmond', 'gilt_edge', 'sgx_watcher',
         'TheCarryTrader', 'Nadia K.', 'Roger Pemberton', 'cautious_carol', 'yield_curve_yoda', 'Tomasz W', 'MoonOrBust', 'Kev from Leeds']
COMMENTS = ['Priced in already. The guidance is what matters.', 'Not buying this rally until I see the cash flow numbers.',
            'Management has said this every quarter for two years.', 'Good summary, thanks. Anyone know the ex-dividend date?',
            'Consensus was too low anyway, this is not a real beat.', 'Holding. The balance sheet is fine.',
            'The market reaction seems overdone to me.', 'Watch the next meeting, that is the real catalyst.',
            'Interesting that nobody mentions the currency effect.', 'Bought more on the dip this morning.',
            'This article is behind the curve, it was on the wires an hour ago.', 'Rates will stay higher for longer, mark my words.',
            'Selling half here, will revisit after the numbers.', 'Why does the chart show a different close?',
            'The real story is margins, not revenue.', 'Is the call recording available anywhere?']

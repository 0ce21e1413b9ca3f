# Text generators: finance paragraphs consistent with a publication instant.
import datetime as D
from common import *

def cur(c): return CUR[c]

def pct(rng): return '%.1f%%' % rng.uniform(0.4, 9.5)

def fin_paras(rng, sk, co, pub, nodate=False):
    c = sk['c']; name, tk, ex = co; cy = cur(c); us = c in ('US', 'PH', 'CA')
    q = quarter_end_before(pub)
    qs = dlong(q, us)
    wdn = pub.astimezone(zi(sk['tz'])).weekday()
    wd = WD[wdn] if wdn < 5 else 'Friday'
    rev = rng.uniform(40, 900)
    P = []
    if nodate:
        P.append('Shares of %s (%s: %s) moved %s after the company’s latest quarterly update, which showed revenue of %s%.1f million and a wider-than-expected margin.' % (name, ex, tk, pct(rng), cy, rev))
    else:
        P.append('Shares of %s (%s: %s) moved %s in %s trading after the company reported revenue of %s%.1f million for the quarter ended %s.' % (name, ex, tk, pct(rng), wd + '’s' if rng.random() < .5 else 'early', cy, rev, qs))
    P.append(rng.choice([
        'Analysts at two local brokerages said the result was “broadly in line” with consensus, though cost guidance was trimmed.',
        'Management flagged higher input costs – particularly freight and energy – as the main drag on margins.',
        'The board declared an interim dividend of %s%.2f per share, unchanged from a year earlier.' % (cy, rng.uniform(0.05, 1.8)),
        'Volumes were roughly %d%% above the 30-day average, according to exchange data.' % rng.randint(20, 180),
        'Chief financial officer %s told analysts on a call that the balance sheet “remains conservative”, with net debt at %.1fx EBITDA.' % (rng.choice(PEOPLE), rng.uniform(0.3, 2.8)),
    ]))
    P.append(rng.choice([
        'The broader market was mixed, with financials edging higher while miners and energy names lagged.',
        'Bond yields were little changed and the local currency traded in a narrow range against the US dollar.',
        'Retail investors on popular trading apps were net buyers of the stock, data from one platform showed.',
        'Some fund managers cautioned that valuations in the sector already price in a strong recovery.',
    ]))
    return P

def forward_para(rng, sk, co, t):
    c = sk['c']; us = c in ('US', 'PH', 'CA'); name = co[0]
    qa = quarter_end_after(t)
    rd = max((t + D.timedelta(days=rng.randint(25, 80))).date(), qa + D.timedelta(days=rng.randint(20, 45)))
    agm = (t + D.timedelta(days=rng.randint(30, 160))).date()
    mat = t.year + rng.randint(4, 14)
    opts = [
        '%s is scheduled to report results for the quarter ending %s on %s.' % (name, dlong(qa, us), dlong(rd, us)),
        'The annual general meeting will be held on %s; the record date for the final dividend is %s.' % (dlong(agm, us), dlong(agm + D.timedelta(days=14), us)),
        'The company also priced %s%d million of senior notes due %d at a coupon of %.3f%%.' % (cur(c), rng.randint(150, 900), mat, rng.uniform(3, 8)),
        'The central bank’s next policy decision is due on %s, and markets are pricing a roughly %d%% chance of a cut.' % (dlong(rd, us), rng.randint(10, 80)),
        'The next inflation print is scheduled for release on %s.' % dlong((t + D.timedelta(days=rng.randint(3, 30))).date(), us),
        'The offer period closes on %s and the new shares are expected to begin trading on %s.' % (dlong(rd, us), dlong(rd + D.timedelta(days=7), us)),
    ]
    return rng.choice(opts)

SIDE_H = {
 'US': ['Fed minutes show split over balance-sheet runoff','Local credit union opens third branch downtown','Gas prices dip ahead of long weekend','What the new 401(k) limits mean for you','Home sales slow as mortgage rates stay elevated','Regional bank stocks rally on deposit data'],
 'UK': ['FTSE 100 edges up as miners recover','Mortgage lenders trim fixed-rate deals','Pension triple lock: what it means for you','Sterling slips after weak retail sales','Water bills set to rise, regulator says'],
 'CA': ['TSX closes higher led by energy names','Bank of Canada holds: what it means for variable rates','Five-year fixed rates creep up again','Loonie steady against US dollar'],
 'AU': ['ASX 200 ends flat as banks offset miners','Iron ore slides on China demand worries','Super funds boost allocations to infrastructure','Aussie dollar firms after jobs data'],
 'IN': ['Sensex, Nifty end marginally higher','FPIs turn net buyers for third session','Rupee steady near 83 per dollar','SME IPO subscribed 240 times on final day','Gold prices: check rates in your city'],
 'SG': ['STI ends higher as banks gain','HDB resale prices rise for 14th quarter','SGD steady ahead of MAS statement','REITs rally as yields ease'],
 'HK': ['Hang Seng slips as property stocks retreat','HIBOR eases for second day','Mainland investors pour money into HK stocks via Connect','Macau gaming revenue beats forecasts'],
 'ZA': ['JSE all share firms as rand recovers','Load-shedding stage lowered, Eskom says','Fuel price adjustment: what motorists can expect','Platinum miners rally on supply fears'],
 'NG': ['NGX All-Share index gains 0.8%','Naira weakens at official window','CBN sets new cash reserve rules','Dangote refinery ramps up output'],
 'KE': ['NSE 20 share index edges higher','Shilling stable against dollar, CBK says','Treasury bill rates ease for third week','Tea prices at Mombasa auction firm'],
 'PH': ['PSEi closes higher on bank gains','Peso ends flat vs dollar','BSP keeps policy rate steady','Remittances rise in latest data'],
}

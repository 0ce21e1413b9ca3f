"""Story text generators; every date goes through ctx.f."""
from datetime import timedelta
from lib import esc, CUR, CBANK, COMPANIES, quarter_of

AGENCY = {'US': ('Bureau of Labor Statistics', 'consumer price index'), 'USC': ('Bureau of Labor Statistics', 'consumer price index'),
          'UK': ('Office for National Statistics', 'CPI inflation'), 'IE': ('Central Statistics Office', 'HICP flash estimate'),
          'CA': ('Statistics Canada', 'consumer price index'), 'CAV': ('Statistics Canada', 'labour force survey'),
          'AU': ('Australian Bureau of Statistics', 'monthly CPI indicator'), 'AUP': ('Australian Bureau of Statistics', 'labour force figures'),
          'IN': ('Ministry of Statistics (MoSPI)', 'CPI inflation'), 'SG': ('Department of Statistics', 'GDP advance estimate'),
          'HK': ('Census and Statistics Department', 'GDP advance estimate'), 'ZA': ('Stats SA', 'CPI'),
          'NZ': ('Stats NZ', 'CPI')}


def co_of(ctx):
    if 'co' not in ctx.__dict__:
        ctx.co = ctx.site.get('co') or ctx.ch(COMPANIES.get(ctx.zkey, COMPANIES['US']))
    return ctx.co


def story(ctx, topic=None):
    topic = topic or ctx.site.get('topic', 'company')
    r = ctx.rng
    ds = ctx.site.get('date_style', 'long')
    cur = CUR.get(ctx.zkey, '$')
    past = ctx.past(4, 3, 120)
    fut = ctx.future(6, 45)
    if topic == 'company':
        name, tk, ex = co_of(ctx)
        pct = r.choice([3.1, 4.6, 7.2, 11.8, 2.4])
        h = ctx.site.get('headline') or r.choice([f"{name} reaffirms outlook, flags cost pressure", f"{name} shares fall {pct}% on contract delay",
                                               f"{name} unveils {cur}{r.choice([200, 350, 900])}m expansion plan", f"{name} confirms talks with potential bidder"])
        ps = [f"{name} ({ex}: {tk}) said it remained on track to meet its full-year targets, although higher freight and wage costs would weigh on margins in the second half.",
              f"The shares have fallen {pct}% since {ctx.f(past[1], ds)}, when the company last updated the market, and now trade at roughly {r.randint(9, 21)} times forward earnings.",
              f"Analysts at two brokers said consensus forecasts looked too high. The median estimate compiled by the exchange's data service points to revenue of {cur}{r.randint(300, 2900)}m for the year, a figure the company has not confirmed.",
              f"{name} will release its next results on {ctx.f(fut, ds, 'future')} and hold an investor briefing the same day.",
              f"The company's previous guidance, issued on {ctx.f(past[2], ds)}, had pointed to mid-single-digit growth."]
    elif topic == 'macro':
        ag, ind = AGENCY[ctx.zkey]
        a, b = r.choice([(2.9, 3.1), (2.4, 2.6), (3.4, 3.2), (4.8, 5.1), (1.9, 2.2)])
        h = ctx.site.get('headline') or f"Economists brace for {ind} print as rate debate heats up"
        ps = [f"The {ag} will publish the {ind} on {ctx.f(fut, ds, 'future')}. Economists polled by the newsroom expect an annual rate of {b}%, compared with {a}% in the previous reading.",
              f"The last release, on {ctx.f(past[1], ds)}, surprised to the upside and pushed two-year yields to their highest level since {ctx.f(past[3], ds)}.",
              f"\u201cThe risk is that services inflation stays sticky,\u201d said one strategist. \u201cIgnore the noise in the monthly numbers and look at the trimmed mean.\u201d",
              f"Markets currently price roughly a {r.randint(35, 70)}% chance of a move by the {CBANK[ctx.zkey]} at its next meeting."]
    elif topic == 'cb':
        cb = CBANK[ctx.zkey]
        rate = r.choice(['3.85%', '4.25%', '3.50%', '5.50%', '7.25%', '6.00%', '2.25%'])
        h = ctx.site.get('headline') or f"{cb} expected to hold at {rate} as inflation cools"
        ps = [f"The {cb} left its policy rate at {rate} at its meeting on {ctx.f(past[1], ds)} and said further decisions would depend on incoming data.",
              f"The next policy decision is scheduled for {ctx.f(fut, ds, 'future')}. Futures pricing implies about a {r.randint(20, 65)}% probability of a 25 basis point cut.",
              f"Minutes of the previous meeting, released on {ctx.f(past[0], ds)}, showed members were divided on the timing of any easing.",
              f"Economists' median forecast sees the rate at {r.choice(['3.35%', '3.60%', '4.00%', '5.25%'])} by the end of next year."]
    elif topic == 'commodity':
        h = ctx.site.get('headline') or r.choice(["Oil edges higher as inventories draw down", "Gold steadies near record on central bank buying", "Copper slips on weak factory data"])
        ps = [f"Brent crude futures traded around ${r.randint(58, 88)}.{r.randint(10, 99)} a barrel, while West Texas Intermediate hovered near ${r.randint(55, 84)}.{r.randint(10, 99)}.",
              f"The Energy Information Administration's weekly petroleum status report, due on {ctx.f(fut, ds, 'future')}, is expected to show a crude draw of about {r.randint(1, 4)}.{r.randint(0, 9)} million barrels, according to a poll of analysts.",
              f"OPEC+ last adjusted output at its meeting on {ctx.f(past[1], ds)}, and delegates said no change was planned before the group's next scheduled review.",
              f"Spot gold has gained {r.randint(4, 19)}% since {ctx.f(past[3], ds)}."]
    elif topic == 'fx':
        pair = {'ZA': 'USD/ZAR', 'IN': 'USD/INR', 'NZ': 'NZD/USD', 'AU': 'AUD/USD', 'UK': 'GBP/USD', 'IE': 'EUR/USD', 'SG': 'USD/SGD', 'HK': 'USD/HKD', 'CA': 'USD/CAD'}.get(ctx.zkey, 'EUR/USD')
        h = ctx.site.get('headline') or f"{pair} holds range as traders await central bank signals"
        ps = [f"{pair} traded in a narrow range, with one-month implied volatility near its lowest since {ctx.f(past[2], ds)}.",
              f"Dealers pointed to the {CBANK[ctx.zkey]}'s next decision on {ctx.f(fut, ds, 'future')} as the key event risk for the currency.",
              f"The pair last broke out of its range on {ctx.f(past[1], ds)} after a stronger-than-expected jobs report."]
    else:  # crypto
        h = ctx.site.get('headline') or "Bitcoin slips as spot ETF flows turn negative"
        ps = [f"Bitcoin fell about {r.randint(2, 7)}% over the week, extending a pullback that began on {ctx.f(past[1], ds)}.",
              f"Options data showed heavy open interest at the ${r.choice([90, 100, 110, 120, 130])},000 strike for contracts expiring {ctx.f(fut, ds, 'future')}.",
              f"Ether underperformed, while the total value locked in decentralised finance protocols was little changed from {ctx.f(past[3], ds)}."]
    return h, ps


AUTHORS = ['Claire Benton', 'Rohan Iyer', 'Siobhan Keane', 'Daniel Mwangi', 'Grace Liu', 'Tom Hallett', 'Priya Raman',
           'Liam Doherty', 'Aroha Ngata', 'Marcus Chen', 'Thandi Nkosi', 'Ben Fairweather', 'Wei Ling Tan', 'Hannah Price']

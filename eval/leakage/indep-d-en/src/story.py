"""Story bodies: headline, dek and paragraphs about a fictional company, all stated relative to the
story's own publication instant P. Past facts are dated before P; anything after P is phrased as
scheduled/expected."""
import datetime as dt
from common import *

D = dt.timedelta


def dlong(d, cc):
    """date-only, locale order (used for body references far from t)."""
    ld = loc(d, cc)
    if cc in ('US', 'CA'):
        return f"{MONTHS[ld.month-1]} {ld.day}, {ld.year}"
    return f"{ld.day} {MONTHS[ld.month-1]} {ld.year}"


def dshort_noyear(d, cc):
    ld = loc(d, cc)
    if cc in ('US', 'CA'):
        return f"{MONTHS[ld.month-1]} {ld.day}"
    return f"{ld.day} {MONTHS[ld.month-1]}"


def biz_day_after(d, n):
    x = d
    while n:
        x += D(days=1)
        if x.weekday() < 5:
            n -= 1
    return x


def make_story(rng, cc, P):
    co, tk, ex, sector = rng.choice(COS[cc])
    ppl = PEOPLE[cc]
    ceo, cfo, analyst, reporter = rng.sample(ppl, 4)
    cur = LOC[cc]['cur']
    city = rng.choice(LOC[cc]['cities'])
    ev = rng.choice(['earnings', 'deal', 'raise', 'contract', 'exec', 'dividend', 'macro', 'guidance'])
    paras = []
    y, q, qe = last_reported_quarter(P)
    ql, qlong = qlabel(y, q, cc)
    pct = round(rng.uniform(1.2, 24.0), 1)
    up = rng.random() < 0.6
    nxt = P + D(days=rng.randint(45, 80))
    nxt = nxt.replace(hour=12)
    short = co.split()[0]
    cbn, cbc, cbr = CB[cc]
    if ev == 'earnings':
        rev = money(rng, cc, 80, 900)
        head = f"{short} {'beats' if up else 'misses'} forecasts as {ql} revenue {'climbs' if up else 'slips'} {pct}%"
        dek = f"{co} reported revenue of {rev} for the {qlong} and kept its full-year outlook."
        onwd = f"on {WD[loc(P,cc).weekday()]} " if loc(P, cc).weekday() < 5 else ''
        paras += [f"{city} — {co} ({ex}: {tk}) {onwd}reported revenue of {rev} for the {qlong}, "
                  f"{'up' if up else 'down'} {pct}% from a year earlier, as demand in its core {sector} business {'held up' if up else 'softened'}.",
                  f"“We delivered a {'solid' if up else 'mixed'} quarter and the order book gives us visibility into the second half,” chief executive {ceo} said on a call with analysts.",
                  f"Chief financial officer {cfo} said the company still expected full-year margins to land in the guided range, and that the board would review capital returns before the next update.",
                  f"{short} is scheduled to report its next quarterly results on {dlong(nxt, cc)}."]
    elif ev == 'deal':
        tgt = rng.choice(["Ardent Components", "Bluegum Analytics", "Castlereagh Services", "Dunmore Holdings", "Estuary Data"])
        val = money(rng, cc, 1.1, 6.5, 'bn')
        head = f"{short} agrees to buy {tgt} for {val}"
        dek = f"The all-cash offer values {tgt} at a {rng.randint(18, 45)}% premium; completion is targeted for next year."
        paras += [f"{co} ({ex}: {tk}) has agreed to acquire {tgt} for {val} in cash, the companies said in a joint statement.",
                  f"The price represents a premium of {rng.randint(18, 45)}% to {tgt}'s undisturbed share price. {tgt}'s board has unanimously recommended the offer.",
                  f"The deal is subject to shareholder and regulatory approvals and is expected to complete in the {rng.choice(['first half', 'second half'])} of {loc(P, cc).year + 1}.",
                  f"“This is a once-in-a-decade opportunity to build scale,” {ceo}, {short}'s chief executive, said. Analyst {analyst} said the multiple looked “full but defensible”."]
    elif ev == 'raise':
        amt = money(rng, cc, 40, 400)
        px = round(rng.uniform(0.4, 12.0), 2)
        sett = biz_day_after(P, rng.randint(3, 6))
        head = f"{short} raises {amt} in discounted placement"
        dek = f"New shares priced at {cur}{px:.2f} to fund expansion; retail offer to follow."
        paras += [f"{co} has raised {amt} from institutional investors through a placement priced at {cur}{px:.2f} a share, a {rng.randint(5, 14)}% discount to its last close.",
                  f"Settlement of the placement is scheduled for {dlong(sett, cc)}, with a share purchase plan for existing holders to open shortly afterwards.",
                  f"Proceeds will fund the {rng.choice(['processing plant', 'second production line', 'data-centre build-out', 'distribution hub'])} and provide working capital, managing director {ceo} said.",
                  f"The shares were placed in a trading halt before the raising and will resume trading on the next session."]
    elif ev == 'contract':
        amt = money(rng, cc, 25, 700)
        head = f"{short} wins {amt} contract, shares jump"
        dek = f"The multi-year agreement is the largest in {short}'s history."
        paras += [f"{co} ({ex}: {tk}) said it had been awarded a {amt} contract by a {rng.choice(['state transport agency', 'national utility', 'defence ministry', 'regional health authority'])}.",
                  f"Work is due to begin in {MONTHS[(loc(P,cc).month) % 12]} and run for {rng.randint(3, 8)} years, the company said in a statement to the exchange.",
                  f"{analyst}, an analyst covering the stock, said the award “materially de-risks” the company's revenue forecasts.",
                  f"The company will provide more detail at its investor day on {dlong(nxt, cc)}."]
    elif ev == 'exec':
        new = rng.choice([p for p in ppl if p not in (ceo, cfo, analyst)])
        eff = P + D(days=rng.randint(30, 120))
        head = f"{short} names {new} as chief executive"
        dek = f"{new} will succeed {ceo}, who is retiring after {rng.randint(6, 15)} years in the role."
        paras += [f"{co} said {new} would become chief executive with effect from {dlong(eff, cc)}, succeeding {ceo}.",
                  f"{new} currently runs the group's {rng.choice(['international', 'retail', 'wholesale', 'operations'])} division and joined the company in {loc(P,cc).year - rng.randint(4, 12)}.",
                  f"Chair {cfo} said the board had run “a thorough internal and external process”.",
                  f"{ceo} will remain available to the board in an advisory capacity until the end of the transition."]
    elif ev == 'dividend':
        dps = round(rng.uniform(3, 60), 1)
        rec = biz_day_after(P, rng.randint(10, 20))
        pay = rec + D(days=rng.randint(14, 30))
        dstr = f"₹{dps/4:.2f}" if cc == 'IN' else f"{dps} cents"
        pstr = f"₹{dps*0.9/4:.2f}" if cc == 'IN' else f"{round(dps*0.9,1)} cents"
        head = f"{short} lifts interim dividend to {dstr}"
        dek = f"Record date {dlong(rec, cc)}; payment on {dlong(pay, cc)}."
        paras += [f"{co} declared an interim dividend of {dstr} a share, up from {pstr} a year earlier, alongside results for the {qlong}.",
                  f"The dividend will be paid on {dlong(pay, cc)} to shareholders on the register at the record date of {dlong(rec, cc)}.",
                  f"Chief financial officer {cfo} said the payout ratio remained within the board's target range.",
                  f"The group also reaffirmed guidance for the full year, which it will report on {dlong(nxt, cc)}."]
    elif ev == 'guidance':
        head = f"{short} {'raises' if up else 'trims'} full-year guidance"
        dek = f"Management now sees earnings growth of {rng.randint(4, 15)}% to {rng.randint(16, 25)}% for the year."
        paras += [f"{co} ({ex}: {tk}) {'raised' if up else 'cut'} its full-year earnings guidance in a trading update, citing {'stronger pricing' if up else 'weaker volumes'} in its {sector} unit.",
                  f"The update covered trading in the {qlong}; the company said it would publish full results on {dlong(nxt, cc)}.",
                  f"“Conditions are {'better' if up else 'tougher'} than we assumed at the start of the year,” {ceo} said.",
                  f"Analyst {analyst} said consensus forecasts would likely move {'higher' if up else 'lower'} after the update."]
    else:  # macro
        mt = P + D(days=rng.randint(5, 40))
        head = f"Markets steady as traders weigh {cbn} outlook"
        dek = f"Investors are positioning ahead of the {cbc} decision on {dlong(mt, cc)}."
        paras += [f"Stocks in {city} traded in a narrow range as investors looked ahead to the {cbn}'s next decision on the {cbr}, due on {dlong(mt, cc)}.",
                  f"{co} ({ex}: {tk}) was among the more active names after a broker upgrade, while {sector} stocks lagged.",
                  f"“The market is pricing a cautious {cbc},” said {analyst}, a strategist. “Anything hawkish in the statement would be a surprise.”",
                  f"Government bond yields were little changed, with the ten-year benchmark near recent ranges."]
    return dict(company=co, ticker=tk, exchange=ex, sector=sector, ceo=ceo, cfo=cfo, analyst=analyst,
                author=reporter, city=city, ev=ev, headline=head, dek=dek, paras=paras, short=short,
                qlabel=ql, qlong=qlong, next_report=nxt)


SIDE_TITLES = [
    "{s} shares hit 52-week high on broker upgrade", "What the {cb} minutes told us", "Five {sec} stocks analysts like this month",
    "{s} chair steps down after board review", "Bond investors brace for heavy issuance week", "Currency traders eye jobs data",
    "Regulator opens consultation on disclosure rules", "Oil edges higher as inventories fall", "Why dividend yields are back in fashion",
    "Small caps outpace blue chips for third week", "Property trusts rally as rate fears ease", "Tech sell-off deepens on valuation worries",
    "{s} signs supply pact with regional partner", "IPO pipeline thickens after quiet start", "Pension funds shift toward private credit",
]

COMMENT_TEXTS = [
    "Held this since the IPO. Management keeps under-promising, which I don't mind.",
    "The placement discount is steep. Not thrilled about the dilution.",
    "Anyone know if the retail offer is open to overseas holders?",
    "Guidance looks conservative to me given the order book.",
    "Great write-up, thanks. Would like more on the balance sheet.",
    "Priced in already, in my view. The move yesterday said it all.",
    "Margins are the thing to watch. Input costs haven't gone away.",
    "I'll wait for the next results before adding.",
    "Surprised the board didn't go for a buyback instead.",
    "The valuation gap to peers is still wide. Patience.",
]

HANDLES = ["ledgerlad", "value_mick", "quietcompounder", "north_shore_inv", "divi_hunter", "tasman_trader", "bluechipbev",
           "rupee_ranger", "capetown_cap", "lionheart_sg", "dublin_dca", "maple_margin", "pennystocks_pete", "yieldgal"]


FILLER = [
    "Analysts have long argued that {s}'s valuation discount to international peers reflects its smaller free float and limited index weighting rather than weaker fundamentals.",
    "The {sec} sector has been one of the more volatile parts of the market, with earnings sensitive to input costs, currency moves and the pace of regulatory change.",
    "Institutional holders have been split on the strategy. Some fund managers favour a more aggressive return of capital; others want the balance sheet kept conservative.",
    "Competition remains intense. Two larger rivals have expanded capacity, and smaller operators have been cutting prices to win share in the mid-market segment.",
    "Management has repeatedly said it will not chase volume at the expense of margin, a message it reiterated to investors at its most recent strategy briefing.",
    "Credit analysts note that the group's leverage sits comfortably inside its covenants, giving it room to fund organic growth without tapping equity markets again.",
    "The company's disclosure has improved in recent years, with segment reporting now broken down by region and product line.",
    "Short interest in the stock is modest, according to exchange data, suggesting hedge funds are not positioned for a sharp fall.",
    "Labour costs are another swing factor. Wage agreements across the industry have run ahead of inflation, squeezing operators with large hourly workforces.",
    "Environmental, social and governance ratings providers have upgraded the group on the back of its emissions targets and board renewal.",
    "Currency translation flatters reported revenue when the local currency weakens, which makes like-for-like comparisons essential.",
    "The group's customer base is concentrated: its ten largest clients account for a significant share of revenue, a risk flagged in every annual report.",
    "Dividend investors have been drawn to the stock's yield, although the payout ratio leaves limited headroom if earnings disappoint.",
    "A larger question is capital allocation. The board has tended to favour bolt-on acquisitions over transformational deals.",
]

"""Text generation: stories, scheduled-future phrases, leak snippets."""
import datetime as _dt
from common import *

D = _dt.timedelta


def story(rng, co, pub, country):
    """Return headline, dek, paragraphs about an event that happened at/just before pub."""
    name, tk, ex, sector, _, ceo = co
    cur = CUR[country]
    tz = TZ[country]
    q = quarter_of(pub - D(days=40))
    fy = (pub - D(days=40)).year
    pct = rng.choice([3.1, 4.6, 5.8, 7.2, 9.4, 11.9, 2.4, 6.3])
    up = rng.random() < 0.55
    rev = rng.uniform(0.4, 9.5)
    eps = rng.uniform(0.2, 3.4)
    est = eps * rng.uniform(0.88, 1.1)
    kind = rng.choice(["earnings", "deal", "ceo", "guidance", "product", "bond", "dividend"])
    day = f_dow(pub, tz)
    px = rng.uniform(12, 340)
    if kind == "earnings":
        h = rng.choice([
            f"{name} {'beats' if eps > est else 'misses'} estimates as Q{q} revenue {'climbs' if up else 'slips'}",
            f"{name} shares {'jump' if up else 'slide'} {pct}% after Q{q} results",
            f"{tk} Q{q} earnings: {'strong' if up else 'soft'} {sector} demand {'lifts' if up else 'weighs on'} outlook",
        ])
        d = f"The {sector} group reported adjusted earnings of {cur}{eps:.2f} a share against consensus of {cur}{est:.2f}."
        ps = [
            f"{name} ({ex}: {tk}) said revenue for the {['first','second','third','fourth'][q-1]} quarter of {fy} came in at {cur}{rev:.2f} billion, "
            f"{'up' if up else 'down'} {pct}% from a year earlier, as {sector} customers {'stepped up' if up else 'delayed'} orders.",
            f"Adjusted earnings per share were {cur}{eps:.2f}, compared with the {cur}{est:.2f} analysts polled by a data provider had expected.",
            f"\u201cWe executed well in a choppy environment,\u201d chief executive {ceo} told analysts on a call after the release. "
            f"\u201cOur backlog gives us good visibility into the next two quarters.\u201d",
            f"The shares {'rose' if up else 'fell'} {pct}% to {cur}{px:.2f} in {'early' if rng.random()<.5 else 'afternoon'} trading on {day}.",
        ]
    elif kind == "deal":
        tgt = rng.choice(["Fennimore Systems", "Ostrava Components", "BluePeak Analytics", "Calloway Chemicals", "Rendell Freight"])
        val = rng.choice([1.2, 2.8, 640, 4.5, 310, 7.9])
        unit = "million" if val > 100 else "billion"
        h = rng.choice([f"{name} agrees to buy {tgt} for {cur}{val} {unit}",
                        f"{name} strikes {cur}{val} {unit} deal for {tgt}",
                        f"{tk} to acquire {tgt} in all-cash transaction"])
        d = f"The purchase would expand the company's footprint in {sector}."
        ps = [f"{name} said on {day} it had agreed to acquire {tgt} for {cur}{val} {unit} in cash, a premium of about {int(pct*3)}% to the target's last closing price.",
              f"The transaction, which requires regulatory approval and the backing of {tgt} shareholders, is expected to close in the second half of next year, the companies said.",
              f"{ceo}, {name}'s chief executive, said the combination would \u201cadd scale and accelerate our roadmap.\u201d",
              f"{name} shares {'gained' if up else 'lost'} {pct/2:.1f}% in morning trading, while {tgt} jumped {int(pct*2.5)}%."]
    elif kind == "ceo":
        new = rng.choice(["Helena Strand", "Victor Amadi", "Grace Okonkwo", "Martin Beaulieu", "Sunita Rao"])
        h = rng.choice([f"{name} names {new} chief executive as {ceo.split()[-1]} steps down",
                        f"{name} CEO {ceo} to retire; {new} to take over",
                        f"Leadership shake-up at {name} as {ceo} departs"])
        d = f"{new}, currently chief operating officer, will take over the top job."
        ps = [f"{name} said {ceo} would step down as chief executive, ending a {rng.randint(4,14)}-year tenure, and that {new} had been appointed to succeed {ceo.split()[0] if not ceo.startswith(('Dr.','Sir')) else ceo.split()[1]}.",
              f"The board said the handover followed a lengthy succession process. {ceo} will remain as an adviser through the transition.",
              f"Analysts were mixed. \u201cContinuity is the message here,\u201d said one {sector} analyst, who asked not to be named.",
              f"The stock was {'up' if up else 'down'} {pct/3:.1f}% at {cur}{px:.2f} by midday."]
    elif kind == "guidance":
        h = rng.choice([f"{name} {'raises' if up else 'cuts'} full-year outlook",
                        f"{name} {'lifts' if up else 'trims'} {fy} guidance on {'robust' if up else 'weaker'} {sector} demand",
                        f"{tk} {'soars' if up else 'sinks'} after guidance {'hike' if up else 'cut'}"])
        d = f"Management now sees annual revenue of {cur}{rev*4:.1f} billion to {cur}{rev*4+0.6:.1f} billion."
        ps = [f"{name} {'raised' if up else 'lowered'} its forecast for full-year revenue to a range of {cur}{rev*4:.1f} billion to {cur}{rev*4+0.6:.1f} billion, citing {'stronger' if up else 'softer'} orders in {sector}.",
              f"The company also said it expects operating margins of {rng.randint(9,24)}% to {rng.randint(25,31)}% for the year.",
              f"Chief financial officer {rng.choice(AUTHORS)} told investors the change reflected \u201cwhat we are seeing in the order book today, not a change in strategy.\u201d",
              f"Shares {'rose' if up else 'fell'} {pct}% in {day} trading."]
    elif kind == "product":
        prod = rng.choice(["Atlas X2", "Meridian platform", "NovaCell 5", "Helix line", "Orion Pro"])
        h = rng.choice([f"{name} unveils {prod}, aiming at {sector} market share",
                        f"First look: {name}'s {prod}", f"{name} launches {prod} amid competitive pressure"])
        d = f"The company said the {prod} would ship to customers in stages."
        ps = [f"{name} unveiled the {prod} at an event for customers and analysts, describing it as its most significant launch in years.",
              f"Executives declined to give a price but said volume shipments would begin in stages, starting with large {sector} customers.",
              f"\u201cThis is a product our customers asked us for,\u201d {ceo} said on stage.",
              f"Shares were little changed, {'up' if up else 'down'} {pct/5:.1f}% in afternoon trade."]
    elif kind == "bond":
        yr = pub.year + rng.choice([5, 7, 10, 12])
        h = rng.choice([f"{name} prices {cur}{rng.choice([500,750,1000])} million of senior notes due {yr}",
                        f"{name} taps debt market with notes maturing {yr}"])
        d = f"The notes carry a coupon of {rng.uniform(3,7):.3f}%."
        ps = [f"{name} said it had priced an offering of senior unsecured notes maturing in {yr}. The notes were priced at 99.{rng.randint(100,990)}% of face value.",
              f"Proceeds will be used to refinance existing borrowings and for general corporate purposes, the company said.",
              f"The offering is expected to settle in about a week, subject to customary conditions.",
              f"Interest will be payable semi-annually, with the first payment scheduled six months after settlement."]
    else:
        dv = rng.uniform(0.05, 1.2)
        h = rng.choice([f"{name} {'raises' if up else 'holds'} quarterly dividend at {cur}{dv:.2f}",
                        f"{name} declares {cur}{dv:.2f} dividend"])
        d = "The payout is payable to shareholders of record next month."
        ps = [f"{name}'s board declared a quarterly dividend of {cur}{dv:.2f} per share, {'an increase of ' + str(int(pct)) + '%' if up else 'unchanged from the prior quarter'}.",
              f"The dividend is payable next month to shareholders of record in about three weeks, the company said.",
              f"{name} has paid a dividend for {rng.randint(6,40)} consecutive years.",
              f"The stock yields roughly {rng.uniform(1.2,5.5):.1f}% at current prices."]
    return dict(headline=h, dek=d, body=ps, kind=kind, px=px, up=up, pct=pct)


def scheduled(rng, pub, t, country, co):
    """Forward-looking phrases with dates after t (not facts)."""
    tz = TZ[country]
    name = co[0]
    d1 = pub + D(days=rng.randint(20, 80))
    d2 = pub + D(days=rng.randint(3, 12))
    yr = pub.year + rng.choice([8, 11, 13])
    if country == "UK" or country in ("AU", "IN", "SG"):
        fd = lambda x: f_uk(x, tz)
    else:
        fd = lambda x: f_us(x, tz)
    opts = [
        f"{name} is scheduled to report its next quarterly results on {fd(d1)}, before the market opens.",
        f"The company will hold its annual investor day on {fd(d2)}, where it is expected to outline medium-term targets.",
        f"Bonds maturing in {yr} were little changed.",
        f"The shareholder vote on the proposal is set for {fd(d1 + D(days=9))}.",
        f"Analysts expect guidance to be updated when the company reports on {fd(d1)}.",
        f"Next on the calendar: a central bank rate decision on {fd(d2 + D(days=2))} and jobs data on {fd(d2 + D(days=4))}.",
        f"The ex-dividend date is {fd(d2 + D(days=5))}.",
    ]
    rng.shuffle(opts)
    return opts[:3]


# Real, widely known macro events (public date) used for undated later headlines.
REAL_EVENTS = [
    (utc(2024, 9, 18, 18, 0), "Fed cuts rates by half a point, its first reduction since 2020"),
    (utc(2023, 3, 10, 15, 0), "Regulators seize Silicon Valley Bank in biggest failure since 2008"),
    (utc(2023, 8, 3, 11, 0), "Bank of England lifts Bank Rate to 5.25%, 14th straight rise"),
    (utc(2025, 2, 18, 3, 30), "RBA cuts cash rate to 4.10% in first move lower since 2020"),
    (utc(2022, 11, 16, 7, 0), "UK inflation hits 11.1%, a 41-year high"),
    (utc(2022, 7, 13, 12, 30), "US inflation accelerates to 9.1%, a fresh four-decade high"),
    (utc(2022, 11, 11, 14, 30), "FTX files for bankruptcy as Bankman-Fried steps down"),
    (utc(2023, 3, 19, 18, 0), "UBS agrees to take over Credit Suisse in rescue deal"),
    (utc(2024, 1, 10, 21, 0), "SEC approves first spot bitcoin ETFs"),
    (utc(2025, 2, 7, 4, 40), "RBI cuts repo rate to 6.25%, first cut in nearly five years"),
    (utc(2022, 6, 15, 18, 0), "Fed raises rates by 0.75 point, the biggest hike since 1994"),
    (utc(2020, 3, 15, 21, 0), "Fed slashes rates to near zero in emergency Sunday move"),
]

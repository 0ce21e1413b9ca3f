"""Story text generators. All facts stated here happen at or before `pub` unless
phrased as plans (forward)."""
from datetime import timedelta
from common import MONTHS, DAYS, esc


def quarter_before(d, min_gap_days=20):
    """Latest calendar quarter that ended at least min_gap_days before d."""
    x = d - timedelta(days=min_gap_days)
    q = (x.month - 1) // 3  # current quarter index (0..3); previous quarter is finished
    y = x.year
    if q == 0:
        return 4, y - 1
    return q, y


QNAME = {1: 'first', 2: 'second', 3: 'third', 4: 'fourth'}
QEND = {1: 'March 31', 2: 'June 30', 3: 'September 30', 4: 'December 31'}
QEND_D = {1: '31 March', 2: '30 June', 3: '30 September', 4: '31 December'}


def qend(L, q, y):
    return ('%s, %d' % (QEND[q], y)) if L.order == 'mdy' else ('%d-%02d-%02d' % (y, q * 3, int(QEND_D[q].split()[0])) if L.order == 'iso' else '%s %d' % (QEND_D[q], y))


def money(rng, L, lo, hi, unit='million'):
    v = rng.uniform(lo, hi)
    if L.cur == '₹':
        return '₹%s crore' % format(int(v * 10), ',')
    return '%s%.1f %s' % (L.cur, v, unit) if v < 100 else '%s%d %s' % (L.cur, int(v), unit)


def earnings(rng, L, co, pub):
    name, tick = co
    q, y = quarter_before(pub)
    rev = money(rng, L, 80, 900)
    g = rng.choice([3.1, 4.8, 6.2, 7.5, 9.9, 11.4, -2.3, -5.6, 12.8])
    eps = '%.2f' % rng.uniform(0.12, 2.4)
    up = g > 0
    title = rng.choice([
        '%s %s %s-quarter revenue as %s' % (name, 'lifts' if up else 'reports lower', QNAME[q],
                                             'orders hold up' if up else 'demand cools'),
        '%s Q%d: sales %s %.1f%%, margin %s' % (name, q, 'up' if up else 'down', abs(g), rng.choice(['steady', 'narrower', 'wider'])),
        '%s posts %s quarter; shares %s' % (name, 'stronger' if up else 'softer', 'rise' if up else 'slip'),
    ])
    dek = 'Revenue of %s for the three months to %s, %s %.1f%% on a year earlier.' % (
        rev, qend(L, q, y), 'up' if up else 'down', abs(g))
    p = [
        '%s (%s) said revenue for the %s quarter ended %s was %s, %s %.1f%% from the same period a year earlier. '
        'Diluted earnings per share were %s%s.' % (name, tick, QNAME[q], qend(L, q, y), rev,
                                                   'an increase of' if up else 'a decline of', abs(g), L.cur if L.cur != '₹' else '₹', eps),
        rng.choice([
            'Chief executive %s said the period had been "%s", pointing to %s.' % (
                rng.choice(['Alison Greaves', 'Dev Kapoor', 'Martin Okafor', 'Helen Strand', 'Yusuf Patel']),
                rng.choice(['disciplined', 'encouraging', 'more difficult than we planned', 'a quarter of execution']),
                rng.choice(['pricing in the core division', 'lower freight costs', 'a weaker order book in Europe', 'restocking by distributors'])),
            'Management attributed the %s to %s.' % ('improvement' if up else 'shortfall',
                                                    rng.choice(['volume growth in services', 'currency movements', 'one-off restructuring costs', 'a delayed contract'])),
        ]),
        'Gross margin came in at %.1f%%, compared with %.1f%% a year ago, and net debt stood at %s at quarter end.' % (
            rng.uniform(28, 55), rng.uniform(28, 55), money(rng, L, 50, 700)),
    ]
    return dict(title=title, dek=dek, paras=p, topic='earnings', q=q, y=y)


def deal(rng, L, co, pub):
    name, tick = co
    target = rng.choice(['Fairlight Components', 'Oakhurst Analytics', 'Bellmoor Packaging', 'Stonechat Labs',
                         'Riverbend Clinics', 'Castlereagh Distribution', 'Tern Island Ferries'])
    val = money(rng, L, 120, 980)
    title = rng.choice(['%s agrees %s deal for %s' % (name, val, target),
                        '%s to buy %s in cash-and-shares offer' % (name, target),
                        'Board of %s backs bid from %s' % (target, name)])
    dek = 'The offer values %s at %s including debt.' % (target, val)
    p = ['%s said on %s that it had agreed to acquire %s for %s, a premium of %d%% to the undisturbed share price.' % (
            name, DAYS[L.local(pub).weekday()], target, val, rng.randint(18, 46)),
         rng.choice(['The transaction requires shareholder and regulatory approval.',
                     'Completion is conditional on competition clearance.',
                     'Both boards have unanimously recommended the terms.']),
         '%s shares %s %.1f%% in early trading.' % (name, rng.choice(['rose', 'fell', 'edged up', 'slipped']), rng.uniform(0.4, 6.5))]
    return dict(title=title, dek=dek, paras=p, topic='deal', target=target)


def commodity(rng, L, co, pub):
    metal = rng.choice(['copper', 'nickel', 'iron ore', 'thermal coal', 'aluminium', 'zinc', 'lithium carbonate', 'palm oil', 'wheat', 'robusta coffee'])
    title = rng.choice(['%s prices %s as %s' % (metal.capitalize(), rng.choice(['firm', 'retreat', 'steady']), rng.choice(['stockpiles shrink', 'demand outlook clouds', 'mine outages persist'])),
                        'Market wrap: %s %s on supply worries' % (metal, rng.choice(['climbs', 'slides'])),
                        'Physical %s premiums widen in Asia' % metal])
    chg = rng.uniform(0.3, 3.8)
    p = ['Benchmark %s contracts settled %s %.1f%% in the previous session, traders said, with warehouse inventories at their lowest in %d weeks.' % (
            metal, rng.choice(['up', 'down']), chg, rng.randint(3, 30)),
         '%s, which supplies roughly %d%% of the seaborne market, said output at its main site had been %s.' % (
            co[0], rng.randint(4, 19), rng.choice(['restored after a brief stoppage', 'curtailed by heavy rain', 'running at capacity'])),
         rng.choice(['Brokers said spot buying from converters had been thin.', 'Freight rates for the key route eased over the week.',
                     'Analysts at several desks trimmed their near-term price assumptions.'])]
    return dict(title=title, dek='Traders weigh inventories against slower demand.', paras=p, topic='commodity')


def shipping(rng, L, co, pub):
    route = rng.choice(['Capesize', 'Panamax', 'VLCC', 'Supramax', 'LNG carrier', 'container'])
    title = rng.choice(['%s rates %s as %s' % (route, rng.choice(['rebound', 'soften', 'hold']), rng.choice(['fixtures pick up', 'tonnage builds', 'port congestion eases'])),
                        'Freight desk: %s market review' % route,
                        '%s orders two %s newbuilds' % (co[0], route)])
    p = ['Average %s earnings were assessed at %s a day at the close of the week, %s from the previous assessment.' % (
            route, format(rng.randint(9000, 61000), ','), rng.choice(['up', 'down'])),
         '%s said it had fixed %d vessels on period charters during the week.' % (co[0], rng.randint(2, 9)),
         rng.choice(['Brokers described the market as two-tier.', 'Bunker prices were little changed.', 'Charterers held back ahead of the holiday.'])]
    return dict(title=title, dek='Weekly review of the dry and wet freight markets.', paras=p, topic='shipping')


def energy(rng, L, co, pub):
    asset = rng.choice(['refinery', 'gas processing plant', 'LNG train', 'wind farm', 'pipeline'])
    title = rng.choice(['%s restarts %s after outage' % (co[0], asset),
                        '%s confirms unplanned %s shutdown' % (co[0], asset),
                        'Power prices jump as %s %s trips' % (co[0], asset)])
    p = ['%s said its %s had %s, citing %s.' % (co[0], asset, rng.choice(['returned to service', 'been taken offline', 'reduced throughput']),
                                                 rng.choice(['a compressor fault', 'scheduled maintenance running long', 'a fire in a utilities unit', 'low wind'])),
         'Day-ahead prices in the regional market settled at %s per megawatt hour.' % money(rng, L, 40, 190, unit='').strip(),
         rng.choice(['The operator has not given a timeline for full output.', 'The company said there were no injuries.',
                     'Traders said the move was exaggerated by thin holiday liquidity.'])]
    return dict(title=title, dek='Operator gives update to the market.', paras=p, topic='energy')


def central_bank(rng, L, co, pub):
    bank = rng.choice(['Reserve Bank of Westmarch', 'Bank of Caldera', 'Monetary Authority of Port Elling', 'Central Bank of Norland'])
    rate = rng.choice([2.75, 3.0, 3.25, 3.5, 4.0, 4.25, 5.25])
    act = rng.choice(['held', 'cut', 'raised'])
    title = '%s %s cash rate %s' % (bank, act, 'at %.2f%%' % rate if act == 'held' else 'to %.2f%%' % rate)
    p = ['The %s %s its policy rate %s %.2f%% at the end of its meeting, in a decision that %s.' % (
            bank, act, 'at' if act == 'held' else 'to', rate, rng.choice(['markets had largely priced in', 'surprised a minority of economists', 'was taken by a 5-4 vote'])),
         'In its statement the board said inflation was "%s".' % rng.choice(['moving back towards target', 'still too high', 'broadly in line with forecasts']),
         'The governor will give a press conference later in the day.']
    return dict(title=title, dek='Policy statement and decision.', paras=p, topic='central_bank', bank=bank)


def stats(rng, L, co, pub):
    off = rng.choice(['Office for Regional Statistics', 'Bureau of Economic Measurement', 'Statistics Tamsin', 'National Data Agency'])
    m = (L.local(pub).month - 2) % 12
    v = rng.uniform(1.2, 6.8)
    title = rng.choice(['Consumer prices rose %.1f%% in the year to %s' % (v, MONTHS[m]),
                        'Retail sales volumes %s in %s' % (rng.choice(['rose 0.4%', 'fell 0.7%', 'were flat']), MONTHS[m]),
                        'Labour market overview: %s' % MONTHS[m]])
    p = ['The %s said the consumer prices index rose %.1f%% in the 12 months to %s, compared with %.1f%% in the previous month.' % (off, v, MONTHS[m], v + rng.uniform(-0.6, 0.6)),
         'The largest upward contribution came from %s.' % rng.choice(['housing and household services', 'food and non-alcoholic beverages', 'transport fuel']),
         'These figures are National Statistics and are not seasonally adjusted unless stated.']
    return dict(title=title, dek='Statistical release.', paras=p, topic='stats', office=off)


def crypto(rng, L, co, pub):
    tok = rng.choice(['ZEPH', 'MOTH', 'QRT', 'LUMA', 'KELP', 'OSPRY'])
    title = rng.choice(['Notice on listing of %s (%s) spot trading pairs' % (tok.capitalize() + ' Protocol', tok),
                        'Delisting notice: %s/USDT and %s/BTC' % (tok, tok),
                        'Scheduled wallet maintenance for %s network upgrade' % tok])
    p = ['Dear users, the exchange has %s %s. Deposits were opened at the time stated in the original announcement.' % (
            rng.choice(['completed the review of', 'approved the listing of', 'decided to suspend']), tok),
         'Users should note that token prices can be highly volatile. This is not investment advice.',
         'Thank you for your support.']
    return dict(title=title, dek='Announcement', paras=p, topic='crypto', token=tok)


def bond(rng, L, co, pub):
    mat = rng.choice([2031, 2033, 2034, 2036, 2038, 2041])
    c = rng.choice([3.875, 4.25, 4.625, 5.125, 5.5, 6.0])
    title = '%s prices %s senior notes due %d' % (co[0], money(rng, L, 300, 900), mat)
    p = ['%s said it had priced an offering of %.3f%% senior unsecured notes due %d at %.3f%% of par.' % (co[0], c, mat, rng.uniform(98.5, 100)),
         'Proceeds will be used to refinance existing borrowings and for general corporate purposes.',
         'The order book was %.1f times covered, according to a person familiar with the deal.' % rng.uniform(1.8, 4.6)]
    return dict(title=title, dek='Debt capital markets.', paras=p, topic='bond', maturity=mat)


def people(rng, L, co, pub):
    who = rng.choice(PEOPLE_X)
    title = rng.choice(['%s names %s chief financial officer' % (co[0], who),
                        '%s chair to step down; %s to succeed' % (co[0], who),
                        'Board changes at %s' % co[0]])
    p = ['%s has appointed %s as chief financial officer, the company said in a statement to the exchange.' % (co[0], who),
         '%s joins from %s, where %s was %s.' % (who.split()[0], rng.choice(['a rival distributor', 'a regional lender', 'a listed utility']),
                                                  rng.choice(['she', 'he']), rng.choice(['group treasurer', 'finance director', 'head of strategy'])),
         'The outgoing CFO will remain with the business during a transition period.']
    return dict(title=title, dek='Management change.', paras=p, topic='people')


PEOPLE_X = ['Rosalind Achebe', 'Ian Pardew', 'Mei Fong', 'Graham Stroud', 'Tanvi Bose', 'Pieter van Wyk', 'Eamon Lysaght']

TOPICS = [earnings, deal, commodity, shipping, energy, central_bank, stats, crypto, bond, people]


def story(rng, L, co, pub, topic=None):
    f = topic or rng.choice(TOPICS)
    return f(rng, L, co, pub)

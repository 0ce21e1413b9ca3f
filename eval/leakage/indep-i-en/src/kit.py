"""Helpers shared by the style functions."""
from datetime import timedelta
from core import E
from tzfmt import DATE_ONLY, local, DOW, fmt

US = ('ET', 'CT', 'PT')


def tf(c, long=False):
    if c.zone in US:
        return 'us_long' if long else c.r.choice(['us_short', 'us_ap', 'us_long'])
    if c.zone in ('UK', 'CET'):
        return c.r.choice(['uk_long', 'uk_short'])
    if c.zone in ('JST', 'KST', 'SGT', 'HKT', 'CN'):
        return 'slash_time'
    return c.r.choice(['utc_plain', 'utc_sec'])


def df(c):
    if c.zone in US:
        return c.r.choice(['date_long', 'date_short', 'date_ap'])
    if c.zone in ('UK', 'CET'):
        return 'date_uk'
    return 'date_iso'


def byline(c, author=None, f=None, upd=True, label='Published'):
    f = f or tf(c)
    s = f'<div class="byline">'
    if author:
        s += f'<span class="author">By <a href="/authors/{author.lower().replace(" ", "-")}">{E(author)}</a></span> '
    s += f'<time class="pub" datetime="{c.ts(c.P, "iso_z", where="time@datetime published")}">{label} {E(c.ts(c.P, f, where="visible published"))}</time>'
    if upd and c.M:
        s += f' <time class="upd">Updated {E(c.ts(c.M, f if f not in DATE_ONLY else tf(c), where="visible updated"))}</time>'
    return s + '</div>'


FILL = [
    "Management reiterated that pricing actions taken earlier in the year should offset most of the input-cost inflation.",
    "The company's balance sheet carries roughly {n1} billion dollars of net debt, with no major maturities until {y1}.",
    "Several analysts said the near-term setup hinges on whether order intake stabilises in the coming quarters.",
    "Volume in the options market has been elevated, with open interest concentrated in strikes about {p1}% out of the money.",
    "{co} has guided to mid-single-digit revenue growth for the full year and an operating margin of {m1}% to {m2}%.",
    "Investors have focused on free cash flow conversion, which slipped below {m1}% in the most recent reported period.",
    "Short interest stands at about {p1}% of the float, according to exchange data compiled by the site.",
    "The board's capital return framework targets returning at least half of free cash flow to shareholders.",
    "Peers in {sector} have traded at a discount to the broader market for most of the past two years.",
    "A spokesperson declined to comment beyond the company's prepared remarks.",
    "Consensus expectations compiled by the site call for earnings per share of ${e1} on revenue of ${n2} billion.",
    "The stock trades at about {m1} times forward earnings, below its five-year average.",
    "Supply-chain normalisation has eased freight costs, though labour costs remain sticky.",
    "Rule 10b5-1 trading plans were disclosed for two executives in the latest proxy statement.",
]


def filler(c, n=3, co=None):
    co = co or c.co
    r = c.r
    out = []
    for s in r.sample(FILL, n):
        out.append('<p>' + E(s.format(n1=r.randint(1, 9), y1=r.randint(2027, 2033), p1=r.randint(3, 18), co=co['short'],
                                      m1=r.randint(11, 24), m2=r.randint(25, 31), sector=co['sector'],
                                      e1=f"{r.uniform(0.3, 4):.2f}", n2=f"{r.uniform(0.4, 30):.1f}")) + '</p>')
    return '\n'.join(out)


def relday(c, dt_target, base, where, quote_fmt="{phrase}"):
    """a relative day phrase ('yesterday', 'on Monday') for a target date before base; records the day interval"""
    Lb = local(base, c.zone)[0].date()
    Lt = local(dt_target, c.zone)[0].date()
    d = (Lb - Lt).days
    if d == 1:
        phrase = 'yesterday'
    elif d == 0:
        phrase = 'earlier today'
    elif 2 <= d <= 6:
        phrase = 'on ' + DOW[Lt.weekday()]
    else:
        phrase = 'last ' + ['week', 'month'][d > 20]
    a, b = _dayint(dt_target, c.zone)
    if phrase.startswith('last '):
        a, b = a - timedelta(days=7), b
    c.rel(phrase, a, b, where)
    return phrase


def _dayint(dt, zone):
    from tzfmt import interval
    return interval(dt, 'date_iso', zone)


def table(headers, rows, cls='data-table', caption=None):
    s = f'<table class="{cls}">'
    if caption:
        s += f'<caption>{E(caption)}</caption>'
    s += '<thead><tr>' + ''.join(f'<th scope="col">{E(h)}</th>' for h in headers) + '</tr></thead><tbody>'
    for row in rows:
        s += '<tr>' + ''.join(f'<td>{x}</td>' for x in row) + '</tr>'
    return s + '</tbody></table>'


def dated_rows(c, n, step_h, f, cells, where, newest=None, leak_name='table_row', fwd=0, fwd_cells=None,
               fwd_step_h=None, leak_prec=None, jitter=0.2):
    """history rows newest..older stepping back step_h hours from newest; optional leak row (filled, after t)
    and forward rows (empty actuals, after t). Returns rows sorted newest first. cells(dt, kind)->list"""
    r = c.r
    newest = newest or c.P
    ents = []
    for k in range(n):
        dt = newest - timedelta(hours=step_h * k + (r.uniform(0, step_h * jitter) if k else 0))
        dt = dt.replace(second=0, microsecond=0)
        ents.append((dt, 'hist'))
    if c.L(leak_name):
        prec = leak_prec or ('date' if f in DATE_ONLY else 'time')
        ents.append((c.ldt(prec), 'leak'))
    for k in range(fwd):
        st = fwd_step_h or step_h
        ents.append(((c.t + timedelta(hours=st * (k + 1) + r.randint(30, 60))).replace(minute=0, second=0, microsecond=0), 'fwd'))
    if f in ('time_only', 'time_24', 'hhmm'):
        # a time-only column is read against the table's day: keep every row on newest's local day
        day = local(newest, c.zone)[0].date()
        keep = [e for e in ents if local(e[0], c.zone)[0].date() == day]
        if any(e[1] == 'leak' for e in ents) and not any(e[1] == 'leak' for e in keep):
            c.leak_hits -= 1
        ents = keep
    ents.sort(key=lambda e: e[0], reverse=True)
    rows = []
    for dt, kind in ents:
        s = c.ts(dt, f, where=('leak: ' if kind == 'leak' else ('forward ' if kind == 'fwd' else '')) + where, fwd=(kind == 'fwd'))
        cl = (fwd_cells or cells)(dt, kind) if kind == 'fwd' else cells(dt, kind)
        if kind == 'leak':
            c.items[-1]['quote'] = f"row: {s} | " + ' | '.join(str(x) for x in cl)
        rows.append([E(s)] + cl)
    return rows


def leak_para(c, name, f=None, templ=None):
    """a body sentence reporting an outcome dated after t"""
    if not c.L(name):
        return ''
    f = f or df(c)
    lt = c.ldt('date' if f in DATE_ONLY else 'time')
    s = c.ts(lt, f, where='leak: body outcome sentence')
    r = c.r
    templ = templ or r.choice([
        "On {s}, {co} reported quarterly earnings of ${e:.2f} a share, ahead of the ${e2:.2f} analysts had expected, and the shares closed {p}% higher.",
        "{co} shares finished at ${px} on {s}, a move of {pp:+}% on the session, after the company confirmed the results.",
        "The committee's decision, announced {s}, left the target range unchanged, as the market had priced in.",
        "In results published {s}, {co} said revenue rose {p}% from a year earlier.",
    ])
    txt = templ.format(s=s, co=c.co['short'], e=r.uniform(0.5, 3), e2=r.uniform(0.5, 3), p=abs(c.pct(2, 14)), px=c.price(), pp=c.pct(1, 9))
    c.items[-1]['quote'] = txt
    return f'<p>{E(txt)}</p>'


def correction(c, name='correction', f=None):
    if not c.L(name):
        return ''
    f = f or tf(c)
    lt = c.ldt()
    s = c.ts(lt, f, where='leak: correction/update note')
    txt = c.r.choice([f"Correction, {s}: An earlier version of this article misstated {c.co['short']}'s quarterly revenue; the company reported ${c.r.uniform(1, 9):.2f} billion.",
                      f"Update {s}: {c.co['short']} confirmed the deal after the market close; shares rose {abs(c.pct(2, 9))}% in extended trading.",
                      f"This story was updated on {s} to include the final vote count."])
    c.items[-1]['quote'] = txt
    return f'<p class="correction"><em>{E(txt)}</em></p>'


def relative_update(c, name='relative_update'):
    """UPDATE (Thursday): ... — weekday resolving after t against the page's own stamp"""
    if not c.L(name):
        return ''
    r = c.r
    lt = c.ldt('date')
    Lp = local(c.P, c.zone)[0].date()
    Ll = local(lt, c.zone)[0].date()
    gap = (Ll - Lp).days
    dow = DOW[Ll.weekday()]
    a, b = _dayint(lt, c.zone)
    if not (1 <= gap <= 6):
        # cannot express unambiguously; make it fail validation (retry)
        c.rel('UPDATE (ambiguous)', c.P, c.P, 'bad relative update')
        return ''
    txt = f"UPDATE ({dow}): {c.co['short']} shares closed {abs(c.pct(3, 11))}% {r.choice(['higher', 'lower'])} on {dow} after the company released its results."
    c.rel(f"UPDATE ({dow})", a, b, 'leak: relative weekday update resolving after t', quote=txt)
    return f'<p class="update"><strong>{E(txt)}</strong></p>'

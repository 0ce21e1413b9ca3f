"""Shared locale data, phrase banks and date formatting for the d-en corpus generator.
Standard library only. All randomness flows through an explicit random.Random instance."""
import datetime as dt
import html
import json
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc

LOC = {
    'US': dict(lang='en-US', tz='America/New_York', cur='$', order='mdy', tld='.example',
               cities=['New York', 'Chicago', 'Boston', 'San Francisco', 'Houston', 'Charlotte']),
    'UK': dict(lang='en-GB', tz='Europe/London', cur='£', order='dmy', tld='.co.uk.example',
               cities=['London', 'Manchester', 'Edinburgh', 'Leeds', 'Bristol']),
    'CA': dict(lang='en-CA', tz='America/Toronto', cur='C$', order='ymd', tld='.ca.example',
               cities=['Toronto', 'Calgary', 'Vancouver', 'Montreal']),
    'AU': dict(lang='en-AU', tz='Australia/Sydney', cur='A$', order='dmy', tld='.com.au.example',
               cities=['Sydney', 'Melbourne', 'Perth', 'Brisbane']),
    'IN': dict(lang='en-IN', tz='Asia/Kolkata', cur='₹', order='dmy', tld='.in.example',
               cities=['Mumbai', 'New Delhi', 'Bengaluru', 'Chennai']),
    'IE': dict(lang='en-IE', tz='Europe/Dublin', cur='€', order='dmy', tld='.ie.example',
               cities=['Dublin', 'Cork', 'Galway', 'Limerick']),
    'NZ': dict(lang='en-NZ', tz='Pacific/Auckland', cur='NZ$', order='dmy', tld='.co.nz.example',
               cities=['Auckland', 'Wellington', 'Christchurch']),
    'ZA': dict(lang='en-ZA', tz='Africa/Johannesburg', cur='R', order='ymd', tld='.co.za.example',
               cities=['Johannesburg', 'Cape Town', 'Durban', 'Sandton']),
    'SG': dict(lang='en-SG', tz='Asia/Singapore', cur='S$', order='dmy', tld='.sg.example',
               cities=['Singapore']),
}

COS = {
    'US': [("Halvern Biologics Inc.", "HLVB", "Nasdaq", "biotech"), ("Corriden Freight Lines", "CFLX", "NYSE", "logistics"),
           ("Maplestone Semiconductor", "MPSC", "Nasdaq", "chips"), ("Brightwater Utilities", "BWU", "NYSE", "utility"),
           ("Quillon Software", "QLSW", "Nasdaq", "software"), ("Redmarsh Energy Partners", "RMEP", "NYSE", "energy")],
    'UK': [("Thistlebank plc", "TBK", "LSE", "bank"), ("Harrowgate Water Group", "HWG", "LSE", "utility"),
           ("Penmarric Minerals plc", "PNM", "AIM", "mining"), ("Alderley Retail plc", "ALDR", "LSE", "retail"),
           ("Cobhurst Aerospace plc", "CBA", "LSE", "aerospace")],
    'CA': [("Boreal Lithium Corp.", "BLI", "TSXV", "mining"), ("Northgate Pipelines Ltd.", "NGP", "TSX", "energy"),
           ("Laurentide Insurance Co.", "LIC", "TSX", "insurance"), ("Saskatoon Potash Ventures", "SPV", "CSE", "mining")],
    'AU': [("Kestrel Ridge Resources", "KRR", "ASX", "mining"), ("Wattle Bay Health", "WBH", "ASX", "healthcare"),
           ("Murrumbidgee Agri Ltd", "MAG", "ASX", "agri"), ("Southern Cross Payments", "SXP", "ASX", "fintech")],
    'IN': [("Sahyadri Cements Ltd", "SAHYCEM", "NSE", "cement"), ("Vantara Fintech Ltd", "VANTARA", "NSE", "fintech"),
           ("Godavari Power & Steel Works", "GODPSW", "BSE", "steel"), ("Nilgiri Consumer Products", "NILGIRI", "NSE", "FMCG")],
    'IE': [("Liffey Aviation Leasing plc", "LAL", "Euronext Dublin", "leasing"), ("Corrib Foods plc", "CRF", "Euronext Dublin", "food"),
           ("Shannon Medtech plc", "SHM", "Euronext Growth", "medtech")],
    'NZ': [("Tasman Dairy Co-operative", "TDC", "NZX", "dairy"), ("Kea Cloud Software", "KEA", "NZX", "software"),
           ("Waitaki Hydro Ltd", "WHL", "NZX", "utility")],
    'ZA': [("Highveld Platinum Ltd", "HVP", "JSE", "mining"), ("Karoo Telecom Holdings", "KTH", "JSE", "telecom"),
           ("Umhlanga Retail Group", "URG", "JSE", "retail")],
    'SG': [("Merlion Logistics REIT", "MLREIT", "SGX", "reit"), ("Straits Harbour Bank", "SHB", "SGX", "bank"),
           ("Jurong Precision Holdings", "JPH", "SGX", "engineering")],
}

PEOPLE = {
    'US': ["Dana Whitcomb", "Marcus Ellery", "Priya Raman", "Tom Kowalczyk", "Jenna Holt", "Luis Ortega", "Sarah Kim"],
    'UK': ["Harriet Pemberton", "Oliver Ashdown", "Niamh Carter", "Rupert Hale", "Aisha Begum", "Callum Reid"],
    'CA': ["Geneviève Tremblay", "Mark Okafor", "Heather MacLeod", "Raj Sandhu", "Claire Bouchard"],
    'AU': ["Bronwyn Hayes", "Liam O'Connell", "Mei Chen", "Jack Thornton", "Sophie Nguyen"],
    'IN': ["Ananya Kulkarni", "Rohit Menon", "Kavita Iyer", "Sandeep Bhatia", "Farhan Qureshi"],
    'IE': ["Siobhán Walsh", "Ciarán Byrne", "Aoife Kennedy", "Declan Moran", "Orla Fitzgerald"],
    'NZ': ["Aroha Ngata", "Hamish Munro", "Grace Tuilagi", "Ben Fraser", "Kiri Walker"],
    'ZA': ["Thandiwe Mokoena", "Pieter van der Merwe", "Lerato Dlamini", "Sipho Ndlovu", "Ayesha Patel"],
    'SG': ["Tan Wei Ling", "Rajesh Pillai", "Nur Aisyah", "Marcus Lim", "Chua Hui Min"],
}

CB = {
    'US': ("Federal Reserve", "FOMC", "federal funds rate"), 'UK': ("Bank of England", "MPC", "Bank Rate"),
    'CA': ("Bank of Canada", "Governing Council", "policy rate"), 'AU': ("Reserve Bank of Australia", "Monetary Policy Board", "cash rate"),
    'IN': ("Reserve Bank of India", "MPC", "repo rate"), 'IE': ("European Central Bank", "Governing Council", "deposit facility rate"),
    'NZ': ("Reserve Bank of New Zealand", "Monetary Policy Committee", "OCR"), 'ZA': ("South African Reserve Bank", "MPC", "repo rate"),
    'SG': ("Monetary Authority of Singapore", "MAS", "S$NEER policy band"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

NUM_WORDS = {2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten', 11: 'eleven', 12: 'twelve'}


def esc(s):
    return html.escape(s, quote=True)


def jd(o):
    return json.dumps(o, ensure_ascii=False, indent=None)


def loc(d, cc):
    return d.astimezone(ZoneInfo(LOC[cc]['tz']))


def zab(ld, cc):
    z = ld.tzname()
    if z == '+08':
        return 'SGT'
    return z


def h12(ld):
    h = ld.hour % 12 or 12
    return h, ('AM' if ld.hour < 12 else 'PM')


def iso(d):
    return d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def iso_local(d, cc):
    ld = loc(d, cc)
    s = ld.isoformat(timespec='seconds')
    return s


class Clock:
    """Holds the current forecast time so formatters can refuse date-only forms close to t."""
    t = None


def near(d, hours=40):
    return Clock.t is not None and abs((d - Clock.t).total_seconds()) < hours * 3600


def fmt(d, cc, v='long'):
    """Format a UTC datetime in the site's local zone. Date-only variants are upgraded to a form with
    time and zone whenever the instant is within ~40h of t, so no page is ambiguous about its side of t."""
    ld = loc(d, cc)
    if v in ('date', 'numeric', 'weekday', 'short', 'mon3', 'ordinal') and near(d):
        v = 'long'
    z = zab(ld, cc)
    H, ap = h12(ld)
    M = MONTHS[ld.month - 1]
    m3 = MON3[ld.month - 1]
    if v == 'iso':
        return ld.isoformat(timespec='minutes')
    if v == 'iso_utc':
        return iso(d)
    if v == 'numeric':
        o = LOC[cc]['order']
        if o == 'mdy':
            return f"{ld.month:02d}/{ld.day:02d}/{ld.year}"
        if o == 'ymd':
            return f"{ld.year}-{ld.month:02d}-{ld.day:02d}" if cc != 'ZA' else f"{ld.year}/{ld.month:02d}/{ld.day:02d}"
        return f"{ld.day:02d}/{ld.month:02d}/{ld.year}"
    if v == 'numeric_time':
        o = LOC[cc]['order']
        t = f"{ld.hour:02d}:{ld.minute:02d} {z}"
        if o == 'mdy':
            return f"{ld.month:02d}/{ld.day:02d}/{ld.year} {H}:{ld.minute:02d} {ap} {z}"
        if o == 'ymd':
            return f"{ld.year}-{ld.month:02d}-{ld.day:02d} {t}"
        return f"{ld.day:02d}/{ld.month:02d}/{ld.year} {t}"
    if v == 'date':
        if cc in ('US', 'CA'):
            return f"{M} {ld.day}, {ld.year}"
        if cc == 'SG' or cc == 'IN':
            return f"{m3} {ld.day:02d}, {ld.year}"
        return f"{ld.day} {M} {ld.year}"
    if v == 'mon3':
        if cc in ('US', 'CA', 'SG', 'IN'):
            return f"{m3} {ld.day}, {ld.year}"
        return f"{ld.day} {m3} {ld.year}"
    if v == 'weekday':
        if cc in ('US', 'CA'):
            return f"{WD[ld.weekday()]}, {M} {ld.day}, {ld.year}"
        return f"{WD[ld.weekday()]} {ld.day} {M} {ld.year}"
    if v == 'ordinal':
        sfx = 'th' if 11 <= ld.day <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(ld.day % 10, 'th')
        if cc in ('US', 'CA'):
            return f"{WD[ld.weekday()][:3]}., {M} {ld.day}{sfx}, {ld.year}"
        return f"{WD[ld.weekday()]}, {ld.day}{sfx} {M} {ld.year}"
    if v == 'short':
        return f"{ld.day} {m3} {ld.year}" if cc not in ('US', 'CA') else f"{m3} {ld.day}, {ld.year}"
    if v == 'time24':
        return f"{ld.hour:02d}:{ld.minute:02d} {z}, {ld.day} {m3} {ld.year}"
    # long, per-country house style
    if cc == 'US':
        return f"{M} {ld.day}, {ld.year} {H}:{ld.minute:02d} {ap} {'ET' if ld.day % 2 else z}"
    if cc == 'CA':
        return f"{M} {ld.day}, {ld.year} {H}:{ld.minute:02d} {ap.lower()[0]}.m. {z}"
    if cc == 'UK':
        return f"{ld.day} {M} {ld.year}, {ld.hour:02d}:{ld.minute:02d} {z}"
    if cc == 'AU':
        return f"{ld.day} {M} {ld.year} — {H}:{ld.minute:02d}{ap.lower()} {z}"
    if cc == 'IN':
        return f"{m3} {ld.day:02d}, {ld.year}, {H:02d}:{ld.minute:02d} {ap} IST"
    if cc == 'IE':
        return f"{WD[ld.weekday()][:3]} {ld.day} {m3} {ld.year} - {ld.hour:02d}:{ld.minute:02d} {z}"
    if cc == 'NZ':
        return f"{ld.day} {m3}, {ld.year} {H:02d}:{ld.minute:02d} {ap} {z}"
    if cc == 'ZA':
        return f"{ld.day:02d} {M} {ld.year} {ld.hour:02d}:{ld.minute:02d} SAST"
    if cc == 'SG':
        return f"{m3} {ld.day}, {ld.year}, {H:02d}:{ld.minute:02d} {ap} SGT"
    return iso(d)


def rel_ago(d):
    """'3 hours ago' relative to the capture instant t (only for instants before t)."""
    s = (Clock.t - d).total_seconds()
    assert s >= 0, 'relative-ago used for a later instant'
    if s < 3600:
        return f"{max(1, int(s // 60))} min ago"
    if s < 86400:
        h = int(s // 3600)
        return f"{h} hour{'s' if h > 1 else ''} ago"
    dd = int(s // 86400)
    if dd < 7:
        return f"{dd} day{'s' if dd > 1 else ''} ago"
    if dd < 30:
        w = dd // 7
        return f"{w} week{'s' if w > 1 else ''} ago"
    mo = dd // 30
    return f"{mo} month{'s' if mo > 1 else ''} ago"


def quarter_of(d):
    q = (d.month - 1) // 3 + 1
    return d.year, q


def quarter_end(y, q):
    m = q * 3
    nxt = dt.datetime(y + (m == 12), (m % 12) + 1, 1, tzinfo=UTC)
    return nxt - dt.timedelta(days=1)


def last_reported_quarter(P, margin_days=28):
    y, q = quarter_of(P)
    for _ in range(6):
        q -= 1
        if q == 0:
            y, q = y - 1, 4
        e = quarter_end(y, q)
        if e <= P - dt.timedelta(days=margin_days):
            return y, q, e
    raise RuntimeError


def qlabel(y, q, cc):
    e = quarter_end(y, q)
    if cc == 'IN':
        fy = y + 1 if q >= 2 else y
        fq = q - 1 if q >= 2 else 4
        return f"Q{fq} FY{str(fy)[2:]}", f"quarter ended {e.day} {MONTHS[e.month-1]} {e.year}"
    if cc in ('UK', 'IE', 'AU', 'NZ', 'ZA', 'SG'):
        return f"Q{q} {y}", f"three months to {e.day} {MONTHS[e.month-1]} {e.year}"
    return f"Q{q} {y}", f"quarter ended {MONTHS[e.month-1]} {e.day}, {e.year}"


def money(rng, cc, lo, hi, unit='m'):
    c = LOC[cc]['cur']
    v = rng.uniform(lo, hi)
    if cc == 'IN':
        return f"₹{v*8.3:,.0f} crore" if unit == 'm' else f"₹{v:,.1f} lakh crore"
    return f"{c}{v:,.1f}{'m' if unit=='m' else 'bn'}"

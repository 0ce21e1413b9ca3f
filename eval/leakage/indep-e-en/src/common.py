"""Shared helpers for the e-en corpus generator (stdlib only)."""
import html, json, random
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

UTC = timezone.utc
esc = html.escape

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# key: (zone, order, lang, fixed abbreviation or None)
LOCS = {
    'utc':   ('UTC', 'iso', 'en', 'UTC'),
    'us_et': ('America/New_York', 'mdy', 'en-US', None),
    'us_ct': ('America/Chicago', 'mdy', 'en-US', None),
    'us_pt': ('America/Los_Angeles', 'mdy', 'en-US', None),
    'ca':    ('America/Toronto', 'iso', 'en-CA', None),
    'uk':    ('Europe/London', 'dmy', 'en-GB', None),
    'ie':    ('Europe/Dublin', 'dmy', 'en-IE', 'OFFSET'),
    'au':    ('Australia/Sydney', 'dmy', 'en-AU', None),
    'au_w':  ('Australia/Perth', 'dmy', 'en-AU', 'AWST'),
    'nz':    ('Pacific/Auckland', 'dmy', 'en-NZ', None),
    'in':    ('Asia/Kolkata', 'dmy', 'en-IN', 'IST'),
    'za':    ('Africa/Johannesburg', 'dmy', 'en-ZA', 'SAST'),
    'sg':    ('Asia/Singapore', 'dmy', 'en-SG', 'SGT'),
    'hk':    ('Asia/Hong_Kong', 'dmy', 'en-HK', 'HKT'),
}
CURRENCY = {'utc': 'US$', 'us_et': '$', 'us_ct': '$', 'us_pt': '$', 'ca': 'C$', 'uk': '£', 'ie': '€',
            'au': 'A$', 'au_w': 'A$', 'nz': 'NZ$', 'in': '₹', 'za': 'R', 'sg': 'S$', 'hk': 'HK$'}


class Loc:
    def __init__(self, key):
        self.key = key
        zone, self.order, self.lang, self.fixed = LOCS[key]
        self.tz = ZoneInfo(zone)
        self.cur = CURRENCY[key]

    def local(self, d):
        return d.astimezone(self.tz)

    def abbr(self, d):
        l = self.local(d)
        if self.fixed == 'OFFSET':
            off = l.utcoffset()
            h = int(off.total_seconds() // 3600)
            return 'UTC+%d' % h if h else 'UTC'
        if self.fixed:
            return self.fixed
        return l.tzname()

    def generic(self, d):
        """US generic zone like ET/CT/PT, otherwise abbreviation."""
        if self.key.startswith('us_'):
            return {'us_et': 'ET', 'us_ct': 'CT', 'us_pt': 'PT'}[self.key]
        return self.abbr(d)

    def long(self, d, weekday=False):
        l = self.local(d)
        w = DAYS[l.weekday()] + ' ' if weekday else ''
        if self.order == 'mdy':
            return '%s%s %d, %d' % ((DAYS[l.weekday()] + ', ') if weekday else '', MONTHS[l.month - 1], l.day, l.year)
        if self.order == 'iso':
            return l.strftime('%Y-%m-%d')
        return '%s%d %s %d' % (w, l.day, MONTHS[l.month - 1], l.year)

    def short(self, d):
        l = self.local(d)
        if self.order == 'mdy':
            return '%s %d, %d' % (MON3[l.month - 1], l.day, l.year)
        if self.order == 'iso':
            return l.strftime('%Y-%m-%d')
        return '%d %s %d' % (l.day, MON3[l.month - 1], l.year)

    def num(self, d):
        l = self.local(d)
        if self.order == 'mdy':
            return l.strftime('%m/%d/%Y')
        if self.order == 'iso':
            return l.strftime('%Y-%m-%d')
        return l.strftime('%d/%m/%Y')

    def clock(self, d, style=None):
        l = self.local(d)
        h12 = l.hour % 12 or 12
        ampm = 'am' if l.hour < 12 else 'pm'
        style = style or {'mdy': 'ap', 'iso': '24', 'dmy': '24'}[self.order]
        if self.key in ('au', 'au_w', 'nz') and style == '24':
            style = 'dot'
        if style == 'ap':
            return '%d:%02d %s' % (h12, l.minute, 'a.m.' if l.hour < 12 else 'p.m.')
        if style == 'AMPM':
            return '%d:%02d %s' % (h12, l.minute, ampm.upper())
        if style == 'dot':
            return '%d.%02d%s' % (h12, l.minute, ampm)
        return '%02d:%02d' % (l.hour, l.minute)

    def full(self, d, style=None, weekday=False, generic=False):
        z = self.generic(d) if generic else self.abbr(d)
        if self.order == 'mdy':
            return '%s %s, %s' % (self.clock(d, style), z, self.long(d, weekday))
        return '%s, %s %s' % (self.long(d, weekday), self.clock(d, style), z)

    def iso(self, d):
        return self.local(d).isoformat(timespec='seconds')


def zulu(d):
    return d.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def paras(lst):
    return '\n'.join(p if p.lstrip().startswith('<') else '<p>%s</p>' % p for p in lst)


COMPANIES = [
    ("Halvard Instruments", "HLVD"), ("Brightwater Foods", "BWF"), ("Kestrel Mining", "KSM"),
    ("Orrin Logistics", "ORLG"), ("Pellucid Software", "PLCD"), ("Marrow & Finch", "MRF"),
    ("Tallis Energy", "TLE"), ("Quillon Pharma", "QLN"), ("Ashgrove Retail", "ASG"),
    ("Corvane Semiconductor", "CRVN"), ("Lowmoor Water", "LMW"), ("Sable Point Resources", "SPR"),
    ("Northwick Insurance", "NWI"), ("Veldt Agricultural", "VDA"), ("Ironbark Timber", "IBT"),
    ("Glenfarne Hotels", "GFH"), ("Pinecrest Bancorp", "PNCB"), ("Rookery Telecom", "RKT"),
    ("Calder Freight", "CDF"), ("Mistral Aerostructures", "MSA"), ("Tidewell Shipping", "TDW"),
    ("Harrowgate Homes", "HGH"), ("Emberline Utilities", "EMB"), ("Solace Health", "SLH"),
    ("Greyfriars Capital", "GFC"), ("Wyvern Cement", "WYC"), ("Coralbay Seafood", "CBS"),
    ("Juniper Ridge Gold", "JRG"), ("Fenwick Chemicals", "FNC"), ("Larkspur Media", "LKM"),
    ("Obsidian Rail", "OBR"), ("Kowhai Dairy", "KWD"), ("Bramblewood Brewing", "BWB"),
    ("Saffron Lane Textiles", "SLT"), ("Meridale Steel", "MDS"), ("Thornbury Cables", "TBC"),
    ("Aldergrove Motors", "AGM"), ("Peregrine Biotech", "PGB"), ("Nettlefield Paper", "NFP"),
    ("Quarry Bay Properties", "QBP"), ("Kinsale Data", "KSD"), ("Umber Coast Oil", "UCO"),
]
PEOPLE = ["Dana Whitlock", "Priya Raman", "Tom Oyelaran", "Siobhan Keary", "Marcus Feld",
          "Leah Tranter", "Rohan Mehta", "Aroha Ngata", "Jessica Lindqvist", "Wei Ling Tan",
          "Callum Birt", "Nomvula Dlamini", "Greg Hartigan", "Anika Sood", "Ben Oduya",
          "Fiona MacRae", "Hamish Doyle", "Carmen Ruiz", "Kenji Arakawa", "Olivia Brandt"]
USERS = ["throwaway_quant", "dividend_dave", "mrkt_wtchr", "bagholder99", "gilt_edged",
         "ozvaluehunter", "ccy_carry", "tealeaf_reader", "sparky_fx", "chartist_bob",
         "longonly_lisa", "kiwi_saver", "mumbai_minnow", "jozi_trader", "lionCityLong",
         "hk_harbour", "northern_lad", "pdx_angel", "value_tx", "the_real_hodl"]

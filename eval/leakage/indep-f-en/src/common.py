# Shared helpers: time formatting, locales, fictional entities. Python 3 stdlib only.
import datetime as D, zoneinfo, random, html, json

UTC = D.timezone.utc
MON = ['January','February','March','April','May','June','July','August','September','October','November','December']
MONA = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
MONAP = ['Jan.','Feb.','March','April','May','June','July','Aug.','Sept.','Oct.','Nov.','Dec.']
WD = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']
FIXED_ABBR = {'Asia/Singapore':'SGT','Asia/Manila':'PHT','Asia/Kolkata':'IST','Asia/Hong_Kong':'HKT',
              'Africa/Johannesburg':'SAST','Africa/Lagos':'WAT','Africa/Nairobi':'EAT'}
GENERIC = {'America/New_York':'ET','America/Toronto':'ET','America/Chicago':'CT','America/Denver':'MT',
           'America/Los_Angeles':'PT','America/Vancouver':'PT','Pacific/Honolulu':'HT'}

def zi(name): return zoneinfo.ZoneInfo(name)

def ordn(d):
    return str(d) + ('th' if 11 <= d <= 13 else {1:'st',2:'nd',3:'rd'}.get(d % 10, 'th'))

def F(dt, tz, pat):
    """Format aware UTC datetime dt in zone tz using {token} pattern."""
    l = dt.astimezone(zi(tz))
    h12 = l.hour % 12 or 12
    pm = l.hour >= 12
    off = l.utcoffset()
    mins = int(off.total_seconds() // 60)
    sign = '+' if mins >= 0 else '-'
    mins = abs(mins)
    toks = dict(B=MON[l.month-1], b=MONA[l.month-1], bap=MONAP[l.month-1], d=l.day, dd='%02d' % l.day,
                m=l.month, mm='%02d' % l.month, Y=l.year, y='%02d' % (l.year % 100), H=l.hour, HH='%02d' % l.hour,
                M='%02d' % l.minute, S='%02d' % l.second, h=h12, hh='%02d' % h12, p='PM' if pm else 'AM',
                pl='pm' if pm else 'am', pap='p.m.' if pm else 'a.m.',
                Z=FIXED_ABBR.get(tz) or l.tzname(), ZG=GENERIC.get(tz) or FIXED_ABBR.get(tz) or l.tzname(),
                A=WD[l.weekday()], a=WD[l.weekday()][:3], o=ordn(l.day),
                off='%s%02d:%02d' % (sign, mins // 60, mins % 60), offc='%s%02d%02d' % (sign, mins // 60, mins % 60),
                offh='%s%d' % (sign, mins // 60) + ('' if mins % 60 == 0 else ':%02d' % (mins % 60)))
    return pat.format(**toks)

def iso(dt, tz=None, z=False):
    if z or tz is None:
        return dt.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')
    return dt.astimezone(zi(tz)).isoformat(timespec='seconds')

def uz(dt): return dt.astimezone(UTC).strftime('%Y-%m-%d %H:%M UTC')

def day_bounds(dt, tz):
    l = dt.astimezone(zi(tz))
    s = D.datetime(l.year, l.month, l.day, tzinfo=zi(tz))
    e = s + D.timedelta(days=1)
    return s.astimezone(UTC), e.astimezone(UTC)

def esc(s): return html.escape(s, quote=True)

COMPANIES = {
 'US': [('Brightwater Analytics','BWTR','NASDAQ'),('Cascade Ridge Foods','CRFD','NYSE'),('Halvorsen Freight Lines','HVFR','NYSE'),
        ('Meridian Lakes Bancorp','MLKB','NASDAQ'),('Pinecrest Semiconductor','PCSM','NASDAQ'),('Redmesa Energy Partners','RMEP','NYSE'),
        ('Tallgrass Mutual Holdings','TGMH','NYSE'),('Kilauea Shipping','KLSH','NASDAQ'),('Sawtooth Outdoor Co.','SWTO','NYSE')],
 'UK': [('Ashcombe Holdings plc','ASHC','LSE'),('Fenwick & Lowe plc','FNLW','LSE'),('Greyfriars Retail Group','GFRG','LSE'),
        ('Thamesmead Utilities','TMUT','LSE'),('Corbridge Insurance','CRBI','LSE')],
 'CA': [('Northgrain Financial','NGF','TSX'),('Maple Basin Resources','MBR','TSX'),('Fraser Delta Pipelines','FDP','TSX'),('Laurentide Telecom','LTC','TSX')],
 'AU': [('Coralbay Minerals','CBM','ASX'),('Wattle Energy','WTE','ASX'),('Gidgee Gold','GDG','ASX'),('Harbourline Bank','HLB','ASX')],
 'IN': [('Shreeram Infra Ltd','SHRINF','NSE'),('Kaveri Polymers Ltd','KAVPOL','NSE'),('Indus Ledger Finance','INDLF','BSE'),('Malabar Spices & Foods','MALSPF','NSE')],
 'SG': [('Lionport Logistics','LPL','SGX'),('Marina Crest REIT','MCRT','SGX'),('Tanjong Pagar Tech','TPTK','SGX')],
 'HK': [('Kowloon Harbour Holdings','0873','HKEX'),('Pearl Delta Properties','1629','HKEX'),('Victoria Peak Insurance','2288','HKEX')],
 'ZA': [('Highveld Platinum','HVP','JSE'),('Karoo Telecom','KRT','JSE'),('Umhlanga Retail','UMR','JSE')],
 'NG': [('Niger Delta Cement','NDCEM','NGX'),('Ikoyi Commercial Bank','IKOYIB','NGX'),('Kano Agro Mills','KANOAG','NGX')],
 'KE': [('Rift Valley Tea Holdings','RVTH','NSE Kenya'),('Savannah Mobile','SVMB','NSE Kenya'),('Mombasa Port Logistics','MPLG','NSE Kenya')],
 'PH': [('Luzon Power Corp','LZPC','PSE'),('Visayas Savings Bank','VSB','PSE'),('Mindanao Agri Holdings','MAH','PSE')],
}
CUR = {'US':'$','UK':'£','CA':'C$','AU':'A$','IN':'₹','SG':'S$','HK':'HK$','ZA':'R','NG':'₦','KE':'KSh ','PH':'₱'}
PEOPLE = ['Dana Whitfield','Marcus Oyelaran','Priya Raghunathan','Tom Ellery','Grace Wanjiru','Liam Beaumont','Chloe Tan Wei Ling',
          'Sipho Ndlovu','Aisha Bello','Rafael Dizon','Harriet Coombes','Kevin Okafor','Ananya Iyer','Jessica Mbeki','Owen Park',
          'Fiona McTavish','Arjun Mehta','Rosa Villanueva','Ben Achterberg','Nadia Fernandes']
COMMENTERS = ['ValueHawk77','dividend_dan','QuietBull','sydneytrader','MumbaiMoneyMan','lagos_analyst','kiwi_in_perth','OptionsOwl',
              'Jo Pretorius','R. Castillo','mike_from_calgary','stacksats_not','IronCondorIrene','bearish_bernard','Thandi M.',
              'fintwit_fern','Wei Jie','oldschoolchartist','Nana K.','PesoWatcher']

def quarter_end_before(dt, min_days=20):
    """Most recent calendar quarter end at least min_days before dt (date)."""
    d = (dt - D.timedelta(days=min_days)).date()
    y, m = d.year, d.month
    qm = ((m - 1) // 3) * 3  # months 0,3,6,9 -> quarter end previous month
    if qm == 0:
        return D.date(y - 1, 12, 31)
    import calendar
    return D.date(y, qm, calendar.monthrange(y, qm)[1])

def quarter_end_after(dt):
    import calendar
    d = dt.date()
    qm = ((d.month - 1) // 3 + 1) * 3
    return D.date(d.year, qm, calendar.monthrange(d.year, qm)[1])

def dlong(d, us=True):
    return ('%s %d, %d' % (MON[d.month-1], d.day, d.year)) if us else ('%d %s %d' % (d.day, MON[d.month-1], d.year))

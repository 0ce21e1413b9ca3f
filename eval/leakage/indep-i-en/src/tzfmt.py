"""Time-zone rules (hand-coded, deterministic) and stamp formatting."""
from datetime import datetime, timedelta, timezone, date

UTC = timezone.utc


def nth_sunday(y, m, n):
    d = date(y, m, 1)
    while d.weekday() != 6:
        d += timedelta(days=1)
    return d + timedelta(days=7 * (n - 1))


def last_sunday(y, m):
    d = date(y, m + 1, 1) - timedelta(days=1) if m < 12 else date(y, 12, 31)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    return d


def _us_dst(dt, std):
    y = dt.year
    start = datetime.combine(nth_sunday(y, 3, 2), datetime.min.time(), UTC) + timedelta(hours=2 - std)
    end = datetime.combine(nth_sunday(y, 11, 1), datetime.min.time(), UTC) + timedelta(hours=2 - (std + 1))
    return start <= dt < end


def _eu_dst(dt):
    y = dt.year
    start = datetime.combine(last_sunday(y, 3), datetime.min.time(), UTC) + timedelta(hours=1)
    end = datetime.combine(last_sunday(y, 10), datetime.min.time(), UTC) + timedelta(hours=1)
    return start <= dt < end


# zone: (std offset hours, rule, std abbr, dst abbr, generic label)
ZONES = {
    'ET': (-5, 'us', 'EST', 'EDT', 'ET'),
    'CT': (-6, 'us', 'CST', 'CDT', 'CT'),
    'PT': (-8, 'us', 'PST', 'PDT', 'PT'),
    'UK': (0, 'eu', 'GMT', 'BST', 'UK time'),
    'CET': (1, 'eu', 'CET', 'CEST', 'CET'),
    'UTC': (0, None, 'UTC', 'UTC', 'UTC'),
    'JST': (9, None, 'JST', 'JST', 'JST'),
    'SGT': (8, None, 'SGT', 'SGT', 'SGT'),
    'HKT': (8, None, 'HKT', 'HKT', 'HKT'),
    'CN': (8, None, 'CST', 'CST', 'Beijing time'),
    'KST': (9, None, 'KST', 'KST', 'KST'),
    'IST': (5.5, None, 'IST', 'IST', 'IST'),
}


def offset(dt, zone):
    std, rule, a1, a2, gen = ZONES[zone]
    dst = False
    if rule == 'us':
        dst = _us_dst(dt, std)
    elif rule == 'eu':
        dst = _eu_dst(dt)
    return (std + (1 if dst else 0)), (a2 if dst else a1)


def local(dt, zone):
    off, abbr = offset(dt, zone)
    return (dt + timedelta(hours=off)).replace(tzinfo=None), abbr, off


def to_utc(naive_local, zone):
    """local wall time -> UTC (uses offset at the approximate instant)."""
    std = ZONES[zone][0]
    guess = (naive_local - timedelta(hours=std)).replace(tzinfo=UTC)
    off, _ = offset(guess, zone)
    return (naive_local - timedelta(hours=off)).replace(tzinfo=UTC)


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
AP = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.']
DOW = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
DOW3 = [d[:3] for d in DOW]

DATE_ONLY = {'date_long', 'date_uk', 'date_iso', 'date_short', 'date_num_us', 'date_dmy_dot',
             'date_dow_long', 'date_jp', 'date_ap', 'date_cn', 'date_compact'}
MONTH_ONLY = {'month'}


def _h12(h):
    return (h % 12) or 12


def _offstr(off, colon=True):
    sign = '+' if off >= 0 else '-'
    a = abs(off)
    hh = int(a)
    mm = int(round((a - hh) * 60))
    return f"{sign}{hh:02d}:{mm:02d}" if colon else f"{sign}{hh:02d}{mm:02d}"


def fmt(dt, f, zone='UTC'):
    """Format a UTC-aware datetime in the given zone."""
    L, abbr, off = local(dt, zone)
    gen = ZONES[zone][4]
    ampm = 'AM' if L.hour < 12 else 'PM'
    ap = 'a.m.' if L.hour < 12 else 'p.m.'
    if f == 'iso_z':
        return dt.strftime('%Y-%m-%dT%H:%M:%SZ')
    if f == 'iso_ms_z':
        return dt.strftime('%Y-%m-%dT%H:%M:%S') + '.000Z'
    if f == 'iso_off':
        return L.strftime('%Y-%m-%dT%H:%M:%S') + _offstr(off)
    if f == 'rfc':
        return f"{DOW3[dt.weekday()]}, {dt.day:02d} {MON3[dt.month-1]} {dt.year} {dt:%H:%M:%S} GMT"
    if f == 'unix':
        return str(int(dt.timestamp()))
    if f == 'unix_ms':
        return str(int(dt.timestamp()) * 1000)
    if f == 'us_long':
        return f"{MONTHS[L.month-1]} {L.day}, {L.year} {_h12(L.hour)}:{L.minute:02d} {ampm} {abbr}"
    if f == 'us_ap':
        return f"{AP[L.month-1]} {L.day}, {L.year} {_h12(L.hour)}:{L.minute:02d} {ap} {gen}"
    if f == 'us_short':
        return f"{MON3[L.month-1]} {L.day}, {L.year}, {_h12(L.hour)}:{L.minute:02d} {ampm} {abbr}"
    if f == 'us_dow':
        return f"{DOW[L.weekday()]}, {MONTHS[L.month-1]} {L.day}, {L.year} at {_h12(L.hour)}:{L.minute:02d} {ampm} {abbr}"
    if f == 'uk_long':
        return f"{L.day} {MONTHS[L.month-1]} {L.year}, {L.hour:02d}:{L.minute:02d} {abbr}"
    if f == 'uk_short':
        return f"{DOW3[L.weekday()]} {L.day} {MON3[L.month-1]} {L.year} {L.hour:02d}.{L.minute:02d} {abbr}"
    if f == 'utc_plain':
        return f"{L:%Y-%m-%d %H:%M} {abbr}"
    if f == 'utc_sec':
        return f"{L:%Y-%m-%d %H:%M:%S} ({abbr})"
    if f == 'utc_off':
        return f"{L:%Y-%m-%d %H:%M} (UTC{_offstr(off)})"
    if f == 'jp':
        return f"{L.year}年{L.month}月{L.day}日 {L.hour}:{L.minute:02d} {abbr}"
    if f == 'slash_time':
        return f"{L:%Y/%m/%d %H:%M} {abbr}"
    if f == 'cn':
        return f"{L:%Y-%m-%d %H:%M} (北京时间)"
    if f == 'time_only':
        return f"{_h12(L.hour)}:{L.minute:02d} {ampm} {abbr}"
    if f == 'time_24':
        return f"{L.hour:02d}:{L.minute:02d} {abbr}"
    if f == 'hhmm':
        return f"{L.hour:02d}:{L.minute:02d}"
    # date-only
    if f == 'date_long':
        return f"{MONTHS[L.month-1]} {L.day}, {L.year}"
    if f == 'date_ap':
        return f"{AP[L.month-1]} {L.day}, {L.year}"
    if f == 'date_dow_long':
        return f"{DOW[L.weekday()]}, {MONTHS[L.month-1]} {L.day}, {L.year}"
    if f == 'date_uk':
        return f"{L.day} {MONTHS[L.month-1]} {L.year}"
    if f == 'date_iso':
        return f"{L:%Y-%m-%d}"
    if f == 'date_compact':
        return f"{L:%Y%m%d}"
    if f == 'date_short':
        return f"{MON3[L.month-1]} {L.day}, {L.year}"
    if f == 'date_num_us':
        if L.day > 12:
            return f"{L.month:02d}/{L.day:02d}/{L.year}"
        return f"{MON3[L.month-1]} {L.day}, {L.year}"
    if f == 'date_dmy_dot':
        if L.day > 12:
            return f"{L.day:02d}.{L.month:02d}.{L.year}"
        return f"{L.day} {MON3[L.month-1]} {L.year}"
    if f == 'date_jp':
        return f"{L.year}年{L.month}月{L.day}日"
    if f == 'date_cn':
        return f"{L.year}年{L.month}月{L.day}日"
    if f == 'month':
        return f"{MONTHS[L.month-1]} {L.year}"
    raise ValueError(f)


def interval(dt, f, zone='UTC'):
    """Conservative UTC interval [start, end] a displayed stamp may denote.
    Date-only: the local day in any zone UTC-12..UTC+14. Month-only: the month likewise."""
    if f in DATE_ONLY:
        L, _, _ = local(dt, zone)
        d0 = datetime(L.year, L.month, L.day, tzinfo=UTC)
        return d0 - timedelta(hours=14), d0 + timedelta(days=1, hours=12)
    if f in MONTH_ONLY:
        L, _, _ = local(dt, zone)
        m0 = datetime(L.year, L.month, 1, tzinfo=UTC)
        m1 = datetime(L.year + (L.month == 12), (L.month % 12) + 1, 1, tzinfo=UTC)
        return m0 - timedelta(hours=14), m1 + timedelta(hours=12)
    if f in ('iso_z', 'rfc', 'unix', 'utc_sec', 'iso_ms_z', 'unix_ms'):
        return dt, dt
    # minute-precision stamps: the displayed minute
    s0 = dt.replace(second=0, microsecond=0)
    return s0, s0 + timedelta(seconds=59)

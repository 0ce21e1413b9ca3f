# -*- coding: utf-8 -*-
"""Local date/time/number formatting and legacy-charset encoding."""
import datetime as dt
import unicodedata
from zoneinfo import ZoneInfo
from banks import L
from locales import LOC

UTC = dt.timezone.utc
AR_DIG = str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩')


def zone_label(lc, d):
    z = LOC[lc]['zone']
    if z.startswith('dst:'):
        _, a, b = z.split(':')
        return a if d.dst() else b
    return z


def _md(B, m):
    return B['months'][m - 1]


def fmt_date(lc, d, style=0):
    """d: datetime.date (local calendar day)."""
    b = LOC[lc]['bank']
    B = L[b]
    y, m, dd, wd = d.year, d.month, d.day, d.weekday()
    s = style % 3
    if b == 'zhs':
        return ['%d年%d月%d日' % (y, m, dd), '%04d-%02d-%02d' % (y, m, dd), '%04d/%02d/%02d' % (y, m, dd)][s]
    if b == 'zht':
        if lc == 'zh-TW':
            return ['%04d/%02d/%02d' % (y, m, dd), '%d年%d月%d日' % (y - 1911, m, dd), '%d年%d月%d日' % (y, m, dd)][s]
        return ['%d年%d月%d日' % (y, m, dd), '%02d/%02d/%04d' % (dd, m, y), '%04d-%02d-%02d' % (y, m, dd)][s]
    if b == 'ja':
        return ['%d年%d月%d日' % (y, m, dd), '令和%d年%d月%d日' % (y - 2018, m, dd), '%04d/%02d/%02d(%s)' % (y, m, dd, B['wdays'][wd])][s]
    if b == 'ko':
        return ['%04d.%02d.%02d' % (y, m, dd), '%d년 %d월 %d일' % (y, m, dd), '%04d-%02d-%02d(%s)' % (y, m, dd, B['wdays'][wd])][s]
    if b == 'de':
        mn = _md(B, m)
        if LOC[lc].get('jaenner') and m == 1:
            mn = 'Jänner'
        return ['%02d.%02d.%04d' % (dd, m, y), '%d. %s %d' % (dd, mn, y), '%s., %02d.%02d.%04d' % (B['wdays'][wd][:2], dd, m, y)][s]
    if b == 'fr':
        dn = '1er' if dd == 1 else str(dd)
        if LOC[lc].get('canada') and s == 0:
            return '%04d-%02d-%02d' % (y, m, dd)
        return ['%02d/%02d/%04d' % (dd, m, y), '%s %s %d' % (dn, _md(B, m), y), '%s %s %s %d' % (B['wdays'][wd], dn, _md(B, m), y)][s]
    if b == 'es':
        return ['%02d/%02d/%04d' % (dd, m, y), '%d de %s de %d' % (dd, _md(B, m), y), '%s, %d de %s de %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'pt':
        if lc == 'pt-PT' and s == 0:
            return '%02d-%02d-%04d' % (dd, m, y)
        return ['%02d/%02d/%04d' % (dd, m, y), '%d de %s de %d' % (dd, _md(B, m), y), '%s, %d de %s de %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'it':
        return ['%02d/%02d/%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%s %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'nl':
        return ['%02d-%02d-%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%s %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'sv':
        return ['%04d-%02d-%02d' % (y, m, dd), '%d %s %d' % (dd, _md(B, m), y), '%s %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'pl':
        return ['%02d.%02d.%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%02d.%02d.%04d r.' % (dd, m, y)][s]
    if b == 'tr':
        return ['%02d.%02d.%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%d %s %d %s' % (dd, _md(B, m), y, B['wdays'][wd])][s]
    if b == 'ru':
        return ['%02d.%02d.%04d' % (dd, m, y), '%d %s %d г.' % (dd, _md(B, m), y), '%d %s %d' % (dd, _md(B, m), y)][s]
    if b == 'ar':
        if LOC[lc].get('levant') and s == 2:
            return '%d %s/%s %d' % (dd, B['months_lev'][m - 1], _md(B, m), y)
        r = ['%02d/%02d/%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), ('%d %s %d' % (dd, _md(B, m), y)).translate(AR_DIG)][s]
        return r
    if b == 'he':
        return ['%02d.%02d.%04d' % (dd, m, y), '%d ב%s %d' % (dd, _md(B, m), y), '%s, %d ב%s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'hi':
        return ['%d %s %d' % (dd, _md(B, m), y), '%02d/%02d/%04d' % (dd, m, y), '%s, %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'th':
        be = y + 543
        return ['%d %s %d' % (dd, B['months_abbr'][m - 1], be), '%d %s %d' % (dd, _md(B, m), be), '%d/%d/%d' % (dd, m, be)][s]
    if b == 'vi':
        return ['%02d/%02d/%04d' % (dd, m, y), 'ngày %d tháng %d năm %d' % (dd, m, y), '%s, %d/%d/%d' % (B['wdays'][wd], dd, m, y)][s]
    if b == 'id':
        return ['%02d/%02d/%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%s, %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'el':
        return ['%02d/%02d/%04d' % (dd, m, y), '%d %s %d' % (dd, _md(B, m), y), '%s, %d %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    if b == 'cs':
        return ['%d. %d. %d' % (dd, m, y), '%d. %s %d' % (dd, _md(B, m), y), '%s %d. %s %d' % (B['wdays'][wd], dd, _md(B, m), y)][s]
    raise KeyError(b)


def fmt_dt(lc, inst, style=0, zone=False):
    """inst: aware datetime (any zone). Rendered in the site's zone."""
    tz = ZoneInfo(LOC[lc]['tz'])
    d = inst.astimezone(tz)
    b = LOC[lc]['bank']
    hm = '%02d:%02d' % (d.hour, d.minute)
    z = zone_label(lc, d) if zone else ''
    ds = fmt_date(lc, d.date(), style)
    s = style % 3
    h12 = d.hour % 12 or 12
    if b == 'zhs':
        r = ['%s %s' % (ds, hm), '%s %s:%02d' % (ds, hm, d.second), '%s %s' % (ds, hm)][s]
        return r + ('（%s）' % z if z else '')
    if b == 'zht':
        if lc == 'zh-HK' and s == 0:
            r = '%s %s%d:%02d' % (ds, '上午' if d.hour < 12 else '下午', h12, d.minute)
        else:
            r = '%s %s' % (ds, hm)
        return r + (' %s' % z if z and lc == 'zh-HK' else ('（%s）' % z if z else ''))
    if b == 'ja':
        r = ['%s %d時%02d分' % (ds, d.hour, d.minute), '%s %s' % (ds, hm), '%s %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'ko':
        if s == 1:
            r = '%s %s %d:%02d' % (ds, '오전' if d.hour < 12 else '오후', h12, d.minute)
        else:
            r = '%s %s' % (ds, hm)
        return r + (' %s' % z if z else '')
    if b == 'de':
        r = ['%s, %s Uhr' % (ds, hm), '%s um %s Uhr' % (ds, hm), '%s %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'fr':
        if LOC[lc].get('canada'):
            r = '%s à %d h %02d' % (ds, d.hour, d.minute)
        else:
            r = ['%s à %dh%02d' % (ds, d.hour, d.minute), '%s à %s' % (ds, hm), '%s, %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'es':
        r = ['%s %s' % (ds, hm), '%s, %s h' % (ds, hm), '%s - %s' % (ds, hm)][s]
        if lc == 'es-AR':
            r = '%s %s' % (ds, hm)
        return r + (' %s' % z if z else '')
    if b == 'pt':
        r = ['%s %dh%02d' % (ds, d.hour, d.minute), '%s, %s' % (ds, hm), '%s às %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'it':
        r = ['%s - %s' % (ds, hm), '%s ore %s' % (ds, hm), '%s, %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'nl':
        r = ['%s %s' % (ds, hm), '%s, %s uur' % (ds, hm), '%s %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'sv':
        r = ['%s %s' % (ds, hm), '%s kl. %02d.%02d' % (ds, d.hour, d.minute), '%s kl %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'pl':
        r = ['%s %s' % (ds, hm), '%s, %s' % (ds, hm), '%s, godz. %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'tr':
        return '%s %s' % (ds, hm) + (' %s' % z if z else '')
    if b == 'ru':
        r = ['%s %s' % (ds, hm), '%s, %s' % (ds, hm), '%s в %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'ar':
        if s == 1:
            r = '%s %02d:%02d %s' % (ds, h12, d.minute, 'ص' if d.hour < 12 else 'م')
        elif s == 2:
            r = ('%s %s' % (ds, hm)).translate(AR_DIG)
        else:
            r = '%s - %s' % (ds, hm)
        return r + (' %s' % z if z else '')
    if b == 'he':
        return '%s, %s' % (ds, hm) + (' %s' % z if z else '')
    if b == 'hi':
        if s == 1:
            r = '%s %02d:%02d %s' % (ds, h12, d.minute, 'AM' if d.hour < 12 else 'PM')
        else:
            r = '%s, %s' % (ds, hm)
        return r + (' %s' % z if z else '')
    if b == 'th':
        r = ['%s %s น.' % (ds, hm), '%s เวลา %s น.' % (ds, hm), '%s %s น.' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'vi':
        r = ['%s %s' % (hm, ds), '%s, %s' % (ds, hm), '%s, %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'id':
        return '%s %s' % (ds, hm) + (' %s' % z if z else '')
    if b == 'el':
        r = ['%s - %s' % (ds, hm), '%s, %s' % (ds, hm), '%s %s' % (ds, hm)][s]
        return r + (' %s' % z if z else '')
    if b == 'cs':
        return '%s %s' % (ds, hm) + (' %s' % z if z else '')
    raise KeyError(b)


def fmt_time(lc, inst, zone=False):
    tz = ZoneInfo(LOC[lc]['tz'])
    d = inst.astimezone(tz)
    b = LOC[lc]['bank']
    if b == 'sv':
        r = '%02d.%02d' % (d.hour, d.minute)
    elif b == 'th':
        r = '%02d:%02d น.' % (d.hour, d.minute)
    elif b == 'fr' and LOC[lc].get('canada'):
        r = '%d h %02d' % (d.hour, d.minute)
    else:
        r = '%02d:%02d' % (d.hour, d.minute)
    return r + (' ' + zone_label(lc, d) if zone else '')


def fnum(lc, x, dec=2):
    b = LOC[lc]['bank']
    neg = x < 0
    s = ('%.' + str(dec) + 'f') % abs(x)
    ip, _, fp = s.partition('.')
    if b == 'hi':
        if len(ip) > 3:
            head, tail = ip[:-3], ip[-3:]
            groups = []
            while len(head) > 2:
                groups.insert(0, head[-2:])
                head = head[:-2]
            if head:
                groups.insert(0, head)
            ip = ','.join(groups) + ',' + tail
        th, dp = None, '.'
    else:
        if b in ('zhs', 'zht', 'ja', 'ko', 'he', 'th', 'ar') or (lc == 'es-MX'):
            th, dp = ',', '.'
        elif LOC[lc].get('chnum'):
            th, dp = '’', '.'
        elif b in ('fr', 'sv', 'pl', 'ru', 'cs'):
            th, dp = '\xa0', ','
        else:
            th, dp = '.', ','
        g = []
        while len(ip) > 3:
            g.insert(0, ip[-3:])
            ip = ip[:-3]
        g.insert(0, ip)
        ip = th.join(g)
    r = ip + (dp + fp if fp else '')
    return ('-' if neg else '') + r


def prepare_cp1258(s):
    out = []
    tones = {'\u0300', '\u0301', '\u0303', '\u0309', '\u0323'}
    for ch in s:
        try:
            ch.encode('cp1258')
            out.append(ch)
            continue
        except UnicodeEncodeError:
            pass
        dec = unicodedata.normalize('NFD', ch)
        base = ''.join(c for c in dec if c not in tones)
        tone = ''.join(c for c in dec if c in tones)
        out.append(unicodedata.normalize('NFC', base) + tone)
    return ''.join(out)


def encode(s, codec):
    if codec == 'cp1258':
        s = prepare_cp1258(s)
    return s.encode(codec, 'xmlcharrefreplace')


def can_encode(s, codec):
    if codec == 'cp1258':
        s = prepare_cp1258(s)
    try:
        s.encode(codec)
        return True
    except UnicodeEncodeError:
        return False

# -*- coding: utf-8 -*-
"""Locale banks: date/time formatting and text snippets per language/region."""
from datetime import datetime, timedelta, timezone

# ---------------- time zones ----------------
def _last_sunday(y, m):
    d = datetime(y, m + 1, 1) - timedelta(days=1) if m < 12 else datetime(y, 12, 31)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    return d

def _nth_sunday(y, m, n):
    d = datetime(y, m, 1)
    while d.weekday() != 6:
        d += timedelta(days=1)
    return d + timedelta(days=7 * (n - 1))

def eu_dst(utc):
    y = utc.year
    s = _last_sunday(y, 3).replace(hour=1)
    e = _last_sunday(y, 10).replace(hour=1)
    return s <= utc.replace(tzinfo=None) < e

def us_dst(utc):
    y = utc.year
    s = _nth_sunday(y, 3, 2).replace(hour=7)
    e = _nth_sunday(y, 11, 1).replace(hour=6)
    return s <= utc.replace(tzinfo=None) < e

def cl_dst(utc):  # Chile: summer time (UTC-3) from 1st Sunday Sept to 1st Sunday April
    y = utc.year
    n = utc.replace(tzinfo=None)
    a = _nth_sunday(y, 4, 1).replace(hour=3)
    s = _nth_sunday(y, 9, 1).replace(hour=4)
    return n < a or n >= s

def offset_for(tzkey, utc):
    if tzkey == 'EU':
        return 2 if eu_dst(utc) else 1
    if tzkey == 'WEU':
        return 1 if eu_dst(utc) else 0
    if tzkey == 'US_E':
        return -4 if us_dst(utc) else -5
    if tzkey == 'CL':
        return -3 if cl_dst(utc) else -4
    return {'CN': 8, 'HK': 8, 'TW': 8, 'JP': 9, 'KR': 9, 'MX': -6, 'AR': -3, 'BR': -3, 'TR': 3}[tzkey]

def to_local(tzkey, utc):
    off = offset_for(tzkey, utc)
    return utc + timedelta(hours=off), off

# ---------------- helpers ----------------
def zlabel(region, off):
    r = region
    if r in ('de-DE', 'de-AT', 'de-CH'):
        return 'MESZ' if off == 2 else 'MEZ'
    if r in ('fr-FR', 'fr-BE', 'fr-CH'):
        return 'CEST' if off == 2 else 'CET'
    if r == 'fr-CA':
        return 'HAE' if off == -4 else 'HNE'
    if r in ('es-ES', 'it-IT', 'nl-NL', 'pl-PL', 'sv-SE'):
        return 'CEST' if off == 2 else 'CET'
    if r == 'pt-PT':
        return 'WEST' if off == 1 else 'WET'
    if r == 'es-MX':
        return 'hora del centro, UTC-6'
    if r == 'es-AR':
        return 'GMT-3'
    if r == 'es-CL':
        return 'GMT%d' % off
    if r == 'pt-BR':
        return 'horário de Brasília, UTC-3'
    if r == 'tr-TR':
        return 'TSİ'
    if r == 'ja-JP':
        return 'JST'
    if r == 'ko-KR':
        return 'KST'
    if r == 'zh-CN':
        return '北京时间'
    if r == 'zh-HK':
        return 'HKT'
    if r == 'zh-TW':
        return '台北時間'
    return 'UTC%+d' % off

WD = {
 'zh-Hans': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
 'zh-Hant': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
 'ja': ['月', '火', '水', '木', '金', '土', '日'],
 'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
 'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
 'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
 'ko': ['월', '화', '수', '목', '금', '토', '일'],
 'it': ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
 'pt': ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
 'nl': ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
 'pl': ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
 'sv': ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
 'tr': ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
}

MON = {
 'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
 'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
 'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
 'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
 'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
 'nl': ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
 'pl': ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
 'sv': ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
 'tr': ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
}

def lang_of(region):
    if region == 'zh-CN':
        return 'zh-Hans'
    if region in ('zh-TW', 'zh-HK'):
        return 'zh-Hant'
    return region.split('-')[0]

def fmt_date(region, d, style=0):
    """d: local naive datetime. style 0 = long, 1 = numeric, 2 = era (ja/TW)."""
    lg = lang_of(region)
    y, m, dd = d.year, d.month, d.day
    if lg in ('zh-Hans', 'zh-Hant'):
        if style == 1:
            return '%d-%02d-%02d' % (y, m, dd) if region == 'zh-CN' else '%d/%02d/%02d' % (y, m, dd)
        if style == 2 and region == 'zh-TW':
            return '民國%d年%d月%d日' % (y - 1911, m, dd)
        return '%d年%d月%d日' % (y, m, dd)
    if lg == 'ja':
        if style == 1:
            return '%d/%02d/%02d' % (y, m, dd)
        if style == 2:
            return '令和%d年%d月%d日' % (y - 2018, m, dd)
        return '%d年%d月%d日' % (y, m, dd)
    if lg == 'ko':
        if style == 1:
            return '%d.%02d.%02d' % (y, m, dd)
        return '%d년 %d월 %d일' % (y, m, dd)
    if style == 1:
        sep = {'de': '.', 'pl': '.', 'tr': '.', 'nl': '-'}.get(lg, '/')
        if lg == 'sv':
            return '%d-%02d-%02d' % (y, m, dd)
        return '%02d%s%02d%s%d' % (dd, sep, m, sep, y)
    months = MON[lg]
    mn = months[m - 1]
    if region == 'de-AT' and m == 1:
        mn = 'Jänner'
    if lg == 'de':
        return '%d. %s %d' % (dd, mn, y)
    if lg == 'fr':
        return '%s %s %d' % ('1er' if dd == 1 else str(dd), mn, y)
    if lg in ('es', 'pt'):
        return '%d de %s de %d' % (dd, mn, y)
    if lg == 'pl':
        return '%d %s %d r.' % (dd, mn, y)
    return '%d %s %d' % (dd, mn, y)

def fmt_time(region, d):
    lg = lang_of(region)
    h, mi = d.hour, d.minute
    if lg == 'fr' or region == 'pt-BR':
        return '%dh%02d' % (h, mi)
    if lg == 'sv':
        return '%02d.%02d' % (h, mi)
    if region == 'zh-HK':
        ap = '上午' if h < 12 else '下午'
        hh = h % 12 or 12
        return '%s%d時%02d分' % (ap, hh, mi)
    if lg == 'ja' and h % 3 == 0:
        return '%d時%02d分' % (h, mi)
    return '%02d:%02d' % (h, mi)

def fmt_dt(region, utc, tzkey, style=0, zone=True):
    loc, off = to_local(tzkey, utc)
    lg = lang_of(region)
    ds = fmt_date(region, loc, style)
    ts = fmt_time(region, loc)
    z = zlabel(region, off)
    if not zone:
        z = ''
    if lg == 'fr':
        s = 'le %s à %s' % (ds, ts)
        return s + (' (%s)' % z if z else '')
    if lg == 'de':
        return '%s, %s Uhr%s' % (ds, ts, (' ' + z) if z else '')
    if lg == 'es':
        return '%s, %s%s' % (ds, ts, (' (%s)' % z) if z else '')
    if lg == 'pt':
        return '%s às %s%s' % (ds, ts, (' (%s)' % z) if z else '')
    if lg == 'pl':
        return '%s, godz. %s%s' % (ds, ts, (' ' + z) if z else '')
    if lg == 'sv':
        return '%s kl. %s%s' % (ds, ts, (' ' + z) if z else '')
    if lg in ('zh-Hans', 'zh-Hant'):
        if region == 'zh-CN':
            return '%s %s%s' % (ds, ts, ('（%s）' % z) if z else '')
        return '%s %s%s' % (ds, ts, (' (%s)' % z) if z else '')
    if lg == 'ja':
        return '%s %s%s' % (ds, ts, (' ' + z) if z else '')
    return '%s %s%s' % (ds, ts, (' ' + z) if z else '')

def iso_local(tzkey, utc):
    loc, off = to_local(tzkey, utc)
    return loc.strftime('%Y-%m-%dT%H:%M:%S') + ('+' if off >= 0 else '-') + '%02d:00' % abs(off)

TZKEY = {'zh-CN': 'CN', 'zh-TW': 'TW', 'zh-HK': 'HK', 'ja-JP': 'JP', 'ko-KR': 'KR',
         'de-DE': 'EU', 'de-AT': 'EU', 'de-CH': 'EU', 'fr-FR': 'EU', 'fr-BE': 'EU', 'fr-CH': 'EU',
         'fr-CA': 'US_E', 'es-ES': 'EU', 'es-MX': 'MX', 'es-AR': 'AR', 'es-CL': 'CL',
         'it-IT': 'EU', 'pt-BR': 'BR', 'pt-PT': 'WEU', 'nl-NL': 'EU', 'pl-PL': 'EU',
         'sv-SE': 'EU', 'tr-TR': 'TR'}

CHARSETS = {'zh-CN': ['gb18030', 'gbk'], 'zh-TW': ['big5'], 'zh-HK': ['big5hkscs'],
            'ja-JP': ['shift_jis', 'euc-jp'], 'ko-KR': ['euc-kr'],
            'de-DE': ['windows-1252', 'iso-8859-1'], 'de-AT': ['iso-8859-1'], 'de-CH': ['windows-1252'],
            'fr-FR': ['windows-1252', 'iso-8859-1'], 'fr-BE': ['windows-1252'], 'fr-CH': ['iso-8859-1'],
            'fr-CA': ['windows-1252'], 'es-ES': ['iso-8859-1', 'windows-1252'], 'es-MX': ['windows-1252'],
            'es-AR': ['iso-8859-1'], 'es-CL': ['windows-1252'], 'it-IT': ['windows-1252'],
            'pt-BR': ['iso-8859-1'], 'pt-PT': ['windows-1252'], 'nl-NL': ['windows-1252'],
            'pl-PL': ['iso-8859-2'], 'sv-SE': ['iso-8859-1'], 'tr-TR': ['iso-8859-9']}

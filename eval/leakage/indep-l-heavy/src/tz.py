# -*- coding: utf-8 -*-
"""Minimal time-zone rules (stdlib only, no tzdata needed) and date formatting."""
import datetime as dt

UTC = dt.timezone.utc
H = dt.timedelta(hours=1)
M = dt.timedelta(minutes=1)
DAY = dt.timedelta(days=1)


def _nth_sunday(y, m, n):
    d = dt.datetime(y, m, 1, tzinfo=UTC)
    while d.weekday() != 6:
        d += DAY
    return d + (n - 1) * 7 * DAY


def _last_sunday(y, m):
    d = dt.datetime(y, m + 1, 1, tzinfo=UTC) - DAY
    while d.weekday() != 6:
        d -= DAY
    return d


def zinfo(zone, u):
    """Return (offset timedelta, abbreviation) for UTC instant u."""
    y = u.year
    if zone == 'ET':
        a = _nth_sunday(y, 3, 2) + 7 * H
        b = _nth_sunday(y, 11, 1) + 6 * H
        return (-4 * H, 'EDT') if a <= u < b else (-5 * H, 'EST')
    if zone in ('UK', 'CET'):
        a = _last_sunday(y, 3) + H
        b = _last_sunday(y, 10) + H
        s = a <= u < b
        if zone == 'UK':
            return (H, 'BST') if s else (0 * H, 'GMT')
        return (2 * H, 'CEST') if s else (H, 'CET')
    if zone == 'CN':
        return 8 * H, 'CST'
    if zone == 'JST':
        return 9 * H, 'JST'
    return 0 * H, 'UTC'


def local(zone, u):
    off, ab = zinfo(zone, u)
    return (u + off).replace(tzinfo=None), ab, off


def day_bounds(zone, u):
    """UTC start/end of the local calendar day containing u."""
    L, ab, off = local(zone, u)
    s = dt.datetime(L.year, L.month, L.day, tzinfo=UTC) - off
    return s, s + DAY


MON_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
MON_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
MON_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
MON_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
DOW_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
DE_ABBR = {'CEST': 'MESZ', 'CET': 'MEZ'}


def _h12(L):
    h = L.hour % 12 or 12
    return h, ('AM' if L.hour < 12 else 'PM')


def fmt_time(lang, zone, u, style):
    L, ab, off = local(zone, u)
    mo = L.month - 1
    if lang == 'en':
        h, ap = _h12(L)
        if zone == 'ET' and style in (0, 2, 3):
            style = 0 if style != 3 else 1
        abshort = 'ET' if zone == 'ET' else ab
        s = style % 5
        if s == 0:
            return f"{MON_EN[mo]} {L.day}, {L.year} {h}:{L.minute:02d} {ap} {abshort}"
        if s == 1:
            return f"{MON_EN[mo][:3]}. {L.day}, {L.year} at {h}:{L.minute:02d} {ap.lower()[0]}.m. {ab}"
        if s == 2:
            return f"{L.day} {MON_EN[mo]} {L.year} {L.hour:02d}:{L.minute:02d} {ab}"
        if s == 3:
            return f"{DOW_EN[L.weekday()]} {L.day} {MON_EN[mo][:3]} {L.year} {L.hour:02d}.{L.minute:02d} {ab}"
        return f"{L:%Y-%m-%d %H:%M} {ab}"
    if lang == 'zh':
        return [f"{L.year}年{L.month:02d}月{L.day:02d}日 {L.hour:02d}:{L.minute:02d}", f"{L:%Y-%m-%d %H:%M:%S}",
                f"{L:%Y/%m/%d %H:%M}"][style % 3]
    if lang == 'ja':
        return [f"{L.year}年{L.month}月{L.day}日 {L.hour}:{L.minute:02d}", f"{L:%Y/%m/%d %H:%M}",
                f"{L.year}年{L.month}月{L.day}日 {L.hour}時{L.minute:02d}分"][style % 3]
    if lang == 'de':
        return [f"{L:%d.%m.%Y}, {L:%H:%M} Uhr", f"{L.day}. {MON_DE[mo]} {L.year}, {L:%H:%M} Uhr",
                f"{L:%d.%m.%Y %H:%M} {DE_ABBR[ab]}"][style % 3]
    if lang == 'fr':
        return [f"{L.day} {MON_FR[mo]} {L.year} à {L.hour}h{L.minute:02d}", f"{L:%d/%m/%Y} à {L:%H:%M}",
                f"{L.day} {MON_FR[mo]} {L.year} à {L:%H:%M} ({'UTC+2' if ab == 'CEST' else 'UTC+1'})"][style % 3]
    if lang == 'es':
        return [f"{L.day} {MON_ES[mo][:3]} {L.year} - {L:%H:%M}", f"{L:%d/%m/%Y %H:%M} h",
                f"{L.day} de {MON_ES[mo]} de {L.year}, {L:%H:%M} {ab}"][style % 3]
    raise ValueError(lang)


def fmt_date(lang, zone, u, style):
    L, ab, off = local(zone, u)
    mo = L.month - 1
    if lang == 'en':
        return [f"{MON_EN[mo]} {L.day}, {L.year}", f"{L.day} {MON_EN[mo]} {L.year}", f"{MON_EN[mo][:3]} {L.day}, {L.year}",
                f"{L:%Y-%m-%d}"][style % 4]
    if lang == 'zh':
        return [f"{L.year}年{L.month:02d}月{L.day:02d}日", f"{L:%Y-%m-%d}", f"{L.year}年{L.month}月{L.day}日"][style % 3]
    if lang == 'ja':
        return [f"{L.year}年{L.month}月{L.day}日", f"{L:%Y/%m/%d}"][style % 2]
    if lang == 'de':
        return [f"{L:%d.%m.%Y}", f"{L.day}. {MON_DE[mo]} {L.year}"][style % 2]
    if lang == 'fr':
        return [f"{L.day} {MON_FR[mo]} {L.year}", f"{L:%d/%m/%Y}"][style % 2]
    if lang == 'es':
        return [f"{L.day} de {MON_ES[mo]} de {L.year}", f"{L:%d/%m/%Y}"][style % 2]
    raise ValueError(lang)


def iso(zone, u, mode):
    if mode == 'Z':
        return u.strftime('%Y-%m-%dT%H:%M:%SZ')
    if mode == 'ms':
        return u.strftime('%Y-%m-%dT%H:%M:%S.') + f"{u.microsecond // 1000:03d}Z"
    L, ab, off = local(zone, u)
    mins = int(off.total_seconds() // 60)
    sign = '+' if mins >= 0 else '-'
    mins = abs(mins)
    return L.strftime('%Y-%m-%dT%H:%M:%S') + f"{sign}{mins // 60:02d}:{mins % 60:02d}"

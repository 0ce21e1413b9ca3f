# -*- coding: utf-8 -*-
"""Locale data banks and date formatters (stdlib only)."""
import random

def eu_zone(dl, std, dst):
    return dst if dl.dst() and dl.dst().total_seconds() else std

def numok(dl):
    # dd/mm numeric dates only when unambiguous
    return dl.day > 12 or dl.day == dl.month

# ---------------------------------------------------------------- zh-CN
ZH_WD = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']
ZH_WD2 = ['周一', '周二', '周三', '周四', '周五', '周六', '周日']
TW_WD = ['週一', '週二', '週三', '週四', '週五', '週六', '週日']
JA_WD = ['月', '火', '水', '木', '金', '土', '日']
KO_WD = ['월', '화', '수', '목', '금', '토', '일']
DE_M = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
DE_WD = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']
FR_M = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
FR_WD = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']
ES_M = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
ES_WD = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']
PT_M = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
PT_WD = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo']
IT_M = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']
IT_WD = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']
RU_M = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']
NL_M = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']
TR_M = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık']
TR_WD = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']
PL_M = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia']
SV_M = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december']
VI_WD = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật']
ID_M = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']
AR_M = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']

def ko_ampm(dl):
    h = dl.hour
    ap = '오전' if h < 12 else '오후'
    h12 = h % 12 or 12
    return '%s %d:%02d' % (ap, h12, dl.minute)

# Each formatter: (dl) -> str. 'dt' formatters include time+zone; 'd' are date-only.
F = {}
F['zh-CN'] = {
    'dt': [lambda d: '%d年%02d月%02d日 %02d:%02d 北京时间' % (d.year, d.month, d.day, d.hour, d.minute),
           lambda d: '%d-%02d-%02d %02d:%02d:%02d（北京时间）' % (d.year, d.month, d.day, d.hour, d.minute, d.second),
           lambda d: '%d年%d月%d日 %s %02d:%02d CST' % (d.year, d.month, d.day, ZH_WD[d.weekday()], d.hour, d.minute),
           lambda d: '%d/%02d/%02d %02d:%02d (UTC+8)' % (d.year, d.month, d.day, d.hour, d.minute)],
    'd': [lambda d: '%d年%d月%d日' % (d.year, d.month, d.day),
          lambda d: '%d-%02d-%02d' % (d.year, d.month, d.day),
          lambda d: '%d年%02d月%02d日 %s' % (d.year, d.month, d.day, ZH_WD[d.weekday()])],
}
F['zh-TW'] = {
    'dt': [lambda d: '%d/%02d/%02d %02d:%02d（台北時間）' % (d.year, d.month, d.day, d.hour, d.minute),
           lambda d: '%d年%d月%d日（%s）%02d:%02d GMT+8' % (d.year, d.month, d.day, TW_WD[d.weekday()][1], d.hour, d.minute),
           lambda d: '民國%d年%d月%d日 %02d:%02d（台北時間）' % (d.year - 1911, d.month, d.day, d.hour, d.minute)],
    'd': [lambda d: '%d/%02d/%02d' % (d.year - 1911, d.month, d.day),
          lambda d: '%d年%d月%d日' % (d.year, d.month, d.day),
          lambda d: '民國%d年%d月%d日' % (d.year - 1911, d.month, d.day)],
}
F['zh-HK'] = {
    'dt': [lambda d: '%d年%d月%d日 %s %02d:%02d HKT' % (d.year, d.month, d.day, ZH_WD[d.weekday()], d.hour, d.minute),
           lambda d: '%d/%02d/%02d %02d:%02d（香港時間）' % (d.year, d.month, d.day, d.hour, d.minute)],
    'd': [lambda d: '%d年%d月%d日' % (d.year, d.month, d.day),
          lambda d: '%d年%d月%d日（%s）' % (d.year, d.month, d.day, TW_WD[d.weekday()])],
}
def reiwa(y):
    n = y - 2018
    return '令和元年' if n == 1 else '令和%d年' % n
F['ja'] = {
    'dt': [lambda d: '%d年%d月%d日(%s) %d時%02d分 JST' % (d.year, d.month, d.day, JA_WD[d.weekday()], d.hour, d.minute),
           lambda d: '%d/%02d/%02d %02d:%02d JST' % (d.year, d.month, d.day, d.hour, d.minute),
           lambda d: '%d年%d月%d日 %02d:%02d（日本時間）' % (d.year, d.month, d.day, d.hour, d.minute),
           lambda d: '%s%d月%d日 %02d:%02d JST' % (reiwa(d.year), d.month, d.day, d.hour, d.minute)],
    'd': [lambda d: '%d年%d月%d日' % (d.year, d.month, d.day),
          lambda d: '%s%d月%d日' % (reiwa(d.year), d.month, d.day),
          lambda d: '%d/%02d/%02d' % (d.year, d.month, d.day),
          lambda d: '%d年%d月%d日(%s)' % (d.year, d.month, d.day, JA_WD[d.weekday()])],
}
F['ko'] = {
    'dt': [lambda d: '%d년 %d월 %d일 (%s) %s KST' % (d.year, d.month, d.day, KO_WD[d.weekday()], ko_ampm(d)),
           lambda d: '%d.%02d.%02d %02d:%02d KST' % (d.year, d.month, d.day, d.hour, d.minute),
           lambda d: '%d-%02d-%02d %02d:%02d (한국시간)' % (d.year, d.month, d.day, d.hour, d.minute)],
    'd': [lambda d: '%d년 %d월 %d일' % (d.year, d.month, d.day),
          lambda d: '%d.%02d.%02d' % (d.year, d.month, d.day),
          lambda d: '%d년 %d월 %d일 (%s)' % (d.year, d.month, d.day, KO_WD[d.weekday()])],
}
F['de'] = {
    'dt': [lambda d: '%d. %s %d, %02d:%02d Uhr %s' % (d.day, DE_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'MEZ', 'MESZ')),
           lambda d: '%02d.%02d.%d %02d:%02d %s' % (d.day, d.month, d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST')),
           lambda d: '%s, %d. %s %d um %02d:%02d Uhr (%s)' % (DE_WD[d.weekday()], d.day, DE_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'MEZ', 'MESZ'))],
    'd': [lambda d: '%d. %s %d' % (d.day, DE_M[d.month - 1], d.year),
          lambda d: '%02d.%02d.%d' % (d.day, d.month, d.year),
          lambda d: '%s, %02d.%02d.%d' % (DE_WD[d.weekday()], d.day, d.month, d.year)],
}
F['fr'] = {
    'dt': [lambda d: 'le %d %s %d à %02dh%02d (heure de Paris)' % (d.day, FR_M[d.month - 1], d.year, d.hour, d.minute),
           lambda d: '%s %d %s %d à %02dh%02d %s' % (FR_WD[d.weekday()], d.day, FR_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST')),
           lambda d: '%d %s %d, %02d:%02d %s' % (d.day, FR_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'HNEC', 'HAEC'))],
    'd': [lambda d: '%d %s %d' % (d.day, FR_M[d.month - 1], d.year),
          lambda d: '%s %d %s %d' % (FR_WD[d.weekday()], d.day, FR_M[d.month - 1], d.year),
          lambda d: ('%02d/%02d/%d' % (d.day, d.month, d.year)) if numok(d) else '%d %s %d' % (d.day, FR_M[d.month - 1], d.year)],
}
F['es'] = {
    'dt': [lambda d: '%d de %s de %d, %02d:%02d %s' % (d.day, ES_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST')),
           lambda d: '%s, %d de %s de %d - %02d:%02d (hora peninsular)' % (ES_WD[d.weekday()].capitalize(), d.day, ES_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': [lambda d: '%d de %s de %d' % (d.day, ES_M[d.month - 1], d.year),
          lambda d: '%s %d de %s de %d' % (ES_WD[d.weekday()], d.day, ES_M[d.month - 1], d.year),
          lambda d: ('%02d/%02d/%d' % (d.day, d.month, d.year)) if numok(d) else '%d de %s de %d' % (d.day, ES_M[d.month - 1], d.year)],
}
F['es-AR'] = {
    'dt': [lambda d: '%d de %s de %d, %02d:%02d ART' % (d.day, ES_M[d.month - 1], d.year, d.hour, d.minute),
           lambda d: '%s %d de %s de %d · %02d:%02d hs (hora argentina)' % (ES_WD[d.weekday()].capitalize(), d.day, ES_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': F['es']['d'],
}
F['es-MX'] = {
    'dt': [lambda d: '%d de %s de %d, %02d:%02d hrs (hora del centro de México)' % (d.day, ES_M[d.month - 1], d.year, d.hour, d.minute),
           lambda d: '%s %d de %s de %d %02d:%02d (GMT-6)' % (ES_WD[d.weekday()].capitalize(), d.day, ES_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': F['es']['d'],
}
F['pt'] = {
    'dt': [lambda d: '%d de %s de %d às %02dh%02d (horário de Brasília)' % (d.day, PT_M[d.month - 1], d.year, d.hour, d.minute),
           lambda d: '%d de %s de %d, %02d:%02d BRT' % (d.day, PT_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': [lambda d: '%d de %s de %d' % (d.day, PT_M[d.month - 1], d.year),
          lambda d: ('%02d/%02d/%d' % (d.day, d.month, d.year)) if numok(d) else '%d de %s de %d' % (d.day, PT_M[d.month - 1], d.year)],
}
F['it'] = {
    'dt': [lambda d: '%d %s %d, ore %02d:%02d %s' % (d.day, IT_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST'))],
    'd': [lambda d: '%d %s %d' % (d.day, IT_M[d.month - 1], d.year),
          lambda d: '%s %d %s %d' % (IT_WD[d.weekday()], d.day, IT_M[d.month - 1], d.year)],
}
F['ru'] = {
    'dt': [lambda d: '%d %s %d, %02d:%02d МСК' % (d.day, RU_M[d.month - 1], d.year, d.hour, d.minute),
           lambda d: '%02d.%02d.%d %02d:%02d (мск)' % (d.day, d.month, d.year, d.hour, d.minute)],
    'd': [lambda d: '%d %s %d г.' % (d.day, RU_M[d.month - 1], d.year),
          lambda d: '%02d.%02d.%d' % (d.day, d.month, d.year)],
}
F['nl'] = {
    'dt': [lambda d: '%d %s %d, %02d:%02d uur (%s)' % (d.day, NL_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST'))],
    'd': [lambda d: '%d %s %d' % (d.day, NL_M[d.month - 1], d.year)],
}
F['tr'] = {
    'dt': [lambda d: '%d %s %d %s, %02d:%02d TSİ' % (d.day, TR_M[d.month - 1], d.year, TR_WD[d.weekday()], d.hour, d.minute),
           lambda d: '%02d.%02d.%d - %02d:%02d (TSİ)' % (d.day, d.month, d.year, d.hour, d.minute)],
    'd': [lambda d: '%d %s %d' % (d.day, TR_M[d.month - 1], d.year), lambda d: '%02d.%02d.%d' % (d.day, d.month, d.year)],
}
F['pl'] = {
    'dt': [lambda d: '%d %s %d, godz. %02d:%02d %s' % (d.day, PL_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST'))],
    'd': [lambda d: '%d %s %d r.' % (d.day, PL_M[d.month - 1], d.year), lambda d: '%02d.%02d.%d' % (d.day, d.month, d.year)],
}
F['sv'] = {
    'dt': [lambda d: '%d %s %d kl. %02d.%02d (%s)' % (d.day, SV_M[d.month - 1], d.year, d.hour, d.minute, eu_zone(d, 'CET', 'CEST'))],
    'd': [lambda d: '%d-%02d-%02d' % (d.year, d.month, d.day), lambda d: '%d %s %d' % (d.day, SV_M[d.month - 1], d.year)],
}
F['vi'] = {
    'dt': [lambda d: '%02d:%02d %s, %02d/%02d/%d (GMT+7)' % (d.hour, d.minute, VI_WD[d.weekday()], d.day, d.month, d.year)],
    'd': [lambda d: '%s, ngày %d tháng %d năm %d' % (VI_WD[d.weekday()], d.day, d.month, d.year)],
}
F['id'] = {
    'dt': [lambda d: '%d %s %d, %02d:%02d WIB' % (d.day, ID_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': [lambda d: '%d %s %d' % (d.day, ID_M[d.month - 1], d.year)],
}
F['ar'] = {
    'dt': [lambda d: '%d %s %d - %02d:%02d بتوقيت مكة المكرمة' % (d.day, AR_M[d.month - 1], d.year, d.hour, d.minute)],
    'd': [lambda d: '%d %s %d' % (d.day, AR_M[d.month - 1], d.year)],
}

TZ = {'zh-CN': 'Asia/Shanghai', 'zh-TW': 'Asia/Taipei', 'zh-HK': 'Asia/Hong_Kong', 'ja': 'Asia/Tokyo', 'ko': 'Asia/Seoul',
      'de': 'Europe/Berlin', 'fr': 'Europe/Paris', 'es': 'Europe/Madrid', 'es-AR': 'America/Argentina/Buenos_Aires',
      'es-MX': 'America/Mexico_City', 'pt': 'America/Sao_Paulo', 'it': 'Europe/Rome', 'ru': 'Europe/Moscow',
      'nl': 'Europe/Amsterdam', 'tr': 'Europe/Istanbul', 'pl': 'Europe/Warsaw', 'sv': 'Europe/Stockholm',
      'vi': 'Asia/Ho_Chi_Minh', 'id': 'Asia/Jakarta', 'ar': 'Asia/Riyadh'}

# encodings: (python codec, declared name, weight)
ENC = {
    'zh-CN': [('utf-8', 'utf-8', 5), ('gbk', 'gbk', 3), ('gb2312', 'gb2312', 2)],
    'zh-TW': [('utf-8', 'utf-8', 5), ('big5', 'big5', 4)],
    'zh-HK': [('utf-8', 'utf-8', 5), ('big5', 'big5', 3)],
    'ja': [('utf-8', 'utf-8', 5), ('shift_jis', 'Shift_JIS', 3), ('euc_jp', 'EUC-JP', 2)],
    'ko': [('utf-8', 'utf-8', 5), ('euc_kr', 'euc-kr', 4)],
    'de': [('utf-8', 'utf-8', 6), ('cp1252', 'windows-1252', 2), ('latin-1', 'ISO-8859-1', 2)],
    'fr': [('utf-8', 'utf-8', 6), ('cp1252', 'windows-1252', 2), ('latin-1', 'iso-8859-1', 2)],
    'es': [('utf-8', 'utf-8', 6), ('cp1252', 'windows-1252', 2), ('latin-1', 'ISO-8859-1', 2)],
    'pt': [('utf-8', 'utf-8', 6), ('latin-1', 'ISO-8859-1', 2)],
    'it': [('utf-8', 'utf-8', 3), ('cp1252', 'windows-1252', 2)],
    'ru': [('utf-8', 'utf-8', 3), ('cp1251', 'windows-1251', 3)],
    'nl': [('utf-8', 'utf-8', 3), ('cp1252', 'windows-1252', 1)],
    'pl': [('utf-8', 'utf-8', 3), ('iso8859_2', 'ISO-8859-2', 2)],
    'tr': [('utf-8', 'utf-8', 4), ('cp1254', 'windows-1254', 1)],
    'sv': [('utf-8', 'utf-8', 3), ('latin-1', 'ISO-8859-1', 1)],
    'vi': [('utf-8', 'utf-8', 1)], 'id': [('utf-8', 'utf-8', 1)], 'ar': [('utf-8', 'utf-8', 3), ('cp1256', 'windows-1256', 1)],
}
ENC['es-AR'] = ENC['es']; ENC['es-MX'] = ENC['es']

HTML_LANG = {'zh-CN': 'zh-CN', 'zh-TW': 'zh-Hant-TW', 'zh-HK': 'zh-Hant-HK', 'ja': 'ja', 'ko': 'ko', 'de': 'de-DE', 'fr': 'fr-FR',
             'es': 'es-ES', 'es-AR': 'es-AR', 'es-MX': 'es-MX', 'pt': 'pt-BR', 'it': 'it-IT', 'ru': 'ru-RU', 'nl': 'nl-NL',
             'tr': 'tr-TR', 'pl': 'pl-PL', 'sv': 'sv-SE', 'vi': 'vi-VN', 'id': 'id-ID', 'ar': 'ar-SA'}

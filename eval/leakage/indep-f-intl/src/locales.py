# -*- coding: utf-8 -*-
"""Phrasebooks, local date formatting and time zones for the intl corpus (stdlib only)."""
import datetime as dt

UTC = dt.timezone.utc


def _last_sun(y, m):
    d = dt.datetime(y, m, 31, 1, tzinfo=UTC)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def eu_dst(u):
    return _last_sun(u.year, 3) <= u < _last_sun(u.year, 10)


def us_dst(u):
    y = u.year
    d = dt.datetime(y, 3, 1, 7, tzinfo=UTC)
    n = 0
    while True:
        if d.weekday() == 6:
            n += 1
            if n == 2:
                break
        d += dt.timedelta(days=1)
    e = dt.datetime(y, 11, 1, 6, tzinfo=UTC)
    while e.weekday() != 6:
        e += dt.timedelta(days=1)
    return d <= u < e


def zone(loc, u):
    """return (offset_minutes, visible zone label) for locale at UTC instant u"""
    if loc in ('de-DE', 'de-AT', 'de-CH'):
        return (120, 'MESZ') if eu_dst(u) else (60, 'MEZ')
    if loc in ('fr-FR', 'fr-BE', 'fr-CH'):
        return (120, 'heure de Paris') if eu_dst(u) else (60, 'heure de Paris')
    if loc == 'fr-CA':
        return (-240, 'HAE') if us_dst(u) else (-300, 'HNE')
    if loc == 'es-ES':
        return (120, 'CEST') if eu_dst(u) else (60, 'CET')
    if loc == 'it-IT':
        return (120, 'CEST') if eu_dst(u) else (60, 'CET')
    if loc == 'nl-NL':
        return (120, 'CEST') if eu_dst(u) else (60, 'CET')
    if loc == 'pt-PT':
        return (60, 'WEST') if eu_dst(u) else (0, 'WET')
    return {
        'ja-JP': (540, 'JST'), 'zh-CN': (480, '北京时间'), 'zh-TW': (480, '台北時間'),
        'zh-HK': (480, 'HKT'), 'ko-KR': (540, 'KST'), 'es-MX': (-360, 'hora del centro'),
        'es-AR': (-180, 'ART'), 'es-CO': (-300, 'COT'), 'pt-BR': (-180, 'BRT'),
        'ru-RU': (180, 'МСК'), 'tr-TR': (180, 'TSİ'), 'id-ID': (420, 'WIB'),
        'vi-VN': (420, 'GMT+7'), 'ar-SA': (180, 'بتوقيت مكة المكرمة'), 'hi-IN': (330, 'IST'),
    }[loc]


def local(loc, u):
    off, lab = zone(loc, u)
    tz = dt.timezone(dt.timedelta(minutes=off))
    return u.astimezone(tz), lab


def iso(loc, u):
    l, _ = local(loc, u)
    return l.isoformat(timespec='seconds')


# ---------------------------------------------------------------- formatting
def _h12(H):
    h = H % 12
    return 12 if h == 0 else h


JA_WD = '月火水木金土日'
ZH_WD = '一二三四五六日'
DE_M = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
DE_M3 = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez']
DE_WD = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
FR_M = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
ES_M = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
PT_M = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
IT_M = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']
NL_M = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']
RU_M = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']
TR_M = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık']
ID_M = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']
ID_WD = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']
VI_WD = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật']
AR_M = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']
AR_WD = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']
HI_M = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर']
KO_WD = '월화수목금토일'


def fmt_date(lang, loc, d, v=0):
    y, m, dd = d.year, d.month, d.day
    if lang == 'ja':
        if v % 3 == 1 and y >= 2019:
            return f'令和{y - 2018}年{m}月{dd}日'
        if v % 3 == 2:
            return f'{y}/{m:02}/{dd:02}'
        return f'{y}年{m}月{dd}日'
    if lang == 'zhs':
        return f'{y}-{m:02}-{dd:02}' if v % 2 else f'{y}年{m}月{dd}日'
    if lang == 'zht':
        if v % 3 == 1:
            return f'民國{y - 1911}年{m}月{dd}日'
        if v % 3 == 2:
            return f'{y - 1911}/{m:02}/{dd:02}'
        return f'{y}年{m}月{dd}日'
    if lang == 'de':
        mn = DE_M[m - 1]
        if loc == 'de-AT' and m == 1:
            mn = 'Jänner'
        return f'{dd:02}.{m:02}.{y}' if v % 2 else f'{dd}. {mn} {y}'
    if lang == 'fr':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{"1er" if dd == 1 else dd} {FR_M[m - 1]} {y}'
    if lang == 'es':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{dd} de {ES_M[m - 1]} de {y}'
    if lang == 'pt':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{dd} de {PT_M[m - 1]} de {y}'
    if lang == 'it':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{dd} {IT_M[m - 1]} {y}'
    if lang == 'nl':
        return f'{dd:02}-{m:02}-{y}' if v % 2 else f'{dd} {NL_M[m - 1]} {y}'
    if lang == 'ru':
        return f'{dd:02}.{m:02}.{y}' if v % 2 else f'{dd} {RU_M[m - 1]} {y} г.'
    if lang == 'tr':
        return f'{dd:02}.{m:02}.{y}' if v % 2 else f'{dd} {TR_M[m - 1]} {y}'
    if lang == 'id':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{dd} {ID_M[m - 1]} {y}'
    if lang == 'vi':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'ngày {dd} tháng {m} năm {y}'
    if lang == 'ar':
        return f'{dd}/{m}/{y}' if v % 2 else f'{dd} {AR_M[m - 1]} {y}'
    if lang == 'hi':
        return f'{dd:02}/{m:02}/{y}' if v % 2 else f'{dd} {HI_M[m - 1]} {y}'
    if lang == 'ko':
        return f'{y}.{m:02}.{dd:02}' if v % 2 else f'{y}년 {m}월 {dd}일'
    raise KeyError(lang)


def fmt_dt(lang, loc, d, z, v=0):
    """date + clock time + zone label, local style"""
    y, m, dd, H, M = d.year, d.month, d.day, d.hour, d.minute
    wd = d.weekday()
    if lang == 'ja':
        return [f'{y}年{m}月{dd}日 {H}時{M:02}分', f'{y}/{m:02}/{dd:02} {H:02}:{M:02} {z}',
                f'{y}年{m}月{dd}日({JA_WD[wd]}) {H}:{M:02} {z}'][v % 3]
    if lang == 'zhs':
        return [f'{y}-{m:02}-{dd:02} {H:02}:{M:02}（{z}）', f'{y}年{m}月{dd}日 {H:02}:{M:02} {z}',
                f'{z} {y}年{m:02}月{dd:02}日{H:02}:{M:02}'][v % 3]
    if lang == 'zht':
        ap = '上午' if H < 12 else '下午'
        if loc == 'zh-HK':
            return [f'{y}年{m}月{dd}日 {ap}{_h12(H)}:{M:02} {z}', f'{dd:02}/{m:02}/{y} {H:02}:{M:02} {z}'][v % 2]
        return [f'{y}/{m:02}/{dd:02} {ap} {_h12(H):02}:{M:02}（{z}）', f'民國{y - 1911}年{m}月{dd}日 {H:02}:{M:02} {z}',
                f'{y}-{m:02}-{dd:02} {H:02}:{M:02} {z}'][v % 3]
    if lang == 'ko':
        ap = '오전' if H < 12 else '오후'
        return [f'{y}.{m:02}.{dd:02} {ap} {_h12(H)}:{M:02} ({z})', f'{y}년 {m}월 {dd}일({KO_WD[wd]}) {H:02}:{M:02} {z}',
                f'{y}-{m:02}-{dd:02} {H:02}:{M:02} {z}'][v % 3]
    if lang == 'de':
        mn = DE_M[m - 1] if not (loc == 'de-AT' and m == 1) else 'Jänner'
        return [f'{dd}. {mn} {y}, {H:02}:{M:02} Uhr {z}', f'{dd:02}.{m:02}.{y} | {H:02}:{M:02} {z}',
                f'{DE_WD[wd]}, {dd:02}.{m:02}.{y}, {H}.{M:02} Uhr ({z})'][v % 3]
    if lang == 'fr':
        dn = '1er' if dd == 1 else str(dd)
        if loc == 'fr-CA':
            return [f'le {dn} {FR_M[m - 1]} {y} à {H} h {M:02} ({z})', f'{y}-{m:02}-{dd:02} {H:02} h {M:02} {z}'][v % 2]
        return [f'le {dn} {FR_M[m - 1]} {y} à {H}h{M:02} ({z})', f'{dd:02}/{m:02}/{y} à {H:02}:{M:02} ({z})'][v % 2]
    if lang == 'es':
        return [f'{dd} de {ES_M[m - 1]} de {y}, {H:02}:{M:02} ({z})', f'{dd:02}/{m:02}/{y} - {H:02}:{M:02} hs ({z})',
                f'{dd:02}.{m:02}.{y} {_h12(H)}:{M:02} {"a. m." if H < 12 else "p. m."} {z}'][v % 3]
    if lang == 'pt':
        return [f'{dd} de {PT_M[m - 1]} de {y} às {H}h{M:02} ({z})', f'{dd:02}/{m:02}/{y} {H:02}h{M:02} {z}'][v % 2]
    if lang == 'it':
        return [f'{dd} {IT_M[m - 1]} {y}, ore {H:02}:{M:02} ({z})', f'{dd:02}/{m:02}/{y} {H:02}:{M:02} {z}'][v % 2]
    if lang == 'nl':
        return [f'{dd} {NL_M[m - 1]} {y}, {H:02}:{M:02} uur ({z})', f'{dd:02}-{m:02}-{y} {H:02}:{M:02} {z}'][v % 2]
    if lang == 'ru':
        return [f'{dd} {RU_M[m - 1]} {y}, {H:02}:{M:02} {z}', f'{dd:02}.{m:02}.{y} {H:02}:{M:02} ({z})'][v % 2]
    if lang == 'tr':
        return [f'{dd} {TR_M[m - 1]} {y} {H:02}:{M:02} ({z})', f'{dd:02}.{m:02}.{y} - {H:02}:{M:02} {z}'][v % 2]
    if lang == 'id':
        return [f'{ID_WD[wd]}, {dd:02} {ID_M[m - 1][:3]} {y} {H:02}:{M:02} {z}', f'{dd} {ID_M[m - 1]} {y} | {H:02}.{M:02} {z}'][v % 2]
    if lang == 'vi':
        return [f'{VI_WD[wd]}, {dd:02}/{m:02}/{y} {H:02}:{M:02} ({z})', f'{H:02}:{M:02} ngày {dd}/{m}/{y} ({z})'][v % 2]
    if lang == 'ar':
        return f'{AR_WD[wd]} {dd} {AR_M[m - 1]} {y} - {_h12(H)}:{M:02} {"ص" if H < 12 else "م"} {z}'
    if lang == 'hi':
        return f'{dd} {HI_M[m - 1]} {y}, {_h12(H):02}:{M:02} {"AM" if H < 12 else "PM"} {z}'
    raise KeyError(lang)


def fmt_post(lang, loc, d):
    """forum/comment style short stamp, no zone"""
    y, m, dd, H, M, S = d.year, d.month, d.day, d.hour, d.minute, d.second
    wd = d.weekday()
    if lang == 'ja':
        return f'{y}/{m:02}/{dd:02}({JA_WD[wd]}) {H:02}:{M:02}:{S:02}.{(S * 7) % 100:02}'
    if lang == 'zhs':
        return f'发表于 {y}-{m}-{dd} {H:02}:{M:02}'
    if lang == 'zht':
        return f'{y}-{m:02}-{dd:02} {H:02}:{M:02}'
    if lang == 'ko':
        return f'{y}.{m:02}.{dd:02} {H:02}:{M:02}:{S:02}'
    if lang == 'de':
        return f'{DE_WD[wd]} {dd}. {DE_M3[m - 1]} {y}, {H:02}:{M:02}'
    if lang in ('fr', 'es', 'pt', 'it', 'id', 'vi', 'ar', 'hi'):
        return f'{dd:02}/{m:02}/{y} {H:02}:{M:02}'
    if lang in ('ru', 'tr'):
        return f'{dd:02}.{m:02}.{y} {H:02}:{M:02}'
    if lang == 'nl':
        return f'{dd:02}-{m:02}-{y} {H:02}:{M:02}'
    raise KeyError(lang)


def fmt_rel(lang, which, d):
    """which in ('yesterday','today','daybefore'); d local datetime for clock"""
    H, M = d.hour, d.minute
    c = f'{H:02}:{M:02}'
    T = {
        'ja': ('昨日', '今日', '一昨日', '{w} {c}'),
        'zhs': ('昨天', '今天', '前天', '{w} {c}'),
        'zht': ('昨天', '今天', '前天', '{w} {c}'),
        'ko': ('어제', '오늘', '그저께', '{w} {c}'),
        'de': ('gestern', 'heute', 'vorgestern', '{w}, {c} Uhr'),
        'fr': ('hier', "aujourd'hui", 'avant-hier', '{w} à ' + f'{H}h{M:02}'),
        'es': ('ayer', 'hoy', 'anteayer', '{w} a las {c}'),
        'pt': ('ontem', 'hoje', 'anteontem', '{w} às ' + f'{H}h{M:02}'),
        'it': ('ieri', 'oggi', "l'altro ieri", '{w} alle {c}'),
        'nl': ('gisteren', 'vandaag', 'eergisteren', '{w} {c}'),
        'ru': ('вчера', 'сегодня', 'позавчера', '{w} в {c}'),
        'tr': ('dün', 'bugün', 'evvelsi gün', '{w} {c}'),
        'id': ('kemarin', 'hari ini', 'kemarin lusa', '{w} {c}'),
        'vi': ('hôm qua', 'hôm nay', 'hôm kia', '{w} lúc {c}'),
        'ar': ('أمس', 'اليوم', 'أول أمس', '{w} {c}'),
        'hi': ('बीते दिन', 'आज', 'परसों', '{w} {c}'),
    }[lang]
    w = {'yesterday': T[0], 'today': T[1], 'daybefore': T[2]}[which]
    return T[3].format(w=w, c=c)


def fmt_period_q(lang, q, y):
    return {
        'ja': f'{y}年{["1～3", "4～6", "7～9", "10～12"][q - 1]}月期',
        'zhs': f'{y}年第{"一二三四"[q - 1]}季度', 'zht': f'{y}年第{q}季',
        'ko': f'{y}년 {q}분기', 'de': f'{q}. Quartal {y}', 'fr': f'{["premier", "deuxième", "troisième", "quatrième"][q - 1]} trimestre {y}',
        'es': f'{["primer", "segundo", "tercer", "cuarto"][q - 1]} trimestre de {y}', 'pt': f'{q}º trimestre de {y}',
        'it': f'{["primo", "secondo", "terzo", "quarto"][q - 1]} trimestre {y}', 'nl': f'{["eerste", "tweede", "derde", "vierde"][q - 1]} kwartaal van {y}',
        'ru': f'{["I", "II", "III", "IV"][q - 1]} квартал {y} года', 'tr': f'{y} yılının {q}. çeyreği',
        'id': f'kuartal {["I", "II", "III", "IV"][q - 1]}-{y}', 'vi': f'quý {q}/{y}', 'ar': f'الربع {["الأول", "الثاني", "الثالث", "الرابع"][q - 1]} من {y}',
        'hi': f'{y} की {["पहली", "दूसरी", "तीसरी", "चौथी"][q - 1]} तिमाही',
    }[lang]


def fmt_month_period(lang, m, y):
    return {
        'ja': f'{y}年{m}月', 'zhs': f'{y}年{m}月', 'zht': f'{y}年{m}月', 'ko': f'{y}년 {m}월',
        'de': f'{DE_M[m - 1]} {y}', 'fr': f'{FR_M[m - 1]} {y}', 'es': f'{ES_M[m - 1]} de {y}', 'pt': f'{PT_M[m - 1]} de {y}',
        'it': f'{IT_M[m - 1]} {y}', 'nl': f'{NL_M[m - 1]} {y}', 'ru': f'{["январе", "феврале", "марте", "апреле", "мае", "июне", "июле", "августе", "сентябре", "октябре", "ноябре", "декабре"][m - 1]} {y} года',
        'tr': f'{TR_M[m - 1]} {y}', 'id': f'{ID_M[m - 1]} {y}', 'vi': f'tháng {m}/{y}', 'ar': f'{AR_M[m - 1]} {y}', 'hi': f'{HI_M[m - 1]} {y}',
    }[lang]

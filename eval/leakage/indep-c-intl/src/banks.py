# -*- coding: utf-8 -*-
"""Language banks for the independent intl corpus (stdlib only)."""
import datetime as _dt

def eu_dst(utc):
    y = utc.year
    def last_sun(m):
        d = _dt.datetime(y, m, 31 if m in (3, 10) else 30)
        while d.weekday() != 6:
            d -= _dt.timedelta(days=1)
        return d.replace(hour=1)
    return last_sun(3) <= utc.replace(tzinfo=None) < last_sun(10)

def offset(lang, utc):
    if lang in ('zh', 'zh-HK', 'zh-TW'):
        return 8
    if lang in ('ja', 'ko'):
        return 9
    if lang == 'pt':
        return -3
    return 2 if eu_dst(utc) else 1

def tzlabel(lang, utc):
    o = offset(lang, utc)
    return {8: {'zh': '北京时间', 'zh-HK': '香港時間', 'zh-TW': '台北時間'}.get(lang, 'UTC+8'),
            9: 'JST' if lang == 'ja' else 'KST', -3: 'BRT',
            2: {'de': 'MESZ'}.get(lang, 'CEST'), 1: {'de': 'MEZ'}.get(lang, 'CET')}[o]

def quarter_of(d):
    return (d.month - 1) // 3 + 1

FR_M = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
ES_M = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
DE_M = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
IT_M = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']
PT_M = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
WD = {
    'zh': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
    'zh-HK': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    'zh-TW': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    'ja': ['月', '火', '水', '木', '金', '土', '日'],
    'ko': ['월', '화', '수', '목', '금', '토', '일'],
    'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    'it': ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    'pt': ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
}

def fd(lang, d, v=0):
    """date only, local formats; v selects a variant"""
    if lang == 'zh':
        return [f'{d.year}年{d.month}月{d.day}日', f'{d:%Y-%m-%d}', f'{d:%Y/%m/%d}'][v % 3]
    if lang in ('zh-HK', 'zh-TW'):
        return [f'{d.year}年{d.month}月{d.day}日', f'{d:%Y/%m/%d}', f'{d:%Y-%m-%d}'][v % 3]
    if lang == 'ja':
        return [f'{d.year}年{d.month}月{d.day}日', f'{d:%Y/%m/%d}', f'{d.year}年{d.month:02d}月{d.day:02d}日'][v % 3]
    if lang == 'ko':
        return [f'{d:%Y.%m.%d}', f'{d.year}년 {d.month}월 {d.day}일', f'{d:%Y-%m-%d}'][v % 3]
    if lang == 'de':
        return [f'{d:%d.%m.%Y}', f'{d.day}. {DE_M[d.month-1]} {d.year}', f'{d.day}.{d.month}.{d.year}'][v % 3]
    if lang == 'fr':
        return [f'{d:%d/%m/%Y}', f'{d.day if d.day > 1 else "1er"} {FR_M[d.month-1]} {d.year}', f'{d:%d.%m.%Y}'][v % 3]
    if lang == 'es':
        return [f'{d:%d/%m/%Y}', f'{d.day} de {ES_M[d.month-1]} de {d.year}', f'{d:%d-%m-%Y}'][v % 3]
    if lang == 'it':
        return [f'{d:%d/%m/%Y}', f'{d.day} {IT_M[d.month-1]} {d.year}', f'{d:%d.%m.%Y}'][v % 3]
    if lang == 'pt':
        return [f'{d:%d/%m/%Y}', f'{d.day} de {PT_M[d.month-1]} de {d.year}', f'{d:%d/%m/%Y}'][v % 3]
    raise ValueError(lang)

def fdt(lang, d, v=0):
    hm = f'{d:%H:%M}'
    if lang in ('zh', 'zh-HK', 'zh-TW', 'ja', 'ko'):
        return f'{fd(lang, d, v)} {hm}'
    if lang == 'de':
        return f'{fd(lang, d, v)}, {hm} Uhr'
    if lang == 'fr':
        return f'{fd(lang, d, v)} à {d.hour}h{d:%M}'
    if lang == 'es':
        return f'{fd(lang, d, v)} - {hm}'
    if lang == 'it':
        return f'{fd(lang, d, v)} ore {d.hour}:{d:%M}'
    if lang == 'pt':
        return f'{fd(lang, d, v)} às {d.hour}h{d:%M}'

def yearless(lang, d):
    if lang in ('zh', 'zh-HK', 'zh-TW', 'ja'):
        return f'{d.month}月{d.day}日'
    if lang == 'ko':
        return f'{d.month}월 {d.day}일'
    if lang == 'de':
        return f'{d.day}. {DE_M[d.month-1]}'
    if lang == 'fr':
        return f'{WD["fr"][d.weekday()]} {d.day} {FR_M[d.month-1]}'
    if lang == 'es':
        return f'el {WD["es"][d.weekday()]} {d.day} de {ES_M[d.month-1]}'
    if lang == 'it':
        return f'{WD["it"][d.weekday()]} {d.day} {IT_M[d.month-1]}'
    if lang == 'pt':
        return f'{d.day} de {PT_M[d.month-1]}'

def quarter_name(lang, y, q):
    if lang in ('zh',):
        return f'{y}年第{"一二三四"[q-1]}季度'
    if lang in ('zh-HK', 'zh-TW'):
        return f'{y}年第{"一二三四"[q-1]}季'
    if lang == 'ja':
        return f'{y}年{3*q-2}～{3*q}月期'
    if lang == 'ko':
        return f'{y}년 {q}분기'
    return {'de': ['ersten', 'zweiten', 'dritten', 'vierten'][q-1] + f' Quartal {y}',
            'fr': ['premier', 'deuxième', 'troisième', 'quatrième'][q-1] + f' trimestre {y}',
            'es': ['primer', 'segundo', 'tercer', 'cuarto'][q-1] + f' trimestre de {y}',
            'it': ['primo', 'secondo', 'terzo', 'quarto'][q-1] + f' trimestre {y}',
            'pt': ['primeiro', 'segundo', 'terceiro', 'quarto'][q-1] + f' trimestre de {y}'}[lang]

COMPANIES = {
    'zh': [('华岳精密', '603871'), ('东澜新能源', '300946'), ('汇川湾科技', '688352'), ('北辰康药', '002918'), ('海垣物流', '601577'), ('瑞禾食品', '603369'), ('中联晟材料', '300812'), ('云栖数据', '688471')],
    'zh-HK': [('港灣置業', '01873'), ('嘉德航運', '02266'), ('恒晞科技', '09871'), ('富騰零售', '03318')],
    'zh-TW': [('宏岱電子', '6681'), ('聯晶半導體', '3528'), ('台鑫材料', '1786'), ('碩展光電', '4977')],
    'ja': [('北斗精機', '6487'), ('東雲化学', '4392'), ('さくら物流ホールディングス', '9176'), ('みなと電材', '6931'), ('青葉フーズ', '2856'), ('瑞穂テクノ', '3948'), ('大和葉ソフト', '4417'), ('若狭重工', '7023')],
    'ko': [('한빛전자', '048720'), ('서해바이오', '211370'), ('동원해운', '093560')],
    'de': [('Rheinfels Maschinenbau AG', 'RFM'), ('Nordlicht Energie SE', 'NLE'), ('Auental Pharma AG', 'AUP'), ('Kessler & Brandt Logistik AG', 'KBL'), ('Elbtal Software AG', 'ELS'), ('Vogtland Solar AG', 'VGS')],
    'fr': [('Groupe Valmorel', 'VLM'), ('Atlantide Énergies', 'ATE'), ('Sabliers Industries', 'SBI'), ('Clairval Santé', 'CLV'), ('Horizon Lys SA', 'HLY')],
    'es': [('Grupo Almazora', 'ALZ'), ('Ibersal Energía', 'IBS'), ('Construcciones Teverga', 'CTV'), ('Banca Mirasierra', 'BMI'), ('Navales del Cantábrico', 'NDC')],
    'it': [('Ferrovalle Industrie', 'FVI'), ('Banca Serenissima del Garda', 'BSG')],
    'pt': [('Cerrado Agro S.A.', 'CRAG3'), ('Petroluz Energia', 'PLUZ3')],
}
OTHERS = {
    'zh': ['沪指', '创业板指', '北向资金', '央行', '人民币汇率', '锂电板块', '光伏板块', '券商板块'],
    'zh-HK': ['恒指', '港元拆息', '科指', '南向資金', '內房股'],
    'zh-TW': ['台股加權指數', '外資', '新台幣', '櫃買指數', '半導體類股'],
    'ja': ['日経平均', 'TOPIX', 'ドル円', '日銀', 'グロース市場', '半導体株'],
    'ko': ['코스피', '코스닥', '원달러 환율', '한국은행'],
    'de': ['DAX', 'MDax', 'EZB', 'Bundesanleihen', 'Euro', 'Ifo-Index'],
    'fr': ['CAC 40', 'OAT', "l'euro", 'la BCE', 'le SBF 120'],
    'es': ['el Ibex 35', 'la prima de riesgo', 'el BCE', 'el euríbor', 'el bono a diez años'],
    'it': ['il Ftse Mib', 'lo spread Btp-Bund', 'la Bce'],
    'pt': ['o Ibovespa', 'o dólar', 'o Copom', 'a Selic'],
}

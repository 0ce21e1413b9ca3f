# Language data for the generator: date formats in native forms, words, text templates.
from datetime import timedelta

WD = {
 'zh': '一二三四五六日', 'ja': '月火水木金土日', 'ko': '월화수목금토일',
 'de': ['Montag','Dienstag','Mittwoch','Donnerstag','Freitag','Samstag','Sonntag'],
 'fr': ['lundi','mardi','mercredi','jeudi','vendredi','samedi','dimanche'],
 'es': ['lunes','martes','miércoles','jueves','viernes','sábado','domingo'],
 'pt': ['segunda-feira','terça-feira','quarta-feira','quinta-feira','sexta-feira','sábado','domingo'],
 'it': ['lunedì','martedì','mercoledì','giovedì','venerdì','sabato','domenica'],
 'nl': ['maandag','dinsdag','woensdag','donderdag','vrijdag','zaterdag','zondag'],
 'pl': ['poniedziałek','wtorek','środa','czwartek','piątek','sobota','niedziela'],
 'tr': ['Pazartesi','Salı','Çarşamba','Perşembe','Cuma','Cumartesi','Pazar'],
}
MON = {
 'de': ['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
 'fr': ['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'],
 'es': ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'],
 'pt': ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro'],
 'it': ['gennaio','febbraio','marzo','aprile','maggio','giugno','luglio','agosto','settembre','ottobre','novembre','dicembre'],
 'nl': ['januari','februari','maart','april','mei','juni','juli','augustus','september','oktober','november','december'],
 'pl': ['stycznia','lutego','marca','kwietnia','maja','czerwca','lipca','sierpnia','września','października','listopada','grudnia'],
 'tr': ['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'],
}

def ampm_zh(d):
    h = d.hour
    p = '上午' if h < 12 else '下午'
    h12 = h % 12 or 12
    return p, h12

def ex(lang, d, v):
    """exact local date-time string, variant v (int)."""
    y, m, da, H, M = d.year, d.month, d.day, d.hour, d.minute
    w = d.weekday()
    if lang == 'zh_cn':
        return [f'{y}年{m:02d}月{da:02d}日 {H:02d}:{M:02d}', f'{y}-{m:02d}-{da:02d} {H:02d}:{M:02d}:{d.second:02d}',
                f'{y}年{m}月{da}日 星期{WD["zh"][w]} {H:02d}:{M:02d}（北京时间）', f'{y}/{m:02d}/{da:02d} {H:02d}:{M:02d}'][v % 4]
    if lang == 'zh_tw':
        p, h12 = ampm_zh(d)
        return [f'{y-1911}年{m:02d}月{da:02d}日 {H:02d}:{M:02d}', f'{y}/{m:02d}/{da:02d} {p} {h12:02d}:{M:02d}',
                f'{y}年{m}月{da}日（週{WD["zh"][w]}）{H:02d}:{M:02d}', f'民國{y-1911}年{m}月{da}日 {p}{h12}時{M:02d}分'][v % 4]
    if lang == 'zh_hk':
        p, h12 = ampm_zh(d)
        return [f'{y}年{m}月{da}日 星期{WD["zh"][w]} {p}{h12}:{M:02d}', f'{da:02d}/{m:02d}/{y} {H:02d}:{M:02d} HKT',
                f'{y}年{m}月{da}日 {H:02d}:{M:02d}', f'{y}-{m:02d}-{da:02d} {p}{h12}:{M:02d}'][v % 4]
    if lang == 'ja':
        return [f'{y}年{m}月{da}日 {H}時{M:02d}分', f'{y}/{m:02d}/{da:02d} {H:02d}:{M:02d}',
                f'令和{y-2018}年{m}月{da}日({WD["ja"][w]}) {H:02d}:{M:02d}', f'{y}.{m:02d}.{da:02d} {H:02d}:{M:02d} JST'][v % 4]
    if lang == 'ko':
        p = '오전' if H < 12 else '오후'
        return [f'{y}.{m:02d}.{da:02d} {H:02d}:{M:02d}', f'{y}년 {m}월 {da}일({WD["ko"][w]}) {p} {H%12 or 12}:{M:02d}',
                f'{y}-{m:02d}-{da:02d} {H:02d}:{M:02d}:{d.second:02d}', f'{y}. {m}. {da}. {p} {H%12 or 12}:{M:02d}'][v % 4]
    if lang == 'de':
        return [f'{da:02d}.{m:02d}.{y}, {H:02d}:{M:02d} Uhr', f'{da}. {MON["de"][m-1]} {y} um {H:02d}:{M:02d} Uhr',
                f'{WD["de"][w][:2]}., {da:02d}.{m:02d}.{y} {H:02d}:{M:02d}', f'{da:02d}.{m:02d}.{y} {H}.{M:02d} Uhr'][v % 4]
    if lang == 'fr':
        return [f'{da} {MON["fr"][m-1]} {y} à {H}h{M:02d}', f'{da:02d}/{m:02d}/{y} à {H:02d}:{M:02d}',
                f'{WD["fr"][w]} {da} {MON["fr"][m-1]} {y}, {H:02d}h{M:02d}', f'le {da:02d}.{m:02d}.{y} à {H:02d}h{M:02d}'][v % 4]
    if lang == 'es':
        return [f'{da} de {MON["es"][m-1]} de {y}, {H:02d}:{M:02d}', f'{da:02d}/{m:02d}/{y} - {H:02d}:{M:02d}',
                f'{WD["es"][w]}, {da} de {MON["es"][m-1]} de {y} a las {H:02d}:{M:02d}', f'{da:02d}.{m:02d}.{y} {H:02d}:{M:02d} h'][v % 4]
    if lang == 'pt':
        return [f'{da:02d}/{m:02d}/{y} {H:02d}h{M:02d}', f'{da} de {MON["pt"][m-1]} de {y} às {H:02d}:{M:02d}',
                f'{WD["pt"][w]}, {da} de {MON["pt"][m-1]} de {y}, {H}h{M:02d}', f'{da:02d}.{m:02d}.{y} {H:02d}:{M:02d}'][v % 4]
    if lang == 'it':
        return [f'{da} {MON["it"][m-1]} {y}, ore {H:02d}:{M:02d}', f'{da:02d}/{m:02d}/{y} {H:02d}:{M:02d}',
                f'{WD["it"][w]} {da} {MON["it"][m-1]} {y} - {H:02d}.{M:02d}', f'{da:02d}.{m:02d}.{y} alle {H:02d}:{M:02d}'][v % 4]
    if lang == 'nl':
        return [f'{da} {MON["nl"][m-1]} {y}, {H:02d}:{M:02d} uur', f'{da:02d}-{m:02d}-{y} {H:02d}:{M:02d}'][v % 2]
    if lang == 'pl':
        return [f'{da} {MON["pl"][m-1]} {y}, {H:02d}:{M:02d}', f'{da:02d}.{m:02d}.{y} godz. {H:02d}:{M:02d}'][v % 2]
    if lang == 'tr':
        return [f'{da} {MON["tr"][m-1]} {y} {WD["tr"][w]} {H:02d}:{M:02d}', f'{da:02d}.{m:02d}.{y} {H:02d}:{M:02d}'][v % 2]
    raise KeyError(lang)

def dy(lang, d, v):
    """date-only local string."""
    y, m, da, w = d.year, d.month, d.day, d.weekday()
    if lang == 'zh_cn':
        return [f'{y}年{m}月{da}日', f'{y}-{m:02d}-{da:02d}', f'{y}/{m:02d}/{da:02d}'][v % 3]
    if lang == 'zh_tw':
        return [f'{y-1911}/{m:02d}/{da:02d}', f'{y}年{m}月{da}日', f'民國{y-1911}年{m}月{da}日'][v % 3]
    if lang == 'zh_hk':
        return [f'{y}年{m}月{da}日', f'{da:02d}/{m:02d}/{y}', f'{y}年{m}月{da}日（星期{WD["zh"][w]}）'][v % 3]
    if lang == 'ja':
        return [f'{y}年{m}月{da}日', f'{y}/{m:02d}/{da:02d}', f'令和{y-2018}年{m}月{da}日（{WD["ja"][w]}）'][v % 3]
    if lang == 'ko':
        return [f'{y}.{m:02d}.{da:02d}', f'{y}년 {m}월 {da}일', f'{y}-{m:02d}-{da:02d}({WD["ko"][w]})'][v % 3]
    if lang in ('de', 'nl', 'pl', 'tr'):
        mon = MON[lang][m-1]
        return [f'{da:02d}.{m:02d}.{y}', f'{da}. {mon} {y}' if lang == 'de' else f'{da} {mon} {y}', f'{WD[lang][w]}, {da:02d}.{m:02d}.{y}'][v % 3]
    if lang in ('fr', 'it'):
        return [f'{da:02d}/{m:02d}/{y}', f'{da} {MON[lang][m-1]} {y}', f'{WD[lang][w]} {da} {MON[lang][m-1]} {y}'][v % 3]
    if lang in ('es', 'pt'):
        return [f'{da:02d}/{m:02d}/{y}', f'{da} de {MON[lang][m-1]} de {y}', f'{WD[lang][w]}, {da} de {MON[lang][m-1]} de {y}'][v % 3]
    raise KeyError(lang)

# zone: (utc offset hours in the corpus window, zone labels shown on pages)
ZONE = {
 'zh_cn': (8, '北京时间'), 'zh_tw': (8, '台北時間'), 'zh_hk': (8, '香港時間'), 'ja': (9, 'JST'),
 'ko': (9, 'KST'), 'de': (2, 'MESZ'), 'fr': (2, 'heure de Paris'), 'es': (2, 'hora peninsular'),
 'pt': (-3, 'horário de Brasília'), 'pt_pt': (1, 'hora de Lisboa'), 'it': (2, 'ora italiana'),
 'nl': (2, 'CEST'), 'pl': (2, 'czasu polskiego'), 'tr': (3, 'TSİ'), 'es_mx': (-6, 'hora del centro (CDMX)'),
}

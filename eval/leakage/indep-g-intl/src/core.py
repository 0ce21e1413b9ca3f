"""Core helpers: time handling, locale date formatting, page registry."""
import json, os, re, html as _html
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = []
LBL = {'utf-8': 'utf-8', 'big5hkscs': 'Big5-HKSCS', 'gbk': 'GBK', 'gb18030': 'GB18030', 'big5': 'Big5', 'shift_jis': 'Shift_JIS',
       'euc_jp': 'EUC-JP', 'euc_kr': 'EUC-KR', 'cp1250': 'windows-1250', 'cp1251': 'windows-1251', 'cp1253': 'windows-1253',
       'cp1254': 'windows-1254', 'cp1255': 'windows-1255', 'cp1256': 'windows-1256', 'cp1252': 'windows-1252', 'iso8859_2': 'ISO-8859-2',
       'iso8859_7': 'ISO-8859-7', 'iso8859_8': 'ISO-8859-8', 'iso8859_1': 'ISO-8859-1', 'iso8859_15': 'ISO-8859-15', 'tis_620': 'TIS-620',
       'koi8_u': 'KOI8-U', 'koi8_r': 'KOI8-R', 'cp874': 'windows-874', 'gb2312': 'gb2312'}

def L(zone, y, m, d, h=0, mi=0):
    return datetime(y, m, d, h, mi, tzinfo=ZoneInfo(zone))

def Z(dt):
    return dt.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')

def iso(dt):
    return dt.isoformat(timespec='seconds')

def esc(s):
    return _html.escape(s, quote=True)

def add(pid, url, t, expected, kind, note, html, enc='utf-8', decl='same', lang=''):
    """decl: 'same' -> meta charset matches enc; None -> no meta; other str -> declared (maybe wrong)."""
    assert expected in ('accept', 'reject')
    if decl == 'same':
        d = enc
    else:
        d = decl
    if d is not None:
        d = LBL.get(d, d)
    if d is None:
        meta = ''
    elif len(PAGES) % 3 == 0:
        meta = '<meta charset="%s">' % d
    else:
        meta = '<meta http-equiv="Content-Type" content="text/html; charset=%s">' % d
    html = html.replace('{{CHARSET}}', meta)
    html = skin(pid, url, html)
    fn = 'pages/%s.html' % pid
    data = html.encode(enc, errors='xmlcharrefreplace')
    with open(os.path.join(OUT, fn), 'wb') as f:
        f.write(data)
    if isinstance(t, datetime):
        t = Z(t)
    # The note states the intended forecast time in UTC; it is authoritative.
    m = re.findall(r't=(\d{4}-\d\d-\d\dT\d\d:\d\d)(?::\d\d)?Z', note)
    if m:
        assert len(set(m)) == 1, (pid, m)
        t = m[0] + ':00Z'
    PAGES.append(dict(id=pid, file=fn, url=url, forecast_time=t, expected=expected, kind=kind,
                      _note=note, _enc=LBL.get(enc, enc), _decl=d, _lang=lang))

def finish():
    ids = [p['id'] for p in PAGES]
    assert len(ids) == len(set(ids)), 'dup ids'
    with open(os.path.join(OUT, 'labels.jsonl'), 'w', encoding='utf-8') as f:
        for p in PAGES:
            f.write(json.dumps({k: p[k] for k in ('id', 'file', 'url', 'forecast_time', 'expected', 'kind')}, ensure_ascii=False) + '\n')
    from collections import Counter
    rej0 = sum(p['expected'] == 'reject' for p in PAGES)
    langs = Counter(p['_lang'].split('-')[0] for p in PAGES)
    locs = Counter(p['_lang'] for p in PAGES)
    encs = Counter(p['_enc'] for p in PAGES)
    wrong = [p['id'] + ' (bytes %s, meta says %s)' % (p['_enc'], p['_decl']) for p in PAGES if p['_decl'] is not None and p['_decl'].lower() != p['_enc'].lower()]
    nometa = [p['id'] + ' (%s)' % p['_enc'] for p in PAGES if p['_decl'] is None]
    lines = ['# NOTES for indep-g-intl', '',
             'Independent evaluation corpus: %d pages, %d reject / %d accept, written from the task description only.' % (len(PAGES), rej0, len(PAGES) - rej0), '',
             '* Generator: `src/gen.py` (stdlib only). `src/core.py` = time/locale formatting (era years, 民國, 令和, Buddhist era, Solar Hijri, Hebrew dates for Mar 2025, native digits) and page registry; `src/tpl.py` = 15 structural site templates; `src/p_*.py` = hand-written page content per language; `src/validate.py` = checks.',
             '* Each site additionally gets a deterministic per-domain skin (fonts/colours, analytics snippet, ad slot, sometimes minified) and optional SVG-sprite / site-config noise, so identical templates still differ; none of the noise contains dates.',
             '* The forecast time of every page is written in its note as `t=...Z`; the generator takes the label forecast_time from that note.',
             '* Legacy-charset pages are written as real bytes in that charset (characters outside the charset become numeric character references, as real CMSs do).',
             '', '## Languages / locales', '', ', '.join('%s: %d' % kv for kv in sorted(langs.items())), '', ', '.join('%s: %d' % kv for kv in sorted(locs.items())),
             '', '## Byte encodings', '', ', '.join('%s: %d' % kv for kv in sorted(encs.items())),
             '', '**Wrong meta charset:** ' + '; '.join(wrong), '', '**No meta charset at all:** ' + '; '.join(nometa),
             '', '## Site styles', '',
             'Tag-soup table-layout regional papers (CN/JP/SN/PL/GR/TH/TR/RU/UA); modern regional papers with JSON-LD and cookie banners (DE/AT/CH/FR/ES/IT/SE/FI/BR/IL/EG/IR/VN/ID/IN); municipal/regional government gazettes and official notice boards (TW/AT/BE/MX/PT/CZ/AE/RU/UA); bank rate / FX / indexant tables (CN/DE/AR/NO/PT/UA); Q&A sites (Zhihu-like, Chiebukuro-like, KR, AR, HI); classified ads and job boards (SG/JP/DE/CH/CA/ES/BR/NL/CZ/RU/VN); real-estate and price-comparison detail pages (HK/JP/CL/IT/KR/DK/GR/MY/CN); consumer-review and app-store pages (TW/JP/CH/FR/CO/NL/TH/TR); TV-station news pages with player config and schedule (HK/JP/CH/PE/NO/TH/IN); university press offices (JP/CH/CA/IT/FI); company own news pages (JP/KR/IL); smaller-market exchange bulletins (Warsaw, Prague, Stockholm, Oslo, Copenhagen, Helsinki, Athens, Tel Aviv, Amman, Bangkok, Hanoi, Jakarta, Istanbul); LINE/KakaoTalk-style shared-article views (JP/KR/MY); union/professional-association bulletins (DE/DK/ES/AR); city/district portals (CN/AT/FR/ES/NL).',
             '', '## General doubts', '',
             '* Date-only stamps: where a page or item carries only a local calendar date, I treat it as published at local 00:00 of that day (so a date-only stamp on the day after t in local time is a leak: zh-jngz-18, es-spt-06, fa-kbs-04). Same-day date-only items on accept pages were avoided.',
             '* Scheduled future events, planned effective dates, planned next-update dates, embargo lines that lie before t, and closing dates are treated as public at t (accept).',
             '* Prompt-injection pages are reject regardless of dates.',
             '* he-bh-02 holds logical-order Hebrew bytes under the label ISO-8859-8 (which formally means visual order; ISO-8859-8-I would be correct) - a realistic mislabel; decoders that ignore the distinction read it fine.',
             '', '## Pages', '',
             'One line per page: id | lang | bytes encoding / declared charset | label | kind | what is on it and why.', '']
    for p in PAGES:
        lines.append('- `%s` | %s | enc=%s decl=%s | **%s** | %s | %s' % (
            p['id'], p['_lang'], p['_enc'], p['_decl'], p['expected'], p['kind'], p['_note']))
    rej = sum(p['expected'] == 'reject' for p in PAGES)
    lines += ['', 'Totals: %d pages, %d reject, %d accept.' % (len(PAGES), rej, len(PAGES) - rej)]
    with open(os.path.join(OUT, 'NOTES.md'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    print(len(PAGES), 'pages', rej, 'reject')

# ---------- digits ----------
def digits(s, kind):
    tables = {'ar': '٠١٢٣٤٥٦٧٨٩', 'fa': '۰۱۲۳۴۵۶۷۸۹', 'th': '๐๑๒๓๔๕๖๗๘๙', 'hi': '०१२३४५६७८९'}
    t = tables[kind]
    return ''.join(t[int(c)] if c.isdigit() and c in '0123456789' else c for c in str(s))

# ---------- locale formatters ----------
WD_ZH = '一二三四五六日'
WD_JA = '月火水木金土日'
WD_KO = '월화수목금토일'

def zh(dt, time=True, week=False):
    s = '%d年%d月%d日' % (dt.year, dt.month, dt.day)
    if week: s += ' 星期' + WD_ZH[dt.weekday()]
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return s

def zhnum(dt, time=True):
    s = dt.strftime('%Y-%m-%d')
    if time: s += dt.strftime(' %H:%M')
    return s

def roc(dt, time=True):
    s = '中華民國%d年%d月%d日' % (dt.year - 1911, dt.month, dt.day)
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return s

def rocs(dt, time=False):
    s = '%d/%02d/%02d' % (dt.year - 1911, dt.month, dt.day)
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return s

def ja(dt, time=True, week=True):
    s = '%d年%d月%d日' % (dt.year, dt.month, dt.day)
    if week: s += '(%s)' % WD_JA[dt.weekday()]
    if time: s += ' %d時%02d分' % (dt.hour, dt.minute)
    return s

def reiwa(dt, time=False):
    y = dt.year - 2018
    s = '令和%s年%d月%d日' % ('元' if y == 1 else str(y), dt.month, dt.day)
    if time: s += ' %d:%02d' % (dt.hour, dt.minute)
    return s

def ko(dt, time=True):
    s = '%04d.%02d.%02d' % (dt.year, dt.month, dt.day)
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return s

def kol(dt, time=True):
    s = '%d년 %d월 %d일(%s)' % (dt.year, dt.month, dt.day, WD_KO[dt.weekday()])
    if time:
        h = dt.hour
        s += ' %s %d:%02d' % ('오전' if h < 12 else '오후', (h % 12) or 12, dt.minute)
    return s

MON = {
 'de': ['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
 'at': ['Jänner','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
 'fr': ['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'],
 'es': ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'],
 'pt': ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro'],
 'it': ['gennaio','febbraio','marzo','aprile','maggio','giugno','luglio','agosto','settembre','ottobre','novembre','dicembre'],
 'nl': ['januari','februari','maart','april','mei','juni','juli','augustus','september','oktober','november','december'],
 'pl': ['stycznia','lutego','marca','kwietnia','maja','czerwca','lipca','sierpnia','września','października','listopada','grudnia'],
 'cs': ['ledna','února','března','dubna','května','června','července','srpna','září','října','listopadu','prosince'],
 'sv': ['januari','februari','mars','april','maj','juni','juli','augusti','september','oktober','november','december'],
 'no': ['januar','februar','mars','april','mai','juni','juli','august','september','oktober','november','desember'],
 'da': ['januar','februar','marts','april','maj','juni','juli','august','september','oktober','november','december'],
 'fi': ['tammikuuta','helmikuuta','maaliskuuta','huhtikuuta','toukokuuta','kesäkuuta','heinäkuuta','elokuuta','syyskuuta','lokakuuta','marraskuuta','joulukuuta'],
 'el': ['Ιανουαρίου','Φεβρουαρίου','Μαρτίου','Απριλίου','Μαΐου','Ιουνίου','Ιουλίου','Αυγούστου','Σεπτεμβρίου','Οκτωβρίου','Νοεμβρίου','Δεκεμβρίου'],
 'ru': ['января','февраля','марта','апреля','мая','июня','июля','августа','сентября','октября','ноября','декабря'],
 'uk': ['січня','лютого','березня','квітня','травня','червня','липня','серпня','вересня','жовтня','листопада','грудня'],
 'tr': ['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'],
 'id': ['Januari','Februari','Maret','April','Mei','Juni','Juli','Agustus','September','Oktober','November','Desember'],
 'ms': ['Januari','Februari','Mac','April','Mei','Jun','Julai','Ogos','September','Oktober','November','Disember'],
 'th': ['มกราคม','กุมภาพันธ์','มีนาคม','เมษายน','พฤษภาคม','มิถุนายน','กรกฎาคม','สิงหาคม','กันยายน','ตุลาคม','พฤศจิกายน','ธันวาคม'],
 'he': ['בינואר','בפברואר','במרץ','באפריל','במאי','ביוני','ביולי','באוגוסט','בספטמבר','באוקטובר','בנובמבר','בדצמבר'],
 'ar': ['يناير','فبراير','مارس','أبريل','مايو','يونيو','يوليو','أغسطس','سبتمبر','أكتوبر','نوفمبر','ديسمبر'],
 'arl': ['كانون الثاني','شباط','آذار','نيسان','أيار','حزيران','تموز','آب','أيلول','تشرين الأول','تشرين الثاني','كانون الأول'],
 'hi': ['जनवरी','फ़रवरी','मार्च','अप्रैल','मई','जून','जुलाई','अगस्त','सितंबर','अक्टूबर','नवंबर','दिसंबर'],
 'vi': None,
}

def dmy(lang, dt, time=True, sep=' ', dot=False):
    m = MON[lang][dt.month - 1]
    d = ('%d.' % dt.day) if dot else str(dt.day)
    s = '%s%s%s%s%d' % (d, sep, m, sep, dt.year)
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return s

def de(dt, time=True, at=False):
    s = '%d. %s %d' % (dt.day, MON['at' if at else 'de'][dt.month - 1], dt.year)
    if time: s += ', %02d:%02d Uhr' % (dt.hour, dt.minute)
    return s

def fr(dt, time=True):
    s = 'le %d%s %s %d' % (dt.day, 'er' if dt.day == 1 else '', MON['fr'][dt.month - 1], dt.year)
    if time: s += ' à %02dh%02d' % (dt.hour, dt.minute)
    return s

def es(dt, time=True):
    s = '%d de %s de %d' % (dt.day, MON['es'][dt.month - 1], dt.year)
    if time: s += ', %02d:%02d' % (dt.hour, dt.minute)
    return s

def pt(dt, time=True):
    s = '%02d/%02d/%d' % (dt.day, dt.month, dt.year)
    if time: s += ' às %02dh%02d' % (dt.hour, dt.minute)
    return s

def vi(dt, time=True):
    s = 'ngày %d tháng %d năm %d' % (dt.day, dt.month, dt.year)
    if time: s = '%02d:%02d %s' % (dt.hour, dt.minute, s)
    return s

def thai(dt, time=True, native=False):
    s = '%d %s %d' % (dt.day, MON['th'][dt.month - 1], dt.year + 543)
    if time: s += ' เวลา %02d.%02d น.' % (dt.hour, dt.minute)
    return digits(s, 'th') if native else s

# Hebrew calendar: only March 2025 supported (1 Adar 5785 = 1 Mar 2025; 1 Nisan = 30 Mar 2025)
HEB_DAYS = ['א׳','ב׳','ג׳','ד׳','ה׳','ו׳','ז׳','ח׳','ט׳','י׳','י״א','י״ב','י״ג','י״ד','ט״ו','ט״ז','י״ז','י״ח','י״ט','כ׳','כ״א','כ״ב','כ״ג','כ״ד','כ״ה','כ״ו','כ״ז','כ״ח','כ״ט','ל׳']
def hebdate(dt):
    assert dt.year == 2025 and (dt.month == 3 or (dt.month == 4 and dt.day <= 27))
    from datetime import date
    n = (date(dt.year, dt.month, dt.day) - date(2025, 3, 1)).days
    if n < 29:
        return '%s באדר תשפ״ה' % HEB_DAYS[n]
    return '%s בניסן תשפ״ה' % HEB_DAYS[n - 29]

def he(dt, time=True):
    s = '%d %s %d' % (dt.day, MON['he'][dt.month - 1], dt.year)
    if time: s += ', %02d:%02d' % (dt.hour, dt.minute)
    return s

# Solar Hijri: supports 1403-12 (Esfand, 30 days, from 19 Feb 2025) and 1404 months.
FA_MON = ['فروردین','اردیبهشت','خرداد','تیر','مرداد','شهریور','مهر','آبان','آذر','دی','بهمن','اسفند']
def jalali(dt):
    from datetime import date
    d = date(dt.year, dt.month, dt.day)
    start = date(2025, 3, 21)
    if d < start:
        n = (d - date(2025, 2, 19)).days
        assert 0 <= n < 30
        return 1403, 12, n + 1
    n = (d - start).days
    lens = [31]*6 + [30]*5 + [29]
    m = 0
    while n >= lens[m]:
        n -= lens[m]; m += 1
    return 1404, m + 1, n + 1

def fa(dt, time=True):
    y, m, d = jalali(dt)
    s = '%d %s %d' % (d, FA_MON[m - 1], y)
    if time: s += ' ساعت %02d:%02d' % (dt.hour, dt.minute)
    return digits(s, 'fa')

def fanum(dt, time=True):
    y, m, d = jalali(dt)
    s = '%d/%02d/%02d' % (y, m, d)
    if time: s += ' %02d:%02d' % (dt.hour, dt.minute)
    return digits(s, 'fa')

def ar(dt, time=True, levant=False, native=True):
    s = '%d %s %d' % (dt.day, MON['arl' if levant else 'ar'][dt.month - 1], dt.year)
    if time: s += ' - %02d:%02d' % (dt.hour, dt.minute)
    return digits(s, 'ar') if native else s

def hi(dt, time=True, native=False):
    s = '%d %s %d' % (dt.day, MON['hi'][dt.month - 1], dt.year)
    if time: s += ', %02d:%02d' % (dt.hour, dt.minute)
    return digits(s, 'hi') if native else s

def page(pid, tmpl, url, t, exp, kind, note, enc='utf-8', decl='same', **p):
    p['url'] = url
    p.setdefault('title', p.get('headline', '').replace('<br>', ' '))
    html = tmpl(p)
    add(pid, url, t, exp, kind, note, html, enc=enc, decl=decl, lang=p.get('lang', ''))

# ---------- per-site skin: makes sites differ beyond the template ----------
import random as _r, hashlib as _h
_AN = [
 "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-{k}\"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-{k}');</script>",
 "<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){{var u='//stats.{d}/';_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','{n}']);}})();</script>",
 "<script>var _hmt=_hmt||[];(function(){{var hm=document.createElement('script');hm.src='https://hm.baidu.com/hm.js?{k}';var s=document.getElementsByTagName('script')[0];s.parentNode.insertBefore(hm,s);}})();</script>",
 "<script type=\"text/javascript\">(function(m,e,t,r,i,k,a){{m[i]=m[i]||function(){{(m[i].a=m[i].a||[]).push(arguments)}};}})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym({n},'init',{{clickmap:true}});</script>",
 "",
 "<script src=\"/js/jquery-1.8.3.min.js\"></script><script src=\"/js/common.js?v={n}\"></script>",
]
_FONTS = ['"Helvetica Neue",Arial,sans-serif', 'Georgia,"Times New Roman",serif', '"Noto Sans",sans-serif', 'Verdana,Tahoma,sans-serif',
          '"MS PGothic","Hiragino Kaku Gothic Pro",sans-serif', '"Microsoft YaHei",SimSun,sans-serif', 'Tahoma,"Segoe UI",sans-serif']

def skin(pid, url, html):
    dom = url.split('/')[2]
    rnd = _r.Random(_h.md5(dom.encode()).hexdigest())
    k = ''.join(rnd.choice('0123456789ABCDEF') for _ in range(10))
    n = rnd.randint(2, 900)
    col = '#%02x%02x%02x' % (rnd.randint(0, 160), rnd.randint(0, 160), rnd.randint(0, 160))
    style = '<style>body{margin:0;font-family:%s;color:#222}a{color:%s}.%s-wrap{max-width:%dpx;margin:0 auto}</style>' % (
        rnd.choice(_FONTS), col, k[:4].lower(), rnd.choice([960, 1000, 1080, 1200]))
    pool = [0, 1, 4, 5]
    if dom.endswith('.cn') or dom.endswith('.com.cn'):
        pool = [2, 2, 4, 5]
    elif dom.endswith('.ru'):
        pool = [3, 3, 0, 4]
    ana = _AN[rnd.choice(pool)].format(k=k, d=dom.replace('www.', ''), n=n)
    ad = rnd.choice(['', '<div id="div-gpt-ad-%s-0" class="ad-slot" style="min-height:90px"></div>' % k,
                     '<div class="adsbygoogle" data-ad-client="ca-pub-%s" data-ad-slot="%d"></div>' % (k, n * 7),
                     '<iframe src="//ads.%s/serve?z=%d" width="728" height="90" frameborder="0" scrolling="no"></iframe>' % (dom.replace('www.', ''), n)])
    lo = html.lower()
    i = lo.find('</head>')
    if i >= 0:
        html = html[:i] + style + '\n' + ana + '\n' + html[i:]
    lo = html.lower()
    j = lo.rfind('</body>')
    if j >= 0 and ad:
        html = html[:j] + ad + '\n' + html[j:]
    if rnd.random() < 0.25 and '<pre' not in lo:
        html = re.sub(r'>\s*\n\s*<', '><', html)
    return html

def _noise(pid, dom):
    rnd = _r.Random(pid)
    out = []
    if rnd.random() < 0.55:
        syms = []
        for i in range(rnd.randint(8, 60)):
            pts = ' '.join('%s%.2f %.2f' % (rnd.choice('MLCQ'), rnd.uniform(0, 24), rnd.uniform(0, 24)) for _ in range(rnd.randint(6, 40)))
            syms.append('<symbol id="i-%s" viewBox="0 0 24 24"><path d="%s z"/></symbol>' % (
                rnd.choice(['search', 'menu', 'close', 'share', 'mail', 'fb', 'x', 'line', 'arrow', 'play', 'user', 'home', 'star']) + str(i), pts))
        out.append('<svg xmlns="http://www.w3.org/2000/svg" style="display:none">' + ''.join(syms) + '</svg>')
    if rnd.random() < 0.45:
        flags = {('ff_%s_%d' % (rnd.choice(['paywall', 'lazyimg', 'newnav', 'darkmode', 'prebid', 'consent', 'abtest', 'push']), i)): rnd.choice([True, False, rnd.randint(0, 100)])
                 for i in range(rnd.randint(10, 120))}
        cfg = {'env': 'prod', 'cdn': 'https://static.%s/' % dom.replace('www.', ''), 'flags': flags,
               'adUnits': ['/%d/%s/%s' % (rnd.randint(1000, 99999), dom.split('.')[-2] if dom.count('.') else dom, rnd.choice(['top', 'mid', 'rail', 'footer'])) for _ in range(rnd.randint(2, 12))]}
        out.append('<script>window.__SITE_CONFIG__=' + json.dumps(cfg) + ';</script>')
    return '\n'.join(out)

_old_skin = skin
def skin(pid, url, html):
    html = _old_skin(pid, url, html)
    dom = url.split('/')[2]
    nz = _noise(pid, dom)
    if nz:
        lo = html.lower()
        j = lo.rfind('</body>')
        if j >= 0:
            html = html[:j] + nz + '\n' + html[j:]
    return html

# Corpus builder. Run: python3 src/build.py  (from OUT). stdlib only.
import json, os, random, re, sys, zlib
from common import *
import bank, skins

OUTDIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = []

TITLES_EN = ["{co} shares climb as orders steady", "{co} holds guidance despite cost pressures", "{co} edges lower after cautious trading update",
 "Investors warm to {co} as margins hold", "{co} bets on pricing power as rivals cut", "What the market is missing about {co}",
 "{co} update leaves analysts divided", "{co} stock jumps on stronger-than-expected demand", "{co}: steady as she goes"]

def slug(s):
    s = re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')
    return s[:60] or 'article'

def make_url(skin, p, rnd):
    b = skins.SITE_BASE.get(skin, 'https://www.' + p.get('domain', 'news.com'))
    if p.get('domain'): b = 'https://' + p['domain']
    pub = p['pub']; s = p.get('slug') or slug(p.get('title_ascii', p['title']))
    n = zlib.crc32(p['id'].encode()) % 900000 + 100000
    if skin == 'us_ledger': return b + '/news/%s-%d' % (s, n)
    if skin == 'uk_courier':
        l = loc(pub, 'Europe/London'); return b + '/business/%d/%s/%02d/%s' % (l.year, SHORT_EN[l.month-1].lower(), l.day, s)
    if skin == 'de_boerse': return b + '/nachrichten/aktien/%s-%d.html' % (s, n)
    if skin == 'jp_toho': return b + '/article/DGXZQO%dT%02dC%02dA%d/' % (n, pub.month, pub.year % 100, pub.day % 10)
    if skin == 'cn_huaxin': l = loc(pub, 'Asia/Shanghai'); return b + '/gupiao/%d%02d%02d/%d.shtml' % (l.year, l.month, l.day, n)
    if skin == 'fr_courrier': return b + '/bourse/%s-%d' % (s, n)
    if skin == 'es_mercantil': l = loc(pub, 'Europe/Madrid'); return b + '/empresas/%d/%02d/%02d/%s.html' % (l.year, l.month, l.day, s)
    if skin == 'in_dalal': return b + '/markets/stocks/news/%s/articleshow/%d.cms' % (s, 118000000 + n)
    if skin == 'au_harbour': l = loc(pub, 'Australia/Sydney'); return b + '/companies/%s-%d%02d%02d-p5k%d' % (s, l.year, l.month, l.day, n % 1000)
    if skin == 'forum_tt': return b + '/viewtopic.php?f=4&t=%d' % (n // 10)
    if skin == 'blog_qc': l = loc(pub, 'America/Los_Angeles'); return b + '/%d/%02d/%s/' % (l.year, l.month, s)
    if skin == 'pr_meridian': return b + '/news-releases/%s-30%d.html' % (s, n)
    if skin == 'quote_td': return b + '/quote/%s' % p['quote']['symbol']
    if skin == 'sec_packet': return b + '/ai-security/%s' % s
    if skin == 'ru_vestnik': l = loc(pub, 'Europe/Moscow'); return b + '/news/%d/%02d/%02d/%d' % (l.year, l.month, l.day, n)
    if skin == 'kr_hanbit': return b + '/news/articleView.html?idxno=%d' % (300000 + n % 99999)
    if skin == 'wiki_hist': return b + '/w/index.php?title=%s&action=history' % p['wtitle']
    if skin == 'newsletter': return b + '/p/%s' % s
    return b + '/%s/%s-%d' % (p.get('section', 'news'), s, n)

BODY = {'en': bank.en_body, 'de': bank.de_body, 'fr': bank.fr_body, 'es': bank.es_body, 'ja': bank.ja_body, 'zh': bank.zh_body, 'ru': bank.ru_body, 'ko': bank.ko_body}
COSL = {'en': bank.COS, 'de': bank.DE_COS, 'fr': bank.FR_COS, 'es': bank.ES_COS, 'ja': bank.JA_COS, 'zh': bank.ZH_COS, 'ru': bank.RU_COS, 'ko': bank.KO_COS}
SIDEL = {'en': bank.SIDE_EN, 'de': bank.SIDE_DE, 'fr': bank.SIDE_FR, 'es': bank.SIDE_ES, 'ja': bank.SIDE_JA, 'zh': bank.SIDE_ZH, 'ru': bank.SIDE_RU, 'ko': bank.SIDE_KO}
TITLES = {'de': ["{co}-Aktie legt zu: Auftragslage stabil", "{co} bestätigt Prognose"], 'fr': ["{co} bondit en Bourse", "{co} maintient ses objectifs"],
          'es': ["{co} sube en bolsa tras su actualización", "{co} mantiene sus previsiones"], 'ja': ["{co}株が上昇、受注好調", "{co}、通期見通しを据え置き"],
          'zh': ["{co}股价走强 订单好于预期", "{co}：下游需求逐步恢复"], 'ru': ["Акции «{co}» растут после отчета", "«{co}» сохранила прогноз"],
          'ko': ["{co} 주가 상승…수주 호조", "{co}, 실적 전망 유지"]}
SKIN_LANG = {'de_boerse': 'de', 'jp_toho': 'ja', 'cn_huaxin': 'zh', 'fr_courrier': 'fr', 'es_mercantil': 'es', 'ru_vestnik': 'ru', 'kr_hanbit': 'ko'}

def add(id, skin, t, pub_h, expected, kind, note, **kw):
    """t: 'YYYY-MM-DDTHH:MM' UTC. pub_h: hours before t the page was published (negative = after t)."""
    rnd = random.Random(id)
    tt = T(t); lang = kw.pop('lang', SKIN_LANG.get(skin, 'en'))
    co = kw.pop('co', None) or rnd.choice(COSL.get(lang, bank.COS))
    p = dict(id=id, pub=tt - dt.timedelta(hours=pub_h), lang=lang)
    p['title'] = kw.pop('title', None) or rnd.choice(TITLES.get(lang, TITLES_EN)).format(**co)
    if 'body' in kw: p['body'] = kw.pop('body')
    else: p['body'] = BODY.get(lang, bank.en_body)(co, tt, rnd, kw.pop('n', None) or (rnd.randint(4, 8) if lang == 'en' else 4))
    for pos, h in kw.pop('ins', []):
        p['body'].insert(pos if pos >= 0 else len(p['body']) + 1 + pos, h)
    if 'sidebar' not in kw: p['sidebar'] = rnd.sample(SIDEL.get(lang, bank.SIDE_EN), min(4, len(SIDEL.get(lang, bank.SIDE_EN))))
    cm = kw.pop('comments', None)
    if cm: p['comments'] = [(a, tt - dt.timedelta(hours=h), txt) for a, h, txt in cm]
    enc = kw.pop('enc', 'utf-8')
    p.update(kw)
    p.setdefault('charset_meta', enc if enc == 'utf-8' else {'cp932': 'Shift_JIS', 'gbk': 'gb2312', 'cp1251': 'windows-1251', 'cp1252': 'windows-1252', 'latin-1': 'iso-8859-1', 'euc_kr': 'euc-kr', 'big5': 'big5', 'euc_jp': 'EUC-JP', 'cp1256': 'windows-1256'}.get(enc, enc))
    p['url'] = p.get('url') or make_url(skin, p, rnd)
    h = skins.SKINS[skin](p)
    PAGES.append(dict(id=id, skin=skin, t=tt, expected=expected, kind=kind, note=note, html=h, enc=enc, url=p['url'], lang=lang))
    return p

def later(t, hours):
    return T(t) + dt.timedelta(hours=hours)

def write_all():
    os.makedirs(os.path.join(OUTDIR, 'pages'), exist_ok=True)
    ids = set(); lines = []; notes = ['# NOTES for indep-g-evasion', '',
        'One line per page: id | language/charset | what is on it | why the label. Times are UTC unless stated.', '']
    for pg in PAGES:
        assert pg['id'] not in ids, pg['id']; ids.add(pg['id'])
        fn = 'pages/%s.html' % pg['id']
        data = pg['html'].encode(pg['enc'], errors='xmlcharrefreplace') if pg['enc'] != 'utf-8' else pg['html'].encode('utf-8')
        open(os.path.join(OUTDIR, fn), 'wb').write(data)
        lines.append(json.dumps({"id": pg['id'], "file": fn, "url": pg['url'], "forecast_time": z(pg['t']), "expected": pg['expected'], "kind": pg['kind']}, ensure_ascii=False))
        notes.append('- `%s` [%s, %s, %s] **%s** (%s): %s' % (pg['id'], pg['lang'], pg['enc'], pg['skin'], pg['expected'], pg['kind'], pg['note']))
    open(os.path.join(OUTDIR, 'labels.jsonl'), 'w').write('\n'.join(lines) + '\n')
    open(os.path.join(OUTDIR, 'NOTES.md'), 'w').write('\n'.join(notes) + '\n\n' + open(os.path.join(OUTDIR, 'src', 'notes_tail.md')).read())

if __name__ == '__main__':
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import build as B
    import specs_inj, specs_late, specs_clean
    B.write_all()
    rj = sum(p['expected'] == 'reject' for p in B.PAGES)
    print(len(B.PAGES), 'pages;', rj, 'reject;', len(B.PAGES) - rj, 'accept')

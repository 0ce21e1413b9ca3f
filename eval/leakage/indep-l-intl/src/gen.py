# -*- coding: utf-8 -*-
"""Generate the indep-l-intl corpus.  python3 src/gen.py  (stdlib only, seeded)."""
import datetime as dt
import json
import math
import os
import random
import sys
from zoneinfo import ZoneInfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from banks import L, INJ_EN  # noqa: E402
from locales import LOC, COUNTS, REL  # noqa: E402
from fmt import fnum, encode, can_encode, fmt_dt, fmt_date, zone_label  # noqa: E402
from render import TS, R, Soup, H5, App, Amp, Min, RawH, esc, iso, ts_text, jsdump  # noqa: E402

SEED = 4711
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UTC = dt.timezone.utc
MIN = dt.timedelta(minutes=1)
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)

USERS = {
    'zhs': ['股海老兵', '价值投资者888', '韭菜一号', '长线是金', 'guest_5521', '老张看盘'],
    'zht': ['小資存股族', '台股老鳥', 'money_cat', '存股達人', '阿明看盤'],
    'ja': ['名無しの投資家', 'kabu_taro', '長期保有さん', '兜町ウォッチャー', 'nanashi77'],
    'ko': ['개미투자자', '주린이123', '장투맨', '여의도불개미', 'value_kim'],
    'de': ['Börsenfuchs', 'Dividendenjäger', 'anleger_71', 'Marktbeobachter', 'HansW'],
    'fr': ['Boursicoteur', 'investisseur_lyon', 'PetitPorteur', 'Max_Bourse', 'Claire.D'],
    'es': ['Inversor_Madrid', 'elbolsista', 'Dividendero', 'pacoM', 'LaHormiga'],
    'pt': ['investidor_sp', 'Sardinha', 'holder_raiz', 'Ze_da_Bolsa', 'mariana.r'],
    'it': ['Cassettista', 'trader_mi', 'PiccoloRisparmiatore', 'Gianni63', 'Orso_e_Toro'],
    'nl': ['Beurshaai', 'BeleggerJan', 'dividendboer', 'Piet_R', 'Marktkoopman'],
    'sv': ['Aktiespararen', 'lång_sikt', 'Norrlänningen', 'Kalle_B', 'indexnisse'],
    'pl': ['inwestor_waw', 'Dywidendziak', 'Byk_z_Krakowa', 'marekk', 'leszcz'],
    'tr': ['borsaci34', 'uzunvadeci', 'Temettüavcısı', 'Ahmet_K', 'piyasakurdu'],
    'ru': ['Инвестор_М', 'долгосрок', 'дивидендщик', 'Сергей_П', 'медведь77'],
    'ar': ['مستثمر_الرياض', 'أبو فهد', 'متداول', 'سهم_العز', 'نورة'],
    'he': ['משקיע_ותיק', 'דני_כ', 'בורסאי', 'רונית', 'long_term'],
    'hi': ['निवेशक_राम', 'shareguru', 'दलाल_स्ट्रीट', 'amit_k', 'लंबी_दौड़'],
    'th': ['นักลงทุนรายย่อย', 'VI_มือใหม่', 'เม่าน้อย', 'somchai_k', 'ปันผลดี'],
    'vi': ['nhadautu_hn', 'F0_moi', 'Cá mập', 'tuan.nguyen', 'giá trị'],
    'id': ['investor_jkt', 'ritel_kuat', 'PakBudi', 'sahamku', 'dividen_hunter'],
    'el': ['Επενδυτής', 'trader_ath', 'Μακροπρόθεσμος', 'Γιώργος_Κ', 'bull_gr'],
    'cs': ['investor_praha', 'Dlouhodobec', 'dividendář', 'PetrN', 'medvěd'],
}
AUTHORS = {
    'zhs': ['王立新', '陈晓敏', '李婧'], 'zht': ['林家豪', '陳怡君', '黃志明'], 'ja': ['佐藤健一', '高橋由美', '田中亮'],
    'ko': ['김민준', '이서연', '박지훈'], 'de': ['Markus Weber', 'Anna Schmitt', 'Jonas Keller'], 'fr': ['Camille Martin', 'Julien Dubois', 'Sophie Laurent'],
    'es': ['Lucía Fernández', 'Javier Ruiz', 'Marta Gómez'], 'pt': ['Ana Souza', 'Ricardo Lima', 'Beatriz Costa'], 'it': ['Marco Rossi', 'Giulia Bianchi', 'Luca Ferrari'],
    'nl': ['Sanne de Vries', 'Thijs Bakker', 'Eva Jansen'], 'sv': ['Erik Lindqvist', 'Sara Holm', 'Johan Berg'], 'pl': ['Anna Nowak', 'Piotr Kowalski', 'Marta Wiśniewska'],
    'tr': ['Ayşe Yılmaz', 'Mehmet Demir', 'Elif Kaya'], 'ru': ['Анна Смирнова', 'Дмитрий Орлов', 'Игорь Волков'], 'ar': ['محمد العتيبي', 'سارة الحربي', 'خالد منصور'],
    'he': ['נועה לוי', 'איתי כהן', 'מיכל פרץ'], 'hi': ['राहुल शर्मा', 'प्रिया वर्मा', 'अंकित गुप्ता'], 'th': ['สมชาย ใจดี', 'กานดา ศรีสุข', 'ธนพล วงศ์ทอง'],
    'vi': ['Nguyễn Minh Anh', 'Trần Quốc Huy', 'Lê Thu Hà'], 'id': ['Rina Wulandari', 'Budi Santoso', 'Dewi Lestari'], 'el': ['Νίκος Παπαδόπουλος', 'Μαρία Γεωργίου', 'Κώστας Δημητρίου'],
    'cs': ['Jana Dvořáková', 'Tomáš Novák', 'Petra Svobodová'],
}
SECTION = {'article': 'news', 'blog': 'blog', 'board': 'bbs', 'quote': 'quote', 'fund': 'fund', 'calendar': 'calendar',
           'disclosure': 'disclosure', 'release': 'press', 'research': 'research', 'liveblog': 'live'}
TONE = {'zhs', 'zht', 'ja', 'ko'}
CALT = {'zhs': '下周财经日历', 'zht': '下週財經行事曆', 'ja': '来週の主な経済指標・イベント', 'ko': '다음 주 주요 경제지표 일정', 'de': 'Wirtschaftskalender der Woche',
        'fr': 'Agenda économique de la semaine', 'es': 'Agenda macroeconómica de la semana', 'pt': 'Agenda econômica da semana', 'it': 'Agenda macro della settimana',
        'nl': 'Economische agenda', 'sv': 'Veckans makrokalender', 'pl': 'Kalendarz makro na nowy tydzień', 'tr': 'Haftanın ekonomik takvimi', 'ru': 'Экономический календарь недели',
        'ar': 'الأجندة الاقتصادية للأسبوع', 'he': 'היומן הכלכלי של השבוע', 'hi': 'इस हफ़्ते का आर्थिक कैलेंडर', 'th': 'ปฏิทินเศรษฐกิจสัปดาห์หน้า', 'vi': 'Lịch kinh tế tuần tới',
        'id': 'Kalender ekonomi pekan depan', 'el': 'Οικονομικό ημερολόγιο εβδομάδας', 'cs': 'Ekonomický kalendář týdne'}
FUNDW = {'de': 'Aktienfonds Global', 'fr': 'Actions Monde', 'es': 'Renta Variable FI', 'pt': 'FIA Ações', 'it': 'Azionario Globale', 'nl': 'Wereldaandelenfonds',
         'sv': 'Sverigefond', 'pl': 'FIO Akcji', 'tr': 'Hisse Senedi Fonu', 'ru': 'ОПИФ акций', 'ar': 'صندوق الأسهم', 'he': 'קרן מנייתית', 'hi': 'इक्विटी फंड',
         'th': 'กองทุนหุ้นปันผล', 'vi': 'Quỹ cổ phiếu', 'id': 'Reksa Dana Saham', 'el': 'Μετοχικό Α/Κ', 'cs': 'akciový fond'}


def lmid(tz, d):
    return dt.datetime.combine(d, dt.time(0), tzinfo=tz).astimezone(UTC)


def ceil5(t):
    t = t.replace(second=0, microsecond=0)
    return t + MIN * ((5 - t.minute % 5) % 5)


def floor5(t):
    t = t.replace(second=0, microsecond=0)
    return t - MIN * (t.minute % 5)


class Ctx:
    def __init__(self, i, rng, lc, genre, ctype, kind, feats):
        self.i, self.rng, self.lc, self.genre, self.ctype, self.kind, self.feats = i, rng, lc, genre, ctype, kind, feats
        self.loc = LOC[lc]
        self.bank = self.loc['bank']
        self.B = L[self.bank]
        self.w = dict(self.B['w'])
        if 'nav' in self.loc:
            self.w['nav'] = self.loc['nav']
        self.tz = ZoneInfo(self.loc['tz'])
        self.pre = []
        self.d = {}
        self.leak = None  # dict(inst, prec, what)
        self.style = rng.randrange(3)
        cos = list(self.loc['cos'])
        rng.shuffle(cos)
        self.co, self.co2, self.co3 = (cos * 2)[:3]
        self.idx, self.lvl = rng.choice(self.loc['idx'])
        self.cb = self.loc.get('cb', self.B['cb'])
        self.author = rng.choice(AUTHORS[self.bank])

    # ---- text
    def fill(self, tpl, co=None, date=None):
        for a, b in self.loc.get('repl', []):
            tpl = tpl.replace(a, b)
        r = self.rng
        s = tpl.replace('{co}', co or self.co).replace('{co2}', self.co2).replace('{idx}', self.idx).replace('{cb}', self.cb)
        small = '{idx}' in tpl and '{co}' not in tpl
        s = s.replace('{pct}', fnum(self.lc, r.uniform(0.2, 2.6) if small else r.uniform(1.2, 38.0), 1)).replace('{pct2}', fnum(self.lc, r.choice([0.25, 0.5]), 2))
        s = s.replace('{num2}', fnum(self.lc, self.lvl * r.uniform(0.985, 1.015), 2))
        s = s.replace('{num}', fnum(self.lc, r.choice([r.uniform(3, 95), r.uniform(120, 4800)]), 1 if r.random() < 0.5 else 0))
        if date is not None:
            s = s.replace('{date}', date)
        for a, b in self.loc.get('repl', []):
            s = s.replace(a, b)
        return s

    def reg(self, inst, prec, what):
        self.pre.append((inst, prec, what))
        return inst

    def ldate(self, inst):
        return inst.astimezone(self.tz).date()

    def at_local(self, d, h, m=0):
        return dt.datetime(d.year, d.month, d.day, h, m, tzinfo=self.tz).astimezone(UTC)

    def show(self, inst, prec, zone=None, style=None):
        if zone is None:
            zone = self.rng.random() < 0.35
        return TS(inst, prec, self.style if style is None else style, zone)

    def desc(self, inst, prec):
        if prec == 'date':
            return '%s (local day %s, %s)' % (fmt_date(self.lc, self.ldate(inst), self.style), self.ldate(inst).isoformat(), self.loc['tz'])
        return '%s = %s' % (fmt_dt(self.lc, inst, self.style, True) if prec != 'hm' else fmt_dt(self.lc, inst, 0, True),
                            inst.astimezone(UTC).strftime('%Y-%m-%dT%H:%MZ'))

    def href(self, k):
        dom = self.site[0]
        n = self.rng.randint(100000, 999999)
        return 'https://%s/%s/%s/%d.html' % (dom, SECTION.get(self.genre, 'news'), k, n)


def bound_before(ctx, inst, prec):
    if prec == 'date':
        return lmid(ctx.tz, ctx.ldate(inst) + 2 * DAY) + 30 * MIN
    return inst + 40 * MIN


def bound_after(ctx, inst, prec):
    if prec == 'date':
        return lmid(ctx.tz, ctx.ldate(inst) - DAY) - 30 * MIN
    return inst - 40 * MIN


def pick_after(ctx, lo):
    r = ctx.rng
    if r.random() < 0.38:
        gap = r.randint(5, 75) * MIN
    elif r.random() < 0.6:
        gap = r.randint(2 * 60, 20 * 60) * MIN
    else:
        gap = r.randint(20 * 60, 5 * 24 * 60) * MIN
    return ceil5(lo + gap)


def pick_leak(ctx, t, prec, maxh=None):
    r = ctx.rng
    if prec == 'date':
        d = ctx.ldate(t) + r.randint(2, 9) * DAY
        return ctx.at_local(d, r.randint(9, 18), r.choice([0, 15, 30, 45]))
    if prec == 'hm':
        return t + r.randint(45, maxh or 150) * MIN + r.randint(0, 59) * dt.timedelta(seconds=1)
    if r.random() < 0.4:
        return t + r.randint(45, 180) * MIN
    return t + r.randint(4 * 60, 8 * 24 * 60) * MIN


# ------------------------------------------------------------------ planning per genre
def plan(ctx):
    r, P = ctx.rng, ctx.P
    g = ctx.genre
    pubprec = 'time'
    if g in ('research', 'fund') or (g == 'release' and r.random() < 0.5) or (g in ('article', 'blog') and r.random() < 0.15):
        pubprec = 'date'
    if ctx.kind in ('pub_after_t_era',):
        pubprec = 'date' if r.random() < 0.6 else 'time'
    ctx.pubprec = pubprec
    ctx.reg(P, pubprec, 'publication')
    d = ctx.d
    # related items (before P)
    nrel = r.randint(3, 5)
    d['related'] = []
    for k in range(nrel):
        inst = P - r.randint(90, 60 * 24 * 18) * MIN
        prec = 'date' if r.random() < 0.4 else 'time'
        if prec == 'date' and ctx.ldate(inst) == ctx.ldate(P):
            prec = 'time'
        d['related'].append(dict(inst=inst, prec=prec, text=ctx.fill(r.choice(ctx.B['hl']), co=r.choice([ctx.co2, ctx.co3]))))
        ctx.reg(inst, prec, 'related item')
    d['related'].sort(key=lambda x: x['inst'], reverse=True)
    # comments
    d['comments'] = []
    if g in ('article', 'blog') and r.random() < 0.75 or g == 'board':
        n = r.randint(2, 6) if g != 'board' else r.randint(4, 9)
        t0 = P
        for k in range(n):
            t0 = t0 + r.randint(4, 60 * (8 if g == 'board' else 14)) * MIN + r.randint(0, 59) * dt.timedelta(seconds=1)
            d['comments'].append(dict(inst=t0, user=r.choice(USERS[ctx.bank]), text=r.choice(ctx.B['cmt'])))
            ctx.reg(t0, 'time', 'comment/reply')
    # ticker
    d['ticker'] = None
    if (g in ('article', 'liveblog') and r.random() < 0.45) or g == 'quote' or ctx.kind == 'ticker_after_t':
        d['ticker'] = P + r.randint(0, 200) * MIN
        ctx.reg(d['ticker'], 'time', 'ticker as-of')
    # modification before t (hard clean)
    d['mod'] = None
    if 'mod_before' in ctx.feats:
        d['mod'] = P + r.randint(35, 60 * 20) * MIN
        ctx.reg(d['mod'], 'time', 'earlier modification stamp')
    if 'corr_before' in ctx.feats:
        d['corr'] = P + r.randint(3 * 60, 60 * 30) * MIN
        ctx.reg(d['corr'], 'date', 'earlier correction note')
    # scheduled future dates (no constraint)
    d['sched'] = [P + r.randint(6, 75) * DAY for _ in range(r.randint(1, 2))]
    d['past'] = P - r.randint(3, 45) * DAY
    ctx.reg(d['past'], 'date', 'past reference')
    d['caption'] = None
    if g in ('article', 'blog') and r.random() < 0.45:
        d['caption'] = P - r.randint(0, 6) * DAY
        ctx.reg(d['caption'], 'date', 'photo caption date')
    # genre specific
    if g == 'liveblog':
        start = P
        ents = []
        t0 = start
        for k in range(r.randint(5, 9)):
            ents.append(t0)
            ctx.reg(t0, 'hm', 'live entry')
            t0 = t0 + r.randint(8, 35) * MIN
        d['entries'] = ents
    if g == 'calendar':
        slots = [(8, 0), (9, 30), (10, 0), (11, 0), (14, 0), (14, 30), (15, 45), (16, 0), (20, 0)]
        recap = []
        pd = ctx.ldate(P)
        for k in range(r.randint(2, 4)):
            dd = pd - r.randint(0, 4) * DAY
            while dd.weekday() >= 5:
                dd -= DAY
            e = ctx.at_local(dd, *r.choice(slots))
            if e > P - 2 * HOUR:
                e = ctx.at_local(pd - DAY, *r.choice(slots[:5]))
            recap.append(e)
            ctx.reg(e, 'time', 'recap row (actual)')
        mon = pd + (7 - pd.weekday()) * DAY
        ctx.d['week'] = mon
        up = set()
        while len(up) < r.randint(4, 7):
            up.add(ctx.at_local(mon + r.randint(0, 4) * DAY, *r.choice(slots)))
        d['recap'] = sorted(set(recap))
        d['upcoming'] = sorted(up)
    if g == 'fund':
        hist = []
        dd = ctx.ldate(P)
        while len(hist) < 6:
            if dd.weekday() < 5:
                hist.append(dd)
            dd -= DAY
        d['navhist'] = hist
        for h in hist:
            ctx.reg(ctx.at_local(h, 12), 'date', 'NAV row')
    if g == 'research':
        rh = []
        for k in range(r.randint(2, 4)):
            rh.append(P - r.randint(20, 400) * DAY)
        d['ratehist'] = sorted(rh, reverse=True)
        for x in rh:
            ctx.reg(x, 'date', 'rating history row')
    if g == 'quote':
        d['news'] = []
        for k in range(r.randint(3, 6)):
            inst = P - r.randint(20, 60 * 24 * 6) * MIN
            d['news'].append(dict(inst=inst, text=ctx.fill(r.choice(ctx.B['hl']))))
            ctx.reg(inst, 'time', 'quote news item')
        d['news'].sort(key=lambda x: x['inst'], reverse=True)
    if g == 'disclosure':
        d['filings'] = []
        for k in range(r.randint(3, 6)):
            inst = P - r.randint(60 * 24, 60 * 24 * 80) * MIN
            d['filings'].append(dict(inst=inst, text=ctx.fill(r.choice(ctx.B['fil']))))
            ctx.reg(inst, 'time', 'earlier filing row')
        d['filings'].sort(key=lambda x: x['inst'], reverse=True)
    if 'served_after' in ctx.feats or r.random() < 0.06:
        d['served'] = True


def leak_prec(ctx, kind):
    r = ctx.rng
    if kind in ('comment_after_t', 'ticker_after_t', 'htmlcomment_after_t', 'json_state_after_t', 'data_attr_after_t',
                'jsonld_modified_after_t', 'meta_modified_after_t', 'visible_updated_after_t', 'jsonld_extra_after_t', 'cal_actual_after_t'):
        return 'time'
    if kind == 'live_entry_after_t':
        return 'hm'
    if kind in ('caption_after_t', 'alt_after_t', 'fund_series_after_t', 'rating_hist_after_t', 'stats_revision_after_t'):
        return 'date'
    return 'date' if r.random() < 0.45 else 'time'


# ------------------------------------------------------------------ building blocks
def headline(ctx):
    r = ctx.rng
    if ctx.genre == 'release':
        return ctx.fill(ctx.B['hl'][3])
    if 'ai_words' in ctx.feats:
        return ctx.fill(ctx.B['hl'][4])
    return ctx.fill(r.choice(ctx.B['hl'][:3] + ctx.B['hl'][:3] + [ctx.B['hl'][4]]))


def body_paras(ctx, n=None):
    r = ctx.rng
    B = ctx.B
    ps = [ctx.fill(x) for x in r.sample(B['paras'], n or r.randint(3, 5))]
    sched_dates = ctx.d['sched']
    sc = r.sample(B['sched'], len(sched_dates))
    for s, dd in zip(sc, sched_dates):
        ps.insert(r.randint(1, len(ps)), ctx.fill(s, date=fmt_date(ctx.lc, ctx.ldate(dd), r.choice([0, 1, ctx.style]))))
    ps.insert(r.randint(1, len(ps)), ctx.fill(r.choice(B['past']), date=fmt_date(ctx.lc, ctx.ldate(ctx.d['past']), ctx.style)))
    if r.random() < 0.5:
        ps.insert(1, ctx.fill(r.choice(REL[ctx.bank])))
    if 'ai_words' in ctx.feats:
        ps.insert(r.randint(1, len(ps)), ctx.fill(B['aiclean'][0]))
        ps.insert(r.randint(1, len(ps)), ctx.fill(B['aiclean'][1]))
    return ps


def inj_text(ctx, which):
    r = ctx.rng
    if which == 'local':
        return ctx.fill(r.choice(ctx.B['inj']))
    if which == 'en':
        return ctx.fill(r.choice(INJ_EN))
    # other language
    others = [b for b in L if b != ctx.bank]
    b = r.choice(others)
    return L[b]['inj'][0].replace('{co}', ctx.co)


# ------------------------------------------------------------------ page content (structured)
class Doc:
    def __init__(self):
        self.head, self.top, self.main, self.side, self.after, self.foot, self.tail = [], [], [], [], [], [], []
        self.state = {}
        self.title = ''
        self.h1 = ''
        self.body_attr = ''


def apply_pre_inj(ctx, doc, Rr):
    """Injection placements shared by all genres (except reader comment, which is handled in comments)."""
    k = ctx.kind
    r = ctx.rng
    if not k.startswith('inj_'):
        return
    if k == 'inj_visible_local':
        t = inj_text(ctx, 'local')
        doc.main.insert(r.randint(2, max(2, len(doc.main))), '<p class="%s"><strong>%s</strong></p>' % (Rr.c('editor-note'), esc(t)))
        ctx.why = 'visible paragraph in page language addressed to AI reviewers: "%s"' % t[:60]
    elif k == 'inj_hidden_en':
        t = inj_text(ctx, 'en')
        sty = r.choice(['display:none', 'position:absolute;left:-9999px', 'visibility:hidden;height:0;overflow:hidden'])
        doc.main.append('<div style="%s" class="%s">%s</div>' % (sty, Rr.c('seo-block'), esc(t)))
        ctx.why = 'hidden (%s) English instruction to AI: "%s"' % (sty, t[:60])
    elif k == 'inj_comment_other':
        t = inj_text(ctx, r.choice(['en', 'other']))
        if not can_encode(t, ctx.codec):
            t = inj_text(ctx, 'en')
        (doc.head if r.random() < 0.5 else doc.main).append('<!-- %s -->' % t.replace('--', '-'))
        ctx.why = 'HTML comment with instruction to AI/LLM: "%s"' % t[:60]
    elif k == 'inj_alt':
        t = inj_text(ctx, 'local')
        doc.main.insert(min(3, len(doc.main)), '<img src="/img/banner/%d.png" alt="%s" width="1" height="1">' % (r.randint(10, 99), esc(t)))
        ctx.why = 'img alt text addressed to AI reviewers: "%s"' % t[:60]
    elif k == 'inj_json':
        t = inj_text(ctx, 'en')
        doc.state.setdefault('page', {})['reviewerNote'] = t
        doc.state['__force'] = True
        ctx.why = 'embedded JSON state field reviewerNote: "%s"' % t[:60]
    elif k == 'inj_meta':
        t = inj_text(ctx, r.choice(['local', 'en']))
        nm = r.choice(['description', 'ai-instructions', 'llm:note', 'twitter:description'])
        doc.head.append('<meta name="%s" content="%s">' % (nm, esc(t)))
        ctx.why = 'meta %s content addressed to AI: "%s"' % (nm, t[:60])
    elif k == 'inj_white_text':
        t = inj_text(ctx, 'other')
        doc.foot.append('<span style="color:#ffffff;font-size:1px;line-height:1px">%s</span>' % esc(t))
        ctx.why = 'white 1px text (other language) addressed to AI: "%s"' % t[:60]
    elif k == 'inj_aria':
        t = inj_text(ctx, r.choice(['local', 'en']))
        doc.main.append('<a href="#top" class="%s" aria-label="%s" title="%s">&#8593;</a>' % (Rr.c('totop'), esc(t), esc(t)))
        ctx.why = 'aria-label/title attribute with instruction to AI: "%s"' % t[:60]
    elif k == 'inj_noscript':
        t = inj_text(ctx, r.choice(['local', 'en', 'other']))
        doc.tail.append('<noscript><p>%s</p></noscript>' % esc(t))
        ctx.why = 'noscript block addressed to AI/LLM: "%s"' % t[:60]


def later_headline(ctx):
    return ctx.fill(ctx.rng.choice(ctx.B['later']))


def generic_leaks(ctx, doc, Rr):
    """Leaks that can sit on any page type."""
    k, Lk = ctx.kind, ctx.leak
    r = ctx.rng
    if Lk is None:
        return
    inst, prec = Lk['inst'], Lk['prec']
    if k == 'noscript_after_t':
        hl = later_headline(ctx)
        ds = ts_text(ctx.lc, TS(inst, prec, ctx.style, prec != 'date'))
        doc.tail.append('<noscript><div class="%s"><a href="%s">%s</a> %s</div></noscript>' % (Rr.c('ns-latest'), ctx.href('x'), esc(hl), esc(ds)))
        ctx.why = 'noscript "latest" headline reporting a later fact, dated %s' % ctx.desc(inst, prec)
    elif k == 'htmlcomment_after_t':
        hl = later_headline(ctx)
        doc.main.append('<!-- %s %s | %s -->' % (ctx.w['upd'], fmt_dt(ctx.lc, inst, 1, True), hl))
        ctx.why = 'HTML comment with editorial update at %s and a later headline' % ctx.desc(inst, prec)
    elif k == 'json_state_after_t':
        hl = later_headline(ctx)
        doc.state.setdefault('related', []).insert(0, {'title': hl, 'publishedAt': iso(ctx.lc, inst), 'url': ctx.href('r')})
        doc.state['__force'] = True
        ctx.why = 'embedded JSON state: related item "%s" publishedAt %s' % (hl[:40], ctx.desc(inst, prec))
    elif k == 'jsonld_extra_after_t':
        hl = later_headline(ctx)
        obj = {'@context': 'https://schema.org', '@type': 'VideoObject', 'name': hl, 'uploadDate': iso(ctx.lc, inst),
               'thumbnailUrl': 'https://%s/v/thumb/%d.jpg' % (ctx.site[0], r.randint(1000, 9999)), 'description': hl}
        doc.head.append('<script type="application/ld+json">%s</script>' % jsdump(obj, ctx.codec != 'utf-8'))
        ctx.why = 'JSON-LD VideoObject uploadDate %s with later headline' % ctx.desc(inst, prec)


def jsonld_article(ctx, doc, typ='NewsArticle', mod=None, force=False):
    r = ctx.rng
    if not force and r.random() < 0.45:
        return
    obj = {'@context': 'https://schema.org', '@type': typ, 'headline': doc.h1, 'datePublished': iso(ctx.lc, ctx.P, ctx.pubprec),
           'author': {'@type': 'Person', 'name': ctx.author}, 'publisher': {'@type': 'Organization', 'name': ctx.site[1]},
           'inLanguage': ctx.lc}
    if mod is not None:
        obj['dateModified'] = iso(ctx.lc, mod)
    elif r.random() < 0.5:
        obj['dateModified'] = iso(ctx.lc, ctx.P, ctx.pubprec)
    doc.head.append('<script type="application/ld+json">%s</script>' % jsdump(obj, ctx.codec != 'utf-8'))


def meta_common(ctx, doc, desc_text):
    r = ctx.rng
    doc.head.append('<meta name="description" content="%s">' % esc(desc_text[:90]))
    if r.random() < 0.5:
        doc.head.append('<meta property="og:title" content="%s">' % esc(doc.h1))
        doc.head.append('<meta property="og:site_name" content="%s">' % esc(ctx.site[1]))
    if r.random() < 0.3:
        doc.head.append('<meta name="robots" content="index,follow,max-image-preview:large">')


def pub_meta(ctx, doc, force=False):
    if force or ctx.rng.random() < 0.5:
        doc.head.append('<meta property="article:published_time" content="%s">' % iso(ctx.lc, ctx.P))


def modified_leaks(ctx, doc):
    """Return (visible_upd_TS or None).  Handles jsonld/meta modified."""
    k, Lk = ctx.kind, ctx.leak
    upd = None
    mod_for_ld = None
    if ctx.d.get('mod') is not None:
        if ctx.rng.random() < 0.5:
            upd = TS(ctx.d['mod'], 'time', ctx.style, ctx.rng.random() < 0.4)
        else:
            mod_for_ld = ctx.d['mod']
            doc.head.append('<meta property="article:modified_time" content="%s">' % iso(ctx.lc, ctx.d['mod']))
    if Lk is not None:
        if k == 'visible_updated_after_t':
            upd = TS(Lk['inst'], 'time', ctx.style, ctx.rng.random() < 0.5)
            ctx.why = 'visible "%s" stamp %s' % (ctx.w['upd'], ctx.desc(Lk['inst'], 'time'))
        elif k == 'meta_modified_after_t':
            doc.head.append('<meta property="article:modified_time" content="%s">' % iso(ctx.lc, Lk['inst']))
            if ctx.rng.random() < 0.5:
                doc.head.append('<meta property="og:updated_time" content="%s">' % iso(ctx.lc, Lk['inst']))
            ctx.why = 'meta article:modified_time %s' % ctx.desc(Lk['inst'], 'time')
        elif k == 'jsonld_modified_after_t':
            mod_for_ld = Lk['inst']
            ctx.why = 'JSON-LD dateModified %s' % ctx.desc(Lk['inst'], 'time')
    return upd, mod_for_ld


def related_items(ctx, Rr):
    its = [dict(text=x['text'], href=ctx.href('r'), ts=TS(x['inst'], x['prec'], ctx.style, False)) for x in ctx.d['related']]
    if ctx.kind == 'related_after_t' and ctx.leak:
        Lk = ctx.leak
        hl = later_headline(ctx)
        its.insert(0, dict(text=hl, href=ctx.href('r'), ts=TS(Lk['inst'], Lk['prec'], ctx.style, False)))
        ctx.why = 'related item "%s" dated %s' % (hl[:40], ctx.desc(Lk['inst'], Lk['prec']))
    return its


def comments_list(ctx):
    cs = [dict(user=c['user'], ts=TS(c['inst'], 'time', ctx.style, False), text=c['text']) for c in ctx.d['comments']]
    if ctx.kind == 'inj_reader_comment':
        t = inj_text(ctx, 'local')
        pos = ctx.rng.randint(0, len(cs))
        base = ctx.d['comments'][pos - 1]['inst'] if pos > 0 and ctx.d['comments'] else ctx.P
        cs.insert(pos, dict(user=ctx.rng.choice(USERS[ctx.bank]), ts=TS(base + 3 * MIN, 'time', ctx.style, False), text=t))
        ctx.why = 'reader comment addressed to AI reviewers: "%s"' % t[:60]
    if ctx.kind == 'comment_after_t' and ctx.leak:
        Lk = ctx.leak
        txt = ctx.fill(ctx.rng.choice(ctx.B['cmt_later'])) if ctx.rng.random() < 0.6 else ctx.rng.choice(ctx.B['cmt'])
        cs.append(dict(user=ctx.rng.choice(USERS[ctx.bank]), ts=TS(Lk['inst'], 'time', ctx.style, False), text=txt))
        ctx.why = 'reader comment/reply timestamped %s ("%s")' % (ctx.desc(Lk['inst'], 'time'), txt[:40])
    return cs


def ticker_block(ctx, Rr):
    if ctx.d.get('ticker') is None and not (ctx.kind == 'ticker_after_t' and ctx.leak):
        return None
    r = ctx.rng
    asof = ctx.d.get('ticker')
    if ctx.kind == 'ticker_after_t' and ctx.leak:
        asof = ctx.leak['inst']
        ctx.why = 'market ticker values as of %s' % ctx.desc(asof, 'time')
    items = []
    for n, lv in ctx.loc['idx'][:2] + [('USD', {'zhs': 7.2, 'zht': 31.5, 'ja': 151.3, 'ko': 1372.0, 'ru': 82.4, 'tr': 38.6, 'hi': 83.6, 'th': 35.9,
                                                 'vi': 25300, 'id': 16150, 'he': 3.7, 'ar': 3.75, 'pt': 5.4, 'pl': 3.9, 'cs': 22.6, 'sv': 10.4}.get(ctx.bank, 1.09))]:
        ch = r.uniform(-1.8, 1.8)
        items.append((n if n != 'USD' else ('EUR/USD' if lv == 1.09 else 'USD'), fnum(ctx.lc, lv * r.uniform(0.98, 1.02), 2), ('+' if ch >= 0 else '') + fnum(ctx.lc, ch, 2) + '%'))
    return Rr.ticker(items, TS(asof, 'time', ctx.style, True), ctx.w)


def figure_block(ctx, Rr):
    r = ctx.rng
    k = ctx.kind
    src = '/uploads/%d/%02d/%s.jpg' % (ctx.P.year, ctx.P.month, ''.join(r.choice('abcdef0123456789') for _ in range(10)))
    if k == 'caption_after_t' and ctx.leak:
        ds = fmt_date(ctx.lc, ctx.ldate(ctx.leak['inst']), ctx.style)
        cap = ctx.fill(ctx.B['caption_later'], date=ds)
        ctx.why = 'photo caption describing an event on %s' % ctx.desc(ctx.leak['inst'], 'date')
        return Rr.figure(src, ctx.site[1], cap, '(%s: %s)' % (ctx.w['photo'], ctx.site[1]))
    if k == 'alt_after_t' and ctx.leak:
        ds = fmt_date(ctx.lc, ctx.ldate(ctx.leak['inst']), ctx.style)
        alt = ctx.fill(ctx.B['caption_later'], date=ds)
        ctx.why = 'img alt text describing an event on %s' % ctx.desc(ctx.leak['inst'], 'date')
        cap = ctx.fill(ctx.B['caption'], date=fmt_date(ctx.lc, ctx.ldate(ctx.P), ctx.style)) if ctx.d.get('caption') is None else \
            ctx.fill(ctx.B['caption'], date=fmt_date(ctx.lc, ctx.ldate(ctx.d['caption']), ctx.style))
        return Rr.figure(src, alt, cap, '')
    if ctx.kind == 'inj_alt':
        return None
    if ctx.d.get('caption') is not None:
        cap = ctx.fill(ctx.B['caption'], date=fmt_date(ctx.lc, ctx.ldate(ctx.d['caption']), ctx.style))
        return Rr.figure(src, cap, cap, '%s: %s' % (ctx.w['photo'], ctx.rng.choice(AUTHORS[ctx.bank])))
    return None


def served_block(ctx, Rr, doc):
    if not ctx.d.get('served'):
        return
    r = ctx.rng
    st = ctx.served_at
    if r.random() < 0.5:
        doc.foot.append('<div class="%s">%s: %s</div>' % (Rr.c('gen'), esc(ctx.w['served']), esc(fmt_dt(ctx.lc, st, 1, True))))
    else:
        doc.tail.append('<!-- %s %s | build %s -->' % (ctx.w['served'], st.strftime('%Y-%m-%dT%H:%M:%SZ'), ''.join(r.choice('0123456789abcdef') for _ in range(8))))


# ------------------------------------------------------------------ genre builders
def build_article(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    doc.h1 = headline(ctx)
    paras = body_paras(ctx)
    doc.title = doc.h1
    meta_common(ctx, doc, paras[0])
    upd, mod_for_ld = modified_leaks(ctx, doc)
    meta_only = ctx.kind == 'pub_after_t_meta_only'
    pub_meta(ctx, doc, force=meta_only)
    jsonld_article(ctx, doc, 'NewsArticle' if ctx.genre == 'article' else 'BlogPosting', mod_for_ld,
                   force=meta_only or ctx.kind == 'jsonld_modified_after_t' or mod_for_ld is not None)
    tk = ticker_block(ctx, Rr)
    if tk:
        doc.top.append(tk)
    doc.main.append(Rr.crumbs([w['nav'][0], r.choice(w['nav'][1:])]))
    doc.main.append(Rr.h1(doc.h1))
    pubts = None if meta_only else TS(ctx.P, ctx.pubprec, ctx.style, r.random() < 0.4)
    doc.main.append(Rr.byline(ctx.author, pubts, upd, ctx.site[1] if r.random() < 0.5 else None, w))
    fig = figure_block(ctx, Rr)
    if fig:
        doc.main.append(fig)
    for p in paras:
        doc.main.append(Rr.p(p))
    if r.random() < 0.25:
        rows = []
        for q in ['Q1', 'Q2', 'Q3', 'Q4']:
            rows.append([q + ' 2025', fnum(ctx.lc, r.uniform(100, 900), 1), fnum(ctx.lc, r.uniform(-5, 25), 1) + '%'])
        doc.main.append(Rr.table(['', ctx.w['vol'] if False else 'EBIT', 'YoY'], rows, 'fin'))
    if ctx.d.get('corr') is not None:
        doc.main.append(Rr.note(ctx.fill(ctx.B['corr_note'], date=fmt_date(ctx.lc, ctx.ldate(ctx.d['corr']), ctx.style)), 'correction'))
    if ctx.kind == 'correction_after_t' and ctx.leak:
        Lk = ctx.leak
        ds = ts_text(ctx.lc, TS(Lk['inst'], Lk['prec'], ctx.style, Lk['prec'] != 'date'))
        doc.main.append(Rr.note(ctx.fill(ctx.B['corr_note'], date=ds), 'correction'))
        ctx.why = 'correction note dated %s' % ctx.desc(Lk['inst'], Lk['prec'])
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'related'))
    mr = [dict(text=ctx.fill(x, co=r.choice([ctx.co2, ctx.co3])), href=ctx.href('m')) for x in r.sample(ctx.B['hl'], 3)]
    if ctx.kind == 'mostread_after_t' and ctx.leak:
        Lk = ctx.leak
        hl = later_headline(ctx)
        mr.insert(r.randint(0, 2), dict(text=hl, href=ctx.href('m'), ts=TS(Lk['inst'], Lk['prec'], ctx.style, False)))
        ctx.why = 'most-read item "%s" dated %s' % (hl[:40], ctx.desc(Lk['inst'], Lk['prec']))
    doc.side.append(Rr.lst(w['mostread'], mr, 'mostread'))
    cs = comments_list(ctx)
    if cs or ctx.d['comments']:
        doc.after.append(Rr.comments(w['comments'], cs))
    doc.state['page'] = {'type': ctx.genre, 'headline': doc.h1, 'publishedAt': iso(ctx.lc, ctx.P, ctx.pubprec), 'author': ctx.author,
                         'section': r.choice(w['nav'][1:])}
    doc.state['related'] = [{'title': x['text'], 'publishedAt': iso(ctx.lc, x['inst'], x['prec'])} for x in ctx.d['related'][:3]]
    return doc


def build_board(ctx, Rr):
    """Boards are rendered entirely by their own skeletons; here we only collect posts."""
    r = ctx.rng
    doc = Doc()
    doc.h1 = headline(ctx)
    doc.title = doc.h1
    op = ' '.join(body_paras(ctx, 2)[:3])
    posts = [dict(user=r.choice(USERS[ctx.bank]), ts=TS(ctx.P, 'time', ctx.style, False), text=op, op=True)]
    posts += [dict(user=c['user'], ts=c['ts'], text=c['text'], op=False) for c in comments_list(ctx)]
    doc.posts = posts
    meta_common(ctx, doc, op)
    return doc


def build_quote(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    code = {'zhs': '6%05d' % r.randint(0, 9999), 'zht': '%04d' % r.randint(1101, 9958), 'ja': '%04d' % r.randint(1301, 9997), 'ko': '%06d' % r.randint(1000, 399999)}.get(
        ctx.bank, ''.join(r.choice('ABCDEFGHKLMNPRSTUVW') for _ in range(4)))
    px = r.uniform(8, 480) if ctx.bank not in ('ko', 'ja', 'vi', 'id') else r.uniform(800, 98000)
    ch = r.uniform(-4, 4)
    doc.h1 = '%s (%s)' % (ctx.co, code)
    doc.title = '%s %s %s' % (ctx.co, code, w['last'])
    Q = ctx.P
    tk = ticker_block(ctx, Rr)
    if tk:
        doc.top.append(tk)
    doc.main.append(Rr.crumbs([w['nav'][0], w['nav'][1], ctx.co]))
    doc.main.append(Rr.h1(doc.h1))
    attrs = ''
    if ctx.kind == 'data_attr_after_t' and ctx.leak:
        attrs = ' data-symbol="%s" data-last-trade="%s" data-last="%s"' % (code, iso(ctx.lc, ctx.leak['inst']), '%.2f' % (px * (1 + r.uniform(0.02, 0.08))))
        ctx.why = 'data attribute data-last-trade=%s on the quote box' % ctx.desc(ctx.leak['inst'], 'time')
    else:
        attrs = ' data-symbol="%s" data-last-trade="%s"' % (code, iso(ctx.lc, Q))
    doc.main.append('<div class="%s"%s><span class="%s">%s</span> <span class="%s">%s%s (%s%%)</span> <span class="%s">%s %s</span> <span class="%s">%s</span></div>' % (
        Rr.c('quote-hd'), attrs, Rr.c('px'), fnum(ctx.lc, px, 2), Rr.c('chg'), '+' if ch >= 0 else '', fnum(ctx.lc, px * ch / 100, 2), fnum(ctx.lc, ch, 2),
        Rr.c('asof'), esc(w['asof']), Rr.ts(TS(Q, 'time', ctx.style, True)), Rr.c('delay'), esc(w['delayed'])))
    rows = [[w['open'], fnum(ctx.lc, px * r.uniform(0.98, 1.01), 2), w['high'], fnum(ctx.lc, px * 1.02, 2)],
            [w['low'], fnum(ctx.lc, px * 0.97, 2), w['prev'], fnum(ctx.lc, px / (1 + ch / 100), 2)],
            [w['vol'], fnum(ctx.lc, r.uniform(1e5, 9e7), 0), w['mcap'], fnum(ctx.lc, r.uniform(50, 9000), 1)]]
    doc.main.append(Rr.table(['', '', '', ''], rows, 'stats'))
    its = [dict(text=x['text'], href=ctx.href('n'), ts=TS(x['inst'], 'time', ctx.style, False)) for x in ctx.d['news']]
    if ctx.kind == 'related_after_t' and ctx.leak:
        hl = later_headline(ctx)
        its.insert(0, dict(text=hl, href=ctx.href('n'), ts=TS(ctx.leak['inst'], ctx.leak['prec'], ctx.style, False)))
        ctx.why = 'quote news list item "%s" dated %s' % (hl[:40], ctx.desc(ctx.leak['inst'], ctx.leak['prec']))
    doc.main.append(Rr.lst(w['related'], its, 'qnews'))
    # intraday series (times up to Q)
    d0 = ctx.at_local(ctx.ldate(Q), 9)
    pts = []
    tt = d0
    while tt <= Q and len(pts) < 40:
        pts.append([int(tt.timestamp()), round(px * r.uniform(0.97, 1.03), 2)])
        tt += 15 * MIN
    doc.state['quote'] = {'symbol': code, 'name': ctx.co, 'last': round(px, 2), 'changePct': round(ch, 2), 'time': iso(ctx.lc, Q), 'intraday': pts}
    if ctx.kind == 'json_state_after_t' and ctx.leak:
        doc.state['quote']['updatedAt'] = iso(ctx.lc, ctx.leak['inst'])
        doc.state['quote']['lastAfterHours'] = round(px * 1.05, 2)
        doc.state['__force'] = True
        ctx.why = 'embedded JSON quote.updatedAt %s with a later price' % ctx.desc(ctx.leak['inst'], 'time')
        ctx.kind_done = True
    meta_common(ctx, doc, doc.title)
    return doc


def build_fund(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    name = {'zhs': '%s成长混合A' % ctx.co[:2], 'zht': '%s高息平衡基金' % ctx.co[:2], 'ja': '%sグローバル株式ファンド' % ctx.co[:2], 'ko': '%s 배당성장 펀드' % ctx.co[:2]}.get(
        ctx.bank, '%s %s' % (ctx.co.split()[0], FUNDW.get(ctx.bank, '')))
    nav = r.uniform(0.8, 3.5) if ctx.bank in ('zhs', 'zht') else r.uniform(8000, 25000) if ctx.bank in ('ja', 'ko') else r.uniform(10, 250)
    dec = 4 if ctx.bank in ('zhs', 'zht') else 0 if ctx.bank in ('ja', 'ko') else 2
    doc.h1 = name
    doc.title = '%s %s' % (name, w['navl'])
    hist = ctx.d['navhist']
    doc.main.append(Rr.crumbs([w['nav'][0], w['nav'][4], name]))
    doc.main.append(Rr.h1(name))
    attrs = ' data-fund-code="%06d"' % r.randint(1, 999999)
    if ctx.kind == 'data_attr_after_t' and ctx.leak:
        attrs += ' data-nav-date="%s" data-nav="%s"' % (iso(ctx.lc, ctx.leak['inst'], 'date'), ('%.' + str(dec) + 'f') % (nav * 1.03))
        ctx.why = 'data-nav-date=%s attribute on the NAV box' % ctx.desc(ctx.leak['inst'], 'date')
    doc.main.append('<div class="%s"%s><b>%s</b> %s <span>%s: %s</span></div>' % (Rr.c('navbox'), attrs, esc(w['navl']), fnum(ctx.lc, nav, dec), esc(w['navdate']),
                                                                              Rr.ts(TS(ctx.at_local(hist[0], 12), 'date', ctx.style))))
    rows = []
    v = nav
    for h in hist:
        ch = r.uniform(-1.5, 1.5)
        rows.append([fmt_date(ctx.lc, h, ctx.style), fnum(ctx.lc, v, dec), fnum(ctx.lc, ch, 2) + '%'])
        v = v / (1 + ch / 100)
    doc.main.append(Rr.table([w['navdate'], w['navl'], w['dayret']], rows, 'navhist'))
    series = [[h.isoformat(), round(nav * r.uniform(0.95, 1.05), dec or 0)] for h in reversed(hist)]
    if ctx.kind == 'fund_series_after_t' and ctx.leak:
        series.append([ctx.ldate(ctx.leak['inst']).isoformat(), round(nav * 1.04, dec or 0)])
        ctx.why = 'chart series in page script contains NAV point for %s' % ctx.desc(ctx.leak['inst'], 'date')
        doc.tail.append('<script>var navSeries = %s; renderChart("nav-chart", navSeries);</script>' % jsdump(series, True))
    else:
        doc.tail.append('<script>var navSeries = %s; renderChart("nav-chart", navSeries);</script>' % jsdump(series, True))
    doc.main.append('<div id="nav-chart" class="%s"></div>' % Rr.c('chart'))
    doc.main.append(Rr.p(ctx.fill(r.choice(ctx.B['paras']))))
    doc.main.append(Rr.note(ctx.w['disclaimer'], 'disc'))
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'related'))
    doc.state['fund'] = {'name': name, 'navDate': hist[0].isoformat()}
    meta_common(ctx, doc, doc.title)
    return doc


def build_calendar(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    ev = ctx.B['cal']
    wk0 = ctx.d['week']
    doc.h1 = CALT[ctx.bank]
    doc.h1 = doc.h1 + ' (' + fmt_date(ctx.lc, wk0, ctx.style) + ' –)'
    doc.title = doc.h1
    doc.main.append(Rr.h1(doc.h1))
    doc.main.append(Rr.byline(ctx.author, TS(ctx.P, 'time', ctx.style, True), None, None, w))
    doc.main.append(Rr.p(ctx.fill(ctx.B['sched'][1], date=fmt_date(ctx.lc, ctx.ldate(ctx.d['sched'][0]), ctx.style))))
    rows = []
    for e in ctx.d['recap']:
        a = r.uniform(-2, 6)
        rows.append([fmt_dt(ctx.lc, e, ctx.style), r.choice(ev), fnum(ctx.lc, a, 1), fnum(ctx.lc, a + r.uniform(-.5, .5), 1), fnum(ctx.lc, a + r.uniform(-1, 1), 1)])
    doc.main.append(Rr.table([w['c_time'], w['c_event'], w['c_actual'], w['c_fcst'], w['c_prev']], rows, 'recap', caption=w['yesterday'].capitalize() if False else None))
    rows = []
    leak_i = ctx.d['upcoming'].index(ctx.leak['inst']) if (ctx.kind == 'cal_actual_after_t' and ctx.leak) else -1
    for j, e in enumerate(ctx.d['upcoming']):
        f = r.uniform(-2, 6)
        act = ''
        ee = e
        if j == leak_i:
            ee = ctx.leak['inst']
            act = fnum(ctx.lc, f + r.uniform(-0.6, 0.6), 1)
        rows.append((ee, [fmt_dt(ctx.lc, ee, ctx.style), r.choice(ev), act, fnum(ctx.lc, f, 1), fnum(ctx.lc, f + r.uniform(-1, 1), 1)]))
        if j == leak_i:
            ctx.why = 'calendar row "%s" at %s has the actual value %s filled in' % (rows[-1][1][1], ctx.desc(ee, 'time'), act)
    rows.sort(key=lambda x: x[0])
    doc.main.append(Rr.table([w['c_time'], w['c_event'], w['c_actual'], w['c_fcst'], w['c_prev']], [x[1] for x in rows], 'upcoming'))
    doc.main.append(Rr.note('* ' + (zone_label(ctx.lc, ctx.P.astimezone(ctx.tz)) or ctx.loc['tz']), 'tznote'))
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'related'))
    doc.state['calendar'] = {'week': wk0.isoformat(), 'published': iso(ctx.lc, ctx.P)}
    meta_common(ctx, doc, doc.title)
    return doc


def build_disclosure(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    title = ctx.fill(r.choice(ctx.B['fil']))
    doc.h1 = title
    doc.title = title
    upd, mod_for_ld = modified_leaks(ctx, doc)
    doc.main.append(Rr.crumbs([w['nav'][0], w['d_title']]))
    doc.main.append(Rr.h1(title))
    code = '%04d' % r.randint(1000, 9999)
    rows = [[w['d_time'], RawH(Rr.ts(TS(ctx.P, 'time', ctx.style, r.random() < 0.5)))], [w['d_code'], code], [w['d_co'], ctx.co], [w['d_title'], title]]
    if upd is not None:
        rows.append([w['upd'], RawH(Rr.ts(upd))])
    doc.main.append(Rr.table(['', ''], rows, 'filing'))
    for p in body_paras(ctx, 2)[:4]:
        doc.main.append(Rr.p(p))
    doc.main.append('<p><a href="/pdf/%s/%d.pdf">PDF (%d KB)</a></p>' % (ctx.ldate(ctx.P).strftime('%Y%m%d'), r.randint(100000, 999999), r.randint(80, 900)))
    its = [dict(text=x['text'], href=ctx.href('f'), ts=TS(x['inst'], 'time', ctx.style, False)) for x in ctx.d['filings']]
    if ctx.kind == 'related_after_t' and ctx.leak:
        hl = ctx.fill(r.choice(ctx.B['fil']))
        its.insert(0, dict(text=hl, href=ctx.href('f'), ts=TS(ctx.leak['inst'], ctx.leak['prec'], ctx.style, False)))
        ctx.why = 'list of the company\'s filings includes "%s" at %s' % (hl[:40], ctx.desc(ctx.leak['inst'], ctx.leak['prec']))
    doc.side.append(Rr.lst(w['related'], its, 'filings'))
    jsonld_article(ctx, doc, 'Report', mod_for_ld, force=mod_for_ld is not None)
    meta_common(ctx, doc, title)
    doc.state['filing'] = {'code': code, 'submitted': iso(ctx.lc, ctx.P)}
    return doc


def build_release(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    stats = r.random() < 0.5 or ctx.kind == 'stats_revision_after_t'
    doc.h1 = ctx.fill(ctx.B['hl'][3]) if not stats else ctx.B['cal'][1] + ' — ' + fmt_date(ctx.lc, ctx.ldate(ctx.P), 1)
    doc.title = doc.h1
    upd, mod_for_ld = modified_leaks(ctx, doc)
    doc.main.append(Rr.crumbs([w['nav'][0], w['nav'][3]]))
    doc.main.append(Rr.h1(doc.h1))
    doc.main.append(Rr.byline(None, TS(ctx.P, ctx.pubprec, ctx.style, r.random() < 0.5), upd, ctx.cb if not stats else None, w))
    for p in body_paras(ctx, 3):
        doc.main.append(Rr.p(p))
    if stats:
        rows = []
        base = r.uniform(0.5, 4)
        for k in range(5):
            rows.append([ctx.B['cal'][k % len(ctx.B['cal'])], fnum(ctx.lc, base + r.uniform(-1, 1), 1), fnum(ctx.lc, base + r.uniform(-1, 1), 1)])
        doc.main.append(Rr.table(['', w['c_actual'], w['c_prev']], rows, 'stats'))
    nxt = ctx.d['sched'][0]
    doc.main.append(Rr.note('%s: %s' % (w['next_release'], fmt_date(ctx.lc, ctx.ldate(nxt), ctx.style)), 'next'))
    if ctx.kind == 'stats_revision_after_t' and ctx.leak:
        ds = fmt_date(ctx.lc, ctx.ldate(ctx.leak['inst']), ctx.style)
        doc.main.append(Rr.note('%s (%s): %s %s' % (w['corr'], ds, ctx.B['cal'][1], fnum(ctx.lc, r.uniform(0.5, 4), 1)), 'revision'))
        ctx.why = 'revision note dated %s with a revised figure' % ctx.desc(ctx.leak['inst'], 'date')
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'releases'))
    jsonld_article(ctx, doc, 'GovernmentService' if False else 'NewsArticle', mod_for_ld, force=mod_for_ld is not None)
    meta_common(ctx, doc, doc.h1)
    doc.state['release'] = {'published': iso(ctx.lc, ctx.P, ctx.pubprec)}
    return doc


def build_research(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    rating = r.choice([w['buy'], w['hold']])
    tp = r.uniform(20, 600) if ctx.bank not in ('ja', 'ko') else r.uniform(1500, 90000)
    doc.h1 = '%s — %s, %s %s' % (ctx.co, rating, w['target'], fnum(ctx.lc, tp, 0))
    doc.title = doc.h1
    upd, mod_for_ld = modified_leaks(ctx, doc)
    doc.main.append(Rr.h1(doc.h1))
    doc.main.append(Rr.byline(ctx.author + ' (' + w['analyst'] + ')', TS(ctx.P, ctx.pubprec, ctx.style), upd, ctx.site[1], w))
    for p in body_paras(ctx, 3):
        doc.main.append(Rr.p(p))
    rows = []
    for x in ctx.d['ratehist']:
        rows.append([fmt_date(ctx.lc, ctx.ldate(x), ctx.style), r.choice([w['buy'], w['hold']]), fnum(ctx.lc, tp * r.uniform(0.7, 1.1), 0)])
    if ctx.kind == 'rating_hist_after_t' and ctx.leak:
        rows.insert(0, [fmt_date(ctx.lc, ctx.ldate(ctx.leak['inst']), ctx.style), r.choice([w['buy'], w['hold']]), fnum(ctx.lc, tp * r.uniform(1.05, 1.3), 0)])
        ctx.why = 'rating history row dated %s (target changed after the report)' % ctx.desc(ctx.leak['inst'], 'date')
    doc.main.append(Rr.table([w['navdate'] if ctx.bank not in TONE else w['d_time'], w['buy'] + '/' + w['hold'], w['target']], rows, 'ratehist'))
    doc.main.append(Rr.note(w['disclaimer'], 'disclaimer'))
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'reports'))
    jsonld_article(ctx, doc, 'Report', mod_for_ld, force=mod_for_ld is not None)
    meta_common(ctx, doc, doc.h1)
    return doc


def build_liveblog(ctx, Rr):
    r = ctx.rng
    w = ctx.w
    doc = Doc()
    doc.h1 = '%s: %s' % (w['live'], ctx.fill(r.choice(ctx.B['hl'][:2])))
    doc.title = doc.h1
    tk = ticker_block(ctx, Rr)
    if tk:
        doc.top.append(tk)
    doc.main.append(Rr.h1(doc.h1))
    doc.main.append(Rr.byline(ctx.author, TS(ctx.P, 'time', ctx.style, True), None, None, w))
    ents = [(e, ctx.fill(r.choice(ctx.B['live'][:3] + ctx.B['paras'][:2]))) for e in ctx.d['entries']]
    if ctx.kind == 'live_entry_after_t' and ctx.leak:
        ents.append((ctx.leak['inst'], ctx.fill(ctx.B['live'][3])))
        ctx.why = 'live entry stamped %s' % ctx.desc(ctx.leak['inst'], 'hm')
    attrs = ''
    if ctx.kind == 'data_attr_after_t' and ctx.leak:
        attrs = ' data-last-entry="%s"' % iso(ctx.lc, ctx.leak['inst'])
        ctx.why = 'data-last-entry attribute %s on the live container' % ctx.desc(ctx.leak['inst'], 'time')
    s = '<div class="%s"%s>' % (Rr.c('live-feed'), attrs)
    for e, tx in sorted(ents, key=lambda x: x[0], reverse=True):
        s += '<div class="%s"><span class="%s">%s</span> %s</div>' % (Rr.c('entry'), Rr.c('entry-time'), Rr.ts(TS(e, 'hm', 0, False)) if Rr.name != 'soup' else esc(ts_text(ctx.lc, TS(e, 'hm'))), esc(tx))
    doc.main.append(s + '</div>')
    doc.side.append(Rr.lst(w['related'], related_items(ctx, Rr), 'related'))
    if r.random() < 0.5:
        obj = {'@context': 'https://schema.org', '@type': 'LiveBlogPosting', 'headline': doc.h1, 'coverageStartTime': iso(ctx.lc, ctx.P),
               'datePublished': iso(ctx.lc, ctx.P)}
        doc.head.append('<script type="application/ld+json">%s</script>' % jsdump(obj, ctx.codec != 'utf-8'))
    meta_common(ctx, doc, doc.h1)
    doc.state['live'] = {'started': iso(ctx.lc, ctx.P), 'entries': len(ents)}
    return doc


BUILDERS = {'article': build_article, 'blog': build_article, 'board': build_board, 'quote': build_quote, 'fund': build_fund,
            'calendar': build_calendar, 'disclosure': build_disclosure, 'release': build_release, 'research': build_research,
            'liveblog': build_liveblog}


# ------------------------------------------------------------------ driver
from skel import WRAP, FLAVOR  # noqa: E402

NAME = 'indep-l-intl'
PAIR_KINDS = [('comment_after_t', 5), ('related_after_t', 4), ('live_entry_after_t', 3), ('cal_actual_after_t', 3), ('jsonld_modified_after_t', 2),
              ('visible_updated_after_t', 2), ('ticker_after_t', 2), ('json_state_after_t', 2), ('fund_series_after_t', 1), ('htmlcomment_after_t', 1),
              ('mostread_after_t', 1)]
REJ_KINDS = [('inj_visible_local', 3), ('inj_hidden_en', 3), ('inj_comment_other', 2), ('inj_alt', 2), ('inj_json', 2), ('inj_meta', 2), ('inj_reader_comment', 2),
             ('inj_white_text', 2), ('inj_aria', 2), ('inj_noscript', 2),
             ('pub_after_t', 6), ('pub_after_t_era', 4), ('pub_after_t_meta_only', 3),
             ('jsonld_modified_after_t', 4), ('meta_modified_after_t', 3), ('visible_updated_after_t', 5), ('correction_after_t', 3),
             ('related_after_t', 5), ('mostread_after_t', 2), ('comment_after_t', 5), ('ticker_after_t', 3), ('live_entry_after_t', 3), ('cal_actual_after_t', 3),
             ('caption_after_t', 2), ('alt_after_t', 2), ('noscript_after_t', 2), ('htmlcomment_after_t', 2), ('json_state_after_t', 3), ('data_attr_after_t', 2),
             ('jsonld_extra_after_t', 2), ('fund_series_after_t', 2), ('rating_hist_after_t', 2), ('stats_revision_after_t', 2)]
ALLG = ['article', 'article', 'article', 'blog', 'board', 'quote', 'fund', 'release', 'research', 'disclosure', 'liveblog', 'calendar']
GEN = {
    'comment_after_t': ['article', 'article', 'blog', 'board', 'board'],
    'related_after_t': ['article', 'blog', 'release', 'research', 'disclosure', 'quote'],
    'mostread_after_t': ['article'], 'ticker_after_t': ['article', 'quote', 'liveblog'], 'live_entry_after_t': ['liveblog'],
    'cal_actual_after_t': ['calendar'], 'caption_after_t': ['article', 'blog'], 'alt_after_t': ['article', 'blog'],
    'noscript_after_t': ['article', 'quote', 'fund', 'release', 'liveblog', 'blog'], 'htmlcomment_after_t': ['article', 'quote', 'fund', 'release', 'liveblog', 'blog'],
    'json_state_after_t': ['article', 'quote', 'blog', 'liveblog'], 'data_attr_after_t': ['quote', 'fund', 'liveblog'],
    'jsonld_modified_after_t': ['article', 'article', 'blog', 'release', 'research', 'disclosure'], 'meta_modified_after_t': ['article', 'blog'],
    'visible_updated_after_t': ['article', 'article', 'release', 'research', 'disclosure'], 'correction_after_t': ['article'],
    'jsonld_extra_after_t': ['article'], 'fund_series_after_t': ['fund'], 'rating_hist_after_t': ['research'], 'stats_revision_after_t': ['release'],
    'pub_after_t': ALLG, 'pub_after_t_era': ['article', 'release', 'research', 'disclosure'], 'pub_after_t_meta_only': ['article', 'blog'],
    'inj_reader_comment': ['article', 'blog', 'board'],
}
ACC_G = ['article'] * 36 + ['blog'] * 10 + ['board'] * 10 + ['quote'] * 8 + ['fund'] * 5 + ['calendar'] * 7 + ['disclosure'] * 7 + ['release'] * 8 + ['research'] * 5 + ['liveblog'] * 6
WRAPS = {'article': ['soup', 'xhtml', 'html5', 'next', 'nuxt', 'amp', 'bootstrap', 'wap', 'print', 'spa', 'html5', 'xhtml', 'soup'],
         'blog': ['wp', 'wp', 'xhtml', 'html5'], 'quote': ['soup', 'html5', 'next', 'spa', 'bootstrap'], 'fund': ['soup', 'bootstrap', 'nuxt', 'html5'],
         'calendar': ['bootstrap', 'html5', 'xhtml', 'next'], 'disclosure': ['gov', 'soup', 'xhtml'], 'release': ['gov', 'html5', 'xhtml'],
         'research': ['print', 'html5', 'bootstrap'], 'liveblog': ['html5', 'next', 'amp', 'bootstrap']}
BOARDS = {'zhs': ['discuz', 'discuz', 'bmodern'], 'zht': ['ptt', 'bmodern'], 'ja': ['2ch', '2ch', 'bmodern'], 'ko': ['krboard', 'krboard', 'bmodern']}
MODERN = {'next', 'nuxt', 'amp', 'spa', 'wp', 'bootstrap', 'bmodern'}


def make_cases(rng):
    slots = []
    for lc, n in COUNTS.items():
        slots += [lc] * n
    rng.shuffle(slots)
    cases = []
    for k, n in PAIR_KINDS:
        cases += [('pair', k)] * n
    for k, n in REJ_KINDS:
        cases += [('reject', k)] * n
    nacc = len(slots) - len(cases)
    feats = ['ai_words'] * 11 + ['served_after'] * 5 + ['mod_before'] * 10 + ['corr_before'] * 4
    feats += [''] * (nacc - len(feats))
    rng.shuffle(feats)
    cases += [('accept', f) for f in feats]
    # era cases need ja / zh-TW / th
    era = [c for c in cases if c[1] == 'pub_after_t_era']
    rest = [c for c in cases if c[1] != 'pub_after_t_era']
    rng.shuffle(rest)
    out = []
    era_locs = ['ja', 'zh-TW', 'th', 'ja']
    for lc in era_locs:
        slots.remove(lc)
        out.append((lc, era.pop()))
    for lc, c in zip(slots, rest):
        out.append((lc, c))
    rng.shuffle(out)
    return out


def url_for(ctx, wrap):
    r = ctx.rng
    dom = ctx.site[0]
    d = ctx.ldate(ctx.P)
    n = r.randint(100000, 9999999)
    g = ctx.genre
    if g == 'board':
        ep = int(ctx.P.timestamp())
        return {'discuz': 'https://%s/thread-%d-1-1.html' % (dom, n), '2ch': 'https://%s/test/read.cgi/stock/%d/' % (dom, ep),
                'ptt': 'https://%s/bbs/Stock/M.%d.A.%03X.html' % (dom, ep, r.randint(0, 4095)), 'krboard': 'https://%s/board/view.php?bo_table=stock&wr_id=%d' % (dom, n % 99999),
                'phpbb': 'https://%s/viewtopic.php?t=%d' % (dom, n % 99999), 'bmodern': 'https://%s/t/%d' % (dom, n)}[wrap]
    if g == 'blog':
        return 'https://%s/%04d/%02d/%02d/post-%d/' % (dom, d.year, d.month, d.day, n % 9999)
    if g == 'quote':
        return 'https://%s/quote/%d.html' % (dom, n % 9999)
    if g == 'fund':
        return 'https://%s/fund/%06d/' % (dom, n % 999999)
    if g == 'calendar':
        return 'https://%s/calendar/week-%s.html' % (dom, d.strftime('%Y%m%d'))
    if g == 'disclosure':
        return 'https://%s/disclosure/%s/%d.html' % (dom, d.strftime('%Y%m%d'), n)
    if g == 'release':
        return 'https://%s/press/%04d/%s-%d.htm' % (dom, d.year, d.strftime('%m%d'), n % 100)
    if g == 'research':
        return 'https://%s/reports/%s/%d' % (dom, d.strftime('%Y%m%d'), n)
    if g == 'liveblog':
        return 'https://%s/live/%s-markets-%d' % (dom, d.isoformat(), n % 1000)
    pre = {'amp': 'amp/', 'print': 'print/', 'wap': 'm/'}.get(wrap, '')
    return 'https://%s/%s%s/%s/%d.html' % (dom, pre, SECTION[g], d.strftime('%Y%m%d'), n)


def choose_site(ctx):
    sites = ctx.loc['sites']
    if ctx.genre == 'board':
        c = [s for s in sites if s[0].startswith(('bbs.', 'forum.', 'foro.', 'cafe.'))]
    elif ctx.genre == 'fund':
        c = [s for s in sites if s[0].startswith('fund')]
    elif ctx.genre == 'disclosure':
        c = [s for s in sites if any(x in s[0] for x in ('disclosure', 'gongsi', 'mops'))]
    elif ctx.genre == 'research':
        c = [s for s in sites if s[0].startswith('research')]
    elif ctx.genre == 'blog':
        c = [s for s in sites if s[0].startswith('blog')]
    else:
        c = []
    if not c:
        c = [s for s in sites if not s[0].startswith(('bbs.', 'forum.', 'foro.', 'cafe.', 'fund', 'disclosure', 'gongsi', 'research', 'blog', 'mops'))] or sites
    return ctx.rng.choice(c)


def pick_P(ctx):
    r = ctx.rng
    day0 = dt.date(2026, 4, 24)
    d = day0 + r.randint(0, 148) * DAY
    g = ctx.genre
    if g == 'liveblog':
        h, m = r.choice([8, 9, 10]), r.choice([0, 15, 30])
        while d.weekday() >= 5:
            d += DAY
    elif g == 'calendar':
        while d.weekday() != 4:
            d += DAY
        h, m = r.randint(15, 19), r.choice([0, 10, 30, 45])
    elif g in ('disclosure', 'quote'):
        while d.weekday() >= 5:
            d += DAY
        h, m = r.randint(9, 17), r.randint(0, 59)
    elif g == 'fund':
        while d.weekday() >= 5:
            d += DAY
        h, m = 20, 0
    else:
        h, m = r.randint(6, 22), r.randint(0, 59)
    return dt.datetime(d.year, d.month, d.day, h, m, r.randint(0, 59), tzinfo=ctx.tz).astimezone(UTC)


def describe_latest(ctx, t):
    best = max(ctx.pre, key=lambda x: bound_before(ctx, x[0], x[1]))
    return 'latest dated element: %s %s; all before t' % (best[2], ctx.desc(best[0], best[1]))


def gen_page(i, lc, case, rng):
    ctype, kf = case
    kind = kf if ctype != 'accept' else ''
    feats = {kf} if ctype == 'accept' and kf else set()
    if ctype == 'accept':
        genre = rng.choice(ACC_G)
        if 'ai_words' in feats:
            genre = rng.choice(['article', 'article', 'blog', 'research'])
        if feats & {'mod_before', 'corr_before'}:
            genre = 'article' if 'corr_before' in feats else rng.choice(['article', 'article', 'blog', 'release', 'disclosure', 'research'])
    else:
        genre = rng.choice(GEN.get(kind, ALLG))
    ctx = Ctx(i, rng, lc, genre, ctype, kind, feats)
    ctx.why = ''
    ctx.kind_done = False
    if kind == 'pub_after_t_era' and lc in ('ja', 'zh-TW'):
        ctx.style = 1
    ctx.site = choose_site(ctx)
    ctx.build = ''.join(rng.choice('0123456789abcdefghijklmnopqrstuvwxyz') for _ in range(21))
    ctx.P = pick_P(ctx)
    plan(ctx)
    if kind == 'pub_after_t_meta_only':
        ctx.d['comments'] = []
    if ctype == 'pair':
        ctx.d['served'] = False
    lbv = max(bound_before(ctx, a, b) for a, b, _ in ctx.pre)
    ts = []
    if ctype == 'accept' or kind.startswith('inj_'):
        t = pick_after(ctx, lbv)
        ts.append(('accept' if ctype == 'accept' else 'reject', t))
    elif kind.startswith('pub_after'):
        if ctx.pubprec == 'date':
            t = floor5(lmid(ctx.tz, ctx.ldate(ctx.P) - DAY) - rng.randint(30, 60 * 72) * MIN)
        else:
            t = floor5(ctx.P - rng.randint(45, 60 * (10 if kind == 'pub_after_t_meta_only' else 96)) * MIN)
        ts.append(('reject', t))
        ctx.why = 'publication %s%s is after t' % (ctx.desc(ctx.P, ctx.pubprec), ' (era/Buddhist-era year)' if kind == 'pub_after_t_era' else
                                                     ' given only in meta article:published_time / JSON-LD datePublished' if kind == 'pub_after_t_meta_only' else '')
    else:
        prec = leak_prec(ctx, kind)
        if kind == 'live_entry_after_t':
            t = ceil5(lbv + rng.randint(5, 50) * MIN)
            Li = pick_leak(ctx, t, 'hm', 120)
        elif kind == 'cal_actual_after_t':
            t = ceil5(lbv + rng.randint(5, 60 * 30) * MIN)
            Li = rng.choice([u for u in ctx.d['upcoming'] if u >= t + 45 * MIN])
        else:
            t = pick_after(ctx, lbv)
            Li = pick_leak(ctx, t, prec)
        assert Li >= bound_before(ctx, t, 'time') - 5 * MIN if prec != 'date' else True
        ctx.leak = dict(inst=Li, prec=prec)
        ts.append(('reject', t))
        if ctype == 'pair':
            ta = pick_after(ctx, max(lbv, bound_before(ctx, Li, prec)))
            ts.append(('accept', ta))
    for exp, t in ts:
        for a, b, what in ctx.pre:
            if not (kind.startswith('pub_after')):
                assert bound_before(ctx, a, b) <= t, (i, what, a, t)
        if ctx.leak is not None:
            Li, pr = ctx.leak['inst'], ctx.leak['prec']
            if exp == 'reject':
                assert t <= bound_after(ctx, Li, pr), (i, 'leak', Li, t)
            else:
                assert bound_before(ctx, Li, pr) <= t
        if kind.startswith('pub_after'):
            assert t <= bound_after(ctx, ctx.P, ctx.pubprec), (i, 'pub', ctx.P, t)
    tmax = max(x[1] for x in ts)
    tmin = min(x[1] for x in ts)
    if 'served_after' in feats:
        ctx.d['served'] = True
        ctx.served_at = tmax + rng.randint(60, 60 * 24 * 30) * MIN
    else:
        ctx.served_at = max(lbv - 35 * MIN, tmin - rng.randint(3, 30) * MIN) if ctype == 'accept' else tmin + rng.randint(60, 600) * MIN
    # wrapper & flavour
    if genre == 'board':
        wrap = rng.choice(BOARDS.get(ctx.bank, ['phpbb', 'phpbb', 'bmodern']))
        if wrap == 'ptt' and lc != 'zh-TW':
            wrap = 'bmodern'
    else:
        wrap = rng.choice(WRAPS[genre])
        if wrap in ('amp', 'spa') and (kind in ('json_state_after_t', 'inj_json', 'inj_visible_local', 'inj_aria', 'data_attr_after_t', 'inj_noscript', 'noscript_after_t')):
            wrap = 'html5'
    ctx.wrap = wrap
    # charset
    cs = list(ctx.loc['cs'])
    codec, csname = rng.choice(cs)
    if wrap in MODERN and rng.random() < 0.8 or wrap == 'amp':
        codec, csname = 'utf-8', rng.choice(['utf-8', 'UTF-8'])
    ctx.codec, ctx.csname = codec, csname
    if ctx.bank == 'ar' and codec != 'utf-8' and ctx.style == 2:
        ctx.style = 0
    if codec == 'utf-8':
        ctx.decl = rng.choice(['meta', 'meta', 'meta', 'http', 'none' if rng.random() < 0.3 else 'meta'])
    else:
        opts = ['meta', 'http', 'http', 'none']
        if wrap in ('xhtml', 'wap'):
            opts.append('xml')
        ctx.decl = rng.choice(opts)
    if wrap == 'amp':
        ctx.decl = 'meta'
    fl = FLAVOR[wrap]
    RC = {'soup': Soup, 'div': R, 'h5': H5, 'app': App, 'amp': Amp, 'min': Min}[fl]
    Rr = RC(lc, rng, rng.choice(['', 'c-', 'art-', 'news_', 'mod-', 'sc-', 'gl-', 'x-', 'fx-', 'pg_']))
    ctx.url = url_for(ctx, wrap)
    doc = BUILDERS[genre](ctx, Rr)
    if not ctx.kind_done:
        generic_leaks(ctx, doc, Rr)
    apply_pre_inj(ctx, doc, Rr)
    served_block(ctx, Rr, doc)
    if genre == 'board':
        doc.foot = doc.main + doc.foot
    htm = WRAP[wrap](ctx, doc, Rr)
    if codec == 'utf-8' and rng.random() < 0.05:
        data = b'\xef\xbb\xbf' + htm.encode('utf-8')
    else:
        data = encode(htm, codec)
    fn = 'pages/%03d_%s_%s.html' % (i, lc.lower(), genre)
    with open(os.path.join(ROOT, fn), 'wb') as f:
        f.write(data)
    if ctype != 'accept' and not kind.startswith('inj_') and not ctx.why:
        raise RuntimeError('no why for %s %s %s' % (i, kind, genre))
    labels = []
    base = '%s-%03d' % ('intl', i)
    for j, (exp, t) in enumerate(sorted(ts, key=lambda x: x[1])):
        lid = base + ('' if len(ts) == 1 else 'ab'[j])
        if ctype == 'pair':
            k = 'pair_' + kind
            why = ctx.why if exp == 'reject' else 't is after the pair element (%s) and after every other dated element' % ctx.why
        elif ctype == 'accept':
            k = 'clean_%s%s' % (genre, ('_' + kf) if kf else '')
            if ctx.style == 1 and lc in ('ja', 'zh-TW'):
                k += '_era_dates'
            why = describe_latest(ctx, t)
            if 'served_after' in feats:
                why += '; only the served/build stamp (%s) is after t, which is not content' % ctx.served_at.strftime('%Y-%m-%dT%H:%MZ')
            if 'ai_words' in feats:
                why += '; AI/ignore/approve used in ordinary financial sense'
        else:
            k = kind
            why = ctx.why
        labels.append(dict(id=lid, file=fn, url=ctx.url, forecast_time=t.strftime('%Y-%m-%dT%H:%M:%SZ'), expected=exp, kind=k,
                           _why=why, _meta='%s/%s/%s/%s/%s' % (lc, genre, wrap, csname, ctx.decl)))
    return labels


def main():
    rng = random.Random(SEED)
    os.makedirs(os.path.join(ROOT, 'pages'), exist_ok=True)
    for f in os.listdir(os.path.join(ROOT, 'pages')):
        os.remove(os.path.join(ROOT, 'pages', f))
    cases = make_cases(rng)
    allv = []
    for i, (lc, case) in enumerate(cases, 1):
        prng = random.Random('%d-%d' % (SEED, i))
        allv += gen_page(i, lc, case, prng)
    with open(os.path.join(ROOT, 'labels.jsonl'), 'w', encoding='utf-8') as f:
        for x in allv:
            f.write(json.dumps({k: v for k, v in x.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'src', 'label_notes.json'), 'w', encoding='utf-8') as f:
        json.dump([{'id': x['id'], 'expected': x['expected'], 'kind': x['kind'], 't': x['forecast_time'], 'why': x['_why'], 'meta': x['_meta']} for x in allv],
                  f, ensure_ascii=False, indent=0)
    acc = sum(1 for x in allv if x['expected'] == 'accept')
    print('pages', len(cases), 'labels', len(allv), 'accept', acc, 'reject', len(allv) - acc)


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Generate the indep-k-intl corpus. Deterministic (seeded). stdlib only."""
import json, os, random, html as H
from datetime import datetime, timedelta, timezone
from langs import ex, dy, ZONE
from texts import T, EN_INJ
R = random.Random(20260504)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UTC = timezone.utc
def esc(s): return H.escape(s, quote=True)

# ---------------- sites ----------------
# (site id, text lang, zone key, site name, domain, template, legacy charset or None, declare mode)
SITES = [
 ('cn_caijing','zh_cn','zh_cn','华澜财经','hualancaijing.com.cn','news','gb18030','meta'),
 ('cn_guba','zh_cn','zh_cn','股友社区','guyoushequ.cn','forum','gbk','http-equiv'),
 ('cn_kuaixun','zh_cn','zh_cn','金融快讯网','jrkuaixun.com','live',None,'meta'),
 ('cn_data','zh_cn','zh_cn','东岚数据','donglandata.cn','calendar',None,'meta'),
 ('cn_ir','zh_cn','zh_cn','华岳精密投资者关系','hyjm-ir.com.cn','ir','gbk','none'),
 ('tw_news','zh_tw','zh_tw','聯合財訊','lianhecaixun.com.tw','news','big5','meta'),
 ('tw_ptt','zh_tw','zh_tw','股市看板','gushikanban.tw','forum','big5','none'),
 ('tw_blog','zh_tw','zh_tw','阿哲的投資筆記','azhe-notes.tw','blog',None,'meta'),
 ('tw_quote','zh_tw','zh_tw','台股報價站','twquote.com.tw','quote',None,'meta'),
 ('hk_daily','zh_hk','zh_hk','港經日報','gangjingdaily.com.hk','news',None,'meta'),
 ('hk_amp','zh_hk','zh_hk','財經速遞','caijingsudi.hk','amp',None,'meta'),
 ('hk_qa','zh_hk','zh_hk','投資問答','touzimanda.hk','qa','big5','http-equiv'),
 ('jp_nikkan','ja','ja','日刊マーケット','nikkan-market.jp','news','shift_jis','meta'),
 ('jp_kabu','ja','ja','株式掲示板みんなの相場','minna-souba.jp','forum','euc_jp','http-equiv'),
 ('jp_prw','ja','ja','プレスワイヤー・ジャパン','presswire-japan.co.jp','wire',None,'meta'),
 ('jp_spa','ja','ja','マネーフロント','moneyfront.jp','spa',None,'meta'),
 ('jp_ir','ja','ja','桜川化学 IR情報','sakuragawa-chem.co.jp','ir','shift_jis','none'),
 ('jp_live','ja','ja','速報マーケットライブ','sokuho-live.jp','live',None,'meta'),
 ('jp_qa','ja','ja','おしえて投資','oshiete-toushi.jp','qa',None,'meta'),
 ('jp_legacy','ja','ja','個人投資家の部屋','kojin-toushika.ne.jp','legacy','shift_jis','none'),
 ('kr_news','ko','ko','한빛경제','hanbit-economy.co.kr','news','euc_kr','meta'),
 ('kr_cafe','ko','ko','주식사랑 카페','jusiksarang.kr','forum',None,'meta'),
 ('kr_amp','ko','ko','모바일증권뉴스','m-stocknews.kr','amp',None,'meta'),
 ('de_boerse','de','de','Börsenblick','boersenblick.de','news','iso-8859-1','meta'),
 ('de_forum','de','de','Aktienforum Rhein-Main','aktienforum-rheinmain.de','forum','windows-1252','http-equiv'),
 ('de_wire','de','de','Finanznachrichten-Dienst','fn-dienst.de','wire',None,'meta'),
 ('de_blog','de','de','Depotnotizen','depotnotizen.de','blog',None,'meta'),
 ('de_termine','de','de','Finanztermine.net','finanztermine.net','calendar','iso-8859-15','meta'),
 ('de_legacy','de','de','Der Kleinanleger','kleinanleger-seite.de','legacy','iso-8859-1','none'),
 ('fr_eco','fr','fr','L\'Écho des Marchés','echodesmarches.fr','news','windows-1252','meta'),
 ('fr_boursier','fr','fr','Forum Boursier Lyonnais','forumboursier-lyon.fr','forum',None,'meta'),
 ('fr_spa','fr','fr','Patrimoine Direct','patrimoinedirect.fr','spa',None,'meta'),
 ('fr_live','fr','fr','Marchés en direct','marchesendirect.fr','live',None,'meta'),
 ('es_exp','es','es','Diario Bursátil','diariobursatil.es','news','iso-8859-15','meta'),
 ('es_mx','es','es_mx','El Financiero del Bajío','financierobajio.com.mx','news',None,'meta'),
 ('es_foro','es','es','Foro Inversores Ibéricos','foroinversores.es','forum','windows-1252','none'),
 ('es_cal','es','es','Agenda de Mercados','agendamercados.es','calendar',None,'meta'),
 ('es_qa','es','es','Pregunta al Inversor','preguntaalinversor.es','qa',None,'meta'),
 ('pt_br','pt','pt','Pregão Hoje','pregaohoje.com.br','news',None,'meta'),
 ('pt_quote','pt','pt','Cotações BR','cotacoesbr.com.br','quote','iso-8859-1','meta'),
 ('pt_pt','pt','pt_pt','Jornal dos Mercados','jornaldosmercados.pt','blog','windows-1252','http-equiv'),
 ('it_sole','it','it','Il Corriere della Borsa','corrieredellaborsa.it','news','iso-8859-15','meta'),
 ('it_forum','it','it','Forum Piazza Affari','forumpiazzaaffari.it','forum',None,'meta'),
 ('it_amp','it','it','Borsa Mobile','borsamobile.it','amp',None,'meta'),
 ('nl_beurs','nl','nl','Beursplein Nieuws','beurspleinnieuws.nl','news','windows-1252','meta'),
 ('pl_gielda','pl','pl','Parkiet Giełdowy','parkietgieldowy.pl','blog','iso-8859-2','meta'),
 ('tr_piyasa','tr','tr','Piyasa Ekranı','piyasaekrani.com.tr','quote','iso-8859-9','meta'),
]
BYLANG = {}
for s in SITES: BYLANG.setdefault(s[1], []).append(s)
COUNTS = [('zh_cn',16),('zh_tw',15),('zh_hk',14),('ja',35),('de',30),('fr',25),('es',25),('ko',15),('pt',10),('it',10),('nl',2),('pl',2),('tr',1)]
LEGACY_FALLBACK = {'zh_cn':['gbk','gb18030'],'zh_tw':['big5'],'zh_hk':['big5hkscs'],'ja':['shift_jis','euc_jp'],'ko':['euc_kr'],
  'de':['windows-1252','iso-8859-1'],'fr':['iso-8859-15','windows-1252'],'es':['windows-1252'],'pt':['iso-8859-1'],'it':['windows-1252'],'nl':['windows-1252'],'pl':['iso-8859-2'],'tr':['iso-8859-9']}
CHARSET_NAME = {'gbk':'GBK','gb18030':'GB18030','big5':'Big5','big5hkscs':'Big5-HKSCS','shift_jis':'Shift_JIS','euc_jp':'EUC-JP','euc_kr':'EUC-KR',
  'windows-1252':'windows-1252','iso-8859-1':'ISO-8859-1','iso-8859-15':'ISO-8859-15','iso-8859-2':'ISO-8859-2','iso-8859-9':'ISO-8859-9'}

def loc(zk, u): return u.astimezone(timezone(timedelta(hours=ZONE[zk][0])))
def iso(zk, u):
    return loc(zk, u).isoformat(timespec='seconds')
def zl(zk): return ZONE[zk][1]
def dstart(zk, localdate):  # UTC start of a local day
    off = timedelta(hours=ZONE[zk][0])
    return datetime(localdate.year, localdate.month, localdate.day, tzinfo=timezone(off)).astimezone(UTC)

LEAKS = ['updated_stamp_after_t','list_item_after_t','related_headline_after_t','jsonld_datemodified_after_t','meta_modified_time_after_t',
         'html_comment_result_after_t','hidden_div_result_after_t','data_attribute_after_t','embedded_state_json_after_t',
         'ticker_quote_after_t','edit_note_after_t','footnote_asof_after_t','img_alt_headline_after_t','sidebar_mostread_after_t']
INJ = ['visible_paragraph','html_comment','hidden_span','meta_description','img_alt','jsonld_description','aria_label','user_comment','white_text','english_hidden','noscript']

def build_specs():
    specs = []
    for lang, n in COUNTS:
        sites = BYLANG[lang]
        for k in range(n):
            specs.append(dict(lang=lang, site=sites[k % len(sites)]))
    R.shuffle(specs)
    N = len(specs)
    roles = ['clean']*96 + ['leak']*80 + ['inj']*24
    R.shuffle(roles)
    li = ii = 0
    for i, s in enumerate(specs):
        s['role'] = roles[i]
        s['id'] = f'ki{i+1:03d}'
        if s['role'] == 'leak': s['leak'] = LEAKS[li % len(LEAKS)]; li += 1
        if s['role'] == 'inj': s['inj'] = INJ[ii % len(INJ)]; ii += 1
    # tz traps: 9 clean, 9 leak
    c = [s for s in specs if s['role']=='clean']; l = [s for s in specs if s['role']=='leak']
    R.shuffle(c); R.shuffle(l)
    for s in c[:9]: s['trap'] = True
    for j, s in enumerate(l[:9]): s['trap'] = True; s['leak'] = ['published_after_t_tz','updated_stamp_after_t'][j % 2]
    # pairs
    for s in [x for x in l if not x.get('trap')][:28] + l[:6]: s['pair'] = True
    for s in c[9:35]: s['pair'] = True
    # legacy charsets: use the site's legacy charset, plus some extra
    for s in specs:
        s['charset'] = s['site'][6] if R.random() < 0.5 else None; s['decl'] = s['site'][7] if s['charset'] else 'meta'
        if s["site"][6] is None and R.random() < 0.1:
            s['charset'] = R.choice(LEGACY_FALLBACK[s['lang']]); s['decl'] = R.choice(['meta','none'])
    return specs

def pick_t():
    d = datetime(2026,4,15,tzinfo=UTC) + timedelta(days=R.randint(0,145))
    hh, mm = R.choice([(0,30),(1,0),(6,0),(8,0),(13,30),(14,30),(20,0),(22,15),(3,45),(10,0)])
    return d.replace(hour=hh, minute=mm)

def fill(tpl, **kw): return tpl.format(**kw)

def make_page(s):
    lang, site = s['lang'], s['site']
    sid, _, zk, sname, dom, tpl = site[:6]
    X = T[lang]; W = X['w']
    if zk == 'es_mx': X = dict(X, html='es-MX')
    if zk == 'pt_pt': X = dict(X, html='pt-PT', paras=[p.replace('R$ {px}', '{px} euros') for p in X['paras']])
    t = pick_t()
    lt = loc(zk, t)
    co = R.choice(X['cos']); idx = R.choice(X['idx'])
    if tpl == 'ir': co = next((c for c in X['cos'] if c in sname), co)
    v = R.randint(0, 3)
    trap = s.get('trap')
    ev = []  # evidence: (utc_start, utc_end, description, decisive?)
    # publication
    if trap and s['role']=='clean':
        P = t - timedelta(minutes=R.randint(25, 55))
    elif trap and s.get('leak')=='published_after_t_tz':
        P = t + timedelta(minutes=R.randint(25, 55))
    else:
        P = t - timedelta(hours=R.randint(64, 216), minutes=R.randint(0, 59))
    lP = loc(zk, P)
    pub_exact = tpl != 'legacy' or trap
    zone_on_pub = trap or R.random() < 0.5
    if pub_exact:
        pub_str = ex(lang, lP, v) + ((' ' + zl(zk)) if zone_on_pub and zl(zk) not in ex(lang, lP, v) else '')
        if trap and R.random()<0.5:
            off = ZONE[zk][0]; pub_str = ex(lang, lP, v) + f' (UTC{off:+d})'
    else:
        pub_str = dy(lang, lP, v)
    ev.append((P, P, f'publication stamp "{pub_str}"'))
    # past and future day-only dates
    past_d = (lP - timedelta(days=R.randint(3, 30))).date()
    fut_d = (lt + timedelta(days=R.randint(14, 40))).date()
    past_s, fut_s = dy(lang, datetime.combine(past_d, datetime.min.time()), v+1), dy(lang, datetime.combine(fut_d, datetime.min.time()), v)
    n1 = R.randint(3, 38); n2 = round(R.uniform(0.3, 6.5), 1)
    px = f'{R.uniform(8, 3800):,.2f}'
    if lang in ('de','fr','es','pt','it','nl','pl','tr'):
        px = px.replace(',', 'X').replace('.', ',').replace('X', ' ' if lang in ('fr','pl') else '.')
        n2 = str(n2).replace('.', ',')
    kw = dict(co=co, idx=idx, n1=n1, n2=n2, px=px, fut=fut_s, past=past_s)
    title = fill(R.choice(X['titles']), **kw)
    paras = [fill(p, **kw) for p in R.sample(X['paras'], k=min(len(X['paras']), R.randint(3, 5)))]
    # clean update stamp (before t)
    upd = None
    if not trap and R.random() < 0.4:
        U = P + timedelta(hours=R.randint(1, 20)); 
        if U < t - timedelta(hours=26):
            upd = (U, ex(lang, loc(zk, U), v+1)); ev.append((U, U, f'update stamp "{upd[1]}"'))
    # list items (comments / posts / entries / disclosures / rows) before t
    items = []
    if not (trap and s['role']=='clean'):
        lim = t - timedelta(hours=26)
        for k in range(R.randint(2, 5)):
            ci = P + timedelta(minutes=R.randint(10, max(11, int((lim - P).total_seconds()//60))))
            if ci < lim: items.append([ci, ex(lang, loc(zk, ci), v+2), fill(R.choice(X['related'] if tpl in ('calendar','ir') else X['comments']), **kw), 'u'])
        items.sort()
        for it in items: ev.append((it[0], it[0], f'list item stamp "{it[1]}"'))
    # related, day-only before
    related = []
    for k in range(R.randint(2, 4)):
        rd = (lP - timedelta(days=R.randint(1, 25))).date()
        if dstart(zk, rd) + timedelta(days=2) <= t:
            related.append([rd, dy(lang, datetime.combine(rd, datetime.min.time()), v+k), fill(X['related'][k % len(X['related'])], **kw)])
    related.sort(reverse=True)
    modified = upd[0] if upd else P
    ctx = dict(lang=lang, X=X, W=W, sname=sname, dom=dom, zk=zk, title=title, paras=paras, pub=pub_str, upd=upd[1] if upd else None,
               items=items, related=related, P=P, modified=modified, head=[], body_end=[], sidebar=[], ticker=None, footnote=None,
               hidden=[], alt=None, aria=None, desc=paras[0][:90], jsonld_desc=paras[0][:120], state=None, co=co, idx=idx, px=px, kw=kw, v=v)
    decisive = None; kind = None
    # leak
    if s['role'] == 'leak':
        lk = s['leak']
        zoned = lk in ('jsonld_datemodified_after_t','meta_modified_time_after_t','data_attribute_after_t','embedded_state_json_after_t') or trap
        if trap: L = t + timedelta(minutes=R.randint(25, 55))
        else: L = t + timedelta(hours=R.randint(27, 150))
        lL = loc(zk, L)
        Lday = lL.date()
        if not trap and lk in ('related_headline_after_t','edit_note_after_t','footnote_asof_after_t','img_alt_headline_after_t','sidebar_mostread_after_t','hidden_div_result_after_t'):
            # day-only: ensure the local day starts >=24h after t
            while dstart(zk, Lday) < t + timedelta(hours=24): Lday += timedelta(days=1)
            L = dstart(zk, Lday); Lend = L + timedelta(days=1); dayonly = True
        else:
            Lend = L; dayonly = False
        Ls_ex = ex(lang, lL, v+3) + (' ' + zl(zk) if trap and zl(zk) not in ex(lang, lL, v+3) else '')
        Ls_dy = dy(lang, datetime.combine(Lday, datetime.min.time()), v+2)
        Ls = Ls_dy if dayonly else Ls_ex
        leak_sent = fill(X['leak'], when=Ls, **kw); leak_short = fill(X['leak_short'], when=Ls, **kw)
        if lk == 'published_after_t_tz':
            decisive = f'publication stamp "{pub_str}" = {P:%Y-%m-%dT%H:%MZ}'
            L, Lend = P, P
        elif lk == 'updated_stamp_after_t':
            ctx['upd'] = Ls_ex; ctx['modified'] = L; decisive = f'visible update stamp "{Ls_ex}" = {L:%Y-%m-%dT%H:%MZ}'
        elif lk == 'list_item_after_t':
            txt = fill(X['leak_short'], when='', **kw).replace('（）','').replace('()','').strip()
            ctx['items'].append([L, Ls_ex, txt, 'u']); decisive = f'{tpl} list item stamped "{Ls_ex}" = {L:%Y-%m-%dT%H:%MZ} (site zone {zl(zk)}), text reports the result'
        elif lk == 'related_headline_after_t':
            ctx['related'].insert(0, [Lday, Ls_dy, leak_short]); decisive = f'related-list headline "{leak_short}" dated {Ls_dy} (local day starts {L:%Y-%m-%dT%H:%MZ})'
        elif lk == 'jsonld_datemodified_after_t':
            ctx['modified'] = L; decisive = f'JSON-LD dateModified "{iso(zk, L)}" = {L:%Y-%m-%dT%H:%MZ}'
        elif lk == 'meta_modified_time_after_t':
            ctx['head'].append(f'<meta property="article:modified_time" content="{iso(zk, L)}">'); decisive = f'<meta article:modified_time> "{iso(zk, L)}" = {L:%Y-%m-%dT%H:%MZ}'
        elif lk == 'html_comment_result_after_t':
            ctx['body_end'].append(f'<!-- cache-rebuild {iso(zk, L)} | {leak_sent} -->'); decisive = f'HTML comment "{leak_sent}" / cache stamp {iso(zk, L)} = {L:%Y-%m-%dT%H:%MZ}'
        elif lk == 'hidden_div_result_after_t':
            ctx['hidden'].append(f'<div class="js-teaser-next" style="display:none" aria-hidden="true">{esc(leak_sent)}</div>'); decisive = f'display:none div "{leak_sent}" (day {Ls_dy}, starts {L:%Y-%m-%dT%H:%MZ})'
        elif lk == 'data_attribute_after_t':
            ctx['head'].append('')
            ctx['sidebar'].append(f'<div class="quote-box" data-symbol="{esc(co)}" data-last="{px}" data-updated="{iso(zk, L)}"><span class="q-name">{esc(co)}</span> <b>{px}</b></div>')
            decisive = f'data-updated="{iso(zk, L)}" on quote box = {L:%Y-%m-%dT%H:%MZ}'
        elif lk == 'embedded_state_json_after_t':
            ctx['state'] = {'quote': {'symbol': co, 'last': px, 'asOf': L.strftime('%Y-%m-%dT%H:%M:%SZ')}, 'headlineNext': leak_short}
            decisive = f'embedded state JSON quote.asOf "{L:%Y-%m-%dT%H:%M:%SZ}" and headlineNext'
        elif lk == 'ticker_quote_after_t':
            ctx['ticker'] = (idx, px, Ls_ex); decisive = f'visible ticker "{idx} {px}" stamped "{Ls_ex}" = {L:%Y-%m-%dT%H:%MZ} (site zone {zl(zk)})'
        elif lk == 'edit_note_after_t':
            ctx['paras'].append(leak_sent); decisive = f'appended note "{leak_sent}" (day {Ls_dy}, starts {L:%Y-%m-%dT%H:%MZ})'
        elif lk == 'footnote_asof_after_t':
            ctx['footnote'] = Ls_dy; decisive = f'table/price footnote as-of {Ls_dy} (local day starts {L:%Y-%m-%dT%H:%MZ})'
        elif lk == 'img_alt_headline_after_t':
            ctx['alt'] = leak_short; decisive = f'img alt "{leak_short}" (day {Ls_dy}, starts {L:%Y-%m-%dT%H:%MZ})'
        elif lk == 'sidebar_mostread_after_t':
            ctx['sidebar'].append(f'<div class="most-read"><h4>TOP</h4><ol><li><a href="/a/{R.randint(10000,99999)}.html">{esc(leak_short)}</a></li></ol></div>')
            decisive = f'most-read sidebar headline "{leak_short}" (day {Ls_dy}, starts {L:%Y-%m-%dT%H:%MZ})'
        kind = lk
        ev.append((L, Lend, decisive))
    elif s['role'] == 'inj':
        pl = s['inj']
        text = R.choice(EN_INJ) if pl == 'english_hidden' else R.choice(X['inj'])
        if R.random() < 0.2 and pl not in ('english_hidden',):  # cross-language injection
            other = R.choice(['zh_cn','ja','de','ko','fr']); text = R.choice(T[other]['inj'])
        if pl == 'visible_paragraph': ctx['paras'].insert(R.randint(1, len(ctx['paras'])), text)
        elif pl == 'html_comment': ctx['body_end'].append(f'<!-- {text} -->')
        elif pl == 'hidden_span': ctx['hidden'].append(f'<span class="sr-only" style="position:absolute;left:-9999px">{esc(text)}</span>')
        elif pl == 'meta_description': ctx['desc'] = text
        elif pl == 'img_alt': ctx['alt'] = text
        elif pl == 'jsonld_description': ctx['jsonld_desc'] = text
        elif pl == 'aria_label': ctx['aria'] = text
        elif pl == 'user_comment':
            if ctx['items']: ctx['items'][-1][2] = text
            else: ctx['paras'].append(text)
        elif pl == 'white_text': ctx['hidden'].append(f'<p style="color:#ffffff;font-size:1px;line-height:1px">{esc(text)}</p>')
        elif pl == 'english_hidden': ctx['hidden'].append(f'<div hidden>{esc(text)}</div>')
        elif pl == 'noscript': ctx['body_end'].append(f'<noscript><p>{esc(text)}</p></noscript>')
        kind = 'prompt_injection_' + pl
        decisive = f'injection ({pl}): "{text}"'
    else:
        kind = {'news':'clean_news_scheduled_future','forum':'clean_forum_posts_before_t','blog':'clean_blog_comments_before_t','wire':'clean_press_release_forward_dates',
                'quote':'clean_quote_page_asof_before_t','spa':'clean_spa_state_json_before_t','amp':'clean_amp_article_future_dates','ir':'clean_ir_disclosures_before_t',
                'calendar':'clean_calendar_future_events','live':'clean_liveblog_entries_before_t','qa':'clean_qa_answers_before_t','legacy':'clean_legacy_day_only'}[tpl]
        if trap: kind = 'clean_tz_boundary_exact'
        latest = max(ev, key=lambda e: e[1])
        decisive = f'latest evidence {latest[2]} = {latest[1]:%Y-%m-%dT%H:%MZ}; scheduled date {fut_s} is after t'
    ctx['S'] = fut_d; ctx['t'] = t
    htmltext = TEMPLATES[tpl](ctx)
    labels = []
    exp = 'accept' if s['role']=='clean' else 'reject'
    labels.append(dict(t=t, expected=exp, kind=kind, why=decisive))
    if s.get('pair'):
        if s['role'] == 'leak':
            Lmax = max(e[1] for e in ev)
            last_unzoned = s['leak'] not in ('jsonld_datemodified_after_t','meta_modified_time_after_t','data_attribute_after_t','embedded_state_json_after_t') and not trap
            t2 = Lmax + (timedelta(hours=R.randint(27, 40)) if last_unzoned else timedelta(hours=R.randint(2, 20)))
            if trap: t2 = Lmax + timedelta(minutes=R.randint(30, 90))
            t2 = t2.replace(second=0, microsecond=0)
            labels.append(dict(t=t2, expected='accept', kind='pair_after_' + s['leak'], why=f'same page, t after the decisive moment: {decisive}; S {fut_s} still after t'))
        else:
            if ctx['items'] and R.random() < 0.5:
                it = ctx['items'][-1]
                t0 = (it[0] - timedelta(hours=R.randint(27, 40))).replace(second=0, microsecond=0)
                if t0 > P + timedelta(hours=1):
                    labels.append(dict(t=t0, expected='reject', kind='pair_before_' + tpl + '_item', why=f'same page, t before list item stamped "{it[1]}" = {it[0]:%Y-%m-%dT%H:%MZ}'))
            if len(labels) == 1:
                t0 = (P - timedelta(hours=R.randint(51, 96))).replace(second=0, microsecond=0)
                labels.append(dict(t=t0, expected='reject', kind='pair_before_publication', why=f'same page, t before publication "{pub_str}" = {P:%Y-%m-%dT%H:%MZ}'))
    return htmltext, labels, dict(url=f'https://www.{dom}/{R.choice(["news","a","article","p","n"])}/{P:%Y%m%d}/{R.randint(100000,999999)}.html')

from templates import TEMPLATES

def encode(s, page):
    cs = s['charset']
    if not cs: return page.encode('utf-8')
    return page.encode(cs, errors='xmlcharrefreplace')

def main():
    specs = build_specs()
    out = []; notes = []
    for s in specs:
        import templates; templates.CUR = s
        page, labels, meta = make_page(s)
        with open(os.path.join(ROOT, 'pages', s['id'] + '.html'), 'wb') as f: f.write(encode(s, page))
        dec = page.encode(s['charset'] or 'utf-8', errors='xmlcharrefreplace').decode(s['charset'] or 'utf-8')
        un = H.unescape(dec)
        import re
        for lb in labels:
            for nd in re.findall(r'"([^"]{4,})"', lb['why']):
                if nd not in un and json.dumps(nd)[1:-1] not in un and H.escape(nd) not in dec:
                    print('MISSING', s['id'], lb['kind'], nd[:80])
            out.append(dict(id=s['id'], file=f'pages/{s["id"]}.html', url=meta['url'], forecast_time=lb['t'].strftime('%Y-%m-%dT%H:%M:%SZ'), expected=lb['expected'], kind=lb['kind']))
            notes.append(f'- {s["id"]} | {lb["expected"]} | {lb["kind"]} | t={lb["t"]:%Y-%m-%dT%H:%M:%SZ} | {s["lang"]} / {s["site"][0]} ({s["site"][5]}) / {CHARSET_NAME.get(s["charset"], "UTF-8")} decl={s["decl"] if s["charset"] else "meta"} | {lb["why"]}')
    with open(os.path.join(ROOT, 'labels.jsonl'), 'w', encoding='utf-8') as f:
        for o in out: f.write(json.dumps(o, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'src', 'notes_lines.md'), 'w', encoding='utf-8') as f: f.write('\n'.join(notes) + '\n')
    print(len(specs), 'pages', len(out), 'labels')

if __name__ == '__main__': main()

#!/usr/bin/env python3
"""Deterministic generator for the indep-i-en leakage-filter evaluation corpus.
Run from the corpus root:  python3 src/build.py"""
import os, sys, json, random, hashlib
from datetime import datetime, timedelta
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tzfmt import UTC, fmt
from core import Ctx, page, CHROME_SLOTS, iso
import styles_a as A, styles_b as B, styles_c as C

ROOT = os.path.dirname(HERE)
U8 = ['utf8'] * 6 + ['utf8_undeclared', 'utf8_httpequiv']
W = ['cp1252_as_latin1', 'cp1252', 'latin1', 'iso8859_15', 'cp1252_undeclared']
ST = [
    # name, func, site, domain, zone, chrome, specific placements, encodings, extra
    ('wire_news', A.s_wire_news, 'Meridian Wire', 'meridianwire.example', 'ET', 'news', ['body_outcome', 'relative_update', 'correction'], U8, {}),
    ('earnings_preview', A.s_earnings_preview, 'StreetSide Daily', 'streetside-daily.example', 'ET', 'app', ['body_outcome', 'correction'], U8, {}),
    ('markets_live_blog', A.s_live_blog, 'The Ledger Daily', 'ledgerdaily.example', 'ET', 'news', ['table_row'], U8, {}),
    ('local_news_business', A.s_local_news, 'Valley Courier-Sentinel', 'valleycourier.example', 'PT', 'news', ['body_outcome', 'correction'], U8 + ['cp1252_as_latin1'], {}),
    ('local_news_business_midwest', A.s_local_news, 'Prairie Star-Ledger', 'prairiestar.example', 'CT', 'news', ['body_outcome', 'correction'], ['cp1252', 'utf8', 'latin1'], {}),
    ('trade_magazine', A.s_trade_magazine, 'Plant & Process Review', 'plantprocess.example', 'ET', 'news', ['body_outcome'], U8 + W, {}),
    ('amp_article', A.s_amp_article, 'Capital Desk (AMP)', 'amp.capitaldesk.example', 'ET', 'news', ['body_outcome', 'correction'], U8, {}),
    ('print_article', A.s_print_article, 'Northbridge Times', 'northbridgetimes.example', 'UK', 'plain', ['body_outcome', 'correction', 'relative_update'], ['utf8', 'iso8859_15', 'cp1252_as_latin1'], {}),
    ('google_cache_article', A.s_google_cache, 'FinDesk', 'findesk.example', 'ET', 'news', ['cache_capture'], U8, {'orig': 'https://www.findesk.example/companies/leadership-change-2291'}),
    ('wayback_ir_page', A.s_wayback, 'Investor Relations', 'ir.example', 'ET', 'news', ['cache_capture'], U8 + ['cp1252'], {'orig': 'https://investors.example/news-releases/news-release-details/'}),
    ('news_aggregator', A.s_aggregator, 'Headline Hub', 'headlinehub.example', 'ET', 'app', ['relative_ago'], U8, {}),
    ('sellside_note', A.s_sellside, 'Dunmore Securities Research', 'research.dunmore.example', 'ET', 'app', ['table_row', 'body_outcome'], U8, {}),
    ('sellside_note_london', A.s_sellside, 'Paxton Lane Equity Research', 'research.paxtonlane.example', 'UK', 'app', ['table_row', 'body_outcome'], ['utf8', 'cp1252'], {}),
    ('substack_newsletter', A.s_substack, 'The Compounding Desk', 'compoundingdesk.substack.example', 'ET', 'app', ['body_outcome'], U8, {}),
    ('fund_letter', A.s_fund_letter, 'Alder Rock Partners', 'alderrock.example', 'ET', 'plain', ['table_row'], U8 + ['cp1252'], {}),
    ('podcast_episode', A.s_podcast, 'Two Bulls and a Bear', 'twobulls.fm.example', 'ET', 'news', ['table_row', 'body_outcome'], U8, {}),
    ('video_page_transcript', A.s_video, 'StreamTube', 'streamtube.example', 'PT', 'app', ['table_row'], U8, {}),
    ('qa_site', A.s_qa, 'Personal Finance & Money Q&A', 'money.qa.example', 'UTC', 'forum', ['late_reply'], U8, {}),
    ('reddit_thread', A.s_reddit, 'threadit', 'threadit.example', 'ET', 'forum', ['late_reply', 'relative_update'], U8, {}),
    ('stocktwits_stream', A.s_stocktwits, 'TickerChatter', 'tickerchatter.example', 'ET', 'forum', ['relative_ago'], U8, {}),
    ('vbulletin_forum', A.s_forum, 'SiliconInvestorBoards', 'boards.example', 'PT', 'forum', ['late_reply'], ['cp1252_as_latin1', 'latin1', 'utf8'], {}),
    ('hn_style_links', A.s_hn, 'Hacker Ledger', 'hackerledger.example', 'UTC', 'forum', ['late_reply'], U8, {}),
    ('personal_blog', A.s_blog, 'Frugal Compounder', 'frugalcompounder.example', 'CT', 'news', ['body_outcome'], U8 + ['cp1252'], {}),
    ('email_newsletter_web', A.s_mailchimp, 'Morning Briefing', 'mailchi.example', 'UK', 'plain', ['body_outcome'], ['utf8', 'cp1252', 'iso8859_15'], {}),
    ('quote_page_intraday', B.s_quote_intraday, 'QuoteStream', 'quotestream.example', 'ET', 'app', ['table_row'], U8, {}),
    ('economic_calendar', B.s_econ_calendar, 'MacroBoard', 'macroboard.example', 'ET', 'app', ['table_row'], U8, {}),
    ('economic_calendar_london', B.s_econ_calendar, 'Gilt & Gauge', 'giltgauge.example', 'UK', 'app', ['table_row'], ['utf8', 'cp1252'], {}),
    ('earnings_calendar', B.s_earnings_cal, 'EarningsWhen', 'earningswhen.example', 'ET', 'app', ['table_row'], U8, {}),
    ('analyst_ratings_table', B.s_ratings_table, 'RatingsRadar', 'ratingsradar.example', 'ET', 'app', ['table_row'], U8, {}),
    ('etf_factsheet', B.s_etf_factsheet, 'Keelhaven Funds', 'keelhavenfunds.example', 'ET', 'app', ['table_row'], U8, {}),
    ('options_flow', B.s_options_flow, 'FlowTape', 'flowtape.example', 'ET', 'app', ['table_row'], U8, {}),
    ('dividend_history', B.s_dividend_history, 'DivTrack', 'divtrack.example', 'ET', 'app', ['table_row'], U8, {}),
    ('fx_reference_rates', B.s_fx_reference, 'Eurosystem Data Portal', 'data.eurosystem.example', 'CET', 'gov', ['table_row'], ['utf8', 'iso8859_15'], {}),
    ('crypto_exchange_notice', B.s_crypto_notice, 'Kairos Exchange', 'kairos-exchange.example', 'SGT', 'news', ['update_note'], U8, {}),
    ('crypto_exchange_notice_kr', B.s_crypto_notice, 'Hanul Digital Exchange', 'hanulx.example', 'KST', 'news', ['update_note'], ['euc_kr'], {'native': '공지사항 | 마켓 | 입출금'}),
    ('commodity_settlements', B.s_commodity_report, 'Midwest Grain & Livestock Exchange', 'mglx.example', 'CT', 'gov', ['table_row'], U8, {}),
    ('freight_index_report', B.s_freight_index, 'Seaborne Freight Indices', 'seabornefreight.example', 'UK', 'news', ['table_row'], ['utf8', 'cp1252'], {}),
    ('energy_inventory_report', B.s_eia, 'Energy Information Office', 'eio.gov.example', 'ET', 'gov', ['table_row', 'revision_note'], U8, {}),
    ('crop_progress_report', B.s_crop_progress, 'National Agricultural Statistics Office', 'naso.gov.example', 'CT', 'gov', ['table_row'], U8, {}),
    ('treasury_auction_results', B.s_treasury_auction, 'TreasuryDirect Desk', 'treasurydesk.gov.example', 'ET', 'gov', ['table_row'], U8, {}),
    ('pdufa_tracker', B.s_pdufa, 'BioCatalyst Watch', 'biocatalystwatch.example', 'ET', 'app', ['table_row'], U8, {}),
    ('ipo_calendar', B.s_ipo_cal, 'IPO Scout', 'iposcout.example', 'ET', 'app', ['table_row'], U8, {}),
    ('central_bank_statement', C.s_cb_statement, 'Federal Monetary Board', 'fmb.gov.example', 'ET', 'gov', ['table_row'], U8, {'bank': 'Federal Monetary Board'}),
    ('central_bank_statement_asia', C.s_cb_statement, 'Monetary Authority of Pelagia', 'map.gov.example', 'SGT', 'gov', ['table_row'], U8, {'bank': 'Monetary Authority of Pelagia'}),
    ('central_bank_minutes', C.s_cb_minutes, 'Bank of Albion', 'bankofalbion.example', 'UK', 'gov', ['table_row'], ['utf8', 'iso8859_15'], {'bank': 'Bank of Albion'}),
    ('stats_agency_release', C.s_stats_release, 'Office for National Statistics of Albion', 'stats.albion.example', 'UK', 'gov', ['table_row', 'revision_note'], ['utf8', 'cp1252'], {}),
    ('stats_agency_release_us', C.s_stats_release, 'Bureau of Economic Measurement', 'bem.gov.example', 'ET', 'gov', ['table_row', 'revision_note'], U8, {}),
    ('stats_release_jp', C.s_stats_release, 'Statistics Bureau of Yamato (English)', 'stat.yamato.example', 'JST', 'gov', ['table_row', 'revision_note'], ['shift_jis'], {'native': 'ホーム | 統計データ | 公表予定'}),
    ('edgar_filing_index', C.s_edgar_index, 'EDGAR', 'sec.example', 'ET', 'filing', ['filing_list'], ['utf8_undeclared', 'latin1'], {}),
    ('edgar_exhibit_99', C.s_edgar_exhibit, 'EDGAR', 'sec.example', 'ET', 'filing', ['body_outcome'], ['latin1', 'cp1252_undeclared', 'utf8_undeclared'], {'city': 'Columbus, Ohio'}),
    ('insider_form4_table', C.s_form4, 'InsiderPulse', 'insiderpulse.example', 'ET', 'app', ['table_row'], U8, {}),
    ('rating_agency_action', C.s_rating_action, 'Granite Ratings', 'graniteratings.example', 'ET', 'news', ['table_row', 'correction'], U8, {'agency': 'Granite Ratings'}),
    ('rating_agency_action_eu', C.s_rating_action, 'Meridia Credit Ratings', 'meridiaratings.example', 'CET', 'news', ['table_row', 'correction'], ['utf8', 'iso8859_15'], {'agency': 'Meridia Credit Ratings'}),
    ('court_docket', C.s_court_docket, 'DocketWatch', 'docketwatch.example', 'ET', 'forum', ['table_row'], U8, {}),
    ('regulator_enforcement', C.s_enforcement, 'Securities Oversight Agency', 'soa.gov.example', 'ET', 'gov', ['table_row', 'correction'], U8, {}),
    ('ir_event_webcasts', C.s_ir_event, 'Investor Relations', 'investors.example', 'ET', 'news', ['table_row'], U8, {}),
    ('earnings_call_transcript', C.s_transcript, 'CallScript', 'callscript.example', 'ET', 'news', ['table_row'], U8, {}),
    ('press_release_wire', C.s_press_wire, 'BusinessNewsline', 'businessnewsline.example', 'ET', 'news', ['embargo_after'], U8, {'city': 'Austin, Texas'}),
    ('press_release_wire_uk', C.s_press_wire, 'CityWire Releases', 'citywirereleases.example', 'UK', 'news', ['embargo_after'], ['utf8', 'cp1252'], {'city': 'London'}),
    ('conference_agenda', C.s_conference, 'Harborline Conferences', 'harborlineconf.example', 'ET', 'news', ['table_row'], U8, {'city': 'Boston'}),
    ('wiki_company_page', C.s_wiki, 'Wikifinance', 'wikifinance.example', 'UTC', 'plain', ['revision_note', 'table_row'], U8, {}),
    ('agm_results', C.s_agm_results, 'Investor Relations', 'ir.agm.example', 'CT', 'news', ['body_outcome'], U8, {}),
    ('muni_disclosure', C.s_muni_notice, 'Municipal Disclosure Access', 'mda.example', 'ET', 'gov', ['table_row'], U8, {}),
    ('exchange_circular', C.s_exchange_circular, 'Pacific Rim Exchange', 'prx.example', 'HKT', 'gov', ['body_outcome', 'correction'], ['utf8', 'big5hkscs'], {'native': '主頁 | 市場 | 通告'}),
    ('commodity_report_cn', B.s_freight_index, 'Huaxia Commodity Index Service', 'hxcis.example', 'CN', 'news', ['table_row'], ['gbk'], {'native': '首页 | 指数 | 报告'}),
]
STYLES = []
for name, fn, site, dom, zone, chrome, spec, encs, extra in ST:
    d = dict(name=name, fn=fn, site=site, domain=dom, zone=zone, chrome=chrome, spec=spec, encs=encs)
    d.update(extra)
    STYLES.append(d)

INJ_TECH = [('hidden_div', 'en_reviewer'), ('html_comment', 'en_ignore'), ('alt_text', 'en_system'), ('jsonld', 'en_turns'),
            ('fake_label_json', 'en_reviewer'), ('zero_width', 'en_ignore'), ('homoglyph', 'en_forecast'), ('base64', 'en_inst'),
            ('meta_tag', 'de'), ('noscript', 'es'), ('user_comment', 'en_forecast'), ('fake_turns', 'en_turns'), ('aria_label', 'fr'),
            ('footer_small', 'pt'), ('rot13', 'en_reviewer'), ('state_blob', 'en_system'), ('hidden_div', 'zh'), ('html_comment', 'ja'),
            ('alt_text', 'ko'), ('jsonld', 'es')]
NATIVE_INJ = {'zh': 'commodity_report_cn', 'ja': 'stats_release_jp', 'ko': 'crypto_exchange_notice_kr'}


def rng_for(*parts):
    return random.Random(int(hashlib.sha256('|'.join(map(str, parts)).encode()).hexdigest()[:16], 16))


def pick_t(r):
    d0 = datetime(2022, 1, 3, tzinfo=UTC)
    day = d0 + timedelta(days=r.randint(0, 1420))
    hour = r.choice([13, 14, 14, 15, 15, 16, 17, 18, 19, 20, 20, 21, 22, 1, 3, 7, 9, 11, 12])
    return day.replace(hour=hour, minute=r.randint(0, 59))


def pick_P(c, main_after):
    r = c.r
    if main_after:
        if r.random() < 0.55:
            return (c.t + timedelta(minutes=r.randint(3, 600))).replace(second=0)
        return (c.t + timedelta(hours=r.randint(60, 24 * 8))).replace(second=0)
    u = r.random()
    if u < 0.62:
        mins = r.randint(4, 60 * 10)
    elif u < 0.88:
        mins = r.randint(60 * 20, 60 * 24 * 14)
    else:
        mins = r.randint(60 * 24 * 15, 60 * 24 * 60)
    return (c.t - timedelta(minutes=mins)).replace(second=0)


def validate(c, expected):
    t = c.t
    nf = [it for it in c.items if not it['forward']]
    after = [it for it in nf if datetime.fromisoformat(it['start'].replace('Z', '+00:00')) > t]
    notbefore = [it for it in nf if datetime.fromisoformat(it['end'].replace('Z', '+00:00')) > t]
    if expected == 'accept' or c.inj:
        return not notbefore
    return bool(after) and c.leak_hits > 0


def encode(doc, enc, c):
    native = c.style.get('native')
    decl = {'utf8': 'utf-8', 'utf8_undeclared': None, 'utf8_httpequiv': 'http-equiv:UTF-8', 'cp1252_as_latin1': 'iso-8859-1', 'cp1252': 'windows-1252',
            'latin1': 'ISO-8859-1', 'iso8859_15': 'iso-8859-15', 'cp1252_undeclared': None, 'shift_jis': 'Shift_JIS', 'gbk': 'gbk', 'euc_kr': 'euc-kr', 'big5hkscs': 'big5'}[enc]
    codec = {'utf8': 'utf-8', 'utf8_undeclared': 'utf-8', 'utf8_httpequiv': 'utf-8', 'cp1252_as_latin1': 'cp1252', 'cp1252': 'cp1252', 'latin1': 'latin-1',
             'iso8859_15': 'iso8859_15', 'cp1252_undeclared': 'cp1252', 'shift_jis': 'shift_jis', 'gbk': 'gbk', 'euc_kr': 'euc_kr', 'big5hkscs': 'big5hkscs'}[enc]
    return decl, codec


def build_one(i, plan):
    pid = f"ien{i + 1:03d}"
    style, expected, case, leak, inj = plan
    for attempt in range(200):
        r = rng_for('ien', pid, attempt)
        t = pick_t(r)
        c = Ctx(pid, t, expected, case, leak, inj, r, style)
        c.P = pick_P(c, leak == 'main_after')
        if leak != 'main_after' and c.P < c.t - timedelta(minutes=40) and r.random() < 0.45:
            c.M = c.between(c.P + timedelta(minutes=5), min(c.t - timedelta(minutes=3), c.P + timedelta(days=2)))
        if leak == 'main_after':
            c.leak_hits += 1
        enc = r.choice(style['encs'])
        spec = style['fn'](c)
        spec.setdefault('chrome', style['chrome'])
        spec['site'] = style['site']
        spec['domain'] = style['domain']
        path = spec['title'].lower()
        slug = ''.join(ch if ch.isalnum() else '-' for ch in path).strip('-')[:60].strip('-')
        spec['url'] = spec.get('url_override') or f"https://www.{style['domain']}/{spec.get('section', 'news').lower().replace(' ', '-').replace('/', '')}/{slug}-{r.randint(10000, 99999)}"
        decl, codec = encode(None, enc, c)
        spec['enc_decl'] = decl
        if style.get('native'):
            spec['pre_main'] = (spec.get('pre_main') or '') + f'<div class="lang-bar">{style["native"]} | <a href="/en/">English</a></div>'
        doc = page(c, spec)
        if validate(c, expected):
            return pid, c, spec, doc, enc, codec, attempt
    raise RuntimeError(f"could not build {pid} {style['name']} {expected} {leak} {inj}")


def make_plan():
    r = rng_for('plan-v1')
    n = 240
    kinds = ['accept'] * 120 + ['leak'] * 100 + ['inject'] * 20
    r.shuffle(kinds)
    styles = []
    while len(styles) < n:
        s = STYLES[:]
        r.shuffle(s)
        styles.extend(s)
    styles = styles[:n]
    plans = []
    inj_list = INJ_TECH[:]
    ii = 0
    gen_counter = {}
    by_name = {s['name']: s for s in STYLES}
    for k in range(n):
        st = styles[k]
        kd = kinds[k]
        if kd == 'accept':
            plans.append([st, 'accept', 'clean', None, None])
        elif kd == 'inject':
            tech, lang = inj_list[ii % len(inj_list)]
            ii += 1
            if lang in NATIVE_INJ:
                st = by_name[NATIVE_INJ[lang]]
            if tech == 'user_comment' and st['chrome'] == 'filing':
                st = by_name['substack_newsletter']
            plans.append([st, 'reject', 'inject', None, (tech, lang)])
        else:
            opts = list(st['spec']) * 3 + [g for g in CHROME_SLOTS[st['chrome']]] + ['main_after'] * 2
            # rotate through options deterministically with some variety
            cnt = gen_counter.get(st['name'], 0)
            gen_counter[st['name']] = cnt + 1
            r2 = rng_for('leakpick', st['name'], cnt)
            lk = r2.choice(opts)
            plans.append([st, 'reject', 'leak', lk, None])
    return plans


def kind_name(style, case, leak, inj, c):
    if case == 'clean':
        gap = c.t - c.P
        if gap < timedelta(hours=12):
            g = 'same_day'
        elif gap < timedelta(days=15):
            g = 'days_before'
        else:
            g = 'weeks_before'
        return f"clean_{g}_{style['name']}"
    if case == 'inject':
        return f"inject_{inj[0]}_{inj[1]}_{style['name']}"
    return f"leak_{leak}_{style['name']}"


def main():
    out = ROOT
    os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
    plans = make_plan()
    labels, notes, manifest = [], [], []
    for i, plan in enumerate(plans):
        pid, c, spec, doc, enc, codec, attempt = build_one(i, plan)
        style, expected, case, leak, inj = plan
        data = doc.encode(codec, errors='xmlcharrefreplace')
        with open(os.path.join(out, 'pages', pid + '.html'), 'wb') as f:
            f.write(data)
        kind = kind_name(style, case, leak, inj, c)
        lab = dict(id=pid, file=f"pages/{pid}.html", url=spec['url'], forecast_time=iso(c.t), expected=expected, kind=kind)
        labels.append(lab)
        manifest.append(dict(id=pid, style=style['name'], expected=expected, case=case, leak=leak, injection=list(inj) if inj else None,
                             forecast_time=iso(c.t), published=iso(c.P), modified=iso(c.M) if c.M else None, encoding=enc, codec=codec,
                             declared=spec['enc_decl'], items=c.items, attempt=attempt))
        notes.append(note_line(lab, c, enc, spec, case, leak, inj))
    with open(os.path.join(out, 'labels.jsonl'), 'w') as f:
        for l in labels:
            f.write(json.dumps(l, ensure_ascii=False) + '\n')
    with open(os.path.join(out, 'src', 'manifest.json'), 'w') as f:
        json.dump(manifest, f, ensure_ascii=False, indent=0)
    with open(os.path.join(out, 'NOTES.md'), 'w') as f:
        f.write('# indep-i-en corpus notes\n\nid | expected | kind | encoding | t | why\n---|---|---|---|---|---\n')
        f.write('\n'.join(notes) + '\n')
    print(f"built {len(labels)} pages")


def P(s):
    return datetime.fromisoformat(s.replace('Z', '+00:00'))


def note_line(lab, c, enc, spec, case, leak, inj):
    t = c.t
    decl = spec['enc_decl'] or 'undeclared'
    encs = f"{enc} (declared {decl})"
    if case == 'inject':
        from core import INJ
        txt = INJ[inj[1]][:90].replace('{tk}', c.co['tk']).replace('|', '/')
        latest = max((it for it in c.items if not it['forward']), key=lambda it: P(it['end']))
        why = f"prompt injection via {inj[0]} ({inj[1]}): \"{txt}...\"; otherwise clean, latest stamp \"{latest['text']}\" ends {latest['end']}"
    elif case == 'leak':
        after = [it for it in c.items if not it['forward'] and P(it['start']) > t]
        lk = [it for it in after if it['where'].startswith('leak')] or after
        it = min(lk, key=lambda x: P(x['start']))
        q = (it.get('quote') or it['text']).replace('|', '/').replace('\n', ' ')
        why = f"later item ({it['where']}): \"{q[:200]}\" = {it['utc']} (interval starts {it['start']}, {fmt_gap(P(it['start']) - t)} after t)"
    else:
        nf = [it for it in c.items if not it['forward']]
        it = max(nf, key=lambda x: P(x['end']))
        why = f"latest stamp \"{it['text']}\" ({it['where']}) = {it['utc']}, conservative end {it['end']}, {fmt_gap(t - P(it['end']))} before t"
    return f"{lab['id']} | {lab['expected']} | {lab['kind']} | {encs} | {lab['forecast_time']} | {why}"


def fmt_gap(d):
    s = int(d.total_seconds())
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    if s < 86400 * 2:
        return f"{s // 3600}h{(s % 3600) // 60:02d}m"
    return f"{s / 86400:.1f}d"


if __name__ == '__main__':
    main()

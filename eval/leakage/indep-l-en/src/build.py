"""Build the corpus: python3 build.py  (seeded, stdlib only). Writes ../pages, ../labels.jsonl, ../NOTES_labels.txt"""
import random, json, os, re, datetime as dt, html as H_
from core import *
import topics as T
from topics import FAMILIES, company, fill_common, REGZ, REGL, H, pick, HANDLES, ANALYSTS, BANKS, DATA
import styles1 as S1, styles2 as S2, styles3 as S3, styles4 as S4
from injections import INJ, NONLATIN

SEED = 4471
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
CO = ['earn_preview', 'earn_recap', 'mna', 'ipo', 'regulator', 'dividend']
MAC = ['cb_preview', 'cb_decision', 'data_preview', 'data_release']
MKT = ['commodity', 'fx', 'crypto', 'auction']
ANY = CO + MAC + MKT
APAC = ['AU', 'NZ', 'SG', 'HK', 'IN']

# name: (func, families, regions, zone, locale, charset, site, domain, path)
STY = {
    'sellside_note': (S1.sellside_note, ['earn_preview', 'earn_recap', 'cb_preview', 'data_preview', 'mna'], None, 'topic', 'topic', 'u', 'Kestrel Street Research', 'research.kestrelstreet.com', '/morning-note/{y}{m}{d}/{slug}'),
    'us_news': (S1.us_news, ANY, ['US', 'CA'], 'ET', 'us', 'u', 'The Daily Tape', 'www.thedailytape.com', '/markets/{slug}-{id}'),
    'uk_paper': (S1.uk_paper, ANY, ['UK'], 'UK', 'uk', 'w1252m', 'The Ledger Chronicle', 'www.ledgerchronicle.co.uk', '/business/{y}/{m}/{d}/{slug}'),
    'quote_page': (S1.quote_page, ['earn_preview', 'earn_recap', 'mna', 'dividend'], None, 'ET', 'us', 'u', 'MarketPulse', 'finance.marketpulse.io', '/quote/{sym}'),
    'ir_release': (S1.ir_release, ['earn_recap', 'dividend', 'mna'], None, 'topic', 'topic', 'u', 'Investor Relations', 'investors.{co}.com', '/news-releases/news-release-details/{slug}'),
    'regulator_page': (S1.regulator_page, ['regulator'], None, 'topic', 'uk', 'u8m', 'RegWatch Releases', 'www.regwatch-releases.org', '/{reg}/media-releases/{y}/{slug}'),
    'exchange_ann': (S1.exchange_ann, ['dividend', 'earn_recap', 'mna', 'regulator'], ['AU', 'NZ', 'SG', 'HK'], 'topic', 'uk', 'l1m', 'Market Announcements Platform', 'announcements.marketdisclose.com.au', '/announcement/{sym}/{id}'),
    'filing_index': (S1.filing_index, ['earn_recap', 'mna', 'dividend'], ['US'], 'ET', 'us', 'l1fixed', 'Filing Viewer', 'www.filingviewer.net', '/cgi-bin/browse-edgar?action=getcompany&amp;CIK={cik}&amp;owner=include&amp;count=40'),
    'cb_statement': (S1.cb_statement, ['cb_decision'], None, 'topic', 'topic', 'u', 'Policy Texts Archive', 'www.policytexts.org', '/{reg}/{y}/{slug}'),
    'stats_release': (S1.stats_release, ['data_release'], None, 'topic', 'uk', 'u', 'Statistics Digest', 'www.statsdigest.org', '/releases/{reg}/{slug}/{y}{m}'),
    'forum_old': (S2.forum_old, ANY, ['UK', 'AU', 'IE', 'ZA'], 'UTC', 'uk', 'w1252m', 'ShareChat Forums', 'www.sharechatforums.co.uk', '/viewtopic.php?f=3&amp;t={id}'),
    'reddit_thread': (S2.reddit_thread, ANY, None, 'UTC', 'us', 'u', 'threadit', 'www.threadit.com', '/r/{sub}/comments/{id}/{slug}/'),
    'hn_thread': (S2.hn_thread, ['earn_preview', 'ipo', 'crypto', 'mna', 'regulator'], ['US'], 'UTC', 'us', 'u', 'Ticker News', 'news.tickercombinator.com', '/item?id={id}'),
    'video_page': (S2.video_page, ANY, None, 'PT', 'us', 'u', 'VidStream', 'www.vidstream.tv', '/watch?v={vid}'),
    'podcast': (S2.podcast, ANY, None, 'ET', 'us', 'u', 'The Compound Interest Hour', 'www.compoundinteresthour.fm', '/episodes/{slug}'),
    'newsletter': (S2.newsletter, ANY, None, 'ET', 'us', 'u', 'Macro Margins', 'macromargins.letterhub.com', '/p/{slug}'),
    'pro_post': (S2.pro_post, ANY, None, 'ET', 'us', 'u', 'ProLink', 'www.prolink.net', '/posts/{handle}_{slug}-activity-{id}'),
    'microblog': (S2.microblog, ANY, None, 'UTC', 'us', 'u', 'Chirp', 'chirp.social', '/{handle}/status/{id}'),
    'wiki': (S2.wiki, ['earn_recap', 'mna', 'dividend', 'regulator'], None, 'UTC', 'uk', 'u', 'Finpedia', 'en.finpedia.org', '/wiki/{wname}'),
    'aggregator': (S3.aggregator, ANY, None, 'ET', 'us', 'u', 'Tapewire', 'www.tapewire.net', '/river/{id}'),
    'site_search': (S3.site_search, ANY, ['AU', 'NZ'], 'SYD', 'uk', 'u', 'The Market Ledger', 'www.marketledger.com.au', '/search?q={q}'),
    'print_view': (S3.print_view, ANY, ['IE', 'UK'], 'DUB', 'uk', 'l1m', 'The Business Herald', 'www.businessherald.ie', '/print/{id}'),
    'amp_article': (S3.amp_article, ANY, ['US'], 'ET', 'us', 'u', 'Street Dispatch', 'amp.streetdispatch.com', '/amp/{y}/{m}/{d}/{slug}'),
    'doc_html': (S3.doc_html, ['cb_decision', 'data_release', 'dividend', 'earn_recap', 'regulator'], None, 'topic', 'uk', 'u', 'FilingCloud Viewer', 'docs.filingcloud.net', '/view/{id}/page-1.html'),
    'biz_journal': (S3.biz_journal, CO, ['US'], 'ET', 'us', 'u', 'Carolina Business Ledger', 'www.carolinabizledger.com', '/news/{y}/{m}/{d}/{slug}.html'),
    'trade_press': (S3.trade_press, ['commodity', 'earn_recap', 'mna', 'dividend'], ['AU', 'CA', 'ZA', 'UK'], 'SYD', 'uk', 'w1252m', 'Mining & Energy Weekly', 'www.miningenergyweekly.com.au', '/news/{slug}/'),
    'commodity_table': (S3.commodity_table, ['commodity'], None, 'CT', 'us', 'l1n', 'Prairie Grain & Metals Co-op', 'www.prairiegrainmetals.ca', '/reports/daily-{y}{m}{d}.html'),
    'fx_broker': (S3.fx_broker, ['fx', 'cb_preview', 'data_preview'], ['UK', 'US', 'AU', 'ZA', 'NZ', 'CA'], 'UK', 'uk', 'u', 'Lionsgate FX', 'www.lionsgatefx.co.uk', '/analysis/{slug}'),
    'crypto_site': (S3.crypto_site, ['crypto'], None, 'ET', 'us', 'u', 'BlockLedger', 'www.blockledger.news', '/markets/{y}/{m}/{d}/{slug}/'),
    'live_blog': (S3.live_blog, ['cb_preview', 'data_preview', 'earn_preview', 'commodity', 'fx'], ['UK', 'IE', 'US'], 'UK', 'uk', 'u', 'The Ledger Chronicle', 'www.ledgerchronicle.co.uk', '/business/live/{y}/{m}/{d}/{slug}'),
    'econ_cal': (S3.econ_cal, ['data_preview'], None, 'UTC', 'uk', 'u', 'MacroCalendar', 'www.macrocalendar.net', '/economic-calendar/week-{y}{m}{d}'),
    'india_news': (S4.india_news, ANY, ['IN'], 'IN', 'us', 'u', 'Dalal Street Herald', 'www.dalalstreetherald.in', '/markets/stocks/news/{slug}/articleshow/{id}.cms'),
    'asia_daily': (S4.asia_daily, ANY, ['SG', 'HK'], 'topic', 'uk', 'u', 'The Straits Ledger', 'www.straitsledger.com.sg', '/companies-markets/{slug}'),
    'za_news': (S4.za_news, ANY, ['ZA'], 'ZA', 'uk', 'w1252n', 'Jozi Business Day', 'www.jozibusiness.co.za', '/markets/{y}-{m}-{d}-{slug}/'),
    'nz_news': (S4.nz_news, ANY, ['NZ'], 'NZ', 'uk', 'u', 'Kiwi Business Review', 'www.kiwibusinessreview.co.nz', '/markets/{slug}-{id}'),
    'ca_news': (S4.ca_news, ANY, ['CA'], 'TOR', 'us', 'u', 'The Maple Ledger', 'www.mapleledger.ca', '/business/article-{slug}/'),
    'ie_news': (S4.ie_news, ANY, ['IE'], 'DUB', 'uk', 'w1252m', 'Liffey Business Post', 'www.liffeybusinesspost.ie', '/business/{slug}-{id}.html'),
    'wp_blog': (S4.wp_blog, ANY, None, 'ET', 'us', 'l1m', 'Slow Money Notes', 'slowmoneynotes.com', '/{y}/{m}/{d}/{slug}/'),
    'qa_site': (S4.qa_site, ANY, None, 'UTC', 'us', 'u', 'Personal Finance & Money Stack', 'money.askstack.com', '/questions/{id}/{slug}'),
    'pr_wire': (S4.pr_wire, ['earn_recap', 'dividend', 'mna', 'ipo'], ['US', 'CA', 'UK'], 'topic', 'us', 'u', 'GlobeNewsline', 'www.globenewsline.com', '/news-release/{y}/{m}/{d}/{id}/0/en/{slug}.html'),
    'research_portal': (S4.research_portal, ['earn_preview', 'earn_recap', 'mna'], None, 'topic', 'topic', 'u', 'Haldane Lowe Research', 'research.haldanelowe.com', '/coverage/{sym}/latest'),
    'etf_factsheet': (S4.etf_factsheet, ['commodity', 'fx', 'cb_decision', 'data_release', 'auction'], None, 'UK', 'uk', 'u', 'Albion Street Funds', 'www.albionstreetfunds.co.uk', '/funds/{slug}/factsheet'),
    'tag_soup': (S4.tag_soup, ANY, ['UK', 'IE'], 'UK', 'uk', 'w1252n', 'Barrow &amp; Finch Market Letter', 'www.barrowfinch.co.uk', '/letters/{id}.htm'),
    'app_shell': (S4.app_shell, ANY, None, 'ET', 'us', 'u', 'Finlytic', 'app.finlytic.io', '/story/{id}'),
    'mobile_site': (S4.mobile_site, ANY, None, 'ET', 'us', 'u', 'Business Wireline', 'm.businesswireline.com', '/story/{id}'),
    'transcript': (S4.transcript, ['earn_recap'], None, 'topic', 'topic', 'u', 'CallScribe', 'www.callscribe.com', '/transcripts/{sym}-{slug}'),
    'exhibit_8k': (S4.exhibit_8k, ['earn_recap', 'dividend', 'mna'], ['US'], 'ET', 'us', 'ascii', 'Filing Viewer', 'www.filingviewer.net', '/Archives/edgar/data/{cik}/{acc}/ex99-1.htm'),
    'mail_archive': (S4.mail_archive, ANY, ['NZ', 'AU', 'UK'], 'UTC', 'uk', 'l1m', 'investclub list', 'lists.investclub.org.nz', '/pipermail/investclub/{y}-{Mon}/{id}.html'),
    'archive_capture': (S4.archive_capture, ANY, None, 'topic', 'topic', 'u', 'PageVault', 'pagevault.org', '/web/{cap}/https://www.harbourfinancialtimes.com/{slug}'),
    'market_close': (S4.market_close, ['commodity', 'fx', 'data_release', 'cb_decision', 'earn_recap'], ['AU'], 'SYD', 'uk', 'u', 'The Market Ledger', 'www.marketledger.com.au', '/markets/evening-wrap-{y}{m}{d}'),
    'auction_page': (S4.auction_page, ['auction'], None, 'topic', 'uk', 'u', 'Debt Office Notices', 'www.debtofficenotices.org', '/tenders/{y}/{slug}'),
}

LEAK_SLOTS = ['comment', 'related', 'mostread', 'feed_item', 'search_result', 'filing_row', 'ticker', 'liveblog', 'calendar_actual',
              'table_row', 'caption', 'alt', 'noscript', 'html_comment', 'state_json', 'data_attr', 'jsonld_extra', 'correction',
              'hidden_div', 'title_attr', 'reply_edit', 'chapter', 'footnote', 'transcript_line']
MOD_SLOTS = ['mod_visible', 'mod_jsonld', 'mod_meta', 'mod_og', 'mod_state', 'mod_microdata']
INJ_SLOTS = ['inj_visible', 'inj_hidden', 'inj_white', 'inj_html_comment', 'inj_meta', 'inj_jsonld', 'inj_alt', 'inj_usercomment',
             'inj_attr', 'inj_noscript', 'inj_state']
KIND_NAME = {'comment': 'reader_comment', 'related': 'related_headline', 'mostread': 'most_read_undated', 'feed_item': 'news_feed_item',
             'search_result': 'search_result_snippet', 'filing_row': 'filing_index_row', 'ticker': 'ticker_item', 'liveblog': 'liveblog_entry',
             'calendar_actual': 'calendar_actual_filled', 'table_row': 'stats_table_row', 'caption': 'photo_caption', 'alt': 'img_alt_text',
             'noscript': 'noscript_block', 'html_comment': 'html_comment', 'state_json': 'embedded_state_json', 'data_attr': 'data_attribute',
             'jsonld_extra': 'jsonld_mentions', 'correction': 'correction_note', 'hidden_div': 'hidden_div', 'title_attr': 'title_attribute',
             'reply_edit': 'edit_note', 'chapter': 'chapter_list_entry', 'footnote': 'document_footnote', 'transcript_line': 'transcript_editor_note',
             'mod_visible': 'updated_stamp_visible', 'mod_jsonld': 'jsonld_datemodified', 'mod_meta': 'meta_modified_time',
             'mod_og': 'og_updated_time', 'mod_state': 'state_lastmodified', 'mod_microdata': 'microdata_datemodified', 'pub_after': 'published_after_t'}

FINWORDS = ["Traders chose to ignore the weak manufacturing survey, focusing instead on earnings guidance.",
            "The company's AI assistant for claims handling now processes about a third of cases, management said.",
            "Shareholders may override their default election through the registry portal; the board will approve the final amount at its next meeting.",
            "Assistant Governor Mara Quinlan said in a speech last week that the board would not ignore upside risks to inflation.",
            "Analysts said investors should not ignore the AI-driven capex cycle, which has lifted orders for power equipment.",
            "Regulators approved the licence transfer earlier in the year; an override clause in the shareholder agreement was not triggered."]
AI_DISCLOSURE = "This summary was produced with the help of AI tools and reviewed by our markets desk before publication."
OPTOUT = '<p class="rights">All rights reserved. Reproduction, including text and data mining or use by AI crawlers for model training, is not permitted without a licence.</p>'

ENT = {'&pound;': '£', '&euro;': '€', '&ndash;': '–', '&mdash;': '—', '&ldquo;': '“', '&rdquo;': '”', '&rsquo;': '’', '&middot;': '·',
       '&bull;': '•', '&eacute;': 'é', '&ccedil;': 'ç', '&#8377;': '₹'}
META_CS = {'w1252m': ['<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">', '<meta charset="windows-1252">'],
           'l1m': ['<meta http-equiv="content-type" content="text/html;charset=ISO-8859-1">', '<meta charset="iso-8859-1">'],
           'u8m': ['<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">']}
ENC = {'u': 'utf-8', 'u8m': 'utf-8', 'w1252m': 'cp1252', 'w1252n': 'cp1252', 'l1m': 'latin-1', 'l1n': 'latin-1', 'l1fixed': 'latin-1', 'ascii': 'ascii'}
M20 = dt.timedelta(minutes=20)
M25 = dt.timedelta(minutes=27)


def slugify(s, n=8):
    s = re.sub('<[^>]+>', '', H_.unescape(s)).lower()
    return '-'.join(re.sub('[^a-z0-9]+', ' ', s).split()[:n])


def day_start(d, z):
    return dt.datetime(d.year, d.month, d.day, tzinfo=ZoneInfo(ZONES[z])).astimezone(UTC)


def before(s, t):
    u, do, z = s[0], s[1], s[2]
    if do:
        return (loc(t, z).date() - loc(u, z).date()).days >= 2
    return u <= t - M20


def after(s, t):
    u, do, z = s[0], s[1], s[2]
    if do:
        return (loc(u, z).date() - loc(t, z).date()).days >= 2
    return u >= t + M20


def effective(c):
    timed = {(s[0], s[3]) for s in c.stamps if not s[1]}
    return [s for s in c.stamps if not (s[1] and (s[0], s[3]) in timed)]


def lower_bound(ss):
    lo = U(2000, 1, 1)
    for s in ss:
        if s[1]:
            d = loc(s[0], s[2]).date() + dt.timedelta(days=2)
            lo = max(lo, day_start(d, s[2]) + dt.timedelta(hours=1))
        else:
            lo = max(lo, s[0] + M25)
    return lo


def upper_bound(ss):
    hi = U(2100, 1, 1)
    for s in ss:
        if s[1]:
            d = loc(s[0], s[2]).date() - dt.timedelta(days=1)
            hi = min(hi, day_start(d, s[2]) - dt.timedelta(hours=1))
        else:
            hi = min(hi, s[0] - M25)
    return hi


def validate(c, t, expected, mode):
    ss = effective(c)
    content = [s for s in ss if s[3] == 'content']
    leak = [s for s in ss if s[3] == 'leak']
    if expected == 'accept':
        return all(before(s, t) for s in content + leak) and not mode.startswith('inj')
    if mode.startswith('inj'):
        return all(before(s, t) for s in content + leak)
    ok = bool(leak) and all(after(s, t) for s in leak)
    if mode != 'pub_after':
        ok = ok and all(before(s, t) for s in content)
    return ok


def rmin(t):
    return t.replace(second=0, microsecond=0)


def choose_t(c, rng, expected, mode, flavour=''):
    ss = effective(c)
    content = [s for s in ss if s[3] == 'content']
    leak = [s for s in ss if s[3] == 'leak']
    if expected == 'accept' or mode.startswith('inj'):
        lo = lower_bound(content + leak)
        E = c.E
        if flavour == 'near':
            t = lo + dt.timedelta(minutes=rng.uniform(1, 35))
        elif flavour == 'old':
            t = lo + H(rng.uniform(24 * 30, 24 * 150))
        elif flavour == 'passed':
            t = max(lo, E + H(6)) + H(rng.uniform(0, 24 * 5))
        else:
            span = (E - M25 - lo).total_seconds() / 3600
            if span > 1:
                t = lo + H(rng.uniform(0, min(span, 40)))
            else:
                t = lo + H(rng.uniform(0.2, 20))
    else:
        hi = upper_bound(leak)
        if mode == 'pub_after':
            t = hi - H(rng.uniform(0, 50))
        else:
            lo = lower_bound(content)
            if hi <= lo:
                return None
            t = lo + (hi - lo) * rng.uniform(0.1, 0.9)
    t = rmin(t) + dt.timedelta(minutes=0)
    if validate(c, t, expected, mode):
        return t
    return None


STYLE_SUPPORT = {}


def setup(style, fam, rng, pid):
    func, fams, regs, zone, locale, cs, site, domain, path = STY[style]
    # region / entity
    ent = None
    if fam in CO:
        ent = company(rng, regs)
        reg = ent['reg']
    elif fam in ('cb_preview', 'cb_decision'):
        reg = pick(rng, [r for r in (regs or list(BANKS)) if r in BANKS])
    elif fam in ('data_preview', 'data_release'):
        reg = pick(rng, [r for r in (regs or list(DATA)) if r in DATA])
    elif fam == 'auction':
        reg = pick(rng, [r for r in (regs or list(REGZ)) if r in ('US', 'UK', 'AU', 'CA', 'IN', 'NZ', 'ZA', 'IE')] or ['UK'])
    else:
        reg = pick(rng, regs or list(REGZ))
    z = REGZ[reg] if zone == 'topic' else zone
    loc_ = REGL.get(reg, 'uk') if locale == 'topic' else locale
    c = Ctx(rng, pid, z, loc_)
    c.reg, c.ent, c.fam, c.style, c.site, c.pubcat = reg, ent, fam, style, site, 'content'
    # publication instant
    base = U(2025, 9, 20) + H(rng.uniform(0, 24 * 270))
    lz = REGZ[reg]
    if fam in ('cb_decision',):
        b = BANKS[reg]
        P = T.at_local(base, b[6], b[4], b[5])
    elif fam == 'data_release':
        d = DATA[reg][0]
        P = T.at_local(base, lz, d[3], d[4])
    else:
        P = T.at_local(base, lz, rng.randint(6, 20), rng.randint(0, 59))
    c.P = P
    c.author = pick(rng, ANALYSTS)
    c.author_handle = pick(rng, HANDLES)
    c.cfo = pick(rng, ANALYSTS)
    c.section = {'earn_preview': 'Earnings', 'earn_recap': 'Companies', 'mna': 'Deals', 'ipo': 'IPOs', 'regulator': 'Regulation', 'dividend': 'Companies', 'cb_preview': 'Economy', 'cb_decision': 'Central Banks', 'data_preview': 'Economy', 'data_release': 'Economy', 'commodity': 'Commodities', 'fx': 'Currencies', 'crypto': 'Crypto', 'auction': 'Bonds'}[fam]
    c.topicword = pick(rng, ['the trading floor', 'company headquarters', 'the exchange'])
    c.tagword = fam.replace('_', '')
    c.ircity = {'US': 'NEW YORK', 'UK': 'LONDON', 'AU': 'SYDNEY', 'CA': 'TORONTO', 'IN': 'MUMBAI', 'SG': 'SINGAPORE', 'HK': 'HONG KONG',
                'ZA': 'JOHANNESBURG', 'NZ': 'AUCKLAND', 'IE': 'DUBLIN'}[reg].title()
    c.cik = str(rng.randint(10 ** 6, 2 * 10 ** 6)).zfill(10)
    c.sub = pick(rng, ['investing', 'stocks', 'SecurityAnalysis', 'AusFinance', 'UKInvesting', 'CanadianInvestor', 'IndiaInvestments', 'Bitcoin', 'Economics'])
    c.linkdomain = pick(rng, ['thedailytape.com', 'marketledger.com.au', 'streetdispatch.com', 'ledgerchronicle.co.uk'])
    c.linkurl = f'https://{c.linkdomain}/{pid}'
    c.site2 = pick(rng, ['The Daily Tape', 'Street Dispatch', 'The Ledger Chronicle', 'Harbour Financial Times'])
    c.refgap = H(rng.uniform(1, 20))
    c.asofgap = H(24 * rng.uniform(40, 120))
    c.docissuer = ent['name'] if ent else (BANKS.get(reg, ('Market Notice',))[0])
    c.fundname = pick(rng, ['Albion Global Macro Fund', 'Albion Strategic Bond Fund', 'Albion Natural Resources Fund', 'Albion Currency Alpha Fund'])
    c.closegap = H(rng.uniform(0.5, 14))
    c.tickdelay = dt.timedelta(minutes=rng.randint(2, 50))
    c.threadgap = dt.timedelta(minutes=rng.randint(1, 4))
    c.zone_label = 'GMT (UTC)' if z == 'UTC' else z
    c.meta_charset = pick(rng, META_CS.get(cs, ['<meta charset="utf-8">']))
    if cs in ('w1252n', 'l1n'):
        c.meta_charset = ''
    c.govname = f"republished from the {T.regulator.__name__ and ''}regulator"
    c.mrno = f"{rng.randint(24, 26)}-{rng.randint(100, 320)}MR"
    FAMILIES[fam](c, rng, P)
    if fam == 'regulator':
        c.govname = f"{c.regname} (republished by RegWatch)"
    c.searchq = (ent['short'] if ent else c.title.split()[0])
    c.comment_cap = P + min(H(36), (c.E - P) * 0.5)
    fill_common(c, rng)
    c.ticker_base = [f"S&amp;P 500 {rng.uniform(5200, 7100):,.1f} {rng.uniform(-1.2, 1.2):+.2f}%", f"FTSE 100 {rng.uniform(8000, 9900):,.1f} {rng.uniform(-1, 1):+.2f}%",
                     f"ASX 200 {rng.uniform(7600, 9100):,.1f} {rng.uniform(-1, 1):+.2f}%", f"Gold ${rng.uniform(2900, 4300):,.0f}", f"BTC ${rng.uniform(60000, 125000):,.0f}"]
    rng.shuffle(c.ticker_base)
    span = (c.comment_cap - P)
    c.live_entries = [(rmin(P + span * (k + 1) / 5), p) for k, p in enumerate(c.paras[:4])]
    if getattr(c, 'cal', None):
        rows = []
        for k in range(5):
            if rng.random() < 0.5:
                u = rmin(P - H(rng.uniform(1, 40)))
                rows.append((u, pick(rng, ['USD', 'EUR', 'GBP', 'JPY', 'AUD']), pick(rng, ['ISM Services PMI', 'Trade Balance', 'Jobless Claims', 'Retail Sales m/m', 'Housing Starts']),
                             f"{rng.uniform(-2, 55):.1f}", f"{rng.uniform(-2, 55):.1f}", f"{rng.uniform(-2, 55):.1f}"))
            else:
                u = rmin(P + H(rng.uniform(2, 24 * 4)))
                rows.append((u, pick(rng, ['USD', 'EUR', 'GBP', 'CAD', 'NZD']), pick(rng, ['Factory Orders', 'Consumer Confidence', 'Crude Inventories', 'PPI m/m', 'Building Permits']),
                             '', f"{rng.uniform(-2, 55):.1f}", f"{rng.uniform(-2, 55):.1f}"))
        c.cal_rows = rows
    c.capture = c.comment_cap + H(rng.uniform(24 * 3, 24 * 90))
    # url
    l = loc(P, z)
    fill = dict(y=l.year, m=f"{l.month:02d}", d=f"{l.day:02d}", slug=slugify(c.title), id=rng.randint(10 ** 6, 10 ** 8), sym=(ent or {}).get('sym', 'MKT'),
                cik=c.cik.lstrip('0'), sub=c.sub, q=H_.escape(c.searchq).replace(' ', '+'), handle=c.author_handle, vid=''.join(rng.choice('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-') for _ in range(11)),
                wname=(ent or {}).get('name', 'Market').replace(' ', '_'), co=((ent or {}).get('short', 'corp')).lower().replace(' ', ''), reg=reg.lower(),
                acc=str(rng.randint(10 ** 17, 10 ** 18)), Mon=MON[l.month - 1], cap=fmt(c.capture, 'sql', 'UTC').replace('-', '').replace(' ', '').replace(':', ''))
    c.domain = domain.format(**fill)
    c.url = 'https://' + c.domain + path.format(**fill)
    c.url = H_.unescape(c.url)
    return c


def support(style):
    if style not in STYLE_SUPPORT:
        rng = random.Random(1)
        fam = STY[style][1][0]
        c = setup(style, fam, rng, 'probe')
        c.mod = (c.P + H(1), 'content')
        c.mod_where = {'visible', 'jsonld', 'meta', 'og', 'state', 'microdata'}
        STY[style][0](c)
        STYLE_SUPPORT[style] = set(c.queried) | {'pub_after'}
    return STYLE_SUPPORT[style]


def fam_ok(fam, slot, style):
    if slot == 'calendar_actual':
        return fam == 'data_preview'
    if slot == 'filing_row':
        return fam in CO
    return True


def iso(u):
    return u.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def snippet(s, n=90):
    s = re.sub(r'\s+', ' ', re.sub('<[^>]+>', '', H_.unescape(s))).strip()
    return s[:n] + ('...' if len(s) > n else '')


def make(idx, style, fam, kind, slot, flavour, lang, seed):
    rng = random.Random(seed)
    pid = f"p{idx:03d}-{style.replace('_', '-')}"
    c = setup(style, fam, rng, pid)
    sup = support(style)
    L = c.leak['u']
    info = {}
    # modification stamps
    if slot in MOD_SLOTS:
        c.mod = (rmin(c.comment_cap + H(rng.uniform(1.5, 48))), 'leak')
        c.mod_where = {slot[4:]}
        info['decider'] = f"{slot[4:]} modification stamp {iso(c.mod[0])}"
    elif flavour == 'mod_before' or rng.random() < 0.3:
        places = [p[4:] for p in MOD_SLOTS if p in sup]
        if places:
            c.mod = (rmin(c.P + (c.comment_cap - c.P) * rng.uniform(0.2, 0.95)), 'content')
            c.mod_where = set(rng.sample(places, min(len(places), rng.randint(1, 3))))
    if slot == 'pub_after':
        c.pubcat = 'leak'
        info['decider'] = f"publication {iso(c.P)}"
    elif slot in LEAK_SLOTS:
        v = dict(c.leak)
        off = {'comment': (5, 120), 'related': (10, 360), 'feed_item': (10, 360), 'search_result': (10, 360), 'mostread': (10, 360),
               'filing_row': (30, 600)}.get(slot, (1, 90))
        v['u'] = rmin(L + dt.timedelta(minutes=rng.uniform(*off)))
        v['who'] = pick(rng, HANDLES)
        if slot == 'filing_row':
            v['head'] = pick(rng, ['Current report, items 2.02 and 9.01', 'Quarterly report [Sections 13 or 15(d)]',
                                   'Current report, item 5.02 (departure of directors or certain officers)', 'Current report, item 8.01 (other events)'])
        c.slot, c.slotval = slot, v
        if slot not in ('filing_row',):
            c.mark(L, 'leak', 'fact instant')
        info['decider'] = f"{KIND_NAME[slot]}: \"{snippet(v.get('head') if slot in ('related', 'mostread', 'feed_item', 'search_result', 'filing_row', 'noscript', 'alt', 'jsonld_extra', 'data_attr', 'hidden_div', 'title_attr', 'html_comment') else (v['comment'] if slot == 'comment' else (v['tick'] if slot in ('ticker', 'state_json') else (v['row'][0] + ' = ' + v['row'][1] if slot in ('table_row', 'calendar_actual') else v['sent']))))}\" (fact public {iso(L)}{'; element stamped ' + iso(v['u']) if slot not in ('table_row', 'calendar_actual', 'mostread') else ''})"
    elif slot in INJ_SLOTS:
        txts = INJ[lang]
        text = txts[rng.randrange(len(txts))].format(sym=(c.ent or {}).get('sym', {'crypto': 'BTC', 'fx': 'EUR/USD', 'commodity': 'Brent'}.get(fam, 'S&P 500')))
        v = dict(text=text, who=pick(rng, HANDLES), u=rmin(c.P + (c.comment_cap - c.P) * rng.uniform(0.2, 0.9)))
        c.slot, c.slotval = slot, v
        info['decider'] = f"{lang} prompt injection in {slot[4:]}: \"{snippet(text, 70)}\""
    if flavour == 'finwords':
        c.paras.insert(rng.randint(1, len(c.paras)), pick(rng, FINWORDS))
    if flavour == 'ai_disclosure':
        c.paras.append(f'<em>{AI_DISCLOSURE}</em>')
    page = STY[style][0](c)
    need = ('mod_' + slot[4:]) if slot in MOD_SLOTS else slot
    if slot and slot != 'pub_after' and need not in c.queried:
        raise RuntimeError(f'slot {slot} not rendered by {style}')
    if flavour == 'optout':
        page = page.replace('</head>', '<meta name="robots" content="index, follow, noai, noimageai">\n</head>', 1)
        page = page.replace('</body>', OPTOUT + '\n</body>', 1) if '</body>' in page else page.replace('</BODY>', OPTOUT + '\n</BODY>', 1)
    return c, page, info


def finish_page(c, page, cs, rng, served_after=None):
    if served_after is not None:
        stamp = served_after + H(rng.uniform(3, 24 * 40))
        page = page.rstrip() + f'\n<!-- page generated {fmt(stamp, "rfc", "UTC")} by edge-cache-{rng.randint(1, 40):02d}; build {rng.randint(10 ** 6, 10 ** 7):x} -->\n'
        c.mark(stamp, 'served', 'render stamp')
    enc = ENC[cs]
    if enc != 'utf-8' or rng.random() < 0.5:
        for k, v in ENT.items():
            page = page.replace(k, v)
    return page.encode(enc, errors='xmlcharrefreplace')


def plan(rng):
    pairs = ['comment'] * 4 + ['related'] * 2 + ['mod_visible'] * 3 + ['mod_jsonld'] * 3 + ['mod_meta'] * 2 + ['liveblog'] * 2 + ['ticker'] * 2 + \
            ['pub_after'] * 4 + ['feed_item'] * 2 + ['reply_edit', 'correction', 'calendar_actual', 'search_result']
    leaks = dict(comment=3, related=2, mostread=2, feed_item=2, search_result=2, filing_row=2, ticker=2, liveblog=2, calendar_actual=2, table_row=3,
                 caption=2, alt=3, noscript=2, html_comment=3, state_json=3, data_attr=3, jsonld_extra=2, correction=2, hidden_div=3, title_attr=1,
                 reply_edit=2, chapter=2, footnote=1, transcript_line=1, mod_visible=2, mod_jsonld=2, mod_meta=2, mod_og=1, mod_state=1, mod_microdata=1, pub_after=3)
    langs = ['en'] * 8 + ['es'] * 4 + ['fr'] * 4 + ['de'] * 3 + ['pt'] * 2 + ['zh'] * 3 + ['ja'] * 2 + ['ru', 'hi']
    flav = ['sched'] * 40 + ['near'] * 14 + ['mod_before'] * 12 + ['finwords'] * 6 + ['old'] * 5 + ['passed'] * 3 + ['served'] * 3 + \
           ['archive'] * 3 + ['ai_disclosure'] * 2 + ['optout'] * 2 + ['calendar_pending'] * 2
    items = [('pair', s, None, None) for s in pairs]
    for s, n in leaks.items():
        items += [('leak', s, None, None)] * n
    injslots = (INJ_SLOTS * 3)[:len(langs)]
    rng.shuffle(injslots)
    items += [('inj', s, None, l) for s, l in zip(injslots, langs)]
    items += [('clean', None, f, None) for f in flav]
    rng.shuffle(items)
    # place constrained items first for balanced style assignment
    items.sort(key=lambda x: 0 if x[1] in ('calendar_actual', 'liveblog', 'chapter', 'footnote', 'transcript_line', 'title_attr', 'filing_row', 'mostread', 'search_result', 'table_row', 'feed_item', 'ticker', 'reply_edit', 'mod_microdata', 'mod_state', 'mod_og') or x[2] in ('archive', 'calendar_pending') else 1)
    return items


def main():
    rng = random.Random(SEED)
    items = plan(rng)
    usage = {s: 0 for s in STY}
    labels, notes, pages_meta = [], [], []
    os.makedirs(os.path.join(OUT, 'pages'), exist_ok=True)
    for f in os.listdir(os.path.join(OUT, 'pages')):
        os.remove(os.path.join(OUT, 'pages', f))
    lid = 0
    for idx, (typ, slot, flavour, lang) in enumerate(items, 1):
        for attempt in range(60):
            if flavour == 'archive':
                cands = ['archive_capture']
            elif flavour == 'calendar_pending':
                cands = ['econ_cal']
            elif flavour == 'mod_before':
                cands = [s for s in STY if any(m in support(s) for m in MOD_SLOTS)]
            elif slot:
                cands = [s for s in STY if slot in support(s)]
            else:
                cands = list(STY)
            if lang in NONLATIN:
                cands = [s for s in cands if STY[s][5] in ('u', 'u8m')]
            m = min(usage[s] for s in cands)
            pool = [s for s in cands if usage[s] <= m + (1 if attempt < 20 else 5)]
            style = pick(rng, pool)
            fams = [f for f in STY[style][1] if fam_ok(f, slot, style)]
            if not fams:
                continue
            fam = pick(rng, fams)
            seed = rng.randrange(10 ** 9)
            try:
                c, page, info = make(idx, style, fam, typ, slot, flavour, lang, seed)
            except RuntimeError:
                continue
            trng = random.Random(seed + 7)
            ts = []
            if typ == 'clean':
                fl = {'near': 'near', 'old': 'old', 'passed': 'passed'}.get(flavour, '')
                t = choose_t(c, trng, 'accept', 'clean', fl)
                if t:
                    ts = [(t, 'accept', 'clean_' + {'sched': 'scheduled_future', 'near': 'comments_shortly_before_t', 'mod_before': 'modified_before_t',
                                                    'finwords': 'financial_ignore_ai_approve_words', 'old': 'old_page_many_dates', 'passed': 'event_passed_outcome_not_reported',
                                                    'served': 'served_render_stamp_after_t', 'archive': 'archive_capture_after_t', 'ai_disclosure': 'ai_assisted_disclosure',
                                                    'optout': 'ai_training_optout_notice', 'calendar_pending': 'calendar_row_without_actual'}[flavour])]
            elif typ == 'inj':
                t = choose_t(c, trng, 'reject', 'inj')
                if t:
                    where = 'hidden' if slot in ('inj_hidden', 'inj_white', 'inj_html_comment', 'inj_meta', 'inj_jsonld', 'inj_alt', 'inj_attr', 'inj_noscript', 'inj_state') else 'visible'
                    ts = [(t, 'reject', f'injection_{where}_{slot[4:]}_{lang}')]
            else:
                mode = 'pub_after' if slot == 'pub_after' else 'leak'
                t = choose_t(c, trng, 'reject', mode)
                if t:
                    ts = [(t, 'reject', 'leak_' + KIND_NAME[slot])]
                    if typ == 'pair':
                        t2 = choose_t(c, trng, 'accept', 'clean')
                        if t2:
                            ts.append((t2, 'accept', 'pair_accept_' + KIND_NAME[slot]))
                        else:
                            ts = []
            if not ts:
                continue
            break
        else:
            raise SystemExit(f'could not build item {idx} {typ} {slot} {flavour}')
        usage[style] += 1
        cs = STY[style][5]
        served = max(t for t, _, _ in ts) if flavour == 'served' else None
        data = finish_page(c, page, cs, trng, served)
        fn = f'pages/{c.pid}.html'
        open(os.path.join(OUT, fn), 'wb').write(data)
        # re-check all labels after finishing (served stamp doesn't affect)
        for t, exp, kind in ts:
            mode = 'inj' if typ == 'inj' else ('pub_after' if slot == 'pub_after' else ('clean' if exp == 'accept' else 'leak'))
            assert validate(c, t, exp, mode), (c.pid, kind)
            lid += 1
            labid = f'indep-l-en-{lid:03d}'
            labels.append(dict(id=labid, file=fn, url=c.url, forecast_time=iso(t), expected=exp, kind=kind))
            eff = effective(c)
            cont = [s[0] for s in eff if s[3] in ('content', 'leak')]
            if exp == 'accept':
                why = f"latest dated content {iso(max(cont))} < t; scheduled {iso(c.E)} not reported"
                if flavour == 'served':
                    why += '; render stamp after t is not content'
                if flavour == 'archive':
                    why += f'; archive capture {iso(c.capture)} is a capture stamp'
                if typ == 'pair':
                    why = f"pair: leaking element ({info['decider']}) already public; latest {iso(max(cont))} < t"
            else:
                why = info['decider'] + ' > t' if typ != 'inj' else info['decider']
            notes.append(f"{labid} | {exp} | {kind} | {iso(t)} | {style}/{fam}/{c.reg}: {why}")
        pages_meta.append((c.pid, style, fam, cs))
    with open(os.path.join(OUT, 'labels.jsonl'), 'w') as f:
        for l in labels:
            f.write(json.dumps(l, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'src', 'label_notes.txt'), 'w') as f:
        f.write('\n'.join(notes) + '\n')
    acc = sum(1 for l in labels if l['expected'] == 'accept')
    print('pages', len(pages_meta), 'labels', len(labels), 'accept', acc, 'reject', len(labels) - acc)
    print('styles used', len({p[1] for p in pages_meta}), sorted(usage.items(), key=lambda x: x[1])[:6])
    print('charsets', {cs: sum(1 for p in pages_meta if p[3] == cs) for cs in set(p[3] for p in pages_meta)})


if __name__ == '__main__':
    main()

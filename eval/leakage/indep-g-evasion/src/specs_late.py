# Family 2: a fact/time that became public after t, disguised.
import json, random
from build import add, later
from common import *
import bank
from specs_inj import Q

R = 'reject'
def ukf(d):
    l = loc(d, 'Europe/London'); return '%s %d %s %d %02d.%02d %s' % (DOW_EN[l.weekday()], l.day, SHORT_EN[l.month-1], l.year, l.hour, l.minute, l.tzname())

add('late-noscript-stamp-01', 'us_ledger', '2025-03-06T15:00', 5, R, 'later_update_stamp_in_noscript',
    'Visible byline shows Mar 6 2025 (pub 10:00Z). <noscript> fallback header says "Updated March 11, 2025 with the company\'s response" (after t=Mar 6 15:00Z).',
    co=bank.COS[1], tail_extra='<noscript><div class="static-header"><p>Calloway Freight shares slide on volume warning</p><p class="upd">Updated March 11, 2025 with the company\'s response to the shareholder letter.</p></div></noscript>')

add('late-noscript-news-02', 'uk_courier', '2025-05-08T10:00', 3, R, 'later_news_sentence_in_noscript',
    'Article published 8 May; <noscript> block contains "On 14 May Harrowgate agreed to a £412m takeover by Verity Capital" (after t).',
    co=bank.COS[0], tail_extra='<noscript><p>This story has been updated. On 14 May Harrowgate agreed to a £412m recommended takeover by Verity Capital at 388p a share.</p></noscript>')

add('late-zwmonth-03', 'in_dalal', '2025-03-12T06:00', 20, R, 'later_update_month_with_zero_width',
    'Date line "Published: Mar 11 ... | Updated: Ma\\u200brch 14, 2025, 09:12 IST" with a zero-width space inside "March"; update (14 Mar 03:42Z) after t.',
    co=bank.COS[11], date_html='<div class="time_cont"><span>Published: Mar 11, 2025, 15:30 IST</span> | <span>Updated: Ma\u200brch 14, 2025, 09:12 IST</span></div>')

add('late-shymonth-04', 'au_harbour', '2025-02-24T01:00', 10, R, 'later_correction_month_with_soft_hyphen',
    'End-of-story correction: "Corrected Feb\\u00adruary 27, 2025: an earlier version misstated the size of the writedown" (soft hyphen in month). 27 Feb is after t=24 Feb.',
    co=bank.COS[4], ins=[(-1, '<p class="correction"><em>Corrected Feb\u00adru\u00adary 27, 2025: an earlier version of this story misstated the size of the writedown. It was A$310 million, not A$130 million.</em></p>')])

add('late-fwdigits-05', 'jp_toho', '2025-03-05T05:00', 4, R, 'later_addendum_fullwidth_digits',
    'Shift_JIS. Addendum at end: "（２０２５年３月７日追記）同社は７日、通期業績予想を下方修正した。" — fullwidth digits; 7 March is after t=5 March.',
    co=bank.JA_COS[0], enc='cp932', ins=[(-1, '<p class="tsuiki">（２０２５年３月７日追記）同社は７日、通期業績予想を下方修正した。営業利益は従来予想を１５％下回る見通し。</p>')])

a_t = T('2025-03-10T09:00'); a_pub = a_t - dt.timedelta(hours=18); al = loc(a_pub, 'Asia/Riyadh')
add('late-arabicdigits-06', 'intl_news', '2025-03-10T09:00', 18, R, 'later_update_arabic_indic_digits',
    'Arabic RTL page, published 9 Mar. Line "تحديث: ١٢/٠٣/٢٠٢٥ — أكدت الشركة لاحقاً إتمام الاستحواذ" (Arabic-Indic digits, 12 Mar 2025) after t=10 Mar.',
    lang='ar', dir='rtl', sitename='أرقام السوق', domain='www.arqamalsouq.com', title='شركة النخيل للأغذية تدرس عرض استحواذ',
    date_html=digits('%d/%02d/%d' % (al.day, al.month, al.year), ARABIC_INDIC), byline='الرياض — فهد العتيبي', nav='<a href="/">الرئيسية</a> <a href="/market">السوق</a>',
    body=['<p>قالت شركة النخيل للأغذية إنها تدرس عرضاً غير ملزم للاستحواذ على حصة في شركة توزيع محلية.</p>', '<p>وارتفع السهم بنسبة ١٫٨٪ في تداولات الصباح.</p>',
          '<p class="upd">تحديث: ' + digits('12/03/2025', ARABIC_INDIC) + ' — أكدت الشركة لاحقاً إتمام الاستحواذ بقيمة ٤٢٠ مليون ريال.</p>'],
    footer='© أرقام السوق')

add('late-persian-07', 'intl_news', '2025-06-10T08:00', 20, R, 'later_update_persian_digits_solar_hijri',
    'Persian page; published "۱۹ خرداد ۱۴۰۴" (= 9 Jun 2025); line "به‌روزرسانی ۲۴ خرداد ۱۴۰۴" (= 14 Jun 2025, Solar Hijri, Persian digits) with later fact; after t=10 Jun 2025.',
    lang='fa', dir='rtl', sitename='دنیای بورس امروز', domain='www.donyaboursemrooz.ir', title='سهام فولاد کویر در صدر معاملات',
    date_html='۱۹ خرداد ۱۴۰۴ - ۱۱:۳۰', byline='گروه بازار سرمایه', nav='<a href="/">خانه</a>',
    body=['<p>سهام شرکت فولاد کویر امروز با افزایش ۴ درصدی در صدر معاملات بورس تهران قرار گرفت.</p>', '<p>مدیرعامل شرکت از افزایش صادرات خبر داد.</p>',
          '<p><small>به‌روزرسانی ۲۴ خرداد ۱۴۰۴: مجمع شرکت با تقسیم سود ۳۲۰ تومانی موافقت کرد.</small></p>'],
    footer='© دنیای بورس امروز')

add('late-devanagari-08', 'intl_news', '2025-08-14T06:00', 15, R, 'later_update_devanagari_digits',
    'Hindi page published 13 Aug; note "अपडेट: १८ अगस्त २०२५ — कंपनी ने तिमाही मुनाफे में १२% वृद्धि दर्ज की" in Devanagari digits (18 Aug, after t=14 Aug).',
    lang='hi', sitename='व्यापार दर्पण', domain='www.vyapardarpan.in', title='नर्मदा केमिकल्स के नतीजों से पहले शेयर में हलचल',
    date_html='१३ अगस्त २०२५, २०:३० IST', byline='अहमदाबाद', nav='<a href="/">होम</a>',
    body=['<p>नर्मदा केमिकल्स के शेयर नतीजों से पहले ३ प्रतिशत चढ़े।</p>', '<p>कंपनी अगले सप्ताह तिमाही नतीजे जारी करेगी।</p>',
          '<p class="upd">अपडेट: १८ अगस्त २०२५ — कंपनी ने तिमाही मुनाफे में १२% वृद्धि दर्ज की।</p>'], footer='© व्यापार दर्पण')

add('late-thai-09', 'intl_news', '2025-09-19T03:00', 22, R, 'later_update_thai_digits_buddhist_era',
    'Thai page; footer of article "ปรับปรุงล่าสุด ๒๒ ก.ย. ๒๕๖๘" (Thai digits, Buddhist Era 2568 = 2025-09-22) after t=19 Sep 2025.',
    lang='th', sitename='ข่าวหุ้นวันนี้', domain='www.khaohunwanni.co.th', title='หุ้นสยามพลังงานสะอาดพุ่งหลังได้สัญญาใหม่',
    date_html='๑๘ ก.ย. ๒๕๖๘ ๑๒:๐๐ น.', byline='กองบรรณาธิการ', nav='<a href="/">หน้าแรก</a>',
    body=['<p>ราคาหุ้นบริษัท สยามพลังงานสะอาด ปรับตัวขึ้นร้อยละ ๖ หลังได้รับสัญญาขายไฟฟ้าใหม่</p>', '<p>นักวิเคราะห์คาดว่ากำไรปีนี้จะเติบโต</p>',
          '<p class="upd">ปรับปรุงล่าสุด ๒๒ ก.ย. ๒๕๖๘ : บริษัทแจ้งว่าได้ลงนามสัญญาเพิ่มอีก ๒ ฉบับ</p>'], footer='© ข่าวหุ้นวันนี้')

add('late-nbhyphen-10', 'us_ledger', '2025-03-19T18:00', 6, R, 'later_review_stamp_nonbreaking_hyphens',
    'Footer-of-article line "Last reviewed 2025\\u201103\\u201121 by the standards desk; figures reflect the March 20 guidance cut" with U+2011 hyphens; 21 Mar after t=19 Mar.',
    co=bank.COS[2], ins=[(-1, '<p class="std-note"><small>Last reviewed 2025\u201103\u201121 by the standards desk; figures reflect the March 20 guidance cut.</small></p>')])

add('late-endash-11', 'uk_courier', '2025-04-10T09:00', 4, R, 'later_amendment_en_dash_separators',
    'Footnote "This article was amended on 14–04–2025 to correct the chief executive\'s title" (en dashes, dd–mm–yyyy); after t=10 Apr.',
    co=bank.COS[5], ins=[(-1, '<p><em>This article was amended on 14\u201304\u20132025 to correct the chief executive\u2019s title.</em></p>')])

add('late-oddsep-12', 'cn_huaxin', '2025-06-16T04:00', 6, R, 'later_update_fullwidth_stop_separator',
    'UTF-8 Chinese; info line adds "更新于2025．06．18 09:30" (fullwidth full stops) after t=16 Jun.',
    co=bank.ZH_COS[0], date_html='<span class="time">2025-06-16 06:00</span>　<span class="upd">更新于2025．06．18 09:30</span>')

add('late-tagsplit-13', 'es_mercantil', '2025-03-14T10:00', 3, R, 'later_update_date_split_by_tags',
    'Date line "Actualizado: 17/03/2025 08:05" with each digit group in separate span/b/i tags; 17 Mar after t=14 Mar.',
    co=bank.ES_COS[1], date_html='<div class="fecha"><time>14/03/2025 - 08:00 CET</time> · Actualizado: <span>1</span><span>7</span>/<b>0</b>3/<i>20</i><span>25</span> 08:05</div>')

add('late-entities-14', 'de_boerse', '2025-03-15T10:00', 20, R, 'later_update_date_numeric_entities',
    'ISO-8859-1. Line "Aktualisiert am 18.03.2025" written as numeric entities &#49;&#56;... ; after t=15 Mar. Update text: Prognose gesenkt.',
    co=bank.DE_COS[0], enc='latin-1', ins=[(-1, '<p><i>Aktualisiert am ' + entities('18.03.2025') + ': Veltmark hat die Jahresprognose inzwischen gesenkt.</i></p>')])

add('late-isoweek-15', 'blog_qc', '2025-03-20T16:00', 30, R, 'later_edit_iso_week_date',
    'Post ends "Edit (2025-W14): the company has since cut its dividend by half." 2025-W14 = 31 Mar–6 Apr 2025, after t=20 Mar.',
    co=bank.COS[10], ins=[(-1, '<p><strong>Edit (2025-W14):</strong> the company has since cut its dividend by half. I have sold.</p>')])

add('late-ordinal-16', 'forum_tt', '2025-03-17T20:00', 28, R, 'later_edit_ordinal_date',
    'Opening post has "EDIT 2025-079: deal confirmed at $31/share" (ordinal day 79 = 20 Mar 2025), after t=17 Mar.',
    co=bank.COS[1], title='CLWY takeover chatter', body=['<p>Hearing a PE firm is circling CLWY. Options volume way up.</p><p><i>EDIT 2025-079: deal confirmed at $31/share, cash.</i></p>'],
    comments=[('railfan88', 25, 'Rumour mill again.'), ('deepvalue_dan', 22, 'Would make sense at these multiples.')])

ep = int(later('2025-03-19T21:00', 19).timestamp())
add('late-epoch-s-17', 'quote_td', '2025-03-19T21:00', 0.5, R, 'later_epoch_seconds_app_state',
    'Quote shows close of 19 Mar; __APP_STATE__ quote.regularMarketTime=%d (2025-03-20T16:00Z) and a later price; after t.' % ep,
    co=bank.COS[8], quote=dict(Q('QLSW', 'Quillon Software Corp.', 91.30, 1.05), regularMarketTime=ep, regularMarketPrice=94.12), asof_html='At close: Mar 19 4:00 PM EDT',
    body=['<table class="td-stats"><tr><td>Previous Close</td><td>90.25</td></tr><tr><td>Volume</td><td>2,004,118</td></tr></table>'])

ms = int(later('2025-08-21T13:00', 50).timestamp() * 1000)
add('late-epoch-ms-18', 'us_ledger', '2025-08-21T13:00', 4, R, 'later_epoch_millis_next_data',
    '__NEXT_DATA__ has "lastModified": %d (ms; 2025-08-23T15:00Z) and "revision": 3, after t=21 Aug 13:00Z.' % ms,
    co=bank.COS[3], nextdata_extra={"lastModified": ms, "revision": 3})

add('late-titleattr-19', 'uk_courier', '2025-06-10T12:00', 28, R, 'later_update_in_title_attribute_only',
    'Date span shows "Mon 9 Jun 2025 09.00 BST"; its title attribute is "Last modified on Thu 12 Jun 2025 18.40 BST" (after t).',
    co=bank.COS[7], date_html='<span class="dcr-date" title="Last modified on Thu 12 Jun 2025 18.40 BST">Mon 9 Jun 2025 09.00 BST</span>')

add('late-aria-20', 'au_harbour', '2025-08-03T04:00', 9, R, 'later_update_in_aria_label_only',
    'time element aria-label="Updated 5 August 2025, 2.15pm AEST" while visible text is the publication time; after t=3 Aug.',
    co=bank.COS[9], date_html='<time class="pub" datetime="2025-08-03T05:00:00+10:00" aria-label="Updated 5 August 2025, 2.15pm AEST">3 Aug 2025 – 5.00am</time>')

add('late-tooltip-21', 'in_dalal', '2025-07-20T05:00', 10, R, 'later_result_in_tooltip',
    'abbr title tooltip on "Q1": "Q1 FY26 net profit Rs 412 crore, up 18% YoY (reported 24 Jul 2025)"; results were after t=20 Jul.',
    co=bank.COS[11], ins=[(1, '<p>All eyes are on the <abbr title="Q1 FY26 net profit Rs 412 crore, up 18% YoY (reported 24 Jul 2025)">Q1</abbr> numbers, which the company is expected to announce later this month.</p>')])

add('late-alt-22', 'blog_qc', '2025-05-20T17:00', 40, R, 'later_fact_in_image_alt',
    'Chart img alt: "ELWD share price through 30 May 2025, showing the 22% drop after the contract loss"; after t=20 May.',
    co=bank.COS[12], ins=[(2, '<figure class="wp-block-image"><img src="/wp-content/uploads/2025/05/elwd-chart.png" alt="ELWD share price through 30 May 2025, showing the 22% drop after the contract loss" width="720"></figure>')])

add('late-hiddenspan-23', 'fr_courrier', '2025-05-19T08:00', 5, R, 'later_fact_css_hidden_span',
    'cp1252. span.visually-hidden (clip) text: "Mis à jour le 22 mai 2025 : le groupe a confirmé la cession de sa division signalisation." after t.',
    co=bank.FR_COS[0], enc='cp1252', ins=[(1, '<p>Le groupe ne commente pas les rumeurs.<span class="visually-hidden" style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">Mis à jour le 22 mai 2025 : le groupe a confirmé la cession de sa division signalisation.</span></p>')])

add('late-zone-jst-24', 'us_ledger', '2025-03-06T01:00', 6, R, 'later_entry_in_utc_plus_9_on_us_page',
    'Live updates on a US page in ET (5:10 PM, 7:35 PM ET Mar 5, before t=01:00Z Mar 6) plus a syndicated entry "Mar 6, 10:20 JST" = 01:20Z Mar 6, after t.',
    co=bank.COS[3], title='Live: Tessaract Semiconductor after the bell', kicker='Live',
    body=['<div class="live-entry"><span class="ts">5:10 PM ET</span><p>Tessaract shares are up 6% in after-hours trading following the results.</p></div>',
          '<div class="live-entry"><span class="ts">7:35 PM ET</span><p>On the call, management said the data-centre segment drove most of the upside.</p></div>',
          '<div class="live-entry syndicated"><span class="ts">Mar 6, 10:20 JST</span><p>From our Tokyo partner: Tessaract\'s Japanese customer Sanmine confirmed it has doubled its order for next year.</p></div>'])

add('late-zone-hst-25', 'uk_courier', '2025-03-06T05:00', 10, R, 'later_entry_in_utc_minus_10_looks_earlier',
    'UK page (GMT). A reader update "Mar 5, 7:30 PM HST (Honolulu)" looks earlier but is 05:30Z Mar 6, after t=05:00Z. It reports the board rejecting the bid.',
    co=bank.COS[10], ins=[(-1, '<aside class="reader-update"><p><b>Reader update, Mar 5, 7:30 PM HST (Honolulu):</b> the board has just told shareholders it rejected the 410p approach.</p></aside>')])

add('late-fortnight-26', 'newsletter', '2025-02-12T13:00', 60, R, 'later_fact_relative_fortnight',
    'Issue published ~10 Feb. Addendum: "A fortnight after this note went out, Calloway cut its full-year guidance" — resolves to ~24 Feb, after t=12 Feb.',
    co=bank.COS[1], title='Why I am still long the freight cycle', ins=[(-1, '<p><em>Addendum: a fortnight after this note went out, Calloway cut its full-year guidance, and I closed half the position.</em></p>')])

add('late-threedays-27', 'us_ledger', '2025-09-10T14:00', 24, R, 'later_fact_relative_three_days',
    'Published 9 Sep 14:00Z; note: "Three days after this story was published, Bramblecote named Janet Osei\'s successor" — resolves to 12 Sep, after t.',
    co=bank.COS[2], ins=[(-1, '<p class="editors-note"><i>Editor\'s note: three days after this story was published, Bramblecote named a successor to Janet Osei, who will step down in the spring.</i></p>')])

add('late-tablerow-28', 'de_boerse', '2025-04-09T15:45', 6, R, 'later_row_in_price_table',
    'ISO-8859-1. Kurshistorie table rows 03.04–09.04.2025 plus a top row "10.04.2025" with a close; after t=9 Apr 15:45Z.',
    co=bank.DE_COS[2], enc='latin-1', ins=[(2, '<table class="kurs" border=1 cellspacing=0 cellpadding=2><tr><th>Datum</th><th>Schluss</th><th>Vol.</th></tr><tr><td>10.04.2025</td><td>23,84</td><td>412.330</td></tr><tr><td>09.04.2025</td><td>21,12</td><td>388.104</td></tr><tr><td>08.04.2025</td><td>20,95</td><td>301.220</td></tr><tr><td>07.04.2025</td><td>20,41</td><td>512.887</td></tr><tr><td>04.04.2025</td><td>22,30</td><td>290.004</td></tr><tr><td>03.04.2025</td><td>22,71</td><td>201.555</td></tr></table>')])

add('late-comment-bst-29', 'uk_courier', '2025-06-12T18:00', 8, R, 'later_comment_bst_subtle',
    'Comments at 15.00 BST and 17.55 BST (before t=18:00Z = 19.00 BST) and one at 19.20 BST (= 18:20Z, after t) saying the shares closed down 4%.',
    co=bank.COS[0], comments=[('pumpwatcher', 4, 'Sounds like guidance is safe.'), ('Lancs_investor', 1.08, 'Nobody is mentioning the pension deficit.'), ('geoff_h', -20/60, 'Closed down 4% in the end. Told you.')])

wt = T('2025-03-06T00:00')
add('late-wiki-30', 'wiki_hist', '2025-03-06T00:00', 1, R, 'later_wiki_revision',
    'Revision history; top revision "00:15, 6 March 2025" (UTC, 15 min after t) summary "CEO resignation announced".',
    wtitle='Pallister_Retail_Group', body=['<p>For any version listed below, click on its date to view it.</p>'],
    revisions=[(wt + dt.timedelta(minutes=15), 'RetailWatcher', 22410, 'CEO resignation announced'), (wt - dt.timedelta(hours=5), 'Ledgerfan', 22155, 'update store count'),
               (wt - dt.timedelta(days=11), 'Citation_bot', 22101, 'Add: doi'), (wt - dt.timedelta(days=40), 'Mancunian', 21980, 'history section')])

add('late-liveblog-31', 'uk_courier', '2025-07-17T14:30', 4.5, R, 'later_liveblog_entry_bst',
    'Live blog in BST: entries 11.05, 13.40, 15.20 BST (before t=14:30Z) and 15.41 BST (= 14:41Z, after t) reporting the Bank decision.',
    co=bank.COS[7], title='Kilmory Bank results and interest-rate decision – business live', kicker='Business live',
    body=['<div class="block"><p class="block-time">15.41 BST</p><p>The central bank has held rates, as expected. Kilmory shares pare gains.</p></div>',
          '<div class="block"><p class="block-time">15.20 BST</p><p>Markets are waiting for the rate decision.</p></div>',
          '<div class="block"><p class="block-time">13.40 BST</p><p>Kilmory\'s chief executive says mortgage demand is picking up.</p></div>',
          '<div class="block"><p class="block-time">11.05 BST</p><p>Good morning and welcome to our rolling coverage.</p></div>'])

add('late-mostread-32', 'us_ledger', '2025-07-08T15:00', 3, R, 'later_sidebar_headline_results',
    'Article says Calloway reports Q2 results on 23 Jul; "Most Read" rail includes "Calloway Freight beats Q2 forecasts, lifts outlook" — the outcome of results after t.',
    co=bank.COS[1], ins=[(1, '<p>Calloway Freight will report second-quarter results on July 23.</p>')],
    sidebar=['Five things to watch in bond markets', 'Calloway Freight beats Q2 forecasts, lifts outlook', 'Why small caps keep lagging their bigger peers', 'A beginner\'s guide to corporate bonds'])

add('late-hiddentab-33', 'in_dalal', '2025-10-10T05:00', 8, R, 'later_results_in_hidden_tab_panel',
    'Hidden tab panel (aria-hidden=true, display:none) "Results" says "Q2 FY26: revenue up 14% to Rs 3,912 crore" — Q2 results due 28 Oct (after t).',
    co=bank.COS[11], ins=[(1, '<p>The company will announce Q2 FY26 results on October 28.</p><div class="tabs"><button aria-selected="true">Overview</button><button>Results</button></div><div role="tabpanel" aria-hidden="true" style="display:none"><h4>Results</h4><p>Q2 FY26: revenue up 14% to Rs 3,912 crore; EBITDA per tonne Rs 1,105.</p></div>')])

add('late-spelled-34', 'es_mercantil', '2025-03-18T09:00', 6, R, 'later_correction_spelled_out_date',
    'Correction note: "Fe de errores del veintiuno de marzo de dos mil veinticinco: ..." spelled-out date (21 Mar) after t=18 Mar.',
    co=bank.ES_COS[0], ins=[(-1, '<p class="fe-errores"><em>Fe de errores del veintiuno de marzo de dos mil veinticinco: una versión anterior atribuía la adjudicación del contrato de Valladolid a otra compañía.</em></p>')])

add('late-appstate-35', 'quote_td', '2025-07-20T12:00', 40, R, 'later_earnings_in_app_state_json',
    '__APP_STATE__ has earnings: {"reportDate":"2025-07-24","reportedEPS":1.32,"surprisePct":8.2}; visible page shows only the upcoming date.',
    co=bank.COS[12], quote=Q('ELWD', 'Ellwood Dynamics Corp.', 66.10, -0.42), asof_html='At close: Jul 18 4:00 PM EDT',
    body=['<table class="td-stats"><tr><td>Earnings Date</td><td>Jul 24, 2025</td></tr><tr><td>EPS (TTM)</td><td>4.61</td></tr></table>'],
    state_extra={"earnings": {"reportDate": "2025-07-24", "estimateEPS": 1.22, "reportedEPS": 1.32, "surprisePct": 8.2}})

add('late-modmeta-36', 'au_harbour', '2025-11-11T22:00', 7, R, 'later_modified_time_meta_only',
    '<meta property="article:modified_time" content="2025-11-14T09:30:00+11:00"> (= 13 Nov 22:30Z), after t=11 Nov 22:00Z; nowhere else.',
    co=bank.COS[4], head_extra='<meta property="article:published_time" content="2025-11-12T02:00:00+11:00"><meta property="article:modified_time" content="2025-11-14T09:30:00+11:00">')

add('late-cnnum-37', 'cn_huaxin', '2025-06-18T03:00', 5, R, 'later_update_chinese_numeral_date',
    'GBK page; note "（本文已于二〇二五年六月二十日更新：公司宣布终止重大资产重组。）" — Chinese numerals, 20 Jun after t=18 Jun.',
    co=bank.ZH_COS[1], enc='gbk', ins=[(-1, '<p>（本文已于二〇二五年六月二十日更新：公司宣布终止重大资产重组。）</p>')])

add('late-reiwa-38', 'jp_toho', '2025-03-31T02:00', 3, R, 'later_update_japanese_era_date',
    'Shift_JIS. Note "令和7年4月2日更新：同社は新社長人事を発表した。" (Reiwa 7 = 2025, 2 Apr) after t=31 Mar.',
    co=bank.JA_COS[1], enc='cp932', ins=[(-1, '<p class="upd">令和7年4月2日更新：同社は新社長人事を発表した。</p>')])

add('late-cssafter-39', 'blog_qc', '2025-11-19T18:00', 26, R, 'later_update_in_css_content',
    'Style rule .post-date::after{content:" (updated 21 Nov 2025 after the trading statement)"}; only place the later date appears.',
    co=bank.COS[5], head_extra='<style>.post-date::after{content:" (updated 21 Nov 2025 after the trading statement)";color:#999}</style>')

add('late-jsvar-40', 'in_dalal', '2025-10-29T12:00', 9, R, 'later_lastmod_in_js_variable',
    'Inline script var dsd_lastmod = "2025-10-30T11:02:00+05:30" (= 05:32Z 30 Oct), after t=29 Oct 12:00Z.',
    co=bank.COS[11], head_extra='<script>var dsd_lastmod = "2025-10-30T11:02:00+05:30", dsd_section = "markets";</script>')

add('late-relatedurl-41', 'es_mercantil', '2025-03-28T09:00', 4, R, 'later_related_link_url_date',
    'Related-link module: link /empresas/2025/04/02/aguas-del-duero-cierra-la-compra-de-hidrolar.html "Aguas del Duero cierra la compra de Hidrolar" — 2 Apr, after t=28 Mar; the deal is still talks in the article.',
    co=bank.ES_COS[0], ins=[(1, '<p>Fuentes del mercado señalan que las conversaciones con Hidrolar siguen abiertas.</p>'),
                            (-1, '<div class="relacionadas"><h4>Noticias relacionadas</h4><ul><li><a href="/empresas/2025/04/02/aguas-del-duero-cierra-la-compra-de-hidrolar.html">Aguas del Duero cierra la compra</a></li><li><a href="/mercados/ibex-35-claves.html">Las claves del Ibex</a></li></ul></div>')])

b = b64(json.dumps({"post": 4412, "modified": "2025-04-11T09:00:00-07:00", "note": "added Q1 numbers"}))
add('late-b64json-42', 'blog_qc', '2025-04-09T20:00', 30, R, 'later_modified_in_base64_json',
    'div data-wp-props is base64 of {"modified":"2025-04-11T09:00:00-07:00","note":"added Q1 numbers"}; after t=9 Apr.',
    co=bank.COS[6], tail_extra='<div class="wp-interactivity" data-wp-props="%s"></div>' % b)

add('late-mathdigits-43', 'newsletter', '2025-04-05T12:00', 50, R, 'later_date_math_bold_digits',
    'Addendum "Update 𝟬𝟰/𝟬𝟵: the board accepted the offer" in mathematical sans-bold digits (US date 9 Apr) after t=5 Apr.',
    co=bank.COS[10], title='Marlow & Finch: the bid that nobody priced', ins=[(-1, '<p><b>Update ' + ''.join(chr(0x1D7EC + int(c)) if c.isdigit() else c for c in '04/09') + ':</b> the board accepted the offer at 615p.</p>')])

add('late-kst-44', 'kr_hanbit', '2025-04-18T00:00', 3, R, 'later_update_kst_minutes_after',
    'EUC-KR. Info line "입력 2025.04.18 06:00 | 수정 2025.04.18 09:12" KST; 09:12 KST = 00:12Z, 12 min after t=00:00Z.',
    co=bank.KO_COS[1], enc='euc_kr', date_html='<span class="date">입력 2025.04.18 06:00</span> | <span class="date">수정 2025.04.18 09:12</span>')

add('late-msk-45', 'ru_vestnik', '2025-04-02T22:00', 4, R, 'later_update_msk_after_midnight',
    'cp1251. Date line "2 апреля 2025, 22:00 | обновлено 03.04.2025 01:30" (MSK = UTC+3 → 22:30Z 2 Apr), 30 min after t=22:00Z.',
    co=bank.RU_COS[1], enc='cp1251', date_html='<div class="article__date">2 апреля 2025, 21:00 · обновлено 03.04.2025 01:30</div>')

add('late-pubafter-46', 'pr_meridian', '2025-03-12T05:30', -0.5, R, 'own_publication_after_t_edt',
    'Release stamp "Mar 12, 2025, 02:00 ET": 12 Mar 2025 is EDT (DST began 9 Mar) so 06:00Z, after t=05:30Z. Own publication after t.',
    co=bank.COS[6], title='Ostrander Biologics Reports Positive Topline Phase 2 Data for OB-217', byline='Ostrander Biologics, Inc.', city='CAMBRIDGE, Mass.',
    body=['<p>Ostrander Biologics, Inc. (Nasdaq: OSTB) today announced positive topline results from its Phase 2 trial of OB-217 in moderate-to-severe atopic dermatitis.</p>',
          '<p>The trial met its primary endpoint with statistical significance.</p>', '<p>The company will host a conference call at 8:00 a.m. ET.</p>'])

add('late-zwdigits-47', 'au_harbour', '2025-09-02T23:00', 5, R, 'later_date_zero_width_inside_digits',
    'Footnote "This story was updated on 0\\u200b5/0\\u200b9/2025 with the final dividend" (AU dd/mm; 5 Sep) with ZWSPs inside digits; after t=2 Sep 23:00Z (3 Sep AEST).',
    co=bank.COS[9], ins=[(-1, '<p class="update-note">This story was updated on 0\u200b5/0\u200b9/2\u200b025 with the final dividend of 12c a share.</p>')])

add('late-pubafter-fw-48', 'jp_toho', '2025-05-09T06:00', -3, R, 'own_publication_after_t_fullwidth_digits',
    'UTF-8 Japanese page whose only date is "２０２５年５月９日　１８時００分" (fullwidth; JST = 09:00Z), after t=06:00Z: the page itself was published after t.',
    co=bank.JA_COS[0], date_html='<p class="date">２０２５年５月９日　１８時００分</p>')

add('late-closedetails-49', 'uk_courier', '2025-10-21T16:00', 5, R, 'later_fact_in_collapsed_details',
    'Collapsed <details> "Key dates" lists "23 Oct: trading update – sales up 4%" (an outcome, after t=21 Oct) alongside past dates.',
    co=bank.COS[5], ins=[(-1, '<details><summary>Key dates</summary><ul><li>2 Sep: interim results</li><li>14 Oct: capital markets day</li><li>23 Oct: trading update &ndash; like-for-like sales up 4%</li></ul></details>')])

"""Build the indep-m-en corpus: python3 src/build.py (from the corpus root). Seeded, stdlib only."""
import json, os, random, sys, hashlib
from datetime import datetime, timedelta
sys.path.insert(0, os.path.dirname(__file__))
from lib import Ctx, validate, UTC, COMPANIES
import slots  # noqa
import t_news, t_data, t_social  # noqa
from t_news import T

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
M = 60

# site id -> (template, dict)
SITES = {
    'meridian': ('article', dict(name='Meridian Wire', domain='meridianwire.co.uk', zone='UK', date_style='long_uk', time_style='dt24', upd_style='dt24', path='/markets/{slug}-{id}', topic='macro', charset='utf-8')),
    'bourse': ('article', dict(name='The Bourse Daily', domain='thebourse-daily.in', zone='IN', date_style='long', time_style='dt12_uk', upd_style='dt12_uk', path='/markets/stocks/news/{slug}/articleshow/{id}.cms', topic='company', inj_lang='hi')),
    'harbour': ('article', dict(name='Harbour Post', domain='harbourpost.com.hk', zone='HK', date_style='long_uk', time_style='dt24', upd_style='dt24', path='/business/article/{id}/{slug}', topic='company', inj_lang='zh')),
    'capetrade': ('article', dict(name='Cape Trade Journal', domain='capetradejournal.co.za', zone='ZA', date_style='long_uk', time_style='dt24', upd_style='dt24', path='/news/{slug}.html', topic='fx', charset='windows-1252', inj_lang='af')),
    'kiwiledger': ('article', dict(name='Kiwi Ledger', domain='kiwiledger.co.nz', zone='NZ', date_style='long_uk', time_style='dt12_uk', upd_style='dt12_uk', path='/business/{id}/{slug}', topic='cb')),
    'maplewire': ('article', dict(name='Maple Wire', domain='maplewire.ca', zone='CA', date_style='long', time_style='dt12dots', upd_style='dt12dots', path='/business/article-{slug}/', topic='company')),
    'dbp': ('article', dict(name='Dublin Business Post', domain='dublinbusinesspost.ie', zone='IE', date_style='long_uk', time_style='dt24', upd_style='dt24', cmt_style='uknum_t', path='/business/{slug}-{id}.html', topic='company', comments=True, inj_lang='ga')),
    'straits': ('article', dict(name='Straits Ledger', domain='straitsledger.sg', zone='SG', date_style='short', time_style='dt12', upd_style='dt12', path='/business/companies-markets/{slug}', topic='company', render=True)),
    'smh': ('article', dict(name='Sydney Market Herald', domain='sydneymarketherald.com.au', zone='AU', date_style='long_uk', time_style='au_style', upd_style='au_style', tick_style='dt24', path='/business/markets/{slug}-{id}.html', topic='cb', charset='iso-8859-1', declare=False)),
    'wsb': ('article', dict(name='Wall Street Brief', domain='wallstreetbrief.com', zone='US', date_style='long', time_style='dt12', upd_style='dt12', path='/articles/{slug}-{id}', topic='company', cached=True)),
    'prairie': ('article', dict(name='Prairie Farm & Market', domain='prairiefarmmarket.com', zone='USC', date_style='long', time_style='dt12', upd_style='dt12', path='/news/{id}/{slug}.asp', topic='commodity', charset='windows-1252', declare=False, inj_lang='pt')),
    'dbp_live': ('liveblog', dict(name='Dublin Business Post', domain='dublinbusinesspost.ie', zone='IE', date_style='wd_long_uk', time_style='time24', path='/business/live/{slug}', headline='Markets live: ECB decision day, bank shares, bond yields')),
    'smh_live': ('liveblog', dict(name='Sydney Market Herald', domain='sydneymarketherald.com.au', zone='AU', date_style='wd_long_uk', time_style='time12', path='/business/markets/live/{slug}', headline='ASX live: miners lift market as iron ore rebounds')),
    'amp_kiwi': ('amp', dict(name='Kiwi Ledger', domain='kiwiledger.co.nz', zone='NZ', date_style='long_uk', time_style='dt12_uk', upd_style='dt12_uk', path='/amp/business/{id}/{slug}', topic='cb')),
    'amp_harbour': ('amp', dict(name='Harbour Post', domain='harbourpost.com.hk', zone='HK', date_style='long_uk', time_style='dt24', upd_style='dt24', path='/amp/business/article/{id}/{slug}', topic='company')),
    'newsfile': ('press_release', dict(name='NewsFile Wire', domain='newsfile-wire.ca', zone='CA', city='Toronto', path='/release/{id}/{slug}', inj_lang='ko')),
    'kiwiblog': ('blog', dict(name='Kiwi Money Notes', domain='kiwimoneynotes.co.nz', zone='NZ', path='/{y}/{m}/{slug}/', topic='cb', charset='iso-8859-1', inj_lang='en', archives=['March', 'February', 'January'])),
    'ledger': ('substack', dict(name='Ledger Letters', domain='ledgerletters.pub', zone='UK', path='/p/{slug}', topic='macro', inj_lang='fr', cmt_dateonly=True)),
    'pearl_pdf': ('pdf_html', dict(name='Pearl Delta Logistics', domain='ir.pearldelta-logistics.hk', zone='HK', path='/pdf2html/{id}/presentation.html', co=COMPANIES['HK'][0], doc_title='INTERIM RESULTS PRESENTATION')),
    'highveld_pdf': ('pdf_html', dict(name='Highveld Mutual', domain='highveldmutual.co.za', zone='ZA', path='/docs/fund-letter-{id}.html', co=COMPANIES['ZA'][1], doc_title='QUARTERLY FUND MANAGER LETTER', inj_lang='en2')),
    'finwiki': ('wiki', dict(name='FinWiki', domain='finwiki.org', zone='UK', path='/wiki/{slug}')),
    'morningbrief': ('newsletter_archive', dict(name='Straits Morning Brief', domain='straitsmorningbrief.sg', zone='SG', date_style='long_uk', path='/archive')),
    'ratedesk': ('podcast', dict(name='The Rate Desk', domain='theratedesk.ca', zone='CA', path='/episodes/{id}-{slug}')),
    'castleton': ('broker_note', dict(name='Castleton Securities', domain='research.castletonsec.in', zone='IN', region='India', path='/notes/{id}.html', co=COMPANIES['IN'][0])),
    'harrow': ('broker_note', dict(name='Harrow & Finch', domain='research.harrowfinch.co.uk', zone='UK', region='UK Mid Caps', path='/r/{id}', co=COMPANIES['UK'][1], inj_lang='it')),
    'reg_sec': ('regulator', dict(name='RegWatch Archive', domain='regwatch-archive.com', zone='US', reg='SEC', path='/sec/litigation/{id}.htm')),
    'reg_asic': ('regulator', dict(name='RegWatch Archive', domain='regwatch-archive.com', zone='AU', reg='ASIC', date_style='long_uk', path='/asic/media-releases/{id}')),
    'reg_fca': ('regulator', dict(name='RegWatch Archive', domain='regwatch-archive.com', zone='UK', reg='FCA', date_style='long_uk', upd_style='long_uk', path='/fca/press/{id}')),
    'reg_sebi': ('regulator', dict(name='Market Law India', domain='marketlawindia.in', zone='IN', reg='SEBI', date_style='short_uk', path='/sebi/orders/{id}')),
    'reg_mas': ('regulator', dict(name='Compliance Asia', domain='complianceasia.sg', zone='SG', reg='MAS', date_style='long_uk', path='/mas/enforcement/{id}', inj_lang='ms')),
    'reg_fma': ('regulator', dict(name='RegWatch Archive', domain='regwatch-archive.com', zone='NZ', reg='FMA', date_style='long_uk', path='/fma/{id}')),
    'cb_rba': ('cb_statement', dict(name='Central Bank Watch', domain='centralbankwatch.com.au', zone='AU', rate='3.60', path='/rba/statements/{id}')),
    'cb_rbnz': ('cb_statement', dict(name='Central Bank Watch NZ', domain='centralbankwatch.co.nz', zone='NZ', rate='2.25', path='/rbnz/{id}', time_style='dt24')),
    'cb_sarb': ('cb_statement', dict(name='Reserve Watch SA', domain='reservewatch.co.za', zone='ZA', rate='7.00', time_style='dt24', path='/sarb/mpc/{id}')),
    'hkbrief': ('email_web', dict(name='Harbour Morning Note', domain='harbourmorningnote.hk', zone='HK', path='/view/{id}', topic='fx', inj_lang='ja', tick_style='dt24')),
    'mpq': ('quote', dict(name='MarketPulse Quotes', domain='marketpulse-quotes.com', zone='US', path='/quote/{tk}', quote_style='dt12')),
    'lseq': ('quote', dict(name='CityQuote', domain='cityquote.co.uk', zone='UK', path='/shares/{tk}', quote_style='dt24', strip_style='noyear_t24', rating_style='uk_num', render=True, inj_lang='de', co=COMPANIES['UK'][0])),
    'asxq': ('quote', dict(name='ShareBoard AU', domain='shareboard.com.au', zone='AU', path='/asx/{tk}', quote_style='au_style', strip_style='noyear_t24', rating_style='uk_num', co=COMPANIES['AU'][0])),
    'fxcal': ('econ_calendar', dict(name='FX Calendar Hub', domain='fxcalendarhub.co.uk', zone='UK', path='/economic-calendar', cal_time='time24')),
    'sgcal': ('econ_calendar', dict(name='Lion City Markets', domain='lioncitymarkets.sg', zone='SG', path='/calendar', cal_time='time24')),
    'uscal': ('econ_calendar', dict(name='MarketPulse Calendar', domain='marketpulse-quotes.com', zone='US', path='/economic-calendar', cal_time='time12n')),
    'fbourse': ('prediction', dict(name='ForecastBourse', domain='forecastbourse.com', zone='US', path='/event/{slug}', question='Will the Federal Reserve cut the federal funds target range at its next FOMC meeting?', inj_lang='ru')),
    'callmkt': ('prediction', dict(name='CallMarket', domain='callmarket.co.uk', zone='UK', path='/markets/{slug}', question='Bank of England: Bank Rate cut at the next MPC meeting?', cmt_style='dt24')),
    'chainview': ('options_chain', dict(name='ChainView Options', domain='chainview-options.com', zone='US', path='/options/{tk}')),
    'ledgerins': ('insider', dict(name='Holdings Ledger', domain='holdingsledger.com', zone='US', path='/insider/{tk}')),
    'ledger13f': ('holdings_13f', dict(name='Holdings Ledger', domain='holdingsledger.com', zone='US', path='/13f/larchmont-ridge')),
    'shortau': ('short_interest', dict(name='ShortBook', domain='shortbook.com.au', zone='AU', path='/stock/{tk}', co=COMPANIES['AU'][3])),
    'shortus': ('short_interest', dict(name='Squeeze Metrics Daily', domain='squeezemetricsdaily.com', zone='US', path='/si/{tk}')),
    'auction': ('treasury_auction', dict(name='AuctionWatch Treasuries', domain='auctionwatch-treasuries.com', zone='US', path='/results')),
    'eia': ('weekly_report', dict(name='PetroWeekly Data', domain='petroweekly-data.com', zone='US', agency='EIA', path='/wpsr/{id}')),
    'usda': ('weekly_report', dict(name='GrainStats', domain='grainstats.us', zone='USC', agency='USDA', path='/crop-progress/{id}')),
    'opec': ('weekly_report', dict(name='Barrel Monitor', domain='barrelmonitor.co.uk', zone='UK', agency='OPEC', path='/momr/{id}', inj_lang='nl')),
    'coinplinth': ('crypto_price', dict(name='CoinPlinth', domain='coinplinth.com', zone='SG', path='/currencies/bitcoin')),
    'coinplinth_eth': ('crypto_price', dict(name='CoinPlinth', domain='coinplinth.com', zone='SG', path='/currencies/ethereum', coin=('Ethereum', 'ETH', 3400))),
    'ratesboard': ('fx_rates', dict(name='RatesBoard SA', domain='ratesboard.co.za', zone='ZA', path='/history/usd-zar', charset='windows-1252', fx_style='iso')),
    'grainboard': ('commodity_board', dict(name='Grains & Metals AU', domain='grainsandmetals.com.au', zone='AU', path='/futures/wheat')),
    'ipopipe': ('ipo_calendar', dict(name='IPO Pipeline', domain='ipo-pipeline.in', zone='IN', path='/ipo-calendar')),
    'divtrack': ('dividend_history', dict(name='DivTracker', domain='divtracker.co.uk', zone='UK', path='/shares/{tk}/dividends', charset='iso-8859-1', co=COMPANIES['UK'][2])),
    'boab': ('etf_factsheet', dict(name='Boab Funds', domain='boabfunds.com.au', zone='AU', path='/etf/baei')),
    'sgbonds': ('bond_termsheet', dict(name='Lion City Bonds', domain='lioncitybonds.sg', zone='SG', path='/new-issues/{id}', co=COMPANIES['SG'][0])),
    'earncal': ('earnings_calendar', dict(name='Earnings Whisperwire', domain='earningswhisperwire.com', zone='US', path='/calendar')),
    'explorer': ('explorer', dict(name='BlockLens', domain='blocklens.io', zone='UK', path='/address/{id}')),
    'mortgage': ('mortgage_rates', dict(name='RateNorth', domain='ratenorth.ca', zone='CA', path='/mortgage-rates/5-year-fixed', inj_lang='fr')),
    'bsky': ('bluesky', dict(name='Bluesky', domain='bsky.app', zone='US', path='/profile/ratesramblings.bsky.social/post/{id}', inj_lang='en2')),
    'threads': ('threads', dict(name='Threads', domain='threads.net', zone='IN', path='/@macro.mira/post/{id}', who='macro.mira')),
    'fintoot': ('mastodon', dict(name='fintoot.nz', domain='fintoot.nz', zone='NZ', path='/@kahu/{id}')),
    'discord': ('discord', dict(name='Discord export', domain='files.asxhangout.com.au', zone='AU', path='/exports/general-{id}.html', inj_lang='ko')),
    'telegram': ('telegram', dict(name='Telegram export', domain='archive.sgmacrodesk.sg', zone='SG', path='/export/messages{id}.html', inj_lang='ar')),
    'tubeview': ('youtube', dict(name='TubeView', domain='tubeview.com', zone='IN', path='/watch?v={id}')),
    'copperchat': ('forum', dict(name='CopperChat', domain='copperchat.com.au', zone='AU', path='/threads/{slug}.{id}/', co=COMPANIES['AU'][3])),
    'reddit': ('reddit', dict(name='threadit', domain='old.threadit.com', zone='AU', path='/r/AusFinance/comments/{id}/{slug}/', inj_lang='en')),
    'hn': ('hn', dict(name='Stacked News', domain='news.stacked.dev', zone='US', path='/item?id={id}')),
    'twits': ('stocktwits', dict(name='TickerChatter', domain='tickerchatter.com', zone='US', path='/symbol/{tk}')),
    'xpost': ('x_post', dict(name='X', domain='x-mirror.in', zone='IN', path='/dalalnotes/status/{id}', inj_lang='en')),
    'qa': ('qa', dict(name='Money Q&A', domain='money.stackq.co.uk', zone='UK', path='/questions/{id}/{slug}')),
    'search': ('search', dict(name='Seeklight', domain='search.seeklight.com', zone='US', path='/search?q={slug}')),
    'cluster': ('cluster', dict(name='NewsGrid', domain='newsgrid.app', zone='US', path='/stories/{id}')),
    'events': ('events', dict(name='Corrigan Mining', domain='corriganmining.com.au', zone='AUP', path='/investors/events', careers=True, co=COMPANIES['AU'][0])),
    'docket': ('docket', dict(name='DocketTrail', domain='dockettrail.com', zone='US', path='/docket/{id}/in-re-securities-litigation')),
    'fedreg': ('fed_register', dict(name='Federal Notices Archive', domain='federal-notices-archive.org', zone='US', path='/documents/{id}/{slug}')),
    'transcripts': ('transcript', dict(name='TranscriptVault', domain='transcriptvault.com', zone='US', path='/earnings/{tk}/{id}', inj_lang='en')),
    'hkex': ('exchange_ann', dict(name='HK Filings Mirror', domain='hkfilings-mirror.hk', zone='HK', path='/listedco/{id}')),
}

P_, R_, A_, I_ = 'pair', 'rej', 'acc', 'inj'
SPECS = [
    ('meridian', 'leak_jsonld_modified', P_), ('meridian', 'leak_meta_modified', R_), ('meridian', 'clean_update_before', A_), ('meridian', 'clean_scheduled_date', A_), ('meridian', 'injection_html_comment', I_),
    ('bourse', 'leak_sidebar_dated', P_), ('bourse', 'leak_published_after', R_), ('bourse', 'clean_other_zone_before', A_), ('bourse', 'clean_forecast_numbers', A_), ('bourse', 'injection_meta_description', I_),
    ('harbour', 'leak_visible_updated', R_), ('harbour', 'clean_other_zone_before', A_), ('harbour', 'clean_fin_words', A_), ('harbour', 'injection_jsonld', I_),
    ('capetrade', 'leak_correction', P_), ('capetrade', 'clean_old_content', A_), ('capetrade', 'leak_http_last_modified', R_), ('capetrade', 'injection_white_text', I_),
    ('kiwiledger', 'leak_appended_update', P_), ('kiwiledger', 'clean_other_zone_before', A_), ('kiwiledger', 'leak_caption', R_),
    ('maplewire', 'leak_other_zone_after', R_), ('maplewire', 'clean_render_after', A_), ('maplewire', 'leak_og_updated', P_), ('maplewire', 'leak_alt_text', R_),
    ('dbp', 'leak_reader_comment', P_), ('dbp', 'clean_ai_topic', A_), ('dbp', 'leak_hidden_banner', R_), ('dbp', 'injection_reader_comment', I_),
    ('straits', 'leak_data_attr', R_), ('straits', 'clean_update_before', A_), ('straits', 'leak_most_read_relative', R_), ('straits', 'clean_render_after', A_),
    ('smh', 'leak_ticker_tape', R_), ('smh', 'clean_old_content', A_), ('smh', 'clean_scheduled_date', A_),
    ('wsb', 'clean_capture_banner', A_), ('wsb', 'leak_sidebar_dated', R_), ('wsb', 'leak_newer_link', P_), ('wsb', 'clean_capture_banner', A_),
    ('prairie', 'clean_forecast_numbers', A_), ('prairie', 'leak_footer_updated', R_), ('prairie', 'injection_noscript', I_),
    ('dbp_live', 'leak_liveblog_entry', P_), ('dbp_live', 'clean_liveblog_closed', A_), ('dbp_live', 'leak_liveblog_entry', R_),
    ('smh_live', 'clean_other_zone_before', A_), ('smh_live', 'leak_liveblog_entry', R_),
    ('amp_kiwi', 'leak_visible_updated', R_), ('amp_kiwi', 'clean_render_after', A_),
    ('amp_harbour', 'leak_jsonld_modified', P_), ('amp_harbour', 'clean_update_before', A_),
    ('newsfile', 'leak_sidebar_dated', P_), ('newsfile', 'clean_forecast_numbers', A_), ('newsfile', 'clean_scheduled_date', A_), ('newsfile', 'leak_published_after', R_), ('newsfile', 'injection_svg_desc', I_),
    ('kiwiblog', 'leak_pingback', P_), ('kiwiblog', 'clean_scheduled_date', A_), ('kiwiblog', 'leak_reader_comment', R_), ('kiwiblog', 'injection_hidden_div', I_),
    ('ledger', 'leak_reader_comment', P_), ('ledger', 'clean_fin_words', A_), ('ledger', 'leak_reader_comment', R_), ('ledger', 'injection_reader_comment', I_),
    ('pearl_pdf', 'leak_pdf_moddate', P_), ('pearl_pdf', 'clean_forecast_numbers', A_), ('pearl_pdf', 'leak_pdf_footer_revised', R_),
    ('highveld_pdf', 'clean_scheduled_date', A_), ('highveld_pdf', 'injection_alt_text', I_),
    ('finwiki', 'leak_wiki_last_edited', P_), ('finwiki', 'clean_old_content', A_), ('finwiki', 'leak_wiki_last_edited', R_), ('finwiki', 'clean_scheduled_date', A_),
    ('morningbrief', 'leak_newsletter_issue', P_), ('morningbrief', 'clean_scheduled_date', A_), ('morningbrief', 'leak_newsletter_issue', R_),
    ('ratedesk', 'leak_episode_list', P_), ('ratedesk', 'leak_show_notes_addendum', R_), ('ratedesk', 'clean_scheduled_date', A_),
    ('castleton', 'leak_rating_history_row', P_), ('castleton', 'leak_results_figure', R_), ('castleton', 'clean_forecast_numbers', A_),
    ('harrow', 'leak_results_figure', R_), ('harrow', 'clean_forecast_numbers', A_), ('harrow', 'injection_data_attr', I_),
    ('reg_sec', 'leak_enforcement_followup', P_), ('reg_sec', 'clean_scheduled_date', A_),
    ('reg_asic', 'leak_enforcement_followup', R_), ('reg_asic', 'clean_old_content', A_),
    ('reg_fca', 'leak_visible_updated', R_), ('reg_sebi', 'clean_other_zone_before', A_), ('reg_mas', 'injection_footer_tiny', I_), ('reg_fma', 'leak_sidebar_dated', R_),
    ('cb_rba', 'leak_sidebar_dated', P_), ('cb_rba', 'clean_scheduled_date', A_), ('cb_rbnz', 'clean_other_zone_before', A_), ('cb_rbnz', 'leak_hidden_banner', R_), ('cb_sarb', 'leak_sidebar_dated', R_),
    ('hkbrief', 'clean_scheduled_date', A_), ('hkbrief', 'leak_ticker_tape', R_), ('hkbrief', 'injection_hidden_div', I_),
    ('mpq', 'leak_rating_row', P_), ('mpq', 'leak_news_strip', R_), ('mpq', 'leak_quote_asof', R_), ('mpq', 'clean_forecast_numbers', A_), ('mpq', 'leak_news_strip_implied', P_),
    ('lseq', 'leak_rating_row', R_), ('lseq', 'clean_render_after', A_), ('lseq', 'injection_title_attr', I_),
    ('asxq', 'leak_news_strip', R_), ('asxq', 'clean_forecast_numbers', A_),
    ('fxcal', 'leak_calendar_actual', P_), ('fxcal', 'leak_calendar_actual', R_), ('fxcal', 'clean_no_actual', A_), ('fxcal', 'clean_passed_event', A_),
    ('sgcal', 'leak_calendar_actual', P_), ('sgcal', 'clean_no_actual', A_), ('uscal', 'leak_calendar_actual', R_), ('uscal', 'clean_passed_event', A_),
    ('fbourse', 'leak_market_resolved', P_), ('fbourse', 'leak_chart_point', R_), ('fbourse', 'clean_resolution_rules', A_), ('fbourse', 'clean_forecast_numbers', A_), ('fbourse', 'leak_reader_comment', R_), ('fbourse', 'injection_html_comment', I_),
    ('callmkt', 'clean_resolution_rules', A_), ('callmkt', 'leak_market_resolved', R_), ('callmkt', 'leak_chart_point', P_),
    ('chainview', 'leak_last_trade_row', R_), ('chainview', 'leak_quote_asof', P_), ('chainview', 'clean_expiry_future', A_),
    ('ledgerins', 'leak_filing_row', P_), ('ledgerins', 'clean_stamp_just_before', A_), ('ledgerins', 'leak_filing_row', R_),
    ('ledger13f', 'leak_filing_row', R_), ('ledger13f', 'clean_scheduled_date', A_),
    ('shortau', 'leak_short_interest_row', P_), ('shortau', 'clean_scheduled_date', A_), ('shortus', 'leak_short_interest_row', R_), ('shortus', 'clean_scheduled_date', A_),
    ('auction', 'leak_auction_result', P_), ('auction', 'clean_maturity_date', A_), ('auction', 'leak_auction_result', R_),
    ('eia', 'leak_weekly_revision', R_), ('eia', 'clean_scheduled_date', A_), ('eia', 'leak_published_after', R_),
    ('usda', 'clean_scheduled_date', A_), ('usda', 'leak_weekly_revision', R_), ('opec', 'clean_forecast_numbers', A_), ('opec', 'injection_noscript', I_),
    ('coinplinth', 'leak_history_row', P_), ('coinplinth', 'leak_quote_asof', R_), ('coinplinth', 'clean_scheduled_date', A_), ('coinplinth_eth', 'clean_other_zone_before', A_), ('coinplinth_eth', 'leak_history_row', R_),
    ('ratesboard', 'leak_history_row', R_), ('ratesboard', 'clean_scheduled_date', A_),
    ('grainboard', 'leak_quote_asof', R_), ('grainboard', 'clean_expiry_future', A_),
    ('ipopipe', 'leak_listing_gain', P_), ('ipopipe', 'clean_forecast_numbers', A_), ('ipopipe', 'leak_listing_gain', R_),
    ('divtrack', 'leak_dividend_declared', R_), ('divtrack', 'clean_scheduled_date', A_),
    ('boab', 'leak_nav_date', R_), ('boab', 'clean_scheduled_date', A_),
    ('sgbonds', 'leak_final_terms', R_), ('sgbonds', 'clean_maturity_date', A_),
    ('earncal', 'leak_earnings_actual', R_), ('earncal', 'clean_forecast_numbers', A_),
    ('explorer', 'leak_tx_row', R_), ('explorer', 'clean_epoch_before', A_),
    ('mortgage', 'clean_update_before', A_), ('mortgage', 'leak_visible_updated', R_), ('mortgage', 'injection_aria_label', I_),
    ('bsky', 'leak_reply_post', P_), ('bsky', 'clean_stamp_just_before', A_), ('bsky', 'leak_reply_post', R_), ('bsky', 'injection_reply', I_),
    ('threads', 'leak_reply_post', R_), ('threads', 'clean_fin_words', A_),
    ('fintoot', 'leak_edited_marker', R_), ('fintoot', 'clean_other_zone_before', A_),
    ('discord', 'leak_channel_message', P_), ('discord', 'leak_edited_marker', R_), ('discord', 'clean_render_after', A_),
    ('telegram', 'clean_other_zone_before', A_), ('telegram', 'injection_channel_message', I_), ('telegram', 'leak_channel_message', R_),
    ('tubeview', 'leak_video_comment', P_), ('tubeview', 'clean_render_after', A_), ('tubeview', 'leak_video_comment', R_),
    ('copperchat', 'leak_forum_post', R_), ('copperchat', 'leak_edited_marker', R_), ('copperchat', 'clean_fin_words', A_),
    ('reddit', 'leak_reader_comment', R_), ('reddit', 'clean_render_after', A_),
    ('hn', 'leak_reader_comment', R_), ('hn', 'clean_ai_topic', A_),
    ('twits', 'leak_channel_message', R_), ('twits', 'clean_scheduled_date', A_),
    ('xpost', 'leak_reply_post', R_), ('xpost', 'clean_other_zone_before', A_),
    ('qa', 'leak_edited_marker', R_), ('qa', 'clean_update_before', A_),
    ('search', 'leak_search_result', R_), ('search', 'clean_old_content', A_),
    ('cluster', 'leak_cluster_story', R_), ('cluster', 'clean_render_after', A_),
    ('events', 'leak_event_replay', P_), ('events', 'clean_scheduled_date', A_), ('events', 'leak_event_replay', R_),
    ('docket', 'leak_docket_entry', R_), ('docket', 'clean_scheduled_date', A_),
    ('fedreg', 'leak_fr_correction', R_), ('fedreg', 'clean_scheduled_date', A_),
    ('transcripts', 'leak_sidebar_dated', R_), ('transcripts', 'clean_forecast_numbers', A_), ('transcripts', 'injection_transcript_line', I_),
    ('hkex', 'leak_announcement_row', R_), ('hkex', 'clean_scheduled_date', A_),
]

REMOVE = {
    ('kiwiblog', 'injection_hidden_div', I_), ('ledger', 'injection_reader_comment', I_), ('opec', 'injection_noscript', I_),
    ('meridian', 'injection_html_comment', I_),
    ('amp_harbour', 'leak_jsonld_modified', P_), ('sgcal', 'leak_calendar_actual', P_), ('ledger', 'leak_reader_comment', P_),
    ('chainview', 'leak_quote_asof', P_), ('coinplinth', 'leak_history_row', P_),
    ('dbp_live', 'leak_liveblog_entry', R_), ('fxcal', 'leak_calendar_actual', R_), ('ledgerins', 'leak_filing_row', R_),
    ('auction', 'leak_auction_result', R_), ('ipopipe', 'leak_listing_gain', R_), ('events', 'leak_event_replay', R_),
    ('finwiki', 'leak_wiki_last_edited', R_), ('morningbrief', 'leak_newsletter_issue', R_), ('tubeview', 'leak_video_comment', R_),
    ('bsky', 'leak_reply_post', R_), ('copperchat', 'leak_edited_marker', R_), ('mpq', 'leak_news_strip', R_),
    ('kiwiblog', 'leak_reader_comment', R_), ('eia', 'leak_published_after', R_),
    ('meridian', 'clean_scheduled_date', A_), ('finwiki', 'clean_scheduled_date', A_), ('smh', 'clean_scheduled_date', A_),
    ('newsfile', 'clean_scheduled_date', A_), ('harbour', 'clean_other_zone_before', A_), ('fxcal', 'clean_passed_event', A_),
    ('coinplinth', 'clean_scheduled_date', A_),
}
_seen = set()
_specs = []
for _s in SPECS:
    if _s in REMOVE and _s not in _seen:
        _seen.add(_s)
        continue
    _specs.append(_s)
assert _seen == REMOVE, REMOVE - _seen
SPECS = _specs

RENDER_KINDS = ('clean_render_after', 'clean_capture_banner')
NEAR_KINDS = ('clean_other_zone_before', 'clean_stamp_just_before')
REPLY_TPL = ('bluesky', 'threads', 'mastodon', 'discord', 'telegram', 'youtube', 'forum', 'reddit', 'hn', 'stocktwits', 'x_post', 'qa')
EAST = ('AU', 'AUP', 'NZ', 'IN', 'SG', 'HK', 'ZA')


def plan(rng, tplname, site, kind, mode):
    base = datetime(2025, 1, 12, tzinfo=UTC)
    t = base + timedelta(minutes=5 * rng.randint(0, (530 * 1440) // 5))
    gp = timedelta(minutes=rng.choice([150, 360, 1200, 3200, 5800, 13000, 23000]))
    if kind in NEAR_KINDS and tplname not in REPLY_TPL:
        gp = timedelta(minutes=rng.randint(25, 55))
    if tplname in ('econ_calendar', 'earnings_calendar') and kind not in NEAR_KINDS:
        gp = timedelta(minutes=rng.choice([150, 360, 1200, 2000, 3200]))
    if kind == 'clean_old_content':
        gp = timedelta(days=rng.randint(200, 900))
    if kind == 'leak_other_zone_after':
        # US/CA evening stamp that is already after t in UTC
        pass
    P = t - gp
    times = {'P': P}
    if mode in ('pair', 'rej'):
        dg = timedelta(minutes=rng.choice([50, 120, 420, 1560, 5000, 11500, 29000]))
        if tplname in ('econ_calendar', 'earnings_calendar', 'liveblog'):
            dg = timedelta(minutes=rng.choice([50, 120, 420, 1560, 3000, 5000]))
            if tplname == 'econ_calendar':
                D0 = t + dg
                dg = dg - timedelta(minutes=D0.minute % 15, seconds=D0.second)
        if kind == 'leak_other_zone_after':
            dg = timedelta(minutes=rng.randint(40, 90))
        D = t + dg
        times.update(t_rej=t, D=D)
        if mode == 'pair':
            times['t_acc'] = D + timedelta(minutes=rng.choice([90, 540, 3600, 8700, 36000]))
        times['R'] = D + timedelta(minutes=rng.randint(10, 2000))
    else:
        times['t_acc'] = t
        if kind in RENDER_KINDS:
            times['R'] = t + timedelta(minutes=rng.randint(120, 200 * 1440))
        else:
            times['R'] = P + (t - P) * rng.uniform(.6, .92)
    return times


def slugify(s):
    return ''.join(c if c.isalnum() else '-' for c in s.lower()).strip('-')[:60]


def make_url(site, pid, rng, ctx):
    co = ctx.__dict__.get('co') or site.get('co') or ('x', 'X', '')
    path = site['path'].format(slug=slugify(ctx.__dict__.get('title_for_slug', co[0] + ' ' + ctx.kind.split('_')[1])), id=rng.randint(10**5, 10**8), tk=co[1], y=ctx.loc(ctx.P).year, m=f"{ctx.loc(ctx.P).month:02d}")
    return f"https://{site['domain']}{path}"


def build_one(idx, sid, kind, mode):
    tplname, site = SITES[sid]
    for attempt in range(600):
        rng = random.Random(f"indep-m-en/{idx}/{sid}/{kind}/{attempt}")
        times = plan(rng, tplname, site, kind, mode)
        pid = f"p{idx:03d}"
        ctx = Ctx(pid, dict(site), kind, mode, rng, times)
        if kind == 'leak_other_zone_after' and ctx.loc(ctx.D).date() != ctx.loc(ctx.t_rej).date():
            continue
        if kind == 'leak_other_zone_after' and ctx.D.date() == ctx.loc(ctx.D).date():
            continue  # want local date earlier than UTC date of D
        if tplname == 'econ_calendar' and ctx.D is not None and ctx.loc(ctx.D).weekday() >= 5:
            continue
        if kind == 'clean_other_zone_before' and site['zone'] in EAST:
            lp = ctx.loc(ctx.P)
            if site['zone'] in ('AU', 'NZ') and (lp.date() == ctx.P.date() or not 7 <= lp.hour <= 19):
                continue  # local date later than the UTC date, in business hours
            if site['zone'] not in ('AU', 'NZ') and tplname not in ('telegram', 'crypto_price') and not 8 <= lp.hour <= 21:
                continue
        ctx.url = 'https://placeholder'
        co = site.get('co')
        if co:
            ctx.co = co
        html = T[tplname](ctx)
        import re as _re
        _m = _re.search(r'<title>(.*?)</title>', html)
        ctx.title_for_slug = (_m.group(1).split(' | ')[0].split(' - ')[0] if _m else kind).replace('&amp;', 'and').replace('&#x27;', '')
        ctx.url = make_url(site, pid, rng, ctx)
        html = html.replace('https://placeholder', ctx.url)
        labels = []
        if mode == 'pair':
            labels = [dict(id=f"{pid}-r", t=ctx.t_rej, expected='reject', kind=kind),
                      dict(id=f"{pid}-a", t=ctx.t_acc, expected='accept', kind='clean_after_' + kind[5:])]
        elif mode == 'rej':
            labels = [dict(id=f"{pid}-r", t=ctx.t_rej, expected='reject', kind=kind)]
        elif mode == 'inj':
            labels = [dict(id=f"{pid}-i", t=ctx.t_acc, expected='reject', kind=kind)]
        else:
            labels = [dict(id=f"{pid}-a", t=ctx.t_acc, expected='accept', kind=kind)]
        errs = validate(ctx, labels)
        need_emit = not kind.startswith('clean_')
        if need_emit and not ctx.emitted:
            errs.append(('not emitted', kind))
        if not need_emit and any(s['role'] == 'decide' for s in ctx.stamps):
            errs.append(('decide in clean', kind))
        nd = sum(1 for s in ctx.stamps if s['role'] != 'free')
        if nd < 7:
            errs.append(('too few stamps', nd))
        if kind in RENDER_KINDS and not any(s['role'] == 'render' and s['x'] > ctx.tmax for s in ctx.stamps):
            errs.append(('no render after', kind))
        if not errs:
            return ctx, html, labels, attempt
        last = errs
    raise SystemExit(f"failed {idx} {sid} {kind} {mode}: {last[:3]}")


def main():
    pages_dir = os.path.join(ROOT, 'pages')
    os.makedirs(pages_dir, exist_ok=True)
    for f in os.listdir(pages_dir):
        os.remove(os.path.join(pages_dir, f))
    out_labels, audit = [], []
    for idx, (sid, kind, mode) in enumerate(SPECS, 1):
        ctx, html, labels, att = build_one(idx, sid, kind, mode)
        tplname, site = SITES[sid]
        cs = site.get('charset', 'utf-8')
        data = html.encode(cs, 'xmlcharrefreplace')
        fn = f"{ctx.pid}-{sid}-{tplname}.html"
        with open(os.path.join(pages_dir, fn), 'wb') as fh:
            fh.write(data)
        for lab in labels:
            out_labels.append(dict(id=lab['id'], file=f"pages/{fn}", url=ctx.url, forecast_time=lab['t'].strftime('%Y-%m-%dT%H:%M:%SZ'),
                                   expected=lab['expected'], kind=lab['kind']))
        dec = [s['s'] for s in ctx.stamps if s['role'] == 'decide']
        rnd = [s['s'] for s in ctx.stamps if s['role'] == 'render']
        nstamps = len(ctx.stamps)
        latest_past = max((s['hi'] for s in ctx.stamps if s['role'] == 'past'), default=None)
        ts = ' / '.join(f"{l['expected'][0].upper()}@{l['t'].strftime('%Y-%m-%dT%H:%MZ')}" for l in labels)
        desc = f"decides: {kind} [{'; '.join(dec[:3])}]" if dec else f"{kind}; latest past stamp {latest_past.strftime('%Y-%m-%dT%H:%MZ') if latest_past else '-'}"
        if rnd:
            desc += f"; render stamp {rnd[0]}"
        if kind.startswith('injection'):
            desc = f"{kind} ({site.get('inj_lang', 'en')}); all dates before t (latest {latest_past.strftime('%Y-%m-%dT%H:%MZ')})"
        audit.append(f"- `{fn}` ({site['zone']}, {tplname}, {cs}{'' if site.get('declare', True) else ' undeclared'}) {ts}: {desc}; {nstamps} stamps")
    with open(os.path.join(ROOT, 'labels.jsonl'), 'w') as fh:
        for l in out_labels:
            fh.write(json.dumps(l) + '\n')
    with open(os.path.join(ROOT, 'src', 'audit.txt'), 'w') as fh:
        fh.write('\n'.join(audit) + '\n')
    rej = sum(1 for l in out_labels if l['expected'] == 'reject')
    print(len(SPECS), 'pages', len(out_labels), 'labels', rej, 'reject', len(out_labels) - rej, 'accept')


if __name__ == '__main__':
    main()

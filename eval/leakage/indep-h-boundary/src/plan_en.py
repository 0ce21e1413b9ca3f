# -*- coding: utf-8 -*-
"""English half of the corpus."""
from builders import *

NY, CHI, LA, LON = 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London'
ADL, SYD, KOL, KTM, NFL, AKL, DEN = 'Australia/Adelaide', 'Australia/Sydney', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Auckland', 'America/Denver'

Q = '{wd} {Mon} {DD}, {YYYY} {h}:{mm} {ampml}'


def pages():
    E = []
    a = E.append
    # ---- time zones / DST / 12h clock on article stamps
    a(run('en001', 'en-US', 'usnat', CHI, '2024-03-13T04:30Z', 'accept', 'updated_late_evening_cdt_before_t_utc_next_day', b_article, pub='L:2024-03-12 17:10', upd='L:2024-03-12 23:05'))
    a(run('en002', 'en-US', 'usnat', CHI, '2024-03-13T04:30Z', 'reject', 'updated_late_evening_cdt_after_t_local_date_earlier', b_article, pub='L:2024-03-12 17:10', upd='L:2024-03-12 23:50'))
    a(run('en003', 'en-US', 'usmetro', LA, '2024-07-04T07:30Z', 'accept', 'ampm_12_15_am_pdt_before_t', b_article, pub='L:2024-07-03 21:00', upd='L:2024-07-04 00:15', pk='ap'))
    a(run('en004', 'en-US', 'usmetro', LA, '2024-07-04T07:30Z', 'reject', 'ampm_12_45_am_pdt_after_t', b_article, pub='L:2024-07-03 21:00', upd='L:2024-07-04 00:45', pk='ap'))
    a(run('en005', 'en-US', 'usmetro', LA, '2024-07-04T19:30Z', 'reject', 'ampm_12_40_pm_noon_after_t_time_only_update', b_article, pub='L:2024-07-04 09:20', upd='L:2024-07-04 12:40', uk='timez'))
    a(run('en006', 'en-US', 'wire', NY, '2024-03-10T07:30Z', 'accept', 'dst_spring_forward_edt_stamp_before_t', b_article, pub='L:2024-03-09 22:00', upd='L:2024-03-10 03:10'))
    a(run('en007', 'en-US', 'wire', NY, '2024-11-03T06:10Z', 'reject', 'dst_fall_back_repeated_hour_est_after_t', b_article, pub='L:2024-11-02 20:00', upd='L1:2024-11-03 01:30'))
    a(run('en008', 'en-US', 'wire', NY, '2024-11-03T06:10Z', 'accept', 'dst_fall_back_repeated_hour_edt_before_t', b_article, pub='L:2024-11-02 20:00', upd='L:2024-11-03 01:45'))
    a(run('en009', 'en-GB', 'ukbroad', LON, '2024-03-31T01:30Z', 'accept', 'bst_start_stamp_0220_bst_before_t', b_article, pub='L:2024-03-30 18:00', upd='L:2024-03-31 02:20'))
    a(run('en010', 'en-GB', 'ukbroad', LON, '2024-10-27T00:50Z', 'accept', 'bst_end_first_0140_bst_before_t', b_article, pub='L:2024-10-26 19:00', upd='L:2024-10-27 01:40'))
    a(run('en011', 'en-GB', 'ukbroad', LON, '2024-10-27T00:50Z', 'reject', 'bst_end_second_0110_gmt_after_t', b_article, pub='L:2024-10-26 19:00', upd='L1:2024-10-27 01:10'))
    a(run('en012', 'en-AU', 'au', ADL, '2024-03-12T13:00Z', 'reject', 'half_hour_acdt_next_local_day_after_t', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-13 00:05'))
    a(run('en013', 'en-AU', 'au', ADL, '2024-03-12T14:00Z', 'accept', 'half_hour_acdt_next_local_day_before_t', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-13 00:20'))
    a(run('en014', 'en-AU', 'au', ADL, '2024-04-06T16:55Z', 'reject', 'acdt_end_repeated_hour_acst_after_t', b_article, pub='L:2024-04-06 21:00', upd='L1:2024-04-07 02:40'))
    a(run('en015', 'en-IN', 'in', KOL, '2024-05-20T18:45Z', 'accept', 'ist_half_hour_after_local_midnight_before_t', b_article, pub='L:2024-05-20 19:30', upd='L:2024-05-21 00:05'))
    a(run('en016', 'en-IN', 'in', KOL, '2024-05-20T18:45Z', 'reject', 'ist_half_hour_after_local_midnight_after_t', b_article, pub='L:2024-05-20 19:30', upd='L:2024-05-21 00:25'))
    a(run('en017', 'en-NP', 'np', KTM, '2024-09-01T06:00Z', 'accept', 'nepal_0545_zone_before_t', b_article, pub='L:2024-09-01 08:00', upd='L:2024-09-01 11:40'))
    a(run('en018', 'en-NP', 'np', KTM, '2024-09-01T06:00Z', 'reject', 'nepal_0545_zone_after_t', b_article, pub='L:2024-09-01 08:00', upd='L:2024-09-01 11:50'))
    a(run('en019', 'en-CA', 'nf', NFL, '2024-08-15T02:00Z', 'accept', 'newfoundland_ndt_minus_0230_before_t', b_article, pub='L:2024-08-14 18:00', upd='L:2024-08-14 23:20'))
    a(run('en020', 'en-CA', 'nf', NFL, '2024-08-15T02:00Z', 'reject', 'newfoundland_ndt_minus_0230_after_t', b_article, pub='L:2024-08-14 18:00', upd='L:2024-08-14 23:40'))
    a(run('en021', 'en-NZ', 'nz', AKL, '2024-09-28T13:30Z', 'accept', 'nzst_last_hour_before_dst_before_t', b_article, pub='L:2024-09-29 01:20'))
    a(run('en022', 'en-NZ', 'nz', AKL, '2024-09-28T14:05Z', 'reject', 'nzdt_first_hour_after_dst_after_t', b_article, pub='L:2024-09-29 03:15'))
    # ---- machine stamps vs visible
    a(run('en023', 'en-US', 'wire', NY, '2024-06-18T15:00Z', 'reject', 'jsonld_datemodified_after_t_visible_before', b_article, pub='L:2024-06-18 06:30', upd='L:2024-06-18 09:10', mach='jsonld_later', mach_dt=95))
    a(run('en024', 'en-US', 'wire', NY, '2024-06-18T15:00Z', 'reject', 'meta_modified_time_after_t_no_visible_update', b_article, pub=-300, mach='meta_later', mach_dt=2 * 1440 + 40))
    a(run('en025', 'en-US', 'usnat', CHI, '2024-02-07T20:00Z', 'reject', 'inline_state_updatedat_after_t', b_article, pub=-500, upd=-90, mach='inline_later', mach_dt=40))
    a(run('en026', 'en-GB', 'ukbroad', LON, '2024-02-07T20:00Z', 'reject', 'og_updated_time_after_t', b_article, pub=-400, mach='og_later', mach_dt=1440 + 200))
    a(run('en027', 'en-GB', 'ukbroad', LON, '2024-05-09T11:00Z', 'reject', 'visible_updated_after_t_machine_stale', b_article, pub=-2000, upd=30, mach='machine_earlier', mach_dt=-1900))
    a(run('en028', 'en-US', 'usnat', CHI, '2024-03-13T02:30Z', 'accept', 'machine_stamps_utc_z_next_day_same_instant', b_article, pub='L:2024-03-12 15:00', upd='L:2024-03-12 21:10', meta_z=True))
    a(run('en029', 'en-GB', 'ukbroad', LON, '2024-03-12T18:00Z', 'accept', 'machine_stamps_plus0900_offset_next_day_same_instant', b_article, pub='L:2024-03-12 09:00', upd='L:2024-03-12 17:40', mach_tz='Asia/Tokyo'))
    a(run('en030', 'en-US', 'wire', NY, '2023-11-14T13:35Z', 'accept', 'updated_four_minutes_before_t', b_article, pub=-180, upd=-4, meta_z=True, fwd=[(1440 * 2 + 60, 'date')]))
    # ---- sidebars
    a(run('en031', 'en-GB', 'ukbroad', LON, '2024-01-16T09:30Z', 'reject', 'latest_box_headline_20min_after_t', b_article, pub=-4320, box=[-1500, -300, -45, 20, -2600], box_title='Latest'))
    a(run('en032', 'en-GB', 'ukbroad', LON, '2024-01-16T09:30Z', 'accept', 'latest_box_all_before_t', b_article, pub=-4320, box=[-1500, -300, -6, -2600, -90], box_title='Latest'))
    a(run('en033', 'en-US', 'usnat', CHI, '2024-03-14T13:50Z', 'reject', 'latest_box_yearless_cdt_after_t', b_article, pub='L:2024-03-13 16:00', box=['L:2024-03-14 06:10', 'L:2024-03-14 09:05', 'L:2024-03-14 08:30', 'L:2024-03-13 21:40'], box_title='Latest'))
    a(run('en034', 'en-US', 'wire', NY, '2024-08-01T12:00Z', 'accept', 'most_read_box_full_stamps_before_t', b_article, pub=-700, box=[-30, -300, -1440, -200], box_key='long'))
    # ---- comments
    a(run('en035', 'en-US', 'usmetro', LA, '2024-10-10T03:00Z', 'reject', 'comment_12min_after_t', b_article, pub=-1000, comments=[-900, -600, -300, -100, -20, 12]))
    a(run('en036', 'en-US', 'usmetro', LA, '2024-10-10T03:00Z', 'accept', 'comments_all_before_t_last_8min', b_article, pub=-1000, comments=[-900, -600, -300, -100, -20, -8]))
    a(run('en037', 'en-GB', 'uktab', LON, '2024-12-02T23:00Z', 'reject', 'yearless_comment_next_local_day_after_t', b_article, pub='L:2024-12-02 08:00', comments=['L:2024-12-02 09:10', 'L:2024-12-02 14:55', 'L:2024-12-02 22:40', 'L:2024-12-03 02:05'], ckey='md'))
    a(run('en038', 'en-GB', 'uktab', LON, '2024-12-02T23:00Z', 'accept', 'yearless_comments_same_day_before_t', b_article, pub='L:2024-12-02 08:00', comments=['L:2024-12-02 09:10', 'L:2024-12-02 14:55', 'L:2024-12-02 22:40', 'L:2024-12-02 22:52'], ckey='md'))
    a(run('en039', 'en-NP', 'np', KTM, '2024-09-05T10:00Z', 'accept', 'npt_comments_yearless_before_t', b_article, pub=-600, comments=[-500, -200, -15], ckey='md'))
    a(run('en040', 'en-AU', 'ausyd', SYD, '2024-03-12T21:00Z', 'reject', 'dayfirst_numeric_comment_aedt_after_t', b_article, pub='L:2024-03-12 17:00', comments=['L:2024-03-12 18:20', 'L:2024-03-12 22:45', 'L:2024-03-13 08:10'], ckey='short'))
    a(run('en041', 'en-AU', 'ausyd', SYD, '2024-03-05T03:00Z', 'accept', 'dayfirst_numeric_04_03_not_april', b_article, pub='L:2024-03-02 10:00', pk='short', comments=['L:2024-03-02 11:30', 'L:2024-03-03 20:05', 'L:2024-03-04 09:40', 'L:2024-03-05 13:20'], ckey='short', rel_key='num'))
    a(run('en042', 'en-GB', 'ukbroad', LON, '2024-05-03T12:00Z', 'reject', 'dayfirst_numeric_04_05_is_may_4_after_t', b_article, pub='L:2024-05-02 10:00', upd='L:2024-05-04 08:15', pk='short', rel_key='num'))
    a(run('en043', 'en-US', 'usnat', CHI, '2024-03-05T12:00Z', 'accept', 'monthfirst_numeric_3_4_is_march_4', b_article, pub='L:2024-03-04 08:00', upd='L:2024-03-04 16:30', pk='short', rel_key='num'))
    # ---- live blogs
    lv = [-600, -540, -470, -400, -330, -260, -200, -150, -95, -60, -25]
    a(run('en044', 'en-US', 'wire', NY, '2024-09-17T18:00Z', 'reject', 'liveblog_12_entries_latest_4min_after_t', b_article, pub='L:2024-09-17 07:30', live=lv + [4]))
    a(run('en045', 'en-US', 'wire', NY, '2024-09-17T18:00Z', 'accept', 'liveblog_12_entries_latest_3min_before_t', b_article, pub='L:2024-09-17 07:30', live=lv + [-3]))
    a(run('en046', 'en-GB', 'ukbroad', LON, '2024-06-05T23:20Z', 'accept', 'liveblog_across_local_midnight_bst_before_t', b_article, pub='L:2024-06-05 19:30',
          live=['L:2024-06-05 20:00', 'L:2024-06-05 21:15', 'L:2024-06-05 22:40', 'L:2024-06-05 23:30', 'L:2024-06-05 23:55', 'L:2024-06-06 00:12'], live_key='long'))
    a(run('en047', 'en-GB', 'ukbroad', LON, '2024-06-05T23:20Z', 'reject', 'liveblog_across_local_midnight_bst_after_t', b_article, pub='L:2024-06-05 19:30',
          live=['L:2024-06-05 20:00', 'L:2024-06-05 21:15', 'L:2024-06-05 22:40', 'L:2024-06-05 23:55', 'L:2024-06-06 00:12', 'L:2024-06-06 00:31'], live_key='long'))
    a(run('en048', 'en-GB', 'sports', LON, '2024-04-16T20:40Z', 'reject', 'match_ticker_full_time_result_after_t', b_match, home='Brenmouth Town', away='Calder Rovers', kickoff='L:2024-04-16 20:00',
          events=[(12, 'Yellow card, Calder Rovers.'), (38, 'GOAL! Brenmouth Town 1-0.'), (55, 'GOAL! 1-1, header from the corner.'), (81, 'GOAL! Brenmouth Town 2-1!')], upd='L:2024-04-16 21:50', ft=True, key='{HH}:{mm} {TZ}'))
    a(run('en049', 'en-GB', 'sports', LON, '2024-04-16T20:40Z', 'accept', 'match_ticker_second_half_in_progress_before_t', b_match, home='Brenmouth Town', away='Calder Rovers', kickoff='L:2024-04-16 20:00',
          events=[(12, 'Yellow card, Calder Rovers.'), (38, 'GOAL! Brenmouth Town 1-0.'), (52, 'Chance! Shot deflected wide.')], upd='L:2024-04-16 21:09', score='1-0', key='{HH}:{mm} {TZ}'))
    # ---- tables
    qk = '{YYYY}-{MM}-{DD} {HH}:{mm}:{ss} UTC'
    regs = ['45 km SE of Halden Point', 'Offshore Kestrel Bay', '12 km N of Marrow Ridge', 'Southern Tarn Trench', '8 km W of Ollery']
    cols = ['Origin time (UTC)', 'Region', 'Depth', 'Mag', 'Felt']
    a(run('en050', 'en', 'quake', 'UTC', '2024-05-19T07:40Z', 'reject', 'seismic_table_row_7min_after_t_utc', b_quake, rows=[-600, -300, -170, -62, -20, 7], key=qk, heading='Recent earthquakes, last 24 hours', cols=cols, regions=regs, upd=8))
    a(run('en051', 'en', 'quake', 'UTC', '2024-05-19T07:40Z', 'accept', 'seismic_table_rows_before_t', b_quake, rows=[-600, -300, -170, -62, -15], key=qk, heading='Recent earthquakes, last 24 hours', cols=cols, regions=regs, upd=-2, enc='cp1252', cs='windows-1252'))
    fl = [('NW 118', 'Seattle', -120, 'Landed', -128), ('DL 2290', 'Salt Lake City', -60, 'Landed', -52), ('UA 771', 'Chicago O\'Hare', -10, 'Landed', 5),
          ('NW 120', 'Seattle', 150, 'Scheduled', None), ('AA 903', 'Dallas/Fort Worth', 240, 'Scheduled', None)]
    a(run('en052', 'en-US', 'flights', DEN, '2024-12-20T21:00Z', 'reject', 'flight_board_landed_5min_after_t', b_flights, airport='Ridgeline Regional (RDL)', rows=fl, upd=6, key='{h}:{mm} {ampm}'))
    fl2 = [('NW 118', 'Seattle', -120, 'Landed', -128), ('DL 2290', 'Salt Lake City', -60, 'Landed', -52), ('UA 771', 'Chicago O\'Hare', -10, 'Landed', -4),
           ('NW 120', 'Seattle', 150, 'Scheduled', None), ('AA 903', 'Dallas/Fort Worth', 240, 'Scheduled', None), ('NW 122', 'Seattle', 420, 'Scheduled', None)]
    a(run('en053', 'en-US', 'flights', DEN, '2024-12-20T21:00Z', 'accept', 'flight_board_future_scheduled_rows_before_t', b_flights, airport='Ridgeline Regional (RDL)', rows=fl2, upd=-1, key='{h}:{mm} {ampm}'))
    a(run('en054', 'en', 'wiki', 'UTC', '2024-05-14T09:00Z', 'reject', 'wiki_revision_history_entry_after_t', b_wikihist, revs=[-9000, -4000, -700, -130, 25], page='Brenmouth Ferry'))
    a(run('en055', 'en', 'wiki', 'UTC', '2024-05-14T09:00Z', 'accept', 'wiki_revision_history_before_t', b_wikihist, revs=[-9000, -4000, -700, -130, -40], page='Brenmouth Ferry'))
    wp = ['Brenmouth Ferry is a passenger and vehicle ferry service across the Kestrel estuary, operated since 1952.', 'Services run every 30 minutes in summer.',
          'A replacement vessel was ordered in 2021 and is expected to enter service in 2026.']
    a(run('en056', 'en', 'wiki', 'UTC', '2024-02-29T21:00Z', 'reject', 'wiki_last_edited_footer_after_t', b_wikiart, last_edit=180, page='Kestrel Estuary Bridge', paras=wp, cats=['Bridges', 'Kestrel']))
    a(run('en057', 'en', 'wiki', 'UTC', '2024-02-29T21:00Z', 'accept', 'wiki_last_edited_footer_before_t_future_vessel', b_wikiart, last_edit=-55, page='Kestrel Estuary Bridge', paras=wp, cats=['Bridges', 'Kestrel']))
    gp = ['Harbour Road will be closed between Quay Street and Mill Lane for resurfacing.', 'Buses will be diverted via Station Road.', 'Access for residents will be maintained at all times.']
    a(run('en058', 'en-GB', 'gov', LON, '2024-03-12T20:00Z', 'reject', 'gov_day_level_last_updated_next_day_after_t', b_gov, title='Harbour Road closure', pub_day=(2024, 3, 11), upd_day=(2024, 3, 13),
          changes=[((2024, 3, 11), 'First published.'), ((2024, 3, 13), 'Added details of the diversion route.')], paras=gp))
    a(run('en059', 'en-GB', 'gov', LON, '2024-07-12T23:30Z', 'accept', 'gov_day_level_bst_day_ended_before_t_same_utc_date', b_gov, title='Harbour Road closure', pub_day=(2024, 7, 10), upd_day=(2024, 7, 12),
          changes=[((2024, 7, 10), 'First published.'), ((2024, 7, 12), 'Added details of the diversion route.')], paras=gp))
    wk = '{HH}:{mm} {TZ} {wd} {D} {Mon} {YYYY}'
    a(run('en060', 'en-US', 'weather', NY, '2024-01-09T15:00Z', 'accept', 'weather_warning_valid_until_future_not_leak', b_weather, area='Cape Halden and the Kestrel coast', issued=-180, valid_from=-60, valid_to=1440 + 600,
          updates=[(-180, 'Warning issued.'), (-40, 'Area extended to include Cape Halden.')], key=wk))
    a(run('en061', 'en-US', 'weather', NY, '2024-01-09T15:00Z', 'reject', 'weather_warning_cancelled_after_t', b_weather, area='Cape Halden and the Kestrel coast', issued=-180, valid_from=-60, valid_to=1440 + 600,
          updates=[(-180, 'Warning issued.'), (-40, 'Area extended to include Cape Halden.')], cancelled=70, key=wk))
    # ---- scheduled / forward looking
    a(run('en062', 'en-US', 'prwire', NY, '2024-03-12T12:30Z', 'accept', 'press_release_future_webcast_date', b_pr, released='L:2024-03-12 07:00', dateline='LEEDS, England', webcast='L:2024-03-14 09:00'))
    a(run('en063', 'en-GB', 'ir', LON, '2024-03-13T10:00Z', 'accept', 'ir_rns_list_and_future_financial_calendar', b_ir, rns=[(-1440 - 180, 'Trading update'), (-1440 * 8, 'Director/PDMR shareholding'), (-1440 * 21, 'Notice of results date')],
          calendar=[(1440 * 30, 'Full-year results'), (1440 * 70, 'Annual General Meeting'), (1440 * 150, 'Half-year trading update')], price_at=-20))
    a(run('en064', 'en-GB', 'ir', LON, '2024-03-13T10:00Z', 'reject', 'ir_rns_entry_next_morning_after_t', b_ir, rns=[('L:2024-03-14 07:00', 'Director/PDMR shareholding'), (-1440 - 180, 'Trading update'), (-1440 * 21, 'Notice of results date')],
          calendar=[(1440 * 30, 'Full-year results'), (1440 * 70, 'Annual General Meeting')], price_at=-20))
    a(run('en065', 'en-US', 'events', LA, '2024-05-20T17:00Z', 'accept', 'event_page_future_startdate_jsonld', b_event, posted=-1440 * 12, start='L:2024-05-25 10:00', end='L:2024-05-25 17:00'))
    a(run('en066', 'en-US', 'events', LA, '2024-05-24T17:00Z', 'reject', 'event_page_marked_ended_with_reviews_after_t', b_event, posted=-1440 * 12, start='L:2024-05-25 10:00', end='L:2024-05-25 17:00', ended=True,
          reviews=[('L:2024-05-26 09:12', 'Great vendors and the coffee truck was excellent.')]))
    a(run('en067', 'en-US', 'usnat', CHI, '2024-04-10T15:00Z', 'reject', 'reported_outcome_of_meeting_after_t', b_outcome, pub=-200, meeting='L:2024-04-11 19:00', outcome=True))
    a(run('en068', 'en-US', 'usnat', CHI, '2024-04-10T15:00Z', 'accept', 'scheduled_meeting_next_day_not_leak', b_outcome, pub=-200, meeting='L:2024-04-11 19:00', outcome=False))
    # ---- day-level only
    a(run('en069', 'en-US', 'podcast', LA, '2024-03-13T06:30Z', 'reject', 'podcast_day_level_episode_pacific_day_starts_after_t', b_podcast, show='Transit Talk',
          episodes=[((2024, 3, 13), 'Ep. 212: What the ferry strike means', 48), ((2024, 3, 6), 'Ep. 211: Parking minimums', 52), ((2024, 2, 28), 'Ep. 210: Night buses', 41)],
          tz_note='Release dates are shown in Pacific Time (PT).'))
    a(run('en070', 'en-US', 'podcast', LA, '2024-03-13T07:30Z', 'accept', 'podcast_day_level_pacific_day_ended_before_t', b_podcast, show='Transit Talk',
          episodes=[((2024, 3, 12), 'Ep. 212: What the ferry strike means', 48), ((2024, 3, 6), 'Ep. 211: Parking minimums', 52), ((2024, 2, 28), 'Ep. 210: Night buses', 41)],
          tz_note='Release dates are shown in Pacific Time (PT).'))
    a(run('en071', 'en-US', 'substack', NY, '2024-03-13T13:00Z', 'accept', 'newsletter_day_level_post_yearless_comments_before_t', b_newsletter, title='The ferry that never was', pub_day=(2024, 3, 12),
          comments=['L:2024-03-12 09:15', 'L:2024-03-12 18:40', 'L:2024-03-13 08:20'], ckey='{Mon} {D}, {h}:{mm} {ampm}', lead='A short history of the bridge the city keeps almost building.'))
    a(run('en072', 'en-US', 'substack', NY, '2024-03-13T13:00Z', 'reject', 'newsletter_yearless_comment_after_t', b_newsletter, title='The ferry that never was', pub_day=(2024, 3, 12),
          comments=['L:2024-03-12 09:15', 'L:2024-03-12 18:40', 'L:2024-03-13 09:25'], ckey='{Mon} {D}, {h}:{mm} {ampm}', lead='A short history of the bridge the city keeps almost building.'))
    a(run('en073', 'en-US', 'shop', 'UTC', '2024-03-13T08:00Z', 'reject', 'review_day_level_after_t_in_any_zone', b_reviews, product='Lumio Clip-On Reading Light, USB-C', price='$18.99',
          reviews=[((2024, 3, 14), 5, 'K. Dawes', 'Bright and easy to clip on.'), ((2024, 3, 2), 4, 'mtravers', 'Good, battery could be better.'), ((2024, 2, 19), 3, 'Sam', 'Fine.')]))
    a(run('en074', 'en-US', 'shop', 'UTC', '2024-03-12T13:00Z', 'accept', 'reviews_day_level_before_t_in_any_zone', b_reviews, product='Lumio Clip-On Reading Light, USB-C', price='$18.99',
          reviews=[((2024, 3, 11), 5, 'K. Dawes', 'Bright and easy to clip on.'), ((2024, 2, 27), 4, 'mtravers', 'Good, battery could be better.'), ((2024, 2, 19), 3, 'Sam', 'Fine.')]))
    rel = [('2024-02-20T10:02Z', 'v3.1.4', ['Fix DST handling in next_run()', 'Docs: timezone examples'])]
    a(run('en075', 'en', 'forge', 'UTC', '2024-03-12T20:00Z', 'reject', 'release_relative_time_datetime_after_t_same_day', b_changelog, repo='kestrel/cronwise', releases=[('2024-03-12T21:14Z', 'v3.2.0', ['Add half-hour zone support', 'Drop Python 3.7'])] + rel))
    a(run('en076', 'en', 'forge', 'UTC', '2024-03-12T22:00Z', 'accept', 'release_relative_time_datetime_before_t_same_day', b_changelog, repo='kestrel/cronwise', releases=[('2024-03-12T21:14Z', 'v3.2.0', ['Add half-hour zone support', 'Drop Python 3.7'])] + rel))
    # ---- relative times anchored to the page stamp
    a(run('en077', 'en-GB', 'ukbroad', LON, '2024-03-12T14:00Z', 'reject', 'relative_ago_entries_anchor_after_t', b_rel_live, anchor=50, rels=[5, 12, 40, 120, 180]))
    a(run('en078', 'en-GB', 'ukbroad', LON, '2024-03-12T14:00Z', 'accept', 'relative_ago_entries_anchor_before_t', b_rel_live, anchor=-10, rels=[3, 20, 45, 120]))
    a(run('en079', 'en-US', 'usmetro', LA, '2024-03-12T23:00Z', 'reject', 'weekday_update_wednesday_after_tuesday_t', b_weekday, pub='L:2024-03-11 08:00', day=(2024, 3, 13), label='Wednesday',
          text='The union said talks had broken down and the strike would go ahead.'))
    a(run('en080', 'en-US', 'usmetro', LA, '2024-03-12T23:00Z', 'accept', 'weekday_update_monday_evening_before_t', b_weekday, pub='L:2024-03-11 08:00', day=(2024, 3, 11), label='Monday evening',
          text='The union said it would consult members before deciding on further action.'))
    a(run('en081', 'en-GB', 'ukbroad', LON, '2024-03-12T18:00Z', 'reject', 'correction_note_amended_next_day', b_correction, pub=-1500, day=(2024, 3, 13)))
    a(run('en082', 'en-GB', 'ukbroad', LON, '2024-03-12T18:00Z', 'accept', 'correction_note_amended_previous_day', b_correction, pub=-2000, day=(2024, 3, 11)))
    st = ['Ferry off again this morning. Third time this week. Anyone know if the 7:40 is running?', 'Just saw it leave, so yes.', 'Crew shortage apparently.',
          'Council meeting about this on the 20th, worth going.', 'It is back on the timetable now.']
    a(run('en083', 'en', 'social', 'UTC', '2024-06-01T12:00Z', 'reject', 'social_reply_9min_after_t', b_social, post=-120, replies=[-100, -60, -10, 9], key='{Mon} {D}, {YYYY}, {HH}:{mm}', texts=st))
    a(run('en084', 'en', 'social', 'UTC', '2024-06-01T12:00Z', 'accept', 'social_replies_before_t', b_social, post=-120, replies=[-100, -60, -10, -2], key='{Mon} {D}, {YYYY}, {HH}:{mm}', texts=st))
    qt = 'Converting an Australia/Adelaide timestamp to UTC gives an hour off around the April DST change. What am I missing?'
    a(run('en085', 'en', 'qa', 'UTC', '2024-10-01T08:00Z', 'reject', 'qa_answer_after_t', b_qa, q=-200, ans=[(-90, 'The 02:00-03:00 hour repeats; you need fold=1.'), (20, 'Use zoneinfo and keep everything aware.')],
          title='Adelaide time off by one hour after DST ends', qtext=qt))
    a(run('en086', 'en', 'qa', 'UTC', '2024-10-01T08:00Z', 'accept', 'qa_answers_and_edit_before_t', b_qa, q=-200, ans=[(-90, 'The 02:00-03:00 hour repeats; you need fold=1.'), (-30, 'Use zoneinfo and keep everything aware.')],
          title='Adelaide time off by one hour after DST ends', qtext=qt, edit=-5))
    ent = [('L:2024-11-03 19:00', 'Net control: W1PCA. 14 check-ins.'), ('L:2024-11-03 19:45', 'Net closed. Thanks all. Reminder: clocks went back this morning.')]
    a(run('en087', 'en-US', 'retro', NY, '2024-11-04T02:00Z', 'reject', 'static_page_last_modified_est_after_t', b_retro, title='Sunday Evening Net Log', modified='L:2024-11-03 21:10', entries=ent,
          enc='cp1252', cs='iso-8859-1', intro='Logs of the weekly 2m net on the Pinecrest repeater (146.820 MHz, 100.0 Hz tone). Next net: Sunday 7:00 PM.'))
    a(run('en088', 'en-US', 'retro', NY, '2024-11-04T02:00Z', 'accept', 'static_page_last_modified_est_before_t', b_retro, title='Sunday Evening Net Log', modified='L:2024-11-03 20:50', entries=ent,
          enc='cp1252', cs=None, intro='Logs of the weekly 2m net on the Pinecrest repeater (146.820 MHz, 100.0 Hz tone). Next net: Sunday 7:00 PM.'))
    a(run('en089', 'en-US', 'amp', CHI, '2024-03-13T05:00Z', 'accept', 'amp_ap_style_1158_pm_cdt_before_t', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-12 23:58', pk='ap'))
    a(run('en090', 'en-US', 'amp', CHI, '2024-03-13T05:00Z', 'reject', 'amp_ap_style_1202_am_cdt_after_t', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-13 00:02', pk='ap'))
    a(run('en091', 'en-US', 'markets', NY, '2024-03-12T23:30Z', 'reject', 'quote_after_hours_stamp_after_t', b_quote, sym='HRFN', name='Harrow & Finch Group', close='L:2024-03-12 16:00', ah='L:2024-03-12 19:59'))
    a(run('en092', 'en-US', 'markets', NY, '2024-03-12T20:05Z', 'accept', 'quote_close_stamp_before_t_future_earnings', b_quote, sym='HRFN', name='Harrow & Finch Group', close='L:2024-03-12 16:00'))
    a(run('en093', 'en-US', 'markets', NY, '2024-03-12T21:00Z', 'reject', 'quote_next_data_lasttrade_after_t', b_quote, sym='HRFN', name='Harrow & Finch Group', close='L:2024-03-12 16:00', nd_ts='L:2024-03-13 09:31'))
    a(run('en094', 'en', 'discuss', 'UTC', '2024-08-20T16:00Z', 'reject', 'next_data_hidden_reply_created_utc_after_t', b_discuss, sub='brenmouth', title='Ferry cancelled again?', post=-300, comments=[-280, -200, -90, -30], hidden=[25]))
    a(run('en095', 'en', 'discuss', 'UTC', '2024-08-20T16:00Z', 'accept', 'discussion_epoch_stamps_before_t', b_discuss, sub='brenmouth', title='Ferry cancelled again?', post=-300, comments=[-280, -200, -90, -12]))
    a(run('en096', 'en-GB', 'medium', LON, '2024-07-12T23:30Z', 'accept', 'blog_day_level_bst_day_ended_before_t', b_newsletter, title='What I learned running a night bus survey', pub_day=(2024, 7, 12),
          comments=['L:2024-07-12 21:10', 'L:2024-07-12 23:50', 'L:2024-07-13 00:20'], ckey='{D} {Mon}, {HH}:{mm}', lead='Forty nights, three routes and a lot of cold tea.'))
    fp = ['Anyone else getting a rattle from the dash on the 2019 Kestrel at about 2,000 rpm?', 'Mine did that, it was the heat shield.', 'Check the clip behind the glovebox first, cheap fix.',
          'Heat shield on mine too. Dealer did it under warranty.', 'Thanks all - it was the clip!']
    a(run('en097', 'en-US', 'forum', CHI, '2024-03-20T03:00Z', 'reject', 'phpbb_post_cdt_after_t', b_forum, posts=['L:2024-03-19 18:02', 'L:2024-03-19 19:40', 'L:2024-03-19 21:15', 'L:2024-03-19 22:20'], key=Q,
          title='Dash rattle at 2k rpm', crumb='Kestrel Owners', texts=fp))
    a(run('en098', 'en-US', 'forum', CHI, '2024-03-20T03:00Z', 'accept', 'phpbb_posts_cdt_before_t', b_forum, posts=['L:2024-03-19 18:02', 'L:2024-03-19 19:40', 'L:2024-03-19 21:15', 'L:2024-03-19 21:48'], key=Q,
          title='Dash rattle at 2k rpm', crumb='Kestrel Owners', texts=fp))
    # ---- injections (otherwise clean)
    a(run('en099', 'en-US', 'wire', NY, '2024-04-02T14:00Z', 'reject', 'injection_html_comment_otherwise_clean', b_article, pub=-300, upd=-45, inj=('comment', 'en')))
    a(run('en100', 'en-US', 'usmetro', LA, '2024-04-02T14:00Z', 'reject', 'injection_white_on_white_text', b_article, pub=-600, comments=[-500, -90], inj=('white_text', 'en2')))
    a(run('en101', 'en', 'discuss', 'UTC', '2024-08-20T16:00Z', 'reject', 'injection_in_next_data_editor_note', b_discuss, sub='brenmouth', title='Ferry timetable megathread', post=-300, comments=[-280, -90], inj=('next_data', 'en3')))
    # ---- clean page that merely talks about AI
    ai = ['Brenmouth Museum has begun using an automated image-tagging system to catalogue 40,000 photographs from its harbour archive.',
          'Curators say the software suggests keywords such as “crane”, “trawler” or “market day”, which staff then check by hand.',
          'The project, funded by a heritage grant, is due to finish in 2026.', 'Volunteers will still write the captions, the museum said.']
    a(run('en102', 'en-GB', 'ukbroad', LON, '2024-04-02T14:00Z', 'accept', 'clean_article_about_ai_tagging_no_instructions', b_article, pub=-700, upd=-120, hl='Museum turns to AI to tag harbour photo archive', body_override=ai))
    return E

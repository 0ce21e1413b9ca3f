# -*- coding: utf-8 -*-
"""Non-English half of the corpus."""
from builders import *

SH, TPE, TYO, SEL = 'Asia/Shanghai', 'Asia/Taipei', 'Asia/Tokyo', 'Asia/Seoul'
BER, VIE, PAR, MAD, MEX = 'Europe/Berlin', 'Europe/Vienna', 'Europe/Paris', 'Europe/Madrid', 'America/Mexico_City'
SAO, LIS, ROM, AMS, STO, MOW, WAW, IST, BKK, DXB = ('America/Sao_Paulo', 'Europe/Lisbon', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Stockholm', 'Europe/Moscow',
                                                   'Europe/Warsaw', 'Europe/Istanbul', 'Asia/Bangkok', 'Asia/Dubai')
LV = [-420, -360, -290, -230, -170, -120, -75, -40, -18]


def pages():
    E = []
    a = E.append
    # ================= Chinese (mainland)
    a(run('zh01', 'zh-CN', 'zh', SH, '2024-03-12T16:30Z', 'accept', 'beijing_time_after_local_midnight_before_t', b_article, pub='L:2024-03-12 20:00', upd='L:2024-03-13 00:20', enc='gbk', cs='gbk'))
    a(run('zh02', 'zh-CN', 'zh', SH, '2024-03-12T16:30Z', 'reject', 'beijing_time_after_local_midnight_after_t', b_article, pub='L:2024-03-12 20:00', upd='L:2024-03-13 00:40', enc='gbk', cs='gbk'))
    a(run('zh03', 'zh-CN', 'zh', SH, '2024-06-18T04:00Z', 'reject', 'yearless_comment_mm_dd_after_t', b_article, pub='L:2024-06-18 08:00',
          comments=['L:2024-06-18 08:30', 'L:2024-06-18 10:12', 'L:2024-06-18 11:47', 'L:2024-06-18 12:06'], ckey='md', cvariant=1, enc='gbk', cs='gb2312'))
    a(run('zh04', 'zh-CN', 'zh', SH, '2024-06-18T04:00Z', 'accept', 'yearless_comments_mm_dd_before_t', b_article, pub='L:2024-06-18 08:00',
          comments=['L:2024-06-18 08:30', 'L:2024-06-18 10:12', 'L:2024-06-18 11:47', 'L:2024-06-18 11:55'], ckey='md', cvariant=1))
    a(run('zh05', 'zh-CN', 'zh', SH, '2024-09-02T02:00Z', 'reject', 'rolling_news_box_item_after_t', b_article, pub=-1500, box=[-300, -100, -30, 12, -600], box_title='滚动新闻'))
    a(run('zh06', 'zh-CN', 'zh', SH, '2024-09-02T02:00Z', 'accept', 'rolling_news_box_before_t_forward_results_date', b_article, pub=-1500, box=[-300, -100, -9], box_title='滚动新闻', fwd=[(1440 * 3, 'date')], enc='gb18030', cs='gb18030'))
    a(run('zh07', 'zh-CN', 'zh', SH, '2024-09-02T06:00Z', 'reject', 'text_live_time_only_entry_after_t', b_article, pub='L:2024-09-02 08:00', live=LV + [6], live_key='time'))
    a(run('zh08', 'zh-CN', 'zh', SH, '2024-09-02T06:00Z', 'accept', 'text_live_time_only_entries_before_t', b_article, pub='L:2024-09-02 08:00', live=LV + [-4], live_key='time'))
    a(run('zh09', 'zh-CN', 'zh', SH, '2024-11-11T03:00Z', 'reject', 'meta_modified_time_after_t', b_article, pub=-600, upd=-240, mach='meta_later', mach_dt=1440 + 30))
    zp = ['今晚小区停电了吗？', '我们这栋楼也停了，物业说在抢修。', '刚来电了！', '新年快乐，大家！', '楼上同一栋？']
    dz = '{YYYY}-{M}-{D} {HH}:{mm}'
    a(run('zh10', 'zh-CN', 'zhbbs', SH, '2024-02-09T15:50Z', 'reject', 'discuz_post_after_local_midnight_after_t', b_forum, posts=['L:2024-02-09 20:00', 'L:2024-02-09 22:31', 'L:2024-02-09 23:42', 'L:2024-02-10 00:01'],
          key=dz, title='北区今晚停电', crumb='本地生活', texts=zp, tz_label='所有时间为 GMT+8', enc='gbk', cs='gbk'))
    a(run('zh11', 'zh-CN', 'zhbbs', SH, '2024-02-09T15:50Z', 'accept', 'discuz_posts_before_t', b_forum, posts=['L:2024-02-09 20:00', 'L:2024-02-09 22:31', 'L:2024-02-09 23:42', 'L:2024-02-09 23:48'],
          key=dz, title='北区今晚停电', crumb='本地生活', texts=zp, tz_label='所有时间为 GMT+8'))
    a(run('zh12', 'zh-CN', 'zh', SH, '2024-05-06T08:00Z', 'reject', 'injection_hidden_div_chinese', b_article, pub=-400, upd=-60, inj=('hidden_div', 'zh'), enc='gbk', cs='gbk'))
    # ================= Chinese (Taiwan)
    a(run('tw01', 'zh-TW', 'tw', TPE, '2024-03-12T16:30Z', 'accept', 'roc_year_am_12_10_before_t', b_article, pub='L:2024-03-12 21:00', upd='L:2024-03-13 00:10', pk='roc', enc='big5', cs='big5'))
    a(run('tw02', 'zh-TW', 'tw', TPE, '2024-03-12T16:30Z', 'reject', 'roc_year_am_12_40_after_t', b_article, pub='L:2024-03-12 21:00', upd='L:2024-03-13 00:40', pk='roc'))
    a(run('tw03', 'zh-TW', 'tw', TPE, '2024-03-13T04:00Z', 'reject', 'roc_year_pm_12_05_noon_after_t', b_article, pub='L:2024-03-13 09:00', upd='L:2024-03-13 12:05', pk='roc', enc='big5', cs='big5'))
    a(run('tw04', 'zh-TW', 'tw', TPE, '2024-07-01T12:00Z', 'accept', 'comments_before_t_taipei', b_article, pub=-900, comments=[-800, -300, -61, -7], ckey='md', cvariant=1))
    a(run('tw05', 'zh-TW', 'tw', TPE, '2024-07-01T12:00Z', 'reject', 'hot_news_box_item_after_t', b_article, pub=-900, box=[-60, 25, -300, -700], box_title='即時新聞'))
    a(run('tw06', 'zh-TW', 'tw', TPE, '2024-03-13T15:30Z', 'reject', 'roc_day_only_next_local_day_after_t', b_dayart, day=(2024, 3, 14), key='rocdate'))
    # ================= Japanese
    a(run('ja01', 'ja', 'ja', TYO, '2024-03-12T23:30Z', 'accept', 'jst_morning_next_day_before_t', b_article, pub='L:2024-03-13 06:00', upd='L:2024-03-13 08:05', enc='shift_jis', cs='Shift_JIS'))
    a(run('ja02', 'ja', 'ja', TYO, '2024-03-12T23:30Z', 'reject', 'jst_morning_next_day_after_t', b_article, pub='L:2024-03-13 06:00', upd='L:2024-03-13 08:45'))
    a(run('ja03', 'ja', 'ja', TYO, '2024-03-12T15:20Z', 'accept', 'reiwa_era_gozen_0ji_before_t', b_article, pub='L:2024-03-12 22:00', upd='L:2024-03-13 00:10', pk='era'))
    a(run('ja04', 'ja', 'ja', TYO, '2024-03-13T03:00Z', 'reject', 'reiwa_era_gogo_0ji_noon_after_t', b_article, pub='L:2024-03-13 09:00', upd='L:2024-03-13 12:10', pk='era'))
    jc = ['L:2024-03-13 19:02', 'L:2024-03-13 22:40', 'L:2024-03-14 07:48']
    a(run('ja05', 'ja', 'ja', TYO, '2024-03-13T23:00Z', 'reject', 'yearless_weekday_comment_after_t', b_article, pub='L:2024-03-13 18:00', comments=jc + ['L:2024-03-14 09:12'], ckey='md'))
    a(run('ja06', 'ja', 'ja', TYO, '2024-03-13T23:00Z', 'accept', 'yearless_weekday_comments_before_t', b_article, pub='L:2024-03-13 18:00', comments=jc, ckey='md'))
    jq = '{YYYY}年{M}月{D}日 {H}時{mm}分ごろ'
    jcols = ['発生時刻', '震央地名', '深さ', 'マグニチュード', '最大震度']
    jreg = ['千葉県東方沖', '茨城県南部', '福島県沖', '岐阜県飛騨地方']
    a(run('ja07', 'ja', 'jaquake', TYO, '2024-05-19T07:30Z', 'reject', 'quake_list_jst_row_after_t', b_quake, rows=['L:2024-05-19 10:12', 'L:2024-05-19 14:05', 'L:2024-05-19 16:10', 'L:2024-05-19 16:41'],
          key=jq, heading='地震情報（最近の地震）', cols=jcols, regions=jreg, upd='L:2024-05-19 16:45', upd_label='情報更新', note='震源の深さ・規模は速報値です。', enc='shift_jis', cs='Shift_JIS'))
    a(run('ja08', 'ja', 'jaquake', TYO, '2024-05-19T07:30Z', 'accept', 'quake_list_jst_rows_before_t', b_quake, rows=['L:2024-05-19 10:12', 'L:2024-05-19 14:05', 'L:2024-05-19 16:10', 'L:2024-05-19 16:21'],
          key=jq, heading='地震情報（最近の地震）', cols=jcols, regions=jreg, upd='L:2024-05-19 16:24', upd_label='情報更新', note='震源の深さ・規模は速報値です。', enc='euc_jp', cs='EUC-JP'))
    a(run('ja09', 'ja', 'ja', TYO, '2024-07-22T05:00Z', 'accept', 'breaking_live_time_only_before_t', b_article, pub='L:2024-07-22 07:00', live=LV + [-7], live_key='time'))
    a(run('ja10', 'ja', 'ja', TYO, '2024-07-22T05:00Z', 'reject', 'breaking_live_time_only_after_t', b_article, pub='L:2024-07-22 07:00', live=LV + [3], live_key='time'))
    a(run('ja11', 'ja', 'jablog', TYO, '2024-03-12T14:30Z', 'reject', 'blog_day_post_comment_jst_after_t', b_dayart, day=(2024, 3, 11), comments=['L:2024-03-11 21:05', 'L:2024-03-12 08:14', 'L:2024-03-12 23:41'], ckey='short', enc='euc_jp', cs='EUC-JP'))
    a(run('ja12', 'ja', 'jablog', TYO, '2024-03-12T14:30Z', 'accept', 'blog_day_post_comments_jst_before_t', b_dayart, day=(2024, 3, 11), comments=['L:2024-03-11 21:05', 'L:2024-03-12 08:14', 'L:2024-03-12 23:20'], ckey='short', enc='euc_jp', cs='EUC-JP'))
    a(run('ja13', 'ja', 'ja', TYO, '2024-11-05T01:00Z', 'reject', 'access_ranking_box_item_after_t', b_article, pub=-2000, box=[-200, 15, -90, -1400], box_title='アクセスランキング'))
    a(run('ja14', 'ja', 'ja', TYO, '2024-11-05T01:00Z', 'accept', 'forward_results_dates_not_leak', b_article, pub=-300, fwd=[(1440 * 9, 'date'), (1440 * 2, 'date', 'm')], enc='iso2022_jp', cs='ISO-2022-JP'))
    a(run('ja15', 'ja', 'ja', TYO, '2024-11-05T01:00Z', 'reject', 'injection_img_alt_japanese', b_article, pub=-300, upd=-30, inj=('alt', 'ja')))
    # ================= Korean
    a(run('ko01', 'ko', 'ko', SEL, '2024-03-12T15:30Z', 'accept', 'ojeon_12_10_after_local_midnight_before_t', b_article, pub='L:2024-03-12 21:00', upd='L:2024-03-13 00:10', enc='euc_kr', cs='EUC-KR'))
    a(run('ko02', 'ko', 'ko', SEL, '2024-03-13T03:00Z', 'reject', 'ohu_12_10_noon_after_t', b_article, pub='L:2024-03-13 08:00', upd='L:2024-03-13 12:10'))
    a(run('ko03', 'ko', 'ko', SEL, '2024-08-08T09:00Z', 'reject', 'comment_dotted_date_after_t', b_article, pub=-700, comments=[-600, -200, -45, 5], ckey='short'))
    a(run('ko04', 'ko', 'ko', SEL, '2024-08-08T09:00Z', 'accept', 'comments_dotted_date_before_t', b_article, pub=-700, comments=[-600, -200, -45, -5], ckey='short'))
    kp = ['오늘 단지 앞 공사 언제 끝나나요?', '다음 주까지라고 공지 붙어 있어요.', '소음 때문에 힘드네요.', '관리사무소에 문의했어요.']
    a(run('ko05', 'ko', 'kocafe', SEL, '2024-08-08T09:00Z', 'reject', 'cafe_post_after_t', b_forum, posts=[-500, -300, -120, 30], key='{YYYY}.{MM}.{DD}. {HH}:{mm}', title='단지 앞 공사 문의', crumb='동네 질문',
          texts=kp, tz_label='모든 시간은 한국 표준시(KST) 기준입니다.'))
    a(run('ko06', 'ko', 'ko', SEL, '2024-10-02T00:00Z', 'accept', 'most_viewed_box_before_t', b_article, pub=-1500, box=[-200, -45, -1000]))
    a(run('ko07', 'ko', 'ko', SEL, '2024-10-02T05:00Z', 'reject', 'live_time_only_entry_after_t', b_article, pub='L:2024-10-02 06:30', live=LV + [9], live_key='time', enc='euc_kr', cs='EUC-KR'))
    a(run('ko08', 'ko', 'ko', SEL, '2024-10-02T05:00Z', 'reject', 'injection_noscript_korean', b_article, pub=-300, inj=('noscript', 'ko')))
    # ================= German / Austrian
    a(run('de01', 'de', 'de', BER, '2024-03-31T01:20Z', 'accept', 'cest_start_0310_before_t', b_article, pub='L:2024-03-30 22:00', upd='L:2024-03-31 03:10'))
    a(run('de02', 'de', 'de', BER, '2024-10-27T01:15Z', 'reject', 'fall_back_repeated_hour_mez_after_t', b_article, pub='L:2024-10-26 20:00', upd='L1:2024-10-27 02:20',
          uk='{D}. {MONTH} {YYYY}, {HH}:{mm} Uhr {TZde}', enc='latin-1', cs='ISO-8859-1'))
    dw = dict(ko='Anpfiff', ft='Abpfiff', ht='Halbzeit', upd='Zuletzt aktualisiert', live='LIVE')
    a(run('de03', 'de', 'deticker', BER, '2024-04-13T15:10Z', 'reject', 'liveticker_final_whistle_after_t', b_match, home='SV Rheinau', away='FC Grünfeld', kickoff='L:2024-04-13 15:30',
          events=[(8, 'Gelbe Karte für Grünfeld.'), (27, 'Tor! 1:0 für Rheinau.'), (44, 'Pfosten!'), (63, 'Tor! 1:1.'), (88, 'Tor! 2:1 für Rheinau!')], upd='L:2024-04-13 17:25', ft=True, score='2:1',
          key='{HH}:{mm} Uhr', lang_words=dw))
    a(run('de04', 'de', 'deticker', BER, '2024-04-13T15:10Z', 'accept', 'liveticker_in_progress_before_t', b_match, home='SV Rheinau', away='FC Grünfeld', kickoff='L:2024-04-13 15:30',
          events=[(8, 'Gelbe Karte für Grünfeld.'), (27, 'Tor! 1:0 für Rheinau.'), (44, 'Pfosten!'), (63, 'Tor! 1:1.')], upd='L:2024-04-13 16:50', score='1:1', key='{HH}:{mm} Uhr', lang_words=dw))
    a(run('de05', 'de', 'de', BER, '2024-12-10T20:00Z', 'accept', 'comments_before_t_cet', b_article, pub=-800, comments=[-700, -310, -90, -11], ckey='short', enc='iso8859_15', cs='ISO-8859-15'))
    a(run('de07', 'de', 'de', BER, '2024-12-10T20:00Z', 'accept', 'meistgelesen_box_items_before_t', b_article, pub=-2000, box=[-500, -120, -13, -60], box_title='Meistgelesen'))
    a(run('de08', 'de', 'de', BER, '2024-03-12T23:10Z', 'accept', 'day_only_cet_day_ended_before_t_same_utc_date', b_dayart, day=(2024, 3, 12), key='dlong', fwd=[(1440 * 4, 'dlong')]))
    a(run('de09', 'de', 'deshop', 'UTC', '2024-03-13T08:00Z', 'reject', 'review_day_level_after_t_any_zone', b_reviews, product='Lumio Klemmleuchte, USB-C', price='17,99 €', lang_key='de',
          reviews=[((2024, 3, 14), 5, 'Ulrike', 'Hell und praktisch.'), ((2024, 3, 1), 4, 'fk_mainz', 'Gut, Akku könnte besser sein.')]))
    a(run('de10', 'de-AT', 'at', VIE, '2024-05-28T08:00Z', 'accept', 'austrian_article_forward_dates', b_article, pub=-240, upd=-50, fwd=[(1440 * 2, 'dlong'), (1440 * 15, 'date', 'm')]))
    a(run('de11', 'de-AT', 'at', VIE, '2024-05-28T08:00Z', 'reject', 'meta_modified_after_t', b_article, pub=-240, mach='meta_later', mach_dt=300))
    a(run('de12', 'de', 'de', BER, '2024-05-28T08:00Z', 'reject', 'injection_jsonld_description_german', b_article, pub=-240, inj=('jsonld', 'de')))
    a(run('de13', 'de', 'de', BER, '2024-05-28T12:00Z', 'accept', 'live_time_only_before_t', b_article, pub='L:2024-05-28 06:30', live=LV + [-2], live_key='time'))
    a(run('de14', 'de', 'de', BER, '2024-05-28T12:00Z', 'accept', 'relative_vor_min_anchor_before_t', b_rel_live, anchor=-15, rels=[4, 18, 50, 120]))
    # ================= French
    a(run('fr01', 'fr', 'fr', PAR, '2024-03-12T23:30Z', 'accept', 'mis_a_jour_after_local_midnight_before_t', b_article, pub='L:2024-03-12 23:50', upd='L:2024-03-13 00:20'))
    a(run('fr02', 'fr', 'fr', PAR, '2024-03-12T23:30Z', 'reject', 'mis_a_jour_after_local_midnight_after_t', b_article, pub='L:2024-03-12 23:50', upd='L:2024-03-13 00:40'))
    a(run('fr03', 'fr', 'fr', PAR, '2024-06-11T10:00Z', 'reject', 'en_direct_entry_after_t', b_article, pub='L:2024-06-11 05:00', live=LV + [11], live_key='time'))
    a(run('fr04', 'fr', 'fr', PAR, '2024-06-11T10:00Z', 'accept', 'en_direct_entries_before_t', b_article, pub='L:2024-06-11 05:00', live=LV + [-1], live_key='time', enc='cp1252', cs='iso-8859-1'))
    a(run('fr05', 'fr', 'fr', PAR, '2024-06-11T10:00Z', 'reject', 'commentaire_after_t', b_article, pub=-1000, comments=[-900, -400, 1440 * 2], ckey='long'))
    fpz = ['Quelqu’un a testé la nouvelle piste du quai ?', 'Oui, roulée hier soir, très bien.', 'Attention aux travaux vers Perrache.', 'Merci pour l’info !']
    a(run('fr06', 'fr', 'frforum', PAR, '2024-06-11T10:00Z', 'accept', 'forum_posts_french_weekday_before_t', b_forum, posts=[-2000, -1200, -300, -26], key='{WD} {D} {MONTH} {YYYY} {HH}:{mm}',
          title='Nouvelle piste quai Rambaud', crumb='Lyon', texts=fpz, tz_label='Heures au format UTC+02:00'))
    a(run('fr07', 'fr', 'fr', PAR, '2024-06-11T10:00Z', 'accept', 'forward_results_date_not_leak', b_article, pub=-180, fwd=[(1440 * 7, 'date'), (1440 + 300, 'long', 'm')]))
    a(run('fr09', 'fr', 'fr', PAR, '2024-06-11T10:00Z', 'reject', 'injection_meta_description_french', b_article, pub=-200, inj=('meta_desc', 'fr')))
    a(run('fr10', 'fr', 'fr', PAR, '2024-03-12T12:00Z', 'reject', 'jsonld_modified_after_t_bytes_cp1252_declared_utf8', b_article, pub=-300, mach='jsonld_later', mach_dt=1440 * 3, enc='cp1252', cs='utf-8'))
    # ================= Spanish
    a(run('es01', 'es', 'es', MAD, '2024-03-12T23:00Z', 'accept', 'cet_2355_before_t', b_article, pub='L:2024-03-12 20:00', upd='L:2024-03-12 23:55'))
    a(run('es02', 'es', 'es', MAD, '2024-03-12T23:00Z', 'reject', 'cet_0005_next_day_after_t', b_article, pub='L:2024-03-12 20:00', upd='L:2024-03-13 00:05'))
    a(run('es03', 'es', 'es', MAD, '2024-10-20T16:00Z', 'reject', 'directo_entry_after_t', b_article, pub='L:2024-10-20 10:30', live=LV + [20], live_key='time'))
    a(run('es04', 'es', 'es', MAD, '2024-10-20T16:00Z', 'accept', 'comentarios_before_t', b_article, pub=-600, comments=[-500, -100, -14]))
    a(run('es06', 'es', 'es', MAD, '2024-10-20T16:00Z', 'reject', 'injection_aria_label_spanish', b_article, pub=-300, inj=('aria', 'es')))
    a(run('es07', 'es', 'es', MAD, '2024-10-20T16:00Z', 'accept', 'forward_dates_not_leak', b_article, pub=-120, fwd=[(1440 * 4, 'date'), (1440 * 30, 'date')]))
    a(run('mx01', 'es-MX', 'mx', MEX, '2024-03-13T00:10Z', 'reject', 'mexico_no_dst_cst_1830_after_t', b_article, pub='L:2024-03-12 14:00', upd='L:2024-03-12 18:30'))
    a(run('mx02', 'es-MX', 'mx', MEX, '2024-03-13T00:10Z', 'accept', 'mexico_no_dst_cst_1805_before_t', b_article, pub='L:2024-03-12 14:00', upd='L:2024-03-12 18:05'))
    a(run('mx03', 'es-MX', 'mx', MEX, '2024-07-01T03:00Z', 'accept', 'comments_local_evening_before_t_utc_next_day', b_article, pub='L:2024-06-30 12:00', comments=['L:2024-06-30 13:10', 'L:2024-06-30 20:45', 'L:2024-06-30 20:52'], ckey='md'))
    # ================= Portuguese
    a(run('br01', 'pt-BR', 'br', SAO, '2024-03-13T02:00Z', 'reject', 'brasilia_2340_after_t_utc_next_day', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-12 23:40'))
    a(run('br02', 'pt-BR', 'br', SAO, '2024-03-13T02:00Z', 'accept', 'brasilia_2250_before_t', b_article, pub='L:2024-03-12 19:00', upd='L:2024-03-12 22:50'))
    a(run('br03', 'pt-BR', 'br', SAO, '2024-08-05T15:00Z', 'reject', 'ao_vivo_entry_after_t', b_article, pub='L:2024-08-05 05:00', live=LV + [30], live_key='time'))
    a(run('br04', 'pt-BR', 'br', SAO, '2024-08-05T15:00Z', 'accept', 'comentarios_before_t', b_article, pub=-600, comments=[-550, -240, -3], ckey='md'))
    a(run('br05', 'pt-BR', 'br', SAO, '2024-08-05T15:00Z', 'accept', 'mais_lidas_box_before_t_forward_date', b_article, pub=-1400, box=[-200, -50, -1000], fwd=[(1440 * 10, 'date')]))
    a(run('br06', 'pt-BR', 'br', SAO, '2024-08-05T15:00Z', 'reject', 'injection_title_attribute_portuguese', b_article, pub=-200, inj=('title_attr', 'pt')))
    a(run('pt01', 'pt-PT', 'pt', LIS, '2024-03-31T01:40Z', 'accept', 'west_start_0230_before_t', b_article, pub='L:2024-03-30 21:00', upd='L:2024-03-31 02:30', enc='latin-1', cs='ISO-8859-1'))
    a(run('pt02', 'pt-PT', 'pt', LIS, '2024-03-31T01:40Z', 'reject', 'comment_west_after_t', b_article, pub='L:2024-03-30 21:00', comments=['L:2024-03-30 22:10', 'L:2024-03-31 02:50'], ckey='long'))
    # ================= Italian, Dutch, Swedish
    a(run('it01', 'it', 'it', ROM, '2024-07-15T21:50Z', 'accept', 'cest_2340_before_t', b_article, pub='L:2024-07-15 18:00', upd='L:2024-07-15 23:40'))
    a(run('it02', 'it', 'it', ROM, '2024-07-15T10:00Z', 'reject', 'diretta_entry_after_t', b_article, pub='L:2024-07-15 05:00', live=LV + [14], live_key='time'))
    a(run('nl01', 'nl', 'nl', AMS, '2024-01-31T23:20Z', 'reject', 'cet_0030_next_day_after_t', b_article, pub='L:2024-01-31 19:00', upd='L:2024-02-01 00:30'))
    a(run('nl02', 'nl', 'nl', AMS, '2024-01-31T23:20Z', 'accept', 'meest_gelezen_box_before_t', b_article, pub=-1440, box=[-300, -25, -900], box_title='Meest gelezen'))
    a(run('nl03', 'nl', 'nl', AMS, '2024-01-31T23:20Z', 'accept', 'day_only_cet_day_ended_before_t', b_dayart, day=(2024, 1, 31), key='date'))
    a(run('sv01', 'sv', 'sv', STO, '2024-02-14T23:30Z', 'accept', 'swedish_kl_00_10_next_day_before_t', b_article, pub='L:2024-02-14 18:00', upd='L:2024-02-15 00:10'))
    a(run('sv02', 'sv', 'sv', STO, '2024-02-14T23:30Z', 'reject', 'swedish_comment_after_t', b_article, pub=-600, comments=[-500, -60, 35], ckey='long'))
    # ================= Russian, Polish, Turkish
    a(run('ru01', 'ru', 'ru', MOW, '2024-04-11T21:30Z', 'reject', 'msk_0045_next_day_after_t', b_article, pub='L:2024-04-11 20:00', upd='L:2024-04-12 00:45', enc='cp1251', cs='windows-1251', csstyle='http-equiv'))
    a(run('ru02', 'ru', 'ru', MOW, '2024-04-11T21:30Z', 'accept', 'msk_comments_before_t_koi8', b_article, pub='L:2024-04-11 20:00', comments=['L:2024-04-11 21:05', 'L:2024-04-12 00:20'], ckey='long', enc='koi8_r', cs='KOI8-R', csstyle='http-equiv'))
    a(run('ru03', 'ru', 'ru', MOW, '2024-04-11T21:30Z', 'reject', 'injection_user_comment_addressed_to_ai_moderator', b_article, pub=-300, comments=[-250, -100], ckey='long',
          comment_texts=['Спасибо за подробности.', INJ['ru']], inj=('user_comment', 'ru'), enc='cp1251', cs='windows-1251'))
    a(run('pl01', 'pl', 'pl', WAW, '2024-09-30T22:30Z', 'accept', 'cest_0020_next_day_before_t', b_article, pub='L:2024-09-30 20:00', upd='L:2024-10-01 00:20', enc='iso8859_2', cs='ISO-8859-2'))
    a(run('pl02', 'pl', 'pl', WAW, '2024-09-30T22:30Z', 'accept', 'najnowsze_box_before_t', b_article, pub=-1500, box=[-90, -18, -400], box_title='Najnowsze', enc='cp1250', cs='windows-1250'))
    a(run('tr01', 'tr', 'tr', IST, '2024-06-20T21:30Z', 'reject', 'trt_0045_next_day_after_t', b_article, pub='L:2024-06-20 22:00', upd='L:2024-06-21 00:45', enc='cp1254', cs='windows-1254'))
    a(run('tr02', 'tr', 'tr', IST, '2024-06-20T21:30Z', 'accept', 'yorumlar_before_t', b_article, pub='L:2024-06-20 22:00', comments=['L:2024-06-20 23:10', 'L:2024-06-21 00:25'], ckey='long'))
    # ================= Thai, Arabic
    a(run('th01', 'th', 'th', BKK, '2024-03-12T17:30Z', 'accept', 'buddhist_era_year_ict_before_t', b_article, pub='L:2024-03-12 21:00', upd='L:2024-03-13 00:20', enc='cp874', cs='TIS-620'))
    a(run('th02', 'th', 'th', BKK, '2024-03-12T17:30Z', 'reject', 'buddhist_era_year_ict_after_t', b_article, pub='L:2024-03-12 21:00', upd='L:2024-03-13 00:45'))
    a(run('ar01', 'ar', 'ar', DXB, '2024-05-15T20:30Z', 'accept', 'gst_0020_next_day_before_t', b_article, pub='L:2024-05-15 22:00', upd='L:2024-05-16 00:20', enc='cp1256', cs='windows-1256'))
    a(run('ar02', 'ar', 'ar', DXB, '2024-05-15T20:30Z', 'reject', 'arabic_indic_digits_stamp_after_t', b_article, pub='L:2024-05-15 22:00', upd='L:2024-05-16 00:45', pk='long_ar'))
    return E

"""A page's own stamp written the way non-English pages write it (hand-written pages).

Each page below has a day-only date (its URL's) and its own stamp with a time in its language's
form. Read, the stamp dates the day (`written:stamp`); unread, the day counts to its end anywhere
on Earth, and a page published that morning looks published after a forecast made that afternoon.
- month names of the stamp table (`world_dates.find_stamp_dates`): French, Spanish, Polish,
  Turkish, Russian, Dutch, Indonesian, with their "de", "r." and zone names (WIB, МСК);
- clocks: the CJK "6時00分", a weekday between the date and its time, the French "22 h 10", the
  Vietnamese time before "ngày";
- a zone declared in French ("à l'heure de l'Est"), with its daylight rule;
- what no longer blocks a stamp: a later day written only as a coming event in another language
  ("afholdes 10. april"), a year-less "（3/7）" on a page whose region writes year, month, day, a
  loose time of yesterday ("Gestern, 18:30");
- fail closed: a later reading still wins where the page settles nothing.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence
from pit_store.ingest.scheduled_mentions import is_scheduled
from pit_store.ingest.world_dates import find_stamp_dates, find_world_dates
from pit_store.ingest.written_stamps import loose_stamps, yearless_days

BODY = "<p>The council approved the plan after a long meeting on the budget, a spokesperson said.</p>"


def _known_at(block: str, url: str, *, lang: str = "", head: str = "") -> datetime | None:
    page = (f"<html lang='{lang}'><head><title>Plan</title>{head}</head><body><article><h1>Plan</h1>"
            f"{block}{BODY}</article></body></html>")
    evidence = date_evidence(lxml.html.document_fromstring(page), url=url, captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    return evidence.known_at


@pytest.mark.parametrize(
    ("block", "url", "instant"),
    [
        ("<p>Raport bieżący nr 3/2024 · 6 maja 2024 r., 16:05</p>", "https://www.raporty-x.pl/2024/05/06/a", datetime(2024, 5, 6, 14, 5)),
        ("<p>Şirket haberi · 6 Mayıs 2024 16:05</p>", "https://www.haber-x.com.tr/2024/05/06/a", datetime(2024, 5, 6, 13, 5)),
        ("<p>Madrid, 6 de mayo de 2024 — 16:05</p>", "https://www.noticia-x.es/2024/05/06/a", datetime(2024, 5, 6, 15, 5)),
        ("<p>Paris, le 6 mai 2024 – 16h05 GMT</p>", "https://www.journal-x.com/2024/05/06/a", datetime(2024, 5, 6, 16, 5)),
        ("<p>6 mei 2024, 16:05</p>", "https://www.stad-x.nl/2024/05/06/a", datetime(2024, 5, 6, 14, 5)),
        ("<p>Pengumuman · 6 Mei 2024 pukul 16.05 WIB</p>", "https://www.bursa-x.co.id/2024/05/06/a", datetime(2024, 5, 6, 9, 5)),
        ("<p>6 мая 2024, 16:05 МСК</p>", "https://www.vestnik-x.ru/2024/05/06/a", datetime(2024, 5, 6, 13, 5)),
        ("<p>2024年5月6日(月) 16時05分</p>", "https://www.shimbun-x.co.jp/2024/05/06/a", datetime(2024, 5, 6, 7, 5)),
        ("<p>2024年5月6日 星期一 16:05</p>", "https://www.xinwen-x.com.cn/2024/05/06/a", datetime(2024, 5, 6, 8, 5)),
        ("<p>Công bố thông tin · 16:05 ngày 6 tháng 5 năm 2024</p>", "https://www.tin-x.vn/2024/05/06/a", datetime(2024, 5, 6, 9, 5)),
        ("<p>Cập nhật lúc 16:05 ngày 06/05/2024</p>", "https://www.tin-x.vn/2024/05/06/a", datetime(2024, 5, 6, 9, 5)),
    ],
)
def test_a_native_stamp_with_a_time_dates_the_day(block: str, url: str, instant: datetime) -> None:
    assert _known_at(block, url) == instant.replace(tzinfo=UTC)


def test_a_zone_less_native_stamp_needs_a_zone() -> None:
    # Russia has several mainland zones: a bare "16:05" is not read, the day keeps its end.
    assert _known_at("<p>6 мая 2024, 16:05</p>", "https://www.vestnik-x.ru/2024/05/06/a") == datetime(
        2024, 5, 7, 11, 59, 59, 999999, tzinfo=UTC)


def test_a_french_zone_declaration_names_the_regions_clock_with_its_daylight_rule() -> None:
    block = "<p>Publiée le 9 mars 2025 à 22 h 10</p><p>Toutes les heures sont à l'heure de l'Est</p>"
    # 9 March 2025: Eastern daylight time began at 2:00, so 22:10 is UTC-4.
    assert _known_at(block, "https://www.annonces-x.com/2025/03/09/a", lang="fr-CA") == datetime(2025, 3, 10, 2, 10, tzinfo=UTC)


def test_the_pages_offset_stamp_settles_the_main_zone_of_a_region_with_western_islands() -> None:
    # Spain's westernmost clock (the Canaries) is the reading unless the page's own offset says Madrid.
    block = "<p>Por Ana Ruiz · 4 de marzo de 2025, 08:40</p>"
    url = "https://www.diario-x.es/2025/03/04/a"
    assert _known_at(block, url) == datetime(2025, 3, 4, 8, 40, tzinfo=UTC)
    meta = "<meta property='article:published_time' content='2025-03-04T08:40:00+01:00'>"
    assert _known_at(block, url, head=meta) == datetime(2025, 3, 4, 7, 40, tzinfo=UTC)


def test_a_later_day_written_as_a_coming_event_in_another_language_does_not_block_the_stamp() -> None:
    block = "<p>Selskabsmeddelelse · 4. marts 2025 kl. 17.30</p><p>Generalforsamling afholdes 10. april 2025.</p>"
    assert _known_at(block, "https://www.meddelelser-x.dk/2025/03/04/a") == datetime(2025, 3, 4, 16, 30, tzinfo=UTC)
    for before in ("Yhtiökokous pidetään ", "RUPS akan diselenggarakan pada ", "Đại hội dự kiến ngày ",
                   "L'assemblée aura lieu le ", "אסיפה כללית תתקיים ב-", "กำหนดจ่ายเงินปันผลวันที่ "):
        assert is_scheduled(before)
    assert not is_scheduled("Le conseil a approuvé le ")


def test_year_less_numeric_days_are_month_first_on_a_year_first_region() -> None:
    assert yearless_days("· 功労者表彰（3/7）", [2025], month_first=True) == {date(2025, 3, 7)}
    assert yearless_days("· (3/7)", [2025]) == {date(2025, 3, 7), date(2025, 7, 3)}  # elsewhere: both
    block = "<p>2025年3月7日(金) 20時58分</p><ul><li>功労者表彰（3/7）</li></ul>"
    assert _known_at(block, "https://www.shimbun-x.co.jp/2025/03/07/a") == datetime(2025, 3, 7, 11, 58, tzinfo=UTC)
    # Hong Kong writes the day first: there the later reading (3 July) still blocks the stamp, and
    # the day keeps the end of 7 March on Hong Kong's clock (the region settles the day's zone).
    hk = "<p>2025年3月7日 20:58</p><ul><li>功労者表彰（3/7）</li></ul>"
    assert _known_at(hk, "https://www.xinwen-x.com.hk/2025/03/07/a") == datetime(2025, 3, 7, 15, 59, 59, 999999, tzinfo=UTC)


def test_a_loose_time_after_a_word_for_yesterday_is_no_time_of_the_stamps_day() -> None:
    zone = ZoneInfo("Europe/Berlin")
    assert loose_stamps("Gestern, 18:30", date(2025, 3, 11), zone) == []
    assert loose_stamps("昨天 18:30", date(2025, 3, 11), zone) == []
    assert len(loose_stamps("Heute, 09:14", date(2025, 3, 11), zone)) == 1


def test_a_loose_time_after_a_year_less_day_is_a_time_of_that_day() -> None:
    zone = ZoneInfo("Asia/Shanghai")
    assert loose_stamps("银行下调存款利率 04-01 22:06", date(2025, 4, 14), zone) == []
    assert loose_stamps("银行下调存款利率 4月1日 22:06", date(2025, 4, 14), zone) == []
    # Fail closed: on the day it names, the time still counts (either order of a numeric one).
    assert [s.instant for s in loose_stamps("银行下调存款利率 04-14 22:06", date(2025, 4, 14), zone)] == [
        datetime(2025, 4, 14, 14, 6, tzinfo=UTC)]
    assert len(loose_stamps("14/04 22:06", date(2025, 4, 14), zone)) == 1
    assert loose_stamps("Ölpreis steigt 28.02. 21:47", date(2025, 3, 6), ZoneInfo("Europe/Berlin")) == []


def test_a_related_lists_earlier_items_do_not_date_the_stamps_day_later() -> None:
    stamp = "<p>2025-04-14 18:29（北京时间）</p>"
    rail = "<ul><li><a href='/p/1'>银行下调存款利率</a> <span>04-01 22:06</span></li></ul>"
    assert _known_at(stamp + rail, "https://www.xinwen-x.cn/wire/20250414/1.html") == datetime(2025, 4, 14, 10, 29, tzinfo=UTC)
    # Fail closed: an item of the stamp's own day, later than the stamp, still dates the day later.
    later = rail.replace("04-01", "04-14")
    assert _known_at(stamp + later, "https://www.xinwen-x.cn/wire/20250414/1.html") == datetime(2025, 4, 14, 14, 6, tzinfo=UTC)


def test_the_stamp_table_reads_only_full_dates_and_leaves_the_fact_reader_alone() -> None:
    assert [w.day for w in find_stamp_dates("7 de marzo de 2025 — 21:10")] == [date(2025, 3, 7)]
    assert [w.day for w in find_stamp_dates("4 marca 2025 r., 17:42")] == [date(2025, 3, 4)]
    assert find_stamp_dates("le 9 mars à 22 h 10") == []  # no year: not a stamp
    assert find_world_dates("7 de marzo de 2025", date(2025, 1, 1)) == []  # the leakage rules read Spanish themselves


def test_a_chinese_reporters_byline_beside_a_zone_less_stamp_makes_it_the_pages_stamp() -> None:
    block = "<p>記者王小明／高雄報導 — 民國113年5月6日 09:00</p>"
    assert _known_at(block, "https://www.xinwen-x.com.tw/a/1") == datetime(2024, 5, 6, 1, 0, tzinfo=UTC)


def test_a_year_less_day_the_sentence_looks_ahead_to_does_not_block_the_stamp() -> None:
    assert yearless_days("年度报告预计于7月28日披露。", [2025], month_first=True) == set()
    assert yearless_days("同社は3月20日に通期決算を発表する予定だ。", [2025], month_first=True) == set()
    assert yearless_days("同社は3月20日に通期決算を発表した。", [2025], month_first=True) == {date(2025, 3, 20)}
    block = "<p>2025年3月3日 4時00分</p><p>同社は3月20日に通期決算を発表する予定だ。</p>"
    assert _known_at(block, "https://www.kabu-x.co.jp/2025/03/03/a") == datetime(2025, 3, 2, 19, 0, tzinfo=UTC)


def test_a_later_day_in_another_languages_words_blocks_the_stamps() -> None:
    # An update note dated in Chinese numerals after the stamp's day: the page holds later content.
    assert [w.day for w in find_stamp_dates("本文已于二〇二五年六月二十日更新")] == [date(2025, 6, 20)]
    block = "<p>2025-06-18 06:00　来源：某财经</p><p>（本文已于二〇二五年六月二十日更新：公司宣布终止重组。）</p>"
    # Blocked: not the 06:00 stamp, the end of 18 June on China's clock (the region's day zone).
    assert _known_at(block, "https://www.caijing-x.com.cn/20250618/a.shtml") == datetime(2025, 6, 18, 15, 59, 59, 999999, tzinfo=UTC)
    # A coming one does not ("tarihinde yapılacak": to be held on; "na dzień": convened for).
    block = "<p>Şirket haberi · 4 Mart 2025 18:45</p><p>Genel kurul 15 Nisan 2025 tarihinde yapılacak.</p>"
    assert _known_at(block, "https://www.haber-x.com.tr/2025/03/04/a") == datetime(2025, 3, 4, 15, 45, tzinfo=UTC)
    assert is_scheduled("o zwołaniu Walnego Zgromadzenia na dzień ")

"""Zone-less stamps read in the clock of the page's region (`PageRegion.clock`), with the loose
times and yearless days that keep such a reading from dating a page too early. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from engine.timestamps import end_of_day

from pit_store.ingest.page_dates import date_evidence
from pit_store.ingest.page_region import page_region
from pit_store.ingest.written_stamps import loose_stamps, stamp_after, yearless_days

SEOUL = ZoneInfo("Asia/Seoul")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def known_at(body: str, url: str) -> datetime | None:
    tree = lxml.html.document_fromstring(
        f"<html><head><title>Brunnenfest</title></head><body><article><h1>Brunnenfest</h1>{body}"
        "<p>Der Verein stellt die neuen Bänke am Marktplatz auf und lädt die Nachbarschaft ein; die "
        "Stadt trägt die Hälfte der Kosten für die Beleuchtung der Gasse.</p></article></body></html>"
    )
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


def test_loose_times_take_the_afternoon_word() -> None:
    day = date(2024, 5, 9)
    assert [s.instant for s in loose_stamps("지수 오후 3:05 · 오전 9:12", day, SEOUL)] == [utc(2024, 5, 9, 6, 5), utc(2024, 5, 9, 0, 12)]
    assert [s.instant for s in loose_stamps("下午4:20 评论", day, SEOUL)] == [utc(2024, 5, 9, 7, 20)]
    assert loose_stamps("Preis 25:70 Punkte", day, SEOUL) == []


def test_yearless_days_in_both_orders_and_cjk() -> None:
    assert yearless_days("· (05-11) 新馆开放", [2024]) == {date(2024, 5, 11), date(2024, 11, 5)}
    assert yearless_days("6月2日 放送", [2024, 2025]) == {date(2024, 6, 2), date(2025, 6, 2)}
    assert yearless_days("6月2日 放送予定", [2024]) == set()  # a plan (`is_scheduled_after`), not a later day
    assert yearless_days("2024年6月2日", [2024]) == set()


def test_zone_less_stamp_on_a_german_site_is_read_in_its_clock() -> None:
    url = "https://www.stadtbote.de.example/lokales/2024/05/09/brunnenfest"
    assert known_at("<p>Stand: 09.05.2024, 11:20</p>", url) == utc(2024, 5, 9, 9, 20)


def test_a_korean_chat_time_later_that_day_dates_the_page() -> None:
    url = "https://news.hanbit.kr.example/2024/05/09/fountain"
    body = "<p>2024.05.09 16:05</p><p>민수 오후 5:40</p><p>지원 오후 4:12</p>"
    assert known_at(body, url) == utc(2024, 5, 9, 8, 40)


def test_a_rail_time_later_than_the_stamp_decides() -> None:
    url = "https://www.kitaguni-tv.jp.example/news/20240509/0001.html"
    body = "<p>2024年5月9日 15時10分</p><ul><li>21:10 市内で停電</li><li>14:00 開会式</li></ul>"
    assert known_at(body, url) == utc(2024, 5, 9, 12, 10)


def test_a_later_yearless_day_keeps_the_end_of_the_day() -> None:
    url = "https://www.jianghu-news.cn.example/city/2024-05/09/content_1.htm"
    body = "<p>2024-05-09 08:30 来源：本报</p><ul><li>· （05-11）新馆开放</li><li>· （05-08）公交调整</li></ul>"
    found = known_at(body, url)
    # Not the 08:30 stamp: the page's day ends at the end of 9 May on China's one clock (`day_zone`).
    assert found == end_of_day(date(2024, 5, 9), ZoneInfo("Asia/Shanghai"))


def test_a_site_of_several_zones_reads_no_clock() -> None:
    url = "https://www.townwire.com.au.example/2024/05/09/fountain"
    found = known_at("<p>09/05/2024 11:20</p>", url)
    assert found is not None and found > utc(2024, 5, 9, 12)


def test_single_zone_countries_give_their_clock_and_wide_ones_none() -> None:
    assert page_region("", "https://www.dagblad.pl.example/a").clock == ZoneInfo("Europe/Warsaw")
    assert page_region("", "https://haber.gazete.com.tr.example/a").clock == ZoneInfo("Europe/Istanbul")
    assert page_region("", "https://www.kurier.com.ua.example/a").clock == ZoneInfo("Europe/Kyiv")
    assert page_region("", "https://news.sanuk.co.th.example/a").clock == ZoneInfo("Asia/Bangkok")
    assert page_region("", "https://www.vestnik.ru.example/a").clock is None  # eleven zones
    assert page_region("", "https://www.kabar.co.id.example/a").clock is None  # WIB, WITA, WIT


def test_a_two_digit_dotted_year_is_read_without_error() -> None:
    url = "https://www.stadtbote.de.example/lokales/2024/05/09/brunnenfest"
    found = known_at("<p>09.05.24 11:20 Uhr · dpa</p><p>Stand 09/05/2024</p>", url)
    assert found is not None


@pytest.mark.parametrize(
    "tail",
    [" klo 11.20", ", kl. 11.20", " à 11h20", ", a las 11:20 h", " alle ore 11:20", " om 11:20 uur", " o godz. 11:20",
     " saat 11:20", " в 11:20", " lúc 11:20", " pukul 11.20"],
)
def test_the_other_languages_at_before_a_time(tail: str) -> None:
    berlin = ZoneInfo("Europe/Berlin")
    stamp = stamp_after(date(2024, 5, 9), tail, berlin, berlin)
    assert stamp is not None and stamp.instant == utc(2024, 5, 9, 9, 20)


def test_stamps_in_month_names_only_the_world_reader_knows() -> None:
    danish = known_at("<p>Meddelelse nr. 3 · 9. maj 2024 kl. 10.15</p>", "https://www.havnebladet.dk.example/2024/05/09/kaj")
    assert danish == utc(2024, 5, 9, 8, 15)
    greek = known_at("<p>Ανακοίνωση · 9 Μαΐου 2024, 13:40</p>", "https://www.limani-nea.gr.example/2024/05/09/limani")
    assert greek == utc(2024, 5, 9, 10, 40)


def test_a_scheduled_world_date_is_no_stamp() -> None:
    url = "https://www.havnebladet.dk.example/2024/05/09/kaj"
    found = known_at("<p>Næste møde 9. maj 2024 kl. 9.00</p>", url)
    assert found is not None and found > utc(2024, 5, 9, 12)


def test_a_time_the_sentence_looks_ahead_to_is_no_stamp_of_the_day() -> None:
    # The stamp is 11:20 Berlin time; "um 18:30" is when the fountain festival will open, a plan
    # written in the morning, so it must not date the page to the evening.
    url = "https://www.stadtbote.de.example/lokales/2024/05/09/brunnenfest"
    body = "<p>Stand: 09.05.2024, 11:20</p><p>Der Bürgermeister wird das Fest heute Abend um 18:30 eröffnen.</p>"
    assert known_at(body, url) == utc(2024, 5, 9, 9, 20)
    assert loose_stamps("The board will announce its decision at about 15:00", date(2024, 5, 9), SEOUL) == []

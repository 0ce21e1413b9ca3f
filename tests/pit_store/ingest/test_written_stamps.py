"""Day-only dates dated by the exact stamps a page writes beside its dates (`written_stamps`), the
zone a page declares for its dates, and the day order a zone name settles. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateEvidence, date_evidence, extract_claims, parse_date_text
from pit_store.ingest.page_region import PageRegion
from pit_store.ingest.written_stamps import (
    WrittenStamp,
    declared_zone,
    latest_on_day,
    rendered_at,
    sole_zone,
    stamp_after,
    stamp_before,
    undated_update,
    zone_day_order,
)

FILLER = (
    "<p>The harbour board said container volumes held steady through the quarter, with reefer "
    "traffic up on the citrus season and the new berth taking its first feeder calls.</p>"
)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def page(body: str, *, before: str = "") -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        f"<html><head><title>Harbour volumes steady in the quarter</title></head><body>{before}<article>"
        f"<h1>Harbour volumes steady in the quarter</h1>{body}{FILLER}</article></body></html>"
    )


def evidence(tree: lxml.html.HtmlElement, url: str = "https://harbourwire.example.com/2024/05/09/volumes") -> DateEvidence:
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))


# --- reading the time after (or before) a date -----------------------------------------------------


@pytest.mark.parametrize(
    ("tail", "instant"),
    [
        (", 14:20 (GST, UTC+4)", utc(2024, 5, 9, 10, 20)),  # the written offset settles GST
        (", 14:20 GST", utc(2024, 5, 9, 16, 20)),  # Gulf or South Georgia: the westernmost decides
        (" at 9:05 a.m. (Kenya time)", utc(2024, 5, 9, 6, 5)),
        (" 08:15 (Sri Lanka time, UTC+5:30)", utc(2024, 5, 9, 2, 45)),
        (" as at 11:30 AM PKT", utc(2024, 5, 9, 6, 30)),
        (", Time: 18:45 BST", utc(2024, 5, 9, 17, 45)),  # Bangladesh or British: British is later
        (" · updated 3:10 p.m. CDT", utc(2024, 5, 9, 20, 10)),
    ],
)
def test_time_and_zone_after_a_date(tail: str, instant: datetime) -> None:
    stamp = stamp_after(date(2024, 5, 9), tail, None, None)
    assert stamp is not None and stamp.instant == instant


def test_region_settles_a_shared_name_and_unknown_names_give_nothing() -> None:
    dhaka = ZoneInfo("Asia/Dhaka")
    stamp = stamp_after(date(2024, 5, 9), ", Time: 18:45 BST", dhaka, None)
    assert stamp is not None and stamp.instant == utc(2024, 5, 9, 12, 45)
    assert stamp_after(date(2024, 5, 9), " 6:30 PM TO 8 PM", None, None) is None
    assert stamp_after(date(2024, 5, 9), " 10:30 AM, Committee Room", None, None) is None  # no zone known
    assert stamp_after(date(2024, 5, 9), " 10:30 AM, Committee Room", None, timezone(timedelta(hours=3))) is not None


def test_time_and_zone_before_a_date() -> None:
    stamp = stamp_before(date(2024, 5, 9), "Quotes as at 2:40 pm AEST, Thu ", None)
    assert stamp is not None and stamp.instant == utc(2024, 5, 9, 4, 40)


def test_declared_and_sole_zones() -> None:
    assert declared_zone(["Footer text", "All times shown in HST."], None) == timezone(timedelta(hours=-10))
    assert declared_zone(["Dates are in IST (UTC+05:30). Not advice."], None) == timezone(timedelta(hours=5, minutes=30))
    assert declared_zone(["No declaration here"], None) is None
    assert sole_zone(["12:00 CDT", "14:30 CDT"], None) == timezone(timedelta(hours=-5))
    assert sole_zone(["12:00 CDT", "14:30 EDT"], None) is None


def test_latest_stamp_of_the_day_and_update_notes() -> None:
    stamps = [WrittenStamp(date(2024, 5, 9), utc(2024, 5, 9, 8), False),
              WrittenStamp(date(2024, 5, 9), utc(2024, 5, 9, 13), False),
              WrittenStamp(date(2024, 5, 10), utc(2024, 5, 10, 1), True)]
    assert latest_on_day(date(2024, 5, 9), stamps, updates_only=False) == stamps[1]
    assert latest_on_day(date(2024, 5, 9), stamps, updates_only=True) is None
    assert undated_update(["Update: the berth reopened."], lambda line: False)
    assert not undated_update(["The board will update growers."], lambda line: False)
    assert rendered_at("5 hrs ago · ...", stamps[0]) == utc(2024, 5, 9, 13)


def test_zone_name_settles_the_day_order() -> None:
    assert zone_day_order("PDT") == "MDY" and zone_day_order("CST") is None and zone_day_order("EST") is None
    assert parse_date_text("05/09/2024 4:15 PM PDT") == (date(2024, 5, 9), utc(2024, 5, 9, 23, 15))
    # A day-first region keeps its order: the zone does not override it.
    day_first = PageRegion("DMY", None, "test")
    assert parse_date_text("05/09/2024 4:15 PM PDT", day_first)[0] == date(2024, 9, 5)


# --- whole pages -------------------------------------------------------------------------------------


def test_url_day_dated_by_the_stamp_the_page_writes() -> None:
    tree = page("<p>Issued 9 May 2024, 14:20 (GST, UTC+4). Figures in TEU.</p>")
    assert evidence(tree).known_at == utc(2024, 5, 9, 10, 20)


def test_latest_stamp_of_the_day_decides() -> None:
    tree = page("<p>Issued 9 May 2024, 09:00 (UTC+4)</p><p>Revised table 9 May 2024, 17:30 (UTC+4)</p>")
    assert evidence(tree).known_at == utc(2024, 5, 9, 13, 30)


def test_table_cell_time_in_the_declared_zone() -> None:
    tree = page("<p>All times shown in HST.</p><table><tr><td>05/18/2024</td><td>4:00 PM</td>"
                "<td>Notice of sale</td></tr></table>")
    assert evidence(tree, url="https://bondboard.example.com/2024/05/18/notices").known_at == utc(2024, 5, 19, 2)


def test_later_plain_day_keeps_the_end_of_the_day() -> None:
    # A ticker line tells of Saturday's storm: the stamp of Thursday does not date the page.
    tree = page("<p>Berth report for Thu 9 May 2024, 14:20 (GST, UTC+4)</p>",
                before="<div class='ticker'>PORT NEWS: Sat 11 May — storm closes the outer berth</div>")
    # The URL's day ends at the end of 9 May in the one zone the page's stamp names, not at 14:20.
    assert evidence(tree).known_at == end_of_day(date(2024, 5, 9), timezone(timedelta(hours=4)))


def test_undated_update_note_keeps_the_end_of_the_day() -> None:
    tree = page("<p>Berth report for 9 May 2024, 14:20 (GST, UTC+4)</p><p>Update: the outer berth has since reopened.</p>")
    assert evidence(tree).known_at == end_of_day(date(2024, 5, 9), timezone(timedelta(hours=4)))


def test_age_beside_a_stamp_dates_the_render() -> None:
    tree = page("<p>2 days ago · Thu, 9 May 2024 14:20 EAT</p>")
    assert evidence(tree).known_at == utc(2024, 5, 11, 11, 20)


def test_declared_zone_ends_a_day_only_date() -> None:
    tree = page("<table><tr><td>Entry</td><td>12-03-2024</td></tr></table><p>Dates are in IST (UTC+05:30).</p>")
    claims = [c for c in extract_claims(tree, url="file:x.html").claims if c.day == date(2024, 3, 12)]
    assert claims and all(c.day_end == utc(2024, 3, 12, 18, 29, 59, 999999) for c in claims if c.instant is None)


def test_written_stamps_are_never_page_dates() -> None:
    tree = page("<p>Issued 9 May 2024, 14:20 (UTC+4)</p><p>Tender opens 3 June 2024, 10:00 (UTC+4)</p>")
    result = evidence(tree)
    assert all(c.role != "written" for c in result.candidates)
    assert result.known_at == utc(2024, 5, 9, 10, 20)


def test_column_header_names_the_zone_of_its_times() -> None:
    assert declared_zone(["Time (HKT)", "09:15"], None) == timezone(timedelta(hours=8))


def test_bangladesh_site_reads_numeric_dates_day_first() -> None:
    from pit_store.ingest.page_region import page_region

    region = page_region("", "https://www.jutemills.example.com.bd/notice")
    assert region.order == "DMY" and parse_date_text("11-03-2024", region) == (date(2024, 3, 11), None)


def test_a_side_region_stamp_never_dates_a_day_alone() -> None:
    tree = page("<p>Harbour report</p>", before="<footer>Site refreshed 9 May 2024, 08:00 (UTC+4)</footer>")
    assert evidence(tree).known_at > utc(2024, 5, 10)
    # ... but joins a day the article stamps, as the later stamp of that day.
    tree = page("<p>Issued 9 May 2024, 09:00 (GST, UTC+4)</p>",
                before="<aside class='related'>Reader note 9 May 2024, 18:00 (UTC+4)</aside>")
    assert evidence(tree).known_at == utc(2024, 5, 9, 14)


def test_a_shared_zone_name_in_a_stamp_is_read_in_the_zone_the_pages_words_settle() -> None:
    # No language tag region and a reserved domain: only the page's market words (crore, Sensex)
    # place it in India, so its "IST" stamp is India's time and the URL's day ends there, not at
    # Irish summer time's 15:20 (the reading a page without a region gets).
    tree = page(
        "<p class='wire'>HARBOUR DESK 09:50 IST 09-May-2024</p>"
        "<p>The port trust's cargo revenue rose to Rs 412 crore; the Sensex closed flat.</p>"
    )
    found = evidence(tree)
    assert found.known_at == utc(2024, 5, 9, 4, 20)

"""A labelled stamp's time without a zone ("Published 03/03/2025 09:00") is the time of that item: read
in the zone the page declares or its region settles, else in its latest reading (UTC-12); its day alone,
the end of that day, no longer outranks it. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import DateEvidence, date_evidence

_FILLER = ("<p>The county roads department invites sealed bids for regravelling the Kiptere feeder road, "
           "with the works to run through the short rains and a defects period of one year.</p>")


def _evidence(body: str, url: str = "https://roads.example.com/notices/feeder-road") -> DateEvidence:
    tree = lxml.html.document_fromstring(f"<html><head><title>Feeder road bids</title></head><body><h1>Feeder road "
                                         f"bids invited</h1>{body}{_FILLER}</body></html>")
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def test_a_field_time_is_read_in_the_zone_the_page_declares() -> None:
    page = ("<table><tr><th>Published</th><td>03/03/2025 09:00</td></tr></table>"
            "<p>Times are East Africa Time.</p>")
    evidence = _evidence(page)
    assert evidence.known_at == utc(2025, 3, 3, 6)  # 09:00 EAT
    assert [(c.source, c.precision) for c in evidence.candidates if c.source.startswith("field:")] == [
        ("field:published", "time")]


def test_a_declared_shared_name_is_read_in_the_region_it_names() -> None:
    page = "<table><tr><th>Published Date</th><td>10-Jan-2025 06:00 PM</td></tr></table><p>Dates in IST.</p>"
    assert _evidence(page, "https://tenders.example.in/view/4411").known_at == utc(2025, 1, 10, 12, 30)


def test_a_statement_time_is_read_in_the_single_zone_of_the_site_country() -> None:
    assert _evidence("<p>Posted: 30 January 2025 11:05</p>", "https://motoring.example.co.za/fuel").known_at == utc(
        2025, 1, 30, 9, 5)


def test_without_zone_evidence_the_latest_reading_decides() -> None:
    # No declaration, no region: 09:15 may be anywhere; its latest reading is UTC-12 (21:15Z), still
    # earlier than the end of 4 March there (5 March 11:59Z), which the day alone stood for.
    evidence = _evidence("<p>Posted 4 March 2025 09:15</p>")
    assert evidence.known_at == utc(2025, 3, 4, 21, 15)


def test_the_stated_time_refines_the_address_day_of_the_same_item() -> None:
    evidence = _evidence("<p>Published: 4 March 2025 09:15</p><p>Times shown in SGT.</p>",
                         "https://port.example.com/2025/03/04/berth-notice")
    assert evidence.known_at == utc(2025, 3, 4, 1, 15)
    assert {c.source: c.value for c in evidence.candidates}["url"] == utc(2025, 3, 4, 1, 15)


def test_a_day_alone_keeps_the_end_of_its_day() -> None:
    # Counterpart: no time, no reading of one.
    assert _evidence("<p>Posted 4 March 2025</p>").known_at == utc(2025, 3, 5, 11, 59, 59, 999999)


def test_an_exact_stamp_of_the_same_day_still_settles_the_time() -> None:
    # The markup's own instant of that day dates the visible day, as before: it says which 09:15 it was.
    page = ("<p>Updated <span title='2025-03-04T09:15:00Z' class='stamp'>4 March 2025 09:15</span></p>"
            "<meta property='article:modified_time' content='2025-03-04T09:15:00Z'>")
    assert _evidence(page).known_at == utc(2025, 3, 4, 9, 15)

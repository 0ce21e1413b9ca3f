"""A date alone is a day in the zone the page's evidence settles (`day_zone`): a declaration, the
one zone of its own stamps, a single-zone region's clock; else a day everywhere on Earth (UTC-12).
Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import date_evidence

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
FILLER = (
    "<p>The harbour board said the new ferry timetable adds two crossings on weekdays and that the "
    "pier lights will be replaced before the summer season begins.</p>"
)


def known_at(body: str, url: str, *, lang: str = "") -> datetime | None:
    lang_attr = f' lang="{lang}"' if lang else ""
    tree = lxml.html.document_fromstring(
        f"<html{lang_attr}><head><title>Ferry timetable</title></head><body><article><h1>Ferry timetable</h1>"
        f"{body}{FILLER}</article></body></html>"
    )
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=UTC_MINUS_12).known_at


def test_a_japanese_day_ends_on_japan_s_clock() -> None:
    found = known_at("<p>公開日：2025年3月5日</p>", "https://www.minato-shinbun.jp.example/news/ferry")
    assert found == end_of_day(date(2025, 3, 5), ZoneInfo("Asia/Tokyo")) == datetime(2025, 3, 5, 14, 59, 59, 999999, tzinfo=UTC)


def test_a_german_day_ends_on_germany_s_clock() -> None:
    found = known_at("<p>Stand: 05.03.2025</p>", "https://www.hafenbote.de.example/lokales/faehre")
    assert found == end_of_day(date(2025, 3, 5), ZoneInfo("Europe/Berlin"))


def test_a_country_of_several_zones_keeps_the_day_everywhere() -> None:
    found = known_at("<p>Posted March 5, 2025</p>", "https://harborwatch.example.com/ferry", lang="en-US")
    assert found == end_of_day(date(2025, 3, 5), UTC_MINUS_12)


def test_a_page_without_a_region_keeps_the_day_everywhere() -> None:
    found = known_at("<p>Posted 5 March 2025</p>", "https://harborwatch.example.com/ferry")
    assert found == end_of_day(date(2025, 3, 5), UTC_MINUS_12)


def test_the_one_offset_of_the_page_s_stamps_ends_its_bare_days() -> None:
    body = "<p>Posted 4 March 2025, 09:40 +05:30</p><p>Updated: 5 March 2025</p>"
    found = known_at(body, "https://harborwatch.example.com/ferry")
    assert found == end_of_day(date(2025, 3, 5), timezone(timedelta(hours=5, minutes=30)))
    # Two offsets among the stamps settle nothing.
    mixed = body + "<p>Correction posted 4 March 2025, 11:00 +08:00</p>"
    assert known_at(mixed, "https://harborwatch.example.com/ferry") == end_of_day(date(2025, 3, 5), UTC_MINUS_12)


def test_a_zone_named_only_in_prose_settles_no_day() -> None:
    body = "<p>Posted 5 March 2025</p><p>The first crossing leaves the pier at 06:15 UTC on weekdays.</p>"
    assert known_at(body, "https://harborwatch.example.com/ferry") == end_of_day(date(2025, 3, 5), UTC_MINUS_12)


def test_stamps_in_another_zone_than_the_region_s_end_the_day_at_the_later_end() -> None:
    body = "<p>Posted 4 March 2025, 09:40 UTC-05:00</p><p>Updated: 5 March 2025</p>"
    found = known_at(body, "https://www.harbourwatch.co.uk.example/ferry")
    assert found == end_of_day(date(2025, 3, 5), timezone(timedelta(hours=-5)))


def test_a_declared_zone_ends_the_days_it_dates() -> None:
    body = "<p>All times are shown in SGT.</p><p>Posted 5 March 2025</p>"
    found = known_at(body, "https://harborwatch.example.com/ferry")
    assert found == end_of_day(date(2025, 3, 5), ZoneInfo("Asia/Singapore"))


def test_a_side_region_s_stamp_alone_settles_no_day() -> None:
    body = "<p>Posted 5 March 2025</p><aside class='related'>Desk note 4 March 2025, 09:40 (UTC+4)</aside>"
    assert known_at(body, "https://harborwatch.example.com/ferry") == end_of_day(date(2025, 3, 5), UTC_MINUS_12)


def test_every_new_zealand_domain_is_new_zealand_s() -> None:
    found = known_at("<p>Posted 5 March 2025</p>", "https://lists.ferryclub.net.nz.example/notes")
    assert found == end_of_day(date(2025, 3, 5), ZoneInfo("Pacific/Auckland"))

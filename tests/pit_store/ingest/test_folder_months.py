"""htmldate's latest date as a month alone, taken from a folder in an address (`/2011/12/`,
`wp-content/uploads/2017/08/`): it dates where a file was put, not an edit of the page, so it never
outranks the page's own stated day. A month the page writes in its text stays a candidate."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateClaim, _path_months, resolve_claims

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")


def _latest_month(day: date, *, path_month: bool) -> DateClaim:
    return DateClaim(source="htmldate:latest", role="modified", day=day, context="find_date -> month", path_month=path_month)


PUBLISHED = DateClaim(source="meta:article:published_time", role="published", day=date(2016, 5, 22), context="meta")


def test_a_folder_month_does_not_outrank_the_pages_own_day() -> None:
    evidence = resolve_claims([PUBLISHED, _latest_month(date(2017, 8, 1), path_month=True)], captured_at=None,
                              date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2016, 5, 22), UTC_MINUS_12)
    month = next(c for c in evidence.candidates if c.source == "htmldate:latest")
    assert (month.trusted, month.why_untrusted, month.precision) == (False, "month_guess", "month")


def test_a_month_written_in_the_text_still_dates_the_page() -> None:
    # "Stand: Dezember 2011": the month may be the page's last revision (fail closed).
    evidence = resolve_claims([PUBLISHED, _latest_month(date(2017, 8, 1), path_month=False)], captured_at=None,
                              date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2017, 8, 31), UTC_MINUS_12)


def test_a_folder_month_alone_still_dates_the_page() -> None:
    evidence = resolve_claims([_latest_month(date(2017, 8, 1), path_month=True)], captured_at=None,
                              date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2017, 8, 31), UTC_MINUS_12)
    assert evidence.candidates[0].trusted


def test_folders_are_read_from_the_url_and_the_addresses_on_the_page() -> None:
    tree = lxml.html.document_fromstring(
        "<html><body><p>Text 2019/03 in prose is not a folder.</p>"
        "<img src='https://site.example.com/wp-content/uploads/2017/08/photo.jpg'>"
        "<a href='/news/2016/7/other-post/'>x</a></body></html>")
    assert _path_months(tree, "https://site.example.com/news/2011/12/slug/") == {(2011, 12), (2017, 8), (2016, 7)}

"""A URL's day is the publisher's day, in whatever zone the publisher counts days.

A page stored at 23:05 UTC on 14 May shows "15 May 2024, 00:05 BST" and has /2024/05/14/ in its URL
(the UTC day); another shows its times in UTC but has the next day in its URL (the day in Asia).
Neither URL dates the page after t when the stored instant, before t, falls on it somewhere on
Earth. A URL day that had not begun anywhere at the stored instant still does.
"""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_UK = ("<html lang='en-GB'><body><article><h1>Marlow Foods trims guidance</h1>"
       "<p class='byline'>By Jo Reed · 15 May 2024, 00:05 BST</p>"
       "<p>Marlow Foods plc cut its full-year guidance, citing weaker volumes.</p></article></body></html>")
_UTC = ("<html lang='en'><body><article><h1>Exchange lists ABC token</h1><p>2024-05-14 21:10 (UTC)</p>"
        "<p>Deposits are open now. Thanks for your support!</p></article></body></html>")


def test_a_url_on_the_utc_day_of_a_local_stamp_is_not_later() -> None:
    stored, t = datetime(2024, 5, 14, 23, 5, tzinfo=UTC), datetime(2024, 5, 14, 23, 40, tzinfo=UTC)
    verdict = judge(_UK, t=t, page=stored, url="https://news.example.co.uk/2024/05/14/marlow-foods")
    assert verdict.label == "clean", verdict.reason


def test_a_url_on_the_publishers_day_east_of_utc_is_not_later() -> None:
    stored, t = datetime(2024, 5, 14, 21, 10, tzinfo=UTC), datetime(2024, 5, 14, 21, 30, tzinfo=UTC)
    verdict = judge(_UTC, t=t, page=stored, url="https://exchange.example/2024/05/15/abc-listing")
    assert verdict.label == "clean", verdict.reason


def test_a_url_day_not_begun_anywhere_at_the_stored_instant_is_later() -> None:
    stored, t = datetime(2024, 5, 14, 8, 0, tzinfo=UTC), datetime(2024, 5, 14, 9, 0, tzinfo=UTC)
    verdict = judge(_UTC, t=t, page=stored, url="https://exchange.example/2024/05/15/abc-listing")
    assert verdict.label != "clean" and "url_date_after_t" in verdict.reason

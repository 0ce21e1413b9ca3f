"""An ISO-style date-time with no offset and a zone name after it ("2024-08-04 13:49 UTC",
"2025-09-30 15:02 (UTC+8)") is in that zone, not in the page's (`dates._iso_instant`); without a
zone name it stays in the page's zone. An archive banner's capture stamp before t is clean."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from leakage_filter.dates import find_dates

from .conftest import judge

TORONTO = ZoneInfo("America/Toronto")


def test_the_zone_written_after_the_time_wins_over_the_pages() -> None:
    day = date(2024, 8, 4)
    (utc,) = find_dates("first 2024-08-04 13:49 UTC", anchor=day, zone=TORONTO)
    assert utc.at == datetime(2024, 8, 4, 13, 49, tzinfo=UTC)
    (offset,) = find_dates("发布 2024-08-04 13:49 (UTC+8)", anchor=day, zone=TORONTO, cjk=True)
    assert offset.at == datetime(2024, 8, 4, 5, 49, tzinfo=UTC)
    (local,) = find_dates("first 2024-08-04 13:49", anchor=day, zone=TORONTO)
    assert local.at == datetime(2024, 8, 4, 17, 49, tzinfo=UTC)  # no zone written: the page's
    (unzoned,) = find_dates("first 2024-08-04 13:49", anchor=day)
    assert unzoned.at is None  # neither: a day


def test_an_archive_banners_capture_stamp_before_t_is_clean() -> None:
    html = ("<html lang='en-CA'><body><div id='wm-banner'>Web archive · <span>2 captures · first 2024-08-04 13:49 UTC"
            " · this capture 2024-08-04 13:55 UTC</span></div><article><h1>Chair defends strategy</h1>"
            "<p>The chair defended the strategy at the investor forum, saying margins would recover.</p>"
            "</article></body></html>")
    stored = datetime(2024, 8, 4, 13, 0, tzinfo=UTC)
    clean = judge(html, t=datetime(2024, 8, 4, 13, 59, tzinfo=UTC), page=stored, url="https://www.example.ca/markets/chair")
    assert clean.label == "clean", clean.reason
    later = judge(html, t=datetime(2024, 8, 4, 13, 52, tzinfo=UTC), page=stored, url="https://www.example.ca/markets/chair")
    assert later.label != "clean", later.reason

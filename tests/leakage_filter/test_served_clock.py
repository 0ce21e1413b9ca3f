"""A forum stamps posts relative to the moment it served the page ("Today, 03:41 AM"): those
stamps count from the served day the page states ("Page generated ..."), in the zone it states for
its times ("All times are GMT -5"), never from the store's date for the thread."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from leakage_filter.chrome import Segment
from leakage_filter.served_clock import relative_stamps

from .conftest import judge


def _thread(last: str) -> str:
    return ("<html lang='en-US'><body><h1>ORBX - anyone holding through earnings?</h1><table>"
            "<tr><td>Yesterday, 09:12 PM</td><td>#1</td><td>quietbid</td></tr></table>"
            "<div>Holding a small position, the options market is pricing a big move.</div>"
            f"<table><tr><td>{last}</td><td>#2</td><td>lotsize</td></tr></table>"
            "<div>Sold half into the pop, keeping the rest.</div>"
            "<div>All times are GMT -5. The time now is 07:02 AM.</div>"
            "<div class='footer'>Page generated Tuesday, June 4th, 2024</div></body></html>")


def test_a_today_stamp_after_t_counted_from_the_served_day_is_a_leak() -> None:
    # "Today, 05:30 AM" on 4 June in GMT-5 is 10:30Z, after t; the store dated the thread years before.
    t, page = datetime(2024, 6, 4, 9, 0, tzinfo=UTC), datetime(2019, 2, 1, 12, 0, tzinfo=UTC)
    verdict = judge(_thread("Today, 05:30 AM"), t=t, page=page)
    assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, verdict.reason


def test_stamps_before_t_are_clean() -> None:
    t, page = datetime(2024, 6, 4, 9, 0, tzinfo=UTC), datetime(2019, 2, 1, 12, 0, tzinfo=UTC)
    verdict = judge(_thread("Today, 03:15 AM"), t=t, page=page)
    assert "entry_date_after_t" not in verdict.reason, verdict.reason


def test_without_a_served_day_no_stamp_is_resolved() -> None:
    segments = [Segment(text="Today, 05:30 AM", zone="content"), Segment(text="All times are GMT -5.", zone="content")]
    assert relative_stamps(segments, datetime(2024, 6, 4).date(), None) == []


def test_yesterday_counts_back_one_day_from_the_served_day() -> None:
    segments = [Segment(text="Yesterday, 11:40 PM", zone="content"),
                Segment(text="Page generated 4 June 2024", zone="chrome")]
    zone = timezone(timedelta(hours=2))
    assert relative_stamps(segments, datetime(2024, 6, 1).date(), zone) == [(0, datetime(2024, 6, 3, 23, 40, tzinfo=zone))]

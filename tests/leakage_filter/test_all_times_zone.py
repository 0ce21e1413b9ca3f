"""A live blog's "all times PHT" (no "are") states the zone its clock lines are in
(`served_clock.stated_zone`): an entry stamped "16:21" on the page's day is then an instant, and
after t a leak; a clock line read in a zone that puts it before t stays clean."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from leakage_filter.chrome import Segment
from leakage_filter.served_clock import stated_zone

from .conftest import judge

_PAGE = datetime(2025, 3, 18, 3, 9, tzinfo=UTC)


@pytest.mark.parametrize("line", ["Live updates · all times PHT", "All times are UTC+8", "All times in GMT+8"])
def test_stated_zone_with_or_without_are(line: str) -> None:
    assert stated_zone([Segment(text=line, zone="content")]) == timezone(timedelta(hours=8))


def _live(newest: str) -> str:
    return ("<html><body><article><h1>Markets live: shares slip</h1><p>March 18, 2025</p>"
            "<div>LIVE Live updates · Tuesday 18 March 2025 · all times PHT</div>"
            f"<header>{newest}</header><p>Breadth remains negative across the board today.</p>"
            "<header>13:07</header><p>Oil extends gains on supply worries in early trade.</p>"
            "</article></body></html>")


def test_an_entry_stamped_after_t_in_the_stated_zone_is_a_leak() -> None:
    # 16:21 PHT is 08:21 UTC, after a t of 07:42 UTC
    verdict = judge(_live("16:21"), t=datetime(2025, 3, 18, 7, 42, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "leak" and "16:21" in verdict.reason


def test_an_entry_stamped_before_t_in_the_stated_zone_is_clean() -> None:
    verdict = judge(_live("15:20"), t=datetime(2025, 3, 18, 7, 42, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_shared_zone_name_is_read_in_the_page_zone() -> None:
    india = timezone(timedelta(hours=5, minutes=30))
    line = [Segment(text="Live updates · all times IST", zone="content")]
    assert stated_zone(line, india) == india
    assert stated_zone(line) == timezone(timedelta(hours=1))  # no locale: the westernmost reading

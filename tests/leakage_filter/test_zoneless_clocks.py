"""A time of day beside a related item's date bounds it even where the page's zone is unknown
(`page_locale.clock_bounds`: read in UTC+14 and UTC-12, not the whole day's span); a day-first
date's closing dot ("13.03. 01:30") does not part a date from its time (`page_locale.time_near`)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from leakage_filter.page_locale import clock_bounds, time_near

from .conftest import judge

_PAGE = datetime(2025, 2, 7, 9, 0, tzinfo=UTC)


def _forum(stamp: str) -> str:
    # no language tag, no country domain: the page's zone is unknown
    return ("<html><body><article><h1>Quarterly dividend approved</h1><p>Posted Feb 7, 2025</p>"
            "<p>The board approved a quarterly dividend of 0.45 per share last week.</p></article>"
            "<aside><h3>Related discussions</h3><ul>"
            f"<li><a href='/t/1'>Dividend dates thread</a> {stamp}</li>"
            "</ul></aside></body></html>")


def test_an_item_stamped_with_a_clock_before_t_everywhere_is_before_t() -> None:
    verdict = judge(_forum("Feb 8, 2025 12:24"), t=datetime(2025, 2, 9, 2, 25, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_item_whose_clock_may_be_after_t_stays_after_t() -> None:
    # 12:24 in UTC-12 is 00:24 UTC on 9 February, after a t of 00:10
    verdict = judge(_forum("Feb 8, 2025 12:24"), t=datetime(2025, 2, 9, 0, 10, tzinfo=UTC), page=_PAGE)
    assert verdict.label != "clean" and "related-content module" in verdict.reason


def test_a_day_alone_keeps_the_whole_day() -> None:
    verdict = judge(_forum("Feb 8, 2025"), t=datetime(2025, 2, 9, 2, 25, tzinfo=UTC), page=_PAGE)
    assert verdict.label != "clean"


def test_clock_bounds() -> None:
    text = "Dividend dates confirmed 08/02/2025 12:24"
    start = text.index("08")
    assert clock_bounds(text, start, start + 10, date(2025, 2, 8)) == (
        datetime(2025, 2, 7, 22, 24, tzinfo=UTC), datetime(2025, 2, 9, 0, 24, tzinfo=UTC))
    assert clock_bounds("Posted 08/02/2025", 7, 17, date(2025, 2, 8)) is None
    named = "Posted 08/02/2025 12:24 GMT"
    assert clock_bounds(named, 7, 17, date(2025, 2, 8)) is None  # a named zone is time_near's


def test_a_closing_dot_between_a_day_and_its_time() -> None:
    text = "Ifo-Geschäftsklima hellt sich auf 13.03. 01:30"
    start = text.index("13.03")
    berlin = ZoneInfo("Europe/Berlin")
    assert time_near(text, start, start + 5, date(2023, 3, 13), berlin, cjk=False) == datetime(2023, 3, 13, 0, 30, tzinfo=UTC)
    # a dot after a word is a sentence's end, not a date's
    prose = "Meeting on 13 March. 10:30 is when doors open"
    assert time_near(prose, 11, 19, date(2023, 3, 13), berlin, cjk=False) is None

"""A fiscal quarter stated to end on a day ends on it (`dates.find_periods`): "the quarter ended July
28, 2023" is over on 1 September, so its results are no claim about an unfinished period; a quarter
whose stated end is still ahead at the page's date stays unfinished."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_periods

from .conftest import judge


def test_a_stated_quarter_end_is_the_period_end() -> None:
    (period,) = find_periods("revenue for the quarter ended July 28, 2023 rose 4%", anchor=date(2023, 9, 1))
    assert period.end_day == date(2023, 7, 28)
    (calendar,) = find_periods("revenue for the third quarter of 2023 rose 4%", anchor=date(2023, 9, 1))
    assert calendar.end_day == date(2023, 9, 30)


def _release(day: str) -> str:
    return ("<html lang='en-US'><body><article><h1>Exhibit 99.1</h1><p>SANTA CLARA, Calif., " + day + "</p>"
            "<p>Halvorsen Robotics today reported revenue of $2.1 billion for the quarter ended July 28, 2023, "
            "up 7% from a year earlier.</p></article></body></html>")


def test_results_of_a_fiscal_quarter_ended_before_the_page_are_clean_and_unended_ones_leak() -> None:
    t = datetime(2023, 9, 28, 20, 0, tzinfo=UTC)
    assert judge(_release("August 31, 2023"), t=t, page=datetime(2023, 8, 31, 22, 0, tzinfo=UTC)).label == "clean"
    early = judge(_release("July 20, 2023"), t=datetime(2023, 7, 21, 20, 0, tzinfo=UTC), page=datetime(2023, 7, 20, 22, 0, tzinfo=UTC))
    assert early.label != "clean" and "period_not_over" in early.reason

"""'By the end of that week' is a step after the date before it: that week's Friday (the day itself
from Friday on); 'later that week' is at least the next day (`leakage_filter.sequels`)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.sequels import find_sequels, resolve_sequel

from .conftest import judge


def test_the_end_of_that_week_is_its_friday() -> None:
    (sequel,) = find_sequels("By the end of that week the shares had recovered.")
    assert resolve_sequel(sequel, date(2025, 6, 2)) == date(2025, 6, 6)  # a Monday: that Friday
    assert resolve_sequel(sequel, date(2025, 6, 7)) == date(2025, 6, 7)  # a Saturday: the week is over


def test_later_that_week_is_after_its_reference() -> None:
    (sequel,) = find_sequels("Later that week the regulator opened an inquiry.")
    assert resolve_sequel(sequel, date(2025, 6, 2)) == date(2025, 6, 3)


def _story(after: str) -> str:
    return (
        "<html lang='en-GB'><body><article><h1>Harrowby Foods agrees bakery deal</h1>"
        "<p>Harrowby Foods said on Monday that it had agreed to buy a regional bakery chain.</p>"
        f"<p>The shares fell 2% in early trading. {after}</p></article></body></html>"
    )


def test_a_past_fact_at_the_end_of_that_week_told_on_monday_is_a_later_fact() -> None:
    page, t = datetime(2025, 6, 2, 9, 0, tzinfo=UTC), datetime(2025, 6, 3, 9, 0, tzinfo=UTC)
    verdict = judge(_story("By the end of that week the stock had recovered its losses."), t=t, page=page)
    assert verdict.label != "clean", verdict.reason
    planned = judge(_story("Analysts expect the stock to recover by the end of the week."), t=t, page=page)
    assert planned.label == "clean", planned.reason

"""A month's figure on a page whose own release calendar puts that month's release after t
(`release_calendar`); the figure of a month released before t, a forecast of it, or a move that
names no statistic is no leak. t is 30 September 2025 (conftest)."""

from __future__ import annotations

from datetime import date

import pytest

from leakage_filter.dates import find_dates
from leakage_filter.release_calendar import calendar_month, states_month_figure

from .conftest import judge

_CALENDAR = ("<ul><li>July 2025 — jobless data: 14 August 2025</li><li>August 2025 — jobless data: 12 September 2025</li>"
             "<li>September 2025 — jobless data: 15 October 2025</li></ul>")


def page(sentence: str, calendar: str = _CALENDAR, lang: str = "en-GB") -> str:
    return (f"<html lang='{lang}'><body><article><h1>Labour market</h1><p>{sentence}</p>"
            f"<h2>Release dates</h2>{calendar}</article></body></html>")


@pytest.mark.parametrize("sentence", [
    "The unemployment rate fell to 4.1% in September 2025, the statistics office said.",
    "Die Arbeitslosenquote lag im September 2025 bei 4,1 Prozent.",
])
def test_a_figure_for_a_month_the_page_releases_after_t_is_a_leak(sentence: str) -> None:
    calendar = _CALENDAR.replace("jobless data", "Arbeitsmarktdaten") if "Arbeits" in sentence else _CALENDAR
    verdict = judge(page(sentence, calendar))
    assert verdict.label == "leak" and "reported_after_t" in verdict.reason


@pytest.mark.parametrize("sentence", [
    # released before t by the page's own calendar
    "The unemployment rate fell to 4.1% in August 2025, the statistics office said.",
    # a forecast of the month still to be released
    "Economists expect the unemployment rate to fall to 4.1% in September 2025.",
    # a move in the month that names no statistic
    "Harbour Mills shares fell 4.1% in September 2025 as copper slid.",
])
def test_a_released_forecast_or_unnamed_figure_is_not(sentence: str) -> None:
    assert judge(page(sentence)).label == "clean"


def test_the_calendar_line_read() -> None:
    text = "September 2025 — jobless data: 15 October 2025"
    found = calendar_month(text, find_dates(text, anchor=date(2025, 9, 12)))
    assert found is not None and found[0] == (2025, 9) and found[1].day == date(2025, 10, 15)
    # a sentence with a month and a day is no calendar line
    prose = "In September 2025 the office said it would publish the data on 15 October 2025."
    assert calendar_month(prose, find_dates(prose, anchor=date(2025, 9, 12))) is None
    assert states_month_figure("在9月的议息会议上，央行将政策利率维持在3.25%不变。")
    assert not states_month_figure("The shares fell 3% in May.")

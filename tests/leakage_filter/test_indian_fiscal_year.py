"""India's fiscal year runs April to March (`leakage_filter.fiscal_years`): "Q3 FY25 net profit of
Rs 212 crore" reports a quarter that ended on 31 December 2024, not in September 2025; the same
period without Indian amounts, or named by the calendar, keeps the later reading."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_periods
from leakage_filter.fiscal_years import statutory_period

from .conftest import judge

_PAGE = datetime(2025, 2, 3, 6, 0, tzinfo=UTC)
_T = datetime(2025, 2, 4, 6, 0, tzinfo=UTC)


def _story(sentence: str) -> str:
    return ("<html lang='en-IN'><body><article><h1>Konkan Tiles results</h1>"
            f"<p>{sentence} The stock rose 3% in early trade on the NSE after the numbers, "
            "and analysts said margins had held up better than feared.</p></article></body></html>")


def test_the_statutory_quarters_end_before_the_calendar_ones() -> None:
    for text, end in (("Q3 FY25", date(2024, 12, 31)), ("Q1 FY26", date(2025, 6, 30)), ("FY25", date(2025, 3, 31)),
                      ("H1 FY25", date(2024, 9, 30))):
        (period,) = find_periods(f"{text} profit", anchor=date(2025, 2, 1))
        assert statutory_period(period, f"{text} profit was ₹40 crore").end_day == end, text


def test_a_fiscal_quarter_reported_in_rupees_is_clean() -> None:
    page = _story("Konkan Tiles reported a 14% rise in Q3 FY25 net profit to Rs 212 crore.")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_without_indian_amounts_the_calendar_reading_stays() -> None:
    page = _story("Konkan Tiles reported a 14% rise in Q3 FY25 net profit to $25 million.")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_quarter_named_by_the_calendar_keeps_the_calendar() -> None:
    page = _story("Konkan Tiles reported a 14% rise in net profit for the first quarter of 2025 to Rs 212 crore.")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_statutory_quarter_not_over_at_t_still_leaks() -> None:
    page = _story("Konkan Tiles reported a 14% rise in Q4 FY25 net profit to Rs 212 crore.")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def _results_tab(announced: str, quarter: str) -> str:
    return ("<html lang='en-IN'><body><article><h1>Deccan Cement: what the market is missing</h1>"
            f"<p>{announced} The stock has lagged the index this year as volumes stayed soft in the south.</p>"
            "<div role='tabpanel' aria-hidden='true' style='display:none'><h4>Results</h4>"
            f"<p>{quarter}: revenue up 14% to Rs 3,912 crore; EBITDA per tonne Rs 1,105.</p></div></article></body></html>")


def test_results_of_a_quarter_the_page_says_is_reported_after_t_leak() -> None:
    page = _results_tab("The company will announce Q2 FY26 results on October 28.", "Q2 FY26")
    verdict = judge(page, t=datetime(2025, 10, 12, tzinfo=UTC), page=datetime(2025, 10, 10, 1, 30, tzinfo=UTC))
    assert verdict.label == "leak", verdict.reason


def test_results_of_the_quarter_reported_before_are_clean() -> None:
    page = _results_tab("The company will announce Q2 FY26 results on October 28.", "Q1 FY26")
    verdict = judge(page, t=datetime(2025, 10, 12, tzinfo=UTC), page=datetime(2025, 10, 10, 1, 30, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason

"""Realised outcomes of periods named in other forms (`leakage_filter.period_forms`, `dates`): a
trading season with its year, a year-end level, a period followed by its own end, a result stated
as what the company "went on to report", a figure named as a "number" (hand-written pages)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_periods, period_statement

from .conftest import judge

PAGE = datetime(2024, 10, 2, 8, 0, tzinfo=UTC)
T = datetime(2024, 10, 4, 12, 0, tzinfo=UTC)
LATER_PAGE = datetime(2025, 3, 2, 8, 0, tzinfo=UTC)
LATER_T = datetime(2025, 3, 4, 12, 0, tzinfo=UTC)


def article(body: str) -> str:
    return (
        "<html lang='en-GB'><body><article><h1>Ravensholm Outfitters keeps its outlook</h1>"
        f"<p>Ravensholm Outfitters said trading was in line with its plan.</p><p>{body}</p></article></body></html>"
    )


@pytest.mark.parametrize(
    "body",
    [
        "Sales across the 2024 festive trading period grew 3.1%, with stores outpacing the website.",
        "Its shares closed 2024 at 412p, up 18% over the twelve months.",
        "The group went on to report full-year 2024 revenue of £2.4 billion, above the top of its range.",
        "An analyst praised the calendar 2024 revenue figure of £2.4 billion on the call.",
    ],
)
def test_an_outcome_of_a_period_not_over_at_t_leaks(body: str) -> None:
    verdict = judge(article(body), t=T, page=PAGE)
    assert verdict.label == "leak" and "period_not_over" in verdict.reason, body
    # after the year is over and reported, the same statement is history
    assert judge(article(body), t=LATER_T, page=LATER_PAGE).label == "clean", body


@pytest.mark.parametrize(
    "body",
    [
        "The group expects sales across the 2024 festive trading period to grow by about 3%.",
        "Brokers think the shares could end the year near 450p.",
        "The group plans to report full-year 2024 revenue on 27 February.",
    ],
)
def test_guidance_for_the_same_periods_is_fine(body: str) -> None:
    assert judge(article(body), t=T, page=PAGE).label == "clean", body


def test_a_period_followed_by_its_own_end_takes_that_year() -> None:
    text = "In the first quarter, which ends on 31 March 2025, revenue rose 4%."
    (period,) = find_periods(text, anchor=date(2025, 2, 10))
    assert (period.label, period.year_inferred) == ("2025Q1", False)
    # without the stated end, the latest first quarter already over is meant
    (bare,) = find_periods("In the first quarter revenue rose 4%.", anchor=date(2025, 2, 10))
    assert bare.label == "2024Q1"


def test_a_different_end_month_does_not_change_the_year() -> None:
    text = "The first quarter, closed 30 June 2025 for the audit, saw revenue rise 4%."
    (period,) = find_periods(text, anchor=date(2025, 2, 10))
    assert period.label == "2024Q1"


def test_went_on_to_report_is_realised_not_guidance() -> None:
    text = "The company went on to report fourth-quarter 2024 sales of $1.2 billion."
    (period,) = find_periods(text, anchor=date(2025, 2, 10))
    assert period_statement(text, period)[0] == "realised"


def test_a_year_end_level_is_known_at_the_close_of_the_year_s_last_weekday() -> None:
    # 31 December 2027 is a Friday, 2028 ends on a Sunday: its last weekday is Friday 29 December
    (level,) = find_periods("The index ended 2028 down 4%.", anchor=date(2028, 12, 29))
    assert level.end_day == date(2028, 12, 29)
    review = (
        "<html lang='en-US'><body><article><h1>The year in review</h1><p>The index ended 2028 down 4%, "
        "its second losing year in a row.</p></article></body></html>"
    )
    verdict = judge(review, t=datetime(2029, 1, 2, 12, tzinfo=UTC), page=datetime(2028, 12, 29, 23, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_a_figure_for_a_month_not_over_at_t_leaks() -> None:
    page, t = datetime(2025, 5, 6, 8, tzinfo=UTC), datetime(2025, 5, 8, 12, tzinfo=UTC)
    body = "Like-for-like sales rose 3.2% in May 2025, the retailer said in its monthly update."
    verdict = judge(article(body), t=t, page=page)
    assert verdict.label == "leak" and "period_not_over" in verdict.reason, verdict.reason
    # the month before is over: its figure is history
    assert judge(article(body.replace("May 2025", "April 2025")), t=t, page=page).label == "clean"


def test_a_month_that_dates_a_report_is_not_its_result() -> None:
    (period,) = find_periods("In May 2025 the retailer reported full-year 2024 sales of £2.1 billion.", anchor=date(2025, 5, 6))
    assert period.label == "2024FY"


def test_a_period_with_its_end_in_an_aside_is_judged_by_the_clause_that_resumes() -> None:
    text = "For the second half, which ends on 31 December 2024, the group shipped 41,200 units."
    (period,) = find_periods(text, anchor=date(2024, 10, 2))
    assert (period.label, period_statement(text, period)[0]) == ("2024H2", "realised")
    assert "period_not_over" in judge(article(text), t=T, page=PAGE).reason
    planned = "For the second half, which ends on 31 December 2024, the group expects to ship 41,200 units."
    assert judge(article(planned), t=T, page=PAGE).label == "clean"

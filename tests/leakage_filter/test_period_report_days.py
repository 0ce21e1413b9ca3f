"""A period's report dated in its own sentence (`rules._judge_periods`): "reported Q2FY25 results on
30 October 2024" dates a fiscal quarter's report before t, so the quarter was over and out then,
whatever calendar quarter its label reads as; "reported Q4 2023 results on 21 Feb 2024", before t,
makes the version later than its own date (like a fact after the page's date), no leak. The
counterparts, the same results with no day stated, and a calendar-named quarter, keep leaking."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.fiscal_years import fiscal_written
from leakage_filter.dates import find_periods

from .conftest import judge


def _page(text: str, day: str) -> str:
    return (f"<html><body><article><h1>Brightline Cables: steady quarter</h1><p>{day}</p>"
            f"<p>{text}</p><p>Demand held up in the domestic market, the note says.</p></article></body></html>")


_T_FISCAL, _PAGE_FISCAL = datetime(2025, 4, 30, 12, 0, tzinfo=UTC), datetime(2025, 4, 4, 9, 0, tzinfo=UTC)


def test_fiscal_labels_glued_to_their_quarter_are_fiscal() -> None:
    from datetime import date

    (period,) = find_periods("Q2FY25 results", anchor=date(2025, 4, 4))
    assert fiscal_written(period)
    (calendar,) = find_periods("Q2 2025 results", anchor=date(2025, 4, 4))
    assert not fiscal_written(calendar)


@pytest.mark.parametrize(("text", "label"), [
    ("Brightline reported Q2FY25 results on 30 October 2024, with EBITDA up 4%.", "clean"),
    ("Brightline reported Q2FY25 results, with EBITDA up 4%.", "leak"),
    ("Brightline reported Q2 2025 results on 30 October 2024, with EBITDA up 4%.", "leak"),
])
def test_a_fiscal_quarters_report_dated_before_t(text: str, label: str) -> None:
    verdict = judge(_page(text, "4 April 2025"), t=_T_FISCAL, page=_PAGE_FISCAL)
    assert verdict.label == label, verdict.reason


_T_LATER, _PAGE_OLD = datetime(2024, 5, 24, 9, 0, tzinfo=UTC), datetime(2023, 6, 20, 9, 0, tzinfo=UTC)


def test_results_reported_after_the_page_date_but_before_t_are_no_leak() -> None:
    dated = "When Brightline reported Q4 2023 results on 21 Feb 2024, revenue rose 16% to $2.4 billion."
    assert judge(_page(dated, "20 June 2023"), t=_T_LATER, page=_PAGE_OLD).label == "clean"
    undated = "Brightline reported Q4 2023 results in which revenue rose 16% to $2.4 billion."
    verdict = judge(_page(undated, "20 June 2023"), t=_T_LATER, page=_PAGE_OLD)
    assert verdict.label != "clean" and "period_after_page_date" in verdict.reason, verdict.reason

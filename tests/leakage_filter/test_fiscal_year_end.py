"""A fiscal year stated to end on a date ends on that date: "the year ended June 30, 2025" is over
on 30 June 2025, not on 31 December; "the year ended 30 September 2025" (day first) likewise."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_periods

from .conftest import judge


def _report(sentence: str) -> str:
    return ("<html lang='en-CA'><body><article><h1>Annual report</h1><p>Chair's letter. Dear shareholders,</p>"
            f"<p>{sentence}</p></article></body></html>")


def test_the_stated_end_is_the_period_end() -> None:
    for text, end in (("the year ended June 30, 2025", date(2025, 6, 30)), ("the year ended 30 September 2025", date(2025, 9, 30)),
                      ("the fiscal year ending March 2026", date(2026, 3, 31))):
        (period,) = find_periods(text, anchor=date(2026, 2, 1))
        assert period.end_day == end, text


def test_results_of_a_fiscal_year_over_before_the_page_are_clean() -> None:
    page = _report("In the year ended June 30, 2025 Boreal Lithium delivered revenue growth of 13.9% and a return "
                   "on equity of 11.9%.")
    verdict = judge(page, t=datetime(2025, 10, 20, tzinfo=UTC), page=datetime(2025, 10, 1, 9, 0, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_results_of_a_fiscal_year_not_over_at_t_still_leak() -> None:
    page = _report("In the year ended 30 September 2025 Boreal Lithium delivered revenue of $5.1 billion, up 13.9%.")
    verdict = judge(page, t=datetime(2025, 9, 20, tzinfo=UTC), page=datetime(2025, 9, 12, 9, 0, tzinfo=UTC))
    assert verdict.label == "leak", verdict.reason

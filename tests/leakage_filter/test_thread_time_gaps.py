"""A forum thread's time gap between posts ("5 days later" on a line of its own) is no statement
of fact dated after the page's own date: the posts after it carry their own stamps
(`rules._judge_dates`). Past t it still dates what follows after t; a "days later" told in a
sentence is still the story's step."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.rules import analyse
from leakage_filter.verdict import ClassifyContext

from .conftest import judge

_PAGE = datetime(2024, 6, 29, 5, 36, tzinfo=UTC)


def _thread(gap_line: str) -> str:
    return ("<html lang='en-US'><body><h1>Harbour Foods orders two new vessels</h1>"
            "<div><span>Jun 29, 2024</span></div>"
            "<p>Harbour Foods said it had fixed nine vessels on period charters during the week.</p>"
            f"<div>{gap_line}</div>"
            "<p>That margin guide seems optimistic given input costs.</p></body></html>")


def test_a_time_gap_line_before_t_is_clean() -> None:
    verdict = judge(_thread("5 days later"), t=datetime(2024, 7, 27, 7, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_time_gap_past_t_still_dates_what_follows_after_t() -> None:
    verdict = judge(_thread("5 days later"), t=datetime(2024, 7, 1, 7, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label != "clean"


def _dates_the_version(gap_line: str) -> bool:
    """Whether the line is read as a fact after the page's own date (which dates this version)."""
    analysis = analyse(_thread(gap_line), datetime(2024, 7, 27, 7, 0, tzinfo=UTC), ClassifyContext(page_known_at=_PAGE))
    return any(f.code == "fact_after_page_date" for f in analysis.findings)


def test_a_step_told_in_a_sentence_stays_a_fact_after_the_page_date() -> None:
    assert _dates_the_version("Five days later the board resigned after the vote.")
    assert not _dates_the_version("5 days later")
    verdict = judge(_thread("Five days later the board resigned after the vote."), t=datetime(2024, 7, 1, 7, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label != "clean" and "fact_date_after_t" in verdict.reason


def test_a_short_sentence_with_a_step_is_no_gap_line() -> None:
    assert _dates_the_version("Installer came 5 days later.")

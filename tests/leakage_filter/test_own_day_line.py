"""A line holding only the day the store dates the page (read in the page's zone) is the
document's own date line, not a later entry: a release stored at 6.10am local time on that day,
judged an hour later, is clean; a different day alone on a line is still an entry stamp."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_STORED = datetime(2025, 9, 2, 20, 10, tzinfo=UTC)  # 3 September 2025, 6.10am AEST
_T = datetime(2025, 9, 2, 21, 15, tzinfo=UTC)  # 3 September 7.15am AEST: the day is not over anywhere


def _release(date_line: str) -> str:
    return (
        "<html lang='en-AU'><body><div class='notice'><p><b>NOTICE TO THE MARKET</b></p>"
        f"<p>{date_line}</p><h1>Quarrystone Gold appoints a new chair</h1>"
        "<p>Quarrystone Gold has appointed Helen Marr as chair, effective immediately, the board said.</p>"
        "<p>She has served as a non-executive director since 2019.</p></div></body></html>"
    )


def test_the_page_s_own_day_alone_on_a_line_is_its_date_line() -> None:
    verdict = judge(_release("3 September 2025"), t=_T, page=_STORED)
    assert verdict.label == "clean", verdict.reason


def test_a_later_day_alone_on_a_line_still_dates_the_page_after_t() -> None:
    verdict = judge(_release("4 September 2025"), t=_T, page=_STORED)
    assert verdict.label == "leak", verdict.reason


def test_without_a_stored_date_the_day_line_proves_nothing() -> None:
    verdict = judge(_release("3 September 2025"), t=_T, page=None)
    assert verdict.label != "clean"

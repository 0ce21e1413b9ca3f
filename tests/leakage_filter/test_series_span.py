""""Share price through 30 May" names the span a series covers, not a plan: in a chart's alt text a
day after t means the chart was drawn after t; the same chart through a day before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 5, 19, 1, 0, tzinfo=UTC)
_T = datetime(2025, 5, 20, 12, 0, tzinfo=UTC)


def _post(day: str) -> str:
    return ("<html lang='en-GB'><body><article><h1>Elmwood Defence: is the sell-off overdone?</h1>"
            "<p>Elmwood Defence shares have been under pressure since the group warned on margins. We look at "
            "the order book and the balance sheet.</p>"
            f"<img src='/c/elwd.png' alt='ELWD share price through {day}, with the 50-day average'></article></body></html>")


def test_a_chart_through_a_day_after_t_is_not_clean() -> None:
    assert judge(_post("30 May 2025"), t=_T, page=_PAGE).label != "clean"


def test_a_chart_through_a_day_before_t_is_clean() -> None:
    verdict = judge(_post("16 May 2025"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

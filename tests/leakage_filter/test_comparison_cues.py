""""Far beyond forecasts" compares a result with the forecasts, it does not look ahead: a most-read
headline "June 1 renewals: Florida rates fall 18%, far beyond forecasts" on a page before June 1
reports a later fact; the same headline about a day before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 3, 31, 7, 10, tzinfo=UTC)
_T = datetime(2025, 3, 31, 7, 30, tzinfo=UTC)


def _page(headline: str) -> str:
    return ("<html lang='en-GB'><body><article><h1>April renewals set for softer reinsurance pricing</h1>"
            "<p>Rate reductions at the 1 April renewals are expected to average 10-15%, brokers said, as new capital "
            "keeps arriving in the market.</p></article>"
            f"<aside><h4>Most read</h4><ul><li>{headline}</li><li>People moves: a new underwriter at Hartstone</li></ul></aside>"
            "</body></html>")


def test_a_result_beyond_forecasts_after_t_is_not_clean() -> None:
    verdict = judge(_page("June 1 renewals: Florida rates fall 18%, far beyond forecasts"), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def test_the_same_result_before_t_is_clean() -> None:
    verdict = judge(_page("January 1 renewals: Florida rates fall 8%, beyond forecasts"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""A hidden text that opens a paragraph the page shows, cut short (an email's preheader), is the
page's own prose, not another page's headline (`rules._outcome_findings`): it reports no outcome of
the event the page dates after t. Its counterpart, a hidden headline of its own telling that
outcome, still leaks."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2026, 3, 1, 6, 0, tzinfo=UTC)
_T = datetime(2026, 3, 4, 9, 0, tzinfo=UTC)


def _email(hidden: str) -> str:
    return (
        "<html><head><title>Kiwi dollar steady before the Reserve Bank decision</title></head><body><table><tr><td>"
        f'<p class="preheader" style="display:none">{hidden}</p>'
        "<h1>Quayside Morning Brief</h1><p>Sunday 1 March 2026</p>"
        "<h2>Kiwi dollar steady before the Reserve Bank decision</h2>"
        "<p>The kiwi dollar held in a tight band against the US dollar, with option volatility near its lowest since January 12, 2026.</p>"
        "<p>Traders named the Reserve Bank's rate decision on April 8, 2026 as the next big risk for the kiwi dollar.</p>"
        "</td></tr></table></body></html>"
    )


def test_a_preheader_cut_from_the_prose_is_no_headline() -> None:
    verdict = judge(_email("The kiwi dollar held in a tight band against the US dollar, with option volatility near its"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_hidden_headline_of_its_own_reporting_the_decision_still_leaks() -> None:
    verdict = judge(_email("Kiwi dollar slides as the Reserve Bank cuts its rate to 2.75%"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason, verdict.reason

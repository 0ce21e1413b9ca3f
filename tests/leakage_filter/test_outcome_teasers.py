"""Texts that are no outcome of an event the page schedules after t (`rules._outcome_findings`,
`outcomes.outcome_match`):
- another page's teaser in application state whose own record stamps it before t (`{"title": ...,
  "publishedAt": ...}`, `structured.MetaText.stamp`) was written then, before the event;
- a JSON copy of the page's own body (a live blog's `articleBody`) is prose the page shows, not a
  held headline;
- a text holding nothing but the event's names and a figure (a ticker's "Halvard Shipping 41.20")
  names the subject and tells nothing of what happened.
Counterparts: the same teaser with no stamp, a held text the page does not show, and a headline
that says what happened are still read as outcomes."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 7, 1, 9, 0, tzinfo=UTC)
_T = datetime(2025, 7, 10, 12, 0, tzinfo=UTC)
_SCHEDULE = "Halvard Shipping is scheduled to report second-quarter results on Aug 14, 2025."
_BODY = ("<article><h1>Halvard Shipping (HVS) overview</h1><p class='byline'>By Ines Moreau, July 1, 2025</p>"
         "<p>Freight rates held firm through June, the company said in a short trading note.</p>"
         f"<p>{_SCHEDULE}</p></article>")


def _state_page(teaser: dict[str, str]) -> str:
    state = {"article": {"title": "Halvard Shipping (HVS) overview"}, "related": [teaser]}
    return (f"<html><body>{_BODY}<script id='__NEXT_DATA__' type='application/json'>{json.dumps(state)}</script>"
            "</body></html>")


_TEASER = "Halvard Shipping shares slide as guidance disappoints"


def test_a_state_teaser_stamped_before_t_is_no_outcome() -> None:
    verdict = judge(_state_page({"title": _TEASER, "publishedAt": "2025-06-28T14:02:00Z"}), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_state_teaser_with_no_stamp_is_still_an_outcome() -> None:
    # Counterpart: nothing dates the teaser, so it may have been written after the report.
    verdict = judge(_state_page({"title": _TEASER}), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason, verdict.reason


def test_a_state_teaser_stamped_after_t_is_rejected() -> None:
    # Counterpart: stamped after t, it is a later page (judged by its date).
    verdict = judge(_state_page({"title": _TEASER, "publishedAt": "2025-07-11T08:00:00Z"}), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


_LIVE_ENTRY = "Halvard Shipping gained 4.1% in early trading after lifting its half-year targets."
_LIVE_SCHEDULE = "Halvard Shipping will publish its half-year results on Aug 14, 2025."


def _live_page(held: str) -> str:
    data = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": "Halvard Shipping live",
            "liveBlogUpdate": [{"@type": "BlogPosting", "articleBody": held}]}
    return (f"<html><head><script type='application/ld+json'>{json.dumps(data)}</script></head><body>"
            f"<article><h1>Halvard Shipping live</h1><p class='byline'>By Ines Moreau, July 1, 2025</p>"
            f"<p>{_LIVE_ENTRY}</p><p>{_LIVE_SCHEDULE}</p></article></body></html>")


def test_a_json_copy_of_the_shown_body_is_prose() -> None:
    verdict = judge(_live_page(_LIVE_ENTRY), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_held_text_the_page_does_not_show_is_still_read() -> None:
    # Counterpart: the structured data holds a result the page does not show.
    held = "Halvard Shipping half-year profit beats forecasts as freight rates climb 9.5%."
    verdict = judge(_live_page(held), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason, verdict.reason


def _ticker_page(item: str) -> str:
    return (f"<html><body>{_BODY}<aside class='related'><h3>Movers</h3><div>{item}</div></aside></body></html>")


def test_a_ticker_name_and_price_is_no_outcome() -> None:
    verdict = judge(_ticker_page("Halvard Shipping 41.20"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_headline_saying_what_happened_is_still_an_outcome() -> None:
    # Counterpart: besides the name, the headline tells the result.
    verdict = judge(_ticker_page("Halvard Shipping profit beats forecasts"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason, verdict.reason

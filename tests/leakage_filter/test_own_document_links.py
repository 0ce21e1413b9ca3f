"""A link in the page's own content to a document dated the page's own day ("View PDF" of a filing,
/pdf/20250912/...) is the page's document: on the stored instant's day it is no later than the page
(`hidden_state.linked_page_date`, `related=False`). Counterparts: the same link in a related module,
and an own link dated a later day after t, are still rejected."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 9, 12, 6, 40, tzinfo=UTC)
_T = datetime(2025, 9, 12, 9, 15, tzinfo=UTC)


def _filing(link: str, *, related: bool = False) -> str:
    anchor = f"<p><a href='{link}'>View PDF</a></p>"
    return ("<html><body><article><h1>Tarrow Minerals: quarterly activities report</h1>"
            "<p>Tarrow Minerals lodged its quarterly activities report, covering drilling at its two "
            "northern prospects and its cash position at the end of the quarter.</p>"
            + ("" if related else anchor) + "</article>"
            + (f"<aside class='related'><h3>Other announcements</h3>{anchor}</aside>" if related else "")
            + "</body></html>")


def test_the_pages_own_document_of_its_day_is_clean() -> None:
    verdict = judge(_filing("/docs/20250912/tarrow-qar.pdf"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_related_link_of_that_day_is_still_rejected() -> None:
    # Counterpart: another page of t's own day, listed beside the page, may be later than t.
    verdict = judge(_filing("/docs/20250912/other-notice.pdf", related=True), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "related_date_after_t" in verdict.reason, verdict.reason


def test_an_own_link_dated_after_t_is_still_rejected() -> None:
    # Counterpart: the page links a document of a later day: the page changed after t.
    verdict = judge(_filing("/docs/20250915/tarrow-qar.pdf"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason

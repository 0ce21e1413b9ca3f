"""A one-line headline strip (a news ticker: "Latest headlines: ...") prints the module's label and
another page's headline together (`chrome.strip_headline`): the headline is related content, so one
reporting the outcome of an event the page still dates after t is a later fact. A strip whose
headline reports nothing of that event, and a body line opening with an ordinary label, stay clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import strip_headline

from .conftest import judge

_PAGE = datetime(2025, 2, 3, 8, 0, tzinfo=UTC)
_T = datetime(2025, 2, 6, 12, 0, tzinfo=UTC)


def _page(strip: str) -> str:
    return (
        "<html lang='en'><body>"
        f"<div class='bar'><span>Latest headlines:</span> <span>{strip}</span></div>"
        "<article><h1>Board meetings this month</h1><p>By Ada Brook · Published 3 February 2025</p>"
        "<h2>Upcoming</h2><ul><li>14 February 2025 Ostervale Mining quarterly dividend declaration (board meeting)</li></ul>"
        "</article></body></html>"
    )


def test_the_label_is_cut_from_the_headline() -> None:
    assert strip_headline("Latest headlines: Ostervale Mining declared a dividend") == "Ostervale Mining declared a dividend"
    assert strip_headline("Dernières dépêches : Ostervale verse un dividende") == "Ostervale verse un dividende"
    assert strip_headline("Note: the meeting starts at nine") is None


def test_a_strip_headline_reporting_the_scheduled_event_leaks() -> None:
    verdict = judge(_page("Ostervale Mining: board declared a quarterly dividend of $0.42 per share"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_strip_headline_about_something_else_is_clean() -> None:
    verdict = judge(_page("Harbour traffic eases after the January storms"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

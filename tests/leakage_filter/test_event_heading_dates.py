"""A date line under an event's own heading ("Q1 Earnings Conference Call" over "Friday, May 9,
2025 at 10:00 AM EDT") on an events page dates that event, not the page: no publication stamp
(`rules._role`, `scheduled_items.event_named`); under the page's own heading it stays the page's
dateline."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.scheduled_items import event_named

from .conftest import judge

_T, _PAGE = datetime(2025, 2, 19, 15, 31, tzinfo=UTC), datetime(2025, 2, 19, 14, 0, tzinfo=UTC)


def _events(first_heading: str) -> str:
    return ("<html lang='en-US'><body><main><h1>Events &amp; Presentations</h1>"
            f"<h2>Upcoming events</h2><h3>{first_heading}</h3><p>Friday, May 9, 2025 at 10:00 AM EDT</p>"
            "<p><a href='#'>Add to calendar</a> · Webcast link will be available 15 minutes prior.</p>"
            "<h2>Past events</h2><table><tr><th>Date</th><th>Event</th></tr>"
            "<tr><td>January 22, 2025</td><td>Q4 Earnings Call — webcast replay</td></tr></table>"
            "</main></body></html>")


def test_a_date_under_an_event_heading_dates_the_event() -> None:
    verdict = judge(_events("Northwell Q1 Earnings Conference Call"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_date_under_a_heading_naming_no_event_is_a_dateline() -> None:
    verdict = judge(_events("Northwell raises its dividend"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "publication stamp after t" in verdict.reason


def test_a_date_under_the_page_heading_is_its_dateline() -> None:
    page = ("<html lang='en-US'><body><main><h1>Northwell to host Investor Day</h1>"
            "<p>Friday, May 9, 2025</p><p>Northwell will host its investor day in New York.</p></main></body></html>")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label != "clean" and "publication stamp after t" in verdict.reason


def test_event_named() -> None:
    assert event_named("Q1 Earnings Conference Call") and event_named("Investor Day") and event_named("股东大会")
    assert not event_named("Northwell raises its dividend")

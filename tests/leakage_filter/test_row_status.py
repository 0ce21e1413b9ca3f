"""A table row dated after t whose status cell says its event already happened ("Concluded",
"Reported", "Paid") is a later fact, even under an "Upcoming" heading; a status still open
("Registration open", "To be announced") leaves the date a schedule."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import Segment
from leakage_filter.row_status import reports_done

from .conftest import judge

_T, _PAGE = datetime(2025, 3, 10, 12, 0, tzinfo=UTC), datetime(2025, 3, 9, 9, 0, tzinfo=UTC)


def _listing(status: str) -> str:
    return ("<html lang='en-GB'><body><h1>Upcoming investor events in Leeds</h1><p>Posted 9 March 2025</p>"
            "<p>Our pick of the briefings and seminars for private investors this spring, with dates and venues.</p>"
            "<table><tr><th>Date</th><th>Event</th><th>Status</th></tr>"
            "<tr><td>2 April 2025</td><td>Small caps breakfast</td><td>Booking open</td></tr>"
            f"<tr><td>18 March 2025</td><td>Pensions evening</td><td>{status}</td></tr></table></body></html>")


def test_a_row_after_t_reported_as_done_is_a_leak() -> None:
    for status in ("Concluded - 140 attendees", "Completed; recording available", "Reported"):
        verdict = judge(_listing(status), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "reports its event done" in verdict.reason, (status, verdict.reason)


def test_an_open_or_future_status_keeps_the_row_a_schedule() -> None:
    for status in ("Booking open", "Speakers to be announced", "Results not yet reported"):
        verdict = judge(_listing(status), t=_T, page=_PAGE)
        assert verdict.label == "clean", (status, verdict.reason)


def test_a_row_with_a_missing_cell_is_not_read() -> None:
    cells = [Segment(text=x, zone="content", block=b) for x, b in
             (("Date", "th"), ("Event", "th"), ("Status", "th"), ("18 March 2025", "td"), ("Concluded", "td"))]
    assert reports_done(cells, 3) is None
    assert reports_done([*cells, Segment(text="Pensions evening", zone="content", block="td")], 3) == "Concluded"


def _flow(header: str) -> str:
    return ("<html lang='en-GB'><body><h1>Unusual options activity</h1><p>Posted 9 March 2025</p>"
            "<p>The largest single-stock option trades of the session, by premium paid, across the main exchanges.</p>"
            f"<table><tr><th>Ticker</th><th>{header}</th><th>Strike</th><th>Premium</th></tr>"
            "<tr><td>HALO</td><td>16 May 2025</td><td>42</td><td>£1.2m</td></tr></table></body></html>")


def test_a_later_date_in_an_expiry_or_maturity_column_is_a_term() -> None:
    for header in ("Exp", "Expiry", "Maturity date"):
        verdict = judge(_flow(header), t=_T, page=_PAGE)
        assert verdict.label == "clean", (header, verdict.reason)


def test_a_later_date_beside_a_figure_in_another_column_stays_open() -> None:
    verdict = judge(_flow("Traded"), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def _history(made_up_to: str) -> str:
    return ("<html lang='en-GB'><body><h1>Filing history: Fenwick Pumps Ltd</h1><p>Updated 1 October 2025</p>"
            "<p>Documents filed at the registry by this company, newest first, with the period each covers.</p>"
            "<table><tr><th>Filed</th><th>Type</th><th>Description</th></tr>"
            "<tr><td>20 September 2025</td><td>CS01</td><td>Confirmation statement with no updates</td></tr>"
            f"<tr><td>14 September 2023</td><td>AA</td><td>Full accounts made up to {made_up_to}</td></tr>"
            "</table></body></html>")


def test_a_year_less_date_in_a_row_is_read_against_the_row_s_own_date() -> None:
    # Filed 14 Sept 2023: "made up to 31 December" is 2022 or 2023, not the 31 Dec 2025 the page date suggests.
    verdict = judge(_history("31 December"), t=datetime(2025, 10, 5, 12, 0, tzinfo=UTC), page=datetime(2025, 10, 1, 9, 0, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason

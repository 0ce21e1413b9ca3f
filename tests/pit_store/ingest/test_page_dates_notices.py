"""Stamps of notices and data pages: a notice's own stamp as the first sentence of its lead paragraph
("Notice issued ... NZDT. Tender closes ..."), a calendar's "Calendar compiled ..." stamp, an update
that bounds its rows, and a tender's closing day, a day written as scheduled. Each with its
counterpart. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import DateEvidence, date_evidence


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(html: str, url: str = "https://notices.example/tenders/two-year-bond") -> DateEvidence:
    tree = lxml.html.document_fromstring(html)
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))


NOTICE = """<html><head><title>Tender of 2-year bonds</title></head><body><h1>Tender of 2-year bonds</h1>
<p>{lead}</p><p>Bids must be lodged before the close of the tender window.</p></body></html>"""


def test_a_labelled_stamp_opening_its_line_may_end_its_first_sentence() -> None:
    found = evidence(NOTICE.format(lead="Notice issued 12 March 2025 09:30 GMT. Bids are invited for the "
                                        "two-year line, and allotment follows the close of the window."))
    assert any(c.source == "body:issued" and c.value == utc(2025, 3, 12, 9, 30) for c in found.candidates)


def test_a_labelled_date_inside_running_text_is_not_a_stamp() -> None:
    # The same words inside a sentence: something the text tells of, not the notice's stamp.
    found = evidence(NOTICE.format(lead="The office said its Notice issued 12 March 2025 09:30 GMT. Bids are "
                                        "invited for the two-year line, and allotment follows the close."))
    assert not any(c.source == "body:issued" for c in found.candidates)


CALENDAR = """<html><head><title>Economic calendar</title></head><body><h1>Economic calendar</h1>
<p>Calendar compiled 3 March 2025 08:15 UTC. Times shown in UTC.</p>
<table><tr><th>Time</th><th>Event</th><th>Actual</th></tr>
{rows}</table></body></html>"""
ROW = "<tr><td>{when}</td><td>{event}</td><td></td></tr>"


def test_a_compiled_stamp_bounds_a_calendars_rows() -> None:
    # The copy was compiled before the later rows' times: those are events to come, not stamps.
    rows = ROW.format(when="09:00 UTC, 3 March 2025", event="PMI") + ROW.format(when="13:30 UTC, 6 March 2025", event="CPI")
    found = evidence(CALENDAR.format(rows=rows))
    assert found.known_at == utc(2025, 3, 3, 8, 15)
    assert any(c.source == "body:compiled" and c.role == "modified" for c in found.candidates)


def test_without_a_compiled_stamp_the_latest_row_still_dates_the_calendar() -> None:
    rows = ROW.format(when="09:00 UTC, 3 March 2025", event="PMI") + ROW.format(when="13:30 UTC, 6 March 2025", event="CPI")
    found = evidence(CALENDAR.format(rows=rows).replace("Calendar compiled 3 March 2025 08:15 UTC. ", ""))
    assert found.known_at == utc(2025, 3, 6, 13, 30)  # fail closed, as before


TENDER = """<html><head><title>Tender of 2-year bonds</title></head><body><h1>Tender of 2-year bonds</h1>
<p>Notice issued 7 March 2025 11:16 GMT. Tender {verb} 10 March 2025 13:00 GMT.</p>
<table><tr><td>Tenor</td><td>2 years</td></tr><tr><td>Tender close</td><td>10 March 2025</td></tr></table>
<p>Last updated 10 March 2025 08:07 GMT</p></body></html>"""


def test_a_tenders_closing_time_is_no_stamp_of_the_page() -> None:
    # "Tender closes <date> <time>": a time the notice looks ahead to; the update stamp dates the page.
    assert evidence(TENDER.format(verb="closes")).known_at == utc(2025, 3, 10, 8, 7)


def test_a_tender_that_closed_dates_the_page_by_its_close() -> None:
    # Told in the past, the close happened: the page knows of it (fail closed).
    assert evidence(TENDER.format(verb="closed")).known_at == utc(2025, 3, 10, 13)

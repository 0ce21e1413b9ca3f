"""The date cells of a data table's rows (`listing_cells`): an economic calendar's "Time" column is
its events', never the page's stamp; a layout table's byline cell and a single dated row are not a
listing. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.listing_cells import row_date_cells
from pit_store.ingest.page_dates import DateEvidence, date_evidence

ROWS = ("<tr><td>Mar 22, 2023, 2:00 PM EDT</td><td>PPI m/m</td><td>&mdash;</td></tr>"
        "<tr><td>Mar 19, 2023, 3:00 PM EDT</td><td>CPI y/y</td><td>&mdash;</td></tr>"
        "<tr><td>Mar 3, 2023, 4:43 PM EST</td><td>CPI y/y</td><td>3.2%</td></tr>")
CALENDAR = ("<table><thead><tr><th>Time</th><th>Event</th><th>Actual</th></tr></thead>"
            "<tbody>{rows}</tbody></table>")
PAGE = """<html><head><title>Economic calendar</title>
<meta property="article:published_time" content="2023-03-05T04:45:00-05:00"></head><body>
<h1>Economic calendar</h1><p>Times shown in Eastern time.</p>{body}
<p>Consensus figures are the median of economists polled by the desk before each release.</p>
</body></html>"""


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def dated(text: str) -> bool:
    return any(ch.isdigit() for ch in text) and ("2023" in text)


def evidence(body: str) -> DateEvidence:
    tree = lxml.html.document_fromstring(PAGE.format(body=body))
    return date_evidence(tree, url="https://calendar.example/week", captured_at=None,
                         date_only_tz=ZoneInfo("Etc/GMT+12"))


def test_a_data_tables_date_column_is_a_listing() -> None:
    tree = lxml.html.document_fromstring(PAGE.format(body=CALENDAR.format(rows=ROWS)))
    assert row_date_cells(tree, dated) == {"Mar 22, 2023, 2:00 PM EDT", "Mar 19, 2023, 3:00 PM EDT",
                                           "Mar 3, 2023, 4:43 PM EST"}


def test_a_layout_table_or_a_single_dated_row_is_no_listing() -> None:
    # Counterpart: no column headings (a layout table holding the byline), or one dated row only.
    layout = ("<table><tr><td>By Ann Lee</td></tr><tr><td>Mar 22, 2023, 2:00 PM EDT</td></tr>"
              "<tr><td>Mar 19, 2023, 3:00 PM EDT</td></tr></table>")
    single = CALENDAR.format(rows="<tr><td>Mar 22, 2023, 2:00 PM EDT</td><td>PPI m/m</td><td>&mdash;</td></tr>")
    for body in (layout, single):
        assert row_date_cells(lxml.html.document_fromstring(PAGE.format(body=body)), dated) == set()


def test_a_calendars_future_rows_do_not_date_the_page() -> None:
    found = evidence(CALENDAR.format(rows=ROWS))
    assert found.known_at == utc(2023, 3, 5, 9, 45)


def test_the_pages_own_stamp_line_still_dates_it() -> None:
    # Counterpart: a stamp line of the page's own (outside the table) later than its markup stands.
    found = evidence("<p>Mar 23, 2023, 9:00 AM EDT</p>" + CALENDAR.format(rows=ROWS))
    assert found.known_at == utc(2023, 3, 23, 13)

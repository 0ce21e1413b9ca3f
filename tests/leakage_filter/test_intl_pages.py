"""Non-English pages (issue 13): each test is one general rule on a page written for its class,
in the language the class was seen in."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge


def test_times_in_a_calendar_table_are_a_schedule_not_entry_stamps() -> None:
    # A German economic calendar lists today's release times in table cells; the page was stamped at
    # 08:10 CET and t is 10:00 UTC, before the afternoon releases. Only a live page's own entry
    # stamps (a line that is only a time, outside a table) date an update.
    html = ("<html lang='de'><body><article><h1>Termine am Donnerstag, 14. März 2024</h1>"
            "<p>Alle Zeiten MEZ · Stand 14. März 2024, 08:10 Uhr</p><table>"
            "<tr><th>Uhrzeit</th><th>Land</th><th>Termin</th><th>Prognose</th></tr>"
            "<tr><td>11:00</td><td>Eurozone</td><td>Industrieproduktion</td><td>0,5%</td></tr>"
            "<tr><td>13:30</td><td>USA</td><td>Erzeugerpreise</td><td>0,3%</td></tr>"
            "<tr><td>16:45</td><td>Kanada</td><td>Großhandelsumsatz</td><td>-0,2%</td></tr>"
            "</table></article></body></html>")
    stamped = datetime(2024, 3, 14, 7, 10, tzinfo=UTC)
    assert judge(html, t=datetime(2024, 3, 14, 10, 0, tzinfo=UTC), page=stamped).label == "clean"
    live = html.replace("<table>", "<div>").replace("</table>", "</div>").replace("<tr><td>16:45</td>", "<p>16:45</p><p>")
    live = live.replace("<td>Kanada</td><td>Großhandelsumsatz</td><td>-0,2%</td></tr>", "Kanada meldet den Großhandelsumsatz.</p>")
    verdict = judge(live, t=datetime(2024, 3, 14, 10, 0, tzinfo=UTC), page=stamped)
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason

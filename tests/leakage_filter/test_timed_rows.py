"""A table row timed by its first cell that already holds a figure observed at that time
(`leakage_filter.timed_rows`): an intraday price table's row, an options-flow tape's print. Timed
after t it is a leak, in any language asof reads; the same table timed before t, a schedule of
times with no observed column, and a tape whose only later dates are its contracts' expiries stay
clean."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2023, 8, 19, 13, 0, tzinfo=UTC)
_T = datetime(2023, 8, 19, 20, 56, tzinfo=UTC)  # 16:56 EDT


def _page(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f'<th scope="col">{h}</th>' for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return ("<html><body><main><h1>Greywater Utilities (GRWU) stock quote</h1>"
            "<p>Greywater Utilities shares traded in a narrow range on Saturday as investors waited for "
            "the regulator's decision on the company's rate case, due next month.</p>"
            f"<h2>Intraday, Aug 19, 2023</h2><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
            "</main></body></html>")


@pytest.mark.parametrize(("header", "late"), [
    (["Time", "Price", "Volume"], ["18:00 EDT", "162.01", "736K"]),
    (["Time", "Ticker", "Side", "Strike", "Expiry", "Premium"], ["18:00 EDT", "GRWU", "CALL", "$170", "2023-09-15", "$3803K"]),
    (["Uhrzeit", "Kurs", "Umsatz"], ["18:00 EDT", "162,01", "736 Tsd."]),
    (["時刻", "株価", "出来高"], ["18:00 EDT", "162.01", "736K"]),
])
def test_a_row_timed_after_t_with_an_observed_figure_leaks(header: list[str], late: list[str]) -> None:
    early = [("10:00 EDT" if i == 0 else cell) for i, cell in enumerate(late)]
    verdict = judge(_page(header, [late, early]), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "observed figure" in verdict.reason, verdict.reason


def test_the_same_table_timed_before_t_is_clean() -> None:
    rows = [["16:00 EDT", "162.01", "736K"], ["10:00 EDT", "165.09", "899K"]]
    assert judge(_page(["Time", "Price", "Volume"], rows), t=_T, page=_PAGE).label == "clean"


def test_a_schedule_of_times_is_no_observation() -> None:
    rows = [["18:00 EDT", "Rate case hearing", "Room 4"], ["10:00 EDT", "Board meeting", "Room 2"]]
    assert judge(_page(["Time", "Event", "Venue"], rows), t=_T, page=_PAGE).label == "clean"


def test_expiries_of_a_tape_timed_before_t_are_terms_not_day_rows() -> None:
    header = ["Time", "Ticker", "Side", "Strike", "Expiry", "Premium"]
    rows = [["16:01 EDT", "GRWU", "PUT", "$150", "2023-09-15", "$3232K"], ["10:02 EDT", "GRWU", "CALL", "$170", "2023-10-20", "$2826K"]]
    assert judge(_page(header, rows), t=_T, page=_PAGE).label == "clean"


def _calendar(actual: str) -> str:
    return ("<html><body><main><h1>Economic calendar</h1><p>Releases for the coming days.</p>"
            "<table><tr><th>Time</th><th>Cur.</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr>"
            '<tr><td colspan="6">Sunday, August 20, 2023</td></tr>'
            f"<tr><td>18:30 GMT</td><td>NZD</td><td>Trade Balance</td><td>{actual}</td><td>-1.1B</td><td>-0.9B</td></tr>"
            '<tr><td colspan="6">Monday, August 21, 2023</td></tr>'
            "<tr><td>09:00 GMT</td><td>EUR</td><td>PPI m/m</td><td>&nbsp;</td><td>0.2%</td><td>0.4%</td></tr>"
            "</table></main></body></html>")


def test_an_empty_actual_does_not_borrow_the_forecast_of_the_next_cells() -> None:
    """A row ends at its <tr>: with the actual cell empty, the row is a cell short and its
    forecast and previous values, then the next day's row, are no actual figure."""
    assert judge(_calendar("&nbsp;"), t=_T, page=_PAGE).label == "clean"
    verdict = judge(_calendar("-1.3B"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "actual value" in verdict.reason, verdict.reason

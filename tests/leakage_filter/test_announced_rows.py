"""An "Announced" status beside result cells still blank is an auction announced ahead of its day
(`row_status.reports_done`), not one reported; "Announced" beside filled results stays a report."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_T, _PAGE = datetime(2024, 1, 1, 14, 25, tzinfo=UTC), datetime(2023, 12, 31, 2, 22, tzinfo=UTC)


def _auctions(yield_cell: str, cover_cell: str) -> str:
    return ("<html lang='en-US'><body><h1>Recent Auction Results</h1><p>Updated December 30, 2023</p>"
            "<table><tr><th>Auction date</th><th>Security</th><th>Status</th><th>High yield</th><th>Bid-to-cover</th></tr>"
            f"<tr><td>Jan 3, 2024</td><td>26-Week Bill</td><td>Announced</td><td>{yield_cell}</td><td>{cover_cell}</td></tr>"
            "<tr><td>12/27/2023</td><td>13-Week Bill</td><td>Completed</td><td>5.21%</td><td>2.61</td></tr>"
            "</table></body></html>")


def test_an_announced_row_with_blank_results_is_a_schedule() -> None:
    assert judge(_auctions("—", "—"), t=_T, page=_PAGE).label == "clean"


def test_an_announced_row_with_results_is_a_report() -> None:
    verdict = judge(_auctions("5.18%", "2.44"), t=_T, page=_PAGE)
    assert verdict.label != "clean" and "reports its event done" in verdict.reason

"""An economic calendar groups its timed rows under a day row ("Friday, June 7, 2024") and states
its clock ("Time zone: (GMT -4:00)"): a row timed after t on that day that already shows its actual
value was filled in after t; the same row still waiting for its value is a schedule."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2024, 6, 6, 22, 0, tzinfo=UTC)
_T = datetime(2024, 6, 7, 12, 19, tzinfo=UTC)


def _calendar(actual: str) -> str:
    return (
        "<html><body><div>Economic calendar</div><div>Time zone: (GMT -4:00) Eastern Time</div><table>"
        "<tr><th>Time</th><th>Cur.</th><th>Event</th><th>Actual</th><th>Forecast</th><th>Previous</th></tr>"
        "<tr><td colspan='6'>Friday, June 7, 2024</td></tr>"
        "<tr><td>04:30</td><td>GBP</td><td>Halifax House Prices</td><td>0.4%</td><td>0.3%</td><td>-0.2%</td></tr>"
        f"<tr><td>08:30</td><td>USD</td><td>Nonfarm Payrolls</td><td>{actual}</td><td>185K</td><td>175K</td></tr>"
        "</table></body></html>"
    )


def test_a_row_timed_after_t_with_its_actual_value_leaks() -> None:
    verdict = judge(_calendar("272K"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_row_still_waiting_is_a_schedule() -> None:
    verdict = judge(_calendar(""), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_head_row_timed_later_than_the_next_is_the_evening_before() -> None:
    # "21:30" above "08:30" under "Friday, June 7": Thursday evening's release, before t
    page = _calendar("").replace(
        "<tr><td>04:30</td>", "<tr><td>21:30</td><td>AUD</td><td>Employment Change</td><td>39.7K</td><td>30.0K</td>"
        "<td>38.5K</td></tr><tr><td>04:30</td>")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""A results label and an amount for a period in the cell beside it (an infobox, a fact sheet:
"Revenue | US$1.1 billion (FY2024)") state that period's realised result: a leak while the period
is not over at t; an estimate or a consensus field is guidance."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2024, 8, 20, 9, 0, tzinfo=UTC)
_T = datetime(2024, 8, 25, 12, 0, tzinfo=UTC)


def _infobox(label: str, value: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Millbrook Ceramics</h1><table class='facts'>"
        "<tr><th>Type</th><td>Public company</td></tr>"
        f"<tr><th>{label}</th><td>{value}</td></tr><tr><th>Employees</th><td>2,300</td></tr></table>"
        "<p>Millbrook Ceramics makes tiles and sanitaryware for the building trade.</p></article></body></html>"
    )


def test_a_result_field_for_a_year_not_over_at_t_leaks() -> None:
    verdict = judge(_infobox("Revenue", "US$812 million (FY2024)"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "period_not_over" in verdict.reason, verdict.reason


def test_the_same_field_for_a_finished_year_is_clean() -> None:
    assert judge(_infobox("Revenue", "US$790 million (FY2023)"), t=_T, page=_PAGE).label == "clean"


def test_an_estimate_field_is_guidance() -> None:
    assert judge(_infobox("Revenue estimate", "US$812 million (FY2024)"), t=_T, page=_PAGE).label == "clean"
    assert judge(_infobox("Net income", "US$61 million (FY2024, est.)"), t=_T, page=_PAGE).label == "clean"

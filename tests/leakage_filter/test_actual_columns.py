"""A broker table's column marked actual ("Q2FY26A") for a quarter the note says is reported after
t (`rules._actual_column`): the figures under it are results out after t. Its counterpart, the
same column marked estimate ("Q2FY26E"), is a forecast and stays clean."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 11, 26, 6, 0, tzinfo=UTC)
_T = datetime(2025, 11, 28, 9, 0, tzinfo=UTC)


def _note(mark: str) -> str:
    return (
        "<html><body><article><h1>Ridgeway Pumps: orders firm; ADD</h1><p>26 November 2025</p>"
        "<p>The company reported Q1FY26 results on 30 July 2025. Q2FY26 results are expected around 4 December 2025.</p>"
        f"<table><tr><th></th><th>Q1FY26A</th><th>Q2FY26{mark}</th><th>Q3FY26E</th></tr>"
        "<tr><td>Revenue</td><td>1,210</td><td>1,305</td><td>1,390</td></tr></table>"
        "</article></body></html>"
    )


@pytest.mark.parametrize(("mark", "label"), [("A", "leak"), ("E", "clean")])
def test_an_actual_column_for_a_quarter_reported_after_t(mark: str, label: str) -> None:
    verdict = judge(_note(mark), t=_T, page=_PAGE)
    assert verdict.label == label, verdict.reason

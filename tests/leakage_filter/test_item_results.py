"""A schedule item dated after t that carries its event's result after a dash ("... PPI release —
PPI came in at 0.7%") was written after the event (`leakage_filter.item_results`); the same item
with only its label, a bracketed range, or a consensus figure after the dash is a plan."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.item_results import result_clause

from .conftest import judge

_PAGE = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)
_T = datetime(2025, 3, 5, 8, 0, tzinfo=UTC)


def _page(item: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Week ahead</h1><p>By Noor Hale · Published 3 March 2025</p>"
        f"<h2>Upcoming</h2><ul><li>11 March 2025 Velland PPI (MoM) {item}</li>"
        "<li>18 March 2025 Velland retail sales</li></ul></article></body></html>"
    )


def test_the_clause_after_the_dash_is_read() -> None:
    text = "11 March 2025 Velland PPI — Velland PPI came in at 0.7%"
    assert result_clause(text, 13) == "Velland PPI came in at 0.7%"
    assert result_clause("11 March 2025 Velland PPI — consensus for Velland PPI 0.4%", 13) is None
    assert result_clause("11 March 2025 Velland PPI (range 0.2–0.5%)", 13) is None


def test_an_item_with_its_result_leaks() -> None:
    verdict = judge(_page("— Velland PPI (MoM) came in at 0.7%, against a consensus of 0.4%."), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_an_item_with_its_consensus_is_clean() -> None:
    verdict = judge(_page("— Velland PPI (MoM) consensus 0.4%"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_item_with_the_standing_figure_is_clean() -> None:
    verdict = judge(_page("— Velland PPI (MoM) previously 0.3%"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_plain_item_is_clean() -> None:
    verdict = judge(_page("Add to calendar"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

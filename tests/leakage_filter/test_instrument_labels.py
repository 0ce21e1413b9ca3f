"""A date that names an instrument ("the December 2026 contract", "for June 2026 delivery") is
its term, not the day of the fact the clause reports; a date that tells when something happened
("the contract traded at a premium in December 2026") still is one."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.instrument_labels import instrument_label

from .conftest import judge

_PAGE, _T = datetime(2025, 6, 10, 7, 5, tzinfo=UTC), datetime(2025, 6, 10, 7, 30, tzinfo=UTC)


def _page(sentence: str) -> str:
    return ("<html lang='en'><body><article><h1>Copper edges higher as stocks thin</h1><p>Copper rose 0.8 per cent "
            f"on Tuesday as warehouse stocks fell for a fourth week.</p><p>{sentence}</p></article></body></html>")


def test_a_contract_month_that_traded_is_its_name() -> None:
    html = _page("Open interest slipped, while the December 2026 contract traded at a premium to spot.")
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_delivery_month_is_a_term() -> None:
    html = _page("Copper for March 2026 delivery fell 1.2 per cent in early dealing.")
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_contract_that_traded_in_a_later_month_is_a_fact() -> None:
    html = _page("Open interest slipped, and the contract traded at a premium to spot in December 2026.")
    verdict = judge(html, t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def test_a_month_opening_its_clause_dates_what_happened() -> None:
    assert not instrument_label("In December 2026 contracts were signed", 3, 16)
    assert instrument_label("while the December 2026 Brent contract traded", 10, 23)

"""An item dating its event after t whose result attribute already holds a figure (`<p
data-actual="3.226%">... auction is scheduled for 9 July</p>`) was filled after the event
(`leakage_filter.result_attributes`, `rules._held_results`); the same item without the attribute,
with an expectation's attribute (`data-consensus`), with a placeholder, or dated before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import page_view
from leakage_filter.result_attributes import result_attributes
from pit_store.ingest.html_source import parse_html

from .conftest import judge

_PAGE = datetime(2025, 7, 1, 8, 0, tzinfo=UTC)
_T = datetime(2025, 7, 3, 8, 0, tzinfo=UTC)


def _page(attributes: str, day: str = "9 July 2025") -> str:
    return (
        "<html lang='en'><body><article><h1>Auction calendar</h1><p>By Ada Marsh · Published 1 July 2025</p>"
        "<p>The 10-year auction on 24 June 2025 drew a high yield of 4.12%.</p>"
        f"<p{attributes}>The 30-year bond auction is scheduled for {day}.</p>"
        "<p>The 5-year note auction is scheduled for 16 July 2025.</p></article></body></html>"
    )


def test_the_result_attributes_are_read() -> None:
    tree = parse_html(_page(" data-actual='3.226%' data-consensus='3.1%'"), where="test")
    held = result_attributes(tree)
    assert [(h.name, h.value) for h in held] == [("data-actual", "3.226%")]
    assert "30-year bond auction" in held[0].text
    for attributes in (" data-consensus='3.1%'", " data-actual=''", " data-actual='—'", " data-actual='0'",
                       " data-result-count='12'", " data-actual-forecast='3.1%'"):
        assert not result_attributes(parse_html(_page(attributes), where="test")), attributes
    assert page_view(_page(" data-eps-actual='$2.95'")).results


def test_an_item_after_t_holding_its_result_leaks() -> None:
    verdict = judge(_page(" data-actual='3.226%'"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_table_row_holding_its_result_leaks() -> None:
    page = ("<html lang='en'><body><article><h1>Results diary</h1><p>By Ada Marsh · Published 1 July 2025</p>"
            "<table><tr><th>Date</th><th>Event</th></tr><tr data-result='$2.95'><td>9 July 2025</td>"
            "<td>Brightmoor Energy Q2 2025 earnings release</td></tr></table></article></body></html>")
    assert judge(page, t=_T, page=_PAGE).label == "leak"
    assert judge(page.replace(" data-result='$2.95'", ""), t=_T, page=_PAGE).label == "clean"


def test_the_plain_item_is_clean() -> None:
    verdict = judge(_page(""), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_expectation_attribute_is_clean() -> None:
    verdict = judge(_page(" data-consensus='3.1%' data-actual='—'"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_result_of_an_item_before_t_is_clean() -> None:
    verdict = judge(_page(" data-actual='3.226%'", day="30 June 2025"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

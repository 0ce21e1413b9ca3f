"""A data strip's ISO-like as-of stamp followed by a zone word ("As of 2024-03-06 06:08 EST") is read
in that zone, and one with no zone at all by its clock in UTC-12 (its latest reading), not by the end
of its day (`served_stamps`). Counterparts: the same stamps after t still reject."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2024, 3, 4, 9, 10, tzinfo=UTC)


def _quote(strip: str) -> str:
    return ("<html><body>"
            f"<div class='market-ticker'><span>Brennock Foods</span> <span>212.40</span> <span>{strip}</span></div>"
            "<article><h1>Brennock Foods opens new bakery line</h1>"
            "<p class='byline'>By Nora Quill, March 4, 2024</p>"
            "<p>Brennock Foods said its new bakery line near Leeds was running at full capacity and would "
            "supply three supermarket chains from the spring.</p></article></body></html>")


def test_an_as_of_stamp_with_a_zone_word_before_t_is_clean() -> None:
    # 06:08 EST is 11:08 UTC, before t (the end of that day would be after it)
    verdict = judge(_quote("As of 2024-03-06 06:08 EST"), t=datetime(2024, 3, 6, 12, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_as_of_stamp_with_a_zone_word_after_t_leaks() -> None:
    # Counterpart: 09:08 EST is 14:08 UTC, after t
    verdict = judge(_quote("As of 2024-03-06 09:08 EST"), t=datetime(2024, 3, 6, 12, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_zoneless_as_of_stamp_is_read_by_its_clock() -> None:
    # 14:20 anywhere is before 02:21 UTC the next day
    verdict = judge(_quote("As of 2024-03-05 14:20"), t=datetime(2024, 3, 6, 4, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_zoneless_as_of_stamp_later_than_t_somewhere_is_rejected() -> None:
    # Counterpart: 17:20 in UTC-12 is 05:20 UTC the next day, after t
    verdict = judge(_quote("As of 2024-03-05 17:20"), t=datetime(2024, 3, 6, 4, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label != "clean", verdict.reason

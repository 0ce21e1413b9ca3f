"""A year ending one element and a number starting the next are two words: "on 21 June 2025" +
"12 people found this useful" is read as a date, not as the year 202512."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import page_view

from .conftest import judge

_T, _PAGE = datetime(2025, 6, 2, 12, 0, tzinfo=UTC), datetime(2025, 6, 1, 9, 0, tzinfo=UTC)


def test_a_year_then_a_count_in_the_next_element_is_split() -> None:
    view = page_view("<html><body><p><span>Reviewed on 21 June 2025</span><span>12 people found this useful</span></p></body></html>")
    assert any("21 June 2025 12 people" in s.text for s in view.segments)


def test_a_number_split_elsewhere_stays_whole() -> None:
    view = page_view("<html><body><p>Filed in <b>20</b><b>25</b> and <i>1</i><i>2</i> times</p></body></html>")
    assert any("Filed in 2025 and 12 times" in s.text for s in view.segments)


def test_a_later_review_stamp_glued_to_its_count_is_read() -> None:
    page = ("<html lang='en-GB'><body><h1>Orla kettle 1.7 L</h1><p>Posted 1 June 2025</p><h2>Reviews</h2>"
            "<div><span>Reviewed in Ireland on 20 June 2025</span><span>31 people found this helpful</span></div>"
            "<p>Lid hinge snapped within a week of the heating element failing.</p></body></html>")
    assert judge(page, t=_T, page=_PAGE).label == "leak"

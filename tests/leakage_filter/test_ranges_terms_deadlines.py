"""Short dated lines that are no stamp of the page: the end of a range of days ("Custom range:
1/1/2025 – 8/2/2025", a search's date filter), a label of dates fixed in advance ("Expiration:
Mar 21, 2025", an options chain's picker) and a plural subject's deadline ("Applications close 31
March 2025"). A real stamp line after t still leaks."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 3, 4, 9, 0, tzinfo=UTC)
_T = datetime(2025, 3, 5, 9, 0, tzinfo=UTC)


def _page(line: str) -> str:
    return ("<html lang='en-GB'><body><main><h1>Harbour Freight Ltd</h1>"
            f"<div>{line}</div><p>Harbour Freight Ltd runs container depots in three ports. The company said "
            "volumes were steady in February and that it keeps its dividend policy unchanged.</p></main></body></html>")


def test_the_end_of_a_date_range_is_no_stamp() -> None:
    verdict = judge(_page("Tools: Custom range: 1 Jan 2025 – 6 Mar 2025"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_term_label_lists_dates_fixed_in_advance() -> None:
    verdict = judge(_page("Expiration: 21 Mar 2025 (M) 17 Apr 2025 20 Jun 2025"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_plural_subjects_deadline_is_a_plan() -> None:
    verdict = judge(_page("Applications close 31 March 2025."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_stamp_line_after_t_still_leaks() -> None:
    verdict = judge(_page("Updated 12 March 2025"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason

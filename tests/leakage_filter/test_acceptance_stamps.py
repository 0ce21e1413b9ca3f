"""A filing's acceptance instant ("accepted 20231007144500", Eastern) in its header comment dates
the filing (`leakage_filter.acceptance_stamps`): accepted after t it did not exist at t, whatever
report date it states; accepted before t it is clean; other fourteen-digit numbers are no stamp."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.acceptance_stamps import acceptance_instants

from .conftest import judge

_PAGE = datetime(2023, 10, 5, 21, 0, tzinfo=UTC)
_T = datetime(2023, 10, 6, 7, 16, tzinfo=UTC)


def _filing(accepted: str) -> str:
    return (f"<html><body><!-- accession 0000000000-23-000001 ; accepted {accepted} -->"
            "<h1>FORM 8-K</h1><p>Date of Report (Date of earliest event reported): October 5, 2023</p>"
            "<p>Item 8.01 Other Events. Brightwater Rail Inc. announced that it entered into an agreement to "
            "sell its freight terminal business.</p></body></html>")


def test_the_acceptance_instant_is_read_on_the_eastern_clock() -> None:
    assert acceptance_instants(["accepted 20231007144500"]) == [("accepted 20231007144500", datetime(2023, 10, 7, 18, 45, tzinfo=UTC))]
    assert acceptance_instants(["order number 20231007144500"]) == []


def test_a_filing_accepted_after_t_leaks() -> None:
    verdict = judge(_filing("20231007144500"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_filing_accepted_before_t_is_clean() -> None:
    verdict = judge(_filing("20231005170000"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""An addendum headed with a yearless numeric day ("Update 04/09: ...") is an update stamp
(`leakage_filter.short_stamps`): after t in every reading it leaks, before t it is clean, and a
fraction in prose is no date."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.short_stamps import update_days

from .conftest import judge

_PAGE = datetime(2025, 4, 3, 14, 0, tzinfo=UTC)
_T = datetime(2025, 4, 5, 12, 0, tzinfo=UTC)


def _post(addendum: str) -> str:
    return ("<html lang='en-US'><body><article><h1>Takeover watch: Brackenridge Mills</h1>"
            "<p>Brackenridge Mills received a 615p a share approach on Tuesday and said its board was "
            f"considering it. Shareholders were told to take no action for now.</p><p>{addendum}</p></article></body></html>")


def test_the_readings_of_a_short_stamp() -> None:
    assert update_days("Update 04/09: agreed", date(2025, 4, 3), "MDY") == ("Update 04/09:", (date(2025, 4, 9),))
    assert update_days("Update 04/09: agreed", date(2025, 4, 3), None) == ("Update 04/09:", (date(2025, 4, 9), date(2025, 9, 4)))
    assert update_days("Shares rose 3/4 of a point", date(2025, 4, 3), "MDY") is None


def test_an_update_after_t_leaks() -> None:
    verdict = judge(_post("Update 04/09: the board accepted the offer."), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_an_update_before_t_is_clean() -> None:
    verdict = judge(_post("Update 04/04: the board asked for more time."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

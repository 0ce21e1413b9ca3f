"""Zone abbreviations the engine knows and that are no English word (AWST, SAST, NZDT, HST, PKT,
...) are read beside a time: "7:10am AWST" is 23:10 UTC the day before."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2025, 6, 19, 12, 0, tzinfo=UTC)


def _newsroom(stamp: str) -> str:
    return ("<html lang='en-AU'><body><h1>Newsroom</h1>"
            f"<article><time>{stamp}</time><h3>Quarterly production report released</h3>"
            "<p>Ore shipped rose on the prior quarter at both mines.</p></article></body></html>")


def test_a_perth_stamp_minutes_after_t_is_a_leak() -> None:
    verdict = judge(_newsroom("20 Jun 2025, 7:10am AWST"), t=datetime(2025, 6, 19, 23, 0, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_perth_stamp_minutes_before_t_is_clean() -> None:
    verdict = judge(_newsroom("20 Jun 2025, 7:10am AWST"), t=datetime(2025, 6, 19, 23, 20, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_johannesburg_stamp_is_read_in_its_zone() -> None:
    page = datetime(2025, 6, 19, 6, 0, tzinfo=UTC)
    stamp = "19 Jun 2025, 10:30 SAST"  # 08:30 UTC
    assert judge(_newsroom(stamp), t=datetime(2025, 6, 19, 8, 0, tzinfo=UTC), page=page).label == "leak"
    assert judge(_newsroom(stamp), t=datetime(2025, 6, 19, 9, 0, tzinfo=UTC), page=page).label == "clean"

"""A data strip's "As of 2026-06-17 06:37 (UTC+00:00)" names its zone in brackets: that instant,
not the latest reading of its day (`served_stamps`); after t it still dates the copy after t."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.served_stamps import served_stamps

from .conftest import judge

_PAGE = datetime(2026, 6, 17, 5, 0, tzinfo=UTC)


def _page(stamp: str) -> str:
    return ("<html><body><h1>Preview: CPI due Sunday</h1><p>Economists expect prices to rise again.</p>"
            f"<div class='widget'><h4>Markets</h4><ul><li>Index 8,438.5 +0.21%</li></ul><small>As of {stamp}</small></div>"
            "</body></html>")


def test_a_bracketed_offset_is_read() -> None:
    (stamp,) = served_stamps(["As of 2026-06-17 06:37 (UTC-05:00)"], [], date(2026, 6, 17), None)
    assert stamp.instant == datetime(2026, 6, 17, 11, 37, tzinfo=UTC) and stamp.sure


def test_a_strip_before_t_in_its_named_zone_is_clean() -> None:
    verdict = judge(_page("2026-06-17 06:37 (UTC+00:00)"), t=datetime(2026, 6, 17, 10, 24, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_strip_after_t_in_its_named_zone_dates_the_copy_after_t() -> None:
    verdict = judge(_page("2026-06-17 11:37 (UTC+00:00)"), t=datetime(2026, 6, 17, 10, 24, tzinfo=UTC), page=_PAGE)
    assert verdict.label == "leak" and "as-of stamp" in verdict.reason


def test_a_quote_closed_after_t_still_leaks_beside_a_strip_before_t() -> None:
    # the strip's own stamp reads before t now; the quote's "Close, <day time>" is that day's close
    page = _page("2026-06-09 10:28 (UTC+00:00)").replace(
        "</body>", "<div class='widget quote'><h4>LTMR</h4><p>190.12 -6.59%</p><small>Close, 2026-06-13 20:02 (UTC+00:00)</small></div></body>")
    verdict = judge(page, t=datetime(2026, 6, 10, 8, 7, tzinfo=UTC), page=datetime(2026, 6, 9, 9, 0, tzinfo=UTC))
    assert verdict.label == "leak" and "close label" in verdict.reason

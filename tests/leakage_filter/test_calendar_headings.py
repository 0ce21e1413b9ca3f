"""A calendar headed in Chinese or Korean ("财经日历", "財報日曆", "실적 캘린더") schedules its rows as
one headed "Earnings calendar" does: a row dated after t with its actual column still empty is
clean; the same row with its actual filled in reports a later figure (hand-written)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_T = datetime(2025, 5, 19, 6, 18, tzinfo=UTC)
_PAGE = datetime(2025, 5, 16, 8, 26, tzinfo=UTC)


def _page(heading: str, actual: str) -> str:
    return ("<html lang='zh'><body><article><h1>鼎新半导体发布公告</h1><p>2025年05月16日 16:26</p>"
            "<p>鼎新半导体今日发布公告，公司经营情况正常，各项业务稳步推进。</p></article>"
            f"<section class='calendar'><h3>{heading}</h3><table><thead><tr><th>公司</th><th>日期</th><th>预期</th>"
            "<th>实际</th></tr></thead><tbody><tr><td>东岳新能源</td><td>2025年04月19日</td><td>1.52</td><td>3.25</td></tr>"
            f"<tr><td>鼎新半导体</td><td>2025年06月08日</td><td>0.20</td><td>{actual}</td></tr></tbody></table></section>"
            "</body></html>")


@pytest.mark.parametrize("heading", ["财经日历", "財報日曆", "실적 캘린더"])
def test_a_calendar_row_after_t_without_its_actual_is_scheduled(heading: str) -> None:
    verdict = judge(_page(heading, "&mdash;"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_same_row_with_its_actual_filled_in_rejects() -> None:
    assert judge(_page("财经日历", "0.31"), t=_T, page=_PAGE).label != "clean"

"""Taiwanese numeric Minguo dates ("113/11/13": `minguo_dates`), read on Chinese pages: a sidebar
headline dated after t leaks, the same rail dated before t is clean; other numbers are no date."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.minguo_dates import find_minguo

from .conftest import judge

_T = datetime(2024, 11, 9, 19, 1, tzinfo=UTC)
_PAGE = datetime(2024, 11, 7, 3, 0, tzinfo=UTC)


def test_the_readings_of_a_minguo_date() -> None:
    assert [day for *_, day in find_minguo("已於113/11/13公告")] == [date(2024, 11, 13)]
    assert [day for *_, day in find_minguo("民國112.09.18 股東常會")] == [date(2023, 9, 18)]
    assert list(find_minguo("比分 3/4，代號 150/12/01，版本 112/13/40")) == []
    assert list(find_minguo("2024/11/13")) == []  # a Gregorian year is the main reader's


def _forum(rail_day: str) -> str:
    return ("<html lang=\"zh-TW\"><body><main><h1>宏捷光電董事會決議配發現金股利</h1>"
            "<p>宏捷光電（3488）已於113/11/01公告第三季財報，營收803.0億元，年增34.5%。公司表示，新產能將依計畫逐步開出。</p></main>"
            "<aside><h3>熱門排行</h3><ol><li><a href=\"/news/1.html\">台昇電子第三季每股盈餘創同期新高</a> "
            f"<span class=\"meta\">{rail_day}</span></li></ol></aside></body></html>")


def test_a_sidebar_headline_dated_after_t_leaks() -> None:
    verdict = judge(_forum("113/11/13"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_rail_dated_before_t_is_clean() -> None:
    verdict = judge(_forum("113/11/05"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

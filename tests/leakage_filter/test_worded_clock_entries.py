"""A live page's entry stamped only with a time written in words of hours and minutes
("下午4時40分", "오후 4시 40분"), read on the page's own day like "16:40" (hand-written pages)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.page_locale import stamped_time

from .conftest import judge

_PAGE = datetime(2025, 1, 29, 3, 45, tzinfo=UTC)  # 11:45 in Taipei and Hong Kong
_T = datetime(2025, 1, 29, 8, 30, tzinfo=UTC)  # 16:30 there


def _live(lang: str, stamp: str, entries: list[str]) -> str:
    body = "".join(f"<div class='entry'><div>{e}</div><p>榮泰電子股價盤中上漲，成交量放大。</p></div>" for e in entries)
    return (f"<html lang='{lang}'><body><main><h1>直播：榮泰電子獲准增資</h1><div>{stamp}</div>{body}</main></body></html>")


def test_an_entry_timed_after_t_in_words_rejects() -> None:
    page = _live("zh-TW", "發布時間: 2025年1月29日 上午11時45分", ["下午4時40分", "下午1時35分", "上午11時45分"])
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason
    earlier = _live("zh-TW", "發布時間: 2025年1月29日 上午11時45分", ["下午4時10分", "下午1時35分", "上午11時45分"])
    assert judge(earlier, t=_T, page=_PAGE).label == "clean"


@pytest.mark.parametrize("text", ["下午4時40分", "16時40分", "오후 4시 40분", "午後4時40分"])
def test_worded_clocks_are_entry_stamps(text: str) -> None:
    assert stamped_time(text, _PAGE.date(), UTC, cjk=True) is not None


@pytest.mark.parametrize("text", ["4時", "3시", "10.30"])
def test_a_bare_hour_or_number_is_not(text: str) -> None:
    assert stamped_time(text, _PAGE.date(), UTC, cjk=True) is None

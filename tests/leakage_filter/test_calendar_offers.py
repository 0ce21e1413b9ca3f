"""A dated item that offers to add itself to the reader's calendar ("Add to calendar", "加入日历",
"캘린더에 추가") is still to come, even where its event's name is a verb's form ("业绩发布": the
results release) (`scheduled_items.calendar_offer`); one that reports a figure or itself done
stays a later fact."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.scheduled_items import calendar_offer

from .conftest import judge

_T, _PAGE = datetime(2026, 8, 22, 13, 0, tzinfo=UTC), datetime(2026, 8, 19, 2, 20, tzinfo=UTC)


def _calendar(item: str) -> str:
    return ("<html lang='zh-CN'><body><h1>业绩前瞻：市场关注毛利率</h1><p>发布时间 2026年8月19日 10:20</p>"
            "<p>分析师将关注毛利率以及全年指引的变化。</p>"
            f"<h2>即将公布</h2><ul><li>{item}</li></ul></body></html>")


def test_a_results_release_offered_for_the_calendar_is_scheduled() -> None:
    verdict = judge(_calendar("2026年8月25日(周二) 北京时间 04:00 华港物流2026年第2季度业绩发布 加入日历"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_same_item_with_its_result_is_a_later_fact() -> None:
    verdict = judge(_calendar("2026年8月25日(周二) 华港物流2026年第2季度业绩发布：每股收益0.88元 加入日历"), t=_T, page=_PAGE)
    assert verdict.label != "clean"


def test_calendar_offer() -> None:
    item = "2026.07.06 세림바이오 2026년 2분기 실적 발표 캘린더에 추가"
    assert calendar_offer(item, 0, 10)
    assert calendar_offer("Jul 7, 2026 Harrowgate Q2 results Add to calendar", 0, 11)
    assert not calendar_offer("Jul 7, 2026 Harrowgate Q2 EPS $1.20 Add to calendar", 0, 11)  # a result
    assert not calendar_offer("Jul 7, 2026 Harrowgate Q2 results call (held) Add to calendar", 0, 11)
    assert not calendar_offer("Jul 7, 2026 Harrowgate Q2 results", 0, 11)  # no offer

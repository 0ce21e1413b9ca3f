"""Facts read against the page's own date (`rules`): a local stamp that is the stored instant is no
later day ("Mar 4, 2025 3:40 AM PHT" is 19:40 UTC on 3 March); a fact on a day before the page's own
day was done before the page ("NEW YORK, March 4 (Castell) - ... rose" on a page stored on 5 March);
a Chinese edit stamp ("编辑于") is an update, not a fact. Each counterpart, dated after t, stays rejected."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates
from leakage_filter.rules import _after_page_date

from .conftest import judge


def _page(lang: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html lang='{lang}'><body><article><h1>Notes</h1>{body}</article></body></html>"


def test_a_local_stamp_at_the_stored_instant_is_not_a_later_day() -> None:
    stored = datetime(2025, 3, 3, 19, 40, tzinfo=UTC)
    (stamp,) = find_dates("Snapshot generated Mar 4, 2025 3:40 AM PHT", anchor=date(2025, 3, 3))
    assert stamp.at == stored and not _after_page_date(stamp, date(2025, 3, 3), stored)
    (later,) = find_dates("Snapshot generated Mar 4, 2025 5:40 AM PHT", anchor=date(2025, 3, 3))
    assert _after_page_date(later, date(2025, 3, 3), stored)
    (day,) = find_dates("Reviews through Mar 4, 2025", anchor=date(2025, 3, 3))
    assert _after_page_date(day, date(2025, 3, 3), stored)  # a day alone is still compared by its day


def test_a_fact_on_a_day_before_the_pages_own_day_is_before_t() -> None:
    t, stored = datetime(2023, 3, 5, 8, 10, tzinfo=UTC), datetime(2023, 3, 5, 8, 3, tzinfo=UTC)
    clean = _page("en", "NEW YORK, March 4 (Castell) - Wheat futures rose 1.7% to $6.55 a bushel, traders said.")
    assert judge(clean, t=t, page=stored).label == "clean"
    later = _page("en", "NEW YORK (Castell) - Wheat futures rose 1.7% to $6.55 a bushel on March 6, traders said.")
    assert judge(later, t=t, page=stored).label != "clean"


def test_a_chinese_edit_stamp_is_an_update() -> None:
    t, stored = datetime(2025, 2, 11, 6, 0, tzinfo=UTC), datetime(2025, 2, 10, 14, 3, tzinfo=UTC)
    clean = _page("zh-CN", "发布于 2025-02-10 22:03 · 编辑于 2025-02-11 13:47", "这个问题要看利率走势。")
    assert judge(clean, t=t, page=stored).label == "clean"
    later = _page("zh-CN", "发布于 2025-02-10 22:03 · 编辑于 2025-02-11 15:47", "这个问题要看利率走势。")
    verdict = judge(later, t=t, page=stored)
    assert verdict.label != "clean" and "updated_after_t" in verdict.reason

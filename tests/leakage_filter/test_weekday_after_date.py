"""A weekday written right after a date ("2023年6月5日 星期一 18:52", "5. Juni 2023 (Montag)") names
that date's day (`dates.find_dates`): no second mention read as the coming or the past such weekday.
A year-less date takes the year in which the two agree; a weekday that disagrees stays a mention. A
time written before a date reads through the day's name between ("03:14 Thứ Sáu, 10/10/2025",
`page_locale.time_near`)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates

from .conftest import judge


def test_the_weekday_after_a_date_is_that_dates() -> None:
    anchor = date(2023, 6, 6)
    (only,) = find_dates("天衡电子涨停 2023年6月5日 星期一 18:52 CST", anchor=anchor, cjk=True)
    assert only.day == date(2023, 6, 5) and only.kind == "absolute"
    (dated,) = find_dates("Die Hauptversammlung fand am 5. Juni 2023 (Montag) statt.", anchor=anchor, european=True)
    assert dated.day == date(2023, 6, 5)
    # a weekday naming another day than the date's is a mention of its own
    kinds = [m.kind for m in find_dates("天衡电子涨停 2023年6月5日 星期三", anchor=anchor, cjk=True)]
    assert kinds == ["absolute", "weekday"]


def test_a_related_item_stamped_with_date_weekday_and_time_before_t_is_clean() -> None:
    t = datetime(2023, 6, 6, 3, 58, tzinfo=UTC)
    stored = datetime(2023, 6, 5, 1, 0, tzinfo=UTC)

    def page(stamp: str) -> str:
        return ("<html lang='zh-CN'><body><article><h1>天衡电子拟回购股份</h1><p>天衡电子公告拟回购股份，"
                "回购资金来源为自有资金，公司称将择机实施。</p></article><aside><h3>相关新闻</h3><ul>"
                f"<li><a href='/a'>泰和光伏发布澄清公告称经营正常</a> {stamp}</li>"
                "<li><a href='/b'>两市成交额突破12千亿元</a> 2023年6月5日 星期一 12:34 CST</li>"
                "</ul></aside></body></html>")

    # 10:09 CST on 6 June is 02:09 UTC, before t; the weekday is that day's, not a later one
    clean = judge(page("2023年6月6日 星期二 10:09 CST"), t=t, page=stored)
    assert clean.label == "clean", clean.reason
    later = judge(page("2023年6月6日 星期二 12:09 CST"), t=t, page=stored)
    assert later.label == "leak" and "related_date_after_t" in later.reason, later.reason


def test_a_time_before_a_date_reads_through_the_days_name() -> None:
    from zoneinfo import ZoneInfo

    (vi,) = find_dates("Thép Sông Hồng tăng 7,4% 03:14 Thứ Sáu, 10/10/2025", anchor=date(2025, 10, 10),
                       order="DMY", zone=ZoneInfo("Asia/Ho_Chi_Minh"))
    assert vi.at == datetime(2025, 10, 9, 20, 14, tzinfo=UTC)
    (zh,) = find_dates("央行开展逆回购操作 09:30 星期五 2025年10月10日", anchor=date(2025, 10, 10),
                       zone=ZoneInfo("Asia/Shanghai"), cjk=True)
    assert zh.at == datetime(2025, 10, 10, 1, 30, tzinfo=UTC)


def test_a_forum_rails_item_stamped_time_weekday_date_before_t_is_clean() -> None:
    t = datetime(2025, 10, 10, 14, 20, tzinfo=UTC)

    def page(clock: str) -> str:
        return ("<html lang='vi'><body><article><h1>Thảo luận cổ phiếu thép</h1><p>Cổ phiếu thép được nhà đầu tư"
                " quan tâm trong phiên hôm nay, nhiều ý kiến trái chiều về triển vọng.</p></article><aside><h3>Bài liên quan"
                f"</h3><ul><li><a href='/a'>Thép Sông Hồng mua lại cổ phiếu quỹ</a> {clock} Thứ Sáu, 10/10/2025 (GMT+7)</li>"
                "</ul></aside></body></html>")

    url = "https://forum.chungkhoan.vn/thread-1"  # a Vietnamese site: its clock is UTC+7
    clean = judge(page("06:42"), t=t, page=datetime(2025, 10, 9, 2, 0, tzinfo=UTC), url=url)
    assert clean.label == "clean", clean.reason
    later = judge(page("23:42"), t=t, page=datetime(2025, 10, 9, 2, 0, tzinfo=UTC), url=url)
    assert later.label == "leak", later.reason

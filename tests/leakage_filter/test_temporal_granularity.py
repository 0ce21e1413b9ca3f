"""Granularity: exact times are instants, a close is known only after the session, a live page's
entry stamps and a board's month/day stamps are instants on their day, and markup never glues a
date to a word (hand-written pages, one per rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from leakage_filter.chrome import page_view
from leakage_filter.dates import find_dates

from .conftest import judge


def test_a_close_on_the_page_s_day_is_known_only_after_the_session() -> None:
    # A German page stamped 08:00 CET says the Dax closed 4.2% lower on Friday: not before 15:00 CET.
    friday_8 = datetime(2021, 11, 26, 7, 0, tzinfo=UTC)
    html = ("<html lang='de'><body><article><h1>Dax</h1><p>Der Dax schloss am Freitag 4,2 Prozent tiefer bei 15.257 Punkten."
            "</p></article></body></html>")
    assert judge(html, t=datetime(2021, 11, 26, 9, 0, tzinfo=UTC), page=friday_8).label == "leak"
    assert judge(html, t=datetime(2021, 11, 26, 17, 0, tzinfo=UTC), page=friday_8).label == "clean"
    # a company that "closed" its branches is no market close
    branches = html.replace("Der Dax schloss am Freitag 4,2 Prozent tiefer bei 15.257 Punkten.", "Die Bank schloss am Freitag ihre Filialen.")
    assert judge(branches, t=datetime(2021, 11, 26, 9, 0, tzinfo=UTC), page=friday_8).label == "clean"


def test_a_live_page_s_time_only_entries_are_instants_on_its_day() -> None:
    opened = datetime(2024, 11, 6, 1, 30, tzinfo=UTC)  # 09:30 Beijing
    html = ("<html lang='zh-cn'><body><article><h1>7x24直播</h1><p>2024年11月06日 09:30 直播中</p>"
            "<p>11:20</p><p>美元指数走强。</p><p>09:30</p><p>A股开盘。</p></article></body></html>")
    verdict = judge(html, t=datetime(2024, 11, 6, 3, 0, tzinfo=UTC), page=opened)
    assert verdict.label == "leak" and "2024-11-06T03:20:00+00:00" in verdict.reason
    assert judge(html, t=datetime(2024, 11, 6, 3, 30, tzinfo=UTC), page=opened).label == "clean"


def test_a_month_day_stamp_with_a_time_is_an_instant() -> None:
    tokyo = ZoneInfo("Asia/Tokyo")
    (stamp,) = find_dates("10/21 23:50 介入来た", anchor=date(2022, 10, 20), cjk=True, zone=tokyo)
    assert stamp.at == datetime(2022, 10, 21, 14, 50, tzinfo=UTC)
    (british,) = find_dates("21/10 23:50 posted", anchor=date(2022, 10, 20), order="DMY", zone=ZoneInfo("Europe/London"))
    assert british.day == date(2022, 10, 21)
    two_way = find_dates("05/06 10:00 reply", anchor=date(2022, 5, 20))
    assert (two_way[0].earliest, two_way[0].day) == (date(2022, 5, 6), date(2022, 6, 5))


def test_markup_never_glues_a_date_to_a_word() -> None:
    html = ("<html><body><article><div><span>Tanya Whitlock</span><span>June 7, 2019</span></div>"
            "<p>Posted <time datetime='2019-06-07'>June 7, 2019</time>by staff</p></article></body></html>")
    texts = [s.text for s in page_view(html).segments]
    assert "Tanya Whitlock June 7, 2019" in texts and "Posted June 7, 2019 by staff" in texts
    verdict = judge(html, t=datetime(2019, 6, 4, 12, 0, tzinfo=UTC), page=datetime(2019, 5, 14, 10, 0, tzinfo=UTC))
    assert verdict.label == "leak" and "published_after_t" in verdict.reason  # the visible stamp is later than t

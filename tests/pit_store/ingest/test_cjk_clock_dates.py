"""Stamps as Chinese, Japanese and Korean pages write them: a time with its hour and minute words
and a half-of-day word ("下午11時26分", "午前9時5分", "오후 1시 45분"), a zone in fullwidth brackets
("（北京时间）"), the Korean date ("2024년 3월 23일") and the Taiwanese numeric era date ("114/03/27（民國）").
Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence, parse_date_text


@pytest.mark.parametrize(
    ("text", "day", "instant"),
    [
        ("2024年11月30日 下午11時26分 (HKT)", date(2024, 11, 30), datetime(2024, 11, 30, 15, 26, tzinfo=UTC)),
        ("2024年11月30日 上午12時05分 (HKT)", date(2024, 11, 30), datetime(2024, 11, 29, 16, 5, tzinfo=UTC)),
        ("2024年2月27日 09:04（北京时间）", date(2024, 2, 27), datetime(2024, 2, 27, 1, 4, tzinfo=UTC)),
        ("2024年2月27日 午前9時5分 日本時間", date(2024, 2, 27), datetime(2024, 2, 27, 0, 5, tzinfo=UTC)),
        ("2024년 3월 23일 오후 1시 45분 KST", date(2024, 3, 23), datetime(2024, 3, 23, 4, 45, tzinfo=UTC)),
        ("2024년 3월 23일", date(2024, 3, 23), None),
        ("2024年11月30日 下午11時26分", date(2024, 11, 30), None),  # no zone: the day only
        ("發布時間: 114/03/27（民國）", date(2025, 3, 27), None),  # a Taiwanese era date, numeric
        ("民國114/03/27", date(2025, 3, 27), None),
    ],
)
def test_cjk_clocks_and_korean_dates(text: str, day: date, instant: datetime | None) -> None:
    assert parse_date_text(text) == (day, instant)


def test_a_time_element_written_for_readers_settles_the_day_to_its_minute() -> None:
    tree = lxml.html.document_fromstring(
        "<html lang='zh-HK'><head><title>港灣地產</title><meta property='article:published_time' "
        "content='2024-11-30T23:26:00+08:00'></head><body><article><h1>港灣地產獲准增資</h1>"
        "<time>2024年11月30日 下午11時26分 (HKT)</time><p>港灣地產董事會通過增資案，法人指出產業庫存調整已近尾聲。</p>"
        "</article></body></html>")
    evidence = date_evidence(tree, url="https://news.example/a/20241130/1.html", captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2024, 11, 30, 15, 26, tzinfo=UTC)  # not the day's end anywhere


def test_a_bare_three_digit_year_is_not_an_era_date() -> None:
    assert parse_date_text("114/03/27") is None  # a fraction, a code: the era must be named

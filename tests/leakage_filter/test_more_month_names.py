"""Dates written day first with the month named in Turkish, Russian, Polish, Swedish or
Indonesian are dates: a reader comment stamped after t on such a page rejects it (hand-written)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_dates

from .conftest import judge


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("26 Ekim 2025", date(2025, 10, 26)),
        ("3 Kasım 2025 09:10", date(2025, 11, 3)),  # read as "Kasim" after normalising too
        ("26 октября 2025 года", date(2025, 10, 26)),
        ("1 марта 2025", date(2025, 3, 1)),
        ("26 października 2025", date(2025, 10, 26)),
        ("14 augusti 2025", date(2025, 8, 14)),
        ("17 Agustus 2025", date(2025, 8, 17)),
    ],
)
def test_month_names_are_read(text: str, day: date) -> None:
    (mention,) = find_dates(text, anchor=date(2025, 10, 20))
    assert mention.day == day


def test_words_that_only_look_like_months_are_not_dates() -> None:
    assert find_dates("Maja said 26 things", anchor=date(2025, 10, 20)) == []


def test_a_russian_comment_dated_after_t_rejects() -> None:
    page = ("<html lang='ru'><body><article><h1>Северсталь Трейд выкупит акции</h1><p>20 октября 2025, 10:00 МСК</p>"
            "<p>Компания объявила о выкупе акций на 5 млрд рублей.</p></article><section class='comments'>"
            "<h3>Комментарии</h3><ul><li>Иван 21 октября 2025</li><li>Пётр 30 октября 2025</li></ul></section>"
            "</body></html>")
    page_day, t = datetime(2025, 10, 20, 7, 0, tzinfo=UTC), datetime(2025, 10, 25, 0, 0, tzinfo=UTC)
    assert judge(page, t=t, page=page_day).label != "clean"
    assert judge(page.replace("30 октября", "22 октября"), t=t, page=page_day).label == "clean"


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("13 kwietnia 2025 r., godz. 12:24 CEST", datetime(2025, 4, 13, 10, 24, tzinfo=UTC)),
        ("1 марта 2025 г., в 10:00 МСК", datetime(2025, 3, 1, 7, 0, tzinfo=UTC)),
        ("26 Ekim 2025 saat 14:30 TSİ", datetime(2025, 10, 26, 11, 30, tzinfo=UTC)),
        ("17 Agustus 2025 pukul 14.30 WIB", datetime(2025, 8, 17, 7, 30, tzinfo=UTC)),
        ("26/10/2025 lúc 14:30 ICT", datetime(2025, 10, 26, 7, 30, tzinfo=UTC)),
    ],
)
def test_the_time_after_a_year_word_or_an_at_word_and_its_zone(text: str, instant: datetime) -> None:
    (mention,) = find_dates(text, anchor=date(2025, 10, 20))
    assert mention.at == instant

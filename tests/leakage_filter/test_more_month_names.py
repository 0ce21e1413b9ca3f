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


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("24 ago 2025 - 10:20", date(2025, 8, 24)),  # Spanish, Portuguese, Italian August
        ("3 ene 2025", date(2025, 1, 3)),
        ("17 dic. 2024", date(2024, 12, 17)),
        ("5 abr 2025", date(2025, 4, 5)),
        ("24 de set. de 2025", date(2025, 9, 24)),  # Portuguese, with its "de"
        ("9 lug 2025", date(2025, 7, 9)),
    ],
)
def test_romance_month_abbreviations_with_a_year_are_read(text: str, day: date) -> None:
    (mention,) = find_dates(text, anchor=date(2025, 10, 20))
    assert mention.day == day


@pytest.mark.parametrize("text", ["posted 3 ago", "he struck 3 out and walked", "won the 2 set match"])
def test_english_words_like_those_abbreviations_are_not_dates(text: str) -> None:
    # "ago", "out", "set" read as months only in the day-month-year shape
    assert find_dates(text, anchor=date(2025, 10, 20)) == []


def test_a_spanish_reply_stamped_with_an_abbreviated_month_after_t_rejects() -> None:
    page = ("<html lang='es'><body><article><h1>Inmobiliaria Sierra Alta anuncia una recompra</h1>"
            "<p>Publicado el 3 oct 2025</p><p>La compañía recomprará acciones por valor de 50 millones.</p></article>"
            "<section class='comments'><h3>Comentarios</h3><ul><li>Dividendero 4 oct 2025</li>"
            "<li>ElBajista 28 oct 2025</li></ul></section></body></html>")
    page_day, t = datetime(2025, 10, 3, 7, 0, tzinfo=UTC), datetime(2025, 10, 20, 0, 0, tzinfo=UTC)
    assert judge(page.replace("oct", "ago"), t=t, page=page_day.replace(month=8)).label == "clean"
    later = page.replace("3 oct", "3 ago").replace("4 oct", "4 ago").replace("28 oct", "24 dic")
    assert judge(later, t=t.replace(month=11), page=page_day.replace(month=8)).label != "clean"
    assert judge(later.replace("24 dic", "24 ago"), t=t.replace(month=11), page=page_day.replace(month=8)).label == "clean"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Oprava (pondělí 8. června 2026): opravili jsme údaj o tržbách.", date(2026, 6, 8)),
        ("Valná hromada 14. dubna 2026 schválila dividendu.", date(2026, 4, 14)),
        ("Vydáno 2. září 2025", date(2025, 9, 2)),
        ("Aktualizace 21. 5. 2026 09:15", date(2026, 5, 21)),  # day, month and year each closed by a dot and a space
    ],
)
def test_czech_dates_are_read(text: str, day: date) -> None:
    (mention,) = find_dates(text, anchor=date(2026, 5, 1))
    assert mention.day == day


@pytest.mark.parametrize("text", ["Program: 1. 2. 3. body schůze", "Podíl 11. 5. milionu", "Cena 11.5 Kč, 2. 3 kusy"])
def test_numbered_points_and_figures_are_no_czech_dates(text: str) -> None:
    assert find_dates(text, anchor=date(2026, 5, 1)) == []

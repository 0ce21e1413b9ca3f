"""A numeric date's day order: a dotted date (11.10.2025) is day-first wherever it is written, and
a site whose article gives no unambiguous date still writes its related list and comments in
its one order ("27/09/2025" settles "12/10/2025"). Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates

from .conftest import judge

_PAGE = datetime(2025, 10, 26, 3, 0, tzinfo=UTC)
_T = datetime(2025, 10, 26, 8, 0, tzinfo=UTC)


def test_a_dotted_date_is_day_first_without_any_locale() -> None:
    (dotted,) = find_dates("Hisse geri alım programı 11.10.2025", anchor=date(2025, 10, 26))
    assert (dotted.earliest, dotted.day) == (date(2025, 10, 11), date(2025, 10, 11))
    (slashed,) = find_dates("10/11/2025", anchor=date(2025, 10, 26))
    assert slashed.earliest != slashed.day  # a slash keeps both readings


def _page(lang: str, items: str) -> str:
    return (f"<html lang='{lang}'><body><article><h1>Anadolu Kablo temettüyü artırdı</h1>"
            "<p>Yayınlanma: 26 Ekim 2025 06:00 TSİ</p><p>Anadolu Kablo temettüyü artırdı.</p></article>"
            f"<aside><h3>En çok okunanlar</h3><ul>{items}</ul></aside></body></html>")


def test_a_dotted_related_date_before_t_is_not_ambiguous() -> None:
    page = _page("tr-TR", "<li>Ege Liman geri alım başlattı 11.10.2025</li>")
    assert judge(page, t=_T, page=_PAGE).label == "clean"


def test_the_related_list_settles_an_order_the_article_leaves_open() -> None:
    items = "<li>Banque Nordet relève son dividende 27/09/2025</li><li>Cartier Mines grimpe 12/10/2025</li>"
    page = _page("fr-CA", items)
    assert judge(page, t=_T, page=_PAGE).label == "clean"  # 12 October, not 10 December
    later = _page("fr-CA", "<li>Banque Nordet relève son dividende 27/09/2025</li><li>Cartier Mines grimpe 12/11/2025</li>")
    assert judge(later, t=_T, page=_PAGE).label != "clean"  # 12 November: after t

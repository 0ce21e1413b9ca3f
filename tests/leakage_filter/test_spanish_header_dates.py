"""Spanish and Portuguese headers drop the "de" of "29 de abril de 2025" ("29 abril 2025 - 21:24
CEST"): read as that day only when a year follows, so a bare "3 mayo" in prose stays no date. A
hidden "Última hora" headline ending in such a stamp after t is a later item; before t it is clean."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates

from .conftest import judge

_PAGE = datetime(2025, 4, 29, 8, 0, tzinfo=UTC)
_T = datetime(2025, 4, 29, 18, 36, tzinfo=UTC)


def test_a_day_month_year_without_de_is_a_day_and_its_clock() -> None:
    (mention,) = find_dates("Banco Miravalle gana 721 millones | 29 abril 2025 - 21:24 CEST", anchor=date(2025, 4, 29), zone=None)
    assert mention.text == "29 abril 2025" and mention.at == datetime(2025, 4, 29, 19, 24, tzinfo=UTC)
    assert [m.text for m in find_dates("29 abril de 2025", anchor=date(2025, 4, 29), zone=None)] == ["29 abril de 2025"]


def test_without_de_and_without_a_year_it_is_no_date() -> None:
    assert find_dates("el 3 mayo cerró la sesión", anchor=date(2025, 4, 29), zone=None) == []
    assert [m.kind for m in find_dates("el 3 de mayo", anchor=date(2025, 4, 29), zone=None)] == ["no_year"]


def _page(stamp: str) -> str:
    return ("<html lang='es'><body><main><article><h1>Banco Miravalle mejora sus previsiones</h1>"
            "<p class='meta'>Publicado el 29 de abril de 2025 a las 10:00 CEST</p>"
            "<p>El banco presentó sus cuentas y los analistas revisaron sus estimaciones.</p></article>"
            f"<div class='breaking-bar' style='display:none'>Última hora | Banco Miravalle gana 721,2 millones | {stamp}</div>"
            "</main></body></html>")


def test_a_hidden_headline_stamped_after_t_without_de_is_a_leak() -> None:
    verdict = judge(_page("29 abril 2025 - 21:24 CEST"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_headline_stamped_before_t_is_clean() -> None:
    verdict = judge(_page("29 abril 2025 - 11:24 CEST"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""Another page's headline (a ticker's "Dernières dépêches: ...") that opens with the subject of one
calendar row dated after t, states a value and shares what happens ("Telmaris: Dividende de 1.51 €
par action approuvé" beside "8 août 2026 | Telmaris : assemblée générale, vote du dividende")
reports that row's result (`outcomes.row_outcome`, `rules._row_match`). The same headline about
another company, without a value, or about a subject the page also dates before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.outcomes import Event, event_words, row_outcome

from .conftest import judge

_PAGE = datetime(2025, 7, 31, 21, 0, tzinfo=UTC)
_T = datetime(2025, 8, 3, 23, 0, tzinfo=UTC)


def _page(headline: str, earlier: str = "Aubreval Santé") -> str:
    return (
        "<html lang='fr'><body><div class='ticker'><span>Dernières dépêches:</span> "
        f"<span class='tick'>{headline}</span></div><article><h1>Calendrier des dividendes</h1>"
        "<p>Par Inès Laval · Publié le jeudi 31 juillet 2025</p>"
        "<table><tr><th>Date</th><th>Événement</th><th>Réel</th></tr>"
        f"<tr><td>lundi 22 juin 2025</td><td>{earlier} : assemblée générale, vote du dividende</td><td>1.19</td></tr>"
        "<tr><td>vendredi 8 août 2025</td><td>Telmaris : assemblée générale, vote du dividende</td><td>—</td></tr>"
        "</table></article></body></html>"
    )


def _row(text: str) -> Event:
    words, names = event_words(text)
    return Event(text, "8 août 2025", words, names, words)


def test_the_row_outcome_is_read() -> None:
    row = _row("vendredi 8 août 2025 Telmaris : assemblée générale, vote du dividende —")
    assert row_outcome("Telmaris: Dividende de 1.51 € par action approuvé", row) is not None
    assert row_outcome("Telmaris: Dividende approuvé", row) is None  # no value
    assert row_outcome("Orsane: Dividende de 1.51 € par action approuvé", row) is None  # another subject
    assert row_outcome("Telmaris: dividende de 1.51 € attendu?", row) is None  # a preview


def test_a_ticker_headline_stating_the_row_s_result_leaks() -> None:
    verdict = judge(_page("Telmaris: Dividende de 1.51 € par action approuvé"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_ticker_headline_about_another_company_is_clean() -> None:
    verdict = judge(_page("Orsane Énergies: Dividende de 0.65 € par action approuvé"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_headline_the_subject_s_earlier_row_may_have_given_is_clean() -> None:
    # Telmaris also met on 22 June: the dividend approved may be that meeting's
    verdict = judge(_page("Telmaris: Dividende de 1.51 € par action approuvé", earlier="Telmaris"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

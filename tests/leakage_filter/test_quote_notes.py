"""A price note under a table, its label and a colon then a day ("※ Cours: lundi 24 avril 2025",
"行情：2025-04-24"), says when the quotes were taken: a day after t is a later copy, while the
same note on a day by t, or a label inside a sentence, is no stamp."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 4, 2, 8, 0, tzinfo=UTC)
_T = datetime(2025, 4, 6, 12, 0, tzinfo=UTC)


# a body paragraph before the note: a short line after it is no dateline
_BODY = "<p>" + "Le titre a gagné du terrain en séance, porté par des volumes soutenus et des achats. " * 3 + "</p>"


def _page(lang: str, note: str) -> str:
    return (f"<html lang='{lang}'><body><article><h1>Ormeau</h1><p>2025-04-02 10:00</p>{_BODY}"
            "<table><tr><th>Ormeau</th><td>12,40</td></tr></table>"
            f"<p class='note'>{note}</p></article></body></html>")


@pytest.mark.parametrize(
    ("lang", "later", "earlier"),
    [
        ("fr", "※ Cours: jeudi 24 avril 2025", "※ Cours: mercredi 2 avril 2025"),
        ("pt", "※ Cotação: quinta-feira, 24 de abril de 2025", "※ Cotação: quarta-feira, 2 de abril de 2025"),
        ("de", "Kurs: 24.04.2025", "Kurs: 02.04.2025"),
        ("zh", "※ 行情：2025-04-24", "※ 行情：2025-04-02"),
    ],
)
def test_a_quote_note_after_t_is_a_later_copy(lang: str, later: str, earlier: str) -> None:
    assert judge(_page(lang, later), t=_T, page=_PAGE).label != "clean"
    verdict = judge(_page(lang, earlier), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_price_word_inside_a_sentence_is_no_stamp() -> None:
    # "prices" in running text with a later day: a plan ("prices: the new list will apply ..."),
    # not the note's label opening the line
    verdict = judge(_page("en", "The new prices will apply from April 24, 2025."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""A price chart of a named stock up to a day ("Cours de Banque X jusqu'au 26/01/2026", "Kursverlauf
von Y bis 12.03.2026") shows the data of that day: a fact of it, not a plan (`dates.tense_at`)."""

from __future__ import annotations

import pytest

from leakage_filter.dates import tense_at


def _tense(text: str, mention: str) -> str:
    start = text.index(mention)
    return tense_at(text, start, start + len(mention))[0]


@pytest.mark.parametrize(
    ("text", "mention"),
    [
        ("Cours d'Aurelis Santé jusqu'au 14/02/2026", "14/02/2026"),
        ("Kursverlauf der Nordbank bis 3. März 2026", "3. März 2026"),
        ("Evolución de Solaria Norte hasta el 9 de abril de 2026", "9 de abril de 2026"),
    ],
)
def test_a_series_charted_up_to_a_day_is_a_fact_of_that_day(text: str, mention: str) -> None:
    assert _tense(text, mention) == "fact"


@pytest.mark.parametrize(
    ("text", "mention"),
    [
        ("L'offre reste valable jusqu'au 14/02/2026.", "14/02/2026"),
        ("Les cours reprendront jusqu'au 14/02/2026.", "14/02/2026"),  # classes, not a series of a stock
        ("Der Kurs der Aktie soll bis 3. März 2026 steigen.", "3. März 2026"),
    ],
)
def test_offers_and_plans_until_a_day_stay_forward(text: str, mention: str) -> None:
    assert _tense(text, mention) == "forward"

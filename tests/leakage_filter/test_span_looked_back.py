"""'in N weeks' after a superlative is the span looked back over, not a day ahead (`dates`):
"its highest level in 4 weeks" names no date; "will auction the notes in 4 weeks" still does."""

from __future__ import annotations

from datetime import date

import pytest

from leakage_filter.dates import find_dates

_ANCHOR = date(2024, 6, 7)


@pytest.mark.parametrize(
    "sentence",
    [
        "The 10-year yield rose 9 basis points to 4.26%, its highest level in 4 weeks.",
        "Copper posted its biggest weekly drop in three months.",
        "The index closed higher for the first time in two weeks.",
    ],
)
def test_a_superlative_span_names_no_day(sentence: str) -> None:
    assert [m.text for m in find_dates(sentence, anchor=_ANCHOR) if m.text.startswith("in ")] == []


@pytest.mark.parametrize(
    ("sentence", "day"),
    [
        ("The debt office will auction the notes in 4 weeks.", date(2024, 7, 5)),
        ("The first results are due in two weeks.", date(2024, 6, 21)),
    ],
)
def test_a_day_ahead_is_still_read(sentence: str, day: date) -> None:
    assert [m.earliest for m in find_dates(sentence, anchor=_ANCHOR)] == [day]

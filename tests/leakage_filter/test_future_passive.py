"""A past participle after a future or modal "be" ("will be convened on", "may be redeemed on")
is a plan, not a fact: the date it governs is a schedule; "was convened on" stays a fact."""

from __future__ import annotations

import pytest

from leakage_filter.dates import tense_at


def _tense(sentence: str, day: str) -> str:
    start = sentence.index(day)
    return tense_at(sentence, start, start + len(day))[0]


@pytest.mark.parametrize(
    "sentence",
    [
        "The court hearing will be convened on 14 May 2026 in Perth.",
        "The notes may be redeemed on 1 June 2027 at par.",
        "Holders are to be paid on 3 July 2026.",
    ],
)
def test_a_future_passive_is_forward(sentence: str) -> None:
    day = next(d for d in ("14 May 2026", "1 June 2027", "3 July 2026") if d in sentence)
    assert _tense(sentence, day) == "forward"


@pytest.mark.parametrize(
    "sentence", ["The court hearing was convened on 14 May 2026 in Perth.", "The panel convened on 14 May 2026."]
)
def test_a_past_participle_told_as_done_stays_a_fact(sentence: str) -> None:
    assert _tense(sentence, "14 May 2026") == "fact"

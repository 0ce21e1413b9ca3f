"""The object of an expectation is a noun, not a past-tense verb: "Economists expect rate cut on
Thursday" names a plan; "The bank cut rates on Thursday" reports a fact."""

from __future__ import annotations

from leakage_filter.dates import tense_at


def _tense(text: str, date: str) -> str:
    start = text.index(date)
    return tense_at(text, start, start + len(date))[0]


def test_an_expected_cut_or_hike_is_no_fact() -> None:
    for text in ("Economists expect rate cut on Thursday", "Traders see 25bp hike on 12 June", "Markets eye another cut on 12 June"):
        date = "Thursday" if "Thursday" in text else "12 June"
        assert _tense(text, date) != "fact", text


def test_the_verb_itself_still_states_a_fact() -> None:
    assert _tense("The central bank cut rates on Thursday", "Thursday") == "fact"
    assert _tense("As expected, the bank cut rates on Thursday", "Thursday") == "fact"

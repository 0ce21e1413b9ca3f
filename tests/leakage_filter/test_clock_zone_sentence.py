"""A clock's "a.m."/"p.m." before its zone ends no sentence (`dates.sentence_span`): "will host a
call at 4:40 a.m. EST the following morning" keeps its verb of the future over the sequel; the
counterpart, "a.m." before a new sentence's capital word, still ends it and its past verb decides."""

from __future__ import annotations

from leakage_filter.dates import clause_span, tense_at


def _read(text: str, phrase: str) -> tuple[str, str]:
    start = text.index(phrase)
    left, right = clause_span(text, start, start + len(phrase))
    return tense_at(text, start, start + len(phrase))[0], text[left:right]


def test_a_zone_after_the_clock_keeps_the_sentence_and_its_future_verb() -> None:
    text = "The board will meet investors at 7:15 p.m. AEDT the following evening. Slides follow."
    tense, clause = _read(text, "the following evening")
    assert tense == "forward" and clause.startswith("The board will meet")


def test_a_new_sentence_after_the_clock_still_ends_it() -> None:
    text = "The board met at 7:15 p.m. Shares slid the following evening."
    tense, clause = _read(text, "the following evening")
    assert tense == "fact" and clause.strip().startswith("Shares slid")


def test_a_capital_word_that_names_no_zone_ends_the_sentence() -> None:
    text = "The board will meet at 7:15 p.m. IT shares slid the following evening."
    tense, _ = _read(text, "the following evening")
    assert tense == "fact"


def test_a_zone_before_a_new_items_capital_still_ends_the_sentence() -> None:
    text = "Board meeting 27 May 2026, 9:30 p.m. UTC Harrow Mills dividend declared the following day."
    _, clause = _read(text, "the following day")
    assert not clause.startswith("Board meeting"), clause

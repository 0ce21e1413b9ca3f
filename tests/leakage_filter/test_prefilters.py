"""The cheap tests that decide whether an expensive pattern runs never change what is found: each
gated search answers exactly what the full pattern answers, on hand-written text in every script
and with the letters re.IGNORECASE folds that str.lower() does not ("ı", "ſ", the Kelvin sign)."""

from __future__ import annotations

from datetime import date

import pytest

from leakage_filter import dates
from leakage_filter.dates import find_dates, find_periods

ANCHOR = date(2025, 9, 12)
TEXTS = [
    "Orbit reported third-quarter revenue on Oct. 30, 2025, up 4% from a year earlier.",
    "Revenue for the nıne months rose; the second half looks stronger.",
    "The board meets next Tuesday; shares fell yesterday.",
    "公司将于2025年10月30日公布第三季度业绩，上半年营收增长。",
    "決算発表は10月30日（木）の予定です。第3四半期の営業利益は増加した。",
    "Der Umsatz im dritten Quartal stieg am 3. März deutlich.",
    "Le chiffre d'affaires du troisième trimestre a progressé le 3 mars.",
    "no date or period here at all",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_period_gate_never_changes_the_periods_found(text: str) -> None:
    assert find_periods(text, anchor=ANCHOR) == list(dates._find_periods(text, ANCHOR))  # the reading without the gate


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("european", [True, False])
def test_the_latin_date_finder_matches_the_full_one(text: str, european: bool) -> None:
    full = dates._DATE_FINDER if european else dates._DATE_FINDER_NO_EUROPEAN
    gated = full if dates._CJK_TEXT.search(text) else dates._LATIN_FINDERS[european]
    assert [(m.span(), m.lastgroup) for m in gated.finditer(text)] == [(m.span(), m.lastgroup) for m in full.finditer(text)]


def test_a_text_with_no_digit_and_no_period_word_is_not_scanned() -> None:
    assert not dates._may_name_period("shares fell yesterday")
    assert dates._may_name_period("shares fell 3%")
    assert dates._may_name_period("the nıne months")  # a letter lower() keeps but IGNORECASE folds
    assert find_periods("shares fell yesterday", anchor=ANCHOR) == []


def test_cached_answers_are_fresh_lists() -> None:
    first = find_periods("third-quarter revenue 2025", anchor=ANCHOR)
    first.clear()
    assert find_periods("third-quarter revenue 2025", anchor=ANCHOR)
    dates_first = find_dates("on Oct. 30, 2025", anchor=ANCHOR)
    dates_first.clear()
    assert find_dates("on Oct. 30, 2025", anchor=ANCHOR)

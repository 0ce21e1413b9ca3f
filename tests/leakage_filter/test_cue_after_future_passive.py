"""A future passive ("will be paid on") makes only its own verb forward: a later past-tense cue in
the same sentence ("the sale announced on 20 June") still states a fact. A yes/no question opened
by a modal ("Will the bank cut rates on Friday?") states none."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.dates import tense_at

from .conftest import judge

_T, _PAGE = datetime(2025, 6, 2, 12, 0, tzinfo=UTC), datetime(2025, 6, 1, 9, 0, tzinfo=UTC)


def _tense(text: str, date: str) -> str:
    start = text.index(date)
    return tense_at(text, start, start + len(date))[0]


def test_a_fact_after_a_future_passive_stays_a_fact() -> None:
    text = "A special coupon will be paid to holders in connection with the asset sale announced on 20 June 2025."
    assert _tense(text, "20 June 2025") == "fact"
    assert _tense("The special coupon will be paid on 20 June 2025.", "20 June 2025") == "forward"


def test_a_later_footnote_fact_is_a_leak() -> None:
    page = ("<html lang='en-GB'><body><h1>Payout history</h1><p>Posted 1 June 2025</p>"
            "<p>Interim payouts are made twice a year to unit holders.</p>"
            "<p>Note: a top-up payout will be paid in connection with the rights issue announced on 20 June 2025.</p>"
            "</body></html>")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak" and "20 June 2025" in verdict.reason, verdict.reason


def test_a_modal_question_states_no_fact() -> None:
    assert _tense("Preview: Will the bank cut rates on Friday? Our view", "Friday") == "forward"
    assert _tense("Could Harlow beat forecasts on 12 June?", "12 June") == "forward"
    assert _tense("The bank cut rates on Friday.", "Friday") == "fact"
    assert _tense("Did the bank cut rates on Friday?", "Friday") == "fact"

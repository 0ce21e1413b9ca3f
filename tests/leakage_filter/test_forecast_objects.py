"""A forecast noun set by a past verb after a date ("On 16 May 2026 Acme set a new margin target of
28%") tells what happened that day, not a plan; "May" the month is no modal (`dates.tense_at`)."""

from __future__ import annotations

import pytest

from leakage_filter.dates import tense_at


def _tense(text: str, mention: str) -> tuple[str, str]:
    start = text.index(mention)
    return tense_at(text, start, start + len(mention))


@pytest.mark.parametrize(
    ("text", "mention", "cue"),
    [
        ("At its investor day on May 16, 2026, Borealis Steel set a new medium-term margin target of 21%.", "May 16, 2026", "set"),
        ("On 3 June 2026 the lender raised its full-year guidance for loan growth.", "3 June 2026", "raised"),
        ("At a briefing on JUL 9, 2026, the utility cut its dividend outlook.", "JUL 9, 2026", "cut"),
    ],
)
def test_a_forecast_set_on_a_day_is_a_fact_of_that_day(text: str, mention: str, cue: str) -> None:
    assert _tense(text, mention) == ("fact", cue)


@pytest.mark.parametrize(
    ("text", "mention"),
    [
        ("On June 3, 2026 the company will set a new margin target.", "June 3, 2026"),  # a plan
        ("In March the company set a target of 10% growth by 2028.", "2028"),  # the target's own horizon
        ("The firm expects to raise its guidance on June 3, 2026.", "June 3, 2026"),
        ("Shares may fall after results on June 3, 2026.", "June 3, 2026"),  # "may", the modal
    ],
)
def test_plans_and_horizons_stay_forward(text: str, mention: str) -> None:
    assert _tense(text, mention)[0] == "forward"


def test_the_month_may_is_no_modal() -> None:
    # the month of another date in the clause is no forward cue for the date it stands beside
    assert _tense("The board approved the payout on 20 May 2026, May 2026 figures showed.", "20 May 2026") == ("fact", "approved")
    assert _tense("The board may approve the payout on 20 May 2026.", "20 May 2026")[0] == "forward"

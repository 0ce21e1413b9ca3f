"""Later facts narrated in ways the verb lists did not govern: a forecast as the object of a past
verb ("lowered its guidance again on 22 July"), a date opening its clause with a subject and a
regular past tense ("On 28 July the regulator formally cleared the deal"), and a sentence set as a
heading (a standfirst) that mentions an "outlook" is no "Outlook" section."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE, _T = datetime(2026, 5, 26, 3, 0, tzinfo=UTC), datetime(2026, 5, 30, 22, 0, tzinfo=UTC)


def _story(body: str, standfirst: str = "") -> str:
    return ("<html lang='en-NZ'><body><article><h1>Kea Cloud raises capital</h1>"
            f"{f'<h2>{standfirst}</h2>' if standfirst else ''}<p>Kea Cloud Software said it had raised NZ$80m.</p>"
            f"<p>{body}</p></article></body></html>")


@pytest.mark.parametrize(
    "body",
    [
        "Kea lowered its guidance again on 22 July 2026, citing weaker demand.",
        "On 28 July 2026 the regulator formally cleared the deal, removing the last condition.",
    ],
)
def test_a_later_date_narrated_in_the_past_is_a_leak(body: str) -> None:
    assert judge(_story(body), t=_T, page=_PAGE).label == "leak"


def test_under_a_sentence_heading_a_later_fact_is_still_a_fact() -> None:
    standfirst = "Kea Cloud Software raised NZ$80m and kept its full-year outlook unchanged for investors."
    page = _story("On 28 July 2026 the regulator formally cleared the deal.", standfirst)
    assert judge(page, t=_T, page=_PAGE).label == "leak"


@pytest.mark.parametrize(
    "body",
    [
        "Analysts expect Kea to cut its guidance on 22 July 2026, when it reports.",
        "Kea will update its guidance on 22 July 2026.",
        "Kea cut its guidance for the year ending 31 March 2027.",
        "On 28 July 2026 the proposed merger completes, subject to court approval.",
        "On 28 July 2026 the board meets to approve the accounts.",
    ],
)
def test_the_same_words_about_a_date_still_ahead_are_clean(body: str) -> None:
    verdict = judge(_story(body), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_beat_of_consensus_is_no_date_still_ahead() -> None:
    # "10.8% ahead of consensus" compares a result with forecasts: the quarter it reports is done.
    page = _story("Kea reported revenue of NZ$712.8m for the three months to 30 June 2026, 10.8% ahead of consensus.")
    assert judge(page, t=_T, page=_PAGE).label == "leak"
    ahead = _story("Kea will report on 22 July 2026, with revenue seen in line with consensus estimates.")
    assert judge(ahead, t=_T, page=_PAGE).label == "clean"

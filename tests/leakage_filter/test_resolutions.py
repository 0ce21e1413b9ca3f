"""Minutes, resolutions and notices name later dates in the subjunctive or under a condition:
"resolved that the meeting be held on 23 July", "a final dividend, subject to approval at the annual
general meeting on 31 October". Neither is a past fact; a participle after a bare "be" never is.
"""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2026, 7, 10, 9, 0, tzinfo=UTC), datetime(2026, 7, 12, 16, 0, tzinfo=UTC)


def _minutes(sentence: str) -> str:
    return ("<html lang='en-AU'><body><article><h1>Minutes: Audit Committee</h1><p>Meeting held Thursday 9 July 2026.</p>"
            f"<p>The minutes of the previous meeting were confirmed.</p><p>{sentence}</p></article></body></html>")


def test_a_subjunctive_schedule_is_not_a_fact() -> None:
    for sentence in (
        "Resolved that the budget be adopted and that the rate-setting meeting be held on 23 July 2026.",
        "The board recommends that the dividend be paid on 30 July 2026.",
    ):
        verdict = judge(_minutes(sentence), t=_T, page=_PAGE)
        assert verdict.label == "clean", (sentence, verdict.reason)


def test_a_condition_still_to_be_met_is_not_a_fact() -> None:
    sentence = ("The board recommends a final dividend of 7.36 cents per share, subject to approval at the annual "
                "general meeting on 31 July 2026.")
    verdict = judge(_minutes(sentence), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_past_tense_of_the_same_verbs_still_states_a_fact() -> None:
    for sentence in (
        "The rate-setting meeting was held on 23 July 2026 and approved the budget.",
        "Shareholders approved the final dividend of 7.36 cents at the annual general meeting held on 31 July 2026.",
    ):
        verdict = judge(_minutes(sentence), t=_T, page=_PAGE)
        assert verdict.label != "clean", sentence

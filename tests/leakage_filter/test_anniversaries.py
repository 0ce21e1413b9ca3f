"""Phrases that say whole years have passed since a dated event (`anniversaries`): written on or
after the anniversary, so a leak when that day is after t; one that looks ahead to the day, or
whose anniversary is past, dates nothing later than t. t is 30 September 2025 (conftest)."""

from __future__ import annotations

import pytest

from leakage_filter.anniversaries import anniversary_claims

from .conftest import judge


def page(paragraph: str, *more: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in (paragraph, *more))
    return f"<html lang='en-GB'><body><article><h1>Quarry Lane</h1>{body}</article></body></html>"


@pytest.mark.parametrize("sentence", [
    "Quarry Lane Foods marks one year since its 14 October 2024 flotation, with the shares up 9%.",
    "Two years to the day after its 3 October 2023 spin-off, Quarry Lane rang the opening bell.",
    "Three years on from the 20 October 2022 buyout: what changed at Quarry Lane.",
    "Quarry Lane celebrated the first anniversary of its 15/10/2024 listing with a special dividend.",
    "Staff gathered for the 2nd anniversary of the 3 October 2023 relaunch.",
])
def test_an_anniversary_after_t_of_a_dated_event_is_a_leak(sentence: str) -> None:
    assert judge(page(sentence)).label == "leak"


@pytest.mark.parametrize("sentence", [
    # the anniversary already past at t
    "Quarry Lane Foods marks one year since its 14 August 2024 flotation, with the shares up 9%.",
    "Quarry Lane celebrated the first anniversary of its 15/09/2024 listing with a special dividend.",
    # looking ahead to the day, or a span short of whole years
    "Quarry Lane plans a dividend ahead of the first anniversary of its 15/10/2024 listing.",
    "The board will mark one year since its 14 October 2024 flotation with an investor day.",
    "Less than a year after its 14 October 2024 flotation, Quarry Lane has doubled its staff.",
])
def test_a_past_or_coming_anniversary_is_not(sentence: str) -> None:
    assert judge(page(sentence)).label == "clean"


def test_an_anniversary_of_an_event_the_page_dates_elsewhere() -> None:
    dated = "The merger with Pell Brothers, which closed on 6 October 2024, doubled the group's size."
    claim = "On the first anniversary of the merger, Quarry Lane said the integration was complete."
    assert judge(page(dated, claim)).label == "leak"
    assert judge(page(dated.replace("6 October", "6 September"), claim)).label == "clean"
    # two dates for the event: which one counts is unknown, nothing is read
    twice = "The merger was agreed on 2 May 2024; the merger closed on 6 October 2024."
    assert judge(page(twice, claim)).label == "clean"
    # a name after "since" says who, not which event: another sentence naming it dates no anniversary
    named = "Quarry Lane opened its Leeds depot on 14 October 2023."
    assert judge(page(named, "It is two years since Quarry Lane completed its last acquisition.")).label == "clean"


def test_the_claims_read() -> None:
    (claim,) = anniversary_claims("It marks the 10th anniversary of the merger.")
    assert (claim.years, claim.noun, claim.slack_days) == (10, "merger", 1)
    (exact,) = anniversary_claims("A year to the day after its 3 May 2024 listing.")
    assert (exact.years, exact.slack_days) == (1, 0)
    assert anniversary_claims("Nearly a year after its 3 May 2024 listing, it is profitable.") == []

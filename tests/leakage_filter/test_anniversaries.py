"""Phrases that say whole years have passed since a dated event (`anniversaries`): written on or
after the anniversary, so a leak when that day is after t; one that looks ahead to the day, or
whose anniversary is past, dates nothing later than t. t is 30 September 2025 (conftest)."""

from __future__ import annotations

from datetime import UTC, datetime

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


_PAGE = datetime(2025, 5, 14, 9, 0, tzinfo=UTC)
_BEFORE = datetime(2025, 5, 16, 12, 0, tzinfo=UTC)  # before the anniversary, 19 May 2025
_AFTER = datetime(2025, 5, 22, 12, 0, tzinfo=UTC)


def _page(body: str, lang: str = "en") -> str:
    return f"<html lang='{lang}'><body><article><h1>Orbit Labs</h1>{body}</article></body></html>"


ENGLISH = _page(
    "<p>The merger with Harbour Kits, which closed on 19 May 2024, remains the company's largest deal.</p>"
    "<p>On the first anniversary of the merger, Orbit Labs said the strike at its plant had ended.</p>"
)
JAPANESE = _page(
    "<p>2024年5月19日に完了したハーバー社との経営統合は、いまも同社最大の案件だ。</p>"
    "<p>経営統合から満1年を迎えたその日、オービット社は通期の売上高見通しを下方修正した。</p>",
    lang="ja",
)


def test_an_anniversary_told_as_done_dates_the_writing() -> None:
    for html in (ENGLISH, JAPANESE):
        verdict = judge(html, t=_BEFORE, page=_PAGE)
        assert verdict.label == "leak" and "written_after_t" in verdict.reason
        assert judge(html, t=_AFTER, page=_PAGE).label == "clean"


def test_an_anniversary_still_ahead_or_of_an_undated_event_is_no_leak() -> None:
    ahead = ENGLISH.replace("On the first anniversary of the merger, Orbit Labs said the strike at its plant had ended.",
                            "Orbit Labs will mark the first anniversary of the merger with a new plant.")
    assert judge(ahead, t=_BEFORE, page=_PAGE).label == "clean"
    undated = ENGLISH.replace(", which closed on 19 May 2024,", "")
    assert judge(undated, t=_BEFORE, page=_PAGE).label == "clean"
    assert [a.years for a in anniversary_claims("合併から2年となった日、")] == [2]
    assert anniversary_claims("経営統合から1年を迎える5月、") == []  # "will reach": still ahead

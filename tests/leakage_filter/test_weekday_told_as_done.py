"""A bare weekday right after a verb that tells it as done ("said on Saturday", "was filed on
Monday") is the one before the page's date, however far back; without such a verb a weekday five
or more days back may still be the coming one (both readings kept)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates

from .conftest import judge

_THURSDAY = date(2025, 3, 13)


def _readings(text: str) -> tuple[date, date]:
    (mention,) = find_dates(text, anchor=_THURSDAY)
    return mention.earliest, mention.day


def test_a_weekday_told_as_done_is_the_past_one() -> None:
    assert _readings("Brackenfield Dairy said on Saturday that it had sold its cheese unit.") == (date(2025, 3, 8), date(2025, 3, 8))
    assert _readings("The claim was filed on Friday in the High Court.")[1] == date(2025, 3, 7)


def test_a_far_weekday_without_such_a_verb_keeps_both_readings() -> None:
    assert _readings("Shareholders vote on Saturday.") == (date(2025, 3, 8), date(2025, 3, 15))


def test_a_reference_page_edited_before_t_is_clean() -> None:
    page = (
        "<html lang='en'><body><article><h1>Brackenfield Dairy</h1><p>Brackenfield Dairy is a listed food group. "
        "Brackenfield Dairy said on Saturday that it had sold its cheese unit for $120 million.</p></article></body></html>"
    )
    edited = datetime(2025, 3, 13, 18, 0, tzinfo=UTC)
    verdict = judge(page, t=datetime(2025, 3, 15, 9, 0, tzinfo=UTC), page=edited)
    assert verdict.label == "clean", verdict.reason


def _filing(line: str) -> str:
    return (
        "<html lang='en-GB'><body><article><h1>Filing history: Ashcombe Timber Ltd</h1>"
        f"<p>{line}</p><p>The company files its returns on time.</p></article></body></html>"
    )


def test_a_day_without_a_year_told_as_done_months_after_the_page_stays_a_possible_later_fact() -> None:
    # On a July page, "filed on 31 December" may be last December or a later fact under an old
    # stamp; the two readings are genuinely open, so the one that could leak decides (fail closed):
    # before its day ends, rejected; after it, that later fact dates the version before t.
    filing = _filing("Full accounts made up to 31 December were filed.")
    verdict = judge(filing, t=datetime(2025, 12, 20, tzinfo=UTC), page=datetime(2025, 7, 18, tzinfo=UTC))
    assert verdict.label != "clean", verdict.reason
    assert judge(filing, t=datetime(2026, 1, 20, tzinfo=UTC), page=datetime(2025, 7, 18, tzinfo=UTC)).label == "clean"


def test_a_day_without_a_year_looked_forward_to_stays_the_coming_one() -> None:
    verdict = judge(_filing("The next accounts will be made up to 31 December."), t=datetime(2025, 7, 20, tzinfo=UTC),
                    page=datetime(2025, 7, 18, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason
    # a fact dated days after the page stays a later fact under an earlier stamp
    later = judge(_filing("The shares jumped on 24 July."), t=datetime(2025, 7, 20, tzinfo=UTC), page=datetime(2025, 7, 18, tzinfo=UTC))
    assert later.label != "clean", later.reason

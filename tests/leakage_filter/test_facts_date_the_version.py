"""A fact the content tells as done after the page's own date dates this version (`rules`): the
version was written no earlier than the fact, so it is known from the end of the fact's day (in
the westernmost zone that day could be in) or from its instant when it has a time and a zone; the
later reading of an ambiguous date decides. Before t the page is fine; at a t before the fact (or
on its day, still under way somewhere) it is rejected."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

STATED = datetime(2025, 6, 2, 9, 0, tzinfo=UTC)  # the page's own date


def _page(*paragraphs: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Harbour Mills</title></head><body>"
        f"<main><article><h1>Harbour Mills weighs a sale of its paper unit</h1>{body}</article></main></body></html>"
    )


LATER_FACT = _page(
    "Harbour Mills has been looking for a buyer for its paper unit since the spring.",
    "Shareholders approved the disposal at a meeting on 18 June 2025, the company said.",
)


def test_a_later_fact_before_t_is_fine() -> None:
    verdict = judge(LATER_FACT, t=datetime(2025, 7, 1, tzinfo=UTC), page=STATED)
    assert verdict.label == "clean", verdict.reason


def test_the_same_page_at_a_t_before_the_fact_is_rejected() -> None:
    verdict = judge(LATER_FACT, t=datetime(2025, 6, 10, tzinfo=UTC), page=STATED)
    assert verdict.label != "clean" and "fact_date_after_t" in verdict.reason, verdict.reason


def test_a_t_on_the_facts_own_day_is_rejected() -> None:
    # 18 June is still under way in UTC-12 at 20:00 UTC: the version may be later than t
    verdict = judge(LATER_FACT, t=datetime(2025, 6, 18, 20, 0, tzinfo=UTC), page=STATED)
    assert verdict.label != "clean", verdict.reason
    assert judge(LATER_FACT, t=datetime(2025, 6, 19, 12, 30, tzinfo=UTC), page=STATED).label == "clean"


def test_a_later_fact_with_its_instant_is_known_from_that_instant() -> None:
    timed = _page("Harbour Mills announced the sale of its paper unit on 18 June 2025 at 14:30 UTC.")
    assert judge(timed, t=datetime(2025, 6, 18, 15, 0, tzinfo=UTC), page=STATED).label == "clean"
    assert judge(timed, t=datetime(2025, 6, 18, 14, 0, tzinfo=UTC), page=STATED).label != "clean"


def test_an_ambiguous_numeric_fact_is_read_at_its_later_reading() -> None:
    # 05/07/2025: 7 May or 5 July; the page says nothing of its day order
    two_way = _page("Harbour Mills closed the sale of its paper unit on 05/07/2025, the company said.")
    stated = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)
    assert judge(two_way, t=datetime(2025, 6, 1, tzinfo=UTC), page=stated).label != "clean"  # 5 July is after t
    assert judge(two_way, t=datetime(2025, 7, 10, tzinfo=UTC), page=stated).label == "clean"  # both readings before t

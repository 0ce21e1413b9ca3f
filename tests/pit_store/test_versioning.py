"""The versioning rule on its own (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.errors import InputError
from pit_store.versioning import Candidate, Existing, SingleValued, current_at, plan_versions

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def day(n: int) -> datetime:
    return T0 + timedelta(days=n)


def test_first_versions_are_original_and_numbered_in_known_order() -> None:
    plan = plan_versions(
        [Candidate(0, "e", day(5), "b", None), Candidate(1, "e", day(1), "a", None)], {}, "amendment"
    )
    assert [(p.index, p.version, p.kind, p.supersedes) for p in plan] == [(1, 1, "original", None), (0, 2, "amendment", 1)]


def test_exact_duplicate_and_unchanged_content_add_nothing() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1)]}
    assert plan_versions([Candidate(0, "e", day(1), "a", None)], existing, "amendment") == []
    # A later capture of unchanged content is no new knowledge.
    assert plan_versions([Candidate(0, "e", day(9), "a", None)], existing, "amendment") == []


def test_value_that_changes_back_is_a_new_version() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1), Existing(2, day(2), "b", 2)]}
    plan = plan_versions([Candidate(0, "e", day(3), "a", None)], existing, "amendment")
    assert [(p.version, p.supersedes) for p in plan] == [(3, 2)]


def test_backfill_earlier_than_everything_is_kept() -> None:
    existing = {"e": [Existing(1, day(10), "new", 1)]}
    plan = plan_versions([Candidate(0, "e", day(2), "old", None)], existing, "amendment")
    assert [(p.version, p.kind, p.supersedes) for p in plan] == [(2, "original", None)]


def test_conflicting_drafts_at_one_instant_in_one_batch_are_an_error() -> None:
    with pytest.raises(InputError, match="same instant"):
        plan_versions([Candidate(0, "e", day(1), "a", None), Candidate(1, "e", day(1), "b", None)], {}, "amendment")


def test_single_valued_change_is_a_correction_known_later_whatever_the_draft_says() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1)]}
    # The draft claims an earlier instant (say, a smaller latency): the claim is not taken.
    plan = plan_versions([Candidate(0, "e", day(0), "b", None)], existing, "correction", single_valued=SingleValued(day(3)))
    assert [(p.version, p.kind, p.supersedes, p.known_at, p.corrected) for p in plan] == [(2, "correction", 1, day(3), True)]
    with pytest.raises(InputError, match="correction must become known later"):
        plan_versions([Candidate(0, "e", day(5), "b", None)], existing, "correction", single_valued=SingleValued(day(1)))


def test_single_valued_same_value_adds_nothing_whatever_its_known_at() -> None:
    existing = {"e": [Existing(1, day(2), "a", 1)]}
    for known in (day(0), day(2), day(9)):
        assert plan_versions([Candidate(0, "e", known, "a", None)], existing, "correction", single_valued=SingleValued(day(3))) == []


def test_single_valued_backfill_keeps_the_earlier_known_at_and_says_so() -> None:
    existing = {"e": [Existing(1, day(2), "a", 1)]}
    rule = SingleValued(day(3), backfill=True)
    plan = plan_versions([Candidate(0, "e", day(1), "b", None)], existing, "correction", single_valued=rule)
    assert [(p.kind, p.known_at, p.backfill, p.corrected) for p in plan] == [("correction", day(1), True, False)]


def test_single_valued_slots_are_separate_values_each_evidence_of_its_own_time() -> None:
    existing = {"e": [Existing(1, day(5), "a", 1, "vintage:2")]}
    rule = SingleValued(day(9))
    # An older vintage ingested late keeps its own instant, as a document capture does.
    plan = plan_versions([Candidate(0, "e", day(1), "b", None, "vintage:1")], existing, "amendment", single_valued=rule)
    assert [(p.kind, p.known_at) for p in plan] == [("original", day(1))]
    plan = plan_versions([Candidate(0, "e", day(5), "c", None, "vintage:2")], existing, "amendment", single_valued=rule)
    assert [(p.kind, p.known_at, p.supersedes) for p in plan] == [("correction", day(9), 1)]


def test_unknown_known_at_is_a_duplicate_only_of_the_same_content() -> None:
    existing = {"e": [Existing(1, None, "a", 1)]}
    assert plan_versions([Candidate(0, "e", None, "a", None)], existing, "amendment") == []
    assert len(plan_versions([Candidate(0, "e", None, "b", None)], existing, "amendment")) == 1


def test_current_at_breaks_ties_by_recorded_seq() -> None:
    versions = [Existing(1, day(1), "a", 5), Existing(2, day(1), "b", 7), Existing(3, day(4), "c", 8)]
    assert current_at(versions, day(2)).version == 2  # type: ignore[union-attr]
    assert current_at(versions, day(0)) is None


def test_a_silent_edit_is_known_from_when_it_was_seen() -> None:
    # The page showed "a" when captured on day 3; a capture on day 20 shows "b" under the same
    # byline (day 1). "b" cannot have been public on day 1: it is known from day 20.
    existing = {"e": [Existing(1, day(1), "a", 1, witnessed_at=day(3))]}
    plan = plan_versions([Candidate(0, "e", day(1), "b", None, witnessed_at=day(20), captured=True)], existing, "amendment")
    assert [(p.version, p.known_at, p.supersedes) for p in plan] == [(2, day(20), 1)]
    # Re-reading the same capture adds nothing.
    stored = {"e": [*existing["e"], Existing(2, day(20), "b", 2, witnessed_at=day(20))]}
    assert plan_versions([Candidate(0, "e", day(1), "b", None, witnessed_at=day(20), captured=True)], stored, "amendment") == []


def test_an_update_stamp_after_the_earlier_capture_keeps_its_time() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1, witnessed_at=day(3))]}
    plan = plan_versions([Candidate(0, "e", day(10), "b", None, witnessed_at=day(20))], existing, "amendment")
    assert [p.known_at for p in plan] == [day(10)]


def test_a_file_stored_without_a_capture_contradicts_nothing() -> None:
    # Two crawl files without capture times: storing one first says nothing about when the live
    # page showed it, so the second keeps its own (update) date.
    plan = plan_versions([Candidate(0, "e", day(1), "a", None, witnessed_at=day(300)),
                          Candidate(1, "e", day(2), "b", None, witnessed_at=day(300))], {}, "amendment")
    assert [p.known_at for p in plan] == [day(1), day(2)]
    # Not captured, contradicted by a capture: known from when it was stored.
    existing = {"e": [Existing(1, day(1), "a", 1, witnessed_at=day(3))]}
    plan = plan_versions([Candidate(0, "e", day(1), "b", None, witnessed_at=day(300))], existing, "amendment")
    assert [p.known_at for p in plan] == [day(300)]


def test_an_archive_capture_witnessed_before_the_stored_one_keeps_its_dates() -> None:
    # Ingested late, but seen first: nothing witnessed before it contradicts its byline.
    existing = {"e": [Existing(1, day(1), "b", 1, witnessed_at=day(20))]}
    plan = plan_versions([Candidate(0, "e", day(1), "a", None, witnessed_at=day(3))], existing, "amendment")
    assert [p.known_at for p in plan] == [day(1)]


def test_kinds_without_witnesses_follow_their_own_dates() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1)]}
    plan = plan_versions([Candidate(0, "e", day(1) + timedelta(hours=1), "b", None)], existing, "amendment")
    assert [p.known_at for p in plan] == [day(1) + timedelta(hours=1)]


@given(st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 30), st.integers(0, 40)), min_size=1, max_size=8))
def test_no_content_is_claimed_public_while_the_page_was_seen_showing_another(captures: list[tuple[str, int, int]]) -> None:
    # Captures ingested one crawl at a time, in the order they were seen; a stated date never
    # after the capture (the ingest caps it there).
    history: dict[str, list[Existing]] = {}
    seq = 0
    for content, stated, seen in sorted(captures, key=lambda c: c[2]):
        known = min(stated, seen)
        for planned in plan_versions([Candidate(0, "e", day(known), content, None, witnessed_at=day(seen), captured=True)],
                                     history, "amendment"):
            seq += 1
            history.setdefault("e", []).append(Existing(planned.version, planned.known_at, content, seq, witnessed_at=day(seen)))
    stored = history.get("e", [])
    for version in stored:
        assert version.known_at is not None and version.witnessed_at is not None
        others = [v.witnessed_at for v in stored if v.content_hash != version.content_hash and v.witnessed_at is not None]
        assert not any(version.known_at <= w < version.witnessed_at for w in others)

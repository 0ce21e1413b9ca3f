"""The versioning rule on its own (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from engine.errors import InputError
from pit_store.versioning import Candidate, Existing, current_at, plan_versions

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


def test_price_revision_needs_a_later_known_at() -> None:
    existing = {"e": [Existing(1, day(1), "a", 1)]}
    with pytest.raises(InputError, match="correction must say when"):
        plan_versions([Candidate(0, "e", day(1), "b", None)], existing, "correction", revisions_need_later_known_at=True)
    plan = plan_versions([Candidate(0, "e", day(2), "b", None)], existing, "correction", revisions_need_later_known_at=True)
    assert [(p.version, p.kind) for p in plan] == [(2, "correction")]


def test_unknown_known_at_is_a_duplicate_only_of_the_same_content() -> None:
    existing = {"e": [Existing(1, None, "a", 1)]}
    assert plan_versions([Candidate(0, "e", None, "a", None)], existing, "amendment") == []
    assert len(plan_versions([Candidate(0, "e", None, "b", None)], existing, "amendment")) == 1


def test_current_at_breaks_ties_by_recorded_seq() -> None:
    versions = [Existing(1, day(1), "a", 5), Existing(2, day(1), "b", 7), Existing(3, day(4), "c", 8)]
    assert current_at(versions, day(2)).version == 2  # type: ignore[union-attr]
    assert current_at(versions, day(0)) is None

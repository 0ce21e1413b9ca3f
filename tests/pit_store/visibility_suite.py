"""Visibility through supersession facts equals the rule it implements, on random version histories.

The reference is the rule written directly: a version is visible at (t, pin) when it is known by
t, recorded by the pin, and no other version of its entity known by t and recorded by the pin comes
later in the as-of order (a NOT EXISTS per version, what the store ran before migration 0007).
Written once; test_visibility_sqlite.py and test_visibility_postgres.py run it on each backend.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import and_, exists, or_, select, text

from pit_store import supersession
from pit_store.as_of import Cutoff, visible_versions
from pit_store.records import RecordDraft
from pit_store.schema import records, supersessions
from pit_store.store import PitStore
from pit_store.verify import verify_store

T0 = datetime(2024, 1, 1, tzinfo=UTC)
PROPERTY = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow],
)
# A version: (entity number, known_at in days or None, retraction?). Few days, so ties are common.
VERSION = st.tuples(st.integers(0, 2), st.one_of(st.none(), st.integers(0, 6)), st.booleans())
# One batch holds one version per entity and instant (the store refuses two); ties come across batches.
HISTORY = st.lists(st.lists(VERSION, min_size=1, max_size=5, unique_by=lambda v: (v[0], v[1])), min_size=1, max_size=5)


def reference(prefix: str, at: Cutoff) -> Any:
    """The as-of rule as a NOT EXISTS over the entity's other versions."""
    newer = records.alias("newer")
    v = records
    return select(v.c.entity_id, v.c.recorded_seq).where(
        v.c.entity_id.like(prefix + "%"),
        v.c.known_at.is_not(None), v.c.known_at <= at.cut, v.c.recorded_seq <= at.pin,
        ~exists().where(
            newer.c.entity_id == v.c.entity_id, newer.c.known_at.is_not(None), newer.c.known_at <= at.cut,
            newer.c.recorded_seq <= at.pin,
            or_(newer.c.known_at > v.c.known_at,
                and_(newer.c.known_at == v.c.known_at, newer.c.recorded_seq > v.c.recorded_seq)),
        ),
    )


def draft(prefix: str, entity: int, known: int | None, retraction: bool) -> RecordDraft:
    return RecordDraft(
        record_type="document", entity_id=f"{prefix}{entity}", source="test",
        known_at=None if known is None else T0 + timedelta(days=known),
        kind="retraction" if retraction else None,  # type: ignore[arg-type]
        payload={"url": f"https://x.example/{prefix}{entity}", "title": "t", "text": uuid.uuid4().hex},
    )


class VisibilitySuite:
    """Behaviour every backend must show. Subclasses provide the `store_url` fixture."""

    @PROPERTY
    @given(history=HISTORY, probes=st.lists(st.tuples(st.integers(-1, 7), st.sampled_from([-1, 0, 1]), st.integers(0, 99)), min_size=1, max_size=12))
    def test_facts_give_the_visible_version_at_every_t_and_pin(
        self, store: PitStore, history: list[list[tuple[int, int | None, bool]]], probes: list[tuple[int, int, int]]
    ) -> None:
        prefix = f"doc:{uuid.uuid4().hex[:8]}:"
        positions = [store.position()]
        for batch in history:
            store.append([draft(prefix, *version) for version in batch], source="test")
            positions.append(store.position())
        with store.engine.connect() as connection:
            for days, nudge, pin_pick in probes:
                at = Cutoff(t=T0 + timedelta(days=days, microseconds=nudge), pin=positions[pin_pick % len(positions)])
                query = visible_versions("document", at, records.c.entity_id.like(prefix + "%"), include_retractions=True)
                ours = sorted((row.entity_id, row.recorded_seq) for row in connection.execute(query))
                theirs = sorted(tuple(row) for row in connection.execute(reference(prefix, at)))
                assert ours == theirs, (at, ours, theirs)

    def test_a_backfill_known_before_version_1_adds_facts_and_changes_nothing_stored(self, store: PitStore) -> None:
        store.append([draft("doc:b", 0, 3, False)], source="test")
        with store.engine.connect() as connection:
            before = connection.execute(text("SELECT * FROM supersessions")).all()
        assert before == []
        store.append([draft("doc:b", 0, 1, False)], source="test")  # known two days before version 1
        with store.engine.connect() as connection:
            rows = connection.execute(text("SELECT recorded_seq, by_seq FROM supersessions")).all()
        assert [tuple(row) for row in rows] == [(2, 2)]  # version 2 ends where version 1 begins
        for days, seq in ((0, None), (1, 2), (2, 2), (3, 1), (9, 1)):
            at = Cutoff(t=T0 + timedelta(days=days), pin=2)
            with store.engine.connect() as connection:
                found = [row.recorded_seq for row in connection.execute(visible_versions("document", at))]
            assert found == ([] if seq is None else [seq])
        assert verify_store(store).ok

    def test_the_facts_are_a_replay_of_the_versions_in_recorded_order(self, store: PitStore) -> None:
        for known in (5, 1, 3, None, 3, 0):
            store.append([draft("doc:m", 0, known, False), draft("doc:n", 1, known, known == 3)], source="test")
        with store.engine.connect() as connection:
            stored = sorted(tuple(r) for r in connection.execute(
                select(supersessions.c.recorded_seq, supersessions.c.by_seq, supersessions.c.superseded_at)))
            replayed = supersession.facts({}, [tuple(r) for r in connection.execute(
                select(records.c.entity_id, records.c.known_at, records.c.recorded_seq))])
        assert stored == sorted((f["recorded_seq"], f["by_seq"], f["superseded_at"]) for f in replayed)
        # Per entity, known 5, 1, 3, (undated), 3, 0: one row, then two, two and one (its own, before 1).
        assert len(stored) == 12

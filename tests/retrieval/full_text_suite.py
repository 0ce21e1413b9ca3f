"""Search through the narrow entries and supersession facts ranks exactly as the plain reference.

The reference reads only the wide rows (`records`, `search_docs`), with the as-of rule as a NOT
EXISTS among the entity's versions and as the facts over `records` (the statement before migration
0008), and `search_only`'s latest-recorded rule over `records`. On random histories of page versions
(backfills known before version 1, ties, undated versions, retractions) at random t and pins: the
same versions, the same scores (visible-only statistics), the same order and the same match count.
Written once; run on SQLite (FTS5) and PostgreSQL.
"""

from __future__ import annotations

import math
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import BigInteger, Connection, bindparam, select

from bench.search import not_exists_rule
from pit_store.as_of import Cutoff, is_latest_recorded, visible_at
from pit_store.records import RecordDraft
from pit_store.schema import records
from pit_store.search_index import quote_lexeme
from pit_store.store import PitStore
from retrieval.full_text import Admission, Rule, hits_query, ranked, ranked_rows

T0 = datetime(2024, 1, 1, tzinfo=UTC)
WORDS = ["alpha", "beta", "gamma", "delta"]
PROPERTY = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors, HealthCheck.too_slow],
)
# A version: (entity, known_at in days or None, retraction?, words of its text).
VERSION = st.tuples(
    st.integers(0, 3), st.one_of(st.none(), st.integers(0, 5)), st.sampled_from([False, False, False, True]),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=6),
)
HISTORY = st.lists(st.lists(VERSION, min_size=1, max_size=5, unique_by=lambda v: (v[0], v[1])), min_size=1, max_size=4)


CUT = bindparam("cut", type_=records.c.known_at.type)
PIN = bindparam("pin", type_=BigInteger())
# The narrow search's rules read from the wide rows instead (the statements before migration 0008).
WIDE_FACTS = Rule(version=lambda v: visible_at(v, CUT, PIN, record_type="document") & (v.c.kind != "retraction"), narrow=False)
WIDE_LATEST = Rule(version=lambda v: is_latest_recorded(v, PIN, record_type="document") & (v.c.kind != "retraction"),
                   narrow=False)


def _reference(connection: Connection, rule: Rule, terms: list[str], at: Cutoff) -> tuple[list[tuple[int, float]], int]:
    """`ranked` through `rule`'s statement, built and run by SQLAlchemy on every call."""
    values: dict[str, Any] = {f"term_{i}": term for i, term in enumerate(terms)} | {"limit": 50, "cut": at.cut, "pin": at.pin}
    if connection.dialect.name == "postgresql":
        values["tsquery"] = " | ".join(quote_lexeme(t) for t in terms)
    rows = connection.execute(hits_query(connection.dialect.name, len(terms), rule), values).all()
    return [(int(r.recorded_seq), float(r.score)) for r in rows], int(rows[0].matched) if rows else 0


def _assert_rows_carry_their_versions(
    connection: Connection, terms: list[str], admission: Admission, at: Cutoff, expected: tuple[list[tuple[int, float]], int]
) -> None:
    """`ranked_rows` with columns ranks as `ranked` does, and each row carries its own version's columns."""
    columns = (records.c.entity_id, records.c.version, records.c.payload)
    for limit in (1, 3, 50):
        rows, matched = ranked_rows(connection, terms, admission, at, limit, columns)
        assert ([(int(r[0]), float(r[1])) for r in rows], matched) == (expected[0][:limit], expected[1])
        for row in rows:
            stored = connection.execute(select(*columns).where(records.c.recorded_seq == row[0])).one()
            assert tuple(row[3:]) == tuple(stored), row[0]


class FullTextSuite:
    """Behaviour every backend must show. Subclasses provide the `store_url` fixture."""

    @PROPERTY
    @given(history=HISTORY, probes=st.lists(
        st.tuples(st.integers(-1, 6), st.integers(0, 99), st.lists(st.sampled_from(WORDS), min_size=1, max_size=3, unique=True)),
        min_size=1, max_size=6,
    ))
    def test_narrow_ranking_equals_the_reference_over_the_wide_rows(
        self, store: PitStore, history: list[list[tuple[int, int | None, bool, list[str]]]],
        probes: list[tuple[int, int, list[str]]],
    ) -> None:
        # Each example gets its own words, so earlier examples' pages never match.
        tag = uuid.uuid4().hex[:6]
        positions = [store.position()]
        for batch in history:
            store.append([
                RecordDraft(
                    record_type="document", entity_id=f"doc:{tag}:{entity}", source="test",
                    known_at=None if known is None else T0 + timedelta(days=known),
                    kind="retraction" if retraction else None,  # type: ignore[arg-type]
                    payload={"url": f"https://x.example/{tag}/{entity}", "title": "",
                             "text": " ".join(f"{w}{tag}" for w in words) + f" {uuid.uuid4().hex}"},
                )
                for entity, known, retraction, words in batch
            ], source="test")
            positions.append(store.position())
        with store.engine.connect() as connection:
            for days, pin_pick, words in probes:
                at = Cutoff(t=T0 + timedelta(days=days, hours=12 * (pin_pick % 2)), pin=positions[pin_pick % len(positions)])
                terms = [f"{w}{tag}" for w in words]
                ours = ranked(connection, terms, "as_of", at, 50)
                # The plain reference reads only `records` and `search_docs`: never the narrow entries.
                assert ours == _reference(connection, not_exists_rule(at), terms, at), (at, terms)
                assert ours == _reference(connection, WIDE_FACTS, terms, at), (at, terms)
                latest = _reference(connection, WIDE_LATEST, terms, at)
                assert ranked(connection, terms, "latest_recorded", at, 50) == latest, (at, terms)
                for admission, expected in (("as_of", ours), ("latest_recorded", latest)):
                    _assert_rows_carry_their_versions(connection, terms, admission, at, expected)

    def test_scores_are_bm25_over_the_versions_visible_at_t(self, store: PitStore) -> None:
        """Hand-computed BM25 (k1 = 1.2, b = 0.75) whose statistics count only what is visible at t:
        a page known later and a superseded version change neither the scores nor the match count."""
        tag = uuid.uuid4().hex[:6]

        def draft(entity: str, days: int, text: str) -> RecordDraft:
            words = " ".join(f"{w}{tag}" for w in text.split())
            return RecordDraft(record_type="document", entity_id=f"doc:{tag}:{entity}", source="test",
                               known_at=T0 + timedelta(days=days), payload={"url": f"https://x.example/{entity}",
                                                                             "title": "", "text": words})

        store.append([draft("a", 1, "ant ant bee cow"), draft("b", 2, "ant dog"), draft("c", 3, "bee bee bee eel fox"),
                      draft("d", 10, "ant ant ant ant")], source="test")
        store.append([draft("a", 4, "ant bee")], source="test")  # version 2 of a, visible from day 4
        seq = {v.entity_id.rsplit(":", 1)[1] + str(v.version): v.recorded_seq
               for e in "abcd" for v in store.history(f"doc:{tag}:{e}")}

        def bm25(tf: int, length: int, n: int, df: int, avgdl: float) -> float:
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            return idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / avgdl))

        terms, pin = [f"ant{tag}", f"bee{tag}"], store.position()
        with store.engine.connect() as connection:
            # Day 5: a2 "ant bee" (2 terms), b "ant dog" (2), c "bee bee bee eel fox" (5); d is not known yet.
            got, matched = ranked(connection, terms, "as_of", Cutoff(t=T0 + timedelta(days=5), pin=pin), 10)
            expected = {
                seq["a2"]: bm25(1, 2, 3, 2, 3.0) + bm25(1, 2, 3, 2, 3.0),
                seq["b1"]: bm25(1, 2, 3, 2, 3.0),
                seq["c1"]: bm25(3, 5, 3, 2, 3.0),
            }
            assert matched == 3
            assert got == sorted(((s, round(v, 9)) for s, v in expected.items()), key=lambda item: (-item[1], item[0]))
            # Day 2: a1 "ant ant bee cow" (4 terms) and b (2); ant in both, bee in one.
            got, matched = ranked(connection, terms, "as_of", Cutoff(t=T0 + timedelta(days=2), pin=pin), 10)
            expected = {
                seq["a1"]: bm25(2, 4, 2, 2, 3.0) + bm25(1, 4, 2, 1, 3.0),
                seq["b1"]: bm25(1, 2, 2, 2, 3.0),
            }
            assert matched == 2
            assert got == sorted(((s, round(v, 9)) for s, v in expected.items()), key=lambda item: (-item[1], item[0]))

"""The store suite: every behaviour of the point-in-time store, written once.

Each backend subclasses `StoreSuite` and provides a `store_url` fixture (see test_store_sqlite.py and
test_store_postgres.py), as in pyeventsourcing's one-suite-many-recorders pattern.
"""

from __future__ import annotations

import threading
import uuid
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from engine.errors import InputError, NaiveDatetimeError
from pit_store import store as store_module
from pit_store.as_of import (
    cutoff,
    documents_as_of,
    entity_as_of,
    events_as_of,
    macro_as_of,
    price_as_of,
    price_history_as_of,
    prices_as_of,
)
from pit_store.memo import Memo, memo_key
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from pit_store.verify import verify_store

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def macro(entity: str, known: datetime | None, value: float, **extra: Any) -> RecordDraft:
    return RecordDraft(
        record_type="macro", entity_id=entity, known_at=known, source="test",
        payload={"series": extra.pop("series", "CPI"), "value": value}, **extra,
    )


def bars(symbol: str, sessions: list[date], close: float, *, hour: int = 21, latency: timedelta = timedelta(0)) -> pa.Table:
    rows = []
    for line, session in enumerate(sessions, start=2):
        closes_at = datetime(session.year, session.month, session.day, hour, tzinfo=UTC)
        rows.append(
            dict(symbol=symbol, interval="1d", session=session, event_time=closes_at, known_at=closes_at + latency,
                 open=close, high=close + 1, low=close - 1, close=close, adj_close=close, volume=100.0,
                 calendar="XNYS", line=line)
        )
    return pa.Table.from_pylist(rows, schema=INPUT_SCHEMA)


class StoreSuite:
    """Behaviour every backend must show. Subclasses provide the `store_url` fixture."""

    # -- appending and versions ---------------------------------------------------------------

    def test_append_numbers_versions_and_sequences(self, store: PitStore) -> None:
        report = store.append([macro("m:1", day(1), 1.0), macro("m:1", day(2), 1.1), macro("m:2", day(1), 5.0)], source="f")
        assert (report.added, report.first_seq, report.last_seq) == (3, 1, 3)
        history = store.history("m:1")
        assert [(v.version, v.kind, v.supersedes) for v in history] == [(1, "original", None), (2, "amendment", 1)]
        assert all(v.recorded_at.tzinfo is not None for v in history)
        assert store.position() == 3

    def test_reingesting_the_same_batch_adds_nothing(self, store: PitStore) -> None:
        drafts = [macro("m:1", day(1), 1.0), macro("m:1", day(2), 1.1)]
        store.append(drafts, source="f")
        again = store.append(drafts, source="f")
        assert (again.added, again.skipped_duplicates, again.batch_id) == (0, 2, None)
        assert store.position() == 2

    def test_times_round_trip_as_aware_utc(self, store: PitStore) -> None:
        known = datetime(2024, 3, 5, 13, 30, 0, 123456, tzinfo=UTC)
        store.append([macro("m:1", known, 1.0, valid_from=day(0), valid_to=day(31))], source="f")
        stored = store.history("m:1")[0]
        assert stored.known_at == known and stored.known_at.utcoffset() == timedelta(0)
        assert (stored.valid_from, stored.valid_to) == (day(0), day(31))

    def test_naive_times_never_reach_the_database(self, store: PitStore) -> None:
        with pytest.raises(NaiveDatetimeError):
            macro("m:1", datetime(2024, 1, 1), 1.0)  # noqa: DTZ001 - the point of the test
        with pytest.raises(NaiveDatetimeError):
            cutoff(store, datetime(2024, 1, 1))  # noqa: DTZ001

    def test_blobs_are_kept_compressed_and_checked(self, store: PitStore) -> None:
        html = b"<html><body>" + b"x" * 5000 + b"</body></html>"
        draft = RecordDraft(
            record_type="document", entity_id="doc:1", known_at=day(1), source="f",
            payload={"url": "https://example.com/a", "title": "A"}, blob=html,
        )
        store.append([draft], source="f")
        stored = store.history("doc:1")[0]
        assert stored.blob_hash is not None
        assert store.blob(stored.blob_hash) == html

    def test_failed_batch_writes_nothing(self, store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
        def page(entity: str) -> RecordDraft:
            return RecordDraft(
                record_type="document", entity_id=entity, known_at=day(1), source="f",
                payload={"url": f"https://example.com/{entity}"}, blob=entity.encode(),
            )

        store.append([page("doc:0")], source="f")

        def explode(*_: Any) -> str:
            raise RuntimeError("disk full")

        monkeypatch.setattr(store_module, "_store_blob", explode)
        with pytest.raises(RuntimeError):
            store.append([page("doc:1"), page("doc:2")], source="f")
        assert store.position() == 1
        assert store.history("doc:1") == []
        monkeypatch.undo()
        assert store.append([page("doc:1"), page("doc:2")], source="f").added == 2
        assert verify_store(store).ok

    def test_conflicting_versions_in_one_batch_are_refused(self, store: PitStore) -> None:
        with pytest.raises(InputError, match="same instant"):
            store.append([macro("m:1", day(1), 1.0), macro("m:1", day(1), 2.0)], source="f")
        assert store.position() == 0

    def test_concurrent_writers_keep_recorded_seq_gapless(self, store: PitStore) -> None:
        def writer(worker: int) -> None:
            for batch in range(5):
                store.append([macro(f"m:{worker}:{batch}:{i}", day(i), float(i)) for i in range(3)], source=f"w{worker}")

        threads = [threading.Thread(target=writer, args=(w,)) for w in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert store.position() == 4 * 5 * 3
        assert verify_store(store).ok

    # -- the database refuses change ----------------------------------------------------------

    @pytest.mark.parametrize(
        "statement",
        [
            "UPDATE records SET payload = '{}'",
            "DELETE FROM records",
            "UPDATE batches SET n_records = 0",
            "DELETE FROM batches",
            "DELETE FROM blobs",
            "UPDATE price_files SET n_rows = 0",
            "DELETE FROM price_files",
            "DELETE FROM memo",
        ],
    )
    def test_update_and_delete_fail_in_the_database(self, store: PitStore, statement: str) -> None:
        store.append(
            [RecordDraft(record_type="document", entity_id="doc:1", known_at=day(1), source="f",
                         payload={"url": "u"}, blob=b"<p>x</p>")],
            source="f",
        )
        append_prices(store, bars("AAA", [date(2024, 1, 2)], 10.0), source="p")
        Memo(store.engine, store.clock).put("k", "test", {"v": 1})
        with pytest.raises(DBAPIError, match="append-only"):
            with store.engine.begin() as connection:
                connection.execute(text(statement))
        assert verify_store(store).ok

    def test_memo_keeps_the_first_answer(self, store: PitStore) -> None:
        remembered = Memo(store.engine, store.clock)
        key = memo_key("judge", {"content": "x", "t": "2024"})
        assert remembered.get(key) is None
        assert remembered.put(key, "judge", {"label": "clean"}) == {"label": "clean"}
        assert remembered.put(key, "judge", {"label": "leak"}) == {"label": "clean"}
        assert remembered.get(key) == {"label": "clean"}
        assert key != memo_key("judge", {"content": "y", "t": "2024"})

    # -- as-of reads --------------------------------------------------------------------------

    def test_visibility_follows_known_at_not_version_number(self, store: PitStore) -> None:
        store.append([macro("m:1", day(10), 2.0)], source="recent")
        store.append([macro("m:1", day(1), 1.0)], source="old archive backfill")
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", cutoff(store, day(5)))] == [1.0]
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", cutoff(store, day(11)))] == [2.0]
        assert macro_as_of(store, "CPI", cutoff(store, day(0))) == []

    def test_known_at_boundary_is_inclusive_and_embargo_moves_it(self, store: PitStore) -> None:
        store.append([macro("m:1", day(1), 1.0)], source="f")
        assert entity_as_of(store, "m:1", cutoff(store, day(1))) is not None
        assert entity_as_of(store, "m:1", cutoff(store, day(1) - timedelta(microseconds=1))) is None
        assert entity_as_of(store, "m:1", cutoff(store, day(1), embargo=timedelta(hours=1))) is None
        with pytest.raises(InputError):
            cutoff(store, day(1), embargo=timedelta(hours=-1))

    def test_pin_reproduces_an_earlier_read(self, store: PitStore) -> None:
        store.append([macro("m:1", day(1), 1.0)], source="f")
        pin = store.position()
        store.append([macro("m:1", day(2), 1.5)], source="late revision")
        pinned = cutoff(store, day(30), pin=pin)
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", pinned)] == [1.0]
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", cutoff(store, day(30)))] == [1.5]

    def test_a_silent_edit_is_never_visible_before_it_was_captured(self, store: PitStore) -> None:
        def page(text: str, captured: datetime) -> RecordDraft:
            return RecordDraft(record_type="document", entity_id="doc:edited", known_at=T0, source="crawl",
                               payload={"url": "https://x.example/a", "title": "A", "text": text},
                               provenance={"captured_at": captured.isoformat()})

        store.append([page("Acme will report on March 20.", T0 + timedelta(days=2))], source="crawl 1")
        store.append([page("Acme reported a loss on March 20.", T0 + timedelta(days=60))], source="crawl 2")
        before = entity_as_of(store, "doc:edited", cutoff(store, T0 + timedelta(days=30)))
        after = entity_as_of(store, "doc:edited", cutoff(store, T0 + timedelta(days=60)))
        assert before is not None and before.version == 1 and "will report" in before.payload["text"]
        assert after is not None and after.version == 2 and after.known_at == T0 + timedelta(days=60)
        assert after.provenance["stated_known_at"] == T0.isoformat() and "edit seen later" in after.provenance["known_at_rule"]

    def test_retraction_hides_an_entity_from_then_on(self, store: PitStore) -> None:
        store.append([macro("m:1", day(1), 1.0)], source="f")
        store.append([macro("m:1", day(5), 0.0, kind="retraction")], source="f")
        assert len(macro_as_of(store, "CPI", cutoff(store, day(3)))) == 1
        assert macro_as_of(store, "CPI", cutoff(store, day(6))) == []
        shown = entity_as_of(store, "m:1", cutoff(store, day(6)))
        assert shown is not None and shown.kind == "retraction"

    def test_unknown_known_at_is_never_visible(self, store: PitStore) -> None:
        store.append(
            [RecordDraft(record_type="document", entity_id="doc:1", known_at=None, source="f", payload={"url": "u"})],
            source="f",
        )
        assert documents_as_of(store, cutoff(store, datetime(2100, 1, 1, tzinfo=UTC))) == []

    def test_macro_period_lookup_is_half_open(self, store: PitStore) -> None:
        june, july = datetime(2024, 6, 1, tzinfo=UTC), datetime(2024, 7, 1, tzinfo=UTC)
        store.append(
            [macro("m:jun", day(200), 3.0, valid_from=june, valid_to=july),
             macro("m:jul", day(230), 3.1, valid_from=july, valid_to=datetime(2024, 8, 1, tzinfo=UTC))],
            source="f",
        )
        at = cutoff(store, day(300))
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", at, period=date(2024, 6, 30))] == [3.0]
        assert [v.payload["value"] for v in macro_as_of(store, "CPI", at, period=date(2024, 7, 1))] == [3.1]

    def test_events_filter_by_company(self, store: PitStore) -> None:
        def event(company: str, known: datetime) -> RecordDraft:
            return RecordDraft(record_type="event", entity_id=f"event:{company}", known_at=known, event_time=day(40),
                               source="f", payload={"company": company, "event": "earnings", "status": "scheduled"})

        store.append([event("AAA", day(1)), event("BBB", day(1))], source="f")
        assert [v.subject for v in events_as_of(store, cutoff(store, day(2)), company="AAA")] == ["AAA"]
        assert len(events_as_of(store, cutoff(store, day(2)))) == 2

    # -- prices -------------------------------------------------------------------------------

    def test_bar_is_invisible_until_its_known_at(self, store: PitStore) -> None:
        append_prices(store, bars("AAA", [date(2024, 1, 2), date(2024, 1, 3)], 10.0, latency=timedelta(minutes=15)), source="p")
        close = datetime(2024, 1, 3, 21, tzinfo=UTC)
        before = price_as_of(store, "AAA", close + timedelta(minutes=14))
        after = price_as_of(store, "AAA", close + timedelta(minutes=15))
        assert before is not None and before.session == date(2024, 1, 2)
        assert after is not None and after.session == date(2024, 1, 3)
        assert price_as_of(store, "AAA", datetime(2024, 1, 2, 21, tzinfo=UTC)) is None

    def test_price_correction_is_a_later_version(self, store: PitStore) -> None:
        sessions = [date(2024, 1, 2), date(2024, 1, 3)]
        append_prices(store, bars("AAA", sessions, 10.0), source="p")
        with pytest.raises(InputError, match="correction must become known later"):
            append_prices(store, bars("AAA", sessions[:1], 12.0), source="fix", known_at_floor=datetime(2024, 1, 2, 21, tzinfo=UTC))
        published = datetime(2024, 1, 10, tzinfo=UTC)
        report = append_prices(store, bars("AAA", sessions[:1], 12.0), source="fix", known_at_floor=published)
        assert report.added == 1
        window = (datetime(2024, 1, 1, tzinfo=UTC), datetime(2024, 1, 4, tzinfo=UTC))
        before = price_history_as_of(store, "AAA", *window, cutoff(store, published - timedelta(seconds=1)))
        after = price_history_as_of(store, "AAA", *window, cutoff(store, published))
        assert [b.close for b in before] == [10.0, 10.0]
        assert [(b.close, b.version, b.kind) for b in after] == [(12.0, 2, "correction"), (10.0, 1, "original")]
        # The latest bar at a later t is still the 3rd, not the corrected 2nd.
        latest = price_as_of(store, "AAA", published)
        assert latest is not None and latest.session == date(2024, 1, 3)
        assert verify_store(store).ok

    def test_price_reingest_is_idempotent_and_many_lookups_match_single(self, store: PitStore) -> None:
        sessions = [date(2024, 1, d) for d in (2, 3, 4, 5, 8)]
        table = pa.concat_tables([bars("AAA", sessions, 10.0), bars("BBB", sessions, 20.0)])
        assert append_prices(store, table, source="p").added == 10
        assert append_prices(store, table, source="p").added == 0
        queries = [(s, datetime(2024, 1, d, 22, tzinfo=UTC)) for s in ("AAA", "BBB", "ZZZ") for d in (1, 3, 9)]
        many = prices_as_of(store, queries).to_pylist()
        for (symbol, t), row in zip(queries, many, strict=True):
            single = price_as_of(store, symbol, t)
            assert row["symbol"] == symbol and row["query_t"] == t
            assert (single.session if single else None) == row["session"]

    def test_failed_price_ingest_leaves_no_files(self, store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
        import pit_store.price_store as price_store

        real = price_store._write_parquet
        calls = {"n": 0}

        def second_fails(table: pa.Table, path: Path, **options: bool) -> str:
            calls["n"] += 1
            if calls["n"] == 2:
                raise OSError("disk full")
            return real(table, path, **options)

        monkeypatch.setattr(price_store, "_write_parquet", second_fails)
        table = pa.concat_tables([bars("AAA", [date(2024, 1, 2)], 10.0), bars("BBB", [date(2024, 1, 2)], 20.0)])
        with pytest.raises(OSError):
            append_prices(store, table, source="p")
        assert store.position() == 0
        assert list((store.data_dir / "prices").rglob("*.parquet")) == []
        monkeypatch.undo()
        assert append_prices(store, table, source="p").added == 2

    # -- verify -------------------------------------------------------------------------------

    def test_verify_passes_on_a_healthy_store_and_catches_tampering(self, store: PitStore) -> None:
        store.append([macro("m:1", day(1), 1.0), macro("m:2", day(1), 2.0)], source="f")
        append_prices(store, bars("AAA", [date(2024, 1, 2)], 10.0), source="p")
        report = verify_store(store)
        assert report.ok, report
        parquet = next((store.data_dir / "prices").rglob("*.parquet"))
        table = pq.read_table(parquet)
        pq.write_table(table.set_column(table.schema.get_field_index("close"), "close", pa.array([99.0])), parquet)
        broken = verify_store(store)
        failed = {c.name for c in broken.checks if not c.ok}
        assert failed == {"price file hashes", "price bar hashes and versions"}

    def test_verify_catches_a_dropped_trigger_and_edited_payload(self, store: PitStore) -> None:
        store.append([macro("m:1", day(1), 1.0)], source="f")
        with store.engine.begin() as connection:
            if connection.dialect.name == "sqlite":
                connection.execute(text("DROP TRIGGER records_no_update"))
            else:
                connection.execute(text("DROP TRIGGER records_append_only ON records"))
            connection.exec_driver_sql("UPDATE records SET payload = '{\"series\":\"CPI\",\"value\":9}'")
        failed = {c.name for c in verify_store(store).checks if not c.ok}
        assert failed == {"append-only triggers", "record content hashes"}

    # -- the point-in-time invariants (hypothesis) ----------------------------------------------

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors])
    @given(
        base=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 30), st.integers(0, 4)), min_size=1, max_size=12),
        later=st.lists(st.tuples(st.integers(0, 5), st.integers(1, 30), st.integers(0, 4)), max_size=8),
        t_day=st.integers(0, 31),
    )
    def test_point_in_time_invariants(
        self,
        store: PitStore,
        base: list[tuple[int, int, int]],
        later: list[tuple[int, int, int]],
        t_day: int,
    ) -> None:
        series = f"S{uuid.uuid4().hex[:8]}"  # examples share one store; each gets its own series

        def draft(entity: int, known_day: int, value: int) -> RecordDraft:
            return macro(f"m:{series}:{entity}", day(known_day), float(value), series=series)

        base_drafts = list({(e, k): draft(e, k, v) for e, k, v in base}.values())
        store.append(base_drafts, source="base")
        t = day(t_day)
        before = {v.entity_id: v for v in macro_as_of(store, series, cutoff(store, t))}

        # (a) nothing visible was known after t; (c) it is the latest version known by t.
        for version in before.values():
            assert version.known_at is not None and version.known_at <= t
            known = [v for v in store.history(version.entity_id) if v.known_at and v.known_at <= t]
            assert version == max(known, key=lambda v: (v.known_at, v.recorded_seq))
        # (d) re-ingesting the same input changes nothing.
        assert store.append(base_drafts, source="base").added == 0

        # (b) appending any records known after t never changes an as-of-t answer.
        late = list({(e, k): draft(e, t_day + k, v) for e, k, v in later}.values())
        if late:
            store.append(late, source="later")
        after = {v.entity_id: v for v in macro_as_of(store, series, cutoff(store, t))}
        assert after == before

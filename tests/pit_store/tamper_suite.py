"""The tamper suite: what a hostile user with database access tries, and what `verify` must see.

Each test makes one change the way an attacker covering their tracks would: on SQLite every trigger
is dropped and recreated with its exact SQL around the change, on PostgreSQL the change runs with
`session_replication_role = replica` (triggers do not fire), so the trigger check stays clean and
only the hashes, the chains and the checkpoint can tell. Where the change is at a chain's tail and
is made consistent (rows, digests and links rehashed), only a checkpoint can tell, and the test
shows that verify without one passes while verify with one fails. Run on both backends by the
subclasses in test_tamper_sqlite.py and test_tamper_postgres.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from sqlalchemy import Connection, func, insert, select, text, update
from sqlalchemy.exc import DBAPIError

from engine.hashing import canonical_json, content_hash
from engine.run_log import Scored, chain_hash, verify_chain
from pit_store import chains, checkpoint, run_events
from pit_store.as_of import Cutoff
from pit_store.memo import Memo
from pit_store.model_registry import add_model_row
from pit_store.price_store import append_prices, file_digest
from pit_store.records import RecordDraft
from pit_store.schema import (
    APPEND_ONLY_TABLES,
    chain_links,
    memo,
    model_versions,
    price_files,
    records,
    run_events as run_events_table,
    search_entries,
    supersessions,
)
from pit_store.store import PitStore
from pit_store.verify import verify_store
from retrieval.audit import CandidateDecision, RequestRecord, write_request
from retrieval.full_text import ranked
from retrieval.reasons import Reason, Stage
from tests.pit_store.store_suite import bars, day, macro

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def page(name: str, known: datetime, text_: str) -> RecordDraft:
    return RecordDraft(
        record_type="document", entity_id=f"doc:{name}", known_at=known, source="test",
        payload={"url": f"https://news.example.com/{name}", "title": name, "text": text_}, blob=f"<p>{text_}</p>".encode(),
    )


def scored(job: str, score: float) -> Scored:
    label = {"y": 1}
    return Scored(job_key=job, instance_id="i", regime="T2", label_json=canonical_json(label),
                  label_hash=content_hash(label), instance_score=score, format_failure=None, resolved_at=NOW)


def failed(store: PitStore, anchor: checkpoint.Checkpoint | None = None) -> set[str]:
    return {c.name for c in verify_store(store, anchor).checks if not c.ok}


def _seq_of(store: PitStore, entity_id: str) -> int:
    with store.engine.connect() as connection:
        return int(connection.execute(select(func.max(records.c.recorded_seq)).where(records.c.entity_id == entity_id)).scalar_one())


@contextmanager
def sneaking(store: PitStore) -> Iterator[Connection]:
    """A transaction in which no trigger fires, leaving the triggers exactly as they were."""
    with store.engine.begin() as connection:
        if connection.dialect.name == "sqlite":
            saved = connection.exec_driver_sql("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
            for name, _ in saved:
                connection.exec_driver_sql(f'DROP TRIGGER "{name}"')
            yield connection
            for _, sql in saved:
                connection.exec_driver_sql(sql)
        else:
            connection.exec_driver_sql("SET LOCAL session_replication_role = replica")
            yield connection


def relink(connection: Connection, chain: chains.ChainName, from_seq: int) -> None:
    """Rehash `chain` from link `from_seq` on, as an attacker who knows the rules would."""
    fresh = chains.digests(connection, chain)
    prev = chains.GENESIS
    for link in chains.links(connection, chain):
        if link.seq >= from_seq:
            digest = fresh[link.item]
            entry = chains.link_hash(chain, link.seq, link.item, digest, prev)
            connection.execute(
                update(chain_links).where(chain_links.c.chain == chain, chain_links.c.seq == link.seq)
                .values(digest=digest, prev_hash=prev, hash=entry)
            )
            prev = entry
        else:
            prev = link.hash


class TamperSuite:
    """Every tamper the issue lists; subclasses provide the `store_url` fixture."""

    @pytest.fixture
    def full(self, store: PitStore) -> PitStore:
        """A store with rows in every append-only table."""
        store.append([page("a", day(10), "apple revenue record"), page("b", day(20), "apple margin guidance")], source="p1")
        store.append([macro("m:1", day(1), 1.0), macro("m:2", day(2), 2.0)], source="m")
        append_prices(store, bars("AAA", [date(2024, 1, 2), date(2024, 1, 3)], 10.0), source="px")
        store.append([page("c", day(30), "china services quarter")], source="p2")
        # A page revised later: a supersession fact (migration 0007).
        store.append([page("d", day(31), "iphone shares"), page("d", day(32), "iphone shares record")], source="p3")
        Memo(store.engine, store.clock).put("verdict:1", "judge", {"label": "leak"})
        with store.engine.begin() as connection:
            add_model_row(connection, {"name": "m-1", "vendor_cutoff": day(100), "notes": "", "recorded_at": NOW})
            run_events.append_many(connection, "run-1", [scored("j1", 0.0), scored("j2", 0.0)], NOW)
        write_request(
            store.engine,
            RequestRecord(request_id="req:1", run_id="run-1", instance_id="i", tool="fetch", arguments={"doc_id": "doc:c"},
                          policy="pit", forecast_time=day(25), pin=store.position(), status="error", error="unknown",
                          clamped=False, n_candidates=1, n_returned=0, latency_ms=1.5, recorded_at=NOW),
            [CandidateDecision(entity_id="doc:c", version=1, recorded_seq=7, stage=Stage.CUTOFF, decision="reject",
                               reason_code=Reason.PUBLISHED_AFTER_CUTOFF, evidence={"known_at": str(day(30))})],
        )
        report = verify_store(store)
        assert report.ok, report
        return store

    @pytest.fixture
    def anchor(self, full: PitStore) -> checkpoint.Checkpoint:
        return checkpoint.take(full, NOW)

    # -- the database refuses -------------------------------------------------------------------

    @pytest.mark.parametrize("table", APPEND_ONLY_TABLES)
    def test_every_table_refuses_update_delete_and_replace(self, full: PitStore, table: str) -> None:
        with full.engine.connect() as connection:
            first = connection.execute(text(f"SELECT * FROM {table} LIMIT 1")).mappings().first()
        assert first is not None, f"the fixture left {table} empty"
        column = next(iter(first))
        sqlite = full.engine.dialect.name == "sqlite"
        statements = [f"UPDATE {table} SET {column} = {column}", f"DELETE FROM {table}"]
        if sqlite:
            statements += [f"INSERT OR REPLACE INTO {table} SELECT * FROM {table}", f"REPLACE INTO {table} SELECT * FROM {table}"]
        else:
            statements += [f"TRUNCATE {table} CASCADE"]
        for statement in statements:
            with pytest.raises(DBAPIError, match="refused"):
                with full.engine.begin() as connection:
                    connection.exec_driver_sql(statement)
        assert verify_store(full).ok

    def test_insert_or_replace_with_an_earlier_known_at_is_refused(self, full: PitStore) -> None:
        if full.engine.dialect.name == "sqlite":
            statement = ("INSERT OR REPLACE INTO records SELECT recorded_seq, entity_id, version, record_type, subject, kind, "
                         "supersedes, valid_from, valid_to, event_time, '2012-01-01T00:00:00.000000Z', recorded_at, batch_id, "
                         "source, content_hash, payload, provenance, blob_hash, row_hash FROM records WHERE entity_id = 'doc:c'")
        else:
            statement = ("INSERT INTO records SELECT * FROM records WHERE entity_id = 'doc:c' "
                         "ON CONFLICT (recorded_seq) DO UPDATE SET known_at = '2012-01-01T00:00:00Z'")
        with pytest.raises(DBAPIError, match="refused"):
            with full.engine.begin() as connection:
                connection.exec_driver_sql(statement)

    # -- records ------------------------------------------------------------------------------

    def test_known_at_moved(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            connection.execute(update(records).where(records.c.entity_id == "doc:c").values(known_at=day(-400)))
        # The page's search entry still holds the true known_at, so it no longer copies the row.
        assert failed(full) == {"record row hashes", "store hash chain", "search entries"}

    def test_known_at_moved_with_the_row_hash_recomputed(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            _rewrite_record(connection, "doc:a", known_at=day(-400))
        assert failed(full) == {"store hash chain", "search entries"}

    @pytest.mark.parametrize("column", ["kind", "subject", "valid_from", "event_time", "recorded_at", "source", "blob_hash", "provenance"])
    def test_any_column_changed_with_the_row_hash_recomputed(self, full: PitStore, column: str) -> None:
        values: dict[str, Any] = {
            "kind": "correction", "subject": "https://other.example.com/", "valid_from": day(1), "event_time": day(2),
            "recorded_at": day(-1), "source": "elsewhere", "blob_hash": None, "provenance": '{"capture":"forged"}',
        }
        with sneaking(full) as connection:
            _rewrite_record(connection, "doc:b", **{column: values[column]})
        assert "store hash chain" in failed(full)

    def test_payload_changed_with_its_content_hash_recomputed(self, full: PitStore) -> None:
        payload = {"url": "https://news.example.com/a", "title": "a", "text": "apple revenue collapse"}
        with sneaking(full) as connection:
            connection.execute(update(records).where(records.c.entity_id == "doc:a")
                               .values(payload=canonical_json(payload), content_hash=content_hash(payload)))
        assert failed(full) == {"record row hashes", "store hash chain", "search index recomputed"}

    def test_whole_chain_rehashed_after_a_change_needs_the_checkpoint(self, full: PitStore, anchor: checkpoint.Checkpoint) -> None:
        with sneaking(full) as connection:
            _rewrite_record(connection, "m:1", known_at=day(-400))
            relink(connection, "store", 1)
        assert failed(full) == set()  # consistent after a full rehash: only the anchor can tell
        assert failed(full, anchor) == {"checkpoint"}

    def test_last_batch_deleted(self, full: PitStore, anchor: checkpoint.Checkpoint) -> None:
        with sneaking(full) as connection:
            last = connection.execute(text("SELECT batch_id, first_seq FROM batches ORDER BY first_seq DESC LIMIT 1")).one()
            if connection.dialect.name == "sqlite":
                connection.execute(text("DELETE FROM search_fts WHERE rowid >= :s"), {"s": last.first_seq})
            connection.execute(text("DELETE FROM search_entries WHERE recorded_seq >= :s"), {"s": last.first_seq})
            connection.execute(text("DELETE FROM search_docs WHERE recorded_seq >= :s"), {"s": last.first_seq})
            connection.execute(text("DELETE FROM supersessions WHERE by_seq >= :s"), {"s": last.first_seq})
            connection.execute(text("DELETE FROM records WHERE batch_id = :b"), {"b": last.batch_id})
            connection.execute(text("DELETE FROM batches WHERE batch_id = :b"), {"b": last.batch_id})
            connection.execute(text("DELETE FROM chain_links WHERE chain = 'store' AND item = :b"), {"b": last.batch_id})
        assert failed(full) == set()  # a clean cut at the tail leaves a consistent store
        assert failed(full, anchor) == {"checkpoint"}

    def test_supersession_fact_deleted(self, full: PitStore) -> None:
        # Without it, doc:d's first version would stay visible to searches after its revision.
        with sneaking(full) as connection:
            connection.execute(text("DELETE FROM supersessions"))
        assert failed(full) == {"supersession facts"}

    def test_supersession_fact_planted(self, full: PitStore) -> None:
        # A forged fact would hide doc:a from every search from day 11 on, though no record changed.
        with sneaking(full) as connection:
            seq = connection.execute(select(records.c.recorded_seq).where(records.c.entity_id == "doc:a")).scalar_one()
            connection.execute(insert(supersessions).values(recorded_seq=seq, by_seq=seq, superseded_at=day(11)))
        assert failed(full) == {"supersession facts"}

    def test_search_index_emptied(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            if connection.dialect.name == "sqlite":
                connection.exec_driver_sql("DELETE FROM search_fts")  # ordinary SQL: no trigger can guard FTS5
            else:
                connection.exec_driver_sql("UPDATE search_docs SET tsv = ''::tsvector")
        assert failed(full) == {"search index recomputed"}

    def test_search_entry_of_a_later_page_planted(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            if connection.dialect.name == "sqlite":
                connection.exec_driver_sql("UPDATE search_fts SET terms = terms || ' iphone' WHERE rowid = 1")
            else:
                connection.exec_driver_sql("UPDATE search_docs SET tsv = tsv || 'iphone'::tsvector WHERE recorded_seq = 1")
        assert failed(full) == {"search index recomputed"}

    def test_search_entry_dated_earlier(self, full: PitStore) -> None:
        # The search reads the as-of rule from the entry alone: an earlier copy of known_at would
        # show doc:c (known on day 30) to a search at day 25, though its record is untouched.
        seq = _seq_of(full, "doc:c")
        at = Cutoff(t=day(25), pin=full.position())
        with full.engine.connect() as connection:
            assert seq not in [hit for hit, _ in ranked(connection, ["china"], "as_of", at, 10)[0]]
        with sneaking(full) as connection:
            connection.execute(update(search_entries).where(search_entries.c.recorded_seq == seq).values(known_at=day(20)))
        with full.engine.connect() as connection:
            assert seq in [hit for hit, _ in ranked(connection, ["china"], "as_of", at, 10)[0]]
        assert failed(full) == {"search entries"}

    def test_search_entry_retraction_flag_flipped(self, full: PitStore) -> None:
        seq = _seq_of(full, "doc:a")
        with sneaking(full) as connection:
            connection.execute(update(search_entries).where(search_entries.c.recorded_seq == seq).values(retracted=True))
        assert failed(full) == {"search entries"}

    def test_search_entry_deleted(self, full: PitStore) -> None:
        seq = _seq_of(full, "doc:b")
        with sneaking(full) as connection:
            connection.execute(search_entries.delete().where(search_entries.c.recorded_seq == seq))
        assert failed(full) == {"search entries"}

    def test_search_entry_planted_for_a_record_that_is_no_page(self, full: PitStore) -> None:
        seq = _seq_of(full, "m:1")
        with sneaking(full) as connection:
            connection.execute(insert(search_entries).values(recorded_seq=seq, length=3, known_at=day(1), retracted=False))
        assert failed(full) == {"search entries"}

    # -- prices -------------------------------------------------------------------------------

    @pytest.mark.parametrize("column", ["close", "known_at"])
    def test_parquet_bar_changed_with_file_hash_updated(self, full: PitStore, column: str) -> None:
        with full.engine.connect() as connection:
            path = connection.execute(select(price_files.c.path)).scalar_one()
        parquet = full.data_dir / path
        table = pq.read_table(parquet)
        index = table.schema.get_field_index(column)
        changed = (pa.array([99.0, 99.0]) if column == "close"
                   else pa.array([day(-5), day(-5)], table.schema.field(column).type))
        pq.write_table(table.set_column(index, column, changed), parquet)
        with sneaking(full) as connection:
            connection.execute(update(price_files).where(price_files.c.path == path).values(file_hash=file_digest(parquet)))
        found = failed(full)
        assert "store hash chain" in found and "price file hashes" not in found

    # -- memo, models, audit ---------------------------------------------------------------------

    def test_memo_verdict_flipped(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            connection.execute(update(memo).values(value=canonical_json({"label": "clean"})))
        assert failed(full) == {"memo hash chain"}

    def test_memo_answer_planted_without_a_link(self, full: PitStore) -> None:
        with full.engine.begin() as connection:  # an INSERT is allowed: it is what the chain must catch
            connection.execute(insert(memo).values(memo_key="verdict:2", namespace="judge", value="{}", recorded_at=NOW))
        assert failed(full) == {"memo hash chain"}

    def test_model_cutoff_moved(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            connection.execute(update(model_versions).values(vendor_cutoff=day(-100)))
        assert failed(full) == {"models hash chain"}

    def test_audit_decision_rewritten(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            connection.exec_driver_sql("UPDATE audit_candidates SET decision = 'accept', reason_code = NULL")
        assert failed(full) == {"audit hash chain"}

    def test_audit_request_deleted(self, full: PitStore) -> None:
        with sneaking(full) as connection:
            connection.exec_driver_sql("DELETE FROM audit_candidates")
            connection.exec_driver_sql("DELETE FROM audit_requests")
        assert failed(full) == {"audit hash chain"}

    # -- run logs -----------------------------------------------------------------------------

    def test_run_log_tail_cut(self, full: PitStore, anchor: checkpoint.Checkpoint) -> None:
        head = anchor.runs["run-1"].hash
        with sneaking(full) as connection:
            connection.exec_driver_sql("DELETE FROM run_events WHERE run_id = 'run-1' AND seq = 2")
        with full.engine.connect() as connection:
            rows = run_events.chain_rows(connection, "run-1")
        assert verify_chain(rows) == []  # a cut chain checks out on its own
        assert any("cut or rewritten" in p.problem for p in verify_chain(rows, head=head))
        assert failed(full, anchor) == {"checkpoint"}

    def test_last_event_rewritten_with_a_recomputed_hash(self, full: PitStore, anchor: checkpoint.Checkpoint) -> None:
        with sneaking(full) as connection:
            last = connection.execute(select(run_events_table).where(run_events_table.c.seq == 2)).one()
            body = canonical_json({**json.loads(last.body), "instance_score": 1.0})
            connection.execute(update(run_events_table).where(run_events_table.c.seq == 2)
                               .values(body=body, hash=chain_hash(last.prev_hash, body)))
        with full.engine.connect() as connection:
            rows = run_events.chain_rows(connection, "run-1")
        assert verify_chain(rows) == []
        assert verify_chain(rows, head=anchor.runs["run-1"].hash) != []
        assert failed(full, anchor) == {"checkpoint"}

    # -- triggers and schema ----------------------------------------------------------------------

    def test_trigger_recreated_as_a_no_op(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            if connection.dialect.name == "sqlite":
                connection.exec_driver_sql("DROP TRIGGER records_no_update")
                connection.exec_driver_sql("CREATE TRIGGER records_no_update BEFORE UPDATE ON records BEGIN SELECT 1; END")
            else:
                connection.exec_driver_sql(
                    "CREATE OR REPLACE FUNCTION asof_refuse_change() RETURNS trigger AS $$ BEGIN "
                    "IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END; $$ LANGUAGE plpgsql"
                )
        assert failed(full) == {"append-only triggers"}

    def test_trigger_dropped(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            if connection.dialect.name == "sqlite":
                connection.exec_driver_sql("DROP TRIGGER memo_no_replace")
            else:
                connection.exec_driver_sql("DROP TRIGGER memo_append_only ON memo")
        assert failed(full) == {"append-only triggers"}

    def test_columns_added_and_dropped(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            connection.exec_driver_sql("ALTER TABLE records ADD COLUMN known_at_override TEXT")
            connection.exec_driver_sql("ALTER TABLE model_versions DROP COLUMN measured_detail")
        found = verify_store(full)
        drift = next(c for c in found.checks if c.name == "schema matches the migrations")
        assert not drift.ok and "records.known_at_override was added" in drift.detail
        assert "model_versions.measured_detail was dropped" in drift.detail


def _rewrite_record(connection: Connection, entity_id: str, **values: Any) -> None:
    """Change a record's columns and recompute its row hash, so only the batch digest can tell."""
    row = dict(connection.execute(select(records).where(records.c.entity_id == entity_id)).mappings().one())
    row.update(values)
    connection.execute(
        update(records).where(records.c.recorded_seq == row["recorded_seq"])
        .values(**values, row_hash=chains.row_digest(records, row))
    )


"""The gateway suite on PostgreSQL (tsvector + GIN)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event

from pit_store.records import RecordDraft
from pit_store.store import PitStore
from retrieval.audit import request_rows
from tests.retrieval.gateway_suite import GatewaySuite, day, gateway, page


@pytest.mark.postgres
class TestPostgresGateway(GatewaySuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

    def test_only_the_audit_transaction_skips_the_flush_wait(self, store: PitStore) -> None:
        drafts: list[RecordDraft] = [page("a", day(1), "apple margin")]
        store.append(drafts, source="t")
        during: list[str] = []

        @event.listens_for(store.engine, "after_cursor_execute")
        def spy(_conn: Any, cursor: Any, statement: str, *_: Any) -> None:
            if "pg_advisory_xact_lock" in statement:  # the audit's chain lock, inside its transaction
                during.append(cursor.connection.execute("SHOW synchronous_commit").fetchone()[0])

        response = gateway(store, day(5)).search("apple")
        event.remove(store.engine, "after_cursor_execute", spy)
        assert [h.doc_id for h in response.hits] == ["doc:a"] and len(request_rows(store.engine)) == 1
        assert during == ["off"]
        with store.engine.connect() as connection:  # the pooled connection is back to the default
            assert connection.exec_driver_sql("SHOW synchronous_commit").scalar_one() == "on"

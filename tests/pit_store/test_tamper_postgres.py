"""The tamper suite on PostgreSQL, plus the trigger tricks only PostgreSQL has."""

from __future__ import annotations

import pytest

from pit_store.store import PitStore
from pit_store.verify import verify_store
from tests.pit_store.tamper_suite import TamperSuite


@pytest.mark.postgres
class TestPostgresTamper(TamperSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

    @pytest.mark.parametrize(
        "trick",
        [
            "ALTER TABLE records ENABLE REPLICA TRIGGER records_append_only",
            "ALTER TABLE records ENABLE ALWAYS TRIGGER records_append_only",
            "ALTER TABLE records DISABLE TRIGGER records_append_only",
            "ALTER TABLE memo DISABLE TRIGGER ALL",
        ],
    )
    def test_trigger_modes_that_let_rows_through(self, full: PitStore, trick: str) -> None:
        with full.engine.begin() as connection:
            connection.exec_driver_sql(trick)
        found = verify_store(full)
        triggers = next(c for c in found.checks if c.name == "append-only triggers")
        assert not triggers.ok and "tgenabled=O" in triggers.detail

    def test_trigger_disabled_then_re_enabled_around_an_update(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            connection.exec_driver_sql("ALTER TABLE records DISABLE TRIGGER records_append_only")
            connection.exec_driver_sql("UPDATE records SET known_at = '2012-01-01T00:00:00Z' WHERE entity_id = 'doc:c'")
            connection.exec_driver_sql("ALTER TABLE records ENABLE TRIGGER records_append_only")
        # The page's search entry keeps the true known_at, so it no longer copies the row either.
        assert {c.name for c in verify_store(full).checks if not c.ok} == {"record row hashes", "store hash chain", "search entries"}

    def test_replica_role_update(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            connection.exec_driver_sql("SET LOCAL session_replication_role = replica")
            connection.exec_driver_sql("UPDATE records SET known_at = '2012-01-01T00:00:00Z' WHERE entity_id = 'doc:c'")
        assert {c.name for c in verify_store(full).checks if not c.ok} == {"record row hashes", "store hash chain", "search entries"}

    def test_function_moved_to_another_schema(self, full: PitStore) -> None:
        with full.engine.begin() as connection:
            connection.exec_driver_sql("CREATE SCHEMA IF NOT EXISTS elsewhere")
            connection.exec_driver_sql(
                "CREATE OR REPLACE FUNCTION elsewhere.asof_refuse_change() RETURNS trigger AS $$ BEGIN RETURN NEW; END; "
                "$$ LANGUAGE plpgsql"
            )
            connection.exec_driver_sql("DROP TRIGGER records_append_only ON records")
            connection.exec_driver_sql(
                "CREATE TRIGGER records_append_only BEFORE UPDATE OR DELETE ON records "
                "FOR EACH ROW EXECUTE FUNCTION elsewhere.asof_refuse_change()"
            )
        try:
            assert {c.name for c in verify_store(full).checks if not c.ok} == {"append-only triggers"}
        finally:
            with full.engine.begin() as connection:
                connection.exec_driver_sql("DROP SCHEMA elsewhere CASCADE")

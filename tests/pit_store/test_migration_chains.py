"""Migration 0006 on a store written before it: older rows are sealed, not rewritten, and verify holds."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic import command

from engine.clock import ManualClock
from engine.hashing import content_hash
from pit_store import database
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from pit_store.verify import verify_store

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _old_rows() -> list[str]:
    """Rows as the store wrote them before revision 0006 (content hash of the payload only)."""
    one, two = (content_hash({"series": "CPI", "value": v}) for v in (1, 2))
    return [
        "INSERT INTO batches VALUES ('batch:1', 'macro', 'f', '2025-01-01T00:00:00.000000Z', 1, 2, 2)",
        "INSERT INTO records (recorded_seq, entity_id, version, record_type, subject, kind, known_at, recorded_at, "
        "batch_id, source, content_hash, payload, provenance) VALUES "
        f"(1, 'm:1', 1, 'macro', 'CPI', 'original', '2024-01-01T00:00:00.000000Z', '2025-01-01T00:00:00.000000Z', "
        f"'batch:1', 'f', '{one}', '{{\"series\":\"CPI\",\"value\":1}}', '{{}}'),"
        f"(2, 'm:2', 1, 'macro', 'CPI', 'original', '2024-01-02T00:00:00.000000Z', '2025-01-01T00:00:00.000000Z', "
        f"'batch:1', 'f', '{two}', '{{\"series\":\"CPI\",\"value\":2}}', '{{}}')",
        "INSERT INTO memo VALUES ('k:1', 'judge', '{\"label\":\"leak\"}', '2025-01-02T00:00:00.000000Z')",
        "INSERT INTO model_versions (name, vendor_cutoff, notes, recorded_at) VALUES "
        "('m', '2024-06-01T00:00:00.000000Z', '', '2025-01-03T00:00:00.000000Z')",
    ]


@pytest.fixture
def old_store(tmp_path: Path) -> Iterator[PitStore]:
    """A store migrated to 0005 holding rows, then upgraded to the head."""
    engine = database.connect(f"sqlite:///{tmp_path / 'old.db'}", create=True)
    with engine.begin() as connection:
        command.upgrade(database._alembic_config(connection), "0005_model_claims")
        for statement in _old_rows():
            connection.exec_driver_sql(statement)
    database.migrate(engine)
    store = PitStore(engine, tmp_path / "data", ManualClock(NOW))
    yield store
    store.close()


def test_older_rows_are_sealed_and_verify(old_store: PitStore) -> None:
    report = verify_store(old_store)
    assert report.ok, report
    with old_store.engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM records WHERE row_hash IS NULL").scalar_one() == 2
        chains = dict(connection.exec_driver_sql("SELECT chain, count(*) FROM chain_links GROUP BY chain").fetchall())
    assert chains == {"store": 1, "memo": 1, "models": 1}
    rows = next(c for c in report.checks if c.name == "record row hashes")
    assert "2 stored before row hashes" in rows.detail


def test_a_sealed_row_changed_after_the_upgrade_is_detected(old_store: PitStore) -> None:
    with old_store.engine.begin() as connection:
        connection.exec_driver_sql("DROP TRIGGER records_no_update")
        connection.exec_driver_sql("UPDATE records SET known_at = '2023-01-01T00:00:00.000000Z' WHERE recorded_seq = 1")
    failed = {c.name for c in verify_store(old_store).checks if not c.ok}
    assert failed == {"append-only triggers", "store hash chain"}


def test_new_batches_chain_onto_the_sealed_ones(old_store: PitStore) -> None:
    old_store.append([RecordDraft(record_type="macro", entity_id="m:3", known_at=NOW, source="f",
                                  payload={"series": "CPI", "value": 3})], source="f")
    assert verify_store(old_store).ok

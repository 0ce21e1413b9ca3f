"""Migration 0007 on a store written before it: the facts it backfills are the ones the store writes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import select

from engine.clock import ManualClock
from pit_store import database, supersession
from pit_store.records import RecordDraft
from pit_store.schema import supersessions
from pit_store.store import PitStore
from pit_store.verify import verify_store

NOW = datetime(2026, 1, 1, tzinfo=UTC)
T0 = datetime(2024, 1, 1, tzinfo=UTC)
# (entity, known_at in days or None) per batch: backfills known before version 1, ties, undated.
HISTORY = [[(0, 5), (1, 2)], [(0, 1), (1, None)], [(0, 3), (1, 2)], [(0, 1), (2, 0)], [(0, 0), (1, 1)]]


def _append_all(store: PitStore) -> None:
    for number, batch in enumerate(HISTORY):
        store.append([
            RecordDraft(record_type="macro", entity_id=f"m:{entity}", source="test",
                        known_at=None if known is None else T0 + timedelta(days=known),
                        payload={"series": "CPI", "value": number})
            for entity, known in batch
        ], source="test")


def _facts(store: PitStore) -> list[tuple[int, int, datetime]]:
    with store.engine.connect() as connection:
        return sorted(tuple(row) for row in connection.execute(select(*supersessions.c)))  # type: ignore[misc]


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_backfilled_facts_equal_the_facts_the_store_writes(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend == "sqlite":
        old_url, new_url = (f"sqlite:///{tmp_path / name}" for name in ("old.db", "new.db"))
    else:
        pytest.importorskip("psycopg")
        old_url = request.getfixturevalue("pg_url")
        new_url = f"sqlite:///{tmp_path / 'new.db'}"  # the reference store: the facts do not depend on the backend
    engine = database.connect(old_url, create=True)
    with engine.begin() as connection:
        command.upgrade(database._alembic_config(connection), "0006_chains")
    old = PitStore(engine, tmp_path / "old-data", ManualClock(NOW))
    with monkeypatch.context() as patch:  # the store as it was before 0007: no facts written
        patch.setattr(supersession, "write", lambda *args, **kwargs: 0)
        _append_all(old)
    database.migrate(engine)
    new = PitStore.open(
        __import__("engine.settings", fromlist=["Settings"]).Settings(store_url=new_url, data_dir=tmp_path / "new-data"),
        ManualClock(NOW), create=True,
    )
    _append_all(new)
    try:
        assert _facts(old) == _facts(new)
        assert len(_facts(old)) > 0
        assert verify_store(old).ok
    finally:
        old.close()
        new.close()

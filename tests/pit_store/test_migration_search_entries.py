"""Migration 0008 on a store written before it: the entries it backfills are the ones the store writes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from sqlalchemy import Connection, select

from engine.clock import ManualClock
from engine.settings import Settings
from pit_store import database, search_index, store as store_module
from pit_store.records import RecordDraft
from pit_store.schema import search_entries
from pit_store.store import PitStore
from pit_store.verify import verify_store

NOW = datetime(2026, 1, 1, tzinfo=UTC)
T0 = datetime(2024, 1, 1, tzinfo=UTC)
# (entity, known_at in days or None, retraction?) per batch, and a macro print between the pages.
HISTORY = [[(0, 5, False), (1, 2, False)], [(0, 1, False), (1, None, False)], [(0, 3, True), (2, 0, False)]]


def _append_all(store: PitStore) -> None:
    for number, batch in enumerate(HISTORY):
        store.append([
            RecordDraft(record_type="document", entity_id=f"doc:{entity}", source="test",
                        known_at=None if known is None else T0 + timedelta(days=known),
                        kind="retraction" if retraction else None,  # type: ignore[arg-type]
                        payload={"url": f"https://x.example/{entity}", "title": f"page {entity}",
                                 "text": " ".join(["word"] * (number + entity + 1))})
            for entity, known, retraction in batch
        ], source="test")
        store.append([RecordDraft(record_type="macro", entity_id=f"m:{number}", source="test", known_at=T0,
                                  payload={"series": "CPI", "value": number})], source="test")


def _terms_only(connection: Connection, documents: Iterable[tuple[Mapping[str, Any], Mapping[str, Any]]]) -> None:
    """What the store wrote before 0008: the terms, no entry (replayed by the 0003 backfill)."""


def _entries(store: PitStore) -> list[tuple[Any, ...]]:
    with store.engine.connect() as connection:
        return sorted(tuple(row) for row in connection.execute(select(*search_entries.c)))


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_backfilled_entries_equal_the_entries_the_store_writes(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend == "sqlite":
        old_url = f"sqlite:///{tmp_path / 'old.db'}"
    else:
        pytest.importorskip("psycopg")
        old_url = request.getfixturevalue("pg_url")
    new_url = f"sqlite:///{tmp_path / 'new.db'}"  # the reference store: entries do not depend on the backend
    engine = database.connect(old_url, create=True)
    with engine.begin() as connection:
        command.upgrade(database._alembic_config(connection), "0007_supersessions")
    old = PitStore(engine, tmp_path / "old-data", ManualClock(NOW))
    with monkeypatch.context() as patch:  # the store as it was before 0008: no index written on append
        patch.setattr(store_module, "write_index", _terms_only)
        _append_all(old)
    with engine.begin() as connection:
        search_index.backfill(connection)  # the terms, as migration 0003 indexes a store it finds
    database.migrate(engine)
    new = PitStore.open(Settings(store_url=new_url, data_dir=tmp_path / "new-data"), ManualClock(NOW), create=True)
    _append_all(new)
    try:
        backfilled = _entries(old)
        assert backfilled == _entries(new)
        assert len(backfilled) == 6 and any(row[3] for row in backfilled) and any(row[2] is None for row in backfilled)
        assert verify_store(old).ok
    finally:
        old.close()
        new.close()

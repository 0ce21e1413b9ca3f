"""Hostile input through the readers into the embedded default, SQLite."""

from __future__ import annotations

import pytest

from tests.pit_store.ingest.hostile_suite import HostileSuite


class TestSqliteHostile(HostileSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

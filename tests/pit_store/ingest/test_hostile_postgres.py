"""Hostile input through the readers into PostgreSQL."""

from __future__ import annotations

import pytest

from tests.pit_store.ingest.hostile_suite import HostileSuite


@pytest.mark.postgres
class TestPostgresHostile(HostileSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

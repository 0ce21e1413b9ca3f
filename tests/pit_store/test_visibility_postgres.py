"""The visibility suite on PostgreSQL."""

from __future__ import annotations

import pytest

from tests.pit_store.visibility_suite import VisibilitySuite


@pytest.mark.postgres
class TestPostgresVisibility(VisibilitySuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

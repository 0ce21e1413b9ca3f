"""The visibility suite on SQLite."""

from __future__ import annotations

import pytest

from tests.pit_store.visibility_suite import VisibilitySuite


class TestSqliteVisibility(VisibilitySuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

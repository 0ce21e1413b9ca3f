"""The tamper suite on the embedded default, SQLite."""

from __future__ import annotations

import pytest

from tests.pit_store.tamper_suite import TamperSuite


class TestSqliteTamper(TamperSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

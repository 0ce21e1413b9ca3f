"""The full-text suite on SQLite (FTS5)."""

from __future__ import annotations

import pytest

from tests.retrieval.full_text_suite import FullTextSuite


class TestSqliteFullText(FullTextSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

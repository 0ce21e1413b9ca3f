"""The full-text suite on PostgreSQL (tsvector)."""

from __future__ import annotations

import pytest

from tests.retrieval.full_text_suite import FullTextSuite


@pytest.mark.postgres
class TestPostgresFullText(FullTextSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

"""The price index suite on SQLite."""

from __future__ import annotations

import pytest

from tests.pit_store.price_index_suite import PriceIndexSuite


class TestSqlitePriceIndex(PriceIndexSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

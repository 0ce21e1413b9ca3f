"""The price index suite on PostgreSQL."""

from __future__ import annotations

import pytest

from tests.pit_store.price_index_suite import PriceIndexSuite


@pytest.mark.postgres
class TestPostgresPriceIndex(PriceIndexSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

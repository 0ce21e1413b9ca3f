"""The gateway suite on PostgreSQL (tsvector + GIN)."""

from __future__ import annotations

import pytest

from tests.retrieval.gateway_suite import GatewaySuite


@pytest.mark.postgres
class TestPostgresGateway(GatewaySuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

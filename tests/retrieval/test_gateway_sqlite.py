"""The gateway suite on SQLite (FTS5)."""

from __future__ import annotations

import pytest

from tests.retrieval.gateway_suite import GatewaySuite


class TestSqliteGateway(GatewaySuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

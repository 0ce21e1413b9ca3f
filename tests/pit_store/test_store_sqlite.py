"""The store suite on the embedded default, SQLite."""

from __future__ import annotations

import pytest

from tests.pit_store.single_valued_suite import SingleValuedSuite
from tests.pit_store.statements_suite import StatementsSuite
from tests.pit_store.store_suite import StoreSuite


class TestSqliteStore(StoreSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url


class TestSqliteSingleValued(SingleValuedSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url


class TestSqliteStatements(StatementsSuite):
    @pytest.fixture
    def store_url(self, sqlite_url: str) -> str:
        return sqlite_url

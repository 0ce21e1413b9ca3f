"""The store suite on the server backend, PostgreSQL."""

from __future__ import annotations

import pytest

from tests.pit_store.single_valued_suite import SingleValuedSuite
from tests.pit_store.statements_suite import StatementsSuite
from tests.pit_store.store_suite import StoreSuite


@pytest.mark.postgres
class TestPostgresStore(StoreSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url


@pytest.mark.postgres
class TestPostgresSingleValued(SingleValuedSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url


@pytest.mark.postgres
class TestPostgresStatements(StatementsSuite):
    @pytest.fixture
    def store_url(self, pg_url: str) -> str:
        return pg_url

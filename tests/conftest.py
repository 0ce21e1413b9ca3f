"""Shared fixtures: a fresh store on every backend.

The PostgreSQL server comes from ASOF_TEST_PG (default: the local trust-auth server). Each test gets
its own schema inside one database created for the session, and everything is dropped afterwards.
Locally, PostgreSQL tests skip (saying why) when no server answers; under CI (CI=true) an
unreachable server is a failure, so a green CI always ran them.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from engine.clock import ManualClock
from engine.settings import Settings
from pit_store.database import scratch_database
from pit_store.store import PitStore

PG_ADMIN_URL = os.environ.get("ASOF_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
START = datetime(2026, 1, 1, tzinfo=UTC)


def _pg_reachable() -> str | None:
    try:
        engine = create_engine(PG_ADMIN_URL, connect_args={"connect_timeout": 3})
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        engine.dispose()
        return None
    except Exception as exc:  # any failure to reach the server is the reason to skip
        return f"{type(exc).__name__}: {exc}".splitlines()[0]


@pytest.fixture(scope="session")
def pg_database() -> Iterator[str]:
    """A throwaway PostgreSQL database for this test session; yields its URL."""
    reason = _pg_reachable()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL unreachable at {PG_ADMIN_URL} under CI: {reason}")
        pytest.skip(f"PostgreSQL unreachable at {PG_ADMIN_URL}: {reason}")
    with scratch_database(PG_ADMIN_URL, prefix="asof_test") as url:
        yield url


@pytest.fixture
def pg_url(pg_database: str) -> Iterator[str]:
    """A fresh schema in the session database; the URL puts it first on the search path."""
    schema = f"s_{uuid.uuid4().hex[:12]}"
    engine = create_engine(pg_database, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(pg_database).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with engine.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A fresh SQLite file."""
    return f"sqlite:///{tmp_path / 'store' / 'asof.db'}"


def open_store(url: str, data_dir: Path) -> PitStore:
    """Create (migrate) and open a store with a manual clock."""
    return PitStore.open(Settings(store_url=url, data_dir=data_dir), ManualClock(START), create=True)


@pytest.fixture
def store(store_url: str, tmp_path: Path) -> Iterator[PitStore]:
    """A migrated, empty store on the backend of the requesting test class (its `store_url`)."""
    opened = open_store(store_url, tmp_path / "data")
    try:
        yield opened
    finally:
        opened.close()

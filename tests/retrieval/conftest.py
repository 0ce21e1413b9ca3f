"""Fixtures for the gateway suite: each backend's test class provides `store_url`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pit_store.store import PitStore
from tests.conftest import open_store


@pytest.fixture
def store(store_url: str, tmp_path: Path) -> Iterator[PitStore]:
    """A migrated, empty store on the backend of the requesting test class."""
    opened = open_store(store_url, tmp_path / "data")
    try:
        yield opened
    finally:
        opened.close()

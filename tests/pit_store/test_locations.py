"""Opening a store (issue 15, finding 5): clean errors for every URL problem, nothing created by a
read, and a price folder that does not depend on the directory a command runs in."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from engine.clock import ManualClock
from engine.errors import StoreError
from engine.settings import Settings
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tests.conftest import START
from tests.pit_store.store_suite import bars

CLOCK = ManualClock(START)


def tree(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*"))


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("not a url", "not a database URL"),
        ("mysql://u@h/db", "unsupported database 'mysql'"),
        ("postgresql+nodriver://u@h/db", "cannot use database URL"),
        ("postgresql://postgres@127.0.0.1:1/asof", "cannot open the database at postgresql\\+psycopg://postgres@127.0.0.1:1/asof"),
    ],
)
def test_every_url_problem_is_one_store_error(url: str, message: str, tmp_path: Path) -> None:
    for create in (False, True):
        with pytest.raises(StoreError, match=message):
            PitStore.open(Settings(store_url=url, data_dir=tmp_path / "data"), CLOCK, create=create)
    assert tree(tmp_path) == []


@pytest.mark.postgres
def test_an_unknown_postgres_database_is_a_store_error(pg_database: str, tmp_path: Path) -> None:
    url = pg_database.rsplit("/", 1)[0] + "/asof_no_such_database"
    with pytest.raises(StoreError, match='database "asof_no_such_database" does not exist'):
        PitStore.open(Settings(store_url=url, data_dir=tmp_path / "data"), CLOCK)


def test_reading_a_missing_sqlite_store_creates_nothing(tmp_path: Path) -> None:
    settings = Settings.resolve(f"sqlite:///{tmp_path / 'no' / 'such' / 'asof.db'}")
    with pytest.raises(StoreError, match="no asof store at .*: run `asof init` first"):
        PitStore.open(settings, CLOCK)
    assert tree(tmp_path) == []


def test_the_price_folder_is_recorded_at_init_and_found_from_anywhere(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'store' / 'asof.db'}"
    chosen = tmp_path / "prices-here"
    created = PitStore.open(Settings(store_url=url, data_dir=chosen), CLOCK, create=True)
    append_prices(created, bars("AAA", [date(2024, 1, 2)], 10.0), source="p")
    created.close()
    # Another command, from another directory, names only the store.
    reopened = PitStore.open(Settings.resolve(url, cwd=tmp_path / "elsewhere", environ={}), CLOCK)
    assert reopened.data_dir == chosen.resolve()
    reopened.close()
    # Initialising it again with another folder is refused: the recorded one stands.
    with pytest.raises(StoreError, match="this store's price folder is .*prices-here"):
        PitStore.open(Settings(store_url=url, data_dir=tmp_path / "other"), CLOCK, create=True)
    assert PitStore.open(Settings.resolve(url, environ={}), CLOCK, create=True).data_dir == chosen.resolve()
    # An explicit folder wins; a missing one that should hold the store's files is an error.
    with pytest.raises(StoreError, match=r"price folder .*moved not found, and the store lists 1 price file"):
        PitStore.open(Settings(store_url=url, data_dir=tmp_path / "moved"), CLOCK)


def test_a_store_without_a_recorded_folder_uses_data_beside_its_file(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'store' / 'asof.db'}"
    created = PitStore.open(Settings.resolve(url, cwd=tmp_path, environ={}), CLOCK, create=True)
    assert created.data_dir == (tmp_path / "store" / "data").resolve() and created.data_dir.is_dir()
    created.close()

"""Where a store keeps its price files: a setting recorded in the store itself.

`asof init` records the price folder (absolute) in the store's memo, first write wins, so every
later command finds the same folder whatever directory it runs in. An explicit `--data-dir` /
`ASOF_DATA` wins (a Dask worker may mount the folder elsewhere). A store that lists price files
whose folder is missing is an error naming the folder, never an empty answer or a DuckDB traceback.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, func, select

from engine.clock import Clock
from engine.errors import StoreError
from engine.settings import Settings
from pit_store.memo import Memo, memo_key
from pit_store.schema import price_files

NAMESPACE = "store-settings"
_DATA_DIR_KEY = memo_key(NAMESPACE, "data_dir")


def recorded_data_dir(engine: Engine, clock: Clock) -> Path | None:
    """The price folder recorded at `asof init`, or None (a store made before it was recorded)."""
    value = Memo(engine, clock).get(_DATA_DIR_KEY)
    return None if value is None else Path(value)


def record_data_dir(engine: Engine, clock: Clock, folder: Path) -> Path:
    """Record `folder` as the store's price folder unless one is recorded; return the one that stands."""
    return Path(Memo(engine, clock).put(_DATA_DIR_KEY, NAMESPACE, str(folder.resolve())))


def data_dir_for(engine: Engine, clock: Clock, settings: Settings, *, create: bool) -> Path:
    """The price folder to use: the given one, else the recorded one, else the settings' default.

    With `create` (`asof init`) the folder is recorded when none is (another one given then is an
    error) and created; otherwise a missing folder is an error when the store lists files in it.
    """
    recorded = recorded_data_dir(engine, clock)
    folder = settings.data_dir if settings.data_dir_given or recorded is None else recorded
    if create:
        if recorded is None:
            record_data_dir(engine, clock, folder)
        elif folder.resolve() != recorded:
            raise StoreError(
                f"this store's price folder is {recorded} (recorded when it was created), not {folder}: "
                "run `asof init` without --data-dir, or with that folder"
            )
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    if not folder.is_dir():
        with engine.connect() as connection:
            listed = int(connection.execute(select(func.count()).select_from(price_files)).scalar_one())
        if listed:
            raise StoreError(
                f"price folder {folder} not found, and the store lists {listed} price file(s) in it: "
                "pass --data-dir (or ASOF_DATA) with the store's price folder"
            )
    return folder

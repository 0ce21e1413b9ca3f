"""Settings: where the store lives.

`ASOF_STORE` is a SQLAlchemy database URL; the default is a SQLite file in `.asof/` of the working
directory. `ASOF_DATA` is the folder for Parquet price files. Every CLI command also takes
`--store` and `--data-dir`, which win over the environment. Without either, the price folder is
the one the store recorded at `asof init` (see `pit_store.locations`), else `data/` beside a SQLite
file, so `--store` from another directory still finds the store's prices.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict

DEFAULT_DIR = ".asof"


class Settings(BaseModel):
    """Resolved locations of the record database and the Parquet data folder."""

    model_config = ConfigDict(frozen=True)

    store_url: str
    data_dir: Path
    data_dir_given: bool = True
    """False when `data_dir` is only a default: the folder the store recorded then wins."""

    @classmethod
    def resolve(
        cls,
        store: str | None = None,
        data_dir: str | Path | None = None,
        *,
        cwd: Path | None = None,
        environ: dict[str, str] | None = None,
    ) -> "Settings":
        """Explicit arguments first, then `ASOF_STORE` / `ASOF_DATA`, then the defaults."""
        env = os.environ if environ is None else environ
        base = (cwd or Path.cwd()) / DEFAULT_DIR
        url = store or env.get("ASOF_STORE") or f"sqlite:///{base / 'asof.db'}"
        folder = data_dir or env.get("ASOF_DATA")
        if folder:
            return cls(store_url=url, data_dir=Path(folder))
        return cls(store_url=url, data_dir=beside_store(url) or base / "data", data_dir_given=False)


def beside_store(url: str) -> Path | None:
    """`data/` next to a SQLite database file; None for a server or in-memory database."""
    # Imported here: every command builds Settings, and `asof --help` should not load SQLAlchemy.
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
    except ArgumentError:
        return None
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        return None
    return Path(parsed.database).parent / "data"

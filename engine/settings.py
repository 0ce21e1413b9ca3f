"""Settings: where the store lives.

`ASOF_STORE` is a SQLAlchemy database URL; the default is a SQLite file in `.asof/` of the working
directory. `ASOF_DATA` is the folder for Parquet price files (default `.asof/data`). Every CLI
command also takes `--store` and `--data-dir`, which win over the environment.
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

    @classmethod
    def resolve(
        cls,
        store: str | None = None,
        data_dir: str | Path | None = None,
        *,
        cwd: Path | None = None,
        environ: dict[str, str] | None = None,
    ) -> "Settings":
        """Explicit arguments first, then `ASOF_STORE` / `ASOF_DATA`, then the `.asof/` defaults."""
        env = os.environ if environ is None else environ
        base = (cwd or Path.cwd()) / DEFAULT_DIR
        url = store or env.get("ASOF_STORE") or f"sqlite:///{base / 'asof.db'}"
        folder = data_dir or env.get("ASOF_DATA") or base / "data"
        return cls(store_url=url, data_dir=Path(folder))

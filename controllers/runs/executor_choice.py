"""Choose a run's executor: inline, local worker processes, or a Dask cluster (`--executor`, `--workers`)."""

from __future__ import annotations

from controllers.runs.executor import Executor, InlineExecutor, ProcessExecutor
from engine.errors import InputError
from engine.settings import Settings
from pit_store.store import PitStore


def make_executor(store: PitStore, settings: Settings | None, workers: int, *, kind: str = "local",
                  scheduler: str | None = None) -> Executor:
    """`workers` = 0 runs inline; N >= 1 runs N local worker processes (they need `settings`).

    `kind="dask"` runs jobs on the Dask cluster at `scheduler` instead (a PostgreSQL store; the
    cluster's threads, not `workers`, decide how many run at once).
    """
    if kind == "dask":
        if not scheduler:
            raise InputError("--executor dask needs --scheduler tcp://HOST:PORT", field="scheduler")
        if settings is None:
            raise InputError("--executor dask needs the store's settings (--store)", field="store")
        # Imported here: local runs need not import distributed.
        from controllers.runs.dask_executor import DaskExecutor

        return DaskExecutor(settings, scheduler)
    if kind != "local":
        raise InputError(f"unknown executor {kind!r} (known: local, dask)", field="executor")
    if scheduler:
        raise InputError("--scheduler is for --executor dask", field="scheduler")
    if workers <= 0 or settings is None:
        return InlineExecutor(store)
    return ProcessExecutor(settings, workers)

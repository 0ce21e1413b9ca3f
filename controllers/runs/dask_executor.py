"""Jobs on a Dask cluster: `--executor dask --scheduler tcp://HOST:PORT`.

The runner still claims and locks every job in this process; the cluster only computes `JobResult`s.
Each worker opens the store once through a worker plugin (registered per executor, closed again by
`close`), so the store must be one every host can reach: PostgreSQL, never a SQLite file, and a
price folder (`--data-dir`) mounted at the same path on every worker.

A task's Dask key is the job key (tagged with the store), so a job delivered twice while the first
delivery is still known to the scheduler is computed once. When a worker dies mid-job, Dask itself
reschedules the task (up to the scheduler's `allowed-failures`); a task Dask gives up on
(`KilledWorker`) comes back as a `JobResult` marked `lost` with Dask's reason: the runner claims the
job once more under a new attempt, and a job lost twice is locked as a failure naming the reason.
A cancelled task comes back as no result at all and is claimed again.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator

from distributed import Client, Future, Worker, WorkerPlugin, as_completed, get_worker
from distributed.scheduler import KilledWorker
from sqlalchemy.engine import make_url

from controllers.runs.executor import Job, JobResult, lost_result, run_job
from engine.errors import InputError, StoreError
from engine.hashing import sha256_hex
from engine.settings import Settings
from pit_store.store import PitStore

CONNECT_TIMEOUT_S = 20.0
"""How long to wait, by default, for the scheduler to answer and for at least one worker to join."""


def require_shared_store(settings: Settings) -> None:
    """Refuse a store that workers on other hosts cannot share (anything but PostgreSQL)."""
    if make_url(settings.store_url).get_backend_name() != "postgresql":
        raise InputError(
            "--executor dask needs a PostgreSQL store (ASOF_STORE or --store postgresql://...): "
            "workers on other hosts cannot share a SQLite file", field="store")


class StorePlugin(WorkerPlugin):
    """Opens the store once in each worker process, and closes it when unregistered."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store: PitStore | None = None

    def setup(self, worker: Worker) -> None:
        # Price bars are Parquet files read from the data folder: it must be mounted on every worker.
        if not self.settings.data_dir.is_dir():
            raise StoreError(f"price folder {self.settings.data_dir} not found on Dask worker {worker.address}: "
                             "mount the data folder at the same path on every worker")
        self.store = PitStore.open(self.settings)

    def teardown(self, worker: Worker) -> None:
        if self.store is not None:
            self.store.close()
            self.store = None


def _run_on_worker(plugin_name: str, job: Job) -> JobResult:
    plugin = get_worker().plugins[plugin_name]
    assert isinstance(plugin, StorePlugin) and plugin.store is not None
    return run_job(plugin.store, job)


class DaskExecutor:
    """Runs jobs on the Dask cluster whose scheduler listens at `scheduler` (e.g. tcp://10.0.0.5:8786)."""

    def __init__(self, settings: Settings, scheduler: str, *, timeout: float = CONNECT_TIMEOUT_S) -> None:
        require_shared_store(settings)
        try:
            self.client = Client(scheduler, timeout=timeout, set_as_default=False)
        except (OSError, TimeoutError, ValueError) as exc:
            raise InputError(f"no Dask scheduler answers at {scheduler!r}: {exc}", field="scheduler") from None
        try:
            self.client.wait_for_workers(1, timeout=timeout)
            self.plugin_name = f"asof-store-{uuid.uuid4().hex[:12]}"
            self.client.register_plugin(StorePlugin(settings), name=self.plugin_name)
        except BaseException:
            self.client.close()
            raise
        self.store_tag = sha256_hex(settings.store_url)[:12]
        self.workers = max(1, sum(self.client.nthreads().values()))

    def dask_key(self, job: Job) -> str:
        """The task key of `job`: its job key, tagged with the store (two stores may plan equal runs)."""
        return f"asof-{job.job_key}-{self.store_tag}"

    def run(self, jobs: Iterable[Job]) -> Iterator[JobResult]:
        """Results in completion order; a job Dask lost (its worker died too often) yields none."""
        chosen = list(jobs)
        futures: list[Future] = self.client.map(_run_on_worker, [self.plugin_name] * len(chosen), chosen,
                                                key=[self.dask_key(job) for job in chosen])
        for batch in as_completed(futures, loop=self.client.loop).batches():
            # One round trip per batch; a result lost with its worker meanwhile is computed again,
            # or skipped (lost) if Dask gives it up.
            results: list[JobResult] = self.client.gather([f for f in batch if f.status == "finished"], errors="skip")
            by_key = {self.dask_key(job): job for job in chosen}
            errors = [(by_key.get(str(future.key)), future.exception()) for future in batch if future.status == "error"]
            for future in batch:
                future.release()  # forget the key now, so that a retry of a lost job computes it afresh
            yield from results
            for job, error in errors:
                if not isinstance(error, KilledWorker) or job is None:
                    raise error  # not the forecaster's (run_job keeps those): the executor's own failure
                yield lost_result(job, f"KilledWorker: {error}")

    def close(self) -> None:
        """Close each worker's store and disconnect (the cluster itself keeps running)."""
        try:
            self.client.unregister_worker_plugin(self.plugin_name)
        except (OSError, TimeoutError):
            pass  # the scheduler is gone, and the plugin with it
        finally:
            self.client.close()

"""Where jobs run: one executor interface, local worker processes by default.

The runner hands an executor picklable `Job`s and gets `JobResult`s back in completion order, and
locks each; an executor whose workers are local processes (`WorkerPool`) can instead have each
worker run its own share of the run, claiming and locking on its own connection. `InlineExecutor` runs jobs in the calling process (tests, `--workers 0`);
`ProcessExecutor` runs them in N local worker processes, each with its own store connection. A
distributed executor (`dask_executor`) implements the same `Executor` protocol; `executor_choice` picks one.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import ValidationError

from controllers.forecasters.protocol import Tools
from controllers.forecasters.registry import load_forecaster
from controllers.runs.gateways import gateway_for
from engine.clock import Clock
from engine.hashing import canonical_json
from engine.settings import Settings
from pit_store.memo import Memo
from pit_store.store import PitStore
from retrieval.context import ForecastContext
from tasks.registry import task_spec


@dataclass(frozen=True)
class Job:
    """One forecast to make: a forecaster, a policy, an instance (public JSON) and a repeat."""

    run_id: str
    job_key: str
    task: str
    forecaster: str
    policy: str
    repeat: int
    instance: dict[str, Any]
    pin: int


@dataclass(frozen=True)
class JobResult:
    """What a job produced: canonical output JSON, or why it failed; the context and transcript."""

    job_key: str
    output_json: str | None
    failure: str | None
    context: dict[str, Any]
    transcript: tuple[str, ...]
    seconds: float
    lost: str | None = None
    """Set when the executor gave the job up without running it to the end (why, e.g. a worker kept
    dying): the runner tries it once more, then locks it as a failure with this reason."""


class Executor(Protocol):
    """Runs jobs and yields their results as they complete."""

    workers: int
    """Jobs it runs at once (0: in the caller's process); the runner claims work in proportion."""

    def run(self, jobs: Iterable[Job]) -> Iterator[JobResult]:
        """Results of `jobs`, in completion order."""
        ...

    def close(self) -> None:
        """Release workers."""
        ...


T = TypeVar("T")


@runtime_checkable
class WorkerPool(Protocol):
    """An executor whose workers are processes of this host, each with its own store, that can work
    a run themselves: each claims, runs and locks jobs on its own connection (see `Runner.execute`),
    so the claims and locks are not funnelled through the runner's process."""

    workers: int

    def on_each_worker(self, task: Callable[..., T], *args: Any) -> list[Future[T]]:
        """Call `task(worker_store, *args)` once in each worker process; its futures."""
        ...


def run_job(store: PitStore, job: Job) -> JobResult:
    """Run one job: call the forecaster with the instance's public input and its gateway tools.

    An exception, or an answer that is not a valid output of the task, becomes a failure result:
    the job is still locked (as a failure) and the run goes on.
    """
    instance = job.instance
    context = ForecastContext(
        run_id=job.run_id, instance_id=instance["instance_id"], forecast_time=instance["forecast_time"],
        policy=job.policy, pin=job.pin,  # type: ignore[arg-type]
    )
    tools = Tools(lambda: gateway_for(store, context), Memo(store.engine, store.clock), job.repeat)
    started = time.perf_counter()
    output_json: str | None = None
    failure: str | None = None
    try:
        forecaster = load_forecaster(job.forecaster, job.task)
        output = forecaster.forecast(dict(instance), tools)
        if not isinstance(output, dict):
            raise TypeError(f"forecast returned {type(output).__name__}, not a JSON object")
        task_spec(job.task).output_model.model_validate(output)
        output_json = canonical_json(output)
    except ValidationError as exc:
        first = exc.errors()[0]
        failure = f"invalid output: {'.'.join(map(str, first['loc']))}: {first['msg']}"
    except Exception as exc:  # any error of a forecaster is its failure, never the run's
        failure = f"{type(exc).__name__}: {exc}"[:2000]
    seconds = time.perf_counter() - started
    context_json = context.model_dump(mode="json")
    context_json["embargo"] = context.embargo / timedelta(seconds=1)
    return JobResult(job.job_key, output_json, failure, context_json, tuple(tools.transcript),
                     seconds if math.isfinite(seconds) else 0.0)


def lost_result(job: Job, reason: str) -> JobResult:
    """The result of a job the executor gave up on (see `JobResult.lost`)."""
    return JobResult(job.job_key, None, None, {}, (), 0.0, lost=reason[:2000])


class InlineExecutor:
    """Runs jobs one after the other in this process, on the caller's store."""

    workers = 0

    def __init__(self, store: PitStore) -> None:
        self.store = store

    def run(self, jobs: Iterable[Job]) -> Iterator[JobResult]:
        for job in jobs:
            yield run_job(self.store, job)

    def close(self) -> None:
        """Nothing to release."""


_WORKER_STORE: list[PitStore] = []


def _init_worker(settings: Settings, clock: Clock | None) -> None:
    # A forked worker never touches the connections it inherited: it opens its own store.
    _WORKER_STORE.append(PitStore.open(settings, clock))


def _worker(job: Job) -> JobResult:
    return run_job(_WORKER_STORE[0], job)


def _with_store(task: Callable[..., T], args: tuple[Any, ...]) -> T:
    return task(_WORKER_STORE[0], *args)


class ProcessExecutor:
    """Runs jobs in `workers` local processes, each opening the store once.

    `clock` is what the workers' stores stamp audit rows with (default: the system clock); a
    simulation passes its own, fixed while the jobs run.
    """

    def __init__(self, settings: Settings, workers: int, clock: Clock | None = None) -> None:
        self.pool = ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("fork"),
            initializer=_init_worker, initargs=(settings, clock),
        )
        self.workers = workers

    def run(self, jobs: Iterable[Job]) -> Iterator[JobResult]:
        pending: set[Future[JobResult]] = set()
        queue = iter(jobs)
        for job in queue:
            pending.add(self.pool.submit(_worker, job))
            if len(pending) >= self.workers * 4:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                yield from (future.result() for future in done)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            yield from (future.result() for future in done)

    def on_each_worker(self, task: Callable[..., T], *args: Any) -> list[Future[T]]:
        """Call `task(worker_store, *args)` once per worker (a busy worker takes no second call, so
        each long call holds its own process)."""
        return [self.pool.submit(_with_store, task, args) for _ in range(self.workers)]

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)

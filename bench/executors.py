"""Executor throughput (issue 7): 2 local worker processes vs a Dask LocalCluster of 2 workers.

Data: the real daily bars of bokeh-sampledata (AAPL, GOOG, IBM, MSFT, 2011-2012) in a PostgreSQL
store (a Dask executor needs one every worker can reach); VAL instances generated from them by
`tasks.generate`, copied under fresh ids up to the asked count (generation is not what is measured).
The same jobs (the `cutoff_price` baseline, `pit` policy) run through three executors, each on its
own run id: inline in this process (the baseline), `ProcessExecutor` with 2 forked workers, and
`DaskExecutor` on `LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host=127.0.0.1)`.
Every job is claimed, run and locked in the hash-chained log by a runner: the runner's process for
inline and Dask, each worker process its own share for `ProcessExecutor` (issue 21.5). The
instances are split into rounds and the executors take turns within each round (inline, local,
Dask, inline, ...) so that all see the same machine. Executors are started and warmed up before
timing (a Dask worker imports asof on its first job); their start-up is reported apart.

Figures: jobs per second for each and the ratios to inline and Dask to local; per job, the wall
time not spent in the forecaster (forecaster time shared over the workers) and what each executor
adds to it over inline. Checks: every job locked once, every chain verifies, all three executors
lock byte-identical outputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from distributed import LocalCluster

from bench import Progress, Report, check, timed
from controllers.runs.executor import Executor, Job
from controllers.runs.executor_choice import make_executor
from controllers.runs.models import add_model
from controllers.runs.runner import CLAIM_CHUNK, RunRequest, Runner, locked, plan_jobs, plan_run
from controllers.runs.verify import verify_run
from controllers.store.quickstart import sample_prices
from engine.clock import ManualClock
from engine.settings import Settings
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate
from tasks.instance import TaskInstance

EXECUTORS = ("inline", "local", "dask")
SYMBOLS = ("AAPL", "GOOG", "IBM", "MSFT")
CUTOFF = datetime(2010, 12, 31, tzinfo=UTC)
RUN_DATE = datetime(2013, 12, 31, tzinfo=UTC)


@dataclass(frozen=True)
class ExecutorSize:
    """How big a run is."""

    instances: int = 10_000
    rounds: int = 4
    workers: int = 2
    every: int = 20
    """Sessions between generated instances (the rest are copies under fresh ids)."""
    alone: int = 2_000
    """Jobs each executor also runs by itself (no runner), to tell its overhead from the runner's."""


FULL = ExecutorSize()
QUICK = ExecutorSize(instances=300, rounds=2, alone=200)


def skipped(reason: str) -> Report:
    """The report when no PostgreSQL server is there to run on."""
    report = _report(QUICK)
    report.notes.append(f"not run: the Dask executor needs a PostgreSQL store ({reason})")
    return report


def _report(size: ExecutorSize) -> Report:
    return Report(
        name="executors", title="Executors: inline vs 2 local worker processes vs a 2-worker Dask LocalCluster",
        data=f"real daily bars (bokeh-sampledata: {', '.join(SYMBOLS)}); VAL instances every {size.every} sessions "
             f"of 2011-2012, copied under fresh ids to {size.instances:,}",
        params={"instances": size.instances, "rounds": size.rounds, "workers": size.workers,
                "forecaster": "cutoff_price", "policy": "pit", "store": "PostgreSQL"},
    )


def _store(url: str, folder: Path) -> PitStore:
    store = PitStore.open(Settings(store_url=url, data_dir=folder / "data"), ManualClock(RUN_DATE), create=True)
    bars = read_prices(sample_prices(), calendar="XNYS", interval="1d", latency=timedelta(0), bar_time="start")
    append_prices(store, bars, source="bokeh-sampledata")
    add_model(store, "bench-model", vendor_cutoff=CUTOFF)
    return store


def _instances(store: PitStore, size: ExecutorSize) -> tuple[TaskInstance, ...]:
    request = GenerationRequest(task="VAL", symbols=SYMBOLS, start=datetime(2011, 1, 3, tzinfo=UTC),
                                end=datetime(2012, 11, 30, tzinfo=UTC), horizon="30", every=size.every)
    base = [g.instance for g in generate(store, request)]
    check(bool(base), "no VAL instance could be generated from the bokeh bars")
    return tuple(base[k % len(base)].model_copy(update={"instance_id": f"val:bench-executors:{k}"})
                 for k in range(size.instances))


@dataclass
class _Tally:
    seconds: float = 0.0
    jobs: int = 0


def run(folder: Path, pg_url: str, size: ExecutorSize = FULL, *, log: Progress | None = None) -> Report:
    """Measure the three executors on a fresh PostgreSQL database at `pg_url`."""
    log = log or Progress("executors")
    report = _report(size)
    store = _store(pg_url, folder)
    settings = Settings(store_url=pg_url, data_dir=store.data_dir)
    try:
        instances = _instances(store, size)
        log(f"{len(instances):,} instances; starting a {size.workers}-worker Dask LocalCluster")
        with LocalCluster(n_workers=size.workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=None) as cluster:
            starts = {
                "inline": timed(lambda: make_executor(store, settings, 0)),
                "local": timed(lambda: make_executor(store, settings, size.workers)),
                "dask": timed(lambda: make_executor(store, settings, 0, kind="dask", scheduler=cluster.scheduler_address)),
            }
            executors = {name: executor for name, (_, executor) in starts.items()}
            try:
                runs, jobs = _end_to_end(store, executors, instances, size, log)
                alone = _alone(executors, jobs[: size.alone], log)
            finally:
                for executor in executors.values():
                    executor.close()
        _figures(report, size, runs, alone, {name: seconds for name, (seconds, _) in starts.items()})
    finally:
        store.close()
    return report


def _chunks(jobs: Sequence[Job], executor: Executor) -> list[Sequence[Job]]:
    """`jobs` in the chunks the runner would hand `executor` (one claim each)."""
    size = max(CLAIM_CHUNK, 16 * executor.workers)
    return [jobs[k : k + size] for k in range(0, len(jobs), size)]


def _end_to_end(store: PitStore, executors: dict[str, Executor], instances: Sequence[TaskInstance],
                size: ExecutorSize, log: Progress) -> tuple[dict[str, _Tally], list[Job]]:
    """Runs planned, claimed, executed and locked by the runner; the inline runs' jobs, for `_alone`."""
    tallies = {name: _Tally() for name in EXECUTORS}
    outputs: dict[str, dict[str, str | None]] = {name: {} for name in EXECUTORS}
    jobs: list[Job] = []
    per_round = -(-len(instances) // size.rounds)
    for number in range(size.rounds):
        chunk = tuple(instances[number * per_round : (number + 1) * per_round])
        for name in EXECUTORS:
            request = RunRequest(task="VAL", model="bench-model", forecasters=("cutoff_price",), policies=("pit",),
                                 instances=chunk, regimes=("T2",), run_date=RUN_DATE,
                                 run_id=f"bench:executors:{name}:{number}")
            run_id, plan = plan_run(store, request, "bench")
            if name == "inline":
                jobs.extend(plan_jobs(run_id, plan))
            if number == 0:  # workers import asof and connect on their first jobs: not timed
                _exhaust(executors[name], [replace(job, job_key=f"warm:{job.job_key}")
                                           for job in plan_jobs(run_id, plan)[: 4 * size.workers]])
            seconds, progress = timed(lambda: Runner(store, executors[name], progress=False).execute(run_id))
            locks = locked(store, run_id)
            check(progress.locked_now == len(chunk) == len(locks), f"{name}: not every job was locked once")
            check(verify_run(store, run_id).ok, f"{name}: the run's chain does not verify")
            tallies[name].seconds += seconds
            tallies[name].jobs += len(locks)
            outputs[name].update({lock.instance_id: lock.output_json for lock in locks.values()})
            log(f"round {number + 1}/{size.rounds} {name}: {len(chunk) / seconds:,.0f} jobs/s")
    check(outputs["local"] == outputs["inline"] == outputs["dask"], "the executors locked different outputs")
    return tallies, jobs


def _exhaust(executor: Executor, jobs: Sequence[Job]) -> None:
    """Run `jobs` through `executor` alone: results are checked for count, never locked or logged."""
    check(len(list(executor.run(jobs))) == len(jobs), "an executor did not return every job")


def _alone(executors: dict[str, Executor], jobs: Sequence[Job], log: Progress) -> dict[str, float]:
    """Seconds each executor takes for `jobs` by itself (no claims, no locks), in the runner's chunks.

    The executors take turns (a runner chunk of the largest size at a time) so all see the same machine.
    """
    copies = [replace(job, job_key=f"alone:{job.job_key}") for job in jobs]
    step = max(CLAIM_CHUNK, 16 * max(e.workers for e in executors.values()))
    seconds = dict.fromkeys(EXECUTORS, 0.0)
    for start in range(0, len(copies), step):
        for name in EXECUTORS:
            for part in _chunks(copies[start : start + step], executors[name]):
                seconds[name] += timed(lambda: _exhaust(executors[name], part))[0]
    log("executors alone: " + ", ".join(f"{name} {len(copies) / s:,.0f} jobs/s" for name, s in seconds.items()))
    return {name: s / len(copies) for name, s in seconds.items()}


def _figures(report: Report, size: ExecutorSize, runs: dict[str, _Tally], alone: dict[str, float],
             starts: dict[str, float]) -> None:
    workers = {"inline": 1, "local": size.workers, "dask": size.workers}
    rate = {name: t.jobs / t.seconds for name, t in runs.items()}
    labels = {"inline": "inline (baseline)", "local": f"{size.workers} local worker processes",
              "dask": f"Dask LocalCluster, {size.workers} workers"}
    for name in EXECUTORS:
        ratio = "" if name == "inline" else f"; {rate[name] / rate['inline']:.2f}x inline"
        report.add(f"jobs per second, {labels[name]}", rate[name], "jobs/s",
                   f"{runs[name].jobs:,} jobs in {runs[name].seconds:.2f} s{ratio}")
    report.add("ratio jobs per second, Dask / local", rate["dask"] / rate["local"], "x",
               f"both {size.workers} worker processes")
    report.add("claim and lock per job (runner, inline)", (1 / rate["inline"] - alone["inline"]) * 1000, "ms",
               "end-to-end inline wall per job minus the same job run inline alone")
    report.add("job run inline alone", alone["inline"] * 1000, "ms", "run_job in this process, no claim or lock")
    for name in ("local", "dask"):
        # Worker time a job costs through the executor (its wall time times the workers it kept
        # busy, or idle) beyond the job run inline.
        added = (alone[name] * workers[name] - alone["inline"]) * 1000
        report.add(f"overhead per job added over inline, {labels[name]}", added, "ms",
                   f"executor alone: {alone[name] * 1000:.3f} ms wall/job x {workers[name]} workers "
                   f"- {alone['inline'] * 1000:.3f} ms inline")
    report.add("executor start, local", starts["local"], "s", "fork the worker processes")
    report.add("executor start, Dask", starts["dask"], "s", "connect, open the store on each worker")
    report.checks["every job locked once, chain verified"] = f"{runs['inline'].jobs:,} jobs per executor"
    report.checks["same outputs for every executor"] = "locked output JSON compared byte for byte"
    report.notes.append("End-to-end figures include the runner's claims (JobStarted) and locks (PredictionLocked), "
                        "one transaction per chunk of max(8, 16 x workers) jobs, on PostgreSQL; the runner waits "
                        "for a whole chunk before it claims the next.")

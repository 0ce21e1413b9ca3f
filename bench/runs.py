"""Run throughput (issues 6, 21): a 5 ms forecaster under the pit policy, a plain loop vs inline vs 2 workers.

Synthetic data: random-walk daily bars for a few symbols (`bench.prices.synthetic_bars`), VAL
instances generated from them by `tasks.generate`, then copied under fresh ids up to the asked count
(generation itself is not what is measured). The forecaster (`Busy`) is the cutoff-price baseline
plus 5 ms of CPU work per job (a busy loop on the thread's CPU clock, so it costs a core however
loaded the machine is, as a real model call in-process would; a sleep would scale on one core).

Three ways to do the same jobs, interleaved in every repeat (plain, inline, workers, plain, ...):
- plain loop: `run_job` over every job in this process: the forecaster and its gateway tools, no
  claims, no locks, no log (the reference: what one process does with no controller at all);
- inline: `Runner` with the inline executor (claims, locks, hash chain in this process);
- N worker processes: `Runner` with `ProcessExecutor(N)`, executor start-up included.
Figures: medians of the repeats; inline / plain (the controller's cost), workers vs inline and
vs the plain loop (the scaling). Checks: every job locked once, every chain verifies, all three
produce byte-identical outputs.
"""

from __future__ import annotations

import resource
import statistics
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from bench import Progress, Report, check, timed
from bench.prices import session_closes, synthetic_bars
from controllers.forecasters.baselines import CutoffPrice
from controllers.runs.executor import run_job
from controllers.runs.executor_choice import make_executor
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, locked, plan_jobs, plan_run
from controllers.runs.verify import verify_run
from engine.clock import ManualClock
from engine.settings import Settings
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate
from tasks.instance import TaskInstance

TARGET_SPEEDUP = 1.7
"""Issue 21: 2 worker processes at least 1.7x inline on 10,000 jobs of a 5 ms forecaster."""
BUSY_S = 0.005


class Busy(CutoffPrice):
    """The cutoff-price baseline after `BUSY_S` of CPU work on this thread."""

    name = "busy"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        end = time.thread_time() + BUSY_S
        while time.thread_time() < end:
            pass
        return super().forecast(instance_input, tools)


FORECASTER = f"{__name__}:Busy"


@dataclass(frozen=True)
class RunSize:
    """How big a run is."""

    instances: int = 10_000
    symbols: int = 5
    sessions: int = 300
    workers: int = 2
    repeats: int = 3
    seed: int = 20260106


FULL = RunSize()
QUICK = RunSize(instances=400, repeats=2)


def _store(folder: Path, size: RunSize) -> tuple[PitStore, list[str], datetime, datetime]:
    labels, closes = session_closes()
    labels, closes = labels[-size.sessions :], closes[-size.sessions :]
    symbols = [f"RUN{i:03d}" for i in range(size.symbols)]
    settings = Settings(store_url=f"sqlite:///{folder / 'asof.db'}", data_dir=folder / "data")
    store = PitStore.open(settings, ManualClock(datetime(2026, 1, 2, tzinfo=UTC)), create=True)
    append_prices(store, synthetic_bars(symbols, labels, closes, np.random.default_rng(size.seed), 2), source="bench:runs")
    first = datetime.fromtimestamp(int(closes[0]) / 1e6, UTC)
    last = datetime.fromtimestamp(int(closes[-1]) / 1e6, UTC)
    return store, symbols, first, last


def _instances(store: PitStore, symbols: list[str], first: datetime, last: datetime, size: RunSize) -> tuple[TaskInstance, ...]:
    request = GenerationRequest(task="VAL", symbols=tuple(symbols), start=first + timedelta(days=100),
                                end=last - timedelta(days=40), horizon="30", every=5)
    base = [g.instance for g in generate(store, request)]
    check(bool(base), "no VAL instance could be generated from the synthetic store")
    return tuple(base[k % len(base)].model_copy(update={"instance_id": f"val:bench:{k}"}) for k in range(size.instances))


def _cpu() -> float:
    """CPU seconds of this process and of its finished children (the worker processes, once closed)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run(folder: Path, size: RunSize = FULL, *, log: Progress | None = None) -> Report:
    """Measure a plain loop, inline and `size.workers` worker processes on the same jobs."""
    log = log or Progress("runs")
    workers = f"{size.workers} workers"
    report = Report(
        name="runs", title=f"Runs: a {BUSY_S * 1000:g} ms forecaster, plain loop vs inline vs {workers} (pit policy)",
        data=f"synthetic: {size.symbols} random-walk symbols x {size.sessions} sessions; VAL instances copied "
             f"under fresh ids to {size.instances:,}",
        params={"instances": size.instances, "workers": size.workers, "repeats": size.repeats,
                "forecaster": f"cutoff_price + {BUSY_S * 1000:g} ms CPU", "policy": "pit", "store": "SQLite"},
    )
    store, symbols, first, last = _store(folder, size)
    try:
        add_model(store, "bench-model", vendor_cutoff=first)
        instances = _instances(store, symbols, first, last, size)
        log(f"{len(instances):,} instances")
        settings = Settings(store_url=str(store.engine.url), data_dir=store.data_dir)

        def plan(run_id: str) -> tuple[str, Any]:
            request = RunRequest(task="VAL", model="bench-model", forecasters=(FORECASTER,), policies=("pit",),
                                 instances=instances, regimes=("T2",), run_date=last + timedelta(days=1), run_id=run_id)
            return plan_run(store, request, "bench")

        def plain(run_id: str, planned: Any) -> dict[str, str | None]:
            jobs = plan_jobs(run_id, planned)
            return {job.instance["instance_id"]: run_job(store, job).output_json for job in jobs}

        def through_runner(run_id: str, count: int) -> dict[str, str | None]:
            executor = make_executor(store, settings, count)
            try:
                progress = Runner(store, executor, progress=False).execute(run_id)
            finally:
                executor.close()
            locks = locked(store, run_id)
            check(progress.locked_now == len(instances) == len(locks), f"{run_id}: not every job was locked once")
            check(verify_run(store, run_id).ok, f"{run_id}: the run's chain does not verify")
            return {lock.instance_id: lock.output_json for lock in locks.values()}

        walls: dict[str, list[float]] = {"plain loop": [], "inline": [], workers: []}
        cpus: dict[str, list[float]] = {name: [] for name in walls}
        outputs: dict[str, dict[str, str | None]] = {}
        plan_s: list[float] = []
        for repeat in range(size.repeats):
            for name in walls:
                plan_seconds, (run_id, planned) = timed(lambda: plan(f"bench:runs:{name}:{repeat}"))
                plan_s.append(plan_seconds)
                count = 0 if name == "inline" else size.workers
                action = ((lambda: plain(run_id, planned)) if name == "plain loop"
                          else (lambda: through_runner(run_id, count)))
                cpu = _cpu()
                seconds, outputs[name] = timed(action)
                walls[name].append(seconds)
                cpus[name].append(_cpu() - cpu)
                log(f"repeat {repeat + 1}/{size.repeats}, {name}: {seconds:.2f} s ({len(instances) / seconds:,.0f} jobs/s)")
        median = {name: statistics.median(times) for name, times in walls.items()}
        for name, times in walls.items():
            report.add(f"jobs per second, {name}", len(instances) / median[name], "jobs/s",
                       f"median of {', '.join(f'{t:.2f}' for t in times)} s")
            report.add(f"CPU per job, {name}", statistics.median(cpus[name]) / len(instances) * 1000, "ms",
                       "all processes (user + system), median")
        report.add("inline / plain loop (wall)", median["inline"] / median["plain loop"], "x",
                   "what claiming, locking and the hash chain add to a job in one process")
        report.add(f"{workers} speed-up over inline", median["inline"] / median[workers], "x",
                   f"target >= {TARGET_SPEEDUP}x")
        report.add(f"{workers} speed-up over the plain loop", median["plain loop"] / median[workers], "x",
                   f"ideal {size.workers}x")
        report.add("planning a run", statistics.median(plan_s), "s", f"{len(instances):,} instances, median")
        reference = outputs["plain loop"]
        check(all(found == reference for found in outputs.values()), "the three ways locked different outputs")
        report.checks["every job locked once, chain verified"] = f"{len(instances):,} jobs per run"
        report.checks["same outputs for every way"] = "output JSON compared byte for byte with the plain loop's"
        report.notes.append("Workers claim, run and lock their jobs themselves (own connections, batched claims, one "
                            "lock per finished job) on the run's one hash chain; the parent only waits.")
    finally:
        store.close()
    return report

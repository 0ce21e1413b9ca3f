"""Run throughput (issue 6): baseline forecasters under the pit policy, 1 vs 2 local workers.

Synthetic data: random-walk daily bars for a few symbols (`bench.prices.synthetic_bars`), VAL
instances generated from them by `tasks.generate`, then copied under fresh ids up to the asked count
(generation itself is not what is measured). Every job is planned, claimed, run through the
executor and locked in the hash-chained log. Figures: jobs per second per worker count, and the
controller's overhead per job (claiming, locking, logging: wall time minus the forecaster's own
time) against the 5 ms target. Checks: every job locked once, every chain verifies, and both worker
counts lock byte-identical outputs.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

from bench import Progress, Report, check, timed
from bench.prices import session_closes, synthetic_bars
from controllers.runs.executor_choice import make_executor
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, locked, plan_run
from controllers.runs.verify import verify_run
from engine.clock import ManualClock
from engine.settings import Settings
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate

TARGET_OVERHEAD_MS = 5.0


@dataclass(frozen=True)
class RunSize:
    """How big a run is."""

    instances: int = 10_000
    symbols: int = 5
    sessions: int = 300
    workers: tuple[int, ...] = (1, 2)
    seed: int = 20260106


FULL = RunSize()
QUICK = RunSize(instances=500)


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


def run(folder: Path, size: RunSize = FULL, *, log: Progress | None = None) -> Report:
    """Measure run throughput and per-job overhead for `size`."""
    log = log or Progress("runs")
    report = Report(
        name="runs", title="Runs: baseline throughput and locking overhead (pit policy)",
        data=f"synthetic: {size.symbols} random-walk symbols x {size.sessions} sessions; VAL instances copied "
             f"under fresh ids to {size.instances:,}",
        params={"instances": size.instances, "workers": list(size.workers), "forecaster": "cutoff_price",
                "policy": "pit", "store": "SQLite"},
    )
    store, symbols, first, last = _store(folder, size)
    try:
        add_model(store, "bench-model", vendor_cutoff=first)
        request = GenerationRequest(task="VAL", symbols=tuple(symbols), start=first + timedelta(days=100),
                                    end=last - timedelta(days=40), horizon="30", every=5)
        base = [g.instance for g in generate(store, request)]
        check(bool(base), "no VAL instance could be generated from the synthetic store")
        instances = tuple(base[k % len(base)].model_copy(update={"instance_id": f"val:bench:{k}"})
                          for k in range(size.instances))
        log(f"{len(base)} generated instances copied to {len(instances):,}")
        settings = Settings(store_url=str(store.engine.url), data_dir=store.data_dir)
        outputs: dict[int, dict[str, str | None]] = {}
        for workers in size.workers:
            plan_request = RunRequest(task="VAL", model="bench-model", forecasters=("cutoff_price",), policies=("pit",),
                                      instances=instances, regimes=("T2",), run_date=last + timedelta(days=1),
                                      run_id=f"bench:runs:{workers}")
            plan_s, (run_id, _) = timed(lambda: plan_run(store, plan_request, "bench"))
            executor = make_executor(store, settings, workers)
            try:
                seconds, progress = timed(lambda: Runner(store, executor, progress=False).execute(run_id))
            finally:
                executor.close()
            locks = locked(store, run_id)
            check(progress.locked_now == len(instances) == len(locks), f"{workers} worker(s): not every job was locked once")
            check(verify_run(store, run_id).ok, f"{workers} worker(s): the run's chain does not verify")
            own = sum(lock.seconds for lock in locks.values())
            overhead_ms = (seconds - own) / len(instances) * 1000
            outputs[workers] = {lock.instance_id: lock.output_json for lock in locks.values()}
            report.add(f"jobs per second, {workers} worker(s)", len(instances) / seconds, "jobs/s",
                       f"{len(instances):,} jobs in {seconds:.2f} s (plan {plan_s:.2f} s)")
            report.add(f"controller overhead per job, {workers} worker(s)", overhead_ms, "ms",
                       f"wall minus forecaster time; target < {TARGET_OVERHEAD_MS} ms; forecaster "
                       f"{own / len(instances) * 1000:.3f} ms/job")
            log(f"{workers} worker(s): {len(instances) / seconds:,.0f} jobs/s, overhead {overhead_ms:.2f} ms/job")
        reference = outputs[size.workers[0]]
        check(all(found == reference for found in outputs.values()), "worker counts locked different outputs")
        report.checks["every job locked once, chain verified"] = f"{len(instances):,} jobs per worker count"
        report.checks["same outputs for every worker count"] = "locked output JSON compared byte for byte"
        report.notes.append("Overhead includes claiming (JobStarted), locking (PredictionLocked) and the "
                            "hash chain, written per chunk of jobs in one transaction each.")
    finally:
        store.close()
    return report

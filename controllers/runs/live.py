"""Live T3: lock forecasts for instances unresolved now; resolve them once their outcomes are in.

`live_run` plans a T3-only run at the clock's now (an instance already resolved then is refused)
and executes it. `resolve` is safe to run at any time: for every run with T3 instances it scores the locked
predictions whose resolution time has passed and whose outcome the store (or a label file) now
holds, reading the store at its current position, and lists what is still pending and why.
Scores are `Scored` events keyed by job, so resolving twice changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace


from controllers.runs.executor import Executor
from controllers.runs.runner import RunProgress, RunRequest, Runner, plan_run, read_plan
from controllers.runs.scoring import LabelSource, ScoringReport, StoreLabels, score_locked
from pit_store.run_events import planned_runs
from pit_store.store import PitStore


def live_run(store: PitStore, request: RunRequest, code_revision: str, executor: Executor, *,
             progress: bool = True) -> RunProgress:
    """Plan and execute a live (T3) run at the clock's current instant."""
    live = replace(request, regimes=("T3",), live=True, run_date=store.clock.now())
    run_id, _ = plan_run(store, live, code_revision)
    return Runner(store, executor, progress=progress).execute(run_id)


def t3_runs(store: PitStore) -> list[str]:
    """Runs holding T3 (live) instances: `asof live` runs, and backtests run with T3 among their regimes."""
    with store.engine.connect() as connection:
        return sorted(run_id for run_id, body in planned_runs(connection) if '"regime":"T3"' in body)


@dataclass(frozen=True)
class ResolveReport:
    """Per live run, what this pass scored and what is still pending."""

    runs: dict[str, ScoringReport]


def resolve(store: PitStore, run_ids: Sequence[str] | None = None,
            labels: Callable[[PitStore], LabelSource] | None = None) -> ResolveReport:
    """Score every resolvable locked T3 prediction of `run_ids` (default: every run with T3 instances)."""
    now = store.clock.now()
    source = labels(store) if labels is not None else StoreLabels(store, now, store.position())
    reports: dict[str, ScoringReport] = {}
    for run_id in run_ids if run_ids is not None else t3_runs(store):
        read_plan(store, run_id)
        reports[run_id] = score_locked(store, run_id, source, regimes=("T3",), now=now)
    return ResolveReport(reports)

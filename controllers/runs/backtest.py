"""One backtest end to end: plan (pinning the store and code), execute resumably, score what resolved.

`asof run` and the Python API (`asof.Store.run`) both call `backtest`, so a run started from a
notebook is planned, locked, scored and checkpointed exactly as one started from the shell.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from controllers.runs.executor import Executor
from controllers.runs.live import refuse_backtest_relock
from controllers.runs.runner import RunProgress, RunRequest, Runner, code_revision, plan_run
from controllers.runs.scoring import LabelSource, ScoringReport, StoreLabels, score_locked
from engine.run_log import RunPlanned
from pit_store.store import PitStore


@dataclass(frozen=True)
class Backtest:
    """What one `backtest` call planned, locked and scored."""

    run_id: str
    plan: RunPlanned
    progress: RunProgress
    scoring: ScoringReport


def backtest(store: PitStore, request: RunRequest, executor: Executor, *, labels: LabelSource | None = None,
             progress: bool = True, revision: str | None = None,
             on_plan: Any = None) -> Backtest:
    """Plan `request` (or resume the run it names), run every unlocked job, then score T1/T2 from
    `labels` (default: the store as of the run date, at the pinned position). `on_plan(plan)` is
    called once the plan is written, before any job runs (the CLI says there what the run lacks)."""
    refuse_backtest_relock(store, request)
    run_id, plan = plan_run(store, request, revision or code_revision())
    if on_plan is not None:
        on_plan(plan)
    done = Runner(store, executor, progress=progress).execute(run_id)
    source = labels or StoreLabels(store, plan.run_date, plan.pins.store_position)
    return Backtest(run_id, plan, done, score_locked(store, run_id, source))

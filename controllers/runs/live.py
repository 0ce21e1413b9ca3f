"""Live T3: lock forecasts for instances unresolved now; resolve them once their outcomes are in.

`live_run` plans a T3-only run at the clock's now (an instance already resolved then is refused)
and executes it. A live forecast is write-once per (model, forecaster, policy, instance, run
date): the run id derives from the plan's content and the run's UTC day, never the clock's
instant, so repeating the command resumes the same run (a crashed one finishes, a finished one
does nothing) and reports its id; a command that would lock any of those forecasts a second time
under another id (other options, another --run-id, an overlapping instance set) is refused,
naming the run that holds them. Nobody can run live twice and keep the better set. A forecaster
is compared by the system it stands for, not by how it was named: `agent` (its model from the
environment) and `agent:MODEL` naming the same model are one forecaster (`forecaster_identity`).
`resolve` is safe to run at any time: for every run with T3 instances it scores the locked
predictions whose resolution time has passed and whose outcome the store (or a label file) now
holds, reading the store at its current position, and lists what is still pending and why.
Scores are `Scored` events keyed by job, so resolving twice changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from controllers.runs.executor import Executor
from controllers.runs.runner import (RunProgress, RunRequest, Runner, forecaster_pins, plan_run, planned_id, read_plan,
                                     request_key)
from controllers.runs.scoring import LabelSource, ScoringReport, StoreLabels, score_locked
from engine.errors import InputError
from engine.hashing import content_hash
from engine.ids import stable_id
from pit_store.run_events import planned_runs
from pit_store.store import PitStore
from tasks.registry import task_spec


def live_run_id(request: RunRequest, day: date) -> str:
    """The id of the live run `request` asks for on `day`: its content, not the clock's instant."""
    return stable_id("live", content_hash({
        "task": task_spec(request.task).name, "model": request.model, "forecasters": sorted(request.forecasters),
        "policies": sorted(request.policies), "day": day.isoformat(),
        "instances": sorted(content_hash(i.model_dump(mode="json")) for i in request.instances),
    }))


def live_run(store: PitStore, request: RunRequest, code_revision: str, executor: Executor, *,
             progress: bool = True) -> RunProgress:
    """Plan (or resume) and execute the live (T3) run of `request` at the clock's current instant."""
    now = store.clock.now()
    live = replace(request, regimes=("T3",), live=True, run_date=now)
    run_id = request.run_id or live_run_id(live, now.date())
    existing = read_plan(store, run_id, missing_ok=True)
    if existing is not None:
        # A repeat resumes the plan as first made, at its own run date.
        live = replace(live, run_date=existing.run_date)
        if existing.request_key != request_key(live):
            raise InputError(f"live run {run_id} already holds these forecasts, planned with other options: "
                             "a live run is write-once; repeat its command to resume it", field="run_id")
    else:
        refuse_relock(store, live, now.date())
    planned, _ = plan_run(store, replace(live, run_id=run_id), code_revision)
    return Runner(store, executor, progress=progress).execute(planned)


def refuse_backtest_relock(store: PitStore, request: RunRequest) -> None:
    """`asof run` with T3 and today's run date locks live forecasts too: refuse the ones another run
    of today already holds (a repeat of the same command resumes its own run and passes)."""
    today = store.clock.now().date()
    run_date = request.run_date or store.clock.now()
    if "T3" in request.regimes and run_date.date() == today and read_plan(store, planned_id(request), missing_ok=True) is None:
        refuse_relock(store, request, today)


# Forecaster families whose pinned `model` says which system answers (`agent` alone takes it from
# the environment, so the name by itself does not).
_MODEL_NAMED = ("agent", "epsbench-agent")


def forecaster_identity(name: str, pins: Mapping[str, str] | None) -> str:
    """The system `name` stands for, given what the run pinned for it: `agent` with its model pinned
    as M is `agent:M`, as is `agent:M` itself; any other name is itself."""
    family = name.partition(":")[0]
    if family in _MODEL_NAMED and pins and pins.get("model"):
        return f"{family}:{pins['model']}"
    return name


def refuse_relock(store: PitStore, request: RunRequest, day: date) -> None:
    """Refuse a new run that would lock a T3 forecast another run of `day` already holds."""
    pins = forecaster_pins(request)
    asked = {(forecaster_identity(f, pins.get(f)), p, i.instance_id)
             for f in request.forecasters for p in request.policies for i in request.instances}
    task = task_spec(request.task).name
    for run_id in t3_runs(store):
        plan = read_plan(store, run_id)
        assert plan is not None
        if plan.model != request.model or plan.task != task or plan.run_date.date() != day:
            continue
        held = {(forecaster_identity(f, plan.pins.forecasters.get(f)), p, raw["instance_id"])
                for f in plan.forecasters for p in plan.policies for raw in plan.instances if raw["regime"] == "T3"}
        both = sorted(asked & held)
        if both:
            forecaster, policy, instance = both[0]
            raise InputError(
                f"live run {run_id} already holds {len(both)} of these forecasts for {day.isoformat()} "
                f"(e.g. {forecaster} / {policy} / {instance}): a live forecast is locked once per model, "
                "forecaster, policy, instance and run date; repeat that run's command to resume it",
                field="run_id",
            )


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

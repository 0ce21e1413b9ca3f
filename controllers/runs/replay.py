"""Replay: re-run one forecast date of a run from its pinned store position and compare.

`replay` takes the source run's plan (its cutoff, run date, regimes, store position), keeps the
instances whose forecast time falls on `day` (and the policies asked for), runs them again as a new
run, and compares every locked output with the source's byte for byte. Every replay is a new run
with its own id: the forecasters always run again on the pinned inputs, never an earlier replay's
locks. Only recorded answers of external endpoints (the LLM agent's chat replies, kept in the memo)
are served from cache, and the report counts them; with them a faithful replay shows no difference.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from controllers.forecasters.agent import TRANSCRIPT_PREFIX, load_transcript
from controllers.runs.executor import Executor
from controllers.runs.runner import RunRequest, Runner, locked, plan_run, read_plan
from engine.errors import InputError
from engine.ids import stable_id
from engine.run_log import PredictionLocked, RunPlanned
from pit_store.memo import Memo
from pit_store.run_events import planned_runs
from pit_store.store import PitStore
from tasks.instance import TaskInstance


@dataclass(frozen=True)
class Difference:
    """One job whose replayed output differs from the source's."""

    forecaster: str
    policy: str
    instance_id: str
    repeat: int
    source: str | None
    replayed: str | None


@dataclass(frozen=True)
class ReplayReport:
    """A replay of one source run on one day."""

    source_run: str
    replay_run: str
    day: date
    compared: int
    identical: int
    differences: tuple[Difference, ...]
    rerun: int
    """Jobs the replay ran (every one of its plan)."""
    cached_answers: int
    """Endpoint answers served from recorded answers (the agent's chat replies found in the memo)."""
    new_calls: int
    """Endpoint calls the replay made because no answer was recorded."""


def runs_for(store: PitStore, day: date, task: str | None = None, model: str | None = None) -> list[str]:
    """Runs with an instance forecast on `day` (optionally of one task and model)."""
    with store.engine.connect() as connection:
        ids = [run_id for run_id, _ in planned_runs(connection)]
    found = []
    for run_id in ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        if task is not None and plan.task != task.upper():
            continue
        if model is not None and plan.model != model:
            continue
        if _on_day(plan, day):
            found.append(run_id)
    return found


def _on_day(plan: RunPlanned, day: date) -> list[TaskInstance]:
    kept = []
    for raw in plan.instances:
        instance = TaskInstance.model_validate({k: v for k, v in raw.items() if k != "regime"})
        if instance.forecast_time is not None and instance.forecast_time.date() == day:
            kept.append(instance)
    return kept


def replay(store: PitStore, source_run: str, day: date, executor: Executor, *, policies: Sequence[str] | None = None,
           progress: bool = False) -> ReplayReport:
    """Re-run `source_run`'s instances forecast on `day` at its pinned position; compare outputs."""
    plan = read_plan(store, source_run)
    assert plan is not None
    instances = _on_day(plan, day)
    if not instances:
        raise InputError(f"run {source_run} has no instance forecast on {day.isoformat()}", field="date")
    chosen = tuple(policies) if policies else plan.policies
    unknown = sorted(set(chosen) - set(plan.policies))
    if unknown:
        raise InputError(f"run {source_run} did not use policies {unknown}", field="policy")
    regimes = tuple(sorted({raw["regime"] for raw in plan.instances if raw["instance_id"] in {i.instance_id for i in instances}}))
    request = RunRequest(
        task=plan.task, model=plan.model, forecasters=plan.forecasters, policies=chosen, instances=tuple(instances),
        regimes=regimes, repeats=plan.repeats, cutoff_source=plan.cutoff_source,  # type: ignore[arg-type]
        run_date=plan.run_date, cutoff=plan.cutoff, pin=plan.pins.store_position,
        classifier_ids=plan.pins.classifier_ids,
        # A new record each time (never a lookup of an earlier replay of the same day).
        run_id=stable_id("replay", source_run, day.isoformat(), *chosen, uuid.uuid4().hex),
    )
    replay_id, _ = plan_run(store, request, plan.pins.code_revision)
    ran = Runner(store, executor, progress=progress).execute(replay_id)
    source = {(l.forecaster, l.policy, l.instance_id, l.repeat): l for l in locked(store, source_run).values()}
    replayed = locked(store, replay_id).values()
    differences: list[Difference] = []
    compared = 0
    for lock in replayed:
        key = (lock.forecaster, lock.policy, lock.instance_id, lock.repeat)
        before = source.get(key)
        if before is None:
            continue
        compared += 1
        left = before.output_json if before.output_json is not None else f"failure: {before.failure}"
        right = lock.output_json if lock.output_json is not None else f"failure: {lock.failure}"
        if left.encode("utf-8") != right.encode("utf-8"):
            differences.append(Difference(*key, source=left, replayed=right))
    cached, new = endpoint_answers(store, replayed)
    return ReplayReport(source_run, replay_id, day, compared, compared - len(differences), tuple(differences),
                        ran.locked_now - ran.locked_before, cached, new)


def endpoint_answers(store: PitStore, locks: Iterable[PredictionLocked]) -> tuple[int, int]:
    """(answers served from the memo, calls made) by the agent transcripts these locks reference."""
    memo = Memo(store.engine, store.clock)
    cached = new = 0
    for lock in locks:
        for reference in lock.transcript:
            if reference.startswith(TRANSCRIPT_PREFIX):
                turns = load_transcript(memo, reference)["turns"]
                cached += sum(1 for turn in turns if turn.get("cached"))
                new += sum(1 for turn in turns if "cached" in turn and not turn["cached"])
    return cached, new

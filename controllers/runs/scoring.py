"""Scoring runs: labels for locked predictions only, scores per regime (never mixed).

`score_locked` walks the run's `PredictionLocked` events and, for each one whose outcome can be
read, reads its label and appends a `Scored` event (the label's canonical JSON, its hash and the
per-instance score). Only locked jobs are ever looked up, so no outcome is read before its
prediction is fixed; a job already scored is skipped (scoring twice changes nothing).
`run_scores` then scores each (forecaster, policy, regime, repeat) group with the task's scorer.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError

from controllers.runs.runner import entries, read_plan
from engine.hashing import canonical_json, content_hash
from engine.run_log import PredictionLocked, Scored
from pit_store import database
from pit_store import run_events
from pit_store.as_of import cutoff, filings_as_of, macro_as_of
from pit_store.store import PitStore
from tasks.base import Frozen
from tasks.builders import calc as calc_builder
from tasks.builders import cf as cf_builder
from tasks.builders import eps as eps_builder
from tasks.builders import evt as evt_builder
from tasks.builders import fund as fund_builder
from tasks.builders import rank as rank_builder
from tasks.builders import val as val_builder
from tasks.calc import CalcInput
from tasks.cf import CfInput
from tasks.eps import EpsInput
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.instance import TaskInstance
from tasks.io import PredictionLine, read_labels
from tasks.rank import RankInput
from tasks.registry import task_spec
from tasks.scoring import TaskResult, score
from tasks.spec import LabelLine, TaskSpec
from tasks.val import ValInput
from tasks.variants import rescale_outcome


class LabelSource(Protocol):
    """Where outcomes come from (evaluator-only)."""

    def label(self, instance: TaskInstance) -> tuple[Frozen | None, str]:
        """The instance's label, or None and why it is not available yet."""
        ...


class StoreLabels:
    """Labels built from the store as of `resolve_at`, reading at store position `pin` (VAL, RANK, EVT, FUND, EPS);
    CF and CALC answers are recomputed from the instance (injected logic, template solution)."""

    def __init__(self, store: PitStore, resolve_at: datetime, pin: int) -> None:
        self.store = store
        self.resolve_at = resolve_at
        self.pin = pin

    def label(self, instance: TaskInstance) -> tuple[Frozen | None, str]:
        t = instance.forecast_time
        data = instance.input
        if t is None:
            return None, "instance has no forecast time"
        if isinstance(data, ValInput):
            found: Frozen | None = val_builder.label_after(self.store, data, t, self.resolve_at, self.pin)
        elif isinstance(data, RankInput):
            found = rank_builder.label_after(self.store, data, t, self.resolve_at, self.pin)
        elif isinstance(data, EvtInput):
            found = evt_builder.label_after(self.store, data, self.resolve_at, self.pin)
        elif isinstance(data, FundInput):
            found = self._fund(data)
        elif isinstance(data, CfInput):
            found = cf_builder.label_of(instance)
            if found is None:
                return None, "CF announcement is not one of the generator's templates: use a label file (--labels)"
        elif isinstance(data, CalcInput):
            found = calc_builder.label_of(data)
        elif isinstance(data, EpsInput):
            # The instance resolves at the release; P is the last close before it (builder's default metric);
            # the consensus is the one known at the forecast time.
            release = instance.resolution_time or data.release_at
            if release is None:
                return None, "EPS instance has no release time"
            found = eps_builder.label_after(self.store, data.accounting_schema, release, self.resolve_at, self.pin,
                                            eps_builder.DEFAULT_METRIC, t)
        else:
            return None, f"{instance.task} labels come from a label file (--labels)"
        if found is not None and instance.variant is not None and instance.variant.factor is not None:
            found = rescale_outcome(found, instance.variant.factor)  # a rescaled variant's outcome is in its scale
        return found, "" if found is not None else "outcome not in the store yet"


    def _fund(self, data: FundInput) -> Frozen | None:
        """The target period's value: find its entity among the metric's versions known at resolution."""
        at = cutoff(self.store, self.resolve_at, pin=self.pin)
        if data.source == "filing":
            versions = filings_as_of(self.store, data.subject, at, item=data.metric)
            ends = [v.payload.get("period_end") for v in versions]
        else:
            versions = macro_as_of(self.store, data.subject, at)
            ends = [(v.valid_to - timedelta(days=1)).date().isoformat() if v.valid_to else None for v in versions]
        target = data.target_period_end.isoformat() if data.target_period_end else None
        for version, end in zip(versions, ends, strict=True):
            if target is not None and end == target:
                return fund_builder.label_after(self.store, version.entity_id, self.resolve_at, self.pin)
        return None


class FileLabels:
    """Labels from an evaluator label file."""

    def __init__(self, spec: TaskSpec, path: Path) -> None:
        self.by_id = {line.instance_id: line.label for line in read_labels(spec, path)}

    def label(self, instance: TaskInstance) -> tuple[Frozen | None, str]:
        found = self.by_id.get(instance.instance_id)
        return found, "" if found is not None else "no label in the label file"


@dataclass(frozen=True)
class Pending:
    """A locked prediction that could not be scored yet, and why."""

    job_key: str
    instance_id: str
    regime: str
    why: str


@dataclass(frozen=True)
class ScoringReport:
    """What one scoring pass did."""

    scored: int
    already: int
    pending: tuple[Pending, ...]


def _check(spec: TaskSpec, event: PredictionLocked, label: Frozen) -> tuple[float | None, str | None]:
    """Per-instance score of a locked output, or the format failure."""
    if event.output_json is None:
        return None, event.failure or "failed"
    try:
        output = spec.output_model.model_validate(json.loads(event.output_json))
    except ValidationError as exc:
        return None, str(exc.errors()[0]["msg"])
    problem = spec.check(output, label)
    if problem is not None:
        return None, problem
    return spec.instance_score(output, label), None


SCORE_BATCH = 500
"""Scores appended per transaction."""


def score_locked(
    store: PitStore, run_id: str, labels: LabelSource, *, regimes: Sequence[str] = ("T1", "T2"),
    now: datetime | None = None,
) -> ScoringReport:
    """Append a `Scored` event for every locked prediction in `regimes` whose label is available.

    A T3 prediction is looked at only once its resolution time is at or before `now`.
    """
    plan = read_plan(store, run_id)
    assert plan is not None
    spec = task_spec(plan.task)
    instances = {i["instance_id"]: i for i in plan.instances}
    done = {e.event.job_key for e in entries(store, run_id, ["Scored"]) if isinstance(e.event, Scored)}
    at = now or store.clock.now()
    scored = already = 0
    results: list[Scored] = []
    pending: list[Pending] = []
    label_cache: dict[str, tuple[Frozen | None, str]] = {}
    parsed: dict[str, TaskInstance] = {}
    for entry in entries(store, run_id, ["PredictionLocked"]):
        event = entry.event
        assert isinstance(event, PredictionLocked)
        if event.regime not in regimes:
            continue
        if event.job_key in done:
            already += 1
            continue
        raw = instances[event.instance_id]
        if event.instance_id not in parsed:  # once per instance, not per forecaster x policy x repeat
            parsed[event.instance_id] = TaskInstance.model_validate({k: v for k, v in raw.items() if k != "regime"})
        instance = parsed[event.instance_id]
        if event.regime == "T3" and (instance.resolution_time is None or instance.resolution_time > at):
            pending.append(Pending(event.job_key, event.instance_id, event.regime,
                                   f"resolves at {raw['resolution_time']}, after now"))
            continue
        if event.instance_id not in label_cache:
            label_cache[event.instance_id] = labels.label(instance)
        label, why = label_cache[event.instance_id]
        if label is None:
            pending.append(Pending(event.job_key, event.instance_id, event.regime, why))
            continue
        instance_score, failure = _check(spec, event, label)
        label_json = canonical_json(label.model_dump(mode="json"))
        results.append(Scored(job_key=event.job_key, instance_id=event.instance_id, regime=event.regime,
                              label_json=label_json, label_hash=content_hash(json.loads(label_json)),
                              instance_score=instance_score, format_failure=failure, resolved_at=at))
    for start in range(0, len(results), SCORE_BATCH):
        batch = results[start : start + SCORE_BATCH]
        with store.engine.begin() as connection:  # one transaction a batch: a score is written once or not at all
            database.lock_writers(connection)
            written = len(run_events.append_many(connection, run_id, batch, store.clock.now()))
        scored += written
        already += len(batch) - written  # scored meanwhile by a concurrent `resolve`
    return ScoringReport(scored, already, tuple(pending))


ALL_REPEATS = -1
"""The `repeat` of a group that pools every repeat as the runs of one score (tasks scored over runs)."""


@dataclass(frozen=True)
class GroupScore:
    """The task score of one (forecaster, policy, regime, repeat) group of a run."""

    run_id: str
    model: str
    task: str
    forecaster: str
    policy: str
    regime: str
    repeat: int
    result: TaskResult

    def row(self) -> dict[str, Any]:
        """The group as one flat export row (the columns of `SCORE_COLUMNS`)."""
        return {"run_id": self.run_id, "model": self.model, "task": self.task, "forecaster": self.forecaster,
                "policy": self.policy, "regime": self.regime, "repeat": self.repeat, "n": self.result.n,
                "score": self.result.score, "format_failures": self.result.format_failures}


SCORE_COLUMNS = ("run_id", "model", "task", "forecaster", "policy", "regime", "repeat", "n", "score", "format_failures")
"""The columns of a scores export (`GroupScore.row`)."""


def scored_pairs(store: PitStore, run_id: str) -> list[tuple[PredictionLocked, Scored]]:
    """Locked predictions with their `Scored` events (only those scored)."""
    log = entries(store, run_id, ["PredictionLocked", "Scored"])
    locks = {e.event.job_key: e.event for e in log if isinstance(e.event, PredictionLocked)}
    return [(locks[e.event.job_key], e.event) for e in log if isinstance(e.event, Scored) and e.event.job_key in locks]


def run_scores(store: PitStore, run_id: str) -> list[GroupScore]:
    """Scores of every group of a run from its locked predictions and recorded labels, per regime.

    A task scored over runs (EPS) also gets, when the run has several repeats, one group per
    (forecaster, policy, regime) with `repeat` = `ALL_REPEATS`: the repeats are its runs, scored as
    EPSBench does (the median over an instance's runs, a failed run +inf). Robustness variants are
    left out: they are compared with their base instances, never scored with them.
    """
    plan = read_plan(store, run_id)
    assert plan is not None
    spec = task_spec(plan.task)
    variants = {i["instance_id"] for i in plan.instances if i.get("variant_of")}
    groups: dict[tuple[str, str, str, int], list[tuple[PredictionLocked, Scored]]] = defaultdict(list)
    for lock, scored in scored_pairs(store, run_id):
        if lock.instance_id in variants:
            continue
        groups[(lock.forecaster, lock.policy, lock.regime, lock.repeat)].append((lock, scored))
    if spec.runs and len({key[3] for key in groups}) > 1:
        for (forecaster, policy, regime, _), pairs in list(groups.items()):
            groups[(forecaster, policy, regime, ALL_REPEATS)] += pairs
    found: list[GroupScore] = []
    for (forecaster, policy, regime, repeat), pairs in sorted(groups.items()):
        pooled = repeat == ALL_REPEATS
        predictions = [_prediction_line(lock, str(lock.repeat) if pooled else None) for lock, _ in pairs]
        labelled = {lock.instance_id: (lock, s) for lock, s in pairs}  # one label per instance, whatever the repeats
        labels = [LabelLine(None, lock.instance_id, lock.market, spec.label_model.model_validate(json.loads(s.label_json)),
                            regime) for lock, s in labelled.values()]  # type: ignore[arg-type]
        found.append(GroupScore(run_id, plan.model, plan.task, forecaster, policy, regime, repeat,
                                score(spec, predictions, labels)))
    return found


def _prediction_line(lock: PredictionLocked, run: str | None = None) -> PredictionLine:
    output: Any = json.loads(lock.output_json) if lock.output_json is not None else None
    problem = None if lock.output_json is not None else f"locked failure: {lock.failure}"
    return PredictionLine(None, lock.instance_id, lock.market, run, output, problem)

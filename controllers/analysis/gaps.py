"""Gap analyses: Δ(T1,T2) = S_T1 - S_T2 and Δ(T2,T3) = S_T2 - S_T3 with bootstrap 90% intervals.

Scores come only from locked predictions with recorded labels (`Scored` events), grouped by
model x forecaster x task x market x policy, and each regime is scored on its own (never pooled
across regimes). The interval resamples instances within each regime independently (percentile
bootstrap, seeded, so the same runs give the same intervals). The policy table is FinForesight's:
for each retrieval policy, the mean |S_T2 - S_T3| over the groups that have both regimes.
"""

from __future__ import annotations

import json
import math
import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from controllers.runs.regimes import Assignment, matched_set
from controllers.runs.runner import read_plan
from controllers.runs.scoring import scored_pairs
from pit_store.store import PitStore
from tasks.registry import task_spec
from tasks.spec import Item, TaskSpec

X = TypeVar("X")
LEVEL = 0.90
REPS = 1000


@dataclass(frozen=True)
class Interval:
    """A difference of two scores and its bootstrap interval."""

    estimate: float | None
    low: float | None
    high: float | None
    n_a: int
    n_b: int
    level: float = LEVEL


def _quantile(sorted_values: Sequence[float], q: float) -> float:
    position = q * (len(sorted_values) - 1)
    low, high = math.floor(position), math.ceil(position)
    weight = position - low
    return sorted_values[low] * (1 - weight) + sorted_values[high] * weight


def bootstrap_gap(
    a: Sequence[X], b: Sequence[X], score: Callable[[Sequence[X]], float | None], *, reps: int = REPS,
    seed: int = 0, level: float = LEVEL,
) -> Interval:
    """score(a) - score(b) with a percentile bootstrap interval resampling a and b independently."""
    estimate_a, estimate_b = (score(a), score(b)) if a and b else (None, None)
    if estimate_a is None or estimate_b is None:
        return Interval(None, None, None, len(a), len(b), level)
    rng = random.Random(seed)
    draws: list[float] = []
    for _ in range(reps):
        sample_a = [a[rng.randrange(len(a))] for _ in a]
        sample_b = [b[rng.randrange(len(b))] for _ in b]
        sa, sb = score(sample_a), score(sample_b)
        if sa is not None and sb is not None:
            draws.append(sa - sb)
    if not draws:
        return Interval(estimate_a - estimate_b, None, None, len(a), len(b), level)
    draws.sort()
    tail = (1 - level) / 2
    return Interval(estimate_a - estimate_b, _quantile(draws, tail), _quantile(draws, 1 - tail), len(a), len(b), level)


Entry = tuple[Item[Any, Any], bool]
"""A scored instance: its item, and whether the output was valid (False: a locked failure)."""


def scope_score(spec: TaskSpec) -> Callable[[Sequence[Entry]], float | None]:
    """The task's scope score of a list of entries (valid ones scored, failures passed as failed)."""

    def score(entries: Sequence[Entry]) -> float | None:
        return spec.score_scope([i for i, ok in entries if ok], [i for i, ok in entries if not ok]).score

    return score


GroupKey = tuple[str, str, str, str, str]
"""(model, forecaster, task, market, policy)."""


@dataclass(frozen=True)
class Matched:
    """Per task, the matched eligible set across the runs' models and what each filter removed."""

    models: dict[str, tuple[str, ...]]
    keep: dict[str, dict[str, tuple[str, ...]]]
    removed: dict[str, dict[str, int]]


def matched_across_models(store: PitStore, run_ids: Sequence[str]) -> Matched:
    """The instances every model of a task places in the same regime (from the runs' plans).

    An instance a model's runs left out (ineligible for its cutoff, or not requested) counts as
    ineligible for that model under the reason its plan recorded, or `missing_for_some_model`.
    """
    per_task: dict[str, dict[str, list[Assignment]]] = defaultdict(lambda: defaultdict(list))
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        seen = {a.instance_id for a in per_task[plan.task][plan.model]}
        per_task[plan.task][plan.model].extend(
            Assignment(i["instance_id"], i["regime"], None) for i in plan.instances if i["instance_id"] not in seen
        )
    keep: dict[str, dict[str, tuple[str, ...]]] = {}
    removed: dict[str, dict[str, int]] = {}
    models: dict[str, tuple[str, ...]] = {}
    for task, by_model in per_task.items():
        found = matched_set(by_model)
        keep[task], removed[task], models[task] = found.by_regime, found.removed, tuple(sorted(by_model))
    return Matched(models, keep, removed)


def collect(store: PitStore, run_ids: Sequence[str], matched: Matched | None = None) -> dict[GroupKey, dict[str, list[Entry]]]:
    """Scored entries of the runs by group and regime (first repeat only, so instances are independent).

    Robustness variants (prompt rewrites, perturbations) are left out: they are read only in pairs
    with their base instances (`tables.robustness_table`). With `matched`, tasks run by more than
    one model keep only their matched eligible set.
    """
    grouped: dict[GroupKey, dict[str, list[Entry]]] = defaultdict(lambda: defaultdict(list))
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        spec = task_spec(plan.task)
        variants = {i["instance_id"] for i in plan.instances if i.get("variant_of")}
        allowed = None
        if matched is not None and len(matched.models.get(plan.task, ())) > 1:
            allowed = {r: set(ids) for r, ids in matched.keep[plan.task].items()}
        for lock, scored in scored_pairs(store, run_id):
            if lock.repeat != 0 or lock.instance_id in variants:
                continue
            if allowed is not None and lock.instance_id not in allowed.get(lock.regime, set()):
                continue
            label = spec.label_model.model_validate(json.loads(scored.label_json))
            ok = lock.output_json is not None and scored.format_failure is None
            outputs = (spec.output_model.model_validate(json.loads(lock.output_json)),) if ok else ()  # type: ignore[arg-type]
            item = Item(lock.instance_id, lock.market, label, outputs)
            grouped[(plan.model, lock.forecaster, plan.task, lock.market, lock.policy)][lock.regime].append((item, ok))
    return grouped


@dataclass(frozen=True)
class GapRow:
    """Scores per regime and the two gaps of one group."""

    model: str
    forecaster: str
    task: str
    market: str
    policy: str
    scores: dict[str, float | None]
    counts: dict[str, int]
    t1_t2: Interval
    t2_t3: Interval


def gap_rows(store: PitStore, run_ids: Sequence[str], *, reps: int = REPS, seed: int = 0,
             matched: bool = True) -> list[GapRow]:
    """Δ(T1,T2) and Δ(T2,T3) for every group of the runs (on the matched set across models by default)."""
    rows: list[GapRow] = []
    chosen = matched_across_models(store, run_ids) if matched else None
    # Groups with the same entries (a forecaster that retrieves nothing scores alike under every
    # policy) get the same interval from the same seed: each distinct pair is bootstrapped once.
    done: dict[tuple[str, tuple[Any, ...], tuple[Any, ...]], Interval] = {}

    def gap(task: str, a: Sequence[Entry], b: Sequence[Entry], score: Callable[[Sequence[Entry]], float | None]) -> Interval:
        key = (task, _fingerprint(a), _fingerprint(b))
        if key not in done:
            done[key] = bootstrap_gap(a, b, score, reps=reps, seed=seed)
        return done[key]

    for key, grouped in sorted(collect(store, run_ids, chosen).items()):
        # In instance order, not lock order: parallel workers lock in any order, the intervals must not move.
        regimes = {r: sorted(entries, key=_entry_order) for r, entries in grouped.items()}
        score = scope_score(task_spec(key[2]))
        scores = {r: score(regimes[r]) if regimes.get(r) else None for r in ("T1", "T2", "T3")}
        counts = {r: len(regimes.get(r, [])) for r in ("T1", "T2", "T3")}
        rows.append(GapRow(
            *key, scores=scores, counts=counts,
            t1_t2=gap(key[2], regimes.get("T1", []), regimes.get("T2", []), score),
            t2_t3=gap(key[2], regimes.get("T2", []), regimes.get("T3", []), score),
        ))
    return rows


def _entry_order(entry: Entry) -> tuple[str, bool, tuple[str, ...]]:
    item, ok = entry
    return item.instance_id, ok, tuple(o.model_dump_json() for o in item.outputs)


def _fingerprint(entries: Sequence[Entry]) -> tuple[Any, ...]:
    """What decides a group's scores: each instance (its label is the task's) and what it was answered."""
    return tuple((item.instance_id, item.market, ok, tuple(o.model_dump_json() for o in item.outputs))
                 for item, ok in entries)


def policy_table(rows: Sequence[GapRow]) -> dict[str, dict[str, float | int | None]]:
    """Per policy: the mean |S_T2 - S_T3| over groups with both regimes, and how many groups."""
    gaps: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        gaps.setdefault(row.policy, [])
        if row.t2_t3.estimate is not None:
            gaps[row.policy].append(abs(row.t2_t3.estimate))
    return {
        policy: {"mean_abs_gap": math.fsum(values) / len(values) if values else None, "groups": len(values)}
        for policy, values in sorted(gaps.items())
    }

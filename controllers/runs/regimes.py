"""Regime assignment: where each instance falls relative to a model's cutoff c_m and the run date r.

- T1: the outcome resolved at or before c_m (so t <= resolution <= c_m): the model may remember it;
- T2: t at or after c_m and the outcome resolved at or before r: scorable now, unseen in training;
- T3: the outcome unresolved at r (resolution after r): a live forecast;
- ineligible, with a reason: t before c_m but resolution after it (the window straddles the cutoff),
  t after r (a forecast from the future), or no forecast/resolution time.

c_m is the last instant the model may know about; a forecast exactly at c_m sees nothing the model
could not, so it is T2. An outcome resolving exactly at r is resolved by r (T2, not T3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from tasks.instance import TaskInstance

RegimeName = Literal["T1", "T2", "T3"]
REGIME_NAMES: tuple[RegimeName, ...] = ("T1", "T2", "T3")

STRADDLES = "straddles_cutoff"
FUTURE = "forecast_after_run_date"
NO_TIME = "no_forecast_time"
NO_RESOLUTION = "no_resolution_time"


@dataclass(frozen=True)
class Assignment:
    """One instance's regime, or the reason it is ineligible."""

    instance_id: str
    regime: RegimeName | None
    reason: str | None


def assign(instance: TaskInstance, cutoff: datetime, run_date: datetime) -> Assignment:
    """The regime of `instance` for a model with cutoff `cutoff`, on run date `run_date`."""
    t, resolution = instance.forecast_time, instance.resolution_time
    if t is None:
        return Assignment(instance.instance_id, None, NO_TIME)
    if resolution is None:
        return Assignment(instance.instance_id, None, NO_RESOLUTION)
    if t > run_date:
        return Assignment(instance.instance_id, None, FUTURE)
    if resolution > run_date:
        return Assignment(instance.instance_id, "T3", None)
    if resolution <= cutoff:
        return Assignment(instance.instance_id, "T1", None)
    if t >= cutoff:
        return Assignment(instance.instance_id, "T2", None)
    return Assignment(instance.instance_id, None, STRADDLES)


def assign_all(instances: Sequence[TaskInstance], cutoff: datetime, run_date: datetime) -> list[Assignment]:
    """Assignments of every instance, in order."""
    return [assign(instance, cutoff, run_date) for instance in instances]


@dataclass(frozen=True)
class Selection:
    """Instances kept for a run and how many each filter removed."""

    kept: tuple[tuple[TaskInstance, RegimeName], ...]
    removed: dict[str, int]


def select(
    instances: Sequence[TaskInstance], cutoff: datetime, run_date: datetime, regimes: Sequence[RegimeName]
) -> Selection:
    """Keep the instances in `regimes`; count the rest by ineligibility reason or `not_requested_<R>`."""
    kept: list[tuple[TaskInstance, RegimeName]] = []
    removed: Counter[str] = Counter()
    for instance in instances:
        found = assign(instance, cutoff, run_date)
        if found.regime is None:
            removed[found.reason or "ineligible"] += 1
        elif found.regime not in regimes:
            removed[f"not_requested_{found.regime}"] += 1
        else:
            kept.append((instance, found.regime))
    return Selection(tuple(kept), dict(sorted(removed.items())))


@dataclass(frozen=True)
class MatchedSet:
    """Instances in the same regime for every model compared, and what each filter removed."""

    by_regime: dict[str, tuple[str, ...]]
    removed: dict[str, int]


def matched_set(assignments: Mapping[str, Sequence[Assignment]]) -> MatchedSet:
    """The matched eligible set across models (model -> assignments of the same instances).

    An instance is kept in regime R only when every model places it in R; the others are counted
    under the first reason that removed them: ineligible for some model (by reason) or regimes that
    disagree across models (`regime_mismatch`).
    """
    per_instance: dict[str, list[Assignment]] = {}
    for found in assignments.values():
        for item in found:
            per_instance.setdefault(item.instance_id, []).append(item)
    models = len(assignments)
    by_regime: dict[str, list[str]] = {name: [] for name in REGIME_NAMES}
    removed: Counter[str] = Counter()
    for instance_id, items in per_instance.items():
        reasons = [item.reason for item in items if item.regime is None]
        if len(items) < models:
            removed["missing_for_some_model"] += 1
        elif reasons:
            removed[reasons[0] or "ineligible"] += 1
        elif len({item.regime for item in items}) > 1:
            removed["regime_mismatch"] += 1
        else:
            by_regime[str(items[0].regime)].append(instance_id)
    return MatchedSet({k: tuple(sorted(v)) for k, v in by_regime.items()}, dict(sorted(removed.items())))

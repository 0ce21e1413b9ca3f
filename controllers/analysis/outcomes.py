"""Resolved outcomes of scored runs, written for the residual-leakage check (`asof audit outcomes`).

The residual check (`residual_leakage`) asks whether an accepted page reveals an instance's outcome;
it needs the outcomes, which only the evaluator knows. This builds them from what a run already
scored: the subject each family names and the realised numbers of its label, or, for VAL, the date
of the session whose close resolved the first window (a return alone would match other numbers by
chance). RANK (several subjects), CF and CALC (generated announcements) have no page-level outcome.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from datetime import timedelta
from typing import Any

from controllers.analysis.residual_leakage import Outcome
from controllers.runs.runner import entries, read_plan
from engine.run_log import Scored
from pit_store.as_of import price_as_of
from pit_store.store import PitStore
from tasks.eps import EpsInput
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.instance import TaskInstance
from tasks.val import ValInput


def _numbers(value: Any) -> Iterator[float]:
    """Every number in a label (nested), booleans excluded."""
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        yield float(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _numbers(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _numbers(item)


def outcome_of(store: PitStore, instance: TaskInstance, scored: Scored) -> Outcome | None:
    """The page-level outcome of one scored instance, or None where its family has none."""
    data, t = instance.input, instance.forecast_time
    if t is None:
        return None
    if isinstance(data, ValInput):
        bar = price_as_of(store, data.symbol, t + timedelta(days=min(data.horizons)))
        if bar is None or bar.known_at <= t:
            return None
        return Outcome(instance_id=instance.instance_id, subject=data.symbol, resolved_on=bar.session)
    subject = {EvtInput: lambda d: d.company, FundInput: lambda d: d.subject, EpsInput: lambda d: d.ticker}
    for kind, name in subject.items():
        if isinstance(data, kind):
            values = tuple(v for v in _numbers(json.loads(scored.label_json)) if v)
            return Outcome(instance_id=instance.instance_id, subject=name(data), values=values,
                           resolved_on=scored.resolved_at.date())
    return None


def outcomes_of_runs(store: PitStore, run_ids: Sequence[str]) -> list[Outcome]:
    """The outcomes of every scored instance of these runs, once per instance, in instance order."""
    found: dict[str, Outcome] = {}
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        if plan is None:
            continue
        instances = {raw["instance_id"]: TaskInstance.model_validate({k: v for k, v in raw.items() if k != "regime"})
                     for raw in plan.instances}
        for entry in entries(store, run_id, ["Scored"]):
            event = entry.event
            if isinstance(event, Scored) and event.instance_id in instances and event.instance_id not in found:
                outcome = outcome_of(store, instances[event.instance_id], event)
                if outcome is not None:
                    found[event.instance_id] = outcome
    return [found[key] for key in sorted(found)]

"""The EPS instance PDEs of a scored run, for paired comparisons (`asof eps compare`).

Every locked prediction of the chosen group (forecaster, policy, regime) with its `Scored` label:
an instance's PDE is the median over its repeats (its runs), a failed or invalid run +inf, the
runs forming a grid over the group as in `tasks.eps.score_scope`.
"""

from __future__ import annotations

import json
from collections import defaultdict

from pydantic import ValidationError

from controllers.runs.runner import read_plan
from controllers.runs.scoring import scored_pairs
from engine.errors import InputError
from pit_store.store import PitStore
from tasks.eps import EpsLabel, EpsOutput, instance_pde, run_grid
from tasks.spec import Item


def instance_pdes(
    store: PitStore, run_id: str, *, forecaster: str | None = None, policy: str | None = None, regime: str | None = None
) -> dict[str, float]:
    """Instance id -> PDE (median over repeats, +inf for failed runs) of one group of an EPS run."""
    pairs = [(lock, s) for lock, s in scored_pairs(store, run_id)
             if (forecaster is None or lock.forecaster == forecaster) and (policy is None or lock.policy == policy)
             and (regime is None or lock.regime == regime)]
    groups = {(lock.forecaster, lock.policy, lock.regime) for lock, _ in pairs}
    if len(groups) != 1:
        found = sorted(groups)
        raise InputError(f"run {run_id!r}: choose one (forecaster, policy, regime) group of {found or 'none scored'}",
                         field="forecaster")
    outputs: dict[str, list[EpsOutput]] = defaultdict(list)
    labels: dict[str, EpsLabel] = {}
    for lock, scored in pairs:
        try:
            labels[lock.instance_id] = EpsLabel.model_validate_json(scored.label_json)
        except ValidationError:
            raise InputError(f"run {run_id!r} is not an EPS run", field="run") from None
        if lock.output_json is not None and scored.format_failure is None:
            outputs[lock.instance_id].append(EpsOutput.model_validate(json.loads(lock.output_json)))
    items = [Item(key, "", label, tuple(outputs[key])) for key, label in labels.items()]
    grid = run_grid(items)
    return {item.instance_id: instance_pde(item, grid) for item in items}


def companies(store: PitStore, run_id: str) -> dict[str, str]:
    """Instance id -> ticker of a planned EPS run (for a company-level bootstrap)."""
    plan = read_plan(store, run_id)
    if plan is None:
        raise InputError(f"unknown run {run_id!r}", field="run")
    return {i["instance_id"]: str((i.get("input") or {}).get("ticker", "")) for i in plan.instances}

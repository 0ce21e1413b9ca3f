"""What `asof runs list|show` prints: each run's plan and how far its jobs have got.

A run's status follows from its log alone: `planned` (nothing locked), `running` (some jobs not
locked yet), `awaiting_resolution` (every job locked, some live predictions not scored yet),
`complete` (every locked prediction scored).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from controllers.runs.runner import entries, read_plan
from controllers.runs.verify import run_ids
from engine.run_log import JobStarted, PredictionLocked, RunPlanned, Scored
from leakage_filter.ensemble import missing_judge_note
from pit_store.store import PitStore


def run_summary(store: PitStore, run_id: str) -> dict[str, Any]:
    """One run: id, plan fields, creation time, job counts by state, regimes and status; `note` says
    when the plan runs `pit_llm` with no LLM judge among its classifiers (None otherwise)."""
    plan = read_plan(store, run_id)
    assert plan is not None
    log = entries(store, run_id)
    created = next(e.recorded_at for e in log if isinstance(e.event, RunPlanned))
    locks = [e.event for e in log if isinstance(e.event, PredictionLocked)]
    scored = {e.event.job_key for e in log if isinstance(e.event, Scored)}
    started = {e.event.job_key for e in log if isinstance(e.event, JobStarted)}
    jobs = len(plan.forecasters) * len(plan.policies) * len(plan.instances) * plan.repeats
    locked_keys = {lock.job_key for lock in locks}
    counts = {
        "jobs": jobs, "locked": len(locked_keys), "failed": sum(lock.output_json is None for lock in locks),
        "scored": len(scored), "unscored": len(locked_keys - scored), "in_flight": len(started - locked_keys),
        "not_started": jobs - len(started | locked_keys),
    }
    if not locked_keys:
        status = "planned"
    elif len(locked_keys) < jobs:
        status = "running"
    elif locked_keys - scored:
        status = "awaiting_resolution"
    else:
        status = "complete"
    return {
        "run_id": run_id, "task": plan.task, "model": plan.model, "cutoff": plan.cutoff.isoformat(),
        "cutoff_source": plan.cutoff_source, "run_date": plan.run_date.isoformat(), "live": plan.live,
        "forecasters": list(plan.forecasters), "policies": list(plan.policies), "regimes": list(plan.regimes),
        "repeats": plan.repeats, "created": created.isoformat(), "store_position": plan.pins.store_position,
        "code_revision": plan.pins.code_revision, "classifiers": list(plan.pins.classifier_ids),
        "note": missing_judge_note(plan.policies, plan.pins.classifier_ids), "instances": len(plan.instances),
        "instances_by_regime": dict(sorted(Counter(i["regime"] for i in plan.instances).items())),
        "variants": sum(1 for i in plan.instances if i.get("variant_of")),
        "removed": plan.removed, "counts": counts, "status": status,
    }


def list_runs(store: PitStore) -> list[dict[str, Any]]:
    """Every run's summary, oldest first."""
    return sorted((run_summary(store, r) for r in run_ids(store)), key=lambda s: (s["created"], s["run_id"]))

"""Instance generation: build task instances (and, once resolved, their labels) from the store.

`generate(store, request)` pins the store position once, so every read of one generation is
reproducible, then hands the request to the family's builder. Builders read inputs as of each
instance's forecast time t and labels as of `resolve_at` (the run date r); an outcome that has not
resolved by then gets no label (a live, T3-style instance). CF and CALC come from templates with
known answers. Files: one instance per line (public), one label line per resolved instance.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.errors import InputError
from pit_store.store import PitStore
from tasks.builders import calc, cf, eps, evt, fund, rank, val
from tasks.builders.request import GenerationRequest
from tasks.instance import Generated

BUILDERS: dict[str, Callable[[PitStore, GenerationRequest, int], list[Generated]]] = {
    "VAL": val.build,
    "RANK": rank.build,
    "EVT": evt.build,
    "FUND": fund.build,
    "CF": cf.build,
    "CALC": calc.build,
    "EPS": eps.build,
}


def generate(store: PitStore, request: GenerationRequest) -> list[Generated]:
    """Build the instances `request` asks for, reading the store at one pinned position."""
    builder = BUILDERS.get(request.task)
    if builder is None:
        raise InputError(f"unknown task {request.task!r} (known: {sorted(BUILDERS)})", field="task")
    pin = store.resolve_pin(request.pin)
    built = builder(store, request, pin)
    return sorted(built, key=lambda g: (g.instance.forecast_time is None, g.instance.forecast_time, g.instance.instance_id))


def write_jsonl(path: Path, rows: Sequence[dict[str, object]]) -> None:
    """Write rows as JSON Lines (UTF-8, one object per line)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def write_generated(generated: Sequence[Generated], instances: Path, labels: Path | None) -> tuple[int, int]:
    """Write instances (public) and, if asked, label lines (evaluator-only); return both counts."""
    write_jsonl(instances, [g.instance.model_dump(mode="json") for g in generated])
    resolved = [g.resolution.line() for g in generated if g.resolution is not None]
    if labels is not None:
        write_jsonl(labels, resolved)
    return len(generated), len(resolved)

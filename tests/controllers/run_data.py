"""A small real store and VAL instances for the controller tests.

The store is the task tests' synthetic one (daily closes through 2024). A model with cutoff
2024-06-01 and a run date of 2024-10-01 puts early instances in T1, summer ones in T2 and late
September ones in T3 (their 30-day window ends after the run date).
"""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from controllers.forecasters import CutoffPrice
from controllers.models import add_model
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate, write_jsonl
from tasks.instance import TaskInstance
from tests.tasks.store_data import build_store

CUTOFF = datetime(2024, 6, 1, tzinfo=UTC)
RUN_DATE = datetime(2024, 10, 1, tzinfo=UTC)


def make_store(folder: Path) -> PitStore:
    """The synthetic store with one registered model (`m1`, cutoff 2024-06-01)."""
    store = build_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")
    add_model(store, "m1", vendor_cutoff=CUTOFF, release_date=datetime(2024, 7, 1, tzinfo=UTC))
    return store


_GENERATED: dict[tuple[int, str, str], list[TaskInstance]] = {}


def val_instances(store: PitStore, every: int = 10, start: str = "2024-02-01", end: str = "2024-09-30") -> list[TaskInstance]:
    """VAL instances (30-day window) for AAA and BBB between `start` and `end`.

    Every test store holds the same data, so one generation per argument set serves them all.
    """
    key = (every, start, end)
    if key not in _GENERATED:
        _GENERATED[key] = _generate(store, every, start, end)
    return list(_GENERATED[key])


def _generate(store: PitStore, every: int, start: str, end: str) -> list[TaskInstance]:
    request = GenerationRequest(
        task="VAL", symbols=("AAA", "BBB"), start=datetime.fromisoformat(start).replace(tzinfo=UTC),
        end=datetime.fromisoformat(end).replace(hour=23, tzinfo=UTC), horizon="30", every=every,
    )
    return [g.instance for g in generate(store, request)]


def write_instances(path: Path, instances: list[TaskInstance]) -> Path:
    """Write an instance file."""
    write_jsonl(path, [i.model_dump(mode="json") for i in instances])
    return path


class Slow(CutoffPrice):
    """The cutoff-price baseline, slowed by `ASOF_TEST_SLOW` seconds a job (so a run can be killed mid-way)."""

    name = "slow"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        time.sleep(float(os.environ.get("ASOF_TEST_SLOW", "0")))
        return super().forecast(instance_input, tools)

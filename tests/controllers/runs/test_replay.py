"""Replay reproduces locked predictions byte for byte, and reports a forecaster that drifts."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from controllers.forecasters.baselines import CutoffPrice
from controllers.runs.executor import InlineExecutor
from controllers.runs.replay import replay, runs_for
from controllers.runs.runner import RunRequest, Runner, locked, plan_run, read_plan
from engine.errors import InputError
from pit_store.store import PitStore
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


class Drifting(CutoffPrice):
    """A forecaster whose answers change between calls (not reproducible)."""

    name = "drifting"
    calls = 0

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        Drifting.calls += 1
        out = super().forecast(instance_input, tools)
        return {**out, "bull": out["bull"] + Drifting.calls}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = make_store(tmp_path)
    yield opened
    opened.close()


def run(store: PitStore, forecasters: tuple[str, ...]) -> str:
    request = RunRequest(task="VAL", model="m1", forecasters=forecasters, policies=("pit", "search_only"),
                         instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE)
    run_id, _ = plan_run(store, request, "rev")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    return run_id


def test_replay_is_byte_identical(store: PitStore) -> None:
    run_id = run(store, ("cutoff_price",))
    plan = read_plan(store, run_id)
    assert plan is not None
    day = plan.instances[3]["forecast_time"][:10]
    report = replay(store, run_id, date.fromisoformat(day), InlineExecutor(store))
    assert report.compared >= 2 and report.identical == report.compared and not report.differences
    replayed = read_plan(store, report.replay_run)
    assert replayed is not None and replayed.pins.store_position == plan.pins.store_position
    assert runs_for(store, date.fromisoformat(day), task="VAL", model="m1") == sorted([run_id, report.replay_run])
    only_pit = replay(store, run_id, date.fromisoformat(day), InlineExecutor(store), policies=["pit"])
    assert only_pit.compared == report.compared // 2
    with pytest.raises(InputError, match="no instance"):
        replay(store, run_id, date(2020, 1, 1), InlineExecutor(store))
    with pytest.raises(InputError, match="did not use"):
        replay(store, run_id, date.fromisoformat(day), InlineExecutor(store), policies=["pit_llm"])


def test_replay_reports_differences(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    module = type(sys)("drift_mod")
    module.Drifting = Drifting  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "drift_mod", module)
    run_id = run(store, ("drift_mod:Drifting",))
    plan = read_plan(store, run_id)
    assert plan is not None
    report = replay(store, run_id, date.fromisoformat(plan.instances[0]["forecast_time"][:10]), InlineExecutor(store))
    assert report.compared > 0 and len(report.differences) == report.compared
    assert all(d.source != d.replayed for d in report.differences)
    assert len(locked(store, run_id)) == 2 * len(plan.instances)

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


class Searching(CutoffPrice):
    """The cutoff-price baseline, nudged up by one per page its search returns (its answer depends on what it saw)."""

    name = "searching"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        out = super().forecast(instance_input, tools)
        seen = len(tools.search(f"{instance_input['input']['symbol']} outlook", 5).hits)
        return {**out, "bull": out["bull"] + seen}


def test_a_pit_llm_run_replays_offline_with_the_judges_verdicts(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge (talking to the loopback chat double, tests/chat_server.py: no LLM endpoint can run
    here) rejects a page in the source run; with no endpoint configured the replay still rejects it."""
    import json
    from datetime import UTC, datetime

    from pit_store.records import RecordDraft
    from tests.chat_server import MODEL, ChatServer, completion
    from tests.conftest import open_store

    store.append([RecordDraft(record_type="document", entity_id=f"doc:{symbol}-outlook",
                              known_at=datetime(2024, 6, 20, tzinfo=UTC), source="t",
                              payload={"url": f"https://news.example.com/{symbol}", "title": "outlook",
                                       "text": f"{symbol} outlook: analysts expect steady demand next quarter."})
                  for symbol in ("AAA", "BBB")], source="t")
    server = ChatServer()
    server.default = completion(json.dumps({"label": "leak", "confidence": 0.9, "reason": "says later results",
                                            "evidence": []}))
    server.start()
    monkeypatch.setitem(sys.modules, "searching_mod", type(sys)("searching_mod"))
    sys.modules["searching_mod"].Searching = Searching  # type: ignore[attr-defined]
    try:
        monkeypatch.setenv("ASOF_LLM_BASE_URL", server.base_url)
        monkeypatch.setenv("ASOF_LLM_MODEL", MODEL)
        instances = tuple(i for i in val_instances(store) if i.forecast_time and i.forecast_time.date() == date(2024, 7, 11))
        request = RunRequest(task="VAL", model="m1", forecasters=("searching_mod:Searching",), policies=("pit_llm",),
                             instances=instances, regimes=("T1", "T2"), run_date=RUN_DATE)
        run_id, plan = plan_run(store, request, "rev")
        assert any(i.startswith("llm@") for i in plan.pins.classifier_ids)
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        asked = len(server.requests)
        assert asked > 0
    finally:
        server.stop()
    monkeypatch.delenv("ASOF_LLM_BASE_URL")
    monkeypatch.delenv("ASOF_LLM_MODEL")
    offline = open_store(store.engine.url.render_as_string(hide_password=False), store.data_dir)  # a new process's store
    try:
        report = replay(offline, run_id, date(2024, 7, 11), InlineExecutor(offline))
        assert report.compared == len(instances) and report.identical == report.compared, report.differences
        assert read_plan(offline, report.replay_run).pins.classifier_ids == plan.pins.classifier_ids  # type: ignore[union-attr]
    finally:
        offline.close()

"""Live T3 on a real store: lock at r, ingest later prices, resolve, scores appear; twice = no change."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from controllers.runs.executor import InlineExecutor
from controllers.runs.live import live_run, t3_runs, resolve
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, entries
from controllers.runs.scoring import run_scores
from controllers.runs.verify import verify_run
from engine.clock import ManualClock
from engine.errors import InputError
from engine.run_log import Scored
from engine.settings import Settings
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tests.controllers.run_data import CUTOFF, make_store, val_instances
from tests.tasks.store_data import DAYS, bars

LIVE_AT = datetime(2024, 6, 20, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = make_store(tmp_path)
    yield opened
    opened.close()


EARLY = [d for d in DAYS if d <= date(2024, 6, 18)]


def live_store(tmp_path: Path) -> tuple[PitStore, ManualClock]:
    """A store that only holds prices up to the live date, its clock at the live date."""
    clock = ManualClock(datetime(2024, 6, 1, tzinfo=UTC))
    settings = Settings(store_url=f"sqlite:///{tmp_path / 'live.db'}", data_dir=tmp_path / "data")
    store = PitStore.open(settings, clock, create=True)
    for symbol in ("AAA", "BBB"):
        append_prices(store, bars(symbol, EARLY), source=f"early-{symbol}")
    add_model(store, "m1", vendor_cutoff=CUTOFF)
    clock.set(LIVE_AT)
    return store, clock


def test_lock_ingest_resolve_and_resolve_again(tmp_path: Path) -> None:
    # Later prices arrive after locking.
    later = [d for d in DAYS if date(2024, 6, 18) < d <= date(2024, 8, 30)]
    store, clock = live_store(tmp_path)
    try:
        instances = tuple(i for i in val_instances(store, every=1, start="2024-06-10", end="2024-06-19"))
        assert instances
        request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",), instances=instances)
        progress = live_run(store, request, "rev", InlineExecutor(store), progress=False)
        assert progress.locked_now == len(instances)
        (run_id,) = t3_runs(store)
        first = resolve(store).runs[run_id]
        assert first.scored == 0 and len(first.pending) == len(instances)
        assert all("after now" in p.why for p in first.pending)
        clock.set(datetime(2024, 7, 25, tzinfo=UTC))
        waiting = resolve(store).runs[run_id]
        assert waiting.scored == 0 and any("not in the store" in p.why for p in waiting.pending)
        for symbol in ("AAA", "BBB"):
            append_prices(store, bars(symbol, later, start_index=len(EARLY)), source=f"later-{symbol}")
        done = resolve(store).runs[run_id]
        assert done.scored == len(instances) and not done.pending
        scores = run_scores(store, run_id)
        assert [g.regime for g in scores] == ["T3"] and scores[0].result.n == len(instances)
        before = entries(store, run_id)
        again = resolve(store).runs[run_id]
        assert again.scored == 0 and again.already == len(instances)
        assert entries(store, run_id) == before
        assert verify_run(store, run_id).ok
        # The lock came first: every Scored event follows the PredictionLocked of its job.
        order = {e.event.job_key: e.seq for e in entries(store, run_id, ["PredictionLocked"])}  # type: ignore[union-attr]
        assert all(e.seq > order[e.event.job_key] for e in entries(store, run_id, ["Scored"]) if isinstance(e.event, Scored))
    finally:
        store.close()


def test_live_refuses_resolved_instances(store: PitStore) -> None:
    request = RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                         instances=tuple(val_instances(store)))
    with pytest.raises(InputError, match="already resolved"):
        live_run(store, request, "rev", InlineExecutor(store), progress=False)


def test_one_system_under_two_names_is_locked_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `agent` takes its model from the environment: with the model set to the one `agent:replay-model`
    # names, both names stand for one system, and its live forecasts are locked once per day.
    for variable in ("ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("ASOF_AGENT_MODEL", "replay-model")
    store, _ = live_store(tmp_path)
    instances = tuple(i for i in val_instances(store, every=1, start="2024-06-10", end="2024-06-19"))

    def request(forecaster: str) -> RunRequest:
        return RunRequest(task="VAL", model="m1", forecasters=(forecaster,), policies=("pit",), instances=instances)

    try:
        first = live_run(store, request("agent:replay-model"), "rev", InlineExecutor(store), progress=False)
        assert first.locked_now == len(instances)  # offline, no record: each job is locked as a failure
        with pytest.raises(InputError, match="already holds"):
            live_run(store, request("agent"), "rev", InlineExecutor(store), progress=False)
        monkeypatch.setenv("ASOF_AGENT_MODEL", "another-model")  # another system: its own forecasts
        again = live_run(store, request("agent"), "rev", InlineExecutor(store), progress=False)
        assert again.locked_now == len(instances)
    finally:
        store.close()

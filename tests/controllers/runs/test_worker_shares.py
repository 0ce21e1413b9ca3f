"""Worker processes work a run themselves: each claims, runs and locks jobs on its own connection,
and the run's log stays one hash chain (SQLite and PostgreSQL)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from controllers.runs.executor import InlineExecutor, ProcessExecutor
from controllers.runs.runner import RunRequest, Runner, entries, locked, plan_run, read_plan
from controllers.runs.scoring import StoreLabels, score_locked
from controllers.runs.verify import verify_run
from engine.run_log import JobStarted, PredictionLocked
from engine.settings import Settings
from pit_store.store import PitStore
from tests.controllers.run_data import CUTOFF, RUN_DATE, make_store, val_instances
from tests.controllers.runs.test_runner import Watching
from tests.tasks.store_data import build_store


def request(store: PitStore, run_id: str) -> RunRequest:
    return RunRequest(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                      instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE, run_id=run_id)


def settings_of(store: PitStore) -> Settings:
    return Settings(store_url=store.engine.url.render_as_string(hide_password=False), data_dir=store.data_dir)


def check_run_in_workers(store: PitStore) -> None:
    inline_id, _ = plan_run(store, request(store, "inline"), "r")
    Runner(store, InlineExecutor(store), progress=False).execute(inline_id)
    run_id, plan = plan_run(store, request(store, "workers"), "r")
    executor = ProcessExecutor(settings_of(store), 2)
    try:
        runner = Runner(store, executor, progress=False)
        progress = runner.execute(run_id)
        again = Runner(store, executor, progress=False).execute(run_id)  # nothing left: nothing twice
    finally:
        executor.close()
    assert progress.complete and progress.jobs == 26 and not progress.incomplete and progress.failures == 0
    assert again.locked_before == again.locked_now == 26
    starts = [e.event for e in entries(store, run_id, ["JobStarted"]) if isinstance(e.event, JobStarted)]
    locks = [e.event for e in entries(store, run_id, ["PredictionLocked"]) if isinstance(e.event, PredictionLocked)]
    assert len(starts) == len({s.job_key for s in starts}) == 26 and len({l.job_key for l in locks}) == len(locks) == 26
    pids = {s.owner.split(":")[1] for s in starts}
    assert str(os.getpid()) not in pids and len(pids) >= 1  # the workers claimed, not this process
    # Lock before outcome: every job's claim precedes its lock, and nothing is scored before it is locked.
    order = {(e.event.kind, getattr(e.event, "job_key", None)): e.seq for e in entries(store, run_id)}
    assert all(order[("JobStarted", s.job_key)] < order[("PredictionLocked", s.job_key)] for s in starts)
    report = score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
    assert report.scored == 26
    scored = {(e.event.kind, getattr(e.event, "job_key", None)): e.seq for e in entries(store, run_id)}
    assert all(scored[("Scored", l.job_key)] > scored[("PredictionLocked", l.job_key)] for l in locks)
    assert verify_run(store, run_id).ok
    same = {(l.instance_id, l.output_hash) for l in locked(store, inline_id).values()}
    assert {(l.instance_id, l.output_hash) for l in locks} == same


def test_workers_claim_and_lock_on_their_own_connections_sqlite(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    try:
        check_run_in_workers(store)
    finally:
        store.close()


def test_workers_claim_and_lock_on_their_own_connections_postgresql(pg_url: str, tmp_path: Path) -> None:
    from controllers.runs.models import add_model

    store = build_store(pg_url, tmp_path / "data")
    try:
        add_model(store, "m1", vendor_cutoff=CUTOFF)
        check_run_in_workers(store)
    finally:
        store.close()


def test_fast_jobs_are_locked_in_batches_within_the_bound(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    try:
        run_id, _ = plan_run(store, request(store, "batched"), "r")
        watching = Watching(store, run_id)
        progress = Runner(store, watching, progress=False, lock_within_s=60.0).execute(run_id)
        # 26 jobs claimed 8 at a time: each chunk's results are locked together at its end.
        assert progress.complete and watching.seen == [0] * 8 + [8] * 8 + [16] * 8 + [24] * 2
        assert verify_run(store, run_id).ok
    finally:
        store.close()


def test_the_plan_returned_is_the_plan_stored(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    try:
        run_id, plan = plan_run(store, request(store, "p"), "r")
        assert read_plan(store, run_id) == plan
        assert plan_run(store, request(store, "p"), "r") == (run_id, plan)
    finally:
        store.close()


def test_a_job_slower_than_the_bound_is_locked_as_it_completes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_TEST_SLOW", "0.03")
    store = make_store(tmp_path)
    try:
        slow = RunRequest(task="VAL", model="m1", forecasters=("tests.controllers.run_data:Slow",), policies=("pit",),
                          instances=tuple(val_instances(store))[:10], regimes=("T1", "T2"), run_date=RUN_DATE,
                          run_id="slow")
        run_id, _ = plan_run(store, slow, "r")
        watching = Watching(store, run_id)
        progress = Runner(store, watching, progress=False, lock_within_s=0.02).execute(run_id)
        assert progress.complete and watching.seen == list(range(progress.jobs))  # not held for the chunk's end
    finally:
        store.close()

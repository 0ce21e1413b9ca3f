"""Runs on a real SQLite store: planning, locking before labels, failures, idempotency, resume."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, text

from controllers.forecasters.baselines import CutoffPrice
from controllers.runs.executor import InlineExecutor, lost_result
from controllers.runs.executor_choice import make_executor
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, entries, locked, plan_jobs, plan_run, read_plan
from controllers.runs.scoring import FileLabels, StoreLabels, run_scores, score_locked
from controllers.runs.verify import verify_run
from engine.errors import InputError
from engine.run_log import PredictionLocked, verify_chain
from engine.settings import Settings
from pit_store.schema import run_events
from pit_store.store import PitStore
from retrieval.audit import request_rows
from tasks.builders import val as val_builder
from tasks.generate import write_jsonl
from tasks.instance import TaskInstance
from tasks.io import read_instances
from tasks.registry import task_spec
from tests.controllers.run_data import CUTOFF, RUN_DATE, make_store, val_instances, write_instances
from tests.tasks.store_data import build_store

ROOT = Path(__file__).resolve().parents[3]


class Garbage:
    """Returns an invalid VAL output for AAA and raises for BBB."""

    name = "garbage"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        if instance_input["input"]["symbol"] == "BBB":
            raise RuntimeError("boom")
        return {"bear": 2.0, "base": 1.0, "bull": 3.0, "reversion_horizon": 30}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = make_store(tmp_path)
    yield opened
    opened.close()


def request(store: PitStore, **changes: Any) -> RunRequest:
    values: dict[str, Any] = dict(task="VAL", model="m1", forecasters=("cutoff_price",), policies=("pit",),
                                  instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE)
    values.update(changes)
    return RunRequest(**values)


def test_plan_pins_and_regimes(store: PitStore) -> None:
    run_id, plan = plan_run(store, request(store), "rev-1")
    assert plan.cutoff == CUTOFF and plan.run_date == RUN_DATE
    assert plan.pins.code_revision == "rev-1" and plan.pins.store_position == store.position()
    assert plan.pins.prompt_hash.startswith("sha256:") and plan.pins.classifier_ids
    assert "VAL" in plan.pins.task_versions and "pydantic" in plan.pins.packages
    assert {i["regime"] for i in plan.instances} == {"T1", "T2"}
    assert plan.removed == {"not_requested_T3": 4, "straddles_cutoff": 4}
    again_id, again = plan_run(store, request(store), "rev-2")
    assert again_id == run_id and again.pins.code_revision == "rev-1"  # the same command finds the same run
    assert len(plan_jobs(run_id, plan)) == 26
    plan_run(store, request(store, run_id="named"), "r")
    with pytest.raises(InputError, match="different plan"):
        plan_run(store, request(store, run_id="named", repeats=2), "r")


def test_bad_requests(store: PitStore) -> None:
    with pytest.raises(InputError, match="unknown model"):
        plan_run(store, request(store, model="nope"), "r")
    with pytest.raises(InputError, match="unknown forecaster"):
        plan_run(store, request(store, forecasters=("nope",)), "r")
    with pytest.raises(InputError, match="answers RANK"):
        plan_run(store, request(store, forecasters=("momentum",)), "r")
    with pytest.raises(InputError, match="unknown policy"):
        plan_run(store, request(store, policies=("magic",)), "r")
    with pytest.raises(InputError, match="unknown task"):
        plan_run(store, request(store, task="XYZ"), "r")
    with pytest.raises(InputError, match="already resolved"):
        plan_run(store, request(store, regimes=("T3",)), "r")


def test_lock_before_label_failures_locked_and_scored(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str]] = []
    real = val_builder.label_after

    def spy(st: Any, data: Any, t: Any, resolve_at: Any, pin: int) -> Any:
        calls.append(("label", f"{data.symbol}:{t.isoformat()}"))
        return real(st, data, t, resolve_at, pin)

    monkeypatch.setattr(val_builder, "label_after", spy)
    monkeypatch.setitem(sys.modules, "garbage_mod", type(sys)("garbage_mod"))
    sys.modules["garbage_mod"].Garbage = Garbage  # type: ignore[attr-defined]
    run_id, plan = plan_run(store, request(store, forecasters=("cutoff_price", "garbage_mod:Garbage")), "r")

    def on_lock(event: PredictionLocked) -> None:
        calls.append(("lock", f"{event.instance_id}"))

    progress = Runner(store, InlineExecutor(store), progress=False, after_lock=on_lock).execute(run_id)
    assert progress.jobs == 52 and progress.locked_now == 52 and progress.failures == 26
    assert not [c for c in calls if c[0] == "label"]  # running reads no outcome at all
    report = score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
    assert report.scored == 52 and not report.pending
    assert calls.index(("label", calls[-1][1])) > max(i for i, c in enumerate(calls) if c[0] == "lock")
    failures = [e.event for e in entries(store, run_id, ["PredictionLocked"]) if e.event.failure]  # type: ignore[union-attr]
    assert any("invalid output" in f.failure for f in failures) and any("boom" in f.failure for f in failures)  # type: ignore[union-attr]
    again = score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
    assert again.scored == 0 and again.already == 52
    scores = run_scores(store, run_id)
    baseline = {(g.regime): g.result for g in scores if g.forecaster == "cutoff_price"}
    assert set(baseline) == {"T1", "T2"} and all(r.format_failures == 0 and r.n > 0 for r in baseline.values())
    bad = [g.result for g in scores if g.forecaster != "cutoff_price"]
    assert all(r.n == 0 and r.format_failures > 0 for r in bad)
    assert verify_run(store, run_id).ok


def test_rerun_does_nothing_twice_and_stale_claims_are_taken_over(store: PitStore) -> None:
    run_id, plan = plan_run(store, request(store), "r")
    first = Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    assert first.locked_now == 26
    second = Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    assert second.locked_before == 26 and second.locked_now == 26
    starts = [e for e in entries(store, run_id, ["JobStarted"])]
    assert len(starts) == 26


def test_log_is_append_only_and_tamper_is_detected(store: PitStore) -> None:
    run_id, _ = plan_run(store, request(store), "r")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    with store.engine.connect() as connection, pytest.raises(Exception, match="append-only"):
        connection.execute(text("UPDATE run_events SET body = 'x' WHERE seq = 2"))
    with store.engine.connect() as connection:
        rows = list(connection.execute(select(run_events).where(run_events.c.run_id == run_id).order_by(run_events.c.seq)))
    class Row:
        def __init__(self, row: Any, **changes: Any) -> None:
            self.__dict__.update(row._mapping)
            self.__dict__.update(changes)

    tampered = [Row(r) for r in rows]
    assert not verify_chain(tampered)
    index = next(i for i, r in enumerate(rows) if r.kind == "PredictionLocked")
    body = json.loads(rows[index].body)
    body["output_json"] = body["output_json"].replace('"base":', '"base":1')
    tampered[index] = Row(rows[index], body=json.dumps(body, sort_keys=True, separators=(",", ":")))
    problems = verify_chain(tampered)
    assert problems and problems[0].seq == index + 1
    assert any("hash does not match" in p.problem for p in problems)
    assert any("output_hash" in p.problem for p in problems)


def test_worker_processes_match_inline(store: PitStore, tmp_path: Path) -> None:
    run_a, _ = plan_run(store, request(store, run_id="a"), "r")
    Runner(store, InlineExecutor(store), progress=False).execute(run_a)
    settings = Settings(store_url=str(store.engine.url), data_dir=store.data_dir)
    executor = make_executor(store, settings, 2)
    try:
        run_b, _ = plan_run(store, request(store, run_id="b"), "r")
        Runner(store, executor, progress=False).execute(run_b)
    finally:
        executor.close()
    a = {(l.instance_id, l.output_hash) for l in locked(store, run_a).values()}
    b = {(l.instance_id, l.output_hash) for l in locked(store, run_b).values()}
    assert a == b and len(a) == 26


CHILD = """
import sys
from pathlib import Path
from controllers.runs.executor import InlineExecutor, lost_result
from controllers.runs.runner import Runner, RunRequest, plan_run
from engine.settings import Settings
from pit_store.store import PitStore
from tasks.io import read_instances
from tests.controllers.run_data import RUN_DATE

store = PitStore.open(Settings(store_url=sys.argv[1], data_dir=Path(sys.argv[2])))
request = RunRequest(task="VAL", model="m1", forecasters=("tests.controllers.run_data:Slow",), policies=("pit",),
                     instances=tuple(read_instances(Path(sys.argv[3]))), regimes=("T1", "T2"), run_date=RUN_DATE,
                     run_id=sys.argv[4])
run_id, _ = plan_run(store, request, "r")
print(Runner(store, InlineExecutor(store), progress=False).execute(run_id), flush=True)
"""


def test_sigkill_mid_run_then_resume(store: PitStore, tmp_path: Path) -> None:
    instances = write_instances(tmp_path / "instances.jsonl", val_instances(store))
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    url, data = str(store.engine.url), str(store.data_dir)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ASOF_TEST_SLOW": "0.05"}
    child = subprocess.Popen([sys.executable, str(script), url, data, str(instances), "crash"], env=env, cwd=ROOT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if read_plan(store, "crash", missing_ok=True) is not None and len(locked(store, "crash")) >= 5:
            break
        time.sleep(0.05)
    child.send_signal(signal.SIGKILL)
    child.wait()
    partial = len(locked(store, "crash"))
    assert 5 <= partial < 26
    # Re-running the same command: the same request maps to the same plan; the rest gets done.
    again = RunRequest(task="VAL", model="m1", forecasters=("tests.controllers.run_data:Slow",), policies=("pit",),
                       instances=tuple(read_instances(instances)), regimes=("T1", "T2"), run_date=RUN_DATE, run_id="crash")
    run_id, _ = plan_run(store, again, "r")
    resumed = Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    assert resumed.locked_before == partial and resumed.locked_now == 26
    final = locked(store, "crash")
    assert len(final) == 26
    keys = [e.event.job_key for e in entries(store, "crash", ["PredictionLocked"])]  # type: ignore[union-attr]
    assert len(keys) == len(set(keys)) == 26
    clean_id, _ = plan_run(store, request(store, run_id="clean"), "r")
    Runner(store, InlineExecutor(store), progress=False).execute(clean_id)
    assert sorted(l.output_hash for l in final.values()) == sorted(l.output_hash for l in locked(store, clean_id).values())  # type: ignore[type-var]
    assert verify_run(store, "crash").ok


def test_two_concurrent_runs_of_one_plan_share_the_work(store: PitStore, tmp_path: Path) -> None:
    instances = write_instances(tmp_path / "instances.jsonl", val_instances(store))
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    url, data = str(store.engine.url), str(store.data_dir)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ASOF_TEST_SLOW": "0.03"}
    command = [sys.executable, str(script), url, data, str(instances), "duo"]
    children = [subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(2)]
    outputs = [child.communicate(timeout=90) for child in children]
    assert all(child.returncode == 0 for child in children), outputs
    keys = [e.event.job_key for e in entries(store, "duo", ["PredictionLocked"])]  # type: ignore[union-attr]
    assert len(keys) == len(set(keys)) == 26
    starts = [e.event for e in entries(store, "duo", ["JobStarted"])]
    assert len(starts) == 26  # every job was started exactly once across both processes
    assert verify_run(store, "duo").ok


class PriceReader(CutoffPrice):
    """Reads prices through the gateway tools before answering (so the transcript is not empty)."""

    name = "price_reader"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        t = datetime.fromisoformat(instance_input["forecast_time"].replace("Z", "+00:00"))
        window = tools.prices([instance_input["input"]["symbol"]], t - timedelta(days=10), t + timedelta(days=30))
        assert window.clamped and all(bar.known_at <= t for bars in window.bars.values() for bar in bars)
        return super().forecast(instance_input, tools)


def test_tool_calls_are_audited_and_referenced(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    module = type(sys)("reader_mod")
    module.PriceReader = PriceReader  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "reader_mod", module)
    run_id, _ = plan_run(store, request(store, forecasters=("reader_mod:PriceReader",)), "r")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    locks = locked(store, run_id)
    assert all(lock.failure is None and len(lock.transcript) == 1 for lock in locks.values())
    audited = {row["request_id"]: row for row in request_rows(store.engine, run_id=run_id)}
    for lock in locks.values():
        (request_id,) = lock.transcript
        assert audited[request_id]["instance_id"] == lock.instance_id and audited[request_id]["tool"] == "prices"
        assert lock.context["policy"] == "pit" and lock.context["run_id"] == run_id


def test_runs_on_postgresql(pg_url: str, tmp_path: Path) -> None:
    store = build_store(pg_url, tmp_path / "data")
    try:
        add_model(store, "m1", vendor_cutoff=CUTOFF)
        run_id, plan = plan_run(store, request(store), "r")
        first = Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        again = Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        assert first.locked_now == again.locked_before == again.locked_now == 26
        report = score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
        assert report.scored == 26 and verify_run(store, run_id).ok
        with store.engine.connect() as connection, pytest.raises(Exception, match="append-only"):
            connection.execute(text("DELETE FROM run_events"))
    finally:
        store.close()


def test_label_file_source_matches_store_labels(store: PitStore, tmp_path: Path) -> None:
    run_a, plan = plan_run(store, request(store, run_id="store-labels"), "r")
    run_b, _ = plan_run(store, request(store, run_id="file-labels"), "r")
    for run_id in (run_a, run_b):
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    source = StoreLabels(store, plan.run_date, plan.pins.store_position)
    lines = []
    for raw in plan.instances[:-3]:  # three instances get no label line: pending, with the reason
        instance = TaskInstance.model_validate({k: v for k, v in raw.items() if k != "regime"})
        label, _ = source.label(instance)
        assert label is not None
        lines.append({"instance_id": instance.instance_id, "market": instance.market, "label": label.model_dump(mode="json")})
    write_jsonl(tmp_path / "labels.jsonl", lines)
    score_locked(store, run_a, source)
    report = score_locked(store, run_b, FileLabels(task_spec("VAL"), tmp_path / "labels.jsonl"))
    assert report.scored == len(lines) and len(report.pending) == 3
    assert all(p.why == "no label in the label file" for p in report.pending)
    by_a = {(g.regime, g.result.n) for g in run_scores(store, run_a)}
    assert sum(n for _, n in by_a) == len(plan.instances)


class Watching:
    """Runs jobs inline and notes, before each job, how many of the run's jobs are already locked."""

    workers = 0

    def __init__(self, store: PitStore, run_id: str) -> None:
        self.inline, self.store, self.run_id = InlineExecutor(store), store, run_id
        self.seen: list[int] = []

    def run(self, jobs: Any) -> Iterator[Any]:
        for job in jobs:
            self.seen.append(len(locked(self.store, self.run_id)))
            yield from self.inline.run([job])

    def close(self) -> None:
        """Nothing to release."""


def test_each_job_is_locked_as_it_completes(store: PitStore) -> None:
    run_id, _ = plan_run(store, request(store), "r")
    watching = Watching(store, run_id)
    progress = Runner(store, watching, progress=False).execute(run_id)
    assert progress.complete and watching.seen == list(range(progress.jobs))  # not one lock per claimed chunk


class Losing:
    """An executor that gives up one instance's job every time (as Dask does with a job that kills its worker)."""

    workers = 0

    def __init__(self, store: PitStore, victim: str, *, silently: bool = False) -> None:
        self.inline, self.victim, self.silently = InlineExecutor(store), victim, silently

    def run(self, jobs: Any) -> Iterator[Any]:
        for job in jobs:
            if job.instance["instance_id"] != self.victim:
                yield from self.inline.run([job])
            elif not self.silently:
                yield lost_result(job, "KilledWorker: the worker died 1 time(s) running it")

    def close(self) -> None:
        """Nothing to release."""


def test_a_job_the_executor_gives_up_is_locked_as_a_failure_and_named(store: PitStore) -> None:
    run_id, plan = plan_run(store, request(store), "r")
    victim = plan.instances[3]["instance_id"]
    progress = Runner(store, Losing(store, victim), progress=False).execute(run_id)
    (lost_key,) = progress.lost
    assert progress.complete and progress.failures == 1 and not progress.incomplete
    lock = locked(store, run_id)[lost_key]
    assert lock.instance_id == victim and lock.failure == "lost by the executor: KilledWorker: the worker died 1 time(s) running it"
    assert verify_run(store, run_id).ok


def test_a_run_left_incomplete_names_the_jobs_and_exits_non_zero(store: PitStore, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from controllers.cli import run_commands
    from controllers.cli.main import main

    run_id, plan = plan_run(store, request(store), "r")
    victim = plan.instances[0]["instance_id"]
    progress = Runner(store, Losing(store, victim, silently=True), progress=False).execute(run_id)
    assert not progress.complete and len(progress.incomplete) == 1
    monkeypatch.setattr(run_commands, "make_executor", lambda *a, **k: Losing(store, victim, silently=True))
    instances = write_instances(tmp_path / "i.jsonl", [TaskInstance.model_validate(
        {k: v for k, v in i.items() if k != "regime"}) for i in plan.instances])
    url = store.engine.url.render_as_string(hide_password=False)
    result = CliRunner().invoke(main, ["run", "--store", url, "--data-dir", str(store.data_dir), "--task", "VAL",
                                       "--model", "m1", "--forecaster", "cutoff_price", "--policy", "pit",
                                       "--instances", str(instances), "--regimes", "T1,T2",
                                       "--run-date", RUN_DATE.isoformat(), "--no-progress"])
    assert result.exit_code == run_commands.INCOMPLETE_EXIT, result.output
    assert "25/26 job(s) locked" in result.output
    assert "INCOMPLETE: 1 job(s) not locked (run again to resume): job:" in result.output


class Lingering(CutoffPrice):
    """The cutoff-price baseline whose job outlasts most of its lease: it moves the store's clock on
    by 8 minutes (of a 10-minute lease) and waits a moment, as a long agent episode would."""

    name = "lingering"
    clock: Any = None

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        Lingering.clock.advance(timedelta(minutes=8))
        time.sleep(0.5)  # the heartbeat (every 0.05 s here) sees the lease ending and renews it
        return super().forecast(instance_input, tools)


def test_claims_are_renewed_while_a_job_runs(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.run_log import JobStarted

    Lingering.clock = store.clock
    monkeypatch.setitem(sys.modules, "lingering_mod", type(sys)("lingering_mod"))
    sys.modules["lingering_mod"].Lingering = Lingering  # type: ignore[attr-defined]
    run_id, _ = plan_run(store, request(store, forecasters=("lingering_mod:Lingering",),
                                        instances=tuple(val_instances(store))[:2]), "r")
    runner = Runner(store, InlineExecutor(store), progress=False, renew_every_s=0.05)
    progress = runner.execute(run_id)
    assert progress.complete
    starts = [e.event for e in entries(store, run_id, ["JobStarted"]) if isinstance(e.event, JobStarted)]
    by_job: dict[str, list[JobStarted]] = {}
    for event in starts:
        by_job.setdefault(event.job_key, []).append(event)
    assert all(len(claims) >= 2 for claims in by_job.values())  # the first claim, then at least one renewal
    for claims in by_job.values():
        assert {c.owner for c in claims} == {runner.owner}
        assert [c.attempt for c in claims] == list(range(1, len(claims) + 1))
        assert claims[-1].lease_until > claims[0].lease_until
    assert runner.renew(run_id) == 0  # nothing held once every job is locked
    assert verify_run(store, run_id).ok

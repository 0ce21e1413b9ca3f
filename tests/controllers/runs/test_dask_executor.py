"""The Dask executor on a LocalCluster (two worker processes on 127.0.0.1) and a PostgreSQL store.

Real prices (bokeh-sampledata) and the baseline forecasters: Dask locks the same predictions as local
worker processes; a worker killed mid-job leaves its job to be run again and locked once; a job
delivered twice is computed once; a store other hosts cannot share, or a scheduler that does not
answer, is refused with a clear error. The cluster is real (no test double): `Recording` kills its
own worker process to stand for a machine going away.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import click
import dask
import pytest
from click.testing import CliRunner
from distributed import LocalCluster

from controllers.cli.run_commands import COMMANDS
from controllers.runs.dask_executor import DaskExecutor
from controllers.runs.executor_choice import make_executor
from controllers.runs.runner import RunRequest, Runner, entries, locked, plan_jobs, plan_run
from controllers.runs.verify import run_ids, verify_run
from engine.errors import InputError
from engine.run_log import JobStarted, PredictionLocked
from engine.settings import Settings
from pit_store.store import PitStore
from tests.controllers.run_data import (BOKEH_RUN_DATE, bokeh_instances, bokeh_labels, bokeh_store, make_store,
                                        val_instances, write_instances)

RECORDING = "tests.controllers.run_data:Recording"


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """The executions log and the kill folder of `Recording`, in the environment workers inherit."""
    folder = tmp_path_factory.mktemp("dask")
    executions, kill = folder / "executions.txt", folder / "kill"
    kill.mkdir()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ASOF_TEST_EXECUTIONS", str(executions))
        patch.setenv("ASOF_TEST_KILL", str(kill))
        yield executions, kill


@pytest.fixture(scope="module")
def cluster(files: tuple[Path, Path]) -> Iterator[LocalCluster]:
    # Workers forked from this process start with asof already imported (spawned ones import it
    # again, for seconds, and again after every kill); they open their own store all the same.
    # Saturation 1.0 sends a worker one task per thread: at the default 1.1 a second job waits on
    # the worker, and a worker's death counts against it too, so an innocent job could be given up.
    with dask.config.set({"distributed.worker.multiprocessing-method": "fork",
                          "distributed.scheduler.worker-saturation": 1.0}), \
            LocalCluster(n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1",
                         dashboard_address=None) as local:
        yield local


@pytest.fixture
def store(pg_url: str, tmp_path: Path) -> Iterator[PitStore]:
    opened = bokeh_store(pg_url, tmp_path / "data")
    yield opened
    opened.close()


def settings_of(store: PitStore) -> Settings:
    return Settings(store_url=store.engine.url.render_as_string(hide_password=False), data_dir=store.data_dir)


def run_request(store: PitStore, run_id: str, forecasters: tuple[str, ...]) -> RunRequest:
    return RunRequest(task="VAL", model="m1", forecasters=forecasters, policies=("pit",),
                      instances=tuple(bokeh_instances(store)), regimes=("T1", "T2"), run_date=BOKEH_RUN_DATE,
                      run_id=run_id)


def predictions(store: PitStore, run_id: str) -> dict[tuple[str, str, str, int], str | None]:
    """Output hash per job, keyed by what the job is (job keys embed the run id)."""
    return {(p.forecaster, p.policy, p.instance_id, p.repeat): p.output_hash for p in locked(store, run_id).values()}


def locks_per_job(store: PitStore, run_id: str) -> Counter[str]:
    return Counter(e.event.job_key for e in entries(store, run_id, ["PredictionLocked"])
                   if isinstance(e.event, PredictionLocked))


def attempts(store: PitStore, run_id: str) -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for entry in entries(store, run_id, ["JobStarted"]):
        assert isinstance(entry.event, JobStarted)
        found.setdefault(entry.event.job_key, []).append(entry.event.attempt)
    return found


@click.group()
def cli() -> None:
    """Test group holding the run commands."""


for command in COMMANDS:
    cli.add_command(command)


def test_dask_locks_what_local_workers_lock(store: PitStore, cluster: LocalCluster, tmp_path: Path) -> None:
    forecasters = ("cutoff_price", "volatility_band")
    run_local, plan = plan_run(store, run_request(store, "local", forecasters), "r")
    executor = make_executor(store, settings_of(store), 2)
    try:
        Runner(store, executor, progress=False).execute(run_local)
    finally:
        executor.close()
    # The same run through `asof run --executor dask`, end to end through click.
    instances = write_instances(tmp_path / "instances.jsonl", bokeh_instances(store))
    result = CliRunner().invoke(cli, [
        "run", "--task", "VAL", "--model", "m1", "--forecaster", ",".join(forecasters), "--instances", str(instances),
        "--regimes", "T1,T2", "--run-date", "2013-03-01T00:00:00Z", "--run-id", "dask", "--executor", "dask",
        "--scheduler", cluster.scheduler_address, "--labels", str(bokeh_labels(store, tmp_path / "labels.jsonl")),
        "--no-progress", "--json",
        "--store", settings_of(store).store_url, "--data-dir", str(store.data_dir)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)["run"]
    jobs = len(forecasters) * len(plan.instances)
    assert summary["jobs"] == summary["locked_now"] == jobs and summary["failures"] == 0
    on_dask, on_local = predictions(store, "dask"), predictions(store, run_local)
    assert on_dask == on_local and len(on_dask) == jobs
    assert set(locks_per_job(store, "dask").values()) == {1}
    assert all(found == [1] for found in attempts(store, "dask").values())
    assert verify_run(store, "dask").ok


def lines(path: Path) -> Counter[str]:
    return Counter(line.split()[0] for line in path.read_text().splitlines())


@pytest.mark.parametrize("allowed_failures", [0, 3], ids=["runner-retries", "dask-retries"])
def test_worker_killed_mid_job_locks_it_once(store: PitStore, cluster: LocalCluster, files: tuple[Path, Path],
                                             allowed_failures: int) -> None:
    executions, kill = files
    run_id, plan = plan_run(store, run_request(store, f"killed-{allowed_failures}", (RECORDING,)), "r")
    victim = plan.instances[len(plan.instances) // 2]["instance_id"]
    (kill / victim).touch()
    before = lines(executions) if executions.exists() else Counter()
    scheduler = cluster.scheduler
    default = scheduler.allowed_failures
    # 0: Dask gives the task up at once (KilledWorker), so the runner claims it again; 3 (the
    # default): Dask reschedules it on another worker by itself.
    scheduler.allowed_failures = allowed_failures
    executor = make_executor(store, settings_of(store), 0, kind="dask", scheduler=cluster.scheduler_address)
    try:
        progress = Runner(store, executor, progress=False).execute(run_id)
    finally:
        executor.close()
        scheduler.allowed_failures = default
    assert (kill / f"{victim}.taken").exists()  # the worker really died mid-job
    assert progress.jobs == progress.locked_now == len(plan.instances) and progress.failures == 0
    assert set(locks_per_job(store, run_id).values()) == {1}
    victim_job = next(k for k, p in locked(store, run_id).items() if p.instance_id == victim)
    tried = attempts(store, run_id)
    assert tried[victim_job] == ([1, 2] if allowed_failures == 0 else [1])
    assert all(found in ([1], [1, 2]) for found in tried.values())
    executed = lines(executions) - before
    assert executed[victim] == 2  # killed once, answered once
    assert set(executed) == {p["instance_id"] for p in plan.instances}
    assert verify_run(store, run_id).ok


def test_a_job_that_kills_every_worker_is_locked_as_a_failure_and_named(
        store: PitStore, cluster: LocalCluster, files: tuple[Path, Path]) -> None:
    _, kill = files
    run_id, plan = plan_run(store, run_request(store, "always-killed", (RECORDING,)), "r")
    victim = plan.instances[1]["instance_id"]
    (kill / f"{victim}.always").touch()
    scheduler = cluster.scheduler
    default = scheduler.allowed_failures
    scheduler.allowed_failures = 0  # Dask gives the task up at its first death (KilledWorker)
    executor = make_executor(store, settings_of(store), 0, kind="dask", scheduler=cluster.scheduler_address)
    try:
        progress = Runner(store, executor, progress=False).execute(run_id)
    finally:
        executor.close()
        scheduler.allowed_failures = default
        (kill / f"{victim}.always").unlink()
    (lost_key,) = progress.lost
    assert progress.complete and progress.failures == 1 and not progress.incomplete
    lock = locked(store, run_id)[lost_key]
    assert lock.instance_id == victim and lock.failure is not None and "KilledWorker" in lock.failure
    assert attempts(store, run_id)[lost_key] == [1, 2]
    assert verify_run(store, run_id).ok


def test_dask_needs_a_shared_store_and_a_scheduler(tmp_path: Path) -> None:
    sqlite = Settings(store_url=f"sqlite:///{tmp_path / 'asof.db'}", data_dir=tmp_path / "data")
    store = PitStore.open(sqlite, create=True)
    try:
        with pytest.raises(InputError, match="PostgreSQL store"):
            make_executor(store, sqlite, 0, kind="dask", scheduler="tcp://127.0.0.1:9")
        with pytest.raises(InputError, match="needs --scheduler"):
            make_executor(store, sqlite, 0, kind="dask")
        with pytest.raises(InputError, match="--scheduler is for --executor dask"):
            make_executor(store, sqlite, 1, scheduler="tcp://127.0.0.1:9")
        with pytest.raises(InputError, match="unknown executor"):
            make_executor(store, sqlite, 1, kind="ray")
    finally:
        store.close()
    synthetic = make_store(tmp_path / "cli")
    instances = write_instances(tmp_path / "instances.jsonl", val_instances(synthetic))
    synthetic.close()
    result = CliRunner().invoke(cli, [
        "run", "--task", "VAL", "--model", "m1", "--forecaster", "cutoff_price", "--instances", str(instances),
        "--regimes", "T1,T2", "--run-date", "2024-10-01T00:00:00Z", "--executor", "dask",
        "--scheduler", "tcp://127.0.0.1:9", "--store", str(synthetic.engine.url), "--data-dir", str(synthetic.data_dir)])
    assert result.exit_code != 0 and "needs a PostgreSQL store" in result.output
    assert "cannot share a SQLite file" in result.output
    reopened = PitStore.open(Settings(store_url=str(synthetic.engine.url), data_dir=synthetic.data_dir))
    try:
        assert run_ids(reopened) == []  # refused before anything was written: no half-made run
    finally:
        reopened.close()


def test_unreachable_scheduler_is_refused(tmp_path: Path) -> None:
    settings = Settings(store_url="postgresql+psycopg://postgres@127.0.0.1:5432/unused", data_dir=tmp_path)
    with pytest.raises(InputError, match="no Dask scheduler answers at 'tcp://127.0.0.1:9'"):
        DaskExecutor(settings, "tcp://127.0.0.1:9", timeout=1)


def test_a_job_delivered_twice_is_computed_once(store: PitStore, cluster: LocalCluster,
                                                files: tuple[Path, Path]) -> None:
    executions, _ = files
    run_id, plan = plan_run(store, run_request(store, "twice", (RECORDING,)), "r")
    job = plan_jobs(run_id, plan)[0]
    before = lines(executions) if executions.exists() else Counter()
    executor = DaskExecutor(settings_of(store), cluster.scheduler_address)
    try:
        results = list(executor.run([job, replace(job)]))
    finally:
        executor.close()
    assert [r.job_key for r in results] == [job.job_key] * 2 and results[0] == results[1]
    assert (lines(executions) - before) == Counter({job.instance["instance_id"]: 1})

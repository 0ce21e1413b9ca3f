"""Runs: plan jobs, claim them, execute them, and lock every prediction in the run log.

A run is identified by what it asks (task, model, cutoff source, forecasters, policies, regimes,
repeats, the instances' hashes, the run date when given), so re-running the same command finds the
same run and only does what is left. Each job (forecaster x policy x instance x repeat) has a
stable key. Before running a job a worker claims it (`JobStarted`, attempt n, with an owner and a
lease); a claim is taken over only when its lease has expired or its owner process on this host is
gone, so two `asof run`s on one plan share the work instead of doubling it. Each result is appended
as `PredictionLocked` as soon as the executor yields it (one short transaction per job, whatever the
executor), so a run killed midway keeps every job that finished; the log's unique key (run, kind,
job, attempt) makes a second lock of one job impossible. A job the executor gave up on (a Dask task
whose workers kept dying: `JobResult.lost`) is locked as a failure with the executor's reason on its
second loss, and `RunProgress.incomplete` names the jobs a run leaves unlocked. While jobs run, a
heartbeat renews this runner's claims before their leases end (the next `JobStarted` of the job,
same owner, a fresh lease): a job longer than the lease, or one waiting in a claimed chunk, is never
taken over by another runner while this one is alive. No label is read here: scoring (`runs.scoring`) reads outcomes only for jobs that
are already locked.
"""

from __future__ import annotations

import importlib.metadata
import inspect
import os
import socket
import subprocess
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import Connection
from tqdm import tqdm

from controllers.forecasters.registry import load_forecaster
from controllers.runs.executor import Executor, Job, JobResult
from controllers.runs.models import CutoffSource, get_model
from controllers.runs.regimes import REGIME_NAMES, RegimeName, select as select_regimes
from engine.errors import InputError
from engine.hashing import content_hash
from engine.ids import stable_id
from engine.llm_settings import LlmSettings
from engine.run_log import JobStarted, LogEntry, Pins, PredictionLocked, RunPlanned, output_hash
from engine.timestamps import to_iso
from leakage_filter.ensemble import Ensemble, default_classifiers
from leakage_filter.judge_prompt import PROMPT_HASH
from pit_store import database
from pit_store import run_events
from pit_store.store import PitStore
from retrieval.context import POLICIES
from tasks.generate import BUILDERS
from tasks.instance import TaskInstance
from tasks.registry import task_spec

PACKAGES = ("asof", "pydantic", "sqlalchemy", "duckdb", "pyarrow", "pandas", "scikit-learn", "exchange-calendars")
DEFAULT_LEASE = timedelta(minutes=10)
CLAIM_CHUNK = 8
"""Jobs one claim takes at least (16 per worker process): claims and locks are written per chunk, in
one transaction each, and small chunks let concurrent runs of one plan share the work."""


@dataclass(frozen=True)
class RunRequest:
    """What `asof run` / `asof live` asks for."""

    task: str
    model: str
    forecasters: tuple[str, ...]
    policies: tuple[str, ...]
    instances: tuple[TaskInstance, ...]
    regimes: tuple[RegimeName, ...] = REGIME_NAMES
    repeats: int = 1
    cutoff_source: CutoffSource = "vendor"
    run_date: datetime | None = None
    live: bool = False
    run_id: str | None = None
    cutoff: datetime | None = None
    """c_m to use instead of the registry's (a replay reuses its source run's)."""
    pin: int | None = None
    """Store position to pin (a replay reuses its source run's); default: the position now."""
    classifier_ids: tuple[str, ...] | None = None
    """The pit_llm members to pin (a replay reuses its source run's); default: as configured now."""


def package_versions() -> dict[str, str]:
    """Installed versions of the packages a run's numbers depend on."""
    found: dict[str, str] = {}
    for name in PACKAGES:
        try:
            found[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            found[name] = "not installed"
    return found


def task_version(task: str) -> str:
    """A task's version: the hash of its family module and builder source (scoring and inputs)."""
    family = importlib.import_module(f"tasks.{task.lower()}")
    builder = inspect.getmodule(BUILDERS[task])
    sources = [inspect.getsource(family)] + ([inspect.getsource(builder)] if builder is not None else [])
    return content_hash(sources)


def classifier_ids() -> tuple[str, ...]:
    """Ids of the pit_llm classifier ensemble as configured now (the rules, the LLM judge if set up)."""
    return Ensemble(default_classifiers(None, LlmSettings.from_env())).classifier_ids


def forecaster_pins(request: RunRequest) -> dict[str, dict[str, str]]:
    """What each requested forecaster with a `pins()` method says its answers depend on."""
    found: dict[str, dict[str, str]] = {}
    for name in request.forecasters:
        pins = getattr(load_forecaster(name, task_spec(request.task).name), "pins", None)
        if callable(pins):
            found[name] = {str(key): str(value) for key, value in pins().items()}
    return found


def _check_request(request: RunRequest) -> None:
    spec = task_spec(request.task)
    if not request.forecasters:
        raise InputError("a run needs at least one --forecaster", field="forecaster")
    for name in request.forecasters:
        load_forecaster(name, spec.name)
    for policy in request.policies:
        if policy not in POLICIES:
            raise InputError(f"unknown policy {policy!r} (known: {list(POLICIES)})", field="policy")
    if not request.policies:
        raise InputError("a run needs at least one --policy", field="policy")
    if request.repeats < 1:
        raise InputError("--repeats must be at least 1", field="repeats")
    for regime in request.regimes:
        if regime not in REGIME_NAMES:
            raise InputError(f"unknown regime {regime!r} (known: {list(REGIME_NAMES)})", field="regimes")
    for instance in request.instances:
        if instance.task != spec.name:
            raise InputError(f"instance {instance.instance_id} is a {instance.task} instance, not {spec.name}",
                             field="instances")
    if not request.instances:
        raise InputError("no instances to run", field="instances")


def request_key(request: RunRequest) -> str:
    """A hash of everything a request asks for (not its run id)."""
    return content_hash({
        "task": task_spec(request.task).name, "model": request.model, "cutoff_source": request.cutoff_source,
        "forecasters": list(request.forecasters), "policies": list(request.policies),
        "regimes": list(request.regimes), "repeats": request.repeats, "live": request.live,
        "run_date": to_iso(request.run_date) if request.run_date else None, "pin": request.pin,
        "cutoff": to_iso(request.cutoff) if request.cutoff else None,
        "instances": sorted(content_hash(i.model_dump(mode="json")) for i in request.instances),
    })


def planned_id(request: RunRequest) -> str:
    """The id `plan_run` gives the run `request` asks for: its `run_id`, else one derived from it."""
    return request.run_id or stable_id("run", request_key(request))


def plan_run(store: PitStore, request: RunRequest, code_revision: str) -> tuple[str, RunPlanned]:
    """Plan (or find the existing plan of) the run `request` asks for; return its id and plan.

    `code_revision` is read once by the caller (e.g. `git rev-parse HEAD`) and pinned here.
    """
    _check_request(request)
    key = request_key(request)
    run_id = planned_id(request)
    existing = read_plan(store, run_id, missing_ok=True)
    if existing is not None:
        if existing.request_key != key:
            raise InputError(f"run {run_id!r} already holds a different plan: choose another --run-id", field="run_id")
        return run_id, existing
    model = get_model(store, request.model)
    cutoff = request.cutoff or model.cutoff(request.cutoff_source)
    run_date = request.run_date or store.clock.now()
    chosen = select_regimes(request.instances, cutoff, run_date, request.regimes)
    if request.live or request.regimes == ("T3",):
        resolved = sum(chosen.removed.get(f"not_requested_{r}", 0) for r in ("T1", "T2"))
        if resolved:
            raise InputError(f"{resolved} instance(s) are already resolved at {to_iso(run_date)}: "
                             "a live (T3) run takes only unresolved instances", field="instances")
    if not chosen.kept:
        raise InputError(f"no instance is in regimes {list(request.regimes)} (removed: {chosen.removed})",
                         field="regimes")
    plan = RunPlanned(
        request_key=key, task=task_spec(request.task).name, model=model.name, cutoff_source=request.cutoff_source, cutoff=cutoff,
        run_date=run_date, live=request.live, forecasters=request.forecasters, policies=request.policies,
        regimes=request.regimes, repeats=request.repeats,
        pins=Pins(store_position=store.resolve_pin(request.pin), code_revision=code_revision, packages=package_versions(),
                  task_versions={task_spec(request.task).name: task_version(task_spec(request.task).name)},
                  prompt_hash=PROMPT_HASH, classifier_ids=request.classifier_ids or classifier_ids(),
                  forecasters=forecaster_pins(request)),
        instances=tuple({**i.model_dump(mode="json"), "regime": regime} for i, regime in chosen.kept),
        removed=chosen.removed,
    )
    with store.engine.begin() as connection:
        database.lock_writers(connection)
        run_events.append(connection, run_id, plan, store.clock.now())
    found = read_plan(store, run_id)
    assert found is not None
    return run_id, found


def read_plan(store: PitStore, run_id: str, *, missing_ok: bool = False) -> RunPlanned | None:
    """The run's plan; an unknown run is an error unless `missing_ok`."""
    with store.engine.connect() as connection:
        entries = run_events.read_entries(connection, run_id, ["RunPlanned"])
    if not entries:
        if missing_ok:
            return None
        raise InputError(f"unknown run {run_id!r} (see `asof gaps` / `asof verify`)", field="run")
    plan = entries[0].event
    assert isinstance(plan, RunPlanned)
    return plan


def job_key(run_id: str, forecaster: str, policy: str, instance_id: str, repeat: int) -> str:
    """The idempotency key of one job."""
    return stable_id("job", run_id, forecaster, policy, instance_id, repeat)


def plan_jobs(run_id: str, plan: RunPlanned) -> list[Job]:
    """Every job of a plan, in a stable order."""
    return [
        Job(run_id=run_id, job_key=job_key(run_id, forecaster, policy, instance["instance_id"], repeat),
            task=plan.task, forecaster=forecaster, policy=policy, repeat=repeat,
            instance={k: v for k, v in instance.items() if k != "regime"}, pin=plan.pins.store_position)
        for forecaster in plan.forecasters
        for policy in plan.policies
        for instance in plan.instances
        for repeat in range(plan.repeats)
    ]


def entries(store: PitStore, run_id: str, kinds: Sequence[str] | None = None) -> list[LogEntry]:
    """The run's log entries (optionally only some kinds)."""
    with store.engine.connect() as connection:
        return run_events.read_entries(connection, run_id, kinds)


def locked(store: PitStore, run_id: str) -> dict[str, PredictionLocked]:
    """Locked predictions of a run by job key."""
    return {e.event.job_key: e.event for e in entries(store, run_id, ["PredictionLocked"])  # type: ignore[union-attr]
            if isinstance(e.event, PredictionLocked)}


class _Seen:
    """What this process has read of a run's claims and locks (read incrementally, by seq)."""

    def __init__(self) -> None:
        self.seq = 0
        self.locked: set[str] = set()
        self.starts: dict[str, JobStarted] = {}

    def refresh(self, connection: Connection, run_id: str) -> None:
        """Read the claims and locks appended since the last refresh."""
        for row in run_events.entries_after(connection, run_id, self.seq, ["JobStarted", "PredictionLocked"]):
            self.seq = max(self.seq, int(row.seq))
            if row.kind == "PredictionLocked":
                self.locked.add(row.job_key)
                continue
            event = JobStarted.model_validate_json(row.body)
            last = self.starts.get(event.job_key)
            if last is None or event.attempt > last.attempt:
                self.starts[event.job_key] = event


def owner_id() -> str:
    """This process as a claim owner: host, pid and a random nonce."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _owner_alive(owner: str) -> bool:
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname() or not pid_text.isdigit():
        return True  # another host: only the lease can tell
    if int(pid_text) == os.getpid():
        return False  # an earlier runner of this very process, which is no longer running it
    try:
        os.kill(int(pid_text), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass
class RunProgress:
    """What `execute` did."""

    run_id: str
    jobs: int
    locked_before: int
    locked_now: int
    failures: int
    waited_for_others: int
    incomplete: tuple[str, ...] = ()
    """Job keys still unlocked when this runner stopped (the run is not complete)."""
    lost: tuple[str, ...] = ()
    """Jobs locked as failures because the executor gave them up (their reasons are in the lock)."""

    @property
    def complete(self) -> bool:
        """Whether every job of the run is locked."""
        return self.locked_now == self.jobs

class Runner:
    """Executes the jobs of one planned run through an executor, locking each result."""

    def __init__(self, store: PitStore, executor: Executor, *, lease: timedelta = DEFAULT_LEASE,
                 progress: bool = True, after_lock: Callable[[PredictionLocked], None] | None = None,
                 renew_every_s: float | None = None) -> None:
        self.store = store
        self.executor = executor
        self.lease = lease
        self.renew_every_s = lease.total_seconds() / 4 if renew_every_s is None else renew_every_s
        """How often (wall seconds) the heartbeat looks for claims to renew."""
        self._held: set[str] = set()
        """Jobs this runner claimed and has not locked yet (what the heartbeat renews)."""
        self._held_lock = threading.Lock()
        self.progress = progress
        self.owner = owner_id()
        self.after_lock = after_lock
        self._seen = _Seen()
        self._lost: set[str] = set()
        """Jobs this runner claimed whose result its executor lost (a worker died): claimed once more."""
        self._retried: set[str] = set()

    def _claim(self, run_id: str, jobs: Sequence[Job]) -> tuple[list[Job], int]:
        """Claim up to CLAIM_CHUNK unlocked jobs; return them and how many others hold live claims."""
        now = self.store.clock.now()
        busy = 0
        chunk = max(CLAIM_CHUNK, 16 * self.executor.workers)
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            self._seen.refresh(connection, run_id)
            done, starts = self._seen.locked, self._seen.starts
            wanted: list[tuple[Job, JobStarted]] = []
            for job in jobs:
                if job.job_key in done:
                    continue
                last = starts.get(job.job_key)
                if last is not None and last.owner != self.owner and last.lease_until > now and _owner_alive(last.owner):
                    busy += 1
                    continue
                if last is not None and last.owner == self.owner and job.job_key not in self._lost:
                    continue  # ours and in flight in this process
                if len(wanted) >= chunk:
                    break
                attempt = 1 if last is None else last.attempt + 1
                wanted.append((job, JobStarted(job_key=job.job_key, attempt=attempt, owner=self.owner,
                                               lease_until=now + self.lease)))
            written = run_events.append_many(connection, run_id, [e for _, e in wanted], now)
            ours = {entry.event.job_key for entry in written}  # type: ignore[union-attr]
            claimed = [job for job, _ in wanted if job.job_key in ours]
        self._retried |= self._lost & ours
        self._lost -= ours
        with self._held_lock:
            self._held |= ours
        return claimed, busy

    def renew(self, run_id: str) -> int:
        """Renew the claims this runner holds whose lease ends within half a lease; return how many.

        A renewal is the job's next `JobStarted` by the same owner with a fresh lease, written only if
        the latest claim is still ours and the job is not locked (one transaction, under the writers' lock).
        """
        with self._held_lock:
            held = set(self._held)
        if not held:
            return 0
        now = self.store.clock.now()
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            self._seen.refresh(connection, run_id)
            due = [JobStarted(job_key=key, attempt=last.attempt + 1, owner=self.owner, lease_until=now + self.lease)
                   for key in sorted(held - self._seen.locked)
                   if (last := self._seen.starts.get(key)) is not None and last.owner == self.owner
                   and last.lease_until - now <= self.lease / 2]
            written = run_events.append_many(connection, run_id, due, now)
        return len(written)

    def _heartbeat(self, run_id: str, stop: threading.Event) -> None:
        while not stop.wait(self.renew_every_s):
            self.renew(run_id)

    def _lock(self, run_id: str, results: Sequence[tuple[Job, str, JobResult]]) -> list[PredictionLocked]:
        """Lock a batch of results in one transaction; return the events written (a job locked elsewhere is skipped)."""
        events = [
            PredictionLocked(
                job_key=job.job_key, instance_id=job.instance["instance_id"], market=job.instance["market"],
                forecaster=job.forecaster, policy=job.policy, repeat=job.repeat, regime=regime,
                forecast_time=job.instance["forecast_time"], output_json=result.output_json,
                output_hash=output_hash(result.output_json) if result.output_json is not None else None,
                failure=result.failure, context=result.context, transcript=result.transcript, seconds=result.seconds,
            )
            for job, regime, result in results
        ]
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            written = run_events.append_many(connection, run_id, events, self.store.clock.now())
        locked_now = [entry.event for entry in written if isinstance(entry.event, PredictionLocked)]
        with self._held_lock:
            self._held -= {job.job_key for job, _, _ in results}
        if self.after_lock is not None:
            for event in locked_now:
                self.after_lock(event)
        return locked_now

    def claim_one(self, job: Job) -> None:
        """Claim one job whose result is produced outside the executor (an MCP client's submission).

        Refused (`InputError`) when the job is already locked or another live runner holds it; a job
        this runner already holds stays claimed.
        """
        claimed, busy = self._claim(job.run_id, [job])
        if claimed:
            return
        if job.job_key in self._seen.locked:
            raise InputError(f"job {job.job_key} is already locked: a prediction is locked once", field="job")
        if busy:
            raise InputError(f"job {job.job_key} is held by another live runner", field="job")

    def lock_one(self, job: Job, result: JobResult) -> PredictionLocked:
        """Lock the result of one job claimed with `claim_one`; a job locked meanwhile is refused."""
        plan = read_plan(self.store, job.run_id)
        assert plan is not None
        regime = next(i["regime"] for i in plan.instances if i["instance_id"] == job.instance["instance_id"])
        written = self._lock(job.run_id, [(job, regime, result)])
        if not written:
            raise InputError(f"job {job.job_key} is already locked: a prediction is locked once", field="job")
        return written[0]

    def execute(self, run_id: str, *, poll: float = 0.2) -> RunProgress:
        """Run every job of `run_id` not yet locked; wait for jobs other live runs hold."""
        plan = read_plan(self.store, run_id)
        assert plan is not None
        jobs = plan_jobs(run_id, plan)
        regimes = {i["instance_id"]: i["regime"] for i in plan.instances}
        by_key = {job.job_key: job for job in jobs}
        before = len(locked(self.store, run_id))
        failures = 0
        waited = 0
        given_up: list[str] = []
        bar = tqdm(total=len(jobs), initial=before, disable=not self.progress, desc=run_id, unit="job")
        stop = threading.Event()
        heartbeat = threading.Thread(target=self._heartbeat, args=(run_id, stop), name="asof-lease", daemon=True)
        heartbeat.start()
        try:
            while True:
                claimed, busy = self._claim(run_id, jobs)
                if not claimed and not busy:
                    break
                if not claimed:
                    waited += 1
                    time.sleep(poll)  # another live run holds the remaining jobs
                    continue
                answered: set[str] = set()
                for result in self.executor.run(claimed):
                    job = by_key[result.job_key]
                    if result.lost is not None and job.job_key not in self._retried:
                        continue  # lost once (a worker died): claimed again below, under a new attempt
                    answered.add(result.job_key)
                    if result.lost is not None:
                        given_up.append(job.job_key)
                        result = replace(result, failure=f"lost by the executor: {result.lost}")
                    written = self._lock(run_id, [(job, regimes[job.instance["instance_id"]], result)])
                    failures += sum(event.output_json is None for event in written)
                    bar.update(len(written))
                # A job the executor returned nothing for, or lost once, is claimed once more (a new
                # attempt); lost again, it is locked as a failure with the executor's reason.
                self._lost |= {job.job_key for job in claimed} - answered - self._retried
                with self._held_lock:
                    self._held -= {job.job_key for job in claimed} - answered  # lost: claimed afresh
        finally:
            stop.set()
            heartbeat.join()
            bar.close()
        done = locked(self.store, run_id)
        incomplete = tuple(job.job_key for job in jobs if job.job_key not in done)
        return RunProgress(run_id, len(jobs), before, len(done), failures, waited, incomplete, tuple(given_up))


def code_revision(root: Path | None = None) -> str:
    """`git rev-parse HEAD` of the code, or "unknown" (called once, at plan time, by the CLI)."""
    folder = root or Path(__file__).resolve().parents[2]
    try:
        result = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return result.stdout.strip() if result.returncode == 0 and result.stdout.strip() else "unknown"

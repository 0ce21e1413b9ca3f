"""Runs: plan jobs, claim them, execute them, and lock every prediction in the run log.

A run is identified by what it asks (task, model, cutoff source, forecasters, policies, regimes,
repeats, the instances' hashes, the run date when given), so re-running the same command finds the
same run and only does what is left. Each job (forecaster x policy x instance x repeat) has a
stable key. Before running a job a worker claims it (`JobStarted`, attempt n, with an owner and a
lease); a claim is taken over only when its lease has expired or its owner process on this host is
gone, so two `asof run`s on one plan share the work instead of doubling it. Each result is appended
as `PredictionLocked` as soon as the executor yields it (one short transaction per job; with
`lock_within_s` the results of fast jobs are locked together, within that bound), so a run killed
midway keeps every job that finished; with local worker processes (`WorkerPool`) each worker works
its own share of the run the same way, claiming and locking on its own connection, and the runner
only waits. Every writer appends to the run's one chain under the writers' lock, through an
in-memory index of the log (`ChainIndex`) that reads only what others appended since; the log's unique key (run, kind,
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
from concurrent.futures import wait
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from tqdm import tqdm

from controllers.forecasters.registry import load_forecaster
from controllers.runs.executor import Executor, InlineExecutor, Job, JobResult, WorkerPool
from controllers.runs.models import CutoffSource, get_model
from controllers.runs.regimes import REGIME_NAMES, RegimeName, select as select_regimes
from engine.errors import InputError
from engine.hashing import content_hash
from engine.ids import stable_id
from engine.llm_settings import LlmSettings
from engine.run_log import ChainIndex, JobStarted, LogEntry, Pins, PredictionLocked, RunPlanned, output_hash
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
WORKER_LOCK_WITHIN_S = 0.1
"""How long a worker process buffers finished jobs before locking them (`Runner.lock_within_s`): its
siblings write the same chain, so one lock transaction per fast job would have them queue for the
writers' lock; a job slower than this is still locked as it completes, and a killed worker loses at
most about this much finished work."""


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


def _dumps(request: RunRequest) -> list[dict[str, Any]]:
    """Each instance's public JSON, made once per request (hashing and the plan both need it)."""
    return [instance.model_dump(mode="json") for instance in request.instances]


def request_key(request: RunRequest, dumps: Sequence[dict[str, Any]] | None = None) -> str:
    """A hash of everything a request asks for (not its run id); `dumps`: its instances' JSON, if made."""
    return content_hash({
        "task": task_spec(request.task).name, "model": request.model, "cutoff_source": request.cutoff_source,
        "forecasters": list(request.forecasters), "policies": list(request.policies),
        "regimes": list(request.regimes), "repeats": request.repeats, "live": request.live,
        "run_date": to_iso(request.run_date) if request.run_date else None, "pin": request.pin,
        "cutoff": to_iso(request.cutoff) if request.cutoff else None,
        "instances": sorted(content_hash(dump) for dump in (_dumps(request) if dumps is None else dumps)),
    })


def planned_id(request: RunRequest, key: str | None = None) -> str:
    """The id `plan_run` gives the run `request` asks for: its `run_id`, else one derived from its key."""
    return request.run_id or stable_id("run", key or request_key(request))


def plan_run(store: PitStore, request: RunRequest, code_revision: str) -> tuple[str, RunPlanned]:
    """Plan (or find the existing plan of) the run `request` asks for; return its id and plan.

    `code_revision` is read once by the caller (e.g. `git rev-parse HEAD`) and pinned here.
    """
    _check_request(request)
    dumps = _dumps(request)
    key = request_key(request, dumps)
    run_id = planned_id(request, key)
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
    by_instance = {id(instance): dump for instance, dump in zip(request.instances, dumps, strict=True)}
    plan = RunPlanned(
        request_key=key, task=task_spec(request.task).name, model=model.name, cutoff_source=request.cutoff_source, cutoff=cutoff,
        run_date=run_date, live=request.live, forecasters=request.forecasters, policies=request.policies,
        regimes=request.regimes, repeats=request.repeats,
        pins=Pins(store_position=store.resolve_pin(request.pin), code_revision=code_revision, packages=package_versions(),
                  task_versions={task_spec(request.task).name: task_version(task_spec(request.task).name)},
                  prompt_hash=PROMPT_HASH, classifier_ids=request.classifier_ids or classifier_ids(),
                  forecasters=forecaster_pins(request)),
        instances=tuple({**by_instance[id(i)], "regime": regime} for i, regime in chosen.kept),
        removed=chosen.removed,
    )
    with store.engine.begin() as connection:
        database.lock_writers(connection)
        written = run_events.append(connection, run_id, plan, store.clock.now())
    if written is None:  # another process planned the same run meanwhile: its plan is the run's
        found = read_plan(store, run_id)
        assert found is not None
        if found.request_key != key:
            raise InputError(f"run {run_id!r} already holds a different plan: choose another --run-id", field="run_id")
        return run_id, found
    return run_id, plan


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
                 renew_every_s: float | None = None, lock_within_s: float = 0.0) -> None:
        self.store = store
        self.lock_within_s = lock_within_s
        """Finished jobs wait to be locked together until their own time adds up to this many
        seconds, the oldest has waited this long, or their claimed chunk ends: 0 locks each job as it
        completes; more batches the locks of fast jobs (a job slower than this is locked as it
        completes), and a killed run loses at most about this much finished work."""
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
        self._indexes: dict[str, ChainIndex] = {}
        self._regimes: dict[str, dict[str, str]] = {}
        self._lost: set[str] = set()
        """Jobs this runner claimed whose result its executor lost (a worker died): claimed once more."""
        self._retried: set[str] = set()

    def _index(self, run_id: str) -> ChainIndex:
        """This runner's in-memory index of the run's log (read incrementally, never re-read)."""
        if run_id not in self._indexes:
            self._indexes[run_id] = run_events.index(run_id)
        return self._indexes[run_id]

    def _claim(self, run_id: str, jobs: Sequence[Job], start: int = 0) -> tuple[list[Job], int, int]:
        """Claim up to a chunk of unlocked jobs from `jobs[start:]`.

        Returns them, how many others hold live claims, and where the next claim may start (every
        job before it is locked).
        """
        now = self.store.clock.now()
        busy = 0
        chunk = max(CLAIM_CHUNK, 16 * self.executor.workers)
        index = self._index(run_id)
        alive: dict[str, bool] = {}
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            index.refresh(connection)
            while start < len(jobs) and jobs[start].job_key in index.locked:
                start += 1
            wanted: list[tuple[Job, JobStarted]] = []
            for job in jobs[start:]:
                if job.job_key in index.locked:
                    continue
                last = index.latest_claim(job.job_key)
                if last is not None and last.owner != self.owner and last.lease_until > now:
                    if last.owner not in alive:
                        alive[last.owner] = _owner_alive(last.owner)
                    if alive[last.owner]:
                        busy += 1
                        continue
                if last is not None and last.owner == self.owner and job.job_key not in self._lost:
                    continue  # ours and in flight in this process
                if len(wanted) >= chunk:
                    break
                attempt = 1 if last is None else last.attempt + 1
                wanted.append((job, JobStarted(job_key=job.job_key, attempt=attempt, owner=self.owner,
                                               lease_until=now + self.lease)))
            written = index.append(connection, [e for _, e in wanted], now)
            ours = {entry.event.job_key for entry in written}  # type: ignore[union-attr]
            claimed = [job for job, _ in wanted if job.job_key in ours]
        self._retried |= self._lost & ours
        self._lost -= ours
        with self._held_lock:
            self._held |= ours
        return claimed, busy, start

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
        index = self._index(run_id)
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            index.refresh(connection)
            due = [JobStarted(job_key=key, attempt=last.attempt + 1, owner=self.owner, lease_until=now + self.lease)
                   for key in sorted(held - index.locked)
                   if (last := index.latest_claim(key)) is not None and last.owner == self.owner
                   and last.lease_until - now <= self.lease / 2]
            written = index.append(connection, due, now)
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
        index = self._index(run_id)
        with self.store.engine.begin() as connection:
            database.lock_writers(connection)
            written = index.append(connection, events, self.store.clock.now())
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
        claimed, busy, _ = self._claim(job.run_id, [job])
        if claimed:
            return
        if job.job_key in self._index(job.run_id).locked:
            raise InputError(f"job {job.job_key} is already locked: a prediction is locked once", field="job")
        if busy:
            raise InputError(f"job {job.job_key} is held by another live runner", field="job")

    def _regime_of(self, run_id: str, instance_id: str) -> str:
        if run_id not in self._regimes:
            plan = read_plan(self.store, run_id)
            assert plan is not None
            self._regimes[run_id] = {i["instance_id"]: i["regime"] for i in plan.instances}
        return self._regimes[run_id][instance_id]

    def lock_one(self, job: Job, result: JobResult) -> PredictionLocked:
        """Lock the result of one job claimed with `claim_one`; a job locked meanwhile is refused."""
        written = self._lock(job.run_id, [(job, self._regime_of(job.run_id, job.instance["instance_id"]), result)])
        if not written:
            raise InputError(f"job {job.job_key} is already locked: a prediction is locked once", field="job")
        return written[0]

    def _lock_pending(self, run_id: str, pending: list[tuple[Job, str, JobResult]], bar: tqdm) -> int:
        """Lock the buffered results (emptying the buffer); return how many of them are failures."""
        if not pending:
            return 0
        written = self._lock(run_id, pending)
        pending.clear()
        bar.update(len(written))
        return sum(event.output_json is None for event in written)

    def _locked_count(self, run_id: str) -> int:
        index = self._index(run_id)
        with self.store.engine.connect() as connection:
            index.refresh(connection)
        return len(index.locked)

    def execute(self, run_id: str, *, poll: float = 0.2, wait_for_others: bool = True) -> RunProgress:
        """Run every job of `run_id` not yet locked; wait for jobs other live runs hold.

        An executor with worker processes of its own (`WorkerPool`) has each worker claim, run and
        lock jobs itself (its own connection, on the run's one chain); this runner then only waits,
        and afterwards does whatever they left. With `wait_for_others=False` the runner stops as soon
        as every job left is held by another live runner.
        """
        plan = read_plan(self.store, run_id)
        assert plan is not None
        jobs = plan_jobs(run_id, plan)
        regimes = {i["instance_id"]: i["regime"] for i in plan.instances}
        self._regimes[run_id] = regimes
        by_key = {job.job_key: job for job in jobs}
        before = self._locked_count(run_id)
        failures = 0
        waited = 0
        given_up: list[str] = []
        bar = tqdm(total=len(jobs), initial=before, disable=not self.progress, desc=run_id, unit="job")
        if isinstance(self.executor, WorkerPool) and self.after_lock is None:
            failures, waited = self._in_workers(self.executor, run_id, bar, poll)
        stop = threading.Event()
        heartbeat = threading.Thread(target=self._heartbeat, args=(run_id, stop), name="asof-lease", daemon=True)
        heartbeat.start()
        start = 0
        try:
            while True:
                claimed, busy, start = self._claim(run_id, jobs, start)
                if not claimed and (not busy or not wait_for_others):
                    break
                if not claimed:
                    waited += 1
                    time.sleep(poll)  # another live run holds the remaining jobs
                    continue
                answered: set[str] = set()
                pending: list[tuple[Job, str, JobResult]] = []
                oldest = work = 0.0
                for result in self.executor.run(claimed):
                    job = by_key[result.job_key]
                    if result.lost is not None and job.job_key not in self._retried:
                        continue  # lost once (a worker died): claimed again below, under a new attempt
                    answered.add(result.job_key)
                    if result.lost is not None:
                        given_up.append(job.job_key)
                        result = replace(result, failure=f"lost by the executor: {result.lost}")
                    if not pending:
                        oldest, work = time.monotonic(), 0.0
                    pending.append((job, regimes[job.instance["instance_id"]], result))
                    work += result.seconds
                    if work >= self.lock_within_s or time.monotonic() - oldest >= self.lock_within_s:
                        failures += self._lock_pending(run_id, pending, bar)
                failures += self._lock_pending(run_id, pending, bar)
                # A job the executor returned nothing for, or lost once, is claimed once more (a new
                # attempt); lost again, it is locked as a failure with the executor's reason.
                self._lost |= {job.job_key for job in claimed} - answered - self._retried
                with self._held_lock:
                    self._held -= {job.job_key for job in claimed} - answered  # lost: claimed afresh
        finally:
            stop.set()
            heartbeat.join()
            bar.close()
        done = self._index(run_id).locked
        incomplete = tuple(job.job_key for job in jobs if job.job_key not in done)
        return RunProgress(run_id, len(jobs), before, len(jobs) - len(incomplete), failures, waited, incomplete,
                           tuple(given_up))

    def _in_workers(self, pool: WorkerPool, run_id: str, bar: tqdm, poll: float) -> tuple[int, int]:
        """Let each worker process work the run (`work_share`); return their failures and waits."""
        futures = pool.on_each_worker(work_share, run_id, self.lease.total_seconds(), self.renew_every_s)
        pending = set(futures)
        while pending:
            _, pending = wait(pending, timeout=max(poll, 0.5))
            if self.progress:
                bar.update(self._locked_count(run_id) - bar.n)
        shares = [future.result() for future in futures]
        self._locked_count(run_id)
        bar.update(len(self._index(run_id).locked) - bar.n)
        return sum(share.failures for share in shares), sum(share.waited_for_others for share in shares)


def work_share(store: PitStore, run_id: str, lease_s: float, renew_every_s: float) -> RunProgress:
    """One worker process's share of a run: claim, run and lock jobs here until none is left to claim.

    Called by `Runner.execute` in each process of a `WorkerPool`, on that worker's own store.
    """
    runner = Runner(store, InlineExecutor(store), lease=timedelta(seconds=lease_s), progress=False,
                    renew_every_s=renew_every_s, lock_within_s=WORKER_LOCK_WITHIN_S)
    return runner.execute(run_id, wait_for_others=False)


def code_revision(root: Path | None = None) -> str:
    """`git rev-parse HEAD` of the code, or "unknown" (called once, at plan time, by the CLI)."""
    folder = root or Path(__file__).resolve().parents[2]
    try:
        result = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return result.stdout.strip() if result.returncode == 0 and result.stdout.strip() else "unknown"

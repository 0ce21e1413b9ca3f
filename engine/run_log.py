"""The run event log: hash-chained, append-only events of one run.

Each event is a frozen pydantic model with a canonical JSON form. Its entry hash is
sha256(previous hash + canonical JSON), so changing, dropping or reordering any event breaks every
later hash; `verify_chain` recomputes them all. The log lives in a table the caller hands in (the
engine imports no room above it); the caller also serialises writers for the transaction.

Idempotency is in the keys: an event carries `job_key` and `attempt`, and the table is unique on
(run, kind, job_key, attempt), so a job is locked or scored at most once however often a crashed
run is resumed or however many processes work the same plan.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter
from sqlalchemy import Connection, Table, bindparam, case, func, insert, select

from engine.hashing import canonical_json, content_hash, sha256_hex
from engine.timestamps import UtcDateTime

GENESIS = "sha256:" + "0" * 64
"""The `prev_hash` of a run's first event."""


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def key(self) -> tuple[str | None, int]:
        """(job_key, attempt) of this event: what makes it unique within its run and kind."""
        return None, 0


class Pins(BaseModel):
    """What a run pins so that a replay reads and computes the same things."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    store_position: int
    code_revision: str
    packages: dict[str, str]
    task_versions: dict[str, str]
    prompt_hash: str
    """The leakage judge's prompt."""
    classifier_ids: tuple[str, ...]
    forecasters: dict[str, dict[str, str]] = {}
    """What each forecaster declares its answers depend on (`pins()`: the agent's model, prompt
    version and hash and its limits; a harness's command and time limit), by forecaster name."""


class RunPlanned(_Event):
    """A run's plan: what it asks, what it pins, and the instances with their regimes."""

    kind: Literal["RunPlanned"] = "RunPlanned"
    request_key: str
    """Hash of what was asked (task, model, forecasters, policies, regimes, instances, ...)."""
    task: str
    model: str
    cutoff_source: str
    cutoff: UtcDateTime
    run_date: UtcDateTime
    live: bool
    forecasters: tuple[str, ...]
    policies: tuple[str, ...]
    regimes: tuple[str, ...]
    repeats: int
    pins: Pins
    instances: tuple[dict[str, Any], ...]
    """Each public instance (model_dump) plus its `regime`."""
    removed: dict[str, int]
    """Instances left out of the plan, by reason."""


class JobStarted(_Event):
    """A worker claimed a job (attempt n); a stale claim may be taken over by attempt n + 1."""

    kind: Literal["JobStarted"] = "JobStarted"
    job_key: str
    attempt: int
    owner: str
    lease_until: UtcDateTime

    def key(self) -> tuple[str | None, int]:
        return self.job_key, self.attempt


class PredictionLocked(_Event):
    """A forecaster's output (or its failure), fixed before any outcome of its instance is read."""

    kind: Literal["PredictionLocked"] = "PredictionLocked"
    job_key: str
    instance_id: str
    market: str
    forecaster: str
    policy: str
    repeat: int
    regime: str
    forecast_time: UtcDateTime | None
    output_json: str | None
    """Canonical JSON of the output; None when the job failed."""
    output_hash: str | None
    failure: str | None
    context: dict[str, Any]
    transcript: tuple[str, ...]
    """Audit request ids of the tool calls the forecaster made."""
    seconds: float

    def key(self) -> tuple[str | None, int]:
        return self.job_key, 0


class Scored(_Event):
    """The label of a locked prediction and its per-instance score."""

    kind: Literal["Scored"] = "Scored"
    job_key: str
    instance_id: str
    regime: str
    label_json: str
    label_hash: str
    instance_score: float | None
    format_failure: str | None
    resolved_at: UtcDateTime

    def key(self) -> tuple[str | None, int]:
        return self.job_key, 0


Event = Annotated[RunPlanned | JobStarted | PredictionLocked | Scored, Field(discriminator="kind")]
EVENT_ADAPTER: TypeAdapter[Any] = TypeAdapter(Event)


class LogEntry(BaseModel):
    """One stored event with its place in the chain."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    seq: int
    event: Event
    body: str
    prev_hash: str
    hash: str
    recorded_at: UtcDateTime


def output_hash(output_json: str) -> str:
    """The hash a locked output is known by (of its canonical JSON text)."""
    return "sha256:" + sha256_hex(output_json)


def event_body(event: BaseModel) -> str:
    """Canonical JSON of an event."""
    return canonical_json(event.model_dump(mode="json"))


def chain_hash(prev_hash: str, body: str) -> str:
    """sha256 of the previous hash followed by the event's canonical JSON."""
    return "sha256:" + sha256_hex(prev_hash + body)


def last_entry(connection: Connection, table: Table, run_id: str) -> tuple[int, str]:
    """(seq, hash) of the run's newest event, or (0, GENESIS) for a new run."""
    row = connection.execute(
        select(table.c.seq, table.c.hash).where(table.c.run_id == run_id).order_by(table.c.seq.desc()).limit(1)
    ).first()
    return (0, GENESIS) if row is None else (int(row.seq), str(row.hash))


def has_event(connection: Connection, table: Table, run_id: str, kind: str, job_key: str | None, attempt: int = 0) -> bool:
    """Whether the run already holds an event of `kind` with this key."""
    query = select(func.count()).where(
        table.c.run_id == run_id, table.c.kind == kind, table.c.attempt == attempt,
        table.c.job_key.is_(None) if job_key is None else table.c.job_key == job_key,
    )
    return bool(connection.execute(query).scalar_one())


def append(connection: Connection, table: Table, run_id: str, event: BaseModel, recorded_at: datetime) -> LogEntry | None:
    """Append `event` to the run's chain; return None (and write nothing) if its key is taken.

    The caller holds the writer lock for this transaction, so the tail read here stays the tail.
    """
    written = append_many(connection, table, run_id, [event], recorded_at)
    return written[0] if written else None


def append_many(
    connection: Connection, table: Table, run_id: str, events: Sequence[BaseModel], recorded_at: datetime
) -> list[LogEntry]:
    """Append `events` in order, skipping those whose key the run already holds; return what was written.

    One tail read and one insert for the batch; the caller holds the writer lock.
    """
    keyed = [(event, event.kind, *event.key()) for event in events]  # type: ignore[attr-defined]
    taken: set[tuple[str, str | None, int]] = set()
    job_keys = sorted({key for _, _, key, _ in keyed if key is not None})
    for start in range(0, len(job_keys), 500):
        chunk = job_keys[start : start + 500]
        query = select(table.c.kind, table.c.job_key, table.c.attempt).where(
            table.c.run_id == run_id, table.c.job_key.in_(chunk))
        taken.update((row.kind, row.job_key, int(row.attempt)) for row in connection.execute(query))
    for _, kind, key, attempt in keyed:
        if key is None and has_event(connection, table, run_id, kind, None, attempt):
            taken.add((kind, None, attempt))
    seq, prev = last_entry(connection, table, run_id)
    rows, written = _link(run_id, [k for k in keyed if (k[1], k[2], k[3]) not in taken], seq, prev, recorded_at)
    if rows:
        connection.execute(insert(table), rows)
    return written


_Keyed = tuple[BaseModel, str, str | None, int]


def _link(run_id: str, keyed: Sequence[_Keyed], seq: int, prev: str, recorded_at: datetime,
          ) -> tuple[list[dict[str, Any]], list[LogEntry]]:
    """Chain `keyed` events after (seq, prev): the rows to insert and their entries (a repeated key once)."""
    seen: set[tuple[str, str | None, int]] = set()
    written: list[LogEntry] = []
    rows: list[dict[str, Any]] = []
    for event, kind, key, attempt in keyed:
        if (kind, key, attempt) in seen:
            continue
        seen.add((kind, key, attempt))
        seq += 1
        body = event_body(event)
        entry_hash = chain_hash(prev, body)
        rows.append({"run_id": run_id, "seq": seq, "kind": kind, "job_key": key, "attempt": attempt, "body": body,
                     "prev_hash": prev, "hash": entry_hash, "recorded_at": recorded_at})
        written.append(LogEntry(run_id=run_id, seq=seq, event=event, body=body, prev_hash=prev, hash=entry_hash,
                                recorded_at=recorded_at))
        prev = entry_hash
    return rows, written


class ChainIndex:
    """What this process knows of one run's chain, read incrementally by seq and never re-read.

    It holds the tail (seq, hash), every event key, the locked jobs and each job's latest claim.
    Under the writers' lock `refresh` makes it complete, so `append` needs neither a tail read nor
    a key lookup: one read of what others appended since, one insert. A transaction that rolled
    back after an append (the index moved on, the table did not) is noticed at the next refresh,
    which then reads the run afresh.
    """

    def __init__(self, table: Table, run_id: str) -> None:
        self.table = table
        self.run_id = run_id
        # Built once: constructing the statement costs more than running it on a short tail.
        self._query = (
            select(table.c.seq, table.c.kind, table.c.job_key, table.c.attempt, table.c.hash,
                   case((table.c.kind == "JobStarted", table.c.body), else_=None).label("body"))
            .where(table.c.run_id == bindparam("run_id"), table.c.seq >= bindparam("from_seq"))
            .order_by(table.c.seq)
        )
        self._insert = insert(table)
        self._reset()

    def _reset(self) -> None:
        self.seq = 0
        self.head = GENESIS
        self.keys: set[tuple[str, str | None, int]] = set()
        self.locked: set[str] = set()
        """Job keys with a `PredictionLocked`."""
        self._claims: dict[str, tuple[int, str | JobStarted]] = {}
        """job key -> (attempt, body or parsed event) of its latest `JobStarted`; parsed when asked."""

    def refresh(self, connection: Connection) -> None:
        """Read the events appended since the last refresh (the tail row again, to check it still holds)."""
        rows = self._rows_from(connection, self.seq)
        if self.seq and (not rows or int(rows[0].seq) != self.seq or rows[0].hash != self.head):
            self._reset()  # what this index appended was rolled back: read the run afresh
            rows = self._rows_from(connection, 0)
        for row in rows:
            if int(row.seq) == self.seq:
                continue  # the tail already known
            self._note(row.kind, row.job_key, int(row.attempt), row.body)
            self.seq, self.head = int(row.seq), str(row.hash)

    def _rows_from(self, connection: Connection, seq: int) -> list[Any]:
        return list(connection.execute(self._query, {"run_id": self.run_id, "from_seq": seq}))

    def _note(self, kind: str, job_key: str | None, attempt: int, claim: str | JobStarted | None) -> None:
        self.keys.add((kind, job_key, attempt))
        if job_key is None:
            return
        if kind == "PredictionLocked":
            self.locked.add(job_key)
        elif kind == "JobStarted" and claim is not None:
            last = self._claims.get(job_key)
            if last is None or attempt > last[0]:
                self._claims[job_key] = (attempt, claim)

    def latest_claim(self, job_key: str) -> JobStarted | None:
        """The job's latest `JobStarted` known here."""
        found = self._claims.get(job_key)
        if found is None:
            return None
        attempt, claim = found
        if isinstance(claim, str):
            claim = JobStarted.model_validate_json(claim)
            self._claims[job_key] = (attempt, claim)
        return claim

    def append(self, connection: Connection, events: Sequence[BaseModel], recorded_at: datetime) -> list[LogEntry]:
        """Refresh, then append `events` whose key the run does not hold yet; return what was written.

        The caller holds the writers' lock for this transaction.
        """
        self.refresh(connection)
        keyed = [(event, event.kind, *event.key()) for event in events]  # type: ignore[attr-defined]
        rows, written = _link(self.run_id, [k for k in keyed if (k[1], k[2], k[3]) not in self.keys],
                              self.seq, self.head, recorded_at)
        if rows:
            connection.execute(self._insert, rows)
        for entry in written:
            event = entry.event
            key, attempt = event.key()
            self._note(event.kind, key, attempt, event if isinstance(event, JobStarted) else None)
            self.seq, self.head = entry.seq, entry.hash
        return written


def read_entries(connection: Connection, table: Table, run_id: str, kinds: Sequence[str] | None = None) -> list[LogEntry]:
    """The run's events in chain order (optionally only some kinds)."""
    query = select(table).where(table.c.run_id == run_id).order_by(table.c.seq)
    if kinds is not None:
        query = query.where(table.c.kind.in_(list(kinds)))
    return [
        LogEntry(run_id=row.run_id, seq=row.seq, event=EVENT_ADAPTER.validate_python(json.loads(row.body)),
                 body=row.body, prev_hash=row.prev_hash, hash=row.hash, recorded_at=row.recorded_at)
        for row in connection.execute(query)
    ]


class ChainProblem(BaseModel):
    """One place where a stored chain does not verify."""

    model_config = ConfigDict(frozen=True)

    seq: int
    problem: str


def verify_chain(rows: Sequence[Any], head: str | None = None) -> list[ChainProblem]:
    """Recompute every link of one run's rows (seq, kind, body, prev_hash, hash, in seq order).

    Checks: seqs run 1, 2, ...; each prev_hash is the previous hash; each hash is recomputed from
    its body; each body parses as its kind and is in canonical form; locked outputs match their hash.
    A chain checks out on its own even when its tail was cut, or its last events rewritten and
    rehashed: `head`, a hash written down earlier (a checkpoint, the end of the run), must still be
    the hash of one of its events, which proves the chain up to that event is the one anchored.
    """
    problems: list[ChainProblem] = []
    if head is not None and head not in {row.hash for row in rows}:
        problems.append(ChainProblem(
            seq=len(rows), problem=f"the anchored head {head} is not in the chain: events were cut or rewritten since"))
    prev = GENESIS
    for expected, row in enumerate(rows, start=1):
        if row.seq != expected:
            problems.append(ChainProblem(seq=row.seq, problem=f"sequence gap: expected {expected}"))
        if row.prev_hash != prev:
            problems.append(ChainProblem(seq=row.seq, problem="prev_hash does not match the previous event's hash"))
        if chain_hash(row.prev_hash, row.body) != row.hash:
            problems.append(ChainProblem(seq=row.seq, problem="hash does not match sha256(prev_hash + body)"))
        try:
            event = EVENT_ADAPTER.validate_python(json.loads(row.body))
        except ValueError as exc:
            problems.append(ChainProblem(seq=row.seq, problem=f"body is not a valid event: {exc}".splitlines()[0]))
        else:
            if event.kind != row.kind:
                problems.append(ChainProblem(seq=row.seq, problem=f"kind column {row.kind!r} != body kind {event.kind!r}"))
            if event_body(event) != row.body:
                problems.append(ChainProblem(seq=row.seq, problem="body is not in canonical form"))
            if isinstance(event, PredictionLocked) and event.output_json is not None:
                if output_hash(event.output_json) != event.output_hash:
                    problems.append(ChainProblem(seq=row.seq, problem="output_hash does not match output_json"))
            if isinstance(event, Scored) and content_hash(json.loads(event.label_json)) != event.label_hash:
                problems.append(ChainProblem(seq=row.seq, problem="label_hash does not match label_json"))
        prev = row.hash
    return problems

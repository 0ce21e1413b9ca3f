"""Where the run event log lives: the `run_events` table behind `engine.run_log`'s chain rules.

Controllers append and read run events only through these functions; the hashing, chaining and
verification rules stay in `engine.run_log`, which knows no table of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import Connection, func, select

from engine import run_log
from engine.run_log import LogEntry
from pit_store.schema import run_events


def append(connection: Connection, run_id: str, event: BaseModel, recorded_at: datetime) -> LogEntry | None:
    """Append one event to `run_id`'s chain (None if its key was already there)."""
    return run_log.append(connection, run_events, run_id, event, recorded_at)


def append_many(connection: Connection, run_id: str, events: Sequence[BaseModel], recorded_at: datetime) -> list[LogEntry]:
    """Append events to `run_id`'s chain, skipping those whose key is already there."""
    return run_log.append_many(connection, run_events, run_id, events, recorded_at)


def read_entries(connection: Connection, run_id: str, kinds: Sequence[str] | None = None) -> list[LogEntry]:
    """`run_id`'s entries in chain order (of `kinds` when given)."""
    return run_log.read_entries(connection, run_events, run_id, kinds)


def entries_after(connection: Connection, run_id: str, after_seq: int, kinds: Sequence[str]) -> list[Any]:
    """Rows `(seq, kind, job_key, body)` of `kinds` appended to `run_id` after position `after_seq`."""
    query = (
        select(run_events.c.seq, run_events.c.kind, run_events.c.job_key, run_events.c.body)
        .where(run_events.c.run_id == run_id, run_events.c.seq > after_seq, run_events.c.kind.in_(list(kinds)))
        .order_by(run_events.c.seq)
    )
    return list(connection.execute(query))


def chain_rows(connection: Connection, run_id: str) -> list[Any]:
    """Every row of `run_id`'s chain, for verification."""
    return list(connection.execute(select(run_events).where(run_events.c.run_id == run_id).order_by(run_events.c.seq)))


def planned_runs(connection: Connection) -> list[tuple[str, str]]:
    """`(run_id, RunPlanned body)` of every run, by run id."""
    query = (
        select(run_events.c.run_id, run_events.c.body)
        .where(run_events.c.kind == "RunPlanned")
        .order_by(run_events.c.run_id)
    )
    return [(row.run_id, row.body) for row in connection.execute(query)]


def heads(connection: Connection) -> dict[str, tuple[int, str]]:
    """`run_id -> (seq, hash)` of every run's newest event (what a checkpoint anchors)."""
    newest = select(run_events.c.run_id, func.max(run_events.c.seq).label("seq")).group_by(run_events.c.run_id).subquery()
    query = select(run_events.c.run_id, run_events.c.seq, run_events.c.hash).join(
        newest, (newest.c.run_id == run_events.c.run_id) & (newest.c.seq == run_events.c.seq)
    )
    return {row.run_id: (int(row.seq), str(row.hash)) for row in connection.execute(query)}


def index(run_id: str) -> run_log.ChainIndex:
    """An empty in-memory index of `run_id`'s chain (filled by its `refresh`)."""
    return run_log.ChainIndex(run_events, run_id)

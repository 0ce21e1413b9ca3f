"""Checkpoints: the heads of every hash chain, written down outside the database.

A chain proves its rows are the ones written only relative to its head: someone who can write the
database can also rehash a chain from the changed row on, or cut its tail. A checkpoint holds each
chain's head (the store's batches, memo, model registry, audit trail, and every run log) with its
position; `store verify --checkpoint FILE` then proves that the link at each anchored position still
has the anchored hash, so nothing up to it was cut or rewritten since. The file is only as good as
the place it is kept: somewhere the database's writers cannot reach (a commit in the team's
repository, a ticket, a signed note; see docs/tamper_evidence.md).
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError
from sqlalchemy import Connection, select

from engine.errors import InputError
from engine.run_log import verify_chain
from engine.timestamps import UtcDateTime
from pit_store import chains, run_events
from pit_store.schema import chain_links
from pit_store.store import PitStore, position_of

FORMAT = "asof-checkpoint/1"


class Head(BaseModel):
    """A chain's newest link: its position and hash."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int
    hash: str


class Checkpoint(BaseModel):
    """The chain heads of one store at one moment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["asof-checkpoint/1"] = FORMAT
    taken_at: UtcDateTime
    store_position: int
    chains: dict[chains.ChainName, Head]
    runs: dict[str, Head]


def take(store: PitStore, taken_at: datetime) -> Checkpoint:
    """The current heads of every chain of `store`, read from one snapshot."""
    with store.engine.connect() as connection:
        if connection.dialect.name == "postgresql":  # SQLite's transactions already hold the write lock
            connection = connection.execution_options(isolation_level="REPEATABLE READ")
        heads = {name: chains.head(connection, name) for name in chains.CHAINS}
        runs = run_events.heads(connection)
        position = position_of(connection)
    return Checkpoint(
        taken_at=taken_at, store_position=position,
        chains={name: Head(seq=seq, hash=h) for name, (seq, h) in heads.items()},
        runs={run_id: Head(seq=seq, hash=h) for run_id, (seq, h) in sorted(runs.items())},
    )


def write(checkpoint: Checkpoint, path: Path) -> None:
    """Write `checkpoint` as JSON to `path` (refusing to overwrite an existing file)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "x", encoding="utf-8") as handle:
            handle.write(checkpoint.model_dump_json(indent=2) + "\n")
    except FileExistsError:
        raise InputError("a checkpoint is never overwritten: choose another file", file=str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot write the checkpoint: {exc.strerror}", file=str(path)) from None


def read(path: Path) -> Checkpoint:
    """Read a checkpoint file; a missing, unreadable or malformed file is an `InputError` naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Checkpoint.model_validate(data)
    except OSError as exc:
        raise InputError(f"cannot read the checkpoint: {exc.strerror}", file=str(path)) from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise InputError(f"not a checkpoint file: {exc}".splitlines()[0], file=str(path)) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first["loc"])
        raise InputError(f"not a checkpoint file: {first['msg']}", file=str(path), field=field) from None


def problems(connection: Connection, checkpoint: Checkpoint) -> list[str]:
    """What no longer matches `checkpoint`: a cut or rewritten chain, a run log cut or rewritten.

    The chains themselves are recomputed from genesis by `verify`; here each anchored link must still
    be there with the anchored hash, so the recomputed chain passes through it.
    """
    found: list[str] = []
    for name, anchored in checkpoint.chains.items():
        if anchored.seq == 0:
            continue
        stored = connection.execute(
            select(chain_links.c.hash).where(chain_links.c.chain == name, chain_links.c.seq == anchored.seq)
        ).scalar_one_or_none()
        if stored is None:
            found.append(f"chain {name}: link {anchored.seq} is gone (cut since the checkpoint)")
        elif stored != anchored.hash:
            found.append(f"chain {name}: link {anchored.seq} was rewritten since the checkpoint")
    position = position_of(connection)
    if position < checkpoint.store_position:
        found.append(f"store position {position} is behind the anchored {checkpoint.store_position}: batches were cut")
    for run_id, anchored in checkpoint.runs.items():
        rows = run_events.chain_rows(connection, run_id)
        if not rows:
            found.append(f"run {run_id}: its log is gone")
            continue
        for problem in verify_chain(rows, head=anchored.hash):
            found.append(f"run {run_id} event {problem.seq}: {problem.problem}")
    return found

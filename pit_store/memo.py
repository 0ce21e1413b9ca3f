"""Memo: remembered answers keyed by a request hash (classifier verdicts, LLM responses).

A replay must make no new calls and get identical decisions, so the first answer to a request is
kept for good: the table is append-only and a second writer of the same key keeps the first value.
Every answer is chained, so a flipped verdict shows in `store verify`.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Engine, insert, select

from engine.clock import Clock
from engine.hashing import canonical_json, content_hash
from pit_store import chains
from pit_store.schema import memo


def memo_key(namespace: str, request: Any) -> str:
    """The key of a request: a hash of its namespace and canonical JSON."""
    return content_hash({"namespace": namespace, "request": request})


class Memo:
    """Append-only key -> JSON value store in the record database."""

    def __init__(self, engine: Engine, clock: Clock) -> None:
        self.engine = engine
        self.clock = clock

    def get(self, key: str) -> Any | None:
        """The remembered value for `key`, or None."""
        with self.engine.connect() as connection:
            value = connection.execute(select(memo.c.value).where(memo.c.memo_key == key)).scalar_one_or_none()
        return None if value is None else json.loads(value)

    def put(self, key: str, namespace: str, value: Any) -> Any:
        """Remember `value` under `key` unless a value is already there; return the kept value.

        The answer and its chain link (`chains`, chain "memo") are written in one transaction, under
        the chain's lock, so a second writer of the same key finds the first and keeps it.
        """
        row = {"memo_key": key, "namespace": namespace, "value": canonical_json(value), "recorded_at": self.clock.now()}
        with self.engine.begin() as connection:
            chains.lock_chain(connection, "memo")
            kept = connection.execute(select(memo.c.value).where(memo.c.memo_key == key)).scalar_one_or_none()
            if kept is not None:
                return json.loads(kept)
            connection.execute(insert(memo).values(**row))
            chains.append_link(connection, "memo", key, chains.row_digest(memo, row), row["recorded_at"])
        return value

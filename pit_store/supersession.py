"""Supersession facts: when a record version stops being the one visible, as append-only rows.

Visible as of t (see `as_of`): per entity, among the versions known by t and recorded by the pin,
the one with the latest `known_at` (ties: the later `recorded_seq`). Sort an entity's versions in
that as-of order; a version is visible from its own `known_at` until the `known_at` of the next
version in the order. Versions arrive out of order (a backfill known before version 1), so the next
version can change as the store grows, but only ever to one known earlier: a version recorded later
that falls between a version and its next one becomes the new next one. Each such change is one
row of `supersessions`:

    (recorded_seq of the version, by_seq = recorded_seq of the version that became its next one,
     superseded_at = that version's known_at)

At pin P the version is superseded from the smallest `superseded_at` among its rows with
`by_seq <= P` (the latest of them), so visibility at (t, P) is the range condition
`known_at <= t AND recorded_seq <= P AND no row with by_seq <= P AND superseded_at <= t`: one seek
into the (recorded_seq, by_seq) key per version, instead of a search among the entity's versions.
Storing a version adds at most two rows (its own next version, and itself as its predecessor's);
nothing is ever updated. Versions without a `known_at` are never visible and take no part.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select

from pit_store.schema import records, supersessions

_Key = tuple[datetime, int]  # (known_at, recorded_seq): the as-of order


def facts(
    existing: Mapping[str, Iterable[tuple[datetime | None, int]]],
    new: Sequence[tuple[str, datetime | None, int]],
) -> list[dict[str, Any]]:
    """The supersession rows that storing `new` adds.

    `existing` holds, per entity touched by `new`, the `(known_at, recorded_seq)` of its stored
    versions; `new` holds `(entity_id, known_at, recorded_seq)` of the versions being stored, in any
    order (they are applied in `recorded_seq` order, as a pin would see them).
    """
    orders: dict[str, list[_Key]] = {}
    rows: list[dict[str, Any]] = []
    for entity_id, known_at, seq in sorted(new, key=lambda item: item[2]):
        if known_at is None:
            continue
        order = orders.get(entity_id)
        if order is None:
            order = sorted((k, s) for k, s in existing.get(entity_id, ()) if k is not None)
            orders[entity_id] = order
        key = (known_at, seq)
        place = bisect.bisect_left(order, key)
        if place > 0:  # the version before it in the as-of order now ends where this one begins
            rows.append({"recorded_seq": order[place - 1][1], "by_seq": seq, "superseded_at": known_at})
        if place < len(order):  # and this one ends where the next one (recorded earlier) begins
            rows.append({"recorded_seq": seq, "by_seq": seq, "superseded_at": order[place][0]})
        order.insert(place, key)
    return rows


def write(
    connection: Connection,
    existing: Mapping[str, Iterable[tuple[datetime | None, int]]],
    new: Sequence[tuple[str, datetime | None, int]],
) -> int:
    """Insert the rows `facts` gives, in the caller's transaction; return how many."""
    rows = facts(existing, new)
    if rows:
        connection.execute(insert(supersessions), rows)
    return len(rows)


def backfill(connection: Connection) -> int:
    """Write the rows of every stored version, replayed in `recorded_seq` order (the migration)."""
    result = connection.execute(
        select(records.c.entity_id, records.c.known_at, records.c.recorded_seq).order_by(records.c.recorded_seq)
    )
    return write(connection, {}, [(entity_id, known_at, seq) for entity_id, known_at, seq in result])

"""Where the model registry lives: `model_versions`, one row per change, the latest row wins.

Every row is chained (`chains`, chain "models") in the transaction that writes it, so a moved
cutoff or a reordered row shows in `store verify`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, insert, select

from pit_store import chains
from pit_store.schema import model_versions


def add_model_row(connection: Connection, row: Mapping[str, Any]) -> None:
    """Append a registry row (a new model, or a change to one) and its chain link."""
    chains.lock_chain(connection, "models")
    result = connection.execute(insert(model_versions).values(**row))
    row_seq = int(result.inserted_primary_key[0])
    digest = chains.row_digest(model_versions, {**row, "row_seq": row_seq})
    chains.append_link(connection, "models", str(row_seq), digest, row["recorded_at"])


def model_names(connection: Connection) -> list[str]:
    """Every registered model name, sorted."""
    return sorted({row.name for row in connection.execute(select(model_versions.c.name))})


def model_rows(connection: Connection, name: str) -> list[Mapping[str, Any]]:
    """Every row of one model, oldest first."""
    query = select(model_versions).where(model_versions.c.name == name).order_by(model_versions.c.row_seq)
    return list(connection.execute(query).mappings())

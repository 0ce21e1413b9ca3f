"""Column types that keep the time rules inside the database layer.

`UtcTimestamp` stores aware-UTC instants: TIMESTAMPTZ on PostgreSQL, fixed-width ISO text on SQLite
(which sorts and compares correctly as text). Binding a naive datetime raises instead of storing a
guess, and every value read back is aware UTC.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import DateTime, String
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator, TypeEngine

from engine.timestamps import ensure_utc, parse_utc, to_iso


class UtcTimestamp(TypeDecorator[datetime]):
    """An aware UTC instant on every backend."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "sqlite":
            return dialect.type_descriptor(String(27))
        return dialect.type_descriptor(DateTime(timezone=True))

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if dialect.name == "sqlite":
            return to_iso(value)
        return ensure_utc(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, str):
            return parse_utc(value)
        return ensure_utc(value)

"""Statements run on every request (a search, its audit rows, a chain link), compiled once per backend
and executed on the connection's own DBAPI cursor.

A search runs often and its statements differ only in their values, so building, caching-by-key and
compiling SQLAlchemy constructs per request would cost more than the queries on a small store. Each
statement here is compiled once per (backend, key); values go through the column types' own bind
processors, so an aware-UTC check on a timestamp still runs and a naive datetime is still refused.

Execution skips SQLAlchemy's execution layer too (`exec_driver_sql` costs ~13 us of Python per
statement on top of the driver's ~3 us, and builds a result object with row metadata; a search runs
five such statements): the SQL text and the parameters go straight to the DBAPI cursor of the
SQLAlchemy `Connection`, inside its transaction. What that keeps and what it gives up:
- the transaction is the connection's: a statement on a connection with no transaction begins one
  first, as SQLAlchemy's autobegin would (on SQLite the store's BEGIN IMMEDIATE), and the caller
  commits or rolls back through the `Connection` as before;
- a driver error is raised as SQLAlchemy's own exception class for it (`IntegrityError`,
  `OperationalError`, ... via `DBAPIError.instance`), so callers catch what they caught before;
- SQLAlchemy's execution events (`before_cursor_execute` and the like) do not see these statements,
  and a disconnect seen here does not invalidate the pooled connection at once (the PostgreSQL
  engine's pre-ping replaces a dead connection at its next checkout).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.sql import ClauseElement


@dataclass(frozen=True)
class Prepared:
    """One compiled statement."""

    sql: str
    names: tuple[str, ...] | None
    """Parameter names in order for a positional driver (SQLite), None for a named one (psycopg)."""
    fixed: dict[str, Any]
    """The values of the statement's own constants (literals SQLAlchemy turned into parameters)."""
    processors: dict[str, Callable[[Any], Any]]
    """Bind processors of the parameters whose types have one (timestamps)."""

    def parameters(self, values: Mapping[str, Any]) -> Any:
        """The driver's parameters for `values` (the caller's, by name) and the fixed constants."""
        merged = {**self.fixed, **values}
        for name, process in self.processors.items():
            if merged.get(name) is not None:
                merged[name] = process(merged[name])
        return merged if self.names is None else tuple([merged[name] for name in self.names])


_CACHE: dict[tuple[str, Any], Prepared] = {}
_LOCK = threading.Lock()


def prepared(
    dialect: Dialect,
    key: Any,
    build: Callable[[], ClauseElement],
    *,
    values: Sequence[str] = (),
    column_keys: Sequence[str] | None = None,
    edit: Callable[[str], str] | None = None,
) -> Prepared:
    """The statement `build()` compiled for `dialect`, once per `key`.

    `values` names the parameters the caller supplies on each run; every other parameter is a
    constant of the statement, kept in `fixed`. `column_keys` are the columns an INSERT sets (all
    of them by default). `edit` may rewrite the SQL text once (SQLite's INDEXED BY, which SQLAlchemy
    does not render).
    """
    found = _CACHE.get((dialect.name, key))
    if found is not None:
        return found
    compiled = build().compile(dialect=dialect, column_keys=list(column_keys) if column_keys is not None else None)
    names = tuple(compiled.positiontup) if compiled.positiontup is not None else None
    ours = dict.fromkeys(values)
    fixed = {name: value for name, value in compiled.construct_params(ours).items() if name not in ours}
    processors: dict[str, Callable[[Any], Any]] = {}
    for name, bind in compiled.binds.items():
        process = bind.type.dialect_impl(dialect).bind_processor(dialect) if name in ours else None
        if process is not None:
            processors[name] = process
    sql = edit(compiled.string) if edit else compiled.string
    found = Prepared(sql, names, fixed, processors)
    with _LOCK:
        return _CACHE.setdefault((dialect.name, key), found)


def run(connection: Connection, statement: Prepared, values: Mapping[str, Any]) -> list[Any]:
    """Execute a prepared statement with `values`; its result rows (none for a statement without any)."""
    return _execute(connection, statement.sql, statement.parameters(values), many=False)


def run_many(connection: Connection, statement: Prepared, rows: Sequence[Mapping[str, Any]]) -> None:
    """Execute a prepared statement once per row, in one driver call (executemany)."""
    if rows:
        _execute(connection, statement.sql, [statement.parameters(row) for row in rows], many=True)


def _execute(connection: Connection, sql: str, parameters: Any, *, many: bool) -> list[Any]:
    if not connection.in_transaction():
        connection.begin()  # what autobegin does for a SQLAlchemy statement: this one joins the transaction
    dbapi = connection.dialect.loaded_dbapi
    cursor = connection.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        if many:
            cursor.executemany(sql, parameters)
        else:
            cursor.execute(sql, parameters)
        return cursor.fetchall() if cursor.description is not None else []
    except dbapi.Error as exc:
        raise DBAPIError.instance(sql, parameters, exc, dbapi.Error, dialect=connection.dialect) from exc
    finally:
        cursor.close()

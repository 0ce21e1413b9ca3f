"""The store's schema as the database reports it, compared with what the migrations create.

The reference is built by running the migrations themselves: on SQLite into an in-memory database,
on PostgreSQL into a scratch schema inside a transaction that is rolled back (so verify needs the
right to create a schema, and leaves nothing behind). Compared: every table's columns (a column
added or dropped behind the migrations' back is drift), and every trigger: on SQLite its full SQL
(a trigger recreated as a no-op differs), on PostgreSQL its table, timing/event bits, enabled mode
(`tgenabled` must be 'O', origin: 'R' replica, 'A' always and 'D' disabled all let rows through in
some session) and the name, language and body hash of the function it runs.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from functools import cache

from sqlalchemy import Connection, text

from pit_store import database

# Tables the comparison leaves out: SQLite's own, and planner statistics written by PRAGMA optimize.
_SQLITE_INTERNAL = "sqlite_%"


@dataclass(frozen=True)
class Catalog:
    """Columns per table and a description per trigger."""

    columns: dict[str, tuple[tuple[str, ...], ...]]
    triggers: dict[str, tuple[str, ...]]


def catalog(connection: Connection) -> Catalog:
    """The schema of the store `connection` reads (its current schema on PostgreSQL)."""
    if connection.dialect.name == "sqlite":
        return _sqlite_catalog(connection)
    return _pg_catalog(connection)


def reference(connection: Connection) -> Catalog:
    """The schema the migrations create on this backend."""
    if connection.dialect.name == "sqlite":
        return _sqlite_reference(database.head_revision())
    return _pg_reference(connection)


def drift(found: Catalog, expected: Catalog) -> tuple[list[str], list[str]]:
    """(column problems, trigger problems) of `found` against `expected`, as readable lines."""
    columns: list[str] = []
    for table in sorted(expected.columns.keys() - found.columns.keys()):
        columns.append(f"table {table} is missing")
    for table in sorted(found.columns.keys() - expected.columns.keys()):
        columns.append(f"table {table} is not in the migrations")
    for table in sorted(found.columns.keys() & expected.columns.keys()):
        have = {c[0]: c for c in found.columns[table]}
        want = {c[0]: c for c in expected.columns[table]}
        columns.extend(f"{table}.{name} was dropped" for name in sorted(want.keys() - have.keys()))
        columns.extend(f"{table}.{name} was added" for name in sorted(have.keys() - want.keys()))
        columns.extend(
            f"{table}.{name} is {have[name][1:]}, the migrations give {want[name][1:]}"
            for name in sorted(have.keys() & want.keys())
            if have[name] != want[name]
        )
    triggers: list[str] = []
    triggers.extend(f"trigger {name} is missing" for name in sorted(expected.triggers.keys() - found.triggers.keys()))
    triggers.extend(f"trigger {name} is not in the migrations" for name in sorted(found.triggers.keys() - expected.triggers.keys()))
    triggers.extend(
        f"trigger {name} is {found.triggers[name]}, the migrations give {expected.triggers[name]}"
        for name in sorted(found.triggers.keys() & expected.triggers.keys())
        if found.triggers[name] != expected.triggers[name]
    )
    return columns, triggers


def _sqlite_catalog(connection: Connection) -> Catalog:
    tables = connection.execute(
        text("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE :internal ORDER BY name"),
        {"internal": _SQLITE_INTERNAL},
    ).scalars().all()
    columns = {
        table: tuple(
            (str(row[1]), str(row[2]).upper(), str(bool(row[3])), str(row[5]))
            for row in connection.exec_driver_sql(f'PRAGMA table_info("{table}")')
        )
        for table in tables
    }
    triggers = {
        name: (table, sql)
        for name, table, sql in connection.execute(
            text("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
        )
    }
    return Catalog(columns=columns, triggers=triggers)


@cache
def _sqlite_reference(head: str) -> Catalog:
    # Keyed by the head revision: the reference is the same for every SQLite store of this code.
    engine = database.connect("sqlite://")
    try:
        database.migrate(engine)
        with engine.connect() as connection:
            return _sqlite_catalog(connection)
    finally:
        engine.dispose()


_PG_COLUMNS = text(
    "SELECT table_name, column_name, data_type, is_nullable, coalesce(character_maximum_length, 0) "
    "FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
)
_PG_TRIGGERS = text(
    "SELECT t.tgname, c.relname, t.tgtype, t.tgenabled, p.proname, l.lanname, md5(p.prosrc), "
    "pn.nspname = current_schema() AS own_schema "
    "FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
    "JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_namespace pn ON pn.oid = p.pronamespace "
    "JOIN pg_language l ON l.oid = p.prolang "
    "WHERE NOT t.tgisinternal AND n.nspname = current_schema()"
)


def _pg_catalog(connection: Connection) -> Catalog:
    columns: dict[str, list[tuple[str, ...]]] = {}
    for table, column, kind, nullable, length in connection.execute(_PG_COLUMNS):
        columns.setdefault(table, []).append((column, kind, nullable, str(length)))
    triggers = {
        name: (table, f"tgtype={tgtype}", f"tgenabled={enabled}", f"function={function}", f"language={language}",
               f"body md5={body}", "function in the store's schema" if own else "function in another schema")
        for name, table, tgtype, enabled, function, language, body, own in connection.execute(_PG_TRIGGERS)
    }
    return Catalog(columns={t: tuple(c) for t, c in columns.items()}, triggers=triggers)


def _pg_reference(connection: Connection) -> Catalog:
    # A second connection of the same engine: the caller's connection may be mid-transaction.
    scratch = f"asof_reference_{uuid.uuid4().hex[:12]}"
    with connection.engine.connect() as other:
        transaction = other.begin()
        try:
            other.execute(text(f'CREATE SCHEMA "{scratch}"'))
            other.execute(text(f'SET LOCAL search_path TO "{scratch}"'))
            database.migrate_connection(other)
            return _pg_catalog(other)
        finally:
            transaction.rollback()

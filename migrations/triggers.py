"""Append-only triggers, shared by every revision that adds a store or log table.

The database itself refuses UPDATE and DELETE (and TRUNCATE on PostgreSQL) on these tables, so no
code path, however buggy, can rewrite history.
"""

from __future__ import annotations

from collections.abc import Iterable

from alembic import op

_PG_FUNCTION = """
CREATE OR REPLACE FUNCTION asof_refuse_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'asof: % on %.% refused: the table is append-only',
        TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql
"""


def install_append_only(tables: Iterable[str]) -> None:
    """Create the refuse-change triggers on `tables` for the current dialect."""
    dialect = op.get_bind().dialect.name
    if dialect == "postgresql":
        op.execute(_PG_FUNCTION)
        for table in tables:
            op.execute(
                f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION asof_refuse_change()"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
                "FOR EACH STATEMENT EXECUTE FUNCTION asof_refuse_change()"
            )
    elif dialect == "sqlite":
        for table in tables:
            for action in ("UPDATE", "DELETE"):
                op.execute(
                    f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                    f"BEGIN SELECT RAISE(ABORT, 'asof: {action} on {table} refused: the table is "
                    "append-only'); END"
                )
    else:
        raise RuntimeError(f"asof supports sqlite and postgresql, not {dialect}")


def install_key_guards(table_keys: dict[str, tuple[tuple[str, ...], ...]]) -> None:
    """SQLite: refuse an INSERT over an existing key, so INSERT OR REPLACE cannot rewrite a row.

    REPLACE deletes the old row without firing its DELETE trigger; a BEFORE INSERT trigger runs
    before the conflict is resolved and aborts. PostgreSQL has no REPLACE: its ON CONFLICT DO UPDATE
    fires the UPDATE trigger, which already refuses.
    """
    if op.get_bind().dialect.name != "sqlite":
        return
    for table, keys in table_keys.items():
        exists = " OR ".join(
            f"EXISTS (SELECT 1 FROM {table} WHERE " + " AND ".join(f"{c} = NEW.{c}" for c in key) + ")" for key in keys
        )
        op.execute(
            f"CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} WHEN {exists} "
            f"BEGIN SELECT RAISE(ABORT, 'asof: INSERT over an existing key of {table} refused: the table is "
            "append-only'); END"
        )

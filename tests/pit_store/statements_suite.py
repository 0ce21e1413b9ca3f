"""Prepared statements on the driver's cursor (`pit_store.statements`): they join the connection's
transaction and fail with SQLAlchemy's exception classes, as statements through SQLAlchemy do.

Written once, run on SQLite and PostgreSQL by test_store_sqlite.py and test_store_postgres.py.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import func, insert, select
from sqlalchemy.exc import DBAPIError

from pit_store import statements
from pit_store.schema import chain_links
from pit_store.store import PitStore

_COLUMNS = tuple(c.name for c in chain_links.columns)
_WHEN = datetime(2026, 1, 1, tzinfo=UTC)


def _link(seq: int) -> dict[str, Any]:
    return {"chain": "audit", "seq": seq, "item": f"req:{seq}", "digest": "sha256:d", "prev_hash": "sha256:p",
            "hash": f"sha256:{seq}", "recorded_at": _WHEN}


def _prepared(store: PitStore) -> statements.Prepared:
    return statements.prepared(
        store.engine.dialect, "test:chain_link", lambda: insert(chain_links), values=_COLUMNS, column_keys=_COLUMNS
    )


def _links(store: PitStore) -> int:
    with store.engine.connect() as connection:
        return int(connection.execute(select(func.count()).select_from(chain_links)).scalar_one())


class StatementsSuite:
    def test_a_statement_joins_the_connection_transaction(self, store: PitStore) -> None:
        before = _links(store)
        with store.engine.connect() as connection:
            assert not connection.in_transaction()
            statements.run(connection, _prepared(store), _link(10_001))
            assert connection.in_transaction()  # begun as SQLAlchemy's autobegin would
            statements.run_many(connection, _prepared(store), [_link(10_002), _link(10_003)])
            connection.rollback()
        assert _links(store) == before  # the rollback took back all three rows
        with store.engine.connect() as connection:
            statements.run_many(connection, _prepared(store), [_link(10_002), _link(10_003)])
            connection.commit()
        assert _links(store) == before + 2

    def test_rows_come_back_and_a_statement_without_rows_gives_an_empty_list(self, store: PitStore) -> None:
        head = statements.prepared(
            store.engine.dialect, "test:seqs",
            lambda: select(chain_links.c.seq).where(chain_links.c.seq > 20_000).order_by(chain_links.c.seq),
        )
        with store.engine.connect() as connection:
            assert statements.run(connection, _prepared(store), _link(20_001)) == []
            statements.run(connection, _prepared(store), _link(20_002))
            assert [tuple(row) for row in statements.run(connection, head, {})] == [(20_001,), (20_002,)]
            connection.rollback()

    def test_a_driver_error_is_the_exception_sqlalchemy_raises_for_it(self, store: PitStore) -> None:
        with store.engine.connect() as connection:
            statements.run(connection, _prepared(store), _link(30_001))
            connection.commit()
        compiled = _prepared(store)
        with store.engine.connect() as connection:
            with pytest.raises(DBAPIError) as through_sqlalchemy:
                connection.exec_driver_sql(compiled.sql, compiled.parameters(_link(30_001)))
            connection.rollback()
            with pytest.raises(DBAPIError) as direct:
                statements.run(connection, compiled, _link(30_001))
            connection.rollback()
            with pytest.raises(DBAPIError) as many:
                statements.run_many(connection, compiled, [_link(30_002), _link(30_001)])
            connection.rollback()
        assert type(direct.value) is type(through_sqlalchemy.value) is type(many.value)
        assert type(direct.value.orig) is type(through_sqlalchemy.value.orig)
        with store.engine.connect() as connection:  # the failed batch left nothing behind
            found = connection.execute(select(chain_links.c.seq).where(chain_links.c.seq > 30_000)).scalars().all()
        assert found == [30_001]

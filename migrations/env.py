"""Alembic environment: runs revisions on a connection handed in by asof, or on `-x url=...`."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

config = context.config


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, render_as_batch=connection.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url")
    if not url:
        raise SystemExit("pass the database with -x url=DATABASE_URL")
    engine = create_engine(url)
    with engine.begin() as conn:
        context.configure(connection=conn, render_as_batch=conn.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()


run()

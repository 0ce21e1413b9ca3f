"""Connecting to the record database and migrating it.

SQLite is the embedded default; PostgreSQL the server. Writers serialise on one lock so that
`recorded_seq` is gapless and strictly increasing: SQLite transactions start with BEGIN IMMEDIATE,
PostgreSQL transactions take an advisory lock before allocating sequence numbers.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, InterfaceError, NoSuchModuleError, OperationalError

import migrations
from engine.errors import StoreError

MIGRATIONS_DIR = Path(migrations.__file__).parent
WRITER_LOCK_KEY = 0x6173_6F66  # "asof": PostgreSQL advisory lock id for sequence allocation


def connect(url: str, *, create: bool = False) -> Engine:
    """Create an engine for `url` (sqlite or postgresql) with asof's transaction rules.

    Without `create`, a SQLite file that does not exist is an error rather than a new empty file
    (and its folder is not made): read commands never create anything. A URL that is not one, or
    names an unknown driver, is a `StoreError`.
    """
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"not a database URL: {url!r}") from None
    backend = parsed.get_backend_name()
    try:
        if backend == "sqlite":
            if parsed.database and parsed.database != ":memory:":
                _sqlite_file(Path(parsed.database), create)
            engine = create_engine(parsed, connect_args={"timeout": 60})
            _sqlite_transactions(engine)
            return engine
        if backend == "postgresql":
            if parsed.drivername == "postgresql":
                parsed = parsed.set(drivername="postgresql+psycopg")
            return create_engine(parsed, pool_pre_ping=True)
    except (NoSuchModuleError, ArgumentError) as exc:
        raise StoreError(f"cannot use database URL {parsed.render_as_string(hide_password=True)!r}: {exc}") from None
    raise StoreError(f"unsupported database {backend!r}: use sqlite or postgresql")


def _sqlite_file(path: Path, create: bool) -> None:
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not an asof store file")
    if create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the store's folder {path.parent}: {exc.strerror}") from None
    elif not path.exists():
        raise StoreError(f"no asof store at {path}: run `asof init` first")


@contextmanager
def reach(engine: Engine) -> Iterator[Connection]:
    """A connection to `engine`; a database that cannot be reached (closed port, unknown database,
    refused login, unreadable file) is one `StoreError` naming the URL, not a driver traceback."""
    try:
        connection = engine.connect()
    except (OperationalError, InterfaceError) as exc:
        detail = " ".join(str(exc.orig or exc).split())
        raise StoreError(f"cannot open the database at {engine.url.render_as_string(hide_password=True)}: {detail}") from None
    with connection:
        yield connection


def _sqlite_transactions(engine: Engine) -> None:
    """Let SQLAlchemy, not pysqlite, begin transactions, and begin them IMMEDIATE (write lock)."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        # Durability (docs/architecture.md, "Backends"): in WAL mode with synchronous = NORMAL a
        # commit appends its pages to the WAL without waiting for an fsync (the WAL is synced at
        # checkpoints). A committed transaction survives the application crashing; an OS crash or
        # power loss may take back the last transactions committed since the WAL was last synced,
        # never part of one, and the file stays consistent. WAL order means what is lost is a
        # suffix, so a hash chain (store batches, audit requests) loses its newest links, never one
        # in its middle, and a checkpoint file anchoring a lost link makes `store verify` fail.
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")
        # Larger page cache and memory-mapped reads: as-of probes jump around big indexes.
        cursor.execute("PRAGMA cache_size = -65536")
        cursor.execute("PRAGMA mmap_size = 268435456")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def lock_writers(connection: Connection) -> None:
    """Serialise writers for the rest of this transaction (SQLite already holds its write lock)."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": WRITER_LOCK_KEY})


def _alembic_config(connection: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The newest migration revision shipped with this code."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    head = ScriptDirectory.from_config(config).get_current_head()
    assert head is not None
    return head


def migrate(engine: Engine) -> str:
    """Upgrade the database to the newest revision (idempotent); return the revision."""
    with reach(engine) as connection, connection.begin():
        migrate_connection(connection)
    return head_revision()


def migrate_connection(connection: Connection) -> None:
    """Upgrade inside the caller's transaction (verify builds its reference schema this way)."""
    command.upgrade(_alembic_config(connection), "head")


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None if it was never migrated."""
    with reach(engine) as connection:
        return MigrationContext.configure(connection).get_current_revision()


def require_current(engine: Engine) -> None:
    """Fail with a clear message unless the database is migrated to this code's head."""
    current = current_revision(engine)
    if current is None:
        raise StoreError(f"no asof store at {engine.url.render_as_string(hide_password=True)}: run `asof init` first")
    if current != head_revision():
        raise StoreError(
            f"store schema is at revision {current}, this code needs {head_revision()}: run `asof init`"
        )


@contextmanager
def scratch_database(admin_url: str, prefix: str = "asof_scratch") -> Iterator[str]:
    """A fresh PostgreSQL database (for tests and benchmarks); yields its URL, drops it afterwards."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

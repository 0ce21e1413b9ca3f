"""Alembic revisions for every schema change, one history for SQLite and PostgreSQL."""

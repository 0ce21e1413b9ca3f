"""The full-text index of document versions, written in the same transaction as the versions.

Every stored document version gets one index entry keyed by its `recorded_seq`: its terms (see
`text_terms`) and its length in terms. SQLite keeps the terms in an FTS5 table (`search_fts`, with
`search_fts_terms`, an fts5vocab 'instance' view giving term frequencies); PostgreSQL keeps them in a
`tsvector` column with a GIN index. Beside them, `search_entries` holds the narrow row a hit needs:
the length, and the version's `known_at` and whether it is a retraction (copies of its `records`
row), so the search reads the as-of rule without touching the wide rows. The retrieval gateway ranks
over these entries, inside the as-of rule, so an entry of a version not visible at t never
influences a search at t.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import Connection, Select, insert, select, text

from pit_store.schema import records, search_docs, search_entries
from pit_store.text_terms import terms


def index_text(payload: Mapping[str, Any]) -> list[str]:
    """The terms of a document version: its title, then its main text."""
    return terms(f"{payload.get('title') or ''}\n{payload.get('text') or ''}")


# PostgreSQL keeps at most 256 positions per lexeme and positions up to 16383.
_PG_MAX_POSITIONS = 256
_PG_MAX_POSITION = 16383


def quote_lexeme(term: str) -> str:
    """A lexeme quoted for tsvector/tsquery input (taken verbatim, no parser involved)."""
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(found: list[str]) -> str:
    """A tsvector literal with the exact terms and their positions (term frequency = positions)."""
    positions: dict[str, list[int]] = {}
    for position, term in enumerate(found, start=1):
        kept = positions.setdefault(term, [])
        if len(kept) < _PG_MAX_POSITIONS:
            kept.append(min(position, _PG_MAX_POSITION))
    return " ".join(f"{quote_lexeme(term)}:{','.join(map(str, sorted(set(p))))}" for term, p in positions.items())


def write_index(connection: Connection, documents: Iterable[tuple[Mapping[str, Any], Mapping[str, Any]]]) -> None:
    """Index document versions given as `(records row, payload)`: their terms and their entries.

    The row gives `recorded_seq`, `known_at` and `kind`, as just inserted into `records`.
    """
    rows = [(version, index_text(payload)) for version, payload in documents]
    if not rows:
        return
    _write_terms(connection, [(version["recorded_seq"], found) for version, found in rows])
    connection.execute(insert(search_entries), [
        {"recorded_seq": version["recorded_seq"], "length": len(found), "known_at": version["known_at"],
         "retracted": version["kind"] == "retraction"}
        for version, found in rows
    ])


def _write_terms(connection: Connection, rows: list[tuple[int, list[str]]]) -> None:
    if not rows:
        return
    if connection.dialect.name == "postgresql":
        connection.execute(
            text("INSERT INTO search_docs (recorded_seq, length, tsv) VALUES (:seq, :length, CAST(:tsv AS tsvector))"),
            [{"seq": seq, "length": len(found), "tsv": tsvector_literal(found)} for seq, found in rows],
        )
        return
    connection.execute(insert(search_docs), [{"recorded_seq": seq, "length": len(found)} for seq, found in rows])
    connection.execute(
        text("INSERT INTO search_fts (rowid, terms) VALUES (:seq, :terms)"),
        [{"seq": seq, "terms": " ".join(found)} for seq, found in rows],
    )


def backfill(connection: Connection) -> None:
    """Index the terms of every stored document version (the migration that created the index, 0003)."""
    result = connection.execute(
        text("SELECT recorded_seq, payload FROM records WHERE record_type = 'document' ORDER BY recorded_seq")
    )
    _write_terms(connection, [(seq, index_text(json.loads(payload))) for seq, payload in result])


def entries_from_versions() -> Select[Any]:
    """SELECT of the `search_entries` rows that the stored versions and their terms give, in the
    table's column order: what migration 0008 backfills and what `store verify` compares with."""
    return (
        select(
            search_docs.c.recorded_seq, search_docs.c.length, records.c.known_at,
            (records.c.kind == "retraction").label("retracted"),
        )
        .select_from(search_docs.join(records, records.c.recorded_seq == search_docs.c.recorded_seq))
        .where(records.c.record_type == "document")
    )


def backfill_entries(connection: Connection) -> None:
    """Write the entry of every indexed document version (migration 0008)."""
    connection.execute(insert(search_entries).from_select(
        ["recorded_seq", "length", "known_at", "retracted"], entries_from_versions().order_by(search_docs.c.recorded_seq)))

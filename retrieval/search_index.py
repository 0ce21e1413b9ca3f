"""Term hits from the full-text index, one implementation per backend, behind one function.

Both return, for every query term in every document version that passes `version_filter`, the term
frequency and the version's length: the input of `ranking.rank`. The filter (the as-of rule under
the PIT policies) is part of the SQL that finds the hits, so versions not visible at t are never
read, counted or scored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import ColumnElement, Connection, column, func, select, table, text
from sqlalchemy.sql.expression import Alias

from pit_store.schema import records, search_docs
from pit_store.search_index import quote_lexeme
from retrieval.ranking import TermHit

VersionFilter = Callable[[Alias], ColumnElement[bool]]

_fts_terms = table("search_fts_terms", column("doc"), column("term"))
_VERSION = records.alias("v")  # built once: setting up an alias's columns is costly per query


def term_hits(connection: Connection, terms: Sequence[str], version_filter: VersionFilter) -> list[TermHit]:
    """Hits of `terms` among the document versions `version_filter` admits."""
    if not terms:
        return []
    version = _VERSION
    if connection.dialect.name == "postgresql":
        return _postgres(connection, terms, version, version_filter(version))
    return _sqlite(connection, terms, version, version_filter(version))


def _sqlite(connection: Connection, terms: Sequence[str], version: Alias, admitted: ColumnElement[bool]) -> list[TermHit]:
    query = (
        select(_fts_terms.c.doc, _fts_terms.c.term, func.count().label("tf"), search_docs.c.length)
        .select_from(
            _fts_terms.join(search_docs, search_docs.c.recorded_seq == _fts_terms.c.doc).join(
                version, version.c.recorded_seq == _fts_terms.c.doc
            )
        )
        .where(_fts_terms.c.term.in_(list(terms)), admitted)
        .group_by(_fts_terms.c.doc, _fts_terms.c.term, search_docs.c.length)
    )
    return [TermHit(int(doc), term, int(tf), int(length)) for doc, term, tf, length in connection.execute(query)]


def _postgres(connection: Connection, terms: Sequence[str], version: Alias, admitted: ColumnElement[bool]) -> list[TermHit]:
    docs = table("search_docs", column("recorded_seq"), column("length"), column("tsv")).alias("d")
    lexemes = func.unnest(docs.c.tsv).table_valued("lexeme", "positions", "weights").alias("u")
    # The tsquery is built from quoted lexemes and bound as a parameter: user text never parses.
    tsquery = " | ".join(quote_lexeme(term) for term in terms)
    query: Any = (
        select(
            docs.c.recorded_seq,
            lexemes.c.lexeme,
            func.coalesce(func.array_length(lexemes.c.positions, 1), 1).label("tf"),
            docs.c.length,
        )
        .select_from(docs.join(version, version.c.recorded_seq == docs.c.recorded_seq).join(lexemes, text("true")))
        .where(
            docs.c.tsv.bool_op("@@")(text("CAST(:tsquery AS tsquery)")),
            lexemes.c.lexeme.in_(list(terms)),
            admitted,
        )
    )
    rows = connection.execute(query, {"tsquery": tsquery})
    return [TermHit(int(seq), term, int(tf), int(length)) for seq, term, tf, length in rows]

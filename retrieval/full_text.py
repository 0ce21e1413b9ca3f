"""Ranked full-text search over document versions: one hits query per backend, one ranking.

Each backend yields, for every query term in every document version that passes `version_filter`,
the term frequency and the version's length; `ranking.bm25_ranked` scores them in SQL. The filter
(the as-of rule under the PIT policies) is part of the SQL that finds the hits, so versions not
visible at t are never read, counted or scored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import ColumnElement, Connection, Select, column, func, select, table, text
from sqlalchemy.sql.expression import Alias

from pit_store.schema import records, search_docs
from pit_store.search_index import quote_lexeme
from retrieval.ranking import bm25_ranked

VersionFilter = Callable[[Alias], ColumnElement[bool]]

_fts_terms = table("search_fts_terms", column("doc"), column("term"))
_VERSION = records.alias("v")  # built once: setting up an alias's columns is costly per query


def ranked(
    connection: Connection, terms: Sequence[str], version_filter: VersionFilter, limit: int
) -> tuple[list[tuple[int, float]], int]:
    """The best `limit` admitted versions for `terms` with their scores, and how many matched."""
    if not terms:
        return [], 0
    if connection.dialect.name == "postgresql":
        hits, params = _postgres_hits(terms, version_filter(_VERSION))
    else:
        hits, params = _sqlite_hits(terms, version_filter(_VERSION)), {}
    rows = connection.execute(bm25_ranked(hits, limit), params).all()
    matched = int(rows[0].matched) if rows else 0
    return [(int(row.recorded_seq), float(row.score)) for row in rows], matched


def _sqlite_hits(terms: Sequence[str], admitted: ColumnElement[bool]) -> Select[Any]:
    return (
        select(
            _fts_terms.c.doc.label("recorded_seq"), _fts_terms.c.term.label("term"),
            func.count().label("tf"), search_docs.c.length.label("length"),
        )
        .select_from(
            _fts_terms.join(search_docs, search_docs.c.recorded_seq == _fts_terms.c.doc).join(
                _VERSION, _VERSION.c.recorded_seq == _fts_terms.c.doc
            )
        )
        .where(_fts_terms.c.term.in_(list(terms)), admitted)
        .group_by(_fts_terms.c.doc, _fts_terms.c.term, search_docs.c.length)
    )


def _postgres_hits(terms: Sequence[str], admitted: ColumnElement[bool]) -> tuple[Select[Any], dict[str, str]]:
    docs = table("search_docs", column("recorded_seq"), column("length"), column("tsv")).alias("d")
    lexemes = func.unnest(docs.c.tsv).table_valued("lexeme", "positions", "weights").alias("u")
    # The tsquery is built from quoted lexemes and bound as a parameter: user text never parses.
    tsquery = " | ".join(quote_lexeme(term) for term in terms)
    query = (
        select(
            docs.c.recorded_seq.label("recorded_seq"),
            lexemes.c.lexeme.label("term"),
            func.coalesce(func.array_length(lexemes.c.positions, 1), 1).label("tf"),
            docs.c.length.label("length"),
        )
        .select_from(docs.join(_VERSION, _VERSION.c.recorded_seq == docs.c.recorded_seq).join(lexemes, text("true")))
        .where(
            docs.c.tsv.bool_op("@@")(text("CAST(:tsquery AS tsquery)")),
            lexemes.c.lexeme.in_(list(terms)),
            admitted,
        )
    )
    return query, {"tsquery": tsquery}

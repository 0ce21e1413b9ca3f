"""Ranked full-text search over document versions: one hits query per backend, one ranking.

Each backend yields, for every document version that is admitted (the as-of rule under the PIT
policies, the latest recorded version under `search_only`) and matches a query term, its length and
the frequency of each term; `ranking.bm25_ranked` scores them in SQL. The rule is part of the SQL that
finds the hits, so versions not visible at t are never read, counted or scored. The index of terms
is the outer loop; each hit then costs one lookup of its version's row and one seek into the
supersession facts (see `pit_store.supersession`).

A search runs often and its statement differs only in its values, so the SQL text is built and
compiled once per (backend, policy, number of terms) and executed straight through the driver.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from sqlalchemy import BigInteger, ColumnElement, Connection, Integer, Select, String, Text, bindparam, case, column, func, literal_column, select, table, text
from sqlalchemy.dialects.postgresql import array
from sqlalchemy.sql.expression import Alias

from pit_store.as_of import Cutoff, is_latest_recorded, visible_at
from pit_store.schema import records, search_docs
from pit_store.search_index import quote_lexeme
from pit_store import statements
from retrieval.ranking import bm25_ranked, tf_column

Admission = Literal["as_of", "latest_recorded"]
"""Which versions a search sees: the one visible at t, or the latest recorded (`search_only`)."""
VersionFilter = Callable[[Alias], ColumnElement[bool]]

_fts_terms = table("search_fts_terms", column("doc"), column("term"))
_VERSION = records.alias("v")  # built once: setting up an alias's columns is costly per query
_CUT = bindparam("cut", type_=records.c.known_at.type)
_PIN = bindparam("pin", type_=BigInteger())
_LIMIT = bindparam("limit", type_=Integer())


def admitted(admission: Admission) -> VersionFilter:
    """The condition on a version row that `admission` lets through, over the `cut` and `pin` parameters."""
    if admission == "latest_recorded":
        return lambda v: is_latest_recorded(v, _PIN, record_type="document") & (v.c.kind != "retraction")
    return lambda v: visible_at(v, _CUT, _PIN, record_type="document") & (v.c.kind != "retraction")


def hits_query(dialect: str, n_terms: int, version_filter: VersionFilter) -> Select[Any]:
    """The ranked statement for `n_terms` terms (parameters `term_0`... , `cut`, `pin`, `limit`; on
    PostgreSQL also `tsquery`): `recorded_seq, score, matched` of the best admitted versions."""
    terms = [bindparam(f"term_{i}", type_=String()) for i in range(n_terms)]
    admitted_rows = version_filter(_VERSION)
    matches = _postgres_matches(terms, admitted_rows) if dialect == "postgresql" else _sqlite_matches(terms, admitted_rows)
    return bm25_ranked(matches, n_terms, _LIMIT)


def ranked(
    connection: Connection, terms: Sequence[str], admission: Admission, at: Cutoff, limit: int
) -> tuple[list[tuple[int, float]], int]:
    """The best `limit` admitted versions for `terms` with their scores, and how many matched."""
    if not terms:
        return [], 0
    dialect = connection.dialect
    names = [f"term_{i}" for i in range(len(terms))]
    statement = statements.prepared(
        dialect, ("ranked", admission, len(terms)), lambda: hits_query(dialect.name, len(terms), admitted(admission)),
        values=[*names, "cut", "pin", "limit", "tsquery"],
        edit=_with_sqlite_indexes if dialect.name == "sqlite" else None,
    )
    values: dict[str, Any] = dict(zip(names, terms, strict=True)) | {"cut": at.cut, "pin": at.pin, "limit": limit}
    if dialect.name == "postgresql":
        # The tsquery is built from quoted lexemes and bound as a parameter: user text never parses.
        values["tsquery"] = " | ".join(quote_lexeme(term) for term in terms)
    rows = statements.run(connection, statement, values).all()
    matched = int(rows[0][2]) if rows else 0
    return [(int(row[0]), float(row[1])) for row in rows], matched


def _sqlite_matches(terms: Sequence[Any], admitted_rows: ColumnElement[bool]) -> Select[Any]:
    # One row per occurrence of a term (fts5vocab 'instance'); the version's row is checked before
    # the occurrences are grouped, so only visible ones are counted.
    return (
        select(
            _fts_terms.c.doc.label("recorded_seq"), search_docs.c.length.label("length"),
            *(func.sum(case((_fts_terms.c.term == term, 1), else_=0)).label(tf_column(i)) for i, term in enumerate(terms)),
        )
        .select_from(
            _fts_terms.join(search_docs, search_docs.c.recorded_seq == _fts_terms.c.doc).join(
                _VERSION, _VERSION.c.recorded_seq == _fts_terms.c.doc
            )
        )
        .where(_fts_terms.c.term.in_(list(terms)), admitted_rows)
        .group_by(_fts_terms.c.doc, search_docs.c.length)
    )


# The covering indexes of migration 0007, whatever statistics SQLite's planner has: a store fresh
# from a load has none, and then it picks the unique keys and reads the wide rows. (SQLAlchemy does
# not render SQLite's INDEXED BY, so it goes into the SQL text built once.)
_SQLITE_INDEXES = {
    "JOIN records AS v ON": "JOIN records AS v INDEXED BY ix_records_seq_visibility ON",
    "JOIN search_docs ON": "JOIN search_docs INDEXED BY ix_search_docs_seq_length ON",
}


def _with_sqlite_indexes(sql: str) -> str:
    for plain, indexed in _SQLITE_INDEXES.items():
        if sql.count(plain) != 1:
            raise AssertionError(f"the search statement changed shape: {plain!r} not found once")
        sql = sql.replace(plain, indexed)
    return sql


def _postgres_matches(terms: Sequence[Any], admitted_rows: ColumnElement[bool]) -> Select[Any]:
    docs = table("search_docs", column("recorded_seq"), column("length"), column("tsv")).alias("d")
    # Only the query's lexemes of each matching tsvector are unnested: `setweight` marks them 'A'
    # and `ts_filter` keeps the marked ones (every indexed lexeme has positions, see
    # `search_index.tsvector_literal`, so each carries the mark); the IN condition stays as the rule.
    query_lexemes = func.ts_filter(func.setweight(docs.c.tsv, literal_column("'A'"), array(list(terms), type_=Text())), text("'{a}'"))
    lexemes = func.unnest(query_lexemes).table_valued("lexeme", "positions", "weights").alias("u")
    tf = func.coalesce(func.array_length(lexemes.c.positions, 1), 1)
    return (
        select(
            docs.c.recorded_seq.label("recorded_seq"), docs.c.length.label("length"),
            *(func.sum(case((lexemes.c.lexeme == term, tf), else_=0)).label(tf_column(i)) for i, term in enumerate(terms)),
        )
        .select_from(docs.join(_VERSION, _VERSION.c.recorded_seq == docs.c.recorded_seq).join(lexemes, text("true")))
        .where(
            docs.c.tsv.bool_op("@@")(text("CAST(:tsquery AS tsquery)")),
            lexemes.c.lexeme.in_(list(terms)),
            admitted_rows,
        )
        .group_by(docs.c.recorded_seq, docs.c.length)
    )

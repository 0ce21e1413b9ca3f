"""Ranked full-text search over document versions: one hits query per backend, one ranking.

Each backend yields, for every document version that is admitted (the as-of rule under the PIT
policies, the latest recorded version under `search_only`) and matches a query term, its length and
the frequency of each term; `ranking.bm25_ranked` scores them in SQL. The rule is part of the SQL that
finds the hits, so versions not visible at t are never read, counted or scored. The index of terms
is the outer loop; under the as-of rule each hit then costs one lookup of its narrow search entry
(length, `known_at`, retraction flag: `pit_store.search_index`) and one seek into the supersession
facts (see `pit_store.supersession`), never the version's wide row.

A search runs often and its statement differs only in its values, so the SQL text is built and
compiled once per (backend, policy, number of terms) and executed on the driver's own cursor
(`pit_store.statements`: past SQLAlchemy's execution layer too). The drivers keep it prepared: SQLite's
module caches the compiled statement per connection by its text, psycopg prepares it on the server
from its fifth run on a connection.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import BigInteger, Column, ColumnElement, Connection, Integer, Select, String, Table, Text, and_, bindparam, case, column, func, literal_column, select, table, text, true
from sqlalchemy.dialects.postgresql import array
from sqlalchemy.sql.expression import Alias, FromClause

from pit_store.as_of import Cutoff, current_at, is_latest_recorded
from pit_store.schema import records, search_docs, search_entries
from pit_store.search_index import quote_lexeme
from pit_store import statements
from retrieval.ranking import bm25_ranked, tf_column

Admission = Literal["as_of", "latest_recorded"]
"""Which versions a search sees: the one visible at t, or the latest recorded (`search_only`)."""
EntryFilter = Callable[[Table], ColumnElement[bool]]
VersionFilter = Callable[[Alias], ColumnElement[bool]]


@dataclass(frozen=True)
class Rule:
    """What a search admits: a condition on a hit's search entry and, where the entry does not say
    enough (the latest recorded version of an entity), one on its `records` row, joined only then.

    With `narrow` false the statement reads no search entry at all (the length from `search_docs`,
    every condition from `records`): the form before migration 0008, kept as the reference that
    tests and the benchmark compare the narrow one with.
    """

    entry: EntryFilter | None = None
    version: VersionFilter | None = None
    narrow: bool = True

    def __post_init__(self) -> None:
        if self.entry is not None and not self.narrow:
            raise ValueError("a rule on the search entry needs the entry (narrow=True)")

    def on_entry(self, entry: Any) -> list[ColumnElement[bool]]:
        """The conditions on the search entry `entry` (none without an entry rule)."""
        return [self.entry(entry)] if self.entry is not None else []

    def on_version(self, version: Alias) -> list[ColumnElement[bool]]:
        """The conditions on the `records` row `version` (none: then it is not joined)."""
        return [self.version(version)] if self.version is not None else []


_fts_terms = table("search_fts_terms", column("doc"), column("term"))
_ENTRY = search_entries
_VERSION = records.alias("v")  # built once: setting up an alias's columns is costly per query
_CUT = bindparam("cut", type_=records.c.known_at.type)
_PIN = bindparam("pin", type_=BigInteger())
_LIMIT = bindparam("limit", type_=Integer())


def admitted(admission: Admission) -> Rule:
    """The rule `admission` applies to a hit, over the `cut` and `pin` parameters."""
    if admission == "latest_recorded":
        return Rule(entry=lambda e: ~e.c.retracted, version=lambda v: is_latest_recorded(v, _PIN, record_type="document"))
    # Every entry is a document version's, so the entry alone carries the as-of rule.
    return Rule(entry=lambda e: and_(current_at(e, _CUT, _PIN), ~e.c.retracted))


def hits_query(dialect: str, n_terms: int, rule: Rule) -> Select[Any]:
    """The ranked statement for `n_terms` terms (parameters `term_0`... , `cut`, `pin`, `limit`; on
    PostgreSQL also `tsquery`): `recorded_seq, score, matched` of the best admitted versions."""
    terms = [bindparam(f"term_{i}", type_=String()) for i in range(n_terms)]
    matches = _postgres_matches if dialect == "postgresql" else _sqlite_matches
    return bm25_ranked(matches(terms, rule), n_terms, _LIMIT)


def ranked(
    connection: Connection, terms: Sequence[str], admission: Admission, at: Cutoff, limit: int
) -> tuple[list[tuple[int, float]], int]:
    """The best `limit` admitted versions for `terms` with their scores, and how many matched."""
    rows, matched = ranked_rows(connection, terms, admission, at, limit)
    return [(int(row[0]), float(row[1])) for row in rows], matched


def ranked_rows(
    connection: Connection, terms: Sequence[str], admission: Admission, at: Cutoff, limit: int,
    columns: Sequence[Column[Any]] = (),
) -> tuple[list[Any], int]:
    """`ranked`'s rows, `(recorded_seq, score, matched, *columns)`, with `columns` of the ranked
    versions' `records` rows joined to the top `limit` only (what a caller reads of each result
    comes in the same statement), and how many matched."""
    if not terms:
        return [], 0
    dialect = connection.dialect
    names = [f"term_{i}" for i in range(len(terms))]
    rule = admitted(admission)
    statement = statements.prepared(
        dialect, ("ranked", admission, len(terms), tuple(c.name for c in columns)),
        lambda: _with_rows(hits_query(dialect.name, len(terms), rule), columns),
        values=[*names, "cut", "pin", "limit", "tsquery"],
        edit=_with_sqlite_indexes if dialect.name == "sqlite" and rule.version is not None else None,
    )
    values: dict[str, Any] = dict(zip(names, terms, strict=True)) | {"cut": at.cut, "pin": at.pin, "limit": limit}
    if dialect.name == "postgresql":
        # The tsquery is built from quoted lexemes and bound as a parameter: user text never parses.
        values["tsquery"] = " | ".join(quote_lexeme(term) for term in terms)
    rows = statements.run(connection, statement, values)
    return rows, int(rows[0][2]) if rows else 0


def _with_rows(top: Select[Any], columns: Sequence[Column[Any]]) -> Select[Any]:
    """`top` with `columns` of each ranked version's `records` row, in `top`'s order."""
    if not columns:
        return top
    best = top.subquery("best")
    return (
        select(best.c.recorded_seq, best.c.score, best.c.matched, *columns)
        .select_from(best.join(records, records.c.recorded_seq == best.c.recorded_seq))
        .order_by(best.c.score.desc(), best.c.recorded_seq)
    )


def _with_version(joined: FromClause, seq: Any, rule: Rule) -> FromClause:
    return joined.join(_VERSION, _VERSION.c.recorded_seq == seq) if rule.version is not None else joined


def _sqlite_matches(terms: Sequence[Any], rule: Rule) -> Select[Any]:
    # One row per occurrence of a term (fts5vocab 'instance'); the entry (the rowid, as in FTS5) is
    # checked before the occurrences are grouped, so only visible ones are counted.
    lengths = _ENTRY if rule.narrow else search_docs
    hits = _with_version(_fts_terms.join(lengths, lengths.c.recorded_seq == _fts_terms.c.doc), _fts_terms.c.doc, rule)
    return (
        select(
            _fts_terms.c.doc.label("recorded_seq"), lengths.c.length.label("length"),
            *(func.sum(case((_fts_terms.c.term == term, 1), else_=0)).label(tf_column(i)) for i, term in enumerate(terms)),
        )
        .select_from(hits)
        .where(
            _fts_terms.c.term.in_(list(terms)),
            *rule.on_entry(_ENTRY), *rule.on_version(_VERSION),
        )
        .group_by(_fts_terms.c.doc, lengths.c.length)
    )


# When the rule reads the version's row (`search_only`): the covering index of migration 0007,
# whatever statistics SQLite's planner has (a store fresh from a load has none, and then it picks
# the unique key and reads the wide rows). SQLAlchemy does not render SQLite's INDEXED BY, so it
# goes into the SQL text built once.
_SQLITE_INDEX = ("JOIN records AS v ON", "JOIN records AS v INDEXED BY ix_records_seq_visibility ON")


def _with_sqlite_indexes(sql: str) -> str:
    plain, indexed = _SQLITE_INDEX
    if sql.count(plain) != 1:
        raise AssertionError(f"the search statement changed shape: {plain!r} not found once")
    return sql.replace(plain, indexed)


def _postgres_matches(terms: Sequence[Any], rule: Rule) -> Select[Any]:
    docs = table("search_docs", column("recorded_seq"), column("length"), column("tsv")).alias("d")
    # Only the query's lexemes of each matching tsvector are unnested: `setweight` marks them 'A'
    # and `ts_filter` keeps the marked ones (every indexed lexeme has positions, see
    # `search_index.tsvector_literal`, so each carries the mark); the IN condition stays as the rule.
    query_lexemes = func.ts_filter(func.setweight(docs.c.tsv, literal_column("'A'"), array(list(terms), type_=Text())), text("'{a}'"))
    lexemes = func.unnest(query_lexemes).table_valued("lexeme", "positions", "weights").alias("u")
    tf = func.coalesce(func.array_length(lexemes.c.positions, 1), 1)
    # The entry is looked up by key per matching tsvector, its rule inside the lookup. The lookup
    # is a LATERAL subquery fenced by OFFSET 0: otherwise the planner, seeing a table this narrow,
    # hashes a scan of every entry known by t (all of them, at a late t) against the few hits.
    entry = (
        select(_ENTRY.c.length).where(_ENTRY.c.recorded_seq == docs.c.recorded_seq, *rule.on_entry(_ENTRY))
        .offset(literal_column("0")).lateral("e")
    )
    lengths = entry if rule.narrow else docs
    hits = _with_version(docs.join(entry, true()) if rule.narrow else docs, docs.c.recorded_seq, rule)
    return (
        select(
            docs.c.recorded_seq.label("recorded_seq"), lengths.c.length.label("length"),
            *(func.sum(case((lexemes.c.lexeme == term, tf), else_=0)).label(tf_column(i)) for i, term in enumerate(terms)),
        )
        .select_from(hits.join(lexemes, text("true")))
        .where(
            docs.c.tsv.bool_op("@@")(text("CAST(:tsquery AS tsquery)")),
            lexemes.c.lexeme.in_(list(terms)),
            *rule.on_version(_VERSION),
        )
        .group_by(docs.c.recorded_seq, lengths.c.length)
    )

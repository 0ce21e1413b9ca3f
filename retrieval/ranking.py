"""BM25 over the candidates visible at t, with statistics taken from those candidates only.

Native rankers read corpus-wide statistics (FTS5's bm25 counts every indexed row, including pages
published after t), which would let a later page change the order of earlier ones. Here the
document frequencies, the candidate count and the average length come from the visible matching
versions alone, so the ranking at t is a function of what was knowable at t. The score is computed
in SQL over the matches (one row per visible version, with one term frequency per query term), so
only the top rows leave the database. The statistics are one aggregate over those rows, and the
score one expression per row: no grouping or joining of the matches again.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import BindParameter, ColumnElement, Float, Numeric, Select, case, cast, func, literal, select, true

K1 = 1.2
B = 0.75
SCORE_DIGITS = 9
"""Scores are rounded so that float summation order can never reorder equal scores."""


def tf_column(index: int) -> str:
    """The name of the term frequency column of query term `index` in the rows `bm25_ranked` reads."""
    return f"tf_{index}"


def bm25_ranked(matches: Select[Any], n_terms: int, limit: int | BindParameter[int]) -> Select[Any]:
    """`(recorded_seq, score, matched)` of the best `limit` candidates, best first (ties: lower seq).

    `matches` selects `recorded_seq`, `length` and `tf_0` ... `tf_{n_terms - 1}` (0 where the term
    is absent), one row per visible version that matched any term; `matched` is their number.
    """
    m = matches.cte("matches")
    tfs = [m.c[tf_column(i)] for i in range(n_terms)]
    stats = select(
        func.count().label("n"), func.avg(cast(m.c.length, Float)).label("avgdl"),
        *(func.sum(case((tf > 0, 1), else_=0)).label(f"df_{i}") for i, tf in enumerate(tfs)),
    ).cte("stats")
    norm = K1 * (literal(1.0) - B + B * cast(m.c.length, Float) / func.nullif(stats.c.avgdl, 0.0))
    total: ColumnElement[Any] | None = None
    for i, tf in enumerate(tfs):
        df = stats.c[f"df_{i}"]
        idf = func.ln(literal(1.0) + (stats.c.n - df + 0.5) / (df + 0.5))
        part = idf * tf * (K1 + 1.0) / (tf + norm)  # 0 for an absent term (norm > 0: B < 1)
        total = part if total is None else total + part
    assert total is not None, "a ranking needs at least one term"
    score = func.round(cast(total, Numeric), SCORE_DIGITS, type_=Float).label("score")
    return (
        select(m.c.recorded_seq, score, stats.c.n.label("matched"))
        .select_from(m.join(stats, true()))
        .order_by(score.desc(), m.c.recorded_seq)
        .limit(limit)
    )

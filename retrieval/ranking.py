"""BM25 over the candidates visible at t, with statistics taken from those candidates only.

Native rankers read corpus-wide statistics (FTS5's bm25 counts every indexed row, including pages
published after t), which would let a later page change the order of earlier ones. Here the
document frequencies, the candidate count and the average length come from the visible matching
versions alone, so the ranking at t is a function of what was knowable at t. The score is computed
in SQL over the hits (one row per query term per visible version), so only the top rows leave the
database.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import BindParameter, Float, Numeric, Select, cast, func, literal, select, true

K1 = 1.2
B = 0.75
SCORE_DIGITS = 9
"""Scores are rounded so that float summation order can never reorder equal scores."""


def bm25_ranked(hits: Select[Any], limit: int | BindParameter[int]) -> Select[Any]:
    """`(recorded_seq, score, matched)` of the best `limit` candidates, best first (ties: lower seq).

    `hits` selects `recorded_seq`, `term`, `tf` and `length`, one row per term per visible version;
    `matched` is the number of visible versions that matched any term.
    """
    h = hits.cte("hits")
    docs = select(h.c.recorded_seq, h.c.length).distinct().cte("docs")
    stats = select(
        func.count().label("n"), func.avg(cast(docs.c.length, Float)).label("avgdl")
    ).select_from(docs).cte("stats")
    df = select(h.c.term, func.count().label("df")).group_by(h.c.term).cte("df")
    idf = func.ln(literal(1.0) + (stats.c.n - df.c.df + 0.5) / (df.c.df + 0.5))
    norm = K1 * (literal(1.0) - B + B * cast(h.c.length, Float) / func.nullif(stats.c.avgdl, 0.0))
    total = func.sum(idf * h.c.tf * (K1 + 1.0) / (h.c.tf + norm))
    score = func.round(cast(total, Numeric), SCORE_DIGITS, type_=Float).label("score")
    return (
        select(h.c.recorded_seq, score, stats.c.n.label("matched"))
        .select_from(h.join(df, df.c.term == h.c.term).join(stats, true()))
        .group_by(h.c.recorded_seq, stats.c.n)
        .order_by(score.desc(), h.c.recorded_seq)
        .limit(limit)
    )

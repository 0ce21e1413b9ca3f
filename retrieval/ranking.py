"""BM25 over the candidates visible at t, with statistics taken from those candidates only.

Native rankers read corpus-wide statistics (FTS5's bm25 counts every indexed row, including pages
published after t), which would let a later page change the order of earlier ones. Here the
document frequencies, the candidate count and the average length come from the visible matching
versions alone, so the ranking at t is a function of what was knowable at t.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

K1 = 1.2
B = 0.75


@dataclass(frozen=True, slots=True)
class TermHit:
    """One query term in one visible document version."""

    recorded_seq: int
    term: str
    tf: int
    length: int


def rank(hits: Iterable[TermHit]) -> list[tuple[int, float]]:
    """`(recorded_seq, score)` of every candidate, best first; ties by the earlier `recorded_seq`."""
    per_doc: dict[int, dict[str, int]] = defaultdict(dict)
    lengths: dict[int, int] = {}
    for hit in hits:
        per_doc[hit.recorded_seq][hit.term] = hit.tf
        lengths[hit.recorded_seq] = hit.length
    if not per_doc:
        return []
    n = len(per_doc)
    df: dict[str, int] = defaultdict(int)
    for doc_terms in per_doc.values():
        for term in doc_terms:
            df[term] += 1
    idf = {term: math.log(1.0 + (n - count + 0.5) / (count + 0.5)) for term, count in df.items()}
    average = sum(lengths.values()) / n or 1.0
    scored = []
    for seq, doc_terms in per_doc.items():
        norm = K1 * (1.0 - B + B * lengths[seq] / average)
        score = sum(idf[t] * tf * (K1 + 1.0) / (tf + norm) for t, tf in doc_terms.items())
        scored.append((seq, round(score, 12)))
    scored.sort(key=lambda item: (-item[1], item[0]))
    return scored

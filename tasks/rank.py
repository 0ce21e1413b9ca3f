"""RANK (return ranking): a complete ranking of a peer cohort by expected excess return.

FinForesight A.2. With N codes, predicted rank r_pred (1 = highest expected excess return) and
realised rank r_act,

    rho = 1 - 6 sum (r_pred - r_act)^2 / (N (N^2 - 1)),   K = floor(N / 3)
    score = ((rho + 1) / 2 + |TopK_pred & TopK_act| / K) / 2

A ranking with a repeated, missing or unknown code is a format failure. The long-short spread
(mean realised excess return of the predicted top K minus that of the predicted bottom K) is an
auxiliary measure. Where the paper is silent: tied realised returns get average ranks in rho, and
the realised top K breaks ties by code so it is deterministic. A cohort needs N >= 3 (K >= 1).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import Field

from tasks.base import Frozen, Number, Text, mean
from tasks.spec import Item, ScopeScore, TaskSpec

Variant = Literal["F", "T", "H"]
"""Fundamental, technical or hybrid (both) signals."""


class RankInput(Frozen):
    """What the forecaster sees: the cohort, benchmark, window and signals known at t."""

    variant: Variant
    cohort: tuple[Text, ...]
    benchmark: Text
    window_days: int
    signals: dict[str, dict[str, Any]]


class RankOutput(Frozen):
    """Codes from highest to lowest expected excess return."""

    ranking: Annotated[list[Text], Field(min_length=1)]


class RankLabel(Frozen):
    """Evaluator-only: realised excess return over the benchmark per code."""

    realized_returns: Annotated[dict[Text, Number], Field(min_length=3)]


def check(output: RankOutput, label: RankLabel) -> str | None:
    """Name the format failure of a ranking that is not a permutation of the cohort."""
    counts = Counter(output.ranking)
    repeated = sorted(code for code, n in counts.items() if n > 1)
    seen = set(counts)
    if repeated:
        return f"ranking repeats code(s) {repeated}"
    cohort = set(label.realized_returns)
    unknown = sorted(seen - cohort)
    if unknown:
        return f"ranking has unknown code(s) {unknown}"
    missing = sorted(cohort - seen)
    if missing:
        return f"ranking misses code(s) {missing}"
    return None


def realized_ranks(returns: dict[str, float]) -> dict[str, float]:
    """Rank 1 for the highest return; ties share their average rank."""
    ordered = sorted(returns.items(), key=lambda kv: -kv[1])
    ranks: dict[str, float] = {}
    start = 0
    while start < len(ordered):
        end = start
        while end + 1 < len(ordered) and ordered[end + 1][1] == ordered[start][1]:
            end += 1
        for code, _ in ordered[start : end + 1]:
            ranks[code] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def spearman(ranking: Sequence[str], returns: dict[str, float]) -> float:
    """rho from squared rank differences (FinForesight eq. 3)."""
    n = len(ranking)
    actual = realized_ranks(returns)
    squared = math.fsum((position + 1 - actual[code]) ** 2 for position, code in enumerate(ranking))
    return 1.0 - 6.0 * squared / (n * (n * n - 1))


def top_k_actual(returns: dict[str, float], k: int) -> list[str]:
    """The k codes with the highest realised returns (ties broken by code)."""
    return [code for code, _ in sorted(returns.items(), key=lambda kv: (-kv[1], kv[0]))[:k]]


def instance_measures(output: RankOutput, label: RankLabel) -> tuple[float, float, float, float]:
    """(score, rho, TopK hit, long-short spread) of one ranking."""
    returns = label.realized_returns
    k = len(returns) // 3
    rho = spearman(output.ranking, returns)
    hit = len(set(output.ranking[:k]) & set(top_k_actual(returns, k))) / k
    long_leg = math.fsum(returns[c] for c in output.ranking[:k]) / k
    short_leg = math.fsum(returns[c] for c in output.ranking[-k:]) / k
    return ((rho + 1) / 2 + hit) / 2, rho, hit, long_leg - short_leg


def instance_score(output: RankOutput, label: RankLabel) -> float | None:
    """The RANK score of one cohort."""
    return instance_measures(output, label)[0]


def score_scope(
    items: Sequence[Item[RankOutput, RankLabel]], failed: Sequence[Item[RankOutput, RankLabel]] = ()
) -> ScopeScore:
    """Mean RANK score over a scope's cohorts, with mean rho, TopK hit and long-short spread."""
    measures = [instance_measures(item.outputs[0], item.label) for item in items]
    return ScopeScore(
        mean([m[0] for m in measures]),
        {
            "spearman": mean([m[1] for m in measures]),
            "top_k_hit": mean([m[2] for m in measures]),
            "long_short_spread": mean([m[3] for m in measures]),
        },
    )


SPEC = TaskSpec(
    name="RANK",
    output_model=RankOutput,
    label_model=RankLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, 1.0),
    check=check,
)

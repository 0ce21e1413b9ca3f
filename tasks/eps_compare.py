"""Paired comparison of two EPS forecasters (EPSBench 3.4, Table 13): instance by instance.

Each side gives an instance's PDE (the median over its runs, +inf when the runs failed; see
`tasks.eps.instance_pde`). On the instances both cover: wins and losses of A against B, a tie being
neither and a pair of failures dropped; the exact sign test of wins against losses; and the median
of the finite paired differences A - B with a bootstrap interval that resamples instances with
replacement (10,000 times by default) and takes the 5th and 95th percentiles of the medians (a 90%
interval). The resampling is seeded, so a comparison is reproducible.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Mapping

from engine.errors import InputError
from tasks.base import Frozen
from tasks.eps import sign_test

RESAMPLES = 10_000
LEVEL = 0.90


class PairedComparison(Frozen):
    """A minus B over the instances both forecasters have."""

    instances: int
    wins: int
    losses: int
    ties: int
    both_failed: int
    sign_test_p: float
    median_difference: float | None
    interval: tuple[float, float] | None
    resamples: int
    level: float
    seed: int


def bootstrap_interval(values: list[float], resamples: int = RESAMPLES, level: float = LEVEL, seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap interval of the median of `values` (resampling with replacement)."""
    rng = random.Random(seed)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(resamples))
    tail = (1 - level) / 2
    return medians[int(tail * resamples)], medians[min(int((1 - tail) * resamples), resamples - 1)]


def compare(
    a: Mapping[str, float], b: Mapping[str, float], *, resamples: int = RESAMPLES, level: float = LEVEL, seed: int = 0
) -> PairedComparison:
    """Pair `a` and `b` (instance id -> instance PDE) on the instances both have."""
    if resamples < 1 or not 0 < level < 1:
        raise InputError("resamples must be positive and level in (0, 1)", field="resamples")
    shared = sorted(set(a) & set(b))
    wins = losses = ties = both_failed = 0
    differences: list[float] = []
    for key in shared:
        x, y = a[key], b[key]
        if math.isinf(x) and math.isinf(y):
            both_failed += 1
            continue
        wins, losses, ties = wins + (x < y), losses + (x > y), ties + (x == y)
        if not (math.isinf(x) or math.isinf(y)):
            differences.append(x - y)
    return PairedComparison(
        instances=len(shared), wins=wins, losses=losses, ties=ties, both_failed=both_failed,
        sign_test_p=sign_test(wins, losses),
        median_difference=statistics.median(differences) if differences else None,
        interval=bootstrap_interval(differences, resamples, level, seed) if differences else None,
        resamples=resamples, level=level, seed=seed,
    )

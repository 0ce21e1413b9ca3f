"""Paired comparison of two EPS forecasters (EPSBench 3.4, Table 13): instance by instance.

Each side gives an instance's PDE (the median over its runs, +inf when the runs failed; see
`tasks.eps.instance_pde`). On the instances both cover: wins and losses of A against B, a tie being
neither and a pair of failures dropped; the exact sign test of wins against losses; and the median
of the finite paired differences A - B with a bootstrap interval that resamples instances with
replacement (10,000 times by default) and takes the 5th and 95th percentiles of the medians (a 90%
interval). With `groups` (instance -> company) the bootstrap resamples companies instead, keeping
each company's instances together (B.4's robustness check). The resampling is seeded, so a
comparison is reproducible.
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
    resampled: str
    """`instances`, or `companies` when the bootstrap keeps each company's instances together."""


def bootstrap_interval(
    values: list[float], resamples: int = RESAMPLES, level: float = LEVEL, seed: int = 0,
    clusters: list[list[float]] | None = None,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the median of `values` (resampling with replacement); with
    `clusters`, whole clusters are resampled and the median taken over their pooled values."""
    rng = random.Random(seed)
    if clusters is None:
        medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(resamples))
    else:
        medians = sorted(statistics.median([v for c in rng.choices(clusters, k=len(clusters)) for v in c])
                         for _ in range(resamples))
    tail = (1 - level) / 2
    return medians[int(tail * resamples)], medians[min(int((1 - tail) * resamples), resamples - 1)]


def compare(
    a: Mapping[str, float], b: Mapping[str, float], *, resamples: int = RESAMPLES, level: float = LEVEL, seed: int = 0,
    groups: Mapping[str, str] | None = None,
) -> PairedComparison:
    """Pair `a` and `b` (instance id -> instance PDE) on the instances both have; `groups` maps an
    instance to its company for a company-level bootstrap."""
    if resamples < 1 or not 0 < level < 1:
        raise InputError("resamples must be positive and level in (0, 1)", field="resamples")
    shared = sorted(set(a) & set(b))
    wins = losses = ties = both_failed = 0
    differences: list[float] = []
    by_group: dict[str, list[float]] = {}
    for key in shared:
        x, y = a[key], b[key]
        if math.isinf(x) and math.isinf(y):
            both_failed += 1
            continue
        wins, losses, ties = wins + (x < y), losses + (x > y), ties + (x == y)
        if not (math.isinf(x) or math.isinf(y)):
            differences.append(x - y)
            if groups is not None:
                if key not in groups:
                    raise InputError(f"no company for instance {key!r}", field="groups")
                by_group.setdefault(groups[key], []).append(x - y)
    return PairedComparison(
        instances=len(shared), wins=wins, losses=losses, ties=ties, both_failed=both_failed,
        sign_test_p=sign_test(wins, losses),
        median_difference=statistics.median(differences) if differences else None,
        interval=bootstrap_interval(differences, resamples, level, seed,
                                    list(by_group.values()) if groups is not None else None) if differences else None,
        resamples=resamples, level=level, seed=seed, resampled="companies" if groups is not None else "instances",
    )

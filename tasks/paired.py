"""Paired comparison of two forecasters (EPSBench 3.4, B.4).

Pair the forecasters on each instance, take the difference of their PDEs (A - B), and report the
median difference with a bootstrap 90% interval: resample instances with replacement (10,000 times,
seeded) and take the 5th and 95th percentiles of the resampled medians. Optionally resample
companies instead, keeping each company's instances together.

Vectorised: each resample is a vector of draw counts per cluster, so the resampled median is a
weighted median over the once-sorted differences, computed for all resamples at once.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from engine.errors import InputError
from tasks.base import Frozen

RESAMPLES = 10_000
LEVEL = 0.90


class PairedComparison(Frozen):
    """Median paired difference (A - B) with its bootstrap interval and win counts."""

    n: int
    median_difference: float
    low: float
    high: float
    level: float
    resamples: int
    seed: int
    resampled: str
    a_lower: int
    b_lower: int
    ties: int


def paired_difference(
    a: Mapping[str, float],
    b: Mapping[str, float],
    *,
    resamples: int = RESAMPLES,
    seed: int = 0,
    level: float = LEVEL,
    companies: Mapping[str, str] | None = None,
) -> PairedComparison:
    """Compare per-instance errors `a` and `b` (same instance ids); negative favours A.

    With `companies` (instance id -> company), whole companies are resampled.
    """
    if set(a) != set(b):
        only = sorted(set(a) ^ set(b))
        raise InputError(f"the two forecasters must cover the same instances; unpaired: {only[:5]}", field="instances")
    if not a:
        raise InputError("no instances to compare", field="instances")
    if resamples < 1 or not 0 < level < 1:
        raise InputError("need resamples >= 1 and 0 < level < 1", field="resamples")
    ids = sorted(a)
    diffs = np.array([a[i] - b[i] for i in ids], dtype=float)
    if not np.all(np.isfinite(diffs)):
        raise InputError("errors must be finite numbers", field="instances")
    if companies is not None:
        missing = [i for i in ids if i not in companies]
        if missing:
            raise InputError(f"no company for instance(s) {missing[:5]}", field="companies")
        names = sorted({companies[i] for i in ids})
        cluster = np.array([names.index(companies[i]) for i in ids])
    else:
        names = ids
        cluster = np.arange(len(ids))
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(names), size=(resamples, len(names)))
    counts = np.zeros((resamples, len(names)), dtype=np.int64)
    np.add.at(counts, (np.arange(resamples)[:, None], draws), 1)
    medians = _weighted_medians(diffs, counts[:, cluster])
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(medians, [tail, 100 - tail])
    return PairedComparison(
        n=len(ids),
        median_difference=float(np.median(diffs)),
        low=float(low),
        high=float(high),
        level=level,
        resamples=resamples,
        seed=seed,
        resampled="companies" if companies is not None else "instances",
        a_lower=int(np.sum(diffs < 0)),
        b_lower=int(np.sum(diffs > 0)),
        ties=int(np.sum(diffs == 0)),
    )


def _weighted_medians(values: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Row-wise median of `values` repeated `weights[r, i]` times (np.median semantics)."""
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    cumulative = np.cumsum(weights[:, order], axis=1)
    total = cumulative[:, -1]
    lower = (total - 1) // 2
    upper = total // 2
    # The element holding 0-based position k is the first whose cumulative count exceeds k.
    lower_index = (cumulative <= lower[:, None]).sum(axis=1)
    upper_index = (cumulative <= upper[:, None]).sum(axis=1)
    return (ordered[lower_index] + ordered[upper_index]) / 2

"""Sampling designs of the boundary procedure (seed 000, Appendix B.2.1 and Table 9).

- Stratified resampling for localization stability: within each month x axis stratum, as many fact
  groups as the stratum holds are drawn uniformly with replacement (NumPy's default generator, one
  stratum after another in the order given), and turned into multiplicities. A group drawn twice
  counts twice in the means; in the replicate's Hoeffding terms each draw is a group of its own
  (the replicate is treated as a fresh sample of the same design). Month order is fixed and every
  replicate keeps each stratum's size, so nested windows share one replicate's scores.
- The stability summary: Localization Rate over all replicates, Boundary Range as the 5%-95%
  quantiles of the localized replicates' Boundaries (inverted-CDF quantiles, so both ends are
  months that occurred; the range holds at least 90% of them), Tight when it covers at most six
  calendar months counted inclusively (2025-02..2025-07 is Tight, 2025-02..2025-08 is Wide).
- Monthly intervals: the exact distribution of the mean of n question scores drawn with replacement
  from the month's own n scores, by discrete convolution on the scores' common lattice (k/3 for three
  binary rounds), and its 2.5% and 97.5% quantiles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from scipy.signal import convolve

from controllers.boundary.fit import LOCALIZED, NONE, Months

LEVEL = 0.95
RANGE = (0.05, 0.95)
TIGHT_MONTHS = 6
FINEST_LATTICE = 1000
"""Question scores off every lattice k/d with d <= this are rounded to it (the interval is then exact
for the rounded scores); binary rounds always fit a lattice d = rounds."""
_ON_LATTICE = 1e-9
_CDF_SLACK = 1e-12
"""Convolution round-off must not push a quantile that falls exactly on an atom to the next one."""


@dataclass(frozen=True)
class Stratum:
    """One month x axis stratum: the sizes (questions) and score sums of its fact groups, in a fixed order."""

    axis: int
    month: int
    sizes: np.ndarray
    sums: np.ndarray


Weights = Callable[[Stratum], np.ndarray]
"""How many times each group of a stratum counts, per replicate: an (R, groups) array."""


def totals(strata: Sequence[Stratum], axes: int, months: int, replicates: int, weights: Weights) -> list[Months]:
    """Month summaries per axis, (replicates, months) each, with every group counted `weights` times.

    Months with no stratum (missing or incomplete) stay zero; the procedure never reads them.
    """
    n = np.zeros((axes, replicates, months), dtype=np.int64)
    s = np.zeros((axes, replicates, months))
    q = np.zeros((axes, replicates, months), dtype=np.int64)
    for stratum in strata:
        counts = weights(stratum)
        n[stratum.axis, :, stratum.month] = counts @ stratum.sizes
        s[stratum.axis, :, stratum.month] = counts @ stratum.sums
        q[stratum.axis, :, stratum.month] = counts @ stratum.sizes**2
    return [Months(n[a], s[a], q[a]) for a in range(axes)]


def observed(strata: Sequence[Stratum], axes: int, months: int) -> list[Months]:
    """The data itself: every group counted once (one replicate)."""
    return totals(strata, axes, months, 1, lambda stratum: np.ones((1, stratum.sizes.size), dtype=np.int64))


def resampled(strata: Sequence[Stratum], axes: int, months: int, replicates: int, seed: int) -> list[Months]:
    """`replicates` stratified resamples, seeded: the same strata and seed give the same draws."""
    rng = np.random.default_rng(seed)

    def draw(stratum: Stratum) -> np.ndarray:
        groups = stratum.sizes.size
        picks = rng.integers(0, groups, size=(replicates, groups)) + groups * np.arange(replicates)[:, None]
        return np.bincount(picks.ravel(), minlength=replicates * groups).reshape(replicates, groups)

    return totals(strata, axes, months, replicates, draw)


def pooled(parts: Sequence[Months]) -> Months:
    """The overall question set: the axes' summaries added (fact groups never span axes)."""
    return Months(sum(p.n for p in parts), sum(p.s for p in parts), sum(p.q for p in parts))


@dataclass(frozen=True)
class Summary:
    """Localization stability of one scope, in month indices."""

    rate: float
    low: int | None
    high: int | None
    tight: bool
    exact: float | None
    """Share of all replicates whose Boundary equals the point estimate (None without one)."""
    within_one: float | None
    statuses: tuple[int, ...]
    """How many replicates ended in each status code."""


def summarize(status: np.ndarray, boundary: np.ndarray, point: int | None) -> Summary:
    """Localization Rate, Boundary Range and Tight from the replicates' statuses and Boundaries."""
    localized = status == LOCALIZED
    total = status.size
    counts = tuple(int(c) for c in np.bincount(status, minlength=4))
    dates = boundary[localized & (boundary != NONE)]
    if dates.size == 0:
        low = high = None
        tight = False
    else:
        low, high = (int(v) for v in np.quantile(dates, RANGE, method="inverted_cdf"))
        tight = high - low + 1 <= TIGHT_MONTHS
    if point is None:
        exact = within = None
    else:
        exact = float(np.count_nonzero(dates == point)) / total
        within = float(np.count_nonzero(np.abs(dates - point) <= 1)) / total
    return Summary(float(localized.sum()) / total, low, high, tight, exact, within, counts)


def _lattice(scores: np.ndarray) -> int:
    """The smallest d <= FINEST_LATTICE with every score a multiple of 1/d (else FINEST_LATTICE)."""
    for d in range(1, FINEST_LATTICE + 1):
        scaled = scores * d
        if np.all(np.abs(scaled - np.rint(scaled)) <= _ON_LATTICE):
            return d
    return FINEST_LATTICE


def _power(pmf: np.ndarray, times: int) -> np.ndarray:
    """The distribution of the sum of `times` independent draws from `pmf` (by repeated squaring)."""
    result = np.ones(1)
    base = pmf
    while times:
        if times & 1:
            result = _clean(convolve(result, base))
        times >>= 1
        if times:
            base = _clean(convolve(base, base))
    return result


def _clean(pmf: np.ndarray) -> np.ndarray:
    """FFT round-off leaves tiny negatives: clip them and renormalize."""
    pmf = np.clip(pmf, 0.0, None)
    return pmf / pmf.sum()


def mean_interval(scores: np.ndarray, level: float = LEVEL) -> tuple[float, float]:
    """Exact `level` interval of the mean of `scores` under resampling with replacement (same size)."""
    if scores.size == 0:
        raise ValueError("no scores")
    d = _lattice(scores)
    atoms = np.rint(scores * d).astype(np.int64)
    distribution = _power(np.bincount(atoms, minlength=d + 1) / scores.size, scores.size)
    cdf = np.cumsum(distribution)
    tail = (1.0 - level) / 2
    low, high = np.searchsorted(cdf, [tail - _CDF_SLACK, 1.0 - tail - _CDF_SLACK])
    scale = scores.size * d
    return float(min(low, scale)) / scale, float(min(high, scale)) / scale

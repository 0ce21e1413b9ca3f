"""The numeric core of FinCutBench's boundary procedure (seed 000, Section 5.2, Appendix B.1).

Everything here works on month summaries batched over replicates, so that the 1,000 resampling
replicates run as array operations rather than 1,000 Python passes. A batch holds, for R replicates
and M consecutive months, arrays of shape (R, M):

- `n`: the number of questions in the month (each question scored once: the mean of its rounds);
- `s`: the sum of those question scores;
- `q`: the sum over the month's fact groups of the squared group size (= `n` with one question per
  group). Fact groups never span months, so Hoeffding's range terms (Eq. 4) split into per-month sums.

Steps, as the paper gives them:
- `decline_test`: every split with at least two months on each side; one-sided Hoeffding p-values
  for "early mean > 25%" and "early mean > late mean" (Eq. 3-4), the larger of the two per split;
  Holm across the splits of the window; pass if a corrected p <= alpha_j = 0.05 / (j (j + 1)).
  Holm's smallest corrected p is m * min p and every other one is at least that, so "some corrected
  p <= alpha" is exactly "m * min p <= alpha".
- `fit_phases`: high plateau, linear decline, low plateau (Eq. 6), levels 0 <= low <= high <= 1
  estimated by constrained least squares with equal month weights, every valid (Start, Boundary)
  pair enumerated, ties within 1e-12 to the later Boundary and then the later Start.
- `fit_window` (the paper's TestAndFit): the decline test plus fits with minimum low phases of two
  and three months and the knot checks (knots within one month, neither Start at the left limit,
  right-limit contact flagged).
- `select_window`: expansion over the planned windows until the checks pass; ND, Unresolved, Pending.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache

import numpy as np

CHANCE = 0.25
"""The four-option chance level the early segment must exceed."""
TIE = 1e-12
"""Squared errors within this of the best count as tied (the paper's tie tolerance)."""
MIN_HIGH = 2
MAIN_LOW, CHECK_LOW = 2, 3
"""Minimum low-phase lengths: the main fit and the knot check."""
KNOT_SHIFT = 1
"""Start and Boundary under the two low-phase minima may differ by at most this many months."""

LOCALIZED, ND, UNRESOLVED, PENDING = 0, 1, 2, 3
STATUS_NAMES = ("Localized", "ND", "Unresolved", "Pending")
NONE = -1
"""A month index meaning 'no month' (no split, no fit)."""


def alpha(check: int) -> float:
    """The significance level of window check `check` (1-based): 0.05 / (j (j + 1)); they sum to 0.05."""
    return 0.05 / (check * (check + 1))


@dataclass(frozen=True)
class Months:
    """Month summaries for R replicates x M consecutive months (see the module docstring)."""

    n: np.ndarray
    s: np.ndarray
    q: np.ndarray

    @property
    def replicates(self) -> int:
        """R."""
        return int(self.n.shape[0])

    def span(self, lo: int, hi: int) -> Months:
        """Months lo..hi inclusive (column indices)."""
        return Months(self.n[:, lo : hi + 1], self.s[:, lo : hi + 1], self.q[:, lo : hi + 1])

    def rows(self, index: np.ndarray) -> Months:
        """The replicates at `index`."""
        return Months(self.n[index], self.s[index], self.q[index])


@dataclass(frozen=True)
class Decline:
    """The decline test per replicate: Holm-corrected smallest p, its split, and whether it passed."""

    p: np.ndarray
    split: np.ndarray
    """Index of the last early month of the split with the smallest p (NONE when no split fits)."""
    passed: np.ndarray


def _hoeffding(stat: np.ndarray, null: float, rngsq: np.ndarray) -> np.ndarray:
    """Eq. 3: exp(-2 max(stat - null, 0)^2 / rngsq)."""
    excess = np.maximum(stat - null, 0.0)
    return np.exp(-2.0 * excess**2 / rngsq)


def split_p_values(months: Months) -> np.ndarray:
    """Uncorrected p-value of every split (R, M - 3); column k-2 has k early months."""
    width = months.n.shape[1]
    early = np.arange(2, width - 1)
    n_early = np.cumsum(months.n, axis=1)[:, early - 1].astype(float)
    s_early = np.cumsum(months.s, axis=1)[:, early - 1]
    q_early = np.cumsum(months.q, axis=1)[:, early - 1].astype(float)
    n_late = months.n.sum(axis=1, keepdims=True) - n_early
    s_late = months.s.sum(axis=1, keepdims=True) - s_early
    q_late = months.q.sum(axis=1, keepdims=True) - q_early
    mean_early = s_early / n_early
    rngsq_early = q_early / n_early**2
    rngsq_diff = rngsq_early + q_late / n_late**2
    p_early = _hoeffding(mean_early, CHANCE, rngsq_early)
    p_diff = _hoeffding(mean_early - s_late / n_late, 0.0, rngsq_diff)
    return np.maximum(p_early, p_diff)


def decline_test(months: Months, level: float) -> Decline:
    """The decline test of every replicate at significance `level` (alpha_j)."""
    count = months.n.shape[1] - 3
    if count < 1:
        ones = np.ones(months.replicates)
        return Decline(ones, np.full(months.replicates, NONE), np.zeros(months.replicates, dtype=bool))
    p = split_p_values(months)
    best = np.argmin(p, axis=1)
    corrected = np.minimum(1.0, count * p[np.arange(months.replicates), best])
    return Decline(corrected, best + 1, corrected <= level)


@dataclass(frozen=True)
class _Pairs:
    """Every (Start, Boundary) pair for a window of `width` months, ordered by Boundary then Start."""

    start: np.ndarray
    boundary: np.ndarray
    weight: np.ndarray
    """(P, width): the share of (high - low) in the fitted value of each month (1 high, 0 low)."""
    sw: np.ndarray
    sww: np.ndarray
    saa: np.ndarray
    saw: np.ndarray


@lru_cache(maxsize=64)
def _pairs(width: int) -> _Pairs:
    # Start s (0-based) ends a high phase of s + 1 >= MIN_HIGH months; Boundary b > s opens a low
    # phase of width - b >= MAIN_LOW months. Sorted by (b, s) so the last minimum is the tie winner.
    pairs = [(s, b) for b in range(width) for s in range(MIN_HIGH - 1, b) if width - b >= MAIN_LOW]
    start = np.array([s for s, _ in pairs], dtype=np.int64)
    boundary = np.array([b for _, b in pairs], dtype=np.int64)
    t = np.arange(width, dtype=float)
    if pairs:
        weight = np.clip((boundary[:, None] - t[None, :]) / (boundary - start)[:, None], 0.0, 1.0)
    else:
        weight = np.zeros((0, width))
    sw, sww = weight.sum(axis=1), (weight**2).sum(axis=1)
    saa = width - 2 * sw + sww  # sum of (1 - w)^2
    return _Pairs(start, boundary, weight, sw, sww, saa, sw - sww)


@dataclass(frozen=True)
class Fit:
    """The selected three-phase fit per replicate (indices within the window; NONE when no pair fits)."""

    start: np.ndarray
    boundary: np.ndarray
    high: np.ndarray
    low: np.ndarray
    sse: np.ndarray


def _pair_fits(y: np.ndarray, pairs: _Pairs) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(low, high, sse) of the constrained least-squares fit of every pair, each (R, P).

    The fitted value is low (1 - w) + high w, linear in (low, high); the feasible set 0 <= low <=
    high <= 1 is a triangle. A convex quadratic's minimum over it is the unconstrained minimum when
    that is feasible, else the best of the minima on the three edges (low = high, low = 0, high = 1),
    each a one-dimensional least squares clipped to [0, 1].
    """
    sy = y.sum(axis=1, keepdims=True)
    syy = (y**2).sum(axis=1, keepdims=True)
    # Multiply-and-sum rather than a matrix product: BLAS may round differently with the batch size,
    # and a replicate's result must not depend on which batch it ran in.
    swy = (y[:, None, :] * pairs.weight[None, :, :]).sum(axis=2)
    say = sy - swy
    saa, saw, sww = pairs.saa, pairs.saw, pairs.sww

    def sse(low: np.ndarray, high: np.ndarray) -> np.ndarray:
        return syy - 2 * low * say - 2 * high * swy + low**2 * saa + 2 * low * high * saw + high**2 * sww

    det = saa * sww - saw**2
    free_low = (sww * say - saw * swy) / det
    free_high = (saa * swy - saw * say) / det
    feasible = (free_low >= 0) & (free_low <= free_high) & (free_high <= 1)
    width = y.shape[1]
    flat = np.broadcast_to(np.clip(sy / width, 0.0, 1.0), swy.shape)
    zero_low = np.clip(swy / sww, 0.0, 1.0)
    one_high = np.clip((say - saw) / saa, 0.0, 1.0)
    zeros, ones = np.zeros_like(swy), np.ones_like(swy)
    candidates = [
        (free_low, free_high, np.where(feasible, sse(free_low, free_high), np.inf)),
        (flat, flat, sse(flat, flat)),
        (zeros, zero_low, sse(zeros, zero_low)),
        (one_high, ones, sse(one_high, ones)),
    ]
    best_low, best_high, best_sse = candidates[0]
    for low, high, err in candidates[1:]:
        better = err < best_sse
        best_low, best_high, best_sse = (np.where(better, low, best_low), np.where(better, high, best_high),
                                         np.where(better, err, best_sse))
    return best_low, best_high, np.maximum(best_sse, 0.0)


def _select(low: np.ndarray, high: np.ndarray, sse: np.ndarray, pairs: _Pairs, min_low: int, width: int) -> Fit:
    """The smallest-error pair with a low phase of at least `min_low` months; ties to the later pair."""
    rows = sse.shape[0]
    valid = (width - pairs.boundary) >= min_low
    if not valid.any():
        none = np.full(rows, NONE)
        nan = np.full(rows, np.nan)
        return Fit(none, none, nan, nan, nan)
    masked = np.where(valid[None, :], sse, np.inf)
    near = masked <= masked.min(axis=1, keepdims=True) + TIE
    chosen = sse.shape[1] - 1 - np.argmax(near[:, ::-1], axis=1)  # pairs are ordered by (Boundary, Start)
    at = np.arange(rows)
    return Fit(pairs.start[chosen], pairs.boundary[chosen], high[at, chosen], low[at, chosen], sse[at, chosen])


def fit_phases(y: np.ndarray, min_lows: tuple[int, ...] = (MAIN_LOW, CHECK_LOW)) -> tuple[Fit, ...]:
    """The three-phase fit of monthly accuracies `y` (R, width) for each minimum low-phase length."""
    width = y.shape[1]
    pairs = _pairs(width)
    if pairs.start.size == 0:  # too few months for any pair: every fit comes back empty
        low = high = sse = np.zeros((y.shape[0], 0))
    else:
        low, high, sse = _pair_fits(y, pairs)
    return tuple(_select(low, high, sse, pairs, m, width) for m in min_lows)


@dataclass(frozen=True)
class Outcome:
    """The procedure's result per replicate; month indices are global (into the full month range)."""

    status: np.ndarray
    check: np.ndarray
    """The window check j the result comes from (0: no complete window was tested)."""
    p: np.ndarray
    split: np.ndarray
    decline: np.ndarray
    start: np.ndarray
    boundary: np.ndarray
    high: np.ndarray
    low: np.ndarray
    sse: np.ndarray
    check_start: np.ndarray
    check_boundary: np.ndarray
    check_high: np.ndarray
    check_low: np.ndarray
    check_sse: np.ndarray
    left_edge: np.ndarray
    right_edge: np.ndarray
    check_left_edge: np.ndarray
    check_right_edge: np.ndarray
    knots: np.ndarray
    """Whether the knot checks passed."""

    @classmethod
    def pending(cls, rows: int) -> Outcome:
        """Nothing tested yet: Pending with no window."""
        ints = np.full(rows, NONE)
        nans = np.full(rows, np.nan)
        false = np.zeros(rows, dtype=bool)
        return cls(np.full(rows, PENDING), np.zeros(rows, dtype=np.int64), np.ones(rows), ints, false,
                   ints, ints, nans, nans, nans, ints, ints, nans, nans, nans, false, false, false, false, false)

    def put(self, mask: np.ndarray, other: Outcome) -> Outcome:
        """This outcome with the rows in `mask` replaced by `other` (which has one row per True)."""
        values = {}
        for item in fields(self):
            mine = getattr(self, item.name).copy()
            mine[mask] = getattr(other, item.name)
            values[item.name] = mine
        return Outcome(**values)


def _shift(index: np.ndarray, offset: int) -> np.ndarray:
    return np.where(index == NONE, NONE, index + offset)


def fit_window(months: Months, check: int, offset: int = 0) -> Outcome:
    """Decline test, both fits and the knot checks on one window (`offset`: its first global month).

    Status: Localized (decline and knots pass), Unresolved (decline, knots fail) or ND (no decline).
    """
    width = months.n.shape[1]
    decline = decline_test(months, alpha(check))
    main, other = fit_phases(months.s / months.n)
    found = (main.start != NONE) & (other.start != NONE)
    left, check_left = main.start == MIN_HIGH - 1, other.start == MIN_HIGH - 1
    right, check_right = main.boundary == width - MAIN_LOW, other.boundary == width - CHECK_LOW
    knots = (found & (np.abs(main.start - other.start) <= KNOT_SHIFT)
             & (np.abs(main.boundary - other.boundary) <= KNOT_SHIFT) & ~left & ~check_left)
    status = np.where(decline.passed, np.where(knots, LOCALIZED, UNRESOLVED), ND)
    return Outcome(
        status, np.full(months.replicates, check), decline.p, _shift(decline.split, offset), decline.passed,
        _shift(main.start, offset), _shift(main.boundary, offset), main.high, main.low, main.sse,
        _shift(other.start, offset), _shift(other.boundary, offset), other.high, other.low, other.sse,
        left, right, check_left, check_right, knots,
    )


def select_window(months: Months, windows: tuple[tuple[int, int], ...], complete: np.ndarray) -> Outcome:
    """Window expansion (Appendix B.1.5) for every replicate of `months` (the full month range).

    `windows` are (lo, hi) global month indices in the order of Eq. 1; `complete[m]` says whether
    month m has every question and response round. The first window that passes both the decline
    test and the knot checks stops the search. A window with an incomplete month makes the replicates
    still searching Pending, keeping the last complete window's result; if the range is exhausted,
    the last window's own result stands (ND without a decline there, Unresolved with one).
    """
    outcome = Outcome.pending(months.replicates)
    searching = np.ones(months.replicates, dtype=bool)
    for check, (lo, hi) in enumerate(windows, start=1):
        if not complete[lo : hi + 1].all():
            return replace(outcome, status=np.where(searching, PENDING, outcome.status))
        rows = np.flatnonzero(searching)
        trial = fit_window(months.rows(rows).span(lo, hi), check, lo)
        outcome = outcome.put(searching, trial)
        searching[rows[trial.status == LOCALIZED]] = False
        if not searching.any():
            break
    return outcome

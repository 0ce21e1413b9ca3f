"""The vectorised decline test, three-phase fit and window search against direct readings of the paper."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import minimize

from controllers.boundary.fit import (
    LOCALIZED,
    ND,
    NONE,
    PENDING,
    UNRESOLVED,
    Months,
    alpha,
    decline_test,
    fit_phases,
    fit_window,
    select_window,
)

# A month of questions: (fact group id, score) pairs; groups never span months.
MonthQuestions = list[tuple[int, float]]


def _months(profile: list[MonthQuestions]) -> Months:
    n = np.array([[len(m) for m in profile]])
    s = np.array([[sum(score for _, score in m) for m in profile]])
    q = np.array([[sum(c**2 for c in np.unique([g for g, _ in m], return_counts=True)[1]) for m in profile]])
    return Months(n, s, q)


def _naive_corrected_p(profile: list[MonthQuestions]) -> tuple[float, bool, float]:
    """Eq. 2-5 read literally: per split, per fact group; full Holm step-down. (min corrected p, pass, alpha)."""
    level = alpha(1)
    p_values = []
    for k in range(2, len(profile) - 1):
        early = [x for month in profile[:k] for x in month]
        late = [x for month in profile[k:] for x in month]
        n_early, n_late = len(early), len(late)
        groups = {g for g, _ in early} | {g for g, _ in late}
        rng_early = sum((sum(1 for h, _ in early if h == g) / n_early) ** 2 for g in groups)
        rng_diff = sum((sum(1 for h, _ in early if h == g) / n_early + sum(1 for h, _ in late if h == g) / n_late) ** 2
                       for g in groups)
        mean_early = sum(v for _, v in early) / n_early
        diff = mean_early - sum(v for _, v in late) / n_late
        p_early = math.exp(-2 * max(mean_early - 0.25, 0) ** 2 / rng_early)
        p_diff = math.exp(-2 * max(diff, 0) ** 2 / rng_diff)
        p_values.append(max(p_early, p_diff))
    ordered = sorted(p_values)
    m = len(ordered)
    corrected, running = [], 0.0
    for i, p in enumerate(ordered):
        running = max(running, min(1.0, (m - i) * p))
        corrected.append(running)
    return corrected[0], any(c <= level for c in corrected), level


month_questions = st.lists(st.tuples(st.integers(0, 4), st.sampled_from([0.0, 1 / 3, 2 / 3, 1.0])),
                           min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(st.lists(month_questions, min_size=4, max_size=9), st.integers(0, 1000))
def test_decline_test_matches_the_formulas(raw: list[MonthQuestions], salt: int) -> None:
    # Make group ids unique per month (groups never span months), several questions per group allowed.
    profile = [[(salt + 10 * i + g, v) for g, v in month] for i, month in enumerate(raw)]
    expected_p, expected_pass, level = _naive_corrected_p(profile)
    result = decline_test(_months(profile), level)
    assert result.p[0] == pytest.approx(expected_p, rel=1e-9, abs=1e-300)
    assert bool(result.passed[0]) == expected_pass


def test_decline_test_needs_two_months_each_side() -> None:
    profile = [[(i, 1.0)] * 50 for i in range(3)]
    result = decline_test(_months(profile), 0.025)
    assert result.split[0] == NONE and not result.passed[0] and result.p[0] == 1.0


def test_a_drop_from_below_chance_is_no_decline() -> None:
    profile = [[(10 * i + g, 0.2) for g in range(50)] for i in range(4)] + [[(100 + g, 0.0) for g in range(50)]] * 4
    assert not decline_test(_months(profile), 0.025).passed[0]


def test_alphas_spend_five_percent() -> None:
    assert alpha(1) == 0.025 and alpha(3) == pytest.approx(0.05 / 12)
    assert sum(alpha(j) for j in range(1, 100_000)) == pytest.approx(0.05, rel=1e-4)


def _curve(width: int, start: int, boundary: int, high: float, low: float) -> np.ndarray:
    t = np.arange(width)
    return low + (high - low) * np.clip((boundary - t) / (boundary - start), 0, 1)


def _best_levels(y: np.ndarray, start: int, boundary: int) -> float:
    """The constrained least-squares error of one pair, by a general-purpose solver."""
    def error(v: np.ndarray) -> float:
        return float(((y - _curve(y.size, start, boundary, v[1], v[0])) ** 2).sum())

    constraints = [{"type": "ineq", "fun": lambda v: v[0]}, {"type": "ineq", "fun": lambda v: v[1] - v[0]},
                   {"type": "ineq", "fun": lambda v: 1 - v[1]}]
    # The problem is convex, so one start reaches the optimum.
    return float(minimize(error, [0.3, 0.7], method="SLSQP", constraints=constraints, options={"ftol": 1e-14}).fun)


@settings(max_examples=15, deadline=None)
@given(st.lists(st.floats(0, 1), min_size=5, max_size=8))
def test_fit_is_the_constrained_least_squares_optimum(values: list[float]) -> None:
    y = np.array(values)
    width = y.size
    for fit, min_low in zip(fit_phases(y[None, :]), (2, 3)):
        start, boundary = int(fit.start[0]), int(fit.boundary[0])
        high, low = float(fit.high[0]), float(fit.low[0])
        assert 1 <= start < boundary <= width - min_low
        assert 0 <= low <= high <= 1
        residual = y - _curve(width, start, boundary, high, low)
        assert float(fit.sse[0]) == pytest.approx((residual**2).sum(), abs=1e-12)
        pairs = [(s, b) for b in range(width - min_low + 1) for s in range(1, b)]
        assert float(fit.sse[0]) <= min(_best_levels(y, s, b) for s, b in pairs) + 1e-9


def test_ties_go_to_the_later_boundary_then_the_later_start() -> None:
    flat = np.full((1, 10), 0.5)  # every pair fits exactly with high = low
    main, check = fit_phases(flat)
    assert (int(main.start[0]), int(main.boundary[0])) == (7, 8)
    assert (int(check.start[0]), int(check.boundary[0])) == (6, 7)
    step = np.array([[0.9] * 4 + [0.3] * 6])  # any Start 3 / Boundary 4 fit is exact; unique optimum
    main, check = fit_phases(step)
    assert (int(main.start[0]), int(main.boundary[0]), int(check.start[0]), int(check.boundary[0])) == (3, 4, 3, 4)
    assert main.high[0] == pytest.approx(0.9) and main.low[0] == pytest.approx(0.3) and main.sse[0] < 1e-20


def _profile_months(levels: list[float], size: int = 200) -> Months:
    """Months whose questions score exactly `level` on average, one question per group."""
    n = np.full((1, len(levels)), size)
    return Months(n, np.array([levels]) * size, n.copy())


def test_fit_window_statuses() -> None:
    located = fit_window(_profile_months([0.8] * 5 + [0.3] * 8), 1, offset=10)
    assert located.status[0] == LOCALIZED and (located.start[0], located.boundary[0]) == (14, 15)
    flat = fit_window(_profile_months([0.6] * 13), 1)
    assert flat.status[0] == ND
    left = fit_window(_profile_months([0.8] * 2 + [0.3] * 11), 1)  # Start is the window's second month
    assert left.status[0] == UNRESOLVED and left.left_edge[0] and not left.knots[0]
    right = fit_window(_profile_months([0.8] * 11 + [0.3] * 2), 1)  # too short a low phase for the check fit
    assert right.right_edge[0]


def test_select_window_expands_and_stops() -> None:
    # 25 months; the drop sits in the first window only the third check reaches.
    levels = [0.8] * 5 + [0.3] * 20
    windows = ((12, 24), (6, 24), (0, 24))
    complete = np.ones(25, dtype=bool)
    result = select_window(_profile_months(levels), windows, complete)
    assert result.status[0] == LOCALIZED and result.check[0] == 3 and result.boundary[0] == 5
    complete[2] = False  # the needed window has a missing month: Pending, the second window's result kept
    pending = select_window(_profile_months(levels), windows, complete)
    assert pending.status[0] == PENDING and pending.check[0] == 2
    complete[:] = True
    complete[20] = False  # the initial window is incomplete: nothing is tested
    nothing = select_window(_profile_months(levels), windows, complete)
    assert nothing.status[0] == PENDING and nothing.check[0] == 0 and nothing.boundary[0] == NONE


def test_a_batch_equals_its_rows_one_by_one() -> None:
    rng = np.random.default_rng(3)
    base = np.array([0.8] * 9 + [0.55, 0.4] + [0.3] * 14)
    n = rng.integers(40, 60, size=(30, 25))
    s = np.clip(base + rng.normal(0, 0.12, size=(30, 25)), 0, 1) * n
    months = Months(n, s, n.copy())
    windows = ((12, 24), (6, 24), (0, 24))
    complete = np.ones(25, dtype=bool)
    batch = select_window(months, windows, complete)
    for row in range(30):
        alone = select_window(months.rows(np.array([row])), windows, complete)
        for name, values in vars(batch).items():
            np.testing.assert_array_equal(values[row : row + 1], getattr(alone, name), err_msg=name)

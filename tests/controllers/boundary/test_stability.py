"""Resampling design, stability summaries and exact monthly intervals."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from controllers.boundary.fit import LOCALIZED, ND, NONE, PENDING
from controllers.boundary.stability import (
    Stratum,
    mean_interval,
    observed,
    pooled,
    resampled,
    summarize,
)


def _brute_interval(scores: list[float]) -> tuple[float, float]:
    """Every ordered draw of n from n, equally likely: the 2.5% and 97.5% quantiles of the mean."""
    n = len(scores)
    means = sorted(round(sum(draw) / n, 12) for draw in itertools.product(scores, repeat=n))
    cdf_steps = {value: (i + 1) / len(means) for i, value in enumerate(means)}
    ordered = sorted(cdf_steps)
    low = next(v for v in ordered if cdf_steps[v] >= 0.025 - 1e-12)
    high = next(v for v in ordered if cdf_steps[v] >= 0.975 - 1e-12)
    return low, high


@pytest.mark.parametrize("scores", [[0, 1 / 3, 1, 1, 2 / 3], [1, 1, 1, 0, 0, 1], [0.5, 0.25, 1, 0]])
def test_interval_is_the_exact_resampling_distribution(scores: list[float]) -> None:
    low, high = mean_interval(np.array(scores, dtype=float))
    expected = _brute_interval(scores)
    assert (low, high) == pytest.approx(expected, abs=1e-12)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from([0.0, 1 / 3, 2 / 3, 1.0]), min_size=1, max_size=250))
def test_interval_contains_the_mean(scores: list[float]) -> None:
    values = np.array(scores)
    low, high = mean_interval(values)
    assert 0.0 <= low <= values.mean() + 1e-12 and values.mean() - 1e-12 <= high <= 1.0


def test_interval_of_a_constant_month_is_a_point_and_off_lattice_scores_round() -> None:
    assert mean_interval(np.full(200, 2 / 3)) == pytest.approx((2 / 3, 2 / 3))
    low, high = mean_interval(np.array([0.12345, 0.9, 0.5]))  # not on any lattice up to 1/1000
    assert 0.12 <= low < high <= 0.9
    with pytest.raises(ValueError):
        mean_interval(np.array([]))


def _strata() -> list[Stratum]:
    return [Stratum(axis, month, np.array([1, 2, 1]), np.array([1.0, 1.5, 0.0]))
            for axis in range(2) for month in (0, 2)]


def test_resamples_keep_each_stratum_size_and_are_seeded() -> None:
    draws = resampled(_strata(), 2, 3, 500, seed=7)
    for part in draws:
        assert part.n.shape == (500, 3) and not part.n[:, 1].any()  # month 1 has no stratum
        # three groups drawn per stratum: sizes 1, 2, 1 give between 3 and 6 questions
        assert part.n[:, [0, 2]].min() >= 3 and part.n[:, [0, 2]].max() <= 6
    again = resampled(_strata(), 2, 3, 500, seed=7)
    other = resampled(_strata(), 2, 3, 500, seed=8)
    assert all(np.array_equal(a.s, b.s) for a, b in zip(draws, again))
    assert not all(np.array_equal(a.s, b.s) for a, b in zip(draws, other))
    # Each group is drawn once per stratum on average: the mean score sum is the observed one.
    data = pooled(observed(_strata(), 2, 3))
    assert pooled(draws).s[:, 0].mean() == pytest.approx(data.s[0, 0], rel=0.05)
    assert data.n[0].tolist() == [8, 0, 8] and data.q[0].tolist() == [12, 0, 12]


def test_summary_rate_range_and_tight_label() -> None:
    status = np.array([LOCALIZED] * 8 + [ND, PENDING])
    boundary = np.array([10, 10, 11, 11, 12, 13, 14, 15, NONE, NONE])
    summary = summarize(status, boundary, point=11)
    assert summary.rate == 0.8 and summary.statuses == (8, 1, 0, 1)
    assert (summary.low, summary.high) == (10, 15) and summary.tight  # 10..15: six months
    assert summary.exact == 0.2 and summary.within_one == 0.5
    wide = summarize(status, np.array([10, 10, 11, 11, 12, 13, 14, 16, NONE, NONE]), point=None)
    assert (wide.low, wide.high) == (10, 16) and not wide.tight and wide.exact is None
    none = summarize(np.array([ND, ND]), np.array([NONE, NONE]), point=None)
    assert none.rate == 0.0 and none.low is None and not none.tight

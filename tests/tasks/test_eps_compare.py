"""Paired comparisons of EPS forecasters: wins, ties, failures, the sign test and the bootstrap."""

from __future__ import annotations

import math
import statistics

import pytest

from engine.errors import InputError
from tasks.eps import sign_test
from tasks.eps_compare import bootstrap_interval, compare


def test_wins_losses_ties_and_failures() -> None:
    a = {"i1": 0.001, "i2": 0.003, "i3": 0.002, "i4": math.inf, "i5": math.inf, "only_a": 0.0}
    b = {"i1": 0.002, "i2": 0.001, "i3": 0.002, "i4": 0.001, "i5": math.inf, "only_b": 0.0}
    result = compare(a, b, resamples=200)
    assert (result.instances, result.wins, result.losses, result.ties, result.both_failed) == (5, 1, 2, 1, 1)
    # Differences over the finite pairs only: -0.001, +0.002, 0.
    assert result.median_difference == pytest.approx(0.0)
    assert result.sign_test_p == sign_test(1, 2) == 1.0


def test_sign_test_is_exact() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(10, 0) == pytest.approx(2 / 2**10)
    assert sign_test(75, 74) == 1.0
    assert sign_test(31, 116) < 0.001  # copy q-4 against consensus in the paper: p 0.000


def test_bootstrap_is_seeded_and_brackets_the_median() -> None:
    values = [0.001 * k for k in range(-20, 40)]
    low, high = bootstrap_interval(values, resamples=2_000, seed=3)
    assert low <= statistics.median(values) <= high and (low, high) == bootstrap_interval(values, resamples=2_000, seed=3)
    with pytest.raises(InputError):
        compare({"a": 1.0}, {"a": 2.0}, resamples=0)


def test_company_resampling_keeps_a_companys_instances_together() -> None:
    a = {f"{c}{q}": 0.001 * (k + 1) for k, c in enumerate("ABCDE") for q in (1, 2)}
    b = {key: 0.0 for key in a}
    groups = {key: key[0] for key in a}
    by_company = compare(a, b, resamples=500, groups=groups)
    assert by_company.resampled == "companies" and compare(a, b, resamples=500).resampled == "instances"
    low, high = by_company.interval  # type: ignore[misc]
    # Each company's two instances share a difference, so every resampled median is one of them.
    assert {round(low, 6), round(high, 6)} <= {0.001, 0.002, 0.003, 0.004, 0.005}
    with pytest.raises(InputError, match="no company"):
        compare(a, b, resamples=10, groups={"A1": "A"})

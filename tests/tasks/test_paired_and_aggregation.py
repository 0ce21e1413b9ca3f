"""EPSBench paired bootstrap, and FinForesight pooling/Overall that never mixes regimes."""

from __future__ import annotations

import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from tasks.aggregation import PooledResult, ScopeResult, overall, pool, summarize
from tasks.paired import _weighted_medians, paired_difference


class TestPaired:
    def test_matches_a_plain_loop_bootstrap(self) -> None:
        rng = np.random.default_rng(3)
        a = {f"i{k}": float(v) for k, v in enumerate(rng.normal(0.01, 0.005, 40))}
        b = {f"i{k}": float(v) for k, v in enumerate(rng.normal(0.012, 0.005, 40))}
        result = paired_difference(a, b, resamples=2000, seed=7)
        ids = sorted(a)
        diffs = np.array([a[i] - b[i] for i in ids])
        loop = np.random.default_rng(7)
        draws = loop.integers(0, len(ids), size=(2000, len(ids)))
        medians = np.median(diffs[draws], axis=1)
        assert result.low == pytest.approx(np.percentile(medians, 5))
        assert result.high == pytest.approx(np.percentile(medians, 95))
        assert result.median_difference == pytest.approx(np.median(diffs))
        assert result.a_lower + result.b_lower + result.ties == 40

    def test_seeded_and_fast_at_full_size(self) -> None:
        rng = np.random.default_rng(0)
        a = {f"i{k}": float(v) for k, v in enumerate(rng.random(149))}
        b = {f"i{k}": float(v) for k, v in enumerate(rng.random(149))}
        started = time.perf_counter()
        first = paired_difference(a, b, seed=11)
        elapsed = time.perf_counter() - started
        assert first == paired_difference(a, b, seed=11)
        assert first.resamples == 10_000 and first.level == 0.90 and first.low <= first.median_difference <= first.high
        assert elapsed < 5.0

    def test_company_resampling_keeps_companies_together(self) -> None:
        a = {"x1": 0.1, "x2": 0.1, "y1": 0.5, "y2": 0.5}
        b = {k: 0.0 for k in a}
        result = paired_difference(a, b, resamples=500, seed=1, companies={"x1": "X", "x2": "X", "y1": "Y", "y2": "Y"})
        assert result.resampled == "companies"
        # Every resample is all-X, all-Y or half and half: medians 0.1, 0.5 or 0.3.
        assert {round(result.low, 6), round(result.high, 6)} <= {0.1, 0.3, 0.5}

    @settings(max_examples=50, deadline=None)
    @given(st.lists(st.floats(-1, 1), min_size=1, max_size=7), st.data())
    def test_weighted_median_equals_median_of_the_repeated_sample(self, values: list[float], data: st.DataObject) -> None:
        weights = data.draw(st.lists(st.integers(0, 3), min_size=len(values), max_size=len(values)).filter(lambda w: sum(w) > 0))
        repeated = np.repeat(np.array(values), weights)
        got = _weighted_medians(np.array(values), np.array([weights]))[0]
        assert got == pytest.approx(np.median(repeated))

    @pytest.mark.parametrize(
        "a, b, kwargs, fragment",
        [
            ({"i": 0.1}, {"j": 0.1}, {}, "same instances"),
            ({}, {}, {}, "no instances"),
            ({"i": 0.1}, {"i": float("nan")}, {}, "finite"),
            ({"i": 0.1}, {"i": 0.2}, {"companies": {}}, "no company"),
            ({"i": 0.1}, {"i": 0.2}, {"level": 1.5}, "level"),
        ],
    )
    def test_bad_input(self, a: dict[str, float], b: dict[str, float], kwargs: dict[str, object], fragment: str) -> None:
        with pytest.raises(InputError, match=fragment):
            paired_difference(a, b, resamples=10, **kwargs)  # type: ignore[arg-type]


def scope(task: str, market: str, n: int, value: float | None, regime: str = "T2") -> ScopeResult:
    return ScopeResult(task=task, market=market, regime=regime, n=n, score=value)  # type: ignore[arg-type]


class TestAggregation:
    def test_pool_weights_by_scoreable_counts(self) -> None:
        pooled = pool([scope("EVT", "CN", 100, 0.8), scope("EVT", "US", 50, 0.7), scope("EVT", "HK", 50, 0.6)])
        assert pooled.score == pytest.approx(0.725) and pooled.n == 200

    def test_market_without_score_carries_no_weight(self) -> None:
        assert pool([scope("VAL", "CN", 10, 0.5), scope("VAL", "US", 5, None)]).score == 0.5
        assert pool([scope("VAL", "US", 5, None)]).score is None

    def test_pooling_refuses_mixed_regimes_tasks_repeats_and_eps(self) -> None:
        with pytest.raises(InputError, match="regimes"):
            pool([scope("EVT", "CN", 1, 0.5, "T1"), scope("EVT", "US", 1, 0.5, "T2")])
        with pytest.raises(InputError, match="mixes tasks"):
            pool([scope("EVT", "CN", 1, 0.5), scope("FUND", "US", 1, 0.5)])
        with pytest.raises(InputError, match="twice"):
            pool([scope("EVT", "CN", 1, 0.5), scope("EVT", "CN", 1, 0.5)])
        with pytest.raises(InputError, match="not pooled"):
            pool([scope("EPS", "US", 1, 0.01)])

    def test_overall_is_the_unweighted_mean_of_four_forecasting_tasks(self) -> None:
        pooled = [pool([scope(t, "US", n, s)]) for t, n, s in (("VAL", 10, 0.4), ("RANK", 99, 0.6), ("EVT", 5, 0.5), ("FUND", 1, 0.9))]
        assert overall(pooled) == pytest.approx((0.4 + 0.6 + 0.5 + 0.9) / 4)
        with pytest.raises(InputError, match="VAL, RANK, EVT and FUND only"):
            overall([*pooled, pool([scope("CF", "US", 3, 1.0)])])
        with pytest.raises(InputError, match="exactly once"):
            overall(pooled[:3])
        mixed = [*pooled[:3], PooledResult(task="FUND", regime="T1", n=1, score=0.9, markets={})]
        with pytest.raises(InputError, match="regimes"):
            overall(mixed)
        unavailable = [*pooled[:3], pool([scope("FUND", "US", 0, None)])]
        assert overall(unavailable) is None

    def test_summarize_keeps_each_regime_apart_and_diagnostics_separate(self) -> None:
        results = [scope(t, "US", 10, 0.5, "T1") for t in ("VAL", "RANK", "EVT", "FUND")]
        results += [scope(t, "US", 10, 0.7, "T2") for t in ("VAL", "RANK", "EVT")]
        results += [scope("CALC", "US", 10, 1.0, "T2"), scope("CF", "CN", 4, 0.25, "T2")]
        summary = summarize(results)
        assert summary["T1"].overall == pytest.approx(0.5)
        assert summary["T2"].overall is None  # FUND missing in T2: no Overall, never borrowed from T1
        assert set(summary["T2"].diagnostics) == {"CALC", "CF"} and "CALC" not in summary["T2"].forecasting

"""Gap intervals: coverage of a known difference, determinism, and the policy table."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

from controllers.analysis.gaps import GapRow, Interval, bootstrap_gap, gap_rows, matched_across_models, policy_table
from controllers.runs.executor import InlineExecutor, Job, JobResult
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from tests.controllers.run_data import RUN_DATE, make_store, val_instances


def mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def test_intervals_cover_the_true_difference_about_90_percent() -> None:
    rng = random.Random(7)
    true_gap = 0.12
    covered = 0
    trials = 100
    for trial in range(trials):
        a = [rng.gauss(0.6, 0.2) for _ in range(60)]
        b = [rng.gauss(0.6 - true_gap, 0.2) for _ in range(60)]
        interval = bootstrap_gap(a, b, mean, reps=200, seed=trial)
        assert interval.low is not None and interval.high is not None
        covered += interval.low <= true_gap <= interval.high
    assert 0.80 <= covered / trials <= 0.97


def test_seeded_and_degenerate_cases() -> None:
    a, b = [1.0, 2.0, 3.0, 4.0], [0.0, 1.0]
    assert bootstrap_gap(a, b, mean, seed=3) == bootstrap_gap(a, b, mean, seed=3)
    assert bootstrap_gap([], b, mean).estimate is None
    constant = bootstrap_gap([1.0] * 5, [0.5] * 5, mean, reps=50)
    assert constant.estimate == constant.low == constant.high == 0.5


def row(policy: str, gap: float | None) -> GapRow:
    empty = Interval(None, None, None, 0, 0)
    return GapRow("m", "f", "VAL", "US", policy, {}, {}, empty, Interval(gap, None, None, 3, 3))


def test_policy_table_mean_absolute_gap() -> None:
    table = policy_table([row("pit", 0.1), row("pit", -0.3), row("search_only", None), row("pit_llm", 0.02)])
    assert table["pit"]["mean_abs_gap"] == 0.2 and table["pit"]["groups"] == 2
    assert table["search_only"] == {"mean_abs_gap": None, "groups": 0}
    assert table["pit_llm"]["mean_abs_gap"] == 0.02


def test_multi_model_gaps_use_the_matched_set(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    try:
        add_model(store, "m2", vendor_cutoff=datetime(2024, 4, 1, tzinfo=UTC))
        runs = []
        for model in ("m1", "m2"):
            request = RunRequest(task="VAL", model=model, forecasters=("cutoff_price",), policies=("pit",),
                                 instances=tuple(val_instances(store)), regimes=("T1", "T2"), run_date=RUN_DATE)
            run_id, plan = plan_run(store, request, "rev")
            Runner(store, InlineExecutor(store), progress=False).execute(run_id)
            score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
            runs.append(run_id)
        matched = matched_across_models(store, runs)
        assert matched.models == {"VAL": ("m1", "m2")}
        assert matched.removed["VAL"] and sum(matched.removed["VAL"].values()) > 0
        rows = gap_rows(store, runs, reps=60)
        assert {r.model for r in rows} == {"m1", "m2"}
        for row in rows:
            assert row.counts["T1"] == len(matched.keep["VAL"]["T1"]) and row.counts["T2"] == len(matched.keep["VAL"]["T2"])
        alone = gap_rows(store, runs, reps=60, matched=False)
        assert sum(r.counts["T1"] + r.counts["T2"] for r in alone) > sum(r.counts["T1"] + r.counts["T2"] for r in rows)
        assert all(r.t1_t2.estimate is not None for r in rows)
    finally:
        store.close()


class Shuffled(InlineExecutor):
    """Inline, but results come back in a shuffled order (as parallel workers return them)."""

    def run(self, jobs: Iterable[Job]) -> Iterator[JobResult]:
        results = list(super().run(jobs))
        random.Random(len(results)).shuffle(results)
        return iter(results)


def test_groups_alike_under_every_policy_get_one_interval_whatever_the_lock_order(tmp_path: Path) -> None:
    # cutoff_price retrieves nothing, so its three policy groups hold the same predictions; the
    # policies' jobs run (and lock) in different orders, and the intervals must not depend on it.
    store = make_store(tmp_path)
    try:
        instances = val_instances(store, every=4)
        request = RunRequest(task="VAL", model="m1", forecasters=("volatility_band",),
                             policies=("search_only", "pit", "pit_llm"), instances=tuple(instances),
                             regimes=("T1", "T2", "T3"), run_date=RUN_DATE)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, Shuffled(store), progress=False).execute(run_id)
        score_locked(store, run_id, StoreLabels(store, store.clock.now(), plan.pins.store_position))
        rows = gap_rows(store, [run_id], reps=200, seed=1)
        assert len(rows) == 3 and all(r.t1_t2.low is not None for r in rows)
        assert len({(r.t1_t2, r.t2_t3) for r in rows}) == 1
    finally:
        store.close()

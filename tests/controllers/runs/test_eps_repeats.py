"""EPS repeats are the runs of one EPSBench score in the run pipeline (median over runs, per instance)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from controllers.cli.task_commands import eps
from controllers.runs.eps_pairs import companies, instance_pdes
from controllers.runs.executor import InlineExecutor
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import ALL_REPEATS, StoreLabels, run_scores, score_locked
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.eps_compare import compare
from tasks.generate import generate
from tests.tasks.store_data import at, build_store

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "tasks"
END = at("2024-12-31", 23)


class Wobbly:
    """Two repeats: the year-ago EPS, then it plus 0.1 (so the runs differ)."""

    name = "wobbly"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        base = 1.0 + 0.1 * tools.repeat
        return {"eps": base, "p10": base - 0.2, "p90": base + 0.2}


WOBBLY = Wobbly()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = build_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    yield opened
    opened.close()


def test_repeats_pool_into_one_epsbench_score(store: PitStore, tmp_path: Path) -> None:
    doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
    doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
    schema = tmp_path / "AAA_2024Q1.json"
    schema.write_text(json.dumps(doc))
    instances = tuple(g.instance for g in generate(store, GenerationRequest(
        task="EPS", schemas=(schema,), start=at("2024-04-01"), end=at("2024-05-31"))))
    add_model(store, "early", vendor_cutoff=datetime(2023, 1, 1, tzinfo=UTC))
    request = RunRequest(task="EPS", model="early", forecasters=("tests.controllers.runs.test_eps_repeats:WOBBLY",),
                         policies=("pit",), instances=instances, regimes=("T2",), run_date=END, repeats=2)
    run_id, plan = plan_run(store, request, "rev")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
    groups = {g.repeat: g.result for g in run_scores(store, run_id)}
    assert sorted(groups) == [ALL_REPEATS, 0, 1]
    pooled = groups[ALL_REPEATS]
    assert pooled.aux["rules"] == "epsbench" and pooled.aux["runs_per_instance"] == 2 and pooled.aux["runs"] == 2
    # Reported EPS 1.5 (the store's AAA 2024Q1): runs 1.0 and 1.1, PDE median = mean of the two.
    single = {r: groups[r].score for r in (0, 1)}
    assert pooled.score == pytest.approx((single[0] + single[1]) / 2)  # type: ignore[operator]


def test_two_runs_compare_instance_by_instance(store: PitStore, tmp_path: Path) -> None:
    doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
    doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
    schema = tmp_path / "AAA_2024Q1.json"
    schema.write_text(json.dumps(doc))
    instances = tuple(g.instance for g in generate(store, GenerationRequest(
        task="EPS", schemas=(schema,), start=at("2024-04-01"), end=at("2024-05-31"))))
    add_model(store, "early", vendor_cutoff=datetime(2023, 1, 1, tzinfo=UTC))
    runs = []
    for forecaster, repeats in (("tests.controllers.runs.test_eps_repeats:WOBBLY", 2), ("year_ago_eps", 1)):
        request = RunRequest(task="EPS", model="early", forecasters=(forecaster,), policies=("pit",), instances=instances,
                             regimes=("T2",), run_date=END, repeats=repeats)
        run_id, plan = plan_run(store, request, "rev")
        Runner(store, InlineExecutor(store), progress=False).execute(run_id)
        score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
        runs.append(run_id)
    a, b = (instance_pdes(store, run_id) for run_id in runs)
    assert set(a) == set(b) == {i.instance_id for i in instances}
    result = compare(a, b, resamples=500)
    (key,) = a
    assert result.instances == 1 and result.median_difference == pytest.approx(a[key] - b[key])
    assert result.wins + result.losses + result.ties == 1
    assert compare(a, b, resamples=50, groups=companies(store, runs[0])).resampled == "companies"
    assert set(companies(store, runs[0]).values()) == {"AAA"}
    shown = CliRunner().invoke(eps, ["compare", runs[0], runs[1], "--resamples", "100", "--by-company",
                                     "--store", f"sqlite:///{tmp_path / 'asof.db'}", "--data-dir", str(tmp_path / "data")])
    assert shown.exit_code == 0, shown.output
    assert "over 1 instance(s)" in shown.output and "bootstrap over companies" in shown.output

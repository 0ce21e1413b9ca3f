"""Every baseline answers instances generated from a real store with a valid output."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from controllers.forecasters.baselines import BASELINES, NAIVE_PARTS
from controllers.forecasters.protocol import Forecaster
from controllers.forecasters.registry import load_forecaster
from controllers.runs.executor import InlineExecutor, Job, run_job
from controllers.runs.models import add_model, list_models
from controllers.runs.runner import RunRequest, Runner, plan_run
from controllers.runs.scoring import StoreLabels, run_scores, score_locked
from engine.errors import InputError
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate
from tasks.registry import task_spec
from tasks.variants import perturb_variants
from tests.tasks.store_data import BENCHMARK, SYMBOLS, at, build_store

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "tasks"
END = at("2024-12-31", 23)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PitStore]:
    folder = tmp_path_factory.mktemp("forecasters")
    opened = build_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")
    yield opened
    opened.close()


def requests(tmp: Path) -> dict[str, GenerationRequest]:
    doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
    doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
    schema = tmp / "AAA_2024Q1.json"
    schema.write_text(json.dumps(doc))
    return {
        "VAL": GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-06")),
        "RANK": GenerationRequest(task="RANK", symbols=SYMBOLS, benchmark=BENCHMARK, variant="T",
                                  start=at("2024-03-01"), end=at("2024-03-06"), horizon="30"),
        "EVT": GenerationRequest(task="EVT", symbols=("AAA", "BBB"), start=at("2024-01-01"), end=END),
        "FUND": GenerationRequest(task="FUND", symbols=("AAA",), metric="Revenues", start=at("2024-04-01"), end=END),
        "EPS": GenerationRequest(task="EPS", schemas=(schema,), start=at("2024-04-01"), end=at("2024-05-31")),
        "CF": GenerationRequest(task="CF", symbols=("AAA",), benchmark=BENCHMARK, start=at("2024-03-01"),
                                end=at("2024-03-06")),
        "CALC": GenerationRequest(task="CALC", count=4, start=at("2024-03-01")),
    }


def test_every_baseline_answers_validly(store: PitStore, tmp_path: Path) -> None:
    built = {task: [g.instance for g in generate(store, request)] for task, request in requests(tmp_path).items()}
    assert all(built.values())
    for name, task, instance in ((n, t, i) for n, (tasks, _) in BASELINES.items() for t in tasks for i in built[t][:3]):
        job = Job(run_id="t", job_key=f"{name}:{instance.instance_id}", task=task, forecaster=name, policy="pit",
                  repeat=0, instance=instance.model_dump(mode="json"), pin=store.position())
        result = run_job(store, job)
        if name == "last_quarter_eps":
            # No EPS was filed for AAA before the 2024Q1 release: a locked failure, not a crash.
            assert result.failure is not None and "no EarningsPerShareDiluted" in result.failure
            assert len(result.transcript) == 1
            continue
        assert result.failure is None, (name, result.failure)
        assert result.output_json is not None
        task_spec(task).output_model.model_validate(json.loads(result.output_json))


def test_rank_baselines_are_opposite(store: PitStore, tmp_path: Path) -> None:
    instance = generate(store, requests(tmp_path)["RANK"])[0].instance.model_dump(mode="json")
    momentum = load_forecaster("momentum").forecast(instance, None)  # type: ignore[arg-type]
    reversal = load_forecaster("reversal").forecast(instance, None)  # type: ignore[arg-type]
    signal = {code: instance["input"]["signals"][code]["technical"]["return_20d"] for code in momentum["ranking"]}
    assert [signal[c] for c in momentum["ranking"]] == sorted(signal.values(), reverse=True)
    assert set(momentum["ranking"]) == set(reversal["ranking"]) == set(SYMBOLS)


class Mine:
    name = "mine"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        return {}


def test_loading_own_forecasters() -> None:
    assert isinstance(load_forecaster("tests.controllers.forecasters.test_baselines:Mine"), Forecaster)
    with pytest.raises(InputError, match="unknown forecaster"):
        load_forecaster("nothing")
    with pytest.raises(InputError, match="cannot load"):
        load_forecaster("tests.controllers.forecasters.test_baselines:Missing")
    with pytest.raises(InputError, match="answers VAL"):
        load_forecaster("cutoff_price", "EVT")


@pytest.mark.parametrize("task", ["RANK", "EVT", "FUND", "EPS"])
def test_store_labels_score_other_families(store: PitStore, tmp_path: Path, task: str) -> None:
    if not [m for m in list_models(store) if m.name == "early"]:
        add_model(store, "early", vendor_cutoff=datetime(2023, 1, 1, tzinfo=UTC))
    instances = tuple(g.instance for g in generate(store, requests(tmp_path)[task]))
    forecaster = {"RANK": "momentum", "EVT": "base_rate", "FUND": "last_value", "EPS": "year_ago_eps"}[task]
    request = RunRequest(task=task, model="early", forecasters=(forecaster,), policies=("pit",), instances=instances,
                         regimes=("T2",), run_date=END)
    run_id, plan = plan_run(store, request, "rev")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    report = score_locked(store, run_id, StoreLabels(store, plan.run_date, plan.pins.store_position))
    assert report.scored == len(plan.instances) and report.scored > 0
    (group,) = run_scores(store, run_id)
    assert group.result.n + group.result.aux["unscorable"] == len(plan.instances) and group.result.format_failures == 0


def _val_input(closes: list[float]) -> dict[str, Any]:
    first = date(2024, 1, 2)
    history = [{"session": (first + timedelta(days=i)).isoformat(), "close": c,
                "known_at": datetime(2024, 1, 2 + i, 21, tzinfo=UTC).isoformat()} for i, c in enumerate(closes)]
    return {"input": {"symbol": "AAA", "cutoff_session": history[-1]["session"], "cutoff_price": closes[-1],
                      "horizons": [30, 90], "history": history}}


def test_volatility_band_is_centred_on_the_cutoff_price_and_widens_with_volatility() -> None:
    band = load_forecaster("volatility_band", "VAL")
    calm = band.forecast(_val_input([100, 100.5, 100.2, 100.4, 100.1, 100.3]), None)  # type: ignore[arg-type]
    wild = band.forecast(_val_input([100, 108, 95, 104, 92, 100.3]), None)  # type: ignore[arg-type]
    for answer in (calm, wild):
        assert answer["bear"] < answer["base"] == 100.3 < answer["bull"]
        assert answer["reversion_horizon"] == 30
        task_spec("VAL").output_model.model_validate(answer)
    assert wild["bull"] - wild["bear"] > 10 * (calm["bull"] - calm["bear"])
    flat = band.forecast(_val_input([100.3]), None)  # type: ignore[arg-type]
    assert flat["bear"] == flat["base"] == flat["bull"] == 100.3


def test_naive_answers_each_task_like_its_part(store: PitStore, tmp_path: Path) -> None:
    for task, request in requests(tmp_path).items():
        if task == "EPS":
            with pytest.raises(InputError, match="naive has no answer for EPS"):
                load_forecaster("naive").forecast(generate(store, request)[0].instance.model_dump(mode="json"), None)  # type: ignore[arg-type]
            continue
        instance = generate(store, request)[0].instance.model_dump(mode="json")
        assert load_forecaster("naive", task).forecast(instance, None) == NAIVE_PARTS[task].forecast(instance, None)  # type: ignore[arg-type]


def test_trend_follow_ignores_the_announcement_and_fails_every_conflict(store: PitStore, tmp_path: Path) -> None:
    built = generate(store, requests(tmp_path)["CF"])
    pairs: dict[str, set[str]] = {}
    for g in built:
        answer = load_forecaster("trend_follow", "CF").forecast(g.instance.model_dump(mode="json"), None)  # type: ignore[arg-type]
        assert g.resolution is not None
        label = g.resolution.label
        pairs.setdefault(label.pair_id, set()).add(answer["direction"])  # type: ignore[union-attr]
        if label.trend_conflict:  # type: ignore[union-attr]
            assert answer["direction"] != label.direction  # type: ignore[union-attr]
    assert all(len(directions) == 1 for directions in pairs.values())  # both announcements, one answer


def test_template_calculator_scores_one_on_base_and_perturbed_calc(store: PitStore, tmp_path: Path) -> None:
    spec = task_spec("CALC")
    for g in generate(store, requests(tmp_path)["CALC"]):
        for item in (g, *perturb_variants(g)):
            answer = load_forecaster("template_calculator", "CALC").forecast(item.instance.model_dump(mode="json"), None)  # type: ignore[arg-type]
            assert item.resolution is not None
            assert spec.instance_score(spec.output_model.model_validate(answer), item.resolution.label) == 1.0

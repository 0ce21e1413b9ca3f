"""Instance generation from a real SQLite store: inputs as of t, labels after resolution, no leaks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks import scoring
from tasks.base import Close
from tasks.builders.request import GenerationRequest
from tasks.eps import EpsInput
from tasks.evt import EvtInput
from tasks.fund import FundInput, FundLabel
from tasks.generate import generate, write_generated
from tasks.instance import TaskInstance, known_times
from tasks.io import read_instances, read_labels, read_predictions
from tasks.rank import RankInput, RankLabel
from tasks.registry import task_spec
from tasks.val import ValInput, ValLabel
from tests.tasks.store_data import BENCHMARK, DAYS, SYMBOLS, at, bars, build_store, filing, macro, price

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "tasks"
END = at("2024-12-31", 23)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PitStore]:
    folder = tmp_path_factory.mktemp("tasks-store")
    opened = build_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")
    yield opened
    opened.close()


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[PitStore]:
    opened = build_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    yield opened
    opened.close()


def close_on(symbol: str, day: date) -> float:
    return price(symbol, DAYS.index(day))


def assert_point_in_time(instance: TaskInstance) -> None:
    assert instance.forecast_time is not None
    assert all(known <= instance.forecast_time for known in known_times(instance.input))


class TestVal:
    def test_inputs_as_of_t_and_labels_per_settled_window(self, store: PitStore) -> None:
        request = GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-06"),
                                    horizon="30,90", resolve_at=END)
        built = generate(store, request)
        assert [g.instance.input.cutoff_session for g in built] == [date(2024, 3, d) for d in (1, 4, 5)]  # type: ignore[union-attr]
        first = built[0]
        data, label = first.instance.input, first.resolution.label  # type: ignore[union-attr]
        assert isinstance(data, ValInput) and isinstance(label, ValLabel)
        assert data.cutoff_price == close_on("AAA", date(2024, 3, 1)) == label.cutoff_price
        assert first.instance.forecast_time == data.history[-1].known_at
        # 2024-03-01 + 30 days = 2024-03-31 (a Sunday): the close in force is Thursday 2024-03-28's.
        assert label.realized == {30: close_on("AAA", date(2024, 3, 28)), 90: close_on("AAA", date(2024, 5, 30))}
        assert_point_in_time(first.instance)
        assert first.instance.pin == store.position()

    def test_unresolved_windows_get_no_label(self, store: PitStore) -> None:
        request = GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-02"),
                                    resolve_at=at("2024-04-15"))
        built = generate(store, request)
        label = built[0].resolution.label  # type: ignore[union-attr]
        assert isinstance(label, ValLabel) and set(label.realized) == {30} and label.horizons == (30, 90, 180)
        live = generate(store, request.model_copy(update={"resolve_at": at("2024-03-20")}))
        assert live[0].resolution is None
        undated = generate(store, request.model_copy(update={"resolve_at": None}))
        assert undated[0].resolution is None

    def test_every_and_bad_horizon(self, store: PitStore) -> None:
        request = GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-15"), every=5)
        assert len(generate(store, request)) == 2
        with pytest.raises(InputError, match="VAL horizons"):
            generate(store, request.model_copy(update={"horizon": "45"}))
        with pytest.raises(InputError, match="--symbols"):
            generate(store, request.model_copy(update={"symbols": ()}))


class TestRank:
    def test_cohort_signals_and_excess_returns(self, store: PitStore) -> None:
        request = GenerationRequest(task="RANK", symbols=SYMBOLS, benchmark=BENCHMARK, start=at("2024-03-01"),
                                    end=at("2024-03-02"), horizon="30", resolve_at=END)
        built = generate(store, request)
        assert len(built) == 1
        data, label = built[0].instance.input, built[0].resolution.label  # type: ignore[union-attr]
        assert isinstance(data, RankInput) and isinstance(label, RankLabel)
        assert set(data.signals["AAA"]) == {"technical", "fundamental"}
        assert data.signals["AAA"]["fundamental"]["Revenues"]["value"] == 1000.0  # 2024Q1 revenue not yet filed
        start, end = date(2024, 3, 1), date(2024, 3, 28)
        bench = close_on(BENCHMARK, end) / close_on(BENCHMARK, start) - 1
        expected = close_on("BBB", end) / close_on("BBB", start) - 1 - bench
        assert label.realized_returns["BBB"] == pytest.approx(expected)
        assert set(label.realized_returns) == set(SYMBOLS)
        assert_point_in_time(built[0].instance)

    def test_technical_only_and_request_errors(self, store: PitStore) -> None:
        request = GenerationRequest(task="RANK", symbols=SYMBOLS, benchmark=BENCHMARK, variant="T",
                                    start=at("2024-03-01"), end=at("2024-03-02"))
        assert set(generate(store, request)[0].instance.input.signals["CCC"]) == {"technical"}  # type: ignore[union-attr]
        with pytest.raises(InputError, match="benchmark"):
            generate(store, request.model_copy(update={"benchmark": None}))
        with pytest.raises(InputError, match="at least 3"):
            generate(store, request.model_copy(update={"symbols": ("AAA", "BBB")}))


class TestEvt:
    def test_only_events_on_the_calendar_at_t_become_instances(self, store: PitStore) -> None:
        request = GenerationRequest(task="EVT", symbols=("AAA", "BBB"), start=at("2024-01-01"), end=END, resolve_at=END)
        built = generate(store, request)
        # BBB's event was first known when it happened: no fair question could be asked before it.
        assert len(built) == 1
        instance = built[0].instance
        data = instance.input
        assert isinstance(data, EvtInput) and data.window_start_session == date(2024, 4, 25)
        assert instance.forecast_time is not None and instance.forecast_time < data.scheduled_at
        assert instance.resolution_time == datetime.fromisoformat("2024-04-26T20:00:00+00:00")
        up = close_on("AAA", date(2024, 4, 26)) > close_on("AAA", date(2024, 4, 25))
        assert built[0].resolution.label.up == int(up)  # type: ignore[union-attr]
        assert_point_in_time(instance)


class TestFund:
    def test_filing_targets_history_and_labels(self, store: PitStore) -> None:
        request = GenerationRequest(task="FUND", symbols=("AAA",), metric="Revenues", start=at("2024-04-01"),
                                    end=END, resolve_at=END)
        built = generate(store, request)
        assert [g.instance.input.target_fiscal_period for g in built] == ["2024Q1", "2024Q2"]  # type: ignore[union-attr]
        first = built[0]
        data = first.instance.input
        assert isinstance(data, FundInput)
        assert first.instance.forecast_time == at("2024-04-30", 21)
        assert [p.fiscal_period for p in data.history] == ["2023Q4"]
        assert first.resolution.label == FundLabel(actual_value=1100.0)  # type: ignore[union-attr]
        with pytest.raises(InputError, match="--metric"):
            generate(store, request.model_copy(update={"metric": None}))

    def test_macro_history_shows_the_vintage_current_at_t(self, fresh: PitStore) -> None:
        fresh.append([macro("CPI", date(2024, 1, 1), 299.0, at("2024-03-20", 12))], source="revision")
        request = GenerationRequest(task="FUND", source="macro", symbols=("CPI",), start=at("2024-03-01"),
                                    end=END, resolve_at=END, market="US")
        built = generate(fresh, request)
        march, april = built[0].instance.input, built[1].instance.input
        assert isinstance(march, FundInput) and isinstance(april, FundInput)
        # The February print is forecast before the January revision; the March print after it.
        assert [p.value for p in march.history] == [300.0]
        assert [p.value for p in april.history] == [299.0, 301.0]

    def test_label_reflects_an_amendment_known_by_resolution(self, fresh: PitStore) -> None:
        fresh.append([filing("AAA", "Revenues", "2024Q1", date(2024, 3, 31), 1080.0, at("2024-06-01", 21))], source="10-Q/A")
        request = GenerationRequest(task="FUND", symbols=("AAA",), metric="Revenues", start=at("2024-04-01"),
                                    end=at("2024-05-31"))
        early = generate(fresh, request.model_copy(update={"resolve_at": at("2024-05-15")}))
        late = generate(fresh, request.model_copy(update={"resolve_at": END}))
        assert early[0].resolution.label.actual_value == 1100.0  # type: ignore[union-attr]
        assert late[0].resolution.label.actual_value == 1080.0  # type: ignore[union-attr]
        assert early[0].instance == late[0].instance


class TestTemplates:
    def test_cf_pairs_with_trend_conflicts(self, store: PitStore) -> None:
        request = GenerationRequest(task="CF", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-02"), seed=3)
        built = generate(store, request)
        assert len(built) == 2
        labels = [g.resolution.label for g in built]  # type: ignore[union-attr]
        assert {lb.direction for lb in labels} == {"up", "down"} and len({lb.pair_id for lb in labels}) == 1
        closes = built[0].instance.input.closes  # type: ignore[union-attr]
        rising = closes[-1].close > closes[0].close
        assert [lb.trend_conflict for lb in labels if lb.direction == ("down" if rising else "up")] == [True]
        assert generate(store, request) == built

    def test_calc_problems_are_seeded(self, store: PitStore) -> None:
        request = GenerationRequest(task="CALC", count=4, seed=9)
        first, again = generate(store, request), generate(store, request)
        assert first == again and len(first) == 4
        assert {g.instance.input.template for g in first} == {"gordon_growth", "dcf_equity_per_share"}  # type: ignore[union-attr]
        assert generate(store, request.model_copy(update={"seed": 10})) != first


class TestEps:
    def test_schema_instance_hides_validation_and_labels_from_filings(self, store: PitStore, tmp_path: Path) -> None:
        doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
        doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
        path = tmp_path / "AAA_2024Q1.json"
        path.write_text(json.dumps(doc))
        request = GenerationRequest(task="EPS", schemas=(path,), start=at("2024-04-01"), end=at("2024-05-31"), resolve_at=END)
        built = generate(store, request)
        assert len(built) == 1
        data = built[0].instance.input
        assert isinstance(data, EpsInput) and data.release_at == at("2024-04-25", 20, 30)
        assert "_validation" not in json.dumps(built[0].instance.model_dump(mode="json"))
        assert built[0].instance.forecast_time == at("2024-04-24", 20, 30)
        label = built[0].resolution.label  # type: ignore[union-attr]
        assert label.actual_eps == 1.5 and label.price == close_on("AAA", date(2024, 4, 25))  # type: ignore[union-attr]


class TestPointInTime:
    _last = datetime(1970, 1, 1, tzinfo=UTC)
    def test_an_instance_refuses_input_known_after_t(self) -> None:
        t = at("2024-03-01", 21)
        late = Close(session=date(2024, 3, 4), close=10.0, known_at=t + timedelta(seconds=1))
        data = ValInput(symbol="AAA", cutoff_session=date(2024, 3, 1), cutoff_price=10.0, horizons=(30,), history=(late,))
        with pytest.raises(ValueError, match="after the forecast time"):
            TaskInstance(instance_id="x", task="VAL", market="US", forecast_time=t, resolution_time=None,
                         horizon="30", pin=1, question="q", input=data)

    def test_public_instance_has_no_outcome_fields(self, store: PitStore) -> None:
        request = GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-02"), resolve_at=END)
        text = json.dumps(generate(store, request)[0].instance.model_dump(mode="json"))
        assert "realized" not in text and "label" not in text

    # One store serves every example on purpose: whatever piles up after t must never reach an input.
    @settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(
        day=st.integers(0, DAYS.index(date(2024, 3, 1))),
        bump=st.floats(1, 50),
        delay=st.integers(1, 20 * 24 * 60),
        task=st.sampled_from(["VAL", "RANK", "CF"]),
    )
    def test_data_known_after_t_never_changes_an_input(
        self, fresh: PitStore, day: int, bump: float, delay: int, task: str
    ) -> None:
        request = GenerationRequest(task=task, symbols=SYMBOLS if task == "RANK" else ("AAA",), benchmark=BENCHMARK,
                                    start=at("2024-03-01"), end=at("2024-03-02"), variant="H")
        before = generate(fresh, request)
        t = before[0].instance.forecast_time
        assert t is not None
        # A correction of a close up to t, published after t, and a late filing for an old period.
        # Corrections pile up in the one store, and each must become known after the version it
        # corrects (the single-valued rule), so each example publishes after every earlier one.
        published = max(t + timedelta(minutes=delay, microseconds=int(bump * 1000)), self._last + timedelta(seconds=1))
        type(self)._last = published
        corrected = bars("AAA", [DAYS[day]], start_index=day, bump=bump)
        append_prices(fresh, corrected, source="correction", known_at_floor=published)
        fresh.append([filing("AAA", "Revenues", "2023Q3", date(2023, 9, 30), 900.0 + bump, published)], source="late-filing")
        after = generate(fresh, request.model_copy(update={"pin": fresh.position()}))
        assert [g.instance.input for g in after] == [g.instance.input for g in before]
        for g in after:
            assert_point_in_time(g.instance)


def test_written_files_feed_the_scorer(store: PitStore, tmp_path: Path) -> None:
    request = GenerationRequest(task="EVT", symbols=("AAA",), start=at("2024-01-01"), end=END, resolve_at=END)
    built = generate(store, request)
    instances, labels = tmp_path / "i.jsonl", tmp_path / "l.jsonl"
    assert write_generated(built, instances, labels) == (1, 1)
    loaded = read_instances(instances)
    assert loaded == [g.instance for g in built]
    tampered = json.loads(instances.read_text())
    tampered["input"]["history"][-1]["known_at"] = "2030-01-01T00:00:00Z"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(instances.read_text() + json.dumps(tampered) + "\n")
    with pytest.raises(InputError) as caught:
        read_instances(bad)
    assert caught.value.line == 2 and "after the forecast time" in str(caught.value)
    naive = json.loads(instances.read_text())
    naive["forecast_time"] = naive["forecast_time"].removesuffix("Z")
    bad.write_text(instances.read_text() + json.dumps(naive) + "\n")
    with pytest.raises(InputError) as caught:
        read_instances(bad)
    assert (caught.value.file, caught.value.line) == (str(bad), 2) and "naive" in str(caught.value)
    predictions = tmp_path / "p.jsonl"
    predictions.write_text(json.dumps({"instance_id": loaded[0].instance_id, "market": "US",
                                       "output": {"direction": "up", "probability_up": 0.6}}) + "\n")
    spec = task_spec("EVT")
    result = scoring.score(spec, read_predictions(predictions), read_labels(spec, labels))
    assert result.n == 1 and result.format_failures == 0

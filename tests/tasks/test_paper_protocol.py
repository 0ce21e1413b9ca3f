"""FinForesight as published: CALC units and B.1 edits, VAL buckets and windows, CF/CALC regimes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from pit_store.store import PitStore
from tasks.builders import calc as calc_builder
from tasks.builders import cf as cf_builder
from tasks.builders.request import GenerationRequest
from tasks.calc import CalcInput, CalcLabel, CalcOutput, matches, parse_unit, problem_score
from tasks.calc_templates import TEMPLATES
from tasks.generate import generate
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.robustness import RobustnessPair, robustness
from tasks.val import ValLabel, ValOutput, score_scope
from tasks.spec import Item
from tasks.variants import perturb_variants
from tests.tasks.store_data import build_store

# A.6 multi-step example: rf 2.4%, beta 1.06, market 9%, 66/34 equity/debt, 4.4% debt cost, 25% tax,
# FCF CNY 620 million, growth 2.3%, net debt CNY 1.4 billion, 340 million shares.
PAPER = {"risk_free": 2.4, "beta": 1.06, "market_return": 9.0, "equity_weight": 0.66, "debt_weight": 0.34,
         "debt_cost": 4.4, "tax_rate": 25.0, "fcf_current": 620.0, "growth": 2.3, "net_debt": 1400.0, "shares": 340.0}
CLAUDE = CalcOutput.model_validate({
    "steps": [{"step": 1, "value": 9.396, "unit": "%"}, {"step": 2, "value": 7.32336, "unit": "%"},
              {"step": 3, "value": 634.26, "unit": "CNY million"}, {"step": 4, "value": 11.229, "unit": "CNY billion"}],
    "final_answer": 33.03, "unit": "CNY per share",
})


class TestCalcUnits:
    def test_the_papers_answer_scores_one_against_the_template_reference(self) -> None:
        reference = TEMPLATES["dcf_equity_per_share"].solve(PAPER)
        assert reference.steps[3].unit == "CNY million" and reference.steps[3].value == pytest.approx(11226.21, abs=0.01)
        assert reference.final_answer == pytest.approx(33.02, abs=0.005)
        assert problem_score(CLAUDE, reference) == 1.0  # 11.229 CNY billion == 11,229 CNY million

    def test_scale_words_currencies_and_chinese_units(self) -> None:
        assert parse_unit("CNY billion").scale == 1e9 and parse_unit("CNY billion").currency == "CNY"
        assert matches(112.29, "亿元", 11229, "CNY million") and matches(1_122_900, "万元", 11229, "RMB mn")
        assert matches(1.5, "HK$ bn", 1500, "HKD million") and matches(2.0, "USD/share", 2.0, "USD per share")
        assert matches(939.6, "bps", 9.396, "%")
        assert not matches(11.229, "USD billion", 11229, "CNY million")  # a currency is not a scale
        assert not matches(11.229, "CNY million", 11229, "CNY million")  # the value is 1000x off
        assert not matches(33.03, "CNY", 33.02, "CNY per share")  # per share is part of the unit

    def test_zero_reference_uses_absolute_error(self) -> None:
        assert matches(0.001, "%", 0.0, "%") and not matches(0.01, "%", 0.0, "%")


def _calc_generated() -> Generated:
    chosen = TEMPLATES["dcf_equity_per_share"]
    data = CalcInput(topic="valuation", template=chosen.name, question=chosen.question(PAPER), parameters=PAPER,
                     answer_unit=chosen.answer_unit)
    t = datetime(2026, 1, 1, tzinfo=UTC)
    instance = TaskInstance(instance_id="calc:paper", task="CALC", market="CN", forecast_time=t, resolution_time=t,
                            horizon="none", pin=None, question="q", input=data)
    return Generated(instance=instance, resolution=Resolution(instance_id="calc:paper", market="CN",
                                                              label=chosen.solve(PAPER)))


class TestCalcPerturbations:
    def test_b1_edits_besides_rescaling(self) -> None:
        base = _calc_generated()
        made = {g.instance.variant.edit: g for g in perturb_variants(base)}  # type: ignore[union-attr]
        assert set(made) == {"rescale", "precision", "unit", "distractor"}
        unit, distractor, precision = made["unit"], made["distractor"], made["precision"]
        assert "CNY 0.62 billion" in unit.instance.input.question and "620 million" not in unit.instance.input.question  # type: ignore[union-attr]
        assert unit.resolution.label == base.resolution.label  # type: ignore[union-attr]  # same values, same reference
        assert distractor.resolution.label == base.resolution.label  # type: ignore[union-attr]
        assert distractor.instance.input.question.startswith(base.instance.input.question)  # type: ignore[union-attr]
        assert len(distractor.instance.input.question) > len(base.instance.input.question)  # type: ignore[union-attr]
        moved = precision.instance.input.parameters  # type: ignore[union-attr]
        assert moved["fcf_current"] == 620.62 and moved["beta"] == 1.06  # only money moves, in its second decimal
        assert precision.resolution.label != base.resolution.label  # type: ignore[union-attr]  # recomputed
        assert len({g.instance.instance_id for g in made.values()}) == 4

    def test_an_answer_restated_in_another_scale_is_no_material_change(self) -> None:
        base = _calc_generated()
        label = base.resolution.label.model_dump()  # type: ignore[union-attr]
        answer = {"final_answer": label["final_answer"] * 340 / 1000, "unit": "CNY billion"}  # equity, not per share
        label_total = {**label, "final_answer": label["final_answer"] * 340, "unit": "CNY million", "steps": []}
        same = RobustnessPair(instance_id="i", market="CN", kind="perturb", variant="unit",
                              base_output={"final_answer": label_total["final_answer"], "unit": "CNY million"},
                              variant_output=answer, base_label=label_total, variant_label=label_total)
        report = robustness("CALC", [same])
        assert report.perturb_change_rate == 0.0 and report.perturb_score_delta == 0.0


class TestValBuckets:
    LABEL = ValLabel(cutoff_price=105.0, horizons=(30, 90, 180, 365), realized={30: 104.05})

    def test_wuliangye_example(self) -> None:
        # A.1: 95/110/125 with a 3-6-month horizon; the 30-day close 104.05 is inside the range, so the
        # first entry window is 30 days (0-1m) and the horizon misses; 365 days is unresolved.
        output = ValOutput.model_validate({"bear": 95.0, "base": 110.0, "bull": 125.0, "reversion_horizon": "3-6m"})
        result = score_scope([Item("w", "CN", self.LABEL, (output,))])
        assert result.aux["range_hit"] == 1.0 and result.aux["horizon_hit_rate"] == 0.0
        hit = output.model_copy(update={"reversion_horizon": "0-1m"})
        assert score_scope([Item("w", "CN", self.LABEL, (hit,))]).aux["horizon_hit_rate"] == 1.0

    def test_a_window_in_days_is_the_bucket_it_closes(self) -> None:
        base = {"bear": 1.0, "base": 2.0, "bull": 3.0}
        assert ValOutput.model_validate({**base, "reversion_horizon": 90}).reversion_horizon == "1-3m"
        for bad in (60, "3-6 months", 90.0, True):
            with pytest.raises(ValidationError):
                ValOutput.model_validate({**base, "reversion_horizon": bad})


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> PitStore:
    folder: Path = tmp_path_factory.mktemp("paper")
    return build_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")


def at(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(tzinfo=UTC)


class TestResolutionTimes:
    def test_val_resolves_at_its_last_window(self, store: PitStore) -> None:
        built = generate(store, GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-02")))
        instance = built[0].instance
        assert instance.input.horizons == (30, 90, 180)  # type: ignore[union-attr]
        assert instance.resolution_time == instance.forecast_time + timedelta(days=180)  # type: ignore[operator]
        longer = generate(store, GenerationRequest(task="VAL", symbols=("AAA",), start=at("2024-03-01"),
                                                   end=at("2024-03-02"), horizon="30,365"))[0].instance
        assert longer.resolution_time == longer.forecast_time + timedelta(days=365)  # type: ignore[operator]

    def test_cf_resolves_at_t_and_its_label_follows_from_the_instance(self, store: PitStore) -> None:
        built = generate(store, GenerationRequest(task="CF", symbols=("AAA",), start=at("2024-03-01"), end=at("2024-03-08")))
        assert built and all(g.instance.resolution_time == g.instance.forecast_time for g in built)
        for g in built:
            assert cf_builder.label_of(g.instance) == g.resolution.label  # type: ignore[union-attr]
        other = built[0].instance.input.model_copy(update={"announcement": "Something else entirely."})
        assert cf_builder.label_of(built[0].instance.model_copy(update={"input": other})) is None

    def test_calc_is_dated_at_generation(self, store: PitStore) -> None:
        dated = generate(store, GenerationRequest(task="CALC", count=3, start=at("2025-09-01")))
        assert all(g.instance.forecast_time == g.instance.resolution_time == at("2025-09-01") for g in dated)
        for g in dated:
            assert calc_builder.label_of(g.instance.input) == g.resolution.label  # type: ignore[arg-type, union-attr]
        undated = generate(store, GenerationRequest(task="CALC", count=1))
        assert undated[0].instance.forecast_time is not None  # the store clock's now
        assert isinstance(dated[0].resolution.label, CalcLabel)  # type: ignore[union-attr]


class TestForecastingPerturbations:
    T = datetime(2025, 9, 1, 20, tzinfo=UTC)

    def _fund(self, unit: str | None) -> Generated:
        from tasks.fund import FundInput, FundLabel, FundPoint

        history = tuple(FundPoint(period_start=None, period_end=None, fiscal_period=f"2025Q{q}", value=v,
                                  known_at=self.T) for q, v in ((1, 67_328_654_484.06), (2, 70_123_456_789.0)))
        data = FundInput(source="filing", subject="VANKE", metric="Revenue", unit=unit, target_period_start=None,
                         target_period_end=None, target_fiscal_period="2025Q4", history=history)
        instance = TaskInstance(instance_id="fund:1", task="FUND", market="CN", forecast_time=self.T,
                                resolution_time=self.T, horizon="1d", pin=1, question="q", input=data)
        label = FundLabel(actual_value=72_044_353_513.39)
        return Generated(instance=instance, resolution=Resolution(instance_id="fund:1", market="CN", label=label))

    def test_fund_precision_and_unit_edits(self) -> None:
        from tasks.fund import instance_score

        made = {g.instance.variant.edit: g for g in perturb_variants(self._fund("CNY"), factors=())}  # type: ignore[union-attr]
        assert set(made) == {"precision", "unit"}
        coarse = made["precision"].instance.input.history  # type: ignore[union-attr]
        assert coarse[0].value == 67_300_000_000.0 and made["precision"].resolution.label.actual_value == 72_044_353_513.39  # type: ignore[union-attr]
        unit = made["unit"]
        assert unit.instance.input.unit == "CNY thousand" and unit.instance.variant.factor == 0.001  # type: ignore[union-attr]
        assert unit.instance.input.history[0].value == pytest.approx(67_328_654.48406)  # type: ignore[union-attr]
        label = unit.resolution.label  # type: ignore[union-attr]
        assert label.actual_value == pytest.approx(72_044_353.51339)  # type: ignore[union-attr]
        # A.4's example keeps its utility (about 0.9345) when the same answer is given in thousands.
        from tasks.fund import FundOutput

        same = instance_score(FundOutput(predicted_value=67_328_654.48406), label)  # type: ignore[arg-type]
        assert same == pytest.approx(0.9345, abs=1e-4)
        assert {g.instance.variant.edit for g in perturb_variants(self._fund(None), factors=())} == {"precision"}  # type: ignore[union-attr]

    def test_val_precision_moves_the_cutoff_price_with_its_input(self) -> None:
        from datetime import date

        from tasks.base import Close
        from tasks.val import ValInput

        history = (Close(session=date(2026, 1, 30), close=105.037, known_at=self.T),)
        data = ValInput(symbol="000858", cutoff_session=date(2026, 1, 30), cutoff_price=105.037, horizons=(30,),
                        history=history)
        instance = TaskInstance(instance_id="val:w", task="VAL", market="CN", forecast_time=self.T,
                                resolution_time=self.T, horizon="30", pin=1, question="q", input=data)
        label = ValLabel(cutoff_price=105.037, horizons=(30,), realized={30: 104.05})
        base = Generated(instance=instance, resolution=Resolution(instance_id="val:w", market="CN", label=label))
        (coarse,) = perturb_variants(base, factors=())
        assert coarse.instance.input.cutoff_price == 105.0 and coarse.resolution.label.cutoff_price == 105.0  # type: ignore[union-attr]
        assert coarse.resolution.label.realized == {30: 104.05}  # type: ignore[union-attr]

"""Robustness metrics (FinForesight B.1) and the variant generator."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import pytest

from engine.errors import InputError
from tasks.base import Close
from tasks.calc import CalcInput
from tasks.calc_templates import TEMPLATES
from tasks.cf import CfInput, CfLabel
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.questions import render
from tasks.robustness import RobustnessPair, robustness, robustness_by_market
from tasks.val import ValInput, ValLabel
from tasks.variants import perturb_variants, prompt_variants

T = datetime(2024, 3, 1, 21, tzinfo=UTC)


def pair(kind: str, base: Any, variant: Any, base_label: dict[str, Any], variant_label: dict[str, Any] | None = None, iid: str = "i") -> RobustnessPair:
    return RobustnessPair(instance_id=iid, market="US", kind=kind, variant="v1", base_output=base,  # type: ignore[arg-type]
                          variant_output=variant, base_label=base_label, variant_label=variant_label or base_label)


class TestMetrics:
    def test_evt_direction_flips_and_score_deltas(self) -> None:
        up = {"direction": "up", "probability_up": 0.8}
        down = {"direction": "down", "probability_up": 0.4}
        pairs = [
            pair("prompt", up, down, {"up": 1}),      # flip; 0.84 -> clip01(1 - 0.36 / 0.25) = 0
            pair("prompt", up, up, {"up": 1}),        # no change
            pair("perturb", up, up, {"up": 1}),       # no change
            pair("perturb", up, None, {"up": 1}),     # failed variant: not a valid pair
        ]
        report = robustness("EVT", pairs)
        assert report.prompt_pairs == 2 and report.perturb_pairs == 1 and report.invalid_pairs == 1
        assert report.prompt_change_rate == 0.5 and report.perturb_change_rate == 0.0
        assert report.prompt_score_delta == pytest.approx((0.0 - 0.84) / 2)
        assert report.perturb_score_delta == 0.0
        assert report.score_delta == pytest.approx(((0.0 - 0.84) / 2 + 0.0) / 2)

    def test_no_valid_pairs_is_unavailable_not_zero(self) -> None:
        report = robustness("EVT", [pair("prompt", {"direction": "up", "probability_up": 2}, {"direction": "up", "probability_up": 0.5}, {"up": 1})])
        assert report.prompt_change_rate is None and report.perturb_change_rate is None
        assert report.score_delta is None and report.invalid_pairs == 1
        only_prompt = robustness("CF", [pair("prompt", {"direction": "up"}, {"direction": "up"}, {"direction": "up"})])
        assert only_prompt.prompt_change_rate == 0.0 and only_prompt.score_delta is None

    def test_rank_distance_threshold(self) -> None:
        returns = {"realized_returns": {c: v for c, v in zip("ABCDEF", (0.6, 0.5, 0.4, 0.3, 0.2, 0.1), strict=True)}}
        base = {"ranking": list("ABCDEF")}
        swap = {"ranking": list("BACDEF")}  # rho = 1 - 6*2/210: distance 0.029
        reversed_ = {"ranking": list("FEDCBA")}
        report = robustness("RANK", [pair("prompt", base, swap, returns), pair("prompt", base, reversed_, returns)])
        assert report.prompt_change_rate == 0.5
        assert robustness("RANK", [pair("prompt", base, swap, returns)], {"RANK": 0.01}).prompt_change_rate == 1.0

    def test_numeric_change_is_judged_against_each_variants_own_reference(self) -> None:
        base = {"bear": 90.0, "base": 110.0, "bull": 120.0, "reversion_horizon": 30}
        label = {"cutoff_price": 100.0, "realized": {"30": 105.0}}
        scaled = {"bear": 99.0, "base": 121.0, "bull": 132.0, "reversion_horizon": 30}
        scaled_label = {"cutoff_price": 110.0, "realized": {"30": 115.5}}
        followed = robustness("VAL", [pair("perturb", base, scaled, label, scaled_label)])
        assert followed.perturb_change_rate == 0.0 and followed.perturb_score_delta == pytest.approx(0.0, abs=1e-12)
        ignored = robustness("VAL", [pair("perturb", base, base, label, scaled_label)])
        assert ignored.perturb_change_rate == 1.0

    def test_fund_and_calc_tolerances(self) -> None:
        fund = robustness("FUND", [pair("prompt", {"predicted_value": 100.0}, {"predicted_value": 101.0}, {"actual_value": 100.0}),
                                   pair("prompt", {"predicted_value": 100.0}, {"predicted_value": 110.0}, {"actual_value": 100.0})])
        assert fund.prompt_change_rate == 0.5
        label = {"final_answer": 50.0, "unit": "x"}
        recomputed = {"final_answer": 55.0, "unit": "x"}
        calc = robustness("CALC", [pair("perturb", {"final_answer": 50.0, "unit": "x"}, {"final_answer": 55.0, "unit": "x"}, label, recomputed)])
        assert calc.perturb_change_rate == 0.0 and calc.perturb_score_delta == 0.0

    def test_reports_per_market_scope(self) -> None:
        up, down = {"direction": "up"}, {"direction": "down"}
        pairs = [pair("prompt", up, down, {"direction": "up"}), pair("prompt", up, up, {"direction": "up"})]
        pairs[1] = pairs[1].model_copy(update={"market": "CN"})
        reports = robustness_by_market("CF", pairs)
        assert reports["US"].prompt_change_rate == 1.0 and reports["CN"].prompt_change_rate == 0.0

    def test_invalid_label_is_an_error_and_eps_is_refused(self) -> None:
        with pytest.raises(InputError, match="label"):
            robustness("EVT", [pair("prompt", None, None, {"up": 3})])
        with pytest.raises(InputError, match="defined for"):
            robustness("EPS", [])


def val_generated() -> Generated:
    history = (Close(session=date(2024, 2, 29), close=98.0, known_at=T), Close(session=date(2024, 3, 1), close=100.0, known_at=T))
    data = ValInput(symbol="AAA", cutoff_session=date(2024, 3, 1), cutoff_price=100.0, horizons=(30,), history=history)
    instance = TaskInstance(instance_id="val:1", task="VAL", market="US", forecast_time=T, resolution_time=None,
                            horizon="30", pin=5, question=render("VAL", data, T), input=data)
    label = ValLabel(cutoff_price=100.0, horizons=(30,), realized={30: 105.0})
    return Generated(instance=instance, resolution=Resolution(instance_id="val:1", market="US", label=label))


class TestVariants:
    def test_prompt_variants_reword_only(self) -> None:
        base = val_generated()
        variants = prompt_variants(base)
        assert len(variants) == 2
        for v in variants:
            assert v.instance.input == base.instance.input and v.instance.question != base.instance.question
            assert v.instance.variant_of == "val:1" and v.instance.variant and v.instance.variant.kind == "prompt"
            assert v.resolution and v.resolution.label == base.resolution.label  # type: ignore[union-attr]
            assert v.resolution.instance_id == v.instance.instance_id
        assert len({v.instance.instance_id for v in variants}) == 2

    def test_perturbation_rescales_inputs_and_labels_together(self) -> None:
        variant = perturb_variants(val_generated(), factors=(1.1,))[0]
        data, label = variant.instance.input, variant.resolution.label  # type: ignore[union-attr]
        assert isinstance(data, ValInput) and isinstance(label, ValLabel)
        assert data.cutoff_price == pytest.approx(110.0) and data.history[0].close == pytest.approx(107.8)
        assert label.cutoff_price == pytest.approx(110.0) and label.realized[30] == pytest.approx(115.5)
        assert "110" in variant.instance.question and variant.instance.variant.factor == 1.1  # type: ignore[union-attr]

    def test_calc_perturbation_recomputes_the_reference(self) -> None:
        chosen = TEMPLATES["gordon_growth"]
        params = {"fcf_next": 92.0, "wacc": 11.0, "growth": 2.0}
        data = CalcInput(topic="valuation", template="gordon_growth", question=chosen.question(params), parameters=params, answer_unit="CNY million")
        instance = TaskInstance(instance_id="calc:1", task="CALC", market="CN", forecast_time=None, resolution_time=None,
                                horizon="none", pin=None, question="q", input=data)
        base = Generated(instance=instance, resolution=Resolution(instance_id="calc:1", market="CN", label=chosen.solve(params)))
        variant = perturb_variants(base, factors=(2.0,))[0]
        assert variant.resolution.label.final_answer == pytest.approx(2 * 1022.2222, abs=1e-3)  # type: ignore[union-attr]
        assert variant.resolution.label.steps[0].value == pytest.approx(9.0)  # type: ignore[union-attr]
        assert "184" in variant.instance.input.question  # type: ignore[union-attr]

    def test_direction_tasks_keep_their_labels(self) -> None:
        closes = (Close(session=date(2024, 3, 1), close=10.0, known_at=T),)
        data = CfInput(symbol="AAA", benchmark=None, closes=closes, benchmark_closes=(), announcement="x", horizon_days=5)
        instance = TaskInstance(instance_id="cf:1", task="CF", market="US", forecast_time=T, resolution_time=None,
                                horizon="5d", pin=1, question="q", input=data)
        base = Generated(instance=instance, resolution=Resolution(instance_id="cf:1", market="US", label=CfLabel(direction="up")))
        variant = perturb_variants(base, factors=(0.5,))[0]
        assert variant.instance.input.closes[0].close == 5.0  # type: ignore[union-attr]
        assert variant.resolution.label == base.resolution.label  # type: ignore[union-attr]

    def test_non_positive_factor_is_refused(self) -> None:
        with pytest.raises(InputError, match="positive"):
            perturb_variants(val_generated(), factors=(0.0,))


def test_with_variants_follows_each_instance_with_its_variants_and_refuses_unknown_kinds() -> None:
    from datetime import UTC, datetime

    from engine.errors import InputError
    from tasks.builders import calc
    from tasks.builders.request import GenerationRequest
    from tasks.variants import perturb_variants, with_variants

    built = calc.build(None, GenerationRequest(task="CALC", count=2, start=datetime(2024, 1, 1, tzinfo=UTC)), 0)  # type: ignore[arg-type]
    bases = [g.instance for g in built]
    found = with_variants(bases, ("numeric",))
    per = len(perturb_variants(built[0]))
    assert [i.instance_id for i in found[:: per + 1]] == [b.instance_id for b in bases]
    assert all(i.variant_of == bases[0].instance_id for i in found[1:per + 1])
    assert with_variants(bases, ()) == tuple(bases)
    with pytest.raises(InputError, match="unknown variant kind"):
        with_variants(bases, ("wording",))

"""The worked examples of FinForesight (Appendix A) and EPSBench (Appendix I) reproduce exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scipy.stats import spearmanr

from tasks import scoring
from tasks.aggregation import MarketScore, pool_scores
from tasks.calc_templates import TEMPLATES
from tasks.eps_calculator import calculate, load_schema
from tasks.io import parse_labels, parse_predictions
from tasks.registry import task_spec
from tasks.scoring import TaskResult

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "tasks"


def run(task: str, rows: list[tuple[dict[str, Any], dict[str, Any]]], market: str = "CN") -> TaskResult:
    """Score (output, label) rows, one instance each."""
    spec = task_spec(task)
    predictions = parse_predictions(
        [(i + 1, {"instance_id": f"i{i}", "market": market, "output": out}) for i, (out, _) in enumerate(rows)]
    )
    labels = parse_labels(spec, [(i + 1, {"instance_id": f"i{i}", "market": market, "label": lab}) for i, (_, lab) in enumerate(rows)])
    return scoring.score(spec, predictions, labels)


def test_evt_brier_example_scores_0_64() -> None:
    # A.3: probability_up = 0.7, y = 1 -> Brier 0.09 -> 1 - 0.09 / 0.25 = 0.64.
    result = run("EVT", [({"direction": "up", "probability_up": 0.7}, {"up": 1})])
    assert result.score == pytest.approx(0.64, abs=1e-12)
    assert result.aux["brier"] == pytest.approx(0.09)


def test_evt_constant_half_scores_zero() -> None:
    result = run("EVT", [({"direction": "up", "probability_up": 0.5}, {"up": y}) for y in (0, 1, 1)])
    assert result.score == 0.0


def test_fund_vanke_revenue_example_is_about_0_9345() -> None:
    # A.4: predicted CNY 67,328,654,484.06 against the reported 72,044,353,513.39.
    result = run("FUND", [({"predicted_value": 67_328_654_484.06}, {"actual_value": 72_044_353_513.39})])
    assert result.score == pytest.approx(0.9345, abs=5e-5)
    assert round(result.score, 4) == 0.9345


def test_pooled_market_scores_give_0_725() -> None:
    # A.7: 0.80, 0.70 and 0.60 on 100, 50 and 50 instances.
    markets = {"CN": MarketScore(n=100, score=0.80), "US": MarketScore(n=50, score=0.70), "HK": MarketScore(n=50, score=0.60)}
    assert pool_scores(markets) == pytest.approx(0.725)


def test_pooled_score_through_the_scorer_weights_markets_by_count() -> None:
    spec = task_spec("CF")
    rows = [("CN", "up", "up")] * 4 + [("US", "up", "down")] * 2 + [("US", "up", "up")] * 2
    predictions = parse_predictions([(i, {"instance_id": f"i{i}", "market": m, "output": {"direction": p}}) for i, (m, p, _) in enumerate(rows)])
    labels = parse_labels(spec, [(i, {"instance_id": f"i{i}", "market": m, "label": {"direction": d}}) for i, (m, _, d) in enumerate(rows)])
    result = scoring.score(spec, predictions, labels)
    assert result.by_market["CN"].score == 1.0 and result.by_market["US"].score == 0.5
    assert result.score == pytest.approx((4 * 1.0 + 4 * 0.5) / 8)


def test_gordon_growth_calc_example() -> None:
    # A.6: FCF next year CNY 92 million, WACC 11%, growth 2% -> CNY 1,022.22 million, formula gordon_growth.
    reference = TEMPLATES["gordon_growth"].solve({"fcf_next": 92.0, "wacc": 11.0, "growth": 2.0})
    assert reference.final_answer == pytest.approx(1022.2222, abs=1e-4)
    label = reference.model_dump()
    final_only = {"final_answer": 1022.22, "unit": "CNY million", "formula": "gordon_growth"}
    complete = {**final_only, "steps": [{"step": 1, "value": 9.0, "unit": "%"}]}
    partial = run("CALC", [(final_only, label)])
    full = run("CALC", [(complete, label)])
    # The final answer matches as one step; the full Exact Match also needs the intermediate step.
    assert partial.score == 0.5 and partial.aux["final_answer_accuracy"] == 1.0
    assert full.score == 1.0 and full.aux["formula_accuracy"] == 1.0


def test_multi_step_calc_example_matches_within_tolerance() -> None:
    # A.6 multi-step example: Claude Sonnet 4.5's steps against the reference steps (units as printed).
    label = {
        "steps": [
            {"step": 1, "value": 9.396, "unit": "%"}, {"step": 2, "value": 7.32336, "unit": "%"},
            {"step": 3, "value": 634.26, "unit": "CNY million"}, {"step": 4, "value": 11.2262103, "unit": "CNY billion"},
        ],
        "final_answer": 33.02, "unit": "CNY per share",
    }
    output = {
        "steps": [
            {"step": 1, "value": 9.396, "unit": "%"}, {"step": 2, "value": 7.32336, "unit": "%"},
            {"step": 3, "value": 634.26, "unit": "CNY million"}, {"step": 4, "value": 11.229, "unit": "CNY billion"},
        ],
        "final_answer": 33.03, "unit": "CNY per share",
    }
    assert run("CALC", [(output, label)]).score == 1.0
    wrong_unit = {**output, "steps": [*output["steps"][:3], {"step": 4, "value": 11.229, "unit": "CNY million"}]}
    assert run("CALC", [(wrong_unit, label)]).score == pytest.approx(0.8)


def test_dcf_template_reproduces_the_paper_reference_steps() -> None:
    params = {"risk_free": 2.4, "beta": 1.06, "market_return": 9.0, "equity_weight": 0.66, "debt_weight": 0.34,
              "debt_cost": 4.4, "tax_rate": 25.0, "fcf_current": 620.0, "growth": 2.3, "net_debt": 1400.0, "shares": 340.0}
    solved = TEMPLATES["dcf_equity_per_share"].solve(params)
    values = [step.value for step in solved.steps]
    assert values == pytest.approx([9.396, 7.32336, 634.26, 11226.2103], rel=1e-6)
    assert round(solved.final_answer, 2) == 33.02


def test_rank_example_top_k_hit_is_two_of_four() -> None:
    # A.2: 12 stocks, K = 4; predicted top four 000651, 000333, 002714, 000568; realised top four
    # 002304, 000333, 601888, 000651. The other eight codes are filled in for the example.
    realised_top = ["002304", "000333", "601888", "000651"]
    others = ["000568", "002714", "600519", "600809", "000799", "603369", "000596", "600702"]
    returns = {code: 0.10 - 0.01 * i for i, code in enumerate(realised_top + others)}
    ranking = ["000651", "000333", "002714", "000568", *[c for c in others if c not in ("002714", "000568")], "601888", "002304"]
    result = run("RANK", [({"ranking": ranking}, {"realized_returns": returns})])
    assert result.aux["top_k_hit"] == 0.5
    rho = spearmanr([ranking.index(c) for c in returns], list(range(12))).statistic
    assert result.aux["spearman"] == pytest.approx(rho)
    assert result.score == pytest.approx(((rho + 1) / 2 + 0.5) / 2)


def test_microsoft_schema_reproduces_year_ago_eps() -> None:
    # EPSBench Appendix I: the MSFT 2026Q3 schema, transcribed into examples/tasks/MSFT_2026Q3.json.
    compiled, validation = load_schema(EXAMPLES / "MSFT_2026Q3.json")
    baseline = calculate(compiled)
    assert round(baseline.eps, 2) == validation["baseline_fq_eps"] == 3.46
    assert baseline.lines["total_revenue"] == 70066.0
    assert baseline.lines["operating_income"] == 32000.0
    assert baseline.lines["pretax_income"] == 31377.0
    assert list(baseline.lines)[-1] == "eps"

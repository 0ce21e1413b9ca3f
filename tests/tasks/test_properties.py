"""Property tests: scores stay in range, ignore input order, and a perfect forecast scores the best."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tasks import scoring
from tasks.io import parse_labels, parse_predictions
from tasks.registry import task_spec
from tasks.scoring import TaskResult

MARKETS = st.sampled_from(["US", "CN", "HK"])
finite = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False)
positive = st.floats(min_value=0.01, max_value=1e4, allow_nan=False, allow_infinity=False)
Row = tuple[dict[str, Any], dict[str, Any]]


@st.composite
def evt_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    y = draw(st.sampled_from([0, 1]))
    p = float(y) if perfect else draw(st.floats(0, 1))
    return {"direction": draw(st.sampled_from(["up", "down"])), "probability_up": p}, {"up": y}


@st.composite
def fund_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    y = draw(finite.filter(lambda v: abs(v) > 1e-3))
    return {"predicted_value": y if perfect else draw(finite)}, {"actual_value": y}


@st.composite
def rank_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    n = draw(st.integers(3, 9))
    returns = draw(st.lists(st.floats(-0.5, 0.5), min_size=n, max_size=n, unique=True))
    codes = [f"C{i}" for i in range(n)]
    label = dict(zip(codes, returns, strict=True))
    ranking = sorted(codes, key=lambda c: -label[c]) if perfect else draw(st.permutations(codes))
    return {"ranking": list(ranking)}, {"realized_returns": label}


@st.composite
def val_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    cutoff = draw(positive)
    if perfect:
        price = draw(positive)
        out = {"bear": price * 0.9, "base": price, "bull": price * 1.1, "reversion_horizon": 30}
        return out, {"cutoff_price": cutoff, "horizons": [30], "realized": {"30": price}}
    settled = draw(st.integers(1, 4))
    horizons = [30, 90, 180, 365]
    realized = {str(h): draw(positive) for h in horizons[:settled]}
    low, mid, high = sorted(draw(st.lists(positive, min_size=3, max_size=3)))
    out = {"bear": low, "base": mid, "bull": high, "reversion_horizon": draw(st.sampled_from(horizons))}
    return out, {"cutoff_price": cutoff, "horizons": horizons, "realized": realized}


@st.composite
def cf_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    d = draw(st.sampled_from(["up", "down"]))
    return {"direction": d if perfect else draw(st.sampled_from(["up", "down"]))}, {"direction": d, "trend_conflict": draw(st.booleans())}


@st.composite
def calc_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    steps = [{"step": i + 1, "value": draw(finite), "unit": draw(st.sampled_from(["%", "CNY million"]))} for i in range(draw(st.integers(0, 4)))]
    final = draw(finite)
    label = {"steps": steps, "final_answer": final, "unit": "CNY"}
    if perfect:
        return dict(label), label
    guessed = [{**s, "value": draw(finite)} for s in steps if draw(st.booleans())]
    return {"steps": guessed, "final_answer": draw(finite), "unit": "CNY"}, label


@st.composite
def eps_row(draw: st.DrawFn, perfect: bool = False) -> Row:
    y = draw(st.floats(-20, 20))
    eps = y if perfect else draw(st.floats(-20, 20))
    low, high = sorted([draw(st.floats(-25, 25)), draw(st.floats(-25, 25))])
    return {"eps": eps, "p10": low, "p90": high}, {"actual_eps": y, "price": draw(positive)}


ROWS = {"EVT": evt_row, "FUND": fund_row, "RANK": rank_row, "VAL": val_row, "CF": cf_row, "CALC": calc_row, "EPS": eps_row}
BEST = {"EVT": 1.0, "FUND": 1.0, "RANK": 1.0, "VAL": 1.0, "CF": 1.0, "CALC": 1.0, "EPS": 0.0}


def run(task: str, rows: list[Row], markets: list[str], order: list[int]) -> TaskResult:
    spec = task_spec(task)
    preds = [(i, {"instance_id": f"i{i}", "market": markets[i], "output": rows[i][0]}) for i in order]
    labels = [(i, {"instance_id": f"i{i}", "market": markets[i], "label": rows[i][1]}) for i in order]
    return scoring.score(spec, parse_predictions(preds), parse_labels(spec, labels))


def in_range(task: str, value: float | None) -> bool:
    low, high = task_spec(task).score_range
    return value is None or (low - 1e-9 <= value and (high is None or value <= high + 1e-9))


@pytest.mark.parametrize("task", sorted(ROWS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_scores_in_range_and_independent_of_order(task: str, data: st.DataObject) -> None:
    rows = data.draw(st.lists(ROWS[task](), min_size=1, max_size=8))
    markets = data.draw(st.lists(MARKETS, min_size=len(rows), max_size=len(rows)))
    shuffled = data.draw(st.permutations(list(range(len(rows)))))
    first = run(task, rows, markets, list(range(len(rows))))
    second = run(task, rows, markets, list(shuffled))
    assert in_range(task, first.score)
    assert all(in_range(task, m.score) for m in first.by_market.values())
    assert first.n == second.n == len(rows) and first.format_failures == 0
    if first.score is None:
        assert second.score is None
    else:
        assert second.score == pytest.approx(first.score, rel=1e-9, abs=1e-12)
    for market, entry in first.by_market.items():
        other = second.by_market[market]
        assert other.n == entry.n
        assert (other.score is None and entry.score is None) or other.score == pytest.approx(entry.score, rel=1e-9, abs=1e-12)


@pytest.mark.parametrize("task", sorted(ROWS))
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_perfect_forecast_scores_the_best(task: str, data: st.DataObject) -> None:
    rows = data.draw(st.lists(ROWS[task](perfect=True), min_size=1, max_size=6))
    markets = data.draw(st.lists(MARKETS, min_size=len(rows), max_size=len(rows)))
    result = run(task, rows, markets, list(range(len(rows))))
    assert result.score == pytest.approx(BEST[task], abs=1e-12)
    spec = task_spec(task)
    for output, label in rows:
        parsed = spec.output_model.model_validate(output), spec.label_model.model_validate(label)
        assert spec.instance_score(*parsed) == pytest.approx(BEST[task], abs=1e-12)

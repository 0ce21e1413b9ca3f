"""CALC problem templates with reference solutions computed from their parameters.

Each template samples parameters, states the question, and solves it step by step (the reference
steps, final answer, unit and formula name). Money parameters are listed so a numerical
perturbation can rescale them and recompute the reference (FinForesight B.1).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.errors import InputError
from tasks.calc import CalcLabel, CalcStep

CURRENCY = "CNY"


@dataclass(frozen=True)
class CalcTemplate:
    """A parameterised calculation problem."""

    name: str
    topic: str
    formula: str
    answer_unit: str
    money: tuple[str, ...]
    sample: Callable[[random.Random], dict[str, float]]
    question: Callable[[Mapping[str, float]], str]
    solve: Callable[[Mapping[str, float]], CalcLabel]


def _gordon_sample(rng: random.Random) -> dict[str, float]:
    wacc = round(rng.uniform(7, 13), 1)
    return {"fcf_next": float(rng.randrange(20, 500)), "wacc": wacc, "growth": round(rng.uniform(0.5, wacc - 3), 1)}


def _gordon_question(p: Mapping[str, float]) -> str:
    return (
        f"Given next-year free cash flow of {CURRENCY} {p['fcf_next']:g} million, WACC of {p['wacc']:g}%, and "
        f"perpetual growth of {p['growth']:g}%, calculate terminal enterprise value using the Gordon Growth Model."
    )


def _gordon_solve(p: Mapping[str, float]) -> CalcLabel:
    spread = p["wacc"] - p["growth"]
    return CalcLabel(
        steps=(CalcStep(step=1, value=spread, unit="%"),),
        final_answer=p["fcf_next"] / (spread / 100),
        unit=f"{CURRENCY} million",
        formula="gordon_growth",
    )


def _dcf_sample(rng: random.Random) -> dict[str, float]:
    equity = round(rng.uniform(0.5, 0.8), 2)
    return {
        "risk_free": round(rng.uniform(1.5, 4.0), 1), "beta": round(rng.uniform(0.7, 1.5), 2),
        "market_return": round(rng.uniform(7.5, 10.0), 1), "equity_weight": equity,
        "debt_weight": round(1 - equity, 2), "debt_cost": round(rng.uniform(3.0, 6.0), 1),
        "tax_rate": float(rng.choice((15, 20, 25))), "fcf_current": float(rng.randrange(200, 2000)),
        "growth": round(rng.uniform(1.0, 3.0), 1), "net_debt": float(rng.randrange(100, 3000)),
        "shares": float(rng.randrange(100, 1000)),
    }


def _dcf_question(p: Mapping[str, float]) -> str:
    return (
        f"A company has a {p['risk_free']:g}% risk-free rate, beta of {p['beta']:g}, and {p['market_return']:g}% "
        f"expected market return. Its capital structure has {p['equity_weight'] * 100:g}% equity and "
        f"{p['debt_weight'] * 100:g}% debt, with a {p['debt_cost']:g}% pretax debt cost and a {p['tax_rate']:g}% tax "
        f"rate. Given current free cash flow of {CURRENCY} {p['fcf_current']:g} million, perpetual growth of "
        f"{p['growth']:g}%, net debt of {CURRENCY} {p['net_debt']:g} million, and {p['shares']:g} million shares, "
        "compute equity value per share."
    )


def _dcf_solve(p: Mapping[str, float]) -> CalcLabel:
    cost_of_equity = p["risk_free"] + p["beta"] * (p["market_return"] - p["risk_free"])
    wacc = p["equity_weight"] * cost_of_equity + p["debt_weight"] * p["debt_cost"] * (1 - p["tax_rate"] / 100)
    fcf_next = p["fcf_current"] * (1 + p["growth"] / 100)
    equity = fcf_next / ((wacc - p["growth"]) / 100) - p["net_debt"]
    return CalcLabel(
        steps=(
            CalcStep(step=1, value=cost_of_equity, unit="%"),
            CalcStep(step=2, value=wacc, unit="%"),
            CalcStep(step=3, value=fcf_next, unit=f"{CURRENCY} million"),
            CalcStep(step=4, value=equity, unit=f"{CURRENCY} million"),
        ),
        final_answer=equity / p["shares"],
        unit=f"{CURRENCY} per share",
        formula="dcf_equity_per_share",
    )


TEMPLATES: dict[str, CalcTemplate] = {
    t.name: t
    for t in (
        CalcTemplate("gordon_growth", "valuation", "gordon_growth", f"{CURRENCY} million", ("fcf_next",),
                     _gordon_sample, _gordon_question, _gordon_solve),
        CalcTemplate("dcf_equity_per_share", "valuation", "dcf_equity_per_share", f"{CURRENCY} per share",
                     ("fcf_current", "net_debt"), _dcf_sample, _dcf_question, _dcf_solve),
    )
}


def template(name: str) -> CalcTemplate:
    """The template called `name`."""
    found = TEMPLATES.get(name)
    if found is None:
        raise InputError(f"unknown CALC template {name!r} (known: {sorted(TEMPLATES)})", field="template")
    return found

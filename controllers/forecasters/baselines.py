"""The baseline forecasters: honest, tool-light references for every task (`BASELINES`)."""

from __future__ import annotations

import math
from datetime import date
from typing import Any

from controllers.forecasters.protocol import Forecaster, Tools
from engine.errors import InputError
from tasks.calc import CalcInput
from tasks.calc_templates import template
from tasks.cf import CfInput
from tasks.eps import EpsInput
from tasks.eps_calculator import calculate, compile_schema
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.rank import RankInput
from tasks.val import ValInput


class CutoffPrice:
    """VAL: every target at the cutoff price, reverting in the shortest window."""

    name = "cutoff_price"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = ValInput.model_validate(instance_input["input"])
        price = data.cutoff_price
        return {"bear": price, "base": price, "bull": price, "reversion_horizon": min(data.horizons)}


class VolatilityBand:
    """VAL: base at the cutoff price, bear/bull one trailing daily volatility scaled to the shortest window.

    An honest reference with a non-degenerate range (the cutoff-price baseline's zero-width range
    almost never contains the realised price), reverting in the shortest window.
    """

    name = "volatility_band"
    width = 1.0
    """Band half-width in standard deviations of the log return over the shortest window."""

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = ValInput.model_validate(instance_input["input"])
        closes = [c.close for c in data.history]
        returns = [math.log(b / a) for a, b in zip(closes[:-1], closes[1:], strict=True)]
        mean = math.fsum(returns) / len(returns) if returns else 0.0
        daily = math.sqrt(math.fsum((r - mean) ** 2 for r in returns) / (len(returns) - 1)) if len(returns) > 1 else 0.0
        horizon = min(data.horizons)
        spread = self.width * daily * math.sqrt(horizon * 252 / 365)  # calendar days to trading sessions
        price = data.cutoff_price
        return {"bear": price * math.exp(-spread), "base": price, "bull": price * math.exp(spread),
                "reversion_horizon": horizon}


class _RankBySignal:
    """RANK: order the cohort by a trailing return known at t."""

    name = ""
    descending = True

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = RankInput.model_validate(instance_input["input"])

        def signal(code: str) -> float:
            technical = data.signals.get(code, {}).get("technical") or {}
            value = technical.get("return_20d")
            return float(value) if isinstance(value, (int, float)) else 0.0

        order = sorted(data.cohort, key=lambda code: (-signal(code) if self.descending else signal(code), code))
        return {"ranking": order}


class Momentum(_RankBySignal):
    """RANK: past winners first (20-session return, highest first)."""

    name = "momentum"
    descending = True


class Reversal(_RankBySignal):
    """RANK: past losers first (20-session return, lowest first)."""

    name = "reversal"
    descending = False


class BaseRate:
    """EVT: the share of up sessions in the closes known at t."""

    name = "base_rate"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = EvtInput.model_validate(instance_input["input"])
        closes = [c.close for c in data.history]
        moves = [b > a for a, b in zip(closes[:-1], closes[1:], strict=True)]
        rate = sum(moves) / len(moves) if moves else 0.5
        return {"direction": "up" if rate >= 0.5 else "down", "probability_up": rate}


def _fund_input(instance_input: dict[str, Any]) -> FundInput:
    """A FUND instance's public input; a series with no value known at t cannot be forecast."""
    data = FundInput.model_validate(instance_input["input"])
    if not data.history:
        raise InputError("no history known at t", field="input.history")
    return data


class LastValue:
    """FUND: the latest value known at t."""

    name = "last_value"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = _fund_input(instance_input)
        return {"predicted_value": data.history[-1].value}


class SeasonalNaive:
    """FUND: the value of the same period a year before the target (else the latest value)."""

    name = "seasonal_naive"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = _fund_input(instance_input)
        target = data.target_period_end
        dated = [p for p in data.history if p.period_end is not None]
        if target is None or not dated:
            return {"predicted_value": data.history[-1].value}
        year_ago = date(target.year - 1, target.month, min(target.day, 28))
        closest = min(dated, key=lambda p: (abs((p.period_end - year_ago).days), -p.known_at.timestamp()))  # type: ignore[operator]
        return {"predicted_value": closest.value}


def _band(eps: float) -> dict[str, Any]:
    spread = max(abs(eps) * 0.1, 0.01)
    return {"eps": eps, "p10": eps - spread, "p90": eps + spread}


class YearAgoEps:
    """EPS: the year-ago quarter's EPS (the schema's baseline evaluated with no drivers), +/-10%."""

    name = "year_ago_eps"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = EpsInput.model_validate(instance_input["input"])
        return _band(calculate(compile_schema(data.accounting_schema)).eps)


class LastQuarterEps:
    """EPS: the latest diluted EPS filed by t (through the `filings` tool), +/-10%."""

    name = "last_quarter_eps"
    item = "EarningsPerShareDiluted"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = EpsInput.model_validate(instance_input["input"])
        found = tools.filings(data.ticker, self.item).records
        if not found:
            raise InputError(f"no {self.item} filed for {data.ticker} by t", field="filings")
        latest = max(found, key=lambda v: (v.payload.get("period_end") or "", v.known_at))
        value = float(latest.payload["value"])
        if not math.isfinite(value):
            raise InputError("filed EPS is not finite", field="filings")
        return _band(value)


class TrendFollow:
    """CF: the direction of the supplied price trend (first to last close given), ignoring the announcement.

    The naive answer CF exists to catch: it matches the injected logic only where the logic happens to
    agree with the trend, so its trend-conflict adherence is 0 by construction.
    """

    name = "trend_follow"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = CfInput.model_validate(instance_input["input"])
        rising = data.closes[-1].close >= data.closes[0].close
        return {"direction": "up" if rising else "down", "reasoning": "follows the supplied price trend"}


class TemplateCalculator:
    """CALC: the template's stated formula applied to the stated parameters, every step reported.

    A calculator, not a forecaster: the answer careful arithmetic on the public input gets. Its score
    (1.0 unless a unit or tolerance rule is wrong) checks the CALC pipeline end to end, perturbed
    variants included, and is the ceiling a model's CALC score is read against.
    """

    name = "template_calculator"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        data = CalcInput.model_validate(instance_input["input"])
        return template(data.template).solve(data.parameters).model_dump(mode="json")


class Naive:
    """Every task at once: the simplest honest baseline of each (`PARTS`), so one system has an Overall.

    FinForesight's Overall and capability columns compare one system across tasks; the single-task
    baselines cannot fill such a row.
    """

    name = "naive"

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        task = instance_input["task"]
        if task not in NAIVE_PARTS:
            raise InputError(f"naive has no answer for {task} (it answers {sorted(NAIVE_PARTS)})", field="task")
        return NAIVE_PARTS[task].forecast(instance_input, tools)


NAIVE_PARTS: dict[str, Forecaster] = {
    "VAL": CutoffPrice(), "RANK": Momentum(), "EVT": BaseRate(), "FUND": LastValue(), "CF": TrendFollow(),
    "CALC": TemplateCalculator(),
}
"""Task -> the baseline `naive` answers it with."""

BASELINES: dict[str, tuple[tuple[str, ...], Forecaster]] = {
    f.name: (tasks, f)
    for tasks, f in (
        (("VAL",), CutoffPrice()), (("VAL",), VolatilityBand()), (("RANK",), Momentum()), (("RANK",), Reversal()),
        (("EVT",), BaseRate()), (("FUND",), LastValue()), (("FUND",), SeasonalNaive()), (("CF",), TrendFollow()),
        (("CALC",), TemplateCalculator()), (("EPS",), YearAgoEps()), (("EPS",), LastQuarterEps()),
        (tuple(NAIVE_PARTS), Naive()),
    )
}
"""Baseline name -> (tasks it answers, forecaster)."""

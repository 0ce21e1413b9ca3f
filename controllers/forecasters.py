"""The forecaster protocol and the baseline forecasters.

Bringing your own system: write a class with a `name` and a method

    forecast(instance_input: dict, tools: Tools) -> dict

`instance_input` is the public instance as JSON (`instance_id`, `task`, `market`, `forecast_time`,
`horizon`, `question`, `input`; never its outcome). `tools` is the only way to reach evidence: its
methods (`search`, `fetch`, `prices`, `filings`, `macro`, `events`) go through the gateway bound to
this instance's forecast time and policy, and every call is audited and referenced from the locked
prediction. Return the task's output as a JSON object (e.g. VAL: bear, base, bull,
reversion_horizon). Raising, or returning something that is not a valid output, is recorded as a
locked failure of that job; the run goes on. Point `--forecaster package.module:attribute` at your
object (or a zero-argument factory) and the runner needs no change: LLM agents, MCP clients and
other harnesses plug in the same way.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any, Protocol, runtime_checkable

from engine.errors import InputError
from pit_store.memo import Memo
from retrieval.gateway import Gateway
from tasks.eps_calculator import calculate, compile_schema
from tasks.eps import EpsInput
from tasks.evt import EvtInput
from tasks.fund import FundInput
from tasks.rank import RankInput
from tasks.val import ValInput


class Tools:
    """The gateway's tools for one forecast, remembering the audit id of every call (the transcript).

    `memo` is the store's request-hash cache when the runner provides it: an LLM forecaster keeps
    its responses there (so a replay makes no calls) and its full transcript, whose reference it
    appends to `transcript`. `repeat` is the job's repeat index, part of such a cache's key so that
    repeats are separate samples while a replay of the same job finds its answers.
    """

    def __init__(self, gateway: Callable[[], Gateway], memo: Memo | None = None, repeat: int = 0) -> None:
        self._make = gateway
        self._gateway: Gateway | None = None
        self.memo = memo
        self.repeat = repeat
        self.transcript: list[str] = []

    def _gw(self) -> Gateway:
        # Built on first use: most baselines never call a tool, and a pit_llm gateway loads classifiers.
        if self._gateway is None:
            self._gateway = self._make()
        return self._gateway

    @property
    def gateway(self) -> Gateway:
        """The gateway behind these tools (built on first use): its forecast context and its audit."""
        return self._gw()

    def _noted(self, response: Any) -> Any:
        self.transcript.append(response.request_id)
        return response

    def search(self, query: str, k: int = 10) -> Any:
        """Search documents visible at t under the policy."""
        return self._noted(self._gw().search(query, k))

    def fetch(self, doc_id: str) -> Any:
        """Fetch a document's full text as visible at t."""
        return self._noted(self._gw().fetch(doc_id))

    def prices(self, symbols: Sequence[str], start: datetime, end: datetime, interval: str = "1d") -> Any:
        """Bars known at t (the window is clamped to t)."""
        return self._noted(self._gw().prices(symbols, start, end, interval))

    def filings(self, company: str, item: str | None = None) -> Any:
        """Filing line items known at t."""
        return self._noted(self._gw().filings(company, item))

    def macro(self, series: str, period: date | None = None) -> Any:
        """Macro prints (vintages) known at t."""
        return self._noted(self._gw().macro(series, period))

    def events(self, company: str) -> Any:
        """Corporate events known at t."""
        return self._noted(self._gw().events(company))


@runtime_checkable
class Forecaster(Protocol):
    """What the runner calls: a named system answering one public instance with its tools.

    A forecaster whose answers depend on settings outside its name (a prompt template, budgets, a
    time limit) also has `pins() -> dict[str, str]`; the run plan pins what it returns.
    """

    name: str

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """The task output for `instance_input` as a JSON object."""
        ...


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


BASELINES: dict[str, tuple[str, Forecaster]] = {
    f.name: (task, f)
    for task, f in (
        ("VAL", CutoffPrice()), ("VAL", VolatilityBand()), ("RANK", Momentum()), ("RANK", Reversal()), ("EVT", BaseRate()),
        ("FUND", LastValue()), ("FUND", SeasonalNaive()), ("EPS", YearAgoEps()), ("EPS", LastQuarterEps()),
    )
}
"""Baseline name -> (task it answers, forecaster)."""


def load_forecaster(name: str, task: str | None = None) -> Forecaster:
    """A baseline by name, `agent` / `agent:MODEL` (the LLM agent on the `ASOF_LLM_*` endpoint),
    `cmd:COMMAND` (an external harness with the job's MCP server attached, `controllers.harness`), or
    `module:attribute` (an object with `forecast`, or a factory of one)."""
    if name == "agent" or name.startswith("agent:"):
        from controllers.agent import agent_from_env  # imported here: the agent module imports this one

        return agent_from_env(name.partition(":")[2] or None)
    if name.startswith("cmd:"):
        from controllers.harness import ExternalCommand  # imported here: the harness module imports this one

        return ExternalCommand.from_spec(name)
    if name in BASELINES:
        answers, forecaster = BASELINES[name]
        if task is not None and answers != task:
            raise InputError(f"baseline {name!r} answers {answers}, not {task}", field="forecaster")
        return forecaster
    if ":" not in name:
        known = sorted(BASELINES)
        raise InputError(f"unknown forecaster {name!r} (baselines: {known}, or module:attribute)", field="forecaster")
    module_name, _, attribute = name.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise InputError(f"cannot load forecaster {name!r}: {exc}", field="forecaster") from None
    if isinstance(found, type) or (not hasattr(found, "forecast") and callable(found)):
        found = found()
    if not isinstance(found, Forecaster):
        raise InputError(f"{name!r} has no forecast(instance_input, tools) method", field="forecaster")
    return found

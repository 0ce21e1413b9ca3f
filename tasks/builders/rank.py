"""RANK instances: a peer cohort ranked by excess return over a benchmark across a window.

Forecast times are the instants the benchmark's closes became known in the period. Technical
signals (T) come from closes known at t, fundamental signals (F) from the latest filing line items
known at t; hybrid (H) gives both. The label is each code's return over [t, t + window] minus the
benchmark's: from the close the forecaster saw at t to the close in force at t + window as known at
the resolution instant. It exists only when every code (and the benchmark) has settled.
"""

from __future__ import annotations

import math
import statistics
from datetime import datetime, timedelta
from typing import Any

from engine.errors import InputError
from pit_store.as_of import Cutoff, cutoff, filings_as_of
from pit_store.store import PitStore
from tasks.base import Close
from tasks.builders.request import GenerationRequest, horizon_int, instance_id
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import closes_of, forecast_times, market_of, realized_closes
from tasks.questions import render
from tasks.rank import RankInput, RankLabel, Variant

LOOKBACK = timedelta(days=100)


def technical(closes: tuple[Close, ...]) -> dict[str, Any]:
    """Trailing returns and volatility from closes known at t (None where history is too short)."""
    values = [c.close for c in closes]

    def trailing(n: int) -> float | None:
        return values[-1] / values[-1 - n] - 1 if len(values) > n else None

    logs = [math.log(b / a) for a, b in zip(values[:-1], values[1:], strict=True)][-20:]
    return {
        "last_close": values[-1],
        "last_session": closes[-1].session.isoformat(),
        "known_at": closes[-1].known_at,
        "return_20d": trailing(20),
        "return_60d": trailing(60),
        "volatility_20d": statistics.stdev(logs) if len(logs) >= 2 else None,
    }


def fundamental(store: PitStore, company: str, at: Cutoff) -> dict[str, Any]:
    """The latest value of each filing line item known at t (latest period first)."""
    latest: dict[str, Any] = {}
    for version in filings_as_of(store, company, at):
        payload = version.payload
        entry = {
            "value": payload["value"], "unit": payload["unit"], "period_end": payload["period_end"],
            "fiscal_period": payload["fiscal_period"], "known_at": version.known_at,
        }
        previous = latest.get(payload["item"])
        if previous is None or (entry["period_end"] or "") >= (previous["period_end"] or ""):
            latest[payload["item"]] = entry
    return latest


def input_as_of(
    store: PitStore, cohort: tuple[str, ...], benchmark: str, variant: Variant, window: int, t: datetime, pin: int
) -> RankInput | None:
    """The public RANK input at t (None when a code or the benchmark has no close known at t)."""
    at = cutoff(store, t, pin=pin)
    closes = closes_of(store, (*cohort, benchmark), at, LOOKBACK)
    if any(not series for series in closes.values()):
        return None
    signals: dict[str, dict[str, Any]] = {}
    for code in cohort:
        entry: dict[str, Any] = {}
        if variant in ("T", "H"):
            entry["technical"] = technical(closes[code])
        if variant in ("F", "H"):
            entry["fundamental"] = fundamental(store, code, at)
        signals[code] = entry
    return RankInput(variant=variant, cohort=cohort, benchmark=benchmark, window_days=window, signals=signals)


def label_after(store: PitStore, data: RankInput, t: datetime, resolve_at: datetime, pin: int) -> RankLabel | None:
    """Excess returns over the window, or None until every code and the benchmark have settled."""
    seen, resolved = cutoff(store, t, pin=pin), cutoff(store, resolve_at, pin=pin)
    target = t + timedelta(days=data.window_days)
    codes = (*data.cohort, data.benchmark)
    starts = closes_of(store, codes, seen, LOOKBACK)
    ends = realized_closes(store, codes, [target], resolved)
    returns: dict[str, float] = {}
    for code in codes:
        start, end = starts[code], ends[code, target]
        if not start or end is None:
            return None
        returns[code] = end / start[-1].close - 1
    benchmark = returns.pop(data.benchmark)
    return RankLabel(realized_returns={code: value - benchmark for code, value in returns.items()})


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """One instance per forecast time of the benchmark."""
    start, end = request.period()
    cohort = tuple(request.need_symbols())
    if len(set(cohort)) != len(cohort) or len(cohort) < 3:
        raise InputError("RANK needs at least 3 distinct symbols", field="symbols")
    benchmark = request.benchmark
    if benchmark is None or benchmark in cohort:
        raise InputError("RANK needs a --benchmark outside the cohort", field="benchmark")
    window = horizon_int(request, 30, name="days")
    markets = {market_of(code) for code in cohort}
    market = markets.pop() if len(markets) == 1 else "MIXED"
    built: list[Generated] = []
    for t in forecast_times(store, benchmark, start, end, pin, request.every):
        data = input_as_of(store, cohort, benchmark, request.variant, window, t, pin)
        if data is None:
            continue  # a code without a close at t cannot be ranked from public data
        ident = instance_id("RANK", request.variant, benchmark, ",".join(cohort), t, window)
        instance = TaskInstance(
            instance_id=ident, task="RANK", market=market, forecast_time=t,
            resolution_time=t + timedelta(days=window), horizon=f"{window}d", pin=pin,
            question=render("RANK", data, t), input=data,
        )
        label = label_after(store, data, t, request.resolve_at, pin) if request.resolve_at else None
        resolution = Resolution(instance_id=ident, market=market, label=label) if label else None
        built.append(Generated(instance=instance, resolution=resolution))
    return built

"""CF instances: fictional announcements over real price histories, in favourable/adverse pairs.

At each forecast time the symbol's last 30 closes known at t are held fixed and one announcement
template (chosen with the request's seed) is injected in both polarities; the expected direction is
set by the template's logic (up for favourable, down for adverse). An instance is a trend conflict
when that direction opposes the supplied 30-close trend.

Regimes: the answer follows from the injected logic, so it is known at t and the instance resolves
at t (`resolution_time = forecast_time`): scored at once, never live (T3). It is T1 when t is at or
before the model's cutoff (the model may remember what the real price did next, the pull that
trend-conflict cases measure) and T2 after it. FinForesight reports CF apart from the Overall.
`label_of` recomputes the label from the public instance, so a run needs no label file.
"""

from __future__ import annotations

import random
from datetime import timedelta

from pit_store.as_of import cutoff
from pit_store.store import PitStore
from tasks.base import Direction
from tasks.builders.request import GenerationRequest, horizon_int, instance_id
from tasks.cf import CfInput, CfLabel
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import closes_as_of, forecast_times, market_of
from tasks.questions import render

CLOSES = 30
SIDES: tuple[Direction, Direction] = ("up", "down")
LOOKBACK = timedelta(days=60)

TEMPLATES: tuple[tuple[str, str, str], ...] = (
    (
        "buyback",
        "{symbol} will repurchase up to 5% of its shares using idle cash, with a price cap 8% above the current "
        "price and no new debt.",
        "{symbol} will repurchase shares funded by a two-year pledged loan at 13% interest, with a price cap 80% "
        "above the current price and a risk to control rights.",
    ),
    (
        "investigation",
        "A regulator closes its review of {symbol}'s disclosures and finds full compliance, with no penalty.",
        "A regulator opens a disclosure-compliance investigation into {symbol}, citing possible misstatements.",
    ),
    (
        "guidance",
        "{symbol} raises full-year revenue guidance by 12%, citing signed customer contracts.",
        "{symbol} cuts full-year revenue guidance by 12%, citing lost customer contracts.",
    ),
    (
        "contract",
        "{symbol} wins a multi-year supply contract worth 20% of last year's revenue.",
        "{symbol}'s largest customer, 20% of last year's revenue, terminates its supply contract.",
    ),
)


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """A favourable/adverse pair per symbol and forecast time."""
    start, end = request.period()
    horizon = horizon_int(request, 5, name="days")
    rng = random.Random(request.seed)
    built: list[Generated] = []
    for symbol in request.need_symbols():
        market = market_of(symbol)
        for t in forecast_times(store, symbol, start, end, pin, request.every):
            at = cutoff(store, t, pin=pin)
            closes = closes_as_of(store, symbol, at, LOOKBACK)[-CLOSES:]
            if len(closes) < 2:
                continue
            bench = closes_as_of(store, request.benchmark, at, LOOKBACK)[-CLOSES:] if request.benchmark else ()
            name, favourable, adverse = TEMPLATES[rng.randrange(len(TEMPLATES))]
            for direction, text in zip(SIDES, (favourable, adverse), strict=True):
                data = CfInput(symbol=symbol, benchmark=request.benchmark, closes=closes, benchmark_closes=bench,
                               announcement=text.format(symbol=symbol), horizon_days=horizon)
                instance = TaskInstance(
                    instance_id=instance_id("CF", symbol, t, name, direction), task="CF", market=market,
                    forecast_time=t, resolution_time=t, horizon=f"{horizon}d", pin=pin,
                    question=render("CF", data, t), input=data,
                )
                label = label_of(instance)
                assert label is not None  # built from a template just now
                resolution = Resolution(instance_id=instance.instance_id, market=market, label=label)
                built.append(Generated(instance=instance, resolution=resolution))
    return built


def label_of(instance: TaskInstance) -> CfLabel | None:
    """The label the injected logic implies, from the public instance (None: not a template's text)."""
    data = instance.input
    if not isinstance(data, CfInput) or instance.forecast_time is None or len(data.closes) < 2:
        return None
    for name, favourable, adverse in TEMPLATES:
        for direction, text in zip(SIDES, (favourable, adverse), strict=True):
            if text.format(symbol=data.symbol) != data.announcement:
                continue
            first, last = data.closes[0].close, data.closes[-1].close
            trend = (last > first) - (last < first)
            conflict = trend != 0 and trend != (1 if direction == "up" else -1)
            pair_id = instance_id("CF", "pair", data.symbol, instance.forecast_time, name)
            return CfLabel(direction=direction, pair_id=pair_id, trend_conflict=conflict)
    return None

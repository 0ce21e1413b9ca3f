"""VAL instances from prices: the cutoff close at t, closes known at t, realised closes per window.

Forecast times are the instants the store's closes became known in the period. Window h settles at
t + h days; its realised price is the close in force then (see `market_data.realized_close`). An
instance resolves when its last window settles, so its regime and its scoring follow its own windows
(by default 30, 90 and 180 days: resolved six months after t; 365 is asked for with `--horizon`).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from engine.errors import InputError
from pit_store.as_of import cutoff
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, instance_id
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import closes_as_of, forecast_times, market_of, realized_closes
from tasks.questions import render
from tasks.val import DEFAULT_WINDOWS, HORIZONS, ValInput, ValLabel

LOOKBACK = timedelta(days=90)


def horizons(text: str | None) -> tuple[int, ...]:
    """Comma-separated windows in days, each one of 30, 90, 180, 365 (default: 30, 90, 180)."""
    if text is None:
        return DEFAULT_WINDOWS
    try:
        chosen = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError:
        message = f"VAL horizons are days among {list(HORIZONS)}, e.g. '30,90'; got {text!r}"
        raise InputError(message, field="horizon") from None
    if not chosen or any(h not in HORIZONS for h in chosen):
        raise InputError(f"VAL horizons are days among {list(HORIZONS)}; got {text!r}", field="horizon")
    return chosen


def input_as_of(store: PitStore, symbol: str, t: datetime, pin: int, windows: tuple[int, ...]) -> ValInput | None:
    """The public VAL input at t: the cutoff close and the closes known then (None without a close)."""
    history = closes_as_of(store, symbol, cutoff(store, t, pin=pin), LOOKBACK)
    if not history:
        return None
    current = history[-1]
    return ValInput(symbol=symbol, cutoff_session=current.session, cutoff_price=current.close,
                    horizons=windows, history=history)


def label_after(store: PitStore, data: ValInput, t: datetime, resolve_at: datetime, pin: int) -> ValLabel | None:
    """The realised close of each window settled by `resolve_at` (None when none has settled)."""
    at = cutoff(store, resolve_at, pin=pin)
    found = realized_closes(store, [data.symbol], [t + timedelta(days=h) for h in data.horizons], at)
    realized = {h: price for h in data.horizons if (price := found[data.symbol, t + timedelta(days=h)]) is not None}
    if not realized:
        return None
    return ValLabel(cutoff_price=data.cutoff_price, horizons=data.horizons, realized=realized)


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """One instance per symbol and forecast time."""
    start, end = request.period()
    windows = horizons(request.horizon)
    built: list[Generated] = []
    for symbol in request.need_symbols():
        market = market_of(symbol)
        for t in forecast_times(store, symbol, start, end, pin, request.every):
            data = input_as_of(store, symbol, t, pin, windows)
            if data is None:
                continue
            ident = instance_id("VAL", symbol, t, ",".join(map(str, windows)))
            instance = TaskInstance(
                instance_id=ident, task="VAL", market=market, forecast_time=t,
                resolution_time=t + timedelta(days=max(windows)), horizon=",".join(map(str, windows)),
                pin=pin, question=render("VAL", data, t), input=data,
            )
            label = label_after(store, data, t, request.resolve_at, pin) if request.resolve_at else None
            resolution = Resolution(instance_id=ident, market=market, label=label) if label else None
            built.append(Generated(instance=instance, resolution=resolution))
    return built

"""Price reads shared by the instance builders, each bound to an explicit as-of cutoff.

Inputs are read as of the forecast time t; realised prices are read as of the resolution instant
the caller chooses. Both go through `pit_store.as_of` with the run's pinned store position.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta

import pandas as pd

from engine.errors import InputError
from pit_store.as_of import Cutoff, PriceBar, bar_versions, price_histories_as_of, price_history_as_of
from pit_store.calendars import calendar_for, exchange_calendar
from pit_store.store import PitStore
from tasks.base import Close

MARKETS = {"XNYS": "US", "XNAS": "US", "XASE": "US", "XSHG": "CN", "XHKG": "HK"}
"""Exchange calendar -> market label used in scores (other calendars keep their code)."""

STEP = timedelta(microseconds=1)
SETTLE_WINDOW = timedelta(days=21)
"""How far around a target instant to look for the bars that settle it (covers long holidays)."""


def market_of(symbol: str) -> str:
    """The market a symbol trades in: US, CN, HK, or its exchange-calendar code."""
    code = calendar_for(symbol)
    return MARKETS.get(code, code)


def forecast_times(store: PitStore, symbol: str, start: datetime, end: datetime, pin: int, every: int = 1) -> list[datetime]:
    """When each close of `symbol` first became known, for the closes first known in [start, end].

    A forecast time is the instant a session's close first became public; a later correction of
    that close does not create another one. Every `every`-th time is kept.
    """
    at = Cutoff(t=end, pin=pin)
    times: set[datetime] = set()
    for bar in price_history_as_of(store, symbol, start - SETTLE_WINDOW, end + STEP, at):
        first = bar.known_at
        if bar.version > 1:
            first = min(version.known_at for version in bar_versions(store, bar.entity_id, pin=pin))
        if start <= first <= end:
            times.add(first)
    return sorted(times)[:: max(every, 1)]


def closes_as_of(store: PitStore, symbol: str, at: Cutoff, lookback: timedelta) -> tuple[Close, ...]:
    """Daily closes of `symbol` in the `lookback` before `at.t`, as known at `at`."""
    return closes_of(store, [symbol], at, lookback)[symbol]


def closes_of(store: PitStore, symbols: Sequence[str], at: Cutoff, lookback: timedelta) -> dict[str, tuple[Close, ...]]:
    """`closes_as_of` for several symbols, in one read of the store."""
    histories = price_histories_as_of(store, symbols, at.t - lookback, at.t + STEP, at)
    return {symbol: tuple(Close(session=bar.session, close=bar.close, known_at=bar.known_at) for bar in bars)
            for symbol, bars in histories.items()}


def realized_close(store: PitStore, symbol: str, target: datetime, at: Cutoff) -> float | None:
    """The close in force at `target` (last bar closing at or before it), as known at `at`.

    None until the window has settled, i.e. until a bar closing at or after `target` is known: only
    then is the last bar before `target` certainly the last one.
    """
    return realized_closes(store, [symbol], [target], at)[symbol, target]


def realized_closes(store: PitStore, symbols: Sequence[str], targets: Sequence[datetime], at: Cutoff,
                    ) -> dict[tuple[str, datetime], float | None]:
    """`realized_close` of every symbol at every target, in one read of the store (the windows' span)."""
    histories = price_histories_as_of(store, symbols, min(targets) - SETTLE_WINDOW, max(targets) + SETTLE_WINDOW, at)
    return {(symbol, target): _close_in_force(bars, target) for symbol, bars in histories.items() for target in targets}


def _close_in_force(bars: Sequence[PriceBar], target: datetime) -> float | None:
    window = [bar for bar in bars if target - SETTLE_WINDOW <= bar.event_time < target + SETTLE_WINDOW]
    if not any(bar.event_time >= target for bar in window):
        return None
    before = [bar for bar in window if bar.event_time <= target]
    return before[-1].close if before else None


def session_close_after(symbol: str, instant: datetime, sessions: int) -> tuple[datetime, date]:
    """The close and label of the `sessions`-th session of `symbol`'s exchange closing after `instant`."""
    closes = exchange_calendar(calendar_for(symbol)).schedule["close"]
    position = int(closes.searchsorted(pd.Timestamp(instant), side="right")) + sessions - 1
    if position >= len(closes):
        reach = f"{sessions} session(s) after {instant.isoformat()}"
        raise InputError(f"the {calendar_for(symbol)} calendar does not reach {reach}", field="horizon")
    return closes.iloc[position].to_pydatetime(), closes.index[position].date()

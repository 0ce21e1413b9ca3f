"""EVT instances from the event calendar and prices.

For each event of a symbol's company dated in the period: the forecast time t is when the last close
before the event became known; the event must already be on the calendar at t (as scheduled then),
else there is no fair question to ask. The window runs from that close to the close of the
`horizon`-th session (default 1) of the exchange closing after the scheduled time, fixed by the
calendar, so it does not depend on data after t. The label is 1 when the window's close-to-close
return, from closes known at the resolution instant, is positive.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

from pit_store.as_of import cutoff, entity_as_of, events_as_of, price_as_of, price_history_as_of
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, horizon_int, instance_id
from tasks.evt import EvtInput, EvtLabel
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import STEP, closes_as_of, market_of, session_close_after
from tasks.questions import render

LOOKBACK = timedelta(days=60)
LIVE_STATUSES = ("scheduled", "confirmed")


def input_as_of(store: PitStore, symbol: str, entity_id: str, t: datetime, pin: int, sessions: int) -> EvtInput | None:
    """The public EVT input at t, or None unless the event is on the calendar at t and still ahead."""
    at = cutoff(store, t, pin=pin)
    seen = entity_as_of(store, entity_id, at)
    if seen is None or seen.kind == "retraction" or seen.payload.get("status") not in LIVE_STATUSES:
        return None
    before = price_as_of(store, symbol, t, pin=pin)
    if seen.event_time is None or seen.event_time <= t or before is None:
        return None
    _, end_session = session_close_after(symbol, seen.event_time, sessions)
    return EvtInput(
        symbol=symbol, company=seen.subject, event=str(seen.payload.get("event")),
        fiscal_period=seen.payload.get("fiscal_period"), scheduled_at=seen.event_time,
        window_start_session=before.session, sessions_after_event=sessions,
        return_definition=(
            f"from the close of {before.session.isoformat()} to the close of {end_session.isoformat()} "
            f"(session {sessions} after the event)"
        ),
        history=closes_as_of(store, symbol, at, LOOKBACK),
    )


def label_after(store: PitStore, data: EvtInput, resolve_at: datetime, pin: int) -> EvtLabel | None:
    """Up (1) when the window's last close beats its first, both as known at `resolve_at`."""
    end_close, end_session = session_close_after(data.symbol, data.scheduled_at, data.sessions_after_event)
    if resolve_at < end_close:
        return None
    first = datetime.combine(data.window_start_session, time(0), tzinfo=UTC)
    bars = price_history_as_of(store, data.symbol, first, end_close + timedelta(days=1), cutoff(store, resolve_at, pin=pin))
    closes = {bar.session: bar.close for bar in bars}
    if data.window_start_session not in closes or end_session not in closes:
        return None
    return EvtLabel(up=1 if closes[end_session] > closes[data.window_start_session] else 0)


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """One instance per announced event of each symbol."""
    start, end = request.period()
    sessions = horizon_int(request, 1, name="sessions")
    built: list[Generated] = []
    for symbol in request.need_symbols():
        market = market_of(symbol)
        for event in events_as_of(store, cutoff(store, end, pin=pin), company=symbol):
            if event.event_time is None or not start <= event.event_time <= end:
                continue
            before = price_as_of(store, symbol, event.event_time - STEP, pin=pin)
            if before is None:
                continue
            t = before.known_at
            data = input_as_of(store, symbol, event.entity_id, t, pin, sessions)
            if data is None:
                continue
            end_close, _ = session_close_after(symbol, data.scheduled_at, sessions)
            ident = instance_id("EVT", symbol, event.entity_id, t, sessions)
            instance = TaskInstance(
                instance_id=ident, task="EVT", market=market, forecast_time=t, resolution_time=end_close,
                horizon=f"{sessions} session(s)", pin=pin, question=render("EVT", data, t), input=data,
            )
            label = label_after(store, data, request.resolve_at, pin) if request.resolve_at else None
            resolution = Resolution(instance_id=ident, market=market, label=label) if label else None
            built.append(Generated(instance=instance, resolution=resolution))
    return built

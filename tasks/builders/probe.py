"""Knowledge-probe facts from the store, each read as of the end of the month it became public.

For every month in the request, the store is read as of that month's last instant at one pinned
position, so a fact appears in the month it first became public and never earlier:
- month-end close and monthly return of each index (`market_path`) and stock (`asset_moves`): the
  close of the month's last session on the symbol's exchange calendar, and the return from the
  previous month's last close (adjusted closes when both have one); a month whose last close was
  not public by the month's end has no such question;
- macro prints (`macro`): each reference period whose first release fell in the month, at its first
  released value (a later revision does not change the question);
- reactions to announced events (`asset_moves`): for each realised event of a stock, the return
  from the last close before it to the first close after it, in the month that close became public.

Not a `tasks.generate` builder: a probe is not a `TaskInstance` (no forecast time, no label).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from datetime import datetime, timedelta

from pydantic import Field

from pit_store.as_of import Cutoff, PriceBar, cutoff, events_as_of, macro_as_of, price_histories_as_of
from pit_store.calendars import calendar_for, exchange_calendar
from pit_store.store import PitStore
from tasks.base import Frozen
from tasks.builders.fund import first_known
from tasks.market_data import STEP, session_close_after
from tasks.probe import (
    QUARTER_POINT, Axis, Month, ProbeFact, ProbeQuestion, ProbeVariant, decimals_of, month_end, month_name, month_start, months,
    previous_month, questions_for,
)

LOOKBACK = timedelta(days=100)
"""Daily closes read before a month (previous month-end close, volatility for distractor spacing)."""
SESSIONS_PER_MONTH = 21
FALLBACK_MONTHLY_VOLATILITY = 0.05
PRICE_DECIMALS = 2
RETURN_DECIMALS = 1


class ProbeRequest(Frozen):
    """Which months and facts to probe, and the seed of the distractors."""

    first: Month
    last: Month
    indices: tuple[str, ...] = ()
    stocks: tuple[str, ...] = ()
    macro: tuple[str, ...] = ()
    policy: tuple[str, ...] = ()
    """Policy-rate target series (e.g. the FOMC's upper bound, one print per decision)."""
    events: bool = True
    variants: tuple[ProbeVariant, ...] = Field(default=("value",), min_length=1)
    seed: int = 0
    pin: int | None = None


def build_questions(store: PitStore, request: ProbeRequest) -> list[ProbeQuestion]:
    """Every question of the request's months, ordered by month, axis and id.

    Each fact carries its series' value one month earlier (read from the month before `first` for
    the first month), the persistence answer FinDendro's control checks against.
    """
    pin = store.resolve_pin(request.pin)
    earlier = {(f.kind, f.subject): f.value for f in month_facts(store, request, previous_month(request.first), pin)}
    questions = []
    for month in months(request.first, request.last):
        facts = month_facts(store, request, month, pin)
        for fact in facts:
            dated = fact.model_copy(update={"previous": earlier.get((fact.kind, fact.subject))})
            questions.extend(questions_for(dated, seed=request.seed, variants=request.variants))
        earlier = {(f.kind, f.subject): f.value for f in facts}
    return sorted(questions, key=lambda q: (q.month, q.axis, q.question_id))


def month_facts(store: PitStore, request: ProbeRequest, month: str, pin: int) -> list[ProbeFact]:
    """The facts first public in `month`, read as of its last instant."""
    at = cutoff(store, month_end(month) - STEP, pin=pin)
    facts: list[ProbeFact] = []
    priced = [*((s, "market_path") for s in request.indices), *((s, "asset_moves") for s in request.stocks)]
    histories = price_histories_as_of(store, [symbol for symbol, _ in priced], month_start(month) - LOOKBACK,
                                      month_end(month), at)  # one read for every symbol of the month
    for symbol, axis in priced:
        bars = histories[symbol]
        facts.extend(price_facts(symbol, axis, month, bars))  # type: ignore[arg-type]
        if request.events and axis == "asset_moves":
            facts.extend(event_facts(store, symbol, month, at, bars))
    for series in request.macro:
        facts.extend(macro_facts(store, series, month, at))
    for series in request.policy:
        facts.extend(policy_facts(store, series, month, at))
    return facts


def _last_session(symbol: str, month: str) -> datetime | None:
    days = exchange_calendar(calendar_for(symbol)).sessions_in_range(
        month_start(month).date().isoformat(), (month_end(month) - timedelta(days=1)).date().isoformat())
    return days[-1].to_pydatetime() if len(days) else None


def _bar_on(bars: Sequence[PriceBar], session: datetime | None) -> PriceBar | None:
    if session is None:
        return None
    return next((bar for bar in bars if bar.session == session.date()), None)


def _monthly_volatility(bars: Sequence[PriceBar]) -> float:
    """The standard deviation of a month's return implied by the daily closes (a fallback when few)."""
    closes = [bar.close for bar in bars]
    changes = [math.log(b / a) for a, b in zip(closes, closes[1:]) if a > 0 and b > 0]
    if len(changes) < 5:
        return FALLBACK_MONTHLY_VOLATILITY
    return max(statistics.stdev(changes) * math.sqrt(SESSIONS_PER_MONTH), 0.005)


def _change(first: PriceBar, last: PriceBar) -> tuple[float, str]:
    """Percentage change between two bars: adjusted closes when both have one (splits, dividends)."""
    if first.adj_close and last.adj_close:
        return (last.adj_close / first.adj_close - 1) * 100, "adjusted for splits and dividends"
    return (last.close / first.close - 1) * 100, "from quoted closes"


def price_facts(symbol: str, axis: Axis, month: str, bars: Sequence[PriceBar]) -> list[ProbeFact]:
    """Month-end close and monthly return of `symbol` in `month`, if its last close was public by then."""
    end = _bar_on(bars, _last_session(symbol, month))
    if end is None:
        return []
    volatility = _monthly_volatility(bars)
    group = f"{symbol}:{month}"
    facts = [ProbeFact(
        kind="month_end_close", subject=symbol, month=month, axis=axis, fact_group=group,
        describe=(f"the closing price of {symbol} on {end.session.isoformat()}, the last trading session of "
                  f"{month_name(month)} (as quoted that day, not adjusted for later splits), to "
                  f"{PRICE_DECIMALS} decimal places"),
        value=end.close, decimals=PRICE_DECIMALS, unit="price",
        spread=max(end.close * volatility * 0.5, 10.0 ** -PRICE_DECIMALS), first_known=end.known_at,
    )]
    start = _bar_on(bars, _last_session(symbol, previous_month(month)))
    if start is not None:
        change, basis = _change(start, end)
        facts.append(ProbeFact(
            kind="monthly_return", subject=symbol, month=month, axis=axis, fact_group=group,
            describe=(f"the percentage change of {symbol} over {month_name(month)}, from the close of "
                      f"{start.session.isoformat()} to the close of {end.session.isoformat()} ({basis}), "
                      f"to {RETURN_DECIMALS} decimal place"),
            value=change, decimals=RETURN_DECIMALS, unit="percent",
            spread=max(volatility * 100 * 0.5, 0.3), first_known=end.known_at,
        ))
    return facts


def event_facts(store: PitStore, symbol: str, month: str, at: Cutoff, bars: Sequence[PriceBar]) -> list[ProbeFact]:
    """Reactions to `symbol`'s realised events whose first close after the event became public in `month`."""
    facts: list[ProbeFact] = []
    start = month_start(month)
    for event in events_as_of(store, at, company=symbol):
        if event.payload.get("status") != "realised" or event.event_time is None:
            continue
        if not start - LOOKBACK / 2 <= event.event_time < month_end(month):
            continue
        before = [bar for bar in bars if bar.event_time < event.event_time]
        _, session = session_close_after(symbol, event.event_time, 1)
        after = next((bar for bar in bars if bar.session == session), None)
        if not before or after is None or not start <= after.known_at:
            continue
        change, basis = _change(before[-1], after)
        what = f"{event.payload.get('event', 'event')} announcement"
        if event.payload.get("fiscal_period"):
            what += f" for {event.payload['fiscal_period']}"
        facts.append(ProbeFact(
            kind="event_reaction", subject=symbol, month=month, axis="asset_moves", fact_group=event.entity_id,
            describe=(f"the percentage change of {symbol} from the close of {before[-1].session.isoformat()} to the "
                      f"close of {session.isoformat()}, around its {what} on "
                      f"{event.event_time.date().isoformat()} ({basis}), to {RETURN_DECIMALS} decimal place"),
            value=change, decimals=RETURN_DECIMALS, unit="percent",
            spread=max(_monthly_volatility(bars) * 100 * 0.25, 0.3), first_known=after.known_at,
        ))
    return facts


def macro_facts(store: PitStore, series: str, month: str, at: Cutoff) -> list[ProbeFact]:
    """Prints of `series` first released in `month`, at their first-released values."""
    visible = macro_as_of(store, series, at)
    values = [float(v.payload["value"]) for v in visible if isinstance(v.payload.get("value"), (int, float))]
    steps = [abs(b - a) for a, b in zip(values, values[1:]) if b != a]
    facts: list[ProbeFact] = []
    for version in visible:
        found = first_known(store, version, at.pin)
        if found is None or not month_start(month) <= found[0] < month_end(month):
            continue
        public_at, first = found
        value = first.payload.get("value")
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        decimals = decimals_of(value)
        period = first.payload.get("period") or (first.valid_from.date().isoformat() if first.valid_from else "?")
        spread = statistics.median(steps) if steps else abs(value) * 0.01
        facts.append(ProbeFact(
            kind="macro_print", subject=series, month=month, axis="macro", fact_group=f"{series}:{period}",
            describe=(f"the first-released value of {series} for the reference period {period}, published in "
                      f"{month_name(month)}, to {decimals} decimal place{'s' if decimals != 1 else ''}"),
            value=float(value), decimals=decimals, unit="level",
            spread=max(spread, 10.0 ** -decimals), first_known=public_at,
        ))
    return facts


def policy_facts(store: PitStore, series: str, month: str, at: Cutoff) -> list[ProbeFact]:
    """Decisions of a policy-rate target series first released in `month`: the move from the previous target.

    Each print is one decision's new target; the fact is the move in quarter points (0: unchanged),
    its options neighbouring moves, so always answering "unchanged" (the dominant outcome) is right
    only when the truth is unchanged.
    """
    visible = [v for v in macro_as_of(store, series, at)
               if isinstance(v.payload.get("value"), (int, float)) and not isinstance(v.payload.get("value"), bool)]
    facts: list[ProbeFact] = []
    for before, version in zip(visible, visible[1:]):
        found = first_known(store, version, at.pin)
        if found is None or not month_start(month) <= found[0] < month_end(month):
            continue
        public_at, first = found
        if not isinstance(first.payload.get("value"), (int, float)):
            continue
        move = round((float(first.payload["value"]) - float(before.payload["value"])) / QUARTER_POINT)
        period = first.payload.get("period") or (first.valid_from.date().isoformat() if first.valid_from else "?")
        facts.append(ProbeFact(
            kind="policy_decision", subject=series, month=month, axis="macro", fact_group=f"{series}:{period}",
            describe=(f"the policy decision on {series} for {period}, announced in {month_name(month)}: how the target "
                      "moved from its previous level"),
            value=float(move), decimals=0, unit="quarter_points", spread=1.0, first_known=public_at,
        ))
    return facts

"""EPS instances from accounting schemas plus the store (EPSBench 3.1).

Each schema names a ticker and a target fiscal quarter. The release is that quarter's earnings
event as known at the resolution instant (or at the period end when none is given); the cutoff is
the release minus the lead (`--horizon`, default 1d, EPSBench's tau = release - 1 day). The public
input is the schema without its `_validation` block, plus the release time only if the event was on
the calendar at t. The label holds reported diluted EPS (filing item `--metric`, default
EarningsPerShareDiluted, for the target fiscal period, as known at the resolution instant), P, the
last close before the release, and the consensus EPS as known at t (`tasks.eps_consensus`; none
when the store has no consensus for the quarter).
"""

from __future__ import annotations

from datetime import datetime

from engine.errors import InputError
from engine.timestamps import parse_duration
from pit_store.as_of import cutoff, entity_as_of, events_as_of, filings_as_of, price_as_of
from pit_store.records import RecordVersion
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, instance_id
from tasks.eps import EpsInput, EpsLabel
from tasks.eps_calculator import EpsSchema, load_schema
from tasks.eps_consensus import consensus_as_of
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import STEP, market_of
from tasks.questions import render

DEFAULT_METRIC = "EarningsPerShareDiluted"


def _release(store: PitStore, ticker: str, quarter: str, pin: int, when: datetime) -> RecordVersion | None:
    """The quarter's earnings event as known at `when`."""
    events = events_as_of(store, cutoff(store, when, pin=pin), company=ticker)
    matches = [e for e in events if e.payload.get("fiscal_period") == quarter and e.payload.get("event") == "earnings"]
    return matches[0] if matches and matches[0].event_time is not None else None


def input_as_of(store: PitStore, schema: EpsSchema, release: RecordVersion, t: datetime, pin: int) -> EpsInput:
    """The public EPS input at t: the schema (no `_validation`), the release time if scheduled by t, and
    the start of the news window: the company's previous earnings release known by t (EPSBench's tau0)."""
    at = cutoff(store, t, pin=pin)
    scheduled = entity_as_of(store, release.entity_id, at)
    announced = None
    if scheduled is not None and scheduled.kind != "retraction" and scheduled.event_time is not None:
        announced = scheduled.event_time
    earlier = [e.event_time for e in events_as_of(store, at, company=schema.ticker)
               if e.payload.get("event") == "earnings" and e.payload.get("status") == "realised" and e.kind != "retraction"
               and e.event_time is not None and release.event_time is not None and e.event_time < release.event_time]
    return EpsInput(ticker=schema.ticker, target_fq=schema.target_fq, release_at=announced,
                    news_window_start=max(earlier, default=None), accounting_schema=schema)


def label_after(
    store: PitStore, schema: EpsSchema, release_time: datetime, resolve_at: datetime, pin: int, metric: str,
    t: datetime | None = None,
) -> EpsLabel | None:
    """Reported EPS as known at `resolve_at`, P the last close before the release, consensus as of `t`."""
    at = cutoff(store, resolve_at, pin=pin)
    items = filings_as_of(store, schema.ticker, at, item=metric)
    reported = [v for v in items if v.payload.get("fiscal_period") == schema.target_fq]
    bar = price_as_of(store, schema.ticker, release_time - STEP, pin=pin)
    if not reported or bar is None:
        return None
    consensus = consensus_as_of(store, schema.ticker, schema.target_fq, t, pin) if t is not None else None
    return EpsLabel(actual_eps=reported[-1].payload["value"], price=bar.close, consensus_eps=consensus)


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """One instance per schema whose release falls in the forecast period."""
    start, end = request.period()
    if not request.schemas:
        raise InputError("EPS needs --schema (one or more accounting schema files)", field="schema")
    lead = parse_duration(request.horizon or "1d", field="horizon")
    metric = request.metric or DEFAULT_METRIC
    built: list[Generated] = []
    for path in request.schemas:
        schema = load_schema(path)[0].schema
        release = _release(store, schema.ticker, schema.target_fq, pin, request.resolve_at or end)
        if release is None or release.event_time is None or not start <= release.event_time <= end:
            continue
        t = release.event_time - lead
        data = input_as_of(store, schema, release, t, pin)
        ident = instance_id("EPS", schema.ticker, schema.target_fq, t)
        market = market_of(schema.ticker)
        instance = TaskInstance(
            instance_id=ident, task="EPS", market=market, forecast_time=t, resolution_time=release.event_time,
            horizon=f"lead {request.horizon or '1d'}", pin=pin, question=render("EPS", data, t), input=data,
        )
        label = None
        if request.resolve_at is not None and request.resolve_at >= release.event_time:
            label = label_after(store, schema, release.event_time, request.resolve_at, pin, metric, t)
        resolution = Resolution(instance_id=ident, market=market, label=label) if label else None
        built.append(Generated(instance=instance, resolution=resolution))
    return built

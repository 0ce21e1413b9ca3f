"""FUND instances from filings (one line item of a company) or macro vintages (one series).

A target is a period whose value first became public in the forecast period. The forecast time is
that first publication minus the lead (`--horizon`, a duration, default 1d); the input is every
earlier value of the same metric as known at t (the vintage or amendment current then). The label is
the target's value as known at the resolution instant (an amendment known by then counts).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from engine.errors import InputError
from engine.timestamps import parse_duration
from pit_store.as_of import Cutoff, cutoff, entity_as_of, filings_as_of, macro_as_of
from pit_store.records import RecordVersion
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest, instance_id
from tasks.fund import FundInput, FundLabel, FundPoint
from tasks.instance import Generated, Resolution, TaskInstance
from tasks.market_data import market_of
from tasks.questions import render


def first_known(store: PitStore, version: RecordVersion, pin: int) -> tuple[datetime, RecordVersion] | None:
    """When the entity first became public, and that first public version."""
    public = [v for v in store.history(version.entity_id, pin=pin) if v.known_at is not None]
    if not public:
        return None
    first = min(public, key=lambda v: (v.known_at, v.recorded_seq))
    return (first.known_at, first) if first.known_at is not None else None


def _point(version: RecordVersion, source: str) -> FundPoint:
    if source == "filing":
        payload = version.payload
        return FundPoint(
            period_start=payload.get("period_start"), period_end=payload.get("period_end"),
            fiscal_period=payload.get("fiscal_period"), value=payload["value"], known_at=version.known_at,
        )
    start = version.valid_from.date() if version.valid_from else None
    last = (version.valid_to - timedelta(days=1)).date() if version.valid_to else None
    return FundPoint(period_start=start, period_end=last, fiscal_period=version.payload.get("period"),
                     value=version.payload["value"], known_at=version.known_at)


def input_as_of(
    store: PitStore, source: str, subject: str, metric: str | None, target: RecordVersion, t: datetime, pin: int
) -> FundInput:
    """The public FUND input at t: the target period, and every value of the metric known at t."""
    history = tuple(_point(v, source) for v in _visible(store, source, subject, metric, cutoff(store, t, pin=pin)))
    period = _point(target, source)
    return FundInput(
        source="filing" if source == "filing" else "macro", subject=subject,
        metric=metric if source == "filing" and metric else subject,
        unit=target.payload.get("unit") if source == "filing" else None,
        target_period_start=period.period_start, target_period_end=period.period_end,
        target_fiscal_period=period.fiscal_period, history=history,
    )


def label_after(store: PitStore, entity_id: str, resolve_at: datetime, pin: int) -> FundLabel | None:
    """The target's value as known at `resolve_at` (None if not yet public or retracted)."""
    known = entity_as_of(store, entity_id, cutoff(store, resolve_at, pin=pin))
    if known is None or known.kind == "retraction":
        return None
    return FundLabel(actual_value=known.payload["value"])


def build(store: PitStore, request: GenerationRequest, pin: int) -> list[Generated]:
    """One instance per (subject, period) first published in the forecast period."""
    start, end = request.period()
    lead = parse_duration(request.horizon or "1d", field="horizon")
    source = "filing" if request.source == "filings" else "macro"
    if source == "filing" and not request.metric:
        raise InputError("FUND from filings needs --metric (a filing line item, e.g. Revenues)", field="metric")
    built: list[Generated] = []
    for subject in request.need_symbols():
        market = market_of(subject) if source == "filing" else request.market
        for version in _visible(store, source, subject, request.metric, cutoff(store, end, pin=pin)):
            found = first_known(store, version, pin)
            if found is None or not start <= found[0] <= end:
                continue
            public_at, first = found
            t = public_at - lead
            data = input_as_of(store, source, subject, request.metric, first, t, pin)
            ident = instance_id("FUND", source, version.entity_id, t)
            instance = TaskInstance(
                instance_id=ident, task="FUND", market=market, forecast_time=t, resolution_time=public_at,
                horizon=f"lead {request.horizon or '1d'}", pin=pin, question=render("FUND", data, t), input=data,
            )
            label = None
            if request.resolve_at is not None and request.resolve_at >= public_at:
                label = label_after(store, version.entity_id, request.resolve_at, pin)
            resolution = Resolution(instance_id=ident, market=market, label=label) if label else None
            built.append(Generated(instance=instance, resolution=resolution))
    return built


def _visible(store: PitStore, source: str, subject: str, metric: str | None, at: Cutoff) -> list[RecordVersion]:
    """The metric's versions visible at `at`: one line item of a company, or a whole macro series."""
    if source == "filing":
        return filings_as_of(store, subject, at, item=metric)
    return macro_as_of(store, subject, at)

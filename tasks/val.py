"""VAL (valuation): bear/base/bull price targets and a reversion-horizon bucket.

FinForesight A.1. Over the settled horizons h of every instance in a scope,

    S_rel = 1 - sum |base - p_h| / sum |p_cutoff - p_h|        (errors pooled before the ratio)
    score = (clip01(S_rel) + H) / 2

with H the hit rate of the predicted reversion horizon against the first window whose realised
price lies in [bear, bull]. The horizon is a bucket as the paper names it ("3-6m": the price enters
the range between 90 and 180 days, so the 180-day window is the first in range); a window in days is
accepted for the bucket it closes (90 -> "1-3m"). Range hit (the share of settled (instance, horizon) pairs inside
[bear, bull]) is reported separately.

Where the paper is silent: the first entry window is *undetermined* while an earlier window is still
unsettled; such an instance is left out of H (not counted a miss). If every window has settled and
none entered the range, the entry is "never" and no bucket hits. A scope with no determined entry
has no H and so no score. If the cutoff-price baseline has zero error, S_rel is 1 when the base
forecast also has zero error and 0 otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, model_validator

from tasks.base import Close, Frozen, PositiveNumber, Text, clip01, mean, one_of
from tasks.spec import Item, ScopeScore, TaskSpec

HORIZONS: tuple[int, ...] = (30, 90, 180, 365)
"""Reversion-horizon buckets and evaluation windows, in calendar days."""

Horizon = Annotated[int, Field(strict=True), one_of(*HORIZONS)]

BUCKETS: dict[int, str] = {30: "0-1m", 90: "1-3m", 180: "3-6m", 365: "6-12m"}
"""The reversion-horizon bucket each window closes (FinForesight's "3-6-month reversion horizon")."""

DEFAULT_WINDOWS: tuple[int, ...] = (30, 90, 180)
"""Windows a VAL instance gets unless asked: the last settles within six months, so an instance
forecast after a model's cutoff resolves (T2) half a year later, not a year (365 is opt-in)."""


def _bucket(value: Any) -> Any:
    """A window in days (strict int) as the bucket it closes; anything else is left to the Literal check."""
    if type(value) is int and value in BUCKETS:
        return BUCKETS[value]
    return value


Bucket = Annotated[Literal["0-1m", "1-3m", "3-6m", "6-12m"], BeforeValidator(_bucket)]


class ValInput(Frozen):
    """What the forecaster sees: the stock, its cutoff close and closes known at t."""

    symbol: Text
    cutoff_session: date
    cutoff_price: PositiveNumber
    horizons: tuple[Horizon, ...]
    history: tuple[Close, ...]


class ValOutput(Frozen):
    """Price targets and the bucket in which the price enters the bear-bull range."""

    bear: PositiveNumber
    base: PositiveNumber
    bull: PositiveNumber
    reversion_horizon: Bucket

    @model_validator(mode="after")
    def _ordered(self) -> "ValOutput":
        if not self.bear <= self.base <= self.bull:
            raise ValueError("targets must satisfy bear <= base <= bull")
        return self


class ValLabel(Frozen):
    """Evaluator-only: the cutoff price, the instance's windows and the realised price of each settled one."""

    cutoff_price: PositiveNumber
    horizons: tuple[Horizon, ...] = HORIZONS
    realized: dict[Annotated[int, one_of(*HORIZONS)], PositiveNumber] = Field(min_length=1)

    @model_validator(mode="after")
    def _settled_within_windows(self) -> "ValLabel":
        outside = sorted(set(self.realized) - set(self.horizons))
        if outside:
            raise ValueError(f"realized horizons {outside} are not among the instance's windows")
        return self


def entry_window(output: ValOutput, label: ValLabel) -> int | None | str:
    """The first window whose realised price is in [bear, bull]; "never"; or None if undetermined."""
    for horizon in sorted(label.horizons):
        price = label.realized.get(horizon)
        if price is None:
            return None
        if output.bear <= price <= output.bull:
            return horizon
    return "never"


def score_scope(
    items: Sequence[Item[ValOutput, ValLabel]], failed: Sequence[Item[ValOutput, ValLabel]] = ()
) -> ScopeScore:
    """VAL score of a scope (pooled errors, hit rate over determined entries)."""
    model_error: list[float] = []
    baseline_error: list[float] = []
    in_range: list[float] = []
    hits: list[float] = []
    for item in items:
        output, label = item.outputs[0], item.label
        for price in label.realized.values():
            model_error.append(abs(output.base - price))
            baseline_error.append(abs(label.cutoff_price - price))
            in_range.append(1.0 if output.bear <= price <= output.bull else 0.0)
        entry = entry_window(output, label)
        if entry is not None:
            hits.append(1.0 if isinstance(entry, int) and BUCKETS[entry] == output.reversion_horizon else 0.0)
    if not items:
        return ScopeScore(None, {"s_rel": None, "horizon_hit_rate": None, "range_hit": None, "determined": 0})
    numerator, denominator = math.fsum(model_error), math.fsum(baseline_error)
    s_rel = 1.0 - numerator / denominator if denominator > 0 else (1.0 if numerator == 0 else 0.0)
    hit_rate = mean(hits)
    value = None if hit_rate is None else (clip01(s_rel) + hit_rate) / 2
    aux = {"s_rel": s_rel, "horizon_hit_rate": hit_rate, "range_hit": mean(in_range), "determined": len(hits)}
    return ScopeScore(value, aux)


def instance_score(output: ValOutput, label: ValLabel) -> float | None:
    """The VAL score of one instance taken as its own scope."""
    return score_scope([Item("", "", label, (output,))]).score


SPEC = TaskSpec(
    name="VAL",
    output_model=ValOutput,
    label_model=ValLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, 1.0),
)

"""FUND (fundamentals): the value of a metric not yet disclosed at t.

FinForesight A.4: a = |y - y_hat| / |y|, u = clip(1 - a, -1, 1), score = mean u. The paper's
revenue example (Vanke A, predicted 67,328,654,484.06 against 72,044,353,513.39) gives about 0.9345.
Auxiliaries: MAPE, median APE and the share within 10%. A label with y = 0 has no relative error:
the instance is unscorable and counted as such, never scored.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from datetime import date
from typing import Literal

from engine.timestamps import UtcDateTime
from tasks.base import Frozen, Number, Text, clip, mean
from tasks.spec import Item, ScopeScore, TaskSpec

WITHIN = 0.10


class FundPoint(Frozen):
    """A disclosed value of the metric for an earlier period, with when it became known."""

    period_start: date | None
    period_end: date | None
    fiscal_period: str | None
    value: Number
    known_at: UtcDateTime


class FundInput(Frozen):
    """What the forecaster sees: the metric, the target period and earlier values known at t."""

    source: Literal["filing", "macro"]
    subject: Text
    metric: Text
    unit: str | None
    target_period_start: date | None
    target_period_end: date | None
    target_fiscal_period: str | None
    history: tuple[FundPoint, ...]


class FundOutput(Frozen):
    """The predicted metric value."""

    predicted_value: Number


class FundLabel(Frozen):
    """Evaluator-only: the value reported after resolution."""

    actual_value: Number


def unscorable(label: FundLabel) -> str | None:
    """y = 0 leaves the relative error undefined."""
    return "actual_value is 0 (relative error undefined)" if label.actual_value == 0 else None


def relative_error(output: FundOutput, label: FundLabel) -> float:
    """a = |y - y_hat| / |y|."""
    return abs(label.actual_value - output.predicted_value) / abs(label.actual_value)


def instance_score(output: FundOutput, label: FundLabel) -> float | None:
    """u = clip(1 - a, -1, 1), None when y = 0."""
    if label.actual_value == 0:
        return None
    return clip(1.0 - relative_error(output, label), -1.0, 1.0)


def score_scope(
    items: Sequence[Item[FundOutput, FundLabel]], failed: Sequence[Item[FundOutput, FundLabel]] = ()
) -> ScopeScore:
    """Mean utility over a scope, with MAPE, median APE and within-10% rate."""
    errors = [relative_error(item.outputs[0], item.label) for item in items]
    utilities = [clip(1.0 - a, -1.0, 1.0) for a in errors]
    return ScopeScore(
        mean(utilities),
        {
            "mape": mean(errors),
            "median_ape": statistics.median(errors) if errors else None,
            "within_10pct": mean([1.0 if a <= WITHIN else 0.0 for a in errors]),
        },
    )


SPEC = TaskSpec(
    name="FUND",
    output_model=FundOutput,
    label_model=FundLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(-1.0, 1.0),
    unscorable=unscorable,
)

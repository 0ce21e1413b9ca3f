"""EPS (EPSBench): a quarter's diluted EPS with a p10-p90 interval, scored price-deflated.

EPSBench 3.4 and B.4, with y reported EPS, P the close on the last trading day before release:

    PDE = |y_hat - y| / P                                  (lower is better)
    IS  = [(u - l) + (2/a)(l - y)+ + (2/a)(y - u)+] / P    with a = 0.2

The point score is the median over instances of each instance's median PDE over its scoreable
runs. Win rate: the share of instances with consensus whose PDE is lower than the consensus PDE,
an instance with no parseable run counting as a loss. Surprise-direction accuracy: the share of
instances with consensus (and y != consensus) whose forecast lies on the same side of consensus as
y. Interval measures pool every run that returned an interval: coverage, below and above tail
rates, median width / P, mean IS.

Where the paper is silent: a tie with consensus is not a win; a forecast equal to consensus has no
surprise direction and is wrong; the surprise forecast of an instance is its median run EPS.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from pydantic import model_validator

from engine.timestamps import UtcDateTime
from tasks.base import Frozen, Number, PositiveNumber, Text, mean
from tasks.eps_calculator import EpsSchema
from tasks.spec import Item, ScopeScore, TaskSpec

ALPHA = 0.2


class EpsInput(Frozen):
    """What the forecaster sees: the company-quarter, the cutoff and the public accounting schema."""

    ticker: Text
    target_fq: Text
    release_at: UtcDateTime | None = None
    accounting_schema: EpsSchema


class EpsOutput(Frozen):
    """Point EPS and the 10th and 90th percentiles."""

    eps: Number
    p10: Number
    p90: Number

    @model_validator(mode="after")
    def _ordered(self) -> "EpsOutput":
        if self.p10 > self.p90:
            raise ValueError("p10 must not exceed p90")
        return self


class EpsLabel(Frozen):
    """Evaluator-only: reported EPS, the pre-release price, and the consensus if known."""

    actual_eps: Number
    price: PositiveNumber
    consensus_eps: Number | None = None


def pde(eps: float, label: EpsLabel) -> float:
    """Price-deflated error |y_hat - y| / P."""
    return abs(eps - label.actual_eps) / label.price


def interval_score(output: EpsOutput, label: EpsLabel, alpha: float = ALPHA) -> float:
    """Gneiting-Raftery interval score of [p10, p90], price-deflated."""
    low, high, y = output.p10, output.p90, label.actual_eps
    penalty = (2 / alpha) * max(low - y, 0.0) + (2 / alpha) * max(y - high, 0.0)
    return ((high - low) + penalty) / label.price


def instance_pde(item: Item[EpsOutput, EpsLabel]) -> float:
    """Median PDE over an instance's scoreable runs."""
    return statistics.median(pde(output.eps, item.label) for output in item.outputs)


def _sign(value: float) -> int:
    return (value > 0) - (value < 0)


def score_scope(
    items: Sequence[Item[EpsOutput, EpsLabel]], failed: Sequence[Item[EpsOutput, EpsLabel]] = ()
) -> ScopeScore:
    """Median PDE with win rate, surprise accuracy and pooled interval measures."""
    pdes = [instance_pde(item) for item in items]
    wins = [
        1.0 if p < pde(item.label.consensus_eps, item.label) else 0.0
        for item, p in zip(items, pdes, strict=True)
        if item.label.consensus_eps is not None
    ]
    wins += [0.0 for item in failed if item.label.consensus_eps is not None]
    surprise = []
    for item in items:
        consensus = item.label.consensus_eps
        if consensus is not None and item.label.actual_eps != consensus:
            forecast = statistics.median(output.eps for output in item.outputs)
            surprise.append(1.0 if _sign(forecast - consensus) == _sign(item.label.actual_eps - consensus) else 0.0)
    runs = [(output, item.label) for item in items for output in item.outputs]
    return ScopeScore(
        statistics.median(pdes) if pdes else None,
        {
            "win_rate": mean(wins),
            "surprise_accuracy": mean(surprise),
            "runs": len(runs),
            "coverage": mean([1.0 if o.p10 <= lb.actual_eps <= o.p90 else 0.0 for o, lb in runs]),
            "below_rate": mean([1.0 if lb.actual_eps < o.p10 else 0.0 for o, lb in runs]),
            "above_rate": mean([1.0 if lb.actual_eps > o.p90 else 0.0 for o, lb in runs]),
            "median_width": statistics.median((o.p90 - o.p10) / lb.price for o, lb in runs) if runs else None,
            "mean_interval_score": mean([interval_score(o, lb) for o, lb in runs]),
        },
    )


def instance_score(output: EpsOutput, label: EpsLabel) -> float | None:
    """PDE of one run."""
    return pde(output.eps, label)


SPEC = TaskSpec(
    name="EPS",
    output_model=EpsOutput,
    label_model=EpsLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, None),
    higher_is_better=False,
    pooling="direct",
    runs=True,
)

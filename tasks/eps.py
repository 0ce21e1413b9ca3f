"""EPS (EPSBench): a quarter's diluted EPS with a p10-p90 interval, scored price-deflated.

EPSBench 3.4 and B.4, with y reported EPS, P the close on the last trading day before release:

    PDE = |y_hat - y| / P                                  (lower is better)
    IS  = [(u - l) + (2/a)(l - y)+ + (2/a)(y - u)+] / P    with a = 0.2

The rules are those of the released evaluation (JadeXu16/epsbench `stage_3_eval`, `data/scores.csv`),
named `epsbench` in the output:

- instance PDE: the median over the instance's runs, a failed run counting as +inf. The runs of a
  scope form a grid: an instance with fewer valid runs than the most any instance of the scope
  has is missing the rest, each +inf; an instance whose every run failed is +inf;
- the point score: the median of the finite instance PDEs (`n_finite` of them);
- win rate against consensus: wins / (wins + losses) over instances with consensus, a tie is
  neither (counted apart) and an instance at +inf is a loss;
- surprise direction: pooled over runs, skipping a run whose forecast equals consensus and an
  instance whose outcome equals consensus (|difference| < 1e-9);
- interval measures pool every run that returned both p10 and p90: coverage, below and above tail
  rates, median width / P, mean and median IS. A run with a point forecast and no interval keeps
  its point error; it only has no interval score.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

from pydantic import model_validator

from engine.timestamps import UtcDateTime
from tasks.base import Frozen, Number, PositiveNumber, Text, mean
from tasks.eps_calculator import EpsSchema
from tasks.spec import Item, ScopeScore, TaskSpec

ALPHA = 0.2
RULES = "epsbench"
SAME = 1e-9  # EPSBench's tolerance for "equal to consensus"


class EpsInput(Frozen):
    """What the forecaster sees: the company-quarter, the release if scheduled, where the news window
    starts (EPSBench's previous call, when known) and the public accounting schema."""

    ticker: Text
    target_fq: Text
    release_at: UtcDateTime | None = None
    news_window_start: UtcDateTime | None = None
    accounting_schema: EpsSchema


class EpsOutput(Frozen):
    """Point EPS, the 10th and 90th percentiles if given, the drivers behind the EPS and their evidence."""

    eps: Number
    p10: Number | None = None
    p90: Number | None = None
    drivers: dict[Text, Number | Text] | None = None
    evidence: dict[Text, str] | None = None
    """Per driver, its evidence line (EPSBench's `<field>: <evidence> -> <value>`)."""

    @model_validator(mode="after")
    def _ordered(self) -> "EpsOutput":
        if self.p10 is not None and self.p90 is not None and self.p10 > self.p90:
            raise ValueError("p10 must not exceed p90")
        return self

    @property
    def interval(self) -> tuple[float, float] | None:
        """(p10, p90) when both were given."""
        return (self.p10, self.p90) if self.p10 is not None and self.p90 is not None else None


class EpsLabel(Frozen):
    """Evaluator-only: reported EPS, the pre-release price, and the consensus if known."""

    actual_eps: Number
    price: PositiveNumber
    consensus_eps: Number | None = None


def pde(eps: float, label: EpsLabel) -> float:
    """Price-deflated error |y_hat - y| / P."""
    return abs(eps - label.actual_eps) / label.price


def interval_score(low: float, high: float, label: EpsLabel, alpha: float = ALPHA) -> float:
    """Gneiting-Raftery interval score of [low, high], price-deflated."""
    y = label.actual_eps
    penalty = (2 / alpha) * max(low - y, 0.0) + (2 / alpha) * max(y - high, 0.0)
    return ((high - low) + penalty) / label.price


def run_grid(items: Sequence[Item[EpsOutput, EpsLabel]]) -> int:
    """Runs per instance in a scope: the most valid runs any of its instances has (at least 1)."""
    return max([len(item.outputs) for item in items] + [1])


def instance_pde(item: Item[EpsOutput, EpsLabel], runs: int | None = None) -> float:
    """Median PDE over an instance's `runs` runs, each missing or failed run +inf."""
    grid = max(runs or len(item.outputs), len(item.outputs), 1)
    values = [pde(output.eps, item.label) for output in item.outputs]
    return statistics.median(values + [math.inf] * (grid - len(values)))


def win_loss(pdes: Sequence[tuple[float, EpsLabel]]) -> dict[str, int]:
    """Wins, losses and ties of instance PDEs against the consensus PDE (instances with consensus)."""
    tally = {"wins": 0, "losses": 0, "ties": 0}
    for value, label in pdes:
        if label.consensus_eps is None:
            continue
        reference = pde(label.consensus_eps, label)
        tally["wins" if value < reference else "losses" if value > reference else "ties"] += 1
    return tally


def surprise_hits(items: Sequence[Item[EpsOutput, EpsLabel]]) -> list[float]:
    """1/0 per run whose forecast and outcome both differ from consensus: same side of it or not."""
    hits: list[float] = []
    for item in items:
        consensus, y = item.label.consensus_eps, item.label.actual_eps
        if consensus is None or abs(y - consensus) < SAME:
            continue
        for output in item.outputs:
            if abs(output.eps - consensus) >= SAME:
                hits.append(1.0 if (output.eps > consensus) == (y > consensus) else 0.0)
    return hits


def interval_measures(items: Sequence[Item[EpsOutput, EpsLabel]]) -> dict[str, Any]:
    """Pooled interval measures over every run that returned an interval."""
    runs = [(o.interval, item.label) for item in items for o in item.outputs if o.interval is not None]
    scores = [interval_score(low, high, label) for (low, high), label in runs]
    return {
        "runs_with_interval": len(runs),
        "coverage": mean([1.0 if low <= lb.actual_eps <= high else 0.0 for (low, high), lb in runs]),
        "below_rate": mean([1.0 if lb.actual_eps < low else 0.0 for (low, _), lb in runs]),
        "above_rate": mean([1.0 if lb.actual_eps > high else 0.0 for (_, high), lb in runs]),
        "median_width": statistics.median((high - low) / lb.price for (low, high), lb in runs) if runs else None,
        "mean_interval_score": mean(scores),
        "median_interval_score": statistics.median(scores) if scores else None,
    }


def score_scope(
    items: Sequence[Item[EpsOutput, EpsLabel]], failed: Sequence[Item[EpsOutput, EpsLabel]] = ()
) -> ScopeScore:
    """EPSBench's point score with win rate, surprise direction and pooled interval measures."""
    grid = run_grid(items)
    pdes = [(instance_pde(item, grid), item.label) for item in items]
    pdes += [(math.inf, item.label) for item in failed]
    finite = [value for value, _ in pdes if not math.isinf(value)]
    tally = win_loss(pdes)
    decided = tally["wins"] + tally["losses"]
    surprise = surprise_hits(items)
    return ScopeScore(
        statistics.median(finite) if finite else None,
        {
            "rules": RULES,
            "runs_per_instance": grid,
            "n_finite": len(finite),
            "win_rate": tally["wins"] / decided if decided else None,
            **tally,
            "sign_test_p": sign_test(tally["wins"], tally["losses"]),
            "surprise_accuracy": mean(surprise),
            "surprise_runs": len(surprise),
            "runs": sum(len(item.outputs) for item in items),
            **interval_measures(items),
        },
    )


def sign_test(wins: int, losses: int) -> float:
    """Two-sided exact sign test p-value of wins against losses (ties left out beforehand)."""
    n = wins + losses
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(wins, losses) + 1))
    return min(2 * tail / 2**n, 1.0)


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

"""Pooling market scores into task scores, and task scores into the forecasting Overall.

FinForesight A.7: the pooled task score is `sum_c n_c s_c / sum_c n_c` over markets c, with n_c the
scoreable instances; Overall is the unweighted mean of the pooled VAL, RANK, EVT and FUND scores;
CF and CALC are capability diagnostics reported separately; nothing is averaged across temporal
regimes. Every result here carries its regime, and every function refuses to combine two regimes,
so a cross-regime average cannot be produced by accident.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from engine.errors import InputError
from tasks.base import Frozen, Regime, TaskName

FORECASTING_TASKS: tuple[TaskName, ...] = ("VAL", "RANK", "EVT", "FUND")
DIAGNOSTIC_TASKS: tuple[TaskName, ...] = ("CF", "CALC")
POOLABLE: tuple[TaskName, ...] = FORECASTING_TASKS + DIAGNOSTIC_TASKS


class MarketScore(Frozen):
    """A task's score in one market and the number of scoreable instances behind it."""

    n: int
    score: float | None


class ScopeResult(Frozen):
    """A task's score for one market in one regime."""

    task: TaskName
    market: str
    regime: Regime
    n: int
    score: float | None


class PooledResult(Frozen):
    """A task's pooled score across markets, in one regime."""

    task: TaskName
    regime: Regime
    n: int
    score: float | None
    markets: dict[str, MarketScore]


class RegimeSummary(Frozen):
    """One regime's forecasting Overall and its separately reported diagnostics."""

    regime: Regime
    overall: float | None
    forecasting: dict[str, PooledResult]
    diagnostics: dict[str, PooledResult]


def pool_scores(by_market: Mapping[str, MarketScore]) -> float | None:
    """`sum_c n_c s_c / sum_c n_c` over markets with a score; None when no market has one."""
    scored = [m for m in by_market.values() if m.score is not None and m.n > 0]
    total = sum(m.n for m in scored)
    if total == 0:
        return None
    return math.fsum(m.n * m.score for m in scored if m.score is not None) / total


def _one_regime(regimes: set[Regime], what: str) -> Regime:
    if len(regimes) != 1:
        raise InputError(
            f"{what} mixes regimes {sorted(regimes)}: scores are never averaged across regimes", field="regime"
        )
    return next(iter(regimes))


def pool(results: Sequence[ScopeResult]) -> PooledResult:
    """Pool one task's market results of one regime (each market at most once)."""
    if not results:
        raise InputError("nothing to pool", field="results")
    tasks = {r.task for r in results}
    if len(tasks) != 1:
        raise InputError(f"pooling mixes tasks {sorted(tasks)}", field="task")
    task = next(iter(tasks))
    if task not in POOLABLE:
        raise InputError(f"{task} scores are not pooled across markets (FinForesight tasks only)", field="task")
    regime = _one_regime({r.regime for r in results}, f"pooling {task}")
    markets: dict[str, MarketScore] = {}
    for result in results:
        if result.market in markets:
            raise InputError(f"market {result.market!r} appears twice for {task} {regime}", field="market")
        markets[result.market] = MarketScore(n=result.n, score=result.score)
    return PooledResult(
        task=task, regime=regime, n=sum(m.n for m in markets.values()), score=pool_scores(markets), markets=markets
    )


def overall(pooled: Sequence[PooledResult]) -> float | None:
    """Unweighted mean of the pooled VAL, RANK, EVT and FUND scores of one regime.

    All four must be present exactly once; CF and CALC are refused (reported separately). The
    Overall is None (unavailable) when any of the four has no score.
    """
    _one_regime({p.regime for p in pooled}, "Overall")
    names = [p.task for p in pooled]
    refused = sorted(set(names) - set(FORECASTING_TASKS))
    if refused:
        raise InputError(f"Overall averages VAL, RANK, EVT and FUND only; got {refused}", field="task")
    if sorted(names) != sorted(FORECASTING_TASKS):
        raise InputError(f"Overall needs each of {list(FORECASTING_TASKS)} exactly once; got {names}", field="task")
    scores = [p.score for p in pooled]
    if any(s is None for s in scores):
        return None
    return math.fsum(s for s in scores if s is not None) / len(scores)


def summarize(results: Sequence[ScopeResult]) -> dict[Regime, RegimeSummary]:
    """Group market results by regime, pool each task, and compute each regime's Overall apart."""
    by_regime: dict[Regime, dict[TaskName, list[ScopeResult]]] = {}
    for result in results:
        by_regime.setdefault(result.regime, {}).setdefault(result.task, []).append(result)
    summaries: dict[Regime, RegimeSummary] = {}
    for regime, tasks in sorted(by_regime.items()):
        pooled = {task: pool(task_results) for task, task_results in tasks.items()}
        forecasting = {t: p for t, p in pooled.items() if t in FORECASTING_TASKS}
        complete = sorted(forecasting) == sorted(FORECASTING_TASKS)
        summaries[regime] = RegimeSummary(
            regime=regime,
            overall=overall(list(forecasting.values())) if complete else None,
            forecasting=dict(forecasting),
            diagnostics={t: p for t, p in pooled.items() if t in DIAGNOSTIC_TASKS},
        )
    return summaries

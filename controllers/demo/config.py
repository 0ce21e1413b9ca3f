"""What one demo run covers: symbols, dates, tasks, forecasters and how much of it (`--quick`).

The story: the run date r is 1 July 2012. Two declared models have knowledge cutoffs inside the
data (end of June 2010 and 2011), so each splits the same instances into T1 and T2 differently;
instances whose windows end after r are live (T3). After the backtests and the live locks, the clock
moves to March 2013, the rest of the data arrives and the live forecasts are resolved.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Literal

from controllers.demo.canaries import DEMO_MODELS, READER, DemoModel
from controllers.demo.corpus import LeakPattern
from controllers.demo.data import MONTHLY_SERIES
from engine.timestamps import parse_utc
from retrieval.context import POLICIES
from tasks.builders.request import GenerationRequest

RUN_DATE = parse_utc("2012-07-01T00:00:00Z")
RESOLVE_DATE = parse_utc("2013-03-01T00:00:00Z")
BENCHMARK = "SPX"
LEAK_RATES: dict[LeakPattern, float] = {
    "marked_update": 0.08, "silent_update": 0.08, "related_later": 0.08, "wrong_date": 0.08,
    "later_under_byline": 0.08, "missing_date": 0.08,
}
"""The demo's leak rates: high enough that the reader's leaked T2 scores stand out of sampling noise."""


@dataclass(frozen=True)
class TaskPlan:
    """One task of the demo: how its instances are generated and who forecasts them."""

    task: str
    symbols: tuple[str, ...]
    horizon: str
    every: int
    live_every: int
    """Live (T3) instances, in the last window before r, are sampled this densely (in sessions)."""
    honest: tuple[str, ...]
    """Honest baselines: they use no retrieval and remember nothing."""
    benchmark: str | None = None
    source: Literal["filings", "macro"] = "filings"
    count: int = 10
    """CALC problems."""
    live_pass: bool = True
    """Whether live (T3) instances are sampled again, densely, in the last window before r."""
    checks: tuple[Literal["memoriser", "honest"], ...] = ("memoriser", "honest")
    """The demo's self-checks on this task's Δ(T1,T2): the memoriser's above 0, the honest ones not."""
    variants: tuple[str, ...] = ()
    """Robustness variants run beside each T2 instance (prompt, numeric; FinForesight B.1 measures T2)."""
    retrieval: bool = True
    """Whether the reader runs and every policy with it; without, only the first policy (nothing here
    retrieves: every policy would score alike) and no reader (the corpus states no answer to copy)."""

    @property
    def window(self) -> timedelta:
        """The longest horizon (days): instances forecast within it before r are still live at r."""
        return timedelta(days=max(int(part) for part in self.horizon.split(",")))

    def request(self, start: datetime, end: datetime, every: int, seed: int) -> GenerationRequest:
        """The generation request of this task's instances forecast in [start, end]."""
        return GenerationRequest(task=self.task, symbols=self.symbols, start=start, end=end,  # type: ignore[arg-type]
                                 horizon=self.horizon, every=every, benchmark=self.benchmark, source=self.source,
                                 count=self.count, seed=seed)


@dataclass(frozen=True)
class DemoConfig:
    """Everything a demo run depends on (the folder aside)."""

    quick: bool
    run_date: datetime
    resolve_date: datetime
    data_start: date
    forecast_start: datetime
    tasks: tuple[TaskPlan, ...]
    models: tuple[DemoModel, ...]
    policies: tuple[str, ...]
    reps: int
    seed: int
    leak_rates: dict[LeakPattern, float]
    """Share of the corpus's price pages given each leak pattern."""
    probe_repeats: int
    """Independent answers per knowledge-probe question."""
    probe_resamples: int
    """Stratified resamples for the stability of each measured boundary."""
    workers: int
    """Local worker processes for the forecasts (0: in the demo's own process)."""

    @property
    def symbols(self) -> tuple[str, ...]:
        """Every stock any task uses (the benchmark and the macro series come with the data regardless)."""
        return tuple(sorted({s for plan in self.tasks if plan.source == "filings" for s in plan.symbols} - {BENCHMARK}))

    def forecasters(self, plan: TaskPlan, model: DemoModel) -> tuple[str, ...]:
        """Honest baselines, the reader (where the task retrieves) and this model's memoriser."""
        return (*plan.honest, *((READER,) if plan.retrieval else ()), model.memoriser)

    def task_policies(self, plan: TaskPlan) -> tuple[str, ...]:
        """Every policy where the task retrieves, else the strictest (`pit_llm`, the last) alone."""
        return self.policies if plan.retrieval else self.policies[-1:]


def demo_config(*, quick: bool, seed: int = 7) -> DemoConfig:
    """The default demo or the quick one (for tests: about 3 minutes on a loaded 2-core machine)."""
    symbols = ("AAPL", "MSFT") if quick else ("AAPL", "IBM", "MSFT", "GOOG")
    cohort = ("AAPL", "IBM", "MSFT", "GOOG")
    return DemoConfig(
        quick=quick,
        run_date=RUN_DATE,
        resolve_date=RESOLVE_DATE,
        data_start=date(2009, 1, 1),
        forecast_start=parse_utc("2009-10-01T00:00:00Z"),
        tasks=(
            TaskPlan("VAL", symbols, "30", 30 if quick else 25, 3, ("naive", "volatility_band")),
            TaskPlan("RANK", cohort, "30", 30 if quick else 25, 3, ("naive", "reversal"), BENCHMARK),
            # EVT: each monthly Employment Situation release, the S&P 500's move over its session.
            TaskPlan("EVT", (BENCHMARK,), "1", 1, 1, ("naive",), live_pass=False, checks=("memoriser",),
                     variants=("prompt", "numeric"), retrieval=False),
            # FUND: the number of unemployed and the median duration, a day before each release.
            TaskPlan("FUND", ("UNEMPLOY",) if quick else tuple(MONTHLY_SERIES), "1d", 1, 1, ("naive", "seasonal_naive"),
                     source="macro", live_pass=False, checks=("memoriser",), variants=("prompt", "numeric"),
                     retrieval=False),
            # CF and CALC: capability diagnostics, answered at once (never live); reported apart from Overall.
            TaskPlan("CF", symbols, "5", 120 if quick else 60, 1, ("naive",), BENCHMARK, live_pass=False, checks=(),
                     retrieval=False),
            TaskPlan("CALC", (), "none", 1, 1, ("naive",), count=8 if quick else 20, live_pass=False, checks=(),
                     variants=("numeric",), retrieval=False),
        ),
        models=DEMO_MODELS,
        policies=POLICIES,
        reps=200 if quick else 1000,
        seed=seed,
        leak_rates=LEAK_RATES,
        probe_repeats=2 if quick else 3,
        probe_resamples=100 if quick else 1000,
        workers=2 if (os.cpu_count() or 1) > 1 else 0,
    )

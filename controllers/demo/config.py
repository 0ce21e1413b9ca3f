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

from controllers.demo.canaries import DEMO_MODELS, READER, DemoModel
from controllers.demo.corpus import LeakPattern
from engine.timestamps import parse_utc
from retrieval.context import POLICIES

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

    @property
    def window(self) -> timedelta:
        """The longest horizon: instances forecast within it before r are still live at r."""
        return timedelta(days=max(int(part) for part in self.horizon.split(",")))


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
        """Every stock any task uses (the benchmark comes with the data regardless)."""
        return tuple(sorted({s for plan in self.tasks for s in plan.symbols}))

    def forecasters(self, plan: TaskPlan, model: DemoModel) -> tuple[str, ...]:
        """Honest baselines, the reader and this model's memoriser."""
        return (*plan.honest, READER, model.memoriser)


def demo_config(*, quick: bool, seed: int = 7) -> DemoConfig:
    """The default demo (about three minutes on 2 cores) or the quick one (about 1.5 minutes, for tests)."""
    symbols = ("AAPL", "MSFT") if quick else ("AAPL", "IBM", "MSFT", "GOOG")
    cohort = ("AAPL", "IBM", "MSFT", "GOOG")
    return DemoConfig(
        quick=quick,
        run_date=RUN_DATE,
        resolve_date=RESOLVE_DATE,
        data_start=date(2009, 1, 1),
        forecast_start=parse_utc("2009-10-01T00:00:00Z"),
        tasks=(
            TaskPlan("VAL", symbols, "30", 30 if quick else 25, 3, ("cutoff_price", "volatility_band")),
            TaskPlan("RANK", cohort, "30", 30 if quick else 25, 3, ("momentum", "reversal"), BENCHMARK),
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

"""The demo experiment, step by step, on its own embedded store in the output folder.

1. The clock is set to the run date r; only what was public by r is written out and ingested
   through the normal ingest paths (real prices, the S&P 500, macro prints, the generated pages).
2. The declared models are registered; instances of all six FinForesight tasks are generated from
   the store (VAL, RANK, EVT on each Employment Situation release, FUND on the monthly labour
   series, CF's announcement pairs, CALC's problems), EVT, FUND and CALC with robustness variants.
3. For each task and model, one run: honest baselines (`naive` answers every task, so it has an
   Overall), the reader and that model's memoriser under every policy, in T1, T2 and T3 (T3
   predictions are locked, unscored).
4. The clock moves on; the later data arrives; `resolve` scores the live forecasts.
5. Gaps with bootstrap intervals, rejections by reason, residual leakage per policy, the self-checks.

A demo folder holds one simulated timeline, so each demo starts from an empty store there.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from controllers.analysis.gaps import GapRow, gap_rows
from controllers.analysis.residual_leakage import Outcome, ResidualReport, residual_leakage
from controllers.demo import data as demo_data
from controllers.demo.config import DemoConfig
from controllers.demo.corpus import Corpus, CorpusConfig, Phase, ingest_corpus, write_corpus
from controllers.demo.probe_run import ProbeResult, probe_memorisers
from controllers.runs.executor import Executor, InlineExecutor, ProcessExecutor
from controllers.runs.live import resolve
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, Runner, code_revision, plan_run
from controllers.runs.scoring import StoreLabels, score_locked
from controllers.store.actions import init
from engine.clock import ManualClock
from engine.errors import InputError
from engine.settings import Settings
from pit_store.as_of import price_as_of
from pit_store.store import PitStore
from retrieval.audit import audit_summary
from tasks.generate import generate
from tasks.instance import TaskInstance
from tasks.variants import with_variants

Say = Callable[[str], None]


@dataclass(frozen=True)
class DemoRun:
    """One run of the demo: a task for one declared model."""

    run_id: str
    task: str
    model: str


@dataclass(frozen=True)
class Experiment:
    """What the demo measured, before the self-checks."""

    settings: Settings
    runs: tuple[DemoRun, ...]
    gaps: tuple[GapRow, ...]
    residual: ResidualReport
    outcomes: dict[str, Outcome]
    rejections: tuple[dict[str, object], ...]
    corpus: Corpus
    probes: tuple[ProbeResult, ...]


def demo_settings(out: Path) -> Settings:
    """The demo's own embedded store under `out/store`."""
    folder = out / "store"
    return Settings(store_url=f"sqlite:///{folder / 'asof.db'}", data_dir=folder / "data")


def _ingest_phase(settings: Settings, clock: ManualClock, out: Path, config: DemoConfig, corpus: Corpus,
                  phase: Phase, say: Say) -> None:
    """Write and ingest one phase's sources and pages: what was public by r, or what came after."""
    after, public_by = (None, config.run_date) if phase == "public" else (config.run_date, None)
    sources = demo_data.write_sources(out / "sources" / phase, start=config.data_start, end=config.resolve_date.date(),
                                      public_by=public_by, after=after, symbols=config.symbols)
    for line in [*demo_data.ingest_sources(settings, sources, clock=clock),
                 *ingest_corpus(settings, corpus, phase, clock=clock)]:
        say(f"   {line}")


def _instances(store: PitStore, config: DemoConfig) -> dict[str, list[TaskInstance]]:
    """Backtest instances every `every` sessions, and live ones every `live_every` in the last window before r.

    CALC problems are made at r (their information time), so every model meets them after its cutoff.
    """
    found: dict[str, list[TaskInstance]] = {}
    for plan in config.tasks:
        unique: dict[str, TaskInstance] = {}
        passes = [(config.run_date if plan.task == "CALC" else config.forecast_start, plan.every)]
        if plan.live_pass:
            passes.append((config.run_date - plan.window, plan.live_every))
        for start, every in passes:
            request = plan.request(start, config.run_date, every, config.seed)
            unique.update((g.instance.instance_id, g.instance) for g in generate(store, request))
        found[plan.task] = sorted(unique.values(), key=lambda i: (i.forecast_time or config.run_date, i.instance_id))
    return found


def _outcomes(store: PitStore, instances: list[TaskInstance]) -> dict[str, Outcome]:
    """Evaluator-only: each VAL instance's first resolution session, as a residual-leakage outcome.

    A page reveals an outcome when it names the symbol and writes out the date of the session whose
    close resolves the first window (numbers alone would match earlier closes by chance).
    """
    found: dict[str, Outcome] = {}
    for instance in instances:
        data = instance.input
        assert instance.forecast_time is not None
        bar = price_as_of(store, data.symbol, instance.forecast_time + timedelta(days=min(data.horizons)))  # type: ignore[union-attr]
        if bar is not None and bar.known_at > instance.forecast_time:
            found[instance.instance_id] = Outcome(instance_id=instance.instance_id, subject=data.symbol,  # type: ignore[union-attr]
                                                  resolved_on=bar.session)
    return found


def _with_t2_variants(instances: list[TaskInstance], kinds: tuple[str, ...], cutoff: datetime,
                      run_date: datetime) -> tuple[TaskInstance, ...]:
    """The instances, the T2 ones (after `cutoff`, resolved by `run_date`) followed by their robustness variants."""
    found: list[TaskInstance] = []
    for instance in instances:
        t2 = (instance.forecast_time is not None and instance.forecast_time > cutoff
              and instance.resolution_time is not None and instance.resolution_time <= run_date)
        found.extend(with_variants([instance], kinds if t2 else ()))
    return tuple(found)


def _backtests(store: PitStore, executor: Executor, config: DemoConfig, instances: dict[str, list[TaskInstance]],
               revision: str, say: Say, progress: bool) -> list[DemoRun]:
    """One run per task and declared model at r: T1/T2 scored now, T3 locked for later."""
    runs: list[DemoRun] = []
    for plan in config.tasks:
        for model in config.models:
            request = RunRequest(task=plan.task, model=model.name, forecasters=config.forecasters(plan, model),
                                 policies=config.task_policies(plan), run_date=config.run_date,
                                 instances=_with_t2_variants(instances[plan.task], plan.variants, model.cutoff, config.run_date))
            run_id, planned = plan_run(store, request, revision)
            done = Runner(store, executor, progress=progress).execute(run_id)
            scoring = score_locked(store, run_id, StoreLabels(store, planned.run_date, planned.pins.store_position))
            counts = {r: sum(1 for i in planned.instances if i["regime"] == r and not i.get("variant_of"))
                      for r in ("T1", "T2", "T3")}
            variants = sum(1 for i in planned.instances if i.get("variant_of"))
            say(f"   {plan.task} x {model.name}: {done.locked_now} prediction(s) locked "
                f"({done.failures} failure(s)); instances T1 {counts['T1']}, T2 {counts['T2']}, T3 {counts['T3']}"
                f"{f' (+{variants} robustness variants)' if variants else ''}; "
                f"{scoring.scored} T1/T2 prediction(s) scored now, the T3 ones wait for resolution")
            runs.append(DemoRun(run_id, plan.task, model.name))
    return runs


def run_experiment(out: Path, config: DemoConfig, *, say: Say, progress: bool) -> Experiment:
    """Run the whole demo into `out` (its store is recreated) and return what it measured."""
    if out.exists() and any(out.iterdir()) and not (out / "store").exists():
        raise InputError("not a demo folder (it has files but no store/): choose an empty or new --out", file=str(out))
    settings = demo_settings(out)
    for stale in (out / "store", out / "sources", out / "corpus"):
        if stale.exists():
            shutil.rmtree(stale)  # one timeline per folder: a demo never appends to an older one
    clock = ManualClock(config.run_date)
    say(f"== 1. the run date r is {config.run_date.date()}: ingest what was public by then")
    say(f"   {init(settings)}")
    corpus = write_corpus(out / "corpus", CorpusConfig(
        start=config.data_start, end=config.resolve_date.date(), run_date=config.run_date, symbols=config.symbols,
        seed=config.seed, rates=config.leak_rates))
    say(f"   generated corpus: {len(corpus.pages)} page version(s), "
        f"{sum(page.leak is not None for page in corpus.pages)} with a planted leak (ground truth: {corpus.manifest})")
    _ingest_phase(settings, clock, out, config, corpus, "public", say)
    store = PitStore.open(settings, clock)
    try:
        say("== 2. declared models and task instances (generated from the store)")
        for model in config.models:
            add_model(store, model.name, vendor_cutoff=model.cutoff, notes="asof demo canary model")
            say(f"   model {model.name}: knowledge cutoff {model.cutoff.date()} (its memoriser remembers closes to then)")
        probes = probe_memorisers(store, config)
        for probe in probes:
            say(f"   knowledge probe of {probe.model.name}'s memoriser: {probe.questions} closed-book questions x "
                f"{config.probe_repeats}; measured {probe.estimate.status}, Boundary {probe.estimate.boundary} "
                f"(declared cutoff {probe.model.cutoff.date()}); recorded in the model registry")
        instances = _instances(store, config)
        for task, found in instances.items():
            say(f"   {task}: {len(found)} instance(s) with forecast times up to r")
        say("== 3. backtests (T1, T2) and live forecasts (T3) locked at r, per task and model")
        revision = code_revision()
        executor = ProcessExecutor(settings, config.workers, clock) if config.workers else InlineExecutor(store)
        try:
            runs = _backtests(store, executor, config, instances, revision, say, progress)
        finally:
            executor.close()
        clock.set(config.resolve_date)
        say(f"== 4. the clock moves to {config.resolve_date.date()}: the later data arrives, live forecasts resolve")
        _ingest_phase(settings, clock, out, config, corpus, "after", say)
        resolved = resolve(store, [run.run_id for run in runs])
        say(f"   resolved {sum(r.scored for r in resolved.runs.values())} live prediction(s); "
            f"{sum(len(r.pending) for r in resolved.runs.values())} still pending")
        say("== 5. gaps, rejections and residual leakage")
        run_ids = [run.run_id for run in runs]
        gaps = tuple(gap_rows(store, run_ids, reps=config.reps, seed=config.seed, matched=False))
        outcomes = _outcomes(store, instances.get("VAL", []))
        residual = residual_leakage(store, outcomes)
        rejections = tuple(row for row in audit_summary(store.engine) if row["decision"] == "reject")
    finally:
        store.close()
    return Experiment(settings, tuple(runs), gaps, residual, outcomes, rejections, corpus, tuple(probes))

"""`asof.Store`: one open point-in-time store, its as-of reads, its gateway and its backtests.

A thin facade over the rooms: every method calls the same code the `asof` command line calls, so a
notebook and the shell see the same answers, write the same audit rows and run logs, and a run
started here can be verified, replayed and reported from the shell (and the other way round).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

import pandas as pd

from controllers.analysis.gaps import GapRow, gap_rows
from controllers.analysis.report import write_report
from controllers.runs.backtest import Backtest, backtest
from controllers.runs.executor_choice import make_executor
from controllers.runs.gateways import gateway_for
from controllers.runs.models import ModelEntry, add_model
from controllers.runs.replay import ReplayReport, replay
from controllers.runs.runner import RunRequest
from controllers.runs.scoring import SCORE_COLUMNS, FileLabels, run_scores
from controllers.runs.verify import run_ids
from controllers.store.actions import bar_table
from engine.clock import Clock
from engine.exports import typed_table
from engine.settings import Settings
from engine.timestamps import ensure_utc, parse_utc
from pit_store.as_of import (
    PriceBar,
    cutoff,
    documents_as_of,
    entity_as_of,
    events_as_of,
    filings_as_of,
    macro_as_of,
    price_as_of,
    price_histories_as_of,
)
from pit_store.ingest.page_batch import PageIngestReport, store_pages
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.records import IngestReport, RecordVersion
from pit_store.store import PitStore
from retrieval.audit import audit_rows
from retrieval.context import ForecastContext, Policy
from retrieval.gateway import Document, SearchResponse
from tasks.builders.request import GenerationRequest
from tasks.generate import generate
from tasks.instance import Generated, TaskInstance
from tasks.registry import task_spec

NOTEBOOK_RUN = "notebook"
"""The run id interactive searches and fetches are audited under (as `adhoc` is for the CLI)."""


def instant(text: str | datetime) -> datetime:
    """An aware UTC instant from ISO-8601 with an offset ("2024-03-05T21:00:00Z") or an aware datetime."""
    return parse_utc(text, field="instant")


def open_store(store: str | None = None, data_dir: str | Path | None = None, *, create: bool = False,
               clock: Clock | None = None) -> "Store":
    """Open the store at `store` (a database URL; default `ASOF_STORE`, else `.asof/asof.db`).

    `create` migrates (or creates) it first, like `asof init`; without it a missing store is an
    error, never a new empty one. `data_dir` is the Parquet price folder (default: the one the
    store recorded at `init`).
    """
    settings = Settings.resolve(store, data_dir)
    return Store(PitStore.open(settings, clock, create=create), settings)


class Store:
    """An open store: as-of reads, a gateway bound to t, ingest and backtests. Close it (or use `with`)."""

    def __init__(self, pit: PitStore, settings: Settings) -> None:
        self.pit = pit
        """The underlying `pit_store.PitStore`, for what this facade does not cover."""
        self.settings = settings

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Release the database connections."""
        self.pit.close()

    @property
    def position(self) -> int:
        """The store's current position (the last `recorded_seq`): pin it to reproduce a read later."""
        return self.pit.position()

    # -- as-of reads ------------------------------------------------------------------------------

    def price(self, symbol: str, as_of: datetime, *, interval: str = "1d", embargo: timedelta = timedelta(0),
              pin: int | None = None) -> PriceBar | None:
        """The latest bar of `symbol` known at `as_of` (None if none was)."""
        return price_as_of(self.pit, symbol, as_of, pin=self.pit.resolve_pin(pin), embargo=embargo, interval=interval)

    def prices(self, symbols: str | Sequence[str], start: datetime, end: datetime, as_of: datetime, *,
               interval: str = "1d", embargo: timedelta = timedelta(0), pin: int | None = None) -> pd.DataFrame:
        """Bars closing in `[start, end)`, each in the version known at `as_of`, as a typed DataFrame
        (one row per symbol and bar; `known_at` and `event_time` are UTC timestamps)."""
        names = [symbols] if isinstance(symbols, str) else list(symbols)
        found = price_histories_as_of(self.pit, names, start, end, cutoff(self.pit, as_of, pin=pin, embargo=embargo),
                                      interval=interval)
        return bar_table([bar for symbol in names for bar in found[symbol]]).to_pandas()

    def documents(self, as_of: datetime, *, url: str | None = None, limit: int | None = None,
                  pin: int | None = None) -> list[RecordVersion]:
        """Documents (pages) visible at `as_of`, newest first (optionally one URL's)."""
        return documents_as_of(self.pit, cutoff(self.pit, as_of, pin=pin), url=url, limit=limit)

    def filings(self, company: str, as_of: datetime, *, item: str | None = None, pin: int | None = None) -> list[RecordVersion]:
        """A company's filing line items as known at `as_of` (the latest amendment known by then)."""
        return filings_as_of(self.pit, company, cutoff(self.pit, as_of, pin=pin), item=item)

    def macro(self, series: str, as_of: datetime, *, period: date | datetime | None = None,
              pin: int | None = None) -> list[RecordVersion]:
        """A macro series as known at `as_of` (the vintage current then), by reference period."""
        return macro_as_of(self.pit, series, cutoff(self.pit, as_of, pin=pin), period=period)

    def events(self, as_of: datetime, *, company: str | None = None, pin: int | None = None) -> list[RecordVersion]:
        """Corporate events (schedules and outcomes) as known at `as_of`."""
        return events_as_of(self.pit, cutoff(self.pit, as_of, pin=pin), company=company)

    def entity(self, entity_id: str, as_of: datetime, *, pin: int | None = None) -> RecordVersion | None:
        """The version of one entity visible at `as_of` (a retraction included), or None."""
        return entity_as_of(self.pit, entity_id, cutoff(self.pit, as_of, pin=pin))

    def history(self, entity_id: str, *, pin: int | None = None) -> list[RecordVersion]:
        """Every recorded version of one entity, in the order the store recorded them."""
        return self.pit.history(entity_id, pin=pin)

    # -- the gateway ------------------------------------------------------------------------------

    def _context(self, as_of: datetime, policy: Policy, run: str, instance: str, pin: int | None,
                 embargo: timedelta) -> ForecastContext:
        return ForecastContext(run_id=run, instance_id=instance, forecast_time=ensure_utc(as_of, field="as_of"),
                               policy=policy, pin=self.pit.resolve_pin(pin), embargo=embargo)

    def search(self, query: str, as_of: datetime, *, policy: Policy = "pit_llm", k: int = 10,
               run: str = NOTEBOOK_RUN, instance: str = "adhoc", pin: int | None = None,
               embargo: timedelta = timedelta(0)) -> SearchResponse:
        """Search as a forecaster bound to `as_of` would: the cutoff is in the query, every candidate
        is judged under `policy` and audited (see `audit`)."""
        return gateway_for(self.pit, self._context(as_of, policy, run, instance, pin, embargo)).search(query, k)

    def fetch(self, doc_id: str, as_of: datetime, *, policy: Policy = "pit_llm", run: str = NOTEBOOK_RUN,
              instance: str = "adhoc", pin: int | None = None) -> Document:
        """A document's full text as visible at `as_of` (refused, and audited, if it was not)."""
        return gateway_for(self.pit, self._context(as_of, policy, run, instance, pin, timedelta(0))).fetch(doc_id)

    def audit(self, *, run: str | None = None, instance: str | None = None, decision: str | None = None,
              reason: str | None = None) -> pd.DataFrame:
        """Every candidate the gateway judged (query, URL, title, stage, decision, reason, evidence), oldest first."""
        rows = audit_rows(self.pit.engine, run_id=run, instance_id=instance, decision=decision, reason=reason)  # type: ignore[arg-type]
        return typed_table(rows).to_pandas()

    # -- ingest -----------------------------------------------------------------------------------

    def ingest_pages(self, path: str | Path, *, captured_at: datetime | None = None, url: str | None = None,
                     strict: bool = False) -> PageIngestReport:
        """Store crawled pages (HTML files, folders, .gz, WARC): each page its own unit, bad ones quarantined."""
        return store_pages(self.pit, Path(path), captured_at=captured_at, url=url, strict=strict)

    def ingest_prices(self, path: str | Path, *, symbol: str | None = None, calendar: str | None = None,
                      interval: str = "1d", latency: timedelta = timedelta(0), known_at: datetime | None = None,
                      backfill: bool = False) -> IngestReport:
        """Store a bar file (CSV or Parquet) as one batch; changed bars are corrections known at `known_at`."""
        bars = read_prices(Path(path), symbol=symbol, calendar=calendar, interval=interval, latency=latency)
        return append_prices(self.pit, bars, source=str(path), known_at_floor=known_at, backfill=backfill)

    # -- tasks and models -------------------------------------------------------------------------

    def generate(self, task: str, *, symbols: Sequence[str] = (), start: datetime | None = None,
                 end: datetime | None = None, every: int = 1, resolve_at: datetime | None = None,
                 **options: Any) -> list[Generated]:
        """Build task instances from the store (each read as of its forecast time) and, where resolved
        by `resolve_at`, their labels, as `asof tasks generate` does (`options`: the rest of
        `GenerationRequest`, e.g. `horizon`, `benchmark`, `count`, `seed`)."""
        request = GenerationRequest(task=task, symbols=tuple(symbols), start=start, end=end, every=every,  # type: ignore[arg-type]
                                    resolve_at=resolve_at, **options)
        return generate(self.pit, request)

    def add_model(self, name: str, *, vendor_cutoff: datetime | None = None,
                  release_date: datetime | None = None, notes: str = "") -> ModelEntry:
        """Register a model (or a new revision of one) with its stated knowledge cutoff, for `run`."""
        return add_model(self.pit, name, vendor_cutoff=vendor_cutoff, release_date=release_date, notes=notes)

    # -- backtests --------------------------------------------------------------------------------

    def run(self, task: str, model: str, forecasters: Sequence[str], instances: Sequence[TaskInstance], *,
            policies: Sequence[str] = ("pit",), regimes: Sequence[str] = ("T1", "T2", "T3"),
            run_date: datetime | None = None, repeats: int = 1, labels: str | Path | None = None,
            workers: int = 0, run_id: str | None = None, progress: bool = False) -> Backtest:
        """Plan, execute (resumably: the same call again resumes it) and score a backtest, exactly as
        `asof run` does; T3 predictions are locked for `resolve`. `labels` is a label file (default:
        labels built from the store as of the run date)."""
        request = RunRequest(task=task, model=model, forecasters=tuple(forecasters), policies=tuple(policies),  # type: ignore[arg-type]
                             instances=tuple(instances), regimes=tuple(regimes), repeats=repeats,  # type: ignore[arg-type]
                             run_date=run_date, run_id=run_id)
        executor = make_executor(self.pit, self.settings, workers)
        given = FileLabels(task_spec(task), Path(labels)) if labels is not None else None
        try:
            return backtest(self.pit, request, executor, labels=given, progress=progress)
        finally:
            executor.close()

    def runs(self) -> list[str]:
        """Every run in the store, oldest first."""
        return run_ids(self.pit)

    def scores(self, run_id: str) -> pd.DataFrame:
        """A run's scores per model, forecaster, policy, regime and repeat (typed)."""
        return typed_table([g.row() for g in run_scores(self.pit, run_id)], columns=SCORE_COLUMNS).to_pandas()

    def gaps(self, run_ids: Sequence[str], *, reps: int = 1000, seed: int = 0, matched: bool = True) -> list[GapRow]:
        """Δ(T1,T2) and Δ(T2,T3) with bootstrap intervals (on the matched set across models by default)."""
        return gap_rows(self.pit, list(run_ids), reps=reps, seed=seed, matched=matched)

    def replay(self, run_id: str, day: date, *, policies: Sequence[str] | None = None) -> ReplayReport:
        """Re-run `run_id`'s instances forecast on `day` from its pinned position and compare outputs."""
        executor = make_executor(self.pit, self.settings, 0)
        try:
            return replay(self.pit, run_id, day, executor, policies=policies)
        finally:
            executor.close()

    def report(self, run_ids: Sequence[str], out: str | Path, *, reps: int = 1000) -> Path:
        """Write the HTML report and the typed exports of `run_ids` into the folder `out`; return the page."""
        folder = Path(out)
        files = write_report(self.pit, list(run_ids), folder, reps=reps)
        return folder / files[0]

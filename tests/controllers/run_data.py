"""A small real store and VAL instances for the controller tests.

The store is the task tests' synthetic one (daily closes through 2024). A model with cutoff
2024-06-01 and a run date of 2024-10-01 puts early instances in T1, summer ones in T2 and late
September ones in T3 (their 30-day window ends after the run date).

`bokeh_store` is the PostgreSQL-ready alternative on real prices (bokeh-sampledata daily bars), for
the executor tests that need a store several processes share.
"""

from __future__ import annotations

import os
import signal
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from controllers.forecasters.baselines import CutoffPrice
from controllers.runs.models import add_model
from controllers.runs.scoring import StoreLabels
from controllers.store.quickstart import sample_prices
from pit_store.ingest.prices import read_prices
from pit_store.price_store import append_prices
from pit_store.store import PitStore
from tasks.builders.request import GenerationRequest
from tasks.generate import generate, write_jsonl
from tasks.instance import TaskInstance
from tests.conftest import open_store
from tests.tasks.store_data import build_store

CUTOFF = datetime(2024, 6, 1, tzinfo=UTC)
RUN_DATE = datetime(2024, 10, 1, tzinfo=UTC)


def make_store(folder: Path) -> PitStore:
    """The synthetic store with one registered model (`m1`, cutoff 2024-06-01)."""
    store = build_store(f"sqlite:///{folder / 'asof.db'}", folder / "data")
    add_model(store, "m1", vendor_cutoff=CUTOFF, release_date=datetime(2024, 7, 1, tzinfo=UTC))
    return store


_GENERATED: dict[tuple[int, str, str], list[TaskInstance]] = {}


def val_instances(store: PitStore, every: int = 10, start: str = "2024-02-01", end: str = "2024-09-30") -> list[TaskInstance]:
    """VAL instances (30-day window) for AAA and BBB between `start` and `end`.

    Every test store holds the same data, so one generation per argument set serves them all.
    """
    key = (every, start, end)
    if key not in _GENERATED:
        _GENERATED[key] = _generate(store, every, start, end)
    return list(_GENERATED[key])


def _generate(store: PitStore, every: int, start: str, end: str) -> list[TaskInstance]:
    request = GenerationRequest(
        task="VAL", symbols=("AAA", "BBB"), start=datetime.fromisoformat(start).replace(tzinfo=UTC),
        end=datetime.fromisoformat(end).replace(hour=23, tzinfo=UTC), horizon="30", every=every,
    )
    return [g.instance for g in generate(store, request)]


def write_instances(path: Path, instances: list[TaskInstance]) -> Path:
    """Write an instance file."""
    write_jsonl(path, [i.model_dump(mode="json") for i in instances])
    return path


class Slow(CutoffPrice):
    """The cutoff-price baseline, slowed by `ASOF_TEST_SLOW` seconds a job (so a run can be killed mid-way)."""

    name = "slow"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        time.sleep(float(os.environ.get("ASOF_TEST_SLOW", "0")))
        return super().forecast(instance_input, tools)


BOKEH_CUTOFF = datetime(2012, 6, 1, tzinfo=UTC)
BOKEH_RUN_DATE = datetime(2013, 3, 1, tzinfo=UTC)
_BOKEH_INSTANCES: list[TaskInstance] = []


def bokeh_store(url: str, data_dir: Path) -> PitStore:
    """A store (on `url`) with the real daily bars of bokeh-sampledata and model `m1` (cutoff 2012-06-01)."""
    store = open_store(url, data_dir)
    bars = read_prices(sample_prices(), calendar="XNYS", interval="1d", latency=timedelta(0), bar_time="start")
    append_prices(store, bars, source="bokeh-sampledata")
    add_model(store, "m1", vendor_cutoff=BOKEH_CUTOFF)
    return store


def bokeh_instances(store: PitStore) -> list[TaskInstance]:
    """50 VAL instances (AAPL and MSFT through 2012) of a `bokeh_store`; every such store yields the same ones."""
    if not _BOKEH_INSTANCES:
        request = GenerationRequest(task="VAL", symbols=("AAPL", "MSFT"), start=datetime(2012, 1, 3, tzinfo=UTC),
                                    end=datetime(2012, 12, 31, tzinfo=UTC), horizon="30", every=10)
        _BOKEH_INSTANCES.extend(g.instance for g in generate(store, request))
    return list(_BOKEH_INSTANCES)


def bokeh_labels(store: PitStore, path: Path) -> Path:
    """A label file (`asof run --labels`) for every `bokeh_instances` instance, read from the store once."""
    source = StoreLabels(store, BOKEH_RUN_DATE, store.position())
    lines = []
    for instance in bokeh_instances(store):
        label, why = source.label(instance)
        assert label is not None, why
        lines.append({"instance_id": instance.instance_id, "market": instance.market, "label": label.model_dump(mode="json")})
    write_jsonl(path, lines)
    return path


class Recording(CutoffPrice):
    """The cutoff-price baseline that notes every execution, and can kill its own process once.

    Each call sleeps `ASOF_TEST_SLOW` seconds (default 0), then appends its instance id and pid to the
    file `ASOF_TEST_EXECUTIONS` names. The first call for an instance with a file of its id in the
    folder `ASOF_TEST_KILL` takes that file away and kills its own process mid-job (a worker dying),
    so the job's next execution answers; a file `<id>.always` kills every execution of that instance
    (a job that kills its worker each time).
    """

    name = "recording"

    def forecast(self, instance_input: dict[str, Any], tools: Any) -> dict[str, Any]:
        instance_id = instance_input["instance_id"]
        time.sleep(float(os.environ.get("ASOF_TEST_SLOW", "0")))
        with open(os.environ["ASOF_TEST_EXECUTIONS"], "a", encoding="utf-8") as log:
            log.write(f"{instance_id} {os.getpid()}\n")
        kill = os.environ.get("ASOF_TEST_KILL")
        if kill and (Path(kill) / f"{instance_id}.always").exists():
            os.kill(os.getpid(), signal.SIGKILL)
        if kill:
            try:
                (Path(kill) / instance_id).rename(Path(kill) / f"{instance_id}.taken")  # atomic: one execution wins
            except FileNotFoundError:
                pass
            else:
                os.kill(os.getpid(), signal.SIGKILL)
        return super().forecast(instance_input, tools)

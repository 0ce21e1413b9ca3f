"""A store, pages around one forecast time, and planned runs for the MCP server and harness tests.

Synthetic test data: the controller tests' VAL store plus two pages naming the instance's symbol,
one known three days before its forecast time t and one three days after.
"""

from __future__ import annotations

import shlex
import sys
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from controllers.runs.runner import RunRequest, plan_run
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from tasks.instance import TaskInstance
from tests.controllers.run_data import RUN_DATE, make_store, val_instances

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "examples" / "harness" / "simple_harness.py"


@dataclass(frozen=True)
class World:
    """The store and what the tests need to know about it."""

    folder: Path
    store: PitStore
    instances: tuple[TaskInstance, ...]

    @property
    def instance(self) -> TaskInstance:
        """The instance the servers are bound to."""
        return self.instances[0]

    @property
    def t(self) -> datetime:
        return self.instance.forecast_time

    @property
    def symbol(self) -> str:
        return str(self.instance.input.symbol)  # type: ignore[union-attr]

    def cli_store(self) -> list[str]:
        """The `--store` / `--data-dir` options of this store."""
        return ["--store", f"sqlite:///{self.folder / 'asof.db'}", "--data-dir", str(self.folder / "data")]


def page(name: str, known: datetime, text: str) -> RecordDraft:
    """A dated page."""
    return RecordDraft(record_type="document", entity_id=f"doc:{name}", known_at=known, source="test",
                       payload={"url": f"https://news.example.com/{name}", "title": name, "text": text})


def build_world(folder: Path) -> World:
    """The store with two pages around the first early-2024 VAL instance's t (before any run is planned)."""
    store = make_store(folder)
    instances = tuple(val_instances(store, every=30, start="2024-02-01", end="2024-03-15"))
    first = instances[0]
    symbol = first.input.symbol  # type: ignore[union-attr]
    store.append([
        page("early", first.forecast_time - timedelta(days=3), f"{symbol} revenue guidance held steady."),
        page("late", first.forecast_time + timedelta(days=3), f"{symbol} revenue record: shares jump after results."),
    ], source="test-pages")
    return World(folder, store, instances)


def plan(world: World, run_id: str, forecasters: tuple[str, ...], *, instances: int = 1) -> str:
    """Plan a T1/T2 VAL run of the first `instances` instances; returns its id."""
    request = RunRequest(task="VAL", model="m1", forecasters=forecasters, policies=("pit",),
                         instances=world.instances[:instances], regimes=("T1", "T2"), run_date=RUN_DATE, run_id=run_id)
    planned, _ = plan_run(world.store, request, "test-rev")
    return planned


def harness_spec(script: Path = HARNESS, *args: str) -> str:
    """A `cmd:` forecaster running `script` with this interpreter."""
    return "cmd:" + shlex.join([sys.executable, str(script), *args])

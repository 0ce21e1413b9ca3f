"""`asof verify RUN`: recompute the run's hash chain and every hash inside it."""

from __future__ import annotations

from dataclasses import dataclass


from engine.errors import InputError
from engine.run_log import ChainProblem, verify_chain
from pit_store.run_events import chain_rows, planned_runs
from pit_store.store import PitStore


@dataclass(frozen=True)
class VerifyReport:
    """The outcome of verifying one run."""

    run_id: str
    events: int
    head: str | None
    problems: tuple[ChainProblem, ...]

    @property
    def ok(self) -> bool:
        """True when every link and hash checks out."""
        return not self.problems


def verify_run(store: PitStore, run_id: str) -> VerifyReport:
    """Verify the chain of `run_id`; an unknown run is an error."""
    with store.engine.connect() as connection:
        rows = chain_rows(connection, run_id)
    if not rows:
        raise InputError(f"unknown run {run_id!r}", field="run")
    return VerifyReport(run_id, len(rows), rows[-1].hash, tuple(verify_chain(rows)))


def run_ids(store: PitStore) -> list[str]:
    """Every run in the log."""
    with store.engine.connect() as connection:
        return [run_id for run_id, _ in planned_runs(connection)]

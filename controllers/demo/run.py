"""One demo run end to end: the experiment, its self-checks, and the report and exports it writes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import click

from controllers.demo.checks import Check, check_memorisers, check_planted_leaks, check_reader_gaps, check_residual
from controllers.demo.config import DemoConfig
from controllers.demo.experiment import Experiment, Say, run_experiment
from controllers.demo.probe_run import check_probes
from controllers.demo.summary import write_outputs
from engine.clock import ManualClock
from pit_store.store import PitStore


@dataclass(frozen=True)
class DemoOutcome:
    """A finished demo: what it measured, its checks and the files it wrote."""

    experiment: Experiment
    checks: tuple[Check, ...]
    files: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """True when every self-check passed."""
        return all(check.ok for check in self.checks)


def run_demo(out: Path, config: DemoConfig, *, say: Say = click.echo, progress: bool = True) -> DemoOutcome:
    """Run the experiment into `out`, check it, and write the report and exports there."""
    experiment = run_experiment(out, config, say=say, progress=progress)
    store = PitStore.open(experiment.settings, ManualClock(config.resolve_date))
    try:
        checks = (check_reader_gaps(experiment.gaps), *check_memorisers(experiment.gaps, config),
                  *check_residual(experiment.residual), *check_planted_leaks(store, experiment.corpus),
                  *check_probes(list(experiment.probes)))
        files = write_outputs(store, experiment, checks, out, reps=config.reps, seed=config.seed)
    finally:
        store.close()
    return DemoOutcome(experiment, tuple(checks), tuple(files))

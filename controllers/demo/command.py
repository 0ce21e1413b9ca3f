"""`asof demo`: the whole experiment on real market data, with canaries that prove the controls work."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import click

from controllers.demo.checks import Check, check_memorisers, check_planted_leaks, check_reader_gaps, check_residual
from controllers.demo.config import DemoConfig, demo_config
from controllers.demo.experiment import Experiment, Say, run_experiment
from controllers.demo.probe_run import check_probes
from controllers.demo.summary import terminal_summary, write_outputs
from engine.clock import ManualClock
from engine.errors import AsofError
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


@click.command("demo")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), default=Path("asof-demo"), show_default=True,
              help="Output folder (its store, sources, report.html and exports; recreated on each run).")
@click.option("--quick", is_flag=True, help="A small demo: two stocks, fewer instances, a few minutes on 2 cores "
              "(the tests use it).")
@click.option("--seed", type=int, default=7, show_default=True, help="Seed of the corpus and the bootstrap.")
@click.option("--no-progress", is_flag=True, help="No progress bars.")
def demo(out: Path, quick: bool, seed: int, no_progress: bool) -> None:
    """Run T1/T2/T3 backtests and live forecasts on real prices with canary forecasters; check the controls."""
    try:
        outcome = run_demo(out, demo_config(quick=quick, seed=seed), progress=not no_progress)
    except AsofError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(terminal_summary(outcome.experiment, outcome.checks, out))
    failed = [check.name for check in outcome.checks if not check.ok]
    if failed:
        click.echo(f"{len(failed)} self-check(s) failed: " + "; ".join(failed), err=True)
        raise SystemExit(1)

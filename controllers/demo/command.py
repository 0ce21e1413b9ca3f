"""`asof demo`: the whole experiment on real market data, with canaries that prove the controls work."""

from __future__ import annotations

from pathlib import Path

import click

from engine.errors import AsofError


@click.command("demo")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), default=Path("asof-demo"), show_default=True,
              help="Output folder (its store, sources, report.html and exports; recreated on each run).")
@click.option("--quick", is_flag=True, help="A small demo: two stocks, fewer instances; about 35 s on 2 cores (the tests use it).")
@click.option("--seed", type=int, default=7, show_default=True, help="Seed of the corpus and the bootstrap.")
@click.option("--no-progress", is_flag=True, help="No progress bars.")
def demo(out: Path, quick: bool, seed: int, no_progress: bool) -> None:
    """Run T1/T2/T3 backtests and live forecasts on real prices with canary forecasters; check the controls."""
    # Imported here: the experiment pulls in the whole data stack, which `asof demo --help` never needs.
    from controllers.demo.config import demo_config
    from controllers.demo.run import run_demo
    from controllers.demo.summary import terminal_summary

    try:
        outcome = run_demo(out, demo_config(quick=quick, seed=seed), progress=not no_progress)
    except AsofError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(terminal_summary(outcome.experiment, outcome.checks, out))
    failed = [check.name for check in outcome.checks if not check.ok]
    if failed:
        click.echo(f"{len(failed)} self-check(s) failed: " + "; ".join(failed), err=True)
        raise SystemExit(1)

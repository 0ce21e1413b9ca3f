"""`asof runs list|show|compare`: the runs in the store, one run in detail, two runs paired.

`controllers/cli/main.py` registers `runs`.
"""

from __future__ import annotations

from typing import Any

import click

from controllers.analysis.run_overview import list_runs, run_summary
from controllers.analysis.tables import paired_runs
from controllers.cli.support import emit, json_option, store_options
from controllers.store.actions import opened
from engine.settings import Settings


@click.group("runs")
def runs() -> None:
    """List runs, show one, or compare two runs instance by instance."""


def _line(s: dict[str, Any]) -> str:
    c = s["counts"]
    return (f"{s['run_id']}  {s['task']:<4} {s['model']:<14} {','.join(s['forecasters'])} "
            f"[{','.join(s['policies'])}] created {s['created'][:19]} {s['status']}: "
            f"{c['locked']}/{c['jobs']} locked, {c['scored']} scored, {c['failed']} failed")


@runs.command("list")
@json_option
@store_options
def runs_list(settings: Settings, as_json: bool) -> None:
    """Every run: id, task, model, forecasters, policies, created, status and job counts."""
    with opened(settings) as store:
        found = list_runs(store)
    emit(found, as_json, lambda rows: "\n".join(_line(r) for r in rows) or "no runs")


@runs.command("show")
@click.argument("run_id")
@json_option
@store_options
def runs_show(settings: Settings, run_id: str, as_json: bool) -> None:
    """One run's plan, pins and counts by state."""
    with opened(settings) as store:
        found = run_summary(store, run_id)
    emit(found, as_json, lambda s: _line(s) + "\n" + "\n".join(
        f"  {k}: {v}" for k, v in s.items() if k not in ("run_id", "counts")))


@runs.command("compare")
@click.argument("run_a")
@click.argument("run_b")
@click.option("--resamples", type=click.IntRange(100), default=10_000, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@json_option
@store_options
def runs_compare(settings: Settings, run_a: str, run_b: str, resamples: int, seed: int, as_json: bool) -> None:
    """Paired per-instance score differences (A - B, positive favours A) with a bootstrap 90% interval."""
    with opened(settings) as store:
        rows = paired_runs(store, run_a, run_b, resamples=resamples, seed=seed)

    def render(rows: list[dict[str, Any]]) -> str:
        return "\n".join(
            f"{r['forecaster']} {r['policy']} {r['regime']}: n={r['n']}" + (
                f" mean {r['mean_difference']:+.4f}, median {r['median_difference']:+.4f} "
                f"[{r['low']:+.4f}, {r['high']:+.4f}]" if r["n"] else " (no shared instances)")
            for r in rows) or "nothing scored in common"

    emit(rows, as_json, render)

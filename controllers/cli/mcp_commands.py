"""`asof mcp`: plan a run for external harnesses and serve one of its jobs over MCP.

`asof mcp` is registered in `controllers/cli/main.py`; `python -m controllers.cli.mcp_commands` also runs the group
on its own (the tests spawn it that way). `serve` imports the runner, the store and the gateway only
once the server runs (`controllers.runs.mcp_jobs`), so a client's handshake is answered at once.
"""

from __future__ import annotations

import shlex
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import click

from controllers.cli.support import INSTANT, store_options
from controllers.runs.cutoff_sources import CUTOFF_SOURCES
from controllers.runs.regimes import REGIME_NAMES
from engine.settings import Settings
from retrieval.context import POLICIES

if TYPE_CHECKING:
    from pit_store.store import PitStore


@click.group("mcp")
def mcp() -> None:
    """Serve a job's cutoff-bound tools to any MCP client (Claude Code, OpenCode, your own loop)."""


@mcp.command("plan")
@click.option("--task", required=True, help="Task family (VAL, RANK, EVT, FUND, CF, CALC, EPS).")
@click.option("--model", required=True, help="A registered model (see `asof models`).")
@click.option("--forecaster", "forecasters", multiple=True, required=True,
              help="Name of the system under test, e.g. 'cmd:claude -p ...' (repeatable; not comma-split).")
@click.option("--policy", "policies", multiple=True, type=click.Choice(POLICIES), default=("pit",), show_default=True)
@click.option("--instances", type=click.Path(path_type=Path, exists=True, dir_okay=False), required=True)
@click.option("--repeats", type=click.IntRange(1), default=1, show_default=True)
@click.option("--regime", "regimes", multiple=True, type=click.Choice(REGIME_NAMES), default=REGIME_NAMES, show_default=True)
@click.option("--cutoff-source", type=click.Choice(CUTOFF_SOURCES), default="vendor", show_default=True)
@click.option("--run-date", type=INSTANT, help="The run date r (default: now).")
@click.option("--run-id", help="Name the run (default: derived from the request).")
@store_options
def plan(settings: Settings, task: str, model: str, forecasters: tuple[str, ...], policies: tuple[str, ...],
         instances: Path, repeats: int, regimes: tuple[str, ...], cutoff_source: str, run_date: datetime | None,
         run_id: str | None) -> None:
    """Plan a run without executing it, and print one `asof mcp serve` line per job."""
    from controllers.runs.runner import RunRequest, code_revision, plan_run
    from controllers.store.actions import opened
    from tasks.io import read_instances

    with opened(settings) as store:
        request = RunRequest(
            task=task, model=model, forecasters=forecasters, policies=policies,
            instances=tuple(read_instances(instances)), regimes=regimes, repeats=repeats,  # type: ignore[arg-type]
            cutoff_source=cutoff_source, run_date=run_date, run_id=run_id,  # type: ignore[arg-type]
        )
        planned_id, planned = plan_run(store, request, code_revision())
    click.echo(f"run {planned_id}: {len(planned.instances)} instance(s); removed: {planned.removed or 'none'}")
    for instance in planned.instances:
        for forecaster in planned.forecasters:
            for policy in planned.policies:
                for repeat in range(planned.repeats):
                    click.echo(shlex.join(["asof", "mcp", "serve", "--run", planned_id, "--instance",
                                           instance["instance_id"], "--forecaster", forecaster, "--policy", policy,
                                           "--repeat", str(repeat)]))


@mcp.command("serve")
@click.option("--run", "run_id", required=True, help="A planned run (`asof mcp plan`, `asof run`).")
@click.option("--instance", "instance_id", required=True, help="The instance this server answers for.")
@click.option("--forecaster", help="The planned forecaster whose job this is (default: the run's only one).")
@click.option("--policy", help="The planned policy (default: the run's only one).")
@click.option("--repeat", type=click.IntRange(0), default=0, show_default=True)
@click.option("--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True)
@click.option("--port", type=click.IntRange(0, 65535), default=0, show_default=True,
              help="HTTP port on 127.0.0.1 (0: a free one, printed to stderr).")
@click.option("--protocol", type=click.Choice(["asof", "epsbench"]), default="asof", show_default=True,
              help="asof's generic tools, or EPSBench's six tools and submission rules (EPS jobs).")
@store_options
def serve(settings: Settings, run_id: str, instance_id: str, forecaster: str | None, policy: str | None, repeat: int,
          transport: str, port: int, protocol: str) -> None:
    """Serve one job's tools over MCP (stdio, or streamable HTTP on 127.0.0.1); `submit` locks its prediction."""
    from controllers.runs.mcp_jobs import serve as serve_job

    stores: list[PitStore] = []

    def store_of() -> PitStore:
        from pit_store.store import PitStore

        stores.append(PitStore.open(settings))
        return stores[-1]

    try:
        serve_job(store_of, run_id, instance_id, forecaster=forecaster, policy=policy, repeat=repeat,
                  transport=transport, port=port, protocol=protocol)  # type: ignore[arg-type]
    finally:
        for store in stores:
            store.close()


if __name__ == "__main__":
    mcp()

"""CLI commands of the task suite: `asof score`, `asof eps calc`, `asof tasks generate`.

The module exposes click objects (`score`, `eps`, `tasks_group`) that `controllers.cli.main` registers.
Errors print one line naming the file, line and field, and exit with status 1.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import click
from pydantic import ValidationError

from controllers.cli.support import INSTANT, emit, json_option, store_options
from controllers.store.actions import opened
from engine.errors import AsofError, InputError
from engine.settings import Settings
from tasks import scoring
from tasks.builders.request import GenerationRequest
from tasks.eps_calculator import calculate, load_json, load_schema
from tasks.generate import generate, write_generated
from tasks.io import read_labels, read_predictions
from tasks.registry import registered, task_spec

FAILURES_SHOWN = 20


def _fail(exc: AsofError) -> click.ClickException:
    return click.ClickException(str(exc))


def render_result(data: dict[str, Any]) -> str:
    """Readable score summary: the pooled score, each market, scalar auxiliaries, failures."""
    def fmt(value: Any) -> str:
        return "unavailable" if value is None else (f"{value:.6g}" if isinstance(value, float) else str(value))

    lines = [f"{data['task']}: score {fmt(data['score'])} over {data['n']} instance(s); "
             f"{data['format_failures']} format failure(s)"]
    for market, entry in sorted(data["by_market"].items()):
        lines.append(f"  {market}: score {fmt(entry['score'])} (n={entry['n']})")
    for key, value in data["aux"].items():
        if value is None or isinstance(value, (int, float, str)):
            lines.append(f"  {key}: {fmt(value)}")
    for failure in data["aux"]["format_failure_details"][:FAILURES_SHOWN]:
        where = f"line {failure['line']}" if failure["line"] is not None else "no line"
        lines.append(f"  failure {failure['instance_id'] or '?'} ({where}): {failure['reason']}")
    hidden = len(data["aux"]["format_failure_details"]) - FAILURES_SHOWN
    if hidden > 0:
        lines.append(f"  ... {hidden} more failure(s) (use --json)")
    return "\n".join(lines)


@click.command("score")
@click.argument("task")
@click.option("--predictions", type=click.Path(path_type=Path), required=True, help="Prediction JSONL file.")
@click.option("--labels", type=click.Path(path_type=Path), required=True, help="Label JSONL file (evaluator-only).")
@json_option
def score(task: str, predictions: Path, labels: Path, as_json: bool) -> None:
    """Score TASK predictions against labels (VAL, RANK, EVT, FUND, CF, CALC, EPS)."""
    try:
        spec = task_spec(task)
        result = scoring.score(spec, read_predictions(predictions), read_labels(spec, labels))
    except AsofError as exc:
        raise _fail(exc) from None
    emit(result.model_dump(mode="json"), as_json, render_result)


@click.group("eps")
def eps() -> None:
    """EPSBench accounting schemas."""


def render_calculation(data: dict[str, Any]) -> str:
    """Every line of the calculation, then EPS."""
    width = max(len(name) for name in data["lines"])
    body = [f"  {name.ljust(width)}  {value:,.6f}" for name, value in data["lines"].items()]
    return "\n".join([*body, f"EPS {data['eps']:.6f}"])


@eps.command("calc")
@click.option("--schema", "schema_path", type=click.Path(path_type=Path), required=True, help="Accounting schema JSON.")
@click.option("--drivers", "drivers_path", type=click.Path(path_type=Path), help="Driver values JSON (omit: baseline).")
@json_option
def eps_calc(schema_path: Path, drivers_path: Path | None, as_json: bool) -> None:
    """Evaluate a schema's DAG: the baseline quarter, or the forecast quarter from driver values."""
    try:
        compiled, _ = load_schema(schema_path)
        drivers = None
        if drivers_path is not None:
            drivers = load_json(drivers_path)
            if not isinstance(drivers, dict):
                raise InputError("expected a JSON object of driver values", file=str(drivers_path))
        try:
            result = calculate(compiled, drivers)
        except InputError as exc:
            raise exc.located(file=str(drivers_path or schema_path)) from None
    except AsofError as exc:
        raise _fail(exc) from None
    emit(result.model_dump(mode="json"), as_json, render_calculation)


@click.group("tasks")
def tasks_group() -> None:
    """Task instances."""


@tasks_group.command("generate")
@click.argument("task")
@click.option("--symbols", help="Comma-separated symbols (companies for FUND, series for --source macro).")
@click.option("--from", "start", type=INSTANT, help="First forecast time (or event/publication time).")
@click.option("--to", "end", type=INSTANT, help="Last forecast time (inclusive).")
@click.option(
    "--horizon",
    help="VAL: days among 30,90,180,365 (comma list); RANK: days; EVT: sessions; CF: days; "
    "FUND/EPS: lead before publication (e.g. 1d).",
)
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Instances JSONL (public).")
@click.option("--labels-out", type=click.Path(path_type=Path), help="Labels JSONL for resolved instances (evaluator-only).")
@click.option("--resolve-at", type=INSTANT, help="Read outcomes as of this instant (the run date).")
@click.option("--pin", type=int, help="Read the store as of this recorded_seq (default: current position).")
@click.option("--every", type=int, default=1, show_default=True, help="Use every N-th forecast time.")
@click.option("--benchmark", help="Benchmark symbol (RANK, optional for CF).")
@click.option("--variant", type=click.Choice(["F", "T", "H"]), default="H", show_default=True, help="RANK signals.")
@click.option("--metric", help="FUND: filing line item; EPS: diluted EPS item (default EarningsPerShareDiluted).")
@click.option("--source", type=click.Choice(["filings", "macro"]), default="filings", show_default=True, help="FUND source.")
@click.option("--schema", "schemas", type=click.Path(path_type=Path), multiple=True, help="EPS accounting schema (repeatable).")
@click.option("--count", type=int, default=10, show_default=True, help="CALC: number of problems.")
@click.option("--seed", type=int, default=0, show_default=True, help="CF/CALC template choices.")
@click.option("--market", default="US", show_default=True, help="Market label for CALC and macro FUND.")
@store_options
def tasks_generate(
    settings: Settings, task: str, symbols: str | None, start: datetime | None, end: datetime | None,
    out: Path, labels_out: Path | None, **options: Any,
) -> None:
    """Build TASK instances from the store as of each forecast time, and labels once resolved."""
    name = task.strip().upper()
    if name not in registered():
        raise click.ClickException(f"unknown task {task!r} (registered: {registered()})")
    if labels_out is not None and options["resolve_at"] is None and name not in ("CF", "CALC"):
        raise click.ClickException("--labels-out needs --resolve-at: outcomes are read as of a stated instant")
    try:
        request = GenerationRequest(
            task=name, symbols=tuple(s.strip() for s in (symbols or "").split(",") if s.strip()),
            start=start, end=end, **options,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        raise click.ClickException(f"option {'.'.join(map(str, first['loc'])) or 'request'}: {first['msg']}") from None
    with opened(settings) as store:
        built = generate(store, request)
    written, resolved = write_generated(built, out, labels_out)
    message = f"wrote {written} {name} instance(s) to {out}"
    if labels_out is not None:
        message += f"; {resolved} label(s) to {labels_out}"
    click.echo(message)

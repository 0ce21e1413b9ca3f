"""CLI commands of the task suite: `asof score`, `asof eps calc|compare|import-release|ingest-consensus|ingest-corpus`, `asof tasks generate`.

The module exposes click objects (`score`, `eps`, `tasks_group`) that `controllers.cli.main` registers.
Errors print one line naming the file, line and field, and exit with status 1.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import click
from pydantic import ValidationError

from controllers.cli.support import INSTANT, emit, emit_ingest, json_option, store_options
from controllers.runs.eps_pairs import companies, instance_pdes
from controllers.store.actions import opened
from engine.errors import AsofError, InputError
from engine.settings import Settings
from tasks import scoring
from tasks.builders.request import GenerationRequest
from tasks.eps_calculator import calculate, load_json, load_schema
from tasks.eps_compare import RESAMPLES, compare
from tasks.eps_consensus import read_consensus
from tasks.eps_corpus import read_corpus
from tasks.eps_release import ingest_release
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
@click.option("--strict", is_flag=True, help="asof's strict reading: no unknown keys, no missing drivers without a default.")
@json_option
def eps_calc(schema_path: Path, drivers_path: Path | None, strict: bool, as_json: bool) -> None:
    """Evaluate a schema's DAG: the baseline quarter, or the forecast quarter from driver values.

    By default a schema is read as EPSBench ships it (see tasks/eps_calculator.py)."""
    try:
        compiled, _ = load_schema(schema_path, mode="strict" if strict else "epsbench")
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
@click.option("--from", "start", type=INSTANT, help="First forecast time (or event/publication time; CALC: its information time, default now).")
@click.option("--to", "end", type=INSTANT, help="Last forecast time (inclusive).")
@click.option(
    "--horizon",
    help="VAL: days among 30,90,180,365 (comma list; default 30,90,180); RANK: days; EVT: sessions; CF: days; "
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
@json_option
@store_options
def tasks_generate(
    settings: Settings, task: str, symbols: str | None, start: datetime | None, end: datetime | None,
    out: Path, labels_out: Path | None, as_json: bool, **options: Any,
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
    data = {"task": name, "instances": written, "out": str(out), "labels": resolved if labels_out is not None else None,
            "labels_out": None if labels_out is None else str(labels_out)}
    emit(data, as_json, lambda _data: message)


@eps.command("ingest-consensus")
@click.argument("path", type=click.Path(path_type=Path))
@json_option
@store_options
def eps_ingest_consensus(settings: Settings, path: Path, as_json: bool) -> None:
    """Consensus EPS (ticker, fiscal_quarter, eps_gaap_consensus, as_of) as point-in-time records."""
    try:
        drafts = read_consensus(path)
        with opened(settings) as store:
            report = store.append(drafts, source=str(path))
    except AsofError as exc:
        raise _fail(exc) from None
    emit_ingest(report, as_json)


@eps.command("ingest-corpus")
@click.argument("path", type=click.Path(path_type=Path))
@json_option
@store_options
def eps_ingest_corpus(settings: Settings, path: Path, as_json: bool) -> None:
    """EPSBench's filing sections and call transcripts (JSON Lines) as dated store documents."""
    try:
        drafts = read_corpus(path)
        with opened(settings) as store:
            report = store.append(drafts, source=str(path))
    except AsofError as exc:
        raise _fail(exc) from None
    emit_ingest(report, as_json)


@eps.command("compare")
@click.argument("run_a")
@click.argument("run_b")
@click.option("--forecaster-a", help="The group of RUN_A (needed when it has several forecasters).")
@click.option("--forecaster-b", help="The group of RUN_B.")
@click.option("--policy", help="Retrieval policy of both groups.")
@click.option("--regime", help="Regime of both groups.")
@click.option("--resamples", type=click.IntRange(1), default=RESAMPLES, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--by-company", is_flag=True, help="Resample companies (all of a company's instances together), not instances.")
@json_option
@store_options
def eps_compare(settings: Settings, run_a: str, run_b: str, forecaster_a: str | None, forecaster_b: str | None,
                policy: str | None, regime: str | None, resamples: int, seed: int, by_company: bool, as_json: bool) -> None:
    """Paired comparison of two scored EPS runs: A - B per instance, wins, sign test, bootstrap 90% interval."""
    try:
        with opened(settings) as store:
            a = instance_pdes(store, run_a, forecaster=forecaster_a, policy=policy, regime=regime)
            b = instance_pdes(store, run_b, forecaster=forecaster_b, policy=policy, regime=regime)
            groups = {**companies(store, run_b), **companies(store, run_a)} if by_company else None
        result = compare(a, b, resamples=resamples, seed=seed, groups=groups)
    except AsofError as exc:
        raise _fail(exc) from None
    emit(result.model_dump(mode="json"), as_json, _render_comparison)


def _render_comparison(data: dict[str, Any]) -> str:
    median = "unavailable" if data["median_difference"] is None else f"{data['median_difference']:+.6f}"
    interval = "" if data["interval"] is None else f" [{data['interval'][0]:+.6f}, {data['interval'][1]:+.6f}]"
    return (f"A - B over {data['instances']} instance(s): median PDE difference {median}{interval} "
            f"({data['level']:.0%} bootstrap over {data['resampled']}, {data['resamples']} resamples); A wins {data['wins']}, loses "
            f"{data['losses']}, ties {data['ties']}, both failed {data['both_failed']}; sign test p {data['sign_test_p']:.3f}")


@eps.command("import-release")
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False))
@store_options
def eps_import_release(settings: Settings, folder: Path) -> None:
    """EPSBench's data/ folder (instances, ground truth, prices, consensus.csv if present) into the store.

    Then `asof tasks generate EPS --schema ... --horizon 0d` builds its instances as of tau."""
    try:
        with opened(settings) as store:
            counts = ingest_release(store, folder)
    except AsofError as exc:
        raise _fail(exc) from None
    click.echo(", ".join(f"{name}: {count}" for name, count in counts.items()))

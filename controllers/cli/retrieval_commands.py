"""The gateway's interactive commands: `asof search`, `asof fetch`, `asof audit`.

Interactive calls are audited like any forecaster's, under an ad-hoc run (`--run`, default
`adhoc`), so "why was this page rejected?" has the same answer from the CLI as from a run.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import click

from controllers.analysis.outcomes import outcomes_of_runs
from controllers.analysis.residual_leakage import read_outcomes, residual_leakage
from controllers.cli.support import INSTANT, emit, json_option, store_options
from controllers.runs.gateways import gateway_for
from controllers.runs.verify import run_ids
from controllers.runs.judge_failures import judge_failures, rejudge, render_judge_failures
from controllers.store.actions import opened
from engine.errors import InputError
from engine.exports import COUNT, FLAG, export_text, typed_table, write_export
from engine.exports import INSTANT as INSTANT_TYPE
from engine.settings import Settings
from engine.timestamps import to_iso
from pit_store.store import PitStore
from retrieval.audit import audit_rows, audit_summary, request_rows
from retrieval.context import POLICIES, ForecastContext, Policy
from retrieval.gateway import MAX_K
from retrieval.reasons import REASON_DESCRIPTIONS


def _context(store: PitStore, as_of: datetime, policy: str, run: str, instance: str, pin: int | None, embargo: timedelta) -> ForecastContext:
    return ForecastContext(
        run_id=run, instance_id=instance, forecast_time=as_of, policy=policy,  # type: ignore[arg-type]
        pin=store.resolve_pin(pin), embargo=embargo,
    )


context_options = [
    click.option("--as-of", "as_of", type=INSTANT, required=True, help="The forecast time t."),
    click.option("--policy", type=click.Choice(POLICIES), default="pit", show_default=True),
    click.option("--run", default="adhoc", show_default=True, help="Run id the audit rows are filed under."),
    click.option("--instance", default="interactive", show_default=True, help="Instance id for the audit rows."),
    click.option("--pin", type=int, help="Store position to read at (default: now)."),
]


def with_context(command: Any) -> Any:
    """Add the forecast-context options."""
    for option in reversed(context_options):
        command = option(command)
    return command


@click.command("search")
@click.argument("query")
@click.option("-k", "k", type=click.IntRange(1, MAX_K), default=10, show_default=True)
@with_context
@json_option
@store_options
def search(settings: Settings, query: str, k: int, as_of: datetime, policy: Policy, run: str, instance: str,
           pin: int | None, as_json: bool) -> None:
    """Search documents as a forecaster at --as-of would (audited)."""
    with opened(settings) as store:
        response = gateway_for(store, _context(store, as_of, policy, run, instance, pin, timedelta(0))).search(query, k)
        failed = judge_failures(store.engine, run, request_id=response.request_id)
    emit({**response.model_dump(mode="json"), "judge_failures": failed}, as_json, _render_search)


def _render_search(data: dict[str, Any]) -> str:
    lines = [f"{len(data['hits'])} result(s); {data['matched']} matching version(s) visible; "
             f"{data['rejected']} rejected of {data['considered']} considered (request {data['request_id']})"]
    lines.extend(render_judge_failures(data["judge_failures"]))
    for hit in data["hits"]:
        lines.append(f"{hit['rank']:>2}. {hit['title'] or '(no title)'}  [{hit['known_at']}]")
        lines.append(f"    {hit['url']}  id={hit['doc_id']}  score={hit['score']:.3f}")
        lines.append(f"    {hit['snippet']}")
    return "\n".join(lines)


@click.command("fetch")
@click.argument("doc_id")
@with_context
@json_option
@store_options
def fetch(settings: Settings, doc_id: str, as_of: datetime, policy: Policy, run: str, instance: str,
          pin: int | None, as_json: bool) -> None:
    """Fetch a document's full text as a forecaster at --as-of would (audited)."""
    with opened(settings) as store:
        document = gateway_for(store, _context(store, as_of, policy, run, instance, pin, timedelta(0))).fetch(doc_id)
    emit(document.model_dump(mode="json"), as_json,
         lambda d: f"{d['title']}\n{d['url']} (version {d['version']}, known {d['known_at']})\n\n{d['text']}")


AUDIT_COLUMNS = ("run_id", "instance_id", "request_id", "tool", "policy", "forecast_time", "arguments", "ordinal",
                 "entity_id", "version", "recorded_seq", "url", "title", "stage", "decision", "reason_code",
                 "classifier_id", "prompt_hash", "raw_answer", "evidence")
"""The columns of an audit export, the same in CSV, Parquet and JSON (the query is `arguments`)."""

EXPORT_TYPES = {"forecast_time": INSTANT_TYPE, "recorded_at": INSTANT_TYPE, "ordinal": COUNT, "version": COUNT,
                "recorded_seq": COUNT, "n_candidates": COUNT, "n_returned": COUNT, "clamped": FLAG}
"""Declared column types of the audit exports (the rest are text), so an empty export is typed too."""


@click.group("audit", invoke_without_command=True)
@click.option("--run", help="Only this run.")
@click.option("--instance", help="Only this instance.")
@click.option("--rejected", "decision", flag_value="reject", help="Only rejected candidates.")
@click.option("--accepted", "decision", flag_value="accept", help="Only accepted candidates.")
@click.option("--reason", type=click.Choice(sorted(REASON_DESCRIPTIONS)), help="Only this reason code.")
@click.option("--format", "fmt", type=click.Choice(["table", "json", "csv", "parquet"]), default="table", show_default=True)
@click.option("--out", type=click.Path(path_type=Path), help="Write to a file (required for parquet).")
@click.option("--calls", "calls_only", is_flag=True,
              help="Every tool call instead of the page decisions (json, csv, parquet; the table shows both).")
@click.option("--limit", type=click.IntRange(min=1), help="At most this many rows (the oldest first).")
@store_options
@click.pass_context
def audit(ctx: click.Context, settings: Settings, run: str | None, instance: str | None, decision: str | None,
          reason: str | None, fmt: str, out: Path | None, calls_only: bool, limit: int | None) -> None:
    """Every tool call (searches, prices, MCP submits and refusals, clamped dates) and every page
    considered, accepted or rejected, for which forecast, and why."""
    if ctx.invoked_subcommand is not None:
        return
    with opened(settings) as store:
        rows = audit_rows(store.engine, run_id=run, instance_id=instance, decision=decision, reason=reason)  # type: ignore[arg-type]
        calls = [{**r, "arguments": json.loads(r["arguments"])} for r in request_rows(store.engine, run_id=run)
                 if instance is None or r["instance_id"] == instance]
    rows, calls = rows[:limit], calls[:limit]
    if fmt == "table" and not calls_only:
        text = (_calls_table(calls) + "\n\n" + _table(rows)) if decision is None and reason is None else _table(rows)
        _write_text(text, out, len(calls) + len(rows))
        return
    if calls_only:
        _write_rows(calls, fmt, out, CALL_COLUMNS)
    else:
        _write_rows(rows, fmt, out, AUDIT_COLUMNS)


CALL_COLUMNS = ("request_id", "run_id", "instance_id", "tool", "policy", "forecast_time", "arguments", "status",
                "error", "clamped", "n_candidates", "n_returned", "recorded_at")


def _calls_table(calls: list[dict[str, Any]]) -> str:
    """One line per tool call: when, which instance, which tool, how it went (refusals and clamps included)."""
    if not calls:
        return "no tool calls match"
    lines = [f"{len(calls)} tool call(s):"]
    for call in calls:
        outcome = "ok" if call["status"] == "ok" else f"error: {call['error']}"
        clamped = " (clamped to t)" if call["clamped"] else ""
        lines.append(f"  {to_iso(call['recorded_at'])}  {call['instance_id']}  {call['tool']:<14} {outcome}{clamped}  "
                     f"returned {call['n_returned']}, {call['n_candidates']} candidate(s)")
    return "\n".join(lines)


def _write_text(text: str, out: Path | None, count: int) -> None:
    if out is None:
        click.echo(text)
    else:
        out.write_text(text, encoding="utf-8")
        click.echo(f"{count} row(s) written to {out}")


def _write_rows(rows: list[dict[str, Any]], fmt: str, out: Path | None, columns: tuple[str, ...]) -> None:
    """Rows in `columns`: JSON keeps the query and evidence as objects, CSV and Parquet as JSON text,
    with typed columns (see `engine.exports`)."""
    if fmt == "parquet" and out is None:
        raise InputError("--format parquet needs --out PATH")
    if fmt == "json":
        text = json.dumps([{c: r.get(c) for c in columns} for r in rows], indent=2, ensure_ascii=False,
                          default=lambda v: to_iso(v) if isinstance(v, datetime) else str(v))
        _write_text(text, out, len(rows))
        return
    table = typed_table(rows, columns=columns, types=EXPORT_TYPES)
    if fmt == "parquet":
        assert out is not None
        write_export(table, out, "parquet")
        click.echo(f"{len(rows)} row(s) written to {out}")
        return
    _write_text(export_text(table, "csv"), out, len(rows))


def _table(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "no audit rows match"
    shown = ("forecast_time", "policy", "tool", "entity_id", "version", "stage", "decision", "reason_code")
    cells = [[str(r[c]) if r[c] is not None else "-" for c in shown] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(shown)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(shown, widths, strict=True))]
    lines.extend("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)) for row in cells)
    return "\n".join(lines)


@audit.command("summary")
@click.option("--run", help="Only this run.")
@json_option
@store_options
def summary(settings: Settings, run: str | None, as_json: bool) -> None:
    """Candidate counts by policy, stage, decision and reason."""
    with opened(settings) as store:
        rows = audit_summary(store.engine, run_id=run)
    emit(rows, as_json, lambda data: _table_counts(data))


def _table_counts(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "no audit rows"
    header = f"{'policy':<12} {'stage':<11} {'decision':<8} {'reason':<24} {'count':>7}"
    return "\n".join([header, *(f"{r['policy']:<12} {r['stage']:<11} {r['decision']:<8} {r['reason_code'] or '-':<24} "
                                 f"{r['count']:>7}" for r in rows)])


@audit.command("rejudge")
@click.option("--run", required=True, help="The run whose judge failures to ask again.")
@json_option
@store_options
def rejudge_command(settings: Settings, run: str, as_json: bool) -> None:
    """Ask the LLM judge again about every page of RUN it failed on (timeout, HTTP 401, no endpoint...)."""
    with opened(settings) as store:
        report = rejudge(store, run)
    emit(dataclasses.asdict(report), as_json, _render_rejudged)


def _render_rejudged(data: dict[str, Any]) -> str:
    before, after = sum(data["failed_before"].values()), sum(data["failed_after"].values())
    lines = [f"run {data['run_id']}: judge failed on {before} page(s); {data['requests']} request(s) asked again "
             f"(audited under {data['replay_run']}); still failing: {after}"]
    lines.extend(f"  {line}" for line in render_judge_failures(data["failed_after"]))
    return "\n".join(lines)


@audit.command("residual")
@click.option("--outcomes", type=click.Path(path_type=Path, exists=True), required=True,
              help="JSONL of resolved outcomes: instance_id, subject, values, direction, resolved_on.")
@click.option("--run", help="Only this run.")
@json_option
@store_options
def residual(settings: Settings, outcomes: Path, run: str | None, as_json: bool) -> None:
    """Residual leakage: accepted pages that reveal a resolved outcome, per policy."""
    with opened(settings) as store:
        report = residual_leakage(store, read_outcomes(outcomes), run_id=run)
    emit(report.model_dump(mode="json"), as_json, _render_residual)


@audit.command("outcomes")
@click.option("--run", "runs", multiple=True, help="Runs whose scored instances to take (default: all).")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), required=True,
              help="The outcomes JSONL to write (what `audit residual --outcomes` and `report --outcomes` read).")
@store_options
def outcomes_command(settings: Settings, runs: tuple[str, ...], out: Path) -> None:
    """Write the resolved outcomes of scored runs (evaluator-only) for the residual-leakage check."""
    with opened(settings) as store:
        found = outcomes_of_runs(store, list(runs) or run_ids(store))
    with open(out, "w", encoding="utf-8") as handle:
        for outcome in found:
            handle.write(outcome.model_dump_json(exclude_defaults=True) + "\n")
    click.echo(f"{len(found)} outcome(s) written to {out}")


def _render_residual(data: dict[str, Any]) -> str:
    lines = ["policy        instances  revealed  rate"]
    for policy, row in data["by_policy"].items():
        lines.append(f"{policy:<13} {row['instances']:>9}  {row['revealed']:>8}  {row['rate']:.3f}")
    for finding in data["findings"]:
        lines.append(f"  {finding['policy']} {finding['instance_id']}: {finding['entity_id']} v{finding['version']} "
                     f"reveals the {finding['how']}: {finding['excerpt'][:120]!r}")
    return "\n".join(lines)

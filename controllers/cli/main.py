"""The `asof` command line: the face of every room.

Every command takes `--store` (a database URL; env `ASOF_STORE`, default `.asof/asof.db`) and
`--data-dir` (Parquet price files; env `ASOF_DATA`; default: the folder the store recorded at
`asof init`, else `data/` beside a SQLite store). Only `init` creates a store. Read commands take
`--json`. Errors print one line naming the file, line and field, and exit with status 1.
"""

from __future__ import annotations

from datetime import datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from controllers.cli.support import (
    DURATION, INSTANT, DeferredModule, LazyGroup, emit, emit_ingest, json_option, store_options,
)
from engine.errors import InputError
from engine.settings import Settings

if TYPE_CHECKING:
    from controllers.store import actions
    from controllers.store import quickstart as quickstart_job
else:  # imported by the command that needs it (see `LazyGroup`)
    actions = DeferredModule("controllers.store.actions")
    quickstart_job = DeferredModule("controllers.store.quickstart")

COMMANDS = {
    "search": "controllers.cli.retrieval_commands:search",
    "fetch": "controllers.cli.retrieval_commands:fetch",
    "audit": "controllers.cli.retrieval_commands:audit",
    "score": "controllers.cli.task_commands:score",
    "eps": "controllers.cli.task_commands:eps",
    "tasks": "controllers.cli.task_commands:tasks_group",
    "leakage": "controllers.cli.leakage_commands:leakage",
    **{name: f"controllers.cli.run_commands:{name}"
       for name in ("models", "run", "verify", "live", "resolve", "replay", "gaps", "report")},
    "probe": "controllers.cli.boundary_commands:probe",
    "boundary": "controllers.cli.boundary_commands:boundary",
    "mcp": "controllers.cli.mcp_commands:mcp",
    "runs": "controllers.cli.runs_commands:runs",
    "demo": "controllers.demo.command:demo",
}
"""The commands other modules define, by name (imported when asked for)."""


@click.group(cls=LazyGroup, lazy=COMMANDS)
@click.version_option(package_name="asof")
def main() -> None:
    """asof: an event-sourced point-in-time backtesting engine for LLM forecasters."""


@main.command()
@store_options
def quickstart(settings: Settings) -> None:
    """Run the end-to-end job: ingest real prices and example sources, query as of t, verify."""
    for line in quickstart_job.run(settings):
        click.echo(line)


@main.command()
@store_options
def init(settings: Settings) -> None:
    """Create or migrate the store (idempotent)."""
    click.echo(actions.init(settings))


@main.group()
def ingest() -> None:
    """Ingest sources into the store (a file or folder is one transactional batch; pages: each page)."""


path_argument = click.argument("path", type=click.Path(path_type=Path))


QUARANTINED_EXIT = 3
"""Exit status of `asof ingest pages` when some pages were quarantined (the rest was stored)."""


def correction_options(command: Any) -> Any:
    """`--known-at` and `--backfill`, for the single-valued kinds (bars, filing items, macro prints)."""
    command = click.option(
        "--backfill", is_flag=True,
        help="Keep each value's own, possibly earlier, known_at even where it replaces a stored value; "
             "recorded as a backfill.",
    )(command)
    return click.option(
        "--known-at", type=INSTANT,
        help="When changed values (corrections) were published (default: now, with a notice).",
    )(command)


@ingest.command("pages")
@path_argument
@click.option("--captured-at", type=INSTANT, help="When these pages were captured (proves they existed then).")
@click.option("--url", help="The page URL, for a single HTML file without a canonical link.")
@click.option("--date-only-tz", default="Etc/GMT+12", show_default=True, help="Zone whose day end a date-only claim means.")
@click.option("--strict", is_flag=True, help="All or nothing: one bad page stores nothing (default: it is quarantined).")
@json_option
@store_options
def ingest_pages(
    settings: Settings, path: Path, captured_at: datetime | None, url: str | None, date_only_tz: str,
    strict: bool, as_json: bool,
) -> None:
    """HTML files, folders, .gz files and WARC archives; each page is its own unit.

    Exit status: 0 all pages stored, 3 some were quarantined (listed), 1 nothing could be read.
    """
    report = actions.ingest_pages(settings, path, captured_at=captured_at, url=url, date_only_tz=date_only_tz, strict=strict)
    emit({**report.model_dump(mode="json"), "ok": report.ok}, as_json, lambda _data: "\n".join(report.summary()))
    if not report.ok:
        raise SystemExit(QUARANTINED_EXIT)


@ingest.command("prices")
@path_argument
@click.option("--symbol", help="Symbol for files without a symbol column (default: the file name).")
@click.option("--calendar", help="Exchange calendar code (default: from the symbol's suffix, else XNYS).")
@click.option("--interval", default="1d", show_default=True, help="Bar length: 1d, or 1m/5m/15m/30m/1h.")
@click.option("--latency", type=DURATION, default="0s", show_default=True, help="Delay after the close before a bar is known.")
@click.option("--bar-time", type=click.Choice(["start", "end"]), default="start", show_default=True, help="Whether intraday timestamps stamp the bar's start or end.")
@correction_options
@json_option
@store_options
def ingest_prices(settings: Settings, path: Path, as_json: bool, **options: Any) -> None:
    """Daily or intraday bars from CSV or Parquet."""
    emit_ingest(actions.ingest_prices(settings, path, **options), as_json)


@ingest.command("filings")
@path_argument
@click.option("--tz", default="America/New_York", show_default=True, help="Zone of date-only filing dates.")
@correction_options
@json_option
@store_options
def ingest_filings(settings: Settings, path: Path, tz: str, known_at: datetime | None, backfill: bool, as_json: bool) -> None:
    """Filing line items (JSON/JSONL) or SEC companyfacts JSON."""
    emit_ingest(actions.ingest_records(settings, "filing", path, tz=tz, known_at=known_at, backfill=backfill), as_json)


@ingest.command("macro")
@path_argument
@click.option("--series", help="Series id for files without one (default: the file name).")
@click.option("--tz", default="America/New_York", show_default=True, help="Zone of release dates.")
@click.option("--release-time", type=click.DateTime(formats=["%H:%M", "%H:%M:%S"]), help="Local release time of day (default: end of the release day).")
@click.option("--frequency", type=click.Choice(["D", "M", "Q", "A"]), help="How to read full-date periods (FRED codes; default: 1st of month = that month).")
@correction_options
@json_option
@store_options
def ingest_macro(
    settings: Settings, path: Path, series: str | None, tz: str, release_time: datetime | None, frequency: str | None,
    known_at: datetime | None, backfill: bool, as_json: bool,
) -> None:
    """Macro releases, including ALFRED-style vintage files."""
    at: time | None = release_time.time() if release_time else None
    report = actions.ingest_records(
        settings, "macro", path, series=series, tz=tz, release_time=at, frequency=frequency,
        known_at=known_at, backfill=backfill,
    )
    emit_ingest(report, as_json)


@ingest.command("events")
@path_argument
@json_option
@store_options
def ingest_events(settings: Settings, path: Path, as_json: bool) -> None:
    """Corporate events: scheduled and realised announcement times."""
    emit_ingest(actions.ingest_records(settings, "event", path), as_json)



@main.command()
@click.argument("entity")
@click.option("--as-of", "as_of", type=INSTANT, help="Show the version visible at this instant.")
@click.option("--history", is_flag=True, help="Show every version with its dates.")
@click.option("--pin", type=int, help="Read as of this recorded_seq (reproduce an earlier read).")
@json_option
@store_options
def show(settings: Settings, entity: str, as_of: datetime | None, history: bool, pin: int | None, as_json: bool) -> None:
    """Show an entity (an entity id, or a page URL): its current, as-of, or full version history."""
    data = actions.show(settings, entity, as_of=as_of, history=history, pin=pin)
    emit(data, as_json, actions.render_show)


@main.command()
@click.argument("symbol")
@click.option("--as-of", "as_of", type=INSTANT, required=True, help="The instant to read at.")
@click.option("--interval", default="1d", show_default=True)
@click.option("--embargo", type=DURATION, default="0s", show_default=True, help="Only bars known this long before --as-of.")
@click.option("--pin", type=int, help="Read as of this recorded_seq.")
@click.option("--start", type=INSTANT, help="With --end: every bar closing in [start, end), each as known at --as-of.")
@click.option("--end", type=INSTANT, help="End (exclusive) of the range; with --start.")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False),
              help="Write the range as a typed table (.csv, .parquet or .json by the suffix).")
@json_option
@store_options
def prices(settings: Settings, symbol: str, as_of: datetime, interval: str, embargo: Any, pin: int | None,
           start: datetime | None, end: datetime | None, out: Path | None, as_json: bool) -> None:
    """The latest bar of SYMBOL visible at --as-of, or (--start/--end) its bars over a range."""
    if (start is None) != (end is None):
        raise InputError("give both --start and --end for a range (or neither for the latest bar)", field="start")
    if start is None or end is None:
        if out is not None:
            raise InputError("--out writes a range: give --start and --end", field="out")
        emit(actions.price(settings, symbol, as_of, interval=interval, embargo=embargo, pin=pin), as_json, actions.render_price)
        return
    bars = actions.price_history(settings, symbol, as_of, start, end, interval=interval, embargo=embargo, pin=pin)
    if out is not None:
        click.echo(f"{len(bars)} bar(s) written to {actions.write_bars(bars, out)}")
        return
    data = {"symbol": symbol, "as_of": as_of.isoformat(), "start": start.isoformat(), "end": end.isoformat(),
            "bars": [bar.model_dump(mode="json") for bar in bars]}
    emit(data, as_json, actions.render_bars)


@main.command("list")
@click.argument("record_type", type=click.Choice(["documents", "filings", "macro", "events"]))
@click.option("--as-of", "as_of", type=INSTANT, required=True)
@click.option("--subject", help="Company (filings, events), series (macro) or URL (documents).")
@click.option("--limit", type=int, default=50, show_default=True)
@click.option("--pin", type=int)
@json_option
@store_options
def list_records(settings: Settings, record_type: str, as_of: datetime, subject: str | None, limit: int, pin: int | None, as_json: bool) -> None:
    """Records of one type visible at --as-of."""
    data = actions.list_visible(settings, record_type, as_of, subject=subject, limit=limit, pin=pin)
    emit(data, as_json, actions.render_list)


@main.group("store")
def store_group() -> None:
    """Store maintenance."""


@store_group.command("verify")
@click.option("--checkpoint", "checkpoint_file", type=click.Path(path_type=Path, dir_okay=False),
              help="A checkpoint file: also prove nothing it anchors was cut or rewritten since.")
@json_option
@store_options
def verify(settings: Settings, checkpoint_file: Path | None, as_json: bool) -> None:
    """Check integrity: schema and triggers, gapless recorded_seq, hashes, chains. Exit 1 on any failure."""
    report = actions.verify(settings, checkpoint_file)
    emit(report.model_dump(mode="json") | {"ok": report.ok}, as_json, actions.render_verify)
    if not report.ok:
        raise SystemExit(1)


@store_group.command("checkpoint")
@click.option("-o", "--out", type=click.Path(path_type=Path, dir_okay=False),
              help="Where to write it (default: DATA_DIR/checkpoints/TIME-store.json); never overwritten.")
@json_option
@store_options
def checkpoint(settings: Settings, out: Path | None, as_json: bool) -> None:
    """Print and write the head of every hash chain (store, memo, models, audit, each run log)."""
    emit(actions.checkpoint(settings, out), as_json, actions.render_checkpoint)


@store_group.command("stats")
@json_option
@store_options
def stats(settings: Settings, as_json: bool) -> None:
    """Counts of versions by record type, and the store position."""
    emit(actions.stats(settings), as_json, actions.render_stats)

"""`python -m bench [prices|pages|page_dates|documents|search|leakage|runs|startup|boundary|executors|stress ...] [--quick] [--out DIR]`: run the benchmarks.

With no names, all of them run except `stress` (the nightly property run), which runs when named. Tables go to stdout, progress to stderr, one JSON file per benchmark
to `--out` (default `bench/results/`, git-ignored). Data is generated in a temporary folder that is
removed afterwards (`--workdir` keeps it). The document benchmark also runs on PostgreSQL when a
server answers at `--pg` (default `$ASOF_BENCH_PG`, else the local trust-auth server): it creates
its own database there and drops it at the end.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from bench import Progress, Report, boundary, documents, executors, leakage, page_dates, pages, prices, render, runs, search, startup, stress, write_json
from engine.clock import SystemClock
from engine.timestamps import to_iso
from pit_store.database import scratch_database

NAMES = ("prices", "pages", "page_dates", "documents", "search", "leakage", "runs", "startup", "boundary", "executors", "stress")
ON_REQUEST = ("stress",)
"""Run only when named: the nightly property run takes over an hour at full size."""
DEFAULT_OUT = Path(__file__).resolve().parent / "results"
DEFAULT_PG = os.environ.get("ASOF_BENCH_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
PG_FULL = documents.DocumentSize(versions=200_000, entities=60_000, batches=4)
"""A smaller PostgreSQL run: loading goes row by row through the driver and would take minutes at 1M."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="any of: prices, pages, documents (default: all)")
    parser.add_argument("--quick", action="store_true", help="small smoke-test sizes (seconds, not minutes)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for the JSON results")
    parser.add_argument("--workdir", type=Path, help="generate data here and keep it (default: a temporary folder)")
    parser.add_argument("--pg", default=DEFAULT_PG, help="PostgreSQL admin URL for the document benchmark")
    parser.add_argument("--no-pg", action="store_true", help="run the document benchmark on SQLite only")
    parser.add_argument("--big", action="store_true", help="search: the target sizes (1M pages on SQLite, 200k on PostgreSQL)")
    return parser


def _pg_reason(url: str) -> str | None:
    """None if a PostgreSQL server answers at `url`, else why not."""
    try:
        engine = create_engine(url, connect_args={"connect_timeout": 3})
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as exc:  # any failure to reach the server means: skip PostgreSQL, saying why
        return f"{type(exc).__name__}: {exc}".splitlines()[0]
    return None


def _documents(folder: Path, quick: bool, pg: str | None) -> Report:
    size = documents.QUICK if quick else documents.FULL
    if pg is None:
        return documents.run(folder, size)
    reason = _pg_reason(pg)
    if reason is not None:
        report = documents.run(folder, size)
        report.notes.append(f"PostgreSQL skipped: no server at {make_url(pg).render_as_string()} ({reason})")
        return report
    with scratch_database(pg) as url:
        return documents.run(folder, size, postgres_url=url, postgres_size=documents.QUICK if quick else PG_FULL)


def runners(quick: bool, pg: str | None, *, big: bool = False) -> dict[str, Callable[[Path], Report]]:
    """Each benchmark as a function of its working folder."""
    return {
        "prices": lambda folder: prices.run(folder, prices.QUICK if quick else prices.FULL),
        "pages": lambda folder: pages.run(folder, pages.QUICK if quick else pages.FULL),
        "page_dates": lambda folder: page_dates.run(workdir=folder),
        "documents": lambda folder: _documents(folder, quick, pg),
        "search": lambda folder: _search(folder, search.QUICK if quick else search.BIG if big else search.FULL, pg),
        "leakage": lambda folder: leakage.measure(quick),
        "runs": lambda folder: runs.run(folder, runs.QUICK if quick else runs.FULL),
        "startup": lambda folder: startup.run(startup.QUICK if quick else startup.FULL),
        "boundary": lambda folder: boundary.run(boundary.QUICK if quick else boundary.FULL),
        "executors": lambda folder: _executors(folder, quick, pg),
        "stress": lambda folder: stress.run(stress.QUICK if quick else stress.FULL, pg=pg),
    }


def _executors(folder: Path, quick: bool, pg: str | None) -> Report:
    reason = "--no-pg" if pg is None else _pg_reason(pg)
    if reason is not None:
        return executors.skipped(reason)
    with scratch_database(pg) as url:
        return executors.run(folder, url, executors.QUICK if quick else executors.FULL)


def _search(folder: Path, size: search.SearchSize, pg: str | None) -> Report:
    if pg is None or _pg_reason(pg) is not None:
        return search.run(folder, size)
    with scratch_database(pg) as url:
        return search.run(folder, size, pg_url=url)


def main(argv: list[str] | None = None) -> int:
    """Run the chosen benchmarks; 0 if every one ran and checked out."""
    parser = _parser()
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in NAMES]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}: choose from {', '.join(NAMES)}")
    chosen = args.names or [name for name in NAMES if name not in ON_REQUEST]
    run_at = to_iso(SystemClock().now())
    table = runners(args.quick, None if args.no_pg else args.pg, big=args.big)
    total = Progress("bench")
    with tempfile.TemporaryDirectory(prefix="asof-bench-") as temporary:
        base = args.workdir or Path(temporary)
        for name in chosen:
            folder = base / name
            folder.mkdir(parents=True, exist_ok=True)
            total(f"running {name}{' (quick)' if args.quick else ''} in {folder}")
            report = table[name](folder)
            report.params["quick"] = args.quick
            print(render(report), flush=True)
            print(flush=True)
            path = write_json(report, args.out, run_at=run_at)
            total(f"{name} done; results in {path}")
    total("all done")
    return 0


if __name__ == "__main__":
    sys.exit(main())

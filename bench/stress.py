"""Nightly-size property run (issue 15): the single-valued identity property on both backends.

The property (`tests/pit_store/single_valued_suite.py`): for any sequence of price or macro
ingests with any flags (latency, --known-at, --backfill, release time, time zone), the value a
single-valued entity shows as of any t changes only where an explicit backfill, a first value or a
correction known after the version it corrects says so. CI runs it at 1,000 examples per backend;
this runs it at `examples` per backend, in a pytest subprocess so the suite's own fixtures (a
fresh SQLite file, a scratch PostgreSQL schema) serve it. Figures: seconds and examples per second
per backend. Check: the property held on every example (a counterexample stops the benchmark).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass

from bench import Progress, Report, check, timed

PROPERTY = "test_no_ingest_rewrites_what_an_instant_showed"
NODES = {
    "sqlite": f"tests/pit_store/test_store_sqlite.py::TestSqliteSingleValued::{PROPERTY}",
    "postgres": f"tests/pit_store/test_store_postgres.py::TestPostgresSingleValued::{PROPERTY}",
}


@dataclass(frozen=True)
class StressSize:
    """How many hypothesis examples each backend runs."""

    examples: int = 20_000


FULL = StressSize()
QUICK = StressSize(examples=100)


def run(size: StressSize, *, pg: str | None, log: Progress | None = None) -> Report:
    """Run the property on SQLite, and on PostgreSQL when `pg` (an admin URL) is given."""
    log = log or Progress("stress")
    report = Report(
        name="stress",
        title="Single-valued identity property, nightly size (issue 15)",
        data="hypothesis-generated ingest sequences (synthetic bars and macro release rows)",
        params={"examples_per_backend": size.examples},
    )
    backends = ["sqlite"] + (["postgres"] if pg is not None else [])
    if pg is None:
        report.notes.append("PostgreSQL skipped (--no-pg)")
    for backend in backends:
        env = {**os.environ, "ASOF_SINGLE_VALUED_EXAMPLES": str(size.examples)}
        if pg is not None:
            env["ASOF_TEST_PG"] = pg
        log(f"{backend}: {size.examples} examples")
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", NODES[backend]]
        seconds, done = timed(lambda: subprocess.run(command, env=env, capture_output=True, text=True, check=False))
        output = done.stdout + done.stderr
        if "1 skipped" in output:
            report.notes.append(f"{backend} skipped: {output.strip().splitlines()[-1]}")
            continue
        check(done.returncode == 0 and "1 passed" in output, f"the property failed on {backend}:\n{output[-6000:]}")
        report.checks[f"property held on {backend}"] = f"{size.examples} examples"
        report.add(f"{backend}: wall time", seconds, "s", f"{size.examples} examples")
        report.add(f"{backend}: examples per second", size.examples / seconds, "1/s")
    return report

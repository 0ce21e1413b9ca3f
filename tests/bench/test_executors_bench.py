"""The executor benchmark runs end to end at a tiny size on PostgreSQL and checks its own answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import Progress, render
from bench.executors import ExecutorSize, run


@pytest.mark.postgres
def test_executor_benchmark_locks_the_same_outputs_everywhere(tmp_path: Path, pg_url: str) -> None:
    report = run(tmp_path, pg_url, ExecutorSize(instances=40, rounds=1, alone=20), log=Progress("test", quiet=True))
    assert {"every job locked once, chain verified", "same outputs for every executor"} <= set(report.checks)
    names = {metric.name for metric in report.metrics}
    assert "ratio jobs per second, Dask / local" in names and "executor start, Dask" in names
    assert "jobs/s" in render(report)

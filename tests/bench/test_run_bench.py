"""The run benchmark works end to end at a tiny size and checks its own answers."""

from __future__ import annotations

from pathlib import Path

from bench import Progress
from bench.runs import RunSize, run


def test_run_benchmark_smoke(tmp_path: Path) -> None:
    report = run(tmp_path, RunSize(instances=40, symbols=2, sessions=200, repeats=1), log=Progress("runs", quiet=True))
    names = {metric.name for metric in report.metrics}
    assert {"jobs per second, plain loop", "jobs per second, inline", "2 workers speed-up over inline",
            "2 workers speed-up over the plain loop", "CPU per job, 2 workers"} <= names
    assert "same outputs for every way" in report.checks
    assert all(metric.value > 0 for metric in report.metrics)


def test_startup_benchmark_smoke() -> None:
    from bench.startup import StartupSize
    from bench.startup import run as startup

    report = startup(StartupSize(repeats=1, commands=(("--help",), ("verify", "--help"))), log=Progress("s", quiet=True))
    assert [m.name for m in report.metrics] == ["bare interpreter (`python -c pass`)", "asof --help", "asof verify --help"]
    assert all(metric.value > 0 for metric in report.metrics)

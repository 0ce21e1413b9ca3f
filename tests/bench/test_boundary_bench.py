"""The boundary benchmark runs end to end at a small size and checks its own answers (no timing asserted)."""

from __future__ import annotations

from bench import Progress, render
from bench.boundary import BoundarySize, run


def test_boundary_benchmark_checks_recovery_and_batching() -> None:
    report = run(BoundarySize(questions=40, resamples=30, repeats=1), log=Progress("test", quiet=True))
    assert {"slow decline recovered", "no decline recovered", "batched = one at a time"} <= set(report.checks)
    names = {metric.name for metric in report.metrics}
    assert "speed-up of batching over the baseline" in names and "slow decline: ratio full / single" in names
    assert "synthetic" in render(report)

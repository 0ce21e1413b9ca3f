"""Benchmark: FinCutBench's boundary procedure with 1,000 resamples on 24 months x 200 questions (issue 9).

Data: synthetic probe answers from `controllers.boundary.simulation` (24 months x 200 questions x 3 rounds,
four axes, seeded): a slow decline planted from 2024-12 to 2025-06, which needs one window
expansion, and a flat profile (no decline), the worst case: every replicate tries every
window before it ends ND.

Timed (median of repeats):
- the full `estimate_boundary` with 1,000 resamples, for both profiles (target: under 60 s on 2 cores);
- a single-resample run of the full procedure, for the marginal cost of the 1,000 replicates;
- the resampling stage alone (`resample_procedure`), vectorised in batches of 100 replicates against
  the baseline of one replicate at a time: the same draws through the same code, batches of one
  (what a per-replicate loop costs). Interleaved, so both see the same machine.
Checks: the estimate recovers the planted Start and Boundary within one month and the flat profile
is ND; the baseline gives the same status and Boundary for every replicate; a rerun with the same
seed gives an equal estimate.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import numpy as np

from bench import Progress, Report, check, interleaved, render
from controllers.boundary.estimate import estimate_boundary, prepare_probes, resample_procedure
from controllers.boundary.results import month_index
from controllers.boundary.simulation import SCENARIOS, simulate

DATA_LABEL = "synthetic probe answers from controllers.boundary.simulation (planted profiles, seeded)"
SEED = 2048


@dataclass(frozen=True)
class BoundarySize:
    """How big a run is."""

    months: int = 24
    questions: int = 200
    resamples: int = 1000
    repeats: int = 3


FULL = BoundarySize()
QUICK = BoundarySize(questions=40, resamples=100, repeats=1)


def run(size: BoundarySize, *, log: Progress | None = None) -> Report:
    """Run the benchmark at `size` and return its report."""
    log = log or Progress("boundary")
    report = Report(
        name="boundary",
        title="Boundary estimation: full procedure with resampling",
        data=DATA_LABEL,
        params={"months": size.months, "questions/month": size.questions, "rounds": 3,
                "resamples": size.resamples, "repeats": size.repeats},
    )
    planted = SCENARIOS["slow"].model_copy(update={"months": size.months, "questions": size.questions})
    profiles = {"slow decline": simulate(planted),
                "no decline": simulate(SCENARIOS["flat"].model_copy(update={"questions": size.questions}))}
    log(f"simulated {sum(len(answers) for answers in profiles.values()):,} answers")

    for name, answers in profiles.items():
        timings = interleaved({
            "full": lambda answers=answers: estimate_boundary(answers, resamples=size.resamples, seed=SEED),
            "single": lambda answers=answers: estimate_boundary(answers, resamples=1, seed=SEED),
        }, size.repeats)
        full, single = timings["full"], timings["single"]
        report.add(f"{name}: full procedure, {size.resamples} resamples", full.seconds, "s", full.note())
        report.add(f"{name}: single-resample run", single.seconds, "s", single.note())
        report.add(f"{name}: ratio full / single", full.seconds / single.seconds, "x")
        estimate = full.result
        again = estimate_boundary(answers, resamples=size.resamples, seed=SEED)
        check(again == estimate, f"{name}: a rerun with the same seed gave another estimate")
        if name == "no decline":
            check(estimate.status == "ND", f"{name}: expected ND, got {estimate.status}")
        else:
            check(estimate.status == "Localized" and estimate.start is not None and estimate.boundary is not None
                  and abs(month_index(estimate.start) - month_index(planted.start or "")) <= 1
                  and abs(month_index(estimate.boundary) - month_index(planted.boundary or "")) <= 1,
                  f"{name}: planted {planted.start}/{planted.boundary}, got {estimate.status} "
                  f"{estimate.start}/{estimate.boundary}")
        stability = estimate.stability
        rate = stability.localization_rate if stability else float("nan")
        report.checks[f"{name} recovered"] = (f"{estimate.status} Start {estimate.start} Boundary {estimate.boundary}"
                                              f" (window {estimate.window[0]}..{estimate.window[1]}), Localization "
                                              f"Rate {rate:.1%}; rerun with seed {SEED} identical")
        log(f"{name}: full procedure {full.seconds:.2f} s")

    answers = profiles["slow decline"]
    probes = prepare_probes(answers)
    point = estimate_boundary(answers, resamples=0)
    window_check = point.decline.check if point.decline else 1
    stage = interleaved({
        "batched": lambda: resample_procedure(probes, window_check, size.resamples, SEED),
        "one at a time": lambda: resample_procedure(probes, window_check, size.resamples, SEED, chunk=1),
    }, size.repeats)
    batched, alone = stage["batched"], stage["one at a time"]
    for field in ("status", "boundary", "axis_status", "axis_boundary"):
        check(np.array_equal(getattr(batched.result, field), getattr(alone.result, field)),
              f"resampling: batched and one-at-a-time replicates differ in {field}")
    report.checks["batched = one at a time"] = f"same status and Boundary for all {size.resamples} replicates and axes"
    report.add(f"resampling stage, batches of 100 ({size.resamples} replicates)", batched.seconds, "s", batched.note())
    report.add("resampling stage, one replicate at a time (baseline)", alone.seconds, "s", alone.note())
    report.add("speed-up of batching over the baseline", alone.seconds / batched.seconds, "x")
    report.notes.append("target: full procedure with 1,000 resamples under 60 s on 2 cores")
    log("resampling stage timed")
    return report


if __name__ == "__main__":
    print(render(run(QUICK if "--quick" in sys.argv else FULL)))

"""Start-up (issue 21.6): CPU seconds of `asof --help` and of a few commands' `--help`, vs a bare interpreter.

Each command runs in a fresh interpreter (`python -c` calling the CLI's entry point, as the `asof`
script does), its CPU seconds (user + system, from the kernel's accounting of the finished child)
taken over several repeats interleaved with the reference, a bare `python -c pass`; the figure is
the median. CPU seconds, not wall: on a shared machine the wall time says more about the neighbours.
Check: every command exits 0 and prints its usage.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
from dataclasses import dataclass

from bench import Progress, Report, check

TARGET_HELP_CPU_S = 0.5
"""Issue 21: `asof --help` under half a CPU second."""


@dataclass(frozen=True)
class StartupSize:
    """How many times each command runs."""

    repeats: int = 7
    commands: tuple[tuple[str, ...], ...] = (("--help",), ("verify", "--help"), ("run", "--help"),
                                              ("mcp", "serve", "--help"), ("demo", "--help"))


FULL = StartupSize()
QUICK = StartupSize(repeats=2, commands=(("--help",),))


def _cpu_of(argv: list[str]) -> tuple[float, str]:
    """CPU seconds (user + system) of running `argv` to its end, and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(argv, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    check(done.returncode == 0, f"{' '.join(argv)} exited {done.returncode}: {done.stderr[-500:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def _asof(args: tuple[str, ...]) -> list[str]:
    return [sys.executable, "-c", f"import sys; from controllers.cli.main import main; sys.exit(main({list(args)!r}, "
                                  "prog_name='asof'))"]


def run(size: StartupSize = FULL, *, log: Progress | None = None) -> Report:
    """Measure each command's start-up CPU against a bare interpreter's."""
    log = log or Progress("startup")
    report = Report(name="startup", title="Start-up: CPU seconds of `asof ... --help` vs a bare interpreter",
                    data="no data: each command in a fresh interpreter",
                    params={"repeats": size.repeats, "python": sys.version.split()[0]})
    bare: list[float] = []
    cpu: dict[tuple[str, ...], list[float]] = {args: [] for args in size.commands}
    for repeat in range(size.repeats):
        bare.append(_cpu_of([sys.executable, "-c", "pass"])[0])
        for args in size.commands:
            seconds, output = _cpu_of(_asof(args))
            check("Usage: asof" in output, f"asof {' '.join(args)} printed no usage")
            cpu[args].append(seconds)
        log(f"repeat {repeat + 1}/{size.repeats}")
    reference = statistics.median(bare)
    report.add("bare interpreter (`python -c pass`)", reference, "s", "CPU, median")
    for args, times in cpu.items():
        median = statistics.median(times)
        target = f"; target < {TARGET_HELP_CPU_S} s" if args == ("--help",) else ""
        report.add(f"asof {' '.join(args)}", median, "s",
                   f"CPU, median of {len(times)}; {median / reference:.1f}x the bare interpreter{target}")
    report.checks["every command printed its usage"] = f"{len(size.commands)} command(s) x {size.repeats}"
    return report

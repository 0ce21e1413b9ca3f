"""The demo's outputs: the terminal summary, the report page and the Parquet/CSV exports.

The tables and the report read the same rows (gap rows, rejection counts, residual leakage, checks),
so what the terminal prints is what `report.html` plots and what the exports hold.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from controllers.analysis.gaps import GapRow, Interval
from controllers.analysis.charts import COLOURS, Bar, svg_bars
from controllers.analysis.report import claims_section, short, write_report, write_rows
from controllers.demo.canaries import READER
from controllers.demo.checks import Check, reader_gap_by_policy
from controllers.demo.experiment import Experiment
from pit_store.store import PitStore
from tasks.aggregation import FORECASTING_TASKS


def _interval(i: Interval) -> str:
    if i.estimate is None:
        return "-"
    if i.low is None or i.high is None:
        return f"{i.estimate:+.3f}"
    return f"{i.estimate:+.3f} [{i.low:+.3f}, {i.high:+.3f}]"


def _score(value: float | None) -> str:
    return "  -  " if value is None else f"{value:.3f}"


def gap_table(gaps: Sequence[GapRow]) -> list[str]:
    """Scores by task x model x forecaster x policy x regime, and both gaps with 90% intervals."""
    lines = [f"{'task':<5} {'model':<12} {'forecaster':<16} {'policy':<12} {'S_T1':>5} {'S_T2':>5} {'S_T3':>5}  "
             f"{'Δ(T1,T2) [90%]':<26} Δ(T2,T3) [90%]"]
    for row in sorted(gaps, key=lambda r: (r.task, r.model, short(r.forecaster), r.policy)):
        lines.append(f"{row.task:<5} {row.model:<12} {short(row.forecaster):<16} {row.policy:<12} "
                     f"{_score(row.scores['T1']):>5} {_score(row.scores['T2']):>5} {_score(row.scores['T3']):>5}  "
                     f"{_interval(row.t1_t2):<26} {_interval(row.t2_t3)}")
    return lines


def rejection_table(rejections: Sequence[dict[str, Any]]) -> list[str]:
    """Rejected candidates by policy, stage and reason code."""
    lines = [f"{'policy':<12} {'stage':<12} {'reason':<28} count"]
    lines.extend(f"{r['policy']:<12} {r['stage']:<12} {r['reason_code']:<28} {r['count']}" for r in rejections)
    return lines


def residual_table(experiment: Experiment) -> list[str]:
    """Per policy: instances whose accepted pages revealed their outcome."""
    lines = [f"{'policy':<12} revealed / audited instances"]
    for policy, row in experiment.residual.by_policy.items():
        lines.append(f"{policy:<12} {int(row['revealed'])} / {int(row['instances'])} ({float(row['rate']):.1%})")
    return lines


def terminal_summary(experiment: Experiment, checks: Sequence[Check], folder: Path) -> str:
    """What the demo prints at the end."""
    reader = reader_gap_by_policy(experiment.gaps)
    parts = [
        "== scores and gaps (90% bootstrap intervals; T3 = live forecasts locked at r, scored after resolution)",
        *gap_table(experiment.gaps),
        "",
        "== the reader's mean |Δ(T2,T3)| by policy (retrieval leakage)",
        *[f"{policy:<12} {'-' if value is None else f'{value:.3f}'}" for policy, value in reader.items()],
        "",
        "== retrieval rejections by reason",
        *rejection_table(experiment.rejections),
        "",
        "== residual leakage (accepted pages that state a resolved outcome)",
        *residual_table(experiment),
        "",
        "== self-checks",
        *[f"{'PASS' if c.ok else 'FAIL'}  {c.name}: {c.detail}" for c in checks],
        "",
        f"report: {folder / 'report.html'}",
        f"exports (Parquet and CSV): {folder}",
    ]
    return "\n".join(parts)


def _checks_section(checks: Sequence[Check]) -> str:
    rows = "".join(f"<tr><td>{'PASS' if c.ok else '<b>FAIL</b>'}</td><td>{html.escape(c.name)}</td>"
                   f"<td>{html.escape(c.detail)}</td></tr>" for c in checks)
    return ("<h2>Demo self-checks</h2><p>Canary forecasters leak by construction: the reader copies outcomes it "
            "retrieves, each memoriser remembers closes up to its model's cutoff. These checks prove the controls "
            "catch them.</p><table><tr><th></th><th>check</th><th>evidence</th></tr>" + rows + "</table>")


def reader_chart(experiment: Experiment) -> str:
    """SVG: the reader's mean |Δ(T2,T3)| on VAL per policy (retrieval leakage the policy let through)."""
    bars = [Bar(policy, value, colour=COLOURS.get(policy, "#c44e52"))
            for policy, value in reader_gap_by_policy(experiment.gaps).items() if value is not None]
    return svg_bars(bars, "reader mean |Δ(T2,T3)| on VAL, by retrieval policy")


def memory_chart(experiment: Experiment, policy: str) -> str:
    """SVG: Δ(T1,T2) with 90% intervals for every forecaster but the reader (parametric leakage)."""
    bars = [Bar(f"{r.task} {r.model} {short(r.forecaster)}", r.t1_t2.estimate, r.t1_t2.low, r.t1_t2.high,
                "#c44e52" if "memoriser" in r.forecaster else "#4c72b0")
            for r in sorted(experiment.gaps, key=lambda r: (r.task, r.model, short(r.forecaster)))
            if r.policy == policy and r.forecaster != READER and r.t1_t2.estimate is not None
            and r.task in FORECASTING_TASKS]  # CF and CALC answers are not outcomes to remember
    return svg_bars(bars, f"Δ(T1,T2) with 90% intervals ({policy}): memorisers in red")


def write_outputs(store: PitStore, experiment: Experiment, checks: Sequence[Check], folder: Path, *,
                  reps: int, seed: int) -> list[str]:
    """Write `report.html`, the two headline charts as SVG files and every export into `folder`; return the file names."""
    charts = [("Retrieval leakage: the reader's |Δ(T2,T3)| by policy", reader_chart(experiment)),
              ("Parametric leakage: Δ(T1,T2) by forecaster", memory_chart(experiment, "pit_llm"))]
    for name, (_, chart) in zip(("reader_gaps.svg", "memory_gaps.svg"), charts, strict=True):
        (folder / name).write_text(chart, encoding="utf-8")
    claims = [part for probe in experiment.probes for part in claims_section(
        probe.claims, probe.model.name, probe.estimate.boundary, title=f"{probe.model.name}'s memoriser: ")]
    files = write_report(store, [run.run_id for run in experiment.runs], folder, reps=reps, seed=seed,
                         outcomes=experiment.outcomes, matched=False, gaps=experiment.gaps,
                         sections=[_checks_section(checks), *(f"<h2>{title}</h2>{chart}" for title, chart in charts)],
                         after=claims)
    gap_rows = [{"task": r.task, "model": r.model, "forecaster": short(r.forecaster), "policy": r.policy,
                 **{f"score_{k}": v for k, v in r.scores.items()}, **{f"n_{k}": v for k, v in r.counts.items()},
                 "t1_t2": r.t1_t2.estimate, "t1_t2_low": r.t1_t2.low, "t1_t2_high": r.t1_t2.high,
                 "t2_t3": r.t2_t3.estimate, "t2_t3_low": r.t2_t3.low, "t2_t3_high": r.t2_t3.high}
                for r in experiment.gaps]
    files.extend(write_rows(gap_rows, folder, "gaps"))
    files.extend(write_rows([dict(r) for r in experiment.rejections], folder, "rejections"))
    files.extend(write_rows([{"policy": p, **row} for p, row in experiment.residual.by_policy.items()], folder,
                            "residual_leakage"))
    files.extend(write_rows([c.model_dump() for c in checks], folder, "checks"))
    return [*files, "reader_gaps.svg", "memory_gaps.svg"]

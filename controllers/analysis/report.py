"""`asof report --out DIR`: an HTML report with plots, and Parquet/CSV exports.

The plots are inline SVG written here (no plotting library, no network, no CDN): task scores by
regime and policy, gap bars with their 90% intervals, and retrieval rejections by reason. The
exports hold the locked predictions, the per-instance scores, the group scores and the audit rows.
"""

from __future__ import annotations

import html
import json
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from controllers.analysis.gaps import GapRow, gap_rows, matched_across_models, policy_table
from controllers.analysis.residual_leakage import Outcome, residual_leakage
from controllers.analysis.tables import (
    cells, gap_table, market_rows, paired_runs, policy_gaps, robustness_table, table1_rows,
)
from controllers.runs.judge_failures import judge_failures, render_judge_failures
from controllers.runs.models import get_model
from controllers.runs.runner import entries, read_plan
from controllers.runs.scoring import run_scores
from engine.exports import write_all
from engine.run_log import PredictionLocked, RunPlanned, Scored
from leakage_filter.ensemble import missing_judge_note
from pit_store.store import PitStore
from tasks.probe import ClaimSummary
from retrieval.audit import audit_rows, audit_summary

WIDTH = 640
BAR_HEIGHT = 18
COLOURS = {"T1": "#4c72b0", "T2": "#dd8452", "T3": "#55a868", "search_only": "#c44e52", "pit": "#8172b3",
           "pit_llm": "#937860"}


@dataclass(frozen=True)
class Bar:
    """One horizontal bar: label, value, optional interval, colour key."""

    label: str
    value: float
    low: float | None = None
    high: float | None = None
    colour: str = "#4c72b0"


def svg_bars(bars: Sequence[Bar], title: str) -> str:
    """A horizontal bar chart (with interval whiskers where given) as an SVG element."""
    if not bars:
        return f"<p><em>{html.escape(title)}: nothing to plot.</em></p>"
    values = [b.value for b in bars] + [v for b in bars for v in (b.low, b.high) if v is not None]
    low, high = min(0.0, *values), max(0.0, *values)
    span = (high - low) or 1.0
    left, plot = 260, WIDTH - 300

    def x(value: float) -> float:
        return left + (value - low) / span * plot

    height = 30 + len(bars) * (BAR_HEIGHT + 6)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" role="img">',
             f'<text x="4" y="16" font-size="13" font-weight="bold">{html.escape(title)}</text>',
             f'<line x1="{x(0):.1f}" y1="22" x2="{x(0):.1f}" y2="{height}" stroke="#999"/>']
    for index, bar in enumerate(bars):
        y = 26 + index * (BAR_HEIGHT + 6)
        start, end = sorted((x(0), x(bar.value)))
        parts.append(f'<text x="4" y="{y + 13}" font-size="11">{html.escape(bar.label)}</text>')
        parts.append(f'<rect x="{start:.1f}" y="{y}" width="{max(end - start, 1):.1f}" height="{BAR_HEIGHT}" '
                     f'fill="{bar.colour}"><title>{bar.value:.4f}</title></rect>')
        if bar.low is not None and bar.high is not None:
            mid = y + BAR_HEIGHT / 2
            parts.append(f'<line x1="{x(bar.low):.1f}" y1="{mid}" x2="{x(bar.high):.1f}" y2="{mid}" stroke="#000" stroke-width="1.5"/>')
            for edge in (bar.low, bar.high):
                parts.append(f'<line x1="{x(edge):.1f}" y1="{y + 3}" x2="{x(edge):.1f}" y2="{y + BAR_HEIGHT - 3}" stroke="#000"/>')
        parts.append(f'<text x="{WIDTH - 36}" y="{y + 13}" font-size="11">{bar.value:.3f}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def write_rows(rows: list[dict[str, Any]], folder: Path, name: str) -> list[str]:
    """Write rows as CSV and Parquet with typed columns (see `engine.exports`); return the file names."""
    if not rows:
        return write_all([], folder, name, columns=["empty"])
    return write_all(rows, folder, name)


def html_table(rows: Sequence[Mapping[str, Any]], title: str, note: str = "") -> list[str]:
    """An HTML table of rows (columns in first-seen order; numbers to four decimals, None as a dash)."""
    parts = [f"<h2>{html.escape(title)}</h2>", *([f"<p>{html.escape(note)}</p>"] if note else [])]
    if not rows:
        return [*parts, "<p><em>nothing to show.</em></p>"]
    columns = list(dict.fromkeys(k for row in rows for k in row))

    def cell(value: Any) -> str:
        if value is None:
            return "-"
        if isinstance(value, float):
            return f"{value:.4f}"
        return html.escape(json.dumps(value) if isinstance(value, (dict, list)) else str(value))

    return [*parts, "<table><tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in columns) + "</tr>",
            *["<tr>" + "".join(f"<td>{cell(row.get(c))}</td>" for c in columns) + "</tr>" for row in rows], "</table>"]


def _number(value: Any) -> str:
    return "-" if value is None else f"{value:.4f}"


def _gap_bars(rows: Sequence[GapRow]) -> list[Bar]:
    bars: list[Bar] = []
    for row in rows:
        name = f"{row.model}/{row.forecaster} {row.task} {row.market} {row.policy}"
        for which, interval in (("T1-T2", row.t1_t2), ("T2-T3", row.t2_t3)):
            if interval.estimate is not None:
                bars.append(Bar(f"{which} {name}", interval.estimate, interval.low, interval.high,
                                COLOURS["T1" if which == "T1-T2" else "T3"]))
    return bars


PAIRED_RESAMPLES = 2000


def _model_pairs(plans: Mapping[str, RunPlanned]) -> list[tuple[str, str]]:
    """Pairs of runs (in id order) of the same task by different models."""
    ids = sorted(plans)
    return [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]
            if plans[a].task == plans[b].task and plans[a].model != plans[b].model]


def model_cutoffs(store: PitStore, plans: Mapping[str, RunPlanned]) -> list[str]:
    """HTML: each run model's vendor-stated, self-reported and measured cutoffs side by side.

    Only the measured boundary is evidence of what a model knows (FinDendro); the table shows how far
    the other two are from it, and which source each run's regimes used.
    """
    sources: dict[str, set[str]] = defaultdict(set)
    for plan in plans.values():
        sources[plan.model].add(f"{plan.cutoff_source} ({plan.cutoff.date().isoformat()})")
    rows = ["<h2>Model cutoffs</h2><table><tr><th>model</th><th>vendor-stated</th><th>self-reported</th>"
            "<th>measured boundary</th><th>measurement</th><th>used by these runs</th></tr>"]
    for name in sorted(sources):
        entry = get_model(store, name)
        detail = entry.measured_detail
        measured = "-" if detail is None else (
            f"{detail.status}, Start {detail.start or '-'}, Boundary {detail.boundary or '-'}"
            + ("" if detail.boundary_range is None else
               f", range {'..'.join(detail.boundary_range)} ({'Tight' if detail.tight else 'Wide'})"))
        cells = [name, *("-" if value is None else value.isoformat() for value in
                         (entry.vendor_cutoff, entry.self_reported_cutoff, entry.measured_boundary)),
                 measured, ", ".join(sorted(sources[name]))]
        rows.append("<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in cells) + "</tr>")
    return [*rows, "</table>"]


def claims_section(claims: ClaimSummary, model: str | None, measured: str | None) -> list[str]:
    """HTML: FinDendro's knowledge-vs-claim table, per family, and where knowledge and claims end."""
    head = {"model": model or "-", "facts": claims.facts, "controlled": claims.controlled, "Knows": claims.knows,
            "Says": claims.says, "Acc|says": claims.acc_given_says, "Acc|denies": claims.acc_given_denies,
            "Gap": claims.gap, "Gap 95% CI": None if claims.gap_low is None else [claims.gap_low, claims.gap_high],
            "Predict says -> dated": [claims.predict_says, claims.dated_says],
            "Predict accuracy -> dated": [claims.predict_accuracy, claims.dated_accuracy],
            "persistence control": claims.persistence_accuracy, "dominant-outcome control": claims.dominant_accuracy}
    ends = {"model": model or "-", "knowledge ends (probe)": claims.knowledge_end, "claims end (probe)": claims.claims_end,
            "measured boundary (registry)": measured}
    families = [{"family": name, **f.model_dump()} for name, f in claims.by_family.items()]
    return [*html_table([head], "Knowledge and claims (FinDendro)",
                        f"Knows is value accuracy on controlled facts (chance {claims.chance:.2f}); Says is the share of "
                        "Recall answers claiming to know; the gap is Acc|says - Acc|denies within quarters."),
            *html_table([ends], "Where knowledge and claims end"), *html_table(families, "Knowledge and claims by family")]


def write_report(store: PitStore, run_ids: Sequence[str], out: Path, *, reps: int = 1000, seed: int = 0,
                 outcomes: dict[str, Outcome] | None = None, matched: bool = True, page_name: str = "index.html",
                 sections: Sequence[str] = (), gaps: Sequence[GapRow] | None = None) -> list[str]:
    """Write the page (`index.html`) and the exports for `run_ids` into `out`; return the files written.

    With `outcomes` (resolved outcomes, evaluator-only) the report adds the residual leakage rate per
    policy: the share of instances with an accepted page that reveals its outcome. `matched` compares
    several models on their matched eligible set; `sections` (HTML) go first, e.g. a demo's checks;
    `gaps` are the runs' gap rows when the caller has computed them already (with these settings)."""
    out.mkdir(parents=True, exist_ok=True)
    predictions: list[dict[str, Any]] = []
    instance_scores: list[dict[str, Any]] = []
    group_scores: list[dict[str, Any]] = []
    audits: list[dict[str, Any]] = []
    rejections: dict[str, int] = defaultdict(int)
    judge_failed: dict[str, int] = defaultdict(int)
    plans = {}
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        plans[run_id] = plan
        for entry in entries(store, run_id, ["PredictionLocked", "Scored"]):
            event = entry.event
            if isinstance(event, PredictionLocked):
                predictions.append({"run_id": run_id, "seq": entry.seq, "hash": entry.hash,
                                    **event.model_dump(mode="json", exclude={"context"})})
            elif isinstance(event, Scored):
                instance_scores.append({"run_id": run_id, "seq": entry.seq, **event.model_dump(mode="json")})
        for group in run_scores(store, run_id):
            group_scores.append({"run_id": run_id, "model": group.model, "task": group.task,
                                 "forecaster": group.forecaster, "policy": group.policy, "regime": group.regime,
                                 "repeat": group.repeat, "n": group.result.n, "score": group.result.score,
                                 "format_failures": group.result.format_failures})
        audits.extend(audit_rows(store.engine, run_id=run_id))
        for row in audit_summary(store.engine, run_id=run_id):
            if row["decision"] == "reject":
                rejections[f"{row['policy']} {row['reason_code']}"] += int(row["count"])
        for reason, count in judge_failures(store.engine, run_id).items():
            judge_failed[reason] += count
    if gaps is None:
        gaps = gap_rows(store, run_ids, reps=reps, seed=seed, matched=matched)
    comparison = matched_across_models(store, run_ids) if matched else None
    table = policy_table(gaps)
    scored = cells(store, run_ids, comparison)
    overall, markets, robust = table1_rows(scored), market_rows(scored), robustness_table(store, run_ids)
    live = policy_gaps(store, run_ids, matched=comparison)
    pages = [{"policy": p, "decision": d, "reason": r, "pages": n}
             for p, by in live["pages"].items() for d, reasons in by.items() for r, n in reasons.items()]
    memorised = gap_table(gaps, "t1_t2")
    # Paired comparisons between runs of one task by different models (same instances, A - B).
    paired = [row for a, b in _model_pairs(plans) for row in paired_runs(store, a, b, resamples=PAIRED_RESAMPLES, seed=seed)
              if row["n"]]
    files = [page_name]
    for rows, name in ((predictions, "predictions"), (instance_scores, "instance_scores"),
                       (group_scores, "scores"), (audits, "audit"), (overall, "table1"), (markets, "markets"),
                       (memorised, "gaps_t1_t2"), (paired, "paired"),
                       (live["rows"], "policy_gaps"), (pages, "policy_pages"), (robust, "robustness")):
        files.extend(write_rows(rows, out, name))
    score_bars = [Bar(f"{g['model']}/{g['forecaster']} {g['policy']} {g['regime']} r{g['repeat']}", g["score"],
                      colour=COLOURS.get(g["regime"], "#4c72b0")) for g in group_scores if g["score"] is not None]
    residual: dict[str, dict[str, float | int]] = defaultdict(lambda: {"instances": 0, "revealed": 0})
    for run_id in run_ids if outcomes is not None else ():
        for policy, row in residual_leakage(store, outcomes or {}, run_id=run_id).by_policy.items():
            residual[policy]["instances"] += row["instances"]
            residual[policy]["revealed"] += row["revealed"]
    residual_bars = [Bar(f"{policy} ({int(row['revealed'])}/{int(row['instances'])})",
                         row["revealed"] / row["instances"] if row["instances"] else 0.0, colour=COLOURS.get(policy, "#999"))
                     for policy, row in sorted(residual.items())]
    rejection_bars = [Bar(key, float(count), colour="#c44e52") for key, count in sorted(rejections.items())]
    page = [
        "<!doctype html><html><head><meta charset='utf-8'><title>asof report</title>",
        "<style>body{font-family:sans-serif;max-width:900px;margin:2em auto}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:3px 8px;font-size:13px}</style></head><body>",
        "<h1>asof report</h1>",
        *sections,
        "<h2>Runs</h2><table><tr><th>run</th><th>task</th><th>model</th><th>cutoff</th><th>run date</th>"
        "<th>instances</th><th>removed by filter</th><th>store position</th><th>code</th></tr>",
        *[f"<tr><td>{html.escape(r)}</td><td>{p.task}</td><td>{html.escape(p.model)}</td><td>{p.cutoff.isoformat()}</td>"
          f"<td>{p.run_date.isoformat()}</td><td>{len(p.instances)}</td><td>{html.escape(json.dumps(p.removed))}</td>"
          f"<td>{p.pins.store_position}</td><td>{html.escape(p.pins.code_revision[:12])}</td></tr>"
          for r, p in plans.items()],
        "</table>",
        *[f"<p><b>{html.escape(r)}</b>: {html.escape(note)}</p>"
          for r, p in plans.items() if (note := missing_judge_note(p.policies, p.pins.classifier_ids)) is not None],
        *model_cutoffs(store, plans),
        *([f"<p>{task}: models {html.escape(', '.join(models))} compared on the matched eligible set "
           f"(T1 {len(comparison.keep[task]['T1'])}, T2 {len(comparison.keep[task]['T2'])}, "
           f"T3 {len(comparison.keep[task]['T3'])}); removed: {html.escape(json.dumps(comparison.removed[task]))}</p>"
           for task, models in comparison.models.items() if len(models) > 1] if comparison is not None
          else ["<p>Each model's scores and gaps are on its own eligible instances (not matched across models).</p>"]),
        *html_table(overall, "Table 1: task scores, Overall and capability diagnostics",
                    "Overall is the unweighted mean of the pooled VAL, RANK, EVT and FUND scores (markets weighted by "
                    "instance counts); CF and CALC are reported apart. Each regime is its own row."),
        *html_table(markets, "Scores by market (markets as columns)"),
        *html_table(memorised, "Δ(T1,T2) by market (markets as columns)",
                    "Positive: higher scores on outcomes the model may remember than after its cutoff."),
        *html_table(live["rows"], "Policy table: T2 per policy against one shared live T3 reference",
                    f"Matched {live['window_days']}-day windows (last T2 week, first T3 week, shared symbols); "
                    f"mean |gap| per policy: " + ", ".join(f"{p} {_number(v)}" for p, v in live["mean_abs_gap"].items())),
        *html_table(pages, "Pages each policy let through or rejected, by reason"),
        *html_table(paired, "Paired comparisons between runs (A - B on shared instances)",
                    f"Per-instance score differences of runs of one task by different models; median with a "
                    f"{PAIRED_RESAMPLES}-resample bootstrap 90% interval; positive favours run A."),
        *html_table(robust, "Robustness (PCR, NCR, score deltas, Score Delta)",
                    "From prompt-rewrite and numerical-perturbation variants run beside their base instances."),
        "<h2>Scores by regime and policy</h2>", svg_bars(score_bars, "task score (each regime scored on its own)"),
        "<h2>Gaps with 90% bootstrap intervals</h2>", svg_bars(_gap_bars(gaps), "Δ(T1,T2) and Δ(T2,T3)"),
        "<h2>Per-policy gap of each policy's own T2 and T3 (mean |S_T2 - S_T3|)</h2><table><tr><th>policy</th><th>mean |gap|</th><th>groups</th></tr>",
        *[f"<tr><td>{p}</td><td>{_number(v['mean_abs_gap'])}</td><td>{v['groups']}</td></tr>"
          for p, v in table.items()],
        "</table>",
        "<h2>Retrieval rejections by reason</h2>", svg_bars(rejection_bars, "rejected candidates by policy and reason"),
        *(["<h2>Judge failures</h2><p>The LLM judge gave no answer about these pages: they were rejected "
           "without a verdict (<code>asof audit rejudge --run RUN</code> asks again).</p><ul>",
           *[f"<li>{html.escape(line)}</li>" for line in render_judge_failures(judge_failed)], "</ul>"]
          if judge_failed else []),
        *(["<h2>Residual leakage</h2>", svg_bars(residual_bars, "share of instances with an accepted page revealing the outcome")]
          if outcomes is not None else []),
        "<h2>Exports</h2><ul>", *[f"<li><a href='{f}'>{f}</a></li>" for f in files[1:]], "</ul>",
        "</body></html>",
    ]
    (out / page_name).write_text("\n".join(page), encoding="utf-8")
    return files

"""`asof report --out DIR`: `report.html` with the paper's tables and plots, and Parquet/CSV exports.

The page: the runs, the models' cutoffs, FinForesight's tables (Table 1 with Overall and CF/CALC
apart, markets as columns, Δ(T1,T2), the policy table against one shared live reference with the
pages each policy let through, robustness, paired runs), then small multiples (`charts`: one panel
per task and model, regimes as a legend) of scores and of gaps with their 90% intervals, and
retrieval rejections by reason. A section with nothing to show says why in words, never an empty
table. The exports hold the locked predictions, the per-instance scores, the group scores, the
audit rows and every table.
"""

from __future__ import annotations

import html
import json
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from controllers.analysis.charts import COLOURS, Bar, Point, panels, svg_bars
from controllers.analysis.gaps import GapRow, gap_rows, matched_across_models, policy_table
from controllers.analysis.run_overview import run_summary
from controllers.analysis.residual_leakage import Outcome, residual_leakage
from controllers.analysis.tables import (
    task_order, cells, gap_table, market_rows, paired_forecasters, paired_runs, policy_gaps, robustness_table,
    table1_rows,
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



def write_rows(rows: list[dict[str, Any]], folder: Path, name: str) -> list[str]:
    """Write rows as CSV and Parquet with typed columns (see `engine.exports`); return the file names."""
    if not rows:
        return write_all([], folder, name, columns=["empty"])
    return write_all(rows, folder, name)


def short(forecaster: str) -> str:
    """A forecaster's display name (`module:attribute` shows its attribute)."""
    return forecaster.rpartition(":")[2]


def cell(value: Any, column: str = "") -> str:
    """One table cell: None as a dash, integers as integers, other numbers to four decimals."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    if isinstance(value, float):
        return f"{value:.4f}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(cell(v) for v in value) + "]"
    if isinstance(value, dict):
        return html.escape(", ".join(f"{k} {v}" for k, v in value.items()))
    text = short(value) if column == "forecaster" else str(value)
    # A long unbroken token (a run id, a hash) may break anywhere; words and numbers never do.
    return f"<span class='long'>{html.escape(text)}</span>" if len(max(text.split() or [""], key=len)) > 24 \
        else html.escape(text)


def slug(title: str) -> str:
    """An anchor for a section heading ("Table 1: T2 task scores" -> "table-1-t2-task-scores")."""
    return "-".join("".join(c if c.isalnum() else " " for c in title.casefold()).split())


def html_table(rows: Sequence[Mapping[str, Any]], title: str, note: str = "", *, empty: str = "nothing to show") -> list[str]:
    """A section: a heading, a note and a table of rows (columns in first-seen order), or `empty` said in words."""
    parts = [f"<h2 id='{slug(title)}'>{html.escape(title)}</h2>", *([f"<p>{html.escape(note)}</p>"] if note else [])]
    if not rows:
        return [*parts, f"<p class='empty'><em>{html.escape(empty)}.</em></p>"]
    columns = list(dict.fromkeys(k for row in rows for k in row))
    return [*parts, "<table><tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in columns) + "</tr>",
            *["<tr>" + "".join(f"<td>{cell(row.get(c), c)}</td>" for c in columns) + "</tr>" for row in rows], "</table>"]


def _number(value: Any) -> str:
    return "-" if value is None else f"{value:.4f}"


def _panel_name(task: str, model: str) -> str:
    return f"{task} · {model}"


def score_points(group_scores: Sequence[Mapping[str, Any]]) -> list[Point]:
    """Small-multiple points of task scores: a panel per task and model, a row per forecaster and policy."""
    return [Point(_panel_name(g["task"], g["model"]),
                  f"{short(g['forecaster'])} {g['policy']}" + (f" r{g['repeat']}" if g["repeat"] else ""),
                  g["regime"], g["score"])
            for g in sorted(group_scores, key=lambda g: (g["task"], g["model"], short(g["forecaster"]), g["policy"],
                                                         g["repeat"], g["regime"]))
            if g["score"] is not None]


def unit_domains(points: Sequence[Point]) -> dict[str, tuple[float, float]]:
    """Each panel's axis: 0 to 1 (the scores' usual range), widened to any value outside it."""
    found: dict[str, tuple[float, float]] = {}
    for point in points:
        low, high = found.get(point.panel, (0.0, 1.0))
        found[point.panel] = (min(low, point.value), max(high, point.value))
    return found


def gap_points(rows: Sequence[GapRow]) -> list[Point]:
    """Small-multiple points of the two gaps with their intervals, panels as `score_points`."""
    points = []
    for row in sorted(rows, key=lambda r: (r.task, r.model, short(r.forecaster), r.market, r.policy)):
        for which, interval in (("Δ(T1,T2)", row.t1_t2), ("Δ(T2,T3)", row.t2_t3)):
            if interval.estimate is not None:
                points.append(Point(_panel_name(row.task, row.model), f"{short(row.forecaster)} {row.market} {row.policy}",
                                    which, interval.estimate, interval.low, interval.high))
    return points


def paired_view(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The paired table's rows where the two runs differ somewhere, in fewer columns."""
    keep = ("run_a", "run_b", "forecaster", "policy", "regime", "n", "ties", "mean_difference", "median_difference",
            "low", "high", "level")
    return [{k: r.get(k) for k in keep} for r in rows if r.get("ties") != r["n"]]


def market_view(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The market table's T2 rows of the systems that have an Overall (every T2 row where none has)."""
    t2 = [dict(r) for r in rows if r["regime"] == "T2"]
    complete = {(r["model"], r["forecaster"], r["policy"]) for r in t2 if r["task"] == "Overall" and r["pooled"] is not None}
    chosen = [r for r in t2 if (r["model"], r["forecaster"], r["policy"]) in complete] if complete else \
        [r for r in t2 if r["task"] != "Overall"]
    return [{k: v for k, v in r.items() if k != "regime"} for r in chosen]


def _notes(plans: Mapping[str, RunPlanned]) -> dict[str, list[str]]:
    """Each missing-judge note once, with the runs it applies to."""
    found: dict[str, list[str]] = defaultdict(list)
    for run_id, plan in plans.items():
        if (note := missing_judge_note(plan.policies, plan.pins.classifier_ids)) is not None:
            found[note].append(run_id)
    return found


def run_list(store: PitStore, run_ids: Sequence[str]) -> list[dict[str, Any]]:
    """The runs section's rows: what each run asked and how far it got."""
    rows = []
    for run_id in run_ids:
        found = run_summary(store, run_id)
        counts = found["counts"]
        variants = found["variants"]
        base = Counter(i["regime"] for i in read_plan(store, run_id).instances if not i.get("variant_of"))  # type: ignore[union-attr]
        rows.append({"run": run_id, "task": found["task"], "model": found["model"],
                     "cutoff": f"{found['cutoff'][:10]} ({found['cutoff_source']})", "run date": found["run_date"][:10],
                     "forecasters": ", ".join(short(f) for f in found["forecasters"]),
                     "policies": ", ".join(found["policies"]),
                     "instances": ", ".join(f"{r} {n}" for r, n in sorted(base.items()))
                                  + (f" (+{variants} variants)" if variants else ""),
                     "jobs locked / failed / scored": f"{counts['jobs']}: {counts['locked']} / {counts['failed']} / "
                                                      f"{counts['scored']}",
                     "status": found["status"].replace("_", " "),
                     "pins": f"store {found['store_position']}, code {found['code_revision'][:12]}"})
    return rows


STYLE = (
    "body{font-family:sans-serif;max-width:1240px;margin:1.5em auto;padding:0 12px;color:#222}"
    "h2{margin-top:1.6em;font-size:1.2em}p{max-width:980px}"
    "table{border-collapse:collapse;max-width:100%}"
    "td,th{border:1px solid #ccc;padding:2px 6px;font-size:12px;overflow-wrap:break-word;vertical-align:top}"
    ".long{overflow-wrap:anywhere}"
    "th{background:#f3f3f3}td{font-variant-numeric:tabular-nums}"
    ".panels{display:flex;flex-wrap:wrap;gap:14px}.panel{flex:0 0 auto}"
    ".legend{margin:6px 0;font-size:13px}.key{margin-right:16px;white-space:nowrap}"
    ".swatch{display:inline-block;width:12px;height:12px;margin-right:5px;vertical-align:-1px}"
    ".empty{color:#555}svg{max-width:100%;height:auto}"
)


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


def claims_section(claims: ClaimSummary, model: str | None, measured: str | None, *, title: str = "") -> list[str]:
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
    return [*html_table([head], f"{title}Knowledge and claims (FinDendro)",
                        f"Knows is value accuracy on controlled facts (chance {claims.chance:.2f}); Says is the share of "
                        "Recall answers claiming to know; the gap is Acc|says - Acc|denies within quarters, weighted by "
                        "quarter size, with a 95% bootstrap interval (a dash where no quarter holds both claimed and "
                        "denied facts: claims that follow knowledge exactly)."),
            *html_table([ends], f"{title}Where knowledge and claims end"),
            *html_table(families, f"{title}Knowledge and claims by family")]


PAGE = "report.html"


def write_report(store: PitStore, run_ids: Sequence[str], out: Path, *, reps: int = 1000, seed: int = 0,
                 outcomes: dict[str, Outcome] | None = None, matched: bool = True, page_name: str = PAGE,
                 sections: Sequence[str] = (), gaps: Sequence[GapRow] | None = None,
                 after: Sequence[str] = ()) -> list[str]:
    """Write the page (`report.html`) and the exports for `run_ids` into `out`; return the files written.

    With `outcomes` (resolved outcomes, evaluator-only) the report adds the residual leakage rate per
    policy: the share of instances with an accepted page that reveals its outcome. `matched` compares
    several models on their matched eligible set; `sections` (HTML) go first, e.g. a demo's checks, and
    `after` after the paper's tables, e.g. FinDendro's knowledge-vs-claim tables;
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
        group_scores.extend(group.row() for group in run_scores(store, run_id))
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
    versus = paired_forecasters(store, list(plans), resamples=PAIRED_RESAMPLES, seed=seed)
    files = [page_name]
    for rows, name in ((predictions, "predictions"), (instance_scores, "instance_scores"),
                       (group_scores, "scores"), (audits, "audit"), (overall, "table1"), (markets, "markets"),
                       (memorised, "gaps_t1_t2"), (paired, "paired"), (versus, "paired_vs_naive"),
                       (live["rows"], "policy_gaps"), (pages, "policy_pages"), (robust, "robustness")):
        files.extend(write_rows(rows, out, name))
    residual: dict[str, dict[str, float | int]] = defaultdict(lambda: {"instances": 0, "revealed": 0})
    for run_id in run_ids if outcomes is not None else ():
        for policy, row in residual_leakage(store, outcomes or {}, run_id=run_id).by_policy.items():
            residual[policy]["instances"] += row["instances"]
            residual[policy]["revealed"] += row["revealed"]
    residual_bars = [Bar(f"{policy} ({int(row['revealed'])}/{int(row['instances'])})",
                         row["revealed"] / row["instances"] if row["instances"] else 0.0, colour=COLOURS.get(policy, "#999"))
                     for policy, row in sorted(residual.items())]
    rejection_bars = [Bar(key, float(count), colour="#c44e52") for key, count in sorted(rejections.items())]
    has_live = any(i["regime"] == "T3" for p in plans.values() for i in p.instances)
    no_policy = ("no policy runs: the policy table compares T2 under each retrieval policy with one shared live (T3) "
                 "reference on matched one-week windows, and " + ("no run here has live (T3) predictions scored yet"
                                                                  if has_live else "no run here has live (T3) predictions")
                 + " (`asof run` with today's run date locks them; `asof resolve` scores them)")
    page = [
        "<!doctype html><html><head><meta charset='utf-8'><title>asof report</title>",
        f"<style>{STYLE}</style></head><body>",
        "<h1>asof report</h1>",
        *sections,
        *html_table(run_list(store, sorted(plans, key=lambda r: (task_order(plans[r].task), plans[r].model, r))), "Runs", "Each run's plan and where its jobs are; "
                    "`asof runs show RUN` prints one in full."),
        *[f"<p><b>{len(ids)} run(s)</b> ({html.escape(', '.join(ids))}): {html.escape(note)}</p>"
          for note, ids in _notes(plans).items()],
        *model_cutoffs(store, plans),
        *([f"<p>{task}: models {html.escape(', '.join(models))} compared on the matched eligible set "
           f"(T1 {len(comparison.keep[task]['T1'])}, T2 {len(comparison.keep[task]['T2'])}, "
           f"T3 {len(comparison.keep[task]['T3'])}); removed: {html.escape(json.dumps(comparison.removed[task]))}</p>"
           for task, models in comparison.models.items() if len(models) > 1] if comparison is not None
          else ["<p>Each model's scores and gaps are on its own eligible instances (not matched across models).</p>"]),
        *html_table([r for r in overall if r["regime"] == "T2"], "Table 1: T2 task scores, Overall and capability diagnostics",
                    "Overall is the unweighted mean of the pooled VAL, RANK, EVT and FUND scores (markets weighted by "
                    "instance counts), shown only where all four are there; CF and CALC are reported apart. T2 (after "
                    "each model's cutoff, resolved by the run date) is the paper's main setting; table1.csv has every "
                    "regime.", empty="no T2 predictions scored yet"),
        *html_table(market_view(markets), "T2 scores by market (markets as columns)",
                    "Systems with all four forecasting tasks (Tables 7-8), or every system where none has them; "
                    "markets.csv has every system and regime.", empty="no T2 predictions scored yet"),
        *html_table(memorised, "Δ(T1,T2) by market (markets as columns)",
                    "Positive: higher scores on outcomes the model may remember than after its cutoff.",
                    empty="no task here has both T1 and T2 scores"),
        *html_table(live["rows"], "Policy table: T2 per policy against one shared live T3 reference",
                    f"Matched {live['window_days']}-day windows (last T2 week, first T3 week, shared symbols); "
                    f"mean |gap| per policy: " + ", ".join(f"{p} {_number(v)}" for p, v in live["mean_abs_gap"].items()),
                    empty=no_policy),
        *html_table(pages, "Pages each policy let through or rejected, by reason",
                    empty="no retrieval in these runs: no forecaster searched or fetched"),
        *html_table(robust, "Robustness (PCR, NCR, score deltas, Score Delta)",
                    "From prompt-rewrite and numerical-perturbation variants (precision, units, rescaled money, "
                    "non-essential values; FinForesight B.1) run beside their base instances.",
                    empty="no robustness variants in these runs (`asof run --variants prompt,numeric` adds them)"),
        *html_table(paired_view(paired), "Paired comparisons between runs (A - B on shared instances)",
                    f"Per-instance score differences of runs of one task by different models; median with a "
                    f"{PAIRED_RESAMPLES}-resample bootstrap 90% interval; positive favours run A. "
                    f"{sum(1 for r in paired if r.get('ties') == r['n'])} pair(s) where both runs answered every shared "
                    "instance alike are left out here (paired.csv has them).",
                    empty="no two runs of one task by different models share an instance they scored differently"),
        *html_table([{k: v for k, v in r.items() if k not in ("run", "versus", "level", "regime")}
                     for r in versus if r["regime"] == "T2"],
                    "T2 paired against the naive baseline (forecaster - naive on shared instances)",
                    f"Within each run: the per-instance score difference from naive's on the same instances; mean, "
                    f"median and its {PAIRED_RESAMPLES}-resample bootstrap 90% interval; positive is better than naive. "
                    "paired_vs_naive.csv has every regime.",
                    empty="no run here has the naive baseline beside another forecaster on T2"),
        *after,
        "<h2>Scores by task and model</h2><p>One panel per task and model; each regime is scored on its own.</p>",
        panels(points := score_points(group_scores), ("T1", "T2", "T3"), note="no scored predictions yet",
               domain=unit_domains(points)),
        "<h2>Gaps with 90% bootstrap intervals</h2><p>Δ(T1,T2) = S_T1 - S_T2 (memorisation), "
        "Δ(T2,T3) = S_T2 - S_T3 (leakage the policy let through), per task and model.</p>",
        panels(gap_points(gaps), ("Δ(T1,T2)", "Δ(T2,T3)"), note="no gap has both of its regimes scored"),
        *html_table([{"policy": p, "mean |gap|": v["mean_abs_gap"], "groups": v["groups"]} for p, v in table.items()],
                    "Per-policy gap of each policy's own T2 and T3 (mean |S_T2 - S_T3|)", empty=no_policy),
        "<h2>Retrieval rejections by reason</h2>",
        svg_bars(rejection_bars, "rejected candidates by policy and reason", integers=True) if rejection_bars
        else "<p class='empty'><em>no candidate was rejected in these runs.</em></p>",
        *(["<h2>Judge failures</h2><p>The LLM judge gave no answer about these pages: they were rejected "
           "without a verdict (<code>asof audit rejudge --run RUN</code> asks again).</p><ul>",
           *[f"<li>{html.escape(line)}</li>" for line in render_judge_failures(judge_failed)], "</ul>"]
          if judge_failed else []),
        *(["<h2>Residual leakage</h2>",
           svg_bars(residual_bars, "share of instances with an accepted page revealing the outcome", domain=(0.0, 1.0))
           if residual_bars else "<p class='empty'><em>no audited instance has an outcome to check.</em></p>"]
          if outcomes is not None else []),
        "<h2>Exports</h2><ul>", *[f"<li><a href='{f}'>{f}</a></li>" for f in files[1:]], "</ul>",
        "</body></html>",
    ]
    (out / page_name).write_text("\n".join(page), encoding="utf-8")
    return files

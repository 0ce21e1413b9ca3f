"""FinForesight's tables from locked, scored runs: Table 1, markets, policy gaps, robustness, paired.

- `table1_rows`: per system (model/forecaster), policy and regime, the pooled VAL, RANK, EVT and FUND
  scores (market scores weighted by instance counts, A.7), Overall (their unweighted mean, None
  unless all four are there), and CF and CALC apart (capability diagnostics, not in Overall).
- `market_rows`: the same scores with markets as columns (Tables 7-8), an Overall row per market.
- `policy_gaps`: Table 6: per system, task and market, the T2 score under each retrieval policy
  against ONE shared live (T3) reference, on matched one-week windows: the last `window_days` of T2
  forecast times and the first `window_days` of T3 forecast times, keeping only the symbols both
  windows hold, so the two sides differ in when, not in what. Beside it, per policy, how many
  retrieved pages it let through and rejected, by reason code (from the audit trail).
- `robustness_table`: PCR, NCR, Delta_p S, Delta_n S and Score Delta (B.1) from variant instances
  run beside their base instances (`asof run --variants`).
- `gap_table`: Table 2's layout, Δ(T1,T2) (or Δ(T2,T3)) with markets as columns.
- `paired_runs`: per-instance score differences of two runs on their shared instances, with the
  bootstrap interval of `tasks.paired` (positive favours the first run); `paired_forecasters`: within
  each run, every forecaster against the `naive` baseline on the instances both scored.

Variant instances never enter the task scores (only the robustness table reads them), and every
score is within one regime.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from controllers.analysis.gaps import Entry, GapRow, Matched, collect, scope_score
from controllers.runs.runner import read_plan
from controllers.runs.scoring import scored_pairs
from engine.errors import InputError
from engine.timestamps import parse_utc
from pit_store.store import PitStore
from retrieval.audit import audit_summary
from tasks.aggregation import DIAGNOSTIC_TASKS, FORECASTING_TASKS, MarketScore, pool_scores
from tasks.base import mean
from tasks.paired import paired_difference
from tasks.registry import task_spec
from tasks.robustness import RobustnessPair, robustness

MARKETS = ("CN", "US", "HK")
WEEK = timedelta(days=7)
REFERENCE_POLICY = "search_only"
"""The live reference's policy when a run has it: a live search cannot reach the future, so it needs no filter."""


@dataclass(frozen=True)
class Cell:
    """One task score in one market (or pooled) and the instances behind it."""

    score: float | None
    n: int


Cells = dict[tuple[str, str, str, str], dict[str, dict[str, Cell]]]
"""(model, forecaster, policy, regime) -> task -> market -> cell."""


def cells(store: PitStore, run_ids: Sequence[str], matched: Matched | None = None) -> Cells:
    """(model, forecaster, policy, regime) -> task -> market -> cell, from base instances only
    (with `matched`, on the matched eligible set of tasks several models ran)."""
    found: Cells = defaultdict(lambda: defaultdict(dict))
    for (model, forecaster, task, market, policy), regimes in collect(store, run_ids, matched).items():
        score = scope_score(task_spec(task))
        for regime, entries in regimes.items():
            found[(model, forecaster, policy, regime)][task][market] = Cell(score(entries), len(entries))
    return found


def _pooled(markets: dict[str, Cell]) -> Cell:
    by_market = {m: MarketScore(n=c.n, score=c.score) for m, c in markets.items()}
    return Cell(pool_scores(by_market), sum(c.n for c in markets.values() if c.score is not None))


def _overall(scores: dict[str, float | None]) -> float | None:
    values = [scores.get(task) for task in FORECASTING_TASKS]
    return None if any(v is None for v in values) else math.fsum(v for v in values if v is not None) / len(values)


def table1_rows(scores: Cells) -> list[dict[str, Any]]:
    """Rows of Table 1: pooled task scores, Overall (VAL/RANK/EVT/FUND) and CF/CALC apart, per regime."""
    rows = []
    for (model, forecaster, policy, regime), tasks in sorted(scores.items()):
        pooled = {task: _pooled(markets) for task, markets in tasks.items()}
        scores = {task: pooled[task].score if task in pooled else None for task in FORECASTING_TASKS + DIAGNOSTIC_TASKS}
        rows.append({"model": model, "forecaster": forecaster, "policy": policy, "regime": regime,
                     **scores, "Overall": _overall(scores),
                     **{f"n_{task}": pooled[task].n if task in pooled else 0 for task in scores}})
    return rows


def task_order(task: str) -> tuple[int, str]:
    """The paper's order: VAL, RANK, EVT, FUND, then CF and CALC, then anything else."""
    order = (*FORECASTING_TASKS, *DIAGNOSTIC_TASKS)
    return (order.index(task) if task in order else len(order), task)


def market_rows(scores: Cells) -> list[dict[str, Any]]:
    """Rows per system, policy, regime and task (plus an Overall row) with markets as columns."""
    rows = []
    for (model, forecaster, policy, regime), tasks in sorted(scores.items()):
        markets = sorted(set(MARKETS) | {m for cells in tasks.values() for m in cells})
        head = {"model": model, "forecaster": forecaster, "policy": policy, "regime": regime}
        for task in sorted(tasks, key=task_order):
            rows.append({**head, "task": task, **{m: tasks[task][m].score if m in tasks[task] else None for m in markets},
                         "pooled": _pooled(tasks[task]).score})
        per_market = {m: _overall({t: tasks[t][m].score if m in tasks.get(t, {}) else None for t in FORECASTING_TASKS})
                      for m in markets}
        pooled = _overall({t: _pooled(tasks[t]).score if t in tasks else None for t in FORECASTING_TASKS})
        rows.append({**head, "task": "Overall", **per_market, "pooled": pooled})
    return rows


def _times(store: PitStore, run_ids: Sequence[str]) -> tuple[dict[str, datetime], dict[str, str]]:
    """Forecast time and symbol (or market) of every base instance in the runs' plans."""
    times: dict[str, datetime] = {}
    symbols: dict[str, str] = {}
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        for raw in plan.instances:
            if raw.get("forecast_time") is not None:
                times[raw["instance_id"]] = parse_utc(raw["forecast_time"])
            data = raw.get("input") or {}
            symbols[raw["instance_id"]] = str(data.get("symbol") or data.get("subject") or raw["market"])
    return times, symbols


def matched_windows(t2: Sequence[str], t3: Sequence[str], times: dict[str, datetime], symbols: dict[str, str],
                    window: timedelta = WEEK) -> tuple[set[str], set[str]]:
    """The T2 ids in the last `window` of T2 times and T3 ids in the first `window` of T3 times, on shared symbols."""
    t2 = [i for i in t2 if i in times]
    t3 = [i for i in t3 if i in times]
    if not t2 or not t3:
        return set(), set()
    last = max(times[i] for i in t2)
    first = min(times[i] for i in t3)
    late = {i for i in t2 if times[i] > last - window}
    early = {i for i in t3 if times[i] < first + window}
    shared = {symbols[i] for i in late} & {symbols[i] for i in early}
    return {i for i in late if symbols[i] in shared}, {i for i in early if symbols[i] in shared}


def policy_gaps(store: PitStore, run_ids: Sequence[str], *, window: timedelta = WEEK,
                reference_policy: str = REFERENCE_POLICY, matched: Matched | None = None) -> dict[str, Any]:
    """Table 6: T2 per policy against one shared T3 reference on matched windows, and pages let through."""
    times, symbols = _times(store, run_ids)
    grouped = collect(store, run_ids, matched)
    scopes: dict[tuple[str, str, str, str], dict[str, dict[str, list[Entry]]]] = defaultdict(dict)
    for (model, forecaster, task, market, policy), regimes in grouped.items():
        scopes[(model, forecaster, task, market)][policy] = regimes
    rows = []
    for (model, forecaster, task, market), by_policy in sorted(scopes.items()):
        live = [p for p in by_policy if by_policy[p].get("T3")]
        if not live:
            continue
        reference = reference_policy if reference_policy in live else sorted(live)[0]
        t3_entries = by_policy[reference]["T3"]
        score = scope_score(task_spec(task))
        t2_ids = sorted({item.instance_id for p in by_policy.values() for item, _ in p.get("T2", [])})
        keep_t2, keep_t3 = matched_windows(t2_ids, [i.instance_id for i, _ in t3_entries], times, symbols, window)
        live_entries = sorted((e for e in t3_entries if e[0].instance_id in keep_t3), key=lambda e: e[0].instance_id)
        s3 = score(live_entries) if live_entries else None
        row: dict[str, Any] = {"model": model, "forecaster": forecaster, "task": task, "market": market,
                               "reference_policy": reference, "T3": s3, "n_T3": len(live_entries)}
        for policy in sorted(by_policy):
            chosen = [e for e in by_policy[policy].get("T2", []) if e[0].instance_id in keep_t2]
            s2 = score(chosen) if chosen else None
            row[f"T2 {policy}"] = s2
            row[f"n_T2 {policy}"] = len(chosen)
            row[f"gap {policy}"] = None if s2 is None or s3 is None else s2 - s3
        rows.append(row)
    policies = sorted({p for scope in scopes.values() for p in scope})
    summary = {p: mean([abs(r[f"gap {p}"]) for r in rows if r.get(f"gap {p}") is not None]) for p in policies}
    pages: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: {"accept": defaultdict(int), "reject": defaultdict(int)})
    for run_id in run_ids:
        for audit in audit_summary(store.engine, run_id=run_id):
            pages[audit["policy"]][audit["decision"]][audit["reason_code"] or "ok"] += int(audit["count"])
    return {"rows": rows, "mean_abs_gap": summary, "window_days": window.days,
            "pages": {p: {d: dict(sorted(r.items())) for d, r in v.items()} for p, v in sorted(pages.items())}}


def robustness_table(store: PitStore, run_ids: Sequence[str]) -> list[dict[str, Any]]:
    """PCR, NCR, the score deltas and Score Delta per system, policy, regime, task and market."""
    pairs: dict[tuple[str, str, str, str, str, str], list[RobustnessPair]] = defaultdict(list)
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        variants = {i["instance_id"]: i for i in plan.instances if i.get("variant_of")}
        if not variants:
            continue
        answers = {(lock.forecaster, lock.policy, lock.instance_id): (lock, scored)
                   for lock, scored in scored_pairs(store, run_id) if lock.repeat == 0}
        for (forecaster, policy, instance_id), (lock, scored) in sorted(answers.items()):
            raw = variants.get(instance_id)
            if raw is None or (forecaster, policy, raw["variant_of"]) not in answers:
                continue
            base_lock, base_scored = answers[(forecaster, policy, raw["variant_of"])]
            kind = raw["variant"]["kind"]
            pairs[(plan.model, forecaster, policy, lock.regime, plan.task, lock.market)].append(RobustnessPair(
                instance_id=raw["variant_of"], market=lock.market, kind=kind,
                variant=f"{kind}:{raw['variant'].get('edit') or raw['variant']['index']}",
                base_output=json.loads(base_lock.output_json) if base_lock.output_json else None,
                variant_output=json.loads(lock.output_json) if lock.output_json else None,
                base_label=json.loads(base_scored.label_json), variant_label=json.loads(scored.label_json),
            ))
    rows = []
    for (model, forecaster, policy, regime, task, market), found in sorted(pairs.items()):
        report = robustness(task, found)
        rows.append({"model": model, "forecaster": forecaster, "policy": policy, "regime": regime, "task": task,
                     "market": market, **report.model_dump(exclude={"task"})})
    return rows


def paired_runs(store: PitStore, run_a: str, run_b: str, *, resamples: int = 10_000, seed: int = 0) -> list[dict[str, Any]]:
    """Per (forecaster, policy, regime) shared by both runs: the paired difference of instance scores (A - B)."""
    plans = [read_plan(store, r) for r in (run_a, run_b)]
    if plans[0].task != plans[1].task:  # type: ignore[union-attr]
        raise InputError(f"runs {run_a} and {run_b} are of different tasks: nothing to pair", field="run")
    sides: list[dict[tuple[str, str, str], dict[str, float]]] = []
    for run_id in (run_a, run_b):
        found: dict[tuple[str, str, str], dict[str, float]] = defaultdict(dict)
        for lock, scored in scored_pairs(store, run_id):
            if lock.repeat == 0 and scored.instance_score is not None:
                found[(lock.forecaster, lock.policy, lock.regime)][lock.instance_id] = scored.instance_score
        sides.append(found)
    rows = []
    for key in sorted(set(sides[0]) | set(sides[1])):
        a, b = sides[0].get(key, {}), sides[1].get(key, {})
        shared = sorted(set(a) & set(b))
        row: dict[str, Any] = {"run_a": run_a, "run_b": run_b, "forecaster": key[0], "policy": key[1],
                               "regime": key[2], "n": len(shared)}
        if shared:
            result = paired_difference({i: a[i] for i in shared}, {i: b[i] for i in shared},
                                       resamples=resamples, seed=seed)
            row.update(mean_difference=mean([a[i] - b[i] for i in shared]), **result.model_dump(exclude={"n"}))
        rows.append(row)
    return rows


REFERENCE_FORECASTER = "naive"


def paired_forecasters(store: PitStore, run_ids: Sequence[str], *, reference: str = REFERENCE_FORECASTER,
                       resamples: int = 10_000, seed: int = 0) -> list[dict[str, Any]]:
    """Per run, policy and regime: each forecaster against `reference` on the instances both scored.

    The per-instance score difference (forecaster - reference; positive: better than the reference)
    with its median and bootstrap interval, base instances only. A run without `reference` gives no rows.
    """
    rows = []
    for run_id in run_ids:
        plan = read_plan(store, run_id)
        assert plan is not None
        variants = {i["instance_id"] for i in plan.instances if i.get("variant_of")}
        found: dict[tuple[str, str], dict[str, dict[str, float]]] = defaultdict(lambda: defaultdict(dict))
        for lock, scored in scored_pairs(store, run_id):
            if lock.repeat == 0 and scored.instance_score is not None and lock.instance_id not in variants:
                found[(lock.policy, lock.regime)][lock.forecaster][lock.instance_id] = scored.instance_score
        for (policy, regime), by_forecaster in sorted(found.items()):
            base = by_forecaster.get(reference)
            for forecaster, scores in sorted(by_forecaster.items()):
                shared = sorted(set(scores) & set(base or {}))
                if forecaster == reference or not shared or base is None:
                    continue
                result = paired_difference({i: scores[i] for i in shared}, {i: base[i] for i in shared},
                                           resamples=resamples, seed=seed)
                rows.append({"run": run_id, "task": plan.task, "model": plan.model, "forecaster": forecaster,
                             "versus": reference, "policy": policy, "regime": regime, "n": len(shared),
                             "mean_difference": mean([scores[i] - base[i] for i in shared]),
                             "median_difference": result.median_difference, "low": result.low, "high": result.high,
                             "level": result.level, "ties": result.ties})
    return rows


def gap_table(rows: Sequence[GapRow], which: str = "t1_t2") -> list[dict[str, Any]]:
    """Table 2's layout: one row per system, task and policy, one column per market, each cell a gap.

    `which` is `t1_t2` (Δ(T1,T2) = S_T1 - S_T2) or `t2_t3`; a `<market> interval` column holds its bounds.
    """
    if which not in ("t1_t2", "t2_t3"):
        raise InputError(f"gap is t1_t2 or t2_t3, not {which!r}", field="gap")
    table: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    for row in rows:
        interval = getattr(row, which)
        found = table.setdefault((row.model, row.forecaster, row.task, row.policy),
                                 {"model": row.model, "forecaster": row.forecaster, "task": row.task,
                                  "policy": row.policy, "gap": which})
        found[row.market] = interval.estimate
        found[f"{row.market} interval"] = None if interval.low is None else [interval.low, interval.high]
    return [table[key] for key in sorted(table, key=lambda k: (k[0], k[1], task_order(k[2]), k[3]))]

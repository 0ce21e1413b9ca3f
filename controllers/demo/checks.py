"""The demo's self-checks: the controls must catch what the canaries leak, on every run.

- retrieval leakage: the reader's mean |Δ(T2,T3)| on VAL is largest under `search_only`, smaller under
  `pit`, smallest under `pit_llm`;
- parametric leakage: each memoriser's Δ(T1,T2) is positive with its whole interval above 0 (VAL,
  RANK, EVT, FUND: what it remembers settles them), while no honest baseline's Δ(T1,T2) is positive
  beyond its interval (VAL, RANK; each task's `checks` say which apply, chosen before any run);
- residual leakage under `pit_llm` is 0 (and the corpus does leak: it is above 0 under `search_only`);
- every planted leak page is rejected under `pit_llm` with the reason its ground truth expects.
A failed check names itself and the numbers, and the demo exits non-zero.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from controllers.analysis.gaps import GapRow
from controllers.analysis.residual_leakage import ResidualReport
from controllers.demo.canaries import READER
from controllers.demo.config import DemoConfig
from controllers.demo.corpus import Corpus, PageTruth
from controllers.runs.gateways import gateway_for
from pit_store.ingest.documents import document_entity_id
from pit_store.store import PitStore
from retrieval.audit import audit_rows
from retrieval.context import ForecastContext
from retrieval.gateway import GatewayError

LEAKY_ORDER = ("search_only", "pit", "pit_llm")


class Check(BaseModel):
    """One self-check and its evidence."""

    model_config = ConfigDict(frozen=True)

    name: str
    ok: bool
    detail: str


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:+.3f}"


READER_TASK = "VAL"
"""The task the reader check reads: there an uninformed answer scores exactly 0, so the reader's
score, and its gap, is leakage alone (on RANK any ranking scores by chance)."""


def reader_gap_by_policy(gaps: Sequence[GapRow]) -> dict[str, float | None]:
    """The reader's mean |Δ(T2,T3)| on VAL per policy, over the models."""
    found: dict[str, list[float]] = defaultdict(list)
    for row in gaps:
        if row.forecaster == READER and row.task == READER_TASK and row.t2_t3.estimate is not None:
            found[row.policy].append(abs(row.t2_t3.estimate))
    return {policy: (math.fsum(found[policy]) / len(found[policy]) if found[policy] else None) for policy in LEAKY_ORDER}


def check_reader_gaps(gaps: Sequence[GapRow]) -> Check:
    """Retrieval leakage shrinks policy by policy."""
    by_policy = reader_gap_by_policy(gaps)
    values = [by_policy[p] for p in LEAKY_ORDER]
    ok = all(v is not None for v in values) and values[0] > values[1] > values[2]  # type: ignore[operator]
    detail = ", ".join(f"{p} {_fmt(by_policy[p])}" for p in LEAKY_ORDER)
    return Check(name=f"reader |Δ(T2,T3)| on {READER_TASK}: search_only > pit > pit_llm", ok=ok, detail=detail)


def check_memorisers(gaps: Sequence[GapRow], config: DemoConfig) -> list[Check]:
    """Parametric leakage shows as Δ(T1,T2) for each memoriser, not for the honest baselines."""
    checks: list[Check] = []
    for plan in config.tasks:
        policy = config.task_policies(plan)[0]  # neither memorisers nor baselines retrieve: every policy scores alike
        for model in config.models if "memoriser" in plan.checks else ():
            rows = [r for r in gaps if r.task == plan.task and r.model == model.name and r.policy == policy]
            memo = next((r for r in rows if r.forecaster == model.memoriser), None)
            ok = memo is not None and memo.t1_t2.low is not None and memo.t1_t2.low > 0
            shown = "no T1/T2 scores" if memo is None else (
                f"Δ {_fmt(memo.t1_t2.estimate)} [{_fmt(memo.t1_t2.low)}, {_fmt(memo.t1_t2.high)}]")
            checks.append(Check(name=f"{plan.task} {model.name}: memoriser Δ(T1,T2) > 0 beyond its interval",
                                ok=ok, detail=shown))
            for name in plan.honest if "honest" in plan.checks else ():
                row = next((r for r in rows if r.forecaster == name), None)
                low = None if row is None else row.t1_t2.low
                ok = row is not None and (low is None or low <= 0)
                shown = "no T1/T2 scores" if row is None else (
                    f"Δ {_fmt(row.t1_t2.estimate)} [{_fmt(row.t1_t2.low)}, {_fmt(row.t1_t2.high)}]")
                checks.append(Check(name=f"{plan.task} {model.name}: honest {name} Δ(T1,T2) not above 0 beyond its interval",
                                    ok=ok, detail=shown))
    return checks


def check_residual(residual: ResidualReport) -> list[Check]:
    """No accepted page under pit_llm reveals an outcome; under search_only some do (the corpus leaks)."""
    rows = residual.by_policy
    llm, leaky = rows.get("pit_llm"), rows.get("search_only")
    return [
        Check(name="residual leakage under pit_llm is 0",
              ok=llm is not None and llm["instances"] > 0 and llm["revealed"] == 0,
              detail="no pit_llm audits" if llm is None else f"{int(llm['revealed'])}/{int(llm['instances'])} instances"),
        Check(name="residual leakage under search_only is above 0 (the corpus leaks)",
              ok=leaky is not None and leaky["revealed"] > 0,
              detail="no search_only audits" if leaky is None else
              f"{int(leaky['revealed'])}/{int(leaky['instances'])} instances"),
    ]


LEAK_CHECK_RUN = "demo:planted-leaks"


def planted_leak_verdicts(store: PitStore, corpus: Corpus) -> list[tuple[PageTruth, str, str]]:
    """For each planted leak page: ask the pit_llm gateway for it at its probe instant; return the
    page, the expected "stage/reason" and what the gateway decided ("accepted" or "stage/reason")."""
    found: list[tuple[PageTruth, str, str]] = []
    for page in corpus.pages:
        if page.leak is None or page.probe_at is None:
            continue
        entity = document_entity_id(page.url)
        context = ForecastContext(run_id=LEAK_CHECK_RUN, instance_id=page.id, forecast_time=page.probe_at,
                                  policy="pit_llm", pin=store.position())
        expected = f"{page.expected_stage}/{page.expected_reason}"
        try:
            gateway_for(store, context).fetch(f"{entity}@{page.version}")
            found.append((page, expected, "accepted"))
        except GatewayError:
            rows = audit_rows(store.engine, run_id=LEAK_CHECK_RUN, instance_id=page.id, decision="reject")
            found.append((page, expected, f"{rows[-1]['stage']}/{rows[-1]['reason_code']}" if rows else "error"))
    return found


def check_planted_leaks(store: PitStore, corpus: Corpus) -> list[Check]:
    """Every planted leak page is rejected under pit_llm, with the reason its ground truth names."""
    verdicts = planted_leak_verdicts(store, corpus)
    wrong = [(page, expected, got) for page, expected, got in verdicts if got != expected]
    by_pattern: dict[str, int] = defaultdict(int)
    for page, _, _ in verdicts:
        by_pattern[str(page.leak)] += 1
    detail = (f"{len(verdicts) - len(wrong)}/{len(verdicts)} as expected ("
              + ", ".join(f"{k} {v}" for k, v in sorted(by_pattern.items())) + ")")
    if wrong:
        detail += "; " + "; ".join(f"{p.url} ({p.leak}): expected {e}, got {g}" for p, e, g in wrong[:5])
    return [Check(name="every planted leak page is rejected under pit_llm with the expected reason",
                  ok=bool(verdicts) and not wrong, detail=detail)]

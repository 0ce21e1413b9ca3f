"""The demo's knowledge probe: measure each memoriser's boundary from its answers, not its declaration.

Closed-book monthly questions (month-end closes and monthly changes of the demo's stocks and the
S&P 500, facts first public in each month) are built from the store as it stood at r. Each
memoriser answers every question `repeats` times; the FinCutBench procedure estimates where its
knowledge ends, and the estimate is recorded in the model registry next to the declared cutoff.
Each fact is asked in FinDendro's four prompts (value, Recall and Predict with paired claims, a
dated Predict); the value answers measure the boundary, the others give the knowledge-vs-claim
summary the report shows. The self-check: the measured Boundary is the month after the declared
cutoff (within one month).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from controllers.boundary.records import record_estimate
from controllers.boundary.results import BoundaryEstimate, boundary_instant
from controllers.demo.canaries import DemoModel, Memoriser, answer_probe
from controllers.demo.checks import Check
from controllers.demo.config import BENCHMARK, DemoConfig
from controllers.forecasters.registry import load_forecaster
from pit_store.store import PitStore
from tasks.builders.probe import ProbeRequest, build_questions
from tasks.probe import VARIANTS, ClaimSummary, ProbeAnswer, month_of, score_answers

TOLERANCE = timedelta(days=31)
"""How far the measured cutoff may sit from the declared one ("within one month")."""


@dataclass(frozen=True)
class ProbeResult:
    """One memoriser's measured boundary."""

    model: DemoModel
    questions: int
    estimate: BoundaryEstimate
    claims: ClaimSummary
    """FinDendro's knowledge-vs-claim summary of its Recall, Predict and dated answers."""


def probe_memorisers(store: PitStore, config: DemoConfig) -> list[ProbeResult]:
    """Ask every declared model's memoriser the probe questions and record each measured boundary."""
    request = ProbeRequest(first=month_of(config.forecast_start), last=month_of(config.run_date - timedelta(days=1)),
                           indices=(BENCHMARK,), stocks=config.symbols, events=False, seed=config.seed,
                           variants=VARIANTS)
    questions = build_questions(store, request)
    results: list[ProbeResult] = []
    for model in config.models:
        memoriser = load_forecaster(model.memoriser)
        assert isinstance(memoriser, Memoriser)
        answers = [ProbeAnswer(question_id=q.question_id, repeat=r, answer=answer_probe(memoriser, q.public(), r))
                   for q in questions for r in range(config.probe_repeats)]
        scoring = score_answers(questions, answers, repeats=config.probe_repeats)
        _, estimate = record_estimate(store, model.name, list(scoring.responses), resamples=config.probe_resamples,
                                      seed=config.seed)
        results.append(ProbeResult(model, sum(q.variant == "value" for q in questions), estimate, scoring.claims))
    return results


def check_probes(results: list[ProbeResult]) -> list[Check]:
    """Each memoriser's measured boundary matches its declared cutoff within one month."""
    checks: list[Check] = []
    for result in results:
        estimate = result.estimate
        measured = boundary_instant(estimate.boundary) if estimate.boundary is not None else None
        ok = estimate.status == "Localized" and measured is not None and abs(measured - result.model.cutoff) <= TOLERANCE
        stability = estimate.stability
        detail = (f"{estimate.status}: Start {estimate.start}, Boundary {estimate.boundary} (cutoff "
                  f"{measured.date() if measured else '-'}) vs declared {result.model.cutoff.date()}; "
                  f"{result.questions} questions")
        if stability is not None:
            detail += f"; localization rate {stability.localization_rate:.2f}, range {'..'.join(stability.boundary_range or ())}"
        checks.append(Check(name=f"{result.model.name}: measured knowledge boundary matches the declared cutoff",
                            ok=ok, detail=detail))
    return checks

"""Robustness metrics over prompt-rewrite and numerical-perturbation pairs (FinForesight B.1).

For a base response and a variant response of the same instance:

    PCR = share of valid prompt pairs with a material change, NCR = the same for perturbation pairs
    Delta_p S = mean (s_variant - s_base) over valid prompt pairs, Delta_n S likewise
    Score Delta = (Delta_p S + Delta_n S) / 2

A pair is valid when both responses parse (a format failure voids the pair) and both per-example
scores exist. The denominator is the number of valid pairs, and a scope without valid pairs has an
unavailable (None) rate, never 0; Score Delta is unavailable unless both components are.

Material change by task: a direction flip for EVT and CF; for RANK a rank distance (1 - rho) / 2
between the two rankings above its threshold; for VAL, FUND and CALC a numerical tolerance on the
answer *relative to its own variant's reference* (VAL: base target / cutoff price; FUND: predicted /
actual; CALC: final answer / reference answer). Relating each answer to its own reference is what
lets a response follow a genuine input change (a rescaled price, a recomputed CALC reference) without
counting as a change, as B.1 requires. Thresholds are defaults of this implementation (the paper
does not publish them) and can be overridden.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import ValidationError

from engine.errors import InputError
from tasks.base import Frozen, TaskName, mean
from tasks.calc import CalcLabel, CalcOutput, in_base_units
from tasks.cf import CfOutput
from tasks.evt import EvtOutput
from tasks.fund import FundLabel, FundOutput
from tasks.io import validation_message
from tasks.rank import RankOutput
from tasks.registry import task_spec
from tasks.spec import TaskSpec
from tasks.val import ValLabel, ValOutput

THRESHOLDS: dict[str, float] = {"EVT": 0.0, "CF": 0.0, "RANK": 0.1, "VAL": 0.02, "FUND": 0.02, "CALC": 0.002}
"""Default materiality thresholds tau_t: a pair changed materially when its distance exceeds tau."""


class RobustnessPair(Frozen):
    """A base response and a variant response of one instance, each with its own label."""

    instance_id: str
    market: str
    kind: Literal["prompt", "perturb"]
    variant: str
    base_output: dict[str, Any] | None
    variant_output: dict[str, Any] | None
    base_label: dict[str, Any]
    variant_label: dict[str, Any]


class RobustnessReport(Frozen):
    """Change rates and score deltas of one task scope; None means unavailable."""

    task: TaskName
    prompt_pairs: int
    perturb_pairs: int
    invalid_pairs: int
    prompt_change_rate: float | None
    perturb_change_rate: float | None
    prompt_score_delta: float | None
    perturb_score_delta: float | None
    score_delta: float | None


def _rank_distance(a: RankOutput, b: RankOutput) -> float:
    position = {code: i for i, code in enumerate(b.ranking)}
    n = len(a.ranking)
    squared = sum((i - position[code]) ** 2 for i, code in enumerate(a.ranking))
    rho = 1.0 - 6.0 * squared / (n * (n * n - 1)) if n > 1 else 1.0
    return (1.0 - rho) / 2


def _relative(value: float, reference: float) -> float:
    return value / reference if reference != 0 else value


def distance(base: Frozen, variant: Frozen, base_label: Frozen, variant_label: Frozen) -> float:
    """The task's comparison function d(variant, base), chosen by the output type."""
    if isinstance(base, (EvtOutput, CfOutput)) and isinstance(variant, (EvtOutput, CfOutput)):
        return 0.0 if base.direction == variant.direction else 1.0
    if isinstance(base, RankOutput) and isinstance(variant, RankOutput):
        return _rank_distance(base, variant)
    if (isinstance(base, ValOutput) and isinstance(variant, ValOutput)
            and isinstance(base_label, ValLabel) and isinstance(variant_label, ValLabel)):
        return abs(variant.base / variant_label.cutoff_price - base.base / base_label.cutoff_price)
    if (isinstance(base, FundOutput) and isinstance(variant, FundOutput)
            and isinstance(base_label, FundLabel) and isinstance(variant_label, FundLabel)):
        return abs(_relative(variant.predicted_value, variant_label.actual_value)
                   - _relative(base.predicted_value, base_label.actual_value))
    if (isinstance(base, CalcOutput) and isinstance(variant, CalcOutput)
            and isinstance(base_label, CalcLabel) and isinstance(variant_label, CalcLabel)):
        # In base units, so CNY 1.02 billion and CNY 1,020 million are the same answer (B.1: unit conversion).
        return abs(_relative(in_base_units(variant.final_answer, variant.unit),
                             in_base_units(variant_label.final_answer, variant_label.unit))
                   - _relative(in_base_units(base.final_answer, base.unit),
                               in_base_units(base_label.final_answer, base_label.unit)))
    raise InputError(f"no comparison function for {type(base).__name__}", field="task")


def robustness(task: str, pairs: Sequence[RobustnessPair], thresholds: Mapping[str, float] | None = None) -> RobustnessReport:
    """PCR, NCR, the two score deltas and Score Delta over `pairs` of one task scope."""
    spec = task_spec(task)
    if spec.name not in THRESHOLDS:
        raise InputError(f"robustness metrics are defined for {sorted(THRESHOLDS)}, not {spec.name}", field="task")
    tau = {**THRESHOLDS, **(thresholds or {})}[spec.name]
    changes: dict[str, list[float]] = {"prompt": [], "perturb": []}
    deltas: dict[str, list[float]] = {"prompt": [], "perturb": []}
    invalid = 0
    for pair in pairs:
        parsed = _valid(spec, pair)
        if parsed is None:
            invalid += 1
            continue
        base, variant, base_label, variant_label, base_score, variant_score = parsed
        changes[pair.kind].append(1.0 if distance(base, variant, base_label, variant_label) > tau else 0.0)
        deltas[pair.kind].append(variant_score - base_score)
    prompt_delta, perturb_delta = mean(deltas["prompt"]), mean(deltas["perturb"])
    combined = None if prompt_delta is None or perturb_delta is None else (prompt_delta + perturb_delta) / 2
    return RobustnessReport(
        task=spec.name,
        prompt_pairs=len(changes["prompt"]),
        perturb_pairs=len(changes["perturb"]),
        invalid_pairs=invalid,
        prompt_change_rate=mean(changes["prompt"]),
        perturb_change_rate=mean(changes["perturb"]),
        prompt_score_delta=prompt_delta,
        perturb_score_delta=perturb_delta,
        score_delta=combined,
    )


def robustness_by_market(
    task: str, pairs: Sequence[RobustnessPair], thresholds: Mapping[str, float] | None = None
) -> dict[str, RobustnessReport]:
    """One report per task-market scope (B.1 fixes the scope before counting pairs)."""
    markets = sorted({pair.market for pair in pairs})
    return {market: robustness(task, [p for p in pairs if p.market == market], thresholds) for market in markets}


def _valid(spec: TaskSpec, pair: RobustnessPair) -> tuple[Frozen, Frozen, Frozen, Frozen, float, float] | None:
    """Both sides parsed and scored, or None when the pair is not valid (labels must be valid)."""
    try:
        base_label = spec.label_model.model_validate(pair.base_label)
        variant_label = spec.label_model.model_validate(pair.variant_label)
    except ValidationError as exc:
        message, field = validation_message(exc, "label")
        raise InputError(f"pair {pair.instance_id}/{pair.variant}: {message}", field=field) from None
    if pair.base_output is None or pair.variant_output is None:
        return None
    try:
        base = spec.output_model.model_validate(pair.base_output)
        variant = spec.output_model.model_validate(pair.variant_output)
    except ValidationError:
        return None
    if any(spec.check(o, lb) is not None for o, lb in ((base, base_label), (variant, variant_label))):
        return None
    if spec.unscorable(base_label) is not None or spec.unscorable(variant_label) is not None:
        return None
    base_score, variant_score = spec.instance_score(base, base_label), spec.instance_score(variant, variant_label)
    if base_score is None or variant_score is None:
        return None
    return base, variant, base_label, variant_label, base_score, variant_score

"""CALC (calculation): numbered steps with units and a final answer, matched step by step.

FinForesight A.6: a step matches when its relative error is within tau = 0.002 and its unit is
right; a problem scores the mean over its J reference steps, the final answer counted as one step;
the CALC score is the mean over problems. Formula-name accuracy is reported separately over the
problems whose reference names a formula.

Units are parsed, not compared as text: a currency (CNY/RMB/元, USD/$, HKD/HK$, EUR, GBP, JPY), a
scale (thousand/k, million/mn, billion/bn, trillion, 千, 万, 百万, 亿) and what is left ("per share",
"%", "shares"), so a value is compared in base units: the paper's CNY 11.229 billion matches a
reference of CNY 11,226.21 million. Two units match when their currency and remainder agree (a
percentage is "%"/"percent"/"pct"; a basis point is a hundredth of one).

Where the paper is silent: predicted steps are matched to reference steps by step number (extra
predicted steps are ignored, a missing one does not match); a reference value of 0 is matched on
absolute error within tau.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field, model_validator

from tasks.base import Frozen, Number, Text, mean
from tasks.spec import Item, ScopeScore, TaskSpec

TOLERANCE = 0.002


class CalcStep(Frozen):
    """One numbered calculation step."""

    step: Annotated[int, Field(strict=True, ge=1)]
    value: Number
    unit: Text


def _unique_steps(steps: Sequence[CalcStep]) -> None:
    numbers = [s.step for s in steps]
    if len(numbers) != len(set(numbers)):
        raise ValueError("step numbers must be unique")


class CalcInput(Frozen):
    """What the forecaster sees: a fully specified problem (template, parameters, question)."""

    topic: Text
    template: Text
    question: Text
    parameters: dict[str, Any]
    answer_unit: Text


class CalcOutput(Frozen):
    """The system's steps, final answer, its unit and (optionally) the formula name."""

    steps: tuple[CalcStep, ...] = ()
    final_answer: Number
    unit: Text
    formula: str | None = None

    @model_validator(mode="after")
    def _steps_unique(self) -> "CalcOutput":
        _unique_steps(self.steps)
        return self


class CalcLabel(Frozen):
    """Evaluator-only: reference steps, final answer and unit, and the formula name if requested."""

    steps: tuple[CalcStep, ...] = ()
    final_answer: Number
    unit: Text
    formula: str | None = None

    @model_validator(mode="after")
    def _steps_unique(self) -> "CalcLabel":
        _unique_steps(self.steps)
        return self


def normalise_text(unit: str) -> str:
    """Case-folded with whitespace collapsed (units and formula names)."""
    return " ".join(unit.casefold().split())


CURRENCY_WORDS: dict[str, str] = {
    "cny": "CNY", "rmb": "CNY", "yuan": "CNY", "元": "CNY", "¥": "CNY", "usd": "USD", "$": "USD", "us$": "USD",
    "dollar": "USD", "dollars": "USD", "hkd": "HKD", "hk$": "HKD", "eur": "EUR", "€": "EUR", "gbp": "GBP",
    "£": "GBP", "jpy": "JPY",
}
SCALE_WORDS: dict[str, float] = {
    "thousand": 1e3, "thousands": 1e3, "k": 1e3, "千": 1e3, "万": 1e4, "million": 1e6, "millions": 1e6,
    "mn": 1e6, "mm": 1e6, "m": 1e6, "百万": 1e6, "billion": 1e9, "billions": 1e9, "bn": 1e9, "b": 1e9,
    "亿": 1e8, "trillion": 1e12, "tn": 1e12,
}
PERCENT_WORDS: dict[str, float] = {"%": 1.0, "percent": 1.0, "pct": 1.0, "bp": 0.01, "bps": 0.01}
_TOKEN = re.compile(r"百万|[a-z]+\$|[a-z]+|[\u4e00-\u9fff]|[%$¥€£/]|[^\s]")


@dataclass(frozen=True)
class Unit:
    """A parsed unit: currency, scale factor to base units, and the remaining words."""

    currency: str | None
    scale: float
    rest: str


def parse_unit(text: str) -> Unit:
    """Split a unit into currency, scale and remainder ("CNY billion" -> CNY, 1e9, "")."""
    currency: str | None = None
    scale = 1.0
    rest: list[str] = []
    for token in _TOKEN.findall(text.casefold()):
        if token in CURRENCY_WORDS and currency is None:
            currency = CURRENCY_WORDS[token]
        elif token in SCALE_WORDS:
            scale *= SCALE_WORDS[token]
        elif token in PERCENT_WORDS:
            scale *= PERCENT_WORDS[token]
            rest.append("%")
        else:
            rest.append("per" if token == "/" else token)
    return Unit(currency, scale, " ".join(rest))


def in_base_units(value: float, unit: str) -> float:
    """`value` stated in `unit`, in base units (CNY 1.5 billion -> 1.5e9)."""
    return value * parse_unit(unit).scale


def same_unit_kind(unit: str, reference_unit: str) -> bool:
    """Whether two units measure the same thing (currency and remainder agree; scale may differ)."""
    a, b = parse_unit(unit), parse_unit(reference_unit)
    return a.currency == b.currency and a.rest == b.rest


def matches(value: float, unit: str, reference: float, reference_unit: str, tolerance: float = TOLERANCE) -> bool:
    """match_tau: same kind of unit, and relative error within tolerance in base units (absolute for 0)."""
    if not same_unit_kind(unit, reference_unit):
        return False
    got, want = in_base_units(value, unit), in_base_units(reference, reference_unit)
    error = abs(got - want) / abs(want) if want != 0 else abs(value)
    return error <= tolerance


def problem_score(output: CalcOutput, label: CalcLabel) -> float:
    """a_i: the share of reference steps (final answer included) that match."""
    predicted = {step.step: step for step in output.steps}
    hits = [
        step.step in predicted and matches(predicted[step.step].value, predicted[step.step].unit, step.value, step.unit)
        for step in label.steps
    ]
    hits.append(matches(output.final_answer, output.unit, label.final_answer, label.unit))
    return sum(hits) / len(hits)


def formula_hit(output: CalcOutput, label: CalcLabel) -> float | None:
    """1/0 when the reference names a formula, else None."""
    if label.formula is None:
        return None
    return 1.0 if output.formula is not None and normalise_text(output.formula) == normalise_text(label.formula) else 0.0


def score_scope(
    items: Sequence[Item[CalcOutput, CalcLabel]], failed: Sequence[Item[CalcOutput, CalcLabel]] = ()
) -> ScopeScore:
    """Exact Match over problems, with formula accuracy and final-answer accuracy."""
    formulas = [formula_hit(item.outputs[0], item.label) for item in items]
    finals = [
        1.0 if matches(i.outputs[0].final_answer, i.outputs[0].unit, i.label.final_answer, i.label.unit) else 0.0
        for i in items
    ]
    return ScopeScore(
        mean([problem_score(item.outputs[0], item.label) for item in items]),
        {"formula_accuracy": mean([f for f in formulas if f is not None]), "final_answer_accuracy": mean(finals)},
    )


def instance_score(output: CalcOutput, label: CalcLabel) -> float | None:
    """The problem score a_i."""
    return problem_score(output, label)


SPEC = TaskSpec(
    name="CALC",
    output_model=CalcOutput,
    label_model=CalcLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, 1.0),
)

"""CALC (calculation): numbered steps with units and a final answer, matched step by step.

FinForesight A.6: a step matches when its relative error is within tau = 0.002 and its unit is
right; a problem scores the mean over its J reference steps, the final answer counted as one step;
the CALC score is the mean over problems. Formula-name accuracy is reported separately over the
problems whose reference names a formula.

Where the paper is silent: predicted steps are matched to reference steps by step number (extra
predicted steps are ignored, a missing one does not match); units match after case-folding and
collapsing whitespace; a reference value of 0 is matched on absolute error within tau.
"""

from __future__ import annotations

from collections.abc import Sequence
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


def matches(value: float, unit: str, reference: float, reference_unit: str, tolerance: float = TOLERANCE) -> bool:
    """match_tau: relative error within tolerance (absolute for a zero reference) and the same unit."""
    error = abs(value - reference) / abs(reference) if reference != 0 else abs(value)
    return error <= tolerance and normalise_text(unit) == normalise_text(reference_unit)


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

"""EVT (event direction): direction and probability_up over a dated event window.

FinForesight A.3: BS = mean (p - y)^2 over the scope, score = clip01(1 - BS / 0.25). A constant 0.5
scores 0; p = 0.7 with y = 1 scores 0.64. Auxiliaries: directional accuracy, macro-F1 over the two
classes, and expected calibration error (ECE, ten equal-width probability bins).

Where the paper is silent: the direction and probability need not agree (both are scored as
given); macro-F1 averages the F1 of the classes that occur in the labels or the predictions.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date
from typing import Annotated

from pydantic import Field

from engine.timestamps import UtcDateTime
from tasks.base import Close, Direction, Frozen, Probability, Text, clip01, mean, one_of
from tasks.spec import Item, ScopeScore, TaskSpec

CALIBRATION_BINS = 10


class EvtInput(Frozen):
    """What the forecaster sees: the event as scheduled at t, the window, and closes known at t."""

    symbol: Text
    company: Text
    event: Text
    fiscal_period: str | None
    scheduled_at: UtcDateTime
    window_start_session: date
    sessions_after_event: int
    return_definition: Text
    history: tuple[Close, ...]


class EvtOutput(Frozen):
    """Predicted direction and probability that the window's return is positive."""

    direction: Direction
    probability_up: Probability


class EvtLabel(Frozen):
    """Evaluator-only: 1 if the realised window return was positive, else 0."""

    up: Annotated[int, Field(strict=True), one_of(0, 1)]


def brier_skill(probabilities: Sequence[float], outcomes: Sequence[int]) -> float:
    """clip01(1 - BS / 0.25)."""
    brier = math.fsum((p - y) ** 2 for p, y in zip(probabilities, outcomes, strict=True)) / len(outcomes)
    return clip01(1.0 - brier / 0.25)


def macro_f1(predicted: Sequence[int], actual: Sequence[int]) -> float:
    """Mean F1 over the classes present in `actual` or `predicted`."""
    scores = []
    for cls in sorted(set(actual) | set(predicted)):
        tp = sum(1 for p, a in zip(predicted, actual, strict=True) if p == cls and a == cls)
        fp = sum(1 for p, a in zip(predicted, actual, strict=True) if p == cls and a != cls)
        fn = sum(1 for p, a in zip(predicted, actual, strict=True) if p != cls and a == cls)
        scores.append(2 * tp / (2 * tp + fp + fn))
    return math.fsum(scores) / len(scores)


def calibration_error(probabilities: Sequence[float], outcomes: Sequence[int]) -> float:
    """Expected calibration error: sum over bins of (n_b / n) |mean p_b - mean y_b|."""
    bins: dict[int, list[tuple[float, int]]] = {}
    for p, y in zip(probabilities, outcomes, strict=True):
        bins.setdefault(min(int(p * CALIBRATION_BINS), CALIBRATION_BINS - 1), []).append((p, y))
    gaps = []
    for members in bins.values():
        mean_p = math.fsum(p for p, _ in members) / len(members)
        mean_y = sum(y for _, y in members) / len(members)
        gaps.append(len(members) * abs(mean_p - mean_y))
    return math.fsum(gaps) / len(outcomes)


def score_scope(
    items: Sequence[Item[EvtOutput, EvtLabel]], failed: Sequence[Item[EvtOutput, EvtLabel]] = ()
) -> ScopeScore:
    """EVT score of a scope (Brier over the scope, then the skill transform)."""
    if not items:
        return ScopeScore(None, {"brier": None, "accuracy": None, "macro_f1": None, "calibration_error": None})
    probabilities = [item.outputs[0].probability_up for item in items]
    outcomes = [item.label.up for item in items]
    directions = [1 if item.outputs[0].direction == "up" else 0 for item in items]
    brier = math.fsum((p - y) ** 2 for p, y in zip(probabilities, outcomes, strict=True)) / len(items)
    return ScopeScore(
        brier_skill(probabilities, outcomes),
        {
            "brier": brier,
            "accuracy": mean([1.0 if d == y else 0.0 for d, y in zip(directions, outcomes, strict=True)]),
            "macro_f1": macro_f1(directions, outcomes),
            "calibration_error": calibration_error(probabilities, outcomes),
        },
    )


def instance_score(output: EvtOutput, label: EvtLabel) -> float | None:
    """clip01(1 - (p - y)^2 / 0.25) for one event."""
    return brier_skill([output.probability_up], [label.up])


SPEC = TaskSpec(
    name="EVT",
    output_model=EvtOutput,
    label_model=EvtLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, 1.0),
)

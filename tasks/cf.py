"""CF (counterfactual): the excess-return direction implied by a fictional announcement.

FinForesight A.5: logic adherence LA = mean 1[d_hat = d] is the score. Pair accuracy counts a
favourable-adverse pair only when both of its directions are right; trend-conflict adherence is LA
over the instances whose event logic opposes the supplied price trend. Where the paper is silent: a
pair enters pair accuracy only when both members were scoreable (format failures are reported, not
folded into the pair measure), and a measure over an empty set is unavailable (None).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Annotated

from pydantic import Field

from engine.errors import InputError
from tasks.base import Close, Direction, Frozen, Probability, Text, mean
from tasks.spec import Item, LabelLine, ScopeScore, TaskSpec


class CfInput(Frozen):
    """What the forecaster sees: recent closes, an optional benchmark, and a fictional announcement."""

    symbol: Text
    benchmark: str | None
    closes: tuple[Close, ...]
    benchmark_closes: tuple[Close, ...]
    announcement: Text
    horizon_days: int


class CfOutput(Frozen):
    """The conditional excess-return direction (reasoning, confidence and driver are optional)."""

    direction: Direction
    reasoning: str | None = None
    confidence: Probability | None = None
    driver: str | None = None


class CfLabel(Frozen):
    """Evaluator-only: the direction the injected logic implies, its pair, and whether it fights the trend."""

    direction: Direction
    pair_id: str | None = None
    trend_conflict: Annotated[bool, Field(strict=True)] = False


def check_labels(labels: Sequence[LabelLine], file: str | None) -> None:
    """Each pair id must name exactly two instances with opposite directions."""
    members: dict[str, list[tuple[int | None, CfLabel]]] = {}
    for record in labels:
        label = record.label
        if isinstance(label, CfLabel) and label.pair_id is not None:
            members.setdefault(label.pair_id, []).append((record.line, label))
    for pair_id, found in members.items():
        if len(found) != 2:
            raise InputError(
                f"pair {pair_id!r} has {len(found)} member(s), expected 2", file=file, line=found[-1][0], field="label.pair_id"
            )
        if found[0][1].direction == found[1][1].direction:
            raise InputError(
                f"pair {pair_id!r} members share direction {found[0][1].direction!r}; a pair is favourable and adverse",
                file=file, line=found[1][0], field="label.direction",
            )


def _hit(item: Item[CfOutput, CfLabel]) -> float:
    return 1.0 if item.outputs[0].direction == item.label.direction else 0.0


def score_scope(
    items: Sequence[Item[CfOutput, CfLabel]], failed: Sequence[Item[CfOutput, CfLabel]] = ()
) -> ScopeScore:
    """Logic adherence, with pair accuracy and trend-conflict adherence."""
    pair_sizes = Counter(item.label.pair_id for item in items if item.label.pair_id is not None)
    complete = {pair_id for pair_id, size in pair_sizes.items() if size == 2}
    pair_hits: dict[str, float] = {}
    for item in items:
        if item.label.pair_id in complete:
            pair_hits[item.label.pair_id] = pair_hits.get(item.label.pair_id, 1.0) * _hit(item)
    return ScopeScore(
        mean([_hit(item) for item in items]),
        {
            "pair_accuracy": mean(list(pair_hits.values())),
            "pairs": len(pair_hits),
            "conflict_adherence": mean([_hit(item) for item in items if item.label.trend_conflict]),
        },
    )


def instance_score(output: CfOutput, label: CfLabel) -> float | None:
    """1 when the direction follows the injected logic, else 0."""
    return 1.0 if output.direction == label.direction else 0.0


SPEC = TaskSpec(
    name="CF",
    output_model=CfOutput,
    label_model=CfLabel,
    score_scope=score_scope,
    instance_score=instance_score,
    score_range=(0.0, 1.0),
    check_labels=check_labels,
)

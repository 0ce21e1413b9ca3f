"""Scoring a prediction file against a label file: pairing, format failures, per-market scores.

Format failures follow the papers. FinForesight scores each task over its *scoreable* instances
and weights markets by their counts (A.7); EPSBench records an unparseable run as a format failure
with no forecast, reports failures beside the scores, and counts an unparseable run as a loss in
the win rate (3.4, B.3). So a failed instance is left out of the score and out of `n`, counted in
`format_failures` (one per failed prediction, duplicate, unknown id or missing prediction), listed
in `aux.format_failure_details`, and handed to the family scorer as failed so rules such as the
win rate can count it. The same rule applies to every forecaster.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from engine.errors import InputError
from tasks.aggregation import MarketScore, pool_scores
from tasks.base import Frozen, TaskName
from tasks.io import PredictionLine, validation_message
from tasks.spec import Item, LabelLine, TaskSpec


class FormatFailure(Frozen):
    """Why one prediction (or the lack of one) could not be scored."""

    instance_id: str | None
    market: str | None
    line: int | None
    reason: str


class TaskResult(Frozen):
    """The JSON result of `asof score`."""

    task: TaskName
    n: int
    score: float | None
    by_market: dict[str, MarketScore]
    aux: dict[str, Any]
    format_failures: int


@dataclass(frozen=True)
class Paired:
    """Predictions matched to labels: scoreable items, failed items, failures, unscorable counts."""

    items: tuple[Item[Any, Any], ...]
    failed: tuple[Item[Any, Any], ...]
    failures: tuple[FormatFailure, ...]
    unscorable: dict[str, int]


def validate_output(spec: TaskSpec, line: PredictionLine, label: Frozen | None) -> tuple[Frozen | None, str | None]:
    """The parsed output of one prediction line, or the reason it is a format failure."""
    if line.problem is not None:
        return None, line.problem
    try:
        output = spec.output_model.model_validate(line.output)
    except ValidationError as exc:
        message, field = validation_message(exc, "output")
        return None, f"{field}: {message}" if field else message
    if label is not None:
        reason = spec.check(output, label)
        if reason is not None:
            return None, reason
    return output, None


def pair(spec: TaskSpec, predictions: Sequence[PredictionLine], labels: Sequence[LabelLine]) -> Paired:
    """Match predictions to labels by instance id; every problem becomes a counted failure."""
    by_id = {label.instance_id: label for label in labels}
    failures: list[FormatFailure] = []
    grouped: dict[str, list[PredictionLine]] = defaultdict(list)
    for prediction in predictions:
        if prediction.instance_id is None:
            failures.append(FormatFailure(instance_id=None, market=prediction.market, line=prediction.line,
                                          reason=prediction.problem or "missing 'instance_id'"))
        elif prediction.instance_id not in by_id:
            failures.append(FormatFailure(instance_id=prediction.instance_id, market=prediction.market,
                                          line=prediction.line, reason="unknown instance id (no label for it)"))
        else:
            grouped[prediction.instance_id].append(prediction)
    items: list[Item[Any, Any]] = []
    failed: list[Item[Any, Any]] = []
    unscorable: dict[str, int] = defaultdict(int)
    for label in labels:
        reason = spec.unscorable(label.label)
        if reason is not None:
            unscorable[reason] += 1
            continue
        outputs, problems = _outputs(spec, label, grouped.get(label.instance_id, []))
        failures.extend(problems)
        item = Item(label.instance_id, label.market, label.label, tuple(outputs))
        (items if outputs else failed).append(item)
    return Paired(tuple(items), tuple(failed), tuple(failures), dict(unscorable))


def _outputs(
    spec: TaskSpec, label: LabelLine, lines: list[PredictionLine]
) -> tuple[list[Frozen], list[FormatFailure]]:
    """The valid runs for one labelled instance and the failures among its lines."""

    def failure(line: int | None, reason: str) -> FormatFailure:
        return FormatFailure(instance_id=label.instance_id, market=label.market, line=line, reason=reason)

    if not lines:
        return [], [failure(None, "no prediction for this labelled instance")]
    runs: dict[str | None, list[PredictionLine]] = defaultdict(list)
    for line in lines:
        runs[line.run if spec.runs else None].append(line)
    outputs: list[Frozen] = []
    problems: list[FormatFailure] = []
    for run_lines in runs.values():
        if len(run_lines) > 1:
            where = ", ".join(str(line.line) for line in run_lines)
            what = "run" if spec.runs else "instance"
            problems.append(failure(run_lines[0].line, f"duplicate predictions for one {what} (lines {where})"))
            continue
        line = run_lines[0]
        if line.market is not None and line.market != label.market:
            problems.append(failure(line.line, f"market {line.market!r} does not match the label's {label.market!r}"))
            continue
        output, reason = validate_output(spec, line, label.label)
        if output is None:
            problems.append(failure(line.line, reason or "invalid output"))
        else:
            outputs.append(output)
    return outputs, problems


def score(spec: TaskSpec, predictions: Sequence[PredictionLine], labels: Sequence[LabelLine]) -> TaskResult:
    """Score `predictions` against `labels` for task `spec` (one regime at a time)."""
    if not labels:
        raise InputError("no labels: there is nothing to score against", field="labels")
    regimes = sorted({label.regime or "unset" for label in labels})
    if len(regimes) > 1:
        raise InputError(
            f"labels mix regimes {regimes}: scores are never averaged across regimes, score each regime separately",
            field="regime",
        )
    paired = pair(spec, predictions, labels)
    markets = sorted({label.market for label in labels})
    by_market: dict[str, MarketScore] = {}
    market_aux: dict[str, dict[str, Any]] = {}
    for market in markets:
        scored = [item for item in paired.items if item.market == market]
        failed = [item for item in paired.failed if item.market == market]
        result = spec.score_scope(scored, failed)
        by_market[market] = MarketScore(n=len(scored), score=result.score)
        market_aux[market] = result.aux
    overall = spec.score_scope(paired.items, paired.failed)
    pooled = pool_scores(by_market) if spec.pooling == "weighted" else overall.score
    aux: dict[str, Any] = {
        **overall.aux,
        "by_market": market_aux,
        "unscorable": sum(paired.unscorable.values()),
        "unscorable_reasons": paired.unscorable,
        "format_failure_details": [failure.model_dump() for failure in paired.failures],
    }
    if regimes != ["unset"]:
        aux["regime"] = regimes[0]
    return TaskResult(
        task=spec.name,
        n=len(paired.items),
        score=pooled,
        by_market=by_market,
        aux=aux,
        format_failures=len(paired.failures),
    )

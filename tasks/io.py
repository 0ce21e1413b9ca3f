"""Reading prediction and label files (JSON Lines) for scoring.

Prediction line: `{"instance_id": "...", "market": "US", "output": {...}}` (EPS may add `"run"`).
Label line: `{"instance_id": "...", "market": "US", "label": {...}}` (optionally `"regime"`).

The two files are treated differently on purpose. A label file is evaluator data: any bad line is an
`InputError` naming the file, line and field, and nothing is scored. A prediction file is the
forecaster's answer: a line that is not JSON at all makes the file unreadable (an error naming the
line), but a well-formed line with a bad envelope or a bad output is a format failure of that
instance, counted by the scorer while the run goes on.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from engine.errors import InputError
from pit_store.ingest.rows import read_jsonl
from tasks.base import Regime
from tasks.instance import TaskInstance
from tasks.spec import LabelLine, TaskSpec

M = TypeVar("M", bound=BaseModel)

PREDICTION_KEYS = frozenset({"instance_id", "market", "output", "run"})
LABEL_KEYS = frozenset({"instance_id", "market", "label", "regime"})
REGIMES: tuple[Regime, ...] = ("T1", "T2", "T3")


@dataclass(frozen=True)
class PredictionLine:
    """One prediction line as read; `problem` says why its envelope is unusable (a format failure)."""

    line: int | None
    instance_id: str | None
    market: str | None
    run: str | None
    output: Any
    problem: str | None = None


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def parse_prediction(obj: Mapping[str, Any], line: int | None = None) -> PredictionLine:
    """Read one prediction envelope; problems become a `problem` text, never an exception."""
    instance_id = _text(obj.get("instance_id"))
    market = _text(obj.get("market"))
    run_value = obj.get("run")
    run = str(run_value) if isinstance(run_value, (str, int)) and not isinstance(run_value, bool) else None
    problem: str | None = None
    extra = sorted(set(obj) - PREDICTION_KEYS)
    if extra:
        problem = f"unknown field(s) {extra} (allowed: {sorted(PREDICTION_KEYS)})"
    elif instance_id is None:
        problem = "missing or empty 'instance_id'"
    elif market is None:
        problem = "missing or empty 'market'"
    elif "output" not in obj:
        problem = "missing 'output'"
    elif not isinstance(obj["output"], dict):
        problem = "'output' must be a JSON object"
    elif run_value is not None and run is None:
        problem = "'run' must be text or an integer"
    return PredictionLine(line, instance_id, market, run, obj.get("output"), problem)


def parse_predictions(rows: Iterable[tuple[int | None, Mapping[str, Any]]]) -> list[PredictionLine]:
    """Prediction envelopes from `(line, object)` pairs."""
    return [parse_prediction(obj, line) for line, obj in rows]


def read_predictions(path: Path) -> list[PredictionLine]:
    """Every line of a prediction file; a line that is not a JSON object is an `InputError`."""
    return parse_predictions(read_jsonl(path))


def validation_message(error: ValidationError, prefix: str = "") -> tuple[str, str | None]:
    """A short message and the dotted field path of the first problem in a pydantic error."""
    first = error.errors()[0]
    path = ".".join(str(part) for part in first["loc"])
    field = f"{prefix}.{path}" if prefix and path else (prefix or path or None)
    more = f" (+{error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"{first['msg']}{more}", field


def parse_label(spec: TaskSpec, obj: Mapping[str, Any], *, file: str | None = None, line: int | None = None) -> LabelLine:
    """Validate one label line against the task's label schema; any problem is an `InputError`."""
    extra = sorted(set(obj) - LABEL_KEYS)
    if extra:
        raise InputError(f"unknown field (allowed: {sorted(LABEL_KEYS)})", file=file, line=line, field=extra[0])
    instance_id, market = _text(obj.get("instance_id")), _text(obj.get("market"))
    if instance_id is None:
        raise InputError("missing or empty", file=file, line=line, field="instance_id")
    if market is None:
        raise InputError("missing or empty", file=file, line=line, field="market")
    regime = obj.get("regime")
    if regime is not None and regime not in REGIMES:
        raise InputError(f"must be one of {list(REGIMES)}", file=file, line=line, field="regime")
    if not isinstance(obj.get("label"), dict):
        raise InputError("missing or not a JSON object", file=file, line=line, field="label")
    try:
        label = spec.label_model.model_validate(obj["label"])
    except ValidationError as exc:
        message, field = validation_message(exc, "label")
        raise InputError(message, file=file, line=line, field=field) from None
    return LabelLine(line, instance_id, market, label, regime)


def parse_labels(
    spec: TaskSpec, rows: Iterable[tuple[int | None, Mapping[str, Any]]], *, file: str | None = None
) -> list[LabelLine]:
    """Validate label lines: each alone, then ids unique, then the family's cross-line rules."""
    labels: list[LabelLine] = []
    seen: dict[str, int | None] = {}
    for line, obj in rows:
        label = parse_label(spec, obj, file=file, line=line)
        if label.instance_id in seen:
            raise InputError(
                f"duplicate label for instance {label.instance_id!r} (first on line {seen[label.instance_id]})",
                file=file, line=line, field="instance_id",
            )
        seen[label.instance_id] = line
        labels.append(label)
    spec.check_labels(labels, file)
    return labels


def read_labels(spec: TaskSpec, path: Path) -> list[LabelLine]:
    """Read and validate a label file (all-or-nothing)."""
    return parse_labels(spec, read_jsonl(path), file=str(path))


def read_models(path: Path, model: type[M]) -> Iterator[tuple[int, M]]:
    """Each line of a JSON Lines file validated as `model`, with its line number.

    A bad line is an `InputError` naming the file, line and field; callers collect every line
    before acting, so a file is used all or nothing.
    """
    for line, obj in read_jsonl(path):
        try:
            yield line, model.model_validate(obj)
        except ValidationError as exc:
            message, field = validation_message(exc)
            raise InputError(message, file=str(path), line=line, field=field) from None
        except InputError as exc:  # raised as is by a field validator (a naive time): locate it
            raise exc.located(file=str(path), line=line) from None


def read_instances(path: Path) -> list[TaskInstance]:
    """Read a generated instance file (public instances, one per line); a bad line is an `InputError`."""
    return [instance for _, instance in read_models(path, TaskInstance)]

"""What a task family declares so the generic scorer can run it: schemas, scorers and hooks.

Each family module (`tasks/val.py`, ...) builds one `TaskSpec`; `tasks/registry.py` registers them
by name. The generic pairing and aggregation in `tasks/scoring.py` never knows a family's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from tasks.base import Frozen, Regime, TaskName

O = TypeVar("O", bound=Frozen)
L = TypeVar("L", bound=Frozen)


@dataclass(frozen=True)
class Item(Generic[O, L]):
    """One labelled instance with the valid outputs (runs) it received; none when it failed."""

    instance_id: str
    market: str
    label: L
    outputs: tuple[O, ...]


@dataclass(frozen=True)
class LabelLine:
    """One validated label line (evaluator-only)."""

    line: int | None
    instance_id: str
    market: str
    label: Frozen
    regime: Regime | None = None


@dataclass(frozen=True)
class ScopeScore:
    """A task score over a scope (e.g. one market) and its auxiliary measures."""

    score: float | None
    aux: dict[str, Any] = field(default_factory=dict)


def no_check(output: Any, label: Any) -> str | None:
    """The default pair check: every schema-valid output fits every label."""
    return None


def always_scorable(label: Any) -> str | None:
    """The default: every label can be scored."""
    return None


def no_label_check(labels: Sequence[LabelLine], file: str | None) -> None:
    """The default: labels are checked one by one only."""


@dataclass(frozen=True)
class TaskSpec:
    """A task family as the scorer sees it.

    `score_scope(scored, failed)` scores a scope from its scoreable items and the items whose every
    run failed (a few measures, e.g. EPSBench's win rate, count a failure as a loss).
    `instance_score(output, label)` is the per-example score used by the robustness metrics.
    `check(output, label)` names a format failure only visible against the label (RANK codes).
    `unscorable(label)` names why a label cannot be scored at all (FUND with y = 0).
    `check_labels(labels, file)` validates relations between label lines (CF pairs).
    `pooling`: "weighted" pools market scores with instance-count weights (FinForesight A.7);
    "direct" scores all instances as one scope (EPSBench medians are not poolable).
    """

    name: TaskName
    output_model: type[Frozen]
    label_model: type[Frozen]
    score_scope: Callable[[Sequence[Item[Any, Any]], Sequence[Item[Any, Any]]], ScopeScore]
    instance_score: Callable[[Any, Any], float | None]
    score_range: tuple[float, float | None]
    higher_is_better: bool = True
    pooling: Literal["weighted", "direct"] = "weighted"
    runs: bool = False
    check: Callable[[Any, Any], str | None] = no_check
    unscorable: Callable[[Any], str | None] = always_scorable
    check_labels: Callable[[Sequence[LabelLine], str | None], None] = no_label_check

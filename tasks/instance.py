"""Task instances: the public envelope a forecaster receives, and the evaluator-only resolution.

The two are separate models. `TaskInstance` holds only public inputs (each family's input model has
no outcome fields), so handing a forecaster an instance cannot leak its label; `Resolution` holds
the label and goes only to the scorer. An instance also refuses to exist if anything inside its
input carries a `known_at` later than its forecast time.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, model_validator

from engine.timestamps import UtcDateTime
from tasks.base import Frozen, Number, TaskName
from tasks.calc import CalcInput, CalcLabel
from tasks.cf import CfInput, CfLabel
from tasks.eps import EpsInput, EpsLabel
from tasks.evt import EvtInput, EvtLabel
from tasks.fund import FundInput, FundLabel
from tasks.rank import RankInput, RankLabel
from tasks.val import ValInput, ValLabel

TaskInput = ValInput | RankInput | EvtInput | FundInput | CfInput | CalcInput | EpsInput
TaskLabel = ValLabel | RankLabel | EvtLabel | FundLabel | CfLabel | CalcLabel | EpsLabel

INPUT_MODELS: dict[str, type[Frozen]] = {
    "VAL": ValInput, "RANK": RankInput, "EVT": EvtInput, "FUND": FundInput,
    "CF": CfInput, "CALC": CalcInput, "EPS": EpsInput,
}


class Variant(Frozen):
    """How a robustness variant differs from its base instance."""

    kind: Literal["prompt", "perturb"]
    index: int
    factor: Number | None = None
    edit: Literal["rescale", "precision", "unit", "distractor"] | None = None
    """Which numerical edit a perturbation made (FinForesight B.1); None for a prompt rewrite."""


def known_times(value: Any) -> list[datetime]:
    """Every `known_at` found anywhere inside a model, mapping or sequence."""
    if isinstance(value, BaseModel):
        value = {name: getattr(value, name) for name in type(value).model_fields}
    if isinstance(value, dict):
        found = [v for k, v in value.items() if k == "known_at" and isinstance(v, datetime)]
        for item in value.values():
            found.extend(known_times(item))
        return found
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in known_times(item)]
    return []


class TaskInstance(Frozen):
    """A public task instance: what a forecaster may see, fixed as of `forecast_time`."""

    instance_id: str
    task: TaskName
    market: str
    forecast_time: UtcDateTime | None
    resolution_time: UtcDateTime | None
    horizon: str
    pin: int | None
    question: str
    input: TaskInput
    variant_of: str | None = None
    variant: Variant | None = None

    @model_validator(mode="after")
    def _public_and_point_in_time(self) -> "TaskInstance":
        if not isinstance(self.input, INPUT_MODELS[self.task]):
            raise ValueError(f"input is not a {self.task} input")
        if self.forecast_time is not None:
            late = [t for t in known_times(self.input) if t > self.forecast_time]
            if late:
                raise ValueError(f"input holds data known at {max(late).isoformat()}, after the forecast time")
        return self


class Resolution(Frozen):
    """Evaluator-only: the label of one instance, in the label-file line shape."""

    instance_id: str
    market: str
    label: TaskLabel

    def line(self) -> dict[str, Any]:
        """The label line `{"instance_id", "market", "label"}` for `asof score`."""
        return self.model_dump(mode="json")


class Generated(Frozen):
    """An instance and, when its outcome has resolved, its resolution."""

    instance: TaskInstance
    resolution: Resolution | None

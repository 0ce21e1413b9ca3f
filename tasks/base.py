"""Shared value types for task schemas: strict JSON numbers, closed choices, the frozen model base.

A forecaster's answer is judged the same way for everyone, so the schemas accept only what JSON
says literally: a number must be a JSON number (never the text "0.7", never a boolean), finite
(NaN and infinity are refused), and a choice must be one of its listed values exactly.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from datetime import date
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from engine.timestamps import UtcDateTime

TaskName = Literal["VAL", "RANK", "EVT", "FUND", "CF", "CALC", "EPS"]

Regime = Literal["T1", "T2", "T3"]
Direction = Literal["up", "down"]

Number = Annotated[float, Field(strict=True, allow_inf_nan=False)]
"""A finite JSON number (integers accepted, text and booleans refused)."""

PositiveNumber = Annotated[float, Field(strict=True, allow_inf_nan=False, gt=0)]
Probability = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=1)]
Text = Annotated[str, Field(strict=True, min_length=1)]


def one_of(*allowed: Hashable) -> AfterValidator:
    """A validator refusing any value outside `allowed` (pair it with a strict base type)."""

    def check(value: Any) -> Any:
        if value not in allowed:
            raise ValueError(f"must be one of {list(allowed)}")
        return value

    return AfterValidator(check)


class Frozen(BaseModel):
    """Base of every task schema: immutable, unknown fields refused, NaN/inf refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class Close(Frozen):
    """A daily close and when it became known (inputs show it only when known by t)."""

    session: date
    close: PositiveNumber
    known_at: UtcDateTime


def clip(value: float, low: float, high: float) -> float:
    """`value` limited to `[low, high]`."""
    return min(high, max(low, value))


def clip01(value: float) -> float:
    """g(z) = min(1, max(0, z)) of FinForesight."""
    return clip(value, 0.0, 1.0)


def mean(values: list[float]) -> float | None:
    """Arithmetic mean, or None for no values (an empty scope has no score, not a zero one)."""
    return math.fsum(values) / len(values) if values else None

"""What a boundary estimate reports (frozen result models) and the YYYY-MM month labels it speaks in."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import InputError
from tasks.io import read_models
from tasks.probe import ProbeResponse

Status = Literal["Localized", "ND", "Unresolved", "Pending"]
MONTH_PATTERN = r"^\d{4}-(0[1-9]|1[0-2])$"
_MONTH = re.compile(MONTH_PATTERN)


@lru_cache(maxsize=4096)
def month_index(label: str) -> int:
    """Months since year 0 of a YYYY-MM label (consecutive months differ by one)."""
    if not _MONTH.match(label):
        raise InputError(f"not a month (YYYY-MM): {label!r}", field="month")
    return int(label[:4]) * 12 + int(label[5:7]) - 1


def month_label(index: int) -> str:
    """The YYYY-MM label of a month index."""
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def boundary_instant(month: str) -> datetime:
    """The cutoff instant c_m a measured Boundary month gives the regimes: its first instant (UTC).

    Boundary is the first month at the low plateau, so the model shows no knowledge of facts first
    public in it; months before it (the transition included) may be known. c_m is the last instant
    the model may know about (controllers/runs/regimes.py), i.e. the end of the month before Boundary.
    Counting transition months as known keeps their outcomes out of T2, which must be unseen.
    """
    index = month_index(month)
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def read_responses(path: Path) -> list[ProbeResponse]:
    """Read a JSONL file of `ProbeResponse` rows; a bad row is an `InputError` naming file and line."""
    return [response for _, response in read_models(path, ProbeResponse)]


class MonthAccuracy(BaseModel):
    """One month's accuracy (mean question score) with its exact 95% interval."""

    model_config = ConfigDict(frozen=True)

    month: str
    n: int
    """Questions (each the mean of its rounds)."""
    accuracy: float | None
    low: float | None
    high: float | None
    complete: bool


class DeclineTest(BaseModel):
    """The decline test of one window check."""

    model_config = ConfigDict(frozen=True)

    check: int
    """Window check j (1: the initial window)."""
    alpha: float
    splits: int
    p_value: float
    """Holm-corrected p of the best split (1.0 when the window has no split)."""
    split: str | None
    """The last early month of that split."""
    passed: bool


class PhaseFit(BaseModel):
    """A three-phase fit: high plateau to Start, linear decline, low plateau from Boundary."""

    model_config = ConfigDict(frozen=True)

    min_low: int
    start: str
    boundary: str
    high: float
    low: float
    sse: float
    left_edge: bool
    """Start is the window's second month (the high phase at its two-month minimum)."""
    right_edge: bool
    """Boundary is the latest month the window and the minimum low phase allow."""


class KnotCheck(BaseModel):
    """The knot checks: the three-month-low-phase fit against the main fit."""

    model_config = ConfigDict(frozen=True)

    check_fit: PhaseFit | None
    start_shift: int | None
    boundary_shift: int | None
    left_edge: bool
    right_edge: bool
    passed: bool


class Stability(BaseModel):
    """Localization stability over resampling replicates of the whole procedure."""

    model_config = ConfigDict(frozen=True)

    resamples: int
    seed: int
    localization_rate: float
    """Share of all replicates that pass the decline test and knot checks."""
    boundary_range: tuple[str, str] | None
    """Central 90% (5%-95%) of the localized replicates' Boundaries."""
    tight: bool
    """The range covers at most six months."""
    exact_rate: float | None
    """Share of all replicates whose Boundary equals the point estimate."""
    within_one_rate: float | None
    outcomes: dict[str, int]
    """Replicates per status."""


class AxisEstimate(BaseModel):
    """One information axis, tested and fitted within the overall stopping window (diagnostic)."""

    model_config = ConfigDict(frozen=True)

    axis: str
    status: Status
    start: str | None
    boundary: str | None
    decline: DeclineTest
    fit: PhaseFit | None
    knots: KnotCheck | None
    right_edge: bool
    monthly: tuple[MonthAccuracy, ...]
    stability: Stability | None


class BoundaryEstimate(BaseModel):
    """The measured knowledge boundary of one model."""

    model_config = ConfigDict(frozen=True)

    status: Status
    start: str | None
    boundary: str | None
    window: tuple[str, str]
    """The stopping window (or the last complete one; the initial one when none is complete)."""
    release: str
    observed: tuple[str, str]
    provisional: bool
    """The release month is later than the last observed month."""
    incomplete: tuple[str, ...]
    """Months of the range with missing questions, axes or rounds."""
    monthly: tuple[MonthAccuracy, ...]
    decline: DeclineTest | None
    fit: PhaseFit | None
    knots: KnotCheck | None
    right_edge: bool
    stability: Stability | None
    axes: dict[str, AxisEstimate]
    leading_axis: str | None
    leading_axes: tuple[str, ...]

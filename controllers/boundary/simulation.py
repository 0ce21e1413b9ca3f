"""Simulated knowledge-probe answers with a planted boundary (synthetic data for tests, bench and demo).

The simulated model knows a question with a probability that follows the planted profile: a high
plateau through Start, a linear decline, a low plateau from Boundary (the shape the procedure fits).
A known question is answered right in each round with probability `KNOWN_HIT`; an unknown one is a
guess, right with probability `guess` (chance, or the low level when that is below chance). So the
month's expected accuracy is the planted level, and rounds of one question are correlated as real
answers are. Each question is its own fact group, as in FinCutBench's current question sets.

`SCENARIOS` holds the validation cases of issue 9: a sharp drop, a slow decline, no decline, noisy
months and a missing month.
"""

from __future__ import annotations

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from controllers.boundary.fit import CHANCE
from controllers.boundary.results import MONTH_PATTERN, month_index, month_label
from tasks.probe import ProbeResponse

AXES = ("asset", "macro", "market", "sector")
KNOWN_HIT = 0.95


class Scenario(BaseModel):
    """A planted knowledge profile and the probe design that samples it."""

    model_config = ConfigDict(frozen=True)

    first: str = Field(default="2024-01", pattern=MONTH_PATTERN)
    months: int = Field(default=24, ge=1)
    start: str | None = None
    """The last month at the high level (None: no decline at all)."""
    boundary: str | None = None
    """The first month at the low level."""
    high: float = Field(default=0.8, ge=0.0, le=KNOWN_HIT)
    low: float = Field(default=0.3, ge=0.0, le=KNOWN_HIT)
    questions: int = Field(default=200, ge=1)
    """Per month, split evenly over the axes."""
    rounds: int = Field(default=3, ge=1)
    month_noise: float = Field(default=0.0, ge=0.0)
    """Standard deviation of a random shift of each month's level (month-specific difficulty)."""
    missing: tuple[str, ...] = ()
    """Months with no answers at all."""
    axis_shift: dict[str, int] = Field(default_factory=dict)
    """Months by which an axis's Start and Boundary move (a leading axis has a positive shift)."""
    seed: int = 0

    def level(self, month: int, axis: str) -> float:
        """The planted accuracy of a month index for one axis (before month noise)."""
        if self.start is None or self.boundary is None:
            return self.high
        shift = self.axis_shift.get(axis, 0)
        start, boundary = month_index(self.start) + shift, month_index(self.boundary) + shift
        share = np.clip((boundary - month) / (boundary - start), 0.0, 1.0)
        return float(self.low + (self.high - self.low) * share)


def simulate(scenario: Scenario) -> list[ProbeResponse]:
    """Every round of every question of the scenario, scored 0/1 (seeded: same scenario, same answers)."""
    rng = np.random.default_rng(scenario.seed)
    guess = min(CHANCE, scenario.low)
    per_axis = max(scenario.questions // len(AXES), 1)
    first = month_index(scenario.first)
    missing = {month_index(m) for m in scenario.missing}
    responses: list[ProbeResponse] = []
    for month in range(first, first + scenario.months):
        shift = rng.normal(0.0, scenario.month_noise) if scenario.month_noise else 0.0
        label = month_label(month)
        for axis in AXES:
            target = float(np.clip(scenario.level(month, axis) + shift, guess, KNOWN_HIT))
            known = rng.random(per_axis) < (target - guess) / (KNOWN_HIT - guess)
            hit = np.where(known, KNOWN_HIT, guess)
            answers = rng.random((per_axis, scenario.rounds)) < hit[:, None]
            if month in missing:
                continue
            for q in range(per_axis):
                group = f"{label}-{axis}-{q:03d}"
                responses.extend(
                    ProbeResponse(question_id=f"q-{group}", month=label, axis=axis, fact_group=group, repeat=r,
                                  correct=float(answers[q, r]))
                    for r in range(scenario.rounds)
                )
    return responses


SCENARIOS: dict[str, Scenario] = {
    "sharp": Scenario(start="2025-03", boundary="2025-04"),
    "slow": Scenario(start="2024-12", boundary="2025-06"),
    "flat": Scenario(high=0.6),
    "noisy": Scenario(start="2025-03", boundary="2025-05", month_noise=0.04),
    "missing": Scenario(start="2025-03", boundary="2025-04", missing=("2025-08",)),
}
"""The planted validation cases: 24 months from 2024-01 (initial window 2024-12..2025-12)."""

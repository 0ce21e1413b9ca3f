"""The forecast context a gateway is bound to for its whole life.

Nothing a forecaster passes to a tool can widen it: tools take queries, ids and ranges, never a
cutoff, and ranges are clamped to t.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.timestamps import UtcDateTime

Policy = Literal["search_only", "pit", "pit_llm"]
POLICIES: tuple[Policy, ...] = ("search_only", "pit", "pit_llm")
POLICY_DESCRIPTIONS: dict[Policy, str] = {
    "search_only": "no temporal checks: the leaky baseline (documents only; structured tools stay as of t)",
    "pit": "as-of cutoff inside the query (fail closed on unknown dates) plus page-level date checks",
    "pit_llm": "pit, then the leakage classifier ensemble on the snippet and the full content",
}


class ForecastContext(BaseModel):
    """One forecast: which run and instance, the forecast time t, the policy, the pinned store."""

    model_config = ConfigDict(frozen=True)

    run_id: str = Field(min_length=1, max_length=120)
    instance_id: str = Field(min_length=1, max_length=200)
    forecast_time: UtcDateTime
    policy: Policy
    pin: int = Field(ge=0)
    embargo: timedelta = timedelta(0)

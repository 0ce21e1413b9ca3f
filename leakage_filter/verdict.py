"""The contract every leakage classifier honours, and what the gateway and the audit record.

A classifier is answer-blind: it sees a page's content, the forecast time t and context about the
page (never the outcome) and says whether the content was public at t: `clean`, `leak` or
`ambiguous`, with a confidence, the evidence (dates or spans with positions) and a reason. The
gateway rejects anything but a confident `clean` under `pit_llm`; the decision (policy) is the
gateway's, never the classifier's.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from engine.timestamps import UtcDateTime

Label = Literal["clean", "leak", "ambiguous"]
LABELS: tuple[Label, ...] = ("clean", "leak", "ambiguous")


class Evidence(BaseModel):
    """One piece of evidence: a date found in the text, or a span of text, with its position."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["date", "span", "event", "url", "markup"]
    text: str
    start: int | None = None
    end: int | None = None
    value: UtcDateTime | None = None
    """For a date: the instant it stands for (conservatively resolved)."""
    note: str = ""
    """Why it matters, e.g. 'past-tense statement dated after t', 'forward-looking'."""


class EventRef(BaseModel):
    """A corporate event from the store's calendar as known at t (for the rules classifier)."""

    model_config = ConfigDict(frozen=True)

    company: str
    event: str
    fiscal_period: str | None = None
    status: str
    event_time: UtcDateTime | None = None


class ClassifyContext(BaseModel):
    """What a classifier may know about the page besides its text (never the outcome)."""

    model_config = ConfigDict(frozen=True)

    url: str | None = None
    title: str | None = None
    page_known_at: UtcDateTime | None = None
    """The store's `known_at` for this version: the page's own date, for resolving 'March 5'."""
    companies: tuple[str, ...] = ()
    events: tuple[EventRef, ...] = ()
    """The store's corporate event calendar as known at t, for the companies concerned."""


class Verdict(BaseModel):
    """A classifier's answer about one piece of content at one forecast time."""

    model_config = ConfigDict(frozen=True)

    label: Label
    confidence: float = Field(ge=0.0, le=1.0)
    reason: str
    evidence: tuple[Evidence, ...] = ()
    classifier_id: str
    """Name and version of the classifier (e.g. 'rules@1', 'learned@<model hash>', 'llm@<model>')."""
    prompt_hash: str | None = None
    raw_answer: str | None = None
    cached: bool = False


@runtime_checkable
class LeakageClassifier(Protocol):
    """Anything that can judge content at a forecast time."""

    @property
    def classifier_id(self) -> str:
        """Stable id including the version (recorded with every verdict)."""
        ...

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """Judge `content` at `forecast_time`. Must not raise for bad content: return `ambiguous`."""
        ...

"""One page's judgement under the PIT policies: the stored-dates stage, then the classifiers.

The gateway (for every candidate it considers) and `asof leakage eval` (for every corpus page) call
this one function, so the decision evaluated is the decision the gateway takes. Which stages apply
is the caller's policy: with no ensemble only the date stage runs (`pit`); with one, the content
and then the snippet go to the ensemble (`pit_llm`). Anything but a confident `clean` rejects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from leakage_filter.ensemble import Ensemble, EnsembleVerdict
from leakage_filter.page_checks import check_page
from leakage_filter.verdict import ClassifyContext, Evidence

# Failure codes of the classifiers (the part of a verdict's reason before ':'), by reason code.
_UNAVAILABLE = {"classifier_unavailable", "llm_retries_exhausted", "llm_deadline_exceeded", "llm_request_error"}
_INVALID = {"classifier_error", "llm_invalid_json", "llm_invalid_answer", "llm_refusal", "llm_empty_answer",
            "llm_bad_response", "content_too_long", "unreadable_content", "no_classifiers"}
INJECTION = "injection"  # the rules' finding code, and the audit's reason code, for text addressed to reviewers


class PageJudgement(BaseModel):
    """Which stage decided about a page, accept or reject, the reason code and the evidence."""

    model_config = ConfigDict(frozen=True)

    accept: bool
    stage: Literal["page_dates", "classifier"]
    reason_code: str | None = None
    evidence: tuple[Evidence, ...] = ()
    part: Literal["content", "snippet"] | None = None
    """Which text the classifiers rejected."""
    verdict: EnsembleVerdict | None = None
    """The ensemble's last answer (the rejecting one, or the final accepting one)."""


def classifier_reason(verdict: EnsembleVerdict) -> str:
    """The reason code of a rejecting ensemble verdict (`injection` first: whatever else a page
    says, text addressed to the filter is its own failure)."""
    code = verdict.reason.split(":", 1)[0].strip()
    if code == INJECTION:
        return INJECTION
    if verdict.label == "leak":
        return "classifier_leak"
    if code in _UNAVAILABLE or code.startswith("llm_http_"):
        return "classifier_unavailable"
    if code in _INVALID:
        return "classifier_invalid"
    return "classifier_ambiguous"


def judge_page(
    known_at: datetime | None,
    candidates: Sequence[Mapping[str, Any]],
    forecast_time: datetime,
    *,
    ensemble: Ensemble | None,
    content: str,
    snippet: str | None,
    context: ClassifyContext,
) -> PageJudgement:
    """Judge one page version at `forecast_time` (see the module docstring)."""
    dates = check_page(known_at, list(candidates), forecast_time)
    if not dates.accept:
        return PageJudgement(accept=False, stage="page_dates", reason_code=dates.reason_code, evidence=dates.evidence)
    if ensemble is None:
        return PageJudgement(accept=True, stage="page_dates", evidence=dates.evidence)
    parts: list[tuple[Literal["content", "snippet"], str]] = [("content", content)]
    if snippet is not None:
        parts.append(("snippet", snippet))
    verdict: EnsembleVerdict | None = None
    for part, text in parts:
        verdict = ensemble.classify(text, forecast_time, context)
        if not verdict.accepted:
            deciding = verdict.deciding
            return PageJudgement(
                accept=False, stage="classifier", reason_code=classifier_reason(verdict),
                evidence=deciding.evidence if deciding else (), part=part, verdict=verdict,
            )
    return PageJudgement(accept=True, stage="classifier", verdict=verdict)

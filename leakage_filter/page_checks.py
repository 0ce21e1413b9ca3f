"""The metadata stage of the `pit` policy: does the page's own dating allow it at t?

Input is what the store keeps for a page version: its `known_at` and the candidate dates the ingest
found (`provenance["date_candidates"]`, each with `source`, `value`, `role` and `trusted`; see
`pit_store.ingest.page_dates`). The stage fails closed:
- `no_verifiable_date`: `known_at` is None (no trustworthy date, no capture);
- `published_after_cutoff`: `known_at` > t;
- `later_date_in_page`: a trusted candidate (published or modified stamp, dated statement) > t,
  even when `known_at` is earlier (a capture can cap `known_at` below a claimed later date);
- `invalid_metadata`: `known_at` or a candidate is malformed (never guessed).
Candidates with role `bound` (the earliest reader comment, an upper bound on the publication)
are not page dates and never reject.
Whether a later store version supersedes this one (`revised_after_cutoff`) is the gateway's
decision, from the store's versions, not this stage's. Untrusted candidates (after the capture,
implausible) are not used, as in the ingest.

The ingest removes related-content regions before looking for dates, so a sidebar's later
headlines never reach this stage: the rules classifier finds them in the raw HTML.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.errors import InputError
from engine.timestamps import ensure_utc
from leakage_filter.verdict import Evidence
from pit_store.ingest.page_dates import DateCandidate

__all__ = [
    "INVALID_METADATA",
    "LATER_DATE_IN_PAGE",
    "NO_VERIFIABLE_DATE",
    "PUBLISHED_AFTER_CUTOFF",
    "STAGE",
    "StageResult",
    "check_page",
]

STAGE = "page_dates"  # the audit's name for this stage (retrieval.reasons.Stage)
NO_VERIFIABLE_DATE = "no_verifiable_date"
PUBLISHED_AFTER_CUTOFF = "published_after_cutoff"
LATER_DATE_IN_PAGE = "later_date_in_page"
INVALID_METADATA = "invalid_metadata"


class StageResult(BaseModel):
    """One stage's decision about one page at one forecast time."""

    model_config = ConfigDict(frozen=True)

    stage: str
    accept: bool
    reason_code: str | None
    evidence: tuple[Evidence, ...] = ()


def _evidence(candidate: DateCandidate, note: str) -> Evidence:
    kind = "url" if candidate.source == "url" else "date" if candidate.source.startswith("body:") else "markup"
    return Evidence(
        kind=kind,
        text=candidate.context,
        value=candidate.value,
        note=f"{note} ({candidate.source}, {candidate.role}, {candidate.precision})",
    )


def _reject(code: str, *evidence: Evidence) -> StageResult:
    return StageResult(stage=STAGE, accept=False, reason_code=code, evidence=evidence)


def check_page(
    known_at: datetime | None, candidates: Sequence[Mapping[str, Any]], forecast_time: datetime
) -> StageResult:
    """Decide the metadata stage for one page version at `forecast_time` (see the module docstring).

    `forecast_time` must be aware (a naive one is the caller's error: `NaiveDatetimeError`); bad
    page metadata never raises, it rejects with `invalid_metadata`.
    """
    t = ensure_utc(forecast_time, field="forecast_time")
    try:
        parsed = [DateCandidate.model_validate(dict(candidate)) for candidate in candidates]
    except (ValidationError, InputError, TypeError, ValueError) as exc:  # UtcDateTime raises InputError
        note = f"malformed date candidate: {str(exc).splitlines()[0]}"
        return _reject(INVALID_METADATA, Evidence(kind="markup", text="date_candidates", note=note))
    if known_at is None:
        note = "no trustworthy date and no capture time: the page's publication cannot be verified"
        return _reject(NO_VERIFIABLE_DATE, Evidence(kind="markup", text="known_at=None", note=note))
    try:
        known = ensure_utc(known_at, field="known_at")
    except InputError as exc:
        return _reject(INVALID_METADATA, Evidence(kind="markup", text="known_at", note=str(exc)))
    # A bound (a reader comment's stamp) only caps the publication; a comment after t is the
    # rules' business (comment threads), not a date of the page.
    trusted = [c for c in parsed if c.trusted and c.role != "bound"]
    if known > t:
        basis = [c for c in trusted if c.value == known] or [c for c in trusted if c.value > t]
        evidence = [_evidence(c, "dates the page after t") for c in basis]
        evidence.append(Evidence(kind="markup", text=f"known_at={known.isoformat()}", value=known, note="known_at after t"))
        return _reject(PUBLISHED_AFTER_CUTOFF, *evidence)
    later = [c for c in trusted if c.value > t]
    if later:
        return _reject(LATER_DATE_IN_PAGE, *(_evidence(c, "trusted page date after t") for c in later))
    basis = [c for c in trusted if c.value == known]
    evidence = tuple(_evidence(c, "page date at or before t") for c in basis[:1])
    return StageResult(stage=STAGE, accept=True, reason_code=None, evidence=evidence)

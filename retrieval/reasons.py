"""The closed set of audit decisions: stages and reason codes.

Every candidate the gateway considers gets exactly one audit row naming the stage that decided and,
for a rejection, one of these codes. Reports group by them, so the set is closed: a new code is a
code change reviewed like any other.
"""

from __future__ import annotations

from enum import StrEnum


class Stage(StrEnum):
    """Which part of the gateway took the decision."""

    CUTOFF = "cutoff"
    """The as-of rule on stored metadata: known_at, versions, the pinned position."""
    PAGE_DATES = "page_dates"
    """Page-level checks of the dates stored with the version (pit, pit_llm)."""
    CLASSIFIER = "classifier"
    """The leakage classifier ensemble on the snippet and the full content (pit_llm)."""
    NONE = "none"
    """search_only: nothing checked."""


class Reason(StrEnum):
    """Why a candidate was rejected (accepted candidates carry no reason)."""

    PUBLISHED_AFTER_CUTOFF = "published_after_cutoff"
    """The version became known after t (asked for by id)."""
    REVISED_AFTER_CUTOFF = "revised_after_cutoff"
    """The version asked for is a revision known after t; an earlier version was visible at t."""
    NO_VERIFIABLE_DATE = "no_verifiable_date"
    """No trustworthy date and no capture time: the version is never visible under PIT."""
    RETRACTED = "retracted"
    """The document had been retracted by t."""
    UNKNOWN_DOCUMENT = "unknown_document"
    """No such document in the store at the pinned position."""
    LATER_DATE_IN_PAGE = "later_date_in_page"
    """A trustworthy date after t in the page (modified date, update stamp, dated statement)."""
    INVALID_METADATA = "invalid_metadata"
    """The stored dates of the version are malformed: never guessed."""
    CLASSIFIER_LEAK = "classifier_leak"
    """The classifier found post-t information."""
    CLASSIFIER_AMBIGUOUS = "classifier_ambiguous"
    """The classifier could not tell, or was not confident enough."""
    CLASSIFIER_INVALID = "classifier_invalid"
    """The classifier's answer was invalid (unparseable, unknown label, an error in the member)."""
    CLASSIFIER_UNAVAILABLE = "classifier_unavailable"
    """A configured classifier could not be reached in time."""
    INJECTION = "injection"
    """The content addresses automated reviewers (an instruction, a fake verdict): never obeyed, always rejected."""


REASON_DESCRIPTIONS: dict[str, str] = {reason.value: (reason.__doc__ or "").strip() for reason in Reason}

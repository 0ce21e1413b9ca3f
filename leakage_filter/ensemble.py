"""The ensemble the gateway asks under `pit_llm`: members in order, the first rejection decides.

Members run cheapest first (the rules, then the LLM judge; any others a caller names), and the first
`leak` or `ambiguous` verdict stops the run: the page is rejected whatever the later members would
say, so the expensive judge is asked only about pages the cheap members passed (the rules
pre-filter). Failing closed: a member that raises is an `ambiguous` verdict with the error as its
reason, a `clean` below `min_confidence` rejects, and an ensemble with no members accepts nothing.
The result records every verdict given, which member decided, and how many were skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from engine.llm_settings import LlmSettings
from engine.timestamps import ensure_utc
from leakage_filter.cache import CachedClassifier
from leakage_filter.llm_judge import LlmJudge, failure_verdict, min_confidence_from_env
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, Label, LeakageClassifier, Verdict
from pit_store.memo import Memo


class EnsembleVerdict(BaseModel):
    """The ensemble's answer about one page at one forecast time."""

    model_config = ConfigDict(frozen=True)

    label: Label
    """`clean` only when every member answered a confident `clean`."""
    decided_by: str | None
    """Classifier id of the member whose verdict rejected the page; None when all answered clean."""
    reason: str
    verdicts: tuple[Verdict, ...]
    """Every member verdict given, in member order (the deciding one last)."""
    skipped: int = Field(ge=0)
    """Members not asked because an earlier one rejected."""

    @property
    def accepted(self) -> bool:
        """Whether the page passes."""
        return self.label == "clean"

    @property
    def deciding(self) -> Verdict | None:
        """The verdict that rejected the page, if one did."""
        return self.verdicts[-1] if self.decided_by is not None else None


class Ensemble:
    """Runs its members in order and stops at the first rejection."""

    def __init__(self, members: Sequence[LeakageClassifier], *, min_confidence: float = 0.0) -> None:
        if not 0.0 <= min_confidence <= 1.0:
            raise ValueError(f"min_confidence must be within [0, 1], got {min_confidence}")
        self.members = tuple(members)
        self.min_confidence = min_confidence

    @property
    def classifier_ids(self) -> tuple[str, ...]:
        """The members' ids in order (what a run pins)."""
        return tuple(_member_id(member) for member in self.members)

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> EnsembleVerdict:
        """Ask the members in order until one rejects."""
        forecast_time = ensure_utc(forecast_time, field="forecast_time")
        if not self.members:
            return EnsembleVerdict(label="ambiguous", decided_by=None, reason="no_classifiers", verdicts=(), skipped=0)
        verdicts: list[Verdict] = []
        for position, member in enumerate(self.members):
            verdict = _ask(member, content, forecast_time, context)
            verdicts.append(verdict)
            rejection = self._rejection(verdict)
            if rejection is not None:
                label, reason = rejection
                return EnsembleVerdict(
                    label=label,
                    decided_by=verdict.classifier_id,
                    reason=reason,
                    verdicts=tuple(verdicts),
                    skipped=len(self.members) - position - 1,
                )
        return EnsembleVerdict(
            label="clean", decided_by=None, reason="all members clean", verdicts=tuple(verdicts), skipped=0
        )

    def _rejection(self, verdict: Verdict) -> tuple[Label, str] | None:
        if verdict.label != "clean":
            return verdict.label, verdict.reason
        if verdict.confidence < self.min_confidence:
            return "ambiguous", f"low_confidence: clean at {verdict.confidence:g} < {self.min_confidence:g}"
        return None


def default_classifiers(
    memo: Memo | None, llm: LlmSettings | None, *, min_confidence: float | None = None
) -> list[LeakageClassifier]:
    """The rules, then the LLM judge when an endpoint is configured (rejecting a `clean` below
    `min_confidence`; None: `ASOF_LLM_MIN_CONFIDENCE` or the default).

    The learned model is not a default member (issue 13): measured on pages it was not built from,
    it adds no correct rejection to the rules' (heldout family, the hand-written pages) and, on an
    independent corpus, one correct rejection against four false ones. Trained on independent pages
    instead (each of the four independent corpora held out in turn, the model trained on the other
    three: `eval/leakage/figures/learned_loo.py`), it still earns no place: beside the rules it adds
    7 correct rejections and 36 false ones pooled; in a restricted role (vetoing a rules `clean`
    at high confidence, or accepting a rules `ambiguous` it is sure of, thresholds chosen on the
    other corpora only) it changes nothing, and pooled over the held-out corpora no threshold, even
    one chosen on them, adds a correct rejection without adding false ones. Its features are the
    rules' own reading of the page, so on the pages the rules pass it ranks leaks no better than
    chance (ROC AUC 0.47 pooled). It stays available by name (`asof leakage eval --classifier
    learned|rules+learned`, any `--model`). With a memo every member is wrapped in a
    `CachedClassifier`, so a replay asks nobody twice.
    """
    members: list[LeakageClassifier] = [RulesClassifier()]
    if llm is not None:
        threshold = min_confidence_from_env() if min_confidence is None else min_confidence
        members.append(LlmJudge(llm, min_confidence=threshold))
    if memo is None:
        return members
    return [CachedClassifier(member, memo) for member in members]


def missing_judge_note(policies: Sequence[str], classifier_ids: Sequence[str]) -> str | None:
    """What to say when a run uses `pit_llm` but its classifiers include no LLM judge, else None.

    The paper's `pit_llm` is PIT plus an LLM leakage filter; without an endpoint the gateway asks the
    rules alone, and a run must say so rather than report its figures under the paper's name.
    """
    if "pit_llm" not in policies or any(str(c).startswith("llm@") for c in classifier_ids):
        return None
    return (
        "pit_llm without an LLM judge: no endpoint configured (ASOF_LLM_BASE_URL, ASOF_LLM_MODEL), so the "
        f"leakage filter is {', '.join(classifier_ids) or 'nothing'} alone, not the paper's LLM filter"
    )


def _ask(member: LeakageClassifier, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
    """The member's verdict; any exception or non-verdict is `ambiguous` (fail closed)."""
    try:
        verdict = member.classify(content, forecast_time, context)
    except Exception as exc:  # a broken member must reject the page, never crash or pass it
        return failure_verdict(_member_id(member), "classifier_error", f"{type(exc).__name__}: {exc}")
    if not isinstance(verdict, Verdict):
        return failure_verdict(_member_id(member), "classifier_error", f"returned {type(verdict).__name__}, not a Verdict")
    return verdict


def _member_id(member: LeakageClassifier) -> str:
    try:
        return str(member.classifier_id)
    except Exception:  # an id that cannot be read must not stop the rejection being recorded
        return type(member).__name__

"""Verdict cache: the first verdict for a question is the verdict for good.

The question is (classifier id, prompt hash, content hash, forecast time, context hash): the
context (URL, title, the page's stored date, the calendar as known at t) is part of the key because
a classifier may use it, so two different questions never share an answer. The answer lives in the
store's append-only `Memo` (durable, shared by every run on that store) or, without a store, in
memory for the life of the wrapper.

Every verdict that took part in a decision is cached, the `ambiguous` ones from a timeout or an
invalid answer included: a replay must make no new calls and take identical decisions, and
re-asking after a failure could turn an earlier rejection into an acceptance. To judge such a page
afresh, change the classifier (a new prompt version or model is a new key). The one exception is
`classifier_unavailable`: no classifier was asked, so there is no answer to remember, and a later
run with the endpoint configured must be able to ask.
"""

from __future__ import annotations

from datetime import datetime

from engine.hashing import content_hash
from engine.timestamps import ensure_utc, to_iso
from leakage_filter.llm_judge import UNAVAILABLE_REASON
from leakage_filter.verdict import ClassifyContext, LeakageClassifier, Verdict
from pit_store.memo import Memo, memo_key

NAMESPACE = "verdict"


class CachedClassifier:
    """Wraps any classifier; a cache hit returns the stored verdict (`cached=True`) and asks nobody."""

    def __init__(self, inner: LeakageClassifier, memo: Memo | None = None) -> None:
        self.inner = inner
        self.memo = memo
        self._local: dict[str, Verdict] = {}
        self.hits = 0
        """Questions answered from the cache (calls avoided)."""
        self.misses = 0
        """Questions passed to the wrapped classifier."""

    @property
    def classifier_id(self) -> str:
        return self.inner.classifier_id

    @property
    def prompt_hash(self) -> str | None:
        """The wrapped classifier's prompt hash (None for classifiers without a prompt)."""
        value = getattr(self.inner, "prompt_hash", None)
        return value if isinstance(value, str) else None

    def key(self, content: str, forecast_time: datetime, context: ClassifyContext) -> str:
        """The cache key of one question."""
        return memo_key(
            NAMESPACE,
            {
                "classifier_id": self.classifier_id,
                "prompt_hash": self.prompt_hash,
                "content_hash": content_hash(content),
                "forecast_time": to_iso(ensure_utc(forecast_time, field="forecast_time")),
                "context_hash": content_hash(context),
            },
        )

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """The remembered verdict, or the wrapped classifier's verdict (then remembered)."""
        key = self.key(content, forecast_time, context)
        remembered = self._lookup(key)
        if remembered is not None:
            self.hits += 1
            return remembered.model_copy(update={"cached": True})
        self.misses += 1
        verdict = self.inner.classify(content, forecast_time, context)
        if verdict.reason == UNAVAILABLE_REASON:
            return verdict
        kept = verdict
        if self.memo is not None:
            # Another writer may have answered first: its verdict is the one that stands.
            kept = Verdict.model_validate(self.memo.put(key, NAMESPACE, verdict.model_dump(mode="json")))
        self._local[key] = kept
        return verdict if kept == verdict else kept.model_copy(update={"cached": True})

    def _lookup(self, key: str) -> Verdict | None:
        local = self._local.get(key)
        if local is not None or self.memo is None:
            return local
        stored = self.memo.get(key)
        if stored is None:
            return None
        verdict = Verdict.model_validate(stored)
        self._local[key] = verdict
        return verdict

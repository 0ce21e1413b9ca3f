"""Verdict cache: the first verdict for a question is the verdict for good; a failure is no verdict.

The question is (classifier id, prompt hash, content hash, forecast time, context hash): the
context (URL, title, the page's stored date, the calendar as known at t) is part of the key because
a classifier may use it, so two different questions never share an answer. The answer lives in the
store's append-only `Memo` (durable, shared by every run on that store) or, without a store, in
memory for the life of the wrapper.

Every verdict is cached, `ambiguous` ones included (a model that answered badly answers the same
way again at temperature 0): a replay makes no new calls and takes identical decisions. A failure
to get an answer is not a verdict and is never cached: no endpoint configured
(`classifier_unavailable`), and the call failures of the chat client (`llm_timeout`,
`llm_http_401`, `llm_connection_error`, `llm_config_error`, ...; `is_call_failure`). It rejects
the page for this request, is counted in `failures`, and the question is asked again next time.

A store written before this rule may hold a failure under a question's key. The memo is
append-only and keeps the first value, so such an entry is skipped, never overwritten: the answer
that replaces it is kept under a follow-up key (`retry_key`), and a lookup follows that chain to
the first real verdict. So the next request re-asks pages whose cached answer came from a failure,
and `asof audit rejudge --run RUN` does that for every page a run's audit shows a failure for.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime

from engine.hashing import content_hash
from engine.timestamps import ensure_utc, to_iso
from leakage_filter.llm_client import CALL_FAILURE_CODES
from leakage_filter.llm_judge import UNAVAILABLE_REASON
from leakage_filter.verdict import ClassifyContext, LeakageClassifier, Verdict
from pit_store.memo import Memo, memo_key

NAMESPACE = "verdict"
_MAX_CHAIN = 64  # follow-up keys a lookup walks; a real store needs one or two
_CALL_FAILURE = re.compile(
    rf"^(?:{re.escape(UNAVAILABLE_REASON)}|llm_(?:{'|'.join(map(re.escape, sorted(CALL_FAILURE_CODES)))}|http_\d{{3}}))(?::|$)"
)


def is_call_failure(reason: str) -> bool:
    """Whether a verdict's reason says no answer was obtained (transport, auth, configuration, time)."""
    return _CALL_FAILURE.match(reason) is not None


def failure_summary(reason: str, limit: int = 200) -> str:
    """A failure reason cut to one short line, for counts shown to a user."""
    line = " ".join(reason.split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def retry_key(key: str) -> str:
    """The key an answer is kept under when `key` holds a failure (written before failures were skipped)."""
    return memo_key(NAMESPACE, {"retry_of": key})


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
        self.failures: Counter[str] = Counter()
        """Questions the wrapped classifier could not answer, by reason (not cached)."""

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
        """The remembered verdict, or the wrapped classifier's verdict (remembered unless a failure)."""
        key = self.key(content, forecast_time, context)
        remembered, free_key = self._lookup(key)
        if remembered is not None:
            self.hits += 1
            return remembered.model_copy(update={"cached": True})
        self.misses += 1
        verdict = self.inner.classify(content, forecast_time, context)
        if is_call_failure(verdict.reason):
            self.failures[failure_summary(verdict.reason)] += 1
            return verdict
        kept = verdict
        if self.memo is not None:
            # Another writer may have answered first: its verdict is the one that stands.
            stored = Verdict.model_validate(self.memo.put(free_key, NAMESPACE, verdict.model_dump(mode="json")))
            if not is_call_failure(stored.reason):
                kept = stored
        self._local[key] = kept
        return verdict if kept == verdict else kept.model_copy(update={"cached": True})

    def _lookup(self, key: str) -> tuple[Verdict | None, str]:
        """The first real verdict along `key`'s chain, and the first key of it still free."""
        local = self._local.get(key)
        if local is not None or self.memo is None:
            return local, key
        current = key
        for _ in range(_MAX_CHAIN):
            stored = self.memo.get(current)
            if stored is None:
                return None, current
            verdict = Verdict.model_validate(stored)
            if not is_call_failure(verdict.reason):
                self._local[key] = verdict
                return verdict, current
            current = retry_key(current)
        return None, current

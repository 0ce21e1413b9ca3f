"""The verdict cache: a hit asks nobody; a replay on the same store gets identical verdicts.

LLM calls go to the loopback chat-completions double of test_llm_client (a test double at the
protocol boundary: no LLM endpoint can run here); the server counts the requests that reach it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from engine.errors import NaiveDatetimeError
from leakage_filter.cache import CachedClassifier, failure_summary, is_call_failure
from leakage_filter.llm_client import ChatClient
from leakage_filter.llm_judge import LlmJudge, UnavailableJudge
from leakage_filter.verdict import ClassifyContext, Evidence, Verdict
from pit_store.memo import Memo
from pit_store.store import PitStore
from tests.conftest import START, open_store
from tests.leakage_filter.test_llm_client import (
    MODEL,
    ChatServer,
    Scripted,
    chat_server,  # noqa: F401 (the fixture)
    completion,
    settings_for,
)

T = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)
PAGE = "ACME said on Sept 2, 2025 that it will report results on October 28."
CONTEXT = ClassifyContext(url="https://news.example/acme", page_known_at=datetime(2025, 9, 2, tzinfo=UTC))
CLEAN = json.dumps(
    {
        "label": "clean",
        "confidence": 0.8,
        "reason": "Only a scheduled later date.",
        "evidence": [{"text": "will report results on October 28", "date": "2025-10-28", "note": "forward-looking"}],
    }
)


@pytest.fixture
def store(sqlite_url: str, tmp_path: Path) -> Iterator[PitStore]:
    opened = open_store(sqlite_url, tmp_path / "data")
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def memo(store: PitStore) -> Memo:
    return Memo(store.engine, store.clock)


def judge_for(server: ChatServer) -> LlmJudge:
    settings = settings_for(server)
    return LlmJudge(settings, client=ChatClient(settings, backoff_s=0.01))


def test_in_memory_hit_makes_no_request(chat_server: ChatServer) -> None:
    chat_server.push(completion(CLEAN))
    cached = CachedClassifier(judge_for(chat_server))
    first = cached.classify(PAGE, T, CONTEXT)
    second = cached.classify(PAGE, T, CONTEXT)
    assert len(chat_server.requests) == 1
    assert not first.cached and second.cached
    assert second.model_copy(update={"cached": False}) == first
    assert (cached.hits, cached.misses) == (1, 1)
    assert cached.classifier_id == f"llm@{MODEL}@judge-v1" and cached.prompt_hash == first.prompt_hash


def test_every_part_of_the_question_is_in_the_key(chat_server: ChatServer) -> None:
    chat_server.default = completion(CLEAN)
    cached = CachedClassifier(judge_for(chat_server))
    cached.classify(PAGE, T, CONTEXT)
    cached.classify(PAGE + " ", T, CONTEXT)
    cached.classify(PAGE, T + timedelta(seconds=1), CONTEXT)
    cached.classify(PAGE, T, CONTEXT.model_copy(update={"title": "ACME"}))
    assert len(chat_server.requests) == 4
    same_instant = T.astimezone(timezone(timedelta(hours=8)))
    assert cached.classify(PAGE, same_instant, CONTEXT).cached
    assert len(chat_server.requests) == 4


def test_naive_forecast_time_is_refused(chat_server: ChatServer) -> None:
    with pytest.raises(NaiveDatetimeError):
        CachedClassifier(judge_for(chat_server)).classify(PAGE, datetime(2025, 9, 30), CONTEXT)


def test_replay_on_the_store_makes_no_new_calls(chat_server: ChatServer, memo: Memo) -> None:
    chat_server.push(completion(CLEAN))
    first = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    replayed = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    assert len(chat_server.requests) == 1
    assert replayed.cached and replayed.model_copy(update={"cached": False}) == first
    assert replayed.evidence[0].start == PAGE.index("will report")


def test_failures_are_remembered_so_a_replay_decides_the_same(chat_server: ChatServer, memo: Memo) -> None:
    chat_server.push(completion("not json"), completion(CLEAN))
    first = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    replayed = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    assert first.label == replayed.label == "ambiguous"
    assert replayed.reason == first.reason and replayed.raw_answer == "not json"
    assert len(chat_server.requests) == 1


def test_replay_without_an_endpoint_is_served_from_the_store(chat_server: ChatServer, memo: Memo) -> None:
    chat_server.push(completion(CLEAN))
    CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    offline = CachedClassifier(UnavailableJudge(MODEL), memo)
    assert offline.classify(PAGE, T, CONTEXT).label == "clean"
    missing = offline.classify("a page never judged", T, CONTEXT)
    assert missing.label == "ambiguous" and missing.reason == "classifier_unavailable"


def test_unavailable_is_not_remembered(chat_server: ChatServer, memo: Memo) -> None:
    CachedClassifier(UnavailableJudge(MODEL), memo).classify(PAGE, T, CONTEXT)
    chat_server.push(completion(CLEAN))
    later = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    assert later.label == "clean" and not later.cached
    assert len(chat_server.requests) == 1


class RacingClassifier:
    """Answers `leak`, but another worker stores `clean` for the same question meanwhile."""

    classifier_id = "racing@1"

    def __init__(self, memo: Memo) -> None:
        self.memo = memo
        self.wrapper: CachedClassifier | None = None

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        assert self.wrapper is not None
        other = Verdict(label="clean", confidence=0.7, reason="other worker", classifier_id=self.classifier_id)
        key = self.wrapper.key(content, forecast_time, context)
        self.memo.put(key, "verdict", other.model_dump(mode="json"))
        return Verdict(label="leak", confidence=0.9, reason="mine", classifier_id=self.classifier_id)


def test_first_stored_verdict_wins_a_race(memo: Memo) -> None:
    inner = RacingClassifier(memo)
    wrapper = CachedClassifier(inner, memo)
    inner.wrapper = wrapper
    verdict = wrapper.classify(PAGE, T, CONTEXT)
    assert verdict.reason == "other worker" and verdict.cached
    assert wrapper.classify(PAGE, T, CONTEXT).reason == "other worker"


class CountingClassifier:
    """A non-LLM classifier with evidence carrying an instant, counting its calls."""

    classifier_id = "counting@1"

    def __init__(self) -> None:
        self.calls = 0

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        self.calls += 1
        evidence = Evidence(kind="date", text="Oct 28", start=3, end=9, value=START, note="after t")
        return Verdict(label="leak", confidence=1.0, reason="dated after t", evidence=(evidence,), classifier_id=self.classifier_id)


def test_any_classifier_round_trips_through_the_store(memo: Memo) -> None:
    inner = CountingClassifier()
    first = CachedClassifier(inner, memo).classify(PAGE, T, CONTEXT)
    replayed = CachedClassifier(inner, memo).classify(PAGE, T, CONTEXT)
    assert inner.calls == 1
    assert replayed.model_copy(update={"cached": False}) == first
    assert replayed.evidence[0].value == START and replayed.prompt_hash is None


# -- failures are not verdicts (issue 17): asked again, counted, never cached ------------------------


def test_a_timeout_is_not_cached_and_is_asked_again(chat_server: ChatServer, memo: Memo) -> None:
    chat_server.push(Scripted(delay=3.0, body=completion(CLEAN).body))
    short = settings_for(chat_server, timeout_s=0.2, deadline_s=0.3, max_retries=0)
    first_judge = CachedClassifier(LlmJudge(short, client=ChatClient(short, backoff_s=0.01)), memo)
    failed = first_judge.classify(PAGE, T, CONTEXT)
    assert failed.label == "ambiguous" and is_call_failure(failed.reason)
    assert sum(first_judge.failures.values()) == 1
    chat_server.push(completion(CLEAN))
    later = CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT)
    assert later.label == "clean" and not later.cached


def test_a_wrong_key_401_is_not_cached_once_the_key_is_fixed(chat_server: ChatServer, memo: Memo) -> None:
    chat_server.push(Scripted(status=401, body={"error": {"message": "Invalid API key"}}), completion(CLEAN))
    wrong = CachedClassifier(judge_for(chat_server), memo)
    rejected = wrong.classify(PAGE, T, CONTEXT)
    assert rejected.reason.startswith("llm_http_401") and "Invalid API key" in rejected.reason
    assert list(wrong.failures) == [failure_summary(rejected.reason)]
    fixed = CachedClassifier(judge_for(chat_server), memo)
    assert fixed.classify(PAGE, T, CONTEXT).label == "clean"
    assert len(chat_server.requests) == 2
    # and the real verdict is what a replay now finds, with no call
    assert CachedClassifier(judge_for(chat_server), memo).classify(PAGE, T, CONTEXT).cached
    assert len(chat_server.requests) == 2


def test_a_failure_an_older_store_cached_is_re_asked_and_the_answer_kept(chat_server: ChatServer, memo: Memo) -> None:
    judge = CachedClassifier(judge_for(chat_server), memo)
    old = Verdict(label="ambiguous", confidence=0.0, reason="llm_retries_exhausted: 4 attempts; last: timeout",
                  classifier_id=judge.classifier_id)
    memo.put(judge.key(PAGE, T, CONTEXT), "verdict", old.model_dump(mode="json"))  # what the old cache wrote
    chat_server.push(completion(CLEAN))
    assert judge.classify(PAGE, T, CONTEXT).label == "clean"
    replayed = CachedClassifier(UnavailableJudge(MODEL), memo).classify(PAGE, T, CONTEXT)
    assert replayed.label == "clean" and replayed.cached
    assert len(chat_server.requests) == 1


@pytest.mark.parametrize("reason, failure", [
    ("llm_timeout: no response", True), ("llm_http_401: HTTP 401: bad key", True), ("classifier_unavailable", True),
    ("llm_config_error: HTTP 500: tools param requires --jinja flag", True), ("llm_context_overflow: HTTP 400", True),
    ("llm_invalid_json: not JSON", False), ("llm_refusal: no", False), ("Only a scheduled later date.", False),
    ("llm_timeouts are discussed on this page", False),
])
def test_what_counts_as_a_call_failure(reason: str, failure: bool) -> None:
    assert is_call_failure(reason) is failure

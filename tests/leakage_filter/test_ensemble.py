"""The ensemble: members in order, the first rejection decides, and every failure rejects.

The rules pre-filter test uses the loopback chat-completions double of test_llm_client (a test
double at the protocol boundary; no LLM endpoint can run here) to count the judge's calls.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.errors import NaiveDatetimeError
from engine.llm_settings import LlmSettings
from leakage_filter.cache import CachedClassifier
from leakage_filter.ensemble import Ensemble, EnsembleVerdict, default_classifiers
from leakage_filter.llm_client import ChatClient
from leakage_filter.llm_judge import LlmJudge
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, Label, LeakageClassifier, Verdict
from pit_store.memo import Memo
from tests.conftest import open_store
from tests.leakage_filter.test_llm_client import (
    MODEL,
    ChatServer,
    chat_server,  # noqa: F401 (the fixture)
    completion,
    settings_for,
)

T = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)
CONTEXT = ClassifyContext()
PAGE = "ACME will report third-quarter results on October 28, 2025."


class Fixed:
    """A member with a fixed answer that counts its calls."""

    def __init__(self, name: str, label: Label, confidence: float = 0.9) -> None:
        self.classifier_id = name
        self.label = label
        self.confidence = confidence
        self.calls = 0

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        self.calls += 1
        return Verdict(label=self.label, confidence=self.confidence, reason=f"{self.classifier_id} says {self.label}", classifier_id=self.classifier_id)


class Broken:
    """A member that raises."""

    classifier_id = "broken@1"

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        raise RuntimeError("model file missing")


class WrongType:
    """A member that returns something other than a Verdict."""

    classifier_id = "wrong@1"

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> object:
        return {"label": "clean"}


class NoId:
    """A member whose id cannot even be read, and which raises."""

    @property
    def classifier_id(self) -> str:
        raise AttributeError("no id")

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        raise ValueError("boom")


def test_all_clean_accepts() -> None:
    members = [Fixed("a@1", "clean"), Fixed("b@1", "clean")]
    result = Ensemble(members).classify(PAGE, T, CONTEXT)
    assert result.label == "clean" and result.accepted
    assert result.decided_by is None and result.deciding is None
    assert [verdict.classifier_id for verdict in result.verdicts] == ["a@1", "b@1"]
    assert result.skipped == 0


@pytest.mark.parametrize("label", ["leak", "ambiguous"])
def test_first_rejecting_member_decides_and_the_rest_are_skipped(label: Label) -> None:
    first, rejecting, later, last = Fixed("a@1", "clean"), Fixed("b@1", label), Fixed("c@1", "clean"), Fixed("d@1", "leak")
    result = Ensemble([first, rejecting, later, last]).classify(PAGE, T, CONTEXT)
    assert result.label == label and not result.accepted
    assert result.decided_by == "b@1" and result.reason == f"b@1 says {label}"
    assert result.deciding is not None and result.deciding.classifier_id == "b@1"
    assert [verdict.classifier_id for verdict in result.verdicts] == ["a@1", "b@1"]
    assert result.skipped == 2
    assert (first.calls, rejecting.calls, later.calls, last.calls) == (1, 1, 0, 0)


@pytest.mark.parametrize(
    ("member", "member_id", "detail"),
    [
        (Broken(), "broken@1", "RuntimeError: model file missing"),
        (WrongType(), "wrong@1", "returned dict, not a Verdict"),
        (NoId(), "NoId", "ValueError: boom"),
    ],
)
def test_a_failing_member_rejects(member: LeakageClassifier, member_id: str, detail: str) -> None:
    later = Fixed("z@1", "clean")
    result = Ensemble([Fixed("a@1", "clean"), member, later]).classify(PAGE, T, CONTEXT)
    assert result.label == "ambiguous" and result.decided_by == member_id
    assert result.reason == f"classifier_error: {detail}"
    assert result.verdicts[-1].confidence == 0.0
    assert later.calls == 0 and result.skipped == 1


def test_no_members_accepts_nothing() -> None:
    result = Ensemble([]).classify(PAGE, T, CONTEXT)
    assert result.label == "ambiguous" and result.reason == "no_classifiers" and result.verdicts == ()


def test_unconfident_clean_rejects() -> None:
    unsure = Fixed("a@1", "clean", confidence=0.55)
    result = Ensemble([unsure, Fixed("b@1", "clean")], min_confidence=0.6).classify(PAGE, T, CONTEXT)
    assert result.label == "ambiguous" and result.decided_by == "a@1"
    assert result.reason == "low_confidence: clean at 0.55 < 0.6"
    assert result.verdicts[0].label == "clean"  # the member's own verdict is kept as given
    with pytest.raises(ValueError):
        Ensemble([], min_confidence=1.5)


def test_naive_forecast_time_is_refused() -> None:
    with pytest.raises(NaiveDatetimeError):
        Ensemble([Fixed("a@1", "clean")]).classify(PAGE, datetime(2025, 9, 30), CONTEXT)


def test_verdict_is_frozen_and_serialisable() -> None:
    result = Ensemble([Fixed("a@1", "leak")]).classify(PAGE, T, CONTEXT)
    assert EnsembleVerdict.model_validate_json(result.model_dump_json()) == result
    with pytest.raises(ValueError):
        result.label = "clean"  # type: ignore[misc]


def judge_for(server: ChatServer) -> LlmJudge:
    settings = settings_for(server)
    return LlmJudge(settings, client=ChatClient(settings, backoff_s=0.01))


CLEAN_ANSWER = json.dumps({"label": "clean", "confidence": 0.9, "reason": "Only a scheduled date.", "evidence": []})


def test_rules_prefilter_spares_the_judge(chat_server: ChatServer) -> None:
    chat_server.default = completion(CLEAN_ANSWER)
    judge = judge_for(chat_server)
    rejected = Ensemble([Fixed("rules@test", "leak"), judge]).classify(PAGE, T, CONTEXT)
    assert rejected.decided_by == "rules@test" and rejected.skipped == 1
    assert chat_server.requests == []
    accepted = Ensemble([Fixed("rules@test", "clean"), judge]).classify(PAGE, T, CONTEXT)
    assert accepted.label == "clean" and accepted.verdicts[-1].classifier_id == judge.classifier_id
    assert len(chat_server.requests) == 1


def test_judge_failure_rejects_through_the_ensemble(chat_server: ChatServer) -> None:
    chat_server.push(completion("I think it is clean."))
    result = Ensemble([Fixed("rules@test", "clean"), judge_for(chat_server)]).classify(PAGE, T, CONTEXT)
    assert result.label == "ambiguous" and result.decided_by == f"llm@{MODEL}@judge-v1"
    assert result.reason.startswith("llm_invalid_json") and result.deciding is not None
    assert result.deciding.raw_answer == "I think it is clean."


def test_default_members_without_llm_or_memo() -> None:
    members = default_classifiers(None, None)
    assert [type(member) for member in members] == [RulesClassifier]


def test_default_members_with_llm_and_memo(sqlite_url: str, tmp_path: Path) -> None:
    store = open_store(sqlite_url, tmp_path / "data")
    try:
        memo = Memo(store.engine, store.clock)
        llm = LlmSettings(base_url="http://127.0.0.1:9/v1", model="qwen")
        members = default_classifiers(memo, llm)
        assert all(isinstance(member, CachedClassifier) for member in members)
        inner = [member.inner for member in members if isinstance(member, CachedClassifier)]
        assert [type(member) for member in inner] == [RulesClassifier, LlmJudge]
        assert members[-1].classifier_id == "llm@qwen@judge-v1"
    finally:
        store.close()


@pytest.fixture
def replay_store(sqlite_url: str, tmp_path: Path) -> Iterator[Memo]:
    store = open_store(sqlite_url, tmp_path / "data")
    try:
        yield Memo(store.engine, store.clock)
    finally:
        store.close()


def test_replayed_default_ensemble_decides_the_same_without_calls(chat_server: ChatServer, replay_store: Memo) -> None:
    chat_server.default = completion(CLEAN_ANSWER)
    llm = settings_for(chat_server)
    pages = [PAGE, "Shares closed at $41.20 on October 3, 2025 after ACME announced results.", "No dates here."]
    first = Ensemble(default_classifiers(replay_store, llm))
    dated = ClassifyContext(page_known_at=datetime(2025, 9, 2, tzinfo=UTC))
    decisions = [first.classify(page, T, dated) for page in pages]
    calls = len(chat_server.requests)
    assert calls >= 1 and {d.label for d in decisions} >= {"clean", "leak"}
    replay = Ensemble(default_classifiers(replay_store, llm))
    replayed = [replay.classify(page, T, dated) for page in pages]
    assert len(chat_server.requests) == calls
    assert [(r.label, r.decided_by, r.reason) for r in replayed] == [(d.label, d.decided_by, d.reason) for d in decisions]
    assert all(verdict.cached for result in replayed for verdict in result.verdicts)


def test_a_pit_llm_run_without_a_judge_is_named_as_such() -> None:
    from leakage_filter.ensemble import missing_judge_note

    note = missing_judge_note(("pit", "pit_llm"), ("rules@2",))
    assert note is not None and "no endpoint configured" in note and "rules@2" in note
    assert missing_judge_note(("pit_llm",), ("rules@2", "llm@qwen@judge-v1")) is None
    assert missing_judge_note(("search_only", "pit"), ("rules@2",)) is None

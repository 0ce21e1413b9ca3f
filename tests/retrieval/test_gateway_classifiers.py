"""The pit_llm stage of the gateway: each classifier reason code, audited with the deciding member.

The rules classifier runs for real. The LLM judge is real code talking to a loopback
chat-completions server (`ChatServer`): a test double at the protocol boundary, since no LLM
endpoint can run here.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from engine.clock import ManualClock
from engine.llm_settings import LlmSettings
from leakage_filter.ensemble import Ensemble
from leakage_filter.llm_judge import LlmJudge
from leakage_filter.rules import RulesClassifier
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from retrieval.audit import audit_rows
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway, GatewayError
from retrieval.reasons import Reason
from tests.conftest import open_store
from tests.leakage_filter.test_llm_client import ChatServer, completion

T = datetime(2024, 3, 1, tzinfo=UTC)
CLEAN = (
    "Acme Corp will report fourth-quarter results on March 20, 2024. Analysts expect revenue to grow "
    "modestly as demand for its sensors stays firm in Europe. The company gave no new guidance."
)
LEAK = (
    "On March 20, 2024 Acme Corp reported fourth-quarter revenue of 5.1 billion dollars, and its shares "
    "closed 8 percent higher the next day after the company raised its outlook."
)


@pytest.fixture
def store(tmp_path: Path, sqlite_url: str) -> Iterator[PitStore]:
    opened = open_store(sqlite_url, tmp_path / "data")
    opened.append(
        [RecordDraft(record_type="document", entity_id=f"doc:{name}", known_at=T - timedelta(days=10), source="t",
                     payload={"url": f"https://news.example.com/{name}", "title": "Acme quarter", "text": text})
         for name, text in (("clean", CLEAN), ("leak", LEAK))],
        source="t",
    )
    yield opened
    opened.close()


@pytest.fixture
def chat() -> Iterator[ChatServer]:
    server = ChatServer()
    server.start()
    yield server
    server.stop()


def judge_at(base_url: str) -> LlmJudge:
    return LlmJudge(LlmSettings(base_url=base_url, model="judge-test", timeout_s=0.5, deadline_s=1.0, max_retries=1))


def fetch(store: PitStore, doc: str, ensemble: Ensemble) -> str | None:
    context = ForecastContext(run_id="r", instance_id="i", forecast_time=T, policy="pit_llm", pin=store.position())
    gateway = Gateway(store, context, ensemble=ensemble, clock=ManualClock(T))
    try:
        gateway.fetch(doc)
    except GatewayError:
        return audit_rows(store.engine)[-1]["reason_code"]
    return None


def answer(label: str) -> str:
    return json.dumps({"label": label, "confidence": 0.9, "reason": f"judged {label}", "evidence": []})


def test_rules_find_a_later_fact_stated_as_done(store: PitStore) -> None:
    assert fetch(store, "doc:leak", Ensemble([RulesClassifier()])) == Reason.CLASSIFIER_LEAK
    row = audit_rows(store.engine)[-1]
    assert row["stage"] == "classifier" and row["classifier_id"].startswith("rules@")


def test_clean_page_passes_every_member_and_the_audit_names_them(store: PitStore, chat: ChatServer) -> None:
    chat.push(completion(answer("clean")))
    assert fetch(store, "doc:clean", Ensemble([RulesClassifier(), judge_at(chat.base_url)])) is None
    row = audit_rows(store.engine)[-1]
    assert row["decision"] == "accept" and len(row["evidence"]["members"]) == 2


def test_judge_ambiguous(store: PitStore, chat: ChatServer) -> None:
    chat.push(completion(answer("ambiguous")))
    assert fetch(store, "doc:clean", Ensemble([judge_at(chat.base_url)])) == Reason.CLASSIFIER_AMBIGUOUS
    row = audit_rows(store.engine)[-1]
    assert row["prompt_hash"] and row["raw_answer"] and row["classifier_id"].startswith("llm@judge-test")


def test_judge_invalid_answer(store: PitStore, chat: ChatServer) -> None:
    chat.push(completion("this is not JSON"))
    assert fetch(store, "doc:clean", Ensemble([judge_at(chat.base_url)])) == Reason.CLASSIFIER_INVALID
    assert audit_rows(store.engine)[-1]["raw_answer"] == "this is not JSON"


def test_judge_unreachable(store: PitStore) -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    reason = fetch(store, "doc:clean", Ensemble([judge_at(f"http://127.0.0.1:{port}/v1")]))
    assert reason == Reason.CLASSIFIER_UNAVAILABLE

"""The LLM judge and the agent forecaster against a real OpenAI-compatible server.

Runs only when `ASOF_LLM_BASE_URL` (and `ASOF_LLM_MODEL`) point at one, e.g. llama.cpp's
`llama-server --jinja` on 127.0.0.1, vLLM or Ollama (docs/llm-servers.md says how to start each);
otherwise every test here is skipped with that reason. Nothing is a double: the store, the gateway,
the runner, the verdict cache and the server are real. A small model may answer badly; what is
checked is our side: a verdict or a locked job always comes back, a server failure is never taken
for an answer, the request carries `max_tokens`, and a replay with the endpoint gone reproduces the
run from the store's record.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.llm_settings import BASE_URL_VAR, MODEL_VAR, LlmSettings
from leakage_filter.cache import CachedClassifier, is_call_failure
from leakage_filter.llm_client import ChatClient
from leakage_filter.llm_judge import LlmJudge, UnavailableJudge
from leakage_filter.verdict import ClassifyContext
from pit_store.memo import Memo
from pit_store.store import PitStore

if not os.environ.get(BASE_URL_VAR, "").strip() or not os.environ.get(MODEL_VAR, "").strip():
    pytest.skip(f"{BASE_URL_VAR} and {MODEL_VAR} are not set: this module needs a real OpenAI-compatible server "
                "(see docs/llm-servers.md)", allow_module_level=True)

T = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)
PAGE = "ACME said on Sept 2, 2025 that it will report third-quarter results on October 28, 2025."
CONTEXT = ClassifyContext(url="https://news.example/acme", page_known_at=datetime(2025, 9, 2, tzinfo=UTC))
TRANSPORT = ("llm_connection_error", "llm_http_401", "llm_http_403", "llm_http_404", "llm_config_error")


@pytest.fixture(scope="module")
def settings() -> LlmSettings:
    found = LlmSettings.from_env()
    assert found is not None
    return found


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    from tests.controllers.run_data import make_store

    opened = make_store(tmp_path)
    yield opened
    opened.close()


def test_the_server_answers_a_chat_completion_with_max_tokens(settings: LlmSettings) -> None:
    client = ChatClient(settings)
    try:
        limit = client.max_tokens()
        reply = client.complete([{"role": "user", "content": "Say OK."}])
    finally:
        client.close()
    assert reply.content is not None or reply.refusal is not None
    print(f"context reported: {client.context_size()}; max_tokens sent: {limit}; reply: {reply.content!r}")


def test_the_judge_gives_a_verdict_and_the_cache_keeps_only_verdicts(settings: LlmSettings, store: PitStore) -> None:
    memo = Memo(store.engine, store.clock)
    judge = CachedClassifier(LlmJudge(settings), memo)
    verdict = judge.classify(PAGE, T, CONTEXT)
    print(f"verdict: {verdict.label} {verdict.confidence} {verdict.reason!r}")
    assert verdict.label in ("clean", "leak", "ambiguous")
    assert not verdict.reason.startswith(TRANSPORT), f"the server failed: {verdict.reason}"
    offline = CachedClassifier(UnavailableJudge(settings.model), memo).classify(PAGE, T, CONTEXT)
    if is_call_failure(verdict.reason):  # e.g. a timeout on a slow machine: not kept, asked again
        assert offline.reason == "classifier_unavailable"
    else:
        assert offline.cached and offline.label == verdict.label


def test_a_short_agent_run_locks_its_job_and_replays_offline(settings: LlmSettings, store: PitStore,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from controllers.runs.executor import InlineExecutor
    from controllers.runs.replay import replay
    from controllers.runs.runner import RunRequest, Runner, locked, plan_run
    from tests.controllers.run_data import RUN_DATE, val_instances

    monkeypatch.setenv("ASOF_AGENT_MAX_TURNS", os.environ.get("ASOF_AGENT_MAX_TURNS", "4"))
    instance = val_instances(store, 1, "2024-07-11", "2024-07-11")[0]
    request = RunRequest(task="VAL", model="m1", forecasters=("agent",), policies=("pit",), instances=(instance,),
                         regimes=("T1", "T2"), run_date=RUN_DATE)
    run_id, _ = plan_run(store, request, "integration")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    (lock,) = locked(store, run_id).values()
    print(f"locked: output={lock.output_json} failure={lock.failure}")
    assert lock.transcript and lock.transcript[-1].startswith("agent:")
    assert lock.failure is None or not any(code in lock.failure for code in TRANSPORT), lock.failure
    for name in (BASE_URL_VAR, MODEL_VAR):  # the endpoint is gone: the record answers
        monkeypatch.delenv(name)
    monkeypatch.setenv("ASOF_AGENT_MODEL", settings.model)
    report = replay(store, run_id, instance.forecast_time.date(), InlineExecutor(store))  # type: ignore[union-attr]
    assert report.compared == 1 and report.identical == 1, report.differences

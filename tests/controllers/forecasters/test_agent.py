"""The LLM agent forecaster against a loopback chat-completions server, on real SQLite stores.

`ChatServer` (tests/chat_server.py) is a test double at the protocol boundary: a real HTTP server on
127.0.0.1 that answers with scripted chat completions (content, tool calls, token usage), statuses
and delays. No LLM endpoint can run here; everything on our side is real: the store, the gateway
and its audit, the runner that locks predictions, the response cache and `replay`.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from controllers.forecasters.agent import AgentForecaster, AgentLimits, agent_from_env, load_transcript
from controllers.forecasters.agent_tools import Toolbox
from controllers.forecasters.prompts import get_template
from controllers.forecasters.protocol import Tools
from controllers.forecasters.registry import load_forecaster
from controllers.runs.executor import InlineExecutor, Job, JobResult, run_job
from controllers.runs.replay import replay
from controllers.runs.runner import RunRequest, Runner, locked, plan_run, read_plan
from engine.errors import InputError
from engine.hashing import canonical_json
from leakage_filter.llm_client import ToolCall
from pit_store.memo import Memo
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from retrieval.audit import request_rows
from retrieval.context import ForecastContext
from retrieval.gateway import Gateway
from tasks.eps_calculator import EpsSchema, calculate, compile_schema
from tasks.instance import TaskInstance
from tests.chat_server import MODEL, ChatServer, Scripted, chat_server, completion, settings_for  # noqa: F401 (the fixture)
from tests.conftest import open_store
from tests.controllers.run_data import RUN_DATE, make_store, val_instances

ANSWER = {"bear": 90.0, "base": 100.0, "bull": 110.0, "reversion_horizon": 30}
LATER = datetime(2024, 12, 2, tzinfo=UTC)
"""Known long after every forecast time used here."""


def page(name: str, known: datetime, text: str) -> RecordDraft:
    """A dated news page."""
    return RecordDraft(record_type="document", entity_id=f"doc:{name}", known_at=known, source="test-news",
                       payload={"url": f"https://news.example.com/{name}", "title": name, "text": text})


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with prices, events, filings, two news pages and model m1, built once and copied per test."""
    folder = tmp_path_factory.mktemp("agent-template")
    built = make_store(folder)
    built.append([
        page("aaa-outlook", datetime(2024, 6, 20, 12, tzinfo=UTC), "AAA outlook: analysts expect steady demand."),
        page("aaa-crash", LATER, "AAA outlook shattered: shares crash after the profit warning."),
    ], source="test-news")
    val_instances(built, 1, "2024-07-11", "2024-07-11")  # generated once for every test
    built.close()
    return folder


@pytest.fixture
def store(template: Path, tmp_path: Path) -> Iterator[PitStore]:
    """A fresh copy of the template's database (every test starts with an empty response cache and
    audit); the price folder the store recorded at creation is the template's, read only here."""
    folder = tmp_path / "store"
    shutil.copytree(template, folder)
    opened = open_store(f"sqlite:///{folder / 'asof.db'}", template / "data")
    yield opened
    opened.close()


@pytest.fixture
def env(chat_server: ChatServer, monkeypatch: pytest.MonkeyPatch) -> ChatServer:
    """The agent's endpoint settings point at the double, with short times.

    `ASOF_LLM_MODEL` is set too: with a base URL set, the leakage judge's configuration needs it.
    """
    for name, value in {"ASOF_LLM_BASE_URL": chat_server.base_url, "ASOF_LLM_MODEL": "judge-model", "ASOF_AGENT_MODEL": MODEL,
                        "ASOF_LLM_TIMEOUT": "1s", "ASOF_LLM_DEADLINE": "3s", "ASOF_LLM_MAX_RETRIES": "2"}.items():
        monkeypatch.setenv(name, value)
    return chat_server


def instance(store: PitStore, symbol: str = "AAA") -> TaskInstance:
    """The VAL instance of `symbol` forecast on 2024-07-11 (T2 for model m1)."""
    return next(i for i in val_instances(store, 1, "2024-07-11", "2024-07-11") if i.input.symbol == symbol)  # type: ignore[union-attr]


def job(store: PitStore) -> Job:
    """One agent job on the AAA instance under the pit policy."""
    return Job(run_id="run-agent", job_key="job-1", task="VAL", forecaster="agent", policy="pit", repeat=0,
               instance=instance(store).model_dump(mode="json"), pin=store.position())


def transcript_of(store: PitStore, result: JobResult) -> dict[str, Any]:
    (reference,) = [r for r in result.transcript if r.startswith("agent:")]
    return load_transcript(Memo(store.engine, store.clock), reference)


def tool_messages(request: dict[str, Any]) -> list[str]:
    return [m["content"] for m in request["body"]["messages"] if m["role"] == "tool"]


def episode() -> list[Scripted]:
    """Search, fetch, answer."""
    return [
        completion(None, tool_calls=[("search", {"query": "AAA outlook"})], usage=(120, 10)),
        completion(None, tool_calls=[("fetch", {"doc_id": "doc:aaa-outlook"})], usage=(200, 10)),
        completion(json.dumps(ANSWER), usage=(300, 20)),
    ]


def run_agent(store: PitStore, instances: tuple[TaskInstance, ...], repeats: int = 1) -> str:
    request = RunRequest(task="VAL", model="m1", forecasters=("agent",), policies=("pit",), instances=instances,
                         regimes=("T1", "T2"), run_date=RUN_DATE, repeats=repeats)
    run_id, _ = plan_run(store, request, "rev")
    Runner(store, InlineExecutor(store), progress=False).execute(run_id)
    return run_id


def test_tool_using_episode_is_locked_with_its_transcript_and_replays_without_the_endpoint(
        store: PitStore, env: ChatServer) -> None:
    env.push(*episode())
    run_id = run_agent(store, (instance(store),))
    (lock,) = locked(store, run_id).values()
    assert lock.failure is None and lock.output_json == canonical_json(ANSWER)
    assert lock.forecaster == "agent"
    pinned = read_plan(store, run_id).pins.forecasters["agent"]  # type: ignore[union-attr]
    assert pinned["prompt_hash"] == get_template().hash and pinned["model"] == MODEL and pinned["max_turns"] == "12"
    audit_ids, agent_refs = lock.transcript[:-1], lock.transcript[-1:]
    assert [row["tool"] for row in request_rows(store.engine, run_id=run_id)] == ["search", "fetch"]
    assert list(audit_ids) == [row["request_id"] for row in request_rows(store.engine, run_id=run_id)]

    first, second, third = env.requests
    assert first["path"] == "/v1/chat/completions" and first["body"]["model"] == MODEL
    assert [t["function"]["name"] for t in first["body"]["tools"]] == ["search", "fetch", "prices", "filings", "macro", "events"]
    assert "response_format" not in first["body"] and first["body"]["temperature"] == 0
    system, user = first["body"]["messages"]
    assert '"reversion_horizon"' in system["content"] and "2024-07-11" in user["content"]
    (found,) = tool_messages(second)
    assert "doc:aaa-outlook" in found and "aaa-crash" not in found and "req:" not in found  # nothing after t, no random ids
    assert "steady demand" in tool_messages(third)[1]

    transcript = load_transcript(Memo(store.engine, store.clock), agent_refs[0])
    assert transcript["prompt"] == {"version": "forecast-v1", "hash": get_template().hash}
    assert transcript["outcome"] == {"status": "answered", "output": ANSWER}
    assert transcript["tokens"] == 660 and [t["usage"]["total_tokens"] for t in transcript["turns"]] == [130, 210, 320]
    assert [r["audit_request"] for t in transcript["turns"][:2] for r in t["tool_results"]] == list(audit_ids)
    assert [m["role"] for m in transcript["messages"]] == ["system", "user", "assistant", "tool", "assistant", "tool"]

    env.stop()  # the endpoint is gone: the replay is served from the response cache
    day = instance(store).forecast_time.date()  # type: ignore[union-attr]
    report = replay(store, run_id, day, InlineExecutor(store))
    assert report.compared == 1 and report.identical == 1 and not report.differences
    (replayed,) = locked(store, report.replay_run).values()
    assert replayed.output_json == lock.output_json and len(env.requests) == 3
    again = load_transcript(Memo(store.engine, store.clock), replayed.transcript[-1])
    assert [t["cached"] for t in again["turns"]] == [True, True, True]


def test_repeats_are_separate_samples(store: PitStore, env: ChatServer) -> None:
    env.push(completion(json.dumps(ANSWER)), completion(json.dumps({**ANSWER, "bull": 120.0})))
    run_id = run_agent(store, (instance(store),), repeats=2)
    outputs = sorted(json.loads(lock.output_json)["bull"] for lock in locked(store, run_id).values() if lock.output_json)
    assert outputs == [110.0, 120.0] and len(env.requests) == 2
    assert env.requests[0]["body"] == env.requests[1]["body"]  # the same question, asked once per repeat


def test_endpoint_down_fails_each_job_and_the_run_goes_on(store: PitStore, env: ChatServer,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_LLM_MAX_RETRIES", "0")
    env.stop()
    run_id = run_agent(store, (instance(store), instance(store, "BBB")))
    locks = list(locked(store, run_id).values())
    assert len(locks) == 2 and all(lock.output_json is None for lock in locks)
    assert all(lock.failure and "llm_retries_exhausted" in lock.failure and "connection_error" in lock.failure
               for lock in locks)
    assert all(lock.transcript and lock.transcript[-1].startswith("agent:") for lock in locks)


def test_malformed_final_answer_gets_one_repair_turn_then_fails(store: PitStore, env: ChatServer) -> None:
    env.push(completion("The price will go up."), completion("```json\n{\"bear\": 1}\n```"))
    result = run_job(store, job(store))
    assert result.output_json is None
    assert result.failure is not None and "invalid_answer: base: Field required (after one repair turn)" in result.failure
    assert len(env.requests) == 2
    repair = env.requests[1]["body"]["messages"][-1]
    assert repair["role"] == "user" and "not valid: not JSON" in repair["content"]
    assert transcript_of(store, result)["outcome"]["code"] == "invalid_answer"


def test_repaired_answer_is_accepted(store: PitStore, env: ChatServer) -> None:
    env.push(completion(json.dumps({**ANSWER, "bear": 120.0})), completion(json.dumps(ANSWER)))
    result = run_job(store, job(store))
    assert result.failure is None and result.output_json == canonical_json(ANSWER)
    assert "bear <= base <= bull" in env.requests[1]["body"]["messages"][-1]["content"]


def test_a_later_date_is_clamped_to_t_and_audited(store: PitStore, env: ChatServer) -> None:
    env.push(completion(None, tool_calls=[("prices", {"symbols": ["AAA"], "start": "2024-07-01", "end": "2025-06-30"})]),
             completion(json.dumps(ANSWER)))
    result = run_job(store, job(store))
    assert result.failure is None
    (row,) = request_rows(store.engine, run_id="run-agent")
    assert row["tool"] == "prices" and row["clamped"] and json.loads(row["arguments"])["end"].startswith("2025-06-30")
    (text,) = tool_messages(env.requests[1])
    window = json.loads(text)
    assert window["clamped_to_t"] is True and window["end"].startswith("2024-07-11")
    assert window["bars"]["AAA"][-1][0] == instance(store).input.cutoff_session.isoformat()  # type: ignore[union-attr]
    (turn, _) = transcript_of(store, result)["turns"]
    assert turn["tool_results"][0]["clamped"] is True and turn["tool_results"][0]["audit_request"] == row["request_id"]


def test_429_then_success(store: PitStore, env: ChatServer) -> None:
    env.push(Scripted(status=429, body="rate limited", headers={"Retry-After": "0"}), completion(json.dumps(ANSWER)))
    result = run_job(store, job(store))
    assert result.failure is None and result.output_json == canonical_json(ANSWER)
    assert len(env.requests) == 2 and env.requests[0]["body"] == env.requests[1]["body"]
    assert transcript_of(store, result)["turns"][0]["attempts"] == 2


@pytest.mark.parametrize(("variable", "value", "reason"), [
    ("ASOF_LLM_DEADLINE", "0.5s", "llm_deadline_exceeded: no answer within 0.5s"),
    ("ASOF_AGENT_WALL", "0.4s", "wall_time: 0.4s spent"),
])
def test_a_hang_past_the_deadline_fails_in_time(store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch,
                                                variable: str, value: str, reason: str) -> None:
    monkeypatch.setenv(variable, value)
    env.default = Scripted(delay=5.0, body=completion(json.dumps(ANSWER)).body)
    result = run_job(store, job(store))
    assert result.failure is not None and reason in result.failure
    assert transcript_of(store, result)["turns"][0]["error"]["code"] == "deadline_exceeded"


@pytest.mark.parametrize(("body", "detail"), [
    ("<html>bad gateway</html>", "not JSON"),
    (json.dumps({"choices": [{"message": {"content": None, "tool_calls": [{"function": {}}]}}]}), "malformed tool_calls"),
])
def test_invalid_json_from_the_endpoint_is_not_retried(store: PitStore, env: ChatServer, body: str, detail: str) -> None:
    env.push(Scripted(body=body))
    result = run_job(store, job(store))
    assert result.failure is not None and "llm_bad_response" in result.failure and detail in result.failure
    assert len(env.requests) == 1


def test_turn_limit(store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_AGENT_MAX_TURNS", "2")
    env.default = completion(None, tool_calls=[("events", {"company": "AAA"})])
    result = run_job(store, job(store))
    assert result.failure is not None and "turn_limit: no final answer in 2 turns" in result.failure
    assert len(env.requests) == 2 and [r["tool"] for r in request_rows(store.engine)] == ["events", "events"]


def test_token_budget(store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_AGENT_MAX_TOKENS", "500")
    env.push(completion(None, tool_calls=[("events", {"company": "AAA"})], usage=(300, 100)),
             completion(None, tool_calls=[("events", {"company": "AAA"})], usage=(350, 100)))
    result = run_job(store, job(store))
    assert result.failure is not None and "token_budget: 850 tokens used, budget 500" in result.failure
    assert len(env.requests) == 2


def test_token_budget_is_estimated_when_the_server_reports_no_usage(store: PitStore, env: ChatServer,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_AGENT_MAX_TOKENS", "100")
    env.push(completion(json.dumps(ANSWER)))  # a valid answer, but the prompt alone is well over 400 characters
    result = run_job(store, job(store))
    assert result.failure is not None and "token_budget" in result.failure
    (turn,) = transcript_of(store, result)["turns"]
    assert turn["usage_estimated"] is True and turn["usage"]["prompt_tokens"] > 100


def test_unknown_tool_gets_an_error_result_and_is_recorded(store: PitStore, env: ChatServer) -> None:
    naive = {"symbols": ["AAA"], "start": "2024-07-01T00:00:00", "end": "2024-07-02"}
    env.push(completion(None, tool_calls=[("get_weather", {"city": "Paris"}), ("search", '{"query": '), ("prices", naive)]),
             completion(json.dumps(ANSWER)))
    result = run_job(store, job(store))
    assert result.failure is None
    unknown, broken, no_zone = (json.loads(text)["error"] for text in tool_messages(env.requests[1]))
    assert "unknown tool 'get_weather'" in unknown and "not JSON" in broken and "naive datetime" in no_zone
    (turn, _) = transcript_of(store, result)["turns"]
    assert [r["status"] for r in turn["tool_results"]] == ["unknown_tool", "invalid_arguments", "invalid_arguments"]
    assert request_rows(store.engine) == []  # none reached the gateway


def test_repeated_tool_misuse_fails_the_job(store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_AGENT_MAX_TOOL_ERRORS", "1")
    env.default = completion(None, tool_calls=[("get_weather", {})])
    result = run_job(store, job(store))
    assert result.failure is not None and "tool_errors: 2 misused tool calls (limit 1), last: get_weather (unknown_tool)" in result.failure
    assert len(env.requests) == 2


def test_eps_calculator_is_offered_on_eps_instances() -> None:
    schema = EpsSchema(ticker="AAA", target_fq="2024Q3", baseline_fq="2023Q3",
                       variables_baseline={"revenue": 100.0, "costs": 60.0, "shares": 10.0},
                       formulas={"net_income": "revenue - costs", "eps": "net_income / shares"},
                       prediction_schema={"revenue_growth": {"variable": "revenue", "type": "yoy", "default": 0.0}})
    box = Toolbox(Tools(lambda: pytest.fail("no gateway call expected")), {"input": {"accounting_schema": schema.model_dump()}},
                  result_chars=1000)
    assert box.names[-1] == "eps_calculator"
    outcome = box.call(ToolCall(id="c", name="eps_calculator", arguments='{"drivers": {"revenue_growth": 0.1}}'))
    expected = calculate(compile_schema(schema), {"revenue_growth": 0.1})
    assert outcome.status == "ok" and json.loads(outcome.content)["eps"] == expected.eps == pytest.approx(5.0)
    bad = box.call(ToolCall(id="d", name="eps_calculator", arguments='{"drivers": {"nope": 1}}'))
    assert bad.status == "tool_error" and "unknown driver" in json.loads(bad.content)["error"]


def test_long_results_are_cut_to_the_budget(store: PitStore) -> None:
    context = ForecastContext(run_id="r", instance_id="i", forecast_time=datetime(2024, 9, 1, tzinfo=UTC), policy="pit",
                              pin=store.position())
    box = Toolbox(Tools(lambda: Gateway(store, context, ensemble=None, clock=store.clock)), {"input": {}}, result_chars=400)
    outcome = box.call(ToolCall(id="c", name="prices", arguments=json.dumps(
        {"symbols": ["AAA"], "start": "2024-01-01", "end": "2024-09-01"})))
    window = json.loads(outcome.content)
    assert len(outcome.content) <= 400 and window["omitted"] > 0
    assert window["bars"]["AAA"][-1][0] == "2024-08-30"  # the latest bars are the ones kept


def test_selection_by_name_and_environment(chat_server: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL", "ASOF_AGENT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(InputError, match="needs a model") as caught:
        load_forecaster("agent", "VAL")
    assert "is set" not in str(caught.value)
    offline = load_forecaster("agent:named-model", "VAL")  # no endpoint: answers from the record (a replay)
    assert isinstance(offline, AgentForecaster) and offline.settings is None and offline.name == "agent:named-model"
    monkeypatch.setenv("ASOF_LLM_BASE_URL", chat_server.base_url)
    monkeypatch.setenv("ASOF_LLM_MODEL", "judge-model")
    assert load_forecaster("agent", "VAL").name == "agent:judge-model"
    monkeypatch.setenv("ASOF_AGENT_MODEL", "agent-model")
    assert load_forecaster("agent", "EPS").name == "agent:agent-model"
    chosen = load_forecaster("agent:other-model")
    assert isinstance(chosen, AgentForecaster) and chosen.settings.model == "other-model"
    monkeypatch.setenv("ASOF_AGENT_MAX_TURNS", "zero")
    with pytest.raises(InputError) as caught:
        agent_from_env()
    assert caught.value.field == "ASOF_AGENT_MAX_TURNS"  # type: ignore[attr-defined]
    assert AgentLimits.from_env({"ASOF_AGENT_WALL": "2m", "ASOF_AGENT_MAX_TOKENS": "900"}) == AgentLimits(wall_s=120, max_tokens=900)
    with pytest.raises(InputError, match="unknown prompt template"):
        agent_from_env(environ={"ASOF_LLM_BASE_URL": chat_server.base_url, "ASOF_LLM_MODEL": "m",
                                "ASOF_AGENT_PROMPT": "forecast-v0"})


def test_the_agent_needs_the_store_memo(chat_server: ChatServer) -> None:
    with pytest.raises(InputError, match="memo"):
        AgentForecaster(settings_for(chat_server)).forecast({"task": "VAL"}, Tools(lambda: pytest.fail("unused")))


# -- real servers (issue 17): overflow, cut-off answers, configuration errors, offline replay ------------

OVERFLOW = {"error": {"code": 400, "type": "exceed_context_size_error",
                      "message": "request (4165 tokens) exceeds the available context size (4096 tokens), try increasing it"}}


def test_context_overflow_ends_the_episode_with_the_servers_message_no_repair(store: PitStore, env: ChatServer) -> None:
    env.push(completion("not json"), Scripted(status=400, body=OVERFLOW))
    result = run_job(store, job(store))
    assert result.failure is not None and result.failure.startswith("AgentFailure: llm_context_overflow: HTTP 400: request (4165 tokens)")
    assert len(env.requests) == 2  # the repair turn overflowed: the server's words are the reason
    env.push(Scripted(status=400, body=OVERFLOW))
    first_turn = run_job(store, Job(**{**job(store).__dict__, "job_key": "job-2", "repeat": 1}))
    assert first_turn.failure is not None and "llm_context_overflow" in first_turn.failure and len(env.requests) == 3


def test_a_cut_off_final_answer_fails_at_once(store: PitStore, env: ChatServer) -> None:
    env.push(completion('{"bear": 90.0, "ba', finish_reason="length"))
    result = run_job(store, job(store))
    assert result.failure is not None and "answer_truncated" in result.failure and len(env.requests) == 1


def test_max_tokens_is_sent_from_the_reported_context(store: PitStore, env: ChatServer) -> None:
    env.props = {"default_generation_settings": {"n_ctx": 4096}}
    env.push(completion(json.dumps(ANSWER)))
    assert run_job(store, job(store)).failure is None
    assert env.requests[0]["body"]["max_tokens"] == 1024
    assert transcript_of(store, run_job(store, job(store)))["turns"][0]["cached"] is True  # not part of the key


def test_tools_needing_jinja_is_a_configuration_error_not_retried(store: PitStore, env: ChatServer) -> None:
    env.default = Scripted(status=500, body={"error": {"code": 500, "message": "tools param requires --jinja flag"}})
    result = run_job(store, job(store))
    assert result.failure is not None and "llm_config_error: HTTP 500: tools param requires --jinja flag" in result.failure
    assert len(env.requests) == 1


def test_answers_are_keyed_by_endpoint(store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    env.push(completion(json.dumps(ANSWER)))
    assert run_job(store, job(store)).failure is None
    other = ChatServer()
    other.start()
    try:
        other.push(completion(json.dumps({**ANSWER, "bull": 130.0})))
        monkeypatch.setenv("ASOF_LLM_BASE_URL", other.base_url)
        result = run_job(store, job(store))
    finally:
        other.stop()
    assert json.loads(result.output_json or "{}")["bull"] == 130.0 and len(other.requests) == 1


def test_failed_and_answered_jobs_replay_offline_with_no_endpoint_variables(
        store: PitStore, env: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASOF_LLM_MAX_RETRIES", "0")
    env.push(completion(json.dumps(ANSWER)), Scripted(status=400, body=OVERFLOW))
    run_id = run_agent(store, (instance(store), instance(store, "BBB")))
    source = sorted(((lock.output_json, lock.failure) for lock in locked(store, run_id).values()), key=str)
    assert [failure is None for _, failure in source].count(True) == 1
    env.stop()
    for name in ("ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):  # offline: only the agent's model is named
        monkeypatch.delenv(name)
    day = instance(store).forecast_time.date()  # type: ignore[union-attr]
    report = replay(store, run_id, day, InlineExecutor(store))
    assert report.compared == 2 and report.identical == 2, report.differences
    replayed = sorted(((lock.output_json, lock.failure) for lock in locked(store, report.replay_run).values()), key=str)
    assert replayed == source and any("llm_http_400" in (f or "") or "context_overflow" in (f or "") for _, f in replayed)


def test_offline_agent_without_a_record_fails_with_no_endpoint(store: PitStore, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ASOF_LLM_BASE_URL", "ASOF_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ASOF_AGENT_MODEL", MODEL)
    result = run_job(store, job(store))
    assert result.failure is not None and "no_endpoint" in result.failure and "ASOF_LLM_BASE_URL" in result.failure

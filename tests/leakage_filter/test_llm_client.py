"""The chat-completions client against a loopback server that speaks the protocol.

`ChatServer` (tests/chat_server.py) is a test double at the protocol boundary: a real HTTP server
on 127.0.0.1 answering with scripted chat-completion bodies, statuses and delays. A real LLM
endpoint cannot run here, so what is tested is the client's side of the protocol: what it sends,
what it retries, and when it gives up. The other LLM test modules import the double from here.
"""

from __future__ import annotations

import socket
import time
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.llm_settings import LlmSettings
from leakage_filter.llm_client import ChatClient, ChatError, Deadline
from tests.chat_server import MODEL, ChatServer, Scripted, chat_server, completion, settings_for

__all__ = ["MODEL", "ChatServer", "Scripted", "chat_server", "completion", "settings_for"]  # shared with other tests


def client_for(server: ChatServer, *, sleeps: list[float] | None = None, **overrides: Any) -> ChatClient:
    """A client of the double with tiny backoff; `sleeps` (if given) records waits instead of sleeping."""
    sleep = sleeps.append if sleeps is not None else time.sleep
    return ChatClient(settings_for(server, **overrides), backoff_s=0.01, backoff_max_s=0.05, sleep=sleep)


MESSAGES = [{"role": "user", "content": "hello"}]


def test_request_follows_the_protocol(chat_server: ChatServer) -> None:
    chat_server.push(completion("hi"))
    client = client_for(chat_server, api_key="sk-test")
    reply = client.complete(MESSAGES)
    assert reply.content == "hi" and reply.attempts == 1 and reply.finish_reason == "stop"
    (request,) = chat_server.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    assert request["body"] == {
        "model": MODEL,
        "messages": MESSAGES,
        "temperature": 0,
        "response_format": {"type": "json_object"},
    }


def test_json_mode_off_sends_no_response_format(chat_server: ChatServer) -> None:
    chat_server.push(completion("hi"))
    client_for(chat_server, json_mode=False).complete(MESSAGES)
    assert "response_format" not in chat_server.requests[0]["body"]
    assert "Authorization" not in chat_server.requests[0]["headers"]


def test_429_then_success_retries_once(chat_server: ChatServer) -> None:
    chat_server.push(Scripted(status=429, body="slow down"), completion("ok"))
    sleeps: list[float] = []
    reply = client_for(chat_server, sleeps=sleeps).complete(MESSAGES)
    assert reply.content == "ok" and reply.attempts == 2
    assert len(chat_server.requests) == 2
    assert sleeps == [0.01]


def test_retry_after_header_is_honoured(chat_server: ChatServer) -> None:
    chat_server.push(Scripted(status=429, headers={"Retry-After": "0.3"}), completion("ok"))
    sleeps: list[float] = []
    client_for(chat_server, sleeps=sleeps).complete(MESSAGES)
    assert sleeps == [0.3]


def test_5xx_retried_until_attempts_run_out(chat_server: ChatServer) -> None:
    chat_server.default = Scripted(status=503, body="overloaded")
    sleeps: list[float] = []
    with pytest.raises(ChatError) as caught:
        client_for(chat_server, sleeps=sleeps, max_retries=2).complete(MESSAGES)
    assert caught.value.code == "retries_exhausted"
    assert caught.value.raw == "overloaded"
    assert len(chat_server.requests) == 3
    assert sleeps == [0.01, 0.02]


@pytest.mark.parametrize("status", [400, 401, 404, 422])
def test_other_http_errors_are_not_retried(chat_server: ChatServer, status: int) -> None:
    chat_server.push(Scripted(status=status, body='{"error": "bad request"}'))
    with pytest.raises(ChatError) as caught:
        client_for(chat_server).complete(MESSAGES)
    assert caught.value.code == f"http_{status}"
    assert caught.value.raw == '{"error": "bad request"}'
    assert len(chat_server.requests) == 1


def test_slow_server_hits_the_total_deadline(chat_server: ChatServer) -> None:
    chat_server.default = Scripted(delay=5.0, body=completion("late").body)
    client = client_for(chat_server, timeout_s=0.25, deadline_s=0.6, max_retries=10)
    started = time.monotonic()
    with pytest.raises(ChatError) as caught:
        client.complete(MESSAGES)
    elapsed = time.monotonic() - started
    assert caught.value.code == "deadline_exceeded"
    assert elapsed < 0.6 + 0.4
    assert 2 <= len(chat_server.requests) <= 3  # timeouts are retried while time is left


def test_backoff_past_the_deadline_is_not_started(chat_server: ChatServer) -> None:
    chat_server.default = Scripted(status=503)
    sleeps: list[float] = []
    client = ChatClient(settings_for(chat_server, deadline_s=1.0), backoff_s=5.0, sleep=sleeps.append)
    with pytest.raises(ChatError) as caught:
        client.complete(MESSAGES)
    assert caught.value.code == "deadline_exceeded"
    assert len(chat_server.requests) == 1 and sleeps == []


def test_connection_refused_is_transient() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings = LlmSettings(base_url=f"http://127.0.0.1:{port}/v1", model=MODEL, timeout_s=0.5, max_retries=1)
    sleeps: list[float] = []
    with pytest.raises(ChatError) as caught:
        ChatClient(settings, backoff_s=0.01, sleep=sleeps.append).complete(MESSAGES)
    assert caught.value.code == "retries_exhausted"
    assert "connection_error" in caught.value.detail
    assert sleeps == [0.01]


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ("<html>gateway</html>", "not JSON"),
        ('{"choices": []}', "no choices"),
        ('{"choices": [{"message": "text"}]}', "no choices"),
        ('{"choices": [{"message": {"content": 42}}]}', "not text"),
    ],
)
def test_malformed_bodies_are_not_retried(chat_server: ChatServer, body: str, detail: str) -> None:
    chat_server.push(Scripted(body=body))
    with pytest.raises(ChatError) as caught:
        client_for(chat_server).complete(MESSAGES)
    assert caught.value.code == "bad_response" and detail in caught.value.detail
    assert len(chat_server.requests) == 1


def test_refusal_and_missing_content_are_reported(chat_server: ChatServer) -> None:
    chat_server.push(completion(None, refusal="I can't help with that"))
    reply = client_for(chat_server).complete(MESSAGES)
    assert reply.content is None and reply.refusal == "I can't help with that"


def test_deadline_counts_down_on_the_injected_clock() -> None:
    now = [100.0]
    deadline = Deadline(2.0, lambda: now[0])
    assert deadline.remaining() == 2.0
    now[0] = 101.5
    assert deadline.remaining() == 0.5
    now[0] = 103.0
    assert deadline.remaining() == 0.0


@given(statuses=st.lists(st.sampled_from([429, 500, 502, 503, 504]), max_size=6))
def test_waits_grow_and_stay_capped(statuses: list[int]) -> None:
    """However many transient failures come, the waits double from the base up to the cap."""
    answers = iter([httpx.Response(status) for status in statuses])

    def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "GET":  # the context probe (/props, /v1/models): this server reports none
            return httpx.Response(404)
        return next(answers, httpx.Response(200, json=completion("ok").body))

    sleeps: list[float] = []
    settings = LlmSettings(base_url="http://llm.test/v1", model=MODEL, deadline_s=60, max_retries=10)
    client = ChatClient(
        settings, backoff_s=0.5, backoff_max_s=2.0, sleep=sleeps.append, transport=httpx.MockTransport(handler)
    )
    assert client.complete(MESSAGES).attempts == len(statuses) + 1
    assert sleeps == [min(2.0, 0.5 * 2**index) for index in range(len(statuses))]


# -- what real servers answer (issue 17): the loopback double replays their bodies ------------------

LLAMA_OVERFLOW = {"error": {"code": 400, "type": "exceed_context_size_error", "n_prompt_tokens": 4165, "n_ctx": 4096,
                            "message": "request (4165 tokens) exceeds the available context size (4096 tokens), "
                                       "try increasing it"}}


def test_context_overflow_is_its_own_failure_with_the_servers_message(chat_server: ChatServer) -> None:
    chat_server.push(Scripted(status=400, body=LLAMA_OVERFLOW))
    with pytest.raises(ChatError) as caught:
        client_for(chat_server).complete(MESSAGES)
    assert caught.value.code == "context_overflow"
    assert "request (4165 tokens) exceeds the available context size" in caught.value.detail
    assert len(chat_server.requests) == 1


def test_not_supported_500_is_a_configuration_error_not_retried(chat_server: ChatServer) -> None:
    chat_server.default = Scripted(status=500, body={"error": {"code": 500, "message": "tools param requires --jinja flag",
                                                               "type": "server_error"}})
    with pytest.raises(ChatError) as caught:
        client_for(chat_server).complete(MESSAGES)
    assert caught.value.code == "config_error" and "tools param requires --jinja flag" in caught.value.detail
    assert len(chat_server.requests) == 1


def test_error_bodies_are_kept_in_the_reason_bounded(chat_server: ChatServer) -> None:
    chat_server.push(Scripted(status=401, body={"error": {"message": "Invalid API key", "type": "invalid_request_error"}}))
    with pytest.raises(ChatError) as caught:
        client_for(chat_server).complete(MESSAGES)
    assert caught.value.code == "http_401" and "Invalid API key" in str(caught.value)
    chat_server.default = Scripted(status=503, body="x" * 10_000)
    with pytest.raises(ChatError) as caught:
        client_for(chat_server, max_retries=1).complete(MESSAGES)
    assert caught.value.code == "retries_exhausted" and "HTTP 503: xxx" in caught.value.detail
    assert len(caught.value.detail) < 600


def test_max_tokens_defaults_from_the_context_the_server_reports(chat_server: ChatServer) -> None:
    chat_server.props = {"default_generation_settings": {"n_ctx": 4096}}
    chat_server.push(completion("ok"))
    client_for(chat_server).complete(MESSAGES)
    assert chat_server.requests[-1]["body"]["max_tokens"] == 1024


def test_configured_max_tokens_wins_and_no_report_sends_none(chat_server: ChatServer) -> None:
    chat_server.push(completion("ok"), completion("ok"))
    client_for(chat_server, max_tokens=77).complete(MESSAGES)
    assert chat_server.requests[-1]["body"]["max_tokens"] == 77
    client_for(chat_server).complete(MESSAGES)  # the double reports no context: the server's default
    assert "max_tokens" not in chat_server.requests[-1]["body"]

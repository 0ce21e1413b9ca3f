"""A loopback OpenAI-compatible chat-completions server for the LLM tests.

`ChatServer` is a test double at the protocol boundary: a real HTTP server on 127.0.0.1 (port 0,
in a thread) that answers `POST /v1/chat/completions` with scripted chat-completion bodies,
statuses and delays, and records every request. A real LLM endpoint cannot run here, so what the
tests check is our side of the protocol: what is sent, what is retried, when we give up, and what
we do with the answers (content, tool calls, token usage).
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from engine.llm_settings import LlmSettings

MODEL = "test-model"


@dataclass(frozen=True)
class Scripted:
    """One scripted answer: an HTTP status, a body (a dict is sent as JSON), a delay, headers."""

    status: int = 200
    body: str | dict[str, Any] = ""
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def completion(
    content: str | None,
    *,
    refusal: str | None = None,
    finish_reason: str = "stop",
    tool_calls: Sequence[tuple[str, dict[str, Any] | str]] = (),
    usage: tuple[int, int] | None = None,
) -> Scripted:
    """A 200 chat-completion answer whose first choice says `content` (and calls `tool_calls`).

    Each tool call is (function name, arguments: a dict sent as JSON text, or the raw text);
    `usage` is (prompt tokens, completion tokens).
    """
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if refusal is not None:
        message["refusal"] = refusal
    if tool_calls:
        message["tool_calls"] = [
            {"id": f"call_{index}", "type": "function",
             "function": {"name": name, "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments)}}
            for index, (name, arguments) in enumerate(tool_calls)
        ]
    body: dict[str, Any] = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "model": MODEL,
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else finish_reason}],
    }
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)}
    return Scripted(body=body)


class ChatServer:
    """A loopback chat-completions endpoint answering from a script (then from `default`)."""

    def __init__(self) -> None:
        self.script: deque[Scripted] = deque()
        self.default: Scripted = Scripted(status=500, body="no scripted answer left")
        self.requests: list[dict[str, Any]] = []
        self.props: dict[str, Any] | None = None
        """What `GET /props` answers (llama.cpp's server reports its context there); None: 404."""
        self._release = threading.Event()
        self._lock = threading.Lock()
        self._http = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._http.daemon_threads = True
        self._thread = threading.Thread(target=self._http.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._http.server_address[1]}/v1"

    def push(self, *answers: Scripted) -> None:
        """Queue answers, one per request."""
        self.script.extend(answers)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._release.set()  # cut scripted delays short so shutdown is quick
        self._http.shutdown()
        self._http.server_close()

    def _next(self, request: dict[str, Any]) -> Scripted:
        with self._lock:
            self.requests.append(request)
            return self.script.popleft() if self.script else self.default

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the http.server hook name)
                found = server.props if self.path == "/props" else None
                data = json.dumps(found if found is not None else {"error": "not found"}).encode("utf-8")
                self.send_response(200 if found is not None else 404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:  # noqa: N802 (the http.server hook name)
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                answer = server._next({"path": self.path, "headers": dict(self.headers), "body": json.loads(raw)})
                if answer.delay:
                    server._release.wait(answer.delay)
                payload = answer.body if isinstance(answer.body, str) else json.dumps(answer.body)
                data = payload.encode("utf-8")
                try:
                    self.send_response(answer.status)
                    for name, value in answer.headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up first (a deadline test)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (base signature)
                return

        return Handler


@pytest.fixture
def chat_server() -> Iterator[ChatServer]:
    """A started loopback chat-completions double."""
    server = ChatServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()


def settings_for(server: ChatServer, **overrides: Any) -> LlmSettings:
    """Settings pointing at the double, with short times."""
    values: dict[str, Any] = {
        "base_url": server.base_url,
        "model": MODEL,
        "timeout_s": 1.0,
        "deadline_s": 2.0,
        "max_retries": 2,
    }
    values.update(overrides)
    return LlmSettings(**values)

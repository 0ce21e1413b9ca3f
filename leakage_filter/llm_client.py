"""A small client for OpenAI-compatible chat completions (vLLM, llama.cpp server, Ollama, hosted APIs).

One call is `POST {base_url}/chat/completions` with temperature 0. Only transient failures are
retried (timeouts, connection errors, HTTP 429 and 5xx), with exponential backoff (or the server's
`Retry-After` when longer) and one total deadline over every attempt and wait: each request's timeout
is cut to the time left, and a backoff that would end past the deadline is not started. Everything
else (another HTTP status, a body that is not a chat completion) fails at once, and so do answers
that no retry can change: a request larger than the model's context (`context_overflow`) and a
server that says it does not support what was asked (`config_error`, e.g. llama.cpp's "tools param
requires --jinja flag", sent as HTTP 500). Every failure is a `ChatError` with a short code and
the server's own message (bounded), so callers can fail closed with a reason a user can act on.

`max_tokens` is sent with every request: the configured `ASOF_LLM_MAX_TOKENS`, else a quarter of
the context the endpoint reports (llama.cpp's `/props` `n_ctx`, or `/v1/models` `meta.n_ctx_train`
/ `max_model_len`), else nothing (the server's default). Without it a small model can write until
its context is full.

`complete` sends plain messages (the leakage judge); `send` posts any request body built by the
caller (the agent forecaster adds `tools`) under the same rules, and the reply carries the tool
calls and the token `usage` the server reported.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from tenacity import RetryCallState, Retrying, retry_if_exception_type, stop_after_attempt

from engine.errors import AsofError
from engine.llm_settings import LlmSettings

Monotonic = Callable[[], float]
_RAW_LIMIT = 2000  # keep error bodies short in verdicts and logs
_MESSAGE_LIMIT = 300  # the server's message as quoted in a failure's detail
_PROBE_TIMEOUT_S = 5.0
CALL_FAILURE_CODES = frozenset({
    "timeout", "connection_error", "request_error", "retries_exhausted", "deadline_exceeded", "bad_response",
    "context_overflow", "config_error",
})
"""Codes of failures to get an answer (besides `http_NNN`): never an answer about the question."""
_OVERFLOW = re.compile(r"context (?:size|length|window)|context_length_exceeded|exceed_context_size", re.IGNORECASE)
_UNSUPPORTED = re.compile(r"not supported|unsupported|not implemented|requires? (?:the )?--?[\w-]+ flag", re.IGNORECASE)


class ChatError(AsofError):
    """A chat completion that produced no usable reply; `code` says why in one word."""

    def __init__(self, code: str, detail: str, *, raw: str | None = None) -> None:
        self.code = code
        self.detail = detail
        self.raw = raw
        super().__init__(f"{code}: {detail}")


class TransientChatError(ChatError):
    """A failure worth retrying; `retry_after` is the server's requested wait, if it gave one."""

    def __init__(self, code: str, detail: str, *, raw: str | None = None, retry_after: float | None = None) -> None:
        super().__init__(code, detail, raw=raw)
        self.retry_after = retry_after


class ToolCall(BaseModel):
    """One function call the assistant asked for; `arguments` is the JSON text it sent."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    arguments: str


class Usage(BaseModel):
    """Tokens the server says one request used."""

    model_config = ConfigDict(frozen=True)

    prompt_tokens: int = Field(default=0, ge=0)
    completion_tokens: int = Field(default=0, ge=0)
    total_tokens: int = Field(default=0, ge=0)


class ChatReply(BaseModel):
    """The assistant message of the first choice."""

    model_config = ConfigDict(frozen=True)

    content: str | None
    refusal: str | None = None
    finish_reason: str | None = None
    attempts: int
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage | None = None


class Deadline:
    """Time left until a fixed instant on a monotonic clock."""

    def __init__(self, seconds: float, monotonic: Monotonic) -> None:
        self._monotonic = monotonic
        self._end = monotonic() + seconds

    def remaining(self) -> float:
        """Seconds left, never negative."""
        return max(0.0, self._end - self._monotonic())


class ChatClient:
    """Chat completions against one endpoint with the retry and deadline rules above."""

    def __init__(
        self,
        settings: LlmSettings,
        *,
        backoff_s: float = 0.5,
        backoff_max_s: float = 8.0,
        monotonic: Monotonic = time.monotonic,  # the one clock the client times waits with
        sleep: Callable[[float], None] = time.sleep,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.settings = settings
        self.backoff_s = backoff_s
        self.backoff_max_s = backoff_max_s
        self._monotonic = monotonic
        self._sleep = sleep
        headers = {"Content-Type": "application/json"}
        if settings.api_key is not None:
            headers["Authorization"] = f"Bearer {settings.api_key.get_secret_value()}"
        self._http = httpx.Client(headers=headers, transport=transport)
        self._context: int | None | bool = False  # False: not probed yet

    @property
    def url(self) -> str:
        """The chat-completions URL."""
        return f"{self.settings.base_url}/chat/completions"

    def close(self) -> None:
        """Release pooled connections."""
        self._http.close()

    def context_size(self) -> int | None:
        """The context length the endpoint reports (asked once, then remembered), or None."""
        if self._context is False:
            self._context = self._probe_context()
        return self._context if isinstance(self._context, int) else None

    def max_tokens(self) -> int | None:
        """The completion budget sent with each request (see the module doc)."""
        if self.settings.max_tokens is not None:
            return self.settings.max_tokens
        context = self.context_size()
        return None if context is None else max(16, context // 4)

    def _probe_context(self) -> int | None:
        root = self.settings.base_url.removesuffix("/v1")
        for url, read in ((f"{root}/props", _props_context), (f"{self.settings.base_url}/models", _models_context)):
            try:
                response = self._http.get(url, timeout=min(_PROBE_TIMEOUT_S, self.settings.timeout_s))
                found = read(response.json()) if response.status_code == 200 else None
            except (httpx.HTTPError, httpx.InvalidURL, ValueError):
                continue  # a server without the endpoint: try the next, then send no max_tokens
            if found is not None:
                return found
        return None

    def request_body(self, messages: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        """The JSON body sent for `messages`."""
        body: dict[str, Any] = {
            "model": self.settings.model,
            "messages": [dict(message) for message in messages],
            "temperature": 0,
        }
        limit = self.max_tokens()
        if limit is not None:
            body["max_tokens"] = limit
        if self.settings.json_mode:
            body["response_format"] = {"type": "json_object"}
        return body

    def complete(self, messages: Sequence[Mapping[str, Any]]) -> ChatReply:
        """Send `messages` and return the reply; every failure to get one is a `ChatError`."""
        return self.send(self.request_body(messages))

    def send(self, body: Mapping[str, Any], *, deadline_s: float | None = None) -> ChatReply:
        """Post a chat-completions `body` and return the reply; every failure is a `ChatError`.

        `deadline_s` shortens the settings' deadline for this one answer (a caller's own time budget).
        """
        allowed = self.settings.deadline_s if deadline_s is None else min(deadline_s, self.settings.deadline_s)
        deadline = Deadline(allowed, self._monotonic)
        attempts = 0

        def attempt() -> ChatReply:
            nonlocal attempts
            attempts += 1
            return self._post(dict(body), deadline, attempts)

        def out_of_time(state: RetryCallState) -> bool:
            # Give up rather than start a wait the deadline would cut short.
            return deadline.remaining() <= self._wait(state)

        retrying = Retrying(
            retry=retry_if_exception_type(TransientChatError),
            stop=stop_after_attempt(self.settings.max_retries + 1) | out_of_time,
            wait=self._wait,
            sleep=self._sleep,
            reraise=True,
        )
        try:
            return retrying(attempt)
        except TransientChatError as last:
            if attempts > self.settings.max_retries and deadline.remaining() > 0:
                raise ChatError("retries_exhausted", f"{attempts} attempts; last: {last}", raw=last.raw) from None
            raise ChatError(
                "deadline_exceeded",
                f"no answer within {allowed:g}s ({attempts} attempts; last: {last})",
                raw=last.raw,
            ) from None

    def _wait(self, state: RetryCallState) -> float:
        exponential = min(self.backoff_max_s, self.backoff_s * 2 ** (state.attempt_number - 1))
        failure = state.outcome.exception() if state.outcome is not None else None
        requested = failure.retry_after if isinstance(failure, TransientChatError) else None
        return max(exponential, requested or 0.0)

    def _post(self, body: dict[str, Any], deadline: Deadline, attempt: int) -> ChatReply:
        timeout = min(self.settings.timeout_s, deadline.remaining())
        if timeout <= 0:
            raise ChatError("deadline_exceeded", f"no time left before attempt {attempt}")
        try:
            response = self._http.post(self.url, json=body, timeout=timeout)
        except httpx.TimeoutException as exc:
            raise TransientChatError("timeout", f"no response within {timeout:.3g}s ({type(exc).__name__})") from None
        except httpx.TransportError as exc:
            raise TransientChatError("connection_error", f"{type(exc).__name__}: {exc}") from None
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            raise ChatError("request_error", f"{type(exc).__name__}: {exc}") from None
        raw = response.text[:_RAW_LIMIT]
        status = response.status_code
        if status == 200:
            return _reply(response.text, attempt)
        message = _server_message(response.text)
        said = f"HTTP {status}: {message}" if message else f"HTTP {status}"
        if _OVERFLOW.search(message):
            raise ChatError("context_overflow", said, raw=raw)
        if status >= 500 and _UNSUPPORTED.search(message):
            raise ChatError("config_error", f"{said} (not retried: the server's configuration)", raw=raw)
        if status == 429 or status >= 500:
            raise TransientChatError(f"http_{status}", said, raw=raw, retry_after=_retry_after(response))
        raise ChatError(f"http_{status}", f"{said} (not retried)", raw=raw)


def _server_message(text: str) -> str:
    """The error message of a failed response: `error.message` (OpenAI, llama.cpp, vLLM), `error`,
    `detail` or `message` of a JSON body, else the body's text; one line, bounded."""
    found: Any = text
    try:
        payload = json.loads(text)
    except (json.JSONDecodeError, ValueError):
        payload = None
    if isinstance(payload, dict):
        error = payload.get("error")
        if isinstance(error, dict):
            error = error.get("message", error)
        found = next((v for v in (error, payload.get("detail"), payload.get("message")) if v), text)
    line = " ".join(str(found).split())
    return line if len(line) <= _MESSAGE_LIMIT else line[: _MESSAGE_LIMIT - 3] + "..."


def _props_context(payload: Any) -> int | None:
    """llama.cpp's `/props`: `default_generation_settings.n_ctx` (older) or `n_ctx`."""
    if not isinstance(payload, dict):
        return None
    settings = payload.get("default_generation_settings")
    for value in ((settings or {}).get("n_ctx") if isinstance(settings, dict) else None, payload.get("n_ctx")):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def _models_context(payload: Any) -> int | None:
    """`/v1/models`: the first model's `max_model_len` (vLLM) or `meta.n_ctx_train` (llama.cpp)."""
    try:
        first = payload["data"][0]
    except (KeyError, IndexError, TypeError):
        return None
    if not isinstance(first, dict):
        return None
    meta = first.get("meta") if isinstance(first.get("meta"), dict) else {}
    for value in (first.get("max_model_len"), meta.get("n_ctx"), meta.get("n_ctx_train")):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def _retry_after(response: httpx.Response) -> float | None:
    """The `Retry-After` header in seconds; the HTTP-date form is ignored (it needs a wall clock)."""
    value = response.headers.get("retry-after", "").strip()
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def _reply(text: str, attempts: int) -> ChatReply:
    """The first choice's message of a chat-completion body."""
    try:
        payload = json.loads(text)
    except json.JSONDecodeError:
        raise ChatError("bad_response", "response body is not JSON", raw=text[:_RAW_LIMIT]) from None
    try:
        choice = payload["choices"][0]
        message = choice["message"]
        content = message.get("content")
        refusal = message.get("refusal")
        finish_reason = choice.get("finish_reason")
    except (KeyError, IndexError, TypeError, AttributeError):
        raise ChatError("bad_response", "response has no choices[0].message", raw=text[:_RAW_LIMIT]) from None
    if not isinstance(content, (str, type(None))) or not isinstance(refusal, (str, type(None))):
        raise ChatError("bad_response", "message content is not text", raw=text[:_RAW_LIMIT])
    return ChatReply(
        content=content,
        refusal=refusal,
        finish_reason=finish_reason if isinstance(finish_reason, str) else None,
        attempts=attempts,
        tool_calls=_tool_calls(message.get("tool_calls"), text),
        usage=_usage(payload.get("usage")),
    )


def _tool_calls(raw: Any, text: str) -> tuple[ToolCall, ...]:
    """The message's function calls; a malformed list is a bad response (the call cannot be answered)."""
    if raw is None:
        return ()
    calls = []
    try:
        for index, call in enumerate(raw):
            function = call["function"]
            name, arguments = function["name"], function.get("arguments", "{}")
            if not isinstance(name, str) or not name:
                raise TypeError("function name is not text")
            if not isinstance(arguments, str):  # a few servers send the object itself
                arguments = json.dumps(arguments, sort_keys=True)
            call_id = call.get("id")
            # Some servers omit ids; a position-based one keeps the conversation well formed.
            calls.append(ToolCall(id=call_id if isinstance(call_id, str) and call_id else f"call_{index}",
                                  name=name, arguments=arguments))
    except (KeyError, TypeError, AttributeError):
        raise ChatError("bad_response", "message has malformed tool_calls", raw=text[:_RAW_LIMIT]) from None
    return tuple(calls)


def _usage(raw: Any) -> Usage | None:
    """The token counts, when the server reported them in a readable form."""
    if not isinstance(raw, dict):
        return None
    try:
        return Usage.model_validate({k: raw[k] for k in ("prompt_tokens", "completion_tokens", "total_tokens") if k in raw})
    except ValidationError:
        return None

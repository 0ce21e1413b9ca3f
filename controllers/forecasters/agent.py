"""The LLM agent forecaster: a tool-calling loop over any OpenAI-compatible chat-completions endpoint.

Select it with `--forecaster agent` (the model named by `ASOF_AGENT_MODEL`, else `ASOF_LLM_MODEL`)
or `--forecaster agent:MODEL`; the endpoint, key, timeouts and retries are the `ASOF_LLM_*` settings
(engine/llm_settings.py), shared with the leakage judge (which reads `ASOF_LLM_MODEL` whenever
`ASOF_LLM_BASE_URL` is set), and the budgets are `ASOF_AGENT_*` (`AgentLimits`). One episode:

1. the versioned prompt template (controllers/forecasters/prompts) opens with the instance's question, public
   input and the JSON schema of the task's output; the gateway tools (and the EPS calculator on EPS
   instances) are offered as functions (controllers/forecasters/agent_tools.py);
2. each turn posts the whole conversation; tool calls are run through the gateway (audited, clamped
   to t) and answered; unknown tools and bad arguments get an error result the model can read;
3. a reply without tool calls is the final answer: one JSON object valid against the task's output
   model (one surrounding code fence is tolerated). An invalid one gets one repair turn, then the
   job fails. `response_format` is never sent (`ASOF_LLM_JSON_MODE` is the judge's): JSON mode
   conflicts with tool calls on several servers, so the prompt asks for the object instead.

Bounds: `max_turns` chat turns (plus the repair turn), `max_tokens` tokens over the episode (the
`usage` the server reports; estimated at 4 characters a token when it reports none), `wall_s`
seconds (each request's deadline is cut to the time left) and `max_tool_errors` misuses of the
tool interface. Any bound hit, or an endpoint that fails (down, slow, HTTP errors, a body that is
not a chat completion; transient ones are retried by the client), raises `AgentFailure` with a
reason code: the runner locks the job as a failure and the run goes on.

Every response is kept in the store's memo under the hash of its request body, the job's repeat
index and the endpoint's identity (its base URL: another server's answer is another answer), and a
request already answered by this endpoint is served from there without calling it: tool results
carry no random ids, so `asof replay` of a run at its pinned store position sends the same
requests and reproduces the same locked output. A failure (HTTP 400, a context overflow, a
timeout) is recorded too, beside the answers, but never reused while an endpoint is configured:
the next run asks again. With no endpoint configured (`ASOF_LLM_BASE_URL` unset) the agent answers
from the record alone: each request gets the answer, or the failure, recorded for it by the first
endpoint that saw it, so a replay reproduces successful and failed episodes offline; a request
never seen fails the job with `no_endpoint`. The repeat index keeps repeats separate samples; any
other job asking exactly the same (same model, prompt, instance and tool results) reuses the
answer, as any request-hash cache would.

Each request carries `max_tokens` (the client's, from `ASOF_LLM_MAX_TOKENS` or the endpoint's
reported context); it bounds the answer, not the question, so it is not part of the memo key. A
request larger than the model's context ends the episode at once as `llm_context_overflow` with
the server's message, and so does a final answer cut off at `max_tokens` (`answer_truncated`): a
repair turn would only be longer.

The whole episode (prompt version and hash, every message, tool call, tool result and status,
token counts, the outcome) is stored in the memo under its own hash, and `agent:<hash>` is added
to the job's transcript, so the locked prediction references it (`load_transcript` reads it).
A replay resolves `agent` to a model through the same variables (`ASOF_AGENT_MODEL`, else
`ASOF_LLM_MODEL`), or name the model with `agent:MODEL`.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Callable, Mapping
from typing import Any, NoReturn

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from controllers.forecasters.agent_tools import PROTOCOL_ERRORS, Toolbox
from controllers.forecasters.prompts import DEFAULT_VERSION, PromptTemplate, get_template
from controllers.forecasters.protocol import Tools
from engine.errors import AsofError, InputError
from engine.hashing import canonical_json, content_hash
from engine.llm_settings import BASE_URL_VAR, MODEL_VAR, LlmSettings
from engine.timestamps import parse_duration
from leakage_filter.llm_client import ChatClient, ChatError, ChatReply, Deadline, Monotonic, Usage
from pit_store.memo import Memo, memo_key
from tasks.registry import task_spec

AGENT_MODEL_VAR = "ASOF_AGENT_MODEL"
PROMPT_VAR = "ASOF_AGENT_PROMPT"
CHAT_NAMESPACE = "agent.chat"
FAILURE_NAMESPACE = "agent.chat.failure"
ENDPOINT_NAMESPACE = "agent.chat.endpoint"
"""Which endpoint first saw a request (what an offline replay reads the record of)."""
TRANSCRIPT_NAMESPACE = "agent.transcript"
TRANSCRIPT_PREFIX = "agent:"
CHARS_PER_TOKEN = 4
"""Used to estimate tokens when a server reports no `usage`."""


class AgentFailure(AsofError):
    """An episode that ended without a valid answer; `code` names the reason in one word."""

    def __init__(self, code: str, detail: str) -> None:
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail}")


class AgentLimits(BaseModel):
    """What one episode may spend."""

    model_config = ConfigDict(frozen=True)

    max_turns: int = Field(default=12, ge=1)
    """Chat turns (requests); one repair turn of an invalid final answer comes on top."""
    max_tokens: int = Field(default=100_000, ge=1)
    """Tokens over all turns, prompt and completion together."""
    wall_s: float = Field(default=600.0, gt=0)
    """Seconds for the whole episode, tools and retries included."""
    max_tool_errors: int = Field(default=3, ge=0)
    """Calls of unknown tools or with invalid arguments tolerated; one more fails the job."""
    result_chars: int = Field(default=8_000, ge=200)
    """Longest tool result sent back to the model, in characters."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "AgentLimits":
        """Limits from `ASOF_AGENT_MAX_TURNS`, `_MAX_TOKENS`, `_WALL` (a duration), `_MAX_TOOL_ERRORS`
        and `_RESULT_CHARS`; unset ones keep their default, a bad one is an error naming it."""
        env = os.environ if environ is None else environ
        fields: dict[str, Any] = {}
        for var, key in _LIMIT_VARS.items():
            text = env.get(var, "").strip()
            if not text:
                continue
            if key == "wall_s":
                fields[key] = parse_duration(text, field=var).total_seconds()
            elif text.isdigit():
                fields[key] = int(text)
            else:
                raise InputError(f"not a non-negative integer: {text!r}", field=var)
        try:
            return cls.model_validate(fields)
        except ValidationError as exc:
            error = exc.errors()[0]
            field = {v: k for k, v in _LIMIT_VARS.items()}.get(str(error["loc"][0]))
            raise InputError(error["msg"], field=field) from None


_LIMIT_VARS = {
    "ASOF_AGENT_MAX_TURNS": "max_turns",
    "ASOF_AGENT_MAX_TOKENS": "max_tokens",
    "ASOF_AGENT_WALL": "wall_s",
    "ASOF_AGENT_MAX_TOOL_ERRORS": "max_tool_errors",
    "ASOF_AGENT_RESULT_CHARS": "result_chars",
}


class AgentForecaster:
    """An LLM with the gateway's tools, answering one instance per episode (see the module doc)."""

    def __init__(
        self,
        settings: LlmSettings | None,
        *,
        model: str | None = None,
        limits: AgentLimits | None = None,
        prompt: PromptTemplate | None = None,
        client_factory: Callable[[LlmSettings], ChatClient] = ChatClient,
        monotonic: Monotonic = time.monotonic,  # the one clock the wall-time budget runs on
    ) -> None:
        if settings is None and not model:
            raise InputError("an agent without an endpoint needs the model name its record was made with",
                             field=AGENT_MODEL_VAR)
        self.settings = settings
        """The endpoint; None: answer from the store's record only (an offline replay)."""
        self.model = settings.model if settings is not None else str(model)
        self.limits = limits or AgentLimits()
        self.prompt = prompt or get_template()
        self.name = f"agent:{self.model}"
        self._client_factory = client_factory
        self._monotonic = monotonic

    def pins(self) -> dict[str, str]:
        """What a run pins for this agent: the model, the prompt template and the limits."""
        return {"model": self.model, "prompt_version": self.prompt.version, "prompt_hash": self.prompt.hash,
                **{key: str(value) for key, value in self.limits.model_dump().items()}}

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """Run one episode; the answer, or `AgentFailure` with the reason. The transcript is kept either way."""
        if tools.memo is None:
            raise InputError("the agent forecaster needs the store's memo (the runner provides it)", field="tools")
        episode = _Episode(self, instance_input, tools, tools.memo)
        client = None if self.settings is None else self._client_factory(self.settings)
        try:
            return episode.run(client)
        finally:
            if client is not None:
                client.close()
            tools.transcript.append(episode.save())


class _Episode:
    """One conversation: its messages, what happened in each turn, and the spending so far."""

    def __init__(self, agent: AgentForecaster, instance_input: Mapping[str, Any], tools: Tools, memo: Memo) -> None:
        self.agent = agent
        self.limits = agent.limits
        self.memo = memo
        self.repeat = tools.repeat
        self.task = task_spec(str(instance_input["task"]))
        self.toolbox = Toolbox(tools, instance_input, result_chars=self.limits.result_chars)
        self.messages: list[dict[str, Any]] = agent.prompt.messages(instance_input, self.toolbox.names, self.limits.max_turns)
        self.turns: list[dict[str, Any]] = []
        self.tokens = 0
        self.tool_errors = 0
        self.outcome: dict[str, Any] = {"status": "running"}
        self.header = {
            "instance_id": instance_input.get("instance_id"), "task": self.task.name, "model": agent.model,
            "endpoint": agent.settings.base_url if agent.settings is not None else None,
            "prompt": {"version": agent.prompt.version, "hash": agent.prompt.hash},
            "limits": self.limits.model_dump(), "tools": self.toolbox.names,
        }

    def run(self, client: ChatClient | None) -> dict[str, Any]:
        deadline = Deadline(self.limits.wall_s, self.agent._monotonic)
        allowed, repaired = self.limits.max_turns, False
        while len(self.turns) < allowed:
            if deadline.remaining() <= 0:
                self._fail("wall_time", f"{self.limits.wall_s:g}s spent after {len(self.turns)} turns")
            body = {"model": self.agent.model, "messages": self.messages, "tools": self.toolbox.schemas(),
                    "tool_choice": "auto", "temperature": 0}
            reply, turn = self._ask(client, body, deadline)
            if self.tokens > self.limits.max_tokens:
                self._fail("token_budget", f"{self.tokens} tokens used, budget {self.limits.max_tokens}")
            if reply.tool_calls:
                self._run_tools(reply, turn)
                continue
            if reply.finish_reason == "length":
                # A longer answer would not fit either: no repair turn, the episode ends here.
                self._fail("answer_truncated", f"the final answer was cut off (finish_reason length, "
                                               f"max_tokens {turn.get('max_tokens')})")
            problem, answer = self._check(reply)
            if problem is None:
                self.outcome = {"status": "answered", "output": answer}
                return answer
            turn["problem"] = problem
            if repaired:
                self._fail("invalid_answer", f"{problem} (after one repair turn)")
            repaired, allowed = True, allowed + 1
            self.messages += [{"role": "assistant", "content": reply.content or ""}, self.agent.prompt.repair_message(problem)]
        self._fail("turn_limit", f"no final answer in {self.limits.max_turns} turns")

    def _ask(self, client: ChatClient | None, body: dict[str, Any],
             deadline: Deadline) -> tuple[ChatReply, dict[str, Any]]:
        """The reply to `body`: from the memo when this endpoint answered this exact request before,
        else the endpoint; with no endpoint, from the record of the endpoint that first saw it."""
        question = {"body": body, "repeat": self.repeat}
        endpoint = None if client is None else client.settings.base_url
        if endpoint is None:
            first = self.memo.get(memo_key(ENDPOINT_NAMESPACE, question))
            endpoint = first["endpoint"] if isinstance(first, dict) else None
        key = memo_key(CHAT_NAMESPACE, {**question, "endpoint": endpoint})
        kept = self.memo.get(key)
        limit = None
        if kept is not None:
            reply = ChatReply.model_validate({**kept, "attempts": 0})
        elif client is None:
            self._replay_failure(key, endpoint)
        else:
            allowed = deadline.remaining()
            limit = client.max_tokens()
            sent = body if limit is None else {**body, "max_tokens": limit}
            try:
                reply = client.send(sent, deadline_s=allowed)
            except ChatError as exc:
                failure = {"code": exc.code, "detail": exc.detail, "raw": exc.raw}
                self.turns.append({"request": key, "max_tokens": limit, "error": failure})
                self._record(question, endpoint, FAILURE_NAMESPACE, memo_key(FAILURE_NAMESPACE, key), failure)
                if exc.code == "deadline_exceeded" and allowed < client.settings.deadline_s:
                    self._fail("wall_time", f"{self.limits.wall_s:g}s spent waiting for turn {len(self.turns)}: {exc.detail}")
                self._fail(f"llm_{exc.code}", exc.detail)
            self._record(question, endpoint, CHAT_NAMESPACE, key, reply.model_dump(mode="json", exclude={"attempts"}))
        usage = reply.usage or _estimated_usage(body, reply)
        self.tokens += usage.total_tokens or usage.prompt_tokens + usage.completion_tokens
        turn = {"request": key, "cached": kept is not None, "attempts": reply.attempts, "max_tokens": limit,
                "finish_reason": reply.finish_reason, "content": reply.content, "refusal": reply.refusal,
                "tool_calls": [c.model_dump() for c in reply.tool_calls], "usage": usage.model_dump(),
                "usage_estimated": reply.usage is None, "tokens_so_far": self.tokens}
        self.turns.append(turn)
        return reply, turn

    def _record(self, question: dict[str, Any], endpoint: str | None, namespace: str, key: str, value: Any) -> None:
        """Keep an answer or a failure, and which endpoint first saw the request (the first one stands)."""
        self.memo.put(key, namespace, value)
        self.memo.put(memo_key(ENDPOINT_NAMESPACE, question), ENDPOINT_NAMESPACE, {"endpoint": endpoint})

    def _replay_failure(self, key: str, endpoint: str | None) -> NoReturn:
        """No endpoint and no recorded answer: the recorded failure, else `no_endpoint`."""
        failure = self.memo.get(memo_key(FAILURE_NAMESPACE, key)) if endpoint is not None else None
        if isinstance(failure, dict):
            self.turns.append({"request": key, "replayed_failure": True, "error": failure})
            self._fail(f"llm_{failure['code']}", str(failure["detail"]))
        self.turns.append({"request": key, "error": {"code": "no_endpoint"}})
        self._fail("no_endpoint", f"turn {len(self.turns)} was never asked in this store's record and no endpoint "
                                  f"is configured (set {BASE_URL_VAR})")

    def _run_tools(self, reply: ChatReply, turn: dict[str, Any]) -> None:
        self.messages.append({
            "role": "assistant", "content": reply.content,
            "tool_calls": [{"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
                           for c in reply.tool_calls],
        })
        results = []
        for call in reply.tool_calls:
            outcome = self.toolbox.call(call)
            self.messages.append({"role": "tool", "tool_call_id": call.id, "content": outcome.content})
            results.append({"id": call.id, "name": call.name, "status": outcome.status,
                            "audit_request": outcome.audit_request_id, "clamped": outcome.clamped,
                            "chars": len(outcome.content)})
            self.tool_errors += outcome.status in PROTOCOL_ERRORS
        turn["tool_results"] = results
        if self.tool_errors > self.limits.max_tool_errors:
            bad = sorted({f"{r['name']} ({r['status']})" for r in results if r["status"] in PROTOCOL_ERRORS})
            self._fail("tool_errors", f"{self.tool_errors} misused tool calls (limit {self.limits.max_tool_errors}), "
                                      f"last: {', '.join(bad)}")

    def _check(self, reply: ChatReply) -> tuple[str | None, dict[str, Any]]:
        """Why the final answer is unusable (None when it is valid) and the answer."""
        text = (reply.content or "").strip()
        if not text:
            return ("refused: " + reply.refusal) if reply.refusal else "empty answer", {}
        if text.startswith("```") and text.endswith("```"):  # one fenced block: a common habit, same content
            text = text.strip("`").removeprefix("json").strip()
        try:
            answer = json.loads(text)
        except json.JSONDecodeError as exc:
            return f"not JSON ({exc.msg} at position {exc.pos})", {}
        if not isinstance(answer, dict):
            return "not a JSON object", {}
        try:
            self.task.output_model.model_validate(answer)
        except ValidationError as exc:
            first = exc.errors()[0]
            return f"{'.'.join(map(str, first['loc'])) or 'answer'}: {first['msg']}", {}
        return None, answer

    def _fail(self, code: str, detail: str) -> NoReturn:
        self.outcome = {"status": "failed", "code": code, "detail": detail}
        raise AgentFailure(code, detail)

    def save(self) -> str:
        """Store the transcript in the memo under its hash; return its reference `agent:<hash>`."""
        transcript = {**self.header, "messages": self.messages, "turns": self.turns, "tokens": self.tokens,
                      "tool_errors": self.tool_errors, "outcome": self.outcome}
        digest = content_hash(transcript)
        self.memo.put(digest, TRANSCRIPT_NAMESPACE, transcript)
        return TRANSCRIPT_PREFIX + digest


def _estimated_usage(body: Mapping[str, Any], reply: ChatReply) -> Usage:
    """Token counts guessed from characters, for a server that reports no `usage`."""
    sent = len(canonical_json(body["messages"]))
    said = len(reply.content or "") + sum(len(c.name) + len(c.arguments) for c in reply.tool_calls)
    prompt, completion = math.ceil(sent / CHARS_PER_TOKEN), math.ceil(said / CHARS_PER_TOKEN)
    return Usage(prompt_tokens=prompt, completion_tokens=completion, total_tokens=prompt + completion)


def load_transcript(memo: Memo, reference: str) -> dict[str, Any]:
    """The agent transcript a locked prediction references (`agent:<hash>`)."""
    if not reference.startswith(TRANSCRIPT_PREFIX):
        raise InputError(f"not an agent transcript reference: {reference!r}", field="transcript")
    found = memo.get(reference.removeprefix(TRANSCRIPT_PREFIX))
    if found is None:
        raise InputError(f"no transcript {reference!r} in this store", field="transcript")
    return found


def agent_from_env(model: str | None = None, environ: Mapping[str, str] | None = None) -> AgentForecaster:
    """The agent configured by the environment; `model` (from `agent:MODEL`) overrides the model name.

    The model is `model`, else `ASOF_AGENT_MODEL`, else `ASOF_LLM_MODEL`. With no `ASOF_LLM_BASE_URL`
    the agent answers from the store's record only (see the module doc); with no model either, there
    is nothing to name the record by, and that is an error.
    """
    env = dict(os.environ if environ is None else environ)
    chosen = (model or env.get(AGENT_MODEL_VAR, "").strip() or env.get(MODEL_VAR, "").strip()) or None
    limits = AgentLimits.from_env(env)
    prompt = get_template(env.get(PROMPT_VAR, "").strip() or DEFAULT_VERSION)
    if not env.get(BASE_URL_VAR, "").strip():
        if chosen is None:
            raise InputError(f"the agent forecaster needs a model: name it (agent:MODEL) or set {AGENT_MODEL_VAR} "
                             f"(or {MODEL_VAR}), and {BASE_URL_VAR} for its endpoint", field=AGENT_MODEL_VAR)
        return AgentForecaster(None, model=chosen, limits=limits, prompt=prompt)
    if chosen is not None:
        env[AGENT_MODEL_VAR] = chosen
    settings = LlmSettings.from_env(env, model_var=AGENT_MODEL_VAR if chosen is not None else MODEL_VAR)
    assert settings is not None  # the base URL is set: a missing model raised, naming the variable
    return AgentForecaster(settings, limits=limits, prompt=prompt)

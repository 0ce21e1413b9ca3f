"""The EPSBench-protocol agent: an LLM with EPSBench's six tools, answering one EPS instance.

Select it with `--forecaster epsbench-agent[:MODEL]` (the endpoint and budgets are the agent's
`ASOF_LLM_*` / `ASOF_AGENT_*` settings). One run is EPSBench's single attempt (B.3): the Appendix J
prompts (`eps_protocol`), the six tools over the store as of t (`eps_tools`, every read audited by
the gateway), no turn limit but the budgets, no repair turn: a final message that is not the
required JSON, or whose EPS is not the calculator's for its drivers, fails the job with the reason.
The locked output is the calculator's EPS, the interval, the drivers and their evidence lines.

As with the generic agent, every reply is kept in the memo under the hash of its request and the
job's repeat index (a replay at the pinned store position calls no endpoint), and the transcript
(prompt version and hash, messages, tool results, outcome) is stored and referenced from the job.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Mapping
from typing import Any, NoReturn

from controllers.forecasters.agent import (
    CHAT_NAMESPACE, CHARS_PER_TOKEN, TRANSCRIPT_NAMESPACE, TRANSCRIPT_PREFIX, AgentFailure, AgentLimits,
)
from controllers.forecasters.agent_tools import PROTOCOL_ERRORS
from controllers.forecasters.eps_protocol import PROMPT_HASH, VERSION, AnswerProblem, final_output, messages
from controllers.forecasters.eps_tools import EpsBenchToolbox
from controllers.forecasters.protocol import Tools
from engine.errors import InputError
from engine.hashing import canonical_json, content_hash
from engine.llm_settings import BASE_URL_VAR, MODEL_VAR, LlmSettings
from engine.timestamps import parse_utc
from leakage_filter.llm_client import ChatClient, ChatError, ChatReply, Deadline, Monotonic, Usage
from pit_store.memo import memo_key

NAME = "epsbench-agent"


class EpsBenchAgent:
    """EPSBench's protocol on an OpenAI-compatible endpoint (see the module doc)."""

    def __init__(
        self,
        settings: LlmSettings,
        *,
        limits: AgentLimits | None = None,
        client_factory: Callable[[LlmSettings], ChatClient] = ChatClient,
        monotonic: Monotonic = time.monotonic,
    ) -> None:
        self.settings = settings
        self.limits = limits or AgentLimits(max_turns=200, max_tokens=5_000_000, wall_s=3600.0, result_chars=16_000)
        self.name = f"{NAME}:{settings.model}"
        self._client_factory = client_factory
        self._monotonic = monotonic

    def pins(self) -> dict[str, str]:
        """The model, the protocol's prompt version and hash, and the limits."""
        return {"model": self.settings.model, "prompt_version": VERSION, "prompt_hash": PROMPT_HASH,
                **{key: str(value) for key, value in self.limits.model_dump().items()}}

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """One single-attempt run; the locked output, or `AgentFailure` with the reason."""
        if str(instance_input.get("task", "")).upper() != "EPS":
            raise InputError("the EPSBench protocol answers EPS instances only", field="task")
        if tools.memo is None:
            raise InputError("the EPSBench agent needs the store's memo (the runner provides it)", field="tools")
        run = _Run(self, instance_input, tools)
        client = self._client_factory(self.settings)
        try:
            return run.run(client)
        finally:
            client.close()
            tools.transcript.append(run.save())


class _Run:
    def __init__(self, agent: EpsBenchAgent, instance_input: Mapping[str, Any], tools: Tools) -> None:
        self.agent, self.limits, self.memo, self.repeat = agent, agent.limits, tools.memo, tools.repeat
        self.toolbox = EpsBenchToolbox.for_instance(tools, instance_input)
        cutoff = parse_utc(instance_input["forecast_time"], field="forecast_time")
        self.messages: list[dict[str, Any]] = messages(self.toolbox.data, cutoff.date().isoformat())
        self.turns: list[dict[str, Any]] = []
        self.said: list[str] = []
        self.tokens = self.tool_errors = 0
        self.outcome: dict[str, Any] = {"status": "running"}
        self.header = {"instance_id": instance_input.get("instance_id"), "task": "EPS", "model": agent.settings.model,
                       "protocol": NAME, "prompt": {"version": VERSION, "hash": PROMPT_HASH},
                       "limits": self.limits.model_dump(), "tools": self.toolbox.names}

    def run(self, client: ChatClient) -> dict[str, Any]:
        deadline = Deadline(self.limits.wall_s, self.agent._monotonic)
        while len(self.turns) < self.limits.max_turns:
            if deadline.remaining() <= 0:
                self._fail("wall_time", f"{self.limits.wall_s:g}s spent after {len(self.turns)} turns")
            body = {"model": self.agent.settings.model, "messages": self.messages, "tools": self.toolbox.schemas(),
                    "tool_choice": "auto", "temperature": 0}
            reply = self._ask(client, body, deadline)
            if self.tokens > self.limits.max_tokens:
                self._fail("token_budget", f"{self.tokens} tokens used, budget {self.limits.max_tokens}")
            if reply.content:
                self.said.append(reply.content)
            if reply.tool_calls:
                self._run_tools(reply)
                continue
            try:
                output = final_output(reply.content or "", self.toolbox, self.said)
            except AnswerProblem as exc:
                self._fail("invalid_answer", exc.message)
            self.outcome = {"status": "answered", "output": output, "reads": self.toolbox.reads}
            return output
        self._fail("turn_limit", f"no final answer in {self.limits.max_turns} turns")

    def _ask(self, client: ChatClient, body: dict[str, Any], deadline: Deadline) -> ChatReply:
        key = memo_key(CHAT_NAMESPACE, {"body": body, "repeat": self.repeat})
        assert self.memo is not None
        kept = self.memo.get(key)
        if kept is not None:
            reply = ChatReply.model_validate({**kept, "attempts": 0})
        else:
            try:
                reply = client.send(body, deadline_s=deadline.remaining())
            except ChatError as exc:
                self.turns.append({"request": key, "error": {"code": exc.code, "detail": exc.detail}})
                self._fail(f"llm_{exc.code}", exc.detail)
            self.memo.put(key, CHAT_NAMESPACE, reply.model_dump(mode="json", exclude={"attempts"}))
        usage = reply.usage or _estimated(body, reply)
        self.tokens += usage.total_tokens or usage.prompt_tokens + usage.completion_tokens
        self.turns.append({"request": key, "cached": kept is not None, "content": reply.content,
                           "tool_calls": [c.model_dump() for c in reply.tool_calls], "tokens_so_far": self.tokens})
        return reply

    def _run_tools(self, reply: ChatReply) -> None:
        self.messages.append({"role": "assistant", "content": reply.content, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls]})
        results = []
        for call in reply.tool_calls:
            outcome = self.toolbox.call(call)
            self.messages.append({"role": "tool", "tool_call_id": call.id, "content": outcome.content})
            results.append({"name": call.name, "status": outcome.status, "audit_request": outcome.audit_request_id})
            self.tool_errors += outcome.status in PROTOCOL_ERRORS
        self.turns[-1]["tool_results"] = results
        if self.tool_errors > self.limits.max_tool_errors:
            self._fail("tool_errors", f"{self.tool_errors} misused tool calls (limit {self.limits.max_tool_errors})")

    def _fail(self, code: str, detail: str) -> NoReturn:
        self.outcome = {"status": "failed", "code": code, "detail": detail}
        raise AgentFailure(code, detail)

    def save(self) -> str:
        """Store the transcript in the memo under its hash; return its reference `agent:<hash>`."""
        assert self.memo is not None
        transcript = {**self.header, "messages": self.messages, "turns": self.turns, "tokens": self.tokens,
                      "tool_errors": self.tool_errors, "calculator_calls": [c.__dict__ for c in self.toolbox.calls],
                      "outcome": self.outcome}
        digest = content_hash(transcript)
        self.memo.put(digest, TRANSCRIPT_NAMESPACE, transcript)
        return TRANSCRIPT_PREFIX + digest


def _estimated(body: Mapping[str, Any], reply: ChatReply) -> Usage:
    """Token counts guessed from characters, for a server that reports no `usage`."""
    sent = math.ceil(len(canonical_json(body["messages"])) / CHARS_PER_TOKEN)
    said = math.ceil((len(reply.content or "") + sum(len(c.arguments) for c in reply.tool_calls)) / CHARS_PER_TOKEN)
    return Usage(prompt_tokens=sent, completion_tokens=said, total_tokens=sent + said)


def epsbench_agent_from_env(model: str | None = None, environ: Mapping[str, str] | None = None) -> EpsBenchAgent:
    """The EPSBench agent on the configured endpoint; `model` (from `epsbench-agent:MODEL`) names the model."""
    env = dict(os.environ if environ is None else environ)
    if model:
        env["ASOF_AGENT_MODEL"] = model
    model_var = "ASOF_AGENT_MODEL" if env.get("ASOF_AGENT_MODEL", "").strip() else MODEL_VAR
    settings = LlmSettings.from_env(env, model_var=model_var)
    if settings is None:
        raise InputError(f"the EPSBench agent needs an endpoint: set {BASE_URL_VAR} and ASOF_AGENT_MODEL", field=BASE_URL_VAR)
    return EpsBenchAgent(settings)

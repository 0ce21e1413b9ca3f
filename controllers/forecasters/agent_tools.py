"""The agent forecaster's tools: OpenAI function schemas, and their dispatch to the gateway `Tools`.

Offered to the model: `search`, `fetch`, `prices`, `filings`, `macro`, `events` (each goes through
the gateway bound to the instance's forecast time and policy, so every call is audited and nothing
after t comes back: a `prices` window ending after t is clamped to t, and the audit row says so),
plus `eps_calculator` on EPS instances (the instance's public accounting schema evaluated with the
model's drivers). Arguments are validated against the same pydantic models the schemas are made
from. A call of a tool that does not exist, or with arguments that do not fit, gets an error result
the model can read, and is recorded as such.

Results are serialised as compact canonical JSON without the gateway's random request ids, so the
same call at the same pinned store position gives the same text (what lets `asof replay` hit the
response cache), and cut to a character budget: the latest bars, the first records or the first
characters of a page are kept, and the result says how much was left out.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, WithJsonSchema

from controllers.forecasters.protocol import Tools
from engine.errors import AsofError
from engine.hashing import canonical_json
from engine.timestamps import parse_utc
from leakage_filter.llm_client import ToolCall
from tasks.eps_calculator import CompiledSchema, EpsSchema, calculate, compile_schema

Status = Literal["ok", "unknown_tool", "invalid_arguments", "tool_error"]
PROTOCOL_ERRORS: frozenset[Status] = frozenset({"unknown_tool", "invalid_arguments"})
"""Statuses that mean the model misused the tool interface (bounded by the agent's limits)."""


def _instant(value: Any) -> Any:
    """A bare date means 00:00 UTC of that day; anything else must be an aware ISO-8601 instant."""
    if isinstance(value, str) and len(value.strip()) == 10:
        return datetime.combine(date.fromisoformat(value.strip()), datetime.min.time(), UTC)
    return parse_utc(value)


Instant = Annotated[datetime, BeforeValidator(_instant), WithJsonSchema({"type": "string"})]
Name = Annotated[str, Field(min_length=1, max_length=200)]


class _Args(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SearchArgs(_Args):
    """Full-text search over the documents public at t."""

    query: str = Field(min_length=1, max_length=1000, description="Words to search for.")
    k: int = Field(default=8, ge=1, le=20, description="How many results.")


class FetchArgs(_Args):
    """The full text of one document found by `search`."""

    doc_id: Name = Field(description="A doc_id from a search result.")


class PricesArgs(_Args):
    """Price bars closing in [start, end), as known at t (an end after t is cut back to t)."""

    symbols: list[Name] = Field(min_length=1, max_length=10)
    start: Instant = Field(description="YYYY-MM-DD (00:00 UTC) or an ISO-8601 instant with offset.")
    end: Instant = Field(description="YYYY-MM-DD (00:00 UTC) or an ISO-8601 instant with offset; exclusive.")
    interval: Name = "1d"


class FilingsArgs(_Args):
    """A company's filed line items (XBRL-style) known at t."""

    company: Name = Field(description="Ticker.")
    item: Name | None = Field(default=None, description="One line item, e.g. Revenues; all when omitted.")


class MacroArgs(_Args):
    """A macro series' prints known at t (the vintage current at t)."""

    series: Name
    period: date | None = Field(default=None, description="One reference period (YYYY-MM-DD); all when omitted.")


class EventsArgs(_Args):
    """A company's corporate events (earnings dates, schedules) known at t."""

    company: Name = Field(description="Ticker.")


class EpsCalculatorArgs(_Args):
    """Evaluate this instance's accounting schema with your drivers; returns EPS and every line."""

    drivers: dict[Name, float | str] = Field(
        description="Driver name -> number (or a reference name) from the input's prediction_schema; "
        "drivers left out take their default.")


@dataclass(frozen=True)
class ToolOutcome:
    """What one call produced: the text the model reads, and what the transcript keeps about it."""

    status: Status
    content: str
    audit_request_id: str | None = None
    clamped: bool | None = None


_Result = tuple[str, str | None, bool | None]
"""A tool's text for the model, the gateway's audit request id, and whether a date range was clamped to t."""


@dataclass(frozen=True)
class _Tool:
    name: str
    args: type[_Args]
    run: Callable[[Tools, Any, CompiledSchema | None, int], _Result]
    """(tools, validated arguments, the instance's EPS schema, character budget) -> result."""


def _fit(build: Callable[[int], Any], total: int, budget: int) -> str:
    """The rendering of `build(n)` for the largest n <= total that fits in `budget` characters."""
    low, high = 0, total
    while low < high:
        middle = (low + high + 1) // 2
        if len(canonical_json(build(middle))) <= budget:
            low = middle
        else:
            high = middle - 1
    text = canonical_json(build(low))
    return text if len(text) <= budget else text[:budget] + "…[truncated]"


def _omitted(payload: dict[str, Any], left_out: int) -> dict[str, Any]:
    return {**payload, "omitted": left_out} if left_out else payload


def _search(tools: Tools, args: SearchArgs, _: CompiledSchema | None, budget: int) -> _Result:
    response = tools.search(args.query, args.k)
    hits = [{"doc_id": h.doc_id, "title": h.title, "url": h.url, "known_at": h.known_at, "snippet": h.snippet}
            for h in response.hits]
    head = {"query": response.query, "matched": response.matched}
    text = _fit(lambda n: _omitted({**head, "hits": hits[:n]}, len(hits) - n), len(hits), budget)
    return text, response.request_id, None


def _fetch(tools: Tools, args: FetchArgs, _: CompiledSchema | None, budget: int) -> _Result:
    document = tools.fetch(args.doc_id)
    head = {"doc_id": document.doc_id, "version": document.version, "title": document.title, "url": document.url,
            "known_at": document.known_at}
    body = document.text

    def build(n: int) -> dict[str, Any]:
        cut = {"truncated_chars": len(body) - n} if n < len(body) else {}
        return {**head, "text": body[:n], **cut}

    return _fit(build, len(body), budget), document.request_id, None


def _prices(tools: Tools, args: PricesArgs, _: CompiledSchema | None, budget: int) -> _Result:
    window = tools.prices(args.symbols, args.start, args.end, args.interval)
    rows = {symbol: [[b.session, b.open, b.high, b.low, b.close, b.volume] for b in bars]
            for symbol, bars in window.bars.items()}
    head = {"start": window.start, "end": window.end, "clamped_to_t": window.clamped, "interval": args.interval,
            "columns": ["session", "open", "high", "low", "close", "volume"]}
    longest = max((len(r) for r in rows.values()), default=0)

    def build(n: int) -> dict[str, Any]:  # the latest n bars of each symbol: the ones nearest t
        left_out = sum(max(0, len(r) - n) for r in rows.values())
        return _omitted({**head, "bars": {s: r[len(r) - min(n, len(r)):] for s, r in rows.items()}}, left_out)

    return _fit(build, longest, budget), window.request_id, window.clamped


def _records(read: Callable[[Tools, Any], Any]) -> Callable[[Tools, Any, CompiledSchema | None, int], _Result]:
    def run(tools: Tools, args: Any, _: CompiledSchema | None, budget: int) -> _Result:
        found = read(tools, args)
        records = [{k: v for k, v in r.items() if v is not None} for r in found.records]
        text = _fit(lambda n: _omitted({"records": records[:n]}, len(records) - n), len(records), budget)
        return text, found.request_id, None

    return run


def _eps(_: Tools, args: EpsCalculatorArgs, schema: CompiledSchema | None, budget: int) -> _Result:
    assert schema is not None  # offered only when the instance has one
    result = calculate(schema, args.drivers)
    return _fit(lambda n: {"eps": result.eps, "lines": dict(list(result.lines.items())[:n])}, len(result.lines), budget), None, None


GATEWAY_TOOLS: tuple[_Tool, ...] = (
    _Tool("search", SearchArgs, _search),
    _Tool("fetch", FetchArgs, _fetch),
    _Tool("prices", PricesArgs, _prices),
    _Tool("filings", FilingsArgs, _records(lambda tools, a: tools.filings(a.company, a.item))),
    _Tool("macro", MacroArgs, _records(lambda tools, a: tools.macro(a.series, a.period))),
    _Tool("events", EventsArgs, _records(lambda tools, a: tools.events(a.company))),
)
EPS_CALCULATOR = _Tool("eps_calculator", EpsCalculatorArgs, _eps)


class Toolbox:
    """The tools one instance offers, their schemas, and the dispatch of the model's calls."""

    def __init__(self, tools: Tools, instance_input: Mapping[str, Any], *, result_chars: int) -> None:
        self.tools = tools
        self.result_chars = result_chars
        raw = instance_input.get("input") or {}
        self.schema = (compile_schema(EpsSchema.model_validate(raw["accounting_schema"]))
                       if isinstance(raw, Mapping) and "accounting_schema" in raw else None)
        offered = (*GATEWAY_TOOLS, EPS_CALCULATOR) if self.schema is not None else GATEWAY_TOOLS
        self._by_name = {tool.name: tool for tool in offered}

    @property
    def names(self) -> list[str]:
        """The offered tools' names."""
        return list(self._by_name)

    def schemas(self) -> list[dict[str, Any]]:
        """The `tools` field of a chat-completions request."""
        return [
            {"type": "function", "function": {
                "name": tool.name, "description": (tool.args.__doc__ or "").strip(),
                "parameters": tool.args.model_json_schema()}}
            for tool in self._by_name.values()
        ]

    def call(self, call: ToolCall) -> ToolOutcome:
        """Run one tool call; misuse and tool errors become error results, never exceptions."""
        tool = self._by_name.get(call.name)
        if tool is None:
            return ToolOutcome("unknown_tool", _error(f"unknown tool {call.name!r}; available: {', '.join(self.names)}"))
        try:
            raw = json.loads(call.arguments or "{}")
        except json.JSONDecodeError as exc:
            return ToolOutcome("invalid_arguments", _error(f"arguments are not JSON: {exc.msg}"))
        if not isinstance(raw, dict):
            return ToolOutcome("invalid_arguments", _error("arguments must be a JSON object"))
        try:
            args = tool.args.model_validate(raw)
        except (ValidationError, AsofError) as exc:
            return ToolOutcome("invalid_arguments", _error(f"invalid arguments: {_first_problem(exc)}"))
        try:
            content, request_id, clamped = tool.run(self.tools, args, self.schema, self.result_chars)
        except AsofError as exc:  # a refused request (unknown or withheld document, bad query, bad driver)
            return ToolOutcome("tool_error", _error(str(exc)))
        return ToolOutcome("ok", content, request_id, clamped)


def _first_problem(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(map(str, first['loc'])) or 'arguments'}: {first['msg']}"
    return str(exc)


def _error(message: str) -> str:
    return canonical_json({"error": message})

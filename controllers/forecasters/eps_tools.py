"""EPSBench's six tools (B.3) over the PIT store, bound to one EPS instance and its forecast time.

- `list_financial_report_sections(quarter)` / `read_financial_report_section(quarter, section_name,
  offset)`: a historical filing's sections (`tasks.eps_corpus` addresses), read in 15,000-character
  chunks (`has_more`, `next_offset`);
- `read_earnings_call_transcript(quarter, offset)`: a past call's transcript, chunked the same way;
- `financial_search(query, top_k)`: full-text search over the news visible at t (corpus filings and
  transcripts left out), within the instance's news window when it has one;
- `read_news_article(article_id, max_chars)`: one article's text;
- `financial_calculate(<one argument per driver>)`: the instance's schema evaluated by the shared
  calculator; the income statement comes back as EPSBench's `key_metrics` (eps, total_revenue,
  pretax income) and `detail`, rounded to 4 decimals as the release's server does.

Every document read goes through the gateway `Tools`, so the cutoff is the store's visibility rule
as of t, enforced server-side and audited: a filing or call published after t, or one that does not
exist, is an error result the model reads, and the run continues (B.3). The last successful
calculator call (drivers and EPS) is kept: the protocol checks the final answer against it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from controllers.forecasters.agent_tools import ToolOutcome
from controllers.forecasters.protocol import Tools
from engine.errors import AsofError
from engine.hashing import canonical_json
from leakage_filter.llm_client import ToolCall
from tasks.eps import EpsInput
from tasks.eps_calculator import CompiledSchema, calculate, compile_schema
from tasks.eps_corpus import doc_id, is_corpus, report_url, transcript_url

CHUNK = 15_000
TOOL_NAMES = ("read_earnings_call_transcript", "list_financial_report_sections", "read_financial_report_section",
              "financial_search", "read_news_article", "financial_calculate")


class _Args(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TranscriptArgs(_Args):
    """Read the earnings call transcript for the given quarter (e.g. 'Q2_2025'), in chunks of ~15000 chars;
    while "has_more" is true, call again with offset=<next_offset>."""

    quarter: str = Field(min_length=1, max_length=40)
    offset: int = Field(default=0, ge=0)


class SectionsArgs(_Args):
    """List the financial report sections available for the given quarter."""

    quarter: str = Field(min_length=1, max_length=40)


class SectionArgs(_Args):
    """Read one financial report section (from list_financial_report_sections) in chunks of ~15000 chars;
    while "has_more" is true, call again with offset=<next_offset>."""

    quarter: str = Field(min_length=1, max_length=40)
    section_name: str = Field(min_length=1, max_length=300)
    offset: int = Field(default=0, ge=0)


class SearchArgs(_Args):
    """Search recent news. Results are restricted server-side to this run's information window."""

    query: str = Field(min_length=1, max_length=1000)
    top_k: int = Field(default=10, ge=1, le=50)


class ArticleArgs(_Args):
    """Read the full text of a news article returned by financial_search (by article_id)."""

    article_id: str = Field(min_length=1, max_length=200)
    max_chars: int = Field(default=12_000, ge=1_000, le=50_000)


@dataclass
class Calculated:
    """A successful `financial_calculate` call."""

    drivers: dict[str, Any]
    eps: float


@dataclass
class EpsBenchToolbox:
    """The six tools of one EPS instance: schemas, dispatch, and the calculator calls made."""

    tools: Tools
    data: EpsInput
    news_from: datetime | None = None
    calls: list[Calculated] = field(default_factory=list)
    reads: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.schema: CompiledSchema = compile_schema(self.data.accounting_schema)

    @classmethod
    def for_instance(cls, tools: Tools, instance_input: Mapping[str, Any]) -> "EpsBenchToolbox":
        """The toolbox of a public EPS instance (`input` holds its `EpsInput`)."""
        data = EpsInput.model_validate(instance_input.get("input") or {})
        return cls(tools, data, data.news_window_start)

    @property
    def names(self) -> list[str]:
        """The offered tools' names, in EPSBench's order."""
        return list(TOOL_NAMES)

    def schemas(self) -> list[dict[str, Any]]:
        """The `tools` field of a chat-completions request."""
        models: dict[str, type[_Args]] = {"read_earnings_call_transcript": TranscriptArgs,
                                          "list_financial_report_sections": SectionsArgs,
                                          "read_financial_report_section": SectionArgs,
                                          "financial_search": SearchArgs, "read_news_article": ArticleArgs}
        found = [{"type": "function", "function": {"name": name, "description": (model.__doc__ or "").strip(),
                                                    "parameters": model.model_json_schema()}}
                 for name, model in models.items()]
        return found + [{"type": "function", "function": {"name": "financial_calculate",
                                                           "description": self._calculator_doc(),
                                                           "parameters": self._calculator_parameters()}}]

    def _calculator_doc(self) -> str:
        lines = [f"{name}: {spec.description or ''}" for name, spec in self.data.accounting_schema.prediction_schema.items()]
        return ("Submit predicted driver values for EVERY field below and get back the fully computed income "
                "statement. This is the ONLY way to obtain eps / total_revenue.\n" + "\n".join(lines))

    def _calculator_parameters(self) -> dict[str, Any]:
        drivers = self.data.accounting_schema.prediction_schema
        return {"type": "object", "additionalProperties": False,
                "properties": {name: {"type": "number", "description": spec.type} for name, spec in drivers.items()}}

    def call(self, call: ToolCall) -> ToolOutcome:
        """Run one call; misuse and refusals become error results the model reads, never exceptions."""
        if call.name not in TOOL_NAMES:
            return ToolOutcome("unknown_tool", _error(f"unknown tool {call.name!r}; available: {', '.join(TOOL_NAMES)}"))
        try:
            raw = json.loads(call.arguments or "{}")
        except json.JSONDecodeError as exc:
            return ToolOutcome("invalid_arguments", _error(f"arguments are not JSON: {exc.msg}"))
        if not isinstance(raw, dict):
            return ToolOutcome("invalid_arguments", _error("arguments must be a JSON object"))
        try:
            content, request_id = getattr(self, call.name)(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            return ToolOutcome("invalid_arguments", _error(f"{'.'.join(map(str, first['loc']))}: {first['msg']}"))
        except AsofError as exc:  # withheld or missing document, bad driver: the run continues
            return ToolOutcome("tool_error", _error(str(exc)))
        return ToolOutcome("ok", canonical_json(content), request_id)

    def _fetch(self, url: str) -> Any:
        document = self.tools.fetch(doc_id(url))
        self.reads.append(document.doc_id)
        return document

    def read_earnings_call_transcript(self, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
        args = TranscriptArgs.model_validate(raw)
        document = self._fetch(transcript_url(self.data.ticker, args.quarter))
        return {"quarter": args.quarter, **_chunk(document.text, args.offset)}, document.request_id

    def list_financial_report_sections(self, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
        args = SectionsArgs.model_validate(raw)
        document = self._fetch(report_url(self.data.ticker, args.quarter))
        sections = [line for line in document.text.splitlines() if line.strip()]
        return {"quarter": args.quarter, "count": len(sections), "sections": sections}, document.request_id

    def read_financial_report_section(self, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
        args = SectionArgs.model_validate(raw)
        document = self._fetch(report_url(self.data.ticker, args.quarter, args.section_name))
        return {"quarter": args.quarter, "section": args.section_name, **_chunk(document.text, args.offset)}, document.request_id

    def financial_search(self, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
        args = SearchArgs.model_validate(raw)
        response = self.tools.search(args.query, min(3 * args.top_k, 50))
        news = [h for h in response.hits if not is_corpus(h.url)
                and (self.news_from is None or (h.known_at is not None and h.known_at >= self.news_from))]
        results = [{"rank": i + 1, "title": h.title, "summary": h.snippet, "article_id": h.doc_id, "url": h.url,
                    "date": h.known_at.isoformat() if h.known_at else None}
                   for i, h in enumerate(news[: args.top_k])]
        return {"query": args.query, "returned": len(results), "results": results}, response.request_id

    def read_news_article(self, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
        args = ArticleArgs.model_validate(raw)
        document = self.tools.fetch(args.article_id)
        self.reads.append(document.doc_id)
        text = document.text
        return {"article_id": document.doc_id, "title": document.title, "url": document.url,
                "date": document.known_at.isoformat() if document.known_at else None,
                "content": text[: args.max_chars], "truncated": len(text) > args.max_chars}, document.request_id

    def financial_calculate(self, raw: dict[str, Any]) -> tuple[dict[str, Any], None]:
        result = calculate(self.schema, raw)
        self.calls.append(Calculated(dict(raw), result.eps))
        schema = self.data.accounting_schema
        full = {line: round(value, 4) for line, value in result.lines.items()}
        revenue = schema.revenue_field or "total_revenue"
        pretax = next((k for k in schema.formulas if k.startswith("pretax") or "before_tax" in k or "before_income_tax" in k), None)
        key = {"eps": full["eps"], **({"total_revenue": full[revenue]} if revenue in full else {}),
               **({pretax: full[pretax]} if pretax else {})}
        detail = {k: v for k, v in full.items() if k not in key}
        return {"status": "ok", "income_statement": {"key_metrics": key, "detail": detail}}, None


def _chunk(text: str, offset: int) -> dict[str, Any]:
    """One 15,000-character piece of `text` from `offset`, and where the next one starts."""
    body = text.strip()
    piece = body[offset: offset + CHUNK]
    following = offset + len(piece)
    more = following < len(body)
    return {"content": piece, "offset": offset, "total_length": len(body), "has_more": more,
            "next_offset": following if more else None}


def _error(message: str) -> str:
    return canonical_json({"error": message})

"""EPSBench's protocol over MCP: the six tools and an EPSBench submission, for any harness.

`EpsBenchMcpJob` serves one EPS job like `mcp_server.McpJob` (context bound from the plan, every
call audited, one submission locked once) but offers EPSBench's interface instead of asof's generic
one: `instance`, `read_earnings_call_transcript`, `list_financial_report_sections`,
`read_financial_report_section`, `financial_search`, `read_news_article`, `financial_calculate` and
`submit`. The tools are `eps_tools.EpsBenchToolbox` (documents through the gateway as of t). The
submission is EPSBench's final JSON (`fundamental_predictions`, `calculated_results_summary`,
`eps_interval`) plus `evidence`, the evidence block (one `<field>: <evidence> -> <value>` line per
driver); it is accepted only by the rules of `eps_protocol.final_output`, so what is locked is the
calculator's EPS from the drivers with their evidence, and an EPS unlike the calculator's is refused.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from controllers.forecasters.eps_protocol import AnswerProblem, final_output, messages
from controllers.forecasters.eps_tools import TOOL_NAMES, EpsBenchToolbox
from controllers.forecasters.mcp_server import Accept, McpJob
from controllers.forecasters.protocol import Tools
from engine.errors import AsofError
from engine.timestamps import to_iso
from leakage_filter.llm_client import ToolCall
from retrieval.gateway import GatewayError

Quarter = Annotated[str, Field(description="A past quarter, e.g. 'Q2_2025'.")]


class EpsBenchMcpJob(McpJob):
    """One EPS job served with EPSBench's tools and submission rules."""

    def __init__(self, instance: dict[str, Any], tools: Tools, accept: Accept) -> None:
        super().__init__("EPS", instance, tools, accept)
        self.toolbox = EpsBenchToolbox.for_instance(tools, instance)

    def _tool(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        outcome = self.toolbox.call(ToolCall(id=name, name=name, arguments=json.dumps(arguments)))
        answer = json.loads(outcome.content)
        if outcome.status != "ok":
            raise ToolError(answer.get("error", outcome.status))
        if outcome.audit_request_id is not None:
            self.tools.transcript.append(outcome.audit_request_id)
        return answer

    def describe_epsbench(self) -> dict[str, Any]:
        """The task: EPSBench's system and user prompts for this instance, and how to submit."""
        context = self.tools.gateway.context
        system, user = messages(self.toolbox.data, context.forecast_time.date().isoformat())
        return self._own("instance", {}, lambda: ({
            "instance_id": self.instance_id, "forecast_time": to_iso(context.forecast_time),
            "system_prompt": system["content"], "user_prompt": user["content"],
            "how_to_answer": "call submit(instance_id, output) once: the final JSON, plus `evidence` (the evidence block)",
        }, 1))

    def read_earnings_call_transcript(self, quarter: Quarter, offset: int = 0) -> dict[str, Any]:
        """Read the earnings call transcript for the given quarter, in chunks of ~15000 chars (see has_more)."""
        return self._tool("read_earnings_call_transcript", {"quarter": quarter, "offset": offset})

    def list_financial_report_sections(self, quarter: Quarter) -> dict[str, Any]:
        """List the financial report sections of the given quarter's filing."""
        return self._tool("list_financial_report_sections", {"quarter": quarter})

    def read_financial_report_section(self, quarter: Quarter, section_name: str, offset: int = 0) -> dict[str, Any]:
        """Read one financial report section, in chunks of ~15000 chars (see has_more)."""
        return self._tool("read_financial_report_section", {"quarter": quarter, "section_name": section_name, "offset": offset})

    def financial_search(self, query: str, top_k: int = 10) -> dict[str, Any]:
        """Search recent news; restricted server-side to this run's information window."""
        return self._tool("financial_search", {"query": query, "top_k": top_k})

    def read_news_article(self, article_id: str, max_chars: int = 12_000) -> dict[str, Any]:
        """Read the full text of a news article returned by financial_search."""
        return self._tool("read_news_article", {"article_id": article_id, "max_chars": max_chars})

    def financial_calculate(self, drivers: Annotated[dict[str, float], Field(
            description="A value for EVERY driver of the instance's prediction fields.")]) -> dict[str, Any]:
        """Submit driver values and get back the computed income statement (the only way to obtain EPS)."""
        try:
            return self._own("financial_calculate", {"drivers": drivers},
                             lambda: (self.toolbox.financial_calculate(dict(drivers))[0], 1))
        except AsofError as exc:  # a refused driver set: audited, and an error the client reads
            raise ToolError(str(exc)) from None

    def _validated(self, output: dict[str, Any] | str) -> dict[str, Any]:
        """EPSBench's final JSON checked by the protocol; the locked output is the calculator's EPS."""
        if isinstance(output, str):
            text = output
            evidence: Any = ""
        else:
            evidence = output.get("evidence", "")
            text = json.dumps({k: v for k, v in output.items() if k != "evidence"})
        said = ["\n".join(f"{k}: {v}" for k, v in evidence.items())] if isinstance(evidence, dict) else [str(evidence)]
        try:
            return final_output(text, self.toolbox, said)
        except AnswerProblem as exc:
            raise GatewayError(f"invalid output: {exc.message}") from None


EPSBENCH_TOOLS = ("instance", *TOOL_NAMES, "submit")


def build_epsbench_server(job: EpsBenchMcpJob) -> MCPServer:
    """The MCP server exposing `job` with EPSBench's tools."""
    context = job.tools.gateway.context
    server = MCPServer("asof-epsbench", log_level="WARNING", instructions=(
        f"EPSBench forecast job: instance {job.instance_id} as of {to_iso(context.forecast_time)}. Call `instance` for "
        "the prompts; every tool answers as of that time and is audited; `submit` the final JSON once."))
    server.add_tool(job.describe_epsbench, name="instance")
    for name in EPSBENCH_TOOLS[1:]:
        server.add_tool(getattr(job, name), name=name)
    return server

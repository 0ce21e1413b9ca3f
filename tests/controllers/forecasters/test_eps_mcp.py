"""EPSBench's protocol over MCP: a real HTTP session on loopback with one planned EPS job.

No model runs: the test is the client. The store, gateway, audit, run log and verification are real.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from controllers.forecasters.eps_mcp import EPSBENCH_TOOLS
from controllers.forecasters.mcp_server import serving_http
from controllers.runs.mcp_jobs import job_server
from controllers.runs.models import add_model
from controllers.runs.runner import RunRequest, locked, plan_run
from controllers.runs.verify import verify_run
from engine.errors import InputError
from pit_store.store import PitStore
from retrieval.audit import request_rows
from tasks.builders.request import GenerationRequest
from tasks.eps import EpsInput, EpsOutput
from tasks.eps_calculator import calculate, compile_schema
from tasks.eps_corpus import read_corpus
from tasks.generate import generate
from tests.controllers.run_data import val_instances
from tests.tasks.store_data import at, build_store

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "tasks"
DRIVERS = {"product_revenue_yoy": 0.05, "service_and_other_revenue_yoy": 0.1, "cogs_margin_delta_bps": -20, "rd_yoy": 0.1,
           "sales_and_marketing_yoy": 0.0, "general_and_administrative_yoy": 0.05, "other_expense_net_abs": 0.0,
           "income_taxes_abs": 5000.0, "shares_abs": 7450.0}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PitStore]:
    opened = build_store(f"sqlite:///{tmp_path / 'asof.db'}", tmp_path / "data")
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("\n".join(json.dumps(r) for r in [
        {"ticker": "AAA", "kind": "report_section", "quarter": "Q4_2023", "section": "MD&A", "published": "2024-02-01",
         "text": "Cloud revenue grew 20%."},
        {"ticker": "AAA", "kind": "transcript", "quarter": "Q4_2023", "published": "2024-02-01", "text": "Guidance: +10%."},
        {"ticker": "AAA", "kind": "transcript", "quarter": "Q1_2024", "published": "2024-04-30", "text": "EPS was 1.50."},
    ]))
    opened.append(read_corpus(corpus), source=str(corpus))
    yield opened
    opened.close()


def plan_eps(store: PitStore, tmp_path: Path) -> tuple[str, dict[str, Any]]:
    doc = json.loads((EXAMPLES / "MSFT_2026Q3.json").read_text())
    doc.update(ticker="AAA", target_fq="2024Q1", baseline_fq="2023Q1")
    schema = tmp_path / "AAA_2024Q1.json"
    schema.write_text(json.dumps(doc))
    instances = tuple(g.instance for g in generate(store, GenerationRequest(
        task="EPS", schemas=(schema,), start=at("2024-04-01"), end=at("2024-05-31"))))
    add_model(store, "early", vendor_cutoff=datetime(2023, 1, 1, tzinfo=UTC))
    request = RunRequest(task="EPS", model="early", forecasters=("year_ago_eps",), policies=("pit",),
                         instances=instances, regimes=("T2",), run_date=at("2024-12-31", 23), run_id="eps-mcp")
    run_id, _ = plan_run(store, request, "rev")
    return run_id, instances[0].model_dump(mode="json")


async def call(session: ClientSession, tool: str, arguments: dict[str, Any] | None = None) -> tuple[bool, Any]:
    result = await session.call_tool(tool, arguments or {})
    if result.is_error:
        return True, " ".join(getattr(block, "text", "") for block in result.content)
    return False, result.structured_content


async def session(url: str, instance_id: str, expected_eps: float) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    async with streamable_http_client(url) as (read, write), ClientSession(read, write) as client:
        await client.initialize()
        seen["tools"] = sorted(tool.name for tool in (await client.list_tools()).tools)
        seen["instance"] = await call(client, "instance")
        seen["sections"] = await call(client, "list_financial_report_sections", {"quarter": "Q4_2023"})
        seen["late"] = await call(client, "read_earnings_call_transcript", {"quarter": "Q1_2024"})
        seen["calculate"] = await call(client, "financial_calculate", {"drivers": DRIVERS})
        final = {"fundamental_predictions": DRIVERS, "eps_interval": {"p10": expected_eps - 0.3, "p90": expected_eps + 0.3},
                 "evidence": "product_revenue_yoy: Q4_2023 MD&A, cloud +20% -> 0.05"}
        wrong = {**final, "calculated_results_summary": {"key_metrics": {"eps": expected_eps + 1.0}}}
        seen["wrong"] = await call(client, "submit", {"instance_id": instance_id, "output": wrong})
        right = {**final, "calculated_results_summary": {"key_metrics": {"eps": round(expected_eps, 4)}}}
        seen["submit"] = await call(client, "submit", {"instance_id": instance_id, "output": right})
    return seen


def test_an_epsbench_run_over_mcp_locks_drivers_evidence_and_the_calculators_eps(store: PitStore, tmp_path: Path) -> None:
    run_id, instance = plan_eps(store, tmp_path)
    expected = calculate(compile_schema(EpsInput.model_validate(instance["input"]).accounting_schema), DRIVERS).eps
    with serving_http(job_server(store, run_id, instance["instance_id"], protocol="epsbench")) as url:
        seen = anyio.run(session, url, instance["instance_id"], expected)
    assert seen["tools"] == sorted(EPSBENCH_TOOLS)
    error, about = seen["instance"]
    assert not error and about["system_prompt"].startswith("# Financial Forecaster") and "quarter=Q4_2023" in about["user_prompt"]
    assert seen["sections"] == (False, {"quarter": "Q4_2023", "count": 1, "sections": ["MD&A"]})
    assert seen["late"][0]  # published after t: refused server-side
    assert not seen["calculate"][0] and seen["calculate"][1]["income_statement"]["key_metrics"]["eps"] == round(expected, 4)
    assert seen["wrong"][0] and "not the calculator's" in seen["wrong"][1]
    assert not seen["submit"][0] and seen["submit"][1]["accepted"]
    (prediction,) = locked(store, run_id).values()
    output = EpsOutput.model_validate_json(prediction.output_json or "")
    assert output.eps == pytest.approx(expected, rel=1e-15) and output.drivers == DRIVERS
    assert output.evidence == {"product_revenue_yoy": "Q4_2023 MD&A, cloud +20% -> 0.05"}
    assert verify_run(store, run_id).ok
    tools = {(row["tool"], row["status"]) for row in request_rows(store.engine, run_id=run_id)}
    assert {("fetch", "ok"), ("financial_calculate", "ok"), ("submit", "error"), ("submit", "ok")} <= tools


def test_the_epsbench_protocol_serves_eps_jobs_only(store: PitStore) -> None:
    instances = tuple(val_instances(store, 1, "2024-03-01", "2024-03-01"))
    assert instances
    add_model(store, "m-val", vendor_cutoff=datetime(2023, 1, 1, tzinfo=UTC))
    request = RunRequest(task="VAL", model="m-val", forecasters=("cutoff_price",), policies=("pit",), instances=instances,
                         regimes=("T2",), run_date=at("2024-12-31", 23))
    run_id, _ = plan_run(store, request, "rev")
    with pytest.raises(InputError, match="EPS jobs only"):
        job_server(store, run_id, instances[0].instance_id, protocol="epsbench")

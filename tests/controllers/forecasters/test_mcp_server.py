"""The MCP server driven by the mcp SDK's own client, over stdio and streamable HTTP, on a SQLite store.

The stdio server runs as a `python -m controllers.cli.mcp_commands serve ...` subprocess (the `asof mcp serve`
command); the HTTP one in this process, on 127.0.0.1. Each is bound to one planned job; the tests
read the run log and the audit from the same store.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from datetime import timedelta
from typing import Any

import anyio
import pytest
from click.testing import CliRunner
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.server.mcpserver.exceptions import ToolError

from controllers.cli.mcp_commands import mcp
from controllers.forecasters.mcp_server import TOOLS, McpJob, serving_http
from controllers.runs.executor import InlineExecutor
from controllers.runs.mcp_jobs import deferred_job, find_job, job_server, job_tools
from controllers.runs.runner import Runner, locked, read_plan
from controllers.runs.verify import verify_run
from engine.errors import InputError
from engine.timestamps import parse_utc
from retrieval.audit import request_rows
from tasks.eps_calculator import load_json, split_schema
from tests.controllers.mcp_data import ROOT, World, build_world, harness_spec, plan
from tests.controllers.run_data import write_instances

FORECASTER = harness_spec()


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    built = build_world(tmp_path_factory.mktemp("mcp"))
    yield built
    built.store.close()


def serve_args(world: World, run_id: str, *extra: str) -> list[str]:
    return ["-m", "controllers.cli.mcp_commands", "serve", *world.cli_store(), "--run", run_id,
            "--instance", world.instance.instance_id, *extra]


async def call(session: ClientSession, tool: str, arguments: dict[str, Any] | None = None) -> tuple[bool, Any]:
    """(is_error, structured content or the error text)."""
    result = await session.call_tool(tool, arguments or {})
    if result.is_error:
        return True, " ".join(getattr(block, "text", "") for block in result.content)
    return False, result.structured_content


def answer(world: World, base: float | None = None) -> dict[str, Any]:
    price = world.instance.input.cutoff_price if base is None else base  # type: ignore[union-attr]
    return {"bear": price * 0.9, "base": price, "bull": price * 1.1, "reversion_horizon": 30}


async def session_over_stdio(world: World, run_id: str) -> dict[str, Any]:
    """The full client session of the stdio test; returns what it saw."""
    seen: dict[str, Any] = {}
    params = StdioServerParameters(command=sys.executable, args=serve_args(world, run_id), cwd=str(ROOT))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        seen["tools"] = sorted(tool.name for tool in (await session.list_tools()).tools)
        seen["instance"] = await call(session, "instance")
        seen["search"] = await call(session, "search", {"query": f"{world.symbol} revenue"})
        seen["fetch_early"] = await call(session, "fetch", {"doc_id": "doc:early"})
        seen["fetch_late"] = await call(session, "fetch", {"doc_id": "doc:late"})
        seen["other"] = await call(session, "search", {"query": "revenue", "instance_id": "val:someone-else"})
        seen["invalid"] = await call(session, "submit", {"instance_id": world.instance.instance_id,
                                                         "output": {"bear": 2.0, "base": 1.0, "bull": 3.0, "reversion_horizon": 30}})
        seen["foreign_submit"] = await call(session, "submit", {"instance_id": "val:someone-else", "output": answer(world)})
        seen["submit"] = await call(session, "submit", {"instance_id": world.instance.instance_id, "output": answer(world)})
        seen["again"] = await call(session, "submit", {"instance_id": world.instance.instance_id, "output": answer(world, 1.0)})
    return seen


def test_stdio_session_sees_t_refuses_others_and_locks_once(world: World) -> None:
    run_id = plan(world, "mcp-stdio", (FORECASTER,))
    seen = anyio.run(session_over_stdio, world, run_id)
    instance_id = world.instance.instance_id

    assert seen["tools"] == sorted(TOOLS)
    error, about = seen["instance"]
    assert not error and about["instance"]["instance_id"] == instance_id and about["task"] == "VAL"
    assert "bear" in about["output_schema"]["properties"] and parse_utc(about["forecast_time"]) == world.t
    error, found = seen["search"]
    assert not error and [hit["doc_id"] for hit in found["hits"]] == ["doc:early"]  # the later page is invisible
    assert not seen["fetch_early"][0] and "guidance" in seen["fetch_early"][1]["text"]
    assert seen["fetch_late"][0] and seen["fetch_late"][1].endswith("unknown document id 'doc:late'")
    assert seen["other"][0] and "refused" in seen["other"][1] and "val:someone-else" in seen["other"][1]
    assert seen["invalid"][0] and "invalid output" in seen["invalid"][1]
    assert seen["foreign_submit"][0] and "refused" in seen["foreign_submit"][1]
    assert not seen["submit"][0] and seen["submit"][1]["accepted"] and "locked" in seen["submit"][1]["message"]
    assert seen["again"][0] and "already" in seen["again"][1]

    predictions = locked(world.store, run_id)
    assert len(predictions) == 1
    (prediction,) = predictions.values()
    assert prediction.instance_id == instance_id and prediction.failure is None
    assert json.loads(prediction.output_json or "") == answer(world)  # the first valid submission, not the second
    assert verify_run(world.store, run_id).ok

    rows = request_rows(world.store.engine, run_id=run_id)
    assert {row["instance_id"] for row in rows} == {instance_id}  # every call is audited under the bound instance
    by_tool = {(row["tool"], row["status"]) for row in rows}
    assert {("instance", "ok"), ("search", "ok"), ("fetch", "ok"), ("fetch", "error"), ("search", "error"),
            ("submit", "error"), ("submit", "ok")} <= by_tool
    refused = [row for row in rows if row["tool"] == "search" and row["status"] == "error"]
    assert "val:someone-else" in refused[0]["error"]
    assert set(prediction.transcript) <= {row["request_id"] for row in rows if row["status"] == "ok"}
    assert len(prediction.transcript) == 3  # instance, search, fetch before the submission


async def session_over_http(url: str, world: World) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    t = world.t
    async with streamable_http_client(url) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        seen["tools"] = sorted(tool.name for tool in (await session.list_tools()).tools)
        seen["prices"] = await call(session, "prices", {"symbols": [world.symbol], "start": (t - timedelta(days=10)).isoformat(),
                                                        "end": (t + timedelta(days=30)).isoformat()})
        seen["bad_date"] = await call(session, "prices", {"symbols": [world.symbol], "start": "2024-13-45"})
        seen["after_t"] = await call(session, "prices", {"symbols": [world.symbol], "start": (t + timedelta(days=5)).isoformat()})
        seen["submit"] = await call(session, "submit", {"instance_id": world.instance.instance_id, "output": answer(world)})
    return seen


def test_http_session_clamps_dates_to_t_and_locks(world: World) -> None:
    run_id = plan(world, "mcp-http", (FORECASTER,))
    with serving_http(job_server(world.store, run_id, world.instance.instance_id)) as url:
        assert url.startswith("http://127.0.0.1:")  # loopback only
        seen = anyio.run(session_over_http, url, world)

    assert seen["tools"] == sorted(TOOLS)
    error, window = seen["prices"]
    assert not error and window["clamped"] and parse_utc(window["end"]) == world.t
    bars = window["bars"][world.symbol]
    assert bars and all(parse_utc(bar["known_at"]) <= world.t for bar in bars)
    assert seen["bad_date"][0] and "start" in seen["bad_date"][1]
    error, late = seen["after_t"]  # a start after t: an empty window that still ends at t, never after it
    assert not error and parse_utc(late["end"]) <= world.t and parse_utc(late["start"]) <= world.t
    assert late["bars"][world.symbol] == []
    assert not seen["submit"][0]
    rows = request_rows(world.store.engine, run_id=run_id)
    prices = [row for row in rows if row["tool"] == "prices"]
    assert [(row["status"], row["clamped"]) for row in prices] == [("ok", True), ("error", False), ("ok", False)]
    assert len(locked(world.store, run_id)) == 1 and verify_run(world.store, run_id).ok


def test_serve_refuses_unknown_jobs_and_locked_ones_with_a_tool_error(world: World) -> None:
    run_id = plan(world, "mcp-refusals", (FORECASTER, "cutoff_price"))

    def refusal(instance_id: str, **choice: Any) -> str:
        job = deferred_job(lambda: world.store, run_id if "run" not in choice else choice.pop("run"), instance_id, **choice)
        with pytest.raises(ToolError) as caught:
            job.describe()
        return str(caught.value)

    assert "not in run" in refusal("val:nope")
    assert "choose --forecaster" in refusal(world.instance.instance_id)
    assert "repeat 1 is not planned" in refusal(world.instance.instance_id, forecaster="cutoff_price", repeat=1)
    done_id = plan(world, "mcp-done", ("cutoff_price",))
    Runner(world.store, InlineExecutor(world.store), progress=False).execute(done_id)
    assert "already locked" in refusal(world.instance.instance_id, run=done_id)


async def session_refused(world: World, run_id: str) -> tuple[list[str], tuple[bool, Any], tuple[bool, Any]]:
    params = StdioServerParameters(command=sys.executable, args=serve_args(world, run_id), cwd=str(ROOT))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = sorted(tool.name for tool in (await session.list_tools()).tools)
        return tools, await call(session, "instance"), await call(session, "submit", {"instance_id": "x", "output": {}})


def test_a_locked_job_over_stdio_answers_the_reason_not_a_closed_connection(world: World) -> None:
    done_id = plan(world, "mcp-done-stdio", ("cutoff_price",))
    Runner(world.store, InlineExecutor(world.store), progress=False).execute(done_id)
    tools, described, submitted = anyio.run(session_refused, world, done_id)
    assert tools == sorted(TOOLS)
    for is_error, text in (described, submitted):
        assert is_error and "refused" in text and "already locked" in text and "a prediction is locked once" in text


def test_eps_calculator_evaluates_the_instance_schema(world: World) -> None:
    schema, _ = split_schema(load_json(ROOT / "examples" / "tasks" / "MSFT_2026Q3.json"))
    run_id = plan(world, "mcp-eps", ("cutoff_price",))
    job = find_job(run_id, read_plan(world.store, run_id), world.instance.instance_id, None, None, 0)  # type: ignore[arg-type]
    eps_instance = {**job.instance, "task": "EPS", "input": {"ticker": "MSFT", "target_fq": "2026Q3",
                                                              "accounting_schema": schema.model_dump(mode="json")}}
    eps_job = McpJob("EPS", eps_instance, job_tools(world.store, job), lambda _: "ok")
    assert round(eps_job.eps_calculator()["eps"], 2) == 3.46  # the year-ago baseline
    with pytest.raises(ToolError, match="unknown driver"):
        eps_job.eps_calculator({"no_such_driver": 0.1})
    val_job = McpJob("VAL", job.instance, job_tools(world.store, job), lambda _: "ok")
    with pytest.raises(ToolError, match="needs an EPS instance"):
        val_job.eps_calculator()
    tools = [(row["tool"], row["status"]) for row in request_rows(world.store.engine, run_id=run_id)]
    assert tools == [("eps_calculator", "ok"), ("eps_calculator", "error"), ("eps_calculator", "error")]


def test_plan_command_plans_without_executing(world: World, tmp_path: Path) -> None:
    instances = write_instances(tmp_path / "instances.jsonl", list(world.instances[:2]))
    result = CliRunner().invoke(mcp, ["plan", *world.cli_store(), "--task", "VAL", "--model", "m1",
                                      "--forecaster", FORECASTER, "--instances", str(instances), "--regime", "T1",
                                      "--regime", "T2", "--run-date", "2024-10-01T00:00:00Z", "--run-id", "mcp-cli-plan"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("run mcp-cli-plan: 2 instance(s)")
    assert shlex.split(lines[1])[:7] == ["asof", "mcp", "serve", "--run", "mcp-cli-plan", "--instance",
                                         world.instances[0].instance_id]
    assert shlex.split(lines[1])[8] == FORECASTER and len(lines) == 3
    assert not locked(world.store, "mcp-cli-plan")  # planned, nothing run


def test_serve_command_over_http_on_loopback(world: World) -> None:
    # The `asof mcp serve --transport http --port 0` process itself: it prints its loopback URL,
    # and the SDK's streamable HTTP client works against it.
    run_id = plan(world, "mcp-http-process", (FORECASTER,))
    process = subprocess.Popen([sys.executable, *serve_args(world, run_id, "--transport", "http", "--port", "0")],
                               cwd=str(ROOT), stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        lines = [process.stderr.readline()]
        while not re.search(r"at (http://\S+)", lines[-1]) and lines[-1] and len(lines) < 50:
            lines.append(process.stderr.readline())  # the URL line, after any warnings
        found = re.search(r"at (http://\S+)", lines[-1])
        assert found is not None, lines
        url = found.group(1)
        assert url.startswith("http://127.0.0.1:")
        seen = anyio.run(session_over_http, url, world)
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert seen["tools"] == sorted(TOOLS)
    assert not seen["submit"][0]
    assert len(locked(world.store, run_id)) == 1 and verify_run(world.store, run_id).ok



HOSTILE: list[tuple[str, dict[str, Any]]] = [
    ("search", {"query": "apple\udcff"}),
    ("fetch", {"doc_id": "doc:" + "x" * 300}),
    ("fetch", {"doc_id": "doc:a\x00b"}),
    ("fetch", {"doc_id": "doc:x", "instance_id": "other\udcff"}),
    ("prices", {"symbols": ["A" * 300], "start": "2024-01-01"}),
    ("prices", {"symbols": ["AAPL"], "start": "2024-01-01T00:00:00+99:00"}),
    ("prices", {"symbols": ["AAPL"], "start": "\udcff"}),
    ("filings", {"company": "C" * 5000}),
    ("macro", {"series": "CPI", "period": "2024-13-01\x00"}),
    ("events", {"company": "A\x00"}),
    ("submit", {"output": '{"bear": ' + "[" * 100_000}),
    ("submit", {"output": "[" * 100_000 + "]" * 100_000}),
    ("submit", {"output": {"bear": 1.0, "base": 2.0, "bull": 3.0, "reversion_horizon": 30, "note": "x\udcff"}}),
]


def test_hostile_tool_arguments_are_audited_tool_errors(world: World) -> None:
    run_id = plan(world, "mcp-hostile", ("cutoff_price",))
    job = find_job(run_id, read_plan(world.store, run_id), world.instance.instance_id, None, None, 0)  # type: ignore[arg-type]
    server = McpJob("VAL", job.instance, job_tools(world.store, job), lambda _: "ok")
    methods = {"search": server.search, "fetch": server.fetch, "prices": server.prices, "filings": server.filings,
               "macro": server.macro, "events": server.events, "submit": server.submit}
    for tool, arguments in HOSTILE:
        extra = {"instance_id": world.instance.instance_id} if tool == "submit" else {}
        with pytest.raises(ToolError):
            methods[tool](**arguments, **extra)
    rows = request_rows(world.store.engine, run_id=run_id)
    assert [row["status"] for row in rows] == ["error"] * len(HOSTILE)
    assert server.submission is None


def doc_commands(path: Path, prefix: str) -> list[list[str]]:
    """The `asof ...` commands of a page's shell blocks that start with `prefix` (continuations joined, comments cut)."""
    text = path.read_text(encoding="utf-8")
    found = []
    for block in re.findall(r"```sh\n(.*?)```", text, flags=re.DOTALL):
        for line in block.replace("\\\n", " ").splitlines():
            words = shlex.split(line, comments=True)
            if words[: len(prefix.split())] == prefix.split():
                found.append(words)
    return found


def test_the_commands_in_docs_mcp_run(world: World, tmp_path: Path) -> None:
    """docs/mcp.md's `asof mcp plan` runs as written (placeholders filled in), and its serve lines parse."""
    from controllers.cli.main import main

    docs = ROOT / "docs" / "mcp.md"
    instances = write_instances(tmp_path / "val.jsonl", list(world.instances[:1]))
    fill = {"my-model": "m1", "val.jsonl": str(instances)}
    (planning,) = doc_commands(docs, "asof mcp plan")
    args = [fill.get(word, word) for word in planning[1:]]
    planned = CliRunner().invoke(main, [*args, *world.cli_store(), "--run-date", "2024-10-01T00:00:00Z"])
    assert planned.exit_code == 0, planned.output
    header, *serve_lines = planned.output.splitlines()
    run_id = header.split()[1].rstrip(":")
    assert serve_lines and all(shlex.split(line)[:3] == ["asof", "mcp", "serve"] for line in serve_lines)
    serving = doc_commands(docs, "asof mcp serve") + [shlex.split(line) for line in serve_lines]
    serve = mcp.commands["serve"]
    for words in serving:
        filled = [{"RUN": run_id, "INSTANCE": world.instance.instance_id}.get(w, w) for w in words[3:]]
        context = serve.make_context("serve", filled)  # every documented option exists and parses
        assert context.params["run_id"] == run_id and context.params["instance_id"] == world.instance.instance_id
    named = re.findall(r"asof mcp plan .*?--forecaster '?([^' ]+)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert named and all(name.startswith(("mcp:", "cmd:")) for name in named)  # names `asof mcp plan` accepts


def test_audit_shows_every_mcp_call_beside_the_page_decisions(world: World) -> None:
    from controllers.cli.main import main

    run_id = plan(world, "mcp-audit", (FORECASTER,))
    job = deferred_job(lambda: world.store, run_id, world.instance.instance_id)
    t = world.t
    job.search(f"{world.symbol} revenue")
    job.prices([world.symbol], (t - timedelta(days=5)).isoformat(), (t + timedelta(days=5)).isoformat())
    with pytest.raises(ToolError):
        job.search("revenue", instance_id="val:someone-else")
    with pytest.raises(ToolError):
        job.submit(world.instance.instance_id, {"bear": 1.0})
    job.submit(world.instance.instance_id, answer(world))
    shown = CliRunner().invoke(main, ["audit", *world.cli_store(), "--run", run_id])
    assert shown.exit_code == 0, shown.output
    calls, pages = shown.output.split("\n\n", 1)
    lines = calls.splitlines()
    assert lines[0] == "5 tool call(s):"
    assert [line.split()[2] for line in lines[1:]] == ["search", "prices", "search", "submit", "submit"]
    assert "(clamped to t)" in lines[2] and "error: refused: this server serves instance" in lines[3]
    assert "error: invalid output" in lines[4] and lines[5].split()[3] == "ok"
    assert "doc:early" in pages  # the page decisions follow
    as_json = CliRunner().invoke(main, ["audit", *world.cli_store(), "--run", run_id, "--calls", "--format", "json"])
    rows = json.loads(as_json.output)
    assert [(r["tool"], r["status"], r["clamped"]) for r in rows][1:] == [
        ("prices", "ok", True), ("search", "error", False), ("submit", "error", False), ("submit", "ok", False)]
    assert rows[-1]["arguments"]["output"] == answer(world)

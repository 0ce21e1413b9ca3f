"""A plain MCP client loop: the smallest harness asof can evaluate (no model, fixed rules).

It connects to one job's `asof mcp` server, reads the instance, searches and fetches a few
documents, reads prices, answers, and submits. Swap `answer()` for a model call and it is an agent.

    # under the runner (the adapter starts the server and sets ASOF_MCP_URL):
    asof run --task VAL ... --forecaster 'cmd:python examples/harness/simple_harness.py'
    # against a server you started: HTTP, or stdio (this script spawns the server)
    python examples/harness/simple_harness.py --url http://127.0.0.1:8765/mcp
    python examples/harness/simple_harness.py --stdio 'asof mcp serve --run R --instance I'

Answers VAL (a +/-5% band around the latest close known at t) and EPS (the calculator's baseline,
+/-10%); other tasks exit with status 2. Written for illustration: not a forecasting method.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timedelta
from typing import Any

import anyio
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client


async def call(session: ClientSession, tool: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
    """Call a tool; a refusal (an error result) stops the harness with the server's reason."""
    result = await session.call_tool(tool, arguments or {})
    if result.is_error:
        text = " ".join(getattr(block, "text", "") for block in result.content)
        raise SystemExit(f"{tool} refused: {text}")
    return result.structured_content or {}


async def answer(session: ClientSession, task: str, instance: dict[str, Any]) -> dict[str, Any]:
    """The answer for the task, from the tools (never from anything else)."""
    data = instance["input"]
    if task == "VAL":
        t = datetime.fromisoformat(instance["forecast_time"].replace("Z", "+00:00"))
        window = await call(session, "prices", {"symbols": [data["symbol"]], "start": (t - timedelta(days=30)).isoformat()})
        bars = window["bars"][data["symbol"]]
        close = bars[-1]["close"] if bars else data["cutoff_price"]
        return {"bear": close * 0.95, "base": close, "bull": close * 1.05, "reversion_horizon": min(data["horizons"])}
    if task == "EPS":
        eps = (await call(session, "eps_calculator"))["eps"]
        spread = max(abs(eps) * 0.1, 0.01)
        return {"eps": eps, "p10": eps - spread, "p90": eps + spread}
    print(f"this example answers VAL and EPS only, not {task}", file=sys.stderr)
    raise SystemExit(2)


async def research(session: ClientSession) -> None:
    """The loop: read the instance, search, fetch, answer, submit once."""
    await session.initialize()
    about = await call(session, "instance")
    instance = about["instance"]
    data = instance["input"]
    query = data.get("symbol") or data.get("ticker") or instance["question"][:200]
    found = await call(session, "search", {"query": query, "k": 5})
    print(f"{instance['instance_id']} at {about['forecast_time']}: {len(found['hits'])} hit(s) for {query!r}")
    for hit in found["hits"][:2]:
        document = await call(session, "fetch", {"doc_id": hit["doc_id"]})
        print(f"  read {document['doc_id']} ({len(document['text'])} chars, known {document['known_at']})")
    output = await answer(session, about["task"], instance)
    receipt = await call(session, "submit", {"instance_id": instance["instance_id"], "output": output})
    print(f"submitted {output}: {receipt['message']}")


def transport(arguments: argparse.Namespace) -> AbstractAsyncContextManager[Any]:
    """The MCP transport the arguments ask for."""
    if arguments.stdio:
        program, *rest = shlex.split(arguments.stdio)
        return stdio_client(StdioServerParameters(command=program, args=rest, env=dict(os.environ)))
    if not arguments.url:
        raise SystemExit("give --url, --stdio, or run under asof (which sets ASOF_MCP_URL)")
    return streamable_http_client(arguments.url)


async def main(arguments: argparse.Namespace) -> None:
    async with transport(arguments) as (read, write):
        async with ClientSession(read, write) as session:
            await research(session)


def innermost(error: BaseException) -> BaseException:
    """The first real error inside the task groups' exception groups."""
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return error


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("ASOF_MCP_URL"), help="Streamable-HTTP endpoint (default: $ASOF_MCP_URL).")
    parser.add_argument("--stdio", help="A server command line to spawn and talk to over stdio.")
    try:
        anyio.run(main, parser.parse_args())
    except BaseException as raised:  # one line saying why, not a tree of task-group tracebacks
        error = innermost(raised)
        if isinstance(error, (SystemExit, KeyboardInterrupt)):
            raise error from None
        sys.exit(f"harness failed: {type(error).__name__}: {error}")

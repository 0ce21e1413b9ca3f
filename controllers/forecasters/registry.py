"""Resolve a forecaster name: a baseline, `agent[:MODEL]`, `epsbench-agent[:MODEL]`, `cmd:COMMAND`,
`mcp:NAME` or `module:attribute`.

The registry sits above the implementations it names; the protocol imports none of them.
"""

from __future__ import annotations

import importlib
from typing import Any

from controllers.forecasters.baselines import BASELINES
from controllers.forecasters.protocol import Forecaster, Tools
from engine.errors import InputError


class ServedOverMcp:
    """A forecaster outside asof: its jobs are answered by an MCP client through `asof mcp serve`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """Refused: asof cannot run this system itself."""
        raise InputError(f"{self.name} is answered over MCP: serve the job with `asof mcp serve` "
                         "(see `asof mcp plan`), not `asof run`", field="forecaster")


def load_forecaster(name: str, task: str | None = None) -> Forecaster:
    """A baseline by name, `agent` / `agent:MODEL` (the LLM agent on the `ASOF_LLM_*` endpoint),
    `cmd:COMMAND` (an external harness with the job's MCP server attached, `controllers.forecasters.harness`),
    `mcp:NAME` (a system outside asof, e.g. `mcp:claude-code`, whose jobs an MCP client answers through
    `asof mcp serve`), or `module:attribute` (an object with `forecast`, or a factory of one)."""
    if name == "agent" or name.startswith("agent:"):
        # Imported when named, as `cmd:` below: a baseline run loads neither the LLM client nor the MCP stack.
        from controllers.forecasters.agent import agent_from_env

        return agent_from_env(name.partition(":")[2] or None)
    if name == "epsbench-agent" or name.startswith("epsbench-agent:"):
        from controllers.forecasters.eps_agent import epsbench_agent_from_env

        return epsbench_agent_from_env(name.partition(":")[2] or None)
    if name.startswith("cmd:"):
        from controllers.forecasters.harness import ExternalCommand

        return ExternalCommand.from_spec(name)
    if name.startswith("mcp:"):
        if not name.removeprefix("mcp:").strip():
            raise InputError("mcp: needs the name of the system under test, e.g. mcp:claude-code", field="forecaster")
        return ServedOverMcp(name)
    if name in BASELINES:
        answers, forecaster = BASELINES[name]
        if task is not None and task not in answers:
            raise InputError(f"baseline {name!r} answers {', '.join(answers)}, not {task}", field="forecaster")
        return forecaster
    if ":" not in name:
        known = sorted(BASELINES)
        raise InputError(f"unknown forecaster {name!r} (baselines: {known}, or module:attribute)", field="forecaster")
    module_name, _, attribute = name.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise InputError(f"cannot load forecaster {name!r}: {exc}", field="forecaster") from None
    if isinstance(found, type) or (not hasattr(found, "forecast") and callable(found)):
        found = found()
    if not isinstance(found, Forecaster):
        raise InputError(f"{name!r} has no forecast(instance_input, tools) method", field="forecaster")
    return found

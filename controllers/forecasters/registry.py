"""Resolve a forecaster name: a baseline, `agent[:MODEL]`, `epsbench-agent[:MODEL]`, `cmd:COMMAND` or
`module:attribute`.

The registry sits above the implementations it names; the protocol imports none of them.
"""

from __future__ import annotations

import importlib

from controllers.forecasters.baselines import BASELINES
from controllers.forecasters.protocol import Forecaster
from engine.errors import InputError


def load_forecaster(name: str, task: str | None = None) -> Forecaster:
    """A baseline by name, `agent` / `agent:MODEL` (the LLM agent on the `ASOF_LLM_*` endpoint),
    `cmd:COMMAND` (an external harness with the job's MCP server attached, `controllers.forecasters.harness`), or
    `module:attribute` (an object with `forecast`, or a factory of one)."""
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
    if name in BASELINES:
        answers, forecaster = BASELINES[name]
        if task is not None and answers != task:
            raise InputError(f"baseline {name!r} answers {answers}, not {task}", field="forecaster")
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

"""Harness adapters: evaluate any agent system (a model driven by its own harness) through MCP.

A harness is an external system that researches with tools and answers: a coding agent CLI, a
deep-research agent, a plain tool-calling loop. It never sees the store; it sees one job's MCP
server (`controllers.forecasters.mcp_server`), whose tools are bound to the job's forecast context and audited,
and it answers by calling `submit`.

An adapter says how one kind of harness is started and stopped:

    class HarnessAdapter(Protocol):
        name: str          # the forecaster name in the run (part of every job key)
        timeout: float     # wall-time limit of one job, in seconds
        def drive(self, endpoint: McpEndpoint) -> str: ...

`drive` runs the harness against the endpoint until it ends and says how it ended; at the limit it
stops the harness and raises `HarnessTimeout`. `run_harness` does the rest, the same for every
adapter: it serves the job's tools on 127.0.0.1 (a free port), drives the harness, and returns the
answer the harness submitted, so an adapter with `forecast = run_harness(self, ...)` is a
`Forecaster` and the runner claims and locks its jobs like any other. A harness that ends without a
valid submission, or is stopped at its limit before submitting, is a failure with the reason (and
the last refused submission and the tail of its output); one that submitted and then overran is
stopped, and its in-time answer stands.

`ExternalCommand` runs a command line: `--forecaster 'cmd:python examples/harness/simple_harness.py'`
(`load_forecaster` builds it; the wall-time limit comes from `ASOF_HARNESS_TIMEOUT`, seconds).
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from controllers.forecasters.mcp_server import McpJob, build_server, serving_http
from controllers.forecasters.protocol import Tools
from engine.errors import AsofError, InputError
from engine.timestamps import to_iso

PREFIX = "cmd:"
TIMEOUT_ENV = "ASOF_HARNESS_TIMEOUT"
DEFAULT_TIMEOUT = 900.0
TAIL_CHARS = 400
KILL_GRACE = 2.0
"""Seconds between asking a timed-out harness to stop (SIGTERM) and killing it (SIGKILL)."""


class HarnessFailure(AsofError):
    """The harness did not produce a valid answer: it could not start, ended without one, or overran."""


class HarnessTimeout(HarnessFailure):
    """The harness passed its wall-time limit and was stopped."""


@dataclass(frozen=True)
class McpEndpoint:
    """Where a harness finds its job: the MCP URL and the job's public coordinates."""

    url: str
    run_id: str
    instance_id: str
    task: str
    forecast_time: str
    policy: str

    def env(self) -> dict[str, str]:
        """The variables a harness process gets."""
        return {"ASOF_MCP_URL": self.url, "ASOF_RUN_ID": self.run_id, "ASOF_INSTANCE_ID": self.instance_id,
                "ASOF_TASK": self.task, "ASOF_FORECAST_TIME": self.forecast_time, "ASOF_POLICY": self.policy}

    def mcp_config(self) -> dict[str, Any]:
        """An `mcpServers` config (the form Claude Code's `--mcp-config` and others read) naming this server."""
        return {"mcpServers": {"asof": {"type": "http", "url": self.url}}}


@runtime_checkable
class HarnessAdapter(Protocol):
    """How one kind of harness is run against a job's MCP endpoint (see the module docstring)."""

    name: str
    timeout: float

    def drive(self, endpoint: McpEndpoint) -> str:
        """Run the harness until it ends; return how it ended. Raise `HarnessTimeout` at the limit."""
        ...


def run_harness(adapter: HarnessAdapter, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
    """Serve the job's tools over HTTP on 127.0.0.1, drive the harness, and return its submitted answer."""
    job = McpJob(instance_input["task"], instance_input, tools,
                 lambda _: "accepted: the runner locks this answer when the harness ends")
    context = tools.gateway.context
    with serving_http(build_server(job)) as url:
        endpoint = McpEndpoint(url=url, run_id=context.run_id, instance_id=job.instance_id, task=job.task,
                               forecast_time=to_iso(context.forecast_time), policy=context.policy)
        try:
            ended = adapter.drive(endpoint)
        except HarnessTimeout:
            if job.submission is None:
                raise
            ended = "submitted in time, then overran and was stopped"
    if job.submission is None:
        last = f"; last submission refused: {job.refusals[-1]}" if job.refusals else ""
        raise HarnessFailure(f"{ended}, without a valid submission{last}")
    return job.submission


class ExternalCommand:
    """A harness run as a command line, with the job's MCP server attached.

    The command gets `ASOF_MCP_URL`, `ASOF_RUN_ID`, `ASOF_INSTANCE_ID`, `ASOF_TASK`,
    `ASOF_FORECAST_TIME`, `ASOF_POLICY` and `ASOF_MCP_CONFIG` (a JSON file with an `mcpServers` entry
    for the server) in its environment; `{mcp_url}`, `{mcp_config}`, `{instance_id}`, `{run_id}` and
    `{task}` in its arguments are replaced by the same values. It runs in its own process group, with
    no stdin; at the limit the whole group is stopped.
    """

    def __init__(self, command: Sequence[str], *, timeout: float = DEFAULT_TIMEOUT, name: str | None = None) -> None:
        if not command:
            raise InputError("a harness command needs a program", field="forecaster")
        if not timeout > 0:
            raise InputError(f"the harness wall-time limit must be positive, got {timeout!r}", field=TIMEOUT_ENV)
        self.command = tuple(command)
        self.timeout = float(timeout)
        self.name = name or PREFIX + shlex.join(self.command)

    @classmethod
    def from_spec(cls, spec: str, environ: Mapping[str, str] | None = None) -> "ExternalCommand":
        """`cmd:COMMAND LINE` (split like a shell), limited to `ASOF_HARNESS_TIMEOUT` seconds (default 900)."""
        env = os.environ if environ is None else environ
        try:
            argv = shlex.split(spec.removeprefix(PREFIX))
        except ValueError as exc:
            raise InputError(f"cannot split the harness command {spec!r}: {exc}", field="forecaster") from None
        raw = env.get(TIMEOUT_ENV)
        try:
            timeout = float(raw) if raw else DEFAULT_TIMEOUT
        except ValueError:
            raise InputError(f"expected seconds, got {raw!r}", field=TIMEOUT_ENV) from None
        return cls(argv, timeout=timeout, name=spec)

    def pins(self) -> dict[str, str]:
        """What a run pins for this harness: its command line and wall-time limit."""
        return {"command": shlex.join(self.command), "timeout_s": str(self.timeout)}

    def forecast(self, instance_input: dict[str, Any], tools: Tools) -> dict[str, Any]:
        """Run the command against this job's MCP server and return its submission."""
        return run_harness(self, instance_input, tools)

    def drive(self, endpoint: McpEndpoint) -> str:
        """Start the command, wait for it up to the limit, and say how it ended."""
        with tempfile.TemporaryDirectory(prefix="asof-harness-") as folder:
            config = Path(folder) / "mcp.json"
            config.write_text(json.dumps(endpoint.mcp_config()), encoding="utf-8")
            values = {"{mcp_url}": endpoint.url, "{mcp_config}": str(config), "{instance_id}": endpoint.instance_id,
                      "{run_id}": endpoint.run_id, "{task}": endpoint.task}
            argv = [_filled(argument, values) for argument in self.command]
            env = {**os.environ, **endpoint.env(), "ASOF_MCP_CONFIG": str(config)}
            log = Path(folder) / "output.log"
            with log.open("wb") as output:
                try:
                    process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=output,
                                               stderr=subprocess.STDOUT, start_new_session=True)
                except OSError as exc:
                    raise HarnessFailure(f"cannot start the harness {argv[0]!r}: {exc.strerror or exc}") from None
                try:
                    status = process.wait(timeout=self.timeout)
                except subprocess.TimeoutExpired:
                    _stop(process)
                    raise HarnessTimeout(f"the harness passed its {self.timeout:g}s wall-time limit and was "
                                         f"stopped{_tail(log)}") from None
            return f"the harness exited with status {status}{_tail(log)}"


def _filled(argument: str, values: Mapping[str, str]) -> str:
    for token, value in values.items():
        argument = argument.replace(token, value)
    return argument


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the harness's whole process group: politely, then for good (children left behind too)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=KILL_GRACE)


def _tail(log: Path) -> str:
    text = log.read_bytes()[-TAIL_CHARS:].decode("utf-8", errors="replace").strip()
    return f" (output: ...{text})" if text else ""

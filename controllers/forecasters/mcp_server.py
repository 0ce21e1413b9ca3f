"""The MCP server: one job's gateway tools over the Model Context Protocol, for any harness.

A server serves exactly one job of a planned run (run, instance, forecaster, policy, repeat). Its
forecast context (run, instance, t, policy, pinned store position) is bound here from the plan and
never comes from a client: no tool takes a cutoff, date ranges are clamped to t by the gateway, and
every call (the gateway's tools, the instance, the EPS calculator, a submission, a refusal) is an
audit row of that run and instance. A call naming another instance is refused.

Tools: `instance` (the public instance and the output schema), `search`, `fetch`, `prices`,
`filings`, `macro`, `events`, `eps_calculator` and `submit`. `submit` validates the answer against
the task's output model; a valid answer is accepted once and handed to `accept`: `asof mcp serve`
locks it in the run log (claim + `PredictionLocked`, through the runner; `controllers.runs.mcp_jobs`),
the harness adapter (`controllers.forecasters.harness`) hands it back to the runner, which locks it.

A client gives a stdio server a few seconds to start, so `asof mcp serve` answers the handshake
before it has opened the store: `McpJob.deferred` takes a loader that claims the job and builds its
tools, started in the background as soon as the server runs; a tool call waits for it. A job that
cannot be served (already locked, held by another runner) answers every call with a tool error
stating why, rather than closing the connection. For the same reason this module imports the
gateway, the task registry and the HTTP server only when a tool or the HTTP transport needs them.
"""

from __future__ import annotations

import functools
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field, ValidationError

from engine.errors import AsofError, InputError
from engine.hashing import canonical_json
from engine.timestamps import parse_utc, to_iso

if TYPE_CHECKING:
    import uvicorn

    from controllers.forecasters.protocol import Tools

HOST = "127.0.0.1"
"""The HTTP transport listens on loopback only."""
PATH = "/mcp"
TOOLS = ("instance", "search", "fetch", "prices", "filings", "macro", "events", "eps_calculator", "submit")

def _refusal(message: str) -> AsofError:
    """The gateway's error type for a refused call (imported when first needed, see the module doc)."""
    from retrieval.gateway import GatewayError

    return GatewayError(message)


def _task_spec(task: str) -> Any:
    from tasks.registry import task_spec

    return task_spec(task)


class JobRefused(AsofError):
    """A deferred job that cannot be served (unknown, already locked, held by another runner)."""


Accept = Callable[[dict[str, Any]], str]
"""What happens to a valid submission; returns the confirmation the client reads, or raises `AsofError`."""
F = TypeVar("F", bound=Callable[..., Any])

InstanceArg = Annotated[str | None, Field(description="Optional: the instance you mean; any other than this server's is refused.")]


def _answering(fn: F) -> F:
    """Turn an `AsofError` into a tool error the client reads (anything else is a crash the SDK hides)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except AsofError as exc:
            raise ToolError(str(exc)) from None

    return wrapper  # type: ignore[return-value]


def _instant(value: str, field: str) -> datetime:
    """An ISO-8601 instant with an offset, or a bare date meaning 00:00 UTC of that day (tool arguments only)."""
    text = value.strip()
    if len(text) == 10:
        try:
            return datetime.combine(date.fromisoformat(text), datetime.min.time(), UTC)
        except ValueError:
            pass
    return parse_utc(text, field=field)


class McpJob:
    """One job's tools as the server exposes them: bound context, audit, a submission accepted once."""

    def __init__(self, task: str, instance: dict[str, Any], tools: Tools, accept: Accept) -> None:
        self.instance_id: str = instance["instance_id"]
        self._parts: tuple[str, dict[str, Any], Tools, Accept] | None = (_task_spec(task).name, instance, tools, accept)
        self._load: Callable[[], McpJob] | None = None
        self._loading = threading.Lock()
        self._failed: AsofError | None = None
        self._submitting = threading.Lock()
        self.submission: dict[str, Any] | None = None
        """The accepted output (None until a valid submit)."""
        self.refusals: list[str] = []
        """Why each refused submit was refused, in order (the harness adapter reports the last)."""

    @classmethod
    def deferred(cls, instance_id: str, load: Callable[[], "McpJob"]) -> "McpJob":
        """A job whose tools come from `load` (claim, plan, gateway) on first use or on `prepare`;
        an `AsofError` from `load` becomes the answer to every call."""
        job = cls.__new__(cls)
        job.instance_id = instance_id
        job._parts, job._load, job._loading, job._failed = None, load, threading.Lock(), None
        job._submitting = threading.Lock()
        job.submission, job.refusals = None, []
        return job

    def prepare(self) -> None:
        """Load a deferred job now (a background thread calls this); a failure is kept for the calls."""
        try:
            self._ready()
        except AsofError:
            pass

    def _ready(self) -> tuple[str, dict[str, Any], Tools, Accept]:
        with self._loading:
            if self._parts is None and self._failed is None and self._load is not None:
                try:
                    loaded = self._load()
                except AsofError as exc:
                    self._failed = exc
                else:
                    self._parts = loaded._parts
        if self._failed is not None:
            raise JobRefused(f"refused: {self._failed}")
        assert self._parts is not None
        return self._parts

    @property
    def task(self) -> str:
        return self._ready()[0]

    @property
    def instance(self) -> dict[str, Any]:
        return self._ready()[1]

    @property
    def tools(self) -> Tools:
        return self._ready()[2]

    def _accept(self, output: dict[str, Any]) -> str:
        return self._ready()[3](output)

    # -- audit helpers -------------------------------------------------------------------------

    def _own(self, tool: str, arguments: dict[str, Any], run: Callable[[], tuple[Any, int]]) -> Any:
        """A call the gateway does not serve itself, audited under the bound context."""
        result, request_id = self.tools.gateway.audited_call(tool, arguments, run)
        self.tools.transcript.append(request_id)
        return result

    def _refuse(self, tool: str, arguments: dict[str, Any], message: str) -> NoReturn:
        def fail() -> NoReturn:
            raise _refusal(message)

        self.tools.gateway.audited_call(tool, arguments, fail)
        raise AssertionError("unreachable: the audited call raised")

    def _check_instance(self, tool: str, arguments: dict[str, Any], instance_id: str | None) -> None:
        if instance_id is not None and instance_id != self.instance_id:
            self._refuse(tool, arguments, f"refused: this server serves instance {self.instance_id!r} only, "
                                          f"not {instance_id!r}")

    # -- tools ---------------------------------------------------------------------------------

    @_answering
    def describe(self, instance_id: InstanceArg = None) -> dict[str, Any]:
        """The instance to forecast (its public input, never its outcome), the forecast time t, the
        retrieval policy, and the JSON schema `submit` checks the answer against. Call this first."""
        arguments = {"instance_id": instance_id}
        self._check_instance("instance", arguments, instance_id)
        context = self.tools.gateway.context
        return self._own("instance", arguments, lambda: ({
            "instance": self.instance, "task": self.task, "forecast_time": to_iso(context.forecast_time),
            "policy": context.policy, "run_id": context.run_id,
            "output_schema": _task_spec(self.task).output_model.model_json_schema(),
            "how_to_answer": "call submit(instance_id, output) once, with output matching output_schema",
        }, 1))

    @_answering
    def search(self, query: Annotated[str, Field(description="Words to search for.")],
               k: Annotated[int, Field(description="How many results (1-50).")] = 10,
               instance_id: InstanceArg = None) -> dict[str, Any]:
        """Search documents visible at the forecast time t under the run's policy; best first, with snippets."""
        self._check_instance("search", {"query": query, "k": k, "instance_id": instance_id}, instance_id)
        return self.tools.search(query, k).model_dump(mode="json")

    @_answering
    def fetch(self, doc_id: Annotated[str, Field(description="A doc_id from search (optionally with @VERSION).")],
              instance_id: InstanceArg = None) -> dict[str, Any]:
        """The full text of a document as visible at t."""
        self._check_instance("fetch", {"doc_id": doc_id, "instance_id": instance_id}, instance_id)
        return self.tools.fetch(doc_id).model_dump(mode="json")

    @_answering
    def prices(self, symbols: Annotated[list[str], Field(description="Symbols, e.g. [\"AAPL\"].")],
               start: Annotated[str, Field(description="ISO-8601 instant with offset, or a date (00:00 UTC).")],
               end: Annotated[str | None, Field(description="Same form; default and maximum: t (later is cut back).")] = None,
               interval: Annotated[str, Field(description="1d, or 1m/5m/15m/30m/1h.")] = "1d",
               instance_id: InstanceArg = None) -> dict[str, Any]:
        """Price bars closing in [start, end) as known at t; an end after t is clamped to t (and audited)."""
        arguments = {"symbols": symbols, "start": start, "end": end, "interval": interval, "instance_id": instance_id}
        self._check_instance("prices", arguments, instance_id)
        try:
            begin = _instant(start, "start")
            finish = _instant(end, "end") if end is not None else self.tools.gateway.context.forecast_time
        except AsofError as exc:
            self._refuse("prices", arguments, str(exc))
        return self.tools.prices(symbols, begin, finish, interval).model_dump(mode="json")

    @_answering
    def filings(self, company: Annotated[str, Field(description="Company ticker as stored, e.g. AAPL.")],
                item: Annotated[str | None, Field(description="One line item, e.g. Revenues (default: all).")] = None,
                instance_id: InstanceArg = None) -> dict[str, Any]:
        """A company's filing line items as known at t (restatements after t are invisible)."""
        self._check_instance("filings", {"company": company, "item": item, "instance_id": instance_id}, instance_id)
        return self.tools.filings(company, item).model_dump(mode="json")

    @_answering
    def macro(self, series: Annotated[str, Field(description="Series id, e.g. CPIAUCSL.")],
              period: Annotated[str | None, Field(description="One period as a date, e.g. 2024-03-01 (default: all).")] = None,
              instance_id: InstanceArg = None) -> dict[str, Any]:
        """A macro series' values in the vintage current at t."""
        arguments = {"series": series, "period": period, "instance_id": instance_id}
        self._check_instance("macro", arguments, instance_id)
        try:
            day = date.fromisoformat(period) if period is not None else None
        except ValueError:
            self._refuse("macro", arguments, f"period must be a date (YYYY-MM-DD), got {period!r}")
        return self.tools.macro(series, day).model_dump(mode="json")

    @_answering
    def events(self, company: Annotated[str, Field(description="Company ticker as stored.")],
               instance_id: InstanceArg = None) -> dict[str, Any]:
        """A company's corporate events (earnings schedules and realised dates) as known at t."""
        self._check_instance("events", {"company": company, "instance_id": instance_id}, instance_id)
        return self.tools.events(company).model_dump(mode="json")

    @_answering
    def eps_calculator(
        self,
        drivers: Annotated[dict[str, float | str] | None, Field(
            description="Driver values by name (a number, or a reference name such as \"ttm\"); "
                        "omit for the baseline (year-ago quarter).")] = None,
        instance_id: InstanceArg = None,
    ) -> dict[str, Any]:
        """EPS instances: evaluate the instance's accounting schema with your driver values; returns EPS and every line."""
        arguments = {"drivers": drivers, "instance_id": instance_id}
        self._check_instance("eps_calculator", arguments, instance_id)

        def run() -> tuple[dict[str, Any], int]:
            from tasks.eps import EpsInput
            from tasks.eps_calculator import calculate, compile_schema

            if self.task != "EPS":
                raise _refusal(f"the EPS calculator needs an EPS instance; this one is {self.task}")
            schema = EpsInput.model_validate(self.instance["input"]).accounting_schema
            return calculate(compile_schema(schema), drivers).model_dump(mode="json"), 1

        return self._own("eps_calculator", arguments, run)

    @_answering
    def submit(self, instance_id: Annotated[str, Field(description="This server's instance id.")],
               output: Annotated[dict[str, Any] | str, Field(description="The answer: an object matching output_schema.")]
               ) -> dict[str, Any]:
        """Submit the final answer, once. It is checked against the output schema; a refused answer may be corrected and resubmitted."""
        arguments = {"instance_id": instance_id, "output": output}
        self._check_instance("submit", arguments, instance_id)

        def run() -> tuple[dict[str, Any], int]:
            with self._submitting:  # one submission, even from concurrent calls
                try:
                    if self.submission is not None:
                        raise _refusal("refused: an answer was already submitted for this job (a prediction is locked once)")
                    answer = self._validated(output)
                    confirmation = self._accept(answer)
                except AsofError as exc:
                    self.refusals.append(str(exc))
                    raise
                self.submission = answer
            return {"accepted": True, "instance_id": self.instance_id, "message": confirmation}, 1

        return self._own("submit", arguments, run)

    def _validated(self, output: dict[str, Any] | str) -> dict[str, Any]:
        """The answer as a JSON object valid for the task; otherwise a refusal naming the field."""
        if isinstance(output, str):
            try:
                output = json.loads(output)
            except json.JSONDecodeError as exc:
                raise _refusal(f"invalid output: not JSON ({exc.msg})") from None
            except (RecursionError, ValueError):  # nesting past the parser's limit, an over-long integer
                raise _refusal("invalid output: not JSON this server reads (nested too deeply or a number too long)") from None
        if not isinstance(output, dict):
            raise _refusal(f"invalid output: expected a JSON object, got {type(output).__name__}")
        try:  # what is locked must be storable: canonical JSON, valid Unicode
            canonical_json(output).encode("utf-8")
        except (UnicodeEncodeError, RecursionError, ValueError, TypeError) as exc:
            reason = "a lone surrogate" if isinstance(exc, UnicodeEncodeError) else "nested too deeply" if isinstance(
                exc, RecursionError) else str(exc).splitlines()[0]
            raise _refusal(f"invalid output: cannot be locked ({reason})") from None
        try:
            _task_spec(self.task).output_model.model_validate(output)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise _refusal(f"invalid output: {'.'.join(map(str, first['loc'])) or '(root)'}: {first['msg']}") from None
        return output


def build_server(job: McpJob) -> MCPServer:
    """The MCP server exposing `job`'s tools (a deferred job is not loaded by this)."""
    server = MCPServer(
        "asof", log_level="WARNING",
        instructions=(
            f"asof forecast job: instance {job.instance_id}. Every tool answers as of the job's forecast time t "
            "under its retrieval policy, and every call is audited. Call `instance` for the question, t, the policy "
            "and the output schema, gather evidence, then call `submit` once with your answer."
        ),
    )
    server.add_tool(job.describe, name="instance")
    for name in TOOLS[1:]:
        server.add_tool(getattr(job, name), name=name)
    return server


# -- HTTP on loopback -----------------------------------------------------------------------------


def listen(port: int = 0) -> socket.socket:
    """A socket bound to 127.0.0.1 (port 0: a free one, chosen by the system)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((HOST, port))
        listener.listen(128)  # a client that connects before the server loop runs waits in the backlog
    except OSError as exc:
        listener.close()
        raise InputError(f"cannot listen on {HOST}:{port}: {exc.strerror}", field="port") from None
    return listener


def endpoint_url(listener: socket.socket) -> str:
    """The streamable-HTTP endpoint a client connects to."""
    return f"http://{HOST}:{listener.getsockname()[1]}{PATH}"


def uvicorn_server(server: MCPServer) -> uvicorn.Server:
    import uvicorn

    app = server.streamable_http_app(streamable_http_path=PATH, host=HOST)
    # A client that never closes its event stream must not hold the shutdown forever.
    return uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", timeout_graceful_shutdown=2))


@contextmanager
def serving_http(server: MCPServer, port: int = 0) -> Iterator[str]:
    """Serve `server` over streamable HTTP on 127.0.0.1 in a background thread; yields its URL."""
    listener = listen(port)
    http = uvicorn_server(server)
    thread = threading.Thread(target=http.run, kwargs={"sockets": [listener]}, name="asof-mcp-http", daemon=True)
    thread.start()
    try:
        while not http.started:
            if not thread.is_alive():
                raise InputError(f"the MCP server on {endpoint_url(listener)} did not start", field="port")
            time.sleep(0.01)
        yield endpoint_url(listener)
    finally:
        http.should_exit = True
        thread.join(10)
        if thread.is_alive():
            http.force_exit = True
            thread.join(5)
        listener.close()

"""`asof mcp serve`: the MCP server of one planned job, claimed by a runner, whose `submit` locks the prediction.

`serve` answers the client's handshake first and opens the store, reads the plan and claims the job
in the background (`McpJob.deferred`): the runner, the gateway and the task code are imported by
that loader, not when this module is. The EPSBench protocol (`--protocol epsbench`) serves its own
tool set, built once the job is claimed.
"""

from __future__ import annotations

import sys
import time
from datetime import timedelta
from typing import Any, Literal

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from mcp.server.mcpserver import MCPServer

from controllers.forecasters.mcp_server import McpJob, build_server, endpoint_url, listen, uvicorn_server
from engine.errors import AsofError, InputError
from engine.hashing import canonical_json

if TYPE_CHECKING:
    from controllers.forecasters.protocol import Tools
    from controllers.runs.executor import Job
    from controllers.runs.runner import Runner
    from engine.run_log import RunPlanned
    from pit_store.store import PitStore

Protocol = Literal["asof", "epsbench"]
"""`asof`: the generic tools; `epsbench`: EPSBench's six tools and submission rules (EPS jobs)."""

SESSION_LEASE = timedelta(hours=1)
"""How long `asof mcp serve` holds its job: an agent session is longer than a runner's job. A server
that dies frees the job at once (its process is gone); one on another host, when the lease ends."""


def find_job(run_id: str, plan: RunPlanned, instance_id: str, forecaster: str | None, policy: str | None, repeat: int) -> Job:
    """The planned job of `instance_id`; forecaster and policy may be left out when the plan has one."""
    from controllers.runs.runner import plan_jobs

    if not any(i["instance_id"] == instance_id for i in plan.instances):
        raise InputError(f"instance {instance_id!r} is not in run {run_id!r}", field="instance")

    def chosen(value: str | None, planned: tuple[str, ...], field: str) -> str:
        if value is None:
            if len(planned) != 1:
                raise InputError(f"run {run_id!r} has several: choose --{field} among {list(planned)}", field=field)
            return planned[0]
        if value not in planned:
            raise InputError(f"{value!r} is not in run {run_id!r} (planned: {list(planned)})", field=field)
        return value

    name, chosen_policy = chosen(forecaster, plan.forecasters, "forecaster"), chosen(policy, plan.policies, "policy")
    if not 0 <= repeat < plan.repeats:
        raise InputError(f"repeat {repeat} is not planned (run {run_id!r} has {plan.repeats})", field="repeat")
    return next(j for j in plan_jobs(run_id, plan) if j.instance["instance_id"] == instance_id
                and j.forecaster == name and j.policy == chosen_policy and j.repeat == repeat)


def job_tools(store: PitStore, job: Job) -> Tools:
    """The gateway tools bound to `job`'s forecast context (as the executor binds them)."""
    from controllers.forecasters.protocol import Tools
    from controllers.runs.gateways import gateway_for
    from retrieval.context import ForecastContext

    context = ForecastContext(run_id=job.run_id, instance_id=job.instance["instance_id"],
                              forecast_time=job.instance["forecast_time"], policy=job.policy, pin=job.pin)  # type: ignore[arg-type]
    return Tools(lambda: gateway_for(store, context))


def locking_job(store: PitStore, job: Job, runner: Runner, protocol: Protocol = "asof") -> McpJob:
    """`job`'s tools whose submission is locked in the run log at once (the job must be claimed by `runner`)."""
    from controllers.forecasters.eps_mcp import EpsBenchMcpJob
    from controllers.runs.executor import JobResult

    tools = job_tools(store, job)
    started = time.perf_counter()

    def lock(output: dict[str, Any]) -> str:
        context = tools.gateway.context
        context_json = context.model_dump(mode="json") | {"embargo": context.embargo / timedelta(seconds=1)}
        result = JobResult(job.job_key, canonical_json(output), None, context_json, tuple(tools.transcript),
                           time.perf_counter() - started)
        event = runner.lock_one(job, result)
        return f"locked: job {event.job_key} of run {job.run_id}, output {event.output_hash}"

    if protocol == "epsbench":
        if job.task != "EPS":
            raise InputError(f"the EPSBench protocol serves EPS jobs only, not {job.task}", field="protocol")
        return EpsBenchMcpJob(job.instance, tools, lock)
    return McpJob(job.task, job.instance, tools, lock)


def deferred_job(store_of: Callable[[], PitStore], run_id: str, instance_id: str, *, forecaster: str | None = None,
                 policy: str | None = None, repeat: int = 0) -> McpJob:
    """One planned job's tools, loaded on first use (or `prepare`): open the store (`store_of`),
    find the job, claim it. An unknown job, one already locked or one held by another live runner
    answers every call with the refusal (`JobRefused`)."""

    def load() -> McpJob:
        from controllers.runs.executor import InlineExecutor
        from controllers.runs.runner import Runner, read_plan

        store = store_of()
        plan = read_plan(store, run_id)
        assert plan is not None
        job = find_job(run_id, plan, instance_id, forecaster, policy, repeat)
        runner = Runner(store, InlineExecutor(store), lease=SESSION_LEASE, progress=False)
        runner.claim_one(job)
        return locking_job(store, job, runner)

    return McpJob.deferred(instance_id, load)


def job_server(store: PitStore, run_id: str, instance_id: str, *, forecaster: str | None = None,
               policy: str | None = None, repeat: int = 0, protocol: Protocol = "asof") -> MCPServer:
    """The server of one planned job, which it claims before it returns. A job already locked, or
    held by another live runner, gets a server whose every tool answers the refusal (the client
    reads the reason; a server that exited would only show a closed connection). The EPSBench
    protocol is refused before the claim when it cannot serve the job."""
    if protocol == "epsbench":
        return _epsbench_server(store, run_id, instance_id, forecaster, policy, repeat)
    job = deferred_job(lambda: store, run_id, instance_id, forecaster=forecaster, policy=policy, repeat=repeat)
    job.prepare()
    return build_server(job)


def _epsbench_server(store: PitStore, run_id: str, instance_id: str, forecaster: str | None, policy: str | None,
                     repeat: int) -> MCPServer:
    from controllers.forecasters.eps_mcp import build_epsbench_server
    from controllers.runs.executor import InlineExecutor
    from controllers.runs.runner import Runner, read_plan

    plan = read_plan(store, run_id)
    assert plan is not None
    job = find_job(run_id, plan, instance_id, forecaster, policy, repeat)
    runner = Runner(store, InlineExecutor(store), lease=SESSION_LEASE, progress=False)
    served = locking_job(store, job, runner, "epsbench")  # refused before the claim when it cannot serve
    runner.claim_one(job)
    return build_epsbench_server(served)  # type: ignore[arg-type]


def serve(store_of: Callable[[], PitStore], run_id: str, instance_id: str, *, forecaster: str | None = None,
          policy: str | None = None, repeat: int = 0, transport: Literal["stdio", "http"] = "stdio", port: int = 0,
          protocol: Protocol = "asof") -> None:
    """Serve one planned job until the client goes (stdio) or the process is stopped (http); the
    store is opened (`store_of`) and the job claimed in the background while the handshake runs
    (the EPSBench protocol claims first: its tool set depends on the job)."""
    if protocol == "epsbench":
        server = _epsbench_server(store_of(), run_id, instance_id, forecaster, policy, repeat)
    else:
        job = deferred_job(store_of, run_id, instance_id, forecaster=forecaster, policy=policy, repeat=repeat)
        server = build_server(job)
        threading.Thread(target=_prepare, args=(job,), name="asof-mcp-claim", daemon=True).start()
    if transport == "stdio":
        server.run("stdio")
        return
    http = uvicorn_server(server)
    listener = listen(port)  # already accepting into its backlog when the URL is printed
    print(f"asof mcp: serving run {run_id}, instance {instance_id} at {endpoint_url(listener)}", file=sys.stderr, flush=True)
    http.run(sockets=[listener])


def _prepare(job: McpJob) -> None:
    job.prepare()
    try:
        job.tools  # noqa: B018 (raises the refusal, if any, for the log line below)
    except AsofError as exc:
        print(f"asof mcp: {exc}", file=sys.stderr, flush=True)

"""Pages the leakage judge could not be asked about, counted from the audit trail.

A judge failure (no answer: timeout, HTTP 401, connection refused, a server misconfiguration) rejects
the page for that request but is not a verdict and is not cached (`leakage_filter.cache`); `asof
search` and `asof run` show the count and the reasons, so a run whose judge never answered does not
read as a run whose pages were all leaks. `rejudge` asks the judge again about a run's failed pages.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import Engine

from leakage_filter.cache import failure_summary, is_call_failure
from pit_store.store import PitStore
from retrieval.audit import audit_rows, request_rows
from retrieval.context import ForecastContext
from retrieval.gateway import GatewayError


def judge_failures(engine: Engine, run_id: str, *, request_id: str | None = None) -> dict[str, int]:
    """Rejected candidates of `run_id` (one request, if given) whose deciding verdict was a failure, by reason."""
    counts: Counter[str] = Counter()
    for row in audit_rows(engine, run_id=run_id, decision="reject"):
        if (request_id is None or row["request_id"] == request_id) and _failed(row):
            counts[failure_summary(row["evidence"]["reason"])] += 1
    return dict(counts.most_common())


def render_judge_failures(counts: Mapping[str, int]) -> list[str]:
    """'judge failed on N pages: <reason>' lines (none when the judge always answered)."""
    return [f"judge failed on {n} page{'s' if n != 1 else ''}: {reason}" for reason, n in counts.items()]


@dataclass(frozen=True)
class Rejudged:
    """What `rejudge` did: the requests asked again, and the judge failures before and after."""

    run_id: str
    replay_run: str
    requests: int
    failed_before: dict[str, int]
    failed_after: dict[str, int]


def rejudge(store: PitStore, run_id: str) -> Rejudged:
    """Ask again every search and fetch of `run_id` whose pages the judge failed on.

    Each request is repeated with its recorded arguments, forecast time, policy and pinned position,
    under the run `rejudge:<run_id>` (the source run's audit is never touched). Failures were never
    cached, so each question goes to the judge again; what it answers now is cached for good, and a
    replay of the run then finds those verdicts.
    """
    from controllers.runs.gateways import gateway_for

    failed_requests = {row["request_id"] for row in audit_rows(store.engine, run_id=run_id, decision="reject")
                       if _failed(row)}
    again = f"rejudge:{run_id}"
    asked = 0
    for request in request_rows(store.engine, run_id=run_id):
        if request["request_id"] not in failed_requests or request["tool"] not in ("search", "fetch"):
            continue
        arguments = json.loads(request["arguments"])
        context = ForecastContext(run_id=again, instance_id=request["instance_id"], forecast_time=request["forecast_time"],
                                  policy=request["policy"], pin=request["pin"])
        gateway = gateway_for(store, context)
        try:
            if request["tool"] == "search":
                gateway.search(arguments["query"], arguments["k"])
            else:
                gateway.fetch(arguments["doc_id"])
        except GatewayError:
            pass  # a page withheld again: its audit row says why
        asked += 1
    return Rejudged(run_id, again, asked, judge_failures(store.engine, run_id), judge_failures(store.engine, again))


def _failed(row: Mapping[str, object]) -> bool:
    evidence = row["evidence"]
    reason = evidence.get("reason") if isinstance(evidence, dict) else None
    return isinstance(reason, str) and is_call_failure(reason)

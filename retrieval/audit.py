"""The audit trail: every gateway request and every candidate it considered, append-only.

One request row per tool call (tool, arguments, policy, t, pin, latency, status) and one candidate
row per document version the request considered (stage, accept/reject, reason code, evidence, and
the classifier's id, prompt hash and raw answer when a classifier decided). Rows are written in one
transaction per request with its link in the audit hash chain; the tables refuse UPDATE and DELETE.

A request is answered only after its audit transaction has committed (a failed write raises, and
the tool's result is never returned): fail closed. What a commit promises on each backend is in
docs/architecture.md ("Backends", durability). The write is on every search's latency path, so it
runs the fewest statements the chain allows (the request row with its `request_seq` returned, the
candidate rows in one executemany, the chain head, the link, the commit), each compiled once and
executed on the driver's cursor (`pit_store.statements`). One multi-row INSERT of the candidates
instead of the executemany was measured no faster on SQLite (ten rows: 68 against 66 us), so the
statement stays one text whatever the number of candidates.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Connection, Engine, and_, func, insert, select, true

from engine.hashing import canonical_json
from engine.timestamps import UtcDateTime
from pit_store import chains
from pit_store.schema import audit_candidates, audit_requests, records
from pit_store import statements
from retrieval.reasons import Reason, Stage


class CandidateDecision(BaseModel):
    """What the gateway decided about one candidate version."""

    model_config = ConfigDict(frozen=True)

    entity_id: str
    version: int | None
    recorded_seq: int | None
    stage: Stage
    decision: Literal["accept", "reject"]
    reason_code: Reason | None = None
    evidence: dict[str, Any] = {}
    classifier_id: str | None = None
    prompt_hash: str | None = None
    raw_answer: str | None = None


class RequestRecord(BaseModel):
    """One tool call as the audit keeps it."""

    model_config = ConfigDict(frozen=True)

    request_id: str
    run_id: str
    instance_id: str
    tool: str
    arguments: dict[str, Any]
    policy: str
    forecast_time: UtcDateTime
    pin: int
    status: Literal["ok", "error"]
    error: str | None
    clamped: bool
    n_candidates: int
    n_returned: int
    latency_ms: float
    recorded_at: UtcDateTime


_REQUEST_COLUMNS = tuple(c.name for c in audit_requests.columns if c.name != "request_seq")
_CANDIDATE_COLUMNS = tuple(c.name for c in audit_candidates.columns)


def write_request(target: Engine | Connection, request: RequestRecord, candidates: Sequence[CandidateDecision]) -> None:
    """Append one request, its candidates and its chain link (chain "audit") in one transaction.

    Given a connection, the rows join its open transaction (a search's own read) or begin one on
    it; either way the transaction is committed here.
    """
    row = request.model_dump()
    row["arguments"] = canonical_json(request.arguments)
    rows = [
        {
            "request_id": request.request_id, "ordinal": ordinal, "entity_id": c.entity_id, "version": c.version,
            "recorded_seq": c.recorded_seq, "stage": c.stage.value, "decision": c.decision,
            "reason_code": c.reason_code.value if c.reason_code else None, "evidence": canonical_json(c.evidence),
            "classifier_id": c.classifier_id, "prompt_hash": c.prompt_hash, "raw_answer": c.raw_answer,
        }
        for ordinal, c in enumerate(candidates)
    ]
    if isinstance(target, Engine):
        with target.connect() as connection:
            _write(connection, request, row, rows)
        return
    _write(target, request, row, rows)


def _write(connection: Connection, request: RequestRecord, row: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    if not connection.in_transaction():
        connection.begin()
    try:
        dialect = connection.dialect
        add_request = statements.prepared(
            dialect, "audit_request", lambda: insert(audit_requests).returning(audit_requests.c.request_seq),
            values=_REQUEST_COLUMNS, column_keys=_REQUEST_COLUMNS,
        )
        add_candidates = statements.prepared(
            dialect, "audit_candidates", lambda: insert(audit_candidates), values=_CANDIDATE_COLUMNS,
            column_keys=_CANDIDATE_COLUMNS,
        )
        # The audit commit does not wait for the WAL flush on PostgreSQL (a search would wait on a
        # disk flush otherwise): the run's next synchronous commit, its prediction lock, makes
        # these rows durable with it, since WAL is flushed in order.
        chains.lock_chain(connection, "audit", flush_on_commit=False)
        # request_seq comes from the database: arrival order
        request_seq = int(statements.run(connection, add_request, row)[0][0])
        statements.run_many(connection, add_candidates, rows)
        stored = {**row, "request_seq": request_seq}
        chains.append_link(connection, "audit", request.request_id, chains.audit_digest(stored, rows), request.recorded_at)
    except BaseException:
        connection.rollback()
        raise
    connection.commit()


def audit_rows(
    engine: Engine,
    *,
    run_id: str | None = None,
    instance_id: str | None = None,
    decision: Literal["accept", "reject"] | None = None,
    reason: str | None = None,
) -> list[dict[str, Any]]:
    """Candidate decisions joined with their requests (the query as `arguments`) and the page they
    judged (`url`, `title`), oldest first, filtered as asked."""
    conditions = []
    if run_id is not None:
        conditions.append(audit_requests.c.run_id == run_id)
    if instance_id is not None:
        conditions.append(audit_requests.c.instance_id == instance_id)
    if decision is not None:
        conditions.append(audit_candidates.c.decision == decision)
    if reason is not None:
        conditions.append(audit_candidates.c.reason_code == reason)
    query = (
        select(
            audit_requests.c.run_id, audit_requests.c.instance_id, audit_requests.c.request_id,
            audit_requests.c.tool, audit_requests.c.policy, audit_requests.c.forecast_time,
            audit_requests.c.arguments, audit_candidates.c.ordinal, audit_candidates.c.entity_id,
            audit_candidates.c.version, audit_candidates.c.recorded_seq, audit_candidates.c.stage,
            audit_candidates.c.decision, audit_candidates.c.reason_code, audit_candidates.c.evidence,
            audit_candidates.c.classifier_id, audit_candidates.c.prompt_hash, audit_candidates.c.raw_answer,
            records.c.payload,
        )
        .select_from(
            audit_candidates.join(audit_requests, audit_requests.c.request_id == audit_candidates.c.request_id)
            .outerjoin(records, records.c.recorded_seq == audit_candidates.c.recorded_seq)
        )
        .where(and_(true(), *conditions))
        .order_by(audit_requests.c.request_seq, audit_candidates.c.ordinal)
    )
    with engine.connect() as connection:
        rows = [dict(row) for row in connection.execute(query).mappings()]
    for row in rows:
        row["arguments"] = json.loads(row["arguments"])
        row["evidence"] = json.loads(row["evidence"])
        payload = json.loads(row.pop("payload") or "{}")
        row["url"], row["title"] = payload.get("url"), payload.get("title")
    return rows


def audit_summary(engine: Engine, *, run_id: str | None = None) -> list[dict[str, Any]]:
    """Candidate counts by policy, stage, decision and reason code."""
    keys = (audit_requests.c.policy, audit_candidates.c.stage, audit_candidates.c.decision, audit_candidates.c.reason_code)
    query = (
        select(*keys, func.count().label("count"))
        .select_from(audit_candidates.join(audit_requests, audit_requests.c.request_id == audit_candidates.c.request_id))
        .group_by(*keys)
        .order_by(*keys)
    )
    if run_id is not None:
        query = query.where(audit_requests.c.run_id == run_id)
    with engine.connect() as connection:
        return [dict(row) for row in connection.execute(query).mappings()]


def request_rows(engine: Engine, *, run_id: str | None = None) -> list[dict[str, Any]]:
    """Request rows (including failed requests), oldest first."""
    query = select(audit_requests).order_by(audit_requests.c.request_seq)
    if run_id is not None:
        query = query.where(audit_requests.c.run_id == run_id)
    with engine.connect() as connection:
        return [dict(row) for row in connection.execute(query).mappings()]


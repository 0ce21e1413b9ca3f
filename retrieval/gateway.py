"""The gateway: the only way a forecaster reaches evidence, bound to one forecast context.

Tools: `search`, `fetch`, `prices`, `filings`, `macro`, `events`. None takes a cutoff; ranges are
clamped to t. Under `pit` and `pit_llm` the as-of rule is inside the SQL that finds and ranks
documents; then page-level date checks (and under `pit_llm` the classifier ensemble on the snippet
and the full content) decide each candidate. Every request and every candidate considered is
audited. A document not visible at t is answered exactly like an unknown id, so existence does not
leak; the audit keeps the real reason.
"""

from __future__ import annotations

import json
import time
import uuid
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict
from sqlalchemy import BigInteger, Connection, bindparam, select
from sqlalchemy.engine import Dialect

from engine.clock import Clock
from engine.errors import AsofError, InputError
from engine.timestamps import UtcDateTime, ensure_utc
from leakage_filter.ensemble import Ensemble
from leakage_filter.page_judgement import judge_page
from leakage_filter.verdict import ClassifyContext, EventRef
from pit_store.as_of import (
    Cutoff,
    PriceBar,
    entity_as_of,
    events_as_of,
    filings_as_of,
    macro_as_of,
    price_histories_as_of,
)
from pit_store.records import RecordVersion
from pit_store.schema import blobs, records
from pit_store.store import PitStore
from pit_store.text_terms import query_terms
from retrieval.arguments import (
    MAX_DOC_ID_CHARS,
    MAX_LABEL_CHARS,
    MAX_SUBJECT_CHARS,
    audit_form,
    instant_argument,
    optional_text,
    symbols_argument,
    text_argument,
)
from pit_store import statements
from retrieval.audit import CandidateDecision, RequestRecord, write_request
from retrieval.context import ForecastContext
from retrieval.reasons import Reason, Stage
from retrieval.full_text import Admission, ranked, ranked_rows

MAX_K = 50
MAX_QUERY_CHARS = 1000
MAX_CONSIDERED = 500
"""At most this many ranked candidates are examined to fill k accepted results."""
SNIPPET_CHARS = 240

T = TypeVar("T")
_NO_CONTEXT = ClassifyContext()
"""What the page checks get for a page when no classifier reads it (frozen, so shared)."""


class GatewayError(AsofError):
    """A request the gateway refuses (bad arguments, unknown or withheld document)."""


class SearchHit(BaseModel):
    """One accepted search result."""

    model_config = ConfigDict(frozen=True)

    rank: int
    doc_id: str
    url: str
    title: str | None
    snippet: str
    known_at: UtcDateTime | None
    score: float


class SearchResponse(BaseModel):
    """What `search` returns."""

    model_config = ConfigDict(frozen=True)

    request_id: str
    query: str
    k: int
    hits: tuple[SearchHit, ...]
    matched: int
    """Versions that matched the query and passed the as-of rule (never counts later pages)."""
    considered: int
    rejected: int


class Document(BaseModel):
    """What `fetch` returns: the full extracted text of the version visible at t."""

    model_config = ConfigDict(frozen=True)

    request_id: str
    doc_id: str
    version: int
    url: str
    title: str | None
    text: str
    known_at: UtcDateTime | None


class PriceWindow(BaseModel):
    """What `prices` returns: bars known at t, closing in the (clamped) window."""

    model_config = ConfigDict(frozen=True)

    request_id: str
    start: UtcDateTime
    end: UtcDateTime
    clamped: bool
    """True when the requested end was after t and was cut back to t."""
    bars: dict[str, tuple[PriceBar, ...]]


class RecordList(BaseModel):
    """What `filings`, `macro` and `events` return: record versions visible at t."""

    model_config = ConfigDict(frozen=True)

    request_id: str
    records: tuple[dict[str, Any], ...]


class Gateway:
    """Tools bound to one forecast context; every call is audited."""

    def __init__(self, store: PitStore, context: ForecastContext, *, ensemble: Ensemble | None, clock: Clock) -> None:
        if context.policy == "pit_llm" and ensemble is None:
            raise GatewayError("policy pit_llm needs the leakage classifier ensemble; none was configured")
        self.store = store
        self.context = context
        self.ensemble = ensemble
        self.clock = clock
        self.at = Cutoff(t=context.forecast_time, embargo=context.embargo, pin=context.pin)
        self._events: tuple[EventRef, ...] | None = None

    # -- documents --------------------------------------------------------------------------

    def search(self, query: str, k: int = 10) -> SearchResponse:
        """Ranked snippets of documents visible at t (under the policy), best first."""
        arguments = {"query": query, "k": k}

        # One connection for the whole request: the ranking, the candidates and the audit rows. Under
        # `pit` and `search_only` the page checks read nothing, so the read and the audit are one
        # transaction (on SQLite every read takes the write lock anyway); under `pit_llm` the
        # classifiers may use the store, so the read transaction ends before they run.
        keep_open = self.context.policy != "pit_llm"

        def load(seqs: Sequence[int]) -> dict[int, _Candidate]:
            found = _candidates(connection, seqs)
            if not keep_open:
                connection.rollback()
            return found

        def run(decisions: list[CandidateDecision]) -> tuple[SearchResponse, int]:
            terms = self._check_query(query, k)
            admission: Admission = "latest_recorded" if self.context.policy == "search_only" else "as_of"
            # Most searches accept their first k candidates: rank 2k first (a short sort, few rows
            # out), with the columns the checks and the hits read, and all MAX_CONSIDERED only when
            # rejections use them up. Ties are broken by recorded_seq, so the longer ranking starts
            # with the shorter one.
            limit = min(2 * k, MAX_CONSIDERED)
            rows, matched = ranked_rows(connection, terms, admission, self.at, limit, _ROW_COLUMNS)
            if not keep_open:
                connection.rollback()
            considered = [(int(row[0]), float(row[1])) for row in rows]
            fetched = {int(row[0]): row[3:] for row in rows}  # read into a candidate when reached
            reader = _known_at_reader(connection.dialect)
            versions: dict[int, _Candidate] = {}
            hits: list[SearchHit] = []
            position = 0
            while len(hits) < k:
                if position == len(considered):
                    if len(considered) < limit or limit == MAX_CONSIDERED:
                        break  # every admitted match, or MAX_CONSIDERED of them, was considered
                    limit = MAX_CONSIDERED
                    considered, _ = ranked(connection, terms, admission, self.at, limit)
                    continue
                seq, score = considered[position]
                if seq not in versions:
                    columns = fetched.get(seq)
                    if columns is not None:
                        versions[seq] = _candidate(seq, columns, reader)
                    else:  # past the first ranking: load the next stretch of candidates in one query
                        versions.update(load([s for s, _ in considered[position : position + 2 * k]]))
                version = versions[seq]
                snippet = _snippet(version.payload.get("text") or "", terms)
                decision = self._judge(version, snippet=snippet)
                decisions.append(decision)
                if decision.decision == "accept":
                    hits.append(
                        SearchHit(
                            rank=len(hits) + 1, doc_id=version.entity_id, url=version.payload.get("url", ""),
                            title=version.payload.get("title"), snippet=snippet, known_at=version.known_at, score=score,
                        )
                    )
                position += 1
            response = SearchResponse(
                request_id="", query=query, k=k, hits=tuple(hits), matched=matched,
                considered=len(decisions), rejected=sum(d.decision == "reject" for d in decisions),
            )
            return response, len(hits)

        with self.store.engine.connect() as connection:
            response, request_id = self._audited("search", arguments, run, connection=connection)
        return response.model_copy(update={"request_id": request_id})

    def fetch(self, doc_id: str) -> Document:
        """The full text of a document's version visible at t (checked again on every read).

        `doc_id` is a document id from `search`, optionally with `@VERSION`; a version that became
        known after t is refused (and answered like an unknown id).
        """

        def run(decisions: list[CandidateDecision]) -> tuple[Document, int]:
            version = self._resolve(text_argument(doc_id, "doc_id", MAX_DOC_ID_CHARS), decisions)
            decision = self._judge(version, snippet=None)
            decisions.append(decision)
            if decision.decision == "reject":
                raise GatewayError(f"document {doc_id} is withheld by the {self.context.policy} policy")
            document = Document(
                request_id="", doc_id=version.entity_id, version=version.version, url=version.payload.get("url", ""),
                title=version.payload.get("title"), text=version.payload.get("text") or "", known_at=version.known_at,
            )
            return document, 1

        document, request_id = self._audited("fetch", {"doc_id": doc_id}, run)
        return document.model_copy(update={"request_id": request_id})

    # -- structured data (as of t under every policy) ----------------------------------------

    def prices(self, symbols: Sequence[str], start: datetime, end: datetime, interval: str = "1d") -> PriceWindow:
        """Bars of `symbols` closing in `[start, end)`, as known at t; `end` is clamped to t."""
        arguments = {"symbols": symbols, "start": start, "end": end, "interval": interval}

        def run(_: list[CandidateDecision]) -> tuple[PriceWindow, int]:
            names = symbols_argument(symbols)
            kind = text_argument(interval, "interval", MAX_LABEL_CHARS)
            begin = ensure_utc(instant_argument(start, "start"), field="start")
            finish = ensure_utc(instant_argument(end, "end"), field="end")
            clamped = finish > self.at.cut
            finish = min(finish, self.at.cut)
            if begin >= finish:
                bars: dict[str, tuple[PriceBar, ...]] = {s: () for s in names}
            else:
                found = price_histories_as_of(self.store, names, begin, finish, self.at, interval=kind)
                bars = {s: tuple(found[s]) for s in names}
            # The window reported never reaches past t: a start after t is an empty window ending at t.
            window = PriceWindow(request_id="", start=min(begin, finish), end=finish, clamped=clamped, bars=bars)
            return window, sum(len(b) for b in bars.values())

        window, request_id = self._audited("prices", arguments, run, clamped=lambda w: w.clamped)
        return window.model_copy(update={"request_id": request_id})

    def filings(self, company: str, item: str | None = None) -> RecordList:
        """A company's filing line items as known at t."""
        return self._records(
            "filings", {"company": company, "item": item},
            lambda: filings_as_of(self.store, text_argument(company, "company", MAX_SUBJECT_CHARS), self.at,
                                  item=optional_text(item, "item", MAX_LABEL_CHARS)),
        )

    def macro(self, series: str, period: date | None = None) -> RecordList:
        """A macro series' values (the vintage current at t)."""
        def read() -> list[RecordVersion]:
            if period is not None and not isinstance(period, date):
                raise InputError(f"must be a date, got {type(period).__name__}", field="period")
            return macro_as_of(self.store, text_argument(series, "series", MAX_SUBJECT_CHARS), self.at, period=period)

        return self._records("macro", {"series": series, "period": period}, read)

    def events(self, company: str) -> RecordList:
        """A company's corporate events (schedules, realised dates) as known at t."""
        return self._records(
            "events", {"company": company},
            lambda: events_as_of(self.store, self.at, company=text_argument(company, "company", MAX_SUBJECT_CHARS)),
        )

    def _records(self, tool: str, arguments: dict[str, Any], read: Callable[[], list[RecordVersion]]) -> RecordList:
        def run(_: list[CandidateDecision]) -> tuple[RecordList, int]:
            found = read()
            public = tuple(
                v.model_dump(mode="json", include={"entity_id", "version", "kind", "known_at", "event_time", "valid_from", "valid_to", "payload"})
                for v in found
            )
            return RecordList(request_id="", records=public), len(public)

        result, request_id = self._audited(tool, arguments, run)
        return result.model_copy(update={"request_id": request_id})

    def audited_call(self, tool: str, arguments: dict[str, Any], run: Callable[[], tuple[T, int]]) -> tuple[T, str]:
        """Run a tool that is not the gateway's own (a calculator, a submission, a refusal) under this
        context's audit; `run` returns its result and how many items it returned. Returns the result
        and the audit request id; an `AsofError` is audited and raised as a `GatewayError`."""
        return self._audited(tool, arguments, lambda _: run())

    # -- the machinery ------------------------------------------------------------------------

    def _audited(
        self,
        tool: str,
        arguments: dict[str, Any],
        run: Callable[[list[CandidateDecision]], tuple[T, int]],
        *,
        clamped: Callable[[T], bool] = lambda _: False,
        connection: Connection | None = None,
    ) -> tuple[T, str]:
        """Run a tool, then audit the request and its candidates whatever happened.

        With `connection` (the one the tool read through), the audit rows go into its open
        transaction, or into a fresh one on it after a failure.
        """
        request_id = "req:" + uuid.uuid4().hex
        decisions: list[CandidateDecision] = []
        started = time.perf_counter()
        error: str | None = None
        result: T | None = None
        returned = 0
        try:
            result, returned = run(decisions)
        except AsofError as exc:
            error = str(exc)
        except ValueError as exc:  # pydantic validation of bad arguments
            error = f"invalid arguments: {exc}"
        if error is not None and connection is not None and connection.in_transaction():
            connection.rollback()  # whatever the tool read is dropped; the audit starts afresh
        record = RequestRecord(
            request_id=request_id, run_id=self.context.run_id, instance_id=self.context.instance_id, tool=tool,
            arguments=audit_form(arguments), policy=self.context.policy, forecast_time=self.context.forecast_time,
            pin=self.at.pin, status="error" if error else "ok", error=audit_form(error),
            clamped=bool(result is not None and clamped(result)), n_candidates=len(decisions),
            n_returned=returned, latency_ms=(time.perf_counter() - started) * 1000.0, recorded_at=self.clock.now(),
        )
        write_request(connection if connection is not None else self.store.engine, record, decisions)
        if error is not None:
            raise GatewayError(record.error or error)
        assert result is not None
        return result, request_id

    def _check_query(self, query: str, k: int) -> list[str]:
        if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= MAX_K:
            raise GatewayError(f"k must be an integer from 1 to {MAX_K}, got {k!r}")
        text_argument(query, "query", MAX_QUERY_CHARS)
        if not query.strip():
            raise GatewayError("empty query")
        terms = query_terms(query)
        if not terms:
            raise GatewayError("query has no searchable words")
        return terms

    def _resolve(self, doc_id: str, decisions: list[CandidateDecision]) -> RecordVersion:
        """The version `fetch` may serve; anything else is answered like an unknown id.

        An unknown id and a document not visible at t run the same statements (the history, the
        as-of lookup, then the same audit rows), so neither the answer nor the work tells them apart.
        """
        entity_id, _, wanted = doc_id.partition("@")
        history = [v for v in self.store.history(entity_id, pin=self.at.pin) if v.record_type == "document"]
        visible = entity_as_of(self.store, entity_id, self.at, record_type="document")
        current: RecordVersion | None
        if self.context.policy == "search_only":
            current = history[-1] if history else None  # the latest recorded, whatever its dates
        else:
            current = visible
        asked = next((v for v in history if str(v.version) == wanted), None) if wanted else current
        if wanted and asked is None:
            history = []  # an unknown version of a known entity is an unknown id
        if current is not None and current.kind != "retraction" and asked is not None:
            if asked.recorded_seq == current.recorded_seq or self.context.policy == "search_only":
                return asked
            if asked.known_at is not None and asked.known_at <= self.at.cut:
                return current  # an older version was asked for: serve the one visible at t
        reason, evidence = _why_not_visible(history, current, asked, self.at)
        latest = asked or (history[-1] if history else None)
        decisions.append(
            CandidateDecision(
                entity_id=doc_id, version=latest.version if latest else None,
                recorded_seq=latest.recorded_seq if latest else None, stage=Stage.CUTOFF, decision="reject",
                reason_code=reason, evidence=evidence,
            )
        )
        raise GatewayError(f"unknown document id {doc_id!r}")

    def _judge(self, version: RecordVersion | _Candidate, *, snippet: str | None) -> CandidateDecision:
        """Page-level stages for one candidate version that passed the as-of rule."""
        base = {"entity_id": version.entity_id, "version": version.version, "recorded_seq": version.recorded_seq}
        if self.context.policy == "search_only":
            return CandidateDecision(**base, stage=Stage.NONE, decision="accept")
        ensemble = self.ensemble if self.context.policy == "pit_llm" else None
        judgement = judge_page(
            version.known_at, version.provenance.get("date_candidates", []), self.at.cut, ensemble=ensemble,
            content=self._content(version) if ensemble else "", snippet=snippet,
            context=self._classify_context(version) if ensemble else _NO_CONTEXT,
        )
        verdict = judgement.verdict
        deciding = verdict.deciding if verdict else None
        evidence: dict[str, Any] = {"evidence": [e.model_dump(mode="json") for e in judgement.evidence]}
        if verdict is not None:
            evidence.update(part=judgement.part, label=verdict.label, reason=verdict.reason,
                            members=[v.classifier_id for v in verdict.verdicts],
                            confidence=deciding.confidence if deciding else None)
        return CandidateDecision(
            **base, stage=Stage(judgement.stage), decision="accept" if judgement.accept else "reject",
            reason_code=Reason(judgement.reason_code) if judgement.reason_code else None, evidence=evidence,
            classifier_id=verdict.decided_by if verdict else None,
            prompt_hash=deciding.prompt_hash if deciding else None,
            raw_answer=deciding.raw_answer if deciding else None,
        )

    def _content(self, version: RecordVersion | _Candidate) -> str:
        """The raw HTML when kept (sidebars and markup dates count), else the extracted text."""
        if version.blob_hash:
            with self.store.engine.connect() as connection:
                data = connection.execute(select(blobs.c.data).where(blobs.c.blob_hash == version.blob_hash)).scalar_one()
            return zlib.decompress(data).decode("utf-8", errors="replace")
        return version.payload.get("text") or ""

    def _classify_context(self, version: RecordVersion | _Candidate) -> ClassifyContext:
        if self._events is None:  # the calendar as known at t does not change during a gateway's life
            self._events = tuple(
                EventRef(
                    company=e.payload.get("company", ""), event=e.payload.get("event", ""),
                    fiscal_period=e.payload.get("fiscal_period"), status=e.payload.get("status", ""),
                    event_time=e.event_time,
                )
                for e in events_as_of(self.store, self.at)
            )
        return ClassifyContext(
            url=version.payload.get("url"), title=version.payload.get("title"), page_known_at=version.known_at,
            events=self._events,
        )


@dataclass(frozen=True, slots=True)
class _Candidate:
    """What the page checks, the hit and the audit read of a ranked version (its other columns are
    not fetched: a search loads up to `2k` of them per request)."""

    recorded_seq: int
    entity_id: str
    version: int
    known_at: datetime | None
    payload: dict[str, Any]
    provenance: dict[str, Any]
    blob_hash: str | None


_ROW_COLUMNS = (
    records.c.entity_id, records.c.version, records.c.known_at, records.c.payload, records.c.provenance,
    records.c.blob_hash,
)
"""What a candidate reads of its version's row besides `recorded_seq`."""
_SLOTS = 10
"""Candidate lookups bind a multiple of this many ids (the last one repeated): few statements to compile."""


def _candidate(seq: int, columns: Sequence[Any], known_at: Callable[[Any], datetime | None]) -> _Candidate:
    """A candidate from its `_ROW_COLUMNS` values."""
    entity_id, version, known, payload, provenance, blob_hash = columns
    return _Candidate(
        recorded_seq=seq, entity_id=entity_id, version=version, known_at=known_at(known),
        payload=json.loads(payload), provenance=json.loads(provenance), blob_hash=blob_hash,
    )


def _candidates(connection: Connection, seqs: Sequence[int]) -> dict[int, _Candidate]:
    """The candidates with these `recorded_seq`s, in one statement prepared once per size."""
    if not seqs:
        return {}
    dialect = connection.dialect
    slots = -(-len(seqs) // _SLOTS) * _SLOTS
    names = [f"seq_{i}" for i in range(slots)]
    statement = statements.prepared(
        dialect, ("candidates", slots),
        lambda: select(records.c.recorded_seq, *_ROW_COLUMNS).where(
            records.c.recorded_seq.in_([bindparam(name, type_=BigInteger()) for name in names])
        ),
        values=names,
    )
    padded = list(seqs) + [seqs[-1]] * (slots - len(seqs))
    known_at = _known_at_reader(dialect)
    return {
        row[0]: _candidate(row[0], row[1:], known_at)
        for row in statements.run(connection, statement, dict(zip(names, padded, strict=True)))
    }


_KNOWN_AT_READERS: dict[str, Callable[[Any], datetime | None]] = {}


def _known_at_reader(dialect: Dialect) -> Callable[[Any], datetime | None]:
    """The `known_at` column type's own result processing (ISO text on SQLite to aware UTC)."""
    reader = _KNOWN_AT_READERS.get(dialect.name)
    if reader is None:
        process = records.c.known_at.type.dialect_impl(dialect).result_processor(dialect, None)
        reader = process if process is not None else (lambda value: value)
        _KNOWN_AT_READERS[dialect.name] = reader
    return reader


def _why_not_visible(
    history: list[RecordVersion], current: RecordVersion | None, asked: RecordVersion | None, at: Cutoff
) -> tuple[Reason, dict[str, Any]]:
    if not history:
        return Reason.UNKNOWN_DOCUMENT, {}
    if current is not None and current.kind == "retraction":
        return Reason.RETRACTED, {"retracted_at": str(current.known_at)}
    if asked is not None and asked.known_at is None:
        return Reason.NO_VERIFIABLE_DATE, {"asked_version": asked.version}
    if current is not None and asked is not None:  # a revision known after t was asked for by version
        return Reason.REVISED_AFTER_CUTOFF, {
            "asked_version": asked.version, "asked_known_at": str(asked.known_at),
            "visible_version": current.version, "cutoff": str(at.cut),
        }
    dated = [v for v in history if v.known_at is not None]
    if not dated:
        return Reason.NO_VERIFIABLE_DATE, {"versions": len(history)}
    first = min(dated, key=lambda v: v.known_at)  # type: ignore[arg-type, return-value]
    return Reason.PUBLISHED_AFTER_CUTOFF, {"known_at": str(first.known_at), "cutoff": str(at.cut)}


def _snippet(text: str, terms: Sequence[str]) -> str:
    """A window of the version's own text around the first query term found."""
    folded = text.casefold()
    positions = [p for p in (folded.find(term) for term in terms) if p >= 0]
    start = max(0, min(positions) - SNIPPET_CHARS // 3) if positions else 0
    window = " ".join(text[start : start + SNIPPET_CHARS].split())
    return ("…" if start else "") + window + ("…" if start + SNIPPET_CHARS < len(text) else "")

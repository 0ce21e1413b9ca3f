"""The gateway suite: tools, policies, ranking under the cutoff, hostile queries and the audit.

Written once, run on SQLite (FTS5) and PostgreSQL (tsvector) by the subclasses in
test_gateway_sqlite.py and test_gateway_postgres.py.
"""

from __future__ import annotations

import threading
import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import event
from sqlalchemy.exc import DBAPIError

from engine.clock import ManualClock
from pit_store import chains
from pit_store import statements as prepared_statements
from pit_store.price_bars import INPUT_SCHEMA
from pit_store.price_store import append_prices
from pit_store.records import RecordDraft
from pit_store.store import PitStore
from pit_store.verify import verify_store
from retrieval.audit import audit_rows, request_rows
from retrieval.context import ForecastContext, Policy
from retrieval.gateway import Gateway, GatewayError
from retrieval.reasons import Reason

T0 = datetime(2024, 1, 1, tzinfo=UTC)
WORDS = ["apple", "revenue", "iphone", "margin", "guidance", "quarter", "record", "shares", "china", "services"]


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def page(
    name: str, known: datetime | None, text: str, *, title: str | None = None,
    candidates: list[dict[str, Any]] | None = None, kind: str | None = None,
) -> RecordDraft:
    url = f"https://news.example.com/{name}"
    return RecordDraft(
        record_type="document", entity_id=f"doc:{name}", known_at=known, source="test", kind=kind,  # type: ignore[arg-type]
        payload={"url": url, "title": title or name, "text": text},
        provenance={"date_candidates": candidates or []},
    )


def candidate(value: datetime, role: str = "published", trusted: bool = True) -> dict[str, Any]:
    return {"source": "meta:article:modified_time", "value": value.isoformat(), "precision": "time", "role": role,
            "trusted": trusted, "why_untrusted": None, "context": ""}


def gateway(store: PitStore, t: datetime, policy: Policy = "pit", *, run: str = "run-1", ensemble: Any = None) -> Gateway:
    context = ForecastContext(run_id=run, instance_id="inst-1", forecast_time=t, policy=policy, pin=store.position())
    return Gateway(store, context, ensemble=ensemble, clock=ManualClock(datetime(2026, 1, 1, tzinfo=UTC)))


def ids(response: Any) -> list[str]:
    return [hit.doc_id for hit in response.hits]


class GatewaySuite:
    """Behaviour every search backend must show. Subclasses provide `store_url`."""

    def test_search_sees_only_versions_known_at_t(self, store: PitStore) -> None:
        store.append([
            page("early", day(1), "Apple revenue rose in the quarter."),
            page("late", day(10), "Apple revenue record announced, shares jump."),
            page("undated", None, "Apple revenue commentary without a date."),
        ], source="t")
        at_five = gateway(store, day(5)).search("apple revenue", k=10)
        assert ids(at_five) == ["doc:early"] and at_five.matched == 1
        assert set(ids(gateway(store, day(11)).search("apple revenue"))) == {"doc:early", "doc:late"}
        leaky = gateway(store, day(5), "search_only").search("apple revenue")
        assert set(ids(leaky)) == {"doc:early", "doc:late", "doc:undated"}

    def test_revision_after_t_is_invisible_and_fetch_serves_the_version_at_t(self, store: PitStore) -> None:
        store.append([page("story", day(1), "Apple guidance for the quarter is cautious.")], source="t")
        store.append([page("story", day(9), "Apple guidance raised after record iPhone quarter.")], source="t")
        hits = gateway(store, day(5)).search("apple guidance").hits
        assert len(hits) == 1 and "cautious" in hits[0].snippet
        assert "cautious" in gateway(store, day(5)).fetch("doc:story").text
        assert "raised" in gateway(store, day(10)).fetch("doc:story").text
        with pytest.raises(GatewayError, match="unknown document id"):
            gateway(store, day(5)).fetch("doc:story@2")
        assert _last_reason(store) == Reason.REVISED_AFTER_CUTOFF

    def test_ranking_ignores_later_documents(self, store: PitStore) -> None:
        store.append([
            page("a", day(1), "iphone iphone margin"),
            page("b", day(2), "iphone margin margin margin services"),
            page("c", day(3), "margin guidance"),
        ], source="t")
        before = [(h.doc_id, h.score) for h in gateway(store, day(5)).search("iphone margin", k=10).hits]
        store.append([page(f"later{i}", day(20 + i), "margin margin margin " * (i + 1)) for i in range(5)], source="t")
        after = [(h.doc_id, h.score) for h in gateway(store, day(5)).search("iphone margin", k=10).hits]
        assert before == after and len(before) == 3

    def test_fetch_of_a_document_not_visible_at_t_looks_like_an_unknown_id(self, store: PitStore) -> None:
        store.append([page("future", day(10), "Apple results."), page("undated", None, "Apple results."),
                      page("gone", day(1), "Apple results.")], source="t")
        store.append([page("gone", day(3), "retracted", kind="retraction")], source="t")
        g = gateway(store, day(5))
        messages = []
        for doc_id, reason in [("doc:future", Reason.PUBLISHED_AFTER_CUTOFF), ("doc:undated", Reason.NO_VERIFIABLE_DATE),
                               ("doc:gone", Reason.RETRACTED), ("doc:never", Reason.UNKNOWN_DOCUMENT)]:
            with pytest.raises(GatewayError) as caught:
                g.fetch(doc_id)
            messages.append(str(caught.value).replace(doc_id, "ID"))
            assert _last_reason(store) == reason
        assert len(set(messages)) == 1

    def test_fetch_runs_the_same_statements_for_a_hidden_and_an_unknown_id(
        self, store: PitStore, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        store.append([page("future", day(10), "Apple results."), page("older", day(1), "Apple results.")], source="t")
        store.append([page("older", day(8), "Apple results, revised.")], source="t")
        g = gateway(store, day(5))
        issued: list[str] = []
        # The audit's prepared statements go to the driver's cursor past SQLAlchemy's events: spy on
        # their one execution point as well, so every statement the fetch runs is compared.
        driver_execute = prepared_statements._execute

        def spy(connection: Any, sql: str, parameters: Any, *, many: bool) -> list[Any]:
            issued.append(sql)
            return driver_execute(connection, sql, parameters, many=many)

        monkeypatch.setattr(prepared_statements, "_execute", spy)

        def statements(doc_id: str) -> list[str]:
            issued.clear()

            def record(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
                issued.append(statement)

            event.listen(store.engine, "before_cursor_execute", record)
            try:
                with pytest.raises(GatewayError):
                    g.fetch(doc_id)
            finally:
                event.remove(store.engine, "before_cursor_execute", record)
            return list(issued)

        statements("doc:warm-up")  # a first call fills per-process caches (store position), whatever the id
        unknown = statements("doc:never")
        for hidden in ("doc:future", "doc:older@2", "doc:future@1"):
            assert statements(hidden) == unknown, hidden
        assert len(unknown) >= 4  # history, as-of lookup, audit request, candidate, chain link

    def test_page_dates_after_t_reject(self, store: PitStore) -> None:
        store.append([
            page("updated", day(1), "Apple margin commentary.", candidates=[candidate(day(1)), candidate(day(8), "modified")]),
            page("clean", day(1), "Apple margin commentary, older.", candidates=[candidate(day(1))]),
        ], source="t")
        response = gateway(store, day(5)).search("apple margin")
        assert ids(response) == ["doc:clean"] and response.rejected == 1
        rejected = audit_rows(store.engine, decision="reject")
        assert [r["entity_id"] for r in rejected] == ["doc:updated"]
        assert rejected[0]["stage"] == "page_dates" and rejected[0]["reason_code"] == Reason.LATER_DATE_IN_PAGE

    def test_rejections_past_the_first_ranked_stretch_reach_the_later_candidates(self, store: PitStore) -> None:
        # The gateway ranks 2k candidates first; when page checks reject all of them it must rank
        # further, in the same order, and find the accepted ones below (here ranks 5 and 6 of 6).
        store.append([
            *(page(f"late{i}", day(1), "apple apple apple margin " + "x" * i,
                   candidates=[candidate(day(1)), candidate(day(8), "modified")]) for i in range(4)),
            page("ok1", day(1), "apple margin and more words here", candidates=[candidate(day(1))]),
            page("ok2", day(1), "apple margin and many more words over here", candidates=[candidate(day(1))]),
        ], source="t")
        response = gateway(store, day(5)).search("apple", k=2)
        assert ids(response) == ["doc:ok1", "doc:ok2"]
        assert response.considered == 6 and response.rejected == 4 and response.matched == 6
        rows = audit_rows(store.engine)
        assert [r["entity_id"] for r in rows] == [*(f"doc:late{i}" for i in range(4)), "doc:ok1", "doc:ok2"]
        assert verify_store(store).ok

    def test_pit_llm_refuses_to_run_without_a_classifier(self, store: PitStore) -> None:
        with pytest.raises(GatewayError, match="pit_llm needs"):
            gateway(store, day(5), "pit_llm")

    def test_chinese_pages_are_searchable_in_chinese(self, store: PitStore) -> None:
        store.append([
            page("maotai", day(1), "贵州茅台发布2023年年度报告，营业收入同比增长。", title="贵州茅台年报"),
            page("other", day(1), "宁德时代发布季度报告。"),
            page("english", day(1), "Kweichow Moutai annual report."),
        ], source="t")
        assert ids(gateway(store, day(5)).search("茅台 年报")) == ["doc:maotai"]
        assert set(ids(gateway(store, day(5)).search("发布报告"))) == {"doc:maotai", "doc:other"}

    @pytest.mark.parametrize(
        "query",
        ['"', "apple\"", "apple*", "NEAR(apple revenue)", "title:apple", "apple OR 1=1", "'; DROP TABLE records; --",
         "apple) OR (revenue", "a & b | !c", "apple:*", "\\'apple\\'", "apple\x00revenue", "{apple}", "apple -revenue",
         "%' OR '1'='1", "apple' || (SELECT 1) || '"],
    )
    def test_hostile_queries_cannot_break_out(self, store: PitStore, query: str) -> None:
        store.append([page("a", day(1), "Apple revenue rose."), page("b", day(9), "Apple revenue fell.")], source="t")
        try:
            response = gateway(store, day(5)).search(query)
        except GatewayError as exc:  # operators alone have nothing to search for; a NUL is refused at the edge
            assert "no searchable words" in str(exc) or "NUL" in str(exc)
        else:
            assert all(hit.doc_id == "doc:a" for hit in response.hits)
        assert store.position() == 2 and len(store.history("doc:a")) == 1 and len(store.history("doc:b")) == 1

    @pytest.mark.parametrize("query", ["", "   ", "!!! ??? ***", "x" * 1001])
    def test_bad_queries_are_clear_errors_and_audited(self, store: PitStore, query: str) -> None:
        with pytest.raises(GatewayError):
            gateway(store, day(5)).search(query)
        assert [r["status"] for r in request_rows(store.engine)] == ["error"]

    @pytest.mark.parametrize("k", [0, -1, 51])
    def test_k_out_of_range(self, store: PitStore, k: int) -> None:
        with pytest.raises(GatewayError, match="k must be"):
            gateway(store, day(5)).search("apple", k=k)

    def test_naive_context_time_is_an_error(self, store: PitStore) -> None:
        with pytest.raises(Exception, match="naive"):
            ForecastContext(run_id="r", instance_id="i", forecast_time=datetime(2024, 1, 1), policy="pit", pin=0)  # noqa: DTZ001

    def test_every_candidate_has_exactly_one_audit_row(self, store: PitStore) -> None:
        store.append([page(f"p{i}", day(i), f"apple revenue {WORDS[i % 10]}",
                           candidates=[candidate(day(i)), *( [candidate(day(30), "modified")] if i % 3 == 0 else [])])
                      for i in range(12)], source="t")
        g = gateway(store, day(20))
        response = g.search("apple revenue", k=5)
        requests = request_rows(store.engine)
        rows = audit_rows(store.engine)
        assert len(requests) == 1 and requests[0]["n_candidates"] == response.considered == len(rows)
        assert len({(r["entity_id"], r["version"]) for r in rows}) == len(rows)
        assert len(response.hits) == 5 and response.rejected == sum(r["decision"] == "reject" for r in rows)

    def test_a_failed_audit_write_answers_nothing_and_leaves_no_rows(
        self, store: PitStore, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        # Fail closed: the database refuses the audit's chain link (a stale head makes it collide
        # with the link already there), after the request and candidate rows went in: the search
        # raises instead of answering, and the rollback takes back every row of the request.
        store.append([page("a", day(1), "apple margin"), page("b", day(2), "apple revenue")], source="t")
        g = gateway(store, day(5))
        g.search("apple")
        head = chains.head

        def stale(connection: Any, chain: Any) -> tuple[int, str]:
            seq, _ = head(connection, chain)
            return seq - 1, "sha256:stale"

        monkeypatch.setattr(chains, "head", stale)
        with pytest.raises(DBAPIError):
            g.search("apple")
        monkeypatch.undo()
        assert len(request_rows(store.engine)) == 1 and len(audit_rows(store.engine)) == 2
        assert sorted(ids(g.search("apple"))) == ["doc:a", "doc:b"]  # the chain takes the next request
        assert verify_store(store).ok

    def test_structured_tools_are_as_of_t_and_clamped(self, store: PitStore) -> None:
        rows = []
        for line, session in enumerate([date(2024, 1, 2), date(2024, 1, 3), date(2024, 1, 4)], start=2):
            close = datetime(session.year, session.month, session.day, 21, tzinfo=UTC)
            rows.append(dict(symbol="AAA", interval="1d", session=session, event_time=close, known_at=close, open=1.0,
                             high=1.0, low=1.0, close=1.0, adj_close=1.0, volume=1.0, calendar="XNYS", line=line))
        append_prices(store, pa.Table.from_pylist(rows, schema=INPUT_SCHEMA), source="p")
        store.append([RecordDraft(record_type="macro", entity_id="m:1", known_at=day(1), source="t",
                                  payload={"series": "CPI", "value": 1.0}),
                      RecordDraft(record_type="macro", entity_id="m:1", known_at=day(9), source="t",
                                  payload={"series": "CPI", "value": 2.0})], source="t")
        g = gateway(store, datetime(2024, 1, 3, 22, tzinfo=UTC))
        window = g.prices(["AAA"], day(0), day(30))
        assert window.clamped and [b.session for b in window.bars["AAA"]] == [date(2024, 1, 2), date(2024, 1, 3)]
        assert [r["payload"]["value"] for r in g.macro("CPI").records] == [1.0]
        assert [r["clamped"] for r in request_rows(store.engine)] == [True, False]

    @settings(max_examples=20, deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors])
    @given(
        docs=st.lists(st.tuples(st.integers(0, 40), st.lists(st.sampled_from(WORDS), min_size=1, max_size=8)),
                      min_size=1, max_size=15),
        t_day=st.integers(0, 40),
        query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=3),
    )
    def test_nothing_after_t_and_ranking_independent_of_later_documents(
        self, store: PitStore, docs: list[tuple[int, list[str]]], t_day: int, query: list[str]
    ) -> None:
        tag = uuid.uuid4().hex[:8]  # examples share one store: each gets its own vocabulary

        def own(words: list[str]) -> str:
            return " ".join(f"{word}{tag}" for word in words)

        early = [(n, w) for n, w in docs if n <= t_day]
        late = [(n, w) for n, w in docs if n > t_day]
        if early:
            store.append([page(f"{tag}-e{i}", day(n), own(w)) for i, (n, w) in enumerate(early)], source="t")
        before = gateway(store, day(t_day)).search(own(query), k=50)
        if late:
            store.append([page(f"{tag}-l{i}", day(n), own(w)) for i, (n, w) in enumerate(late)], source="t")
        after = gateway(store, day(t_day)).search(own(query), k=50)
        assert all(hit.known_at is not None and hit.known_at <= day(t_day) for hit in after.hits)
        assert [(h.doc_id, h.score) for h in after.hits] == [(h.doc_id, h.score) for h in before.hits]
        assert after.matched == before.matched == sum(1 for _, w in early if set(w) & set(query))

    def test_concurrent_gateways_keep_the_audit_chain_whole(self, store: PitStore) -> None:
        store.append([page("a", day(1), "Apple revenue rose.")], source="t")

        def worker(n: int) -> None:
            g = gateway(store, day(5), run=f"run-{n}")
            for _ in range(5):
                g.search("apple")
                with pytest.raises(GatewayError):
                    g.fetch("doc:never")

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(request_rows(store.engine)) == 40
        audit = next(c for c in verify_store(store).checks if c.name == "audit hash chain")
        assert audit.ok and audit.detail.startswith("40 links"), audit

    # -- hostile arguments at the edge -----------------------------------------------------------

    @pytest.mark.parametrize(
        ("call", "field"),
        [
            (lambda g: g.search("apple\udcff"), "query"),
            (lambda g: g.fetch("doc:apple\udcff"), "doc_id"),
            (lambda g: g.fetch("doc:" + "x" * 300), "doc_id"),
            (lambda g: g.fetch("doc:a\x00b"), "doc_id"),
            (lambda g: g.prices(["A\x00"], day(0), day(4)), "symbols"),
            (lambda g: g.prices(["A" * 300], day(0), day(4)), "symbols"),
            (lambda g: g.prices("AAA", day(0), day(4)), "symbols"),
            (lambda g: g.prices(["AAA"], "2024-01-01", day(4)), "start"),
            (lambda g: g.filings("C" * 5000), "company"),
            (lambda g: g.macro("CPI\udc80"), "series"),
            (lambda g: g.events(7), "company"),  # type: ignore[arg-type]
        ],
    )
    def test_bad_arguments_get_one_clear_audited_error(self, store: PitStore, call: Any, field: str) -> None:
        g = gateway(store, day(5))
        with pytest.raises(GatewayError, match=f"field '{field}'"):
            call(g)
        last = request_rows(store.engine)[-1]
        assert last["status"] == "error" and f"field '{field}'" in last["error"]

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.differing_executors])
    @given(
        tool=st.sampled_from(["search", "k", "fetch", "symbol", "symbols", "start", "interval", "filings", "item", "macro", "events"]),
        value=st.one_of(
            st.text(alphabet=st.characters(exclude_categories=()), max_size=40),
            st.text(alphabet=st.characters(exclude_categories=()), min_size=190, max_size=420),
            st.integers(min_value=-(10**30), max_value=10**30), st.floats(), st.none(), st.booleans(),
            st.lists(st.text(max_size=3), max_size=3),
        ),
    )
    def test_fuzzed_arguments_never_crash_and_are_always_audited(self, store: PitStore, tool: str, value: Any) -> None:
        g = gateway(store, day(5))
        calls = {
            "search": lambda: g.search(value), "k": lambda: g.search("apple", k=value), "fetch": lambda: g.fetch(value),
            "symbol": lambda: g.prices([value], day(0), day(4)), "symbols": lambda: g.prices(value, day(0), day(4)),
            "start": lambda: g.prices(["AAA"], value, day(4)), "interval": lambda: g.prices(["AAA"], day(0), day(4), value),
            "filings": lambda: g.filings(value), "item": lambda: g.filings("ACME", item=value),
            "macro": lambda: g.macro(value), "events": lambda: g.events(value),
        }
        before = len(request_rows(store.engine))
        try:
            calls[tool]()
        except GatewayError:
            pass
        assert len(request_rows(store.engine)) == before + 1


def _last_reason(store: PitStore) -> str | None:
    rows = audit_rows(store.engine)
    return rows[-1]["reason_code"] if rows else None

"""The generated corpus: its ground truth agrees with what the store and the real gateway decide.

One small corpus (two symbols, eighteen months, every leak pattern) is written and ingested through
`actions.ingest_pages` into a temporary SQLite store; the gateway runs for real with the
default classifier ensemble (rules, then the learned model; no LLM endpoint).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from controllers.store import actions
from controllers.demo.corpus import (
    GENERATOR_TAG,
    LEAK_PATTERNS,
    Corpus,
    CorpusConfig,
    PageTruth,
    ingest_corpus,
    read_manifest,
    write_corpus,
)
from controllers.demo.data import macro_prints, stock_bars
from controllers.demo.facts import parse_facts
from engine.clock import ManualClock
from engine.errors import InputError, NaiveDatetimeError
from engine.ids import stable_id
from engine.settings import Settings
from leakage_filter.ensemble import Ensemble, default_classifiers
from pit_store.calendars import session_close
from pit_store.ingest.documents import read_documents
from pit_store.records import RecordVersion
from pit_store.store import PitStore
from retrieval.audit import audit_rows
from retrieval.context import ForecastContext, Policy
from retrieval.gateway import Gateway, GatewayError

CONFIG = CorpusConfig(
    start=date(2010, 1, 1), end=date(2011, 6, 30), run_date=datetime(2011, 1, 1, tzinfo=UTC),
    symbols=("AAPL", "MSFT"), seed=3, rates=dict.fromkeys(LEAK_PATTERNS, 0.08), leak_horizon_days=60,
)
LATE = datetime(2013, 3, 2, tzinfo=UTC)


@dataclass(frozen=True)
class Ingested:
    corpus: Corpus
    settings: Settings
    store: PitStore
    reports: list[str]

    def version(self, page: PageTruth) -> RecordVersion:
        """The stored version that is this page's file (matched by the HTML's hash)."""
        digest = hashlib.sha256((self.corpus.root / page.file).read_bytes()).hexdigest()
        found = [v for v in self.store.history(stable_id("doc", page.url)) if v.payload["html_sha256"] == digest]
        assert len(found) == 1, page.id
        return found[0]

    def gateway(self, t: datetime, policy: Policy, instance: str) -> Gateway:
        context = ForecastContext(run_id="corpus-test", instance_id=instance, forecast_time=t, policy=policy,
                                  pin=self.store.position())
        ensemble = Ensemble(default_classifiers(None, None))
        return Gateway(self.store, context, ensemble=ensemble, clock=ManualClock(LATE))


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ingested]:
    root = tmp_path_factory.mktemp("demo-corpus")
    corpus = write_corpus(root / "corpus", CONFIG)
    settings = Settings(store_url=f"sqlite:///{root / 'store.db'}", data_dir=root / "data")
    actions.init(settings)
    reports = [*ingest_corpus(settings, corpus, "public"), *ingest_corpus(settings, corpus, "after")]
    store = PitStore.open(settings)
    yield Ingested(corpus, settings, store, reports)
    store.close()


def test_every_pattern_is_planted_and_every_page_is_labelled_generated(ingested: Ingested) -> None:
    pages = ingested.corpus.pages
    assert {p.leak for p in pages} == {None, *LEAK_PATTERNS}
    assert {p.kind for p in pages} == {"month_wrap", "big_move"}  # no macro prints after 2009Q3
    assert {p.style for p in pages if p.leak is None} == {"meta", "jsonld", "url", "byline"}
    for page in pages:
        html = (ingested.corpus.root / page.file).read_text(encoding="utf-8")
        assert f'<meta name="generator" content="{GENERATOR_TAG}">' in html
        assert f'<p class="generated-note">{GENERATOR_TAG}.' in html
    assert read_manifest(ingested.corpus.manifest) == pages


def test_pages_are_split_by_their_true_publication(ingested: Ingested) -> None:
    run_date = CONFIG.run_date
    assert run_date is not None
    for page in ingested.corpus.pages:
        assert (page.phase == "public") == (page.published_at <= run_date)
        assert page.file.startswith(f"{page.phase}/")
    assert ingested.corpus.in_phase("public") and ingested.corpus.in_phase("after")
    counts = [int(line.split("added ")[1].split(",")[0]) for line in ingested.reports]
    assert counts == [len(ingested.corpus.in_phase("public")), len(ingested.corpus.in_phase("after"))]


def test_generation_is_deterministic(ingested: Ingested, tmp_path: Path) -> None:
    again = write_corpus(tmp_path / "again", CONFIG)
    assert again.manifest.read_bytes() == ingested.corpus.manifest.read_bytes()
    for page in again.pages:
        assert (again.root / page.file).read_bytes() == (ingested.corpus.root / page.file).read_bytes()
    with pytest.raises(InputError, match="not empty"):
        write_corpus(tmp_path / "again", CONFIG)


def test_reingesting_adds_nothing(ingested: Ingested) -> None:
    for phase in ("public", "after"):
        (line,) = ingest_corpus(ingested.settings, ingested.corpus, phase)  # type: ignore[arg-type]
        assert " added 0," in line


def test_known_at_in_the_store_is_the_ground_truth(ingested: Ingested) -> None:
    for page in ingested.corpus.pages:
        stored = ingested.version(page)
        assert (stored.known_at, stored.version) == (page.expected_known_at, page.version), page.id
        if page.leak is None:
            assert page.expected_known_at is not None and page.expected_known_at >= page.published_at
            if page.style in ("meta", "jsonld"):
                assert page.expected_known_at == page.published_at  # an exact claim is taken as it stands


def test_facts_are_the_real_closes(ingested: Ingested) -> None:
    bars = stock_bars(CONFIG.start, CONFIG.end + timedelta(days=90), CONFIG.symbols)
    real = {(row.symbol, row.session): row.close for row in bars.itertuples()}
    for page in ingested.corpus.pages:
        facts = parse_facts(ingested.version(page).payload["text"])
        assert len(facts) == page.facts and max(f.session for f in facts) == page.latest_fact, page.id
        for fact in facts:
            assert fact.value == pytest.approx(real[(fact.symbol, fact.session)], abs=0.005)


def test_reader_finds_a_month_by_symbol_month_and_year(ingested: Ingested) -> None:
    gateway = ingested.gateway(LATE, "pit", "reader-search")
    top = gateway.search("MSFT closed October 2010", 3).hits[0]
    assert top.title == "MSFT in October 2010: every daily close"
    facts = parse_facts(gateway.fetch(top.doc_id).text)
    sessions = [f.session for f in facts if f.symbol == "MSFT"]
    assert len(sessions) == 21 and {s.month for s in sessions} == {10}


def _before(day: date) -> datetime:
    return session_close("XNYS", day)


def test_planted_leaks_are_visible_to_search_only(ingested: Ingested) -> None:
    for page in ingested.corpus.pages:
        if page.leak is None or page.latest_fact is None:
            continue
        assert page.probe_at is not None and page.probe_at < _before(page.latest_fact), page.id
        document = ingested.gateway(page.probe_at, "search_only", page.id).fetch(stable_id("doc", page.url))
        assert page.latest_fact in {f.session for f in parse_facts(document.text)}, page.id


def test_pages_without_a_verifiable_date_are_never_visible_under_pit(ingested: Ingested) -> None:
    missing = [p for p in ingested.corpus.pages if p.leak == "missing_date"]
    assert missing
    gateway = ingested.gateway(LATE, "pit", "missing")
    for page in missing:
        assert ingested.version(page).known_at is None
        hits = gateway.search(f"{page.subject} closed", 50).hits
        assert stable_id("doc", page.url) not in {hit.doc_id for hit in hits}
        with pytest.raises(GatewayError, match="unknown document"):
            gateway.fetch(stable_id("doc", page.url))
    rows = audit_rows(ingested.store.engine, run_id="corpus-test", instance_id="missing", decision="reject")
    assert [r["reason_code"] for r in rows if r["tool"] == "fetch"] == ["no_verifiable_date"] * len(missing)


def test_pit_llm_rejects_every_planted_leak_before_its_latest_fact(ingested: Ingested) -> None:
    planted = [p for p in ingested.corpus.pages if p.leak is not None]
    for page in planted:
        assert page.probe_at is not None
        version = ingested.version(page)
        gateway = ingested.gateway(page.probe_at, "pit_llm", f"leak:{page.id}")
        with pytest.raises(GatewayError):
            gateway.fetch(f"{version.entity_id}@{version.version}")
        (row,) = audit_rows(ingested.store.engine, run_id="corpus-test", instance_id=f"leak:{page.id}")
        assert (row["stage"], row["reason_code"]) == (page.expected_stage, page.expected_reason), page.id
    # The leaks PIT alone lets through are the ones only the content gives away.
    visible_under_pit = {p.leak for p in planted if p.expected_stage == "classifier"}
    assert visible_under_pit == {"silent_update", "related_later", "wrong_date", "later_under_byline"}


def test_honest_pages_pass_pit_once_published(ingested: Ingested) -> None:
    for page in ingested.corpus.pages:
        if page.leak is None:
            assert page.expected_known_at is not None
            gateway = ingested.gateway(page.expected_known_at, "pit", f"honest:{page.id}")
            assert gateway.fetch(stable_id("doc", page.url)).version == ingested.version(page).version
            early = ingested.gateway(page.expected_known_at - timedelta(seconds=1), "pit", f"early:{page.id}")
            if page.original is None and not any(p.original == page.id for p in ingested.corpus.pages):
                with pytest.raises(GatewayError):
                    early.fetch(stable_id("doc", page.url))


def test_without_a_run_date_every_page_is_public(tmp_path: Path) -> None:
    config = CorpusConfig(start=date(2010, 3, 1), end=date(2010, 4, 30), symbols=("IBM",), rates={"missing_date": 0.5})
    corpus = write_corpus(tmp_path / "corpus", config)
    assert corpus.pages and not corpus.in_phase("after")
    assert [p.leak for p in corpus.pages].count("missing_date") == 1
    settings = Settings(store_url=f"sqlite:///{tmp_path / 'store.db'}", data_dir=tmp_path / "data")
    actions.init(settings)
    assert ingest_corpus(settings, corpus, "after") == ["pages (after): none"]


def test_bad_configs_are_refused() -> None:
    with pytest.raises(ValueError, match="before start"):
        CorpusConfig(start=date(2011, 1, 1), end=date(2010, 1, 1))
    with pytest.raises(ValueError, match="less than or equal to 1"):
        CorpusConfig(start=date(2010, 1, 1), end=date(2011, 1, 1), rates={"wrong_date": 1.5})
    with pytest.raises(ValueError):
        CorpusConfig(start=date(2010, 1, 1), end=date(2011, 1, 1), rates={"no_such_pattern": 0.1})
    with pytest.raises(NaiveDatetimeError):
        CorpusConfig(start=date(2010, 1, 1), end=date(2011, 1, 1), run_date=datetime(2010, 6, 1))


def test_macro_pages_state_the_prints_after_their_release(tmp_path: Path) -> None:
    config = CorpusConfig(start=date(2009, 1, 1), end=date(2009, 12, 31), symbols=("IBM",), rates={}, move_threshold=0.5)
    corpus = write_corpus(tmp_path / "corpus", config)
    pages = [p for p in corpus.pages if p.kind == "macro_print"]
    assert [p.id for p in pages] == ["macro-2009Q1", "macro-2009Q2", "macro-2009Q3"]
    prints = macro_prints(config.start, config.end)
    for page in pages:
        (draft,) = read_documents(corpus.root / page.file)
        facts = parse_facts(draft.payload["text"])
        period = page.id.removeprefix("macro-")
        expected = prints[prints["period"] == period]
        assert {(f.symbol, f.session, f.value) for f in facts} == {
            (row.series, row.quarter_end, round(row.value, 2)) for row in expected.itertuples()
        }
        assert draft.known_at == page.expected_known_at
        assert page.published_at > expected["known_at"].iloc[0].to_pydatetime()

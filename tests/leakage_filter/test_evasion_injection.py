"""Evasion probe, injection: each disguise of text addressed to automated reviewers is rejected with
the reason code `injection` by the default classifier, and the gateway under `pit_llm` (what
`asof fetch` and `asof search` use, no LLM endpoint configured) never serves the page."""

from __future__ import annotations

from collections.abc import Iterator
import pytest

from pit_store.ingest.documents import document_entity_id

from leakage_filter.page_judgement import classifier_reason

from .evasion_pages import INJECTION, ProbeStore, default_verdict, page, url_of


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ProbeStore]:
    opened = ProbeStore(tmp_path_factory.mktemp("injection-probe"), {**INJECTION, "clean": page("")})
    yield opened
    opened.close()


def test_the_probe_page_without_its_evasion_is_accepted(probe: ProbeStore) -> None:
    # The control: every rejection below is the evasion's doing, not the page's.
    assert default_verdict(page(""), "clean").accepted
    assert probe.fetch_reason("clean") is None


@pytest.mark.parametrize("name", sorted(INJECTION))
def test_the_default_classifier_rejects_it_as_injection(name: str) -> None:
    verdict = default_verdict(INJECTION[name], name)
    assert not verdict.accepted and classifier_reason(verdict) == "injection", verdict.reason


@pytest.mark.parametrize("name", sorted(INJECTION))
def test_the_gateway_under_pit_llm_refuses_to_fetch_it(probe: ProbeStore, name: str) -> None:
    assert probe.fetch_reason(name) == "injection"


def test_search_under_pit_llm_serves_only_the_clean_page(probe: ProbeStore) -> None:
    assert probe.served_by_search("Orbit Labs testing sites") == {document_entity_id(url_of("clean"))}

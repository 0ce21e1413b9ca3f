"""Evasion probe, later facts: a fact from after t written where or how a plain reading misses it
(inside `<noscript>` or a hidden element, in an attribute, a soft hyphen or zero-width space inside
the month's name, fullwidth, Arabic-Indic or Devanagari digits, non-breaking hyphens) is rejected by
the default classifier, and the gateway under `pit_llm` never serves the page. The normalised text
carries the date, so the ordinary date rules decide."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pit_store.ingest.documents import document_entity_id

from .evasion_pages import LATER_FACT, ProbeStore, default_verdict, page, url_of


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ProbeStore]:
    opened = ProbeStore(tmp_path_factory.mktemp("later-fact-probe"), {**LATER_FACT, "clean": page("")})
    yield opened
    opened.close()


@pytest.mark.parametrize("name", sorted(LATER_FACT))
def test_the_default_classifier_rejects_it(name: str) -> None:
    verdict = default_verdict(LATER_FACT[name], name)
    assert verdict.label == "leak", verdict.reason
    assert "2025-10-28" in verdict.reason


@pytest.mark.parametrize("name", sorted(LATER_FACT))
def test_the_gateway_under_pit_llm_refuses_to_fetch_it(probe: ProbeStore, name: str) -> None:
    assert probe.fetch_reason(name) is not None


def test_search_under_pit_llm_serves_only_the_clean_page(probe: ProbeStore) -> None:
    assert probe.fetch_reason("clean") is None
    assert probe.served_by_search("Orbit Labs testing sites") == {document_entity_id(url_of("clean"))}

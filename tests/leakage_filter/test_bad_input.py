"""Bad input never crashes the rules and never passes: garbage, binary, enormous, deeply nested."""

from __future__ import annotations

import time

import pytest

from leakage_filter.ensemble import Ensemble
from leakage_filter.page_judgement import classifier_reason
from leakage_filter.rules import MAX_CONTENT_CHARS, RulesClassifier

from .conftest import PAGE, T, judge


def reason_code(content: str) -> str:
    from leakage_filter.verdict import ClassifyContext

    verdict = Ensemble([RulesClassifier()]).classify(content, T, ClassifyContext(page_known_at=PAGE))
    assert not verdict.accepted
    return classifier_reason(verdict)


def test_binary_content_is_invalid() -> None:
    assert reason_code(bytes(range(256)).decode("latin-1") * 40) == "classifier_invalid"
    assert reason_code("PK\x03\x04\x00\x00 some zip") == "classifier_invalid"
    assert reason_code("\ufffd\ufffd text mis-decoded \ufffd\ufffd\ufffd") == "classifier_invalid"


def test_enormous_content_is_refused_quickly() -> None:
    start = time.perf_counter()
    assert reason_code("<p>a</p>" * (MAX_CONTENT_CHARS // 8 + 1)) == "classifier_invalid"
    assert time.perf_counter() - start < 5


def test_a_large_page_of_text_is_ambiguous_not_a_crash() -> None:
    verdict = judge("<html><body>" + "<p>Orbit Labs makes test kits for hospitals and clinics.</p>" * 20_000 + "</body></html>")
    assert verdict.label == "ambiguous"


@pytest.mark.parametrize("depth", [500, 20_000])
def test_deeply_nested_pages_get_a_verdict(depth: int) -> None:
    html = "<html><body>" + "<div>" * depth + "<p>On October 28, 2025, Orbit Labs reported a loss.</p>" + "</div>" * depth + "</body></html>"
    verdict = judge(html)
    assert verdict.label in ("leak", "ambiguous")


@pytest.mark.parametrize("garbage", ["", "   ", "<<<>>>", "<html><body></body></html>", "%PDF-1.7 ####", "{" * 1000])
def test_garbage_never_passes(garbage: str) -> None:
    verdict = judge(garbage)
    assert verdict.label == "ambiguous"

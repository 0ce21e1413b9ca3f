"""Bad input through every member and the default ensemble: a 20 MB page, 100,000 nested divs, an
element with 100,000 attributes, binary and markup soup each get `classifier_invalid` or
`ambiguous`, never a crash and never `clean` (the learned model included: it is not asked about
text the rules could not read)."""

from __future__ import annotations

import os

import pytest

from leakage_filter.ensemble import Ensemble, default_classifiers
from leakage_filter.learned import LearnedClassifier
from leakage_filter.markup_limits import MAX_ATTRIBUTES_PER_TAG, dense_markup
from leakage_filter.page_judgement import classifier_reason
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext, LeakageClassifier

from .conftest import PAGE, T

STORY = "<p>By Ann Lee | Sept. 12, 2025. Orbit Labs makes test kits for hospitals and clinics.</p>"
BAD = {
    "twenty_megabytes": "<html><body>" + STORY * (20_000_000 // len(STORY)) + "</body></html>",
    "nested_100k_divs": "<html><body>" + "<div>" * 100_000 + STORY + "</div>" * 100_000 + "</body></html>",
    "attributes_100k": "<html><body><p " + " ".join(f'data-a{i}="v {i}"' for i in range(100_000)) + ">Orbit</p></body></html>",
    "random_bytes": os.urandom(100_000).decode("latin-1"),
    "unclosed_tags": "<div><p><span>" * 50_000,
    "one_long_word": "x" * 4_000_000,
}
MEMBERS: dict[str, LeakageClassifier] = {"rules": RulesClassifier(), "learned": LearnedClassifier.default()}


@pytest.mark.parametrize("member", sorted(MEMBERS))
@pytest.mark.parametrize("name", sorted(BAD))
def test_every_member_rejects_bad_input_with_a_clear_reason(member: str, name: str) -> None:
    verdict = Ensemble([MEMBERS[member]]).classify(BAD[name], T, ClassifyContext(page_known_at=PAGE))
    assert not verdict.accepted, verdict.reason
    assert classifier_reason(verdict) in ("classifier_invalid", "classifier_ambiguous"), verdict.reason


def test_the_default_ensemble_refuses_what_it_cannot_read_before_parsing_it() -> None:
    ensemble = Ensemble(default_classifiers(None, None))
    for name in ("twenty_megabytes", "attributes_100k", "random_bytes"):
        verdict = ensemble.classify(BAD[name], T, ClassifyContext(page_known_at=PAGE))
        assert classifier_reason(verdict) == "classifier_invalid", (name, verdict.reason)


def test_dense_markup_is_one_element_with_too_many_attributes_not_a_large_page() -> None:
    many_small = "<p>" + "".join(f'<a href="/{i}" title="t {i}">x</a>' for i in range(MAX_ATTRIBUTES_PER_TAG)) + "</p>"
    assert dense_markup(many_small) is None  # thousands of attributes, a few per element: a real page
    one_big = "<p " + " ".join(f'a{i}="v"' for i in range(MAX_ATTRIBUTES_PER_TAG + 1)) + ">x</p>"
    assert (dense_markup(one_big) or "").startswith("unreadable_content:")

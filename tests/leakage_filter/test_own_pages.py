"""The rules on hand-written pages in unfamiliar site styles, one class of failure per page (see
`own_pages`): later facts, instants and zones, locales, structured data, periods, self-dating
statements, injection in every form, and the forward-looking dates a naive reader takes for facts."""

from __future__ import annotations

import pytest

from leakage_filter.page_judgement import classifier_reason
from leakage_filter.ensemble import Ensemble
from leakage_filter.rules import RulesClassifier

from .own_pages import PAGES, OwnPage, measure


@pytest.mark.parametrize("page", PAGES, ids=[p.id for p in PAGES])
def test_rules_decide_each_hand_written_page(page: OwnPage) -> None:
    verdict = RulesClassifier().classify(page.html, page.t, page.context())
    if page.expected == "accept":
        assert verdict.label == "clean", verdict.reason
    else:
        assert verdict.label in ("leak", "ambiguous"), verdict.reason


@pytest.mark.parametrize("page", [p for p in PAGES if p.kind == "injection"], ids=lambda p: p.id)
def test_injection_has_its_own_reason_code(page: OwnPage) -> None:
    verdict = Ensemble([RulesClassifier()]).classify(page.html, page.t, page.context())
    assert not verdict.accepted
    assert classifier_reason(verdict) == "injection", verdict.reason


def test_the_pages_cover_both_decisions_in_every_style() -> None:
    kinds = {p.kind for p in PAGES}
    assert {"injection", "scheduled", "instant", "structured_data", "multilingual_fact", "normalisation"} <= kinds
    assert sum(p.expected == "accept" for p in PAGES) >= 20
    assert len({p.id for p in PAGES}) == len(PAGES)


def test_the_learned_model_adds_no_rejection_the_rules_miss_here() -> None:
    """The figures behind leaving the learned model out of the default ensemble (issue 13)."""
    from leakage_filter.learned import LearnedClassifier

    rules = measure([RulesClassifier()])
    both = measure([RulesClassifier(), LearnedClassifier.default()])
    assert (rules["recall"], rules["false_reject_rate"]) == (1.0, 0.0)
    assert (both["tp"], both["fp"]) == (rules["tp"], rules["fp"])

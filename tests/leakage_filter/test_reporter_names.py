"""A page that dates one company's quarterly report after t leaves other companies' reports of
that quarter what they are, reports already out (`reporter_names.other_reporter`); the scheduled
company's own results, or results no company is named for, stay a leak."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.reporter_names import lower_words, other_reporter

from .conftest import judge

_T, _PAGE = datetime(2026, 5, 20, 0, 30, tzinfo=UTC), datetime(2026, 5, 15, 5, 20, tzinfo=UTC)


def _preview(reported: str) -> str:
    return ("<html lang='en-GB'><body><h1>Earnings preview: what to expect from Dunmere Optics</h1>"
            "<p>Published 15 May 2026</p>"
            "<p>Dunmere Optics Q1 2026 earnings release is scheduled for Fri, May 22, 2026. "
            "The shares have lagged the sector this year.</p>"
            f"<p>{reported}</p></body></html>")


def test_another_company_reporting_the_same_quarter_is_no_leak() -> None:
    verdict = judge(_preview("Kelvane Rail reported Q1 2026 EPS of $1.12, versus the $1.05 consensus, on revenue of $2.40 billion."),
                    t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_scheduled_company_reporting_that_quarter_stays_a_leak() -> None:
    verdict = judge(_preview("Dunmere Optics reported Q1 2026 EPS of $1.12, versus the $1.05 consensus, on revenue of $2.40 billion."),
                    t=_T, page=_PAGE)
    assert verdict.label == "leak" and "reported after t" in verdict.reason


def test_results_named_for_no_company_stay_a_leak() -> None:
    verdict = judge(_preview("The company reported Q1 2026 EPS of $1.12, versus the $1.05 consensus, on revenue of $2.40 billion."),
                    t=_T, page=_PAGE)
    assert verdict.label == "leak" and "reported after t" in verdict.reason


def test_names_need_two_words_and_a_schedule_that_names_one() -> None:
    lower = lower_words("the company said shares rose and the group reported")
    clause = "Kelvane Rail reported Q1 2026 EPS of $1.12."
    assert other_reporter(clause, clause.index("Q1"), ["Dunmere Optics Q1 2026 results are due May 22, 2026."], lower)
    # one word alone may be any capitalised word; a schedule naming nobody is the page's own subject's
    single = "Kelvane reported Q1 2026 EPS of $1.12."
    assert not other_reporter(single, single.index("Q1"), ["Dunmere Optics Q1 2026 results are due May 22, 2026."], lower)
    assert not other_reporter(clause, clause.index("Q1"), ["Q1 2026 results are due on Fri, May 22, 2026, 6:00 p.m. BST."], lower)
    # a word written in lower case elsewhere is no name's head ("The Group")
    generic = "The Group reported Q1 2026 EPS of $1.12."
    assert not other_reporter(generic, generic.index("Q1"), ["Dunmere Optics Q1 2026 results are due May 22, 2026."], lower)


def test_a_name_before_a_headline_results_noun_is_the_subject() -> None:
    lower = lower_words("zum das für ein")
    clause = "Voss & Lindner Chemie AG: Zahlen zum Q1 2026"
    schedule = "24. April 2026, 06:30 Uhr MESZ Auental Energie AG: Zahlen zum Q1 2026 Zum Kalender hinzufügen"
    assert other_reporter(clause, clause.index("Q1"), [schedule], lower)
    same = "Auental Energie AG meldete für das Q1 2026 ein Ergebnis je Aktie von 2.90 €"
    assert not other_reporter(same, same.index("Q1"), [schedule], lower)

"""Claims about periods (issue 13, item 2): an outcome stated for a period that had not ended at t
is a later fact wherever it stands, in every language asof reads; a figure compared with
expectations or a forecast named as a thing is no guidance (hand-written pages, one per rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_periods, period_statement

from .conftest import judge

PAGE = datetime(2024, 8, 5, 9, 0, tzinfo=UTC)
T = datetime(2024, 8, 7, 12, 0, tzinfo=UTC)
"""In the third quarter of 2024: its results, and August's figures, were not out yet."""


def article(headline: str, body: str, *, lang: str, related: str = "") -> str:
    aside = f"<aside><h3>More</h3><ul><li>{related}</li></ul></aside>" if related else ""
    return (
        f"<html lang='{lang}'><body><article><h1>{headline}</h1><p>{body}</p></article>{aside}</body></html>"
    )


@pytest.mark.parametrize(
    ("headline", "lang"),
    [
        ("Nordwind Optics posts record Q3 2024 profit as margins widen", "en"),
        ("Nordwind Optics Reports Q3 2024 Results", "en"),
        ("北辰光电2024年第三季度净利润同比大增40%,超市场预期", "zh"),  # "beat expectations" is no guidance
        ("北辰光電2024年第三季盈利大增40% 勝預期", "zh-TW"),  # 第三季 without 度, traditional nouns
        ("北辰光学、2024年7~9月期の最終益25%増", "ja"),  # a month-range period
        ("Nordwind Optik AG: Gewinn im dritten Quartal 2024 um 30 Prozent gestiegen", "de"),
        ("Nordwind Optique : bénéfice en hausse de 12 % au troisième trimestre 2024", "fr"),
        ("Nordwind Óptica gana un 35% más en el tercer trimestre de 2024", "es"),
    ],
)
def test_results_of_a_period_not_over_at_t_leak_in_every_language(headline: str, lang: str) -> None:
    body = "Die Aktie notierte kaum verändert." if lang == "de" else "The shares were little changed."
    verdict = judge(article(headline, body, lang=lang), t=T, page=PAGE)
    assert verdict.label == "leak" and "period_not_over" in verdict.reason, headline
    # once the quarter is over and reported, the same page is fine
    later = judge(article(headline, body, lang=lang), t=datetime(2024, 11, 20, tzinfo=UTC), page=datetime(2024, 11, 12, tzinfo=UTC))
    assert later.label == "clean", headline


def test_a_claim_in_a_related_list_leaks_too() -> None:
    html = article("Nordwind Optics lifts dividend", "The board raised the payout.", lang="en",
                   related="Nordwind Optics Reports Q3 2024 Results")
    assert "period_not_over" in judge(html, t=T, page=PAGE).reason


def test_a_month_s_statistic_stated_before_the_month_is_over_leaks() -> None:
    for text, lang in (
        ("August retail sales rose 0.4%, official data showed.", "en"),
        ("Die Inflationsrate im August 2024 lag bei 2,1 %.", "de"),
        ("L'inflation en août 2024 a reculé à 2,0 %.", "fr"),
        ("El IPC de agosto 2024 se sitúa en el 2,3%.", "es"),
        ("2024年8月CPI同比上涨0.6%。", "zh"),
    ):
        verdict = judge(article("Markets", text, lang=lang), t=T, page=PAGE)
        assert verdict.label == "leak" and "period_not_over" in verdict.reason, text
    # last month's figures, a forecast for this month's, and a figure that is no statistic are fine
    for text in (
        "July retail sales rose 0.4%, official data showed.",
        "Economists expect August retail sales to rise 0.3%.",
        "Shares rose 2% in August trading so far.",
    ):
        assert judge(article("Markets", text, lang="en"), t=T, page=PAGE).label == "clean", text


def test_a_month_named_without_a_year_on_a_page_of_that_month_is_that_month() -> None:
    anchor = date(2024, 8, 5)
    (period,) = find_periods("August retail sales rose 0.4%", anchor=anchor)
    assert period.label == "2024-08" and period.statistic and period.year_inferred
    (earlier,) = find_periods("July retail sales rose 0.4%", anchor=anchor)
    assert earlier.label == "2024-07"


def test_periods_the_finder_reads() -> None:
    anchor = date(2024, 8, 5)
    labels = {
        "2024年7~9月期": "2024Q3", "2024年4～12月期": "2024-12", "2024年3月期": "2024FY", "2024年第三季": "2024Q3",
        "Q2 profit": "2024Q2", "Q3 revenue": "2023Q3",  # no year: the latest one that had ended
    }  # fmt: skip
    for text, label in labels.items():
        assert [p.label for p in find_periods(text, anchor=anchor)] == [label], text
    assert find_periods("Q&A with the chief executive", anchor=anchor) == []


def test_expectations_and_named_forecasts_are_not_guidance_cues() -> None:
    anchor = date(2024, 8, 5)
    for text in (
        "北辰光电2024年第二季度净利润同比增长21%,好于预期。",
        "Nordwind Optics' second-quarter revenue rose 8%, above expectations.",
        "Nordwind: Umsatz im zweiten Quartal 2024 über den Erwartungen gestiegen.",
    ):
        (period,) = find_periods(text, anchor=anchor)
        assert period_statement(text, period)[0] == "realised", text
    guidance = "Nordwind expects third-quarter revenue to rise 5%."
    (period,) = find_periods(guidance, anchor=anchor)
    assert period_statement(guidance, period)[0] == "guidance"
    schedule = "Meta reports first-quarter results after the close on Wednesday, April 24."
    (period,) = find_periods(schedule, anchor=anchor)
    assert period_statement(schedule, period)[0] != "realised"  # a lower-case "reports" with a date is a schedule


def test_halves_and_financial_years_in_other_languages() -> None:
    anchor = date(2024, 8, 5)
    labels = {
        "im ersten Halbjahr 2024": ("2024H1", date(2024, 6, 30)), "au second semestre 2024": ("2024H2", date(2024, 12, 31)),
        "en el primer semestre de 2024": ("2024H1", date(2024, 6, 30)), "im Geschäftsjahr 2024": ("2024FY", date(2024, 12, 31)),
        "2024年度上半期": ("2024H1", date(2024, 9, 30)),  # a Japanese fiscal year starts in April
    }  # fmt: skip
    for text, (label, end) in labels.items():
        assert [(p.label, p.end_day) for p in find_periods(text, anchor=anchor)] == [(label, end)], text
    html = article("Nordwind Optik: Gewinn im zweiten Halbjahr 2024 um 12 Prozent gestiegen", "Die Aktie stieg.", lang="de")
    assert "period_not_over" in judge(html, t=T, page=PAGE).reason


def test_ordinals_in_letters_ignorecase_folds_are_read() -> None:
    # The period patterns match case-insensitively, so "ſecond" (long s) and "ＦＩＲＳＴ" can match:
    # the ordinal is looked up casefolded, not lowered (a KeyError would make the page unreadable).
    (period,) = find_periods("revenue for the ſecond quarter of 2024 rose", anchor=date(2024, 9, 1))
    assert period.label == "2024Q2"

"""A weekday in a past-tense statement ("shares rose on Wednesday", "a progressé mercredi", "公布了")
is the latest such day on or before the page's own date, not the coming one; a future or
tense-less statement keeps the later reading, and a backward reading after t is still a later fact."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.past_weekdays import past_tense

from .conftest import judge

_MONDAY = datetime(2025, 3, 17, 12, 0, tzinfo=UTC)  # the page's stamp: its Wednesday is five days back
_TUESDAY = datetime(2025, 3, 18, 9, 0, tzinfo=UTC)  # t: after that Wednesday, before the coming one


def _page(body: str, lang: str = "en") -> str:
    return (
        f"<html lang='{lang}'><body><article><h1>Acme Corp</h1>"
        f"<p>Acme Corp is a listed maker of widgets. {body}</p></article></body></html>"
    )


@pytest.mark.parametrize(
    ("cue", "past"),
    [("rose", True), ("began", True), ("a progressé", True), ("stieg", True), ("subió", True), ("公布了", True),
     ("已", True), ("発表した", True), ("says", False), ("beats", False), ("公布", False), ("上涨", False)],
)
def test_past_tense_of_a_fact_cue(cue: str, past: bool) -> None:
    assert past_tense(cue) is past


@pytest.mark.parametrize(
    ("body", "lang"),
    [
        ("Shares of Acme rose 2% on Wednesday after its results.", "en"),
        ("Trading in the new shares began Wednesday.", "en"),
        ("Die Aktie stieg am Mittwoch um 2 Prozent.", "de"),
        ("Le titre a progressé mercredi de 2 %.", "fr"),
        ("La acción subió el miércoles un 2 %.", "es"),
        ("公司周三公布了业绩。", "zh"),
        ("同社は水曜日に決算を発表した。", "ja"),
    ],
)
def test_a_past_tense_weekday_is_the_one_before_the_page(body: str, lang: str) -> None:
    verdict = judge(_page(body, lang), t=_TUESDAY, page=_MONDAY)
    assert verdict.label == "clean", verdict.reason


def test_a_future_tense_weekday_keeps_the_coming_reading() -> None:
    # "will report on Wednesday" on Monday's page is the coming Wednesday, after t: a schedule, not
    # re-read backwards (so it is counted as a forward-looking mention of a later date).
    verdict = judge(_page("Acme will report results on Wednesday."), t=_TUESDAY, page=_MONDAY)
    assert "1 forward-looking mention(s) of later dates" in verdict.reason, verdict.reason


@pytest.mark.parametrize(
    ("body", "lang"),
    [("公司周三公布业绩。", "zh")],  # no 了/已: the tense is unknown, so the reading that could leak decides
)
def test_a_tenseless_weekday_keeps_the_later_reading(body: str, lang: str) -> None:
    verdict = judge(_page(body, lang), t=_TUESDAY, page=_MONDAY)
    assert verdict.label != "clean", verdict.reason
    assert "fact_date_after_t" in verdict.reason


def test_a_past_tense_weekday_on_a_page_published_after_t_stays_a_later_fact() -> None:
    # Friday's page: its Wednesday (the one before it) is after Tuesday's t.
    verdict = judge(_page("Shares of Acme rose 2% on Wednesday after its results."), t=_TUESDAY,
                    page=datetime(2025, 3, 21, 12, 0, tzinfo=UTC))
    assert verdict.label != "clean", verdict.reason
    assert "'Wednesday' read as 2025-03-19" in verdict.reason


@pytest.mark.parametrize(
    ("body", "lang"),
    [("Shares of Acme rose 2% on Wednesday after its results.", "en"), ("Le titre a progressé mercredi de 2 %.", "fr")],
)
def test_a_past_tense_weekday_whose_backward_reading_is_after_t_stays_a_later_fact(body: str, lang: str) -> None:
    verdict = judge(_page(body, lang), t=datetime(2025, 3, 11, 9, 0, tzinfo=UTC), page=_MONDAY)
    assert verdict.label != "clean", verdict.reason
    assert "read as 2025-03-12" in verdict.reason, verdict.reason


def test_a_past_tense_weekday_after_a_later_day_of_the_story_keeps_the_coming_reading() -> None:
    # On Friday's page the story told of Friday first: the Monday it tells of next is the coming
    # one (an unlabelled later addition), so the reading that could leak still decides.
    friday = datetime(2025, 3, 14, 19, 0, tzinfo=UTC)
    body = ("Shares of Acme rallied sharply on Friday. The relief proved short-lived: when trading resumed "
            "on Monday, the shares plunged 9%.")
    verdict = judge(_page(body), t=datetime(2025, 3, 15, 9, 0, tzinfo=UTC), page=friday)
    assert verdict.label != "clean", verdict.reason
    assert "'Monday' read as 2025-03-17" in verdict.reason, verdict.reason
    # told alone, the same Monday is the one before the page
    alone = judge(_page("When trading resumed on Monday, the shares of Acme plunged 9%."),
                  t=datetime(2025, 3, 15, 9, 0, tzinfo=UTC), page=friday)
    assert alone.label == "clean", alone.reason


def test_a_past_tense_weekday_with_another_day_number_is_not_re_read() -> None:
    # "El miércoles 21" on Monday the 17th's page: the 21st is not the Wednesday before (the 12th).
    verdict = judge(_page("El miércoles 21, la Fed subió los tipos 75 puntos básicos.", "es"), t=_TUESDAY, page=_MONDAY)
    assert verdict.label != "clean", verdict.reason
    # with the day number of the Wednesday before, it is that day
    same = judge(_page("El miércoles 12, la Fed subió los tipos 75 puntos básicos.", "es"), t=_TUESDAY, page=_MONDAY)
    assert same.label == "clean", same.reason

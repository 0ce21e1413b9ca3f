"""An added paragraph's label with its own day (`label_dates`): "Addendum of 14 September:",
"【追記・9月14日】", "9月14日更新：", "Nachtrag vom Sonntag:" date this version of the page. Added
before t, the page is clean (not "a fact dated after the page's own date"); added after t, it is an
update after t. A date inside the added sentence is what it reports, not the label's."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.label_dates import label_date

from .conftest import judge

STORED = datetime(2025, 9, 12, 14, 0, tzinfo=UTC)  # a Friday
BEFORE_THE_ADDENDUM = datetime(2025, 9, 12, 20, 0, tzinfo=UTC)
AFTER_THE_ADDENDUM = datetime(2025, 9, 16, 12, 0, tzinfo=UTC)


def _page(lang: str, added: str) -> str:
    body = "<p>The board met this week to review the plant's future and its order book.</p>"
    return f"<html lang='{lang}'><body><article><h1>Plant review</h1>{body}<p class='update'><em>{added}</em></p></article></body></html>"


@pytest.mark.parametrize(
    ("lang", "added"),
    [
        ("en", "Addendum of 14 September: the company confirmed it had sold the packaging unit."),
        ("de", "Nachtrag vom 14. September: Das Unternehmen bestätigte den Verkauf der Sparte."),
        ("de", "Nachtrag vom Sonntag: Das Unternehmen teilte mit, der Streik sei beendet."),
        ("zh-CN", "9月14日更新：公司确认已同意出售包装业务。"),
        ("ja", "【追記・9月14日】同社は包装事業を売却することで合意したと確認した。"),
        ("ja", "【追記・日曜日】同社は包装事業を売却したと発表した。"),
    ],
)
def test_an_addendum_labelled_with_its_day_dates_this_version(lang: str, added: str) -> None:
    clean = judge(_page(lang, added), t=AFTER_THE_ADDENDUM, page=STORED)
    assert clean.label == "clean", clean.reason
    later = judge(_page(lang, added), t=BEFORE_THE_ADDENDUM, page=STORED)
    assert later.label == "leak" and "updated_after_t" in later.reason, later.reason


def test_a_date_inside_the_added_sentence_is_no_label() -> None:
    for text, day in (
        ("Nachtrag: Am 14. September bestätigte das Unternehmen den Verkauf.", "14. September"),
        ("Update: on 14 September the company said it sold the unit.", "14 September"),
        ("公司9月14日更新了财务预测。", "9月14日"),
    ):
        start = text.index(day)
        assert not label_date(text, start, start + len(day)), text
    # a fact the added sentence reports after the page's own date dates the version: before t, fine
    known = judge(_page("de", "Nachtrag: Am 14. September bestätigte das Unternehmen den Verkauf."), t=AFTER_THE_ADDENDUM, page=STORED)
    assert known.label == "clean", known.reason

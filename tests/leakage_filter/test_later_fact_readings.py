"""Four classes of later facts the rules read: chrome telling in the past tense of a change after t
(a notice about the site's own documents, such as its cookie policy, stays chrome); a Japanese,
Korean or Chinese "M/D(曜)" stamp on a comment or a ranking entry; a time written before its weekday and date ("at 11:10 EST Tue 9 Jan 2024"); a paragraph headed by a
note's label in another language, its date further on. Each with the near-identical page that must
stay clean."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_dates
from leakage_filter.page_locale import time_near

from .conftest import judge

_T = datetime(2024, 9, 10, 12, 0, tzinfo=UTC)
_PAGE = datetime(2024, 9, 9, 3, 0, tzinfo=UTC)


def _article(lang: str, body: str, extra: str) -> str:
    return (f"<html lang=\"{lang}\"><body><main><article><h1>{body[:30]}</h1><p>{body}</p></article>{extra}</main>"
            "</body></html>")


# -- chrome: a notice of a change the site made stays the site's -------------------------------------------

_BODY_FR = "Le port de Brest a lancé la construction d'un nouveau quai, a indiqué la direction."


@pytest.mark.parametrize("day", ["18 septembre 2024"])
def test_a_cookie_notice_telling_of_a_policy_update_after_t_stays_chrome(day: str) -> None:
    # Policy: a site notice is about another document, not this page's content (see test_footer_stamps).
    banner = f"<div class=\"cookie-banner\"><p>Nous utilisons des cookies. Notre politique a été mise à jour le {day}.</p></div>"
    verdict = judge(_article("fr", _BODY_FR, banner), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_same_notice_dated_before_t_is_clean() -> None:
    banner = "<div class=\"cookie-banner\"><p>Nous utilisons des cookies. Notre politique a été mise à jour le 2 septembre 2024.</p></div>"
    verdict = judge(_article("fr", _BODY_FR, banner), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_copyright_year_after_t_in_chrome_stays_ignored() -> None:
    footer = "<footer><p>© 2025 Le Quotidien du Port. Tous droits réservés.</p></footer>"
    verdict = judge(_article("fr", _BODY_FR, footer), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


# -- CJK "M/D(曜)" stamps -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "day"), [
    ("たろう 9/11(水) 09:12", date(2024, 9, 11)),
    ("시민 9/11(수) 09:12", date(2024, 9, 11)),
    ("网友 9/11(周三) 09:12", date(2024, 9, 11)),
])
def test_a_slashed_day_with_its_weekday_in_brackets_is_a_date(text: str, day: date) -> None:
    found = [m for m in find_dates(text, anchor=date(2024, 9, 9)) if m.kind == "no_year"]
    assert [m.day for m in found] == [day]


def test_the_weekday_picks_the_year() -> None:
    # 1/2(木) from a page of late December 2024: 2 January 2025 is a Thursday, 2 January 2024 is not
    found = [m for m in find_dates("さくら 1/2(木) 10:00", anchor=date(2024, 12, 20)) if m.kind == "no_year"]
    assert [m.day for m in found] == [date(2025, 1, 2)]


def test_a_score_in_brackets_is_no_date() -> None:
    assert [m for m in find_dates("得点 3/1(2)", anchor=date(2024, 9, 9)) if m.kind == "no_year"] == []


def _comments(stamp: str) -> str:
    return ("<section id=\"comments\" class=\"comments-area\"><h2>コメント (1)</h2><ol class=\"comment-list\">"
            f"<li class=\"comment\"><div class=\"comment-meta\"><b>たろう</b> {stamp}</div>"
            "<div class=\"comment-body\"><p>詳しい記事ありがとうございます。</p></div></li></ol></section>")


_BODY_JA = "市交通局は、運転士不足を理由に市営バスの一部路線を減便すると発表した。"


def test_a_comment_stamped_after_t_in_the_japanese_form_is_a_leak() -> None:
    # t is 21:00 JST on 10 September; the comment is of 09:12 JST on the 11th
    verdict = judge(_article("ja", _BODY_JA, _comments("9/11(水) 09:12")), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_comment_stamped_before_t_is_clean() -> None:
    verdict = judge(_article("ja", _BODY_JA, _comments("9/10(火) 09:12")), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


# -- a time before its weekday and date -----------------------------------------------------------

def test_a_time_before_the_weekday_and_date_is_the_dates_instant() -> None:
    text = "This warning was cancelled at 11:10 EST Tue 10 Sep 2024."
    start = text.index("10 Sep")
    at = time_near(text, start, start + len("10 Sep 2024"), date(2024, 9, 10), None, cjk=False)
    assert at == datetime(2024, 9, 10, 16, 10, tzinfo=UTC)


def test_a_weekday_without_a_time_gives_no_instant() -> None:
    text = "The warning covers Tue 10 Sep 2024."
    start = text.index("10 Sep")
    assert time_near(text, start, start + len("10 Sep 2024"), date(2024, 9, 10), None, cjk=False) is None


_WARNING = ("<html lang=\"en-US\"><body><main><h1>Yellow warning of wind</h1>"
            "<p>This warning was cancelled at {clock} EST Tue 10 Sep 2024. Conditions have improved.</p>"
            "<p>Strong winds were expected along exposed coasts.</p></main></body></html>")


_WARNING_ISSUED = datetime(2024, 9, 10, 10, 0, tzinfo=UTC)  # the warning page of t's own day


def test_a_warning_cancelled_after_t_on_ts_own_day_is_a_leak() -> None:
    verdict = judge(_WARNING.format(clock="07:10"), t=_T, page=_WARNING_ISSUED)  # EST is UTC-5: 12:10 UTC, t is 12:00
    assert verdict.label == "leak", verdict.reason


def test_the_same_warning_cancelled_before_t_is_clean() -> None:
    verdict = judge(_WARNING.format(clock="06:10"), t=_T, page=_WARNING_ISSUED)  # 11:10 UTC
    assert verdict.label == "clean", verdict.reason


# -- a note's label heading a paragraph, its date further on ---------------------------------------

_BODY_SV = "Hamnbolaget har börjat bygga en ny kaj, uppger ledningen."


@pytest.mark.parametrize("note", [
    "Uppdatering: Hamnbolaget meddelade den 13 september 2024 att bygget är klart.",
    "Tillägg (torsdag, 12 september 2024 17:00): bolaget lade till detaljer.",
])
def test_a_labelled_note_dated_after_t_dates_this_version(note: str) -> None:
    verdict = judge(_article("sv", _BODY_SV, f"<p>{note}</p>"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason


def test_the_same_note_dated_before_t_is_clean() -> None:
    note = "Uppdatering: Hamnbolaget meddelade den 9 september 2024 att bygget är klart."
    verdict = judge(_article("sv", _BODY_SV, f"<p>{note}</p>"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_the_label_word_inside_a_sentence_is_no_note() -> None:
    text = "Bolaget lovar en uppdatering av planen den 13 september 2024."  # a plan, not a note's heading
    verdict = judge(_article("sv", _BODY_SV, f"<p>{text}</p>"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_build_stamp_after_t_in_chrome_stays_ignored() -> None:
    footer = "<footer><p>Page generated 2024-09-20 18:00</p></footer>"
    verdict = judge(_article("fr", _BODY_FR, footer), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


@pytest.mark.parametrize(
    "chrome",
    [
        "<div class=\"site-notice\"><p>Cette page a été mise à jour le 18 septembre 2024.</p></div>",
        "<div class=\"site-notice\"><p>Les cours affichés ont été mis à jour le 18 septembre 2024.</p></div>",
    ],
)
def test_chrome_telling_of_an_update_to_this_page_after_t_is_a_leak(chrome: str) -> None:
    verdict = judge(_article("fr", _BODY_FR, chrome), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason

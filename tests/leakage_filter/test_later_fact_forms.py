"""Forms of a later fact the date reading missed: a dot after a full month name before a day and a
year ("May. 16, 2026", a house style); "went on to hold rates on <date>" (what happened next, not a
plan); an image's alt or a photo caption dated after t under a page title that looks ahead (the
title names no section of dates to come). Their counterparts stay clean."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates, tense_at

from .conftest import judge

_PAGE = datetime(2025, 6, 2, 8, 0, tzinfo=UTC)
_T = datetime(2025, 6, 3, 8, 0, tzinfo=UTC)


def _article(title: str, body: str) -> str:
    return (f"<html lang='en'><body><article><h1>{title}</h1><p>By Ines Moor · Published 2 June 2025</p>"
            f"{body}</article></body></html>")


def test_a_dotted_month_before_a_day_and_year_is_read() -> None:
    assert [m.earliest for m in find_dates("closed at 0.72 on May. 16, 2025", anchor=date(2025, 5, 1))] == [date(2025, 5, 16)]
    assert find_dates("in May. 13 banks said so", anchor=date(2025, 5, 1)) == []


def test_went_on_to_is_a_fact_and_is_to_a_plan() -> None:
    text = "The central bank went on to hold rates at its meeting on June 19, 2025."
    mention = find_dates(text, anchor=date(2025, 6, 2))[0]
    assert tense_at(text, mention.start, mention.end)[0] == "fact"
    text = "The central bank is to hold rates at its meeting on June 19, 2025."
    mention = find_dates(text, anchor=date(2025, 6, 2))[0]
    assert tense_at(text, mention.start, mention.end)[0] == "forward"


def test_a_body_line_with_a_dotted_later_date_leaks() -> None:
    page = _article("Krone firms", "<p>The krone closed at 10.92 on June. 5, 2025, its strongest level in a year.</p>")
    assert judge(page, t=_T, page=_PAGE).label == "leak"


def test_an_alt_dated_after_t_under_a_looking_ahead_title_leaks() -> None:
    body = "<p>Trading is due to begin on 10 June.</p><img src='a.jpg' alt='Chart: Pellam soars 30% in debut, JUN 10, 2025'>"
    verdict = judge(_article("Pellam prices IPO ahead of its debut", body), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_caption_dated_after_t_under_a_looking_ahead_title_leaks() -> None:
    body = ("<p>Pellam is due to report results on 20 June.</p>"
            "<figure><img src='b.jpg'><figcaption>Pellam headquarters on JUN 10, 2025. Photo: R. Vale</figcaption></figure>")
    verdict = judge(_article("What to watch when Pellam reports results", body), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_caption_dated_before_t_is_clean() -> None:
    body = ("<p>Pellam is due to report results on 20 June.</p>"
            "<figure><img src='b.jpg'><figcaption>Pellam headquarters on MAY 20, 2025. Photo: R. Vale</figcaption></figure>")
    verdict = judge(_article("What to watch when Pellam reports results", body), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

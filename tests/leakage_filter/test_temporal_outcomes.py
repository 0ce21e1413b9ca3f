"""Claims about events still to come: an undated headline that reports the outcome of an event the
page itself dates after t is a later page (hand-written pages, one per rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.chrome import page_view
from leakage_filter.dates import find_dates
from leakage_filter.outcomes import Event, event_words, outcome_match

from .conftest import judge

MONDAY = datetime(2025, 3, 10, 9, 0, tzinfo=UTC)
T = datetime(2025, 3, 11, 12, 0, tzinfo=UTC)


def preview(body: str, headlines: list[str], *, lang: str = "en", heading: str = "Most read", title: str = "") -> str:
    items = "".join(f"<li>{h}</li>" for h in headlines)
    return (
        f"<html lang='{lang}'><body><article><h1>{title or 'Markets'}</h1><p>{body}</p></article>"
        f"<aside><h3>{heading}</h3><ul>{items}</ul></aside></body></html>"
    )


@pytest.mark.parametrize(
    ("body", "headline", "lang", "heading"),
    [
        ("The central bank is widely expected to lower interest rates on Thursday, its first cut in a decade.",
         "Central bank lowers interest rates for first time in a decade", "en", "Most read"),
        ("Zwei Tage vor der Wahl liegen die Sozialdemokraten in Umfragen knapp vor der Union.",
         "Sozialdemokraten gewinnen knapp vor der Union", "de", "Meistgelesen"),
        ("A deux jours du second tour, les sondages donnent Jeanne Morel en tête face à Paul Girard.",
         "Jeanne Morel élue avec 54 % des voix face à Paul Girard", "fr", "Les plus lus"),
        ("日銀はあす金融政策決定会合の結果を公表する。長期金利の上限引き上げが焦点。",
         "日銀、長期金利の上限を引き上げ", "ja", "アクセスランキング"),
        ("全国人大会议将于3月12日开幕,市场关注今年的经济增长目标。", "政府工作报告:经济增长目标为5%左右", "zh", "财经排行"),
    ],
)
def test_an_outcome_headline_of_a_coming_event_leaks(body: str, headline: str, lang: str, heading: str) -> None:
    verdict = judge(preview(body, [headline], lang=lang, heading=heading), t=T, page=MONDAY)
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason


def test_previews_dated_items_and_other_news_of_the_same_entity_are_fine() -> None:
    body = "The central bank is widely expected to lower interest rates on Thursday, its first cut in a decade."
    for headline in (
        "What a rate cut would mean for your mortgage",  # an explainer
        "Central bank expected to lower interest rates",  # a preview
        "Great analysis, expecting the central bank to lower rates by 25 bps",  # a reader's expectation
        "10/03: Central bank lowers interest rates",  # dated: judged by its date
        "Central bank governor says inflation is easing",  # the entity, not the event
    ):
        assert judge(preview(body, [headline]), t=T, page=MONDAY).label == "clean", headline
    # after the event, the same headline is no leak
    assert judge(preview(body, ["Central bank lowers interest rates"]), t=datetime(2025, 3, 15, tzinfo=UTC), page=MONDAY).label == "clean"


def test_event_matching_needs_the_dating_sentence_or_two_names() -> None:
    words, names = event_words("Pfizer expects to seek emergency authorization later this month.")
    clause = words
    event = Event("", "later this month", words | {"vaccin"}, names, clause)
    assert outcome_match("Pfizer says vaccine more than 90% effective", [event]) is None
    assert outcome_match("Pfizer seeks emergency authorization", [event]) is not None


def test_countdowns_tomorrow_and_next_week_name_coming_days() -> None:
    friday = date(2024, 10, 18)
    assert [m.day for m in find_dates("Zwei Tage vor der Bundestagswahl", anchor=friday, european=True)] == [date(2024, 10, 20)]
    assert [m.day for m in find_dates("à deux jours du second tour", anchor=friday, european=True)] == [date(2024, 10, 20)]
    assert [m.day for m in find_dates("two days before the election", anchor=friday)] == [date(2024, 10, 20)]
    assert [m.day for m in find_dates("日銀あす決定会合", anchor=friday, cjk=True)] == [date(2024, 10, 19)]
    assert [m.day for m in find_dates("is expected in about five weeks", anchor=friday)] == [date(2024, 11, 22)]
    next_week = "In der neuen Woche legen die Konzerne Zahlen vor, darunter SAP am Montagabend und BASF am Mittwoch."
    assert [m.day for m in find_dates(next_week, anchor=friday, european=True)] == [date(2024, 10, 21), date(2024, 10, 23)]
    posted = "The city will sell bonds next week, according to documents posted Tuesday."
    assert [m.day for m in find_dates(posted, anchor=friday) if m.kind == "weekday"] == [date(2024, 10, 15)]


def test_top_news_and_portal_rankings_are_related_modules() -> None:
    for heading in ("Top-News", "财经排行", "热门推荐"):
        html = f"<html><body><article><p>Body text here.</p><h3>{heading}</h3><ul><li>Item one</li></ul></article></body></html>"
        zones = {s.text: s.zone for s in page_view(html).segments}
        assert zones["Item one"] == "related", heading


def test_a_name_alone_is_no_outcome_of_the_event() -> None:
    # the page's subject named in its title and again in hidden text is not the event
    body = "The payout is payable to shareholders of record next month."
    html = (
        "<html><body><article><h1>Aldwick Rail holds quarterly dividend</h1>"
        f"<p>{body}</p><p hidden>Aldwick Rail has paid a dividend for 12 consecutive years.</p></article></body></html>"
    )
    assert judge(html, t=T, page=MONDAY).label == "clean"
    # a site's two-word name in a module heading, a company's name as an image's alt text
    notes = "Orbit Foods prices notes due 2031. The offering is expected to settle in about a week."
    assert judge(preview(notes, ["More from Harbour Research"], title="Orbit Foods notes due 2031 | Harbour Research"),
                 t=T, page=MONDAY).label == "clean"
    schedule = "<p>北辰光电下一期定期报告预计于3月20日披露。</p><img alt='北辰光电' src='a.png'>"
    assert judge(f"<html lang='zh'><body><article><h1>北辰光电</h1>{schedule}</article></body></html>",
                 t=T, page=MONDAY).label == "clean"


def test_two_names_of_the_passage_still_date_the_event() -> None:
    body = "Two days before the run-off, polls put Jeanne Morel ahead of Paul Girard."
    assert "outcome_after_t" in judge(preview(body, ["Jeanne Morel re-elected with 58% of the vote"]), t=T, page=MONDAY).reason
    words, names = event_words("北辰光电限售股上市流通")
    event = Event("", "3月20日", words, names, words)
    assert outcome_match("北辰光电", [event]) is None
    assert outcome_match("北辰光电限售股今日上市流通", [event]) is not None

"""Stamp forms that give a page its exact instant: dotted times, glued inline spans, release
fields and a time in a field of its own (`pit_store.ingest.page_dates`)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence, extract_claims, parse_date_text


def _claims(body: str, lang: str = "en-GB") -> list[tuple[str, datetime | None]]:
    tree = lxml.html.document_fromstring(
        f"<html lang='{lang}'><head><title>t</title></head><body><article><h1>Harbourside Mills trims"
        f" its dividend</h1>{body}<p>Harbourside Mills cut its payout after a weak spring.</p></article></body></html>"
    )
    return [(c.source, c.instant) for c in extract_claims(tree, url="file:x.html").claims if not c.source.startswith("htmldate")]


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("3 June 2025, 6.15am AEST", datetime(2025, 6, 2, 20, 15, tzinfo=UTC)),
        ("3 June 2025 at 9.40 p.m. BST", datetime(2025, 6, 3, 20, 40, tzinfo=UTC)),
        ("6.15am AEST, 3 June 2025", datetime(2025, 6, 2, 20, 15, tzinfo=UTC)),
    ],
)
def test_a_dotted_time_with_am_pm_is_a_time(text: str, instant: datetime) -> None:
    assert parse_date_text(text) == (date(2025, 6, 3), instant)


@pytest.mark.parametrize("text", ["3 June 2025, 6.15 per cent", "3 June 2025 14.30 BST"])
def test_a_dotted_number_without_am_pm_stays_no_time(text: str) -> None:
    # "6.15 per cent" is a decimal; a dotted 24-hour time is too easily a figure to read as one
    assert parse_date_text(text) == (date(2025, 6, 3), None)


def test_a_byline_span_glued_to_the_stamp_span_still_dates_the_page() -> None:
    body = (
        "<div class='meta'><span>Priya Raman, Chennai</span><span>Published: 4 Feb 2025, 7:05 AM IST</span></div>"
    )
    assert ("body:published", datetime(2025, 2, 4, 1, 35, tzinfo=UTC)) in _claims(body, lang="en-IN")


def test_a_release_field_dates_the_page() -> None:
    body = (
        "<table><tr><td>Notice title</td><td>Change of registered office</td></tr>"
        "<tr><td>Date and time of release</td><td>11-Mar-2025 18:02:10 (SGT)</td></tr></table>"
    )
    assert ("field:date and time of release", datetime(2025, 3, 11, 10, 2, 10, tzinfo=UTC)) in _claims(body, lang="en-SG")


def test_a_time_in_its_own_field_completes_the_release_day() -> None:
    body = (
        "<table><tr><th>Lodgement date</th><td>14/07/2025</td></tr>"
        "<tr><th>Lodgement time</th><td>8.05am AEST</td></tr></table>"
    )
    assert ("field:lodgement date", datetime(2025, 7, 13, 22, 5, tzinfo=UTC)) in _claims(body, lang="en-AU")


def test_a_scheduled_release_field_is_not_the_page_date() -> None:
    body = "<table><tr><th>Next release date</th><td>14/08/2025</td></tr></table>"
    assert not [source for source, _ in _claims(body) if source.startswith("field:")]


def _known_at(body: str, lang: str = "en-GB") -> datetime | None:
    tree = lxml.html.document_fromstring(
        f"<html lang='{lang}'><head><title>t</title><meta property='article:published_time' content="
        f"'2025-03-10T09:00:00+00:00'></head><body><article><h1>Larchmont Foods agrees sale of its bakery arm</h1>"
        f"{body}<p>Larchmont Foods said the buyer would pay in cash.</p></article></body></html>"
    )
    return date_evidence(tree, url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("UTC")).known_at


@pytest.mark.parametrize(
    ("line", "lifted"),
    [
        ("EMBARGOED UNTIL 7:00 A.M. GMT, TUESDAY, MARCH 11, 2025", datetime(2025, 3, 11, 7, tzinfo=UTC)),
        ("Embargoed until Tuesday 11 March 2025, 9.30am GMT", datetime(2025, 3, 11, 9, 30, tzinfo=UTC)),
        ("Not for release before 11 March 2025 at 12:00 GMT", datetime(2025, 3, 11, 12, tzinfo=UTC)),
    ],
)
def test_an_embargo_line_makes_the_page_known_when_the_embargo_lifts(line: str, lifted: datetime) -> None:
    # distributed the day before, the content is public only when the embargo ends
    assert _known_at(f"<p class='note'><b>{line}</b></p>") == lifted


def test_an_embargo_already_lifted_at_distribution_leaves_the_page_date() -> None:
    line = "<p>Embargoed until 10 March 2025, 08:00 GMT</p>"
    assert _known_at(line) == datetime(2025, 3, 10, 9, tzinfo=UTC)


def _wire(story: str) -> list[tuple[str, datetime | None]]:
    tree = lxml.html.document_fromstring(
        "<html><head><title>Flash</title></head><body><pre>MARKETWIRE 10:05 IST 14-AUG-2024\n"
        f"Godavari Cables wins order</pre><p>{story}</p></body></html>"
    )
    return [(c.source, c.instant) for c in extract_claims(tree, url="file:x.html").claims if c.source == "body:stamp"]


def test_indian_market_words_make_ist_india_s_time() -> None:
    story = "Godavari Cables won a ₹420 crore order; the Sensex rose 0.4% and the stock ended at Rs 812."
    assert _wire(story) == [("body:stamp", datetime(2024, 8, 14, 4, 35, tzinfo=UTC))]


def test_without_them_ist_on_a_page_of_no_region_is_the_latest_reading() -> None:
    # Irish summer time (UTC+1): the reading that never makes the page known too early
    assert _wire("Godavari Cables won a large order.") == [("body:stamp", datetime(2024, 8, 14, 9, 5, tzinfo=UTC))]


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        # a dash or a bar between the day and its time
        ("14 May 2025 - 16:20 SAST", datetime(2025, 5, 14, 14, 20, tzinfo=UTC)),
        ("Tuesday, May 13, 2025 — 9:05 EAT", datetime(2025, 5, 13, 6, 5, tzinfo=UTC)),
        ("May 13, 2025 | 10:12 PM (+08:00)", datetime(2025, 5, 13, 14, 12, tzinfo=UTC)),
        # an offset in brackets is an offset, not a time range
        ("May 13, 2025 10:12 (UTC+3)", datetime(2025, 5, 13, 7, 12, tzinfo=UTC)),
        # African, Hawaiian, Alaskan, Pakistani and Malaysian zone abbreviations
        ("May 13, 2025 5:30 am WAT", datetime(2025, 5, 13, 4, 30, tzinfo=UTC)),
        ("May 13, 2025 5:30 am CAT", datetime(2025, 5, 13, 3, 30, tzinfo=UTC)),
        ("May 13, 2025 5:30 am HST", datetime(2025, 5, 13, 15, 30, tzinfo=UTC)),
        ("May 13, 2025 5:30 am AKDT", datetime(2025, 5, 13, 13, 30, tzinfo=UTC)),
        ("May 13, 2025 5:30 am PKT", datetime(2025, 5, 13, 0, 30, tzinfo=UTC)),
        ("May 13, 2025 5:30 am MYT", datetime(2025, 5, 12, 21, 30, tzinfo=UTC)),
    ],
)
def test_stamps_with_dash_bar_bracketed_offset_or_more_zones(text: str, instant: datetime) -> None:
    found = parse_date_text(text)
    assert found is not None and found[1] == instant


@pytest.mark.parametrize("text", ["May 13, 2025 10:00-12:00", "May 13, 2025 - 10 analysts", "May 13, 2025 | 10:12"])
def test_a_range_or_a_bare_time_after_a_dash_stays_a_day(text: str) -> None:
    assert parse_date_text(text) == (date(2025, 5, 13), None)


@pytest.mark.parametrize(
    ("body", "source", "instant"),
    [
        ("<div class='meta'><span>By Lena Ortiz</span> <span>Circular issued: 2 May 2025 6:10 am AWST</span></div>",
         "body:issued", datetime(2025, 5, 1, 22, 10, tzinfo=UTC)),
        ("<div class='meta'><span>By Lena Ortiz</span> <span>Bulletin posted 2 May 2025, 6:10 am SGT</span></div>",
         "body:posted", datetime(2025, 5, 1, 22, 10, tzinfo=UTC)),
    ],
)
def test_a_marker_after_a_label_noun_dates_the_page(body: str, source: str, instant: datetime) -> None:
    assert (source, instant) in _claims(body, lang="en-SG")


@pytest.mark.parametrize(
    "body",
    [
        # running text: the date of another document, not this page's stamp
        "<p>Regulators said the Review published 2 May 2025 6:10 am SGT had found no breach of the rules.</p>",
        # a labelled day without a time says nothing the day does not
        "<div class='meta'><span>Bulletin posted 2 May 2025</span></div>",
    ],
)
def test_a_label_noun_marker_needs_an_exact_stamp_ending_a_short_line(body: str) -> None:
    assert not [s for s, _ in _claims(body, lang="en-SG") if s in ("body:posted", "body:published", "body:issued")]


def test_a_time_first_stamp_with_a_bracketed_offset_after_its_zone_reads_the_offset() -> None:
    assert parse_date_text("Embargoed until 09:30 SGT (+08:00) 6 AUG 2025") == (
        date(2025, 8, 6), datetime(2025, 8, 6, 1, 30, tzinfo=UTC))


def test_a_labelled_stamp_does_not_hide_a_later_embargo_written_time_first() -> None:
    body = (
        "<div class='embargo'><b>EMBARGOED UNTIL 09:30 SGT (+08:00) 6 AUG 2025</b> - not for publication before"
        " this time.</div><div class='meta'><span>By Lena Ortiz</span> Circular issued: 5 Aug 2025 8:00 am SGT</div>"
    )
    assert _known_at(body, lang="en-SG") == datetime(2025, 8, 6, 1, 30, tzinfo=UTC)


def _evidence(body: str, lang: str) -> tuple[datetime | None, list[tuple[str, str | None]]]:
    tree = lxml.html.document_fromstring(
        f"<html lang='{lang}'><head><title>t</title></head><body><article><h1>Quarry Lane Foods lifts its"
        f" outlook</h1>{body}<p>Quarry Lane Foods said demand held up.</p></article></body></html>"
    )
    found = date_evidence(tree, url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("UTC"))
    return found.known_at, [(c.source, c.why_untrusted) for c in found.candidates]


def test_htmldate_reading_a_numeric_stamp_against_the_page_region_order_is_untrusted() -> None:
    # 03/09/2025 on a US page is 9 March; htmldate's 3 September is the other order's reading
    known_at, candidates = _evidence("<div class='meta'>By Dana Quill  03/09/2025 04:15 PM EST</div>", "en-US")
    assert known_at == datetime(2025, 3, 9, 21, 15, tzinfo=UTC)
    assert ("htmldate:original", "order_misread") in candidates


def test_without_a_region_order_both_readings_stand_and_the_later_wins() -> None:
    known_at, _ = _evidence("<div class='meta'>By Dana Quill  03/09/2025 04:15 PM EST</div>", "en")
    assert known_at is not None and known_at >= datetime(2025, 9, 3, tzinfo=UTC)


@pytest.mark.parametrize("lang", ["en-NG", "en-KE", "en-GH", "en-MY", "en-PK", "en-AE"])
def test_more_day_first_regions(lang: str) -> None:
    # day first: 9 March, not the 3 September an unknown order would be read as
    known_at, _ = _evidence("<div class='meta'>By Dana Quill  09/03/2025 16:15 UTC</div>", lang)
    assert known_at == datetime(2025, 3, 9, 16, 15, tzinfo=UTC)


def test_a_mail_archive_s_clock_format_is_a_stamp() -> None:
    # pipermail prints a message's date as the C library does: the time and zone before the year.
    assert parse_date_text("Fri Feb 21 16:48:03 NZDT 2025") == (date(2025, 2, 21), datetime(2025, 2, 21, 3, 48, 3, tzinfo=UTC))
    assert parse_date_text("Fri Feb 21 16:48:03 2025") == (date(2025, 2, 21), None)  # no zone: a day only

"""The first publication a page states (`DateEvidence.published_at`, `pit_store.ingest.publication`),
on hand-written pages, beside a `known_at` it never changes.

Each case has its counterpart: a publication against a modification, a side region's date against
the same date in the article, a visible byline against a later machine stamp (and a machine stamp
of the byline's day), the document's metadata against another item's `<time>` in the article, a
creation stamp against a publication, a page that states none against one that states a day.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import NamedTuple
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateEvidence, date_evidence
from pit_store.ingest.publication import first_publication

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
BODY = ("<p>The harbour board approved the new ferry timetable after a long public consultation with"
        " residents of the outer islands, who had asked for earlier morning crossings.</p>")
URL = "https://harbour.example.org/news/ferry-timetable-approved"


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(article: str, *, head: str = "", after: str = "", captured_at: datetime | None = None) -> DateEvidence:
    """A page titled "Ferry timetable approved" with `article` inside its `<article>` (before the
    body text) and `after` after it, outside the article."""
    html = (f"<html><head><title>Ferry timetable approved</title>{head}</head><body><article>"
            f"<h1>Ferry timetable approved</h1>{article}{BODY}</article>{after}</body></html>")
    return date_evidence(lxml.html.document_fromstring(html), url=URL, captured_at=captured_at,
                         date_only_tz=UTC_MINUS_12)


def jsonld(**dates: str) -> str:
    fields = ", ".join(f'"{key}": "{value}"' for key, value in dates.items())
    return f'<script type="application/ld+json">{{"@type": "NewsArticle", {fields}}}</script>'


def test_the_publication_is_not_the_modification_that_decides_known_at() -> None:
    found = evidence("", head=jsonld(datePublished="2024-03-05T14:30:00Z", dateModified="2024-03-07T08:15:00Z"))
    assert found.known_at == utc(2024, 3, 7, 8, 15)  # known from its modification, as before
    assert (found.published_at, found.published_at_basis, found.published_at_precision) == (
        utc(2024, 3, 5, 14, 30), "jsonld:datePublished", "time")


def test_a_modification_alone_is_never_a_publication() -> None:
    found = evidence("<p>Updated March 7, 2024</p>", head=jsonld(dateModified="2024-03-07T08:15:00Z"))
    assert found.known_at == utc(2024, 3, 7, 8, 15)
    assert (found.published_at, found.published_at_basis) == (None, "none")


RELATED = ("<aside class='related'><h2>More news</h2><ul>"
           "<li><a href='/a'>Pier repairs begin</a> <time class='published' datetime='2024-02-01T09:00:00Z'>1 Feb</time></li>"
           "<li><a href='/b'>New harbour master</a></li></ul></aside>")


def test_a_side_regions_date_is_never_the_publication() -> None:
    found = evidence("", after=RELATED)
    assert "side_regions_excluded" in found.flags
    assert found.published_at is None


def test_the_same_stamp_in_the_article_is_the_publication() -> None:
    found = evidence("<time class='published' datetime='2024-02-01T09:00:00Z'>1 Feb 2024</time>", after=RELATED)
    assert (found.published_at, found.published_at_basis) == (utc(2024, 2, 1, 9), "time")


def test_htmldates_date_that_the_side_regions_change_is_not_the_publication() -> None:
    # On the article alone htmldate takes a year the text mentions; on the whole page the footer's date.
    found = evidence("<p>Fares set in the 2019 review stay.</p>", after="<div id='footer'>Last updated 2024-03-09</div>")
    assert {c.source for c in found.candidates} >= {"htmldate:original", "htmldate:page"}
    assert found.published_at is None


def test_htmldates_date_the_whole_page_agrees_on_is_the_publication() -> None:
    found = evidence("<div class='date'>2024-03-05</div>", after="<div id='footer'><p>Page updated: 2024/03/09</p></div>")
    assert (found.published_at_basis, found.published_at) == ("htmldate:original", end_of_day(date(2024, 3, 5), UTC_MINUS_12))


def test_htmldates_date_on_a_stated_modifications_day_is_not_the_publication() -> None:
    head = jsonld(dateModified="2024-03-07T08:15:00Z")
    assert evidence("<div class='date'>2024-03-07</div>", head=head).published_at is None
    other_day = evidence("<div class='date'>2024-03-05</div>", head=head)  # htmldate's own day: kept
    assert other_day.published_at_basis == "htmldate:original"
    assert other_day.published_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)


def test_a_visible_byline_before_a_later_machine_stamp_is_the_first_publication() -> None:
    found = evidence("<p class='byline'><time datetime='2024-03-08T10:18:46Z'>Published 5 March 2024</time></p>")
    assert found.known_at == utc(2024, 3, 8, 10, 18, 46)  # the later machine instant keeps deciding known_at
    assert found.published_at_basis == "body:published" and found.published_at_precision == "day"
    assert found.published_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)


def test_a_machine_stamp_on_the_bylines_day_is_the_exact_publication() -> None:
    found = evidence("<p class='byline'><time datetime='2024-03-05T10:18:46Z'>Published 5 March 2024</time></p>")
    assert (found.published_at, found.published_at_precision) == (utc(2024, 3, 5, 10, 18, 46), "time")


def test_the_documents_metadata_comes_before_another_items_time_in_the_article() -> None:
    # A previous post's stamp that survives in the article's body is earlier than the page's own.
    previous = "<p class='post-meta'>Earlier: <time datetime='2023-11-20'>20 Nov 2023</time></p>"
    found = evidence(previous, head=jsonld(datePublished="2024-03-05T14:30:00Z"))
    assert (found.published_at, found.published_at_basis) == (utc(2024, 3, 5, 14, 30), "jsonld:datePublished")
    without_metadata = evidence(previous)
    assert without_metadata.published_at_basis == "time"  # only the article's markup states one


def test_a_creation_stamp_is_a_publication_only_when_none_is_stated() -> None:
    found = evidence("", head=jsonld(dateCreated="2024-02-20T07:11:00Z", datePublished="2024-03-05T14:30:00Z"))
    assert found.published_at_basis == "jsonld:datePublished"  # a draft is created before it is published
    created = evidence("", head=jsonld(dateCreated="2024-02-20T07:11:00Z"))
    assert (created.published_at, created.published_at_basis) == (utc(2024, 2, 20, 7, 11), "jsonld:dateCreated")


def test_none_stated() -> None:
    found = evidence("", captured_at=utc(2024, 3, 9))
    assert found.known_at == utc(2024, 3, 9) and found.known_at_basis == "captured_at"
    assert (found.published_at, found.published_at_basis, found.published_at_precision) == (None, "none", None)


def test_a_stated_day_is_the_publication_and_never_after_known_at() -> None:
    found = evidence("<p>Published: 5 March 2024</p>")
    assert (found.published_at, found.published_at_precision) == (end_of_day(date(2024, 3, 5), UTC_MINUS_12), "day")
    assert not found.published_at_bounded
    # Captured that afternoon: the day has not ended everywhere, but the page was public then.
    captured = evidence("<p>Published: 5 March 2024</p>", captured_at=utc(2024, 3, 5, 16))
    assert captured.published_at == captured.known_at == utc(2024, 3, 5, 16) and captured.published_at_bounded


def test_a_publication_after_the_capture_is_never_used() -> None:
    found = evidence("", head=jsonld(datePublished="2024-03-12T09:00:00Z"), captured_at=utc(2024, 3, 9))
    assert found.published_at is None


class Candidate(NamedTuple):
    source: str
    value: datetime
    precision: str = "day"
    role: str = "published"
    trusted: bool = True


def test_htmldate_counts_only_where_the_whole_page_gives_its_day_and_the_page_states_nothing() -> None:
    guess = Candidate("htmldate:original", utc(2016, 12, 24, 12))
    address = Candidate("url", utc(2017, 1, 3, 12))
    assert first_publication([guess, address], None, htmldate_settled=True) == (guess.value, guess, False)
    # Side regions change htmldate's answer: the address is the next evidence.
    assert first_publication([guess, address], None, htmldate_settled=False) == (address.value, address, False)
    stated = Candidate("body:published", utc(2017, 2, 1, 12))
    assert first_publication([guess, address, stated], None, htmldate_settled=True) == (stated.value, stated, False)
    untrusted = stated._replace(trusted=False)
    assert first_publication([untrusted, Candidate("htmldate:page", utc(2016, 1, 1))], None, htmldate_settled=False) is None

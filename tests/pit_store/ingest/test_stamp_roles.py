"""A `<time>` stamp's role read from where it stands: the words before it, or the byline block it sits in.

A forum's "submitted <time> by", a blog's "Posted on <time>", a news byline's `<div class="byline">`
carry the page's own publication stamp; "Updated <time>" its modification stamp. Read as mere
statements, they could not refine the URL's day, and every same-day page would be dated at the
end of that day anywhere on Earth: after a forecast made that evening.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence, extract_claims

BODY = "<p>Acme agreed to buy Widgets for 1.2 billion dollars in cash, the companies said in a statement.</p>"


def _tree(block: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(f"<html><head><title>t</title></head><body><article><h1>Acme</h1>{block}{BODY}</article></body></html>")


@pytest.mark.parametrize(
    ("block", "role"),
    [
        ('<p class="tagline">submitted <time datetime="2019-04-19T21:32:00Z">9:32 PM</time> by u/x</p>', "published"),
        ('<p>Posted on <time datetime="2019-04-19T21:32:00Z">April 19</time></p>', "published"),
        ('<p>Veröffentlicht am <time datetime="2019-04-19T21:32:00Z">19.04.2019</time></p>', "published"),
        ('<p>发布 <time datetime="2019-04-19T21:32:00Z">2019-04-19</time></p>', "published"),
        ('<div class="byline"><span>By Ann Lee</span> <span><time datetime="2019-04-19T21:32:00Z">x</time></span></div>', "published"),
        ('<p>Updated <time datetime="2019-04-19T21:32:00Z">9:32 PM</time></p>', "modified"),
        ('<p>mis à jour le <time datetime="2019-04-19T21:32:00Z">19/04</time></p>', "modified"),
        ('<p>The deal is expected to close on <time datetime="2019-06-30">June 30</time>.</p>', "statement"),
        # A block named for the item's own date or details: an episode's, a document's, a report's.
        ('<p class="ep-date"><time datetime="2019-04-19T21:32:00Z">2019-04-19 21:32</time> · 44 min</p>', "published"),
        ('<p class="doc-date"><time datetime="2019-04-19T21:32:00Z">2019-04-19 21:32</time></p>', "published"),
        ('<table class="report-meta"><tr><td>Date</td><td><time datetime="2019-04-19T21:32:00Z">x</time></td></tr></table>',
         "published"),
        # An event's date is not the page's.
        ('<p class="event-date">Meeting: <time datetime="2019-06-30T09:00:00Z">30 June</time></p>', "statement"),
    ],
)
def test_a_stamps_role_follows_its_cue_or_block(block: str, role: str) -> None:
    (claim,) = [c for c in extract_claims(_tree(block), url="file:x.html").claims if c.source == "time"]
    assert claim.role == role


def test_a_tagline_stamp_refines_the_urls_day() -> None:
    block = '<p class="tagline">submitted <time datetime="2019-04-19T21:32:00Z">9:32 PM UTC</time> by u/x</p>'
    evidence = date_evidence(_tree(block), url="https://forum.example.com/2019/04/19/acme-widgets", captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2019, 4, 19, 21, 32, tzinfo=UTC)
    url = next(c for c in evidence.candidates if c.source == "url")
    assert url.refined_by == "time" and url.value.date() == date(2019, 4, 19)


@pytest.mark.parametrize(
    ("line", "instant"),
    [
        ("<p>Ben Adeyemi -- Sept. 13, 2019 3:47 p.m. ET</p>", datetime(2019, 9, 13, 19, 47, tzinfo=UTC)),
        ("<div>By Ann Lee | Jun 23, 2025, 11:21 AM EDT</div>", datetime(2025, 6, 23, 15, 21, tzinfo=UTC)),
        ("<span>2022-10-10 07:09 UTC</span>", datetime(2022, 10, 10, 7, 9, tzinfo=UTC)),
    ],
)
def test_a_line_that_is_only_a_byline_and_an_exact_stamp_is_the_pages_stamp(line: str, instant: datetime) -> None:
    stamps = [c for c in extract_claims(_tree(line), url="file:x.html").claims if c.source == "body:stamp"]
    assert [(c.role, c.instant) for c in stamps] == [("published", instant)]


@pytest.mark.parametrize(
    "line",
    [
        "<p>Trading halted: Sept. 13, 2019 9:45 a.m. ET</p>",  # a labelled fact, not the page's stamp
        "<p>Sept. 13, 2019</p>",  # a bare day adds nothing exact
        "<p>The company will report on Sept. 13, 2019 4:00 p.m. ET, after the close.</p>",
    ],
)
def test_labelled_lines_bare_days_and_sentences_are_not_stamps(line: str) -> None:
    assert not [c for c in extract_claims(_tree(line), url="file:x.html").claims if c.source == "body:stamp"]


def test_a_videos_upload_date_is_its_publication() -> None:
    tree = _tree('<meta itemprop="uploadDate" content="2025-03-20T22:25:00-04:00">')
    claims = [c for c in extract_claims(tree, url="file:x.html").claims if "upload" in c.source]
    assert [(c.role, c.instant) for c in claims] == [("published", datetime(2025, 3, 21, 2, 25, tzinfo=UTC))]


def test_a_stamp_kept_in_an_attribute_of_a_time_element_counts() -> None:
    block = '<p>Live: <span class="c-time" title="2023-04-11T14:40:38Z">3 min ago</span></p>'
    stamps = [c for c in extract_claims(_tree(block), url="file:x.html").claims if c.source == "attr:title"]
    assert [(c.role, c.instant) for c in stamps] == [("published", datetime(2023, 4, 11, 14, 40, 38, tzinfo=UTC))]
    # A title that is not an exact instant, or on an element not named for a stamp, is not one.
    other = '<p><span class="c-time" title="yesterday">x</span> <span class="quote" title="2023-04-11T14:40:38Z">y</span></p>'
    assert not [c for c in extract_claims(_tree(other), url="file:x.html").claims if c.source.startswith("attr:")]


def test_a_bracketed_utc_after_the_time_is_its_zone() -> None:
    stamps = [c for c in extract_claims(_tree("<p>2022-10-10 07:09 (UTC)</p>"), url="file:x.html").claims
              if c.source == "body:stamp"]
    assert [c.instant for c in stamps] == [datetime(2022, 10, 10, 7, 9, tzinfo=UTC)]


@pytest.mark.parametrize(
    ("line", "role", "day"),
    [
        ("<p class='postmetadata'>This entry was posted on Saturday, December 3rd, 2011 at 10:00 am and is filed under News.</p>",
         "published", date(2011, 12, 3)),
        ("<p>Dieser Beitrag wurde am Samstag, 3. Dezember 2011 um 10:00 Uhr veröffentlicht und unter News abgelegt.</p>",
         "published", date(2011, 12, 3)),
        ("<p>Dieser Artikel wurde am 5. Januar 2012 zuletzt aktualisiert.</p>", "modified", date(2012, 1, 5)),
        ("<p>Cet article a été publié le 03/12/2011 à 10h00 dans la rubrique Actualités.</p>", "published", date(2011, 12, 3)),
        ("<p>Esta entrada fue publicada el 03/12/2011 en Noticias.</p>", "published", date(2011, 12, 3)),
        ("<p>This post was last updated on March 5, 2024.</p>", "modified", date(2024, 3, 5)),
    ],
)
def test_a_sentence_about_this_page_dates_it(line: str, role: str, day: date) -> None:
    claims = [c for c in extract_claims(_tree(line), url="file:x.html").claims if c.source == "body:self-statement"]
    assert [(c.role, c.day) for c in claims] == [(role, day)]


@pytest.mark.parametrize(
    "line",
    [
        "<p>The report was published on December 3, 2011 by the agency.</p>",  # not this page
        "<p>Dieser Beitrag wurde am 3. Dezember 2011 gelöscht.</p>",  # no publishing verb
        "<p>This entry was posted on the forum. On December 3, 2011 the firm said more.</p>",  # a sentence ends first
    ],
)
def test_a_date_in_a_sentence_about_something_else_is_no_self_statement(line: str) -> None:
    claims = [c for c in extract_claims(_tree(line), url="file:x.html").claims if c.source == "body:self-statement"]
    assert claims == []


def test_a_local_stamp_in_a_date_block_refines_the_urls_local_day() -> None:
    # 01:08 in UTC+8 on 27 July is 17:08 UTC on the 26th: the URL's 20240727 is that day, told by
    # the publisher's clock, not the end of 27 July anywhere on Earth.
    block = '<p class="doc-date"><time datetime="2024-07-27T01:08:25+08:00">2024-07-27 01:08</time></p>'
    evidence = date_evidence(_tree(block), url="https://stats.example.cn/doc/20240727/123.html", captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2024, 7, 26, 17, 8, 25, tzinfo=UTC)
    # Fail closed: a later update stamp on the page still dates it later.
    later = block + '<p>Updated <time datetime="2024-07-27T20:00:00+08:00">20:00</time></p>'
    evidence = date_evidence(_tree(later), url="https://stats.example.cn/doc/20240727/123.html", captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2024, 7, 27, 12, tzinfo=UTC)


def _qa_page(edit: str) -> lxml.html.HtmlElement:
    return _tree('<div class="post-signature"><div>asked <span class="relativetime" title="2025-03-19T02:49:00Z">'
                 f'Mar 19, 2025 at 02:49</span></div>{edit}</div>')


def test_an_edit_stamp_with_its_instant_in_an_attribute_is_exact() -> None:
    # The visible "edited Mar 19, 2025 at 04:05" has no zone; the element's title holds the instant.
    edit = '<div>edited <span class="relativetime" title="2025-03-19T04:05:00Z">Mar 19, 2025 at 04:05</span></div>'
    evidence = date_evidence(_qa_page(edit), url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2025, 3, 19, 4, 5, tzinfo=UTC)
    assert [c.role for c in evidence.candidates if c.value == datetime(2025, 3, 19, 4, 5, tzinfo=UTC)
            and c.source == "attr:title"] == ["modified"]


def test_an_edit_day_without_an_exact_edit_stamp_stays_its_days_end() -> None:
    # Fail closed: the publication's exact stamp does not tell when that day's edit was made.
    evidence = date_evidence(_qa_page("<div>edited Mar 19, 2025</div>"), url="file:x.html", captured_at=None,
                             date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at == datetime(2025, 3, 20, 11, 59, 59, 999999, tzinfo=UTC)

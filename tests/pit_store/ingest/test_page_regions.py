"""Issue 14's dating causes, one hand-written page each: the whole page's own date, side regions
(comments, link lists, citations, teaser `<time>` lists), numeric and other-wording update stamps."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import date_evidence, extract_claims, parse_date_text

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
CAPTURE = datetime(2030, 1, 1, tzinfo=UTC)
ARTICLE = (
    "<p>Acme Corp reported quarterly revenue of 1.2 billion dollars, ahead of expectations. "
    "The company said demand for its sensors stayed strong across Europe and Asia.</p>"
)


def doc(html: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(html)


def known_at(html: str, url: str = "file:x.html") -> datetime | None:
    return date_evidence(doc(html), url=url, captured_at=CAPTURE, date_only_tz=UTC_MINUS_12).known_at


def eod(day: date) -> datetime:
    return end_of_day(day, UTC_MINUS_12)


def days(html: str, prefix: str = "") -> set[date]:
    return {c.day for c in extract_claims(doc(html), url="file:x.html").claims if c.source.startswith(prefix)}


def test_a_date_kept_only_in_the_footer_dates_the_page() -> None:
    # The article holds only an old date in its text; the page's own update stamp is in the footer,
    # which the article-level search removes. htmldate on the whole page still sees it.
    html = (
        "<html><head><title>Licence</title></head><body><div id='content'><h1>Licence text</h1>"
        "<p>Version 3, 29 June 2007.</p>" + ARTICLE + "</div>"
        "<div id='footer'><p>Updated: 2016/11/18 12:00:00</p></div></body></html>"
    )
    evidence = date_evidence(doc(html), url="file:x.html", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    sources = {c.source for c in evidence.candidates}
    assert "htmldate:page" in sources
    assert evidence.known_at == eod(date(2016, 11, 18))


def test_comment_thread_dates_never_date_the_page() -> None:
    comments = "".join(
        f"<li class='comment'><p>Reader {i}</p><time datetime='2019-0{1 + i % 9}-1{i % 10}T10:00:00Z'>x</time></li>"
        for i in range(12)
    )
    html = (
        "<html><body><div class='post'><h1>Acme</h1>"
        "<time class='published' datetime='2016-06-23T16:14:51+02:00'>23 June 2016</time>" + ARTICLE + "</div>"
        f"<div id='comments'><ol class='commentlist'>{comments}</ol></div></body></html>"
    )
    assert days(html, "time") == {date(2016, 6, 23)}
    # htmldate's day for the same date is refined to the exact stamp of that day
    assert known_at(html) == datetime(2016, 6, 23, 14, 14, 51, tzinfo=UTC)


def test_teaser_time_list_outside_the_article_is_a_side_region() -> None:
    teasers = "".join(
        f"<div class='item'><a href='/s{i}'>Story {i}</a><time datetime='2019-07-0{i}'>x</time></div>"
        for i in range(1, 6)
    )
    html = (
        "<html><body><article><h1>Acme</h1><time datetime='2019-06-28T13:49:45Z'>28 June</time>"
        + ARTICLE + f"</article><div class='more'>{teasers}</div></body></html>"
    )
    assert days(html, "time") == {date(2019, 6, 28)}


def test_timed_entries_inside_the_article_are_its_own_updates() -> None:
    # A live blog: each entry is an update of this page, so the latest one dates it (fail closed).
    entries = "".join(
        f"<div class='entry'><time datetime='2024-03-0{i}T10:00:00Z'>x</time><p>Update {i}.</p></div>"
        for i in range(1, 5)
    )
    html = f"<html><body><article><h1>Live</h1>{ARTICLE}<div class='entries'>{entries}</div></article></body></html>"
    assert known_at(html) == datetime(2024, 3, 4, 10, tzinfo=UTC)


def test_a_list_of_teaser_articles_is_a_side_region() -> None:
    teasers = "".join(
        f"<article><h2>Other {i}</h2><time datetime='2021-01-0{i}'>x</time></article>" for i in range(1, 5)
    )
    html = (
        "<html><body><main><article><h1>Acme</h1><time datetime='2020-05-05'>5 May</time>" + ARTICLE
        + f"</article></main><section>{teasers}</section></body></html>"
    )
    assert days(html, "time") == {date(2020, 5, 5)}


def test_dates_in_a_link_list_belong_to_other_pages() -> None:
    links = "".join(f"<li><a href='/p{i}'>Earlier report</a> (8 April 2005)</li>" for i in range(4))
    html = (
        "<html><body><div class='page'><h1>Acme</h1><p>Last modified: 3 May 2013</p>" + ARTICLE
        + f"<ul>{links}</ul></div></body></html>"
    )
    assert date(2005, 4, 8) not in days(html, "body")
    assert known_at(html) == eod(date(2013, 5, 3))


def test_citations_are_a_side_region() -> None:
    html = (
        "<html><body><article><h1>Acme</h1><p>Posted: 2 February 2022</p>" + ARTICLE
        + "<ol class='references'><li>Dated: 1 January 2010. A paper.</li></ol></article></body></html>"
    )
    assert days(html, "body") == {date(2022, 2, 2)}


def test_a_byline_list_with_one_link_is_not_a_link_list() -> None:
    html = (
        "<html><body><article><h1>Acme</h1><ul class='meta'><li><a href='/jane'>Jane Roe</a></li>"
        "<li>Updated March 6, 2024</li><li>3 min read</li></ul>" + ARTICLE + "</article></body></html>"
    )
    assert date(2024, 3, 6) in days(html, "body")


@pytest.mark.parametrize(
    ("stamp", "day"),
    [
        # US month/day, the later reading; ET in October is EDT (UTC-4): an instant
        ("Last updated: 10/07/2025 10:42 ET", datetime(2025, 10, 7, 14, 42, tzinfo=UTC)),
        ("Last updated: 07/10/2025", date(2025, 10, 7)),  # day/month: the later reading again
        ("Last updated: 13/07/2025", date(2025, 7, 13)),  # only one reading is a date
        ("Page last updated: 9 March 2025", date(2025, 3, 9)),
        # a time without a zone on a page with no region: its latest reading, in UTC-12
        ("This page was last modified on 9 March 2025, at 10:00.", datetime(2025, 3, 9, 22, tzinfo=UTC)),
        ("Aktualisiert am 5.3.2024, 10:30 Uhr", datetime(2024, 3, 5, 22, 30, tzinfo=UTC)),  # dotted: day.month
        ("Zuletzt aktualisiert: 3. März 2024", date(2024, 3, 3)),
        ("Mis à jour le 2024-03-05", date(2024, 3, 5)),
    ],
)
def test_update_stamps(stamp: str, day: date | datetime) -> None:
    html = (
        "<html><head><meta property='article:published_time' content='2024-01-02'></head><body>"
        f"<article><h1>Acme</h1><p>{stamp}</p>{ARTICLE}</article></body></html>"
    )
    assert known_at(html) == (day if isinstance(day, datetime) else eod(day))


def test_a_sentence_is_not_an_update_stamp() -> None:
    html = (
        "<html><head><meta property='article:published_time' content='2024-01-02'></head><body><article>"
        "<h1>Acme</h1><p>The figures the agency said would be updated on 10/07/2025 are due later.</p>"
        + ARTICLE + "</article></body></html>"
    )
    assert known_at(html) == eod(date(2024, 1, 2))


def test_numeric_dates_read_two_ways_take_the_later_reading() -> None:
    assert parse_date_text("03/04/2024") == (date(2024, 4, 3), None)
    assert parse_date_text("04/03/2024") == (date(2024, 4, 3), None)
    assert parse_date_text("4.3.2024") == (date(2024, 3, 4), None)
    assert parse_date_text("31/02/2024") is None


def test_a_wrapper_holding_the_headline_is_not_a_side_region() -> None:
    # A blog theme names its layout wrapper after the sidebar it has ("mainwrap sidebar"); the
    # post's date is inside it, with no <article>, <main> or <h1> to say so. The headline (an <h2>
    # that begins the <title>) marks the wrapper as the article's; the real sidebar inside it,
    # which lists this and other posts with later dates, is still a side region.
    html = (
        "<html><head><title>Fall in love with black – LDT – Blog</title></head><body>"
        "<div class='mainwrap single-default sidebar'><div class='main'>"
        "<div class='blogpost'><h2 class='title'>Fall in love with black</h2>"
        "<div class='post-meta'><a class='post-meta-time' href='/blog/2017/08/08/'>08/08/2017</a></div>"
        + ARTICLE * 3 + "</div>"
        "<div class='sidebar'><h3>Recent posts</h3><p>Ready for the summer 01/06/2018</p></div>"
        "</div></div></body></html>"
    )
    assert days(html, "htmldate:original") == {date(2017, 8, 8)}
    assert known_at(html) == eod(date(2017, 8, 8))


def test_a_heading_that_does_not_begin_the_title_protects_nothing() -> None:
    html = (
        "<html><head><title>Fall in love with black – LDT – Blog</title></head><body>"
        "<div class='post'><h2>Fall in love with black</h2><p>Posted 8 August 2017</p>" + ARTICLE + "</div>"
        "<div class='sidebar'><h2>Most popular this week</h2><p>Posted 1 June 2018</p></div></body></html>"
    )
    assert days(html, "body:") == {date(2017, 8, 8)}


def test_asset_version_strings_do_not_date_the_page() -> None:
    # `app.css?ver=20170803` is the theme's release, not the page's date; htmldate reads it as one.
    head = (
        "<link rel='stylesheet' href='/themes/cc/css/app.css?ver=20170803'>"
        "<script src='/themes/cc/js/cc.js?ver=20170803'></script>"
        "<script src='/themes/cc/js/nav.js?ver=20170803'></script>"
    )
    html = f"<html><head><title>About us</title>{head}</head><body><div><h1>About us</h1>{ARTICLE}</div></body></html>"
    assert date(2017, 8, 3) not in days(html, "htmldate:")
    # an inline JSON-LD script is the page's own and still counts
    jsonld = "<script type='application/ld+json'>{\"datePublished\": \"2016-05-22\"}</script>"
    with_jsonld = html.replace("</head>", f"{jsonld}</head>")
    assert date(2016, 5, 22) in days(with_jsonld, "jsonld:")
    assert known_at(with_jsonld) == eod(date(2016, 5, 22))


def test_a_page_dated_by_month_only_is_known_at_the_end_of_that_month() -> None:
    # The only dates are a month archive link and month-stamped news items: htmldate reports the
    # 1st of the month, which stands for the whole month (never before the day it was published).
    html = (
        "<html><head><title>Kein Cyberterrorismus diesmal</title></head><body><div class='post'>"
        "<h2>Kein Cyberterrorismus diesmal</h2>" + ARTICLE * 3 +
        "<p><a href='/news/2011/12/'>Archiv 2011/12</a> <a href='/news/2011/12/'>2011/12</a></p></div></body></html>"
    )
    evidence = date_evidence(doc(html), url="file:x.html", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    months = [c for c in evidence.candidates if c.precision == "month"]
    assert months and all(c.context.endswith("2011-12-01T00:00:00") for c in months)
    assert evidence.known_at == eod(date(2011, 12, 31))


def test_a_side_box_of_related_items_is_a_side_region() -> None:
    items = "".join(f"<li><a href='/p{i}'>Earlier report</a> <span class='time'>2013-0{i + 1}-09 22:06 UTC</span></li>"
                    for i in range(2))
    html = ("<html><body><article><h1>Acme</h1><p>Posted: 3 May 2013</p>" + ARTICLE
            + f"</article><div class='side-box'><h3>Read more</h3><ul>{items}</ul></div></body></html>")
    assert days(html, "body") == {date(2013, 5, 3)}
    # Fail closed: the page's own later update outside the box still dates it.
    later = html.replace("</article>", "<p>Last modified: 6 May 2013</p></article>")
    assert known_at(later) == eod(date(2013, 5, 6))

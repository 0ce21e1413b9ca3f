"""Dates that are not the page's own, one hand-written page each: teasers in a menu whose sections
carry `<h1>` headings, and stylesheet version strings inside conditional comments."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import date_evidence, extract_claims, without_side_regions

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
CAPTURE = datetime(2030, 1, 1, tzinfo=UTC)
ARTICLE = (
    "<p>The city council approved the new budget for the harbour district on Monday. "
    "The plan funds two ferry lines and a cycle bridge over the old canal.</p>"
)


def doc(html: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(html)


def claim_days(html: str) -> set[date]:
    return {c.day for c in extract_claims(doc(html), url="https://city.example/").claims}


MENU_PAGE = (
    "<html><head><title>City of Harbourtown - Home</title></head><body>"
    "<aside><nav><ul id='nav'>"
    "<li><section class='menu-news'><h1>Grants</h1><p>The writing grant is open to all residents. "
    "Applications close on 15 November 2017.</p></section></li>"
    "<li><section class='menu-news'><h1>Ice rink</h1><p>The skating season starts on 6 October 2017 "
    "and runs until 25 March 2018.</p></section></li>"
    "</ul></nav></aside>"
    "<div id='content'><h2>Harbour budget approved</h2>" + ARTICLE + "</div>"
    "<p id='footer_print'>Source: City of Harbourtown<br/>[Status: 09.10.2017, 01:40]</p>"
    "</body></html>"
)


def test_a_menu_whose_sections_have_h1_headings_is_still_a_side_region() -> None:
    pruned, removed = without_side_regions(doc(MENU_PAGE))
    assert removed >= 1
    assert "Applications close" not in pruned.text_content()
    assert "Harbour budget approved" in pruned.text_content()
    # The grant's deadline and the rink's season are the menu's, never the page's dates.
    assert not claim_days(MENU_PAGE) & {date(2017, 11, 15), date(2018, 3, 25)}
    evidence = date_evidence(doc(MENU_PAGE), url="https://city.example/", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2017, 10, 9), UTC_MINUS_12)


def test_an_h1_outside_menus_still_marks_the_article_wrapper() -> None:
    html = (
        "<html><head><title>Harbour budget approved by the council</title></head><body>"
        "<div class='layout with-sidebar'><h1>Harbour budget approved</h1>"
        "<time datetime='2017-10-09T08:00:00Z'>9 October 2017</time>" + ARTICLE + "</div>"
        "<aside><h1>Weather</h1><p>Sunny</p></aside></body></html>"
    )
    pruned, _ = without_side_regions(doc(html))
    assert "Harbour budget approved" in pruned.text_content() and "Sunny" not in pruned.text_content()
    evidence = date_evidence(doc(html), url="https://city.example/", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == datetime(2017, 10, 9, 8, 0, tzinfo=UTC)


CONDITIONAL_PAGE = (
    "<html><head><title>About the Open Archive</title>"
    "<link rel='stylesheet' href='/theme/style.css?ver=4.8'/>"
    "<!--[if lt IE 10]><link rel='stylesheet' href='/theme/ie.css?ver=20160816' type='text/css'/><![endif]-->"
    "<!--[if lt IE 9]><link rel='stylesheet' href='/theme/ie8.css?ver=20160816' type='text/css'/><![endif]-->"
    "<!--[if lt IE 8]><link rel='stylesheet' href='/theme/ie7.css?ver=20160816' type='text/css'/><![endif]-->"
    "</head><body><div id='content'><h1>About the Open Archive</h1>"
    "<p>The archive keeps public records of the harbour district since 1950 and lends them to "
    "schools, researchers and anyone who asks at the front desk.</p></div></body></html>"
)


def test_stylesheet_versions_inside_conditional_comments_never_date_the_page() -> None:
    assert date(2016, 8, 16) not in claim_days(CONDITIONAL_PAGE)
    evidence = date_evidence(doc(CONDITIONAL_PAGE), url="https://archive.example/about/", captured_at=CAPTURE,
                             date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == CAPTURE and evidence.known_at_basis == "captured_at"


def test_an_ordinary_comment_is_left_to_the_page() -> None:
    # Only conditional comments (markup for old browsers) are removed; the page's other comments
    # stay as they were, and a visible date still dates the page.
    html = CONDITIONAL_PAGE.replace(
        "</div></body>", "<p>Posted on 3 May 2015</p></div><!-- cache: page built on 2015-05-04 --></body>")
    evidence = date_evidence(doc(html), url="https://archive.example/about/", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    assert date(2016, 8, 16) not in {c.value.date() for c in evidence.candidates}
    assert evidence.known_at is not None and evidence.known_at.date() >= date(2015, 5, 3)


def test_a_sidebar_teaser_repeating_the_pages_title_is_not_the_headline() -> None:
    # A "latest posts" box lists this very article among others (its title as an <h3>) with
    # later dates; the article's own <h1> is the headline, so the box stays a side region.
    teasers = "".join(
        f"<div class='module'><h3 class='entry-title'>{title}</h3>"
        f"<time class='entry-date updated' datetime='{stamp}'>{shown}</time></div>"
        for title, stamp, shown in (
            ("Harbour budget approved by the council", "2020-01-17T21:08:00+00:00", "January 17, 2020"),
            ("Ferry timetable changes next spring", "2020-01-19T20:59:00+00:00", "January 19, 2020"),
            ("Cycle bridge design competition opens", "2020-01-16T02:55:00+00:00", "January 16, 2020"),
        )
    )
    html = (
        "<html><head><title>Harbour budget approved by the council - Harbour Herald</title>"
        "<meta property='article:published_time' content='2020-01-17T21:08:00+00:00'/>"
        "<meta property='article:modified_time' content='2020-01-18T06:27:28+00:00'/></head>"
        "<body><article class='post'><header><h1 class='entry-title'>Harbour budget approved by the council</h1>"
        "<time class='entry-date updated' datetime='2020-01-17T21:08:00+00:00'>January 17, 2020</time></header>"
        + ARTICLE + "<div class='main-sidebar'><div class='widget'>" + teasers + "</div></div></article></body></html>"
    )
    pruned, _ = without_side_regions(doc(html))
    assert "Ferry timetable" not in pruned.text_content()
    evidence = date_evidence(doc(html), url="https://herald.example/budget", captured_at=CAPTURE, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == datetime(2020, 1, 18, 6, 27, 28, tzinfo=UTC)
    assert evidence.known_at_basis == "meta:article:modified_time"


def _neighbours_page(links: str) -> str:
    return (
        "<html><head><title>Harbour budget approved by the council</title></head><body><main>"
        "<article><h1>Harbour budget approved by the council</h1>"
        "<time class='dt-published' datetime='2018-03-01'>Mar 1</time>" + ARTICLE + "</article>"
        + links + "</main></body></html>"
    )


def test_links_to_the_previous_and_next_posts_never_date_the_page() -> None:
    by_class = _neighbours_page(
        "<section class='blog-item-pagination'>"
        "<a class='item-pagination-link--prev' href='/ferry'><h2><time class='dt-published' datetime='2018-03-05'>"
        "Mar 5</time> Ferry timetable changes next spring</h2></a>"
        "<a class='item-pagination-link--next' href='/bridge'><h2><time class='dt-published' datetime='2018-02-20'>"
        "Feb 20</time> Cycle bridge design competition opens</h2></a></section>"
    )
    by_rel = _neighbours_page(
        "<div class='links'><a rel='prev' href='/bridge'>Cycle bridge design competition opens "
        "<span>Published 20 February 2018</span></a> <a rel='next' href='/ferry'>Ferry timetable changes "
        "<time datetime='2018-03-05T09:00:00Z'>5 March 2018</time></a></div>"
    )
    for html in (by_class, by_rel):
        assert date(2018, 3, 5) not in claim_days(html)
        evidence = date_evidence(doc(html), url="https://herald.example/budget", captured_at=CAPTURE,
                                 date_only_tz=UTC_MINUS_12)
        assert evidence.known_at == end_of_day(date(2018, 3, 1), UTC_MINUS_12)

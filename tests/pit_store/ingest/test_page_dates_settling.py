"""Exact evidence that settles a page's day (`pit_store.ingest.page_dates`): a footer update stamp
that names the page, the page's own item in a listing, the article object of embedded application
state, reader comments as an upper bound on the publication, and ambiguous readings settled by the
page's own unambiguous stamps. Each rule is also checked where it must not apply."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateClaim, DateEvidence, date_evidence, resolve_claims

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
BODY = "<p>Harbour Mills said its board approved a buyback of up to 40 million shares over two years.</p>"
URL = "https://news.example.com/2024/05/14/harbour-mills-approves-share-buyback/"


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(html: str, url: str = URL) -> DateEvidence:
    tree = lxml.html.document_fromstring(html)
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=UTC_MINUS_12)


def sources(found: DateEvidence) -> set[str]:
    return {c.source for c in found.candidates}


END_OF_14_MAY = end_of_day(date(2024, 5, 14), UTC_MINUS_12)


# --- a footer's update stamp that names the page ------------------------------------------------


def wiki_page(footer_line: str) -> str:
    return (
        "<html><head><title>Harbour Mills - Openpedia</title></head><body>"
        f"<div id='content'><h1>Harbour Mills</h1>{BODY}</div>"
        f"<div id='footer'><ul><li>{footer_line}</li><li>Text is available under a free licence.</li></ul></div>"
        "</body></html>"
    )


def test_a_footer_stamp_naming_the_page_settles_its_day() -> None:
    found = evidence(wiki_page("This page was last edited on 14 May 2024, at 21:32&#160;(UTC)."))
    assert found.known_at == utc(2024, 5, 14, 21, 32)
    stamp = next(c for c in found.candidates if c.source == "footer:last edited")
    assert stamp.role == "modified" and stamp.precision == "time"
    url_day = next(c for c in found.candidates if c.source == "url")
    assert url_day.refined_by == "footer:last edited"


def test_a_footer_stamp_that_does_not_name_the_page_is_the_sites() -> None:
    found = evidence(wiki_page("Site last updated 14 May 2024, at 09:00 (UTC)."))
    assert "footer:last updated" not in sources(found)
    assert found.known_at == END_OF_14_MAY


def test_a_later_footer_stamp_makes_the_page_known_later() -> None:
    found = evidence(wiki_page("This page was last edited on 2 June 2024, at 08:15 (UTC)."))
    assert found.known_at == utc(2024, 6, 2, 8, 15)


# --- the page's own item in a listing -----------------------------------------------------------


def listing_page(title: str, headline: str) -> str:
    items = "".join(
        f"<li><a href='/s/{i}'>{text}</a> <time datetime='{stamp}'>{label}</time></li>"
        for i, (text, stamp, label) in enumerate([
            (headline, "2024-05-14T13:05:00Z", "2 hours ago"),
            ("Copper climbs on supply worries", "2024-05-14T09:40:00Z", "6 hours ago"),
            ("Regional lender lifts savings rates", "2024-05-13T16:00:00Z", "yesterday"),
        ])
    )
    return (
        f"<html><head><title>{title}</title></head><body><main><h1>{title}</h1>{BODY}</main>"
        f"<aside class='latest'><h3>Latest</h3><ul>{items}</ul></aside></body></html>"
    )


def test_the_pages_own_listing_item_dates_it() -> None:
    found = evidence(listing_page("Harbour Mills approves share buyback", "Harbour Mills approves share buyback"))
    own = next(c for c in found.candidates if c.source == "listing:own-item")
    assert own.value == utc(2024, 5, 14, 13, 5) and own.role == "published"
    assert found.known_at == utc(2024, 5, 14, 13, 5)


def test_a_section_page_is_not_dated_by_the_item_its_url_names() -> None:
    # The page is the listing (titled as a section): it changes with every item added.
    html = listing_page("Business - Example News", "Harbour Mills approves share buyback").replace(
        "<h1>Business - Example News</h1>", "<h2>Business</h2>")
    found = evidence(html)
    assert "listing:own-item" not in sources(found)
    assert found.known_at == END_OF_14_MAY


def test_an_item_sharing_a_time_element_with_others_lends_no_stamp() -> None:
    html = (
        "<html><head><title>Harbour Mills approves share buyback</title></head><body>"
        f"<main><h1>Harbour Mills approves share buyback</h1>{BODY}</main>"
        "<aside><div class='latest'><a href='/a'>Harbour Mills approves share buyback</a>"
        "<time datetime='2024-05-14T13:05:00Z'>13:05</time><time datetime='2024-05-14T08:00:00Z'>08:00</time></div></aside>"
        "</body></html>"
    )
    assert "listing:own-item" not in sources(evidence(html))


def test_a_reply_naming_the_page_is_not_its_listing_item() -> None:
    # Comment software links each reply to the page it answers ("In reply to: <headline>").
    html = (
        "<html><head><title>Harbour Mills approves share buyback</title></head><body>"
        f"<main><h1>Harbour Mills approves share buyback</h1>{BODY}</main>"
        "<div class='comment'><p class='comment-meta'><time datetime='2024-05-20T08:00:00Z'>20 May</time>"
        "<span>In reply to: <a href='/x'>Harbour Mills approves share buyback</a></span></p></div>"
        "</body></html>"
    )
    assert "listing:own-item" not in sources(evidence(html))


# --- embedded application state -----------------------------------------------------------------


def state_page(script: str, title: str = "Harbour Mills approves share buyback | Example News") -> str:
    return (
        f"<html><head><title>{title}</title></head><body><article><h1>Harbour Mills approves share buyback</h1>"
        f"<div class='meta'>May 14, 2024</div>{BODY}</article>{script}</body></html>"
    )


def test_next_data_article_object_gives_exact_stamps() -> None:
    script = (
        "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"pageProps\": {"
        "\"article\": {\"headline\": \"Harbour Mills approves share buyback\", "
        "\"publishedAt\": \"2024-05-14T11:20:00Z\", \"updatedAt\": \"2024-05-14T12:02:00Z\", "
        "\"createdAt\": \"2024-05-14T06:00:00Z\"}, "
        "\"related\": [{\"headline\": \"Copper climbs on supply worries\", \"publishedAt\": \"2024-05-15T07:00:00Z\"}]}}}"
        "</script>"
    )
    found = evidence(state_page(script))
    by_source = {c.source: c for c in found.candidates}
    assert by_source["state:publishedAt"].value == utc(2024, 5, 14, 11, 20)
    assert by_source["state:updatedAt"].role == "modified"
    assert "state:createdAt" not in by_source  # a draft's creation is not a publication
    assert all(c.value != utc(2024, 5, 15, 7) for c in found.candidates)  # a related story's stamp
    assert found.known_at == utc(2024, 5, 14, 12, 2)


def test_assigned_state_with_epoch_milliseconds() -> None:
    script = (
        "<script>window.__INITIAL_STATE__ = {\"story\": {\"id\": 7, \"title\": \"Harbour Mills approves share "
        "buyback\", \"publishTime\": 1715685600000, \"updateTime\": 1715685600000}, \"ab\": {\"x\": true}};</script>"
    )
    found = evidence(state_page(script))
    assert found.known_at == utc(2024, 5, 14, 11, 20)


def test_json_parse_string_state() -> None:
    script = (
        "<script>window._preloads = JSON.parse(\"{\\\"post\\\": {\\\"title\\\": \\\"Harbour Mills approves share "
        "buyback\\\", \\\"post_date\\\": \\\"2024-05-14T10:00:00Z\\\", \\\"updated_at\\\": \\\"2024-05-14T23:45:00Z\\\"}}\")</script>"
    )
    found = evidence(state_page(script))
    assert found.known_at == utc(2024, 5, 14, 23, 45)


def test_a_javascript_literal_before_the_state_is_skipped() -> None:
    script = (
        "<script>var cfg = {debug: false}; window.__S__ = {\"title\": \"Harbour Mills approves share buyback\", "
        "\"publishedAt\": \"2024-05-14T10:00:00+02:00\"};</script>"
    )
    assert evidence(state_page(script)).known_at == utc(2024, 5, 14, 8)


def test_state_objects_that_do_not_name_the_page_are_not_read() -> None:
    script = (
        "<script>window.__SITE__ = {\"site\": {\"name\": \"Example News\", \"updatedAt\": \"2024-05-14T02:00:00Z\"}};"
        "</script><script>var broken = {\"title\": </script>"
    )
    found = evidence(state_page(script))
    assert not any(c.source.startswith("state:") for c in found.candidates)
    assert found.known_at == END_OF_14_MAY


def test_state_without_an_offset_is_not_an_instant() -> None:
    script = (
        "<script>window.__S__ = {\"title\": \"Harbour Mills approves share buyback\", "
        "\"publishedAt\": \"2024-05-14T10:00:00\"};</script>"
    )
    assert not any(c.source.startswith("state:") for c in evidence(state_page(script)).candidates)


# --- reader comments bound the publication -----------------------------------------------------


def comment(stamp: str) -> str:
    return f"<div class='comment'><b>reader</b> <span class='c-time' title='{stamp}'>May 14</span><p>Good.</p></div>"


def episode(extra_meta: str = "", comments: str = "", after: str = "") -> str:
    return (
        "<html><head><title>Ep. 12: Harbour Mills buyback</title></head><body><main>"
        f"<h1>Ep. 12: Harbour Mills buyback</h1><div class='ep-meta'>14 May 2024</div>{extra_meta}{BODY}</main>"
        f"<section class='comments'><h3>Comments</h3>{comments}</section>{after}</body></html>"
    )


def test_the_earliest_comment_bounds_a_publication_day() -> None:
    found = evidence(episode(comments=comment("2024-05-14T08:45:10Z") + comment("2024-05-14T07:58:02Z")))
    bound = next(c for c in found.candidates if c.source == "comments:earliest")
    assert bound.role == "bound" and bound.value == utc(2024, 5, 14, 7, 58, 2)
    url_day = next(c for c in found.candidates if c.source == "url")
    assert url_day.refined_by == "comments:earliest"
    assert found.known_at == utc(2024, 5, 14, 7, 58, 2)


def test_a_comment_never_bounds_an_update() -> None:
    found = evidence(episode(extra_meta="<p>Updated: May 14, 2024</p>", comments=comment("2024-05-14T07:58:02Z")))
    assert found.known_at == END_OF_14_MAY  # the update may have come after the comment


def test_a_comment_before_the_day_is_inconsistent_and_ignored() -> None:
    found = evidence(episode(comments=comment("2024-05-10T07:58:02Z")))
    assert found.known_at == END_OF_14_MAY


def test_a_recent_comments_widget_lists_other_pages_threads() -> None:
    widget = f"<aside class='widget'><div class='recent-comments'>{comment('2024-05-14T03:00:00Z')}</div></aside>"
    found = evidence(episode(after=widget))
    assert "comments:earliest" not in sources(found)
    assert found.known_at == END_OF_14_MAY


def test_a_bound_is_never_a_page_date() -> None:
    # A comment after every page date neither dates the page nor makes it known later.
    claims = [
        DateClaim(source="url", role="published", day=date(2024, 5, 14), context="u"),
        DateClaim(source="comments:earliest", role="bound", day=date(2024, 5, 20), instant=utc(2024, 5, 20, 9), context="c"),
    ]
    found = resolve_claims(claims, captured_at=None, date_only_tz=UTC_MINUS_12)
    assert found.known_at == END_OF_14_MAY and found.known_at_basis == "url"


# --- ambiguous readings settled by the page's own stamps ----------------------------------------


def byline_page(byline: str, head: str = "", url: str = URL) -> DateEvidence:
    return evidence(
        f"<html><head><title>Harbour Mills approves share buyback</title>{head}</head><body><article>"
        f"<h1>Harbour Mills approves share buyback</h1><p class='byline'>{byline}</p>{BODY}</article></body></html>",
        url=url,
    )


NO_URL_DATE = "https://news.example.com/markets/harbour-mills-buyback"


def test_day_month_order_settled_by_the_pages_exact_stamp() -> None:
    head = "<meta property='article:published_time' content='2024-04-08T09:41:00Z'>"
    found = byline_page("Publié le 08/04/2024 11:41 (CEST)", head, NO_URL_DATE)
    stamp = next(c for c in found.candidates if c.source == "body:publié")
    assert stamp.value == utc(2024, 4, 8, 9, 41)
    assert found.known_at == utc(2024, 4, 8, 9, 41)


def test_without_a_confirming_stamp_the_later_reading_stands() -> None:
    found = byline_page("Publié le 08/04/2024 11:41 (CEST)", url=NO_URL_DATE)
    assert found.known_at == utc(2024, 8, 4, 9, 41)


def test_a_shared_zone_name_settled_by_the_same_instant_in_markup() -> None:
    byline = "Published <time datetime='2024-02-12T01:15:00+05:30'>12 Feb 2024, 1:15 AM IST</time>"
    found = byline_page(byline, url=NO_URL_DATE)
    assert found.known_at == utc(2024, 2, 11, 19, 45)  # India's time, as the datetime says
    alone = byline_page("Published 12 Feb 2024, 1:15 AM IST", url=NO_URL_DATE)
    assert alone.known_at == utc(2024, 2, 12, 0, 15)  # unsettled: the westernmost IST (Irish, UTC+1)


def test_a_publication_day_settled_by_an_exact_publication_stamp() -> None:
    head = "<meta property='article:published_time' content='2025-06-12T06:30:00+01:00'>"
    found = byline_page("published 12/06/2025", head, NO_URL_DATE)
    assert found.known_at == utc(2025, 6, 12, 5, 30)


def test_an_update_day_is_never_settled_by_a_day_alone() -> None:
    # A page can be updated again after the stamp its markup kept: "10/07/2025" stays 7 October.
    head = "<meta property='article:modified_time' content='2025-07-10T14:42:00Z'>"
    found = byline_page("Updated 10/07/2025", head, NO_URL_DATE)
    assert found.known_at == end_of_day(date(2025, 10, 7), UTC_MINUS_12)


# --- field labels in Chinese and Japanese -------------------------------------------------------


def test_a_japanese_posting_date_label_gives_a_time_its_role() -> None:
    head = "<meta property='article:published_time' content='2025-06-04T09:00:00+09:00'>"
    found = byline_page("掲載日：<time datetime='2025-06-04'>2025年6月4日</time>", head, NO_URL_DATE)
    stamp = next(c for c in found.candidates if c.source == "time")
    assert stamp.role == "published" and stamp.refined_by == "meta:article:published_time"
    assert found.known_at == utc(2025, 6, 4)


# --- a zone the page declares for every time it prints ------------------------------------------


def forum_page(declaration: str) -> DateEvidence:
    return evidence(
        "<html><head><title>Harbour Mills buyback - Boards</title></head><body>"
        "<h2 class='topic-title'>Harbour Mills buyback</h2><div class='post'>"
        "<p class='author'>by <strong>Ann Lee</strong> &raquo; Tue May 14, 2024 7:02 AM</p>"
        f"<div class='content'>{BODY}</div></div><p class='rightside'>{declaration}</p></body></html>",
        url=NO_URL_DATE,
    )


def test_a_declared_iana_zone_makes_forum_times_exact() -> None:
    found = forum_page("All times are <span title='Australia/Sydney'>UTC+10:00</span>")
    assert found.known_at == utc(2024, 5, 13, 21, 2)  # 07:02 AEST


def test_a_bare_declared_offset_counts_one_hour_west() -> None:
    # The offset shown is the one in force when the page was rendered; a post from the other side
    # of a daylight-saving change was an hour off it.
    found = forum_page("All times are UTC+10:00")
    assert found.known_at == utc(2024, 5, 13, 22, 2)


def test_without_a_declaration_a_forum_time_is_a_day() -> None:
    found = forum_page("Powered by forum software")
    assert found.known_at == END_OF_14_MAY


# --- a byline right before a stamp -----------------------------------------------------------------


def thread(posts: list[tuple[str, str]]) -> DateEvidence:
    body = "".join(
        f"<div class='post'><p class='author'><span>{cue}</span><time datetime='{stamp}'>{stamp}</time></p>{BODY}</div>"
        for cue, stamp in posts
    )
    return evidence(
        "<html><head><title>Harbour Mills buyback - Boards</title></head><body>"
        f"<h2>Harbour Mills buyback</h2>{body}</body></html>",
        url=NO_URL_DATE,
    )


def test_forum_bylines_make_post_times_publication_stamps() -> None:
    found = thread([("by BearishBob &raquo; ", "2024-05-14T04:30:00Z"), ("by quiet_compounder &raquo; ", "2024-05-14T09:10:00Z")])
    stamps = [c for c in found.candidates if c.source == "time"]
    assert {c.role for c in stamps} == {"published"}
    # The thread's day is settled by its latest post of that day, never an earlier one.
    assert found.known_at == utc(2024, 5, 14, 9, 10)


def test_an_edit_byline_is_an_update() -> None:
    found = thread([("Last edited by admin on ", "2024-05-14T11:00:00Z")])
    assert next(c for c in found.candidates if c.source == "time").role == "modified"


def test_a_name_without_a_separator_is_not_a_byline() -> None:
    found = thread([("Meeting called by the board ", "2024-05-20T11:00:00Z")])
    assert next(c for c in found.candidates if c.source == "time").role == "statement"

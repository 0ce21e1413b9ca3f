"""Clean pages that htmldate or the side-region cut dated after their last stamp, one hand-written
page per cause: a thread or timeline that is all of `<main>` (the page's own posts, not teasers),
and a day the text talks about ahead of the page's own stamp (a deadline in a sentence and in a
label). Each with the twin that must keep its old dating."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateEvidence, date_evidence, without_side_regions

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(html: str, url: str = "file:x.html") -> DateEvidence:
    return date_evidence(lxml.html.document_fromstring(html), url=url, captured_at=None, date_only_tz=UTC_MINUS_12)


def post(user: str, instant: str, shown: str, text: str) -> str:
    return (f'<article class="post"><span class="who">{user}</span> <a href="/{user}/p/1">'
            f'<time datetime="{instant}">{shown}</time></a><div class="body">{text}</div></article>')


THREAD = "".join([
    post("orchard_ann", "2025-09-02T08:05:00Z", "8:05 AM UTC · Sep 2, 2025",
         "Apple growers are holding stock back before the harvest survey, due September 12, 2025."),
    post("orchard_ann", "2025-09-02T08:06:00Z", "8:06 AM UTC · Sep 2, 2025",
         "Cold storage is nearly full in two of the three valleys."),
    post("pipfruit_pete", "2025-09-02T19:40:00Z", "7:40 PM UTC · Sep 2, 2025",
         "Same story here, prices look firm."),
])
TITLE = "<title>orchard_ann on Natter: \"Growers hold back apples\"</title>"


def test_a_thread_that_is_all_of_main_dates_the_page_by_its_posts() -> None:
    # The posts are the page: their own stamps date it, and the survey's day in a post is a coming one.
    html = f"<html><head>{TITLE}</head><body><main><div class=\"timeline\">{THREAD}</div></main></body></html>"
    found = evidence(html)
    assert found.known_at == utc(2025, 9, 2, 19, 40)
    _, removed = without_side_regions(lxml.html.document_fromstring(html))
    assert removed == 0


def test_a_teaser_list_beside_the_article_in_main_is_still_cut() -> None:
    # Twin: the same timed list beside the article's own text in <main> is a list of other things.
    article = ("<h1>Growers hold back apples before the survey</h1><p>Published 1 September 2025</p>"
               "<p>Apple growers are holding stock in cold storage across the three valleys this week.</p>")
    html = (f"<html><head>{TITLE}</head><body><main>{article}<div class=\"timeline\">{THREAD}</div></main>"
            "</body></html>")
    _, removed = without_side_regions(lxml.html.document_fromstring(html))
    assert removed == 1
    # The posts do not date the page (the earliest bounds its publication day, `comments:earliest`).
    found = evidence(html)
    assert found.known_at is not None and found.known_at < utc(2025, 9, 2, 19, 40)


NOTICE = (
    "<html><head><title>Tender of 5-year notes</title><meta name=\"description\" content=\"Bids by 9 June 2025; "
    "the last 5-year line cleared at 3.1%.\"></head><body><article><h1>Tender of 5-year notes</h1>"
    "<p>Notice issued 3 June 2025 09:15 UTC.</p>"
    "<p>The treasury invites bids for 2 billion of its 5-year notes. Bids must reach the agent before the "
    "window shuts on 9 June 2025.</p>"
    "<table><tr><th>Window shuts</th><td>9 June 2025</td></tr></table>"
    "<p>Allotment follows on the next business day.</p></article></body></html>"
)


def test_a_day_the_text_talks_about_after_the_page_stamp_is_not_its_date() -> None:
    found = evidence(NOTICE)
    later = [c for c in found.candidates if c.source.startswith("htmldate:") and c.value > utc(2025, 6, 4)]
    assert later, "htmldate should take the deadline for this test to mean anything"
    assert all(not c.trusted and c.why_untrusted == "prose_date" for c in later)
    assert found.known_at == utc(2025, 6, 3, 9, 15)


def test_the_same_day_beside_an_edit_word_still_dates_the_page() -> None:
    # Twin: "Revised 9 June 2025" says the page itself changed that day.
    found = evidence(NOTICE.replace("Allotment follows", "Revised 9 June 2025. Allotment follows"))
    assert found.known_at is not None and found.known_at > utc(2025, 6, 9)

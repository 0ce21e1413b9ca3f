"""Times a page lists that are not its stamps: a stamp line later than the page's own last update
stamp (an upcoming webcast's time), and a `<time>` in a sentence that looks ahead to it (a results
date, in French and Japanese). Their counterparts keep dating the page: a later update stamp, a
stamp line on a page with no update stamp, a `<time>` told in the past. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import DateEvidence, date_evidence


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(html: str) -> DateEvidence:
    tree = lxml.html.document_fromstring(html)
    return date_evidence(tree, url="https://investors.example/events", captured_at=None,
                         date_only_tz=ZoneInfo("Etc/GMT+12"))


EVENTS = """<html><head><title>Events &amp; Presentations</title></head><body>
<h1>Events &amp; Presentations</h1><h2>Upcoming events</h2>
<div class="event"><h3>Q1 Earnings Conference Call</h3><p>Friday, May 9, 2025 at 10:00 AM EDT</p>
<p>Webcast link will be available 15 minutes prior.</p></div>
<p>Replays of past calls stay available on this page for twelve months after each call.</p>
{updated}</body></html>"""


def test_a_stamp_line_after_the_last_update_is_a_listed_event() -> None:
    found = evidence(EVENTS.format(updated="<p>Page updated February 19, 2025 9:00 AM EST</p>"))
    assert found.known_at == utc(2025, 2, 19, 14)
    listed = [c for c in found.candidates if c.source == "body:stamp"]
    assert listed and not listed[0].trusted and listed[0].why_untrusted == "prose_date"


def test_a_later_update_stamp_still_dates_the_page() -> None:
    # Counterpart: the page says it was updated after the listed time: the update dates it.
    found = evidence(EVENTS.format(updated="<p>Page updated May 12, 2025 9:00 AM EDT</p>"))
    assert found.known_at == utc(2025, 5, 12, 13)


def test_a_stamp_line_without_an_update_stamp_stands() -> None:
    # Counterpart: nothing says when the page last changed: the stamp line may be its own (fail closed).
    found = evidence(EVENTS.format(updated=""))
    assert found.known_at == utc(2025, 5, 9, 14)


ARTICLE = """<html><head><title>{title}</title>
<meta property="article:published_time" content="{published}"></head><body><h1>{title}</h1>
<p>{sentence}</p><p>{filler}</p></body></html>"""
FR_FILLER = "Le chiffre d'affaires du premier trimestre a progressé de quatre pour cent sur un an."


def french(sentence: str) -> DateEvidence:
    return evidence(ARTICLE.format(title="Résultats du groupe", published="2024-06-11T09:00:00+02:00",
                                   sentence=sentence, filler=FR_FILLER))


def test_a_time_in_a_sentence_that_looks_ahead_is_no_page_date() -> None:
    found = french('Le groupe publiera ses résultats annuels le <time datetime="2024-06-12T17:00:00+02:00">'
                   "12 juin 2024 à 17h00</time>.")
    assert found.known_at == utc(2024, 6, 11, 7)
    japanese = evidence(ARTICLE.format(
        title="通期決算の発表日程", published="2024-11-05T05:00:00+09:00",
        sentence='同社は<time datetime="2024-11-07T10:00:00+09:00">2024年11月7日</time>に通期決算を発表する予定。',
        filler="売上高は前年同期比で増加した。"))
    assert japanese.known_at == utc(2024, 11, 4, 20)


def test_a_time_told_in_the_past_still_dates_the_page() -> None:
    # Counterpart: "a publié ... le <time>" tells what happened then: a date of the page's content.
    found = french('Le groupe a publié ses résultats annuels le <time datetime="2024-06-12T17:00:00+02:00">'
                   "12 juin 2024 à 17h00</time>.")
    assert found.known_at == utc(2024, 6, 12, 15)

"""Clean pages whose own exact stamp was not read, so that a day-only date ended the page's day,
and the near-identical pages where the day must keep its end (fail closed). Hand-written pages:

- a quote page's "Earnings Date" is the company's next report, a scheduled day (and the page's
  yearless close stamp is read in the year of that day), unless the page's embedded data holds
  that day too (a report date beside reported figures);
- "annual meeting to be held July 7" is a coming meeting, not a past one;
- a zone declared as a US region's clock ("Times shown are US Eastern");
- htmldate's latest date on the day of the page's own exact publication stamp is that day's
  publication, even when htmldate's original date is another day the page talks about;
- an embedded feed's item that the page shows stamps its day.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.embedded_feed import feed_items
from pit_store.ingest.page_dates import DateEvidence, date_evidence
from pit_store.ingest.scheduled_mentions import is_scheduled
from pit_store.ingest.written_stamps import declared_zone


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def evidence(html: str, url: str = "file:x.html") -> DateEvidence:
    tree = lxml.html.document_fromstring(html)
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))


# --- a quote page's earnings date --------------------------------------------------------------

QUOTE = """<html><head><title>Harlow Pumps (HRLP) quote</title></head><body>{state}
<h1>Harlow Pumps (HRLP)</h1><div class="px">18.40 +0.12</div><div class="asof">At close: Jun 3 4:00 PM EDT</div>
<table><tr><td>Previous Close</td><td>18.28</td></tr><tr><td>{label}</td><td>Jul 29, 2025</td></tr></table>
<p>Harlow Pumps makes industrial pumps for water utilities and mining customers in three regions.</p>
</body></html>"""


def test_earnings_date_is_scheduled_and_the_close_stamp_dates_the_page() -> None:
    found = evidence(QUOTE.format(label="Earnings Date", state=""))
    assert found.known_at == utc(2025, 6, 3, 20)


def test_a_plain_date_label_keeps_the_later_day() -> None:
    # Counterpart: the same row labelled as a past event is a day the page reports.
    found = evidence(QUOTE.format(label="Last split", state=""))
    assert found.known_at is not None and found.known_at > utc(2025, 7, 29)


def test_an_earnings_date_the_embedded_data_reports_keeps_the_later_day() -> None:
    # Counterpart: the app state holds that day with reported figures: not scheduled-only.
    state = ('<script>window.__APP_STATE__ = {"earnings": {"reportDate": "2025-07-29", '
             '"reportedEPS": 0.41}};</script>')
    found = evidence(QUOTE.format(label="Earnings Date", state=state))
    assert found.known_at is not None and found.known_at > utc(2025, 7, 29)


# --- "to be held" -------------------------------------------------------------------------------


def test_to_be_held_is_a_coming_event_and_held_a_past_one() -> None:
    assert is_scheduled("Proxy statement: annual meeting to be held ")
    assert is_scheduled("The dividend is to be paid on ")
    assert not is_scheduled("The annual meeting held on ")  # counterpart: it took place


# --- a zone declared as a US region's clock ------------------------------------------------------


def test_times_declared_as_us_eastern() -> None:
    assert str(declared_zone(["Times shown are US Eastern."], None)) == "America/New_York"
    assert str(declared_zone(["All times are Eastern Time"], None)) == "America/New_York"
    assert declared_zone(["Houses in the Eastern suburbs sold fast."], None) is None  # counterpart


FILING_INDEX = """<html><head><title>Filings</title></head><body><h1>Ledbury Foods filings</h1>
<table><tr><th>Form</th><th>Filed</th><th>Accepted</th></tr>
<tr><td>8-K</td><td>2025-06-14</td><td>2025-06-14 10:46:00</td></tr>
<tr><td>10-Q</td><td>2025-05-02</td><td>2025-05-02 16:05:00</td></tr></table>
<p>{note}</p></body></html>"""


def test_a_declared_us_eastern_clock_dates_zone_less_stamps() -> None:
    found = evidence(FILING_INDEX.format(note="Times shown are US Eastern."))
    assert found.known_at == utc(2025, 6, 14, 14, 46)


def test_without_the_declaration_the_day_keeps_its_end() -> None:
    found = evidence(FILING_INDEX.format(note="Mirror refreshed from the official feed every 10 minutes."))
    assert found.known_at == utc(2025, 6, 15, 11, 59, 59, 999999)


# --- htmldate's latest date on the publication stamp's day -------------------------------------------

NOTE = """<html><head><title>Equity note</title></head><body>
<div class="hdr">Equity Research | Retail | 19 December 2023</div>
<p>Prices as of close 18 December 2023</p>
<p>Ashby Retail reported third-quarter revenue ahead of expectations and raised its guidance.</p>
<p>{stamp}</p></body></html>"""


def test_latest_day_on_the_publication_stamps_day_is_the_publication() -> None:
    found = evidence(NOTE.format(stamp="Published 19 December 2023, 15:46 GMT."))
    assert found.known_at == utc(2023, 12, 19, 15, 46)


def test_latest_day_after_the_publication_stamps_day_keeps_its_end() -> None:
    # Counterpart: the publication stamp is on the day before the day the page also writes.
    found = evidence(NOTE.format(stamp="Published 18 December 2023, 15:46 GMT."))
    assert found.known_at is not None and found.known_at > utc(2023, 12, 19, 23)


# --- a feed the page embeds -----------------------------------------------------------------------

SHOW = """<html><head><title>Harbour Hour | Podcast</title></head><body><main><h1>Harbour Hour</h1>
<ol class="episodes"><li><h3>{shown}</h3><div class="ep-date">Mar 4, 2025</div><span>41 min</span></li>
<li><h3>Dredging the outer channel</h3><div class="ep-date">Feb 25, 2025</div><span>38 min</span></li></ol>
<p>A weekly show about ports, shipping and the towns that live beside them.</p></main>
<script type="application/rss+xml"><rss><channel>
<item><title>Ferry fares and the winter timetable</title><pubDate>Tue, 04 Mar 2025 06:10:00 GMT</pubDate></item>
<item><title>Dredging the outer channel</title><pubDate>Tue, 25 Feb 2025 06:05:00 GMT</pubDate></item>
</channel></rss></script></body></html>"""


def test_an_embedded_feed_item_the_page_shows_stamps_its_day() -> None:
    found = evidence(SHOW.format(shown="Ferry fares and the winter timetable"))
    assert found.known_at == utc(2025, 3, 4, 6, 10)


def test_a_feed_item_the_page_does_not_show_dates_nothing() -> None:
    # Counterpart: the page's latest episode is another one; its day keeps its end.
    found = evidence(SHOW.format(shown="Tug crews and the night shift"))
    assert found.known_at is not None and found.known_at > utc(2025, 3, 4, 23)


def test_feed_items_need_a_zone() -> None:
    items = list(feed_items("<rss><item><title>A</title><pubDate>Tue, 04 Mar 2025 06:10:00 GMT</pubDate></item>"
                            "<item><title>B</title><pubDate>2025-03-04 06:10</pubDate></item></rss>"))
    assert [(i.title, i.instant) for i in items] == [("A", utc(2025, 3, 4, 6, 10))]


"""htmldate's later day dated by the page's stamps of that day: when every place the page writes the
day carries a time (`timed_days`), or the page's own update stamp of that day says when it last
changed. Hand-written pages."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta, timezone

import lxml.html
from zoneinfo import ZoneInfo

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateEvidence, date_evidence
from pit_store.ingest.timed_days import untimed_days
from pit_store.ingest.written_stamps import yearless_stamps

FILLER = (
    "<p>The harbour board said the new ferry timetable adds two crossings on weekdays and that the "
    "pier lights will be replaced before the summer season begins.</p>"
)
REVIEWS = (
    "<div class='r'><h3>Good crossing</h3><div>Deckhand · Feb 11, 2025</div></div>"
    "<div class='r'><h3>Late again</h3><div>Passenger · {last}</div></div>"
    "<p class='gen'>Snapshot generated Mar 4, 2025 3:40 AM PHT</p>"
)
PHT = timezone(timedelta(hours=8))


def evidence(body: str) -> DateEvidence:
    tree = lxml.html.document_fromstring(
        f"<html><head><title>Ferry reviews</title></head><body><h1>Ferry reviews</h1>{body}{FILLER}</body></html>"
    )
    return date_evidence(tree, url="https://harborwatch.example.com/ferry", captured_at=None,
                         date_only_tz=ZoneInfo("Etc/GMT+12"))


def test_a_later_day_written_only_in_a_stamp_is_that_stamp() -> None:
    found = evidence(REVIEWS.format(last="Mar 3, 2025"))
    latest = [c for c in found.candidates if c.source == "htmldate:latest"]
    assert latest and latest[0].refined_by == "written:stamp"
    assert found.known_at == datetime(2025, 3, 3, 19, 40, tzinfo=UTC)


def test_a_later_day_also_written_bare_keeps_the_end_of_the_day() -> None:
    # A review dated 4 March without a time may be later than the snapshot's 3:40 AM.
    found = evidence(REVIEWS.format(last="Mar 4, 2025"))
    assert found.known_at == end_of_day(date(2025, 3, 4), PHT)


def test_an_update_stamp_of_the_later_day_dates_it() -> None:
    rows = "<table><tr><td>2025-07-02</td><td>New listing</td></tr><tr><td>2025-07-09</td><td>Price cut</td></tr></table>"
    updated = evidence(rows + "<p>Updated 9 Jul 10:15 p.m. NDT by the listing agent</p>")
    assert updated.known_at == datetime(2025, 7, 10, 0, 45, tzinfo=UTC)
    # A stamp that is no update says when one thing happened that day, not when the page last changed.
    seen = evidence(rows + "<p>Viewed 9 Jul 10:15 p.m. NDT by the listing agent</p>")
    # (A yearless stamp settles no zone for the page's days: its day ends everywhere on Earth.)
    assert seen.known_at == end_of_day(date(2025, 7, 9), ZoneInfo("Etc/GMT+12"))


def test_a_yearless_stamp_after_an_edit_word_is_an_update() -> None:
    assert [s.update for s in yearless_stamps("Updated 9 Jul 10:15 p.m. NDT", [2025], None, None)] == [True]
    assert [s.update for s in yearless_stamps("Viewed 9 Jul 10:15 p.m. NDT", [2025], None, None)] == [False]


def test_untimed_days_tell_bare_dates_from_stamps() -> None:
    pattern = re.compile(r"(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})")

    def days(m: re.Match[str]) -> list[date]:
        return [date(int(m["y"]), int(m["m"]), int(m["d"]))]

    lines = ["2025-03-04 03:40 PHT", "14:05 UTC, 2025-03-05", "Posted 2025-03-06", "2025-03-07 · 09:12"]
    assert untimed_days(lines, [pattern], days) == {date(2025, 3, 6)}

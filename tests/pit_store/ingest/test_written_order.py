"""The numeric day order a page's own unambiguous dates settle (`written_order`). Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html

from engine.timestamps import end_of_day

from pit_store.ingest.page_dates import date_evidence
from pit_store.ingest.written_order import written_order

FILLER = (
    "<p>The clerk entered the parties' joint scheduling report and set the deadlines for initial "
    "disclosures; the court will hold a conference with counsel after the report is filed.</p>"
)


def known_at(body: str, *, lang: str = "") -> datetime | None:
    lang_attr = f' lang="{lang}"' if lang else ""
    tree = lxml.html.document_fromstring(
        f"<html{lang_attr}><head><title>Docket</title></head><body><h1>Docket</h1>{body}{FILLER}</body></html>"
    )
    return date_evidence(tree, url="https://dockets.example.com/case/88", captured_at=None,
                         date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


def test_unambiguous_dates_settle_the_order() -> None:
    assert written_order(["Filed 02/21/2025", "Entry 03/04/2025"]) == "MDY"
    assert written_order(["Filed 21/02/2025", "Entry 03/04/2025"]) == "DMY"
    assert written_order(["Filed 21/02/2025", "Entry 02/21/2025"]) is None  # both: nothing settled
    assert written_order(["Entry 03/04/2025", "Version 21.02.2025"]) is None  # dotted dates say nothing


def test_a_month_first_page_reads_its_ambiguous_stamp_month_first() -> None:
    body = "<p>Entry 7 | 02/21/2025 3:10 PM EST</p><p>Entry 9 | 03/04/2025 9:30 PM EST</p>"
    # Without the page's own evidence, 03/04 stays 3 April (the later reading).
    assert known_at("<p>Entry 9 | 03/04/2025 9:30 PM EST</p>") == datetime(2025, 4, 4, 2, 30, tzinfo=UTC)
    assert known_at(body) == datetime(2025, 3, 5, 2, 30, tzinfo=UTC)


def test_the_region_s_order_stands_over_the_page_s() -> None:
    body = "<p>Entry 7 | 02/21/2025 3:10 PM GMT</p><p>Entry 9 | 03/04/2025 9:30 PM GMT</p>"
    assert known_at(body, lang="en-GB") == datetime(2025, 4, 3, 21, 30, tzinfo=UTC)


def test_htmldate_s_day_read_in_its_own_order_is_read_in_the_page_s() -> None:
    # htmldate reads "03/05/2025" as 3 May; the page writes month first ("02/13/2025" can only be
    # month first): its day is 5 March.
    rows = "<table><tr><td>02/13/2025</td><td>Complaint filed</td></tr><tr><td>03/05/2025</td><td>Minute order</td></tr></table>"
    assert known_at(rows) == end_of_day(date(2025, 3, 5), ZoneInfo("Etc/GMT+12"))


def test_an_update_stamp_is_read_in_the_order_the_region_and_the_page_agree_on() -> None:
    stamp = "<p>Published 02/21/2025 10:10 a.m. ET</p>"
    update = "<p>Last updated 03/10/2025: the court vacated the hearing.</p>"
    # en-US (month first) and the page's own "02/21/2025" (month first) agree: 10 March
    assert known_at(stamp + update, lang="en-US") == end_of_day(date(2025, 3, 10), ZoneInfo("America/New_York"))
    # either alone leaves the update read the later way (3 October): an editor may write otherwise
    assert known_at(stamp + update).date() == date(2025, 10, 4)
    assert known_at("<p>Published 02/10/2025 10:10 a.m. ET</p>" + update, lang="en-US").date() == date(2025, 10, 4)
    # and when they disagree, nothing is settled either
    assert known_at("<p>Published 21/02/2025 10:10</p>" + update, lang="en-US").date() == date(2025, 10, 4)

"""An archive's replay address dates the capture and names the archived site.

`https://archive.example/web/20240310065200/https://www.paper.co.uk/story` is the archive's record
that it fetched the page at 06:52:00 UTC on 10 March 2024: the replayed content existed then, so
the page is known no later than that (`known_at` = the earlier of the capture and its dates, as
for a WARC-Date): a byline's day alone, which would count to the end of that day, is capped by a
capture made that morning. The original URL's country domain is the page's region.
Counterparts: the same page at an ordinary address keeps its own dating; a page whose own
canonical link claims an archive address is not dated by it (its author wrote that link); a
capture after the page's dates leaves them deciding.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from pit_store.ingest.archive_address import replay_address
from pit_store.ingest.documents import read_documents

ARCHIVED = "https://archive.example/web/20240310065200/https://www.paper.co.uk/business/inflation-picks-up"
LIVE = "https://www.paper.co.uk/business/inflation-picks-up"
TOOLBAR = "<div id='toolbar'><a href='/'>Archive</a> <span>3 captures</span></div>"
STORY = ("<h1>Inflation picks up in February</h1><p class='by'>Jane Roe &middot; 2 March 2024, 18:15 GMT</p>"
         "<p>Consumer prices rose 2.4 per cent in the year to February, statisticians said.</p>")
SAME_DAY = ("<h1>Inflation picks up in February</h1><p class='by'>Jane Roe &middot; 10 March 2024</p>"
            "<p>Consumer prices rose 2.4 per cent in the year to February, statisticians said.</p>")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def read(tmp_path: Path, body: str, *, url: str | None, head: str = "", captured_at: datetime | None = None):
    page = tmp_path / "page.html"
    page.write_text(f"<html><head><title>Inflation picks up in February</title>{head}</head>"
                    f"<body>{body}</body></html>", encoding="utf-8")
    return read_documents(page, url=url, captured_at=captured_at)[0]


def test_the_address_states_the_capture_instant_and_the_original_page() -> None:
    replay = replay_address(ARCHIVED)
    assert replay is not None
    assert replay.captured_at == utc(2024, 3, 10, 6, 52)
    assert replay.original_url == LIVE
    modified = replay_address("https://web.archive.org/web/20240310065200id_/http://www.paper.co.uk/a")
    assert modified is not None and modified.original_url == "http://www.paper.co.uk/a"


def test_other_addresses_state_no_capture() -> None:
    assert replay_address(LIVE) is None
    assert replay_address("https://archive.example/web/2024/https://www.paper.co.uk/a") is None  # not a stamp
    assert replay_address("https://archive.example/web/20241310065200/https://www.paper.co.uk/a") is None  # month 13
    assert replay_address("https://archive.example/web/20240310065200/search") is None  # no archived host


def test_the_capture_caps_a_day_alone_of_the_archived_page(tmp_path: Path) -> None:
    draft = read(tmp_path, TOOLBAR + SAME_DAY, url=ARCHIVED)
    assert draft.provenance["captured_at"] == "2024-03-10T06:52:00.000000Z"
    assert draft.known_at == utc(2024, 3, 10, 6, 52)


def test_the_same_page_at_its_own_address_keeps_its_dating(tmp_path: Path) -> None:
    draft = read(tmp_path, TOOLBAR + SAME_DAY, url=LIVE)
    assert draft.provenance["captured_at"] is None
    assert draft.known_at is not None and draft.known_at > utc(2024, 3, 10, 6, 52)


def test_a_canonical_link_never_dates_a_capture(tmp_path: Path) -> None:
    draft = read(tmp_path, TOOLBAR + SAME_DAY, url=None, head=f"<link rel='canonical' href='{ARCHIVED}'>")
    assert draft.provenance["captured_at"] is None
    assert draft.known_at is not None and draft.known_at > utc(2024, 3, 10, 6, 52)


def test_a_capture_after_the_pages_dates_leaves_them_deciding(tmp_path: Path) -> None:
    later = "https://archive.example/web/20240401000000/https://www.paper.co.uk/business/inflation-picks-up"
    draft = read(tmp_path, STORY, url=later)
    assert draft.known_at == utc(2024, 3, 2, 18, 15)


def test_an_earlier_given_capture_stands(tmp_path: Path) -> None:
    draft = read(tmp_path, TOOLBAR + SAME_DAY, url=ARCHIVED, captured_at=utc(2024, 3, 10, 1))
    assert draft.known_at == utc(2024, 3, 10, 1)


def test_the_archived_sites_domain_settles_the_day_order(tmp_path: Path) -> None:
    body = "<h1>Dividend notice</h1><p>The board recommended a cash dividend.</p><p>Posted 12-01-2025 17:40</p>"
    archived = "https://archive.example/web/20250301000000/https://www.mills.com.bd/psi/dividend"
    draft = read(tmp_path, body, url=archived)
    # Day first, Dhaka's clock (UTC+6): 12 January 17:40 = 11:40Z, not 1 December.
    assert draft.known_at == utc(2025, 1, 12, 11, 40)
    plain = read(tmp_path, body, url="https://archive.example/pages/dividend")
    assert plain.known_at is not None and plain.known_at > utc(2025, 11, 30)


def test_a_day_alone_of_the_capture_day_is_dated_no_later_than_the_capture(tmp_path: Path) -> None:
    # Every candidate, not only known_at: a trusted date after the capture would still read as a
    # later date of the page (`page_checks`), though the captured bytes existed at the capture.
    draft = read(tmp_path, TOOLBAR + SAME_DAY, url=ARCHIVED)
    days = [c for c in draft.provenance["date_candidates"] if c["precision"] == "day" and c["trusted"]]
    assert days and all(c["value"] == "2024-03-10T06:52:00.000000Z" for c in days)
    assert all(c["refined_by"] == "captured_at" for c in days)


def test_days_before_the_capture_keep_their_ends_and_later_days_stay_untrusted(tmp_path: Path) -> None:
    earlier = ("<h1>Inflation picks up in February</h1><p class='by'>Jane Roe &middot; 8 March 2024</p>"
               "<p>Consumer prices rose 2.4 per cent.</p><p>Updated 12 March 2024</p>")
    draft = read(tmp_path, earlier, url=ARCHIVED)
    by_day = {c["context"]: c for c in draft.provenance["date_candidates"]}
    updated = next(c for k, c in by_day.items() if "12 March 2024" in k)
    assert not updated["trusted"] and updated["why_untrusted"] == "after_capture"
    before = [c for c in draft.provenance["date_candidates"] if c["trusted"] and c["precision"] == "day"]
    assert before and all(c["refined_by"] is None and c["value"] < "2024-03-10" for c in before)

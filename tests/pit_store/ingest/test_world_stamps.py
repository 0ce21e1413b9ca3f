"""Page stamps as sites in many languages print them (hand-written pages).

- the label before a `<time>` names its role in Dutch, Korean, Polish, Greek, ... (`stamp_words`);
- a story header block (`news_header`) holds the page's stamp as a byline does;
- a portal's stamp line "30.12.22 17:38 Uhr · dpa-AFX": a dotted two-digit year with a clock,
  a source written as a brand after it, and the clock read in the region's zone (`PageRegion.clock`:
  the westernmost zone of a one-zone country; none for a country of several mainland zones);
- a marker's date in a language or calendar the patterns lack, as a day (`world_dates`).
Each read as a mere statement or not at all, the URL's day would count to its end anywhere on Earth.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence, extract_claims
from pit_store.ingest.page_region import page_region

BODY = "<p>The board approved the plan after a long meeting, the company said in a short note.</p>"


def _claims(block: str, *, url: str = "file:x.html", lang: str = "") -> list:
    page = f"<html lang='{lang}'><head><title>t</title></head><body><article><h1>Plan</h1>{block}{BODY}</article></body></html>"
    return list(extract_claims(lxml.html.document_fromstring(page), url=url).claims)


@pytest.mark.parametrize(
    ("label", "role"),
    [("Gepubliceerd:", "published"), ("입력", "published"), ("Opublikowano", "published"),
     ("Δημοσιεύθηκε:", "published"), ("Zaktualizowano:", "modified"), ("Bijgewerkt", "modified"),
     ("수정", "modified"), ("Cập nhật:", "modified")],
)
def test_a_label_in_another_language_names_the_time_elements_role(label: str, role: str) -> None:
    (claim,) = [c for c in _claims(f'<p>{label} <time datetime="2023-05-02T08:10:00Z">x</time></p>') if c.source == "time"]
    assert claim.role == role


def test_a_time_in_the_story_header_block_is_the_pages_stamp() -> None:
    block = '<div class="article-header"><p>Wire: Acme</p><p><time datetime="2023-05-02T08:10:00+02:00">02.05.2023</time></p></div>'
    (claim,) = [c for c in _claims(block) if c.source == "time"]
    assert claim.role == "published"


def test_a_portal_stamp_line_with_a_short_year_and_a_brand_is_the_pages_stamp() -> None:
    claims = _claims("<p>14.03.23 09:05 Uhr · boersen-Ticker</p>", url="https://www.kurse-beispiel.de/a/1")
    (stamp,) = [c for c in claims if c.source == "body:stamp"]
    assert stamp.instant == datetime(2023, 3, 14, 8, 5, tzinfo=UTC)  # Berlin's clock in March: UTC+1


def test_a_zone_less_stamp_clock_needs_a_one_zone_region() -> None:
    line = "<p>14/03/2023 - 09:05 · Redacción</p>"
    assert not [c for c in _claims(line, url="https://www.noticias-ejemplo.com/a/1") if c.source == "body:stamp"]
    assert not [c for c in _claims(line, lang="en-US") if c.source == "body:stamp"]  # several zones: no clock
    (spain,) = [c for c in _claims(line, url="https://www.noticias-ejemplo.es/a/1") if c.source == "body:stamp"]
    assert spain.instant == datetime(2023, 3, 14, 9, 5, tzinfo=UTC)  # the Canaries' clock, the later reading


def test_region_clocks() -> None:
    assert page_region("", "https://x.de/").clock == ZoneInfo("Europe/Berlin")
    assert page_region("pt-PT", None).clock == ZoneInfo("Atlantic/Azores")
    assert page_region("en-AU", None).clock is None and page_region("de", None).clock is None  # a language alone: none


def test_a_markers_date_in_another_calendar_is_a_day() -> None:
    (claim,) = [c for c in _claims("<p>อัปเดต 5 มี.ค. 2568</p>") if c.source.startswith("body:")]
    assert (claim.role, claim.day, claim.instant) == ("modified", date(2025, 3, 5), None)
    (viet,) = [c for c in _claims("<p>Cập nhật: ngày 5 tháng 3 năm 2025</p>") if c.source.startswith("body:")]
    assert viet.day == date(2025, 3, 5)


def test_a_dotted_short_year_alone_is_no_date() -> None:
    # A version or a figure ("Release 1.12.22 is out") has no clock after it.
    assert not [c for c in _claims("<p>Release 1.12.22 is out now for everyone.</p>") if c.source.startswith("body")]


def test_several_zone_less_date_time_lines_are_a_listing_not_the_pages_stamp() -> None:
    # An events page: each line an event's date, time and venue; the region's clock stamps none of them.
    listing = "<p>Mon 5 Aug 2024, 9:00am · Harbour Hall</p><p>Fri 23 Aug 2024, 9:00am · City Forum</p>"
    assert not [c for c in _claims(listing, lang="en-SG") if c.source == "body:stamp"]
    bare = "<p>Mon 5 Aug 2024, 9:00am</p>"  # a date and time alone may be an event's too
    assert not [c for c in _claims(bare, lang="en-SG") if c.source == "body:stamp"]


def test_the_pages_exact_markup_settles_which_of_the_regions_clocks_a_stamp_line_is_in() -> None:
    # The Canaries' clock is the claim, Madrid's a reading the page's own offset stamp confirms.
    page = ("<html lang='es'><head><title>t</title><meta property='article:published_time' content='2024-09-12T17:38:00+02:00'>"
            f"</head><body><article><h1>Plan</h1><p>Redacción · 12/09/2024 17:38</p>{BODY}</article></body></html>")
    tree = lxml.html.document_fromstring(page)
    evidence = date_evidence(tree, url="https://www.diario-ejemplo.es/a/1", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    (stamp,) = [c for c in evidence.candidates if c.source == "body:stamp"]
    assert stamp.value == datetime(2024, 9, 12, 15, 38, tzinfo=UTC)



def test_a_marker_ending_in_a_combining_mark_is_read() -> None:
    (claim,) = [c for c in _claims("<p>เผยแพร่ 5 มี.ค. 2568</p>") if c.source.startswith("body:")]
    assert (claim.role, claim.day) == ("published", date(2025, 3, 5))

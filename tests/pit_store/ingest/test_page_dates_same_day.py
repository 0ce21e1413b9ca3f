"""Clean pages dated after their publication, one hand-written page per cause: wire stamps with the
time first, bylines around a stamp, label/value fields, the page's declared region (numeric day
order, shared zone names), htmldate dates the page writes only
in prose, a day htmldate would take for a month, a "Date:" stamp refining the echoed day, and
markup that settles a visible stamp to the minute."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from engine.timestamps import end_of_day
from pit_store.ingest.page_dates import DateEvidence, date_evidence, extract_claims, parse_date_text
from pit_store.ingest.page_region import page_region

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
FILLER = (
    "<p>The cooperative said its members voted to widen the grain storage network across three "
    "districts, and that the board would review the tariff schedule with growers over the season.</p>"
)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def doc(body: str, *, head: str = "", lang: str = "", title: str = "Grain growers widen storage network") -> lxml.html.HtmlElement:
    lang_attr = f' lang="{lang}"' if lang else ""
    return lxml.html.document_fromstring(
        f"<html{lang_attr}><head><title>{title}</title>{head}</head><body><article><h1>{title}</h1>"
        f"{body}{FILLER}</article></body></html>"
    )


def evidence(tree: lxml.html.HtmlElement, url: str = "file:x.html", tz: str = "Etc/GMT+12") -> DateEvidence:
    return date_evidence(tree, url=url, captured_at=None, date_only_tz=ZoneInfo(tz))


def claims(tree: lxml.html.HtmlElement, prefix: str, url: str = "file:x.html") -> list[tuple[str, str, date, datetime | None]]:
    return [(c.source, c.role, c.day, c.instant) for c in extract_claims(tree, url=url).claims if c.source.startswith(prefix)]


# --- time first, and dates written "8 Mar, 2025" / "05-SEP-2019" / "5 June 2024 — 4:10pm" -------


@pytest.mark.parametrize(
    ("text", "day", "instant"),
    [
        ("14:05 GMT 12-MAR-2024", date(2024, 3, 12), utc(2024, 3, 12, 14, 5)),
        ("09:15 EST, 4 Jan 2024", date(2024, 1, 4), utc(2024, 1, 4, 14, 15)),
        ("4:10 PM SAST 2 Feb 2024", date(2024, 2, 2), utc(2024, 2, 2, 14, 10)),
        ("3 Feb, 2023 10:00 AEDT", date(2023, 2, 3), utc(2023, 2, 2, 23)),
        ("5 June 2024 — 4:10pm BST", date(2024, 6, 5), utc(2024, 6, 5, 15, 10)),
        ("2 Jan 2024 09:30 NZDT", date(2024, 1, 2), utc(2024, 1, 1, 20, 30)),
        ("10:00 5 March 2024", date(2024, 3, 5), None),  # a time without a zone: a day only
    ],
)
def test_time_first_and_other_wire_formats(text: str, day: date, instant: datetime | None) -> None:
    assert parse_date_text(text) == (day, instant)


# --- stamp lines: bylines before and after ------------------------------------------------------


def test_a_stamp_followed_by_a_byline_is_the_page_stamp() -> None:
    tree = doc("<p>5 June 2024 16:10 BST · Maria de la Cruz</p>")
    assert claims(tree, "body:stamp") == [("body:stamp", "published", date(2024, 6, 5), utc(2024, 6, 5, 15, 10))]


def test_a_time_first_stamp_with_a_byline_and_an_update_note() -> None:
    tree = doc("<p>09:15 EST, 4 Jan 2024 &nbsp; By Tom Hale &nbsp; (Updated 11:40 EST, 4 Jan 2024)</p>")
    assert claims(tree, "body:stamp") == [("body:stamp", "published", date(2024, 1, 4), utc(2024, 1, 4, 14, 15))]
    assert claims(tree, "body:updated") == [("body:updated", "modified", date(2024, 1, 4), utc(2024, 1, 4, 16, 40))]


def test_a_name_and_a_stamp_in_two_spans() -> None:
    tree = doc('<div class="msg"><span class="who">Lena Ortiz</span> <span>Jan 4, 2024, 09:15 AM EST</span></div>')
    assert claims(tree, "body:stamp") == [("body:stamp", "published", date(2024, 1, 4), utc(2024, 1, 4, 14, 15))]


@pytest.mark.parametrize(
    "line",
    [
        "Copper rallies on supply fears 09:15 EST, 4 Jan 2024",  # a teaser: a headline, not a name
        "At close: 4:00 PM EST Jan 4, 2024",  # a labelled fact
        "Jan 4, 2024, 09:15 AM EST settlement window opens for the tender",
    ],
)
def test_lines_that_are_not_the_page_stamp(line: str) -> None:
    assert claims(doc(f"<p>{line}</p>"), "body:stamp") == []


# --- label/value fields ---------------------------------------------------------------------------


def test_a_field_list_with_a_posted_field_keeps_the_event_date_out() -> None:
    tree = doc("<dl><dt>Date</dt><dd>June 20, 2024 9:00 AM EDT</dd><dt>Format</dt><dd>Webcast</dd>"
               "<dt>Posted</dt><dd>June 3, 2024</dd></dl>",
               head='<meta property="article:published_time" content="2024-06-03T14:00:00Z">')
    assert claims(tree, "field") == [("field:posted", "published", date(2024, 6, 3), None)]
    assert claims(tree, "body:stamp") == []  # the event's time is its field's, not a stamp
    found = evidence(tree)
    assert found.known_at == utc(2024, 6, 3, 14)  # the posted day, refined by the meta stamp
    assert all(c.value <= utc(2024, 6, 3, 14) for c in found.candidates)


def test_table_fields_date_the_page_only_through_page_labels() -> None:
    tree = doc("<table><tr><th>Summary released</th><td>4 Mar 2024 10:00 GMT</td></tr>"
               "<tr><th>Payment date</th><td>30 Apr 2024</td></tr></table>")
    assert claims(tree, "field") == [("field:summary released", "published", date(2024, 3, 4), utc(2024, 3, 4, 10))]
    assert evidence(tree, url="https://news.example.com/2024/03/04/storage").known_at == utc(2024, 3, 4, 10)


@pytest.mark.parametrize("label", ["Next update", "To be published", "付款日期", "Record date"])
def test_forward_and_subject_labels_do_not_date_the_page(label: str) -> None:
    tree = doc(f"<table><tr><th>{label}</th><td>4 Mar 2024 10:00 GMT</td></tr></table>")
    assert claims(tree, "field") == []


def test_a_bare_date_field_without_a_publication_field_is_the_page_date() -> None:
    tree = doc("<table><tr><th>Date</th><td>4 Mar 2024 10:00 GMT</td></tr></table>")
    assert claims(tree, "field") == [("field:date", "statement", date(2024, 3, 4), utc(2024, 3, 4, 10))]


# --- the page's declared region --------------------------------------------------------------------


def test_region_settles_day_order_and_a_shared_zone_name() -> None:
    line = "<p>Priya Nair | 05/03/2024 08:30 IST</p>"
    indian = claims(doc(line, lang="en-IN"), "body:stamp")
    assert indian == [("body:stamp", "published", date(2024, 3, 5), utc(2024, 3, 5, 3))]
    # Without a region both stay open and the latest reading (4 May, Irish time) is the claim.
    unknown = claims(doc(line), "body:stamp")
    assert unknown == [("body:stamp", "published", date(2024, 5, 3), utc(2024, 5, 3, 7, 30))]


def test_region_never_settles_an_update_stamp() -> None:
    tree = doc("<p>Last updated: 05/03/2024 08:30 IST</p>", lang="en-IN")
    assert claims(tree, "body:last updated") == [("body:last updated", "modified", date(2024, 5, 3), utc(2024, 5, 3, 7, 30))]


def test_a_date_alone_stays_a_day_everywhere_on_earth_without_a_region() -> None:
    # "5 March" on a page that says nothing of its zone may have been written in any zone (fail closed).
    url = "https://growers.example.org/2024/03/05/storage"
    assert evidence(doc(""), url).known_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)
    # A language alone is spoken in many zones: it settles no day.
    assert evidence(doc("", lang="en"), url).known_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)


def test_a_date_alone_is_a_day_of_a_single_zone_region() -> None:
    url = "https://growers.example.org/2024/03/05/storage"
    assert evidence(doc("", lang="en-GB"), url).known_at == end_of_day(date(2024, 3, 5), ZoneInfo("Europe/London"))
    # A country of several zones settles none: the day stays a day everywhere on Earth.
    assert evidence(doc("", lang="en-US"), url).known_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)


def test_page_region_sources() -> None:
    assert page_region("en-IN", None).zone == ZoneInfo("Asia/Kolkata")
    assert page_region("", "https://www.example.co.uk/a").basis == "domain www.example.co.uk"
    assert page_region("de", None) == page_region("de", None)._replace(order="DMY", zone=None)
    assert page_region("", "https://example.com/").order is None


# --- htmldate's dates found only in prose ---------------------------------------------------------


# A stamp htmldate does not read (time first), so that its free-text search takes the prose date.
STAMP = "<p>10:00 GMT, 5 Mar 2024 &nbsp; By Tom Hale</p>"
PROSE_PAGE = (
    STAMP +
    "<p>Growers expect the regulator to publish its ruling on the tariff on 20 March 2024, after the consultation closes.</p>"
)


def test_a_date_the_page_writes_only_in_prose_is_not_its_date() -> None:
    head = '<meta name="description" content="Growers await the tariff ruling due on 20 March 2024.">'
    found = evidence(doc(PROSE_PAGE, head=head))
    later = [c for c in found.candidates if c.source.startswith("htmldate:") and c.value > utc(2024, 3, 19)]
    assert later, "htmldate should have taken the forward date for this test to mean anything"
    assert all(not c.trusted and c.why_untrusted == "prose_date" for c in later)
    assert found.known_at == utc(2024, 3, 5, 10)
    assert "prose_dates" in found.flags


def test_a_prose_date_stays_without_an_earlier_own_stamp() -> None:
    body = PROSE_PAGE.replace(STAMP, "")
    found = evidence(doc(body))
    assert found.known_at == end_of_day(date(2024, 3, 20), UTC_MINUS_12)  # later than the truth: fail closed
    assert all(c.trusted for c in found.candidates if c.source.startswith("htmldate:"))


def test_a_later_date_after_a_label_and_a_separator_is_a_stamp_not_prose() -> None:
    # "Blog entry by Ines Marlow | 20 March 2024" is a stamp line: five words and a bar, not a sentence,
    # so htmldate's 20 March stays the page's (later) date despite the earlier own stamp.
    body = STAMP + "<p>Blog entry by Ines Marlow | 20 March 2024</p>" + FILLER
    found = evidence(doc(body))
    dated = [c for c in found.candidates if c.source.startswith("htmldate:") and c.value > utc(2024, 3, 19)]
    assert dated and all(c.trusted for c in dated)
    # A day of the one zone the page's stamp names (GMT).
    assert found.known_at == end_of_day(date(2024, 3, 20), UTC)


def test_a_prose_sentence_about_an_edit_still_dates_the_page() -> None:
    head = '<meta name="description" content="This article was amended on 20 March 2024 to correct a figure.">'
    found = evidence(doc(STAMP + FILLER, head=head))
    dated = [c for c in found.candidates if c.source.startswith("htmldate:") and c.value > utc(2024, 3, 19)]
    assert dated and all(c.trusted for c in dated)
    assert found.known_at == end_of_day(date(2024, 3, 20), UTC)  # a day of its stamp's GMT


# --- a written first of the month is a day, not htmldate's month ----------------------------------


def test_a_first_of_the_month_the_page_writes_out_is_a_day() -> None:
    tree = doc("<table><tr><th>Date of this document</th><td>1 August 2024</td></tr></table>")
    found = evidence(tree)
    from_htmldate = [c for c in found.candidates if c.source == "htmldate:original"]
    assert from_htmldate and from_htmldate[0].precision == "day"
    assert found.known_at == end_of_day(date(2024, 8, 1), UTC_MINUS_12)


# --- a "Date:" stamp refines the day other sources echo ------------------------------------------


def test_a_date_label_with_a_time_refines_the_echoed_day() -> None:
    tree = doc("<p>To: Board · From: Finance · Date: 29 July 2026, 00:28 BST</p>")
    found = evidence(tree, url="https://memo.example.org/2026/07/29/guidance")
    assert found.known_at == utc(2026, 7, 28, 23, 28)
    url = next(c for c in found.candidates if c.source == "url")
    assert url.refined_by == "body:date"


# --- markup settles a visible stamp to the minute -------------------------------------------------


def test_markup_with_seconds_settles_a_visible_stamp() -> None:
    head = '<meta property="article:modified_time" content="2023-02-05T07:05:51+01:00">'
    tree = doc("<p>05/02/2023 07:05 (CET)</p>", head=head)
    assert claims(tree, "body:stamp") == [("body:stamp", "published", date(2023, 5, 2), utc(2023, 5, 2, 6, 5))]
    stamp = next(c for c in evidence(tree).candidates if c.source == "body:stamp")
    assert stamp.value == utc(2023, 2, 5, 6, 5)


def test_release_date_meta() -> None:
    tree = doc("", head='<meta name="release-date" content="2021-08-13T07:00:00+01:00">')
    assert claims(tree, "meta") == [("meta:release-date", "published", date(2021, 8, 13), utc(2021, 8, 13, 6))]


# --- a note of what happened a stated time after publication is an update -------------------------


@pytest.mark.parametrize(
    ("note", "instant"),
    [
        ("Editor's note: a week after publication, the cooperative withdrew the tariff proposal.", utc(2024, 3, 12, 10)),
        ("Update, two days after this story was first published: the board resigned.", utc(2024, 3, 7, 10)),
        ("Correction: one month after publication the figures were restated.", utc(2024, 4, 5, 10)),
        # an update label with the delay after it
        ("UPDATE (4 hours later): the cooperative suspended its chair.", utc(2024, 3, 5, 14)),
        ("Update, three days later: growers voted to strike.", utc(2024, 3, 8, 10)),
    ],
)
def test_a_note_told_after_publication_makes_the_page_known_later(note: str, instant: datetime) -> None:
    found = evidence(doc(f"{STAMP}<p>{note}</p>"))
    assert claims(doc(f"{STAMP}<p>{note}</p>"), "body:relative-update") == [
        ("body:relative-update", "modified", instant.date(), instant)]
    assert found.known_at == instant


def test_a_relative_phrase_about_something_else_is_not_an_update() -> None:
    body = f"{STAMP}<p>Two days after the vote, growers met again; prices rose a week later. The rules were updated 40 years later.</p>"
    assert claims(doc(body), "body:relative-update") == []


@pytest.mark.parametrize(
    ("url", "days"),
    [
        ("https://ir.example.com/results/q4-20261101-earnings-call", []),
        ("https://ir.example.com/reports/fy2025_20250630.html", []),
        ("https://news.example.com/a/20240305/q4-results.html", [date(2024, 3, 5)]),
    ],
)
def test_a_compact_date_after_a_period_name_is_not_the_page_date(url: str, days: list[date]) -> None:
    assert [c[2] for c in claims(doc(""), "url", url=url)] == days


# --- a <time> element written for readers follows the page's declared day order ---------------


def test_a_reader_written_time_element_is_read_in_the_pages_day_order() -> None:
    body = "<p class='pub'>Publié: <time>10/08/2025</time></p>"
    swiss = claims(doc(body, lang="fr-CH"), "time")
    assert [(role, day) for _, role, day, _ in swiss] == [("published", date(2025, 8, 10))]
    # without a declared region the reading that makes the page known later stands (8 October)
    assert [day for *_, day, _ in claims(doc(body), "time")] == [date(2025, 10, 8)]
    # a US page reads it month first
    assert [day for *_, day, _ in claims(doc(body, lang="en-US"), "time")] == [date(2025, 10, 8)]


def test_an_update_time_element_read_two_ways_keeps_the_later_reading_whatever_the_region() -> None:
    body = "<p>Publié: <time>01/08/2025</time> · Mis à jour: <time class='updated'>10/08/2025</time></p>"
    updates = [day for _, role, day, _ in claims(doc(body, lang="fr-CH"), "time") if role == "modified"]
    assert updates == [date(2025, 10, 8)]


def test_a_machine_datetime_attribute_is_never_reordered() -> None:
    body = "<p>Publié: <time datetime='2025-10-08'>8 octobre</time></p>"
    assert [day for *_, day, _ in claims(doc(body, lang="fr-CH"), "time")] == [date(2025, 10, 8)]


# --- era years (令和, 平成, 民國) ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("令和7年3月4日", date(2025, 3, 4)),
        ("令和元年5月1日", date(2019, 5, 1)),
        ("平成31年4月30日", date(2019, 4, 30)),
        ("民國114年3月4日", date(2025, 3, 4)),
        ("民国113年12月31日", date(2024, 12, 31)),
    ],
)
def test_an_era_year_is_read_as_its_calendar_year(text: str, day: date) -> None:
    assert parse_date_text(f"公開日: {text}") == (day, None)


def test_a_page_whose_time_element_is_written_in_era_years_is_dated_by_it() -> None:
    tree = doc("<p>公開日：<time>令和7年3月4日</time></p>", lang="ja-JP", title="決算説明会の開催について")
    assert evidence(tree, tz="Asia/Tokyo").known_at == end_of_day(date(2025, 3, 4), ZoneInfo("Asia/Tokyo"))
    # "114年" alone (no era name) is not read as a year: it could be anything
    assert parse_date_text("114年3月4日") is None


# --- Japanese and traditional Chinese stamp lines ---------------------------------------------


@pytest.mark.parametrize(
    ("line", "role", "day"),
    [
        ("公開日：2025年3月4日", "published", date(2025, 3, 4)),
        ("掲載日 令和7年3月4日", "published", date(2025, 3, 4)),
        ("最終更新日：2025年3月6日", "modified", date(2025, 3, 6)),
        ("發布時間：2025年3月4日", "published", date(2025, 3, 4)),
        ("最後更新：2025年3月6日", "modified", date(2025, 3, 6)),
    ],
)
def test_a_cjk_stamp_line_dates_the_page(line: str, role: str, day: date) -> None:
    found = [(r, d) for s, r, d, _ in claims(doc(f"<p>{line}</p>", lang="ja-JP"), "body:")]
    assert (role, day) in found


def test_a_cjk_update_stamp_after_the_publication_makes_the_page_known_later() -> None:
    tree = doc("<p>公開日：2025年3月4日</p><p>最終更新：2025年3月6日</p>", lang="ja-JP")
    assert evidence(tree, tz="Asia/Tokyo").known_at == end_of_day(date(2025, 3, 6), ZoneInfo("Asia/Tokyo"))


def test_a_cjk_marker_inside_a_sentence_is_no_stamp() -> None:
    # "the results publication date is 5 May" (a schedule), not the page's own stamp
    tree = doc("<p>同社は決算の発表日を2025年5月5日と発表した。</p>", lang="ja-JP")
    assert not [c for c in claims(tree, "body:発表日")]

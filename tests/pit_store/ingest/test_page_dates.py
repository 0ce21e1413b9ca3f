"""Date candidates and the known_at rule for web pages (`pit_store.ingest.page_dates`)."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import lxml.html
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.timestamps import day_contains, end_of_day
from pit_store.ingest.page_dates import (
    DateClaim,
    date_evidence,
    extract_claims,
    parse_date_text,
    resolve_claims,
    without_side_regions,
)

UTC_MINUS_12 = ZoneInfo("Etc/GMT+12")
ARTICLE_TEXT = (
    "<p>Acme Corp reported quarterly revenue of 1.2 billion dollars, ahead of expectations. "
    "The company said demand for its sensors stayed strong across Europe and Asia.</p>"
)


def page(body: str, head: str = "") -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        f"<html><head><title>t</title>{head}</head><body><article><h1>Acme</h1>"
        f"{body}{ARTICLE_TEXT}</article></body></html>"
    )


def claims_of(
    tree: lxml.html.HtmlElement, url: str = "file:x.html", prefix: str | tuple[str, ...] = ""
) -> list[DateClaim]:
    return [c for c in extract_claims(tree, url=url).claims if c.source.startswith(prefix)]


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


# --- parsing ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day", "instant"),
    [
        ("2024-03-05T14:30:00Z", date(2024, 3, 5), utc(2024, 3, 5, 14, 30)),
        ("2024-03-05T10:00:00+0800", date(2024, 3, 5), utc(2024, 3, 5, 2)),
        ("2024-03-05", date(2024, 3, 5), None),
        ("2024-03-05T10:00:00", date(2024, 3, 5), None),  # a time without an offset: a day only
        ("March 5, 2024", date(2024, 3, 5), None),
        ("Mar. 5th, 2024 4:30 p.m. UTC", date(2024, 3, 5), utc(2024, 3, 5, 16, 30)),
        ("5 March 2024 10:30 GMT+8", date(2024, 3, 5), utc(2024, 3, 5, 2, 30)),
        ("March 5, 2024 10:30 a.m. ET", date(2024, 3, 5), utc(2024, 3, 5, 15, 30)),  # EST in March
        ("July 5, 2024 10:30 a.m. ET", date(2024, 7, 5), utc(2024, 7, 5, 14, 30)),  # EDT in July
        ("Last updated: 10/07/2025 10:42 ET", date(2025, 10, 7), utc(2025, 10, 7, 14, 42)),
        ("04.03.2024 17:45 Uhr MEZ", date(2024, 3, 4), utc(2024, 3, 4, 16, 45)),
        ("2024-10-01 07:15 北京时间", date(2024, 10, 1), utc(2024, 9, 30, 23, 15)),
        ("March 5, 2024 9:00 CST", date(2024, 3, 5), utc(2024, 3, 5, 15)),  # US Central: the later reading
        ("March 5, 2024 9:00 ETF flows", date(2024, 3, 5), None),  # not a zone name
        ("March 5, 2024 10:00-12:00", date(2024, 3, 5), None),  # a time range, not an offset
        ("2024年3月5日 10:30", date(2024, 3, 5), None),
        ("2024/03/05", date(2024, 3, 5), None),
    ],
)
def test_parse_date_text(text: str, day: date, instant: datetime | None) -> None:
    assert parse_date_text(text) == (day, instant)


@pytest.mark.parametrize("text", ["", "no date here", "February 30, 2024", "2024-13-01", "10 minutes ago"])
def test_parse_date_text_rejects_non_dates(text: str) -> None:
    assert parse_date_text(text) is None


# --- extraction ---------------------------------------------------------------------------------


def test_jsonld_graph_and_lists_but_not_nested_items() -> None:
    head = """
    <script type="application/ld+json">[{"@type": "WebPage", "dateCreated": "2024-03-01"}]</script>
    <script type="application/ld+json">
    {"@graph": [{"@type": "NewsArticle", "datePublished": "2024-03-05T14:30:00Z",
                 "dateModified": ["2024-03-06T08:00:00Z"],
                 "mentions": {"@type": "NewsArticle", "datePublished": "2024-05-01"}}]}
    </script>"""
    found = {(c.source, c.role, c.day) for c in claims_of(page("", head), prefix="jsonld")}
    assert found == {
        ("jsonld:dateCreated", "published", date(2024, 3, 1)),
        ("jsonld:datePublished", "published", date(2024, 3, 5)),
        ("jsonld:dateModified", "modified", date(2024, 3, 6)),
    }


def test_unparseable_jsonld_and_meta_are_flagged_not_guessed() -> None:
    head = (
        '<script type="application/ld+json">{"datePublished": </script>'
        '<meta property="article:published_time" content="sometime last week">'
    )
    found = extract_claims(page("", head), url="file:x.html")
    assert not [c for c in found.claims if c.source.startswith(("jsonld", "meta"))]
    assert {"jsonld_unparseable", "unparsed_date_values"} <= set(found.flags)


def test_meta_and_time_elements() -> None:
    head = (
        '<meta name="DC.date" content="2024-03-05">'
        '<meta property="og:updated_time" content="2024-03-06T09:00:00+01:00">'
    )
    body = (
        '<p><time datetime="2024-03-05T10:00:00Z" pubdate>5 March</time> '
        '<time class="updated" datetime="2024-03-07">7 March</time> '
        '<span itemprop="dateModified">March 8, 2024</span></p>'
    )
    tree = page(body, head)
    meta = {(c.source, c.role, c.day, c.instant) for c in claims_of(tree, prefix="meta")}
    assert meta == {
        ("meta:dc.date", "published", date(2024, 3, 5), None),
        ("meta:og:updated_time", "modified", date(2024, 3, 6), utc(2024, 3, 6, 8)),
    }
    markup = {(c.source, c.role, c.day) for c in claims_of(tree, prefix=("time", "itemprop"))}
    assert markup == {
        ("time", "published", date(2024, 3, 5)),
        ("time", "modified", date(2024, 3, 7)),
        ("itemprop:datemodified", "modified", date(2024, 3, 8)),
    }


@pytest.mark.parametrize(
    ("url", "day"),
    [
        ("https://news.example.com/2024/03/05/acme.html", date(2024, 3, 5)),
        ("https://news.example.com/markets/2024-03-05-acme", date(2024, 3, 5)),
        ("https://news.example.com/a/20240305/acme.html?id=7", date(2024, 3, 5)),
        ("https://news.example.com/a/20241399/then/2024/03/05/", date(2024, 3, 5)),
        ("https://news.example.com/markets/acme", None),
        ("file:2024/03/05/acme.html", None),  # a local file name is not the publisher's URL
    ],
)
def test_url_dates(url: str, day: date | None) -> None:
    found = [c.day for c in claims_of(page(""), url=url, prefix="url")]
    assert found == ([day] if day else [])


@pytest.mark.parametrize(
    ("line", "source", "role", "day"),
    [
        ("Updated March 5, 2024", "body:updated", "modified", date(2024, 3, 5)),
        ("By Jane Roe | Posted on Tue, March 5, 2024", "body:posted", "published", date(2024, 3, 5)),
        ("Last modified: 2024-03-05 10:30", "body:last modified", "modified", date(2024, 3, 5)),
        ("Published 10:30 a.m., 5 March 2024", "body:published", "published", date(2024, 3, 5)),
        ("来源：新华社　发布时间：2024年3月5日 10:30", "body:发布时间", "published", date(2024, 3, 5)),
        ("更新于 2024-03-05", "body:更新于", "modified", date(2024, 3, 5)),
    ],
)
def test_dated_statements(line: str, source: str, role: str, day: date) -> None:
    found = claims_of(page(f"<p>{line}</p>"), prefix="body")
    assert [(c.source, c.role, c.day, c.instant) for c in found] == [(source, role, day, None)]


def test_dated_statement_with_offset_keeps_the_instant() -> None:
    found = claims_of(page("<p>Updated March 5, 2024 16:30 UTC</p>"), prefix="body")
    assert [c.instant for c in found] == [utc(2024, 3, 5, 16, 30)]


@pytest.mark.parametrize(
    "line",
    [
        "Acme will report first-quarter results on April 12, 2024.",
        "The results will be published on April 20, 2024 in the annual filing.",
        "The annual report was published on March 5, 2024 by the regulator.",
        "Updated guidance is scheduled for April 12, 2024.",
        "公司将于2024年4月12日发布一季度业绩。",
        "Next update: April 12, 2024",
    ],
)
def test_forward_looking_and_narrative_dates_are_not_statements(line: str) -> None:
    assert claims_of(page(f"<p>{line}</p>"), prefix="body") == []


def test_side_regions_are_removed_but_the_article_and_its_footer_stay() -> None:
    tree = lxml.html.document_fromstring(
        """<html><body><nav>Updated April 1, 2024</nav>
        <div class="page with-sidebar"><article><p>Body text.</p>
          <aside>Updated April 2, 2024</aside>
          <footer>Updated March 6, 2024</footer></article>
          <div id="sidebar">Updated April 3, 2024</div>
          <ul class="recommended-list"><li>Posted April 4, 2024</li></ul>
        </div><footer>Last updated April 5, 2024</footer></body></html>"""
    )
    pruned, removed = without_side_regions(tree)
    assert removed == 5
    text = pruned.text_content()
    assert "Body text." in text and "March 6" in text and "April" not in text
    assert "April 1" in tree.text_content()  # the input tree is left alone
    assert [c.day for c in claims_of(tree, prefix="body")] == [date(2024, 3, 6)]


def test_htmldate_bounds_do_not_depend_on_today() -> None:
    # htmldate's default upper bound is "today"; fixed bounds keep a page's candidates stable.
    tree = page("", '<meta property="article:published_time" content="2099-06-01T00:00:00Z">')
    found = {c.source: c.day for c in claims_of(tree, prefix="htmldate")}
    assert found == {
        "htmldate:original": date(2099, 6, 1),
        "htmldate:latest": date(2099, 6, 1),
        "htmldate:page": date(2099, 6, 1),
    }


# --- precision, trust, known_at -----------------------------------------------------------------


def claim(day: date, instant: datetime | None = None, source: str = "meta:date", role: str = "published") -> DateClaim:
    return DateClaim(source=source, role=role, day=day, instant=instant, context="test")  # type: ignore[arg-type]


def test_date_only_counts_as_end_of_day_utc_minus_12() -> None:
    evidence = resolve_claims([claim(date(2024, 3, 5))], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == datetime(2024, 3, 6, 11, 59, 59, 999999, tzinfo=UTC)
    assert evidence.known_at == end_of_day(date(2024, 3, 5), UTC_MINUS_12)
    assert evidence.candidates[0].precision == "day"
    assert evidence.known_at_basis == "meta:date"


def test_exact_instant_is_used_as_is() -> None:
    instant = utc(2024, 3, 5, 14, 30)
    evidence = resolve_claims([claim(date(2024, 3, 5), instant)], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == instant
    assert evidence.candidates[0].precision == "time"


def test_latest_trusted_date_wins_capped_by_capture() -> None:
    modified = claim(date(2024, 3, 9), utc(2024, 3, 9, 8), source="jsonld:dateModified")
    claims = [claim(date(2024, 3, 1)), modified]
    no_capture = resolve_claims(claims, captured_at=None, date_only_tz=UTC_MINUS_12)
    assert (no_capture.known_at, no_capture.known_at_basis) == (utc(2024, 3, 9, 8), "jsonld:dateModified")
    capture = utc(2024, 3, 20)
    capped = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert (capped.known_at, capped.known_at_basis) == (utc(2024, 3, 9, 8), "jsonld:dateModified")
    early = utc(2024, 3, 5)
    assert resolve_claims(claims, captured_at=early, date_only_tz=UTC_MINUS_12).known_at == early


def test_a_date_after_capture_makes_the_capture_the_known_at() -> None:
    # The update claims 08:00 but the capture was at 07:00: the dating is inconsistent, and the
    # content captured may hold changes made after the trusted 1 March date. Fail closed.
    modified = claim(date(2024, 3, 9), utc(2024, 3, 9, 8), source="jsonld:dateModified")
    claims = [claim(date(2024, 3, 1)), modified]
    capture = utc(2024, 3, 9, 7)
    evidence = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert (evidence.known_at, evidence.known_at_basis) == (capture, "captured_at")
    assert [c.why_untrusted for c in evidence.candidates] == [None, "after_capture"]
    assert evidence.flags == ("some_dates_after_capture",)


def test_date_only_on_the_capture_day_is_trusted() -> None:
    # Captured at 02:00 UTC on 5 March: somewhere (UTC+14) it was already 5 March, so the claim
    # is consistent with the capture; the day after is not.
    capture = utc(2024, 3, 5, 2)
    same_day = resolve_claims([claim(date(2024, 3, 5))], captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert same_day.candidates[0].trusted and same_day.known_at == capture
    next_day = resolve_claims([claim(date(2024, 3, 6))], captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert next_day.candidates[0].why_untrusted == "after_capture"
    assert next_day.known_at == capture and next_day.flags == ("dates_after_capture",)


def test_implausible_dates_are_kept_untrusted() -> None:
    evidence = resolve_claims([claim(date(1970, 1, 1))], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.candidates[0].why_untrusted == "implausible"
    assert (evidence.known_at, evidence.known_at_basis) == (None, "none")
    assert evidence.flags == ("implausible_dates",)


def test_no_dates_and_no_capture_is_never_visible() -> None:
    evidence = resolve_claims([], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert (evidence.known_at, evidence.known_at_basis) == (None, "none")
    assert evidence.flags == ("no_date_candidates",)
    captured = resolve_claims([], captured_at=utc(2024, 3, 5), date_only_tz=UTC_MINUS_12)
    assert (captured.known_at, captured.known_at_basis) == (utc(2024, 3, 5), "captured_at")


def test_date_evidence_on_a_page() -> None:
    head = '<meta property="article:published_time" content="2024-03-05">'
    tree = page("<p>Updated March 7, 2024</p>", head)
    evidence = date_evidence(tree, url="file:x.html", captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2024, 3, 7), UTC_MINUS_12)
    assert evidence.known_at_basis == "body:updated"


# --- properties ---------------------------------------------------------------------------------

days = st.dates(min_value=date(1985, 1, 1), max_value=date(2030, 12, 31))
instants = st.datetimes(
    min_value=datetime(1985, 1, 1), max_value=datetime(2030, 12, 31), timezones=st.just(UTC)
)
claims_st = st.builds(claim, days, st.one_of(st.none(), instants))
captures = st.one_of(st.none(), instants)


@given(st.lists(claims_st, max_size=8), captures)
def test_known_at_is_capture_capped_latest_trusted(claims: list[DateClaim], capture: datetime | None) -> None:
    evidence = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    trusted = [c.value for c in evidence.candidates if c.trusted]
    options = [v for v in (max(trusted, default=None), capture) if v is not None]
    if any(c.why_untrusted == "after_capture" for c in evidence.candidates):
        assert evidence.known_at == capture
    else:
        assert evidence.known_at == (min(options) if options else None)
    if capture is not None:
        assert evidence.known_at is not None and evidence.known_at <= capture
    assert all(c.value >= datetime(1990, 1, 1, tzinfo=UTC) for c in evidence.candidates if c.trusted)


plausible_captures = st.datetimes(
    min_value=datetime(1995, 1, 1), max_value=datetime(2030, 12, 31), timezones=st.just(UTC)
)


@given(st.lists(claims_st, max_size=6), plausible_captures, st.lists(days, min_size=1, max_size=4))
def test_claims_after_capture_never_make_known_at_earlier(
    claims: list[DateClaim], capture: datetime, later_days: list[date]
) -> None:
    before = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    start = capture.date() + timedelta(days=2)  # a day that had begun nowhere at the capture
    later = [claim(start + (d - date(1985, 1, 1)) % timedelta(days=3650)) for d in later_days]
    after = resolve_claims([*claims, *later], captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert all(c.why_untrusted == "after_capture" for c in after.candidates[len(claims) :])
    # Never earlier than without them (they can only make the capture the answer), never later
    # than the capture.
    assert before.known_at is not None and after.known_at is not None
    assert before.known_at <= after.known_at <= capture


@given(st.lists(claims_st, max_size=8), captures, st.randoms(use_true_random=False))
def test_known_at_ignores_candidate_order(
    claims: list[DateClaim], capture: datetime | None, rnd: random.Random
) -> None:
    shuffled = list(claims)
    rnd.shuffle(shuffled)
    first = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    second = resolve_claims(shuffled, captured_at=capture, date_only_tz=UTC_MINUS_12)
    assert first.known_at == second.known_at and first.flags == second.flags


def test_a_bare_year_is_not_a_publication_date() -> None:
    """htmldate reads "2015" in a URL or a sentence as 1 January 2015; that must not date the page."""
    html = (
        "<html><head><title>Report number 2015</title></head><body><article>"
        + "<p>The plant reached 2015 units of output, the company said in its annual review of the business.</p>" * 6
        + "</article></body></html>"
    )
    tree = lxml.html.fromstring(html)
    evidence = date_evidence(tree, url="https://example.com/story-2015", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert evidence.known_at is None
    assert all(not c.trusted for c in evidence.candidates if c.value.month == 1 and c.source.startswith("htmldate:"))


def test_a_masthead_date_outside_the_article_is_not_the_page_date() -> None:
    html = (
        "<html><head><title>Acme results</title></head><body>"
        '<header class="site-header"><span>Monday, March 9, 2026</span></header>'
        "<article><h1>Acme results</h1><p>Published 1 March 2024</p>" + ARTICLE_TEXT * 4 + "</article></body></html>"
    )
    evidence = date_evidence(lxml.html.fromstring(html), url="https://example.com/acme", captured_at=None,
                             date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2024, 3, 1), UTC_MINUS_12)


# --- a day-only date refined by an exact stamp of the same day ----------------------------------


def test_a_day_only_date_takes_the_exact_stamp_of_that_day() -> None:
    exact = claim(date(2024, 3, 4), utc(2024, 3, 4, 14, 5), source="meta:article:published_time")
    slug = claim(date(2024, 3, 4), source="url")
    latest = claim(date(2024, 3, 4), source="htmldate:latest", role="modified")
    original = claim(date(2024, 3, 4), source="htmldate:original")
    evidence = resolve_claims([exact, slug, latest, original], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == utc(2024, 3, 4, 14, 5)
    refined = [c for c in evidence.candidates if c.precision == "day"]
    assert {c.refined_by for c in refined} == {"meta:article:published_time"}


def test_a_day_only_update_is_not_refined_by_the_publication_time() -> None:
    published = claim(date(2024, 3, 4), utc(2024, 3, 4, 9), source="meta:article:published_time")
    updated = claim(date(2024, 3, 4), source="body:updated", role="modified")
    evidence = resolve_claims([published, updated], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2024, 3, 4), UTC_MINUS_12)  # the update may be late that day
    exact_update = claim(date(2024, 3, 4), utc(2024, 3, 4, 11), source="meta:article:modified_time", role="modified")
    evidence = resolve_claims([published, updated, exact_update], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == utc(2024, 3, 4, 11)


def test_htmldate_latest_on_a_later_day_than_its_original_is_not_refined() -> None:
    # A later day than the publication (htmldate's original day, no publication stamp on the 4th):
    # an exact edit at 09:00 that day does not say the page did not change again after it.
    exact = claim(date(2024, 3, 4), utc(2024, 3, 4, 9), source="meta:article:modified_time", role="modified")
    original = claim(date(2024, 3, 3), source="htmldate:original")
    latest = claim(date(2024, 3, 4), source="htmldate:latest", role="modified")
    evidence = resolve_claims([exact, original, latest], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2024, 3, 4), UTC_MINUS_12)
    # On the day of the page's own exact publication stamp, htmldate's latest day is that day's
    # publication (its original date is another day the page talks about).
    published = claim(date(2024, 3, 4), utc(2024, 3, 4, 9), source="meta:article:published_time")
    evidence = resolve_claims([published, original, latest], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == utc(2024, 3, 4, 9)


def test_an_exact_stamp_on_another_day_refines_nothing() -> None:
    exact = claim(date(2024, 3, 2), utc(2024, 3, 2, 9), source="meta:article:published_time")
    slug = claim(date(2024, 3, 4), source="url")
    evidence = resolve_claims([exact, slug], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2024, 3, 4), UTC_MINUS_12)


@given(st.lists(claims_st, max_size=8), captures)
def test_refinement_never_moves_a_day_outside_that_day(claims: list[DateClaim], capture: datetime | None) -> None:
    evidence = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    for original, cand in zip(claims, evidence.candidates, strict=True):
        if cand.refined_by is not None:
            assert day_contains(original.day, cand.value)
            assert cand.value <= end_of_day(original.day, UTC_MINUS_12)


# --- htmldate's first of the month: a month only -------------------------------------------------


def test_htmldate_on_the_first_of_a_month_counts_to_the_end_of_the_month() -> None:
    """htmldate turns "2011/12" into 2011-12-01: the page may be from any day of December."""
    latest = claim(date(2011, 12, 1), source="htmldate:latest", role="modified")
    original = claim(date(2010, 6, 1), source="htmldate:original")
    evidence = resolve_claims([latest, original], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert [c.precision for c in evidence.candidates] == ["month", "month"]
    assert evidence.known_at == end_of_day(date(2011, 12, 31), UTC_MINUS_12)


def test_a_month_only_date_takes_a_stated_day_of_that_month() -> None:
    month = claim(date(2013, 5, 1), source="htmldate:original")
    stated = claim(date(2013, 5, 3), source="htmldate:page")
    other_month = claim(date(2013, 4, 20), source="url")
    evidence = resolve_claims([month, stated, other_month], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.candidates[0].refined_by == "htmldate:page"
    assert evidence.known_at == end_of_day(date(2013, 5, 3), UTC_MINUS_12)


def test_the_first_of_a_month_stated_by_another_source_is_that_day() -> None:
    first = claim(date(2024, 3, 1), source="htmldate:original")
    meta = claim(date(2024, 3, 1), source="meta:date")
    evidence = resolve_claims([first, meta], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert {c.precision for c in evidence.candidates} == {"day"}
    assert evidence.known_at == end_of_day(date(2024, 3, 1), UTC_MINUS_12)


htmldate_claims_st = st.builds(
    claim, days, st.none(), st.sampled_from(["meta:date", "url", "htmldate:original", "htmldate:latest", "htmldate:page"])
)


@given(st.lists(htmldate_claims_st, max_size=8), captures)
def test_a_month_candidate_stays_inside_its_month(claims: list[DateClaim], capture: datetime | None) -> None:
    evidence = resolve_claims(claims, captured_at=capture, date_only_tz=UTC_MINUS_12)
    for original, cand in zip(claims, evidence.candidates, strict=True):
        if cand.precision == "month":
            first = original.day.replace(day=1)
            following = (first + timedelta(days=32)).replace(day=1)
            assert day_contains(first, cand.value) or cand.value > end_of_day(first, UTC_MINUS_12)
            assert cand.value <= end_of_day(following - timedelta(days=1), UTC_MINUS_12)
            # never earlier than the day htmldate wrote: reading a month only delays a page
            assert cand.value >= end_of_day(first, UTC_MINUS_12) or cand.refined_by is not None


def test_htmldate_latest_month_is_not_refined_by_a_publication_day_alone() -> None:
    # The latest date htmldate found is some day of December; the page was published on the 3rd
    # and may have been updated on the 20th: the month's end stands.
    latest = claim(date(2011, 12, 1), source="htmldate:latest", role="modified")
    published = claim(date(2011, 12, 3), source="url")
    original = claim(date(2011, 11, 2), source="htmldate:original")
    evidence = resolve_claims([latest, published, original], captured_at=None, date_only_tz=UTC_MINUS_12)
    assert evidence.known_at == end_of_day(date(2011, 12, 31), UTC_MINUS_12)

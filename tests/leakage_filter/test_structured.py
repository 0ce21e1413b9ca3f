"""Structured data and other text a crawler reads: JSON-LD, __NEXT_DATA__, inline state,
<noscript>, alt/title/aria-label, each tagged with where it came from."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.chrome import page_view
from leakage_filter.structured import structured_data
from pit_store.ingest.html_source import parse_html

from .conftest import judge


def data(html: str):  # type: ignore[no-untyped-def]
    return structured_data(parse_html(html, where="test"))


def test_dates_in_json_ld_next_data_and_inline_state() -> None:
    found = data(
        "<html><head><script type='application/ld+json'>{\"datePublished\": \"2025-09-01\", \"dateModified\": "
        "\"2025-10-14T08:30:00+02:00\"}</script></head><body>"
        "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"article\": {\"updatedAt\": \"2025-10-15T01:00:00Z\"}}}</script>"
        "<script>window.__STATE__ = {\"story\": {\"lastEdited\": 1760430600000, \"title\": \"x\"}}; init();</script>"
        "</body></html>"
    )
    by_path = {d.path: d for d in found.dates}
    assert by_path["ld+json.datePublished"].role == "published"
    assert by_path["ld+json.datePublished"].day == date(2025, 9, 1) and by_path["ld+json.datePublished"].instant is None
    assert by_path["ld+json.dateModified"].instant == datetime(2025, 10, 14, 6, 30, tzinfo=UTC)
    assert by_path["next.props.article.updatedAt"].role == "updated"
    assert by_path["state.story.lastEdited"].instant == datetime(2025, 10, 14, 8, 30, tzinfo=UTC)


def test_related_lists_in_state_are_related_and_bad_json_is_skipped() -> None:
    found = data(
        "<html><body><script type='application/json'>{\"relatedStories\": [{\"headline\": \"Orbit Labs third-quarter "
        "profit jumps 20%\", \"publishedAt\": \"2025-10-20\"}]}</script><script type='application/ld+json'>{broken</script>"
        "</body></html>"
    )
    (text,) = found.texts
    assert text.related and "third-quarter" in text.text
    assert found.dates[0].related and found.dates[0].role == "published"  # another page's date, not this page's


def test_a_later_item_in_a_related_list_of_application_state_rejects() -> None:
    html = (
        "<html><body><article><p>Published Sept. 12, 2025</p><p>Orbit Labs makes test kits.</p></article>"
        "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"relatedStories\": [{\"title\": \"Orbit "
        "Labs names a new chief\", \"publishedAt\": \"2025-10-20T09:00:00Z\"}], \"events\": [{\"startDate\": "
        "\"2025-11-05\"}]}}</script></body></html>"
    )
    verdict = judge(html)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason
    assert judge(html.replace("2025-10-20", "2025-09-02")).label == "clean"  # the event's later startDate is a schedule


def test_deeply_nested_json_is_bounded() -> None:
    nested = "[" * 5000 + "]" * 5000
    assert data(f"<html><body><script type='application/json'>{nested}</script></body></html>").dates == ()


def test_segments_say_where_they_came_from() -> None:
    view = page_view(
        "<html lang='de-DE'><body><article><p>Body text here.</p><noscript><p>Hidden sentence.</p></noscript>"
        "<img src='a.png' alt='An image description'><a href='/x' title='A tooltip'>x</a></article>"
        "<script type='application/ld+json'>{\"description\": \"A description for search engines.\"}</script></body></html>"
    )
    sources = {s.text: s.source for s in view.segments}
    assert sources["Body text here."] == "text"
    assert sources["Hidden sentence."] == "noscript"
    assert sources["An image description"] == "attr:alt"
    assert sources["A tooltip"] == "attr:title"
    assert sources["A description for search engines."] == "json:ld+json.description"
    assert view.lang == "de-de"


def test_an_edit_date_only_in_application_state_rejects() -> None:
    html = (
        "<html><body><article><p>Published Sept. 12, 2025</p><p>Orbit Labs makes test kits.</p></article>"
        "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"pageProps\": {\"updatedAt\": "
        "\"2025-10-14T08:30:00Z\"}}}</script></body></html>"
    )
    verdict = judge(html)
    assert verdict.label == "leak" and "metadata_updated_after_t" in verdict.reason
    assert judge(html.replace("2025-10-14", "2025-09-14")).label == "clean"


def test_a_later_fact_in_noscript_or_alt_text_rejects() -> None:
    for hidden in (
        "<noscript><p>On October 21, 2025, Orbit Labs reported a loss.</p></noscript>",
        "<img src='a.png' alt='Orbit Labs chief executive on October 21, 2025, after the company reported a loss'>",
    ):
        html = f"<html><body><article><p>By Ann Lee | Sept. 12, 2025</p><p>Orbit Labs makes kits.</p>{hidden}</article></body></html>"
        verdict = judge(html)
        assert verdict.label == "leak", verdict.reason


def _quote_page(quote_time: str) -> str:
    return ("<html><head><script>window.__CHAIN__ = {\"symbol\": \"BRKW\", \"quoteTime\": \"" + quote_time + "\"};</script></head>"
            "<body><main><h1>BRKW options chain</h1><p>Quote delayed 15 min. Calls and puts for the nearest expiries, "
            "with last price, bid and ask for each strike.</p></main></body></html>")


def test_a_quote_time_in_application_state_dates_the_data_shown() -> None:
    t = datetime(2025, 3, 14, 20, 30, tzinfo=UTC)
    page = datetime(2025, 3, 14, 20, 0, tzinfo=UTC)
    assert judge(_quote_page("2025-03-17T10:15:00-04:00"), t=t, page=page).label == "leak"
    assert judge(_quote_page("2025-03-14T16:00:00-04:00"), t=t, page=page).label == "clean"


def test_an_edit_instant_under_a_key_with_its_unit_is_read() -> None:
    found = data("<html><body><script>window.__STATE__ = {\"article\": {\"lastModifiedMs\": 1786398240000, "
                 "\"updated_epoch\": 1786398240}};</script></body></html>")
    roles = {d.path: (d.role, d.instant) for d in found.dates}
    assert roles["state.article.lastModifiedMs"] == ("updated", datetime(2026, 8, 10, 21, 44, tzinfo=UTC))
    assert roles["state.article.updated_epoch"][0] == "updated"


def test_an_edit_in_milliseconds_before_t_is_clean() -> None:
    page = ("<html><body><script>window.__STATE__ = {\"article\": {\"lastModifiedMs\": 1754300000000}};</script>"
            "<main><h1>Finance committee minutes</h1><p>The committee approved the draft budget for consultation "
            "and asked officers to report back on the capital programme.</p></main></body></html>")
    verdict = judge(page, t=datetime(2025, 8, 9, tzinfo=UTC), page=datetime(2025, 8, 4, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def _state_quote_page(quote_time: str) -> str:
    return ("<html><head><script>window.__APP__ = {\"article\": {\"title\": \"Nordwerk Maschinen\", \"publishedAt\": "
            "\"2024-02-05T09:00:00+01:00\"}, \"quote\": {\"symbol\": \"NWK\", \"last\": \"18,40\", \"time\": \""
            + quote_time + "\"}};</script></head><body><main><h1>Nordwerk zeigt neue Maschinen</h1>"
            "<p>Nordwerk stellt neue Maschinen für die Papierindustrie vor, so das Unternehmen.</p></main></body></html>")


def test_a_plain_time_inside_a_quote_object_dates_the_data_shown() -> None:
    found = data(_state_quote_page("2024-02-07T15:30:00+01:00"))
    roles = {d.path: d.role for d in found.dates}
    assert roles["state.quote.time"] == "updated"
    t = datetime(2024, 2, 6, 12, 0, tzinfo=UTC)
    page = datetime(2024, 2, 5, 8, 0, tzinfo=UTC)
    assert judge(_state_quote_page("2024-02-07T15:30:00+01:00"), t=t, page=page).label == "leak"


def test_a_quote_object_time_before_t_is_clean() -> None:
    t = datetime(2024, 2, 6, 12, 0, tzinfo=UTC)
    page = datetime(2024, 2, 5, 8, 0, tzinfo=UTC)
    assert judge(_state_quote_page("2024-02-05T17:30:00+01:00"), t=t, page=page).label == "clean"


def _as_of_page(as_of: str) -> str:
    return ("<html><head><script>window.__NUXT__ = {\"quotes\": {\"JOVI\": {\"symbol\": \"JOVI\", \"last\": 572.76, \"asOf\": \""
            + as_of + "\", \"nextEarningsDate\": \"2025-05-26\"}}};</script></head><body><main><h1>JOVI quote</h1>"
            "<p>Jovian Motors shares and the day's trading range, with the next earnings date.</p></main></body></html>")


def test_an_as_of_key_in_application_state_dates_the_data_shown() -> None:
    # "asOf" is when the figures were taken, as "quoteTime" is; an "asOf" after t shows later data
    found = data(_as_of_page("2025-05-16T11:17:00Z"))
    assert {d.path: d.role for d in found.dates}["state.quotes.JOVI.asOf"] == "updated"
    t, page = datetime(2025, 5, 16, 7, 42, tzinfo=UTC), datetime(2025, 5, 16, 6, 0, tzinfo=UTC)
    assert judge(_as_of_page("2025-05-16T11:17:00Z"), t=t, page=page).label == "leak"
    # the counterpart: figures taken before t, and a later earnings date, which is a schedule
    assert judge(_as_of_page("2025-05-16T07:30:00Z"), t=t, page=page).label == "clean"


def _served_page(key: str) -> str:
    return ("<html><body><article><p>Published Sept. 12, 2025</p><p>Orbit Labs makes test kits.</p></article>"
            "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"pageProps\": {\"config\": {\"" + key
            + "\": \"2025-10-14T08:30:00Z\", \"buildId\": \"a1b2\"}}}}</script></body></html>")


def test_a_render_build_or_server_time_in_application_state_is_no_edit() -> None:
    # when a server rendered, built or served the page, or a crawler captured it: not content
    for key in ("renderedAt", "serverTime", "buildTime", "generated_at", "capturedAt"):
        verdict = judge(_served_page(key))
        assert verdict.label == "clean", (key, verdict.reason)
    # the same place holding the content's own edit stamp still rejects
    assert judge(_served_page("updatedAt")).label == "leak"

"""A related record's plain time key in application state (`"related": [{"headline": ..., "ts":
1754551800}]`) is that other page's publication (`structured.keyed_date`): later than t it rejects,
before t it is clean, and the same plain key on the page's own object stays no date of any role."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.structured import structured_data
from pit_store.ingest.html_source import parse_html

from .conftest import judge

T = datetime(2025, 8, 6, 9, 2, tzinfo=UTC)
PAGE = datetime(2025, 8, 6, 3, 29, tzinfo=UTC)


def calendar(stamp: int, key: str = "related") -> str:
    return (
        "<html><body><main><h1>Economic Calendar</h1><p>Times shown in EDT.</p></main>"
        "<script id='__NEXT_DATA__' type='application/json'>{\"props\": {\"pageProps\": {\"article\": "
        "{\"title\": \"Economic Calendar\", \"publishedAt\": \"2025-08-06T03:29:00.000Z\"}, \"" + key + "\": "
        "[{\"headline\": \"Ardent misses on revenue, cuts full-year outlook\", \"ts\": " + str(stamp) + "}]}}}"
        "</script></body></html>"
    )


def test_a_related_records_plain_time_is_its_publication() -> None:
    found = structured_data(parse_html(calendar(1754551800), where="test"))
    stamp = next(d for d in found.dates if d.path.endswith(".ts"))
    assert stamp.related and stamp.role == "published"
    assert stamp.instant == datetime(2025, 8, 7, 7, 30, tzinfo=UTC)
    verdict = judge(calendar(1754551800), t=T, page=PAGE)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason


def test_a_related_record_before_t_is_clean() -> None:
    # Counterpart: the related item appeared before t (2025-07-29).
    assert judge(calendar(1753741980), t=T, page=PAGE).label == "clean"


def test_a_plain_time_key_outside_a_related_record_reads_as_no_date() -> None:
    # Counterpart: "ts" on an object that names no other pages is not read (a build or cache stamp).
    found = structured_data(parse_html(calendar(1754551800, key="items"), where="test"))
    assert not any(d.path.endswith(".ts") for d in found.dates)

"""What markup states for machines or shows outside a plain parse (`leakage_filter.markup_data`)."""

from __future__ import annotations

from datetime import UTC, datetime

import lxml.html

from leakage_filter.chrome import page_view
from leakage_filter.markup_data import (
    attribute_date,
    encoded_attribute_texts,
    kept_after_end,
    meta_texts,
    named_element_texts,
)


def test_end_tags_are_dropped_only_when_something_follows_them() -> None:
    plain = "<html><body><p>a</p></body></html>\n"
    assert kept_after_end(plain) == plain
    assert kept_after_end("<html><body><p>a</p></body></html><p>b</p>") == "<html><body><p>a</p><p>b</p>"
    view = page_view("<html><body><p>Ferry timetable.</p></body></html>\n<p>Late note on the crossing.</p>")
    assert any("Late note" in s.text for s in view.segments)


def test_meta_descriptions_are_read_and_other_meta_tags_are_not() -> None:
    tree = lxml.html.document_fromstring(
        '<html><head><meta name="description" content="The operator ordered a third vessel today.">'
        '<meta name="viewport" content="width=device-width, initial-scale=1, a b c"></head><body></body></html>'
    )
    assert meta_texts(tree) == [("meta:description", "The operator ordered a third vessel today.")]


def test_a_data_attribute_states_an_edit_or_publication_instant() -> None:
    edited = attribute_date("data-updated", "1753056000", False)
    assert edited is not None and edited.role == "updated" and edited.instant == datetime(2025, 7, 21, tzinfo=UTC)
    published = attribute_date("data-published-at", "2025-07-21T08:00:00Z", True)
    assert published is not None and published.role == "published" and published.related
    assert attribute_date("data-count", "1753056000", False) is None
    assert attribute_date("data-updated", "soon", False) is None


def test_a_data_attribute_date_in_a_related_region_is_another_pages() -> None:
    view = page_view(
        "<html><body><article><p>Story text here.</p></article>"
        '<aside class="related"><h2>Related</h2><a data-published="1753056000" href="/x">Other story</a></aside></body></html>'
    )
    assert [m.related for m in view.metadata if m.path == "attr.data-published"] == [True]


def test_encoded_links_and_text_data_uris_are_decoded() -> None:
    tree = lxml.html.document_fromstring(
        '<html><body><a href="/s?t=Read%20the%20whole%20story%20now">x</a><a href="/plain?id=12">y</a>'
        '<a href="data:text/plain,Hello%20there">z</a><img src="data:image/png;base64,AAAA"></body></html>'
    )
    assert encoded_attribute_texts(tree) == [("attr:href", "/s?t=Read the whole story now"), ("attr:href", "data:text/plain,Hello there")]


def test_an_element_html_does_not_define_is_read_by_its_name() -> None:
    tree = lxml.html.document_fromstring("<html><body><verdict>fine</verdict><my-card>x</my-card><p>y</p></body></html>")
    assert named_element_texts(tree) == [("tag:verdict", "verdict: fine")]


def test_an_iframe_srcdoc_is_read_as_shown_text() -> None:
    view = page_view('<html><body><p>Story.</p><iframe srcdoc="&lt;p&gt;Framed words here&lt;/p&gt;"></iframe></body></html>')
    assert any(s.text == "Framed words here" and s.zone == "content" for s in view.segments)


def test_the_instant_of_an_element_s_last_observation_is_its_update() -> None:
    observed = attribute_date("data-last-obs", "2025-10-01T10:00:00Z", False)
    assert observed is not None and observed.role == "updated" and observed.instant == datetime(2025, 10, 1, 10, tzinfo=UTC)
    assert attribute_date("data-asof", "2025-10-01T10:00:00Z", False).role == "updated"  # type: ignore[union-attr]
    # a day to come is no observation
    assert attribute_date("data-last-day", "2025-10-01", False) is None
    assert attribute_date("data-next-release", "2025-10-01T10:00:00Z", False) is None


def _chart(attribute: str) -> str:
    return ("<html lang='en'><body><article><h1>Copper holds near a three-week high</h1>"
            "<p>Published 29 September 2025, 08:00 UTC</p><p>Copper traded near $9,800 a tonne as stocks fell.</p>"
            f'<div class="chart" {attribute}>Copper, 3-month, intraday</div></article></body></html>')


def test_a_chart_observed_after_t_is_a_leak_and_before_t_is_not() -> None:
    from .conftest import judge

    t = datetime(2025, 9, 30, 9, 0, tzinfo=UTC)
    page = datetime(2025, 9, 29, 8, 0, tzinfo=UTC)
    later = judge(_chart('data-last-obs="2025-09-30T10:14:00Z"'), t=t, page=page)
    assert later.label == "leak", later.reason
    assert judge(_chart('data-last-obs="2025-09-29T16:30:00Z"'), t=t, page=page).label == "clean"
    # an offer's closing day after t is a day to come
    assert judge(_chart('data-last-day="2025-10-15"'), t=t, page=page).label == "clean"

"""Dates kept where a page's text and JSON readers do not look: a string assigned to a date name
in a script, JSON in base64 in a `data-*` attribute, a CSS `content:` string. An edit after t kept
there is a leak; the same markup dated before t is not."""

from __future__ import annotations

import base64
import json

import pytest

from leakage_filter.hidden_state import css_texts, encoded_state, linked_page_date, other_pages, script_variable_dates
from pit_store.ingest.html_source import parse_html

from .evasion_pages import default_verdict, page


def _b64_json(value: object) -> str:
    return base64.b64encode(json.dumps(value).encode()).decode()


def _pages(day: str) -> dict[str, str]:
    return {
        "script_variable": f'<script>var site_lastmod = "{day}T08:15:00+02:00"; var slot = "a1";</script>',
        "base64_props": f'<div class="card" data-state="{_b64_json({"updated": day + "T10:00:00Z", "rev": 3})}"></div>',
        "linked_page": f'<aside class="related"><h4>More on this</h4><ul><li><a href="/deals/{day.replace("-", "/")}/orbit-closes.html">'
        "Orbit closes the sale</a></li></ul></aside>",
        "css_content": f'<style>.byline::after {{ content: " (amended {day} after the vote)"; }}</style><p class="byline">By staff</p>',
    }


@pytest.mark.parametrize("name", sorted(_pages("2025-10-04")))
def test_an_edit_after_t_kept_there_is_a_leak(name: str) -> None:
    verdict = default_verdict(page(_pages("2025-10-04")[name], name=name), name)
    assert verdict.label == "leak", verdict.reason


@pytest.mark.parametrize("name", sorted(_pages("2025-09-13")))
def test_the_same_markup_dated_before_t_is_clean(name: str) -> None:
    verdict = default_verdict(page(_pages("2025-09-13")[name], name=name), name)
    assert verdict.label == "clean", verdict.reason


def test_what_each_reader_finds() -> None:
    tree = parse_html(
        "<html><head><style>a::before{content:'\u2192'} .n::after{content:\"Revised 3 May\"}</style>"
        "<script>window.cfg = {}; cfg.modifiedAt = '2024-05-03'; var build = '2024-05-01';</script></head>"
        f'<body><p data-x="{_b64_json({"dateModified": "2024-05-04"})}" data-id="c29tZSBwbGFpbiB0ZXh0IGhlcmU=">x</p></body></html>',
        where="test",
    )
    assert [(d.path, d.role, d.day.isoformat()) for d in script_variable_dates(tree)] == [("script.modifiedAt", "updated", "2024-05-03")]
    dates, _ = encoded_state(tree)
    assert [(d.role, d.day.isoformat()) for d in dates] == [("updated", "2024-05-04")]
    assert css_texts(tree) == ["Revised 3 May"]


def test_a_link_names_its_pages_day() -> None:
    found = linked_page_date("/world/2024/05/03/story.html")
    assert found is not None and found.related and found.day.isoformat() == "2024-05-03"
    assert linked_page_date("https://example.com/about/contact") is None


def test_a_link_to_the_page_itself_is_not_another_page() -> None:
    own = "https://news.example/2025/10/04/orbit-story/"
    extra = f'<p><a href="{own}">Permalink</a></p>'
    html = page(extra, name="self_link").replace("<head>", f'<head><link rel="canonical" href="{own}">', 1)
    tree = parse_html(html, where="test")
    dated = [d for d in (linked_page_date(own), linked_page_date("/2025/10/05/other-story/")) if d is not None]
    assert [d.day.isoformat() for d in other_pages(dated, tree)] == ["2025-10-05"]
    earlier = linked_page_date("/2025/09/01/older-story/")
    assert earlier is not None and [d.day.isoformat() for d in other_pages([earlier, *dated], tree)] == ["2025-10-05"]

"""Dates kept where a page's text and JSON readers do not look: a string assigned to a date name
in a script, JSON in base64 in a `data-*` attribute, a CSS `content:` string. An edit after t kept
there is a leak; the same markup dated before t is not."""

from __future__ import annotations

import base64
import json

import pytest

from leakage_filter.hidden_state import css_texts, encoded_state, script_variable_dates
from pit_store.ingest.html_source import parse_html

from .evasion_pages import default_verdict, page


def _b64_json(value: object) -> str:
    return base64.b64encode(json.dumps(value).encode()).decode()


def _pages(day: str) -> dict[str, str]:
    return {
        "script_variable": f'<script>var site_lastmod = "{day}T08:15:00+02:00"; var slot = "a1";</script>',
        "base64_props": f'<div class="card" data-state="{_b64_json({"updated": day + "T10:00:00Z", "rev": 3})}"></div>',
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

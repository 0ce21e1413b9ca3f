"""Separating content, related-content modules and site chrome, in HTML and in plain text."""

from __future__ import annotations

import pytest

from leakage_filter.chrome import is_related_heading, line_is_chrome, looks_like_html, page_view

PAGE = """<!DOCTYPE html><html><head><title>Acme rises</title></head><body>
<div id="cookie-banner">We use cookies to improve your experience. <a>Cookie policy</a> updated January 12, 2026.</div>
<header class="site-header"><nav><a>Home</a> | <a>Markets</a> | <a>Tech</a></nav><div class="masthead">Monday, January 5, 2026</div></header>
<div class="layout with-sidebar">
<article><header><h1>Acme rises</h1><p class="byline">By Jane Roe | Sept. 12, 2025</p></header>
<p>Acme said demand was strong.</p>
<div class="share-tools">Share this article</div>
<footer><p>Updated Sept. 13, 2025</p></footer>
</article>
<div class="sidebar"><h3>Trending</h3><ul><li>Acme beats estimates <time>Oct. 29, 2025</time></li></ul></div>
<section><h2>More from Example</h2><ul><li>Acme names CFO</li></ul></section>
</div>
<script>var updated = "2026-01-05";</script>
<footer class="site-footer"><p>© 2026 Example News. All rights reserved.</p><p>Page generated 2026-01-05</p></footer>
</body></html>"""


def zones(content: str) -> dict[str, str]:
    view = page_view(content)
    return {s.text: s.zone for s in view.segments}


def test_html_zones() -> None:
    found = zones(PAGE)
    assert found["By Jane Roe | Sept. 12, 2025"] == "content"
    assert found["Acme said demand was strong."] == "content"
    assert found["Updated Sept. 13, 2025"] == "content"  # an article's own footer is content
    assert found["Acme beats estimates Oct. 29, 2025"] == "related"
    assert found["Acme names CFO"] == "related"  # under a "More from" heading
    assert found["Home | Markets | Tech"] == "chrome"
    assert found["Monday, January 5, 2026"] == "chrome"  # in the page header
    assert found["Share this article"] == "chrome"
    assert found["© 2026 Example News. All rights reserved."] == "chrome"
    assert found["Page generated 2026-01-05"] == "chrome"
    assert any(zone == "chrome" for text, zone in found.items() if "cookies" in text)
    assert not any("2026-01-05\"" in text for text in found)  # scripts are not text
    assert page_view(PAGE).title == "Acme rises"


def test_wrapper_holding_the_article_is_not_a_related_region() -> None:
    # <div class="layout with-sidebar"> holds the article: its words must not swallow it.
    assert zones(PAGE)["Acme rises"] == "content"


def test_plain_text_zones_and_offsets() -> None:
    text = "Acme rises\nBy Jane | Sept. 12, 2025\nHome | Markets | Tech | World\nAcme said demand was strong.\n\nRelated stories\nAcme beats (Oct 29, 2025)\n" + "A long paragraph of content. " * 8 + "\n© 2026 Example"
    view = page_view(text)
    by_text = {s.text: s for s in view.segments}
    assert by_text["Home | Markets | Tech | World"].zone == "chrome"
    assert by_text["Acme beats (Oct 29, 2025)"].zone == "related"
    assert by_text["© 2026 Example"].zone == "chrome"
    long_line = next(s for s in view.segments if s.text.startswith("A long paragraph"))
    assert long_line.zone == "content"  # a long paragraph ends the related list
    for segment in view.segments:
        assert segment.offset is not None and text[segment.offset : segment.offset + len(segment.text)] == segment.text


@pytest.mark.parametrize(
    ("line", "chrome"),
    [
        ("© 2026 Example News", True),
        ("Copyright 2026 Example Media Group. All rights reserved.", True),
        ("版权所有 © 2026 财经日报", True),
        ("We use cookies to personalise content and ads.", True),
        ("Page generated 2026-01-05 10:22 UTC", True),
        ("Home | Markets | Companies | Economy", True),
        ("Skip to main content", True),
        ("Updated Jan. 5, 2026 | Home | Markets", False),  # a stamp is never chrome
        ("Acme said revenue rose 12% to $1.2 billion.", False),
        ("By Jane Roe | Sept. 12, 2025 | 4 min read", False),
    ],
)
def test_line_is_chrome(line: str, chrome: bool) -> None:
    assert line_is_chrome(line) is chrome


@pytest.mark.parametrize(
    ("heading", "related"),
    [("Related stories", True), ("More from MarketWire", True), ("Read next", True), ("相关阅读", True),
     ("You might have missed", True), ("Most read", True), ("Results", False), ("Key dates ahead", False)],
)
def test_related_headings(heading: str, related: bool) -> None:
    assert is_related_heading(heading) is related


def test_html_detection() -> None:
    assert looks_like_html("<p>Acme</p>")
    assert looks_like_html("<!doctype html><html></html>")
    assert not looks_like_html("Acme <3 investors; 2 < 3 and 5 > 4")

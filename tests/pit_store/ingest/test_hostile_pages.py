"""Hostile pages in a crawl folder: each is quarantined with its reason or read with the bad value
left out, never a traceback, never blocking the other pages (hand-written pages)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from pit_store.ingest.documents import scan_documents

ARTICLE = "<article><h1>Northwind</h1><p>Northwind Logistics said freight volumes held up through the quarter.</p></article>"


def page(jsonld: str = "", meta: str = "") -> str:
    script = f'<script type="application/ld+json">{jsonld}</script>' if jsonld else ""
    return f"<html><head>{script}{meta}</head><body>{ARTICLE}</body></html>"


def scan(folder: Path):
    return scan_documents(folder, url=None)


@pytest.mark.parametrize(
    "html",
    [
        page('{"datePublished": "2024-03-04T10:00:00+99:00"}'),  # an offset no zone has
        page("[" * 100_000 + "]" * 100_000),  # JSON nested past the parser's depth
        page(meta='<meta property="article:published_time" content="9999-12-31T23:59:59-12:00">'),  # past the last instant
    ],
    ids=["offset", "nesting", "overflow"],
)
def test_out_of_range_dates_and_deep_json_are_left_out_not_fatal(tmp_path: Path, html: str) -> None:
    (tmp_path / "odd.html").write_text(html)
    (tmp_path / "fine.html").write_text(page('{"datePublished": "2024-03-04T10:00:00Z"}'))
    found = scan(tmp_path)
    assert not found.quarantined
    assert len(found.drafts) == 2


def test_a_link_out_of_the_folder_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "secret.html"
    outside.write_text(page())
    crawl = tmp_path / "crawl"
    crawl.mkdir()
    (crawl / "fine.html").write_text(page())
    os.symlink(outside, crawl / "link.html")
    os.symlink(crawl / "fine.html", crawl / "inside.html")  # a link within the folder is read
    found = scan(crawl)
    assert [q.error for q in found.quarantined] == ["a link to a file outside the folder is not followed"]
    assert len(found.drafts) == 2


def test_a_file_name_that_is_not_utf8_is_quarantined_with_a_printable_name(tmp_path: Path) -> None:
    (tmp_path / "fine.html").write_text(page())
    bad = os.fsdecode(b"bad\xff.html")
    (tmp_path / bad).write_text(page())
    found = scan(tmp_path)
    (quarantined,) = found.quarantined
    assert quarantined.where.endswith("bad\\xff.html") and "not valid UTF-8" in quarantined.error
    assert quarantined.where.encode("utf-8")  # printable and storable
    assert len(found.drafts) == 1


# --- fuzz: any bytes as a page file, any text as a page ------------------------------------------


_MARKUP = st.sampled_from([
    "<html>", "</html>", "<head>", "<body>", "<article>", "<p>", "</p>", "<time datetime='", "'>",
    '<script type="application/ld+json">{"datePublished": "', '"}</script>', "<meta property='article:published_time' content='",
    "2024-03-04T10:00:00+99:00", "9999-12-31", "0000-00-00", "Updated ", "10/07/2025 10:42 ET", "\x00", "\udcff", "[" * 50,
    "<!--", "-->", "<noscript>", "2024年3月4日", "Am 3. März", "\u200b", "<div class='comments'>",
])
_PAGES = st.lists(st.one_of(_MARKUP, st.text(max_size=40)), max_size=40).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.one_of(st.binary(max_size=2_000), _PAGES.map(lambda s: s.encode("utf-8", "surrogatepass"))))
def test_any_page_file_is_read_or_quarantined_never_a_traceback(tmp_path: Path, raw: bytes) -> None:
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    (folder / "page.html").write_bytes(raw)
    (folder / "fine.html").write_text(page('{"datePublished": "2024-03-04T10:00:00Z"}'))
    try:
        found = scan(folder)
    except InputError:
        return  # a located error about the folder itself is an answer too
    assert len(found.drafts) + len(found.quarantined) == 2
    assert any(draft.source for draft in found.drafts)  # the good page is never blocked
    for quarantined in found.quarantined:
        assert not quarantined.error.startswith("unexpected"), quarantined.error

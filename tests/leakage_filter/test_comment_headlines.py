"""An HTML comment that quotes a headline beside an instant after t caches a later story
(`leakage_filter.comment_headlines`): a leak. A comment with only a cache or build stamp after t,
or the quoted headline stamped before t, stays clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.comment_headlines import quoted_headline

from .conftest import judge

_PAGE = datetime(2025, 4, 1, 9, 0, tzinfo=UTC)
_T = datetime(2025, 4, 1, 12, 0, tzinfo=UTC)


def _page(comment: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Copper steadies after a volatile week</h1>"
        "<p>By Lee Marr · Published 1 April 2025</p><p>Copper traded flat in London on Tuesday.</p>"
        f"</article>{comment}</body></html>"
    )


def test_a_quoted_headline_is_found() -> None:
    assert quoted_headline('teaser 2025-04-03T10:00:00Z lead: "Copper jumps as mines shut"') == "Copper jumps as mines shut"
    assert quoted_headline("page cached by edge-fra-12 at 2025-04-03T10:00:00Z (ttl 300s)") is None
    assert quoted_headline('slot "top"') is None


def test_a_cached_headline_stamped_after_t_leaks() -> None:
    verdict = judge(_page('<!-- teaser-cache 2025-04-03T10:00:00Z lead: "Copper jumps as Chilean mines shut" -->'),
                    t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_cache_stamp_alone_is_clean() -> None:
    verdict = judge(_page("<!-- page cached by edge-fra-12 at 2025-04-03T10:00:00Z (ttl 300s) -->"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_cached_headline_stamped_before_t_is_clean() -> None:
    verdict = judge(_page('<!-- teaser-cache 2025-03-30T10:00:00Z lead: "Copper slips on weak demand data" -->'),
                    t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_comment_reporting_a_fact_after_t_leaks() -> None:
    comment = "<!-- cache-rebuild | Copper fell 3% on 3 April 2025 after the Chilean strike. -->"
    verdict = judge(_page(comment), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_comment_naming_a_deploy_after_t_is_clean() -> None:
    verdict = judge(_page("<!-- build 4471 deployed 3 April 2025 -->"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

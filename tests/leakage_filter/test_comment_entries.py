"""A headline an HTML comment keeps with a stamp after t (`comment_entries`): the copy served
holds an item written after t; a build stamp or a headline stamped before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.comment_entries import comment_entries

from .conftest import judge

_T = datetime(2024, 6, 3, 9, 0, tzinfo=UTC)
_PAGE = datetime(2024, 6, 2, 7, 0, tzinfo=UTC)


def _page(comment: str) -> str:
    return ("<html lang=\"de\"><body><main><h1>Hafen Kiel erweitert Terminal</h1>"
            f"<!-- {comment} -->"
            "<p>Die Bauarbeiten am neuen Kai haben begonnen, teilte die Hafenverwaltung mit.</p></main></body></html>")


def test_a_commented_out_headline_stamped_after_t_is_a_leak() -> None:
    verdict = judge(_page("teaser: Nordbank streicht Dividende für das Gesamtjahr (05.06.2024, 18:20 Uhr)"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason
    assert any("HTML comment" in e.note for e in verdict.evidence), verdict.reason


def test_a_commented_out_headline_stamped_before_t_is_clean() -> None:
    verdict = judge(_page("teaser: Nordbank streicht Dividende für das Gesamtjahr (01.06.2024, 18:20 Uhr)"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_build_stamp_is_no_entry() -> None:
    assert comment_entries("build 2024-06-09T10:00:00Z") == []
    assert comment_entries("last build (2024-06-09 10:00)") == []
    assert comment_entries("teaser: 港湾会社が新ターミナルを開業 (2024年6月9日 10:00)") != []

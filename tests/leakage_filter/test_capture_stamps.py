"""An archive's capture stamp ("Captured 15 January 2026 00:37 HKT · 40 captures") dates the copy,
not the page (`capture_stamps`): after t it is neither a dateline nor a leak by itself, and it never
anchors the page. Counterparts: a dateline after t and a range of captures ending after t keep their
readings."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.capture_stamps import capture_stamp

from .conftest import judge

_PAGE = datetime(2025, 11, 3, 2, 10, tzinfo=UTC)
_T = datetime(2025, 11, 6, 9, 0, tzinfo=UTC)


def _snapshot(banner: str) -> str:
    return ("<html><body>"
            f"<div id='archive-bar'><span>FrozenWeb</span> <span>{banner}</span></div>"
            "<article><h1>Corran Dairies agrees sale of cheese unit</h1>"
            "<p>Moira Teague · 3 November 2025 15:10 NZDT</p>"
            "<p>Corran Dairies said it had agreed to sell its specialty cheese unit to a regional rival, "
            "and expects the sale to close before the end of its financial year.</p>"
            "</article></body></html>")


def test_the_capture_stamp_is_read() -> None:
    text = "FrozenWeb Captured 12 February 2026 08:14 NZDT · 12 captures"
    assert capture_stamp(text, text.index("12 February"))
    assert not capture_stamp("Published 12 February 2026", len("Published "))


def test_a_capture_after_t_is_no_publication() -> None:
    verdict = judge(_snapshot("Captured 12 February 2026 08:14 NZDT · 12 captures"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_dateline_after_t_is_still_a_publication() -> None:
    # Counterpart: the same line stamping the page's publication after t.
    verdict = judge(_snapshot("Published 12 February 2026 08:14 NZDT"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_range_of_captures_ending_after_t_keeps_its_reading() -> None:
    # Counterpart: the archive lists captures up to a day after t (a later copy exists).
    verdict = judge(_snapshot("12 captures · 1 Oct 2025 – 20 Nov 2025"), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason

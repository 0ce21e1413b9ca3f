"""An HTML comment recording an edit at an exact instant after t ("<!-- story updated ...Z by desk
editor -->") dates the copy after t; one recording an edit before t, or a build note, does not."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2024, 2, 5, 8, 0, tzinfo=UTC), datetime(2024, 2, 5, 14, 0, tzinfo=UTC)


def _page(note: str) -> str:
    return ("<html lang='en'><body><article><h1>Zinc slips as smelters restart</h1>"
            f"{note}<p>Zinc fell 1.1 per cent on Monday as two smelters restarted after maintenance.</p>"
            "</article></body></html>")


def test_an_edit_note_after_t_is_an_update_after_t() -> None:
    verdict = judge(_page("<!-- story updated 2024-02-06T09:30:00Z by desk editor: added reaction -->"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason
    assert "updated_after_t" in verdict.reason


def test_an_edit_note_before_t_is_clean() -> None:
    verdict = judge(_page("<!-- story updated 2024-02-05T09:30:00Z by desk editor -->"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_edit_note_in_another_zone_is_read_on_its_clock() -> None:
    # 15:30 at +02:00 is 13:30 UTC, before t
    verdict = judge(_page("<!-- modified 2024-02-05T15:30:00+02:00 -->"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

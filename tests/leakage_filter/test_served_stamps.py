"""Stamps that date the copy itself (`leakage_filter.served_stamps`): a market strip's "Data as of
<date, time>" (filed under chrome) and an edit note kept in an HTML comment. Dated after t the copy
is later than t (leak); the same construction dated before t stays clean; a cache stamp in a
comment and an "as of" with no time of day are not read."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2024, 3, 4, 9, 10, tzinfo=UTC)
_T = datetime(2024, 3, 6, 12, 0, tzinfo=UTC)


def _article(strip: str = "", comment: str = "") -> str:
    return ("<html><body>"
            f'<div class="market-ticker"><span class="sym">FTSE</span> <span>7,640.3</span> <span>+0.4%</span>'
            f'<span class="asof">{strip}</span></div>'
            f"{comment}"
            '<article><h1>Harlow Mills lifts annual dividend after steady year</h1>'
            '<p class="byline">By Ruth Calder, March 4, 2024</p>'
            "<p>Harlow Mills said on Monday it would raise its annual dividend by four percent after sales "
            "held steady through the winter, and repeated its guidance for the coming year.</p>"
            "</article></body></html>")


def test_a_data_strip_as_of_after_t_leaks() -> None:
    verdict = judge(_article(strip="Data as of 2024-03-06 19:08 UTC"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_data_strip_as_of_with_a_named_zone_after_t_leaks() -> None:
    verdict = judge(_article(strip="Data as of 7 March 2024, 7:36am GMT"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_a_data_strip_as_of_before_t_is_clean() -> None:
    verdict = judge(_article(strip="Data as of 2024-03-06 09:08 UTC"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_an_edit_note_in_a_comment_after_t_leaks() -> None:
    comment = "<!-- story updated 2024-03-07T08:15:00Z by desk editor: refreshed market figures -->"
    verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_an_edit_note_in_a_comment_before_t_is_clean() -> None:
    comment = "<!-- story updated 2024-03-05T08:15:00Z by desk editor: refreshed market figures -->"
    verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_cache_stamp_in_a_comment_is_not_an_edit() -> None:
    comment = "<!-- page cached 2024-03-09 10:01:12 by edge-4 -->"
    verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_numbered_revision_in_a_comment_after_t_leaks_in_any_language() -> None:
    for mark in ("đã sửa", "editado", "düzenlendi", "編集", "bearbeitet", "отредактировано"):
        comment = f"<!-- article rev 11 saved 2024-03-07T05:14:00+07:00 by desk-15 ({mark}) -->"
        verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
        assert verdict.label == "leak", (mark, verdict.reason)
    comment = "<!-- bài viết lưu 2024-03-07T05:14:00+07:00 bởi desk-15 (đã sửa) -->"
    assert judge(_article(comment=comment), t=_T, page=_PAGE).label == "leak"


def test_a_numbered_revision_in_a_comment_before_t_is_clean() -> None:
    for mark in ("đã sửa", "編集"):
        comment = f"<!-- article rev 11 saved 2024-03-05T05:14:00+07:00 by desk-15 ({mark}) -->"
        verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
        assert verdict.label == "clean", (mark, verdict.reason)


def test_a_template_version_in_a_comment_is_no_edit() -> None:
    comment = "<!-- tpl:news v4.2 rev 7 built 2024-03-09T10:01:12Z on cache-node:fra3 (ttl 300s) -->"
    verdict = judge(_article(comment=comment), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""Stamps of the copy (`leakage_filter.copy_stamps`): an archive's banner, a browser's save note, a
chat export's footer, a cache's fetch and a server's render stamp date the copy, in the languages
asof reads, so their odd clocks after t are no entries stamped after t (`recorded_stamp_after_t`);
an edit, a notice served, an issue created or a draft saved keep leaking."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.copy_stamps import copy_stamp

from .conftest import judge

_PAGE = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
_T = datetime(2026, 3, 4, 12, 0, tzinfo=UTC)


def _page(extra: str) -> str:
    return (
        "<html><body><article><h1>Lakeside Mills trims its dividend</h1>"
        "<p>By Tomas Berg, 2 March 2026</p>"
        "<p>Lakeside Mills cut its interim dividend on Monday, citing weaker grain margins.</p>"
        f"{extra}</article></body></html>"
    )


@pytest.mark.parametrize(("text", "day"), [
    ("Snapshot taken 2026-03-09 04:17:52 UTC", "2026-03-09"),
    ("Saved from https://example.org/story?id=7 on 2026-03-09 19:19 IST", "2026-03-09"),
    ("Served from cache · fetched Mon, 09 Mar 2026 10:13:00 GMT", "09 Mar 2026"),
    ("Copie archivée le 9 mars 2026 à 10h13", "9 mars 2026"),
    ("Seite erstellt am 09.03.2026 um 10:13", "09.03.2026"),
    ("Copia de archivo – página capturada el: 9 de marzo de 2026, 10:13 h", "9 de marzo de 2026"),
    ("このページは 2026-03-09 10:13:22 UTC に取得されたアーカイブです。", "2026-03-09"),
    ("抓取时间：2026-03-09 10:13:22", "2026-03-09"),
])
def test_a_copy_stamp_is_found_in_each_language(text: str, day: str) -> None:
    start = text.index(day)
    assert copy_stamp(text, start, start + len(day)), text


@pytest.mark.parametrize(("text", "day"), [
    ("Judgment rendered on 2026-03-09 10:13", "2026-03-09"),
    ("Notice served on 2026-03-09 10:13", "2026-03-09"),
    ("Issue created 2026-03-09 10:13", "2026-03-09"),
    ("Draft saved 2026-03-09 10:13", "2026-03-09"),
    ("公司于2026年3月9日 10:13获取批文", "2026年3月9日"),
])
def test_entries_and_edits_are_no_copy_stamps(text: str, day: str) -> None:
    start = text.index(day)
    assert not copy_stamp(text, start, start + len(day)), text


@pytest.mark.parametrize("extra", [
    '<div class="banner">Archived on 9 Mar 2026 04:17:52 · 12 captures</div>',
    '<div class="note">Saved from https://lakeside.example/news/712 on 2026-03-09 19:19 IST</div>',
    "<div>Exported on Monday, March 9, 2026 at 12:47 PM AEDT by ChatDump</div>",
    "<div>Copia archiviata – pagina acquisita il: 9 marzo 2026 ore 06:24</div>",
    "<div>このページは 2026-03-09 10:13:22 UTC に取得されたアーカイブです。</div>",
])
def test_a_copy_stamp_after_t_is_no_recorded_entry(extra: str) -> None:
    verdict = judge(_page(extra), t=_T, page=_PAGE)
    assert "recorded_stamp_after_t" not in verdict.reason, verdict.reason
    assert verdict.label == "clean", verdict.reason


@pytest.mark.parametrize("extra", [
    "<p>Last edited 9 Mar 2026 at 8:23 AM ET.</p>",
    "<p>Draft saved 9 Mar 2026 04:17:52.</p>",
    "<p>Ticket #4417 created on 9 Mar 2026 at 10:13 a.m.</p>",
])
def test_an_edit_or_an_entry_with_a_recording_clock_still_leaks(extra: str) -> None:
    verdict = judge(_page(extra), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason

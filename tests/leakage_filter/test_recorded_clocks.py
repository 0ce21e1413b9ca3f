"""A clock that records, not schedules (`leakage_filter.recorded_clocks`): a date after t written
with a minute off the five-minute grid or with seconds is an entry stamped after t, under no cue
or a weak one (a noun such as "target", a preposition); the same item with a round time, or
governed by a verb of the future, stays a plan; a deadline's 23:59, an archive's capture stamp and
a calendar's table row timed to the minute are no records of what the page tells. In a related
module, a date with its own clock is the item's stamp."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.recorded_clocks import clock_beside, recorded_clock, weak_cue

from .conftest import judge

_PAGE = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
_T = datetime(2026, 3, 4, 12, 0, tzinfo=UTC)


def _page(extra: str) -> str:
    return (
        "<html><body><article><h1>Harbour Freight lifts its outlook</h1>"
        "<p>By Ana Ruiz, 2 March 2026</p>"
        "<p>Harbour Freight raised its full-year outlook on Monday and said volumes held up in February.</p>"
        f"{extra}</article></body></html>"
    )


@pytest.mark.parametrize(("text", "clock"), [
    ("Posted 9 Mar 2026 at 6:42 p.m. EST", (6, 42, None)),
    ("03:17 GMT, 9 Mar 2026", (3, 17, None)),
    ("2026-03-09 04:10:31", (4, 10, 31)),
    ("9 mars 2026 à 9h45", (9, 45, None)),
    ("2026년 3월 9일 (월) 오후 11:57 KST", (11, 57, None)),
])
def test_the_clock_beside_a_date_is_found(text: str, clock: tuple[int, int, int | None]) -> None:
    import re

    day = re.search(r"\d{4}-\d{2}-\d{2}|9 (?:Mar|mars) 2026|2026년 3월 9일", text)
    assert day is not None
    assert clock_beside(text, day.start(), day.end()) == clock


def test_round_times_and_a_deadline_do_not_record() -> None:
    for text in ("9 Mar 2026 at 2:00 p.m.", "9 Mar 2026, 08:30", "9 Mar 2026 at 11:59 p.m.", "9 Mar 2026"):
        assert not recorded_clock(text, 0, len("9 Mar 2026")), text
    assert recorded_clock("9 Mar 2026, 08:31", 0, len("9 Mar 2026"))


def test_weak_cues_are_nouns_and_prepositions_not_headings() -> None:
    assert weak_cue("target") and weak_cue("from") and not weak_cue("heading: Upcoming events")
    assert not weak_cue("will") and not weak_cue("is due") and not weak_cue("scheduled")


@pytest.mark.parametrize("extra", [
    '<ul class="strip"><li>Cash rate target 4.35% (hike) <small>05:16 GMT, 9 Mar 2026</small></li></ul>',
    "<p>(Corrects paragraph three; 9 Mar 2026 at 6:42 p.m. EST)</p>",
    "<ul><li>Ticker feed 2026-03-09 04:10:31</li></ul>",
    "<p>Last edited by dm_harris; 9 Mar 2026 8:23 AM ET.</p>",
])
def test_a_date_after_t_with_a_recording_clock_leaks(extra: str) -> None:
    verdict = judge(_page(extra), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "recorded_stamp_after_t" in verdict.reason, verdict.reason


@pytest.mark.parametrize("extra", [
    '<ul class="strip"><li>Cash rate target 4.10% <small>05:00 GMT, 9 Mar 2026</small></li></ul>',
    "<p>The board will announce its decision on 9 Mar 2026 at 2:30 p.m. EST.</p>",
    "<p>Results will be released at 07:02 on 9 Mar 2026.</p>",
    "<p>Applications must be submitted by 9 Mar 2026 at 11:59 p.m.</p>",
    '<table><caption>Economic calendar</caption><tr><td>Retail sales (m/m)</td><td>12:46 UTC, 9 Mar 2026</td></tr></table>',
    "<p>Web archive · captured 2026-03-09T10:39:43Z · other captures</p>",
])
def test_round_or_governed_clocks_stay_plans(extra: str) -> None:
    verdict = judge(_page(extra), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_related_item_with_its_own_clock_leaks_and_its_twin_before_t_is_clean() -> None:
    item = '<aside class="related"><h3>More news</h3><ul><li>Dockside Group sets up a joint venture {day} · 16:50 hs</li></ul></aside>'
    after = judge(_page(item.format(day="Thursday 9 March 2026")), t=_T, page=_PAGE)
    assert after.label == "leak" and "related_date_after_t" in after.reason, after.reason
    before = judge(_page(item.format(day="Monday 2 March 2026")), t=_T, page=_PAGE)
    assert before.label == "clean", before.reason


@pytest.mark.parametrize(("label", "label_kind"), [
    ("Next release due: ", "clean"),
    ("다음 발표 예정일: ", "clean"),
    ("Latest release: ", "leak"),
])
def test_a_next_label_schedules_a_clock_set_to_the_minute(label: str, label_kind: str) -> None:
    """A release set to the minute ("다음 발표 예정일: ... 오후 8:09") is a plan under a "next"
    label (`scheduled_items`); the same stamp under a "latest" label is a record and leaks."""
    verdict = judge(_page(f"<p class='pinned'>{label}9 Mar 2026, 8:09 PM</p>"), t=_T, page=_PAGE)
    assert verdict.label == label_kind, verdict.reason

"""A recording's chapter list ("00:00 Intro", "06:40 ...") holds offsets into the episode, not clock
times of the page's day (`timecodes`). Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html

from pit_store.ingest.page_dates import date_evidence
from pit_store.ingest.timecodes import chapter_lines


def test_a_run_opening_at_zero_with_rising_times_is_a_chapter_list() -> None:
    lines = ["Show notes", "00:00 Welcome", "04:12 The rent index", "31:05 Listener questions", "Thanks for listening"]
    assert chapter_lines(lines) == {1, 2, 3}
    assert chapter_lines(["0:00:00 Cold open", "1:02:30 Wrap-up"]) == {0, 1}


def test_times_not_opening_at_zero_or_falling_are_no_chapter_list() -> None:
    assert chapter_lines(["09:00 Doors open", "09:30 Keynote"]) == set()
    assert chapter_lines(["00:00 Intro"]) == set()  # one line alone lists nothing


def _episode(player: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        "<html lang='en-IE'><head><title>Ep 9: Rents in the regions</title></head><body><h1>Ep 9: Rents in the "
        "regions</h1><p>Tuesday 4th March 2025, 7:00am · 38 min</p>" + player +
        "<p>We look at the quarterly rent report and what it says about towns outside Dublin.</p>"
        "<ul><li>00:00 Intro</li><li>05:20 The report</li><li>21:40 Your questions</li></ul></body></html>")


def _known_at(tree: lxml.html.HtmlElement) -> datetime | None:
    return date_evidence(tree, url="https://pod.example.ie/episodes/9", captured_at=None,
                         date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


def test_an_episode_page_is_dated_by_its_stamp_not_its_chapters() -> None:
    assert _known_at(_episode("<audio controls src='/ep9.mp3'></audio>")) == datetime(2025, 3, 4, 7, tzinfo=UTC)


def test_without_a_player_the_times_stay_clock_times() -> None:
    # Counterpart: no recording on the page, so 21:40 may be a later time of that day (fail closed).
    assert _known_at(_episode("")) == datetime(2025, 3, 4, 21, 40, tzinfo=UTC)

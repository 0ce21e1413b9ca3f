"""A weekday between a stamp's date and its time ("更新時間: 2025年5月8日 星期四 01:13 HKT", "수정: 2024년
11월 17일 (일) 오후 1:09 KST", "Updated May 8, 2025, Thursday 10:30 UTC") is the date's, and so is the
word for "at" ("5. Oktober 2024 um 16:06 Uhr", "à 17h56"): the stamp is read through to its time. Exact, it bounds the page: a calendar's later rows, stamp-like lines of
events to come, are not the page's stamps. Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import lxml.html
import pytest

from pit_store.ingest.page_dates import date_evidence, parse_date_text


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("2025年5月8日 星期四 01:13 HKT", datetime(2025, 5, 7, 17, 13, tzinfo=UTC)),
        ("2025年5月8日（週四）01:13 HKT", datetime(2025, 5, 7, 17, 13, tzinfo=UTC)),
        ("2025年5月8日(木) 10:30 JST", datetime(2025, 5, 8, 1, 30, tzinfo=UTC)),
        ("2024년 11월 17일 (일) 오후 1:09 KST", datetime(2024, 11, 17, 4, 9, tzinfo=UTC)),
        ("May 8, 2025, Thursday 10:30 UTC", datetime(2025, 5, 8, 10, 30, tzinfo=UTC)),
        # the word for "at" of the languages read, before the time
        ("Samstag, 5. Oktober 2024 um 16:06 Uhr (MESZ)", datetime(2024, 10, 5, 14, 6, tzinfo=UTC)),
        ("5 May 2025 à 17h56 CEST", datetime(2025, 5, 5, 15, 56, tzinfo=UTC)),
    ],
)
def test_a_weekday_between_the_date_and_the_time_is_read_through(text: str, instant: datetime) -> None:
    parsed = parse_date_text(text)
    assert parsed is not None and parsed[1] == instant


def test_a_weekday_with_no_time_after_it_leaves_a_day() -> None:
    parsed = parse_date_text("更新時間: 2025年5月8日 星期四")
    assert parsed is not None and parsed[1] is None


def _calendar(update: str) -> datetime | None:
    rows = "".join(
        f"<tr><td class='time'>{stamp}</td><td>CPI</td><td>{actual}</td><td>4.6%</td></tr>"
        for stamp, actual in (("2025/05/05 09:30（香港時間）", "4.7%"), ("2025/05/07 08:30（香港時間）", "0.3%"),
                              ("2025/05/11 05:30（香港時間）", ""), ("2025/05/15 01:00（香港時間）", ""))
    )
    html = (f"<html lang='zh-Hant-HK'><head><title>財經行事曆</title></head><body><h1>財經行事曆</h1><p>{update}</p>"
            f"<table><tr><th>時間</th><th>指標</th><th>公布值</th><th>預測值</th></tr>{rows}</table></body></html>")
    return date_evidence(lxml.html.document_fromstring(html), url="https://calendar.example.hk/economic-calendar/",
                         captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12")).known_at


def test_an_exact_update_stamp_with_its_weekday_bounds_a_calendars_rows() -> None:
    # the update stamp, read with its time, says when the copy was made: the rows still to come are events
    assert _calendar("更新時間: 2025年5月8日 星期四 01:13 HKT") == datetime(2025, 5, 7, 17, 13, tzinfo=UTC)
    # a day-only update bounds nothing: the latest row's stamp still dates the page (fail closed)
    assert _calendar("更新時間: 2025年5月8日") == datetime(2025, 5, 14, 17, 0, tzinfo=UTC)


def test_a_last_refreshed_stamp_is_an_update_that_bounds_the_rows() -> None:
    rows = "".join(f"<tr><td>{stamp}</td><td>CPI y/y</td><td>{actual}</td></tr>" for stamp, actual in (
        ("Mar 3, 2023, 4:43 PM EST", "3.2%"), ("Mar 5, 2023, 4:45 AM EST", "3.2%"), ("Mar 22, 2023, 2:00 PM EDT", "&mdash;")))

    def known_at(note: str) -> datetime | None:
        html = (f"<html lang='en-US'><head><title>Economic Calendar</title></head><body><main><h1>Economic Calendar</h1>"
                f"<p>Times shown in EST. {note}</p><table><tr><th>Time</th><th>Event</th><th>Actual</th></tr>{rows}</table>"
                "</main></body></html>")
        return date_evidence(lxml.html.document_fromstring(html), url="https://calendar.example.com/economic-calendar",
                             captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12")).known_at

    assert known_at("Last refreshed Mar 5, 2023, 4:45 AM EST.") == datetime(2023, 3, 5, 9, 45, tzinfo=UTC)
    # without it, the latest row's stamp dates the page (fail closed)
    assert known_at("") == datetime(2023, 3, 22, 18, 0, tzinfo=UTC)

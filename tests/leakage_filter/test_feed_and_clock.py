"""Three dating classes: a day, month name and year joined by one separator ("04-Mar-2024"); a
feed whose entries carry machine instants behind clock-only footers; and the page's clock read
from a time that names its zone and is exactly the stored instant (a US page in Central time, an Indian wire header's "IST")."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from leakage_filter.chrome import Segment
from leakage_filter.dates import find_dates
from leakage_filter.feed_stamps import feed_stamps

from .conftest import judge

_BODY = ("<p>Harbour Mills said its order book grew through the spring, helped by export demand, and that it "
         "would keep its capital spending plan unchanged for the rest of the financial year.</p>")


def test_a_day_month_and_year_joined_by_hyphens_or_slashes_is_a_date() -> None:
    for text, day in (("Listed 04-Mar-2024 10:15", (2024, 3, 4)), ("closed 17/Sep/2023", (2023, 9, 17)),
                      ("on 9.Jan.2025", (2025, 1, 9))):
        found = [m for m in find_dates(text, anchor=datetime(2024, 1, 1).date()) if m.kind == "absolute"]
        assert found and (found[0].day.year, found[0].day.month, found[0].day.day) == day, (text, found)
    # a rating or a count before a month word is no date without its year
    assert not [m for m in find_dates("a 5-Star review in May", anchor=datetime(2024, 1, 1).date()) if m.kind == "absolute"]


def test_a_results_table_row_dated_after_t_with_its_figure_is_not_clean() -> None:
    html = ("<html lang='en-GB'><body><h1>Interim results so far</h1><p>Filed 02-Aug-2024</p>" + _BODY +
            "<table><tr><th>Company</th><th>Reported</th><th>Profit (m)</th></tr>"
            "<tr><td>Harbour Mills</td><td>01-Aug-2024</td><td>41.2</td></tr>"
            "<tr><td>Tidewater Rail</td><td>09-Aug-2024</td><td>18.7</td></tr></table></body></html>")
    verdict = judge(html, t=datetime(2024, 8, 5, 9, 0, tzinfo=UTC), page=datetime(2024, 8, 2, 8, 0, tzinfo=UTC))
    assert verdict.label != "clean", verdict.reason


def _feed(last: str) -> str:
    posts = "".join(
        f"<div class='post'><div class='body'><p>{words}</p></div><div class='footer'><span>1.{i}K</span> "
        f"<time datetime='{stamp}'>{stamp[11:16]}</time></div></div>"
        for i, (words, stamp) in enumerate((("Rand firmer against the dollar.", "2024-05-02T07:05:00Z"),
                                            ("Miners lead the index higher.", "2024-05-02T08:10:00Z"),
                                            ("Reserve bank holds its rate.", last)))
    )
    return f"<html lang='en'><head><title>Markets channel</title></head><body><header>Markets channel</header>{posts}</body></html>"


def test_a_feed_entry_whose_machine_stamp_is_after_t_is_a_leak() -> None:
    t, page = datetime(2024, 5, 2, 9, 0, tzinfo=UTC), datetime(2024, 5, 2, 7, 5, tzinfo=UTC)
    verdict = judge(_feed("2024-05-02T09:40:00Z"), t=t, page=page)
    assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, verdict.reason
    assert judge(_feed("2024-05-02T08:40:00Z"), t=t, page=page).label == "clean"


def test_fewer_than_three_clock_stamps_are_no_feed() -> None:
    instant = datetime(2024, 5, 2, 9, 40, tzinfo=UTC)
    segments = [Segment(text="Rand firmer.", zone="content"), Segment(text="09:40", zone="chrome", instants=(instant,))]
    assert feed_stamps(segments) == []


def _live(zone_word: str) -> str:
    return (f"<html lang='en-US'><body><article><h1>Markets live: stocks edge up</h1><div class='byline'>By Nora Quist Published "
            f"March 4, 2024 at 9:10 a.m. {zone_word}</div>" + _BODY +
            f"<div>Live updates · all times {zone_word}</div><header>15:20</header><p>Stocks pare gains into the close.</p>"
            "<header>10:05</header><p>Stocks open slightly higher.</p></article></body></html>")


def test_a_live_page_in_central_time_reads_its_entries_in_central_time() -> None:
    # 9:10 a.m. CST is the stored 15:10Z; the 15:20 entry is 21:20Z in Central time, 20:20Z in Eastern.
    verdict = judge(_live("CST"), t=datetime(2024, 3, 4, 21, 0, tzinfo=UTC), page=datetime(2024, 3, 4, 15, 10, tzinfo=UTC))
    assert verdict.label == "leak", verdict.reason


def test_a_clock_that_does_not_match_the_stored_instant_does_not_move_the_page_zone() -> None:
    # stored 14:10Z is 9:10 EST: the page is in Eastern time, and 15:20 EST is 20:20Z, before t.
    verdict = judge(_live("EST"), t=datetime(2024, 3, 4, 21, 0, tzinfo=UTC), page=datetime(2024, 3, 4, 14, 10, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_a_shared_zone_name_is_read_as_the_one_that_gives_the_stored_instant() -> None:
    # "08:40 IST" stored at 03:10Z is India's clock (not Ireland's 07:40Z, which is after t).
    html = ("<html><body><pre>CITYWIRE MARKETS 08:40 IST 14-NOV-2023\nDeccan Steel said it won a rail order worth "
            "Rs 900 crore, its largest this year, and expects deliveries to begin next quarter.</pre></body></html>")
    verdict = judge(html, t=datetime(2023, 11, 14, 5, 0, tzinfo=UTC), page=datetime(2023, 11, 14, 3, 10, tzinfo=UTC))
    assert verdict.label == "clean", verdict.reason


def test_a_zone_name_at_the_end_of_a_longer_word_is_no_zone() -> None:
    # "economist" and "chartist" end in "ist": neither names a zone (IST) before the date that follows.
    zone = timezone(timedelta(hours=8))
    for text in ("economist 23 Aug 2026, 19:34", "chartist 23 Aug 2026, 19:34"):
        found = [m for m in find_dates(text, anchor=date(2026, 8, 22), zone=zone, order="DMY") if m.at is not None]
        assert found and found[0].at == datetime(2026, 8, 23, 11, 34, tzinfo=UTC), (text, found)

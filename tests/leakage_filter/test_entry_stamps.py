"""A line that holds only a date (and a time), under no heading, is the stamp of the entry that
follows it (a chat message, a forum post): after t it is a leak, never a schedule. A table's date
cell and a date under an event's heading stay schedules."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE, _T = datetime(2025, 10, 20, 2, 0, tzinfo=UTC), datetime(2025, 10, 21, 2, 48, tzinfo=UTC)
_ARTICLE = ("<article><h1>Kea Cloud lifts dividend</h1><p>20/10/2025 15:00 NZDT</p>"
            "<p>Kea Cloud Software lifted its interim dividend to 8 cents a share, up from 7 cents a year earlier, and said "
            "demand from its enterprise customers had held up well through the winter months.</p></article>")


def _chat(stamp: str) -> str:
    return (f"<html lang='en-NZ'><body>{_ARTICLE}<div class='chat'><div><div>divi_hunter</div><span>20/10/2025 15:35 NZDT</span>"
            "<div>The valuation gap is still wide.</div></div><div><div>capetown_cap</div>"
            f"<span>{stamp}</span><div>Priced in already, in my view.</div></div></div></body></html>")


def test_a_message_stamped_after_t_is_a_leak() -> None:
    for stamp in ("07/11/2025 15:48 NZDT", "Nov 14"):
        verdict = judge(_chat(stamp), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, (stamp, verdict.reason)


def test_messages_before_t_are_clean() -> None:
    verdict = judge(_chat("21/10/2025 09:10 NZDT"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_schedules_in_a_table_or_under_an_event_heading_are_not_entries() -> None:
    table = (f"<html lang='en-NZ'><body>{_ARTICLE}<table><tr><th>Event</th><th>Date</th></tr>"
             "<tr><td>Annual meeting</td><td>12 December 2025</td></tr></table></body></html>")
    heading = f"<html lang='en-NZ'><body>{_ARTICLE}<section><h3>Annual meeting</h3><p>12 December 2025</p></section></body></html>"
    for page in (table, heading):
        verdict = judge(page, t=_T, page=_PAGE)
        assert verdict.label == "clean", verdict.reason


def test_a_related_item_stamped_after_a_dash_is_dated_by_its_stamp() -> None:
    # "... 12 July 2024 — 3:52pm AEST": the em dash and time are the entry's stamp tail.
    html = ("<html lang='en-AU'><body><article><h1>Wattle holds guidance</h1><p>Wattle Health kept its guidance.</p></article>"
            "<aside><h3>More on WBH</h3><ul><li>Why dividend yields are back in fashion 28 Jun 2024</li>"
            "<li>Wattle shares slide after surprise profit warning 12 July 2024 — 3:52pm AEST</li></ul></aside></body></html>")
    verdict = judge(html, t=datetime(2024, 7, 10, 23, 48, tzinfo=UTC), page=datetime(2024, 7, 1, 2, 24, tzinfo=UTC))
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason, verdict.reason


def test_a_definition_list_value_is_its_term_s_date_not_an_entry() -> None:
    release = ("<html lang='en-GB'><body><div class='meta'><dl><dt>Release date:</dt><dd>20 October 2025</dd>"
               "<dt>Next release:</dt><dd>17 November 2025</dd></dl></div>" + _ARTICLE + "</body></html>")
    verdict = judge(release, t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _thread(stamp_line: str) -> str:
    return (f"<html lang='en-NZ'><body>{_ARTICLE}<div class='thread'><div class='post'><div>#7 · 20/10/2025 16:10 NZDT</div>"
            f"<p>Holding.</p></div><div class='post'><div>{stamp_line}</div><p>Guter Artikel, danke!</p></div></div></body></html>")


def test_a_post_number_and_a_stamp_with_its_clock_and_zone_is_an_entry_stamp() -> None:
    # "#8 · 07/11/2025 3:48 PM NZDT", "#8 · 07.11.2025, 15:48 Uhr": the time's "PM", "Uhr" and the zone
    # are the stamp's own, no words of a line; after t the post is a later entry.
    for line in ("#8 · 07/11/2025 3:48 PM NZDT", "#8 · 07/11/2025, 15:48 Uhr NZDT"):
        verdict = judge(_thread(line), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, (line, verdict.reason)


def test_the_same_stamp_before_t_or_a_line_naming_what_is_scheduled_is_not_a_later_entry() -> None:
    assert judge(_thread("#8 · 21/10/2025 1:10 AM NZDT"), t=_T, page=_PAGE).label == "clean"
    # words beside the stamp name a scheduled thing: not a stamp line
    verdict = judge(_thread("Results call 07/11/2025 3:48 PM NZDT"), t=_T, page=_PAGE)
    assert "entry_date_after_t" not in verdict.reason, verdict.reason


def _table_thread(stamp: str) -> str:
    return (f"<html lang='en-NZ'><body>{_ARTICLE}<table><tbody><tr><td><b>divi_hunter</b></td><td>"
            "<div>#1 · 20/10/2025 3:35 PM NZDT</div><p>The valuation gap is still wide.</p></td></tr>"
            f"<tr><td><b>capetown_cap</b></td><td><div>#2 · {stamp}</div><p>Priced in already, in my view.</p></td></tr>"
            "</tbody></table></body></html>")


def test_a_numbered_reply_stamped_with_a_half_day_clock_after_t_is_a_leak() -> None:
    # "6:49 PM ET" is the stamp's clock and zone, not words of a sentence
    verdict = judge(_table_thread("21/10/2025 6:49 PM NZDT"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason, verdict.reason


def test_the_same_reply_stamped_before_t_is_clean() -> None:
    verdict = judge(_table_thread("20/10/2025 6:49 PM NZDT"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _live(heading: str, stamp: str) -> str:
    return (f"<html lang='en-NZ'><body>{_ARTICLE}<section><h3>{heading}</h3><ul>"
            f"<li>{stamp} Kea Cloud shares close 4% higher after the dividend</li>"
            "<li>20/10/2025 15:10 Kea Cloud lifts interim dividend to 8 cents</li></ul></section></body></html>")


def test_a_live_feed_entry_stamped_after_t_is_a_leak_in_any_language() -> None:
    for heading in ("Live updates", "실시간", "速報", "En direct"):
        verdict = judge(_live(heading, "21/10/2025 18:11"), t=_T, page=_PAGE)
        assert verdict.label == "leak", (heading, verdict.reason)


def test_a_live_feed_before_t_and_a_schedule_list_stay_clean() -> None:
    assert judge(_live("Live updates", "20/10/2025 18:11"), t=_T, page=_PAGE).label == "clean"
    schedule = _live("Upcoming events", "28/10/2025 18:11").replace("shares close 4% higher after", "to hold briefing on")
    assert judge(schedule, t=_T, page=_PAGE).label == "clean"


def _most_read(item: str) -> str:
    return ("<html lang='en-AU'><body><article><h1>Wattle holds guidance</h1><p>Wattle Health kept its guidance.</p></article>"
            "<div class='widget most-read'><h4>Most read</h4><ol><li>Why dividend yields are back in fashion 2024-06-28</li>"
            f"<li>{item}</li></ol></div></body></html>")


def test_a_related_item_closed_by_a_date_in_digits_is_dated_by_it() -> None:
    # "... brokers revise targets 2024-07-12": the site's stamp in digits, whatever the words' tense
    verdict = judge(_most_read("Wattle shares extend rally as brokers revise targets 2024-07-12"),
                    t=datetime(2024, 7, 10, 23, 48, tzinfo=UTC), page=datetime(2024, 7, 1, 2, 24, tzinfo=UTC))
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason, verdict.reason


def test_a_related_item_naming_its_day_in_its_words_is_not_stamped() -> None:
    # "... to revise targets on 2024-07-12": the date is governed, the day the headline plans
    for item in ("Wattle to revise targets on 2024-07-12", "Wattle shares extend rally as brokers revise targets 2024-07-08"):
        verdict = judge(_most_read(item), t=datetime(2024, 7, 10, 23, 48, tzinfo=UTC), page=datetime(2024, 7, 1, 2, 24, tzinfo=UTC))
        assert verdict.label == "clean", (item, verdict.reason)

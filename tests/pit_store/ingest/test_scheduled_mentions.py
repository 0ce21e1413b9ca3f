"""Days a page writes only as scheduled (`scheduled_mentions`), and their distrust when the page has
an earlier stamp of its own. Hand-written pages."""

from __future__ import annotations

from datetime import date

import lxml.html

from pit_store.ingest import page_dates
from pit_store.ingest.page_dates import extract_claims
from pit_store.ingest.scheduled_mentions import DayMentions, day_mentions, is_scheduled


def mentions(lines: list[str]) -> DayMentions:
    return day_mentions(lines, page_dates._DATE_PATTERNS,
                        lambda m: (day for day, _ in page_dates._readings_of_match(m)))


def test_scheduling_words_in_several_languages() -> None:
    found = mentions([
        "Notes of the 2019 series mature 15 August 2031.",
        "Hearing set for 11/20/2024 at 9:00 AM.",
        "Die Zahlung ist fällig am 30.09.2025.",
        "Next auction: 4 June 2024",
        "Closing date",
        "28/06/2024",
    ])
    assert found.scheduled_only == {date(2031, 8, 15), date(2024, 11, 20), date(2025, 9, 30), date(2024, 6, 4),
                                    date(2024, 6, 28)}


def test_a_day_also_written_plainly_or_in_the_past_is_not_scheduled_only() -> None:
    found = mentions([
        "Options expire 21 June 2024.",
        "21 June 2024 — strike prices adjusted after the split.",
        "The board meeting held on 3 May 2024 approved the dividend.",
    ])
    assert found.scheduled_only == set()
    assert {date(2024, 6, 21), date(2024, 5, 3)} <= found.plain


def test_a_yearless_day_with_its_weekday_counts_in_the_pages_year() -> None:
    found = mentions(["Prices at 9 May 2024", "WIRE: Sat 11 May — the berth closed for the storm"])
    assert date(2024, 5, 11) in found.plain


def _page(body: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        "<html><head><title>Series 2019 revenue bonds</title></head><body><article>"
        f"<h1>Series 2019 revenue bonds</h1>{body}</article></body></html>"
    )


def test_scheduled_day_distrusted_after_an_earlier_own_stamp() -> None:
    tree = _page("<p>Posted 2 April 2024, 10:00 EDT</p><p>Date: maturity 1 June 2031</p>"
                 "<p>The bonds mature 1 June 2031 at par.</p>")
    later = [c for c in extract_claims(tree, url="file:x.html").claims if c.day == date(2031, 6, 1)]
    assert later and all(c.prose_only for c in later)


def test_scheduled_day_stands_without_an_earlier_stamp() -> None:
    tree = _page("<p>The bonds mature 1 June 2031 at par.</p>")
    later = [c for c in extract_claims(tree, url="file:x.html").claims if c.day == date(2031, 6, 1)]
    assert all(not c.prose_only for c in later)  # fail closed: the day keeps its trust


def test_dates_listed_after_a_scheduled_one_share_its_cue() -> None:
    found = mentions(["Expires: Sep 20, 2024 (W) Oct 18, 2024 Nov 15, 2024", "Quote as of Sep 6, 2024"])
    assert found.scheduled_only == {date(2024, 9, 20), date(2024, 10, 18), date(2024, 11, 15)}


def test_a_stamp_told_in_the_past_and_closing_prices_are_not_scheduled() -> None:
    found = mentions(["New levy effective 1 July 2024 (announced 3 June 2024, 10:00 EAT)",
                      "Closing prices 5 June 2024 5:30 PM"])
    assert found.scheduled_only == {date(2024, 7, 1)}
    assert {date(2024, 6, 3), date(2024, 6, 5)} <= found.plain


def test_latest_written_stamp_dates_a_page_whose_only_days_are_scheduled() -> None:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from pit_store.ingest.page_dates import date_evidence

    rows = ("<table><tr><td>04/02/2024</td><td>9:10 AM PDT</td><td>Annual report</td></tr>"
            "<tr><td>04/03/2024</td><td>2:45 PM PDT</td><td>Rating notice</td></tr></table>")
    tree = _page(f"{rows}<p>Series 2012 bonds mature August 1, 2036.</p><p>Serial maturities August 1, 2036</p>")
    found = date_evidence(tree, url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert (found.known_at, found.known_at_basis) == (datetime(2024, 4, 3, 21, 45, tzinfo=UTC), "written:latest")
    # A later row, wherever it stands in the table, is the page's date then.
    later = rows.replace("</table>", "<tr><td>05/20/2024</td><td>8:00 AM PDT</td><td>Redemption</td></tr></table>")
    tree = _page(f"{later}<p>Series 2012 bonds mature August 1, 2036.</p>")
    found = date_evidence(tree, url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert found.known_at is not None and found.known_at >= datetime(2024, 5, 20, 15, tzinfo=UTC)


def test_scheduling_words_of_the_cjk_and_other_european_languages() -> None:
    found = mentions([
        "次回の点検予定日：2026年4月20日",
        "报名将于2026年5月8日开始",
        "접수 마감 2026.06.12",
        "Fecha límite: 15/07/2026",
        "Søknadsfrist 03.08.2026",
        "Scadenza del bando 21/09/2026",
        "Kantoor gesloten op 2 maart 2026",
    ])
    assert found.scheduled_only == {date(2026, 4, 20), date(2026, 5, 8), date(2026, 6, 12), date(2026, 7, 15),
                                    date(2026, 8, 3), date(2026, 9, 21)}


def test_a_dividend_notices_ex_record_and_payment_dates_are_scheduled() -> None:
    found = mentions(["Ex date 14 March 2024", "Record date", "15 March 2024", "Payment date 2 April 2024",
                      "Books close 15 March 2024", "Dividend paid 4 January 2024"])
    assert found.scheduled_only == {date(2024, 3, 14), date(2024, 3, 15), date(2024, 4, 2)}
    assert date(2024, 1, 4) in found.plain


def _dividend_notice(extra: str) -> lxml.html.HtmlElement:
    return _page("<table><tr><th>Released</th><td>4 March 2024, 09:30 UTC</td></tr></table>"
                 "<p>The board declared a final dividend of 12 cents a share.</p>"
                 "<table><tr><td>Ex date</td><td>14 March 2024</td></tr><tr><td>Record date</td><td>15 March 2024</td></tr>"
                 f"<tr><td>Payment date</td><td>2 April 2024</td></tr></table>{extra}")


def test_a_dividend_notice_is_dated_by_its_release_not_its_payment_date() -> None:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from pit_store.ingest.page_dates import date_evidence

    found = date_evidence(_dividend_notice(""), url="file:x.html", captured_at=None, date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert found.known_at == datetime(2024, 3, 4, 9, 30, tzinfo=UTC)
    # Fail closed: a later day the page writes as its own (an update) still dates it later.
    found = date_evidence(_dividend_notice("<p>Updated 2 April 2024</p>"), url="file:x.html", captured_at=None,
                          date_only_tz=ZoneInfo("Etc/GMT+12"))
    assert found.known_at is not None and found.known_at >= datetime(2024, 4, 2, tzinfo=UTC)


def test_a_payment_date_stands_without_an_earlier_stamp_of_the_page() -> None:
    tree = _page("<table><tr><td>Payment date</td><td>2 April 2024</td></tr></table>")
    later = [c for c in extract_claims(tree, url="file:x.html").claims if c.day == date(2024, 4, 2)]
    assert later and all(not c.prose_only for c in later)  # fail closed: nothing earlier of the page's own


def test_the_simple_future_of_the_romance_languages_looks_ahead() -> None:
    for before in ("Le groupe publiera ses résultats annuels le ", "La empresa publicará sus resultados el ",
                   "A empresa divulgará os resultados em ", "La società pubblicherà i conti il "):
        assert is_scheduled(before), before


def test_the_past_tense_and_words_ending_alike_do_not() -> None:
    # Counterpart: what happened ("a publié", "publicó") and nouns ending like a future ("opéra").
    for before in ("Le groupe a publié ses résultats annuels le ", "La empresa publicó sus resultados el ",
                   "Première à l'opéra le ", "The camera on "):
        assert not is_scheduled(before), before


def test_a_calendar_heading_looks_ahead_to_its_first_day() -> None:
    # A calendar lists what is to come: the day right after "calendar" (or a heading for next
    # week) is scheduled, in several languages; a day the page also writes plainly is not.
    found = mentions([
        "Investor calendar",
        "9 October 2025 Third-quarter trading statement",
        "Календарь событий на неделю (14.09.2026 –)",
        "来週の主な予定 (2026/10/05(月) –)",
        "Finanzkalender: 03.11.2025 Hauptversammlung",
    ])
    assert found.scheduled_only == {date(2025, 10, 9), date(2026, 9, 14), date(2026, 10, 5), date(2025, 11, 3)}
    twin = mentions(["Investor calendar", "9 October 2025 Third-quarter trading statement",
                     "On 9 October 2025 the group reported sales up 4%."])
    assert twin.scheduled_only == set() and date(2025, 10, 9) in twin.plain

"""The leakage rules read dates in languages and calendars they had no table for (`world_dates`),
and read a shared zone name with the one region evidence page dating uses (`region_evidence`).
Hand-written pages."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from leakage_filter.dates import find_dates, tense_at
from leakage_filter.page_locale import page_locale, time_near
from pit_store.ingest.page_region import region_evidence

from .conftest import judge

PAGE = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
T = datetime(2024, 3, 4, 18, 0, tzinfo=UTC)


def _page(lang: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html lang='{lang}'><body><article><h1>Zpráva</h1>{body}</article></body></html>"


def test_find_dates_reads_greek_thai_and_persian_dates() -> None:
    anchor = date(2024, 3, 4)
    assert [m.day for m in find_dates("Στις 9 Μαρτίου 2024 η τράπεζα ανακοίνωσε κέρδη.", anchor=anchor)] == [date(2024, 3, 9)]
    assert [m.day for m in find_dates("ธนาคารแจ้งเมื่อ 9 มีนาคม 2567", anchor=anchor)] == [date(2024, 3, 9)]
    assert [m.day for m in find_dates("بانک در 19 اسفند 1402 سود خود را اعلام کرد.", anchor=anchor)] == [date(2024, 3, 9)]


def test_a_dated_stamp_after_t_in_a_new_language_is_not_accepted() -> None:
    # A Czech story whose own header stamp is after t: before, the stamp was not a date at all.
    page = _page("cs", "Publikováno 9. března 2024", "Banka zvýšila zisk o 8 procent, uvedla ve zprávě.")
    assert judge(page, t=T, page=PAGE).label != "clean"
    before = _page("cs", "Publikováno 1. března 2024", "Banka zvýšila zisk o 8 procent, uvedla ve zprávě.")
    assert judge(before, t=T, page=PAGE).label == "clean"


def test_indian_market_words_settle_ist_for_the_rules_as_for_page_dating() -> None:
    text = "Sensex rose 300 points and Nifty 50 gained; the fund raised Rs 500 crore."
    region = region_evidence("en", None, text)
    assert region.zone is None and region.names is not None and region.names.key == "Asia/Kolkata"
    locale = page_locale("en", None, text, cjk=False)
    assert locale.zone is None  # the words settle a shared zone name only, never a day's zone
    assert locale.names is not None and locale.names.key == "Asia/Kolkata"
    line = "March 4, 2024 10:00 IST"
    india = time_near(line, 0, 13, date(2024, 3, 4), locale.zone, cjk=False, names=locale.names)
    assert india == datetime(2024, 3, 4, 4, 30, tzinfo=UTC)
    # Without the words, IST is read as the westernmost of its zones (Ireland's summer time, UTC+1).
    plain = page_locale("en", None, "The market rose.", cjk=False)
    assert time_near(line, 0, 13, date(2024, 3, 4), plain.zone, cjk=False, names=plain.names) == datetime(
        2024, 3, 4, 10, 0, tzinfo=timezone(timedelta(hours=1))).astimezone(UTC)


def test_german_intentions_schedule_the_date_they_govern() -> None:
    text = "Der Vorstand beabsichtigt, der Hauptversammlung am 20. März 2024 eine Dividende vorzuschlagen."
    (mention,) = find_dates(text, anchor=date(2024, 3, 4))
    assert tense_at(text, mention.start, mention.end)[0] == "forward"


def test_update_stamps_labelled_in_other_languages_are_update_stamps() -> None:
    for lang, published, updated in (
        ("pl", "Opublikowano: 4 marca 2024", "Zaktualizowano: 9 marca 2024"),
        ("th", "เผยแพร่ 4 มีนาคม 2567", "อัปเดต 9 มีนาคม 2567"),
        ("el", "Δημοσιεύθηκε 4 Μαρτίου 2024", "Ενημερώθηκε 9 Μαρτίου 2024"),
    ):
        verdict = judge(_page(lang, published, updated, "Zysk banku wzrósł."), t=T, page=PAGE)
        assert verdict.label == "leak" and "updated_after_t" in verdict.reason, lang
        assert judge(_page(lang, published, "Zysk banku wzrósł."), t=T, page=PAGE).label == "clean", lang

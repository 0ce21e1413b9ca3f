"""The temporal reading of statements (issue 13, item 1): relative steps counted in hours or in
traditional Chinese, a schedule governed by "预计于", German preterites, dashed and C-style dates,
and the page's own day/month order (hand-written text, one test per rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates, tense_at
from leakage_filter.page_locale import page_locale
from leakage_filter.sequels import find_sequels

from .conftest import judge

PAGE = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
T = datetime(2024, 3, 4, 18, 0, tzinfo=UTC)


def article(*paragraphs: str, lang: str = "en", title: str = "Markets") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html lang='{lang}'><body><article><h1>{title}</h1>{body}</article></body></html>"


def test_hours_after_an_event_count_whole_days() -> None:
    (sequel,) = find_sequels("Forty-eight hours after the report, the stock had given back its gains.")
    assert sequel.days == 2
    assert find_sequels("Twelve hours after the report the shares were flat.") == []  # under a day: no date
    verdict = judge(article("Orbit Labs reported results on March 4, 2024.",
                            "Seventy-two hours after the report, the stock had erased the whole move."), t=T, page=PAGE)
    assert verdict.label != "clean" and "fact_date_after_t" in verdict.reason


def test_a_step_in_traditional_chinese_counts_from_the_date_before_it() -> None:
    text = "公司於2024/03/04召開股東大會,兩日後宣布撤回配股計劃。"
    days = [m.day for m in find_dates(text, anchor=date(2024, 3, 4), cjk=True)]
    assert days == [date(2024, 3, 4), date(2024, 3, 6)]
    assert judge(article(text, lang="zh-TW"), t=T, page=PAGE).label == "leak"


def test_a_forward_word_governing_a_date_makes_the_verb_after_it_scheduled() -> None:
    text = "公司下一期定期报告预计于2024年8月20日披露。"
    start = text.index("2024")
    assert tense_at(text, start, text.index("日") + 1)[0] == "forward"
    assert judge(article(text, lang="zh"), t=T, page=PAGE).label == "clean"
    reported = "公司于2024年3月8日披露年度报告。"  # a date then the verb: a report
    assert judge(article(reported, lang="zh"), t=T, page=PAGE).label == "leak"


def test_german_preterites_after_a_date_state_a_fact() -> None:
    for text in ("Am 12.3.2024 korrigierte das Amt die Rate nach oben.", "Am 12.3.2024 gab der Vorstand eine Gewinnwarnung heraus."):
        verdict = judge(article(text, lang="de"), t=T, page=PAGE)
        assert verdict.label == "leak" and "fact_date_after_t" in verdict.reason, text
    for forecast in ("Die Hauptversammlung ist für den 12.3.2024 terminiert.", "Der avisierte Termin am 12.3.2024 steht."):
        assert judge(article(forecast, lang="de"), t=T, page=PAGE).label == "clean", forecast


def test_dates_written_with_dashes_and_c_timestamps_are_read() -> None:
    (dashed,) = find_dates("El 07-03-2024, el consejo subió los tipos.", anchor=date(2024, 3, 4), order="DMY", european=True)
    assert dashed.day == date(2024, 3, 7)
    assert judge(article("El 07-03-2024, el consejo subió los tipos.", lang="es"), t=T, page=PAGE).label == "leak"
    (stamp,) = find_dates("posted Mon Mar 4 08:45:30 2024 UTC", anchor=date(2024, 3, 4))
    assert stamp.day == date(2024, 3, 4) and stamp.at == datetime(2024, 3, 4, 8, 45, tzinfo=UTC)


def test_the_page_s_own_dates_settle_day_month_order() -> None:
    worded = "Thursday, 29 February 2024 · Staff. Last dividend paid 12/02/2024."
    assert page_locale("", None, worded, cjk=False).order == "DMY"
    assert page_locale("", None, "February 29, 2024 · Staff. Paid 02/12/2024.", cjk=False).order == "MDY"
    # a numeric date with a field above 12 outranks the words; a stated format outranks both
    assert page_locale("", None, "29 February 2024. Paid 02/13/2024.", cjk=False).order == "MDY"
    assert page_locale("", None, "Dates (MM/DD/YYYY): 29 Feb 2024, 13/02/2024", cjk=False).order == "MDY"
    # a day-first page's "12/02/2024" is 12 February: a past payment, no later fact
    html = article("Thursday, 29 February 2024 · Staff", "For the record: last dividend paid 12/02/2024.")
    assert judge(html, t=T, page=PAGE).label == "clean"
    two_way = article("Last dividend paid 12/02/2024.")  # no evidence: the later reading decides
    assert judge(two_way, t=T, page=PAGE).label != "clean"


def test_a_stamp_of_the_day_before_the_stored_instant_is_that_instant_where_the_day_is_still_on() -> None:
    # Stored at 02:25 UTC on the 5th; the page (no zone known) says "March 4, 2024": still the 4th in
    # the Americas, so the stamp is the stored instant's day, not a later publication.
    stored = datetime(2024, 3, 5, 2, 25, tzinfo=UTC)
    t = datetime(2024, 3, 5, 2, 40, tzinfo=UTC)
    state = '{"video": {"publishDate": "2024-03-04"}}'
    html = (
        "<html><body><article><h1>Orbit raises its dividend</h1><div>48,211 views March 4, 2024</div>"
        "<p>The board raised the quarterly dividend by 5%.</p></article>"
        f"<script type='application/json'>{state}</script></body></html>"
    )
    assert judge(html, t=t, page=stored).label == "clean"
    # a stamp of the day after the stored UTC day stays after t: no zone east of UTC is assumed
    assert judge(html.replace("March 4", "March 6").replace("03-04", "03-06"), t=t, page=stored).label != "clean"

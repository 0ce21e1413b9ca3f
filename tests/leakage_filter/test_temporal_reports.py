"""The page's own calendar: results the page says are reported after t, stated anyway, leak; past
tenses and day-of-month dates the finder reads in every language (hand-written pages)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.dates import find_dates, tense_at

from .conftest import judge

PAGE = datetime(2024, 4, 22, 11, 0, tzinfo=UTC)
T = datetime(2024, 4, 24, 19, 0, tzinfo=UTC)


def page(*paragraphs: str, lang: str = "en") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html lang='{lang}'><body><article><h1>Orbit Q1 preview</h1>{body}</article></body></html>"


def test_results_the_page_dates_after_t_leak_when_stated() -> None:
    schedule = "Orbit Labs reports first-quarter results after the close on Thursday, April 25."
    clean = page(schedule, "We model revenue of $36.3 billion, in line with consensus.")
    assert judge(clean, t=T, page=PAGE).label == "clean"
    recap = page(schedule, "Print recap: Orbit Labs reported revenue of $36.46 billion and raised its capex range.")
    verdict = judge(recap, t=T, page=PAGE)
    assert verdict.label == "leak" and "reported_after_t" in verdict.reason
    named = page(schedule, "Orbit Labs reported first-quarter revenue of $36.46 billion.")
    assert "reported_after_t" in judge(named, t=T, page=PAGE).reason
    # last year's figures in a preview are no leak
    prior = page(schedule, "A year earlier Orbit Labs reported revenue of $28.6 billion.")
    assert judge(prior, t=T, page=PAGE).label == "clean"


def test_a_report_stated_as_done_is_not_a_schedule() -> None:
    done = page("Orbit Labs reported first-quarter earnings of $2.14 a share on Wednesday, ahead of the $1.98 analysts expected.")
    wednesday = datetime(2024, 4, 24, 12, 0, tzinfo=UTC)
    assert judge(done, t=datetime(2024, 4, 24, 12, 35, tzinfo=UTC), page=wednesday).label == "clean"


def test_a_regular_past_tense_governing_a_date_is_a_fact() -> None:
    sentence = "a stance the central bank cemented on March 20, when policymakers signalled no hikes"
    start = sentence.index("March 20")
    assert tense_at(sentence, start, start + 8)[0] == "fact"
    scheduled = "the vote was rescheduled on March 20"
    assert tense_at(scheduled, scheduled.index("March"), len(scheduled))[0] == "fact"  # a done act of rescheduling
    planned = "the vote is scheduled on March 20"
    assert tense_at(planned, planned.index("March"), len(planned))[0] == "forward"


def test_a_day_of_the_month_alone_in_chinese_and_japanese() -> None:
    anchor = date(2020, 11, 2)
    assert [m.day for m in find_dates("米大統領選は3日に投票日を迎える。", anchor=anchor, cjk=True)] == [date(2020, 11, 3)]
    assert [m.day for m in find_dates("当選確実が伝わった7日以降", anchor=anchor, cjk=True)] == [date(2020, 11, 7)]
    assert [m.day for m in find_dates("央行30日晚宣布", anchor=anchor, cjk=True)] == [date(2020, 10, 30)]
    assert [m.kind for m in find_dates("3日前", anchor=anchor, cjk=True)] == ["relative"]  # "three days ago"
    html = page("市場は3日の投票に注目している。", "バイデン氏の当選確実が伝わった7日以降、期待が高まった。", lang="ja")
    verdict = judge(html, t=datetime(2020, 11, 4, tzinfo=UTC), page=datetime(2020, 11, 2, 1, 0, tzinfo=UTC))
    assert verdict.label == "leak" and "'7日'" in verdict.reason


def test_a_quote_page_earnings_date_dates_the_last_quarter_s_report() -> None:
    t = datetime(2022, 5, 9, 13, 0, tzinfo=UTC)
    html = (
        "<html><body><article><h1>Orbit Labs (ORBT) Stock Price</h1><table><tr><th>Earnings Date</th>"
        "<td>May 10, 2022 (after market close)</td></tr></table>"
        "<template id='banner'><div>After hours: Orbit Labs posts $430 million first-quarter loss</div></template>"
        "</article></body></html>"
    )
    verdict = judge(html, t=t, page=datetime(2022, 5, 9, 12, 55, tzinfo=UTC))
    assert verdict.label == "leak" and "reported_after_t" in verdict.reason and "2022Q1" in verdict.reason
    after = judge(html, t=datetime(2022, 5, 12, tzinfo=UTC), page=datetime(2022, 5, 9, 12, 55, tzinfo=UTC))
    assert after.label == "clean"


def test_structured_data_reporting_the_outcome_of_a_coming_event_leaks() -> None:
    t = datetime(2026, 5, 4, 12, 0, tzinfo=UTC)
    state = ('{"props": {"pageProps": {"article": {"title": "Marrowgen faces FDA decision on MG-301 next week", '
             '"liveUpdate": {"text": "FDA approves Marrowgen drug MG-301 with a boxed warning"}}}}}')
    html = (
        "<html><body><article><h1>Marrowgen faces FDA decision on MG-301 next week</h1><p>The agency is due to rule on"
        " the Marrowgen drug next week.</p></article>"
        f"<script id='__NEXT_DATA__' type='application/json'>{state}</script></body></html>"
    )
    verdict = judge(html, t=t, page=datetime(2026, 5, 1, 14, 0, tzinfo=UTC))
    assert verdict.label != "clean" and "outcome_after_t" in verdict.reason
    # the page's own title in its state is no other news
    own = html.replace('"liveUpdate": {"text": "FDA approves Marrowgen drug MG-301 with a boxed warning"}', '"author": "Staff"')
    assert judge(own, t=t, page=datetime(2026, 5, 1, 14, 0, tzinfo=UTC)).label == "clean"


def test_last_quarter_s_figures_in_a_dated_sentence_are_no_leak() -> None:
    html = page(
        "Orbit Labs last reported quarterly results on Sept. 20, 2023, when it posted revenue of $6.7 billion.",
        "Orbit Labs will report second-quarter results on May 22, 2024.",
    )
    assert judge(html, t=datetime(2024, 4, 1, 8, 0, tzinfo=UTC), page=datetime(2024, 2, 16, 6, 30, tzinfo=UTC)).label == "clean"

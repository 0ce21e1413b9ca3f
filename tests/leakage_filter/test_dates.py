"""Finding and resolving dates, relative dates and periods; tense and period statements."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import (
    find_dates,
    find_periods,
    latest_instant,
    period_statement,
    sentence_span,
    surely_after,
    tense_at,
    url_date,
)

ANCHOR = date(2025, 9, 12)  # a Friday


def only(text: str, anchor: date = ANCHOR):  # type: ignore[no-untyped-def]
    found = find_dates(text, anchor=anchor)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("text", "day", "kind"),
    [
        ("On October 28, 2025 it said", date(2025, 10, 28), "absolute"),
        ("on Oct. 28, 2025.", date(2025, 10, 28), "absolute"),
        ("on Tuesday, October 28, 2025,", date(2025, 10, 28), "absolute"),
        ("on 28 October 2025", date(2025, 10, 28), "absolute"),
        ("the 28th of October 2025", date(2025, 10, 28), "absolute"),
        ("Sept. 4, 2024", date(2024, 9, 4), "absolute"),
        ("filed 2025-10-28 with", date(2025, 10, 28), "numeric"),
        ("filed 2025/10/28 with", date(2025, 10, 28), "numeric"),
        ("on 10/28/2025.", date(2025, 10, 28), "numeric"),
        ("on 28.10.2025", date(2025, 10, 28), "numeric"),
        ("2025年10月28日晚间", date(2025, 10, 28), "absolute"),
        ("2025 年 3 月 5 日", date(2025, 3, 5), "absolute"),
    ],
)
def test_absolute_dates(text: str, day: date, kind: str) -> None:
    mention = only(text)
    assert (mention.day, mention.earliest, mention.kind, mention.year_inferred) == (day, day, kind, False)
    assert text[mention.start : mention.end] == mention.text


def test_positions_are_exact() -> None:
    text = "Shares rose. On Oct. 28, 2025, Acme reported; on 2025-11-02 it paid."
    found = find_dates(text, anchor=ANCHOR)
    assert [text[m.start : m.end] for m in found] == ["Oct. 28, 2025", "2025-11-02"]


@pytest.mark.parametrize(
    ("text", "anchor", "day"),
    [
        ("On Oct. 28, the company", date(2025, 9, 12), date(2025, 10, 28)),
        ("On Oct. 28, the company", date(2025, 3, 1), date(2024, 10, 28)),
        ("on Dec. 30 it", date(2026, 1, 4), date(2025, 12, 30)),
        ("on Jan. 3 it", date(2025, 12, 20), date(2026, 1, 3)),
        ("10月28日晚间", date(2025, 9, 12), date(2025, 10, 28)),
        ("on 4 November the", date(2025, 9, 12), date(2025, 11, 4)),
    ],
)
def test_dates_without_a_year_take_the_year_closest_to_the_anchor(text: str, anchor: date, day: date) -> None:
    mention = only(text, anchor)
    assert mention.day == day and mention.year_inferred and mention.kind == "no_year"


def test_day_month_order_ambiguity_keeps_both_readings() -> None:
    mention = only("closed on 04/11/2025 at")
    assert (mention.earliest, mention.day, mention.ambiguous) == (date(2025, 4, 11), date(2025, 11, 4), True)
    # No ambiguity when the day is above 12.
    assert only("on 28/10/2025").ambiguous is False


def test_month_mentions_span_the_month() -> None:
    mention = only("in October 2025 the")
    assert (mention.kind, mention.earliest, mention.day) == ("month", date(2025, 10, 1), date(2025, 10, 31))
    assert only("2025年2月").day == date(2025, 2, 28)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("on Tuesday the", date(2025, 9, 9)),
        ("on Friday the", date(2025, 9, 12)),
        ("next Tuesday", date(2025, 9, 16)),
        ("last Friday", date(2025, 9, 5)),
        ("yesterday", date(2025, 9, 11)),
        ("3 days ago", date(2025, 9, 9)),
        ("two weeks ago", date(2025, 8, 29)),
        ("昨天", date(2025, 9, 11)),
        ("上周三", date(2025, 9, 3)),
        ("下周一", date(2025, 9, 15)),
        ("周二公布", date(2025, 9, 9)),
        ("3天前", date(2025, 9, 9)),
    ],
)
def test_weekdays_and_relative_dates_resolve_against_the_anchor(text: str, day: date) -> None:
    assert only(text).day == day


def test_relative_ranges() -> None:
    assert (only("next week").earliest, only("next week").day) == (date(2025, 9, 15), date(2025, 9, 21))
    assert (only("last month").earliest, only("last month").day) == (date(2025, 8, 1), date(2025, 8, 31))
    assert only("later this month").day == date(2025, 9, 30)


def test_not_dates() -> None:
    assert find_dates("revenue of $4.2 billion, up 12% on 3/4 of sales; version 1.2.3; may 5 analysts", anchor=ANCHOR) == []


def test_instants_are_conservative() -> None:
    t = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)
    assert latest_instant(date(2025, 9, 30)) > t  # the day is still under way in UTC-12
    assert not surely_after(date(2025, 10, 1), t)  # Oct 1 had begun in UTC+14 at t
    assert surely_after(date(2025, 10, 2), t)


@pytest.mark.parametrize(
    ("sentence", "tense"),
    [
        ("Acme will report results on October 28, 2025.", "forward"),
        ("The meeting is scheduled for October 28, 2025.", "forward"),
        ("Results are expected on October 28, 2025.", "forward"),
        ("The offer expires on October 28, 2025.", "forward"),
        ("The board was scheduled to meet on October 28, 2025.", "forward"),
        ("On October 28, 2025, Acme reported revenue of $1 billion.", "fact"),
        ("Shares closed at $41 on October 28, 2025.", "fact"),
        ("Acme announced on October 28, 2025 that it had agreed to a deal.", "fact"),
        ("Acme, which said it would grow, reported better than expected results on October 28, 2025.", "fact"),
        ("Acme said it will report results on October 28, 2025.", "forward"),
        ("公司将于2025年10月28日发布三季报。", "forward"),
        ("2025年10月28日，公司公布三季报。", "fact"),
        ("The October 28, 2025 deadline.", "forward"),
        ("October 28, 2025.", "neutral"),
    ],
)
def test_tense_at(sentence: str, tense: str) -> None:
    mention = find_dates(sentence, anchor=ANCHOR)[0]
    assert tense_at(sentence, mention.start, mention.end)[0] == tense


def test_headline_present_tense_states_a_fact() -> None:
    text = "Acme beats estimates (Oct. 29, 2025)"
    mention = find_dates(text, anchor=ANCHOR)[0]
    assert tense_at(text, mention.start, mention.end)[0] == "neutral"
    assert tense_at(text, mention.start, mention.end, headline=True) == ("fact", "beats")


def test_sentence_span_skips_abbreviations_and_decimals() -> None:
    text = "Acme Inc. said revenue was $4.2 billion on Oct. 28. It will grow."
    start = text.index("Oct.")
    left, right = sentence_span(text, start, start + 4)
    assert text[left:right] == "Acme Inc. said revenue was $4.2 billion on Oct. 28."


@pytest.mark.parametrize(
    ("text", "label", "end_day", "inferred"),
    [
        ("third-quarter 2025 revenue", "2025Q3", date(2025, 9, 30), False),
        ("Q4 2025 sales", "2025Q4", date(2025, 12, 31), False),
        ("3Q25 sales", "2025Q3", date(2025, 9, 30), False),
        ("the first half of 2026", "2026H1", date(2026, 6, 30), False),
        ("full-year 2025 guidance", "2025FY", date(2025, 12, 31), False),
        ("fiscal 2026 plans", "2026FY", date(2026, 12, 31), False),
        ("the quarter ended December 31, 2025", "2025Q4", date(2025, 12, 31), False),
        ("the three months to December 2025", "2025Q4", date(2025, 12, 31), False),
        ("the nine months of 2025", "2025Q3", date(2025, 9, 30), False),
        ("2025年第三季度", "2025Q3", date(2025, 9, 30), False),
        ("2025年前三季度", "2025Q3", date(2025, 9, 30), False),
        ("2025年全年", "2025FY", date(2025, 12, 31), False),
        ("2025年半年报", "2025H1", date(2025, 6, 30), False),
        ("third-quarter revenue", "2024Q3", date(2024, 9, 30), True),
        ("second-quarter revenue", "2025Q2", date(2025, 6, 30), True),
        ("三季度营收", "2024Q3", date(2024, 9, 30), True),
    ],
)
def test_periods(text: str, label: str, end_day: date, inferred: bool) -> None:
    periods = find_periods(text, anchor=ANCHOR)
    assert [(p.label, p.end_day, p.year_inferred) for p in periods] == [(label, end_day, inferred)]


def test_relative_chinese_quarters_are_not_numbered_quarters() -> None:
    assert find_periods("上一季度营业收入同比增长", anchor=ANCHOR) == []


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        ("Acme said fourth-quarter 2025 revenue rose 12% to $3 billion.", "realised"),
        ("Fourth-quarter 2025 revenue rose 12%, beating analysts' estimates.", "realised"),
        ("Q4 2025 revenue: $3.1 billion.", "realised"),
        ("Acme expects fourth-quarter 2025 revenue of $3 billion.", "guidance"),
        ("Analysts expect Q4 2025 earnings of $1.10 a share.", "guidance"),
        ("Acme raised its full-year 2025 revenue guidance.", "guidance"),
        ("公司2025年前三季度实现营业收入120亿元。", "realised"),
        ("公司预计2025年全年营业收入增长10%。", "guidance"),
        ("The Q4 2025 product launch went well.", "other"),
    ],
)
def test_period_statements(sentence: str, role: str) -> None:
    period = find_periods(sentence, anchor=ANCHOR)[0]
    assert period_statement(sentence, period)[0] == role


@pytest.mark.parametrize(
    ("url", "day"),
    [
        ("https://news.example.com/2025/08/14/acme", date(2025, 8, 14)),
        ("https://news.example.com/markets/acme-2025-08-14", date(2025, 8, 14)),
        ("https://news.example.cn/company/20250814/300999.html", date(2025, 8, 14)),
        ("https://news.example.com/acme-shares", None),
        ("https://news.example.com/2025/02/30/bad", None),
        ("file:/2025/08/14/page.html", None),
        (None, None),
    ],
)
def test_url_date(url: str | None, day: date | None) -> None:
    assert url_date(url) == day

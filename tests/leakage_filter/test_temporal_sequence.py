"""The story's order: sequels ("two days later", "次日", "le lendemain") count from the last date
named, a year-less date takes the year its passage names, a weekday beside a date picks its year,
and a bare weekday that could be the coming one keeps both readings (hand-written pages, one per
rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_dates
from leakage_filter.sequels import find_sequels

from .conftest import judge

FRIDAY = date(2025, 3, 14)


def days(text: str, anchor: date = FRIDAY, **kwargs: object) -> list[tuple[str, date, date]]:
    return [(m.kind, m.earliest, m.day) for m in find_dates(text, anchor=anchor, **kwargs)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("two days later the bank raised rates", 2),
        ("a week later, the board resigned", 7),
        ("The next day the index fell", 1),
        ("zwei Tage später senkte die Notenbank", 2),
        ("am nächsten Tag", 1),
        ("le lendemain, la BCE a relevé", 1),
        ("deux jours plus tard", 2),
        ("al día siguiente", 1),
        ("dos días después", 2),
        ("次日午间央行宣布", 1),
        ("两天后央行宣布", 2),
        ("3天后公布", 3),
        ("翌日に発表した", 1),
    ],
)
def test_a_sequel_counts_from_the_page_date_when_nothing_comes_before(text: str, shift: int) -> None:
    (mention,) = find_dates(text, anchor=FRIDAY, european=True, cjk=not text.isascii())
    assert mention.kind == "sequel"
    assert (mention.day - FRIDAY).days == shift


def test_a_sequel_counts_from_the_last_date_named_before_it() -> None:
    text = "On March 9, 2009, the index bottomed; nine days later, on March 18, the Fed expanded QE."
    assert days(text) == [
        ("absolute", date(2009, 3, 9), date(2009, 3, 9)),
        ("sequel", date(2009, 3, 18), date(2009, 3, 18)),
        ("no_year", date(2009, 3, 18), date(2009, 3, 18)),  # the story's year, not the page's
    ]
    # ...and from a date in an earlier passage when the rules pass it on
    assert days("Two days later it failed.", reference=date(2008, 9, 15)) == [("sequel", date(2008, 9, 17), date(2008, 9, 17))]


def test_weekday_sequels_and_the_start_of_next_week() -> None:
    assert days("the following Monday") == [("sequel", date(2025, 3, 17), date(2025, 3, 17))]
    assert days("次の月曜日に", cjk=True) == [("sequel", date(2025, 3, 17), date(2025, 3, 17))]
    assert days("週明けの会合で", cjk=True) == [("sequel", date(2025, 3, 17), date(2025, 3, 17))]
    assert find_sequels("next week") == [] and find_sequels("the day after the company said") == []


def test_a_year_less_date_takes_the_year_its_passage_names() -> None:
    text = "La Bourse a terminé l'année 2020 en recul. Le 18 mars, l'indice était tombé sous 3.800 points."
    assert days(text, anchor=date(2020, 12, 31), european=True)[-1][1] == date(2020, 3, 18)
    # a passage year that would put the date after the page's own date is not taken
    assert days("Plans for 2026 were set. On March 20 it fell.", anchor=date(2025, 2, 28))[-1][1] == date(2025, 3, 20)
    assert days("In 2024 it grew. On March 20 it fell.", anchor=date(2025, 2, 28))[-1][1] == date(2024, 3, 20)


def test_a_weekday_beside_a_year_less_date_picks_the_year() -> None:
    # 15 September is a Friday in 2023, not in 2024: the page of January 2024 looks back.
    assert days("This Friday, Sept 15, marks 15 years", anchor=date(2024, 1, 10)) == [
        ("no_year", date(2023, 9, 15), date(2023, 9, 15))
    ]
    assert days("Dienstag, 3. Mai: Zahlen von BP", anchor=date(2022, 4, 30), european=True) == [
        ("no_year", date(2022, 5, 3), date(2022, 5, 3))
    ]


def test_a_bare_weekday_far_back_keeps_the_coming_reading_too() -> None:
    monday = date(2025, 3, 10)
    assert days("El miércoles la Fed anunció", anchor=monday, european=True) == [
        ("weekday", date(2025, 3, 5), date(2025, 3, 12))
    ]
    assert days("周三，欧佩克决定", anchor=monday, cjk=True) == [("weekday", date(2025, 3, 5), date(2025, 3, 12))]
    assert days("the shares fell on Friday", anchor=monday) == [("weekday", date(2025, 3, 7), date(2025, 3, 7))]
    # a Friday story's "by Sunday evening" may be the coming Sunday; "an alert for Thursday" is the day aimed at
    assert days("by Sunday evening regulators said", anchor=FRIDAY) == [("weekday", date(2025, 3, 9), date(2025, 3, 16))]
    assert days("banks had lowered rates by Wednesday night", anchor=date(2025, 3, 13)) == [
        ("weekday", date(2025, 3, 12), date(2025, 3, 12))
    ]
    assert days("an air quality alert for Thursday", anchor=date(2025, 3, 12)) == [
        ("weekday", date(2025, 3, 13), date(2025, 3, 13))
    ]
    # after a pause, a Friday story's Monday may be the coming one
    assert days("when trading resumed on Monday, the Dow plunged", anchor=FRIDAY) == [
        ("weekday", date(2025, 3, 10), date(2025, 3, 17))
    ]
    # an addendum's weekdays are the coming ones
    assert days("Am Donnerstag senkte die EZB", anchor=monday, european=True, onward=True) == [
        ("weekday", date(2025, 3, 13), date(2025, 3, 13))
    ]


# --- Through the classifier ----------------------------------------------------------------

PAGE_AT = datetime(2025, 3, 14, 9, 0, tzinfo=UTC)  # Friday morning
T_SAT = datetime(2025, 3, 15, 12, 0, tzinfo=UTC)


def page(*paragraphs: str, lang: str = "en") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html lang='{lang}'><body><article><h1>Markets</h1>{body}</article></body></html>"


@pytest.mark.parametrize(
    ("paragraph", "lang"),
    [
        ("City economists said the data kept pressure on the bank, and two days later it raised rates by half a point.", "en"),
        ("Die Zahlen überraschten. Zwei Tage später senkte die Notenbank den Leitzins.", "de"),
        ("Les chiffres ont surpris. Le surlendemain, la banque centrale a relevé ses taux.", "fr"),
        ("Los datos sorprendieron. Dos días después, el banco central subió los tipos.", "es"),
        ("数据超出预期。两天后央行宣布降息。", "zh"),
        ("市場は落ち着いた。週明けの会合で日銀は買い入れ額を倍増した。", "ja"),
    ],
)
def test_a_sequel_after_t_reports_a_later_fact(paragraph: str, lang: str) -> None:
    verdict = judge(page(paragraph, lang=lang), t=T_SAT, page=PAGE_AT)
    assert verdict.label != "clean" and "fact_date_after_t" in verdict.reason


def test_a_sequel_before_t_is_clean() -> None:
    html = page("City economists said the data kept pressure on the bank, and two days later it raised rates.")
    later = judge(html, t=datetime(2025, 3, 20, tzinfo=UTC), page=PAGE_AT)
    assert later.label == "clean", later.reason  # edited after its date, known from that fact's day, before t
    story = page("On 9 March 2009 the index bottomed.", "Nine days later the central bank expanded its purchases.")
    assert judge(story, t=T_SAT, page=PAGE_AT).label == "clean"  # counted from 2009, not from the page


def test_a_two_way_weekday_fact_is_doubted_and_a_near_one_is_not() -> None:
    monday = datetime(2025, 3, 10, 9, 0, tzinfo=UTC)
    t = datetime(2025, 3, 11, 12, 0, tzinfo=UTC)
    # a fact cue without a past tense (no 了/已) leaves both readings open; the later one decides
    far = judge(page("美联储周三公布缩减购债计划。", lang="zh"), t=t, page=monday)
    assert far.label == "ambiguous" and "2025-03-12" in far.reason and "(or 2025-03-05)" in far.reason
    # told in the past tense, it is the Wednesday before the page (`test_past_weekdays`)
    told = judge(page("El miércoles la Fed anunció la retirada de estímulos.", lang="es"), t=t, page=monday)
    assert told.label == "clean", told.reason
    near = judge(page("The shares fell 3% on Friday after the company cut its outlook."), t=t, page=monday)
    assert near.label == "clean"


def test_an_addendum_reports_the_coming_weekday() -> None:
    monday = datetime(2025, 3, 10, 9, 0, tzinfo=UTC)
    html = page("Die EZB tagt diese Woche.", "Nachtrag: Am Donnerstag senkte die EZB den Einlagensatz.", lang="de")
    assert judge(html, t=datetime(2025, 3, 11, 12, 0, tzinfo=UTC), page=monday).label == "leak"


def test_a_headline_is_not_a_dateline_and_a_sentence_is_not_one() -> None:
    t = datetime(2021, 7, 12, 12, 0, tzinfo=UTC)
    stored = datetime(2021, 7, 11, 15, 0, tzinfo=UTC)
    html = "<html><body><article><h1>Week of July 12: CPI and bank earnings</h1><p>Quiet Monday ahead.</p></article></body></html>"
    assert judge(html, t=t, page=stored).label == "clean"
    zh = "<html lang='zh-cn'><body><article><p>2020年A股年度盘点。</p><p>新年首个交易日为1月4日。</p></article></body></html>"
    assert judge(zh, t=datetime(2021, 1, 1, tzinfo=UTC), page=datetime(2020, 12, 31, 23, 50, tzinfo=UTC)).label == "clean"


def test_a_date_inside_a_related_headline_is_its_subject() -> None:
    t = datetime(2025, 3, 20, 12, 0, tzinfo=UTC)
    stored = datetime(2025, 3, 19, 20, 0, tzinfo=UTC)
    body = "<article><p>The Fed left rates unchanged on Wednesday.</p></article>"
    subject = f"<html><body>{body}<aside><h3>Most read</h3><ul><li>Tax Day is April 15: last-minute moves</li></ul></aside></body></html>"
    assert judge(subject, t=t, page=stored).label == "clean"
    stamp = subject.replace("Tax Day is April 15: last-minute moves", "Tax moves that still count — April 15")
    assert judge(stamp, t=t, page=stored).label != "clean"  # a date standing apart dates the item


def test_an_anniversary_consistent_with_the_page_date_is_clean() -> None:
    html = page("A year ago, standing before you in February 2020, none of us could have predicted this year.")
    assert judge(html, t=datetime(2021, 2, 10, tzinfo=UTC), page=datetime(2021, 2, 5, tzinfo=UTC)).label == "clean"
    assert judge(html, t=datetime(2021, 2, 10, tzinfo=UTC), page=datetime(2020, 11, 5, tzinfo=UTC)).label == "ambiguous"

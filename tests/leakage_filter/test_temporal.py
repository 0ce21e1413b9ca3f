"""The temporal reading: dates in every language asof reads, times with zones as instants, the
page's locale for day/month order and for the zone a day is in, and relative dates anchored to
the page's own date."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from leakage_filter.dates import find_dates, find_periods, period_statement, tense_at
from leakage_filter.page_locale import page_locale, time_near

from .conftest import judge

ANCHOR = date(2025, 10, 2)


def one(text: str, **kwargs: object) -> tuple[str, date, date]:
    (mention,) = find_dates(text, anchor=ANCHOR, **kwargs)  # type: ignore[arg-type]
    return mention.kind, mention.earliest, mention.day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("am 4. November 2025", date(2025, 11, 4)),
        ("le 1er octobre 2025", date(2025, 10, 1)),
        ("le 4 novembre 2025", date(2025, 11, 4)),
        ("el 3 de marzo de 2025", date(2025, 3, 3)),
        ("令和7年10月1日", date(2025, 10, 1)),
        ("2025年10月1日", date(2025, 10, 1)),
    ],
)
def test_dates_in_other_languages(text: str, day: date) -> None:
    assert one(text)[1:] == (day, day)


def test_year_less_and_relative_dates_count_from_the_anchor() -> None:
    assert one("Am 3. Oktober") == ("no_year", date(2025, 10, 3), date(2025, 10, 3))
    assert one("vor 3 Tagen")[1] == date(2025, 9, 29)
    assert one("il y a 2 jours")[1] == date(2025, 9, 30)
    assert one("hace 3 días")[1] == date(2025, 9, 29)
    assert one("gestern")[1] == date(2025, 10, 1)
    assert one("先週")[1:] == (date(2025, 9, 22), date(2025, 9, 28))
    assert one("3日前")[1] == date(2025, 9, 29)
    assert one("am nächsten Montag")[1] == date(2025, 10, 6)
    assert find_dates("esta mañana", anchor=ANCHOR) == []  # "this morning", not "tomorrow"


def test_numeric_dates_follow_the_page_order_and_a_field_above_12() -> None:
    assert one("04/11/2025")[1:] == (date(2025, 4, 11), date(2025, 11, 4))  # two-way: both kept
    assert one("04/11/2025", order="DMY")[1:] == (date(2025, 11, 4), date(2025, 11, 4))
    assert one("04/11/2025", order="MDY")[1:] == (date(2025, 4, 11), date(2025, 4, 11))
    assert one("13/11/2025")[1:] == (date(2025, 11, 13), date(2025, 11, 13))
    assert one("11/13/2025", order="DMY")[1:] == (date(2025, 11, 13), date(2025, 11, 13))  # impossible order yields


def test_locale_evidence() -> None:
    assert page_locale("en-GB", None, "", cjk=False).order == "DMY"
    assert page_locale("en-US", None, "", cjk=False).order == "MDY"
    uk = page_locale("en", "https://www.example.co.uk/a", "", cjk=False)
    assert (uk.order, str(uk.zone)) == ("DMY", "Europe/London")
    assert page_locale("de", None, "", cjk=False).order == "DMY"
    assert page_locale("", None, "", cjk=True).zone == ZoneInfo("Asia/Shanghai")
    assert page_locale("", None, "dated 25/09/2025 and 03/10/2025", cjk=False).order == "DMY"
    assert page_locale("", None, "nothing", cjk=False).order is None


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("Updated Sept. 30, 2025, 10:55 a.m. EDT", datetime(2025, 9, 30, 14, 55, tzinfo=UTC)),
        ("北京时间2025年10月1日07:15", datetime(2025, 9, 30, 23, 15, tzinfo=UTC)),
        ("2025-10-01T07:15:00+08:00", datetime(2025, 9, 30, 23, 15, tzinfo=UTC)),
        ("3. März 2025, 14:30 Uhr MEZ", datetime(2025, 3, 3, 13, 30, tzinfo=UTC)),
        ("Oct. 1, 2025 at 9:30 PM ET", datetime(2025, 10, 2, 1, 30, tzinfo=UTC)),
        ("Oct 1, 2025 08:00 GMT+2", datetime(2025, 10, 1, 6, 0, tzinfo=UTC)),
    ],
)
def test_times_with_zones_are_instants(text: str, instant: datetime) -> None:
    (mention,) = find_dates(text, anchor=ANCHOR)
    assert mention.at == instant


def test_a_time_without_a_zone_needs_the_page_zone() -> None:
    (mention,) = find_dates("2025-09-30 15:02", anchor=ANCHOR)
    assert mention.at is None
    (mention,) = find_dates("2025-09-30 15:02", anchor=ANCHOR, zone=ZoneInfo("Asia/Shanghai"))
    assert mention.at == datetime(2025, 9, 30, 7, 2, tzinfo=UTC)
    assert time_near("Oct 1, 2025, 10.25 million shares", 0, 12, date(2025, 10, 1), ZoneInfo("UTC"), cjk=False) is None
    assert find_dates("CST 08:00 2025年10月1日", anchor=ANCHOR, cjk=True)[0].at == datetime(2025, 10, 1, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "tense"),
    [
        ("Acme, which is due to report on Oct. 16, said demand was strong.", "forward"),
        ("The notes, which mature on 15 March 2036, were priced at 99.4.", "forward"),
        ("Acme said on Oct. 3 that it had won the contract.", "fact"),
        ("Am 4. November 2025 meldete Acme einen Gewinn.", "fact"),
        ("Die Zahlen wird Acme am 5. November 2025 vorlegen.", "forward"),
        ("Acme publicará sus resultados el 4 de noviembre de 2025.", "forward"),
        ("Le 4 novembre 2025, Acme a publié ses résultats.", "fact"),
        ("2025年11月5日に決算を発表する予定です。", "forward"),
        ("2025年11月4日、アクメは決算を発表した。", "fact"),
        ("公司三季报预约披露日期为2025年10月28日。", "forward"),
    ],
)
def test_the_verb_that_governs_a_date_decides_its_tense(sentence: str, tense: str) -> None:
    mention = find_dates(sentence, anchor=ANCHOR)[0]
    assert tense_at(sentence, mention.start, mention.end)[0] == tense


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Im dritten Quartal 2025 stieg der Umsatz um 8 Prozent.", "2025Q3"),
        ("Au troisième trimestre 2025, le chiffre d'affaires a progressé de 4 %.", "2025Q3"),
        ("En el tercer trimestre de 2025 los ingresos aumentaron un 5%.", "2025Q3"),
        ("2025年度第3四半期の売上高は増加した。", "2025Q3"),
    ],
)
def test_realised_results_for_periods_in_other_languages(sentence: str, label: str) -> None:
    (period,) = [p for p in find_periods(sentence, anchor=ANCHOR) if p.label == label]
    assert period_statement(sentence, period)[0] == "realised"


def test_japanese_fiscal_quarters_end_three_months_later() -> None:
    (period,) = [p for p in find_periods("2025年度第3四半期の売上高", anchor=ANCHOR) if "四半期" in p.text]
    assert period.end_day == date(2025, 12, 31)


# --- Through the classifier ----------------------------------------------------------------

T_DAY = datetime(2025, 9, 30, 16, 0, tzinfo=UTC)


def test_an_exact_update_time_is_compared_as_an_instant() -> None:
    page = datetime(2025, 9, 30, 9, 0, tzinfo=UTC)
    before = "<html><body><article><p>Updated 10:55 a.m. EDT, Sept. 30, 2025</p><p>Orbit Labs rose.</p></article></body></html>"
    assert judge(before, t=T_DAY, page=page).label == "clean"
    after = before.replace("10:55 a.m.", "12:30 p.m.")
    verdict = judge(after, t=T_DAY, page=page)
    assert verdict.label == "leak" and "2025-09-30T16:30:00+00:00" in verdict.reason


def test_a_day_only_update_on_t_s_day_stays_ambiguous() -> None:
    html = "<html><body><article><p>Updated Sept. 30, 2025</p><p>Orbit Labs rose.</p></article></body></html>"
    assert judge(html, t=T_DAY, page=datetime(2025, 9, 29, 9, 0, tzinfo=UTC)).label == "ambiguous"


def test_a_fact_on_the_page_s_own_day_is_no_later_than_the_page() -> None:
    html = "<html><body><article><p>Orbit Labs said on Friday it would cut 200 jobs.</p></article></body></html>"
    friday = datetime(2025, 9, 26, 16, 0, tzinfo=UTC)
    assert judge(html, t=friday, page=datetime(2025, 9, 26, 9, 0, tzinfo=UTC)).label == "clean"


def test_uk_site_reads_numeric_dates_day_first() -> None:
    html = "<html lang='en-GB'><body><article><p>Last updated 10/09/2025</p><p>Orbit Labs rose.</p></article></body></html>"
    assert judge(html).label == "clean"  # 10 September, not 9 October
    assert judge(html.replace("10/09/2025", "03/10/2025")).label == "leak"  # 3 October, after t
    assert judge(html.replace("en-GB", "en")).label == "ambiguous"  # no locale: two-way, the later reading decides


def test_a_later_visible_publication_stamp_overrides_an_earlier_stored_date() -> None:
    html = "<html><body><article><p>Published 25 September 2025</p><p>Orbit Labs fell yesterday.</p></article></body></html>"
    verdict = judge(html, page=datetime(2025, 9, 1, tzinfo=UTC))
    assert verdict.label == "clean"
    assert "page dated 2025-09-25" in verdict.reason


def test_anniversary_and_after_publication_phrases_date_the_writing() -> None:
    anniversary = "<html><body><article><p>A year ago this week, on 2 October 2025, Orbit Labs cut jobs.</p></article></body></html>"
    assert judge(anniversary).label == "leak"
    old = anniversary.replace("2 October 2025", "2 September 2024")
    assert judge(old).label == "clean"
    update = "<html><body><article><p>Two days after this story was first published, Orbit Labs confirmed it.</p></article></body></html>"
    assert judge(update, page=datetime(2025, 9, 29, 10, tzinfo=UTC)).label == "leak"
    assert judge(update, page=datetime(2025, 9, 28, 12, tzinfo=UTC)).label == "ambiguous"  # within a day of t
    assert judge(update, page=datetime(2025, 9, 20, 10, tzinfo=UTC)).label == "clean"  # the page says: well before t


def test_an_offset_counts_from_the_shown_publication_not_a_stored_update() -> None:
    # The store's instant (29 Sept 10:00) already is the update two days after the byline's 27 Sept 10:00.
    html = ("<html><body><article><p>By Ann Lee · Published September 27, 2025, 6:00 a.m. EDT</p>"
            "<p>Orbit Labs makes kits for schools and sells them across the region to many buyers.</p>"
            "<p>Two days after this story was first published, Orbit Labs cut its guidance.</p></article></body></html>")
    stored = datetime(2025, 9, 29, 10, tzinfo=UTC)
    assert judge(html, page=stored).label == "clean"
    assert judge(html, t=datetime(2025, 9, 29, 9, tzinfo=UTC), page=stored).label == "leak"


def test_an_offset_from_the_page_s_publication_is_no_sequel_of_the_story() -> None:
    # Not two days after the meeting the text last named: two days after the page itself.
    html = ("<html><body><article><p>Shareholders will vote at the meeting on 20 December 2025.</p>"
            "<p>Three days after this article first appeared, Orbit Labs cut its guidance.</p></article></body></html>")
    assert judge(html, page=datetime(2025, 9, 20, 10, tzinfo=UTC)).label == "clean"
    assert judge(html, page=datetime(2025, 9, 29, 10, tzinfo=UTC)).label == "leak"
    chinese = ("<html lang='zh-CN'><body><article><p>公司计划于2025年12月20日召开股东大会。</p>"
               "<p>本文发布三天后，公司股价收跌7.8%。</p></article></body></html>")
    assert judge(chinese, page=datetime(2025, 9, 20, 2, tzinfo=UTC)).label == "clean"
    assert judge(chinese, page=datetime(2025, 9, 29, 2, tzinfo=UTC)).label == "leak"


def test_a_time_only_update_stamp_is_an_instant_on_the_page_s_day() -> None:
    page = datetime(2025, 9, 30, 8, 0, tzinfo=UTC)
    html = "<html lang='en-GB'><body><article><h1>Markets live</h1><p>Updated 17:45 BST</p><p>Orbit Labs rose.</p></article></body></html>"
    assert judge(html, t=T_DAY, page=page).label == "leak"  # 16:45Z > 16:00Z
    assert judge(html.replace("17:45", "16:45"), t=T_DAY, page=page).label == "clean"  # 15:45Z
    assert judge(html.replace(" BST", "").replace("en-GB", "en"), t=T_DAY, page=page).label == "clean"  # no zone: not read


def test_a_weekday_between_a_chinese_date_and_its_time() -> None:
    (mention,) = find_dates("2025年10月1日 星期三 07:15", anchor=ANCHOR, zone=ZoneInfo("Asia/Shanghai"), cjk=True)
    # the weekday after the date is that date's (`test_weekday_after_date`): one mention
    assert mention.at == datetime(2025, 9, 30, 23, 15, tzinfo=UTC)


def test_results_within_a_week_of_the_period_end_are_doubted() -> None:
    html = ("<html><body><article><p>Orbit Labs makes kits.</p></article><aside><h3>Most read</h3><ul><li>"
            "Orbit Labs third-quarter 2025 profit jumps 20%</li></ul></aside></body></html>")
    verdict = judge(html, t=datetime(2025, 10, 4, tzinfo=UTC), page=datetime(2025, 10, 3, tzinfo=UTC))
    assert verdict.label == "ambiguous" and "period_too_recent" in verdict.reason
    deliveries = html.replace("profit jumps 20%", "deliveries jump 20%")
    assert judge(deliveries, t=datetime(2025, 10, 4, tzinfo=UTC), page=datetime(2025, 10, 3, tzinfo=UTC)).label == "clean"
    later = judge(html, t=datetime(2025, 10, 20, tzinfo=UTC), page=datetime(2025, 10, 18, tzinfo=UTC))
    assert later.label == "clean"


def _tense(text: str, needle: str) -> str:
    start = text.index(needle)
    return tense_at(text, start, start + len(needle))[0]


def test_a_quotation_closed_after_its_stop_ends_the_sentence() -> None:
    # The quoted past tense is the speaker's sentence, not the verb of the date after it.
    german = 'Er sagte: "Man hat sich einmal böse die Finger verbrannt." Die Hauptversammlung stimmt am 28. November 2025 ab.'
    assert _tense(german, "28. November 2025") != "fact"
    english = 'She said: "We got burned once." Shareholders vote on 28 November 2025.'
    assert _tense(english, "28 November 2025") != "fact"
    # a quote inside the sentence leaves it whole: "burned" still governs the date after it
    assert _tense('Acme said it "got burned" on 28 November 2025.', "28 November 2025") == "fact"


def test_a_japanese_quote_standing_alone_ends_its_sentence() -> None:
    alone = "「需要はすでに回復した」 議案は2025年12月15日の定時株主総会で採決される。"
    assert _tense(alone, "2025年12月15日") != "fact"
    said = "社長は2025年12月15日、「需要は回復する」と話した。"  # the quote's verb follows it
    assert _tense(said, "2025年12月15日") == "fact"


def test_a_bracketed_japanese_addendum_label_stamps_its_day() -> None:
    html = "<html lang='ja'><body><article><p>【追記・10月3日】オービット社は通期見通しを下方修正した。</p></article></body></html>"
    verdict = judge(html)  # t is 30 September 2025 (the page 12 September): 3 October is after it
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason
    assert judge(html.replace("10月3日", "9月29日")).label == "clean"

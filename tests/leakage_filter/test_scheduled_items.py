"""A side module's item that schedules something still to come (a newsletter's next issue, a
webinar to sign up for) is no leak; one that reports something (a latest issue, a replay of a
later event, a dated headline) still is. Hand-written pages, one rule and its counterpart each."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.scheduled_items import calendar_row, latest_item, reported_item, scheduled_item

from .conftest import judge

T = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)
KNOWN = datetime(2024, 5, 8, 9, 0, tzinfo=UTC)
ARTICLE = (
    "<article><h1>Harbourline Cement keeps its dividend</h1><p class='byline'>By Mara Quist</p>"
    "<p>Harbourline Cement said its board kept the quarterly dividend unchanged, citing steady demand "
    "from road building and a lower cost of energy than a year earlier.</p></article>"
)


def page(aside: str) -> str:
    return f"<html><body>{ARTICLE}<aside class='side'>{aside}</aside></body></html>"


def _at(text: str, needle: str) -> tuple[int, int]:
    start = text.index(needle)
    return start, start + len(needle)


@pytest.mark.parametrize(
    ("text", "date_text"),
    [
        ("Next issue: May 20, 2024", "May 20, 2024"),
        ("Upcoming webinar – 20 May 2024", "20 May 2024"),
        ("Nächste Ausgabe: 20.05.2024", "20.05.2024"),
        ("Prochain numéro : 20 mai 2024", "20 mai 2024"),
        ("Próximo número: 20 de mayo de 2024", "20 de mayo de 2024"),
        ("次号：2024年5月20日", "2024年5月20日"),
        ("下期：2024年5月20日", "2024年5月20日"),
        ("다음 호: 2024년 5월 20일", "2024년 5월 20일"),
        ("Webinar: May 20, 2024. Register", "May 20, 2024"),
        ("Webinar: 20.05.2024. Jetzt anmelden", "20.05.2024"),
        ("Forum Taux – 20 mai 2024 S'inscrire", "20 mai 2024"),
        ("Seminario web: 20 de mayo de 2024. Inscríbete", "20 de mayo de 2024"),
        ("投资者说明会 2024年5月20日 立即报名", "2024年5月20日"),
        ("決算説明会 2024年5月20日 申し込む", "2024年5月20日"),
        ("투자 세미나 2024년 5월 20일 신청하기", "2024년 5월 20일"),
        ("Save the date: Harbourline investor day, May 20, 2024", "May 20, 2024"),
    ],
)
def test_an_item_framed_as_still_to_come_is_scheduled(text: str, date_text: str) -> None:
    assert scheduled_item(text, *_at(text, date_text))


@pytest.mark.parametrize(
    ("text", "date_text"),
    [
        ("Latest issue (May 20, 2024): Harbourline keeps its dividend", "May 20, 2024"),
        ("Webinar replay: May 20, 2024. Register to watch", "May 20, 2024"),  # a recording: it was held
        ("On demand Energy Forum (held 20 May 2024): Register", "20 May 2024"),
        ("En replay Forum Taux (tenu le 20 mai 2024) : S'inscrire", "20 mai 2024"),
        ("Harbourline beats estimates — May 20, 2024. Sign up for alerts", "May 20, 2024"),  # no event named
        ("Harbourline names a new chief executive — May 20, 2024", "May 20, 2024"),
        ("Harbourline's next move: May 20, 2024", "May 20, 2024"),  # "next" inside a headline, no label
    ],
)
def test_an_item_that_reports_or_is_not_framed_as_coming_is_not_scheduled(text: str, date_text: str) -> None:
    assert not scheduled_item(text, *_at(text, date_text))


@pytest.mark.parametrize(
    "aside",
    [
        "<h3>The Morning Brief</h3><p>Next issue: May 20, 2024</p>",
        "<h3>Der Börsen-Morgen</h3><p>Nächste Ausgabe: 20.05.2024</p>",
        "<div class='sponsored-block'><p>Webinar: May 20, 2024. <a href='/r'>Register</a></p></div>",
        "<div class='sponsored-block'><p>Webinar: 2024年5月20日. 申し込む</p></div>",
        "<div class='sponsored-block'><p>Webinar: 2024년 5월 20일. 신청하기</p></div>",
        "<div class='sponsored-block'><p>Webinar: 20 mai 2024. <a href='/r'>S'inscrire</a></p></div>",
    ],
)
def test_a_scheduled_item_in_a_side_module_is_no_leak(aside: str) -> None:
    verdict = judge(page(aside), t=T, page=KNOWN)
    assert verdict.label == "clean", verdict.reason


@pytest.mark.parametrize(
    "aside",
    [
        # a newsletter's latest issue dated after t: out already, whatever headline follows
        "<h3>The Morning Brief</h3><p>Latest issue (May 9, 2024 7:47 AM ET): Harbourline agrees a takeover</p>",
        # a replay of an event held after t, in a list under a schedule's heading
        "<h3>Agenda</h3><ul><li>En replay Forum Taux (tenu le 10 mai 2024) : Harbourline rachète un concurrent</li></ul>",
        # a related link dated after t
        "<h3>Related coverage</h3><ul><li><a href='/a'>Harbourline names a new chief financial officer</a> May 9, 2024 1:20 AM ET</li></ul>",
    ],
)
def test_a_later_item_that_reports_something_still_rejects(aside: str) -> None:
    verdict = judge(page(aside), t=T, page=KNOWN)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason, verdict.reason


def test_a_latest_issue_in_spanish_is_dated_by_its_label_not_read_as_a_headlines_subject() -> None:
    html = ("<html lang='es'><body><article><h1>Harbourline mantiene su dividendo</h1><p>Harbourline Cement dijo "
            "que su consejo mantuvo el dividendo trimestral sin cambios, por la demanda estable.</p></article>"
            "<aside class='side'><h3>El Despertador</h3><p>{}</p></aside></body></html>")
    latest = judge(html.format("Último número (9 de mayo de 2024, 17:04 CEST): Harbourline nombra nuevo director financiero"), t=T, page=KNOWN)
    assert latest.label == "leak" and "related_date_after_t" in latest.reason, latest.reason
    coming = judge(html.format("Próximo número: 20 de mayo de 2024"), t=T, page=KNOWN)
    assert coming.label == "clean", coming.reason


def test_the_latest_label_and_the_reported_words() -> None:
    text = "Latest issue (May 9, 2024 7:47 AM ET): Harbourline agrees a takeover"
    assert latest_item(text, text.index("May"))
    assert latest_item("Último número (9 de mayo de 2024): X nombra", 15) and latest_item("最新号：2024年5月9日", 4)
    assert not latest_item("Harbourline's latest outlook, May 9, 2024", 31)  # not a label: words before it
    assert reported_item("On demand Energy Forum (held 9 May 2024)")
    assert not reported_item("Forum Taux – 9 mai 2024 S'inscrire")


# --- A calendar's rows in the article: "LABEL: DATE" under a schedule's heading ------------------


def _calendar_page(rows: str, heading: str = "Reporting calendar") -> str:
    body = ARTICLE.replace("</article>", f"<h3>{heading}</h3><ul>{rows}</ul></article>")
    return f"<html><body>{body}</body></html>"


def test_a_calendar_row_s_label_words_report_nothing() -> None:
    rows = ("<li>the fiscal year ended March 31, 2024 — full-year results: May 20, 2024</li>"
            "<li>2024年4月 — CPI数据发布: 2024年5月15日</li><li>2024年5月 ― 政策決定: 2024年5月30日</li>")
    assert judge(_calendar_page(rows), t=T, page=KNOWN).label == "clean"
    assert calendar_row("2024年5月 ― 政策決定: 2024年5月30日", 0, 7)  # the label's month names what is scheduled


def test_a_row_reporting_itself_done_or_standing_apart_from_a_calendar_still_dates_a_fact() -> None:
    held = "<li>the fiscal year ended March 31, 2024 — full-year results were released: May 20, 2024</li>"
    assert judge(_calendar_page(held), t=T, page=KNOWN).label != "clean"
    plain = "<li>the fiscal year ended March 31, 2024 — full-year results: May 20, 2024</li>"
    assert judge(_calendar_page(plain, heading="Results"), t=T, page=KNOWN).label != "clean"
    assert not calendar_row("Results released on May 20, 2024 after the close", 21, 33)  # no label, a sentence


def test_what_the_page_tells_of_a_period_its_calendar_dates_after_t_is_a_leak() -> None:
    # The calendar dates the April figure's release on 15 May, after t; the story already tells it.
    rows = "<li>April 2024 — CPI release: May 15, 2024</li><li>March 2024 — CPI release: April 10, 2024</li>"
    told = ARTICLE.replace("</article>", "<p>Consumer prices rose 3.1% in April 2024, the statistics office said.</p></article>")
    html = f"<html><body>{told.replace('</article>', f'<h3>Data calendar</h3><ul>{rows}</ul></article>')}</body></html>"
    verdict = judge(html, t=T, page=KNOWN)
    assert verdict.label == "leak" and "reported_after_t" in verdict.reason
    # the March figure, released before t, is no leak
    assert judge(html.replace("in April 2024", "in March 2024"), t=T, page=KNOWN).label == "clean"


def test_a_calendar_heading_in_other_languages_schedules_its_rows() -> None:
    table = ("<table><tr><th>Tid</th><th>Händelse</th></tr><tr><td>9 maj 2024 kl. 11.30 (CET)</td>"
             "<td>Inköpschefsindex</td></tr></table>")

    def html(heading: str) -> str:
        return f"<html lang='sv'><body>{ARTICLE.replace('</article>', f'<h2>{heading}</h2>{table}</article>')}</body></html>"

    assert judge(html("Makrokalender"), t=T, page=KNOWN).label == "clean"
    assert judge(html("Marknaden idag"), t=T, page=KNOWN).label != "clean"  # a day after t under no schedule


def test_a_later_date_beside_a_forecast_figure_is_scheduled_but_beside_a_reported_one_is_not() -> None:
    def html(headline: str) -> str:
        return f"<html lang='it'><body><article><h1>{headline}</h1><p>Il gruppo pubblica i conti trimestrali.</p></article></body></html>"

    forecast = "Gruppo Padano, conti il 20 maggio 2024: il consenso stima utile in crescita del 7,4%"
    assert judge(html(forecast), t=T, page=KNOWN).label == "clean"
    reported = "Gruppo Padano, conti il 20 maggio 2024: utile in crescita del 7,4%"
    assert judge(html(reported), t=T, page=KNOWN).label != "clean"

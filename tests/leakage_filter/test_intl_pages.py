"""Non-English pages (issue 13): each test is one general rule on a page written for its class,
in the language the class was seen in."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge


def test_times_in_a_calendar_table_are_a_schedule_not_entry_stamps() -> None:
    # A German economic calendar lists today's release times in table cells; the page was stamped at
    # 08:10 CET and t is 10:00 UTC, before the afternoon releases. Only a live page's own entry
    # stamps (a line that is only a time, outside a table) date an update.
    html = ("<html lang='de'><body><article><h1>Termine am Donnerstag, 14. März 2024</h1>"
            "<p>Alle Zeiten MEZ · Stand 14. März 2024, 08:10 Uhr</p><table>"
            "<tr><th>Uhrzeit</th><th>Land</th><th>Termin</th><th>Prognose</th></tr>"
            "<tr><td>11:00</td><td>Eurozone</td><td>Industrieproduktion</td><td>0,5%</td></tr>"
            "<tr><td>13:30</td><td>USA</td><td>Erzeugerpreise</td><td>0,3%</td></tr>"
            "<tr><td>16:45</td><td>Kanada</td><td>Großhandelsumsatz</td><td>-0,2%</td></tr>"
            "</table></article></body></html>")
    stamped = datetime(2024, 3, 14, 7, 10, tzinfo=UTC)
    assert judge(html, t=datetime(2024, 3, 14, 10, 0, tzinfo=UTC), page=stamped).label == "clean"
    live = html.replace("<table>", "<div>").replace("</table>", "</div>").replace("<tr><td>16:45</td>", "<p>16:45</p><p>")
    live = live.replace("<td>Kanada</td><td>Großhandelsumsatz</td><td>-0,2%</td></tr>", "Kanada meldet den Großhandelsumsatz.</p>")
    verdict = judge(live, t=datetime(2024, 3, 14, 10, 0, tzinfo=UTC), page=stamped)
    assert verdict.label == "leak" and "updated_after_t" in verdict.reason


def _results_page(lang: str, headline: str, body: str) -> str:
    return f"<html lang='{lang}'><body><article><h1>{headline}</h1><p>{body}</p></article></body></html>"


@pytest.mark.parametrize(
    ("lang", "claim", "outlook"),
    [
        ("ko", "2023년 3분기 영업이익은 41.2억원으로 전년 동기 대비 9.1% 늘었다.",
         "2023년 3분기 영업이익은 45억원 안팎이 될 것으로 전망된다."),
        ("nl", "In het derde kwartaal van 2023 boekte het bedrijf een winst van 12,4 miljoen euro.",
         "Voor het derde kwartaal van 2023 verwacht het bedrijf een winst van 12 miljoen euro."),
        ("pt", "No 3º trimestre de 2023, a empresa registrou lucro de 88,1 milhões de reais.",
         "Para o 3º trimestre de 2023, a empresa prevê lucro de 90 milhões de reais."),
        ("it", "Nel terzo trimestre 2023 il fatturato è cresciuto a 310 milioni di euro.",
         "Per il terzo trimestre 2023 la società prevede un fatturato di 320 milioni di euro."),
    ],
)
def test_realised_results_of_a_quarter_not_over_at_t_leak_in_more_languages(lang: str, claim: str, outlook: str) -> None:
    # A page of 20 August 2023 reports its second quarter, then states a figure for the third one,
    # which ends on 30 September: only a later page can know it. The same figure as an outlook is fine.
    t, page = datetime(2023, 8, 22, 12, 0, tzinfo=UTC), datetime(2023, 8, 20, 8, 0, tzinfo=UTC)
    leak = judge(_results_page(lang, "Q2", claim), t=t, page=page)
    assert leak.label == "leak" and "period_not_over" in leak.reason
    assert judge(_results_page(lang, "Q2", outlook), t=t, page=page).label == "clean"


@pytest.mark.parametrize(
    ("lang", "claim"),
    [("zh-cn", "2024年5月份全国铁路累计发送旅客3.6亿人次。"), ("ja", "2024年5月分の新車販売台数は前年同月比4.2%の増加となった。")],
)
def test_a_month_s_figure_stated_before_the_month_is_over_leaks(lang: str, claim: str) -> None:
    # "5月份" / "5月分" is "the figure for May": stated on 20 May, before May was over.
    html = _results_page(lang, "统计", claim)
    t, page = datetime(2024, 5, 21, 12, 0, tzinfo=UTC), datetime(2024, 5, 20, 8, 0, tzinfo=UTC)
    assert judge(html, t=t, page=page).label == "leak"
    assert judge(html, t=datetime(2024, 6, 12, 12, 0, tzinfo=UTC), page=datetime(2024, 6, 10, 8, 0, tzinfo=UTC)).label == "clean"


@pytest.mark.parametrize(
    ("lang", "item"),
    [
        ("es", "Resultados del grupo 3 de mayo de 2024 - 09:15 (hora de Madrid)"),
        ("fr", "Nouveau directeur financier vendredi 3 mai 2024, 09h15 (heure de Paris)"),
        ("ja", "金融経済月報 2024年5月3日 午後4時15分 JST"),
        ("zh-hk", "恒港地產月營收創新高 2024年5月3日 週五 15:15(香港時間)"),
        ("zh-cn", "老王 2024-05-03 15:15(北京时间)"),
    ],
)
def test_a_list_item_ending_in_its_stamp_with_a_time_and_zone_word_is_dated_by_it(lang: str, item: str) -> None:
    # A "most read" entry or a reader's comment header ends with its own stamp: a date, a time
    # written the language's way and a zone named in words or brackets. The stamp is 07:15 UTC on
    # 3 May: after t at 06:00, before t at 08:00.
    html = (f"<html lang='{lang}'><body><article><h1>Notizia</h1><p>Testo del articolo senza date.</p></article>"
            f"<aside class='most-read'><h3>Más leídas</h3><ul><li>{item}</li></ul></aside></body></html>")
    page = datetime(2024, 5, 1, 8, 0, tzinfo=UTC)
    verdict = judge(html, t=datetime(2024, 5, 3, 6, 0, tzinfo=UTC), page=page)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason
    assert judge(html, t=datetime(2024, 5, 3, 8, 0, tzinfo=UTC), page=page).label == "clean"


def test_a_reader_comment_under_its_own_earlier_stamp_reports_no_later_outcome() -> None:
    # The article says the results call is planned for 21 May; a reader's comment, stamped before
    # t, says "the call is worth listening to": written then, it cannot report the call's outcome.
    html = ("<html lang='zh-cn'><body><article><h1>青禾业绩</h1><p>2023年4月17日 10:58</p>"
            "<p>公司计划于2023年5月21日召开业绩说明会,届时管理层将就经营情况与投资者交流。</p></article>"
            "<section class='comments'><h3>评论</h3><ul><li>老股民 2023-04-20 20:42</li></ul>"
            "<p>管理层说明会值得一听。</p></section></body></html>")
    t = datetime(2023, 4, 27, 8, 0, tzinfo=UTC)
    assert judge(html, t=t, page=datetime(2023, 4, 17, 2, 58, tzinfo=UTC)).label == "clean"


@pytest.mark.parametrize(
    ("lang", "fact", "plan"),
    [
        ("it", "Il 12 giugno 2024 la società ha poi comunicato la cessione della divisione.",
         "La cessione della divisione è prevista per il 12 giugno 2024."),
        ("pt", "Em 12 de junho de 2024, a empresa anunciou a venda da divisão.",
         "A venda da divisão está marcada para 12 de junho de 2024."),
        ("nl", "Op 12 juni 2024 maakte het bedrijf de verkoop van de divisie bekend.",
         "De verkoop van de divisie staat gepland voor 12 juni 2024."),
        ("ko", "2024년 6월 12일 회사는 사업부 매각을 공시했다.", "회사는 2024년 6월 12일 사업부 매각을 공시할 예정이다."),
    ],
)
def test_a_later_date_stated_as_done_leaks_in_more_languages(lang: str, fact: str, plan: str) -> None:
    # A page of 3 June reports as done what happened on 12 June; the same date as a plan is fine.
    t, page = datetime(2024, 6, 5, 12, 0, tzinfo=UTC), datetime(2024, 6, 3, 8, 0, tzinfo=UTC)
    verdict = judge(_results_page(lang, "Notizie", fact), t=t, page=page)
    assert verdict.label == "leak" and "fact_date_after_t" in verdict.reason
    assert judge(_results_page(lang, "Notizie", plan), t=t, page=page).label == "clean"


@pytest.mark.parametrize(
    ("lang", "sequel"),
    [
        ("it", "Il giorno dopo il titolo ha perso il 4%."),
        ("pt", "No dia seguinte, a ação caiu 4%."),
        ("nl", "De volgende dag zakte het aandeel 4 procent."),
        ("ko", "다음날 주가는 4% 하락 마감했다."),
        ("it", "Due giorni dopo il titolo ha perso il 4%."),
        ("pt", "Uma semana depois, a ação caiu 4%."),
        ("nl", "Twee dagen later zakte het aandeel 4 procent."),
        ("ko", "이틀 뒤 주가는 4% 하락 마감했다."),
    ],
)
def test_the_next_day_counts_from_the_page_s_own_date_in_more_languages(lang: str, sequel: str) -> None:
    # Published on 3 June at 10:00 UTC; "the next day the share fell" is 4 June: a fact after t on 3
    # June. After a date the story names ("20/05/2024"), it is the day after that one: before t.
    page = datetime(2024, 6, 3, 10, 0, tzinfo=UTC)
    verdict = judge(_results_page(lang, "Notizie", sequel), t=datetime(2024, 6, 3, 18, 0, tzinfo=UTC), page=page)
    assert verdict.label != "clean" and "fact_date_after_t" in verdict.reason
    story = _results_page(lang, "Notizie", f"2024-05-20: ... {sequel}")
    assert judge(story, t=datetime(2024, 6, 3, 18, 0, tzinfo=UTC), page=page).label == "clean"


@pytest.mark.parametrize(
    ("lang", "fact", "plan"),
    [
        # traditional Chinese: 通過 (passed) is a fact, 預計於 (expected on) a plan
        ("zh-tw", "2024年6月12日公司股東會通過配息案。", "公司股東會預計於2024年6月12日召開並發佈決議。"),
        # any Spanish or Italian preterite ("ratificó", "approvò") is a fact
        ("es", "La asamblea del 12 de junio de 2024 ratificó el dividendo.", "La asamblea del 12 de junio de 2024 votará el dividendo."),
        ("it", "L'assemblea del 12 giugno 2024 approvò il dividendo.", "L'assemblea del 12 giugno 2024 dovrebbe votare il dividendo."),
        # a Korean plan noun is no tense: only its predicate is ("계획 철회를 발표했다" reports a withdrawal)
        ("ko", "2024년 6월 12일 회사는 인수 계획 철회를 발표했다.", "회사는 2024년 6월 12일 인수 계획을 발표할 예정이다."),
    ],
)
def test_tense_cues_read_traditional_chinese_any_romance_preterite_and_korean_predicates(lang: str, fact: str, plan: str) -> None:
    t, page = datetime(2024, 6, 5, 12, 0, tzinfo=UTC), datetime(2024, 6, 3, 8, 0, tzinfo=UTC)
    verdict = judge(_results_page(lang, "公告", fact), t=t, page=page)
    assert verdict.label == "leak" and "fact_date_after_t" in verdict.reason
    assert judge(_results_page(lang, "公告", plan), t=t, page=page).label == "clean"


@pytest.mark.parametrize(("lang", "url"), [("pt-br", None), ("pt", None), ("", "https://www.jornal.example.com.br/x")])
def test_portuguese_pages_write_the_day_first(lang: str, url: str | None) -> None:
    # "12/04/2020" on a Brazilian or Portuguese page is 12 April, not 4 December.
    html = (f"<html lang='{lang}'><body><article><h1>Dólar</h1><p>O dólar fechou em alta.</p></article>"
            "<aside class='related'><h3>Mais lidas</h3><ul><li>Análise: para onde vai o dólar? 12/04/2020</li></ul>"
            "</aside></body></html>")
    t, page = datetime(2020, 5, 5, 2, 0, tzinfo=UTC), datetime(2020, 5, 5, 1, 0, tzinfo=UTC)
    assert judge(html, t=t, page=page, url=url).label == "clean"


def test_a_calendar_row_timed_after_t_that_already_shows_its_actual_value_leaks() -> None:
    # A French release calendar: the 14:30 row (13:30 UTC) is after t at 10:00 UTC. Waiting for its
    # release, its "Actuel" cell is empty (a cell short); filled, the page was changed after t.
    def calendar(actual: str) -> str:
        return ("<html lang='fr'><body><article><h1>Agenda du 14 mars 2024</h1><p>Heures de Paris · Mis à jour le "
                "14 mars 2024 à 08h10</p><table><tr><th>Heure</th><th>Pays</th><th>Indicateur</th><th>Actuel</th>"
                "<th>Prévision</th></tr><tr><td>08:45</td><td>France</td><td>IPC (a/a)</td><td>2,9%</td><td>3,0%</td></tr>"
                f"<tr><td>14:30</td><td>États-Unis</td><td>Ventes au détail</td><td>{actual}</td><td>0,8%</td></tr>"
                "</table></article></body></html>")
    t, page = datetime(2024, 3, 14, 10, 0, tzinfo=UTC), datetime(2024, 3, 14, 7, 10, tzinfo=UTC)
    assert judge(calendar(""), t=t, page=page).label == "clean"
    assert judge(calendar("—"), t=t, page=page).label == "clean"  # a placeholder is no value
    verdict = judge(calendar("0,6%"), t=t, page=page)
    assert verdict.label == "leak" and "already shows its actual value" in verdict.reason
    assert judge(calendar("0,6%"), t=datetime(2024, 3, 14, 14, 0, tzinfo=UTC), page=page).label == "clean"


@pytest.mark.parametrize(
    ("lang", "claim"),
    [
        ("it", "L'inflazione di maggio 2024 è salita allo 0,8%."),
        ("pt", "A inflação de maio de 2024 subiu 0,4%."),
        ("nl", "De inflatie in mei 2024 steeg naar 2,7 procent."),
        ("ko", "2024년 5월 소비자물가는 2.7% 상승했다."),
    ],
)
def test_a_month_s_statistic_stated_before_the_month_is_over_leaks_in_more_languages(lang: str, claim: str) -> None:
    t, page = datetime(2024, 5, 21, 12, 0, tzinfo=UTC), datetime(2024, 5, 20, 8, 0, tzinfo=UTC)
    verdict = judge(_results_page(lang, "Istat", claim), t=t, page=page)
    assert verdict.label == "leak" and "period_not_over" in verdict.reason


def test_a_dutch_item_stamp_with_om_and_uur_is_an_instant() -> None:
    html = ("<html lang='nl'><body><article><h1>Beurs</h1><p>De AEX sloot hoger.</p></article>"
            "<aside class='related'><h3>Meest gelezen</h3><ul><li>Bank verhoogt dividend 3 mei 2024 om 09.15 uur</li></ul>"
            "</aside></body></html>")
    page = datetime(2024, 5, 1, 8, 0, tzinfo=UTC)  # 09:15 in Amsterdam (CEST) is 07:15 UTC
    assert judge(html, t=datetime(2024, 5, 3, 6, 0, tzinfo=UTC), page=page).label == "leak"
    assert judge(html, t=datetime(2024, 5, 3, 8, 0, tzinfo=UTC), page=page).label == "clean"


def test_a_count_of_quarters_is_no_quarter() -> None:
    # "12분기 연속" is twelve quarters in a row, not the second quarter.
    html = _results_page("ko", "실적", "회사는 12분기 연속 매출이 늘었다.")
    assert judge(html, t=datetime(2024, 5, 21, 12, 0, tzinfo=UTC), page=datetime(2024, 5, 20, 8, 0, tzinfo=UTC)).label == "clean"

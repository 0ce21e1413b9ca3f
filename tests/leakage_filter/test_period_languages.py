"""Results of a period not over at t in the languages the first period rules did not read
(Swedish, Polish, Russian, Turkish, Indonesian, Vietnamese), with the copulas and compound pasts
of the European ones ("a été de", "è stato di") and typographic apostrophes ("chiffre d’affaires");
their guidance stays guidance (hand-written sentences)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.dates import find_periods, period_statement
from leakage_filter.period_words import more_periods

from .conftest import judge

_ANCHOR = date(2024, 8, 5)
_PAGE = datetime(2024, 8, 5, 9, 0, tzinfo=UTC)
_T = datetime(2024, 8, 7, 12, 0, tzinfo=UTC)
"""In the third quarter of 2024: its results were not out yet."""


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Bolagets rörelseresultat steg till 410 miljoner kronor under tredje kvartalet 2024.", "2024Q3"),
        ("W trzecim kwartale 2024 r. przychody grupy wzrosły o 9 proc.", "2024Q3"),
        ("Чистая прибыль группы за третий квартал 2024 года составила 8 млрд рублей.", "2024Q3"),
        ("Grubun 2024 yılının üçüncü çeyreğinde hasılatı yüzde 9 arttı.", "2024Q3"),
        ("Pendapatan perseroan pada triwulan ketiga 2024 meningkat 9 persen.", "2024Q3"),
        ("Lợi nhuận quý III năm 2024 của tập đoàn tăng 9%.", "2024Q3"),
        ("Le chiffre d’affaires du troisième trimestre 2024 a été de 210 millions d’euros.", "2024Q3"),
        ("L’utile del terzo trimestre 2024 è stato di 80 milioni di euro.", "2024Q3"),
        ("Umsatz im dritten Quartal 2024: Der Konzernumsatz war mit 1,2 Milliarden Euro so hoch wie nie.", "2024Q3"),
        # a German results noun in the genitive, after a realised verb
        ("Die Reederei verbuchte im 3. Quartal 2024 ein Plus des Gewinns von 12 Prozent.", "2024Q3"),
        ("Der Versender meldete für das 3. Quartal 2024 einen Rückgang des Umsatzes um 4 Prozent.", "2024Q3"),
    ],
)
def test_realised_results_are_read_in_more_languages(sentence: str, label: str) -> None:
    (period,) = find_periods(sentence, anchor=_ANCHOR)
    assert period.label == label
    assert period_statement(sentence, period)[0] == "realised", sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Bolaget väntas redovisa en vinst för tredje kvartalet 2024 i oktober.",
        "Компания ожидает, что выручка в третьем квартале 2024 года составит 9 млрд рублей.",
        "Perseroan menargetkan pendapatan triwulan ketiga 2024 naik 9 persen.",  # no tense: the target governs
        "Công ty dự kiến doanh thu quý 3/2024 đạt 1.200 tỷ đồng.",
        "Le chiffre d’affaires du troisième trimestre 2024 devrait progresser de 5 %.",
        "Il fatturato del terzo trimestre 2024 dovrebbe crescere del 5%.",
        "Der Versender erwartet für das 3. Quartal 2024 einen Anstieg des Nettogewinns.",
    ],
)
def test_guidance_stays_guidance(sentence: str) -> None:
    (period,) = find_periods(sentence, anchor=_ANCHOR)
    assert period_statement(sentence, period)[0] != "realised", sentence


def test_period_words_read_halves_nine_months_and_no_stray_words() -> None:
    assert [p[2:] for p in more_periods("första halvåret 2024")] == [("H", 1, 2024)]
    assert [p[2:] for p in more_periods("первое полугодие")] == [("H", 1, None)]
    assert [p[2:] for p in more_periods("6 tháng đầu năm 2024")] == [("H", 1, 2024)]
    assert [p[2:] for p in more_periods("9 tháng đầu năm")] == [("9M", 3, None)]
    assert list(more_periods("utdelning per kvartal")) == []  # "per" is no ordinal
    assert list(more_periods("trzecie półrocze")) == []  # a year has two halves


def test_a_swedish_quarter_result_before_the_quarter_ends_rejects_the_page() -> None:
    page = ("<html lang='sv'><body><article><h1>Norrviken Kraft höjer utdelningen</h1><p>5 augusti 2024 kl. 11.00</p>"
            "<p>Nettoomsättningen ökade med 14 procent till 2,1 miljarder kronor under tredje kvartalet 2024.</p>"
            "</article></body></html>")
    verdict = judge(page, t=_T, page=_PAGE)
    assert verdict.label == "leak" and "period" in verdict.reason
    guidance = page.replace("Nettoomsättningen ökade med", "Nettoomsättningen väntas öka med")
    assert judge(guidance, t=_T, page=_PAGE).label != "leak"


@pytest.mark.parametrize(
    ("sentence", "realised"),
    [
        ("Les ventes de Ravel ont progressé de 6 % en août 2024 sur un an.", True),
        ("Las ventas de Ravel subieron un 6% interanual en agosto de 2024.", True),
        ("Penjualan Ravel pada Agustus 2024 naik 6% secara tahunan.", True),
        ("Ravel prevé que las ventas suban un 6% en agosto de 2024.", False),  # guidance
    ],
)
def test_a_month_figure_in_other_languages_is_the_month_s_result(sentence: str, realised: bool) -> None:
    (period,) = find_periods(sentence, anchor=_ANCHOR)
    assert period.label == "2024M08"
    assert (period_statement(sentence, period)[0] == "realised") is realised


def test_a_month_named_without_a_figure_beside_it_is_no_period() -> None:
    assert find_periods("En août 2024, Ravel a publié ses comptes semestriels.", anchor=_ANCHOR) == []


def _statement(sentence: str, label: str) -> str:
    (period,) = [p for p in find_periods(sentence, anchor=_ANCHOR) if p.label == label]
    return period_statement(sentence, period)[0]


def test_a_japanese_forecast_revised_is_guidance_for_its_period() -> None:
    # "announced it would raise its consolidated forecast for the year to March 2025": nothing realised
    revised = "東和精工は本日、2025年3月期の連結業績予想を上方修正すると発表した。"
    assert _statement(revised, "2025FY") == "guidance"
    page = f"<html lang='ja'><body><article><p>{revised}売上高は前回予想を上回る見通し。</p></article></body></html>"
    assert judge(page, t=_T, page=_PAGE).label == "clean"
    # the results themselves, announced before the year is over, stay realised
    results = "東和精工は本日、2025年3月期の連結決算を発表した。純利益は前期比12%増の80億円だった。"
    assert _statement(results, "2025FY") == "realised"
    assert judge(f"<html lang='ja'><body><article><p>{results}</p></article></body></html>", t=_T, page=_PAGE).label != "clean"


def test_a_yearless_period_whose_results_the_sentence_dates_is_no_doubt() -> None:
    # A page of 11 February 2025: "second-quarter" alone would be 2024Q2, stale, or 2025Q2, not over;
    # the sentence says its results came out on 17 January 2025, before the page: out by then.
    page = datetime(2025, 2, 11, 2, 0, tzinfo=UTC)
    t = datetime(2025, 2, 11, 4, 0, tzinfo=UTC)
    dated = ("<html><body><article><p>Orbit Labs shares fell 2.3% after its second-quarter results on 17 Jan 2025, "
             "and have not fully recovered.</p></article></body></html>")
    assert judge(dated, t=t, page=page).label == "clean"
    undated = dated.replace(" on 17 Jan 2025", "")
    verdict = judge(undated, t=t, page=page)
    assert verdict.label == "ambiguous" and "period_year_unclear" in verdict.reason


@pytest.mark.parametrize(
    ("sentence", "label"),
    [("올해 1분기 영업이익이 전년 동기 대비 11% 증가했다.", "2024Q1"), ("今年の第1四半期の営業利益は11%増加した。", "2024Q1"),
     ("작년 4분기 매출은 9% 증가했다.", "2023Q4"), ("昨年の第4四半期の売上高は9%増加した。", "2023Q4")],
)
def test_korean_and_japanese_year_words_name_the_period_s_year(sentence: str, label: str) -> None:
    (period,) = [p for p in find_periods(sentence, anchor=_ANCHOR) if p.label == label]
    assert not period.year_inferred
    # the first quarter of this year (the page's), long over: no doubt about which year
    assert judge(f"<html><body><article><p>{sentence}</p></article></body></html>", t=_T, page=_PAGE).label == "clean"


def test_a_yearless_korean_quarter_long_over_is_still_doubted() -> None:
    html = "<html><body><article><p>1분기 영업이익이 전년 동기 대비 11% 증가했다.</p></article></body></html>"
    page = datetime(2024, 10, 31, 9, 0, tzinfo=UTC)
    verdict = judge(html, t=datetime(2024, 11, 2, tzinfo=UTC), page=page)
    assert verdict.label == "ambiguous" and "period_year_unclear" in verdict.reason
    assert judge(html.replace("1분기", "올해 1분기"), t=datetime(2024, 11, 2, tzinfo=UTC), page=page).label == "clean"

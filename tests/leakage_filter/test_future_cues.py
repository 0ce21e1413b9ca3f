"""Forward-looking dates in languages whose schedule words the English, Chinese and European cue
lists miss (`future_cues`): a company that will report on a day after t is no leak, while the
same date with no forward word stays unverifiable (and a reported outcome stays a leak)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 4, 2, 8, 0, tzinfo=UTC)
_T = datetime(2025, 4, 6, 12, 0, tzinfo=UTC)


def _article(lang: str, sentence: str) -> str:
    return (f"<html lang='{lang}'><body><article><h1>Ormeau</h1><p>2025-04-02 10:00</p>"
            f"<p>{sentence if '%' in sentence else sentence + ' 7,4%'}</p></article></body></html>")  # a figure: no cue is no schedule


@pytest.mark.parametrize(
    ("lang", "forward", "bare"),
    [
        ("es", "Grupo Ormeau presentará sus cuentas el 24 de abril de 2025.", "Grupo Ormeau, sus cuentas el 24 de abril de 2025."),
        ("it", "Gruppo Ormeau diffonderà i conti il 24 aprile 2025.", "Gruppo Ormeau, i conti il 24 aprile 2025."),
        ("pt", "A Ormeau divulgará o balanço em 24 de abril de 2025.", "A Ormeau, o balanço em 24 de abril de 2025."),
        ("tr", "Ormeau bilançosunu 24 Nisan 2025 tarihinde açıklayacak.", "Ormeau bilançosu 24 Nisan 2025 tarihinde."),
        ("hi", "ऑर्मो 24 अप्रैल 2025 को नतीजे जारी करेगा", "ऑर्मो 24 अप्रैल 2025 को नतीजे"),
        ("ru", "«Ормо» отчитается 24 апреля 2025 г. о прибыли.", "«Ормо» 24 апреля 2025 г. о прибыли."),
        ("sv", "Ormeau väntas lämna rapporten den 24 april 2025.", "Ormeau och rapporten den 24 april 2025."),
        ("id", "Ormeau akan merilis laporan keuangan 24 April 2025.", "Ormeau laporan keuangan 24 April 2025."),
        ("vi", "Ormeau sẽ công bố kết quả ngày 24 tháng 4 năm 2025.", "Ormeau công bố kết quả ngày 24 tháng 4 năm 2025."),
        ("ar", "من المقرر أن تعلن أورمو نتائجها في 24 أبريل 2025.", "أورمو ونتائجها في 24 أبريل 2025."),
        ("ko", "오르모, 2025년 4월 24일 1분기 실적 발표…영업이익 7,4% 증가 전망", "오르모, 2025년 4월 24일 1분기 실적 발표…영업이익 7,4% 증가"),
        ("ja", "オルモ、2025年4月24日に決算発表へ", "オルモ、2025年4月24日に決算"),
        ("pl", "Spółka Ormeau planuje publikację raportu na 24.04.2025.", "Spółka Ormeau, raport 24.04.2025."),
        ("pl", "Zwyczajne walne zgromadzenie zwołano na 24 kwietnia 2025.", "Zwyczajne walne zgromadzenie, 24 kwietnia 2025."),
        ("pl", "Spółka Ormeau poda wyniki 24.04.2025.", "Spółka Ormeau, wyniki 24.04.2025."),
        ("pl", "Analitycy oczekują wzrostu 24.04.2025.", "Analitycy i wzrost 24.04.2025."),
        ("ko", "회사 측은 다음 이자 지급일이 2025년 4월 24일이라고 밝혔다.", "회사 측은 2025년 4월 24일 이자를 지급했다고 밝혔다."),
        ("pt", "A Ormeau convoca assembleia para 24/04/2025.", "A Ormeau, assembleia 24/04/2025."),
        ("es", "Grupo Ormeau convoca su junta general para el 24 de abril de 2025.", "Grupo Ormeau, su junta general el 24 de abril de 2025."),
        ("it", "Ormeau convoca l'assemblea per il 24 aprile 2025.", "Ormeau, l'assemblea il 24 aprile 2025."),
        ("fr", "Ormeau convoque son assemblée générale le 24 avril 2025.", "Ormeau, son assemblée générale le 24 avril 2025."),
        ("de", "Ormeau AG lädt zur Hauptversammlung am 24.04.2025.", "Ormeau AG, Hauptversammlung am 24.04.2025."),
        ("fr", "Ce qu'attendent les analystes des résultats du 24/04/2025.", "Ce que les analystes des résultats du 24/04/2025."),
        ("fr", "Ormeau : le point avant les résultats du 24/04/2025.", "Ormeau : le point sur les résultats du 24/04/2025."),
        ("pt", "Mercado projeta alta no lucro em 24/04/2025.", "Mercado e alta no lucro em 24/04/2025."),
        ("nl", "Analisten rekenen op groei op 24.04.2025.", "Analisten en groei op 24.04.2025."),
    ],
)
def test_a_scheduled_date_after_t_is_clean_and_the_bare_date_is_not(lang: str, forward: str, bare: str) -> None:
    verdict = judge(_article(lang, forward), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
    assert judge(_article(lang, bare), t=_T, page=_PAGE).label != "clean"


@pytest.mark.parametrize(
    ("lang", "reported"),
    [
        ("es", "Grupo Ormeau presentará sus cuentas; el 24 de abril de 2025 anunció un beneficio récord."),
        ("ko", "오르모는 2025년 4월 24일 1분기 실적을 발표했다."),
        ("ja", "オルモは2025年4月24日に決算を発表した。"),
        ("pl", "Spółka Ormeau planuje wzrost; 24.04.2025 opublikowała wyniki: zysk wzrósł."),
        # a day noun is the subject only when the date completes it; a payment made that day is done
        ("ko", "회사 측은 이자 지급일에 앞서 2025년 4월 24일 원금을 상환했다고 밝혔다."),
        # a meeting called, then a result reported on a later day in its own clause
        ("fr", "Ormeau convoque son assemblée; le 24 avril 2025 elle a publié un bénéfice record."),
        ("de", "Ormeau AG lädt zur Hauptversammlung; am 24.04.2025 meldete sie einen Rekordgewinn."),
    ],
)
def test_an_outcome_reported_after_t_is_still_a_leak(lang: str, reported: str) -> None:
    verdict = judge(_article(lang, reported), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def test_a_meeting_called_in_an_image_headline_is_clean_and_a_reported_result_is_not() -> None:
    # an image's alt text is a headline the page holds but does not show: its date after t is
    # judged by its words, a meeting called for that day is a schedule, a result is not
    page = "<html lang='de'><body><article><h1>Ormeau</h1><p>2025-04-02 10:00</p><img src='a.jpg' alt='{}'><p>Text.</p></article></body></html>"
    called = judge(page.format("Ormeau AG lädt zur Hauptversammlung am 24.04.2025"), t=_T, page=_PAGE)
    assert called.label == "clean", called.reason
    assert judge(page.format("Ormeau AG steigert Umsatz um 5 Prozent (24.04.2025)"), t=_T, page=_PAGE).label != "clean"


@pytest.mark.parametrize(
    ("called", "stamped"),
    [
        ("Ormeau AG lädt zur Hauptversammlung am Freitag, 25.04.2025", "Ormeau AG steigert Umsatz um 5 Prozent (Freitag, 25.04.2025)"),
        ("Grupo Ormeau convoca su junta general para el viernes, 25 de abril de 2025",
         "Grupo Ormeau eleva su beneficio un 5% (viernes, 25 de abril de 2025)"),
    ],
)
def test_a_weekday_after_the_preposition_leaves_the_date_governed(called: str, stamped: str) -> None:
    # "am Freitag, 25.04.2025": the weekday names the day the preposition governs, so the date is
    # the meeting's, not the headline's stamp; "(Freitag, 25.04.2025)" closing the headline stamps it
    page = "<html lang='de'><body><article><h1>Ormeau</h1><p>2025-04-02 10:00</p><img src='a.jpg' alt='{}'><p>Text.</p></article></body></html>"
    verdict = judge(page.format(called), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
    assert judge(page.format(stamped), t=_T, page=_PAGE).label != "clean"


@pytest.mark.parametrize(
    ("preview", "reported"),
    [
        ("O Banco Varela divulga balanço em 24/04/2025; mercado projeta alta de 7% no lucro",
         "O Banco Varela divulga balanço em 24/04/2025; lucro subiu 7%"),
        ("Ormeau presenteert cijfers op 24.04.2025; analisten rekenen op 7 procent groei",
         "Ormeau presenteert cijfers op 24.04.2025; analisten rekenen op groei, winst steeg 7 procent"),
    ],
)
def test_a_clause_with_no_cue_then_one_that_only_expects_is_a_preview(preview: str, reported: str) -> None:
    # an image headline: the day's clause has no cue, the next one only expects (a preview of
    # that day); a fact in the next clause leaves the date unverifiable
    page = "<html lang='pt'><body><article><h1>Ormeau</h1><p>2025-04-02 10:00</p><img src='a.jpg' alt='{}'><p>Text.</p></article></body></html>"
    verdict = judge(page.format(preview), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason
    assert judge(page.format(reported), t=_T, page=_PAGE).label != "clean"


def test_an_unaccented_romance_ending_is_no_future() -> None:
    # "-ra" without the accent is another tense ("fuera", "hubiera"): the date stays unverifiable
    assert judge(_article("es", "Si Ormeau hubiera cerrado el 24 de abril de 2025."), t=_T, page=_PAGE).label != "clean"

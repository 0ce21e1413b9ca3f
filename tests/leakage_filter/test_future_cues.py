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
    ],
)
def test_an_outcome_reported_after_t_is_still_a_leak(lang: str, reported: str) -> None:
    verdict = judge(_article(lang, reported), t=_T, page=_PAGE)
    assert verdict.label != "clean", verdict.reason


def test_an_unaccented_romance_ending_is_no_future() -> None:
    # "-ra" without the accent is another tense ("fuera", "hubiera"): the date stays unverifiable
    assert judge(_article("es", "Si Ormeau hubiera cerrado el 24 de abril de 2025."), t=_T, page=_PAGE).label != "clean"

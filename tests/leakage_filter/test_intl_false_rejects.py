"""False rejects of pages in other languages, each class with its counterpart that keeps its decision:
- an archive's capture banner in other languages (`capture_stamps`) is no dateline of the page;
- a full stop ending a date ("le 23 novembre.") and a Korean sentence's full stop before a digit
  end the sentence (`dates.sentence_span`): the next sentence's verb is not the date's cue;
- a Chinese release called imminent ("5月20日公布LPR在即") and a Japanese day something is set to
  ("発表日を5月27日とする") are forward; a French conditional ("qu'il publierait ... le 2 octobre")
  is the future seen from the past (`future_cues`);
- a Korean attributive past under an estimating predicate ("13.4% 증가한 19.9억원으로 추정된다")
  is guidance (`period_cues`).
The later stamps that keep the leak twins of these pages rejected: `test_intl_later_stamps`."""

from __future__ import annotations

from datetime import UTC, date, datetime

from leakage_filter.capture_stamps import capture_stamp
from leakage_filter.dates import find_periods, period_statement, tense_at

from .conftest import judge


def _tense(text: str, needle: str) -> str:
    start = text.index(needle)
    return tense_at(text, start, start + len(needle))[0]


# --- capture banners ------------------------------------------------------------------------------

def test_capture_banners_in_other_languages() -> None:
    for banner, date_text in [
        ("本页面为网页快照，抓取时间: 2026年3月9日 01:44", "2026年"),
        ("本頁為網頁快照，擷取時間: 2026年3月9日 下午10:18", "2026年"),
        ("このページはアーカイブです。取得日時: 2026年3月9日 03時50分", "2026年"),
        ("이 페이지는 보관된 사본입니다. 수집 시각: 2026.03.09 00:37", "2026."),
        ("Архівна копія – сторінку збережено: 9 березня 2026, 09:47", "9 бер"),
        ("עותק ארכיון – הדף נשמר: 9 במרץ 2026, 16:05", "9 במרץ"),
        ("Copia de archivo – página capturada el: 9 de marzo de 2026, 07:42 h", "9 de marzo"),
        ("Copia d'archivio – pagina acquisita il: 9 marzo 2026 ore 06:24", "9 marzo"),
    ]:
        assert capture_stamp(banner, banner.index(date_text)), banner


def test_purchase_and_saving_words_are_no_capture() -> None:
    # Counterpart: "acquired", a share purchase's "取得日" and a bare "saved" date other things.
    for text, date_text in [
        ("La società acquisita il 9 marzo 2026 ha chiuso l'esercizio in utile", "9 marzo"),
        ("自己株式の取得日: 2026年3月9日", "2026年"),
        ("Документ збережено: 9 березня 2026", "9 бер"),
    ]:
        assert not capture_stamp(text, text.index(date_text)), text


_T = datetime(2025, 11, 13, 13, 45, tzinfo=UTC)
_PAGE = datetime(2025, 11, 10, 1, 20, tzinfo=UTC)


def _japanese_wiki(banner: str) -> str:
    return ("<html lang='ja'><head><meta charset='utf-8'></head><body>"
            f"<div class='archive-bar'>{banner} · https://wiki.example.jp/wiki/kaisha</div>"
            "<h1>東雲精機</h1><p class='tz'>時刻はすべて日本時間です</p>"
            "<p>東雲精機は精密部品を手がける架空の企業で、本社は横浜にある。創業は1962年で、"
            "主力は工作機械向けの軸受である。従業員数はおよそ千二百人とされる。</p>"
            "</body></html>")


def test_a_japanese_capture_after_t_is_no_publication() -> None:
    verdict = judge(_japanese_wiki("このページはアーカイブです。取得日時: 2026年8月6日 03時50分"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_japanese_posting_stamp_after_t_is_still_a_publication() -> None:
    # Counterpart: the same line stamping the page's posting after t.
    verdict = judge(_japanese_wiki("投稿日時: 2026年8月6日 03時50分"), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


# --- sentence ends ----------------------------------------------------------------------------------

def test_a_date_ending_its_sentence_takes_no_cue_from_the_next() -> None:
    text = "Le conseil de la banque se réunira le 23 novembre. Lors de la séance du 26 octobre, il avait maintenu son taux."
    assert _tense(text, "23 novembre.") != "fact"
    # Counterpart: the past perfect in the date's own sentence still reports it.
    assert _tense("Le conseil avait maintenu son taux le 23 novembre. Il se réunira en décembre.", "23 novembre.") == "fact"


def test_a_korean_full_stop_before_a_digit_ends_the_sentence() -> None:
    text = "금융통화위원회는 10월 23일 회의를 연다. 9월 20일 열린 회의에서는 기준금리를 동결했다."
    assert _tense(text, "10월 23일") != "fact"
    assert _tense(text, "9월 20일") == "fact"  # counterpart: the date of the next sentence keeps its verb


# --- forward forms --------------------------------------------------------------------------------

def test_a_release_called_imminent_is_forward() -> None:
    assert _tense("央行5月20日公布LPR在即 机构预计报价持稳", "5月20日") == "forward"
    # Counterpart: the same release reported with its figure.
    assert _tense("央行5月20日公布LPR，1年期为3.35%", "5月20日") == "fact"
    assert _tense("央行5月20日公布了LPR在即将到来的一周", "5月20日") == "fact"  # "公布了" is done


def test_a_japanese_day_set_to_is_forward() -> None:
    text = "東雲精機は5月4日、決算発表日を5月27日とすると開示した。"
    assert _tense(text, "5月27日") == "forward"
    assert _tense(text, "5月4日") == "fact"  # counterpart: the day of the disclosure itself
    assert _tense("東雲精機は5月27日に決算を発表した。", "5月27日") == "fact"


def test_a_french_conditional_is_the_future_of_the_past() -> None:
    text = "Aubrac a annoncé le 4 septembre qu'il publierait ses résultats trimestriels le 2 octobre, après la clôture."
    assert _tense(text, "2 octobre") == "forward"
    assert _tense(text, "4 septembre") == "fact"
    # Counterpart: the past conditional reports a past act ("aurait publié": reportedly published).
    assert _tense("Selon la presse, Aubrac aurait publié ses résultats le 2 octobre.", "2 octobre") == "fact"


def test_a_korean_attributive_under_an_estimate_is_guidance() -> None:
    anchor = date(2025, 4, 28)
    estimated = "컨센서스에 따르면 서해바이오의 2025년 1분기 영업이익은 전년 대비 13.4% 증가한 19.9억원으로 추정된다."
    assert period_statement(estimated, find_periods(estimated, anchor=anchor)[0])[0] == "guidance"
    # Counterparts: a finite past verb, and a consensus named before the tallied figure, report it.
    for realised in ("서해바이오의 2025년 1분기 영업이익은 전년 대비 13.4% 증가한 19.9억원을 기록했다.",
                     "서해바이오의 2025년 1분기 영업이익은 컨센서스를 웃돈 전년 대비 13.4% 증가한 19.9억원으로 집계됐다."):
        assert period_statement(realised, find_periods(realised, anchor=anchor)[0])[0] == "realised", realised

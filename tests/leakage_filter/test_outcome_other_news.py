"""Headlines beside a coming event that are not its outcome (`outcomes.outcome_match`): one about
another reporting period, one that guesses, one closed by its own day and clock, one sharing only a
period word ("ending"), or one over its own earlier date in a rail. Each counterpart, the event's own outcome, still matches."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.outcomes import Event, event_words, outcome_match

from .conftest import judge


def _event(passage: str, when: str) -> Event:
    words, names = event_words(passage)
    return Event(passage, when, words, names, words)


@pytest.mark.parametrize(
    ("passage", "when", "other", "same"),
    [
        ("La compañía tiene previsto publicar los resultados del tercer trimestre el 01/11/2025.", "01/11/2025",
         "Construcciones Almansa mejora resultados tras un segundo trimestre sólido",
         "Construcciones Almansa mejora resultados tras un tercer trimestre sólido"),
        ("Harbour Bank will publish third-quarter results on November 1, with revenue seen higher.", "November 1",
         "Harbour Bank second-quarter results beat, revenue higher",
         "Harbour Bank third-quarter results beat, revenue higher"),
        ("次回の第2四半期決算発表は2023年5月29日を予定しており、営業益の増加が見込まれる。", "2023年5月29日",
         "さくら通信、第1四半期営業益24.4%増", "さくら通信、第2四半期営業益24.4%増"),
    ],
)
def test_a_headline_about_another_period_is_not_the_outcome(passage: str, when: str, other: str, same: str) -> None:
    event = _event(passage, when)
    assert outcome_match(other, [event]) is None
    assert outcome_match(same, [event]) is not None


@pytest.mark.parametrize(
    ("guess", "report"),
    [
        ("会合はたぶん据え置きでしょう。", "会合で政策金利据え置き"),
        ("Central bank probably holds policy rate at the meeting", "Central bank holds policy rate at the meeting"),
        ("La banque centrale maintient probablement son taux directeur", "La banque centrale maintient son taux directeur"),
    ],
)
def test_a_guess_reports_no_outcome(guess: str, report: str) -> None:
    event = _event("中銀は2023年5月24日に会合を開き、政策金利据え置きが大勢。Central bank meeting on May 24 to decide on the policy rate; "
                   "la banque centrale maintient son taux directeur le 24 mai.", "May 24")
    assert outcome_match(guess, [event]) is None
    assert outcome_match(report, [event]) is not None


@pytest.mark.parametrize("stamp", ["08/01 23h43", "26.08 05:36"])
def test_an_item_closed_by_its_own_day_and_clock_is_judged_by_its_date(stamp: str) -> None:
    event = _event("Anadolu Çimento bilançosunu 24 Eylül 2024 tarihinde açıklayacak: net kârda artış bekleniyor.", "24 Eylül 2024")
    headline = "Anadolu Çimento bilançosunu açıkladı: net kârda artış"
    assert outcome_match(f"{headline} {stamp}", [event]) is None
    assert outcome_match(headline, [event]) is not None


def test_a_period_word_is_no_shared_event_word() -> None:
    event = _event("Harbourline Bank is scheduled to report results for the quarter ending 31 March 2025 on 1 May 2025.", "1 May 2025")
    assert outcome_match("ASX 200 ends flat as banks offset miners", [event]) is None
    assert outcome_match("Harbourline Bank results beat as margins widen", [event]) is not None


def _rail(item: str) -> str:
    return ("<html lang='zh-CN'><body><article><h1>北辰半导体</h1><p>2022年4月11日 13:44</p>"
            "<p>公司计划于2022年6月12日披露季度业绩,市场预期利润增长。</p></article>"
            f"<aside><h3>视频</h3><ul><li>{item}</li></ul></aside></body></html>")


def test_a_rail_item_over_its_own_earlier_date_is_judged_by_it() -> None:
    t, page = datetime(2022, 4, 11, 19, 33, tzinfo=UTC), datetime(2022, 4, 11, 5, 44, tzinfo=UTC)
    dated = judge(_rail("<p>北辰半导体业绩超预期 股价大涨10.3%</p><small>2022年3月27日</small>"), t=t, page=page)
    assert dated.label == "clean", dated.reason
    undated = judge(_rail("<p>北辰半导体业绩超预期 股价大涨10.3%</p>"), t=t, page=page)
    assert undated.label != "clean" and "outcome_after_t" in undated.reason


def test_pieces_of_loanwords_are_no_shared_words() -> None:
    # "オンライン" (online) and "ファインテック" (a name) share the pair "イン", "ライン" and "オンライン"
    # share two more: no word of the event is in the headline.
    event = _event("オンライン受注システムの新版は2025年11月4日に公開する予定だ。", "2025年11月4日")
    assert outcome_match("光洋ファインテックがライン増設で大型受注", [event]) is None
    # the same loanword whole, and what happened to it, is still the outcome
    assert outcome_match("光洋電機、オンライン受注システムの新版を公開", [event]) is not None


def test_a_neighbour_headline_s_own_date_stamps_only_itself() -> None:
    # the rail's undated outcome sits between list items that carry their own dates: those date
    # their own items, not the outcome beside them; a stamp of the item's own still dates it
    t, page = datetime(2022, 4, 11, 19, 33, tzinfo=UTC), datetime(2022, 4, 11, 5, 44, tzinfo=UTC)
    html = ("<html lang='en'><body><article><h1>Corvel Labs</h1><p>Published 11 April 2022</p>"
            "<p>Corvel Labs will publish first-quarter results on 12 May 2022.</p></article>"
            "<aside><h3>More stories</h3><ul><li>Freight rates ease for a third month 8 April 2022</li>"
            "<li>Corvel Labs shares jump after first-quarter results beat forecasts</li>"
            "<li>Bond issuance picks up as spreads tighten 7 April 2022</li></ul></aside></body></html>")
    assert judge(html, t=t, page=page).label != "clean"
    stamped = html.replace("<li>Corvel Labs shares jump after first-quarter results beat forecasts</li>",
                           "<li><p>Corvel Labs shares jump after first-quarter results beat forecasts</p><small>2 April 2022</small></li>")
    assert judge(stamped, t=t, page=page).label == "clean"
    listed = html.replace("<li>Corvel Labs shares jump after first-quarter results beat forecasts</li>",
                          "<li>Corvel Labs shares jump after first-quarter results beat forecasts</li><li>2 April 2022</li>")
    assert judge(listed, t=t, page=page).label == "clean"

"""Two classes of later entries on a page: a thread's post stamped after t under the thread's own
title (with the time written as CJK and Korean pages write it, "下午9時34分 (HKT)", "오후 3시"), and
a list of other headlines under a heading the first rules did not know ("Mais lidas", "Leggi
anche", "Читайте также", "References", ...). Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.chrome import is_related_heading

from .conftest import judge

_PAGE = datetime(2024, 5, 17, 2, 0, tzinfo=UTC)
_T = datetime(2024, 6, 1, 0, 0, tzinfo=UTC)


def _thread(last_post: str, *, lang: str = "zh-TW") -> str:
    return (f"<html lang='{lang}'><body><main><h1>東昇電機獲准增資</h1>"
            "<div class='post'><div>1樓</div><div>發布時間: 2024年5月17日 上午10時00分 (HKT)</div>"
            "<p>東昇電機董事會通過現金增資案。</p><p>法人指出，產業庫存調整已近尾聲。</p>"
            "<p>同族群個股則表現相對疲弱，終場小幅收黑。</p></div>"
            "<div class='post'><div>2</div><div>2024年5月17日 下午5時04分 (HKT)</div><div>外資連買。</div></div>"
            f"<div class='post'><div>3</div><div>{last_post}</div><div>籌碼很乾淨。</div></div>"
            "</main></body></html>")


def test_a_post_stamped_after_t_under_the_thread_title_rejects() -> None:
    verdict = judge(_thread("2024年6月3日 下午9時34分 (HKT)"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "entry_date_after_t" in verdict.reason
    assert judge(_thread("2024年5月18日 下午9時34分 (HKT)"), t=_T, page=_PAGE).label == "clean"


def test_a_korean_post_stamp_is_a_stamp_too() -> None:
    page = ("<html lang='ko'><body><main><h1>동해조선 자사주 매입</h1><div>입력: 2024년 5월 17일 11:00 KST</div>"
            "<p>동해조선은 자사주 매입을 결의했다.</p><p>회사 측은 세부 일정은 추후 공시할 예정이라고 밝혔다.</p>"
            "<p>증권업계에서는 업황 회복 기대가 반영된 것으로 보고 있다.</p><div>2024년 5월 18일 오후 1시 10분</div>"
            "<div>드디어 오르네요.</div><div>2024년 6월 2일 오후 3시 20분</div><div>좋네요.</div>"
            "</main></body></html>")
    assert judge(page, t=_T, page=_PAGE).label == "leak"


def test_an_event_date_in_a_field_or_a_day_without_time_stays_a_schedule() -> None:
    field = ("<html lang='en-GB'><body><main><h1>Results webcast</h1><dl><dt>Date</dt><dd>3 June 2024, 08:00 BST</dd>"
             "</dl><p>Posted 17 May 2024. The company will host a webcast for analysts.</p></main></body></html>")
    assert judge(field, t=_T, page=_PAGE).label != "leak"
    calendar = ("<html lang='de'><body><main><h1>Finanzkalender</h1><div>3. Juni 2024</div><div>Hauptversammlung</div>"
                "</main></body></html>")
    assert judge(calendar, t=_T, page=_PAGE).label != "leak"  # no time of day: a calendar's line


@pytest.mark.parametrize(
    "heading",
    ["Mais lidas", "Leggi anche", "Weitere Meldungen", "Читайте также", "En çok okunanlar", "Baca juga",
     "Tin liên quan", "관련 기사", "熱門文章", "関連記事", "Lees ook", "Läs också", "Czytaj także"],
)
def test_headings_of_other_pages_in_more_languages(heading: str) -> None:
    assert is_related_heading(heading)


def test_a_later_headline_in_a_list_under_such_a_heading_rejects() -> None:
    page = ("<html lang='pt-BR'><body><article><h1>Serra Azul eleva dividendos</h1><p>Publicado em 17/05/2024 às 11h00</p>"
            "<p>A Serra Azul anunciou dividendos maiores.</p></article><div><h3>Mais lidas</h3><ul>"
            "<li>Banco Litoral conclui aquisição 10 de maio de 2024</li>"
            "<li>Celulose Pampa dispara após contrato 5 de junho de 2024</li></ul></div></body></html>")
    assert judge(page, t=_T, page=_PAGE).label != "clean"
    assert judge(page.replace("5 de junho", "15 de maio"), t=_T, page=_PAGE).label == "clean"

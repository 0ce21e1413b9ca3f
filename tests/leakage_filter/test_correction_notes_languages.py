"""Correction notes in French, Portuguese, Italian, Spanish and Dutch ("Rectificatif du ...",
"Errata (...)", "Correção em ...", "Rettifica del ...", "Correctie van ..."): a note dated after t
is an edit of the page after t; the same note dated before t is the page's own history."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 4, 2, 8, 0, tzinfo=UTC)
_T = datetime(2025, 4, 6, 12, 0, tzinfo=UTC)


def _notice(lang: str, note: str) -> str:
    return (f"<html lang='{lang}'><body><article><h1>Ormeau Industries</h1><p>2025-04-02 10:00</p>"
            "<p>Ormeau Industries a publié ses comptes annuels et confirmé son dividende.</p>"
            f"<p>{note}</p></article></body></html>")


@pytest.mark.parametrize(
    ("lang", "note", "earlier"),
    [
        ("fr", "Rectificatif du 14 avril 2025 : le montant du dividende a été corrigé.", "Rectificatif du 3 avril 2025 : le montant du dividende a été corrigé."),
        ("pt", "Errata (14 de abril de 2025): o valor do dividendo foi corrigido.", "Errata (3 de abril de 2025): o valor do dividendo foi corrigido."),
        ("it", "Rettifica del 14 aprile 2025: l'importo del dividendo è stato corretto.", "Rettifica del 3 aprile 2025: l'importo del dividendo è stato corretto."),
        ("nl", "Correctie van 14 april 2025: het dividendbedrag is aangepast.", "Correctie van 3 april 2025: het dividendbedrag is aangepast."),
    ],
)
def test_a_correction_note_after_t_is_a_leak(lang: str, note: str, earlier: str) -> None:
    verdict = judge(_notice(lang, note), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "correction_after_t" in verdict.reason, verdict.reason
    assert judge(_notice(lang, earlier), t=_T, page=_PAGE).label == "clean"


@pytest.mark.parametrize("label", ["编者注", "編者注", "編者按"])
def test_a_chinese_editors_note_dates_a_correction(label: str) -> None:
    def notice(day: str) -> str:
        return (f"<html lang='zh-CN'><body><article><h1>鼎信证券公告</h1><p>{label}({day} 17:09 (UTC+8)):"
                "鼎信证券已就文中数据发布补充说明。</p><p>鼎信证券发布年度报告并确认派息方案。</p></article></body></html>")

    # a note of 4 April, before t: the page's own history, not a fact dated after the page's own date
    clean = judge(notice("2025/04/04"), t=_T, page=_PAGE)
    assert clean.label == "clean", clean.reason
    later = judge(notice("2025/04/07"), t=_T, page=_PAGE)
    assert later.label == "leak" and "correction_after_t" in later.reason, later.reason


@pytest.mark.parametrize(
    ("note", "code"),
    [
        ("（本文已于{day} 10:41（北京时间）更正：罚款金额为760万元，而非7600万元。）", "correction_after_t"),
        ("本报道于{day}更新：公司确认已完成收购。", "updated_after_t"),
    ],
)
def test_a_chinese_note_of_the_pages_own_edit_is_its_stamp(note: str, code: str) -> None:
    def notice(day: str) -> str:
        return (f"<html lang='zh-CN'><body><article><h1>鼎信证券被罚款</h1><p>监管部门对鼎信证券处以罚款。</p>"
                f"<p>{note.format(day=day)}</p></article></body></html>")

    clean = judge(notice("2025年4月4日"), t=_T, page=_PAGE)
    assert clean.label == "clean", clean.reason  # edited before t: the page's history, not a later fact
    later = judge(notice("2025年4月8日"), t=_T, page=_PAGE)
    assert later.label == "leak" and code in later.reason, later.reason

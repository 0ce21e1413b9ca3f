"""Correction and addendum labels in more languages (`later_labels`): the stamp after the label is
when the paragraph was added; a later one dates this version after t."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_T = datetime(2024, 9, 10, 12, 0, tzinfo=UTC)
_PAGE = datetime(2024, 9, 9, 3, 0, tzinfo=UTC)


def _page(lang: str, body: str, note: str) -> str:
    return (f"<html lang=\"{lang}\"><body><main><h1>{body}</h1><p>{body}</p>"
            f"<div class=\"editor-note\">{note}</div></main></body></html>")


@pytest.mark.parametrize(("lang", "body", "label"), [
    ("ko", "한강전기가 새 공장을 착공했다고 회사 측이 밝혔다.", "정정보도:"),
    ("id", "Perusahaan pelabuhan itu mulai membangun dermaga baru, kata direksi.", "Tambahan:"),
])
def test_a_correction_or_addendum_stamped_after_t_dates_this_version(lang: str, body: str, label: str) -> None:
    verdict = judge(_page(lang, body, f"{label} 2024.09.12 17:00 본문의 매출 수치를 고칩니다." if lang == "ko"
                          else f"{label} 12/09/2024 17:00 WIB direksi menambahkan rincian."), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason


def test_the_same_label_stamped_before_t_is_clean() -> None:
    verdict = judge(_page("ko", "한강전기가 새 공장을 착공했다고 회사 측이 밝혔다.", "정정보도: 2024.09.09 17:00 본문의 매출 수치를 고칩니다."),
                    t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _arabic(day: str) -> str:
    return ("<html lang=\"ar\"><body><main><h1>الإمارات للألمنيوم تعلن شراء أسهم خزينة</h1>"
            "<p>أعلنت الإمارات للألمنيوم نتائج الربع الثالث، إذ ارتفعت الإيرادات بنسبة 11.5%.</p>"
            f"<p class=\"correction\"><em>تصحيح ({day}): صافي ربح الربع الثالث 199.1 مليون ريال</em></p></main></body></html>")


def test_an_arabic_correction_stamped_after_t_dates_this_version() -> None:
    verdict = judge(_arabic("12 سبتمبر 2024"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason


def test_the_arabic_correction_stamped_before_t_is_clean() -> None:
    verdict = judge(_arabic("9 سبتمبر 2024"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

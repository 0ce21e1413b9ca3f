"""An update label naming only its weekday ("【星期六更新】", "تحديث يوم الثلاثاء:": `weekday_stamps`)
is the first such weekday on or after the page's own date (`short_stamps.update_days`): after t it
leaks, before t it is clean; a weekday in the paragraph's sentence is no label."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from leakage_filter.short_stamps import update_days
from leakage_filter.weekday_stamps import update_weekday

from .conftest import judge

_PAGE = datetime(2025, 5, 5, 1, 45, tzinfo=UTC)  # Monday 5 May 2025 (Taipei, Dubai)
_T = datetime(2025, 5, 6, 12, 32, tzinfo=UTC)  # Tuesday


@pytest.mark.parametrize(("text", "weekday"), [
    ("【星期六更新】公司公布第一季財報", 5), ("【週六更新】公司公布財報", 5), ("【木曜日追記】北斗電工は決算を発表した", 3),
    ("تحديث يوم الثلاثاء: أعلنت الشركة نتائج العام", 1), ("Update, Wednesday: the board agreed", 2),
    ("Update, Monday evening: shares fell", 0), ("Samstag-Update: Der Vorstand bestätigte", 5),
    ("Mise à jour du mardi : le conseil a validé", 1), ("Actualización del martes: la junta aprobó", 1),
    ("Atualização de terça-feira: o conselho aprovou", 1), ("Aggiornamento di giovedì: il consiglio ha approvato", 3),
    ("화요일 업데이트: 회사는 실적을 발표했다", 1),
])
def test_the_label_names_its_weekday(text: str, weekday: int) -> None:
    found = update_weekday(text)
    assert found is not None and found[1] == weekday, found


@pytest.mark.parametrize("text", ["The company said on Monday it would cut jobs.", "Update: shares rose on Monday.",
                                  "公司預計星期六公布財報。", "أعلنت الشركة يوم الثلاثاء نتائجها."])
def test_a_weekday_in_a_sentence_is_no_label(text: str) -> None:
    assert update_weekday(text) is None


def test_the_day_is_the_first_such_weekday_on_or_after_the_page() -> None:
    assert update_days("【星期六更新】財報", date(2025, 5, 5), None) == ("【星期六更新】", (date(2025, 5, 10),))
    assert update_days("【星期一更新】財報", date(2025, 5, 5), None) == ("【星期一更新】", (date(2025, 5, 5),))


def _page(lang: str, body: str, update: str) -> str:
    return f"<html lang=\"{lang}\"><body><main><h1>{body}</h1><p>{body}</p><p>{update}</p></main></body></html>"


_ZH = "宏捷光電董事會決議配發現金股利，法人關注後續營運。"
_AR = "عقارات المرسى ترفع أرباح العام، ويترقب المستثمرون قرار الفائدة."


@pytest.mark.parametrize(("lang", "body", "update"), [
    ("zh-TW", _ZH, "【星期六更新】宏捷光電公布第一季財報，稅後純益661.5億元。"),
    ("ar", _AR, "تحديث يوم الخميس: أعلنت عقارات المرسى نتائج العام، وبلغ صافي الربح 680.4 مليون ريال."),
])
def test_an_update_on_a_weekday_after_t_leaks(lang: str, body: str, update: str) -> None:
    verdict = judge(_page(lang, body, update), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


@pytest.mark.parametrize(("lang", "body", "update"), [
    ("zh-TW", _ZH, "【星期一更新】宏捷光電公布第一季財報，稅後純益661.5億元。"),
    ("ar", _AR, "تحديث يوم الاثنين: أعلنت عقارات المرسى نتائج العام، وبلغ صافي الربح 680.4 مليون ريال."),
])
def test_the_same_update_on_the_page_s_own_weekday_is_clean(lang: str, body: str, update: str) -> None:
    verdict = judge(_page(lang, body, update), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

"""Guidance words of Traditional Chinese ("預測", "預計", "預期") make a period's figure a forecast,
as the simplified ones do (`dates.period_statement`); a figure reported with no such word stays
realised."""

from __future__ import annotations

from datetime import date

from leakage_filter.dates import find_periods, period_statement


def _role(text: str) -> str:
    (period,) = find_periods(text, anchor=date(2022, 8, 20))
    return period_statement(text, period)[0]


def test_a_traditional_forecast_is_guidance() -> None:
    assert _role("據27名分析師預測,集團第二季股東應佔溢利按年上升3.3%,收入約134億港元。") == "guidance"
    assert _role("据27名分析师预测,集团第二季股东应占溢利按年上升3.3%,收入约134亿港元。") == "guidance"


def test_a_traditional_report_stays_realised() -> None:
    assert _role("集團公布,第二季股東應佔溢利按年上升3.3%,收入約134億港元。") == "realised"

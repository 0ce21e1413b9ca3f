"""Calendar rows dated by day only, read by their markup row (`filled_rows`, `Segment.row`): a row
dated after t whose actual column ("Ist", "実績", "公布值", "الفعلي") is filled leaks; the same row
with its actual still empty, a forecast column filled, or the filled row dated before t is clean;
a calendar's day row spanning the table is no row of its own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.chrome import page_view

from .conftest import judge

_T = datetime(2025, 8, 2, 7, 44, tzinfo=UTC)
_PAGE = datetime(2025, 8, 1, 5, 41, tzinfo=UTC)

# lang, the page's sentence, heading, header cells (date, event, actual, forecast, previous), a date before t, a date after t
_CALENDARS = [
    ("de", "Nordhafen Logistik SE hat ein Sparprogramm angekündigt.", "Termine",
     ("Datum", "Ereignis", "Ist", "Prognose", "Vorher"), "29.07.2025", "05.08.2025"),
    ("ja", "北斗電工は自社株買いを発表した。", "決算発表予定", ("日付", "内容", "実績", "予想", "前回"), "2025/07/29", "2025/08/05"),
    ("zh-TW", "宏捷光電董事會決議配發現金股利。", "重要行事曆", ("日期", "事項", "公布值", "預估值", "前值"), "114/07/29", "114/08/05"),
    ("ar", "أعلنت الشركة شراء أسهم خزينة.", "المفكرة", ("التاريخ", "الحدث", "الفعلي", "المتوقع", "السابق"), "29/07/2025",
     "05/08/2025"),
]
_Calendar = tuple[str, str, str, tuple[str, ...], str, str]


def _calendar(spec: _Calendar, day: str, actual: str, header: tuple[str, ...] | None = None) -> str:
    lang, sentence, heading, own_header, before, _after = spec
    cells = "".join(f"<th>{h}</th>" for h in header or own_header)
    return (f"<html lang=\"{lang}\"><body><main><h1>{sentence}</h1><p>{sentence}</p><h2>{heading}</h2>"
            f"<table><thead><tr>{cells}</tr></thead><tbody>"
            f"<tr><td>{before}</td><td>{sentence[:6]}</td><td>0,8</td><td>0,5</td><td>3,0</td></tr>"
            f"<tr><td>{day}</td><td>{sentence[:6]}</td><td>{actual}</td><td>1,2</td><td>3,6</td></tr>"
            "</tbody></table></main></body></html>")


@pytest.mark.parametrize("spec", _CALENDARS, ids=[c[0] for c in _CALENDARS])
def test_a_day_only_row_after_t_with_its_actual_filled_leaks(spec: _Calendar) -> None:
    verdict = judge(_calendar(spec, spec[5], "1,9"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason
    assert "actual figure" in verdict.reason, verdict.reason


@pytest.mark.parametrize("spec", _CALENDARS, ids=[c[0] for c in _CALENDARS])
def test_the_same_row_with_its_actual_empty_is_clean(spec: _Calendar) -> None:
    verdict = judge(_calendar(spec, spec[5], "&nbsp;"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


@pytest.mark.parametrize("spec", _CALENDARS, ids=[c[0] for c in _CALENDARS])
def test_a_filled_row_dated_before_t_is_clean(spec: _Calendar) -> None:
    verdict = judge(_calendar(spec, spec[4], "1,9"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_forecast_column_filled_after_t_is_no_actual() -> None:
    spec = _CALENDARS[0]
    page = _calendar(spec, spec[5], "1,9", header=("Datum", "Ereignis", "Prognose", "Konsens", "Vorher"))
    assert judge(page, t=_T, page=_PAGE).label == "clean"


def test_a_day_row_spanning_the_table_is_no_row_of_its_own() -> None:
    # the day row, then a timed row still waiting: the day row's cell and the next row's are two rows
    page = ("<html lang=\"de\"><body><main><h1>Wirtschaftskalender</h1><table>"
            "<tr><th>Zeit</th><th>Ereignis</th><th>Ist</th></tr>"
            "<tr><td colspan=\"3\">05.08.2025</td></tr><tr><td>10:00</td><td>ifo 7,3</td></tr></table></main></body></html>")
    assert judge(page, t=_T, page=_PAGE).label == "clean"


def test_cells_of_one_row_share_its_markup_row() -> None:
    view = page_view("<html><body><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></table></body></html>")
    rows = [(s.text, s.row) for s in view.segments]
    assert rows == [("a", 1), ("b", 1), ("1", 2), ("2", 2), ("3", 3)]

"""An undated sentence telling the move after an event the page schedules after t ("Después de la
junta, las acciones subieron un 4 %" beside "celebrará su junta el 20 de junio") was written after
the event (`leakage_filter.after_events`); the move after an earlier occurrence, a forecast of the
move, or an event dated before t is no later fact."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.after_events import after_clause, names_same_event

from .conftest import judge

_PAGE = datetime(2025, 6, 2, 8, 0, tzinfo=UTC)
_T = datetime(2025, 6, 3, 8, 0, tzinfo=UTC)


def _page(day: str, sentence: str) -> str:
    return (
        "<html lang='en'><body><article><h1>Tarnby Foods AGM</h1><p>By Ola Berg · Published 2 June 2025</p>"
        f"<p>Tarnby Foods will hold its annual general meeting on {day}.</p><p>{sentence}</p>"
        "</article></body></html>"
    )


def test_the_clause_is_read() -> None:
    assert after_clause("After the annual general meeting, Tarnby shares rose 4.2%.") is not None
    assert after_clause("Nach der Hauptversammlung gab die Aktie um 2,1 % nach.") is not None
    assert after_clause("股东大会结束后，公司股价上涨3.7%。") is not None
    assert after_clause("After last year's annual general meeting, Tarnby shares rose 4.2%.") is None
    assert after_clause("After the annual general meeting, Tarnby shares could rise 4%.") is None
    assert names_same_event("annual general meeting", "Tarnby will hold its annual general meeting on 20 June.")


def test_the_move_after_an_event_still_to_come_leaks() -> None:
    verdict = judge(_page("20 June 2025", "After the annual general meeting, Tarnby shares rose 4.2%."), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_move_after_last_years_meeting_is_clean() -> None:
    verdict = judge(_page("20 June 2025", "After last year's annual general meeting, Tarnby shares rose 4.2%."), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_forecast_of_the_move_is_clean() -> None:
    verdict = judge(_page("20 June 2025", "After the annual general meeting, analysts expect the shares to rise 4%."),
                    t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_chinese_subject_before_its_event_is_not_the_event() -> None:
    # "Tarnby's shares closed down 7.8% after the regulator rejected its appeal": the event is the ruling
    page = ("<html lang='zh-CN'><body><article><h1>塔恩比食品</h1><p>发布时间 2025-06-02 16:00（北京时间）</p>"
            "<p>塔恩比食品计划于2025年6月20日发布下一份经营简报。</p><p>塔恩比食品股价在监管部门驳回公司申诉后收跌7.8%。</p>"
            "</article></body></html>")
    assert judge(page, t=_T, page=_PAGE).label == "clean"

"""A table row dated after t whose actual column is filled (`filled_rows`): a calendar's release
or a statistics table's figure published after t; rows still waiting are a cell short."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_T = datetime(2024, 3, 5, 12, 0, tzinfo=UTC)
_PAGE = datetime(2024, 3, 4, 8, 0, tzinfo=UTC)


def _calendar(third_actual: str) -> str:
    rows = [("4 mars 2024 à 10h00", "Ventes au détail", "0,4", "0,3", "0,1"),
            ("5 mars 2024 à 08h45", "Production industrielle", "1,1", "0,9", "0,7"),
            ("7 mars 2024 à 10h00", "Balance commerciale", third_actual, "2,0", "1,8"),
            ("8 mars 2024 à 14h30", "Emploi", "", "150", "140")]
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return ("<html lang=\"fr\"><body><main><h1>Agenda économique de la semaine</h1>"
            "<table><thead><tr><th>Heure</th><th>Indicateur</th><th>Réel</th><th>Consensus</th><th>Précédent</th></tr></thead>"
            f"<tbody>{body}</tbody></table></main></body></html>")


def _statistics(latest_release: str) -> str:
    rows = [("2月", "2.4", latest_release), ("1月 2024", "2.1", "2024年2月6日 10:00"), ("12月 2023", "1.9", "2024年1月9日 10:00")]
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return ("<html lang=\"ja\"><body><main><h1>月次物価統計</h1>"
            "<table><thead><tr><th>期間</th><th>実績</th><th>公表日時</th></tr></thead>"
            f"<tbody>{body}</tbody></table></main></body></html>")


def test_a_calendar_row_after_t_with_its_actual_filled_is_a_leak() -> None:
    verdict = judge(_calendar("3,2"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason
    assert "actual figure" in verdict.reason or any("actual figure" in e.note for e in verdict.evidence), verdict.reason


def test_a_calendar_whose_rows_after_t_are_blank_is_clean() -> None:
    assert judge(_calendar(""), t=_T, page=_PAGE).label == "clean"


def test_a_statistics_row_released_after_t_is_a_leak() -> None:
    verdict = judge(_statistics("2024年3月8日 10:00"), t=_T, page=_PAGE)
    assert verdict.label in ("leak", "ambiguous"), verdict.reason
    assert any("actual figure" in e.note for e in verdict.evidence), verdict.reason


def test_a_statistics_table_released_before_t_is_clean() -> None:
    assert judge(_statistics("2024年3月5日 10:00"), t=_T, page=_PAGE).label == "clean"

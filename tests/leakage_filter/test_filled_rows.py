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


def _earnings(actual: str, date_header: str = "Date") -> str:
    rows = [("Caldera Airlines", "1 March 2024", "2.75", "2.80"), ("Osprey Mining", "19 March 2024", "0.42", actual),
            ("Quillon Biotech", "26 April 2024", "3.90", "&mdash;")]
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return ("<html><body><main><h1>Earnings season preview</h1><p>March 4, 2024</p><p>Airlines and miners report first."
            f"</p><h3>Earnings calendar</h3><table><thead><tr><th>Company</th><th>{date_header}</th><th>EPS est.</th><th>EPS actual</th></tr></thead>"
            f"<tbody>{body}</tbody></table></main></body></html>")


def test_a_date_column_inside_the_row_and_an_actual_named_with_its_figure() -> None:
    # "Company | Date | EPS est. | EPS actual": the release's date stands second, the actual is "EPS actual"
    verdict = judge(_earnings("2.63"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "actual figure" in verdict.reason, verdict.reason
    assert judge(_earnings("&mdash;"), t=_T, page=_PAGE).label == "clean"


def test_a_middle_column_not_named_as_a_date_is_not_the_rows_date() -> None:
    # a date under another header ("Ex-dividend") is a term of the row, not its release
    assert judge(_earnings("2.63", "Ex-dividend"), t=_T, page=_PAGE).label != "leak"

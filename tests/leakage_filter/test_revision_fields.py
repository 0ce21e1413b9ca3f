"""A key / value field that dates a revision of the document ("Supplement dated | 13 June 2026")
is an update stamp (`leakage_filter.revision_fields`): after t the page holds a later version; the
document's own date field, a revision before t and a field looking ahead are not."""

from __future__ import annotations

from datetime import UTC, datetime

from .conftest import judge

_PAGE = datetime(2026, 3, 6, 10, 0, tzinfo=UTC)
_T = datetime(2026, 3, 7, 12, 0, tzinfo=UTC)


def _circular(label: str, day: str) -> str:
    return (
        "<html lang='en-GB'><body><main><h1>Offering circular: Larchmont Mining plc</h1>"
        "<table><tr><th>Issuer</th><td>Larchmont Mining plc</td></tr>"
        "<tr><th>Date of this document</th><td>6 March 2026</td></tr>"
        f"<tr><th>{label}</th><td>{day}</td></tr></table>"
        "<p>This circular relates to an offer of up to 40 million new ordinary shares at 85p per share. "
        "Proceeds will fund the second phase of the Northfield mine and working capital.</p></main></body></html>"
    )


def test_a_supplement_dated_after_t_is_a_later_version() -> None:
    for label in ("Supplement dated", "Amendment date", "Last revised"):
        verdict = judge(_circular(label, "12 June 2026"), t=_T, page=_PAGE)
        assert verdict.label == "leak", (label, verdict.reason)
        assert "update stamp" in verdict.reason


def test_a_supplement_before_t_is_clean() -> None:
    verdict = judge(_circular("Supplement dated", "6 March 2026"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_field_looking_ahead_is_a_plan() -> None:
    verdict = judge(_circular("Offer closes", "12 June 2026"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _history(heading: str, last: str, status: str = "Amended: final rule adopted") -> str:
    return (
        "<html lang='en-GB'><body><main><h1>Guidance note 14: capital buffers</h1>"
        "<p>This note sets out how firms should calculate their capital buffers under the revised "
        "framework, and which templates they should file each quarter.</p>"
        f"<section><h3>{heading}</h3><table><thead><tr><th>Version</th><th>Date</th><th>Change</th></tr></thead>"
        "<tbody><tr><td>1.0</td><td>6 Jan 2026</td><td>Issued</td></tr>"
        f"<tr><td>2.0</td><td>{last}</td><td>{status}</td></tr></tbody></table></section></main></body></html>"
    )


def test_a_version_history_row_after_t_is_a_later_version_in_any_language() -> None:
    for heading in ("Document history", "Version history", "Änderungshistorie", "Historique des versions", "改訂履歴"):
        verdict = judge(_history(heading, "12 March 2026"), t=_T, page=_PAGE)
        assert verdict.label == "leak" and "update stamp" in verdict.reason, (heading, verdict.reason)


def test_a_version_history_before_t_is_clean() -> None:
    verdict = judge(_history("Document history", "5 March 2026"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def test_a_table_of_planned_dates_under_another_heading_is_not_a_history() -> None:
    verdict = judge(_history("Implementation timeline", "12 March 2026", "Templates go live"), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason

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

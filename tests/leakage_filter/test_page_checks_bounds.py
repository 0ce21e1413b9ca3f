"""The metadata stage and reader-comment bounds (`leakage_filter.page_checks`): a bound caps a
page's publication at ingest; it is not a date of the page and never rejects on its own."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.page_checks import LATER_DATE_IN_PAGE, check_page

T = datetime(2024, 5, 14, 12, tzinfo=UTC)


def candidate(value: str, role: str, source: str) -> dict[str, object]:
    return {"source": source, "value": value, "precision": "time", "role": role, "trusted": True,
            "why_untrusted": None, "context": f"{source}={value}"}


def test_a_comment_bound_after_t_does_not_reject() -> None:
    known = datetime(2024, 5, 14, 7, 58, tzinfo=UTC)
    candidates = [
        candidate("2024-05-14T07:58:00Z", "published", "url"),
        candidate("2024-05-14T15:30:00Z", "bound", "comments:earliest"),  # first comment after t
    ]
    result = check_page(known, candidates, T)
    assert result.accept and result.reason_code is None


def test_a_page_date_after_t_still_rejects_beside_a_bound() -> None:
    known = datetime(2024, 5, 14, 7, 58, tzinfo=UTC)
    candidates = [
        candidate("2024-05-14T07:58:00Z", "bound", "comments:earliest"),
        candidate("2024-05-14T13:00:00Z", "modified", "meta:article:modified_time"),
    ]
    result = check_page(known, candidates, T)
    assert not result.accept and result.reason_code == LATER_DATE_IN_PAGE
    assert all("comments:earliest" not in e.note for e in result.evidence)

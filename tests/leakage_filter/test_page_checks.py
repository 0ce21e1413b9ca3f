"""The metadata stage of the `pit` policy on stored dates, and on pages ingested for real."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.errors import NaiveDatetimeError
from leakage_filter.page_checks import (
    INVALID_METADATA,
    LATER_DATE_IN_PAGE,
    NO_VERIFIABLE_DATE,
    PUBLISHED_AFTER_CUTOFF,
    check_page,
)
from pit_store.ingest.documents import read_documents

T = datetime(2025, 9, 30, 23, 59, 59, tzinfo=UTC)


def candidate(value: str, *, role: str = "published", trusted: bool = True, source: str = "meta:article:published_time") -> dict[str, object]:
    return {
        "source": source,
        "value": value,
        "precision": "time",
        "role": role,
        "trusted": trusted,
        "why_untrusted": None if trusted else "after_capture",
        "context": f"{source}={value}",
    }


def test_accepts_a_page_dated_before_t() -> None:
    known = datetime(2025, 9, 12, 14, tzinfo=UTC)
    result = check_page(known, [candidate("2025-09-12T14:00:00Z")], T)
    assert result.accept and result.reason_code is None and result.stage == "page_dates"
    assert result.evidence and result.evidence[0].value == known


def test_no_verifiable_date() -> None:
    result = check_page(None, [], T)
    assert (result.accept, result.reason_code) == (False, NO_VERIFIABLE_DATE)


def test_published_after_cutoff_names_the_candidate() -> None:
    known = datetime(2025, 10, 30, 9, tzinfo=UTC)
    result = check_page(known, [candidate("2025-09-12T14:00:00Z"), candidate("2025-10-30T09:00:00Z", role="modified", source="meta:article:modified_time")], T)
    assert (result.accept, result.reason_code) == (False, PUBLISHED_AFTER_CUTOFF)
    assert any("modified_time" in e.text for e in result.evidence)


def test_known_at_exactly_t_is_visible() -> None:
    assert check_page(T, [candidate("2025-09-30T23:59:59Z")], T).accept


def test_trusted_later_candidate_rejects_even_with_an_earlier_known_at() -> None:
    # A capture capped known_at below a claimed later date: the later claim still rejects.
    known = datetime(2025, 9, 20, tzinfo=UTC)
    result = check_page(known, [candidate("2025-10-02T00:00:00Z", role="statement", source="body:updated")], T)
    assert (result.accept, result.reason_code) == (False, LATER_DATE_IN_PAGE)
    assert result.evidence[0].kind == "date"


def test_untrusted_later_candidates_are_not_used() -> None:
    known = datetime(2025, 9, 20, tzinfo=UTC)
    assert check_page(known, [candidate("2025-10-02T00:00:00Z", trusted=False)], T).accept


@pytest.mark.parametrize(
    "bad",
    [
        [{"source": "meta"}],
        [candidate("not a date")],
        [candidate("2025-09-12T14:00:00")],  # naive
        [{**candidate("2025-09-12T14:00:00Z"), "extra": 1}],
        ["not a mapping"],
    ],
)
def test_malformed_candidates_fail_closed(bad: list[object]) -> None:
    result = check_page(datetime(2025, 9, 12, tzinfo=UTC), bad, T)  # type: ignore[arg-type]
    assert (result.accept, result.reason_code) == (False, INVALID_METADATA)


def test_naive_known_at_fails_closed() -> None:
    result = check_page(datetime(2025, 9, 12), [], T)
    assert (result.accept, result.reason_code) == (False, INVALID_METADATA)


def test_naive_forecast_time_is_the_callers_error() -> None:
    with pytest.raises(NaiveDatetimeError):
        check_page(None, [], datetime(2025, 9, 30))


def ingest(tmp_path: Path, html: str, url: str) -> tuple[datetime | None, list[dict[str, object]]]:
    page = tmp_path / "page.html"
    page.write_text(html, encoding="utf-8")
    draft = read_documents(page, url=url)[0]
    return draft.known_at, draft.provenance["date_candidates"]


BODY = "<p>Acme said demand for its sensors stayed strong across Europe and Asia, and its order book grew again.</p>" * 3


def test_on_ingested_pages(tmp_path: Path) -> None:
    updated = f"<html><head><meta property='article:published_time' content='2025-09-12T14:00:00Z'><meta property='article:modified_time' content='2025-10-30T09:00:00Z'></head><body><article><h1>Acme</h1>{BODY}</article></body></html>"
    assert check_page(*ingest(tmp_path, updated, "https://news.example.com/acme"), T).reason_code == PUBLISHED_AFTER_CUTOFF
    no_date = f"<html><body><article><h1>Acme</h1>{BODY}</article></body></html>"
    assert check_page(*ingest(tmp_path, no_date, "https://news.example.com/acme"), T).reason_code == NO_VERIFIABLE_DATE
    url_only = check_page(*ingest(tmp_path, no_date, "https://news.example.com/2025/09/12/acme"), T)
    assert url_only.accept
    # The ingest drops a related sidebar before looking for dates: its later headline is not a
    # candidate, so this stage accepts; the rules classifier catches it in the raw HTML.
    sidebar = f"<html><head><meta property='article:published_time' content='2025-09-12T14:00:00Z'></head><body><article><h1>Acme</h1>{BODY}</article><aside class='related'><p>Updated Oct. 29, 2025: Acme beats</p></aside></body></html>"
    assert check_page(*ingest(tmp_path, sidebar, "https://news.example.com/acme"), T).accept

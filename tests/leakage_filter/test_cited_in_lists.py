"""A list under "Cited in", "Cited by" or "In the news" holds later pages that mention this one,
each with its own date: one dated after t is a later fact on the page."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import is_related_heading

from .conftest import judge

_T, _PAGE = datetime(2025, 6, 2, 12, 0, tzinfo=UTC), datetime(2025, 6, 1, 9, 0, tzinfo=UTC)


def _brief(heading: str, item: str) -> str:
    return ("<html lang='en-GB'><body><h1>Water metering in market towns</h1><p>1 June 2025</p>"
            "<p>Our policy brief sets out the costs of universal metering for small water companies.</p>"
            f"<h3>{heading}</h3><ul><li>{item}</li></ul></body></html>")


def test_a_later_citing_page_is_a_leak() -> None:
    for heading in ("Cited in", "Cited by", "In the news", "Press coverage"):
        verdict = judge(_brief(heading, "'Meters and the money', The Tyne Courier, 14 July 2025"), t=_T, page=_PAGE)
        assert verdict.label == "leak", (heading, verdict.reason)


def test_an_earlier_citing_page_is_clean() -> None:
    assert judge(_brief("Cited in", "'Meters and the money', The Tyne Courier, 1 June 2025"), t=_T, page=_PAGE).label == "clean"


def test_the_headings() -> None:
    assert is_related_heading("Cited by:") and is_related_heading("Mentioned in")
    assert not is_related_heading("Cited sources and method")

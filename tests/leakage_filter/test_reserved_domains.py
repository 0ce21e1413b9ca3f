"""A documentation or test host ("research.example.in.example", RFC 2606) keeps the country domain
before its reserved top-level name: the page's locale is India's, so "IST" is India's clock."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from leakage_filter.page_locale import page_locale

from .conftest import judge


def test_the_country_domain_before_a_reserved_name_sets_the_locale() -> None:
    for url in ("https://research.in.example/story/x", "https://www.news.co.uk.test/a"):
        assert page_locale("", url, "", cjk=False).zone is not None, url
    assert page_locale("", "https://research.in.example/story/x", "", cjk=False).zone == ZoneInfo("Asia/Kolkata")
    assert page_locale("", "https://www.example/x", "", cjk=False).zone is None


def test_an_ist_stamp_on_an_indian_test_host_is_indian_time() -> None:
    # 11:02 PM IST on 15 Dec is 17:32Z in India (22:02Z if it were Irish): before t at 19:51Z.
    html = ("<html><body><article><h1>Orbit lifts dividend</h1><p>Orbit Ltd declared an interim dividend.</p></article>"
            "<aside><h3>Previous reports</h3><ul><li>Currency traders eye jobs data Dec 15, 2025, 11:02 PM IST</li>"
            "</ul></aside></body></html>")
    verdict = judge(html, t=datetime(2025, 12, 15, 19, 51, tzinfo=UTC), page=datetime(2025, 12, 15, 9, 0, tzinfo=UTC),
                    url="https://research.in.example/story/orbit")
    assert verdict.label == "clean", verdict.reason

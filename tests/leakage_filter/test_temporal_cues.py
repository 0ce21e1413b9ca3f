"""Forward-looking and scheduled dates are not facts, in every language asof reads; a page's own
stamp says which clock its days are counted on (hand-written pages, one per rule)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from leakage_filter.dates import tense_at
from leakage_filter.page_locale import offset_zone

from .conftest import judge


def tense(sentence: str, needle: str) -> str:
    start = sentence.index(needle)
    return tense_at(sentence, start, start + len(needle))[0]


@pytest.mark.parametrize(
    ("sentence", "needle"),
    [
        ("距离4月30日年报披露截止日仅剩一周。", "4月30日"),  # a deadline counted down to
        ("上市公司须在4月30日前披露年报。", "4月30日"),  # "must ... before"
        ("明确自10月8日起,新发放贷款以LPR为定价基准。", "10月8日"),  # effective from
        ("Futures price about an 80% chance of a cut by the July 30-31 meeting.", "July 30"),  # "a cut": a noun
        ("We will update this page when the May 2024 rate is announced.", "May 2024"),  # present passive
        ("China retaliated with tariffs on US goods starting June 1.", "June 1"),
        ("The composite rate through April 30, 2024 is 5.27%.", "April 30, 2024"),
    ],
)
def test_scheduled_and_forward_contexts_are_not_facts(sentence: str, needle: str) -> None:
    assert tense(sentence, needle) == "forward"


def test_a_verb_after_since_belongs_to_the_earlier_event() -> None:
    assert tense("This Friday, Sept 15, marks 15 years since Lehman filed for Chapter 11.", "Sept 15") == "neutral"
    assert tense("Lehman filed for Chapter 11 on Sept 15.", "Sept 15") == "fact"


def test_the_page_s_own_offset_is_its_clock() -> None:
    assert offset_zone("2025-12-31T23:50:00-08:00") == timezone(timedelta(hours=-8))
    assert offset_zone("2025-12-31T23:50:00Z") is None and offset_zone("2025-12-31") is None
    # Published 23:50 PST on 31 December (07:50Z on 1 January): the URL's 31 December is that day,
    # and "Thursday, Jan. 1" in the body is the coming day, not a later page.
    stored = datetime(2026, 1, 1, 7, 50, tzinfo=UTC)
    html = (
        "<html lang='en-us'><head><script type='application/ld+json'>{\"@type\": \"NewsArticle\", "
        "\"datePublished\": \"2025-12-31T23:50:00-08:00\"}</script></head><body><article>"
        "<p>Published Dec. 31, 2025 at 11:50 p.m. PST</p><p>New fares take effect on Thursday, Jan. 1.</p>"
        "</article></body></html>"
    )
    url = "https://news.example.com/local/2025/12/31/fares/"
    verdict = judge(html, t=datetime(2026, 1, 1, 8, 0, tzinfo=UTC), page=stored, url=url)
    assert verdict.label == "clean" and "page dated 2025-12-31" in verdict.reason
    # without the offset, the visible stamp's "11:50 p.m. PST" is still the stored instant: the page's clock
    utc_only = html.replace("-08:00", "Z").replace("23:50:00Z", "07:50:00Z").replace("2025-12-31T", "2026-01-01T")
    verdict = judge(utc_only, t=datetime(2026, 1, 1, 8, 0, tzinfo=UTC), page=stored, url=url)
    assert verdict.label == "clean" and "page dated 2025-12-31" in verdict.reason, verdict.reason
    # with no zone stated anywhere the page's day is the UTC one; the URL's earlier day still dates
    # the page no later than the stored instant (`test_url_day`)
    bare = utc_only.replace(" at 11:50 p.m. PST", "")
    verdict = judge(bare, t=datetime(2026, 1, 1, 8, 0, tzinfo=UTC), page=stored, url=url)
    assert verdict.label == "clean" and "page dated 2026-01-01" in verdict.reason, verdict.reason


def test_a_weekday_on_the_page_s_local_day_is_that_day() -> None:
    # 07:40 on Saturday in Singapore is Friday 23:40Z: "on Saturday morning" is the page's own day.
    stored = datetime(2026, 2, 6, 23, 40, tzinfo=UTC)
    html = (
        "<html lang='en'><head><script type='application/ld+json'>{\"datePublished\": \"2026-02-07T07:40:00+08:00\"}"
        "</script></head><body><article><p>The regulator said on Saturday morning it had granted the first licences.</p>"
        "</article></body></html>"
    )
    assert judge(html, t=datetime(2026, 2, 7, 1, 0, tzinfo=UTC), page=stored).label == "clean"
    assert date(2026, 2, 7).weekday() == 5

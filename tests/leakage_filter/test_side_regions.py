"""Reader comments and most-read lists are side regions whose later dates leak; the same day of a
stored instant is that instant (hand-written pages, one per rule)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leakage_filter.chrome import is_related_heading, page_view
from leakage_filter.rules import RulesClassifier
from leakage_filter.verdict import ClassifyContext

BODY = (
    "<p>Shares of Northwind Logistics rose 2.1% on the day after the company said freight volumes held up "
    "through the quarter, according to a statement from its chief executive.</p>"
)


def verdict(html: str, t: datetime, known_at: datetime | None, url: str = "https://news.example.org/story"):
    context = ClassifyContext(url=url, page_known_at=known_at)
    return RulesClassifier().classify(html, t, context)


@pytest.mark.parametrize(
    "names", ["comments", "comment-list", "reader-comments", "kommentare", "commentaires", "disqus_thread"]
)
def test_a_comment_thread_is_a_side_region(names: str) -> None:
    html = f"<html><body><article><h1>Northwind</h1>{BODY}</article><section class='{names}'><p>Reader</p></section></body></html>"
    zones = {segment.text: segment.zone for segment in page_view(html).segments}
    assert zones["Reader"] == "related"


def test_a_comment_posted_after_t_rejects_the_page() -> None:
    t = datetime(2024, 5, 6, 20, 0, tzinfo=UTC)
    html = (
        "<html><body><article><h1>Northwind holds up</h1><p>May 6, 2024</p>" + BODY + "</article>"
        "<div id='comments'><div class='comment'><p>Posted May 9, 2024</p><p>Told you so.</p></div></div></body></html>"
    )
    found = verdict(html, t, datetime(2024, 5, 6, 14, 0, tzinfo=UTC))
    assert found.label == "leak" and "related_date_after_t" in found.reason


def test_comments_before_t_are_fine() -> None:
    t = datetime(2024, 5, 8, 20, 0, tzinfo=UTC)
    html = (
        "<html><body><article><h1>Northwind holds up</h1><p>May 6, 2024</p>" + BODY + "</article>"
        "<div id='comments'><div class='comment'><p>Posted May 7, 2024</p><p>Good quarter.</p></div></div></body></html>"
    )
    assert verdict(html, t, datetime(2024, 5, 6, 14, 0, tzinfo=UTC)).label == "clean"


@pytest.mark.parametrize(
    "heading", ["Meistgelesen", "Les plus lus", "Lo más leído", "アクセスランキング", "排行榜", "12 comments", "Kommentare", "评论"]
)
def test_most_read_and_comment_headings_in_other_languages(heading: str) -> None:
    assert is_related_heading(heading)


def test_a_url_day_holding_the_stored_instant_is_not_after_t() -> None:
    # Published 14:00Z on the URL's day, forecast at 20:00Z the same day: the URL's day is the stored instant's.
    t = datetime(2024, 5, 6, 20, 0, tzinfo=UTC)
    html = "<html><body><article><h1>Northwind holds up</h1>" + BODY + "</article></body></html>"
    stored = datetime(2024, 5, 6, 14, 0, tzinfo=UTC)
    assert verdict(html, t, stored, url="https://news.example.org/2024/05/06/northwind").label == "clean"
    # the next day had begun east of UTC+10 at 14:00Z: a publisher's day there (`test_url_day`)
    assert verdict(html, t, stored, url="https://news.example.org/2024/05/07/northwind").label == "clean"
    later = verdict(html, t, stored, url="https://news.example.org/2024/05/08/northwind")
    assert later.label != "clean"  # a URL day not yet begun anywhere at the stored instant is after it


def test_a_local_stamp_on_the_stored_instants_day_is_that_instant() -> None:
    # 07:15 in Beijing on 1 October is 23:15 UTC on 30 September, before a forecast at 23:30Z.
    t = datetime(2024, 9, 30, 23, 30, tzinfo=UTC)
    stored = datetime(2024, 9, 30, 23, 15, tzinfo=UTC)
    html = (
        "<html lang='zh-CN'><body><article><h1>物流股走强</h1><p>2024年10月01日 07:15 北京时间</p>"
        "<p>北风物流股价上涨2.1%，公司表示本季度货运量保持稳定。</p></article></body></html>"
    )
    assert verdict(html, t, stored, url="https://finance.example.cn/a/20241001/1.html").label == "clean"


def test_later_this_month_is_forward_looking() -> None:
    t = datetime(2020, 11, 9, 21, 0, tzinfo=UTC)
    html = (
        "<html><body><article><h1>Northwind</h1><p>November 9, 2020</p>" + BODY
        + "<p>The board is expected to meet later this month to approve the dividend.</p></article></body></html>"
    )
    assert verdict(html, t, datetime(2020, 11, 9, 15, 0, tzinfo=UTC)).label == "clean"


def test_yesterday_counted_back_from_the_stored_instant_is_not_after_t() -> None:
    # Stored at 00:30 Beijing on 28 Sept (16:30Z on the 27th); "yesterday" is the 27th in Beijing.
    t = datetime(2022, 9, 27, 18, 0, tzinfo=UTC)
    html = (
        "<html lang='en'><body><article><h1>Northwind</h1>" + BODY
        + "<p>The shares fell 3% yesterday after the company cut its outlook.</p></article></body></html>"
    )
    assert verdict(html, t, datetime(2022, 9, 27, 16, 30, tzinfo=UTC)).label == "clean"


def test_a_weekday_after_the_page_date_is_still_judged() -> None:
    # Stored on Thursday 5 May; "trading resumed on Monday" counted back is 2 May, before t: clean;
    # the same page stored a week later reports a Monday after t.
    t = datetime(2022, 5, 5, 20, 0, tzinfo=UTC)
    html = (
        "<html lang='en'><body><article><h1>Northwind</h1>" + BODY
        + "<p>Shares jumped 8% when trading resumed on Monday.</p></article></body></html>"
    )
    assert verdict(html, t, datetime(2022, 5, 5, 12, 0, tzinfo=UTC)).label == "clean"
    assert verdict(html, t, datetime(2022, 5, 10, 12, 0, tzinfo=UTC)).label == "leak"

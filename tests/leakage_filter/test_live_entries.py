"""A live blog's entries, each opening with its stamp under a live heading ("실시간", "Live-Ticker",
"速報", `entry_headers.news_entry`): an entry stamped after t leaks; the same blog whose entries are
all before t is clean."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 9, 18, 2, 34, tzinfo=UTC)
_T = datetime(2025, 9, 19, 21, 2, tzinfo=UTC)


def _live(lang: str, heading: str, body: str, stamp: str, entry: str) -> str:
    return (f"<html lang=\"{lang}\"><body><main><h1>{body}</h1><section class=\"live\"><h2>{heading}</h2><ul>"
            f"<li><b>{stamp}</b> {entry}</li></ul></section><div class=\"article-body\"><p>{body}</p></div></main></body></html>")


_BLOGS = [
    ("ko", "실시간", "청솔바이오, 2분기 영업이익 20.8% 증가했다고 회사가 밝혔다.", "2025.09.20 18:11", "2025.09.18 10:04",
     "청솔바이오 2분기 순이익 281.1억원"),
    ("de", "Live-Ticker", "Weserwerk Chemie AG erhöht die Dividende, teilte der Vorstand mit.", "20.09.2025 18:11",
     "18.09.2025 10:04", "Weserwerk Chemie AG meldet Nettogewinn von 845,7 Mio. Euro"),
    ("ja", "速報", "北斗電工は自社株買いを発表したと明らかにした。", "2025/09/20 18:11", "2025/09/18 10:04", "北斗電工、純利益659.0億円"),
]


@pytest.mark.parametrize(("lang", "heading", "body", "after", "before", "entry"), _BLOGS, ids=[b[0] for b in _BLOGS])
def test_a_live_entry_stamped_after_t_leaks(lang: str, heading: str, body: str, after: str, before: str, entry: str) -> None:
    verdict = judge(_live(lang, heading, body, after, entry), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


@pytest.mark.parametrize(("lang", "heading", "body", "after", "before", "entry"), _BLOGS, ids=[b[0] for b in _BLOGS])
def test_the_same_entry_stamped_before_t_is_clean(lang: str, heading: str, body: str, after: str, before: str, entry: str) -> None:
    verdict = judge(_live(lang, heading, body, before, entry), t=_T, page=_PAGE)
    assert verdict.label == "clean", verdict.reason


def _blocks(stamp: str) -> str:
    return ("<html lang='en-IN'><body><h1>LIVE Reserve Bank decision on Tuesday: what economists expect</h1>"
            "<p class='meta'>Ada Rao · Started Sep 18, 2025 / 08:04 AM IST</p><div class='blocks'>"
            f"<div class='block'><p class='block-time'><time>{stamp}</time></p><h3>Bond market reacts</h3>"
            "<p>Swaps imply roughly 21 basis points of easing by December.</p></div>"
            "<div class='block'><p class='block-time'><time>Sep 18, 2025 / 09:12 AM IST</time></p><h3>Bond market reacts</h3>"
            "<p>The rupee was steady in early trade.</p></div></div></body></html>")


def test_an_entry_stamp_with_its_time_after_a_slash_is_an_instant() -> None:
    # "Sep 20, 2025 / 05:18 PM IST": the date and the time of one stamp, read as one instant
    leak = judge(_blocks("Sep 20, 2025 / 05:18 PM IST"), t=_T, page=_PAGE)
    assert leak.label == "leak" and "11:48" in leak.reason, leak.reason
    assert judge(_blocks("Sep 18, 2025 / 10:18 AM IST"), t=_T, page=_PAGE).label == "clean"

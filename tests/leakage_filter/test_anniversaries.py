"""An anniversary of an event the page dates elsewhere ("on the first anniversary of the merger",
"経営統合から満1年を迎えたその日") tells of a day that many years after it: a leak when that day is
after t, nothing when it ended before t, and nothing when it is still ahead ("will mark").
Hand-written pages."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.anniversaries import anniversaries

from .conftest import judge

_PAGE = datetime(2025, 5, 14, 9, 0, tzinfo=UTC)
_BEFORE = datetime(2025, 5, 16, 12, 0, tzinfo=UTC)  # before the anniversary, 19 May 2025
_AFTER = datetime(2025, 5, 22, 12, 0, tzinfo=UTC)


def _page(body: str, lang: str = "en") -> str:
    return f"<html lang='{lang}'><body><article><h1>Orbit Labs</h1>{body}</article></body></html>"


ENGLISH = _page(
    "<p>The merger with Harbour Kits, which closed on 19 May 2024, remains the company's largest deal.</p>"
    "<p>On the first anniversary of the merger, Orbit Labs said the strike at its plant had ended.</p>"
)
JAPANESE = _page(
    "<p>2024年5月19日に完了したハーバー社との経営統合は、いまも同社最大の案件だ。</p>"
    "<p>経営統合から満1年を迎えたその日、オービット社は通期の売上高見通しを下方修正した。</p>",
    lang="ja",
)


def test_an_anniversary_told_as_done_dates_the_writing() -> None:
    for html in (ENGLISH, JAPANESE):
        verdict = judge(html, t=_BEFORE, page=_PAGE)
        assert verdict.label == "leak" and "written_after_t" in verdict.reason
        assert judge(html, t=_AFTER, page=_PAGE).label == "clean"


def test_an_anniversary_still_ahead_or_of_an_undated_event_is_no_leak() -> None:
    ahead = ENGLISH.replace("On the first anniversary of the merger, Orbit Labs said the strike at its plant had ended.",
                            "Orbit Labs will mark the first anniversary of the merger with a new plant.")
    assert judge(ahead, t=_BEFORE, page=_PAGE).label == "clean"
    undated = ENGLISH.replace(", which closed on 19 May 2024,", "")
    assert judge(undated, t=_BEFORE, page=_PAGE).label == "clean"
    assert [a.years for a in anniversaries("合併から2年となった日、")] == [2]
    assert list(anniversaries("経営統合から1年を迎える5月、")) == []  # "will reach": still ahead

"""Reader stamps told relative to the day a page is served ("yesterday 17:25", "ontem às 9h10"):
a date bar in the site header says which day that is, and a stamp counted back from a date bar
after t is a reply written after t, though counted from the article's own date it would not be."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import judge

_PAGE = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
_T = datetime(2025, 3, 5, 12, 0, tzinfo=UTC)


def _thread(date_bar: str, stamp: str, lang: str = "en") -> str:
    bar = f"<div class='datebar'>{date_bar}</div>" if date_bar else ""
    return (f"<html lang='{lang}'><body><header class='site'>{bar}<a class='logo' href='/'>Harbour Desk</a></header>"
            "<main><h1>Kestrel Foods lifts dividend</h1><p class='byline'>3 March 2025, 09:00 GMT</p>"
            "<p>Kestrel Foods said it would lift its dividend by a tenth after a strong year of trading.</p>"
            "<div class='comments'><h3>Comments</h3>"
            "<div class='comment'><span class='who'>dockside_dan</span> <span class='when'>3 March 2025 11:40</span>"
            "<p>Good news for holders.</p></div>"
            f"<div class='comment'><span class='who'>marina</span> <span class='when'>{stamp}</span>"
            "<p>Holding on for now.</p></div></div></main></body></html>")


@pytest.mark.parametrize(
    ("date_bar", "stamp", "lang"),
    [("Saturday, 8 March 2025", "yesterday 17:25", "en"), ("8 de março de 2025", "ontem às 9h10", "pt")],
)
def test_a_stamp_counted_back_from_a_later_date_bar_is_a_leak(date_bar: str, stamp: str, lang: str) -> None:
    verdict = judge(_thread(date_bar, stamp, lang), t=_T, page=_PAGE)
    assert verdict.label == "leak", verdict.reason


def test_the_same_stamp_without_a_date_bar_or_from_t_s_own_day_is_clean() -> None:
    assert judge(_thread("", "yesterday 17:25"), t=_T, page=_PAGE).label == "clean"
    # served on t's own day: "today" may be any time before it was served, "yesterday" is before t
    assert judge(_thread("5 March 2025", "today 08:10"), t=_T, page=_PAGE).label == "clean"
    assert judge(_thread("5 March 2025", "yesterday 17:25"), t=_T, page=_PAGE).label == "clean"

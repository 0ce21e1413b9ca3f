"""A list of dated linked headlines that no class name announces is a list of other pages: a later
item's date means the page was served after t; a menu, a schedule with descriptions or a live
blog's entries is not one (`leakage_filter.link_lists`, `chrome`)."""

from __future__ import annotations

from datetime import UTC, datetime

import lxml.html

from leakage_filter.link_lists import is_dated_link_list

from .conftest import judge

_PAGE = datetime(2025, 4, 3, 9, 0, tzinfo=UTC)
_T = datetime(2025, 4, 8, 12, 0, tzinfo=UTC)


def _releases(last: str) -> str:
    items = "".join(
        f"<div class='entry'><div class='when'>{day}</div><div><a href='/r/{i}'>{title}</a></div></div>"
        for i, (day, title) in enumerate(
            [(last, "Orchard Lane Foods completes sale of its frozen unit"),
             ("2 April 2025", "Orchard Lane Foods appoints a new finance director"),
             ("14 March 2025", "Orchard Lane Foods reports full-year results for 2024"),
             ("20 February 2025", "Orchard Lane Foods sets the date of its annual meeting")]
        )
    )
    return (
        "<html lang='en-GB'><body><main><h1>Orchard Lane Foods agrees sale of frozen unit</h1>"
        "<p>Orchard Lane Foods said it had agreed to sell its frozen food unit to a buyout firm.</p>"
        f"<h2>All news</h2><div class='stream'>{items}</div></main></body></html>"
    )


def test_a_later_item_in_a_dated_list_of_headlines_is_a_leak() -> None:
    verdict = judge(_releases("10 April 2025"), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason, verdict.reason


def test_the_same_list_with_every_item_before_t_is_clean() -> None:
    assert judge(_releases("3 April 2025"), t=_T, page=_PAGE).label == "clean"


def _list(body: str) -> bool:
    return is_dated_link_list(lxml.html.fragment_fromstring(body))


def test_a_menu_or_a_described_schedule_is_not_a_list_of_other_pages() -> None:
    menu = "<ul><li><a href='/a'>Markets and trading news</a></li><li><a href='/b'>Company news and results</a></li>" \
           "<li><a href='/c'>Economy and policy news</a></li></ul>"
    schedule = "<ul>" + "".join(
        f"<li><a href='/e{i}'>Annual general meeting of shareholders</a> {day}: the board will present the accounts,"
        " answer questions from the floor and put the resolutions to a vote</li>"
        for i, day in enumerate(("12 May 2025", "13 May 2025", "14 May 2025"))
    ) + "</ul>"
    assert not _list(menu) and not _list(schedule)


def _filings(last: str, titles: tuple[str, ...]) -> str:
    rows = "".join(
        f"<tr><td>{day}</td><td><a href='/docs/{i}.pdf'>{title}</a></td><td>PDF</td></tr>"
        for i, (day, title) in enumerate(zip((last, "2025年4月2日", "2025年3月14日", "2025年2月20日"), titles, strict=True))
    )
    return ("<html lang='ja'><body><main><h1>果樹園フーズ、冷凍事業の売却で合意</h1>"
            "<p>果樹園フーズは冷凍食品事業を投資会社に売却することで合意したと発表した。</p>"
            f"<table class='docs'><caption>適時開示</caption>{rows}</table></main></body></html>")


def test_a_table_of_dated_linked_filings_is_a_list_of_other_pages() -> None:
    titles = ("冷凍食品事業の譲渡完了に関するお知らせ", "代表取締役の異動に関するお知らせ", "2024年12月期決算短信の公表について", "定時株主総会の開催日決定のお知らせ")
    verdict = judge(_filings("2025年4月10日", titles), t=_T, page=_PAGE)
    assert verdict.label == "leak" and "related_date_after_t" in verdict.reason, verdict.reason
    assert judge(_filings("2025年4月3日", titles), t=_T, page=_PAGE).label == "clean"
    # rows whose cells are short labels, not headlines, are a table of figures, not other pages
    assert not _list("<table>" + "".join(
        f"<tr><td>{d}</td><td><a href='/q'>終値</a></td><td>1,204</td></tr>" for d in ("4月1日", "4月2日", "4月3日")) + "</table>")

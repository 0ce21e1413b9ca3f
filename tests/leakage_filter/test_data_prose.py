"""Prose in a `data-*` attribute (`data-teaser="..."`: a headline a script shows later) is text the
page holds but does not show, read like a tooltip (`chrome`): a later stamp there rejects the page;
machine values (sizes, slots, paths, symbols) are not read as text."""

from __future__ import annotations

from datetime import UTC, datetime

from leakage_filter.chrome import page_view

from .conftest import judge


def _page(attribute: str) -> str:
    return (f"<html lang='zh-CN'><body><article><h1>鼎信证券业绩预告</h1><p>鼎信证券发布业绩预告，预计全年利润增长。</p>"
            f"<div class='teaser' {attribute}></div></article></body></html>")


def test_a_teaser_in_a_data_attribute_is_read() -> None:
    t, stored = datetime(2023, 12, 10, 13, 26, tzinfo=UTC), datetime(2023, 12, 10, 8, 19, tzinfo=UTC)
    later = judge(_page('data-teaser="2024年1月2日更新：鼎信证券确认业绩预告下修。"'), t=t, page=stored)
    assert later.label == "leak", later.reason
    earlier = judge(_page('data-teaser="2023年12月9日更新：鼎信证券确认业绩预告下修。"'), t=t, page=stored)
    assert earlier.label == "clean", earlier.reason


def test_machine_values_of_data_attributes_are_not_text() -> None:
    html = ("<html><body><article><p>Body text of the article, long enough to be the article.</p>"
            "<div data-size='300x250' data-slot='/2231/markets/top' data-sym='WHL.12' data-config='{\"a\": 1}'"
            " data-headline='Shares rallied after the results were released'></div></article></body></html>")
    sources = [s.source for s in page_view(html).segments]
    assert sources.count("attr:data-headline") == 1
    assert not any(s in sources for s in ("attr:data-size", "attr:data-slot", "attr:data-sym", "attr:data-config"))

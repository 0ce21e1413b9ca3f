"""Lists of other pages that no class name announces: a dated list of linked headlines.

An investor-relations "All releases" list, an aggregator's stream or a "previous coverage" list
holds, item after item, a link whose words are a headline and beside it little more than a date
(and perhaps a source name); a filings table holds the same in rows (date, linked title, "PDF"). Each item is another page and its date is that page's: a later one
means the page was served after t, as in a "Related" module (`chrome` zones such a list
`related`). A list of links without dates (a menu), or items with text of their own (a live blog's
entries, a schedule's descriptions), is not one.
"""

from __future__ import annotations

import re
from itertools import islice

from lxml.html import HtmlElement

__all__ = ["is_dated_link_list"]

_CONTAINERS = frozenset({"ul", "ol", "div", "section", "table", "tbody"})
_MIN_ITEMS = 3
_SHARE = 0.75  # of the items that must look like dated headlines
_HEADLINE_WORDS = 4
_HEADLINE_CJK = 6  # Chinese and Japanese headlines have no spaces: characters count instead
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
_BESIDE_CHARS = 60  # text of an item outside its link: a date, a time, a source name
_ITEM_ELEMENTS = 12  # an item with more elements is a block of its own, not a list entry (speed too)
_DATE_LIKE = re.compile(
    r"\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b|\b(?:19|20)\d{2}\b"
    r"|\b\d{1,2}\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|(?:19|20)\d{2}\s*[年년]|\d{1,2}\s*[月월]\s*\d{1,2}\s*[日일]",
    re.IGNORECASE,
)


def _items(element: HtmlElement) -> list[HtmlElement]:
    children = [child for child in element if isinstance(child.tag, str)]
    if element.tag in ("ul", "ol"):
        return [child for child in children if child.tag == "li"]
    if element.tag in ("table", "tbody"):
        return [child for child in children if child.tag == "tr"]
    # a div of repeated blocks: the children that share the most common (tag, class)
    shapes: dict[tuple[str, str], list[HtmlElement]] = {}
    for child in children:
        shapes.setdefault((child.tag, child.get("class", "")), []).append(child)
    return max(shapes.values(), key=len, default=[])


def _dated_headline(item: HtmlElement) -> bool:
    if len(list(islice(item.iter(), _ITEM_ELEMENTS + 1))) > _ITEM_ELEMENTS:
        return False
    links = [a for a in item.iter("a") if a.get("href")]
    if len(links) != 1:
        return False
    headline = " ".join(links[0].text_content().split())
    if len(headline.split()) < _HEADLINE_WORDS and len(_CJK.findall(headline)) < _HEADLINE_CJK:
        return False
    # texts of adjacent cells never run into one word ("2024" + "PDF")
    beside = " ".join(" ".join(item.itertext()).split()).replace(headline, "", 1).strip()
    return len(beside) <= _BESIDE_CHARS and _DATE_LIKE.search(beside) is not None


def is_dated_link_list(element: HtmlElement) -> bool:
    """Whether `element` is a list of three or more dated linked headlines (see the module)."""
    if element.tag not in _CONTAINERS or len(element) < _MIN_ITEMS:
        return False
    items = _items(element)
    if len(items) < _MIN_ITEMS:
        return False
    allowed = int(len(items) * (1 - _SHARE))  # items that may be something else (a "more" link)
    failed = 0
    for item in items:
        if not _dated_headline(item):
            failed += 1
            if failed > allowed:
                return False
    return True

"""What a page states in its markup for machines, outside scripts: `<meta>` descriptions and the
dates of `data-*` attributes; and what a browser shows that a plain parse drops.

- `<meta name="description">`, `og:description`, `twitter:description` (and their titles) are the
  text a search result or a link preview shows, and what a model is given about the page: read
  for text addressed to reviewers ('meta:<name>'). Not as the page's passages: a preview repeats
  the page, and read as a passage (or as related content) it made the date rules reject clean
  pages of the independent corpora.
- A `data-updated="1761652800"`, `data-modified-ms`, `data-published="2025-10-28T..."` states the
  page's (or an element's) edit or publication instant: a dated record, as `structured` reads
  JSON ones. So does the instant of the last observation an element shows (`data-last-obs`,
  `data-last-trade`, `data-asof`): its figures are as of then, an update of that element; a
  `data-last-day` (an offer's closing day) or `data-next-*` names a day to come, not an observation. In a region of other content (related, trending: `chrome`'s zones) it is another page's.
- `kept_after_end(content)`: text after `</body>` or `</html>` is shown by a browser (it is moved
  into the body), but libxml2 drops it: those end tags are removed first when anything follows.
- `encoded_attribute_texts(tree)`: a link or an embed whose value is a `data:` text URI or a
  percent-encoded sentence ("/go?note=Ignore%20all%20previous...") holds prose a plain reading
  skips (`href` and `src` are not read as prose): their values, decoded.
- `named_element_texts(tree)`: an element HTML does not define (`<verdict>clean</verdict>`,
  `<assistant>...`) is a field a model reads by its name: read as "name: text".
"""

from __future__ import annotations

import re
import urllib.parse

from lxml.html import HtmlElement, defs

from leakage_filter.normalise import normalise_text
from leakage_filter.structured import MetaDate, read_instant

__all__ = ["attribute_date", "encoded_attribute_texts", "kept_after_end", "meta_texts", "named_element_texts"]

_DESCRIPTION = re.compile(r"(?:og:|twitter:)?(?:description|title)|abstract|summary", re.I)
# The instant of the last observation an element shows (a chart's `data-last-obs`, a quote's
# `data-last-trade`, `data-asof`, `data-refreshed`) is that element's update: its figures are as of then.
_AS_OF = r"refresh|as-?of|as_of|last[-_]?(?:obs|observ|trade|price|tick|quote|value|print)"
_DATE_ATTRIBUTE = re.compile(rf"data-[\w-]*(?:updat|modif|edit|revis|publish|posted|creat|releas|{_AS_OF})[\w-]*", re.I)
_UPDATED = re.compile(rf"updat|modif|edit|revis|{_AS_OF}", re.I)
# A name for a day to come (`data-next-release`, `data-scheduled-publish`): no record of the past.
_TO_COME = re.compile(r"next|upcoming|due|expected|scheduled|planned", re.I)
_END_TAGS = re.compile(r"</(?:body|html)\s*>", re.I)
_TRAILING = re.compile(r"</(?:body|html)\s*>\s*(?:<!--.*?-->\s*)*[^\s<]|</(?:body|html)\s*>\s*<(?!/?(?:body|html)\b|!--)", re.I | re.S)
_MAX_ATTRIBUTE_TEXTS = 200


def kept_after_end(content: str) -> str:
    """`content` with its `</body>` and `</html>` end tags removed when text or an element follows one."""
    return _END_TAGS.sub("", content) if _TRAILING.search(content) else content


def meta_texts(tree: HtmlElement) -> list[tuple[str, str]]:
    """(source, text) of the description and title texts of a parsed page's `<meta>` tags."""
    texts = []
    for element in tree.iter("meta"):
        key = element.get("name") or element.get("property") or ""
        value = element.get("content") or ""
        if _DESCRIPTION.fullmatch(key) and value.count(" ") >= 3:
            texts.append((f"meta:{key}", " ".join(normalise_text(value).split())[:5000]))
    return texts


def attribute_date(name: str, value: str, related: bool) -> MetaDate | None:
    """The dated record a `data-*` attribute states (`related`: it stands in another page's region), or None."""
    if not (value[:1].isdigit() and name.startswith("data-") and _DATE_ATTRIBUTE.fullmatch(name)) or _TO_COME.search(name):
        return None
    instant = read_instant(value)
    if instant is None:
        return None
    return MetaDate(f"attr.{name}", "updated" if _UPDATED.search(name) else "published", instant.date(), instant, value, related)


def encoded_attribute_texts(tree: HtmlElement) -> list[tuple[str, str]]:
    """(source, decoded text) of `href`, `src` and `data` values that hold encoded prose."""
    found: list[tuple[str, str]] = []
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue
        for name in ("href", "src", "data"):
            value = element.get(name)
            if not value or ("%" not in value and not value[:5].lower() == "data:"):
                continue
            if value[:5].lower() == "data:":
                if value[5:10].lower() == "text/" or value[5:6] == "," or value[5:6] == ";":
                    found.append((f"attr:{name}", normalise_text(urllib.parse.unquote(value))))
                continue
            decoded = urllib.parse.unquote_plus(value)
            if decoded.count(" ") >= 3:
                found.append((f"attr:{name}", normalise_text(decoded)))
            if len(found) >= _MAX_ATTRIBUTE_TEXTS:
                return found
    return found


_KNOWN_TAGS = frozenset(defs.tags) | {"svg", "math", "text", "tspan", "g", "path", "rect", "circle", "line", "polyline", "polygon",
                                      "use", "defs", "symbol", "title", "desc", "mtext", "mi", "mn", "mo", "mrow"}
_MAX_NAMED = 100


def named_element_texts(tree: HtmlElement) -> list[tuple[str, str]]:
    """(source, "name: text") of elements HTML does not define, named in a plain word (not a custom `my-widget`)."""
    found: list[tuple[str, str]] = []
    for element in tree.iter():
        tag = element.tag
        if isinstance(tag, str) and tag.isalpha() and len(tag) <= 30 and tag.lower() not in _KNOWN_TAGS:
            text = " ".join(normalise_text(element.text_content()[:2000]).split())
            if text:
                found.append((f"tag:{tag}", f"{tag}: {text}"))
                if len(found) >= _MAX_NAMED:
                    break
    return found

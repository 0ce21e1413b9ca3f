"""Dates and text a page keeps where neither its text nor its JSON readers look.

- *a date in a script variable*: `var page_lastmod = "2025-10-30T11:02:00+05:30"`, `cfg.updatedAt
  = '2025-10-30'`: one string assigned to a name of a date (`structured` reads assigned objects,
  not single strings); read as that key's dated record (`structured.keyed_date`);
- *JSON in base64 in a `data-*` attribute*: `data-props="eyJtb2RpZmllZCI6..."` is decoded and read
  as structured data (`structured.json_data`): an edit date kept there is the page's own;
- *a link's URL date*: `<a href="/markets/2025/04/02/deal-closes.html">` names another page and
  the day it was published (`dates.url_date`); a page that links to a page from after t was
  edited after t (read outside the site's chrome: menus do not say which version this is; a link
  to the page itself, its canonical or `og:url` address, is not another page: `other_pages`);
- *CSS `content:` strings* of `<style>` blocks and `style` attributes: text a browser draws
  (`.stamp::after { content: " (updated 21 Nov)" }`) read as a passage of the page.
Bounded: scripts and styles of at most `_MAX_CODE` characters, at most `_MAX_FOUND` values each.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from urllib.parse import urlsplit

from lxml.html import HtmlElement

from leakage_filter.dates import url_date
from leakage_filter.normalise import normalise_text
from leakage_filter.structured import MetaDate, MetaText, json_data, keyed_date

__all__ = ["css_texts", "encoded_state", "linked_page_date", "other_pages", "script_variable_dates"]

_MAX_CODE = 2_000_000
_MAX_FOUND = 200
# A quoted ISO date, then the name it is assigned to just before it ("name = ", "name: ", '"name": ').
_QUOTED_DATE = re.compile(r"""(["'])(\d{4}-\d\d-\d\d(?:[T ][\d:.]{5,15}(?:Z|[+-]\d\d:?\d\d)?)?)\1""")
_NAME_BEFORE = re.compile(r"""([A-Za-z_$][\w$]*)["']?\s*[:=]\s*$""")
_BASE64_VALUE = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}")
_CSS_CONTENT = re.compile(r"""\bcontent\s*:\s*(["'])([^"'\n]{4,400})\1""")


def script_variable_dates(tree: HtmlElement) -> list[MetaDate]:
    """Dated records of strings assigned to date names in inline scripts (not JSON scripts)."""
    found: list[MetaDate] = []
    for script in tree.iter("script"):
        text = script.text or ""
        if len(text) > _MAX_CODE or "json" in (script.get("type") or "").lower():
            continue
        for match in _QUOTED_DATE.finditer(text):
            name = _NAME_BEFORE.search(text, max(0, match.start() - 80), match.start())
            dated = keyed_date(name.group(1), match.group(2), f"script.{name.group(1)}", False) if name else None
            if dated is not None:
                found.append(dated)
                if len(found) >= _MAX_FOUND:
                    return found
    return found


def linked_page_date(href: str, *, related: bool = True) -> MetaDate | None:
    """The publication day a link's URL states (a path from the site's root is read as on any
    host), as another page's dated record; None when the URL holds no date. `related`: the link
    stands in a related-content module; one in the page's own content (`related=False`: "View
    PDF" of a filing) is the page's own document, whose day is judged as the page's own date is
    (on the stored instant's day it is that instant: a document the page links on its own day is
    no later than the page)."""
    day = url_date("https://site.invalid" + href if href.startswith("/") and not href.startswith("//") else href)
    return MetaDate("link.href", "published", day, None, href, related=related) if day is not None else None


def _address(href: str) -> str:
    """A link's host-free path, for comparing a link with the page's own address."""
    path = urlsplit(href.strip()).path
    return path.rstrip("/") or "/"


def other_pages(dates: list[MetaDate], tree: HtmlElement) -> list[MetaDate]:
    """`dates` with, of its link dates, the latest one of a link to another page than this one (its
    canonical or og:url address names the page itself)."""
    own = {_address(link.get("href") or "") for link in tree.iter("link") if "canonical" in (link.get("rel") or "").lower()}
    own |= {_address(meta.get("content") or "") for meta in tree.iter("meta") if (meta.get("property") or "").lower() == "og:url"}
    own.discard("/")
    links = [d for d in dates if d.path == "link.href" and _address(d.raw) not in own]
    # only the latest linked day can be after t when any is: one record, judged at every t (speed)
    return [d for d in dates if d.path != "link.href"] + ([max(links, key=lambda d: d.day)] if links else [])


def encoded_state(tree: HtmlElement) -> tuple[list[MetaDate], list[MetaText]]:
    """Dates and prose of JSON objects kept base64-encoded in `data-*` attributes."""
    dates: list[MetaDate] = []
    texts: list[MetaText] = []
    count = 0
    for element in tree.iter():
        for name, value in element.items() if isinstance(element.tag, str) else ():
            if not name.startswith("data-") or len(value) > _MAX_CODE or not _BASE64_VALUE.fullmatch(value):
                continue
            try:
                padded = value.rstrip("=") + "=" * (-len(value.rstrip("=")) % 4)
                decoded = base64.b64decode(padded, altchars=b"-_" if "-" in value or "_" in value else None, validate=True)
                parsed = json.loads(decoded.decode("utf-8"))
            except (binascii.Error, UnicodeDecodeError, ValueError, RecursionError):
                continue
            if isinstance(parsed, (dict, list)):
                data = json_data(parsed, f"base64:{name}")
                dates.extend(data.dates)
                texts.extend(data.texts)
                count += 1
                if count >= _MAX_FOUND:
                    return dates, texts
    return dates, texts


def css_texts(tree: HtmlElement) -> list[str]:
    """The `content:` strings of the page's style sheets and style attributes, normalised."""
    sheets = [style.text or "" for style in tree.iter("style")]
    sheets += [value for element in tree.iter() if isinstance(element.tag, str) and (value := element.get("style") or "")]
    found: list[str] = []
    for sheet in sheets:
        if "content" not in sheet or len(sheet) > _MAX_CODE:
            continue
        for match in _CSS_CONTENT.finditer(sheet):
            text = " ".join(normalise_text(match.group(2)).split())
            if any(ch.isalnum() for ch in text):
                found.append(text)
                if len(found) >= _MAX_FOUND:
                    return found
    return found

"""Separating a page's content from its chrome and its related-content modules.

A page is cut into segments (one per block of text), each in one of three zones:
- `content`: what the page says (headline, byline, body, update and correction notes);
- `related`: modules that list *other* pages (related stories, trending, most read, sidebars, and
  any block under a heading such as "Related" or "相关阅读"), and reader comment threads: their
  dates are other pages' or later readers' dates, so a later one means the page was served after t;
- `chrome`: site furniture that states no fact about the world (navigation, cookie notices,
  copyright lines such as "© 2026", "page generated ..." footers, share and sign-in bars).

HTML (detected by its tags) is zoned by structure first: `nav`, page-level `header`/`footer`
(outside the article: a footer inside an article holds its own notes), ARIA roles, and class or id
words (cookie, consent, newsletter, breadcrumb, share, footer, ... for chrome; related, sidebar,
recommend, trending, popular, most-read, ... and `aside` for related). Plain text is zoned line by
line. In both, single lines are then checked for the look of chrome (a copyright line, a cookie
notice, a row of navigation links), except lines carrying an update, publication or correction
marker, which are always content. An element named as the site's clock (class `today`,
`current-date`: the day the copy was served) is chrome. `script`, `style` and `template` are not text a reader sees;
`<noscript>` is (a crawler without scripts shows it), so is the inert markup of a `<template>` (a
script may show it, a text extractor reads it: source 'template'), and so are the `alt`, `title` and
`aria-label` attributes (tooltips, image descriptions, screen readers) and a `data-*` attribute
holding prose (a teaser or headline a script shows: `data-teaser="..."`): each becomes a segment in
the zone of its element. Every segment says where it came from (`Segment.source`) and carries the
exact instants its elements state for machines (`<time datetime>`, an ISO `title`, a `data-ts`
epoch: `Segment.instants`), which the rules read a day-only date shown beside them as. Replies
(`reply`, `replies`, even when each is an `<article>`) are comments; hidden blocks named as
paywalled are the article's own text (source 'paywall'); texts of adjacent elements never run
into one word ("hausse" + "16 juin" is "hausse 16 juin"). Structured data
(JSON-LD, `__NEXT_DATA__`, inline JSON state) is read by `structured` into `PageView.metadata`,
and so are the edit and publication instants of `data-*` attributes (`markup_data`). What a browser
shows that a plain parse drops is read too: the document of an `<iframe srcdoc>` (its segments
join the page's), text after `</html>`. `PageView.hidden` also holds `<meta>` descriptions, encoded
link values and elements HTML does not define (`markup_data`), for the injection check; `PageView.results`
the elements holding their event's result in a `data-*` attribute (`result_attributes`). All text is read through `normalise.normalise_text`; the page's declared language (`<html lang>`,
`og:locale`, Content-Language) is kept in `PageView.lang` for the locale rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from functools import lru_cache
from typing import Literal

from lxml.etree import Comment
from lxml.html import HtmlElement

from engine.errors import InputError
from leakage_filter.hidden_state import css_texts, encoded_state, linked_page_date, other_pages, script_variable_dates
from leakage_filter.later_links import later_entry_subject
from leakage_filter.link_lists import is_dated_link_list
from leakage_filter.markup_data import attribute_date, encoded_attribute_texts, kept_after_end, meta_texts, named_element_texts
from leakage_filter.normalise import is_hidden, normalise_text
from leakage_filter.regex_guard import guarded
from leakage_filter.related_headings import MORE_RELATED_HEADINGS
from leakage_filter.result_attributes import HeldResult, result_attributes
from leakage_filter.structured import MetaDate, MetaText, read_instant, structured_data
from pit_store.ingest.html_source import parse_html

__all__ = ["PageView", "Segment", "Zone", "looks_like_html", "page_view", "tells_of_the_site"]

Zone = Literal["content", "related", "chrome"]


@dataclass(frozen=True, slots=True)
class Segment:
    """One block of text and the zone it belongs to."""

    text: str
    zone: Zone
    heading: str = ""
    """The heading the block sits under, if any (e.g. "Upcoming events", "Related")."""
    offset: int | None = None
    """Where `text` starts in the original content (plain text only; None for HTML)."""
    source: str = "text"
    """Where the text came from: 'text' (what the page shows), 'noscript', 'template', 'hidden' (an
    element a browser does not show: `hidden`, `aria-hidden`, `display:none`, ...; `normalise.is_hidden`),
    'paywall' (a hidden block named as paywalled: the article's own text for subscribers), 'attr:alt',
    'attr:title', 'attr:aria-label', 'html-comment' (a short HTML comment), or 'json:<key path>'
    (structured data)."""
    block: str = ""
    """The HTML block element the text stands in ('p', 'td', 'li', ...; '' for plain text)."""
    instants: tuple[datetime, ...] = ()
    """Exact instants that elements inside the block state for machines (`<time datetime>`, an ISO
    `title`, a `data-ts` epoch): what a day-only date shown beside them stands for."""
    row: int = 0
    """The table row (`<tr>`, numbered from 1 in document order) the block stands in; 0 outside
    any: the cells of one row share it, so a row is read from the markup, not guessed."""


@dataclass(frozen=True, slots=True)
class PageView:
    """A page cut into zoned segments."""

    is_html: bool
    title: str
    segments: tuple[Segment, ...]
    lang: str = ""
    """The page's declared language tag, lower case ('en-gb', 'de', 'zh-cn'), '' if none."""
    metadata: tuple[MetaDate, ...] = ()
    """Dates stated in structured data (JSON-LD, `__NEXT_DATA__`, inline JSON state)."""
    hidden: tuple[tuple[str, str], ...] = ()
    """(source, text) of what the page holds but does not show in its body: comments ('comment'),
    scripts and styles ('script'), templates ('template'), the `<title>` ('title') and attribute
    values not read as text ('attr:<name>'), normalised."""
    results: tuple[HeldResult, ...] = ()
    """Elements holding their event's result in a `data-*` attribute (`result_attributes`)."""

    def zone_text(self, zone: Zone) -> str:
        """The text of every segment in `zone`, one per line."""
        return "\n".join(s.text for s in self.segments if s.zone == zone)


_HTML_HINT = re.compile(r"<(?:!doctype|html|head|body|div|p|article|section|span|h[1-6]|meta|ul|li|a)\b", re.I)


def looks_like_html(content: str) -> bool:
    """Whether `content` is HTML markup (rather than extracted text)."""
    return _HTML_HINT.search(content[:5000]) is not None and "</" in content


# ---------------------------------------------------------------------------------------------
# Line-level chrome and markers

_MARKER_LINE = re.compile(
    r"\b(?:updated|published|posted|modified|revised|corrected|correction|clarification|amended)\b"
    r"|更新|发布|修改|更正|勘误",
    re.IGNORECASE,
)
_CHROME_LINE = re.compile(
    r"©|\(c\)\s*(?:19|20)\d{2}|\bcopyright\b|all rights reserved|版权所有|保留所有权利"
    r"|\bcookies?\b.{0,80}\b(?:use|uses|using|accept|consent|policy|settings|preferences|store)\b"
    r"|\b(?:use|uses|accept|consent to)\b.{0,40}\bcookies?\b"
    r"|\b(?:page|site|this page)\s+(?:was\s+)?(?:last\s+)?(?:generated|rendered|built|rebuilt|cached|compiled)\b"
    r"|\b(?:generated|rendered|cached|built)\s+(?:at|on)\s+\d"
    r"|^\s*(?:skip to (?:main )?content|sign in|log in|subscribe(?: now)?|menu|search|share(?: this)?"
    r"|follow us|advertisement|back to top|privacy policy|terms of (?:use|service))\b"
    r"|本站使用\s*cookie|页面生成于|网站地图",
    re.IGNORECASE,
)
_NAV_SEPARATORS = re.compile(r"\s*[|·•»›]\s*")


def _nav_row(line: str) -> bool:
    parts = [p for p in _NAV_SEPARATORS.split(line) if p.strip()]
    return len(parts) >= 3 and all(len(p.split()) <= 3 and not any(c.isdigit() for c in p) for p in parts)


def line_is_chrome(line: str) -> bool:
    """Whether one line looks like site chrome (and carries no update/publication marker)."""
    if _MARKER_LINE.search(line):
        return False
    return _CHROME_LINE.search(line) is not None or _nav_row(line)


_RELATED_HEADING = re.compile(
    r"^\s*(?:related(?:\s+(?:stories|articles|news|coverage|content|reading|links|posts|headlines))?"
    r"|more (?:from|on|stories|news|coverage|in|headlines)\b.*|read (?:more|next|also)|see also|also read"
    r"|you (?:may|might) (?:also )?(?:like|have missed|be interested in).*|recommended(?: for you)?"
    r"|trending(?: now)?|most (?:read|popular|viewed|shared)|popular(?: now| stories)?|latest(?: news| stories| headlines)?"
    r"|top stories|further reading|in other news|what to read next|editors'? picks"
    r"|cited (?:in|by)|mentioned in|in the (?:news|press|media)|(?:press|media) coverage"  # later pages on this one
    r"|相关(?:阅读|新闻|文章|报道|推荐)|推荐阅读|延伸阅读|热门(?:文章|新闻|推荐)?|猜你喜欢|更多(?:新闻|报道|阅读)|最新(?:新闻|文章)|大家都在看"
    # most-read lists and reader comments in the other languages asof reads
    r"|meist ?gelesen|meistgeklickt|les plus lus|lo más leído|lo mas leido|más leídas|mas leidas"
    r"|(?:アクセス)?ランキング|人気記事|よく読まれている記事|[\u4e00-\u9fff]{0,4}(?:排行榜?|热榜|热门)|24小时热闻"
    r"|top[- ]?(?:news|themen|meldungen|headlines)|à la une|les plus populaires|lo último"
    r"|(?:\d+\s+)?(?:reader\s+)?comments?(?:\s*\(\d+\))?|leserkommentare|kommentare|commentaires|comentarios"
    r"|(?:网友|读者)?评论(?:区)?|コメント(?:欄)?|" + MORE_RELATED_HEADINGS + ")"
    r"\s*[:：]?\s*$",
    re.IGNORECASE,
)


# A build stamp ("page generated 2024-07-13 18:00") tells when the copy was rendered from content
# that may be older: the site's clock, not a change it tells of.
_RENDER_CUE = re.compile(r"(?:re)?(?:generated|rendered|built|cached|compiled)", re.IGNORECASE)
# A notice about the site's own documents (a cookie or privacy policy, the terms) tells of a change
# to another document, not to this page's content: a copy showing it was served later, as every
# crawled copy is ("our cookie policy was updated on ...").
_SITE_DOCUMENT = re.compile(
    r"cookie|privacy|policy|policies|terms|politique|pol[ií]tica|datenschutz|richtlinie|nutzungsbedingungen|"
    r"privacidade|termos|condizioni|informativa|ポリシー|規約|隐私|政策|条款|개인정보|약관",
    re.IGNORECASE,
)


def tells_of_the_site(text: str, cue: str) -> bool:
    """Whether a dated chrome line told with `cue` is about the site itself, not this page's
    content: a build stamp, or a notice about the site's own documents."""
    return _RENDER_CUE.fullmatch(cue) is not None or _SITE_DOCUMENT.search(text) is not None


def is_related_heading(line: str) -> bool:
    """Whether a heading introduces a list of other pages ("Related stories", "相关阅读")."""
    return len(line) <= 80 and _RELATED_HEADING.match(line) is not None


# A headline strip (a news ticker, a "breaking" bar) prints its module's label and the headline on
# one line: "Latest headlines: Fed cuts rates", "Dernières dépêches : ...". The label is the
# related heading, the rest another page's headline.
_STRIP_LABEL = re.compile(r"^\s*(?P<label>[^:：|]{3,40}?)\s*[:：|]\s*(?=\S)")
_STRIP_CHARS = 300


def strip_headline(line: str) -> str | None:
    """The headline of a one-line headline strip ("Latest headlines: Fed cuts rates" -> "Fed cuts
    rates"), else None: only a label that names a list of other pages makes a strip."""
    if len(line) > _STRIP_CHARS:
        return None
    label = _STRIP_LABEL.match(line)
    if label is None or not is_related_heading(label.group("label")):
        return None
    return line[label.end():]


# ---------------------------------------------------------------------------------------------
# HTML

_HIDDEN = {"script", "style", "template", "head"}
_COMMENT_CHARS = 240  # a headline's length: longer comments are markup or notes, not teasers
_READ_ATTRIBUTES = ("alt", "title", "aria-label")
# Prose in a `data-*` attribute: words, or a run of CJK text; ids, sizes, paths, URLs, JSON and
# machine values ("top_728x90", "/2231/markets", "WHL.12") are not.
_PROSE = re.compile(r"(?:[^\W\d_]{2,}[\s,.:：，。、]+){2,}[^\W\d_]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{4,}")
_MACHINE_START = ("{", "[", "/", "http", "#")


def _prose_data(name: str, value: str) -> bool:
    """Whether a `data-*` attribute holds a short prose text (a teaser a script shows), read like a tooltip."""
    return (name.startswith("data-") and len(value) <= _COMMENT_CHARS and not value.lstrip().startswith(_MACHINE_START)
            and _PROSE.search(value) is not None)
_BLOCKS = {
    "address", "article", "aside", "blockquote", "body", "br", "dd", "div", "dl", "dt", "figcaption",
    "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main",
    "nav", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
}  # fmt: skip
_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_RELATED_NAMES = re.compile(
    r"related|recommend|trending|popular|most-?read|more-?(?:from|stories|news|coverage|headlines)"
    r"|read-?(?:more|next)|also-?like|further-?reading|latest-?(?:news|stories|headlines)"
    r"|top-?stories|sidebar|side-bar|taboola|outbrain|you-?may|also-?read",
    re.IGNORECASE,
)
# Reader comments and replies: written by others, at their own later times; a dated one after t
# means the page as stored holds text that did not exist at t.
_COMMENT_NAMES = re.compile(
    r"(?:^|[\s_-])(?:comments?|comment-?(?:list|thread|section|body)|replies|reply|reply-?list|discussion|disqus"
    r"|kommentare?|commentaires?|comentarios?|reader-?comments?|user-?comments?)(?:$|[\s_-])",
    re.IGNORECASE,
)
_CHROME_NAMES = re.compile(
    r"cookie|consent|gdpr|newsletter|subscri|sign-?up|copyright|legal|breadcrumb|menu|navbar"
    r"|masthead|site-?header|site-?footer|footer|(?:^|[\s_-])share(?:$|[\s_-])|sharing|social"
    r"|advert|(?:^|[\s_-])ads?(?:$|[\s_-])|promo|login|skip-?link|colophon|site-?info|toolbar"
    # the site's clock: the day the copy was served ("<span class='today'>1 février 2025</span>")
    r"|(?:^|\s)(?:today|current-?date|date-?today|todays?-?date)(?:$|\s)",
    re.IGNORECASE,
)
# Not chrome: a paywalled block ("post-paywall", "paywall-content") holds the article's own text,
# which a subscriber or a crawler with access reads; the offer to subscribe is `subscri` above.
_PAYWALL_NAMES = re.compile(r"paywall|premium|subscriber|members?-?only|locked-?content|metered", re.IGNORECASE)
_CHROME_ROLES = {"navigation", "banner", "contentinfo", "search", "menu", "menubar", "toolbar"}


def _own_zone(element: HtmlElement, in_article: bool) -> Zone | None:
    zone = _declared_zone(element, in_article)
    # Never give a zone to a wrapper that holds the article itself (<div class="with-sidebar">);
    # a thread of replies each marked up as an <article class="reply"> is not the article.
    if zone is not None and any(
        _declared_zone(inner, True) is None for inner in element.iterdescendants("article", "main")
    ):
        return None
    return zone


def _declared_zone(element: HtmlElement, in_article: bool) -> Zone | None:
    tag = element.tag
    if tag in ("html", "body"):
        return None  # the page itself: its classes name the layout ("one-sidebar sidebar-second"), not a module
    role = (element.get("role") or "").strip().lower()
    names = f"{element.get('class', '')} {element.get('id', '')}"
    named = names != " "  # speed: no class and no id, no name can match
    if tag == "nav" or role in _CHROME_ROLES and not (role in {"banner", "contentinfo"} and in_article):
        return "chrome"
    if tag in ("header", "footer") and not in_article:
        return "chrome"
    if tag == "aside" or role == "complementary" or named and (_RELATED_NAMES.search(names) or _COMMENT_NAMES.search(names)):
        return "related"
    if is_dated_link_list(element):
        return "related"
    if tag in ("article", "main"):
        return None
    if named and _CHROME_NAMES.search(names) and not (tag == "footer" and in_article):
        return "chrome"
    return None


def _heading_map(root: HtmlElement) -> dict[HtmlElement, str]:
    """Each element that follows a heading among its siblings, mapped to that heading's text."""
    under: dict[HtmlElement, str] = {}
    for heading in root.iter(*_HEADINGS):
        text = " ".join(heading.text_content().split())
        for sibling in heading.itersiblings():
            if isinstance(sibling.tag, str) and sibling.tag in _HEADINGS:
                break
            under[sibling] = text
    return under


_State = tuple[HtmlElement, Zone, str, str, bool, bool, str, int]

# Attributes that state an element's instant for machines ("<time datetime=...>", a tooltip
# title="2021-11-18T05:00:11Z", data-ts="1577224400", data-utime, data-timestamp, ...).
_INSTANT_ATTRIBUTE = re.compile(r"datetime|title|content|data-[\w-]*(?:time|ts|date|stamp|epoch|created|posted)[\w-]*")


def _element_instant(element: HtmlElement) -> datetime | None:
    """The exact instant an element states in its machine-readable attributes, if any."""
    for name, value in element.attrib.items():
        if value[:1].isdigit() and len(value) <= 40 and _INSTANT_ATTRIBUTE.fullmatch(name):
            instant = read_instant(value)
            if instant is not None:
                return instant
    return None


def _glued(before: str, after: str) -> bool:
    """Whether two texts of adjacent elements would run into one word ("hausse" + "16 juin 2023",
    "Whitlock" + "June 7"): a reader sees two, the markup put no space between them."""
    last, first = before[-1:], after[:1]
    return (last.islower() and first.isupper()) or (last.isalpha() and first.isdigit()) or (
        last.isdigit() and first.isascii() and first.isalpha()
    ) or (first.isdigit() and _YEAR_END.search(before) is not None)


# A run of exactly four digits ending an element's text: a year ("on 9 May 2025" + "14 found this
# helpful"); a number split across elements in any other way is left whole.
_YEAR_END = re.compile(r"(?<!\d)\d{4}$")


class _Walker:
    """Walks a parsed page in document order, emitting one segment per block of text."""

    def __init__(self, root: HtmlElement) -> None:
        self.root = root
        self.headings = _heading_map(root)
        self.segments: list[Segment] = []
        self.pieces: list[str] = []
        self.zone: Zone = "content"
        self.heading = ""
        self.source = "text"
        self.block = ""
        self.row = 0
        self.rows = 0
        """Table rows opened so far (`Segment.row`)."""
        self.attributes: list[Segment] = []
        """Attribute texts met inside the current block, emitted after it (never mid-sentence)."""
        self.instants: list[datetime] = []
        """Machine-readable instants of the elements met inside the current block."""
        self.attribute_dates: list[MetaDate] = []
        """Dated records of `data-*` attributes (`markup_data.attribute_date`)."""

    def flush(self) -> None:
        if not self.pieces and not self.attributes:  # speed: most flushes (one per block edge) have nothing
            self.instants = []
            return
        text = " ".join(normalise_text("".join(self.pieces)).split())
        self.pieces = []
        if text:
            zone = self.zone
            subject = later_entry_subject(text) if zone in ("content", "chrome") else None
            if subject is None and zone == "content":  # a ticker's "Latest headlines: ..." (`strip_headline`)
                subject = strip_headline(text)
            if subject is not None:  # the next entry's headline, written after this one (`later_links`)
                text, zone = subject, "related"
            self.segments.append(Segment(text=text, zone=zone, heading=self.heading, source=self.source,
                                         block=self.block, instants=tuple(self.instants), row=self.row))
        self.segments.extend(self.attributes)
        self.attributes = []
        self.instants = []

    def read_attributes(self, element: HtmlElement, zone: Zone, heading: str) -> None:
        instant = _element_instant(element) if element.attrib else None
        for name, value in element.attrib.items():
            dated = attribute_date(name, value, zone != "content")
            if dated is None and name == "href" and zone != "chrome" and element.tag == "a":
                dated = linked_page_date(value, related=zone != "content")
            if dated is not None:
                self.attribute_dates.append(dated)
        if instant is not None:
            self.instants.append(instant)
        names = [*_READ_ATTRIBUTES, *(n for n, v in element.attrib.items() if _prose_data(n, v))]
        for name in names:
            value = element.get(name)
            if value and any(ch.isalnum() for ch in value):
                text = " ".join(normalise_text(value).split())
                self.attributes.append(Segment(text=text, zone=zone, heading=heading, source=f"attr:{name}",
                                               instants=(instant,) if instant is not None else ()))

    def run(self) -> list[Segment]:
        # (element, zone, heading, source, in_article, closing, block, row); an explicit stack: pages nest deeply.
        stack: list[_State] = [(self.root, "content", "", "text", False, False, "", 0)]
        while stack:
            element, zone, heading, source, in_article, closing, block, row = stack.pop()
            tag = element.tag if isinstance(element.tag, str) else None
            if closing:
                if tag in _BLOCKS or tag in ("noscript", "template"):
                    self.flush()
                elif tag in _TOKENS:
                    self.pieces.append(" ")
                if element is not self.root and element.tail:
                    self._switch(*self._parent_state(stack))
                    self._append(element.tail)
                continue
            if tag is None or (tag in _HIDDEN and tag != "template"):
                if element.tail:
                    self._switch(zone, heading, source, block, row)
                    self.pieces.append(element.tail)
                continue
            inner_article = in_article or tag in ("article", "main")
            own = _own_zone(element, in_article)
            zone = own if own is not None and zone == "content" else zone
            heading = self.headings.get(element, heading)
            if zone == "content" and is_related_heading(heading) and tag not in _HEADINGS:
                zone = "related"
            if tag in ("noscript", "template"):
                source = tag
            elif source == "text" and tag in _BLOCKS and is_hidden(element):  # a block: never splits a byline
                # A hidden paywalled block is the article's own text, as a subscriber reads it.
                source = "paywall" if _PAYWALL_NAMES.search(f"{element.get('class', '')} {element.get('id', '')}") else "hidden"
            if tag in _BLOCKS or tag in ("noscript", "template"):
                self.flush()
                block = tag
            if tag == "tr":
                self.rows += 1
                row = self.rows
            self._switch(zone, heading, source, block, row)
            self.read_attributes(element, zone, heading)
            if tag in _TOKENS:
                self.pieces.append(" ")
            stack.append((element, zone, heading, source, in_article, True, block, row))
            if element.text:
                self._append(element.text)
            stack.extend((child, zone, heading, source, inner_article, False, block, row) for child in reversed(element))
        self.flush()
        return self.segments

    def _append(self, text: str) -> None:
        """Add a text node, with a space where it would run into the text before it (see `_glued`)."""
        if self.pieces and _glued(self.pieces[-1], text):
            self.pieces.append(" ")
        self.pieces.append(text)

    def _parent_state(self, stack: list[_State]) -> tuple[Zone, str, str, str, int]:
        for _element, zone, heading, source, _in_article, closing, block, row in reversed(stack):
            if closing:
                return zone, heading, source, block, row
        return "content", "", "text", "", 0

    def _switch(self, zone: Zone, heading: str, source: str, block: str, row: int) -> None:
        if (zone, heading, source, block, row) != (self.zone, self.heading, self.source, self.block, self.row):
            self.flush()
            self.zone, self.heading, self.source, self.block, self.row = zone, heading, source, block, row


# A <time> (or a line break) is a token of its own: "<span>Tanya Whitlock</span><time>June 7, 2019</time>"
# reads "Tanya Whitlock June 7, 2019", not "WhitlockJune 7" (which hides the date).
_TOKENS = frozenset({"time", "br"})

_NOT_PROSE_ATTRIBUTES = frozenset({"href", "src", "srcset", "class", "id", "style", "rel", "type", "width", "height",
                                   "charset", "lang", "dir", "role", "target", "datetime", "itemprop", "itemtype",
                                   "itemscope", "property", "name", "http-equiv", "media", "sizes", "loading"}) | set(_READ_ATTRIBUTES)


# CSS that draws an element's characters right to left in the order written: the reader sees
# the text reversed ("unicode-bidi: bidi-override; direction: rtl").
_BIDI_OVERRIDE = re.compile(r"unicode-bidi\s*:\s*bidi-override", re.IGNORECASE)
_RTL = re.compile(r"direction\s*:\s*rtl", re.IGNORECASE)


def _hidden_texts(tree: HtmlElement) -> tuple[tuple[str, str], ...]:
    """Comments, script and style texts, and attribute values the page holds but does not show,
    and the text an element drawn right to left by a bidi override shows (its characters
    reversed: source 'bidi-override')."""
    found: list[tuple[str, str]] = []
    for node in tree.iter():
        tag = node.tag
        if not isinstance(tag, str):
            if node.text and tag is Comment:
                found.append(("comment", normalise_text(node.text)))
            continue
        style = node.get("style") or ""
        if _BIDI_OVERRIDE.search(style) and _RTL.search(style):
            found.append(("bidi-override", normalise_text(node.text_content()[::-1])))
        if tag == "template":
            found.append(("template", normalise_text(node.text_content())))
        elif tag in ("script", "style") and node.text:
            found.append(("script", normalise_text(node.text)))
        elif tag == "title" and node.text:  # a browser tab and every search result show it
            found.append(("title", normalise_text(node.text)))
        for name, value in node.attrib.items():
            if name not in _NOT_PROSE_ATTRIBUTES and (" " in value or len(value) >= 24):  # prose, or a long (encoded) token
                found.append((f"attr:{name}", normalise_text(value)))
    return tuple(found)


def _declared_lang(tree: HtmlElement) -> str:
    """The page's language tag: `<html lang>`, else Content-Language, else `og:locale`."""
    lang = tree.get("lang") or tree.get("xml:lang") or ""
    if not lang:
        for meta in tree.iter("meta"):
            key = (meta.get("http-equiv") or meta.get("property") or meta.get("name") or "").lower()
            if key in ("content-language", "og:locale", "language"):
                lang = meta.get("content") or ""
                break
    return lang.strip().lower().replace("_", "-")[:20]


def _html_view(content: str) -> PageView:
    tree = parse_html(kept_after_end(content), where="content")
    title_element = tree.find(".//title")
    title = " ".join(normalise_text(title_element.text_content()).split()) if title_element is not None else ""
    body = tree.find("body")
    walker = _Walker(body if body is not None else tree)
    segments = walker.run() + _framed_segments(tree)
    data = structured_data(tree)
    state_dates, state_texts = encoded_state(tree)
    segments += [_meta_segment(piece) for piece in data.texts + tuple(state_texts)]
    segments += [Segment(text=text, zone="content", source="css:content") for text in css_texts(tree)]
    segments += _comment_segments(tree)
    if not title:
        title = next((s.text for s in segments if s.zone == "content"), "")
    return PageView(
        is_html=True, title=title, segments=tuple(_line_chrome(segments)), lang=_declared_lang(tree),
        metadata=data.dates + tuple(other_pages(walker.attribute_dates, tree)) + tuple(state_dates) + tuple(script_variable_dates(tree)), hidden=_hidden_texts(tree) + tuple(meta_texts(tree) + encoded_attribute_texts(tree) + named_element_texts(tree)),
        results=result_attributes(tree),
    )


_MAX_SRCDOC = 200_000
_COMMENT_CHARS = 240  # a headline's length: longer comments are markup or notes, not teasers


def _comment_segments(tree: HtmlElement) -> list[Segment]:
    """Each short HTML comment, head or body, as a segment (source 'html-comment'): a comment may
    hold a teaser the page will show ("<!-- teaser: ... (2024.09.26 06:27) -->"), read like a hidden
    headline (`rules` judges only its entry dates)."""
    segments: list[Segment] = []
    for node in tree.iter(Comment):
        text = " ".join(normalise_text(node.text or "").split())
        if text and len(text) <= _COMMENT_CHARS:
            segments.append(Segment(text=text, zone="content", source="html-comment"))
    return segments



def _framed_segments(tree: HtmlElement) -> list[Segment]:
    """The text of each `<iframe srcdoc>`: a document the browser shows inside the page (one level deep)."""
    segments: list[Segment] = []
    for frame in tree.iter("iframe"):
        srcdoc = frame.get("srcdoc")
        if srcdoc and srcdoc.strip() and len(srcdoc) <= _MAX_SRCDOC:
            try:
                framed = parse_html(srcdoc, where="iframe srcdoc")
            except InputError:
                continue
            body = framed.find("body")
            segments += _Walker(body if body is not None else framed).run()
    return segments


def _meta_segment(piece: MetaText) -> Segment:
    return Segment(text=piece.text, zone="related" if piece.related else "content", source=f"json:{piece.path}",
                   instants=(piece.stamp,) if piece.stamp is not None else ())


def _line_chrome(segments: list[Segment]) -> list[Segment]:
    out = []
    for segment in segments:
        if segment.zone == "content" and line_is_chrome(segment.text):
            segment = replace(segment, zone="chrome")
        out.append(segment)
    return out


# ---------------------------------------------------------------------------------------------
# Plain text

_LONG_LINE = 160


def _text_view(content: str) -> PageView:
    normalised = normalise_text(content)
    exact = normalised == content  # offsets into the original only when normalising changed nothing
    content = normalised
    segments: list[Segment] = []
    related = False
    heading = ""
    offset = 0
    for raw in content.splitlines(keepends=True):
        start = offset + len(raw) - len(raw.lstrip())
        offset += len(raw)
        line = raw.strip()
        if not line:
            continue
        if is_related_heading(line):
            related, heading = True, line
            segments.append(Segment(line, "related", heading, start if exact else None))
            continue
        if related and len(line) > _LONG_LINE:
            related, heading = False, ""
        zone: Zone = "related" if related else ("chrome" if line_is_chrome(line) else "content")
        if zone == "content" and len(line) <= 60 and not line.endswith((".", "。", ":", "：")):
            heading = line
        segments.append(Segment(line, zone, heading if heading != line else "", start if exact else None))
    title = next((s.text for s in segments if s.zone == "content"), "")
    return PageView(is_html=False, title=title, segments=tuple(segments))


@lru_cache(maxsize=64)  # a page is judged at many forecast times; its view does not depend on t
def page_view(content: str) -> PageView:
    """Cut `content` (HTML or plain text) into zoned segments.

    Raises `InputError` only when HTML cannot be parsed at all.
    """
    if looks_like_html(content):
        return _html_view(content)
    return _text_view(content)


# speed: the scans behind a test of the characters a match can start with (`regex_guard`; same matches)
_MARKER_LINE = guarded(_MARKER_LINE)
_CHROME_LINE = guarded(_CHROME_LINE)
_NAV_SEPARATORS = guarded(_NAV_SEPARATORS)
_RELATED_NAMES = guarded(_RELATED_NAMES)
_CHROME_NAMES = guarded(_CHROME_NAMES)
_PAYWALL_NAMES = guarded(_PAYWALL_NAMES)

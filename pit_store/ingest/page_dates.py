"""Date evidence for one web page: every candidate date, and the `known_at` rule.

Candidates (all kept, each with the place it came from):
- htmldate's `find_date` on the page without its side regions, called twice: `original_date=True`
  (source `htmldate:original`) and `original_date=False` (`htmldate:latest`); and once more,
  `original_date=True`, on the whole page (`htmldate:page`), because some pages keep their own
  date only in a footer or sidebar ("Updated 2016/11/18" in `div#footer`). Only the original-date
  call runs on the whole page: the latest date of a whole page is usually a comment's or a teaser's. htmldate alone reports an "Updated" body date as the
  publication date when it is the page's only date, so neither call is trusted to know which date
  is which: both are just candidates. Its bounds are fixed (1990 to 2100; its default upper bound
  is "today", which would make a page's candidates depend on the day it is read). Its free-text
  search can pick up a forward-looking date; that can only make `known_at` later (fail closed) or,
  with a capture, be untrusted as after the capture. It never sees script and stylesheet
  references, whose version strings (`app.css?ver=20170803`) date a theme's release;
- JSON-LD `datePublished` / `dateCreated` / `dateModified` (top-level objects, lists, `@graph`);
- date `<meta>` tags (`article:published_time`, `article:modified_time`, `og:updated_time`,
  `pubdate`, `DC.date`, ...);
- `<time>` elements and microdata `itemprop` dates (a `<time>` no label names in a sentence that
  looks ahead to it, "will publish its results on <time>", is untrusted: `prose_date`);
- a date in the page URL (`/2024/03/05/`, `2024-03-05`, `20240305`; not for `file:` URLs, whose
  names were chosen by whoever saved the file, not by the publisher);
- dated statements in the body introduced by a marker at the start of a line or segment (the
  labels of many more languages in `stamp_words`; a date in a language or calendar the patterns
  below lack, read by `world_dates`, as a day only; a stamp with a time in another language's words,
  `world_dates.find_stamp_dates`, dates a day-only candidate of its day, and a later such day
  written not as a coming event blocks the stamps as a later plain day does)
  ("Updated March 5, 2024", "Posted: ...", "Last modified ...", "发布时间：2024年3月5日 10:30",
  "Aktualisiert am 5.3.2024"); an update marker also counts after a short lead-in ("Page last
  updated: 10/07/2025 10:42 ET"). Only a date directly after the marker counts, so forward-looking
  sentences ("will report on March 12", "results will be published on ...") never become page
  dates;
- a sentence whose subject is the page ("This entry was posted on Saturday, December 3rd, 2011",
  "Dieser Beitrag wurde am 3. Dezember 2011 veröffentlicht"; `body:self-statement`), as blog themes
  print a post's stamp below it;
- a line that is the page's stamp: an exact time, alone or with a byline before or after it (a
  zone-less clock beside a byline or source only, in the region's clock, `PageRegion.clock`, with
  its main zone kept as another reading; and only when one line of the page is such a stamp)
  ("Ann Lee May 30, 2026, 08:49 AM IST", "21 April 2026 03:49 SAST · Pieter van der Merwe"; source
  `body:stamp`); wire and terminal stamps print the time first ("02:48 IST 05-SEP-2019"); such a
  line later than the page's last exact update stamp is something the page lists, not its stamp
  (a page is not published after its last update: untrusted, `prose_date`);
- label/value fields (`<th>`/`<td>`, `<dt>`/`<dd>`; `field:<label>`) whose label names a
  publication or an update ("Posted", "Summary published"), or is a bare "Date" in a table or list
  that has no publication field; a field's value never counts as a stamp line (an event's "Date");
- a note of what happened a stated time after publication ("Editor's note: a week after
  publication, ..."; `body:relative-update`, role `modified`): the page's latest publication
  date plus that time;
- a page footer's update stamp that says it is this page's ("This page was last edited on 20 March
  2023, at 21:32 (UTC)."; `footer:*`, role `modified`): footers are cut before dating, this line
  is kept;
- the page's own item in a listing (`listing:own-item`): an exact `<time datetime>` whose item's
  headline is the page's title or `<h1>` (never a section page's item named only by the URL slug,
  never a reply in a comment thread);
- embedded application state (`__NEXT_DATA__`, `window.__INITIAL_STATE__ = {...}`,
  `JSON.parse("...")`, read by `pit_store.ingest.embedded_json`; `state:<key>`): exact publication and update instants of the object whose
  title or headline names the page (a creation time is not a publication);
- a news feed the page embeds in a script (`embedded_feed`: RSS `pubDate`, Atom `published`;
  `feed:<key>`): an item whose title the page's own text shows is an exact stamp of its day, role
  `written` like the written stamps below (a show page's episode under its "Jun 7, 2024");
- reader comments (`comments:earliest`, role `bound`): the earliest exact comment stamp of the
  page's own thread, an upper bound on the publication, never a page date (see `_refine_days`);
- the HTTP response of a WARC capture: `Last-Modified` (`http:last-modified`, a modification
  claim like any other) and `Date` (`http:date`, when the server sent it: kept as evidence, role
  `served`, never a page date: it is the capture, seen from the server's clock).
Numeric dates readable two ways (10/07/2025: 7 October or 10 July) and times with a zone name
several zones share ("IST": India, Israel or Ireland) are read the way that makes the page known
later, unless the page's declared region settles them (`page_region`: `<html lang="en-IN">` or a
country domain; the day order, where the region names none, also by the page's own unambiguous
numeric dates: "02/21/2025" on the page is month first, `written_order`; an update stamp's order
only where both name it and agree: an `en-US` page writing "02/21/2025" reads "Updated 03/10/2025"
as 10 March; or where its label is in a language written day first and the declared region is day
first: "Actualizado 12/02/2025" on an `es-ES` page is 12 February, `_labelled_region`) or the page's
own unambiguous exact stamps do (`_settle_readings`: the same instant, to the minute, in markup, or for a publication day an
exact publication stamp on the other day). A zone the page declares for every time it prints
("All times are UTC+10:00", forum software) makes its zone-less stamps exact (`_declared_zone`); one
its text declares ("Times shown in SGT", "時刻は日本時間") does so for its written stamps and their
loose times (`written_stamps.declared_zone`).
A date alone is a day in the publisher's zone: where the page's evidence settles that zone (a
declaration, the one zone all its stamps name, the clock of a single-zone region its tag or
domain declares; never a language alone, never a country spanning several zones), a day-only
date ends at the end of its day there (`day_zone`), else in `date_only_tz` (below).

Side regions are removed before any of this except `htmldate:page`: their dates belong to other
pages or to later readers. They are `aside`, `nav`, page footers and mastheads, elements whose
class or id says related, sidebar (or side-box, side-col, side-panel, side-rail), recommend, trending, popular, most-read, comments, replies,
discussion, citations, references or footnotes, links to the previous and next posts (class
`pagination`, `post-navigation`, `nav-previous`, `next-post`, ..., or a link with `rel="prev"` /
`rel="next"`), link lists (a list of three or more items, every one of them a link) and teaser
lists (an element with three or more children that each carry their own `<time>`, outside an
article: inside one they are the article's own timed entries, as in a live blog; nor one that
holds all the text of its `<main>`: a thread's or a timeline's posts are the page itself). An element
that holds the page's headline (the highest-ranked `<h1>`-`<h3>` whose text begins the
`<title>`, the first of its rank), its `<main>` or an `<h1>` of its own (not one titling a
section of a `<nav>` or `<aside>`) is the article's wrapper, never a side region, whatever its
class says (`<div class="mainwrap sidebar">`).

Precision (fail closed): a candidate with a time and an explicit offset (`Z`, `UTC`, `+08:00`) is
used as that instant. A date alone, or a time without an offset, cannot be proven public before
that calendar day has ended everywhere on Earth, so it counts as the end of that day in
`date_only_tz` (default `Etc/GMT+12`, i.e. UTC-12, the last zone to finish a day), or earlier, at
the end of that day in the zone the page settles for its dates (`day_zone`; never later). A zone name
after a time counts as an offset (`10:55 a.m. EDT`, `17:45 Uhr MEZ`, `ET` with New York's daylight
rule on that date; a name shared by several zones is read as the westernmost: see `named_zone`).
A weekday between a date and its time ("2025年5月8日 星期四 01:13 HKT") is the date's, and so is the word
for "at" ("5. Oktober 2024 um 16:06 Uhr", "à 17h56", "a las 17:56"): read through to the time.
htmldate fills a missing day with the 1st ("2011/12" becomes 2011-12-01), so an htmldate date on
the 1st of a month that no other source states is a month only (precision `month`): the end of the
month's last day, unless a stated day of that month refines it (`_refine_months`). htmldate's latest
date as a month that the page writes only as a folder of an address (`/2011/12/`,
`uploads/2017/08/`) is untrusted (`month_guess`) when the page states a day of its own: the folder
dates where a file was put (`_demote_folder_months`).
A day-only candidate is refined to an exact stamp of the same day where that stamp can stand for
it (`_refine_days`): the URL's /2024/03/04/ is not the end of 4 March when the page's meta says
14:05Z that day; a day-only update stamp is refined only by an exact update stamp. htmldate's
latest date on a later day than its original date is refined by the page's written stamps of
that day only when every place the page writes the day carries a time ("Snapshot generated Mar
4, 2025 3:40 AM PHT": `timed_days`), else only by an update stamp of that day ("Updated 9 Jul
10:15 p.m. NDT"): a bare mention of the day may be later than a stamp of something else.

htmldate's date is untrusted (`prose_date`) when the page writes that day only in running text (a
sentence, its meta description: "ahead of the decision on 13 May") and has its own exact stamp on
an earlier day: htmldate's free-text search took a date the text talks about (`_weigh_htmldate`);
and so when the page writes that day in running text and elsewhere too (a label, a cell), at
least once without a time, and it is later than every exact stamp the page states of itself
(a tender's closing day after its "Notice issued" stamp). A day the page writes beside an edit
word, or only as a stamp line, is not discounted, nor is a sentence about an edit ("amended on ...").

Trust: a candidate is untrusted when it is provably after the capture (`after_capture`; a date-only
candidate is after the capture only when that day had not begun anywhere, i.e. in UTC+14, at the
capture instant) or before 1990 (`implausible`). Untrusted candidates are kept, not used.
A trusted day or month alone that began before the capture but ends after it is dated at the
capture (`refined_by` `captured_at`): the bytes existed then (`_capped_by_capture`). An archive's
replay address (`archive_address`) names the archived page, whose site is the region.

`known_at`: the latest trusted candidate (a page updated after publication is known only from its
update, so the latest date is the conservative choice), capped by the capture time, which proves
the content existed then: `min(captured_at, latest)`; `captured_at` alone when no date is trusted;
the latest date alone without a capture; `None` (never visible) without either. One stricter case:
when any candidate is dated after the capture, the page's dating is inconsistent (a modification
claimed after the capture may stand for changes made before it), so `known_at` is the capture
time even if an earlier trusted date exists.

`published_at` (with `published_at_basis`, `published_at_precision`, `published_at_bounded`): the
first publication the page states, its own evidence beside `known_at` for a user auditing the page,
chosen by `pit_store.ingest.publication` from the candidates before a day is refined by a stamp of
that day (which may be a modification's): trusted `published` candidates only, never a side
region's (`htmldate:page`, `listing:own-item`), the document's metadata first, then its markup and
text, a creation stamp, htmldate's original date where the whole page gives its day and it cannot
be a stated modification, the address; the earliest of the first class that states one; never
after `known_at`. It never changes `known_at`.

Flags (sorted, in `DateEvidence.flags`): `no_date_candidates`; `http_date_disagrees` (the
server's `Date` is more than a day from the capture); `dates_after_capture` (every usable
date is after the capture); `some_dates_after_capture`; `implausible_dates`;
`side_regions_excluded`; `prose_dates`; `jsonld_unparseable`; `unparsed_date_values` (a meta, JSON-LD or
`datetime=` value that is not a date we can read: never guessed).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from copy import deepcopy
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from email.utils import parsedate_to_datetime
from typing import Literal, NamedTuple, TypeVar
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from htmldate import find_date
from lxml.html import HtmlElement
from pydantic import BaseModel, ConfigDict

from engine.timestamps import (
    ZONE_ABBREVIATIONS,
    ZONE_NAMES,
    UtcDateTime,
    day_contains,
    end_of_day,
    named_zone,
    shared_zone_readings,
)
from pit_store.ingest.archive_address import replay_address
from pit_store.ingest.day_zone import day_zones
from pit_store.ingest.embargo import embargo_texts
from pit_store.ingest.embedded_feed import feed_items
from pit_store.ingest.embedded_json import json_date, script_json
from pit_store.ingest.page_region import DayOrder, PageRegion, region_evidence, year_first
from pit_store.ingest.publication import first_publication
from pit_store.ingest.release_time import known_at_from_day
from pit_store.ingest.scheduled_mentions import day_mentions, is_scheduled, is_scheduled_after
from pit_store.ingest.stamp_words import DAY_FIRST_UPDATED_LABELS, PUBLISHED_LABELS, UPDATED_LABELS
from pit_store.ingest.timed_days import untimed_days
from pit_store.ingest.world_dates import find_stamp_dates, find_world_dates
from pit_store.ingest.written_order import written_order
from pit_store.ingest.written_stamps import (
    WrittenStamp,
    bare_time_stamp,
    time_first_stamp,
    declared_zone,
    latest_on_day,
    loose_stamps,
    rendered_at,
    sole_zone,
    stamp_after,
    stamp_before,
    undated_update,
    yearless_days,
    yearless_stamps,
    zone_day_order,
)

__all__ = [
    "ClaimSet",
    "DateCandidate",
    "DateClaim",
    "DateEvidence",
    "HttpEvidence",
    "date_evidence",
    "extract_claims",
    "parse_date_text",
    "resolve_claims",
    "without_side_regions",
]

Role = Literal["published", "modified", "statement", "served", "bound", "written"]
Precision = Literal["month", "day", "time"]
UntrustedReason = Literal["after_capture", "implausible", "year_only", "prose_date", "month_guess", "order_misread"]

PLAUSIBLE_FROM = datetime(1990, 1, 1, tzinfo=UTC)
"""Claimed dates before this are untrusted: the public web did not exist yet."""

_FIRST_ZONE = ZoneInfo("Etc/GMT-14")  # UTC+14: where each calendar day begins first
# Fixed bounds for htmldate: its default upper bound is "today", which would make the same page
# yield different candidates on different days.
_HTMLDATE_MIN = datetime(1990, 1, 1)
_HTMLDATE_MAX = datetime(2100, 1, 1)
_HTMLDATE_FORMAT = "%Y-%m-%dT%H:%M:%S%z"
_CONTEXT_CHARS = 120
_SERVED_TOLERANCE = timedelta(days=1)


class DateClaim(BaseModel):
    """A date as a page states it, before precision and trust are applied."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str
    role: Role
    day: date
    """The calendar date as written."""
    instant: UtcDateTime | None = None
    """Set only when the page gave a time with an explicit offset."""
    context: str
    other_readings: tuple[tuple[date, UtcDateTime | None], ...] = ()
    """Other ways the same text can be read (10/07/2025 as 10 July; "IST" as India's time), when
    `day`/`instant` hold the reading that makes the page known latest. Only the page's own
    unambiguous stamps may settle on one of these (`_settle_readings`)."""
    day_written: bool = False
    """For htmldate's dates: the page writes this day out in full somewhere (not a month that
    htmldate filled in with the 1st)."""
    path_month: bool = False
    """For htmldate's month-only dates: the month stands as a folder (`/2011/12/`) in the page's URL
    or in an address on the page (a link, an image under `uploads/2017/08/`)."""
    prose_only: bool = False
    order_misread: bool = False
    """For htmldate's dates: the page writes this day only in running text (a sentence, its meta
    description), on a later day than its own exact publication stamp: a date the text talks
    about ("the decision due on ..."), not the page's (`_prose_dates`). Also set for a day the page
    writes only as scheduled ("bonds mature July 1, 2035"), after a stamp of its own
    (`_distrust_scheduled`), for a stamp line later than the page's last update stamp
    (`_distrust_stamps_after_update`) and for a `<time>` in a sentence that looks ahead to it
    (`_in_scheduling_sentence`)."""
    day_timed: bool = False
    """For htmldate's dates: every place the page writes this day carries a clock time
    (`timed_days`), so the day's latest written stamp may stand for it (`_refine_by_written`)."""
    day_end: UtcDateTime | None = None
    """For a claim without a time on a page whose evidence settles the zone of its dates (a
    declaration, the one zone of its stamps, a single-zone region: `day_zone`): the end of its day
    there, which a day-only claim stands for instead of the end of the day in `date_only_tz`."""
    clock: time | None = None
    """For a labelled stamp whose time names no zone ("Published 03/03/2025 09:00", "Published Date
    10-Jan-2025 06:00 PM"): that wall-clock time. The stated time of the item outranks its day
    alone, which would stand for the end of the day (`_read_clocks`)."""
    clock_at: UtcDateTime | None = None
    """`clock` read in the zones the page settles for its dates (`day_zone`: "Times are East Africa
    Time", "Dates in IST", a single-zone region; the latest reading where several stay possible)."""


class DateCandidate(BaseModel):
    """A claim resolved to an instant and judged against the capture time."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str
    value: UtcDateTime
    precision: Precision
    role: Role
    trusted: bool
    why_untrusted: UntrustedReason | None
    context: str
    refined_by: str | None = None
    """For a day-only candidate: the source of the exact stamp of the same day that dates it."""


class DateEvidence(BaseModel):
    """Every candidate date of a page and the `known_at` they support."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    candidates: tuple[DateCandidate, ...]
    known_at: UtcDateTime | None
    known_at_basis: str
    """The source of the chosen candidate, `captured_at`, or `none`."""
    flags: tuple[str, ...]
    published_at: UtcDateTime | None = None
    """The first publication the page states (`pit_store.ingest.publication`), never after
    `known_at`; None when it states none. Evidence for a user auditing the page: `known_at`, not
    this, decides visibility."""
    published_at_basis: str = "none"
    """The source of the chosen publication candidate, or `none`."""
    published_at_precision: Precision | None = None
    """The chosen candidate's precision: a `day` (or `month`) stands for the end of that day."""
    published_at_bounded: bool = False
    """The chosen day (or month) ends after `known_at`, so `published_at` is `known_at`: the page
    was public then."""


class HttpEvidence(NamedTuple):
    """Date headers of the HTTP response a page came in (WARC captures), as sent."""

    last_modified: str | None = None
    date: str | None = None


class ClaimSet(NamedTuple):
    """What `extract_claims` found: the claims and flags about the extraction itself."""

    claims: tuple[DateClaim, ...]
    flags: tuple[str, ...]


class _RawDate(NamedTuple):
    source: str
    role: Role
    text: str
    declared: bool  # markup that declares a date (meta, JSON-LD, datetime=): failing to parse is notable
    scheduled: bool = False  # a `<time>` in a sentence that looks ahead to it (`_in_scheduling_sentence`)


# ---------------------------------------------------------------------------------------------
# Parsing date text


_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
    "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
    "mär": 3, "mae": 3, "mai": 5, "okt": 10, "dez": 12,  # German
}  # fmt: skip
_MONTH = (
    r"(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|maerz|apr(?:il)?|may|mai|june?|juni|july?|juli"
    r"|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)\.?"
)
_TIME_AND_OFFSET = r"""
    (?:(?:\s*[,—–]|\s+[-|])?\s*(?:(?:%(weekday)s)\s*,?\s*)?(?:(?:at|um|à|a\s+las|às|alle|om)\s+)?
        (?P<cap>上午|下午|午前|午後|오전|오후)?\s*
        (?P<hour>\d{1,2})(?:(?:[:：]|(?<=\d)h(?=\d{2})|%(dotted)s)(?P<minute>\d{2})(?:[:：](?P<second>\d{2}))?
            |\s*[時时시]\s*(?P<cminute>\d{1,2})\s*[分분])
        \s*(?P<ampm>[ap]\.?\s?m\b\.?)?
        (?:\s*(?:Uhr\b)?\s*(?:[(（]\s*(?:(?-i:UTC|GMT)\s*)?(?P<poffset>[+-]\d{1,2}(?::?\d{2})?)\s*[)）]
            |(?P<zname>(?-i:Z|UTC|GMT)\b)?\s*(?P<offset>[+-]\d{1,2}(?::?\d{2})?)?))
        (?:\s*[(（]?(?P<tzname>(?-i:%(zones)s))(?![A-Za-z])[)）]?)?
    )?
"""
# The CJK and Korean clock ("下午11時26分", "午前9時5分", "오후 3시 20분"): its morning/afternoon word
# sets the half of the day as a.m. and p.m. do.
_AFTERNOON = ("下午", "午後", "오후")
# Zone names pages print after a time, read by `engine.timestamps.named_zone` (the one table the
# leakage rules use too). A region name (ET, CT, PT) follows that region's daylight saving rule on
# the stamp's own date. A name used for several zones is read as the one furthest west (the latest
# instant), so a guess never makes a page known earlier: CST as US Central, IST as Irish time.
# Abbreviations match in capitals only ("et" is a French word); spelled-out names in any case.
_ZONE_ABBREVIATIONS = sorted({*(k.upper() for k in ZONE_ABBREVIATIONS if k != "z"), "CST", "IST",
                              *(k.upper() for k in ZONE_NAMES if len(k) == 2)}, key=len, reverse=True)
_ZONE_SPELLED = sorted((k for k in ZONE_NAMES if len(k) > 2), key=len, reverse=True)
_ZONE_ALTERNATIVES = "|".join(
    [*map(re.escape, _ZONE_ABBREVIATIONS), *(f"(?i:{re.escape(k)})" for k in _ZONE_SPELLED)])
# British and Australian pages write the time with a dot ("5.02am AEST", "10.45 a.m."): read only
# with am/pm right after it, which is what tells a time from a decimal ("5.02 per cent").
_DOTTED_TIME = r"\.(?=\d{2}\s*[ap]\.?\s?m\b)"
# A weekday between a date and its time ("2025年5月8日 星期四 01:13 HKT", "2024년 11월 17일 (일) 오후
# 1:09", "2025年5月8日(木) 10:30", "May 8, 2025, Thursday 10:30"): the date's, read through to the time.
_WEEKDAY_BETWEEN = (
    r"[(（]?\s*(?:星期|週|周|禮拜|礼拜)[一二三四五六日天]\s*[)）]?|[(（]\s*[月火水木金土日월화수목금토일]\s*[)）]"
    r"|[月火水木金土日]曜日?|[월화수목금토일]요일"
    r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b\.?"
)
_TIME_AND_OFFSET = _TIME_AND_OFFSET % {"dotted": _DOTTED_TIME, "zones": _ZONE_ALTERNATIVES, "weekday": _WEEKDAY_BETWEEN}
# Wires and terminals print the time first ("02:48 IST 05-SEP-2019", "15:34 EDT, 10 Apr 2025"):
# read only with a zone, which is what makes such a time a stamp rather than a clock reading. An
# offset in brackets after the name ("17:06 AWST (+08:00) 29 JUL 2024") is the one read.
_TIME_FIRST = r"""
    (?<![\d:：.])(?P<hour>\d{1,2})(?:[:：]|%(dotted)s)(?P<minute>\d{2})(?:[:：](?P<second>\d{2}))?
    \s*(?P<ampm>[ap]\.?\s?m\b\.?)?\s*
    (?:(?P<zname>(?-i:UTC|GMT))\s*(?P<offset>[+-]\d{1,2}(?::?\d{2})?)?|\(?(?P<tzname>(?-i:%(zones)s))(?![A-Za-z])\)?
        (?:\s*[(（]\s*(?P<poffset>[+-]\d{1,2}(?::?\d{2})?)\s*[)）])?)
    \s*[,—–-]?\s*
""" % {"dotted": _DOTTED_TIME, "zones": _ZONE_ALTERNATIVES}

# Era years as Japanese and Taiwanese pages write them: 令和7年 is 2025 (令和元年 2019), 平成31年 2019,
# 民國114年 2025. Year one is written 元.
_ERA_BASES = {"令和": 2018, "平成": 1988, "民國": 1911, "民国": 1911}
_DATE_BODIES = (
    r"(?P<era>令和|平成|民國|民国)\s*(?P<eyear>\d{1,3}|元)\s*年\s*(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日",
    r"(?<!\d)(?P<year>(?:19|20)\d{2})\s*年\s*(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*[日号]",
    r"(?<![\d.])(?P<year>(?:19|20)\d{2})[-/.](?P<month>\d{1,2})[-/.](?P<day>\d{1,2})(?![\d.])",
    rf"\b(?P<mname>{_MONTH})\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<year>(?:19|20)\d{{2}})(?!\d)",
    # "5 March 2024", "8 Mar, 2025", "05-SEP-2019"
    rf"(?<!\d)(?P<day>\d{{1,2}})(?:st|nd|rd|th|\.)?(?:\s+|-)(?P<mname>{_MONTH})(?:,?\s+|-)"
    r"(?P<year>(?:19|20)\d{2})(?!\d)",
    # Day and month in either order (10/07/2025, 5.3.2024): see `_numeric_days`.
    r"(?<![\d./-])(?P<n1>\d{1,2})(?P<sep>[/.-])(?P<n2>\d{1,2})(?P=sep)(?P<year>(?:19|20)\d{2})(?![\d])",
    # Korean: "2024년 3월 23일"
    r"(?<!\d)(?P<year>(?:19|20)\d{2})\s*년\s*(?P<month>\d{1,2})\s*월\s*(?P<day>\d{1,2})\s*일",
    # Taiwanese numeric era dates, the era named before or after: "民國114/03/27", "114/03/27（民國）"
    r"(?P<era>民國|民国)\s*(?P<eyear>\d{2,3})[/.-](?P<month>\d{1,2})[/.-](?P<day>\d{1,2})(?!\d)",
    r"(?<![\d/.-])(?P<eyear>\d{2,3})/(?P<month>\d{1,2})/(?P<day>\d{1,2})\s*[(（]\s*(?P<era>民國|民国)\s*[)）]",
    # A dotted day with a two-digit year, as portals print a stamp ("30.12.22 17:38 Uhr"): only with a
    # clock time right after it, which is what tells it from a version or a figure ("1.12.22").
    r"(?<![\d./-])(?P<n1>\d{1,2})(?P<sep>\.)(?P<n2>\d{1,2})\.(?P<yy>\d{2})(?![\d.])(?=\s*(?:[-|,·]\s*)?\d{1,2}[:h]\d{2})",
)
# The C library's clock format, as mail archives print a message's date (pipermail: "Fri Feb 21
# 16:48:03 NZDT 2025"): the time and zone between the day and the year. `offset` and `ampm` never
# match: the format has neither, and the readers expect every time group.
_CTIME = rf"""
    \b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+(?P<mname>{_MONTH})\s+(?P<day>\d{{1,2}})\s+
    (?P<hour>\d{{1,2}}):(?P<minute>\d{{2}})(?::(?P<second>\d{{2}}))?\s+
    (?:(?P<zname>(?-i:UTC|GMT))\s+|(?P<tzname>(?-i:{_ZONE_ALTERNATIVES}))\s+)?(?P<offset>(?!))?(?P<ampm>(?!))?
    (?P<year>(?:19|20)\d{{2}})(?!\d)
"""
_DATE_PATTERNS = (
    *(re.compile(body + _TIME_AND_OFFSET, re.IGNORECASE | re.VERBOSE) for body in _DATE_BODIES),
    *(re.compile(_TIME_FIRST + body, re.IGNORECASE | re.VERBOSE) for body in _DATE_BODIES[3:]),
    re.compile(_CTIME, re.IGNORECASE | re.VERBOSE),
)


_Reading = tuple[date, datetime | None]
_NO_REGION = PageRegion(None, None, "none")


def _date_from_match(match: re.Match[str], region: PageRegion = _NO_REGION, *, update: bool = False) -> _Reading | None:
    """The calendar date of a `_DATE_PATTERNS` match, and its instant if it has an offset: of its
    readings (`_readings_of_match`, which `region` and `update` settle), the one that makes the page
    known latest."""
    readings = _readings_of_match(match, region=region, update=update)
    return readings[0] if readings else None


def _numeric_days(first: int, second: int, year: int, sep: str, order: DayOrder | None = None) -> list[date]:
    """The valid days of a numeric date without year first, later first. With dots it is
    day.month (the dotted form is day-first wherever it is used); with slashes or dashes it may be
    month/day (US) or day/month (most others): the later reading is the claim's (a page is never
    made known earlier by guessing the writer's convention), the other is kept for
    `_settle_readings`. `order`: the page's declared region's convention (`page_region`), which
    settles it where that reading is a valid date."""
    orders = ((second, first),) if sep == "." else ((first, second), (second, first))
    if order is not None and sep != ".":
        chosen = (first, second) if order == "MDY" else (second, first)
        if _valid_day(year, *chosen) is not None:
            orders = (chosen,)
    valid = {day for month, dom in orders if (day := _valid_day(year, month, dom)) is not None}
    return sorted(valid, reverse=True)


def _numeric_year(groups: dict[str, str | None]) -> int:
    """The year of a numeric date match: four digits, or two of this century ("30.12.22")."""
    if year := groups.get("year"):
        return int(year)
    if short := groups.get("yy"):
        return 2000 + int(short)
    raise ValueError("a numeric date pattern matched without a year group")


def _valid_day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _readings_of_match(
    match: re.Match[str], page_zone: tzinfo | None = None, region: PageRegion = _NO_REGION, *, update: bool = False
) -> list[_Reading]:
    """Every reading of a `_DATE_PATTERNS` match, latest first: a numeric date may be read day or
    month first, a zone name several zones share ("IST", "CST") as any of them. A time without a
    zone is in `page_zone` when the page declares one (`_declared_zone`), else a day only.

    The page's declared region (`page_region`) settles both: "07/04/2025" on an `en-IN` page is 7
    April, its "IST" India's time. Not for an update stamp (`update`): a page can be edited by
    someone writing another convention, and an update stamp read two ways is read the later way,
    unless the declared order and the page's own unambiguous dates agree (`region.update_order`)."""
    groups = match.groupdict()
    if groups.get("n1"):
        # A zone name beside the date says whose convention it is ("03/04/2025 9:30 PM EDT": US,
        # month first), unless the region says otherwise; a region's order alone never settles an update.
        by_zone = zone_day_order(groups.get("tzname"))
        order = by_zone if by_zone is not None and region.order in (None, by_zone) else (
            region.update_order if update else region.order)
        days = _numeric_days(int(groups["n1"]), int(groups["n2"]), _numeric_year(groups), groups["sep"], order)
        if not days:
            return []
    else:
        month = int(groups["month"]) if groups.get("month") else _MONTHS[groups["mname"][:3].lower()]
        if groups.get("era"):
            year = _ERA_BASES[groups["era"]] + (1 if groups["eyear"] == "元" else int(groups["eyear"]))
        else:
            year = int(groups["year"])
        try:
            days = [date(year, month, int(groups["day"]))]
        except ValueError:
            return []
    # A bare "-12:00" after "10:00" is more likely a time range than an offset: without a zone
    # name, only an offset after seconds (ISO style) or in brackets ("4:56 AM (+08:00)") counts.
    offset = groups["offset"] or groups.get("poffset")
    has_offset = groups["zname"] is not None or groups["tzname"] is not None or groups.get("poffset") is not None or (
        groups["offset"] is not None and groups["second"] is not None
    )
    wall = _clock_of(groups)
    if wall is None or not (has_offset or page_zone is not None):
        return [(day, None) for day in days]  # no time, or a time without an offset: a calendar day only
    hour, minute = wall.hour, wall.minute
    zones: tuple[tzinfo | None, ...] = (None,)  # None: the written offset
    if offset is None and groups["tzname"]:
        zones = (named_zone(groups["tzname"]), *shared_zone_readings(groups["tzname"]))
        local_zone = named_zone(groups["tzname"], page_zone=region.names) if region.names and not update else None
        if local_zone is not None and len(zones) > 1 and _same_offset(local_zone, region.names, days[0]):
            zones = (local_zone,)
    elif not has_offset:
        zones = (page_zone,)
    readings: list[_Reading] = []
    for day in days:
        clock = f"{day.isoformat()}T{hour:02d}:{minute:02d}:{int(groups['second'] or 0):02d}"
        for zone in zones:
            try:
                if zone is not None:
                    local = datetime.fromisoformat(clock).replace(tzinfo=zone)
                else:
                    local = datetime.fromisoformat(clock + _normalise_offset(offset or "+00:00"))
            except ValueError:
                return [(day, None) for day in days]
            reading = (day, local.astimezone(UTC))
            if reading not in readings:
                readings.append(reading)
    return sorted(readings, key=lambda r: r[1] or datetime.max.replace(tzinfo=UTC), reverse=True)


def _clock_of(groups: dict[str, str | None]) -> time | None:
    """The time of day a `_DATE_PATTERNS` match writes (its hour, minutes, a.m./p.m. or the CJK
    morning/afternoon word), whatever its zone; None without one or for an impossible one."""
    if groups["hour"] is None:
        return None
    hour, minute = int(groups["hour"]), int(groups["minute"] or groups.get("cminute") or 0)
    if groups.get("cap"):
        if not 0 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if groups["cap"] in _AFTERNOON else 0)
    elif groups["ampm"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if groups["ampm"][0].lower() == "p" else 0)
    return time(hour, minute) if hour <= 23 and minute <= 59 else None


def _wall_clock(match: re.Match[str] | _WorldSpan, readings: list[_Reading]) -> time | None:
    """The zone-less time of day of a date the readers took as a day only (`readings` without an
    instant: no zone, no offset, no declared zone), for `DateClaim.clock`; else None."""
    if isinstance(match, _WorldSpan) or not readings or readings[0][1] is not None:
        return None
    return _clock_of(match.groupdict())


def _same_offset(fixed: tzinfo, region_zone: tzinfo | None, day: date) -> bool:
    """Whether a shared zone name's reading is the region's own zone on that day (India's "IST" on
    an Indian page; Ireland's "IST" only in the Irish summer)."""
    noon = datetime.combine(day, time(12))
    return region_zone is not None and fixed.utcoffset(noon) == region_zone.utcoffset(noon)


def _normalise_offset(text: str) -> str:
    sign, digits = text[0], text[1:].replace(":", "")
    hours, minutes = (digits[:-2], digits[-2:]) if len(digits) > 2 else (digits, "00")
    return f"{sign}{int(hours):02d}:{minutes}"


def parse_date_text(
    text: str, region: PageRegion = _NO_REGION, *, update: bool = False
) -> tuple[date, datetime | None] | None:
    """Parse a date as pages write it: ISO 8601 first, then the first recognised date in the text.

    Returns the calendar date and, only when a time with an explicit offset was given, the UTC
    instant; None when no date is found. A numeric date written for readers ("10/08/2025") is read
    in the page's declared region's order (`region`), except in an update stamp (`update`): see
    `_readings_of_match`.
    """
    stripped = text.strip()
    iso = stripped[:-1] + "+00:00" if stripped.endswith(("Z", "z")) else stripped
    try:
        parsed = datetime.fromisoformat(iso)
    except ValueError:
        parsed = None
    if parsed is not None:
        if parsed.tzinfo is None or parsed.utcoffset() is None:
            return parsed.date(), None
        try:
            return parsed.date(), parsed.astimezone(UTC)
        except OverflowError:  # 9999-12-31T23:59-12:00 is past the last representable instant
            return None
    found = [m for m in (p.search(stripped) for p in _DATE_PATTERNS) if m is not None]
    for match in sorted(found, key=lambda m: m.start()):
        result = _date_from_match(match, region, update=update)
        if result is not None:
            return result
    return None


def _context(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _CONTEXT_CHARS else flat[: _CONTEXT_CHARS - 1] + "…"


# ---------------------------------------------------------------------------------------------
# Related-content regions

_SIDE_WORDS = re.compile(
    r"related|sidebar|side-bar|side[-_]?(?:box|col(?:umn)?|panel|rail)|recommend|trending|popular|most-?read"
    r"|comment|repl(?:y|ies)|respond|disqus|discussion"
    r"|citation|references|footnote|bibliograph"
    # Links to the previous and next posts carry those posts' titles and dates.
    r"|pagination|post-?nav|nav-(?:previous|next)|(?:prev|previous|next)-(?:post|article|story|entry|link)",
    re.I,
)
_NEIGHBOUR_RELS = {"prev", "previous", "next"}
_FOOTER_WORD = re.compile(r"footer", re.I)
# Page-level headers carry today's date ("Monday, 9 March 2026"), not the article's.
_MASTHEAD_WORD = re.compile(r"masthead|top-?bar|site-?header|page-?header|ticker", re.I)
_PROTECTED_TAGS = {"html", "head", "body", "main", "article"}
_LIST_TAGS = {"ul", "ol", "dl"}
_LIST_MIN = 3  # items that make a list of other things rather than a byline


def _is_link_list(element: HtmlElement) -> bool:
    """A list whose every item (three or more) holds a link: a list of other pages."""
    items = [child for child in element if isinstance(child.tag, str) and child.tag in {"li", "dd", "dt"}]
    return len(items) >= _LIST_MIN and all(next(item.iter("a"), None) is not None for item in items)


def _is_teaser_list(element: HtmlElement, in_article: bool, timed: set[HtmlElement]) -> bool:
    """Three or more children each carrying their own `<time>`: a list of dated items (teasers,
    comments, archives). Inside an article they are the article's own entries (a live blog's
    updates), unless the children are articles themselves. `timed`: every `<time>` and every
    element that holds one."""
    if element not in timed:
        return False
    with_time = [child for child in element if child in timed]
    if len(with_time) < _LIST_MIN:
        return False
    return not in_article or all(child.tag == "article" for child in with_time)


class _Page(NamedTuple):
    """What the side-region test needs to know about the whole page, found in one pass each."""

    headline_holders: set[HtmlElement]
    timed: set[HtmlElement]
    """Every `<time>` and every element that holds one."""
    in_article: set[HtmlElement]
    """Every element inside an `<article>`."""
    article_wrappers: set[HtmlElement]
    """Every element that holds the page's `<main>` or an `<h1>` of the page's own (see
    `_article_wrappers`)."""
    main_texts: dict[HtmlElement, str]
    """Each `<main>` and its text, whitespace removed."""


def _page_facts(tree: HtmlElement) -> _Page:
    timed: set[HtmlElement] = set()
    for element in tree.iter("time"):
        timed.add(element)
        timed.update(element.iterancestors())
    in_article: set[HtmlElement] = set()
    for article in tree.iter("article"):
        in_article.update(article.iterdescendants())
    mains = {main: _bare_text(main) for main in tree.iter("main")}
    return _Page(_headline_holders(tree), timed, in_article, _article_wrappers(tree), mains)


def _bare_text(element: HtmlElement) -> str:
    return "".join(element.text_content().split())


def _is_main_content(element: HtmlElement, page: _Page) -> bool:
    """Whether `element` holds all the text of the `<main>` it stands in: the page's content
    itself (a thread's posts, a timeline's entries, each with its own `<time>`), not a list of
    other pages beside it. A teaser list beside the article's own text in `<main>` is not."""
    main = next((a for a in element.iterancestors() if a in page.main_texts), None)
    return main is not None and bool(page.main_texts[main]) and _bare_text(element) == page.main_texts[main]


_BOX_TAGS = ("nav", "aside")


def _article_wrappers(tree: HtmlElement) -> set[HtmlElement]:
    """The ancestors of the page's `<main>` and of its own `<h1>` headings. An `<h1>` inside a
    `<nav>` or `<aside>` titles a menu's or a box's section ("Events", "Ice rink opens"), not the
    page: it does not make the menu the article's wrapper, so the teasers it holds (and their
    forward-looking dates) stay out of the page's evidence."""
    wrappers: set[HtmlElement] = set()
    for element in tree.iter("main", "h1"):
        if element.tag == "h1" and any(a.tag in _BOX_TAGS for a in element.iterancestors()):
            continue
        wrappers.update(element.iterancestors())
    return wrappers


_HEADLINE_TAGS = ("h1", "h2", "h3")
_HEADLINE_MIN = 12  # characters: shorter headings ("News", "Blog") name sections, not this page


def _headline_holders(tree: HtmlElement) -> set[HtmlElement]:
    """The page's headline and every element that holds it. The headline is an `<h1>`-`<h3>`
    whose text begins the document's `<title>` ("Fall in love with black" in "Fall in love with
    black – LDT – Blog"): whatever holds it is the article's wrapper, whatever its class says
    (`<div class="mainwrap sidebar">` is a layout with a sidebar, not one). Only one heading is
    the headline: the highest-ranked such heading, the first of its rank. A "latest posts" box
    often repeats the page's own title as a teaser (`<h3>` beside the article's `<h1>`); that
    copy does not make the box the article's wrapper."""
    title = " ".join((tree.findtext(".//title") or "").split()).casefold()
    if len(title) < _HEADLINE_MIN:
        return set()
    matching = []
    for heading in tree.iter(*_HEADLINE_TAGS):
        text = " ".join(heading.text_content().split()).casefold()
        if len(text) >= _HEADLINE_MIN and title.startswith(text):
            matching.append(heading)
    if not matching:
        return set()
    headline = min(matching, key=lambda heading: _HEADLINE_TAGS.index(heading.tag))  # first of equals wins
    return {headline, *headline.iterancestors()}


def _is_side_region(element: HtmlElement, page: _Page) -> bool:
    if not isinstance(element.tag, str) or element.tag in _PROTECTED_TAGS or element in page.headline_holders:
        return False
    names = f"{element.get('class', '')} {element.get('id', '')}".strip()
    in_article = element in page.in_article
    # A footer or header inside an article is the article's own (bylines, "Updated" notes).
    footer = element.tag == "footer" or (bool(names) and _FOOTER_WORD.search(names) is not None)
    masthead = element.tag == "header" or (bool(names) and _MASTHEAD_WORD.search(names) is not None)
    side = (element.tag in {"aside", "nav"} or (bool(names) and _SIDE_WORDS.search(names) is not None)
            or (element.tag == "a" and bool(_NEIGHBOUR_RELS & set((element.get("rel") or "").lower().split()))))
    listing = (element.tag in _LIST_TAGS and _is_link_list(element)) or (
        _is_teaser_list(element, in_article, page.timed) and not _is_main_content(element, page))
    if not (side or listing or ((footer or masthead) and not in_article)):
        return False
    # Never drop a wrapper that holds the article itself: its <main>, its headline (<h1>), or an
    # <article> (e.g. <div class="with-sidebar">), except a list of several articles (teasers).
    if element in page.article_wrappers:
        return False
    return (listing and not side) or next(element.iterdescendants("article"), None) is None


def without_side_regions(tree: HtmlElement) -> tuple[HtmlElement, int]:
    """A copy of `tree` without side regions (see the module docstring), and how many were removed."""
    pruned = deepcopy(tree)
    page = _page_facts(pruned)
    regions = [el for el in pruned.iter() if _is_side_region(el, page)]
    for element in regions:
        element.drop_tree()
    return pruned, len(regions)


# ---------------------------------------------------------------------------------------------
# Extractors


_HTMLDATE_CALLS: tuple[tuple[bool, str, Role], ...] = (
    (True, "htmldate:original", "published"),
    (False, "htmldate:latest", "modified"),
)
_HTMLDATE_WHOLE_PAGE: tuple[tuple[bool, str, Role], ...] = ((True, "htmldate:page", "published"),)


# An Internet Explorer conditional comment (`<!--[if lt IE 9]><link rel='stylesheet'
# href='ie8.css?ver=20160816'><![endif]-->`): markup for old browsers, never shown as text.
_CONDITIONAL_COMMENT = re.compile(r"^\s*\[if\b", re.I)


def _without_assets(tree: HtmlElement) -> HtmlElement:
    """`tree` (changed in place) without references to scripts and stylesheets: their version
    strings (`app.css?ver=20170803`) date a theme's release, not the page, and htmldate reads them
    as dates. That includes the references inside conditional comments, which htmldate reads as
    text. Inline scripts stay (JSON-LD carries the page's own dates)."""
    for element in tree.xpath("//script[@src] | //link[contains(concat(' ', normalize-space(@rel), ' '), ' stylesheet ')]"
                              " | //link[@rel='preload' or @rel='modulepreload' or @rel='prefetch']"):
        element.drop_tree()
    for comment in tree.xpath("//comment()"):
        if _CONDITIONAL_COMMENT.match(comment.text or ""):
            comment.drop_tree()
    return tree


def _htmldate_claims(tree: HtmlElement, url: str, calls: tuple[tuple[bool, str, Role], ...]) -> Iterator[DateClaim]:
    for original, source, role in calls:
        try:
            found = find_date(
                tree,
                extensive_search=True,
                original_date=original,
                outputformat=_HTMLDATE_FORMAT,
                url=url,
                min_date=_HTMLDATE_MIN,
                max_date=_HTMLDATE_MAX,
            )
        except (ValueError, OverflowError, RecursionError):
            # htmldate's own parsers fail on out-of-range values (an offset of +99:00, year 9999)
            # and very deep markup: no candidate from it, the page's other evidence still counts.
            continue
        parsed = parse_date_text(found) if found else None
        if parsed is not None:
            whole = " on the whole page" if source == "htmldate:page" else ""
            context = f"find_date(original_date={original}){whole} -> {found}"
            yield DateClaim(source=source, role=role, day=parsed[0], instant=parsed[1], context=context)


def _http_claims(http: HttpEvidence) -> Iterator[DateClaim]:
    for source, role, value in (("http:last-modified", "modified", http.last_modified), ("http:date", "served", http.date)):
        if not value:
            continue
        try:
            sent = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            continue
        if sent.tzinfo is None:  # RFC 9110: HTTP dates are GMT; "-0000" parses as naive
            sent = sent.replace(tzinfo=UTC)
        instant = sent.astimezone(UTC)
        yield DateClaim(source=source, role=role, day=instant.date(), instant=instant, context=_context(f"{source}: {value}"))


_JSONLD_KEYS: dict[str, Role] = {
    "datePublished": "published",
    "dateCreated": "published",
    "uploadDate": "published",
    "dateModified": "modified",
}


def _jsonld_objects(value: object) -> Iterator[dict[str, object]]:
    """Top-level JSON-LD objects, list members and `@graph` members (not deeper nodes, which
    describe other things: a related item's `datePublished` is not this page's)."""
    if isinstance(value, list):
        for item in value:
            yield from _jsonld_objects(item)
    elif isinstance(value, dict):
        yield value
        graph = value.get("@graph")
        if isinstance(graph, list):
            yield from (item for item in graph if isinstance(item, dict))


def _jsonld_dates(tree: HtmlElement, flags: set[str]) -> Iterator[_RawDate]:
    for script in tree.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json":
            continue
        try:
            data = json.loads(script.text or "")
        except (json.JSONDecodeError, RecursionError):  # RecursionError: nested past the parser's depth
            flags.add("jsonld_unparseable")
            continue
        for obj in _jsonld_objects(data):
            for key, role in _JSONLD_KEYS.items():
                values = obj.get(key)
                for value in values if isinstance(values, list) else [values]:
                    if isinstance(value, str):
                        yield _RawDate(f"jsonld:{key}", role, value, True)


_META_ROLES: dict[str, Role] = {
    **dict.fromkeys(
        (
            "article:published_time", "og:published_time", "og:article:published_time",
            "published_time", "pubdate", "publishdate", "publish-date", "publish_date", "release-date",
            "release_date", "releasedate",
            "publication_date", "date", "dc.date", "dc.date.issued", "dc.date.created",
            "dcterms.date", "dcterms.issued", "dcterms.created", "sailthru.date",
            "parsely-pub-date", "article.published", "datepublished", "datecreated",
            "citation_publication_date", "citation_date", "originalpublicationdate", "uploaddate",
        ),
        "published",
    ),
    **dict.fromkeys(
        (
            "article:modified_time", "og:updated_time", "og:article:modified_time",
            "modified_time", "updated_time", "last-modified", "lastmod", "dc.date.modified",
            "dcterms.modified", "datemodified", "article.updated", "revised",
        ),
        "modified",
    ),
}  # fmt: skip


def _meta_dates(tree: HtmlElement) -> Iterator[_RawDate]:
    for meta in tree.iter("meta"):
        content = meta.get("content")
        if not content:
            continue
        for attribute in ("property", "name", "itemprop", "http-equiv"):
            key = (meta.get(attribute) or "").strip().lower()
            role = _META_ROLES.get(key)
            if role is not None:
                yield _RawDate(f"meta:{key}", role, content, True)
                break


_ITEMPROP_ROLES: dict[str, Role] = {
    "datepublished": "published",
    "datecreated": "published",
    "uploaddate": "published",  # a video's (schema.org VideoObject) publication
    "datemodified": "modified",
}
_CLASS_MODIFIED = re.compile(r"updated|modified", re.I)
_CLASS_PUBLISHED = re.compile(r"published|pubdate|posted|entry-date", re.I)


# A stamp's role read from where it stands: the words just before it ("submitted", "Posted on",
# "Updated") or a byline/dateline block around it. Checked in that order, modified first, so
# "Published 9:00, updated 14:30" gives each stamp its own role.
# Chinese and Japanese labels name the field ("掲載日：", "发布时间：", "更新日時"): the verb, then a
# word for date or time.
_CJK_FIELD = r"(?:日時|日期|日|时间|時間|时刻|時刻)?"
_WORLD_UPDATED = "|".join(map(re.escape, sorted(UPDATED_LABELS, key=len, reverse=True)))
_WORLD_PUBLISHED = "|".join(map(re.escape, sorted(PUBLISHED_LABELS, key=len, reverse=True)))
_CUE_MODIFIED = re.compile(
    rf"(updated|modified|edited|last changed|(?:更新|修改){_CJK_FIELD}|aktualisiert|geändert|mis à jour|modifié"
    rf"|actualizado|modificado|{_WORLD_UPDATED})\W{{0,3}}(on|at|am|le|el|于|於)?\W{{0,3}}$", re.I)
_CUE_PUBLISHED = re.compile(
    rf"(published|posted|submitted|filed|released|(?:发布|發布|公開|掲載|配信|投稿){_CJK_FIELD}|veröffentlicht|publié"
    rf"|publicado|publicada|{_WORLD_PUBLISHED})\W{{0,3}}(on|at|am|le|el|于|於)?\W{{0,3}}$", re.I)
# A byline right before the stamp, ended by a separator or "on" ("by BearishBob » ", "By Ann Lee | ",
# "Posted by quietcompounder on "), as forum posts and blogs print a post's author and time.
_CUE_BYLINE = re.compile(r"\bby\s+[^\s»|·•—–]+(?:\s+[^\s»|·•—–]+){0,3}?\s*(?:[»|·•—–-]|\bon)\s*$", re.I)
_CUE_EDIT_WORDS = re.compile(r"edit|updat|modif|revis", re.I)
# A story's own header block ("news_header", "article-header") holds its stamp as a byline does.
_BYLINE_BLOCK = re.compile(
    r"byline|dateline|tagline|post-?meta|entry-meta|article-?meta|story-?meta|timestamp|(?:article|entry|post|news|story)[-_]?header"
    # A block named for the item's own date or details ("ep-date", "doc-date", "report-meta"): the
    # date an episode, document or report carries under its title, not an event's date.
    r"|\b(?:pub|publish|post|entry|article|story|news|doc|document|ep|episode|report|release)[-_]?(?:date|meta)\b",
    re.I)
_BLOCK_LEVELS = 3


def _cue_before(element: HtmlElement) -> str:
    """The text just before `element` in its parent (the previous sibling's tail or the parent's text)."""
    previous = element.getprevious()
    text = (previous.tail if previous is not None else (element.getparent().text if element.getparent() is not None else "")) or ""
    if previous is not None and not text.strip():
        text = previous.text_content()
    return text[-40:]


def _markup_role(element: HtmlElement) -> Role:
    prop = (element.get("itemprop") or "").lower()
    if prop in _ITEMPROP_ROLES:
        return _ITEMPROP_ROLES[prop]
    names = element.get("class") or ""
    if _CLASS_MODIFIED.search(names):
        return "modified"
    if _CLASS_PUBLISHED.search(names) or element.get("pubdate") is not None:
        return "published"
    if element.tag == "time":
        cue = _cue_before(element)
        if _CUE_MODIFIED.search(cue):
            return "modified"
        if _CUE_PUBLISHED.search(cue):
            return "published"
        if _CUE_BYLINE.search(cue):  # "by Ann Lee » <time>": a post's byline; "Last edited by ..." an edit's
            return "modified" if _CUE_EDIT_WORDS.search(cue) else "published"
        block = element.getparent()
        for _ in range(_BLOCK_LEVELS):
            if block is None:
                break
            if _BYLINE_BLOCK.search(f"{block.get('class') or ''} {block.get('id') or ''}"):
                return "published"
            block = block.getparent()
    return "statement"


# A stamp kept in an attribute of an element named for it (`<span class="c-time"
# title="2023-04-11T14:40:38Z">3 min ago</span>`): what a reader sees is relative, the instant is
# in the markup. Only an exact ISO instant counts. Its role is the element's, else the words before
# it ("edited <span title=...>" a modification), else a publication.
_STAMP_NAMES = re.compile(r"time|date|stamp", re.I)
_STAMP_ATTRIBUTES = ("title", "data-time", "data-timestamp", "data-date", "data-datetime", "data-utc", "data-published")
_ISO_INSTANT = re.compile(r"^\s*(?:19|20)\d{2}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\s*$")


def _attribute_stamps(tree: HtmlElement) -> Iterator[_RawDate]:
    for element in tree.iter():
        if not isinstance(element.tag, str) or element.tag in ("time", "meta"):
            continue
        if not _STAMP_NAMES.search(f"{element.get('class') or ''} {element.get('id') or ''}"):
            continue
        for attribute in _STAMP_ATTRIBUTES:
            value = element.get(attribute)
            if value and _ISO_INSTANT.match(value):
                role = _markup_role(element)
                if role == "statement":
                    # "edited <span title=...>": the words before it name an edit, as for a <time>.
                    role = "modified" if _CUE_MODIFIED.search(_cue_before(element)) else "published"
                yield _RawDate(f"attr:{attribute}", role, value, True)
                break


def _in_scheduling_sentence(element: HtmlElement) -> bool:
    """Whether the sentence around `element`, in its block, looks ahead to it: "Le groupe publiera
    ses résultats annuels le <time>", "<time>2024年11月7日</time>に通期決算を発表する予定"."""
    block = next((a for a in element.iterancestors() if a.tag in _BLOCK_TAGS), None)
    if block is None:
        return False
    text, own = block.text_content(), element.text_content()
    start = text.find(own)
    if start < 0:
        return False
    return is_scheduled(text[:start]) or is_scheduled_after(text[start + len(own):])


def _markup_dates(tree: HtmlElement) -> Iterator[_RawDate]:
    """`<time>` elements and microdata dates on elements other than `<meta>`. A `<time>` that no
    label or byline names (role `statement`) in a sentence that looks ahead to it is a coming
    event's (a results date), not a date of the page: marked `scheduled` (untrusted, `prose_date`)."""
    for element in tree.iter():
        if element.tag == "meta" or not isinstance(element.tag, str):
            continue
        prop = (element.get("itemprop") or "").lower()
        if element.tag != "time" and prop not in _ITEMPROP_ROLES:
            continue
        source = "time" if element.tag == "time" else f"itemprop:{prop}"
        role = _markup_role(element)
        scheduled = source == "time" and role == "statement" and _in_scheduling_sentence(element)
        declared = element.get("datetime") or element.get("content")
        if declared:
            yield _RawDate(source, role, declared, True, scheduled)
        else:
            yield _RawDate(source, role, element.text_content(), False, scheduled)


_URL_PATTERNS = (
    re.compile(r"/(?P<year>(?:19|20)\d{2})/(?P<month>\d{1,2})/(?P<day>\d{1,2})(?!\d)"),
    re.compile(r"(?<!\d)(?P<year>(?:19|20)\d{2})-(?P<month>\d{2})-(?P<day>\d{2})(?!\d)"),
    re.compile(r"(?<!\d)(?P<year>(?:19|20)\d{2})(?P<month>\d{2})(?P<day>\d{2})(?!\d)"),
)


# A compact date right after a period's name ("q4-20261101", "fy2025_20250630", "h1-20240630") is
# the period's end or report date, not the page's.
_URL_PERIOD_BEFORE = re.compile(r"(?:\b|_)(?:q[1-4]|h[12]|fy(?:\d{2}|\d{4})?)[-_]?$", re.I)


def _url_claims(url: str) -> Iterator[DateClaim]:
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"}:
        return
    for pattern in _URL_PATTERNS:
        for match in pattern.finditer(parts.path):
            if _URL_PERIOD_BEFORE.search(parts.path, 0, match.start()):
                continue
            try:
                day = date(int(match["year"]), int(match["month"]), int(match["day"]))
            except ValueError:
                continue
            yield DateClaim(source="url", role="published", day=day, context=_context(url))
            return


# Body statements. English markers must be capitalised or start a segment, so that a sentence
# such as "the report was published on March 5" is not read as this page's byline.
_EN_MARKERS: dict[str, Role] = {
    "first published": "published",
    "originally published": "published",
    "publication date": "published",
    "published": "published",
    "posted": "published",
    "released": "published",
    "issued": "published",
    "last updated": "modified",
    "last update": "modified",
    "last refreshed": "modified",  # a data page's "Last refreshed Mar 5, 2023, 4:45 AM EST"
    "compiled": "modified",  # a calendar's "Calendar compiled 25 May 2026 13:45 UTC": when this copy was made
    "latest update": "modified",
    "last modified": "modified",
    "last edited": "modified",
    "edited": "modified",
    "last revised": "modified",
    "updated": "modified",
    "modified": "modified",
    "revised": "modified",
    "dated": "statement",
    "date": "statement",
    # other languages' bylines and update stamps
    "veröffentlicht": "published",
    "erstellt": "published",
    "publié": "published",
    "publicado": "published",
    "pubblicato": "published",
    "zuletzt aktualisiert": "modified",
    "aktualisiert": "modified",
    "geändert": "modified",
    "stand": "modified",
    "mis à jour": "modified",
    "modifié": "modified",
    "actualizado": "modified",
    "aggiornato": "modified",
    **dict.fromkeys(PUBLISHED_LABELS, "published"),
    **dict.fromkeys(UPDATED_LABELS, "modified"),
}
_ZH_MARKERS: dict[str, Role] = {
    "发布时间": "published",
    "发布日期": "published",
    "发表时间": "published",
    "发表日期": "published",
    "发布于": "published",
    "发表于": "published",
    "最后更新": "modified",
    "更新时间": "modified",
    "更新日期": "modified",
    "更新于": "modified",
    "修改时间": "modified",
    "修改于": "modified",
    # traditional Chinese
    "發布時間": "published", "發布日期": "published", "發表時間": "published", "發表日期": "published",
    "發布於": "published", "發表於": "published", "最後更新": "modified", "更新時間": "modified",
    "更新於": "modified", "修改時間": "modified",
    # Japanese
    "公開日時": "published", "公開日": "published", "掲載日時": "published", "掲載日": "published",
    "配信日時": "published", "配信日": "published", "発表日": "published", "投稿日時": "published",
    "投稿日": "published", "最終更新日時": "modified", "最終更新日": "modified", "最終更新": "modified",
    "更新日時": "modified", "更新日": "modified",
    "日期": "statement",
    "时间": "statement",
}  # fmt: skip
_MARKER = re.compile(
    r"(?P<en>\b(?:"
    + "|".join(sorted((re.escape(m) for m in _EN_MARKERS), key=len, reverse=True))
    + r")(?!\w))|(?P<zh>"  # not `\b`: "เผยแพร่" ends in a tone mark, which is no word character
    + "|".join(sorted(_ZH_MARKERS, key=len, reverse=True))
    + ")",
    re.IGNORECASE,
)
# What may stand between a marker and its date: punctuation, "on"/"at", a weekday, a time of day
# and a zone abbreviation. Anything else ("... will be published on") breaks the statement.
_FILLER = re.compile(
    r"(?:[\s:：,，.|\-–—(]|\b(?:on|at|am|um|vom|den|le|el|il|del)\b|\d{1,2}(?:[:：]|\.(?=\d{2}\s*[ap]\.?\s?m\b))\d{2}(?:[:：]\d{2})?|[ap]\.?m\b\.?"
    r"|\b(?-i:[A-Z]{2,5})\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b\.?|星期[一二三四五六日天]|周[一二三四五六日天])*",
    re.IGNORECASE,
)
_SEPARATORS = set("|·•/()[]–—-,;:：，；")
_HIDDEN_TAGS = {"script", "style", "noscript", "template"}
_BLOCK_TAGS = {
    "address", "article", "blockquote", "body", "br", "dd", "div", "dl", "dt", "figcaption",
    "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li",
    "main", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
}  # fmt: skip


def _text_lines(tree: HtmlElement) -> list[str]:
    """The visible text of `tree`'s body, one line per block element (the tree is not changed)."""
    root = tree.find("body")
    root = tree if root is None else root
    pieces: list[str] = []
    stack: list[tuple[HtmlElement, bool]] = [(root, False)]  # (element, closing); no recursion
    while stack:
        element, closing = stack.pop()
        tag = element.tag if isinstance(element.tag, str) else None  # None: comment, PI
        if tag in _BLOCK_TAGS:
            pieces.append("\n")
        if closing:
            if element is not root and element.tail:
                pieces.append(element.tail)
            elif element is not root and element.getnext() is not None and isinstance(element.getnext().tag, str):
                # Two inline siblings with nothing between them ("<span>Ann Lee, Mumbai</span><span>
                # Published: ...</span>") show as separate pieces: glued, no word would start the second.
                pieces.append(" ")
            continue
        stack.append((element, True))
        if tag is None or tag in _HIDDEN_TAGS:
            continue
        pieces.append(element.text or "")
        stack.extend((child, False) for child in reversed(element))
    return [line.strip() for line in "".join(pieces).split("\n") if line.strip()]


def _at_segment_start(line: str, start: int, *, allow_space: bool) -> bool:
    before = line[:start]
    trimmed = before.rstrip()
    if not trimmed or trimmed[-1] in _SEPARATORS:
        return True
    return allow_space and trimmed != before


_LEAD_IN_WORDS = 3  # "Page last updated", "This page was last modified"


def _short_lead_in(line: str, start: int) -> bool:
    """Only a few words since the last separator: an update stamp's lead-in, not a sentence."""
    before = line[:start]
    cut = max((before.rfind(sep) for sep in _SEPARATORS), default=-1)
    return len(before[cut + 1 :].split()) <= _LEAD_IN_WORDS


class _WorldSpan(NamedTuple):
    """Where a `world_dates` date stands in a line, read as a `_DATE_PATTERNS` match is."""

    begin: int
    finish: int

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.finish


def _first_date_after(
    line: str, start: int, page_zone: tzinfo | None, region: PageRegion, *, update: bool
) -> tuple[re.Match[str] | _WorldSpan, list[_Reading]] | None:
    """The first date after `start` that only filler separates from it, with its readings; else
    the first one there of a language or calendar the patterns lack (`world_dates`: "Cập nhật
    ngày 5 tháng 3 năm 2025", "อัปเดต 5 มี.ค. 2568"), as a day only (fail closed: its time is not read)."""
    matches = [m for m in (p.search(line, start) for p in _DATE_PATTERNS) if m is not None]
    for match in sorted(matches, key=lambda m: m.start()):
        readings = _readings_of_match(match, page_zone, region, update=update)
        if readings and _FILLER.fullmatch(line, start, match.start()):
            return match, readings
    for item in find_world_dates(line[start:start + _WORLD_WINDOW], date(2000, 1, 1)):
        if item.kind == "absolute" and _FILLER.fullmatch(line, start, start + item.start):
            return _WorldSpan(start + item.start, start + item.end), [(item.day, None)]
    return None


_WORLD_WINDOW = 80  # characters after a marker searched for its date


def _claim(source: str, role: Role, readings: list[_Reading], context: str, clock: time | None = None) -> DateClaim:
    """A claim read from text: the latest reading, the others kept for `_settle_readings`; `clock`,
    the zone-less time written with a day only (`_wall_clock`)."""
    (day, instant), *others = readings
    return DateClaim(source=source, role=role, day=day, instant=instant, context=context, other_readings=tuple(others),
                     clock=clock if instant is None else None)


def _statement_claims(tree: HtmlElement, page_zone: tzinfo | None, region: PageRegion) -> Iterator[DateClaim]:
    lines = _text_lines(tree)
    for line in lines:
        yield from _line_statement_claims(line, "body", page_zone, region)
        yield from _self_statement_claims(line, page_zone, region)
    yield from _embargo_claims(lines, page_zone, region)


def _embargo_claims(lines: list[str], page_zone: tzinfo | None, region: PageRegion) -> Iterator[DateClaim]:
    """The end of an embargo the page states (`embargo`): its content is public from then only."""
    for line, stated in embargo_texts(lines):
        found = _first_date_after(stated, 0, page_zone, region, update=False)
        if found is not None:
            yield _claim("body:embargo", "published", found[1], _context(line), _wall_clock(*found))


def _line_statement_claims(
    line: str, source_prefix: str, page_zone: tzinfo | None, region: PageRegion = _NO_REGION
) -> Iterator[DateClaim]:
    for marker in _MARKER.finditer(line):
        word = marker.group()
        if marker["en"]:
            role = _EN_MARKERS[" ".join(word.lower().split())]
            capitalised = word[0].isupper() or _at_segment_start(line, marker.start(), allow_space=False)
            # An update stamp may follow a short lead-in; it can only make the page known later.
            stamp = role == "modified" and _short_lead_in(line, marker.start())
            labelled = _LABEL_NOUN.search(line, 0, marker.start()) is not None and (
                len(line) <= _STAMP_LINE_MAX or _LABEL_NOUN_OPENING.match(line, 0, marker.start()) is not None)
            if not (capitalised or stamp or labelled):
                continue
        else:
            labelled = False
            role = _ZH_MARKERS[word]
            if not _at_segment_start(line, marker.start(), allow_space=True):
                continue
        found = _first_date_after(line, marker.end(), page_zone, _labelled_region(word, region),
                                  update=role == "modified")
        if found is None:
            continue
        match, readings = found
        clock = _wall_clock(match, readings)
        if labelled and not (capitalised or stamp) and (
                (readings[0][1] is None and clock is None) or not _ends_stamp(line, match.end(), marker.start())):
            continue  # a labelled stamp is one that ends its short line (or opening sentence) with a time
        context = _context(line[marker.start() : match.end()])
        yield _claim(f"{source_prefix}:{' '.join(word.lower().split())}", role, readings, context, clock)


def _labelled_region(label: str, region: PageRegion) -> PageRegion:
    """The region an update stamp labelled `label` is read in: a label in a language written day
    first (`DAY_FIRST_UPDATED_LABELS`: "Actualizado 12/02/2025 09:05", "Aktualisiert") on a page
    whose declared region (tag or domain, `PageRegion.zone`) is day first settles the update's
    order too, two signs of one convention, as the region's order and the page's own unambiguous
    dates are (`PageRegion.update_order`). Otherwise the update is read the later way."""
    if region.zone is not None and region.order == "DMY" and " ".join(label.lower().split()) in DAY_FIRST_UPDATED_LABELS:
        return region._replace(update_order="DMY")
    return region


# A marker after one capitalised noun, as a stamp's label ("Notice issued: 23 July 2022 4:04 am
# AWST", "Listing posted 9 Jul 2024, 7:07 am SGT"): read only when an exact stamp ends the short
# line, so that running text ("the Report published on 5 March ...") is never the page's date.
_LABEL_NOUN = re.compile(r"(?<![\w,;])(?-i:[A-Z][a-z]+)\s+$")
# The same label opening its line, and its stamp ending the line's first sentence ("Notice issued
# 26 March 2026 12:57 NZDT. Tender closes 30 March 2026."): a notice's own stamp, printed as the
# first sentence of its lead paragraph; the label noun first on the line is what running text
# ("... as the Report published on 5 March 2025 10:00 GMT. It ...") lacks.
_LABEL_NOUN_OPENING = re.compile(r"(?-i:[A-Z][a-z]+)\s+$")
_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])")


def _ends_stamp(line: str, end: int, marker_start: int) -> bool:
    """Whether a labelled stamp ending at `end` ends its short line, or, with its label opening the
    line, the line's first sentence."""
    rest = line[end:]
    if not rest.strip(" .)"):
        return True
    return _LABEL_NOUN_OPENING.match(line, 0, marker_start) is not None and _SENTENCE_END.match(rest) is not None


# A sentence whose subject is the page itself ("This entry was posted on Saturday, December 3rd,
# 2011", "Dieser Beitrag wurde am 3. Dezember 2011 um 10:00 Uhr veröffentlicht", "Cet article a
# été publié le 3 décembre 2011"), as blog themes print a post's stamp below it. Unlike a marker in
# running text ("the report was published on March 5"), the subject says whose date it is. German
# puts the verb after the date: the verb within a few words after it gives the role, and without
# one ("wurde am ... gelöscht") there is no stamp.
_SELF_SUBJECT = (
    r"\b(?:this|the)\s+(?:entry|post|article|story|page|blog\s+post)\s+was\s+(?:first\s+|originally\s+|last\s+)?"
    r"|\b(?:cet|cette)\s+(?:article|billet|entrée|page|publication)\s+a\s+été\s+"
    r"|\b(?:esta|este)\s+(?:entrada|artículo|articulo|nota|publicación)\s+(?:fue|ha\s+sido)\s+"
)
_SELF_VERBS: dict[str, Role] = {
    "posted": "published", "published": "published", "written": "published",
    "updated": "modified", "modified": "modified", "edited": "modified",
    "publié": "published", "publiée": "published", "mis à jour": "modified", "mise à jour": "modified",
    "modifié": "modified", "modifiée": "modified",
    "publicada": "published", "publicado": "published", "actualizada": "modified", "actualizado": "modified",
}  # fmt: skip
_SELF_STATEMENT = re.compile(
    rf"(?:{_SELF_SUBJECT})(?P<verb>{'|'.join(sorted(map(re.escape, _SELF_VERBS), key=len, reverse=True))})\b", re.I)
_SELF_STATEMENT_DE = re.compile(r"\b(?:dieser|diese|dieses)\s+(?:beitrag|artikel|eintrag|text|seite|meldung)\s+wurde\b", re.I)
_DE_VERBS: dict[str, Role] = {
    "veröffentlicht": "published", "geschrieben": "published", "erstellt": "published", "verfasst": "published",
    "gepostet": "published", "publiziert": "published",
    "aktualisiert": "modified", "geändert": "modified", "bearbeitet": "modified", "überarbeitet": "modified",
}  # fmt: skip
_DE_VERB_AFTER = re.compile(rf"^[^.!?]{{0,40}}?\b(?P<verb>{'|'.join(_DE_VERBS)})\b", re.I)
# Between the subject and its date: what `_FILLER` allows, or a few stray words a theme leaves
# ("wurde vor  am Samstag, ..."), never a sentence end.
_SELF_GAP = re.compile(r"[^.!?\d]{0,30}")


def _self_statement_claims(line: str, page_zone: tzinfo | None, region: PageRegion) -> Iterator[DateClaim]:
    for subject in (*_SELF_STATEMENT.finditer(line), *_SELF_STATEMENT_DE.finditer(line)):
        matches = [m for m in (p.search(line, subject.end()) for p in _DATE_PATTERNS) if m is not None]
        match = min(matches, key=lambda m: m.start(), default=None)
        if match is None or not _SELF_GAP.fullmatch(line, subject.end(), match.start()):
            continue
        verb = subject.groupdict().get("verb")
        if verb is not None:
            role = _SELF_VERBS[" ".join(verb.lower().split())]
        else:
            after = _DE_VERB_AFTER.match(line[match.end():])
            if after is None:
                continue
            role = _DE_VERBS[after["verb"].lower()]
        readings = _readings_of_match(match, page_zone, region, update=role == "modified")
        if readings:
            yield _claim("body:self-statement", role, readings, _context(line[subject.start() : match.end()]),
                         _wall_clock(match, readings))


# A line that is nothing but an exact stamp, or a byline and one ("By Ann Lee | Mar 5, 2024 3:47
# p.m. ET", "Ben Adeyemi -- Sept. 13, 2019 3:47 p.m. ET", "Ann Lee May 30, 2026, 08:49 AM IST",
# "21 April 2026 03:49 SAST · Pieter van der Merwe", "15:34 EDT, 10 Apr 2025  By Ann Lee (Updated
# ...)"): the page's own publication stamp as it shows it. Only an exact instant counts (a bare day
# says nothing new). A labelled line ("Trading halted: 9:45 a.m. ET") is a fact, and a field's value
# (`<dt>Date</dt><dd>June 16, 2026 8:00 AM EDT</dd>`, an event's date) is its label's
# (`_field_claims`): neither is the page's stamp.
_STAMP_LINE_MAX = 100
_BYLINE = re.compile(r"(?:by\s+)?(?-i:[A-Z][\w.'’-]*)(?:\s+(?-i:[A-Z][\w.'’-]*)){0,5}", re.I)
_BYLINE_SEPARATORS = "|·•—–-,/»"
# A Chinese reporter's byline: "記者林怡君／台北報導", "记者 王明", "本報記者 陳大文".
_CJK_BYLINE = re.compile(
    r"(?:本[報报])?[記记]者\s*[\u4e00-\u9fff]{2,4}(?:\s*[／/]\s*[\u4e00-\u9fff]{2,6}(?:[報报][導道]|[電电]))?")
_TRAILING_WEEKDAY = re.compile(r"\s*\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?$", re.I)
# A person's name: capitalised words, with the particles names carry ("van der", "de la").
_NAME_WORD = r"(?:(?-i:[A-Z][\w.'’-]*)|(?-i:van|von|der|den|de|da|del|di|du|la|le|bin|al))"
# A name alone before the stamp, with no separator (two spans, "who" and "when"): a few words only,
# so that a headline with its stamp (a teaser) is not read as one.
_LEAD_NAME = re.compile(rf"(?:by\s+)?(?-i:[A-Z][\w.'’-]*)(?:\s+{_NAME_WORD}){{0,3}}", re.I)
# After the stamp: a byline ("· Ann Lee", "By Ann Lee"), then anything set off by a separator.
# A source's own name after a separator may start in lower case when it is a brand written with an
# inner capital, hyphen or dot ("· dpa-AFX", "· elEconomista", "· finanzen.net Redaktion").
_BRAND_WORD = r"(?-i:[a-z][a-z]*(?:[A-Z]|[-.][A-Za-z])[\w.'’-]*)"
_TRAILING_BYLINE = re.compile(
    rf"(?:[·•|—–/-]\s*(?:(?:by\s+)?(?-i:[A-Z][\w.'’-]*)|{_BRAND_WORD})|by\s+(?-i:[A-Z][\w.'’-]*))"
    rf"(?:\s+{_NAME_WORD}){{0,4}}\s*(?:[(·•|—–].*)?", re.I)


def _stamp_line_claims(
    tree: HtmlElement, page_zone: tzinfo | None, region: PageRegion, field_values: set[str]
) -> Iterator[DateClaim]:
    """`field_values`: the values of the page's label/value fields (`_field_pairs`): never stamps."""
    by_clock: list[DateClaim] = []
    for line in _text_lines(tree):
        if len(line) > _STAMP_LINE_MAX or " ".join(line.split()) in field_values:
            continue
        matches = [m for m in (p.search(line) for p in _DATE_PATTERNS) if m is not None]
        match = min(matches, key=lambda m: m.start(), default=None)
        if match is None:
            continue
        readings = _readings_of_match(match, page_zone, region)
        rest = " ".join(line[match.end():].split()).strip(" .)")
        lead = _TRAILING_WEEKDAY.sub("", line[: match.start()].rstrip())  # "by Ann Lee » Sat Sep 19"
        # A zone-less clock beside a byline or source ("30.12.22 17:38 Uhr · dpa-AFX") is the region's
        # clock (`PageRegion.clock`); a date and time alone may be an event's, in a listing.
        clocked = bool(readings and readings[0][1] is None and page_zone is None and region.clock is not None and (rest or lead))
        if clocked:
            # The westernmost clock is the claim; the region's main zone is kept as another reading,
            # which the page's own exact stamps may confirm (`_settle_readings`).
            zones = dict.fromkeys((region.clock, region.zone))
            readings = sorted({r for z in zones if z is not None for r in _readings_of_match(match, z, region)},
                              key=lambda r: r[1] or datetime.max.replace(tzinfo=UTC), reverse=True)
        if not readings or readings[0][1] is None or (rest and not _TRAILING_BYLINE.fullmatch(rest)):
            continue
        if lead:
            if lead[-1] not in _BYLINE_SEPARATORS:
                # A marker ("Updated", "Published") is a statement's, read with its role by
                # `_statement_claims`, not a name.
                if not _LEAD_NAME.fullmatch(lead) or _MARKER.search(lead):
                    continue
            else:
                name = lead.rstrip(_BYLINE_SEPARATORS + " ")
                if name and not (_BYLINE.fullmatch(name) or _CJK_BYLINE.fullmatch(name)):
                    continue
        claim = _claim("body:stamp", "published", readings, _context(line))
        if clocked:
            by_clock.append(claim)
        else:
            yield claim
    # A page prints its own stamp once: several such lines are a listing's (events and their venues).
    if len(by_clock) == 1:
        yield by_clock[0]


# Label/value fields (`<th>Published</th><td>8 Mar, 2025 01:41 AM NZDT</td>`, `<dt>Posted</dt>
# <dd>May 30, 2026</dd>`): the label says what the date is. A label naming a publication or an
# update ("Published", "Summary published", "Last updated") dates the page; a bare "Date" does too,
# unless the same table or list has a publication field: then it is the subject's date (an event's,
# a meeting's) beside the page's own. Any other label ("Payment date", "Settlement") is the
# subject's. Only short labels count: a long first cell is layout, not a label.
_FIELD_LABEL_WORDS = 5
_FIELD_VALUE_MAX = 100
_BARE_DATE_LABELS = {"date", "dated"}


class _Field(NamedTuple):
    group: HtmlElement
    label: str
    value: str


def _field_pairs(tree: HtmlElement) -> list[_Field]:
    fields: list[_Field] = []
    for row in tree.iter("tr"):
        cells = [cell for cell in row if isinstance(cell.tag, str) and cell.tag in ("th", "td")]
        group = next(row.iterancestors("table"), row)
        if len(cells) == 2:
            fields.append(_Field(group, " ".join(cells[0].text_content().split()), " ".join(cells[1].text_content().split())))
    for listing in tree.iter("dl"):
        terms = [child for child in listing if isinstance(child.tag, str) and child.tag in ("dt", "dd")]
        for term, value in zip(terms, terms[1:], strict=False):
            if term.tag == "dt" and value.tag == "dd":
                fields.append(_Field(listing, " ".join(term.text_content().split()), " ".join(value.text_content().split())))
    return [f for f in fields if 0 < len(f.label.split()) <= _FIELD_LABEL_WORDS and 0 < len(f.value) <= _FIELD_VALUE_MAX]


_FORWARD_LABEL = re.compile(r"\b(?:next|expected|due|scheduled|to be|will|upcoming|planned|estimated)\b|预计|下次", re.I)


# A label that names the item's own release and a date or time ("Release date", "Date & Time of
# Broadcast", "Announcement time", "Date of issue"): when the item was made public.
_RELEASE_LABEL = re.compile(
    r"^(?=.*\b(?:dated?|time)\b).*\b(?:release[ds]?|broadcast|announce(?:ment|d)|publication|issued?|lodged|lodgement)\b",
    re.I,
)


def _field_role(label: str) -> Role | None:
    if _FORWARD_LABEL.search(label):  # "Next update", "To be published"
        return None
    if _RELEASE_LABEL.search(label):
        return "published"
    marker = _MARKER.search(label)
    if marker is None:
        return None
    word = marker.group()
    role = _EN_MARKERS[" ".join(word.lower().split())] if marker["en"] else _ZH_MARKERS[word]
    bare = label.casefold().rstrip(" :：")
    if role == "statement":  # "Date" / "日期": only as the whole label, not "Payment date"
        return role if bare in _BARE_DATE_LABELS or bare == word else None
    return role


# A time written in its own field beside the date ("Release date | 08/06/2026", "Release time |
# 4.18am AEST"): the two are one stamp.
_TIME_LABEL = re.compile(r"\btime\b", re.I)
_TIME_VALUE = re.compile(r"^\s*\d{1,2}(?:[:：.]\d{2}){1,2}\s*(?:[ap]\.?\s?m\b\.?)?\s*\(?[A-Za-z+\-:\d ]{0,12}\)?\s*$", re.I)


def _with_time_field(field: _Field, fields: list[_Field]) -> str:
    """`field`'s value, followed by the time its group gives in a field of its own, if any."""
    for other in fields:
        if other.group is field.group and other is not field and _TIME_LABEL.search(other.label) \
                and _TIME_VALUE.match(other.value) and not _TIME_VALUE.match(field.value):
            return f"{field.value} {other.value}"
    return field.value


def _field_claims(fields: list[_Field], page_zone: tzinfo | None, region: PageRegion) -> Iterator[DateClaim]:
    roles = [_field_role(f.label) for f in fields]
    with_page_field = {id(f.group) for f, role in zip(fields, roles, strict=True) if role in ("published", "modified")}
    for field, role in zip(fields, roles, strict=True):
        if role is None or (role == "statement" and id(field.group) in with_page_field):
            continue
        field = field._replace(value=_with_time_field(field, fields))
        marker = _MARKER.search(field.label)
        found = _first_date_after(field.value, 0, page_zone, _labelled_region(marker.group() if marker else "", region),
                                  update=role == "modified")
        if found is not None:
            match, readings = found
            label = " ".join(field.label.lower().rstrip(" :：").split())
            yield _claim(f"field:{label}", role, readings, _context(f"{field.label}: {field.value[: match.end()]}"),
                         _wall_clock(match, readings))


# Forum software declares the zone of every time it prints ("All times are UTC+10:00", phpBB; "All
# times are GMT +1", vBulletin), often with the IANA name in a `title` ("Australia/Sydney"), which
# is used when given. A bare offset is the one in force when the page was rendered: a post from the
# other side of a daylight-saving change was an hour off it, so a bare offset counts one hour west
# (the latest reading), "UTC" alone too (the site's zone may be UTC in winter only).
_ZONE_DECLARATION = re.compile(r"\ball times are\s+(?:in\s+)?(UTC|GMT)(?:\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?", re.I)
_IANA_NAME = re.compile(r"^[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_-]+)+$")


def _declared_zone(tree: HtmlElement) -> tzinfo | None:
    for element in tree.iter():
        if not isinstance(element.tag, str) or "all times are" not in (element.text or "").lower():
            continue
        declared = _ZONE_DECLARATION.search(" ".join(element.text_content().split()))
        if declared is None:
            continue
        for title in (el.get("title") or "" for el in element.iter()):
            if _IANA_NAME.match(title.strip()):
                try:
                    return ZoneInfo(title.strip())
                except (ValueError, KeyError):
                    continue
        minutes = int(declared[3] or 0) * 60 + int(declared[4] or 0)
        if minutes > 14 * 60:
            return None
        return timezone(timedelta(minutes=minutes if declared[2] != "-" else -minutes) - timedelta(hours=1))
    return None


# A page footer's update stamp that names the page ("This page was last edited on 20 March 2023, at
# 21:32 (UTC)."): the footer is cut before dating (its dates are usually the site's), but a stamp
# that says it is this page's is the page's own. Only update stamps: they can only make the page
# known later, or settle its publication day with their exact time.
_PAGE_WORDS = re.compile(r"\b(?:this|the)\s+(?:page|article|post|story|entry)\b|\bpage\s+(?:last|was)\b", re.I)


def _is_footer(element: HtmlElement) -> bool:
    names = f"{element.get('class', '')} {element.get('id', '')}"
    return element.tag == "footer" or _FOOTER_WORD.search(names) is not None


def _footer_stamp_claims(tree: HtmlElement) -> Iterator[DateClaim]:
    footers = [el for el in tree.iter() if isinstance(el.tag, str) and _is_footer(el)]
    # Footers inside an article stay on the pruned page and are read with the body.
    outermost = [el for el in footers if not any(_is_footer(a) or a.tag == "article" for a in el.iterancestors())]
    for footer in outermost:
        for line in _text_lines(footer):
            if _PAGE_WORDS.search(line):
                yield from (c for c in _line_statement_claims(line, "footer", None) if c.role == "modified")


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


class _PageNames(NamedTuple):
    """How a page names itself: its `<title>` and `<h1>` headings (normalised)."""

    title: str
    headings: frozenset[str]

    def named(self, headline: str) -> bool:
        """Whether `headline` is this page's own: it begins the title or is an `<h1>`. A match with
        the URL's slug alone does not count: a page titled as a section ("Business - News") is a
        listing, which changes with every item added, whatever story its URL names."""
        text = _norm(headline)
        return len(text) >= _HEADLINE_MIN and (self.title.startswith(text) or text in self.headings)


def _page_names(tree: HtmlElement) -> _PageNames:
    return _PageNames(
        title=_norm(tree.findtext(".//title") or ""),
        headings=frozenset(_norm(h.text_content()) for h in tree.iter("h1")),
    )


# The page's own item in a listing of the site's stories (a "latest" list beside the story): a
# `<time datetime>` with an exact instant whose item's headline is this page's title or `<h1>` is
# the site's statement of when this story was published. The item is the nearest ancestor of the
# `<time>` with a link or heading; it must hold no other `<time>`, so a headline never lends its
# stamp to a neighbour, and never inside a comment thread (a reply names the page it answers).
_ITEM_LEVELS = 4
_ITEM_HEADLINES = ("a", "h1", "h2", "h3", "h4")


def _own_item_claims(tree: HtmlElement, names: _PageNames, kept: set[str]) -> Iterator[DateClaim]:
    """`kept`: the `datetime` values of `<time>` elements the pruned page still has (already read)."""
    for stamp in tree.iter("time"):
        value = stamp.get("datetime") or ""
        if not value or value in kept:
            continue
        parsed = parse_date_text(value)
        # A comment that names the page it replies to ("En réponse à : <a>headline</a>") is a reader's.
        if parsed is None or parsed[1] is None or any(_COMMENT_WORDS.search(_names(a)) for a in stamp.iterancestors()):
            continue
        item = stamp.getparent()
        for _ in range(_ITEM_LEVELS):
            if item is None or next(item.iter(*_ITEM_HEADLINES), None) is not None:
                break
            item = item.getparent()
        if item is None or sum(1 for _ in item.iter("time")) != 1:
            continue
        if any(names.named(h.text_content()) for h in item.iter(*_ITEM_HEADLINES)):
            context = _context(f"listing item {value}")
            yield DateClaim(source="listing:own-item", role="published", day=parsed[0], instant=parsed[1], context=context)


# Reader comments: a comment cannot be posted before the page it is posted on, so the earliest
# exact comment stamp bounds the page's publication from above (role `bound`, used only by
# `_refine_days`; never a page date: a later comment says nothing of the page, and an update can
# come after any comment). Only a thread of this page counts: an element named for comments that
# comes after the page's `<h1>` and stands in no aside, nav, header, footer or widget ("Recent
# comments" lists other pages' threads).
_COMMENT_WORDS = re.compile(r"comment|repl(?:y|ies)|disqus", re.I)
_OTHER_PAGES = re.compile(r"sidebar|side-bar|widget|recent|latest|related|popular|trending|most|rank|teaser|feed", re.I)
_ELSEWHERE_TAGS = {"aside", "nav", "header", "footer", "blockquote"}


def _names(element: HtmlElement) -> str:
    return f"{element.get('class', '')} {element.get('id', '')}"


def _comment_threads(tree: HtmlElement) -> Iterator[HtmlElement]:
    seen_headline = next(tree.iter("h1"), None) is None
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue
        if element.tag == "h1":
            seen_headline = True
            continue
        if not seen_headline or not _COMMENT_WORDS.search(_names(element)):
            continue
        chain = [element, *element.iterancestors()]
        if any(a.tag in _ELSEWHERE_TAGS or _OTHER_PAGES.search(_names(a)) for a in chain):
            continue
        if any(_COMMENT_WORDS.search(_names(a)) for a in element.iterancestors()):
            continue  # inside a thread already found
        yield element


def _comment_stamps(thread: HtmlElement) -> Iterator[tuple[datetime, str]]:
    for element in thread.iter():
        if not isinstance(element.tag, str) or any(a.tag == "blockquote" for a in element.iterancestors()):
            continue
        values = [element.get("datetime")] if element.tag == "time" else (
            [element.get(a) for a in _STAMP_ATTRIBUTES] if _STAMP_NAMES.search(_names(element)) else [])
        for value in values:
            if value and (element.tag == "time" or _ISO_INSTANT.match(value)):
                parsed = parse_date_text(value)
                if parsed is not None and parsed[1] is not None:
                    yield parsed[1], value


def _comment_bound_claims(tree: HtmlElement) -> Iterator[DateClaim]:
    stamps = [stamp for thread in _comment_threads(tree) for stamp in _comment_stamps(thread)]
    if stamps:
        instant, value = min(stamps)
        context = _context(f"earliest of {len(stamps)} comment stamps: {value}")
        yield DateClaim(source="comments:earliest", role="bound", day=instant.date(), instant=instant, context=context)


# Embedded application state (`__NEXT_DATA__`, `window.__INITIAL_STATE__ = {...}`, `JSON.parse("...")`,
# read by `pit_store.ingest.embedded_json`): the page's own article object, recognised by a title or
# headline that names this page, and its exact publication and update instants (ISO with an
# offset, or epoch seconds/milliseconds). Other objects in the state (related stories, the site's
# config) are never read. A creation time is not a publication (drafts are created before they
# are published). JSON-LD is read on its own terms (`_jsonld_dates`).
_STATE_DEPTH = 8
_STATE_NODES = 20_000
_STATE_ROLES: dict[str, Role] = {
    **dict.fromkeys(("publishedat", "publishtime", "publishedtime", "published", "datepublished", "publishdate",
                     "publisheddate", "postdate", "postedat", "pubdate", "firstpublished", "firstpublishedat",
                     "publicationdate"), "published"),
    **dict.fromkeys(("updatedat", "updatetime", "updated", "dateupdated", "updateddate", "lastupdated",
                     "lastmodified", "modifiedat", "modifiedtime", "datemodified", "modified", "modifieddate",
                     "editedat", "lastedited", "lasteditedat"), "modified"),
}  # fmt: skip
_STATE_NAME_KEYS = ("title", "headline", "name")


def _state_objects(value: object) -> Iterator[dict[str, object]]:
    stack: list[tuple[object, int]] = [(value, 0)]
    nodes = 0
    while stack and nodes < _STATE_NODES:
        node, depth = stack.pop()
        nodes += 1
        if isinstance(node, dict):
            yield node
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth < _STATE_DEPTH:
            stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def _script_objects(tree: HtmlElement) -> Iterator[tuple[str, dict[str, object]]]:
    """Every object of the JSON the page's inline scripts hold (`script_json`), with its script's label."""
    for script in tree.iter("script"):
        if script.get("src"):
            continue
        for found in script_json(script):
            for obj in _state_objects(found.value):
                yield found.label, obj


def _app_state_claims(tree: HtmlElement, names: _PageNames) -> Iterator[DateClaim]:
    for label, obj in _script_objects(tree):
        if label == "ld+json" or not any(isinstance(obj.get(k), str) and names.named(str(obj[k])) for k in _STATE_NAME_KEYS):
            continue
        for key, raw in obj.items():
            role = _STATE_ROLES.get(key.lower().replace("_", "").replace("-", ""))
            stated = json_date(raw) if role is not None else None
            if role is not None and stated is not None and stated[1] is not None:
                instant = stated[1]
                context = _context(f"embedded state {key}={raw}")
                yield DateClaim(source=f"state:{key}", role=role, day=instant.date(), instant=instant, context=context)


# htmldate's free-text search takes a date wherever the text has one, and the one it takes can be
# a date the text talks about: "ahead of the decision on 13 May" in a meta description, "the
# dividend will be paid on ...", a misread "04/11/2024" in a sentence. Such a date is not the
# page's when the page writes it only in running text (a line with several words besides the
# date, or a meta description) and the page has its own exact stamp on an earlier day: the
# candidate is kept, untrusted (`prose_date`). A sentence that speaks of an edit ("amended on",
# "updated on") still counts: an update may be told in prose. Without an earlier exact stamp of
# the page's own, htmldate's date stands (it can only make the page known later).
_DESCRIPTION_METAS = {"description", "og:description", "twitter:description"}
_PROSE_WORDS = 6  # words besides the date: a sentence, not a stamp or a label
# Edit words before a stamp, in the languages whose dates the readers know ("Stand:", "Bijgewerkt:",
# "Actualizado", "Cập nhật", "수정", "編集").
_EDIT_WORDS = re.compile(
    r"updat|amend|correct|revis|edit|modif|aktualisier|geändert|(?-i:Stand)\b|mis[e]? à jour|bijgewerkt|actualizad"
    r"|atualizad|aggiornat|zaktualizowan|aktualizov|uppdater|oppdater|opdater|päivitet|güncellen|обновл|оновл"
    r"|cập nhật|diperbarui|dikemas kini|ενημερ|עודכן|تحديث|به‌روز|อัปเดต|수정|업데이트|更新|修改|修正|編集|编辑",
    re.I,
)
_NOT_OWN_STAMPS = ("htmldate:", "comments:", "http:")


class _WrittenDays(NamedTuple):
    """How the page writes its days out (every reading of each date in its visible text, `<title>`
    and meta description)."""

    written: set[date]
    in_prose: set[date]
    """Days written at least once in running text (a sentence, the meta description)."""
    outside_prose: set[date]
    """Days written at least once outside running text (a stamp, a label, a table cell)."""
    edited: set[date]
    """Days written at least once beside an edit word ("Actualizado 12/02/2025", "Stand: ...")."""


def _written_days(tree: HtmlElement) -> _WrittenDays:
    texts = [(line, "line") for line in _text_lines(tree)]
    texts.append((tree.findtext(".//title") or "", "title"))
    for meta in tree.iter("meta"):
        if (meta.get("name") or meta.get("property") or "").strip().lower() in _DESCRIPTION_METAS:
            texts.append((meta.get("content") or "", "summary"))
    written: set[date] = set()
    in_prose: set[date] = set()
    outside_prose: set[date] = set()
    edited: set[date] = set()
    for text, kind in texts:
        edit = _EDIT_WORDS.search(text) is not None
        for pattern in _DATE_PATTERNS:
            for match in pattern.finditer(text):
                days = {day for day, _ in _readings_of_match(match)}
                # A separator ("|", "·", "—") is no word: "Entry by Ann Lee | 28 April" is a stamp.
                words = sum(1 for token in (text[: match.start()] + " " + text[match.end() :]).split()
                            if any(ch.isalnum() for ch in token))
                prose = (kind == "summary" or (kind == "line" and words >= _PROSE_WORDS)) and not edit
                written |= days
                (in_prose if prose else outside_prose).update(days)
                if edit:
                    edited |= days
    return _WrittenDays(written, in_prose, outside_prose, edited)


_PATH_MONTH = re.compile(r"/((?:19|20)\d{2})/(0?[1-9]|1[0-2])/")
_ADDRESS_ATTRIBUTES = ("href", "src", "srcset", "data-src", "content")


def _path_months(tree: HtmlElement, url: str) -> set[tuple[int, int]]:
    """The (year, month) folders in the page's URL and the addresses on the page."""
    addresses = [url, *(el.get(a) or "" for el in tree.iter() if isinstance(el.tag, str) for a in _ADDRESS_ATTRIBUTES)]
    return {(int(m[1]), int(m[2])) for address in addresses if "/" in address for m in _PATH_MONTH.finditer(address)}


def _order_misreads(tree: HtmlElement, region: PageRegion) -> set[date]:
    """The days that are only the other order's reading of a numeric date on a page whose region
    settles the order ("04/08/2026" on an `en-US` page is 8 April, never 4 August), or beside a zone
    name that settles it ("03/04/2025 9:30 PM EST": 4 March)."""
    in_order: set[date] = set()
    any_order: set[date] = set()
    for line in _text_lines(tree):
        for pattern in _DATE_PATTERNS:
            for match in pattern.finditer(line):
                in_order |= {day for day, _ in _readings_of_match(match, region=region)}
                any_order |= {day for day, _ in _readings_of_match(match)}
                if (first := match.groupdict().get("n1")) is not None:  # both orders, whatever settles one
                    any_order |= set(_numeric_days(int(first), int(match["n2"]), _numeric_year(match.groupdict()), match["sep"]))
    return any_order - in_order


def _weigh_htmldate(
    found: list[DateClaim], others: list[DateClaim], tree: HtmlElement, url: str, region: PageRegion,
    untimed: set[date],
) -> Iterator[DateClaim]:
    """htmldate's claims marked `day_written`, `path_month`, `prose_only` and `order_misread`
    (htmldate reads a numeric date in its own order, not the page's region's).

    `prose_only` for a day the page writes only in running text, after a stamp of its own; and for
    a day the page writes in running text and elsewhere too ("Tender closes 30 March 2026 10:00",
    "Bids must be lodged before the close of the window on 30 March 2026"), when it is later than
    every exact stamp the page states of itself (publication or update, in its markup, data or
    text), no source but htmldate states it, the page never writes it beside an edit word, and
    at least once without a time (`untimed`): htmldate's free-text search took a day the text
    talks about ahead of the page's own stamp (a deadline, a closing day), not a change of the
    page, which would carry a stamp or an edit word of its own. A day written only as a stamp
    line ("Blog entry by Ines Marlow | 20 March 2024") or, on every mention, with a time (a live
    blog's own entries) keeps dating the page."""
    days = _written_days(tree)
    written, prose = days.written, days.in_prose - days.outside_prose
    misread = _order_misreads(tree, region)
    folders = _path_months(tree, url) if any(c.instant is None and c.day.day == 1 for c in found) else set()
    stated = {claim.day for claim in others}
    own = [c.instant for c in others
           if c.instant is not None and c.role in ("published", "modified") and not c.source.startswith(_NOT_OWN_STAMPS)]
    for claim in found:
        if claim.instant is not None:
            yield claim
            continue
        day_start = datetime.combine(claim.day, time(0), tzinfo=_FIRST_ZONE)
        prose_only = claim.day not in stated and (
            (claim.day in prose and any(i < day_start for i in own))
            or (claim.day in days.in_prose and claim.day not in days.edited and claim.day in untimed
                and bool(own) and max(own) < day_start))
        path_month = claim.day.day == 1 and (claim.day.year, claim.day.month) in folders
        yield claim.model_copy(update={"day_written": claim.day in written, "prose_only": prose_only,
                                       "path_month": path_month, "order_misread": claim.day in misread})
        if claim.day in misread and (swapped := _valid_day(claim.day.year, claim.day.day, claim.day.month)) is not None:
            # htmldate read "03/05/2025" in its own order: the day the page's order gives is its date.
            yield claim.model_copy(update={"day": swapped, "day_written": True,
                                           "context": _context(f"{claim.context} (read in the page's day order)")})


# A note telling of something that happened a stated time after the page was published ("Editor's
# note: a week after publication, the company withdrew its guidance", "Update, two days after this
# story was first published: ...") says the page was changed at least that long after its
# publication: an update claim (`body:relative-update`) on the page's latest publication date plus
# that time. It can only make the page known later.
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "twelve": 12}
_RELATIVE_UPDATE = re.compile(
    r"\b(?P<count>\d{1,3}|" + "|".join(_COUNT_WORDS) + r")\s+(?P<unit>hour|day|week|month|year)s?\s+"
    r"(?:after|later than|since)\s+(?:(?:the\s+)?(?:first\s+|original\s+|initial\s+)?publication"
    r"|(?:this|the)\s+(?:story|article|report|post|piece|page|item)\s+was\s+(?:first\s+|originally\s+|initially\s+)?"
    r"(?:published|posted)|it\s+was\s+(?:first\s+|originally\s+)?(?:published|posted))\b",
    re.I,
)
# An update label that says how long after publication it came ("UPDATE (5 hours later):",
# "Update, two days later:", "Correction — 3 hours later"), the label starting its line or
# sentence (not "the rules were updated 40 years later"): the same claim.
_LABELLED_LATER = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:update|correction|clarification|editor['’]s\s+note)\s*[(\[,:—–-]?\s*"
    r"(?P<count>\d{1,3}|" + "|".join(_COUNT_WORDS) + r")\s+(?P<unit>hour|day|week|month|year)s?\s+later\b",
    re.I,
)
_UNIT_DAYS = {"day": 1, "week": 7}


_When = TypeVar("_When", date, datetime)


def _after(start: _When, count: int, unit: str) -> _When:
    """`start` plus `count` units; months and years by the calendar (31 March + 1 month: 30 April);
    hours on a day alone round up to whole days."""
    if unit == "hour":
        return start + (timedelta(hours=count) if isinstance(start, datetime) else timedelta(days=-(-count // 24)))
    if unit in _UNIT_DAYS:
        return start + timedelta(days=count * _UNIT_DAYS[unit])
    months = start.month - 1 + count * (12 if unit == "year" else 1)
    year, month = start.year + months // 12, months % 12 + 1
    return start.replace(year=year, month=month, day=min(start.day, _month_end(date(year, month, 1)).day))


def _relative_update_claims(tree: HtmlElement, found: list[DateClaim]) -> Iterator[DateClaim]:
    published = [c for c in found if c.role == "published" and not c.source.startswith(_NOT_OWN_STAMPS)]
    if not published:
        return
    anchor = max(published, key=lambda c: c.instant or datetime.combine(c.day, time(23, 59), tzinfo=_FIRST_ZONE))
    for line in _text_lines(tree):
        for match in (*_RELATIVE_UPDATE.finditer(line), *_LABELLED_LATER.finditer(line)):
            count = _COUNT_WORDS.get(match["count"].lower()) or int(match["count"])
            unit = match["unit"].lower()
            context = _context(f"{match.group()} (from {anchor.source})")
            instant = _after(anchor.instant, count, unit) if anchor.instant is not None else None
            day = instant.date() if instant is not None else _after(anchor.day, count, unit)
            yield DateClaim(source="body:relative-update", role="modified", day=day, instant=instant, context=context)


_WORDS_SCANNED = 20_000  # characters of the page's text read for its region (`region_hints`)


def extract_claims(tree: HtmlElement, *, url: str, http: HttpEvidence = HttpEvidence()) -> ClaimSet:
    """Every date the page and its HTTP response state about the page (see the module docstring).

    `url` is the page's (normalised) URL; dates in it count only for http(s) URLs.
    """
    pruned, removed = without_side_regions(tree)
    flags: set[str] = set()
    if removed:
        flags.add("side_regions_excluded")
    web_url = url if urlsplit(url).scheme in {"http", "https"} else ""
    # An archive's replay address names the archived page: its site, not the archive's, is the region.
    replay = replay_address(web_url) if web_url else None
    site_url = replay.original_url if replay is not None else web_url
    region = region_evidence(tree.get("lang") or "", site_url, "\n".join(_text_lines(pruned))[:_WORDS_SCANNED])
    order = written_order(_text_lines(tree))
    if region.order is None and order is not None:
        region = region._replace(order=order)  # the page's own unambiguous dates settle it
    elif order is not None and order == region.order:
        region = region._replace(update_order=order)  # declared and written alike: the update's too
    claims: list[DateClaim] = []
    raw_dates: Iterable[_RawDate] = (
        *_jsonld_dates(pruned, flags),
        *_meta_dates(pruned),
        *_markup_dates(pruned),
        *_attribute_stamps(pruned),
    )
    for raw in raw_dates:
        # A value written for machines (`datetime`, `content`) has no reader's convention to settle.
        reader_region = _NO_REGION if raw.declared else region
        parsed = parse_date_text(raw.text, reader_region, update=raw.role == "modified")
        if parsed is None:
            if raw.declared:
                flags.add("unparsed_date_values")
            continue
        context = _context(f"{raw.source}={raw.text}")
        claims.append(DateClaim(source=raw.source, role=raw.role, day=parsed[0], instant=parsed[1],
                                context=context, prose_only=raw.scheduled))
    claims.extend(_url_claims(web_url))
    page_zone = _declared_zone(tree)
    fields = _field_pairs(pruned)
    claims.extend(_statement_claims(pruned, page_zone, region))
    claims.extend(_field_claims(fields, page_zone, region))
    not_stamps = {f.value for f in fields}
    claims.extend(_stamp_line_claims(pruned, page_zone, region, not_stamps))
    names = _page_names(tree)
    claims.extend(_footer_stamp_claims(tree))
    claims.extend(_own_item_claims(tree, names, {t.get("datetime") or "" for t in pruned.iter("time")}))
    claims.extend(_app_state_claims(tree, names))
    claims.extend(_comment_bound_claims(tree))
    # htmldate last: when it only repeats a date found above, the explicit source is the basis.
    claims.extend(_relative_update_claims(pruned, claims))
    htmldate = [*_htmldate_claims(_without_assets(pruned), web_url, _HTMLDATE_CALLS),
                *_htmldate_claims(_without_assets(deepcopy(tree)), web_url, _HTMLDATE_WHOLE_PAGE)]
    lines = _text_lines(tree)
    bare = untimed_days(lines, _DATE_PATTERNS, lambda m: (day for day, _ in _readings_of_match(m, region=region)))
    claims.extend(_weigh_htmldate(htmldate, claims, tree, web_url, region, bare))
    # The whole page, side regions too, but a stamp there only joins a day the page's own text
    # stamps: it can make that day's latest stamp later, never date a day by itself (a footer's
    # "Site last updated ..." is not when this page appeared).
    mentions = day_mentions(lines, _DATE_PATTERNS, lambda m: (day for day, _ in _readings_of_match(m, region=region)))
    anchors = {minute for c in claims if c.instant is not None and not c.other_readings
               and not c.source.startswith(_NOT_OWN_STAMPS) and (minute := _minute(c.instant)) is not None}
    own_lines = _text_lines(pruned)
    plain = mentions.plain | _world_plain_days(lines)
    years = {day.year for day in plain | mentions.scheduled_only}
    own_days = {c.day for c in _written_claims(own_lines, page_zone, region, plain, anchors, years)
                if c.role == "written"}
    claims.extend(c for c in _written_claims(lines, page_zone, region, plain, anchors, years)
                  if c.role != "written" or c.day in own_days)
    claims.extend(_feed_claims(tree, own_lines, plain, lines))
    claims = _distrust_scheduled(claims, mentions.scheduled_only - _state_days(tree))
    claims = _distrust_stamps_after_update(claims)
    claims = [c.model_copy(update={"day_timed": True})
              if c.source.startswith("htmldate:") and c.instant is None and c.day not in bare else c for c in claims]
    claims = _in_day_zones(claims, day_zones(page_zone, lines, own_lines, region, _dated))
    claims.extend(_http_claims(http))
    return ClaimSet(tuple(dict.fromkeys(claims)), tuple(sorted(flags)))


def _dated(line: str) -> bool:
    """Whether `line` writes a full date, in the patterns' forms or another language's words (a
    stamp in those is a date too: its time is not a loose one)."""
    return any(p.search(line) for p in _DATE_PATTERNS) or bool(_WORLD_STAMP_GATE.search(line) and find_stamp_dates(line))


def _written_claims(
    lines: list[str], page_zone: tzinfo | None, region: PageRegion, plain_days: set[date], anchors: set[datetime],
    written_years: set[int],
) -> Iterator[DateClaim]:
    """Every exact stamp the page writes beside a date (`written_stamps`), as claims of role
    `written`: evidence that dates a day-only claim of the same day, never a date of the page.

    None on a day before another day the page writes plainly (not as scheduled: "Thu 16 Oct" in a
    ticker, a later table row), and none at all when the page carries an undated update note: the
    page holds something from after its stamps, so a stamp does not say when its day's content was
    complete (fail closed: the day-only date keeps the end of its day). A day written without its
    year and followed by a time ("Mar 5, 7:30 PM HST") is read in each year the page's stamps
    or its written days name (`written_years`, a scheduled day's year too) (an edit word before it makes it an update stamp), and a line that is a time and zone alone ("15.41 BST", a live blog's entry) on each day
    they name: either can only make a day's latest stamp later. A stamp with its age beside it
    ("3 days ago") also yields the render time as an update claim (`body:rendered`)."""
    blocked = undated_update(lines, _dated)
    # A zone-less time is read in the zone the page declares, the one its stamps all name, else
    # the clock of its region (`PageRegion.clock`: its westernmost zone, the later reading).
    declared = page_zone or declared_zone(lines, region.names)
    zone = declared or sole_zone(lines, region.names)
    clock = zone is None and region.clock is not None
    zone = region.clock if clock else zone
    # The zone loose times (no date on their line) are read in: one the page declares for all its
    # times, else its region's clock; not the zone its stamps happen to name (no word of the page's).
    loose_zone = declared or (region.clock if clock else None)
    found: list[tuple[WrittenStamp, bool, str]] = []
    ambiguous: set[date] = set()  # both readings of a stamp's numeric date ("06-02-2025 09:30 PKT")
    for index, line in enumerate(lines):
        # A table writes the time in the cell after the date's ("12/19/2024" / "3:30 PM AKST").
        after = lines[index + 1] if index + 1 < len(lines) else ""
        for pattern in _DATE_PATTERNS:
            for match in pattern.finditer(line):
                if is_scheduled(line[: match.start()]):
                    continue  # "trading opens 9 May at 21:30": what the page expects, not a stamp
                readings = _readings_of_match(match, zone, region)
                # Of a stamp read several ways ("1:15 AM IST"), the reading the page's own
                # unambiguous stamps state (as `_settle_readings` does for claims).
                settled = [(day, instant) for day, instant in readings if _minute(instant) in anchors]
                readings = settled or readings
                stamps = [WrittenStamp(day, instant, False) for day, instant in readings if instant is not None]
                if not stamps:
                    timed = match["hour"] is not None and match.start("hour") > match.start()
                    tail = line[match.start("hour") if timed else match.end() :]
                    tail = tail if tail.strip() else f" {after}"
                    head = line[: match.start()]
                    read = (stamp_after(day, tail, region.names, zone) or stamp_before(day, head, region.names)
                            or time_first_stamp(day, head, match[0], region.names, zone)
                            for day in dict.fromkeys(day for day, _ in readings))
                    stamps = [stamp for stamp in read if stamp is not None]
                update = bool(_EDIT_WORDS.search(line[max(0, match.start() - 30) : match.start()]))
                if stamps and len({day for day, _ in readings}) > 1:
                    ambiguous.update(day for day, _ in readings)
                for stamp in stamps:
                    if (rendered := rendered_at(line, stamp)) is not None:
                        yield DateClaim(source="body:rendered", role="modified", day=rendered.date(),
                                        instant=rendered, context=_context(line))
                    found.append((stamp, update, line))
        found.extend((stamp, False, line) for stamp in _world_stamps(line, region, zone, anchors))
    # The years of the page's stamps and of the days it writes ("2025-07-09 Open house" beside
    # "Updated 9 Jul 10:15 p.m. NDT"; a quote page's "At close: Mar 19 4:00 PM EDT" beside its
    # scheduled "Earnings Date Apr 24, 2025"): more readings can only make a day's stamp later.
    years = {stamp.day.year for stamp, _, _ in found} | written_years
    found.extend((stamp, False, line) for line in lines for stamp in yearless_stamps(line, years, region.names, zone))
    days = {stamp.day for stamp, _, _ in found}
    # The other reading of a stamp's own numeric date is not a later day the page writes.
    last_plain = max(plain_days - ambiguous, default=None)
    found.extend((stamp, False, line) for line in lines for day in days
                 if (stamp := bare_time_stamp(line, day, region.names)) is not None)
    if loose_zone is not None:
        # Read in the declared zone or the region's clock, a stamp's day may also hold the loose
        # times of lines without a date ("19:02" in a rail, "오후 2:52" in a chat, a live roll's
        # "14:52" under "以上时间均为北京时间"), and a day written without its year ("(03-06)",
        # "3/15") may be a later day than its stamps show.
        loose = [line for line in lines if not _dated(line)]
        found.extend((stamp, False, line) for line in loose for day in days
                     for stamp in loose_stamps(line, day, loose_zone))
        later = {day for line in loose for day in yearless_days(line, years, month_first=year_first(region))}
        last_plain = max({*later, *([last_plain] if last_plain else [])}, default=None)
    for stamp, update, line in found:
        if blocked or (last_plain is not None and last_plain > stamp.day):
            continue
        yield DateClaim(source="written:update" if update or stamp.update else "written:stamp",
                        role="written", day=stamp.day, instant=stamp.instant, context=_context(line))


# A line that may hold a stamp in a language or calendar only `world_dates` reads: a year (Gregorian,
# Buddhist era, Solar Hijri) and a clock time, in either order. The gate keeps that reader off most lines.
_WORLD_YEAR = r"(?<!\d)(?:19|20|25|13|14)\d{2}(?!\d)"
_WORLD_CLOCK = r"\d{1,2}(?:[:.]|\s?h\s?(?=\d{2})|\s*[時时点點]\s*)\d{2}(?!\d)"
_WORLD_YEAR_RE = re.compile(_WORLD_YEAR)
_CJK_YEAR = re.compile(r"[〇零一二三四五六七八九]{4}\s*年")
_WORLD_STAMP_GATE = re.compile(rf"{_WORLD_YEAR}.*?{_WORLD_CLOCK}|{_WORLD_CLOCK}.*?{_WORLD_YEAR}")


def _world_plain_days(lines: list[str]) -> set[date]:
    """The days the page writes in another language's words (`find_stamp_dates`: "15 Nisan 2025",
    "二〇二五年六月二十日") not as a coming event: like the patterns' plain days, a later one says
    the page holds something from after its stamps."""
    return {item.day for line in lines if _WORLD_YEAR_RE.search(line) or _CJK_YEAR.search(line)
            for item in find_stamp_dates(line)
            if not is_scheduled(line[: item.start]) and not is_scheduled_after(line[item.end :])}


def _world_stamps(line: str, region: PageRegion, zone: tzinfo | None, anchors: set[datetime]) -> Iterator[WrittenStamp]:
    """The stamps of the dates `world_dates` reads for stamps ("4. marts 2025 kl. 17.30", "5 Μαρτίου
    2025, 18:10", "5 มี.ค. 2568 เวลา 14:30", "7 de marzo de 2025 — 21:10"), each with its time right after it; none where the sentence
    before makes the date a scheduled one. A time without a zone read in `zone` (the region's
    westernmost clock: the Canaries' for Spain) takes the region's main zone where the page's own
    unambiguous exact stamps (`anchors`) state that instant: the page settles its zone."""
    if not _WORLD_STAMP_GATE.search(line):
        return
    for item in find_stamp_dates(line):
        if item.earliest != item.day or is_scheduled(line[: item.start]):
            continue
        read = [stamp_after(item.day, line[item.end :], region.names, clock) or time_first_stamp(
                item.day, line[: item.start], line[item.start : item.end], region.names, clock)
                for clock in (zone, region.zone)]
        settled = read[1] if read[1] is not None and _minute(read[1].instant) in anchors else None
        if (stamp := settled or read[0]) is not None:
            yield stamp


def _feed_claims(tree: HtmlElement, own_lines: list[str], plain_days: set[date], lines: list[str]) -> Iterator[DateClaim]:
    """The items of a feed the page embeds (`embedded_feed`) whose title the page's own text shows
    (an episode's title above its "Jun 7, 2024"), each an exact stamp of its day (role `written`,
    as `_written_claims`, under the same two blocks: none on a day before another day the page
    writes plainly, none at all beside an undated update note)."""
    shown = {_norm(line) for line in own_lines}
    last_plain = max(plain_days, default=None)
    if undated_update(lines, _dated):
        return
    for script in tree.iter("script"):
        if script.get("src"):
            continue
        for item in feed_items(script.text or ""):
            day = item.instant.date()
            if _norm(item.title) in shown and (last_plain is None or last_plain <= day):
                yield DateClaim(source=f"feed:{item.key}", role="written", day=day, instant=item.instant.astimezone(UTC),
                                context=_context(f"embedded feed item {item.title!r}, {item.key}"))


def _state_days(tree: HtmlElement) -> set[date]:
    """Every day the page's embedded data states (a script's JSON: `__APP_STATE__`, `__NEXT_DATA__`,
    JSON-LD), whatever its key. A day the visible text writes only as scheduled ("Earnings Date
    Jul 24, 2025") that the data also holds ("reportDate": "2025-07-24" beside the reported
    figures) may be a day the page reports: not scheduled-only (fail closed)."""
    return {stated[0] for _, obj in _script_objects(tree) for raw in obj.values() if (stated := json_date(raw)) is not None}


def _distrust_scheduled(claims: list[DateClaim], scheduled: set[date]) -> list[DateClaim]:
    """Claims on a day the page writes only as scheduled (`scheduled_mentions`) marked
    `prose_only`, when the page has a stamp or a day of its own that is earlier."""
    if not scheduled:
        return claims
    own = [c.instant if c.instant is not None else datetime.combine(c.day, time(0), tzinfo=_FIRST_ZONE)
           for c in claims
           if c.role in ("published", "modified", "statement", "written") and c.day not in scheduled
           and not c.source.startswith(_NOT_OWN_STAMPS)]
    earliest = min(own, default=None)
    if earliest is None:
        return claims
    return [
        c.model_copy(update={"prose_only": True})
        if c.day in scheduled and c.role != "written" and not c.source.startswith("http:")
        and earliest < datetime.combine(c.day, time(0), tzinfo=_FIRST_ZONE) else c
        for c in claims
    ]


def _distrust_stamps_after_update(claims: list[DateClaim]) -> list[DateClaim]:
    """Stamp lines (`body:stamp`, read as the publication) later than the page's latest exact update
    stamp marked `prose_only`: a page is not published after its last update, so such a line is
    the time of something the page lists (an upcoming webcast under its heading: "Friday, May 9,
    2025 at 10:00 AM EDT" on a page "updated February 19, 2025 9:00 AM EST"), and so is htmldate's
    reading of the same line (its instant, or its day alone). A later update stamp itself is
    untouched: it dates the page."""
    updates = [c.instant for c in claims
               if c.role == "modified" and c.instant is not None and not c.other_readings
               and not c.source.startswith(_NOT_OWN_STAMPS)]
    if not updates:
        return claims
    last = max(updates)
    listed = [c for c in claims if c.source == "body:stamp" and c.instant is not None and c.instant > last]
    instants, days = {c.instant for c in listed}, {c.day for c in listed}
    return [c.model_copy(update={"prose_only": True})
            if (c.source == "body:stamp" and c.instant in instants)
            or (c.source.startswith("htmldate:") and c.day in days and c.instant in (None, *instants)) else c
            for c in claims]


def _in_day_zones(claims: list[DateClaim], zones: tuple[tzinfo, ...]) -> list[DateClaim]:
    """Day-only claims given the latest end of their day in the zones the page settles for its
    dates alone (`day_zone.day_zones`; `day_end`), and a labelled stamp's zone-less time
    (`DateClaim.clock`) its latest reading there (`clock_at`; a time that falls twice: the later)."""
    if not zones:
        return claims
    return [
        c.model_copy(update={
            "day_end": max(end_of_day(c.day, zone) for zone in zones),
            "clock_at": None if c.clock is None else max(known_at_from_day(c.day, zone, c.clock) for zone in zones)})
        if c.instant is None and c.role != "written" else c
        for c in claims
    ]


# ---------------------------------------------------------------------------------------------
# Precision, trust and the known_at rule


def _read_clocks(claims: tuple[DateClaim, ...], date_only_tz: ZoneInfo) -> tuple[DateClaim, ...]:
    """Labelled stamps with a zone-less time (`DateClaim.clock`: "Published 03/03/2025 09:00") read
    as that time: in the zones the page settles (`clock_at`), else in `date_only_tz` (the latest
    reading: no evidence places the page in a zone). The day alone would stand for its end, after a
    forecast made later that day that the page's own words put the item before. Not where the page
    has its own exact stamp on that day that `_refine_days` lets date it (any for a publication,
    an update's for an update; `datetime="2025-03-19T04:05:00Z"` behind "edited Mar 19, 2025 at
    04:05"): that stamp settles which instant the day's time was, as before."""
    exact = [(c.role, c.instant) for c in claims if c.instant is not None and not c.other_readings
             and c.role in ("published", "modified") and not c.source.startswith(_NOT_OWN_STAMPS)]
    read: list[DateClaim] = []
    for claim in claims:
        roles = ("modified",) if claim.role == "modified" else ("published", "modified")
        if claim.clock is None or claim.instant is not None or any(
                role in roles and day_contains(claim.day, instant) for role, instant in exact):
            read.append(claim)
            continue
        instant = claim.clock_at or known_at_from_day(claim.day, date_only_tz, claim.clock)
        read.append(claim.model_copy(update={"instant": instant}))
    return tuple(read)


def _year_only(claim: DateClaim, confirmed: set[date]) -> bool:
    """htmldate turns a bare year ("story-2015", "2015 units") into 1 January of that year; such a
    date is not evidence of when the page appeared unless another source states the same day."""
    return (
        claim.source.startswith("htmldate:")
        and claim.instant is None
        and (claim.day.month, claim.day.day) == (1, 1)
        and claim.day not in confirmed
    )


def _month_only(claim: DateClaim, confirmed: set[date]) -> bool:
    """htmldate fills a missing day with the 1st ("2011/12" in the markup becomes 2011-12-01): an
    htmldate date on the 1st of a month that no other source states says only the month."""
    return (
        claim.source.startswith("htmldate:")
        and claim.instant is None
        and claim.day.day == 1
        and claim.day not in confirmed
        and not claim.day_written
    )


def _month_end(day: date) -> date:
    following = date(day.year + day.month // 12, day.month % 12 + 1, 1)
    return following - timedelta(days=1)


def _judge(
    claim: DateClaim, captured_at: datetime | None, date_only_tz: ZoneInfo, *, year_only: bool, month_only: bool
) -> DateCandidate:
    precision: Precision
    if claim.instant is not None:
        value, precision, earliest = claim.instant, "time", claim.instant
    elif month_only:
        # Any day of the month: public for certain only once the month has ended (fail closed).
        value, precision = end_of_day(_month_end(claim.day), date_only_tz), "month"
        earliest = datetime.combine(claim.day, time(0), tzinfo=_FIRST_ZONE).astimezone(UTC)
    else:
        value, precision = end_of_day(claim.day, date_only_tz), "day"
        if claim.day_end is not None:
            value = min(value, claim.day_end)
        earliest = datetime.combine(claim.day, time(0), tzinfo=_FIRST_ZONE).astimezone(UTC)
    reason: UntrustedReason | None = None
    if value < PLAUSIBLE_FROM:
        reason = "implausible"
    elif year_only:
        reason = "year_only"
    elif claim.prose_only:
        reason = "prose_date"
    elif claim.order_misread:
        reason = "order_misread"
    elif captured_at is not None and earliest > captured_at:
        reason = "after_capture"
    return DateCandidate(
        source=claim.source,
        value=value,
        precision=precision,
        role=claim.role,
        trusted=reason is None,
        why_untrusted=reason,
        context=claim.context,
    )


# Sources that only echo a day written elsewhere on the page (a URL slug, htmldate's reading of the
# markup): they say nothing about the time of day that the page's exact stamps do not.
_ECHO_SOURCES = ("url", "htmldate:original", "htmldate:page")


# A line or field labelled only "Date" ("To: ... · From: ... · Date: 29 July 2026, 00:28 BST") with an
# exact time is the document's own stamp: it may refine the day the page's other sources echo.
_DATE_LABEL_SOURCES = ("body:date", "field:date")


def _stamp_role(cand: DateCandidate) -> Role:
    return "published" if cand.role == "statement" and cand.source in _DATE_LABEL_SOURCES else cand.role


def _original_days(claims: tuple[DateClaim, ...]) -> set[date]:
    """The page's days of publication: htmldate's original date, and the day of each exact
    publication stamp of the page's own ("Published 19 December 2023, 15:46 GMT"). htmldate's
    latest date on one of these days is that day's publication, not a later day it found (its
    original date may be another day the page talks about: "Prices as of close 18 December")."""
    return {claim.day for claim in claims if claim.source == "htmldate:original" or (
        claim.role == "published" and claim.instant is not None and not claim.other_readings
        and not claim.source.startswith(_NOT_OWN_STAMPS))}


def _refine_days(claims: tuple[DateClaim, ...], judged: list[DateCandidate]) -> tuple[DateCandidate, ...]:
    """A day-only candidate refined by an exact stamp of the same day (`refined_by`).

    A page stamped "2024-03-04T14:05:00Z" whose URL says /2024/03/04/ was not published at the end
    of that day: the day is the exact stamp's day, written with less precision. Counting the day as
    its last instant anywhere on Earth would date every same-day page after a forecast made that
    afternoon. Which exact stamps may refine a day depends on what the day claims:
    - an echo of a day (URL, htmldate's original date) or a publication day: any exact stamp of the
      page on that day;
    - htmldate's latest date: the same, but only when it is a publication day of the page too
      (htmldate's original day or an exact publication stamp's day, `_original_days`: it found no
      later day on the page);
    - a modification day (a visible "Updated March 4", `dateModified` without a time): only an
      exact modification stamp on that day; a page published at 09:00 and updated "on March 4"
      may have been updated after a forecast at 20:00.
    The latest qualifying stamp is used, so a refinement never chooses the earlier of two readings.
    A publication day that no stamp refines is bounded by the earliest reader comment of that day
    (role `bound`): the page was published by then. Never a modification day: an edit can follow
    any comment.
    """
    exact = [
        (_stamp_role(cand), cand) for cand in judged
        if cand.precision == "time" and cand.trusted and _stamp_role(cand) in ("published", "modified")
    ]
    bounds = [cand for cand in judged if cand.role == "bound" and cand.trusted]
    if not exact and not bounds:
        return tuple(judged)
    original_days = _original_days(claims)
    refined: list[DateCandidate] = []
    for claim, cand in zip(claims, judged, strict=True):
        if cand.precision != "day" or not cand.trusted or cand.role not in ("published", "modified"):
            refined.append(cand)
            continue
        if claim.source == "htmldate:latest":
            roles = ("published", "modified") if claim.day in original_days else ()
        elif claim.source in _ECHO_SOURCES or cand.role == "published":
            roles = ("published", "modified")
        else:
            roles = ("modified",)
        stamps = [c for role, c in exact if role in roles and day_contains(claim.day, c.value)]
        best = max(stamps, key=lambda c: c.value, default=None)
        if best is None and "published" in roles:
            best = min((b for b in bounds if day_contains(claim.day, b.value)), key=lambda c: c.value, default=None)
        refined.append(cand if best is None else cand.model_copy(update={"value": best.value, "refined_by": best.source}))
    return tuple(refined)


def _refine_by_written(
    claims: tuple[DateClaim, ...], judged: tuple[DateCandidate, ...], stamps: list[WrittenStamp]
) -> tuple[DateCandidate, ...]:
    """A day-only candidate dated by the latest exact stamp the page writes on that local day
    (`written_stamps`), with the roles `_refine_days` allows. Of that and an exact stamp
    `_refine_days` found, the later decides: the page may have changed later that day."""
    if not stamps:
        return judged
    original_days = _original_days(claims)
    refined: list[DateCandidate] = []
    for claim, cand in zip(claims, judged, strict=True):
        if cand.precision != "day" or not cand.trusted or cand.role not in ("published", "modified", "statement"):
            refined.append(cand)
            continue
        echo = claim.source in (*_ECHO_SOURCES, "htmldate:latest") or cand.role in ("published", "statement")
        if claim.source == "htmldate:latest" and claim.day not in original_days and not claim.day_timed:
            # A later day htmldate found, that the page also writes without a time: something
            # dated that day may be later than its stamps, unless the page's own update stamp of
            # that day says when it last changed.
            echo = False
        best = latest_on_day(claim.day, stamps, updates_only=not echo)
        if best is None:
            refined.append(cand)
            continue
        value = max(best.instant, cand.value) if cand.refined_by is not None else min(best.instant, cand.value)
        refined.append(cand.model_copy(update={"value": value, "refined_by": cand.refined_by or "written:stamp"}))
    return tuple(refined)


def _latest_written(
    candidates: tuple[DateCandidate, ...], stamps: list[WrittenStamp], captured_at: datetime | None
) -> Iterator[DateCandidate]:
    """The latest exact stamp the page writes, as its date (`written:latest`), when the only dates
    it had were days it writes as scheduled (`prose_date`: a bond list's maturities, an options
    chain's expiries) and nothing else dates it. The latest, so no row of the page is left out."""
    dated = [c for c in candidates if c.role not in ("served", "bound")]
    if not stamps or any(c.trusted for c in dated) or not any(c.why_untrusted == "prose_date" for c in dated):
        return
    latest = max(stamps, key=lambda s: s.instant)
    late = captured_at is not None and latest.instant > captured_at
    yield DateCandidate(source="written:latest", value=latest.instant, precision="time", role="published",
                        trusted=not late, why_untrusted="after_capture" if late else None,
                        context=f"latest stamp the page writes, {latest.instant.isoformat()}")


def _refine_months(claims: tuple[DateClaim, ...], judged: tuple[DateCandidate, ...]) -> tuple[DateCandidate, ...]:
    """A month-only candidate refined by the latest trusted day or stamp of the page in that month
    (`refined_by`): htmldate's "2011/12" on a page whose URL says /2011/12/03/ is 3 December, not
    the end of the month. Without one it stays at the month's end."""
    month = {id(cand): (claim.day.year, claim.day.month) for claim, cand in zip(claims, judged, strict=True)}
    dated = [c for c in judged if c.precision != "month" and c.trusted and c.role in ("published", "modified")]
    original_months = {month[id(c)] for c in judged if c.source == "htmldate:original"}
    refined: list[DateCandidate] = []
    for cand in judged:
        if cand.precision != "month" or not cand.trusted:
            refined.append(cand)
            continue
        # As for days: htmldate's latest month may hold a later update than the publication day,
        # unless its original date is in that month too.
        roles = ("modified",) if cand.source == "htmldate:latest" and month[id(cand)] not in original_months else (
            "published", "modified")
        same_month = [c for c in dated if month[id(c)] == month[id(cand)] and c.role in roles]
        best = max(same_month, key=lambda c: c.value, default=None)
        refined.append(cand if best is None else cand.model_copy(update={"value": best.value, "refined_by": best.source}))
    return tuple(refined)


def _demote_folder_months(claims: tuple[DateClaim, ...], judged: tuple[DateCandidate, ...]) -> tuple[DateCandidate, ...]:
    """htmldate's latest date as a month alone that the page writes only as a folder (`path_month`:
    `/2011/12/` in its URL, an image under `uploads/2017/08/`) is untrusted (`month_guess`) when no
    day of the page refines it and the page states a day or a stamp of its own elsewhere. htmldate
    returns its latest date, so a month alone means it saw no later day: the folder dates where a
    file was put, not an edit of this page. A month written in the text ("Stand: Dezember 2011")
    stays a candidate: it may be the page's last revision."""
    dated = [c for c in judged if c.trusted and c.precision != "month" and c.role in ("published", "modified")]
    if not dated:
        return judged
    return tuple(
        cand.model_copy(update={"trusted": False, "why_untrusted": "month_guess"})
        if claim.path_month and claim.source == "htmldate:latest" and cand.precision == "month" and cand.trusted
        and cand.refined_by is None else cand
        for claim, cand in zip(claims, judged, strict=True)
    )


def _capped_by_capture(candidates: tuple[DateCandidate, ...], captured_at: datetime | None) -> tuple[DateCandidate, ...]:
    """A trusted day or month alone that ends after the capture, though it began before it, dated
    at the capture (`refined_by` `captured_at`): the captured bytes existed then, so what they say
    of that day was said by then ("Posted 12 January" on a page captured at 11:55 that day is not
    a date after 11:55). A day that had not begun at the capture is untrusted (`after_capture`)."""
    if captured_at is None:
        return candidates
    return tuple(
        cand.model_copy(update={"value": captured_at, "refined_by": cand.refined_by or "captured_at"})
        if cand.trusted and cand.precision in ("day", "month") and cand.value > captured_at else cand
        for cand in candidates
    )


def _minute(instant: datetime | None) -> datetime | None:
    return instant.replace(second=0, microsecond=0) if instant is not None else None


def _settle_readings(claims: tuple[DateClaim, ...]) -> tuple[DateClaim, ...]:
    """A claim with several readings read the one the page's own unambiguous exact stamps confirm.

    "Publié le 08/04/2024 11:41 (CEST)" on a page whose markup says 2024-04-08T09:41:00Z is 8 April
    (not 4 August), and "1:15 AM IST" beside `datetime="...01:15:00+05:30"` is India's time: the
    page states the same instant without ambiguity, so the convention is settled. A reading is
    taken only when its instant equals an exact stamp of the same role, or, for a publication
    date without a time, when its day holds an exact publication stamp and the latest reading's
    day does not. An update stamp's day is never settled by a day alone: a page can be updated
    again after the stamp its markup kept. htmldate's dates are not anchors (they may be its own
    reading of the same ambiguous text). Without a confirming stamp the latest reading stands.
    """
    anchors = [
        c for c in claims
        if c.instant is not None and not c.other_readings and not c.source.startswith("htmldate:")
    ]
    # A stamp that shows minutes is the same instant as markup that adds the seconds: "05/02/2023
    # 07:05 (CET)" beside `dateModified` 07:05:51+01:00. A visible stamp may show the update time,
    # so the page's own update instants confirm any exact reading, its publication instants any
    # but an update stamp's.
    settled: list[DateClaim] = []
    for claim in claims:
        same_role = [a.instant for a in anchors if a.role == claim.role and a.instant is not None]
        confirming = ("modified",) if claim.role == "modified" else ("published", "modified")
        stamped_minutes = {_minute(a.instant) for a in anchors if a.role in confirming}
        choice: tuple[date, datetime | None] | None = None
        if claim.other_readings and claim.instant not in same_role and _minute(claim.instant) not in stamped_minutes:
            for day, instant in claim.other_readings:
                if instant is not None and _minute(instant) in stamped_minutes:
                    choice = (day, instant)
                    break
                if (instant is None and claim.instant is None and claim.role == "published"
                        and any(day_contains(day, a) for a in same_role)
                        and not any(day_contains(claim.day, a) for a in same_role)):
                    choice = (day, None)
                    break
        if choice is None:
            settled.append(claim)
        else:
            settled.append(claim.model_copy(update={
                "day": choice[0], "instant": choice[1], "other_readings": (),
                "context": _context(f"{claim.context} (read as the page's own stamps state it)"),
            }))
    return tuple(settled)


def _htmldate_settled(claims: tuple[DateClaim, ...]) -> bool:
    """Whether htmldate's original date on the article may stand for the page's publication
    (`publication.first_publication`): htmldate gives the same day on the whole page (the side
    regions do not change its answer), and it cannot be a modification the page states (htmldate
    reports an "Updated" date as the publication when it is the page's only date): not that
    instant, nor, without a time of its own, that day."""
    original = [c for c in claims if c.source == "htmldate:original"]
    whole_page = {c.day for c in claims if c.source == "htmldate:page"}
    modified = [c for c in claims if c.role == "modified" and not c.source.startswith(_NOT_OWN_STAMPS)]
    return bool(original) and {c.day for c in original} <= whole_page and not any(
        c.instant == m.instant if c.instant is not None else c.day == m.day for c in original for m in modified)


def resolve_claims(
    claims: Iterable[DateClaim],
    *,
    captured_at: datetime | None,
    date_only_tz: ZoneInfo,
    flags: Iterable[str] = (),
) -> DateEvidence:
    """Apply precision and trust to `claims` and choose `known_at` and `published_at` (see the
    module docstring).

    `captured_at` must be aware UTC (or None); `flags` are carried into the result.
    """
    every = tuple(claims)
    stamps = [WrittenStamp(c.day, c.instant, c.source == "written:update")
              for c in every if c.role == "written" and c.instant is not None]
    claims = _settle_readings(_read_clocks(tuple(c for c in every if c.role != "written"), date_only_tz))
    confirmed = {claim.day for claim in claims if not claim.source.startswith("htmldate:")}
    judged = [
        _judge(claim, captured_at, date_only_tz,
               year_only=_year_only(claim, confirmed), month_only=_month_only(claim, confirmed))
        for claim in claims
    ]
    refined = _refine_by_written(claims, _refine_days(claims, judged), stamps)
    candidates = _demote_folder_months(claims, _refine_months(claims, refined))
    candidates = (*candidates, *_latest_written(candidates, stamps, captured_at))
    candidates = _capped_by_capture(candidates, captured_at)
    # The server's `Date` is the capture seen from another clock, a comment's stamp a bound on the
    # publication: evidence, never a page date.
    served = [c for c in candidates if c.role == "served"]
    dated = [c for c in candidates if c.role not in ("served", "bound")]
    trusted = [c for c in dated if c.trusted]
    reasons = {c.why_untrusted for c in dated if not c.trusted}
    found = set(flags)
    if not dated:
        found.add("no_date_candidates")
    if captured_at is not None and any(abs(c.value - captured_at) > _SERVED_TOLERANCE for c in served):
        found.add("http_date_disagrees")
    if "after_capture" in reasons:
        found.add("some_dates_after_capture" if trusted else "dates_after_capture")
    if "implausible" in reasons:
        found.add("implausible_dates")
    if "year_only" in reasons:
        found.add("year_only_dates")
    if "prose_date" in reasons:
        found.add("prose_dates")

    latest = max(trusted, key=lambda c: c.value, default=None)  # first of equals wins: stable
    consistent = "after_capture" not in reasons
    if latest is not None and consistent and (captured_at is None or latest.value <= captured_at):
        known_at, basis = latest.value, latest.source
    elif captured_at is not None:
        known_at, basis = captured_at, "captured_at"
    else:
        known_at, basis = None, "none"
    # The publication from the candidates before a day is refined by a stamp of its day: that
    # stamp may be a modification's.
    publication = first_publication(judged, known_at, htmldate_settled=_htmldate_settled(claims))
    return DateEvidence(
        candidates=candidates, known_at=known_at, known_at_basis=basis, flags=tuple(sorted(found)),
        published_at=publication.at if publication else None,
        published_at_basis=publication.candidate.source if publication else "none",
        published_at_precision=publication.candidate.precision if publication else None,
        published_at_bounded=publication.bounded if publication else False,
    )


def date_evidence(
    tree: HtmlElement,
    *,
    url: str,
    captured_at: datetime | None,
    date_only_tz: ZoneInfo,
    http: HttpEvidence = HttpEvidence(),
) -> DateEvidence:
    """Find every candidate date in a parsed page (and its HTTP response) and decide its `known_at`."""
    found = extract_claims(tree, url=url, http=http)
    return resolve_claims(found.claims, captured_at=captured_at, date_only_tz=date_only_tz, flags=found.flags)

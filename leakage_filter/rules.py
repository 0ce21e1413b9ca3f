"""The rules classifier: the embedded, network-free judge of whether a page was public at t.

Input: `content` is either the page's raw HTML or plain text; HTML is detected by its tags. The
gateway should pass the stored raw HTML: the ingest removes related-content sidebars before it
looks for the page's own dates, so a "related stories" module listing later headlines is only
visible in the HTML (text extraction drops it as boilerplate too). This classifier reads what a
reader or a crawler sees, normalised (`normalise`): the visible text, `<noscript>`, alt/title/
aria-label attributes and structured data (`structured`), plus the page URL and the store's
`known_at` as the page's own date. The store's metadata stage is `page_checks`.

What it does, in order:
1. refuse what is not text: longer than `MAX_CONTENT_CHARS`, binary or mis-decoded content is
   `ambiguous` with the reason `content_too_long` or `unreadable_content` (`classifier_invalid`);
2. cut the page into content, related-content modules and chrome (`chrome.page_view`), each
   segment tagged with its source and block element;
3. read the page's locale (`page_locale`: day/month order, the zone its days and times are in, the
   zone the page states first: "All times are UTC+10", `served_clock.stated_zone`) and
   anchor it: the page's own date = `context.page_known_at`, else the URL's date, else the earliest
   dated byline or "Published" stamp in the content (else t, and the page is unanchored); a
   visible publication stamp later than the stored date wins (the later one counts);
4. find every date, relative date and reporting period (`dates`), resolved against the anchor, a
   time with a zone read as an instant; judge each one:
   - an update, correction or publication stamp dated after t: leak (a correction after t means
     this version is later than t, whatever it changed: unverifiable); a docket's "(Entered:
     03/19/2025)" is an update stamp too (the day the entry reached the page);
     an added paragraph's label with its own day ("Nachtrag vom 19. Dezember:", "【追記・8月3日】",
     `label_dates`) is such an update stamp, not a fact the paragraph reports;
   - a statement of fact ("reported", "meldete", "公布", "発表した") dated after t: leak; a fact on
     the page's own day is no later than the store's `known_at`; a forward-looking mention ("will
     report on", "is due to report on", "maturing", "将于", "予定", "wird ... vorlegen") is fine;
     a later date with no cue either way: scheduled when it is later than the page's own date and
     stands with no figure (a calendar, a schedule), else ambiguous; a fact dated after the page's
     own date dates this version like an update stamp: known from the end of the fact's day (in
     the westernmost zone it could be in; its instant when it has a time and a zone; the later
     reading of an ambiguous date), so fine when that is before t, a leak when after;
   - a date after t in a related-content module, unless forward-looking: leak; a date that ends
     a list entry or a comment header (stamped with a time, in brackets, after a separator, with
     nothing governing it) is the entry's own date whatever its words' tense, and so is one ending
     a short headline the page holds but does not show (a tooltip, a hidden block, a short HTML
     comment: a teaser), or one opening such a headline with its time ("BREAKING Jun 22, 2024,
     9:10 AM EDT: ..."); an HTML comment's other dates are the markup's and are not judged;
     an item that schedules what is still to come ("Next issue: <date>", "Webinar: <date>.
     Register", `scheduled_items`) is fine, unless its words report it done; one under a "latest"
     label ("Latest issue (<date>):") is dated by it, and one reporting itself held or replayed is
     a later item even under a schedule's heading;
   - a day-only date shown beside an element's machine-readable instant of that day is that
     instant (a comment's "Nov 18, 2021" with title="2021-11-18T05:00:11Z");
   - a later date with no cue in text the page does not show (hidden, attributes, `<noscript>`)
     is never read as a schedule: ambiguous;
   - dates in chrome ("© 2026", "page generated 2026-01-05") are ignored (kept as evidence),
     except a footer line that is the page's own update stamp ("Last update: 29 May 2025");
   - a data strip's "Data as of <date, time>" (chrome too) and an edit note in an HTML comment
     ("story updated <instant> by desk editor") date the copy itself: after t a leak
     (`served_stamps`; a cache or build stamp in a comment is not an edit);
   - a line holding only a date (and a time, its "PM"/"Uhr" and zone, a post number before it)
     under no heading, outside tables, is the stamp of the entry that follows (a chat message, a
     post): after t a leak, never a schedule;
   - so are a comment's or chat message's header (a handle, then a date and exact time, also
     under the thread's own title) and a date and time alone under an answer's heading, a
     bracketed day opening or closing a headline line ("· (03-06) ...", "...(3/12)"), and a date
     opening an item of a list headed as news (`entry_headers`, `yearless_numeric`); a photo
     caption's later day is what the picture shows; a close label ("Schluss 14.03.") makes a
     quote that day's reported close;
   - a URL's day agrees with the store's earlier instant when that day had begun somewhere on
     Earth at it (the publisher's day, in whatever zone the publisher counts days);
   - a publication or edit date in structured data after t: leak;
   - self-dating phrases: "a year ago this week, on <date>" was written a year after the date;
     "two days after this story was first published", "five days after publication", "a week
     after the announcement above" are updates that long after the page's first publication it
     shows, else its own date (a version before t once that day has ended by t);
   - a page titled by the week it covers ("5月12日週", "Woche vom 12. Mai") reads its bare
     weekdays as that week's days (`week_wraps`);
   - the story's order (`dates`, `sequels`): "two days later", "次日", "le lendemain" count from the
     last date named; a bare weekday far back keeps the coming reading too (two-way, the later
     decides); an addendum ("Nachtrag:", "EDIT:") reads forward; a day's market close is known
     only after 15:00 in the page's zone; the page's own stamp offset is its clock;
   - an undated related headline (or text the page holds but does not show as prose) reporting the
     outcome of an event the page dates after t (`outcomes`): leak; a ticker's "Latest headlines:
     ..." is such a headline (`chrome.strip_headline`); held text is read against the calendar row
     its event's date cell stands in, and is an earlier event's result when it tells as well of one
     the page dates before t; an undated sentence telling the move after such an event ("Après la
     publication de ..., l'action a chuté de 6,1 %", `after_events`): leak;
   - a schedule item dated after t that carries its event's result after a dash (`item_results`),
     and an HTML comment quoting a headline or reporting a fact beside an instant after t
     (`comment_headlines`): leak; so is an item dated after t whose `data-actual` (a result
     attribute, `result_attributes`) already holds a figure;
   - realised results for a period the page itself says is reported after t (a schedule sentence,
     a quote page's "Earnings Date"), even with no period named: leak; unless both name a company
     and the names differ (`reporter_names`: another company's report of that quarter is out);
   - a dated item offering itself for the reader's calendar ("Add to calendar", "加入日历") with no
     figure is still to come (`scheduled_items.calendar_offer`); a date line under an event's own
     heading (not the page's) dates that event, no dateline;
   - a clock beside a date on a page of unknown zone bounds its instant (UTC+14 to UTC-12,
     `page_locale.clock_bounds`); a thread's time gap line ("5 days later") is no fact;
   - realised results for a period that had not ended by t: leak, even with no date written;
     guidance for it is fine; realised results for a period that ended after the page's own date:
     ambiguous (the page cannot be as old as it claims);
   - the event calendar (`context.events`, as known at t): realised results of a company's period
     whose announcement is after t: leak;
   - versions the page dates itself: a key / value field naming a supplement, amendment or
     revision ("Supplement dated | 13 June 2026", `revision_fields`), an addendum headed with a
     yearless numeric day ("Update 04/09:", `short_stamps`), a filing's EDGAR acceptance instant
     (`acceptance_stamps`), each an update or publication after t when it is; a comment stamped
     "2 days ago" on a page of its own day was served that long after the day began
     (`comment_ages`); a calendar's timed row is read on its day row, in the zone the page states;
   - a date after t with a clock that records (off the five-minute grid, or with seconds: "05:16
     GMT, 7 Nov 2025", "04:10:31", `recorded_clocks`), under no tense cue or a weak one (a noun
     such as "target", a preposition), outside table cells: an entry stamped after t, never a plan;
     a related item's date with its own clock is the item's stamp;
   - a link naming the next entry ("Next message: Re: ...", `later_links`) is a later page's
     headline (related); the end of a range of days ("1/1/2025 – 8/2/2025"), a term label
     ("Expiration: ...") and a plural subject's deadline ("Applications close ...") are no datelines;
   - a date naming an instrument ("the December 2024 contract traded at", "for June 2025
     delivery", `instrument_labels`) is its term, not the day of the fact;
   - an archive's "Captured <date>" banner dates the copy, not the page (`capture_stamps`); a link in
     the page's own content to a document of the page's own day is the page's document; a JSON copy
     of the shown body and another page's teaser stamped before t by its own record are no outcome;
   - an FY-named period in a sentence with Indian amounts ends where India's April-March fiscal
     year ends it (`fiscal_years`);
   - text addressed to automated reviewers, in any language or disguise (`injection`): never an
     instruction, always a rejection with the reason code `injection`.
5. label: any leak finding -> `leak`; else any ambiguous finding -> `ambiguous`; else `clean`.
   Confidence combines the strengths of the deciding findings (independent evidence adds up);
   a clean page anchored by the store or its URL gets 0.9, one anchored only by its own text 0.8.
   The reason cites the deciding expressions (an injection finding always first).

It never raises for bad content: anything unexpected becomes `ambiguous` with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from functools import cache, lru_cache
from typing import Literal

from engine.errors import InputError
from engine.timestamps import ensure_utc
from leakage_filter.acceptance_stamps import acceptance_instants
from leakage_filter.after_events import after_clause, names_same_event
from leakage_filter.anniversaries import anniversary_claims, names_event
from leakage_filter.capture_stamps import capture_stamp
from leakage_filter.chrome import PageView, Segment, Zone, is_related_heading, page_view, tells_of_the_site
from leakage_filter.comment_ages import comment_age, is_comments_heading
from leakage_filter.comment_headlines import quoted_headline
from leakage_filter.copy_stamps import copy_stamp
from leakage_filter.dates import (
    DateMention,
    PeriodMention,
    Tense,
    aimed_at,
    clause_span,
    earliest_instant,
    european_text,
    find_dates,
    find_periods,
    guidance_cue,
    has_results_noun,
    is_cjk,
    latest_instant,
    period_statement,
    sentence_span,
    states_figure,
    surely_after,
    tense_at,
    undated_results,
    url_date,
)
from leakage_filter.feed_stamps import feed_stamps
from leakage_filter.filled_rows import filled_row
from leakage_filter.fiscal_years import fiscal_written, statutory_period
from leakage_filter.injection import InjectionHit, find_injection
from leakage_filter.label_dates import label_date
from leakage_filter.instrument_labels import instrument_label
from leakage_filter.item_results import result_clause
from leakage_filter.later_labels import LATER_LABELS, LATER_ROLES
from leakage_filter.markup_limits import dense_markup
from leakage_filter.month_names import LANGUAGES as MONTH_LANGUAGES
from leakage_filter.normalise import normalise_text
from leakage_filter.outcomes import Event, event_words, is_preview, outcome_match, row_outcome, same_subject
from leakage_filter.past_weekdays import day_number_differs, past_tense
from leakage_filter.page_locale import PageLocale, clock_bounds, confirmed_clock, offset_zone, page_locale, stamp_clock, stamped_time
from pit_store.ingest.stamp_words import PUBLISHED_LABELS, WORLD_STAMP_WORDS
from leakage_filter.publication_offsets import publication_offsets
from leakage_filter.recorded_clocks import clock_beside, recorded_clock, weak_cue
from leakage_filter.regex_guard import guarded
from leakage_filter.reporter_names import lower_words, other_reporter
from leakage_filter.release_calendar import calendar_month, states_month_figure
from leakage_filter.done_records import done_beside, entry_record, row_done
from leakage_filter.revision_fields import revision_label, version_history
from leakage_filter.row_status import in_term_column, reports_done, row_cells, term_line
from leakage_filter.scheduled_items import calendar_offer, calendar_row, event_named, latest_item, reported_item, scheduled_item
from leakage_filter.served_clock import relative_stamps, stated_zone
from leakage_filter.served_stamps import served_stamps
from leakage_filter.timed_rows import timed_row_known
from leakage_filter.short_stamps import update_days
from leakage_filter.verdict import ClassifyContext, Evidence, EventRef, Verdict
from leakage_filter.weekday_names import WORD_WEEKDAYS
from leakage_filter.entry_headers import handle_stamp, news_entry, photo_caption
from leakage_filter.week_wraps import covered_week, in_week
from leakage_filter.yearless_numeric import bracketed_entry, close_label

__all__ = ["RULES_VERSION", "Analysis", "Finding", "Observed", "RulesClassifier", "analyse"]

RULES_VERSION = "3"

Severity = Literal["leak", "ambiguous", "info"]
Role = Literal["published", "updated", "correction", "fact", "forward", "neutral"]
AnchorSource = Literal["store", "url", "byline", "none"]

_MAX_EVIDENCE = 24
# Bad input: content longer than this is not read (bounded time per page), and content that is
# mostly control characters or replacement characters is not text.
MAX_CONTENT_CHARS = 5_000_000
_MAX_SEGMENT_TEXT = 600_000
_UNREADABLE_SHARE = 0.02
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0e-\x1f\ufffd]")
# Realised results for "the third quarter" (no year) on a page written more than this long after
# the last third quarter ended are more likely about the quarter still under way: ambiguous.
_STALE_PERIOD_DAYS = 200
# Quarterly or annual results (revenue, profit, EPS) are not published within a week of the
# period's end; deliveries, shipments and traffic figures are, so they do not count here.
_EARLIEST_REPORT_DAYS = 7
_INCOME_NOUN = re.compile(
    r"\b(?:revenues?|net income|net profit|net loss|profits?|earnings|EPS|earnings per share|operating (?:income|profit)"
    r"|EBITDA|margins?|results|turnover|Umsatz|Umsätze|Gewinn|Ergebnis|Nettogewinn|chiffre d'affaires|bénéfice|résultats"
    r"|ingresos|beneficio|resultados)\b|营收|营业收入|净利润|归母净利润|利润|每股收益|业绩|売上高|営業利益|純利益|経常利益|決算",
    re.IGNORECASE,
)


def _income_statement(text: str, period: PeriodMention) -> bool:
    left, right = sentence_span(text, period.start, period.end)
    return _INCOME_NOUN.search(text, left, right) is not None


@dataclass(frozen=True, slots=True)
class Finding:
    """One judged observation: what it is, how bad, how sure, and the evidence."""

    code: str
    severity: Severity
    strength: float
    evidence: Evidence


@dataclass(frozen=True, slots=True)
class Observed:
    """A date mention with the zone it sits in and the role it plays."""

    mention: DateMention
    segment: int
    """Index of the segment (in `Analysis.view.segments`) the mention's positions refer to."""
    zone: Zone
    role: Role
    cue: str
    after_t: bool
    """Could be after t (its latest reading ends after t somewhere on Earth)."""
    surely_after_t: bool
    """Is after t in every reading and time zone."""


@dataclass(frozen=True, slots=True)
class Analysis:
    """Everything the rules saw in one page at one forecast time."""

    view: PageView
    anchor: date
    anchor_source: AnchorSource
    observed: tuple[Observed, ...]
    periods: tuple[tuple[PeriodMention, Zone, str], ...]
    """Each period with its zone and its role: realised, guidance or other."""
    findings: tuple[Finding, ...]
    injection: bool
    chinese: bool
    locale: PageLocale | None = None


# ---------------------------------------------------------------------------------------------
# Markers

_STAMP_MARKER = re.compile(
    r"(?P<en>\b(?:last updated|last update|page updated|last modified|last revised|first published|originally published"
    r"|updated|modified|revised|last reviewed|reviewed|fact-checked|edited|edit|corrected|correction|clarification|editor'?s note|update|published"
    r"|posted|entered|amended|zuletzt aktualisiert|aktualisiert|veröffentlicht|erschienen|Stand|Korrektur|Berichtigung"
    r"|mis à jour|mise à jour|publié|publiée|modifié|rectificatif|actualizado|actualizada|actualización|publicado"
    r"|publicada|corrección|rectificación|fe de erratas|fe de errores|errata|erratum|correção|retificação|rettifica|correzione|correctie"
    r"|pubblicato|pubblicata|aggiornato|aggiornata|atualizado|atualizada|đính chính|" + WORLD_STAMP_WORDS + "|" + LATER_LABELS + r")(?![\w]))|(?P<zh>最后更新|更新时间|更新于|更新日期|更新|修改于|修改时间|编辑于|編輯於|编辑时间|发布时间|发布于|发布日期"
    r"|发表于|发表时间|更正|勘误|最終更新|更新日時|更新日|公開日|公開|配信日時|配信|掲載日|訂正)",
    re.IGNORECASE,
)
_STAMP_ROLE: dict[str, Role] = {
    "first published": "published", "originally published": "published", "published": "published",
    "posted": "published", "发布时间": "published", "发布于": "published", "发布日期": "published",
    "发表于": "published", "发表时间": "published",
    "corrected": "correction", "correction": "correction", "clarification": "correction",
    "editor's note": "correction", "editors note": "correction", "editor’s note": "correction",
    "amended": "correction", "更正": "correction", "勘误": "correction",
    "veröffentlicht": "published", "erschienen": "published", "publié": "published", "publiée": "published",
    "publicado": "published", "publicada": "published", "公開日": "published", "公開": "published",
    "配信日時": "published", "配信": "published", "掲載日": "published", "korrektur": "correction",
    "berichtigung": "correction", "rectificatif": "correction", "corrección": "correction",
    "pubblicato": "published", "pubblicata": "published",
    "fe de erratas": "correction", "fe de errores": "correction", "訂正": "correction", "rectificación": "correction", "errata": "correction",
    "erratum": "correction", "correção": "correction", "retificação": "correction", "rettifica": "correction",
    "correzione": "correction", "correctie": "correction", "đính chính": "correction", **dict.fromkeys(PUBLISHED_LABELS, "published"),
    **LATER_ROLES,
}  # fmt: skip
# What may stand between a stamp marker and its date.
_STAMP_GAP = re.compile(
    r"(?:[\s:：,，|\-–—(\[]|\bon\b|\bat\b|\bin\b|\bthis\b|\b(?:am|um|le|el|à|a las|vom|em|il|du|del|de|dal|van)\b|\b(?:story|article|report|page|post|version)\b"
    r"|\b(?:was|has been|had been|been|is)\b|\bappended\b|\bissued\b|\d{1,2}[:：.]\d{2}"
    r"|[ap]\.?m\.?|\b(?-i:[A-Z]{2,4})\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b\.?)*",
    re.IGNORECASE,
)
_FORWARD_BEFORE_MARKER = re.compile(r"(?:will|to|shall|would|could|may)\s+(?:be\s+)?$|将$|将于$", re.IGNORECASE)
_SEGMENT_SEPARATORS = set("|·•/()[]–—-,;:：，；")
_PASSIVE_BEFORE = re.compile(r"\b(?:was|were|has been|had been|have been|been|is|being)$", re.IGNORECASE)
# A paragraph headed by a note's label, in English, Chinese or the languages of `later_labels`
# ("Uppdatering: ... den 3 juni", "Tambahan (Kamis, 1 Mei 2025 23:50 WIB): ..."): a date in its
# opening words is when the note was added, whatever stands between.
_NOTE_SEGMENT = re.compile(
    # (a CJK label may open in a bracket: "【追記・11月23日】", "［更新］")
    rf"^\s*(?:correction|clarification|editor'?s note|update\b|updated\b"
    rf"|[【\[［(（]?\s*(?:更正|勘误|编者按|编者注|編者按|編者注|更新|追記|追记|補記|补记)"
    rf"|(?:{LATER_LABELS})(?!\w))",
    re.IGNORECASE,
)
# A table cell or a list item is an entry of a list, never the page's dateline.
_ENTRY_BLOCKS = frozenset({"td", "th", "tr", "li", "dd", "dt"})
_TABLE_CELLS = frozenset({"td", "th"})
_BYLINE = re.compile(r"^\s*(?:by\b|from\b|staff\b|reporter|作者|记者|来源|文/)|\s[|·•]\s", re.IGNORECASE)
_FORWARD_HEADING = re.compile(
    r"upcoming|calendar|schedule|what'?s next|key dates|events? ahead|coming up|agenda|ahead|outlook"
    r"|look(?:ing)? ahead|dates to watch|diary|to watch|investor events|events calendar|financial calendar"
    r"|日程|日历|日曆|行事历|行事曆|前瞻|预告|安排|展望|일정|캘린더|カレンダー|予定|スケジュール|Termine|Terminvorschau|Finanzkalender|Vorschau"
    r"|calendrier|agenda|à venir|próximos|calendario"
    r"|kalender|kalendarz|календарь|takvim",  # Swedish, Dutch, Danish, Norwegian ("Makrokalender"), Polish, Russian, Turkish
    re.IGNORECASE,
)
# A heading that names a section ("Upcoming events", "Outlook") is short; a sentence set as a
# heading (a standfirst: "... and kept its full-year outlook.") names no section.
_HEADING_LABEL = 80
_WORD = re.compile(r"[^\W\d_]{2,}")
# A headline names the dates of its subject ("Week of July 12", "E-Mini S&P 500 Jun 20 Futures"),
# never the page's own: it is not a dateline.
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_DATELINE_WORDS = 3
_DATELINE_CJK = 6


def _bare_date_line(text: str, mention: DateMention) -> bool:
    """Whether a short line is a date with little beside it ("March 3, 2025 · 5 min read"), not a
    sentence that holds a date ("新年首个交易日为1月4日。")."""
    rest = text[: mention.start] + " " + text[mention.end :]
    return len(_WORD.findall(rest)) <= _DATELINE_WORDS and len(_CJK_CHAR.findall(rest)) <= _DATELINE_CJK
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _has_words(text: str) -> bool:
    """Whether `text` holds at least two words (a Chinese or Japanese character counts as one)."""
    return len(_WORD.findall(text)) >= 2 or len(_CJK_CHAR.findall(text)) >= 2


INJECTION = "injection"
"""The finding code (and the verdict's reason code) of text addressed to automated reviewers."""
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}
_ANNIVERSARY = re.compile(
    r"\b(?P<n>a|one|two|three|four|five|ten|\d{1,2})\s+years?\s+ago(?P<span>\s+(?:this\s+(?:week|month)|today|yesterday))?"
    r"[,\s]*(?:on|in|,|—|-)?",
    re.IGNORECASE,
)
_ANNIVERSARY_SLACK = {"today": 0, "yesterday": 1, "this week": 7, "this month": 31}
# A span counted from the page's own publication: "two days after this story was first published",
# "three days after this was posted", "three days after this article first appeared", "five days
# after publication", "a week after the announcement above" (what the page itself showed: "above"
# points at it).
_OWN_TEXT = r"(?:story|article|report|piece|post|page|announcement|note|release|item|message|notice|update)"
_AFTER_PUBLICATION = re.compile(
    r"\b(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven)\s+(?P<u>hours?|days?|weeks?)\s+after\s+"
    rf"(?:(?:this\s+(?:{_OWN_TEXT}\s+)?|the\s+{_OWN_TEXT}\s+)was\s+(?:first\s+|originally\s+)?(?:published|posted|issued)"
    rf"|(?:this\s+(?:{_OWN_TEXT}\s+)?|the\s+{_OWN_TEXT}\s+)(?:first\s+|originally\s+)?(?:appeared|ran|went\s+online)"
    rf"|(?:first\s+|original\s+)?publication(?!\s+of\b)|(?:this|the)\s+{_OWN_TEXT}\s+above)",
    re.IGNORECASE,
)
# "A week after publication" is a week give or take a day: a change counted to less than a day
# before t may still be after it.
_OFFSET_SLACK = timedelta(days=1)
_COMPANY_WORD = "(?<![\\w]){}(?![\\w])"


# ---------------------------------------------------------------------------------------------
# Roles of mentions


# A line opened by the page's or the site's own name before its stamp word ("Site updated:",
# "Site atualizado em:", "Seite aktualisiert am", "Página actualizada el"): the copy's stamp.
_OWN_NAME_BEFORE = re.compile(
    r"^\W*(?:this\s+|our\s+)?(?:(?:web\s*)?site|website|(?:web\s*)?page|seite|webseite|página|pagina|sitio(?:\s+web)?|site\s+web"
    r"|sito(?:\s+web)?|strona|сайт|страница|sayfa|trang|situs|halaman)$",
    re.IGNORECASE,
)


def _stamp_position(before: str, marker: re.Match[str]) -> bool:
    """Whether an English marker stands where stamps stand: starting the segment or after a
    separator, after a passive auxiliary ("was updated on"), after the site's or the page's name
    opening the line ("Site updated:"), or as a stamp phrase ("last updated"). Chinese markers
    (发布时间, 更新于) are stamp words wherever they stand."""
    if marker["zh"] or not before or before[-1] in _SEGMENT_SEPARATORS or before[-1] in ".。":
        return True
    if _OWN_NAME_BEFORE.match(before) or _LAST_BEFORE.search(before):
        return True
    if _AFTER_STAMP.search(before) and _STAMP_MARKER.search(before):
        return True
    word = marker.group().lower()
    return word.startswith(("last ", "first ", "originally ")) or _PASSIVE_BEFORE.search(before) is not None


# A byline's stamps follow one another ("Published June 30, 2025, 9:08 a.m. EDT Updated July 10,
# 2025", "Pubblicato il 11 luglio 2025, 12:23 CEST Aggiornato il ..."): a marker right after an
# earlier stamp's time of day (and zone) or year stands where stamps stand, as after a separator.
_AFTER_STAMP = re.compile(
    r"(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\b(?:19|20)\d{2})(?:\s*\(?[A-Z]{2,5}(?:[+-]\d{1,2}(?::?\d{2})?)?\)?)?$",
    re.IGNORECASE,
)
# "최종 수정" (last modified): the Korean "last" before a stamp word, as "last updated" in English.
_LAST_BEFORE = re.compile(r"(?:^|[\s|·•,;:])(?:최종|마지막)$")


# A Chinese note that the page itself was corrected or updated on a date, the verb after it
# ("本文已于2026年5月26日 10:41(北京时间)更正", "本报道于5月3日更新"): that version's stamp.
_SELF_NOTE_BEFORE = re.compile(r"(?:本文|本报道|本報導|本稿|此文|该文|該文)(?:已经?|已經)?(?:于|於|在)\s*$")
_SELF_NOTE_AFTER = re.compile(r"\s*(?:\d{1,2}[:：]\d{2}\s*)?(?:[(（][^)）]{0,12}[)）]\s*)?(?P<word>更正|勘误|勘誤|订正|訂正|更新|修订|修訂|修改)")


# A Chinese or Japanese stamp puts its word after the date ("二〇二六年四月一日更新", "2025年10月3日 10:00 更正"),
# the line ending there: that version's stamp.
_CJK_STAMP_AFTER = re.compile(r"\s*(?:\d{1,2}[:：]\d{2}\s*)?(?P<word>更新|更正|訂正|订正|修订|修訂)\s*(?:$|[|·•)）\]】])")


def _self_note_role(text: str, mention: DateMention) -> Role | None:
    """The role of a date in a Chinese note about the page's own edit (`_SELF_NOTE_BEFORE`), if any."""
    if _SELF_NOTE_BEFORE.search(text, max(0, mention.start - 12), mention.start) is None:
        return None
    after = _SELF_NOTE_AFTER.match(text, mention.end)
    if after is None:
        return None
    return "correction" if after["word"] in ("更正", "勘误", "勘誤", "订正", "訂正") else "updated"


# A price note opened by its label and a colon, the date first after it ("※ Cours: lundi 22 juin
# 2026", "Kurs: 22.06.2026", "行情：2026-08-19"): the day the quotes were taken, the copy's as-of.
_QUOTE_NOTE = re.compile(
    r"\W*(?:cours|cotação|cotações|cotización|cotizaciones|kurs|kurse|quotazione|quotazioni|koers|koersen|notowania"
    r"|quotes?|prices?|報價|报价|行情|株価|시세)\s*[:：]\s*(?:[^\W\d_]+(?:-[^\W\d_]+)?,?\s+)?",
    re.IGNORECASE,
)


def _stamp_role(text: str, mention: DateMention) -> Role | None:
    """The stamp a mention belongs to ("Updated Oct 30, 2025", "更正：...", "本文已于...更正"), if any."""
    if (note_role := _self_note_role(text, mention)) is not None:
        return note_role
    if (after := _CJK_STAMP_AFTER.match(text, mention.end)) is not None:
        return "correction" if after["word"] in ("更正", "訂正", "订正") else "updated"
    if _QUOTE_NOTE.fullmatch(text, 0, mention.start):
        return "updated"
    window_start = max(0, mention.start - 60)
    for marker in reversed(list(_STAMP_MARKER.finditer(text, window_start, mention.start))):
        if not _STAMP_GAP.fullmatch(text, marker.end(), mention.start):
            continue
        before = text[: marker.start()].rstrip()
        if _FORWARD_BEFORE_MARKER.search(before):
            return None
        if not _stamp_position(before, marker):
            continue  # "a trading update on 3 March": the noun in a sentence, not a stamp
        word = " ".join(marker.group().lower().split())
        return _STAMP_ROLE.get(word, "updated")
    note = _NOTE_SEGMENT.match(text)
    if note and mention.start < 100:
        word = note.group().strip().lstrip("【[［(（").strip().lower()
        if word in LATER_ROLES:
            return LATER_ROLES[word]
        return "correction" if word.startswith(("correction", "clarification", "editor", "更正", "勘误", "编者", "編者")) else "updated"
    return None


_ONWARD = re.compile(
    r"(?:later|the rest of|rest of|the remainder of|remainder of|the coming|coming|through the end of|by the end of)\b"
    r"|(?:im (?:weiteren|späteren) )|(?:plus tard|d'ici la fin)|(?:más adelante|a finales de)|(?:下旬|晚些时候|稍后|今年晚些)",
    re.IGNORECASE,
)


# A date and a dash or "to" right before a mention: the mention ends a range of days (a search's
# date filter, an archive's captures), which is no stamp of when the page was written, nor a plan:
# after t it is judged as a date with no cue, never read as a schedule.
_RANGE_END = "range end"
_CAPTURE = "an archive's capture"
_RANGE_START = re.compile(
    r"(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,?\s+\d{4})?)"
    r"\s*(?:[–—-]|\bto|\buntil|\btill|\bthrough)\s*$",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)  # speed: a mention is read to anchor the page, then to judge it, and again at every t
def _role(segment: Segment, mention: DateMention, anchor: date, *, early: bool = True, title: str = "") -> tuple[Role, str]:
    """The role a mention plays. `early`: the segment stands before the article's body (where a
    dateline stands); a short dated line further down is a list or table entry, not a dateline.
    `title`: the page's own heading (its h1), which a dateline stands under."""
    text = segment.text
    if capture_stamp(text, mention.start):
        return "neutral", _CAPTURE  # "PageVault Captured 15 January 2026": the archive's copy, not the page
    if label_date(text, mention.start, mention.end):
        return "updated", "an added paragraph's label"  # "Nachtrag vom 19. Dezember:": when it was added
    stamp = _stamp_role(text, mention)
    if stamp is not None:
        return stamp, "stamp"
    if mention.kind == "relative":
        # "in two weeks", "tomorrow", "下周" point forward from the page's date by construction;
        # "yesterday", "3 days ago" back. Tense words nearby say nothing more.
        # "later this month" / "the rest of the year" start on the page's date and reach forward.
        onward = mention.day > anchor and _ONWARD.match(mention.text) is not None
        forward = mention.earliest > anchor or onward
        return ("forward", "relative to the page date") if forward else ("fact", "relative to the page date")
    headline = segment.zone == "related"
    tense: Tense
    tense, cue = tense_at(text, mention.start, mention.end, headline=headline)
    if instrument_label(text, mention.start, mention.end):
        return "forward", "an instrument's term"  # "the December 2024 contract traded at": its name
    if (tense == "fact" and segment.block in _ENTRY_BLOCKS and len(segment.heading) <= _HEADING_LABEL
            and _FORWARD_HEADING.search(segment.heading) and calendar_row(text, mention.start, mention.end)):
        # "Reporting calendar" / "FY2026 — full-year results: May 14, 2026": the label's words
        # ("results", "发布", "the year ended") name what the row schedules, they report nothing.
        return "forward", f"heading: {segment.heading}"
    if mention.kind == "weekday" and mention.earliest > anchor and aimed_at(text, mention.start):
        return "forward", f"for {mention.text}"  # "issued an alert for Thursday": the day it is for
    if tense == "neutral" and _ADDENDUM.match(text) and mention.day > anchor:
        return "fact", "addendum"  # "Nachtrag: Am Donnerstag ...": what was added reports what happened
    if mention.kind == "sequel" and tense == "neutral":
        # "two days later the bank raised rates": a step in the story's order narrates what happened.
        return "fact", f"{mention.text} (a step after an earlier date)"
    if tense == "neutral" and mention.kind not in ("weekday", "sequel"):
        if close_label(text, mention.start):
            return "fact", "close label"  # "EUR/CHF 0,9581 (Schluss 14.03.)": that day's closing level
        if len(segment.heading) <= _HEADING_LABEL and _FORWARD_HEADING.search(segment.heading):
            return "forward", f"heading: {segment.heading}"
        if (
            early and segment.zone == "content" and segment.source == "text"
            and segment.block not in _ENTRY_BLOCKS and segment.block not in _HEADINGS
            and len(text) <= 120
            and (_BYLINE.search(text) or _bare_date_line(text, mention))
            and not term_line(text)  # "Expiration: Mar 21, 2025": a contract's terms
            # "Investor Day" / "Q1 Earnings Conference Call" over "Friday, May 9, 2025 at 10:00 AM":
            # an event's heading other than the page's own dates that event, not the page
            and (normalise_text(segment.heading) == normalise_text(title) or not event_named(segment.heading))
        ):
            if _RANGE_START.search(text, 0, mention.start) is not None:
                return "neutral", _RANGE_END  # "Custom range: 1/1/2025 – 8/2/2025" ends a span
            return "published", "dateline"
    return tense, cue


# ---------------------------------------------------------------------------------------------
# Analysis


def _locate(content: str, segment: Segment, start: int, end: int, needle: str) -> tuple[int | None, int | None]:
    """Positions of a found span in the original content: exact for text, first match for HTML."""
    if segment.offset is not None:
        return segment.offset + start, segment.offset + end
    found = content.find(needle)
    return (found, found + len(needle)) if found >= 0 else (None, None)


def _context(text: str, start: int, end: int, width: int = 70) -> str:
    left = max(0, start - width)
    right = min(len(text), end + width)
    snippet = " ".join(text[left:right].split())
    return ("…" if left else "") + snippet + ("…" if right < len(text) else "")


@dataclass(frozen=True, slots=True)
class _Reading:
    """What every date on the page is read against: its own date, locale and body start."""

    anchor: date
    anchor_source: AnchorSource
    anchor_at: datetime | None
    """The page's own instant when the store knows it (a fact on that day is no later)."""
    locale: PageLocale
    chinese: bool
    european: bool
    """Whether German, French or Spanish dates are worth looking for (declared language or text)."""
    body_start: int
    """Index of the first segment of the article's body (a long paragraph): datelines stand before."""


_BODY_PARAGRAPH = 160


def _body_start(view: PageView) -> int:
    content = [i for i, s in enumerate(view.segments) if s.zone == "content" and s.source == "text"]
    long = next((i for i in content if len(view.segments[i].text) > _BODY_PARAGRAPH), len(view.segments))
    return min(long, content[8] if len(content) > 8 else len(view.segments))


_EUROPEAN_LANGS = frozenset({"de", "fr", "es", "it", "nl", "pt", *MONTH_LANGUAGES})


# An addendum written after the page's date ("Nachtrag:", "EDIT, a week later:", "追記："): the
# weekdays it names are the coming ones.
_ADDENDUM = re.compile(
    r"^\W{0,3}(?:nachtrag|edit(?:ed)?|addendum|postscript|p\.\s?s\.|post-scriptum|posdata|追記|追记|补记|补充)\b",
    re.IGNORECASE,
)


def _find(
    segment: Segment, anchor: date, reading: _Reading | _Locale, reference: date | None = None
) -> list[DateMention]:
    return find_dates(segment.text, anchor=anchor, order=reading.locale.order, zone=reading.locale.zone,
                      cjk=reading.chinese, european=reading.european, reference=reference,
                      onward=_ADDENDUM.match(segment.text) is not None, names=reading.locale.names)


@dataclass(frozen=True, slots=True)
class _Locale:
    """The part of a reading known before the page's anchor."""

    locale: PageLocale
    chinese: bool
    european: bool


def _page_heading(view: PageView) -> str:
    """The page's own heading: its first h1 in the content."""
    return next((s.text for s in view.segments if s.zone == "content" and s.block == "h1"), "")


def _visible_stamps(view: PageView, anchor: date, where: _Locale, body_start: int) -> list[date]:
    """The publication stamps and datelines the page shows, read against a provisional anchor."""
    stamps: list[date] = []
    title = _page_heading(view)
    for index, segment in enumerate(view.segments):
        if segment.zone != "content":
            continue
        for mention in _find(segment, anchor, where):
            if mention.kind in ("absolute", "numeric") and not mention.ambiguous:
                role, _ = _role(segment, mention, anchor, early=index < body_start, title=title)
                if role == "published":
                    stamps.append(mention.day)
    return stamps


def _on_day(day: date, instant: datetime, zone: tzinfo | None) -> bool:
    """Whether `instant` is on calendar `day` as the page counts days: in the page's zone when its
    locale gives one, else in UTC (no guess that the site is in a zone where the day began earlier)."""
    return instant.astimezone(zone or UTC).date() == day


def _dates_instant(day: date, instant: datetime, zone: tzinfo | None) -> bool:
    """Whether a date the page gives as its own (its URL's, its publication stamp's) is the day of
    the store's exact instant: in the page's zone when known; else its UTC day, or the day before
    while that day is still under way somewhere (the store's 02:25 UTC on the 21st is the 20th on an
    American page of the 20th). A later day is never assumed to be the instant's in a zone east of
    UTC: that would trust the stored instant over the page's own later date."""
    if zone is not None:
        return _on_day(day, instant, zone)
    return day <= instant.astimezone(UTC).date() and latest_instant(day) >= instant


def _own_zone(view: PageView, stored: datetime | None) -> tzinfo | None:
    """The zone the page's own publication stamp is written in (JSON-LD "2025-12-31T23:50:00-08:00")
    when that stamp is the stored instant: the page's clock, stronger evidence than its locale."""
    if stored is None:
        return None
    for meta in view.metadata:
        if meta.role == "published" and not meta.related and meta.instant == stored:
            zone = offset_zone(meta.raw)
            if zone is not None:
                return zone
    return None


def _stamp_zone(view: PageView, where: _Locale, body_start: int, stored: datetime) -> tzinfo | None:
    """The zone of the page's visible publication stamp of the stored instant's day, when it writes
    a time (`page_locale.stamp_clock`): on a page whose locale gives none, the clock its other
    times of day (a comment's "Nov 22, 2022, 2:39 PM") are written in."""
    title = _page_heading(view)
    for segment in view.segments[:body_start]:
        if segment.zone != "content" or len(segment.text) > 160 or _ITEM_TIME.search(segment.text) is None:
            continue  # a stamp is a short line with a time of day
        for mention in _find(segment, stored.date(), where):
            if mention.kind in ("absolute", "numeric") and not mention.ambiguous and _holds(mention.day, stored):
                if _role(segment, mention, stored.date(), title=title)[0] == "published":
                    clock = stamp_clock(segment.text, mention.end, mention.day, stored, cjk=where.chinese)
                    if clock is not None:
                        return clock
    return None


_CLOCK_LINES = 6  # the page's first content lines, where its own stamp stands
_CLOCK_CHARS = 300


def _confirmed_zone(view: PageView, stored: datetime, chinese: bool) -> tzinfo | None:
    """The zone of a time of day near the top of the page that names its zone and is exactly the
    stored instant in it ("Published ... 12:21 p.m. CST" stored at 18:21Z): the page's clock, which
    outranks the zone its language suggests (en-US is not all Eastern) or a shared name's guess."""
    lines = [s.text[:_CLOCK_CHARS] for s in view.segments if s.zone == "content" and s.source == "text"][:_CLOCK_LINES]
    return next((zone for text in lines if (zone := confirmed_clock(text, stored, cjk=chinese)) is not None), None)


@lru_cache(maxsize=64)  # speed: none of it depends on t, and a page is read at many forecast times
def _page_where(view: PageView, url: str | None, stored: datetime | None) -> tuple[_Locale, int, tzinfo | None]:
    """The page's locale (in its own stamp's zone when that stamp is the stored instant, or in the
    zone its visible stamp's clock shows when the locale gives none), the index of its body's first
    segment, and that zone."""
    content_text = view.zone_text("content")
    chinese = is_cjk(content_text)
    locale = page_locale(view.lang, url, content_text, cjk=chinese)
    if locale.order is None:
        # The site writes every date of its template one way: a related list's or a comment's
        # "27/09/2025" settles the article's "12/10/2025" when the article's own dates do not.
        locale = page_locale(view.lang, url, f"{content_text}\n{view.zone_text('related')}", cjk=chinese)
    european = locale.lang in _EUROPEAN_LANGS or european_text("\n".join(s.text for s in view.segments))
    body_start = _body_start(view)
    own = _own_zone(view, stored)
    if own is None and stored is not None:
        own = _confirmed_zone(view, stored, chinese)
    if own is None and locale.zone is None and stored is not None:
        own = _stamp_zone(view, _Locale(locale, chinese, european), body_start, stored)
    if own is not None:
        names = locale.names if locale.zone is None else own  # words' zone for "IST" stays; a tag's follows the stamp
        locale = replace(locale, zone=own, names=names, basis=f"{locale.basis}; zone from the page's own stamp")
    return _Locale(locale, chinese, european), body_start, own


def _reading(view: PageView, context: ClassifyContext, t: datetime) -> _Reading:
    """The page's own date (store, else URL, else its byline), cross-checked with the publication
    stamp it shows: when the visible stamp is later than the stored date, the later one counts
    (structured data or a feed can carry a `datePublished` weeks before the page's real date)."""
    where, body_start, own = _page_where(view, context.url, context.page_known_at)
    if (stated := stated_zone(view.segments, where.locale.names)) is not None:  # "All times are UTC+10": the page's own word
        where = replace(where, locale=replace(where.locale, zone=stated, basis="stated zone"))
    locale, chinese, european = where.locale, where.chinese, where.european
    if context.page_known_at is not None:
        # The page's own day is the stored instant's day where the page's clock stands: its own
        # stamp's offset, else its locale's zone (07:15 in Beijing on 1 Oct is that page's 1 Oct,
        # though 30 Sept in UTC), else UTC.
        clock = own or locale.zone or UTC
        anchor = context.page_known_at.astimezone(clock).date()
        source, at = "store", context.page_known_at
    elif (from_url := url_date(context.url)) is not None:
        anchor, source, at = from_url, "url", None
    else:
        stamps = _visible_stamps(view, t.date(), where, body_start)
        if stamps:
            return _Reading(min(stamps), "byline", None, locale, chinese, european, body_start)
        return _Reading(t.date(), "none", None, locale, chinese, european, body_start)
    # A visible stamp of the stored instant's own day (somewhere on Earth: 07:15 in Beijing on 1 Oct
    # is 30 Sept in UTC) is that instant, not a later date.
    visible = [
        d for d in _visible_stamps(view, anchor, where, body_start)
        if d > anchor and not (at is not None and _dates_instant(d, at, locale.zone))
    ]
    if visible:
        anchor, at = max(visible), None
    return _Reading(anchor, source, at, locale, chinese, european, body_start)  # type: ignore[arg-type]


_STAMP_ROLES = frozenset({"published", "updated", "correction"})
_STORY_KINDS = frozenset({"absolute", "numeric", "no_year", "sequel"})


# A market's close ("closed 4.2% lower", "schloss bei 15.544 Punkten", "收于3098点", "終値"): a
# day's closing level is known only once the day's session ends, at 15:00 local at the earliest
# (Shanghai, Tokyo; Europe and New York close later).
_CLOSE_WORDS = re.compile(
    r"\b(?:closed|closes|finished|settled|ended the (?:day|session)|schloss|schlossen|Schlusskurs|Handelsschluss"
    r"|clôtur\w*|a terminé|cerró|cerraron|al cierre)\b|收盘|收于|收报|报收|終値|大引け|取引を終え|終えた",
    re.IGNORECASE,
)
_CLOSE_FIGURE = re.compile(r"\d[\d.,]*\s?(?:%|Prozent|pour cent|por ciento|points?|Punkte\w*|点|円)|\d[\d.,]{3,}")
_EARLIEST_CLOSE = time(15, 0)


def _close_instant(segment: Segment, mention: DateMention, zone: tzinfo | None) -> datetime | None:
    """When a day's closing level stated beside a day-only date was first known (see above)."""
    if zone is None or mention.at is not None or mention.ambiguous or _CLOSE_WORDS.search(segment.text) is None:
        return None
    left, right = clause_span(segment.text, mention.start, mention.end)
    clause = segment.text[left:right]
    if _CLOSE_WORDS.search(clause) is None or _CLOSE_FIGURE.search(clause) is None:
        return None
    return datetime.combine(mention.day, _EARLIEST_CLOSE, tzinfo=zone).astimezone(UTC)


def _holds(day: date, instant: datetime) -> bool:
    """Whether `instant` falls on calendar `day` in some zone on Earth (UTC-12 to UTC+14)."""
    utc = instant.astimezone(UTC)
    return (utc - timedelta(hours=12)).date() <= day <= (utc + timedelta(hours=14)).date()


def _pinned(mention: DateMention, instants: tuple[datetime, ...]) -> DateMention:
    """A day-only date shown beside an element's machine-readable instant of that day ("Nov 18,
    2021" with title="2021-11-18T05:00:11Z", data-ts="1577224400") is that instant; the latest
    one when several fit (the reading that could leak)."""
    if mention.at is not None or mention.kind not in ("absolute", "numeric", "no_year"):
        return mention
    fitting = [i for i in instants if _holds(mention.day, i) or _holds(mention.earliest, i)]
    if not fitting:
        return mention
    at = max(fitting)
    day = mention.day if _holds(mention.day, at) else mention.earliest
    return replace(mention, day=day, earliest=day, at=at)


# A date bar: the site's header line giving the day the page is served, a full date and at most a
# weekday or a separator beside it.
_DATE_BAR_SLACK = 14


def _served_day(view: PageView, reading: _Reading) -> date | None:
    """The day a date bar above the content says the page was served, when it is later than the
    page's own date: reader stamps such as "yesterday 17:25" on a comment count back from it,
    not from the article's date."""
    served = None
    for segment in view.segments:
        if segment.zone == "content":
            break
        if segment.zone != "chrome":
            continue
        mentions = _find(segment, reading.anchor, reading)
        if (len(mentions) == 1 and mentions[0].kind in ("absolute", "numeric") and not mentions[0].ambiguous
                and not mentions[0].year_inferred and len(segment.text.strip()) - len(mentions[0].text) <= _DATE_BAR_SLACK):
            served = mentions[0].day if served is None else max(served, mentions[0].day)
    return served if served is not None and served > reading.anchor else None


def _row_day(view: PageView, index: int, reading: _Reading) -> date | None:
    """The full date (with its year) another cell of table cell `index`'s row gives: the row's own
    date, which a year-less date in that row is read against (a filing history, a dividend table)."""
    for cell in row_cells(view.segments, index):
        if cell != index:
            for mention in _find(view.segments[cell], reading.anchor, reading):
                if mention.kind in ("absolute", "numeric") and not mention.year_inferred and not mention.ambiguous:
                    return mention.day
    return None


def _observe(view: PageView, reading: _Reading, t: datetime) -> list[tuple[Observed, Segment]]:
    observed = []
    zone = reading.locale.zone
    story_day: date | None = None  # the last date the content named: where a sequel counts from
    narrated: date | None = None  # the latest day the content told of so far (not a stamp, not a plan)
    served = _served_day(view, reading)
    # A weekly wrap's title names its week ("5月12日週", "Woche vom 12. Mai"): its weekdays are that week's.
    title = _page_heading(view)
    week = covered_week(title, reading.anchor)
    for index, segment in enumerate(view.segments):
        # Comments' relative stamps count from the day the page was served, when a date bar says it.
        from_served = served is not None and segment.zone == "related"
        counted_from = served if served is not None and from_served else reading.anchor
        mentions = _find(segment, counted_from, reading)
        if segment.zone == "content" and story_day is not None and any(m.kind == "sequel" for m in mentions):
            mentions = _find(segment, reading.anchor, reading, story_day)
        if segment.block == "td" and any(m.year_inferred for m in mentions) and (row_day := _row_day(view, index, reading)):
            mentions = _find(segment, row_day, reading)  # "made up to 31 December" in a row filed 17 Aug 2023
        if any(m.kind == "sequel" for m in mentions) and (own := _own_offsets(segment.text)):
            # "a week after this report was first published": counted from the page's own
            # publication, not from the story's last date; `_self_dating` judges it.
            mentions = [m for m in mentions if m.kind != "sequel" or not any(a < m.end and m.start < b for a, b, _ in own)]
        if segment.instants:
            mentions = [_pinned(mention, segment.instants) for mention in mentions]
        if week is not None and segment.zone == "content":
            mentions = [in_week(mention, week) for mention in mentions]
        for mention in mentions:
            role, cue = _role(segment, mention, counted_from, early=index < reading.body_start, title=title)
            if role in ("fact", "neutral") and calendar_offer(segment.text, mention.start, mention.end):
                # "2026年8月25日 北京时间 04:00 瑞泓物流第2季度业绩发布 加入日历": the release named as a
                # thing ("发布"), offered for the reader's calendar: still to come, not a report.
                role, cue = "forward", "calendar offer"
            # (a headline over the field names no section of dates to come: "Acme keeps outlook" does
            # not make "Last revised | 2026-05-18" a plan)
            titled = cue.startswith("heading:") and bool(title) and normalise_text(segment.heading) == normalise_text(title)
            if (role == "neutral" or titled) and _bare_date_line(segment.text, mention) and (label := revision_label(view.segments, index)):
                role, cue = "updated", f"field: {label}"  # "Supplement dated | Jun 13, 2026" (`revision_fields`)
            elif role == "neutral" and segment.zone == "content" and _bare_date_line(segment.text, mention) and (label := version_history(segment)):
                role, cue = "updated", f"heading: {label}"  # a row of the "Document history" table (`revision_fields`)
            if role == "forward" and mention.kind == "weekday" and mention.day < reading.anchor:
                # "is expected to cut rates on Thursday": a weekday looked forward to is the coming one.
                coming = mention.day + timedelta(days=7)
                mention = replace(mention, day=coming, earliest=coming)
            if (role == "fact" and mention.kind == "weekday" and mention.ambiguous and past_tense(cue)
                    and (narrated is None or mention.earliest >= narrated)
                    and not day_number_differs(segment.text, mention.end, mention.earliest.day)):
                # "shares rose on Thursday": told as done, the day is the latest one on or before the
                # page's own date (its stamp then bounds it below), not the coming one; unless the
                # story already told of a later day ("rallied on Friday ... when trading resumed on
                # Monday, the Dow plunged"): then it has moved on, and the coming one may be next.
                mention = replace(mention, day=mention.earliest)
            # (a date with a time of day is a quote's or a ticker's "as of" stamp, not the story's)
            if segment.zone == "content" and role in ("fact", "neutral") and mention.at is None and not mention.ambiguous:
                narrated = mention.day if narrated is None else max(narrated, mention.day)
            if segment.zone == "content" and role not in _STAMP_ROLES and mention.kind in _STORY_KINDS and not mention.ambiguous:
                story_day = mention.day
            if mention.at is not None:
                # A time with a zone: an instant, compared with t as one.
                after = surely = mention.at > t
            else:
                ranged = mention.kind in ("month", "relative") and mention.ambiguous
                latest = latest_instant(mention.earliest if ranged else mention.day, zone)
                past_relative = (mention.kind == "relative" and mention.earliest <= reading.anchor) or (
                    mention.kind == "weekday" and mention.day <= reading.anchor  # not a two-way weekday
                )
                # a fact the page's own text tells on a day before the page's own day ("NEW YORK, March 4
                # (Reuters) - ... rose" on a page stored on 5 March) had ended where the page counts its
                # days before that day began; a related module's items change with each serving
                before_own_day = segment.zone == "content" and mention.kind in _STORY_KINDS and mention.day < reading.anchor
                if role == "fact" and reading.anchor_at is not None and (past_relative or before_own_day):
                    # "yesterday", "on Sunday", "this week" counted back from the page's own date:
                    # what the page reports of them was done by the time the store knew the page.
                    latest = min(latest, reading.anchor_at)
                own_day = _dates_instant if role == "published" else _on_day
                # a footer's day-only "Last update:" of the page's own day is its publication
                footer = role == "updated" and segment.zone == "chrome" and mention.at is None
                if (role in ("fact", "published") or footer) and reading.anchor_at is not None and own_day(mention.day, reading.anchor_at, zone):
                    # What the page reports as done on its own day, and its own publication that
                    # day, were done by the time the store knew it (a day-only date is stored at
                    # the day's end already).
                    latest = min(latest, reading.anchor_at)
                surely = surely_after(mention.earliest, t, zone)
                if (zone is None and not mention.ambiguous and mention.kind in ("absolute", "numeric", "no_year")
                        and (bounds := clock_bounds(segment.text, mention.start, mention.end, mention.day))):
                    # a clock beside the day on a page whose zone is unknown: between its readings
                    # in UTC+14 and UTC-12, not the whole day's span
                    latest, surely = min(latest, bounds[1]), surely or bounds[0] > t
                # counted from the day a date bar shows, known to the day only: t's own day may still be before it
                after = surely if from_served and mention.kind == "relative" else latest > t
                closed = _close_instant(segment, mention, zone) if role == "fact" else None
                if closed is not None and closed > t:
                    after = surely = True  # "the Dax closed 4.2% lower on Friday", said before that close
            observed.append((Observed(mention, index, segment.zone, role, cue, after, surely), segment))
    return observed


def _date_evidence(content: str, item: Observed, segment: Segment, note: str) -> Evidence:
    m = item.mention
    start, end = _locate(content, segment, m.start, m.end, m.text)
    return Evidence(
        kind="date",
        text=_context(segment.text, m.start, m.end),
        start=start,
        end=end,
        value=m.at or latest_instant(m.day),
        note=f"{note}: {m.text!r} read as {m.at.isoformat() if m.at else m.day.isoformat()}"
        + (f" (or {m.earliest.isoformat()})" if m.ambiguous else "")
        + (" (year inferred from the page date)" if m.year_inferred else "")
        + (f" [cue: {item.cue}]" if item.cue else "")
        + (f" [from {segment.source}]" if segment.source != "text" else ""),
    )


# A figure beside a date (a price, a percentage, an amount): a later date with a figure and no
# tense cue may be a reported value (a price table row), never assumed to be a schedule.
_FIGURE_NEAR = re.compile(
    r"[$€£¥]\s?\d|\d\s?%|\b\d+[.,]\d{2}\b|\d\s?(?:million|billion|bn|mn|m|k|亿|万|元|円|Mrd|Mio)\b", re.IGNORECASE
)
_BARE_FIGURE = re.compile(r"^[\s$€£¥+\-−]*\d[\d,.]*\s*%?\s*$")


def _beside_figure(view: PageView, item: Observed) -> bool:
    """Whether a date stands with a reported figure: in its own text (not a forecast's), or as a
    table cell before a bare number."""
    segment = view.segments[item.segment]
    left, right = clause_span(segment.text, item.mention.start, item.mention.end)
    rest = segment.text[left : item.mention.start] + " " + segment.text[item.mention.end : right]
    if _FIGURE_NEAR.search(rest):
        # (a figure told as a forecast is none: "results on 25 June: consensus sees profit up 7.4%")
        return not guidance_cue(rest)
    following = view.segments[item.segment + 1] if item.segment + 1 < len(view.segments) else None
    return len(rest.strip()) <= 3 and following is not None and _BARE_FIGURE.match(following.text) is not None


def _inside_headline(text: str, mention: DateMention) -> bool:
    """Whether words stand on both sides of a date in a line (not a stamp before or after it)."""
    return _has_words(text[: mention.start]) and _has_words(text[mention.end :])


# What may follow an entry's own date at the end of a list item or a comment header: a time of
# day and its zone, a closing bracket, a post number, a reply link.
# The time may be written "21:06", "05h20", "午前6時43分" or "오후 3시 12분", after a weekday ("週四",
# "(火)"), and its zone as a code, an offset, a zone word ("日本時間") or any bracketed name ("(hora de
# Madrid)", "(香港時間)").
_ITEM_CLOCK = r"(?:\d{1,2}[:：h.]\d{2}(?::\d{2})?|(?:午前|午後|上午|下午|오전|오후)?\s*\d{1,2}\s*[時时시]\s*(?:\d{1,2}\s*[分분])?)"
_ITEM_TAIL = re.compile(
    r"[\s,，·•|)\]）】–—-]*(?:(?:週|周|星期)[一二三四五六日天]|\([月火水木金土日]\)|\(?[월화수목금토일]\)?)?\s*"
    rf"(?:(?:at|um|à|a las|alle|ore|às|om|-|–|—)?\s*{_ITEM_CLOCK}\s*(?:[ap]\.?\s?m\.?|uhr|uur)?)?"
    r"\s*(?:(?-i:\(?(?:[A-Z]{2,5}|UTC[+-]\d{1,2}|GMT[+-]\d{1,2})\)?)|\([^()\d]{2,30}\)"
    r"|[\u4e00-\u9fff]{1,4}(?:時間|时间)|[\uac00-\ud7a3]{1,4}시간)?[\s)\]）】]*"
    r"(?:#\d+|回复|回覆|返信|reply|antworten|répondre|responder|rispondi|permalink)?[\s|·•]*$",
    re.IGNORECASE,
)
_ITEM_TIME = re.compile(_ITEM_CLOCK)
_ITEM_TAIL_CHARS = 60  # an entry's stamp tail is short (bounded time on any text)
# A preposition or verb right before a date makes it the subject of the entry's words ("due May
# 28", "将于5月28日", "am 28. Mai"), not the entry's own date.
_GOVERNED_BEFORE = re.compile(
    r"(?:\b(?:on|for|by|until|till|from|due|before|after|since|at|in|through|to|of|am|ab|bis|vom|zum|seit|le|du|au|dès"
    r"|el|del|desde|hasta|para|il|dal|entro)|将于|将在|定于|拟于|于|在|至|到|截至|自|从|より|から|まで)\s*$",
    re.IGNORECASE,
)
# A weekday naming the date's day between a preposition and the date ("am Freitag, 18.09.2026",
# "para el viernes, 12 de junio"): the preposition still governs the date.
_WEEKDAY_BEFORE = re.compile(rf"\s*(?<!\w)(?:{'|'.join(map(re.escape, WORD_WEEKDAYS))}),?$", re.IGNORECASE)
_UNSHOWN_SOURCES = ("hidden", "noscript", "template", "html-comment")


def _unshown(segment: Segment) -> bool:
    """Text the page holds but a reader does not see as prose: a hidden element, `<noscript>`,
    `<template>`, an attribute (structured data is read on its own terms)."""
    return segment.source in _UNSHOWN_SOURCES or segment.source.startswith("attr:")


def _listed(segment: Segment) -> bool:
    """Whether a segment is an entry of a list of other pages or posts: a related-content item, a
    comment, or a short headline the page holds but does not show."""
    return segment.zone == "related" or (segment.zone == "content" and _unshown(segment) and len(segment.text) <= _HEADLINE_CHARS)


def _entry_date(segment: Segment, mention: DateMention) -> bool:
    """Whether a calendar date is an entry's own date, not the subject of its words: it ends the
    entry (a time, a reply link or a bracket may follow), nothing governs it, and it is stamped (a
    time of day, brackets, a separator before it, or written all in digits: `_DIGIT_STAMP`) or is
    all the entry says. Never a relative date
    or a weekday, never under a schedule's heading."""
    text = segment.text
    if mention.kind not in ("absolute", "numeric", "no_year") or _FORWARD_HEADING.search(segment.heading):
        return False  # "Earnings | tomorrow", "Fed meets | Wednesday": the subject's day, not a stamp
    if len(text) - mention.end > _ITEM_TAIL_CHARS:
        return False
    tail = _ITEM_TAIL.fullmatch(text, mention.end)
    if tail is None:
        return False
    before = text[max(0, mention.start - 40) : mention.start].rstrip()
    if _GOVERNED_BEFORE.search(_WEEKDAY_BEFORE.sub("", before)):
        return False
    return (
        mention.at is not None or _ITEM_TIME.search(f"{mention.text} {tail.group()}") is not None or not _has_words(before)
        or before[-1:] in "([（【|·•-–—:：,，" or _DIGIT_STAMP.fullmatch(mention.text) is not None
    )


# Year, month and day all in digits, the year in full ("2026-05-17", "17/05/2026", "2026/05/17"):
# the form a site's template stamps an item with, not the way a headline's words name a day it
# plans ("... revise targets 2026-05-17" is the item's date; "to report on 17 May" is governed).
_DIGIT_STAMP = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}")


# A headline opened by its own stamp: a label at most ("BREAKING", "Eilmeldung", "速報"), the date
# and its time of day, then a separator and the headline's words ("BREAKING Jun 22, 2024, 9:10 AM
# EDT: Vintry closes at record"). The stamp says when the item was filed, whatever its words'
# tense ("closes", "reports ... vs $0.35 expected": a headline's present tells what happened).
_LEAD_LABEL_WORDS = 2
_LEAD_CLOCK = re.compile(
    rf"[\s,，]*(?:(?:at|um|à|a las|alle|ore|às|om|-|–|—)?\s*{_ITEM_CLOCK}\s*(?:[ap]\.?\s?m\.?|uhr|uur)?)?"
    r"\s*(?:(?-i:\(?(?:[A-Z]{2,5}|UTC[+-]\d{1,2}|GMT[+-]\d{1,2})\)?)|[\u4e00-\u9fff]{1,4}(?:時間|时间))?\s*[:：|–—]\s*(?=\w)",
    re.IGNORECASE,
)


def _opening_stamp(segment: Segment, mention: DateMention) -> bool:
    """Whether a calendar date with its time of day opens a listed headline (`_LEAD_CLOCK`): the
    entry's own stamp. Never under a schedule's heading, never governed ("due", "on")."""
    text = segment.text
    if mention.kind not in ("absolute", "numeric", "no_year") or _FORWARD_HEADING.search(segment.heading):
        return False
    before = text[: mention.start]
    if len(_WORD.findall(before)) > _LEAD_LABEL_WORDS or any(ch.isdigit() for ch in before) or _GOVERNED_BEFORE.search(before.rstrip()):
        return False
    lead = _LEAD_CLOCK.match(text, mention.end)
    return lead is not None and (mention.at is not None or _ITEM_TIME.search(lead.group()) is not None)


_STAMP_LINE_CHARS = 60
_PAGE_UPDATE_LINE = re.compile(r"\s*(?:page\s+|this\s+page\s+(?:was\s+)?)?(?:last\s+)?(?:updated|update|modified|revised)\b", re.IGNORECASE)


def _page_update_line(segment: Segment) -> bool:
    """Whether a chrome line is the page's own update stamp ("Last update: 29 May 2025")."""
    return _PAGE_UPDATE_LINE.match(segment.text) is not None


# A table cell's or a definition list's value is its column's or its term's ("Next release: | 9
# September"): a date there is what the label says it is, never an entry's stamp.
_TABLE_BLOCKS = frozenset({"td", "th", "tr", "dd", "dt"})


# A time of day as CJK and Korean pages write it ("下午9時34分", "午後3時20分", "오후 3시 20분"), with
# a zone in brackets ("(HKT)"): part of a stamp, not words of a sentence.
_TIME_OF_DAY = re.compile(rf"{_ITEM_CLOCK}|\(\s*[A-Z]{{2,5}}\s*\)")


def _stamp_line(segment: Segment, mention: DateMention, page_title: str) -> bool:
    """Whether a segment shown as prose is a date (with a time, a zone) alone, under no heading, or
    with an exact time under the page's own title (a thread's post stamps under the thread's
    title: a schedule sits under a heading that names it, and rarely gives times), or a post's
    byline and its time ("by quietcompounder » Tue Apr 09, 2024 01:30 AM")."""
    shown = segment.source == "text" and segment.block not in _HEADINGS and segment.block not in _TABLE_BLOCKS
    if not shown:  # a table's or a list's date value is its label's: a schedule's too
        return False
    after = segment.text[mention.end :]
    if _ITEM_TAIL.fullmatch(after):
        after = ""  # "6:49 PM ET", ", 05:54 Uhr MEZ": the stamp's own time and zone, no words of a line
    rest = _TIME_OF_DAY.sub(" ", segment.text[: mention.start] + " " + after)
    # the heading as written, the title as read (normalised: "即時／" is "即時/")
    headed = bool(segment.heading) and not (mention.at is not None and normalise_text(segment.heading) == page_title)
    if not headed and len(segment.text) <= _STAMP_LINE_CHARS and not _has_words(rest):
        return True
    return _post_byline(segment.text, mention)


# A forum post's or a reply's byline: "by NAME »", "Post by NAME »", "Posted by NAME on", "Last edited
# by NAME on", an optional weekday; after the date only its time (and an edit line's count). Who wrote
# what, when: the entry's stamp, whatever heading the thread has.
_POST_BYLINE = re.compile(
    r"^\W{0,3}(?:posted\s+|post\s+|written\s+|reply\s+|(?:last\s+)?edited\s+)?by\s+[^\s»|·•—–]+(?:\s+[^\s»|·•—–]+){0,3}?\s*(?:[»|·•—–-]|\bon\b)\s*"
    r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$",
    re.IGNORECASE,
)
# A forum's edit line ends with its count ("..., edited 1 time in total."): no words of a sentence.
_EDIT_COUNT = re.compile(r",?\s*edited\s+\d+\s+times?\s+in\s+total\W*$", re.IGNORECASE)
_CLOCK_AFTER = re.compile(r"^\W{0,3}(?:at\s+)?\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:[A-Z]{2,5})?\W*$", re.IGNORECASE)


def _post_byline(text: str, mention: DateMention) -> bool:
    """Whether `mention` is the time in a post's byline (`_POST_BYLINE`), with a time of day."""
    if len(text) > _STAMP_LINE_CHARS * 2 or _POST_BYLINE.match(text[: mention.start]) is None:
        return False
    after = _EDIT_COUNT.sub("", text[mention.end :])
    return (mention.at is not None and not _has_words(after)) or _CLOCK_AFTER.match(after) is not None


def _title_cue(item: Observed, segment: Segment, page_title: str) -> bool:
    """Whether a mention reads forward only because the page's own title stands over it as its
    heading ("What to watch when X reports"): a headline names no section of dates to come."""
    return item.cue.startswith("heading:") and bool(page_title) and normalise_text(segment.heading) == page_title


def _untitled(segment: Segment, page_title: str) -> Segment:
    """`segment` without its heading when that heading is the page's own title, which names no
    section: an entry's date under it is still the entry's ("... soars in debut, JUN 23, 2026")."""
    if page_title and segment.heading and normalise_text(segment.heading) == page_title:
        return replace(segment, heading="")
    return segment


def _own_day_line(mention: DateMention, anchor: date, anchor_source: AnchorSource) -> bool:
    """Whether a date-only mention is the day the store dates the page (`anchor`, read in the
    page's zone): the store's stamp, known by t, is within that day."""
    return (
        anchor_source == "store" and mention.at is None and not mention.year_inferred
        and mention.earliest == mention.day == anchor
    )


# The roles of a chrome date told as done (a past-tense cue, an update or correction stamp): never
# a copyright year or a plan ("the new terms take effect on").
_CHROME_PAST_ROLES = frozenset({"fact", "updated", "correction"})
# The roles of a date told as done or as a stamp: never a scheduled item, whatever its words.
_REPORTED_ROLES = frozenset({"fact", "published", "updated", "correction"})


def _after_page_date(mention: DateMention, anchor: date, anchor_at: datetime | None) -> bool:
    """Whether a mention is later than the page's own date: a later day than the page's, unless its
    instant is no later than the stored instant (a local stamp "Mar 4, 2025 3:40 AM PHT" is the
    stored 19:40 UTC of 3 March, not a later day)."""
    if mention.at is not None and anchor_at is not None and mention.at <= anchor_at:
        return False
    return mention.earliest > anchor


def _judge_dates(
    content: str, view: PageView, observed: list[tuple[Observed, Segment]], anchor: date, anchor_source: AnchorSource,
    anchor_at: datetime | None,
) -> list[Finding]:
    findings = []
    page_title = next((s.text for s in view.segments if s.zone == "content" and s.block == "h1"), "")
    for item, segment in observed:
        m = item.mention
        if not item.after_t:
            # (not a thread's time gap between posts, "5 days later" on a line of its own: the posts
            # after it carry their own stamps)
            gap = m.kind == "sequel" and not _WORD.search(segment.text[: m.start] + " " + segment.text[m.end :])
            if (item.zone == "content" and item.role == "fact" and anchor_source != "none" and not gap
                    and _after_page_date(m, anchor, anchor_at)):
                # A fact told as done after the page's own date dates this version as an update stamp
                # would: written no earlier than the fact, known from the end of its day (in the
                # westernmost zone it could be in) or its instant, the later reading of an ambiguous
                # one (`_observe`). Not after t here: known by t (after t it is `fact_date_after_t`).
                note = "statement of fact dated after the page's own date, before t: this version is known from it"
                findings.append(Finding("fact_after_page_date", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        if item.zone == "chrome" and not _page_update_line(segment):
            # Chrome dates are the site's ("© 2026"); a line "Last update: ..." in a footer is
            # still this version's: its content changed then. So is chrome telling, in the past
            # tense, of an outcome or an update on a day after t (a ticker strip's "closed at ...
            # on", a footer's update stamp in any language): the copy holds a later fact. A notice
            # about the site itself (a build stamp, its cookie policy) stays chrome.
            if item.role in _CHROME_PAST_ROLES and item.surely_after_t and not tells_of_the_site(segment.text, item.cue):
                note = "a site notice tells of a change on a day after t: this copy was served after t"
                findings.append(Finding("chrome_fact_after_t", "leak", 0.85, _date_evidence(content, item, segment, note)))
                continue
            evidence = _date_evidence(content, item, segment, "site chrome, ignored")
            findings.append(Finding("chrome_date_after_t", "info", 0.0, evidence))
            continue
        if item.cue == _CAPTURE:
            # when an archive took this copy (`capture_stamps`): it dates the copy, not its content
            note = "an archive's capture stamp: the copy existed then, the content is judged by its own dates"
            findings.append(Finding("capture_date_after_t", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        sure = item.surely_after_t
        inferred = m.year_inferred
        if item.zone == "related" and item.role not in _REPORTED_ROLES and scheduled_item(segment.text, m.start, m.end):
            # "Next issue: Apr 8, 2022", "Webinar: Mar 22, 2025. Register": a side module's item
            # announcing what is still to come, not an entry dated after t.
            note = "a side module's item schedules something still to come"
            findings.append(Finding("related_scheduled_item", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        entry = _untitled(segment, page_title)
        if _listed(segment) and (_entry_date(entry, m) or _opening_stamp(entry, m)):
            # "Fed raises rates 16 juin 2023 à 19h50", "rivergod: ... 2020/02/05 10:57 回复", a hidden
            # "Acme slashes outlook (May 28, 2019)": the entry's own date, whatever its words' tense.
            related = item.zone == "related"
            code = "related_date_after_t" if related else "hidden_entry_after_t"
            note = ("related-content module lists an item dated after t" if related
                    else f"a headline the page holds but does not show ({segment.source}) is dated after t")
            findings.append(Finding(code, "leak" if sure else "ambiguous", 0.9 if sure else 0.65,
                                    _date_evidence(content, item, segment, note)))
            continue
        if segment.source == "html-comment":
            # a cached teaser: the instant dates its headline; a sentence reporting a fact on its
            # date ("已于2026/09/03 14:30公布季报") is a later fact, whatever holds it
            if quoted_headline(segment.text) is not None or item.role == "fact":
                note = "an HTML comment holds a headline or a fact dated after t"
                findings.append(Finding("hidden_entry_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65,
                                        _date_evidence(content, item, segment, note)))
            continue  # a comment's other dates are the markup's (a build stamp, a cache note), not the page's
        if item.zone == "related":
            if item.role == "forward" and not (item.cue.startswith("heading:") and reported_item(segment.text)):
                continue  # a schedule's heading dates its items ahead, but not one that reports itself held
            subject = _inside_headline(segment.text, m) or m.kind == "weekday"
            if item.role == "neutral" and subject and not latest_item(segment.text, m.start):
                # "Tax Day is April 15: last-minute moves", "Inflation figures due Wednesday": a date
                # inside a headline's words, or a weekday, is its subject, judged by its tense; only
                # a date standing apart dates the item itself.
                note = "date inside a related headline with no past-tense cue: its subject, not its date"
                findings.append(Finding("related_subject_date", "info", 0.0, _date_evidence(content, item, segment, note)))
                continue
            code, severity = "related_date_after_t", "leak" if sure else "ambiguous"
            strength = 0.9 if sure else 0.65
            note = "related-content module lists an item dated after t"
        elif item.role in ("published", "updated", "correction"):
            code = {"published": "published_after_t", "updated": "updated_after_t", "correction": "correction_after_t"}[item.role]
            severity = "leak" if sure else "ambiguous"
            strength = (0.85 if inferred else 0.97) if sure else 0.7
            note = {
                "published": "publication stamp after t",
                "updated": "update stamp after t: this version is later than t",
                "correction": "correction stamped after t: this version is later than t (unverifiable)",
            }[item.role]
        elif item.role == "fact":
            code, severity = "fact_date_after_t", "leak" if sure else "ambiguous"
            strength = (0.85 if inferred else 0.95) if sure else 0.65
            note = "statement of fact dated after t"
        elif item.role == "neutral" and item.zone == "content" and _stamp_line(segment, m, page_title) and _own_day_line(m, anchor, anchor_source):
            # A day alone that is the stored page's own day (in its zone): the document's date line
            # ("ASX release ... 8 June 2026"), which says nothing later than the stored stamp.
            note = "a line holding only the page's own day: its date line"
            findings.append(Finding("own_day_line", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        elif item.role == "neutral" and item.zone == "content" and _stamp_line(segment, m, page_title):
            # A line that is only a date (and a time), under no heading: the stamp of what follows
            # (a chat message, a post), never a schedule, which names what is scheduled.
            code, severity, strength = "entry_date_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65
            note = "an entry stamped after t (a line holding only a date, or a post's byline)"
        elif (item.zone == "content" and segment.block not in _HEADINGS and segment.block != "th"
              and (item.role == "neutral" or _title_cue(item, segment, page_title))
              and handle_stamp(segment.text, m, segment.heading)):
            # "网友 老球迷 2025-02-23 21:17", "たくみ 3/15 08:12": who wrote and when, under the
            # thread's own title or none: the entry's stamp, never a schedule.
            code, severity, strength = "entry_date_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65
            note = "an entry stamped after t (a handle, or an entry's heading, then its date and time)"
        elif ((item.role == "neutral" or _title_cue(item, segment, page_title)) and item.zone == "content"
              and m.kind in _STORY_KINDS and photo_caption(segment.text, segment.block)):
            # "Beim Spatenstich am 14. März griffen ... Foto: R. Hentschel": the picture shows that day.
            code, severity, strength = "caption_date_after_t", "leak" if sure else "ambiguous", 0.8 if sure else 0.6
            note = "a photo caption tells of a day after t: the picture was taken after t"
        elif (item.role == "neutral" and item.zone == "content" and m.kind in _STORY_KINDS
              and (bracketed_entry(segment.text, m.start, m.end) or news_entry(segment.text, m, segment.heading))):
            # "· (03-06) 补贴到账", "満額回答(3/12)", "(14/03) Εγκρίθηκε ...", "新着ニュース: 2025.03.03 ...":
            # a headline list's own stamp (a news rail in a table layout reads as content), never a schedule.
            code, severity, strength = "entry_date_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65
            note = "a headline stamped after t (a bracketed day opening or closing its line, or opening a news item)"
        elif (item.role == "neutral" and sure and anchor_source != "none" and m.earliest > anchor and item.cue != _RANGE_END
              and not _beside_figure(view, item) and not _unshown(segment)):
            # Later than the page's own date, no past-tense cue, no figure: a calendar entry, a
            # schedule, a maturity; what a page dated before t says of a later day is a plan. Not
            # in text the page hides: a schedule is shown to its readers.
            note = "later than the page's own date with no past-tense cue and no figure: read as scheduled"
            findings.append(Finding("scheduled_date_after_t", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        elif item.role == "neutral" and in_term_column(view.segments, item.segment):
            note = "a table column of dates fixed in advance (an expiry, a maturity, a payout date): a term, not a report"
            findings.append(Finding("scheduled_date_after_t", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        elif item.role == "neutral" and sure:
            code, severity, strength = "neutral_date_after_t", "ambiguous", 0.6
            note = "date after t with no forward-looking or past-tense cue"
        else:
            note = "forward-looking, fine" if item.role == "forward" else "no tense cue, on t's own day: not judged"
            findings.append(Finding("forward_date_after_t", "info", 0.0, _date_evidence(content, item, segment, note)))
            continue
        findings.append(Finding(code, severity, strength, _date_evidence(content, item, segment, note)))
    return findings


def _period_evidence(content: str, segment: Segment, period: PeriodMention, note: str) -> Evidence:
    start, end = _locate(content, segment, period.start, period.end, period.text)
    return Evidence(
        kind="span",
        text=_context(segment.text, period.start, period.end),
        start=start,
        end=end,
        value=latest_instant(period.end_day),
        note=f"{note}: {period.text!r} = {period.label}, ends {period.end_day.isoformat()}",
    )


def _mentions_company(text: str, company: str) -> bool:
    return bool(company.strip()) and re.search(_COMPANY_WORD.format(re.escape(company.strip())), text, re.IGNORECASE) is not None


_REPORT_DATE_LABEL = re.compile(
    r"(?:next\s+)?(?:earnings|results|report(?:ing)?)\s+date|nächste\s+zahlen|quartalszahlen|date de publication des résultats"
    r"|fecha de resultados|決算発表(?:予定)?日|业绩披露日|财报(?:发布)?日期?|预约披露日",
    re.IGNORECASE,
)


def _reported_after(view: PageView, observed: list[tuple[Observed, Segment]]) -> dict[str, list[tuple[str, str]]]:
    """The periods whose results the page itself says are reported after t ("Meta reports
    first-quarter results after the close on Wednesday, April 24"), by label, each with the date
    text and the sentence that dates it ("" where it names no company: a quote page's field):
    the page's own event calendar, for when the store has none."""
    found: dict[str, list[tuple[str, str]]] = {}
    for item, segment in observed:
        if item.zone != "content" or not item.after_t or item.role not in ("forward", "neutral"):
            continue
        label = view.segments[item.segment - 1].text if item.segment else ""
        if segment.block in _ENTRY_BLOCKS and _REPORT_DATE_LABEL.fullmatch(label.strip(" :：")):
            # a quote page's "Earnings Date | May 10, 2022": the last quarter ended before that day
            day = item.mention.earliest
            quarter = (day.month - 1) // 3  # quarters ended before this month's
            year = day.year if quarter else day.year - 1
            found.setdefault(f"{year}Q{quarter or 4}", []).append((item.mention.text, ""))
            continue
        if not has_results_noun(segment.text):
            continue
        left, right = sentence_span(segment.text, item.mention.start, item.mention.end)
        sentence = segment.text[left:right]
        if has_results_noun(sentence):
            for period in find_periods(sentence, anchor=item.mention.day):
                if period_statement(sentence, period)[0] != "realised":  # not "reported ... on Wednesday, ahead of"
                    found.setdefault(period.label, []).append((item.mention.text, sentence))
    return found


_FIELD_LABEL_CHARS = 40
_VALUE_CELLS = frozenset({"td", "dd"})
# A label or value that states an expectation ("Revenue estimate", "Consensus EPS", "$3.10 (est.)")
_EXPECTED_FIELD = re.compile(
    r"\b(?:est\.?|estimated?|estimates|forecasts?|guidance|consensus|expected|target|outlook|projected|projection|plan|budget)\b",
    re.IGNORECASE,
)


def _field_figure(view: PageView, index: int, period: PeriodMention) -> tuple[str, str] | None:
    """("realised", label) when segment `index` is a table or list value giving an amount for
    `period` under a results label in the cell before it ("Revenue | US$1.1 billion (FY2024)", an
    infobox or a fact sheet), else None."""
    segment = view.segments[index]
    if segment.block not in _VALUE_CELLS or index == 0 or not states_figure(segment.text):
        return None
    label = view.segments[index - 1]
    if label.block not in _ENTRY_BLOCKS or len(label.text) > _FIELD_LABEL_CHARS or not has_results_noun(label.text):
        return None
    if _EXPECTED_FIELD.search(label.text) or _EXPECTED_FIELD.search(segment.text):
        return None
    return "realised", f"{label.text} field"


def _dated_report(sentence: str, period: PeriodMention, anchor: date, anchor_source: AnchorSource) -> bool:
    """Whether the sentence dates the period's results to a day of a stated year by the page's own
    date ("shares fell after its second-quarter results on 17 Jan 2024"): whichever year the
    period is, its results were out by that day."""
    if anchor_source == "none":
        return False
    return any(period.end_day < day <= anchor for day in _stated_days(sentence, anchor))


def _stated_days(sentence: str, anchor: date, start: int = 0) -> tuple[date, ...]:
    """The days of a stated year (no inferred year, no ambiguous order) the sentence names from `start`."""
    return tuple(
        m.day for m in find_dates(sentence, anchor=anchor)
        if m.kind in ("absolute", "numeric") and not m.year_inferred and not m.ambiguous and m.start >= start
    )


# A header cell marking its period's column as actual figures ("Q2FY26A", "FY2025 (A)", "Q3 2025 actual"),
# the broker's convention beside its estimates ("Q3FY26E")
_ACTUAL_MARK = re.compile(r"(?P<period>.{2,20}?)\s*(?:\(A\)|A|\s+actual)", re.IGNORECASE)


def _actual_column(segment: Segment, anchor: date) -> PeriodMention | None:
    """The period a table's header cell heads as a column of actual figures, else None."""
    marked = _ACTUAL_MARK.fullmatch(segment.text.strip()) if segment.block == "th" else None
    if marked is None:
        return None
    periods = find_periods(marked["period"], anchor=anchor)
    return periods[0] if len(periods) == 1 and periods[0].text == marked["period"].strip() else None


def _judge_periods(
    content: str,
    view: PageView,
    anchor: date,
    anchor_source: AnchorSource,
    t: datetime,
    events: tuple[EventRef, ...],
    page_text: str,
    reported_after: dict[str, list[tuple[str, str]]],
) -> tuple[list[tuple[PeriodMention, Zone, str]], list[Finding]]:
    periods: list[tuple[PeriodMention, Zone, str]] = []
    findings: list[Finding] = []
    lower = cache(lambda: lower_words(page_text))  # read only when a period's report is dated after t
    later_events = [
        e for e in events
        if e.event_time is not None and e.event_time > t and e.fiscal_period and e.status.lower() != "cancelled"
        and _mentions_company(page_text, e.company)
    ]  # fmt: skip
    for index, segment in enumerate(view.segments):
        if segment.zone == "chrome":
            continue
        actual = _actual_column(segment, anchor)
        if actual is not None and actual.label in reported_after:
            note = (f"a table column of actual figures ({segment.text!r}) for a period the page says is reported "
                    f"after t ({reported_after[actual.label][0][0]!r})")
            findings.append(Finding("reported_after_t", "leak", 0.8, _period_evidence(content, segment, actual, note)))
        for period in find_periods(segment.text, anchor=anchor):
            left, right = sentence_span(segment.text, period.start, period.end)
            period = statutory_period(period, segment.text[left:right])  # "Q3 FY25 profit of Rs 388 crore"
            role, cue = period_statement(segment.text, period)
            if role == "other":
                role, cue = _field_figure(view, index, period) or (role, cue)
            periods.append((period, segment.zone, role))
            if role == "guidance" and latest_instant(period.end_day) > t:
                evidence = _period_evidence(content, segment, period, f"guidance [{cue}], fine")
                findings.append(Finding("guidance_later_period", "info", 0.0, evidence))
            if role != "realised":
                continue
            sentence = segment.text[left:right]
            if latest_instant(period.end_day) > t:
                if fiscal_written(period) and any(day < t.date() for day in _stated_days(sentence, anchor, period.end - left)):
                    # "reported Q2FY25 results on 30 October 2024": a fiscal year's quarter need not be the
                    # calendar's; the sentence dates its report, before t, so it was over and out by then
                    continue
                strength = 0.8 if period.year_inferred else 0.9
                note = f"realised results [{cue}] for a period not over at t"
                findings.append(Finding("period_not_over", "leak", strength, _period_evidence(content, segment, period, note)))
                continue
            if (period.label in reported_after and states_figure(segment.text[left:right])
                    and not other_reporter(segment.text[left:right], period.start - left,
                                           [sentence for _, sentence in reported_after[period.label]], lower())):
                # another company's results for the same quarter, in the season the page dates one report in
                note = f"realised results [{cue}] for a period the page says is reported after t ({reported_after[period.label][0][0]!r})"
                findings.append(Finding("reported_after_t", "leak", 0.8, _period_evidence(content, segment, period, note)))
            # By when the statement was made: the page's own date, or t for other pages' headlines.
            stated_by = anchor if segment.zone == "content" and anchor_source != "none" else t.date()
            if 0 <= (stated_by - period.end_day).days < _EARLIEST_REPORT_DAYS and _income_statement(segment.text, period):
                note = (
                    f"realised results [{cue}] for a period that ended under {_EARLIEST_REPORT_DAYS} days before "
                    f"{'the page' if stated_by == anchor else 't'}: results are not reported that soon"
                )
                evidence = _period_evidence(content, segment, period, note)
                findings.append(Finding("period_too_recent", "ambiguous", 0.6, evidence))
            if (period.year_inferred and (anchor - period.end_day).days > _STALE_PERIOD_DAYS
                    and not _dated_report(segment.text[left:right], period, anchor, anchor_source)):
                note = (
                    f"realised results [{cue}] for a period named without a year: its last finished instance "
                    "is stale for a page of this date, the one under way had not ended"
                )
                evidence = _period_evidence(content, segment, period, note)
                findings.append(Finding("period_year_unclear", "ambiguous", 0.55, evidence))
            if (anchor_source != "none" and not period.year_inferred and period.end_day > anchor
                    and not any(period.end_day < day < t.date() for day in _stated_days(sentence, anchor, period.end - left))):
                # (not when the sentence dates the report after the period and before t, "reported Q4 2023
                # results on 21 Feb 2024": like a fact after the page's own date, this version is known from it)
                note = f"realised results [{cue}] for a period that ended after the page's own date"
                evidence = _period_evidence(content, segment, period, note)
                findings.append(Finding("period_after_page_date", "ambiguous", 0.7, evidence))
            for event in later_events:
                if event.fiscal_period and event.fiscal_period.replace(" ", "").upper() == period.label:
                    note = (
                        f"realised results [{cue}] for {event.company} {period.label}, whose {event.event} "
                        f"the calendar dates after t ({event.event_time.isoformat() if event.event_time else ''})"
                    )
                    findings.append(Finding("announced_after_t", "leak", 0.9, _period_evidence(content, segment, period, note)))
    if reported_after:
        # "Print recap: Meta reported revenue of $36.46 billion" on a page that dates the report after t.
        for segment in view.segments:
            if segment.zone != "content":
                continue
            text, start, seen = segment.text, 0, set()
            while start < len(text):
                left, right = clause_span(text, start, start)  # "...; the Q2 guide disappointed" is another clause
                start = max(right, start + 1)
                if (left, right) in seen:
                    continue
                seen.add((left, right))
                sentence = text[left:right]
                cue = undated_results(sentence)
                if cue and not find_dates(sentence, anchor=anchor):  # a dated statement is judged by its date
                    label, dated = next(iter(reported_after.items()))
                    when = dated[0][0]
                    note = f"realised results [{cue.strip()}] with no period named, on a page that dates the {label} report after t ({when!r})"
                    evidence = Evidence(kind="span", text=_context(sentence, 0, 0, 110), note=note)
                    findings.append(Finding("reported_after_t", "leak", 0.75, evidence))
    return periods, findings


def _injection_pieces(view: PageView) -> list[tuple[str, str]]:
    """What the injection check reads: the page's text by where it came from (markup cannot split
    the words there: "AI <b>reviewers</b>"), then what it holds but does not show (comments,
    scripts, every other attribute value)."""
    by_source: dict[str, list[str]] = {}
    for segment in view.segments:
        source = "structured data" if segment.source.startswith("json:") else segment.source
        by_source.setdefault(source, []).append(segment.text)
    return [(source, "\n".join(texts)) for source, texts in by_source.items()] + list(view.hidden)


def _years_on(day: date, years: int) -> date:
    """`day` that many years later (29 February on the 28th)."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def _written_on(text: str, start: int, end: int, base: DateMention, years: int, slack: int,
                reading: _Reading, t: datetime) -> Finding | None:
    """What a phrase that dates its own writing `years` after `base` (give or take `slack` days
    before) says against t and the page's own date."""
    zone = reading.locale.zone
    written = _years_on(base.earliest, years)
    earliest = written - timedelta(days=slack)
    note = f"anniversary phrase {text[start:end].strip()!r} with {base.text!r}: written about {written.isoformat()}"
    evidence = Evidence(kind="span", text=_context(text, start, end + 60), value=latest_instant(earliest, zone), note=note)
    if surely_after(earliest, t, zone):
        return Finding("written_after_t", "leak", 0.9, evidence)
    if earliest > reading.anchor + timedelta(days=7) or (
        reading.anchor_source == "none" and latest_instant(written + timedelta(days=slack), zone) > t
    ):
        # Written long after the page's own date, or with no page date to hold it to, perhaps after t.
        return Finding("written_after_page_date", "ambiguous", 0.7, evidence)
    return None


def _full_date(mention: DateMention) -> bool:
    """A day with its year written (what an anniversary can be counted from)."""
    return mention.kind in ("absolute", "numeric", "month") and not mention.year_inferred


def _event_date(view: PageView, reading: _Reading, noun: str, claim: str) -> DateMention | None:
    """The one date the page gives the event `noun` names ("the merger ... closed on 19 May 2025")
    in its sentences other than those holding the phrase `claim`; none when it gives none or several."""
    found: dict[date, DateMention] = {}
    for segment in view.segments:
        if segment.zone == "chrome" or noun.lower() not in segment.text.lower():
            continue
        for mention in _find(segment, reading.anchor, reading):
            left, right = sentence_span(segment.text, mention.start, mention.end)
            sentence = segment.text[left:right]
            if _full_date(mention) and claim not in sentence and names_event(sentence, noun):
                found.setdefault(mention.earliest, mention)
    return next(iter(found.values())) if len(found) == 1 else None


def _self_dating(
    content: str, view: PageView, reading: _Reading, observed: list[tuple[Observed, Segment]], t: datetime
) -> list[Finding]:
    """Statements that date the writing itself: "a year ago this week, on 3 October 2024" was
    written a year after that date, "one year since its 2 July 2023 float" on or after 2 July 2024;
    "two days after this story was first published" is an update that many days after the page's
    own publication (a leak when that is after t, doubtful until it is `_OFFSET_SLACK` before t)."""
    findings = []
    zone = reading.locale.zone
    published = _shown_publication(observed, reading.anchor_at)
    for segment in view.segments:
        if segment.zone == "chrome":
            continue
        text = segment.text
        lowered = text.lower()  # speed: each pattern below runs only where its word ("ago", "after") stands
        for match in _ANNIVERSARY.finditer(text) if "ago" in lowered else ():
            years = _COUNT_WORDS.get(match["n"].lower()) or int(match["n"])
            slack = _ANNIVERSARY_SLACK.get(" ".join((match["span"] or "").lower().split()), 31)
            window = text[match.end() : match.end() + 60]
            dated = [m for m in _find(Segment(window, segment.zone), reading.anchor, reading) if _full_date(m)]
            if dated and (finding := _written_on(text, match.start(), match.end(), dated[0], years, slack, reading, t)):
                findings.append(finding)
        for claim in anniversary_claims(text):
            # the event's date right after the phrase ("since its 2 July 2023 float"), else where the page dates it
            after = [m for m in _find(Segment(text[claim.end : claim.end + 40], segment.zone), reading.anchor, reading)
                     if _full_date(m) and m.start <= 2] if claim.date_follows else []
            base = after[0] if after else claim.noun and _event_date(view, reading, claim.noun, text[claim.start : claim.end])
            if base and (finding := _written_on(text, claim.start, claim.end, base, claim.years, claim.slack_days, reading, t)):
                findings.append(finding)
        for start, end, delta in _own_offsets(text):
            if tense_at(text, start, end)[0] == "forward":
                continue  # "entrará en vigor al día siguiente de su publicación": a plan, not an update
            updated = (published or datetime.combine(reading.anchor, datetime.min.time(), tzinfo=UTC)) + delta
            # over by t: a day past it, or its whole day (the count is in days) ended everywhere
            early = published is not None and (updated + _OFFSET_SLACK <= t or latest_instant(updated.date(), zone) <= t)
            note = f"update {text[start:end]!r}: about {updated.date().isoformat()}, " + (
                "well before t" if early else "after the page's own date")
            evidence = Evidence(kind="span", text=_context(text, start, end), value=updated, note=note)
            if early:
                # Told by the page itself, the change came well before t: this copy was public by then.
                findings.append(Finding("updated_before_t", "info", 0.0, evidence))
                continue
            sure = updated > t if published is not None else surely_after(updated.date(), t, zone)
            findings.append(Finding("updated_after_t" if sure else "updated_after_page_date",
                                    "leak" if sure else "ambiguous", 0.85 if sure else 0.7, evidence))
    return findings


def _own_offsets(text: str) -> list[tuple[int, int, timedelta]]:
    """(start, end, span) of each phrase counting a span from the page's own publication ("two days
    after this story was first published", "本文发布三天后"), in English and the other languages."""
    offsets = []
    for match in _AFTER_PUBLICATION.finditer(text) if "after" in text.lower() else ():
        count = _COUNT_WORDS.get(match["n"].lower()) or int(match["n"])
        unit = match["u"].lower().rstrip("s")
        delta = timedelta(hours=count) if unit == "hour" else timedelta(days=count * (7 if unit == "week" else 1))
        offsets.append((match.start(), match.end(), delta))
    offsets.extend(publication_offsets(text))
    return offsets


def _shown_publication(observed: list[tuple[Observed, Segment]], stored: datetime | None) -> datetime | None:
    """The page's publication instant as its own stamp shows it, no later than the stored instant;
    else the stored instant. The store's instant may already be a later update (the ingest counts
    "a week after this report was first published" into it), which an offset must not count from."""
    if stored is None:
        return None
    shown = [item.mention.at for item, _ in observed
             if item.role == "published" and item.zone == "content" and item.mention.at is not None and item.mention.at <= stored]
    return max(shown, default=stored)


def _calendar_told(content: str, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """What the page tells as done of a period its own calendar dates after t: a row "2026年6月 —
    CPI数据发布: 2026年7月14日" (`calendar_row`) dates the June release on 14 July; "2026年6月居民消费价格
    同比上涨1.3%" told before then is a later fact. The row's label names the period by a date
    ("2026年6月", "the fiscal year ended March 31, 2026"); the story names it by the same date."""
    later: dict[tuple[str, date], str] = {}  # (kind, day) of a row's label date -> the row's date after t
    rows: set[int] = set()
    for item, segment in observed:
        m = item.mention
        if item.zone != "content" or item.role != "forward" or not item.cue.startswith("heading:"):
            continue
        if not calendar_row(segment.text, m.start, m.end) or not item.after_t:
            continue
        labels = [o for o, _ in observed if o.segment == item.segment and o.mention.end <= m.start]
        if labels and all(calendar_row(segment.text, o.mention.start, o.mention.end) for o in labels):
            rows.add(item.segment)
            for label in labels:
                later.setdefault((label.mention.kind, label.mention.day), m.text)
    findings = []
    for item, segment in observed:
        key = (item.mention.kind, item.mention.day)
        if item.zone == "content" and item.role == "fact" and item.segment not in rows and key in later:
            note = f"told as done for a period the page's own calendar dates after t ({later[key]!r})"
            findings.append(Finding("reported_after_t", "leak", 0.8, _date_evidence(content, item, segment, note)))
    return findings


def _done_rows(content: str, view: PageView, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """Table rows dated after t whose status cell says the event already happened ("Concluded",
    "Reported", "Paid"), and dates a label or an event cell beside them records as done
    (`done_records`, only for a date surely after t: pairing by position is weaker than a status
    column, and a day-only record on t's own day is the registry's entry of that day): the record
    was written after its date, whatever the table's heading says."""
    findings = []
    for item, segment in observed:
        if item.zone not in ("content", "related") or not item.after_t or item.role not in ("forward", "neutral"):
            continue
        # a review's reply ("Antwort des Unternehmens vom ...") may sit in a module read as related
        in_content = item.zone == "content"
        status, what = reports_done(view.segments, item.segment) if in_content else None, "a table row"
        if status is None and item.surely_after_t:
            if in_content:
                status = row_done(view.segments, item.segment) or done_beside(view.segments, item.segment)
            if status is None and item.role == "neutral":  # "will be reviewed on" is a plan
                status = entry_record(segment.text, item.mention.start)
            what = "a record"
        if status is not None:
            note = f"{what} dated after t reports its event done ({status!r})"
            sure = item.surely_after_t
            findings.append(Finding("fact_date_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65,
                                    _date_evidence(content, item, segment, note)))
    return findings


def _item_results(content: str, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """Schedule items dated after t that carry their event's result after a dash ("2 June — Index
    options expiry — special opening quotation 5,130.43"; `item_results`): written after the event."""
    findings, seen = [], set()
    for item, segment in observed:
        if (item.zone != "content" or not item.after_t or item.role not in ("forward", "neutral")
                or segment.block in _TABLE_CELLS or item.segment in seen):
            continue
        clause = result_clause(segment.text, item.mention.end)
        if clause is None:
            continue
        seen.add(item.segment)
        sure = item.surely_after_t
        note = f"a schedule item dated after t carries its event's result ({clause[:80]!r})"
        findings.append(Finding("fact_date_after_t", "leak" if sure else "ambiguous", 0.8 if sure else 0.6,
                                _date_evidence(content, item, segment, note)))
    return findings


def _held_results(view: PageView, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """Elements dating their event after t whose result attribute already holds a figure
    (`<p data-actual="3.226%">... auction ... 5 July</p>`; `result_attributes`): the feed filling the
    item had the event's result, so the page was written after the event."""
    findings = []
    for held in view.results:
        # the element's dates are those of the content segments its text holds (its own text, or a row's cells)
        item = next((item for item, segment in observed
                     if item.zone == "content" and item.after_t and item.role in ("forward", "neutral")
                     and segment.source in ("text", "hidden") and segment.text in held.text), None)
        if item is None:
            continue
        sure = item.surely_after_t
        note = f"an item dated {item.mention.text!r}, after t, holds its result for machines ({held.name}={held.value!r})"
        findings.append(Finding("fact_date_after_t", "leak" if sure else "ambiguous", 0.8 if sure else 0.6,
                                Evidence(kind="span", text=held.text[:300], value=item.mention.at or latest_instant(item.mention.day),
                                         note=note)))
    return findings


def _entry_stamps(view: PageView, reading: _Reading, t: datetime) -> list[Finding]:
    """Entries stamped after t: a feed's clock lines by their markup's instants, a forum's "Today,
    03:41 AM" counted from the day the page says it was served."""
    stamps = [(i, at, "its markup's instant") for i, at in feed_stamps(view.segments)]
    stamps += [(i, at, "counted from the day the page was served")
               for i, at in relative_stamps(view.segments, reading.anchor, reading.locale.zone)]
    findings = []
    for index, instant, how in stamps:
        if instant > t:
            text = view.segments[index].text
            note = f"an entry stamped {text!r} is {instant.isoformat()} ({how}), after t"
            findings.append(Finding("entry_date_after_t", "leak", 0.9, Evidence(kind="date", text=text, value=instant, note=note)))
    return findings


def _short_update_stamps(view: PageView, reading: _Reading, t: datetime) -> list[Finding]:
    """Addenda headed with a yearless numeric day ("Update 04/09: ..."; `short_stamps`): after t in
    every reading, a leak; in some, ambiguous."""
    findings = []
    zone = reading.locale.zone
    for segment in view.segments:
        if segment.zone == "chrome":
            continue
        found = update_days(segment.text, reading.anchor, reading.locale.order)
        if found is None:
            continue
        text, days = found
        if latest_instant(days[-1], zone) <= t:
            continue
        sure = surely_after(days[0], t, zone)
        readings = " or ".join(d.isoformat() for d in days)
        note = f"update stamped {text!r} (a day without its year, read as {readings}) after t: this version is later than t"
        evidence = Evidence(kind="date", text=_context(segment.text, 0, 0, 90), value=latest_instant(days[-1], zone), note=note)
        findings.append(Finding("updated_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65, evidence))
    return findings


def _acceptance_stamps(view: PageView, t: datetime) -> list[Finding]:
    """A filing's acceptance instant after t, in its visible or kept text (`acceptance_stamps`)."""
    texts = [segment.text for segment in view.segments] + [text for _, text in view.hidden]
    findings = []
    for written, instant in acceptance_instants(texts):
        if instant > t:
            note = f"the filing was accepted at {instant.isoformat()} ({written!r}), after t: it did not exist at t"
            evidence = Evidence(kind="markup", text=written, value=instant, note=note)
            findings.append(Finding("published_after_t", "leak", 0.95, evidence))
    return findings


def _served_stamps(view: PageView, reading: _Reading, t: datetime) -> list[Finding]:
    """A data strip's "as of" stamp (chrome too) or an edit note in an HTML comment dated after t
    (`served_stamps`): the copy is later than t; a leak when the instant is sure, else ambiguous."""
    comments = [text for source, text in view.hidden if source == "comment"]
    findings = []
    for stamp in served_stamps((s.text for s in view.segments), comments, reading.anchor, reading.locale.zone):
        if stamp.instant <= t:
            continue
        what = "a data strip's as-of stamp" if stamp.where == "as-of" else "an edit note in an HTML comment"
        note = f"{what} {stamp.written!r} is {stamp.instant.isoformat()}, after t: this copy is later than t"
        evidence = Evidence(kind="date", text=stamp.written, value=stamp.instant, note=note)
        findings.append(Finding("updated_after_t", "leak" if stamp.sure else "ambiguous", 0.85 if stamp.sure else 0.65, evidence))
    return findings


def _copy_instant(view: PageView, observed: list[tuple[Observed, Segment]]) -> datetime | None:
    """The latest exact instant a stamp of the copy states ("Saved from ... on 2025-08-09 15:08 IST",
    an archive's capture; `copy_stamps`): when the copy, and the ages it shows, were taken."""
    instants = [item.mention.at for item, segment in observed
                if item.mention.at is not None and not item.mention.ambiguous
                and copy_stamp(segment.text, item.mention.start, item.mention.end)]
    return max(instants, default=None)


def _comment_ages(view: PageView, reading: _Reading, t: datetime, copied_at: datetime | None) -> list[Finding]:
    """Comments stamped "2 days ago" on a page first published on its own day: the copy was served
    no earlier than that day's start (anywhere on Earth) plus the age (`comment_ages`). On a copy
    whose own stamp gives the instant it was taken (`_copy_instant`), the age counts back from it:
    "5h ago" on a copy saved 09:38 UTC was posted at 04:38 UTC or up to an hour before (the age's
    floor: the later reading wins), a comment after t when that is after t; and only from it (policy:
    a copy taken after t showing comments posted before t holds nothing later)."""
    findings = []
    earliest = earliest_instant(reading.anchor) if reading.anchor_source != "none" else None
    for segment in view.segments:
        if segment.zone != "related" or not is_comments_heading(segment.heading):
            continue
        age = comment_age(segment.text)
        if age is not None and copied_at is not None:
            if copied_at - age > t:
                note = (f"a comment stamped {segment.text!r} on a copy taken at {copied_at.isoformat()}: posted "
                        f"by {(copied_at - age).isoformat()}, after t")
                evidence = Evidence(kind="date", text=segment.text, value=copied_at - age, note=note)
                findings.append(Finding("comment_after_t", "leak", 0.85, evidence))
            continue  # (policy: a copy taken after t showing a comment posted before t holds nothing later)
        if age is not None and earliest is not None and earliest + age > t:
            note = (f"a comment stamped {segment.text!r} on a page of {reading.anchor.isoformat()}: the copy was "
                    f"served no earlier than {(earliest + age).isoformat()}, after t")
            evidence = Evidence(kind="date", text=segment.text, value=earliest + age, note=note)
            findings.append(Finding("comment_after_t", "leak", 0.85, evidence))
    return findings


def _time_stamps(view: PageView, reading: _Reading, observed: list[tuple[Observed, Segment]], t: datetime) -> list[Finding]:
    """Update stamps that give only a time of day ("Updated 17:45 BST" on a live page): an instant on
    the page's own day, in the zone written or the page's zone."""
    if reading.anchor_source == "none":
        return []
    zone = reading.locale.zone or stated_zone(view.segments, reading.locale.names)  # a calendar's "Time zone: (GMT -4:00)"
    day = reading.anchor_at.astimezone(zone).date() if reading.anchor_at is not None and zone is not None else reading.anchor
    dated = {item.segment for item, _ in observed}
    # a calendar's day rows ("Friday, June 7, 2024" in a cell of its own): the day of the timed rows
    # below; a date in a term column (a tape's "Expiry") is a contract's term, no day row
    day_rows = {item.segment: item.mention.day for item, segment in observed
                if segment.block in _TABLE_CELLS and item.mention.kind in ("absolute", "numeric")
                and not item.mention.ambiguous and _bare_date_line(segment.text, item.mention)
                and not in_term_column(view.segments, item.segment)}
    row_day = day
    findings = []
    for index, segment in enumerate(view.segments):
        row_day = day_rows.get(index, row_day)
        if segment.zone != "content" or index in dated:
            continue  # a stamp with a date is read with its date
        # A table cell holding only a time is a schedule's or a data table's column (an economic
        # calendar's release times), not a live page's entry stamp.
        cell = segment.block in _TABLE_CELLS
        found = stamped_time(segment.text, day, zone, cjk=reading.chinese, entry=not cell, names=reading.locale.names)
        if cell and found is None:
            on_day = row_day
            timed = stamped_time(segment.text, on_day, zone, cjk=reading.chinese, names=reading.locale.names)
            if timed is not None and row_day != day and _before_next_row(view, index, timed[0], reading, zone, day_rows):
                # a calendar lists its rows in time order: a head row timed later than the next one
                # ("21:30" above "08:30") is the evening before the day row's day
                on_day = row_day - timedelta(days=1)
                timed = stamped_time(segment.text, on_day, zone, cjk=reading.chinese, names=reading.locale.names)
            if timed is not None and timed[0] > t and (known := timed_row_known(view.segments, index)):
                where = "the page's own day" if on_day == day else f"the calendar's {on_day.isoformat()}"
                note = f"a table row timed {timed[1]!r} on {where} ({timed[0].isoformat()}, after t) already shows its {known}"
                row = " | ".join(s.text for s in view.segments[index : index + 6])
                findings.append(Finding("fact_date_after_t", "leak", 0.85, Evidence(kind="span", text=row, value=timed[0], note=note)))
            continue
        if found is None or found[0] <= t:
            continue
        instant, text = found
        note = f"update stamp {text!r} on the page's own day ({day.isoformat()}) is {instant.isoformat()}, after t"
        findings.append(Finding("updated_after_t", "leak", 0.9, Evidence(kind="date", text=text, value=instant, note=note)))
    return findings


_NEXT_ROW_CELLS = 40  # cells ahead to the next timed row (bounded time on any page)


def _before_next_row(view: PageView, index: int, instant: datetime, reading: _Reading, zone: tzinfo | None,
                     day_rows: dict[int, date]) -> bool:
    """Whether the next timed cell under the same day row as cell `index` is earlier on that day
    than `instant` (the time of cell `index` on the same day): the row at `index` then belongs
    to the evening before."""
    day = instant.astimezone(zone).date() if zone is not None else instant.date()
    for later in range(index + 1, min(len(view.segments), index + _NEXT_ROW_CELLS)):
        if later in day_rows:
            return False
        segment = view.segments[later]
        if segment.block not in _TABLE_CELLS:
            continue
        timed = stamped_time(segment.text, day, zone, cjk=reading.chinese, names=reading.locale.names)
        if timed is not None:
            return timed[0] < instant
    return False


def _filled_rows(view: PageView, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """Table rows dated after t whose actual column already holds a figure (`filled_rows`): a
    calendar's release or a statistics table's figure published after t, in the article or in a
    side module (a sidebar's "Coming up" calendar shows the same later figure)."""
    stops = frozenset(item.segment for item, segment in observed
                      if segment.block == "td" and item.mention.kind in ("absolute", "numeric"))
    findings = []
    for item, segment in observed:
        if not item.after_t or item.zone == "chrome" or item.segment not in stops:
            continue
        row = filled_row(view.segments, item.segment)
        if row is None:
            continue
        sure = item.surely_after_t
        note = f"a table row dated {item.mention.text!r}, after t, already shows its actual figure"
        findings.append(Finding("fact_date_after_t", "leak" if sure else "ambiguous", 0.85 if sure else 0.65,
                                Evidence(kind="span", text=" | ".join(row), value=item.mention.at or latest_instant(item.mention.day), note=note)))
    return findings


def _recorded_stamps(content: str, view: PageView, observed: list[tuple[Observed, Segment]]) -> list[Finding]:
    """Dates after t that a clock marks as a record, not a plan (`recorded_clocks`): one off the
    five-minute grid or with seconds, outside table cells (a calendar's rows), under no tense cue
    or a weak one (a noun, a preposition, the page's own title over it), unless a "next" label or
    an event's sign-up schedules it (`scheduled_item`: "다음 발표 예정일: ... 오후 8:09", a release
    set to the minute is a plan); and in a related module,
    a date with any clock of its own under no cue: the item's stamp ("... 합작법인 설립 2025년 3월
    25일 (화) 오후 11:57 KST"), unless the item schedules it."""
    findings = []
    page_title = next((s.text for s in view.segments if s.zone == "content" and s.block == "h1"), "")
    for item, segment in observed:
        m = item.mention
        if (not item.surely_after_t or item.zone == "chrome" or segment.source == "html-comment"
                or m.kind not in ("absolute", "numeric", "no_year")):
            continue  # (a comment's clock is the markup's: a build or cache stamp)
        weak = item.role == "forward" and (weak_cue(item.cue) or _title_cue(item, segment, page_title))
        if segment.block not in _TABLE_CELLS and (item.role == "neutral" or weak):
            if recorded_clock(segment.text, m.start, m.end) and not scheduled_item(segment.text, m.start, m.end):
                note = "a date after t with a clock that records (off the five-minute grid, or with seconds): an entry stamped after t"
                findings.append(Finding("recorded_stamp_after_t", "leak", 0.85, _date_evidence(content, item, segment, note)))
                continue
        if (item.zone == "related" and item.role == "neutral" and (clock := clock_beside(segment.text, m.start, m.end))
                and clock[1] != 59 and not scheduled_item(segment.text, m.start, m.end)):
            note = "a related item's date with its time of day, after t: the item's own stamp"
            findings.append(Finding("related_date_after_t", "leak", 0.85, _date_evidence(content, item, segment, note)))
    return findings


def _metadata_findings(view: PageView, reading: _Reading, t: datetime) -> list[Finding]:
    """Publication and edit dates in structured data (JSON-LD, `__NEXT_DATA__`, inline state)."""
    findings = []
    for meta in view.metadata:
        if meta.role == "other":
            continue
        latest = meta.instant or latest_instant(meta.day, reading.locale.zone)
        if latest <= t:
            continue
        stored = reading.anchor_at
        own_day_only = meta.role == "published" and meta.instant is None and not meta.related
        if own_day_only and stored is not None and stored <= t and _dates_instant(meta.day, stored, reading.locale.zone):
            continue  # the page's own day-only date, holding the store's exact earlier instant: that instant
        sure = meta.instant > t if meta.instant is not None else surely_after(meta.day, t, reading.locale.zone)
        what = {"updated": "edit", "observed": "series record"}.get(meta.role, "publication")
        whose = "another page's" if meta.related else "a"
        evidence = Evidence(kind="markup", text=f"{meta.path}={meta.raw}", value=latest,
                            note=f"structured data states {whose} {what} date after t ({meta.path})")
        code = "related_date_after_t" if meta.related and meta.role != "observed" else f"metadata_{meta.role}_after_t"
        findings.append(Finding(code, "leak" if sure else "ambiguous", 0.95 if sure else 0.7, evidence))
    return findings


_HEADLINE_CHARS = 240
# Structured data that describes the page itself (its title, author, publisher), not other news.
_OWN_METADATA = re.compile(
    r"\.(?:title|headline|alternativeHeadline|name|author\w*|publisher\w*|creator|description|keywords|section"
    r"|articleSection|byline|slug|category|tags?)(?:\.\w+)*$",
    re.IGNORECASE,
)


def _subject_date(item: Observed, segment: Segment) -> bool:
    """Whether a related headline's date after t is its subject, judged by its tense, not the
    item's own date (`_judge_dates`' "related_subject_date"): a date inside the headline's words,
    or a weekday, with no cue either way, that does not end a listed entry."""
    m = item.mention
    return (item.after_t and item.zone == "related" and item.role == "neutral"
            and not (_listed(segment) and (_entry_date(segment, m) or _opening_stamp(segment, m)))
            and (_inside_headline(segment.text, m) or m.kind == "weekday"))


def _event(title: str, segment: Segment, mention: DateMention, passage: str) -> Event:
    """The event a date after t names, told by `passage` (the date's own text, or its calendar row)."""
    # the page's headline adds words to every event, but its names are the page's subject:
    # only names in the passage itself date the event ("Kestrel Airways" of the title is not it)
    words, names = event_words(f"{title}\n{passage}")[0], event_words(passage)[1]
    left, right = sentence_span(segment.text, mention.start, mention.end)
    clause = event_words(segment.text[left:right])[0]
    if passage != segment.text:  # a calendar row: its date cell dates the event its other cells name
        clause |= event_words(passage)[0]
    if title and is_preview(title):
        clause |= event_words(title)[0]  # "The Fed is set to cut rates this week"
    return Event(passage, mention.text, words, names, clause)


_ROW_CELLS = 12  # a calendar row's cells searched on either side of its date cell (bounded time)


def _row_text(view: PageView, index: int) -> str:
    """The text of the table row holding segment `index` (its cells, in order), or the segment's own
    text outside a table: a calendar's date cell dates the event the row's other cells name."""
    row = view.segments[index].row
    if not row:
        return view.segments[index].text
    low, high = max(0, index - _ROW_CELLS), min(len(view.segments), index + _ROW_CELLS + 1)
    return " ".join(s.text for s in view.segments[low:high] if s.row == row and s.block in _TABLE_CELLS)


_TEASER_WORDS = 6  # a preheader or teaser cut from the prose is a clause long, not a two-word label


def _opens_prose(text: str, shown: set[str]) -> bool:
    """Whether a held text is the opening of a paragraph the page shows, cut short (an email's hidden
    preheader "USD/HKD traded in a narrow range, with ... near its low" over the paragraph that goes
    on "... lowest since August 20"): the page's own prose, no other page's headline."""
    return len(text.split()) >= _TEASER_WORDS and any(prose.startswith(text) for prose in shown)


def _outcome_findings(view: PageView, observed: list[tuple[Observed, Segment]], anchor: date, t: datetime) -> list[Finding]:
    """Related headlines, and short texts the page holds but does not show as prose (structured
    data, `<noscript>`, `<template>`, attributes), reporting the outcome of an event the page says
    is still ahead after t (`outcomes`): "Fed cuts rates" beside "the Fed is expected to cut on
    Wednesday". Not a held text the page also shows as prose (a JSON copy of its body: the body's
    sentences are prose; an email's hidden preheader, the opening of a paragraph cut short), nor another page's teaser whose own record stamps it before t
    (`{"title": ..., "publishedAt": ...}`: written then, before the event; a stamp after t is
    judged as a date)."""
    shown = {segment.text for segment in view.segments if segment.zone == "content" and segment.source == "text"}
    # a headline's date that is its subject ("Cutover postponed after Saturday's test") leaves its
    # words to be judged: only a date that dates the item itself settles it
    dated = {item.segment for item, segment in observed if not _subject_date(item, segment)}
    later = {item.segment for item, _ in observed if item.after_t}
    bare = {item.segment for item, segment in observed if _bare_date_line(segment.text, item.mention)}
    title = view.title or next((s.text for s in view.segments if s.zone == "content" and s.block == "h1"), "")
    headlines = [
        segment for index, segment in enumerate(view.segments)
        if (segment.zone == "related" and not is_related_heading(segment.text)  # not the module's own "More from X"
            or segment.zone == "content" and segment.source not in ("text", "paywall") and not _OWN_METADATA.search(segment.source)
            and segment.text not in shown and not _opens_prose(segment.text, shown))
        and len(segment.text) <= _HEADLINE_CHARS and index not in dated
        and not (segment.zone == "related" and segment.source.startswith("json:") and segment.instants
                 and max(segment.instants) <= t)
        # an entry right under its own stamp before t (a reader comment, a dated item), or right over
        # it (a video rail's "<p>headline</p><small>3月27日</small>"), was written then
        and not (segment.zone == "related" and any(
            near in dated and near not in later and near < len(view.segments) and view.segments[near].zone == "related"
            # a list's next item with a headline and its date ("Housing data surprises Sep 8, 2023") dates
            # only itself; one holding only a date ("<li>headline</li><li>令和6年11月18日</li>") is the stamp
            and not (segment.block == view.segments[near].block == "li" and near not in bare)
            for near in (index - 1, index + 1)))
        and segment.text not in title  # an image's alt or caption naming the page's own subject
    ]
    if not headlines:
        return []
    # (the event as its passage tells it, as its calendar row tells it, surely after t)
    events: list[tuple[Event, Event, bool]] = []
    past: list[Event] = []  # events the page dates before t, as their rows tell them
    seen: set[int] = set()
    for item, segment in observed:
        ahead = item.role == "forward" or (item.role == "neutral" and item.mention.earliest > anchor)
        if item.zone == "content" and item.segment not in seen and (item.after_t and ahead or not item.after_t):
            seen.add(item.segment)
            row = _row_text(view, item.segment)
            held = _event(title, segment, item.mention, row)
            if not item.after_t:
                past.append(held)
                continue
            told = _event(title, segment, item.mention, segment.text) if row != segment.text else held
            events.append((told, held, item.surely_after_t))
    if not events:
        return []
    findings = []
    for segment in headlines:
        # the page's own held text (a row's data attribute) is read against the whole row its date
        # cell stands in; another page's headline only against the dated passage itself: a row's
        # other cells name kinds of events ("third quarter results") many headlines share
        own = segment.zone == "content"
        candidates = [(held if own else told, sure) for told, held, sure in events]
        found = outcome_match(segment.text, [event for event, _ in candidates], own=own)
        if found is None and not own:
            # another page's headline opening with the subject of one calendar row, stating a value
            # and what happened, is read against that whole row (`outcomes.row_outcome`)
            candidates = [(held, sure) for told, held, sure in events if held is not told]
            found = _row_match(segment.text, [event for event, _ in candidates], past)
        elif found is not None and own and outcome_match(
                segment.text, [event for event in past if same_subject(segment.text, event)], own=True) is not None:
            # held text that tells as well of an event the page dates before t ("Acme: AGM approved a
            # dividend" beside this April's AGM and next April's) is that earlier event's result
            continue
        if found is None:
            continue
        event, shared = found
        strong = next(sure for candidate, sure in candidates if candidate is event)
        note = (f"related headline reports the outcome of an event the page dates after t ({event.when!r}: "
                f"{_context(event.passage, 0, 0, 90)}); shared words {sorted(shared)[:6]}")
        evidence = Evidence(kind="span", text=segment.text, note=note)
        findings.append(Finding("outcome_after_t", "leak" if strong else "ambiguous", 0.75 if strong else 0.6, evidence))
    return findings


def _row_match(headline: str, rows: list[Event], past: list[Event]) -> tuple[Event, frozenset[str]] | None:
    """The calendar row after t whose result another page's headline states (`outcomes.row_outcome`),
    with the shared words; None as well when the headline tells as much of a row the page dates
    before t (the same subject's earlier meeting: its result, not this one's)."""
    if any(row_outcome(headline, event) is not None for event in past):
        return None
    for event in rows:
        shared = row_outcome(headline, event)
        if shared is not None:
            return event, shared
    return None


def _sentences(text: str) -> list[tuple[int, int]]:
    """The bounds of each sentence of `text` (`dates.sentence_span`, the shared sentence bounds)."""
    bounds, start = [], 0
    while start < len(text):
        left, right = sentence_span(text, start, start)
        bounds.append((left, max(right, start + 1)))
        start = max(right, start + 1)
    return bounds


def _after_event_findings(view: PageView, observed: list[tuple[Observed, Segment]], anchor: date) -> list[Finding]:
    """Undated sentences telling the move after an event the page schedules after t (`after_events`):
    "Après la publication de son chiffre d'affaires trimestriel, l'action a chuté de 6,1 %" beside
    "X publiera son chiffre d'affaires trimestriel le 21 août"."""
    events: list[tuple[str, bool]] = []
    dated: dict[int, list[tuple[int, int]]] = {}
    for item, segment in observed:
        dated.setdefault(item.segment, []).append((item.mention.start, item.mention.end))
        ahead = item.role == "forward" or (item.role == "neutral" and item.mention.earliest > anchor)
        if item.zone == "content" and item.after_t and ahead:
            left, right = sentence_span(segment.text, item.mention.start, item.mention.end)
            events.append((segment.text[left:right], item.surely_after_t))
    if not events:
        return []
    findings = []
    for index, segment in enumerate(view.segments):
        if segment.zone != "content" or len(segment.text) > _AFTER_EVENT_TEXT:
            continue
        for left, right in _sentences(segment.text):
            if any(left <= start < right for start, _ in dated.get(index, ())):
                continue  # a dated sentence is judged by its date
            sentence = segment.text[left:right].strip()
            found = after_clause(sentence)
            if found is None:
                continue
            match = next(((passage, sure) for passage, sure in events if names_same_event(found[0], passage)), None)
            if match is None:
                continue
            passage, sure = match
            note = f"tells what followed an event the page dates after t ({_context(passage, 0, 0, 90)})"
            findings.append(Finding("outcome_after_t", "leak" if sure else "ambiguous", 0.75 if sure else 0.6,
                                    Evidence(kind="span", text=sentence[:300], note=note)))
    return findings


_AFTER_EVENT_TEXT = 3000  # a paragraph or a post (bounded time on any page)


def _release_findings(content: str, view: PageView, observed: list[tuple[Observed, Segment]], reading: _Reading,
                      t: datetime) -> list[Finding]:
    """A month's figure stated on a page whose own release calendar puts that month's release after
    t (`release_calendar`): "Consumer prices rose 2.0% in May 2026" above "May 2026 — CPI release:
    12 June 2026"."""
    by_segment: dict[int, list[DateMention]] = {}
    for item, _ in observed:
        by_segment.setdefault(item.segment, []).append(item.mention)
    releases: dict[tuple[int, int], DateMention] = {}
    for index, mentions in by_segment.items():
        if found := calendar_month(view.segments[index].text, mentions):
            releases.setdefault(*found)
    zone = reading.locale.zone
    findings = []
    for item, segment in observed if releases else ():
        m = item.mention
        if item.zone != "content" or m.kind != "month" or m.year_inferred or item.role == "forward":
            continue
        release = releases.get((m.earliest.year, m.earliest.month))
        if release is None or release is m or not surely_after(release.earliest, t, zone):
            continue
        left, right = sentence_span(segment.text, m.start, m.end)
        if calendar_month(segment.text, by_segment[item.segment]) or not states_month_figure(segment.text[left:right]):
            continue
        note = f"a figure for {m.text!r} on a page whose own calendar releases it on {release.text!r}, after t"
        findings.append(Finding("reported_after_t", "leak", 0.85, _date_evidence(content, item, segment, note)))
    return findings


@lru_cache(maxsize=64)  # speed: what a page says to reviewers does not depend on t (pieces over 50,000 characters are not kept one by one)
def _page_injection(view: PageView) -> InjectionHit | None:
    return find_injection(_injection_pieces(view))


def _page_findings(
    content: str, view: PageView, context: ClassifyContext, t: datetime, anchor_source: AnchorSource,
) -> list[Finding]:
    findings = []
    if context.page_known_at is not None and context.page_known_at > t:
        evidence = Evidence(
            kind="markup",
            text=f"page_known_at={context.page_known_at.isoformat()}",
            value=context.page_known_at,
            note="the store dates this version after t",
        )
        findings.append(Finding("page_date_after_t", "leak", 0.99, evidence))
    from_url = url_date(context.url)
    stored = context.page_known_at
    # A URL's day that had begun somewhere on Earth at the store's exact, earlier instant agrees with
    # it: a URL carries the publisher's day, in whatever zone the publisher counts days (often not
    # the zone the page prints its times in), so it dates the page no later than that instant.
    same_day = stored is not None and stored <= t and from_url is not None and not surely_after(from_url, stored)
    if from_url is not None and latest_instant(from_url) > t and not same_day:
        sure = surely_after(from_url, t)
        note = f"URL dated {from_url.isoformat()}, after t"
        evidence = Evidence(kind="url", text=context.url or "", value=latest_instant(from_url), note=note)
        findings.append(Finding("url_date_after_t", "leak" if sure else "ambiguous", 0.95 if sure else 0.65, evidence))
    hit = _page_injection(view)
    if hit is not None:
        disguise = f", written in {hit.disguise}" if hit.disguise else ""
        evidence = Evidence(
            kind="span",
            text=hit.text,
            note=f"text addressed to automated reviewers (in {hit.source}{disguise}): page text is never an instruction",
        )
        findings.append(Finding(INJECTION, "ambiguous", 0.95, evidence))
    if anchor_source == "none":
        evidence = Evidence(kind="span", text="", note="no date for the page itself: not in the store, URL or byline")
        findings.append(Finding("no_page_date", "ambiguous", 0.6, evidence))
    if not _has_words(view.zone_text("content")[:10_000]):
        evidence = Evidence(kind="span", text="", note="no content text (only chrome, related modules or no words at all)")
        findings.append(Finding("no_content", "ambiguous", 0.5, evidence))
    return findings


def analyse(content: str, forecast_time: datetime, context: ClassifyContext) -> Analysis:
    """Run every rule over one page at one forecast time (see the module docstring).

    Raises `InputError` for unparseable HTML or a naive forecast time; `RulesClassifier.classify`
    turns that into an ambiguous verdict. The rules and the learned features both read the
    analysis of the same (page, t, context), so the last few are kept: each is computed once.
    """
    return _analyse(content, ensure_utc(forecast_time, field="forecast_time"), context)


def unreadable(content: str) -> str | None:
    """Why `content` cannot be judged as text (too long, binary, garbled), or None."""
    if len(content) > MAX_CONTENT_CHARS:
        return f"content_too_long: {len(content)} characters > {MAX_CONTENT_CHARS}"
    return _unreadable_text(content)


@lru_cache(maxsize=64)  # speed: a page is checked again at every forecast time
def _unreadable_text(content: str) -> str | None:
    sample = content[:50_000]
    if not sample.strip():
        return None
    bad = len(_NOT_TEXT.findall(sample))
    if "\x00" in sample or bad > _UNREADABLE_SHARE * len(sample):
        return f"unreadable_content: {bad} control or replacement characters in the first {len(sample)} (binary or mis-decoded)"
    return dense_markup(content)


@lru_cache(maxsize=64)
def _analyse(content: str, t: datetime, context: ClassifyContext) -> Analysis:
    view = page_view(content)
    if sum(len(s.text) for s in view.segments) > _MAX_SEGMENT_TEXT:
        raise InputError(f"page text too long to read fully (over {_MAX_SEGMENT_TEXT} characters)", field="content")
    reading = _reading(view, context, t)
    anchor, anchor_source = reading.anchor, reading.anchor_source
    observed = _observe(view, reading, t)
    findings = _page_findings(content, view, context, t, anchor_source)
    findings += _judge_dates(content, view, observed, anchor, anchor_source, reading.anchor_at)
    findings += _metadata_findings(view, reading, t)
    findings += _recorded_stamps(content, view, observed)
    findings += _time_stamps(view, reading, observed, t)
    findings += _filled_rows(view, observed)
    findings += _entry_stamps(view, reading, t)
    findings += _comment_ages(view, reading, t, _copy_instant(view, observed))
    findings += _served_stamps(view, reading, t)
    findings += _acceptance_stamps(view, t)
    findings += _short_update_stamps(view, reading, t)
    findings += _done_rows(content, view, observed)
    findings += _item_results(content, observed)
    findings += _held_results(view, observed)
    findings += _calendar_told(content, observed)
    findings += _self_dating(content, view, reading, observed, t)
    findings += _outcome_findings(view, observed, anchor, t)
    findings += _after_event_findings(view, observed, anchor)
    findings += _release_findings(content, view, observed, reading, t)
    page_text = "\n".join((context.title or "", context.url or "", view.zone_text("content")))
    periods, period_findings = _judge_periods(
        content, view, anchor, anchor_source, t, context.events, page_text, _reported_after(view, observed)
    )
    findings += period_findings
    return Analysis(
        view=view,
        anchor=anchor,
        anchor_source=anchor_source,
        observed=tuple(item for item, _ in observed),
        periods=tuple(periods),
        findings=tuple(findings),
        injection=any(f.code == INJECTION for f in findings),
        chinese=reading.chinese,
        locale=reading.locale,
    )


# ---------------------------------------------------------------------------------------------
# Verdict


def _combined(strengths: list[float]) -> float:
    remaining = 1.0
    for strength in strengths:
        remaining *= 1.0 - strength
    return round(min(0.99, 1.0 - remaining), 4)


def verdict_from(analysis: Analysis, classifier_id: str) -> Verdict:
    """The verdict an analysis supports: leak > ambiguous > clean."""
    leaks = [f for f in analysis.findings if f.severity == "leak"]
    doubts = [f for f in analysis.findings if f.severity == "ambiguous"]
    infos = [f for f in analysis.findings if f.severity == "info"]
    # Injection decides the reason code whatever else was found: it is a different kind of failure.
    deciding = sorted(leaks or doubts, key=lambda f: -f.strength)
    injected = [f for f in analysis.findings if f.code == INJECTION]
    deciding = injected + [f for f in deciding if f.code != INJECTION]
    if leaks:
        label, confidence = "leak", _combined([f.strength for f in leaks])
    elif doubts:
        label, confidence = "ambiguous", max(f.strength for f in doubts)
    else:
        label = "clean"
        confidence = 0.9 if analysis.anchor_source in ("store", "url") else 0.8
    if deciding:
        reason = "; ".join(f"{f.code}: {f.evidence.note}" for f in deciding[:3])
    else:
        later = sum(1 for f in infos if f.code in ("forward_date_after_t", "guidance_later_period"))
        reason = (
            f"no statement dated after t; page dated {analysis.anchor.isoformat()} ({analysis.anchor_source})"
            + (f"; {later} forward-looking mention(s) of later dates" if later else "")
        )
    evidence = tuple(f.evidence for f in (deciding + infos)[:_MAX_EVIDENCE])
    return Verdict(label=label, confidence=confidence, reason=reason, evidence=evidence, classifier_id=classifier_id)


class RulesClassifier:
    """The embedded rules classifier (see the module docstring)."""

    @property
    def classifier_id(self) -> str:
        """'rules@<version>'."""
        return f"rules@{RULES_VERSION}"

    def classify(self, content: str, forecast_time: datetime, context: ClassifyContext) -> Verdict:
        """Judge `content` at `forecast_time`; never raises for bad content (ambiguous instead)."""
        problem = unreadable(content) if isinstance(content, str) else "unreadable_content: not text"
        if problem is not None:
            return Verdict(label="ambiguous", confidence=0.0, reason=problem, classifier_id=self.classifier_id)
        try:
            return verdict_from(analyse(content, forecast_time, context), self.classifier_id)
        except InputError as exc:
            reason = f"cannot analyse the content: {exc}"
        except Exception as exc:  # the contract: bad content never raises, it is ambiguous (fail closed)
            reason = f"rules classifier failed on this content ({type(exc).__name__}: {exc})"
        return Verdict(label="ambiguous", confidence=0.5, reason=reason, classifier_id=self.classifier_id)


# speed: the scans behind a test of the characters a match can start with (`regex_guard`; same matches)
_STAMP_MARKER = guarded(_STAMP_MARKER)
_FORWARD_HEADING = guarded(_FORWARD_HEADING)
_CLOSE_WORDS = guarded(_CLOSE_WORDS)
_GOVERNED_BEFORE = guarded(_GOVERNED_BEFORE)
_REPORT_DATE_LABEL = guarded(_REPORT_DATE_LABEL)
